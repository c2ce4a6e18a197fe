package engine

import "testing"

// Tests of batch P's cards (scripts_hand_p.go). The prophecies: each is
// Alice's, with the made-up fate card (hp-fate-gain) under it, and Bob's
// turn does or does not do what fulfils it.

// hpCase is one prophecy scenario: set arranges the board on Alice's
// turn (before she activates the prophecy), bob plays Bob's turn.
type hpCase struct {
	name string
	set  func(s *scen)
	bob  func(s *scen)
	want bool // fulfilled
}

// hpRun runs the prophecy's cases: Alice activates it with the fate card,
// ends her turn, Bob plays his. Fulfilled, the fate card is in Alice's
// discard and Bob gained its 2 Æmber.
func hpRun(t *testing.T, prophecy string, others []string, house House, cases []hpCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			bob := []string{"urchin", "bad-penny", "silvertooth", "hunting-witch", "dust-pixie", "miasma", "miasma", "mother"}
			s := hpScen(t, append([]string{prophecy}, others...), []string{"hp-fate-gain", "troll", "krump", "bumpsy"}, bob)
			f := s.hand(0, "hp-fate-gain")
			if c.set != nil {
				c.set(s)
			}
			s.house("brobnar")
			out := s.do(Action{Verb: VerbProphecy, Card: CardRef{ID: prophecy}, Target: CardRef{ID: "hp-fate-gain"}, House: house})
			s.wantRules(out, "")
			s.end()
			before := s.g.p[1].aember
			c.bob(s)
			got := s.g.cards[f].zone == ZoneDiscard
			if got != c.want {
				t.Fatalf("fulfilled = %v, want %v", got, c.want)
			}
			if got && s.g.p[1].aember < 2 {
				t.Errorf("Bob has %d Æmber (had %d): the fate's 2 are not his", s.g.p[1].aember, before)
			}
			if got && s.hpFate(0, prophecy) != -1 {
				t.Error("the prophecy still holds its fate card")
			}
		})
	}
}

// hpBobEnds is Bob's turn: house shadows, his Æmber set to n after it, end.
func hpBobEnds(n int) func(s *scen) {
	return func(s *scen) {
		s.house("shadows")
		s.g.p[1].aember = n
		s.end()
	}
}

func TestHandPBadOmen(t *testing.T) {
	hpRun(t, "bad-omen", nil, "", []hpCase{
		{"exactly 6", nil, hpBobEnds(6), true},
		{"7", nil, hpBobEnds(7), false},
	})
}

func TestHandPExpectTheUnexpected(t *testing.T) {
	hpRun(t, "expect-the-unexpected", nil, "", []hpCase{
		{"Bob's deck", nil, func(s *scen) { s.g.reshuffle(1); s.house("shadows") }, true},
		{"Alice's deck", nil, func(s *scen) { s.g.reshuffle(0); s.house("shadows") }, false},
	})
}

func TestHandPFateLaughsAtYourPlans(t *testing.T) {
	archive := func(s *scen) {
		id := s.take(1, "urchin")
		s.g.put(id, ZoneArchives)
	}
	hpRun(t, "fate-laughs-at-your-plans", nil, "", []hpCase{
		{"takes archives", archive, func(s *scen) { s.house("shadows"); s.do(Action{Verb: VerbArchives}) }, true},
		{"leaves them", archive, func(s *scen) { s.house("shadows") }, false},
	})
}

func TestHandPForgeAheadWithConfidence(t *testing.T) {
	hpRun(t, "forge-ahead-with-confidence", nil, "", []hpCase{
		{"forges", func(s *scen) { s.g.p[1].aember = 6 }, func(s *scen) { s.do(Action{Verb: VerbForge}); s.house("shadows") }, true},
		{"cannot", func(s *scen) { s.g.p[1].aember = 5 }, func(s *scen) { s.house("shadows") }, false},
	})
}

func TestHandPGoForthAndConquer(t *testing.T) {
	set := func(s *scen) { s.creature(0, "troll"); s.creature(1, "urchin") }
	hpRun(t, "go-forth-and-conquer", nil, "", []hpCase{
		{"fights", set, func(s *scen) { s.house("shadows"); s.fight("urchin", "troll") }, true},
		{"reaps", set, func(s *scen) { s.house("shadows"); s.reap("urchin") }, false},
	})
}

// Heads, I Win and Tails, You Lose: the house of the played creature's
// neighbour decides which is fulfilled.
func TestHandPHeadsIWin(t *testing.T) {
	hpRun(t, "heads-i-win", []string{"tails-you-lose"}, "", []hpCase{
		{"next to the same house", func(s *scen) { s.creature(1, "urchin"); s.hand(1, "bad-penny") },
			func(s *scen) { s.house("shadows"); s.play("bad-penny") }, true},
		{"next to another house", func(s *scen) { s.creature(1, "hunting-witch"); s.hand(1, "bad-penny") },
			func(s *scen) { s.house("shadows"); s.play("bad-penny") }, false},
	})
}

func TestHandPTailsYouLose(t *testing.T) {
	hpRun(t, "tails-you-lose", []string{"heads-i-win"}, "", []hpCase{
		{"next to another house", func(s *scen) { s.creature(1, "hunting-witch"); s.hand(1, "bad-penny") },
			func(s *scen) { s.house("shadows"); s.play("bad-penny") }, true},
		{"next to the same house", func(s *scen) { s.creature(1, "urchin"); s.hand(1, "bad-penny") },
			func(s *scen) { s.house("shadows"); s.play("bad-penny") }, false},
		{"alone", func(s *scen) { s.hand(1, "bad-penny") },
			func(s *scen) { s.house("shadows"); s.play("bad-penny") }, false},
	})
}

func TestHandPItOnlyGetsWorse(t *testing.T) {
	set := func(s *scen) { s.g.p[0].aember = 3 }
	hpRun(t, "it-only-gets-worse", nil, "", []hpCase{
		{"steals", set, func(s *scen) { s.house("shadows"); s.effect(Effect{Kind: EffSteal, N: 1}) }, true},
		{"gains", set, func(s *scen) { s.house("shadows"); s.effect(Effect{Kind: EffGain, N: 1}) }, false},
	})
}

func TestHandPLookHowFarYouVeCome(t *testing.T) {
	set := func(s *scen) { s.hand(1, "bad-penny"); s.hand(1, "miasma") }
	hpRun(t, "look-how-far-you-ve-come", nil, "", []hpCase{
		{"a creature", set, func(s *scen) { s.house("shadows"); s.play("bad-penny") }, true},
		{"an action", set, func(s *scen) { s.house("shadows"); s.play("miasma") }, false},
	})
}

func TestHandPOutlookNotSoGood(t *testing.T) {
	set := func(s *scen) { s.creature(1, "urchin") }
	hpRun(t, "outlook-not-so-good", nil, "", []hpCase{
		{"no logos card in play", set, func(s *scen) { s.house("logos") }, true},
		{"urchin is shadows", set, func(s *scen) { s.house("shadows") }, false},
	})
}

func TestHandPOverreach(t *testing.T) {
	set := func(s *scen) { s.creature(0, "troll"); s.creature(1, "urchin") }
	hpRun(t, "overreach", nil, "", []hpCase{
		{"reaps", set, func(s *scen) { s.house("shadows"); s.reap("urchin") }, true},
		{"fights", set, func(s *scen) { s.house("shadows"); s.fight("urchin", "troll") }, false},
	})
}

func TestHandPSignsPointToYes(t *testing.T) {
	hpRun(t, "signs-point-to-yes", nil, "", []hpCase{
		{"6, the key cost", nil, hpBobEnds(6), true},
		{"5", nil, hpBobEnds(5), false},
	})
}

func TestHandPStarsAligned(t *testing.T) {
	hpRun(t, "stars-aligned", nil, "", []hpCase{
		{"one each", func(s *scen) { s.creature(0, "troll"); s.creature(1, "urchin") }, func(s *scen) {}, true},
		{"one and none", func(s *scen) { s.creature(0, "troll") }, func(s *scen) {}, false},
	})
}

func TestHandPTheCardsWillTell(t *testing.T) {
	hpRun(t, "the-cards-will-tell", nil, "", []hpCase{
		{"draws in step 3", nil, func(s *scen) { s.house("shadows"); s.effect(Effect{Kind: EffDraw, N: 1}) }, true},
		{"refills in step 5", nil, func(s *scen) { s.house("shadows"); s.g.p[1].aember = 2; s.end() }, false},
	})
}

func TestHandPTheEarlyBird(t *testing.T) {
	set := func(s *scen) { s.g.p[0].aember = 2 }
	hpRun(t, "the-early-bird", nil, "", []hpCase{
		{"more than Alice", set, hpBobEnds(3), true},
		{"as many", set, hpBobEnds(2), false},
	})
}

func TestHandPTheSecondMouse(t *testing.T) {
	set := func(s *scen) { s.g.p[0].aember = 2 }
	hpRun(t, "the-second-mouse", nil, "", []hpCase{
		{"less than Alice", set, hpBobEnds(1), true},
		{"as many", set, hpBobEnds(2), false},
	})
}

func TestHandPTheEndIsNigh(t *testing.T) {
	set := func(s *scen) {
		s.creature(0, "troll")
		s.creature(0, "krump")
		s.creature(1, "urchin")
	}
	kill := func(ids ...string) func(s *scen) {
		return func(s *scen) {
			s.house("shadows")
			for _, id := range ids {
				s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: id}})
			}
		}
	}
	hpRun(t, "the-end-is-nigh", nil, "", []hpCase{
		{"three, either side", set, kill("troll", "urchin", "krump"), true},
		{"two", set, kill("troll", "urchin"), false},
	})
}

func TestHandPTreatEachActionAsYourLast(t *testing.T) {
	set := func(s *scen) { s.hand(1, "miasma"); s.hand(1, "miasma") }
	hpRun(t, "treat-each-action-as-your-last", nil, "", []hpCase{
		{"two actions", set, func(s *scen) { s.house("shadows"); s.play("miasma"); s.play("miasma") }, true},
		{"one", set, func(s *scen) { s.house("shadows"); s.play("miasma") }, false},
	})
}

func TestHandPTrustYourFeelings(t *testing.T) {
	// The house is named when the card is placed: shadows here.
	hpRun(t, "trust-your-feelings", nil, "shadows", []hpCase{
		{"the named house", nil, func(s *scen) { s.house("shadows") }, true},
		{"another", nil, func(s *scen) { s.house("logos") }, false},
	})
}

func TestHandPWastefulRegret(t *testing.T) {
	set := func(s *scen) { s.hand(1, "urchin") }
	hpRun(t, "wasteful-regret", nil, "", []hpCase{
		{"discards", set, func(s *scen) { s.house("shadows"); s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "urchin"}}) }, true},
		{"plays", set, func(s *scen) { s.house("shadows"); s.play("urchin") }, false},
	})
}

func TestHandPWoundsIntoWisdom(t *testing.T) {
	set := func(s *scen) { s.creature(0, "troll"); s.creature(1, "urchin") }
	hpRun(t, "wounds-into-wisdom", nil, "", []hpCase{
		{"Troll is dealt damage", set, func(s *scen) { s.house("shadows"); s.effect(Effect{Kind: EffDamage, N: 1, Card: CardRef{ID: "troll"}}) }, true},
		{"Bob's own creature", set, func(s *scen) {
			s.house("shadows")
			s.effect(Effect{Kind: EffDamage, N: 1, Card: CardRef{ID: "urchin"}})
		}, false},
	})
}
