package cputime

import (
	"runtime"
	"testing"
)

// Work takes CPU time: Used grows (on unix) and never goes back.
func TestUsedGrows(t *testing.T) {
	before := Used()
	x := 0
	for i := range 50_000_000 {
		x += i % 7
	}
	runtime.KeepAlive(x)
	after := Used()
	if after < before {
		t.Fatalf("CPU time went back: %v then %v", before, after)
	}
	if runtime.GOOS == "linux" && after == before {
		t.Errorf("CPU time did not grow over a busy loop: %v", after)
	}
}
