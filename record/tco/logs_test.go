package tco

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

// sharedData is ../shared/data seen from this package (CI clones the
// repository with shared/ beside it).
const sharedData = "../../../shared/data"

var (
	indexOnce sync.Once
	index     *carddb.Index
	indexErr  error
)

// testIndex builds the card index from every keyteki pack, or skips.
func testIndex(tb testing.TB) *carddb.Index {
	tb.Helper()
	dir := filepath.Join(sharedData, "keyteki-packs")
	if _, err := os.Stat(dir); err != nil {
		tb.Skipf("shared data absent: %v", err)
	}
	indexOnce.Do(func() {
		files, err := filepath.Glob(filepath.Join(dir, "*.json"))
		if err != nil {
			indexErr = err
			return
		}
		sort.Strings(files)
		var all []*engine.CardDef
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				indexErr = err
				return
			}
			pack, err := carddb.ReadPack(f, data)
			if err != nil {
				indexErr = err
				return
			}
			all = append(all, pack.Cards...)
		}
		all = uniqueByID(all)
		index = carddb.NewIndex(all)
	})
	if indexErr != nil {
		tb.Fatal(indexErr)
	}
	return index
}

// uniqueByID keeps the first printing of each card id: the packs reprint
// cards under the same id, and carddb.NewIndex indexes every copy (a title
// found twice is ambiguous to Lookup).
func uniqueByID(cards []*engine.CardDef) []*engine.CardDef {
	seen := make(map[string]bool, len(cards))
	out := cards[:0:0]
	for _, c := range cards {
		if !seen[c.ID] {
			seen[c.ID] = true
			out = append(out, c)
		}
	}
	return out
}

type logFile struct {
	name string
	data []byte
}

// testLogs reads the 13 shared TCO logs, or skips.
func testLogs(tb testing.TB) []logFile {
	tb.Helper()
	files, err := filepath.Glob(filepath.Join(sharedData, "tco-logs", "*.txt"))
	if err != nil || len(files) == 0 {
		tb.Skip("shared TCO logs absent")
	}
	sort.Strings(files)
	var out []logFile
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, logFile{filepath.Base(f), data})
	}
	return out
}

func TestDumpUnknown(t *testing.T) {
	if os.Getenv("TCO_DUMP") == "" {
		t.Skip("set TCO_DUMP=1 to list unknown lines")
	}
	ix := testIndex(t)
	total, und := 0, 0
	for _, lf := range testLogs(t) {
		res, err := Parse(lf.name, lf.data, ix)
		if err != nil {
			t.Fatal(err)
		}
		total += res.Lines
		und += res.Understood
		t.Logf("%s: %d/%d (%.1f%%) commented %d unresolved %q", lf.name, res.Understood, res.Lines, 100*float64(res.Understood)/float64(res.Lines), res.Commented, res.Unresolved)
		for _, u := range res.Unknown {
			t.Logf("  UNK %s:%d %s", lf.name, u.Line, strings.TrimSpace(u.Text))
		}
	}
	t.Logf("total %d/%d (%.2f%%)", und, total, 100*float64(und)/float64(total))
}
