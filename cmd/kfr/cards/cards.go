// Package cards is `kfr cards`: import the card database, show and search it.
package cards

import (
	"bytes"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
	"github.com/kfr-dev/kfr/record/deck"
	"github.com/kfr-dev/kfr/record/store"
)

// New is `kfr cards`.
func New(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "cards",
		Short: "Import, show and search the card database",
	}
	cmd.AddCommand(newImport(f), newShow(f), newSearch(f), newCoverage(f))
	return cmd
}

func newImport(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "import FILE...",
		Short: "Import keyteki pack JSON files (or kfr card-facts text files)",
		Long: `Import card definitions. Each file is one transaction: imported whole or not
at all. Re-importing changes nothing; a card reprinted in several sets is one
card with several printings. Files in kfr's card-facts format (docs/cards.md)
are accepted too.`,
		Example: `  kfr cards import ../shared/data/keyteki-packs/*.json`,
		Args:    cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := f.Store()
			if err != nil {
				return err
			}
			type result struct {
				File  string `json:"file"`
				Cards int    `json:"cards"`
				New   int    `json:"new"`
				Error string `json:"error,omitempty"`
			}
			var results []result
			failed := 0
			for _, file := range args {
				res, err := importFile(st, file)
				r := result{File: file, Cards: res.Cards, New: res.New}
				if err != nil {
					failed++
					r.Error = err.Error()
					fmt.Fprintln(f.ErrOut, "kfr:", err)
				} else if !f.JSON {
					fmt.Fprintf(f.Out, "%s: %d cards (%d new)\n", file, res.Cards, res.New)
				}
				results = append(results, r)
			}
			f.ForgetCards()
			if f.JSON {
				if err := cmdutil.WriteJSON(f.Out, results); err != nil {
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

// maxCardFile bounds a card file read: the largest keyteki pack is about
// 300 KB, so 32 MB is room for every set in one file.
const maxCardFile = 32 << 20

// importFile imports one pack (JSON) or card-facts (text) file.
func importFile(st *store.Store, file string) (store.ImportResult, error) {
	data, err := cmdutil.ReadInput(file, nil, maxCardFile)
	if err != nil {
		return store.ImportResult{}, err
	}
	if t := bytes.TrimLeft(data, " \t\r\n\ufeff"); len(t) > 0 && t[0] == '{' {
		p, err := carddb.ReadPack(file, data)
		if err != nil {
			return store.ImportResult{}, err
		}
		return st.ImportPack(p)
	}
	cs, err := carddb.ReadFacts(file, data)
	if err != nil {
		return store.ImportResult{}, err
	}
	return st.ImportCards(cs)
}

func newShow(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "show NAME",
		Short: "Show a card: house, type, power, armor, Æmber, keywords, traits, text, sets",
		Long: `Show a card. The name is matched forgivingly: case, accents, Æ/AE, quotes and
apostrophes, extra spaces, a unique prefix, or the card id. No match, or more
than one, lists candidates ("did you mean") and exits non-zero.`,
		Example: `  kfr cards show troll
  kfr cards show "gizelhart's zealot"
  kfr cards show aember imp`,
		Args:              cobra.MinimumNArgs(1),
		ValidArgsFunction: cmdutil.CompleteCardNames(f),
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := lookup(f, strings.Join(args, " "))
			if err != nil {
				return err
			}
			if f.JSON {
				return cmdutil.WriteJSON(f.Out, cmdutil.NewCardView(c))
			}
			st, _ := f.Store()
			sets, _ := st.Sets()
			return WriteCard(f.Out, c, setCodes(sets))
		},
	}
}

// lookup finds one card by forgiving name (through the database's
// index: no full load of the cards).
func lookup(f *cmdutil.Factory, name string) (*engine.CardDef, error) {
	st, err := f.Store()
	if err != nil {
		return nil, err
	}
	if n, err := st.CardCount(); err != nil {
		return nil, err
	} else if n == 0 {
		return nil, cmdutil.ErrNoCards
	}
	return st.LookupCard(name)
}

func setCodes(sets []store.Set) map[int]string {
	m := map[int]string{}
	for _, s := range sets {
		m[s.Num] = s.Code
	}
	return m
}

// WriteCard prints a card for people. codes names sets by number (may be nil).
func WriteCard(w io.Writer, c *engine.CardDef, codes map[int]string) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n", c.Name)
	row := func(k, v string) { fmt.Fprintf(&b, "  %-9s %s\n", k+":", v) }
	row("id", c.ID)
	row("house", string(c.House))
	row("type", string(c.Type))
	if c.Type.IsCreature() {
		row("power", fmt.Sprint(c.Power))
		row("armor", fmt.Sprint(c.Armor))
	}
	row("Æmber", fmt.Sprint(c.Amber))
	kws := make([]string, len(c.Keywords))
	for i, k := range c.Keywords {
		kws[i] = cmdutil.Keyword(k)
	}
	row("keywords", orDash(strings.Join(kws, ", ")))
	row("traits", orDash(strings.Join(c.Traits, ", ")))
	if c.Rarity != "" {
		row("rarity", c.Rarity)
	}
	if c.IsGigantic() {
		half := "top half, other half " + c.GiganticOther
		if c.GiganticBottom {
			half = "bottom half, other half " + c.GiganticOther
		}
		row("gigantic", half)
	}
	var sets []string
	for _, p := range c.Printings {
		s := fmt.Sprintf("%d #%s", p.Set, p.Number)
		if code := codes[p.Set]; code != "" {
			s = fmt.Sprintf("%s (%d) #%s", code, p.Set, p.Number)
		}
		if p.House != "" && p.House != c.House {
			s += " " + string(p.House) // a reprint in another house
		}
		sets = append(sets, s)
	}
	row("sets", orDash(strings.Join(sets, ", ")))
	row("script", scriptStatusText(engine.ScriptStatus(c)))
	if t := strings.TrimSpace(c.Text); t != "" {
		b.WriteString("\n")
		for _, line := range strings.FieldsFunc(t, func(r rune) bool { return r == '\n' || r == '\r' || r == '\v' }) {
			fmt.Fprintf(&b, "  %s\n", strings.TrimSpace(line))
		}
	}
	if a := engine.AbilityText(c); a != "" {
		how := "As the engine understands it"
		if engine.Compiled(c.ID) {
			how += " (compiled from its text)"
		}
		b.WriteString("\n" + how + ":\n")
		for _, line := range strings.Split(a, "\n") {
			fmt.Fprintf(&b, "  %s\n", line)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// scriptStatusText says in words how far the engine scripts a card.
func scriptStatusText(status string) string {
	switch status {
	case engine.ScriptFull:
		return "full (the engine resolves its abilities)"
	case engine.ScriptPartial:
		return "partial (the engine resolves part; the log declares the rest with > lines)"
	case engine.ScriptNoneNeeded:
		return "none needed (no ability beyond keywords)"
	}
	return "none (the log declares its effects with > lines)"
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func newSearch(f *cmdutil.Factory) *cobra.Command {
	var flt store.CardFilter
	var set, script string
	cmd := &cobra.Command{
		Use:   "search",
		Short: "List cards by house, type, keyword, trait, set and text",
		Example: `  kfr cards search --house brobnar --type creature --trait giant
  kfr cards search --keyword elusive --set CotA
  kfr cards search --text "steal 1"`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			st, err := f.Store()
			if err != nil {
				return err
			}
			if flt.House != "" {
				if _, ok := deck.ParseHouse(flt.House); !ok {
					return &cmdutil.UsageError{Err: fmt.Errorf("unknown house %q: expected one of %s", flt.House, houseNames())}
				}
			}
			if set != "" {
				n, ok := st.SetNumber(set)
				if !ok {
					return &cmdutil.UsageError{Err: fmt.Errorf("unknown set %q: give its number (341) or the code of an imported pack (CotA)", set)}
				}
				flt.Set = n
			}
			cs, err := st.Search(flt)
			if err != nil {
				return err
			}
			if script != "" {
				if !slices.Contains(scriptStatuses, script) {
					return &cmdutil.UsageError{Err: fmt.Errorf("unknown --script %q: expected full, partial, none or none_needed", script)}
				}
				cs = slices.DeleteFunc(cs, func(c *engine.CardDef) bool { return engine.ScriptStatus(c) != script })
			}
			if f.JSON {
				views := make([]cmdutil.CardView, len(cs))
				for i, c := range cs {
					views[i] = cmdutil.NewCardView(c)
				}
				return cmdutil.WriteJSON(f.Out, views)
			}
			return writeList(f.Out, cs)
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&flt.House, "house", "", "house (brobnar, \"star alliance\", …)")
	fl.StringVar(&flt.Type, "type", "", "card type (creature, action, artifact, upgrade, …)")
	fl.StringVar(&flt.Keyword, "keyword", "", "printed keyword (elusive, taunt, assault, …)")
	fl.StringVar(&flt.Trait, "trait", "", "trait (knight, giant, …)")
	fl.StringVar(&set, "set", "", "set number (341) or code (CotA)")
	fl.StringVar(&flt.Text, "text", "", "words in the name or rules text")
	fl.StringVar(&script, "script", "", "how far the engine scripts it: full, partial, none, none_needed")
	houses := make([]string, len(deck.Houses))
	for i, h := range deck.Houses {
		houses[i] = string(h)
	}
	cmd.RegisterFlagCompletionFunc("house", cmdutil.CompleteStrings(houses...))
	cmd.RegisterFlagCompletionFunc("type", cmdutil.CompleteStrings("creature", "action", "artifact", "upgrade", "token creature"))
	cmd.RegisterFlagCompletionFunc("script", cmdutil.CompleteStrings(scriptStatuses...))
	return cmd
}

func houseNames() string {
	s := make([]string, len(deck.Houses))
	for i, h := range deck.Houses {
		s[i] = string(h)
	}
	return strings.Join(s, ", ")
}

// writeList prints one card a line: name, house, type, stats.
func writeList(w io.Writer, cs []*engine.CardDef) error {
	var b strings.Builder
	for _, c := range cs {
		stats := ""
		if c.Type.IsCreature() {
			stats = fmt.Sprintf("%d power", c.Power)
			if c.Armor > 0 {
				stats += fmt.Sprintf(", %d armor", c.Armor)
			}
		}
		fmt.Fprintf(&b, "%-32s %-13s %-9s %s\n", c.Name, c.House, c.Type, stats)
	}
	fmt.Fprintf(&b, "%d cards\n", len(cs))
	_, err := io.WriteString(w, b.String())
	return err
}
