package cmdutil

import (
	"fmt"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/store"
)

// CardView is the JSON form of a card (stable field names).
type CardView struct {
	ID             string         `json:"id"`
	Name           string         `json:"name"`
	House          string         `json:"house"`
	Type           string         `json:"type"`
	Power          int            `json:"power"`
	Armor          int            `json:"armor"`
	Amber          int            `json:"amber"`
	Keywords       []string       `json:"keywords"`
	Traits         []string       `json:"traits"`
	Text           string         `json:"text"`
	Rarity         string         `json:"rarity"`
	Printings      []PrintingView `json:"printings"`
	GiganticOther  string         `json:"gigantic_other,omitempty"`
	GiganticBottom bool           `json:"gigantic_bottom,omitempty"`
	// Script is how far the engine scripts the card's abilities: "full",
	// "partial", "none" or "none_needed" (no ability text beyond keywords);
	// Abilities is the script printed back as the engine understands it.
	Script    string `json:"script"`
	Abilities string `json:"abilities,omitempty"`
	// Compiled says the script was compiled from the card's printed text
	// (engine/cardgen), not written by hand.
	Compiled bool `json:"compiled,omitempty"`
}

// PrintingView is one printing: set number and collector number.
type PrintingView struct {
	Set    int    `json:"set"`
	Number string `json:"number"`
}

// Keyword spells a keyword as the card data does: "elusive", "assault:2".
func Keyword(k engine.KeywordValue) string {
	if k.N != 0 {
		return fmt.Sprintf("%s:%d", k.Keyword, k.N)
	}
	return string(k.Keyword)
}

// NewCardView converts a card definition.
func NewCardView(c *engine.CardDef) CardView {
	v := CardView{ID: c.ID, Name: c.Name, House: string(c.House), Type: string(c.Type),
		Power: c.Power, Armor: c.Armor, Amber: c.Amber, Text: c.Text, Rarity: c.Rarity,
		Keywords: []string{}, Traits: []string{}, Printings: []PrintingView{},
		GiganticOther: c.GiganticOther, GiganticBottom: c.GiganticBottom,
		Script: engine.ScriptStatus(c), Abilities: engine.AbilityText(c), Compiled: engine.Compiled(c.ID)}
	for _, k := range c.Keywords {
		v.Keywords = append(v.Keywords, Keyword(k))
	}
	v.Traits = append(v.Traits, c.Traits...)
	for _, p := range c.Printings {
		v.Printings = append(v.Printings, PrintingView{p.Set, p.Number})
	}
	return v
}

// DeckView is the JSON form of a deck; Cards is empty in listings.
type DeckView struct {
	ID      string         `json:"id"`
	Name    string         `json:"name"`
	Set     int            `json:"set"`
	Houses  []string       `json:"houses"`
	Partial bool           `json:"partial"`
	Count   int            `json:"card_count"`
	Cards   []DeckCardView `json:"cards,omitempty"`
}

// DeckCardView is one copy in a deck.
type DeckCardView struct {
	ID           string   `json:"id"`
	Name         string   `json:"name"`
	House        string   `json:"house"`              // the house the copy belongs to
	Maverick     bool     `json:"maverick,omitempty"` // house differs from the card's
	Enhancements []string `json:"enhancements"`
}

// NewDeckView converts a deck; cards names the cards (may be nil).
func NewDeckView(d *engine.Deck, cards engine.CardDB) DeckView {
	v := DeckView{ID: d.ID, Name: d.Name, Set: d.Set, Partial: d.Partial, Count: len(d.Cards),
		Houses: houses(d.Houses), Cards: []DeckCardView{}}
	for _, c := range d.Cards {
		cv := DeckCardView{ID: c.CardID, Name: c.CardID, Enhancements: []string{}}
		var def *engine.CardDef
		if cards != nil {
			def = cards.Card(c.CardID)
		}
		if def != nil {
			cv.Name, cv.House = def.Name, string(def.House)
		}
		if c.House != "" {
			cv.Maverick = def == nil || c.House != def.House
			cv.House = string(c.House)
		}
		for _, e := range c.Enhancements {
			cv.Enhancements = append(cv.Enhancements, string(e))
		}
		v.Cards = append(v.Cards, cv)
	}
	return v
}

// NewDeckSummaryView converts a listing entry.
func NewDeckSummaryView(d store.DeckSummary) DeckView {
	return DeckView{ID: d.ID, Name: d.Name, Set: d.Set, Houses: houses(d.Houses), Partial: d.Partial, Count: d.Cards}
}

func houses(hs [3]engine.House) []string {
	return []string{string(hs[0]), string(hs[1]), string(hs[2])}
}
