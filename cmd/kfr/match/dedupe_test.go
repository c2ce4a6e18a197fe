package match_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/fixtures"
)

// TestImportOfTableMatchExport: a match recorded at the table, exported
// and imported again is the same match, as the help promises; an export
// edited into another match (one more action) is imported as new.
func TestImportOfTableMatchExport(t *testing.T) {
	cases := []struct {
		name    string
		edit    func(string) string
		dup     bool
		matches int
	}{
		{"the export as written", func(s string) string { return s }, true, 1},
		{"respaced", func(s string) string { return strings.ReplaceAll(s, "play Troll", "play   troll") }, true, 1},
		{"one more action", func(s string) string { return s + "reap Troll\n" }, false, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db, dir := fixtureDB(t)
			kfrtest.MustRun(t, db, "match", "new", "--p1", "Alice", "--deck1", fixtures.RedHollowWarband,
				"--p2", "Bob", "--deck2", fixtures.KeepersOfTheQuietLibrary, "--first", "Alice")
			kfrtest.MustRun(t, db, "log", "house brobnar", "play Troll", "end")
			file := filepath.Join(dir, "table.kfr")
			kfrtest.MustRun(t, db, "match", "export", "-o", file)
			src, _ := os.ReadFile(file)
			os.WriteFile(file, []byte(c.edit(string(src))), 0o644)
			out := kfrtest.MustRun(t, db, "match", "import", file)
			if got := strings.Contains(out, "already imported as match 1"); got != c.dup {
				t.Errorf("import printed %q; duplicate of match 1: %v, want %v", out, got, c.dup)
			}
			var list []struct{ ID string }
			json.Unmarshal([]byte(kfrtest.MustRun(t, db, "match", "list", "--json")), &list)
			if len(list) != c.matches {
				t.Errorf("%d matches stored, want %d", len(list), c.matches)
			}
		})
	}
}

// oldHeaders is a match as kfr stored it before turns were named as
// players count them: its headers count every turn of the game.
const oldHeaders = `[Player1 "Alice"]
[Deck1 "Red Hollow Warband"]
[Player2 "Bob"]
[Deck2 "Keepers of the Quiet Library"]
[First "Alice"]

1. Alice
house brobnar
end
2. Bob
house logos
end
3. Alice
house brobnar
end
`

// TestExportOfOldMatch: match show and export print an old match's turn
// headers as players count them ("1. Bob", "2. Alice"), and importing that
// export again finds the same match, whether the old match was imported
// from a file or recorded at the table.
func TestExportOfOldMatch(t *testing.T) {
	cases := []struct {
		name  string
		store func(t *testing.T, db, dir string)
	}{
		{"imported", func(t *testing.T, db, dir string) {
			file := filepath.Join(dir, "old.kfr")
			os.WriteFile(file, []byte(oldHeaders), 0o644)
			kfrtest.MustRun(t, db, "match", "import", file)
		}},
		{"recorded at the table", func(t *testing.T, db, dir string) {
			kfrtest.MustRun(t, db, "match", "new", "--p1", "Alice", "--deck1", fixtures.RedHollowWarband,
				"--p2", "Bob", "--deck2", fixtures.KeepersOfTheQuietLibrary, "--first", "Alice")
			kfrtest.MustRun(t, db, "log", "1. Alice", "house brobnar", "end", "2. Bob", "house logos", "end", "3. Alice", "house brobnar", "end")
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db, dir := fixtureDB(t)
			c.store(t, db, dir)
			show := kfrtest.MustRun(t, db, "match", "show", "1")
			for _, want := range []string{"\n1. Alice\n", "\n1. Bob\n", "\n2. Alice\n"} {
				if !strings.Contains(show, want) {
					t.Errorf("match show has no %q:\n%s", strings.TrimSpace(want), show)
				}
			}
			if strings.Contains(show, "2. Bob") || strings.Contains(show, "3. Alice") {
				t.Errorf("match show prints the old numbers:\n%s", show)
			}
			file := filepath.Join(dir, "export.kfr")
			kfrtest.MustRun(t, db, "match", "export", "1", "-o", file)
			if src, _ := os.ReadFile(file); string(src) != show {
				t.Errorf("the export differs from match show:\n%s", src)
			}
			out := kfrtest.MustRun(t, db, "match", "import", file)
			if !strings.Contains(out, "already imported as match 1") {
				t.Errorf("re-import of the export printed %q, want the same match 1", out)
			}
			var list []struct{ ID string }
			json.Unmarshal([]byte(kfrtest.MustRun(t, db, "match", "list", "--json")), &list)
			if len(list) != 1 {
				t.Errorf("%d matches stored, want 1", len(list))
			}
		})
	}
}
