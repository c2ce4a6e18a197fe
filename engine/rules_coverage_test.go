package engine

import "testing"

// Scenario tests for the rules issue 3 lists that the other engine tests
// did not cover, or covered without a case that would catch a wrong
// engine. Each test names the section of the rulebook (rules/000, the
// newest) it comes from.

// enhancedScen is fightScen (Alice's turn 3) where Alice's deck card 0 is
// id with the given bonus icons, known in her hand.
func enhancedScen(t *testing.T, id string, icons []Bonus, alice, bob []string) (*scen, int16) {
	t.Helper()
	return housesIconScen(t, aliceHouses, id, icons, alice, bob), 0
}

// housesIconScen is Alice's turn 3, her deck of the houses given; its card
// 0 is id with the given bonus icons, known in her hand.
func housesIconScen(t *testing.T, houses [3]House, id string, icons []Bonus, alice, bob []string) *scen {
	t.Helper()
	deck := testDeck(houses, append([]string{id}, alice...)...)
	deck.Cards[0].Enhancements = icons
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{{Name: "Alice", Deck: deck}, {Name: "Bob", Deck: testDeck(bobHouses, bob...)}}})
	s.end()
	s.end()
	s.g.detach(0, ZoneDeck)
	s.g.put(0, ZoneHand)
	return s
}

// eventIndex is the index of the first event of kind k in out, -1 if none.
func eventIndex(out Outcome, k EventKind) int {
	for i, e := range out.Events {
		if e.Kind == k {
			return i
		}
	}
	return -1
}

// Rulebook: Step 1 – Forge a Key: a key is forged at its current cost (six
// plus modifiers) when the player can afford it, and one key per step.
func TestRuleForgeAtCurrentCost(t *testing.T) {
	tests := []struct {
		name       string
		aember     int
		mod        int
		wantKeys   int
		wantAember int
	}{
		{"6 Æmber at cost 6: forged", 6, 0, 1, 0},
		{"5 Æmber at cost 6: not forged", 5, 0, 0, 5},
		{"7 Æmber at cost 8: not forged", 7, 2, 0, 7},
		{"9 Æmber at cost 8: forged at 8", 9, 2, 1, 1},
		{"4 Æmber at cost 4: forged at 4", 4, -2, 1, 0},
		{"12 Æmber: one key per step", 12, 0, 1, 6},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := forgeScen(t, tc.aember, tc.mod)
			s.wantRules(s.house("brobnar"), "")
			if got := s.g.p[0].keyCount(); got != tc.wantKeys {
				t.Errorf("keys %d, want %d", got, tc.wantKeys)
			}
			s.wantAember(0, tc.wantAember)
		})
	}
}

// forgeScen is Alice's turn 3, step 1, with aember Æmber and her key cost
// changed by mod this turn.
func forgeScen(t *testing.T, aember, mod int) *scen {
	s := fightScen(t, nil, nil)
	s.g.p[0].aember = aember
	if mod != 0 {
		s.g.addLasting(lasting{kind: lastKeyCost, player: 0, card: -1, n: mod, until: s.g.turn})
	}
	return s
}

// Rulebook: Step 1 – Forge a Key: "If the active player has enough Æmber
// to forge a key during this step, they must do so." A log saying no key
// was forged is a violation only when the current cost was affordable.
func TestRuleForgeMandatory(t *testing.T) {
	tests := []struct {
		name        string
		aember, mod int
		want        string
	}{
		{"6 Æmber at cost 6", 6, 0, "forge-mandatory"},
		{"6 Æmber at cost 7", 6, 1, ""},
		{"5 Æmber at cost 6", 5, 0, ""},
		{"5 Æmber at cost 5", 5, -1, "forge-mandatory"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := forgeScen(t, tc.aember, tc.mod)
			s.wantRules(s.effect(Effect{Kind: EffNoForge}), tc.want)
			s.house("brobnar")
			if s.g.p[0].keyCount() != 0 {
				t.Error("a key was forged after the log said none was")
			}
		})
	}
}

// Rulebook: Step 1 – Forge a Key: a key already forged cannot be forged
// again; the engine forges another colour and flags it.
func TestRuleKeyAlreadyForged(t *testing.T) {
	s := fightScen(t, nil, nil)
	s.g.p[0].keys[0] = true
	s.g.p[0].aember = 6
	s.wantRules(s.do(Action{Verb: VerbForge, Key: KeyRed}), "key-forged")
	if s.g.p[0].keys != [3]bool{true, true, false} {
		t.Errorf("keys %v, want red and blue", s.g.p[0].keys)
	}
}

// Rulebook: Objective and Keys: the game ends the moment a player forges
// the third key, even in the middle of step 3 (an ability forging it).
func TestRuleThirdKeyByAbilityEndsAtOnce(t *testing.T) {
	s := fightScen(t, []string{"troll"}, nil)
	s.hand(0, "troll")
	s.g.p[0].keys = [3]bool{true, false, true}
	s.house("brobnar")
	out := s.effect(Effect{Kind: EffForge, N: 0})
	if w, why, over := s.g.Over(); !over || w != 0 || why != "keys" || !hasEvent(out, EvGameOver) {
		t.Fatalf("Over() = %d %q %v", w, why, over)
	}
	s.wantRules(s.play("troll"), "game-over")
	s.wantRules(s.end(), "game-over")
}

// Rulebook: Step 2 – Choose a House and Glossary – Control: a house is a
// legal choice while it is on the identity card or the player controls a
// card of it in play; a card of it in hand or discard pile does not count,
// and the choice is lost with the control.
func TestRuleHouseChoiceByControl(t *testing.T) {
	s := fightScen(t, []string{"troll"}, []string{"tocsin", "tocsin"})
	s.hand(1, "tocsin") // Bob has a Dis card in hand: not enough
	s.house("brobnar")
	s.end()
	s.wantRules(s.house("dis"), "house-choice")
	s.end()
	tc := s.creature(1, "tocsin")
	s.house("brobnar")
	s.effect(Effect{Kind: EffControl, Card: ref("tocsin")}) // Alice takes Tocsin
	s.end()
	s.wantRules(s.house("dis"), "house-choice") // Bob no longer controls it
	s.end()
	s.wantRules(s.house("dis"), "") // Alice's own house anyway
	if s.g.cards[tc].controller != 0 {
		t.Fatal("control did not change")
	}
	s.end()
	s.effect(Effect{Kind: EffControl, Card: ref("tocsin")}) // Bob takes it back
	s.wantRules(s.house("dis"), "")
}

// Rulebook: Step 3 – First Turn Rule: the first player's first turn
// allows one card played or discarded from hand; uses do not count, and
// the second player's first turn is not limited.
func TestRuleFirstTurnCases(t *testing.T) {
	tests := []struct {
		name  string
		turn2 bool
		acts  []Action
		want  []string
	}{
		{"play then discard", false, []Action{{Verb: VerbPlay, Card: ref("troll")}, {Verb: VerbDiscard, Card: ref("krump")}}, []string{"", "first-turn"}},
		{"discard then play", false, []Action{{Verb: VerbDiscard, Card: ref("krump")}, {Verb: VerbPlay, Card: ref("troll")}}, []string{"", "first-turn"}},
		{"a play and a use", false, []Action{{Verb: VerbPlay, Card: ref("troll")}, {Verb: VerbReap, Card: ref("valdr")}}, []string{"", ""}},
		{"the second player's first turn", true, []Action{{Verb: VerbPlay, Card: ref("troll")}, {Verb: VerbPlay, Card: ref("krump")}}, []string{"", ""}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newScen(t, []string{"troll", "krump", "valdr"}, nil)
			first := int8(0)
			if tc.turn2 {
				s := newScenSetup(t, Setup{First: 1, Players: [2]PlayerSetup{
					{Name: "Alice", Deck: testDeck(aliceHouses, "troll", "krump", "valdr")},
					{Name: "Bob", Deck: testDeck(bobHouses)}}})
				s.end() // Bob's first turn
				first = 0
				s.hand(first, "troll")
				s.hand(first, "krump")
				s.house("brobnar")
				for i, a := range tc.acts {
					s.wantRules(s.do(a), tc.want[i])
				}
				if s.g.turn != 2 {
					t.Errorf("turn %d, want 2", s.g.turn)
				}
				return
			}
			s.hand(first, "troll")
			s.hand(first, "krump")
			s.creature(first, "valdr")
			s.house("brobnar")
			for i, a := range tc.acts {
				s.wantRules(s.do(a), tc.want[i])
			}
		})
	}
}

// Rulebook: Glossary – Rule of Six: plays and uses of cards with the same
// title count together, whichever copy it is; discards and other titles do
// not count.
func TestRuleOfSixByTitle(t *testing.T) {
	s := fightScen(t, []string{"bad-penny", "bad-penny", "bad-penny", "bad-penny", "bad-penny", "bad-penny", "bad-penny", "bad-penny", "urchin"}, nil)
	for range 3 {
		s.creature(0, "bad-penny")
	}
	s.creature(0, "urchin")
	for range 5 {
		s.hand(0, "bad-penny")
	}
	s.house("shadows")
	steps := []struct {
		a    Action
		want string
	}{
		{Action{Verb: VerbPlay, Card: ref("bad-penny")}, ""},                                       // 1
		{Action{Verb: VerbReap, Card: ref("bad-penny")}, ""},                                       // 2 (another copy)
		{Action{Verb: VerbPlay, Card: ref("bad-penny")}, ""},                                       // 3
		{Action{Verb: VerbDiscard, Card: ref("bad-penny")}, ""},                                    // a discard does not count
		{Action{Verb: VerbReap, Card: ref("urchin")}, ""},                                          // another title
		{Action{Verb: VerbReap, Card: CardRef{ID: "bad-penny", Copy: 2}}, ""},                      // 4
		{Action{Verb: VerbPlay, Card: ref("bad-penny")}, ""},                                       // 5
		{Action{Verb: VerbReap, Card: CardRef{ID: "bad-penny", Copy: 3}}, ""},                      // 6
		{Action{Verb: VerbPlay, Card: ref("bad-penny")}, "rule-of-six"},                            // 7
		{Action{Verb: VerbEffect, Effect: &Effect{Kind: EffGain, N: 0}}, ""},                       // nothing used
		{Action{Verb: VerbReap, Card: ref("urchin")}, "exhausted"},                                 // Urchin: 2 uses, but exhausted
		{Action{Verb: VerbEffect, Effect: &Effect{Kind: EffGain, N: 0}}, ""},                       // still nothing
		{Action{Verb: VerbReap, Card: CardRef{ID: "bad-penny", Copy: 4}}, "rule-of-six,exhausted"}, // 8: a played copy, exhausted
	}
	for i, st := range steps {
		if st.a.Effect != nil {
			st.a.Effect.Player = NoPlayer
		}
		if got := rules(s.do(st.a)); got != st.want {
			t.Errorf("step %d (%v %s): violations %q, want %q", i, st.a.Verb, st.a.Card.ID, got, st.want)
		}
	}
	s.end()
	s.end()
	s.house("shadows")
	s.wantRules(s.reap("bad-penny"), "") // a new turn counts afresh
}

// Rulebook: Glossary – Alpha: only if no other card was played, used or
// discarded this step; taking archives and raising the tide use no card.
func TestRuleAlphaCases(t *testing.T) {
	tests := []struct {
		name   string
		before []Action
		want   string
	}{
		{"first card of the step", nil, ""},
		{"after a play", []Action{{Verb: VerbPlay, Card: ref("shooler")}}, "alpha"},
		{"after a use", []Action{{Verb: VerbReap, Card: ref("tocsin")}}, "alpha"},
		{"after a discard", []Action{{Verb: VerbDiscard, Card: ref("shooler")}}, "alpha"},
		{"after an omni use of another house", []Action{{Verb: VerbOmni, Card: ref("gorm-of-omm")}}, "alpha"},
		{"after taking archives", []Action{{Verb: VerbArchives}}, ""},
		{"after raising the tide", []Action{{Verb: VerbTide}}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, []string{"daat", "tocsin", "shooler", "gorm-of-omm"}, nil)
			s.creature(0, "tocsin")
			s.artifact(0, "gorm-of-omm")
			s.hand(0, "daat")
			s.hand(0, "shooler")
			s.house("dis")
			for _, a := range tc.before {
				s.do(a)
			}
			s.wantRules(s.play("daat"), tc.want)
		})
	}
}

// Rulebook: Glossary – Omega: after it is played the step ends: no more
// plays, uses or discards; the next turn is not affected.
func TestRuleOmegaEndsTheStep(t *testing.T) {
	s := fightScen(t, []string{"unlocked-gateway", "tocsin", "shooler", "mind-barb", "the-terror"}, nil)
	s.hand(0, "unlocked-gateway")
	s.hand(0, "the-terror")
	s.hand(0, "shooler")
	s.hand(0, "mind-barb")
	s.house("dis")
	s.wantRules(s.play("unlocked-gateway"), "")
	s.creature(0, "tocsin") // after the Gateway destroyed each creature
	s.wantRules(s.play("the-terror"), "omega")
	s.wantRules(s.reap("tocsin"), "omega")
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: ref("shooler")}), "omega")
	s.end()
	s.end()
	s.house("dis")
	s.wantRules(s.play("mind-barb"), "")
}

// Rulebook: Playing Cards and Glossary – Flank: a creature enters play on
// the flank the player chooses (the right one when the log does not say),
// exhausted; artifacts enter exhausted too, unless a card says "enters
// play ready".
func TestRuleEnterPlay(t *testing.T) {
	tests := []struct {
		name      string
		id        string
		flank     Flank
		wantIndex int // on the battleline (-1: an artifact)
		wantReady bool
	}{
		{"creature on the left flank", "troll", FlankLeft, 0, false},
		{"creature on the right flank", "troll", FlankRight, 2, false},
		{"creature, flank not said", "troll", FlankDefault, 2, false},
		{"artifact", "gauntlet-of-command", FlankDefault, -1, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, []string{tc.id, "krump", "valdr"}, []string{"urchin"})
			s.creature(0, "krump")
			s.creature(0, "valdr")
			s.creature(1, "urchin")
			id := s.hand(0, tc.id)
			h := s.g.def(id).House
			s.house(h)
			s.wantRules(s.do(Action{Verb: VerbPlay, Card: ref(tc.id), Flank: tc.flank}), "")
			if tc.wantIndex >= 0 {
				if line := s.g.p[0].line; indexOf(line, id) != tc.wantIndex {
					t.Errorf("at %d in %v, want %d", indexOf(line, id), line, tc.wantIndex)
				}
			} else {
				s.wantZone(id, ZoneArtifacts)
			}
			if ready := !s.g.cards[id].has(flExhausted); ready != tc.wantReady {
				t.Errorf("ready %v, want %v", ready, tc.wantReady)
			}
			verb := VerbReap
			if tc.wantIndex < 0 {
				verb = VerbAction
			}
			s.wantRules(s.do(Action{Verb: verb, Card: ref(tc.id)}), "exhausted")
		})
	}
}

// Rulebook: Glossary – Deploy: only a creature with deploy may enter play
// between two creatures.
func TestRuleDeployOnlyWithDeploy(t *testing.T) {
	s := fightScen(t, []string{"troll", "krump", "valdr"}, nil)
	s.creature(0, "krump")
	s.creature(0, "valdr")
	tr := s.hand(0, "troll")
	s.house("brobnar")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: ref("troll"), Flank: FlankAt, Pos: 1}), "deploy")
	if s.g.p[0].line[1] != tr {
		t.Error("the play is applied as recorded: Troll between Krump and Valdr")
	}
	// "at 0" and "at N" of an N-creature line are the flanks: no deploy needed.
	for _, pos := range []func(*scen) int{func(*scen) int { return 0 }, func(s *scen) int { return len(s.g.p[0].line) }} {
		s := fightScen(t, []string{"troll", "krump", "valdr"}, nil)
		s.creature(0, "krump")
		s.creature(0, "valdr")
		tr := s.hand(0, "troll")
		s.house("brobnar")
		at := pos(s)
		s.wantRules(s.do(Action{Verb: VerbPlay, Card: ref("troll"), Flank: FlankAt, Pos: int32(at)}), "")
		if s.g.p[0].line[min(at, 2)] != tr {
			t.Errorf("at %d: Troll is not on that flank: %v", at, s.g.p[0].line)
		}
	}
}

// Rulebook: Playing Cards and Glossary – Bonus Icons: the Æmber bonus and
// every bonus icon resolve in printed order, all before the "Play:"
// ability. The Terror: "Play: If your opponent has no Æmber, gain 2": a
// capture icon that takes the opponent's last Æmber first makes it gain.
func TestRuleBonusIconsBeforePlayAbility(t *testing.T) {
	s, terror := enhancedScen(t, "the-terror", []Bonus{BonusCapture}, nil, nil)
	s.g.p[1].aember = 1
	s.g.p[0].aember = 0
	s.house("dis")
	s.play("the-terror")
	s.wantRules(s.choose("the-terror"), "")
	s.wantAember(1, 0)
	s.wantAember(0, 2) // the Play: ability saw an empty pool
	if s.g.cards[terror].aember != 1 {
		t.Errorf("The Terror holds %d Æmber, want 1", s.g.cards[terror].aember)
	}
}

// Rulebook: Glossary – Bonus Icons: "resolved in the order printed on the
// card, from top to bottom".
func TestRuleBonusIconsInPrintedOrder(t *testing.T) {
	tests := []struct {
		name  string
		icons []Bonus
		first EventKind
		then  EventKind
	}{
		{"draw then discard", []Bonus{BonusDraw, BonusDiscard}, EvDraw, EvCardDiscarded},
		{"discard then draw", []Bonus{BonusDiscard, BonusDraw}, EvCardDiscarded, EvDraw},
		{"Æmber then draw", []Bonus{BonusAmber, BonusDraw}, EvAemberGained, EvDraw},
		{"draw then Æmber", []Bonus{BonusDraw, BonusAmber}, EvDraw, EvAemberGained},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := enhancedScen(t, "anger", tc.icons, []string{"krump"}, nil)
			s.hand(0, "krump")
			s.house("brobnar")
			var evs []Event
			evs = append(evs, s.play("anger").Events...)
			if w, ok := s.g.Waiting(); ok && w == "bonus-discard" {
				evs = append(evs, s.choose("krump").Events...)
			}
			i, j := -1, -1
			for k, e := range evs {
				if e.Kind == tc.first && i < 0 && !(e.Kind == EvAemberGained && e.Source != SrcBonusIcon) {
					i = k
				}
				if e.Kind == tc.then && j < 0 && !(e.Kind == EvAemberGained && e.Source != SrcBonusIcon) {
					j = k
				}
			}
			if i < 0 || j < 0 || i > j {
				t.Errorf("%v at %d, %v at %d: %v", tc.first, i, tc.then, j, evs)
			}
		})
	}
}

// Rulebook: Upgrades (Glossary – Upgrade): an upgrade may be played on an
// enemy creature; its player controls it, and it goes to its owner's
// discard pile with the creature.
func TestRuleUpgradeOnEnemyCreature(t *testing.T) {
	s := fightScen(t, []string{"protect-the-weak"}, []string{"silvertooth"})
	st := s.creature(1, "silvertooth")
	u := s.hand(0, "protect-the-weak")
	s.house("sanctum")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: ref("protect-the-weak"), Target: ref("silvertooth")}), "")
	if c := s.g.cards[u]; c.zone != ZoneUpgrade || c.parent != st || c.controller != 0 {
		t.Fatalf("upgrade zone %v parent %d controller %d", c.zone, c.parent, c.controller)
	}
	if !s.g.hasKeyword(st, Taunt) || s.g.armor(st) != 1 {
		t.Error("the enemy creature did not gain taunt and armor")
	}
	s.effect(Effect{Kind: EffDestroy, Card: ref("silvertooth")})
	s.wantZone(u, ZoneDiscard)
	if d := s.g.p[0].discard; len(d) == 0 || d[len(d)-1] != u {
		t.Error("the upgrade is not on its owner's discard pile")
	}
}

// Rulebook: Step 3 – Discard: a card of the active house is discarded from
// hand onto its owner's discard pile; other houses are not-active-house.
func TestRuleDiscarding(t *testing.T) {
	s := fightScen(t, []string{"krump", "tocsin"}, nil)
	k := s.hand(0, "krump")
	s.hand(0, "tocsin")
	hand := s.g.p[0].handSize()
	s.house("brobnar")
	out := s.do(Action{Verb: VerbDiscard, Card: ref("krump")})
	s.wantRules(out, "")
	if !hasEvent(out, EvCardDiscarded) || s.g.p[0].discard[len(s.g.p[0].discard)-1] != k || s.g.p[0].handSize() != hand-1 {
		t.Error("Krump is not on top of the discard pile")
	}
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: ref("tocsin")}), "not-active-house")
}

// Rulebook: Glossary – Reap: the creature exhausts, its controller gains
// 1 Æmber, then its "Reap:" abilities resolve.
func TestRuleReapOrder(t *testing.T) {
	s := fightScen(t, []string{"troll"}, nil)
	tr := s.creature(0, "troll")
	s.g.cards[tr].damage = 3
	s.house("brobnar")
	out := s.reap("troll")
	gain, heal := eventIndex(out, EvAemberGained), eventIndex(out, EvHealed)
	if gain < 0 || heal < 0 || gain > heal || out.Events[gain].Source != SrcReap {
		t.Errorf("gain at %d, heal at %d: %v", gain, heal, out.Events)
	}
	if !s.g.cards[tr].has(flExhausted) {
		t.Error("Troll did not exhaust")
	}
}

// Rulebook: Glossary – Fight: "Fight:" abilities resolve only if the
// attacker survives the fight.
func TestRuleFightAbilityNeedsSurvival(t *testing.T) {
	for _, survive := range []bool{true, false} {
		s := newScen(t, []string{"troll"}, []string{"quixo-the-adventurer"})
		s.end()
		q := s.creature(1, "quixo-the-adventurer")
		s.creature(0, "troll")
		hand := s.g.p[1].handSize()
		s.house("logos")
		if !survive {
			s.effect(Effect{Kind: EffRemoveKeyword, Keyword: Skirmish, Card: ref("quixo-the-adventurer"), Duration: UntilTurnEnd})
		}
		s.fight("quixo-the-adventurer", "troll")
		want := hand + 1
		if !survive {
			want = hand
			s.wantZone(q, ZoneDiscard)
		}
		if got := s.g.p[1].handSize(); got != want {
			t.Errorf("attacker survives %v: hand %d, want %d", survive, got, want)
		}
	}
}

// Rulebook: Glossary – Elusive: the first time it is chosen to be fought
// each turn; a fight its hazardous ends early still counts, and the
// protection comes back next turn.
func TestRuleElusiveFirstTimeChosen(t *testing.T) {
	s := fightScen(t, []string{"bad-penny", "troll", "krump"}, []string{"urchin"})
	s.creature(0, "bad-penny")
	s.creature(0, "troll")
	s.creature(0, "krump")
	u := s.creature(1, "urchin")
	s.house("brobnar")
	s.effect(Effect{Kind: EffGiveKeyword, Keyword: Hazardous, N: 5, Card: ref("urchin"), Duration: UntilTurnEnd})
	s.fight("krump", "urchin") // hazardous 5 destroys Krump (6 power)? no: 5 < 6
	s.wantZone(u, ZoneBattleline)
	s.wantDamage(u, 0) // elusive: the first time
	s.fight("troll", "urchin")
	s.wantZone(u, ZoneDiscard)

	s2 := fightScen(t, []string{"bad-penny", "troll"}, []string{"urchin"})
	s2.creature(0, "bad-penny")
	s2.creature(0, "troll")
	u2 := s2.creature(1, "urchin")
	s2.house("shadows")
	s2.effect(Effect{Kind: EffGiveKeyword, Keyword: Hazardous, N: 1, Card: ref("urchin"), Duration: UntilTurnEnd})
	s2.fight("bad-penny", "urchin") // hazardous destroys Bad Penny before the fight
	s2.effect(Effect{Kind: EffFight, Card: ref("troll"), Target: ref("urchin")})
	s2.wantZone(u2, ZoneDiscard) // Urchin was already chosen to be fought this turn

	s3 := fightScen(t, []string{"troll", "krump"}, []string{"urchin"})
	s3.creature(0, "troll")
	s3.creature(0, "krump")
	u3 := s3.creature(1, "urchin")
	s3.house("brobnar")
	s3.fight("troll", "urchin")
	s3.end()
	s3.end()
	s3.house("brobnar")
	s3.fight("krump", "urchin") // a new turn: elusive again
	s3.wantZone(u3, ZoneBattleline)
}

// Rulebook: Glossary – Taunt: a taunt creature's neighbors cannot be
// attacked unless they have taunt too; the taunt creature itself and
// creatures that are not its neighbors can.
func TestRuleTauntCases(t *testing.T) {
	tests := []struct {
		name, target string
		taunts       []string
		want         string
	}{
		{"the taunt creature itself", "urchin", []string{"urchin"}, ""},
		{"its neighbor", "silvertooth", []string{"urchin"}, "taunt"},
		{"its other neighbor", "bad-penny", []string{"urchin"}, "taunt"},
		{"a creature beyond its neighbors", "hunting-witch", []string{"urchin"}, ""},
		{"a neighbor with taunt", "silvertooth", []string{"urchin", "silvertooth"}, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, []string{"troll"}, []string{"silvertooth", "urchin", "bad-penny", "hunting-witch"})
			s.creature(0, "troll")
			for _, id := range []string{"silvertooth", "urchin", "bad-penny", "hunting-witch"} {
				s.creature(1, id)
			}
			s.house("brobnar")
			for _, id := range tc.taunts {
				s.effect(Effect{Kind: EffGiveKeyword, Keyword: Taunt, Card: ref(id), Duration: UntilTurnEnd})
			}
			s.wantRules(s.fight("troll", tc.target), tc.want)
		})
	}
}

// Rulebook: Glossary – Armor: "If a creature gains armor during a turn,
// the gained armor does not prevent damage already dealt that turn. If a
// creature loses armor during a turn, it is not retroactively dealt damage
// that was already prevented by the armor."
func TestRuleArmorGainedOrLostLater(t *testing.T) {
	s := fightScen(t, []string{"troll", "raiding-knight"}, nil)
	tr := s.creature(0, "troll")
	k := s.creature(0, "raiding-knight") // armor 2
	s.house("brobnar")
	s.effect(Effect{Kind: EffDamage, N: 3, Card: ref("troll")})
	s.effect(Effect{Kind: EffArmor, N: 2, Card: ref("troll"), Duration: UntilTurnEnd})
	s.wantDamage(tr, 3) // not healed by the new armor
	s.effect(Effect{Kind: EffDamage, N: 3, Card: ref("troll")})
	s.wantDamage(tr, 4) // the new armor prevents 2 of later damage

	s.effect(Effect{Kind: EffDamage, N: 2, Card: ref("raiding-knight")}) // both prevented
	s.wantDamage(k, 0)
	s.effect(Effect{Kind: EffArmor, N: -2, Card: ref("raiding-knight"), Duration: UntilTurnEnd})
	s.wantDamage(k, 0) // not retroactive
	s.effect(Effect{Kind: EffDamage, N: 1, Card: ref("raiding-knight")})
	s.wantDamage(k, 1)
}

// Rulebook: Glossary – Destroyed: every creature tagged at once resolves
// its "Destroyed:" and then they all leave play together.
func TestRuleTaggedCardsLeaveTogether(t *testing.T) {
	s := fightScen(t, nil, []string{"urchin", "bad-penny"})
	p := s.creature(1, "dust-pixie")
	u := s.creature(1, "urchin")
	bp := s.creature(1, "bad-penny")
	s.house("brobnar")
	out := s.effect(Effect{Kind: EffDamage, N: 1, Card: ref("urchin"), Splash: 1})
	lastDestroyed, firstLeft, destroyed := -1, -1, 0
	for i, e := range out.Events {
		switch e.Kind {
		case EvDestroyed:
			lastDestroyed = i
			destroyed++
		case EvLeftPlay:
			if firstLeft < 0 {
				firstLeft = i
			}
		}
	}
	if destroyed != 3 || firstLeft < lastDestroyed {
		t.Errorf("%d destroyed; last destroyed event at %d, first leaving at %d", destroyed, lastDestroyed, firstLeft)
	}
	s.wantZone(p, ZoneDiscard)
	s.wantZone(u, ZoneDiscard)
	s.wantZone(bp, ZoneHand)
}

// Rulebook: Leaves Play: "all non-Æmber tokens and status cards on the
// card are removed, all upgrades on the card are discarded, and all
// lasting effects applied to the card expire"; its Æmber goes to the
// opponent.
func TestRuleLeavesPlayCleanUp(t *testing.T) {
	s := fightScen(t, []string{"troll", "protect-the-weak"}, nil)
	tr := s.creature(0, "troll")
	u := s.hand(0, "protect-the-weak")
	s.house("sanctum")
	s.do(Action{Verb: VerbPlay, Card: ref("protect-the-weak"), Target: ref("troll")})
	for _, e := range []Effect{
		{Kind: EffDamage, N: 4, Card: ref("troll")},
		{Kind: EffPower, N: 3, Card: ref("troll")},
		{Kind: EffStun, Card: ref("troll")},
		{Kind: EffEnrage, Card: ref("troll")},
		{Kind: EffExalt, Card: ref("troll")},
		{Kind: EffExalt, Card: ref("troll")},
		{Kind: EffGiveKeyword, Keyword: Elusive, Card: ref("troll")},
	} {
		s.effect(e)
	}
	bob := s.aember(1)
	s.effect(Effect{Kind: EffReturn, Card: ref("troll")})
	s.wantZone(tr, ZoneHand)
	s.wantZone(u, ZoneDiscard)
	s.wantAember(1, bob+2)
	s.effect(Effect{Kind: EffPutInPlay, Card: ref("troll")})
	c := s.g.cards[tr]
	if c.damage != 0 || c.counters != 0 || c.aember != 0 || c.has(flStunned) || c.has(flEnraged) || c.has(flWarded) {
		t.Errorf("Troll came back with damage %d counters %d Æmber %d flags %b", c.damage, c.counters, c.aember, c.flags)
	}
	if s.g.power(tr) != 8 || s.g.armor(tr) != 0 || s.g.hasKeyword(tr, Elusive) || s.g.hasKeyword(tr, Taunt) {
		t.Error("Troll came back with its old power, armor or keywords")
	}
}

// Rulebook: Glossary – Capture, Steal, Exalt, Move: captured Æmber comes
// from the opponent's pool; stolen Æmber moves pool to pool (as much as
// there is); exalted Æmber comes from the supply; Æmber on a creature that
// leaves play goes to its controller's opponent.
func TestRuleAemberMovements(t *testing.T) {
	tests := []struct {
		name     string
		effects  []Effect
		want     [2]int // pools after
		wantOnTr int    // on Troll
	}{
		{"capture 2", []Effect{{Kind: EffCapture, N: 2, Card: ref("troll")}}, [2]int{1, 1}, 2},
		{"capture more than there is", []Effect{{Kind: EffCapture, N: 5, Card: ref("troll")}}, [2]int{1, 0}, 3},
		{"steal 2", []Effect{{Kind: EffSteal, N: 2}}, [2]int{3, 1}, 0},
		{"the opponent steals more than there is", []Effect{{Kind: EffSteal, N: 4, Opponent: true}}, [2]int{0, 4}, 0},
		{"exalt twice", []Effect{{Kind: EffExalt, Card: ref("troll")}, {Kind: EffExalt, Card: ref("troll")}}, [2]int{1, 3}, 2},
		{"exalt then move to the pool", []Effect{{Kind: EffExalt, Card: ref("troll")}, {Kind: EffMove, N: 1, Card: ref("troll")}}, [2]int{2, 3}, 0},
		{"exalted Æmber goes to the opponent when it leaves play", []Effect{{Kind: EffExalt, Card: ref("troll")}, {Kind: EffDestroy, Card: ref("troll")}}, [2]int{1, 4}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, []string{"troll"}, nil)
			tr := s.creature(0, "troll")
			s.g.p[0].aember, s.g.p[1].aember = 1, 3
			s.house("brobnar")
			for _, e := range tc.effects {
				s.wantRules(s.effect(e), "")
			}
			s.wantAember(0, tc.want[0])
			s.wantAember(1, tc.want[1])
			if got := int(s.g.cards[tr].aember); got != tc.wantOnTr {
				t.Errorf("Troll holds %d, want %d", got, tc.wantOnTr)
			}
		})
	}
}

// Rulebook: Glossary – Stun: a stunned creature's next use only exhausts
// it and removes the stun, even a fight with no enemy creature to fight;
// a stunned creature cannot be stunned again (one use frees it).
func TestRuleStunCases(t *testing.T) {
	s := fightScen(t, []string{"troll"}, nil)
	tr := s.creature(0, "troll")
	s.house("brobnar")
	s.effect(Effect{Kind: EffStun, Card: ref("troll")})
	s.effect(Effect{Kind: EffStun, Card: ref("troll")})
	s.wantRules(s.fight("troll", "urchin"), "") // the use is the unstun, not a fight
	if c := s.g.cards[tr]; c.has(flStunned) || !c.has(flExhausted) {
		t.Error("not unstunned and exhausted")
	}
	s.effect(Effect{Kind: EffReady, Card: ref("troll")})
	before := s.aember(0)
	s.wantRules(s.reap("troll"), "")
	s.wantAember(0, before+1)
}

// Rulebook: Glossary – Enrage: an enraged creature must fight when used,
// if able: with no enemy creature it may reap.
func TestRuleEnrageOnlyIfAble(t *testing.T) {
	s := fightScen(t, []string{"troll"}, nil)
	tr := s.creature(0, "troll")
	s.house("brobnar")
	s.effect(Effect{Kind: EffEnrage, Card: ref("troll")})
	s.wantRules(s.reap("troll"), "")
	if !s.g.cards[tr].has(flEnraged) {
		t.Error("a reap removed the enrage counter")
	}
}

// Rulebook: Glossary – Power Counters (Other Counters): power counters add
// to power; removing more than there are removes those there are.
func TestRulePowerCounters(t *testing.T) {
	s := fightScen(t, []string{"troll"}, nil)
	tr := s.creature(0, "troll")
	s.house("brobnar")
	s.effect(Effect{Kind: EffPower, N: 3, Card: ref("troll")})
	if s.g.power(tr) != 11 {
		t.Errorf("power %d, want 11", s.g.power(tr))
	}
	s.effect(Effect{Kind: EffPower, N: -5, Card: ref("troll")})
	if s.g.power(tr) != 8 || s.g.cards[tr].counters != 0 {
		t.Errorf("power %d counters %d, want 8 and 0", s.g.power(tr), s.g.cards[tr].counters)
	}
}

// Rulebook: Glossary – Control: a creature whose control changes goes to a
// flank of its new controller's battleline; when it leaves play its Æmber
// goes to its controller's opponent and the card to its owner's zone.
func TestRuleControlChange(t *testing.T) {
	s := fightScen(t, []string{"troll"}, []string{"silvertooth"})
	s.creature(0, "troll")
	st := s.creature(1, "silvertooth")
	s.g.cards[st].aember = 2
	s.g.p[0].aember, s.g.p[1].aember = 0, 0
	s.house("brobnar")
	s.effect(Effect{Kind: EffControl, Card: ref("silvertooth")})
	if line := s.g.p[0].line; len(line) != 2 || line[1] != st || len(s.g.p[1].line) != 0 {
		t.Fatalf("Alice's battleline %v, Bob's %v", line, s.g.p[1].line)
	}
	s.effect(Effect{Kind: EffReturn, Card: ref("silvertooth")})
	s.wantAember(1, 2) // Alice controlled it: her opponent gets the Æmber
	s.wantZone(st, ZoneHand)
	if indexOf(s.g.p[1].hand, st) < 0 {
		t.Error("Silvertooth is not in its owner's hand")
	}
}

// Rulebook: Glossary – Purge: a purged card is removed from the game,
// beneath its owner's identity card; its upgrades are discarded.
func TestRulePurge(t *testing.T) {
	s := fightScen(t, []string{"protect-the-weak", "krump"}, []string{"silvertooth"})
	st := s.creature(1, "silvertooth")
	u := s.hand(0, "protect-the-weak")
	k := s.hand(0, "krump")
	s.house("sanctum")
	s.do(Action{Verb: VerbPlay, Card: ref("protect-the-weak"), Target: ref("silvertooth")})
	s.effect(Effect{Kind: EffPurge, Card: ref("silvertooth")})
	s.wantZone(st, ZonePurged)
	s.wantZone(u, ZoneDiscard)
	if len(s.g.p[1].purged) != 1 || s.g.p[1].purged[0] != st {
		t.Error("Silvertooth is not among Bob's purged cards")
	}
	s.effect(Effect{Kind: EffPurge, Card: ref("krump")}) // from hand
	s.wantZone(k, ZonePurged)
}

// Rulebook: Glossary – Haunted: 10 or more cards in the discard pile; a
// deck reset from the discard pile ends it.
func TestRuleHaunted(t *testing.T) {
	s := fightScen(t, nil, nil)
	s.house("brobnar")
	s.effect(Effect{Kind: EffDiscardTop, N: 9})
	if s.g.Haunted(0) || s.g.Haunted(1) {
		t.Fatal("haunted with 9 cards")
	}
	s.effect(Effect{Kind: EffDiscardTop, N: 1})
	if !s.g.Haunted(0) || s.g.Haunted(1) {
		t.Fatal("Alice not haunted with 10 cards, or Bob haunted")
	}
	p := &s.g.p[0]
	s.effect(Effect{Kind: EffDiscardTop, N: p.deckSize()})
	s.effect(Effect{Kind: EffDraw, N: 1}) // the deck is reset from the discard pile
	if s.g.Haunted(0) || len(p.discard) != 0 {
		t.Errorf("haunted %v with %d cards in discard", s.g.Haunted(0), len(p.discard))
	}
}

// Rulebook: Tide: "Omni: Raise the tide. Gain 3 chains." The tide becomes
// high for the player and low for the opponent; a player for whom it is
// high cannot raise it. The rules' omni uses no card (alpha still allows a
// play after it, see TestRuleAlphaCases).
func TestRuleTide(t *testing.T) {
	s := fightScen(t, nil, nil)
	s.house("brobnar")
	out := s.do(Action{Verb: VerbTide})
	s.wantRules(out, "")
	if !s.g.p[0].tide || s.g.p[1].tide || s.g.p[0].chains != 3 || !hasEvent(out, EvTide) {
		t.Fatalf("tide %v/%v chains %d", s.g.p[0].tide, s.g.p[1].tide, s.g.p[0].chains)
	}
	s.wantRules(s.do(Action{Verb: VerbTide}), "tide-chains") // already high
	s.end()
	s.house("shadows")
	s.wantRules(s.do(Action{Verb: VerbTide}), "")
	if s.g.p[0].tide || !s.g.p[1].tide || s.g.p[1].chains != 3 {
		t.Errorf("after Bob raised it: tide %v/%v, Bob's chains %d", s.g.p[0].tide, s.g.p[1].tide, s.g.p[1].chains)
	}
	if v := s.g.View(); v.Tide != 1 {
		t.Errorf("view tide %d, want 1", v.Tide)
	}
}

// Rulebook: Chains: 1–6 draw 1 fewer card, 7–12 two, 13–18 three, 19–24
// four; a chain is shed each time the penalty stops a draw.
func TestRuleChainTable(t *testing.T) {
	for _, tc := range []struct{ chains, pen int }{
		{0, 0}, {1, 1}, {6, 1}, {7, 2}, {12, 2}, {13, 3}, {18, 3}, {19, 4}, {24, 4},
	} {
		if got := chainPenalty(tc.chains); got != tc.pen {
			t.Errorf("%d chains: penalty %d, want %d", tc.chains, got, tc.pen)
		}
	}
	for _, tc := range []struct{ chains, hand, wantHand, wantChains int }{
		{13, 0, 3, 12},
		{18, 2, 3, 17},
		{19, 0, 2, 18},
		{1, 6, 6, 1}, // no draw: no shed
		{1, 5, 5, 0},
	} {
		s := fightScen(t, nil, nil)
		p := &s.g.p[0]
		for p.handUnknown > tc.hand {
			p.handUnknown--
			p.deckUnknown++
		}
		p.chains = tc.chains
		s.house("brobnar")
		s.end()
		if p.handSize() != tc.wantHand || p.chains != tc.wantChains {
			t.Errorf("%d chains, %d cards: hand %d chains %d, want %d and %d", tc.chains, tc.hand, p.handSize(), p.chains, tc.wantHand, tc.wantChains)
		}
	}
}

// Rulebook: Step 5 – Draw Cards: a player who must draw from an empty deck
// shuffles the discard pile into a new deck, at any time, not only in
// step 5.
func TestRuleEmptyDeckAnyDraw(t *testing.T) {
	s := fightScen(t, nil, nil)
	s.house("brobnar")
	p := &s.g.p[0]
	s.effect(Effect{Kind: EffDiscardTop, N: p.deckSize()})
	n := len(p.discard)
	hand := p.handSize()
	s.effect(Effect{Kind: EffDraw, N: 2})
	if p.handSize() != hand+2 || len(p.discard) != 0 || p.deckSize() != n-2 {
		t.Errorf("hand %d deck %d discard %d", p.handSize(), p.deckSize(), len(p.discard))
	}
}

// Rulebook: Step 5 – "Check!": announced when the player ends the turn
// able to afford a key at its current cost.
func TestRuleCheckAtCurrentCost(t *testing.T) {
	for _, tc := range []struct {
		aember, mod int
		want        bool
	}{{6, 0, true}, {5, 0, false}, {6, 1, false}, {7, 1, true}, {4, -2, true}} {
		s := fightScen(t, nil, nil)
		s.house("brobnar")
		s.g.p[0].aember = tc.aember
		if tc.mod != 0 {
			s.effect(Effect{Kind: EffKeyCost, N: tc.mod, Duration: UntilNextTurn})
		}
		if got := hasEvent(s.end(), EvKeyCheck); got != tc.want {
			t.Errorf("%d Æmber, cost %+d: check! %v, want %v", tc.aember, tc.mod, got, tc.want)
		}
	}
}

// Rulebook: Constant Abilities: active while the card is in play (even
// exhausted), recomputed as the game changes, gone when it leaves play.
func TestRuleConstantAbilities(t *testing.T) {
	s := fightScen(t, []string{"staunch-knight", "troll", "krump"}, []string{"barrister-joya"})
	k := s.creature(0, "staunch-knight")
	s.creature(0, "troll")
	s.creature(1, "barrister-joya")
	s.house("brobnar")
	s.g.enterBattleline(s.take(0, "krump"), 0, FlankLeft, 0, true) // Knight in the middle
	if s.g.power(k) != 4 {
		t.Errorf("in the middle: power %d, want 4", s.g.power(k))
	}
	s.effect(Effect{Kind: EffReturn, Card: ref("troll")}) // on a flank again
	if s.g.power(k) != 6 {
		t.Errorf("on the flank again: power %d, want 6", s.g.power(k))
	}
	s.effect(Effect{Kind: EffExhaust, Card: ref("barrister-joya")})
	s.wantRules(s.reap("krump"), "restricted") // exhausted, still active
	s.effect(Effect{Kind: EffDestroy, Card: ref("barrister-joya")})
	s.effect(Effect{Kind: EffReady, Card: ref("krump")})
	s.wantRules(s.reap("krump"), "") // gone with its card
}

// Rulebook: Replacement Effects: an "instead" replaces what would happen:
// a ward is removed instead of the damage or the destruction, a stunned
// creature's use is the stun's removal instead, Bad Penny goes to hand
// instead of the discard pile.
func TestRuleReplacementEffects(t *testing.T) {
	s := fightScen(t, []string{"troll", "bad-penny"}, nil)
	tr := s.creature(0, "troll")
	bp := s.creature(0, "bad-penny")
	s.house("brobnar")
	s.effect(Effect{Kind: EffWard, Card: ref("troll")})
	out := s.effect(Effect{Kind: EffDamage, N: 3, Card: ref("troll")})
	if hasEvent(out, EvDamage) {
		t.Error("a ward did not replace the damage")
	}
	s.wantDamage(tr, 0)
	s.effect(Effect{Kind: EffStun, Card: ref("troll")})
	before := s.aember(0)
	if out := s.reap("troll"); hasEvent(out, EvReap) {
		t.Error("the reap happened despite the stun")
	}
	s.wantAember(0, before)
	out = s.effect(Effect{Kind: EffDestroy, Card: ref("bad-penny")})
	s.wantZone(bp, ZoneHand)
	if !hasEvent(out, EvDestroyed) {
		t.Error("Bad Penny was not destroyed (its replacement only changes where it goes)")
	}
}

// Rulebook: Lasting Effects: "for the remainder of the turn" ends with the
// turn; "until the end of the next turn" (next) lasts through the
// opponent's turn; an effect with no duration lasts while its card is in
// play; a lasting effect persists when its source leaves play.
func TestRuleLastingEffectDurations(t *testing.T) {
	tests := []struct {
		d    Duration
		want [3]bool // elusive at the end of this turn, the next, the one after
	}{
		{UntilTurnEnd, [3]bool{false, false, false}},
		{UntilNextTurn, [3]bool{true, false, false}},
		{UntilNone, [3]bool{true, true, true}},
	}
	for _, tc := range tests {
		t.Run("duration "+tc.d.String(), func(t *testing.T) {
			s := fightScen(t, []string{"troll"}, nil)
			tr := s.creature(0, "troll")
			s.house("brobnar")
			s.effect(Effect{Kind: EffGiveKeyword, Keyword: Elusive, Card: ref("troll"), Duration: tc.d})
			if !s.g.hasKeyword(tr, Elusive) {
				t.Fatal("not elusive at once")
			}
			for i := range 3 {
				s.end()
				if got := s.g.hasKeyword(tr, Elusive); got != tc.want[i] {
					t.Errorf("after %d ends: elusive %v, want %v", i+1, got, tc.want[i])
				}
			}
		})
	}
	// Warsong's effect outlives the action card and applies to a creature
	// that enters play after it.
	s := fightScen(t, []string{"warsong", "troll"}, []string{"urchin", "silvertooth"})
	s.creature(1, "urchin")
	s.creature(1, "silvertooth")
	s.hand(0, "warsong")
	s.house("brobnar")
	s.play("warsong")
	tr := s.creature(0, "troll")
	before := s.aember(0)
	s.fight("troll", "silvertooth")
	s.wantAember(0, before+1)
	s.wantZone(tr, ZoneBattleline)
}

// Violations without another test: using a card the player does not
// control or that is not in play, a choice nobody asked for, and naming
// more refill draws than the refill drew.
func TestRuleOtherViolations(t *testing.T) {
	t.Run("not-controller", func(t *testing.T) {
		s := fightScen(t, nil, []string{"troll"})
		s.creature(1, "troll")
		s.house("brobnar")
		s.wantRules(s.reap("troll"), "not-controller")
	})
	t.Run("not-in-play", func(t *testing.T) {
		s := fightScen(t, []string{"troll"}, nil)
		s.house("brobnar")
		s.wantRules(s.reap("troll"), "not-in-play")
	})
	t.Run("choice-unexpected", func(t *testing.T) {
		s := fightScen(t, []string{"troll"}, nil)
		s.creature(0, "troll")
		s.house("brobnar")
		s.wantRules(s.choose("troll"), "choice-unexpected")
	})
	t.Run("hand-refill", func(t *testing.T) {
		alice := testDeck(aliceHouses)
		alice.Cards[35].CardID = "krump"
		s := newScenSetup(t, Setup{Players: [2]PlayerSetup{{Name: "Alice", Deck: alice}, {Name: "Bob", Deck: testDeck(bobHouses)}}})
		p := &s.g.p[0]
		for p.handUnknown > 0 { // the table knows Alice's whole hand
			id := s.g.anyUnknown(0)
			s.g.detach(id, ZoneHand)
			s.g.put(id, ZoneHand)
		}
		s.house("brobnar")
		s.end() // Alice holds 7: she draws nothing
		s.wantRules(s.do(Action{Verb: VerbDraw, Player: 0, Cards: []CardRef{ref("krump")}}), "hand-refill")
		if p.handSize() != 8 {
			t.Errorf("hand %d, want 8 (the extra card is drawn as recorded)", p.handSize())
		}
	})
}

// Determinism: the same setup and the same actions give the same state
// hash after every action, in two separately built games.
func TestRuleHashDeterminism(t *testing.T) {
	acts := []Action{
		{Verb: VerbHouse, House: "brobnar"},
		{Verb: VerbPlay, Card: ref("troll")},
		{Verb: VerbEnd},
		{Verb: VerbHouse, House: "shadows"},
		{Verb: VerbPlay, Card: ref("urchin")},
		{Verb: VerbEnd},
		{Verb: VerbHouse, House: "brobnar"},
		{Verb: VerbFight, Card: ref("troll"), Target: ref("urchin")},
		{Verb: VerbEffect, Effect: &Effect{Kind: EffDamage, N: 2, Card: ref("troll"), Player: NoPlayer}},
		{Verb: VerbEnd},
	}
	run := func() []uint64 {
		s := newScen(t, []string{"troll"}, []string{"urchin"})
		var hs []uint64
		for _, a := range acts {
			s.do(a)
			hs = append(hs, s.g.Hash())
		}
		return hs
	}
	a, b := run(), run()
	seen := map[uint64]bool{}
	for i := range a {
		if a[i] != b[i] {
			t.Errorf("action %d: hashes %x and %x", i, a[i], b[i])
		}
		seen[a[i]] = true
	}
	if len(seen) < len(a)-1 {
		t.Errorf("only %d distinct hashes over %d changing actions", len(seen), len(a))
	}
}

func init() {
	testCards["pitlord"] = &CardDef{ID: "pitlord", Name: "Pitlord", House: "dis", Type: TypeCreature, Power: 9, Amber: 2,
		Keywords: []KeywordValue{{Taunt, 0}}}
}

// Rulebook: Glossary – House Choice and Cannot vs Must/May (the Pitlord
// example): a card's "must choose" binds its controller; a house the rules
// say cannot be chosen is not a must ("cannot" takes precedence).
func TestRuleHouseCannotBeatsMust(t *testing.T) {
	t.Run("Pitlord's controller must choose Dis", func(t *testing.T) {
		s := fightScen(t, []string{"pitlord"}, nil)
		s.creature(0, "pitlord")
		s.wantRules(s.house("brobnar"), "house-must")
		s.end()
		s.wantRules(s.house("shadows"), "") // it does not bind the opponent
		s.end()
		s.wantRules(s.house("dis"), "")
	})
	t.Run("control of a Dis Pitlord makes Dis legal, so it is a must", func(t *testing.T) {
		s := fightScen(t, nil, []string{"pitlord"})
		s.creature(1, "pitlord")
		s.end()
		s.wantRules(s.house("shadows"), "house-must")
		s.end()
		s.wantRules(s.house("brobnar"), "") // Alice is not bound by Bob's Pitlord
		s.effect(Effect{Kind: EffControl, Card: ref("pitlord")})
		s.end()
		s.wantRules(s.house("logos"), "") // Bob no longer controls it
	})
	t.Run("a maverick Pitlord in a deck without Dis (FAQ Pitlord)", func(t *testing.T) {
		bob := testDeck(bobHouses, "pitlord")
		bob.Cards[0].House = "logos"
		s := newScenSetup(t, Setup{Players: [2]PlayerSetup{{Name: "Alice", Deck: testDeck(aliceHouses)}, {Name: "Bob", Deck: bob}}})
		s.end()
		s.creature(1, "pitlord")
		s.wantRules(s.house("untamed"), "") // Dis cannot be chosen: the must is ignored
		s.end()
		s.end()
		s.wantRules(s.house("dis"), "house-choice")
	})
	t.Run("a log that omits the house chooses the card's", func(t *testing.T) {
		s := fightScen(t, []string{"pitlord", "troll"}, nil)
		s.creature(0, "pitlord")
		s.hand(0, "troll")
		s.wantRules(s.play("troll"), "house-must")
	})
}
