// Package parallel runs independent pieces of work on every core.
package parallel

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// For calls f(k) for every k in [0, n), from as many goroutines as there
// are cores, and returns when all calls have. Each k is done exactly once;
// f must only write what belongs to its k (a slot of a slice), so that the
// result does not depend on which goroutine took which k.
func For(n int, f func(k int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(n, max(1, runtime.GOMAXPROCS(0))) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := int(next.Add(1) - 1); k < n; k = int(next.Add(1) - 1) {
				f(k)
			}
		}()
	}
	wg.Wait()
}
