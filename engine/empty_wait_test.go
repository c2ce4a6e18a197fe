package engine

import "testing"

// A step that waits for a card in play resolves by itself once no card is
// left to choose (Golden Rule: resolve as much as can be): no choose line
// could answer it, and what was stacked under it must not wait for the next
// action. Here the log purges both enemy creatures (another card's effect)
// while "destroy an enemy creature" waits.
func TestWaitWithNothingLeftResolves(t *testing.T) {
	for _, tc := range []struct {
		name    string
		purged  []string
		waiting bool
	}{
		{"one candidate left: still waits", []string{"staunch-knight"}, true},
		{"none left: resolves", []string{"staunch-knight", "urchin"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, []string{"shooler", "troll"}, []string{"staunch-knight", "urchin"})
			s.creature(0, "troll")
			s.creature(1, "staunch-knight")
			s.creature(1, "urchin")
			s.g.setScript("shooler", &Script{ID: "shooler", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
				{Do: DoDestroy, To: Target{Side: Enemy}},
			}}}})
			s.hand(0, "shooler")
			s.house("dis")
			s.play("shooler")
			if _, waiting := s.g.Waiting(); !waiting {
				t.Fatal("destroy an enemy creature did not wait for its choice")
			}
			for _, id := range tc.purged {
				s.wantRules(s.effect(Effect{Kind: EffPurge, Player: 0, Card: CardRef{ID: id}}), "")
			}
			if _, waiting := s.g.Waiting(); waiting != tc.waiting {
				t.Fatalf("waiting %v, want %v", waiting, tc.waiting)
			}
		})
	}
}
