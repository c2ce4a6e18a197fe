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
		Use:   "state [FILE|MATCH-ID] --at N.PLAYER[.A]",
		Short: "The board at a player's turn (after its action A)",
		Long: `Replay a match to PLAYER's N-th turn, after its A-th action (N.PLAYER alone:
the start of that turn; 0: the setup), and print the board: both battlelines left to right with power, armor,
damage, Æmber and status, artifacts, upgrades, pools, keys, chains, the tide,
and the counts of hand, deck, discard and archives with the cards known there.
The actions of a turn are numbered from 1 as kfr audit lists them.

Turns are counted per player, as players and The Crucible Online count them:
--at 2.Bob.3 is the board after the 3rd action of Bob's 2nd turn (the
notation's header "2. Bob"); the player's name may be in any case or a
unique prefix.`,
		Args:              cobra.MaximumNArgs(1),
		ValidArgsFunction: replaycmd.CompleteMatchOrFile(f),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := replaycmd.Load(f, replaycmd.Arg(args))
			if err != nil {
				return err
			}
			point, err := rp.ParsePoint(at, l.Replay.Match.Header.Players)
			if err != nil {
				return &replaycmd.UnusableError{Err: err}
			}
			v, err := l.Replay.StateAtPoint(point)
			if err != nil {
				return &replaycmd.UnusableError{Err: err}
			}
			if f.JSON {
				return rp.WriteBoardJSON(f.Out, v, l.Cards)
			}
			return rp.WriteBoard(f.Out, v, l.Cards)
		},
	}
	cmd.Flags().StringVar(&at, "at", "", "the point: N.PLAYER (the start of PLAYER's N-th turn) or N.PLAYER.A (after its action A)")
	_ = cmd.MarkFlagRequired("at")
	return cmd
}
