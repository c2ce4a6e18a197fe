package tco

import "github.com/kfr-dev/kfr/engine"

// cardState is everything the parser keeps about one card id, in one
// record found with one lookup: its definition and script facts (kept
// across logs, as the titles are) and what this parse and this turn
// told of it. They were five maps of the parser's and two of the
// cards', each keyed by the id: a line that uses or plays a card looked
// the id up in three to six of them.
//
// The fields of a parse and of a turn are not cleared when the parse or
// the turn ends: they belong to the parse and turn stamped on them
// (cards.parse, cards.turn), and the state read in a later one is
// emptied first (cards.state).
type cardState struct {
	id string // the card's id (a definition's ID: no piece of a log)

	def     *engine.CardDef // cards.def's answer, when defRead
	defRead bool
	facts   *scriptFacts // of the script set of generation factsAt (cards.scriptOf)
	factsAt uint64

	parse uint64 // the parse the fields below are of
	seen  [2]int // copies proven for each player
	user  int8   // who last used the card (prophecies reveal their user's cards), NoPlayer if nobody
	turn  uint64 // the turn the fields below are of
	used  int    // uses this turn: the next use is of another copy
	hand  [2]int // copies played or discarded from each player's hand this turn
	given bool   // given a lasting effect this turn (its lines may state its abilities)
}

// state is the record of card id, emptied of what an earlier parse or
// turn told. The card asked last or named last (cards.known) is asked
// most often (a line names its card, then asks about it): it is checked
// before the map.
func (c *cards) state(id string) *cardState {
	s := c.lastState
	if s == nil || s.id != id {
		s = c.record(id)
		c.lastState = s
	}
	// A state of this turn is of this parse: each parse begins a turn.
	if s.turn != c.turn {
		if s.parse != c.parse {
			s.parse, s.seen, s.user = c.parse, [2]int{}, engine.NoPlayer
		}
		s.turn, s.used, s.hand, s.given = c.turn, 0, [2]int{}, false
	}
	return s
}

// record is the record of card id, as it is.
func (c *cards) record(id string) *cardState {
	s := c.states[id]
	if s == nil {
		s = &cardState{id: id}
		c.states[id] = s
	}
	return s
}

// newParse begins a parse, and a turn: what the cards' states say of the
// parses and turns before is forgotten (state).
func (c *cards) newParse() {
	c.parse++
	c.turn++
}

// newTurn begins a turn: what the cards' states say of the turn before
// (uses, plays from hand, lasting effects given) is forgotten.
func (c *cards) newTurn() { c.turn++ }
