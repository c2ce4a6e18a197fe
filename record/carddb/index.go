package carddb

import (
	"fmt"
	"sort"
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

// Index finds cards by forgiving name: exact folded title first, then the
// card id, then a unique prefix of the folded title.
type Index struct {
	byFold map[string][]*engine.CardDef // folded title → cards (usually one)
	byID   map[string]*engine.CardDef
	folded []string                     // sorted distinct folded titles, for prefix search
	titled map[string][]*engine.CardDef // folded title → every card, bottoms included
}

// NewIndex indexes cards. Gigantic bottom halves are indexed by id only, so
// that a name finds the creature once.
func NewIndex(cards []*engine.CardDef) *Index {
	ix := &Index{byFold: map[string][]*engine.CardDef{}, byID: map[string]*engine.CardDef{},
		titled: map[string][]*engine.CardDef{}}
	for _, c := range cards {
		ix.byID[c.ID] = c
		ix.titled[Fold(c.Name)] = append(ix.titled[Fold(c.Name)], c)
		if c.GiganticBottom {
			continue
		}
		f := Fold(c.Name)
		if len(ix.byFold[f]) == 0 {
			ix.folded = append(ix.folded, f)
		}
		ix.byFold[f] = append(ix.byFold[f], c)
	}
	sort.Strings(ix.folded)
	return ix
}

// Card implements engine.CardDB.
func (ix *Index) Card(id string) *engine.CardDef { return ix.byID[id] }

// Titled lists every card whose folded title equals name's, gigantic
// bottom halves and evil twins included, in indexing order. Importers that
// must pick one printing among same-named cards (a Master Vault deck names
// cards by title) use it; people use Lookup.
func (ix *Index) Titled(name string) []*engine.CardDef { return ix.titled[Fold(name)] }

// Len is the number of card ids indexed.
func (ix *Index) Len() int { return len(ix.byID) }

// LookupError says why a name found no single card, with candidates.
type LookupError struct {
	Name       string
	Ambiguous  bool     // more than one card matched
	Candidates []string // printed titles, best first, at most five
}

func (e *LookupError) Error() string {
	what := "unknown card"
	if e.Ambiguous {
		what = "ambiguous card"
	}
	if len(e.Candidates) == 0 {
		return fmt.Sprintf("%s %q", what, e.Name)
	}
	return fmt.Sprintf("%s %q: did you mean %s?", what, e.Name, quoteList(e.Candidates))
}

func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	if len(q) == 1 {
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
}

// Lookup finds the one card a name means, or a *LookupError.
func (ix *Index) Lookup(name string) (*engine.CardDef, error) {
	f := Fold(name)
	if cs := ix.byFold[f]; len(cs) == 1 {
		return cs[0], nil
	} else if len(cs) > 1 {
		return nil, &LookupError{Name: name, Ambiguous: true, Candidates: titles(cs)}
	}
	if c := ix.byID[strings.TrimSpace(name)]; c != nil {
		return c, nil
	}
	if f == "" {
		return nil, &LookupError{Name: name}
	}
	prefixed := ix.withPrefix(f)
	switch len(prefixed) {
	case 1:
		return ix.byFold[prefixed[0]][0], nil
	case 0:
		return nil, &LookupError{Name: name, Candidates: ix.Suggest(name, 3)}
	}
	if len(prefixed) > 5 {
		prefixed = prefixed[:5]
	}
	cands := make([]string, len(prefixed))
	for i, p := range prefixed {
		cands[i] = ix.byFold[p][0].Name
	}
	return nil, &LookupError{Name: name, Ambiguous: true, Candidates: cands}
}

func (ix *Index) withPrefix(f string) []string {
	i := sort.SearchStrings(ix.folded, f)
	var out []string
	for ; i < len(ix.folded) && strings.HasPrefix(ix.folded[i], f); i++ {
		out = append(out, ix.folded[i])
	}
	return out
}

// LongestFold is the length in bytes of the longest folded title: a name
// whose fold is longer is no card's title (a reader of logs rules out long
// cuts of a line with it, before folding them).
func (ix *Index) LongestFold() int {
	n := 0
	for _, f := range ix.folded {
		n = max(n, len(f))
	}
	return n
}

// Complete lists the printed titles whose folded form starts with prefix,
// sorted, at most max (for shell completion).
func (ix *Index) Complete(prefix string, max int) []string {
	// The titles are walked from the first match, not listed first: a
	// short prefix starts hundreds of titles.
	var out []string
	f := Fold(prefix)
	for i := sort.SearchStrings(ix.folded, f); i < len(ix.folded) && len(out) != max && strings.HasPrefix(ix.folded[i], f); i++ {
		out = append(out, ix.byFold[ix.folded[i]][0].Name)
	}
	return out
}

// Suggest returns up to n titles closest to name by edit distance over the
// folded forms (ties by title), for "did you mean".
func (ix *Index) Suggest(name string, n int) []string {
	f := Fold(name)
	limit := len(f)/2 + 2
	return ix.closest(n, func(g string) (int, bool) {
		if abs(len(g)-len(f)) > limit {
			return 0, false
		}
		d := editDistance(f, g, limit)
		return d, d <= limit
	})
}

// SuggestPrefix is Suggest for a name typed as the start of a long title
// (a deck's "keepres" for "Keepers of the Quiet Library"): the edit
// distance to each title's beginning of the same length.
func (ix *Index) SuggestPrefix(name string, n int) []string {
	f := Fold(name)
	if f == "" {
		return nil
	}
	limit := len(f)/3 + 1
	return ix.closest(n, func(g string) (int, bool) {
		head := g[:min(len(g), len(f))]
		d := editDistance(f, head, limit)
		return d, d <= limit
	})
}

// closest returns the titles of the n folded forms nearest by distance (a
// form is a candidate when distance says so), nearest first, ties by form.
func (ix *Index) closest(n int, distance func(fold string) (int, bool)) []string {
	type scored struct {
		fold string
		d    int
	}
	var best []scored
	for _, g := range ix.folded {
		if d, ok := distance(g); ok {
			best = append(best, scored{g, d})
		}
	}
	sort.Slice(best, func(i, j int) bool {
		if best[i].d != best[j].d {
			return best[i].d < best[j].d
		}
		return best[i].fold < best[j].fold
	})
	if len(best) > n {
		best = best[:n]
	}
	out := make([]string, len(best))
	for i, s := range best {
		out[i] = ix.byFold[s.fold][0].Name
	}
	return out
}

func titles(cs []*engine.CardDef) []string {
	out := make([]string, 0, len(cs))
	for _, c := range cs {
		out = append(out, c.Name+" ("+c.ID+")")
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// editDistance is Levenshtein distance over bytes, giving up (returning
// limit+1) once every cell of a row exceeds limit.
func editDistance(a, b string, limit int) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			rowMin = min(rowMin, cur[j])
		}
		if rowMin > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
