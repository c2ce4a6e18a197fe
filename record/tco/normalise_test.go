package tco

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// normaliseByReplace is normalise as it was written first: spaces
// collapsed, then every "card s" before a space or the end made "cards".
func normaliseByReplace(line string) string {
	line = strings.TrimSpace(line)
	if !strings.Contains(line, "  ") && !strings.Contains(line, " ,") && !strings.Contains(line, "\t") {
		return line
	}
	var b strings.Builder
	space := false
	for _, r := range line {
		if r == ' ' || r == '\t' {
			space = true
			continue
		}
		if space {
			if r != ',' {
				b.WriteByte(' ')
			}
			space = false
		}
		b.WriteRune(r)
	}
	s := b.String()
	if strings.Contains(s, "card s") {
		s = strings.ReplaceAll(s+" ", "card s ", "cards ")
		s = s[:len(s)-1]
	}
	return s
}

// TestNormaliseAsByReplace: normalise's one pass repairs spacing and the
// plural as the first way did, on TCO's shapes and on random lines made of
// the pieces that matter (spaces, tabs, commas, "card", "s").
func TestNormaliseAsByReplace(t *testing.T) {
	lines := []string{"x draws 2 card  s", "x draws 1 card", "card  s  ,x", "card  s,", "card\ts", "card  s  card  s",
		"Scorecard  s go", "card  sx", "card  s s", "  a  ,  b  ", "discards card  s  from", "Æmber  card  s"}
	lines = append(lines, randomLines(rand.New(rand.NewPCG(3, 4)), 5000, 8, " ", "  ", "\t", ",", "card", "s", "x", "Æ")...)
	for _, l := range lines {
		if got, want := normalise(l), normaliseByReplace(l); got != want {
			t.Errorf("normalise(%q) = %q, want %q", l, got, want)
		}
	}
}

// unitWordsByBytes is unitWords as it was written first: the line byte
// by byte, each byte tried as the start of either word.
func unitWordsByBytes(line string) string {
	var b strings.Builder
	for i := 0; i < len(line); {
		if w, n := unitWordAt(line, i); n > 0 {
			b.WriteString(w)
			i += n
			continue
		}
		b.WriteByte(line[i])
		i++
	}
	return b.String()
}

// TestUnitWordsAsByBytes: unitWords' search from one "mber" to the next
// rewrites the same words as a try at every byte, on lines made of the
// pieces that matter (the two words, their look-alikes, word bytes and
// boundaries around them).
func TestUnitWordsAsByBytes(t *testing.T) {
	lines := append([]string{"x gains 2 amber", "aember", "amber;", "ambers", "Æmber", "gamber amber", "aamber", "amberamber", "a mber", "aember_x"},
		randomLines(rand.New(rand.NewPCG(7, 8)), 20000, 9, "amber", "aember", "mber", "a", "e", "ae", "Æ", " ", ";", "x", "_", "s")...)
	// One fixer for all, with small chunks: each line stays as written
	// while later lines fill its chunk and the next.
	f := fixerFor("")
	f.chunk = 16
	got := make([]string, len(lines))
	for i, l := range lines {
		got[i] = f.unitWords(l)
	}
	for i, l := range lines {
		if want := unitWordsByBytes(l); got[i] != want {
			t.Errorf("unitWords(%q) = %q, want %q", l, got[i], want)
		}
	}
}

// randomLines makes n lines of up to max pieces each, drawn with r.
func randomLines(r *rand.Rand, n, max int, pieces ...string) []string {
	lines := make([]string, 0, n)
	for range n {
		var b strings.Builder
		for range r.IntN(max) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		lines = append(lines, b.String())
	}
	return lines
}

// listCutsByPrefixes is listCuts as it was first written: the three
// separators tried at every byte.
func listCutsByPrefixes(s string) []cut {
	var out []cut
	for i := 0; i < len(s); i++ {
		switch {
		case strings.HasPrefix(s[i:], ", and "):
			out = append(out, cut{i, 6})
			i += 5
		case strings.HasPrefix(s[i:], ", "):
			out = append(out, cut{i, 2})
			i++
		case strings.HasPrefix(s[i:], " and "):
			out = append(out, cut{i, 5})
			i += 4
		}
	}
	return out
}

// TestListCutsAsByPrefixes: listCuts finds the separators the prefix
// tests at every byte found, on lists made of the pieces that matter.
func TestListCutsAsByPrefixes(t *testing.T) {
	lines := append([]string{"A, B, and C", "Brunx and Bongle", "Duck, Duck, Superb Duck", ",, and  and ,"},
		randomLines(rand.New(rand.NewPCG(9, 10)), 20000, 9, ",", ", ", " and ", ", and ", " ", "and", "a", "X", "Æ")...)
	for _, l := range lines {
		got, want := listCuts(nil, l), listCutsByPrefixes(l)
		if !slices.Equal(got, want) {
			t.Errorf("listCuts(%q) = %v, want %v", l, got, want)
		}
	}
}

// TestCutPrefixFoldAsEqualFold: the first-byte test changes nothing of
// what EqualFold alone says, Kelvin signs and long s included.
func TestCutPrefixFoldAsEqualFold(t *testing.T) {
	lines := randomLines(rand.New(rand.NewPCG(11, 12)), 20000, 6, "T", "t", "U", "R", "N", " ", "E", "e", "nd", "K", "\u212a", "S", "\u017f", "x", "0")
	for _, prefix := range []string{"TURN ", "End of turn ", "k", "s", "0", " "} {
		for _, l := range lines {
			_, got := cutPrefixFold(l, prefix)
			want := len(l) >= len(prefix) && strings.EqualFold(l[:len(prefix)], prefix)
			if got != want {
				t.Errorf("cutPrefixFold(%q, %q) = %v, want %v", l, prefix, got, want)
			}
		}
	}
}

// canonicalBySearches is canonical as it was before the fixer knew its
// text: every search made on every line.
func canonicalBySearches(line string) string {
	if !strings.Contains(line, "mber") && strings.IndexByte(line, ';') < 0 && !strings.Contains(line, " to to ") {
		return line
	}
	line = strings.ReplaceAll(line, " to to ", " to ")
	line = strings.ReplaceAll(line, "; and ", ", and ")
	if !strings.Contains(line, "amber") && !strings.Contains(line, "aember") {
		return line
	}
	return unitWordsByBytes(line)
}

// TestLineFixerKeepsLines: the lines of one text, normalised and made
// canonical by one fixer (its chunks filling, its marks found in the
// text), are each what normalise and canonical made of the line alone
// before, and stay so as the chunks fill.
func TestLineFixerKeepsLines(t *testing.T) {
	texts := [][]string{{"x uses Eyegor to  to look at"}, {"a\tto to b"}, {"a to\tto b", "c"}, {"steal 1 amber; and x"}, {"a ,b"}, {"x\ty"},
		{"card s  ", "card s"}, {" to to ", " to  to ,"},
		{"draws 3 card s to  x", "a card s b\tc", "x card s ,"}} // a "card s" before the first piece to respace
	r := rand.New(rand.NewPCG(13, 14))
	for range 2000 {
		texts = append(texts, randomLines(r, 1+r.IntN(6), 8, " ", "  ", "\t", ",", "card", "s", "x", "Æ", "to", ";", " and ", "amber", "mber", "\r", "a", "e", "aember"))
	}
	for _, lines := range texts {
		text := strings.Join(lines, "\n")
		f := fixerFor(text)
		f.chunk = 64
		raws, norm, canon := make([]string, len(lines)), make([]string, len(lines)), make([]string, len(lines))
		for i, rest := 0, text; i < len(lines); i++ {
			from := len(text) - len(rest)
			raws[i], rest, _ = strings.Cut(rest, "\n")
			raws[i] = strings.TrimSuffix(raws[i], "\r")
			norm[i], canon[i] = f.fixLine(from, from+len(raws[i]))
		}
		for i, l := range raws {
			want := normaliseByReplace(l)
			if norm[i] != want || normalise(l) != want {
				t.Errorf("f.fixLine(%q) normal %q, normalise %q, want %q", l, norm[i], normalise(l), want)
			}
			if want := canonicalBySearches(want); canon[i] != want || canonical(norm[i]) != want {
				t.Errorf("f.fixLine(%q) canon %q, canonical %q, want %q", l, canon[i], canonical(norm[i]), want)
			}
		}
	}
}

// TestCommentsMadeOnce: the comments made once (a table, a log's memory)
// read as those built each time.
func TestCommentsMadeOnce(t *testing.T) {
	p := newParser(nil)
	p.m.Header.Players = [2]string{"NaN", "nan26"}
	for n := -1; n < 20; n++ {
		if got, want := keyPhaseComment(n), CommentKeyPhase+", cost "+strconv.Itoa(n); got != want {
			t.Errorf("keyPhaseComment(%d) = %q, want %q", n, got, want)
		}
		k := engine.EffectKind(n + 2)
		for range 2 {
			if got, want := p.scriptedWords(k, "troll"), "scripted: "+k.String()+" by troll"; got != want {
				t.Errorf("scriptedWords(%v, troll) = %q, want %q", k, got, want)
			}
		}
		for pl := range int8(2) {
			for range 2 { // made, then remembered
				if got, want := p.drawStepWords(pl, n), "draw step: "+p.m.Header.Players[pl]+" draws "+strconv.Itoa(n); got != want {
					t.Errorf("drawStepWords(%d, %d) = %q, want %q", pl, n, got, want)
				}
			}
		}
	}
}

// TestAlnumASCIIOverAsCount: stopping at the first n+1 letters and digits
// says what counting them all says.
func TestAlnumASCIIOverAsCount(t *testing.T) {
	count := func(s string) int {
		k := 0
		for i := 0; i < len(s); i++ {
			if c := s[i]; 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' {
				k++
			}
		}
		return k
	}
	for _, l := range randomLines(rand.New(rand.NewPCG(15, 16)), 5000, 12, "a", "Z", "0", "9", " ", ",", "Æ", "-", "'") {
		for n := range 14 {
			if got, want := alnumASCIIOver(l, n), count(l) > n; got != want {
				t.Errorf("alnumASCIIOver(%q, %d) = %v, want %v", l, n, got, want)
			}
		}
	}
}

// TestSpaceBeforeAsIndex: indexSpaceBefore finds what a search for the
// pair finds, on lines of spaces, commas and other bytes.
func TestSpaceBeforeAsIndex(t *testing.T) {
	for _, l := range randomLines(rand.New(rand.NewPCG(17, 18)), 5000, 10, " ", ",", ",,", "x", "Æ", "  ") {
		if got, want := indexSpaceBefore(l, ','), strings.Index(l, " ,"); got != want {
			t.Errorf("indexSpaceBefore(%q, ',') = %v, want %v", l, got, want)
		}
	}
}

// TestMarksAsEachLine: the marks a fixer finds by searching its text are
// those a search of each line finds, line after line as Parse asks (a
// mark missed would leave a line unrepaired, one too many would only
// cost a search).
func TestMarksAsEachLine(t *testing.T) {
	texts := []string{"a  b\nc ,d\r\ne\tf\n x to to y\nsteal 1 amber; and x\nÆmber\n", " to to\n to to \n", "mbe\nr", " \n ,\n \n", "\r\n\r", ""}
	r := rand.New(rand.NewPCG(19, 20))
	for range 3000 {
		texts = append(texts, strings.Join(randomLines(r, 1+r.IntN(8), 9, " ", "  ", "\t", ",", "\r", "\n", "to", " to ", ";", "mber", "m", "ber", "x", "Æ", "a", "e"), "\n"))
	}
	for _, text := range texts {
		f := fixerFor(text)
		for rest, more := text, true; more; {
			from := len(text) - len(rest)
			var raw string
			raw, rest, more = strings.Cut(rest, "\n")
			raw = strings.TrimSuffix(raw, "\r")
			if got, want := f.marks(from, from+len(raw)), marksOf(raw); got != want {
				t.Errorf("marks of line %q of %q = %b, want %b", raw, text, got, want)
			}
		}
	}
}

// TestTrimSpaceAsStrings: trimSpace trims what strings.TrimSpace trims,
// Unicode spaces and control bytes at either end included.
func TestTrimSpaceAsStrings(t *testing.T) {
	lines := append([]string{"", " ", "x", " x", "x ", "\u00a0x", "x\u3000", "\u0085", "\x7fx\x7f", "\x01x"},
		randomLines(rand.New(rand.NewPCG(21, 22)), 5000, 5, " ", "\t", "\r", "\v", "x", "Æ", "\u00a0", "\u2003", "\u0085", "\x00", "…")...)
	for _, l := range lines {
		if got, want := trimSpace(l), strings.TrimSpace(l); got != want {
			t.Errorf("trimSpace(%q) = %q, want %q", l, got, want)
		}
	}
}

// TestCutWordAsCut: cutWord splits as strings.Cut at the first space.
func TestCutWordAsCut(t *testing.T) {
	for _, l := range randomLines(rand.New(rand.NewPCG(23, 24)), 5000, 6, " ", "  ", "x", "Æ", "uses", "\t") {
		w, r := cutWord(l)
		ww, wr, _ := strings.Cut(l, " ")
		if w != ww || r != wr {
			t.Errorf("cutWord(%q) = %q, %q, want %q, %q", l, w, r, ww, wr)
		}
	}
}

// unitStemByBytes is indexUnitStem tried at every byte.
func unitStemByBytes(s string) int {
	for k := 1; k < len(s); k++ {
		if strings.HasPrefix(s[k:], "mber") && (s[k-1] == 'a' || k >= 2 && s[k-1] == 'e' && s[k-2] == 'a') {
			return k
		}
	}
	return -1
}

// TestUnitStemAsUnitWords: indexUnitStem finds the stem a try at every
// byte finds, and a line unitWords changes holds one.
func TestUnitStemAsUnitWords(t *testing.T) {
	f := fixerFor("")
	for _, l := range randomLines(rand.New(rand.NewPCG(25, 26)), 20000, 8, "amber", "aember", "mber", "a", "e", "m", "b", "ber", "Æ", " ", "x") {
		k := indexUnitStem(l)
		if want := unitStemByBytes(l); k != want {
			t.Errorf("indexUnitStem(%q) = %d, want %d", l, k, want)
		}
		if f.unitWords(l) != l && k < 0 {
			t.Errorf("indexUnitStem(%q) = -1, but unitWords rewrites it", l)
		}
	}
}

// TestUnitWordAt: a whole lower-case "amber" or "aember" is found where
// it begins, and nothing else (unitWordsByBytes, the reference of the
// tests above, asks it too).
func TestUnitWordAt(t *testing.T) {
	for _, c := range []struct {
		s    string
		i, n int
	}{
		{"amber", 0, 5}, {"aember", 0, 6}, {"2 amber (1 key)", 2, 5}, {"an aember,", 3, 6},
		{"ambers", 0, 0}, {"aember_x", 0, 0}, {"xamber", 1, 0}, {"Æmber", 0, 0}, {"amb", 0, 0}, {"aembe", 0, 0}, {"a mber", 0, 0},
	} {
		w, n := unitWordAt(c.s, c.i)
		if n != c.n || n > 0 && w != "Æmber" || n == 0 && w != "" {
			t.Errorf("unitWordAt(%q, %d) = %q, %d, want %d bytes", c.s, c.i, w, n, c.n)
		}
	}
}
