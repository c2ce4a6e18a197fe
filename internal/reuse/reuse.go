// Package reuse keeps lists a caller is done with for the next caller
// that needs one: an import parses and replays log after log, and the
// lists of each (entries, events, steps) were half the bytes it
// allocated, which the collector then had to clear away.
//
// A list handed back must no longer be read by anyone, nor anything read
// from it (a subslice, a pointer to an element): the next Get writes over
// it. What it holds within its length stays until the next user writes
// over it or the collector empties the pool (it does now and then);
// beyond its length, where an earlier and longer user left elements, it
// is cleared. So a list keeps alive at most what its last user put in it
// (and what a user wrote in the room beyond the length it handed back).
package reuse

import (
	"sync"
	"unsafe"
)

// Lists hands out lists of T. The zero value is ready to use, and safe
// for use by several goroutines at once (a sync.Pool, which the
// collector empties now and then).
type Lists[T any] struct {
	pool sync.Pool // of *held[T]

	// lent are the lists given out and not yet handed back, with how far
	// each held elements when given: Put clears only up to there. Most
	// lists come back to a pool for a longer one than they were used for
	// (a pool serves logs of every size): clearing all their room beyond
	// the length was a fortieth of a parse and replay. A list never handed
	// back is forgotten once maxLent others were given after it.
	mu   sync.Mutex
	lent []lentList[T]
}

// held is a list in the pool and the length its last user handed it back
// with: its elements beyond are zero. While its list is lent, it waits in
// lent, without the list, to hold it again when it comes back (one
// allocation less a Put).
type held[T any] struct {
	list []T
	used int
}

type lentList[T any] struct {
	// first is the address of the list's first element: an address, not
	// a pointer, so that a list never handed back is not kept alive here.
	// (Should it be freed and its memory given to another list of the
	// same room, that one may be taken for it: Put then clears too little
	// of it, which keeps some elements alive a while longer, and nothing
	// else.)
	first uintptr
	cap   int
	h     *held[T] // its list nil
}

// maxLent bounds lent: more lists out at once than this (a caller that
// does not hand its lists back) only makes Put clear a list's whole room.
const maxLent = 64

// Get is an empty list with room for at least n elements: one handed
// back when there is one large enough, else a new one.
func (l *Lists[T]) Get(n int) []T {
	h, ok := l.pool.Get().(*held[T])
	if !ok || cap(h.list) < n {
		// A list too small is dropped: the new one, once handed back,
		// serves the logs of this size and the smaller ones.
		return make([]T, 0, n)
	}
	list := h.list[:0]
	l.lend(list, h)
	return list
}

// Put hands s back. The room beyond len(s) that an earlier user filled is
// cleared (see the package comment): not the elements within, which cost
// as much to clear again as a new list to allocate when the collector is
// marking, and which the next user writes over.
func (l *Lists[T]) Put(s []T) {
	if cap(s) == 0 {
		return
	}
	h := l.returned(s)
	if h == nil {
		// Not one Get gave (a list grown by append): its whole room.
		h = &held[T]{used: cap(s)}
	}
	if h.used > len(s) {
		clear(s[len(s):h.used])
	}
	h.list, h.used = s[:0], len(s)
	l.pool.Put(h)
}

// lend notes that list, taken from h (whose used says where its
// elements end), is given out.
func (l *Lists[T]) lend(list []T, h *held[T]) {
	h.list = nil // lent holds no list
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.lent) == maxLent {
		l.lent = append(l.lent[:0], l.lent[1:]...)
	}
	l.lent = append(l.lent, lentList[T]{first: firstOf(list), cap: cap(list), h: h})
}

// returned is the holder of s, handed back, when Get gave it: its used
// says how far s held elements when it was given. Nil when Get did not.
func (l *Lists[T]) returned(s []T) *held[T] {
	l.mu.Lock()
	defer l.mu.Unlock()
	i := l.indexLent(s)
	if i < 0 {
		return nil
	}
	h := l.lent[i].h
	l.lent = append(l.lent[:i], l.lent[i+1:]...)
	return h
}

// indexLent is the index of s in lent, -1 when it is not there. l.mu is
// held.
func (l *Lists[T]) indexLent(s []T) int {
	first := firstOf(s)
	for i, out := range l.lent {
		if out.first == first && out.cap == cap(s) {
			return i
		}
	}
	return -1
}

// firstOf is the address of s's first element (s has room for one).
func firstOf[T any](s []T) uintptr { return uintptr(unsafe.Pointer(unsafe.SliceData(s))) }
