package engine

import "testing"

// Tests of scripts_hand_c.go: each card's ability on a board, and the
// state after it.

func init() { addHandCCards() }

// addHandCCards adds the facts (keyteki packs) of the cards these tests
// use to testCards.
func addHandCCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Keywords: kws}
	}
	traits := func(id string, ts ...string) { testCards[id].Traits = ts }
	cr, ac, ar, up := TypeCreature, TypeAction, TypeArtifact, TypeUpgrade
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("gizelhart-s-zealot", "Gizelhart’s Zealot", "sanctum", cr, 4, 0, 0)
	traits("gizelhart-s-zealot", "Human", "Knight")
	add("mercy-malkin-queen", "Mercy, Malkin Queen", "untamed", cr, 3, 0, 0, kw(Skirmish, 0))
	traits("mercy-malkin-queen", "Human", "Witch")
	add("floomf", "Floomf", "untamed", cr, 3, 0, 0, kw(Skirmish, 0))
	traits("floomf", "Beast", "Cat")
	add("monument-to-ludo", "Monument to Ludo", "saurian", ar, 0, 0, 0)
	add("power-of-fire", "Power of Fire", "brobnar", ac, 0, 0, 0)
	add("savage-clash", "Savage Clash", "untamed", ac, 0, 0, 0)
	add("transporter-platform", "Transporter Platform", "staralliance", ar, 0, 0, 1)
	add("chant-of-hubris", "Chant of Hubris", "saurian", ac, 0, 0, 1)
	add("obsidian-forge", "Obsidian Forge", "dis", ar, 0, 0, 1)
	add("scout-pete", "Scout Pete", "staralliance", cr, 4, 0, 0)
	traits("scout-pete", "Alien")
	add("tezmal", "Tezmal", "dis", cr, 2, 0, 0, kw(Elusive, 0))
	traits("tezmal", "Imp")
	add("survey", "Survey", "staralliance", ac, 0, 0, 1)
	add("armory-officer-nel", "Armory Officer Nel", "staralliance", cr, 4, 0, 0)
	traits("armory-officer-nel", "Alien")
	add("blast-shielding", "Blast Shielding", "staralliance", up, 0, 0, 1)
	add("1-2-punch", "1-2 Punch", "brobnar", ac, 0, 0, 1)
	add("agamignus", "Agamignus", "redemption", cr, 3, 0, 0)
	traits("agamignus", "Mutant", "Witch")
	add("chasm-vespid", "Chasm Vespid", "dis", cr, 1, 0, 0, kw(Skirmish, 0), kw(SplashAttack, 1))
	traits("chasm-vespid", "Beast")
	traits("code-monkey", "AI", "Beast")
	add("covetous-hema", "Covetous Hema", "unfathomable", cr, 3, 0, 0)
	traits("covetous-hema", "Aquan")
	add("eater-of-the-dead", "Eater of the Dead", "dis", cr, 4, 0, 0)
	traits("eater-of-the-dead", "Demon")
	add("essence-entangler", "Essence Entangler", "staralliance", up, 0, 0, 1)
	add("festering-touch", "Festering Touch", "dis", ac, 0, 0, 1)
	add("golis-artificer", "Golis Artificer", "logos", cr, 2, 0, 0)
	traits("golis-artificer", "Cyborg", "Scientist")
	add("hadron-collision", "Hadron Collision", "staralliance", ac, 0, 0, 0)
	add("helmsman-spears", "Helmsman Spears", "staralliance", cr, 2, 0, 0)
	traits("helmsman-spears", "Human")
	add("infurnace", "Infurnace", "dis", cr, 4, 0, 0)
	traits("infurnace", "Demon")
	add("memette", "Memette", "geistoid", cr, 1, 0, 0)
	traits("memette", "Specter", "Faerie")
	add("navigator-ali", "Navigator Ali", "staralliance", cr, 3, 0, 0)
	traits("navigator-ali", "Human")
	add("old-yurk", "Old Yurk", "dis", cr, 5, 0, 0)
	traits("old-yurk", "Demon")
	add("psychic-bug", "Psychic Bug", "logos", cr, 2, 0, 1)
	traits("psychic-bug", "Cyborg", "Insect")
	add("three-fates", "Three Fates", "dis", ac, 0, 0, 1)
	add("titan-outpost", "Titan Outpost", "logos", ar, 0, 0, 1)
	traits("titan-outpost", "Location")
	add("trade-secrets", "Trade Secrets", "ekwidon", ac, 0, 0, 0)
	add("twin-bolt-emission", "Twin Bolt Emission", "logos", ac, 0, 0, 1)
	add("vandalize", "Vandalize", "shadows", ac, 0, 0, 1)
	add("wrath-or-ruin", "Wrath or Ruin", "unfathomable", ac, 0, 0, 0)
	add("xenotraining", "Xenotraining", "staralliance", ac, 0, 0, 1)
	add("zap", "Zap", "staralliance", ac, 0, 0, 1)
	add("orbital-bombardment", "Orbital Bombardment", "mars", ac, 0, 0, 1)
	add("mothergun", "Mothergun", "mars", ar, 0, 0, 0)
	traits("mothergun", "Weapon")
	add("song-of-spring", "Song of Spring", "untamed", ac, 0, 0, 1)
	add("galeatops", "Galeatops", "saurian", cr, 12, 0, 0)
	traits("galeatops", "Beast")
	add("terrordactyl", "Terrordactyl", "saurian", cr, 12, 0, 0)
	traits("terrordactyl", "Beast")
	add("scrambler-storm", "Scrambler Storm", "logos", ac, 0, 0, 1)
	add("stealth-mode", "Stealth Mode", "staralliance", ac, 0, 0, 1)
	add("light-of-the-archons", "Light of the Archons", "staralliance", up, 0, 0, 1)
	add("snaglet", "Snaglet", "dis", cr, 2, 0, 0, kw(Elusive, 0))
	traits("snaglet", "Imp")
	add("kiri-giltspine", "Kiri Giltspine", "unfathomable", cr, 3, 0, 0, kw(Elusive, 0))
	traits("kiri-giltspine", "Aquan")
	add("quant", "Quant", "logos", cr, 3, 0, 0)
	traits("quant", "Human", "Scientist")
	add("cxo-taber", "CXO Taber", "staralliance", cr, 3, 0, 0)
	traits("cxo-taber", "Alien", "Krxix")
	add("mutagenic-serum", "Mutagenic Serum", "logos", ar, 0, 0, 1)
	traits("mutagenic-serum", "Item")
	add("streke", "Streke", "dis", cr, 2, 0, 0, kw(Elusive, 0))
	traits("streke", "Imp")
	add("forbidden-tome", "Forbidden Tome", "ekwidon", ar, 0, 0, 0)
	traits("forbidden-tome", "Item")
	add("the-vaultkeeper", "The Vaultkeeper", "sanctum", cr, 4, 1, 0)
	traits("the-vaultkeeper", "Knight", "Spirit")
	add("holdfast", "Holdfast", "sanctum", cr, 6, 0, 0)
	traits("holdfast", "Beast")
	add("kaju-zhan", "Kaju Zhan", "staralliance", cr, 6, 0, 0)
	traits("kaju-zhan", "Krxix", "Alien")
	add("essence-scale", "Essence Scale", "dis", ar, 0, 0, 1)
	traits("essence-scale", "Item")
	add("dimension-door", "Dimension Door", "logos", ac, 0, 0, 0)
	add("commandeer", "Commandeer", "sanctum", ac, 0, 0, 1)
	add("legion-s-march", "Legion’s March", "saurian", ac, 0, 0, 1)
	add("senator-bracchus", "Senator Bracchus", "saurian", cr, 4, 0, 0)
	traits("senator-bracchus", "Dinosaur", "Politician")
	add("z-particle-tracker", "Z-Particle Tracker", "staralliance", up, 0, 0, 1)
	add("faygin", "Faygin", "shadows", cr, 3, 0, 0, kw(Elusive, 0))
	traits("faygin", "Human", "Thief")
	add("greedy-reprisal", "Greedy Reprisal", "sanctum", ac, 0, 0, 0)
	add("exterminate-exterminate", "Exterminate! Exterminate!", "mars", ac, 0, 0, 0)
	add("master-the-theory", "Master the Theory", "logos", ac, 0, 0, 1)
	add("exhume", "Exhume", "dis", ac, 0, 0, 1)
	add("poltergeist", "Poltergeist", "dis", ac, 0, 0, 1)
}

// hcDiscards is how many cards player pl's discard pile holds.
func (s *scen) hcDiscards(pl int8) int { return len(s.g.p[pl].discard) }

// Gizelhart’s Zealot: "enters play ready and enraged."
func TestHandCGizelhartsZealot(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"gizelhart-s-zealot"}, nil)
	z := s.hand(0, "gizelhart-s-zealot")
	s.house("sanctum")
	s.wantRules(s.play("gizelhart-s-zealot"), "")
	s.wantFlag(z, flExhausted, false)
	s.wantFlag(z, flEnraged, true)
}

// Mercy, Malkin Queen: "After a friendly Cat creature enters play, ward
// it. Fight: Ready a friendly Beast creature."
func TestHandCMercyMalkinQueen(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"mercy-malkin-queen", "floomf", "dust-pixie"}, []string{"troll"})
	m := s.creature(0, "mercy-malkin-queen")
	f := s.hand(0, "floomf")
	s.creature(1, "troll")
	s.house("untamed")
	s.wantRules(s.play("floomf"), "")
	s.wantFlag(f, flWarded, true)
	s.hand(0, "dust-pixie")
	s.play("dust-pixie") // not a Cat
	dp := s.g.p[0].line[len(s.g.p[0].line)-1]
	s.wantFlag(dp, flWarded, false)
	s.wantFlag(m, flWarded, false)
}

// Mercy's Fight readies a friendly Beast: the only one resolves by itself.
func TestHandCMercyFightReadiesBeast(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"mercy-malkin-queen", "floomf"}, []string{"bad-penny"})
	s.creature(0, "mercy-malkin-queen")
	f := s.creature(0, "floomf")
	s.creature(1, "bad-penny")
	s.g.cards[f].flags |= flExhausted
	s.house("untamed")
	s.wantRules(s.fight("mercy-malkin-queen", "bad-penny"), "")
	s.wantFlag(f, flExhausted, false)
}

// Monument to Ludo: 1A to the supply, 2A with Praefectus Ludo in the
// discard pile.
func TestHandCMonumentToLudo(t *testing.T) {
	for _, c := range []struct {
		name string
		ludo bool
		want int
	}{{"without Ludo", false, 2}, {"with Ludo", true, 1}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"monument-to-ludo", "praefectus-ludo"}, []string{"troll"})
			s.artifact(0, "monument-to-ludo")
			tr := s.creature(1, "troll")
			s.g.cards[tr].aember = 3
			if c.ludo {
				s.hbDiscarded(0, "praefectus-ludo")
			}
			s.house("saurian")
			s.wantRules(s.action("monument-to-ludo"), "")
			s.wantOnCard(tr, c.want)
			s.wantAember(0, 0)
			s.wantAember(1, 0)
		})
	}
}

// Power of Fire: each player loses half the sacrificed creature's power.
func TestHandCPowerOfFire(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"power-of-fire", "krump", "troll"}, nil)
	s.creature(0, "krump")
	tr := s.creature(0, "troll")
	s.hand(0, "power-of-fire")
	s.house("brobnar")
	s.g.p[0].aember = 5
	s.g.p[1].aember = 5
	s.play("power-of-fire")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantAember(0, 1) // 8 power: 4 each
	s.wantAember(1, 1)
	s.wantInt("chains", s.g.p[0].chains, 1)
}

// Power of Fire on a warded creature: the ward goes, nobody loses.
func TestHandCPowerOfFireWarded(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"power-of-fire", "troll"}, nil)
	tr := s.creature(0, "troll")
	s.g.cards[tr].flags |= flWarded
	s.hand(0, "power-of-fire")
	s.g.p[1].aember = 5
	s.house("brobnar")
	s.wantRules(s.play("power-of-fire"), "")
	s.wantZone(tr, ZoneBattleline)
	s.wantAember(1, 5)
}

// Savage Clash keeps the most powerful enemy and the least powerful
// friendly creature.
func TestHandCSavageClash(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"savage-clash", "troll", "urchin"}, []string{"krump", "troll", "silvertooth"})
	a1 := s.creature(0, "troll")
	a2 := s.creature(0, "urchin")
	b1 := s.creature(1, "krump")
	b2 := s.creature(1, "troll")
	b3 := s.creature(1, "silvertooth")
	s.hand(0, "savage-clash")
	s.house("untamed")
	s.wantRules(s.play("savage-clash"), "")
	s.wantZone(a1, ZoneDiscard)
	s.wantZone(a2, ZoneBattleline)
	s.wantZone(b1, ZoneDiscard)
	s.wantZone(b2, ZoneBattleline)
	s.wantZone(b3, ZoneDiscard)
}

// Transporter Platform returns the creature and its upgrades.
func TestHandCTransporterPlatform(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"transporter-platform", "troll", "krump", "z-wave-emitter"}, nil)
	s.artifact(0, "transporter-platform")
	tr := s.creature(0, "troll")
	s.creature(0, "krump")
	s.house("staralliance")
	u := s.hand(0, "z-wave-emitter")
	s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "z-wave-emitter"}, Target: CardRef{ID: "troll"}})
	s.wantZone(u, ZoneUpgrade)
	s.action("transporter-platform")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneHand)
	s.wantZone(u, ZoneHand)
}

// Chant of Hubris moves 1A from the first creature named to the second.
func TestHandCChantOfHubris(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"chant-of-hubris", "krump"}, []string{"troll", "urchin"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.g.cards[tr].aember = 2
	s.hand(0, "chant-of-hubris")
	s.house("saurian")
	s.play("chant-of-hubris")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantOnCard(tr, 1)
	s.wantOnCard(k, 1)
}

// With two creatures in play the engine chooses: the one with Æmber gives.
func TestHandCChantOfHubrisByItself(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"chant-of-hubris", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.g.cards[tr].aember = 1
	s.hand(0, "chant-of-hubris")
	s.house("saurian")
	s.wantRules(s.play("chant-of-hubris"), "")
	s.wantOnCard(tr, 0)
	s.wantOnCard(k, 1)
}

// Obsidian Forge: 2 sacrificed, the key costs 6+6-2 = 10.
func TestHandCObsidianForge(t *testing.T) {
	for _, c := range []struct {
		name   string
		aember int
		keys   int
		zone   Zone
	}{{"forges", 10, 1, ZoneDiscard}, {"cannot afford", 9, 0, ZoneArtifacts}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"obsidian-forge", "krump", "troll", "urchin"}, nil)
			of := s.artifact(0, "obsidian-forge")
			k := s.creature(0, "krump")
			tr := s.creature(0, "troll")
			u := s.creature(0, "urchin")
			s.house("dis")
			s.g.p[0].aember = c.aember
			s.action("obsidian-forge")
			s.wantRules(s.choose("krump", "troll"), "")
			s.wantZone(k, ZoneDiscard)
			s.wantZone(tr, ZoneDiscard)
			s.wantZone(u, ZoneBattleline)
			s.wantInt("keys", s.g.p[0].keyCount(), c.keys)
			s.wantZone(of, c.zone)
		})
	}
}

// Scout Pete: "You may discard that card."
func TestHandCScoutPete(t *testing.T) {
	for _, c := range []struct {
		answer string
		want   int
	}{{"yes", 1}, {"no", 0}} {
		t.Run(c.answer, func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"scout-pete"}, nil)
			s.hand(0, "scout-pete")
			s.installHeld(handCHeld, "scout-pete")
			s.house("staralliance")
			s.play("scout-pete")
			s.wantRules(s.chooseWords(c.answer), "")
			s.wantInt("discards", s.hcDiscards(0), c.want)
		})
	}
}

// Tezmal: the opponent cannot choose the house on their next turn only.
func TestHandCTezmal(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"tezmal"}, []string{"urchin"})
	s.creature(0, "tezmal")
	s.installHeld(handCHeld, "tezmal")
	s.house("dis")
	s.reap("tezmal")
	s.wantRules(s.chooseWords("shadows"), "")
	s.end()
	s.wantRules(s.house("shadows"), "house-choice")
	s.end()
	s.end()
	s.wantRules(s.house("shadows"), "")
}

// Survey discards one card of the deck.
func TestHandCSurvey(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"survey"}, nil)
	s.hand(0, "survey")
	deck := s.g.p[0].deckSize()
	s.house("staralliance")
	s.wantRules(s.play("survey"), "")
	s.wantInt("discards", s.hcDiscards(0), 2) // Survey and the card
	s.wantInt("deck", s.g.p[0].deckSize(), deck-1)
}

// Armory Officer Nel: "After an upgrade enters play, draw a card."
func TestHandCArmoryOfficerNel(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"armory-officer-nel", "z-wave-emitter", "troll"}, nil)
	s.creature(0, "armory-officer-nel")
	s.creature(0, "troll")
	s.house("staralliance")
	before := s.g.p[0].handSize()
	s.wantRules(s.hbPlayUpgrade("z-wave-emitter", "troll"), "")
	s.wantInt("hand", s.g.p[0].handSize(), before+1) // one played, one drawn
}

// Armory Officer Nel draws for an upgrade the opponent plays too, and
// not for one that moves from a creature to another (Blast Shielding).
func TestHandCArmoryOfficerNelAnyUpgradeEnters(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"armory-officer-nel", "blast-shielding", "troll", "krump"}, []string{"krump", "way-of-the-porcupine"})
	s.creature(0, "armory-officer-nel")
	s.creature(0, "troll")
	k := s.creature(0, "krump")
	s.house("staralliance")
	s.hbPlayUpgrade("blast-shielding", "troll")
	before := s.g.p[0].handSize()
	s.reap("troll")
	s.wantRules(s.choose("krump"), "")
	s.wantInt("Krump's armor", s.g.armor(k), 2)
	s.wantInt("hand after the move", s.g.p[0].handSize(), before)
	s.end()
	s.creature(1, "krump")
	s.house("untamed")
	s.hand(1, "way-of-the-porcupine")
	before = s.g.p[0].handSize()
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "way-of-the-porcupine"}, Target: CardRef{ID: "krump"}}), "")
	s.wantInt("Alice's hand after Bob's upgrade", s.g.p[0].handSize(), before+1)
}

// Blast Shielding: +2 armor; after a reap, it may move to a neighbor.
func TestHandCBlastShielding(t *testing.T) {
	for _, c := range []struct {
		answer []string
		onTo   bool
	}{{[]string{"krump"}, true}, {nil, false}} {
		s := secondTurnScen(t, "staralliance", []string{"blast-shielding", "troll", "krump"}, nil)
		tr := s.creature(0, "troll")
		k := s.creature(0, "krump")
		s.house("staralliance")
		s.hbPlayUpgrade("blast-shielding", "troll")
		s.wantInt("Troll's armor", s.g.armor(tr), 2)
		s.reap("troll")
		if c.answer != nil {
			s.wantRules(s.choose(c.answer...), "")
		} else {
			s.wantRules(s.chooseWords("no"), "")
		}
		want := 0
		if c.onTo {
			want = 2
		}
		s.wantInt("Krump's armor", s.g.armor(k), want)
		s.wantInt("Troll's armor", s.g.armor(tr), 2-want)
	}
}

// 1-2 Punch: stun, or destroy a creature already stunned.
func TestHandCOneTwoPunch(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"1-2-punch", "1-2-punch"}, []string{"troll", "krump"})
	tr := s.creature(1, "troll")
	k := s.creature(1, "krump")
	s.house("brobnar")
	s.hand(0, "1-2-punch")
	s.play("1-2-punch")
	s.wantRules(s.choose("troll"), "")
	s.wantFlag(tr, flStunned, true)
	s.hand(0, "1-2-punch")
	s.play("1-2-punch")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(k, ZoneBattleline)
}

// Agamignus: gain 1A for another Mutant played; its fate destroys each
// non-Mutant creature.
func TestHandCAgamignus(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"agamignus", "zorg", "troll"}, []string{"krump"})
	a := s.creature(0, "agamignus")
	tr := s.creature(0, "troll")
	k := s.creature(1, "krump")
	s.hand(0, "zorg")
	s.house("mars")
	s.wantRules(s.play("zorg"), "")
	s.wantAember(0, 1)
	s.g.fireScript(s.g.scriptOf(a), s.g.cards[a].def, -1, 0, OnFate, -1)
	s.g.drain()
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(k, ZoneDiscard)
	s.wantZone(a, ZoneBattleline)
}

// Agamignus: "After another Mutant creature enters play": not Agamignus
// itself, and an enemy Mutant too (its controller gains, not the
// opponent's).
func TestHandCAgamignusAnyOtherMutant(t *testing.T) {
	s := housesScen(t, [3]House{"redemption", "mars", "brobnar"}, [3]House{"mars", "logos", "untamed"},
		[]string{"agamignus", "troll"}, []string{"zorg", "krump"})
	s.end()
	s.end()
	s.hand(0, "agamignus")
	s.house("redemption")
	s.wantRules(s.play("agamignus"), "")
	s.wantAember(0, 0)
	s.end()
	s.hand(1, "zorg")
	s.house("mars")
	s.wantRules(s.play("zorg"), "")
	s.wantAember(0, 1)
	s.wantAember(1, 0)
}

// Chasm Vespid's fate archives the active player's creatures not on a
// flank.
func TestHandCChasmVespid(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"troll", "krump", "urchin"}, []string{"chasm-vespid", "bad-penny", "troll", "urchin"})
	cv := s.creature(1, "chasm-vespid")
	s.creature(0, "troll")
	k := s.creature(0, "krump")
	s.creature(0, "urchin")
	s.creature(1, "bad-penny")
	bt := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.g.fireScript(s.g.scriptOf(cv), s.g.cards[cv].def, -1, 0, OnFate, -1)
	s.g.drain()
	s.wantZone(k, ZoneArchives)
	s.wantInt("Alice's line", len(s.g.p[0].line), 2)
	s.wantZone(bt, ZoneBattleline)
}

// Code Monkey archives its neighbors, and gains 2A when they share a house.
func TestHandCCodeMonkey(t *testing.T) {
	for _, c := range []struct {
		name        string
		left, right string
		want        int
	}{{"same house", "troll", "krump", 2}, {"two houses", "troll", "urchin", 0}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{"code-monkey", c.left, c.right}, nil)
			l := s.creature(0, c.left)
			s.installHeld(handCHeld, "code-monkey")
			r := s.creature(0, c.right)
			s.hand(0, "code-monkey")
			s.house("logos")
			s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "code-monkey"}, Flank: FlankAt, Pos: 1}), "")
			s.wantZone(l, ZoneArchives)
			s.wantZone(r, ZoneArchives)
			s.wantAember(0, c.want)
		})
	}
}

// Covetous Hema: elusive only off the flanks; captures 3A when played.
func TestHandCCovetousHema(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"covetous-hema", "troll", "troll"}, nil)
	s.hand(0, "covetous-hema")
	s.g.p[1].aember = 4
	s.house("unfathomable")
	s.wantRules(s.play("covetous-hema"), "")
	h := s.g.p[0].line[0]
	s.wantOnCard(h, 3)
	s.wantAember(1, 1)
	if s.g.hasKeyword(h, Elusive) {
		t.Error("Covetous Hema on a flank is elusive")
	}
	s.creature(0, "troll")
	s.g.p[0].line[0], s.g.p[0].line[1] = s.g.p[0].line[1], s.g.p[0].line[0]
	s.creature(0, "troll")
	if !s.g.hasKeyword(h, Elusive) {
		t.Error("Covetous Hema in the middle is not elusive")
	}
}

// Eater of the Dead purges a creature from a discard pile and grows.
func TestHandCEaterOfTheDead(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"eater-of-the-dead"}, []string{"troll"})
	e := s.creature(0, "eater-of-the-dead")
	tr := s.hbDiscarded(1, "troll")
	s.house("dis")
	s.wantRules(s.reap("eater-of-the-dead"), "")
	s.wantZone(tr, ZonePurged)
	s.wantInt("power", s.g.power(e), 5)
	// Nothing to purge: no counter.
	s.g.cards[e].flags &^= flExhausted
	s.reap("eater-of-the-dead")
	s.wantInt("power", s.g.power(e), 5)
}

// Essence Entangler: -1 power for each A on the creature; its scrap moves
// 1A between creatures.
func TestHandCEssenceEntangler(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"essence-entangler", "troll", "essence-entangler"}, []string{"krump", "urchin"})
	tr := s.creature(0, "troll")
	k := s.creature(1, "krump")
	s.creature(1, "urchin") // three creatures: the log's order says which gives
	s.house("staralliance")
	s.hbPlayUpgrade("essence-entangler", "troll")
	s.g.cards[tr].aember = 3
	s.wantInt("power", s.g.power(tr), 5)
	s.g.cards[k].aember = 1
	s.hand(0, "essence-entangler")
	s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "essence-entangler"}})
	s.wantRules(s.choose("krump", "troll"), "")
	s.wantOnCard(k, 0)
	s.wantOnCard(tr, 4)
}

// Festering Touch: 1D, or 3D to a creature already damaged.
func TestHandCFesteringTouch(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"festering-touch"}, []string{"troll", "krump"})
	tr := s.creature(1, "troll")
	k := s.creature(1, "krump")
	s.g.cards[k].damage = 1
	s.hand(0, "festering-touch")
	s.house("dis")
	s.play("festering-touch")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantDamage(tr, 1)
	s.wantDamage(k, 4)
}

// Golis Artificer makes a token creature after it reaps.
func TestHandCGolisArtificer(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"golis-artificer", "catena-fiend"}, nil)
	s.creature(0, "golis-artificer")
	s.installHeld(handCHeld, "golis-artificer")
	s.house("logos")
	s.wantRules(s.reap("golis-artificer"), "")
	s.wantInt("creatures", len(s.g.p[0].line), 2)
}

// Hadron Collision removes the ward and deals 3D through armor.
func TestHandCHadronCollision(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"hadron-collision"}, []string{"staunch-knight"})
	sk := s.creature(1, "staunch-knight")
	s.g.cards[sk].flags |= flWarded
	s.hand(0, "hadron-collision")
	s.house("staralliance")
	s.wantRules(s.play("hadron-collision"), "")
	s.wantFlag(sk, flWarded, false)
	s.wantDamage(sk, 3)
}

// Helmsman Spears draws as many cards as it discarded.
func TestHandCHelmsmanSpears(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"helmsman-spears", "troll", "krump"}, nil)
	s.creature(0, "helmsman-spears")
	s.hand(0, "troll")
	s.hand(0, "krump")
	before := s.g.p[0].handSize()
	s.house("staralliance")
	s.reap("helmsman-spears")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantInt("discards", s.hcDiscards(0), 2)
	s.wantInt("hand", s.g.p[0].handSize(), before)
}

// Infurnace: the opponent loses the purged cards' Æmber bonus.
func TestHandCInfurnace(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"infurnace"}, []string{"anger", "lights-out", "troll"})
	a := s.hbDiscarded(1, "anger")
	lo := s.hbDiscarded(1, "lights-out")
	s.hbDiscarded(1, "troll")
	s.hand(0, "infurnace")

	s.g.p[1].aember = 5
	s.house("dis")
	s.play("infurnace")
	s.wantRules(s.choose("anger", "lights-out"), "")
	s.wantZone(a, ZonePurged)
	s.wantZone(lo, ZonePurged)
	s.wantAember(1, 3)
}

// Memette archives the top card of its controller's discard pile.
func TestHandCMemette(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"memette", "troll", "krump"}, nil)
	s.hbDiscarded(0, "troll")
	k := s.hbDiscarded(0, "krump")
	s.hand(0, "memette")
	s.installHeld(handCHeld, "memette")
	s.house("geistoid")
	s.wantRules(s.play("memette"), "")
	s.wantZone(k, ZoneArchives)
}

// Navigator Ali: the known top of the deck is no longer known.
func TestHandCNavigatorAli(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"navigator-ali", "troll"}, nil)
	s.hand(0, "navigator-ali")
	tr := s.take(0, "troll")
	s.g.put(tr, ZoneDeck)
	s.house("staralliance")
	s.wantRules(s.play("navigator-ali"), "")
	s.wantInt("known top cards", len(s.g.p[0].deckTop), 0)
}

// Old Yurk discards 2 chosen cards.
func TestHandCOldYurk(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"old-yurk", "troll", "krump"}, nil)
	s.hand(0, "old-yurk")
	tr := s.hand(0, "troll")
	k := s.hand(0, "krump")
	s.house("dis")
	s.play("old-yurk")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(k, ZoneDiscard)
}

// Psychic Bug only looks: nothing changes but its Æmber bonus.
func TestHandCPsychicBug(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"psychic-bug"}, nil)
	s.hand(0, "psychic-bug")
	hand := s.g.p[1].handSize()
	s.house("logos")
	s.wantRules(s.play("psychic-bug"), "")
	s.wantAember(0, 1)
	s.wantInt("opponent's hand", s.g.p[1].handSize(), hand)
	if !Scripted("psychic-bug") {
		t.Error("Psychic Bug is not scripted")
	}
}

// Three Fates destroys the 3 most powerful creatures.
func TestHandCThreeFates(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"three-fates", "troll", "urchin"}, []string{"krump", "bumpsy", "silvertooth"})
	tr := s.creature(0, "troll")
	u := s.creature(0, "urchin")
	k := s.creature(1, "krump")
	b := s.creature(1, "bumpsy")
	st := s.creature(1, "silvertooth")
	s.hand(0, "three-fates")
	s.house("dis")
	s.wantRules(s.play("three-fates"), "")
	for _, id := range []int16{tr, k, b} {
		s.wantZone(id, ZoneDiscard)
	}
	s.wantZone(u, ZoneBattleline)
	s.wantZone(st, ZoneBattleline)
}

// Titan Outpost: a creature to the bottom of the deck, then a token and
// an archived card; a warded creature stays, and nothing follows; with an
// empty hand, the token is made all the same.
func TestHandCTitanOutpost(t *testing.T) {
	for _, tc := range []struct {
		name          string
		warded, empty bool
	}{{"moved", false, false}, {"warded", true, false}, {"empty hand", false, true}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{"titan-outpost", "troll", "krump", "catena-fiend"}, nil)
			s.artifact(0, "titan-outpost")
			tr := s.creature(0, "troll")
			if tc.warded {
				s.g.cards[tr].flags |= flWarded
			}
			k := int16(-1)
			if tc.empty {
				s.g.p[0].deckUnknown += s.g.p[0].handUnknown
				s.g.p[0].handUnknown = 0
			} else {
				k = s.hand(0, "krump")
			}
			s.house("logos")
			s.wantRules(s.action("titan-outpost"), "")
			if !tc.empty {
				s.choose("krump")
			}
			if tc.warded {
				s.wantZone(tr, ZoneBattleline)
				s.wantZone(k, ZoneHand)
				s.wantInt("creatures", len(s.g.p[0].line), 1)
				return
			}
			if k >= 0 {
				s.wantZone(k, ZoneArchives)
			}
			s.wantInt("Alice's known hand", len(s.g.p[0].hand), 0)
			line := s.g.p[0].line
			if len(line) != 1 || s.g.def(line[0]).Type != TypeTokenCreature {
				t.Errorf("the battleline is not one token creature")
			}
		})
	}
}

// Trade Secrets steals 1A for each Ekwidon card discarded.
func TestHandCTradeSecrets(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"trade-secrets", "de-escalation", "belligerent-guard"}, nil)
	s.hand(0, "trade-secrets")
	s.hand(0, "de-escalation")
	s.hand(0, "belligerent-guard")
	s.g.p[1].aember = 5
	s.house("ekwidon")
	s.play("trade-secrets")
	s.wantRules(s.choose("de-escalation", "belligerent-guard"), "")
	s.wantAember(0, 2)
	s.wantAember(1, 3)
}

// Twin Bolt Emission: 2D to two different creatures.
func TestHandCTwinBoltEmission(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"twin-bolt-emission", "twin-bolt-emission"}, []string{"troll", "krump", "bumpsy"})
	tr := s.creature(1, "troll")
	k := s.creature(1, "krump")
	b := s.creature(1, "bumpsy")
	s.hand(0, "twin-bolt-emission")
	s.installHeld(handCHeld, "twin-bolt-emission")
	s.house("logos")
	s.play("twin-bolt-emission")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantDamage(tr, 2)
	s.wantDamage(k, 2)
	s.wantDamage(b, 0)
	// The second creature is a different one.
	s.hand(0, "twin-bolt-emission")
	s.play("twin-bolt-emission")
	s.wantRules(s.choose("troll", "troll"), "effect-target")
}

// Vandalize discards a card of the opponent's deck.
func TestHandCVandalize(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"vandalize"}, nil)
	s.hand(0, "vandalize")
	deck := s.g.p[1].deckSize()
	s.house("shadows")
	s.wantRules(s.play("vandalize"), "")
	s.wantInt("opponent's discards", s.hcDiscards(1), 1)
	s.wantInt("opponent's deck", s.g.p[1].deckSize(), deck-1)
}

// Wrath or Ruin: one option or the other.
func TestHandCWrathOrRuin(t *testing.T) {
	for _, c := range []struct {
		opt   string
		cards []string
		gone  [3]Zone
	}{
		{"1", []string{"troll"}, [3]Zone{ZoneDiscard, ZoneBattleline, ZoneBattleline}},
		{"2", []string{"krump", "urchin"}, [3]Zone{ZoneBattleline, ZoneHand, ZoneHand}},
	} {
		t.Run(c.opt, func(t *testing.T) {
			s := secondTurnScen(t, "unfathomable", []string{"wrath-or-ruin"}, []string{"troll", "krump", "urchin"})
			ids := [3]int16{s.creature(1, "troll"), s.creature(1, "krump"), s.creature(1, "urchin")}
			s.hand(0, "wrath-or-ruin")
			s.house("unfathomable")
			s.play("wrath-or-ruin")
			s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{c.opt}, Cards: refs(c.cards)}), "")
			for i, id := range ids {
				s.wantZone(id, c.gone[i])
			}
		})
	}
}

func refs(ids []string) []CardRef {
	var out []CardRef
	for _, id := range ids {
		out = append(out, CardRef{ID: id})
	}
	return out
}

// Xenotraining: one capture for each house among friendly creatures, to a
// creature chosen each time.
func TestHandCXenotraining(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"xenotraining", "troll", "urchin", "krump"}, nil)
	tr := s.creature(0, "troll")
	u := s.creature(0, "urchin")
	s.creature(0, "krump")
	s.hand(0, "xenotraining")
	s.g.p[1].aember = 5
	s.house("staralliance")
	s.play("xenotraining")
	s.wantRules(s.choose("troll", "urchin"), "") // Brobnar and Shadows: two captures
	s.wantOnCard(tr, 1)
	s.wantOnCard(u, 1)
	s.wantAember(1, 3)
	if _, w := s.g.Waiting(); w {
		t.Error("a third capture waits")
	}
}

// Zap (held): 1D at a time, one for each house among creatures in play.
func TestHandCZap(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"zap"}, []string{"troll", "urchin", "mother"})
	tr := s.creature(1, "troll")
	s.creature(1, "urchin")
	m := s.creature(1, "mother")
	s.hand(0, "zap")
	s.installHeld(handCHeld, "zap")
	s.house("staralliance")
	s.play("zap")
	s.wantRules(s.choose("troll", "mother", "troll"), "") // three houses
	s.wantDamage(tr, 2)
	s.wantDamage(m, 1)
}

// Orbital Bombardment: 2D to a creature for each Mars card revealed.
func TestHandCOrbitalBombardment(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"orbital-bombardment", "orbital-bombardment", "zorg", "yxili-marauder"}, []string{"troll", "krump"})
	tr := s.creature(1, "troll")
	k := s.creature(1, "krump")
	s.hand(0, "orbital-bombardment")
	s.hand(0, "zorg")
	s.hand(0, "yxili-marauder")
	s.house("mars")
	s.play("orbital-bombardment")
	// The cards revealed, then the creatures: a hand's cards and the
	// targets go on separate choose lines.
	s.wantRules(s.choose("zorg", "yxili-marauder"), "")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantDamage(tr, 2)
	s.wantDamage(k, 2)
	// None revealed: no damage.
	s.hand(0, "orbital-bombardment")
	s.play("orbital-bombardment")
	s.wantRules(s.chooseWords("none"), "")
	s.wantDamage(tr, 2)
	s.wantDamage(k, 2)
}

// Mothergun: damage equal to the Mars cards revealed.
func TestHandCMothergun(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"mothergun", "zorg", "yxili-marauder"}, []string{"troll"})
	s.artifact(0, "mothergun")
	tr := s.creature(1, "troll")
	s.hand(0, "zorg")
	s.hand(0, "yxili-marauder")
	s.house("mars")
	s.action("mothergun")
	s.wantRules(s.choose("zorg", "yxili-marauder"), "")
	s.wantDamage(tr, 2)
}

// Song of Spring shuffles friendly Untamed creatures from the hand, the
// discard pile and play into the deck.
func TestHandCSongOfSpring(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"song-of-spring", "floomf", "floomf", "flaxia", "troll"}, nil)
	f1 := s.hand(0, "floomf")
	f2 := s.hbDiscarded(0, "floomf")
	fx := s.creature(0, "flaxia")
	tr := s.creature(0, "troll")
	s.hand(0, "song-of-spring")
	s.house("untamed")
	s.play("song-of-spring")
	s.wantRules(s.choose("floomf"), "")
	s.wantRules(s.choose("floomf"), "")
	s.wantRules(s.choose("flaxia"), "")
	for _, id := range []int16{f1, f2, fx} {
		s.wantZone(id, ZoneUnknown)
	}
	s.wantZone(tr, ZoneBattleline)
}

// hcRepeatFor repeats the step before it as many times as its count,
// counted once, and not at all past the first when the count is 1.
func TestHandCRepeatFor(t *testing.T) {
	for _, c := range []struct {
		count, want int
	}{{1, 1}, {3, 3}, {100, 64}} {
		sc := Script{ID: "probe-action", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
			{Do: DoGain, N: 1},
			hcRepeatFor(1, "repeat it", func(*Ctx) int { return c.count }),
		}}}}
		s := secondTurnScen(t, "brobnar", []string{"probe-action"}, nil)
		s.g.setScript("probe-action", &sc)
		s.hand(0, "probe-action")
		s.house("brobnar")
		s.wantRules(s.play("probe-action"), "")
		s.wantAember(0, c.want)
		if got := sc.Text("Probe Action"); got != "Play: Gain 1A and repeat it." {
			t.Errorf("printed %q", got)
		}
	}
}

// Galeatops only deals 4D when fighting, attacking or attacked.
func TestHandCGaleatops(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"galeatops"}, []string{"troll", "krump"})
	g := s.creature(0, "galeatops")
	tr := s.creature(1, "troll")
	s.house("saurian")
	s.wantRules(s.fight("galeatops", "troll"), "")
	s.wantDamage(tr, 4)
	s.wantDamage(g, 8)
	s.end()
	k := s.creature(1, "krump")
	s.house("brobnar")
	s.wantRules(s.fight("krump", "galeatops"), "")
	s.wantDamage(k, 4) // attacked: 4 as well
}

// Terrordactyl: enters stunned, deals 4D to the neighbors of the creature
// it fights and only 4D to that creature.
func TestHandCTerrordactyl(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"terrordactyl"}, []string{"krump", "troll", "bumpsy"})
	k := s.creature(1, "krump")
	tr := s.creature(1, "troll")
	b := s.creature(1, "bumpsy")
	td := s.hand(0, "terrordactyl")
	s.house("saurian")
	s.wantRules(s.play("terrordactyl"), "")
	s.wantFlag(td, flStunned, true)
	s.g.cards[td].flags &^= flStunned | flExhausted
	s.wantRules(s.fight("terrordactyl", "troll"), "")
	s.wantDamage(k, 4)
	s.wantDamage(b, 4)
	s.wantDamage(tr, 4)
}

// Scrambler Storm and Stealth Mode: no action cards on the opponent's next
// turn; creatures may be played, and the turn after, actions again.
func TestHandCNoActionsNextTurn(t *testing.T) {
	for _, c := range []struct{ id, house string }{{"scrambler-storm", "logos"}, {"stealth-mode", "staralliance"}} {
		t.Run(c.id, func(t *testing.T) {
			s := secondTurnScen(t, House(c.house), []string{c.id}, []string{"lights-out", "lights-out", "urchin"})
			s.hand(0, c.id)
			s.house(House(c.house))
			s.wantRules(s.play(c.id), "")
			s.end()
			s.house("shadows")
			s.hand(1, "lights-out")
			s.wantRules(s.play("lights-out"), "restricted")
			s.hand(1, "urchin")
			s.wantRules(s.play("urchin"), "")
			s.end()
			s.end()
			s.house("shadows")
			s.hand(1, "lights-out")
			s.wantRules(s.play("lights-out"), "")
		})
	}
}

// Light of the Archons: +1 power and +1 armor for each upgrade on the
// creature, itself included.
func TestHandCLightOfTheArchons(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"light-of-the-archons", "z-wave-emitter", "troll"}, nil)
	tr := s.creature(0, "troll")
	s.house("staralliance")
	s.hbPlayUpgrade("light-of-the-archons", "troll")
	s.wantInt("power", s.g.power(tr), 9)
	s.wantInt("armor", s.g.armor(tr), 1)
	s.hbPlayUpgrade("z-wave-emitter", "troll")
	s.wantInt("power", s.g.power(tr), 10)
	s.wantInt("armor", s.g.armor(tr), 2)
}

// Snaglet steals 2A when the opponent chooses the house it named, on
// their next turn only.
func TestHandCSnaglet(t *testing.T) {
	for _, c := range []struct {
		house House
		want  int
	}{{"shadows", 2}, {"logos", 0}} {
		t.Run(string(c.house), func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"snaglet"}, nil)
			s.creature(0, "snaglet")
			s.g.p[1].aember = 3
			s.house("dis")
			s.action("snaglet")
			s.wantRules(s.chooseWords("shadows"), "")
			s.end()
			s.house(c.house)
			s.wantAember(0, c.want)
			s.end()
			s.end()
			s.house("shadows") // a later turn: nothing
			s.wantAember(0, c.want)
		})
	}
}

// Kiri Giltspine: an enemy creature that reaps stays exhausted through its
// controller's next ready step, and readies the one after.
func TestHandCKiriGiltspine(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"kiri-giltspine"}, []string{"urchin", "bad-penny"})
	s.creature(0, "kiri-giltspine")
	u := s.creature(1, "urchin")
	bp := s.creature(1, "bad-penny")
	s.end()
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "")
	s.wantRules(s.reap("bad-penny"), "")
	s.end()
	s.wantFlag(u, flExhausted, true)
	s.wantFlag(bp, flExhausted, true)
	s.end()
	s.end()
	s.wantFlag(u, flExhausted, false)
}

// Quant: one non-Logos action card may be played this turn, not a
// creature.
func TestHandCQuant(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"quant", "anger", "troll"}, nil)
	s.creature(0, "quant")
	s.house("logos")
	s.reap("quant")
	s.hand(0, "troll")
	s.wantRules(s.play("troll"), "not-active-house")
	s.hand(0, "anger")
	s.wantRules(s.play("anger"), "")
}

// CXO Taber: one non-Star Alliance card may be played or used this turn,
// one in all.
func TestHandCCXOTaber(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"cxo-taber", "troll", "krump"}, nil)
	s.creature(0, "cxo-taber")
	s.creature(0, "troll")
	s.creature(0, "krump")
	s.house("staralliance")
	s.reap("cxo-taber")
	s.wantRules(s.reap("troll"), "")
	s.wantRules(s.reap("krump"), "not-active-house") // the permission is spent
}

// Mutagenic Serum: destroyed, and friendly Mutant creatures may be used
// this turn whatever their house.
func TestHandCMutagenicSerum(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"mutagenic-serum", "zorg", "troll"}, nil)
	ms := s.artifact(0, "mutagenic-serum")
	z := s.creature(0, "zorg")
	s.creature(0, "troll")
	s.g.cards[z].flags &^= flStunned
	s.house("logos")
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "mutagenic-serum"}}), "")
	s.wantZone(ms, ZoneDiscard)
	s.wantRules(s.reap("zorg"), "")
	s.wantRules(s.reap("troll"), "not-active-house") // not a Mutant
}

// Streke: the opponent refills to 5 while Streke is not on a flank.
func TestHandCStreke(t *testing.T) {
	for _, c := range []struct {
		name   string
		middle bool
		want   int
	}{{"in the middle", true, 5}, {"on a flank", false, 6}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"streke", "troll", "krump"}, nil)
			s.creature(0, "troll")
			s.creature(0, "streke")
			if c.middle {
				s.creature(0, "krump")
			}
			s.wantInt("Bob's refill bonus", s.g.handBonus(1), c.want-6)
			s.wantInt("Alice's refill bonus", s.g.handBonus(0), 0)
		})
	}
}

// Forbidden Tome: each haunted player refills to 7.
func TestHandCForbiddenTome(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"forbidden-tome"}, []string{"troll"})
	s.artifact(0, "forbidden-tome")
	s.wantInt("Bob's refill bonus", s.g.handBonus(1), 0)
	for range 10 {
		s.g.moveTop(1, 1, false)
	}
	s.wantInt("Bob's refill bonus (haunted)", s.g.handBonus(1), 1)
	s.wantInt("Alice's refill bonus", s.g.handBonus(0), 0)
	s.house("ekwidon")
	s.end() // Bob's turn next; Alice refills to 6
	s.house("shadows")
	s.end()
	s.wantInt("Bob's hand", s.g.p[1].handSize(), 7)
}

// The Vaultkeeper: its controller's Æmber cannot be stolen.
func TestHandCTheVaultkeeper(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"urchin", "urchin"}, []string{"the-vaultkeeper"})
	vk := s.creature(1, "the-vaultkeeper")
	s.g.p[1].aember = 3
	s.hand(0, "urchin")
	s.house("shadows")
	s.wantRules(s.play("urchin"), "")
	s.wantAember(1, 3)
	s.wantAember(0, 0)
	s.g.destroy(vk)
	s.g.sweep()
	s.hand(0, "urchin")
	s.play("urchin")
	s.wantAember(1, 2)
}

// Holdfast readies after one of its neighbors is dealt damage.
func TestHandCHoldfast(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"holdfast", "troll", "krump"}, []string{"bumpsy"})
	tr := s.creature(0, "troll")
	hf := s.creature(0, "holdfast")
	k := s.creature(0, "krump")
	s.creature(1, "bumpsy")
	s.g.cards[hf].flags |= flExhausted
	s.g.damage(k, 2, false)
	s.wantFlag(hf, flExhausted, false)
	s.g.cards[hf].flags |= flExhausted
	s.g.cards[tr].flags |= flWarded
	s.g.damage(tr, 2, false) // the ward: no damage dealt
	s.wantFlag(hf, flExhausted, true)
	s.g.damage(s.g.p[1].line[0], 2, false) // not a neighbor
	s.wantFlag(hf, flExhausted, true)
}

// Kaju Zhan attacks past taunt and armor, then puts an enemy creature on
// top of its owner's deck.
func TestHandCKajuZhan(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"kaju-zhan"}, []string{"troll", "tentaclid", "krump"})
	kz := s.creature(0, "kaju-zhan")
	s.g.cards[kz].counters = 3 // 9 power: it survives Troll's 8
	tr := s.creature(1, "troll")
	s.creature(1, "tentaclid")
	k := s.creature(1, "krump")
	s.g.addLasting(lasting{kind: lastArmor, player: 1, card: tr, n: 5, until: whileInPlay, source: tr})
	s.house("staralliance")
	s.wantRules(s.fight("kaju-zhan", "troll"), "") // Tentaclid's taunt is ignored
	s.wantZone(tr, ZoneDiscard)                    // 9 damage, its 5 armor ignored
	s.wantRules(s.choose("krump"), "")
	s.wantZone(k, ZoneDeck)
}

// Essence Scale: the creature used shares a house with the destroyed one.
func TestHandCEssenceScale(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"essence-scale", "troll", "krump", "urchin"}, []string{"bad-penny"})
	s.artifact(0, "essence-scale")
	tr := s.creature(0, "troll")
	k := s.creature(0, "krump")
	s.creature(0, "urchin")
	s.creature(1, "bad-penny")
	s.g.cards[k].flags |= flExhausted
	s.house("dis")
	s.action("essence-scale")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneDiscard)
	// Krump (Brobnar, as Troll) is the only choice: it readies and reaps.
	s.wantRules(s.chooseWords("reap"), "")
	s.wantFlag(k, flExhausted, true)
	s.wantAember(0, 1)
}

// Dimension Door: reaping steals instead of gaining, this turn only.
func TestHandCDimensionDoor(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"dimension-door", "mother", "mother"}, nil)
	s.creature(0, "mother")
	s.hand(0, "dimension-door")
	s.g.p[1].aember = 1
	s.house("logos")
	s.wantRules(s.play("dimension-door"), "")
	s.reap("mother")
	s.wantAember(0, 1)
	s.wantAember(1, 0)
	s.end()
	s.end()
	s.house("logos")
	s.reap("mother")
	s.wantAember(0, 2) // gained: the effect is over
}

// Commandeer: each card played after it this turn, a friendly creature
// captures 1A; not next turn.
func TestHandCCommandeer(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"commandeer", "staunch-knight", "raiding-knight", "lights-out"}, nil)
	sk := s.creature(0, "staunch-knight")
	s.hand(0, "commandeer")
	s.g.p[1].aember = 5
	s.house("sanctum")
	s.wantRules(s.play("commandeer"), "")
	s.wantInt("Æmber on Staunch Knight", int(s.g.cards[sk].aember), 0) // not for itself
	s.hand(0, "raiding-knight")
	s.play("raiding-knight")
	s.wantRules(s.choose("staunch-knight"), "")
	s.wantInt("Æmber on Staunch Knight", int(s.g.cards[sk].aember), 1)
	s.wantAember(1, 3) // and Raiding Knight's own capture
	s.end()
	s.end()
	s.house("sanctum")
	s.hand(0, "lights-out")
	s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "lights-out"}})
	s.wantAember(1, 3) // over with the turn
}

// Legion’s March: after each use of a Dinosaur this turn, 1D to each
// non-Dinosaur creature.
func TestHandCLegionsMarch(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"legion-s-march", "spartasaur"}, []string{"troll", "krump"})
	sp := s.creature(0, "spartasaur")
	tr := s.creature(1, "troll")
	k := s.creature(1, "krump")
	s.hand(0, "legion-s-march")
	s.house("saurian")
	s.wantRules(s.play("legion-s-march"), "")
	s.reap("spartasaur")
	s.wantDamage(tr, 1)
	s.wantDamage(k, 1)
	s.wantDamage(sp, 0)
	s.end()
	s.end()
	s.house("saurian")
	s.reap("spartasaur") // the effect is over
	s.wantDamage(tr, 1)
}

// Senator Bracchus: Æmber on friendly creatures pays for keys; it exalts
// itself when it reaps.
func TestHandCSenatorBracchus(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"senator-bracchus", "troll"}, []string{"krump"})
	sb := s.creature(0, "senator-bracchus")
	tr := s.creature(0, "troll")
	k := s.creature(1, "krump")
	s.house("saurian")
	s.wantRules(s.reap("senator-bracchus"), "")
	s.wantOnCard(sb, 1)
	s.g.cards[tr].aember = 3
	s.g.cards[k].aember = 3 // an enemy creature's: not Alice's to spend
	s.g.p[0].aember = 2     // 1 from the reap, +1
	s.wantInt("spendable", s.g.spendable(0), 6)
	s.end()
	s.end()
	s.house("saurian") // step 1, "forge a key", resolves with the house chosen
	if s.g.p[0].keyCount() != 1 {
		t.Errorf("no key forged with 2 in the pool and 4 on friendly creatures")
	}
	s.wantInt("Æmber left on cards", int(s.g.cards[tr].aember+s.g.cards[sb].aember), 0)
}

// Z-Particle Tracker: after its creature fights, the upgrade the log names
// comes from the deck to the hand.
func TestHandCZParticleTracker(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"z-particle-tracker", "troll", "z-wave-emitter"}, []string{"urchin"})
	s.creature(0, "troll")
	s.creature(1, "urchin")
	s.house("staralliance")
	s.hbPlayUpgrade("z-particle-tracker", "troll")
	s.fight("troll", "urchin")
	s.wantRules(s.choose("z-wave-emitter"), "")
	if !hcInHand(s.g, 0, "z-wave-emitter") {
		t.Error("Z-Wave Emitter is not in hand")
	}
}

// hcInHand reports whether a known copy of id is in player pl's hand.
func hcInHand(g *Game, pl int8, id string) bool {
	for _, c := range g.p[pl].hand {
		if g.def(c).ID == id {
			return true
		}
	}
	return false
}

// Faygin returns an Urchin from play, or, the player saying no, from the
// discard pile.
func TestHandCFaygin(t *testing.T) {
	for _, c := range []struct {
		answer   []string
		words    []string
		fromPlay bool
	}{{[]string{"urchin"}, nil, true}, {nil, []string{"no"}, false}} {
		s := secondTurnScen(t, "shadows", []string{"faygin", "urchin", "urchin", "bad-penny"}, nil)
		s.creature(0, "faygin")
		u1 := s.creature(0, "urchin")
		u2 := s.hbDiscarded(0, "urchin")
		s.creature(0, "bad-penny")
		s.house("shadows")
		s.reap("faygin")
		s.wantRules(s.do(Action{Verb: VerbChoose, Cards: refs(c.answer), Words: c.words}), "")
		if c.fromPlay {
			s.wantZone(u1, ZoneHand)
			s.wantZone(u2, ZoneDiscard)
		} else {
			s.wantZone(u1, ZoneBattleline)
			s.wantZone(u2, ZoneHand)
		}
	}
}

// Greedy Reprisal (held): one creature destroyed for each A in the
// opponent's pool; its fate, 2D to a friendly creature for each point of
// armor on enemy creatures, none without armor.
func TestHandCGreedyReprisal(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"greedy-reprisal"}, []string{"troll", "krump", "bumpsy"})
	tr := s.creature(1, "troll")
	k := s.creature(1, "krump")
	b := s.creature(1, "bumpsy")
	s.g.p[1].aember = 2
	s.hand(0, "greedy-reprisal")
	s.installHeld(handCHeld, "greedy-reprisal")
	s.house("sanctum")
	s.play("greedy-reprisal")
	s.wantRules(s.choose("troll", "bumpsy"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(b, ZoneDiscard)
	s.wantZone(k, ZoneBattleline)

	// The fate, for the active player (Alice): Bob's Staunch Knight has 2
	// armor: 2D twice.
	s = secondTurnScen(t, "sanctum", []string{"troll", "krump"}, []string{"staunch-knight", "greedy-reprisal"})
	tr = s.creature(0, "troll")
	k = s.creature(0, "krump")
	s.creature(1, "staunch-knight")
	gr := s.hbDiscarded(1, "greedy-reprisal")
	s.installHeld(handCHeld, "greedy-reprisal")
	s.g.fireScript(s.g.scriptOf(gr), s.g.cards[gr].def, -1, 0, OnFate, -1)
	s.choose("troll", "krump")
	s.wantDamage(tr, 2)
	s.wantDamage(k, 2)
}

// Exterminate! Exterminate!: each friendly Mars creature destroys a
// weaker non-Mars creature.
func TestHandCExterminate(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"exterminate-exterminate", "zorg", "yxili-marauder"}, []string{"troll", "urchin", "bad-penny"})
	s.creature(0, "zorg")
	s.creature(0, "yxili-marauder")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	bp := s.creature(1, "bad-penny")
	s.hand(0, "exterminate-exterminate")
	s.house("mars")
	s.play("exterminate-exterminate")
	s.wantRules(s.choose("zorg", "urchin"), "")
	s.wantZone(u, ZoneDiscard)
	// Yxili Marauder (2 power): Troll (8) is not weaker; Bad Penny (1) is,
	// and the only choice left.
	s.wantRules(s.choose("yxili-marauder"), "")
	s.wantZone(bp, ZoneHand) // Bad Penny: destroyed, back to hand
	s.wantZone(tr, ZoneBattleline)
}

// Master the Theory: with no friendly creatures, one card may be archived
// for each enemy creature; with a friendly creature, none.
func TestHandCMasterTheTheory(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"master-the-theory", "troll", "krump", "anger"}, []string{"urchin", "bad-penny"})
	s.creature(1, "urchin")
	s.creature(1, "bad-penny")
	s.hand(0, "master-the-theory")
	tr := s.hand(0, "troll")
	k := s.hand(0, "krump")
	a := s.hand(0, "anger")
	s.house("logos")
	s.play("master-the-theory")
	s.wantRules(s.choose("troll"), "")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(tr, ZoneArchives)
	s.wantZone(k, ZoneArchives)
	s.wantZone(a, ZoneHand) // two enemy creatures: two cards
}

// Exhume plays a creature from the discard pile, off house.
func TestHandCExhume(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"exhume", "troll"}, nil)
	tr := s.hbDiscarded(0, "troll")
	s.hand(0, "exhume")
	s.house("dis")
	s.play("exhume")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneBattleline)
}

// Poltergeist: an enemy artifact's action resolves for Alice, and the
// artifact is destroyed; an exhausted one cannot be used, and is
// destroyed all the same (FAQ, Banner of Battle).
func TestHandCPoltergeist(t *testing.T) {
	for _, exhausted := range []bool{false, true} {
		t.Run(map[bool]string{false: "ready", true: "exhausted"}[exhausted], func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"poltergeist", "troll"}, []string{"safe-house", "krump"})
			sh := s.artifact(1, "safe-house")
			if exhausted {
				s.g.cards[sh].flags |= flExhausted
			}
			tr := s.creature(0, "troll")
			k := s.creature(1, "krump")
			s.hand(0, "poltergeist")
			s.house("dis")
			s.wantRules(s.play("poltergeist"), "")
			// Safe House: "Archive a friendly creature from play": Alice's,
			// unless it is exhausted (FAQ: it is destroyed all the same).
			if exhausted {
				s.wantZone(tr, ZoneBattleline)
			} else {
				s.wantZone(tr, ZoneArchives)
			}
			s.wantZone(k, ZoneBattleline)
			s.wantZone(sh, ZoneDiscard)
		})
	}
}
