package engine

import "testing"

// Tests of scripts_hand_b.go: each card's ability on a board, and the
// state after it.

func init() { addHandBCards() }

// addHandBCards adds the facts (keyteki packs) of the cards these tests use.
func addHandBCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Keywords: kws}
	}
	cr, ac, ar, up := TypeCreature, TypeAction, TypeArtifact, TypeUpgrade
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("martian-generosity", "Martian Generosity", "mars", ac, 0, 0, 1)
	add("red-alert", "Red Alert", "staralliance", ac, 0, 0, 0)
	add("mars-needs-æmber", "Mars Needs Æmber", "mars", ac, 0, 0, 1)
	add("praefectus-ludo", "Praefectus Ludo", "saurian", cr, 5, 0, 0)
	add("standardized-testing", "Standardized Testing", "logos", ac, 0, 0, 0)
	add("word-of-returning", "Word of Returning", "untamed", ac, 0, 0, 1)
	add("mind-over-matter", "Mind Over Matter", "logos", ac, 0, 0, 0)
	add("mindworm", "Mindworm", "mars", cr, 1, 0, 0, kw(Elusive, 0))
	add("monument-to-faust", "Monument to Faust", "saurian", ar, 0, 0, 0)
	add("monument-to-octavia", "Monument to Octavia", "saurian", ar, 0, 0, 0)
	add("cornicen-octavia", "Cornicen Octavia", "saurian", cr, 5, 1, 0)
	add("nature-s-call", "Nature’s Call", "untamed", ac, 0, 0, 1)
	add("neuro-syphon", "Neuro Syphon", "logos", ac, 0, 0, 1)
	add("nyzyk-resonator", "Nyzyk Resonator", "mars", cr, 2, 1, 0)
	add("reckless-rizzo", "Reckless Rizzo", "shadows", cr, 1, 0, 0, kw(Elusive, 0))
	add("safe-house", "Safe House", "shadows", ar, 0, 0, 1)
	add("shatter-storm", "Shatter Storm", "mars", ac, 0, 0, 0)
	add("terms-of-redress", "Terms of Redress", "sanctum", ac, 0, 0, 1)
	add("the-flex", "The Flex", "brobnar", ac, 0, 0, 0)
	add("too-much-to-protect", "Too Much to Protect", "shadows", ac, 0, 0, 1)
	add("total-recall", "Total Recall", "mars", ac, 0, 0, 1)
	add("triumph", "Triumph", "saurian", ac, 0, 0, 1)
	add("tunk", "Tunk", "mars", cr, 6, 1, 0)
	add("yxili-marauder", "Yxili Marauder", "mars", cr, 2, 0, 0)
	add("z-force-agent-14", "Z-Force Agent 14", "staralliance", cr, 5, 0, 0)
	add("z-ray-blaster", "Z-Ray Blaster", "staralliance", up, 0, 0, 1)
	add("z-wave-emitter", "Z-Wave Emitter", "staralliance", up, 0, 0, 1)
	add("æmberheart", "Æmberheart", "sanctum", ar, 0, 0, 0)
	add("martian-hounds", "Martian Hounds", "mars", ac, 0, 0, 0)
	add("mad-prophet-gizelhart", "Mad Prophet Gizelhart", "sanctum", cr, 4, 3, 0)
	add("pile-of-skulls", "Pile of Skulls", "brobnar", ar, 0, 0, 0)
	add("marmo-swarm", "Marmo Swarm", "untamed", cr, 2, 0, 0)
	add("urien-the-circumspect-evil-twin", "Urien the Circumspect", "sanctum", cr, 3, 1, 0)
	add("persistence-hunting", "Persistence Hunting", "untamed", ac, 0, 0, 1)
	add("resurgence", "Resurgence", "untamed", ac, 0, 0, 0)
	add("the-corpulent-collector", "The Corpulent Collector", "sanctum", cr, 7, 0, 0)
	add("pale-into-insignificance", "Pale Into Insignificance", "saurian", ac, 0, 0, 1)
	add("phloxem-spike", "Phloxem Spike", "mars", ac, 0, 0, 1)
	add("ronnie-wristclocks", "Ronnie Wristclocks", "shadows", cr, 2, 0, 0)
	add("rat-pixie", "Rat Pixie", "untamed", cr, 2, 0, 0)
	add("trawler", "Trawler", "unfathomable", cr, 4, 0, 0)
	add("trickle-down-theory", "Trickle-Down Theory", "shadows", ar, 0, 0, 0)
	add("trust-no-one", "Trust No One", "shadows", ac, 0, 0, 0)
	add("unprepared", "Unprepared", "staralliance", ac, 0, 0, 1)
	add("mind-bullets", "Mind Bullets", "logos", ac, 0, 0, 0)
	add("qyxxlyx-plague-master", "Qyxxlyx Plague Master", "mars", cr, 3, 0, 0)
	add("prince-bufo", "Prince Bufo", "untamed", cr, 1, 0, 0)
	add("sir-jaune", "Sir Jaune", "sanctum", cr, 3, 1, 0)
	add("æmber-vac", "Æmber-vac", "staralliance", up, 0, 0, 0)
	add("ox-sarbane", "Ox Sarbane", "shadows", cr, 2, 0, 0)
	add("spartasaur", "Spartasaur", "saurian", cr, 6, 1, 0)
	testCards["spartasaur"].Traits = []string{"Dinosaur", "Soldier"}
	add("selwyn-the-fence", "Selwyn the Fence", "shadows", cr, 3, 0, 0)
	testCards["the-corpulent-collector"].Traits = []string{"Human"}
	testCards["qyxxlyx-plague-master"].Traits = []string{"Martian", "Scientist"}
	testCards["praefectus-ludo"].Traits = []string{"Dinosaur", "Politician"}
	testCards["cornicen-octavia"].Traits = []string{"Dinosaur", "Soldier"}
	testCards["nyzyk-resonator"].Traits = []string{"Martian", "Soldier"}
	testCards["yxili-marauder"].Traits = []string{"Martian", "Soldier"}
	testCards["tunk"].Traits = []string{"Robot"}
}

// hbDiscarded puts a copy of id owned by pl into pl's discard pile.
func (s *scen) hbDiscarded(pl int8, id string) int16 {
	c := s.take(pl, id)
	s.g.put(c, ZoneDiscard)
	return c
}

// hbPlayUpgrade plays upgrade up from Alice's hand on creature on.
func (s *scen) hbPlayUpgrade(up, on string) Outcome {
	s.hand(0, up)
	return s.do(Action{Verb: VerbPlay, Card: CardRef{ID: up}, Target: CardRef{ID: on}})
}

func (s *scen) hbAction(id string) Outcome {
	return s.do(Action{Verb: VerbAction, Card: CardRef{ID: id}})
}

func (s *scen) hbWantFlag(id int16, f uint16, want bool, what string) {
	s.t.Helper()
	if got := s.g.cards[id].has(f); got != want {
		s.t.Errorf("%s %s: %v, want %v", s.g.name(id), what, got, want)
	}
}

// Martian Generosity: "Play: Lose all of your A. Draw 2 cards for each A
// lost." The bonus icon resolves first: its Æmber is lost too.
func TestHandBMartianGenerosity(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"martian-generosity"}, nil)
	s.hand(0, "martian-generosity")
	s.g.p[0].aember = 2
	before := s.g.p[0].handSize()
	s.house("mars")
	s.wantRules(s.play("martian-generosity"), "")
	s.wantAember(0, 0)
	s.wantInt("hand", s.g.p[0].handSize(), before-1+2*3)
}

// Red Alert: "Play: If there are more enemy creatures than friendly
// creatures, deal damage to each enemy creature equal to the difference."
func TestHandBRedAlert(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"red-alert", "krump"}, []string{"troll", "urchin", "bad-penny"})
	s.creature(0, "krump")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	bp := s.creature(1, "bad-penny")
	s.hand(0, "red-alert")
	s.installHeld(handAHeld, "red-alert")
	s.house("staralliance")
	s.wantRules(s.play("red-alert"), "")
	s.wantDamage(tr, 2)
	s.wantZone(u, ZoneDiscard)
	s.wantZone(bp, ZoneHand) // Bad Penny: destroyed, back to hand

	// As many enemy creatures as friendly ones: nothing.
	s = secondTurnScen(t, "staralliance", []string{"red-alert", "krump"}, []string{"troll"})
	s.creature(0, "krump")
	tr = s.creature(1, "troll")
	s.hand(0, "red-alert")
	s.installHeld(handAHeld, "red-alert")
	s.house("staralliance")
	s.play("red-alert")
	s.wantDamage(tr, 0)
}

// Mars Needs Æmber: "Play: Each damaged enemy non-Mars creature captures
// 1A from their own side."
func TestHandBMarsNeedsAember(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"mars-needs-æmber"}, []string{"troll", "urchin", "zorg"})
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	z := s.creature(1, "zorg")
	s.g.cards[tr].damage = 1
	s.g.cards[z].damage = 1
	s.g.p[1].aember = 3
	s.hand(0, "mars-needs-æmber")
	s.house("mars")
	s.wantRules(s.play("mars-needs-æmber"), "")
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
	s.wantInt("Æmber on Urchin (undamaged)", int(s.g.cards[u].aember), 0)
	s.wantInt("Æmber on Zorg (Mars)", int(s.g.cards[z].aember), 0)
	s.wantAember(1, 2)
	s.wantAember(0, 1) // the bonus icon only
}

// Praefectus Ludo: "Each other friendly creature gains, “Destroyed: Move
// each A from this creature to the common supply.”" The opponent gets
// none of it; Ludo's own Æmber goes to the opponent as usual.
func TestHandBPraefectusLudo(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"praefectus-ludo", "krump"}, nil)
	pl := s.creature(0, "praefectus-ludo")
	k := s.creature(0, "krump")
	s.g.cards[k].aember = 2
	s.g.cards[pl].aember = 1
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "krump"}}), "")
	s.wantZone(k, ZoneDiscard)
	s.wantAember(1, 0)
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "praefectus-ludo"}}), "")
	s.wantAember(1, 1)
}

// Standardized Testing: "Play: Destroy each creature with the lowest power
// and each creature with the highest power." A warded one loses its ward
// once.
func TestHandBStandardizedTesting(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"standardized-testing", "krump", "silvertooth"}, []string{"troll", "troll", "dust-pixie", "urchin"})
	k := s.creature(0, "krump")
	st := s.creature(0, "silvertooth")
	t1 := s.creature(1, "troll")
	t2 := s.creature(1, "troll")
	dp := s.creature(1, "dust-pixie")
	u := s.creature(1, "urchin")
	s.g.cards[t2].flags |= flWarded
	s.hand(0, "standardized-testing")
	s.house("logos")
	s.wantRules(s.play("standardized-testing"), "")
	s.wantZone(t1, ZoneDiscard)
	s.wantZone(t2, ZoneBattleline)
	s.hbWantFlag(t2, flWarded, false, "warded")
	s.wantZone(dp, ZoneDiscard)
	s.wantZone(u, ZoneDiscard)
	s.wantZone(k, ZoneBattleline)
	s.wantZone(st, ZoneBattleline)
}

// Word of Returning: "Play: Deal 1D to each enemy creature for each A on
// it. Move each A from those creatures to your pool."
func TestHandBWordOfReturning(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"word-of-returning"}, []string{"troll", "urchin", "silvertooth"})
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	st := s.creature(1, "silvertooth")
	s.g.cards[tr].aember = 3
	s.g.cards[u].aember = 2
	s.hand(0, "word-of-returning")
	s.house("untamed")
	s.wantRules(s.play("word-of-returning"), "")
	s.wantDamage(tr, 3)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 0)
	s.wantZone(u, ZoneDiscard)
	s.wantDamage(st, 0)
	s.wantAember(0, 1+3+2) // bonus, Troll's moved, Urchin's on its destruction
	s.wantAember(1, 0)
}

// Mind Over Matter: "Play: Put each creature into its owner’s archives."
func TestHandBMindOverMatter(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"mind-over-matter", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.hand(0, "mind-over-matter")
	s.house("logos")
	s.wantRules(s.play("mind-over-matter"), "")
	s.wantZone(k, ZoneArchives)
	s.wantZone(tr, ZoneArchives)
	s.wantInt("Alice's archives", s.g.p[0].archiveSize(), 1)
	s.wantInt("Bob's archives", s.g.p[1].archiveSize(), 1)
}

// Mindworm: "Before Fight: The creature Mindworm fights deals damage equal
// to its power to each of its neighbors."
func TestHandBMindworm(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"mindworm"}, []string{"silvertooth", "ancient-bear", "troll", "urchin"})
	mw := s.creature(0, "mindworm")
	st := s.creature(1, "silvertooth")
	ab := s.creature(1, "ancient-bear")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	s.house("mars")
	s.wantRules(s.fight("mindworm", "ancient-bear"), "")
	s.wantZone(st, ZoneDiscard) // 5 damage from Ancient Bear
	s.wantDamage(tr, 5)
	s.wantZone(u, ZoneBattleline)
	s.wantDamage(ab, 1)
	s.wantZone(mw, ZoneDiscard)
}

// Monument to Faust: "Action: Keys cost +1A during your opponent’s next
// turn. If Faust the Great is in your discard pile, keys cost +2A during
// your opponent’s next turn instead."
func TestHandBMonumentToFaust(t *testing.T) {
	for _, faust := range []bool{false, true} {
		s := secondTurnScen(t, "saurian", []string{"monument-to-faust", "faust-the-great"}, nil)
		s.artifact(0, "monument-to-faust")
		if faust {
			s.hbDiscarded(0, "faust-the-great")
		}
		s.house("saurian")
		s.wantRules(s.hbAction("monument-to-faust"), "")
		want := 7
		if faust {
			want = 8
		}
		s.wantInt("Alice's key cost", s.g.keyCost(0), 6)
		s.end()
		s.wantInt("Bob's key cost on his turn", s.g.keyCost(1), want)
		s.end()
		s.wantInt("Bob's key cost after", s.g.keyCost(1), 6)
	}
}

// Monument to Octavia: "Action: A friendly creature captures 1A. If
// Cornicen Octavia is in your discard pile, that creature captures 2A
// instead."
func TestHandBMonumentToOctavia(t *testing.T) {
	for _, octavia := range []bool{false, true} {
		s := secondTurnScen(t, "saurian", []string{"monument-to-octavia", "cornicen-octavia", "krump", "troll"}, nil)
		s.artifact(0, "monument-to-octavia")
		s.creature(0, "troll")
		k := s.creature(0, "krump")
		if octavia {
			s.hbDiscarded(0, "cornicen-octavia")
		}
		s.g.p[1].aember = 5
		s.house("saurian")
		s.hbAction("monument-to-octavia")
		s.wantRules(s.choose("krump"), "")
		want := 1
		if octavia {
			want = 2
		}
		s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), want)
		s.wantAember(1, 5-want)
	}
}

// Nature’s Call: "Play: Return up to 3 creatures to their owners’ hands."
func TestHandBNaturesCall(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"nature-s-call", "krump", "troll"}, []string{"troll"})
	k := s.creature(0, "krump")
	ta := s.creature(0, "troll")
	tb := s.creature(1, "troll")
	s.hand(0, "nature-s-call")
	s.house("untamed")
	s.play("nature-s-call")
	s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "krump"}, {ID: "troll", Copy: 2}}}), "")
	s.wantZone(k, ZoneHand)
	s.wantZone(ta, ZoneBattleline)
	s.wantZone(tb, ZoneHand)
	if s.g.cards[tb].owner != 1 {
		t.Error("Bob's Troll went to the wrong hand")
	}
}

// Neuro Syphon: "Play: If your opponent has more A than you, steal 1A and
// draw a card."
func TestHandBNeuroSyphon(t *testing.T) {
	for _, c := range []struct{ alice, bob, wantA, wantB, drawn int }{
		{2, 5, 4, 4, 1}, // 3 after the bonus icon: less than 5
		{4, 5, 5, 5, 0}, // 5 after the bonus icon: not more
	} {
		s := secondTurnScen(t, "logos", []string{"neuro-syphon"}, nil)
		s.hand(0, "neuro-syphon")
		s.g.p[0].aember, s.g.p[1].aember = c.alice, c.bob
		before := s.g.p[0].handSize()
		s.house("logos")
		s.wantRules(s.play("neuro-syphon"), "")
		s.wantAember(0, c.wantA)
		s.wantAember(1, c.wantB)
		s.wantInt("hand", s.g.p[0].handSize(), before-1+c.drawn)
	}
}

// Nyzyk Resonator: "For each neighbor Nyzyk Resonator has, your opponent’s
// keys cost +2A."
func TestHandBNyzykResonator(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"nyzyk-resonator", "krump", "troll"}, []string{"urchin"})
	s.creature(1, "urchin")
	s.creature(0, "krump")
	s.creature(0, "nyzyk-resonator")
	s.wantInt("Bob's key cost, one neighbor", s.g.keyCost(1), 8)
	s.creature(0, "troll")
	s.wantInt("Bob's key cost, two neighbors", s.g.keyCost(1), 10)
	s.wantInt("Alice's key cost", s.g.keyCost(0), 6)
}

// Reckless Rizzo: "Elusive. Action: Steal 2A. Until the start of your
// next turn, Reckless Rizzo loses elusive."
func TestHandBRecklessRizzo(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"reckless-rizzo"}, []string{"krump"})
	rr := s.creature(0, "reckless-rizzo")
	s.creature(1, "krump")
	s.g.p[1].aember = 3
	s.house("shadows")
	s.wantRules(s.hbAction("reckless-rizzo"), "")
	s.wantAember(0, 2)
	s.wantAember(1, 1)
	if s.g.hasKeyword(rr, Elusive) {
		t.Error("Rizzo is still elusive")
	}
	s.end()
	s.g.cards[rr].counters = 10 // survives Krump's 6, to see the damage
	s.house("brobnar")
	s.wantRules(s.fight("krump", "reckless-rizzo"), "")
	s.wantDamage(rr, 6)
	s.end()
	if !s.g.hasKeyword(rr, Elusive) {
		t.Error("Rizzo is not elusive again on Alice's next turn")
	}
}

// Safe House: "Action: Archive a friendly creature from play."
func TestHandBSafeHouse(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"safe-house", "krump", "troll"}, []string{"urchin"})
	s.artifact(0, "safe-house")
	k := s.creature(0, "krump")
	s.creature(0, "troll")
	s.creature(1, "urchin")
	s.house("shadows")
	s.hbAction("safe-house")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(k, ZoneArchives)
	s.wantRules(s.choose("urchin"), "choice-unexpected")
}

// Shatter Storm: "Play: Lose all your A. Then, your opponent loses triple
// the amount of A you lost this way."
func TestHandBShatterStorm(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"shatter-storm"}, nil)
	s.hand(0, "shatter-storm")
	s.g.p[0].aember, s.g.p[1].aember = 2, 9
	s.house("mars")
	s.wantRules(s.play("shatter-storm"), "")
	s.wantAember(0, 0)
	s.wantAember(1, 3)
}

// Terms of Redress: "Play: Choose a friendly creature to capture 2A."
func TestHandBTermsOfRedress(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"terms-of-redress", "krump", "troll"}, nil)
	s.creature(0, "troll")
	k := s.creature(0, "krump")
	s.g.p[1].aember = 3
	s.hand(0, "terms-of-redress")
	s.house("sanctum")
	s.play("terms-of-redress")
	s.wantRules(s.choose("krump"), "")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 2)
	s.wantAember(1, 1)
	s.wantAember(0, 1)
}

// The Flex: "Play: Choose a ready friendly Brobnar creature. Exhaust it
// and gain A equal to half its power (rounding down the gain)."
func TestHandBTheFlex(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"the-flex", "krump", "troll"}, nil)
	k := s.creature(0, "krump")
	s.g.cards[k].flags |= flExhausted
	tr := s.creature(0, "troll")
	s.g.cards[tr].counters = 1 // power 9: gains 4
	s.hand(0, "the-flex")
	s.house("brobnar")
	s.wantRules(s.play("the-flex"), "") // Troll is the only ready one
	s.hbWantFlag(tr, flExhausted, true, "exhausted")
	s.wantAember(0, 4)
}

// Too Much to Protect: "Play: Steal all but 6 of your opponent’s A."
func TestHandBTooMuchToProtect(t *testing.T) {
	for _, c := range []struct{ bob, wantA, wantB int }{{10, 1 + 4, 6}, {5, 1, 5}} {
		s := secondTurnScen(t, "shadows", []string{"too-much-to-protect"}, nil)
		s.hand(0, "too-much-to-protect")
		s.g.p[1].aember = c.bob
		s.house("shadows")
		s.wantRules(s.play("too-much-to-protect"), "")
		s.wantAember(0, c.wantA)
		s.wantAember(1, c.wantB)
	}
}

// Total Recall: "Play: For each friendly ready creature, gain 1A. Return
// each friendly creature to your hand."
func TestHandBTotalRecall(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"total-recall", "krump", "troll", "silvertooth"}, []string{"urchin"})
	k := s.creature(0, "krump")
	tr := s.creature(0, "troll")
	st := s.creature(0, "silvertooth")
	s.g.cards[st].flags |= flExhausted
	u := s.creature(1, "urchin")
	s.hand(0, "total-recall")
	s.house("mars")
	s.wantRules(s.play("total-recall"), "")
	s.wantAember(0, 1+2)
	for _, id := range []int16{k, tr, st} {
		s.wantZone(id, ZoneHand)
	}
	s.wantZone(u, ZoneBattleline)
}

// Triumph: "Play: If there are no enemy creatures, exalt each friendly
// creature. If you do and there are 6 or more friendly creatures, forge a
// key at no cost."
func TestHandBTriumph(t *testing.T) {
	six := []string{"triumph", "krump", "krump", "troll", "troll", "silvertooth", "silvertooth"}
	s := secondTurnScen(t, "saurian", six, nil)
	var ids []int16
	for _, id := range six[1:] {
		ids = append(ids, s.creature(0, id))
	}
	s.hand(0, "triumph")
	s.house("saurian")
	s.wantRules(s.play("triumph"), "")
	for _, id := range ids {
		s.wantInt("Æmber on "+s.g.name(id), int(s.g.cards[id].aember), 1)
	}
	s.wantInt("keys", s.g.p[0].keyCount(), 1)
	s.wantAember(0, 1) // the bonus icon's, not spent

	// Five friendly creatures: exalted, no key.
	s = secondTurnScen(t, "saurian", six, nil)
	for _, id := range six[1:6] {
		s.creature(0, id)
	}
	s.hand(0, "triumph")
	s.house("saurian")
	s.play("triumph")
	s.wantInt("keys with five creatures", s.g.p[0].keyCount(), 0)
	s.wantInt("Æmber on Krump", int(s.g.cards[s.g.p[0].line[0]].aember), 1)

	// An enemy creature: nothing.
	s = secondTurnScen(t, "saurian", six, []string{"urchin"})
	for _, id := range six[1:] {
		s.creature(0, id)
	}
	s.creature(1, "urchin")
	s.hand(0, "triumph")
	s.house("saurian")
	s.play("triumph")
	s.wantInt("keys with an enemy creature", s.g.p[0].keyCount(), 0)
	s.wantInt("Æmber on Krump", int(s.g.cards[s.g.p[0].line[0]].aember), 0)
}

// Tunk: "After you play another Mars creature, fully heal Tunk."
func TestHandBTunk(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"tunk", "zorg", "mars-needs-æmber"}, nil)
	tk := s.creature(0, "tunk")
	s.g.cards[tk].damage = 4
	s.hand(0, "mars-needs-æmber")
	s.hand(0, "zorg")
	s.house("mars")
	s.play("mars-needs-æmber") // an action: no heal
	s.wantDamage(tk, 4)
	s.wantRules(s.play("zorg"), "")
	s.wantDamage(tk, 0)
}

// Yxili Marauder: "Yxili Marauder gets +1 power for each A on it. Play:
// Capture 1A for each friendly ready Mars creature."
func TestHandBYxiliMarauder(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"yxili-marauder", "zorg", "tunk", "nyzyk-resonator", "krump"}, nil)
	s.creature(0, "zorg")
	s.creature(0, "tunk")
	ny := s.creature(0, "nyzyk-resonator")
	s.g.cards[ny].flags |= flExhausted
	s.creature(0, "krump") // not Mars
	s.g.p[1].aember = 5
	s.hand(0, "yxili-marauder")
	s.house("mars")
	s.wantRules(s.play("yxili-marauder"), "")
	ym := s.g.findInPlay(CardRef{ID: "yxili-marauder"}, 0)
	s.wantInt("Æmber on Yxili", int(s.g.cards[ym].aember), 2)
	s.wantAember(1, 3)
	s.wantInt("Yxili's power", s.g.power(ym), 4)
}

// Z-Force Agent 14: "After Fight: Gain 1A for each upgrade on Z-Force
// Agent 14."
func TestHandBZForceAgent14(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"z-force-agent-14", "z-wave-emitter", "protect-the-weak"}, []string{"urchin"})
	s.creature(0, "z-force-agent-14")
	s.creature(1, "urchin")
	s.house("staralliance")
	s.wantRules(s.hbPlayUpgrade("z-wave-emitter", "z-force-agent-14"), "")
	s.g.cards[s.g.findInPlay(CardRef{ID: "z-force-agent-14"}, 0)].flags &^= flExhausted
	s.g.p[0].aember = 0
	s.wantRules(s.fight("z-force-agent-14", "urchin"), "")
	s.wantAember(0, 1)
}

// Z-Ray Blaster: "This creature gets +3 power and gains, “Before Fight:
// Deal 3D to each neighbor of the creature this creature fights.”"
func TestHandBZRayBlaster(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"z-ray-blaster", "krump"}, []string{"silvertooth", "troll", "ancient-bear"})
	k := s.creature(0, "krump")
	st := s.creature(1, "silvertooth")
	tr := s.creature(1, "troll")
	ab := s.creature(1, "ancient-bear")
	s.house("staralliance")
	s.wantRules(s.hbPlayUpgrade("z-ray-blaster", "krump"), "")
	s.wantInt("Krump's power", s.g.power(k), 9)
	s.end()
	s.end()
	s.house("brobnar")
	s.wantRules(s.fight("krump", "troll"), "")
	s.wantZone(st, ZoneDiscard)
	s.wantDamage(ab, 3)
	s.wantZone(tr, ZoneDiscard) // Krump's 9 on Troll's 8
}

// Z-Wave Emitter: "At the start of your turn, ward this creature."
func TestHandBZWaveEmitter(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"z-wave-emitter", "krump"}, nil)
	k := s.creature(0, "krump")
	s.house("staralliance")
	s.wantRules(s.hbPlayUpgrade("z-wave-emitter", "krump"), "")
	s.hbWantFlag(k, flWarded, false, "warded")
	s.end()
	s.hbWantFlag(k, flWarded, false, "warded on Bob's turn")
	s.end()
	s.hbWantFlag(k, flWarded, true, "warded")
}

// Æmberheart: "Action: Exalt, ward, and fully heal a friendly creature."
func TestHandBAemberheart(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"æmberheart", "krump", "troll"}, nil)
	s.artifact(0, "æmberheart")
	s.creature(0, "troll")
	k := s.creature(0, "krump")
	s.g.cards[k].damage = 4
	s.house("sanctum")
	s.hbAction("æmberheart")
	s.wantRules(s.choose("krump"), "")
	s.wantDamage(k, 0)
	s.hbWantFlag(k, flWarded, true, "warded")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
}

// Martian Hounds: "Play: Choose a creature. For each damaged creature,
// give the chosen creature two +1 power counters."
func TestHandBMartianHounds(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"martian-hounds", "krump", "troll"}, []string{"urchin", "silvertooth"})
	k := s.creature(0, "krump")
	s.creature(0, "troll")
	s.creature(1, "urchin")
	st := s.creature(1, "silvertooth")
	s.g.cards[k].damage = 1
	s.g.cards[st].damage = 1
	s.hand(0, "martian-hounds")
	s.house("mars")
	s.play("martian-hounds")
	s.wantRules(s.choose("troll"), "")
	tr := s.g.p[0].line[1]
	s.wantInt("Troll's counters", int(s.g.cards[tr].counters), 4)
	s.wantInt("Troll's power", s.g.power(tr), 12)
}

// Mad Prophet Gizelhart: "While Mad Prophet Gizelhart is in the center of
// your battleline, it gains, “Action: Fully heal each non-Mutant creature.
// Gain 1A for each creature healed this way.”"
func TestHandBMadProphetGizelhart(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"mad-prophet-gizelhart", "krump", "troll"}, []string{"zorg", "silvertooth"})
	k := s.creature(0, "krump")
	s.creature(0, "mad-prophet-gizelhart")
	tr := s.creature(0, "troll")
	z := s.creature(1, "zorg") // a Mutant (the test facts' traits)
	u := s.creature(1, "silvertooth")
	for _, id := range []int16{k, tr, z} {
		s.g.cards[id].damage = 2
	}
	s.house("sanctum")
	s.wantRules(s.hbAction("mad-prophet-gizelhart"), "")
	s.wantDamage(k, 0)
	s.wantDamage(tr, 0)
	s.wantDamage(z, 2)
	s.wantDamage(u, 0)
	s.wantAember(0, 2)

	// On a flank: nothing.
	s = secondTurnScen(t, "sanctum", []string{"mad-prophet-gizelhart", "krump"}, nil)
	k = s.creature(0, "krump")
	s.creature(0, "mad-prophet-gizelhart")
	s.g.cards[k].damage = 2
	s.house("sanctum")
	s.hbAction("mad-prophet-gizelhart")
	s.wantDamage(k, 2)
	s.wantAember(0, 0)
}

// Pile of Skulls: "After an enemy creature is destroyed during your turn,
// a friendly creature captures 1A."
func TestHandBPileOfSkulls(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"pile-of-skulls", "krump", "troll"}, []string{"urchin", "silvertooth"})
	s.artifact(0, "pile-of-skulls")
	k := s.creature(0, "krump") // Krump's own ability would make Bob lose 1A: Troll fights
	s.creature(0, "troll")
	s.creature(1, "urchin")
	s.creature(1, "silvertooth")
	s.g.p[1].aember = 3
	s.house("brobnar")
	s.fight("troll", "silvertooth")
	s.wantRules(s.choose("krump"), "")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
	s.wantAember(1, 2)
	// On Bob's turn, his creatures destroyed do not count.
	s.end()
	s.house("shadows")
	s.wantRules(s.fight("urchin", "troll"), "")
	s.wantAember(1, 2)
	if _, ok := s.g.Waiting(); ok {
		t.Error("Pile of Skulls waits on the opponent's turn")
	}
}

// Marmo Swarm: "Marmo Swarm gets +1 power for each A in your pool."
func TestHandBMarmoSwarm(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"marmo-swarm"}, []string{"marmo-swarm"})
	m := s.creature(0, "marmo-swarm")
	e := s.creature(1, "marmo-swarm")
	s.g.p[0].aember, s.g.p[1].aember = 4, 1
	s.wantInt("Alice's Marmo Swarm", s.g.power(m), 6)
	s.wantInt("Bob's Marmo Swarm", s.g.power(e), 3)
}

// Urien the Circumspect (Evil Twin): "Reap: Your opponent loses A equal to
// Urien the Circumspect's armor."
func TestHandBUrienEvilTwin(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"urien-the-circumspect-evil-twin", "protect-the-weak"}, nil)
	s.creature(0, "urien-the-circumspect-evil-twin")
	s.g.p[1].aember = 5
	s.house("sanctum")
	s.wantRules(s.hbPlayUpgrade("protect-the-weak", "urien-the-circumspect-evil-twin"), "") // +1 armor: 2
	s.wantRules(s.reap("urien-the-circumspect-evil-twin"), "")
	s.wantAember(1, 3)
}

// Persistence Hunting: "Play: Choose a house. Exhaust each enemy creature
// of the chosen house."
func TestHandBPersistenceHunting(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"persistence-hunting", "krump"}, []string{"urchin", "silvertooth", "mother"})
	k := s.creature(0, "krump")
	u := s.creature(1, "urchin")
	st := s.creature(1, "silvertooth")
	m := s.creature(1, "mother")
	s.hand(0, "persistence-hunting")
	s.house("untamed")
	s.play("persistence-hunting")
	s.wantRules(s.chooseWords("shadows"), "")
	s.hbWantFlag(u, flExhausted, true, "exhausted")
	s.hbWantFlag(st, flExhausted, true, "exhausted")
	s.hbWantFlag(m, flExhausted, false, "exhausted (Logos)")
	s.hbWantFlag(k, flExhausted, false, "exhausted (friendly)")
}

// Resurgence: "Play: Return a creature from your discard pile to your
// hand. If that creature is a Mutant, return another creature from your
// discard pile to your hand."
func TestHandBResurgence(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"resurgence", "zorg", "krump", "troll"}, nil)
	z := s.hbDiscarded(0, "zorg") // a Mutant (the test facts' traits)
	k := s.hbDiscarded(0, "krump")
	tr := s.hbDiscarded(0, "troll")
	s.hand(0, "resurgence")
	s.house("untamed")
	s.play("resurgence")
	s.wantRules(s.choose("zorg", "krump"), "")
	s.wantZone(z, ZoneHand)
	s.wantZone(k, ZoneHand)
	s.wantZone(tr, ZoneDiscard)

	s = secondTurnScen(t, "untamed", []string{"resurgence", "krump", "troll"}, nil)
	k = s.hbDiscarded(0, "krump")
	tr = s.hbDiscarded(0, "troll")
	s.hand(0, "resurgence")
	s.house("untamed")
	s.play("resurgence")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(k, ZoneHand)
	s.wantZone(tr, ZoneDiscard) // Krump is no Mutant: one card only
	if _, ok := s.g.Waiting(); ok {
		t.Error("waits for a second creature")
	}
}

// The Corpulent Collector: "Play: Capture all of your opponent's A. Deal
// 1D to The Corpulent Collector for each A on it."
func TestHandBCorpulentCollector(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"the-corpulent-collector"}, nil)
	s.hand(0, "the-corpulent-collector")
	s.g.p[1].aember = 4
	s.house("sanctum")
	s.wantRules(s.play("the-corpulent-collector"), "")
	cc := s.g.findInPlay(CardRef{ID: "the-corpulent-collector"}, 0)
	s.wantInt("Æmber on it", int(s.g.cards[cc].aember), 4)
	s.wantDamage(cc, 4)
	s.wantAember(1, 0)
}

// Pale Into Insignificance: "Play: Destroy each creature with the lowest
// power."
func TestHandBPaleIntoInsignificance(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"pale-into-insignificance", "krump", "urchin"}, []string{"urchin", "troll"})
	k := s.creature(0, "krump")
	ua := s.creature(0, "urchin")
	ub := s.creature(1, "urchin")
	tr := s.creature(1, "troll")
	s.hand(0, "pale-into-insignificance")
	s.house("saurian")
	s.wantRules(s.play("pale-into-insignificance"), "")
	s.wantZone(ua, ZoneDiscard)
	s.wantZone(ub, ZoneDiscard)
	s.wantZone(k, ZoneBattleline)
	s.wantZone(tr, ZoneBattleline)
}

// Phloxem Spike: "Play: If there are no friendly creatures in play,
// destroy each creature not on a flank."
func TestHandBPhloxemSpike(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"phloxem-spike", "krump"}, []string{"urchin", "troll", "silvertooth"})
	u := s.creature(1, "urchin")
	tr := s.creature(1, "troll")
	st := s.creature(1, "silvertooth")
	s.hand(0, "phloxem-spike")
	s.house("mars")
	s.wantRules(s.play("phloxem-spike"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(u, ZoneBattleline)
	s.wantZone(st, ZoneBattleline)

	s = secondTurnScen(t, "mars", []string{"phloxem-spike", "krump"}, []string{"urchin", "troll", "silvertooth"})
	s.creature(0, "krump")
	s.creature(1, "urchin")
	tr = s.creature(1, "troll")
	s.creature(1, "silvertooth")
	s.hand(0, "phloxem-spike")
	s.house("mars")
	s.play("phloxem-spike")
	s.wantZone(tr, ZoneBattleline) // a friendly creature: nothing
}

// Ronnie Wristclocks: "Play: Steal 1A. If your opponent has 7A or more,
// steal 2A instead."
func TestHandBRonnieWristclocks(t *testing.T) {
	for _, c := range []struct{ bob, stolen int }{{8, 2}, {7, 2}, {6, 1}, {0, 0}} {
		s := secondTurnScen(t, "shadows", []string{"ronnie-wristclocks"}, nil)
		s.hand(0, "ronnie-wristclocks")
		s.g.p[1].aember = c.bob
		s.house("shadows")
		s.wantRules(s.play("ronnie-wristclocks"), "")
		s.wantAember(0, c.stolen)
		s.wantAember(1, c.bob-c.stolen)
	}
}

// Rat Pixie: "Play/After Reap: If you have 4A or fewer, gain 1A."
func TestHandBRatPixie(t *testing.T) {
	for _, c := range []struct{ alice, want int }{{3, 3 + 1 + 1}, {4, 4 + 1}} {
		s := secondTurnScen(t, "untamed", []string{"rat-pixie"}, nil)
		s.creature(0, "rat-pixie")
		s.g.p[0].aember = c.alice
		s.house("untamed")
		s.wantRules(s.reap("rat-pixie"), "") // the reap's 1 first: 4 or 5
		s.wantAember(0, c.want)
	}
}

// Trawler: "Play: If you are haunted, capture all your opponent's A."
func TestHandBTrawler(t *testing.T) {
	for _, haunted := range []bool{false, true} {
		s := secondTurnScen(t, "unfathomable", []string{"trawler", "krump", "krump", "krump", "krump", "krump", "troll", "troll", "troll", "troll", "troll"}, nil)
		if haunted {
			for _, id := range []string{"krump", "krump", "krump", "krump", "krump", "troll", "troll", "troll", "troll", "troll"} {
				s.hbDiscarded(0, id)
			}
		}
		s.hand(0, "trawler")
		s.g.p[1].aember = 5
		s.house("unfathomable")
		s.wantRules(s.play("trawler"), "")
		tw := s.g.findInPlay(CardRef{ID: "trawler"}, 0)
		want := 0
		if haunted {
			want = 5
		}
		s.wantInt("Æmber on Trawler", int(s.g.cards[tw].aember), want)
		s.wantAember(1, 5-want)
	}
}

// Trickle-Down Theory: "Play: Raise the tide. Omni: Gain 1A if your
// opponent has 6A or more."
func TestHandBTrickleDownTheory(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"trickle-down-theory"}, nil)
	s.hand(0, "trickle-down-theory")
	s.house("shadows")
	s.wantRules(s.play("trickle-down-theory"), "")
	if !s.g.p[0].tide {
		t.Error("the tide is not high for Alice")
	}
	s.g.cards[s.g.findInPlay(CardRef{ID: "trickle-down-theory"}, 0)].flags &^= flExhausted // it entered play exhausted
	s.g.p[1].aember = 5
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "trickle-down-theory"}}), "")
	s.wantAember(0, 0)
	s.end()
	s.end()
	s.g.p[1].aember = 6
	s.house("brobnar")
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "trickle-down-theory"}}), "")
	s.wantAember(0, 1)
}

// Trust No One: "Play: Steal 1A. If there are no friendly creatures in
// play, instead steal 1A for each house represented among enemy creatures
// (to a maximum of 3)."
func TestHandBTrustNoOne(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"trust-no-one", "krump"}, []string{"urchin", "mother", "dust-pixie", "troll"})
	s.creature(1, "urchin")
	s.creature(1, "mother")
	s.creature(1, "dust-pixie")
	s.creature(1, "troll")
	s.g.p[1].aember = 6
	s.hand(0, "trust-no-one")
	s.house("shadows")
	s.wantRules(s.play("trust-no-one"), "")
	s.wantAember(0, 3) // four houses: at most 3
	s.wantAember(1, 3)

	s = secondTurnScen(t, "shadows", []string{"trust-no-one", "krump"}, []string{"urchin", "mother"})
	s.creature(0, "krump")
	s.creature(1, "urchin")
	s.creature(1, "mother")
	s.g.p[1].aember = 6
	s.hand(0, "trust-no-one")
	s.house("shadows")
	s.play("trust-no-one")
	s.wantAember(0, 1)
}

// Unprepared: "Play: Choose a house. Stun each creature of that house."
func TestHandBUnprepared(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"unprepared", "bad-penny"}, []string{"urchin", "mother"})
	bp := s.creature(0, "bad-penny")
	u := s.creature(1, "urchin")
	m := s.creature(1, "mother")
	s.hand(0, "unprepared")
	s.house("staralliance")
	s.play("unprepared")
	s.wantRules(s.chooseWords("shadows"), "")
	s.hbWantFlag(u, flStunned, true, "stunned")
	s.hbWantFlag(bp, flStunned, true, "stunned (friendly)")
	s.hbWantFlag(m, flStunned, false, "stunned (Logos)")
}

// Mind Bullets: "Play: Deal 1D to each creature for each card you have
// played this turn (including this one)."
func TestHandBMindBullets(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"mind-bullets", "mother", "krump"}, []string{"troll", "urchin"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	s.hand(0, "mother")
	s.hand(0, "mind-bullets")
	s.house("logos")
	s.play("mother")
	s.wantRules(s.play("mind-bullets"), "")
	s.wantDamage(k, 2)
	s.wantDamage(tr, 2)
	s.wantZone(u, ZoneDiscard)
	s.wantDamage(s.g.findInPlay(CardRef{ID: "mother"}, 0), 2)
}

// Qyxxlyx Plague Master: "Fight/Reap: Deal 3D to each Human creature.
// This damage cannot be prevented by armor."
func TestHandBQyxxlyxPlagueMaster(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"qyxxlyx-plague-master", "the-corpulent-collector"}, []string{"the-corpulent-collector", "troll"})
	mine := s.creature(0, "the-corpulent-collector")
	theirs := s.creature(1, "the-corpulent-collector")
	tr := s.creature(1, "troll")
	s.creature(0, "qyxxlyx-plague-master")
	s.g.addLasting(lasting{kind: lastArmor, player: 1, card: theirs, n: 2, until: s.g.turn})
	s.house("mars")
	s.wantRules(s.reap("qyxxlyx-plague-master"), "")
	s.wantDamage(mine, 3)
	s.wantDamage(theirs, 3) // its 2 armor prevents nothing
	s.wantDamage(tr, 0)
	s.wantInt("armor used", int(s.g.cards[theirs].armorUsed), 0)
}

// Prince Bufo: "Fate: Your opponent forges a key at current cost." Bob's
// prophecy is fulfilled on Alice's turn: Bob forges.
func TestHandBPrinceBufo(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"krump"}, []string{"prince-bufo"})
	s.house("brobnar")
	s.g.p[0].aember, s.g.p[1].aember = 7, 7 // after Alice's forge step
	s.wantRules(s.effect(Effect{Kind: EffFate, Player: 1, Card: CardRef{ID: "prince-bufo"}}), "")
	s.wantInt("Bob's keys", s.g.p[1].keyCount(), 1)
	s.wantAember(1, 1)
	s.wantInt("Alice's keys", s.g.p[0].keyCount(), 0)
	s.wantAember(0, 7)
}

// Sir Jaune: "Play: Capture one third of your opponent's A (rounded
// down). Fate: Lose one third of your A (rounded down)."
func TestHandBSirJaune(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"sir-jaune"}, nil)
	s.hand(0, "sir-jaune")
	s.g.p[1].aember = 8
	s.house("sanctum")
	s.wantRules(s.play("sir-jaune"), "")
	sj := s.g.findInPlay(CardRef{ID: "sir-jaune"}, 0)
	s.wantInt("Æmber on Sir Jaune", int(s.g.cards[sj].aember), 2)
	s.wantAember(1, 6)

	// Fate: Bob's Sir Jaune, fulfilled on Alice's turn: Alice loses.
	s = secondTurnScen(t, "brobnar", []string{"krump"}, []string{"sir-jaune"})
	s.house("brobnar")
	s.g.p[0].aember, s.g.p[1].aember = 7, 7 // after Alice's forge step
	s.wantRules(s.effect(Effect{Kind: EffFate, Player: 1, Card: CardRef{ID: "sir-jaune"}}), "")
	s.wantAember(0, 5)
	s.wantAember(1, 7)
}

// Æmber-vac: "Play: Raise the tide. This creature gains, “At the start of
// your turn, if the tide is high, capture 2A.”"
func TestHandBAemberVac(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"æmber-vac", "krump"}, nil)
	k := s.creature(0, "krump")
	s.g.p[1].aember = 5
	s.house("staralliance")
	s.wantRules(s.hbPlayUpgrade("æmber-vac", "krump"), "")
	if !s.g.p[0].tide {
		t.Fatal("the tide is not high for Alice")
	}
	s.end()
	s.wantInt("Æmber on Krump after Bob's turn start", int(s.g.cards[k].aember), 0)
	s.end()
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 2)
	s.wantAember(1, 3)
	// The tide low: nothing.
	s.g.p[0].tide, s.g.p[1].tide = false, true
	s.end()
	s.end()
	s.wantInt("Æmber on Krump, tide low", int(s.g.cards[k].aember), 2)
}

// Ox Sarbane: "Each enemy creature gains, “After Fight/After Reap: Exhaust
// each friendly creature that shares a house with this creature.”"
func TestHandBOxSarbane(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"krump", "troll", "bad-penny"}, []string{"ox-sarbane", "urchin", "silvertooth"})
	s.creature(0, "krump")
	tr := s.creature(0, "troll")
	bp := s.creature(0, "bad-penny")
	s.creature(1, "ox-sarbane")
	s.house("brobnar")
	s.wantRules(s.reap("krump"), "")
	s.hbWantFlag(tr, flExhausted, true, "exhausted (Brobnar)")
	s.hbWantFlag(bp, flExhausted, false, "exhausted (Shadows)")
	// Bob's own creatures do not have it.
	s.end()
	u := s.creature(1, "urchin")
	st := s.creature(1, "silvertooth")
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "")
	s.hbWantFlag(u, flExhausted, true, "Urchin exhausted (reaped)")
	s.hbWantFlag(st, flExhausted, false, "Bob's Silvertooth exhausted")
}

// Spartasaur: "After a friendly creature is destroyed, destroy each
// non-Dinosaur creature. Fight: Gain 2A."
func TestHandBSpartasaur(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"spartasaur", "praefectus-ludo", "krump"}, []string{"troll", "urchin", "silvertooth"})
	sp := s.creature(0, "spartasaur")
	pl := s.creature(0, "praefectus-ludo") // a Dinosaur
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "praefectus-ludo"}}), "")
	s.wantZone(pl, ZoneDiscard)
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(u, ZoneDiscard)
	s.wantZone(sp, ZoneBattleline)
	s.house("saurian")
	s.creature(1, "silvertooth")
	s.wantRules(s.fight("spartasaur", "silvertooth"), "")
	s.wantAember(0, 2)

	// Destroyed together with a friendly creature: it does nothing.
	s = secondTurnScen(t, "saurian", []string{"spartasaur", "krump"}, []string{"troll"})
	sp = s.creature(0, "spartasaur")
	k = s.creature(0, "krump")
	tr = s.creature(1, "troll")
	s.g.destroy(sp)
	s.g.destroy(k)
	s.g.sweep()
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneBattleline)
}

// Selwyn the Fence: "After Fight/After Reap: Move 1A from a friendly card
// to your pool." An artifact is a card too.
func TestHandBSelwynTheFence(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"selwyn-the-fence", "krump", "safe-house"}, []string{"urchin"})
	s.creature(0, "selwyn-the-fence")
	k := s.creature(0, "krump")
	sh := s.artifact(0, "safe-house")
	u := s.creature(1, "urchin")
	s.g.cards[k].aember = 2
	s.g.cards[sh].aember = 1
	s.g.cards[u].aember = 3
	s.house("shadows")
	s.reap("selwyn-the-fence")
	s.wantRules(s.choose("safe-house"), "")
	s.wantInt("Æmber on Safe House", int(s.g.cards[sh].aember), 0)
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 2)
	s.wantInt("Æmber on Urchin", int(s.g.cards[u].aember), 3)
	s.wantAember(0, 2) // the reap's 1 and the moved 1
}
