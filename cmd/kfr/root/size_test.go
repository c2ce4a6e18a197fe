package root

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOversizedFiles: a file far larger than its kind ever is (the wrong
// file given, a disk image) is refused before it is read, naming the file
// and the bound, for every command that reads one.
func TestOversizedFiles(t *testing.T) {
	db := fixtureDB(t)
	cases := []struct {
		args  []string
		size  int64
		bound string
	}{
		{[]string{"cards", "import"}, 33 << 20, "(32 MB)"},
		{[]string{"deck", "import"}, 9 << 20, "(8 MB)"},
		{[]string{"match", "import"}, 5 << 20, "(4 MB)"},
		{[]string{"replay"}, 5 << 20, "(4 MB)"},
		{[]string{"import", "tco"}, 5 << 20, "(4 MB)"},
	}
	for _, c := range cases {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "huge")
			f, err := os.Create(file)
			if err != nil {
				t.Fatal(err)
			}
			f.Truncate(c.size) // sparse: no disk space used
			f.Close()
			_, errOut, code := kfr(t, db, append(c.args, file)...)
			if code == 0 || !strings.Contains(errOut, file) || !strings.Contains(errOut, "more than kfr reads as one file "+c.bound) {
				t.Errorf("exit %d, want a refusal naming the file and %s:\n%s", code, c.bound, errOut)
			}
		})
	}
}
