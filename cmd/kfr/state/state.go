// Package state is `kfr state`: the board at a point of a match.
package state

import (
	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	replaycmd "github.com/kfr-dev/kfr/cmd/kfr/replay"
	rp "github.com/kfr-dev/kfr/replay"
)

// New is `kfr state`.
func New(f *cmdutil.Factory) *cobra.Command {
	var at string
	cmd := &cobra.Command{
		Use:   "state [FILE|MATCH-ID] --at T[.A]",
		Short: "The board at turn T (after its action A)",
		Long: `Replay a match to turn T, after its A-th action (T alone: the start of turn T),
and print the board: both battlelines left to right with power, armor,
damage, Æmber and status, artifacts, upgrades, pools, keys, chains, the tide,
and the counts of hand, deck, discard and archives with the cards known there.
The actions of a turn are numbered from 1 as kfr audit lists them.`,
		Args:              cobra.MaximumNArgs(1),
		ValidArgsFunction: replaycmd.CompleteMatchOrFile(f),
		RunE: func(cmd *cobra.Command, args []string) error {
			point, err := rp.ParseAt(at)
			if err != nil {
				return &replaycmd.UnusableError{Err: err}
			}
			l, err := replaycmd.Load(f, replaycmd.Arg(args))
			if err != nil {
				return err
			}
			v, err := l.Replay.StateAt(point.Turn, point.Action)
			if err != nil {
				return &replaycmd.UnusableError{Err: err}
			}
			if f.JSON {
				return rp.WriteBoardJSON(f.Out, v, l.Cards)
			}
			return rp.WriteBoard(f.Out, v, l.Cards)
		},
	}
	cmd.Flags().StringVar(&at, "at", "", "the point: T (start of turn T) or T.A (after its action A)")
	_ = cmd.MarkFlagRequired("at")
	return cmd
}
