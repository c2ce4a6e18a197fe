package tco

import (
	"slices"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestHyxAbilityPlaySeen: a card an ability plays ("uses X to play Y",
// then "plays Y") is seen for its player unless a line shows it as the
// other player's (Disabled Security plays a card of the opponent's): a
// partial deck would hold it in place of a never-seen card.
func TestHyxAbilityPlaySeen(t *testing.T) {
	cards := newFakeCards(
		&engine.CardDef{ID: "mock-security", Name: "Mock Security", House: "logos", Type: engine.TypeAction},
		&engine.CardDef{ID: "troll", Name: "Troll", House: "brobnar", Type: engine.TypeCreature},
	)
	play := "NaN plays Mock Security\nNaN uses Mock Security to play Troll\nNaN plays Troll\n"
	for _, tc := range []struct {
		name, log      string
		seenNaN, seen0 bool
	}{
		{"no other line", play, true, false},
		{"the opponent's card", play + "TURN 1 - nan26\nKey phase - nan26\nHouse phase - nan26\nMain phase - nan26\nnan26 plays Troll\n", false, true},
		{"played from hand", "NaN plays Troll\n", true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Parse("ability play", []byte(shapeLogHead+tc.log), cards)
			if err != nil {
				t.Fatal(err)
			}
			if got := slices.Contains(res.Seen[1], "troll"); got != tc.seenNaN {
				t.Errorf("Troll seen for NaN: %v, want %v (seen %v)", got, tc.seenNaN, res.Seen)
			}
			if got := slices.Contains(res.Seen[0], "troll"); got != tc.seen0 {
				t.Errorf("Troll seen for nan26: %v, want %v (seen %v)", got, tc.seen0, res.Seen)
			}
		})
	}
}
