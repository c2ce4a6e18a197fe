package tco

import (
	"math/rand/v2"
	"slices"
	"strings"
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

// alnumCount is the number of ASCII letters and digits in s.
func alnumCount(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
			n++
		}
	}
	return n
}

// TestListCutsFromFirstCut: firstCut finds listCuts' first cut and counts
// the letters and digits of its head, and listCutsFrom, read from there,
// finds what listCutsUpTo finds reading the whole line, at every limit.
func TestListCutsFromFirstCut(t *testing.T) {
	lines := append([]string{"A, B, and C", "Brunx and Bongle", "Duck, Duck, Superb Duck", ",, and  and ,", "Tick-Tock, , Tick-Tock",
		"Chronometer, Tick-Tock, Tick-Tock, Tick-Tock, and Chronometer", "Infurnace"},
		randomLines(rand.New(rand.NewPCG(23, 24)), 20000, 9, ",", ", ", " and ", ", and ", " ", "and", "a", "X", "Æ", "7", "-")...)
	for _, l := range lines {
		all := listCuts(nil, l)
		first, n, ok := firstCut(l)
		if ok != (len(all) > 0) || ok && (first != all[0] || n != alnumCount(l[:first.at])) {
			t.Fatalf("firstCut(%q) = %v, %d, %v; listCuts %v", l, first, n, ok, all)
		}
		if !ok {
			continue
		}
		for _, limit := range []int{0, 1, 2, 3, 5, 8, 13, 40} {
			if got, want := listCutsFrom(nil, l, first.at, n, limit), listCutsUpTo(nil, l, limit); !slices.Equal(got, want) {
				t.Errorf("listCutsFrom(%q, %d, %d, %d) = %v, want %v", l, first.at, n, limit, got, want)
			}
		}
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

// titlesToAsBefore is titlesTo before ended: every head looked up.
func titlesToAsBefore(c *cards, dst []engine.CardRef, s string) ([]engine.CardRef, bool) {
	s = strings.TrimSpace(s)
	if s == "" {
		return dst, false
	}
	if r, ok := c.ref(s); ok {
		return append(dst, r), true
	}
	cuts := listCutsUpTo(nil, s, c.longest)
	for i := len(cuts) - 1; i >= 0; i-- {
		r, ok := c.ref(s[:cuts[i].at])
		if !ok {
			continue
		}
		if refs, ok := titlesToAsBefore(c, append(dst, r), s[cuts[i].at+cuts[i].n:]); ok {
			return refs, true
		}
	}
	return dst, false
}

// TestTitlesAsBefore: lists of real titles (those holding commas and
// "and" among them, and the titles other titles begin with), joined by
// every separator and mixed with words and punctuation, read as every
// head was looked up, on a memory that has met the titles and on a fresh
// one.
func TestTitlesAsBefore(t *testing.T) {
	ix := testIndex(t)
	var names []string
	for _, d := range packCards(t) {
		names = append(names, d.Name)
	}
	slices.Sort(names)
	names = slices.Compact(names)
	// Titles that begin others ("Duck" of "Duck, Duck, Superb Duck") and
	// titles with separators in them, then a random few.
	var picked, made []string
	for i, n := range names {
		if strings.Contains(n, ", ") || strings.Contains(n, " and ") {
			picked = append(picked, n)
		}
		// "Troll" and "Troll Bridge": "Troll, Bridge" folds to the longer
		// title, so "Troll" does not end titles; both words are pieces.
		if i+1 < len(names) && strings.HasPrefix(carddb.Fold(names[i+1]), carddb.Fold(n)+" ") {
			rest := strings.TrimLeft(names[i+1][min(len(n), len(names[i+1])):], " ,")
			picked = append(picked, n, names[i+1], rest)
			made = append(made, n+", "+rest, n+" and "+rest, n+", "+rest+", and "+n, names[0]+", "+n+", "+rest, n+", "+n)
		}
	}
	rng := rand.New(rand.NewPCG(81, 82))
	for range 300 {
		picked = append(picked, names[rng.IntN(len(names))])
	}
	pieces := append([]string{", ", ", and ", " and ", " ", "!", ",", "steal 1 Æmber", "x"}, picked...)
	warm, old := newCards(ix), newCards(ix)
	found := 0
	if len(made) == 0 {
		t.Fatal("no title begins another")
	}
	for k, l := range append(append(made, made...), randomLines(rng, 20000, 6, pieces...)...) {
		c := warm
		if k%2 == 1 {
			c = newCards(ix)
		}
		var r1, r2 [16]engine.CardRef
		got, ok1 := c.titlesTo(r1[:0], l)
		want, ok2 := titlesToAsBefore(old, r2[:0], l)
		if ok1 != ok2 || ok1 && !slices.Equal(got, want) {
			t.Fatalf("titlesTo(%q) = %v, %v; want %v, %v", l, got, ok1, want, ok2)
		}
		if ok1 && len(got) > 1 {
			found++
		}
		if k%500 == 0 {
			warm.forget()
			old.forget()
		}
	}
	if found == 0 {
		t.Error("no list of several titles: the test tests nothing")
	}
	n := 0
	for _, tt := range warm.cache {
		if tt.more == endsTitles {
			n++
		}
	}
	if n == 0 {
		t.Error("no title was found to end others: the test tests nothing new")
	}
}
