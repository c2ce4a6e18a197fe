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
		index = carddb.NewIndex(all)
	})
	if indexErr != nil {
		tb.Fatal(indexErr)
	}
	return index
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

// logWant is what a shared log must give. minUnderstood is the floor for
// understood/lines; the goal is 0.98 for every log.
type logWant struct {
	players       [2]string
	first, winner int8
	reason        string
}

var sharedLogWants = map[string]logWant{
	"game-01.txt": {[2]string{"nan26", "NaN"}, 1, 0, "keys"},
	"game-02.txt": {[2]string{"NaN", "nan26"}, 0, 0, "concede"},
	"game-03.txt": {[2]string{"NaN", "Gorlami"}, 1, 0, "keys"},
	"game-04.txt": {[2]string{"Guere", "NaN"}, 1, 0, "keys"},
	"game-05.txt": {[2]string{"NaN", "nan26"}, 0, 1, "keys"},
	"game-06.txt": {[2]string{"NaN", "nan26"}, 0, 1, "keys"},
	"game-07.txt": {[2]string{"nan26", "NaN"}, 1, 1, "keys"},
	"game-08.txt": {[2]string{"NaN", "nan26"}, 1, 0, "concede"},
	"game-09.txt": {[2]string{"NaN", "nan26"}, 1, 1, "concede"},
	"game-10.txt": {[2]string{"NaN", "nan26"}, 0, 0, "concede"}, // "nan26 chooses to go second"
	"game-11.txt": {[2]string{"NaN", "nan26"}, 0, 0, "keys"},
	"game-12.txt": {[2]string{"NaN", "nan26"}, 0, 0, "keys"},
	"game-13.txt": {[2]string{"nan26", "NaN"}, 1, 0, "concede"},
}

// rawCount counts the lines of a log that satisfy pred, independently of
// the parser.
func rawCount(data []byte, pred func(string) bool) int {
	n := 0
	for _, l := range strings.Split(string(data), "\n") {
		if pred(strings.TrimSpace(l)) {
			n++
		}
	}
	return n
}

func isSummary(l string) bool {
	return strings.Contains(l, ": ") && strings.Count(l, " Æmber") == 2 && strings.HasSuffix(l, ")") &&
		(strings.Contains(l, "key)") || strings.Contains(l, "keys)"))
}

// TestSharedLogs parses the 13 real TCO logs and checks per log: the share
// of lines understood, one checkpoint pair per summary line, one end per
// "End of turn", players, first player and result.
func TestSharedLogs(t *testing.T) {
	ix := testIndex(t)
	logs := testLogs(t)
	if len(logs) != len(sharedLogWants) {
		t.Errorf("%d logs, want %d", len(logs), len(sharedLogWants))
	}
	var lines, understood int
	for _, lf := range logs {
		t.Run(lf.name, func(t *testing.T) {
			want, ok := sharedLogWants[lf.name]
			if !ok {
				t.Skip("no expectations for this log")
			}
			res, err := Parse(lf.name, lf.data, ix)
			if err != nil {
				t.Fatal(err)
			}
			lines += res.Lines
			understood += res.Understood
			share := float64(res.Understood) / float64(res.Lines)
			t.Logf("understood %d/%d = %.1f%%, commented %d, unknown %d", res.Understood, res.Lines, 100*share, res.Commented, len(res.Unknown))
			if share < 0.98 {
				t.Errorf("understood %.3f of the lines, want ≥ 0.98; unknown: %v", share, res.Unknown)
			}
			if got := res.Lines - res.Understood; got != len(res.Unknown) {
				t.Errorf("lines - understood = %d, but %d unknown lines listed", got, len(res.Unknown))
			}
			for _, n := range res.Unresolved {
				t.Errorf("card name not resolved: %q", n)
			}
			h := res.Match.Header
			if h.Players != want.players {
				t.Errorf("players %q, want %q", h.Players, want.players)
			}
			if h.First != want.first {
				t.Errorf("first player %d, want %d", h.First, want.first)
			}
			if h.Result.Winner != want.winner || h.Result.Reason != want.reason {
				t.Errorf("result %+v, want winner %d by %s", h.Result, want.winner, want.reason)
			}
			if h.Decks[0] == "" || h.Decks[1] == "" {
				t.Errorf("deck names %q", h.Decks)
			}
			var checks, ends, turns int
			for _, e := range res.Match.Entries {
				switch e.Action.Verb {
				case engine.VerbCheck:
					if e.Comment == CommentEndOfTurn {
						checks++
					}
				case engine.VerbEnd:
					ends++
				case engine.VerbTurn:
					turns++
				}
			}
			if want := 2 * rawCount(lf.data, isSummary); checks != want || want == 0 {
				t.Errorf("%d end-of-turn checks, want %d (two per summary line)", checks, want)
			}
			if want := rawCount(lf.data, func(l string) bool { return strings.HasPrefix(l, "End of turn ") }); ends != want {
				t.Errorf("%d ends, want %d", ends, want)
			}
			if turns < ends {
				t.Errorf("%d turn headers for %d ends", turns, ends)
			}
			for i, hs := range res.Houses {
				if len(hs) == 0 || len(hs) > 3 {
					t.Errorf("player %d chose houses %v: want 1 to 3", i, hs)
				}
				d := PartialDeck(h.Decks[i], res.Seen[i], hs)
				if !d.Partial || len(d.Cards) != len(res.Seen[i]) {
					t.Errorf("partial deck %+v", d)
				}
			}
			if len(res.Seen[0])+len(res.Seen[1]) == 0 {
				t.Errorf("no cards seen: %v", res.Seen)
			}
		})
	}
	if lines > 0 {
		t.Logf("all logs: understood %d/%d = %.2f%%", understood, lines, 100*float64(understood)/float64(lines))
	}
}

// TestReimportSameHash: the same log parses to the same hash, also with
// its spacing changed; another log has another hash.
func TestReimportSameHash(t *testing.T) {
	ix := testIndex(t)
	logs := testLogs(t)
	a, err := Parse("a", logs[0].data, ix)
	if err != nil {
		t.Fatal(err)
	}
	respaced := strings.ReplaceAll(string(logs[0].data), "\n", "  \r\n")
	b, err := Parse("b", []byte(respaced), ix)
	if err != nil {
		t.Fatal(err)
	}
	c, err := Parse("c", logs[1].data, ix)
	if err != nil {
		t.Fatal(err)
	}
	if a.Hash != b.Hash || len(a.Hash) != 64 {
		t.Errorf("hash %q vs %q after respacing", a.Hash, b.Hash)
	}
	if a.Hash == c.Hash {
		t.Errorf("two logs share hash %q", a.Hash)
	}
	if len(a.Match.Entries) != len(b.Match.Entries) {
		t.Errorf("%d entries vs %d after respacing", len(a.Match.Entries), len(b.Match.Entries))
	}
}

func BenchmarkParseSharedLogs(b *testing.B) {
	ix := testIndex(b)
	logs := testLogs(b)
	var bytes int64
	for _, lf := range logs {
		bytes += int64(len(lf.data))
	}
	b.SetBytes(bytes)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, lf := range logs {
			if _, err := Parse(lf.name, lf.data, ix); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N*len(logs))/b.Elapsed().Seconds(), "logs/s")
}

// TestSharedSpellings: TCO's spellings find the card in the real card
// database; an evil twin's title finds the plain card.
func TestSharedSpellings(t *testing.T) {
	c := newCards(testIndex(t))
	for name, id := range map[string]string{
		"Sagittarii’s Gaze":       "sagittarii-s-gaze",
		"Sagittarii's Gaze":       "sagittarii-s-gaze",
		"Sagittarii''s Gaze":      "sagittarii-s-gaze",
		"In Here Somewhere…":      "in-here-somewhere…",
		"In Here Somewhere...":    "in-here-somewhere…",
		"Kaupe":                   "kaupe",
		"Duck, Duck, Superb Duck": "",
	} {
		def := c.card(name)
		switch {
		case def == nil:
			t.Errorf("%q not found", name)
		case id != "" && def.ID != id:
			t.Errorf("%q found %s, want %s", name, def.ID, id)
		}
	}
}

// BenchmarkParseSharedLogsNames parses with one *Names across all parses,
// as an import of many logs does.
func BenchmarkParseSharedLogsNames(b *testing.B) {
	names := NewNames(testIndex(b))
	logs := testLogs(b)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, lf := range logs {
			if _, err := Parse(lf.name, lf.data, names); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N*len(logs))/b.Elapsed().Seconds(), "logs/s")
}

// TestNamesSameResult: parsing through a *Names gives the same entries.
func TestNamesSameResult(t *testing.T) {
	ix := testIndex(t)
	names := NewNames(ix)
	for _, lf := range testLogs(t) {
		a, err := Parse(lf.name, lf.data, ix)
		if err != nil {
			t.Fatal(err)
		}
		b, err := Parse(lf.name, lf.data, names)
		if err != nil {
			t.Fatal(err)
		}
		if len(a.Match.Entries) != len(b.Match.Entries) || a.Understood != b.Understood || a.Hash != b.Hash {
			t.Errorf("%s: %d/%d entries, %d/%d understood", lf.name, len(a.Match.Entries), len(b.Match.Entries), a.Understood, b.Understood)
			continue
		}
		for i := range a.Match.Entries {
			if describe(a.Match.Entries[i]) != describe(b.Match.Entries[i]) {
				t.Errorf("%s: entry %d: %s vs %s", lf.name, i, describe(a.Match.Entries[i]), describe(b.Match.Entries[i]))
				break
			}
		}
	}
	if _, err := names.Lookup("Brunx"); err == nil {
		t.Error("Names found a prefix")
	}
	if d, err := names.Lookup("Brunx and Bongle"); err != nil || d.ID != "brunx-and-bongle" {
		t.Errorf("Names.Lookup: %v %v", d, err)
	}
}
