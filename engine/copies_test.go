package engine

import (
	"slices"
	"testing"
)

// A deck may hold copies of one title that differ (an enhanced Krump
// +capture beside a plain Krump). CardRef.Icons says which copy a play or
// discard takes; left out, the engine takes the first it can; a copy that
// cannot be in hand is card-not-available.
func TestWhichCopy(t *testing.T) {
	deck := func() *Deck {
		d := testDeck(aliceHouses, "krump", "krump")
		d.Cards[0].Enhancements = []Bonus{BonusCapture}
		return d
	}
	tests := []struct {
		name      string
		icons     string
		want      string // IconsOf the copy that entered play
		rules     string
		bothLeft  bool // both copies still unaccounted before the play
		handAfter []string
	}{
		{"plain", "plain", "plain", "", true, []string{"capture"}},
		{"the enhanced one", "capture", "capture", "", true, []string{"plain"}},
		{"said nothing: the first copy", "", "capture", "", true, []string{"plain"}},
		{"no such copy", "draw", "capture", "card-not-available", true, nil},
		{"the plain one is gone", "plain", "capture", "card-not-available", false, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenSetup(t, Setup{Players: [2]PlayerSetup{{Name: "Alice", Deck: deck()}, {Name: "Bob", Deck: testDeck(bobHouses)}}})
			s.end()
			s.end()
			s.house("brobnar")
			if !tc.bothLeft {
				plain := s.g.unknownCopy(0, s.g.defIndex("krump"))
				if IconsOf(s.g.bonuses(plain)) == "capture" {
					plain++ // the copies are consecutive instances
				}
				s.g.detach(plain, ZoneDeck)
				s.g.put(plain, ZoneDiscard)
			}
			before := s.g.HandCopies(0, "krump")
			out := s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "krump", Icons: tc.icons}})
			s.wantRules(out, tc.rules)
			line := s.g.p[0].line
			if len(line) != 1 {
				t.Fatalf("battleline %v, want the one Krump", line)
			}
			if got := IconsOf(s.g.bonuses(line[0])); got != tc.want {
				t.Errorf("the copy in play is %q, want %q", got, tc.want)
			}
			if tc.bothLeft && !slices.Equal(before, []string{"capture", "plain"}) {
				t.Errorf("HandCopies before = %q, want capture and plain", before)
			}
			if tc.handAfter != nil && !slices.Equal(s.g.HandCopies(0, "krump"), tc.handAfter) {
				t.Errorf("HandCopies after = %q, want %q", s.g.HandCopies(0, "krump"), tc.handAfter)
			}
		})
	}
}
