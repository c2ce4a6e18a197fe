package cmdutil

import (
	"runtime"
	"testing"
)

// OneProcessor tunes the runtime only for the kfr process itself: a test
// running commands in its own process keeps its processors.
func TestOneProcessorOnlyInTheKfrProcess(t *testing.T) {
	before := runtime.GOMAXPROCS(0)
	if before == 1 {
		runtime.GOMAXPROCS(2)
	}
	defer runtime.GOMAXPROCS(before)
	n := runtime.GOMAXPROCS(0)
	(&Factory{}).OneProcessor()
	if got := runtime.GOMAXPROCS(0); got != n {
		t.Errorf("in a test's process: GOMAXPROCS %d, want %d", got, n)
	}
	(&Factory{Process: true}).OneProcessor()
	if got := runtime.GOMAXPROCS(0); got != 1 {
		t.Errorf("in the kfr process: GOMAXPROCS %d, want 1", got)
	}
}
