package replay

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestUnverifiableApart: with a deck rebuilt from a log (partial), playing
// a card the deck is not known to hold is something the log's hidden
// information cannot settle: it is listed under
// Unverifiable, not Violations, does not make the replay unclean, and
// the JSON and the summary show it apart. The same match with the
// complete deck is a violation.
func TestUnverifiableApart(t *testing.T) {
	for _, tc := range []struct {
		name    string
		partial bool
	}{{"complete deck", false}, {"partial deck", true}} {
		t.Run(tc.name, func(t *testing.T) {
			l := newMatch("partial")
			// A card no deck list names: a complete deck cannot hold it;
			// whether a partial one does, the log does not say.
			l.turn(1, 0).house("brobnar").play("troll")
			l.add("play an unseen card", engine.Action{Verb: engine.VerbPlay, Card: engine.CardRef{ID: engine.Unseen}})
			l.end()
			decks := testDecks()
			if tc.partial {
				d := *decks[0]
				d.Partial = true
				d.Cards = []engine.DeckCard{{CardID: "troll"}, {CardID: "anger"}}
				decks[0] = &d
			}
			r, err := Run(l.m, testCards, decks)
			if err != nil {
				t.Fatal(err)
			}
			found := len(r.Violations) + len(r.Unverifiable)
			if found == 0 {
				t.Fatal("no finding at all")
			}
			for _, v := range r.Violations {
				if v.Unverifiable {
					t.Errorf("unverifiable finding among violations: %+v", v)
				}
			}
			if len(r.Unverifiable) != len(r.UnverifiableEntry) {
				t.Errorf("%d unverifiable, %d entries", len(r.Unverifiable), len(r.UnverifiableEntry))
			}
			if tc.partial != (len(r.Unverifiable) > 0) {
				t.Errorf("partial %v: unverifiable %v, violations %v", tc.partial, r.Unverifiable, r.Violations)
			}
			var steps int
			for i := range r.Steps {
				steps += len(r.StepUnverifiable(i))
			}
			if steps != len(r.Unverifiable) {
				t.Errorf("steps hold %d unverifiable, the replay %d", steps, len(r.Unverifiable))
			}
			var j JSON
			var b bytes.Buffer
			if err := WriteJSON(&b, r); err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(b.Bytes(), &j); err != nil {
				t.Fatal(err)
			}
			if len(j.Unverifiable) != len(r.Unverifiable) || len(j.Violations) != len(r.Violations) {
				t.Errorf("json: %d unverifiable, %d violations", len(j.Unverifiable), len(j.Violations))
			}
			if !strings.Contains(b.String(), `"unverifiable": [`) {
				t.Error(`json without an "unverifiable" array`)
			}
			if j.Clean != (len(r.Violations) == 0 && r.Disagreements() == 0) {
				t.Errorf("clean %v with %d violations", j.Clean, len(r.Violations))
			}
			b.Reset()
			if err := WriteSummary(&b, r); err != nil {
				t.Fatal(err)
			}
			if tc.partial != strings.Contains(b.String(), "Cannot verify:") {
				t.Errorf("summary:\n%s", b.String())
			}
		})
	}
}
