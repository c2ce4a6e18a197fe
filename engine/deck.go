package engine

import "strings"

// Bonus is a bonus icon: printed on a card or added to one copy by an
// enhancement. The first five are the rulebook's icons; a house name is the
// house bonus icon of later sets.
type Bonus string

// The bonus icons of the rulebook.
const (
	BonusAmber   Bonus = "aember"
	BonusCapture Bonus = "capture"
	BonusDamage  Bonus = "damage"
	BonusDraw    Bonus = "draw"
	BonusDiscard Bonus = "discard"
)

// DeckCard is one physical copy in a deck.
type DeckCard struct {
	CardID string
	// Enhancements are bonus icons added to this copy, in the order they
	// resolve (after the printed icons).
	Enhancements []Bonus
	// House overrides the card's house for a maverick copy ("" otherwise).
	House House
}

// Deck is a fixed KeyForge deck: 36 cards (a gigantic creature is two).
type Deck struct {
	ID     string // Master Vault uuid when known, else a stable id made by kfr
	Name   string
	Set    int // Master Vault expansion number
	Houses [3]House
	Cards  []DeckCard
	// Partial marks a deck known only from the cards seen (a TCO import).
	Partial bool
	// Token is the card id of the deck's token creature when its list does
	// not hold it (Master Vault lists leave it out): a match header names
	// it ([Token1 "Berserker"]). "" when not said.
	Token string
}

// HasHouse reports whether h is one of the deck's three houses.
func (d *Deck) HasHouse(h House) bool {
	for _, x := range d.Houses {
		if x == h {
			return true
		}
	}
	return false
}

// IconsOf is the CardRef.Icons naming a copy with enhancements enh:
// "plain" for none, else the icons joined by "+" in order.
func IconsOf(enh []Bonus) string {
	if len(enh) == 0 {
		return "plain"
	}
	parts := make([]string, len(enh))
	for i, b := range enh {
		parts[i] = string(b)
	}
	return strings.Join(parts, "+")
}
