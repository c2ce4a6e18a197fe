// Package demo is `kfr demo`: the whole pipeline on the fixtures bundled
// with kfr — import cards, decks and matches, record a match live, replay
// and audit every match, print the statistics and the chains, and write
// the HTML reports.
package demo

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/analysis"
	"github.com/kfr-dev/kfr/analysis/stored"
	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	replaycmd "github.com/kfr-dev/kfr/cmd/kfr/replay"
	"github.com/kfr-dev/kfr/cmd/kfr/stats"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/session"
	"github.com/kfr-dev/kfr/record/store"
	"github.com/kfr-dev/kfr/reports"
	"github.com/kfr-dev/kfr/site"
)

// LiveMatch is the fixture match the demo records action by action, as
// kfr log would; the others are imported from their notation.
const LiveMatch = "01-club-night-alice-bob.kfr"

// New is `kfr demo`.
func New(f *cmdutil.Factory) *cobra.Command {
	var outDir string
	cmd := &cobra.Command{
		Use:   "demo [--db FILE] [-o DIR]",
		Short: "Run the whole pipeline on the bundled fixture decks and matches",
		Long: `Run kfr end to end on the cards, decks and matches bundled with it:

  1. import the fixture cards and decks;
  2. import the fixture matches from their notation, and record one of them
     live, one action per transaction, as kfr log does at the table;
  3. replay and audit every match: its result, each broken rule with the
     rulebook's reference, whether the checkpoints agree;
  4. print each deck's record, the matchup and the chains the rulebook
     suggests for the next game;
  5. write the HTML reports (every deck, each deck, each match) into DIR.

The database is a temporary one, removed at the end, unless --db names one
(running the demo again into it adds nothing twice). Reports go to
./kfr-demo/ unless -o says otherwise; their charts need ECharts (npm ci in
the kfr checkout, npm install -g echarts, or $KFR_ECHARTS_JS), without which
the pages are written with their tables and a notice.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if f.DBFlag == "" {
				tmp, err := os.MkdirTemp("", "kfr-demo-")
				if err != nil {
					return err
				}
				defer func() {
					f.Close()
					os.RemoveAll(tmp)
				}()
				f.DBFlag = filepath.Join(tmp, "kfr.db")
				return Run(f, outDir, true)
			}
			return Run(f, outDir, false)
		},
	}
	cmd.Flags().StringVarP(&outDir, "output", "o", "kfr-demo", "folder for the HTML reports")
	return cmd
}

// demo is one run's state.
type demo struct {
	f   *cmdutil.Factory
	st  *store.Store
	out io.Writer
	ids []string // the fixture matches' ids, in file order
}

// Run runs the demo against f's database (temporary says it will be
// removed) and writes the reports into outDir.
func Run(f *cmdutil.Factory, outDir string, temporary bool) error {
	st, err := f.Store()
	if err != nil {
		return err
	}
	d := &demo{f: f, st: st, out: f.Out}
	fmt.Fprintln(d.out, "kfr demo: the whole pipeline on the fixtures bundled with kfr")
	if temporary {
		fmt.Fprintf(d.out, "Database: %s (temporary; give --db FILE to keep it)\n", st.Path())
	} else {
		fmt.Fprintf(d.out, "Database: %s\n", st.Path())
	}
	assets, assetsErr := reports.LoadAssets()
	steps := []struct {
		title string
		run   func() error
	}{
		{"Cards and decks", d.importCardsAndDecks},
		{"Matches", d.importMatches},
		{"Replay and audit", d.audit},
		{"Decks", d.decks},
		{"Matchup", d.matchup},
		{"Chains", d.chains},
	}
	for i, s := range steps {
		fmt.Fprintf(d.out, "\n%d. %s\n", i+1, s.title)
		if err := s.run(); err != nil {
			return fmt.Errorf("%s: %w", strings.ToLower(s.title), err)
		}
	}
	fmt.Fprintf(d.out, "\n%d. Reports\n", len(steps)+1)
	if assetsErr != nil {
		fmt.Fprintf(d.out, "   without charts: %v\n", assetsErr)
	}
	return d.reports(outDir, assets)
}

func (d *demo) importCardsAndDecks() error {
	cards := fixtures.Cards()
	res, err := d.st.ImportCards(cards)
	if err != nil {
		return err
	}
	decks := fixtures.Decks()
	if err := d.st.SaveDecks(decks, nil); err != nil {
		return err
	}
	d.f.ForgetCards()
	names := make([]string, len(decks))
	for i, dk := range decks {
		names[i] = fmt.Sprintf("%s (%s)", dk.Name, housesOf(dk))
	}
	fmt.Fprintf(d.out, "   %d cards (%d new), %d decks: %s\n", res.Cards, res.New, len(decks), strings.Join(names, "; "))
	return nil
}

func housesOf(dk *engine.Deck) string {
	hs := make([]string, 0, 3)
	for _, h := range dk.Houses {
		hs = append(hs, string(h))
	}
	return strings.Join(hs, ", ")
}

func (d *demo) importMatches() error {
	ix, err := d.f.CardIndex()
	if err != nil {
		return err
	}
	for _, mf := range fixtures.Matches() {
		m, err := notation.Parse(mf.Name, mf.Src, ix)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(mf.Src)
		hash := hex.EncodeToString(sum[:])
		var id string
		if mf.Name == LiveMatch {
			id, err = d.recordLive(mf, m, "live:"+hash)
		} else {
			id, err = d.importOne(mf, m, hash)
		}
		if err != nil {
			return fmt.Errorf("%s: %w", mf.Name, err)
		}
		d.ids = append(d.ids, id)
	}
	return nil
}

// importOne stores a match as `kfr match import` does: its header and log
// in one transaction, deduplicated by the file's content hash.
func (d *demo) importOne(mf fixtures.MatchFile, m *record.Match, hash string) (string, error) {
	deckIDs, err := cmdutil.ResolveDeckIDs(d.st, m.Header)
	if err != nil {
		return "", err
	}
	id, err := d.st.CreateMatch(m, store.MatchOptions{Source: store.SourceNotation, Hash: hash, DeckIDs: deckIDs})
	var dup *store.DuplicateError
	if errors.As(err, &dup) {
		fmt.Fprintf(d.out, "   %-32s already stored as match %s\n", mf.Name, dup.ID)
		return dup.ID, nil
	}
	if err != nil {
		return "", err
	}
	fmt.Fprintf(d.out, "   %-32s imported as match %s (%d actions)\n", mf.Name, id, len(m.Entries))
	return id, nil
}

// recordLive stores a match the way it is recorded at the table: a match
// with its header only, then each line of its log given to a recording
// session on its own, as `kfr log "…"` would, each appended in its own
// transaction and checked by the engine at once.
func (d *demo) recordLive(mf fixtures.MatchFile, m *record.Match, hash string) (string, error) {
	if id, ok, err := d.st.MatchByHash(hash); err != nil || ok {
		if ok {
			fmt.Fprintf(d.out, "   %-32s already recorded as match %s\n", mf.Name, id)
		}
		return id, err
	}
	deckIDs, err := cmdutil.ResolveDeckIDs(d.st, m.Header)
	if err != nil {
		return "", err
	}
	h := m.Header
	h.Result = record.Result{Winner: engine.NoPlayer} // decided by the game, not known in advance
	id, err := d.st.CreateMatch(&record.Match{Header: h}, store.MatchOptions{Source: store.SourceTable, Hash: hash, DeckIDs: deckIDs})
	if err != nil {
		return "", err
	}
	s, err := session.Open(d.st, nil, id)
	if err != nil {
		return "", err
	}
	src := strings.Split(string(mf.Src), "\n")
	flagged := 0
	for _, e := range m.Entries {
		line := e.Text
		if e.Line > 0 && e.Line <= len(src) {
			line = strings.TrimSpace(src[e.Line-1]) // the line as the players typed it
		}
		logged, err := s.Log([]string{line})
		if err != nil {
			return "", fmt.Errorf("line %d %q: %w", e.Line, line, err)
		}
		for _, l := range logged {
			flagged += len(l.Violations)
		}
	}
	if w, reason, over := gameOver(s); over {
		h.Result = record.Result{Winner: w, Reason: reason}
		if err := d.st.SetHeader(id, h, deckIDs); err != nil {
			return "", err
		}
	}
	fmt.Fprintf(d.out, "   %-32s recorded live as match %s: %d actions, each appended and checked on its own, %s flagged\n",
		mf.Name, id, s.Len(), plural(flagged, "violation"))
	return id, nil
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return fmt.Sprintf("%d %ss", n, what)
}

func gameOver(s *session.Session) (int8, string, bool) {
	b := s.Board()
	return b.Winner, b.Reason, b.Over
}

func (d *demo) audit() error {
	for _, id := range d.ids {
		l, err := replaycmd.Load(d.f, id)
		if err != nil {
			return err
		}
		r := l.Replay
		fmt.Fprintf(d.out, "   %s\n", ResultLine(id, r.Match.Header, r.Result.Winner, r.Result.Reason, r.Whose(r.LastTurn())))
		ok := len(r.Checkpoints) - r.Disagreements()
		fmt.Fprintf(d.out, "     %s; %d of %d checkpoint items agree\n", plural(len(r.Violations), "violation"), ok, len(r.Checkpoints))
		for i, v := range r.Violations {
			e := r.Match.Entries[r.ViolationEntry[i]]
			fmt.Fprintf(d.out, "     line %d, %s, %s: %s\n       %s: %s (%s)\n", e.Line, r.Whose(v.Turn), r.PlayerName(v.Player),
				e.Text, v.Rule, v.Message, v.Reference)
		}
		for _, c := range r.Checkpoints {
			if !c.OK {
				fmt.Fprintf(d.out, "     line %d: checkpoint %s %s: log %s, engine %s\n", c.Line, r.PlayerName(c.Player), c.Field,
					c.Expected, c.Actual)
			}
		}
	}
	return nil
}

// ResultLine is a match's one-line result: "match 3, 2026-10-02, Club
// night: Alice (Red Hollow Warband) beat Bob (Keepers of the Quiet
// Library) by forging three keys, on Alice's turn 9"; last names the
// match's last turn as players count them (replay.Whose).
func ResultLine(id string, h record.Header, winner int8, reason string, last string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "match %s", id)
	for _, s := range []string{h.Date, h.Event} {
		if s != "" {
			b.WriteString(", " + s)
		}
	}
	side := func(p int8) string { return fmt.Sprintf("%s (%s)", h.Players[p], h.Decks[p]) }
	switch {
	case winner == 0 || winner == 1:
		how := "by forging three keys"
		if reason == "concede" {
			how = "who conceded"
		}
		fmt.Fprintf(&b, ": %s beat %s %s, on %s", side(winner), side(1-winner), how, last)
	default:
		fmt.Fprintf(&b, ": %s vs %s, not finished after %s", side(0), side(1), last)
	}
	return b.String()
}

func (d *demo) summaries() ([]analysis.MatchSummary, error) {
	return stored.SummariesWarn(d.st, stats.CardSource(d.f), d.f.ErrOut)
}

func (d *demo) decks() error {
	ms, err := d.summaries()
	if err != nil {
		return err
	}
	tw := tabwriter.NewWriter(d.out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "   deck\tgames\twins–losses\twin rate\tas first\tas second\tstreak\tavg turns to win")
	for _, s := range analysis.AllDecks(ms) {
		fmt.Fprintf(tw, "   %s\t%d\t%d–%d\t%.0f%%\t%d–%d\t%d–%d\t%s\t%.1f\n", s.Deck, s.Games, s.Wins, s.Losses, 100*s.WinRate,
			s.AsFirst.Wins, s.AsFirst.Losses, s.AsSecond.Wins, s.AsSecond.Losses, streak(s.Current), s.AvgTurnsToWin)
	}
	return tw.Flush()
}

func streak(s analysis.Streak) string {
	if s.Length == 0 {
		return "none"
	}
	return fmt.Sprintf("%d %s", s.Length, map[bool]string{true: "wins", false: "losses"}[s.Kind == "win"])
}

func (d *demo) matchup() error {
	ms, err := d.summaries()
	if err != nil {
		return err
	}
	return indent(d.out, func(w io.Writer) error { return reports.WriteMatchupsText(w, analysis.Matrix(ms)) })
}

func (d *demo) chains() error {
	ms, err := d.summaries()
	if err != nil {
		return err
	}
	r := analysis.Recommend(fixtures.RedHollowWarband, fixtures.KeepersOfTheQuietLibrary, ms)
	return indent(d.out, func(w io.Writer) error { return reports.WriteChainsText(w, r) })
}

// indent writes what write writes, each line indented by three spaces.
func indent(out io.Writer, write func(io.Writer) error) error {
	var b bytes.Buffer
	if err := write(&b); err != nil {
		return err
	}
	for _, line := range strings.SplitAfter(strings.TrimRight(b.String(), "\n"), "\n") {
		if strings.TrimSpace(line) == "" {
			fmt.Fprint(out, line)
			continue
		}
		fmt.Fprint(out, "   "+line)
	}
	fmt.Fprintln(out)
	return nil
}

// reports writes the report site (package site) into dir: every deck,
// player and match, linked from index.html.
func (d *demo) reports(dir string, assets reports.Assets) error {
	res, err := site.Write(d.st, stats.CardSource(d.f), site.Options{Dir: dir, Assets: assets, Protect: d.f.DatabaseFiles()})
	if err != nil {
		return err
	}
	for _, p := range res.Files {
		fmt.Fprintf(d.out, "   wrote %s\n", p)
	}
	fmt.Fprintf(d.out, "\nOpen %s in a browser (it needs no network).\n", filepath.Join(dir, site.IndexFile))
	return nil
}
