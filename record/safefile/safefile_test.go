package safefile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

const mark = "<!-- test mark -->"

// TestWrite runs Write over each kind of path a user may give with -o and
// checks both what it answers and what is on disk afterwards.
func TestWrite(t *testing.T) {
	cases := []struct {
		name    string
		setup   func(t *testing.T, dir string) (path string, o Options)
		wantErr error  // nil: the write succeeds
		want    string // the path's content afterwards
		keep    map[string]string
	}{
		{"new file", func(t *testing.T, dir string) (string, Options) {
			return filepath.Join(dir, "new.kfr"), Options{}
		}, nil, "content", nil},
		{"existing file without --force", func(t *testing.T, dir string) (string, Options) {
			return put(t, dir, "notes.txt", "my notes"), Options{}
		}, ErrExists, "my notes", nil},
		{"existing file with --force", func(t *testing.T, dir string) (string, Options) {
			return put(t, dir, "notes.txt", "my notes"), Options{Force: true}
		}, nil, "content", nil},
		{"a page the caller wrote (marked)", func(t *testing.T, dir string) (string, Options) {
			return put(t, dir, "page.html", "old page\n"+mark+"\n"), Options{Mark: mark}
		}, nil, "content" + mark + "\n", nil},
		{"a page the caller did not write", func(t *testing.T, dir string) (string, Options) {
			return put(t, dir, "page.html", "<html>mine</html>\n"), Options{Mark: mark}
		}, ErrExists, "<html>mine</html>\n", nil},
		{"symbolic link without --force", func(t *testing.T, dir string) (string, Options) {
			target := put(t, dir, "target.txt", "target")
			return link(t, target, filepath.Join(dir, "link.txt")), Options{}
		}, ErrExists, "target", map[string]string{"target.txt": "target"}},
		{"symbolic link with --force replaces the link, not its target", func(t *testing.T, dir string) (string, Options) {
			target := put(t, dir, "target.txt", "target")
			return link(t, target, filepath.Join(dir, "link.txt")), Options{Force: true}
		}, nil, "content", map[string]string{"target.txt": "target"}},
		{"the database itself, even with --force", func(t *testing.T, dir string) (string, Options) {
			db := put(t, dir, "kfr.db", "database")
			return db, Options{Force: true, Protect: []string{db}}
		}, ErrProtected, "database", nil},
		{"the database by a relative path", func(t *testing.T, dir string) (string, Options) {
			db := put(t, dir, "kfr.db", "database")
			t.Chdir(dir)
			return "./kfr.db", Options{Force: true, Protect: []string{db}}
		}, ErrProtected, "database", nil},
		{"the database through a link", func(t *testing.T, dir string) (string, Options) {
			db := put(t, dir, "kfr.db", "database")
			return link(t, db, filepath.Join(dir, "alias.db")), Options{Force: true, Protect: []string{db}}
		}, ErrProtected, "database", nil},
		{"a -wal file not yet there, through a linked folder", func(t *testing.T, dir string) (string, Options) {
			os.Mkdir(filepath.Join(dir, "data"), 0o755)
			db := put(t, filepath.Join(dir, "data"), "kfr.db", "database")
			alias := link(t, filepath.Join(dir, "data"), filepath.Join(dir, "alias"))
			return filepath.Join(alias, "kfr.db-wal"), Options{Force: true, Protect: []string{db, db + "-wal"}}
		}, ErrProtected, "", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			path, o := c.setup(t, dir)
			err := Write(path, o, func(w io.Writer) error { _, err := io.WriteString(w, "content"); return err })
			if c.wantErr == nil && err != nil {
				t.Fatalf("Write: %v", err)
			}
			if c.wantErr != nil && !errors.Is(err, c.wantErr) {
				t.Fatalf("Write: %v, want an error wrapping %v", err, c.wantErr)
			}
			if got := read(t, path); got != c.want {
				t.Errorf("%s holds %q, want %q", path, got, c.want)
			}
			for name, want := range c.keep {
				if got := read(t, filepath.Join(dir, name)); got != want {
					t.Errorf("%s holds %q, want %q", name, got, want)
				}
			}
			noTemps(t, filepath.Dir(path))
		})
	}
}

// TestWriteFailureKeepsOldFile: a write that fails half-way (a full disk
// as the write function reports it) leaves the old file as it was.
func TestWriteFailureKeepsOldFile(t *testing.T) {
	dir := t.TempDir()
	path := put(t, dir, "match.kfr", "old match")
	err := Write(path, Options{Force: true}, func(w io.Writer) error {
		io.WriteString(w, "half a ")
		return &os.PathError{Op: "write", Path: path, Err: syscall.ENOSPC}
	})
	if !errors.Is(err, ErrDiskFull) || !strings.Contains(err.Error(), "disk is full") {
		t.Fatalf("Write: %v, want a disk-full error", err)
	}
	if got := read(t, path); got != "old match" {
		t.Errorf("after a failed write the file holds %q", got)
	}
	noTemps(t, dir)
}

func put(t *testing.T, dir, name, content string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func link(t *testing.T, target, name string) string {
	t.Helper()
	if err := os.Symlink(target, name); err != nil {
		t.Fatal(err)
	}
	return name
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return ""
	}
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func mode(t *testing.T, path string) os.FileMode {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	return st.Mode().Perm()
}

// noTemps fails when a temporary file was left in dir.
func noTemps(t *testing.T, dir string) {
	t.Helper()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if strings.Contains(e.Name(), ".kfr-tmp-") {
			t.Errorf("temporary file %s left behind", e.Name())
		}
	}
}
