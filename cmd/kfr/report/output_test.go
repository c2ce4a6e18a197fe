package report_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record/store"
)

// TestReportOutput: a report never writes the open database, replaces a
// page kfr wrote without --force, and another file only with it.
func TestReportOutput(t *testing.T) {
	needECharts(t)
	cases := []struct {
		name     string
		target   func(t *testing.T, db, dir string) string
		force    bool
		wantCode int
		wantErr  string
		kept     bool   // the target keeps its content
		page     string // "match" for kfr report match 1; "" for kfr report all
	}{
		{"the database", func(t *testing.T, db, dir string) string { return db }, false, 1, "is the open kfr database", true, ""},
		{"the database, a match's report", func(t *testing.T, db, dir string) string { return db }, true, 1, "is the open kfr database", true, "match"},
		{"the database with --force", func(t *testing.T, db, dir string) string { return db }, true, 1, "is the open kfr database", true, ""},
		{"the -wal file", func(t *testing.T, db, dir string) string { return db + "-wal" }, true, 1, "is the open kfr database", false, ""},
		{"a user's page", func(t *testing.T, db, dir string) string {
			return write(t, filepath.Join(dir, "mine.html"), "<html>my page</html>\n")
		}, false, 1, "add --force", true, ""},
		{"a user's page with --force", func(t *testing.T, db, dir string) string {
			return write(t, filepath.Join(dir, "mine.html"), "<html>my page</html>\n")
		}, true, 0, "", false, ""},
		{"a page kfr wrote", func(t *testing.T, db, dir string) string {
			p := filepath.Join(dir, "old.html")
			kfrtest.MustRun(t, db, "report", "all", "-o", p)
			return write(t, p, strings.Replace(read(t, p), "All decks", "An older report", 1))
		}, false, 0, "", false, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db := fixtureDB(t)
			kfrtest.AddMatches(t, db, game(fixtures.RedHollowWarband, fixtures.KeepersOfTheQuietLibrary, ""))
			dir := t.TempDir()
			path := c.target(t, db, dir)
			before, _ := os.ReadFile(path)
			args := []string{"report", "all", "-o", path}
			if c.page == "match" {
				args = []string{"report", "match", "1", "-o", path}
			}
			if c.force {
				args = append(args, "--force")
			}
			_, errOut, code := kfrtest.Run(t, db, "", args...)
			if code != c.wantCode || !strings.Contains(errOut, c.wantErr) {
				t.Fatalf("exit %d, want %d with %q:\n%s", code, c.wantCode, c.wantErr, errOut)
			}
			after, _ := os.ReadFile(path)
			if c.kept && string(after) != string(before) {
				t.Errorf("%s was changed", path)
			}
			if c.wantCode == 0 && c.page == "" && !strings.Contains(string(after), "All decks") {
				t.Errorf("%s does not hold the new report", path)
			}
			if _, err := store.Open(db); err != nil {
				t.Errorf("the database no longer opens: %v", err)
			}
		})
	}
}

func write(t *testing.T, path, content string) string {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}
