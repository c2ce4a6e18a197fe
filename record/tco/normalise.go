package tco

import (
	"strconv"
	"strings"
)

// normalise repairs TCO's spacing: leading and trailing spaces go, runs of
// spaces become one, the split plural "card  s" becomes "cards", a space
// before a comma goes. The result is what every matcher sees.
func normalise(line string) string {
	f := fixerFor(line)
	return f.normalise(line)
}

// lineFixer normalises and canonicalises the lines of one log text.
//
// It knows whether the text holds a tab and a semicolon, which normalise
// and canonical search each line for: two quick searches of the whole
// text spare each line its own, and today's logs hold neither. (Six
// searches a line were a tenth of a parse's instructions; the others, of
// pieces with a frequent first byte, cost more over the whole text than
// they save.)
//
// It keeps the lines it respaces or rewrites many to a chunk of chunk
// bytes: one allocation each was a quarter of a parse's allocations. They
// hold a third to a half of a log's bytes (0.33 to 0.46 in 1,000 real
// logs), so that one chunk of half the text is room for all. A line
// stays valid when the fixer moves on to a new chunk (a strings.Builder
// never changes what it has written).
type lineFixer struct {
	chunks
	tab, semicolon bool // the text holds a tab, a semicolon
}

// chunks writes strings into chunks of bytes, many to a chunk: a string
// written stays valid when the next chunk is begun (a strings.Builder
// never changes what it has written).
type chunks struct {
	b     strings.Builder
	chunk int // the size of a chunk (a longer string gets one of its own)
}

// fixerFor is the fixer of the lines of text.
func fixerFor(text string) lineFixer {
	return lineFixer{
		chunks:    chunks{chunk: len(text)/2 + 64},
		tab:       strings.IndexByte(text, '\t') >= 0,
		semicolon: strings.IndexByte(text, ';') >= 0,
	}
}

// normalise is normalise of a line of the fixer's text, the respaced
// line written into its chunk.
func (r *lineFixer) normalise(line string) string {
	line = strings.TrimSpace(line)
	if !strings.Contains(line, "  ") && !spaceBefore(line, ',') && !(r.tab && strings.IndexByte(line, '\t') >= 0) {
		return line
	}
	r.room(len(line)) // respaced, a line is never longer
	start := r.b.Len()
	// Run by run of spaces: the line is valid UTF-8 (Parse), and a space,
	// tab or comma is never a byte of a multi-byte rune. What lies
	// between the runs changed is written in one piece (a write for each
	// word was two thirds of what respacing a line cost).
	b := &r.b
	from := 0 // line[from:i] is still to be written
	for i := 0; i < len(line); i++ {
		if !isSpaceOrTab(line[i]) {
			continue
		}
		j := i + 1
		for j < len(line) && isSpaceOrTab(line[j]) {
			j++
		}
		// One space for the run, none before a comma or at the end.
		// "card  s" is TCO's plural of card: "card s" is "cards" where a
		// space or the line's end follows the s. The "card" is in
		// line[from:i], what is still to be written: what was written
		// ends with a space, or with a run dropped before a comma or an s
		// (and no end of "card" begins so).
		space := false
		if j < len(line) {
			c := line[j]
			space = c != ',' && !(c == 's' && strings.HasSuffix(line[from:i], "card") && spaceOrEnd(line[j+1:]))
		}
		if space && j == i+1 && line[i] == ' ' {
			i = j - 1 // one space, kept as it is
			continue
		}
		b.WriteString(line[from:i])
		if space {
			b.WriteByte(' ')
		}
		from, i = j, j-1
	}
	b.WriteString(line[from:])
	return b.String()[start:]
}

// room makes sure the chunk has n bytes free, starting a new chunk if not.
func (r *chunks) room(n int) {
	if r.b.Cap()-r.b.Len() < n {
		r.b = strings.Builder{}
		r.b.Grow(max(n, r.chunk))
	}
}

// join is the parts written one after the other, as one string.
func (r *chunks) join(parts ...string) string {
	n := 0
	for _, s := range parts {
		n += len(s)
	}
	r.room(n)
	start := r.b.Len()
	for _, s := range parts {
		r.b.WriteString(s)
	}
	return r.b.String()[start:]
}

// spaceBefore reports whether s holds a space right before a byte c: c
// is searched for, not the pair, where c is rare and a space is every
// few bytes (a comma: half the time of strings.Contains(s, " ,")).
func spaceBefore(s string, c byte) bool {
	for i := 0; ; i++ {
		k := strings.IndexByte(s[i:], c)
		if k < 0 {
			return false
		}
		if i += k; i > 0 && s[i-1] == ' ' {
			return true
		}
	}
}

func isSpaceOrTab(c byte) bool { return c == ' ' || c == '\t' }

// spaceOrEnd reports whether, once spaced as normalise spaces it, rest
// begins with a space or is empty: it is empty, or spaces and tabs come
// first and something other than a comma after them.
func spaceOrEnd(rest string) bool {
	t := strings.TrimLeft(rest, " \t")
	return t == "" && rest == "" || len(t) < len(rest) && (t == "" || t[0] != ',')
}

// numberWords are the amounts TCO spells out.
var numberWords = map[string]int{
	"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
	"six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}

// amount reads "3", "a", "an", "two".
func amount(s string) (int, bool) {
	// Most words the parser tries are no amount ("Troll"): they are ruled
	// out without the allocations of strings.ToLower and of Atoi's error,
	// a twentieth of a parse's.
	if s == "" || (s[0] < '0' || s[0] > '9') && s[0] != '+' && s[0] != '-' {
		return numberWord(s)
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 1000 {
		return 0, false
	}
	return n, true
}

// numberWord is numberWords[strings.ToLower(s)], without allocating: a
// key is ASCII, and no other rune lowers to a letter of theirs but the
// Kelvin sign (no key has a k).
func numberWord(s string) (int, bool) {
	var buf [8]byte
	if len(s) > len(buf) {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			return 0, false
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	n, ok := numberWords[string(buf[:len(s)])]
	return n, ok
}

// cutWord splits off the first space-separated word.
func cutWord(s string) (word, rest string) {
	w, r, _ := strings.Cut(s, " ")
	return w, r
}

// cutSuffixAny removes the first of the suffixes that s ends with.
func cutSuffixAny(s string, suffixes ...string) (string, bool) {
	for _, suf := range suffixes {
		if t, ok := strings.CutSuffix(s, suf); ok {
			return t, true
		}
	}
	return s, false
}

// canonical rewrites the words TCO's messages spelled differently over the
// years into one spelling, so that every matcher knows a single shape.
// It runs after the content hash is taken (the hash stays the one of the
// normalised text). The unit of Æmber is the case in point: keyteki's
// message templates wrote "{2} amber" (player.js forgeKey: "{0} forges the
// {1}, paying {2} amber"; the end-of-turn score "{0}: {1} amber ({2}
// keys)"; "gains an amber due to"), later "Æmber". Only the lower-case
// word is rewritten: card titles spell it "Æmber" or capitalise it. A
// player's name is rewritten too: the parser matches names in their
// canonical spelling and keeps them as written in the header.
func canonical(line string) string {
	f := fixerFor(line)
	return f.canonical(line)
}

// canonical is canonical of a normalised line of the fixer's text.
//
// A line is searched for " to to " and "mber" (of "amber" and "aember")
// once each, and only a line holding "mber" is searched again: a sixth
// of the lines, most holding "Æmber". (A test for "mber" and " to to ",
// then again for " to to ", "amber" and "aember", searched those lines
// four times more.)
func (r *lineFixer) canonical(line string) string {
	if strings.Contains(line, " to to ") || r.semicolon && strings.IndexByte(line, ';') >= 0 {
		line = r.joins(line)
	}
	if !strings.Contains(line, "mber") {
		return line
	}
	return r.unitWords(line)
}

// unitWords rewrites each whole lower-case "amber" and "aember" of line
// to "Æmber", the rewritten line written into the fixer's chunk (a
// string a line was a sixteenth of a parse's allocations).
func (r *lineFixer) unitWords(line string) string {
	// From one "mber" to the next (both words end so), not byte by byte:
	// the bytes before a rewritten word are written at once.
	b := &r.b
	from := 0    // where the rewritten line begins in b
	written := 0 // line[:written] is in b
	for at := 0; ; {
		k := strings.Index(line[at:], "mber")
		if k < 0 {
			break
		}
		k += at
		at = k + len("mber")
		start := k - 1 // of "amber"
		if start > 0 && line[start] == 'e' {
			start-- // of "aember"
		}
		if start < 0 || line[start] != 'a' {
			continue
		}
		w, n := unitWordAt(line, start)
		if n == 0 {
			continue
		}
		if written == 0 {
			// Each "amber" becomes "Æmber", a byte longer.
			r.room(len(line) + len(line)/len("amber"))
			from = b.Len()
		}
		b.WriteString(line[written:start])
		b.WriteString(w)
		written = start + n
	}
	if written == 0 {
		return line
	}
	b.WriteString(line[written:])
	return b.String()[from:]
}

// unitWordAt reports whether a whole lower-case "amber" or "aember" starts
// at byte i of s, and gives its canonical spelling and length.
func unitWordAt(s string, i int) (string, int) {
	if i > 0 && isWordByte(s[i-1]) {
		return "", 0
	}
	for _, w := range [...]string{"amber", "aember"} {
		if strings.HasPrefix(s[i:], w) {
			end := i + len(w)
			if end < len(s) && isWordByte(s[end]) {
				return "", 0
			}
			return "Æmber", len(w)
		}
	}
	return "", 0
}

// isWordByte is an ASCII letter or digit, or any byte of a multi-byte rune
// (a letter of a name such as "Æmberling").
func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c >= 0x80
}

// cutPrefixFold is strings.CutPrefix ignoring ASCII case: TCO changed the
// case of some fixed words over the years ("Turn"/"TURN").
func cutPrefixFold(s, prefix string) (string, bool) {
	if len(s) < len(prefix) || len(prefix) > 0 && otherASCIILetter(s[0], prefix[0]) || !strings.EqualFold(s[:len(prefix)], prefix) {
		return s, false
	}
	return s[len(prefix):], true
}

// otherASCIILetter reports whether byte c is ASCII and not letter f in
// either case (f an ASCII letter): then no fold makes them alike. Most
// lines are ruled out by their first byte so, not by EqualFold.
func otherASCIILetter(c, f byte) bool {
	lf := f | 0x20
	return c < 0x80 && 'a' <= lf && lf <= 'z' && c|0x20 != lf
}

// joins repairs the seams of keyteki's composed messages: an
// effect message that itself begins with "to" after the "uses X to" of
// the ability ("uses Growth Surge to add 3 power counters to to X",
// "uses Eyegor to to look at"), and clauses joined by "; and" (2021:
// "steal 1 amber from Y; and discard Z") where today's messages write
// ", and".
func (r *lineFixer) joins(line string) string {
	if strings.Contains(line, " to to ") {
		line = strings.ReplaceAll(line, " to to ", " to ")
	}
	if r.semicolon && strings.Contains(line, "; and ") {
		line = strings.ReplaceAll(line, "; and ", ", and ")
	}
	return line
}
