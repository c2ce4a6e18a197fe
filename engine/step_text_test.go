package engine

import (
	"strings"
	"testing"
)

// TestStepTextAsJoined compares stepText and choiceFinding, which join the
// sentence's parts once (stepParts), with their former selves, which
// joined the sentence's stop, lowered the whole and trimmed the stop
// again, on every step of every script under a few names (one a common
// word, which lowerFirst would lower when it starts a sentence).
func TestStepTextAsJoined(t *testing.T) {
	oldStep := func(st *Clause, name string) string {
		return strings.TrimSuffix(lowerFirst(clauseText(st, name)), ".")
	}
	oldFinding := func(st *Clause, name string) string {
		return name + ": the log does not say " + "which " + targetNoun(&st.To, name, false) + " (" + oldStep(st, name) + ")"
	}
	lowered, spaceless := 0, 0
	check := func(st *Clause, name string) {
		want := oldStep(st, name)
		if got := stepText(st, name); got != want {
			t.Fatalf("stepText says %q, the joined sentence %q", got, want)
		}
		if got, want := choiceFinding(st, name), oldFinding(st, name); got != want {
			t.Fatalf("choiceFinding says %q, the joined sentence %q", got, want)
		}
		s, _ := clauseSentence(st, name)
		if want != s {
			lowered++
		}
		if !strings.Contains(s, " ") {
			spaceless++
		}
	}
	for _, lists := range [][][]Script{scriptLists, genLists[:]} {
		for _, list := range lists {
			for i := range list {
				for _, ab := range list[i].Abilities {
					for k := range ab.Steps {
						for _, name := range []string{"Troll", "Deal Breaker", "Purge", "Ready"} {
							check(&ab.Steps[k], name)
						}
					}
				}
			}
		}
	}
	// A sentence of one word: lowered with its stop, it stayed as it was.
	for _, say := range []string{"Purge.", "Ready", "Troll.", "Choose:"} {
		check(&Clause{Do: DoGo, Say: say}, "Troll")
	}
	if lowered < 1000 {
		t.Fatalf("only %d sentences lowered", lowered)
	}
	t.Logf("%d lowered, %d of one word", lowered, spaceless)
}
