package tco

import (
	"sync"

	"github.com/kfr-dev/kfr/engine"
)

// slab hands out the small objects a parse makes for its entries (the
// effects, checks, check items and one-word comments they point to) from
// a few chunks instead of one allocation each: they were a fifth of a
// parse's allocations. All belong to the one match, which keeps them alive
// together; each object is its own element, so nothing is shared. The
// chunks of effects, checks, items and words come from results released
// before (Result.Release), when there are some.
type slab struct {
	effects chunked[engine.Effect]
	checks  chunked[engine.Check]
	items   chunked[engine.CheckItem]
	words   chunked[string]
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

// chunked hands out elements of T from chunks, as one and some do, and
// remembers the chunks it took: once their result is released, they
// serve the next parse that takes the slab (slabs).
type chunked[T any] struct {
	cur   []T
	taken [][]T // the chunks in use, in the order taken
	spare [][]T // cleared chunks of a released result, the next last
}

// room makes room for n more elements in the current chunk, beginning
// the next when it has less: a spare one when it is large enough.
func (c *chunked[T]) room(n int) {
	if len(c.cur)+n <= cap(c.cur) {
		return
	}
	need := max(chunkOf(cap(c.cur)), n)
	if k := len(c.spare) - 1; k >= 0 && cap(c.spare[k]) >= need {
		c.cur, c.spare = c.spare[k], c.spare[:k]
	} else {
		c.cur = make([]T, 0, need)
	}
	c.taken = append(c.taken, c.cur)
}

// one stores v and returns its address (one, in room made first).
func (c *chunked[T]) one(v T) *T {
	c.room(1)
	return one(&c.cur, v)
}

// some stores vs and returns them as a slice of its own capacity (some,
// in room made first).
func (c *chunked[T]) some(vs ...T) []T {
	c.room(len(vs))
	return some(&c.cur, vs...)
}

// clear makes every chunk taken a cleared spare one, the first taken
// the next given (chunks grow: 8, 16, 32 elements…).
func (c *chunked[T]) clear() {
	for i := len(c.taken) - 1; i >= 0; i-- {
		ch := c.taken[i][:0]
		clear(ch[:cap(ch)])
		c.spare = append(c.spare, ch)
	}
	c.cur, c.taken = nil, c.taken[:0]
}

// effect is a stored copy of e.
func (s *slab) effect(e engine.Effect) *engine.Effect { return s.effects.one(e) }

// check is a stored check of player pl with the items.
func (s *slab) check(pl int8, items ...engine.CheckItem) *engine.Check {
	return s.checks.one(engine.Check{Player: pl, Items: s.items.some(items...)})
}

// word is the one-word list {w}.
func (s *slab) word(w string) []string { return s.words.some(w) }

// slabs are the slabs of released results (Result.Release), their
// chunks cleared, for the parses after them: these chunks were a third
// of what a parse and replay allocated once the entries were reused.
var slabs = sync.Pool{New: func() any { return new(slab) }}

// handOn clears the slab's chunks of effects, checks, items and words
// and gives it to the parses after it. Its text is not kept: a string
// is never written over.
func (s *slab) handOn() {
	s.effects.clear()
	s.checks.clear()
	s.items.clear()
	s.words.clear()
	s.text = chunks{}
	slabs.Put(s)
}

// join is the parts of a comment's words as one string, kept in the
// slab's text.
func (s *slab) join(parts ...string) string {
	s.text.chunk = textChunk
	return s.text.join(parts...)
}
