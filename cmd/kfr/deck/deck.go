// Package deck is `kfr deck`: import decks, list and show them.
package deck

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/engine"
	rdeck "github.com/kfr-dev/kfr/record/deck"
	"github.com/kfr-dev/kfr/record/store"
)

// New is `kfr deck`.
func New(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:     "deck",
		Aliases: []string{"decks"},
		Short:   "Import, list and show decks",
	}
	cmd.AddCommand(newImport(f), newList(f), newShow(f))
	return cmd
}

func newImport(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "import FILE...",
		Short: "Import decks: Master Vault JSON, keyteki deck JSON or a text list",
		Long: `Import decks. The format is recognised from the content:
  - a Master Vault deck document (what the Master Vault API gives for a deck);
  - keyteki deck JSON (one deck, or a standalone-decks file with many);
  - a text list: "1 Troll" lines, optional house header lines, # comments
    (docs/cards.md).
Each deck is checked: 36 cards (a gigantic creature is two), three houses,
known cards. Cards a Master Vault document carries that the card database
lacks are added from the document. Each file is one transaction.`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := f.Store()
			if err != nil {
				return err
			}
			var imported []cmdutil.DeckView
			failed := 0
			for _, file := range args {
				decks, err := importFile(f, st, file)
				if err != nil {
					failed++
					fmt.Fprintln(f.ErrOut, "kfr:", err)
					continue
				}
				for _, d := range decks {
					imported = append(imported, cmdutil.NewDeckSummaryView(store.DeckSummary{
						ID: d.ID, Name: d.Name, Set: d.Set, Houses: d.Houses, Partial: d.Partial, Cards: len(d.Cards)}))
					if !f.JSON {
						fmt.Fprintf(f.Out, "%s: %s (%s) %s, %d cards\n", file, d.Name, d.ID, joinHouses(d.Houses), len(d.Cards))
					}
				}
			}
			if f.JSON {
				if imported == nil {
					imported = []cmdutil.DeckView{}
				}
				if err := cmdutil.WriteJSON(f.Out, imported); err != nil {
					return err
				}
			}
			if failed > 0 {
				return &cmdutil.ReportedError{Msg: fmt.Sprintf("%d of %d files failed", failed, len(args))}
			}
			return nil
		},
	}
}

// maxDeckFile bounds a deck file read: a file of many keyteki decks is
// about 40 KB.
const maxDeckFile = 8 << 20

func importFile(f *cmdutil.Factory, st *store.Store, file string) ([]*engine.Deck, error) {
	data, err := cmdutil.ReadInput(file, nil, maxDeckFile)
	if err != nil {
		return nil, err
	}
	ix, err := f.CardIndex()
	if err != nil {
		return nil, err
	}
	doc, err := rdeck.Read(file, data, ix)
	if err != nil {
		if ix.Len() == 0 {
			return nil, fmt.Errorf("%w (%v)", cmdutil.ErrNoCards, err)
		}
		return nil, err
	}
	if err := st.SaveDecks(doc.Decks, doc.Cards); err != nil {
		return nil, err
	}
	if len(doc.Cards) > 0 {
		f.ForgetCards()
	}
	return doc.Decks, nil
}

// joinHouses lists a deck's houses; a partial deck (from TCO logs) may not
// have shown all three yet.
func joinHouses(hs [3]engine.House) string {
	var known []string
	for _, h := range hs {
		if h != "" {
			known = append(known, string(h))
		}
	}
	if len(known) < 3 {
		known = append(known, "?")
	}
	return strings.Join(known, ", ")
}

func newList(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "list",
		Short: "List the imported decks",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := f.Store()
			if err != nil {
				return err
			}
			decks, err := st.Decks()
			if err != nil {
				return err
			}
			if f.JSON {
				views := make([]cmdutil.DeckView, len(decks))
				for i, d := range decks {
					views[i] = cmdutil.NewDeckSummaryView(d)
				}
				return cmdutil.WriteJSON(f.Out, views)
			}
			var b strings.Builder
			for _, d := range decks {
				partial := ""
				if d.Partial {
					partial = " (partial)"
				}
				fmt.Fprintf(&b, "%-40s %-36s %-32s %d cards%s\n", d.Name, d.ID, joinHouses(d.Houses), d.Cards, partial)
			}
			fmt.Fprintf(&b, "%d decks\n", len(decks))
			_, err = io.WriteString(f.Out, b.String())
			return err
		},
	}
}

func newShow(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "show NAME|ID",
		Short: "Show a deck's cards by house, with enhancements and mavericks",
		Long: `Show a deck. NAME is matched forgivingly like card names (case, accents,
quotes, a unique prefix); ID may be a Master Vault uuid or its first
characters. No match, or more than one, lists candidates and exits non-zero.`,
		Args:              cobra.MinimumNArgs(1),
		ValidArgsFunction: cmdutil.CompleteDeckNames(f),
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := f.Store()
			if err != nil {
				return err
			}
			d, err := st.Deck(strings.Join(args, " "))
			if err != nil {
				return err
			}
			cards, err := st.DeckCardMap(d)
			if err != nil {
				return err
			}
			if f.JSON {
				return cmdutil.WriteJSON(f.Out, cmdutil.NewDeckView(d, cards))
			}
			return WriteDeck(f.Out, d, cards)
		},
	}
}

// WriteDeck prints a deck for people: header, then each house's cards with
// their counts, enhancements (+icon) and maverick marks.
func WriteDeck(w io.Writer, d *engine.Deck, cards engine.CardDB) error {
	v := cmdutil.NewDeckView(d, cards)
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", d.Name)
	fmt.Fprintf(&b, "  id:      %s\n", d.ID)
	fmt.Fprintf(&b, "  set:     %d\n", d.Set)
	fmt.Fprintf(&b, "  houses:  %s\n", joinHouses(d.Houses))
	fmt.Fprintf(&b, "  cards:   %d\n", len(d.Cards))
	if d.Partial {
		b.WriteString("  partial: only the cards seen are known\n")
	}
	type line struct {
		key   string
		text  string
		count int
	}
	for _, h := range houseOrder(d, v.Cards) {
		var lines []*line
		byKey := map[string]*line{}
		n := 0
		for _, c := range v.Cards {
			if c.House != h {
				continue
			}
			n++
			text := c.Name
			if def := cards.Card(c.ID); def != nil && def.IsGigantic() {
				if def.GiganticBottom {
					text += " (gigantic, bottom half)"
				} else {
					text += " (gigantic, top half)"
				}
			}
			if c.Maverick {
				text += " (maverick)"
			}
			for _, e := range c.Enhancements {
				text += " +" + e
			}
			if l := byKey[text]; l != nil {
				l.count++
				continue
			}
			l := &line{key: text, text: text, count: 1}
			byKey[text] = l
			lines = append(lines, l)
		}
		fmt.Fprintf(&b, "\n%s (%d)\n", h, n)
		for _, l := range lines {
			fmt.Fprintf(&b, "  %d  %s\n", l.count, l.text)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// houseOrder is the deck's houses, then any other house a copy has (a deck
// known only partly, or a card the database lacks).
func houseOrder(d *engine.Deck, cs []cmdutil.DeckCardView) []string {
	out := []string{string(d.Houses[0]), string(d.Houses[1]), string(d.Houses[2])}
	for _, c := range cs {
		found := false
		for _, h := range out {
			found = found || h == c.House
		}
		if !found {
			out = append(out, c.House)
		}
	}
	return out
}
