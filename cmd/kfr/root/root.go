// Package root is kfr's top command: global flags and the list of nouns.
package root

import (
	"errors"
	"fmt"
	"io"
	"os"

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

// nouns are kfr's subcommands. Adding a noun is adding its constructor here.
var nouns = []func(*cmdutil.Factory) *cobra.Command{
	cards.New,
	deck.New,
	importcmd.New,
	replay.New,
	audit.New,
	state.New,
	match.New,
	logcmd.New,
	logcmd.NewUndo,
	recordcmd.New,
	stats.New,
	chains.New,
	report.New,
	demo.New,
	version.New,
}

// New builds the kfr command tree around f.
func New(f *cmdutil.Factory) *cobra.Command {
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
		cmd.AddCommand(n(f))
	}
	return cmd
}

// Main runs kfr with args and returns the process exit code: 0, or the
// error's ExitCode() when it has one (replay's 2 for unusable input), else
// 1, after printing the error.
func Main(args []string, out, errOut io.Writer) int {
	return run(&cmdutil.Factory{Out: out, ErrOut: errOut}, args)
}

// MainProcess is Main for the kfr process itself (package main), writing
// to the standard output and error: commands may tune the Go runtime
// (cmdutil.Factory.Process), which Main, for tests running commands in
// their own process, never lets them do.
func MainProcess(args []string) int {
	return run(&cmdutil.Factory{Out: os.Stdout, ErrOut: os.Stderr, Process: true}, args)
}

func run(f *cmdutil.Factory, args []string) int {
	cmd := New(f)
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
