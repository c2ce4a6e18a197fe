// Package audit is `kfr audit`: one turn of a match, action by action.
package audit

import (
	"bufio"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	replaycmd "github.com/kfr-dev/kfr/cmd/kfr/replay"
	rp "github.com/kfr-dev/kfr/replay"
)

// New is `kfr audit`.
func New(f *cmdutil.Factory) *cobra.Command {
	var turn string
	var board, step bool
	cmd := &cobra.Command{
		Use:   "audit [FILE|MATCH-ID] --turn N.PLAYER",
		Short: "A turn action by action: what changed, the checks, the rules broken",
		Long: `Replay a match and show one turn action by action: what each action changed,
the checkpoints it compared, each violation with its rule and the rulebook
text it rests on, and the rules that govern that kind of action. --board adds
the whole board before the turn and after each action; --step waits for Enter
between actions (q then Enter stops).

Turns are counted per player, as players and The Crucible Online count them:
--turn 2.Alice is Alice's 2nd turn (the notation's header "2. Alice"); the
player's name may be in any case or a unique prefix (2.al). Each action is
listed with its point, 2.Alice.3, as kfr state --at takes it.`,
		Args:              cobra.MaximumNArgs(1),
		ValidArgsFunction: replaycmd.CompleteMatchOrFile(f),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := replaycmd.Load(f, replaycmd.Arg(args))
			if err != nil {
				return err
			}
			point, err := rp.ParsePoint(turn, l.Replay.Match.Header.Players)
			if err != nil {
				return &replaycmd.UnusableError{Err: err}
			}
			if point.Action != 0 || point.Turn.Setup() {
				return &replaycmd.UnusableError{Err: fmt.Errorf("--turn %s: name a turn, not an action or the setup: %s",
					turn, l.Replay.PointString(rp.Point{Turn: point.Turn}))}
			}
			ta, err := l.Replay.TurnNamed(point.Turn)
			if err != nil {
				return &replaycmd.UnusableError{Err: err}
			}
			switch {
			case f.JSON:
				return rp.WriteTurnJSON(f.Out, ta, l.Cards)
			case step:
				return walk(cmd, f, ta, l, board)
			}
			return rp.WriteTurn(f.Out, ta, l.Cards, board)
		},
	}
	cmd.Flags().StringVar(&turn, "turn", "", "the turn to audit: N.PLAYER, PLAYER's N-th turn (2.Alice)")
	cmd.Flags().BoolVar(&board, "board", false, "show the whole board too")
	cmd.Flags().BoolVar(&step, "step", false, "wait for Enter between actions")
	_ = cmd.MarkFlagRequired("turn")
	return cmd
}

// walk prints one action at a time, reading a line between actions.
func walk(cmd *cobra.Command, f *cmdutil.Factory, ta *rp.TurnAudit, l *replaycmd.Loaded, board bool) error {
	in := bufio.NewScanner(cmd.InOrStdin())
	fmt.Fprintf(f.Out, "%s's turn %d, %d actions (Enter: next, q: stop)\n", l.Replay.PlayerName(ta.Player), ta.Name.N, len(ta.Actions))
	for i := range ta.Actions {
		if err := rp.WriteAction(f.Out, ta, &ta.Actions[i], l.Cards, board); err != nil {
			return err
		}
		if i == len(ta.Actions)-1 || !in.Scan() || strings.TrimSpace(in.Text()) == "q" {
			break
		}
	}
	return nil
}
