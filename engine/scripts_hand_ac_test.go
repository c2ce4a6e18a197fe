package engine

import "testing"

// Tests of scripts_hand_ac.go and of the waits it needs: each card's
// ability on a board, and the state after it.

func init() { hacAddCards() }

// hacAddCards adds the facts (keyteki packs) of the cards these tests use.
func hacAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr := TypeCreature
	add("lightsmith-clariel", "Lightsmith Clariel", "sanctum", cr, 5, 2, 0, []string{"angel"})
	add("evasion-sigil", "Evasion Sigil", "shadows", TypeArtifact, 0, 0, 1, []string{"power"})
	add("brawling-grounds", "Brawling Grounds", "brobnar", TypeArtifact, 0, 0, 1, []string{"location"})
	add("greater-oxtet", "Greater Oxtet", "dis", cr, 4, 0, 0, []string{"demon"}, KeywordValue{Taunt, 0})
	add("keyforgery", "Keyforgery", "shadows", TypeArtifact, 0, 0, 1, []string{"item"})
	add("friendship", "Friendship", "sanctum", TypeUpgrade, 0, 0, 1, nil)
	add("gabos-longarms", "Gabos Longarms", "dis", cr, 5, 0, 0, []string{"demon"})
}

// A fight waits for its "Before Fight:" choices: Hastatus Raptor's "you
// may exalt … deal 1D to the creature it fights for each A" destroys
// Ember Imp (power 2) before the fight, so the imp deals the raptor no
// damage; declined, the fight happens and the imp strikes back (2, less
// the raptor's 1 armor).
func TestHandACFightWaitsForBeforeFight(t *testing.T) {
	for _, tc := range []struct {
		word    string
		raptorD int
		impZone Zone
	}{{"yes", 0, ZoneDiscard}, {"no", 1, ZoneDiscard}} {
		t.Run(tc.word, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"hastatus-raptor", "hastatus-raptor"}, []string{"ember-imp", "troll"})
			h1, h2 := s.creature(0, "hastatus-raptor"), s.creature(0, "hastatus-raptor")
			s.g.cards[h2].aember = 1
			imp := s.creature(1, "ember-imp")
			s.creature(1, "troll")
			s.house("saurian")
			s.fight("hastatus-raptor", "ember-imp")
			f := h1 // the raptor that fought
			if !s.g.cards[f].has(flExhausted) {
				f = h2
			}
			s.wantDamage(f, 0) // nothing dealt while the choice waits
			s.wantZone(imp, ZoneBattleline)
			s.wantRules(s.words(tc.word), "")
			s.wantDamage(f, tc.raptorD)
			s.wantZone(imp, tc.impZone)
		})
	}
}

// Lightsmith Clariel: "Before Fight: You may switch Lightsmith Clariel's
// power and armor for the remainder of the turn." Against Krump (6):
// switched, it deals 2 and its 5 armor leaves 1 damage; not, it deals 5
// and takes 4.
func TestHandACLightsmithClariel(t *testing.T) {
	for _, tc := range []struct {
		word          string
		krumpD, selfD int
	}{{"yes", 2, 1}, {"no", 5, 4}} {
		t.Run(tc.word, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"lightsmith-clariel"}, []string{"krump"})
			lc := s.creature(0, "lightsmith-clariel")
			k := s.creature(1, "krump")
			s.house("sanctum")
			s.wantRules(s.fight("lightsmith-clariel", "krump"), "")
			s.wantRules(s.words(tc.word), "")
			s.wantDamage(k, tc.krumpD)
			s.wantDamage(lc, tc.selfD)
			s.wantZone(lc, ZoneBattleline)
		})
	}
}

// Gabos Longarms: "Before Fight: Choose a creature. Gabos Longarms deals
// damage to that creature rather than the one it is fighting." The one
// it fights still strikes back; an elusive one neither takes nor deals
// damage, and the chosen one still takes Gabos's (FAQ).
func TestHandACGabosLongarms(t *testing.T) {
	for _, tc := range []struct {
		fought  string
		foughtD int
		gabos   Zone
	}{{"troll", 0, ZoneDiscard}, {"urchin", 0, ZoneBattleline}} {
		t.Run(tc.fought, func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"gabos-longarms"}, []string{"krump", tc.fought})
			gl := s.creature(0, "gabos-longarms")
			k := s.creature(1, "krump")
			f := s.creature(1, tc.fought)
			s.house("dis")
			s.wantRules(s.fight("gabos-longarms", tc.fought), "")
			s.wantRules(s.choose("krump"), "")
			s.wantDamage(k, 5)
			s.wantDamage(f, tc.foughtD)
			s.wantZone(gl, tc.gabos)
		})
	}
}

// Evasion Sigil: "Before a creature fights, discard the top card of its
// controller's deck. If the discarded card is of the active house,
// exhaust that creature with no effect." Bob's sigil, Alice's Krump
// fighting Ember Imp: a Brobnar card on top (the active house) and the
// fight does not happen; a Sanctum one and it does.
func TestHandACEvasionSigil(t *testing.T) {
	for _, tc := range []struct {
		top          string
		impD, krumpD int
	}{{"troll", 0, 0}, {"champion-anaphiel", 2, 2}} {
		t.Run(tc.top, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"krump", "troll", "champion-anaphiel"}, []string{"ember-imp", "evasion-sigil"})
			k := s.creature(0, "krump")
			imp := s.creature(1, "ember-imp")
			s.artifact(1, "evasion-sigil")
			s.house("brobnar")
			s.wantRules(s.fight("krump", "ember-imp"), "")
			s.wantDamage(k, 0) // nothing dealt while the discard waits
			s.wantRules(s.choose(tc.top), "")
			s.wantDamage(k, tc.krumpD)
			if tc.impD == 0 {
				s.wantZone(imp, ZoneBattleline)
				s.wantDamage(imp, 0)
			} else {
				s.wantZone(imp, ZoneDiscard)
			}
			s.wantInt("Alice's discard pile", len(s.g.p[0].discard), 1)
			if !s.g.cards[k].has(flExhausted) {
				t.Error("Krump is not exhausted")
			}
		})
	}
}

// A fight that waits twice: Evasion Sigil's discard (not of the active
// house), then Lightsmith Clariel's "Before Fight: you may switch"; the
// damage comes after both, with the switch (2 dealt, 6 - 5 armor taken).
func TestHandACEvasionSigilThenBeforeFight(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"lightsmith-clariel", "troll"}, []string{"krump", "evasion-sigil"})
	lc := s.creature(0, "lightsmith-clariel")
	k := s.creature(1, "krump")
	s.artifact(1, "evasion-sigil")
	s.house("sanctum")
	s.wantRules(s.fight("lightsmith-clariel", "krump"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(k, 0)
	s.wantRules(s.words("yes"), "")
	s.wantDamage(k, 2)
	s.wantDamage(lc, 1)
}

// Brawling Grounds: "Omni: For the remainder of the turn, each time a
// creature is destroyed in a fight, its controller discards a random card
// from their hand." Troll kills Bob's Krump: Bob discards; Krump and Krump
// die together: Alice discards, then Bob.
func TestHandACBrawlingGrounds(t *testing.T) {
	for _, tc := range []struct {
		name, att    string
		aliceD, bobD int
		choices      []string
	}{{"one dies", "troll", 0, 1, []string{"urchin"}}, {"both die", "krump", 1, 1, []string{"anger", "urchin"}}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"brawling-grounds", "troll", "krump", "anger"}, []string{"krump", "urchin"})
			s.artifact(0, "brawling-grounds")
			s.creature(0, tc.att)
			s.hand(0, "anger")
			s.creature(1, "krump")
			s.hand(1, "urchin")
			s.house("brobnar")
			s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "brawling-grounds"}}), "")
			s.wantRules(s.fight(tc.att, "krump"), "")
			for _, c := range tc.choices {
				s.wantRules(s.choose(c), "")
			}
			s.wantInt("Alice's hand", len(s.g.p[0].hand), 1-tc.aliceD)
			s.wantInt("Bob's hand", len(s.g.p[1].hand), 1-tc.bobD)
		})
	}
}

// Greater Oxtet: "Taunt. At the end of your “ready cards” step, purge a
// card from your hand. If you do, give Greater Oxtet two +1 power
// counters." The purge comes before the hand is refilled: 6 cards after
// it, not 5; with an empty hand nothing waits and no counter is given.
func TestHandACGreaterOxtet(t *testing.T) {
	for _, tc := range []struct {
		name     string
		hand     bool
		counters int
	}{{"a card", true, 2}, {"empty hand", false, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"greater-oxtet", "ember-imp"}, []string{"troll"})
			ox := s.creature(0, "greater-oxtet")
			s.house("dis")
			p := &s.g.p[0] // Alice's unseen hand back in her deck: a hand of known cards
			p.deckUnknown, p.handUnknown = p.deckUnknown+p.handUnknown, 0
			if tc.hand {
				imp := s.hand(0, "ember-imp")
				s.wantRules(s.end(), "")
				s.wantInt("Alice's turns", s.g.p[0].turns, 2) // still hers: the draw waits
				s.wantRules(s.choose("ember-imp"), "")
				s.wantZone(imp, ZonePurged)
			} else {
				s.wantRules(s.end(), "")
			}
			s.wantInt("Alice's hand", s.g.p[0].handSize(), 6)
			s.wantInt("Oxtet's counters", int(s.g.cards[ox].counters), tc.counters)
			s.wantInt("active player", int(s.g.active), 1)
		})
	}
}

// Keyforgery: "When your opponent would forge a key on their turn, that
// player names a house. Reveal a random card from your hand. If that card
// is not of the named house, destroy Keyforgery and they do not forge
// that key (no A is spent)." Alice names Brobnar; Bob's Troll revealed:
// she forges; his Ember Imp: she does not, keeps her Æmber, and the
// Keyforgery is destroyed.
func TestHandACKeyforgery(t *testing.T) {
	for _, tc := range []struct {
		revealed string
		keys     int
		aember   int
		kfZone   Zone
	}{{"troll", 1, 1, ZoneArtifacts}, {"ember-imp", 0, 7, ZoneDiscard}} {
		t.Run(tc.revealed, func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"ember-imp"}, []string{"keyforgery", "troll", "ember-imp"})
			kf := s.artifact(1, "keyforgery")
			p := &s.g.p[1] // Bob's unseen hand back in his deck: a hand of known cards
			p.deckUnknown, p.handUnknown = p.deckUnknown+p.handUnknown, 0
			s.hand(1, "troll")
			s.hand(1, "ember-imp")
			s.g.p[0].aember = 7
			s.wantRules(s.do(Action{Verb: VerbForge}), "")
			s.wantInt("Alice's keys while Keyforgery waits", s.g.p[0].keyCount(), 0)
			s.wantRules(s.words("brobnar"), "")
			s.wantRules(s.choose(tc.revealed), "")
			s.wantInt("Alice's keys", s.g.p[0].keyCount(), tc.keys)
			s.wantAember(0, tc.aember)
			s.wantZone(kf, tc.kfZone)
		})
	}
}

// Friendship: "When this creature would be dealt damage, if it has 1 or
// more neighbors, that damage is divided among its neighbors as evenly as
// possible instead." Lightsmith Clariel (5, not switched) fights Bob's
// Ember Imp wearing it: between Krump and Troll, 2 each and the odd point
// to the one the choose line names; on a flank, all 5 to its neighbor.
func TestHandACFriendship(t *testing.T) {
	for _, tc := range []struct {
		name           string
		bob            []string
		odd            string
		krumpD, trollD int
	}{
		{"odd point to Krump", []string{"krump", "ember-imp", "troll"}, "krump", 3, 2},
		{"odd point to Troll", []string{"krump", "ember-imp", "troll"}, "troll", 2, 3},
		{"one neighbor", []string{"ember-imp", "troll"}, "", 0, 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"lightsmith-clariel", "friendship"}, tc.bob)
			ids := map[string]int16{}
			for _, c := range tc.bob {
				ids[c] = s.creature(1, c)
			}
			s.creature(0, "lightsmith-clariel")
			s.house("sanctum")
			s.wantRules(s.hbPlayUpgrade("friendship", "ember-imp"), "")
			s.wantRules(s.fight("lightsmith-clariel", "ember-imp"), "")
			s.wantRules(s.words("no"), "")
			if tc.odd != "" {
				s.wantRules(s.choose(tc.odd), "")
				s.wantDamage(ids["krump"], tc.krumpD)
			}
			s.wantDamage(ids["ember-imp"], 0)
			s.wantDamage(ids["troll"], tc.trollD)
		})
	}
}

// A fight waiting for its before-fight choice survives a snapshot: the
// resumed game hashes the same and, answered, deals the same damage.
func TestHandACSuspendedFightResumes(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"hastatus-raptor"}, []string{"ember-imp", "troll"})
	hr := s.creature(0, "hastatus-raptor")
	s.g.cards[hr].aember = 1
	s.creature(1, "ember-imp")
	tr := s.creature(1, "troll")
	s.house("saurian")
	s.wantRules(s.fight("hastatus-raptor", "troll"), "")
	if s.g.suspended.kind != pendFight {
		t.Fatalf("the fight does not wait (suspended kind %d)", s.g.suspended.kind)
	}
	setup := Setup{Players: [2]PlayerSetup{{Name: s.g.p[0].name, Deck: s.g.p[0].deck}, {Name: s.g.p[1].name, Deck: s.g.p[1].deck}}}
	r := resume(t, s.g, setup)
	if r.Hash() != s.g.Hash() {
		t.Error("the resumed game hashes differently")
	}
	for _, g := range []*Game{s.g, r} {
		out := g.Apply(Action{Verb: VerbChoose, Words: []string{"yes"}})
		if len(out.Violations) > 0 {
			t.Fatalf("choose yes: %v", out.Violations)
		}
	}
	if s.g.Hash() != r.Hash() || r.cards[tr].damage != s.g.cards[tr].damage {
		t.Error("the resumed game resolves the fight differently")
	}
	s.wantDamage(tr, 2+5) // exalted (2A): 2 before the fight, then its 5
	s.wantZone(hr, ZoneDiscard)
}
