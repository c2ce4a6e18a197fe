package cmdutil

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/store"
)

// ErrNoMatch is returned when a command needs a match, none is given and
// there is no current match.
var ErrNoMatch = errors.New("no match given and no current match: start one with kfr match new, or give a match id (kfr match list)")

// MatchID is id, or the current match when id is "".
func (f *Factory) MatchID(id string) (string, error) {
	if id != "" {
		return id, nil
	}
	st, err := f.Store()
	if err != nil {
		return "", err
	}
	cur, err := st.CurrentMatch()
	if err != nil {
		return "", err
	}
	if cur == "" {
		return "", ErrNoMatch
	}
	return cur, nil
}

// StoredMatch reads match id ("" for the current match) with its log.
func (f *Factory) StoredMatch(id string) (*record.Match, store.MatchInfo, error) {
	id, err := f.MatchID(id)
	if err != nil {
		return nil, store.MatchInfo{}, err
	}
	st, err := f.Store()
	if err != nil {
		return nil, store.MatchInfo{}, err
	}
	info, err := st.MatchInfo(id)
	if err != nil {
		return nil, info, err
	}
	m, err := st.Match(id)
	return m, info, err
}

// MatchDecks finds the two decks of a match (store.Store.MatchDecks).
func MatchDecks(st *store.Store, h record.Header, deckIDs [2]string) ([2]*engine.Deck, error) {
	return st.MatchDecks(h, deckIDs)
}

// ResolveDeckIDs is the stored deck id of each deck name of h, "" where a
// name is empty; an unknown name is an error.
func ResolveDeckIDs(st *store.Store, h record.Header) ([2]string, error) {
	var ids [2]string
	for i, name := range h.Decks {
		if name == "" {
			continue
		}
		d, err := st.Deck(name)
		if err != nil {
			return ids, fmt.Errorf("deck of %s: %w (import it with kfr deck import)", store.PlayerName(h, i), err)
		}
		ids[i] = d.ID
	}
	return ids, nil
}

// CompleteMatchIDs completes match ids from the store, each described by
// its players and date ("12<TAB>Alice vs Bob, 2026-11-20").
func CompleteMatchIDs(f *Factory) cobra.CompletionFunc {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		st, err := f.Store()
		if err != nil {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		infos, err := st.Matches()
		if err != nil {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		var out []string
		for i := len(infos) - 1; i >= 0 && len(out) < maxCompletions; i-- { // newest first
			m := infos[i]
			if strings.HasPrefix(m.ID, toComplete) {
				out = append(out, fmt.Sprintf("%s\t%s vs %s %s", m.ID, m.Header.Players[0], m.Header.Players[1], m.Header.Date))
			}
		}
		return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveKeepOrder
	}
}
