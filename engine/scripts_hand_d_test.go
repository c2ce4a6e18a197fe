package engine

import "testing"

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
	_ = ar
}

// hdScen is a scenario on Alice's second turn (the first turn's limit is
// past) whose first house is h.
func hdScen(t *testing.T, h House, alice, bob []string) *scen {
	t.Helper()
	houses := [3]House{h, "brobnar", "dis"}
	if h == "brobnar" || h == "dis" {
		houses = [3]House{h, "sanctum", "logos"}
	}
	s := housesScen(t, houses, bobHouses, alice, bob)
	s.end()
	s.end()
	return s
}

func (s *scen) hdWant(what string, got, want int) {
	s.t.Helper()
	if got != want {
		s.t.Errorf("%s = %d, want %d", what, got, want)
	}
}

func (s *scen) hdFlag(id int16, f uint16, want bool, what string) {
	s.t.Helper()
	if got := s.g.cards[id].has(f); got != want {
		s.t.Errorf("%s %s: %v, want %v", s.g.name(id), what, got, want)
	}
}

// hdHeld installs a script of handDHeld (not in scriptLists) in the
// scenario's game.
func (s *scen) hdHeld(id string) {
	s.t.Helper()
	for i := range handDHeld {
		if handDHeld[i].ID == id {
			s.g.setScript(id, &handDHeld[i])
			return
		}
	}
	s.t.Fatalf("%s is not held", id)
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
			s := hdScen(t, "mars", []string{"battle-fleet", "zorg", "mindwarper"}, nil)
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
			s.hdWant("hand", s.g.p[0].handSize(), before-1+tc.draws)
		})
	}
}

// Brain Stem Antenna: "This creature gains, “After you play a Mars
// creature, ready this creature and for the remainder of the turn it
// belongs to house Mars.”"
func TestHandDBrainStemAntenna(t *testing.T) {
	s := hdScen(t, "mars", []string{"brain-stem-antenna", "krump", "zorg"}, nil)
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
	s := hdScen(t, "staralliance", []string{"com-officer-kirby", "anger", "lights-out"}, nil)
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
	s := hdScen(t, "mars", []string{"mindwarper"}, []string{"troll", "urchin"})
	s.creature(0, "mindwarper")
	tr := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.g.p[0].aember, s.g.p[1].aember = 2, 3
	s.house("mars")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "mindwarper"}}), "")
	s.wantRules(s.choose("troll"), "")
	s.hdWant("Æmber on Troll", int(s.g.cards[tr].aember), 1)
	s.wantAember(1, 2)
	s.wantAember(0, 2)
}

// One Stood Against Many: "Play: Ready and fight with a friendly creature
// 3 times, each time against a different enemy creature."
func TestHandDOneStoodAgainstMany(t *testing.T) {
	s := hdScen(t, "sanctum", []string{"one-stood-against-many", "troll"}, []string{"urchin", "bad-penny", "silvertooth"})
	tr := s.creature(0, "troll")
	s.g.cards[tr].flags |= flExhausted
	u := s.creature(1, "urchin")
	bp := s.creature(1, "bad-penny")
	st := s.creature(1, "silvertooth")
	s.hand(0, "one-stood-against-many")
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
	s := hdScen(t, "staralliance", []string{"particle-sweep", "particle-sweep"}, []string{"troll", "zorg"})
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
	s := hdScen(t, "staralliance", []string{"quintrino-flux", "krump", "bumpsy", "valdr"}, []string{"troll", "urchin", "bad-penny", "mother"})
	k := s.creature(0, "krump")      // 6
	b := s.creature(0, "bumpsy")     // 5
	v := s.creature(0, "valdr")      // 6
	tr := s.creature(1, "troll")     // 8
	u := s.creature(1, "urchin")     // 1
	bp := s.creature(1, "bad-penny") // 1
	m := s.creature(1, "mother")     // 5
	s.hand(0, "quintrino-flux")
	s.hdHeld("quintrino-flux")
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
	s := hdScen(t, "shadows", []string{"sci-officer-morpheus", "ronnie-wristclocks"}, nil)
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
	s := hdScen(t, "saurian", []string{"the-callipygian-ideal", "krump"}, nil)
	k := s.creature(0, "krump")
	s.g.cards[k].aember = 2
	s.g.p[0].aember = 3
	s.wantRules(s.hdUpgrade("the-callipygian-ideal", "krump"), "")
	s.hdWant("Æmber on Krump", int(s.g.cards[k].aember), 3)
	s.hdWant("spendable", s.g.spendable(0), 6)
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "krump"}}), "")
	s.hdWant("spendable after", s.g.spendable(0), 3)
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
			s := hdScen(t, "saurian", []string{"tribute", "troll", "krump"}, nil)
			tr := s.creature(0, "troll")
			s.creature(0, "krump")
			s.g.p[1].aember = 5
			s.hand(0, "tribute")
			s.house("saurian")
			s.wantRules(s.play("tribute"), "")
			s.wantRules(s.chooseWords(tc.exalt), "")
			s.hdWant("Æmber on Troll", int(s.g.cards[tr].aember), tc.onIt)
			s.wantAember(1, tc.bobHas)
		})
	}
}

// Vezyma Thinkdrone: "Reap: You may archive a friendly creature or
// artifact from play."
func TestHandDVezymaThinkdrone(t *testing.T) {
	s := hdScen(t, "mars", []string{"vezyma-thinkdrone", "krump", "gauntlet-of-command"}, nil)
	s.creature(0, "vezyma-thinkdrone")
	k := s.creature(0, "krump")
	g := s.artifact(0, "gauntlet-of-command")
	s.hdHeld("vezyma-thinkdrone")
	s.house("mars")
	s.wantRules(s.reap("vezyma-thinkdrone"), "")
	s.wantRules(s.choose("gauntlet-of-command"), "")
	s.wantZone(g, ZoneArchives)
	s.wantZone(k, ZoneBattleline)
}

// Lost in the Woods: "Play: Choose 2 friendly creatures and 2 enemy
// creatures. Shuffle each chosen creature into its owner’s deck."
func TestHandDLostInTheWoods(t *testing.T) {
	s := hdScen(t, "untamed", []string{"lost-in-the-woods", "krump", "bumpsy", "valdr"}, []string{"troll", "urchin", "mother"})
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
