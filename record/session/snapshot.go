package session

import (
	"errors"
	"fmt"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/internal/buildid"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/store"
	"github.com/kfr-dev/kfr/replay"
)

// A session stores the game's state with every action it appends (an
// engine snapshot, store.AppendEntriesSnapshot) and opens a match from it
// when the store says it is of the match as it is: a kfr log call then
// reads neither the log nor replays it, however long the match. Anything
// else (no snapshot, another build of kfr, one that does not decode)
// replays the log as before: a snapshot is never trusted over the log.

// snapshotBasis keys the snapshots this build writes and reads: the
// engine's behaviour is this executable's code ("" when its build ID
// cannot be read: no snapshot is written or read).
func snapshotBasis() string {
	if id := buildid.Self(); id != "" {
		return "go-build:" + id
	}
	return ""
}

// A stored snapshot is the session's first player, whether that is fixed,
// then the engine's snapshot.
const snapHead = 2

// resume opens the match from snap, taken after all info.Actions actions;
// false when it cannot be used (the log is replayed instead).
func (s *Session) resume(info store.MatchInfo, snap store.Snapshot) bool {
	basis := snapshotBasis()
	if basis == "" || snap.Basis != basis || len(snap.Data) < snapHead || snap.Data[0] > 1 {
		return false
	}
	first := int8(snap.Data[0])
	decks := replay.WithTokens(&info.Header, s.cards, s.decks)
	g, err := engine.Resume(s.cards, info.Header.Setup(first, decks), snap.Data[snapHead:])
	if err != nil || g.Applied() != info.Actions {
		return false
	}
	s.info, s.m, s.wordless = info, &record.Match{ID: info.ID, Header: info.Header}, 0
	s.n, s.unread = info.Actions, true
	s.g, s.first, s.firstFixed = g, first, snap.Data[1] == 1
	s.violations, s.violationsKnown = nil, false
	return true
}

// store appends e, the game already past it, with the game's snapshot.
func (s *Session) store(n int, e record.Entry) error {
	var err error
	if basis := snapshotBasis(); basis != "" {
		s.snap = append(s.snap[:0], byte(s.first), 0)
		if s.firstFixed || isTurnOf(e) {
			s.snap[1] = 1
		}
		s.snap = s.g.AppendSnapshot(s.snap)
		err = s.st.AppendEntriesSnapshot(s.id, n, []record.Entry{e}, store.Snapshot{Basis: basis, Data: s.snap})
	} else {
		err = s.st.AppendEntries(s.id, n, []record.Entry{e})
	}
	if err != nil {
		if errors.Is(err, store.ErrConflict) {
			return &ConflictError{ID: s.id, Text: e.Text, Err: err, Index: n}
		}
		return err
	}
	s.m.Entries = append(s.m.Entries, e)
	s.n++
	s.info.Actions = s.n
	return nil
}

// appendRefirst appends e, a first turn header that says the other player
// went first: the game so far was set up with the other player and is
// replayed.
func (s *Session) appendRefirst(n int, e record.Entry) (Logged, error) {
	if err := s.readEntries(); err != nil {
		return Logged{}, err
	}
	if err := s.st.AppendEntries(s.id, n, []record.Entry{e}); err != nil {
		if errors.Is(err, store.ErrConflict) {
			return Logged{}, &ConflictError{ID: s.id, Text: e.Text, Err: err, Index: n}
		}
		return Logged{}, err
	}
	s.m.Entries = append(s.m.Entries, e)
	s.n++
	s.info.Actions = s.n
	before := s.g.View()
	if err := s.replay(); err != nil {
		return Logged{}, err
	}
	l := s.logged(n, e, before, engine.Outcome{})
	for _, v := range s.violations {
		if v.Entry == n {
			l.Violations = append(l.Violations, v.Violation)
		}
	}
	return l, nil
}

// readEntries reads the actions of a session resumed from a snapshot: the
// log as stored, of which the entries this session appended are the last.
func (s *Session) readEntries() error {
	if !s.unread {
		return nil
	}
	es, err := s.st.MatchLogActions(s.info)
	if err != nil {
		return err
	}
	if len(es) < s.n { // another writer undid meanwhile
		return fmt.Errorf("match %s: %d actions read, %d expected: %w", s.id, len(es), s.n, store.ErrConflict)
	}
	es = es[:s.n]                                // (another writer's actions after them are not this session's)
	copy(es[s.n-len(s.m.Entries):], s.m.Entries) // with their words
	s.m.Entries, s.unread, s.wordless = es, false, s.n-len(s.m.Entries)
	return nil
}

// isTurnOf reports whether e is a turn header naming its player.
func isTurnOf(e record.Entry) bool {
	_, ok := firstOf(e)
	return ok
}

// firstOf is the player a turn header names (ok false for another action):
// the first of them in a log decides who went first when the header does
// not (replay.FirstPlayer).
func firstOf(e record.Entry) (int8, bool) {
	p := e.Action.Player
	return p, e.Action.Verb == engine.VerbTurn && (p == 0 || p == 1)
}

// firstFixed reports whether m's first player is decided: by its header,
// or by a turn header of its log.
func firstFixed(m *record.Match) bool {
	if f := m.Header.First; f == 0 || f == 1 {
		return true
	}
	for _, e := range m.Entries {
		if isTurnOf(e) {
			return true
		}
	}
	return false
}
