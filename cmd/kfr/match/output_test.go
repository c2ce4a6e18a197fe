package match_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record/store"
)

// TestExportOutput: kfr match export -o never writes the open database
// (nor its -wal or -shm), replaces a user's file only with --force, does
// not write through a symbolic link, and honours the umask.
func TestExportOutput(t *testing.T) {
	cases := []struct {
		name     string
		target   func(db, dir string) string // the -o path; may create files
		force    bool
		wantCode int
		wantErr  string
		kept     func(db, dir string) string // a file that must keep its content ("" for none)
	}{
		{"the database", func(db, dir string) string { return db }, false, 1, "is the open kfr database", keepDB},
		{"the database with --force", func(db, dir string) string { return db }, true, 1, "is the open kfr database", keepDB},
		{"the -wal file", func(db, dir string) string { return db + "-wal" }, true, 1, "is the open kfr database", keepDB},
		{"the -shm file", func(db, dir string) string { return db + "-shm" }, true, 1, "is the open kfr database", keepDB},
		{"a link to the database", func(db, dir string) string {
			l := filepath.Join(dir, "alias.kfr")
			os.Symlink(db, l)
			return l
		}, true, 1, "is the open kfr database", keepDB},
		{"a user's notes", notes, false, 1, "add --force", func(db, dir string) string { return filepath.Join(dir, "notes.txt") }},
		{"a link to a user's notes", func(db, dir string) string {
			l := filepath.Join(dir, "link.kfr")
			os.Symlink(notes(db, dir), l)
			return l
		}, false, 1, "add --force", func(db, dir string) string { return filepath.Join(dir, "notes.txt") }},
		{"a link with --force: the link replaced, the notes kept", func(db, dir string) string {
			l := filepath.Join(dir, "link.kfr")
			os.Symlink(notes(db, dir), l)
			return l
		}, true, 0, "", func(db, dir string) string { return filepath.Join(dir, "notes.txt") }},
		{"a user's notes with --force", notes, true, 0, "", nil},
		{"a new file", func(db, dir string) string { return filepath.Join(dir, "new.kfr") }, false, 0, "", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			db, dir := fixtureDB(t)
			id := lastLine(kfrtest.MustRun(t, db, "match", "import", filepath.Join(dir, fixtures.Matches()[0].Name)))
			want := kfrtest.MustRun(t, db, "match", "export", id)
			out := c.target(db, dir)
			var keptPath, keptBefore string
			if c.kept != nil {
				keptPath = c.kept(db, dir)
				keptBefore = readFile(t, keptPath)
			}
			args := []string{"match", "export", id, "-o", out}
			if c.force {
				args = append(args, "--force")
			}
			_, errOut, code := kfrtest.Run(t, db, "", args...)
			if code != c.wantCode || !strings.Contains(errOut, c.wantErr) {
				t.Fatalf("exit %d, want %d with %q:\n%s", code, c.wantCode, c.wantErr, errOut)
			}
			if keptPath != "" && readFile(t, keptPath) != keptBefore {
				t.Errorf("%s was changed", keptPath)
			}
			if c.wantCode == 0 && readFile(t, out) != want {
				t.Errorf("%s does not hold the export", out)
			}
			if _, err := store.Open(db); err != nil {
				t.Errorf("the database no longer opens: %v", err)
			}
		})
	}
}

func keepDB(db, dir string) string { return db }

func notes(db, dir string) string {
	p := filepath.Join(dir, "notes.txt")
	os.WriteFile(p, []byte("my notes\n"), 0o644)
	return p
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	return string(b)
}
