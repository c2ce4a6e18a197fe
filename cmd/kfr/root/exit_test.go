package root

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/fixtures"
)

// TestUsageExitStatus: a wrong call exits 2 with a message saying what
// was wrong, for every kind of wrong call, and never 1 (which for replay
// and audit means "findings").
func TestUsageExitStatus(t *testing.T) {
	db := fixtureDB(t)
	game := filepath.Join(t.TempDir(), "game.kfr")
	if err := os.WriteFile(game, fixtures.Matches()[0].Src, 0o644); err != nil {
		t.Fatal(err)
	}
	mustKfr(t, db, "match", "import", game)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"replay", "1", "--bogus"}, "unknown flag: --bogus"},
		{[]string{"audit", "1"}, `required flag(s) "turn" not set`},
		{[]string{"audit", "1", "--turn", "x"}, `"x" is not a turn: it should start with a turn number from 1`},
		{[]string{"replay", "1", "2"}, "accepts at most 1 arg"},
		{[]string{"undo", "extra"}, "unknown command"},
		{[]string{"bogus"}, "unknown command"},
		{[]string{"match", "bogus"}, `unknown command "bogus" for "kfr match"`},
		{[]string{"match", "expor", "1"}, `did you mean "export"`},
		{[]string{"report", "bogus"}, "unknown command"},
		{[]string{"match", "import"}, "needs a file"},
		{[]string{"log", "--match"}, "flag needs an argument"},
		{[]string{"match", "new", "--p2", "Bob"}, "--p1 is missing"},
		{[]string{"match", "new", "--p1", "A", "--p2", "B", "--deck1", "red", "--deck2", "keepers", "--first", "A", "--date", "1/2/26"}, "write the date as YYYY-MM-DD"},
		{[]string{"cards", "search", "--house", "nohouse"}, `unknown house "nohouse"`},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			out, errOut, code := kfr(t, db, c.args...)
			if code != 2 || !strings.Contains(errOut, c.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q (stdout %q)", code, errOut, c.want, out)
			}
		})
	}
}

// TestJSONErrors: with --json an error is also a JSON object on standard
// output, with the exit status, when the command printed nothing else.
func TestJSONErrors(t *testing.T) {
	db := fixtureDB(t)
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"audit", "6", "--json"}, 2, `required flag(s) "turn" not set`},
		{[]string{"audit", "6", "--turn", "1", "--json"}, 2, "no match 6"},
		{[]string{"--json", "replay", "1", "--bogus"}, 2, "unknown flag"},
		{[]string{"match", "show", "9", "--json"}, 1, "no match 9"},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			out, _, code := kfr(t, db, c.args...)
			var got struct {
				Error      string `json:"error"`
				ExitStatus int    `json:"exit_status"`
			}
			if err := json.Unmarshal([]byte(out), &got); err != nil {
				t.Fatalf("stdout is not JSON (%v): %q", err, out)
			}
			if code != c.code || got.ExitStatus != code || !strings.Contains(got.Error, c.want) {
				t.Errorf("exit %d, JSON %+v; want %d and %q", code, got, c.code, c.want)
			}
		})
	}
}

// TestEmptyDB: --db "" (a script's unset variable) is
// refused before anything is opened; the default database is not created.
func TestEmptyDB(t *testing.T) {
	cases := []struct {
		name string
		args []string
		env  map[string]string
		want string
	}{
		{"--db \"\"", []string{"--db", "", "match", "new", "--p1", "A", "--p2", "B"}, nil, "--db is empty"},
		{"--db=", []string{"--db=", "match", "list"}, nil, "--db is empty"},
		{"after the noun", []string{"match", "list", "--db", ""}, nil, "--db is empty"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			home := t.TempDir()
			t.Setenv("HOME", home)
			t.Setenv("XDG_DATA_HOME", filepath.Join(home, "data"))
			os.Unsetenv("KFR_DB")
			for k, v := range c.env {
				t.Setenv(k, v)
			}
			var out, errOut bytes.Buffer
			code := Main(c.args, &out, &errOut)
			if code != 2 || !strings.Contains(errOut.String(), c.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, errOut.String(), c.want)
			}
			if _, err := os.Stat(filepath.Join(home, "data", "kfr")); !os.IsNotExist(err) {
				t.Errorf("the default database folder was created (%v)", err)
			}
		})
	}
}

// TestHelpListsExitStatuses: kfr help says what each exit status means.
func TestHelpListsExitStatuses(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := Main([]string{"help"}, &out, &errOut); code != 0 {
		t.Fatalf("kfr help: exit %d: %s", code, errOut.String())
	}
	for _, want := range []string{"Exit status", "0  done", "1  kfr replay and kfr audit", "2  kfr was called wrongly", "3  kfr log and kfr record"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("kfr help lacks %q", want)
		}
	}
}

// TestHugeArgumentErrors: an error about a huge argument (a 100 KB card
// name, a 10 MB action) quotes it by its start and end: the error stays
// short, and still names what was wrong.
func TestHugeArgumentErrors(t *testing.T) {
	db := fixtureDB(t)
	mustKfr(t, db, "match", "new", "--p1", "Alice", "--deck1", fixtures.RedHollowWarband,
		"--p2", "Bob", "--deck2", fixtures.KeepersOfTheQuietLibrary, "--first", "Alice")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"cards", "show", strings.Repeat("q", 100_000)}, "qqq"},
		{[]string{"log", "play " + strings.Repeat("z", 10<<20)}, "longer than a line can be"},
		{[]string{"deck", "show", strings.Repeat("é", 50_000)}, "éé"},
	}
	for _, c := range cases {
		t.Run(c.args[0]+" "+c.args[1], func(t *testing.T) {
			_, errOut, code := kfr(t, db, c.args...)
			if code == 0 || len(errOut) > 4096 || !strings.Contains(errOut, c.want) {
				t.Errorf("exit %d, %d bytes of errors, want a failure under 4 KB naming %q:\n%.300s", code, len(errOut), c.want, errOut)
			}
		})
	}
}
