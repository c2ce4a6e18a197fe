package engine

import "testing"

// Rules the TCO logs exercise that earlier scenarios did not, and the
// scripts of scripts_tco.go.

// Rulebook (001), Archives: "If the ability instructing a player to
// archive a card does not specify where the card is archived from, the
// archived card comes from that player's hand." A declared "archive" with
// no card named archives a card from hand, never the ability's source.
func TestArchiveUnnamedCardFromHand(t *testing.T) {
	for _, tc := range []struct {
		name  string
		known bool // the hand holds only known cards
	}{{"unknown hand", false}, {"known hand", true}} {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, []string{"troll", "krump"}, nil)
			tr := s.creature(0, "troll")
			p := &s.g.p[0]
			if tc.known {
				for p.handUnknown > 0 {
					p.handUnknown--
					p.deckUnknown++
				}
				s.hand(0, "krump")
			}
			hand, arch := p.handSize(), p.archiveSize()
			s.house("brobnar")
			s.reap("troll")
			s.wantRules(s.effect(Effect{Kind: EffArchive}), "")
			s.wantZone(tr, ZoneBattleline)
			if p.handSize() != hand-1 || p.archiveSize() != arch+1 {
				t.Errorf("hand %d archives %d, want %d and %d", p.handSize(), p.archiveSize(), hand-1, arch+1)
			}
		})
	}
}

// Rulebook (001), Exalt / Forge a Key: Æmber returned "to the common
// supply" goes to no pool. "> supply N CARD" takes at most what is there.
func TestSupplyTakesAemberOffACard(t *testing.T) {
	for _, tc := range []struct {
		on, n, left int
	}{{3, 1, 2}, {2, 99, 0}, {0, 1, 0}} {
		s := fightScen(t, []string{"troll"}, nil)
		tr := s.creature(0, "troll")
		s.g.cards[tr].aember = int16(tc.on)
		s.house("brobnar")
		s.wantRules(s.effect(Effect{Kind: EffSupply, N: tc.n, Card: CardRef{ID: "troll"}}), "")
		if got := int(s.g.cards[tr].aember); got != tc.left {
			t.Errorf("%d on Troll, supply %d: %d left, want %d", tc.on, tc.n, got, tc.left)
		}
		s.wantAember(0, 0)
		s.wantAember(1, 0)
	}
}

// Miasma: "Play: Your opponent skips the “forge a key” step on their next
// turn." Rulebook, Step 1: a player who can afford a key must forge it,
// unless the step is skipped; the turn after, forging is due again.
func TestScriptMiasmaSkipsTheForgeStep(t *testing.T) {
	s := fightScen(t, []string{"miasma"}, nil)
	s.hand(0, "miasma")
	s.house("dis")
	s.g.house = "shadows" // Miasma may be played: the test is about its effect
	s.play("miasma")
	s.g.p[1].aember = 7
	s.end()
	s.do(Action{Verb: VerbHouse, House: "logos"})
	if s.g.p[1].keyCount() != 0 || s.aember(1) != 7 {
		t.Fatalf("Bob forged during a skipped step: %d keys, %d Æmber", s.g.p[1].keyCount(), s.aember(1))
	}
	s.end()
	s.end()
	s.do(Action{Verb: VerbHouse, House: "logos"})
	if s.g.p[1].keyCount() != 1 || s.aember(1) != 1 {
		t.Errorf("the turn after, Bob has %d keys and %d Æmber, want 1 and 1", s.g.p[1].keyCount(), s.aember(1))
	}
}
