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

// TestPutClearsAListGetDidNotGive: a list that did not come from Get (one
// grown by append, or one lent so long ago it was forgotten) is cleared
// in all its room beyond its length: Put cannot know how far earlier
// users filled it.
func TestPutClearsAListGetDidNotGive(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	x := 7
	filled := func(n int) []*int {
		s := make([]*int, n)
		for i := range s {
			s[i] = &x
		}
		return s
	}
	wantCleared := func(t *testing.T, got []*int, from int) {
		t.Helper()
		for i, p := range got[from:cap(got)] {
			if p != nil {
				t.Fatalf("element %d, beyond the length handed back, is not cleared", from+i)
			}
		}
	}
	t.Run("grown by append", func(t *testing.T) {
		var l Lists[*int]
		l.Put(filled(8)[:2])
		wantCleared(t, l.Get(8)[:8], 2)
	})
	t.Run("forgotten", func(t *testing.T) {
		var l Lists[*int]
		l.Put(filled(8)[:3])
		first := l.Get(8) // given, its elements ending at 3
		copy(first[:8], filled(8))
		for l.isLent(first) { // others given after it and never handed back
			l.Put(make([]*int, 0, 1))
			l.Get(1)
		}
		l.Put(first[:1])
		wantCleared(t, l.Get(8)[:8], 1)
	})
}

// TestPutClearsWhatEarlierUsersFilled: Put clears the room beyond a
// list's length up to where the list held elements when Get gave it, not
// all of it: the rest is already clear, unless the user wrote there
// beyond the length it handed back (which the package comment owns up to).
func TestPutClearsWhatEarlierUsersFilled(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	var l Lists[*int]
	x, y := 7, 8
	s := l.Get(8)
	l.Put(append(s, &x, &x, &x)) // a user of three
	s = l.Get(8)
	if !l.isLent(s) {
		t.Skip("the pool dropped the list (the race detector drops some on purpose)")
	}
	s = append(s, &y)
	for i := 1; i < cap(s); i++ {
		s[:cap(s)][i] = &y // written beyond the length it hands back
	}
	l.Put(s)
	got := l.Get(8)[:8]
	if &got[0] != &s[:1][0] {
		t.Skip("the pool dropped the list (the race detector drops some on purpose)")
	}
	for i, p := range got {
		var want *int
		switch {
		case i == 0:
			want = &y // its own, left for the next user to write over
		case i >= 3:
			want = &y // beyond where the list held elements when given
		}
		if p != want {
			t.Errorf("element %d = %p, want %p", i, p, want)
		}
	}
}

// isLent reports whether s is a list Get gave and Put has not had back.
func (l *Lists[T]) isLent(s []T) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.indexLent(s) >= 0
}

// TestPutTakesNoListForAnother: a list handed back is known by where its
// elements are and its room, not where they are alone: a list of less
// room at the same place (a slice of a given list with its room cut, or
// a new list where a given one, never handed back, was freed) is not the
// one given, and Put clears its whole room. (Taken for the given one, it
// was cleared up to that one's elements, past its room: a panic in the
// parallel import.)
func TestPutTakesNoListForAnother(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	var l Lists[*int]
	x := 7
	s := l.Get(8)
	l.Put(append(s, &x, &x, &x, &x, &x, &x)) // a user of six
	s = l.Get(8)
	if !l.isLent(s) {
		t.Skip("the pool dropped the list (the race detector drops some on purpose)")
	}
	cut := append(s[:0:4], &x, &x, &x, &x)[:1] // the same place, room for 4
	l.Put(cut)
	got := l.Get(4)
	if &got[:1][0] != &cut[0] {
		t.Skip("the pool dropped the list (the race detector drops some on purpose)")
	}
	for i, p := range got[1:cap(got)] {
		if p != nil {
			t.Errorf("element %d, beyond the length handed back, is not cleared", i+1)
		}
	}
}

// TestGetAndPutAllocateNothing: once a list is in the pool, handing it out
// and back allocates nothing, the holder it waits in included.
func TestGetAndPutAllocateNothing(t *testing.T) {
	if raceOn {
		t.Skip("the race detector makes the pool drop lists")
	}
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	var l Lists[*int]
	x := 7
	l.Put(l.Get(64))
	if n := testing.AllocsPerRun(100, func() { l.Put(append(l.Get(64), &x)) }); n != 0 {
		t.Errorf("%v allocations a Get and Put, want 0", n)
	}
}
