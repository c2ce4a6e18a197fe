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

// TestPutClearsBeyondLength: a list handed back is cleared beyond its
// length, where an earlier user wrote and the last did not, so that a
// list keeps alive no more than its last user put in it.
func TestPutClearsBeyondLength(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	var l Lists[*int]
	x := 7
	s := l.Get(8)
	s = append(s, &x, &x, &x, &x) // a long user
	l.Put(s)
	s = l.Get(8)
	s = append(s, &x) // a short one, which leaves three elements of the long one
	_ = append(s, &x) // and writes in its room without keeping it
	l.Put(s)
	got := l.Get(8)
	if cap(got) < 8 {
		t.Fatalf("cap %d", cap(got))
	}
	for i, p := range got[1:cap(got)] {
		if p != nil {
			t.Fatalf("element %d, beyond the last user's length, is not cleared", i+1)
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
