package tco

import "strings"

// scanInts reads s by format as fmt.Sscanf does for a format of literal
// text and %d verbs only, into ns in order, and reports whether the whole
// format matched (what follows in s is ignored). It is the hot path's
// Sscanf: one line kind read with Sscanf was a sixth of an import's time,
// its reflection and allocations for two numbers. As in Sscanf, a run of
// spaces in the format matches any run of spaces in s (or none), and a
// number may follow spaces and carry a sign.
func scanInts(s, format string, ns ...*int) bool {
	i := 0
	whole := true // the text up to the next verb may be in s as it is
	for f := 0; f < len(format); {
		if whole {
			// The format's text up to the next verb, compared at once
			// where s holds it byte for byte (a spacing as the format's
			// reads the same either way): read a byte at a time, this
			// loop was two percent of a parse's instructions.
			whole = false
			text := format[f:]
			if k := strings.Index(text, "%d"); k >= 0 {
				text = text[:k]
			}
			if text != "" && strings.HasPrefix(s[i:], text) {
				i, f = i+len(text), f+len(text)
				continue
			}
		}
		switch {
		case format[f] == '%' && f+1 < len(format) && format[f+1] == 'd':
			if len(ns) == 0 {
				return false
			}
			n, next, ok := scanInt(s, skipSpaces(s, i))
			if !ok {
				return false
			}
			*ns[0], ns, i, f = n, ns[1:], next, f+2
			whole = true
		case format[f] == ' ':
			f, i = skipSpaces(format, f), skipSpaces(s, i)
		case i < len(s) && s[i] == format[f]:
			i, f = i+1, f+1
		default:
			return false
		}
	}
	return len(ns) == 0
}

// skipSpaces is the index of the first byte of s from i on that is not a
// space or a tab.
func skipSpaces(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return i
}

// scanInt reads a decimal integer, optionally signed, at s[i:]: its value
// and the index after it. A number too large for 9 digits fails, as no
// count in a log comes near it.
func scanInt(s string, i int) (n, next int, ok bool) {
	neg := false
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg, i = s[i] == '-', i+1
	}
	start := i
	for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
		if i-start == 9 {
			return 0, 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	if i == start {
		return 0, 0, false
	}
	if neg {
		n = -n
	}
	return n, i, true
}
