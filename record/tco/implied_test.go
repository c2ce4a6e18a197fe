package tco

import (
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestHoodwinkSteals: Hoodwink steals one Æmber per non-Shadows card it
// reveals; an older TCO log gives only the reveal line (the steal is
// implied), a newer one a "steal" line too (the steal is that line's).
func TestHoodwinkSteals(t *testing.T) {
	cards := newFakeCards(
		&engine.CardDef{ID: "hoodwink", Name: "Hoodwink", House: "shadows", Type: engine.TypeAction},
		&engine.CardDef{ID: "urchin", Name: "Urchin", House: "shadows", Type: engine.TypeCreature},
		&engine.CardDef{ID: "troll", Name: "Troll", House: "brobnar", Type: engine.TypeCreature},
		&engine.CardDef{ID: "krump", Name: "Krump", House: "brobnar", Type: engine.TypeCreature},
	)
	for _, tc := range []struct {
		name  string
		lines []string
		want  []int // N of each steal effect
	}{
		{"reveal only", []string{"NaN uses Hoodwink to reveal Troll, Urchin, and Krump", "NaN plays Troll"}, []int{2}},
		{"reveal last in the log", []string{"NaN uses Hoodwink to reveal Troll, Urchin, and Krump"}, []int{2}},
		{"steal line follows", []string{"NaN uses Hoodwink to reveal Troll, Urchin, and Krump", "NaN uses Hoodwink to steal 2 Æmber"}, []int{2}},
		{"only Shadows revealed", []string{"NaN uses Hoodwink to reveal Urchin"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := shapeLogHead + "NaN plays Hoodwink\n" + strings.Join(tc.lines, "\n")
			res, err := Parse("hoodwink", []byte(src), cards)
			if err != nil {
				t.Fatal(err)
			}
			var got []int
			for _, e := range res.Match.Entries {
				if f := e.Action.Effect; f != nil && f.Kind == engine.EffSteal {
					got = append(got, f.N)
					if f.Player != 1 {
						t.Errorf("steal by player %d, want 1", f.Player)
					}
				}
			}
			if len(got) != len(tc.want) || (len(got) > 0 && got[0] != tc.want[0]) {
				t.Errorf("steals %v, want %v", got, tc.want)
			}
		})
	}
}
