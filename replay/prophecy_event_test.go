package replay

import (
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestFzxProphecyEventText: a prophecy's events read as sentences, not
// as "event N".
func TestFzxProphecyEventText(t *testing.T) {
	for _, tc := range []struct {
		name string
		e    engine.Event
		want string
	}{
		{"activate", engine.Event{Kind: engine.EvProphecy, Player: 0, Card: "troll", Other: "activate"}, "Alice puts a card facedown under the prophecy Troll"},
		{"activate naming a house", engine.Event{Kind: engine.EvProphecy, Player: 1, Card: "troll", Other: "activate", House: "dis"}, "Bob puts a card facedown under the prophecy Troll, naming dis"},
		{"flip", engine.Event{Kind: engine.EvProphecy, Player: 0, Card: "troll", Other: "flip"}, "Alice flips the prophecy Troll"},
		{"fulfil", engine.Event{Kind: engine.EvProphecy, Player: 1, Card: "troll", Other: "fulfil"}, "Bob fulfils the prophecy Troll"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := EventText(tc.e, [2]string{"Alice", "Bob"}, testCards); got != tc.want {
				t.Errorf("EventText = %q, want %q", got, tc.want)
			}
		})
	}
}
