// Package stats is `kfr stats`: a match's, a deck's and every matchup's
// statistics in the terminal (or as JSON). It also loads what the chains,
// report and demo commands analyse: a replayed match's statistics and the
// summaries of every stored match (cached in the store).
package stats

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/analysis"
	"github.com/kfr-dev/kfr/analysis/stored"
	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	replaycmd "github.com/kfr-dev/kfr/cmd/kfr/replay"
	"github.com/kfr-dev/kfr/record/store"
	"github.com/kfr-dev/kfr/reports"
)

// New is `kfr stats`.
func New(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "stats",
		Short: "Statistics of a match, a deck, or every matchup",
		Long: `Statistics in the terminal (--json for the stable JSON of the same numbers):

  kfr stats match [ID|FILE]   Æmber by source and turn, keys, cards by house and type…
  kfr stats deck NAME         record, streaks, as first/second player, per opponent
  kfr stats matchups          every deck against every other, first player's win rate

Deck and matchup statistics replay each stored match once and keep the
result in the database; a changed match is replayed again.`,
		Args: cobra.NoArgs,
	}
	cmd.AddCommand(newMatch(f), newDeck(f), newMatchups(f))
	return cmd
}

func newMatch(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "match [ID|FILE]",
		Short: "A match's statistics (the current match when no id is given)",
		Long: `A match's statistics: per player Æmber gained by source (reap, Æmber bonus,
bonus icons, abilities, steal, captured Æmber returned), lost, stolen and
captured, keys forged by turn and colour, cards played/discarded/used by
house and type, reaps, fights, creatures destroyed, houses chosen,
mulligans, chains at start and end; per turn the pools and keys.

The match is a stored match's id (kfr match list), the current match when
none is given, or a notation file.`,
		Args:              cobra.MaximumNArgs(1),
		ValidArgsFunction: replaycmd.CompleteMatchOrFile(f),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := replaycmd.Load(f, replaycmd.Arg(args))
			if err != nil {
				return err
			}
			s := stored.MatchStats(l.Replay.Match.ID, l.Replay, l.Cards)
			if f.JSON {
				return cmdutil.WriteJSON(f.Out, s)
			}
			return reports.WriteMatchText(f.Out, s)
		},
	}
}

func newDeck(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "deck NAME",
		Short: "A deck's record over every stored match",
		Long: `A deck's record over every stored match: games, wins, losses, win rate over
time, as first and second player, against each opposing deck, current and
longest streaks, houses chosen, average turns to win.

NAME is the deck's name (words may be given unquoted) or id.`,
		Args:              cobra.MinimumNArgs(1),
		ValidArgsFunction: cmdutil.CompleteDeckNames(f),
		RunE: func(cmd *cobra.Command, args []string) error {
			ms, err := Summaries(f)
			if err != nil {
				return err
			}
			name, err := DeckName(f, strings.Join(args, " "), ms)
			if err != nil {
				return err
			}
			d := analysis.Deck(name, ms)
			if f.JSON {
				return cmdutil.WriteJSON(f.Out, d)
			}
			return reports.WriteDeckText(f.Out, d)
		},
	}
}

func newMatchups(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "matchups",
		Short: "Every deck's record against every other, and the first player's win rate",
		Long: `The matchup matrix over every stored match: row deck's wins–losses against
column deck (decks numbered, names listed below), and how often the
player who went first won.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			ms, err := Summaries(f)
			if err != nil {
				return err
			}
			m := analysis.Matrix(ms)
			if f.JSON {
				return cmdutil.WriteJSON(f.Out, m)
			}
			if len(ms) == 0 {
				fmt.Fprintln(f.ErrOut, "no matches stored yet: record one with kfr match new, or import some with kfr match import")
			}
			return reports.WriteMatchupsText(f.Out, m)
		},
	}
}

// DeckName is the name under which matches know the deck q: the stored
// deck's name (q may be its name, a unique part of it, or its id), else q
// itself when matches name a deck that is not stored exactly so.
func DeckName(f *cmdutil.Factory, q string, ms []analysis.MatchSummary) (string, error) {
	for _, d := range analysis.Decks(ms) {
		if d == q {
			return d, nil
		}
	}
	st, err := f.Store()
	if err != nil {
		return "", err
	}
	d, err := st.Deck(q)
	if err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return "", fmt.Errorf("%w (kfr deck list shows the stored decks)", err)
		}
		return "", err
	}
	return d.Name, nil
}
