package deck

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

// ReadText reads a plain text deck list (see docs/cards.md):
//
//	# comments start with '#'
//	Deck: Red Hollow Warband     (optional; default: the file name)
//	Set: 341                     (optional)
//	ID: …                        (optional; default: a hash of the list)
//	Brobnar                      (a house header, optional)
//	1 Troll
//	2 Bad Penny +amber           (+icon: an enhancement on each copy)
//	1x Anger
//
// A card listed under a house header that is not its own is a maverick of
// that house. Without headers the houses are those of the cards. A
// gigantic creature named by its title adds both halves.
func ReadText(name string, data []byte, cards Cards) (*Doc, error) {
	p := &textParser{file: name, cards: cards,
		deck: &engine.Deck{Name: strings.TrimSuffix(filepath.Base(name), filepath.Ext(name))}}
	if err := p.parse(data); err != nil {
		return nil, err
	}
	d := p.deck
	if err := p.houses(); err != nil {
		return nil, err
	}
	if d.ID == "" {
		d.ID = textID(d)
	}
	if err := Check(name, d, cards); err != nil {
		return nil, err
	}
	return &Doc{Format: Text, Decks: []*engine.Deck{d}}, nil
}

type textParser struct {
	file    string
	cards   Cards
	deck    *engine.Deck
	headers []engine.House
	house   engine.House // current header
}

func (p *textParser) fail(line, col int, card, format string, args ...any) *Error {
	return &Error{File: p.file, Line: line, Column: col, Deck: p.deck.Name, Card: card, Msg: fmt.Sprintf(format, args...)}
}

func (p *textParser) parse(data []byte) error {
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for n := 1; sc.Scan(); n++ {
		raw := sc.Text()
		if n == 1 {
			raw = strings.TrimPrefix(raw, "\ufeff")
		}
		line := raw
		if i := strings.IndexByte(line, '#'); i >= 0 {
			line = line[:i]
		}
		col := len(line) - len(strings.TrimLeft(line, " \t")) + 1
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if err := p.line(n, col, line); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return &Error{File: p.file, Msg: err.Error()}
	}
	return nil
}

func (p *textParser) line(n, col int, line string) error {
	if key, val, ok := strings.Cut(line, ":"); ok && !startsWithDigit(line) {
		switch strings.ToLower(strings.TrimSpace(key)) {
		case "deck", "name":
			p.deck.Name = strings.TrimSpace(val)
			return nil
		case "id", "uuid":
			p.deck.ID = strings.ToLower(strings.TrimSpace(val))
			return nil
		case "set", "expansion":
			s, err := strconv.Atoi(strings.TrimSpace(val))
			if err != nil {
				return p.fail(n, col, "", "set %q: expected a Master Vault set number such as 341", strings.TrimSpace(val))
			}
			p.deck.Set = s
			return nil
		case "house":
			line = strings.TrimSpace(val)
		default:
			return p.fail(n, col, "", "unknown header %q: expected Deck:, Set:, ID: or House:", key)
		}
	}
	if !startsWithDigit(line) {
		h, ok := ParseHouse(line)
		if !ok {
			return p.fail(n, col, "", "%q is neither a house header nor a card line: expected a house (%s) or a count and a card, as in \"1 Troll\"", line, houseList())
		}
		p.house = h
		p.headers = append(p.headers, h)
		return nil
	}
	return p.cardLine(n, col, line)
}

func startsWithDigit(s string) bool { return s != "" && s[0] >= '0' && s[0] <= '9' }

// cardLine reads "2 Bad Penny +amber" or "2x Bad Penny".
func (p *textParser) cardLine(n, col int, line string) error {
	i := 0
	for i < len(line) && line[i] >= '0' && line[i] <= '9' {
		i++
	}
	count, _ := strconv.Atoi(line[:i])
	rest := strings.TrimPrefix(strings.TrimPrefix(line[i:], "x"), "X")
	nameCol := col + (len(line) - len(strings.TrimLeft(rest, " \t")))
	rest = strings.TrimSpace(rest)
	var icons []engine.Bonus
	for {
		j := strings.LastIndex(rest, " +")
		if j < 0 {
			break
		}
		b, ok := ParseBonus(rest[j+2:])
		if !ok {
			return p.fail(n, nameCol+j+1, rest[:j], "unknown enhancement %q: expected +amber, +capture, +damage, +draw, +discard or +house", rest[j+1:])
		}
		icons = append([]engine.Bonus{b}, icons...)
		rest = strings.TrimSpace(rest[:j])
	}
	if count < 1 || count > Size {
		return p.fail(n, col, rest, "count %d: expected 1 to %d", count, Size)
	}
	if rest == "" {
		return p.fail(n, nameCol, "", "expected a card name after the count")
	}
	if p.cards == nil {
		return p.fail(n, nameCol, rest, "unknown card: no card database (kfr cards import first)")
	}
	def, err := p.cards.Lookup(rest)
	if err != nil {
		e := p.fail(n, nameCol, rest, "unknown card")
		var le *carddb.LookupError
		if errors.As(err, &le) {
			if le.Ambiguous {
				e.Msg = "ambiguous card name"
			}
			e.Suggestions = le.Candidates
		}
		return e
	}
	ids := []string{def.ID}
	if def.IsGigantic() {
		ids = []string{def.ID, def.GiganticOther}
		if def.GiganticBottom {
			ids = []string{def.GiganticOther, def.ID}
		}
	}
	for k := 0; k < count; k++ {
		for _, id := range ids {
			dc := engine.DeckCard{CardID: id, Enhancements: append([]engine.Bonus(nil), icons...)}
			if p.house != "" && p.house != def.House {
				dc.House = p.house
			}
			p.deck.Cards = append(p.deck.Cards, dc)
		}
	}
	return nil
}

// houses sets the deck's houses from the headers, else from its cards.
func (p *textParser) houses() error {
	hs := p.headers
	if len(hs) == 0 {
		seen := map[engine.House]bool{}
		for _, c := range p.deck.Cards {
			h := c.House
			if h == "" {
				h = p.cards.Card(c.CardID).House
			}
			if !seen[h] {
				seen[h] = true
				hs = append(hs, h)
			}
		}
	}
	if len(hs) != 3 {
		names := make([]string, len(hs))
		for i, h := range hs {
			names[i] = string(h)
		}
		return &Error{File: p.file, Deck: p.deck.Name,
			Msg: fmt.Sprintf("has %d houses (%s), expected 3: add house header lines", len(hs), strings.Join(names, ", "))}
	}
	copy(p.deck.Houses[:], hs)
	return nil
}

// textID is a stable id for a list without one: a hash of its houses and
// cards (two files with the same list name the same deck).
func textID(d *engine.Deck) string {
	h := sha256.New()
	fmt.Fprintln(h, d.Houses)
	for _, c := range d.Cards {
		fmt.Fprintln(h, c.CardID, c.House, c.Enhancements)
	}
	return fmt.Sprintf("kfr-%x", h.Sum(nil)[:8])
}
