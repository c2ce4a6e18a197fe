package replay_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/cmd/kfr/audit"
	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	replaycmd "github.com/kfr-dev/kfr/cmd/kfr/replay"
	"github.com/kfr-dev/kfr/cmd/kfr/state"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/store"
)

// testDB is a database holding the fixture cards and decks.
func testDB(t testing.TB) string { return kfrtest.FixtureDB(t) }

// run runs one of the three commands with args; it gives the output and
// the command's error.
func run(t *testing.T, db string, stdin string, args ...string) (string, error) {
	t.Helper()
	var out, errOut bytes.Buffer
	f := &cmdutil.Factory{Out: &out, ErrOut: &errOut, DBFlag: db}
	defer f.Close()
	nouns := map[string]func(*cmdutil.Factory) *cobra.Command{"replay": replaycmd.New, "audit": audit.New, "state": state.New}
	cmd := nouns[args[0]](f)
	for i, a := range args {
		if a == "--json" {
			f.JSON = true
			args = append(args[:i:i], args[i+1:]...)
			break
		}
	}
	cmd.SetArgs(args[1:])
	cmd.SetIn(strings.NewReader(stdin))
	cmd.SetOut(&out)
	cmd.SetErr(&errOut)
	cmd.SilenceUsage, cmd.SilenceErrors = true, true
	err := cmd.Execute()
	return out.String(), err
}

// exitCode is what the root makes of an error: ReportedError 1, an
// error with ExitCode its code, any other 1.
func exitCode(err error) int {
	var coded interface{ ExitCode() int }
	switch {
	case err == nil:
		return 0
	case errors.As(err, &coded):
		return coded.ExitCode()
	}
	return 1
}

func TestCommands(t *testing.T) {
	db := testDB(t)
	file := func(name string) string { return filepath.Join("testdata", name) }
	cases := []struct {
		name  string
		args  []string
		stdin string
		code  int
		want  []string // in the output, or in the error for code 2
	}{
		{"clean replay", []string{"replay", file("clean.kfr")}, "", 0,
			[]string{"Violations: 0", "0 disagree", "Clean: no violations", "Troll"}},
		{"violation", []string{"replay", file("violation.kfr")}, "", 1,
			[]string{"Violations: 1", "exhausted: Troll is exhausted", "Rulebook: Ready and Exhausted"}},
		{"disagreeing checkpoint", []string{"replay", file("disagree.kfr")}, "", 1,
			[]string{"Bob aember: log 3, engine 2: DISAGREE"}},
		{"json", []string{"replay", file("violation.kfr"), "--json"}, "", 1,
			[]string{`"rule": "exhausted"`, `"clean": false`}},
		{"missing file", []string{"replay", file("nope.kfr")}, "", 2, []string{"no such file"}},
		{"unknown deck", []string{"replay", file("unknown-deck.kfr")}, "", 2, []string{"No Such Deck", "kfr deck import"}},
		{"state", []string{"state", file("clean.kfr"), "--at", "2.Alice.3"}, "", 0,
			[]string{"Alice's turn 2, step main", "Troll (8 power, exhausted)", "Alice: 2 Æmber"}},
		{"state json", []string{"state", file("clean.kfr"), "--at", "1.bob", "--json"}, "", 0, []string{`"turn": 1`, `"active": "Bob"`}},
		{"state in the setup", []string{"state", file("clean.kfr"), "--at", "0"}, "", 0, []string{"The setup, step setup"}},
		{"state needs the player", []string{"state", file("clean.kfr"), "--at", "2.3"}, "", 2, []string{`no player "3"`, "2.Alice.3 (after its 3rd action)"}},
		{"state bad point", []string{"state", file("clean.kfr"), "--at", "three"}, "", 2, []string{`"three" is not a turn`, "e.g. 2.Alice (Alice's 2nd turn)"}},
		{"state past the turn", []string{"state", file("clean.kfr"), "--at", "2.Alice.9"}, "", 2, []string{"2. Alice has 5 actions (the last point in it is 2.Alice.5)"}},
		{"audit", []string{"audit", file("violation.kfr"), "--turn", "2.Alice"}, "", 0,
			[]string{"Alice's turn 2, ", "2.Alice.4  line", "VIOLATION exhausted", "An exhausted card is not able to be used", "exhausted BROKEN"}},
		{"audit board", []string{"audit", file("clean.kfr"), "--turn", "1.Bob", "--board"}, "", 0,
			[]string{"Before the turn's first action:", "Dust Pixie entered Bob's battleline"}},
		{"audit json", []string{"audit", file("violation.kfr"), "--turn", "2.alice", "--json"}, "", 0, []string{`"broken": true`}},
		{"audit step stops at q", []string{"audit", file("clean.kfr"), "--turn", "1.Alice", "--step"}, "\nq\n", 0,
			[]string{"Alice's turn 1, 5 actions", "1.Alice.2  line 9  house brobnar"}},
		{"audit no such turn", []string{"audit", file("clean.kfr"), "--turn", "9.Bob"}, "", 2, []string{"Bob has no turn 9 (Alice has turns 1 to"}},
		{"audit a number alone", []string{"audit", file("clean.kfr"), "--turn", "2"}, "", 2, []string{"both players have a turn 2: write 2.Alice or 2.Bob"}},
		{"audit an action", []string{"audit", file("clean.kfr"), "--turn", "2.Bob.1"}, "", 2, []string{"name a turn, not an action or the setup: 2.Bob"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, err := run(t, db, c.stdin, c.args...)
			if got := exitCode(err); got != c.code {
				t.Fatalf("exit %d, want %d (error %v)\n%s", got, c.code, err, out)
			}
			text := out
			if c.code == 2 {
				text = err.Error()
			}
			for _, w := range c.want {
				if !strings.Contains(text, w) {
					t.Errorf("%q is not in:\n%s", w, text)
				}
			}
			if strings.Contains(strings.Join(c.args, " "), "--json") && c.code != 2 {
				var v any
				if err := json.Unmarshal([]byte(out), &v); err != nil {
					t.Errorf("--json output does not parse: %v", err)
				}
			}
		})
	}
}

func TestReplayWithoutCards(t *testing.T) {
	_, err := run(t, filepath.Join(t.TempDir(), "empty.db"), "", "replay", filepath.Join("testdata", "clean.kfr"))
	if exitCode(err) != 2 || !errors.Is(err, cmdutil.ErrNoCards) {
		t.Errorf("error %v (exit %d), want ErrNoCards and exit 2", err, exitCode(err))
	}
}

// BenchmarkReplayCommand is the whole `kfr replay FILE` in process: open
// the database, load the cards and decks, parse, replay, print.
func BenchmarkReplayCommand(b *testing.B) {
	db := testDB(b)
	file := filepath.Join("testdata", "clean.kfr")
	for b.Loop() {
		var out bytes.Buffer
		f := &cmdutil.Factory{Out: &out, ErrOut: &out, DBFlag: db}
		cmd := replaycmd.New(f)
		cmd.SetArgs([]string{file})
		cmd.SilenceUsage, cmd.SilenceErrors = true, true
		if err := cmd.Execute(); err != nil {
			b.Fatal(err, out.String())
		}
		f.Close()
	}
}

// TestStoredMatch replays, audits and shows a stored match by id, and the
// current match when no argument is given: the same report as its file.
func TestStoredMatch(t *testing.T) {
	db := testDB(t)
	src, err := os.ReadFile(filepath.Join("testdata", "violation.kfr"))
	if err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	m, err := notation.Parse("violation.kfr", src, fixtures.Index())
	if err != nil {
		t.Fatal(err)
	}
	id, err := st.CreateMatch(m, store.MatchOptions{Source: store.SourceNotation})
	if err != nil {
		t.Fatal(err)
	}
	st.Close()

	fromFile, _ := run(t, db, "", "replay", filepath.Join("testdata", "violation.kfr"), "--json")
	fromStore, err := run(t, db, "", "replay", id, "--json")
	if exitCode(err) != 1 {
		t.Fatalf("replay %s: exit %d (%v), want 1 (one violation)", id, exitCode(err), err)
	}
	// The match's name differs (file vs id), and so do line numbers: a
	// stored match's are those of its export.
	lines := regexp.MustCompile(`"line": \d+`)
	strip := func(s string) string {
		var v map[string]any
		if err := json.Unmarshal([]byte(lines.ReplaceAllString(s, `"line": 0`)), &v); err != nil {
			t.Fatalf("%v\n%s", err, s)
		}
		delete(v, "match")
		b, _ := json.Marshal(v)
		return string(b)
	}
	if strip(fromFile) != strip(fromStore) {
		t.Errorf("stored match replays differently from its file:\nfile:  %s\nstore: %s", fromFile, fromStore)
	}

	if !strings.Contains(fromStore, `"line": 23`) {
		t.Errorf("the violation's line is not its line in the export (23):\n%s", fromStore)
	}
	if _, err := run(t, db, "", "replay"); exitCode(err) != 2 || !errors.Is(err, cmdutil.ErrNoMatch) {
		t.Errorf("no id, no current match: %v (exit %d), want ErrNoMatch, exit 2", err, exitCode(err))
	}
	st, _ = store.Open(db)
	st.SetCurrentMatch(id)
	st.Close()
	out, err := run(t, db, "", "audit", "--turn", "2.Alice")
	if exitCode(err) != 0 || !strings.Contains(out, "VIOLATION exhausted") {
		t.Errorf("audit of the current match: exit %d (%v)\n%s", exitCode(err), err, out)
	}
	out, err = run(t, db, "", "state", id, "--at", "2.Alice.3")
	if exitCode(err) != 0 || !strings.Contains(out, "Alice's turn 2") {
		t.Errorf("state of match %s: exit %d (%v)\n%s", id, exitCode(err), err, out)
	}
	if _, err := run(t, db, "", "replay", "77"); exitCode(err) != 2 || !errors.Is(err, store.ErrNotFound) {
		t.Errorf("unknown id: %v (exit %d)", err, exitCode(err))
	}
}

// TestStoredLegacyTurns: a match stored when turn headers counted every
// turn of the game ("1. Alice", "2. Bob", "3. Alice") replays as before and
// is audited and shown by the turns as players count them, with the same
// output as the same match written with today's headers.
func TestStoredLegacyTurns(t *testing.T) {
	db := testDB(t)
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	ids := map[string]string{}
	for _, name := range []string{"legacy-turns.kfr", "clean.kfr"} {
		src, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		m, err := notation.Parse(name, src, fixtures.Index())
		if err != nil {
			t.Fatal(err)
		}
		if ids[name], err = st.CreateMatch(m, store.MatchOptions{Source: store.SourceNotation}); err != nil {
			t.Fatal(err)
		}
	}
	st.Close()
	for _, args := range [][]string{{"replay"}, {"audit", "--turn", "2.Alice"}, {"state", "--at", "1.Bob.2"}, {"audit", "--turn", "1.Bob", "--json"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			var outs []string
			for _, name := range []string{"legacy-turns.kfr", "clean.kfr"} {
				a := append([]string{args[0], ids[name]}, args[1:]...)
				out, err := run(t, db, "", a...)
				if exitCode(err) != 0 {
					t.Fatalf("kfr %s: exit %d (%v)\n%s", strings.Join(a, " "), exitCode(err), err, out)
				}
				outs = append(outs, strings.NewReplacer("Match "+ids[name]+":", "Match ID:", "3. Alice", "2. Alice", "2. Bob", "1. Bob").Replace(out))
			}
			if outs[0] != outs[1] {
				t.Errorf("the legacy match reads differently:\nlegacy:\n%s\ntoday:\n%s", outs[0], outs[1])
			}
			if args[0] == "audit" && !strings.Contains(outs[0], "'s turn") && !strings.Contains(outs[0], `"turn": 1`) {
				t.Errorf("no turn named as players count it:\n%s", outs[0])
			}
		})
	}
}
