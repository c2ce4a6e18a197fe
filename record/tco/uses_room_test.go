package tco

import (
	"math/rand/v2"
	"strings"
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

// TestRestatesDeckTopAsContains: restatesDeckTop answers as the search of
// the whole sentence it stands for, on lines where " to discard " comes
// again and overlaps.
func TestRestatesDeckTopAsContains(t *testing.T) {
	rng := rand.New(rand.NewPCG(61, 62))
	pieces := []string{" to discard ", " to discard", "X", " from their deck", " ", "to", "Y from", "X from their deck"}
	prevs := append([]string{"A uses B to discard X from their deck", " to discard  to discard X from their deck", " to discard to discard X from their deck"},
		randomLines(rng, 5000, 6, pieces...)...)
	rests := []string{"X", "Y", "X from their deck", "", " ", "X ", "Y from"}
	p := newParser(nil)
	yes := 0
	for _, prev := range prevs {
		p.prevText = prev
		for _, rest := range rests {
			want := !strings.HasSuffix(rest, " from their deck") && strings.Contains(prev, " to discard "+rest+" from their deck")
			if got := p.restatesDeckTop(rest); got != want {
				t.Errorf("restatesDeckTop(%q) after %q = %v, want %v", rest, prev, got, want)
			} else if got {
				yes++
			}
		}
	}
	if yes == 0 {
		t.Error("no line restates: the test tests nothing")
	}
}

// TestAemberAmountAsConcat: aemberAmount reads what it read when it cut
// "Æmber " off the phrase with a space added, on phrases that end at the
// word, go on after it, or only begin like it.
func TestAemberAmountAsConcat(t *testing.T) {
	byConcat := func(s string) (int, string, bool) {
		num, tail := cutWord(s)
		n, ok := amount(num)
		if !ok {
			return 0, "", false
		}
		tail, ok = strings.CutPrefix(tail+" ", "Æmber ")
		return n, strings.TrimSpace(tail), ok
	}
	phrases := append([]string{"2 Æmber", "1 Æmber from X", "3 Æmber ", "a Æmberling", "2 Æmber  ", "2", "2 ", ""},
		randomLines(rand.New(rand.NewPCG(63, 64)), 5000, 6, "2", "a", " ", "Æmber", "mber", "from X", "x")...)
	read := 0
	for _, s := range phrases {
		n, rest, ok := aemberAmount(s)
		wn, wrest, wok := byConcat(s)
		if n != wn || rest != wrest || ok != wok {
			t.Errorf("aemberAmount(%q) = %d, %q, %v, want %d, %q, %v", s, n, rest, ok, wn, wrest, wok)
		}
		if ok {
			read++
		}
	}
	if read == 0 {
		t.Error("no phrase read: the test tests nothing")
	}
}

// TestLastIndexIfSuffix: lastIndexIfSuffix answers as the test it
// replaced, strings.LastIndex(s, sep) > 0 && strings.HasSuffix(s, suffix),
// with that index.
func TestLastIndexIfSuffix(t *testing.T) {
	lines := randomLines(rand.New(rand.NewPCG(25, 26)), 20000, 7, " from ", "'s archives", " and ", " to their neighbors", "A", "s", " ", "'")
	found := 0
	for _, l := range lines {
		for _, c := range [][2]string{{" from ", "'s archives"}, {" and ", " to their neighbors"}, {" into ", "'s deck"}} {
			i := strings.LastIndex(l, c[0])
			want := i > 0 && strings.HasSuffix(l, c[1])
			j := lastIndexIfSuffix(l, c[0], c[1])
			if got := j > 0; got != want || got && j != i {
				t.Fatalf("lastIndexIfSuffix(%q, %q, %q) = %d; LastIndex %d, suffix %v", l, c[0], c[1], j, i, strings.HasSuffix(l, c[1]))
			}
			if want {
				found++
			}
		}
	}
	if found == 0 {
		t.Error("no line had both: the test tests nothing")
	}
}
