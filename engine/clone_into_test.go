package engine_test

import (
	"reflect"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/engine/randplay"
)

// TestCloneIntoIsClone plays random games between real decks and, before
// each action, copies the game into one scratch game (CloneInto: it holds
// the copy of another state, the last action's) and applies the action
// to the copy as well. The copy must do what the game does, end as the
// game ends (the state Clone copies), and leave the game as it was: a
// list CloneInto shared with the game instead of copying would change it.
func TestCloneIntoIsClone(t *testing.T) {
	ix, decks := sharedCardsAndDecks(t)
	for i := range 3 {
		a, b := decks[(2*i+1)%len(decks)], decks[(2*i+2)%len(decks)]
		t.Run(a.Name+" vs "+b.Name, func(t *testing.T) {
			setup := engine.Setup{First: int8(i % 2), Players: [2]engine.PlayerSetup{{Name: "Alice", Deck: a}, {Name: "Bob", Deck: b}}}
			res, err := randplay.Play(ix, setup, uint64(200+i), randplay.Options{Effects: true, MaxTurns: 40})
			if err != nil {
				t.Fatal(err)
			}
			g, err := engine.New(ix, setup)
			if err != nil {
				t.Fatal(err)
			}
			scratch := new(engine.Game)
			for _, act := range res.Actions {
				before := g.AppendSnapshot(nil)
				c := g.CloneInto(scratch)
				if d := engine.SnapshotDiff(g, c); d != "" {
					t.Fatalf("action %d: the copy differs: %s", g.Applied(), d)
				}
				co := c.Apply(act)
				if string(g.AppendSnapshot(nil)) != string(before) {
					t.Fatalf("action %d: applied to the copy, it changed the game", g.Applied())
				}
				cEvents, cViol := slicesOf(co)
				o := g.Apply(act)
				if ge, gv := slicesOf(o); !reflect.DeepEqual(ge, cEvents) || !reflect.DeepEqual(gv, cViol) {
					t.Fatalf("action %d: the copy's outcome %v %v, the game's %v %v", g.Applied(), cEvents, cViol, ge, gv)
				}
				if d := engine.SnapshotDiff(g, c); d != "" || g.Hash() != c.Hash() {
					t.Fatalf("action %d: after it, the copy differs: %s", g.Applied(), d)
				}
			}
		})
	}
}

// slicesOf copies an outcome's events and violations (they alias the
// game's buffers until its next action).
func slicesOf(o engine.Outcome) ([]engine.Event, []engine.Violation) {
	return append([]engine.Event{}, o.Events...), append([]engine.Violation{}, o.Violations...)
}
