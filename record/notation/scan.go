package notation

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// token is one word of a line: a bare word or a quoted string, with the
// copy suffix of a card reference ("Troll#2") split off.
type token struct {
	text   string // unquoted text, without the copy suffix
	raw    string // the token as typed
	quoted bool   // written in quotes, double or single
	word   bool   // written in single quotes: a word, never a card (choose)
	copy   int    // the "#N" suffix, 0 when absent
	col    int    // 1-based rune column of the token's first character
}

// scannedLine is a line split into tokens and its trailing comment.
type scannedLine struct {
	toks       []token
	comment    string
	hasComment bool
	endCol     int // column just after the last token (for "missing" errors)
}

// scanError is a scanner failure at a column.
type scanError struct {
	col       int
	msg, sugg string
}

// scanLine splits one line. '#' starts a comment only at the start of the
// line or after white space, so "Troll#2" is a card reference.
func scanLine(line string) (scannedLine, *scanError) {
	var sl scannedLine
	i, col := 0, 1
	for i < len(line) {
		r, w := utf8.DecodeRuneInString(line[i:])
		if unicode.IsSpace(r) {
			i, col = i+w, col+1
			continue
		}
		if r == '#' {
			sl.hasComment = true
			sl.comment = strings.TrimSpace(line[i+1:])
			break
		}
		start, startCol := i, col
		var t token
		var err *scanError
		if r == '"' {
			t, i, col, err = scanQuoted(line, i, col)
			if err != nil {
				return sl, err
			}
		} else if r == '\'' {
			t, i, col, err = scanWord(line, i, col)
			if err != nil {
				return sl, err
			}
		} else {
			for i < len(line) {
				r, w := utf8.DecodeRuneInString(line[i:])
				if unicode.IsSpace(r) {
					break
				}
				i, col = i+w, col+1
			}
			t.text = line[start:i]
			splitCopy(&t)
		}
		t.raw = line[start:i]
		t.col = startCol
		sl.toks = append(sl.toks, t)
		sl.endCol = col
	}
	if sl.endCol == 0 {
		sl.endCol = 1
	}
	return sl, nil
}

// scanWord reads a single-quoted word: 'Top of deck'.
func scanWord(line string, i, col int) (token, int, int, *scanError) {
	text, i, col, err := scanDelimited(line, i, col, '\'')
	if err != nil {
		err.sugg = "close the word with a quote: 'Top of deck'"
		return token{}, i, col, err
	}
	if i < len(line) {
		if r, _ := utf8.DecodeRuneInString(line[i:]); !unicode.IsSpace(r) {
			return token{}, i, col, &scanError{col, "unexpected " + strconv.QuoteRune(r) + " after a quoted word", "put a space after the closing quote"}
		}
	}
	return token{text: text, quoted: true, word: true}, i, col, nil
}

// scanString reads "…" (with \" and \\ escapes) starting at the quote.
func scanString(line string, i, col int) (string, int, int, *scanError) {
	return scanDelimited(line, i, col, '"')
}

// scanDelimited reads text between two q quotes, with \q and \\ escapes.
func scanDelimited(line string, i, col int, q byte) (string, int, int, *scanError) {
	openCol := col
	var b strings.Builder
	i, col = i+1, col+1
	for {
		if i >= len(line) {
			return "", i, col, &scanError{openCol, "unterminated quote", `close the name with a quote: "Bad Penny"`}
		}
		r, w := utf8.DecodeRuneInString(line[i:])
		i, col = i+w, col+1
		if r == rune(q) {
			return b.String(), i, col, nil
		}
		if r == '\\' && i < len(line) && (line[i] == q || line[i] == '\\') {
			b.WriteByte(line[i])
			i, col = i+1, col+1
			continue
		}
		b.WriteRune(r)
	}
}

// scanQuoted reads "…" (with \" and \\ escapes) and an optional #N suffix.
func scanQuoted(line string, i, col int) (token, int, int, *scanError) {
	text, i, col, err := scanString(line, i, col)
	if err != nil {
		return token{}, i, col, err
	}
	t := token{text: text, quoted: true}
	if i < len(line) && line[i] == '#' {
		j := i + 1
		for j < len(line) && line[j] >= '0' && line[j] <= '9' {
			j++
		}
		n, err := strconv.Atoi(line[i+1 : j])
		if err != nil || n < 1 {
			return t, i, col, &scanError{col, "bad copy number " + strconv.Quote(line[i:j]), `write the copy as a number from 1: "Bad Penny"#2`}
		}
		t.copy = n
		col += j - i
		i = j
	}
	if i < len(line) {
		r, _ := utf8.DecodeRuneInString(line[i:])
		if !unicode.IsSpace(r) {
			return t, i, col, &scanError{col, "unexpected " + strconv.QuoteRune(r) + " after a quoted name", "put a space after the closing quote"}
		}
	}
	return t, i, col, nil
}

// splitCopy splits "Troll#2" into "Troll" and copy 2. A '#' not followed
// by digits only is left in the word.
func splitCopy(t *token) {
	k := strings.LastIndexByte(t.text, '#')
	if k <= 0 || k == len(t.text)-1 {
		return
	}
	n, err := strconv.Atoi(t.text[k+1:])
	if err != nil || n < 1 || t.text[k+1] == '+' || t.text[k+1] == '-' {
		return
	}
	t.copy = n
	t.text = t.text[:k]
}

// needsQuotes reports whether a name must be quoted to read back as one
// token: empty, white space, quotes, '#', a backslash, or a leading digit
// or sign (which would read as a number).
func needsQuotes(s string) bool {
	if s == "" {
		return true
	}
	if c := s[0]; (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '>' || c == '[' || c == '\'' || s == "?" {
		return true
	}
	if reserved[strings.ToLower(s)] {
		return true
	}
	for _, r := range s {
		if unicode.IsSpace(r) || r == '"' || r == '#' || r == '\\' || r == '“' || r == '”' {
			return true
		}
	}
	return false
}

// reserved are the words that mean something where a card may follow:
// a card titled so is quoted to stay a card.
var reserved = map[string]bool{
	"left": true, "right": true, "at": true, "on": true, "splash": true,
	"turn": true, "next": true, "opponent": true,
}

// quote writes s as a token: bare when it can be, else "…" with escapes.
func quote(s string) string {
	if !needsQuotes(s) {
		return s
	}
	return forceQuote(s)
}

func forceQuote(s string) string { return delimit(s, '"') }

// delimit writes s between q quotes, escaping q and backslashes.
func delimit(s string, q byte) string {
	var b strings.Builder
	b.WriteByte(q)
	for i := 0; i < len(s); i++ {
		if s[i] == q || s[i] == '\\' {
			b.WriteByte('\\')
		}
		b.WriteByte(s[i])
	}
	b.WriteByte(q)
	return b.String()
}
