package session_test

import (
	"bytes"
	"fmt"
	"path/filepath"
	"slices"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/session"
	"github.com/kfr-dev/kfr/record/store"
)

// TestResumeAgreesWithReplay logs the fixture matches one action a
// session, as kfr log does, then undoes the last actions one a session:
// every session after the first resumes from the stored snapshot (after
// one undo too), and is in every way the session a replay of the log
// gives: the engine's whole state, the violations, the log.
func TestResumeAgreesWithReplay(t *testing.T) {
	for _, mf := range fixtures.Matches() {
		t.Run(mf.Name, func(t *testing.T) {
			m, err := notation.Parse(mf.Name, mf.Src, fixtures.Index())
			if err != nil {
				t.Fatal(err)
			}
			st := fixtureStore(t)
			id, err := st.CreateMatch(&record.Match{Header: m.Header}, store.MatchOptions{})
			if err != nil {
				t.Fatal(err)
			}
			logged := 0
			for _, e := range m.Entries {
				if e.Text == "" {
					continue // a comment line
				}
				s := open(t, st, id)
				if logged > 0 && !session.Resumed(s) {
					t.Fatalf("after %d actions, the session did not resume from the snapshot", logged)
				}
				if _, err := s.Log([]string{e.Text}); err != nil {
					t.Fatalf("%q: %v", e.Text, err)
				}
				logged++
				wantReplayed(t, st, id, fmt.Sprintf("after %q", e.Text))
			}
			if logged < 50 {
				t.Fatalf("only %d actions logged", logged)
			}
			for k := range 3 {
				s := open(t, st, id)
				if _, _, err := s.Undo(); err != nil {
					t.Fatal(err)
				}
				if session.Resumed(s) != (k == 0) {
					t.Errorf("undo %d: resumed %v, want %v (a snapshot keeps the state one action before)", k+1, session.Resumed(s), k == 0)
				}
				wantReplayed(t, st, id, fmt.Sprintf("after undo %d", k+1))
			}
		})
	}
}

// TestResumeRefusesStale: a snapshot of another build, or one that does
// not decode, is not resumed from; the log is replayed.
func TestResumeRefusesStale(t *testing.T) {
	cases := []struct {
		name   string
		change func(basis string, data []byte) (string, []byte)
	}{
		{"another build", func(_ string, data []byte) (string, []byte) { return "go-build:another", data }},
		{"damaged", func(basis string, data []byte) (string, []byte) {
			data[len(data)/2] ^= 0x40
			return basis, data
		}},
		{"cut short", func(basis string, data []byte) (string, []byte) { return basis, data[:len(data)-10] }},
		{"another first player", func(basis string, data []byte) (string, []byte) {
			data[0] = 1 // the match says Alice
			return basis, data
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st, id := newMatch(t)
			s := open(t, st, id)
			if _, err := s.Log(turn1); err != nil {
				t.Fatal(err)
			}
			if !session.Resumed(open(t, st, id)) {
				t.Fatal("the stored snapshot is not resumed from")
			}
			var basis string
			var data []byte
			if err := st.DB().QueryRow("SELECT basis, data FROM match_snapshots").Scan(&basis, &data); err != nil {
				t.Fatal(err)
			}
			basis, data = c.change(basis, data)
			if _, err := st.DB().Exec("UPDATE match_snapshots SET basis = ?, data = ?", basis, data); err != nil {
				t.Fatal(err)
			}
			if session.Resumed(open(t, st, id)) {
				t.Error("resumed from a stale snapshot")
			}
			wantReplayed(t, st, id, c.name)
		})
	}
}

// TestResumeThenFirstTurnHeader: a session resumed from a snapshot taken
// while nothing said who went first replays the log when a turn header
// says it was the other player.
func TestResumeThenFirstTurnHeader(t *testing.T) {
	st, id := newMatch(t)
	h := record.Header{Players: [2]string{"Alice", "Bob"},
		Decks: [2]string{fixtures.RedHollowWarband, fixtures.KeepersOfTheQuietLibrary}, First: engine.NoPlayer}
	if err := st.SetHeader(id, h, [2]string{}); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"# Bob shuffles", "1. Bob", "house untamed", "play \"Dust Pixie\""} {
		s := open(t, st, id)
		if _, err := s.Log([]string{line}); err != nil {
			t.Fatal(err)
		}
		wantReplayed(t, st, id, line)
	}
	s := open(t, st, id)
	if !session.Resumed(s) || s.Active() != 1 || len(s.Violations()) != 0 {
		t.Errorf("resumed %v, active %d with violations %v, want Bob and none", session.Resumed(s), s.Active(), s.Violations())
	}
}

// wantReplayed fails unless the session opened on match id (resumed when
// it can) is the one a replay of its log gives.
func wantReplayed(t *testing.T, st *store.Store, id, when string) {
	t.Helper()
	s := open(t, st, id)
	r, err := session.OpenReplayed(st, id)
	if err != nil {
		t.Fatal(err)
	}
	if session.Resumed(r) {
		t.Fatal("OpenReplayed resumed")
	}
	if !bytes.Equal(session.State(s), session.State(r)) {
		t.Errorf("%s: the resumed game is not the replayed one", when)
	}
	if s.Len() != r.Len() || s.Turn() != r.Turn() || s.Step() != r.Step() {
		t.Errorf("%s: %d actions, turn %d, %v; replayed %d, %d, %v", when, s.Len(), s.Turn(), s.Step(), r.Len(), r.Turn(), r.Step())
	}
	if !slices.EqualFunc(s.Violations(), r.Violations(), func(a, b session.Violation) bool {
		return a.Entry == b.Entry && a.Rule == b.Rule && a.Message == b.Message
	}) {
		t.Errorf("%s: violations %v, replayed %v", when, s.Violations(), r.Violations())
	}
	if !slices.EqualFunc(s.Match().Entries, r.Match().Entries, func(a, b record.Entry) bool {
		return a.Text == b.Text && a.Comment == b.Comment
	}) {
		t.Errorf("%s: the log reads otherwise", when)
	}
}

// fixtureStore is a temp database with the fixture cards and decks.
func fixtureStore(t *testing.T) *store.Store {
	t.Helper()
	st, err := store.Open(filepath.Join(t.TempDir(), "kfr.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if _, err := st.ImportCards(fixtures.Cards()); err != nil {
		t.Fatal(err)
	}
	if err := st.SaveDecks(fixtures.Decks(), nil); err != nil {
		t.Fatal(err)
	}
	return st
}
