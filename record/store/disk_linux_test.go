package store

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/kfr-dev/kfr/record"
)

// smallDisk mounts a tmpfs of size at a new folder for the test, or skips
// the test where mounting is not allowed.
func smallDisk(t *testing.T, size string) string {
	t.Helper()
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size="+size); err != nil {
		t.Skipf("cannot mount a tmpfs here: %v", err)
	}
	t.Cleanup(func() { syscall.Unmount(dir, syscall.MNT_DETACH) })
	return dir
}

// TestFullOrReadOnlyDisk: a database whose disk is full, or whose file
// system is mounted read-only, still opens and reads; a write fails with
// an error that says which in words ("disk is full", not "disk I/O error
// (4874)") and writes nothing.
func TestFullOrReadOnlyDisk(t *testing.T) {
	cases := []struct {
		name     string
		spoil    func(t *testing.T, dir string)
		wantErr  error
		wantText string
	}{
		{"full disk", func(t *testing.T, dir string) {
			// Fill every byte left: the file grows until the disk refuses.
			f, _ := os.Create(filepath.Join(dir, "filler"))
			defer f.Close()
			chunk := make([]byte, 64<<10)
			for {
				if _, err := f.Write(chunk); err != nil {
					break
				}
			}
			for {
				if _, err := f.Write(chunk[:512]); err != nil {
					return
				}
			}
		}, ErrDiskFull, "disk is full"},
		{"read-only mount", func(t *testing.T, dir string) {
			if err := syscall.Mount("", dir, "", syscall.MS_REMOUNT|syscall.MS_RDONLY, ""); err != nil {
				t.Skipf("cannot remount read-only: %v", err)
			}
		}, ErrReadOnly, "file system is read-only"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dir := smallDisk(t, "4m")
			path := filepath.Join(dir, "kfr.db")
			s, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			id, err := s.CreateMatch(&record.Match{Header: sampleHeader(), Entries: sampleEntries()}, MatchOptions{})
			if err != nil {
				t.Fatal(err)
			}
			s.Close()
			c.spoil(t, dir)

			s, err = Open(path)
			if err != nil {
				t.Fatalf("Open: %v, want the database opened for reading", err)
			}
			defer s.Close()
			m, err := s.Match(id)
			if err != nil || len(m.Entries) != len(sampleEntries()) {
				t.Fatalf("reading the match: %v", err)
			}
			err = s.AppendEntries(id, len(m.Entries), sampleEntries()[:1])
			if !errors.Is(err, c.wantErr) || !strings.Contains(err.Error(), c.wantText) {
				t.Errorf("append: %v, want %q", err, c.wantText)
			}
			if info, _ := s.MatchInfo(id); info.Actions != len(sampleEntries()) {
				t.Errorf("%d actions after the refused append, want %d", info.Actions, len(sampleEntries()))
			}
		})
	}
}

// TestDiskFillsWhileOpen: the disk fills while kfr has the database open:
// the append that finds no room fails saying the disk is full, and the
// log is as it was.
func TestDiskFillsWhileOpen(t *testing.T) {
	dir := smallDisk(t, "4m")
	s, err := Open(filepath.Join(dir, "kfr.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	id, err := s.CreateMatch(&record.Match{Header: sampleHeader()}, MatchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	f, _ := os.Create(filepath.Join(dir, "filler"))
	for chunk := make([]byte, 4096); ; {
		if _, err := f.Write(chunk); err != nil {
			break
		}
	}
	f.Close()
	big := make([]record.Entry, 2000) // more than the pages the WAL has room for
	for i := range big {
		big[i] = entry(0, "", strings.Repeat("a long line of text ", 10))
	}
	err = s.AppendEntries(id, 0, big)
	if !errors.Is(err, ErrDiskFull) || !strings.Contains(err.Error(), "disk is full") {
		t.Fatalf("append on a full disk: %v, want \"disk is full\"", err)
	}
	if info, err := s.MatchInfo(id); err != nil || info.Actions != 0 {
		t.Errorf("%d actions after the refused append (%v), want 0", info.Actions, err)
	}
}
