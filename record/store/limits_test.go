package store

import (
	"errors"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// TestMaxActions: no match is stored, nor appended to, past
// record.MaxActions actions; up to it is fine.
func TestMaxActions(t *testing.T) {
	ends := func(n int) []record.Entry {
		es := make([]record.Entry, n)
		for i := range es {
			es[i] = entry(engine.VerbEnd, "", "end")
		}
		return es
	}
	cases := []struct {
		name    string
		create  int // actions the match is created with
		append  int // then appended
		wantErr error
	}{
		{"created at the bound", record.MaxActions, 0, nil},
		{"created past the bound", record.MaxActions + 1, 0, ErrTooLong},
		{"appended to the bound", record.MaxActions - 1, 1, nil},
		{"appended past the bound", record.MaxActions, 1, ErrTooLong},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := openTemp(t)
			id, err := s.CreateMatch(&record.Match{Header: sampleHeader(), Entries: ends(c.create)}, MatchOptions{})
			if c.append > 0 && err == nil {
				err = s.AppendEntries(id, c.create, ends(c.append))
			}
			if !errors.Is(err, c.wantErr) || (c.wantErr == nil && err != nil) {
				t.Fatalf("err = %v, want %v", err, c.wantErr)
			}
			if c.wantErr == nil {
				return
			}
			if info, err := s.MatchInfo(id); id != "" && (err != nil || info.Actions != c.create) {
				t.Errorf("after the refusal: %d actions (%v), want %d", info.Actions, err, c.create)
			}
		})
	}
}
