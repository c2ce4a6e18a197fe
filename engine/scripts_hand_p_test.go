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

func init() {
	add := func(id, name string, h House, t CardType, power, amber int, traits ...string) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Amber: amber, Traits: traits}
	}
	cr, ac, ar := TypeCreature, TypeAction, TypeArtifact
	add("benevolent-charity", "Benevolent Charity", "sanctum", ac, 0, 0)
	add("bit-byte", "Bit Byte", "logos", cr, 2, 0, "ai")
	add("bondsman-belvan", "Bondsman Belvan", "shadows", cr, 4, 0, "thief", "human")
	add("chonk-evermore", "Chonk Evermore", "untamed", ac, 0, 1)
	add("corrosive-monk", "Corrosive Monk", "redemption", cr, 4, 0, "mutant", "monk")
	add("crystalline-harvest", "Crystalline Harvest", "untamed", ac, 0, 0)
	add("divine-seal", "Divine Seal", "sanctum", ac, 0, 1)
	add("evasive-maneuvers", "Evasive Maneuvers", "shadows", ac, 0, 1)
	add("fallen-sovereign", "Fallen Sovereign", "redemption", cr, 4, 0, "mutant", "politician")
	add("poised-strike", "Poised Strike", "dis", TypeUpgrade, 0, 1)
	add("refit", "Refit", "staralliance", ac, 0, 1)
	add("salvatorem", "Salvatorem", "saurian", ar, 0, 0, "location")
	add("gracchan-reform", "Gracchan Reform", "saurian", ac, 0, 1)
	add("kasheek-fall", "Kasheek Fall", "staralliance", ac, 0, 1)
	add("knockback", "Knockback", "redemption", ac, 0, 1)
	add("lambent-mycelium", "Lambent Mycelium", "untamed", cr, 2, 0, "fungus")
	add("omicron-callen", "Omicron Callen", "staralliance", cr, 3, 0, "alien")
	add("plancina-hidden-agent", "Plancina, Hidden Agent", "saurian", cr, 3, 0, "dinosaur", "assassin")
	add("rage-reset", "Rage Reset", "logos", ac, 0, 1)
	add("sample-42-c", "Sample 42-C", "staralliance", ar, 0, 1, "experiment")
	add("sleight", "Sleight", "shadows", cr, 3, 0, "thief", "elf")
	add("solo", "Solo", "dis", cr, 5, 0, "demon")
	add("strategic-feint", "Strategic Feint", "staralliance", ac, 0, 1)
	add("tealnar", "Tealnar", "sanctum", cr, 3, 0, "human", "monk")
	add("too-low", "Too Low", "saurian", ac, 0, 0)
	add("tormented-badge", "Tormented Badge", "redemption", ar, 0, 1, "item")
}

// hpFateScen: Alice put fate under Overreach on her turn, with her
// creatures alice in play (left to right); it is Bob's turn, house
// shadows, his creatures bob in play, then Urchin, which the test reaps
// with (hpFulfil) to fulfil Overreach. Both decks hold extra cards.
func hpFateScen(t *testing.T, fate string, alice, bob, extra []string) (*scen, int16) {
	t.Helper()
	s := hpScen(t, []string{"overreach"}, append(append([]string{fate}, alice...), extra...), append(append([]string{"urchin"}, bob...), extra...))
	f := s.hand(0, fate)
	for _, id := range alice {
		s.creature(0, id)
	}
	s.house("brobnar")
	s.wantRules(s.hpActivate("overreach", fate), "")
	s.end()
	s.house("shadows")
	for _, id := range bob {
		s.creature(1, id)
	}
	s.creature(1, "urchin")
	return s, f
}

// hpFulfil reaps with Bob's Urchin: Overreach is fulfilled, the fate resolves.
func (s *scen) hpFulfil(f int16) Outcome {
	s.t.Helper()
	out := s.reap("urchin")
	if z := s.g.cards[f].zone; z != ZoneDiscard && !z.InPlay() {
		s.t.Fatalf("the fate card is in %s: Overreach was not fulfilled", z)
	}
	return out
}

// hpFind is the instance of id player pl controls in play, -1 when none.
func (s *scen) hpFind(pl int8, id string) int16 {
	for _, x := range append(append([]int16{}, s.g.p[pl].line...), s.g.p[pl].arts...) {
		if s.g.def(x).ID == id {
			return x
		}
	}
	return -1
}

func TestHandPBenevolentCharity(t *testing.T) {
	t.Run("fate", func(t *testing.T) {
		s, f := hpFateScen(t, "benevolent-charity", []string{"troll", "krump"}, nil, nil)
		tr, kr := s.hpFind(0, "troll"), s.hpFind(0, "krump")
		s.g.cards[tr].aember = 1
		s.g.p[1].aember = 3
		s.hpFulfil(f)
		s.wantInt("Troll's Æmber", int(s.g.cards[tr].aember), 2)
		s.wantInt("Krump's Æmber", int(s.g.cards[kr].aember), 0)
		s.wantAember(1, 3) // 3, +1 reaping, -1 captured
	})
	t.Run("play", func(t *testing.T) {
		s := hpScen(t, nil, []string{"benevolent-charity", "staunch-knight"}, []string{"urchin"})
		s.hand(0, "benevolent-charity")
		k := s.creature(0, "staunch-knight")
		u := s.creature(1, "urchin")
		s.g.cards[k].aember, s.g.cards[u].aember = 2, 2
		s.house("sanctum")
		s.play("benevolent-charity")
		s.wantInt("Staunch Knight's Æmber", int(s.g.cards[k].aember), 0)
		s.wantInt("Urchin's Æmber", int(s.g.cards[u].aember), 2)
		s.wantAember(0, 0) // to the supply, not Alice's pool
	})
}

func TestHandPBitByte(t *testing.T) {
	s, f := hpFateScen(t, "bit-byte", nil, nil, nil)
	arch, deck := s.g.p[0].archiveSize(), s.g.p[0].deckSize()
	s.hpFulfil(f)
	s.wantInt("Alice's archives", s.g.p[0].archiveSize(), arch+1)
	s.wantInt("Alice's deck", s.g.p[0].deckSize(), deck-1)
	s.wantInt("Bob's archives", s.g.p[1].archiveSize(), 0)
}

func TestHandPBondsmanBelvan(t *testing.T) {
	s, f := hpFateScen(t, "bondsman-belvan", nil, nil, []string{"gauntlet-of-command"})
	a := s.artifact(1, "gauntlet-of-command")
	s.hpFulfil(f)
	if c := s.g.cards[a]; c.controller != 0 || c.zone != ZoneArtifacts {
		t.Errorf("Gauntlet of Command is %s's (in %s), want Alice's: Bob gives his artifact away", s.g.p[c.controller].name, c.zone)
	}
}

func TestHandPChonkEvermore(t *testing.T) {
	t.Run("fate", func(t *testing.T) {
		s, f := hpFateScen(t, "chonk-evermore", []string{"troll"}, []string{"mother"}, nil)
		s.hpFulfil(f)
		s.wantInt("Troll's counters", int(s.g.cards[s.hpFind(0, "troll")].counters), 2)
		s.wantInt("Mother's counters", int(s.g.cards[s.hpFind(1, "mother")].counters), 0)
	})
	t.Run("play doubles", func(t *testing.T) {
		s := hpScen(t, nil, []string{"troll"}, []string{"chonk-evermore"})
		tr := s.creature(0, "troll")
		s.g.cards[tr].counters = 3
		s.end()
		s.hand(1, "chonk-evermore")
		s.house("untamed")
		s.play("chonk-evermore")
		s.words("no")
		s.wantInt("Troll's counters", int(s.g.cards[tr].counters), 6)
	})
}

func TestHandPCrystallineHarvest(t *testing.T) {
	s, f := hpFateScen(t, "crystalline-harvest", nil, nil, []string{"miasma"})
	s.hpFulfil(f)
	s.wantAember(1, 1)
	s.hand(1, "miasma")
	s.play("miasma") // its 1A bonus, then the fate's loss
	s.wantAember(1, 1)
}

func TestHandPDivineSeal(t *testing.T) {
	s, f := hpFateScen(t, "divine-seal", nil, nil, nil)
	deck := s.g.p[1].deckSize()
	s.hpFulfil(f)
	s.wantInt("Bob's purged", len(s.g.p[1].purged), 1)
	s.wantInt("Bob's deck", s.g.p[1].deckSize(), deck-1)
	s.wantInt("Alice's purged", len(s.g.p[0].purged), 0)
}

func TestHandPEvasiveManeuvers(t *testing.T) {
	s, f := hpFateScen(t, "evasive-maneuvers", []string{"troll"}, []string{"mother"}, nil)
	s.hpFulfil(f)
	s.wantDamage(s.hpFind(1, "mother"), 2)
	s.wantDamage(s.hpFind(0, "troll"), 0)
	if s.hpFind(1, "urchin") >= 0 {
		t.Error("Urchin (power 1) survived 2 damage")
	}
}

func TestHandPKasheekFall(t *testing.T) {
	s, f := hpFateScen(t, "kasheek-fall", []string{"troll", "krump"}, nil, nil)
	s.hpFulfil(f)
	if s.hpFind(0, "troll") >= 0 || s.hpFind(0, "krump") < 0 {
		t.Error("the fate destroys Troll (a less powerful neighbor), not Krump")
	}
}

func TestHandPKnockback(t *testing.T) {
	s, f := hpFateScen(t, "knockback", nil, nil, []string{"miasma", "silvertooth"})
	s.hpFulfil(f)
	s.choose("miasma")
	s.choose("silvertooth") // a creature: the discarding stops
	s.wantInt("Bob's discard", len(s.g.p[1].discard), 2)
	s.wantRules(s.house("shadows"), "house-twice")
	s.wantInt("Bob's discard after", len(s.g.p[1].discard), 2)
}

func TestHandPLambentMycelium(t *testing.T) {
	s, f := hpFateScen(t, "lambent-mycelium", []string{"troll", "krump"}, nil, nil)
	s.hpFulfil(f)
	if !s.g.hasKeyword(s.hpFind(0, "troll"), Taunt) || s.g.hasKeyword(s.hpFind(0, "krump"), Taunt) {
		t.Error("the most powerful enemy creature (Troll) gains taunt, Krump does not")
	}
}

func TestHandPOmicronCallen(t *testing.T) {
	s, f := hpFateScen(t, "omicron-callen", []string{"troll"}, []string{"hunting-witch", "bad-penny"}, nil)
	s.hpFulfil(f)
	// Bob: Hunting Witch, Bad Penny, Urchin. The Witch shares no house with
	// a neighbor; the Shadows pair does not fall; Alice's lone Troll stays.
	if s.hpFind(1, "hunting-witch") >= 0 || s.hpFind(1, "urchin") < 0 || s.hpFind(0, "troll") < 0 {
		t.Error("the fate destroys Bob's Hunting Witch only")
	}
}

func TestHandPPlancinaHiddenAgent(t *testing.T) {
	s, f := hpFateScen(t, "plancina-hidden-agent", nil, nil, nil)
	s.hpFulfil(f)
	if c := s.g.cards[f]; c.zone != ZoneBattleline || c.controller != 1 || c.owner != 0 {
		t.Errorf("Plancina is in %s under player %d, want in play under Bob", c.zone, c.controller)
	}
}

func TestHandPSample42C(t *testing.T) {
	t.Run("fate", func(t *testing.T) {
		s, f := hpFateScen(t, "sample-42-c", []string{"krump", "troll"}, nil, nil)
		s.g.p[1].aember = 4
		s.hpFulfil(f) // 5 after the reap: Troll captures 2
		s.wantInt("Troll's Æmber", int(s.g.cards[s.hpFind(0, "troll")].aember), 2)
		s.wantAember(1, 3)
	})
	t.Run("action", func(t *testing.T) {
		s := housesScen(t, [3]House{"staralliance", "brobnar", "dis"}, bobHouses, []string{"sample-42-c"}, nil)
		s.end()
		s.end()
		a := s.artifact(0, "sample-42-c")
		s.g.cards[a].aember = 3
		s.g.p[1].aember = 2
		s.house("staralliance")
		s.do(Action{Verb: VerbAction, Card: CardRef{ID: "sample-42-c"}})
		s.wantAember(1, 1)
		s.wantInt("Alice's keys", s.g.p[0].keyCount(), 1)
		s.wantZone(a, ZonePurged)
	})
}

func TestHandPSleight(t *testing.T) {
	s, f := hpFateScen(t, "sleight", []string{"bad-penny", "troll"}, nil, []string{"bad-penny"})
	s.hpFulfil(f) // one enemy Shadows creature (Bad Penny): Bob shuffles his one creature
	if s.hpFind(1, "urchin") >= 0 {
		t.Error("Urchin was not shuffled into Bob's deck")
	}
	if s.hpFind(0, "troll") < 0 {
		t.Error("Alice's Troll left play")
	}
}

func TestHandPSolo(t *testing.T) {
	t.Run("fate", func(t *testing.T) {
		s, f := hpFateScen(t, "solo", []string{"troll"}, []string{"mother"}, nil)
		s.hpFulfil(f)
		if len(s.g.p[0].line)+len(s.g.p[1].line) != 0 {
			t.Error("a creature survived Solo's fate")
		}
	})
	t.Run("alone", func(t *testing.T) {
		s := hpScen(t, nil, []string{"solo", "troll"}, nil)
		so := s.creature(0, "solo")
		s.wantInt("Solo's power alone", s.g.power(so), 25)
		s.creature(0, "troll")
		s.wantInt("Solo's power beside Troll", s.g.power(so), 5)
	})
}

func TestHandPTealnar(t *testing.T) {
	s, f := hpFateScen(t, "tealnar", []string{"troll", "krump"}, []string{"mother"}, nil)
	s.g.cards[s.hpFind(0, "troll")].damage = 3
	s.g.cards[s.hpFind(1, "mother")].damage = 1
	before := s.g.p[0].aember
	s.hpFulfil(f)
	s.wantDamage(s.hpFind(0, "troll"), 0)
	s.wantDamage(s.hpFind(1, "mother"), 0)
	s.wantAember(0, before+2) // Bob's opponent, for the two creatures healed (Krump had none)
}

func TestHandPTooLow(t *testing.T) {
	s, f := hpFateScen(t, "too-low", []string{"hunting-witch"}, []string{"bad-penny", "mother"}, nil)
	s.hpFulfil(f)
	if s.hpFind(1, "urchin") >= 0 || s.hpFind(1, "bad-penny") >= 0 || s.hpFind(1, "mother") < 0 || s.hpFind(0, "hunting-witch") < 0 {
		t.Error("the fate destroys Bob's lowest-power creatures (Urchin, Bad Penny) only")
	}
}

func TestHandPTormentedBadge(t *testing.T) {
	s, f := hpFateScen(t, "tormented-badge", nil, []string{"mother"}, nil)
	m := s.hpFind(1, "mother")
	s.hpFulfil(f)
	if c := s.g.cards[m]; c.controller != 0 {
		t.Error("Mother, Bob's most powerful creature, is not Alice's")
	}
}

func TestHandPRageReset(t *testing.T) {
	t.Run("fate", func(t *testing.T) {
		s, f := hpFateScen(t, "rage-reset", nil, nil, []string{"miasma", "silvertooth", "mother"})
		hand := s.g.p[1].handSize()
		s.hpFulfil(f)
		for _, id := range []string{"miasma", "silvertooth", "mother"}[:hand/2] {
			s.choose(id)
		}
		s.wantInt("Bob's hand", s.g.p[1].handSize(), hand-hand/2)
		s.wantInt("Bob's discard", len(s.g.p[1].discard), hand/2)
	})
	t.Run("play", func(t *testing.T) {
		s := hpScen(t, nil, nil, []string{"rage-reset", "urchin", "bad-penny", "mother"})
		s.end()
		s.hand(1, "rage-reset")
		s.creature(1, "urchin")
		s.creature(1, "mother")
		hand := s.g.p[1].handSize()
		s.house("logos")
		s.play("rage-reset")
		s.choose("urchin", "mother")
		s.wantInt("Bob's battleline", len(s.g.p[1].line), 0)
		s.wantInt("Bob's hand", s.g.p[1].handSize(), hand-1+2) // Rage Reset played, 2 drawn
	})
}

func TestHandPCorrosiveMonk(t *testing.T) {
	t.Run("no armor", func(t *testing.T) {
		s := hpScen(t, nil, []string{"corrosive-monk", "staunch-knight"}, []string{"urchin"})
		k := s.creature(0, "staunch-knight")
		s.wantInt("Staunch Knight's armor", s.g.armor(k), 2)
		s.creature(0, "corrosive-monk")
		s.wantInt("Staunch Knight's armor beside the Monk", s.g.armor(k), 0)
	})
	t.Run("fate", func(t *testing.T) {
		s, f := hpFateScen(t, "corrosive-monk", []string{"corrosive-monk"}, []string{"mother", "hunting-witch"}, nil)
		// Alice's Monk in play (a Mutant, the only enemy one): Bob destroys one friendly creature.
		n := len(s.g.p[1].line)
		s.hpFulfil(f)
		s.choose("mother")
		s.wantInt("Bob's creatures", len(s.g.p[1].line), n-1)
		if s.hpFind(1, "mother") >= 0 {
			t.Error("Mother, chosen, survived")
		}
	})
}

// A choice among tied creatures waits for the log's choose line.
func TestHandPTormentedBadgeTied(t *testing.T) {
	s, f := hpFateScen(t, "tormented-badge", nil, []string{"krump", "valdr"}, []string{"krump", "valdr"})
	s.hpFulfil(f)
	s.choose("valdr")
	if s.g.cards[s.hpFind(0, "valdr")].controller != 0 || s.hpFind(1, "krump") < 0 {
		t.Error("the named Valdr (tied with Krump) did not go to Alice")
	}
}

func TestHandPFallenSovereign(t *testing.T) {
	t.Run("neighbors are Mutants", func(t *testing.T) {
		s := housesScen(t, [3]House{"redemption", "brobnar", "dis"}, bobHouses, []string{"tormented-badge"}, []string{"fallen-sovereign", "urchin", "bad-penny"})
		s.end()
		s.end()
		s.artifact(0, "tormented-badge")
		u := s.creature(1, "urchin")
		s.creature(1, "fallen-sovereign")
		p := s.creature(1, "bad-penny") // Urchin, Sovereign, Penny: both neighbors
		s.house("redemption")
		s.do(Action{Verb: VerbAction, Card: CardRef{ID: "tormented-badge"}})
		s.choose("urchin")
		if s.g.cards[u].controller != 0 {
			t.Error("Urchin, a Mutant beside Fallen Sovereign, cannot be taken")
		}
		s.wantInt("Bad Penny's controller", int(s.g.cards[p].controller), 1)
	})
	t.Run("fate", func(t *testing.T) {
		s, f := hpFateScen(t, "fallen-sovereign", nil, nil, nil)
		s.hpFulfil(f)
		if c := s.g.cards[f]; c.zone != ZoneBattleline || c.controller != 1 {
			t.Error("Fallen Sovereign is not in play under Bob")
		}
	})
}

func TestHandPPoisedStrike(t *testing.T) {
	t.Run("readied, destroyed", func(t *testing.T) {
		s := hpScen(t, nil, []string{"poised-strike", "troll"}, nil)
		tr := s.creature(0, "troll")
		s.hand(0, "poised-strike")
		s.house("dis")
		s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "poised-strike"}, Target: CardRef{ID: "troll"}})
		s.g.cards[tr].flags |= flExhausted
		s.end() // Alice's ready step readies Troll
		if s.g.cards[tr].zone == ZoneBattleline {
			t.Error("Troll, readied, survived Poised Strike")
		}
	})
	t.Run("fate", func(t *testing.T) {
		s, f := hpFateScen(t, "poised-strike", nil, []string{"mother"}, nil)
		s.hpFulfil(f)
		s.end()
		if !s.g.cards[s.hpFind(1, "urchin")].has(flExhausted) {
			t.Error("Bob's ready step readied Urchin")
		}
	})
}

func TestHandPRefit(t *testing.T) {
	t.Run("play", func(t *testing.T) {
		s := housesScen(t, [3]House{"staralliance", "sanctum", "brobnar"}, bobHouses, []string{"refit", "protect-the-weak", "troll", "krump"}, nil)
		s.end()
		s.end()
		s.creature(0, "troll")
		kr := s.creature(0, "krump")
		s.hand(0, "protect-the-weak")
		s.hand(0, "refit")
		s.house("sanctum")
		s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "protect-the-weak"}, Target: CardRef{ID: "troll"}})
		s.g.house = "staralliance" // (a test shortcut: Refit's house for the turn)
		s.play("refit")
		s.choose("protect-the-weak", "krump")
		if len(s.g.upList) != 1 {
			t.Fatalf("%d upgrades in play, want 1", len(s.g.upList))
		}
		for _, u := range s.g.upList {
			if s.g.cards[u].parent != kr {
				t.Errorf("the upgrade is on %s, want Krump", s.g.name(s.g.cards[u].parent))
			}
		}
	})
	t.Run("fate", func(t *testing.T) {
		s, f := hpFateScen(t, "refit", []string{"troll"}, nil, []string{"protect-the-weak"})
		tr := s.hpFind(0, "troll")
		u := s.take(1, "protect-the-weak") // Bob's upgrade on his Urchin
		s.g.enterPlay(u, 1, ZoneUpgrade)
		s.g.cards[u].parent = s.hpFind(1, "urchin")
		v := s.take(0, "protect-the-weak") // Alice's on her Troll
		s.g.enterPlay(v, 0, ZoneUpgrade)
		s.g.cards[v].parent = tr
		s.hpFulfil(f)
		if s.g.cards[u].zone == ZoneUpgrade || s.g.cards[v].zone != ZoneUpgrade {
			t.Error("the fate destroys the upgrade on Bob's creature, not Alice's")
		}
	})
}

func TestHandPSalvatorem(t *testing.T) {
	t.Run("cannot be played", func(t *testing.T) {
		s := housesScen(t, [3]House{"saurian", "brobnar", "dis"}, bobHouses, []string{"salvatorem"}, nil)
		s.end()
		s.end()
		s.hand(0, "salvatorem")
		s.house("saurian")
		s.wantRules(s.play("salvatorem"), "restricted")
	})
	t.Run("ready creatures with A", func(t *testing.T) {
		s := hpScen(t, nil, []string{"salvatorem", "troll", "krump"}, nil)
		s.artifact(0, "salvatorem")
		tr, kr := s.creature(0, "troll"), s.creature(0, "krump")
		s.g.cards[tr].aember, s.g.cards[kr].aember = 1, 1
		s.g.cards[kr].flags |= flExhausted
		s.effect(Effect{Kind: EffDamage, N: 2, Card: CardRef{ID: "troll"}})
		s.effect(Effect{Kind: EffDamage, N: 2, Card: CardRef{ID: "krump"}})
		s.wantDamage(tr, 0)
		s.wantDamage(kr, 2)
	})
	t.Run("fate", func(t *testing.T) {
		s, f := hpFateScen(t, "salvatorem", nil, nil, nil)
		s.hpFulfil(f)
		if c := s.g.cards[f]; c.zone != ZoneArtifacts || c.controller != 0 {
			t.Error("Salvatorem is not in play under Alice, Bob's opponent")
		}
	})
}

// Ask Again Later: at Bob's house choice, the log's line names the house
// Bob named (one of Alice's) and Alice's top card, revealed.
func TestHandPAskAgainLater(t *testing.T) {
	ask := func(house, card string) func(s *scen) {
		return func(s *scen) {
			s.house("shadows")
			s.do(Action{Verb: VerbChoose, Words: []string{house}, Cards: []CardRef{{ID: card}}, Mix: 1})
		}
	}
	hpRun(t, "ask-again-later", nil, "", []hpCase{
		{"Troll is not Dis", nil, ask("dis", "troll"), true},
		{"Troll is Brobnar", nil, ask("brobnar", "troll"), false},
	})
}

func TestHandPEvasiveManeuversPlay(t *testing.T) {
	s := hpScen(t, nil, nil, []string{"evasive-maneuvers", "urchin", "mother"})
	s.end()
	s.hand(1, "evasive-maneuvers")
	s.creature(1, "mother")
	s.house("shadows")
	s.play("evasive-maneuvers")
	s.creature(1, "urchin") // enters after: covered too
	s.effect(Effect{Kind: EffDamage, N: 2, Card: CardRef{ID: "mother"}})
	s.effect(Effect{Kind: EffDamage, N: 2, Card: CardRef{ID: "urchin"}})
	s.wantDamage(s.hpFind(1, "mother"), 0)
	if s.hpFind(1, "urchin") < 0 {
		t.Error("Urchin was dealt damage")
	}
}

func TestHandPGracchanReform(t *testing.T) {
	t.Run("play", func(t *testing.T) {
		s := housesScen(t, [3]House{"saurian", "brobnar", "dis"}, bobHouses, []string{"gracchan-reform"}, []string{"mother"})
		s.end()
		s.end()
		s.hand(0, "gracchan-reform")
		s.house("saurian")
		s.play("gracchan-reform")
		s.choose("mother")
		m := s.hpFind(0, "mother")
		if m < 0 || s.g.cards[m].owner != 1 {
			t.Fatal("Bob's Mother is not in play under Alice")
		}
	})
	t.Run("fate", func(t *testing.T) {
		s, f := hpFateScen(t, "gracchan-reform", nil, nil, nil)
		arch := s.g.p[0].archiveSize()
		s.hpFulfil(f)
		s.wantInt("Alice's archives", s.g.p[0].archiveSize(), arch+2)
		s.wantInt("Bob's archives", s.g.p[1].archiveSize(), 0)
	})
}

// Strategic Feint (batch H's script, registered by this batch): its fate
// discards Bob's top card, named by the log; Bob cannot play cards of
// that type for the rest of the turn.
func TestHandPStrategicFeint(t *testing.T) {
	s, f := hpFateScen(t, "strategic-feint", nil, nil, []string{"miasma", "miasma", "bad-penny"})
	s.hpFulfil(f)
	s.choose("miasma")
	s.hand(1, "miasma")
	s.hand(1, "bad-penny")
	s.wantRules(s.play("miasma"), "restricted")
	s.wantRules(s.play("bad-penny"), "")
}
