package replay

import (
	"runtime/debug"
	"testing"

	"github.com/kfr-dev/kfr/record"
)

// TestReleaseLeavesLaterReplaysAsFresh: replays that take the lists of
// released ones (long after short, short after long) are the replays of
// a process that released nothing, and a released replay is emptied, so
// that a use after Release shows.
func TestReleaseLeavesLaterReplaysAsFresh(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1)) // the pools keep what they are given
	var ms []*record.Match
	for _, n := range []int{400, 60, 250, 400} {
		ms = append(ms, longMatch(t, n))
	}
	fresh := make([]*Replay, len(ms))
	for i, m := range ms {
		r, err := Run(m, testCards, testDecks())
		if err != nil {
			t.Fatal(err)
		}
		fresh[i] = r
	}
	for round := range 3 {
		for i, m := range ms {
			r, err := Run(m, testCards, testDecks())
			if err != nil {
				t.Fatal(err)
			}
			if !Same(r, fresh[i]) {
				t.Fatalf("round %d, match %d (%d entries): a replay on released lists differs from a fresh one", round, i, len(m.Entries))
			}
			r.Release()
			if r.Match != nil || r.Steps != nil || r.events != nil || r.Checkpoints != nil {
				t.Fatalf("a released replay still holds its match or lists")
			}
		}
	}
}
