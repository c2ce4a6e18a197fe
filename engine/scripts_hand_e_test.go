package engine

import "testing"

// Tests of scripts_hand_e.go: each card's ability on a board, and the
// state after it.

func init() { heAddCards() }

// heAddCards adds the facts (keyteki packs) of the cards these tests use.
func heAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Keywords: kws}
	}
	cr, ac, ar, up := TypeCreature, TypeAction, TypeArtifact, TypeUpgrade
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("armageddon-cloak", "Armageddon Cloak", "sanctum", up, 0, 0, 1)
	add("beware-the-ides", "Beware the Ides", "saurian", ac, 0, 0, 1)
	add("hypnobeam", "Hypnobeam", "mars", ac, 0, 0, 0)
	add("keyfrog", "Keyfrog", "untamed", cr, 2, 0, 0)
	add("sci-officer-qincan", "Sci. Officer Qincan", "staralliance", cr, 2, 0, 0, kw(Elusive, 0))
	add("snag", "Snag", "dis", cr, 5, 0, 0)
	add("spoils-of-battle", "Spoils of Battle", "saurian", ac, 0, 0, 1)
	add("subject-kirby", "Subject Kirby", "staralliance", cr, 2, 0, 0)
	add("xanthyx-harvester", "Xanthyx Harvester", "mars", cr, 3, 0, 0)
	add("bait-and-switch", "Bait and Switch", "shadows", ac, 0, 0, 0)
	add("cwo-tucheay", "CWO Tucheay", "staralliance", cr, 3, 0, 0)
	add("carrion-wyrm", "Carrion Wyrm", "dis", cr, 2, 1, 0)
	add("grasping-vines", "Grasping Vines", "untamed", ac, 0, 0, 1)
	add("heal-or-harm", "Heal or Harm", "sanctum", ac, 0, 0, 0)
	add("library-card", "Library Card", "logos", ar, 0, 0, 0)
	add("medic-ingram", "Medic Ingram", "staralliance", cr, 3, 0, 0)
	add("musthic-murmook", "Musthic Murmook", "untamed", cr, 4, 0, 0)
	add("phantasmal-visit", "Phantasmal Visit", "geistoid", ac, 0, 0, 1)
	add("rakuzel-s-chant", "Rakuzel’s Chant", "unfathomable", ac, 0, 0, 1)
	add("scooped", "Scooped", "shadows", ac, 0, 0, 1)
	add("siren-horn", "Siren Horn", "saurian", up, 0, 0, 1)
	add("spendthrift", "Spendthrift", "saurian", ac, 0, 0, 1)
	add("world-tree", "World Tree", "untamed", ar, 0, 0, 0)
	add("zenzizenzizenzic", "Zenzizenzizenzic", "logos", cr, 4, 2, 0)
	add("mark-of-dis", "Mark of Dis", "dis", ac, 0, 0, 1)
	add("a-gift-of-æmber", "A Gift of Æmber", "dis", ac, 0, 0, 1)
	add("dextre", "Dextre", "logos", cr, 3, 0, 0)
	add("draining-touch", "Draining Touch", "dis", ac, 0, 0, 0)
	add("fogbank", "Fogbank", "untamed", ac, 0, 0, 1)
	add("opposition-research", "Opposition Research", "logos", ac, 0, 0, 0)
	add("tendrils-from-beyond", "Tendrils from Beyond", "unfathomable", ac, 0, 0, 1)
	add("positron-bolt", "Positron Bolt", "logos", ac, 0, 0, 1)
	add("growth-surge", "Growth Surge", "untamed", ac, 0, 0, 1)
	add("trade-blows", "Trade Blows", "sanctum", ac, 0, 0, 0)
	add("pain-reaction", "Pain Reaction", "dis", ac, 0, 0, 1)
	add("teliga", "Teliga", "untamed", cr, 3, 0, 0)
	add("full-moon", "Full Moon", "untamed", ac, 0, 0, 0)
	add("consul-primus", "Consul Primus", "saurian", cr, 3, 0, 0)
	add("not-finished-with-you", "Not Finished with You", "dis", ac, 0, 0, 1)
	add("encounter-suit", "Encounter Suit", "staralliance", up, 0, 0, 0)
	add("dame-margaret", "Dame Margaret", "sanctum", cr, 4, 0, 0, kw(Deploy, 0), kw(Taunt, 0))
	add("quadracorder", "Quadracorder", "staralliance", up, 0, 0, 0)
	add("eureka", "Eureka!", "logos", ac, 0, 0, 1, kw(Alpha, 0))
	add("quixxle-stone", "Quixxle Stone", "staralliance", ar, 0, 0, 1)
	add("monument-to-shrix", "Monument to Shrix", "saurian", ar, 0, 0, 0)
	add("citizen-shrix", "Citizen Shrix", "saurian", cr, 3, 0, 0)
	add("waking-nightmare", "Waking Nightmare", "dis", ac, 0, 0, 1)
	add("odoac-the-patrician", "Odoac the Patrician", "saurian", cr, 5, 0, 0)
	add("gate-warden", "Gate Warden", "dis", cr, 3, 0, 0)
	add("matter-maker", "Matter Maker", "staralliance", ar, 0, 0, 1)
	add("little-rapscal", "Little Rapscal", "brobnar", cr, 2, 0, 0, kw(Elusive, 0))
	add("tireless-crocag", "Tireless Crocag", "brobnar", cr, 7, 0, 0)
	add("into-the-fray", "Into the Fray", "brobnar", ac, 0, 0, 1)
	add("charge", "Charge!", "sanctum", ac, 0, 0, 1)
	add("trial-by-water", "Trial by Water", "sanctum", ac, 0, 0, 1)
	add("bring-low", "Bring Low", "sanctum", ac, 0, 0, 1)
	add("autocannon", "Autocannon", "brobnar", ar, 0, 0, 1)
	add("mole", "Mole", "shadows", up, 0, 0, 1)
	add("the-warchest", "The Warchest", "brobnar", ar, 0, 0, 0)
	add("the-sting", "The Sting", "shadows", ar, 0, 0, 1)
	add("combat-pheromones", "Combat Pheromones", "mars", ar, 0, 0, 1)
	add("tyxl-beambuckler", "Tyxl Beambuckler", "mars", cr, 4, 1, 0)
	add("wail-of-the-damned", "Wail of the Damned", "dis", ac, 0, 0, 0)
	add("information-exchange", "Information Exchange", "logos", ac, 0, 0, 0)
}

func (s *scen) heAemberOn(id int16) int { return int(s.g.cards[id].aember) }

// Armageddon Cloak: "This creature gains hazardous 2 and, “Destroyed:
// Fully heal this creature and destroy Armageddon Cloak instead.”"
func TestHandEArmageddonCloak(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"armageddon-cloak", "krump"}, nil)
	k := s.creature(0, "krump")
	s.house("sanctum")
	s.wantRules(s.hbPlayUpgrade("armageddon-cloak", "krump"), "")
	s.wantInt("Krump's hazardous", s.g.keywordN(k, Hazardous), 2)
	s.wantRules(s.effect(Effect{Kind: EffDamage, N: 6, Card: CardRef{ID: "krump"}}), "")
	s.wantZone(k, ZoneBattleline)
	s.wantDamage(k, 0)
	if d := s.g.p[0].discard; len(d) == 0 || s.g.def(d[len(d)-1]).ID != "armageddon-cloak" {
		t.Errorf("Armageddon Cloak is not in the discard pile")
	}
	// Without the cloak, Krump is destroyed as ever.
	s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "krump"}})
	s.wantZone(k, ZoneDiscard)
}

// Beware the Ides: "Play: Deal 23D to a creature in the center of its
// controller’s battleline."
func TestHandEBewareTheIdes(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"beware-the-ides"}, []string{"urchin", "troll", "silvertooth"})
	u := s.creature(1, "urchin")
	tr := s.creature(1, "troll")
	s.creature(1, "silvertooth")
	s.hand(0, "beware-the-ides")
	s.house("saurian")
	s.wantRules(s.play("beware-the-ides"), "") // one creature in a center: by itself
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(u, ZoneBattleline)
}

// Sci. Officer Qincan: "After a player chooses an active house which
// matches no cards in play, steal 1A." Cards of either side count, and an
// artifact as a creature.
func TestHandESciOfficerQincan(t *testing.T) {
	for _, tc := range []struct {
		name  string
		house House
		enemy string // a card of the opponent's in play, "" for none
		art   bool   // it is an artifact
		steal int
	}{
		{"no card of the house", "brobnar", "", false, 1},
		{"Qincan's own house", "staralliance", "", false, 0},
		{"an enemy creature of the house", "brobnar", "troll", false, 0},
		{"an enemy artifact of the house", "brobnar", "gauntlet-of-command", true, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var bob []string
			if tc.enemy != "" {
				bob = []string{tc.enemy}
			}
			s := secondTurnScen(t, "staralliance", []string{"sci-officer-qincan"}, bob)
			s.creature(0, "sci-officer-qincan")
			switch {
			case tc.art:
				s.artifact(1, tc.enemy)
			case tc.enemy != "":
				s.creature(1, tc.enemy)
			}
			s.g.p[1].aember = 3
			s.wantRules(s.house(tc.house), "")
			s.wantAember(0, tc.steal)
			s.wantAember(1, 3-tc.steal)
		})
	}
}

// Snag: "Fight: Your opponent must choose the house of the creature Snag
// fights as their active house on their next turn."
func TestHandESnag(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"snag"}, []string{"silvertooth"})
	s.creature(0, "snag")
	st := s.creature(1, "silvertooth")
	s.house("dis")
	s.wantRules(s.fight("snag", "silvertooth"), "")
	s.wantZone(st, ZoneDiscard)
	s.end()
	s.wantRules(s.house("logos"), "house-choice")
	// A turn later, Bob chooses freely again.
	s = secondTurnScen(t, "dis", []string{"snag"}, []string{"silvertooth"})
	s.creature(0, "snag")
	s.creature(1, "silvertooth")
	s.house("dis")
	s.fight("snag", "silvertooth")
	s.end()
	s.wantRules(s.house("shadows"), "")
	s.end()
	s.end()
	s.wantRules(s.house("logos"), "")
}

// Spoils of Battle: "Play: A friendly creature captures 1A. Each creature
// with A on it captures 1A from its opponent."
func TestHandESpoilsOfBattle(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"spoils-of-battle", "krump", "troll"}, []string{"urchin"})
	k := s.creature(0, "krump")
	tr := s.creature(0, "troll")
	u := s.creature(1, "urchin")
	s.g.cards[tr].aember = 1
	s.g.cards[u].aember = 1
	s.g.p[1].aember = 5
	s.hand(0, "spoils-of-battle")
	s.house("saurian")
	s.play("spoils-of-battle")
	s.wantRules(s.choose("krump"), "")
	s.wantInt("Æmber on Krump", s.heAemberOn(k), 2)
	s.wantInt("Æmber on Troll", s.heAemberOn(tr), 2)
	s.wantInt("Æmber on Urchin", s.heAemberOn(u), 2)
	s.wantAember(1, 2)
	s.wantAember(0, 0) // the bonus icon's 1, captured by Urchin
}

// Subject Kirby: "Play/Fight/Reap: You may play a non-Star Alliance
// creature this turn."
func TestHandESubjectKirby(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"subject-kirby", "krump", "troll"}, nil)
	s.hand(0, "subject-kirby")
	s.hand(0, "krump")
	s.hand(0, "troll")
	s.house("staralliance")
	s.wantRules(s.play("subject-kirby"), "")
	s.wantRules(s.play("krump"), "")
	s.wantRules(s.play("troll"), "not-active-house") // one card only
}

// Bait and Switch: "Play: If your opponent has more A than you, steal 1A.
// Repeat this card's effect if your opponent still has more A than you."
func TestHandEBaitAndSwitch(t *testing.T) {
	for _, tc := range []struct{ alice, bob, wantA, wantB int }{
		{1, 6, 4, 3},
		{3, 3, 3, 3},
		{0, 1, 1, 0},
	} {
		s := secondTurnScen(t, "shadows", []string{"bait-and-switch"}, nil)
		s.g.p[0].aember, s.g.p[1].aember = tc.alice, tc.bob
		s.hand(0, "bait-and-switch")
		s.house("shadows")
		s.wantRules(s.play("bait-and-switch"), "")
		s.wantAember(0, tc.wantA)
		s.wantAember(1, tc.wantB)
	}
}

// Carrion Wyrm (held): "After Reap: Destroy an enemy creature. Scrap: Put an
// enemy creature on top of its owner’s deck."
func TestHandECarrionWyrm(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"carrion-wyrm"}, []string{"troll", "urchin"})
	s.installHeld(handEHeld, "carrion-wyrm")
	s.creature(0, "carrion-wyrm")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	s.house("dis")
	s.reap("carrion-wyrm")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneDiscard)

	s = secondTurnScen(t, "dis", []string{"carrion-wyrm"}, []string{"troll", "urchin"})
	s.installHeld(handEHeld, "carrion-wyrm")
	s.hand(0, "carrion-wyrm")
	tr = s.creature(1, "troll")
	u = s.creature(1, "urchin")
	s.house("dis")
	s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "carrion-wyrm"}})
	s.wantRules(s.choose("urchin"), "")
	s.wantZone(u, ZoneDeck)
	s.wantZone(tr, ZoneBattleline)
}

// Library Card: "Action: Purge Library Card. If you do, for the remainder
// of the turn, after you play a card, draw a card."
func TestHandELibraryCard(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"library-card", "mother", "mother"}, nil)
	lc := s.artifact(0, "library-card")
	s.hand(0, "mother")
	s.house("logos")
	s.wantRules(s.hbAction("library-card"), "")
	s.wantZone(lc, ZonePurged)
	before := s.g.p[0].handSize()
	s.play("mother")
	s.wantInt("hand", s.g.p[0].handSize(), before) // one played, one drawn
	s.end()
	s.end()
	s.house("logos")
	s.hand(0, "mother")
	before = s.g.p[0].handSize()
	s.play("mother")
	s.wantInt("hand next turn", s.g.p[0].handSize(), before-1)
}

// Medic Ingram: "Play/Fight/Reap: You may heal 3 damage from a creature
// and ward it."
func TestHandEMedicIngram(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"medic-ingram", "troll"}, nil)
	tr := s.creature(0, "troll")
	s.g.cards[tr].damage = 5
	s.hand(0, "medic-ingram")
	s.house("staralliance")
	s.play("medic-ingram")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 2)
	s.hbWantFlag(tr, flWarded, true, "warded")

	// "You may": no creature, no ward.
	s = secondTurnScen(t, "staralliance", []string{"medic-ingram", "troll"}, nil)
	tr = s.creature(0, "troll")
	s.g.cards[tr].damage = 5
	s.hand(0, "medic-ingram")
	s.house("staralliance")
	s.play("medic-ingram")
	s.wantRules(s.words("no"), "")
	s.wantDamage(tr, 5)
	s.hbWantFlag(tr, flWarded, false, "warded")
}

// Musthic Murmook: "Each player’s keys cost +1A. Play: Deal 4D to a
// creature."
func TestHandEMusthicMurmook(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"musthic-murmook"}, []string{"troll"})
	tr := s.creature(1, "troll")
	s.hand(0, "musthic-murmook")
	s.house("untamed")
	s.play("musthic-murmook")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 4)
	s.wantInt("Alice's key cost", s.g.keyCost(0), 7)
	s.wantInt("Bob's key cost", s.g.keyCost(1), 7)
}

// Phantasmal Visit: "Play: Stun and exhaust a creature. If you are
// haunted, archive Phantasmal Visit."
func TestHandEPhantasmalVisit(t *testing.T) {
	for _, haunted := range []bool{false, true} {
		s := secondTurnScen(t, "geistoid", []string{"phantasmal-visit"}, []string{"troll"})
		tr := s.creature(1, "troll")
		if haunted {
			for range 10 {
				s.hbDiscarded(0, filler)
			}
		}
		pv := s.hand(0, "phantasmal-visit")
		s.house("geistoid")
		s.wantRules(s.play("phantasmal-visit"), "")
		s.hbWantFlag(tr, flStunned, true, "stunned")
		s.hbWantFlag(tr, flExhausted, true, "exhausted")
		want := ZoneDiscard
		if haunted {
			want = ZoneArchives
		}
		s.wantZone(pv, want)
	}
}

// Rakuzel’s Chant: "Play: Exhaust a creature. If the tide is high,
// exhaust each creature instead."
func TestHandERakuzelsChant(t *testing.T) {
	for _, high := range []bool{false, true} {
		s := secondTurnScen(t, "unfathomable", []string{"rakuzel-s-chant", "krump"}, []string{"troll"})
		k := s.creature(0, "krump")
		tr := s.creature(1, "troll")
		s.g.p[0].tide = high
		s.hand(0, "rakuzel-s-chant")
		s.house("unfathomable")
		s.play("rakuzel-s-chant")
		if !high {
			s.wantRules(s.choose("troll"), "")
		}
		s.hbWantFlag(tr, flExhausted, true, "exhausted")
		s.hbWantFlag(k, flExhausted, high, "exhausted")
	}
}

// Scooped (held): "Play: Deal 2D to a creature. If it is not destroyed, it
// captures 1A from its own side."
func TestHandEScooped(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"scooped"}, []string{"troll", "bad-penny"})
	s.installHeld(handEHeld, "scooped")
	tr := s.creature(1, "troll")
	s.creature(1, "bad-penny")
	s.g.p[1].aember = 3
	s.hand(0, "scooped")
	s.house("shadows")
	s.play("scooped")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 2)
	s.wantInt("Æmber on Troll", s.heAemberOn(tr), 1)
	s.wantAember(1, 2)
	s.wantAember(0, 1)

	s = secondTurnScen(t, "shadows", []string{"scooped"}, []string{"troll", "silvertooth"})
	s.installHeld(handEHeld, "scooped")
	s.creature(1, "troll")
	st := s.creature(1, "silvertooth")
	s.g.p[1].aember = 3
	s.hand(0, "scooped")
	s.house("shadows")
	s.play("scooped")
	s.choose("silvertooth")
	s.wantZone(st, ZoneDiscard)
	s.wantAember(1, 3)
}

// heAttach attaches a copy of upgrade up owned by pl to creature on.
func (s *scen) heAttach(pl int8, up string, on int16) int16 {
	c := s.take(pl, up)
	s.g.enterPlay(c, pl, ZoneUpgrade)
	s.g.cards[c].parent = on
	return c
}

// Siren Horn: "This creature gains, “Before Fight: Move 1A from this
// creature to the creature it fights.”"
func TestHandESirenHorn(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"siren-horn", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.g.cards[k].aember = 2
	s.heAttach(0, "siren-horn", k)
	s.house("brobnar")
	s.wantRules(s.fight("krump", "troll"), "")
	s.wantInt("Æmber on Troll", s.heAemberOn(tr), 1)
	s.wantZone(k, ZoneDiscard) // 8 damage: its last 1A goes to Bob
	s.wantAember(1, 1)
}

// Spendthrift: "Play: Move each A from a creature to the common supply.
// Exalt that creature. Fate: Move each A from enemy creatures to your
// opponent’s pool."
func TestHandESpendthrift(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"spendthrift"}, []string{"troll"})
	tr := s.creature(1, "troll")
	s.g.cards[tr].aember = 3
	s.hand(0, "spendthrift")
	s.house("saurian")
	s.play("spendthrift")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Æmber on Troll", s.heAemberOn(tr), 1)
	s.wantAember(0, 1) // the bonus icon only
	s.wantAember(1, 0)

	// Fate: Bob's Spendthrift, fulfilled on Alice's turn: Bob's creatures'
	// Æmber goes to Bob's pool.
	s = secondTurnScen(t, "brobnar", []string{"krump"}, []string{"spendthrift", "troll"})
	tr = s.creature(1, "troll")
	k := s.creature(0, "krump")
	s.g.cards[tr].aember = 2
	s.g.cards[k].aember = 1
	s.house("brobnar")
	s.wantRules(s.effect(Effect{Kind: EffFate, Player: 1, Card: CardRef{ID: "spendthrift"}}), "")
	s.wantAember(1, 2)
	s.wantInt("Æmber on Krump", s.heAemberOn(k), 1)
}

// World Tree: "Action: Return a creature from your discard pile to the top
// of your deck."
func TestHandEWorldTree(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"world-tree", "krump"}, nil)
	s.artifact(0, "world-tree")
	k := s.hbDiscarded(0, "krump")
	s.house("untamed")
	s.wantRules(s.hbAction("world-tree"), "")
	s.wantZone(k, ZoneDeck)
	if top := s.g.p[0].deckTop; len(top) == 0 || top[len(top)-1] != k {
		t.Errorf("Krump is not on top of the deck")
	}
}

// Zenzizenzizenzic: "During your “draw cards” step, if Zenzizenzizenzic is
// in the center of your battleline, refill your hand to 2 additional
// cards."
func TestHandEZenzizenzizenzic(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"zenzizenzizenzic", "krump", "troll"}, nil)
	s.creature(0, "krump")
	s.creature(0, "zenzizenzizenzic")
	s.wantInt("hand bonus on a flank", s.g.handBonus(0), 0)
	s.creature(0, "troll")
	s.wantInt("hand bonus in the center", s.g.handBonus(0), 2)
}

// Mark of Dis: "Play: Deal 2D to a creature. If it is not destroyed, its
// controller must choose that creature’s house as their active house on
// their next turn."
func TestHandEMarkOfDis(t *testing.T) {
	for _, tc := range []struct {
		house House
		want  string
	}{{"shadows", "house-choice"}, {"logos", ""}} {
		t.Run(string(tc.house), func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"mark-of-dis"}, []string{"mother"})
			m := s.creature(1, "mother")
			s.hand(0, "mark-of-dis")
			s.house("dis")
			s.play("mark-of-dis")
			s.wantRules(s.choose("mother"), "")
			s.wantDamage(m, 2)
			s.end()
			s.wantRules(s.house(tc.house), tc.want)
		})
	}
	// Destroyed: nothing more.
	s := secondTurnScen(t, "dis", []string{"mark-of-dis"}, []string{"silvertooth"})
	s.creature(1, "silvertooth")
	s.hand(0, "mark-of-dis")
	s.house("dis")
	s.play("mark-of-dis")
	s.end()
	s.wantRules(s.house("logos"), "")
}

// A Gift of Æmber: "Play: Destroy up to 2 creatures. For each creature
// destroyed this way, the creature's controller gains 1A."
func TestHandEAGiftOfAember(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"a-gift-of-æmber", "krump"}, []string{"troll", "urchin"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	s.hand(0, "a-gift-of-æmber")
	s.house("dis")
	s.play("a-gift-of-æmber")
	s.wantRules(s.choose("krump", "troll"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(u, ZoneBattleline)
	s.wantAember(0, 2) // the bonus icon and Krump
	s.wantAember(1, 1)
}

// Dextre: "Play: Capture 1A. Destroyed: Put Dextre on top of your deck."
func TestHandEDextre(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"dextre"}, nil)
	d := s.hand(0, "dextre")
	s.g.p[1].aember = 2
	s.house("logos")
	s.wantRules(s.play("dextre"), "")
	s.wantInt("Æmber on Dextre", s.heAemberOn(d), 1)
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "dextre"}}), "")
	s.wantZone(d, ZoneDeck)
	s.wantAember(1, 2) // its 1A went to Bob
}

// Draining Touch: "Play: Destroy a creature with no A on it."
func TestHandEDrainingTouch(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"draining-touch"}, []string{"troll", "urchin"})
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	s.g.cards[tr].aember = 1
	s.hand(0, "draining-touch")
	s.house("dis")
	s.wantRules(s.play("draining-touch"), "") // Urchin is the only one
	s.wantZone(u, ZoneDiscard)
	s.wantZone(tr, ZoneBattleline)
}

// Keyfrog (held): "Destroyed: Forge a key at current cost."
func TestHandEKeyfrog(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"keyfrog"}, nil)
	s.installHeld(handEHeld, "keyfrog")
	s.creature(0, "keyfrog")
	s.house("untamed")
	s.g.p[0].aember = 7
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "keyfrog"}}), "")
	s.wantInt("Alice's keys", s.g.p[0].keyCount(), 1)
	s.wantAember(0, 1)
}

// Hypnobeam (held): "Play: Gain control of an enemy creature."
func TestHandEHypnobeam(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"hypnobeam"}, []string{"troll", "urchin"})
	s.installHeld(handEHeld, "hypnobeam")
	tr := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.hand(0, "hypnobeam")
	s.house("mars")
	s.play("hypnobeam")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Troll's controller", int(s.g.cards[tr].controller), 0)
	s.wantZone(tr, ZoneBattleline)
}

// Heal or Harm (held): "Play: Choose one: • Fully heal a creature and
// gain 1. • Ready and fight with a friendly creature."
func TestHandEHealOrHarm(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"heal-or-harm", "krump"}, []string{"silvertooth"})
	s.installHeld(handEHeld, "heal-or-harm")
	k := s.creature(0, "krump")
	st := s.creature(1, "silvertooth")
	s.g.cards[k].damage = 4
	s.hand(0, "heal-or-harm")
	s.house("sanctum")
	s.play("heal-or-harm")
	s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"1"}, Cards: []CardRef{{ID: "krump"}}}), "")
	s.wantDamage(k, 0)
	s.wantAember(0, 1)

	s = secondTurnScen(t, "sanctum", []string{"heal-or-harm", "krump"}, []string{"silvertooth"})
	s.installHeld(handEHeld, "heal-or-harm")
	k = s.creature(0, "krump")
	st = s.creature(1, "silvertooth")
	s.g.cards[k].flags |= flExhausted
	s.hand(0, "heal-or-harm")
	s.house("sanctum")
	s.play("heal-or-harm")
	s.wantRules(s.words("2"), "")
	s.wantZone(st, ZoneDiscard)
	s.wantAember(0, 0)
}

// CWO Tucheay: "Play/After Reap: Fully heal and use a friendly
// creature."
func TestHandECWOTucheay(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"cwo-tucheay", "krump"}, nil)
	k := s.creature(0, "krump")
	s.g.cards[k].damage = 3
	s.hand(0, "cwo-tucheay")
	s.house("staralliance")
	s.play("cwo-tucheay")
	s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"reap"}, Cards: []CardRef{{ID: "krump"}}}), "")
	s.wantDamage(k, 0)
	s.hbWantFlag(k, flExhausted, true, "exhausted")
	s.wantAember(0, 1) // Krump's reap
}

// CWO Tucheay heals an exhausted creature it cannot use: no use, and no
// rule broken (game-12: Ensign Clark, which reaped before).
func TestHandECWOTucheayExhausted(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"cwo-tucheay", "krump"}, nil)
	k := s.creature(0, "krump")
	s.g.cards[k].damage = 3
	s.g.cards[k].flags |= flExhausted
	s.hand(0, "cwo-tucheay")
	s.house("staralliance")
	s.play("cwo-tucheay")
	s.wantRules(s.choose("krump"), "")
	s.wantDamage(k, 0)
	s.wantAember(0, 0)
	if _, waiting := s.g.Prompt(); waiting {
		t.Error("the use of an exhausted creature waits")
	}
}

// Xanthyx Harvester (held): "Xanthyx Harvester cannot be used while it has
// a non-Mars neighbor. Reap: Gain 1A."
func TestHandEXanthyxHarvester(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"xanthyx-harvester", "zorg"}, nil)
	s.creature(0, "zorg")
	s.creature(0, "xanthyx-harvester")
	s.house("mars")
	s.wantRules(s.reap("xanthyx-harvester"), "")
	s.wantAember(0, 2)

	s = secondTurnScen(t, "mars", []string{"xanthyx-harvester", "krump"}, nil)
	s.creature(0, "krump")
	s.creature(0, "xanthyx-harvester")
	s.house("mars")
	s.wantRules(s.reap("xanthyx-harvester"), "restricted")
}

// Grasping Vines (held): "Play: Return up to 3 artifacts to their owners’
// hands."
func TestHandEGraspingVines(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"grasping-vines", "library-card"}, []string{"world-tree", "safe-house"})
	lc := s.artifact(0, "library-card")
	wt := s.artifact(1, "world-tree")
	sh := s.artifact(1, "safe-house")
	s.installHeld(handEHeld, "grasping-vines")
	s.hand(0, "grasping-vines")
	s.house("untamed")
	s.play("grasping-vines")
	s.wantRules(s.choose("library-card", "world-tree"), "")
	s.wantZone(lc, ZoneHand)
	s.wantZone(wt, ZoneHand)
	s.wantZone(sh, ZoneArtifacts)
}

// Fogbank: "Play: Your opponent cannot use creatures to fight on their
// next turn."
func TestHandEFogbank(t *testing.T) {
	for _, wait := range []bool{false, true} {
		s := secondTurnScen(t, "untamed", []string{"fogbank", "krump"}, []string{"troll", "urchin"})
		s.creature(0, "krump")
		s.creature(1, "troll")
		s.hand(0, "fogbank")
		s.house("untamed")
		s.wantRules(s.play("fogbank"), "")
		s.end()
		want := "restricted"
		if wait { // Bob's next turn passes: the turn after, he fights
			s.end()
			s.end()
			want = ""
		}
		s.house("brobnar") // Bob's Troll is brobnar: a house of a card he controls
		s.wantRules(s.fight("troll", "krump"), want)
	}
}

// Opposition Research: "Play: Enemy creatures cannot reap during your
// opponent’s next turn."
func TestHandEOppositionResearch(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"opposition-research", "krump"}, []string{"urchin", "silvertooth"})
	s.creature(0, "krump")
	s.creature(1, "urchin")
	s.creature(1, "silvertooth")
	s.hand(0, "opposition-research")
	s.house("logos")
	s.wantRules(s.play("opposition-research"), "")
	s.end()
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "restricted")
	s.wantRules(s.fight("silvertooth", "krump"), "")
}

// Tendrils from Beyond: "Play: Choose a creature. If that creature’s
// controller is haunted, return that creature and each of its neighbors to
// their owner’s hand. Otherwise, return that creature to its owner’s hand."
func TestHandETendrilsFromBeyond(t *testing.T) {
	for _, haunted := range []bool{false, true} {
		s := secondTurnScen(t, "unfathomable", []string{"tendrils-from-beyond"}, []string{"troll", "urchin", "silvertooth"})
		tr := s.creature(1, "troll")
		u := s.creature(1, "urchin")
		st := s.creature(1, "silvertooth")
		if haunted {
			for range 10 {
				s.hbDiscarded(1, filler)
			}
		}
		s.hand(0, "tendrils-from-beyond")
		s.house("unfathomable")
		s.play("tendrils-from-beyond")
		s.wantRules(s.choose("urchin"), "")
		s.wantZone(u, ZoneHand)
		want := ZoneBattleline
		if haunted {
			want = ZoneHand
		}
		s.wantZone(tr, want)
		s.wantZone(st, want)
	}
}

// Positron Bolt (held): "Play: Deal 3D to a flank creature. Deal 2D to its
// neighbor. Deal 1D to the second creature’s other neighbor."
func TestHandEPositronBolt(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"positron-bolt"}, []string{"troll", "krump", "valdr", "bumpsy"})
	s.installHeld(handEHeld, "positron-bolt")
	tr := s.creature(1, "troll")
	k := s.creature(1, "krump")
	v := s.creature(1, "valdr")
	b := s.creature(1, "bumpsy")
	s.hand(0, "positron-bolt")
	s.house("logos")
	s.play("positron-bolt")
	s.wantRules(s.choose("bumpsy"), "")
	s.wantDamage(b, 3)
	s.wantDamage(v, 2)
	s.wantDamage(k, 1)
	s.wantDamage(tr, 0)
}

// Growth Surge: "Play: Give a flank creature three +1 power counters. Give
// its neighbor two +1 power counters. Give the second creature’s other
// neighbor a +1 power counter."
func TestHandEGrowthSurge(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"growth-surge", "troll", "krump", "valdr"}, nil)
	tr := s.creature(0, "troll")
	k := s.creature(0, "krump")
	v := s.creature(0, "valdr")
	s.hand(0, "growth-surge")
	s.house("untamed")
	s.play("growth-surge")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Troll's power", s.g.power(tr), 11)
	s.wantInt("Krump's power", s.g.power(k), 8)
	s.wantInt("Valdr's power", s.g.power(v), 7)
}

// Trade Blows (held): "Play: Deal 1D to an enemy creature. If that creature is
// not destroyed, you may deal 1D to a friendly creature to repeat this
// effect."
func TestHandETradeBlows(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"trade-blows", "troll"}, []string{"krump"})
	tr := s.creature(0, "troll")
	k := s.creature(1, "krump")
	s.hand(0, "trade-blows")
	s.house("sanctum")
	s.play("trade-blows")
	s.wantRules(s.choose("troll"), "") // Krump, the only enemy, by itself; then "you may" Troll
	s.wantRules(s.words("no"), "")     // Krump again; then no
	s.wantDamage(k, 2)
	s.wantDamage(tr, 1)
}

// Faust the Great: "Your opponent’s keys cost +1A for each friendly
// creature with A on it. Play: You may exalt a friendly creature."
func TestHandEFaustTheGreat(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"faust-the-great", "krump"}, nil)
	k := s.creature(0, "krump")
	s.hand(0, "faust-the-great")
	s.house("sanctum")
	s.play("faust-the-great")
	s.wantRules(s.choose("krump"), "")
	s.wantInt("Æmber on Krump", s.heAemberOn(k), 1)
	s.wantInt("Bob's key cost", s.g.keyCost(1), 7)
}

// EDAI "Edie" 4x4: "Play: Archive a card. Your opponent's keys cost +1A for
// each card in your archives."
func TestHandEEdai(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"edai-edie-4x4", "krump"}, nil)
	s.hand(0, "edai-edie-4x4")
	kr := s.hand(0, "krump")
	s.house("logos")
	s.play("edai-edie-4x4")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(kr, ZoneArchives)
	s.wantInt("Bob's key cost", s.g.keyCost(1), 7)
}

// Defense Initiative (held): "Play: Ward a creature. You may exalt that
// creature. If you exalt it, ward each of its neighbors."
func TestHandEDefenseInitiative(t *testing.T) {
	for _, exalt := range []bool{false, true} {
		s := secondTurnScen(t, "saurian", []string{"defense-initiative", "troll", "krump", "valdr"}, nil)
		s.installHeld(handEHeld, "defense-initiative")
		tr := s.creature(0, "troll")
		k := s.creature(0, "krump")
		v := s.creature(0, "valdr")
		s.hand(0, "defense-initiative")
		s.house("saurian")
		s.play("defense-initiative")
		s.wantRules(s.choose("krump"), "")
		w := "no"
		if exalt {
			w = "yes"
		}
		s.wantRules(s.words(w), "")
		s.hbWantFlag(k, flWarded, true, "warded")
		s.hbWantFlag(tr, flWarded, exalt, "warded")
		s.hbWantFlag(v, flWarded, exalt, "warded")
		s.wantInt("Æmber on Krump", s.heAemberOn(k), map[bool]int{false: 0, true: 1}[exalt])
	}
}

// Pain Reaction (held): "Play: Deal 2D to an enemy creature. If this damage
// destroys that creature, deal 2D to each of that creature’s neighbors."
func TestHandEPainReaction(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"pain-reaction"}, []string{"troll", "silvertooth", "krump"})
	s.installHeld(handEHeld, "pain-reaction")
	tr := s.creature(1, "troll")
	st := s.creature(1, "silvertooth")
	k := s.creature(1, "krump")
	s.hand(0, "pain-reaction")
	s.house("dis")
	s.play("pain-reaction")
	s.wantRules(s.choose("silvertooth"), "")
	s.wantZone(st, ZoneDiscard)
	s.wantDamage(tr, 2)
	s.wantDamage(k, 2)

	s = secondTurnScen(t, "dis", []string{"pain-reaction"}, []string{"troll", "krump"})
	s.installHeld(handEHeld, "pain-reaction")
	tr = s.creature(1, "troll")
	k = s.creature(1, "krump")
	s.hand(0, "pain-reaction")
	s.house("dis")
	s.play("pain-reaction")
	s.choose("troll")
	s.wantDamage(tr, 2)
	s.wantDamage(k, 0)
}

// Teliga: "Each time your opponent plays a creature, gain 1A."
func TestHandETeliga(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"krump", "warsong", "troll"}, []string{"teliga", "urchin"})
	s.creature(1, "teliga")
	s.hand(0, "krump")
	s.hand(0, "troll")
	s.hand(0, "warsong")
	s.house("brobnar")
	s.wantRules(s.play("krump"), "")
	s.wantAember(1, 1)
	s.play("troll")
	s.wantAember(1, 2)
	s.play("warsong") // an action: nothing
	s.wantAember(1, 2)
	// Bob's own creature: nothing.
	s.end()
	s.hand(1, "urchin")
	s.house("shadows")
	s.wantRules(s.play("urchin"), "")
	s.wantAember(1, 2)
}

// Full Moon: "Play: For the remainder of the turn, gain 1A each time you
// play a creature."
func TestHandEFullMoon(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"full-moon", "flarie", "hunting-witch", "save-the-pack", "dust-pixie"}, nil)
	s.hand(0, "full-moon")
	s.hand(0, "flarie")
	s.hand(0, "save-the-pack")
	s.hand(0, "hunting-witch")
	s.house("untamed")
	s.wantRules(s.play("full-moon"), "")
	s.wantAember(0, 0)
	s.play("flarie")
	s.wantAember(0, 1)
	s.play("save-the-pack") // an action: nothing
	s.wantAember(0, 1)
	s.end()
	s.end()
	s.house("untamed")
	before := s.aember(0)
	s.play("hunting-witch") // the next turn: over
	s.wantAember(0, before)
}

// Consul Primus: "Reap: Move 1A from a creature to another creature."
func TestHandEConsulPrimus(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"consul-primus", "krump"}, []string{"troll", "urchin"})
	s.creature(0, "consul-primus")
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	s.g.cards[tr].aember = 2
	s.house("saurian")
	s.reap("consul-primus")
	s.wantRules(s.choose("krump"), "") // Troll is the only one with A: by itself
	s.wantInt("Æmber on Troll", s.heAemberOn(tr), 1)
	s.wantInt("Æmber on Krump", s.heAemberOn(k), 1)
	s.wantInt("Æmber on Urchin", s.heAemberOn(u), 0)
	s.wantAember(0, 1) // the reap
}

// Not Finished with You: "Play: Shuffle any number of creatures from your
// discard pile into your deck."
func TestHandENotFinishedWithYou(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"not-finished-with-you", "krump", "troll", "valdr"}, nil)
	k := s.hbDiscarded(0, "krump")
	tr := s.hbDiscarded(0, "troll")
	v := s.hbDiscarded(0, "valdr")
	s.hand(0, "not-finished-with-you")
	s.house("dis")
	s.play("not-finished-with-you")
	s.wantRules(s.choose("krump", "valdr"), "")
	s.wantZone(k, ZoneUnknown)
	s.wantZone(v, ZoneUnknown)
	s.wantZone(tr, ZoneDiscard)
}

// Encounter Suit: "After an action card is played but before it resolves,
// ward this creature." The ward is there before the action's damage.
func TestHandEEncounterSuit(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"lash-out"}, []string{"encounter-suit", "urchin"})
	u := s.creature(1, "urchin")
	s.heAttach(1, "encounter-suit", u)
	s.g.setScript("lash-out", &Script{ID: "lash-out", Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoDamage, N: 2, To: Target{}}}}}})
	s.hand(0, "lash-out")
	s.house("brobnar")
	s.wantRules(s.play("lash-out"), "") // Urchin, the only creature
	s.wantZone(u, ZoneBattleline)
	s.wantDamage(u, 0)
	s.hbWantFlag(u, flWarded, false, "warded") // the ward was spent
}

// Dame Margaret: "Dame Margaret gets +2 armor for each key your opponent
// has forged."
func TestHandEDameMargaret(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"dame-margaret"}, nil)
	d := s.creature(0, "dame-margaret")
	s.wantInt("armor, no key", s.g.armor(d), 0)
	s.g.p[1].keys[0], s.g.p[1].keys[2] = true, true
	s.g.p[0].keys[1] = true // her controller's own keys count for nothing
	s.wantInt("armor, two keys", s.g.armor(d), 4)
}

// Quadracorder: "Your opponent’s keys cost +1A for each house represented
// among friendly creatures (to a maximum of 3)."
func TestHandEQuadracorder(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"quadracorder", "krump", "troll", "shooler", "mother", "urchin"}, []string{"zorg"})
	k := s.creature(0, "krump")
	s.creature(0, "troll")
	s.creature(1, "zorg") // an enemy creature's house does not count
	s.heAttach(0, "quadracorder", k)
	s.wantInt("Bob's key cost, one house", s.g.keyCost(1), 7)
	s.wantInt("Alice's key cost", s.g.keyCost(0), 6)
	s.creature(0, "shooler")
	s.creature(0, "mother")
	s.creature(0, "urchin")
	s.wantInt("Bob's key cost, four houses", s.g.keyCost(1), 9)
}

// Eureka!: "Alpha. Play: Gain 2A. Archive 2 random cards from your hand."
func TestHandEEureka(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"eureka"}, nil)
	s.hand(0, "eureka")
	hand := s.g.p[0].handSize()
	s.house("logos")
	s.wantRules(s.play("eureka"), "")
	s.wantAember(0, 3)
	s.wantInt("hand", s.g.p[0].handSize(), hand-3)
	s.wantInt("archives", s.g.p[0].archiveSize(), 2)
}

// Quixxle Stone: "If a player has more creatures in play than their
// opponent, they cannot play creatures."
func TestHandEQuixxleStone(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"krump", "troll", "valdr"}, []string{"quixxle-stone", "urchin"})
	s.artifact(1, "quixxle-stone")
	s.creature(1, "urchin")
	s.hand(0, "krump")
	s.hand(0, "troll")
	s.hand(0, "valdr")
	s.house("brobnar")
	s.wantRules(s.play("krump"), "")
	s.wantRules(s.play("troll"), "") // one against one
	s.wantRules(s.play("valdr"), "restricted")
	// Bob, with fewer creatures, plays as he likes.
	s = secondTurnScen(t, "brobnar", []string{"krump", "troll"}, []string{"quixxle-stone", "urchin", "silvertooth"})
	s.artifact(1, "quixxle-stone")
	s.creature(0, "krump")
	s.creature(0, "troll")
	s.end()
	s.hand(1, "urchin")
	s.hand(1, "silvertooth")
	s.house("shadows")
	s.wantRules(s.play("urchin"), "")
	s.wantRules(s.play("silvertooth"), "")
}

// Monument to Shrix: "You may spend A on Monument to Shrix as if it were in
// your pool. Action: Move 1A from your pool to Monument to Shrix. If
// Citizen Shrix is in your discard pile, move 1A from any player’s pool to
// Monument to Shrix instead."
func TestHandEMonumentToShrix(t *testing.T) {
	for _, shrix := range []bool{false, true} {
		s := secondTurnScen(t, "saurian", []string{"monument-to-shrix", "citizen-shrix"}, nil)
		m := s.artifact(0, "monument-to-shrix")
		if shrix {
			s.hbDiscarded(0, "citizen-shrix")
		}
		s.g.p[0].aember, s.g.p[1].aember = 2, 2
		s.house("saurian")
		s.wantRules(s.hbAction("monument-to-shrix"), "")
		s.wantInt("Æmber on the monument", s.heAemberOn(m), 1)
		if shrix {
			s.wantAember(0, 2)
			s.wantAember(1, 1)
		} else {
			s.wantAember(0, 1)
			s.wantAember(1, 2)
		}
		s.wantInt("spendable", s.g.spendable(0), s.g.p[0].aember+1)
	}
}

// Waking Nightmare: "Play: Keys cost +1A for each Dis creature in play
// during your opponent’s next turn." The count follows the creatures.
func TestHandEWakingNightmare(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"waking-nightmare", "shooler", "tocsin"}, []string{"the-terror"})
	s.creature(0, "shooler")
	s.creature(1, "the-terror")
	s.hand(0, "waking-nightmare")
	s.hand(0, "tocsin")
	s.house("dis")
	s.wantRules(s.play("waking-nightmare"), "")
	s.wantInt("Bob's key cost", s.g.keyCost(1), 8)
	s.play("tocsin") // a Dis creature played after it counts too
	s.wantInt("Bob's key cost", s.g.keyCost(1), 9)
	s.wantInt("Alice's key cost", s.g.keyCost(0), 6)
	s.end()
	s.wantInt("Bob's key cost on his turn", s.g.keyCost(1), 9)
	s.end()
	s.wantInt("Bob's key cost after it", s.g.keyCost(1), 6)
}

// Odoac the Patrician: "Play: Capture 1A. While Odoac the Patrician has A
// on it, your A cannot be stolen."
func TestHandEOdoacThePatrician(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"odoac-the-patrician"}, []string{"ronnie-wristclocks"})
	o := s.hand(0, "odoac-the-patrician")
	s.g.p[1].aember = 2
	s.house("saurian")
	s.wantRules(s.play("odoac-the-patrician"), "")
	s.wantInt("Æmber on Odoac", s.heAemberOn(o), 1)
	s.g.p[0].aember = 3
	s.wantInt("stolen", s.g.steal(1, 1), 0)
	s.wantAember(0, 3)
	s.g.cards[o].aember = 0
	s.wantInt("stolen without Æmber on Odoac", s.g.steal(1, 1), 1)
	s.wantAember(0, 2)
}

// Gate Warden: "While you control a token creature, enemy creatures cannot
// reap. Play: Make a token creature."
func TestHandEGateWarden(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"gate-warden", "catena-fiend"}, []string{"urchin"})
	s.creature(1, "urchin")
	s.hand(0, "gate-warden")
	s.house("dis")
	s.wantRules(s.play("gate-warden"), "") // the deck's token creature
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
	s.end()
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "restricted")

	// No token: Bob reaps.
	s = secondTurnScen(t, "dis", []string{"gate-warden"}, []string{"urchin"})
	s.creature(0, "gate-warden")
	s.creature(1, "urchin")
	s.end()
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "")
}

// Matter Maker: "You may play upgrades as if they were in the active
// house."
func TestHandEMatterMaker(t *testing.T) {
	for _, mm := range []bool{false, true} {
		s := secondTurnScen(t, "staralliance", []string{"matter-maker", "krump", "protect-the-weak"}, nil)
		if mm {
			s.artifact(0, "matter-maker")
		}
		s.creature(0, "krump")
		s.house("staralliance")
		want := "not-active-house"
		if mm {
			want = ""
		}
		s.wantRules(s.hbPlayUpgrade("protect-the-weak", "krump"), want)
	}
}

// Little Rapscal: "Creatures must fight when used, if able."
func TestHandELittleRapscal(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"krump"}, []string{"little-rapscal", "urchin"})
	s.creature(0, "krump")
	s.creature(1, "little-rapscal")
	s.house("brobnar")
	s.wantRules(s.reap("krump"), "restricted")
	s.end()
	// Little Rapscal binds its own controller's creatures too.
	s.house("shadows")
	s.creature(1, "urchin")
	s.wantRules(s.reap("urchin"), "restricted")

	// Nothing to fight: it reaps.
	s = secondTurnScen(t, "brobnar", []string{"krump"}, []string{"little-rapscal"})
	s.creature(1, "little-rapscal")
	s.end()
	s.house("brobnar")
	s.wantRules(s.reap("little-rapscal"), "")
}

// Tireless Crocag: "Tireless Crocag cannot reap. You may use Tireless
// Crocag as if it belonged to the active house. If your opponent has no
// creatures in play, destroy Tireless Crocag."
func TestHandETirelessCrocag(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"tireless-crocag"}, []string{"troll", "silvertooth"})
	tc := s.creature(0, "tireless-crocag")
	s.creature(1, "troll")
	st := s.creature(1, "silvertooth")
	s.house("dis")
	s.wantRules(s.fight("tireless-crocag", "silvertooth"), "") // Dis is active: used all the same
	s.wantZone(st, ZoneDiscard)
	s.wantZone(tc, ZoneBattleline) // Troll is still there
	s.g.cards[tc].flags &^= flExhausted
	s.wantRules(s.reap("tireless-crocag"), "restricted")

	s = secondTurnScen(t, "dis", []string{"tireless-crocag"}, []string{"silvertooth"})
	tc = s.creature(0, "tireless-crocag")
	s.creature(1, "silvertooth")
	s.house("dis")
	s.fight("tireless-crocag", "silvertooth")
	s.wantZone(tc, ZoneDiscard)
}

// Into the Fray: "Play: For the remainder of the turn, a friendly Brobnar
// creature gains, “Fight: Ready this creature.”"
func TestHandEIntoTheFray(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"into-the-fray", "krump", "troll"}, []string{"silvertooth", "urchin", "bad-penny"})
	k := s.creature(0, "krump")
	tr := s.creature(0, "troll")
	s.creature(1, "silvertooth")
	s.creature(1, "bad-penny")
	s.hand(0, "into-the-fray")
	s.house("brobnar")
	s.play("into-the-fray")
	s.wantRules(s.choose("krump"), "")
	s.wantRules(s.fight("krump", "silvertooth"), "")
	s.hbWantFlag(k, flExhausted, false, "exhausted")
	s.wantRules(s.fight("krump", "bad-penny"), "") // again: ready once more
	s.hbWantFlag(k, flExhausted, false, "exhausted")
	s.fight("troll", "bad-penny")
	s.hbWantFlag(tr, flExhausted, true, "exhausted")
}

// Charge! (held): "Play: For the remainder of the turn, each creature you
// play gains, “Play: Deal 2D to an enemy creature.”"
func TestHandECharge(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"charge", "staunch-knight", "raiding-knight"}, []string{"troll", "urchin"})
	s.installHeld(handEHeld, "charge")
	tr := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.hand(0, "charge")
	s.hand(0, "staunch-knight")
	s.house("sanctum")
	s.wantRules(s.play("charge"), "")
	s.play("staunch-knight")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 2)
	s.end()
	s.end()
	s.house("sanctum")
	s.hand(0, "raiding-knight")
	s.wantRules(s.play("raiding-knight"), "") // a turn later: nothing to choose
	s.wantDamage(tr, 2)
}

// Trial by Water: "Play: Reset the tide. Until the start of your next
// turn, players cannot raise the tide."
func TestHandETrialByWater(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"trial-by-water"}, nil)
	s.g.p[1].tide = true
	s.hand(0, "trial-by-water")
	s.house("sanctum")
	s.wantRules(s.play("trial-by-water"), "")
	if s.g.p[0].tide || s.g.p[1].tide {
		t.Errorf("the tide is not reset")
	}
	s.end()
	s.g.p[1].chains = 0
	s.house("shadows")
	s.wantRules(s.do(Action{Verb: VerbTide}), "restricted")
	s.end()
	s.house("sanctum")
	s.wantRules(s.do(Action{Verb: VerbTide}), "") // Alice's next turn: over
}

// Bring Low: "Play: Capture all but 5 of your opponent’s A, distributed
// among any number of friendly creatures."
func TestHandEBringLow(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"bring-low", "krump", "troll"}, nil)
	k := s.creature(0, "krump")
	tr := s.creature(0, "troll")
	s.g.p[1].aember = 9
	s.hand(0, "bring-low")
	s.house("sanctum")
	s.play("bring-low")
	s.wantRules(s.words("no"), "")
	s.wantAember(1, 5)
	s.wantInt("Æmber on Krump", s.heAemberOn(k), 4)

	s = secondTurnScen(t, "sanctum", []string{"bring-low", "krump", "troll"}, nil)
	k = s.creature(0, "krump")
	tr = s.creature(0, "troll")
	s.g.p[1].aember = 9
	s.hand(0, "bring-low")
	s.house("sanctum")
	s.play("bring-low")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantAember(1, 5)
	s.wantInt("Æmber on Troll", s.heAemberOn(tr), 1)
	s.wantInt("Æmber on Krump", s.heAemberOn(k), 3)
}

// Autocannon: "Deal 1D to each creature after it enters play."
func TestHandEAutocannon(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"autocannon", "krump"}, []string{"urchin"})
	s.artifact(0, "autocannon")
	u := s.creature(1, "urchin") // 1 power: destroyed as it enters
	k := s.hand(0, "krump")
	s.house("brobnar")
	s.wantRules(s.play("krump"), "")
	s.wantDamage(k, 1)
	s.wantZone(u, ZoneDiscard)
}

// Mole: "This creature gains, “Your opponent may spend A on this creature
// as if it were in their pool.”"
func TestHandEMole(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"mole"}, []string{"troll"})
	tr := s.creature(1, "troll")
	s.g.cards[tr].aember = 3
	s.g.p[0].aember = 4
	s.wantRules(s.hbPlayUpgrade("mole", "troll"), "")
	s.wantInt("Alice's spendable", s.g.spendable(0), 8) // 4, Mole's bonus icon, Troll's 3
	s.wantInt("Bob's spendable", s.g.spendable(1), 0)
	s.g.forge(0, KeyAny, 6)
	s.wantInt("Alice's keys", s.g.p[0].keyCount(), 1)
	s.wantAember(0, 0)
	s.wantInt("Æmber on Troll", s.heAemberOn(tr), 2)
}

// The Warchest: "Action: Gain 1A for each enemy creature that was
// destroyed in a fight this turn."
func TestHandETheWarchest(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"the-warchest", "krump", "troll", "anger"}, []string{"silvertooth", "urchin", "bad-penny"})
	s.artifact(0, "the-warchest")
	s.creature(0, "krump")
	s.creature(0, "troll")
	s.creature(1, "silvertooth")
	s.creature(1, "bad-penny")
	u := s.creature(1, "urchin")
	s.house("brobnar")
	s.fight("krump", "silvertooth")
	s.fight("troll", "bad-penny")
	s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "urchin"}}) // not in a fight
	s.wantZone(u, ZoneDiscard)
	s.wantRules(s.hbAction("the-warchest"), "")
	s.wantAember(0, 2)
	// The next turn starts afresh.
	s.end()
	s.end()
	s.house("brobnar")
	s.hbAction("the-warchest")
	s.wantAember(0, 2)
}

// The Sting: "Skip your “forge a key” step. You get all A spent by your
// opponent when forging keys. Action: Sacrifice The Sting."
func TestHandETheSting(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"the-sting"}, nil)
	st := s.artifact(0, "the-sting")
	if !s.g.skipsForge(0) || s.g.skipsForge(1) {
		t.Errorf("skips forge: Alice %v, Bob %v; want true, false", s.g.skipsForge(0), s.g.skipsForge(1))
	}
	s.g.p[1].aember = 7
	s.g.forge(1, KeyAny, 6)
	s.wantAember(1, 1)
	s.wantAember(0, 6)
	s.g.forge(0, KeyAny, 6) // Alice's own forge (an ability's): nobody gets it
	s.wantAember(0, 0)
	s.wantAember(1, 1)
	s.house("shadows")
	s.wantRules(s.hbAction("the-sting"), "")
	s.wantZone(st, ZoneDiscard)
	if s.g.skipsForge(0) {
		t.Errorf("Alice still skips her forge step")
	}
}

// Combat Pheromones: "Omni: Sacrifice Combat Pheromones. You may use up to
// 2 other Mars cards this turn."
func TestHandECombatPheromones(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"combat-pheromones", "zorg", "yxili-marauder", "tunk"}, nil)
	cp := s.artifact(0, "combat-pheromones")
	s.creature(0, "zorg")
	s.creature(0, "yxili-marauder")
	s.creature(0, "tunk")
	s.house("brobnar")
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "combat-pheromones"}}), "")
	s.wantZone(cp, ZoneDiscard)
	s.wantRules(s.reap("zorg"), "")
	s.wantRules(s.reap("yxili-marauder"), "")
	s.wantRules(s.reap("tunk"), "not-active-house") // a third: no
}

// Tyxl Beambuckler: "Play: Deal 2D to a creature and move it to either
// flank of its controller’s battleline."
func TestHandETyxlBeambuckler(t *testing.T) {
	for _, tc := range []struct {
		words []string
		at    int
	}{{nil, 0}, {[]string{"right"}, 2}, {[]string{"left"}, 0}} {
		s := secondTurnScen(t, "mars", []string{"tyxl-beambuckler"}, []string{"troll", "krump", "valdr"})
		s.creature(1, "troll")
		k := s.creature(1, "krump")
		s.creature(1, "valdr")
		s.hand(0, "tyxl-beambuckler")
		s.house("mars")
		s.play("tyxl-beambuckler")
		s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "krump"}}, Words: tc.words}), "")
		s.wantDamage(k, 2)
		s.wantInt("Krump's place", indexOf(s.g.p[1].line, k), tc.at)
	}
}

// Wail of the Damned (held): "Play: Destroy a creature with no bonus
// icons." Dust Pixie's printed Æmber bonus is one.
func TestHandEWailOfTheDamned(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"wail-of-the-damned"}, []string{"troll", "dust-pixie"})
	s.installHeld(handEHeld, "wail-of-the-damned")
	tr := s.creature(1, "troll")
	dp := s.creature(1, "dust-pixie")
	s.hand(0, "wail-of-the-damned")
	s.house("dis")
	s.wantRules(s.play("wail-of-the-damned"), "") // Troll, the only one
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(dp, ZoneBattleline)
}

// Information Exchange: "Play: Steal 1A. If your opponent stole A from you
// on their previous turn, steal 2A instead."
func TestHandEInformationExchange(t *testing.T) {
	for _, stole := range []bool{false, true} {
		s := secondTurnScen(t, "logos", []string{"information-exchange"}, []string{"urchin"})
		s.end()
		s.house("shadows")
		s.g.p[0].aember = 3
		if stole {
			s.g.steal(1, 1) // Bob steals on his turn
		}
		s.end()
		s.g.p[1].aember = 5
		s.hand(0, "information-exchange")
		s.house("logos")
		s.wantRules(s.play("information-exchange"), "")
		want := 1
		if stole {
			want = 2
		}
		s.wantAember(1, 5-want)
	}
}
