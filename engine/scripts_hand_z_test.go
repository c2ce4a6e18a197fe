package engine

import (
	"fmt"
	"testing"
)

// Tests of scripts_hand_z.go: each card's ability on a board, and the
// state after it.

func init() { hzAddCards() }

// hzAddCards adds the facts (keyteki packs) of the cards these tests use.
func hzAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits ...string) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits}
	}
	cr, ac, ar, up := TypeCreature, TypeAction, TypeArtifact, TypeUpgrade
	add("experimental-therapy", "Experimental Therapy", "logos", up, 0, 0, 0)
	add("badge-of-unity", "Badge of Unity", "staralliance", up, 0, 0, 0)
	add("diplomat-agung", "Diplomat Agung", "staralliance", cr, 2, 0, 0, "alien", "krxix")
	add("revo-hooligans", "Revo Hooligans", "mars", cr, 4, 0, 0, "martian", "ironyx")
	add("lord-invidius", "Lord Invidius", "dis", cr, 5, 0, 0, "leader", "demon")
	add("brothers-in-battle", "Brothers in Battle", "brobnar", ac, 0, 0, 1)
	add("hz-relic", "Hz Relic", "sanctum", ar, 0, 0, 0, "item")
	add("grey-aberrant", "Grey Aberrant", "sanctum", cr, 3, 0, 0, "monk", "mutant")
	add("painmail", "Painmail", "dis", up, 0, 0, 1)
	add("r-evolution", "R-Evolution", "mars", up, 0, 0, 1)
	add("hz-martian-a", "Hz Martian", "mars", cr, 3, 0, 0, "martian")
	add("hz-martian-b", "Hz Martian", "mars", cr, 3, 0, 0, "martian")
	add("hz-grunt", "Hz Grunt", "mars", cr, 3, 0, 0, "martian")
	add("cursed-tomb", "Cursed Tomb", "geistoid", ar, 0, 0, 1, "location")
	add("united-action", "United Action", "staralliance", ac, 0, 0, 0)
	add("blossom-drake", "Blossom Drake", "untamed", cr, 4, 0, 0, "dragon")
	add("eclectic-ambrosius-evil-twin", "Eclectic Ambrosius", "saurian", cr, 4, 0, 0, "dinosaur")
	add("molluscaller", "Molluscaller", "ekwidon", cr, 4, 4, 0, "getrookya")
	add("khrkhar-s-blaster", "Khrkhar’s Blaster", "staralliance", up, 0, 0, 1)
	add("molina-s-blaster", "Molina’s Blaster", "staralliance", up, 0, 0, 1)
	add("lieutenant-khrkhar", "Lieutenant Khrkhar", "staralliance", cr, 3, 1, 0, "alien", "krxix")
	add("armsmaster-molina", "Armsmaster Molina", "sanctum", cr, 5, 2, 0, "human", "knight")
	add("junkyard-cemetery", "Junkyard Cemetery", "geistoid", ar, 0, 0, 0, "location")
	add("hz-scholar-a", "Hz Scholar A", "logos", cr, 2, 0, 0, "scientist")
	add("hz-scholar-b", "Hz Scholar B", "logos", cr, 2, 0, 0, "scientist")
	add("hz-scholar-c", "Hz Scholar C", "logos", cr, 2, 0, 0, "scientist")
	add("purple-aeronaut", "Purple Aeronaut", "mars", cr, 3, 0, 0, "martian", "pilot")
	add("hz-pilot-a", "Hz Pilot A", "mars", cr, 2, 0, 0, "martian", "pilot")
	add("hz-pilot-b", "Hz Pilot B", "mars", cr, 2, 0, 0, "martian", "pilot")
	add("hz-pilot-c", "Hz Pilot C", "mars", cr, 2, 0, 0, "martian", "pilot")
	add("hz-nautilixian", "Hz Nautilixian", "mars", cr, 6, 0, 0, "nautilixian")
	add("the-ulfberht-device", "The Ulfberht Device", "staralliance", ar, 0, 0, 1, "item")
	add("immortal-greking", "Immortal Greking", "geistoid", cr, 7, 0, 0, "specter")
	testCards["scowly-caper"] = &CardDef{ID: "scowly-caper", Name: "Scowly Caper", House: "shadows", Type: cr, Power: 2,
		Keywords: []KeywordValue{{Skirmish, 0}, {Treachery, 0}, {Versatile, 0}}, Traits: []string{"elf", "thief"}}
	add("freelancer", "Freelancer", "ekwidon", up, 0, 0, 1)
	add("feats-of-strength", "Feats of Strength", "brobnar", ac, 0, 0, 1)
	add("improvised-aviation", "Improvised Aviation", "brobnar", ac, 0, 0, 1)
	add("livia-the-elder", "Livia the Elder", "saurian", cr, 4, 0, 0, "dinosaur", "philosopher")
	add("hz-reaper", "Hz Reaper", "saurian", cr, 5, 0, 0, "dinosaur")
	add("hz-fighter", "Hz Fighter", "saurian", cr, 5, 0, 0, "dinosaur")
	add("unity-prism", "Unity Prism", "logos", ac, 0, 0, 0)
	add("spectral-tunneler", "Spectral Tunneler", "logos", ar, 0, 0, 1, "item")
	add("multi-dimensional-rescue", "Multi-Dimensional Rescue", "staralliance", ac, 0, 0, 0)
}

// hzB is 1 for true, 0 for false (for wantInt).
func hzB(b bool) int {
	if b {
		return 1
	}
	return 0
}

// hzChoose answers a prompt with cards, then words, on one line.
func (s *scen) hzChoose(cards []string, words ...string) Outcome {
	a := Action{Verb: VerbChoose, Words: words}
	for _, id := range cards {
		a.Cards = append(a.Cards, CardRef{ID: id})
	}
	return s.do(a)
}

// Experimental Therapy (errata CotA 157): "This creature may be used as
// if it belonged to the active house. Play: Stun and exhaust this
// creature."
func TestHandZExperimentalTherapy(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"experimental-therapy", "troll", "krump"}, nil)
	tr := s.creature(0, "troll")
	s.creature(0, "krump")
	s.house("logos")
	s.wantRules(s.hbPlayUpgrade("experimental-therapy", "troll"), "")
	s.wantInt("Troll stunned", hzB(s.g.cards[tr].has(flStunned)), 1)
	s.wantInt("Troll exhausted", hzB(s.g.cards[tr].has(flExhausted)), 1)
	s.end()
	s.house("shadows")
	s.end()
	s.house("dis")
	s.wantRules(s.reap("troll"), "") // the use removes the stun
	s.wantInt("Troll still stunned", hzB(s.g.cards[tr].has(flStunned)), 0)
	s.wantRules(s.reap("krump"), "not-active-house")
}

// Badge of Unity: "This creature belongs to house Star Alliance in
// addition to its other houses."
func TestHandZBadgeOfUnity(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"badge-of-unity", "staunch-knight", "raiding-knight"}, nil)
	sk := s.creature(0, "staunch-knight")
	rk := s.creature(0, "raiding-knight")
	s.house("staralliance")
	s.wantRules(s.hbPlayUpgrade("badge-of-unity", "staunch-knight"), "")
	for _, tc := range []struct {
		name string
		id   int16
		h    House
		want bool
	}{{"badged, Star Alliance", sk, "staralliance", true}, {"badged, its own house", sk, "sanctum", true},
		{"badged, another house", sk, "mars", false}, {"not badged", rk, "staralliance", false}} {
		t.Run(tc.name, func(t *testing.T) {
			if got := s.g.ofHouse(tc.id, tc.h); got != tc.want {
				t.Errorf("ofHouse(%s) = %v, want %v", tc.h, got, tc.want)
			}
		})
	}
	s.wantInt("a Star Alliance creature target", hzB(s.g.matches(&Target{House: "staralliance"}, sk, sk, 0)), 1)
	s.end()
	s.house("shadows")
	s.end()
	s.house("staralliance")
	s.wantRules(s.reap("staunch-knight"), "")
	s.wantRules(s.reap("raiding-knight"), "not-active-house")
}

// Diplomat Agung: "Play/Fight/Reap: For the remainder of the turn, a
// friendly creature belongs to the house of your choice in addition to
// its other houses."
func TestHandZDiplomatAgung(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"diplomat-agung", "troll", "krump"}, nil)
	s.creature(0, "diplomat-agung")
	tr := s.creature(0, "troll")
	k := s.creature(0, "krump")
	s.house("staralliance")
	s.wantRules(s.reap("diplomat-agung"), "")
	s.wantRules(s.hzChoose([]string{"troll"}, "staralliance"), "")
	s.wantInt("Troll is Star Alliance", hzB(s.g.ofHouse(tr, "staralliance")), 1)
	s.wantInt("Troll is still Brobnar", hzB(s.g.ofHouse(tr, "brobnar")), 1)
	s.wantInt("Krump is Star Alliance", hzB(s.g.ofHouse(k, "staralliance")), 0)
	s.wantRules(s.reap("troll"), "") // of the active house now
	s.wantRules(s.reap("krump"), "not-active-house")
	s.end()
	s.wantInt("Troll is Star Alliance next turn", hzB(s.g.ofHouse(tr, "staralliance")), 0)
}

// Revo Hooligans: "Elusive. After Reap: Put a paint counter on an
// artifact. While that artifact has a paint counter, it belongs to house
// Mars (instead of its other houses)."
func TestHandZRevoHooligans(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"revo-hooligans"}, []string{"hz-relic", "gorm-of-omm"})
	s.creature(0, "revo-hooligans")
	a := s.artifact(1, "hz-relic")
	gm := s.artifact(1, "gorm-of-omm")
	s.house("mars")
	s.wantRules(s.reap("revo-hooligans"), "")
	s.wantRules(s.choose("hz-relic"), "")
	s.wantInt("paint counters", s.g.hsCounters(a, zPaint), 1)
	s.wantInt("the relic is Mars", hzB(s.g.houseOf(a) == "mars"), 1)
	s.wantInt("the relic is Sanctum", hzB(s.g.ofHouse(a, "sanctum")), 0)
	s.wantInt("Gorm of Omm is Mars", hzB(s.g.houseOf(gm) == "mars"), 0)
	s.g.hsAddCounters(a, zPaint, -1)
	s.wantInt("the relic unpainted is Sanctum", hzB(s.g.houseOf(a) == "sanctum"), 1)
}

// Lord Invidius: "Elusive. While Lord Invidius is in the center of your
// battleline, it gains, “Reap: Take control of an enemy flank creature
// and exhaust it. While under your control, it belongs to house Dis.”"
func TestHandZLordInvidius(t *testing.T) {
	for _, tc := range []struct {
		name   string
		center bool
	}{{"in the center", true}, {"on a flank", false}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"lord-invidius", "tocsin", "shooler"}, []string{"troll", "krump", "valdr"})
			s.creature(0, "tocsin")
			s.creature(0, "lord-invidius")
			if tc.center {
				s.creature(0, "shooler")
			}
			tr := s.creature(1, "troll")
			s.creature(1, "krump")
			s.creature(1, "valdr")
			s.house("dis")
			s.wantRules(s.reap("lord-invidius"), "")
			if tc.center {
				s.wantRules(s.choose("troll"), "")
			}
			s.wantInt("Alice controls Troll", hzB(s.g.cards[tr].controller == 0), hzB(tc.center))
			s.wantInt("Troll exhausted", hzB(s.g.cards[tr].has(flExhausted)), hzB(tc.center))
			s.wantInt("Troll is Dis", hzB(s.g.houseOf(tr) == "dis"), hzB(tc.center))
		})
	}
}

// Brothers in Battle: "Play: Choose a house. For the remainder of the
// turn, each friendly creature of that house may fight."
func TestHandZBrothersInBattle(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"brothers-in-battle", "staunch-knight", "raiding-knight", "tocsin"}, []string{"bad-penny", "urchin", "silvertooth"})
	s.creature(0, "staunch-knight")
	s.creature(0, "raiding-knight")
	s.creature(0, "tocsin")
	s.creature(1, "bad-penny")
	s.creature(1, "silvertooth")
	s.hand(0, "brothers-in-battle")
	s.house("brobnar")
	s.wantRules(s.play("brothers-in-battle"), "")
	s.wantRules(s.words("sanctum"), "")
	s.wantRules(s.fight("staunch-knight", "bad-penny"), "")
	s.wantRules(s.reap("raiding-knight"), "not-active-house")
	s.wantRules(s.fight("tocsin", "silvertooth"), "not-active-house")
}

// Grey Aberrant: "Each creature loses each of its traits."
func TestHandZGreyAberrant(t *testing.T) {
	for _, tc := range []struct {
		name    string
		inPlay  bool
		matches int
	}{{"in play", true, 0}, {"gone", false, 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"grey-aberrant"}, []string{"hz-grunt"})
			ga := s.creature(0, "grey-aberrant")
			m := s.creature(1, "hz-grunt")
			if !tc.inPlay {
				s.g.moveInst(ga, ZoneDiscard)
			}
			s.wantInt("an enemy Martian", hzB(s.g.matches(&Target{Trait: "martian"}, m, ga, 0)), tc.matches)
			s.wantInt("a non-Martian", hzB(s.g.matches(&Target{Trait: "martian", Is: NotTrait}, m, ga, 0)), 1-tc.matches)
			if tc.inPlay {
				s.wantInt("Grey Aberrant a Mutant", hzB(s.g.matches(&Target{Trait: "mutant"}, ga, ga, 0)), 0)
			}
		})
	}
}

// Painmail: "This creature gains, “After any player chooses Dis as their
// active house, put Painmail into its owner’s archives and destroy this
// creature.”"
func TestHandZPainmail(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"painmail"}, []string{"troll"})
	tr := s.creature(1, "troll")
	s.house("dis")
	pm := s.hand(0, "painmail")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "painmail"}, Target: CardRef{ID: "troll"}}), "")
	s.end()
	s.house("shadows") // not Dis: nothing
	s.wantZone(tr, ZoneBattleline)
	s.end()
	s.house("dis")
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(pm, ZoneArchives)
	s.wantInt("Painmail in Alice's archives", hzB(s.g.cards[pm].owner == 0), 1)
}

// R-Evolution: "This creature and each creature with the same name as it
// gain, “After Reap: Deal 2D to an enemy creature.”"
func TestHandZREvolution(t *testing.T) {
	for _, tc := range []struct {
		reaper string
		dmg    int
	}{{"hz-martian-a", 2}, {"hz-martian-b", 2}, {"hz-grunt", 0}} {
		t.Run(tc.reaper, func(t *testing.T) {
			s := secondTurnScen(t, "mars", []string{"r-evolution", "hz-martian-a", "hz-martian-b", "hz-grunt"}, []string{"troll"})
			s.creature(0, "hz-martian-a")
			s.creature(0, "hz-martian-b")
			s.creature(0, "hz-grunt")
			tr := s.creature(1, "troll")
			s.house("mars")
			s.wantRules(s.hbPlayUpgrade("r-evolution", "hz-martian-a"), "")
			s.wantRules(s.reap(tc.reaper), "")
			s.wantDamage(tr, tc.dmg)
		})
	}
}

// Cursed Tomb: "Enhance A. Each creature with no A on it gains,
// “Destroyed: Purge this creature.” If there are no creatures in play,
// purge Cursed Tomb."
func TestHandZCursedTomb(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"cursed-tomb", "troll", "krump"}, nil)
	ct := s.artifact(0, "cursed-tomb")
	tr := s.creature(0, "troll")
	k := s.creature(0, "krump")
	s.g.cards[k].aember = 1
	s.g.destroy(tr)
	s.g.sweep()
	s.wantZone(tr, ZonePurged)
	s.wantZone(ct, ZoneArtifacts)
	s.g.destroy(k)
	s.g.sweep()
	s.wantZone(k, ZoneDiscard) // it had A on it
	s.wantZone(ct, ZonePurged) // no creature is left
}

// United Action: "Alpha. Play: For the remainder of the turn, you may play
// cards from any house for which you have a card in play. You cannot use
// cards this turn."
func TestHandZUnitedAction(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"united-action", "troll", "krump", "tocsin", "diplomat-agung"}, nil)
	s.creature(0, "troll")
	s.creature(0, "diplomat-agung")
	s.hand(0, "united-action")
	s.hand(0, "krump")
	s.hand(0, "tocsin")
	s.house("staralliance")
	s.wantRules(s.play("united-action"), "")
	s.wantRules(s.play("krump"), "")                  // a Brobnar creature is in play
	s.wantRules(s.play("tocsin"), "not-active-house") // no Dis card is
	s.wantRules(s.reap("diplomat-agung"), "restricted")
}

// Multi-Dimensional Rescue: "Play: Return one card of each type (action,
// artifact, creature, upgrade) from your discard pile to your hand. For
// the remainder of the turn, you may play a non-Star Alliance card. Purge
// Multi-Dimensional Rescue."
func TestHandZMultiDimensionalRescue(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"multi-dimensional-rescue", "anger", "gauntlet-of-command", "troll", "protect-the-weak", "krump"}, nil)
	cards := s.discardPile(0, "anger", "gauntlet-of-command", "troll", "protect-the-weak", "krump")
	mdr := s.hand(0, "multi-dimensional-rescue")
	s.house("staralliance")
	s.wantRules(s.play("multi-dimensional-rescue"), "")
	s.wantRules(s.choose("troll"), "") // the other types have one card each
	for _, id := range cards[:4] {
		s.wantZone(id, ZoneHand)
	}
	s.wantZone(cards[4], ZoneDiscard)
	s.wantZone(mdr, ZonePurged)
	s.wantRules(s.play("troll"), "")
	s.wantRules(s.play("anger"), "not-active-house") // one card only
}

// Blossom Drake: "Blossom Drake gets +1 power for each artifact in play.
// Each artifact’s text box is considered blank (except for traits)."
func TestHandZBlossomDrake(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"blossom-drake"}, []string{"gorm-of-omm", "hz-relic"})
	bd := s.creature(0, "blossom-drake")
	gm := s.artifact(1, "gorm-of-omm")
	s.artifact(1, "hz-relic")
	s.wantInt("Blossom Drake's power", s.g.power(bd), 4+2)
	s.wantInt("Gorm of Omm blank", hzB(s.g.blank(gm)), 1)
	s.wantInt("Gorm of Omm's script", hzB(s.g.scriptOf(gm) != nil), 0)
	s.wantInt("Blossom Drake blank", hzB(s.g.blank(bd)), 0)
	s.g.moveInst(bd, ZoneDiscard)
	s.wantInt("Gorm of Omm blank without the drake", hzB(s.g.blank(gm)), 0)
}

// Eclectic Ambrosius (the evil twin): "Reap: Put an ignorance counter on
// an enemy creature. As long as that creature has an ignorance counter,
// its text box is considered blank (except for traits)."
func TestHandZEclecticAmbrosiusEvilTwin(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"eclectic-ambrosius-evil-twin"}, []string{"troll", "krump"})
	ea := s.creature(0, "eclectic-ambrosius-evil-twin")
	tr := s.creature(1, "troll")
	k := s.creature(1, "krump")
	s.house("saurian")
	s.wantRules(s.reap("eclectic-ambrosius-evil-twin"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("ignorance counters", s.g.hsCounters(tr, zIgnorance), 1)
	s.wantInt("Troll blank", hzB(s.g.blank(tr)), 1)
	s.wantInt("Krump blank", hzB(s.g.blank(k)), 0)
	s.g.moveInst(ea, ZoneDiscard) // the counter, not Ambrosius, blanks it
	s.wantInt("Troll blank after Ambrosius left", hzB(s.g.blank(tr)), 1)
	s.g.hsAddCounters(tr, zIgnorance, -1)
	s.wantInt("Troll blank without the counter", hzB(s.g.blank(tr)), 0)
}

// Molluscaller: "After Reap: For the remainder of the turn, each friendly
// Strange Shell gets +3 power and loses all abilities."
func TestHandZMolluscaller(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"molluscaller", "strange-shell"}, []string{"strange-shell", "troll"})
	s.creature(0, "molluscaller")
	sh := s.creature(0, "strange-shell")
	bs := s.creature(1, "strange-shell")
	s.creature(1, "troll")
	s.house("ekwidon")
	s.wantRules(s.reap("molluscaller"), "")
	s.wantInt("the Strange Shell's power", s.g.power(sh), 1+3)
	s.wantInt("the enemy Strange Shell's power", s.g.power(bs), 1)
	s.wantInt("the Strange Shell blank", hzB(s.g.blank(sh)), 1)
	s.wantRules(s.reap("strange-shell"), "") // its "cannot reap" is gone
	s.end()
	s.wantInt("the Strange Shell's power next turn", s.g.power(sh), 1)
	s.wantInt("the Strange Shell blank next turn", hzB(s.g.blank(sh)), 0)
}

// Khrkhar’s Blaster: "This creature gains, “Fight/Reap: You may deal 2D to
// a creature, or attach Khrkhar’s Blaster to Lieutenant Khrkhar.” After
// you attach Khrkhar’s Blaster to Lieutenant Khrkhar, ward Lieutenant
// Khrkhar."
func TestHandZKhrkharsBlaster(t *testing.T) {
	deck := []string{"khrkhar-s-blaster", "lieutenant-khrkhar", "krump"}
	t.Run("played on Khrkhar: a ward", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", deck, []string{"troll"})
		lk := s.creature(0, "lieutenant-khrkhar")
		s.house("staralliance")
		s.wantRules(s.hbPlayUpgrade("khrkhar-s-blaster", "lieutenant-khrkhar"), "")
		s.wantInt("Khrkhar warded", hzB(s.g.cards[lk].has(flWarded)), 1)
	})
	t.Run("played on another creature: no ward", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", deck, []string{"troll"})
		k := s.creature(0, "krump")
		s.house("staralliance")
		s.wantRules(s.hbPlayUpgrade("khrkhar-s-blaster", "krump"), "")
		s.wantInt("Krump warded", hzB(s.g.cards[k].has(flWarded)), 0)
	})
	t.Run("the creature's reap attaches it to Khrkhar", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", append(deck, "diplomat-agung"), []string{"troll"})
		s.creature(0, "diplomat-agung")
		lk := s.creature(0, "lieutenant-khrkhar")
		s.house("staralliance")
		s.wantRules(s.hbPlayUpgrade("khrkhar-s-blaster", "diplomat-agung"), "")
		s.wantRules(s.reap("diplomat-agung"), "")
		s.wantRules(s.hzChoose([]string{"diplomat-agung"}, "logos"), "") // Agung's own reap first
		s.wantRules(s.words("attach"), "")
		b := s.g.findInPlay(CardRef{ID: "khrkhar-s-blaster"}, 0)
		s.wantInt("the Blaster on Khrkhar", hzB(b >= 0 && s.g.cards[b].parent == lk), 1)
		s.wantInt("Khrkhar warded", hzB(s.g.cards[lk].has(flWarded)), 1)
	})
}

// Molina’s Blaster: "This creature gains, “Fight/Reap: You may deal 2D to
// a creature, or attach Molina’s Blaster to Armsmaster Molina.” After you
// attach Molina’s Blaster to Armsmaster Molina, you may deal 3D to a
// creature."
func TestHandZMolinasBlaster(t *testing.T) {
	for _, tc := range []struct {
		on  string
		dmg int
	}{{"armsmaster-molina", 3}, {"krump", 0}} {
		t.Run(tc.on, func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"molina-s-blaster", "armsmaster-molina", "krump"}, []string{"troll"})
			s.creature(0, tc.on)
			tr := s.creature(1, "troll")
			s.house("staralliance")
			s.wantRules(s.hbPlayUpgrade("molina-s-blaster", tc.on), "")
			if tc.dmg > 0 {
				s.wantRules(s.words("yes"), "")
				s.wantRules(s.choose("troll"), "")
			}
			s.wantDamage(tr, tc.dmg)
		})
	}
}

// Junkyard Cemetery: "While there is a combined total of 10 or more cards
// between your purged cards and discard pile, you are haunted. Action:
// Purge a card in your discard pile."
func TestHandZJunkyardCemetery(t *testing.T) {
	for _, tc := range []struct {
		name     string
		cemetery bool
		discard  int
		haunted  int
	}{{"9 and a purged one", true, 9, 1}, {"8 and a purged one", true, 8, 0}, {"without the cemetery", false, 9, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			deck := []string{"junkyard-cemetery", "krump"}
			for range tc.discard {
				deck = append(deck, "troll")
			}
			s := secondTurnScen(t, "geistoid", deck, nil)
			if tc.cemetery {
				s.artifact(0, "junkyard-cemetery")
			}
			for range tc.discard {
				s.discardPile(0, "troll")
			}
			s.wantInt("haunted before", hzB(s.g.haunted(0)), 0)
			s.g.put(s.take(0, "krump"), ZonePurged)
			s.wantInt("haunted", hzB(s.g.haunted(0)), tc.haunted)
			s.wantInt("Bob haunted", hzB(s.g.haunted(1)), 0)
			if tc.cemetery {
				s.house("geistoid")
				s.wantRules(s.hbAction("junkyard-cemetery"), "")
				s.wantRules(s.choose("troll"), "")
				s.wantInt("discard pile", len(s.g.p[0].discard), tc.discard-1)
				s.wantInt("haunted after the purge", hzB(s.g.haunted(0)), tc.haunted)
			}
		})
	}
}

// Spectral Tunneler: "Action: Choose a creature. For the remainder of the
// turn, that creature is considered a flank creature and gains, “Reap:
// Draw a card.”"
func TestHandZSpectralTunneler(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"spectral-tunneler", "hz-scholar-a", "hz-scholar-b", "hz-scholar-c"}, nil)
	s.artifact(0, "spectral-tunneler")
	s.creature(0, "hz-scholar-a")
	b := s.creature(0, "hz-scholar-b")
	s.creature(0, "hz-scholar-c")
	s.house("logos")
	s.wantInt("the center creature on a flank before", hzB(s.g.onFlank(b)), 0)
	s.wantRules(s.hbAction("spectral-tunneler"), "")
	s.wantRules(s.choose("hz-scholar-b"), "")
	s.wantInt("the center creature on a flank", hzB(s.g.onFlank(b)), 1)
	for _, tc := range []struct {
		reaper string
		draws  int
	}{{"hz-scholar-a", 0}, {"hz-scholar-b", 1}} {
		hand := s.g.p[0].handSize()
		s.wantRules(s.reap(tc.reaper), "")
		s.wantInt(tc.reaper+"'s reap draws", s.g.p[0].handSize()-hand, tc.draws)
	}
	s.end()
	s.wantInt("on a flank next turn", hzB(s.g.onFlank(b)), 0)
}

// Purple Aeronaut: "After 4 friendly Pilot creatures are used in the same
// turn, a friendly Nautilixian gains “After Fight: Destroy each enemy
// creature” for the remainder of that turn."
func TestHandZPurpleAeronaut(t *testing.T) {
	for _, tc := range []struct {
		name   string
		pilots []string
		wiped  int
	}{
		{"four, the Aeronaut last", []string{"hz-pilot-a", "hz-pilot-b", "hz-pilot-c", "purple-aeronaut"}, 1},
		{"four, the Aeronaut first", []string{"purple-aeronaut", "hz-pilot-a", "hz-pilot-b", "hz-pilot-c"}, 1},
		{"three", []string{"hz-pilot-a", "hz-pilot-b", "purple-aeronaut"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "mars", []string{"purple-aeronaut", "hz-pilot-a", "hz-pilot-b", "hz-pilot-c", "hz-nautilixian"}, []string{"silvertooth", "krump"})
			for _, id := range []string{"purple-aeronaut", "hz-pilot-a", "hz-pilot-b", "hz-pilot-c", "hz-nautilixian"} {
				s.creature(0, id)
			}
			s.creature(1, "silvertooth")
			k := s.creature(1, "krump")
			s.house("mars")
			for _, p := range tc.pilots {
				s.wantRules(s.reap(p), "")
			}
			s.wantRules(s.fight("hz-nautilixian", "silvertooth"), "")
			s.wantInt("Krump destroyed", hzB(s.g.cards[k].zone == ZoneDiscard), tc.wiped)
		})
	}
}

// The Ulfberht Device: "Each player cannot choose the same active house
// they chose on their previous turn."
func TestHandZTheUlfberhtDevice(t *testing.T) {
	for _, tc := range []struct {
		name    string
		inPlay  bool
		alice   House
		violate string
	}{{"the same house", true, "staralliance", "house-choice"}, {"another house", true, "brobnar", ""},
		{"the device gone", false, "staralliance", ""}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"the-ulfberht-device"}, nil)
			ud := s.artifact(0, "the-ulfberht-device")
			s.house("staralliance") // her previous turn's choice, the device in play or not
			s.end()
			s.wantRules(s.house("shadows"), "")
			s.end()
			if !tc.inPlay {
				s.g.moveInst(ud, ZoneDiscard)
			}
			s.wantRules(s.house(tc.alice), tc.violate)
			s.end()
			s.wantRules(s.house("shadows"), hzIf(tc.inPlay, "house-choice"))
		})
	}
}

// hzIf is s when b holds, "" otherwise.
func hzIf(b bool, s string) string {
	if b {
		return s
	}
	return ""
}

// Immortal Greking: "Play: Take control of an enemy creature and place it
// anywhere in your battleline. Until Immortal Greking leaves play, that
// creature belongs to Immortal Greking's house. Destroyed: If you are
// haunted, archive Immortal Greking."
func TestHandZImmortalGreking(t *testing.T) {
	t.Run("play", func(t *testing.T) {
		s := secondTurnScen(t, "geistoid", []string{"immortal-greking", "krump", "valdr"}, []string{"troll", "bumpsy"})
		s.creature(0, "krump")
		s.creature(0, "valdr")
		tr := s.creature(1, "troll")
		s.creature(1, "bumpsy")
		ig := s.hand(0, "immortal-greking")
		s.house("geistoid")
		s.wantRules(s.play("immortal-greking"), "")
		s.wantRules(s.hzChoose([]string{"troll"}, "1"), "")
		s.wantInt("Alice controls Troll", hzB(s.g.cards[tr].controller == 0), 1)
		s.wantInt("Troll's place", indexOf(s.g.p[0].line, tr), 1)
		s.wantInt("Troll is Geistoid", hzB(s.g.houseOf(tr) == "geistoid"), 1)
		s.g.takeControl(1, tr) // back under Bob: still Greking's house
		s.wantInt("Troll back under Bob is Geistoid", hzB(s.g.houseOf(tr) == "geistoid"), 1)
		s.g.moveInst(ig, ZoneDiscard)
		s.wantInt("Troll is Geistoid after Greking left", hzB(s.g.houseOf(tr) == "geistoid"), 0)
	})
	for _, tc := range []struct {
		discard int
		want    Zone
	}{{10, ZoneArchives}, {9, ZoneDiscard}} {
		t.Run(fmt.Sprintf("destroyed with %d in the discard pile", tc.discard), func(t *testing.T) {
			deck := []string{"immortal-greking"}
			for range tc.discard {
				deck = append(deck, "krump")
			}
			s := secondTurnScen(t, "geistoid", deck, nil)
			ig := s.creature(0, "immortal-greking")
			for range tc.discard {
				s.discardPile(0, "krump")
			}
			s.g.destroy(ig)
			s.g.sweep()
			s.wantZone(ig, tc.want)
		})
	}
}

// Scowly Caper: "Skirmish. Scowly Caper enters play under your opponent’s
// control and can be used as if it belonged to any house. At the end of
// your turn, destroy one of Scowly Caper’s neighbors."
func TestHandZScowlyCaper(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"scowly-caper"}, []string{"krump", "troll", "bumpsy"})
	sc := s.hand(0, "scowly-caper")
	k := s.creature(1, "krump")
	tr := s.creature(1, "troll")
	b := s.creature(1, "bumpsy")
	s.house("shadows")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "scowly-caper"}, Flank: FlankRight}), "")
	s.wantInt("Bob controls Scowly Caper", hzB(s.g.cards[sc].controller == 1), 1)
	s.g.moveInst(b, ZoneDiscard)
	s.g.p[1].line = []int16{k, sc, tr} // between Krump and Troll
	s.end()                            // Alice's turn: not Caper's controller's
	s.wantZone(k, ZoneBattleline)
	s.wantZone(tr, ZoneBattleline)
	s.house("logos")
	s.g.cards[sc].flags &^= flExhausted
	s.wantRules(s.reap("scowly-caper"), "") // used as if of house Logos (versatile)
	s.wantRules(s.reap("krump"), "not-active-house")
	s.end()
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(k, ZoneBattleline)
}

// Freelancer: "At the start of each turn, the active player takes control
// of this creature. This creature may be used as if it belonged to the
// active house."
func TestHandZFreelancer(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"freelancer", "troll", "krump"}, []string{"bumpsy"})
	tr := s.creature(0, "troll")
	s.creature(0, "krump")
	s.house("ekwidon")
	s.wantRules(s.hbPlayUpgrade("freelancer", "troll"), "")
	s.wantInt("Alice controls Troll", hzB(s.g.cards[tr].controller == 0), 1)
	s.end()
	s.wantInt("Bob controls Troll at his turn's start", hzB(s.g.cards[tr].controller == 1), 1)
	s.house("shadows")
	s.g.cards[tr].flags &^= flExhausted
	s.wantRules(s.reap("troll"), "") // as if of house Shadows
	s.end()
	s.wantInt("Alice controls Troll again", hzB(s.g.cards[tr].controller == 0), 1)
	s.house("ekwidon")
	s.wantRules(s.reap("krump"), "not-active-house")
}

// Feats of Strength: "Play: For the remainder of the turn, each time an
// enemy creature is destroyed in a fight, make a token creature."
func TestHandZFeatsOfStrength(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"feats-of-strength", "troll", "krump", "hz-grunt"}, []string{"silvertooth", "bumpsy", "valdr"})
	s.g.p[0].deck.Token = "catena-fiend"
	s.creature(0, "troll")
	s.creature(0, "krump")
	s.creature(0, "hz-grunt")
	s.creature(1, "silvertooth")
	s.creature(1, "bumpsy")
	v := s.creature(1, "valdr")
	s.hand(0, "feats-of-strength")
	s.house("brobnar")
	s.wantRules(s.play("feats-of-strength"), "")
	line := len(s.g.p[0].line)
	s.wantRules(s.fight("troll", "silvertooth"), "") // an enemy destroyed: a token
	s.wantInt("tokens", len(s.g.p[0].line)-line, 1)
	s.wantRules(s.fight("krump", "bumpsy"), "")
	s.wantInt("tokens", len(s.g.p[0].line)-line, 2)
	s.g.house = "mars"                            // Hz Grunt's house, for its fight
	s.wantRules(s.fight("hz-grunt", "valdr"), "") // a friendly creature destroyed: none
	s.wantInt("tokens less Hz Grunt", len(s.g.p[0].line)-line, 2-1)
	s.g.destroy(v) // destroyed outside a fight: none
	s.g.sweep()
	s.wantInt("tokens less Hz Grunt", len(s.g.p[0].line)-line, 2-1)
}

// Improvised Aviation: "Play: The next creature you play this turn enters
// play ready. Until the end of your turn it gains, “After Fight: Shuffle
// an artifact from play into its owner’s deck.”"
func TestHandZImprovisedAviation(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"improvised-aviation", "krump", "bumpsy"}, []string{"bad-penny", "silvertooth", "gorm-of-omm"})
	k := s.hand(0, "krump")
	b := s.hand(0, "bumpsy")
	s.creature(1, "bad-penny")
	s.creature(1, "silvertooth")
	gm := s.artifact(1, "gorm-of-omm")
	s.hand(0, "improvised-aviation")
	s.house("brobnar")
	s.wantRules(s.play("improvised-aviation"), "")
	s.wantRules(s.play("krump"), "")
	s.wantInt("Krump ready", hzB(!s.g.cards[k].has(flExhausted)), 1)
	s.wantRules(s.play("bumpsy"), "")
	s.wantInt("Bumpsy ready", hzB(!s.g.cards[b].has(flExhausted)), 0)
	s.wantRules(s.fight("krump", "bad-penny"), "")
	s.wantInt("Gorm of Omm shuffled away", hzB(s.g.cards[gm].zone != ZoneArtifacts), 1)
}

// Livia the Elder: "Reap: You may exalt Livia the Elder. If you do, each
// friendly creature’s fight effects and reap effects are fight/reap
// effects for the remainder of the turn."
func TestHandZLiviaTheElder(t *testing.T) {
	for _, tc := range []struct {
		answer string
		gain   int
	}{{"yes", 1}, {"no", 0}} {
		t.Run(tc.answer, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"livia-the-elder", "hz-reaper", "hz-fighter"}, []string{"bad-penny", "silvertooth"})
			s.g.setScript("hz-reaper", &Script{ID: "hz-reaper", Abilities: []Ability{{On: OnReap, Steps: []Clause{{Do: DoGain, N: 1}}}}})
			s.g.setScript("hz-fighter", &Script{ID: "hz-fighter", Abilities: []Ability{{On: OnFight, Steps: []Clause{{Do: DoGain, N: 1}}}}})
			s.creature(0, "livia-the-elder")
			s.creature(0, "hz-reaper")
			s.creature(0, "hz-fighter")
			s.creature(1, "bad-penny")
			s.creature(1, "silvertooth")
			s.house("saurian")
			s.wantRules(s.reap("livia-the-elder"), "")
			s.wantRules(s.words(tc.answer), "")
			a := s.aember(0)
			s.wantRules(s.fight("hz-reaper", "bad-penny"), "") // its reap effect on a fight
			s.wantAember(0, a+tc.gain)
			s.wantRules(s.reap("hz-fighter"), "") // its fight effect on a reap: the reap's 1, and 1 more
			s.wantAember(0, a+tc.gain+1+tc.gain)
		})
	}
}

// Unity Prism: "Alpha. Play: For the remainder of the turn, you may play
// cards from any house. You cannot play more than 4 cards this turn
// (including this one). Scrap: Reveal your hand. Gain 1A for each house
// represented in it."
func TestHandZUnityPrism(t *testing.T) {
	t.Run("play", func(t *testing.T) {
		s := secondTurnScen(t, "logos", []string{"unity-prism", "troll", "tocsin", "staunch-knight", "bumpsy"}, nil)
		s.hand(0, "unity-prism")
		for _, id := range []string{"troll", "tocsin", "staunch-knight", "bumpsy"} {
			s.hand(0, id)
		}
		s.house("logos")
		s.wantRules(s.play("unity-prism"), "")
		s.wantRules(s.play("troll"), "")          // Brobnar
		s.wantRules(s.play("tocsin"), "")         // Dis
		s.wantRules(s.play("staunch-knight"), "") // Sanctum: the fourth card
		s.wantRules(s.play("bumpsy"), "restricted")
	})
	t.Run("scrap", func(t *testing.T) {
		s := secondTurnScen(t, "logos", []string{"unity-prism", "troll", "krump", "tocsin"}, nil)
		s.hand(0, "unity-prism")
		for _, id := range []string{"troll", "krump", "tocsin"} {
			s.hand(0, id)
		}
		s.house("logos")
		before := s.aember(0)
		s.wantRules(s.htDiscard("unity-prism"), "")
		s.wantRules(s.choose("troll", "krump", "tocsin"), "")
		s.wantAember(0, before+2) // Brobnar and Dis
	})
}
