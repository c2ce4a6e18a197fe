// Package report is `kfr report`: HTML pages with charts that open with
// no network. `report all -o DIR` writes a site (package site); `report
// match` and `report deck` write one page that inlines ECharts. Without
// ECharts (see reports.LoadAssets) pages are written with their tables
// and a notice, and a warning says how to get the charts.
package report

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	replaycmd "github.com/kfr-dev/kfr/cmd/kfr/replay"
	"github.com/kfr-dev/kfr/cmd/kfr/stats"
	"github.com/kfr-dev/kfr/reports"
	"github.com/kfr-dev/kfr/site"
)

// New is `kfr report`.
func New(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "report",
		Short: "HTML reports with charts: a site of every deck, player and match, or one page",
		Long: `Write HTML reports that open in a browser with no network:

  kfr report all -o DIR        a site in DIR (default ./kfr-report): index.html with every
                               deck, player, the recent matches and the matchup matrix; a
                               page per deck, per player and per match (the latest 100; more
                               with --match-pages N, all with -1), linked to each other
  kfr report match [ID|FILE]   one match: the numbers, each violation with its rule, and
                               every action with the board after it, to step through
  kfr report deck NAME         one deck: its record over time, by opponent and by house,
                               Æmber by source, key turns, chains, and its cards

A single page (match, deck, or all -o FILE.html) goes to -o FILE (default
./kfr-report-<what>.html) and carries ECharts inside it; a site shares one
copy (echarts.min.js) beside its pages. ECharts is found in $KFR_ECHARTS_JS,
in node_modules of a kfr checkout (npm ci), or in npm's global folder
(npm install -g echarts). Without it the pages are still written, with their
tables and a notice in place of the charts.`,
		Args: cobra.NoArgs,
	}
	cmd.AddCommand(newMatch(f), newDeck(f), newAll(f))
	return cmd
}

// assets is ECharts, or none with a warning on standard error: a report
// is written either way.
func assets(f *cmdutil.Factory) reports.Assets {
	a, err := reports.LoadAssets()
	if err != nil {
		fmt.Fprintf(f.ErrOut, "kfr: the pages are written without charts: %v\n", err)
	}
	return a
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
			l, err := replaycmd.Load(f, replaycmd.Arg(args))
			if err != nil {
				return err
			}
			r, err := MatchReport(f, l)
			if err != nil {
				return err
			}
			if out == "" {
				out = "kfr-report-match-" + site.Slug(matchName(l)) + ".html"
			}
			a := assets(f)
			return written(f, out, writePage(f, out, force, func(w io.Writer) error { return reports.WriteMatchHTML(w, r, a) }))
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
			ms, err := stats.Summaries(f)
			if err != nil {
				return err
			}
			name, err := stats.DeckName(f, strings.Join(args, " "), ms)
			if err != nil {
				return err
			}
			if out == "" {
				out = "kfr-report-deck-" + site.Slug(name) + ".html"
			}
			st, err := f.Store()
			if err != nil {
				return err
			}
			r, err := site.DeckReport(st, stats.CardSource(f), name, ms)
			if err != nil {
				return err
			}
			a := assets(f)
			return written(f, out, writePage(f, out, force, func(w io.Writer) error { return reports.WriteDeckHTML(w, r, a) }))
		},
	}
	cmd.Flags().StringVarP(&out, "output", "o", "", "file to write (default ./kfr-report-deck-NAME.html)")
	cmd.Flags().BoolVar(&force, "force", false, forceUsage)
	return cmd
}

func newAll(f *cmdutil.Factory) *cobra.Command {
	var out string
	var force bool
	var matchPages int
	cmd := &cobra.Command{
		Use:   "all",
		Short: "A site: every deck, player and recent match, linked from index.html",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				out = "kfr-report"
			}
			if strings.EqualFold(filepath.Ext(out), ".html") {
				// One page, as before kfr wrote sites: the all-decks page.
				return written(f, out, All(f, out, force))
			}
			st, err := f.Store()
			if err != nil {
				return err
			}
			res, err := site.Write(st, stats.CardSource(f), site.Options{Dir: out, MatchPages: matchPages, Assets: assets(f),
				Force: force, Protect: f.DatabaseFiles()})
			if err != nil {
				return err
			}
			return wroteSite(f, out, res)
		},
	}
	cmd.Flags().StringVarP(&out, "output", "o", "", "folder of the site, or a FILE.html for the all-decks page alone")
	cmd.Flags().Lookup("output").DefValue = "./kfr-report"
	cmd.Flags().BoolVar(&force, "force", false, forceUsage)
	cmd.Flags().IntVar(&matchPages, "match-pages", site.DefaultMatchPages,
		"how many of the latest matches get a page (-1: every match)")
	return cmd
}

// All writes the all-decks page of every stored match to path, on its own.
func All(f *cmdutil.Factory, path string, force bool) error {
	a := assets(f)
	return writePage(f, path, force, func(w io.Writer) error { return AllTo(f, w, a) })
}

// AllTo writes the all-decks page of every stored match to w: what
// `kfr report all -o FILE.html` does, without the file.
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

// wroteSite prints where a site went.
func wroteSite(f *cmdutil.Factory, dir string, res site.Result) error {
	index := filepath.Join(dir, site.IndexFile)
	if f.JSON {
		return cmdutil.WriteJSON(f.Out, struct {
			Path       string   `json:"path"`
			Files      []string `json:"files"`
			Matches    int      `json:"matches"`
			MatchPages int      `json:"match_pages"`
			Charts     bool     `json:"charts"`
		}{index, res.Files, res.Matches, res.MatchPages, res.Charts})
	}
	fmt.Fprintf(f.Out, "wrote %s and %d more files (%d of %d matches have a page of their own)\n", index,
		len(res.Files)-1, res.MatchPages, res.Matches)
	return nil
}

const forceUsage = "replace files kfr did not write (never the database)"

// writePage writes a report page to path by cmdutil.WriteOutput's rule:
// a page kfr wrote (it ends with cmdutil.ReportMark) is replaced, another
// file only with force, the database never.
func writePage(f *cmdutil.Factory, path string, force bool, write func(io.Writer) error) error {
	if err := f.WriteOutput(path, force, cmdutil.ReportMark, write); err != nil {
		return fmt.Errorf("write the report: %w", err)
	}
	return nil
}
