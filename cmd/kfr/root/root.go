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
  kfr deck import my-deck.json       a Master Vault, keyteki or text deck list

Exit status, for every command:
  0  done
  1  kfr replay and kfr audit: the match has violations or disagreeing
     checkpoints; any other command: it failed (the message says why)
  2  kfr was called wrongly (an unknown command or flag, a missing argument
     or required flag), or the input is unusable (a malformed file)
  3  kfr log and kfr record: another writer changed the match meanwhile
With --json, an error is also printed on standard output as
{"error": "...", "exit_status": N} when nothing else was.`,
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
	markUsageErrors(cmd)
	return cmd
}

// markUsageErrors makes the errors of a wrong call (a flag that does not
// parse, arguments a command's Args refuses) UsageErrors, exit status 2,
// in cmd and every command below it.
func markUsageErrors(cmd *cobra.Command) {
	cmd.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return &cmdutil.UsageError{Err: fmt.Errorf("%w (kfr %s --help lists its flags)", err, commandPath(c))}
	})
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if check := c.Args; check != nil {
			c.Args = func(c *cobra.Command, args []string) error {
				if err := check(c, args); err != nil {
					return &cmdutil.UsageError{Err: err}
				}
				return nil
			}
		}
		if !c.Runnable() && c.HasSubCommands() && c.HasParent() {
			c.RunE = unknownSubcommand
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(cmd)
}

// unknownSubcommand runs a noun given no verb it knows (kfr match bogus):
// cobra would print the help and exit 0. With no word it prints the help.
func unknownSubcommand(c *cobra.Command, args []string) error {
	if len(args) == 0 {
		return c.Help()
	}
	msg := fmt.Sprintf("unknown command %q for \"%s\"", args[0], c.CommandPath())
	if s := c.SuggestionsFor(args[0]); len(s) > 0 {
		msg += fmt.Sprintf("; did you mean %q?", s[0])
	}
	return &cmdutil.UsageError{Err: fmt.Errorf("%s (kfr %s --help lists them)", msg, commandPath(c))}
}

// commandPath is c's path without the leading "kfr".
func commandPath(c *cobra.Command) string {
	return strings.TrimPrefix(strings.TrimPrefix(c.CommandPath(), "kfr"), " ")
}

// cobraUsage says whether err is one of the errors cobra returns, untyped,
// for a wrong call: an unknown command, a required flag not given, flags
// of a group used apart.
func cobraUsage(err error) bool {
	msg := err.Error()
	for _, prefix := range []string{"unknown command", "required flag(s)", "if any flags in the group", "at least one of the flags", "none of the others can be"} {
		if strings.HasPrefix(msg, prefix) {
			return true
		}
	}
	return false
}

// checkGlobalFlags refuses a --db given as "" (a script's unset variable),
// which would otherwise fall back to the user's real database.
func checkGlobalFlags(args []string) error {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		empty := a == "--db=" || (a == "--db" && i+1 < len(args) && args[i+1] == "")
		if empty {
			return &cmdutil.UsageError{Err: errors.New("--db is empty (an unset variable?): give the database file, or leave --db out to use $KFR_DB or the default")}
		}
	}
	return nil
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
// error's ExitCode() when it has one (2 for a wrong call or unusable
// input), else 1, after printing the error (also as JSON on standard
// output with --json, when the command printed nothing there).
func Main(args []string, out, errOut io.Writer) int { return run(args, out, errOut, false) }

// MainExit is Main for a process that exits once it returns (cmd/kfr's
// main): a command may leave work to the exit (cmdutil.Factory.Exiting).
func MainExit(args []string, out, errOut io.Writer) int { return run(args, out, errOut, true) }

func run(args []string, out, errOut io.Writer, exiting bool) int {
	stdout := &countingWriter{w: out}
	f := &cmdutil.Factory{Out: cmdutil.EscapingWriter{W: stdout}, ErrOut: cmdutil.EscapingWriter{W: errOut}, RawOut: stdout,
		Exiting: exiting}
	err := checkGlobalFlags(args)
	if err == nil {
		cmd := newTree(f, calledNoun(args))
		cmd.SetArgs(args)
		err = cmd.Execute()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		return 0
	}
	if cobraUsage(err) {
		err = &cmdutil.UsageError{Err: err}
	}
	code := 1
	var coded interface{ ExitCode() int }
	if errors.As(err, &coded) && coded.ExitCode() != 0 {
		code = coded.ExitCode()
	}
	var quiet *cmdutil.ReportedError
	msg := cmdutil.ClipLines(err.Error())
	if !errors.As(err, &quiet) {
		fmt.Fprintln(f.ErrOut, "kfr:", msg)
	}
	if (f.JSON || slices.Contains(args, "--json")) && stdout.n == 0 {
		cmdutil.WriteJSON(f.Out, jsonError{Error: msg, ExitStatus: code})
	}
	return code
}

// jsonError is what --json prints on standard output for an error.
type jsonError struct {
	Error      string `json:"error"`
	ExitStatus int    `json:"exit_status"`
}

// countingWriter counts what a command printed on standard output.
type countingWriter struct {
	w io.Writer
	n int
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += n
	return n, err
}

// Unwrap is the writer c counts for (kfr record looks for a terminal).
func (c *countingWriter) Unwrap() io.Writer { return c.w }
