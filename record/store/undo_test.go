package store

import (
	"errors"
	"path/filepath"
	"strconv"
	"sync"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// TestUndoChecksLength: an undo by a writer that saw a log of another
// length (someone appended or undid since) removes nothing.
func TestUndoChecksLength(t *testing.T) {
	cases := []struct {
		name    string
		expect  int
		wantErr error
		left    int // entries after the undo
	}{
		{"the length seen", 5, nil, 4},
		{"another writer appended", 4, ErrConflict, 5},
		{"another writer undid", 6, ErrConflict, 5},
		{"any length", AnyLength, nil, 4},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := openTemp(t)
			id, err := s.CreateMatch(&record.Match{Header: sampleHeader(), Entries: sampleEntries()}, MatchOptions{})
			if err != nil {
				t.Fatal(err)
			}
			e, err := s.Undo(id, c.expect)
			if !errors.Is(err, c.wantErr) || (c.wantErr == nil && err != nil) {
				t.Fatalf("Undo: %v, want %v", err, c.wantErr)
			}
			if c.wantErr == nil && e.Text != "end" {
				t.Errorf("undid %q, want the end", e.Text)
			}
			if info, _ := s.MatchInfo(id); info.Actions != c.left {
				t.Errorf("%d actions left, want %d", info.Actions, c.left)
			}
		})
	}
}

// TestUndoRace: writer A logs an action and undoes it while writer B
// logs its own, over and over (two Store handles on one file, two kfr
// processes). A's undo never removes B's action: it removes its own or
// is refused with ErrConflict. Without the length check it removed B's
// action in most rounds.
func TestUndoRace(t *testing.T) {
	path := filepath.Join(t.TempDir(), "kfr.db")
	a, b := mustOpen(t, path), mustOpen(t, path)
	id, err := a.CreateMatch(&record.Match{Header: sampleHeader()}, MatchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	const rounds = 100
	refused := 0
	for round := range rounds {
		var wg sync.WaitGroup
		var undone record.Entry
		var undoErr error
		wg.Add(2)
		go func() { // A: append where it last saw the end, then take it back
			defer wg.Done()
			info, err := a.MatchInfo(id)
			if err != nil {
				undoErr = err
				return
			}
			if err := a.AppendEntries(id, info.Actions, []record.Entry{entry(engine.VerbEnd, "", "A "+strconv.Itoa(round))}); err != nil {
				undoErr = err
				return
			}
			undone, undoErr = a.Undo(id, info.Actions+1)
		}()
		go func() { // B: append at the end as it finds it
			defer wg.Done()
			for {
				info, _ := b.MatchInfo(id)
				err := b.AppendEntries(id, info.Actions, []record.Entry{entry(engine.VerbEnd, "", "B "+strconv.Itoa(round))})
				if !errors.Is(err, ErrConflict) {
					return
				}
			}
		}()
		wg.Wait()
		switch {
		case errors.Is(undoErr, ErrConflict):
			refused++
		case undoErr != nil:
			t.Fatalf("round %d: %v", round, undoErr)
		case undone.Text != "A "+strconv.Itoa(round):
			t.Fatalf("round %d: A's undo removed %q, not its own action", round, undone.Text)
		}
	}
	m, err := a.Match(id)
	if err != nil {
		t.Fatal(err)
	}
	bs := 0
	for _, e := range m.Entries {
		if e.Text[0] == 'B' {
			bs++
		}
	}
	if bs != rounds {
		t.Errorf("%d of B's %d actions left in the log, want all", bs, rounds)
	}
	t.Logf("A's undo refused in %d of %d rounds", refused, rounds)
}

// TestUndoDamagedRow: a last action that does not decode is removed all
// the same, with its typed text.
func TestUndoDamagedRow(t *testing.T) {
	s := openTemp(t)
	id, err := s.CreateMatch(&record.Match{Header: sampleHeader(), Entries: sampleEntries()}, MatchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.DB().Exec("UPDATE actions SET action = x'c1ff' WHERE seq = 4"); err != nil {
		t.Fatal(err)
	}
	e, err := s.Undo(id, 5)
	if err != nil {
		t.Fatalf("Undo of a damaged row: %v", err)
	}
	if e.Text != "end" || e.Action.Verb != engine.VerbNone {
		t.Errorf("undid %q (verb %v), want the typed text and no action", e.Text, e.Action.Verb)
	}
	if _, err := s.Match(id); err != nil {
		t.Errorf("the match does not read after the undo: %v", err)
	}
}

func mustOpen(t *testing.T, path string) *Store {
	t.Helper()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}
