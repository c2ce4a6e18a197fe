package importcmd_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/record"
)

// counted is how many matches the statistics count (decided and
// unfinished), from kfr stats matchups.
func counted(t *testing.T, db string) int {
	t.Helper()
	m := regexp.MustCompile(`(\d+) decided games, (\d+) unfinished`).FindStringSubmatch(kfrtest.MustRun(t, db, "stats", "matchups"))
	if m == nil {
		t.Fatal("kfr stats matchups gives no count")
	}
	a, _ := strconv.Atoi(m[1])
	b, _ := strconv.Atoi(m[2])
	return a + b
}

// TestGarbledLog: a TCO log kfr understood less than half of
// (testdata/garbled.txt: a short game followed by chat) is imported with a
// warning and kept out of the statistics, unless --count-anyway, or until
// kfr match include; a log it understands (testdata/clean.txt) counts.
func TestGarbledLog(t *testing.T) {
	cases := []struct {
		name        string
		args        []string
		warn        bool
		counted     int
		afterAction []string // then run, and counted once more
	}{
		{"clean log", []string{"testdata/clean.txt"}, false, 1, nil},
		{"garbled log", []string{"testdata/garbled.txt"}, true, 0, []string{"match", "include", "1"}},
		{"garbled log, --count-anyway", []string{"--count-anyway", "testdata/garbled.txt"}, false, 1, nil},
		{"clean log excluded by hand", []string{"testdata/clean.txt"}, false, 1, []string{"match", "exclude", "1"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db := kfrtest.ImportedFixtureDB(t, nil)
			_, errOut, code := kfrtest.Run(t, db, "", append([]string{"import", "tco"}, c.args...)...)
			if code != 0 {
				t.Fatalf("import: exit %d: %s", code, errOut)
			}
			warned := strings.Contains(errOut, "understood only") && strings.Contains(errOut, "kept out of the statistics")
			if warned != c.warn {
				t.Errorf("warning %v, want %v:\n%s", warned, c.warn, errOut)
			}
			if got := counted(t, db); got != c.counted {
				t.Errorf("the statistics count %d matches, want %d", got, c.counted)
			}
			if c.afterAction != nil {
				kfrtest.MustRun(t, db, c.afterAction...)
				if got := counted(t, db); got != 1-c.counted {
					t.Errorf("after kfr %s the statistics count %d matches, want %d", strings.Join(c.afterAction, " "), got, 1-c.counted)
				}
			}
		})
	}
}

// TestOversizedLog: a "log" longer than any game (more actions than a
// match can have, or more than 4 MB) is refused naming the file and the
// bound, before it is replayed, and nothing is stored.
func TestOversizedLog(t *testing.T) {
	clean, err := os.ReadFile("testdata/clean.txt")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name  string
		extra string // appended to testdata/clean.txt
		want  string
	}{
		{"more actions than a match has", strings.Repeat("Alice plays Troll\n", record.MaxActions), "more than a match can have (10000)"},
		{"more than 4 MB", strings.Repeat("lol gg wp, what a game that was\n", 5<<20/32), "more than kfr reads as one file (4 MB)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db := kfrtest.ImportedFixtureDB(t, nil)
			file := filepath.Join(t.TempDir(), "huge.txt")
			os.WriteFile(file, append(clean, c.extra...), 0o644)
			_, errOut, code := kfrtest.Run(t, db, "", "import", "tco", file)
			if code == 0 || !strings.Contains(errOut, file) || !strings.Contains(errOut, c.want) {
				t.Errorf("exit %d, want a failure naming %s and %q:\n%s", code, file, c.want, errOut)
			}
			if out := kfrtest.MustRun(t, db, "match", "list"); !strings.Contains(out, "no matches") {
				t.Errorf("a match was stored:\n%s", out)
			}
		})
	}
}
