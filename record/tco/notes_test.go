package tco

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestNotesAsList: Notes answers At as a list of one note per entry would
// (the list they replace), through adds, sets, inserts and clones.
func TestNotesAsList(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 2))
	note := func() Note {
		if rnd.IntN(3) == 0 {
			return Note{}
		}
		return Note{Source: engine.CardRef{ID: "s" + strconv.Itoa(rnd.IntN(5))}, Card: engine.CardRef{ID: "c", Copy: rnd.IntN(3)}, Kind: engine.EffectKind(rnd.IntN(4))}
	}
	var ns Notes
	var want []Note
	for step := range 2000 {
		switch op := rnd.IntN(5); {
		case op <= 1 || len(want) == 0:
			n := note()
			ns.Add(n)
			want = append(want, n)
		case op == 2:
			i, n := rnd.IntN(len(want)), note()
			ns.Set(i, n)
			want[i] = n
		case op == 3:
			i, k := rnd.IntN(len(want)+1), rnd.IntN(3)
			ns.Insert(i, k)
			want = slices.Insert(want, i, make([]Note, k)...)
		default:
			c := ns.Clone()
			c.Set(0, note()) // the clone's own: ns keeps its note
			ns.Insert(0, 1)  // nor does the clone see ns's entry
			want = slices.Insert(want, 0, Note{})
			if c.Len() != len(want)-1 {
				t.Fatalf("step %d: the clone has %d entries, want %d", step, c.Len(), len(want)-1)
			}
		}
		if ns.Len() != len(want) {
			t.Fatalf("step %d: %d entries, want %d", step, ns.Len(), len(want))
		}
		for i, w := range want {
			if got := ns.At(i); got != w {
				t.Fatalf("step %d: entry %d: note %+v, want %+v", step, i, got, w)
			}
		}
	}
}
