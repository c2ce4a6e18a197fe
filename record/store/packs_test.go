package store

import (
	"bytes"
	"compress/flate"
	"errors"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// importedLog is a small imported file and the entries read from it, as
// record/tco makes them: a line's text on its first entry only, a text
// that is no line of the file (kept verbatim), entries without text.
func importedLog() ([]byte, []record.Entry) {
	file := []byte("\ufeffAlice brings Red to The Crucible\r\nTurn 1 - Bob\r\nBob chooses dis as their active house this turn\r\n\r\nBob plays Tocsin\nEnd of turn 1\n")
	es := []record.Entry{
		{Action: engine.Action{Verb: engine.VerbTurn, Player: 1, N: 1}, Text: "Turn 1 - Bob", Line: 2},
		{Action: engine.Action{Verb: engine.VerbHouse, Player: engine.NoPlayer, House: "dis"}, Text: "Bob chooses dis as their active house this turn", Line: 3, Comment: "house"},
		entry(engine.VerbPlay, "tocsin", "Bob plays Tocsin"),
		entry(engine.VerbReap, "tocsin", ""),
		entry(engine.VerbEnd, "", "End of turn 1 (as normalised)"),
	}
	es[2].Line, es[3].Line, es[4].Line = 5, 5, 6
	es[3].Comment = "implied"
	return file, es
}

// TestPackedMatchReadsAsItsEntries: a match stored with its imported file
// reads back (Match, MatchActions, EachAction) exactly as the same match
// stored row by row, and has no rows of actions.
func TestPackedMatchReadsAsItsEntries(t *testing.T) {
	s := openTemp(t)
	file, es := importedLog()
	ids := map[string]string{}
	for name, o := range map[string]MatchOptions{
		"rows":   {Source: SourceTCO},
		"packed": {Source: SourceTCO, Log: file},
	} {
		id, err := s.CreateMatch(&record.Match{Header: sampleHeader(), Entries: es}, o)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		ids[name] = id
	}
	want := withoutLines(es)
	for _, tc := range []struct {
		name string
		read func(id string) ([]record.Entry, error)
		text bool
	}{
		{"Match", func(id string) ([]record.Entry, error) {
			m, err := s.Match(id)
			if err != nil {
				return nil, err
			}
			return m.Entries, nil
		}, true},
		{"MatchActions", s.MatchActions, false},
		{"MatchLogActions", func(id string) ([]record.Entry, error) {
			info, err := s.MatchInfo(id)
			if err != nil {
				return nil, err
			}
			return s.MatchLogActions(info)
		}, false},
		{"EachActionOf", func(id string) ([]record.Entry, error) {
			info, err := s.MatchInfo(id)
			if err != nil {
				return nil, err
			}
			var out []record.Entry
			err = s.EachActionOf(info, func(a engine.Action) error {
				out = append(out, record.Entry{Action: a})
				return nil
			})
			return out, err
		}, false},
		{"EachAction", func(id string) ([]record.Entry, error) {
			var out []record.Entry
			err := s.EachAction(id, func(a engine.Action) error {
				out = append(out, record.Entry{Action: a})
				return nil
			})
			return out, err
		}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := want
			if !tc.text {
				w = actionsOnly(want)
			}
			for name, id := range ids {
				got, err := tc.read(id)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if !reflect.DeepEqual(got, w) {
					t.Errorf("%s: read\n%+v\nwant\n%+v", name, got, w)
				}
			}
		})
	}
	var rows int
	if err := s.db.QueryRow("SELECT count(*) FROM actions WHERE match_id = ?", ids["packed"]).Scan(&rows); err != nil || rows != 0 {
		t.Errorf("the packed match has %d rows of actions (%v), want 0: the pack has them", rows, err)
	}
	for name, id := range ids {
		info, err := s.MatchInfo(id)
		if err != nil || info.Actions != len(es) {
			t.Errorf("%s: MatchInfo says %d actions (%v), want %d", name, info.Actions, err, len(es))
		}
	}
}

// TestPackedMatchUndoAndAppend: undo takes back a packed action with its
// text and comment; an action appended later is a row of its own, and
// the log reads as the entries that remain plus it.
func TestPackedMatchUndoAndAppend(t *testing.T) {
	s := openTemp(t)
	file, es := importedLog()
	id, err := s.CreateMatch(&record.Match{Header: sampleHeader(), Entries: es}, MatchOptions{Source: SourceTCO, Log: file})
	if err != nil {
		t.Fatal(err)
	}
	want := withoutLines(es)
	if _, err := s.Undo(id, len(es)-1); !errors.Is(err, ErrConflict) {
		t.Errorf("undo expecting another length: %v, want ErrConflict", err)
	}
	for i := len(want) - 1; i >= 3; i-- {
		got, err := s.Undo(id, i+1)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want[i]) {
			t.Errorf("undo %d = %+v, want %+v", i+1, got, want[i])
		}
	}
	added := []record.Entry{entry(engine.VerbFight, "tocsin", "fight Tocsin Troll"), entry(engine.VerbEnd, "", "end")}
	if err := s.AppendEntries(id, 4, added); !errors.Is(err, ErrConflict) {
		t.Errorf("append after the wrong length: %v, want ErrConflict", err)
	}
	if err := s.AppendEntries(id, 3, added); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Undo(id, 5); err != nil || !reflect.DeepEqual(got, added[1]) {
		t.Errorf("undo of an appended row = %+v, %v; want %+v", got, err, added[1])
	}
	added = added[:1]
	m, err := s.Match(id)
	if err != nil {
		t.Fatal(err)
	}
	w := append(want[:3:3], added...)
	if !reflect.DeepEqual(m.Entries, w) {
		t.Errorf("after undo and append:\n%+v\nwant\n%+v", m.Entries, w)
	}
	var as []record.Entry
	if err := s.EachAction(id, func(a engine.Action) error {
		as = append(as, record.Entry{Action: a})
		return nil
	}); err != nil || !reflect.DeepEqual(as, actionsOnly(w)) {
		t.Errorf("EachAction after undo and append: %+v, %v", as, err)
	}
}

// TestPackDamaged: a pack that does not read makes its match damaged
// (ErrDamaged), as an action that does not decode does.
func TestPackDamaged(t *testing.T) {
	s := openTemp(t)
	file, es := importedLog()
	id, err := s.CreateMatch(&record.Match{Header: sampleHeader(), Entries: es}, MatchOptions{Source: SourceTCO, Log: file})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec("UPDATE match_packs SET data = x'00ff'"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Match(id); !errors.Is(err, ErrDamaged) {
		t.Errorf("Match of a damaged pack: %v, want ErrDamaged", err)
	}
	if err := s.EachAction(id, func(engine.Action) error { return nil }); !errors.Is(err, ErrDamaged) {
		t.Errorf("EachAction of a damaged pack: %v, want ErrDamaged", err)
	}
	if err := s.DeleteMatch(id); err != nil {
		t.Fatal(err)
	}
	var n int
	if err := s.db.QueryRow("SELECT count(*) FROM match_packs").Scan(&n); err != nil || n != 0 {
		t.Errorf("%d packs left after the match was deleted (%v)", n, err)
	}
}

// TestMatchesBeforePacksStillRead: a database of schema 6 (before packs)
// holding a match of full rows opens, migrates, and reads the match as
// it was.
func TestMatchesBeforePacksStillRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "kfr.db")
	db := rawDB(t, path)
	ms, err := migrations()
	if err != nil {
		t.Fatal(err)
	}
	old := &Store{db: db, path: path}
	for _, m := range ms[:6] {
		if err := old.apply(m); err != nil {
			t.Fatal(err)
		}
	}
	_, es := importedLog()
	id, err := old.CreateMatch(&record.Match{Header: sampleHeader(), Entries: es}, MatchOptions{Source: SourceTCO, Hash: "h"})
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	m, err := s.Match(id)
	if err != nil {
		t.Fatal(err)
	}
	if want := withoutLines(es); !reflect.DeepEqual(m.Entries, want) {
		t.Errorf("after migrating:\n%+v\nwant\n%+v", m.Entries, want)
	}
}

// withoutLines is es as the store gives them back: without Line.
func withoutLines(es []record.Entry) []record.Entry {
	out := make([]record.Entry, len(es))
	for i, e := range es {
		e.Line = 0
		out[i] = e
	}
	return out
}

// actionsOnly is es without their texts and comments.
func actionsOnly(es []record.Entry) []record.Entry {
	out := make([]record.Entry, len(es))
	for i, e := range es {
		out[i] = record.Entry{Action: e.Action}
	}
	return out
}

// FuzzUnpack: a pack read from the database, whatever its bytes, unpacks
// or fails with errPack, and never panics; a pack made by packer unpacks
// to its entries.
func FuzzUnpack(f *testing.F) {
	file, es := importedLog()
	var p packer
	good, err := p.pack(file, es)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(good)
	f.Add([]byte{})
	f.Add([]byte{0x01, 0x00, 0x00})
	raw := []byte{packVersion, 2, 'a', '\n', 2, 1, 0x90, 9, 0, 0, 0, 1, 'x'}
	var deflated bytes.Buffer
	w, _ := flate.NewWriter(&deflated, flate.BestSpeed)
	w.Write(raw)
	w.Close()
	f.Add(deflated.Bytes())
	f.Fuzz(func(t *testing.T, data []byte) {
		as, err := unpack(data)
		if err != nil {
			if !errors.Is(err, errPack) {
				t.Fatalf("error %v is not errPack", err)
			}
			return
		}
		if len(as) > record.MaxActions {
			t.Fatalf("%d actions unpacked", len(as))
		}
	})
}

// TestNoMap: a store opened with NoMap reads without a memory map; one
// opened by default maps mmapSize bytes.
func TestNoMap(t *testing.T) {
	for _, tc := range []struct {
		name string
		opt  Options
		want int64
	}{
		{"default", Options{}, mmapSize},
		{"NoMap", Options{NoMap: true}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := OpenWith(filepath.Join(t.TempDir(), "kfr.db"), tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			var got int64
			if err := s.db.QueryRow("PRAGMA mmap_size").Scan(&got); err != nil || got != tc.want {
				t.Errorf("mmap_size %d (%v), want %d", got, err, tc.want)
			}
		})
	}
}

// TestCacheKB: a store opened with CacheKB bounds SQLite's page cache to
// that many KB; one opened by default keeps SQLite's own.
func TestCacheKB(t *testing.T) {
	for _, tc := range []struct {
		name string
		opt  Options
		want int64
	}{
		{"default", Options{}, -2000},
		{"512 KB", Options{CacheKB: 512}, -512},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := OpenWith(filepath.Join(t.TempDir(), "kfr.db"), tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			var got int64
			if err := s.db.QueryRow("PRAGMA cache_size").Scan(&got); err != nil || got != tc.want {
				t.Errorf("cache_size %d (%v), want %d", got, err, tc.want)
			}
		})
	}
}
