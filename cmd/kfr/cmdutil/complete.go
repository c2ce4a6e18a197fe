package cmdutil

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/record/store"
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
	return CompleteFromStore(f, func(st *store.Store) ([]string, error) {
		decks, err := st.Decks()
		names := make([]string, len(decks))
		for i, d := range decks {
			names[i] = d.Name
		}
		return names, err
	})
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

// CompleteFromStore completes from a list the store gives (match ids,
// player names…): list is called with the opened store, and the entries
// starting with what was typed are offered.
func CompleteFromStore(f *Factory, list func(*store.Store) ([]string, error)) cobra.CompletionFunc {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		st, err := f.Store()
		if err != nil {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		all, err := list(st)
		if err != nil {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		var out []string
		for _, s := range all {
			if strings.HasPrefix(strings.ToLower(s), strings.ToLower(toComplete)) && len(out) < maxCompletions {
				out = append(out, s)
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp
	}
}
