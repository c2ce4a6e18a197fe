package session

import "github.com/kfr-dev/kfr/record/store"

// Resumed reports whether s was opened from a stored snapshot (and has
// not read its log since).
func Resumed(s *Session) bool { return s.unread }

// OpenReplayed is Open that replays the log whatever snapshot is stored.
func OpenReplayed(st *store.Store, id string) (*Session, error) {
	s := &Session{st: st, id: id, noResume: true}
	if err := s.load(); err != nil {
		return nil, err
	}
	return s, nil
}

// State is the engine's whole state, as a snapshot's bytes.
func State(s *Session) []byte { return s.g.AppendSnapshot(nil) }
