package cards

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/store"
)

// scriptStatuses are engine.ScriptStatus's answers, in the order reports
// list them.
var scriptStatuses = []string{engine.ScriptFull, engine.ScriptPartial, engine.ScriptNone, engine.ScriptNoneNeeded}

// Coverage is how far the engine scripts the cards of the database (its
// JSON form is `kfr cards coverage --json`).
type Coverage struct {
	Counts
	Sets []SetCoverage `json:"sets"`
	// DecksMissing names the cards of the stored decks that the engine
	// does not script fully, and that have ability text.
	DecksMissing []string `json:"decks_missing"`
}

// Counts are cards by script status.
type Counts struct {
	Cards      int `json:"cards"`
	Full       int `json:"full"`
	Partial    int `json:"partial"`
	None       int `json:"none"`
	NoneNeeded int `json:"none_needed"`
	// Compiled counts the cards of Full whose script was compiled from
	// their printed text (the rest of Full are scripted by hand).
	Compiled int `json:"compiled"`
}

func (c *Counts) add(status string, compiled bool) {
	c.Cards++
	if compiled && status == engine.ScriptFull {
		c.Compiled++
	}
	switch status {
	case engine.ScriptFull:
		c.Full++
	case engine.ScriptPartial:
		c.Partial++
	case engine.ScriptNone:
		c.None++
	case engine.ScriptNoneNeeded:
		c.NoneNeeded++
	}
}

// SetCoverage is Counts for the cards printed in one set.
type SetCoverage struct {
	Set  int    `json:"set"`
	Code string `json:"code"`
	Counts
}

func newCoverage(f *cmdutil.Factory) *cobra.Command {
	var set string
	cmd := &cobra.Command{
		Use:   "coverage",
		Short: "How many cards the engine scripts: fully, partly, not at all, or need none",
		Long: `Count the cards of the database by how far the engine scripts their
abilities: full (the engine resolves them), partial (it resolves part; a log
declares the rest), none (a log declares their effects with > lines), and
none_needed (no ability beyond keywords). Per set too, and the cards of the
stored decks that are not fully scripted. "kfr cards search --script none"
lists the cards left.`,
		Example: `  kfr cards coverage
  kfr cards coverage --set CotA --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := f.Store()
			if err != nil {
				return err
			}
			filter := store.CardFilter{}
			if set != "" {
				n, ok := st.SetNumber(set)
				if !ok {
					return &cmdutil.UsageError{Err: fmt.Errorf("unknown set %q: give its number (341) or the code of an imported pack (CotA)", set)}
				}
				filter.Set = n
			}
			cov, err := coverage(st, filter)
			if err != nil {
				return err
			}
			if f.JSON {
				return cmdutil.WriteJSON(f.Out, cov)
			}
			return writeCoverage(f.Out, cov)
		},
	}
	cmd.Flags().StringVar(&set, "set", "", "only the cards printed in this set: number (341) or code (CotA)")
	return cmd
}

// coverage counts the cards filter selects by script status, per set, and
// lists the stored decks' cards that are not fully scripted.
func coverage(st *store.Store, filter store.CardFilter) (*Coverage, error) {
	cs, err := st.Search(filter)
	if err != nil {
		return nil, err
	}
	sets, err := st.Sets()
	if err != nil {
		return nil, err
	}
	cov := &Coverage{DecksMissing: []string{}, Sets: []SetCoverage{}}
	perSet := map[int]*SetCoverage{}
	for _, s := range sets {
		if filter.Set == 0 || filter.Set == s.Num {
			cov.Sets = append(cov.Sets, SetCoverage{Set: s.Num, Code: s.Code})
		}
	}
	for i := range cov.Sets {
		perSet[cov.Sets[i].Set] = &cov.Sets[i]
	}
	for _, c := range cs {
		status, compiled := engine.ScriptStatus(c), engine.Compiled(c.ID)
		cov.add(status, compiled)
		for _, p := range c.Printings {
			if sc := perSet[p.Set]; sc != nil {
				sc.add(status, compiled)
			}
		}
	}
	missing, err := decksMissing(st)
	if err != nil {
		return nil, err
	}
	cov.DecksMissing = missing
	return cov, nil
}

// decksMissing names the cards of the stored decks (complete ones: a
// partial deck from a log is not the player's whole deck) that have
// ability text and no full script, sorted.
func decksMissing(st *store.Store) ([]string, error) {
	decks, err := st.Decks()
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	out := []string{}
	for _, d := range decks {
		if d.Partial {
			continue
		}
		deck, err := st.DeckByID(d.ID)
		if err != nil {
			return nil, err
		}
		for _, dc := range deck.Cards {
			if seen[dc.CardID] {
				continue
			}
			seen[dc.CardID] = true
			c, err := st.Card(dc.CardID)
			if err != nil || c == nil {
				continue
			}
			if s := engine.ScriptStatus(c); s == engine.ScriptNone || s == engine.ScriptPartial {
				out = append(out, c.Name)
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out), nil
}

func writeCoverage(w io.Writer, cov *Coverage) error {
	var b strings.Builder
	row := func(name string, c Counts) {
		fmt.Fprintf(&b, "%-10s %6d %6d %8d %6d %12d %9d   %s\n", name, c.Cards, c.Full, c.Partial, c.None, c.NoneNeeded, c.Compiled, percent(c))
	}
	fmt.Fprintf(&b, "%-10s %6s %6s %8s %6s %12s %9s   %s\n", "set", "cards", "full", "partial", "none", "none needed", "compiled", "scripted or none needed")
	for _, s := range cov.Sets {
		row(s.Code, s.Counts)
	}
	row("all", cov.Counts)
	fmt.Fprintf(&b, "\n(compiled: of full, the cards whose script was compiled from their printed text; the rest are scripted by hand)\n")
	if len(cov.DecksMissing) > 0 {
		fmt.Fprintf(&b, "\n%d cards of the stored decks are not fully scripted:\n", len(cov.DecksMissing))
		for _, n := range cov.DecksMissing {
			fmt.Fprintf(&b, "  %s\n", n)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// percent is the share of cards the engine needs nothing more for.
func percent(c Counts) string {
	if c.Cards == 0 {
		return "—"
	}
	return fmt.Sprintf("%.1f%%", 100*float64(c.Full+c.NoneNeeded)/float64(c.Cards))
}
