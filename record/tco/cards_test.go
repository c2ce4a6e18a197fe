package tco

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

// TestListCutsUpToAsFiltered: listCutsUpTo leaves out exactly the cuts of
// listCuts whose head card rejects unread for having more letters and
// digits than the limit (alnumASCIIOver), at every limit.
func TestListCutsUpToAsFiltered(t *testing.T) {
	lines := append([]string{"A, B, and C", "Brunx and Bongle", "Duck, Duck, Superb Duck", ",, and  and ,",
		"Chronometer, Tick-Tock, Tick-Tock, Tick-Tock, and Chronometer"},
		randomLines(rand.New(rand.NewPCG(21, 22)), 20000, 9, ",", ", ", " and ", ", and ", " ", "and", "a", "X", "Æ", "7", "-")...)
	skipped := 0
	for _, limit := range []int{0, 1, 2, 3, 5, 8, 13, 40} {
		for _, l := range lines {
			var want []cut
			for _, c := range listCuts(nil, l) {
				if limit == 0 || !alnumASCIIOver(l[:c.at], limit) {
					want = append(want, c)
				} else {
					skipped++
				}
			}
			if got := listCutsUpTo(nil, l, limit); !slices.Equal(got, want) {
				t.Errorf("listCutsUpTo(%q, %d) = %v, want %v", l, limit, got, want)
			}
		}
	}
	if skipped == 0 {
		t.Error("no cut was over a limit: the test tests nothing")
	}
}

// splitSourceByBytes is splitSource as it was first written: " to "
// compared at every byte.
func splitSourceByBytes(c *cards, s string) (name, rest string, found bool) {
	first := -1
	for i := 0; i+4 <= len(s); i++ {
		if s[i:i+4] != " to " {
			continue
		}
		if first < 0 {
			first = i
		}
		if c.card(s[:i]) != nil {
			return s[:i], s[i+4:], true
		}
	}
	if first < 0 {
		return s, "", c.card(s) != nil
	}
	return s[:first], s[first+4:], false
}

// TestSplitSourceAsByBytes: splitSource cuts where the comparison at
// every byte cut, titles holding " to " and doubled "to"s included.
func TestSplitSourceAsByBytes(t *testing.T) {
	db := fakeCards{}
	for _, d := range []*engine.CardDef{{ID: "t-to", Name: "T to"}, {ID: "back-to-back", Name: "Back to Back"}, {ID: "x", Name: "X"}} {
		db[carddb.Fold(d.Name)] = d
	}
	c := newCards(db)
	lines := append([]string{"X to to copy X", "Back to Back to reap", "T to  to X", "T to to X"},
		randomLines(rand.New(rand.NewPCG(41, 42)), 20000, 8, " to ", "to", " ", "X", "T", "Back", "t", "o")...)
	found := 0
	for _, l := range lines {
		src, n1, r1, f1 := c.splitSource(l)
		n2, r2, f2 := splitSourceByBytes(c, l)
		if n1 != n2 || r1 != r2 || f1 != f2 {
			t.Errorf("splitSource(%q) = %q, %q, %v; want %q, %q, %v", l, n1, r1, f1, n2, r2, f2)
		}
		if want, _ := c.ref(n2); f2 && src != want {
			t.Errorf("splitSource(%q) names %v, want %v", l, src, want)
		}
		if f1 && r1 != "" {
			found++
		}
	}
	if found == 0 {
		t.Error("no line names a source: the test tests nothing")
	}
}

// TestLastTitleAnswersAsLookup: card answers a name asked again right
// after as a fresh memory does, titles and non-titles in turn, and a
// forgotten log's last title is looked up anew.
func TestLastTitleAnswersAsLookup(t *testing.T) {
	db := fakeCards{}
	for _, d := range []*engine.CardDef{{ID: "a", Name: "A"}, {ID: "b-c", Name: "B, C"}} {
		db[carddb.Fold(d.Name)] = d
	}
	c := newCards(db)
	rng := rand.New(rand.NewPCG(71, 72))
	names := []string{"A", "B, C", "B", "a", "", "A "}
	for i := range 2000 {
		if i%100 == 0 {
			c.forget()
		}
		name := names[rng.IntN(len(names))]
		if got, want := c.card(name), newCards(db).card(name); got != want {
			t.Fatalf("card(%q) = %v, want %v", name, got, want)
		}
	}
	c.forget()
	if c.lastDef != nil {
		t.Error("forget kept the last title")
	}
}
