package tcoimport

import (
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
