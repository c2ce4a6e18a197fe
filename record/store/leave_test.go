package store

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/record"
)

// TestLeave: a store left with a short write-ahead log keeps it (no
// checkpoint), and what was committed reads back in a new store; one left
// with a long log is closed as ever (the log merged and deleted).
func TestLeave(t *testing.T) {
	cases := []struct {
		name    string
		entries int
		keeps   bool
	}{
		{"a short log", 1, true},
		{"a long log", 1000, false}, // with a comment of 1 KB each
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "kfr.db")
			s := mustOpen(t, path)
			id, err := s.CreateMatch(&record.Match{Header: sampleHeader()}, MatchOptions{})
			if err != nil {
				t.Fatal(err)
			}
			s.Close() // (the log starts empty)
			s = mustOpen(t, path)
			var es []record.Entry
			for len(es) < c.entries {
				es = append(es, sampleEntries()...)
			}
			if c.entries > 1 {
				for i := range es {
					es[i].Comment = strings.Repeat("x", 1<<10)
				}
			}
			if err := s.AppendEntries(id, 0, es[:c.entries]); err != nil {
				t.Fatal(err)
			}
			if err := s.Leave(); err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(path + "-wal"); (err == nil) != c.keeps {
				t.Errorf("write-ahead log kept: %v, want %v", err == nil, c.keeps)
			}
			again := mustOpen(t, path)
			defer again.Close()
			if info, err := again.MatchInfo(id); err != nil || info.Actions != c.entries {
				t.Errorf("%d actions read back (%v), want %d", info.Actions, err, c.entries)
			}
		})
	}
}
