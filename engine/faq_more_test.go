package engine

import "testing"

// More FAQ rulings (rules/003, and the FAQ at the end of rules/000) that
// need only the scripted cards and declared effects. Each test names its
// FAQ entry; faq_test.go has the first ones.

// iconScen is enhancedScen with Alice's houses given.
func iconScen(t *testing.T, houses [3]House, id string, icons []Bonus, bob []string) *scen {
	t.Helper()
	return housesIconScen(t, houses, id, icons, nil, bob)
}

var shadowsHouses = [3]House{"shadows", "brobnar", "dis"}

// FAQ Alpha (Mimicry as Eureka): an alpha card may be the first thing done
// in step 3, not after another card was played this turn.
func TestFAQAlphaFirstThing(t *testing.T) {
	for _, first := range []bool{true, false} {
		s := fightScen(t, []string{"daat", "tocsin"}, nil)
		s.hand(0, "daat")
		s.hand(0, "tocsin")
		s.house("dis")
		want := ""
		if !first {
			s.play("tocsin")
			want = "alpha"
		}
		s.wantRules(s.play("daat"), want)
	}
}

// FAQ Bonus Icons (Maleficorn, Bonesaw): a creature is already in play,
// exhausted, when its bonus icons resolve; its damage icon may damage it
// (with no enemy creature it must go to a friendly one).
func TestFAQBonusIconsCreatureAlreadyInPlay(t *testing.T) {
	s := iconScen(t, aliceHouses, "troll", []Bonus{BonusDamage}, nil)
	s.house("brobnar")
	s.play("troll")
	if w, ok := s.g.Waiting(); !ok || w != "bonus-damage" {
		t.Fatalf("waiting %q %v", w, ok)
	}
	if c := s.g.cards[0]; c.zone != ZoneBattleline || !c.has(flExhausted) {
		t.Errorf("Troll is in %v, exhausted %v, while its icon resolves", c.zone, c.has(flExhausted))
	}
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(0, 1)
}

// FAQ Bonus Icons (Rad Penny): a damage icon that destroys the creature it
// is on does so before its "Play:" ability, which then does not resolve;
// its other icons still resolve (a draw icon after it).
func TestFAQBonusIconsRadPenny(t *testing.T) {
	for _, draw := range []bool{false, true} {
		icons := []Bonus{BonusDamage}
		if draw {
			icons = append(icons, BonusDraw)
		}
		s := iconScen(t, shadowsHouses, "urchin", icons, nil) // Urchin: 1 power, "Play: Steal 1A."
		s.g.p[1].aember = 3
		hand := s.g.p[0].handSize()
		s.house("shadows")
		s.play("urchin")
		s.wantRules(s.choose("urchin"), "")
		s.wantZone(0, ZoneDiscard)
		s.wantAember(1, 3) // no steal
		want := hand - 1
		if draw {
			want++
		}
		if got := s.g.p[0].handSize(); got != want {
			t.Errorf("draw icon %v: hand %d, want %d", draw, got, want)
		}
	}
}

// FAQ Bonus Icons (two damage icons and a ward): each icon resolves
// separately: the first removes the ward, the second destroys the
// 1-power creature.
func TestFAQBonusIconsTwoDamageIconsAndWard(t *testing.T) {
	s := iconScen(t, aliceHouses, "troll", []Bonus{BonusDamage, BonusDamage}, []string{"bad-penny"})
	bp := s.creature(1, "bad-penny")
	s.g.cards[bp].flags |= flWarded
	s.house("brobnar")
	s.play("troll")
	s.wantRules(s.choose("bad-penny"), "")
	s.wantZone(bp, ZoneBattleline)
	if s.g.cards[bp].has(flWarded) {
		t.Fatal("the first icon did not remove the ward")
	}
	s.wantRules(s.choose("bad-penny"), "")
	s.wantZone(bp, ZoneHand) // destroyed; Bad Penny returns to hand
}

// FAQ Elusive (Gabos Longarms attacks Æmber Imp): elusive prevents only
// the fight's power damage to and from the elusive creature; a "Before
// Fight:" ability still damages it (Firespitter deals 1 to each enemy
// creature, destroying the 1-power Urchin before the fight).
func TestFAQElusiveBeforeFightDamage(t *testing.T) {
	s := fightScen(t, []string{"firespitter"}, []string{"urchin"})
	f := s.creature(0, "firespitter")
	u := s.creature(1, "urchin")
	s.house("brobnar")
	s.wantRules(s.fight("firespitter", "urchin"), "")
	s.wantZone(u, ZoneDiscard)
	s.wantDamage(f, 0)
}

// FAQ Faygin (Urchin): a card leaving play goes to its owner's zone: the
// opponent's Urchin returned "to your hand" goes to its owner's hand.
func TestFAQFayginReturnsToOwner(t *testing.T) {
	s := fightScen(t, nil, []string{"urchin"})
	u := s.creature(1, "urchin")
	s.house("brobnar")
	s.effect(Effect{Kind: EffReturn, Card: ref("urchin")})
	s.wantZone(u, ZoneHand)
	if indexOf(s.g.p[1].hand, u) < 0 || indexOf(s.g.p[0].hand, u) >= 0 {
		t.Error("Urchin is not in Bob's hand")
	}
}

// FAQ Flank (Sinestra and Dexus): the only creature of a battleline is on
// both flanks: Valdr deals +2 attacking it, Staunch Knight alone has +2.
func TestFAQLoneCreatureIsOnTheFlank(t *testing.T) {
	s := fightScen(t, []string{"valdr", "staunch-knight"}, []string{"silvertooth"})
	s.creature(0, "valdr")
	st := s.creature(1, "silvertooth")
	s.g.cards[st].counters = 10
	s.house("brobnar")
	s.fight("valdr", "silvertooth")
	s.wantDamage(st, 8)

	s2 := fightScen(t, []string{"staunch-knight"}, nil)
	k := s2.creature(0, "staunch-knight")
	if s2.g.power(k) != 6 {
		t.Errorf("a lone Staunch Knight has power %d, want 6", s2.g.power(k))
	}
}

// FAQ Leaves Play (Spangler Box and Kelifi Dragon): a card put into play
// is not played: play restrictions do not apply, and there is no Æmber
// bonus and no "Play:" ability.
func TestFAQPutIntoPlayIsNotPlaying(t *testing.T) {
	s := fightScen(t, []string{"krump", "troll", "valdr", "raiding-knight"}, []string{"ember-imp"})
	s.creature(1, "ember-imp") // "Your opponent cannot play more than 2 cards each turn."
	s.hand(0, "krump")
	s.hand(0, "troll")
	s.hand(0, "valdr")
	rk := s.hand(0, "raiding-knight")
	s.g.p[1].aember = 2
	s.house("brobnar")
	s.play("krump")
	s.play("troll")
	s.wantRules(s.play("valdr"), "restricted")
	before := s.aember(0)
	s.wantRules(s.effect(Effect{Kind: EffPutInPlay, Card: ref("raiding-knight")}), "")
	s.wantZone(rk, ZoneBattleline)
	s.wantAember(0, before)
	s.wantAember(1, 2) // Raiding Knight's "Play: Capture 1" did not resolve
}

// FAQ Do As Much As You Can (Lost in the Woods): an ability resolves as
// much as it can: Gorm of Omm is sacrificed even when there is no other
// artifact to destroy, and nothing is missing from the log.
func TestFAQDoAsMuchAsYouCan(t *testing.T) {
	s := fightScen(t, []string{"gorm-of-omm"}, nil)
	gorm := s.artifact(0, "gorm-of-omm")
	s.house("brobnar")
	s.do(Action{Verb: VerbOmni, Card: ref("gorm-of-omm")})
	s.wantRules(s.end(), "")
	s.wantZone(gorm, ZoneDiscard)
}

// FAQ Stun (Smaaash): a stun counter cannot go on a creature already
// stunned; one use removes the stun.
func TestFAQStunAlreadyStunned(t *testing.T) {
	s := fightScen(t, nil, []string{"silvertooth"})
	st := s.creature(1, "silvertooth")
	s.house("brobnar")
	s.effect(Effect{Kind: EffStun, Card: ref("silvertooth")})
	s.effect(Effect{Kind: EffStun, Card: ref("silvertooth")})
	s.end()
	s.house("shadows")
	s.reap("silvertooth") // removes the stun
	s.effect(Effect{Kind: EffReady, Card: ref("silvertooth")})
	before := s.aember(1)
	s.wantRules(s.reap("silvertooth"), "")
	s.wantAember(1, before+1)
	if s.g.cards[st].has(flStunned) {
		t.Error("still stunned")
	}
}

// FAQ Using Creatures (Bumpsy and Anger): with no enemy creature, Anger
// readies the exhausted creature, which cannot fight and stays ready.
func TestFAQAngerWithNoEnemyCreature(t *testing.T) {
	s := fightScen(t, []string{"anger", "bumpsy"}, nil)
	b := s.creature(0, "bumpsy")
	s.g.cards[b].flags |= flExhausted
	s.hand(0, "anger")
	s.house("brobnar")
	s.play("anger")
	s.wantRules(s.choose("bumpsy"), "")
	if s.g.cards[b].has(flExhausted) {
		t.Fatal("Bumpsy did not stay ready")
	}
	before := s.aember(0)
	s.wantRules(s.reap("bumpsy"), "") // "used as per the standard rules"
	s.wantAember(0, before+1)
}

// FAQ Timing (Smite and Firespitter): a "Before Fight:" ability that
// destroys the defender (and its neighbors with it) ends the fight: the
// attacker takes no damage from it.
func TestFAQBeforeFightDestroysDefender(t *testing.T) {
	s := fightScen(t, []string{"firespitter"}, []string{"urchin", "bad-penny"})
	f := s.creature(0, "firespitter")
	s.g.cards[f].damage = 4 // one more damage destroys it
	a := s.creature(1, "dust-pixie")
	d := s.creature(1, "bad-penny")
	c := s.creature(1, "urchin")
	s.house("brobnar")
	out := s.fight("firespitter", "bad-penny")
	for _, id := range []int16{a, c} {
		s.wantZone(id, ZoneDiscard)
	}
	s.wantZone(d, ZoneHand)
	s.wantZone(f, ZoneBattleline)
	s.wantDamage(f, 4)
	n := 0
	for _, e := range out.Events {
		if e.Kind == EvDestroyed {
			n++
		}
	}
	if n != 3 {
		t.Errorf("%d destroyed, want the three 1-power creatures", n)
	}
}

// FAQ Pitlord (a maverick Pitlord in a deck without Dis): a house is a
// legal choice only if it is on the identity card or the player controls a
// card of it; a maverick card belongs to its maverick house.
func TestFAQMaverickHouseChoice(t *testing.T) {
	bob := testDeck(bobHouses, "tocsin")
	bob.Cards[0].House = "logos" // a maverick Tocsin
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{{Name: "Alice", Deck: testDeck(aliceHouses)}, {Name: "Bob", Deck: bob}}})
	s.end()
	tc := s.creature(1, "tocsin")
	if s.g.houseOf(tc) != "logos" {
		t.Fatalf("maverick Tocsin is %s", s.g.houseOf(tc))
	}
	s.wantRules(s.house("dis"), "house-choice")
	s.end()
	s.end()
	s.wantRules(s.house("logos"), "")
	s.wantRules(s.reap("tocsin"), "")
}

// FAQ Tide (Cross Porpoises, rules/000): the tide cannot be raised while
// it is already high for the player.
func TestFAQTideAlreadyHigh(t *testing.T) {
	s := fightScen(t, nil, nil)
	s.g.p[0].tide = true
	s.house("brobnar")
	s.wantRules(s.do(Action{Verb: VerbTide}), "tide-chains")
}
