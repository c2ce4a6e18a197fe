package logcmd_test

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/cmd/kfr/logcmd"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/session"
	"github.com/kfr-dev/kfr/record/store"
)

// testDB is a database with the fixture cards and decks and one current
// match, Alice (Red Hollow Warband, first) against Bob (Keepers of the
// Quiet Library), whose log holds lines. It returns the path and the id.
func testDB(t testing.TB, lines ...string) (string, string) {
	t.Helper()
	path := kfrtest.FixtureDB(t)
	return path, kfrtest.CurrentMatch(t, path, matchOf(t, lines...))
}

func header() record.Header { return kfrtest.Header() }

// matchOf is a match of header() with these lines as its log.
func matchOf(t testing.TB, lines ...string) *record.Match {
	t.Helper()
	m := &record.Match{Header: header()}
	ix := fixtures.Index()
	for _, l := range lines {
		e, err := parse(l, &m.Header, ix)
		if err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		m.Entries = append(m.Entries, e)
	}
	return m
}

func stored(t testing.TB, db, id string) []string {
	t.Helper()
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	m, err := st.Match(id)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range m.Entries {
		s := e.Text
		if e.Comment != "" {
			s = strings.TrimSpace(s + " # " + e.Comment)
		}
		out = append(out, s)
	}
	return out
}

var turn1 = []string{"house brobnar", "play Troll", "end"}

func TestLogAndUndo(t *testing.T) {
	cases := []struct {
		name    string
		before  []string
		stdin   string
		args    []string
		code    int
		out     []string // in stdout
		errOut  []string // in stderr
		stored  []string // the log afterwards (nil: unchanged)
		noMatch bool     // no current match
	}{
		{name: "two actions", args: []string{"log", "house brobnar", "play Troll"},
			out:    []string{"1. house brobnar  (Alice's turn 1)", "2. play Troll", "Alice plays Troll", "Troll entered Alice's battleline"},
			stored: []string{"house brobnar", "play Troll"}},
		{name: "violation recorded", before: turn1,
			args: []string{"log", "house untamed", "play \"Dust Pixie\"", "end", "house brobnar", "reap Troll", "reap Troll"},
			out: []string{"VIOLATION exhausted: Troll is exhausted", "Rulebook: Ready and Exhausted",
				"1 violation recorded"},
			stored: append(slices.Clone(turn1), "house untamed", `play "Dust Pixie"`, "end", "house brobnar", "reap Troll", "reap Troll")},
		{name: "checkpoint disagrees", before: turn1, args: []string{"log", "check Alice aember 4"},
			out: []string{"check Alice aember: log 4, engine 1: DISAGREE"}, stored: append(slices.Clone(turn1), "check Alice aember 4")},
		{name: "malformed line refuses all", before: turn1, args: []string{"log", "house untamed", "play \"Dust Pixy\"", "end"},
			code: 2, errOut: []string{"nothing was logged", `2:6: unknown card "Dust Pixy"`, `"Dust Pixie"`, "     ^"}},
		{name: "bad verb", args: []string{"log", "raep Troll"}, code: 2, errOut: []string{"1:1: unknown verb", "reap"}},
		{name: "stdin", stdin: "house brobnar\n\n# the table is loud\nplay Troll  # first creature\n   \nend\n",
			args: []string{"log"}, out: []string{"3. play Troll  # first creature"},
			stored: []string{"house brobnar", "# the table is loud", "play Troll # first creature", "end"}},
		{name: "stdin dash", stdin: "house brobnar\n", args: []string{"log", "-"},
			stored: []string{"house brobnar"}},
		{name: "stdin malformed line numbered as read", stdin: "house brobnar\n\nplay Trolll\n", args: []string{"log"},
			code: 2, errOut: []string{"3:6: unknown card"}},
		{name: "json", args: []string{"--json", "log", "house brobnar", "play Troll"},
			out:    []string{`"match_id": "1"`, `"number": 2`, `"text": "play Troll"`, `"violations": []`},
			stored: []string{"house brobnar", "play Troll"}},
		{name: "one action split by the shell", args: []string{"log", "house", "shadows"}, code: 2,
			errOut: []string{"each argument is one action; as one action: kfr log 'house shadows'"}},
		{name: "a name with spaces split by the shell", before: []string{"house shadows"}, args: []string{"log", "play", "Bad", "Penny"}, code: 2,
			errOut: []string{`unknown verb "Penny"`, `each argument is one action; as one action: kfr log 'play "Bad Penny"'`}},
		{name: "a name with spaces unquoted", before: []string{"house shadows"}, args: []string{"log", "play Bad Penny"}, code: 2,
			errOut: []string{`unexpected "Penny" after play: a name with spaces goes in quotes: "Bad Penny"`}},
		{name: "which copy is logged", args: []string{"log", "house brobnar", "play Troll +amber"}, out: []string{"2. play Troll +amber"},
			stored: []string{"house brobnar", "play Troll +amber"}},
		{name: "a waiting choice is shown", before: []string{"house brobnar", "play Troll", "end", "house untamed", `play "Dust Pixie"`, "end", "house brobnar", "play Krump"},
			args: []string{"log", "play Anger"}, out: []string{"WAITING: Anger: ready and fight with a friendly creature", "answer: choose Troll | Krump"},
			stored: []string{"house brobnar", "play Troll", "end", "house untamed", `play "Dust Pixie"`, "end", "house brobnar", "play Krump", "play Anger"}},
		{name: "explicit match", args: []string{"log", "--match", "1", "house brobnar"}, stored: []string{"house brobnar"}},
		{name: "unknown match", args: []string{"log", "--match", "99", "end"}, code: 1, errOut: []string{"no match 99"}},
		{name: "no current match", noMatch: true, args: []string{"log", "end"}, code: 1, errOut: []string{"kfr match new"}},
		{name: "undo", before: turn1, args: []string{"undo"}, out: []string{"undid 3. end (match 1 has 2 actions left)"},
			stored: []string{"house brobnar", "play Troll"}},
		{name: "undo json", before: turn1, args: []string{"--json", "undo"}, out: []string{`"number": 3`, `"text": "end"`, `"total_actions": 2`},
			stored: []string{"house brobnar", "play Troll"}},
		{name: "undo empty", args: []string{"undo"}, code: 1, errOut: []string{"no actions to undo"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db, id := testDB(t, c.before...)
			if c.noMatch {
				st, err := store.Open(db)
				if err != nil {
					t.Fatal(err)
				}
				st.DB().Exec("DELETE FROM kfr_meta WHERE key = 'current_match'")
				st.Close()
			}
			out, errOut, code := kfrtest.Run(t, db, c.stdin, c.args...)
			if code != c.code {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, c.code, out, errOut)
			}
			for _, w := range c.out {
				if !strings.Contains(out, w) {
					t.Errorf("stdout lacks %q:\n%s", w, out)
				}
			}
			for _, w := range c.errOut {
				if !strings.Contains(errOut, w) {
					t.Errorf("stderr lacks %q:\n%s", w, errOut)
				}
			}
			want := c.stored
			if want == nil {
				want = c.before
			}
			if got := stored(t, db, id); !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) {
				t.Errorf("log %q, want %q", got, want)
			}
			if strings.Contains(strings.Join(c.args, " "), "--json") {
				var v any
				if err := json.Unmarshal([]byte(out), &v); err != nil {
					t.Errorf("not JSON: %v\n%s", err, out)
				}
			}
		})
	}
}

// TestConflictExit checks the error a stale writer gets from the command
// layer: a session opened before another kfr log appended.
func TestConflictExit(t *testing.T) {
	db, id := testDB(t, turn1...)
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	stale, err := session.Open(st, nil, id)
	if err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := kfrtest.Run(t, db, "", "log", "house untamed"); code != 0 {
		t.Fatalf("kfr log: exit %d: %s", code, errOut)
	}
	_, err = stale.Log([]string{"house logos"})
	var coded interface{ ExitCode() int }
	if !strings.Contains(err.Error(), "another writer") || !asCoded(err, &coded) || coded.ExitCode() != 3 {
		t.Errorf("stale writer: %v, want a conflict with exit status 3", err)
	}
	if got := stored(t, db, id); !slices.Equal(got, append(slices.Clone(turn1), "house untamed")) {
		t.Errorf("log %q", got)
	}
	_ = logcmd.UndoJSON{}
}

func parse(line string, h *record.Header, r notation.Resolver) (record.Entry, error) {
	return notation.ParseAction(line, h, r)
}

func asCoded(err error, target *interface{ ExitCode() int }) bool { return errors.As(err, target) }

// TestWithMatchNew goes the way a table does: kfr match new, kfr log,
// kfr undo, then the match exported and replayed.
func TestWithMatchNew(t *testing.T) {
	db, _ := testDB(t)
	steps := []struct {
		args []string
		want string
	}{
		{[]string{"match", "new", "--p1", "Carol", "--deck1", fixtures.KeepersOfTheQuietLibrary,
			"--p2", "Dan", "--deck2", fixtures.RedHollowWarband, "--first", "Dan"}, "2"},
		{[]string{"log", "house brobnar", "play Troll", "end", "house untamed", "play \"Dust Pixie\""}, "5. play \"Dust Pixie\"  (Carol's turn 1)"},
		{[]string{"undo"}, "undid 5. play \"Dust Pixie\""},
		{[]string{"undo", "--match", "2"}, "undid 4. house untamed (match 2 has 3 actions left)"},
		{[]string{"log", "house logos"}, "4. house logos"},
		{[]string{"match", "export", "2"}, "\nhouse brobnar\nplay Troll\nend\nhouse logos\n"},
		{[]string{"replay", "2"}, "Violations: 0"},
	}
	for _, s := range steps {
		out, errOut, code := kfrtest.Run(t, db, "", s.args...)
		if code != 0 {
			t.Fatalf("kfr %s: exit %d: %s", strings.Join(s.args, " "), code, errOut)
		}
		if !strings.Contains(out, s.want) {
			t.Errorf("kfr %s: output lacks %q:\n%s", strings.Join(s.args, " "), s.want, out)
		}
	}
}

func TestShellCompletion(t *testing.T) {
	db, _ := testDB(t, turn1...)
	cases := []struct {
		args []string
		want []string
		not  []string
	}{
		{[]string{"__complete", "log", "ho"}, []string{"house"}, []string{"reap"}},
		{[]string{"__complete", "log", "house "}, []string{"house logos", "house untamed"}, []string{"house brobnar"}},
		{[]string{"__complete", "log", "--match", "1", "play \"Dust"}, []string{`play "Dust Pixie"`}, nil},
		{[]string{"__complete", "log", "--match", ""}, []string{"1\tAlice vs Bob"}, nil},
		{[]string{"__complete", "undo", "--match", ""}, []string{"1\tAlice vs Bob"}, nil},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args[1:], " "), func(t *testing.T) {
			out, errOut, code := kfrtest.Run(t, db, "", c.args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errOut)
			}
			lines := strings.Split(out, "\n")
			for _, w := range c.want {
				if !slices.Contains(lines, w) {
					t.Errorf("completions lack %q:\n%s", w, out)
				}
			}
			for _, w := range c.not {
				if slices.Contains(lines, w) {
					t.Errorf("completions hold %q:\n%s", w, out)
				}
			}
		})
	}
}
