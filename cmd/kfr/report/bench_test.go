package report_test

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/cmd/kfr/report"
	"github.com/kfr-dev/kfr/cmd/kfr/stats"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/engine/randplay"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/store"
	"github.com/kfr-dev/kfr/reports"
	"github.com/kfr-dev/kfr/site"
)

// Size of the benchmark's database.
const (
	benchMatches = 10000
	benchCopies  = 10 // named copies of each fixture deck: 20 decks
	benchSeed    = 1
)

// BenchmarkReportAll10k is `kfr report all` over 10,000 stored matches
// played by the engine's random-play driver between 20 decks: open the
// store, read every match's summary, compute the matchups and every deck's
// record, write the page (to io.Discard; ECharts inlined when installed).
//
//   - warm: the summaries are in the store's statistics cache, as after
//     any earlier report (the common case);
//   - cold: the cache is emptied before each run, so every match is read
//     and replayed (on all cores) and the cache filled again.
//
// The database takes a while to build; it is kept in os.TempDir() under a
// name holding the size, seed and schema version, and reused.
func BenchmarkReportAll10k(b *testing.B) {
	path := benchDB(b)
	assets, err := reports.LoadAssets()
	if err != nil {
		assets = reports.Assets{ECharts: make([]byte, 1<<20)} // the real one's size
	}
	run := func(b *testing.B) {
		f := &cmdutil.Factory{Out: io.Discard, ErrOut: io.Discard, DBFlag: path}
		defer f.Close()
		if err := report.AllTo(f, io.Discard, assets); err != nil {
			b.Fatal(err)
		}
	}
	b.Run("warm", func(b *testing.B) {
		run(b) // fills the cache if a cold run emptied it
		b.ReportAllocs()
		for b.Loop() {
			run(b)
		}
	})
	b.Run("cold", func(b *testing.B) {
		var cpu cpuClock
		for b.Loop() {
			b.StopTimer()
			clearCache(b, path)
			b.StartTimer()
			cpu.start()
			run(b)
			cpu.stop()
		}
		cpu.report(b)
	})
}

// BenchmarkReportSite10k is `kfr report all -o DIR` over the same 10,000
// matches: the site (index, every deck and player page, and a page for
// each of the latest site.DefaultMatchPages matches, each replayed with
// the board after every action) written into a temporary folder, with
// the statistics cache cold (emptied before each run) or warm.
func BenchmarkReportSite10k(b *testing.B) {
	path := benchDB(b)
	assets, err := reports.LoadAssets()
	if err != nil {
		assets = reports.Assets{ECharts: make([]byte, 1<<20)} // the real one's size
	}
	run := func(b *testing.B) {
		f := &cmdutil.Factory{Out: io.Discard, ErrOut: io.Discard, DBFlag: path}
		defer f.Close()
		st, err := f.Store()
		if err != nil {
			b.Fatal(err)
		}
		if _, err := site.Write(st, stats.CardSource(f), site.Options{Dir: b.TempDir(), Assets: assets}); err != nil {
			b.Fatal(err)
		}
	}
	b.Run("warm", func(b *testing.B) {
		run(b)
		for b.Loop() {
			run(b)
		}
	})
	b.Run("cold", func(b *testing.B) {
		var cpu cpuClock
		for b.Loop() {
			b.StopTimer()
			clearCache(b, path)
			b.StartTimer()
			cpu.start()
			run(b)
			cpu.stop()
		}
		cpu.report(b)
	})
}

// cpuClock measures the CPU time (user and system, all threads) the
// process spends while timed, reported as cpu-ms/op beside ns/op: on a
// machine shared with other work, wall time swings with the load, while
// the CPU a report takes stays the measure of its cost.
type cpuClock struct{ total, started time.Duration }

func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func (c *cpuClock) start() { c.started = processCPU() }
func (c *cpuClock) stop()  { c.total += processCPU() - c.started }

func (c *cpuClock) report(b *testing.B) {
	b.ReportMetric(float64(c.total.Milliseconds())/float64(b.N), "cpu-ms/op")
}

func clearCache(b *testing.B, path string) {
	st, err := store.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	if _, err := st.DB().Exec("DELETE FROM match_stats"); err != nil {
		b.Fatal(err)
	}
}

// benchDB is the benchmark's database, built on first use.
func benchDB(b *testing.B) string {
	path := filepath.Join(os.TempDir(), fmt.Sprintf("kfr-bench-report-all-%dm-%dd-seed%d-schema%d.db",
		benchMatches, 2*benchCopies, benchSeed, store.SchemaVersion()))
	if _, err := os.Stat(path); err == nil {
		return path
	}
	start := time.Now()
	tmp := path + fmt.Sprintf(".%d.tmp", os.Getpid())
	defer os.Remove(tmp)
	st, err := store.Open(tmp)
	if err != nil {
		b.Fatal(err)
	}
	db := fixtures.Index()
	if _, err := st.ImportCards(fixtures.Cards()); err != nil {
		b.Fatal(err)
	}
	var decks []*engine.Deck
	for _, d := range fixtures.Decks() {
		for k := range benchCopies {
			c := *d
			c.Name, c.ID = fmt.Sprintf("%s %02d", d.Name, k+1), fmt.Sprintf("%s-%02d", d.ID, k+1)
			decks = append(decks, &c)
		}
	}
	if err := st.SaveDecks(decks, nil); err != nil {
		b.Fatal(err)
	}
	games := make([]*record.Match, benchMatches)
	ids := make([][2]string, benchMatches)
	var wg sync.WaitGroup
	errs := make(chan error, runtime.GOMAXPROCS(0))
	for w := range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < benchMatches; i += runtime.GOMAXPROCS(0) {
				seed := uint64(benchSeed)*1_000_003 + uint64(i)
				a, o := decks[i%len(decks)], decks[(i*7+3)%len(decks)]
				if a == o {
					o = decks[(i+1)%len(decks)]
				}
				first := int8(i % 2)
				setup := engine.Setup{First: first, Players: [2]engine.PlayerSetup{{Name: "Ann", Deck: a}, {Name: "Bob", Deck: o}}}
				res, err := randplay.Play(db, setup, seed, randplay.Options{MaxTurns: 60})
				if err != nil {
					errs <- err
					return
				}
				m := &record.Match{Header: record.Header{
					Date:    time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, i/40).Format(time.DateOnly),
					Players: [2]string{"Ann", "Bob"}, Decks: [2]string{a.Name, o.Name}, First: first,
					Result: record.Result{Winner: res.Winner, Reason: res.Reason}}}
				for _, act := range res.Actions {
					m.Entries = append(m.Entries, record.Entry{Action: act})
				}
				games[i], ids[i] = m, [2]string{a.ID, o.ID}
			}
		}()
	}
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		b.Fatal(err)
	}
	actions := 0
	for i, m := range games {
		if _, err := st.CreateMatch(m, store.MatchOptions{Source: store.SourceRandom, DeckIDs: ids[i]}); err != nil {
			b.Fatal(err)
		}
		actions += len(m.Entries)
	}
	if err := st.Close(); err != nil {
		b.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		b.Fatal(err)
	}
	b.Logf("built %s: %d matches, %d actions, in %v", path, benchMatches, actions, time.Since(start).Round(time.Millisecond))
	return path
}
