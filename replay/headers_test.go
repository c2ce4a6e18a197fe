package replay

import (
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

func headerNumbers(m *record.Match) []int {
	var out []int
	for _, e := range m.Entries {
		if e.Action.Verb == engine.VerbTurn {
			out = append(out, int(e.Action.N))
		}
	}
	return out
}

func sameInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// An old match's headers (every turn counted) print as players count
// turns, and a match in players' numbering goes back to the old form; a
// match already in players' numbering prints as it is.
func TestHeaderNumbering(t *testing.T) {
	own := []int{1, 1, 2, 2, 3, 3, 4}
	every := []int{1, 2, 3, 4, 5, 6, 7}
	tests := []struct {
		name        string
		m           *record.Match
		countsEvery bool
	}{
		{"players' numbering", cleanMatch(), false},
		{"every turn counted (old)", legacyMatch(), true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := mustRun(t, tc.m)
			if got := r.CountsEveryTurn(); got != tc.countsEvery {
				t.Fatalf("CountsEveryTurn = %v, want %v", got, tc.countsEvery)
			}
			pn := r.PlayerNumbered()
			if got := headerNumbers(pn); !sameInts(got, own) {
				t.Errorf("PlayerNumbered headers %v, want %v", got, own)
			}
			if !tc.countsEvery && pn != tc.m {
				t.Error("a match in players' numbering was copied")
			}
			if got := headerNumbers(r.EveryTurnNumbered()); !sameInts(got, every) {
				t.Errorf("EveryTurnNumbered headers %v, want %v", got, every)
			}
			if got := headerNumbers(tc.m); tc.countsEvery && !sameInts(got, every) {
				t.Errorf("the stored match changed: %v", got)
			}
			// The renumbered match replays the same.
			r2 := mustRun(t, pn)
			if last := len(r.Steps) - 1; len(r2.Violations) != len(r.Violations) || r2.Hash(last) != r.Hash(last) {
				t.Errorf("renumbered replay: %d violations (want %d), or another final state", len(r2.Violations), len(r.Violations))
			}
		})
	}
}
