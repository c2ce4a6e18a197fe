package tco

import "github.com/kfr-dev/kfr/engine"

// slab hands out the small objects a parse makes for its entries (the
// effects, checks, check items and one-word comments they point to) from
// a few chunks instead of one allocation each: they were a fifth of a
// parse's allocations. All belong to the one match, which keeps them alive
// together; each object is its own element, so nothing is shared.
type slab struct {
	effects []engine.Effect
	checks  []engine.Check
	items   []engine.CheckItem
	words   []string
	// text holds the words of comments made of pieces ("check! X",
	// "scripted: …"): a string each was a sixth of a parse and a
	// replay's allocations.
	text chunks
}

// textChunk is the size of a chunk of comment words: a log's take a
// kilobyte or two (2.4 KB on average in 318 real logs, at most 5.7,
// the notes of clauses tried and not kept included).
const textChunk = 1024

// chunkOf is the capacity of the next chunk after one of n: small logs
// take little, long ones few chunks.
func chunkOf(n int) int { return min(max(2*n, 8), 32) }

// one stores v in the chunk *buf and returns its address, starting a new
// chunk when the current one is full (the old one stays with whatever
// points into it).
func one[T any](buf *[]T, v T) *T {
	if len(*buf) == cap(*buf) {
		*buf = make([]T, 0, chunkOf(cap(*buf)))
	}
	*buf = append(*buf, v)
	return &(*buf)[len(*buf)-1]
}

// some stores vs in the chunk *buf and returns them as a slice of their
// own capacity: an append to it copies, never writes into a neighbour.
func some[T any](buf *[]T, vs ...T) []T {
	if len(*buf)+len(vs) > cap(*buf) {
		*buf = make([]T, 0, max(chunkOf(cap(*buf)), len(vs)))
	}
	at := len(*buf)
	*buf = append(*buf, vs...)
	return (*buf)[at:len(*buf):len(*buf)]
}

// effect is a stored copy of e.
func (s *slab) effect(e engine.Effect) *engine.Effect { return one(&s.effects, e) }

// check is a stored check of player pl with the items.
func (s *slab) check(pl int8, items ...engine.CheckItem) *engine.Check {
	return one(&s.checks, engine.Check{Player: pl, Items: some(&s.items, items...)})
}

// word is the one-word list {w}.
func (s *slab) word(w string) []string { return some(&s.words, w) }

// join is the parts of a comment's words as one string, kept in the
// slab's text.
func (s *slab) join(parts ...string) string {
	s.text.chunk = textChunk
	return s.text.join(parts...)
}
