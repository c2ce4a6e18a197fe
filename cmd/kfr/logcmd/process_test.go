package logcmd_test

import (
	"database/sql"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/engine/randplay"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/store"
)

func TestMain(m *testing.M) {
	if db := os.Getenv(bareCommitEnv); db != "" {
		os.Exit(bareCommit(db))
	}
	kfrtest.Main(m)
}

// bareCommitEnv, set to a database's path, makes the test binary the bare
// process kfr log is measured against: it opens the database as the store
// does, commits one row in WAL mode, closes it and exits.
const bareCommitEnv = "KFR_TEST_BARE_COMMIT"

func bareCommit(db string) int {
	h, err := sql.Open("sqlite", "file:"+db+"?_pragma=busy_timeout(5000)&_pragma=synchronous(1)&_txlock=immediate")
	if err == nil {
		_, err = h.Exec(`INSERT INTO kfr_meta (key, value) VALUES ('bare-commit', '1')
			ON CONFLICT (key) DO UPDATE SET value = value + 1`)
		if cerr := h.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return 0
}

// TestKilledLogLosesNothing runs kfr log as a process again and again and
// SIGKILLs it at random moments (seeded): every action of a kfr log that
// exited 0 is in the log, no action is half-written (the log's sequence
// numbers are gapless, every stored action decodes, integrity_check is
// ok), and no action is there twice.
func TestKilledLogLosesNothing(t *testing.T) {
	bin := kfrtest.Binary(t)
	db, id := testDB(t)
	rng := rand.New(rand.NewPCG(20261123, 4))
	verbs := []string{"house brobnar", "play Troll", "reap Troll", "end", "house untamed", "> gain 1", "check Alice aember 1"}
	const runs = 60
	var committed []string // markers of the actions whose kfr log exited 0
	all := map[string]bool{}
	killed := 0
	// Kill within 1.5 times the time an undisturbed kfr log takes here
	// (the fastest of three), so that a fair share of the runs finish
	// however loaded the machine is.
	fastest := time.Hour
	for k := range 3 {
		mark := fmt.Sprintf("calibration%d", k)
		start := time.Now()
		if out, err := exec.Command(bin, "--db", db, "log", "house brobnar  # "+mark).CombinedOutput(); err != nil {
			t.Fatalf("kfr log: %v\n%s", err, out)
		}
		fastest = min(fastest, time.Since(start))
		all[mark], committed = true, append(committed, mark)
	}
	span := fastest * 3 / 2
	for i := range runs {
		n := 1 + rng.IntN(3) // actions per call
		var args []string
		var marks []string
		for k := range n {
			mark := fmt.Sprintf("k%d.%d", i, k)
			marks = append(marks, mark)
			all[mark] = true
			args = append(args, verbs[rng.IntN(len(verbs))]+"  # "+mark)
		}
		cmd := exec.Command(bin, append([]string{"--db", db, "log"}, args...)...)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		exited := make(chan error, 1)
		go func() { exited <- cmd.Wait() }()
		delay := time.Duration(rng.Int64N(int64(span)))
		var err error
		select {
		case err = <-exited:
		case <-time.After(delay):
			cmd.Process.Signal(syscall.SIGKILL)
			err = <-exited
		}
		var ee *exec.ExitError
		switch {
		case err == nil:
			committed = append(committed, marks...)
		case errors.As(err, &ee) && !ee.Exited():
			killed++
		default:
			t.Fatalf("kfr log %q: %v", args, err)
		}
	}
	t.Logf("%d runs, %d killed, %d actions committed by runs that finished", runs, killed, len(committed))
	if killed == 0 || len(committed) == 0 {
		t.Errorf("the delays never (or always) killed kfr log: %d killed of %d", killed, runs)
	}

	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var check string
	if err := st.DB().QueryRow("PRAGMA integrity_check").Scan(&check); err != nil || check != "ok" {
		t.Fatalf("integrity_check: %q %v", check, err)
	}
	rows, err := st.DB().Query("SELECT seq FROM actions WHERE match_id = ? ORDER BY seq", id)
	if err != nil {
		t.Fatal(err)
	}
	seq := 0
	for rows.Next() {
		var s int
		if err := rows.Scan(&s); err != nil {
			t.Fatal(err)
		}
		if s != seq {
			t.Fatalf("action sequence numbers jump from %d to %d", seq-1, s)
		}
		seq++
	}
	rows.Close()
	m, err := st.Match(id) // decodes every stored action
	if err != nil {
		t.Fatalf("a stored action does not read back: %v", err)
	}
	var present []string
	for _, e := range m.Entries {
		if !all[e.Comment] {
			t.Errorf("stored action %q # %q was never logged", e.Text, e.Comment)
		}
		if slices.Contains(present, e.Comment) {
			t.Errorf("action %s is stored twice", e.Comment)
		}
		present = append(present, e.Comment)
	}
	for _, mark := range committed {
		if !slices.Contains(present, mark) {
			t.Errorf("action %s was committed (kfr log exited 0) but is not in the log", mark)
		}
	}
	if len(m.Entries) != seq {
		t.Errorf("%d entries read, %d sequence numbers", len(m.Entries), seq)
	}
}

// longMatch stores a match of n actions between the fixture decks: a game
// played by randplay (legal random actions) while nobody has won, then
// turns of choosing a house and ending, the pace of a long game. It
// returns the database's size per stored action and the encoded (msgpack)
// bytes per action.
func longMatch(b *testing.B, db string, n int) (dbBytes, codecBytes float64) {
	b.Helper()
	st, err := store.Open(db)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	size := func() float64 {
		var pages, pageSize int64
		st.DB().Exec("PRAGMA wal_checkpoint(TRUNCATE)")
		st.DB().QueryRow("PRAGMA page_count").Scan(&pages)
		st.DB().QueryRow("PRAGMA page_size").Scan(&pageSize)
		return float64(pages * pageSize)
	}
	ix := fixtures.Index()
	var decks [2]*engine.Deck
	for _, d := range fixtures.Decks() {
		if d.Name == fixtures.RedHollowWarband {
			decks[0] = d
		} else {
			decks[1] = d
		}
	}
	h := header()
	setup := engine.Setup{First: 0}
	for i := range setup.Players {
		setup.Players[i] = engine.PlayerSetup{Name: h.Players[i], Deck: decks[i]}
	}
	res, err := randplay.Play(ix, setup, 8, randplay.Options{Effects: true})
	if err != nil {
		b.Fatal(err)
	}
	g, err := engine.New(ix, setup)
	if err != nil {
		b.Fatal(err)
	}
	m := &record.Match{Header: h}
	add := func(a engine.Action) {
		g.Apply(a)
		m.Entries = append(m.Entries, record.Entry{Action: a, Text: notation.FormatAction(record.Entry{Action: a}, &h, ix)})
	}
	for _, a := range res.Actions {
		probe := g.Clone()
		probe.Apply(a)
		if _, _, over := probe.Over(); over || len(m.Entries) >= 300 {
			break
		}
		add(a)
	}
	for len(m.Entries) < n {
		if g.Step() != engine.StepMain {
			add(engine.Action{Verb: engine.VerbHouse, Player: engine.NoPlayer, House: decks[g.Active()].Houses[0]})
		}
		add(engine.Action{Verb: engine.VerbEnd, Player: engine.NoPlayer})
	}
	m.Entries = m.Entries[:n]
	before := size()
	// With the deck ids kfr match new stores, so that kfr log finds the
	// decks by id as it does for a match made at the table.
	id, err := st.CreateMatch(m, store.MatchOptions{Source: store.SourceRandom, DeckIDs: [2]string{decks[0].ID, decks[1].ID}})
	if err != nil {
		b.Fatal(err)
	}
	if err := st.SetCurrentMatch(id); err != nil {
		b.Fatal(err)
	}
	var blob int64
	st.DB().QueryRow("SELECT sum(length(action)) FROM actions WHERE match_id = ?", id).Scan(&blob)
	return (size() - before) / float64(n), float64(blob) / float64(n)
}

// logBench is a kfr binary and a database holding a long match,
// which is the current one.
type logBench struct {
	b       *testing.B
	bin, db string
}

// newLogBench makes the database, first importing the card packs given
// (keyteki JSON files) if any.
func newLogBench(b *testing.B, n int, packs ...string) (lb logBench, dbBytes, codecBytes float64) {
	lb = logBench{b: b, bin: kfrtest.Binary(b)}
	lb.db, _ = testDB(b)
	if len(packs) > 0 {
		lb.run(nil, append([]string{"cards", "import"}, packs...)...)
	}
	// testDB's empty match is not the current one once longMatch runs.
	dbBytes, codecBytes = longMatch(b, lb.db, n)
	// Warm the file cache once. Two actions and one undo: kfr log stores
	// the match's state with the last action (a snapshot, resumed by the
	// next kfr log) and an undo keeps the one before it, so that every
	// round (kfr log, then kfr undo) starts from a stored state, as a
	// match recorded at the table does (one action more than n).
	lb.run(nil, "log", "end")
	lb.run(nil, "log", "end")
	lb.run(nil, "undo")
	return lb, dbBytes, codecBytes
}

// run runs kfr with args on the database, with env added to the
// environment, and returns how long the process took.
func (lb logBench) run(env []string, args ...string) time.Duration {
	cmd := exec.Command(lb.bin, append([]string{"--db", lb.db}, args...)...)
	if env != nil {
		cmd.Env = append(os.Environ(), env...)
	}
	start := time.Now()
	out, err := cmd.CombinedOutput()
	took := time.Since(start)
	if err != nil {
		lb.b.Fatalf("kfr %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return took
}

// bareCommit runs the bare process of one WAL commit (bareCommitEnv) on
// the database and returns how long it took.
func (lb logBench) bareCommit() time.Duration {
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), bareCommitEnv+"="+lb.db)
	start := time.Now()
	out, err := cmd.CombinedOutput()
	took := time.Since(start)
	if err != nil {
		lb.b.Fatalf("bare commit: %v\n%s", err, out)
	}
	return took
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func median(ds []time.Duration) time.Duration {
	ds = slices.Clone(ds)
	slices.Sort(ds)
	return ds[len(ds)/2]
}

// BenchmarkLogOneAction is kfr log of one action on a 400-action match,
// the whole process (start, open, replay, parse, commit, print), then kfr
// undo outside the timer. Goal: 20 ms wall, and 1.5 times a bare
// process's one WAL commit (p50-x-bare).
func BenchmarkLogOneAction(b *testing.B) { benchLogOneAction(b, 400) }

// BenchmarkLogOneAction2000 is BenchmarkLogOneAction on a 2,000-action
// match: what kfr log costs more as a match grows.
func BenchmarkLogOneAction2000(b *testing.B) { benchLogOneAction(b, 2000) }

// BenchmarkLogOneAction50 is BenchmarkLogOneAction on a 50-action match:
// beside the 2,000-action one, whether kfr log grows with the match.
func BenchmarkLogOneAction50(b *testing.B) { benchLogOneAction(b, 50) }

// BenchmarkLogOneActionAllCards is BenchmarkLogOneAction on a database
// that also holds every card of ../shared/data (2,556), as a player's does
// once the card database is imported: the match's cards are looked up in
// the larger table.
func BenchmarkLogOneActionAllCards(b *testing.B) {
	packs, _ := filepath.Glob("../../../../shared/data/keyteki-packs/*.json")
	if len(packs) == 0 {
		b.Skip("no ../shared/data/keyteki-packs beside the repository")
	}
	benchLogOneAction(b, 400, packs...)
}

func benchLogOneAction(b *testing.B, n int, packs ...string) {
	lb, dbBytes, codecBytes := newLogBench(b, n, packs...)
	run := func(args ...string) time.Duration { return lb.run(nil, args...) }
	// What any kfr command costs here (start, init, exit), for scale.
	startup := time.Hour
	for range 20 {
		startup = min(startup, run("version"))
	}
	var took, bare []time.Duration
	for b.Loop() {
		took = append(took, run("log", "end"))
		b.StopTimer()
		run("undo")
		bare = append(bare, lb.bareCommit())
		b.StartTimer()
	}
	var logged time.Duration
	for _, d := range took {
		logged += d
	}
	b.ReportMetric(ms(logged)/float64(len(took)), "ms/log")
	// The median is the typical call; the fastest is the cost on an idle
	// machine (others' builds and tests share this one).
	b.ReportMetric(ms(median(took)), "p50-ms/log")
	b.ReportMetric(ms(slices.Min(took)), "min-ms/log")
	b.ReportMetric(ms(startup), "min-ms/version")
	// The goal: within 1.5 times a bare process's one WAL commit on the
	// same database, measured in the same rounds.
	b.ReportMetric(ms(median(bare)), "p50-ms/bare-commit")
	b.ReportMetric(float64(median(took))/float64(median(bare)), "p50-x-bare")
	b.ReportMetric(float64(slices.Min(took))/float64(slices.Min(bare)), "min-x-bare")
	b.ReportMetric(dbBytes, "db-bytes/action")
	b.ReportMetric(codecBytes, "msgpack-bytes/action")
}

// BenchmarkLogPrefault measures what cmd/kfr/prefault saves a kfr log: each
// round logs one action with it off (KFR_PREFAULT=0) and one with it on,
// in alternating order, so that the machine's drift from minute to minute
// falls on both alike. It reports both medians and the median of the
// rounds' differences (off minus on).
func BenchmarkLogPrefault(b *testing.B) {
	lb, _, _ := newLogBench(b, 400)
	off := []string{"KFR_PREFAULT=0"}
	var withOff, withOn, saved []time.Duration
	for i := 0; b.Loop(); i++ {
		var dOff, dOn time.Duration
		for k := range 2 {
			if (i+k)%2 == 0 {
				dOff = lb.run(off, "log", "end")
				lb.run(off, "undo")
			} else {
				dOn = lb.run(nil, "log", "end")
				lb.run(nil, "undo")
			}
		}
		withOff, withOn, saved = append(withOff, dOff), append(withOn, dOn), append(saved, dOff-dOn)
	}
	b.ReportMetric(ms(median(withOff)), "p50-ms/log-off")
	b.ReportMetric(ms(median(withOn)), "p50-ms/log-on")
	b.ReportMetric(ms(median(saved)), "p50-ms-saved")
}
