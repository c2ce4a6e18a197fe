package tcoimport

import (
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// reprintCards are cards printed in sets 479 (and its reprint 874) and 886.
func reprintCards() engine.CardMap {
	pr := func(sets ...int) []engine.Printing {
		var ps []engine.Printing
		for _, s := range sets {
			ps = append(ps, engine.Printing{Set: s, Number: "1"})
		}
		return ps
	}
	return engine.CardMap{
		"a": {ID: "a", Printings: pr(479, 874, 886)},
		"b": {ID: "b", Printings: pr(479, 874)},
		"c": {ID: "c", Printings: pr(886)},
		"d": {ID: "d", Printings: pr(886, 939)},
		"e": {ID: "e", Printings: pr(479, 874)},
	}
}

func reprintDeck(ids ...string) *engine.Deck {
	d := &engine.Deck{Partial: true}
	for _, id := range ids {
		d.Cards = append(d.Cards, engine.DeckCard{CardID: id})
	}
	return d
}

// TestLikelySet: a partial deck's set is the one that prints (nearly)
// all of its known cards and more than any other; none when a reprint set
// ties with its original, when the cards are too few, or when no set
// prints enough of them. A deck whose set is known keeps it, and the
// deck given does not change.
func TestLikelySet(t *testing.T) {
	db := reprintCards()
	for _, tc := range []struct {
		name string
		deck *engine.Deck
		want int
	}{
		{"one set prints all", reprintDeck("a", "c", "d", "c", "a"), 886},
		{"one card the data lacks", reprintDeck("a", "c", "d", "c", "a", "d", "c", "a", "b"), 886},
		{"a reprint set ties", reprintDeck("a", "b", "e", "b"), 0},
		{"too few cards", reprintDeck("c", "d", "c"), 0},
		{"no set prints enough", reprintDeck("b", "e", "c", "d"), 0},
		{"a stored set", &engine.Deck{Partial: true, Set: 341, Cards: reprintDeck("c", "d", "c", "d").Cards}, 341},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := tc.deck.Set
			got := withLikelySet(tc.deck, db)
			if got.Set != tc.want {
				t.Errorf("set %d, want %d", got.Set, tc.want)
			}
			if tc.deck.Set != before {
				t.Errorf("the deck given changed: set %d", tc.deck.Set)
			}
		})
	}
}
