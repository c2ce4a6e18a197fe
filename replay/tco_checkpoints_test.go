package replay

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/tco"
)

// tcoFloor is what each shared log reaches: checkpoint items (Æmber and
// keys of both players at every "End of turn" summary, Æmber at every key
// phase), how many of them the engine agrees with, and how many of the
// end-of-turn items agree. The figures are floors that only ratchet up: a
// change that makes one log agree less fails. TCO_FLOOR=1 prints the table
// a run reaches.
var tcoFloor = map[string]struct{ checkpoints, agreeing, endAgreeing int }{
	"game-01.txt": {71, 71, 60},
	"game-02.txt": {21, 21, 16},
	"game-03.txt": {82, 82, 68},
	"game-04.txt": {120, 120, 100},
	"game-05.txt": {101, 101, 84},
	"game-06.txt": {93, 92, 75},
	"game-07.txt": {308, 308, 248},
	"game-08.txt": {11, 11, 8},
	"game-09.txt": {36, 36, 28},
	"game-10.txt": {11, 11, 8},
	"game-11.txt": {58, 57, 47},
	"game-12.txt": {117, 117, 96},
	"game-13.txt": {61, 61, 48},
}

// minUnderstood is the share of a log's lines the importer must understand.
const minUnderstood = 0.98

// tcoFigures are one log's import and replay figures.
type tcoFigures struct {
	lines, understood, checkpoints, agreeing int
	endOfTurn, endAgreeing                   int    // the items of "End of turn" summaries
	first                                    string // the first disagreement, "" when none
}

func tcoMeasure(t *testing.T, l sharedLog, ix engine.CardDB) tcoFigures {
	t.Helper()
	r, err := Run(l.res.Match, ix, l.deck)
	if err != nil {
		t.Fatal(err)
	}
	f := tcoFigures{lines: l.res.Lines, understood: l.res.Understood, checkpoints: len(r.Checkpoints)}
	for _, c := range r.Checkpoints {
		end := r.Match.Entries[c.Entry].Comment == tco.CommentEndOfTurn
		if end {
			f.endOfTurn++
		}
		if c.OK {
			f.agreeing++
			if end {
				f.endAgreeing++
			}
			continue
		}
		if f.first == "" {
			f.first = fmt.Sprintf("line %d (turn %d, %s): %s expected %s, engine %s",
				c.Line, c.Turn, r.PlayerName(c.Player), c.Field, c.Expected, c.Actual)
		}
	}
	return f
}

// TestTCOCheckpoints replays the 13 shared TCO logs and holds each to its
// floor of agreeing checkpoint items and to 98% of lines understood. The
// first disagreement of each log is logged with its line.
func TestTCOCheckpoints(t *testing.T) {
	ix := sharedIndex(t)
	logs := sharedLogs(t)
	var total tcoFigures
	var table strings.Builder
	for _, l := range logs {
		t.Run(l.name, func(t *testing.T) {
			f := tcoMeasure(t, l, ix)
			total.lines += f.lines
			total.understood += f.understood
			total.checkpoints += f.checkpoints
			total.agreeing += f.agreeing
			total.endOfTurn += f.endOfTurn
			total.endAgreeing += f.endAgreeing
			fmt.Fprintf(&table, "\t%q: {%d, %d, %d},\n", l.name, f.checkpoints, f.agreeing, f.endAgreeing)
			t.Logf("lines %d, understood %d (%.1f%%), checkpoints %d, agreeing %d; end of turn %d, agreeing %d",
				f.lines, f.understood, 100*float64(f.understood)/float64(max(f.lines, 1)), f.checkpoints, f.agreeing,
				f.endOfTurn, f.endAgreeing)
			if f.first != "" {
				t.Logf("first disagreement: %s", f.first)
			}
			floor, ok := tcoFloor[l.name]
			if !ok {
				t.Fatalf("no floor for %s: add it to tcoFloor", l.name)
			}
			if f.checkpoints < floor.checkpoints {
				t.Errorf("%d checkpoint items, want at least %d", f.checkpoints, floor.checkpoints)
			}
			if f.endAgreeing < floor.endAgreeing {
				t.Errorf("%d end-of-turn checkpoint items agree, want at least %d (first disagreement: %s)", f.endAgreeing, floor.endAgreeing, f.first)
			}
			if f.agreeing < floor.agreeing {
				t.Errorf("%d checkpoint items agree, want at least %d (first disagreement: %s)", f.agreeing, floor.agreeing, f.first)
			}
			if float64(f.understood) < minUnderstood*float64(f.lines) {
				t.Errorf("%d of %d lines understood, want %.0f%%", f.understood, f.lines, 100*minUnderstood)
			}
		})
	}
	t.Logf("all logs: lines %d, understood %d, checkpoints %d, agreeing %d; end of turn %d, agreeing %d",
		total.lines, total.understood, total.checkpoints, total.agreeing, total.endOfTurn, total.endAgreeing)
	if os.Getenv("TCO_FLOOR") != "" {
		t.Logf("floors reached:\n%s", table.String())
	}
}

// BenchmarkTCOImportReplay imports (parses) and replays the 13 shared
// logs, reading the files once beforehand.
func BenchmarkTCOImportReplay(b *testing.B) {
	ix := sharedIndex(b)
	files, _ := filepath.Glob(filepath.Join(sharedData, "tco-logs", "*.txt"))
	if len(files) == 0 {
		b.Skip("shared TCO logs absent")
	}
	sort.Strings(files)
	srcs := make([][]byte, len(files))
	for i, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		srcs[i] = data
	}
	b.ReportAllocs()
	for b.Loop() {
		for i, src := range srcs {
			res, err := tco.Parse(files[i], src, ix)
			if err != nil {
				b.Fatal(err)
			}
			var decks [2]*engine.Deck
			for k := range decks {
				decks[k] = tco.PartialDeck(res.Match.Header.Decks[k], res.Seen[k], res.Houses[k])
			}
			if _, err := RunWith(res.Match, ix, decks, Options{NoHashes: true}); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(srcs)*b.N)/b.Elapsed().Seconds(), "logs/s")
}
