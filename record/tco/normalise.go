package tco

import (
	"strconv"
	"strings"
)

// normalise repairs TCO's spacing: leading and trailing spaces go, runs of
// spaces become one, the split plural "card  s" becomes "cards", a space
// before a comma goes. The result is what every matcher sees.
func normalise(line string) string {
	var room lineRoom
	return room.normalise(line)
}

// lineRoom holds the lines normalise respaced, many to a chunk of chunk
// bytes: a log's lines are respaced a fifth of them, and one allocation
// each was a quarter of a parse's allocations. A line stays valid when
// the room moves on to a new chunk (a strings.Builder never changes what
// it has written).
type lineRoom struct {
	b     strings.Builder
	chunk int
}

// normalise is normalise, the respaced line written into the room.
func (r *lineRoom) normalise(line string) string {
	line = strings.TrimSpace(line)
	if !strings.Contains(line, "  ") && !strings.Contains(line, " ,") && !strings.Contains(line, "\t") {
		return line
	}
	if r.b.Cap()-r.b.Len() < len(line) {
		r.b = strings.Builder{}
		r.b.Grow(max(len(line), r.chunk))
	}
	start := r.b.Len()
	// Run by run of spaces and of other bytes: the line is valid UTF-8
	// (Parse), and a space, tab or comma is never a byte of a multi-byte
	// rune. (Byte by byte, the respaced lines were a sixteenth of a
	// parse's instructions.)
	b := &r.b
	for i := 0; i < len(line); {
		j := i + 1
		if !isSpaceOrTab(line[i]) {
			for j < len(line) && !isSpaceOrTab(line[j]) {
				j++
			}
			b.WriteString(line[i:j])
			i = j
			continue
		}
		for j < len(line) && isSpaceOrTab(line[j]) {
			j++
		}
		// One space for the run, none before a comma or at the end.
		// "card  s" is TCO's plural of card: "card s" is "cards" where a
		// space or the line's end follows the s.
		if j < len(line) {
			if c := line[j]; c != ',' && !(c == 's' && strings.HasSuffix(b.String()[start:], "card") && spaceOrEnd(line[j+1:])) {
				b.WriteByte(' ')
			}
		}
		i = j
	}
	return b.String()[start:]
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
	if !mayRewrite(line) {
		return line
	}
	line = canonicalJoins(line)
	if !strings.Contains(line, "amber") && !strings.Contains(line, "aember") {
		return line
	}
	return unitWords(line)
}

// unitWords rewrites each whole lower-case "amber" and "aember" of line
// to "Æmber".
func unitWords(line string) string {
	// From one "mber" to the next (both words end so), not byte by byte:
	// the bytes before a rewritten word are written at once.
	var b strings.Builder
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
			b.Grow(len(line) + 8)
		}
		b.WriteString(line[written:start])
		b.WriteString(w)
		written = start + n
	}
	if written == 0 {
		return line
	}
	b.WriteString(line[written:])
	return b.String()
}

// mayRewrite reports whether canonical may change a line: it holds
// "mber" (of "amber" and "aember"), a semicolon or " to to ". Most lines
// hold none, and three quick searches rule them out (four did).
func mayRewrite(line string) bool {
	return strings.Contains(line, "mber") || strings.IndexByte(line, ';') >= 0 || strings.Contains(line, " to to ")
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

// canonicalJoins repairs the seams of keyteki's composed messages: an
// effect message that itself begins with "to" after the "uses X to" of
// the ability ("uses Growth Surge to add 3 power counters to to X",
// "uses Eyegor to to look at"), and clauses joined by "; and" (2021:
// "steal 1 amber from Y; and discard Z") where today's messages write
// ", and".
func canonicalJoins(line string) string {
	if strings.Contains(line, " to to ") {
		line = strings.ReplaceAll(line, " to to ", " to ")
	}
	if strings.Contains(line, "; and ") {
		line = strings.ReplaceAll(line, "; and ", ", and ")
	}
	return line
}
