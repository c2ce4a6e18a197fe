package tco

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestChatterVerbs: every chatter line begins with a word chatterVerb
// lets through to the lookup.
func TestChatterVerbs(t *testing.T) {
	for line := range chatter {
		if w, _ := cutWord(line); !chatterVerb(w) {
			t.Errorf("chatter %q is never looked up: chatterVerb(%q) is false", line, w)
		}
	}
	if chatterVerb("plays") {
		t.Error(`chatterVerb("plays") is true`)
	}
}

// TestWordScansAsFields: hiddenKind and namesKind read words as they did
// from strings.Fields, on notes of verbs, kinds and odd spacing.
func TestWordScansAsFields(t *testing.T) {
	hiddenByFields := func(note string) engine.EffectKind {
		for _, w := range strings.Fields(note) {
			if k, ok := hiddenVerbs[w]; ok {
				return k
			}
		}
		return engine.EffNone
	}
	namesByFields := func(s string) bool {
		for i, w := range strings.Fields(s) {
			if i == 3 {
				break
			}
			switch strings.TrimSuffix(w, "s") {
			case "creature", "card", "neighbor", "artifact", "upgrade":
				return true
			}
		}
		return false
	}
	lines := randomLines(rand.New(rand.NewPCG(51, 52)), 20000, 7, " ", "  ", "\t", "deal", "capture", "creatures", "card", "x", "unnamed:", "\u00a0", "s")
	kinds, named := 0, 0
	for _, l := range lines {
		if got, want := hiddenKind(l), hiddenByFields(l); got != want {
			t.Errorf("hiddenKind(%q) = %v, want %v", l, got, want)
		} else if got != engine.EffNone {
			kinds++
		}
		if got, want := namesKind(l), namesByFields(l); got != want {
			t.Errorf("namesKind(%q) = %v, want %v", l, got, want)
		} else if got {
			named++
		}
	}
	if kinds == 0 || named == 0 {
		t.Errorf("kinds %d, named %d: the test tests too little", kinds, named)
	}
}
