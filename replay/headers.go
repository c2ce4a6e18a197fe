package replay

import (
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// Matches stored before turns were named as players count them have turn
// headers that count every turn of the game ("1. Alice", "2. Bob",
// "3. Alice"); the engine reads them either way. These rewrite a match's
// headers from one numbering to the other, for printing it (kfr match
// show, export) and for recognising an export of an old match on import.

// CountsEveryTurn reports whether the match's turn headers count every
// turn of the game (an old match): each names its absolute turn, and at
// least one of them differs from the player's own number.
func (r *Replay) CountsEveryTurn() bool {
	differs := false
	for _, i := range r.headerSteps() {
		st := r.Steps[i]
		n := int(r.Match.Entries[i].Action.N)
		if n <= 0 {
			continue
		}
		if n != st.Turn {
			return false
		}
		differs = differs || n != r.Name(st.Turn).N
	}
	return differs
}

// PlayerNumbered is the match with its turn headers numbered as players
// count turns ("2. Bob" for Bob's 2nd turn); the match itself when its
// headers do not count every turn of the game (CountsEveryTurn).
func (r *Replay) PlayerNumbered() *record.Match {
	if !r.CountsEveryTurn() {
		return r.Match
	}
	return r.renumber(func(st Step) int { return r.Name(st.Turn).N })
}

// EveryTurnNumbered is the match with turn headers counting every turn of
// the game, as kfr stored them before players' numbering: the form an old
// match's export had, to find it again on import.
func (r *Replay) EveryTurnNumbered() *record.Match {
	return r.renumber(func(st Step) int { return st.Turn })
}

// renumber copies the match with each numbered turn header's number set
// to n of its step; the entries are copied, the rest is shared.
func (r *Replay) renumber(n func(Step) int) *record.Match {
	m := *r.Match
	m.Entries = append([]record.Entry(nil), r.Match.Entries...)
	for _, i := range r.headerSteps() {
		if a, st := &m.Entries[i].Action, r.Steps[i]; a.N > 0 && st.Turn > 0 {
			a.N = int32(n(st)) // a step's turn, far below 2^31
		}
	}
	return &m
}

// headerSteps are the indexes of the steps of the match's turn headers.
func (r *Replay) headerSteps() []int {
	var out []int
	for i := range r.Steps {
		if r.Match.Entries[i].Action.Verb == engine.VerbTurn {
			out = append(out, i)
		}
	}
	return out
}
