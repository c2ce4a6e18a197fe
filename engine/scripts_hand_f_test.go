package engine

import "testing"

// Tests of scripts_hand_f.go: each card's ability on a board, and the
// state after it. The games resolve the registered scripts (no held
// script is installed unless a test says so).

func init() { hfAddCards() }

// hfAddCards adds the facts (keyteki packs) of the cards these tests use
// that no other test file adds.
func hfAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Keywords: kws}
	}
	cr, ac, ar := TypeCreature, TypeAction, TypeArtifact
	add("impspector", "Impspector", "dis", cr, 2, 0, 0)
	add("scrivener-favian", "Scrivener Favian", "sanctum", cr, 3, 0, 0)
	add("entropic-manipulator", "Entropic Manipulator", "mars", ac, 0, 0, 1)
	add("cyber-clone", "Cyber-Clone", "logos", cr, 1, 0, 0)
	add("martians-make-bad-allies", "Martians Make Bad Allies", "mars", ac, 0, 0, 0)
	add("æmber-conduction-unit", "Æmber Conduction Unit", "mars", ar, 0, 0, 0)
	add("gargantodon", "Gargantodon", "saurian", cr, 16, 0, 0)
}

// hfZoneOf is the zone of Alice's (pl's) copy of id, wherever it is.
func (s *scen) hfZoneOf(pl int8, id string) Zone {
	return s.g.cards[s.g.findAnywhere(CardRef{ID: id}, pl)].zone
}

// New Frontiers: "Play: Choose a house. Reveal the top 3 cards of your
// deck. Archive each card of the chosen house and discard the others."
func TestHandFNewFrontiers(t *testing.T) {
	for _, tc := range []struct {
		house             House
		troll, mother, nf Zone
	}{
		{"brobnar", ZoneArchives, ZoneDiscard, ZoneDiscard},
		{"logos", ZoneDiscard, ZoneArchives, ZoneDiscard},
		{"dis", ZoneDiscard, ZoneDiscard, ZoneDiscard},
	} {
		t.Run(string(tc.house), func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"new-frontiers", "troll", "mother", "tocsin"}, nil)
			s.hand(0, "new-frontiers")
			s.house("staralliance")
			s.wantRules(s.play("new-frontiers"), "")
			s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{string(tc.house)}, Cards: []CardRef{{ID: "troll"}, {ID: "mother"}, {ID: "tocsin"}}}), "")
			if z := s.hfZoneOf(0, "troll"); z != tc.troll {
				t.Errorf("Troll is in %s, want %s", z, tc.troll)
			}
			if z := s.hfZoneOf(0, "mother"); z != tc.mother {
				t.Errorf("Mother is in %s, want %s", z, tc.mother)
			}
			want := ZoneDiscard
			if tc.house == "dis" {
				want = ZoneArchives
			}
			if z := s.hfZoneOf(0, "tocsin"); z != want {
				t.Errorf("Tocsin is in %s, want %s", z, want)
			}
			s.wantInt("archives", len(s.g.p[0].archive), 1)
		})
	}
}

// Quintrino Flux: "Play: Choose a friendly creature and an enemy creature.
// Destroy the chosen creatures and each creature with the same power as
// either of the chosen creatures."
func TestHandFQuintrinoFlux(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"quintrino-flux", "krump", "tocsin", "bumpsy"}, []string{"troll", "silvertooth", "mother", "urchin"})
	k := s.creature(0, "krump")        // 6
	tc := s.creature(0, "tocsin")      // 3
	b := s.creature(0, "bumpsy")       // 5
	tr := s.creature(1, "troll")       // 8
	st := s.creature(1, "silvertooth") // 2
	m := s.creature(1, "mother")       // 5
	u := s.creature(1, "urchin")       // 1
	s.hand(0, "quintrino-flux")
	s.house("staralliance")
	s.wantRules(s.play("quintrino-flux"), "")
	s.wantRules(s.choose("tocsin", "mother"), "")
	// Tocsin (3) and Mother (5), and Bumpsy (5, as Mother): on both sides.
	for _, id := range []int16{tc, m, b} {
		s.wantZone(id, ZoneDiscard)
	}
	for _, id := range []int16{k, tr, st, u} {
		s.wantZone(id, ZoneBattleline)
	}
}

// Vezyma Thinkdrone: "Reap: You may archive a friendly creature or
// artifact from play."
func TestHandFVezymaThinkdrone(t *testing.T) {
	for _, tc := range []struct {
		name, answer string
		krump, art   Zone
	}{
		{"creature", "krump", ZoneArchives, ZoneArtifacts},
		{"artifact", "gauntlet-of-command", ZoneBattleline, ZoneArchives},
		{"no", "", ZoneBattleline, ZoneArtifacts},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "mars", []string{"vezyma-thinkdrone", "krump", "gauntlet-of-command"}, []string{"troll"})
			s.creature(0, "vezyma-thinkdrone")
			k := s.creature(0, "krump")
			g := s.artifact(0, "gauntlet-of-command")
			tr := s.creature(1, "troll")
			s.house("mars")
			s.wantRules(s.reap("vezyma-thinkdrone"), "")
			if tc.answer == "" {
				s.wantRules(s.words("no"), "")
			} else {
				s.wantRules(s.choose(tc.answer), "")
			}
			s.wantZone(k, tc.krump)
			s.wantZone(g, tc.art)
			s.wantZone(tr, ZoneBattleline)
			s.wantAember(0, 1)
		})
	}
	// An enemy creature is not a legal answer (the table's choice is
	// flagged, then applied as the log says).
	s := secondTurnScen(t, "mars", []string{"vezyma-thinkdrone"}, []string{"troll"})
	s.creature(0, "vezyma-thinkdrone")
	s.creature(1, "troll")
	s.house("mars")
	s.reap("vezyma-thinkdrone")
	s.wantRules(s.choose("troll"), "effect-target")
}

// J.O.N. Cargo: "Reap: Discard the top card of your deck and reveal your
// hand. Archive each card that shares a house with the discarded card."
func TestHandFJONCargo(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"jon-cargo", "troll", "krump", "bumpsy", "mother"}, nil)
	s.creature(0, "jon-cargo")
	k := s.hand(0, "krump")
	b := s.hand(0, "bumpsy")
	m := s.hand(0, "mother")
	s.house("staralliance")
	s.wantRules(s.reap("jon-cargo"), "")
	// The prompt after the discard offers the Brobnar cards only.
	s.wantRules(s.choose("troll"), "")
	p, ok := s.g.Prompt()
	if !ok {
		t.Fatal("J.O.N. Cargo does not wait for the cards archived")
	}
	for _, c := range p.Cards {
		if s.g.Card(c.ID).House != "brobnar" {
			t.Errorf("the prompt offers %s", c.ID)
		}
	}
	s.wantRules(s.choose("krump", "bumpsy"), "")
	s.wantZone(k, ZoneArchives)
	s.wantZone(b, ZoneArchives)
	s.wantZone(m, ZoneHand)
	if z := s.hfZoneOf(0, "troll"); z != ZoneDiscard {
		t.Errorf("Troll is in %s, want the discard pile", z)
	}
	s.wantAember(0, 1)

	// A card named that does not share the house is flagged.
	s = secondTurnScen(t, "staralliance", []string{"jon-cargo", "troll", "mother", "krump"}, nil)
	s.creature(0, "jon-cargo")
	s.hand(0, "mother")
	s.house("staralliance")
	s.reap("jon-cargo")
	s.wantRules(s.choose("troll", "mother"), "effect-target")

	// No card of that house can be in the hand: nothing to archive, and
	// nothing waits.
	s = secondTurnScen(t, "staralliance", []string{"jon-cargo", "troll", "mother"}, nil)
	s.creature(0, "jon-cargo")
	m = s.hand(0, "mother")
	s.house("staralliance")
	s.reap("jon-cargo")
	s.wantRules(s.choose("troll"), "")
	if _, waits := s.g.Waiting(); waits {
		t.Errorf("J.O.N. Cargo waits with no card to archive")
	}
	s.wantZone(m, ZoneHand)
}

// Gargantodon: "Gargantodon enters play stunned. Gargantodon only deals 4D
// when fighting. Each A that would be stolen is captured by a creature
// controlled by the active player instead."
func TestHandFGargantodon(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"gargantodon"}, []string{"troll"})
	tr := s.creature(1, "troll")
	g := s.hand(0, "gargantodon")
	s.house("saurian")
	s.wantRules(s.play("gargantodon"), "")
	s.hdFlag(g, flStunned, true, "stunned")
	s.g.cards[g].flags &^= flStunned
	s.g.cards[g].flags &^= flExhausted
	s.wantRules(s.fight("gargantodon", "troll"), "")
	s.wantDamage(tr, 4) // not 16
	s.wantDamage(g, 8)

	// The steals happen on Alice's turn: her leftmost creature captures.
	for _, tc := range []struct {
		name         string
		thief        int8 // who steals 2
		krump        bool // Alice has a creature
		wantA, wantB int  // pools after (Alice 2, Bob 3 before)
		wantOnKrump  int
	}{
		{"active player steals", 0, true, 2, 1, 2},
		{"opponent steals", 1, true, 0, 3, 2},
		{"no creature to capture", 0, false, 2, 3, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"krump"}, []string{"troll", "gargantodon"})
			k := int16(-1)
			if tc.krump {
				k = s.creature(0, "krump")
			}
			s.creature(1, "troll")
			s.creature(1, "gargantodon")
			s.house("saurian")
			s.g.p[0].aember, s.g.p[1].aember = 2, 3
			s.wantInt("stolen", s.g.steal(tc.thief, 2), 0)
			s.wantAember(0, tc.wantA)
			s.wantAember(1, tc.wantB)
			if k >= 0 {
				s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), tc.wantOnKrump)
			}
		})
	}
}

// Æmber Conduction Unit: "After an enemy creature reaps, if it is the
// first time a creature has reaped this turn, stun it."
func TestHandFAemberConductionUnit(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"æmber-conduction-unit", "zorg"}, []string{"urchin", "silvertooth"})
	s.artifact(0, "æmber-conduction-unit")
	z := s.creature(0, "zorg")
	u := s.creature(1, "urchin")
	st := s.creature(1, "silvertooth")
	s.house("mars")
	s.wantRules(s.reap("zorg"), "") // a friendly creature: no stun
	s.hdFlag(z, flStunned, false, "stunned")
	s.end()
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "")
	s.hdFlag(u, flStunned, true, "stunned") // the turn's first reap
	s.wantAember(1, 1)
	s.wantRules(s.reap("silvertooth"), "")
	s.hdFlag(st, flStunned, false, "stunned") // the second: no stun
	s.wantAember(1, 2)

	// Using a stunned creature to remove its stun is not a reap: the
	// first reap after it is stunned.
	s = secondTurnScen(t, "mars", []string{"æmber-conduction-unit"}, []string{"urchin", "silvertooth"})
	s.end()
	s.creature(1, "urchin")
	s.artifact(0, "æmber-conduction-unit")
	st = s.creature(1, "silvertooth")
	s.house("shadows")
	s.g.cards[st].flags |= flStunned // its "reap" removes the stun: not a reap
	s.wantRules(s.reap("silvertooth"), "")
	s.hdFlag(st, flStunned, false, "stunned")
	s.wantRules(s.reap("urchin"), "")
	s.hdFlag(s.g.findAnywhere(CardRef{ID: "urchin"}, 1), flStunned, true, "stunned")
}

// Martians Make Bad Allies: "Play: Reveal your hand. Purge each revealed
// non-Mars creature and gain 1A for each card purged this way."
func TestHandFMartiansMakeBadAllies(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"martians-make-bad-allies", "krump", "troll", "zorg", "anger"}, nil)
	k := s.hand(0, "krump")
	tr := s.hand(0, "troll")
	z := s.hand(0, "zorg")
	a := s.hand(0, "anger")
	s.hand(0, "martians-make-bad-allies")
	s.house("mars")
	s.wantRules(s.play("martians-make-bad-allies"), "")
	// The prompt offers the non-Mars creatures only.
	p, _ := s.g.Prompt()
	for _, c := range p.Cards {
		if d := s.g.Card(c.ID); d.House == "mars" || !d.Type.IsCreature() {
			t.Errorf("the prompt offers %s", c.ID)
		}
	}
	s.wantRules(s.choose("krump", "troll"), "")
	s.wantZone(k, ZonePurged)
	s.wantZone(tr, ZonePurged)
	s.wantZone(z, ZoneHand)
	s.wantZone(a, ZoneHand)
	s.wantAember(0, 2)

	// A Mars creature or an action named is flagged.
	s = secondTurnScen(t, "mars", []string{"martians-make-bad-allies", "zorg", "anger", "krump"}, nil)
	s.hand(0, "zorg")
	s.hand(0, "anger")
	s.hand(0, "martians-make-bad-allies")
	s.house("mars")
	s.play("martians-make-bad-allies")
	s.wantRules(s.choose("zorg", "anger"), "effect-target,effect-target")
}

// Impspector: "Destroyed: Purge a random card from your opponent’s hand."
func TestHandFImpspector(t *testing.T) {
	// Destroyed on its controller's turn: the opponent's hand.
	s := secondTurnScen(t, "dis", []string{"impspector", "troll"}, []string{"mother", "urchin"})
	s.creature(0, "impspector")
	s.creature(0, "troll")
	m := s.hand(1, "mother")
	s.house("dis")
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "impspector"}}), "")
	p, ok := s.g.Prompt()
	if !ok || p.Player != 1 {
		t.Fatalf("the random card is not asked of Bob's hand (%v, %v)", ok, p)
	}
	s.wantRules(s.choose("mother"), "")
	s.wantZone(m, ZonePurged)

	// Destroyed fighting on the opponent's turn: the hand of the active
	// player, Impspector's controller's opponent.
	s = secondTurnScen(t, "dis", []string{"impspector", "troll"}, []string{"urchin", "mother"})
	s.creature(0, "impspector")
	k := s.hand(0, "troll")
	s.end()
	s.creature(1, "mother")
	u := s.hand(1, "urchin")
	s.house("logos")
	s.wantRules(s.fight("mother", "impspector"), "")
	if p, _ := s.g.Prompt(); p.Player != 1 {
		t.Fatalf("the random card is asked of player %d's hand, want Bob's", p.Player)
	}
	s.wantRules(s.choose("urchin"), "")
	s.wantZone(u, ZonePurged)
	s.wantZone(k, ZoneHand)
}

// Red Alert: "Play: If there are more enemy creatures than friendly
// creatures, deal damage to each enemy creature equal to the difference."
func TestHandFRedAlert(t *testing.T) {
	for _, tc := range []struct {
		name    string
		friends []string
		damage  int // to each enemy creature: 3 of them
	}{
		{"three more", nil, 3},
		{"two more", []string{"krump"}, 2},
		{"one more", []string{"krump", "bumpsy"}, 1},
		{"as many", []string{"krump", "bumpsy", "valdr"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", append([]string{"red-alert"}, tc.friends...), []string{"troll", "mother", "staunch-knight"})
			var friends []int16
			for _, f := range tc.friends {
				friends = append(friends, s.creature(0, f))
			}
			tr := s.creature(1, "troll")
			m := s.creature(1, "mother")
			sk := s.creature(1, "staunch-knight") // 2 armor
			s.hand(0, "red-alert")
			s.house("staralliance")
			s.wantRules(s.play("red-alert"), "")
			s.wantDamage(tr, tc.damage)
			s.wantDamage(m, tc.damage)
			s.wantDamage(sk, max(tc.damage-2, 0))
			for _, f := range friends {
				s.wantDamage(f, 0)
			}
		})
	}
}

// Scrivener Favian: "Enhance PTPT. When you resolve a PT bonus icon, you
// may choose to steal 1A instead." (PT: the capture icon.)
func TestHandFScrivenerFavian(t *testing.T) {
	for _, tc := range []struct {
		name         string
		answer       Action
		wantA, wantB int
		onFavian     int
	}{
		{"steal", Action{Verb: VerbChoose, Words: []string{"steal"}}, 1, 2, 0},
		{"capture", Action{Verb: VerbChoose, Cards: []CardRef{{ID: "scrivener-favian"}}}, 0, 2, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := housesIconScen(t, aliceHouses, "krump", []Bonus{BonusCapture}, []string{"scrivener-favian"}, nil)
			f := s.creature(0, "scrivener-favian")
			s.g.p[1].aember = 3
			s.house("brobnar")
			s.wantRules(s.play("krump"), "")
			p, _ := s.g.Prompt()
			if len(p.Words) != 1 || p.Words[0] != "steal" {
				t.Errorf("the capture icon's prompt offers %v, want steal", p.Words)
			}
			s.wantRules(s.do(tc.answer), "")
			s.wantAember(0, tc.wantA)
			s.wantAember(1, tc.wantB)
			s.wantInt("Æmber on Favian", int(s.g.cards[f].aember), tc.onFavian)
		})
	}
	// Without Favian in play, "steal" is no answer: the capture goes to
	// the leftmost friendly creature, as with no answer.
	s := housesIconScen(t, aliceHouses, "krump", []Bonus{BonusCapture}, []string{"troll"}, nil)
	tr := s.creature(0, "troll")
	s.g.p[1].aember = 3
	s.house("brobnar")
	s.play("krump")
	s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"steal"}}), "choice-missing")
	s.wantAember(0, 0)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
}

// Entropic Manipulator: "Play: Choose a player. You may redistribute the
// damage on the creatures that player controls among that player’s
// creatures. (You may cause more damage to a creature than it has power.)"
func TestHandFEntropicManipulator(t *testing.T) {
	for _, tc := range []struct {
		name             string
		answer           Action
		rules            string
		troll, krump, sk int // damage after (sk -1: destroyed)
	}{
		// Bob's Troll holds 3 damage, Firespitter 2 (armor does not stop
		// moved damage): all 5 onto Firespitter (5 power): destroyed.
		{"opponent", Action{Verb: VerbChoose, Words: []string{"2"}, Cards: []CardRef{{ID: "firespitter"}, {ID: "firespitter"}, {ID: "firespitter"}, {ID: "firespitter"}, {ID: "firespitter"}}}, "", 0, 1, -1},
		{"opponent, moved", Action{Verb: VerbChoose, Words: []string{"2"}, Cards: []CardRef{{ID: "firespitter"}, {ID: "troll"}, {ID: "firespitter"}, {ID: "firespitter"}, {ID: "firespitter"}}}, "", 1, 1, 4},
		{"opponent, none named", Action{Verb: VerbChoose, Words: []string{"2"}}, "", 3, 1, 2},
		{"opponent, too few", Action{Verb: VerbChoose, Words: []string{"2"}, Cards: []CardRef{{ID: "troll"}}}, "effect-target", 3, 1, 2},
		{"opponent, my creature named", Action{Verb: VerbChoose, Words: []string{"2"}, Cards: []CardRef{{ID: "krump"}}}, "effect-target", 3, 1, 2},
		// Alice's Krump holds 1: moved to itself, nothing changes.
		{"me", Action{Verb: VerbChoose, Words: []string{"1"}, Cards: []CardRef{{ID: "krump"}}}, "", 3, 1, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "mars", []string{"entropic-manipulator", "krump"}, []string{"troll", "firespitter"})
			k := s.creature(0, "krump")
			tr := s.creature(1, "troll")
			sk := s.creature(1, "firespitter") // 5 power, 1 armor
			s.g.cards[k].damage = 1
			s.g.cards[tr].damage = 3
			s.g.cards[sk].damage = 2
			s.hand(0, "entropic-manipulator")
			s.house("mars")
			s.wantRules(s.play("entropic-manipulator"), "")
			s.wantRules(s.do(tc.answer), tc.rules)
			s.wantDamage(tr, tc.troll)
			s.wantDamage(k, tc.krump)
			if tc.sk < 0 {
				s.wantZone(sk, ZoneDiscard)
			} else {
				s.wantDamage(sk, tc.sk)
			}
		})
	}
}

// Cyber-Clone: "Play: Purge another creature. Until Cyber-Clone leaves
// play, it has power equal to the purged creature’s power, and gains that
// creature’s armor, keywords, and traits."
func TestHandFCyberClone(t *testing.T) {
	for _, tc := range []struct {
		purge        string
		power, armor int
		kw           Keyword
	}{
		{"troll", 8, 0, ""},
		{"firespitter", 5, 1, ""},
		{"urchin", 1, 0, Elusive},
		{"ancient-bear", 5, 0, Assault},
	} {
		t.Run(tc.purge, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{"cyber-clone", "krump"}, []string{"troll", "firespitter", "urchin", "ancient-bear"})
			k := s.creature(0, "krump")
			var victim int16
			for _, id := range []string{"troll", "firespitter", "urchin", "ancient-bear"} {
				if c := s.creature(1, id); id == tc.purge {
					victim = c
				}
			}
			cc := s.hand(0, "cyber-clone")
			s.house("logos")
			s.wantRules(s.play("cyber-clone"), "")
			s.wantRules(s.choose(tc.purge), "")
			s.wantZone(victim, ZonePurged)
			s.wantInt("Cyber-Clone's power", s.g.power(cc), tc.power)
			s.wantInt("Cyber-Clone's armor", s.g.armor(cc), tc.armor)
			if tc.kw != "" && s.g.keywordN(cc, tc.kw) == 0 {
				t.Errorf("Cyber-Clone has no %v", tc.kw)
			}
			s.wantInt("Krump's power", s.g.power(k), 6)
			// Until it leaves play: back in hand, it is itself again.
			s.effect(Effect{Kind: EffReturn, Card: CardRef{ID: "cyber-clone"}})
			s.wantZone(cc, ZoneHand)
			s.wantInt("power after it left play", s.g.power(cc), 1)
		})
	}
}

// One Stood Against Many: "Play: Ready and fight with a friendly creature
// 3 times, each time against a different enemy creature. Resolve these
// fights one at a time." The "Fight:" abilities of the creature (Z-Particle
// Tracker's search, which a log may answer "none"; Blast Shielding's move)
// resolve after each fight, before the next: also the one that waited
// behind the other.
func TestHandFOneStoodAgainstMany(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"one-stood-against-many", "troll", "krump", "z-particle-tracker", "z-wave-emitter", "blast-shielding"}, []string{"urchin", "bad-penny", "silvertooth"})
	tr := s.creature(0, "troll")
	s.creature(0, "krump")
	s.g.cards[tr].flags |= flExhausted
	s.heAttach(0, "z-particle-tracker", tr)
	s.heAttach(0, "blast-shielding", tr)
	u := s.creature(1, "urchin")
	bp := s.creature(1, "bad-penny")
	st := s.creature(1, "silvertooth")
	s.hand(0, "one-stood-against-many")
	s.house("sanctum")
	s.wantRules(s.play("one-stood-against-many"), "")
	// afterFight answers the two upgrades' "Fight:" prompts, whichever
	// comes first (search is the search's answer), and then wants what
	// waits next to be src's.
	afterFight := func(search Action, src string) {
		t.Helper()
		for range 2 {
			p, ok := s.g.Prompt()
			switch {
			case ok && p.Source == "z-particle-tracker":
				s.wantRules(s.do(search), "")
			case ok && p.Source == "blast-shielding":
				s.wantRules(s.words("no"), "")
			default:
				t.Fatalf("waits for %q (%v), want an upgrade's Fight: ability", p.Source, ok)
			}
		}
		if p, ok := s.g.Prompt(); src != "*" && (ok != (src != "") || p.Source != src) {
			t.Fatalf("then waits for %q (%v), want %q", p.Source, ok, src)
		}
	}
	none := Action{Verb: VerbChoose, Words: []string{"none"}}
	s.wantRules(s.choose("troll", "silvertooth"), "")
	if p, _ := s.g.Prompt(); p.Source == "z-particle-tracker" && (len(p.Words) != 1 || p.Words[0] != "none" || len(p.Cards) == 0 || p.Cards[0].ID != "z-wave-emitter") {
		t.Errorf("the search offers %v %v, want Z-Wave Emitter or none", p.Cards, p.Words)
	}
	afterFight(none, "one-stood-against-many")
	s.wantRules(s.choose("bad-penny"), "")
	// Urchin, the one enemy creature left, is the third fight's by
	// itself: its upgrades' prompts come next.
	afterFight(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "z-wave-emitter"}}}, "*")
	if !hcInHand(s.g, 0, "z-wave-emitter") {
		t.Error("Z-Wave Emitter is not in hand")
	}
	afterFight(none, "")
	s.wantZone(st, ZoneDiscard)
	s.wantZone(bp, ZoneHand) // Bad Penny returns to hand
	s.wantZone(u, ZoneBattleline)
	s.wantDamage(u, 0)      // elusive
	s.wantDamage(tr, 2+1-2) // Blast Shielding: +2 armor a turn
	s.hdFlag(tr, flExhausted, true, "exhausted")
}
