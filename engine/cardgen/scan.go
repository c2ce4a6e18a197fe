package main

import (
	"strings"
	"unicode"
)

// The scanner: a normalised card text (engine.NormalizeCardText) as a
// list of tokens. Words keep their case (a capital marks a card name, a
// house or a trait); "2A" and "3D" are one token each, as printed.

// tok is one token: a word, a number ("2", "2A", "+1"), or punctuation
// (".", ",", ":", "/", "\"", "\n").
type tok string

// scan splits text into tokens.
func scan(text string) []tok {
	var out []tok
	rs := []rune(text)
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case r == ' ':
			i++
		case strings.ContainsRune(".,:;/\"\n!?", r):
			out = append(out, tok(string(r)))
			i++
		default:
			j := i
			for j < len(rs) && rs[j] != ' ' && !strings.ContainsRune(".,:;/\"\n!?", rs[j]) {
				j++
			}
			w := string(rs[i:j])
			if len(w) > 2 && strings.HasSuffix(w, "'s") && w != "it's" {
				// "Troll's neighbors": the possessive is its own token, so
				// that the name before it reads as the card's name.
				out = append(out, tok(w[:len(w)-2]), "'s")
			} else {
				out = append(out, tok(w))
			}
			i = j
		}
	}
	return out
}

// isNumber reports whether t is a plain number ("2").
func isNumber(t tok) bool {
	if t == "" {
		return false
	}
	for _, r := range t {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

// symbolNumber reads "2A" (sym 'A') or "3D": the number before a symbol.
func symbolNumber(t tok, sym byte) (int, bool) {
	s := string(t)
	if len(s) < 2 || s[len(s)-1] != sym {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s)-1; i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

// capitalised reports whether a word starts with a capital letter.
func capitalised(t tok) bool {
	for _, r := range t {
		return unicode.IsUpper(r)
	}
	return false
}
