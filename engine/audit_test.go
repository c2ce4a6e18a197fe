package engine

import "testing"

// Batch "audit Z" (issue 16): scripts found doing something else than
// their printed text, each with a test that fails on the old script.

func init() {
	add := func(id, name string, h House, t CardType, power, armor, amber int) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber}
	}
	cr := TypeCreature
	add("mugwump", "Mugwump", "untamed", cr, 6, 0, 0)
	add("all-hands-on-deck", "All Hands on Deck", "geistoid", TypeAction, 0, 0, 1)
	add("te-wheke-kraken", "Te-wheke Kraken", "unfathomable", cr, 8, 0, 0)
}

// Mugwump: "After an enemy creature is destroyed fighting Mugwump, fully
// heal Mugwump and give it a +1 power counter." — "it" is Mugwump, not the
// destroyed creature.
func TestAuditMugwump(t *testing.T) {
	s := housesScen(t, [3]House{"untamed", "brobnar", "dis"}, bobHouses, []string{"mugwump"}, []string{"silvertooth"})
	s.end()
	s.end()
	m, st := s.creature(0, "mugwump"), s.creature(1, "silvertooth")
	s.house("untamed")
	s.wantRules(s.fight("mugwump", "silvertooth"), "")
	s.wantZone(st, ZoneDiscard)
	s.wantDamage(m, 0)
	s.wantInt("Mugwump's +1 power counters", int(s.g.cards[m].counters), 1)
	s.wantInt("Silvertooth's +1 power counters", int(s.g.cards[st].counters), 0)
}

// Te-wheke Kraken: "Play: Exhaust 2 friendly Unfathomable creatures. If you
// do not, destroy Te-wheke Kraken."
func TestAuditTeWhekeKraken(t *testing.T) {
	for _, tc := range []struct {
		name    string
		friends []string
		want    Zone
	}{
		{"two ready Unfathomable creatures", []string{"tentaclid", "portalmonger"}, ZoneBattleline},
		{"only one", []string{"tentaclid"}, ZoneDiscard},
		{"none", nil, ZoneDiscard},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "unfathomable", append([]string{"te-wheke-kraken"}, tc.friends...), nil)
			for _, id := range tc.friends {
				s.creature(0, id)
			}
			k := s.hand(0, "te-wheke-kraken")
			s.house("unfathomable")
			out := s.play("te-wheke-kraken")
			if len(tc.friends) > 0 {
				out = s.choose(tc.friends...)
			}
			s.wantRules(out, "")
			s.wantZone(k, tc.want)
		})
	}
}

// "After you play a creature" (not "another creature"): playing the card
// itself triggers it (Harmonia, Haunting Witch; Deep Priest Glebe is Aquan).
func TestAuditAfterYouPlayCountsItself(t *testing.T) {
	t.Run("Harmonia, 3 enemies", func(t *testing.T) {
		s := secondTurnScen(t, "untamed", []string{"harmonia"}, []string{"urchin", "silvertooth", "mother"})
		for _, id := range []string{"urchin", "silvertooth", "mother"} {
			s.creature(1, id)
		}
		s.hand(0, "harmonia")
		s.house("untamed")
		s.wantRules(s.play("harmonia"), "")
		s.wantAember(0, 1)
	})
	t.Run("Harmonia, 1 enemy", func(t *testing.T) {
		s := secondTurnScen(t, "untamed", []string{"harmonia"}, []string{"urchin"})
		s.creature(1, "urchin")
		s.hand(0, "harmonia")
		s.house("untamed")
		s.wantRules(s.play("harmonia"), "")
		s.wantAember(0, 0)
	})
	for _, haunted := range []bool{true, false} {
		t.Run("Haunting Witch", func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"haunting-witch"}, nil)
			if haunted {
				s.hlHaunt(0)
			}
			s.hand(0, "haunting-witch")
			s.house("untamed")
			s.wantRules(s.play("haunting-witch"), "")
			want := 0
			if haunted {
				want = 1
			}
			s.wantAember(0, want)
		})
	}
	t.Run("Deep Priest Glebe", func(t *testing.T) {
		s := secondTurnScen(t, "unfathomable", []string{"deep-priest-glebe"}, []string{"krump"})
		k := s.creature(1, "krump")
		s.hand(0, "deep-priest-glebe")
		s.house("unfathomable")
		s.wantRules(s.play("deep-priest-glebe"), "")
		if s.g.cards[k].flags&flExhausted == 0 {
			t.Error("Krump is ready, want exhausted")
		}
	})
}

// "If <condition>, A. Otherwise, B.": B runs when the condition does not
// hold, not when A did nothing (All Hands on Deck's destroy a ward stops,
// Don't Believe Your Eyes' capture from an empty pool).
func TestAuditOtherwiseIsTheCondition(t *testing.T) {
	t.Run("Don't Believe Your Eyes, haunted, nothing to capture", func(t *testing.T) {
		s := secondTurnScen(t, "mars", []string{"don-t-believe-your-eyes", "krump"}, []string{"troll"})
		tr := s.creature(1, "troll")
		k := s.creature(0, "krump")
		s.hlHaunt(0)
		s.g.p[0].aember, s.g.p[1].aember = 3, 0
		s.hand(0, "don-t-believe-your-eyes")
		s.house("mars")
		s.play("don-t-believe-your-eyes")
		s.choose("troll") // its own side has no Æmber: it captures none
		s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 0)
		s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 0)
		s.wantAember(0, 3) // "Otherwise" does not capture 1A from Alice
	})
	t.Run("All Hands on Deck, haunted, the destroy warded", func(t *testing.T) {
		s := secondTurnScen(t, "geistoid", []string{"all-hands-on-deck"}, []string{"troll"})
		tr := s.creature(1, "troll")
		s.g.setStatus(tr, EffWard)
		s.hlHaunt(0)
		s.hand(0, "all-hands-on-deck")
		s.house("geistoid")
		s.play("all-hands-on-deck")
		s.choose("troll") // the ward prevents the destruction
		s.wantZone(tr, ZoneBattleline)
		s.wantDamage(tr, 0)
	})
}

// Genetic Strain: "Fate: If there are any enemy Mutant creatures, your
// opponent gains 2A." (The fate was missing from the script.)
func TestAuditGeneticStrainFate(t *testing.T) {
	for _, tc := range []struct {
		name  string
		enemy string
		want  int
	}{{"an enemy Mutant", "zorg", 2}, {"no enemy Mutant", "troll", 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "mars", []string{"krump"}, []string{"genetic-strain", tc.enemy})
			s.creature(0, "krump")
			s.creature(1, tc.enemy)
			gs := s.hand(1, "genetic-strain")
			s.g.fireScript(s.g.scriptOf(gs), s.g.cards[gs].def, -1, 0, OnFate, -1)
			s.g.drain()
			s.wantAember(1, tc.want)
			s.wantAember(0, 0)
		})
	}
}

// Eddy of Dis: "Fate: Your opponent shuffles their discard pile into their
// deck. They draw a card." (The fate was missing from the script.)
func TestAuditEddyOfDisFate(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"krump"}, []string{"eddy-of-dis", "urchin", "silvertooth"})
	ed := s.hand(1, "eddy-of-dis")
	s.hbDiscarded(1, "urchin")
	s.hbDiscarded(1, "silvertooth")
	hand := s.g.p[1].handSize()
	s.g.fireScript(s.g.scriptOf(ed), s.g.cards[ed].def, -1, 0, OnFate, -1)
	s.g.drain()
	s.wantInt("Bob's discard pile", len(s.g.p[1].discard), 0)
	s.wantInt("Bob's hand", s.g.p[1].handSize(), hand+1)
}

// Reiteration: "Fate: Discard 2 random cards from your hand." (The fate
// was missing from the script.)
func TestAuditReiterationFate(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"troll", "krump", "tocsin"}, []string{"reiteration"})
	for _, id := range []string{"troll", "krump", "tocsin"} {
		s.hand(0, id)
	}
	re := s.hand(1, "reiteration")
	discard := len(s.g.p[0].discard)
	s.g.fireScript(s.g.scriptOf(re), s.g.cards[re].def, -1, 0, OnFate, -1)
	s.g.drain()
	for _, id := range []string{"troll", "krump"} {
		if w, _ := s.g.Waiting(); w != "random-discard" {
			t.Fatalf("Waiting() = %q, want a random discard", w)
		}
		s.wantRules(s.choose(id), "")
	}
	s.wantInt("Alice's discard pile", len(s.g.p[0].discard), discard+2)
}

// Delta P: "Play: Destroy an enemy creature. If your opponent controls
// more creatures than you, repeat this effect." The repeated effect repeats
// again while the opponent still has more (glossary "Repeat").
func TestAuditDeltaPRepeatsAgain(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"delta-p"}, []string{"troll", "bumpsy", "urchin"})
	tr, b, u := s.creature(1, "troll"), s.creature(1, "bumpsy"), s.creature(1, "urchin")
	s.hand(0, "delta-p")
	s.house("dis")
	s.play("delta-p")
	s.wantRules(s.choose("troll"), "")  // 2 against 0: again
	s.wantRules(s.choose("bumpsy"), "") // 1 against 0: again
	s.wantRules(s.choose("urchin"), "")
	for _, id := range []int16{tr, b, u} {
		s.wantZone(id, ZoneDiscard)
	}
}
