package tcoimport

import (
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"sort"
	"strconv"
	"testing"
	"time"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/internal/cputime"
	"github.com/kfr-dev/kfr/record/carddb"
	"github.com/kfr-dev/kfr/record/store"
	"github.com/kfr-dev/kfr/record/tco"
	"github.com/kfr-dev/kfr/replay"
)

func TestExtend(t *testing.T) {
	old := &engine.Deck{ID: "tco-1", Name: "Deck", Partial: true, Houses: [3]engine.House{"dis", "", ""},
		Cards: []engine.DeckCard{{CardID: "a"}, {CardID: "b"}}}
	fresh := &engine.Deck{Name: "Deck", Partial: true, Houses: [3]engine.House{"logos", "dis", "mars"},
		Cards: []engine.DeckCard{{CardID: "b"}, {CardID: "b"}, {CardID: "c"}, {CardID: "a"}}}
	got := Extend(old, fresh)
	var ids []string
	for _, c := range got.Cards {
		ids = append(ids, c.CardID)
	}
	if want := []string{"a", "b", "b", "c"}; !reflect.DeepEqual(ids, want) {
		t.Errorf("cards = %v, want %v (old order, then what the new log proves)", ids, want)
	}
	if want := [3]engine.House{"dis", "logos", "mars"}; got.Houses != want {
		t.Errorf("houses = %v, want %v", got.Houses, want)
	}
	if got.ID != "tco-1" || !got.Partial {
		t.Errorf("id %q partial %v", got.ID, got.Partial)
	}
	if len(old.Cards) != 2 || len(fresh.Cards) != 4 {
		t.Error("Extend changed its arguments")
	}
}

func TestPartialIDIsForgiving(t *testing.T) {
	if PartialID("Mrs. “Silver” Ultmore") != PartialID("mrs. \"silver\" ultmore") {
		t.Error("the same deck name, typed two ways, gives two ids")
	}
	if PartialID("A") == PartialID("B") {
		t.Error("two names share an id")
	}
}

// sharedDir is ../shared/data seen from this package, or a skip.
func sharedDir(tb testing.TB) string {
	tb.Helper()
	dir := filepath.Join("..", "..", "shared", "data")
	if _, err := os.Stat(filepath.Join(dir, "tco-logs")); err != nil {
		tb.Skipf("shared data absent: %v", err)
	}
	return dir
}

// storeWithPacks is a temporary store holding every shared pack.
func storeWithPacks(tb testing.TB, dir string) (*store.Store, *carddb.Index) {
	tb.Helper()
	st, err := store.Open(filepath.Join(tb.TempDir(), "kfr.db"))
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { st.Close() })
	packs, _ := filepath.Glob(filepath.Join(dir, "keyteki-packs", "*.json"))
	sort.Strings(packs)
	for _, p := range packs {
		data, err := os.ReadFile(p)
		if err != nil {
			tb.Fatal(err)
		}
		pack, err := carddb.ReadPack(p, data)
		if err != nil {
			tb.Fatal(err)
		}
		if _, err := st.ImportPack(pack); err != nil {
			tb.Fatal(err)
		}
	}
	ix, err := st.CardIndex()
	if err != nil {
		tb.Fatal(err)
	}
	return st, ix
}

func sharedLogs(tb testing.TB, dir string) []string {
	logs, _ := filepath.Glob(filepath.Join(dir, "tco-logs", "*.txt"))
	sort.Strings(logs)
	if len(logs) != 13 {
		tb.Fatalf("%d shared logs, the issue counts 13", len(logs))
	}
	return logs
}

// TestImportSharedLogs imports every shared log: each is stored once, at
// least 98% of its lines understood, its checkpoints counted; a second
// import stores nothing; decks seen in several logs grow.
func TestImportSharedLogs(t *testing.T) {
	dir := sharedDir(t)
	st, ix := storeWithPacks(t, dir)
	im := New(st, ix)
	var reps []Report
	for _, f := range sharedLogs(t, dir) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := im.Import(filepath.Base(f), src)
		if err != nil {
			t.Fatal(err)
		}
		if rep.Duplicate || rep.Match == "" {
			t.Errorf("%s: first import gave %+v", rep.File, rep)
		}
		if 100*rep.Understood < 98*rep.Lines {
			t.Errorf("%s: %d of %d lines understood, under 98%%", rep.File, rep.Understood, rep.Lines)
		}
		if rep.Checkpoints == 0 {
			t.Errorf("%s: no checkpoints", rep.File)
		}
		m, err := st.Match(rep.Match)
		if err != nil {
			t.Fatal(err)
		}
		if len(m.Entries) == 0 || m.Header.Players[0] != rep.Players[0] {
			t.Errorf("%s: stored match %s has %d entries, players %v", rep.File, rep.Match, len(m.Entries), m.Header.Players)
		}
		info, _ := st.MatchInfo(rep.Match)
		if info.Source != store.SourceTCO || info.DeckIDs[0] == "" || info.DeckIDs[1] == "" {
			t.Errorf("%s: match info %+v", rep.File, info)
		}
		reps = append(reps, rep)
		t.Logf("%s: match %s, %d/%d lines, %d/%d checkpoint items agree, %d violations",
			rep.File, rep.Match, rep.Understood, rep.Lines, rep.Agreeing, rep.Checkpoints, rep.Violations)
	}
	tot := Sum(reps)
	t.Logf("all: %d/%d lines, %d/%d checkpoint items agree", tot.Understood, tot.Lines, tot.Agreeing, tot.Checkpoints)

	// Again: nothing new, the same ids.
	for i, f := range sharedLogs(t, dir) {
		src, _ := os.ReadFile(f)
		rep, err := im.Import(filepath.Base(f), src)
		if err != nil {
			t.Fatal(err)
		}
		if !rep.Duplicate || rep.Match != reps[i].Match {
			t.Errorf("%s again: %+v, want duplicate of %s", rep.File, rep, reps[i].Match)
		}
	}
	if ms, _ := st.Matches(); len(ms) != 13 {
		t.Errorf("%d matches stored, want 13", len(ms))
	}

	// A deck seen in several logs is one partial deck holding at least
	// the cards of each.
	seen := map[string][]int{} // deck id → card counts after each log naming it
	decks, _ := st.Decks()
	for _, d := range decks {
		if d.Partial {
			seen[d.ID] = append(seen[d.ID], d.Cards)
		}
	}
	if len(seen) == 0 {
		t.Fatal("no partial decks stored")
	}
	byName := map[string]int{}
	for _, r := range reps {
		for _, n := range r.Decks {
			byName[n]++
		}
	}
	for name, n := range byName {
		d, err := st.Deck(PartialID(name))
		if err != nil {
			t.Errorf("deck %q: %v", name, err)
			continue
		}
		if n > 1 {
			t.Logf("deck %q is in %d logs: %d cards known", name, n, len(d.Cards))
		}
	}
}

// benchLogs are the logs the import benchmarks read: every *.txt of the
// folders KFR_TCO_DIR lists (a path list), by default the shared logs of
// both years, read once beforehand.
func benchLogs(b *testing.B) (srcs [][]byte, dirs []string) {
	dirs = filepath.SplitList(os.Getenv("KFR_TCO_DIR"))
	if len(dirs) == 0 {
		dir := sharedDir(b)
		dirs = []string{filepath.Join(dir, "tco-logs"), filepath.Join(dir, "tco-logs-2021")}
	}
	for _, d := range dirs {
		files, _ := filepath.Glob(filepath.Join(d, "*.txt"))
		sort.Strings(files)
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				b.Fatal(err)
			}
			srcs = append(srcs, src)
		}
	}
	if len(srcs) == 0 {
		b.Skipf("no *.txt logs in %v", dirs)
	}
	return srcs, dirs
}

// mallocs is the number of heap allocations made so far.
func mallocs() uint64 {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.Mallocs
}

// dbBytes is the size of the store's database file, its log
// checkpointed into it.
func dbBytes(b *testing.B, st *store.Store) int64 {
	var pages, size int64
	db := st.DB()
	if _, err := db.Exec("PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
		b.Fatal(err)
	}
	if err := db.QueryRow("PRAGMA page_count").Scan(&pages); err != nil {
		b.Fatal(err)
	}
	if err := db.QueryRow("PRAGMA page_size").Scan(&size); err != nil {
		b.Fatal(err)
	}
	return pages * size
}

// BenchmarkImport imports the benchmark's logs (benchLogs) into a store
// (parse, replay, write), deleting the matches between rounds outside the
// timer. It reports games/s, allocations per game (of the timed part) and
// what the first round's matches and decks added to the database file per
// action (db-B/action; the design's limit for imports is 40).
func BenchmarkImport(b *testing.B) { benchImport(b, 1) }

// BenchmarkImportEach is BenchmarkImport on every core (ImportEach):
// games/s is the wall's, cpu-µs/game every core's.
func BenchmarkImportEach(b *testing.B) { benchImport(b, runtime.GOMAXPROCS(0)) }

func benchImport(b *testing.B, workers int) {
	srcs, _ := benchLogs(b)
	st, ix := storeWithPacks(b, sharedDir(b))
	var allocs uint64
	dbBefore, perAction := dbBytes(b, st), 0.0
	b.ResetTimer()
	var cpu time.Duration
	for b.Loop() {
		before, cpuBefore := mallocs(), cputime.Used()
		read := func(i int) (string, []byte, error) { return strconv.Itoa(i), srcs[i], nil }
		New(st, ix).ImportEach(len(srcs), workers, read, func(_ int, _ Report, err error) {
			if err != nil {
				b.Fatal(err)
			}
		})
		b.StopTimer()
		cpu += cputime.Used() - cpuBefore
		allocs += mallocs() - before
		if perAction == 0 {
			perAction = float64(dbBytes(b, st)-dbBefore) / float64(storedActions(b, st))
		}
		ids, _ := st.MatchIDs()
		for _, id := range ids {
			st.DeleteMatch(id)
		}
		b.StartTimer()
	}
	games := float64(len(srcs) * b.N)
	b.ReportMetric(games/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(allocs)/games, "allocs/game")
	b.ReportMetric(perAction, "db-B/action")
	reportCPU(b, cpu, games)
}

// reportCPU reports the CPU time of the timed part per game (cputime.Used).
func reportCPU(b *testing.B, cpu time.Duration, games float64) {
	if cpu > 0 {
		b.ReportMetric(float64(cpu.Microseconds())/games, "cpu-µs/game")
	}
}

// storedActions counts the actions of every stored match.
func storedActions(b *testing.B, st *store.Store) int {
	infos, err := st.Matches()
	if err != nil {
		b.Fatal(err)
	}
	n := 0
	for _, info := range infos {
		n += info.Actions
	}
	return n
}

// BenchmarkParseReplay is the import without the store, in one warm
// process: parse each log and replay it against the partial decks of the
// cards it shows, as Import does before it writes, then hand the lists
// of both on as Import does after it wrote.
func BenchmarkParseReplay(b *testing.B) {
	srcs, _ := benchLogs(b)
	_, ix := storeWithPacks(b, sharedDir(b))
	names := tco.NewNames(ix)
	var allocs uint64
	b.ResetTimer()
	var cpu time.Duration
	for b.Loop() {
		before, cpuBefore := mallocs(), cputime.Used()
		for i, src := range srcs {
			res, err := tco.Parse(strconv.Itoa(i), src, names)
			if err != nil {
				b.Fatal(err)
			}
			var decks [2]*engine.Deck
			for k := range decks {
				decks[k] = tco.PartialDeck(res.Match.Header.Decks[k], res.Seen[k], res.Houses[k])
			}
			r, err := replay.RunWith(res.Match, ix, decks, replay.Options{NoHashes: true})
			if err != nil {
				b.Fatal(err)
			}
			// As Import does once it stored a log.
			r.Release()
			res.Release()
		}
		b.StopTimer()
		cpu += cputime.Used() - cpuBefore
		allocs += mallocs() - before
		b.StartTimer()
	}
	games := float64(len(srcs) * b.N)
	b.ReportMetric(games/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(allocs)/games, "allocs/game")
	reportCPU(b, cpu, games)
}

// TestDeckMemoryNoticesOtherWriters: the importer reads a stored deck once,
// but a deck another writer stored meanwhile is read anew (the store's
// cards and decks stamp moved), and what the importer saved itself is
// what it then uses.
func TestDeckMemoryNoticesOtherWriters(t *testing.T) {
	st, ix := storeWithPacks(t, sharedDir(t))
	im := New(st, ix)
	deck := func(name string, partial bool, ids ...string) *engine.Deck {
		d := &engine.Deck{ID: PartialID(name), Name: name, Partial: partial, Houses: [3]engine.House{"brobnar", "dis", "logos"}}
		if !partial {
			d.ID = "complete-" + d.ID
		}
		for _, id := range ids {
			d.Cards = append(d.Cards, engine.DeckCard{CardID: id})
		}
		return d
	}
	steps := []struct {
		name  string
		do    func() error
		deck  string
		cards int // of the deck im finds by that name; -1 for none
	}{
		{"nothing stored", nil, "Alpha", -1},
		{"another writer stores it", func() error { return st.SaveDecks([]*engine.Deck{deck("Alpha", true, "troll")}, nil) }, "Alpha", 1},
		{"the importer grows it", func() error { return im.saveDecks([]*engine.Deck{deck("Alpha", true, "troll", "krump")}) }, "alpha", 2},
		{"another writer stores a complete one", func() error {
			return st.SaveDecks([]*engine.Deck{deck("Alpha", false, "troll", "krump", "anger")}, nil)
		}, "Alpha", 3},
	}
	for _, s := range steps {
		t.Run(s.name, func(t *testing.T) {
			if s.do != nil {
				if err := s.do(); err != nil {
					t.Fatal(err)
				}
			}
			if err := im.checkDecks(); err != nil {
				t.Fatal(err)
			}
			d, err := im.storedDeck(s.deck)
			if err != nil {
				t.Fatal(err)
			}
			switch {
			case d == nil && s.cards >= 0:
				t.Errorf("no deck %q, want %d cards", s.deck, s.cards)
			case d != nil && len(d.Cards) != s.cards:
				t.Errorf("deck %q has %d cards, want %d", s.deck, len(d.Cards), s.cards)
			}
		})
	}
}
