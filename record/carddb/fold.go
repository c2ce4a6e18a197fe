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
	if ascii(name) {
		return foldASCII(name)
	}
	return foldUnicode(name)
}

// ascii reports whether s is all ASCII: then NFD changes nothing and a
// byte is a letter, digit, quote or other punctuation on its own (the
// parser of TCO logs folds every cut of a line it tries as a title).
func ascii(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// foldASCII is Fold for an ASCII name; a name already folded is returned
// as it is, without a copy.
func foldASCII(name string) string {
	if folded(name) {
		return name
	}
	var b strings.Builder
	b.Grow(len(name))
	space := false
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c == '\'' || c == '"' || c == '`':
			continue
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
		default:
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteByte(c)
	}
	return b.String()
}

// folded reports whether an ASCII name is its own fold: lower-case letters
// and digits, words one space apart.
func folded(name string) bool {
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case 'a' <= c && c <= 'z', '0' <= c && c <= '9':
		case c == ' ' && i > 0 && i < len(name)-1 && name[i-1] != ' ':
		default:
			return false
		}
	}
	return true
}

// foldUnicode is Fold for any name.
func foldUnicode(name string) string {
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
