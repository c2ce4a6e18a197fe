package report_test

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/fixtures"
)

// TestReportUmask: a report file gets 0666 less the umask (it was always
// 0644).
func TestReportUmask(t *testing.T) {
	needECharts(t)
	db := fixtureDB(t)
	ids := kfrtest.AddMatches(t, db, game(fixtures.RedHollowWarband, fixtures.KeepersOfTheQuietLibrary, ""))
	for _, mask := range []int{0o077, 0o002} {
		t.Run(os.FileMode(mask).String(), func(t *testing.T) {
			old := syscall.Umask(mask)
			defer syscall.Umask(old)
			path := filepath.Join(t.TempDir(), "m.html")
			kfrtest.MustRun(t, db, "report", "match", ids[0], "-o", path)
			st, err := os.Stat(path)
			if err != nil {
				t.Fatal(err)
			}
			if got, want := st.Mode().Perm(), os.FileMode(0o666&^mask); got != want {
				t.Errorf("mode %v, want %v", got, want)
			}
		})
	}
}
