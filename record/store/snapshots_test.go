package store

import (
	"errors"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// TestMatchSnapshot: a snapshot stored with an append is read back while
// the match is as it left it, follows an undo of the last action (the one
// before it), and is gone after any other change to the match or to the
// card data.
func TestMatchSnapshot(t *testing.T) {
	end := []record.Entry{entry(engine.VerbEnd, "", "end")}
	type step struct {
		do   func(s *Store, id string, n int) error
		want string // the snapshot read after it ("" for none)
	}
	snap := func(data, basis string) func(*Store, string, int) error {
		return func(s *Store, id string, n int) error {
			return s.AppendEntriesSnapshot(id, n, end, Snapshot{Basis: basis, Data: []byte(data)})
		}
	}
	plain := func(s *Store, id string, n int) error { return s.AppendEntries(id, n, end) }
	undo := func(s *Store, id string, n int) error { _, err := s.Undo(id, n); return err }
	header := func(s *Store, id string, n int) error {
		h := sampleHeader()
		h.Event = "another"
		return s.SetHeader(id, h, [2]string{})
	}
	cards := func(s *Store, id string, n int) error {
		_, err := s.ImportCards([]*engine.CardDef{{ID: "troll", Name: "Troll", House: "brobnar", Type: engine.TypeCreature, Power: 9}})
		return err
	}
	cases := []struct {
		name  string
		steps []step
	}{
		{"appended", []step{{snap("a", "b1"), "a"}, {snap("b", "b1"), "b"}}},
		{"appended without one", []step{{snap("a", "b1"), "a"}, {plain, ""}}},
		{"undone", []step{{snap("a", "b1"), "a"}, {snap("b", "b1"), "b"}, {undo, "a"}, {snap("c", "b1"), "c"}, {undo, "a"}}},
		{"undone twice", []step{{snap("a", "b1"), "a"}, {snap("b", "b1"), "b"}, {undo, "a"}, {undo, ""}, {snap("d", "b1"), "d"}}},
		{"undone after a stale one", []step{{snap("a", "b1"), "a"}, {plain, ""}, {snap("c", "b1"), "c"}, {undo, ""}}},
		{"undone across bases", []step{{snap("a", "b1"), "a"}, {snap("b", "b2"), "b"}, {undo, ""}}},
		{"header changed", []step{{snap("a", "b1"), "a"}, {header, ""}, {snap("b", "b1"), "b"}}},
		{"cards changed", []step{{snap("a", "b1"), "a"}, {cards, ""}, {snap("b", "b1"), "b"}, {undo, ""}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := openTemp(t)
			id, err := s.CreateMatch(&record.Match{Header: sampleHeader(), Entries: sampleEntries()}, MatchOptions{})
			if err != nil {
				t.Fatal(err)
			}
			for i, st := range c.steps {
				info, _, err := s.MatchInfoSnapshot(id)
				if err != nil {
					t.Fatal(err)
				}
				if err := st.do(s, id, info.Actions); err != nil {
					t.Fatalf("step %d: %v", i+1, err)
				}
				info, got, err := s.MatchInfoSnapshot(id)
				if err != nil {
					t.Fatal(err)
				}
				want := st.want
				if string(got.Data) != want || (want != "" && got.Actions != info.Actions) {
					t.Errorf("step %d: snapshot %q after %d of %d actions, want %q", i+1, got.Data, got.Actions, info.Actions, want)
				}
				if want != "" && got.Basis == "" {
					t.Errorf("step %d: no basis", i+1)
				}
			}
		})
	}
}

// TestMatchSnapshotDeleted: deleting a match deletes its snapshot.
func TestMatchSnapshotDeleted(t *testing.T) {
	s := openTemp(t)
	id, err := s.CreateMatch(&record.Match{Header: sampleHeader()}, MatchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.AppendEntriesSnapshot(id, 0, sampleEntries()[:1], Snapshot{Basis: "b", Data: []byte("x")}); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteMatch(id); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := s.DB().QueryRow("SELECT count(*) FROM match_snapshots").Scan(&n); err != nil || n != 0 {
		t.Errorf("%d snapshots left (%v)", n, err)
	}
}

// TestLogLengthSeeks: the length read from the last action (seekColumns,
// logLength) is the count of actions, for a log in rows, in a pack, in a
// pack and rows after it, and an empty one.
func TestLogLengthSeeks(t *testing.T) {
	if seekColumns == infoColumns {
		t.Fatal("seekColumns counts the actions: infoColumns changed")
	}
	s := openTemp(t)
	file := []byte("line one\nline two\n")
	packed := []record.Entry{entry(engine.VerbEnd, "", "line one"), entry(engine.VerbEnd, "", "line two")}
	packed[0].Line, packed[1].Line = 1, 2
	cases := []struct {
		name   string
		m      *record.Match
		o      MatchOptions
		append int
	}{
		{"empty", &record.Match{Header: sampleHeader()}, MatchOptions{}, 0},
		{"rows", &record.Match{Header: sampleHeader(), Entries: sampleEntries()}, MatchOptions{}, 0},
		{"rows appended", &record.Match{Header: sampleHeader(), Entries: sampleEntries()}, MatchOptions{}, 3},
		{"packed", &record.Match{Header: sampleHeader(), Entries: packed}, MatchOptions{Log: file}, 0},
		{"packed and rows", &record.Match{Header: sampleHeader(), Entries: packed}, MatchOptions{Log: file}, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			id, err := s.CreateMatch(c.m, c.o)
			if err != nil {
				t.Fatal(err)
			}
			for k := range c.append {
				if err := s.AppendEntries(id, len(c.m.Entries)+k, sampleEntries()[:1]); err != nil {
					t.Fatal(err)
				}
			}
			info, err := s.MatchInfo(id)
			if err != nil {
				t.Fatal(err)
			}
			seek, _, err := s.MatchInfoSnapshot(id)
			if err != nil {
				t.Fatal(err)
			}
			if want := len(c.m.Entries) + c.append; info.Actions != want || seek.Actions != want {
				t.Errorf("counted %d, sought %d, want %d", info.Actions, seek.Actions, want)
			}
			// An append at another length is refused.
			if err := s.AppendEntries(id, info.Actions+1, sampleEntries()[:1]); !errors.Is(err, ErrConflict) {
				t.Errorf("append past the end: %v, want ErrConflict", err)
			}
		})
	}
	if _, _, err := s.MatchInfoSnapshot("999"); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown match: %v", err)
	}
	if err := s.AppendEntries("999", 0, sampleEntries()[:1]); !errors.Is(err, ErrNotFound) {
		t.Errorf("append to an unknown match: %v", err)
	}
}
