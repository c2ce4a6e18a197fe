package engine

import (
	"fmt"
	"testing"
)

// fightScen sets up Alice's turn 3 (no first-turn rule) with house h.
func fightScen(t *testing.T, alice, bob []string) *scen {
	s := newScen(t, alice, bob)
	s.end()
	s.end()
	return s
}

// Rulebook: Glossary – Fight: both creatures deal damage equal to their
// power at the same time.
func TestFightSimultaneous(t *testing.T) {
	s := fightScen(t, []string{"krump"}, []string{"silvertooth", "hunting-witch"})
	k := s.creature(0, "krump")
	st := s.creature(1, "silvertooth")
	s.g.cards[st].counters = 4 // 6 power: both die
	s.house("brobnar")
	s.wantRules(s.fight("krump", "silvertooth"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(st, ZoneDiscard)
}

// Rulebook: Glossary – Reap: gain 1 Æmber, then "Reap:" abilities.
func TestReap(t *testing.T) {
	s := fightScen(t, []string{"troll"}, nil)
	tr := s.creature(0, "troll")
	s.g.cards[tr].damage = 5
	s.house("brobnar")
	before := s.aember(0)
	out := s.reap("troll")
	s.wantAember(0, before+1)
	s.wantDamage(tr, 2) // Troll: "Reap: Troll heals 3 damage."
	if !hasEvent(out, EvReap) || !hasEvent(out, EvHealed) {
		t.Error("missing reap or heal event")
	}
}

// Rulebook: Glossary – Fight: no enemy creature, no fight.
func TestNoEnemyCreature(t *testing.T) {
	s := fightScen(t, []string{"troll"}, nil)
	s.creature(0, "troll")
	s.house("brobnar")
	s.wantRules(s.fight("troll", "urchin"), "no-enemy-creature")
}

func TestFightTargetNotEnemy(t *testing.T) {
	s := fightScen(t, []string{"troll", "krump"}, []string{"urchin"})
	s.creature(0, "troll")
	s.creature(0, "krump")
	s.creature(1, "urchin")
	s.house("brobnar")
	s.wantRules(s.fight("troll", "krump"), "fight-target")
}

// Rulebook: Glossary – Taunt (Champion Anaphiel, Protect the Weak).
func TestTaunt(t *testing.T) {
	s := fightScen(t, []string{"troll"}, []string{"silvertooth", "urchin", "bad-penny"})
	s.creature(0, "troll")
	s.creature(1, "silvertooth")
	s.creature(1, "urchin")
	s.creature(1, "bad-penny")
	// Bob's line: Silvertooth, Urchin, Bad Penny; make Urchin a taunt creature
	// through a declared keyword.
	s.house("brobnar")
	s.effect(Effect{Kind: EffGiveKeyword, Keyword: Taunt, Card: CardRef{ID: "urchin"}, Duration: UntilTurnEnd})
	s.wantRules(s.fight("troll", "silvertooth"), "taunt")
}

// Rulebook: Glossary – Elusive: the first attack each turn deals no power
// damage either way; the second does.
func TestElusive(t *testing.T) {
	s := fightScen(t, []string{"troll", "krump"}, []string{"urchin"})
	tr := s.creature(0, "troll")
	s.creature(0, "krump")
	u := s.creature(1, "urchin")
	s.house("brobnar")
	s.fight("troll", "urchin")
	s.wantZone(u, ZoneBattleline)
	s.wantDamage(tr, 0)
	s.fight("krump", "urchin")
	s.wantZone(u, ZoneDiscard)
}

// Rulebook: Glossary – Skirmish (Quixo the "Adventurer": Fight: draw).
func TestSkirmishAndQuixo(t *testing.T) {
	s := newScen(t, []string{"krump"}, []string{"quixo-the-adventurer"})
	s.end()
	q := s.creature(1, "quixo-the-adventurer")
	s.creature(0, "krump")
	hand := s.g.p[1].handSize()
	s.house("logos")
	s.fight("quixo-the-adventurer", "krump")
	s.wantDamage(q, 0)
	if got := s.g.p[1].handSize(); got != hand+1 {
		t.Errorf("hand %d, want %d (Fight: draw a card)", got, hand+1)
	}
}

// Rulebook: Glossary – Poison: any damage it deals in a fight destroys.
func TestPoison(t *testing.T) {
	s := fightScen(t, []string{"ven-omawk"}, []string{"silvertooth"})
	v := s.creature(0, "ven-omawk")
	st := s.creature(1, "silvertooth")
	s.g.cards[st].counters = 6 // 8 power
	s.house("dis")
	s.fight("ven-omawk", "silvertooth")
	s.wantZone(st, ZoneDiscard)
	s.wantZone(v, ZoneDiscard)
}

// Rulebook: Glossary – Assault: if it destroys the defender the rest of
// the fight does not occur.
func TestAssault(t *testing.T) {
	s := newScen(t, []string{"the-terror"}, []string{"ancient-bear"})
	s.end()
	b := s.creature(1, "ancient-bear")
	st := s.creature(0, "the-terror") // 5 power: survives assault 2 and fights
	s.g.cards[st].counters = 3        // 8 power: 2 + 5 damage do not destroy it
	s.house("untamed")
	s.fight("ancient-bear", "the-terror")
	s.wantDamage(st, 7)
	s.wantZone(b, ZoneDiscard)
}

func TestAssaultKillsFirst(t *testing.T) {
	s := newScen(t, []string{"ven-omawk"}, []string{"ancient-bear"})
	s.end()
	b := s.creature(1, "ancient-bear")
	v := s.creature(0, "ven-omawk") // 2 power, poison: assault 2 kills it first
	s.house("untamed")
	s.fight("ancient-bear", "ven-omawk")
	s.wantZone(v, ZoneDiscard)
	s.wantZone(b, ZoneBattleline)
	s.wantDamage(b, 0)
}

// Rulebook: Glossary – Hazardous.
func TestHazardous(t *testing.T) {
	s := fightScen(t, []string{"bad-penny"}, []string{"articulated-ren"})
	bp := s.creature(0, "bad-penny")
	r := s.creature(1, "articulated-ren")
	s.house("shadows")
	s.fight("bad-penny", "articulated-ren")
	// Hazardous 1 destroys Bad Penny (1 power) before the fight: Ren takes
	// nothing; Bad Penny's Destroyed: returns it to hand.
	s.wantDamage(r, 0)
	s.wantZone(bp, ZoneHand)
}

// Rulebook: Glossary – Splash-attack.
func TestSplashAttack(t *testing.T) {
	s := fightScen(t, []string{"crim-torchtooth"}, []string{"silvertooth", "urchin", "hunting-witch"})
	s.creature(0, "crim-torchtooth")
	a := s.creature(1, "silvertooth")
	s.creature(1, "urchin")
	c := s.creature(1, "hunting-witch")
	s.g.cards[a].counters, s.g.cards[c].counters = 10, 10
	s.house("brobnar")
	s.fight("crim-torchtooth", "urchin")
	s.wantDamage(a, 4)
	s.wantDamage(c, 4)
}

// Rulebook: Glossary – Armor: prevents damage each turn; used armor does
// not come back until the next turn.
func TestArmorPerTurn(t *testing.T) {
	s := fightScen(t, []string{"raiding-knight"}, nil)
	k := s.creature(0, "raiding-knight") // armor 2
	s.house("sanctum")
	s.effect(Effect{Kind: EffDamage, N: 3, Card: CardRef{ID: "raiding-knight"}})
	s.wantDamage(k, 1)
	s.effect(Effect{Kind: EffDamage, N: 1, Card: CardRef{ID: "raiding-knight"}})
	s.wantDamage(k, 2)
	s.end()
	s.effect(Effect{Kind: EffDamage, N: 1, Card: CardRef{ID: "raiding-knight"}})
	s.wantDamage(k, 2)
}

// Rulebook: Glossary – Invulnerable: no damage, never destroyed.
func TestInvulnerable(t *testing.T) {
	s := fightScen(t, []string{"troll"}, nil)
	tr := s.creature(0, "troll")
	s.house("brobnar")
	s.effect(Effect{Kind: EffGiveKeyword, Keyword: Invulnerable, Card: CardRef{ID: "troll"}, Duration: UntilTurnEnd})
	s.effect(Effect{Kind: EffDamage, N: 10, Card: CardRef{ID: "troll"}})
	s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "troll"}})
	s.wantZone(tr, ZoneBattleline)
	s.wantDamage(tr, 0)
}

// Rulebook: Glossary – Stun: the next use only removes the stun.
func TestStun(t *testing.T) {
	s := fightScen(t, []string{"troll"}, nil)
	tr := s.creature(0, "troll")
	s.house("brobnar")
	s.effect(Effect{Kind: EffStun, Card: CardRef{ID: "troll"}})
	before := s.aember(0)
	out := s.reap("troll")
	s.wantRules(out, "")
	s.wantAember(0, before)
	if s.g.cards[tr].has(flStunned) || !s.g.cards[tr].has(flExhausted) {
		t.Error("stun not removed or creature not exhausted")
	}
	s.wantRules(s.effect(Effect{Kind: EffGain, N: 1}), "stunned")
}

// Rulebook: Glossary – Ward: prevents the next damage or destruction.
func TestWard(t *testing.T) {
	s := fightScen(t, []string{"troll"}, nil)
	tr := s.creature(0, "troll")
	s.house("brobnar")
	s.effect(Effect{Kind: EffWard, Card: CardRef{ID: "troll"}})
	s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "troll"}})
	s.wantZone(tr, ZoneBattleline)
	s.effect(Effect{Kind: EffDamage, N: 2, Card: CardRef{ID: "troll"}})
	s.wantDamage(tr, 2)
	s.effect(Effect{Kind: EffWard, Card: ref("troll")})
	s.effect(Effect{Kind: EffReturn, Card: ref("troll")})
	s.wantZone(tr, ZoneBattleline) // a ward also stops leaving play
}

// Rulebook: Glossary – Enrage: must fight when used, if able.
func TestEnrage(t *testing.T) {
	s := fightScen(t, []string{"troll"}, []string{"urchin"})
	s.creature(0, "troll")
	s.creature(1, "urchin")
	s.house("brobnar")
	s.effect(Effect{Kind: EffEnrage, Card: CardRef{ID: "troll"}})
	s.wantRules(s.reap("troll"), "enrage")
	s.effect(Effect{Kind: EffReady, Card: ref("troll")})
	s.fight("troll", "urchin")
	if s.g.cards[s.g.p[0].line[0]].has(flEnraged) {
		t.Error("enrage not removed after fighting")
	}
}

// Rulebook: Glossary – Power counters; a creature with 0 power is destroyed.
func TestPowerCountersAndZeroPower(t *testing.T) {
	s := fightScen(t, []string{"troll"}, nil)
	tr := s.creature(0, "troll")
	s.house("brobnar")
	s.effect(Effect{Kind: EffPower, N: 2, Card: CardRef{ID: "troll"}})
	if p := s.g.power(tr); p != 10 {
		t.Errorf("power %d, want 10", p)
	}
	s.effect(Effect{Kind: EffDamage, N: 9, Card: CardRef{ID: "troll"}})
	s.wantZone(tr, ZoneBattleline)
	s.g.lasting = append(s.g.lasting, lasting{kind: lastPower, card: tr, n: -10, until: s.g.turn})
	s.effect(Effect{Kind: EffGain, N: 0})
	s.wantZone(tr, ZoneDiscard)
}

// Rulebook: Capture; leaves play – Æmber on a creature goes to the opponent.
func TestCaptureAndLeavesPlay(t *testing.T) {
	s := fightScen(t, []string{"raiding-knight"}, nil)
	s.hand(0, "raiding-knight")
	s.g.p[1].aember = 3
	s.house("sanctum")
	s.play("raiding-knight") // Play: Capture 1.
	s.wantAember(1, 2)
	rk := s.g.p[0].line[0]
	if s.g.cards[rk].aember != 1 {
		t.Fatalf("Raiding Knight holds %d", s.g.cards[rk].aember)
	}
	s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "raiding-knight"}})
	s.wantAember(1, 3)
}

// Rulebook: Playing cards – Æmber bonus, then creatures enter exhausted on
// a flank; bonus icons after the printed Æmber.
func TestPlayCreatureFlankAndBonus(t *testing.T) {
	bob := testDeck(bobHouses, "dust-pixie", "silvertooth")
	bob.Cards[0].Enhancements = []Bonus{BonusAmber, BonusDraw}
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{{Name: "Alice", Deck: testDeck(aliceHouses)}, {Name: "Bob", Deck: bob}}})
	s.end()
	s.creature(1, "silvertooth")
	id := int16(36) // Bob's first card: the enhanced Dust Pixie
	s.g.detach(id, ZoneDeck)
	s.g.put(id, ZoneHand)
	hand := s.g.p[1].handSize()
	s.house("untamed")
	before := s.aember(1)
	s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "dust-pixie"}, Flank: FlankLeft})
	s.wantAember(1, before+3) // 2 printed, 1 bonus icon
	if s.g.p[1].line[0] != id || !s.g.cards[id].has(flExhausted) {
		t.Error("not on the left flank, or not exhausted")
	}
	if got := s.g.p[1].handSize(); got != hand {
		t.Errorf("hand %d, want %d (played one, drew one)", got, hand)
	}
}

// Rulebook: Glossary – Deploy.
func TestDeploy(t *testing.T) {
	s := newScen(t, nil, []string{"code-monkey", "silvertooth"})
	s.end()
	s.creature(1, "silvertooth")
	s.creature(1, "dust-pixie")
	s.hand(1, "code-monkey")
	s.house("logos")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "code-monkey"}, Flank: FlankAt, Pos: 1}), "")
	// Its Play archives each neighbor: both are gone only if it was
	// deployed between them.
	if line := s.g.p[1].line; len(line) != 1 || s.g.def(line[0]).ID != "code-monkey" || s.g.p[1].archiveSize() != 2 {
		t.Error("Code Monkey not deployed at position 1")
	}
}

// Rulebook: Upgrades: attach to a creature, or cannot enter play.
func TestUpgrade(t *testing.T) {
	s := fightScen(t, []string{"protect-the-weak", "raiding-knight", "protect-the-weak"}, []string{"urchin"})
	k := s.creature(0, "raiding-knight")
	s.hand(0, "protect-the-weak")
	s.house("sanctum")
	s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "protect-the-weak"}, Target: CardRef{ID: "raiding-knight"}})
	if s.g.armor(k) != 3 || !s.g.hasKeyword(k, Taunt) {
		t.Errorf("armor %d taunt %v, want 3 and true", s.g.armor(k), s.g.hasKeyword(k, Taunt))
	}
	s.hand(0, "protect-the-weak")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "protect-the-weak"}, Target: CardRef{ID: "troll"}}), "upgrade-target")
	s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "raiding-knight"}})
	if len(s.g.upList) != 0 || len(s.g.p[0].discard) < 2 {
		t.Error("the upgrade did not go to the discard pile with its creature")
	}
}

// Rulebook: Glossary – Bonus Icons: resolved in order after the card
// enters play and before "Play:"; capture, damage and discard icons take
// their target from the log's "choose" lines.
func TestBonusIconsWithChoices(t *testing.T) {
	bob := testDeck(bobHouses, "dust-pixie", "silvertooth", "lights-out")
	bob.Cards[0].Enhancements = []Bonus{BonusCapture, BonusDamage, BonusDiscard}
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{{Name: "Alice", Deck: testDeck(aliceHouses, "troll")}, {Name: "Bob", Deck: bob}}})
	s.end()
	st := s.creature(1, "silvertooth")
	tr := s.creature(0, "troll")
	lo := s.hand(1, "lights-out")
	pixie := int16(36)
	s.g.detach(pixie, ZoneDeck)
	s.g.put(pixie, ZoneHand)
	s.g.p[0].aember = 2
	s.house("untamed")
	s.play("dust-pixie")
	if w, ok := s.g.Waiting(); !ok || w != "bonus-capture" {
		t.Fatalf("waiting %q %v", w, ok)
	}
	s.wantZone(pixie, ZoneBattleline) // already in play (FAQ Bonus Icons, Maleficorn)
	s.wantRules(s.choose("silvertooth"), "")
	if s.g.cards[st].aember != 1 {
		t.Error("Silvertooth did not capture")
	}
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 1)
	s.wantRules(s.choose("lights-out"), "")
	s.wantZone(lo, ZoneDiscard)
	s.wantZone(pixie, ZoneBattleline)
}

func TestBonusIconsWithoutChoices(t *testing.T) {
	bob := testDeck(bobHouses, "dust-pixie", "silvertooth")
	bob.Cards[0].Enhancements = []Bonus{BonusCapture, BonusDamage}
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{{Name: "Alice", Deck: testDeck(aliceHouses, "troll")}, {Name: "Bob", Deck: bob}}})
	s.end()
	st := s.creature(1, "silvertooth")
	s.creature(0, "troll")
	pixie := int16(36)
	s.g.detach(pixie, ZoneDeck)
	s.g.put(pixie, ZoneHand)
	s.g.p[0].aember = 2
	s.house("untamed")
	s.play("dust-pixie")
	// The log goes on without the choices: the capture goes to the leftmost
	// friendly creature, the damage is lost; both are flagged.
	s.wantRules(s.end(), "choice-missing,choice-missing")
	if s.g.cards[st].aember != 1 {
		t.Error("the leftmost friendly creature did not capture")
	}
	s.wantZone(pixie, ZoneBattleline)
}

// destroyedOrder is the owners of the "Destroyed:" events of out, in order.
func destroyedOrder(out Outcome) []int8 {
	var order []int8
	for _, e := range out.Events {
		if e.Kind == EvDestroyed {
			order = append(order, e.Player)
		}
	}
	return order
}

// Rulebook: Glossary – Destroyed: tagged creatures' "Destroyed:" abilities
// resolve with the active player's first, then all leave play together.
// FAQ "Destroyed:" Effects (Optio Gorkus and Imperial Scutum): the active
// player orders them, so on the opponent's turn the opponent's go first.
func TestDestroyedOrderActivePlayerFirst(t *testing.T) {
	for _, active := range []int8{0, 1} {
		t.Run(fmt.Sprintf("player %d active", active), func(t *testing.T) {
			s := fightScen(t, []string{"bad-penny"}, []string{"bad-penny"})
			mine := s.creature(0, "bad-penny")
			theirs := s.creature(1, "bad-penny")
			first, second := theirs, mine // destroyed in the other order than they resolve
			if active == 1 {
				s.end() // Bob's turn 4
				first, second = mine, theirs
			}
			s.house("shadows")
			s.g.destroy(first)
			s.g.destroy(second)
			order := destroyedOrder(s.effect(Effect{Kind: EffGain, N: 0}))
			if len(order) != 2 || order[0] != active || order[1] != 1-active {
				t.Errorf("destroyed order %v, want player %d's (the active player's) first", order, active)
			}
			s.wantZone(mine, ZoneHand)
			s.wantZone(theirs, ZoneHand)
		})
	}
}

// Rulebook: Leaves play – lasting effects on a card end when it leaves.
func TestLeavesPlayEndsLastingEffects(t *testing.T) {
	s := fightScen(t, []string{"troll"}, nil)
	tr := s.creature(0, "troll")
	s.house("brobnar")
	s.effect(Effect{Kind: EffGiveKeyword, Keyword: Elusive, Card: ref("troll"), Duration: UntilNextTurn})
	s.effect(Effect{Kind: EffPower, N: 2, Card: ref("troll")})
	s.effect(Effect{Kind: EffReturn, Card: ref("troll")})
	s.effect(Effect{Kind: EffPutInPlay, Card: ref("troll")})
	if s.g.hasKeyword(tr, Elusive) || s.g.power(tr) != 8 {
		t.Errorf("elusive %v power %d after leaving play", s.g.hasKeyword(tr, Elusive), s.g.power(tr))
	}
}

// Rulebook: Glossary – Armor: armor used this turn is lost first when a
// creature's armor goes down (an upgrade that gave armor leaves play).
func TestUsedArmorIsLostFirst(t *testing.T) {
	s := fightScen(t, []string{"raiding-knight", "protect-the-weak"}, nil)
	k := s.creature(0, "raiding-knight")
	s.hand(0, "protect-the-weak")
	s.house("sanctum")
	s.do(Action{Verb: VerbPlay, Card: ref("protect-the-weak"), Target: ref("raiding-knight")})
	s.effect(Effect{Kind: EffDamage, N: 2, Card: ref("raiding-knight")}) // 3 armor: 2 used
	s.wantDamage(k, 0)
	s.effect(Effect{Kind: EffDestroy, Card: ref("protect-the-weak")}) // armor 2, both used
	if len(s.g.upList) != 0 {
		t.Fatal("the upgrade was not destroyed")
	}
	s.effect(Effect{Kind: EffDamage, N: 1, Card: ref("raiding-knight")})
	s.wantDamage(k, 1)
}
