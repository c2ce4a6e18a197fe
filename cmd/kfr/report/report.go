// Package report is `kfr report`: HTML pages with charts for a match, a
// deck, or every deck, written to a file that opens with no network (the
// ECharts JavaScript installed by `npm ci` is inlined; see reports).
package report

import (
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	replaycmd "github.com/kfr-dev/kfr/cmd/kfr/replay"
	"github.com/kfr-dev/kfr/cmd/kfr/stats"
	"github.com/kfr-dev/kfr/reports"
)

// New is `kfr report`.
func New(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "report",
		Short: "HTML reports with charts: a match, a deck, or every deck",
		Long: `Write an HTML report that opens in a browser with no network:

  kfr report match [ID|FILE]   Æmber per turn with key forges, Æmber by source, cards per
                               house, the turn-by-turn log with violations highlighted
                               and the board after each turn
  kfr report deck NAME         win rate over time, results by opponent, houses chosen,
                               chains history against each opponent
  kfr report all               the matchup heat map, the first player's win rate, every
                               deck's record

-o FILE chooses the file (default ./kfr-report-<what>.html); the path
written is printed. A report replaces a page kfr wrote before; any other
existing file only with --force, and never the database. The ECharts JavaScript is inlined from
node_modules/echarts (run npm ci in the kfr checkout) or $KFR_ECHARTS_JS.`,
		Args: cobra.NoArgs,
	}
	cmd.AddCommand(newMatch(f), newDeck(f), newAll(f))
	return cmd
}

func newMatch(f *cmdutil.Factory) *cobra.Command {
	var out string
	var force bool
	cmd := &cobra.Command{
		Use:               "match [ID|FILE]",
		Short:             "A match's report (the current match when no id is given)",
		Args:              cobra.MaximumNArgs(1),
		ValidArgsFunction: replaycmd.CompleteMatchOrFile(f),
		RunE: func(cmd *cobra.Command, args []string) error {
			assets, err := reports.LoadAssets()
			if err != nil {
				return err
			}
			l, err := replaycmd.Load(f, replaycmd.Arg(args))
			if err != nil {
				return err
			}
			r, err := MatchReport(l)
			if err != nil {
				return err
			}
			if out == "" {
				out = "kfr-report-match-" + Slug(matchName(l)) + ".html"
			}
			return written(f, out, writePage(f, out, force, func(w io.Writer) error { return reports.WriteMatchHTML(w, r, assets) }))
		},
	}
	cmd.Flags().StringVarP(&out, "output", "o", "", "file to write (default ./kfr-report-match-ID.html)")
	cmd.Flags().BoolVar(&force, "force", false, forceUsage)
	return cmd
}

func matchName(l *replaycmd.Loaded) string {
	if id := l.Replay.Match.ID; id != "" {
		return id
	}
	h := l.Replay.Match.Header
	return h.Players[0] + "-vs-" + h.Players[1]
}

func newDeck(f *cmdutil.Factory) *cobra.Command {
	var out string
	var force bool
	cmd := &cobra.Command{
		Use:               "deck NAME",
		Short:             "A deck's report over every stored match",
		Args:              cobra.MinimumNArgs(1),
		ValidArgsFunction: cmdutil.CompleteDeckNames(f),
		RunE: func(cmd *cobra.Command, args []string) error {
			assets, err := reports.LoadAssets()
			if err != nil {
				return err
			}
			ms, err := stats.Summaries(f)
			if err != nil {
				return err
			}
			name, err := stats.DeckName(f, strings.Join(args, " "), ms)
			if err != nil {
				return err
			}
			if out == "" {
				out = "kfr-report-deck-" + Slug(name) + ".html"
			}
			r := reports.NewDeckReport(name, ms)
			return written(f, out, writePage(f, out, force, func(w io.Writer) error { return reports.WriteDeckHTML(w, r, assets) }))
		},
	}
	cmd.Flags().StringVarP(&out, "output", "o", "", "file to write (default ./kfr-report-deck-NAME.html)")
	cmd.Flags().BoolVar(&force, "force", false, forceUsage)
	return cmd
}

func newAll(f *cmdutil.Factory) *cobra.Command {
	var out string
	var force bool
	cmd := &cobra.Command{
		Use:   "all",
		Short: "Every deck: matchups, first player's win rate, records",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				out = "kfr-report-all.html"
			}
			return written(f, out, All(f, out, force))
		},
	}
	cmd.Flags().StringVarP(&out, "output", "o", "", "file to write")
	cmd.Flags().Lookup("output").DefValue = "./kfr-report-all.html"
	cmd.Flags().BoolVar(&force, "force", false, forceUsage)
	return cmd
}

// All writes the all-decks report of every stored match to path.
func All(f *cmdutil.Factory, path string, force bool) error {
	assets, err := reports.LoadAssets()
	if err != nil {
		return err
	}
	return writePage(f, path, force, func(w io.Writer) error { return AllTo(f, w, assets) })
}

// AllTo writes the all-decks report of every stored match to w: what
// `kfr report all` does, without the file.
func AllTo(f *cmdutil.Factory, w io.Writer, assets reports.Assets) error {
	ms, err := stats.Summaries(f)
	if err != nil {
		return err
	}
	return reports.WriteAllHTML(w, reports.NewAllReport(ms), assets)
}

// written prints where a report went (or returns err).
func written(f *cmdutil.Factory, path string, err error) error {
	if err != nil {
		return err
	}
	if f.JSON {
		return cmdutil.WriteJSON(f.Out, struct {
			Path string `json:"path"`
		}{path})
	}
	fmt.Fprintln(f.Out, "wrote", path)
	return nil
}

const forceUsage = "replace the file even when kfr did not write it"

// writePage writes a report page to path by cmdutil.WriteOutput's rule:
// a page kfr wrote (it ends with cmdutil.ReportMark) is replaced, another
// file only with force, the database never.
func writePage(f *cmdutil.Factory, path string, force bool, write func(io.Writer) error) error {
	if err := f.WriteOutput(path, force, cmdutil.ReportMark, write); err != nil {
		return fmt.Errorf("write the report: %w", err)
	}
	return nil
}

// WriteFile writes a page to path as writePage does, without force (the
// demo's folder); the database kept clear of is the one $KFR_DB or the
// default names.
func WriteFile(path string, write func(io.Writer) error) error {
	return writePage(&cmdutil.Factory{}, path, false, write)
}

// Slug is a name made safe for a file name: letters and digits kept
// (lower case), every run of anything else one '-'.
func Slug(name string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(name) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
	}
	s := strings.TrimSuffix(b.String(), "-")
	if s == "" {
		return "unnamed"
	}
	return s
}
