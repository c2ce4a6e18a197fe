package match

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
)

// newExclude is `kfr match exclude` (exclude) or `kfr match include`:
// keep a match out of the statistics, or count it again.
func newExclude(f *cmdutil.Factory, exclude bool) *cobra.Command {
	verb, short := "include", "Count a match in the statistics again (one kfr match exclude or a TCO import kept out)"
	if exclude {
		verb, short = "exclude", "Keep a match out of the statistics (stats, chains, reports); it stays stored"
	}
	var why string
	cmd := &cobra.Command{
		Use:   verb + " ID",
		Short: short,
		Long: short + `.

A TCO log kfr understood less than half of is imported excluded: its
figures would mislead. kfr match list --json gives the reason as
"excluded_from_stats".`,
		Args:              exactlyOneID(verb),
		ValidArgsFunction: firstArgOnly(cmdutil.CompleteMatchIDs(f)),
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := f.Store()
			if err != nil {
				return err
			}
			reason := ""
			if exclude {
				reason = why
			}
			if err := st.SetExcluded(args[0], reason); err != nil {
				return err
			}
			info, err := st.MatchInfo(args[0])
			if err != nil {
				return err
			}
			if f.JSON {
				return cmdutil.WriteJSON(f.Out, newView(info, ""))
			}
			if exclude {
				_, err = fmt.Fprintf(f.Out, "match %s is kept out of the statistics (%s)\n", info.ID, reason)
			} else {
				_, err = fmt.Fprintf(f.Out, "match %s counts in the statistics\n", info.ID)
			}
			return err
		},
	}
	if exclude {
		cmd.Flags().StringVar(&why, "why", "excluded by hand", "the reason, shown by kfr match list --json")
	}
	return cmd
}
