package tcoimport

import (
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/tco"
)

// TestHyxToldFor: the scripted lines since the last action answer the
// prompt of their own ability before a line that plays a card does
// (Disabled Security names the three cards it discards, then plays one).
func TestHyxToldFor(t *testing.T) {
	named := func(src, card string) tco.Note {
		return tco.Note{Source: engine.CardRef{ID: src}, Card: engine.CardRef{ID: card}}
	}
	p := engine.Prompt{Source: "disabled-security"}
	for _, tc := range []struct {
		name     string
		evidence []tco.Note
		want     bool
	}{
		{"its own lines name cards", []tco.Note{named("disabled-security", "code-monkey")}, true},
		{"nothing said", nil, false},
		{"another ability's lines", []tco.Note{named("hoodwink", "code-monkey")}, false},
		{"its lines name no card", []tco.Note{{Source: engine.CardRef{ID: "disabled-security"}}}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := toldFor(p, tc.evidence); got != tc.want {
				t.Errorf("toldFor = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestHyxPlayedByAnswers: Event Horizon discards until an action card and
// plays it; TCO names the cards, then logs "plays Bring Low" (twice).
// The answer makes the engine play it: the play line is its account, not
// a second play (which would be a violation).
func TestHyxPlayedByAnswers(t *testing.T) {
	dir := sharedDir(t)
	if !engine.FullyScripted("event-horizon") {
		t.Skip("Event Horizon is not scripted")
	}
	log := strings.Join([]string{
		"Alice brings Deck One to The Crucible",
		"Bob brings Deck Two to The Crucible",
		"Alice won the flip and is first player",
		"Key phase - Alice",
		"Alice does not forge a key.  They have 0 amber.  The current cost is 6 amber",
		"House phase - Alice",
		"Alice chooses staralliance as their active house this turn",
		"Main phase - Alice",
		"Alice plays Event Horizon",
		"Alice uses Event Horizon",
		"Alice uses Event Horizon to discard Psionic Officer Lang and Bring Low",
		"Alice plays Bring Low",
		"Alice plays Bring Low",
		"End of turn 1",
	}, "\n")
	st, ix := storeWithPacks(t, dir)
	rep, err := New(st, ix).Import("horizon.txt", []byte(log))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Violations != 0 {
		t.Errorf("%d violations, want none", rep.Violations)
	}
	m, err := st.Match(rep.Match)
	if err != nil {
		t.Fatal(err)
	}
	accounts := 0
	for _, e := range m.Entries {
		if e.Action.Verb == engine.VerbPlay && e.Action.Card.ID == "bring-low" {
			t.Errorf("Bring Low played by an entry of its own: %+v", e)
		}
		if e.Action.Verb == engine.VerbComment && len(e.Action.Words) == 1 && strings.HasPrefix(e.Action.Words[0], "played by the ability: ") {
			accounts++
		}
	}
	if accounts != 1 {
		t.Errorf("%d play lines kept as the ability's account, want 1", accounts)
	}
}
