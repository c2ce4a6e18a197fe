// Package safefile writes the files kfr produces (exported matches, HTML
// reports) by one rule, so that nothing a user has is ever destroyed:
//
//   - never one of the protected paths (the open database, its -wal, -shm
//     and -journal files), whatever link or relative path names it;
//   - never over an existing file without Force, unless that file carries
//     the caller's mark (a page kfr itself wrote), and never through a
//     symbolic link: with Force the link itself is replaced, not its target;
//   - all or nothing: the content goes to a temporary file in the same
//     folder, synced, then renamed over the path, so that a full disk or a
//     crash leaves the old file (or none), never half a new one;
//   - a new file's permissions are 0666 less the umask, as any program's;
//     a replaced file keeps its own.
package safefile

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// Errors Write wraps; test with errors.Is.
var (
	ErrExists    = errors.New("file exists")
	ErrProtected = errors.New("is the open kfr database")
	ErrDiskFull  = errors.New("disk is full")
)

// Options say what Write may replace.
type Options struct {
	// Force allows replacing an existing file (or symbolic link).
	Force bool
	// Protect lists paths Write never writes, even with Force.
	Protect []string
	// Mark, when not empty, is written after the content; an existing
	// regular file that ends with it was written by the same kind of
	// caller and is replaced without Force.
	Mark string
}

// Write writes path with what write gives, by the package's rule.
func Write(path string, o Options, write func(io.Writer) error) error {
	if err := checkProtected(path, o.Protect); err != nil {
		return err
	}
	old, err := os.Lstat(path)
	exists := err == nil
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if exists {
		if err := checkReplace(path, old, o); err != nil {
			return err
		}
	}
	tmp, err := writeTemp(path, o.Mark, write)
	if err != nil {
		return err
	}
	defer os.Remove(tmp) // a no-op once renamed
	if exists && old.Mode().IsRegular() {
		if err := os.Chmod(tmp, old.Mode().Perm()); err != nil {
			return fmt.Errorf("write %s: %w", path, err)
		}
	}
	return place(tmp, path, exists)
}

// checkReplace refuses an existing path Write may not replace.
func checkReplace(path string, old fs.FileInfo, o Options) error {
	switch {
	case old.IsDir():
		return fmt.Errorf("%s is a folder: give a file name", path)
	case o.Force:
		return nil
	case old.Mode().IsRegular() && o.Mark != "" && endsWith(path, o.Mark):
		return nil
	}
	return fmt.Errorf("%s: %w: add --force to replace it, or choose another file", path, ErrExists)
}

// endsWith says whether the file at path ends with mark (and a newline).
func endsWith(path, mark string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	want := []byte(mark + "\n")
	st, err := f.Stat()
	if err != nil || st.Size() < int64(len(want)) {
		return false
	}
	tail := make([]byte, len(want))
	if _, err := f.ReadAt(tail, st.Size()-int64(len(want))); err != nil {
		return false
	}
	return bytes.Equal(tail, want)
}

// writeTemp writes the content (and mark) to a new temporary file beside
// path, synced to disk, and returns its name. Created with mode 0666, it
// gets the umask's permissions as any new file does.
func writeTemp(path, mark string, write func(io.Writer) error) (string, error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	var f *os.File
	var err error
	for range 10 { // a name that exists already: draw another
		name := filepath.Join(dir, "."+base+".kfr-tmp-"+randomSuffix())
		f, err = os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o666)
		if !errors.Is(err, fs.ErrExist) {
			break
		}
	}
	if err != nil {
		return "", describe(path, err)
	}
	if err := fill(f, mark, write); err != nil {
		f.Close()
		os.Remove(f.Name())
		return "", describe(path, err)
	}
	return f.Name(), nil
}

// fill writes the content and mark to f, syncs and closes it: a full disk
// shows here (at the latest at Sync), before anything replaced the path.
func fill(f *os.File, mark string, write func(io.Writer) error) error {
	w := bufio.NewWriterSize(f, 64<<10)
	if err := write(w); err != nil {
		return err
	}
	if mark != "" {
		if _, err := io.WriteString(w, mark+"\n"); err != nil {
			return err
		}
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	return f.Close()
}

// place moves the finished temporary file to path. When path did not
// exist it is linked, which fails if another program created path
// meanwhile, instead of renamed over it (a file system without hard
// links falls back to rename).
func place(tmp, path string, exists bool) error {
	if !exists {
		err := os.Link(tmp, path)
		if errors.Is(err, fs.ErrExist) {
			return fmt.Errorf("%s: %w (it appeared while kfr wrote): add --force to replace it", path, ErrExists)
		}
		if err == nil {
			return nil
		}
	}
	if err := os.Rename(tmp, path); err != nil {
		return describe(path, err)
	}
	return nil
}

// CheckProtected is the check Write makes before anything else: an error
// when path names one of protect (for a caller that writes a folder, not
// a file, at path).
func CheckProtected(path string, protect []string) error { return checkProtected(path, protect) }

// checkProtected refuses path when it names one of protect: the same file
// (through any link), or the same name once folders are resolved (a
// database's -wal file that does not exist yet).
func checkProtected(path string, protect []string) error {
	target := resolve(path)
	st, statErr := os.Stat(path)
	for _, p := range protect {
		if p == "" {
			continue
		}
		same := target == resolve(p)
		if !same && statErr == nil {
			if pst, err := os.Stat(p); err == nil {
				same = os.SameFile(st, pst)
			}
		}
		if same {
			return fmt.Errorf("%s %w (%s): choose another file with -o", path, ErrProtected, p)
		}
	}
	return nil
}

// resolve is path made absolute with its folder's links resolved, and
// its own link too when it is one.
func resolve(path string) string {
	if r, err := filepath.EvalSymlinks(path); err == nil {
		path = r
	} else if dir, err := filepath.EvalSymlinks(filepath.Dir(path)); err == nil {
		path = filepath.Join(dir, filepath.Base(path))
	}
	if abs, err := filepath.Abs(path); err == nil {
		return abs
	}
	return filepath.Clean(path)
}

// describe names what went wrong writing path, a full disk in words. The
// temporary file's name, which the user never gave, is left out.
func describe(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		err = le.Err
	}
	if errors.Is(err, syscall.ENOSPC) {
		return fmt.Errorf("write %s: %w (nothing was replaced; free some space or choose another place with -o): %w", path, ErrDiskFull, err)
	}
	return fmt.Errorf("write %s: %w (choose another place with -o)", path, err)
}

func randomSuffix() string {
	b := make([]byte, 6)
	rand.Read(b)
	return hex.EncodeToString(b)
}
