package root

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/kfr-dev/kfr/fixtures"
)

// TestCommandsOnAFullDisk: with the database's disk full, the commands
// that read still answer (the statistics cache is simply not written) and
// kfr log says the disk is full instead of "disk I/O error (4874)".
func TestCommandsOnAFullDisk(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=8m"); err != nil {
		t.Skipf("cannot mount a tmpfs here: %v", err)
	}
	defer syscall.Unmount(dir, syscall.MNT_DETACH)
	src, err := os.ReadFile(fixtureDB(t))
	if err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(dir, "kfr.db")
	if err := os.WriteFile(db, src, 0o644); err != nil {
		t.Fatal(err)
	}
	mustKfr(t, db, "match", "new", "--p1", "Alice", "--deck1", fixtures.RedHollowWarband,
		"--p2", "Bob", "--deck2", fixtures.KeepersOfTheQuietLibrary, "--first", "Alice")
	mustKfr(t, db, "log", "house brobnar", "play Troll", "end")
	f, _ := os.Create(filepath.Join(dir, "filler"))
	for chunk := make([]byte, 4096); ; {
		if _, err := f.Write(chunk); err != nil {
			break
		}
	}
	f.Close()
	cases := []struct {
		args     []string
		wantCode int
		want     string
	}{
		{[]string{"match", "list"}, 0, "1 matches"},
		{[]string{"stats", "matchups"}, 0, "2 decks"},
		{[]string{"replay"}, 0, "Alice"},
		{[]string{"log", "house untamed"}, 1, "disk is full"},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			out, errOut, code := kfr(t, db, c.args...)
			if code != c.wantCode || !strings.Contains(out+errOut, c.want) {
				t.Errorf("exit %d, want %d with %q:\n%s%s", code, c.wantCode, c.want, out, errOut)
			}
			if strings.Contains(errOut, "I/O error") {
				t.Errorf("the error is not in words: %s", errOut)
			}
		})
	}
}
