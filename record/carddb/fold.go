// Package carddb reads card definitions (keyteki pack JSON) and finds cards
// by the names people and other programs type for them.
package carddb

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Fold reduces a card name to the form names are compared in: lower case,
// accents dropped, Æ/æ as "ae", curly and straight quotes and apostrophes
// removed, every run of other punctuation or space made one space, trimmed.
// "Æmber Imp", "aember imp" and "AEmber  Imp" fold alike, and so do
// "Gizelhart’s Zealot", "Gizelhart's Zealot" and "Gizelhart”s Zealot".
func Fold(name string) string {
	var b strings.Builder
	b.Grow(len(name))
	space := false
	for _, r := range norm.NFD.String(name) {
		switch {
		case unicode.Is(unicode.Mn, r): // combining accent left by NFD
			continue
		case r == 'Æ' || r == 'æ':
			writeFolded(&b, &space, "ae")
		case r == '\'' || r == '’' || r == '‘' || r == '"' || r == '“' || r == '”' || r == '`' || r == '´':
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			writeFolded(&b, &space, string(unicode.ToLower(r)))
		default:
			space = b.Len() > 0
		}
	}
	return b.String()
}

func writeFolded(b *strings.Builder, space *bool, s string) {
	if *space {
		b.WriteByte(' ')
		*space = false
	}
	b.WriteString(s)
}
