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

// Load reads a match in notation from a file, finds its decks (the header's
// Deck1 and Deck2, by name or id) and the cards in the store, and replays
// it. Stored matches (by id) come when the store keeps matches.
func Load(f *cmdutil.Factory, arg string) (*Loaded, error) {
	src, err := os.ReadFile(arg)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			err = fmt.Errorf("%s: no such file (give a match in notation, docs/notation.md)", arg)
		}
		return nil, &UnusableError{err}
	}
	st, err := f.Store()
	if err != nil {
		return nil, &UnusableError{err}
	}
	if n, err := st.CardCount(); err != nil || n == 0 {
		if err == nil {
			err = cmdutil.ErrNoCards
		}
		return nil, &UnusableError{err}
	}
	ix, err := f.CardIndex()
	if err != nil {
		return nil, &UnusableError{err}
	}
	m, err := notation.Parse(arg, src, ix)
	if err != nil {
		return nil, &UnusableError{err}
	}
	var decks [2]*engine.Deck
	for i, name := range m.Header.Decks {
		if name == "" {
			return nil, &UnusableError{fmt.Errorf("%s: the header names no deck for %s: add [Deck%d \"deck name or id\"]", arg, m.Header.Players[i], i+1)}
		}
		if decks[i], err = st.Deck(name); err != nil {
			return nil, &UnusableError{fmt.Errorf("%s: deck of %s: %w (import it with kfr deck import)", arg, m.Header.Players[i], err)}
		}
	}
	r, err := rp.Run(m, ix, decks)
	if err != nil {
		return nil, &UnusableError{fmt.Errorf("%s: %w", arg, err)}
	}
	return &Loaded{Replay: r, Cards: ix}, nil
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
		Use:   "replay FILE",
		Short: "Re-execute a match through the rules: result, violations, checkpoints",
		Long: `Re-execute a match (a notation file) through the rules engine and print the
final state, the result, every violation with the rule it breaks, and every
checkpoint with agree/disagree. --json prints the schema of docs/replay-json.md.

Exit status: 0 when the log replays without violations and every checkpoint
agrees, 1 when it has violations or disagreements, 2 when it cannot be read.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := Load(f, args[0])
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
