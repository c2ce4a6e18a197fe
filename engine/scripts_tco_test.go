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

// Shadow of Dis: "Play: Until the start of your next turn, each enemy
// creature's text box is considered blank (except for traits)." A blank
// creature loses its printed keywords (Urchin's elusive) and abilities
// (Urchin's "Play: Steal 1A"), and one entering play meanwhile is blank
// too: FAQ (Shadow of Dis and Silvertooth), Silvertooth enters play
// exhausted. The caster's creatures keep theirs, and at the start of the
// caster's next turn the text boxes are back.
func TestScriptShadowOfDisBlanksEnemyCreatures(t *testing.T) {
	s := fightScen(t, []string{"shadow-of-dis", "the-terror"}, []string{"urchin", "urchin", "silvertooth"})
	terror := s.creature(0, "the-terror")
	ur := s.creature(1, "urchin")
	s.hand(0, "shadow-of-dis")
	s.house("dis")
	s.wantRules(s.play("shadow-of-dis"), "")
	if s.g.blank(terror) || !s.g.blank(ur) || s.g.hasKeyword(ur, Elusive) {
		t.Fatalf("after Shadow of Dis: The Terror blank %v, Urchin blank %v, elusive %v", s.g.blank(terror), s.g.blank(ur), s.g.hasKeyword(ur, Elusive))
	}
	s.wantRules(s.fight("the-terror", "urchin"), "")
	s.wantZone(ur, ZoneDiscard) // not elusive: it took The Terror's 5 damage
	s.end()

	ur2, st := s.hand(1, "urchin"), s.hand(1, "silvertooth")
	if s.g.blank(st) {
		t.Error("a card in hand is blank: only creatures in play are")
	}
	s.house("shadows")
	alice := s.aember(0)
	s.wantRules(s.play("urchin"), "")
	s.wantAember(0, alice) // Urchin's play ability is blank: nothing stolen
	s.wantRules(s.play("silvertooth"), "")
	if !s.g.cards[st].has(flExhausted) {
		t.Error("Silvertooth entered play ready while its text box was blank")
	}
	s.end()

	if s.g.blank(ur2) || !s.g.hasKeyword(ur2, Elusive) {
		t.Errorf("at the start of Alice's next turn Urchin is still blank (elusive %v)", s.g.hasKeyword(ur2, Elusive))
	}
}

// Yandylinx: "After Reap: Discard a card. If you do, your opponent loses
// 1A." The log declares the discard; the loss follows it, and only it.
func TestScriptYandylinx(t *testing.T) {
	for _, tc := range []struct {
		name    string
		discard bool
		bob     int
	}{{"a card discarded", true, 1}, {"nothing discarded", false, 2}} {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, []string{"yandylinx", "krump"}, nil)
			s.creature(0, "yandylinx")
			s.hand(0, "krump")
			s.g.p[1].aember = 2
			s.g.house = "mars"
			s.g.step = StepMain
			s.reap("yandylinx")
			if tc.discard {
				s.wantRules(s.effect(Effect{Kind: EffDiscard, Player: 0, Card: CardRef{ID: "krump"}}), "")
			}
			s.wantAember(0, 1)
			s.wantAember(1, tc.bob)
		})
	}
}

// Pandemonium: "Play: Each undamaged creature captures 1A from its
// opponent." Damaged creatures capture nothing; the active player's
// creatures capture first, so a pool that runs dry stops the others.
func TestScriptPandemonium(t *testing.T) {
	s := fightScen(t, []string{"pandemonium", "troll", "krump"}, []string{"urchin", "silvertooth"})
	tr, kr := s.creature(0, "troll"), s.creature(0, "krump")
	s.g.cards[kr].damage = 1
	ur, st := s.creature(1, "urchin"), s.creature(1, "silvertooth")
	s.g.p[0].aember, s.g.p[1].aember = 1, 3
	s.hand(0, "pandemonium")
	s.house("dis")
	s.play("pandemonium") // Alice: 1 + 1 (bonus) = 2
	for _, c := range []struct {
		id   int16
		want int16
	}{{tr, 1}, {kr, 0}, {ur, 1}, {st, 1}} {
		if got := s.g.cards[c.id].aember; got != c.want {
			t.Errorf("%s holds %d, want %d", s.g.name(c.id), got, c.want)
		}
	}
	s.wantAember(0, 0)
	s.wantAember(1, 2)
}

// Veil of Ectoplasm: a friendly creature captures 1 for each Geistoid
// card in the discard pile: creatures and the other types alike (card
// text "each Geistoid card"; a non-Geistoid card does not count).
func TestScriptVeilOfEctoplasm(t *testing.T) {
	s := fightScen(t, []string{"veil-of-ectoplasm", "veil-of-ectoplasm", "wretched-doll", "wretched-doll", "troll", "troll"}, nil)
	tr := s.creature(0, "troll")
	for range 2 {
		s.g.put(s.take(0, "wretched-doll"), ZoneDiscard)
	}
	s.g.put(s.take(0, "veil-of-ectoplasm"), ZoneDiscard) // a Geistoid action
	s.g.put(s.take(0, "troll"), ZoneDiscard)             // Brobnar: not counted
	s.g.p[1].aember = 5
	s.hand(0, "veil-of-ectoplasm")
	s.g.house = "geistoid"
	s.g.step = StepMain
	s.play("veil-of-ectoplasm")
	if got := s.g.cards[tr].aember; got != 3 {
		t.Errorf("Troll holds %d, want 3", got)
	}
	s.wantAember(1, 2)
}

// A declared "take another turn after this one" (Tachyon Manifold, TCO's
// Ancestral Timekeeper line): rulebook, Turn Sequence, players alternate
// turns unless an ability gives one another turn.
func TestExtraTurnFromAHeader(t *testing.T) {
	s := fightScen(t, nil, nil)
	s.house("brobnar")
	s.effect(Effect{Kind: EffExtraTurn})
	s.end()
	s.wantRules(s.do(Action{Verb: VerbTurn, Player: 0, N: 4}), "")
}

// Binate Rupture: "Play: Each player gains A equal to the A in their pool."
func TestScriptBinateRupture(t *testing.T) {
	s := newScen(t, nil, []string{"binate-rupture"})
	s.end()
	s.g.p[0].aember, s.g.p[1].aember = 7, 5
	s.hand(1, "binate-rupture")
	s.do(Action{Verb: VerbHouse, House: "logos"})
	s.wantRules(s.play("binate-rupture"), "")
	s.wantAember(0, 14)
	s.wantAember(1, 10)
}

// TestScriptsOfTCOCards plays each fully scripted card of scripts_tco.go on
// one board and checks what its text says happened. Board: Alice (active,
// 4A) has Troll (2 damage) and Zorg (Mars, Mutant); Bob (6A) has Urchin
// (undamaged), Silvertooth (1 damage) and Staunch Knight (armor 2, 1A on
// it), 2 cards in archives.
func TestScriptsOfTCOCards(t *testing.T) {
	type board struct{ troll, zorg, urchin, silver, knight int16 }
	gone := func(s *scen, ids ...int16) {
		s.t.Helper()
		for _, id := range ids {
			if s.g.cards[id].zone == ZoneBattleline {
				s.t.Errorf("%s is still in play", s.g.name(id))
			}
		}
	}
	stay := func(s *scen, ids ...int16) {
		s.t.Helper()
		for _, id := range ids {
			if s.g.cards[id].zone != ZoneBattleline {
				s.t.Errorf("%s left play", s.g.name(id))
			}
		}
	}
	for _, tc := range []struct {
		card  string
		check func(t *testing.T, s *scen, b board)
	}{
		{"coward-s-end", func(t *testing.T, s *scen, b board) { // undamaged die, Knight's 1A goes to Alice
			gone(s, b.zorg, b.urchin, b.knight)
			stay(s, b.troll, b.silver)
			s.wantAember(0, 5)
			if s.g.p[0].chains != 3 {
				t.Errorf("chains %d, want 3", s.g.p[0].chains)
			}
		}},
		{"save-the-pack", func(t *testing.T, s *scen, b board) {
			gone(s, b.troll, b.silver)
			stay(s, b.zorg, b.urchin, b.knight)
		}},
		{"de-escalation", func(t *testing.T, s *scen, b board) {
			gone(s, b.troll, b.zorg, b.urchin, b.silver, b.knight)
			if got := s.g.p[1].archiveSize(); got != 5 {
				t.Errorf("Bob's archives %d, want 5", got)
			}
		}},
		{"city-state-interest", func(t *testing.T, s *scen, b board) {
			s.wantAember(1, 4)
			if s.g.cards[b.troll].aember != 1 || s.g.cards[b.zorg].aember != 1 {
				t.Error("a friendly creature captured nothing")
			}
		}},
		{"genetic-strain", func(t *testing.T, s *scen, b board) { // only Zorg is a Mutant; +1 bonus
			s.wantAember(0, 5)
			s.wantAember(1, 5)
		}},
		{"kerwollop", func(t *testing.T, s *scen, b board) { // Urchin (1) and Silvertooth (2, 1 damage) die
			gone(s, b.urchin, b.silver)
			stay(s, b.troll, b.zorg, b.knight)
			s.wantAember(0, 6)
		}},
		{"echoing-deathknell", func(t *testing.T, s *scen, b board) { // repeats while something dies
			gone(s, b.urchin, b.silver)
			s.wantDamage(b.troll, 4) // 1, then 1 again after the deaths, then a round that kills nothing
		}},
		{"cover-fire", func(t *testing.T, s *scen, b board) { // Bob 6 → 3 → 2
			s.wantAember(0, 5)
			s.wantAember(1, 2)
		}},
		{"hypnotic-command", func(t *testing.T, s *scen, b board) { // one Mars creature: Urchin captures from Bob
			s.wantAember(1, 5)
			if s.g.cards[b.urchin].aember != 1 {
				t.Error("Urchin captured nothing")
			}
		}},
		{"red-hot-armor", func(t *testing.T, s *scen, b board) { // Knight loses 2 armor, takes 2
			s.wantDamage(b.knight, 2)
			s.wantDamage(b.urchin, 0)
		}},
		{"key-abduction", func(t *testing.T, s *scen, b board) {
			s.wantZone(b.zorg, ZoneHand)
			stay(s, b.troll)
		}},
		{"untrum-s-serenity", func(t *testing.T, s *scen, b board) {
			gone(s, b.troll, b.zorg, b.urchin, b.silver, b.knight)
			if s.g.p[1].archiveSize() != 0 || s.g.p[1].handSize() != 6 || s.g.p[0].handSize() != 6 {
				t.Errorf("archives %d, hands %d and %d, want 0, 6, 6", s.g.p[1].archiveSize(), s.g.p[0].handSize(), s.g.p[1].handSize())
			}
		}},
	} {
		t.Run(tc.card, func(t *testing.T) {
			s := fightScen(t, []string{tc.card, "troll", "zorg"}, []string{"urchin", "silvertooth", "staunch-knight"})
			b := board{troll: s.creature(0, "troll"), zorg: s.creature(0, "zorg"),
				urchin: s.creature(1, "urchin"), silver: s.creature(1, "silvertooth"), knight: s.creature(1, "staunch-knight")}
			s.g.cards[b.troll].damage = 2
			s.g.cards[b.silver].damage = 1
			s.g.cards[b.knight].aember = 1
			s.g.p[0].aember, s.g.p[1].aember = 4, 6
			s.g.p[1].deckUnknown -= 2
			s.g.p[1].archUnknown += 2
			s.hand(0, tc.card)
			s.g.house = s.g.def(s.g.p[0].hand[len(s.g.p[0].hand)-1]).House
			s.g.step = StepMain
			s.wantRules(s.play(tc.card), "")
			tc.check(t, s, b)
		})
	}
}

// Skixuno: "Play: Destroy each other creature. For each creature destroyed
// this way, give Skixuno a +1 power counter."
func TestScriptSkixuno(t *testing.T) {
	s := fightScen(t, []string{"skixuno", "troll"}, []string{"urchin", "silvertooth"})
	tr := s.creature(0, "troll")
	s.creature(1, "urchin")
	s.creature(1, "silvertooth")
	s.hand(0, "skixuno")
	s.house("dis")
	s.play("skixuno")
	s.wantZone(tr, ZoneDiscard)
	if len(s.g.p[0].line) != 1 || s.g.power(s.g.p[0].line[0]) != 4 {
		t.Errorf("Skixuno alone with power 4: line %v", s.g.p[0].line)
	}
}

// Rulebook, Step 1 – Forge a Key: "To forge a key, the active player
// spends Æmber … The default cost to forge a key is six Æmber." A forge
// the log declares in step 1 (TCO: "forges the red key, paying 9 Æmber")
// is the step's forge at the stated cost, even when the engine's own cost
// differs (constant changes that depend on flanks the log does not show);
// the step then ends, so no second key is forged automatically.
func TestDeclaredForgeInStepOne(t *testing.T) {
	for _, tc := range []struct {
		name       string
		pool, cost int
		left, keys int
		wantRule   string
	}{
		{"stated cost above the engine's", 15, 9, 6, 1, ""},
		{"stated cost below the engine's", 6, 5, 1, 1, ""},
		{"unaffordable", 3, 6, 0, 1, "forge-unaffordable"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, nil, nil)
			s.g.p[0].aember = tc.pool
			s.wantRules(s.effect(Effect{Kind: EffForge, Player: 0, Key: KeyRed, N: tc.cost}), tc.wantRule)
			s.house("brobnar")
			s.wantAember(0, tc.left)
			if got := s.g.p[0].keyCount(); got != tc.keys {
				t.Errorf("%d keys, want %d", got, tc.keys)
			}
		})
	}
}

// Rulebook, Step 1 – Forge a Key: "If the active player has enough Æmber
// to forge a key during this step, they must do so." A log that says the
// step passed without a key ("> noforge") is followed: no key is forged,
// and a key the engine thinks affordable is a forge-mandatory violation.
func TestNoForge(t *testing.T) {
	for _, tc := range []struct {
		name string
		pool int
		rule string
	}{{"not affordable", 5, ""}, {"affordable", 7, "forge-mandatory"}} {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, nil, nil)
			s.g.p[0].aember = tc.pool
			s.wantRules(s.effect(Effect{Kind: EffNoForge, Player: 0}), tc.rule)
			s.house("brobnar")
			s.wantAember(0, tc.pool)
			if s.g.p[0].keyCount() != 0 {
				t.Error("a key was forged")
			}
		})
	}
	s := fightScen(t, nil, nil)
	s.house("brobnar")
	s.wantRules(s.effect(Effect{Kind: EffNoForge, Player: 0}), "forge-step")
}

// Defense Initiative: "Play: Ward a creature. You may exalt that creature.
// If you exalt it, ward each of its neighbors." The engine does it all:
// the creature and the "may" come with choose lines; only an exalt wards
// the neighbors.
func TestScriptDefenseInitiative(t *testing.T) {
	for _, tc := range []struct {
		may    string
		exalts int16
	}{{"yes", 1}, {"no", 0}} {
		t.Run(tc.may, func(t *testing.T) {
			s := fightScen(t, []string{"defense-initiative", "troll", "krump", "valdr"}, nil)
			tr, kr, va := s.creature(0, "troll"), s.creature(0, "krump"), s.creature(0, "valdr")
			s.hand(0, "defense-initiative")
			s.g.house, s.g.step = "saurian", StepMain
			s.play("defense-initiative")
			s.wantRules(s.choose("krump"), "")
			s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{tc.may}}), "")
			if !s.g.cards[kr].has(flWarded) {
				t.Error("Krump is not warded")
			}
			for _, id := range []int16{tr, va} {
				if got := s.g.cards[id].has(flWarded); got != (tc.exalts == 1) {
					t.Errorf("%s warded %v, want %v", s.g.name(id), got, tc.exalts == 1)
				}
			}
			if s.g.cards[kr].aember != tc.exalts || s.g.cards[tr].aember != 0 {
				t.Errorf("Krump holds %d, Troll %d: want %d and 0", s.g.cards[kr].aember, s.g.cards[tr].aember, tc.exalts)
			}
		})
	}
}

// Rulebook, turn sequence summary: "“Start of turn” effects trigger" before
// step 1 (forge a key). An effect the log declares then (Novu Dynamo's
// "discard a Logos card … gain 1A") resolves in step 1 without ending it:
// the forge comes after it, with the Æmber it gave.
func TestStartOfTurnEffectBeforeTheForge(t *testing.T) {
	s := fightScen(t, nil, nil)
	s.g.p[0].aember = 5
	s.wantRules(s.effect(Effect{Kind: EffGain, Player: 0, N: 1}), "")
	if s.g.Step() != StepForge {
		t.Fatalf("step %v after a start-of-turn effect, want step 1", s.g.Step())
	}
	s.house("brobnar")
	if s.g.p[0].keyCount() != 1 || s.aember(0) != 0 {
		t.Errorf("%d keys and %d Æmber, want the key forged with the gained Æmber", s.g.p[0].keyCount(), s.aember(0))
	}
}

// Infinity Strop: "Play: Deal 2D to a creature. If this damage destroys that
// creature, deal 4D to each creature that shares a house with the destroyed
// creature." The log declares the 2 damage.
func TestScriptInfinityStrop(t *testing.T) {
	for _, tc := range []struct {
		name   string
		target string
		dies   bool
	}{{"the creature dies", "bad-penny", true}, {"the creature survives", "urchin", false}} {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, []string{"infinity-strop", "tocsin"}, []string{"bad-penny", "silvertooth", "urchin"})
			to := s.creature(0, "tocsin") // Dis: not the Shadows creatures' house
			bp := s.creature(1, "bad-penny")
			st := s.creature(1, "silvertooth")
			s.g.cards[st].counters = 2 // 4 power
			ur := s.creature(1, "urchin")
			s.g.cards[ur].counters = 3 // 4 power
			s.hand(0, "infinity-strop")
			s.house("dis")
			s.play("infinity-strop")
			s.effect(Effect{Kind: EffDamage, Player: 0, N: 2, Card: CardRef{ID: tc.target}})
			s.wantDamage(to, 0)
			if tc.dies {
				s.wantZone(bp, ZoneHand) // Bad Penny returns to hand
				s.wantZone(st, ZoneDiscard)
				s.wantZone(ur, ZoneDiscard)
				return
			}
			s.wantZone(bp, ZoneBattleline)
			s.wantDamage(st, 0)
			s.wantDamage(ur, 2)
		})
	}
}

// Predatory Lending: "Fate: Pay your opponent 1A for each enemy Shadows
// creature." The fate is about the active player, who fulfilled the
// prophecy; the card's owner (their opponent) is paid.
func TestScriptPredatoryLendingFate(t *testing.T) {
	s := fightScen(t, []string{"troll"}, []string{"urchin", "silvertooth", "tocsin"})
	s.creature(0, "troll")
	s.creature(1, "urchin")
	s.creature(1, "silvertooth")
	s.creature(1, "tocsin") // Dis
	s.g.p[0].aember = 5
	s.house("brobnar")
	s.wantRules(s.effect(Effect{Kind: EffFate, Player: 1, Card: CardRef{ID: "predatory-lending"}}), "")
	s.wantAember(0, 3)
	s.wantAember(1, 2)
}

// Generous Offer: "Play: Destroy a friendly creature. If you do, steal 2A."
// The log declares the destruction; a ward that saves the creature means
// no steal.
func TestScriptGenerousOffer(t *testing.T) {
	for _, tc := range []struct {
		name   string
		warded bool
		alice  int
	}{{"destroyed", false, 2}, {"saved by a ward", true, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, []string{"generous-offer", "troll"}, nil)
			tr := s.creature(0, "troll")
			if tc.warded {
				s.g.cards[tr].flags |= flWarded
			}
			s.g.p[1].aember = 3
			s.hand(0, "generous-offer")
			s.g.house, s.g.step = "ekwidon", StepMain
			s.play("generous-offer")
			s.effect(Effect{Kind: EffDestroy, Player: 0, Card: CardRef{ID: "troll"}})
			s.wantAember(0, tc.alice)
			s.wantAember(1, 3-tc.alice)
		})
	}
}

// Æmbermancy: "Play: Remove up to three +1 power counters from a creature.
// Gain 1A for each counter removed this way." The log declares "remove 3";
// only the counters there are removed, and gained.
func TestScriptAembermancy(t *testing.T) {
	for _, tc := range []struct{ counters, gain int }{{1, 1}, {5, 3}, {0, 0}} {
		s := fightScen(t, []string{"æmbermancy", "troll"}, nil)
		tr := s.creature(0, "troll")
		s.g.cards[tr].counters = int16(tc.counters)
		s.hand(0, "æmbermancy")
		s.g.house, s.g.step = "untamed", StepMain
		s.play("æmbermancy")
		s.effect(Effect{Kind: EffPower, Player: 0, N: -3, Card: CardRef{ID: "troll"}})
		s.wantAember(0, 1+tc.gain) // 1: its Æmber bonus
	}
}

// They Tell No Tales: "Play: Choose a house. Destroy each creature of the
// chosen house. Gain 2 chains." The log's "choose sanctum" names the house.
func TestScriptTheyTellNoTales(t *testing.T) {
	for _, tc := range []struct {
		name   string
		choose []string // nil: the log goes on without a choice
		first  bool     // a declared effect of another card comes first
		rules  string
	}{
		{"house chosen", []string{"sanctum"}, false, ""},
		{"no choice", nil, false, "choice-missing"},
		// A log may state another card's effect while the ability waits:
		// it applies, and the choice still waits for its line.
		{"an effect, then the house", []string{"sanctum"}, true, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, []string{"they-tell-no-tales", "troll", "shooler"}, []string{"staunch-knight", "urchin"})
			tr := s.creature(0, "troll")
			sk := s.creature(1, "staunch-knight")
			s.g.cards[sk].aember = 2
			ur := s.creature(1, "urchin")
			s.hand(0, "they-tell-no-tales")
			s.house("dis")
			s.hand(0, "shooler")
			s.play("they-tell-no-tales")
			if tc.first {
				s.wantRules(s.effect(Effect{Kind: EffGain, Player: 0, N: 1}), "")
				if _, waiting := s.g.Waiting(); !waiting {
					t.Fatal("the declared effect resolved the choice")
				}
			}
			var out Outcome
			if tc.choose != nil {
				out = s.do(Action{Verb: VerbChoose, Words: tc.choose})
			} else {
				out = s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "shooler"}}) // another action resolves it without a house
			}
			s.wantRules(out, tc.rules)
			if s.g.p[0].chains != 2 {
				t.Errorf("chains %d, want 2", s.g.p[0].chains)
			}
			s.wantZone(tr, ZoneBattleline)
			s.wantZone(ur, ZoneBattleline)
			if tc.choose != nil {
				s.wantZone(sk, ZoneDiscard)
				want := 3 // 1 bonus + 2 from the Knight
				if tc.first {
					want++
				}
				s.wantAember(0, want)
			}
		})
	}
}

// Cosmic Recompense: "Play: Deal 3D to an enemy creature. If it is not
// destroyed, steal 1A. Repeat the preceding effect." Each damage is
// declared; a survivor means a steal.
func TestScriptCosmicRecompense(t *testing.T) {
	s := fightScen(t, []string{"cosmic-recompense"}, []string{"troll", "urchin"})
	s.creature(1, "troll")
	ur := s.creature(1, "urchin")
	s.g.p[1].aember = 4
	s.hand(0, "cosmic-recompense")
	s.g.house, s.g.step = "staralliance", StepMain
	s.play("cosmic-recompense")
	s.effect(Effect{Kind: EffDamage, Player: 0, N: 3, Card: CardRef{ID: "troll"}})  // survives: steal
	s.effect(Effect{Kind: EffDamage, Player: 0, N: 3, Card: CardRef{ID: "urchin"}}) // destroyed: none
	s.wantZone(ur, ZoneDiscard)
	s.wantAember(0, 1)
	s.wantAember(1, 3)
}

// A partial deck (a TCO import) lists the copies seen so far and fills up
// to 36 with unseen cards. A play of a copy more than were seen takes one
// of the unseen cards: it is that card (Rulebook, Deck Construction: a
// deck has 36 cards; the log proves this one is among them).
func TestPartialDeckAdoptsAnUnseenCard(t *testing.T) {
	deck := &Deck{Name: "partial", Houses: aliceHouses, Partial: true, Cards: []DeckCard{{CardID: "troll"}}}
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{{Name: "Alice", Deck: deck}, {Name: "Bob", Deck: testDeck(bobHouses)}}})
	s.end()
	s.end()
	s.house("brobnar")
	for i := range 2 {
		s.wantRules(s.play("troll"), "")
		if got := len(s.g.p[0].line); got != i+1 {
			t.Fatalf("%d creatures after play %d", got, i+1)
		}
	}
	if h := s.g.houseOf(s.g.p[0].line[1]); h != "brobnar" {
		t.Errorf("the adopted Troll is of house %q", h)
	}
}

// Precision Striker: "Play/After Fight/After Reap: Discard the top 3 cards of
// your opponent's deck. Put 1 of the discarded cards on the bottom of your
// opponent's deck." A creature of the same title in play is not touched.
func TestScriptPrecisionStriker(t *testing.T) {
	s := fightScen(t, []string{"precision-striker"}, []string{"troll", "troll"})
	tr := s.creature(1, "troll")
	deck := s.g.p[1].deckSize()
	s.hand(0, "precision-striker")
	s.g.house, s.g.step = "staralliance", StepMain
	s.play("precision-striker")
	if got := len(s.g.p[1].discard); got != 2 {
		t.Errorf("Bob's discard pile holds %d, want 2", got)
	}
	if got := s.g.p[1].deckSize(); got != deck-2 {
		t.Errorf("Bob's deck %d, want %d", got, deck-2)
	}
	s.wantZone(tr, ZoneBattleline)
}

// Lærie of the Lake: "While the tide is high, each friendly creature gets
// +2 armor." (Rulebook, The Tide; Glossary – Armor.)
func TestScriptLaerieOfTheLake(t *testing.T) {
	for _, tc := range []struct {
		tide         bool
		troll, enemy int
	}{{true, 2, 0}, {false, 0, 0}} {
		s := fightScen(t, []string{"lærie-of-the-lake", "troll"}, []string{"krump"})
		s.creature(0, "lærie-of-the-lake")
		tr := s.creature(0, "troll")
		kr := s.creature(1, "krump")
		s.g.p[0].tide = tc.tide
		if got := s.g.armor(tr); got != tc.troll {
			t.Errorf("tide %v: Troll's armor %d, want %d", tc.tide, got, tc.troll)
		}
		if got := s.g.armor(kr); got != tc.enemy {
			t.Errorf("tide %v: enemy Krump's armor %d, want %d", tc.tide, got, tc.enemy)
		}
	}
}

// Taxing Journey: "Play: A friendly creature captures 1A. Each of its
// neighbors that shares a house with it also captures 1A." The first
// capture is declared.
func TestScriptTaxingJourney(t *testing.T) {
	s := fightScen(t, []string{"taxing-journey", "troll", "krump", "staunch-knight"}, nil)
	kn := s.creature(0, "staunch-knight") // Sanctum: does not share Brobnar
	tr := s.creature(0, "troll")
	kr := s.creature(0, "krump")
	s.g.p[1].aember = 5
	s.hand(0, "taxing-journey")
	s.house("sanctum")
	s.play("taxing-journey")
	s.effect(Effect{Kind: EffCapture, Player: 0, N: 1, Card: CardRef{ID: "troll"}})
	if s.g.cards[tr].aember != 1 || s.g.cards[kr].aember != 1 || s.g.cards[kn].aember != 0 {
		t.Errorf("captured: Troll %d, Krump %d, Knight %d; want 1, 1, 0", s.g.cards[tr].aember, s.g.cards[kr].aember, s.g.cards[kn].aember)
	}
	s.wantAember(1, 3)
}

// Rulebook, Ready and Exhausted: "An exhausted card is not able to be used
// until it is readied." An ability that uses a creature (CWO Tucheay's
// "fully heal and use") does nothing with an exhausted one; choosing it
// breaks no rule (Golden Rule: resolve as much as possible; TCO allows it).
func TestDeclaredUseOfAnExhaustedCreature(t *testing.T) {
	for _, tc := range []struct {
		exhausted bool
		aember    int
		rule      string
	}{{false, 1, ""}, {true, 0, ""}} {
		s := fightScen(t, []string{"troll"}, nil)
		tr := s.creature(0, "troll")
		if tc.exhausted {
			s.g.cards[tr].flags |= flExhausted
		}
		s.house("brobnar")
		s.wantRules(s.effect(Effect{Kind: EffUse, Player: 0, Card: CardRef{ID: "troll"}}), tc.rule)
		s.wantAember(0, tc.aember)
	}
}

// Garnet Squire: "At the end of your turn, heal 1D from Garnet Squire. If
// you do, gain 1A."
func TestScriptGarnetSquire(t *testing.T) {
	for _, tc := range []struct{ damage, left, aember int }{{2, 1, 1}, {0, 0, 0}} {
		s := fightScen(t, []string{"garnet-squire"}, nil)
		gs := s.creature(0, "garnet-squire")
		s.g.cards[gs].damage = int16(tc.damage)
		s.house("sanctum")
		s.end()
		s.wantDamage(gs, tc.left)
		s.wantAember(0, tc.aember)
	}
}

// An ability that names its own title ("Catena Fiend: … deal 3 to a
// friendly creature", TCO "deal 3 damage to Catena Fiend") means another
// copy when one is in play; "itself" (Copy 1, said) is the source.
func TestDamageNamingTheSourcesTitle(t *testing.T) {
	for _, tc := range []struct {
		name   string
		copy   int
		hitOwn bool
	}{{"another copy", 0, false}, {"itself", 1, true}} {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, []string{"troll", "troll"}, nil)
			a, b := s.creature(0, "troll"), s.creature(0, "troll")
			s.house("brobnar")
			s.reap("troll") // the source: the first Troll
			s.effect(Effect{Kind: EffDamage, Player: 0, N: 3, Card: CardRef{ID: "troll", Copy: tc.copy}})
			hit, spared := b, a
			if tc.hitOwn {
				hit, spared = a, b
			}
			s.wantDamage(hit, 3)
			s.wantDamage(spared, 0)
		})
	}
}

// Cards of the scripts below, typed in from the keyteki packs.
func init() {
	testCards["reiteration"] = &CardDef{ID: "reiteration", Name: "Reiteration", House: "logos", Type: TypeAction, Amber: 1}
	testCards["eddy-of-dis"] = &CardDef{ID: "eddy-of-dis", Name: "Eddy of Dis", House: "dis", Type: TypeAction, Amber: 1}
	testCards["reverse-time"] = &CardDef{ID: "reverse-time", Name: "Reverse Time", House: "logos", Type: TypeAction, Amber: 1}
	testCards["digital-signal"] = &CardDef{ID: "digital-signal", Name: "Digital Signal", House: "staralliance", Type: TypeAction, Amber: 1}
}

// playAsHouse plays id, a known copy in Alice's hand, with its own house
// active.
func playAsHouse(s *scen, id string) Outcome {
	s.g.house = s.g.def(s.g.defIndex(id)).House
	s.g.step = StepMain
	return s.play(id)
}

// Reiteration: "Play: Draw 2 cards. Put 2 cards from your hand on the
// bottom of your deck." The hand ends as it was (less Reiteration), the
// deck as it was; the known top card was drawn, and the cards put back
// are ones the engine does not know, so known cards stay in hand.
func TestScriptReiteration(t *testing.T) {
	s := fightScen(t, []string{"reiteration", "troll", "krump"}, nil)
	tr := s.hand(0, "troll")
	s.hand(0, "reiteration")
	kr := s.take(0, "krump")
	s.g.put(kr, ZoneDeck) // the known top card
	p := &s.g.p[0]
	hand, deck := p.handSize()-1, p.deckSize()
	out := playAsHouse(s, "reiteration")
	s.wantRules(out, "")
	if !hasEvent(out, EvDraw) {
		t.Error("no draw")
	}
	if p.handSize() != hand || p.deckSize() != deck {
		t.Errorf("hand %d deck %d, want %d and %d", p.handSize(), p.deckSize(), hand, deck)
	}
	s.wantZone(kr, ZoneHand)
	s.wantZone(tr, ZoneHand)
	s.wantAember(0, 1) // its bonus icon
}

// Reiteration with only known cards in hand after the draw puts known ones
// back: they become unknown cards of the deck.
func TestScriptReiterationKnownCards(t *testing.T) {
	s := fightScen(t, []string{"reiteration", "troll", "krump"}, nil)
	p := &s.g.p[0]
	for p.handUnknown > 0 { // the hand holds known cards only
		p.handUnknown--
		p.deckUnknown++
	}
	tr, kr := s.hand(0, "troll"), s.hand(0, "krump")
	s.hand(0, "reiteration")
	// The deck's top two are known: the draw takes them.
	a := s.take(0, filler)
	s.g.put(a, ZoneDeck)
	b := s.take(0, filler)
	s.g.put(b, ZoneDeck)
	deck := p.deckSize()
	s.wantRules(playAsHouse(s, "reiteration"), "")
	if p.handSize() != 2 || p.deckSize() != deck {
		t.Errorf("hand %d deck %d, want 2 and %d", p.handSize(), p.deckSize(), deck)
	}
	// The first known cards in hand (Troll, Krump) went under the deck.
	s.wantZone(tr, ZoneUnknown)
	s.wantZone(kr, ZoneUnknown)
	s.wantZone(a, ZoneHand)
	s.wantZone(b, ZoneHand)
}

// Eddy of Dis: "Play: Shuffle a random card from your opponent's hand into
// their deck." Bob's hand loses one card, his deck gains it and forgets
// its known top card (shuffled); Alice's hand and deck are untouched.
func TestScriptEddyOfDis(t *testing.T) {
	s := fightScen(t, []string{"eddy-of-dis"}, []string{"urchin"})
	bob := &s.g.p[1]
	top := s.take(1, "urchin")
	s.g.put(top, ZoneDeck)
	s.hand(0, "eddy-of-dis")
	hand, deck := bob.handSize(), bob.deckSize()
	ahand := s.g.p[0].handSize() - 1 // Eddy of Dis leaves it
	s.wantRules(playAsHouse(s, "eddy-of-dis"), "")
	if bob.handSize() != hand-1 || bob.deckSize() != deck+1 {
		t.Errorf("Bob's hand %d deck %d, want %d and %d", bob.handSize(), bob.deckSize(), hand-1, deck+1)
	}
	if len(bob.deckTop) != 0 {
		t.Errorf("Bob's deck still has known top cards %v after a shuffle", bob.deckTop)
	}
	s.wantZone(top, ZoneUnknown)
	if got := s.g.p[0].handSize(); got != ahand {
		t.Errorf("Alice's hand %d, want %d", got, ahand)
	}
}

// Eddy of Dis against an empty hand does nothing (resolve as much as you
// can).
func TestScriptEddyOfDisEmptyHand(t *testing.T) {
	s := fightScen(t, []string{"eddy-of-dis"}, nil)
	bob := &s.g.p[1]
	bob.deckUnknown += bob.handUnknown
	bob.handUnknown = 0
	s.hand(0, "eddy-of-dis")
	deck := bob.deckSize()
	s.wantRules(playAsHouse(s, "eddy-of-dis"), "")
	if bob.handSize() != 0 || bob.deckSize() != deck {
		t.Errorf("Bob's hand %d deck %d, want 0 and %d", bob.handSize(), bob.deckSize(), deck)
	}
}

// Reverse Time: "Play: Swap your deck and your discard pile. Then, shuffle
// your deck." The discard pile's cards become the (unknown) deck; the
// deck's cards, known top card included, make the discard pile, to which
// Reverse Time itself goes after.
func TestScriptReverseTime(t *testing.T) {
	s := fightScen(t, []string{"reverse-time", "troll", "krump", "zorg"}, nil)
	p := &s.g.p[0]
	tr, kr := s.take(0, "troll"), s.take(0, "krump")
	s.g.put(tr, ZoneDiscard)
	s.g.put(kr, ZoneDiscard)
	zo := s.take(0, "zorg")
	s.g.put(zo, ZoneDeck) // the known top card
	s.hand(0, "reverse-time")
	deck := p.deckSize()
	s.wantRules(playAsHouse(s, "reverse-time"), "")
	if p.deckSize() != 2 {
		t.Errorf("deck %d, want the 2 discarded cards", p.deckSize())
	}
	if len(p.discard) != deck+1 {
		t.Errorf("discard pile %d, want %d (the deck and Reverse Time)", len(p.discard), deck+1)
	}
	s.wantZone(tr, ZoneUnknown)
	s.wantZone(kr, ZoneUnknown)
	s.wantZone(zo, ZoneDiscard)
	if last := p.discard[len(p.discard)-1]; s.g.def(last).ID != "reverse-time" {
		t.Errorf("top of the discard pile is %s, want Reverse Time", s.g.name(last))
	}
	// The next draw comes from the old discard pile.
	if !s.g.drawOne(0) || p.deckSize() != 1 {
		t.Errorf("after a draw the deck holds %d, want 1", p.deckSize())
	}
}

// Digital Signal: "Play: For each card in your opponent's archives,
// archive a card. Discard your opponent's archives." Bob's archived cards,
// known and unknown alike, count and go to his discard pile; Alice
// archives as many cards from her hand as it holds, up to that count, and
// her own archives stay.
func TestScriptDigitalSignal(t *testing.T) {
	for _, tc := range []struct {
		name        string
		knownHand   bool // Alice's hand holds Krump and Digital Signal only
		bobUnknown  int  // unknown cards in Bob's archives, besides Urchin
		bobKnown    bool // Urchin is in Bob's archives
		archived    int  // cards Alice archives
		bobDiscards int
	}{
		{"known and unknown archived cards", false, 1, true, 2, 2},
		{"a hand shorter than the count", true, 1, true, 1, 2},
		{"empty archives", false, 0, false, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, []string{"digital-signal", "troll", "krump"}, []string{"urchin"})
			alice, bob := &s.g.p[0], &s.g.p[1]
			if tc.knownHand {
				alice.deckUnknown += alice.handUnknown
				alice.handUnknown = 0
			}
			kr := s.hand(0, "krump")
			s.hand(0, "digital-signal")
			tr := s.take(0, "troll")
			s.g.put(tr, ZoneArchives) // Alice's own archived card stays
			ur := int16(-1)
			if tc.bobKnown {
				ur = s.take(1, "urchin")
				s.g.put(ur, ZoneArchives)
			}
			for range tc.bobUnknown {
				bob.deckUnknown--
				bob.archUnknown++
			}
			hand, arch := alice.handSize()-1, alice.archiveSize() // less Digital Signal
			bobDiscard, bobHand := len(bob.discard), bob.handSize()
			s.wantRules(playAsHouse(s, "digital-signal"), "")
			if alice.handSize() != hand-tc.archived || alice.archiveSize() != arch+tc.archived {
				t.Errorf("Alice's hand %d archives %d, want %d and %d", alice.handSize(), alice.archiveSize(), hand-tc.archived, arch+tc.archived)
			}
			if bob.archiveSize() != 0 {
				t.Errorf("Bob's archives hold %d cards, want none", bob.archiveSize())
			}
			if got := len(bob.discard) - bobDiscard; got != tc.bobDiscards {
				t.Errorf("Bob's discard pile gained %d cards, want %d", got, tc.bobDiscards)
			}
			if bob.handSize() != bobHand {
				t.Errorf("Bob's hand %d, want %d", bob.handSize(), bobHand)
			}
			s.wantZone(tr, ZoneArchives)
			if ur >= 0 {
				s.wantZone(ur, ZoneDiscard)
			}
			if tc.knownHand {
				s.wantZone(kr, ZoneArchives)
			} else {
				s.wantZone(kr, ZoneHand) // unknown cards are archived first
			}
			if last := alice.discard[len(alice.discard)-1]; s.g.def(last).ID != "digital-signal" {
				t.Errorf("top of Alice's discard pile is %s, want Digital Signal", s.g.name(last))
			}
			s.wantAember(0, 1) // its bonus icon
		})
	}
}
