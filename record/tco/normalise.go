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
// It keeps the lines it respaces or rewrites many to a chunk of chunk
// bytes: one allocation each was a quarter of a parse's allocations. They
// hold a third to a half of a log's bytes (0.33 to 0.46 in 1,000 real
// logs), so that one chunk of half the text is room for all. A line
// stays valid when the fixer moves on to a new chunk (a strings.Builder
// never changes what it has written).
//
// It finds what a line of its text holds that normalise and canonical
// rewrite (marks) by searching the whole text, not each line: most lines
// hold none of these pieces (in real logs a sixth of the lines hold a
// double space, one in twelve a lower-case "amber", one in 600 " to
// to "), and a search of each line for each piece was a sixth of a
// parse's instructions.
type lineFixer struct {
	chunks
	text string
	// next is where each of pieces occurs next in text: after the end of
	// the last line asked about, len(text) when nowhere, -1 before the
	// first line. soonest is the least of them: a line that
	// ends before it holds none (most lines).
	next    [len(pieces)]int
	soonest int
	// spaceAt is where the first piece to respace (a tab, a space before
	// a space or a comma) begins in the line marks were last asked about,
	// the line's end when none: respaced copies what comes before it.
	spaceAt int
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
	f := lineFixer{chunks: chunks{chunk: len(text)/2 + 64}, text: text, soonest: -1}
	for i := range f.next {
		f.next[i] = -1
	}
	return f
}

// lineMarks are the kinds of piece a line holds that normalise or
// canonical rewrite.
type lineMarks uint8

const (
	toRespace lineMarks = 1 << iota // a tab, or a space before a space or a comma
	toJoin                          // " to to " or a semicolon (joins)
	toUnit                          // the stem of an "amber" or "aember" (unitWords)
)

// pieces are what marks look for: the mark of each, and how to find the
// first in a string (-1: none), by its rarest byte where that pays (the
// comma of " ,", the b of "mber").
var pieces = [...]struct {
	s    string
	m    lineMarks
	find func(s string) int
}{
	{"  ", toRespace, func(s string) int { return indexNear(s, "  ") }},
	{" ,", toRespace, func(s string) int { return indexSpaceBefore(s, ',') }},
	{"\t", toRespace, func(s string) int { return strings.IndexByte(s, '\t') }},
	{" to to ", toJoin, func(s string) int { return strings.Index(s, " to to ") }},
	{";", toJoin, func(s string) int { return strings.IndexByte(s, ';') }},
	{"mber", toUnit, indexUnitStem},
}

// indexUnitStem is where the "mber" of the first "amber" or "aember" in s
// begins (-1: none), the word whole or not: what unitWords rewrites. It
// looks for the "b", rarer in logs than an "m"; most "mber" in logs are
// of "Æmber", which needs no rewriting.
func indexUnitStem(s string) int {
	for at := 0; ; {
		i := strings.IndexByte(s[at:], 'b')
		if i < 0 {
			return -1
		}
		b := at + i
		at = b + 1
		k := b - 1 // where the "mber" would begin
		if k < 1 || s[k] != 'm' || !strings.HasPrefix(s[b:], "ber") {
			continue
		}
		if s[k-1] == 'a' || k >= 2 && s[k-1] == 'e' && s[k-2] == 'a' {
			return k
		}
	}
}

// marksOf are the marks of a line.
func marksOf(line string) lineMarks {
	var m lineMarks
	for i := range pieces {
		if pieces[i].find(line) >= 0 {
			m |= pieces[i].m
		}
	}
	return m
}

// marks are the marks of text[from:to], a line of the fixer's text after
// the last one asked about. A piece that begins in the line is searched
// for again from the line's end at once, so that soonest says where the
// next line that holds one is: the lines after it are not asked about
// (when it waited for the next line's call, every line after a marked one
// was asked about too, twice the calls). Each search finds one
// occurrence: about once for each time a piece occurs.
func (r *lineFixer) marks(from, to int) lineMarks {
	if r.soonest >= to {
		return 0
	}
	var m lineMarks
	r.soonest, r.spaceAt = len(r.text), to
	for i := range pieces {
		p := &pieces[i]
		if r.next[i] < from { // before the first line
			r.next[i] = r.find(i, from)
		}
		if r.next[i] < to {
			// No piece holds a line's end: one that begins in the
			// line ends in it.
			m |= p.m
			if p.m == toRespace {
				r.spaceAt = min(r.spaceAt, r.next[i])
			}
			r.next[i] = r.find(i, to)
		}
		r.soonest = min(r.soonest, r.next[i])
	}
	return m
}

// find is where piece i occurs first in text at or after byte at,
// len(text) when nowhere.
func (r *lineFixer) find(i, at int) int {
	if k := pieces[i].find(r.text[at:]); k >= 0 {
		return at + k
	}
	return len(r.text)
}

// indexNear is strings.Index(s, piece) for a piece that is likely near
// and begins with a frequent byte. It searches 64 bytes at a time, which
// strings.Index does with one brute-force search: in a longer string it
// looks for the first byte first (IndexByte), which for a space cost
// twice as much (a double space a sixth of the lines away).
func indexNear(s, piece string) int {
	const window = 64
	for at := 0; at+len(piece) <= len(s); at += window - len(piece) + 1 {
		if k := strings.Index(s[at:min(len(s), at+window)], piece); k >= 0 {
			return at + k
		}
	}
	return -1
}

// fixLine normalises the fixer's text[from:to], a line after the last one
// asked about (a trailing "\r" cut off), and makes it canonical: normal
// is what the hash takes, canon what the parser reads.
func (r *lineFixer) fixLine(from, to int) (normal, canon string) {
	if r.soonest >= to {
		// No piece begins before the line ends (most lines): nothing
		// but its ends to trim, whatever marks would search.
		normal = trimSpace(r.text[from:to])
		return normal, normal
	}
	m := r.marks(from, to)
	normal, m = r.respace(r.text[from:to], m, r.spaceAt-from)
	return normal, r.canonicalMarked(normal, m)
}

// normalise is normalise of a line, the respaced line written into the
// fixer's chunk.
func (r *lineFixer) normalise(line string) string {
	line, _ = r.respace(line, marksOf(line), 0)
	return line
}

// respace is normalise of a line whose marks are m (or more), and the
// marks of what it makes of the line (or more). No piece to respace
// begins in the line before byte at.
func (r *lineFixer) respace(line string, m lineMarks, at int) (string, lineMarks) {
	trimmed := trimSpace(line)
	if m&toRespace == 0 || len(trimmed) < len(line) && !needsRespace(trimmed) {
		return trimmed, m // nothing to respace; m are marks of trimmed too
	}
	if len(trimmed) < len(line) {
		at = 0 // where it is in trimmed is not worth working out (few lines)
	}
	line = r.respaced(trimmed, at)
	if strings.Contains(line, " to to ") {
		// The one piece respacing makes (" to  to "): it removes or
		// replaces only spaces and tabs before a space, a comma or an s.
		m |= toJoin
	}
	return line, m
}

// needsRespace reports whether a trimmed line holds what respaced
// repairs (it would make "card s" "cards" in a line that holds none).
func needsRespace(line string) bool {
	return strings.Contains(line, "  ") || indexSpaceBefore(line, ',') >= 0 || strings.IndexByte(line, '\t') >= 0
}

// respaced is a line that needs respacing, respaced. No piece to
// respace begins in it before byte at: what comes before the run of
// spaces there is copied as it is, not read byte by byte (most of a line
// that needs respacing comes before its first double space), unless it
// holds a "card s" (see below).
func (r *lineFixer) respaced(line string, at int) string {
	r.room(len(line)) // respaced, a line is never longer
	start := r.b.Len()
	if strings.Contains(line[:at], "card s") {
		at = 0
	}
	for at > 0 && isSpaceOrTab(line[at-1]) {
		at-- // where the run at begins in begins
	}
	// Run by run of spaces: the line is valid UTF-8 (Parse), and a space,
	// tab or comma is never a byte of a multi-byte rune. What lies
	// between the runs changed is written in one piece (a write for each
	// word was two thirds of what respacing a line cost).
	b := &r.b
	from := 0 // line[from:i] is still to be written
	for i := at; i < len(line); i++ {
		if c := line[i]; c > ' ' || !isSpaceOrTab(c) {
			continue // most bytes are past ' ': one comparison
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

// indexSpaceBefore is where the first space right before a byte c is in
// s (-1: none): c is searched for, not the pair, where c is rare and a
// space is every few bytes (a comma: half the time of strings.Index(s,
// " ,")).
func indexSpaceBefore(s string, c byte) int {
	for i := 0; ; i++ {
		k := strings.IndexByte(s[i:], c)
		if k < 0 {
			return -1
		}
		if i += k; i > 0 && s[i-1] == ' ' {
			return i - 1
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

// cutWord splits off the first space-separated word. The bytes are read
// one by one: a word is a few bytes, fewer than strings.Cut's search
// costs to set up.
func cutWord(s string) (word, rest string) {
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' {
			return s[:i], s[i+1:]
		}
	}
	return s, ""
}

// trimSpace is strings.TrimSpace, quicker for a string that neither
// begins nor ends with a byte that may be one of a space (most lines and
// names): an ASCII space is at most ' ', any other begins with a byte of
// 0x80 or more.
func trimSpace(s string) string {
	if s != "" && s[0] > ' ' && s[0] < 0x80 && s[len(s)-1] > ' ' && s[len(s)-1] < 0x80 {
		return s
	}
	return strings.TrimSpace(s)
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
func (r *lineFixer) canonical(line string) string {
	return r.canonicalMarked(line, marksOf(line))
}

// canonicalMarked is canonical of a normalised line whose marks are m
// (or more): only a line marked is searched again (joins and unitWords
// leave it as it is when what they rewrite is not there).
func (r *lineFixer) canonicalMarked(line string, m lineMarks) string {
	if m&toJoin != 0 {
		line = r.joins(line) // makes no "mber"
	}
	if m&toUnit == 0 {
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
	n := len("amber")
	if !strings.HasPrefix(s[i:], "amber") {
		if n = len("aember"); !strings.HasPrefix(s[i:], "aember") {
			return "", 0
		}
	}
	if end := i + n; end < len(s) && isWordByte(s[end]) {
		return "", 0
	}
	return "Æmber", n
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
	if strings.Contains(line, "; and ") {
		line = strings.ReplaceAll(line, "; and ", ", and ")
	}
	return line
}
