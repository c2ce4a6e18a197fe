package reuse

import (
	"runtime/debug"
	"testing"
)

// TestGetGivesRoom: a list from Get is empty and has the room asked for,
// whether it is new or handed back, and one too small is not given.
func TestGetGivesRoom(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1)) // the pool keeps what it is given
	var l Lists[int]
	for _, n := range []int{0, 5, 100, 3, 1000} {
		s := l.Get(n)
		if len(s) != 0 || cap(s) < n {
			t.Fatalf("Get(%d): len %d cap %d", n, len(s), cap(s))
		}
		l.Put(append(s, 1, 2, 3))
	}
}

// TestPutClears: a list handed back is cleared over its whole room, so
// that it keeps nothing alive and the next user finds zeros, even where
// the last one wrote beyond its length.
func TestPutClears(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	var l Lists[*int]
	s := l.Get(8)
	x := 7
	s = append(s, &x, &x, &x)
	_ = append(s[:1], &x) // a write in the room, past what is handed back
	l.Put(s[:1])
	got := l.Get(8)
	if cap(got) < 8 {
		t.Fatalf("cap %d", cap(got))
	}
	for i, p := range got[:cap(got)] {
		if p != nil {
			t.Fatalf("element %d of a reused list is not cleared", i)
		}
	}
}

// TestReusesAList: the list handed back is the one the next Get gives,
// which is the point of the package. (A sync.Pool may drop a list: with
// the race detector it drops a quarter on purpose; so most, not all.)
func TestReusesAList(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	var l Lists[byte]
	reused := 0
	for range 40 {
		s := l.Get(4096)
		l.Put(s)
		if got := l.Get(4096); &got[:1][0] == &s[:1][0] {
			reused++
		}
	}
	if reused < 20 {
		t.Errorf("a list handed back was given again %d times in 40, want most", reused)
	}
}
