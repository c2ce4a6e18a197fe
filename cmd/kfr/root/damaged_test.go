package root

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record/store"
	"github.com/kfr-dev/kfr/reports"
)

// damagedDB has three matches between the fixture decks: match 1's last
// action does not decode (and its header has no result), match 2's tags
// are not JSON, match 3 is sound.
func damagedDB(t *testing.T) string {
	t.Helper()
	db := fixtureDB(t)
	for range 3 {
		mustKfr(t, db, "match", "new", "--p1", "Alice", "--deck1", fixtures.RedHollowWarband,
			"--p2", "Bob", "--deck2", fixtures.KeepersOfTheQuietLibrary, "--first", "Alice")
		mustKfr(t, db, "log", "house brobnar", "play Troll", "end", "concede Bob")
	}
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	for _, q := range []string{
		"UPDATE actions SET action = x'c1' WHERE match_id = 1 AND seq = 3",
		// As stored by a kfr that kept a concession in the log alone: the
		// result is the log's, which the damaged action hides.
		"UPDATE matches SET winner = -1, reason = '' WHERE id = 1",
		"UPDATE matches SET tags = '[[' WHERE id = 2",
	} {
		if _, err := st.DB().Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	return db
}

// TestDamagedMatch: one damaged match is named by its id in a warning;
// every command that reads all matches goes on with the others.
func TestDamagedMatch(t *testing.T) {
	cases := []struct {
		args    []string
		needJS  bool
		wantOut string // in standard output
		wantErr string // in standard error
	}{
		{[]string{"stats", "matchups"}, false, "2 decided games, 1 unfinished", "match 1: action 4 is damaged"},
		{[]string{"stats", "deck", "red hollow"}, false, "unfinished matches      1", "match 1: action 4 is damaged"},
		{[]string{"report", "all", "-o", "all.html"}, true, "wrote", "match 1: action 4 is damaged"},
		{[]string{"match", "list"}, false, "3 matches", "match 2 is damaged: its tags do not read"},
		{[]string{"log", "--match", "3", "# still recording"}, false, "still recording", ""},
		{[]string{"replay", "3"}, false, "Alice wins", ""},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			if c.needJS {
				if _, err := reports.LoadAssets(); err != nil {
					t.Skipf("ECharts not installed (npm ci): %v", err)
				}
			}
			db := damagedDB(t)
			args := c.args
			if c.args[0] == "report" {
				args = append(c.args[:3:3], filepath.Join(t.TempDir(), "all.html"))
			}
			out, errOut, code := kfr(t, db, args...)
			if code != 0 || !strings.Contains(out, c.wantOut) || !strings.Contains(errOut, c.wantErr) {
				t.Errorf("exit %d; want 0, %q in\n%s\nand %q in\n%s", code, c.wantOut, out, c.wantErr, errOut)
			}
		})
	}
	t.Run("undo mends the damaged match", func(t *testing.T) {
		db := damagedDB(t)
		if _, errOut, code := kfr(t, db, "replay", "1"); code != 2 || !strings.Contains(errOut, "kfr undo --match 1") {
			t.Errorf("replay of the damaged match: exit %d, %s; want 2 and how to mend it", code, errOut)
		}
		if out := mustKfr(t, db, "undo", "--match", "1"); !strings.Contains(out, "undid 4. concede Bob") {
			t.Errorf("undo printed %q", out)
		}
		mustKfr(t, db, "replay", "1")
	})
}
