// Package reuse keeps lists a caller is done with for the next caller
// that needs one: an import parses and replays log after log, and the
// lists of each (entries, events, steps) were half the bytes it
// allocated, which the collector then had to clear away.
//
// A list handed back must no longer be read by anyone, nor anything read
// from it (a subslice, a pointer to an element): the next Get writes over
// it. What it holds within its length stays until the next user writes
// over it or the collector empties the pool (it does now and then);
// beyond its length, where an earlier and longer user may have left
// elements, it is cleared. So a list keeps alive at most what its last
// user put in it.
package reuse

import "sync"

// Lists hands out lists of T. The zero value is ready to use, and safe
// for use by several goroutines at once (a sync.Pool, which the
// collector empties now and then).
type Lists[T any] struct {
	pool sync.Pool
}

// Get is an empty list with room for at least n elements: one handed
// back when there is one large enough, else a new one.
func (l *Lists[T]) Get(n int) []T {
	if p, ok := l.pool.Get().(*[]T); ok && cap(*p) >= n {
		return (*p)[:0]
	}
	// A list too small is dropped: the new one, once handed back, serves
	// the logs of this size and the smaller ones.
	return make([]T, 0, n)
}

// Put hands s back. The room beyond len(s) is cleared (see the package
// comment): not the elements within, which cost as much to clear again as
// a new list to allocate when the collector is marking, and which the
// next user writes over.
func (l *Lists[T]) Put(s []T) {
	if cap(s) == 0 {
		return
	}
	clear(s[len(s):cap(s)])
	s = s[:0]
	l.pool.Put(&s)
}
