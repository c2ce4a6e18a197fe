// Package match is `kfr match`: make, list, show, export, import, delete
// and choose stored matches. The commands are thin: the store keeps the
// matches (record/store), the notation reads and prints them
// (record/notation) and the engine checks what is imported (replay).
package match

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/store"
	"github.com/kfr-dev/kfr/replay"
)

// New is `kfr match`.
func New(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "match",
		Short: "Make, list, show, export, import and delete matches",
		Long: `Stored matches: a header (players, decks, first player, chains, date, event)
and the log of actions in kfr's notation (docs/notation.md).

  kfr match new --p1 Alice --deck1 "Red Hollow" --p2 Bob --deck2 Keepers --first Alice
  kfr match list
  kfr match show 3            (the current match when no id is given)
  kfr match export 3 -o game.kfr
  kfr match import game.kfr
  kfr match use 3
  kfr match delete 3
  kfr match exclude 3         (kept out of the statistics; kfr match include 3 counts it)`,
	}
	cmd.AddCommand(newNew(f), newList(f), newShow(f), newExport(f), newImport(f), newDelete(f), newUse(f),
		newExclude(f, true), newExclude(f, false))
	return cmd
}

// UsageError is input kfr cannot use (a malformed file, an unknown deck):
// exit status 2, as kfr replay gives for unusable input.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// ExitCode is the process exit status for this error.
func (e *UsageError) ExitCode() int { return 2 }

// MatchView is the JSON form of a stored match's header and bookkeeping
// (stable snake_case field names).
type MatchView struct {
	ID       string    `json:"id"`
	Event    string    `json:"event"`
	Date     string    `json:"date"`
	Players  [2]string `json:"players"`
	Decks    [2]string `json:"decks"`    // as the header names them
	DeckIDs  [2]string `json:"deck_ids"` // the stored decks they resolved to ("" when none)
	First    *string   `json:"first"`    // the first player's name, null when not said
	Chains   [2]int    `json:"chains"`
	ChainBid bool      `json:"chain_bid"`
	Winner   *string   `json:"winner"` // null while undecided
	Reason   string    `json:"reason"` // keys, concede, ""
	Tags     []TagView `json:"tags"`
	Actions  int       `json:"actions"`
	Source   string    `json:"source"`
	Excluded string    `json:"excluded_from_stats,omitempty"` // why it does not count, when it does not
	Current  bool      `json:"current"`
	Created  string    `json:"created"`
	Updated  string    `json:"updated"`
}

// TagView is a header tag kfr has no field for.
type TagView struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// EntryView is one entry of a match's log in --json: its index from 0,
// the canonical notation line, the trailing comment and the text as typed.
type EntryView struct {
	Index   int    `json:"index"`
	Line    string `json:"line"`
	Comment string `json:"comment"`
	Typed   string `json:"typed"`
}

// ShowView is `kfr match show --json`: the header and the whole log.
type ShowView struct {
	MatchView
	Entries []EntryView `json:"entries"`
}

func newView(info store.MatchInfo, current string) MatchView {
	h := &info.Header
	v := MatchView{ID: info.ID, Event: h.Event, Date: h.Date, Players: h.Players, Decks: h.Decks, DeckIDs: info.DeckIDs,
		Chains: h.Chains, ChainBid: h.ChainBid, Reason: h.Result.Reason, Tags: []TagView{}, Actions: info.Actions,
		Source: info.Source, Excluded: info.Excluded, Current: info.ID == current,
		Created: info.Created.UTC().Format(time.RFC3339), Updated: info.Updated.UTC().Format(time.RFC3339)}
	v.First = playerPtr(h, h.First)
	v.Winner = playerPtr(h, h.Result.Winner)
	for _, t := range h.Tags {
		v.Tags = append(v.Tags, TagView{t.Name, t.Value})
	}
	return v
}

func playerPtr(h *record.Header, p int8) *string {
	if p != 0 && p != 1 {
		return nil
	}
	name := h.Players[p]
	return &name
}

// deckNames maps stored deck ids to names, for listings.
func deckNames(st *store.Store) (map[string]string, error) {
	decks, err := st.Decks()
	if err != nil {
		return nil, err
	}
	out := make(map[string]string, len(decks))
	for _, d := range decks {
		out[d.ID] = d.Name
	}
	return out, nil
}

// deckName is the stored deck's name when the match resolved to one, else
// what the header says.
func deckName(info store.MatchInfo, i int, names map[string]string) string {
	if n, ok := names[info.DeckIDs[i]]; ok && info.DeckIDs[i] != "" {
		return n
	}
	if info.Header.Decks[i] == "" {
		return "?"
	}
	return info.Header.Decks[i]
}

// describe is a one-line description of a match: "Alice vs Bob, 2026-10-02".
func describe(info store.MatchInfo) string {
	h := &info.Header
	s := h.Players[0] + " vs " + h.Players[1]
	if h.Date != "" {
		s += ", " + h.Date
	}
	return s
}

func resultText(h *record.Header) string {
	w := h.Result.Winner
	if w != 0 && w != 1 {
		return "-"
	}
	return fmt.Sprintf("%s (%s)", h.Players[w], h.Result.Reason)
}

func newList(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "list",
		Short: "List the stored matches, oldest first",
		Long: `List the stored matches, oldest first (the newest is the last line): id, date,
players, decks, the winner, the number of actions and where the match came
from (table, notation, tco, random). The current match is named at the end.

--json gives an array of {"id","event","date","players","decks","deck_ids",
"first","chains","chain_bid","winner","reason","tags","actions","source",
"current","created","updated"}.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := f.Store()
			if err != nil {
				return err
			}
			infos, err := st.Matches()
			if err != nil {
				return err
			}
			cur, err := st.CurrentMatch()
			if err != nil {
				return err
			}
			for _, info := range infos {
				if info.Damaged != "" {
					fmt.Fprintf(f.ErrOut, "kfr: warning: match %s is damaged: %s; it is listed without them\n", info.ID, info.Damaged)
				}
			}
			if f.JSON {
				views := make([]MatchView, len(infos))
				for i, info := range infos {
					views[i] = newView(info, cur)
				}
				return cmdutil.WriteJSON(f.Out, views)
			}
			if len(infos) == 0 {
				fmt.Fprintln(f.Out, "no matches yet: start one with kfr match new, or import one with kfr match import FILE")
				return nil
			}
			names, err := deckNames(st)
			if err != nil {
				return err
			}
			var b strings.Builder
			tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
			fmt.Fprintln(tw, "ID\tDATE\tPLAYERS\tDECKS\tWINNER\tACTIONS\tSOURCE")
			for _, info := range infos {
				h := &info.Header
				date := h.Date
				if date == "" {
					date = "-"
				}
				fmt.Fprintf(tw, "%s\t%s\t%s vs %s\t%s vs %s\t%s\t%d\t%s\n", info.ID, date, h.Players[0], h.Players[1],
					deckName(info, 0, names), deckName(info, 1, names), resultText(h), info.Actions, sourceText(info))
			}
			tw.Flush()
			fmt.Fprintf(&b, "%d matches", len(infos))
			if cur != "" {
				fmt.Fprintf(&b, "; current: %s", cur)
			}
			b.WriteString("\n")
			_, err = fmt.Fprint(f.Out, b.String())
			return err
		},
	}
}

// playerNumbered is m with its turn headers numbered as players count
// turns, for a match stored when they counted every turn of the game
// (replay.CountsEveryTurn); m itself otherwise, or when it cannot be
// replayed (a deck missing): it then prints as stored. kfr match import
// recognises the renumbered export as the same match.
func playerNumbered(f *cmdutil.Factory, m *record.Match, info store.MatchInfo, ix notation.Resolver) *record.Match {
	st, err := f.Store()
	if err != nil || !hasTurnHeaders(m) {
		return m
	}
	decks, err := cmdutil.MatchDecks(st, m.Header, info.DeckIDs)
	if err != nil {
		return m
	}
	r, err := replay.RunWith(m, ix, decks, replay.Options{NoHashes: true})
	if err != nil {
		return m
	}
	return r.PlayerNumbered()
}

func hasTurnHeaders(m *record.Match) bool {
	for _, e := range m.Entries {
		if e.Action.Verb == engine.VerbTurn {
			return true
		}
	}
	return false
}

// stored reads match id ("" for the current one) with its info, and the
// card index to print it with.
func stored(f *cmdutil.Factory, id string) (*record.Match, store.MatchInfo, notation.Resolver, error) {
	m, info, err := f.StoredMatch(id)
	if err != nil {
		return nil, info, nil, err
	}
	ix, err := f.CardIndex()
	if err != nil {
		return nil, info, nil, err
	}
	return m, info, ix, nil
}

func newShow(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "show [ID]",
		Short: "Print a match in notation (the current match when no id is given)",
		Long: `Print a stored match in kfr's notation (docs/notation.md): its header tags and
its log, one action a line, in the canonical form (the same text kfr match
export writes). The current match when no id is given.

--json gives the header fields of kfr match list --json and "entries": one
{"index","line","comment","typed"} per action ("line" is the canonical
notation, "typed" the text as it was entered).`,
		Args:              cobra.MaximumNArgs(1),
		ValidArgsFunction: firstArgOnly(cmdutil.CompleteMatchIDs(f)),
		RunE: func(cmd *cobra.Command, args []string) error {
			m, info, ix, err := stored(f, arg(args))
			if err != nil {
				return err
			}
			m = playerNumbered(f, m, info, ix)
			if !f.JSON {
				_, err = f.Out.Write(notation.Format(m, ix))
				return err
			}
			st, _ := f.Store()
			cur, err := st.CurrentMatch()
			if err != nil {
				return err
			}
			v := ShowView{MatchView: newView(info, cur), Entries: make([]EntryView, len(m.Entries))}
			for i, e := range m.Entries {
				v.Entries[i] = EntryView{Index: i, Line: notation.FormatAction(e, &m.Header, ix), Comment: e.Comment, Typed: e.Text}
			}
			return cmdutil.WriteJSON(f.Out, v)
		},
	}
}

func newExport(f *cmdutil.Factory) *cobra.Command {
	var out string
	var force bool
	cmd := &cobra.Command{
		Use:   "export [ID] [-o FILE [--force]]",
		Short: "Write a match in notation, to standard output or a file",
		Long: `Write a stored match (the current match when no id is given) in kfr's
notation, canonical form: to standard output, or to FILE with -o. kfr match
import reads it back. A match stored when turn headers counted every turn of
the game ("2. Bob" for Bob's first turn) is written with its turns numbered as
players count them ("1. Bob"), as kfr match show prints it; importing that
file finds the stored match all the same.

An existing FILE is replaced only with --force, and never when it is the
database itself; the file is written whole or not at all.`,
		Args:              cobra.MaximumNArgs(1),
		ValidArgsFunction: firstArgOnly(cmdutil.CompleteMatchIDs(f)),
		RunE: func(cmd *cobra.Command, args []string) error {
			m, info, ix, err := stored(f, arg(args))
			if err != nil {
				return err
			}
			text := notation.Format(playerNumbered(f, m, info, ix), ix)
			if out == "" || out == "-" {
				_, err = f.DataOut().Write(text)
				return err
			}
			err = f.WriteOutput(out, force, "", func(w io.Writer) error { _, err := w.Write(text); return err })
			if err != nil {
				return fmt.Errorf("export match %s: %w", m.ID, err)
			}
			fmt.Fprintf(f.ErrOut, "wrote match %s (%d actions) to %s\n", m.ID, len(m.Entries), out)
			return nil
		},
	}
	cmd.Flags().StringVarP(&out, "output", "o", "", "write to this file instead of standard output")
	cmd.Flags().BoolVar(&force, "force", false, "replace FILE when it exists")
	return cmd
}

// deleted is `kfr match delete --json`.
type deleted struct {
	Deleted string `json:"deleted"`
	WasCurr bool   `json:"was_current"`
}

func newDelete(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "delete ID",
		Short: "Delete a stored match and its log (asks nothing)",
		Long: `Delete a stored match and its whole log, at once and without asking. If it
was the current match there is no current match afterwards. kfr match export
first keeps a copy. --json prints {"deleted","was_current"}.`,
		Args:              exactlyOneID("delete"),
		ValidArgsFunction: firstArgOnly(cmdutil.CompleteMatchIDs(f)),
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := f.Store()
			if err != nil {
				return err
			}
			info, err := st.MatchInfo(args[0])
			if err != nil {
				return err
			}
			cur, err := st.CurrentMatch()
			if err != nil {
				return err
			}
			if err := st.DeleteMatch(info.ID); err != nil {
				return err
			}
			if f.JSON {
				return cmdutil.WriteJSON(f.Out, deleted{Deleted: info.ID, WasCurr: cur == info.ID})
			}
			fmt.Fprintf(f.Out, "deleted match %s (%s, %d actions)\n", info.ID, describe(info), info.Actions)
			if cur == info.ID {
				fmt.Fprintln(f.Out, "there is no current match now: kfr match use ID chooses one")
			}
			return nil
		},
	}
}

func newUse(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "use ID",
		Short: "Make a match the current one (kfr log, kfr record, kfr undo write to it)",
		Long: `Make a stored match the current one: kfr log, kfr undo, kfr record, kfr
replay and kfr match show use it when no match is given. --json prints the
match as kfr match list --json does.`,
		Args:              exactlyOneID("use"),
		ValidArgsFunction: firstArgOnly(cmdutil.CompleteMatchIDs(f)),
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := f.Store()
			if err != nil {
				return err
			}
			info, err := st.MatchInfo(args[0])
			if err != nil {
				return err
			}
			if err := st.SetCurrentMatch(info.ID); err != nil {
				return err
			}
			if f.JSON {
				return cmdutil.WriteJSON(f.Out, newView(info, info.ID))
			}
			_, err = fmt.Fprintf(f.Out, "current match: %s (%s, %d actions)\n", info.ID, describe(info), info.Actions)
			return err
		},
	}
}

func arg(args []string) string {
	if len(args) == 0 {
		return ""
	}
	return args[0]
}

// exactlyOneID checks a command got one match id.
func exactlyOneID(verb string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != 1 {
			return fmt.Errorf("kfr match %s takes one match id, got %d arguments: kfr match %s 3 (kfr match list shows the ids)",
				verb, len(args), verb)
		}
		return nil
	}
}

// sourceText is where a match came from, and "not counted" when it is
// kept out of the statistics.
func sourceText(info store.MatchInfo) string {
	if info.Excluded != "" {
		return info.Source + " (not counted)"
	}
	return info.Source
}

// firstArgOnly completes the first positional argument only.
func firstArgOnly(c cobra.CompletionFunc) cobra.CompletionFunc {
	return func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		if len(args) > 0 {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		return c(cmd, args, toComplete)
	}
}

// needCards fails with the import hint when no cards are stored.
func needCards(st *store.Store) error {
	n, err := st.CardCount()
	if err != nil {
		return err
	}
	if n == 0 {
		return cmdutil.ErrNoCards
	}
	return nil
}
