package tco

import "github.com/kfr-dev/kfr/engine"

// PartialDeck is a deck known only from the cards a log showed, one copy
// per entry of seen (Result.Seen repeats an id as many times as the log
// proves copies), marked Partial so that later games of the same deck may
// extend it; the engine fills it up with unknown cards. name is the deck's
// name as TCO gives it; houses may be nil or shorter than three.
func PartialDeck(name string, seen []string, houses []engine.House) *engine.Deck {
	d := &engine.Deck{Name: name, Partial: true}
	copy(d.Houses[:], houses)
	d.Cards = make([]engine.DeckCard, 0, len(seen)) // grown one card at a time, most was garbage
	for _, id := range seen {
		if id != "" {
			d.Cards = append(d.Cards, engine.DeckCard{CardID: id})
		}
	}
	return d
}
