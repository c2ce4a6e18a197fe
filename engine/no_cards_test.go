package engine

import "testing"

// Cosmic Recompense: "Fate: You cannot play, use, or discard cards for
// the remainder of the turn." The fate resolves as the active player's
// (Alice, who fulfilled Bob's prophecy); without it each action is legal.
// (Bob's deck holds the card: the restriction names a copy.)
func TestCosmicRecompenseFate(t *testing.T) {
	for _, tc := range []struct {
		name string
		fate bool
		want string
	}{
		{"after the fate", true, "restricted"},
		{"without it", false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"krump", "troll", "troll"}, []string{"cosmic-recompense"})
			s.creature(0, "krump")
			s.hand(0, "troll")
			s.hand(0, "troll")
			s.wantRules(s.house("brobnar"), "")
			if tc.fate {
				s.wantRules(s.effect(Effect{Kind: EffFate, Player: 1, Card: CardRef{ID: "cosmic-recompense"}}), "")
			}
			s.wantRules(s.reap("krump"), tc.want)
			s.wantRules(s.play("troll"), tc.want)
			s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "troll"}}), tc.want)
		})
	}
}

// The fate's restrictions end with the turn: on Bob's turn he plays a card.
func TestCosmicRecompenseFateEndsWithTheTurn(t *testing.T) {
	s := secondTurnScen(t, "brobnar", nil, []string{"ox-sarbane", "cosmic-recompense"})
	s.wantRules(s.house("brobnar"), "")
	s.wantRules(s.effect(Effect{Kind: EffFate, Player: 1, Card: CardRef{ID: "cosmic-recompense"}}), "")
	s.wantRules(s.end(), "")
	s.hand(1, "ox-sarbane")
	s.wantRules(s.house("shadows"), "")
	s.wantRules(s.play("ox-sarbane"), "")
}
