// Package reuse keeps lists a caller is done with for the next caller
// that needs one: an import parses and replays log after log, and the
// lists of each (entries, events, steps) were half the bytes it
// allocated, which the collector then had to clear away.
//
// A list handed back must no longer be read by anyone, nor anything read
// from it (a subslice, a pointer to an element): the next Get writes over
// it. Lists are cleared when handed back, so they keep nothing alive.
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

// Put hands s back. Its whole room is cleared, beyond len(s) too: a
// writer may have used room it did not keep.
func (l *Lists[T]) Put(s []T) {
	if cap(s) == 0 {
		return
	}
	s = s[:cap(s)]
	clear(s)
	s = s[:0]
	l.pool.Put(&s)
}
