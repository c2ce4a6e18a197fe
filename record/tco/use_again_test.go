package tco

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestActionUsedAgain: two copies of one Action artifact used one after
// the other log two lines of the same shape ("uses X to ward A", then "…
// to ward B"): two uses, the second of another copy. One use whose
// ability logs several lines (other clauses) stays one use, and so does a
// line whose clause is a comment naming what the line before announced.
func TestActionUsedAgain(t *testing.T) {
	cards := newFakeCards(
		withText(&engine.CardDef{ID: "mock-gramophone", Name: "Mock Gramophone", House: "logos", Type: engine.TypeArtifact}, "Action: Ward a creature."),
		withText(&engine.CardDef{ID: "mock-bell", Name: "Mock Bell", House: "logos", Type: engine.TypeArtifact}, "Action: Ward a creature. Stun a creature."),
		creature("troll", "Troll"),
		creature("krump", "Krump"),
	)
	for _, tc := range []struct {
		name  string
		lines string
		uses  []int // the copy each use names (0: the card, no copy)
	}{
		{"two copies in a row", "NaN uses Mock Gramophone to ward Troll\nNaN uses Mock Gramophone to ward Krump\n", []int{0, 2}},
		{"one copy, two clauses", "NaN uses Mock Bell to ward Troll\nNaN uses Mock Bell to stun Krump\n", []int{0}},
		{"one copy used once", "NaN uses Mock Gramophone to ward Troll\n", []int{0}},
		{"three copies", "NaN uses Mock Gramophone to ward Troll\nNaN uses Mock Gramophone to ward Krump\nNaN uses Mock Gramophone to ward Troll\n", []int{0, 2, 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Parse("used again", []byte(shapeLogHead+tc.lines), cards)
			if err != nil {
				t.Fatal(err)
			}
			var got []int
			for _, e := range res.Match.Entries {
				if e.Action.Verb == engine.VerbAction {
					got = append(got, e.Action.Card.Copy)
				}
			}
			if len(got) != len(tc.uses) {
				t.Fatalf("uses %v, want %v", got, tc.uses)
			}
			for i := range got {
				if got[i] != tc.uses[i] {
					t.Errorf("use %d names copy %d, want %d", i+1, got[i], tc.uses[i])
				}
			}
		})
	}
}

// TestCopyAfterPlay: TCO logs a copy ("uses Mimicry to to copy
// Labwork") before the play of the copying card; the copy's entries go
// after the play (they answer the choice the play makes), the bonus line
// is the copied card's printed icon, and the lines the copy's ability
// logs under the copying card's name have the copied card as source.
func TestCopyAfterPlay(t *testing.T) {
	cards := newFakeCards(
		&engine.CardDef{ID: "mimicry", Name: "Mimicry", House: "untamed", Type: engine.TypeAction},
		&engine.CardDef{ID: "labwork", Name: "Labwork", House: "logos", Type: engine.TypeAction, Amber: 1},
		&engine.CardDef{ID: "quintrino-flux", Name: "Quintrino Flux", House: "logos", Type: engine.TypeAction},
		creature("troll", "Troll"),
	)
	copyLines := "NaN uses Mimicry to to copy Labwork\nNaN plays Mimicry\n"
	for _, tc := range []struct {
		name, log  string
		copyBefore bool   // the copy entry before the play's
		printed    bool   // the bonus line is a printed icon
		source     string // the source of the "archive" line's note
	}{
		{"copy then play", copyLines + "NaN gains an Æmber  due to Mimicry's bonus icon\nNaN uses Mimicry to archive a card\n", false, true, "labwork"},
		{"after another play", copyLines + "NaN gains an Æmber  due to Mimicry's bonus icon\nNaN plays Quintrino Flux\nNaN uses Mimicry to archive a card\n", false, true, "mimicry"},
		{"no play after the copy", "NaN uses Mimicry to to copy Labwork\nNaN uses Mimicry to archive a card\n", true, false, "mimicry"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := Parse("copy", []byte(shapeLogHead+tc.log), cards)
			if err != nil {
				t.Fatal(err)
			}
			copyAt, playAt, printed, source := -1, -1, false, ""
			for i, e := range res.Match.Entries {
				switch {
				case e.Action.Verb == engine.VerbPlay && e.Action.Card.ID == "mimicry":
					playAt = i
				case e.Action.Verb == engine.VerbComment && len(e.Action.Words) == 1 && e.Action.Words[0] == "scripted: copies Labwork":
					copyAt = i
					if n := res.Notes.At(i); n.Source.ID != "mimicry" || n.Card.ID != "labwork" {
						t.Errorf("the copy's note %+v, want Mimicry copying Labwork", n)
					}
				case e.Comment == CommentBonusPrinted:
					printed = true
				case e.Action.Verb == engine.VerbComment && strings.Contains(strings.Join(e.Action.Words, " "), "archive"):
					source = res.Notes.At(i).Source.ID
				}
			}
			if copyAt < 0 {
				t.Fatalf("no copy entry: %+v", res.Match.Entries)
			}
			if playAt >= 0 && (copyAt < playAt) != tc.copyBefore {
				t.Errorf("copy at %d, play at %d: copy first %v, want %v", copyAt, playAt, copyAt < playAt, tc.copyBefore)
			}
			if printed != tc.printed {
				t.Errorf("bonus line printed %v, want %v", printed, tc.printed)
			}
			if source != tc.source {
				t.Errorf("the archive line's source %q, want %q", source, tc.source)
			}
		})
	}
}

// shapeByNames is useShape as it was first written: the kinds' names
// joined in a string, "" for no shape.
func shapeByNames(outs []out) string {
	var b strings.Builder
	for _, o := range outs {
		if o.eff == nil {
			return ""
		}
		b.WriteString(o.eff.Kind.String())
		b.WriteByte(';')
	}
	return b.String()
}

// TestUseShapeAsByNames: two lines have the same shape by useShape and
// sameShape exactly when their shapes by names are equal and not empty,
// on random lists of effects and comments.
func TestUseShapeAsByNames(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	randomOuts := func() []out {
		outs := make([]out, r.IntN(4))
		for i := range outs {
			if k := r.IntN(4); k > 0 {
				outs[i].eff = &engine.Effect{Kind: engine.EffectKind(k)}
			}
		}
		return outs
	}
	for range 5000 {
		a, b := randomOuts(), randomOuts()
		shape, ok := useShape(nil, a)
		got := ok && sameShape(shape, b)
		want := shapeByNames(a) != "" && shapeByNames(a) == shapeByNames(b)
		if got != want {
			t.Fatalf("shapes of %v and %v: same %v, by names %v", shapeByNames(a), shapeByNames(b), got, want)
		}
	}
}
