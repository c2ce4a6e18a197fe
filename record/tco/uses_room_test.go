package tco

import (
	"math/rand/v2"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestClauseRoomKeepsALinesClauses: the clauses and effects handed out
// while reading one line stay as they were made, however many follow and
// whatever is appended to them, and a reset room hands out zero clauses.
func TestClauseRoomKeepsALinesClauses(t *testing.T) {
	var r clauseRoom
	rng := rand.New(rand.NewPCG(31, 32))
	for line := range 50 {
		r.reset()
		type made struct {
			outs []out
			n    int
		}
		var all []made
		for k := range 1 + rng.IntN(60) {
			n := rng.IntN(5)
			outs := r.take(n)
			for i := range outs {
				if outs[i] != (out{}) {
					t.Fatalf("line %d: take gave a used clause %+v", line, outs[i])
				}
				outs[i] = out{note: "x", eff: one(&r.effs, engine.Effect{N: k*10 + i})}
			}
			all = append(all, made{outs, k})
		}
		for _, m := range all {
			if rng.IntN(2) == 0 {
				_ = append(m.outs, out{note: "appended"}) // must copy, not write the next clause
			}
		}
		for _, m := range all {
			for i, o := range m.outs {
				if o.note != "x" || o.eff.N != m.n*10+i {
					t.Fatalf("line %d: clause %d of take %d is now %+v (effect %+v)", line, i, m.n, o, *o.eff)
				}
			}
		}
	}
}
