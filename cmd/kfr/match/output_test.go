package match_test

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
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

// TestExportUmask: an exported file gets 0666 less the umask.
func TestExportUmask(t *testing.T) {
	db, dir := fixtureDB(t)
	id := lastLine(kfrtest.MustRun(t, db, "match", "import", filepath.Join(dir, fixtures.Matches()[0].Name)))
	old := syscall.Umask(0o077)
	defer syscall.Umask(old)
	out := filepath.Join(dir, "private.kfr")
	kfrtest.MustRun(t, db, "match", "export", id, "-o", out)
	st, err := os.Stat(out)
	if err != nil {
		t.Fatal(err)
	}
	if st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v under umask 077, want -rw-------", st.Mode().Perm())
	}
}

// TestExportFullDisk: exporting to a full file system (a 32 KB tmpfs;
// skipped where one cannot be mounted) fails saying so and leaves no
// truncated match behind that would re-import.
func TestExportFullDisk(t *testing.T) {
	db, dir := fixtureDB(t)
	var ids []string
	for _, m := range fixtures.Matches() {
		ids = append(ids, lastLine(kfrtest.MustRun(t, db, "match", "import", filepath.Join(dir, m.Name))))
	}
	full := t.TempDir()
	if err := syscall.Mount("tmpfs", full, "tmpfs", 0, "size=8k"); err != nil {
		t.Skipf("cannot mount a small tmpfs here: %v", err)
	}
	defer syscall.Unmount(full, 0)
	// Fill the disk but for a few bytes, then export a match bigger than that.
	filler := make([]byte, 8<<10-100)
	os.WriteFile(filepath.Join(full, "filler"), filler, 0o644)
	out := filepath.Join(full, "match.kfr")
	_, errOut, code := kfrtest.Run(t, db, "", "match", "export", ids[len(ids)-1], "-o", out)
	if code == 0 || !strings.Contains(errOut, "disk is full") {
		t.Fatalf("exit %d, want a failure saying the disk is full:\n%s", code, errOut)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("%s exists after a failed export (%v)", out, err)
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
