package carddb

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

// Pack is one keyteki pack file: a set and its cards.
type Pack struct {
	Code  string
	Name  string
	Cards []*engine.CardDef
}

// packJSON is the keyteki pack format. Unknown fields (locale, image, …)
// are ignored by encoding/json.
type packJSON struct {
	Code  string     `json:"code"`
	Name  string     `json:"name"`
	Cards []cardJSON `json:"cards"`
}

type cardJSON struct {
	ID        string          `json:"id"`
	Name      string          `json:"name"`
	Number    string          `json:"number"`
	Expansion int             `json:"expansion"`
	House     string          `json:"house"`
	Keywords  []string        `json:"keywords"`
	Traits    []string        `json:"traits"`
	Type      string          `json:"type"`
	Rarity    string          `json:"rarity"`
	Amber     json.RawMessage `json:"amber"`
	Armor     json.RawMessage `json:"armor"`
	Power     json.RawMessage `json:"power"`
	Text      string          `json:"text"`
}

// SyntaxError is malformed JSON, with the position it was found at.
type SyntaxError struct {
	File   string
	Line   int
	Column int
	Msg    string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Column, e.Msg)
}

// ReadPack decodes a keyteki pack file. name is used in error messages.
// Gigantic halves are linked: a card whose id is another card's id plus "2"
// in the same pack is that card's bottom half.
func ReadPack(name string, data []byte) (*Pack, error) {
	var p packJSON
	if err := json.Unmarshal(data, &p); err != nil {
		return nil, JSONError(name, data, err)
	}
	if p.Cards == nil {
		return nil, &SyntaxError{File: name, Line: 1, Column: 1, Msg: `expected a keyteki pack: an object with a "cards" list`}
	}
	pack := &Pack{Code: p.Code, Name: p.Name}
	byID := map[string]*engine.CardDef{}
	for i, c := range p.Cards {
		def, err := c.def()
		if err != nil {
			return nil, fmt.Errorf("%s: card %d (%q): %w", name, i+1, c.ID, err)
		}
		pack.Cards = append(pack.Cards, def)
		byID[def.ID] = def
	}
	for _, d := range pack.Cards {
		if top, ok := byID[strings.TrimSuffix(d.ID, "2")]; ok && top != d && strings.HasSuffix(d.ID, "2") && top.Name == d.Name {
			top.GiganticOther, d.GiganticOther, d.GiganticBottom = d.ID, top.ID, true
		}
	}
	return pack, nil
}

func (c cardJSON) def() (*engine.CardDef, error) {
	if c.ID == "" || c.Name == "" {
		return nil, errors.New("a card needs an id and a name")
	}
	d := &engine.CardDef{
		ID: c.ID, Name: c.Name, House: engine.House(c.House), Type: engine.CardType(c.Type),
		Traits: c.Traits, Text: c.Text, Rarity: c.Rarity,
		Printings: []engine.Printing{{Set: c.Expansion, Number: c.Number, House: engine.House(c.House)}},
	}
	var err error
	if d.Power, err = number(c.Power); err != nil {
		return nil, fmt.Errorf("power: %w", err)
	}
	if d.Armor, err = number(c.Armor); err != nil {
		return nil, fmt.Errorf("armor: %w", err)
	}
	if d.Amber, err = number(c.Amber); err != nil {
		return nil, fmt.Errorf("amber: %w", err)
	}
	for _, k := range c.Keywords {
		d.Keywords = append(d.Keywords, ParseKeyword(k))
	}
	return d, nil
}

// ParseKeyword reads "assault:2" or "elusive".
func ParseKeyword(s string) engine.KeywordValue {
	name, num, _ := strings.Cut(strings.ToLower(strings.TrimSpace(s)), ":")
	n, _ := strconv.Atoi(num)
	return engine.KeywordValue{Keyword: engine.Keyword(name), N: n}
}

// number reads a JSON number, a numeric string, null or "" (0), or "X" (0).
func number(raw json.RawMessage) (int, error) {
	s := strings.Trim(string(bytes.TrimSpace(raw)), `"`)
	switch s {
	case "", "null", "X", "x", "-":
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("expected a number, found %s", raw)
	}
	return n, nil
}

// JSONError turns an encoding/json error into a *SyntaxError with the line
// and column of the offending byte when the error carries an offset.
func JSONError(name string, data []byte, err error) error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		// Offset counts the offending byte itself: step back onto it.
		line, col := position(data, max(se.Offset-1, 0))
		return &SyntaxError{File: name, Line: line, Column: col, Msg: se.Error()}
	case errors.As(err, &te):
		line, col := position(data, te.Offset)
		return &SyntaxError{File: name, Line: line, Column: col,
			Msg: fmt.Sprintf("expected %s for %q, found %s", te.Type, te.Field, te.Value)}
	}
	return fmt.Errorf("%s: %w", name, err)
}

// position converts a byte offset into a 1-based line and column.
func position(data []byte, off int64) (line, col int) {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	before := data[:off]
	line = bytes.Count(before, []byte{'\n'}) + 1
	col = int(off) - bytes.LastIndexByte(before, '\n')
	return line, col
}
