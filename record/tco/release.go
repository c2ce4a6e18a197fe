package tco

import (
	"github.com/kfr-dev/kfr/internal/reuse"
	"github.com/kfr-dev/kfr/record"
)

// The lists of results that were released, for the parses that come
// after them: the entries were a third of the bytes a parse and replay
// allocated.
var (
	entryLists  reuse.Lists[record.Entry]
	noteAtLists reuse.Lists[int32]
	noteLists   reuse.Lists[Note]
)

// Release hands the result's entry and note lists, and the chunks of
// effects, checks and words its entries point to, to the parses made
// after it, and empties its match's entries and its notes. Call it only
// when nothing will read them again, nor anything read from them (an
// entry's address, a replay of the match, lists an import made of them):
// an import, once it stored the match. The entries' texts and the
// result's other fields stay readable. Nothing needs it: a result that
// is not released is collected as any value.
func (r *Result) Release() {
	// The lists the parse made, not those an import may have put in
	// their place (inserting entries): these have the room a parse of a
	// log this long needs.
	entryLists.Put(r.made.entries)
	noteAtLists.Put(r.made.at)
	noteLists.Put(r.made.notes)
	if r.made.slab != nil {
		r.made.slab.handOn()
	}
	r.made.slab = nil
	r.made.entries, r.made.at, r.made.notes = nil, nil, nil
	r.Match.Entries = nil
	r.Notes = Notes{}
}

// room gives empty notes room for n entries, and notes for a quarter of
// them (a fifth to a third of a log's entries have one), from the lists
// of released results when there are some.
func (ns *Notes) room(n int) {
	ns.at, ns.list = noteAtLists.Get(n), noteLists.Get(n/4)
}
