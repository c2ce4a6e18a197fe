package tco

import (
	"strconv"
	"strings"
)

// normalise repairs TCO's spacing: leading and trailing spaces go, runs of
// spaces become one, the split plural "card  s" becomes "cards", a space
// before a comma goes. The result is what every matcher sees.
func normalise(line string) string {
	line = strings.TrimSpace(line)
	if !strings.Contains(line, "  ") && !strings.Contains(line, " ,") && !strings.Contains(line, "\t") {
		return line
	}
	var b strings.Builder
	b.Grow(len(line))
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
	// "card  s" is TCO's plural of card; only "card s" needs the repair.
	if strings.Contains(s, "card s") {
		s = strings.ReplaceAll(s+" ", "card s ", "cards ")
		s = s[:len(s)-1]
	}
	return s
}

// numberWords are the amounts TCO spells out.
var numberWords = map[string]int{
	"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
	"six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}

// amount reads "3", "a", "an", "two".
func amount(s string) (int, bool) {
	if n, ok := numberWords[strings.ToLower(s)]; ok {
		return n, true
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 1000 {
		return 0, false
	}
	return n, true
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
