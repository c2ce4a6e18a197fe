package deck

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

// ktDeck is one deck of a keyteki standalone-decks file.
type ktDeck struct {
	UUID      string   `json:"uuid"`
	Name      string   `json:"name"`
	Expansion int      `json:"expansion"`
	Houses    []string `json:"houses"`
	Cards     []struct {
		ID           string   `json:"id"`
		Count        int      `json:"count"`
		Enhancements []string `json:"enhancements"`
		Maverick     string   `json:"maverick"`
	} `json:"cards"`
}

// ReadKeyteki reads keyteki deck JSON: a list of decks (the
// standalone-decks file) or one deck object. Cards are named by keyteki id;
// an entry's enhancements and maverick house apply to each of its copies.
func ReadKeyteki(name string, data []byte, cards Cards) (*Doc, error) {
	var decks []ktDeck
	if t := bytes.TrimLeft(data, " \t\r\n\ufeff"); len(t) > 0 && t[0] == '{' {
		var one ktDeck
		if err := json.Unmarshal(data, &one); err != nil {
			return nil, carddb.JSONError(name, data, err)
		}
		decks = []ktDeck{one}
	} else if err := json.Unmarshal(data, &decks); err != nil {
		return nil, carddb.JSONError(name, data, err)
	}
	doc := &Doc{Format: Keyteki}
	for i, kd := range decks {
		d, err := kd.deck(name, i, cards)
		if err != nil {
			return nil, err
		}
		doc.Decks = append(doc.Decks, d)
	}
	return doc, nil
}

func (kd ktDeck) deck(file string, i int, cards Cards) (*engine.Deck, error) {
	label := kd.Name
	if label == "" {
		label = fmt.Sprintf("#%d", i+1)
	}
	fail := func(card, format string, args ...any) error {
		return &Error{File: file, Deck: label, Card: card, Msg: fmt.Sprintf(format, args...)}
	}
	if kd.Cards == nil {
		return nil, fail("", `expected a keyteki deck: an object with "houses" and "cards"`)
	}
	d := &engine.Deck{ID: strings.ToLower(kd.UUID), Name: kd.Name, Set: kd.Expansion}
	if len(kd.Houses) != 3 {
		return nil, fail("", "has %d houses, expected 3", len(kd.Houses))
	}
	for j, h := range kd.Houses {
		house, ok := ParseHouse(h)
		if !ok {
			return nil, fail("", "unknown house %q: expected one of %s", h, houseList())
		}
		d.Houses[j] = house
	}
	for _, c := range kd.Cards {
		if c.Count < 1 || c.Count > Size {
			return nil, fail(c.ID, "count %d: expected 1 to %d", c.Count, Size)
		}
		if cards == nil || cards.Card(c.ID) == nil {
			return nil, unknownID(file, label, c.ID, cards)
		}
		dc := engine.DeckCard{CardID: c.ID}
		if c.Maverick != "" {
			h, ok := ParseHouse(c.Maverick)
			if !ok {
				return nil, fail(c.ID, "unknown maverick house %q", c.Maverick)
			}
			dc.House = h
		}
		for _, e := range c.Enhancements {
			b, ok := ParseBonus(e)
			if !ok {
				return nil, fail(c.ID, "unknown enhancement %q: expected amber, capture, damage, draw, discard or a house", e)
			}
			dc.Enhancements = append(dc.Enhancements, b)
		}
		for k := 0; k < c.Count; k++ {
			cp := dc
			cp.Enhancements = append([]engine.Bonus(nil), dc.Enhancements...)
			d.Cards = append(d.Cards, cp)
		}
	}
	if err := Check(file, d, cards); err != nil {
		return nil, err
	}
	return d, nil
}

func unknownID(file, deckName, id string, cards Cards) error {
	e := &Error{File: file, Deck: deckName, Card: id,
		Msg: "unknown card id: import the card database first (kfr cards import)"}
	if cards != nil {
		def, err := cards.Lookup(strings.ReplaceAll(id, "-", " "))
		var le *carddb.LookupError
		switch {
		case err == nil:
			e.Suggestions = []string{def.ID}
		case errors.As(err, &le):
			for _, name := range le.Candidates {
				if c, err := cards.Lookup(name); err == nil {
					e.Suggestions = append(e.Suggestions, c.ID)
				}
			}
		}
	}
	return e
}
