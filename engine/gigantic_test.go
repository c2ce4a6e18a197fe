package engine

import "testing"

// Rulebook: Glossary – Gigantic: both halves from hand, played together as
// one creature (one play: allowed on the first turn); they leave play
// together and are two cards again.
func TestGigantic(t *testing.T) {
	for _, name := range []string{"ultra-gravitron", "ultra-gravitron2"} {
		t.Run("play "+name, func(t *testing.T) {
			s := newScen(t, []string{"ultra-gravitron", "ultra-gravitron2"}, nil)
			s.g.p[0].deck.Houses[2] = "logos"
			top := s.hand(0, "ultra-gravitron")
			bottom := s.hand(0, "ultra-gravitron2")
			hand := s.g.p[0].handSize()
			s.house("logos")
			s.wantRules(s.play(name), "")
			if line := s.g.p[0].line; len(line) != 1 || line[0] != top {
				t.Fatalf("battleline %v, want the top half only", line)
			}
			s.wantZone(bottom, ZoneUpgrade)
			if s.g.p[0].handSize() != hand-2 {
				t.Error("both halves did not leave the hand")
			}
			if v := s.g.View(); v.Players[0].Battleline[0].Gigantic != "ultra-gravitron2" || len(v.Players[0].Battleline[0].Upgrades) != 0 {
				t.Errorf("view %+v", v.Players[0].Battleline[0])
			}
			s.effect(Effect{Kind: EffReturn, Card: ref("ultra-gravitron")})
			s.wantZone(top, ZoneHand)
			s.wantZone(bottom, ZoneHand)
		})
	}
	t.Run("one half only", func(t *testing.T) {
		s := newScen(t, []string{"ultra-gravitron", "ultra-gravitron2"}, nil)
		s.g.p[0].deck.Houses[2] = "logos"
		for s.g.p[0].handUnknown > 0 { // a hand known to hold only the top half
			id := s.g.anyUnknown(0)
			s.g.detach(id, ZoneHand)
			s.g.put(id, ZoneHand)
		}
		for _, id := range s.g.p[0].hand {
			if s.g.def(id).ID == "ultra-gravitron2" {
				s.g.detach(id, ZoneHand)
				s.g.put(id, ZoneDiscard)
				break
			}
		}
		if s.g.findAnywhere(ref("ultra-gravitron"), 0) < 0 || s.g.cards[s.g.findAnywhere(ref("ultra-gravitron"), 0)].zone != ZoneHand {
			s.hand(0, "ultra-gravitron")
		}
		s.house("logos")
		s.wantRules(s.play("ultra-gravitron"), "gigantic")
	})
}
