package engine

import "testing"

// Rulebook, Step 1 – Forge a Key: "The default cost to forge a key is six
// Æmber"; constant abilities of cards in play change it. Each case puts
// one card in play for Alice (with Troll beside it, Troll on the right
// flank) and checks both players' key costs.
func TestKeyCostScripts(t *testing.T) {
	for _, tc := range []struct {
		card        string
		setup       func(s *scen, id int16)
		alice, bobs int
	}{
		{"titan-engineer", func(s *scen, _ int16) { s.creature(0, "krump") }, 7, 7}, // between Troll and Krump
		{"titan-engineer", nil, 6, 6}, // on a flank
		{"titan-mechanic", nil, 5, 5},
		{"angwish", func(s *scen, id int16) { s.g.cards[id].damage = 2 }, 6, 8},
		{"edai-edie-4x4", func(s *scen, _ int16) { s.g.p[0].deckUnknown -= 3; s.g.p[0].archUnknown += 3 }, 6, 9},
		{"faust-the-great", func(s *scen, id int16) { s.g.cards[id].aember = 1; s.g.cards[s.g.p[0].line[0]].aember = 2 }, 6, 8},
		{"grump-buggy", func(s *scen, _ int16) { s.creature(1, "krump") }, 7, 7}, // Troll 8 and Krump 6: one each side
		{"parabyte", func(s *scen, id int16) { s.g.cards[id].aember = 2; s.g.cards[s.g.p[0].line[0]].aember = 1 }, 6, 9},
		{"portalmonger", func(s *scen, _ int16) { s.g.p[0].tide = true }, 6, 10},
		{"portalmonger", nil, 6, 6},
		{"tangimangi", func(s *scen, _ int16) {
			for range 10 {
				s.g.put(s.take(1, filler), ZoneDiscard)
			}
		}, 6, 9},
	} {
		t.Run(tc.card, func(t *testing.T) {
			s := fightScen(t, []string{"troll", "krump", tc.card}, []string{"krump"})
			s.creature(0, "troll")
			var id int16
			if testCards[tc.card].Type == TypeArtifact {
				id = s.artifact(0, tc.card)
			} else {
				id = s.creature(0, tc.card)
			}
			if tc.setup != nil {
				tc.setup(s, id)
			}
			if got := s.g.KeyCost(0); got != tc.alice {
				t.Errorf("Alice's key cost %d, want %d", got, tc.alice)
			}
			if got := s.g.KeyCost(1); got != tc.bobs {
				t.Errorf("Bob's key cost %d, want %d", got, tc.bobs)
			}
		})
	}
}

// Killzord Mk. 9001: "+2 armor and +2 power … gains skirmish"; Way of the
// Porcupine: "gains hazardous 3".
func TestUpgradeScripts(t *testing.T) {
	s := fightScen(t, []string{"krump", "killzord-mk-9001", "way-of-the-porcupine"}, nil)
	k := s.creature(0, "krump")
	for _, up := range []string{"killzord-mk-9001", "way-of-the-porcupine"} {
		u := s.take(0, up)
		s.g.enterPlay(u, 0, ZoneUpgrade)
		s.g.cards[u].parent = k
	}
	if s.g.power(k) != 8 || s.g.armor(k) != 2 || !s.g.hasKeyword(k, Skirmish) || s.g.keywordN(k, Hazardous) != 3 {
		t.Errorf("Krump: power %d armor %d skirmish %v hazardous %d", s.g.power(k), s.g.armor(k), s.g.hasKeyword(k, Skirmish), s.g.keywordN(k, Hazardous))
	}
}
