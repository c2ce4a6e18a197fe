package match_test

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/fixtures"
)

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

// TestExportFullDisk: exporting to a full file system (an 8 KB tmpfs;
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
