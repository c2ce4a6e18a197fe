package tco

import "slices"

// Notes are the notes of a match's entries, aligned with them (Result):
// the note of entry i is At(i). Most entries have none and a Note is 88
// bytes, so an entry holds only where its note is in the list of those
// there are (a list of notes, one for each entry, was a tenth of the
// bytes a parse and replay allocated).
type Notes struct {
	at   []int32 // per entry: 1 + the index of its note in list; 0: none
	list []Note
}

// Len is the number of entries.
func (ns *Notes) Len() int { return len(ns.at) }

// At is the note of entry i (zero when it has none).
func (ns *Notes) At(i int) Note {
	if k := ns.at[i]; k > 0 {
		return ns.list[k-1]
	}
	return Note{}
}

// addNone appends an entry without a note.
func (ns *Notes) addNone() { ns.at = append(ns.at, 0) }

// Add appends an entry whose note is n.
func (ns *Notes) Add(n Note) {
	ns.at = append(ns.at, 0)
	ns.Set(len(ns.at)-1, n)
}

// Set makes n the note of entry i. It writes into the list in place: the
// notes given to a copy made with Clone only are the copy's own.
func (ns *Notes) Set(i int, n Note) {
	switch k := ns.at[i]; {
	case n == Note{}:
		ns.at[i] = 0
	case k > 0:
		ns.list[k-1] = n
	default:
		ns.list = append(ns.list, n)
		ns.at[i] = int32(len(ns.list))
	}
}

// Insert puts k entries without a note before entry i.
func (ns *Notes) Insert(i, k int) {
	ns.at = slices.Insert(ns.at, i, make([]int32, k)...)
}

// Clone is a copy that shares nothing with ns.
func (ns *Notes) Clone() Notes {
	return Notes{at: slices.Clone(ns.at), list: slices.Clone(ns.list)}
}

// Reset empties ns, keeping its room.
func (ns *Notes) Reset() {
	ns.at, ns.list = ns.at[:0], ns.list[:0]
}

// Grow makes room for n more entries, and notes for a quarter of them
// (a fifth to a third of a log's entries have one).
func (ns *Notes) Grow(n int) {
	ns.at = slices.Grow(ns.at, n)
	ns.list = slices.Grow(ns.list, n/4)
}
