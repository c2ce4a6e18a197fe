// Package chains is `kfr chains`: the chains the rulebook suggests for the
// next game between two decks, and how the stored matches got there.
package chains

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/analysis"
	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/cmd/kfr/stats"
	"github.com/kfr-dev/kfr/reports"
)

// New is `kfr chains`.
func New(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "chains DECK_A DECK_B",
		Short: "The chains to give a deck against another, and their history",
		Long: `The chains the rulebook suggests ("Chain handicaps") for the next game
between two decks, from the stored matches between them in date order: the
stronger deck starts at 4 chains; three wins in a row against that deck add
one, three losses in a row remove one. Games played at bid chains
([ChainBid "yes"]) are listed but move nothing. --json gives the
recommendation and every step of its history.

Quote names of more than one word: kfr chains "Red Hollow Warband" "Keepers of the Quiet Library".`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 2 {
				return fmt.Errorf("kfr chains takes two decks, got %d argument(s): quote names of more than one word, "+
					`e.g. kfr chains "Deck one" "Deck two"`, len(args))
			}
			return nil
		},
		ValidArgsFunction: completeTwoDecks(f),
		RunE: func(cmd *cobra.Command, args []string) error {
			ms, err := stats.Summaries(f)
			if err != nil {
				return err
			}
			var names [2]string
			for i, q := range args {
				if names[i], err = stats.DeckName(f, q, ms); err != nil {
					return err
				}
			}
			if names[0] == names[1] {
				return fmt.Errorf("both decks are %q: give two different decks", names[0])
			}
			r := analysis.Recommend(names[0], names[1], ms)
			if f.JSON {
				return cmdutil.WriteJSON(f.Out, r)
			}
			return reports.WriteChainsText(f.Out, r)
		},
	}
}

func completeTwoDecks(f *cmdutil.Factory) cobra.CompletionFunc {
	names := cmdutil.CompleteDeckNames(f)
	return func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		if len(args) >= 2 {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		all, dir := names(cmd, args, toComplete)
		var out []string
		for _, n := range all {
			if len(args) == 0 || n != args[0] { // not the same deck twice
				out = append(out, n)
			}
		}
		return out, dir
	}
}
