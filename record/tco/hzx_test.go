package tco

import (
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestHzxActionUsedAgain: two copies of one Action artifact used one after
// the other log two lines of the same shape ("uses X to ward A", then "…
// to ward B"): two uses, the second of another copy. One use whose
// ability logs several lines (other clauses) stays one use, and so does a
// line whose clause is a comment naming what the line before announced.
func TestHzxActionUsedAgain(t *testing.T) {
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
