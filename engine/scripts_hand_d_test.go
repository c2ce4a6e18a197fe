package engine

import (
	"strconv"
	"testing"
)

// Tests of scripts_hand_d.go: each card's ability on a board, and the
// state after it.

func init() { addHandDCards() }

// addHandDCards adds the facts (keyteki packs) of the cards these tests
// use that the other test files do not.
func addHandDCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Keywords: kws}
	}
	cr, ac, ar, up := TypeCreature, TypeAction, TypeArtifact, TypeUpgrade
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("battle-fleet", "Battle Fleet", "mars", ac, 0, 0, 1)
	add("brain-stem-antenna", "Brain Stem Antenna", "mars", up, 0, 0, 0)
	add("com-officer-kirby", "Com. Officer Kirby", "staralliance", cr, 3, 0, 0)
	testCards["com-officer-kirby"].Traits = []string{"Human"}
	add("mindwarper", "Mindwarper", "mars", cr, 2, 0, 0, kw(Elusive, 0))
	testCards["mindwarper"].Traits = []string{"Martian", "Scientist"}
	add("one-stood-against-many", "One Stood Against Many", "sanctum", ac, 0, 0, 1)
	add("particle-sweep", "Particle Sweep", "staralliance", ac, 0, 0, 1)
	add("quintrino-flux", "Quintrino Flux", "staralliance", ac, 0, 0, 0)
	add("sci-officer-morpheus", "Sci. Officer Morpheus", "staralliance", cr, 2, 1, 0)
	testCards["sci-officer-morpheus"].Traits = []string{"Shapeshifter", "Scientist"}
	add("snag-s-mirror", "Snag’s Mirror", "dis", ar, 0, 0, 1)
	testCards["snag-s-mirror"].Traits = []string{"Item"}
	add("the-callipygian-ideal", "The Callipygian Ideal", "saurian", up, 0, 0, 0)
	add("tribute", "Tribute", "saurian", ac, 0, 0, 1)
	add("vezyma-thinkdrone", "Vezyma Thinkdrone", "mars", cr, 3, 0, 0)
	testCards["vezyma-thinkdrone"].Traits = []string{"Martian", "Scientist"}
	add("lost-in-the-woods", "Lost in the Woods", "untamed", ac, 0, 0, 1)
	add("shoulder-armor", "Shoulder Armor", "sanctum", up, 0, 0, 1)
	add("mothership-support", "Mothership Support", "mars", ac, 0, 0, 1)
	add("wrath", "Wrath", "dis", cr, 3, 3, 0, kw(Taunt, 0), kw(Poison, 0), kw(Skirmish, 0))
	testCards["wrath"].Traits = []string{"Demon", "Sin"}
	add("gluttony", "Gluttony", "dis", cr, 6, 0, 0)
	testCards["gluttony"].Traits = []string{"Demon", "Sin"}
	add("auto-autopsy-21", "Auto-Autopsy 2.1", "logos", ar, 0, 0, 1)
	add("banish", "Banish", "dis", ac, 0, 0, 1)
	add("burnished-nickles", "Burnished Nickles", "shadows", cr, 2, 0, 0, kw(Elusive, 0))
	add("cacophonous-riot", "Cacophonous Riot", "brobnar", ac, 0, 0, 1)
	add("crepuscular-rays", "Crepuscular Rays", "geistoid", ac, 0, 0, 1)
	add("echo-pearl", "Echo Pearl", "unfathomable", ar, 0, 0, 1)
	add("etaromme", "Etaromme", "dis", cr, 4, 0, 0)
	add("forgive-or-forget", "Forgive or Forget", "logos", ac, 0, 0, 0)
	add("grisly-exchange", "Grisly Exchange", "ekwidon", ac, 0, 0, 1)
	add("mindfire", "Mindfire", "dis", ac, 0, 0, 0)
	add("ornate-remuneration", "Ornate Remuneration", "saurian", ac, 0, 0, 0)
	add("professor-scruples", "Professor Scruples", "logos", cr, 3, 0, 0)
	add("ragatha", "Ragatha", "redemption", cr, 5, 0, 0, kw(Treachery, 0))
	add("reassembly-required", "Reassembly Required", "logos", ac, 0, 0, 1)
	add("remote-access", "Remote Access", "logos", ac, 0, 0, 1)
	add("rustgnawer", "Rustgnawer", "untamed", cr, 4, 0, 0)
	add("sil-a-t8", "Sil-A-T8", "staralliance", cr, 2, 0, 0)
	testCards["sil-a-t8"].Traits = []string{"Robot", "Recruiter"}
	add("tolas", "Tolas", "dis", cr, 1, 0, 0, kw(Elusive, 0))
	add("trenk-s-creed", "Trenk’s Creed", "sanctum", ac, 0, 0, 1)
	add("uncommon-currency", "Uncommon Currency", "ekwidon", ar, 0, 0, 0)
	add("zeff-punch-yardus", "Zeff “Punch” Yardus", "logos", cr, 4, 0, 0)
	add("æmberspine-mongrel", "Æmberspine Mongrel", "untamed", cr, 3, 0, 0, kw(Hazardous, 3))
	add("monument-to-primus", "Monument to Primus", "saurian", ar, 0, 0, 0)
	add("consul-primus", "Consul Primus", "saurian", cr, 3, 0, 0)
	add("garcia-s-blaster", "Garcia’s Blaster", "staralliance", up, 0, 0, 1)
	add("sensor-chief-garcia", "Sensor Chief Garcia", "staralliance", cr, 3, 0, 0)
	add("chan-s-blaster", "Chan’s Blaster", "staralliance", up, 0, 0, 1)
	add("commander-chan", "Commander Chan", "staralliance", cr, 4, 0, 0)
	add("disruption-field", "Disruption Field", "staralliance", up, 0, 0, 1)
	add("dance-of-doom", "Dance of Doom", "dis", ac, 0, 0, 0)
	add("yxlyx-stimrager", "Yxlyx Stimrager", "mars", cr, 4, 2, 0)
	add("impspector", "Impspector", "dis", cr, 2, 0, 0)
	add("warfaline", "Warfaline", "untamed", cr, 3, 0, 0)
	add("haunted-house", "Haunted House", "geistoid", ar, 0, 0, 0)
	add("levy-of-souls", "Levy of Souls", "dis", ar, 0, 0, 1)
	add("bouncing-deathquark", "Bouncing Deathquark", "logos", ac, 0, 0, 0)
	add("chief-engineer-walls", "Chief Engineer Walls", "staralliance", cr, 2, 0, 0, kw(Elusive, 0))
	add("a-ghost-in-the-sun", "A Ghost in the Sun", "geistoid", ac, 0, 0, 1)
	add("lethologica", "Lethologica", "logos", ac, 0, 0, 1)
	add("eyegor", "Eyegor", "logos", cr, 2, 0, 0)
	add("new-frontiers", "New Frontiers", "staralliance", ac, 0, 0, 1)
	add("jackpot-greene", "Jackpot Greene", "staralliance", cr, 2, 0, 0)
	add("fetchdrones", "Fetchdrones", "logos", ar, 0, 0, 0)
	add("hallowed-eve-festival", "Hallowed Eve Festival", "geistoid", ac, 0, 0, 1)
	add("codex-of-true-names", "Codex of True Names", "dis", ar, 0, 0, 0)
	add("deipno-spymaster", "Deipno Spymaster", "shadows", cr, 1, 0, 0, kw(Elusive, 0))
	add("teleporter-chief-tink", "Teleporter Chief Tink", "staralliance", cr, 2, 0, 0, kw(Elusive, 0))
	add("scientifical-hack", "Scientifical Hack", "logos", ar, 0, 0, 1)
	add("gone-pear-shaped", "Gone Pear Shaped", "shadows", ac, 0, 0, 1)
	add("dr-milli", "Dr. Milli", "logos", cr, 2, 0, 0)
	add("cephaloist", "Cephaloist", "untamed", cr, 4, 0, 0)
	add("storm-crawler", "Storm Crawler", "mars", cr, 6, 1, 0)
	add("niffle-ape", "Niffle Ape", "untamed", cr, 3, 0, 0)
	add("groggins", "Groggins", "brobnar", cr, 8, 0, 0)
	add("ether-spider", "Ether Spider", "mars", cr, 7, 0, 0)
	add("maruck-the-marked", "Maruck the Marked", "sanctum", cr, 5, 1, 0)
	add("commander-dhrxgar", "Commander Dhrxgar", "staralliance", cr, 4, 0, 0)
	add("interdimensional-graft", "Interdimensional Graft", "logos", ac, 0, 0, 1)
	add("storm-surge", "Storm Surge", "unfathomable", ac, 0, 0, 0)
	add("awakened-titan", "Awakened Titan", "brobnar", cr, 10, 0, 0, kw(Taunt, 0))
	add("mechabuoy", "Mechabuoy", "logos", ar, 0, 0, 1)
	add("publius-scipio", "Publius Scipio", "saurian", cr, 6, 2, 0, kw(SplashAttack, 4))
	add("high-priest-torvus", "High Priest Torvus", "saurian", cr, 4, 1, 0)
	add("jon-cargo", "J.O.N. Cargo", "staralliance", cr, 1, 0, 0)
	add("well-of-memory", "Well of Memory", "geistoid", ar, 0, 0, 0)
	_ = ar
}

func (s *scen) hdFlag(id int16, f uint16, want bool, what string) {
	s.t.Helper()
	if got := s.g.cards[id].has(f); got != want {
		s.t.Errorf("%s %s: %v, want %v", s.g.name(id), what, got, want)
	}
}

func (s *scen) hdUpgrade(up, on string) Outcome {
	s.hand(0, up)
	return s.do(Action{Verb: VerbPlay, Card: CardRef{ID: up}, Target: CardRef{ID: on}})
}

// Battle Fleet: "Play: Reveal any number of Mars cards from your hand. For
// each card revealed this way, draw 1 card."
func TestHandDBattleFleet(t *testing.T) {
	for _, tc := range []struct {
		name   string
		reveal []string
		draws  int
	}{{"two revealed", []string{"zorg", "mindwarper"}, 2}, {"none", []string{"no"}, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "mars", []string{"battle-fleet", "zorg", "mindwarper"}, nil)
			s.hand(0, "battle-fleet")
			s.hand(0, "zorg")
			s.hand(0, "mindwarper")
			before := s.g.p[0].handSize()
			s.house("mars")
			s.wantRules(s.play("battle-fleet"), "")
			if tc.reveal[0] == "no" {
				s.wantRules(s.chooseWords("no"), "")
			} else {
				s.wantRules(s.choose(tc.reveal...), "")
			}
			s.wantInt("hand", s.g.p[0].handSize(), before-1+tc.draws)
		})
	}
}

// Brain Stem Antenna: "This creature gains, “After you play a Mars
// creature, ready this creature and for the remainder of the turn it
// belongs to house Mars.”"
func TestHandDBrainStemAntenna(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"brain-stem-antenna", "krump", "zorg"}, nil)
	k := s.creature(0, "krump")
	s.wantRules(s.hdUpgrade("brain-stem-antenna", "krump"), "")
	s.g.cards[k].flags |= flExhausted
	s.hand(0, "zorg")
	s.wantRules(s.play("zorg"), "")
	s.hdFlag(k, flExhausted, false, "exhausted")
	if h := s.g.houseOf(k); h != "mars" {
		t.Errorf("Krump's house = %s, want mars", h)
	}
	// Mars now, Krump may reap on Mars's turn.
	s.wantRules(s.reap("krump"), "")
	s.end()
	if h := s.g.houseOf(k); h != "brobnar" {
		t.Errorf("Krump's house after the turn = %s, want brobnar", h)
	}
}

// Com. Officer Kirby: "Play/Fight/Reap: You may play a non-Star Alliance
// artifact, upgrade, or action card this turn."
func TestHandDComOfficerKirby(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"com-officer-kirby", "anger", "lights-out"}, nil)
	s.creature(0, "com-officer-kirby")
	s.hand(0, "anger")
	s.hand(0, "lights-out")
	s.house("staralliance")
	s.wantRules(s.play("anger"), "not-active-house") // before Kirby's ability
	s.wantRules(s.reap("com-officer-kirby"), "")
	s.wantRules(s.play("lights-out"), "")
}

// Mindwarper: "Action: Choose an enemy creature. It captures 1A from its
// own side."
func TestHandDMindwarper(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"mindwarper"}, []string{"troll", "urchin"})
	s.creature(0, "mindwarper")
	tr := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.g.p[0].aember, s.g.p[1].aember = 2, 3
	s.house("mars")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "mindwarper"}}), "")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
	s.wantAember(1, 2)
	s.wantAember(0, 2)
}

// One Stood Against Many: "Play: Ready and fight with a friendly creature
// 3 times, each time against a different enemy creature."
func TestHandDOneStoodAgainstMany(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"one-stood-against-many", "troll"}, []string{"urchin", "bad-penny", "silvertooth"})
	tr := s.creature(0, "troll")
	s.g.cards[tr].flags |= flExhausted
	u := s.creature(1, "urchin")
	bp := s.creature(1, "bad-penny")
	st := s.creature(1, "silvertooth")
	s.hand(0, "one-stood-against-many")
	s.installHeld(handDHeld, "one-stood-against-many")
	s.house("sanctum")
	s.wantRules(s.play("one-stood-against-many"), "")
	s.wantRules(s.choose("troll", "silvertooth"), "")
	s.wantRules(s.choose("bad-penny"), "")
	s.wantRules(s.choose("urchin"), "")
	s.wantZone(st, ZoneDiscard)
	s.wantZone(bp, ZoneHand) // Bad Penny returns to hand
	s.wantZone(u, ZoneBattleline)
	s.wantDamage(u, 0) // elusive
	s.wantDamage(tr, 2+1)
	s.hdFlag(tr, flExhausted, true, "exhausted")
}

// Particle Sweep: "Play: Deal 2D to a creature. If it is a Mutant
// creature, destroy it instead."
func TestHandDParticleSweep(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"particle-sweep", "particle-sweep"}, []string{"troll", "zorg"})
	tr := s.creature(1, "troll")
	z := s.creature(1, "zorg") // a Mutant (testCards)
	s.hand(0, "particle-sweep")
	s.hand(0, "particle-sweep")
	s.house("staralliance")
	s.wantRules(s.play("particle-sweep"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 2)
	s.wantRules(s.play("particle-sweep"), "")
	s.wantRules(s.choose("zorg"), "")
	s.wantZone(z, ZoneDiscard)
}

// Quintrino Flux: "Play: Choose a friendly creature and an enemy
// creature. Destroy the chosen creatures and each creature with the same
// power as either of the chosen creatures."
func TestHandDQuintrinoFlux(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"quintrino-flux", "krump", "bumpsy", "valdr"}, []string{"troll", "urchin", "bad-penny", "mother"})
	k := s.creature(0, "krump")      // 6
	b := s.creature(0, "bumpsy")     // 5
	v := s.creature(0, "valdr")      // 6
	tr := s.creature(1, "troll")     // 8
	u := s.creature(1, "urchin")     // 1
	bp := s.creature(1, "bad-penny") // 1
	m := s.creature(1, "mother")     // 5
	s.hand(0, "quintrino-flux")
	s.installHeld(handDHeld, "quintrino-flux")
	s.house("staralliance")
	s.wantRules(s.play("quintrino-flux"), "")
	s.wantRules(s.choose("krump", "urchin"), "")
	for _, id := range []int16{k, v, u} {
		s.wantZone(id, ZoneDiscard)
	}
	s.wantZone(bp, ZoneHand)
	for _, id := range []int16{b, tr, m} {
		s.wantZone(id, ZoneBattleline)
	}
}

// Sci. Officer Morpheus: "After you play a creature with a play effect,
// trigger its play effect an additional time."
func TestHandDSciOfficerMorpheus(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"sci-officer-morpheus", "ronnie-wristclocks"}, nil)
	s.creature(0, "sci-officer-morpheus")
	s.hand(0, "ronnie-wristclocks")
	s.g.p[1].aember = 5
	s.house("shadows")
	s.wantRules(s.play("ronnie-wristclocks"), "")
	s.wantAember(0, 2) // Ronnie's "Steal 1A", twice
	s.wantAember(1, 3)
}

// Snag’s Mirror: "After a player chooses an active house, their opponent
// cannot choose the same house as their active house on their next turn."
func TestHandDSnagsMirror(t *testing.T) {
	s := housesScen(t, [3]House{"dis", "shadows", "logos"}, bobHouses, []string{"snag-s-mirror"}, nil)
	s.end()
	s.end()
	s.artifact(0, "snag-s-mirror")
	s.house("shadows")
	s.end()
	s.wantRules(s.house("shadows"), "house-choice")
	s.end()
	s.house("logos")
	s.end()
	s.wantRules(s.house("logos"), "house-choice")
	s.end()
	s.wantRules(s.house("shadows"), "") // only the next turn
}

// The Callipygian Ideal: "Play: Exalt this creature. This creature gains,
// “You may spend A on this creature as if it were in your pool.”"
func TestHandDTheCallipygianIdeal(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"the-callipygian-ideal", "krump"}, nil)
	k := s.creature(0, "krump")
	s.g.cards[k].aember = 2
	s.g.p[0].aember = 3
	s.wantRules(s.hdUpgrade("the-callipygian-ideal", "krump"), "")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 3)
	s.wantInt("spendable", s.g.spendable(0), 6)
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "krump"}}), "")
	s.wantInt("spendable after", s.g.spendable(0), 3)
}

// Tribute: "Play: The most powerful friendly creature captures 2A. You
// may exalt that creature to repeat the preceding effect."
func TestHandDTribute(t *testing.T) {
	for _, tc := range []struct {
		name   string
		exalt  string
		onIt   int
		bobHas int
	}{{"exalted", "yes", 2 + 1 + 2, 1}, {"not", "no", 2, 3}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"tribute", "troll", "krump"}, nil)
			tr := s.creature(0, "troll")
			s.creature(0, "krump")
			s.g.p[1].aember = 5
			s.hand(0, "tribute")
			s.house("saurian")
			s.wantRules(s.play("tribute"), "")
			s.wantRules(s.chooseWords(tc.exalt), "")
			s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), tc.onIt)
			s.wantAember(1, tc.bobHas)
		})
	}
}

// Vezyma Thinkdrone: "Reap: You may archive a friendly creature or
// artifact from play."
func TestHandDVezymaThinkdrone(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"vezyma-thinkdrone", "krump", "gauntlet-of-command"}, nil)
	s.creature(0, "vezyma-thinkdrone")
	k := s.creature(0, "krump")
	g := s.artifact(0, "gauntlet-of-command")
	s.installHeld(handDHeld, "vezyma-thinkdrone")
	s.house("mars")
	s.wantRules(s.reap("vezyma-thinkdrone"), "")
	s.wantRules(s.choose("gauntlet-of-command"), "")
	s.wantZone(g, ZoneArchives)
	s.wantZone(k, ZoneBattleline)
}

// Lost in the Woods: "Play: Choose 2 friendly creatures and 2 enemy
// creatures. Shuffle each chosen creature into its owner’s deck."
func TestHandDLostInTheWoods(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"lost-in-the-woods", "krump", "bumpsy", "valdr"}, []string{"troll", "urchin", "mother"})
	k := s.creature(0, "krump")
	b := s.creature(0, "bumpsy")
	v := s.creature(0, "valdr")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	m := s.creature(1, "mother")
	s.hand(0, "lost-in-the-woods")
	s.house("untamed")
	s.wantRules(s.play("lost-in-the-woods"), "")
	s.wantRules(s.choose("krump", "valdr", "troll", "mother"), "")
	for _, id := range []int16{k, v, tr, m} {
		s.wantZone(id, ZoneUnknown)
	}
	s.wantZone(b, ZoneBattleline)
	s.wantZone(u, ZoneBattleline)
}

// Shoulder Armor: "While this creature is on a flank, it gets +2 armor
// and +2 power."
func TestHandDShoulderArmor(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"shoulder-armor", "krump", "bumpsy", "valdr"}, nil)
	k := s.creature(0, "krump")
	s.wantRules(s.hdUpgrade("shoulder-armor", "krump"), "")
	s.wantInt("power on a flank", s.g.power(k), 8)
	s.wantInt("armor on a flank", s.g.armor(k), 2)
	b := s.creature(0, "bumpsy")
	s.g.p[0].line = []int16{b, k}
	s.creature(0, "valdr") // Krump is in the middle now
	s.wantInt("power in the middle", s.g.power(k), 6)
	s.wantInt("armor in the middle", s.g.armor(k), 0)
}

// Mothership Support: "Play: For each friendly ready Mars creature, deal
// 2D to a creature."
func TestHandDMothershipSupport(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"mothership-support", "zorg", "mindwarper", "yxili-marauder"}, []string{"troll", "urchin"})
	s.creature(0, "zorg")
	s.creature(0, "mindwarper")
	y := s.creature(0, "yxili-marauder")
	s.g.cards[y].flags |= flExhausted // not ready: it does not count
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	s.hand(0, "mothership-support")
	s.house("mars")
	s.wantRules(s.play("mothership-support"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 4)
	s.wantDamage(u, 0)
	s.wantRules(s.choose("urchin"), "choice-unexpected") // two, not three
}

// Wrath: "Fight: For each friendly Sin creature, enrage an enemy
// creature."
func TestHandDWrath(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"wrath", "gluttony"}, []string{"silvertooth", "troll", "mother", "urchin"})
	s.creature(0, "wrath")
	s.creature(0, "gluttony")
	s.creature(1, "silvertooth")
	tr := s.creature(1, "troll")
	m := s.creature(1, "mother")
	u := s.creature(1, "urchin")
	s.house("dis")
	s.wantRules(s.fight("wrath", "silvertooth"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantRules(s.choose("mother"), "")
	s.hdFlag(tr, flEnraged, true, "enraged")
	s.hdFlag(m, flEnraged, true, "enraged")
	s.hdFlag(u, flEnraged, false, "enraged")
}

// Auto-Autopsy 2.1: "Omni: Destroy a friendly creature. If you do, gain
// 1A." A ward stops the destruction: no Æmber.
func TestHandDAutoAutopsy(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"auto-autopsy-21", "krump", "bumpsy"}, nil)
	s.artifact(0, "auto-autopsy-21")
	s.installHeld(handDHeld, "auto-autopsy-21")
	k := s.creature(0, "krump")
	b := s.creature(0, "bumpsy")
	s.g.cards[b].flags |= flWarded
	s.house("logos")
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "auto-autopsy-21"}}), "")
	s.wantRules(s.choose("bumpsy"), "")
	s.wantZone(b, ZoneBattleline)
	s.wantAember(0, 0)
	s.g.cards[s.g.p[0].arts[0]].flags &^= flExhausted
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "auto-autopsy-21"}}), "")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantAember(0, 1)
}

// Banish: "Play: Put an enemy creature into your opponent’s archives."
func TestHandDBanish(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"banish"}, []string{"troll", "urchin"})
	tr := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.hand(0, "banish")
	s.house("dis")
	s.wantRules(s.play("banish"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneArchives)
	s.wantInt("Bob's archives", s.g.p[1].archiveSize(), 1)
}

// Burnished Nickles: "Destroyed: Return another creature to its owner’s
// hand."
func TestHandDBurnishedNickles(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"burnished-nickles", "krump"}, []string{"troll"})
	s.creature(0, "burnished-nickles")
	s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "burnished-nickles"}}), "")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneHand)
}

// Cacophonous Riot: "Play: Ready and enrage a creature and each of its
// neighbors."
func TestHandDCacophonousRiot(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"cacophonous-riot"}, []string{"urchin", "troll", "mother", "bad-penny"})
	var ids []int16
	for _, id := range []string{"urchin", "troll", "mother", "bad-penny"} {
		c := s.creature(1, id)
		s.g.cards[c].flags |= flExhausted
		ids = append(ids, c)
	}
	s.hand(0, "cacophonous-riot")
	s.installHeld(handDHeld, "cacophonous-riot")
	s.house("brobnar")
	s.wantRules(s.play("cacophonous-riot"), "")
	s.wantRules(s.choose("troll"), "")
	for i, id := range ids {
		hit := i < 3
		s.hdFlag(id, flExhausted, !hit, "exhausted")
		s.hdFlag(id, flEnraged, hit, "enraged")
	}
}

// Crepuscular Rays: "Play: Choose a friendly creature. Move each A from
// that creature to your pool. Destroy that creature."
func TestHandDCrepuscularRays(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"crepuscular-rays", "krump", "bumpsy"}, nil)
	k := s.creature(0, "krump")
	s.creature(0, "bumpsy")
	s.g.cards[k].aember = 2
	s.hand(0, "crepuscular-rays")
	s.installHeld(handDHeld, "crepuscular-rays")
	s.house("geistoid")
	s.wantRules(s.play("crepuscular-rays"), "")
	s.wantRules(s.choose("krump"), "")
	s.wantAember(0, 1+2)
	s.wantAember(1, 0)
	s.wantZone(k, ZoneDiscard)
}

// Echo Pearl: "Omni: Destroy Echo Pearl. Exhaust, stun, and enrage a
// creature."
func TestHandDEchoPearl(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"echo-pearl"}, []string{"troll", "urchin"})
	ep := s.artifact(0, "echo-pearl")
	tr := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.house("logos")
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "echo-pearl"}}), "")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(ep, ZoneDiscard)
	s.hdFlag(tr, flExhausted, true, "exhausted")
	s.hdFlag(tr, flStunned, true, "stunned")
	s.hdFlag(tr, flEnraged, true, "enraged")
}

// Etaromme: "Reap: Destroy a creature of the house with the most
// creatures in play."
func TestHandDEtaromme(t *testing.T) {
	for _, tc := range []struct {
		name, pick string
		gone       bool
		rule       string
	}{{"of that house", "krump", true, ""}, {"of another", "urchin", false, "effect-target"}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"etaromme", "krump"}, []string{"troll", "urchin"})
			s.creature(0, "etaromme")
			s.creature(0, "krump")
			s.creature(1, "troll")
			u := s.creature(1, "urchin")
			s.house("dis")
			s.wantRules(s.reap("etaromme"), "")
			s.wantRules(s.choose(tc.pick), tc.rule)
			id := s.g.findInPlay(CardRef{ID: tc.pick}, 0)
			if tc.pick == "urchin" {
				id = u
			}
			if gone := id < 0 || s.g.cards[id].zone != ZoneBattleline; gone != tc.gone {
				t.Errorf("%s destroyed: %v, want %v", tc.pick, gone, tc.gone)
			}
		})
	}
}

// Forgive or Forget: "Play: Choose one: • Archive 2 cards of different
// types from your discard pile. • Purge up to 2 cards from each discard
// pile."
func TestHandDForgiveOrForget(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"forgive-or-forget", "krump", "anger", "troll"}, []string{"urchin", "mother"})
	mine := []int16{s.take(0, "krump"), s.take(0, "anger"), s.take(0, "troll")}
	theirs := []int16{s.take(1, "urchin"), s.take(1, "mother")}
	for _, id := range append(append([]int16{}, mine...), theirs...) {
		s.g.put(id, ZoneDiscard)
	}
	s.hand(0, "forgive-or-forget")
	s.house("logos")
	s.wantRules(s.play("forgive-or-forget"), "")
	s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"2"}, Cards: []CardRef{{ID: "krump"}, {ID: "anger"}, {ID: "mother"}}}), "")
	s.wantZone(mine[0], ZonePurged)
	s.wantZone(mine[1], ZonePurged)
	s.wantZone(mine[2], ZoneDiscard)
	s.wantZone(theirs[1], ZonePurged)
	s.wantZone(theirs[0], ZoneDiscard)

	s = secondTurnScen(t, "logos", []string{"forgive-or-forget", "krump", "anger"}, nil)
	k, a := s.take(0, "krump"), s.take(0, "anger")
	s.g.put(k, ZoneDiscard)
	s.g.put(a, ZoneDiscard)
	s.hand(0, "forgive-or-forget")
	s.house("logos")
	s.wantRules(s.play("forgive-or-forget"), "")
	s.wantRules(s.chooseWords("1"), "")
	s.wantZone(k, ZoneArchives)
	s.wantZone(a, ZoneArchives)
}

// Grisly Exchange: "Play: Put the top 5 cards of your opponent's discard
// pile on the bottom of their deck. Discard the top 5 cards of your deck."
func TestHandDGrislyExchange(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"grisly-exchange"}, []string{"troll", "urchin", "mother", "bad-penny", "silvertooth", "lights-out"})
	for _, id := range []string{"troll", "urchin", "mother", "bad-penny", "silvertooth", "lights-out"} {
		s.g.put(s.take(1, id), ZoneDiscard)
	}
	bottom := s.g.p[1].discard[0]
	deck := s.g.p[1].deckSize()
	s.hand(0, "grisly-exchange")
	mine := len(s.g.p[0].discard)
	s.house("ekwidon")
	s.wantRules(s.play("grisly-exchange"), "")
	s.wantInt("Bob's discard", len(s.g.p[1].discard), 1)
	s.wantZone(bottom, ZoneDiscard)
	s.wantInt("Bob's deck", s.g.p[1].deckSize(), deck+5)
	s.wantInt("Alice's discard", len(s.g.p[0].discard), mine+5+1)
}

// Mindfire: "Play: Your opponent discards a random card from their hand.
// Steal 1A for each bonus icon on the discarded card."
func TestHandDMindfire(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"mindfire"}, []string{"lights-out", "troll"})
	s.hand(1, "lights-out")
	s.hand(1, "troll")
	s.g.p[1].aember = 4
	s.hand(0, "mindfire")
	s.house("dis")
	s.wantRules(s.play("mindfire"), "")
	s.wantRules(s.choose("lights-out"), "")
	s.wantAember(0, 1) // Lights Out's one Æmber icon
	s.wantAember(1, 3)
}

// Ornate Remuneration: "Play: Choose one: • Move each A from a friendly
// creature to your pool. • A friendly creature captures 3A."
func TestHandDOrnateRemuneration(t *testing.T) {
	for _, tc := range []struct {
		opt            string
		onKrump, alice int
		bob            int
	}{{"1", 0, 2, 5}, {"2", 5, 0, 2}} {
		t.Run(tc.opt, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"ornate-remuneration", "krump", "bumpsy"}, nil)
			k := s.creature(0, "krump")
			s.creature(0, "bumpsy")
			s.g.cards[k].aember = 2
			s.g.p[1].aember = 5
			s.hand(0, "ornate-remuneration")
			s.house("saurian")
			s.wantRules(s.play("ornate-remuneration"), "")
			s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{tc.opt}, Cards: []CardRef{{ID: "krump"}}}), "")
			s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), tc.onKrump)
			s.wantAember(0, tc.alice)
			s.wantAember(1, tc.bob)
		})
	}
}

// Professor Scruples: "After Reap: Discard a card. Draw 3 cards. Fate:
// Purge each upgrade in play."
func TestHandDProfessorScruples(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"professor-scruples", "troll", "krump", "shoulder-armor"}, nil)
	s.creature(0, "professor-scruples")
	k := s.creature(0, "krump")
	tr := s.hand(0, "troll")
	before := s.g.p[0].handSize()
	s.house("logos")
	s.wantRules(s.reap("professor-scruples"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantInt("hand", s.g.p[0].handSize(), before-1+3)
	up := s.take(0, "shoulder-armor")
	s.g.enterPlay(up, 0, ZoneUpgrade)
	s.g.cards[up].parent = k
	s.wantRules(s.effect(Effect{Kind: EffFate, Player: 1, Card: CardRef{ID: "professor-scruples"}}), "")
	s.wantZone(up, ZonePurged)
}

// Ragatha: "Each enemy creature gains, “After Reap: Deal 3D to each of
// Ragatha’s neighbors.”"
func TestHandDRagatha(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"ragatha", "krump", "bumpsy", "valdr"}, []string{"urchin"})
	k := s.creature(0, "krump")
	s.creature(0, "ragatha")
	b := s.creature(0, "bumpsy")
	v := s.creature(0, "valdr")
	s.creature(1, "urchin")
	s.house("brobnar")
	s.wantRules(s.reap("krump"), "") // a friendly creature: nothing
	s.wantDamage(b, 0)
	s.end()
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "")
	s.wantDamage(k, 3)
	s.wantDamage(b, 3)
	s.wantDamage(v, 0)
}

// Reassembly Required: "Play: Put a creature into its owner’s archives.
// Fate: Discard your archives."
func TestHandDReassemblyRequired(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"reassembly-required", "krump"}, []string{"troll", "urchin"})
	tr := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.hand(0, "reassembly-required")
	s.installHeld(handDHeld, "reassembly-required")
	s.house("logos")
	s.wantRules(s.play("reassembly-required"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneArchives)
	k := s.take(0, "krump")
	s.g.put(k, ZoneArchives)
	// Its fate, as g.fate resolves it (held: g.fate looks scripts up in
	// scriptLists).
	def := s.g.defIndex("reassembly-required")
	s.g.fireScript(s.g.scripts[def], def, -1, s.g.active, OnFate, -1)
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneArchives) // the active player's archives only
}

// Remote Access: "Play: Use an opponent's artifact as if it were yours."
func TestHandDRemoteAccess(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"remote-access", "krump", "bumpsy"}, []string{"safe-house"})
	k := s.creature(0, "krump")
	s.creature(0, "bumpsy")
	s.artifact(1, "safe-house")
	s.hand(0, "remote-access")
	s.house("logos")
	s.wantRules(s.play("remote-access"), "")
	s.wantRules(s.choose("krump"), "") // Safe House: "Archive a friendly creature": Alice's
	s.wantZone(k, ZoneArchives)
	s.wantInt("Alice's archives", s.g.p[0].archiveSize(), 1)
}

// Rustgnawer: "Fight: Destroy an artifact. If that artifact had an Æmber
// bonus, you gain that much A."
func TestHandDRustgnawer(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"rustgnawer"}, []string{"silvertooth", "safe-house", "gorm-of-omm"})
	s.creature(0, "rustgnawer")
	s.creature(1, "silvertooth")
	sh := s.artifact(1, "safe-house")
	s.artifact(1, "gorm-of-omm")
	s.house("untamed")
	s.wantRules(s.fight("rustgnawer", "silvertooth"), "")
	s.wantRules(s.choose("safe-house"), "")
	s.wantZone(sh, ZoneDiscard)
	s.wantAember(0, 1)
}

// Sil-A-T8: "After Fight/After Reap: You may ready a non-Robot creature
// for each of Sil-A-T8’s Star Alliance neighbors."
func TestHandDSilAT8(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"sil-a-t8", "com-officer-kirby", "sci-officer-morpheus", "krump", "bumpsy"}, nil)
	s.creature(0, "com-officer-kirby")
	s.creature(0, "sil-a-t8")
	s.creature(0, "sci-officer-morpheus")
	k := s.creature(0, "krump")
	b := s.creature(0, "bumpsy")
	s.g.cards[k].flags |= flExhausted
	s.g.cards[b].flags |= flExhausted
	s.house("staralliance")
	s.wantRules(s.reap("sil-a-t8"), "")
	s.wantRules(s.choose("krump", "bumpsy"), "")
	s.hdFlag(k, flExhausted, false, "exhausted")
	s.hdFlag(b, flExhausted, false, "exhausted")

	// One Star Alliance neighbor: one creature.
	s = secondTurnScen(t, "staralliance", []string{"sil-a-t8", "com-officer-kirby", "krump", "bumpsy"}, nil)
	s.creature(0, "com-officer-kirby")
	s.creature(0, "sil-a-t8")
	k = s.creature(0, "krump")
	b = s.creature(0, "bumpsy")
	s.g.cards[k].flags |= flExhausted
	s.g.cards[b].flags |= flExhausted
	s.house("staralliance")
	s.wantRules(s.reap("sil-a-t8"), "")
	s.wantRules(s.choose("krump"), "")
	s.hdFlag(k, flExhausted, false, "exhausted")
	s.hdFlag(b, flExhausted, true, "exhausted")
}

// Tolas: "Each time a creature is destroyed, its opponent gains 1A."
func TestHandDTolas(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"tolas", "krump"}, []string{"troll"})
	s.creature(0, "tolas")
	s.creature(0, "krump")
	s.creature(1, "troll")
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "troll"}}), "")
	s.wantAember(0, 1)
	s.wantAember(1, 0)
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "krump"}}), "")
	s.wantAember(1, 1)
}

// Tolas destroyed with other creatures gives no Æmber for any of them
// (FAQ: it triggers once the cards are in the discard piles, where Tolas
// is too). Kerwollop deals 1D to each creature: Tolas and both Dust
// Pixies die together, and Alice gains only Kerwollop's 1A a creature.
func TestHandDTolasDestroyedWithOthers(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"kerwollop", "tolas", "dust-pixie"}, []string{"dust-pixie"})
	s.hand(0, "kerwollop")
	s.creature(0, "tolas")
	s.creature(0, "dust-pixie")
	s.creature(1, "dust-pixie")
	s.house("shadows")
	s.wantRules(s.play("kerwollop"), "")
	s.wantInt("creatures in play", len(s.g.p[0].line)+len(s.g.p[1].line), 0)
	s.wantAember(0, 3)
	s.wantAember(1, 0)
}

// Trenk’s Creed: "Play: Choose one: • The most powerful creature captures
// all of your opponent’s A. • Move all A from the most powerful creature
// to the common supply."
func TestHandDTrenksCreed(t *testing.T) {
	for _, tc := range []struct {
		opt          string
		onTroll, bob int
	}{{"1", 2 + 5, 0}, {"2", 0, 5}, {" Capture opponent's Æmber ", 2 + 5, 0}} {
		t.Run(tc.opt, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"trenk-s-creed", "krump"}, []string{"troll"})
			s.creature(0, "krump")
			tr := s.creature(1, "troll")
			s.g.cards[tr].aember = 2
			s.g.p[1].aember = 5
			s.hand(0, "trenk-s-creed")
			s.house("sanctum")
			s.wantRules(s.play("trenk-s-creed"), "")
			s.wantRules(s.chooseWords(tc.opt), "")
			s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), tc.onTroll)
			s.wantAember(1, tc.bob)
			s.wantAember(0, 1)
		})
	}
}

// Uncommon Currency: "Action: Swap control of Uncommon Currency and an
// enemy artifact."
func TestHandDUncommonCurrency(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"uncommon-currency"}, []string{"safe-house"})
	uc := s.artifact(0, "uncommon-currency")
	sh := s.artifact(1, "safe-house")
	s.house("ekwidon")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "uncommon-currency"}}), "")
	s.wantInt("Safe House's controller", int(s.g.cards[sh].controller), 0)
	s.wantInt("Uncommon Currency's controller", int(s.g.cards[uc].controller), 1)
}

// Zeff “Punch” Yardus: "After Reap: Archive the top card of your deck and
// the top card of your discard pile."
func TestHandDZeffPunchYardus(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"zeff-punch-yardus", "krump"}, nil)
	s.creature(0, "zeff-punch-yardus")
	k := s.take(0, "krump")
	s.g.put(k, ZoneDiscard)
	s.house("logos")
	s.wantRules(s.reap("zeff-punch-yardus"), "")
	s.wantZone(k, ZoneArchives)
	s.wantInt("archives", s.g.p[0].archiveSize(), 2)
}

// Æmberspine Mongrel: "After your opponent uses a creature to reap, gain
// 1A."
func TestHandDAemberspineMongrel(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"æmberspine-mongrel"}, []string{"urchin"})
	s.creature(0, "æmberspine-mongrel")
	s.creature(1, "urchin")
	s.house("untamed")
	s.wantRules(s.reap("æmberspine-mongrel"), "")
	s.wantAember(0, 1) // its own reap: only the reap's Æmber
	s.end()
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "")
	s.wantAember(0, 2)
	s.wantAember(1, 1)
}

// Monument to Primus: "Action: Move 1A from a friendly creature to
// another friendly creature. If Consul Primus is in your discard pile,
// move 1A from a creature to another creature instead."
func TestHandDMonumentToPrimus(t *testing.T) {
	for _, tc := range []struct {
		name           string
		consul         bool
		from, to, rule string
		moved          bool
	}{
		{"friendly", false, "krump", "bumpsy", "", true},
		{"an enemy without Consul Primus: only friendly ones, chosen by themselves", false, "troll", "bumpsy", "choice-unexpected", false},
		{"an enemy with Consul Primus", true, "troll", "bumpsy", "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"monument-to-primus", "krump", "bumpsy", "consul-primus"}, []string{"troll"})
			s.artifact(0, "monument-to-primus")
			k := s.creature(0, "krump")
			b := s.creature(0, "bumpsy")
			tr := s.creature(1, "troll")
			s.g.cards[k].aember, s.g.cards[tr].aember = 2, 2
			if tc.consul {
				s.g.put(s.take(0, "consul-primus"), ZoneDiscard)
			}
			s.house("saurian")
			s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "monument-to-primus"}}), "")
			s.wantRules(s.choose(tc.from, tc.to), tc.rule)
			want := 0
			if tc.moved {
				want = 1
			}
			if tc.from == "troll" {
				s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 2-want)
			} else {
				s.wantInt("Æmber on Bumpsy", int(s.g.cards[b].aember), want)
			}
		})
	}
}

// Garcia’s Blaster: "This creature gains, “Fight/Reap: You may deal 2D to
// a creature, or attach Garcia’s Blaster to Sensor Chief Garcia.” After
// you attach Garcia’s Blaster to Sensor Chief Garcia, steal 1A."
func TestHandDGarciasBlaster(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"garcia-s-blaster", "com-officer-kirby", "sensor-chief-garcia"}, []string{"troll"})
	kb := s.creature(0, "com-officer-kirby")
	scg := s.creature(0, "sensor-chief-garcia")
	tr := s.creature(1, "troll")
	s.g.p[1].aember = 5
	s.house("staralliance")
	s.wantRules(s.hdUpgrade("garcia-s-blaster", "com-officer-kirby"), "")
	s.wantAember(0, 1) // its bonus icon; not on Garcia: no steal
	s.wantRules(s.reap("com-officer-kirby"), "")
	s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"yes", "1"}, Cards: []CardRef{{ID: "troll"}}}), "")
	s.wantDamage(tr, 2)
	s.g.cards[kb].flags &^= flExhausted
	s.wantRules(s.reap("com-officer-kirby"), "")
	s.wantRules(s.chooseWords("yes", "2"), "")
	up := s.g.upList[0]
	s.wantInt("the blaster's creature", int(s.g.cards[up].parent), int(scg))
	s.wantAember(0, 1+1+1+1) // icon, two reaps, the steal
	s.wantAember(1, 4)
}

// Chan’s Blaster: "… After you attach Chan’s Blaster to Commander Chan,
// you may use another friendly creature." Played on Chan: the use.
func TestHandDChansBlaster(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"chan-s-blaster", "commander-chan", "krump"}, nil)
	s.creature(0, "commander-chan")
	k := s.creature(0, "krump") // Brobnar: usable through the blaster only
	s.house("staralliance")
	s.wantRules(s.hdUpgrade("chan-s-blaster", "commander-chan"), "")
	s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"reap"}, Cards: []CardRef{{ID: "krump"}}}), "")
	s.hdFlag(k, flExhausted, true, "exhausted (used)")
	s.wantAember(0, 1+1) // icon, Krump's reap
}

// Disruption Field: "Your opponent’s keys cost +1A for each disruption
// counter on Disruption Field. This creature gains “Fight/Reap: Put a
// disruption counter on Disruption Field.”"
func TestHandDDisruptionField(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"disruption-field", "com-officer-kirby"}, nil)
	kb := s.creature(0, "com-officer-kirby")
	s.house("staralliance")
	s.wantRules(s.hdUpgrade("disruption-field", "com-officer-kirby"), "")
	s.wantInt("Bob's key cost", s.g.keyCost(1), 6)
	s.wantRules(s.reap("com-officer-kirby"), "")
	s.g.cards[kb].flags &^= flExhausted
	s.wantRules(s.reap("com-officer-kirby"), "")
	s.wantInt("Bob's key cost, two counters", s.g.keyCost(1), 8)
	s.wantInt("Alice's key cost", s.g.keyCost(0), 6)
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "com-officer-kirby"}}), "")
	s.wantInt("Bob's key cost, the field gone", s.g.keyCost(1), 6)
}

// Dance of Doom: "Play: Choose a number. Destroy each creature with power
// equal to that number."
func TestHandDDanceOfDoom(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"dance-of-doom", "krump", "bumpsy"}, []string{"troll", "mother"})
	k := s.creature(0, "krump")  // 6
	b := s.creature(0, "bumpsy") // 5
	tr := s.creature(1, "troll") // 8
	m := s.creature(1, "mother") // 5
	s.hand(0, "dance-of-doom")
	s.house("dis")
	s.wantRules(s.play("dance-of-doom"), "")
	s.wantRules(s.chooseWords("5"), "")
	s.wantZone(b, ZoneDiscard)
	s.wantZone(m, ZoneDiscard)
	s.wantZone(k, ZoneBattleline)
	s.wantZone(tr, ZoneBattleline)
}

// Yxlyx Stimrager: "Fight: Deal 2D to a creature and move it to either
// flank of its controller’s battleline."
func TestHandDYxlyxStimrager(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"yxlyx-stimrager"}, []string{"silvertooth", "troll", "mother", "urchin"})
	s.creature(0, "yxlyx-stimrager")
	s.creature(1, "silvertooth")
	tr := s.creature(1, "troll")
	s.creature(1, "mother")
	s.creature(1, "urchin")
	s.house("mars")
	s.wantRules(s.fight("yxlyx-stimrager", "silvertooth"), "")
	s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"Right"}, Cards: []CardRef{{ID: "troll"}}}), "")
	s.wantDamage(tr, 2)
	line := s.g.p[1].line
	s.wantInt("Troll's place", indexOf(line, tr), len(line)-1)
	s.wantInt("Bob's creatures", len(line), 3)
}

// Impspector: "Destroyed: Purge a random card from your opponent’s hand."
func TestHandDImpspector(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"impspector"}, []string{"troll", "lights-out"})
	s.creature(0, "impspector")
	s.installHeld(handDHeld, "impspector")
	tr := s.hand(1, "troll")
	s.hand(1, "lights-out")
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "impspector"}}), "")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZonePurged)
	s.wantInt("Bob's discard", len(s.g.p[1].discard), 0)
}

// Warfaline: "Play/After Fight: Shuffle the top 5 cards of a discard pile
// into their owner’s deck."
func TestHandDWarfaline(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"warfaline"}, []string{"troll", "urchin", "mother", "bad-penny", "silvertooth", "lights-out"})
	for _, id := range []string{"troll", "urchin", "mother", "bad-penny", "silvertooth", "lights-out"} {
		s.g.put(s.take(1, id), ZoneDiscard)
	}
	s.hand(0, "warfaline")
	s.installHeld(handDHeld, "warfaline")
	s.house("untamed")
	s.wantRules(s.play("warfaline"), "")
	s.wantRules(s.chooseWords(" Opponent's "), "")
	s.wantInt("Bob's discard", len(s.g.p[1].discard), 1)
}

// Haunted House: "At the start of your turn, if you are not haunted,
// discard the top card of your deck. Omni: If you are haunted, gain 1A."
// The log names the card discarded.
func TestHandDHauntedHouse(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"haunted-house", "krump"}, nil)
	s.artifact(0, "haunted-house")
	s.installHeld(handDHeld, "haunted-house")
	s.house("geistoid")
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "haunted-house"}}), "")
	s.wantAember(0, 0) // not haunted
	before := len(s.g.p[0].discard)
	s.end()
	s.house("shadows")
	s.end()
	s.wantRules(s.choose("krump"), "")
	s.wantInt("Alice's discard at the start of her turn", len(s.g.p[0].discard), before+1)
	if d := s.g.p[0].discard; s.g.def(d[len(d)-1]).ID != "krump" {
		t.Errorf("discarded %s, want Krump", s.g.name(d[len(d)-1]))
	}
	for len(s.g.p[0].discard) < 10 {
		s.g.put(s.take(0, filler), ZoneDiscard)
	}
	s.house("geistoid")
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "haunted-house"}}), "")
	s.wantAember(0, 1)
	s.end()
	s.house("shadows")
	n := len(s.g.p[0].discard)
	s.end()
	s.wantInt("Alice's discard, haunted", len(s.g.p[0].discard), n)
}

// Levy of Souls: "Action: Make a token creature. Keys cost +1A for each
// friendly token creature in play during your opponent's next turn."
func TestHandDLevyOfSouls(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"levy-of-souls", "catena-fiend"}, nil) // the deck's token creature
	s.artifact(0, "levy-of-souls")
	s.house("dis")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "levy-of-souls"}}), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
	s.wantInt("Bob's key cost", s.g.keyCost(1), 7)
	s.end()
	s.wantInt("Bob's key cost on his turn", s.g.keyCost(1), 7)
	s.house("shadows")
	s.end()
	s.wantInt("Bob's key cost after", s.g.keyCost(1), 6)
}

// Bouncing Deathquark: "Play: Destroy an enemy creature and a friendly
// creature. You may repeat this effect as many times as you like, as long
// as it is possible to repeat the entire effect."
func TestHandDBouncingDeathquark(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"bouncing-deathquark", "krump", "bumpsy", "valdr"}, []string{"troll", "mother", "urchin"})
	k := s.creature(0, "krump")
	b := s.creature(0, "bumpsy")
	v := s.creature(0, "valdr")
	tr := s.creature(1, "troll")
	m := s.creature(1, "mother")
	u := s.creature(1, "urchin")
	s.hand(0, "bouncing-deathquark")
	s.house("logos")
	s.wantRules(s.play("bouncing-deathquark"), "")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantRules(s.choose("mother", "bumpsy"), "") // once again
	s.wantRules(s.chooseWords("no"), "")          // and no more
	for _, id := range []int16{k, b, tr, m} {
		s.wantZone(id, ZoneDiscard)
	}
	s.wantZone(v, ZoneBattleline)
	s.wantZone(u, ZoneBattleline)
}

// Chief Engineer Walls: "Play/Fight/Reap: You may return an upgrade or
// Robot card from your discard pile to your hand."
func TestHandDChiefEngineerWalls(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"chief-engineer-walls", "tunk", "krump"}, nil)
	s.creature(0, "chief-engineer-walls")
	tu := s.take(0, "tunk") // a Robot
	k := s.take(0, "krump")
	s.g.put(tu, ZoneDiscard)
	s.g.put(k, ZoneDiscard)
	s.house("staralliance")
	s.wantRules(s.reap("chief-engineer-walls"), "")
	s.wantRules(s.choose("krump"), "effect-target")
	s.wantZone(k, ZoneDiscard)
	s.g.cards[s.g.p[0].line[0]].flags &^= flExhausted
	s.wantRules(s.reap("chief-engineer-walls"), "")
	s.wantRules(s.choose("tunk"), "")
	s.wantZone(tu, ZoneHand)
}

// A Ghost in the Sun: "Play: For each forged key your opponent has, put a
// creature into play from your discard pile."
func TestHandDAGhostInTheSun(t *testing.T) {
	for _, keys := range []int{0, 1, 2} {
		t.Run(strconv.Itoa(keys), func(t *testing.T) {
			s := secondTurnScen(t, "geistoid", []string{"a-ghost-in-the-sun", "krump", "bumpsy", "valdr"}, nil)
			var dead []int16
			for _, id := range []string{"krump", "bumpsy", "valdr"} {
				c := s.take(0, id)
				s.g.put(c, ZoneDiscard)
				dead = append(dead, c)
			}
			for k := range keys {
				s.g.p[1].keys[k] = true
			}
			s.hand(0, "a-ghost-in-the-sun")
			s.installHeld(handDHeld, "a-ghost-in-the-sun")
			s.house("geistoid")
			s.wantRules(s.play("a-ghost-in-the-sun"), "")
			if keys > 0 {
				s.wantRules(s.choose([]string{"krump", "valdr"}[:keys]...), "")
			}
			s.wantInt("Alice's creatures", len(s.g.p[0].line), keys)
			if keys > 0 {
				s.wantZone(dead[0], ZoneBattleline)
			}
			s.wantZone(dead[1], ZoneDiscard)
		})
	}
}

// Lethologica: "Play: Discard cards from the top of your deck until you
// discard a Logos card or run out of cards. If you discard a Logos card
// this way, put it into your hand."
func TestHandDLethologica(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"lethologica", "troll", "krump", "mother"}, nil)
	s.hand(0, "lethologica")
	s.installHeld(handDHeld, "lethologica")
	s.house("logos")
	s.wantRules(s.play("lethologica"), "")
	s.wantRules(s.choose("troll", "krump", "mother"), "")
	for _, c := range []struct {
		id string
		z  Zone
	}{{"troll", ZoneDiscard}, {"krump", ZoneDiscard}, {"mother", ZoneHand}} {
		if s.g.findAnywhere(CardRef{ID: c.id}, 0) < 0 {
			t.Fatalf("%s is nowhere", c.id)
		}
		s.wantZone(s.g.findAnywhere(CardRef{ID: c.id}, 0), c.z)
	}
}

// Eyegor: "Play: Look at the top 3 cards of your deck. Add 1 to your hand
// and discard the others."
func TestHandDEyegor(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"eyegor", "troll", "krump", "bumpsy"}, nil)
	s.hand(0, "eyegor")
	s.house("logos")
	s.wantRules(s.play("eyegor"), "")
	s.wantRules(s.choose("troll", "krump", "bumpsy", "krump"), "")
	s.wantZone(s.g.findAnywhere(CardRef{ID: "krump"}, 0), ZoneHand)
	s.wantZone(s.g.findAnywhere(CardRef{ID: "troll"}, 0), ZoneDiscard)
	s.wantZone(s.g.findAnywhere(CardRef{ID: "bumpsy"}, 0), ZoneDiscard)
}

// Eyegor in a TCO log, which names none of the cards ("adds a card to
// their hand and discards the other 2"): each card is "cannot verify", two
// never-seen cards of the partial deck are discarded and the hand keeps
// the third unseen, so that it holds as many cards as TCO's (a card of
// the deck seen before stays one a later line may play from hand).
func TestHandDEyegorUnnamed(t *testing.T) {
	alice := &Deck{Name: "partial", Houses: [3]House{"logos", "brobnar", "dis"}, Partial: true, Cards: []DeckCard{{CardID: "eyegor"}, {CardID: "mother"}, {CardID: "troll"}}}
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{{Name: "Alice", Deck: alice}, {Name: "Bob", Deck: testDeck(bobHouses)}}})
	s.end()
	s.end()
	s.hand(0, "eyegor")
	s.creature(0, "mother")
	p := &s.g.p[0]
	hand, deck := p.handSize(), p.deckSize()
	s.house("logos")
	s.wantRules(s.play("eyegor"), "")
	out := s.reap("mother") // the next line: the choices were not logged
	s.wantRules(out, "choice-missing,choice-missing,choice-missing")
	for _, v := range out.Violations {
		if !v.Unverifiable {
			t.Errorf("%s is not \"cannot verify\"", v.Message)
		}
	}
	s.wantInt("hand", p.handSize(), hand-1+1)
	s.wantInt("deck", p.deckSize(), deck-3)
	s.wantInt("discard", len(p.discard), 2)
	for _, id := range p.discard {
		if s.g.defs[s.g.cards[id].def] != &unseenCard {
			t.Errorf("%s discarded: a card seen, where the log names none", s.g.name(id))
		}
	}
	s.wantRules(s.play("troll"), "not-active-house") // Troll is still a card the hand may hold
}

// New Frontiers: "Play: Choose a house. Reveal the top 3 cards of your
// deck. Archive each card of the chosen house and discard the others."
func TestHandDNewFrontiers(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"new-frontiers", "troll", "krump", "mother"}, nil)
	s.hand(0, "new-frontiers")
	s.installHeld(handDHeld, "new-frontiers")
	s.house("staralliance")
	s.wantRules(s.play("new-frontiers"), "")
	s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"brobnar"}, Cards: []CardRef{{ID: "troll"}, {ID: "mother"}, {ID: "krump"}}}), "")
	s.wantZone(s.g.findAnywhere(CardRef{ID: "troll"}, 0), ZoneArchives)
	s.wantZone(s.g.findAnywhere(CardRef{ID: "krump"}, 0), ZoneArchives)
	s.wantZone(s.g.findAnywhere(CardRef{ID: "mother"}, 0), ZoneDiscard)
}

// Jackpot Greene: "After a creature reaps, discard the top card of its
// controller's deck. If the discarded card is a Star Alliance card, you
// gain 1A."
func TestHandDJackpotGreene(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"jackpot-greene", "com-officer-kirby", "troll"}, []string{"urchin", "mother"})
	s.creature(0, "jackpot-greene")
	s.house("staralliance")
	s.wantRules(s.reap("jackpot-greene"), "")
	s.wantRules(s.choose("com-officer-kirby"), "")
	s.wantAember(0, 1+1)
	s.end()
	s.creature(1, "urchin")
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "")
	s.wantRules(s.choose("mother"), "") // Bob's deck: not Star Alliance
	s.wantZone(s.g.findAnywhere(CardRef{ID: "mother"}, 1), ZoneDiscard)
	s.wantAember(0, 2)
}

// Fetchdrones: "Action: Discard the top 2 cards of your deck. For each
// Logos card discarded this way, a friendly creature captures 2A."
func TestHandDFetchdrones(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"fetchdrones", "mother", "library-access", "krump", "bumpsy"}, nil)
	s.artifact(0, "fetchdrones")
	k := s.creature(0, "krump")
	b := s.creature(0, "bumpsy")
	s.g.p[1].aember = 5
	s.house("logos")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "fetchdrones"}}), "")
	s.wantRules(s.choose("mother", "library-access"), "")
	s.wantRules(s.choose("krump"), "")
	s.wantRules(s.choose("bumpsy"), "")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 2)
	s.wantInt("Æmber on Bumpsy", int(s.g.cards[b].aember), 2)
	s.wantAember(1, 1)
}

// A deck rebuilt from a log (partial) may hold cards never seen: the top
// card a step names may be one of them (Fetchdrones' "discard Yantzee
// Gang and Hock", the first time the log shows them), and the prompt says
// so, for the import to answer it with a card it does not list.
func TestHandDTopCardUnseen(t *testing.T) {
	alice := &Deck{Name: "partial", Houses: [3]House{"logos", "brobnar", "dis"}, Partial: true, Cards: []DeckCard{{CardID: "fetchdrones"}, {CardID: "krump"}}}
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{{Name: "Alice", Deck: alice}, {Name: "Bob", Deck: testDeck(bobHouses)}}})
	s.end()
	s.end()
	s.artifact(0, "fetchdrones")
	k := s.creature(0, "krump")
	s.g.p[1].aember = 5
	s.house("logos")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "fetchdrones"}}), "")
	p, waiting := s.g.Prompt()
	if !waiting || !p.Unseen {
		t.Fatalf("the top card's prompt (waiting %v) does not say a card never seen may answer", waiting)
	}
	s.wantRules(s.choose("mother", "troll"), "") // never seen: two of the unseen cards
	s.wantRules(s.choose("krump"), "")           // for Mother, a Logos card
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 2)
}

// Hallowed Eve Festival: "Play: Discard the top 5 cards of your deck. For
// each Geistoid card discarded this way, a friendly creature captures 1A."
func TestHandDHallowedEveFestival(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"hallowed-eve-festival", "wretched-doll", "tangimangi", "troll", "bumpsy", "valdr", "krump"}, nil)
	k := s.creature(0, "krump")
	s.g.p[1].aember = 5
	s.hand(0, "hallowed-eve-festival")
	s.house("geistoid")
	s.wantRules(s.play("hallowed-eve-festival"), "")
	s.wantRules(s.choose("wretched-doll", "troll", "tangimangi", "bumpsy", "valdr"), "")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 2)
	s.wantAember(1, 3)
	s.wantInt("Alice's discard", len(s.g.p[0].discard), 5+1)
}

// Codex of True Names: "Action: Destroy Codex of True Names. If you do,
// return each friendly Catena Fiend to its owner's hand. For each card
// returned this way, return an enemy creature to its owner's hand."
func TestHandDCodexOfTrueNames(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"codex-of-true-names", "catena-fiend", "krump"}, []string{"troll", "urchin", "mother"})
	cx := s.artifact(0, "codex-of-true-names")
	cf := s.creature(0, "catena-fiend")
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	s.creature(1, "mother")
	s.house("dis")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "codex-of-true-names"}}), "")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(cx, ZoneDiscard)
	s.wantZone(cf, ZoneHand)
	s.wantZone(k, ZoneBattleline)
	s.wantZone(tr, ZoneHand)
	s.wantZone(u, ZoneBattleline)
}

// Deipno Spymaster: "Omni: Choose a friendly creature. You may use that
// creature this turn."
func TestHandDDeipnoSpymaster(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"deipno-spymaster", "krump", "bumpsy"}, nil)
	s.creature(0, "deipno-spymaster")
	s.creature(0, "krump")
	s.creature(0, "bumpsy")
	s.house("shadows")
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "deipno-spymaster"}}), "")
	s.wantRules(s.choose("krump"), "")
	s.wantRules(s.reap("krump"), "")
	s.wantRules(s.reap("bumpsy"), "not-active-house")
	s.end()
	s.end()
	s.house("shadows")
	s.wantRules(s.reap("krump"), "not-active-house") // this turn only
}

// Teleporter Chief Tink: "Action: Swap Teleporter Chief Tink with another
// friendly creature in the battleline. You may use that other creature
// this turn."
func TestHandDTeleporterChiefTink(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"teleporter-chief-tink", "krump", "bumpsy"}, nil)
	tk := s.creature(0, "teleporter-chief-tink")
	s.creature(0, "bumpsy")
	k := s.creature(0, "krump")
	s.house("staralliance")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "teleporter-chief-tink"}}), "")
	s.wantRules(s.choose("krump"), "")
	line := s.g.p[0].line
	s.wantInt("Krump's place", indexOf(line, k), 0)
	s.wantInt("Tink's place", indexOf(line, tk), 2)
	s.wantRules(s.reap("krump"), "")
	s.wantRules(s.reap("bumpsy"), "not-active-house")
}

// Scientifical Hack: "Omni: Sacrifice Scientifical Hack. For the
// remainder of the turn, you may use friendly artifacts as if they
// belonged to the active house."
func TestHandDScientificalHack(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"scientifical-hack", "monument-to-faust", "krump", "bumpsy"}, nil)
	sh := s.artifact(0, "scientifical-hack")
	s.artifact(0, "monument-to-faust")
	s.creature(0, "krump")
	s.creature(0, "bumpsy")
	s.house("logos")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "monument-to-faust"}}), "not-active-house")
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "scientifical-hack"}}), "")
	s.wantZone(sh, ZoneDiscard)
	s.g.cards[s.g.p[0].arts[0]].flags &^= flExhausted
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "monument-to-faust"}}), "")
	s.wantRules(s.reap("krump"), "not-active-house") // artifacts only
}

// Gone Pear Shaped: "Play: Each player discards their archives. Fate: For
// the remainder of the turn, creatures cannot reap."
func TestHandDGonePearShaped(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"gone-pear-shaped", "krump", "urchin"}, []string{"troll"})
	s.hand(0, "gone-pear-shaped")
	k := s.take(0, "krump")
	s.g.put(k, ZoneArchives)
	tr := s.take(1, "troll")
	s.g.put(tr, ZoneArchives)
	s.creature(0, "urchin")
	s.house("shadows")
	s.wantRules(s.play("gone-pear-shaped"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)
	s.wantRules(s.effect(Effect{Kind: EffFate, Player: 1, Card: CardRef{ID: "gone-pear-shaped"}}), "")
	s.wantRules(s.reap("urchin"), "restricted")
}

// Dr. Milli: "Play: For each creature your opponent controls in excess of
// you, not counting Dr. Milli, archive a card."
func TestHandDDrMilli(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"dr-milli", "krump", "bumpsy", "valdr"}, []string{"troll", "urchin", "mother"})
	s.creature(0, "krump")
	for _, id := range []string{"troll", "urchin", "mother"} {
		s.creature(1, id)
	}
	s.hand(0, "dr-milli")
	b := s.hand(0, "bumpsy")
	v := s.hand(0, "valdr")
	s.house("logos")
	s.wantRules(s.play("dr-milli"), "")
	s.wantRules(s.choose("bumpsy"), "")
	s.wantRules(s.choose("valdr"), "")
	s.wantZone(b, ZoneArchives)
	s.wantZone(v, ZoneArchives)
	s.wantInt("Alice's archives", s.g.p[0].archiveSize(), 2)
}

// Cephaloist: "While you have 4A or more, your A cannot be stolen."
func TestHandDCephaloist(t *testing.T) {
	for _, tc := range []struct {
		name        string
		bob, stolen int
	}{{"4 Æmber", 4, 0}, {"3 Æmber", 3, 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"ronnie-wristclocks"}, []string{"cephaloist"})
			s.creature(1, "cephaloist")
			s.g.p[1].aember = tc.bob
			s.hand(0, "ronnie-wristclocks")
			s.house("shadows")
			s.wantRules(s.play("ronnie-wristclocks"), "") // "Steal 1A."
			s.wantAember(0, tc.stolen)
			s.wantAember(1, tc.bob-tc.stolen)
		})
	}
}

// Storm Crawler: "Storm Crawler only deals 1D when fighting. After an
// enemy creature reaps, stun it."
func TestHandDStormCrawler(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"storm-crawler"}, []string{"mother", "urchin"})
	sc := s.creature(0, "storm-crawler")
	m := s.creature(1, "mother")
	u := s.creature(1, "urchin")
	s.house("mars")
	s.wantRules(s.fight("storm-crawler", "mother"), "")
	s.wantDamage(m, 1)
	s.wantDamage(sc, 5-1) // Mother's 5, its armor 1
	s.end()
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "")
	s.hdFlag(u, flStunned, true, "stunned")
}

// Niffle Ape: "While Niffle Ape is attacking, ignore taunt and elusive."
func TestHandDNiffleApe(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"niffle-ape"}, []string{"urchin", "champion-anaphiel", "silvertooth"})
	s.creature(0, "niffle-ape")
	u := s.creature(1, "urchin")
	s.creature(1, "champion-anaphiel") // taunt: Urchin is its neighbor
	s.house("untamed")
	s.wantRules(s.fight("niffle-ape", "urchin"), "") // no taunt, no elusive
	s.wantZone(u, ZoneDiscard)
}

// Groggins: "When Groggins is used to fight, it can only attack flank
// creatures."
func TestHandDGroggins(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"groggins"}, []string{"urchin", "mother", "troll"})
	g := s.creature(0, "groggins")
	s.installHeld(handDHeld, "groggins")
	s.creature(1, "urchin")
	s.creature(1, "mother")
	s.creature(1, "troll")
	s.house("brobnar")
	s.wantRules(s.fight("groggins", "mother"), "fight-target")
	s.g.cards[g].flags &^= flExhausted
	s.wantRules(s.fight("groggins", "troll"), "")
}

// Ether Spider: "Ether Spider deals no damage when fighting. Each A that
// would be added to your opponent’s pool is captured by Ether Spider
// instead."
func TestHandDEtherSpider(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"ether-spider", "troll"}, []string{"urchin", "ronnie-wristclocks", "mother"})
	es := s.creature(0, "ether-spider")
	s.creature(1, "urchin")
	m := s.creature(1, "mother")
	s.g.p[0].aember = 3
	s.house("mars")
	s.wantRules(s.fight("ether-spider", "mother"), "")
	s.wantDamage(m, 0)
	s.end()
	s.hand(1, "ronnie-wristclocks")
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "")
	s.wantAember(1, 0)
	s.wantInt("Æmber on Ether Spider", int(s.g.cards[es].aember), 1)
	s.wantRules(s.play("ronnie-wristclocks"), "") // "Steal 1A."
	s.wantAember(0, 2)
	s.wantAember(1, 0)
	s.wantInt("Æmber on Ether Spider after the steal", int(s.g.cards[es].aember), 2)
}

// Maruck the Marked: "After Maruck the Marked prevents damage with its
// armor, capture 1A for each damage just prevented."
func TestHandDMaruckTheMarked(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"maruck-the-marked"}, []string{"silvertooth"})
	mk := s.creature(0, "maruck-the-marked")
	s.creature(1, "silvertooth")
	s.g.p[1].aember = 3
	s.house("sanctum")
	s.wantRules(s.fight("maruck-the-marked", "silvertooth"), "")
	s.wantDamage(mk, 1) // 2 damage, 1 prevented
	s.wantInt("Æmber on Maruck", int(s.g.cards[mk].aember), 1)
	s.wantAember(1, 2)
}

// Commander Dhrxgar: "After an upgrade is attached to Commander Dhrxgar or
// one of its neighbors, gain 1A."
func TestHandDCommanderDhrxgar(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"commander-dhrxgar", "krump", "bumpsy", "shoulder-armor", "garcia-s-blaster"}, nil)
	s.creature(0, "commander-dhrxgar")
	s.creature(0, "krump")
	s.creature(0, "bumpsy")
	s.house("staralliance")
	s.wantRules(s.hdUpgrade("garcia-s-blaster", "bumpsy"), "") // not a neighbor
	s.wantAember(0, 1)
	s.wantRules(s.hdUpgrade("shoulder-armor", "krump"), "not-active-house")
	s.wantAember(0, 1+1+1)
}

// Interdimensional Graft: "Play: If an opponent forges a key on their next
// turn, they must give you their remaining A."
func TestHandDInterdimensionalGraft(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"interdimensional-graft"}, nil)
	s.hand(0, "interdimensional-graft")
	s.house("logos")
	s.wantRules(s.play("interdimensional-graft"), "")
	s.g.p[1].aember = 10
	s.end()
	s.wantRules(s.do(Action{Verb: VerbForge}), "")
	s.wantInt("Bob's keys", s.g.p[1].keyCount(), 1)
	s.wantAember(1, 0)
	s.wantAember(0, 1+4)
}

// Storm Surge: "Play: Your opponent cannot ready cards during the “ready
// cards” step of their next turn."
func TestHandDStormSurge(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"storm-surge"}, []string{"urchin"})
	u := s.creature(1, "urchin")
	s.hand(0, "storm-surge")
	s.house("unfathomable")
	s.wantRules(s.play("storm-surge"), "")
	s.end()
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "")
	s.end()
	s.hdFlag(u, flExhausted, true, "exhausted after Bob's turn")
	s.house("unfathomable")
	s.end()
	s.house("shadows")
	s.end()
	s.hdFlag(u, flExhausted, false, "exhausted a turn later")
}

// Awakened Titan: "Awakened Titan cannot ready unless you are haunted."
func TestHandDAwakenedTitan(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"awakened-titan", "anger"}, nil)
	at := s.creature(0, "awakened-titan")
	s.g.cards[at].flags |= flExhausted
	s.house("brobnar")
	s.end()
	s.hdFlag(at, flExhausted, true, "exhausted (not haunted)")
	s.house("shadows")
	s.end()
	for len(s.g.p[0].discard) < 10 {
		s.g.put(s.take(0, filler), ZoneDiscard)
	}
	s.house("brobnar")
	s.end()
	s.hdFlag(at, flExhausted, false, "exhausted (haunted)")
}

// Mechabuoy: "At the start of each player’s turn, if the tide is high for
// that player, they gain 1A."
func TestHandDMechabuoy(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"mechabuoy"}, nil)
	s.artifact(0, "mechabuoy")
	s.g.p[1].tide = true
	s.house("logos")
	s.end()
	s.wantAember(1, 1) // Bob's turn, his tide high
	// A checkpoint between the end and Bob's first action reads the pools
	// as Alice's turn ended (TCO's end-of-turn figures); after it, Bob's.
	s.hdWantCheck(1, 0, true)
	s.hdWantCheck(1, 1, false)
	s.house("shadows")
	s.hdWantCheck(1, 1, true)
	s.end()
	s.wantAember(0, 0) // Alice's: low for her
}

// hdWantCheck applies a checkpoint of player pl's Æmber at n and wants it
// to agree or not.
func (s *scen) hdWantCheck(pl int8, n int, agree bool) {
	s.t.Helper()
	out := s.do(Action{Verb: VerbCheck, Check: &Check{Player: pl, Items: []CheckItem{{Field: "aember", N: n}}}})
	if len(out.Checks) != 1 || out.Checks[0].OK != agree {
		s.t.Errorf("check of player %d's Æmber at %d: %+v, want agreeing %v", pl, n, out.Checks, agree)
	}
}

// Publius Scipio: "Fate: For the remainder of the turn, after you use a
// friendly creature, deal 4D to its neighbors." A fate is the active
// player's: Bob's card, fulfilled on Alice's turn.
func TestHandDPubliusScipio(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"krump", "bumpsy", "valdr"}, []string{"publius-scipio"})
	k := s.creature(0, "krump")
	b := s.creature(0, "bumpsy")
	v := s.creature(0, "valdr")
	s.house("brobnar")
	s.wantRules(s.effect(Effect{Kind: EffFate, Player: 1, Card: CardRef{ID: "publius-scipio"}}), "")
	s.wantRules(s.reap("bumpsy"), "")
	s.wantDamage(k, 4)
	s.wantDamage(v, 4)
	s.wantDamage(b, 0)
}

// High Priest Torvus: "Reap: You may exalt High Priest Torvus. If you do,
// after you resolve your next action card this turn, return it to your
// hand instead of placing it in your discard pile."
func TestHandDHighPriestTorvus(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"high-priest-torvus", "tribute", "ornate-remuneration"}, nil)
	hp := s.creature(0, "high-priest-torvus")
	tr := s.hand(0, "tribute")
	or := s.hand(0, "ornate-remuneration")
	s.house("saurian")
	s.wantRules(s.reap("high-priest-torvus"), "")
	s.wantRules(s.chooseWords("yes"), "")
	s.wantInt("Æmber on Torvus", int(s.g.cards[hp].aember), 1)
	s.wantRules(s.play("tribute"), "")
	s.wantZone(tr, ZoneHand)
	s.wantRules(s.play("ornate-remuneration"), "")
	s.wantRules(s.chooseWords("2"), "")
	s.wantZone(or, ZoneDiscard) // the next one only
}

// J.O.N. Cargo: "Reap: Discard the top card of your deck and reveal your
// hand. Archive each card that shares a house with the discarded card."
func TestHandDJONCargo(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"jon-cargo", "troll", "krump", "bumpsy", "mother"}, nil)
	s.creature(0, "jon-cargo")
	s.installHeld(handDHeld, "jon-cargo")
	k := s.hand(0, "krump")
	b := s.hand(0, "bumpsy")
	m := s.hand(0, "mother")
	s.house("staralliance")
	s.wantRules(s.reap("jon-cargo"), "")
	s.wantRules(s.choose("troll", "krump", "bumpsy"), "") // Troll is Brobnar
	s.wantZone(k, ZoneArchives)
	s.wantZone(b, ZoneArchives)
	s.wantZone(m, ZoneHand)
	s.wantZone(s.g.findAnywhere(CardRef{ID: "troll"}, 0), ZoneDiscard)

	// A card named that is not of that house is flagged.
	s = secondTurnScen(t, "staralliance", []string{"jon-cargo", "troll", "mother"}, nil)
	s.creature(0, "jon-cargo")
	s.installHeld(handDHeld, "jon-cargo")
	s.hand(0, "mother")
	s.house("staralliance")
	s.wantRules(s.reap("jon-cargo"), "")
	s.wantRules(s.choose("troll", "mother"), "effect-target")
}

// Well of Memory: "Play: Purge any number of cards from your hand. For
// each card purged this way, return a card from your discard pile to your
// hand. Action: Destroy Well of Memory."
func TestHandDWellOfMemory(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"well-of-memory", "krump", "bumpsy", "troll", "valdr"}, nil)
	k := s.hand(0, "krump")
	b := s.hand(0, "bumpsy")
	tr, v := s.take(0, "troll"), s.take(0, "valdr")
	s.g.put(tr, ZoneDiscard)
	s.g.put(v, ZoneDiscard)
	s.hand(0, "well-of-memory")
	s.house("geistoid")
	s.wantRules(s.play("well-of-memory"), "")
	s.wantRules(s.choose("krump", "bumpsy"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantRules(s.choose("valdr"), "")
	s.wantZone(k, ZonePurged)
	s.wantZone(b, ZonePurged)
	s.wantZone(tr, ZoneHand)
	s.wantZone(v, ZoneHand)
	s.g.cards[s.g.p[0].arts[0]].flags &^= flExhausted // it entered play exhausted
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "well-of-memory"}}), "")
	s.wantInt("Alice's artifacts", len(s.g.p[0].arts), 0)
}
