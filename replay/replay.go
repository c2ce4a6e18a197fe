// Package replay re-executes a recorded match through the engine and keeps
// what a judge needs afterwards: per entry its turn, player, step, events,
// violations, checkpoint results and the state hash; for the whole match
// the final game (its view on demand), the result, every violation and
// every checkpoint.
//
// A Replay is small (a few words per entry plus the events and checkpoint
// items, kept in flat slices) so that thousands of matches can be replayed
// in a loop. Views of earlier states are not kept: StateAt and Turn re-run
// the match to the point asked for, which costs well under a millisecond
// (Options.KeepStates keeps a clone per entry instead).
//
// # Turns and actions
//
// An entry belongs to the turn the engine is in after applying it, except
// "end", which belongs to the turn it closes (the engine starts the next
// turn at once), and mulligans, which belong to turn 0 (setup). Point T.A
// is turn T after its A-th entry, counting every entry of the turn (turn
// header, comments and checkpoints included) from 1; T.0 is the state
// before the turn's first entry.
//
// # Outputs
//
// WriteSummary, WriteBoard and WriteTurn render for a terminal with printed
// card names; WriteJSON, WriteBoardJSON and WriteTurnJSON give the stable
// JSON of docs/replay-json.md. Clean and ExitCode give the commands' exit
// status; Stored and Compare report what changed since a match was stored.
package replay

import (
	"errors"
	"fmt"
	"sort"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// Step is what one entry of the log did: Steps[i] is Match.Entries[i]'s.
// Its state hash is Replay.Hash(i), kept apart: most replays (an
// import's) have none. Its events are Replay.Events(i); its violations
// and checkpoint items are found by their entry. A step is 24 bytes.
type Step struct {
	Line   int         // line in the notation file (0 when not from a file)
	Turn   int         // the turn the entry belongs to (0: setup, mulligans)
	Player int8        // the active player (the named one for mulligan and concede)
	Phase  engine.Step // the engine's step after the entry ("end" is reported as StepDraw)

	// evEnd is where the step's events end in the Replay's flat list;
	// they begin where the step before's end (0 for the first).
	evEnd int32
}

// Result is how the replayed game ended.
type Result struct {
	Winner int8   // engine.NoPlayer when the game did not end
	Reason string // "keys", "concede" or ""
}

// Checkpoint is one checkpoint item compared with the engine's state.
//
// Player and OK share a word (96 bytes, not 104).
type Checkpoint struct {
	Entry    int
	Line     int
	Turn     int
	Player   int8 // whose field (engine.NoPlayer when about a card only)
	OK       bool
	Card     string // card id when the item is about a card
	Field    string // aember, keys, damage, location, …
	Expected string
	Actual   string
}

// Replay is the outcome of re-executing a match.
type Replay struct {
	Match *record.Match
	Steps []Step
	// Violations are all the violations, in log order.
	Violations []engine.Violation
	// ViolationEntry[i] is the entry index of Violations[i].
	ViolationEntry []int
	// Unverifiable are the findings the log's hidden information cannot
	// settle (engine.Violation.Unverifiable: a card of a deck rebuilt
	// from a log that the log has not shown yet, a hand refill of such a
	// deck): "cannot verify", kept apart from Violations and never
	// counted as violations.
	Unverifiable []engine.Violation
	// UnverifiableEntry[i] is the entry index of Unverifiable[i].
	UnverifiableEntry []int
	Checkpoints       []Checkpoint
	Result            Result
	First             int8 // the first player the replay used
	// SetupEvents are the events of dealing the starting hands (the
	// game's list, shared: read, do not change).
	SetupEvents []engine.Event

	events []engine.Event
	hashes []uint64   // hashes[i] is the state hash after entry i; nil with Options.NoHashes
	names  []TurnName // names[t] is absolute turn t as players name it

	db     engine.CardDB
	decks  [2]*engine.Deck
	states []*engine.Game // kept clones (Options.KeepStates), one per entry
	final  *engine.Game   // the game after the last entry (Final)
}

// Final is the state after the last entry. It is built from the final
// game when asked (most replays, an import's tries, are never shown), so
// it costs a view per call.
func (r *Replay) Final() engine.View { return r.final.View() }

// Options tune a replay.
type Options struct {
	// NoHashes skips the state hash after each entry (Hash is then 0):
	// a third faster, for bulk analysis that never compares hashes.
	NoHashes bool
	// KeepStates keeps a clone of the game after every entry so that
	// StateAt answers without re-running. It costs memory per entry.
	KeepStates bool
	// Before, when not nil, is called with the game and an entry's index
	// just before that entry of the match is applied, and may change the
	// entry: an import reads which copy a line means from the state the
	// line meets, in the same run instead of a run of its own.
	Before func(g *engine.Game, i int)
}

// ErrNoDeck is returned when a player's deck is missing.
var ErrNoDeck = errors.New("replay: a player's deck is missing")

// Run re-executes m with the card database and the two decks (in header
// player order), one Apply per entry.
func Run(m *record.Match, db engine.CardDB, decks [2]*engine.Deck) (*Replay, error) {
	return RunWith(m, db, decks, Options{})
}

// RunWith is Run with options.
func RunWith(m *record.Match, db engine.CardDB, decks [2]*engine.Deck, o Options) (*Replay, error) {
	g, first, err := newGame(m, db, decks)
	if err != nil {
		return nil, err
	}
	r := &Replay{Match: m, db: db, decks: decks, First: first,
		Steps:       stepLists.Get(len(m.Entries)),
		events:      eventLists.Get(len(m.Entries) * 3 / 2), // about 1.3 events an entry in play
		Checkpoints: checkpointRoom(m.Entries)}
	if !o.NoHashes {
		r.hashes = make([]uint64, 0, len(m.Entries))
	}
	r.SetupEvents = g.SetupEvents()
	for i := range m.Entries {
		if o.Before != nil {
			o.Before(g, i)
		}
		r.apply(g, i, !o.NoHashes)
		if o.KeepStates {
			r.states = append(r.states, g.Clone())
		}
	}
	r.end(g)
	return r, nil
}

// checkpointRoom is room for the checkpoint items of entries es, one for
// each item their check lines assert (grown from nil, they were a
// thirteenth of what a parse and replay allocates); nil when they assert
// none.
func checkpointRoom(es []record.Entry) []Checkpoint {
	n := 0
	for i := range es {
		if c := es[i].Action.Check; c != nil {
			n += len(c.Items)
		}
	}
	if n == 0 {
		return nil
	}
	return checkpointLists.Get(n)
}

// end records what the game came to after the last entry.
func (r *Replay) end(g *engine.Game) {
	if len(r.Checkpoints) == 0 {
		checkpointLists.Put(r.Checkpoints)
		r.Checkpoints = nil // as a replay that made no room has them
	}
	g.EventsInto(nil) // the game no longer writes in r.events' room
	r.final = g
	r.nameTurns()
	w, reason, over := g.Over()
	r.Result = Result{Winner: engine.NoPlayer}
	if over {
		r.Result = Result{Winner: w, Reason: reason}
	}
}

// Recorder makes a replay while its caller decides, entry by entry, what
// the log is (an import that answers what the engine asks from the game
// it meets): Record sets the game up as RunWith does, Apply applies and
// records one more entry, End gives the Replay, the one RunWith with
// NoHashes gives of a match of the entries applied. It saves the caller a
// run of its own.
type Recorder struct {
	r *Replay
	g *engine.Game
}

// Record starts a recorded replay of m's header.
func Record(m *record.Match, db engine.CardDB, decks [2]*engine.Deck) (*Recorder, error) {
	g, first, err := newGame(m, db, decks)
	if err != nil {
		return nil, err
	}
	n := len(m.Entries) + len(m.Entries)/8 + 8 // room for entries the caller adds (an import's answers)
	r := &Replay{db: db, decks: decks, First: first,
		Steps:       stepLists.Get(n),
		events:      eventLists.Get(n * 3 / 2),
		Checkpoints: checkpointRoom(m.Entries)}
	r.SetupEvents = g.SetupEvents()
	return &Recorder{r: r, g: g}, nil
}

// RecordFrom starts a recorded replay that goes on from r's first n
// entries: g is the game after them, as the replay of r's match had it (a
// clone the caller kept), and the new replay begins with r's record of
// them (r must be a replay with NoHashes). Applied the entries of a match
// that has r's match's first n entries, End gives the replay RunWith
// (NoHashes) gives of it, without replaying those n again: an import that
// tries an answer near the end of a log replays only what follows it.
func RecordFrom(r *Replay, n int, g *engine.Game) *Recorder {
	ev, _ := r.eventBounds(n) // the events before entry n
	viol, unv, chk := sort.SearchInts(r.ViolationEntry, n), sort.SearchInts(r.UnverifiableEntry, n), r.checkpointsFrom(n)
	nr := &Replay{db: r.db, decks: r.decks, First: r.First,
		SetupEvents:       r.SetupEvents,
		Steps:             append(stepLists.Get(len(r.Steps)+8), r.Steps[:n]...),
		events:            append(eventLists.Get(len(r.events)+8), r.events[:ev]...),
		Violations:        append([]engine.Violation(nil), r.Violations[:viol]...),
		ViolationEntry:    append([]int(nil), r.ViolationEntry[:viol]...),
		Unverifiable:      append([]engine.Violation(nil), r.Unverifiable[:unv]...),
		UnverifiableEntry: append([]int(nil), r.UnverifiableEntry[:unv]...),
		Checkpoints:       append(checkpointLists.Get(len(r.Checkpoints)+8), r.Checkpoints[:chk]...),
	}
	return &Recorder{r: nr, g: g}
}

// Game is the recorded game: the caller may read it (and clone it), not
// change it.
func (rec *Recorder) Game() *engine.Game { return rec.g }

// Apply applies e as the next entry.
func (rec *Recorder) Apply(e record.Entry) {
	rec.r.applyEntry(rec.g, len(rec.r.Steps), &e, false)
}

// End is the replay of m, whose entries are those applied, in order. The
// recorder's game is then the replay's final state (Final): the caller
// must not change it.
func (rec *Recorder) End(m *record.Match) *Replay {
	rec.r.Match = m
	rec.r.end(rec.g)
	return rec.r
}

// newGame sets the engine up from the match header.
func newGame(m *record.Match, db engine.CardDB, decks [2]*engine.Deck) (*engine.Game, int8, error) {
	if m == nil {
		return nil, 0, errors.New("replay: no match")
	}
	if decks[0] == nil || decks[1] == nil {
		return nil, 0, ErrNoDeck
	}
	first := FirstPlayer(m)
	decks = WithTokens(&m.Header, db, decks)
	g, err := engine.New(db, m.Header.Setup(first, decks))
	if err != nil {
		return nil, 0, fmt.Errorf("replay: match %s: %w", matchName(m), err)
	}
	return g, first, nil
}

// FirstPlayer is the header's first player, else the player of the first
// turn header in the log, else player 0.
func FirstPlayer(m *record.Match) int8 {
	if f := m.Header.First; f == 0 || f == 1 {
		return f
	}
	for _, e := range m.Entries {
		if e.Action.Verb == engine.VerbTurn && (e.Action.Player == 0 || e.Action.Player == 1) {
			return e.Action.Player
		}
	}
	return 0
}

func matchName(m *record.Match) string {
	if m.ID != "" {
		return m.ID
	}
	return fmt.Sprintf("%s vs %s", m.Header.Players[0], m.Header.Players[1])
}

// apply performs entry i and records what it did.
func (r *Replay) apply(g *engine.Game, i int, hash bool) {
	r.applyEntry(g, i, &r.Match.Entries[i], hash)
}

// applyEntry performs e, entry i.
func (r *Replay) applyEntry(g *engine.Game, i int, e *record.Entry, hash bool) {
	before := g.Turn()
	activeBefore := g.Active()
	g.EventsInto(r.events) // the entry's events are written after those kept
	out := g.Apply(e.Action)
	st := Step{Line: e.Line, Turn: g.Turn(), Player: g.Active(), Phase: g.Step()}
	if hash {
		r.hashes = append(r.hashes, g.Hash())
	}
	switch e.Action.Verb {
	case engine.VerbEnd:
		// "end" closes its turn and the engine starts the next at once:
		// the entry belongs to the turn it ended.
		st.Turn, st.Player, st.Phase = before, activeBefore, engine.StepDraw
	case engine.VerbMulligan:
		st.Turn, st.Player = 0, e.Action.Player
	case engine.VerbConcede:
		if p := e.Action.Player; p == 0 || p == 1 {
			st.Player = p
		}
	}
	r.events = keepEvents(r.events, out.Events)
	g.EventsInto(r.events) // an Apply of someone else's until the next entry cannot write over them
	st.evEnd = int32(len(r.events))
	for _, v := range out.Violations {
		if v.Unverifiable {
			r.Unverifiable, r.UnverifiableEntry = addFinding(r.Unverifiable, r.UnverifiableEntry, v, i)
			continue
		}
		r.Violations, r.ViolationEntry = addFinding(r.Violations, r.ViolationEntry, v, i)
	}
	for _, c := range out.Checks {
		r.Checkpoints = append(r.Checkpoints, Checkpoint{Entry: i, Line: e.Line, Turn: st.Turn,
			Player: c.Player, Card: c.Card.ID, Field: c.Item.Field,
			Expected: c.Expected, Actual: c.Actual, OK: c.OK})
	}
	r.Steps = append(r.Steps, st)
}

// keepEvents is kept with evs after it: evs are already there when the
// game wrote them in kept's spare room (EventsInto), else they are copied
// (the room ran out).
func keepEvents(kept, evs []engine.Event) []engine.Event {
	if n := len(kept); len(evs) > 0 && n < cap(kept) && &kept[:n+1][n] == &evs[0] {
		return kept[:n+len(evs)]
	}
	return append(kept, evs...)
}

// eventBounds are where step i's events begin (where the step before's
// end, 0 for the first) and end in r.events; i may be len(Steps), past
// the last.
func (r *Replay) eventBounds(i int) (from, to int) {
	if i > 0 {
		from = int(r.Steps[i-1].evEnd)
	}
	if i < len(r.Steps) {
		return from, int(r.Steps[i].evEnd)
	}
	return from, from
}

// Events are the events of step i (an index of Steps).
func (r *Replay) Events(i int) []engine.Event {
	from, to := r.eventBounds(i)
	return r.events[from:to:to]
}

// StepViolations are the violations of step i.
func (r *Replay) StepViolations(i int) []engine.Violation {
	from, to := sort.SearchInts(r.ViolationEntry, i), sort.SearchInts(r.ViolationEntry, i+1)
	return r.Violations[from:to:to]
}

// StepUnverifiable are the findings of step i that cannot be verified.
func (r *Replay) StepUnverifiable(i int) []engine.Violation {
	from, to := sort.SearchInts(r.UnverifiableEntry, i), sort.SearchInts(r.UnverifiableEntry, i+1)
	return r.Unverifiable[from:to:to]
}

// StepCheckpoints are the checkpoint items of step i.
func (r *Replay) StepCheckpoints(i int) []Checkpoint {
	from, to := r.checkpointsFrom(i), r.checkpointsFrom(i+1)
	return r.Checkpoints[from:to:to]
}

// checkpointsFrom is the index of the first checkpoint item of entry i or
// a later one (items are in entry order).
func (r *Replay) checkpointsFrom(i int) int {
	return sort.Search(len(r.Checkpoints), func(k int) bool { return r.Checkpoints[k].Entry >= i })
}

// Hash is the state hash after entry i (0 with Options.NoHashes).
func (r *Replay) Hash(i int) uint64 {
	if r.hashes == nil {
		return 0
	}
	return r.hashes[i]
}

// Hashes are the state hashes after each entry, as a stored match keeps
// them (zeros with Options.NoHashes).
func (r *Replay) Hashes() []uint64 {
	h := make([]uint64, len(r.Steps))
	copy(h, r.hashes)
	return h
}

// Disagreements counts the checkpoint items that disagree.
func (r *Replay) Disagreements() int {
	n := 0
	for _, c := range r.Checkpoints {
		if !c.OK {
			n++
		}
	}
	return n
}

// Clean reports whether the log replays without a violation and every
// checkpoint agrees: the CLI's exit status 0 (else 1). Findings that
// cannot be verified (Unverifiable) do not count.
func (r *Replay) Clean() bool { return len(r.Violations) == 0 && r.Disagreements() == 0 }

// Exit statuses of the replay commands.
const (
	ExitClean    = 0 // no violation, every checkpoint agrees
	ExitFindings = 1 // violations or disagreeing checkpoints
	ExitUnusable = 2 // the match could not be read or set up
)

// ExitCode is the exit status for a replay and the error of getting it.
func ExitCode(r *Replay, err error) int {
	switch {
	case err != nil || r == nil:
		return ExitUnusable
	case r.Clean():
		return ExitClean
	}
	return ExitFindings
}

// PlayerName is the header's name of player p ("" for NoPlayer).
func (r *Replay) PlayerName(p int8) string {
	if p == 0 || p == 1 {
		return r.Match.Header.Players[p]
	}
	return ""
}
