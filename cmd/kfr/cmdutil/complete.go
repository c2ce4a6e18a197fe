package cmdutil

import (
	"strings"

	"github.com/spf13/cobra"
)

// maxCompletions bounds what a completion offers.
const maxCompletions = 50

// CompleteCardNames completes card titles from the store (for commands
// whose arguments form one card name). Errors complete nothing.
func CompleteCardNames(f *Factory) cobra.CompletionFunc {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		ix, err := f.CardIndex()
		if err != nil {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		prefix := strings.TrimSpace(strings.Join(append(args, toComplete), " "))
		names := ix.Complete(prefix, maxCompletions)
		if len(args) > 0 { // the shell completes the last word only
			drop := len(strings.Join(args, " ")) + 1
			for i, n := range names {
				if len(n) >= drop {
					names[i] = n[drop:]
				}
			}
		}
		return names, cobra.ShellCompDirectiveNoFileComp
	}
}

// CompleteDeckNames completes deck names from the store.
func CompleteDeckNames(f *Factory) cobra.CompletionFunc {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		st, err := f.Store()
		if err != nil {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		decks, err := st.Decks()
		if err != nil {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		var out []string
		for _, d := range decks {
			if strings.HasPrefix(strings.ToLower(d.Name), strings.ToLower(toComplete)) && len(out) < maxCompletions {
				out = append(out, d.Name)
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	}
}

// CompleteStrings completes from a fixed list (house names, types…).
func CompleteStrings(values ...string) cobra.CompletionFunc {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		var out []string
		for _, v := range values {
			if strings.HasPrefix(v, strings.ToLower(toComplete)) {
				out = append(out, v)
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	}
}
