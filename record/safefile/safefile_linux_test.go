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

// TestWriteUmask: a new file gets 0666 less the umask; a replaced file
// keeps its own permissions.
func TestWriteUmask(t *testing.T) {
	for _, mask := range []int{0o022, 0o077, 0o002} {
		t.Run(os.FileMode(mask).String(), func(t *testing.T) {
			old := syscall.Umask(mask)
			defer syscall.Umask(old)
			dir := t.TempDir()
			path := filepath.Join(dir, "report.html")
			if err := Write(path, Options{}, func(w io.Writer) error { return nil }); err != nil {
				t.Fatal(err)
			}
			if got, want := mode(t, path), os.FileMode(0o666&^mask); got != want {
				t.Errorf("new file mode %v, want %v", got, want)
			}
			os.Chmod(path, 0o640)
			if err := Write(path, Options{Force: true}, func(w io.Writer) error { return nil }); err != nil {
				t.Fatal(err)
			}
			if got := mode(t, path); got != 0o640 {
				t.Errorf("replaced file mode %v, want its own -rw-r-----", got)
			}
		})
	}
}

// TestWriteFullDisk writes to a real full file system (a tmpfs of 64 KB;
// skipped where mounting one is not allowed): the error says so and the
// old file is intact.
func TestWriteFullDisk(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=64k"); err != nil {
		t.Skipf("cannot mount a small tmpfs here: %v", err)
	}
	defer syscall.Unmount(dir, 0)
	path := put(t, dir, "match.kfr", "old match")
	big := strings.Repeat("play Troll\n", 20000)
	err := Write(path, Options{Force: true}, func(w io.Writer) error { _, err := io.WriteString(w, big); return err })
	if !errors.Is(err, ErrDiskFull) {
		t.Fatalf("Write on a full disk: %v, want ErrDiskFull", err)
	}
	if got := read(t, path); got != "old match" {
		t.Errorf("after a full disk the file holds %d bytes, want the old match", len(got))
	}
	noTemps(t, dir)
}
