package tco

import "github.com/kfr-dev/kfr/engine"

// PartialDeck is a deck known only from the cards a log showed: each id
// once (a log cannot tell how many copies there are), marked Partial so
// that later games of the same deck may extend it. name is the deck's name
// as TCO gives it; houses may be nil or shorter than three.
func PartialDeck(name string, seen []string, houses []engine.House) *engine.Deck {
	d := &engine.Deck{Name: name, Partial: true}
	copy(d.Houses[:], houses)
	known := make(map[string]bool, len(seen))
	for _, id := range seen {
		if id == "" || known[id] {
			continue
		}
		known[id] = true
		d.Cards = append(d.Cards, engine.DeckCard{CardID: id})
	}
	return d
}
