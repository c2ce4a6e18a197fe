package engine

import "testing"

// Tests of declared_check.go: a declared effect of a card whose ability
// the engine resolves is a check of what the ability did.

func init() {
	// Riddle has ability text and no script, hand-written or compiled: the
	// log is the only account of what it does.
	testCards["dc-riddle"] = &CardDef{ID: "dc-riddle", Name: "Riddle", House: "shadows", Type: TypeAction,
		Text: "Play: Answer the riddle no compiler knows."}
}

// dcScen is Bob's second turn, shadows chosen, with Alice holding aember
// Æmber and Troll and Krump in play.
func dcScen(t *testing.T, aember int, bob ...string) *scen {
	t.Helper()
	s := fightScen(t, []string{"troll", "krump", "bumpsy"}, bob)
	s.end() // Alice's second turn ends: Bob's begins
	s.creature(0, "troll")
	s.creature(0, "krump")
	s.g.p[0].aember = aember
	s.house("shadows")
	return s
}

func TestDeclaredEffectChecksTheAbility(t *testing.T) {
	tests := []struct {
		name       string
		declared   Effect
		rules      string
		alice, bob int
	}{
		// Urchin: "Play: Steal 1A." The line states what the engine did.
		{"the same steal", Effect{Kind: EffSteal, Player: 1, N: 1}, "", 2, 1},
		// The amount left out agrees with any.
		{"a steal without amount", Effect{Kind: EffSteal, Player: 1}, "", 2, 1},
		// The same change with another amount: flagged, and not applied
		// again: the ability's result stands.
		{"another amount", Effect{Kind: EffSteal, Player: 1, N: 2}, "effect-differs", 2, 1},
		// Something the ability did not do is applied as the log says: it
		// may be another card's, the engine does not know.
		{"another change", Effect{Kind: EffGain, Player: 1, N: 2}, "", 2, 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := dcScen(t, 3, "urchin")
			s.hand(1, "urchin")
			s.wantRules(s.play("urchin"), "")
			s.wantAember(0, 2)
			s.wantAember(1, 1)
			s.wantRules(s.effect(tc.declared), tc.rules)
			s.wantAember(0, tc.alice)
			s.wantAember(1, tc.bob)
		})
	}
}

// A declared effect after a card the engine does not script is applied:
// it is the only account of what the card did.
func TestDeclaredEffectOfAnUnscriptedCardApplies(t *testing.T) {
	s := dcScen(t, 3, "dc-riddle")
	s.hand(1, "dc-riddle")
	s.wantRules(s.play("dc-riddle"), "")
	s.wantRules(s.effect(Effect{Kind: EffSteal, Player: 1, N: 1}), "")
	s.wantAember(0, 2)
	s.wantAember(1, 1)
}

// A ledger entry is consumed once: the same line twice is the second
// time something the ability did not do.
func TestDeclaredEffectConsumesOnce(t *testing.T) {
	s := dcScen(t, 3, "urchin")
	s.hand(1, "urchin")
	s.play("urchin")
	s.wantRules(s.effect(Effect{Kind: EffSteal, Player: 1, N: 1}), "")
	s.wantRules(s.effect(Effect{Kind: EffSteal, Player: 1, N: 1}), "")
	s.wantAember(0, 1)
	s.wantAember(1, 2)
}

// Lights Out: "Play: Return 2 enemy creatures to their owner's hand." With
// three enemy creatures the ability waits for its choice; the declared
// effects name the creatures. The first is the answer (a step takes the
// cards a line names: here one), then the check; the second, which the
// ability then did not do, is applied as declared. Either way the two
// creatures named, and only they, go back to hand.
func TestDeclaredEffectAnswersTheChoice(t *testing.T) {
	s := dcScen(t, 0, "lights-out")
	tr, kr := s.g.p[0].line[0], s.g.p[0].line[1]
	bu := s.creature(0, "bumpsy")
	s.hand(1, "lights-out")
	s.wantRules(s.play("lights-out"), "")
	if _, waiting := s.g.Waiting(); !waiting {
		t.Fatal("Lights Out chose by itself among three creatures")
	}
	s.wantRules(s.effect(Effect{Kind: EffReturn, Card: CardRef{ID: "troll"}}), "")
	s.wantRules(s.effect(Effect{Kind: EffReturn, Card: CardRef{ID: "bumpsy"}}), "")
	if _, waiting := s.g.Waiting(); waiting {
		t.Fatal("still waiting after both creatures were named")
	}
	s.wantZone(tr, ZoneHand)
	s.wantZone(bu, ZoneHand)
	s.wantZone(kr, ZoneBattleline)
}

// Lash Out ("Play: If you are haunted, deal 3D to a creature with 3D
// splash. Otherwise, deal 3D to a creature.") is compiled from its text.
// In a game that resolves it, the log's "> damage Krump 3" checks it; in
// one that resolves hand-written scripts only (Setup.HandOnly, as TCO
// imports do), the line is what deals the damage. Either way Krump has 3
// damage, never 6.
func TestHandOnlyAppliesCompiledCardsEffects(t *testing.T) {
	if generatedScript("lash-out") == nil {
		t.Fatal("fixture: Lash Out has no compiled script")
	}
	for _, handOnly := range []bool{false, true} {
		s := newScenSetup(t, Setup{HandOnly: handOnly, Players: [2]PlayerSetup{
			{Name: "Alice", Deck: testDeck(aliceHouses, "lash-out", "troll")},
			{Name: "Bob", Deck: testDeck(bobHouses, "krump", "silvertooth")},
		}})
		s.end()
		s.end()
		kr := s.creature(1, "krump")
		s.hand(0, "lash-out")
		s.house("brobnar")
		s.play("lash-out") // one creature in play: no choice
		if got := s.g.cards[kr].damage; (handOnly && got != 0) || (!handOnly && got != 3) {
			t.Errorf("HandOnly %v: Krump has %d damage after the play", handOnly, got)
		}
		s.wantRules(s.effect(Effect{Kind: EffDamage, N: 3, Card: CardRef{ID: "krump"}}), "")
		s.wantDamage(kr, 3)
	}
}

// Damage a ward prevents was still dealt by the ability: the log's line
// for it is a check, and deals nothing more (Lash Out: "deal 3D to a
// creature"; Krump warded).
func TestDeclaredDamageThatAWardPrevented(t *testing.T) {
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{
		{Name: "Alice", Deck: testDeck(aliceHouses, "lash-out", "troll")},
		{Name: "Bob", Deck: testDeck(bobHouses, "krump", "silvertooth")},
	}})
	s.end()
	s.end()
	kr := s.creature(1, "krump")
	s.g.cards[kr].flags |= flWarded
	s.hand(0, "lash-out")
	s.house("brobnar")
	s.play("lash-out")
	s.wantDamage(kr, 0)
	s.wantRules(s.effect(Effect{Kind: EffDamage, N: 3, Card: CardRef{ID: "krump"}}), "")
	s.wantDamage(kr, 0)
}
