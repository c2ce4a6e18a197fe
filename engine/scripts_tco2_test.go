package engine

import "testing"

// Tests of scripts_tco2.go (and of the declared effects the shared TCO
// logs showed the engine misreading): each card on a board, and the state
// after it.

func init() { t2AddCards() }

// t2AddCards adds the facts (keyteki packs) of the cards these tests use.
func t2AddCards() {
	add := func(id, name string, h House, t CardType, power, amber int, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Amber: amber, Keywords: kws}
	}
	add("the-sting", "The Sting", "shadows", TypeArtifact, 0, 1)
	add("musthic-murmook", "Musthic Murmook", "untamed", TypeCreature, 4, 0)
	add("crash-muldoon", "Crash Muldoon", "staralliance", TypeCreature, 3, 0, KeywordValue{Deploy, 0})
	add("bonesaw", "Bonesaw", "dis", TypeCreature, 5, 0)
	add("tantadlin", "Tantadlin", "untamed", TypeCreature, 9, 0)
	add("knoxx", "Knoxx", "untamed", TypeCreature, 3, 0)
	add("cwo-tucheay", "CWO Tucheay", "staralliance", TypeCreature, 3, 0)
	add("praefectus-ludo", "Praefectus Ludo", "saurian", TypeCreature, 5, 0)
	add("quadracorder", "Quadracorder", "staralliance", TypeUpgrade, 0, 0)
	add("eater-of-the-dead", "Eater of the Dead", "dis", TypeCreature, 4, 0)
	add("centurion-stenopius", "Centurion Stenopius", "saurian", TypeCreature, 3, 0)
	testCards["praefectus-ludo"].Traits = []string{"Dinosaur", "Politician"}
}

// t2Exhausted fails unless card id's exhausted flag is want.
func (s *scen) t2Exhausted(id int16, want bool) {
	s.t.Helper()
	if got := s.g.cards[id].has(flExhausted); got != want {
		s.t.Errorf("%s exhausted: %v, want %v", s.g.name(id), got, want)
	}
}

// t2KeyCosts fails unless Alice's and Bob's keys cost alice and bob.
func (s *scen) t2KeyCosts(alice, bob int) {
	s.t.Helper()
	if a, b := s.g.KeyCost(0), s.g.KeyCost(1); a != alice || b != bob {
		s.t.Errorf("key costs %d and %d, want %d and %d", a, b, alice, bob)
	}
}

// The Sting: "Skip your “forge a key” step." Its controller does not
// forge with enough Æmber (no forge-mandatory); the opponent still must.
func TestTco2TheSting(t *testing.T) {
	s := fightScen(t, nil, []string{"the-sting"})
	s.artifact(1, "the-sting")
	s.g.p[1].aember = 9
	s.house("brobnar")
	s.end()
	s.wantRules(s.house("logos"), "") // Bob's step 1 is skipped
	if s.g.p[1].keyCount() != 0 || s.aember(1) != 9 {
		t.Errorf("Bob forged: keys %d, Æmber %d", s.g.p[1].keyCount(), s.aember(1))
	}
	s.end()
	s.g.p[0].aember = 6
	s.wantRules(s.do(Action{Verb: VerbEffect, Effect: &Effect{Kind: EffNoForge, Player: 0}}), "forge-mandatory")
}

// Musthic Murmook: "Each player’s keys cost +1A."
func TestTco2MusthicMurmook(t *testing.T) {
	s := fightScen(t, []string{"musthic-murmook"}, nil)
	s.t2KeyCosts(6, 6)
	m := s.creature(0, "musthic-murmook")
	s.t2KeyCosts(7, 7)
	s.g.destroy(m)
	s.g.sweep()
	s.t2KeyCosts(6, 6)
}

// Crash Muldoon: "Crash Muldoon enters play ready."; Bonesaw: "If a
// friendly creature was destroyed this turn, Bonesaw enters play ready."
// (an enemy creature destroyed does not count; the next turn forgets).
func TestTco2EntersReady(t *testing.T) {
	for _, tc := range []struct {
		name      string
		card      string
		destroyed int8 // whose creature is destroyed before the play, -1 none
		ready     bool
	}{
		{"crash-muldoon", "crash-muldoon", -1, true},
		{"bonesaw-nothing-destroyed", "bonesaw", -1, false},
		{"bonesaw-friendly-destroyed", "bonesaw", 0, true},
		{"bonesaw-enemy-destroyed", "bonesaw", 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, []string{tc.card, "krump"}, []string{"troll"})
			k := s.creature(0, "krump")
			tr := s.creature(1, "troll")
			switch tc.destroyed {
			case 0:
				s.g.destroy(k)
			case 1:
				s.g.destroy(tr)
			}
			s.g.sweep()
			s.hand(0, tc.card)
			s.house(testCards[tc.card].House)
			s.play(tc.card)
			id := s.g.p[0].line[len(s.g.p[0].line)-1]
			s.t2Exhausted(id, !tc.ready)
		})
	}
	// The turn after a destruction, Bonesaw enters exhausted again.
	s := fightScen(t, []string{"bonesaw", "krump"}, nil)
	s.g.destroy(s.creature(0, "krump"))
	s.g.sweep()
	s.house("dis")
	s.end()
	s.house("logos")
	s.end()
	s.hand(0, "bonesaw")
	s.house("dis")
	s.play("bonesaw")
	s.t2Exhausted(s.g.p[0].line[0], true)
}

// Tantadlin: "Tantadlin only deals 2D when fighting." Attacking and
// attacked, its 9 power deals 2.
func TestTco2Tantadlin(t *testing.T) {
	s := fightScen(t, []string{"krump"}, []string{"tantadlin"})
	k := s.creature(0, "krump")
	ta := s.creature(1, "tantadlin")
	s.house("brobnar")
	s.wantRules(s.fight("krump", "tantadlin"), "")
	s.wantDamage(k, 2)
	s.wantDamage(ta, 6)

	s = fightScen(t, []string{"tantadlin"}, []string{"troll"})
	ta = s.creature(0, "tantadlin")
	tr := s.creature(1, "troll")
	s.house("untamed")
	s.wantRules(s.fight("tantadlin", "troll"), "")
	s.wantDamage(tr, 2)
	s.wantDamage(ta, 8)
}

// Knoxx: "Knoxx gets +3 power for each neighbor it has."
func TestTco2Knoxx(t *testing.T) {
	s := fightScen(t, []string{"knoxx", "krump", "troll"}, nil)
	kx := s.creature(0, "knoxx")
	s.wantInt("power alone", s.g.power(kx), 3)
	s.creature(0, "krump")
	s.wantInt("power with one neighbor", s.g.power(kx), 6)
	s.g.enterBattleline(s.take(0, "troll"), 0, FlankLeft, 0, true)
	s.wantInt("power with two neighbors", s.g.power(kx), 9)
}

// A declared "use" of an exhausted creature (CWO Tucheay: "Fully heal and
// use a friendly creature", on one that reaped) does nothing, and breaks
// no rule: the ability may choose it (Golden Rule).
func TestTco2DeclaredUseOfExhausted(t *testing.T) {
	s := fightScen(t, []string{"krump"}, nil)
	k := s.creature(0, "krump")
	s.house("brobnar")
	s.reap("krump")
	before := s.aember(0)
	s.wantRules(s.effect(Effect{Kind: EffUse, Card: CardRef{ID: "krump"}}), "")
	s.wantInt("Æmber (no second reap)", s.aember(0), before)
	s.t2Exhausted(k, true)
}

// Praefectus Ludo's "Destroyed: Move each A from this creature to the
// common supply" resolves as the creature is destroyed; the log's line
// for it, after the destruction, finds it gone and breaks no rule. A
// creature that did not just leave play is still not in play.
func TestTco2SupplyAfterDestroyed(t *testing.T) {
	s := fightScen(t, []string{"praefectus-ludo", "krump"}, nil)
	s.creature(0, "praefectus-ludo")
	k := s.creature(0, "krump")
	s.g.cards[k].aember = 2
	s.house("brobnar")
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "krump"}}), "")
	s.wantRules(s.effect(Effect{Kind: EffSupply, N: 2, Card: CardRef{ID: "krump"}}), "")
	s.wantAember(1, 0)
	s.reap("praefectus-ludo") // a new action: Krump no longer just left
	s.wantRules(s.effect(Effect{Kind: EffSupply, N: 2, Card: CardRef{ID: "krump"}}), "not-a-creature")
}

// Poltergeist: "Use an artifact controlled by any player as if it were
// yours. Destroy that artifact." TCO logs "use Screechbomb and destroy
// it", then the use's "sacrifice Screechbomb": the sacrifice finds the
// artifact gone, and breaks no rule; a card that never was in play still
// does.
func TestTco2DestroyedTwice(t *testing.T) {
	s := fightScen(t, nil, []string{"the-sting"})
	st := s.artifact(1, "the-sting")
	s.house("brobnar")
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "the-sting"}}), "")
	s.wantZone(st, ZoneDiscard)
	s.wantRules(s.effect(Effect{Kind: EffSacrifice, Card: CardRef{ID: "the-sting"}}), "")
	s.end() // a new action: the artifact no longer just left play
	s.wantRules(s.effect(Effect{Kind: EffSacrifice, Card: CardRef{ID: "the-sting"}}), "effect-target")
}

// Quadracorder: "Your opponent’s keys cost +1A for each house represented
// among friendly creatures (to a maximum of 3)." Friendly is its
// controller's, the player who played it, also on an enemy creature.
func TestTco2Quadracorder(t *testing.T) {
	for _, tc := range []struct {
		name    string
		friends []string // Alice's creatures
		bobs    int      // Bob's key cost
	}{
		{"one house", []string{"krump", "troll"}, 7},
		{"two houses", []string{"krump", "bonesaw"}, 8},
		{"four houses, at most 3", []string{"krump", "bonesaw", "crash-muldoon", "knoxx"}, 9},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, append([]string{"quadracorder"}, tc.friends...), []string{"urchin"})
			for _, id := range tc.friends {
				s.creature(0, id)
			}
			u := s.take(0, "quadracorder")
			s.g.enterPlay(u, 0, ZoneUpgrade)
			s.g.cards[u].parent = s.creature(1, "urchin") // on Bob's creature
			s.t2KeyCosts(6, tc.bobs)
		})
	}
}

// Centurion Stenopius: "Centurion Stenopius gets +3 power for each A on
// it." The log declares the exalt.
func TestTco2CenturionStenopius(t *testing.T) {
	s := fightScen(t, []string{"centurion-stenopius"}, nil)
	cs := s.creature(0, "centurion-stenopius")
	s.wantInt("power with no Æmber", s.g.power(cs), 3)
	s.house("saurian")
	s.wantRules(s.effect(Effect{Kind: EffExalt, Card: CardRef{ID: "centurion-stenopius"}}), "")
	s.wantInt("power with 1 Æmber", s.g.power(cs), 6)
}
