package tco

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestDamageEach: "uses Kerwollop to deal damage to A, B, and C", with no
// amount, is TCO's account of a "deal 1D to each creature": of a card the
// engine scripts, each creature named is a check of its damage (a note
// naming it); of a card it does not script, the amount cannot be declared
// and the line is not understood.
func TestDamageEach(t *testing.T) {
	line := "NaN uses Kerwollop to deal damage to Naja, Chronus, and Naja"
	cards := newFakeCards(&engine.CardDef{ID: "kerwollop", Name: "Kerwollop", Type: engine.TypeAction},
		creature("naja", "Naja"), creature("chronus", "Chronus"))
	for _, tc := range []struct {
		name    string
		r       Resolver
		want    []string // the cards the notes name
		unknown int
	}{
		{"scripted", allScripts{cards}, []string{"naja", "chronus", "naja"}, 0},
		{"not scripted", noScripts{cards}, nil, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Parse("each", []byte(shapeLogHead+line), tc.r)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for i, e := range res.Match.Entries {
				if n := res.Notes.At(i); e.Comment == CommentScripted && n.Kind == engine.EffDamage && n.Source.ID == "kerwollop" {
					got = append(got, n.Card.ID)
				}
			}
			if len(res.Unknown) != tc.unknown || len(got) != len(tc.want) {
				t.Fatalf("notes naming %v, %d unknown lines; want %v, %d", got, len(res.Unknown), tc.want, tc.unknown)
			}
			for i := range got {
				if got[i] != tc.want[i] {
					t.Errorf("note %d names %s, want %s", i, got[i], tc.want[i])
				}
			}
		})
	}
}

// noScripts is a resolver of no scripts: every card's lines are declared.
type noScripts struct{ fakeCards }

func (noScripts) ScriptSet() engine.Scripts { return engine.NoScripts }

// TestAbductedNamedLaterScripted: of a card the engine scripts, the
// creatures a later line names leaving the archives become the notes of
// its "abduct N creatures" line (checks, and the answer to its choice),
// not declared archives.
func TestAbductedNamedLaterScripted(t *testing.T) {
	cards := newFakeCards(&engine.CardDef{ID: "sample-collection", Name: "Sample Collection", Type: engine.TypeAction},
		creature("knoxx", "Knoxx"), creature("chronus", "Chronus"), creature("naja", "Naja"))
	src := shapeLogHead + strings.Join([]string{"nan26 plays Knoxx", "nan26 plays Chronus", "NaN plays Naja",
		"NaN uses Sample Collection to abduct 2 creatures",
		"Knoxx leaves the archives and will be returned its owner hand",
		"Chronus leaves the archives and will be returned its owner hand"}, "\n")
	res, err := Parse("abduct", []byte(src), allScripts{cards})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for i, e := range res.Match.Entries {
		if e.Action.Verb == engine.VerbEffect && e.Action.Effect.Kind == engine.EffArchive {
			t.Errorf("declared archive %+v", e.Action.Effect)
		}
		if n := res.Notes.At(i); e.Comment == CommentScripted && n.Source.ID == "sample-collection" {
			got = append(got, n.Kind.String()+" "+n.Card.ID)
		}
	}
	if want := "[archive knoxx archive chronus]"; fmt.Sprint(got) != want {
		t.Errorf("notes %v, want %s", got, want)
	}
}
