package carddb

import (
	"bufio"
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

// ReadFacts reads card definitions in kfr's own card-facts format
// (docs/cards.md): records of "key: value" lines separated by blank lines,
// each starting with "id:". '#' starts a comment line. Keys:
//
//	id: troll                 (required, first)
//	name: Troll               (required)
//	house: brobnar
//	type: creature
//	power: 8 | armor: 0 | amber: 0
//	keywords: elusive, assault 2
//	traits: giant, knight
//	printing: 341 048         (set and number; repeat for reprints)
//	rarity: Common
//	gigantic: ultra-gravitron2 (the other half; "gigantic-bottom:" on the second)
//	text: Reap: Troll heals 3 damage.   (repeat for more lines)
//
// name is the file name used in errors, which carry line and column.
func ReadFacts(name string, data []byte) ([]*engine.CardDef, error) {
	var out []*engine.CardDef
	var cur *engine.CardDef
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	fail := func(line, col int, format string, args ...any) error {
		return &SyntaxError{File: name, Line: line, Column: col, Msg: fmt.Sprintf(format, args...)}
	}
	finish := func(line int) error {
		if cur != nil && (cur.Name == "" || cur.House == "" || cur.Type == "") {
			return fail(line, 1, "card %q needs a name, a house and a type", cur.ID)
		}
		cur = nil
		return nil
	}
	n := 0
	for sc.Scan() {
		n++
		raw := strings.TrimPrefix(sc.Text(), "\ufeff")
		line := strings.TrimSpace(raw)
		if line == "" {
			if err := finish(n); err != nil {
				return nil, err
			}
			continue
		}
		if strings.HasPrefix(line, "#") {
			continue
		}
		col := len(raw) - len(strings.TrimLeft(raw, " \t")) + 1
		key, val, ok := strings.Cut(line, ":")
		if !ok {
			return nil, fail(n, col, `expected "key: value", found %q`, line)
		}
		key, val = strings.ToLower(strings.TrimSpace(key)), strings.TrimSpace(val)
		if key == "id" {
			if err := finish(n); err != nil {
				return nil, err
			}
			if val == "" {
				return nil, fail(n, col, "empty id")
			}
			cur = &engine.CardDef{ID: val}
			out = append(out, cur)
			continue
		}
		if cur == nil {
			return nil, fail(n, col, "%q before the card's id: a card starts with an \"id:\" line", key)
		}
		if err := setFact(cur, key, val); err != nil {
			return nil, fail(n, col+len(key)+2, "%s: %v", key, err)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if err := finish(n + 1); err != nil {
		return nil, err
	}
	return out, nil
}

func setFact(c *engine.CardDef, key, val string) error {
	var err error
	switch key {
	case "name":
		c.Name = val
	case "house":
		c.House = engine.House(strings.ToLower(val))
	case "type":
		c.Type = engine.CardType(strings.ToLower(val))
	case "power":
		c.Power, err = strconv.Atoi(val)
	case "armor":
		c.Armor, err = strconv.Atoi(val)
	case "amber", "aember":
		c.Amber, err = strconv.Atoi(val)
	case "rarity":
		c.Rarity = val
	case "keywords":
		for _, k := range splitList(val) {
			c.Keywords = append(c.Keywords, ParseKeyword(strings.Replace(k, " ", ":", 1)))
		}
	case "traits":
		c.Traits = append(c.Traits, splitList(val)...)
	case "printing":
		set, num, _ := strings.Cut(val, " ")
		p := engine.Printing{Number: strings.TrimSpace(num)}
		if p.Set, err = strconv.Atoi(set); err != nil || p.Number == "" {
			return fmt.Errorf("expected a set number and a collector number, as in \"341 048\"")
		}
		c.Printings = append(c.Printings, p)
	case "gigantic":
		c.GiganticOther = val
	case "gigantic-bottom":
		c.GiganticOther, c.GiganticBottom = val, true
	case "text":
		if c.Text != "" {
			c.Text += "\n"
		}
		c.Text += val
	default:
		return fmt.Errorf("unknown key: expected name, house, type, power, armor, amber, keywords, traits, printing, rarity, gigantic, gigantic-bottom or text")
	}
	if err != nil {
		return fmt.Errorf("expected a whole number, found %q", val)
	}
	return nil
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
