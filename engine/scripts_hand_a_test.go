package engine

import "testing"

// Tests of scripts_hand_a.go: each card's ability on a board, the state
// after it checked.

func init() { addHandACards() }

// addHandACards adds the printed facts (keyteki packs) of the cards
// scripts_hand_a.go scripts to testCards.
func addHandACards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Keywords: kws}
	}
	traits := func(id string, ts ...string) { testCards[id].Traits = ts }
	cr, ac, up := TypeCreature, TypeAction, TypeUpgrade
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("agent-hoo-man", "Agent Hoo-man", "mars", cr, 2, 0, 0, kw(Elusive, 0))
	traits("agent-hoo-man", "Martian", "Agent")
	add("lay-of-the-land", "Lay of the Land", "staralliance", ac, 0, 0, 1)
	add("imp-losion", "Imp-losion", "dis", ac, 0, 0, 1)
	add("hypnobeam", "Hypnobeam", "mars", ac, 0, 0, 0)
	add("information-officer-gray", "Information Officer Gray", "staralliance", cr, 4, 0, 0)
	traits("information-officer-gray", "Human")
	add("axiom-of-grisk", "Axiom of Grisk", "saurian", ac, 0, 0, 0)
	add("crewman-jörg", "Crewman Jörg", "staralliance", cr, 3, 0, 0)
	traits("crewman-jörg", "Human", "Thief")
	add("draco-praeco", "Draco Praeco", "saurian", cr, 4, 0, 0)
	traits("draco-praeco", "Dinosaur", "Politician")
	add("exile", "Exile", "saurian", ac, 0, 0, 1)
	add("ghostly-hand", "Ghostly Hand", "shadows", ac, 0, 0, 2)
	add("grommid", "Grommid", "mars", cr, 10, 0, 0)
	traits("grommid", "Beast")
	add("ant1-10ny", "ANT1-10NY", "staralliance", cr, 6, 0, 0)
	traits("ant1-10ny", "Robot")
	add("aubade-the-grim", "Aubade the Grim", "sanctum", cr, 4, 1, 0)
	traits("aubade-the-grim", "Spirit", "Knight")
	add("away-team", "Away Team", "staralliance", cr, 5, 0, 0)
	traits("away-team", "Alien", "Human", "Robot")
	add("bot-bookton", "Bot Bookton", "logos", cr, 4, 0, 0)
	traits("bot-bookton", "Mutant", "Scientist")
	add("break-key", "Break-key", "dis", ac, 0, 0, 1)
	add("burn-the-stockpile", "Burn the Stockpile", "brobnar", ac, 0, 0, 0)
	add("chota-hazri", "Chota Hazri", "untamed", cr, 3, 0, 0)
	traits("chota-hazri", "Human", "Witch")
	add("cleansing-wave", "Cleansing Wave", "sanctum", ac, 0, 0, 0)
	add("cybergiant-rig", "Cybergiant Rig", "brobnar", up, 0, 0, 1)
	add("dark-wave", "Dark Wave", "shadows", ac, 0, 0, 1)
	add("doorstep-to-heaven", "Doorstep to Heaven", "sanctum", ac, 0, 0, 1)
	add("effervescent-principle", "Effervescent Principle", "logos", ac, 0, 0, 0)
	add("envy", "Envy", "dis", cr, 3, 0, 0, kw(Elusive, 0))
	traits("envy", "Demon", "Sin")
	add("forging-an-alliance", "Forging an Alliance", "staralliance", ac, 0, 0, 1)
	add("fyre-breath", "Fyre-Breath", "brobnar", up, 0, 0, 1)
	add("galactic-census", "Galactic Census", "staralliance", ac, 0, 0, 1)
	add("gatekeeper", "Gatekeeper", "sanctum", cr, 5, 1, 0)
	traits("gatekeeper", "Knight", "Spirit")
	add("golden-aura", "Golden Aura", "sanctum", ac, 0, 0, 0)
	add("good-of-the-many", "Good of the Many", "saurian", ac, 0, 0, 0)
	add("hayden-oswin", "Hayden Oswin", "staralliance", cr, 2, 0, 0)
	traits("hayden-oswin", "Human")
	add("healing-blast", "Healing Blast", "sanctum", ac, 0, 0, 1)
	add("hold-the-line", "Hold the Line", "staralliance", ac, 0, 0, 1)
	add("key-charge", "Key Charge", "untamed", ac, 0, 0, 0)
	add("lieutenant-gorvenal", "Lieutenant Gorvenal", "sanctum", cr, 4, 1, 0)
	traits("lieutenant-gorvenal", "Knight", "Spirit")
	add("keyfrog", "Keyfrog", "untamed", cr, 2, 0, 0)
	traits("keyfrog", "Beast")
	add("deusillus", "Deusillus", "saurian", cr, 20, 0, 0)
	traits("deusillus", "Mutant")
	add("deusillus2", "Deusillus", "saurian", cr, 20, 0, 0)
	traits("deusillus2", "Mutant")
	testCards["deusillus"].GiganticOther = "deusillus2"
	testCards["deusillus2"].GiganticOther = "deusillus"
	testCards["deusillus2"].GiganticBottom = true
	add("dæmo-alien", "Dæmo-Alien", "staralliance", cr, 3, 0, 0)
	traits("dæmo-alien", "Alien", "Mutant")
	add("lyco-alien", "Lyco-Alien", "staralliance", cr, 4, 0, 0, kw(Skirmish, 0))
	traits("lyco-alien", "Alien", "Mutant")
	add("it-s-coming", "It’s Coming...", "saurian", ac, 0, 0, 1)
	add("dysania", "Dysania", "logos", cr, 4, 0, 0)
	traits("dysania", "Mutant")
	add("knoxx", "Knoxx", "untamed", cr, 3, 0, 0)
	traits("knoxx", "Beast")
	add("historian-li-darkin", "Historian Li-Darkin", "ekwidon", cr, 4, 0, 0)
	traits("historian-li-darkin", "Philosopher", "Getrookya")
	add("brain-eater", "Brain Eater", "logos", cr, 6, 0, 0)
	traits("brain-eater", "Cyborg", "Beast")
	add("brigadier-ols", "Brigadier Ols", "sanctum", cr, 5, 0, 0)
	traits("brigadier-ols", "Human", "Recruiter")
	add("dextre", "Dextre", "logos", cr, 3, 0, 0)
	traits("dextre", "Human", "Scientist")
	add("flaxia", "Flaxia", "untamed", cr, 4, 0, 0)
	traits("flaxia", "Faerie")
	add("infighting", "Infighting", "untamed", ac, 0, 0, 0)
	add("bilgewarden", "Bilgewarden", "logos", cr, 2, 0, 0)
	traits("bilgewarden", "Human", "Scientist")
	add("bloodshard-imp", "Bloodshard Imp", "dis", cr, 2, 0, 0)
	traits("bloodshard-imp", "Imp")
	add("cutthroat-research", "Cutthroat Research", "logos", ac, 0, 0, 1)
	add("chonkers", "Chonkers", "untamed", cr, 1, 0, 0, kw(Skirmish, 0))
	traits("chonkers", "Mutant")
	add("final-analysis", "Final Analysis", "logos", ac, 0, 0, 0)
	add("carlo-phantom", "Carlo Phantom", "shadows", cr, 1, 0, 0, kw(Elusive, 0), kw(Skirmish, 0))
	traits("carlo-phantom", "Elf", "Thief")
	add("gas-pipes-malone", "Gas-Pipes Malone", "shadows", cr, 3, 0, 0)
	traits("gas-pipes-malone", "Elf", "Thief")
	add("imperial-scutum", "Imperial Scutum", "saurian", up, 0, 0, 1)
	add("iron-heidy", "Iron Heidy", "ekwidon", cr, 5, 0, 0)
	traits("iron-heidy", "Human")
	add("library-card", "Library Card", "logos", TypeArtifact, 0, 0, 0)
	add("arise", "Arise!", "dis", ac, 0, 0, 0)
	add("help-from-future-self", "Help from Future Self", "logos", ac, 0, 0, 1)
	add("hypothesize", "Hypothesize", "logos", ac, 0, 0, 0)
	add("infiltrator", "Infiltrator", "geistoid", cr, 4, 0, 0, kw(Skirmish, 0), kw(Treachery, 0), kw(Versatile, 0))
	traits("infiltrator", "Specter", "Robot")
	add("bumblebird", "Bumblebird", "untamed", cr, 1, 0, 0, kw(Alpha, 0))
	traits("bumblebird", "Beast", "Insect")
	add("centurion-stenopius", "Centurion Stenopius", "saurian", cr, 3, 2, 0)
	traits("centurion-stenopius", "Dinosaur", "Soldier")
	add("invigorating-shower", "Invigorating Shower", "untamed", ac, 0, 0, 0)
	add("hukaru-icefin", "Hukaru Icefin", "unfathomable", cr, 3, 0, 0)
	traits("hukaru-icefin", "Scientist", "Aquan")
	add("charitable-herald", "Charitable Herald", "redemption", cr, 3, 0, 0)
	traits("charitable-herald", "Mutant", "Monk")
	add("custom-virus", "Custom Virus", "mars", TypeArtifact, 0, 0, 1)
	traits("custom-virus", "Weapon")
	add("frigorific-rod", "Frigorific Rod", "unfathomable", TypeArtifact, 0, 0, 1)
	traits("frigorific-rod", "Item")
	add("jackie-tar", "Jackie Tar", "shadows", cr, 2, 0, 0, kw(Elusive, 0))
	traits("jackie-tar", "Elf", "Thief")
}

// haScen is a scenario on Alice's turn 2 (turn 3 of the game) where
// Alice's deck has the houses given and Bob's the usual ones.
func haScen(t *testing.T, houses [3]House, alice, bob []string) *scen {
	t.Helper()
	s := housesScen(t, houses, bobHouses, alice, bob)
	s.end()
	s.end()
	return s
}

func (s *scen) action(id string) Outcome {
	return s.do(Action{Verb: VerbAction, Card: CardRef{ID: id}})
}

func (s *scen) wantFlag(id int16, f uint16, want bool) {
	s.t.Helper()
	if got := s.g.cards[id].has(f); got != want {
		s.t.Errorf("%s: flag %b is %v, want %v", s.g.name(id), f, got, want)
	}
}

func (s *scen) wantOnCard(id int16, want int) {
	s.t.Helper()
	if got := int(s.g.cards[id].aember); got != want {
		s.t.Errorf("%s has %d Æmber on it, want %d", s.g.name(id), got, want)
	}
}

var (
	marsH  = [3]House{"mars", "brobnar", "dis"}
	starH  = [3]House{"staralliance", "brobnar", "sanctum"}
	saurH  = [3]House{"saurian", "brobnar", "dis"}
	logosH = [3]House{"logos", "brobnar", "untamed"}
)

// Agent Hoo-man: "Reap: Choose a friendly non-Mars creature and an enemy
// non-Mars creature. Stun the chosen creatures."
func TestHandAAgentHooMan(t *testing.T) {
	s := haScen(t, marsH, []string{"agent-hoo-man", "krump", "troll", "zorg"}, []string{"urchin", "silvertooth"})
	s.installHeld(handAHeld, "agent-hoo-man")
	s.creature(0, "agent-hoo-man")
	k := s.creature(0, "krump")
	tr := s.creature(0, "troll")
	z := s.creature(0, "zorg")
	u := s.creature(1, "urchin")
	st := s.creature(1, "silvertooth")
	s.house("mars")
	s.reap("agent-hoo-man")
	if p, ok := s.g.Prompt(); !ok || len(p.Cards) != 2 {
		t.Fatalf("Prompt() = %+v %v: want Krump and Troll (not Mars Zorg)", p, ok)
	}
	s.wantRules(s.choose("troll", "silvertooth"), "")
	s.wantFlag(tr, flStunned, true)
	s.wantFlag(st, flStunned, true)
	for _, id := range []int16{k, z, u} {
		s.wantFlag(id, flStunned, false)
	}
}

// Lay of the Land: "Play: Look at the top 3 cards of your deck and put
// them back in any order. Draw a card." The card the log knew on top may
// have moved: the draw is of an unknown card.
func TestHandALayOfTheLand(t *testing.T) {
	s := haScen(t, starH, []string{"lay-of-the-land", "krump"}, nil)
	k := s.hand(0, "krump")
	s.g.moveToDeck(k, true)
	s.hand(0, "lay-of-the-land")
	before := s.g.p[0].handSize()
	s.house("staralliance")
	s.wantRules(s.play("lay-of-the-land"), "")
	if got := s.g.p[0].handSize(); got != before {
		t.Errorf("hand %d, want %d (one played, one drawn)", got, before)
	}
	if z := s.g.cards[k].zone; z == ZoneHand {
		t.Error("the draw took the card known on top: the reordering was ignored")
	}
}

// Imp-losion: "Play: Destroy a friendly creature and an enemy creature."
func TestHandAImpLosion(t *testing.T) {
	s := haScen(t, aliceHouses, []string{"imp-losion", "krump"}, []string{"troll", "urchin"})
	s.installHeld(handAHeld, "imp-losion")
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	s.hand(0, "imp-losion")
	s.house("dis")
	s.play("imp-losion")
	s.wantRules(s.choose("troll"), "") // the friendly one is Krump, by itself
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(u, ZoneBattleline)
}

// Hypnobeam: "Play: Gain control of an enemy creature."
func TestHandAHypnobeam(t *testing.T) {
	s := haScen(t, marsH, []string{"hypnobeam"}, []string{"troll", "urchin"})
	s.installHeld(handAHeld, "hypnobeam")
	tr := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.hand(0, "hypnobeam")
	s.house("mars")
	s.play("hypnobeam")
	s.wantRules(s.choose("troll"), "")
	if s.g.cards[tr].controller != 0 || len(s.g.p[0].line) != 1 || len(s.g.p[1].line) != 1 {
		t.Errorf("Troll's controller %d; lines %d and %d", s.g.cards[tr].controller, len(s.g.p[0].line), len(s.g.p[1].line))
	}
}

// Information Officer Gray: "Play/Fight/Reap: You may reveal a non-Star
// Alliance card from your hand. If you do, archive it."
func TestHandAInformationOfficerGray(t *testing.T) {
	for _, yes := range []bool{true, false} {
		s := haScen(t, starH, []string{"information-officer-gray", "krump"}, nil)
		k := s.hand(0, "krump")
		s.hand(0, "information-officer-gray")
		s.house("staralliance")
		s.play("information-officer-gray")
		if p, ok := s.g.Prompt(); !ok || !hasRef(p.Cards, "krump") || len(p.Words) != 1 {
			t.Fatalf("Prompt() = %+v %v: want the cards of the hand, and no", p, ok)
		}
		if yes {
			s.wantRules(s.choose("krump"), "")
			s.wantZone(k, ZoneArchives)
		} else {
			s.wantRules(s.chooseWords("no"), "")
			s.wantZone(k, ZoneHand)
		}
	}
}

// Axiom of Grisk: "Play: Ward a creature. Destroy each creature with no A
// on it. Gain 2 chains."
func TestHandAAxiomOfGrisk(t *testing.T) {
	s := haScen(t, saurH, []string{"axiom-of-grisk", "krump", "troll"}, []string{"urchin", "silvertooth"})
	s.installHeld(handAHeld, "axiom-of-grisk")
	k := s.creature(0, "krump")
	s.g.cards[k].aember = 1
	tr := s.creature(0, "troll")
	u := s.creature(1, "urchin")
	st := s.creature(1, "silvertooth")
	s.hand(0, "axiom-of-grisk")
	s.house("saurian")
	s.play("axiom-of-grisk")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(k, ZoneBattleline) // Æmber on it
	s.wantZone(tr, ZoneBattleline)
	s.wantFlag(tr, flWarded, false) // the ward was spent
	s.wantZone(u, ZoneDiscard)
	s.wantZone(st, ZoneDiscard)
	if s.g.p[0].chains != 2 {
		t.Errorf("chains %d, want 2", s.g.p[0].chains)
	}
}

// Crewman Jörg: "Action: If Crewman Jörg has no Star Alliance neighbors,
// steal 1A."
func TestHandACrewmanJorg(t *testing.T) {
	for _, c := range []struct {
		line []string // Alice's battleline, left to right
		want int
	}{
		{[]string{"krump", "crewman-jörg"}, 1},
		{[]string{"information-officer-gray", "crewman-jörg"}, 0},
		{[]string{"information-officer-gray", "krump", "crewman-jörg"}, 1}, // not a neighbor
	} {
		s := haScen(t, starH, c.line, nil)
		for _, id := range c.line {
			s.creature(0, id)
		}
		s.g.p[1].aember = 3
		s.house("staralliance")
		s.wantRules(s.action("crewman-jörg"), "")
		s.wantAember(0, c.want)
		s.wantAember(1, 3-c.want)
	}
}

// Draco Praeco: "After Reap: You may exalt Draco Praeco. If you do,
// choose a house. Enrage each creature of that house."
func TestHandADracoPraeco(t *testing.T) {
	s := haScen(t, saurH, []string{"draco-praeco", "krump"}, []string{"troll", "urchin"})
	d := s.creature(0, "draco-praeco")
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	s.house("saurian")
	s.reap("draco-praeco")
	s.wantRules(s.chooseWords("yes", "brobnar"), "")
	s.wantOnCard(d, 1)
	s.wantFlag(k, flEnraged, true)
	s.wantFlag(tr, flEnraged, true)
	s.wantFlag(u, flEnraged, false)
	s.wantFlag(d, flEnraged, false)

	s = haScen(t, saurH, []string{"draco-praeco", "krump"}, nil)
	d = s.creature(0, "draco-praeco")
	k = s.creature(0, "krump")
	s.house("saurian")
	s.reap("draco-praeco")
	s.wantRules(s.chooseWords("no"), "")
	if _, ok := s.g.Waiting(); ok {
		t.Error("declined the exalt, and still asked for a house")
	}
	s.wantOnCard(d, 0)
	s.wantFlag(k, flEnraged, false)
}

// Exile: "Play: Give control of a friendly creature to your opponent."
func TestHandAExile(t *testing.T) {
	s := haScen(t, saurH, []string{"exile", "krump", "troll"}, nil)
	s.creature(0, "krump")
	tr := s.creature(0, "troll")
	s.hand(0, "exile")
	s.house("saurian")
	s.play("exile")
	s.wantRules(s.choose("troll"), "")
	if s.g.cards[tr].controller != 1 || len(s.g.p[1].line) != 1 {
		t.Errorf("Troll's controller %d, Bob's line %d", s.g.cards[tr].controller, len(s.g.p[1].line))
	}
}

// Ghostly Hand: "Play: If your opponent has exactly 1A, steal it."
func TestHandAGhostlyHand(t *testing.T) {
	for _, c := range []struct{ bob, alice, bobAfter int }{{1, 3, 0}, {2, 2, 2}, {0, 2, 0}} {
		s := haScen(t, bobHouses, []string{"ghostly-hand"}, nil)
		s.hand(0, "ghostly-hand")
		s.g.p[1].aember = c.bob
		s.house("shadows")
		s.wantRules(s.play("ghostly-hand"), "")
		s.wantAember(0, c.alice) // 2 of the bonus icons
		s.wantAember(1, c.bobAfter)
	}
}

// Grommid: "While Grommid is in play, you cannot play creatures. After an
// enemy creature is destroyed fighting Grommid, your opponent loses 1A."
func TestHandAGrommid(t *testing.T) {
	s := haScen(t, marsH, []string{"grommid", "zorg"}, []string{"troll"})
	s.creature(0, "grommid")
	tr := s.creature(1, "troll")
	s.hand(0, "zorg")
	s.g.p[1].aember = 3
	s.house("mars")
	s.wantRules(s.play("zorg"), "restricted")
	s.wantRules(s.fight("grommid", "troll"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantAember(1, 2)
}

// ANT1-10NY: "At the end of your turn, move 1A from ANT1-10NY to your
// opponent's pool. Play: Capture all of your opponent's A."
func TestHandAANT110NY(t *testing.T) {
	s := haScen(t, starH, []string{"ant1-10ny"}, nil)
	s.hand(0, "ant1-10ny")
	s.g.p[1].aember = 5
	s.house("staralliance")
	s.wantRules(s.play("ant1-10ny"), "")
	a := s.g.p[0].line[0]
	s.wantOnCard(a, 5)
	s.wantAember(1, 0)
	s.end()
	s.wantOnCard(a, 4)
	s.wantAember(1, 1)
}

// Aubade the Grim: "Play: Capture 3A. Reap: Discard 1A from Aubade the Grim."
func TestHandAAubadeTheGrim(t *testing.T) {
	s := haScen(t, aliceHouses, []string{"aubade-the-grim"}, nil)
	s.hand(0, "aubade-the-grim")
	s.g.p[1].aember = 5
	s.house("sanctum")
	s.wantRules(s.play("aubade-the-grim"), "")
	s.wantOnCard(s.g.p[0].line[0], 3)
	s.wantAember(1, 2)
	s = haScen(t, aliceHouses, []string{"aubade-the-grim"}, nil)
	a := s.creature(0, "aubade-the-grim")
	s.g.cards[a].aember = 2
	s.g.p[1].aember = 2
	s.house("sanctum")
	s.wantRules(s.reap("aubade-the-grim"), "")
	s.wantOnCard(a, 1)
	s.wantAember(0, 1) // the reap's; the discarded Æmber goes to no one
	s.wantAember(1, 2)
}

// Away Team: "Destroyed: Put each upgrade on Away Team into its owner's
// archives."
func TestHandAAwayTeam(t *testing.T) {
	s := haScen(t, starH, []string{"away-team", "protect-the-weak"}, []string{"protect-the-weak"})
	at := s.creature(0, "away-team")
	pw := s.hand(0, "protect-the-weak")
	s.house("sanctum")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "protect-the-weak"}, Target: CardRef{ID: "away-team"}}), "")
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "away-team"}}), "")
	s.wantZone(at, ZoneDiscard)
	s.wantZone(pw, ZoneArchives)
}

// Bot Bookton: "After Reap: Play the top card of your deck."
func TestHandABotBookton(t *testing.T) {
	s := haScen(t, logosH, []string{"bot-bookton", "krump"}, nil)
	s.creature(0, "bot-bookton")
	s.house("logos")
	s.reap("bot-bookton")
	if w, ok := s.g.Waiting(); !ok || w != "ability" {
		t.Fatalf("Waiting() = %q %v: the log names the top card", w, ok)
	}
	if p, _ := s.g.Prompt(); !hasRef(p.Cards, "krump") || hasRef(p.Cards, "bot-bookton") {
		t.Errorf("Prompt() = %+v: want the cards the deck may hold", p)
	}
	s.wantRules(s.choose("krump"), "")
	if id := s.g.findInPlay(CardRef{ID: "krump"}, 0); id < 0 {
		t.Error("Krump was not played")
	}
}

// Break-key: "Play: If your opponent has more forged keys than you,
// unforge an opponent's key. If you unforge an opponent's key this way,
// your opponent gains 6A."
func TestHandABreakKey(t *testing.T) {
	for _, c := range []struct {
		mine, theirs, keysAfter, aemberAfter int
	}{{0, 2, 1, 6}, {1, 1, 1, 0}} {
		s := haScen(t, aliceHouses, []string{"break-key"}, nil)
		s.hand(0, "break-key")
		for i := range c.mine {
			s.g.p[0].keys[i] = true
		}
		for i := range c.theirs {
			s.g.p[1].keys[i] = true
		}
		s.house("dis")
		s.wantRules(s.play("break-key"), "")
		if s.g.p[1].keyCount() != c.keysAfter || s.aember(1) != c.aemberAfter {
			t.Errorf("%d v %d keys: Bob has %d keys and %d Æmber, want %d and %d", c.mine, c.theirs, s.g.p[1].keyCount(), s.aember(1), c.keysAfter, c.aemberAfter)
		}
	}
}

// Burn the Stockpile: "Play: If your opponent has 7A or more, they lose 4A."
func TestHandABurnTheStockpile(t *testing.T) {
	for bob, want := range map[int]int{7: 3, 6: 6, 10: 6} {
		s := haScen(t, aliceHouses, []string{"burn-the-stockpile"}, nil)
		s.hand(0, "burn-the-stockpile")
		s.g.p[1].aember = bob
		s.house("brobnar")
		s.wantRules(s.play("burn-the-stockpile"), "")
		s.wantAember(1, want)
	}
}

// Chota Hazri and Key Charge: "Play: Lose 1A. If you do, you may forge a
// key at current cost."
func TestHandALoseOneMayForge(t *testing.T) {
	for _, c := range []struct {
		card       string
		aember     int
		answer     string
		keys, left int
	}{
		{"chota-hazri", 7, "yes", 1, 0},
		{"chota-hazri", 7, "no", 0, 6},
		{"key-charge", 8, "yes", 1, 1},
		{"key-charge", 0, "", 0, 0}, // nothing to lose: no forge, no question
		// Too little Æmber left to forge: the "may" could do nothing and
		// resolves as no by itself; a "choose no" anyway confirms it.
		{"chota-hazri", 4, "", 0, 3},
		{"chota-hazri", 4, "no", 0, 3},
	} {
		s := haScen(t, logosH, []string{c.card}, nil)
		s.hand(0, c.card)
		s.house("untamed")
		s.g.p[0].aember = c.aember // after step 1, which would forge
		s.play(c.card)
		if c.answer != "" {
			s.wantRules(s.chooseWords(c.answer), "")
		}
		if _, ok := s.g.Waiting(); ok {
			t.Errorf("%s: still waiting", c.card)
		}
		if s.g.p[0].keyCount() != c.keys || s.aember(0) != c.left {
			t.Errorf("%s %d %q: keys %d, Æmber %d; want %d and %d", c.card, c.aember, c.answer, s.g.p[0].keyCount(), s.aember(0), c.keys, c.left)
		}
	}
}

// Cleansing Wave: "Play: Heal 1 damage from each creature. Gain 1A for
// each creature healed this way."
func TestHandACleansingWave(t *testing.T) {
	s := haScen(t, aliceHouses, []string{"cleansing-wave", "krump", "troll"}, []string{"silvertooth", "urchin"})
	k := s.creature(0, "krump")
	s.g.cards[k].damage = 2
	tr := s.creature(0, "troll")
	st := s.creature(1, "silvertooth")
	s.g.cards[st].damage = 1
	s.creature(1, "urchin")
	s.hand(0, "cleansing-wave")
	s.house("sanctum")
	s.wantRules(s.play("cleansing-wave"), "")
	s.wantDamage(k, 1)
	s.wantDamage(tr, 0)
	s.wantDamage(st, 0)
	s.wantAember(0, 2)
}

// Cybergiant Rig: "This creature gains, “At the end of your turn, this
// creature loses a +1 power counter.” Play: Fully heal this creature and
// give it a +1 power counter for each damage healed."
func TestHandACybergiantRig(t *testing.T) {
	s := haScen(t, aliceHouses, []string{"cybergiant-rig", "troll"}, nil)
	tr := s.creature(0, "troll")
	s.g.cards[tr].damage = 3
	s.hand(0, "cybergiant-rig")
	s.house("brobnar")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "cybergiant-rig"}, Target: CardRef{ID: "troll"}}), "")
	s.wantDamage(tr, 0)
	if s.g.power(tr) != 11 {
		t.Errorf("Troll's power %d, want 11", s.g.power(tr))
	}
	s.end()
	if s.g.cards[tr].counters != 2 {
		t.Errorf("after Alice's turn: %d counters, want 2", s.g.cards[tr].counters)
	}
	s.house("shadows")
	s.end() // Bob's turn end: not "your turn" for Alice's Troll
	if s.g.cards[tr].counters != 2 {
		t.Errorf("after Bob's turn: %d counters, want 2", s.g.cards[tr].counters)
	}
}

// Dark Wave: "Play: Deal 2D to each non-Mutant creature."
func TestHandADarkWave(t *testing.T) {
	s := haScen(t, bobHouses, []string{"dark-wave", "zorg", "krump"}, []string{"troll"})
	z := s.creature(0, "zorg")
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.hand(0, "dark-wave")
	s.house("shadows")
	s.wantRules(s.play("dark-wave"), "")
	s.wantDamage(z, 0) // a Mutant
	s.wantDamage(k, 2)
	s.wantDamage(tr, 2)
}

// Doorstep to Heaven: "Play: Each player with 6A or more loses all but 5 of it."
func TestHandADoorstepToHeaven(t *testing.T) {
	s := haScen(t, aliceHouses, []string{"doorstep-to-heaven"}, nil)
	s.hand(0, "doorstep-to-heaven")
	s.g.p[0].aember = 4 // 5 with the bonus icon: kept
	s.g.p[1].aember = 9
	s.house("sanctum")
	s.wantRules(s.play("doorstep-to-heaven"), "")
	s.wantAember(0, 5)
	s.wantAember(1, 5)
}

// Effervescent Principle: "Play: Each player loses half their A (rounding
// down the loss). Gain 1 chain."
func TestHandAEffervescentPrinciple(t *testing.T) {
	s := haScen(t, logosH, []string{"effervescent-principle"}, nil)
	s.hand(0, "effervescent-principle")
	s.g.p[0].aember = 5
	s.g.p[1].aember = 7
	s.house("logos")
	s.wantRules(s.play("effervescent-principle"), "")
	s.wantAember(0, 3)
	s.wantAember(1, 4)
	if s.g.p[0].chains != 1 {
		t.Errorf("chains %d, want 1", s.g.p[0].chains)
	}
}

// Envy: "After Reap: If there are 2 or more friendly Sin creatures,
// capture all of your opponent's A."
func TestHandAEnvy(t *testing.T) {
	for _, sins := range []int{1, 2} {
		s := haScen(t, aliceHouses, []string{"envy", "desire"}, nil)
		e := s.creature(0, "envy")
		if sins == 2 {
			s.creature(0, "desire")
		}
		s.g.p[1].aember = 4
		s.house("dis")
		s.wantRules(s.reap("envy"), "")
		want := map[int]int{1: 0, 2: 4}[sins]
		s.wantOnCard(e, want)
		s.wantAember(1, 4-want)
	}
}

// Forging an Alliance: "Play: Forge a key at +7A current cost, reduced by
// 1A (to a maximum of 6) for each house represented among cards in play."
func TestHandAForgingAnAlliance(t *testing.T) {
	for _, c := range []struct {
		aember, keys, left int
	}{{10, 1, 0}, {9, 0, 10}} {
		s := haScen(t, starH, []string{"forging-an-alliance", "krump", "gauntlet-of-command"}, []string{"urchin"})
		s.creature(0, "krump")               // Brobnar
		s.artifact(0, "gauntlet-of-command") // Brobnar again
		s.creature(1, "urchin")              // Shadows: 2 houses, a key at 6 + 7 − 2 = 11
		s.hand(0, "forging-an-alliance")
		s.house("staralliance")
		s.g.p[0].aember = c.aember // after step 1, which would forge
		s.wantRules(s.play("forging-an-alliance"), "")
		if s.g.p[0].keyCount() != c.keys || s.aember(0) != c.left {
			t.Errorf("%d Æmber: keys %d, Æmber %d; want %d and %d", c.aember, s.g.p[0].keyCount(), s.aember(0), c.keys, c.left)
		}
	}
}

// Fyre-Breath: "This creature gets +3 power and gains, “Before Fight: Deal
// 2D to each neighbor of the creature this creature fights.”"
func TestHandAFyreBreath(t *testing.T) {
	s := haScen(t, aliceHouses, []string{"fyre-breath", "krump"}, []string{"troll", "silvertooth", "urchin"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	st := s.creature(1, "silvertooth")
	u := s.creature(1, "urchin")
	s.hand(0, "fyre-breath")
	s.house("brobnar")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "fyre-breath"}, Target: CardRef{ID: "krump"}}), "")
	if s.g.power(k) != 9 {
		t.Errorf("Krump's power %d, want 9", s.g.power(k))
	}
	s.wantRules(s.fight("krump", "silvertooth"), "")
	s.wantDamage(tr, 2)
	s.wantZone(u, ZoneDiscard)
	s.wantZone(st, ZoneDiscard)
	s.wantDamage(k, 2)
}

// Galactic Census: "Play: If there are exactly 3 or exactly 4 houses
// represented among creatures in play, gain 1A. If there are exactly 5,
// gain 2A. If there are 6 or more, gain 3A."
func TestHandAGalacticCensus(t *testing.T) {
	for _, c := range []struct {
		alice, bob []string
		gain       int
	}{
		{[]string{"krump", "krump"}, []string{"urchin"}, 0},
		{[]string{"krump", "tocsin"}, []string{"urchin"}, 1},
		{[]string{"krump", "tocsin", "raiding-knight"}, []string{"urchin", "titan-mechanic"}, 2},
		{[]string{"krump", "tocsin", "raiding-knight", "zorg"}, []string{"urchin", "titan-mechanic"}, 3},
	} {
		s := haScen(t, starH, append([]string{"galactic-census"}, c.alice...), c.bob)
		for _, id := range c.alice {
			s.creature(0, id)
		}
		for _, id := range c.bob {
			s.creature(1, id)
		}
		s.hand(0, "galactic-census")
		s.house("staralliance")
		s.wantRules(s.play("galactic-census"), "")
		s.wantAember(0, 1+c.gain)
	}
}

// Gatekeeper: "Play: If your opponent has 7A or more, capture all but 5 of it."
func TestHandAGatekeeper(t *testing.T) {
	for bob, onIt := range map[int]int{9: 4, 7: 2, 6: 0} {
		s := haScen(t, aliceHouses, []string{"gatekeeper"}, nil)
		s.hand(0, "gatekeeper")
		s.g.p[1].aember = bob
		s.house("sanctum")
		s.wantRules(s.play("gatekeeper"), "")
		s.wantOnCard(s.g.p[0].line[0], onIt)
		s.wantAember(1, bob-onIt)
	}
}

// Golden Aura: "Play: Choose a creature. Fully heal the chosen creature.
// For the remainder of the turn, the chosen creature is considered to be
// in house Sanctum and cannot be dealt damage."
func TestHandAGoldenAura(t *testing.T) {
	s := haScen(t, aliceHouses, []string{"golden-aura", "troll", "krump"}, nil)
	tr := s.creature(0, "troll")
	s.g.cards[tr].damage = 5
	s.creature(0, "krump")
	s.hand(0, "golden-aura")
	s.house("sanctum")
	s.play("golden-aura")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 0)
	if s.g.houseOf(tr) != "sanctum" {
		t.Errorf("Troll is %s, want sanctum", s.g.houseOf(tr))
	}
	s.wantRules(s.reap("troll"), "") // a Sanctum creature this turn
	s.g.damage(tr, 3, false)
	s.wantDamage(tr, 0)
	s.end()
	if s.g.houseOf(tr) != "brobnar" {
		t.Errorf("after the turn Troll is %s", s.g.houseOf(tr))
	}
}

// Good of the Many: "Play: Destroy each creature that does not share a
// trait with another creature in its controller's battleline."
func TestHandAGoodOfTheMany(t *testing.T) {
	s := haScen(t, saurH, []string{"good-of-the-many", "envy", "desire", "zorg"}, []string{"zorg", "bot-bookton"})
	e := s.creature(0, "envy")
	d := s.creature(0, "desire")
	z := s.creature(0, "zorg")
	bz := s.creature(1, "zorg")
	bb := s.creature(1, "bot-bookton")
	s.hand(0, "good-of-the-many")
	s.house("saurian")
	s.wantRules(s.play("good-of-the-many"), "")
	s.wantZone(e, ZoneBattleline) // Demon, Sin
	s.wantZone(d, ZoneBattleline)
	s.wantZone(z, ZoneDiscard) // a Mutant among Demons
	s.wantZone(bz, ZoneBattleline)
	s.wantZone(bb, ZoneBattleline) // both Mutants, on Bob's side
}

// Hayden Oswin: "After Reap: Gain 1A for each upgrade on Hayden Oswin."
func TestHandAHaydenOswin(t *testing.T) {
	s := haScen(t, starH, []string{"hayden-oswin", "protect-the-weak", "protect-the-weak", "krump"}, nil)
	s.creature(0, "hayden-oswin")
	s.creature(0, "krump")
	s.hand(0, "protect-the-weak")
	s.hand(0, "protect-the-weak")
	s.house("sanctum")
	for _, on := range []string{"hayden-oswin", "krump"} {
		s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "protect-the-weak"}, Target: CardRef{ID: on}}), "")
	}
	s.end()
	s.end()
	s.g.p[0].aember = 0
	s.house("staralliance")
	s.wantRules(s.reap("hayden-oswin"), "")
	s.wantAember(0, 1+1) // the reap and the one upgrade on it
}

// Healing Blast: "Play: Fully heal a creature. If you healed 4 or more
// damage this way, gain 2A."
func TestHandAHealingBlast(t *testing.T) {
	for dmg, want := range map[int]int{5: 1 + 2, 4: 1 + 2, 3: 1} {
		s := haScen(t, aliceHouses, []string{"healing-blast", "troll"}, nil)
		tr := s.creature(0, "troll")
		s.g.cards[tr].damage = int16(dmg)
		s.hand(0, "healing-blast")
		s.house("sanctum")
		s.wantRules(s.play("healing-blast"), "")
		s.wantDamage(tr, 0)
		s.wantAember(0, want)
	}
}

// Hold the Line: "Play: If there are more enemy creatures than friendly
// creatures, draw cards equal to the difference."
func TestHandAHoldTheLine(t *testing.T) {
	for mine, draws := range map[int]int{1: 2, 3: 0, 4: 0} {
		s := haScen(t, starH, []string{"hold-the-line", "krump", "krump", "krump", "krump"}, []string{"urchin", "silvertooth", "troll"})
		for range mine {
			s.creature(0, "krump")
		}
		for _, id := range []string{"urchin", "silvertooth", "troll"} {
			s.creature(1, id)
		}
		s.hand(0, "hold-the-line")
		before := s.g.p[0].handSize()
		s.house("staralliance")
		s.wantRules(s.play("hold-the-line"), "")
		if got := s.g.p[0].handSize(); got != before-1+draws {
			t.Errorf("%d friendly v 3 enemy: hand %d, want %d", mine, got, before-1+draws)
		}
	}
}

// Lieutenant Gorvenal: "After you fight with a creature, Lieutenant
// Gorvenal captures 1A."
func TestHandALieutenantGorvenal(t *testing.T) {
	s := haScen(t, aliceHouses, []string{"lieutenant-gorvenal", "troll"}, []string{"silvertooth"})
	lg := s.creature(0, "lieutenant-gorvenal")
	tr := s.creature(0, "troll")
	s.creature(1, "silvertooth")
	s.g.p[1].aember = 3
	s.house("brobnar")
	s.wantRules(s.reap("troll"), "") // a reap: nothing
	s.wantOnCard(lg, 0)
	s.g.cards[tr].flags &^= flExhausted
	s.wantRules(s.fight("troll", "silvertooth"), "")
	s.wantOnCard(lg, 1)
	s.wantAember(1, 2)
}

func hasRef(refs []CardRef, id string) bool {
	for _, r := range refs {
		if r.ID == id {
			return true
		}
	}
	return false
}

// discardPile puts known copies of ids into player pl's discard pile.
func (s *scen) discardPile(pl int8, ids ...string) []int16 {
	var out []int16
	for _, id := range ids {
		c := s.take(pl, id)
		s.g.put(c, ZoneDiscard)
		out = append(out, c)
	}
	return out
}

// Keyfrog (held): "Destroyed: Forge a key at current cost."
func TestHandAKeyfrog(t *testing.T) {
	s := haScen(t, logosH, []string{"keyfrog"}, nil)
	s.installHeld(handAHeld, "keyfrog")
	s.creature(0, "keyfrog")
	s.house("untamed")
	s.g.p[0].aember = 7
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "keyfrog"}}), "")
	if s.g.p[0].keyCount() != 1 || s.aember(0) != 1 {
		t.Errorf("keys %d, Æmber %d; want 1 and 1", s.g.p[0].keyCount(), s.aember(0))
	}
}

// Deusillus: "Play: Capture all of your opponent's A. Deal 5D to an enemy
// creature. After Fight/After Reap: Move 1A from Deusillus to the common
// supply. Deal 2D to each enemy creature."
func TestHandADeusillus(t *testing.T) {
	s := haScen(t, saurH, []string{"deusillus", "deusillus2"}, []string{"troll", "urchin"})
	top := s.hand(0, "deusillus")
	s.hand(0, "deusillus2")
	tr := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.g.p[1].aember = 4
	s.house("saurian")
	s.play("deusillus2") // either half plays the creature
	s.wantRules(s.choose("troll"), "")
	if _, ok := s.g.Waiting(); ok {
		t.Fatal("still waiting: the bottom half's script resolved too")
	}
	if !FullyScripted("deusillus") || !FullyScripted("deusillus2") {
		t.Error("both halves are scripted")
	}
	s.wantOnCard(top, 4)
	s.wantAember(1, 0)
	s.wantDamage(tr, 5)

	s = haScen(t, saurH, []string{"deusillus"}, []string{"troll", "urchin"})
	d := s.creature(0, "deusillus")
	s.g.cards[d].aember = 2
	tr = s.creature(1, "troll")
	u := s.creature(1, "urchin")
	s.house("saurian")
	s.wantRules(s.reap("deusillus"), "")
	s.wantOnCard(d, 1)
	s.wantAember(0, 1) // the reap's only: the moved Æmber goes to the supply
	s.wantAember(1, 0)
	s.wantDamage(tr, 2)
	s.wantZone(u, ZoneDiscard)
}

// Dæmo-Alien and Lyco-Alien: "After Fight: Look at the top 3 cards of your
// deck. Put 1 into your hand and 1 on the bottom of your deck." Dæmo-Alien:
// "Destroyed: Steal 1A."
func TestHandALookThreeKeepOne(t *testing.T) {
	for _, id := range []string{"dæmo-alien", "lyco-alien"} {
		s := haScen(t, starH, []string{id}, []string{"silvertooth", "troll"})
		s.creature(0, id)
		s.creature(1, "silvertooth")
		s.creature(1, "troll")
		hand, deck := s.g.p[0].handSize(), s.g.p[0].deckSize()
		s.house("staralliance")
		s.wantRules(s.fight(id, "silvertooth"), "")
		if s.g.p[0].handSize() != hand+1 || s.g.p[0].deckSize() != deck-1 {
			t.Errorf("%s: hand %d→%d, deck %d→%d; want one card from the deck to the hand", id, hand, s.g.p[0].handSize(), deck, s.g.p[0].deckSize())
		}
		if id == "dæmo-alien" {
			s.g.p[1].aember = 2
			s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: id}}), "")
			s.wantAember(0, 1)
			s.wantAember(1, 1)
		}
	}
}

// It's Coming...: "Play: Search your deck and discard pile for either half
// of a gigantic creature, reveal it, and put it into your hand. Shuffle
// your deck."
func TestHandAItsComing(t *testing.T) {
	s := haScen(t, saurH, []string{"it-s-coming", "deusillus", "deusillus2", "krump"}, nil)
	k := s.hand(0, "krump")
	s.g.moveToDeck(k, true)
	s.hand(0, "it-s-coming")
	s.house("saurian")
	s.play("it-s-coming")
	s.wantRules(s.choose("deusillus2"), "")
	if id := s.g.findAnywhere(CardRef{ID: "deusillus2"}, 0); id < 0 || s.g.cards[id].zone != ZoneHand {
		t.Error("Deusillus (bottom half) is not in hand")
	}
	if len(s.g.p[0].deckTop) != 0 {
		t.Error("the deck was shuffled, yet its top is still known")
	}
}

// Dysania (held): "Play: Your opponent discards each card from their
// archives. You gain 1A for each card discarded this way."
func TestHandADysania(t *testing.T) {
	s := haScen(t, logosH, []string{"dysania"}, []string{"urchin", "troll"})
	s.installHeld(handAHeld, "dysania")
	for _, id := range []string{"urchin", "troll"} {
		s.g.put(s.take(1, id), ZoneArchives)
	}
	s.hand(0, "dysania")
	s.house("logos")
	s.wantRules(s.play("dysania"), "")
	s.wantAember(0, 2)
	if s.g.p[1].archiveSize() != 0 || len(s.g.p[1].discard) != 2 {
		t.Errorf("Bob: archives %d, discard %d", s.g.p[1].archiveSize(), len(s.g.p[1].discard))
	}
}

// Knoxx (held): "Knoxx gets +3 power for each neighbor it has."
func TestHandAKnoxx(t *testing.T) {
	s := haScen(t, logosH, []string{"knoxx", "krump", "troll"}, nil)
	s.installHeld(handAHeld, "knoxx")
	k := s.creature(0, "knoxx")
	if s.g.power(k) != 3 {
		t.Errorf("alone: power %d, want 3", s.g.power(k))
	}
	s.creature(0, "krump")
	if s.g.power(k) != 6 {
		t.Errorf("one neighbor: power %d, want 6", s.g.power(k))
	}
	tr := s.creature(0, "troll") // on the far side of Krump: no neighbor
	s.g.p[0].line = []int16{s.g.p[0].line[1], k, tr}
	if s.g.power(k) != 9 {
		t.Errorf("two neighbors: power %d, want 9", s.g.power(k))
	}
}

// Historian Li-Darkin: "After Reap: Each player returns the top card of
// their discard pile to their hand."
func TestHandAHistorianLiDarkin(t *testing.T) {
	s := haScen(t, [3]House{"ekwidon", "brobnar", "dis"}, []string{"historian-li-darkin", "krump", "anger"}, []string{"urchin", "lights-out"})
	s.creature(0, "historian-li-darkin")
	a := s.discardPile(0, "krump", "anger")
	b := s.discardPile(1, "urchin", "lights-out")
	s.house("ekwidon")
	s.wantRules(s.reap("historian-li-darkin"), "")
	s.wantZone(a[1], ZoneHand) // the top cards
	s.wantZone(b[1], ZoneHand)
	s.wantZone(a[0], ZoneDiscard)
	s.wantZone(b[0], ZoneDiscard)
}

// Brain Eater: "After a creature is destroyed fighting Brain Eater, draw a card."
func TestHandABrainEater(t *testing.T) {
	s := haScen(t, logosH, []string{"brain-eater"}, []string{"silvertooth", "troll"})
	s.creature(0, "brain-eater")
	st := s.creature(1, "silvertooth")
	s.creature(1, "troll")
	hand := s.g.p[0].handSize()
	s.house("logos")
	s.wantRules(s.fight("brain-eater", "silvertooth"), "")
	s.wantZone(st, ZoneDiscard)
	if s.g.p[0].handSize() != hand+1 {
		t.Errorf("hand %d, want %d", s.g.p[0].handSize(), hand+1)
	}
}

// Brigadier Ols: "Brigadier Ols gets +2 armor for each of its Sanctum neighbors."
func TestHandABrigadierOls(t *testing.T) {
	s := haScen(t, aliceHouses, []string{"brigadier-ols", "raiding-knight", "staunch-knight", "krump"}, nil)
	s.creature(0, "raiding-knight")
	o := s.creature(0, "brigadier-ols")
	if s.g.armor(o) != 2 {
		t.Errorf("one Sanctum neighbor: armor %d, want 2", s.g.armor(o))
	}
	s.creature(0, "staunch-knight")
	if s.g.armor(o) != 4 {
		t.Errorf("two Sanctum neighbors: armor %d, want 4", s.g.armor(o))
	}
	s.g.p[0].line[2] = s.creature(0, "krump")
	s.g.p[0].line = s.g.p[0].line[:3]
	if s.g.armor(o) != 2 {
		t.Errorf("a Brobnar neighbor: armor %d, want 2", s.g.armor(o))
	}
}

// Dextre (held): "Play: Capture 1A. Destroyed: Put Dextre on top of your deck."
func TestHandADextre(t *testing.T) {
	s := haScen(t, logosH, []string{"dextre"}, nil)
	s.installHeld(handAHeld, "dextre")
	d := s.hand(0, "dextre")
	s.g.p[1].aember = 2
	s.house("logos")
	s.wantRules(s.play("dextre"), "")
	s.wantOnCard(d, 1)
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "dextre"}}), "")
	s.wantZone(d, ZoneDeck)
	if top := s.g.p[0].deckTop; len(top) == 0 || top[len(top)-1] != d {
		t.Error("Dextre is not on top of the deck")
	}
	s.wantAember(1, 2) // its captured Æmber went back
}

// Flaxia: "Play: Gain 2A if you control more creatures than your opponent."
func TestHandAFlaxia(t *testing.T) {
	for bob, want := range map[int]int{1: 2, 2: 0} {
		s := haScen(t, logosH, []string{"flaxia", "krump"}, []string{"urchin", "silvertooth"})
		s.creature(0, "krump")
		for _, id := range []string{"urchin", "silvertooth"}[:bob] {
			s.creature(1, id)
		}
		s.hand(0, "flaxia")
		s.house("untamed")
		s.wantRules(s.play("flaxia"), "")
		s.wantAember(0, want)
	}
}

// Infighting: "Play: Each creature deals damage equal to its power to its
// right neighbor." All at once: a creature destroyed by its left neighbor
// still deals its damage.
func TestHandAInfighting(t *testing.T) {
	s := haScen(t, logosH, []string{"infighting", "krump", "troll"}, []string{"silvertooth", "urchin", "bad-penny"})
	k := s.creature(0, "krump")
	tr := s.creature(0, "troll")
	st := s.creature(1, "silvertooth")
	u := s.creature(1, "urchin")
	bp := s.creature(1, "bad-penny")
	s.hand(0, "infighting")
	s.installHeld(handAHeld, "infighting")
	s.house("untamed")
	s.wantRules(s.play("infighting"), "")
	s.wantDamage(k, 0)
	s.wantDamage(tr, 6)
	s.wantDamage(st, 0)
	s.wantZone(u, ZoneDiscard)
	s.wantZone(bp, ZoneHand) // Bad Penny: destroyed, back to hand
}

// Bilgewarden: "Play/Reap: If the tide is high, your opponent raises the
// tide. Otherwise, you raise the tide."
func TestHandABilgewarden(t *testing.T) {
	s := haScen(t, logosH, []string{"bilgewarden", "bilgewarden"}, nil)
	s.hand(0, "bilgewarden")
	s.house("logos")
	s.wantRules(s.play("bilgewarden"), "")
	if !s.g.p[0].tide || s.g.p[1].tide {
		t.Errorf("after the play: tides %v %v, want Alice's high", s.g.p[0].tide, s.g.p[1].tide)
	}
	s.creature(0, "bilgewarden")
	s.wantRules(s.do(Action{Verb: VerbReap, Card: CardRef{ID: "bilgewarden", Copy: 2}}), "")
	if s.g.p[0].tide || !s.g.p[1].tide {
		t.Errorf("after the reap: tides %v %v, want Bob's high", s.g.p[0].tide, s.g.p[1].tide)
	}
	if s.g.p[0].chains != 0 {
		t.Errorf("chains %d: raising by an ability costs none", s.g.p[0].chains)
	}
}

// Bilgewarden's raise is a raise: after the opponent's Trial by Water
// ("until the start of your next turn, players cannot raise the tide"),
// its play leaves the tide neutral (game-05 of the shared TCO logs: the
// key cost TCO reports next turn is the printed 6).
func TestHandABilgewardenAfterTrialByWater(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"trial-by-water"}, []string{"bilgewarden"})
	s.g.p[0].tide = true
	s.hand(0, "trial-by-water")
	s.house("sanctum")
	s.wantRules(s.play("trial-by-water"), "")
	s.end()
	s.hand(1, "bilgewarden")
	s.house("logos")
	s.wantRules(s.play("bilgewarden"), "")
	if s.g.p[0].tide || s.g.p[1].tide {
		t.Errorf("tides %v %v after Bilgewarden under Trial by Water, want neutral", s.g.p[0].tide, s.g.p[1].tide)
	}
}

// Bloodshard Imp: "After a creature reaps, destroy it."
func TestHandABloodshardImp(t *testing.T) {
	s := haScen(t, aliceHouses, []string{"bloodshard-imp", "krump"}, []string{"urchin"})
	b := s.creature(0, "bloodshard-imp")
	k := s.creature(0, "krump")
	u := s.creature(1, "urchin")
	s.house("brobnar")
	s.wantRules(s.reap("krump"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantAember(0, 1) // the reap happened
	s.end()
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "") // an enemy creature too
	s.wantZone(u, ZoneDiscard)
	s.wantZone(b, ZoneBattleline)
}

// Cutthroat Research: "Play: Steal 2A if your opponent has 8A or more."
func TestHandACutthroatResearch(t *testing.T) {
	for bob, stolen := range map[int]int{8: 2, 7: 0} {
		s := haScen(t, logosH, []string{"cutthroat-research"}, nil)
		s.hand(0, "cutthroat-research")
		s.g.p[1].aember = bob
		s.house("logos")
		s.wantRules(s.play("cutthroat-research"), "")
		s.wantAember(0, 1+stolen)
		s.wantAember(1, bob-stolen)
	}
}

// Chonkers: "After an enemy creature is destroyed fighting Chonkers,
// double the number of +1 power counters on Chonkers. Play: Give Chonkers a
// +1 power counter."
func TestHandAChonkers(t *testing.T) {
	s := haScen(t, logosH, []string{"chonkers"}, []string{"bad-penny", "troll"})
	c := s.hand(0, "chonkers")
	s.house("untamed")
	s.wantRules(s.play("chonkers"), "")
	if s.g.cards[c].counters != 1 {
		t.Fatalf("counters %d after the play, want 1", s.g.cards[c].counters)
	}
	s.g.cards[c].counters = 3
	s.g.cards[c].flags &^= flExhausted
	s.creature(1, "bad-penny")
	s.creature(1, "troll")
	s.wantRules(s.fight("chonkers", "bad-penny"), "")
	if s.g.cards[c].counters != 6 {
		t.Errorf("counters %d after the kill, want 6", s.g.cards[c].counters)
	}
}

// Final Analysis: "Play: Destroy each creature. Each player draws a card
// for each creature they controlled that was destroyed this way."
func TestHandAFinalAnalysis(t *testing.T) {
	s := haScen(t, logosH, []string{"final-analysis", "krump", "troll"}, []string{"silvertooth", "urchin", "bad-penny"})
	k := s.creature(0, "krump")
	tr := s.creature(0, "troll")
	s.g.cards[tr].flags |= flWarded
	for _, id := range []string{"silvertooth", "urchin", "bad-penny"} {
		s.creature(1, id)
	}
	s.hand(0, "final-analysis")
	ha, hb := s.g.p[0].handSize(), s.g.p[1].handSize()
	s.house("logos")
	s.wantRules(s.play("final-analysis"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneBattleline) // the ward
	if s.g.p[0].handSize() != ha-1+1 || s.g.p[1].handSize() != hb+3+1 {
		t.Errorf("hands %d and %d, want %d and %d (Bad Penny back, 3 drawn)", s.g.p[0].handSize(), s.g.p[1].handSize(), ha, hb+4)
	}
	if len(s.g.p[1].line) != 0 {
		t.Error("Bob still has creatures")
	}
}

// Carlo Phantom: "Each time you play an artifact, steal 1A."
func TestHandACarloPhantom(t *testing.T) {
	s := haScen(t, bobHouses, []string{"carlo-phantom", "miasma-bomb", "urchin"}, nil)
	s.creature(0, "carlo-phantom")
	s.hand(0, "miasma-bomb")
	s.hand(0, "urchin")
	s.g.p[1].aember = 3
	s.house("shadows")
	s.wantRules(s.play("miasma-bomb"), "")
	s.wantAember(0, 1)
	s.wantRules(s.play("urchin"), "") // a creature: only Urchin's own steal
	s.wantAember(0, 2)
	s.wantAember(1, 1)
}

// Gas-Pipes Malone: "Before Fight: The creature Gas-Pipes Malone fights
// captures 1A from its own side."
func TestHandAGasPipesMalone(t *testing.T) {
	s := haScen(t, bobHouses, []string{"gas-pipes-malone"}, []string{"troll"})
	s.creature(0, "gas-pipes-malone")
	tr := s.creature(1, "troll")
	s.g.p[0].aember, s.g.p[1].aember = 2, 3
	s.house("shadows")
	s.wantRules(s.fight("gas-pipes-malone", "troll"), "")
	s.wantOnCard(tr, 1)
	s.wantAember(1, 2)
	s.wantAember(0, 2)
}

// Imperial Scutum: "This creature gets +2 armor and gains, “Destroyed: Move
// each A on this creature to the common supply.”"
func TestHandAImperialScutum(t *testing.T) {
	s := haScen(t, saurH, []string{"imperial-scutum", "krump"}, nil)
	k := s.creature(0, "krump")
	s.hand(0, "imperial-scutum")
	s.house("saurian")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "imperial-scutum"}, Target: CardRef{ID: "krump"}}), "")
	if s.g.armor(k) != 2 {
		t.Errorf("armor %d, want 2", s.g.armor(k))
	}
	s.g.cards[k].aember = 3
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "krump"}}), "")
	s.wantZone(k, ZoneDiscard)
	s.wantAember(1, 0) // to the supply, not to Bob
}

// Iron Heidy: "While you are haunted, Iron Heidy and each of Iron Heidy's
// neighbors get +2 armor."
func TestHandAIronHeidy(t *testing.T) {
	s := haScen(t, [3]House{"ekwidon", "brobnar", "dis"}, []string{"iron-heidy", "krump", "troll", "shaffles"}, nil)
	k := s.creature(0, "krump")
	h := s.creature(0, "iron-heidy")
	tr := s.creature(0, "troll")
	sh := s.creature(0, "shaffles")
	for _, id := range []int16{k, h, tr, sh} {
		if s.g.armor(id) != 0 {
			t.Errorf("not haunted: %s has armor %d", s.g.name(id), s.g.armor(id))
		}
	}
	for range 10 {
		s.discardPile(0, filler)
	}
	for id, want := range map[int16]int{k: 2, h: 2, tr: 2, sh: 0} {
		if s.g.armor(id) != want {
			t.Errorf("haunted: %s has armor %d, want %d", s.g.name(id), s.g.armor(id), want)
		}
	}
}

// Library Card (held): "Action: Purge Library Card. If you do, for the remainder
// of the turn, after you play a card, draw a card."
func TestHandALibraryCard(t *testing.T) {
	s := haScen(t, logosH, []string{"library-card", "cutthroat-research", "cutthroat-research", "bilgewarden"}, nil)
	s.installHeld(handAHeld, "library-card")
	lc := s.artifact(0, "library-card")
	s.hand(0, "cutthroat-research")
	s.hand(0, "bilgewarden")
	hand := s.g.p[0].handSize()
	s.house("logos")
	s.wantRules(s.action("library-card"), "")
	s.wantZone(lc, ZonePurged)
	s.play("cutthroat-research")
	s.play("bilgewarden")
	if got := s.g.p[0].handSize(); got != hand {
		t.Errorf("hand %d, want %d (two played, two drawn)", got, hand)
	}
	s.end()
	s.end()
	s.hand(0, "cutthroat-research")
	hand = s.g.p[0].handSize()
	s.house("logos")
	s.play("cutthroat-research")
	if got := s.g.p[0].handSize(); got != hand-1 {
		t.Errorf("next turn: hand %d, want %d (the effect is over)", got, hand-1)
	}
}

// Arise!: "Play: Choose a house. Return each creature of that house from
// your discard pile to your hand. Gain 1 chain."
func TestHandAArise(t *testing.T) {
	s := haScen(t, aliceHouses, []string{"arise", "krump", "anger", "troll", "tocsin"}, nil)
	d := s.discardPile(0, "krump", "anger", "troll", "tocsin")
	s.hand(0, "arise")
	s.house("dis")
	s.play("arise")
	s.wantRules(s.chooseWords("brobnar"), "")
	s.wantZone(d[0], ZoneHand)
	s.wantZone(d[1], ZoneDiscard) // an action
	s.wantZone(d[2], ZoneHand)
	s.wantZone(d[3], ZoneDiscard) // of another house
	if s.g.p[0].chains != 1 {
		t.Errorf("chains %d, want 1", s.g.p[0].chains)
	}
}

// Invigorating Shower (held): "Play: Choose a house. Shuffle each card of
// that house from your discard pile into your deck."
func TestHandAInvigoratingShower(t *testing.T) {
	s := haScen(t, logosH, []string{"invigorating-shower", "krump", "anger", "tocsin"}, nil)
	s.installHeld(handAHeld, "invigorating-shower")
	d := s.discardPile(0, "krump", "anger", "tocsin")
	s.hand(0, "invigorating-shower")
	deck := s.g.p[0].deckSize()
	s.house("untamed")
	s.play("invigorating-shower")
	s.wantRules(s.chooseWords("brobnar"), "")
	s.wantZone(d[0], ZoneUnknown)
	s.wantZone(d[1], ZoneUnknown)
	s.wantZone(d[2], ZoneDiscard)
	if s.g.p[0].deckSize() != deck+2 {
		t.Errorf("deck %d, want %d", s.g.p[0].deckSize(), deck+2)
	}
}

// Help from Future Self: "Play: Search your deck and discard pile for a
// Timetraveller, reveal it, and put it into your hand. Shuffle your
// discard pile into your deck."
func TestHandAHelpFromFutureSelf(t *testing.T) {
	s := haScen(t, logosH, []string{"help-from-future-self", "dextre", "krump", "anger"}, nil)
	d := s.discardPile(0, "krump", "anger")
	s.hand(0, "help-from-future-self")
	s.house("logos")
	s.play("help-from-future-self")
	s.wantRules(s.choose("dextre"), "") // the card found, as the log names it
	if id := s.g.findAnywhere(CardRef{ID: "dextre"}, 0); id < 0 || s.g.cards[id].zone != ZoneHand {
		t.Error("the card found is not in hand")
	}
	s.wantZone(d[0], ZoneUnknown)
	s.wantZone(d[1], ZoneUnknown)
	if n := len(s.g.p[0].discard); n != 1 { // Help from Future Self itself, after it resolved
		t.Errorf("discard pile holds %d cards, want 1", n)
	}
}

// Hypothesize: "Play: Make a token creature. If there are three or more
// friendly Logos cards in play, archive Hypothesize."
func TestHandAHypothesize(t *testing.T) {
	for _, logos := range []int{2, 3} {
		s := haScen(t, logosH, []string{"hypothesize", "catena-fiend", "dextre", "bilgewarden", "brain-eater"}, nil)
		for _, id := range []string{"dextre", "bilgewarden", "brain-eater"}[:logos] {
			s.creature(0, id)
		}
		h := s.hand(0, "hypothesize")
		s.house("logos")
		s.wantRules(s.play("hypothesize"), "")
		if l := s.g.p[0].line; len(l) != logos+1 || s.g.def(l[len(l)-1]).ID != "catena-fiend" {
			t.Errorf("%d Logos cards: no token creature made", logos)
		}
		want := map[int]Zone{2: ZoneDiscard, 3: ZoneArchives}[logos]
		s.wantZone(h, want)
	}
}

// Infiltrator: "At the end of your turn, destroy Infiltrator's neighbors."
func TestHandAInfiltrator(t *testing.T) {
	s := haScen(t, aliceHouses, []string{"infiltrator", "krump", "troll", "shaffles"}, nil)
	k := s.creature(0, "krump")
	i := s.creature(0, "infiltrator")
	tr := s.creature(0, "troll")
	sh := s.creature(0, "shaffles")
	s.house("brobnar")
	s.end()
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(i, ZoneBattleline)
	s.wantZone(sh, ZoneBattleline)
}

// Bumblebird: "Alpha. Play: Give two +1 power counters to each other
// friendly Untamed creature."
func TestHandABumblebird(t *testing.T) {
	s := haScen(t, logosH, []string{"bumblebird", "chota-hazri", "knoxx", "krump"}, []string{"flarie"})
	c := s.creature(0, "chota-hazri")
	k := s.creature(0, "knoxx")
	kr := s.creature(0, "krump")
	f := s.creature(1, "flarie")
	b := s.hand(0, "bumblebird")
	s.house("untamed")
	s.wantRules(s.play("bumblebird"), "")
	for id, want := range map[int16]int16{c: 2, k: 2, kr: 0, f: 0, b: 0} {
		if s.g.cards[id].counters != want {
			t.Errorf("%s has %d counters, want %d", s.g.name(id), s.g.cards[id].counters, want)
		}
	}
}

// Centurion Stenopius (held): "Centurion Stenopius gets +3 power for each A
// on it. Play/Fight/Reap: You may exalt Centurion Stenopius."
func TestHandACenturionStenopius(t *testing.T) {
	s := haScen(t, saurH, []string{"centurion-stenopius"}, nil)
	s.installHeld(handAHeld, "centurion-stenopius")
	c := s.creature(0, "centurion-stenopius")
	s.g.cards[c].aember = 2
	if s.g.power(c) != 9 {
		t.Errorf("2 Æmber: power %d, want 9", s.g.power(c))
	}
	s.house("saurian")
	s.reap("centurion-stenopius")
	s.wantRules(s.chooseWords("yes"), "")
	s.wantOnCard(c, 3)
	if s.g.power(c) != 12 {
		t.Errorf("3 Æmber: power %d, want 12", s.g.power(c))
	}
}

// Hukaru Icefin: "After Reap: Choose a house. Exhaust each creature of that
// house. Scrap: Exhaust a creature or an artifact."
func TestHandAHukaruIcefin(t *testing.T) {
	uH := [3]House{"unfathomable", "brobnar", "dis"}
	s := haScen(t, uH, []string{"hukaru-icefin", "krump"}, []string{"troll", "urchin"})
	s.creature(0, "hukaru-icefin")
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	s.house("unfathomable")
	s.reap("hukaru-icefin")
	s.wantRules(s.chooseWords("brobnar"), "")
	s.wantFlag(k, flExhausted, true)
	s.wantFlag(tr, flExhausted, true)
	s.wantFlag(u, flExhausted, false)

	s = haScen(t, uH, []string{"hukaru-icefin"}, []string{"troll"})
	tr = s.creature(1, "troll")
	s.hand(0, "hukaru-icefin")
	s.house("unfathomable")
	s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "hukaru-icefin"}})
	s.wantRules(s.choose("troll"), "")
	s.wantFlag(tr, flExhausted, true)
}

// Charitable Herald: "Play/After Reap: Ward a creature. Fate: Remove each
// ward from each friendly creature." Fate: "friendly" is the active
// player's (the one who fulfilled the prophecy).
func TestHandACharitableHerald(t *testing.T) {
	rH := [3]House{"redemption", "brobnar", "dis"}
	s := haScen(t, rH, []string{"charitable-herald", "krump"}, []string{"troll", "urchin"})
	s.creature(0, "krump")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	s.hand(0, "charitable-herald")
	s.house("redemption")
	s.play("charitable-herald")
	s.wantRules(s.choose("troll"), "")
	s.wantFlag(tr, flWarded, true)
	s.end()
	s.house("shadows")
	s.g.cards[u].flags |= flWarded
	s.wantRules(s.effect(Effect{Kind: EffFate, Card: CardRef{ID: "charitable-herald"}}), "")
	s.wantFlag(tr, flWarded, false)
	s.wantFlag(u, flWarded, false)
}

// Custom Virus: "Omni: Destroy Custom Virus. You may purge a creature from
// your hand. If you do, destroy each creature that shares a trait with the
// purged creature."
func TestHandACustomVirus(t *testing.T) {
	s := haScen(t, marsH, []string{"custom-virus", "zorg", "bot-bookton"}, []string{"desire", "envy", "dæmo-alien"})
	cv := s.artifact(0, "custom-virus")
	z := s.hand(0, "zorg") // Martian, Mutant
	bb := s.creature(0, "bot-bookton")
	d := s.creature(1, "desire")
	e := s.creature(1, "envy")
	da := s.creature(1, "dæmo-alien")
	s.house("brobnar") // Omni: any house
	s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "custom-virus"}})
	s.wantRules(s.choose("zorg"), "")
	s.wantZone(cv, ZoneDiscard)
	s.wantZone(z, ZonePurged)
	s.wantZone(bb, ZoneDiscard) // Mutant
	s.wantZone(da, ZoneDiscard) // Alien, Mutant
	s.wantZone(d, ZoneBattleline)
	s.wantZone(e, ZoneBattleline)
}

// Frigorific Rod: "Action: Exhaust a creature or artifact."
func TestHandAFrigorificRod(t *testing.T) {
	uH := [3]House{"unfathomable", "brobnar", "dis"}
	s := haScen(t, uH, []string{"frigorific-rod"}, []string{"troll", "miasma-bomb"})
	s.artifact(0, "frigorific-rod")
	s.creature(1, "troll")
	mb := s.artifact(1, "miasma-bomb")
	s.house("unfathomable")
	s.action("frigorific-rod")
	s.wantRules(s.choose("miasma-bomb"), "")
	s.wantFlag(mb, flExhausted, true)
}

// Jackie Tar: "Reap: Deal 1D to a creature. If the tide is high, deal 6D
// to a creature instead."
func TestHandAJackieTar(t *testing.T) {
	for _, high := range []bool{false, true} {
		s := haScen(t, bobHouses, []string{"jackie-tar"}, []string{"troll", "urchin"})
		s.creature(0, "jackie-tar")
		tr := s.creature(1, "troll")
		s.creature(1, "urchin")
		s.g.p[0].tide = high
		s.house("shadows")
		s.reap("jackie-tar")
		s.wantRules(s.choose("troll"), "")
		s.wantDamage(tr, map[bool]int{false: 1, true: 6}[high])
		if _, ok := s.g.Waiting(); ok {
			t.Errorf("tide %v: still waiting", high)
		}
	}
}
