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
	var turn int
	var board, step bool
	cmd := &cobra.Command{
		Use:   "audit [FILE|MATCH-ID] --turn N",
		Short: "A turn action by action: what changed, the checks, the rules broken",
		Long: `Replay a match and show turn N action by action: what each action changed,
the checkpoints it compared, each violation with its rule and the rulebook
text it rests on, and the rules that govern that kind of action. --board adds
the whole board before the turn and after each action; --step waits for Enter
between actions (q then Enter stops).`,
		Args:              cobra.MaximumNArgs(1),
		ValidArgsFunction: replaycmd.CompleteMatchOrFile(f),
		RunE: func(cmd *cobra.Command, args []string) error {
			l, err := replaycmd.Load(f, replaycmd.Arg(args))
			if err != nil {
				return err
			}
			ta, err := l.Replay.Turn(turn)
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
	cmd.Flags().IntVar(&turn, "turn", 0, "the turn to audit (turns count both players' turns from 1)")
	cmd.Flags().BoolVar(&board, "board", false, "show the whole board too")
	cmd.Flags().BoolVar(&step, "step", false, "wait for Enter between actions")
	_ = cmd.MarkFlagRequired("turn")
	return cmd
}

// walk prints one action at a time, reading a line between actions.
func walk(cmd *cobra.Command, f *cmdutil.Factory, ta *rp.TurnAudit, l *replaycmd.Loaded, board bool) error {
	in := bufio.NewScanner(cmd.InOrStdin())
	fmt.Fprintf(f.Out, "Turn %d, %d actions (Enter: next, q: stop)\n", ta.Turn, len(ta.Actions))
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
