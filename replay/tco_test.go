package replay

import (
	"os"
	"path/filepath"
	"sort"
	"sync"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
	"github.com/kfr-dev/kfr/record/tco"
)

// sharedData is /work/shared/data seen from this package (CI clones the
// repository with shared/ beside it).
const sharedData = "../../shared/data"

var (
	packOnce  sync.Once
	packIndex *carddb.Index
	packErr   error
)

// sharedIndex is the card index of every keyteki pack, or a skip.
// handScripts parses a log as an import did before it took every script:
// the lines of cards compiled from their text are declared effects, which
// a replay applies without the answers to their choices that the importer
// (tcoimport, above this package) reads from TCO's lines. These tests
// measure the parser and the engine on declared effects; tcoimport's
// measure the import with every script.
type handScripts struct{ *carddb.Index }

func (handScripts) ScriptSet() engine.Scripts { return engine.HandScripts }

func sharedIndex(tb testing.TB) *carddb.Index {
	tb.Helper()
	dir := filepath.Join(sharedData, "keyteki-packs")
	if _, err := os.Stat(dir); err != nil {
		tb.Skipf("shared data absent: %v", err)
	}
	packOnce.Do(func() {
		files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
		sort.Strings(files)
		var all []*engine.CardDef
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				packErr = err
				return
			}
			pack, err := carddb.ReadPack(f, data)
			if err != nil {
				packErr = err
				return
			}
			all = append(all, pack.Cards...)
		}
		packIndex = carddb.NewIndex(carddb.Merge(all)) // reprints are one card
	})
	if packErr != nil {
		tb.Fatal(packErr)
	}
	return packIndex
}

type sharedLog struct {
	name string
	res  *tco.Result
	deck [2]*engine.Deck
}

// sharedLogs imports the shared TCO logs with partial decks, or skips.
func sharedLogs(tb testing.TB) []sharedLog {
	tb.Helper()
	ix := sharedIndex(tb)
	files, _ := filepath.Glob(filepath.Join(sharedData, "tco-logs", "*.txt"))
	if len(files) == 0 {
		tb.Skip("shared TCO logs absent")
	}
	sort.Strings(files)
	var out []sharedLog
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		res, err := tco.Parse(f, data, handScripts{ix})
		if err != nil {
			tb.Fatal(err)
		}
		l := sharedLog{name: filepath.Base(f), res: res}
		for i := range l.deck {
			l.deck[i] = tco.PartialDeck(res.Match.Header.Decks[i], res.Seen[i], res.Houses[i])
		}
		out = append(out, l)
	}
	return out
}

// TestSharedTCOLogs replays the real logs: every entry gets a step, the
// engine never fails internally, and two replays agree hash for hash.
// What the engine finds (violations, disagreeing checkpoints) is logged:
// imported logs of real games are where the engine's gaps show.
func TestSharedTCOLogs(t *testing.T) {
	ix := sharedIndex(t)
	for _, l := range sharedLogs(t) {
		t.Run(l.name, func(t *testing.T) {
			m := l.res.Match
			r, err := Run(m, ix, l.deck)
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Steps) != len(m.Entries) {
				t.Fatalf("%d steps for %d entries", len(r.Steps), len(m.Entries))
			}
			rules := map[string]int{}
			for i, v := range r.Violations {
				rules[v.Rule]++
				if v.Rule == "internal-error" {
					t.Errorf("line %d: %s", m.Entries[r.ViolationEntry[i]].Line, v.Message)
				}
			}
			checkStepRecords(t, r)
			again, err := Run(m, ix, l.deck)
			if err != nil {
				t.Fatal(err)
			}
			if d := Compare(r.Stored(), again); !d.Same() {
				t.Errorf("two replays differ from entry %d", d.FirstEntry)
			}
			t.Logf("%d entries, result %+v (log says %+v), violations %v, checkpoints %d of %d disagree",
				len(m.Entries), r.Result, m.Header.Result, rules, r.Disagreements(), len(r.Checkpoints))
		})
	}
}

// BenchmarkSharedTCOLogs replays all shared logs (import excluded).
func BenchmarkSharedTCOLogs(b *testing.B) {
	ix := sharedIndex(b)
	logs := sharedLogs(b)
	entries := 0
	for _, l := range logs {
		entries += len(l.res.Match.Entries)
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, l := range logs {
			if _, err := Run(l.res.Match, ix, l.deck); err != nil {
				b.Fatal(err)
			}
		}
	}
	s := b.Elapsed().Seconds()
	b.ReportMetric(float64(len(logs)*b.N)/s, "logs/s")
	b.ReportMetric(float64(entries*b.N)/s, "actions/s")
}
