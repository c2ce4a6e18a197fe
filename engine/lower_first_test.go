package engine

import (
	"strings"
	"testing"
)

// TestLowerFirstAsToLower compares lowerFirst with its former self, which
// lowered copies of the first word with strings.ToLower, on the sentence
// of every step of every script and on each common word capitalised.
func TestLowerFirstAsToLower(t *testing.T) {
	words := strings.Fields("gain lose steal capture deal heal destroy sacrifice ready exhaust stun ward enrage give remove draw discard archive purge return shuffle take keys raise choose fight use fully your each a an exalt pay make for until if otherwise you its this that another up put move forge it they play after their swap reveal attach count repeat enemy friendly place during")
	common := map[string]bool{}
	for _, w := range words {
		common[w] = true
	}
	toLower := func(s string) string {
		if s == "" {
			return s
		}
		if len(s) > 2 && s[0] == 'A' && s[1] == ' ' && s[2] >= 'a' && s[2] <= 'z' {
			return "a" + s[1:]
		}
		i := strings.IndexByte(s, ' ')
		if i < 0 {
			i = len(s)
		}
		first := s[:i]
		if len(first) > 1 && first[0] >= 'A' && first[0] <= 'Z' && strings.ToLower(first[1:]) == first[1:] && common[strings.ToLower(first)] {
			return strings.ToLower(first[:1]) + s[1:]
		}
		return s
	}
	inputs := []string{"", "A", "A gain", "Deal", "Dealer 2D", "Otherwise, gain 1A", "Sacrificed", "Gain\u00e9", "Ready and fight", "Æmber", "Troll heals"}
	for _, w := range words {
		inputs = append(inputs, strings.ToUpper(w[:1])+w[1:]+" it", strings.ToUpper(w), strings.ToUpper(w[:1])+w[1:]+"s x")
	}
	for _, lists := range [][][]Script{scriptLists, genLists[:]} {
		for _, list := range lists {
			for i := range list {
				for _, ab := range list[i].Abilities {
					for k := range ab.Steps {
						inputs = append(inputs, clauseText(&ab.Steps[k], "Troll"), clauseText(&ab.Steps[k], "Deal Breaker"))
					}
				}
			}
		}
	}
	lowered := 0
	for _, s := range inputs {
		got, want := lowerFirst(s), toLower(s)
		if got != want {
			t.Fatalf("lowerFirst(%q) = %q, want %q", s, got, want)
		}
		if got != s {
			lowered++
		}
	}
	if lowered < 100 {
		t.Fatalf("only %d of %d sentences lowered", lowered, len(inputs))
	}
}
