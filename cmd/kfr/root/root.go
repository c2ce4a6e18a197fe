// Package root is kfr's top command: global flags and the list of nouns.
package root

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/cmd/kfr/audit"
	"github.com/kfr-dev/kfr/cmd/kfr/cards"
	"github.com/kfr-dev/kfr/cmd/kfr/chains"
	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/cmd/kfr/deck"
	"github.com/kfr-dev/kfr/cmd/kfr/demo"
	"github.com/kfr-dev/kfr/cmd/kfr/importcmd"
	"github.com/kfr-dev/kfr/cmd/kfr/logcmd"
	"github.com/kfr-dev/kfr/cmd/kfr/match"
	"github.com/kfr-dev/kfr/cmd/kfr/recordcmd"
	"github.com/kfr-dev/kfr/cmd/kfr/replay"
	"github.com/kfr-dev/kfr/cmd/kfr/report"
	"github.com/kfr-dev/kfr/cmd/kfr/state"
	"github.com/kfr-dev/kfr/cmd/kfr/stats"
	"github.com/kfr-dev/kfr/cmd/kfr/version"
)

// nounEntry is one of kfr's subcommands: the names it answers to (its
// name, then its aliases) and its constructor.
type nounEntry struct {
	names []string
	new   func(*cmdutil.Factory) *cobra.Command
}

// nouns are kfr's subcommands (TestNounNames checks each entry's names
// against its command). Adding a noun is adding it here.
var nouns = []nounEntry{
	{[]string{"cards"}, cards.New},
	{[]string{"deck", "decks"}, deck.New},
	{[]string{"import"}, importcmd.New},
	{[]string{"replay"}, replay.New},
	{[]string{"audit"}, audit.New},
	{[]string{"state"}, state.New},
	{[]string{"match"}, match.New},
	{[]string{"log"}, logcmd.New},
	{[]string{"undo"}, logcmd.NewUndo},
	{[]string{"record"}, recordcmd.New},
	{[]string{"stats"}, stats.New},
	{[]string{"chains"}, chains.New},
	{[]string{"report"}, report.New},
	{[]string{"demo"}, demo.New},
	{[]string{"version"}, version.New},
}

// New builds the kfr command tree around f.
func New(f *cmdutil.Factory) *cobra.Command { return newTree(f, "") }

// newTree builds the tree with every noun, or with only noun when it is
// not "" (see calledNoun): building all fifteen cost kfr log, which runs
// once per action at the table, about 0.3 ms.
func newTree(f *cmdutil.Factory, noun string) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "kfr",
		Short: "Record KeyForge matches, replay them through the rules and report on decks",
		Long: `kfr records KeyForge matches action by action, replays them through a rules
engine that flags every broken rule, and reports win rates, matchups and chains.

Cards and decks come first:
  kfr cards import CotA.json ...     the card database (keyteki pack JSON)
  kfr deck import my-deck.json       a Master Vault, keyteki or text deck list`,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	cmd.SetOut(f.Out)
	cmd.SetErr(f.ErrOut)
	pf := cmd.PersistentFlags()
	pf.StringVar(&f.DBFlag, "db", "", "database file (default $KFR_DB, else $XDG_DATA_HOME/kfr/kfr.db or ~/.local/share/kfr/kfr.db)")
	pf.BoolVar(&f.JSON, "json", false, "print JSON (stable field names) instead of text")
	for _, n := range nouns {
		if noun == "" || slices.Contains(n.names, noun) {
			cmd.AddCommand(n.new(f))
		}
	}
	return cmd
}

// calledNoun is the noun args call: their first word that is neither a
// global flag nor its value, when it names a noun; else "" (no word,
// "help", "completion", a typo cobra should answer with suggestions: the
// whole tree is built for those).
func calledNoun(args []string) string {
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "--db":
			i++ // its value
		case a == "--":
			return ""
		case strings.HasPrefix(a, "-"):
			// --db=FILE, --json, -h: no value of their own
		default:
			for _, n := range nouns {
				if slices.Contains(n.names, a) {
					return a
				}
			}
			return ""
		}
	}
	return ""
}

// Main runs kfr with args and returns the process exit code: 0, or the
// error's ExitCode() when it has one (replay's 2 for unusable input), else
// 1, after printing the error.
func Main(args []string, out, errOut io.Writer) int {
	f := &cmdutil.Factory{Out: out, ErrOut: errOut}
	cmd := newTree(f, calledNoun(args))
	cmd.SetArgs(args)
	err := cmd.Execute()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		var quiet *cmdutil.ReportedError
		if !errors.As(err, &quiet) {
			fmt.Fprintln(f.ErrOut, "kfr:", err)
		}
		var coded interface{ ExitCode() int }
		if errors.As(err, &coded) && coded.ExitCode() != 0 {
			return coded.ExitCode()
		}
		return 1
	}
	return 0
}
