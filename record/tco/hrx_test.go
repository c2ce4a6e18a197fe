package tco

import (
	"slices"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestHrxRevealedSeen: the cards a scripted card's line says its user
// revealed from their own hand (Hoodwink) are seen for that player: a
// partial deck must hold them for the engine to reveal them. A card that
// looks at the opponent's hand (Psychic Bug) makes no card seen.
func TestHrxRevealedSeen(t *testing.T) {
	if !engine.FullyScripted("hoodwink") || !engine.FullyScripted("psychic-bug") {
		t.Skip("Hoodwink or Psychic Bug is not scripted")
	}
	cards := newFakeCards(
		&engine.CardDef{ID: "hoodwink", Name: "Hoodwink", House: "shadows", Type: engine.TypeAction},
		&engine.CardDef{ID: "psychic-bug", Name: "Psychic Bug", House: "logos", Type: engine.TypeCreature},
		&engine.CardDef{ID: "troll", Name: "Troll", House: "brobnar", Type: engine.TypeCreature},
		&engine.CardDef{ID: "krump", Name: "Krump", House: "brobnar", Type: engine.TypeCreature},
	)
	for _, tc := range []struct {
		name, line string
		seen       bool
	}{
		{"own hand", "NaN uses Hoodwink to reveal Troll and Krump", true},
		{"the opponent's hand", "NaN uses Psychic Bug to reveal Troll and Krump", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Parse("reveal", []byte(shapeLogHead+tc.line), cards)
			if err != nil {
				t.Fatal(err)
			}
			for _, id := range []string{"troll", "krump"} {
				if got := slices.Contains(res.Seen[1], id); got != tc.seen {
					t.Errorf("%s seen for NaN: %v, want %v (seen %v)", id, got, tc.seen, res.Seen)
				}
			}
		})
	}
}
