package kfrtest

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/root"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/store"
)

// Run runs the kfr command line in-process on the database at db ("" adds
// no --db flag) and returns standard output, standard error and the exit
// status. A stdin other than "" is what the command reads on standard
// input, through a real pipe as a shell would give it.
func Run(tb testing.TB, db, stdin string, args ...string) (out, errOut string, code int) {
	tb.Helper()
	if stdin != "" {
		r, w, err := os.Pipe()
		if err != nil {
			tb.Fatal(err)
		}
		go func() { w.WriteString(stdin); w.Close() }()
		old := os.Stdin
		os.Stdin = r
		defer func() { os.Stdin = old; r.Close() }()
	}
	if db != "" {
		args = append([]string{"--db", db}, args...)
	}
	var o, e bytes.Buffer
	code = root.Main(args, &o, &e)
	return o.String(), e.String(), code
}

// MustRun is Run with no standard input that fails the test unless kfr
// exits 0; it returns standard output.
func MustRun(tb testing.TB, db string, args ...string) string {
	tb.Helper()
	out, errOut, code := Run(tb, db, "", args...)
	if code != 0 {
		tb.Fatalf("kfr %s: exit %d\n%s%s", strings.Join(args, " "), code, out, errOut)
	}
	return out
}

// ImportedFixtureDB is a new database holding the fixture cards and decks,
// imported through `kfr cards import` and `kfr deck import` from a copy of
// the fixture files, as a user would. Before the import, edit (when not
// nil) may change or add files in the copy's folder (its cards/ and decks/
// are imported). It returns the database's path.
func ImportedFixtureDB(tb testing.TB, edit func(dir string)) string {
	tb.Helper()
	dir := tb.TempDir()
	if err := os.CopyFS(dir, fixtures.FS()); err != nil {
		tb.Fatal(err)
	}
	if edit != nil {
		edit(dir)
	}
	db := filepath.Join(dir, "kfr.db")
	MustRun(tb, db, append([]string{"cards", "import"}, files(tb, dir, "cards/*.txt")...)...)
	MustRun(tb, db, append([]string{"deck", "import"}, files(tb, dir, "decks/*.txt")...)...)
	return db
}

// files are the paths under dir that match pattern.
func files(tb testing.TB, dir, pattern string) []string {
	tb.Helper()
	names, err := fs.Glob(os.DirFS(dir), pattern)
	if err != nil || len(names) == 0 {
		tb.Fatalf("no %s in %s: %v", pattern, dir, err)
	}
	for i := range names {
		names[i] = filepath.Join(dir, names[i])
	}
	return names
}

// AddMatches stores matches given in notation in the database at db and
// returns their ids, in order.
func AddMatches(tb testing.TB, db string, texts ...string) []string {
	tb.Helper()
	st, err := store.Open(db)
	if err != nil {
		tb.Fatal(err)
	}
	defer st.Close()
	ix, err := st.CardIndex()
	if err != nil {
		tb.Fatal(err)
	}
	var ids []string
	for i, text := range texts {
		m, err := notation.Parse(fmt.Sprintf("game%d.kfr", i), []byte(text), ix)
		if err != nil {
			tb.Fatal(err)
		}
		id, err := st.CreateMatch(m, store.MatchOptions{Source: store.SourceNotation})
		if err != nil {
			tb.Fatal(err)
		}
		ids = append(ids, id)
	}
	return ids
}

// The kfr binary the process tests run, built at most once per test binary.
var (
	binOnce sync.Once
	binDir  string
	binPath string
	binErr  error
)

// Binary builds cmd/kfr once, into a temporary folder of its own (not the
// repository, where other packages' tests may be building at the same
// time), and returns its path. A package whose tests call it runs them
// through Main, which removes the folder.
func Binary(tb testing.TB) string {
	tb.Helper()
	binOnce.Do(func() {
		if binDir, binErr = os.MkdirTemp("", "kfr-test-bin"); binErr != nil {
			return
		}
		binPath = filepath.Join(binDir, "kfr")
		linked := filepath.Join(binDir, "kfr.linked")
		if out, err := exec.Command("go", "build", "-o", linked, "github.com/kfr-dev/kfr/cmd/kfr").CombinedOutput(); err != nil {
			binErr = fmt.Errorf("go build: %v\n%s", err, out)
			return
		}
		// Run a copy: the pages the linker wrote the binary through stay
		// in the page cache as they were written, and on this machine
		// every kfr run from them took 2 to 3 ms longer than from a copy
		// (or from the same file once the cache was dropped), the state
		// an installed kfr is in after a reboot.
		binErr = copyFile(binPath, linked)
	})
	if binErr != nil {
		tb.Fatal(binErr)
	}
	return binPath
}

// Main runs a package's tests (call it from TestMain) and then removes
// the binary Binary built, if any.
func Main(m *testing.M) {
	code := m.Run()
	if binDir != "" {
		os.RemoveAll(binDir)
	}
	os.Exit(code)
}

// copyFile writes a copy of the executable src at dst.
func copyFile(dst, src string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o755)
}
