package engine

import "testing"

// effScen: Alice's turn 3, house brobnar; Alice has Troll (ready) and
// Gauntlet of Command in play and 3 Æmber, Bob has Urchin and Silvertooth
// and 2 Æmber; Alice knows Krump is in her hand.
func effScen(t *testing.T) (*scen, map[string]int16) {
	s := fightScen(t, []string{"troll", "gauntlet-of-command", "krump", "anger"}, []string{"urchin", "silvertooth", "lights-out"})
	ids := map[string]int16{
		"troll":    s.creature(0, "troll"),
		"gauntlet": s.artifact(0, "gauntlet-of-command"),
		"urchin":   s.creature(1, "urchin"),
		"silver":   s.creature(1, "silvertooth"),
		"krump":    s.hand(0, "krump"),
	}
	s.g.p[0].aember, s.g.p[1].aember = 3, 2
	s.house("brobnar")
	return s, ids
}

func ref(id string) CardRef { return CardRef{ID: id} }

// TestDeclaredEffects applies each declared effect and checks what it did.
func TestDeclaredEffects(t *testing.T) {
	tests := []struct {
		name  string
		e     Effect
		rules string
		check func(t *testing.T, s *scen, ids map[string]int16)
	}{
		{"gain", Effect{Kind: EffGain, N: 2}, "", func(t *testing.T, s *scen, _ map[string]int16) { s.wantAember(0, 5) }},
		{"lose more than there is", Effect{Kind: EffLose, N: 5, Opponent: true}, "", func(t *testing.T, s *scen, _ map[string]int16) { s.wantAember(1, 0) }},
		{"steal more than there is steals what is there", Effect{Kind: EffSteal, N: 4}, "", func(t *testing.T, s *scen, _ map[string]int16) {
			s.wantAember(0, 5)
			s.wantAember(1, 0)
		}},
		{"capture onto a named creature", Effect{Kind: EffCapture, N: 1, Card: ref("troll")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			if s.g.cards[ids["troll"]].aember != 1 {
				t.Error("Troll holds no Æmber")
			}
			s.wantAember(1, 1)
		}},
		{"exalt", Effect{Kind: EffExalt, Card: ref("troll")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			if s.g.cards[ids["troll"]].aember != 1 {
				t.Error("not exalted")
			}
		}},
		{"pay", Effect{Kind: EffPay, N: 2}, "", func(t *testing.T, s *scen, _ map[string]int16) {
			s.wantAember(0, 1)
			s.wantAember(1, 4)
		}},
		{"damage to a non-creature", Effect{Kind: EffDamage, N: 2, Card: ref("gauntlet-of-command")}, "not-a-creature", nil},
		{"damage with splash", Effect{Kind: EffDamage, N: 1, Card: ref("urchin"), Splash: 1}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.wantZone(ids["urchin"], ZoneDiscard)
			s.wantDamage(ids["silver"], 1)
		}},
		{"damage to a card not in play", Effect{Kind: EffDamage, N: 1, Card: ref("krump")}, "not-a-creature", nil},
		{"destroy an artifact", Effect{Kind: EffDestroy, Card: ref("gauntlet-of-command")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.wantZone(ids["gauntlet"], ZoneDiscard)
		}},
		{"sacrifice an enemy creature", Effect{Kind: EffSacrifice, Card: ref("urchin")}, "effect-target", nil},
		{"exhaust", Effect{Kind: EffExhaust, Card: ref("troll")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.wantRules(s.reap("troll"), "exhausted")
		}},
		{"ward", Effect{Kind: EffWard, Card: ref("urchin")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			if !s.g.cards[ids["urchin"]].has(flWarded) {
				t.Error("not warded")
			}
		}},
		{"power counters", Effect{Kind: EffPower, N: 3, Card: ref("silvertooth")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			if s.g.power(ids["silver"]) != 5 {
				t.Error("power not 5")
			}
		}},
		{"draw", Effect{Kind: EffDraw, N: 2}, "", func(t *testing.T, s *scen, _ map[string]int16) {
			if s.g.p[0].handSize() != 10 {
				t.Errorf("hand %d, want 10", s.g.p[0].handSize())
			}
		}},
		{"discard a known card", Effect{Kind: EffDiscard, Card: ref("krump")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.wantZone(ids["krump"], ZoneDiscard)
		}},
		{"discard a card that cannot be in hand", Effect{Kind: EffDiscard, Card: ref("troll")}, "card-not-available", nil},
		{"discard random from the opponent", Effect{Kind: EffDiscardRandom, N: 1, Opponent: true}, "", func(t *testing.T, s *scen, _ map[string]int16) {
			if s.g.p[1].handSize() != 5 || len(s.g.p[1].discard) != 1 {
				t.Error("no card discarded")
			}
		}},
		{"discard the top of the deck", Effect{Kind: EffDiscardTop, N: 2}, "", func(t *testing.T, s *scen, _ map[string]int16) {
			if len(s.g.p[0].discard) != 2 {
				t.Error("not two cards discarded")
			}
		}},
		{"archive from hand", Effect{Kind: EffArchive, Card: ref("krump")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.wantZone(ids["krump"], ZoneArchives)
		}},
		{"archive the top card", Effect{Kind: EffArchiveTop, N: 1}, "", func(t *testing.T, s *scen, _ map[string]int16) {
			if s.g.p[0].archiveSize() != 1 {
				t.Error("archives empty")
			}
		}},
		{"purge", Effect{Kind: EffPurge, Card: ref("urchin")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.wantZone(ids["urchin"], ZonePurged)
		}},
		{"return to hand", Effect{Kind: EffReturn, Card: ref("silvertooth")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.wantZone(ids["silver"], ZoneHand)
		}},
		{"put on top of the deck", Effect{Kind: EffTopDeck, Card: ref("troll")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.wantZone(ids["troll"], ZoneDeck)
			s.effect(Effect{Kind: EffDraw, N: 1})
			s.wantZone(ids["troll"], ZoneHand)
		}},
		{"shuffle into the deck", Effect{Kind: EffShuffle, Card: ref("troll")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.wantZone(ids["troll"], ZoneUnknown)
		}},
		{"take control", Effect{Kind: EffControl, Card: ref("urchin")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			if s.g.cards[ids["urchin"]].controller != 0 || len(s.g.p[0].line) != 2 {
				t.Error("control not taken")
			}
		}},
		// The player who takes control chooses the flank (Rulebook: Control).
		{"take control on the left flank", Effect{Kind: EffControlLeft, Card: ref("urchin")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			if l := s.g.p[0].line; s.g.cards[ids["urchin"]].controller != 0 || len(l) != 2 || l[0] != ids["urchin"] {
				t.Error("control not taken on the left flank")
			}
		}},
		{"chains", Effect{Kind: EffChains, N: 3, Opponent: true}, "", func(t *testing.T, s *scen, _ map[string]int16) {
			if s.g.p[1].chains != 3 {
				t.Error("chains not gained")
			}
		}},
		{"forge at no cost", Effect{Kind: EffForge, Key: KeyYellow}, "", func(t *testing.T, s *scen, _ map[string]int16) {
			if !s.g.p[0].keys[2] {
				t.Error("no yellow key")
			}
			s.wantAember(0, 3)
		}},
		{"unforge without a key", Effect{Kind: EffUnforge, Opponent: true}, "effect-target", nil},
		{"search", Effect{Kind: EffSearch, Card: ref("anger")}, "", func(t *testing.T, s *scen, _ map[string]int16) {
			if s.g.p[0].hand[len(s.g.p[0].hand)-1] != s.g.findAnywhere(ref("anger"), 0) {
				t.Error("Anger not in hand")
			}
		}},
		{"reveal a card that cannot be in hand", Effect{Kind: EffReveal, Card: ref("troll")}, "card-not-available", nil},
		{"raise the tide", Effect{Kind: EffRaiseTide}, "", func(t *testing.T, s *scen, _ map[string]int16) {
			if !s.g.p[0].tide || s.g.p[0].chains != 0 {
				t.Error("tide not high, or chains gained")
			}
		}},
		{"give a keyword", Effect{Kind: EffGiveKeyword, Keyword: Skirmish, Card: ref("troll"), Duration: UntilTurnEnd}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.fight("troll", "silvertooth")
			s.wantDamage(ids["troll"], 0)
		}},
		{"remove a keyword", Effect{Kind: EffRemoveKeyword, Keyword: Elusive, Card: ref("urchin"), Duration: UntilTurnEnd}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.fight("troll", "urchin")
			s.wantZone(ids["urchin"], ZoneDiscard)
		}},
		{"an ability fights", Effect{Kind: EffFight, Card: ref("troll"), Target: ref("silvertooth")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.wantZone(ids["silver"], ZoneDiscard)
		}},
		{"an ability reaps", Effect{Kind: EffReap, Card: ref("troll")}, "", func(t *testing.T, s *scen, _ map[string]int16) { s.wantAember(0, 4) }},
		{"an ability uses a creature", Effect{Kind: EffUse, Card: ref("troll")}, "", func(t *testing.T, s *scen, _ map[string]int16) { s.wantAember(0, 4) }},
		{"an ability plays a card", Effect{Kind: EffPlay, Card: ref("krump")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.wantZone(ids["krump"], ZoneBattleline)
		}},
		{"put into play", Effect{Kind: EffPutInPlay, Card: ref("krump")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.wantZone(ids["krump"], ZoneBattleline)
		}},
		{"armor", Effect{Kind: EffArmor, N: 2, Card: ref("troll"), Duration: UntilTurnEnd}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.effect(Effect{Kind: EffDamage, N: 3, Card: ref("troll")})
			s.wantDamage(ids["troll"], 1)
		}},
		{"key cost", Effect{Kind: EffKeyCost, N: -1, Duration: UntilNextTurn}, "", func(t *testing.T, s *scen, _ map[string]int16) {
			if s.g.keyCost(0) != 5 {
				t.Error("cost not 5")
			}
		}},
		{"move Æmber to the pool", Effect{Kind: EffMove, N: 1, Card: ref("urchin")}, "", func(t *testing.T, s *scen, _ map[string]int16) { s.wantAember(0, 3) }},
		{"heal", Effect{Kind: EffHeal, N: 1, Card: ref("troll")}, "", nil},
		{"fully heal", Effect{Kind: EffFullHeal, Card: ref("troll")}, "", nil},
		{"ready", Effect{Kind: EffReady, Card: ref("troll")}, "", nil},
		{"stun", Effect{Kind: EffStun, Card: ref("troll")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.effect(Effect{Kind: EffUnstun, Card: ref("troll")})
			if s.g.cards[ids["troll"]].has(flStunned) {
				t.Error("still stunned")
			}
		}},
		{"enrage", Effect{Kind: EffEnrage, Card: ref("troll")}, "", nil},
		// TCO's "Troll's ward token prevents the damage dealt by Zap and
		// is discarded", the damage unstated: the ward is spent, and a
		// second time there is none to spend (no rule broken).
		{"ward spent", Effect{Kind: EffWard, Card: ref("troll")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.wantRules(s.effect(Effect{Kind: EffUnward, Card: ref("troll")}), "")
			if s.g.cards[ids["troll"]].has(flWarded) {
				t.Error("still warded")
			}
			s.wantRules(s.effect(Effect{Kind: EffUnward, Card: ref("troll")}), "")
			s.effect(Effect{Kind: EffDamage, N: 2, Card: ref("troll")})
			s.wantDamage(ids["troll"], 2)
		}},
		{"extra turn", Effect{Kind: EffExtraTurn}, "", func(t *testing.T, s *scen, _ map[string]int16) {
			s.end()
			if s.g.Active() != 0 {
				t.Error("Alice does not take another turn")
			}
			s.end()
			if s.g.Active() != 1 {
				t.Error("the turn after the extra one is not Bob's")
			}
		}},
		{"fate of Unstable Dale: 3 to each of the active player's creatures", Effect{Kind: EffFate, Player: 1, Card: ref("unstable-dale")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.wantDamage(ids["troll"], 3)
			s.wantDamage(ids["silver"], 0)
		}},
		{"two token creatures (a card the deck list lacks)", Effect{Kind: EffToken, N: 2, Card: ref("catena-fiend")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			line := s.g.p[0].line
			if len(line) != 3 || s.g.def(line[1]).ID != "catena-fiend" || s.g.def(line[2]).ID != "catena-fiend" {
				t.Fatalf("Alice's battleline %v", line)
			}
			if s.g.power(line[2]) != 6 || !s.g.cards[line[2]].has(flExhausted) {
				t.Error("a token creature is a 6-power Catena Fiend entering exhausted")
			}
		}},
		{"a token of a card that is no creature", Effect{Kind: EffToken, N: 1, Card: ref("anger")}, "effect-target", nil},
		{"supply from a creature holding none", Effect{Kind: EffSupply, N: 1, Card: ref("troll")}, "", func(t *testing.T, s *scen, _ map[string]int16) {
			s.wantAember(0, 3)
			s.wantAember(1, 2)
		}},
		// An unscripted Senator Shrix, declared: its Æmber counts towards a
		// key, and pays for it after the pool.
		{"spendable: Æmber on a card counts as in the pool", Effect{Kind: EffSpendable, Card: ref("troll")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.g.cards[ids["troll"]].aember = 4
			if got := s.g.spendable(0); got != 7 {
				t.Fatalf("spendable %d, want 3 in the pool + 4 on Troll", got)
			}
			s.end()
			s.end() // Alice's step 1: 7 ≥ 6, so the key is forged
			s.house("brobnar")
			if s.g.p[0].keyCount() != 1 || s.aember(0) != 0 || s.g.cards[ids["troll"]].aember != 1 {
				t.Errorf("keys %d, pool %d, on Troll %d; want 1, 0, 1", s.g.p[0].keyCount(), s.aember(0), s.g.cards[ids["troll"]].aember)
			}
		}},
		// "While Troll is in play, keys cost +2" (an unscripted card's
		// constant ability, declared): it ends when Troll leaves play.
		{"a lasting effect while a card is in play", Effect{Kind: EffKeyCost, N: 2, Duration: UntilLeavesPlay, Target: ref("troll")}, "", func(t *testing.T, s *scen, ids map[string]int16) {
			s.end()
			if got := s.g.keyCost(0); got != 8 {
				t.Fatalf("key cost %d next turn, want 8", got)
			}
			s.g.destroy(ids["troll"])
			s.g.sweep()
			if got := s.g.keyCost(0); got != 6 {
				t.Errorf("key cost %d once Troll left play, want 6", got)
			}
		}},
		{"while a card that is not in play", Effect{Kind: EffKeyCost, N: 2, Duration: UntilLeavesPlay, Target: ref("krump")}, "effect-target", func(t *testing.T, s *scen, _ map[string]int16) {
			if got := s.g.keyCost(0); got != 6 {
				t.Errorf("key cost %d, want 6", got)
			}
		}},
	}
	// noforge: TestNoForge (it needs step 1); unward: after ward; grant: declared_grant_test.go
	covered := map[EffectKind]bool{EffUnstun: true, EffNoForge: true, EffUnward: true, EffGrant: true}
	for _, tc := range tests {
		covered[tc.e.Kind] = true
		t.Run(tc.name, func(t *testing.T) {
			s, ids := effScen(t)
			s.wantRules(s.effect(tc.e), tc.rules)
			if tc.check != nil {
				tc.check(t, s, ids)
			}
		})
	}
	for _, sp := range EffectSpecs[1:] {
		if !covered[sp.Kind] {
			t.Errorf("effect %s has no test", sp.Name)
		}
	}
}

// TestDeclaredMoveCounts: "move N" takes at most what the creature has to
// the pool, and a negative count (FuzzApply found one) moves nothing
// either way; it moved Æmber from the pool onto the creature, and the
// creature's below zero.
func TestDeclaredMoveCounts(t *testing.T) {
	for _, tc := range []struct {
		name               string
		n                  int
		wantPool, wantLeft int
	}{
		{"one of two", 1, 4, 1},
		{"more than it has", 5, 5, 0},
		{"a negative count", -2, 3, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, ids := effScen(t)
			urchin := ids["urchin"]
			s.g.cards[urchin].aember = 2
			s.wantAember(0, 3)
			s.wantRules(s.effect(Effect{Kind: EffMove, N: tc.n, Card: ref("urchin")}), "")
			s.wantAember(0, tc.wantPool)
			if got := int(s.g.cards[urchin].aember); got != tc.wantLeft {
				t.Errorf("urchin has %d Æmber, want %d", got, tc.wantLeft)
			}
			if err := s.g.CheckInvariants(); err != nil {
				t.Error(err)
			}
		})
	}
}
