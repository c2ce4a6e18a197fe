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
