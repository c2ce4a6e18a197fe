package tco

import (
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// TestHoodwinkSteals: Hoodwink steals one Æmber per non-Shadows card it
// reveals; an older TCO log gives only the reveal line (the steal is
// implied), a newer one a "steal" line too (the steal is that line's: of
// the scripted Hoodwink, a check of the script's steal, declared nowhere).
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
		{"steal line follows", []string{"NaN uses Hoodwink to reveal Troll, Urchin, and Krump", "NaN uses Hoodwink to steal 2 Æmber"}, nil},
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

// TestUseThenHow: "uses X to use Y" is followed by the line that says how
// Y was used (reap, fight, an ability): that line gives the effect, and a
// use is declared only when no such line follows.
func TestUseThenHow(t *testing.T) {
	for _, tc := range []struct {
		name  string
		lines []string
		want  string // describe() of the entries after the head, "; "-joined
	}{
		{"fight follows", []string{"NaN uses Naja to use Knoxx", "NaN uses Knoxx to make Knoxx fight Chronus"}, "> fight p1 knoxx -> chronus"},
		{"reap follows", []string{"NaN uses Naja to use Knoxx", "NaN uses Knoxx to reap with Knoxx"}, "> reap p1 knoxx"},
		{"nothing follows", []string{"NaN uses Naja to use Knoxx", "NaN plays Parabyte"}, "> use p1 knoxx; play parabyte"},
		{"fully heal and use, then fight", []string{"NaN uses Naja to fully heal and use Knoxx", "NaN uses Knoxx to make Knoxx fight Chronus"},
			"> fullheal p1 knoxx; > fight p1 knoxx -> chronus"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Parse("use", []byte(shapeLogHead+strings.Join(tc.lines, "\n")), shapeCards)
			if err != nil {
				t.Fatal(err)
			}
			first := strings.Count(shapeLogHead, "\n") + 1
			var es []record.Entry
			for _, e := range res.Match.Entries {
				if e.Line >= first && e.Action.Verb != engine.VerbAction {
					es = append(es, e)
				}
			}
			if got := shape(es); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}

// TestTokensNamedLater: "make N token creatures" are > token N effects
// whose card is the player's token creature, known from the first line
// that uses it.
func TestTokensNamedLater(t *testing.T) {
	src := shapeLogHead + strings.Join([]string{
		"NaN uses Knoxx to make 2 token creatures",
		"NaN uses Knoxx to make a token creature and archive Knoxx",
		"NaN uses Catena Fiend to reap with Catena Fiend",
	}, "\n")
	res, err := Parse("tokens", []byte(src), shapeCards)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range res.Match.Entries {
		if f := e.Action.Effect; f != nil && (f.Kind == engine.EffToken || f.Kind == engine.EffArchive) {
			got = append(got, describe(e))
		}
	}
	want := []string{"7 > token p1 n=2 catena-fiend", "8 > token p1 n=1 catena-fiend", "8 > archive p1 knoxx"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
