// Package replay is `kfr replay`: re-execute a match through the rules
// engine and report the final state, the result, every violation and every
// checkpoint. It also loads matches for `kfr audit` and `kfr state`.
package replay

import (
	"errors"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/notation"
	rp "github.com/kfr-dev/kfr/replay"
)

// UnusableError is a match that cannot be read or set up: a missing or
// malformed file, an unknown deck. Its exit status is 2 (ExitCode), as
// docs/replay-json.md says, where the root honours ExitCode.
type UnusableError struct{ Err error }

func (e *UnusableError) Error() string { return e.Err.Error() }
func (e *UnusableError) Unwrap() error { return e.Err }

// ExitCode is the process exit status for this error.
func (e *UnusableError) ExitCode() int { return rp.ExitUnusable }

// Loaded is a replayed match and the cards it was replayed with.
type Loaded struct {
	Replay *rp.Replay
	Cards  engine.CardDB
}

// Load replays a match: arg is a notation file, or the id of a stored
// match ("" for the current one). The decks are the stored match's, or the
// header's Deck1 and Deck2 (by name or id); the cards come from the store.
func Load(f *cmdutil.Factory, arg string) (*Loaded, error) {
	m, decks, err := load(f, arg)
	if err != nil {
		return nil, &UnusableError{err}
	}
	ix, _ := f.CardIndex() // load has opened it
	r, err := rp.Run(m, ix, decks)
	if err != nil {
		return nil, &UnusableError{fmt.Errorf("%s: %w", where(arg, m), err)}
	}
	return &Loaded{Replay: r, Cards: ix}, nil
}

func load(f *cmdutil.Factory, arg string) (*record.Match, [2]*engine.Deck, error) {
	var decks [2]*engine.Deck
	st, err := f.Store()
	if err != nil {
		return nil, decks, err
	}
	if n, err := st.CardCount(); err != nil || n == 0 {
		if err == nil {
			err = cmdutil.ErrNoCards
		}
		return nil, decks, err
	}
	ix, err := f.CardIndex()
	if err != nil {
		return nil, decks, err
	}
	if arg == "" || isMatchID(arg) {
		m, info, err := f.StoredMatch(arg)
		if err != nil {
			return nil, decks, err
		}
		decks, err = cmdutil.MatchDecks(st, m.Header, info.DeckIDs)
		if err != nil {
			return nil, decks, fmt.Errorf("match %s: %w", m.ID, err)
		}
		numberLines(m, ix)
		return m, decks, nil
	}
	src, err := cmdutil.ReadInput(arg, os.Stdin, notation.MaxFileBytes)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			err = fmt.Errorf("%s: no such file or match id (give a match in notation, docs/notation.md, or an id from kfr match list)", arg)
		}
		return nil, decks, err
	}
	m, err := notation.Parse(arg, src, ix)
	if err != nil {
		return nil, decks, err
	}
	decks, err = cmdutil.MatchDecks(st, m.Header, [2]string{})
	if err != nil {
		return nil, decks, fmt.Errorf("%s: %w", arg, err)
	}
	return m, decks, nil
}

// numberLines gives a stored match's entries the line numbers they have
// in its notation (kfr match export), so that reports point somewhere a
// judge can look.
func numberLines(m *record.Match, r notation.Resolver) {
	again, err := notation.Parse("match "+m.ID, notation.Format(m, r), r)
	if err != nil || len(again.Entries) != len(m.Entries) {
		return // numbering is a courtesy; the replay does not need it
	}
	for i := range m.Entries {
		m.Entries[i].Line = again.Entries[i].Line
	}
}

// isMatchID tells a stored match's id (a number) from a file name; a file
// of that name in the working folder wins.
func isMatchID(arg string) bool {
	for _, c := range arg {
		if c < '0' || c > '9' {
			return false
		}
	}
	_, err := os.Stat(arg)
	return err != nil
}

func where(arg string, m *record.Match) string {
	if arg == "" || isMatchID(arg) {
		return "match " + m.ID
	}
	return arg
}

// Findings is the exit status 1 of a replay with violations or disagreeing
// checkpoints; the report is already printed.
func Findings(r *rp.Replay) error {
	if r.Clean() {
		return nil
	}
	return &cmdutil.ReportedError{Msg: fmt.Sprintf("%d violations, %d checkpoint items disagree", len(r.Violations), r.Disagreements())}
}

// New is `kfr replay`.
func New(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "replay [FILE|MATCH-ID]",
		Short: "Re-execute a match through the rules: result, violations, checkpoints",
		Long: `Re-execute a match (a notation file, or a stored match by id; the current
match when none is given) through the rules engine and print the
final state, the result, every violation with the rule it breaks, and every
checkpoint with agree/disagree. --json prints the schema of docs/replay-json.md.

Exit status: 0 when the log replays without violations and every checkpoint
agrees, 1 when it has violations or disagreements, 2 when it cannot be read.`,
		Args:              cobra.MaximumNArgs(1),
		ValidArgsFunction: CompleteMatchOrFile(f),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := Load(f, Arg(args))
			if err != nil {
				return err
			}
			if f.JSON {
				err = rp.WriteJSON(f.Out, l.Replay)
			} else {
				err = rp.WriteSummary(f.Out, l.Replay)
			}
			if err != nil {
				return err
			}
			return Findings(l.Replay)
		},
	}
}

// Arg is the match argument of replay, audit and state: "" (the current
// match) when none is given.
func Arg(args []string) string {
	if len(args) == 0 {
		return ""
	}
	return args[0]
}

// CompleteMatchOrFile completes stored match ids, then file names.
func CompleteMatchOrFile(f *cmdutil.Factory) cobra.CompletionFunc {
	ids := cmdutil.CompleteMatchIDs(f)
	return func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		if len(args) > 0 {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		out, _ := ids(cmd, args, toComplete)
		return out, cobra.ShellCompDirectiveDefault | cobra.ShellCompDirectiveKeepOrder
	}
}
