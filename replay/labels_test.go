package replay

import (
	"slices"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/codec"
	"github.com/kfr-dev/kfr/record/notation"
)

// One choose line answers the choices play Anger raised, each after its
// label (its damage and capture bonus icons, then its Play: ability), read
// from notation, stored through the codec and replayed: the damage icon
// hits Troll, Krump fights Dust Pixie. A label answers one waiting choice
// (a second bonus icon takes a second "bonus:"), and skips what waits
// before its kind: "ability:" right after the damage icon's answer leaves
// the capture icon unanswered (choice-missing; it resolves all the same).
func TestSeveralLabelsThroughTheCodec(t *testing.T) {
	tests := []struct {
		name, line string
		rules      []string
		captured   int // Æmber on Alice's creatures
	}{
		{"every choice answered", `choose bonus: Troll bonus: Krump ability: Krump "Dust Pixie"`, nil, 1},
		{"a label skips the capture icon", `choose bonus: Troll ability: Krump "Dust Pixie"`, []string{"choice-missing"}, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := replayText(t, labelsMatch+tc.line+"\nend\n")
			var rules []string
			for _, v := range r.Violations {
				rules = append(rules, v.Rule)
			}
			if !slices.Equal(rules, tc.rules) {
				t.Errorf("violations %v, want %v", rules, tc.rules)
			}
			alice, bob := r.Final().Players[0], r.Final().Players[1]
			if len(alice.Battleline) != 2 || alice.Battleline[0].Damage != 1 {
				t.Fatalf("Alice's battleline %+v: want Troll with the icon's 1 damage", alice.Battleline)
			}
			if got := alice.Battleline[0].Aember + alice.Battleline[1].Aember; got != tc.captured {
				t.Errorf("%d Æmber captured, want %d", got, tc.captured)
			}
			if len(bob.Battleline) != 0 || bob.Discard.Count != 1 {
				t.Errorf("Bob's battleline %+v, discard %d: want Dust Pixie destroyed by Krump's fight", bob.Battleline, bob.Discard.Count)
			}
		})
	}
}

// labelsMatch is a match up to Alice's play of Anger, a copy with a damage
// and a capture bonus icon.
const labelsMatch = `[Player1 "Alice"]
[Deck1 "Alice's deck"]
[Player2 "Bob"]
[Deck2 "Bob's deck"]
[First "Alice"]

1. Alice
house brobnar
play Troll
end
1. Bob
house untamed
play "Dust Pixie"
end
2. Alice
house brobnar
play Krump
play Anger
`

// replayText parses a match of the test decks (Anger with the damage and
// capture icons), stores each action through the codec and replays it.
func replayText(t *testing.T, src string) *Replay {
	t.Helper()
	ix := testIndex()
	m, err := notation.Parse("labels.kfr", []byte(src), ix)
	if err != nil {
		t.Fatal(err)
	}
	for i := range m.Entries {
		b, err := codec.EncodeAction(m.Entries[i].Action)
		if err != nil {
			t.Fatal(err)
		}
		if m.Entries[i].Action, err = codec.DecodeAction(b); err != nil {
			t.Fatal(err)
		}
	}
	decks := testDecks()
	for i := range decks[0].Cards {
		if decks[0].Cards[i].CardID == "anger" {
			decks[0].Cards[i].Enhancements = []engine.Bonus{engine.BonusDamage, engine.BonusCapture}
		}
	}
	r, err := Run(m, ix, decks)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
