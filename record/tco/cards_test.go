package tco

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestListCutsUpToAsFiltered: listCutsUpTo leaves out exactly the cuts of
// listCuts whose head card rejects unread for having more letters and
// digits than the limit (alnumASCIIOver), at every limit.
func TestListCutsUpToAsFiltered(t *testing.T) {
	lines := append([]string{"A, B, and C", "Brunx and Bongle", "Duck, Duck, Superb Duck", ",, and  and ,",
		"Chronometer, Tick-Tock, Tick-Tock, Tick-Tock, and Chronometer"},
		randomLines(rand.New(rand.NewPCG(21, 22)), 20000, 9, ",", ", ", " and ", ", and ", " ", "and", "a", "X", "Æ", "7", "-")...)
	skipped := 0
	for _, limit := range []int{0, 1, 2, 3, 5, 8, 13, 40} {
		for _, l := range lines {
			var want []cut
			for _, c := range listCuts(nil, l) {
				if limit == 0 || !alnumASCIIOver(l[:c.at], limit) {
					want = append(want, c)
				} else {
					skipped++
				}
			}
			if got := listCutsUpTo(nil, l, limit); !slices.Equal(got, want) {
				t.Errorf("listCutsUpTo(%q, %d) = %v, want %v", l, limit, got, want)
			}
		}
	}
	if skipped == 0 {
		t.Error("no cut was over a limit: the test tests nothing")
	}
}
