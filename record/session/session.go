// Package session is live recording at the table: a stored match kept
// replayed in memory, to which actions typed by players are appended one
// committed transaction at a time, each checked by the engine at once.
//
// Open reads the match, finds its decks and replays it once; Log parses a
// batch of lines (all of them before writing any), then appends and
// applies them one by one, reporting per action what changed, its events,
// its violations (recorded and flagged, never refused) and its checkpoint
// results. The engine is deterministic, so the game after the last action
// is kept and a new action is applied to it instead of replaying the match
// from the start. Undo removes the last action. Complete offers the words
// that make sense at the cursor of a half-typed line, for the interactive
// prompt of kfr record.
//
// Two writers: each append names the log length it expects; a session
// that another writer overtook gets an error wrapping store.ErrConflict,
// nothing of the batch from that action on is written, and Reload brings
// the session up to date.
package session

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/carddb"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/store"
	"github.com/kfr-dev/kfr/replay"
)

// Cards is what a session needs of the card database: names people type
// (notation) and definitions by id (engine). *carddb.Index is one.
type Cards = notation.Resolver

// Session is one match open for recording.
type Session struct {
	st    *store.Store
	id    string
	info  store.MatchInfo
	m     *record.Match
	decks [2]*engine.Deck
	cards Cards

	g     *engine.Game
	first int8
	// firstFixed says the first player can no longer change: the header
	// names them, or a turn header of the log did (replay.FirstPlayer).
	firstFixed bool
	// n is the log's length; m.Entries holds it all unless the session
	// resumed from a snapshot (unread: the first n-len(m.Entries) are not
	// read yet, readEntries reads them).
	n      int
	unread bool
	// wordless is how many entries, the first, were read without their
	// texts and comments (Match fills them in).
	wordless int
	// violations of the whole log so far, with the index of their entry;
	// not known (a resumed session) until Violations replays the log.
	violations      []Violation
	violationsKnown bool
	snap            []byte // the buffer snapshots are encoded in
	noResume        bool   // replay even when a snapshot is stored (tests)
}

// Violation is a broken rule and the log entry that broke it.
type Violation struct {
	Entry int // index in the log
	engine.Violation
}

// Open reads match id from st, finds its decks (the stored deck ids, else
// the header's deck names) and replays its log. cards resolves the names
// typed and serves the engine; nil means the cards of the two decks,
// falling back to the store for other names and ids (no whole card
// database is loaded: a one-action kfr log stays fast).
func Open(st *store.Store, cards Cards, id string) (*Session, error) {
	s := &Session{st: st, id: id, cards: cards}
	if err := s.load(); err != nil {
		return nil, err
	}
	return s, nil
}

// Reload reads the match again (after another writer appended, or to undo
// what another writer did) and replays it.
func (s *Session) Reload() error { return s.load() }

func (s *Session) load() error {
	info, snap, err := s.st.MatchInfoSnapshot(s.id)
	if err != nil {
		return err
	}
	if info.Actions > record.MaxActions { // stored by an older kfr, or by hand
		return fmt.Errorf("match %s has %d actions, more than a match can have (%d): %w; it is not loaded for recording (kfr match delete %s removes it)",
			s.id, info.Actions, record.MaxActions, store.ErrTooLong, s.id)
	}
	// (Reading the log on a second connection meanwhile is slower: a
	// fresh SQLite connection costs more than the overlap saves.)
	if s.decks[0] == nil || s.info.DeckIDs != info.DeckIDs || s.info.Header.Decks != info.Header.Decks {
		if err := s.loadDecks(info); err != nil {
			return err
		}
	}
	if snap.Data != nil && !s.noResume && s.resume(info, snap) {
		return nil
	}
	// The actions only: replaying needs no words, and reading them cost
	// a long match's kfr log as much again as its actions (Match reads
	// them when asked).
	entries, err := s.st.MatchLogActions(info) // the header is info's
	if err != nil {
		return err
	}
	s.info, s.m, s.wordless = info, &record.Match{ID: info.ID, Header: info.Header, Entries: entries}, len(entries)
	s.n, s.unread = len(entries), false
	return s.replay()
}

func (s *Session) loadDecks(info store.MatchInfo) error {
	decks, err := s.st.MatchDecks(info.Header, info.DeckIDs)
	if err != nil {
		return fmt.Errorf("match %s: %w", s.id, err)
	}
	s.decks = decks
	if s.cards == nil || isDeckCards(s.cards) {
		dc, err := newDeckCards(s.st, decks)
		if err != nil {
			return fmt.Errorf("match %s: %w", s.id, err)
		}
		s.cards = dc
	}
	return nil
}

// replay rebuilds the game from the match's log (all of it read).
func (s *Session) replay() error {
	s.first = replay.FirstPlayer(s.m)
	s.firstFixed = firstFixed(s.m)
	decks := replay.WithTokens(&s.m.Header, s.cards, s.decks)
	g, err := engine.New(s.cards, s.m.Header.Setup(s.first, decks))
	if err != nil {
		return fmt.Errorf("match %s: %w", s.id, err)
	}
	s.g, s.violations, s.violationsKnown = g, nil, true
	for i, e := range s.m.Entries {
		out := g.Apply(e.Action)
		for _, v := range out.Violations {
			s.violations = append(s.violations, Violation{i, v})
		}
	}
	return nil
}

// ID is the match id.
func (s *Session) ID() string { return s.id }

// Match is the match as recorded so far (do not modify it). The texts and
// comments of the entries read when the session was opened are read on
// the first call; an entry another writer changed meanwhile keeps none.
func (s *Session) Match() *record.Match {
	if s.unread {
		s.readEntries() // (on an error, the entries logged by this session only)
	}
	if s.wordless > 0 {
		if es, err := s.st.MatchLog(s.info); err == nil {
			for i := range min(s.wordless, len(es)) {
				if e := &s.m.Entries[i]; reflect.DeepEqual(e.Action, es[i].Action) {
					e.Text, e.Comment = es[i].Text, es[i].Comment
				}
			}
		}
		s.wordless = 0
	}
	return s.m
}

// Header is the match's header.
func (s *Session) Header() *record.Header { return &s.m.Header }

// Info is the match's bookkeeping as last read.
func (s *Session) Info() store.MatchInfo { return s.info }

// Decks are the two players' decks, in header order.
func (s *Session) Decks() [2]*engine.Deck { return s.decks }

// Cards is the card database the session resolves names with.
func (s *Session) Cards() Cards { return s.cards }

// Len is the number of actions in the log.
func (s *Session) Len() int { return s.n }

// Board is the state after the last action.
func (s *Session) Board() engine.View { return s.g.View() }

// Violations are every violation of the log so far, in log order. A
// session resumed from a snapshot replays the log to know them (nil when
// it cannot be read).
func (s *Session) Violations() []Violation {
	if !s.violationsKnown && s.readEntries() == nil {
		s.replay()
	}
	return s.violations
}

// Turn is the game's absolute turn index after the last action (both
// players' turns counted; PlayerTurn is the number players say).
func (s *Session) Turn() int { return s.g.Turn() }

// PlayerTurn is the active player's own turn number after the last action.
func (s *Session) PlayerTurn() int { return s.g.PlayerTurn() }

// Active is the active player after the last action.
func (s *Session) Active() int8 { return s.g.Active() }

// Step is the turn's step after the last action.
func (s *Session) Step() engine.Step { return s.g.Step() }

// House is the active house ("" before one is chosen).
func (s *Session) House() engine.House { return s.g.ActiveHouse() }

// PlayerName is the header's name of player p ("" for nobody).
func (s *Session) PlayerName(p int8) string {
	if p == 0 || p == 1 {
		return s.m.Header.Players[p]
	}
	return ""
}

// Logged is what one logged action did.
type Logged struct {
	Index      int          // the action's index in the log (0-based)
	Entry      record.Entry // as parsed and stored
	Text       string       // the canonical notation of the action
	Turn       int          // the absolute turn the action belongs to (as replay counts: "end" to the turn it closes)
	PlayerTurn int          // that turn as players count it: Active's own turn number (0: setup)
	Active     int8         // that turn's active player
	Changes    []replay.Change
	Events     []string // in plain English
	Violations []engine.Violation
	Checks     []engine.CheckResult // checkpoint items of a check line
	// Waiting is the choice the game waits for after the action (nil when
	// none): the next line should be its choose.
	Waiting *Waiting
	// Unanswered is the choice that waited before the action and that it
	// did not answer (nil when none): it resolved by itself, without the
	// table's choice.
	Unanswered *Waiting
}

// Disagreements counts the checkpoint items that disagree.
func (l *Logged) Disagreements() int {
	n := 0
	for _, c := range l.Checks {
		if !c.OK {
			n++
		}
	}
	return n
}

// Line is one input line and its number where it came from (an argument's
// position, a line of standard input), for error messages.
type Line struct {
	Text string
	No   int
}

// MalformedError is a batch refused because lines did not parse: nothing
// of the batch was written. Errors carry each bad line's number (from
// Line.No), column, what was wrong and a suggestion.
type MalformedError struct {
	Errors notation.ErrorList
	Lines  map[int]string // the text of each bad line by its number
}

func (e *MalformedError) Error() string {
	var b strings.Builder
	if len(e.Errors) == 1 {
		b.WriteString("malformed action, nothing was logged:")
	} else {
		fmt.Fprintf(&b, "%d malformed actions, nothing was logged:", len(e.Errors))
	}
	for _, pe := range e.Errors {
		fmt.Fprintf(&b, "\n  %s", pe)
		if text, ok := e.Lines[pe.Line]; ok && pe.Column > 0 && len(text) <= maxEcho {
			fmt.Fprintf(&b, "\n    %s\n    %s^", text, strings.Repeat(" ", pe.Column-1))
		}
	}
	return b.String()
}

// maxEcho is the longest bad line MalformedError shows again under its
// error (a longer one is named by its line and column only).
const maxEcho = 200

// ExitCode is the process exit status for malformed input.
func (e *MalformedError) ExitCode() int { return 2 }

// Unwrap gives the notation errors.
func (e *MalformedError) Unwrap() error { return e.Errors }

// ConflictError is an append refused because another writer changed the
// match since the session read it. The actions before Index were logged;
// the one at Index and those after were not.
type ConflictError struct {
	ID    string
	Text  string // the action that was refused
	Err   error  // wraps store.ErrConflict
	Index int
}

func (e *ConflictError) Error() string {
	return fmt.Sprintf("match %s was changed by another writer; %q and any action after it were not logged: "+
		"look at the match again (kfr replay %s) and re-enter them (%v)", e.ID, e.Text, e.ID, e.Err)
}

// Unwrap gives the store's error (errors.Is(err, store.ErrConflict)).
func (e *ConflictError) Unwrap() error { return e.Err }

// ExitCode is the process exit status for a conflict.
func (e *ConflictError) ExitCode() int { return 3 }

// Parse parses lines as actions against the match's header, returning every
// error (a *MalformedError) or the entries.
func (s *Session) Parse(lines []Line) ([]record.Entry, error) {
	var errs notation.ErrorList
	bad := map[int]string{}
	entries := make([]record.Entry, 0, len(lines))
	for _, l := range lines {
		e, err := notation.ParseAction(l.Text, &s.m.Header, s.cards)
		if err != nil {
			var list notation.ErrorList
			if !errors.As(err, &list) {
				return nil, err
			}
			for _, pe := range list {
				c := *pe
				c.Line = l.No
				errs = append(errs, &c)
			}
			bad[l.No] = l.Text
			if len(errs) >= notation.MaxErrors {
				errs = append(errs, &notation.Error{Line: l.No, Column: 1,
					Msg: fmt.Sprintf("%d errors; stopped reading here", len(errs)), Suggestion: "are these actions in kfr notation (docs/notation.md)?"})
				break
			}
			continue
		}
		entries = append(entries, e)
	}
	if len(errs) > 0 {
		errs.Sort()
		return nil, &MalformedError{Errors: errs, Lines: bad}
	}
	return entries, nil
}

// Log parses every line (line i numbered i+1) and, when all parse, appends
// them one committed transaction each. See LogLines.
func (s *Session) Log(lines []string) ([]Logged, error) {
	ls := make([]Line, len(lines))
	for i, t := range lines {
		ls[i] = Line{t, i + 1}
	}
	return s.LogLines(ls)
}

// LogLines parses every line against the header first: if any is
// malformed, nothing is written and the error is a *MalformedError. Then
// each action is appended in its own committed transaction and applied;
// the result says per action what changed. A violation does not stop the
// batch (it is recorded and reported). A writer that overtook the session
// stops it with a *ConflictError (wrapping store.ErrConflict) after the
// actions already logged, which are returned.
func (s *Session) LogLines(lines []Line) ([]Logged, error) {
	return s.LogLinesUntil(context.Background(), lines)
}

// InterruptedError is a batch stopped between two transactions because
// its context ended (kfr log got SIGINT, SIGTERM or SIGHUP): the first
// Logged actions are stored, the rest are not.
type InterruptedError struct {
	Logged, Total int
	Cause         error // the context's cause: the signal
}

func (e *InterruptedError) Error() string {
	return fmt.Sprintf("interrupted (%v): %d of %d actions logged, the rest were not; kfr match show lists what is stored",
		e.Cause, e.Logged, e.Total)
}

// LogLinesUntil is LogLines that stops between two actions once ctx
// ends, with an *InterruptedError after the actions already logged.
func (s *Session) LogLinesUntil(ctx context.Context, lines []Line) ([]Logged, error) {
	entries, err := s.Parse(lines)
	if err != nil {
		return nil, err
	}
	out := make([]Logged, 0, len(entries))
	for _, e := range entries {
		if ctx.Err() != nil {
			return out, &InterruptedError{Logged: len(out), Total: len(entries), Cause: context.Cause(ctx)}
		}
		l, err := s.append(e)
		if err != nil {
			return out, err
		}
		out = append(out, l)
	}
	return out, nil
}

// CopyError is an action refused before it was written because it does
// not say which copy of a card it takes while the copies that can be in
// hand differ (an enhanced copy beside a plain one): the engine would
// have to guess, and a bonus icon nobody resolved would fire. The actions
// before it were logged.
type CopyError struct {
	Text     string   // the action as typed
	Verb     string   // play or discard
	Card     string   // the card as the notation names it
	Player   string   // whose hand
	Variants []string // the copies that can be there, as the notation writes them
}

func (e *CopyError) Error() string {
	ways := make([]string, len(e.Variants))
	for i, v := range e.Variants {
		ways[i] = e.Verb + " " + e.Card + " " + v
	}
	return fmt.Sprintf("which copy of %s? the copies that can be in %s's hand differ (%s): write %s; %q and any action after it were not logged",
		e.Card, e.Player, strings.Join(e.Variants, ", "), strings.Join(ways, " or "), e.Text)
}

// ExitCode is the process exit status: the input did not say enough.
func (e *CopyError) ExitCode() int { return 2 }

// whichCopy refuses a play or discard that does not name its copy when the
// copies that can be in hand differ (CopyError).
func (s *Session) whichCopy(e record.Entry) error {
	a := e.Action
	if (a.Verb != engine.VerbPlay && a.Verb != engine.VerbDiscard) || a.Card.ID == "" || a.Card.Icons != "" {
		return nil
	}
	pl := s.g.Active()
	if s.g.Turn() == 0 {
		pl = s.first
	}
	copies := s.g.HandCopies(pl, a.Card.ID)
	if len(copies) < 2 {
		return nil
	}
	ce := &CopyError{Text: e.Text, Verb: a.Verb.String(), Card: s.cardText(a.Card), Player: s.PlayerName(pl)}
	for _, c := range copies {
		ce.Variants = append(ce.Variants, notation.IconWords(c))
	}
	return ce
}

// append writes e as the next action and applies it.
func (s *Session) append(e record.Entry) (Logged, error) {
	if err := s.whichCopy(e); err != nil {
		return Logged{}, err
	}
	n := s.n
	if first, ok := firstOf(e); ok && !s.firstFixed && first != s.first {
		return s.appendRefirst(n, e)
	}
	before := s.g.View()
	var unanswered *Waiting
	if w, ok := s.Waiting(); ok && !AnswersChoice(e) {
		unanswered = &w
	}
	// The action is applied first, so that the state after it is stored
	// with it (the next kfr log resumes from it); the game before it
	// comes back if the store refuses the action.
	was := s.g.Clone()
	o := s.g.Apply(e.Action)
	if err := s.store(n, e); err != nil {
		s.g = was
		return Logged{}, err
	}
	if _, ok := firstOf(e); ok {
		s.firstFixed = true
	}
	if s.violationsKnown {
		for _, v := range o.Violations {
			s.violations = append(s.violations, Violation{n, v})
		}
	}
	l := s.logged(n, e, before, o)
	l.Unanswered = unanswered
	if e.Action.Verb == engine.VerbEnd {
		l.Turn, l.PlayerTurn, l.Active = before.Turn, before.PlayerTurn, before.Active
	}
	if err := s.storeResult(); err != nil {
		return l, err
	}
	return l, nil
}

// storeResult records in the header how the game ended (a concession, the
// third key) once the log ends it and the header says nothing yet: the
// match list, the statistics and the export ([Result]) see the winner.
func (s *Session) storeResult() error {
	w, reason, over := s.g.Over()
	if !over || s.m.Header.Result.Reason != "" {
		return nil
	}
	h := s.m.Header
	h.Result = record.Result{Winner: w, Reason: reason}
	if err := s.st.SetHeader(s.id, h, s.info.DeckIDs); err != nil {
		return fmt.Errorf("the action was logged, but the result was not stored: %w", err)
	}
	s.m.Header, s.info.Header = h, h
	return nil
}

func (s *Session) logged(n int, e record.Entry, before engine.View, o engine.Outcome) Logged {
	after := s.g.View()
	l := Logged{Index: n, Entry: e, Text: notation.FormatAction(e, &s.m.Header, s.cards),
		Turn: s.g.Turn(), PlayerTurn: s.g.PlayerTurn(), Active: s.g.Active(),
		Changes:    replay.Diff(before, after, s.cards),
		Violations: append([]engine.Violation(nil), o.Violations...),
		Checks:     append([]engine.CheckResult(nil), o.Checks...)}
	if w, ok := s.Waiting(); ok {
		l.Waiting = &w
	}
	players := [2]string{after.Players[0].Name, after.Players[1].Name}
	for _, ev := range o.Events {
		if t := replay.EventText(ev, players, s.cards); t != "" {
			l.Events = append(l.Events, t)
		}
	}
	return l
}

// Undo removes the last action of the match and returns it, with its
// canonical text (the typed text for an action the store could not
// decode). It removes only the action the session saw last: when another
// writer appended or undid meanwhile, nothing is removed, the error wraps
// store.ErrConflict and the session is read again. The session is read
// again afterwards in any case, so that it agrees with the store.
func (s *Session) Undo() (record.Entry, string, error) {
	w, reason, over := s.g.Over()
	e, err := s.st.Undo(s.id, s.n)
	if err != nil {
		if errors.Is(err, store.ErrConflict) {
			if rerr := s.load(); rerr != nil {
				return e, "", rerr
			}
		}
		return e, "", err
	}
	text := e.Text
	if e.Action.Verb != engine.VerbNone {
		text = notation.FormatAction(e, &s.m.Header, s.cards)
	}
	if err := s.load(); err != nil {
		return e, text, err
	}
	// The undone action had ended the game with the result the header
	// holds (storeResult): the game goes on, so the result goes too.
	if _, _, still := s.g.Over(); over && !still && s.m.Header.Result == (record.Result{Winner: w, Reason: reason}) {
		h := s.m.Header
		h.Result = record.Result{Winner: engine.NoPlayer}
		if err := s.st.SetHeader(s.id, h, s.info.DeckIDs); err != nil {
			return e, text, err
		}
		s.m.Header, s.info.Header = h, h
	}
	return e, text, nil
}

// --- cards

// deckCards resolves names among the cards of the match's two decks first
// (so a unique prefix within the decks is enough), then through the store.
type deckCards struct {
	st    *store.Store
	ix    *carddb.Index
	extra map[string]*engine.CardDef // cards fetched from the store
}

func isDeckCards(c Cards) bool { _, ok := c.(*deckCards); return ok }

func newDeckCards(st *store.Store, decks [2]*engine.Deck) (*deckCards, error) {
	cm, err := st.DeckCardMap(decks[0], decks[1])
	if err != nil {
		if errors.Is(err, store.ErrNotFound) {
			err = fmt.Errorf("%w: import the cards first with kfr cards import PACK.json...", err)
		}
		return nil, err
	}
	cs := make([]*engine.CardDef, 0, len(cm))
	for _, c := range cm {
		cs = append(cs, c)
	}
	return &deckCards{st: st, ix: carddb.NewIndex(cs), extra: map[string]*engine.CardDef{}}, nil
}

// Lookup finds a card by the name typed, the match's two decks first: an
// exact title (or id) among the decks' cards, else an exact title or id
// in the store (a card in neither deck may be logged by its full name: the
// engine flags it), else a unique prefix among the decks' cards, else a
// token creature the store's forgiving lookup finds. A forgiving match of
// any other card outside the decks is refused with it as the suggestion:
// "play Foo" must not log Foozle, a card in neither deck.
func (d *deckCards) Lookup(name string) (*engine.CardDef, error) {
	c, derr := d.ix.Lookup(name)
	if derr == nil && (carddb.Fold(c.Name) == carddb.Fold(name) || c.ID == strings.TrimSpace(name)) {
		return c, nil
	}
	var le *carddb.LookupError
	if derr != nil && errors.As(derr, &le) && le.Ambiguous {
		return nil, derr
	}
	sc, serr := d.st.LookupCard(name)
	exact := serr == nil && (carddb.Fold(sc.Name) == carddb.Fold(name) || sc.ID == strings.TrimSpace(name))
	if exact || (serr == nil && derr != nil && sc.Type == engine.TypeTokenCreature) {
		d.extra[sc.ID] = sc
		return sc, nil
	}
	if derr == nil {
		return c, nil // a prefix within the decks, not a title elsewhere
	}
	if serr == nil {
		return nil, &NotInDecksError{Name: name, Card: sc.Name}
	}
	// Neither knows it: the decks' near names are the better suggestion.
	if errors.As(derr, &le) && len(le.Candidates) > 0 {
		return nil, derr
	}
	return nil, serr
}

// NotInDecksError is a name that matches no card of the match's decks but
// (forgivingly) a card in neither deck.
type NotInDecksError struct {
	Name string // as typed
	Card string // the card it could mean
}

func (e *NotInDecksError) Error() string {
	msg, sugg := e.LookupMessage()
	return msg + ": " + sugg
}

// LookupMessage is the notation error's message and suggestion.
func (e *NotInDecksError) LookupMessage() (string, string) {
	return fmt.Sprintf("unknown card %q in this match's decks", e.Name),
		fmt.Sprintf("did you mean %q? It is in neither deck: write its full name to log it anyway", e.Card)
}

// Card is the card with this id (nil when unknown).
func (d *deckCards) Card(id string) *engine.CardDef {
	if c := d.ix.Card(id); c != nil {
		return c
	}
	if c, ok := d.extra[id]; ok {
		return c
	}
	c, err := d.st.Card(id)
	if err != nil {
		c = nil
	}
	d.extra[id] = c
	return c
}
