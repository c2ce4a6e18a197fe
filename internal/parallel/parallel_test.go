package parallel

import (
	"sync/atomic"
	"testing"
)

// TestFor: every index is done exactly once, whatever n is.
func TestFor(t *testing.T) {
	for _, n := range []int{0, 1, 2, 7, 1000} {
		seen := make([]atomic.Int32, n)
		For(n, func(k int) { seen[k].Add(1) })
		for k := range seen {
			if got := seen[k].Load(); got != 1 {
				t.Errorf("n=%d: index %d done %d times, want once", n, k, got)
			}
		}
	}
}
