// Package importcmd is `kfr import`: games recorded elsewhere, brought into
// the store as matches. `kfr import tco` reads The Crucible Online's logs.
package importcmd

import (
	"fmt"
	"io"
	"math"
	"os"
	"runtime"
	"runtime/debug"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/tcoimport"
)

// New is `kfr import`.
func New(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "import",
		Short: "Import games recorded elsewhere (The Crucible Online logs)",
	}
	cmd.AddCommand(newTCO(f))
	return cmd
}

func newTCO(f *cmdutil.Factory) *cobra.Command {
	var countAnyway bool
	var jobs int
	cmd := &cobra.Command{
		Use:   "tco FILE...|-",
		Short: "Import The Crucible Online game logs (\"copy to clipboard\" text) as matches",
		Long: `Import game logs of The Crucible Online, one game a file ("-" reads one
from standard input). Each becomes a stored match: players, decks, turns,
houses, plays, reaps, fights, forged keys, the effects TCO reports, and a
checkpoint for every "End of turn" summary. The match is replayed on the way
in; the import says, per log, how many lines kfr understood and how many
checkpoint items the engine agrees with. Lines kfr does not understand are
kept as comments.

Decks are the stored decks of the names TCO gives, else partial decks of the
cards seen, which later games of the same deck extend. Importing a log again
does not duplicate its match.

A log kfr understood less than half of (is it a TCO game log?) is imported
with a warning and kept out of the statistics; --count-anyway counts it,
and kfr match include ID counts it later.

--json prints {"logs":[{"file","match","lines","understood","checkpoints",
"agreeing","violations","unverifiable","checkpoint_items":[{"line","player",
"field","log","engine","ok"}],…}],"totals":{…}}: "unverifiable" counts what
the log's hidden information cannot settle (a partial deck's unseen cards),
never counted as violations; "answered" counts the choices of scripted
abilities read from TCO's lines; "settled" counts the Æmber changes inferred
from a checkpoint after a line whose effects the log hides; "placed" counts
the creatures placed on the flank (or, deploying, the position) that later
lines show, which TCO never logs; "line" is the 1-based line of the TCO
file. Checkpoint fields: aember and keys at each end of turn, keycost at
each key phase that forges no key, chains at each "chains are reduced".
"script_checks" lists TCO's lines of the cards the engine scripts: the
engine resolves those abilities itself, and each line is a check that it
made the change the line states ({"line","source","effect","card","ok"});
"script_agreeing" counts those it made.

Logs are read and replayed on every core (--jobs 1: one at a time, leaving
the others free); the reports, match ids, matches and decks are those of
importing the logs one after the other, in the order given.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if jobs < 1 {
				return fmt.Errorf("--jobs %d: give 1 or more", jobs)
			}
			return run(f, cmd.InOrStdin(), args, countAnyway, jobs)
		},
	}
	cmd.Flags().BoolVar(&countAnyway, "count-anyway", false, "count in the statistics a log kfr understood less than half of")
	cmd.Flags().IntVarP(&jobs, "jobs", "j", runtime.GOMAXPROCS(0), "logs to import at once (1: one after the other)")
	return cmd
}

// totals are the --json document's sums.
type totals struct {
	Logs         int `json:"logs"`
	Imported     int `json:"imported"`
	Duplicates   int `json:"duplicates"`
	Lines        int `json:"lines"`
	Understood   int `json:"understood"`
	Checkpoints  int `json:"checkpoints"`
	Agreeing     int `json:"agreeing"`
	Violations   int `json:"violations"`
	Unverifiable int `json:"unverifiable"`
	// ScriptChecks are the lines of scripted cards checked against what
	// the engine's script did; ScriptAgreeing those it bore out.
	ScriptChecks   int `json:"script_checks"`
	ScriptAgreeing int `json:"script_agreeing"`
}

func run(f *cmdutil.Factory, stdin io.Reader, files []string, countAnyway bool, jobs int) error {
	// Through the page cache, not a memory map: the pages an import of
	// thousands of logs reads would all stay in its memory.
	f.StoreOptions.NoMap = true
	// A small page cache: each match is written once (store.Options).
	f.StoreOptions.CacheKB = 512
	defer limitMemory()()
	st, err := f.Store()
	if err != nil {
		return err
	}
	if n, err := st.CardCount(); err != nil || n == 0 {
		if err == nil {
			err = cmdutil.ErrNoCards
		}
		return err
	}
	ix, err := f.CardIndex()
	if err != nil {
		return err
	}
	im := tcoimport.New(st, ix)
	im.CountAnyway = countAnyway
	// Reports are written as each log is done and only their sums kept:
	// the memory of an import does not grow with the number of logs.
	var js *jsonStream
	if f.JSON {
		js = &jsonStream{w: f.Out}
		js.begin()
	}
	var t tcoimport.Totals
	failed := 0
	readLog := func(i int) (string, []byte, error) {
		src, err := read(files[i], stdin)
		return name(files[i]), src, err
	}
	im.ImportEach(len(files), jobs, readLog, func(_ int, rep tcoimport.Report, err error) {
		if err != nil {
			failed++
			fmt.Fprintln(f.ErrOut, "kfr:", err)
			return
		}
		t.Add(rep)
		if js != nil {
			js.log(rep)
		} else {
			writeReport(f.Out, rep)
		}
		if rep.Excluded != "" {
			fmt.Fprintf(f.ErrOut, "kfr: warning: %s: %s: is it a TCO game log? Match %s is kept out of the statistics (kfr match include %s counts it)\n",
				rep.File, rep.Excluded, rep.Match, rep.Match)
		}
	})
	if js != nil {
		if err := js.end(totals{t.Logs, t.Imported, t.Duplicates, t.Lines, t.Understood, t.Checkpoints, t.Agreeing,
			t.Violations, t.Unverifiable, t.ScriptChecks, t.ScriptAgreeing}); err != nil {
			return err
		}
	} else if t.Logs > 1 {
		fmt.Fprintf(f.Out, "%d logs: %d imported, %d already stored; %s lines understood, %s checkpoint items agree, %d violations, %d cannot be verified\n",
			t.Logs, t.Imported, t.Duplicates, ratio(t.Understood, t.Lines), ratio(t.Agreeing, t.Checkpoints), t.Violations, t.Unverifiable)
	}
	if failed > 0 {
		msg := fmt.Sprintf("%d of %d logs not imported", failed, len(files))
		fmt.Fprintln(f.ErrOut, "kfr:", msg)
		return &cmdutil.ReportedError{Msg: msg}
	}
	return nil
}

// memoryLimit is the Go memory an import aims to stay under (a soft
// limit, debug.SetMemoryLimit): the collector's goal grows with the logs
// in flight, and 1,000 logs at once peaked at about 42 MB of RSS; with
// the limit, at about 36 MB, for 11% more collections (about 1% more
// CPU). One log at a time (--jobs 1) stays under it on its own, at
// 33–38 MB, but a busy machine that delays the collector can push it
// further, so the serial import sets the same ceiling. A long log over
// it is only collected more often.
const memoryLimit = 24 << 20

// limitMemory sets memoryLimit, unless a limit is set (GOMEMLIMIT), and
// returns what restores the limit before.
func limitMemory() (restore func()) {
	if before := debug.SetMemoryLimit(-1); before != math.MaxInt64 {
		return func() {}
	}
	before := debug.SetMemoryLimit(memoryLimit)
	return func() { debug.SetMemoryLimit(before) }
}

// maxLogBytes bounds a TCO log read: a long game's log is about 100 KB,
// and reading 4 MB of one costs about 80 MB of memory.
const maxLogBytes = 4 << 20

func read(file string, stdin io.Reader) ([]byte, error) {
	src, err := cmdutil.ReadInput(file, stdin, maxLogBytes)
	if os.IsNotExist(err) {
		return nil, fmt.Errorf("%s: no such file", file)
	}
	return src, err
}

func name(file string) string {
	if file == "-" {
		return "<stdin>"
	}
	return file
}

func writeReport(w io.Writer, r tcoimport.Report) {
	state := "match " + r.Match
	if r.Duplicate {
		state = "already imported as match " + r.Match
	}
	fmt.Fprintf(w, "%s: %s: %s (%s) vs %s (%s)\n", r.File, state, r.Players[0], deckNote(r, 0), r.Players[1], deckNote(r, 1))
	result := "no result"
	if r.Winner != "" {
		result = fmt.Sprintf("%s won (%s)", r.Winner, r.Reason)
	}
	fmt.Fprintf(w, "  %s lines understood, %s checkpoint items agree, %d violations, %d cannot be verified, %s\n",
		ratio(r.Understood, r.Lines), ratio(r.Agreeing, r.Checkpoints), r.Violations, r.Unverifiable, result)
	if r.FirstDisagreement > 0 {
		fmt.Fprintf(w, "  first disagreement at line %d (kfr replay %s shows every checkpoint)\n", r.FirstDisagreement, r.Match)
	}
}

func deckNote(r tcoimport.Report, i int) string {
	if r.Partial[i] {
		return r.Decks[i] + ", partial"
	}
	return r.Decks[i]
}

func ratio(n, of int) string {
	if of == 0 {
		return "0/0"
	}
	return fmt.Sprintf("%d/%d (%.1f%%)", n, of, 100*float64(n)/float64(of))
}
