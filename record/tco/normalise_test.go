package tco

import (
	"math/rand/v2"
	"strings"
	"testing"
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
	pieces := []string{" ", "  ", "\t", ",", "card", "s", "x", "Æ"}
	r := rand.New(rand.NewPCG(3, 4))
	for range 5000 {
		var b strings.Builder
		for range r.IntN(8) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		lines = append(lines, b.String())
	}
	for _, l := range lines {
		if got, want := normalise(l), normaliseByReplace(l); got != want {
			t.Errorf("normalise(%q) = %q, want %q", l, got, want)
		}
	}
}

// canonicalByBytes is canonical's unit rewrite as it was written first:
// the line byte by byte, each byte tried as the start of either word.
func canonicalByBytes(line string) string {
	if !mayRewrite(line) {
		return line
	}
	line = canonicalJoins(line)
	if !strings.Contains(line, "amber") && !strings.Contains(line, "aember") {
		return line
	}
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

// TestCanonicalAsByBytes: canonical's search from one "mber" to the next
// rewrites the same words as a try at every byte, on lines made of the
// pieces that matter (the two words, their look-alikes, word bytes and
// boundaries around them).
func TestCanonicalAsByBytes(t *testing.T) {
	lines := []string{"x gains 2 amber", "aember", "amber;", "ambers", "Æmber", "gamber amber", "aamber", "amberamber", "a mber", "aember_x"}
	pieces := []string{"amber", "aember", "mber", "a", "e", "ae", "Æ", " ", ";", "x", "_", "s", "to to "}
	r := rand.New(rand.NewPCG(7, 8))
	for range 20000 {
		var b strings.Builder
		for range r.IntN(9) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		lines = append(lines, b.String())
	}
	for _, l := range lines {
		if got, want := canonical(l), canonicalByBytes(l); got != want {
			t.Errorf("canonical(%q) = %q, want %q", l, got, want)
		}
	}
}
