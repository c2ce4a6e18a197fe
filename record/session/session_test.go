package session_test

import (
	"errors"
	"github.com/kfr-dev/kfr/internal/cputime"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/session"
	"github.com/kfr-dev/kfr/record/store"
)

// newMatch is a temp database with the fixture cards and decks and one
// match of Alice (Red Hollow Warband, first) against Bob (Keepers of the
// Quiet Library), holding the entries of lines.
func newMatch(t testing.TB, lines ...string) (*store.Store, string) {
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
	h := record.Header{Players: [2]string{"Alice", "Bob"},
		Decks: [2]string{fixtures.RedHollowWarband, fixtures.KeepersOfTheQuietLibrary}, First: 0}
	m := &record.Match{Header: h}
	for _, l := range lines {
		e, err := notation.ParseAction(l, &h, fixtures.Index())
		if err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		m.Entries = append(m.Entries, e)
	}
	id, err := st.CreateMatch(m, store.MatchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return st, id
}

func open(t testing.TB, st *store.Store, id string) *session.Session {
	t.Helper()
	s, err := session.Open(st, nil, id)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func storedTexts(t testing.TB, st *store.Store, id string) []string {
	t.Helper()
	m, err := st.Match(id)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range m.Entries {
		out = append(out, e.Text)
	}
	return out
}

var turn1 = []string{"house brobnar", "play Troll", "end"}

func TestLog(t *testing.T) {
	cases := []struct {
		name       string
		before     []string
		lines      []string
		stored     int      // actions in the log afterwards
		rules      []string // violations of the last action
		changes    []string // in the last action's changes
		events     []string // in the last action's events
		errPart    []string // in the error
		malformed  bool
		checkFails int
	}{
		{name: "play", lines: []string{"house brobnar", "play Troll"}, stored: 2,
			changes: []string{"Troll entered Alice's battleline (at 0)", "Alice Æmber: 0 → 1"},
			events:  []string{"Alice plays Troll"}},
		{name: "prefix within the decks", lines: []string{"house brobnar", "play trol"}, stored: 2,
			events: []string{"Alice plays Troll"}},
		{name: "violation recorded", before: turn1, lines: []string{"house untamed", "play \"Dust Pixie\"", "end",
			"house brobnar", "reap Troll", "reap Troll"}, stored: 9,
			rules: []string{"exhausted"}},
		{name: "wrong house recorded", lines: []string{"house untamed"}, stored: 1, rules: []string{"house-choice"}},
		{name: "checkpoint disagrees", before: turn1, lines: []string{"check Alice aember 5"}, stored: 4, checkFails: 1},
		{name: "comment kept", lines: []string{"# Alice shuffles"}, stored: 1},
		{name: "turn header", lines: []string{"1. Alice", "house brobnar"}, stored: 2},
		{name: "malformed card refuses the batch", before: turn1, lines: []string{"house untamed", "play \"Dust Pixy\"", "end"},
			stored: 3, malformed: true, errPart: []string{"2:", "Dust Pixie", "nothing was logged"}},
		{name: "unknown verb", lines: []string{"raep Troll"}, stored: 0, malformed: true, errPart: []string{"1:1", "reap"}},
		{name: "every bad line reported", lines: []string{"plya Troll", "end", "fight"}, stored: 0, malformed: true,
			errPart: []string{"2 malformed actions", "1:1", "3:"}},
		{name: "empty line refused", lines: []string{"end", "  "}, stored: 0, malformed: true, errPart: []string{"2:1: empty action"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			st, id := newMatch(t, c.before...)
			s := open(t, st, id)
			got, err := s.Log(c.lines)
			if n := len(storedTexts(t, st, id)); n != c.stored {
				t.Errorf("%d actions stored, want %d", n, c.stored)
			}
			if c.malformed {
				var me *session.MalformedError
				if !errors.As(err, &me) {
					t.Fatalf("error %v, want a MalformedError", err)
				}
				for _, p := range c.errPart {
					if !strings.Contains(err.Error(), p) {
						t.Errorf("error lacks %q:\n%s", p, err)
					}
				}
				if len(got) != 0 || s.Len() != len(c.before) {
					t.Errorf("malformed batch logged %d actions", len(got))
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(c.lines) {
				t.Fatalf("%d results for %d lines", len(got), len(c.lines))
			}
			last := got[len(got)-1]
			if last.Index != c.stored-1 {
				t.Errorf("index %d, want %d", last.Index, c.stored-1)
			}
			var rules []string
			for _, v := range last.Violations {
				rules = append(rules, v.Rule)
				if v.Reference == "" {
					t.Errorf("violation %s has no rule reference", v.Rule)
				}
			}
			if !slices.Equal(rules, c.rules) {
				t.Errorf("violations %v, want %v", rules, c.rules)
			}
			var changes []string
			for _, ch := range last.Changes {
				changes = append(changes, ch.String())
			}
			for _, w := range c.changes {
				if !slices.Contains(changes, w) {
					t.Errorf("changes %q lack %q", changes, w)
				}
			}
			for _, w := range c.events {
				if !slices.Contains(last.Events, w) {
					t.Errorf("events %q lack %q", last.Events, w)
				}
			}
			if n := last.Disagreements(); n != c.checkFails {
				t.Errorf("%d checkpoint items disagree, want %d", n, c.checkFails)
			}
			// The kept game is the game a fresh replay gives.
			again := open(t, st, id)
			if a, b := again.Board(), s.Board(); !slices.Equal(viewLines(a), viewLines(b)) {
				t.Errorf("incremental board differs from a fresh replay:\n%v\n%v", a, b)
			}
			if len(again.Violations()) != len(s.Violations()) {
				t.Errorf("%d violations kept, a fresh replay finds %d", len(s.Violations()), len(again.Violations()))
			}
		})
	}
}

// viewLines is a comparable form of a view.
func viewLines(v engine.View) []string {
	var out []string
	out = append(out, string(v.House), v.Step.String())
	for _, p := range v.Players {
		out = append(out, p.Name, itoa(p.Aember), itoa(p.Hand.Count), itoa(p.Deck.Count), itoa(p.Discard.Count))
		for _, c := range p.Battleline {
			out = append(out, c.Name, itoa(c.Damage), itoa(c.Power))
		}
	}
	return append(out, itoa(v.Turn), itoa(int(v.Active)))
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestFirstPlayerFromTurnHeader(t *testing.T) {
	st, id := newMatch(t)
	h := record.Header{Players: [2]string{"Alice", "Bob"},
		Decks: [2]string{fixtures.RedHollowWarband, fixtures.KeepersOfTheQuietLibrary}, First: engine.NoPlayer}
	if err := st.SetHeader(id, h, [2]string{}); err != nil {
		t.Fatal(err)
	}
	s := open(t, st, id)
	if _, err := s.Log([]string{"1. Bob", "house untamed", "play \"Dust Pixie\""}); err != nil {
		t.Fatal(err)
	}
	if s.Active() != 1 || len(s.Violations()) != 0 {
		t.Errorf("active %d with violations %v, want Bob and none", s.Active(), s.Violations())
	}
}

func TestUndo(t *testing.T) {
	st, id := newMatch(t, turn1...)
	s := open(t, st, id)
	before := s.Board()
	if _, err := s.Log([]string{"house untamed", "play \"Dust Pixie\""}); err != nil {
		t.Fatal(err)
	}
	e, text, err := s.Undo()
	if err != nil {
		t.Fatal(err)
	}
	if e.Action.Verb != engine.VerbPlay || text != `play "Dust Pixie"` {
		t.Errorf("undid %v %q", e.Action.Verb, text)
	}
	if _, _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if got := storedTexts(t, st, id); !slices.Equal(got, turn1) {
		t.Errorf("log %q after two undos, want %q", got, turn1)
	}
	if !slices.Equal(viewLines(s.Board()), viewLines(before)) {
		t.Errorf("board after undo differs from before")
	}
	empty, id2 := newMatch(t)
	s2 := open(t, empty, id2)
	if _, _, err := s2.Undo(); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("undo of an empty log: %v, want ErrNotFound", err)
	}
}

func TestConflict(t *testing.T) {
	st, id := newMatch(t, turn1...)
	a, b := open(t, st, id), open(t, st, id)
	if _, err := a.Log([]string{"house untamed"}); err != nil {
		t.Fatal(err)
	}
	got, err := b.Log([]string{"house logos", "end"})
	var ce *session.ConflictError
	if !errors.Is(err, store.ErrConflict) || !errors.As(err, &ce) {
		t.Fatalf("second writer: %v, want a conflict", err)
	}
	if len(got) != 0 || ce.Index != 3 || !strings.Contains(err.Error(), "another writer") {
		t.Errorf("conflict %v after %d actions", err, len(got))
	}
	want := append(append([]string(nil), turn1...), "house untamed")
	if texts := storedTexts(t, st, id); !slices.Equal(texts, want) {
		t.Errorf("log %q, want %q", texts, want)
	}
	if err := b.Reload(); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Log([]string{"play \"Dust Pixie\""}); err != nil {
		t.Fatalf("after reload: %v", err)
	}
	if b.Len() != 5 {
		t.Errorf("reloaded session has %d actions, want 5", b.Len())
	}
}

func TestComplete(t *testing.T) {
	st, id := newMatch(t, "house brobnar", "play Troll", "end", "house untamed", "play \"Dust Pixie\"", "end", "house brobnar")
	s := open(t, st, id)
	cases := []struct {
		line  string
		start int
		want  []string // all of these among the candidates
		not   []string // none of these
	}{
		{"", 0, []string{"reap", "undo"}, nil},
		{"re", 0, []string{"reap"}, []string{"play"}},
		{"un", 0, []string{"undo"}, nil},
		{"house ", 6, []string{"brobnar", "dis", "shadows"}, []string{"untamed"}},
		{"reap ", 5, []string{"Troll"}, []string{`"Dust Pixie"`}},
		{"reap t", 5, []string{"Troll"}, nil},
		{"fight Troll ", 12, []string{`"Dust Pixie"`}, nil},
		{"fight Troll \"Dust", 12, []string{`"Dust Pixie"`}, nil},
		{"fight Troll dust p", 12, []string{`"Dust Pixie"`}, nil},
		{"play ", 5, []string{"Krump", `"Gauntlet of Command"`}, []string{`"Bad Penny"`, "Sequis"}},
		{"play Troll ", 11, []string{"left", "right", "on"}, nil},
		{"play Troll on ", 14, []string{`"Dust Pixie"`, "Troll"}, nil},
		{"forge ", 6, []string{"red", "blue", "yellow"}, nil},
		{"concede ", 8, []string{"Alice", "Bob"}, nil},
		{"end ", 4, nil, []string{"Troll"}},
		{"> ga", 2, []string{"gain"}, nil},
		{"> damage 2 ", 11, []string{"Troll", `"Dust Pixie"`}, nil},
	}
	for _, c := range cases {
		t.Run(c.line, func(t *testing.T) {
			start, got := s.Complete(c.line, len(c.line), "undo", "board")
			if start != c.start {
				t.Errorf("start %d, want %d", start, c.start)
			}
			for _, w := range c.want {
				if !slices.Contains(got, w) {
					t.Errorf("candidates %q lack %q", got, w)
				}
			}
			for _, w := range c.not {
				if slices.Contains(got, w) {
					t.Errorf("candidates %q hold %q", got, w)
				}
			}
		})
	}
	if p := session.CommonPrefix([]string{`"Dust Pixie"`, `"Dust Imp"`}); p != `"Dust ` {
		t.Errorf("common prefix %q", p)
	}
	if p := session.CommonPrefix([]string{"Æmber", "Ære"}); p != "Æ" {
		t.Errorf("common prefix %q", p)
	}
}

// BenchmarkLogAction measures one append and apply on an open session.
func BenchmarkLogAction(b *testing.B) {
	st, id := newMatch(b, turn1...)
	s := open(b, st, id)
	for b.Loop() {
		if _, err := s.Log([]string{"# note"}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOpen2000 is what kfr log does before its action on a match of
// 2,000 actions, in one process: read the match, its decks and its log,
// and replay it. What grows with the match is here.
func BenchmarkOpen2000(b *testing.B) {
	lines := slices.Clone(turn1)
	for len(lines) < 2000 {
		lines = append(lines, "house untamed", "end", "house brobnar", "reap Troll", "end")
	}
	st, id := newMatch(b, lines[:2000]...)
	b.ReportAllocs()
	start := cputime.Used()
	for b.Loop() {
		open(b, st, id)
	}
	if cpu := cputime.Used() - start; cpu > 0 {
		b.ReportMetric(float64(cpu.Microseconds())/float64(b.N), "cpu-µs/op")
	}
}

// TestUndoAfterAnotherWriter: a session (kfr record at one end of the
// table) whose match another writer appended to since it last looked
// removes nothing on undo: the other writer's action stays, the error
// wraps store.ErrConflict, and the session has read the match again.
func TestUndoAfterAnotherWriter(t *testing.T) {
	st, id := newMatch(t, turn1...)
	mine, theirs := open(t, st, id), open(t, st, id)
	if _, err := mine.Log([]string{"house untamed"}); err != nil {
		t.Fatal(err)
	}
	if err := theirs.Reload(); err != nil {
		t.Fatal(err)
	}
	if _, err := theirs.Log([]string{`play "Dust Pixie"`}); err != nil {
		t.Fatal(err)
	}
	_, _, err := mine.Undo()
	if !errors.Is(err, store.ErrConflict) {
		t.Fatalf("undo after another writer: %v, want ErrConflict", err)
	}
	want := append(slices.Clone(turn1), "house untamed", `play "Dust Pixie"`)
	if got := storedTexts(t, st, id); !slices.Equal(got, want) {
		t.Errorf("log %q, want %q", got, want)
	}
	if mine.Len() != len(want) {
		t.Errorf("the session has %d actions after the refused undo, want %d (read again)", mine.Len(), len(want))
	}
	if _, text, err := mine.Undo(); err != nil || text != `play "Dust Pixie"` {
		t.Errorf("second undo: %q, %v; want the other writer's action, now seen", text, err)
	}
}

// TestOpenRefusesOversizedMatch: a stored match past record.MaxActions
// (written by an older kfr, or by hand) is refused for recording with an
// error that says so, before its log is read into memory.
func TestOpenRefusesOversizedMatch(t *testing.T) {
	st, id := newMatch(t, "end")
	_, err := st.DB().Exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i <= ?)
		INSERT INTO actions (match_id, seq, action, text, comment)
		SELECT ?, i, (SELECT action FROM actions WHERE match_id = ? AND seq = 0), 'end', '' FROM n`,
		record.MaxActions, id, id)
	if err != nil {
		t.Fatal(err)
	}
	_, err = session.Open(st, nil, id)
	if !errors.Is(err, store.ErrTooLong) || !strings.Contains(err.Error(), "kfr match delete") {
		t.Errorf("Open of a match of %d actions: %v, want ErrTooLong saying what to do", record.MaxActions+2, err)
	}
}

// TestMatchHasTheWords: a session reads only the actions of the log when it
// opens, but Match gives every entry's text and comment, those logged
// before it opened and those it logged.
func TestMatchHasTheWords(t *testing.T) {
	st, id := newMatch(t, turn1...)
	s := open(t, st, id)
	if _, err := s.Log([]string{"house untamed  # their turn"}); err != nil {
		t.Fatal(err)
	}
	var texts, comments []string
	for _, e := range s.Match().Entries {
		texts, comments = append(texts, e.Text), append(comments, e.Comment)
	}
	if want := append(slices.Clone(turn1), "house untamed"); !slices.Equal(texts, want) {
		t.Errorf("texts %q, want %q", texts, want)
	}
	if want := []string{"", "", "", "their turn"}; !slices.Equal(comments, want) {
		t.Errorf("comments %q, want %q", comments, want)
	}
}
