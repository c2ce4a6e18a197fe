package store

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// EachAction gives the stored actions in order, stops at its function's
// error and returns it as it is, and names an action that no longer
// decodes by its number.
func TestEachAction(t *testing.T) {
	s := openTemp(t)
	m := &record.Match{Header: sampleHeader(), Entries: sampleEntries()}
	id, err := s.CreateMatch(m, MatchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got []engine.Action
	if err := s.EachAction(id, func(a engine.Action) error { got = append(got, a); return nil }); err != nil {
		t.Fatal(err)
	}
	var want []engine.Action
	for _, e := range m.Entries {
		want = append(want, e.Action)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %+v\nwant %+v", got, want)
	}
	stop := errors.New("enough")
	n := 0
	if err := s.EachAction(id, func(engine.Action) error { n++; return stop }); err != stop || n != 1 {
		t.Errorf("stopped after %d actions with %v, want 1 and the function's error", n, err)
	}
	if _, err := s.DB().Exec("UPDATE actions SET action = x'c1' WHERE seq = 2"); err != nil {
		t.Fatal(err)
	}
	err = s.EachAction(id, func(engine.Action) error { return nil })
	if err == nil || !strings.Contains(err.Error(), "action 3") || !strings.Contains(err.Error(), s.Path()) {
		t.Errorf("a match with an undecodable action 3: %v", err)
	}
	if err := s.EachAction("x", func(engine.Action) error { return nil }); err == nil {
		t.Error("no error for an id that is not a number")
	}
}
