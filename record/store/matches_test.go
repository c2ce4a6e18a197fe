package store

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

func sampleHeader() record.Header {
	return record.Header{
		Event:   "Club night",
		Date:    "2026-11-20",
		Players: [2]string{"Alice", "Bob"},
		Decks:   [2]string{"Red Hollow Warband", "Keepers of the Quiet Library"},
		First:   1,
		Chains:  [2]int{0, 2},
		Result:  record.Result{Winner: engine.NoPlayer},
		Tags:    []record.Tag{{Name: "Round", Value: "3"}, {Name: "Table", Value: "7"}},
	}
}

func entry(verb engine.Verb, card string, text string) record.Entry {
	a := engine.Action{Verb: verb, Player: engine.NoPlayer}
	if card != "" {
		a.Card = engine.CardRef{ID: card}
	}
	return record.Entry{Action: a, Text: text}
}

func sampleEntries() []record.Entry {
	es := []record.Entry{
		{Action: engine.Action{Verb: engine.VerbTurn, Player: 1, N: 1}, Text: "1. Bob"},
		{Action: engine.Action{Verb: engine.VerbHouse, Player: engine.NoPlayer, House: "dis"}, Text: "house dis"},
		entry(engine.VerbPlay, "tocsin", "play Tocsin"),
		entry(engine.VerbReap, "tocsin", "reap Tocsin"),
		entry(engine.VerbEnd, "", "end"),
	}
	es[3].Comment = "first reap of the day"
	return es
}

func TestMatchRoundTrip(t *testing.T) {
	s := openTemp(t)
	m := &record.Match{Header: sampleHeader(), Entries: sampleEntries()}
	id, err := s.CreateMatch(m, MatchOptions{DeckIDs: [2]string{"d1", ""}})
	if err != nil {
		t.Fatal(err)
	}
	got, err := s.Match(id)
	if err != nil {
		t.Fatal(err)
	}
	if got.ID != id {
		t.Errorf("ID = %q, want %q", got.ID, id)
	}
	if !reflect.DeepEqual(got.Header, m.Header) {
		t.Errorf("header:\n got %+v\nwant %+v", got.Header, m.Header)
	}
	if !reflect.DeepEqual(got.Entries, m.Entries) {
		t.Errorf("entries:\n got %+v\nwant %+v", got.Entries, m.Entries)
	}
	info, err := s.MatchInfo(id)
	if err != nil {
		t.Fatal(err)
	}
	if info.Source != SourceTable || info.Actions != 5 || info.DeckIDs != [2]string{"d1", ""} {
		t.Errorf("info = %+v", info)
	}
	if info.Created.IsZero() || info.Updated.Before(info.Created) {
		t.Errorf("times: created %v updated %v", info.Created, info.Updated)
	}
}

// The three ways of reading a log agree with what was stored, and an
// action that no longer decodes is an error naming the file, the match and
// the action, not a panic or a shorter log.
func TestReadLogAgreesAndNamesABadAction(t *testing.T) {
	s := openTemp(t)
	m := &record.Match{Header: sampleHeader(), Entries: sampleEntries()}
	id, err := s.CreateMatch(m, MatchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	info, err := s.MatchInfo(id)
	if err != nil {
		t.Fatal(err)
	}
	logged, err := s.MatchLog(info)
	if err != nil || !reflect.DeepEqual(logged, m.Entries) {
		t.Errorf("MatchLog: %v\n got %+v\nwant %+v", err, logged, m.Entries)
	}
	actions, err := s.MatchActions(id)
	if err != nil || len(actions) != len(m.Entries) {
		t.Fatalf("MatchActions: %d entries, %v", len(actions), err)
	}
	for i, e := range actions {
		if !reflect.DeepEqual(e.Action, m.Entries[i].Action) || e.Text != "" || e.Comment != "" {
			t.Errorf("MatchActions entry %d: %+v", i, e)
		}
	}
	if _, err := s.DB().Exec("UPDATE actions SET action = x'c1' WHERE seq = 2"); err != nil {
		t.Fatal(err)
	}
	for name, read := range map[string]func() error{
		"Match":        func() error { _, err := s.Match(id); return err },
		"MatchLog":     func() error { _, err := s.MatchLog(info); return err },
		"MatchActions": func() error { _, err := s.MatchActions(id); return err },
	} {
		err := read()
		if err == nil || !strings.Contains(err.Error(), "action 3") || !strings.Contains(err.Error(), s.Path()) {
			t.Errorf("%s of a match with an undecodable action 3: %v", name, err)
		}
	}
}

func TestAppendUndoAndConflict(t *testing.T) {
	s := openTemp(t)
	es := sampleEntries()
	id, err := s.CreateMatch(&record.Match{Header: sampleHeader()}, MatchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if err := s.AppendEntries(id, 0, es[:2]); err != nil {
		t.Fatal(err)
	}
	if err := s.AppendEntries(id, 2, es[2:]); err != nil {
		t.Fatal(err)
	}
	// A writer that still thinks the log has 2 entries is refused, and
	// writes nothing.
	err = s.AppendEntries(id, 2, es[:1])
	if !errors.Is(err, ErrConflict) {
		t.Fatalf("stale append: err = %v, want ErrConflict", err)
	}
	m, _ := s.Match(id)
	if len(m.Entries) != 5 {
		t.Fatalf("after refused append: %d entries, want 5", len(m.Entries))
	}
	last, err := s.Undo(id, AnyLength)
	if err != nil {
		t.Fatal(err)
	}
	if last.Text != "end" || last.Action.Verb != engine.VerbEnd {
		t.Errorf("undo gave %+v, want the end", last)
	}
	for i := 0; i < 4; i++ {
		if _, err := s.Undo(id, AnyLength); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Undo(id, AnyLength); !errors.Is(err, ErrNotFound) {
		t.Errorf("undo of empty log: err = %v, want ErrNotFound", err)
	}
	if err := s.AppendEntries("99", 0, es); !errors.Is(err, ErrNotFound) {
		t.Errorf("append to unknown match: err = %v", err)
	}
}

// Two processes' worth of writers (two Store handles on one file) race to
// append the next action: exactly one wins each index and the log stays
// gapless.
func TestTwoWritersConflict(t *testing.T) {
	path := filepath.Join(t.TempDir(), "kfr.db")
	a, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	id, err := a.CreateMatch(&record.Match{Header: sampleHeader()}, MatchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	const rounds = 20
	var wins, conflicts [2]int
	for seq := 0; seq < rounds; seq++ {
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for w, st := range []*Store{a, b} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				errs[w] = st.AppendEntries(id, seq, []record.Entry{entry(engine.VerbEnd, "", "writer "+strconv.Itoa(w))})
			}()
		}
		wg.Wait()
		won := 0
		for w, err := range errs {
			switch {
			case err == nil:
				wins[w]++
				won++
			case errors.Is(err, ErrConflict):
				conflicts[w]++
			default:
				t.Fatalf("round %d writer %d: %v", seq, w, err)
			}
		}
		if won != 1 {
			t.Fatalf("round %d: %d writers won, want exactly 1", seq, won)
		}
	}
	m, err := b.Match(id)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Entries) != rounds {
		t.Errorf("%d entries, want %d", len(m.Entries), rounds)
	}
	t.Logf("wins %v, conflicts %v", wins, conflicts)
}

func TestDuplicateHashAndDelete(t *testing.T) {
	s := openTemp(t)
	m := &record.Match{Header: sampleHeader(), Entries: sampleEntries()}
	id, err := s.CreateMatch(m, MatchOptions{Source: SourceTCO, Hash: "abc"})
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.CreateMatch(m, MatchOptions{Source: SourceTCO, Hash: "abc"})
	var dup *DuplicateError
	if !errors.As(err, &dup) || dup.ID != id || !errors.Is(err, ErrDuplicate) {
		t.Fatalf("second import: err = %v, want duplicate of %s", err, id)
	}
	if got, ok, err := s.MatchByHash("abc"); err != nil || !ok || got != id {
		t.Errorf("MatchByHash = %q %v %v", got, ok, err)
	}
	if _, ok, _ := s.MatchByHash(""); ok {
		t.Error("empty hash must match nothing")
	}
	// Matches without a hash never collide.
	for i := 0; i < 2; i++ {
		if _, err := s.CreateMatch(m, MatchOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.SetCurrentMatch(id); err != nil {
		t.Fatal(err)
	}
	if cur, _ := s.CurrentMatch(); cur != id {
		t.Errorf("current = %q, want %q", cur, id)
	}
	if err := s.DeleteMatch(id); err != nil {
		t.Fatal(err)
	}
	if cur, _ := s.CurrentMatch(); cur != "" {
		t.Errorf("current after delete = %q, want none", cur)
	}
	if _, err := s.Match(id); !errors.Is(err, ErrNotFound) {
		t.Errorf("deleted match: err = %v", err)
	}
	var orphans int
	s.db.QueryRow("SELECT count(*) FROM actions WHERE match_id = ?", id).Scan(&orphans)
	if orphans != 0 {
		t.Errorf("%d actions left behind", orphans)
	}
	ids, _ := s.MatchIDs()
	if len(ids) != 2 || ids[0] == id {
		t.Errorf("ids after delete = %v", ids)
	}
	// A deleted id is never given again.
	next, _ := s.CreateMatch(m, MatchOptions{})
	if next == id {
		t.Errorf("id %s reused", id)
	}
}

func TestSetHeaderAndList(t *testing.T) {
	s := openTemp(t)
	id, _ := s.CreateMatch(&record.Match{Header: sampleHeader()}, MatchOptions{})
	h := sampleHeader()
	h.Result = record.Result{Winner: 0, Reason: "keys"}
	h.Tags = nil
	if err := s.SetHeader(id, h, [2]string{"a", "b"}); err != nil {
		t.Fatal(err)
	}
	list, err := s.Matches()
	if err != nil || len(list) != 1 {
		t.Fatalf("list = %v, %v", list, err)
	}
	if list[0].Header.Result != h.Result || list[0].DeckIDs != [2]string{"a", "b"} || len(list[0].Header.Tags) != 0 {
		t.Errorf("after SetHeader: %+v", list[0])
	}
	if err := s.SetHeader("42", h, [2]string{}); !errors.Is(err, ErrNotFound) {
		t.Errorf("SetHeader unknown: %v", err)
	}
	for _, bad := range []string{"", "x", "-1", "0"} {
		if _, err := s.Match(bad); !errors.Is(err, ErrNotFound) {
			t.Errorf("Match(%q): err = %v", bad, err)
		}
	}
}

// TestKilledWriter kills a process appending actions one by one at random
// moments: every time, the database opens, the log is gapless and holds
// every action whose append had returned.
func TestKilledWriter(t *testing.T) {
	if os.Getenv("KFR_STORE_WRITER") != "" {
		writerLoop(os.Getenv("KFR_STORE_WRITER"))
		return
	}
	if testing.Short() {
		t.Skip("spawns processes")
	}
	path := filepath.Join(t.TempDir(), "kfr.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	id, err := s.CreateMatch(&record.Match{Header: sampleHeader()}, MatchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	for round := 0; round < 5; round++ {
		cmd := exec.Command(os.Args[0], "-test.run", "^TestKilledWriter$")
		cmd.Env = append(os.Environ(), "KFR_STORE_WRITER="+path)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Wait for some acknowledged appends, then kill mid-stream.
		buf := make([]byte, 64)
		acked := 0
		for acked < 10*(round+1) {
			n, err := out.Read(buf)
			if err != nil {
				break
			}
			for _, c := range buf[:n] {
				if c == '\n' {
					acked++
				}
			}
		}
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		s, err := Open(path)
		if err != nil {
			t.Fatalf("round %d: reopen after kill: %v", round, err)
		}
		var check string
		s.db.QueryRow("PRAGMA integrity_check").Scan(&check)
		m, err := s.Match(id)
		if err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		s.Close()
		if check != "ok" {
			t.Fatalf("round %d: integrity %q", round, check)
		}
		if len(m.Entries) < acked {
			t.Fatalf("round %d: %d entries but %d appends were acknowledged", round, len(m.Entries), acked)
		}
		for i, e := range m.Entries {
			if e.Text != fmt.Sprint(i) {
				t.Fatalf("round %d: entry %d is %q: log not gapless", round, i, e.Text)
			}
		}
	}
}

// writerLoop appends numbered actions forever, printing a line after each
// acknowledged append; the parent test kills it.
func writerLoop(path string) {
	s, err := Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
	for i := 0; i < 100000; i++ {
		id := "1"
		info, err := s.MatchInfo(id)
		if err != nil {
			os.Exit(3)
		}
		n := info.Actions
		if err := s.AppendEntries(id, n, []record.Entry{entry(engine.VerbEnd, "", fmt.Sprint(n))}); err != nil {
			os.Exit(3)
		}
		fmt.Println(n)
		time.Sleep(time.Millisecond)
	}
	os.Exit(0)
}
