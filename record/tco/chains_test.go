package tco

import (
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestChainsLines: "X's chains are reduced by 1 to N" is checked at the
// end of its turn (the engine sheds the chain in its draw step), on the
// chains line, which shows its text once; the first shed tells the chains
// X began with, unless X drew a full opening hand: then X began with none
// (the chains came in play, from a card whose chains TCO did not log).
func TestChainsLines(t *testing.T) {
	for _, tc := range []struct {
		name       string
		opening    string // Ann's opening draw
		wantChains int
	}{
		{"a short opening hand", "Ann draws 5 card  s to their maximum of 6", 3},
		{"a full opening hand", "Ann draws 6 card  s to their maximum of 6", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := strings.Join([]string{
				"Ann brings Deck One to The Crucible",
				"Bob brings Deck Two to The Crucible",
				"Bob won the flip and is first player",
				"Bob draws 6 card  s to their maximum of 6",
				tc.opening,
				"Key phase - Bob",
				"House phase - Bob",
				"Main phase - Bob",
				"End of turn 1",
				"TURN 1 - Ann",
				"Key phase - Ann",
				"House phase - Ann",
				"Main phase - Ann",
				"Draw phase - Ann",
				"Ann's chains are reduced by 1 to 2",
				"End of turn 1",
			}, "\n")
			res, err := Parse("chains", []byte(src), shapeCards)
			if err != nil {
				t.Fatal(err)
			}
			if got := res.Match.Header.Chains[0]; got != tc.wantChains {
				t.Errorf("Ann began with %d chains, want %d", got, tc.wantChains)
			}
			es := res.Match.Entries
			last := es[len(es)-1]
			if last.Action.Verb != engine.VerbCheck || last.Line != 15 || last.Text != "" ||
				len(last.Action.Check.Items) != 1 || last.Action.Check.Items[0] != (engine.CheckItem{Field: "chains", N: 2}) {
				t.Errorf("last entry %s (line %d, text %q), want the chains check of line 15 after the end of turn", describe(last), last.Line, last.Text)
			}
			if prev := es[len(es)-2]; prev.Action.Verb != engine.VerbEnd {
				t.Errorf("the entry before the check is %s, want the end of turn", describe(prev))
			}
		})
	}
}
