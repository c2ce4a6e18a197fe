package engine

import "testing"

// FAQ rulings (rules/003) that need only the scripted cards and declared
// effects. Each test names its FAQ entry.

// FAQ 0-Power Creatures (King of the Crag and Looter Goblin): a creature
// with 0 power and no damage is destroyed.
func TestFAQZeroPower(t *testing.T) {
	s := fightScen(t, nil, []string{"silvertooth"})
	st := s.creature(1, "silvertooth")
	s.house("brobnar")
	s.g.addLasting(lasting{kind: lastPower, player: 0, card: st, n: -2, until: s.g.turn})
	s.effect(Effect{Kind: EffGain, N: 0})
	s.wantZone(st, ZoneDiscard)
}

// FAQ Bonus Icons: two damage icons against a warded 1-power creature:
// the first removes the ward, the second destroys it.
func TestFAQTwoDamageIconsAgainstWard(t *testing.T) {
	s := fightScen(t, nil, []string{"bad-penny"})
	bp := s.creature(1, "bad-penny")
	s.g.cards[bp].flags |= flWarded
	s.house("brobnar")
	s.effect(Effect{Kind: EffDamage, N: 1, Card: ref("bad-penny")})
	s.wantZone(bp, ZoneBattleline)
	s.effect(Effect{Kind: EffDamage, N: 1, Card: ref("bad-penny")})
	s.wantZone(bp, ZoneHand)
}

// FAQ "Destroyed:" Effects (Tolas and Bad Penny): a card still counts as
// destroyed when its "Destroyed:" ability moves it out of play.
func TestFAQBadPennyStillDestroyed(t *testing.T) {
	s := fightScen(t, []string{"troll"}, []string{"bad-penny"})
	s.creature(0, "troll")
	s.creature(1, "bad-penny")
	s.house("brobnar")
	out := s.fight("troll", "bad-penny")
	if !hasEvent(out, EvDestroyed) {
		t.Error("no destroyed event for Bad Penny")
	}
}

// FAQ "Destroyed:" Effects (Stealer of Souls and Valdr): creatures that
// destroy each other die together, so an "after an enemy creature is
// destroyed fighting" ability of one of them does not trigger (Krump).
func TestFAQSimultaneousDestruction(t *testing.T) {
	s := fightScen(t, []string{"krump"}, []string{"silvertooth"})
	k := s.creature(0, "krump")
	st := s.creature(1, "silvertooth")
	s.g.cards[st].counters = 4
	s.g.p[1].aember = 3
	s.house("brobnar")
	s.fight("krump", "silvertooth")
	s.wantZone(k, ZoneDiscard)
	s.wantAember(1, 3)
}

// FAQ Stun (Anger on a stunned creature): the use only removes the stun,
// even when the opponent has no creature to fight.
func TestFAQAngerOnStunnedCreature(t *testing.T) {
	s := fightScen(t, []string{"anger", "troll"}, nil)
	tr := s.creature(0, "troll")
	s.g.cards[tr].flags |= flStunned
	s.hand(0, "anger")
	s.house("brobnar")
	s.play("anger")
	s.wantRules(s.choose("troll"), "")
	if c := s.g.cards[tr]; c.has(flStunned) || !c.has(flExhausted) {
		t.Error("the stun was not removed, or Troll is not exhausted")
	}
}

// FAQ Key Hammer: only one key is unforged.
func TestFAQKeyHammerOneKey(t *testing.T) {
	s := fightScen(t, nil, nil)
	s.g.p[1].keys = [3]bool{true, true, false}
	s.house("brobnar")
	s.effect(Effect{Kind: EffUnforge, Opponent: true, Key: KeyBlue})
	if s.g.p[1].keyCount() != 1 || s.g.p[1].keys[1] {
		t.Errorf("keys %v", s.g.p[1].keys)
	}
}

// FAQ Elusive (Gabos Longarms): elusive stops only damage from power in a
// fight; ability damage still applies.
func TestFAQElusiveOnlyStopsFightDamage(t *testing.T) {
	s := fightScen(t, nil, []string{"urchin"})
	u := s.creature(1, "urchin")
	s.house("brobnar")
	s.effect(Effect{Kind: EffDamage, N: 1, Card: ref("urchin")})
	s.wantZone(u, ZoneDiscard)
}

// FAQ Library Access (Wild Wormhole): the Æmber bonus of the next card
// comes first, then Library Access's draw.
func TestFAQLibraryAccessOrder(t *testing.T) {
	s := newScen(t, nil, []string{"library-access", "quixo-the-adventurer"})
	s.end()
	s.hand(1, "library-access")
	s.hand(1, "quixo-the-adventurer")
	s.house("logos")
	s.play("library-access")
	out := s.play("quixo-the-adventurer")
	played, drew := -1, -1
	for i, e := range out.Events {
		switch e.Kind {
		case EvCardPlayed:
			played = i
		case EvDraw:
			drew = i
		}
	}
	if played < 0 || drew < played {
		t.Errorf("play at %d, draw at %d: %v", played, drew, out.Events)
	}
}

// FAQ First Turn Rule (Wild Wormhole): a card an ability plays is not a
// card played from hand by the player; the rule does not stop it.
func TestFAQFirstTurnAbilityPlay(t *testing.T) {
	s := newScen(t, []string{"troll", "krump"}, nil)
	s.hand(0, "troll")
	s.hand(0, "krump")
	s.house("brobnar")
	s.play("troll")
	s.wantRules(s.effect(Effect{Kind: EffPlay, Card: ref("krump")}), "")
}
