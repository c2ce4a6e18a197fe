package engine

import (
	"strings"
	"testing"
)

// Tests of scripts_hand_t.go and the archon power model (archon_power.go):
// each card's ability on a board, and the state after it.

func init() { htAddCards() }

// htAddCards adds the facts (keyteki packs) of the cards these tests use,
// and a few made-up vanilla cards ("ht-…") of the traits they need.
func htAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr, ar := TypeCreature, TypeArtifact
	tr := func(t ...string) []string { return t }
	for _, p := range [][2]string{
		{"charismatic-inspiration", "Charismatic Inspiration"}, {"noble-blood", "Noble Blood"},
		{"stasis-field", "Stasis Field"}, {"divine-spark", "Divine Spark"}, {"artificer", "Artificer"},
		{"optimizer", "Optimizer"}, {"schemer", "Schemer"}, {"nature-s-guardian", "Nature's Guardian"},
		{"deluge-of-power", "Deluge of Power"}, {"commanding-presence", "Commanding Presence"},
		{"master-planner", "Master Planner"}, {"thievery", "Thievery"}, {"control", "Control"},
	} {
		add(p[0], p[1], "archonpower", TypeArchonPower, 0, 0, 0, nil)
	}
	add("ht-human", "Test Human", "brobnar", cr, 3, 0, 0, tr("human"))
	add("ht-knight", "Test Knight", "sanctum", cr, 4, 0, 0, tr("human", "knight"))
	add("ht-dino", "Test Dinosaur", "saurian", cr, 8, 0, 0, tr("dinosaur"))
	add("ht-rock", "Test Rock", "dis", ar, 0, 0, 0, nil)
	add("ht-lever", "Test Lever", "brobnar", ar, 0, 0, 0, nil)
	up, ac := TypeUpgrade, TypeAction
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("ht-charm", "Test Charm", "brobnar", up, 0, 0, 0, nil)
	add("narplet", "Narplet", "brobnar", cr, 3, 0, 0, tr("giant"))
	add("horseman-of-war", "Horseman of War", "sanctum", cr, 5, 0, 0, tr("spirit", "horseman"))
	add("look-what-i-found", "Look What I Found!", "untamed", ac, 0, 0, 0, nil, kw(Omega, 0))
	add("designer-crick", "Designer Crick", "logos", cr, 3, 2, 0, tr("human", "scientist"))
	add("peace-accord", "Peace Accord", "staralliance", ar, 0, 0, 0, tr("law"))
	add("covetous-idol", "Covetous Idol", "shadows", ar, 0, 0, 0, tr("item"))
	add("first-officer-frane", "First Officer Frane", "staralliance", cr, 4, 0, 0, tr("human"))
	add("medic-ingram", "Medic Ingram", "staralliance", cr, 3, 0, 0, tr("human"))
	add("sci-officer-qincan", "Sci. Officer Qincan", "staralliance", cr, 2, 0, 0, tr("alien", "proximan", "scientist"))
	for _, b := range [][2]string{{"frane-s-blaster", "Frane’s Blaster"}, {"ingram-s-blaster", "Ingram’s Blaster"}, {"qincan-s-blaster", "Qincan’s Blaster"}} {
		add(b[0], b[1], "staralliance", up, 0, 0, 1, nil)
	}
	add("shĭzyokŭ-swopper", "Shĭzyokŭ Swopper", "ekwidon", cr, 1, 5, 0, tr("getrookya"))
	add("tourist-trap", "Tourist Trap", "ekwidon", ar, 0, 0, 0, tr("location"))
	add("into-the-night", "Into the Night", "shadows", ac, 0, 0, 0, nil)
	add("stilt-kin", "Stilt-Kin", "brobnar", cr, 2, 0, 0, tr("goblin"), kw(Skirmish, 0))
	add("ht-ensign", "Test Ensign", "staralliance", cr, 3, 0, 0, tr("human"))
	add("ht-giant", "Test Giant", "brobnar", cr, 5, 0, 0, tr("giant"))
	add("aja-the-inconspicuous", "Aja the Inconspicuous", "sanctum", cr, 3, 0, 0, tr("human", "monk"))
	add("undagnathus-evil-twin", "Undagnathus", "saurian", cr, 12, 0, 0, tr("beast"))
	add("venator-altum", "Venator Altum", "saurian", cr, 7, 2, 0, tr("dinosaur", "soldier"))
	add("rotfeast", "Rotfeast", "untamed", ac, 0, 0, 1, nil)
	add("lethal-distraction", "Lethal Distraction", "shadows", ac, 0, 0, 1, nil)
	add("the-mist", "The Mist", "redemption", ar, 0, 0, 1, tr("power"))
	add("baron-mengevin", "Baron Mengevin", "sanctum", cr, 6, 1, 0, tr("human", "knight"))
	add("borka-rikk", "Borka Rikk", "mars", cr, 4, 0, 0, tr("martian", "ironyx"))
	add("rock-hurling-giant", "Rock-Hurling Giant", "brobnar", cr, 6, 0, 0, tr("giant"))
	add("ht-mars", "Test Probe", "mars", ac, 0, 0, 1, nil)
	add("lightsmith-clariel-evil-twin", "Lightsmith Clariel", "sanctum", cr, 5, 0, 0, tr("angel"))
	add("bonerot-venom", "Bonerot Venom", "shadows", up, 0, 0, 1, nil)
	add("relentless-creeper", "Relentless Creeper", "dis", cr, 2, 0, 0, tr("imp"))
	add("modular-exoskeleton", "Modular Exoskeleton", "staralliance", up, 0, 0, 0, nil)
	add("proclamation-346e", "Proclamation 346E", "sanctum", ar, 0, 0, 0, tr("law"))
	add("niche-market", "Niche Market", "ekwidon", ar, 0, 0, 1, tr("location"))
	add("tome-of-abatement", "Tome of Abatement", "redemption", ar, 0, 0, 1, tr("item"))
	add("flip-stallard", "Flip Stallard", "skyborn", cr, 4, 0, 0, tr("raptrix"))
	add("revna-starsong", "Revna Starsong", "brobnar", cr, 7, 0, 0, tr("giant"))
	add("ht-berserker", "Test Berserker", "brobnar", cr, 5, 0, 0, tr("human", "berserker"))
	add("ht-fighter", "Test Fighter", "brobnar", cr, 5, 0, 0, tr("human"))
	add("grappling-tentacle", "Grappling Tentacle", "keyraken", cr, 5, 0, 0, tr("tentacle"))
	add("lashing-tentacle", "Lashing Tentacle", "keyraken", cr, 3, 0, 0, tr("tentacle"), kw(Skirmish, 0))
	add("shield-tentacle", "Shield Tentacle", "keyraken", cr, 6, 0, 0, tr("tentacle"), kw(Deploy, 0), kw(Taunt, 0))
	add("tenacious-tentacle", "Tenacious Tentacle", "keyraken", cr, 2, 0, 0, tr("tentacle"))
	add("bartos-the-ruiner", "Bartos the Ruiner", "mars", cr, 2, 0, 0, tr("martian", "soldier"))
	add("ht-martian", "Test Martian", "mars", cr, 3, 0, 0, tr("martian"))
	add("truebaru", "Truebaru", "dis", cr, 7, 0, 0, tr("demon"), kw(Taunt, 0))
	add("lapisaurus", "Lapisaurus", "saurian", cr, 4, 2, 0, tr("beast"), kw(Taunt, 0))
	add("bellatoran-recruiter", "Bellatoran Recruiter", "saurian", cr, 4, 1, 0, tr("dinosaur", "recruiter"))
	add("journey-onward", "Journey Onward", "skyborn", ac, 0, 0, 0, nil)
	add("ht-skyborn", "Test Skyborn", "skyborn", cr, 4, 0, 0, tr("human"))
	add("phalanx-leader", "Phalanx Leader", "saurian", cr, 4, 0, 0, tr("soldier", "dinosaur"))
	add("anachronometer", "Anachronometer", "staralliance", up, 0, 0, 0, nil)
	add("might-makes-right", "Might Makes Right", "brobnar", ac, 0, 0, 1, nil)
	add("tertiate", "Tertiate", "saurian", ac, 0, 0, 1, nil)
	add("big-magnet", "Big Magnet", "mars", ac, 0, 0, 1, nil)
	add("scrapscrounger", "Scrapscrounger", "ekwidon", cr, 4, 0, 0, tr("getrookya", "artisan"))
	add("portalmonster", "Portalmonster", "logos", cr, 3, 0, 0, tr("specter"))
}

// htScen is a game whose decks list the archon powers given beside their
// 36 cards, at the start of Alice's second turn (turn 3).
func htScen(t *testing.T, aliceH, bobH [3]House, alicePowers, bobPowers, alice, bob []string) *scen {
	t.Helper()
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{
		{Name: "Alice", Deck: hpDeck(aliceH, alicePowers, alice...)},
		{Name: "Bob", Deck: hpDeck(bobH, bobPowers, bob...)},
	}})
	s.end()
	s.end()
	return s
}

// Every script of this batch prints back as English.
func TestHandTPrintsBack(t *testing.T) {
	for _, sc := range handTScripts {
		t.Run(sc.ID, func(t *testing.T) {
			name := sc.ID
			if d := testCards[sc.ID]; d != nil {
				name = d.Name
			}
			text := sc.Text(name)
			if strings.TrimSpace(text) == "" || strings.Contains(text, "%!") || strings.Contains(text, "..") {
				t.Errorf("%s prints %q", sc.ID, text)
			}
			t.Log(text)
		})
	}
}

// An archon power is listed beside the 36 cards: it starts beside the
// identity card, never in the deck, and stays there.
func TestArchonPowerSetup(t *testing.T) {
	s := htScen(t, aliceHouses, bobHouses, []string{"divine-spark"}, nil, nil, nil)
	p := &s.g.p[0]
	s.wantInt("Alice's cards outside the power", p.handSize()+p.deckSize(), 36)
	if len(s.g.powers) != 1 || s.g.cards[s.g.powers[0]].zone != ZoneArchonPower || s.g.cards[s.g.powers[0]].owner != 0 {
		t.Fatalf("powers = %v, want Alice's Divine Spark beside her identity card", s.g.powers)
	}
	if err := s.g.CheckInvariants(); err != nil {
		t.Error(err)
	}
	c := s.g.Clone()
	if c.Hash() != s.g.Hash() {
		t.Error("a clone hashes differently")
	}
}

// Charismatic Inspiration: "Friendly Human creatures enter play ready."
func TestHandTCharismaticInspiration(t *testing.T) {
	for _, c := range []struct {
		card  string
		ready bool
	}{{"ht-human", true}, {"troll", false}} {
		t.Run(c.card, func(t *testing.T) {
			s := htScen(t, aliceHouses, bobHouses, []string{"charismatic-inspiration"}, nil, []string{c.card}, nil)
			id := s.hand(0, c.card)
			s.house("brobnar")
			s.wantRules(s.play(c.card), "")
			if got := !s.g.cards[id].has(flExhausted); got != c.ready {
				t.Errorf("%s enters ready = %v, want %v", c.card, got, c.ready)
			}
		})
	}
}

// Noble Blood: "After you play a Knight creature, gain 1."
func TestHandTNobleBlood(t *testing.T) {
	for _, c := range []struct {
		card string
		gain int
	}{{"ht-knight", 1}, {"staunch-knight", 0}} { // Staunch Knight's test facts carry no trait
		t.Run(c.card, func(t *testing.T) {
			s := htScen(t, aliceHouses, bobHouses, []string{"noble-blood"}, nil, []string{c.card}, nil)
			s.hand(0, c.card)
			s.house("sanctum")
			s.wantRules(s.play(c.card), "")
			s.wantAember(0, c.gain)
		})
	}
}

// Stasis Field: "At the start of your turn, you may exhaust an enemy
// creature." Its owner's turn only.
func TestHandTStasisField(t *testing.T) {
	s := htScen(t, aliceHouses, bobHouses, []string{"stasis-field"}, nil, nil, []string{"krump"})
	k := s.creature(1, "krump")
	s.end() // Bob's turn starts: Alice's power does nothing
	if s.g.cards[k].has(flExhausted) {
		t.Fatal("Krump exhausted at the start of Bob's turn")
	}
	s.end() // Alice's turn starts
	s.wantRules(s.choose("krump"), "")
	if !s.g.cards[k].has(flExhausted) {
		t.Error("Krump not exhausted at the start of Alice's turn")
	}
}

// Divine Spark: "After a player chooses Sanctum as their active house,
// gain 2." Either player's choice; the power's owner gains.
func TestHandTDivineSpark(t *testing.T) {
	for _, c := range []struct {
		name        string
		house       House
		alice, bobA int
	}{{"her Sanctum", "sanctum", 2, 0}, {"her Brobnar", "brobnar", 0, 0}} {
		t.Run(c.name, func(t *testing.T) {
			s := htScen(t, aliceHouses, bobHouses, []string{"divine-spark"}, nil, nil, nil)
			s.wantRules(s.house(c.house), "")
			s.wantAember(0, c.alice)
			s.wantAember(1, c.bobA)
		})
	}
	t.Run("the opponent's Sanctum", func(t *testing.T) {
		s := htScen(t, aliceHouses, bobHouses, nil, []string{"divine-spark"}, nil, nil)
		s.wantRules(s.house("sanctum"), "")
		s.wantAember(0, 0)
		s.wantAember(1, 2)
	})
}

// Artificer: "You may play artifacts as if they belonged to your active
// house." Playing only: an artifact in play is used as printed.
func TestHandTArtificer(t *testing.T) {
	for _, c := range []struct {
		name   string
		powers []string
		want   string
	}{{"with it", []string{"artificer"}, ""}, {"without it", nil, "not-active-house"}} {
		t.Run(c.name, func(t *testing.T) {
			s := htScen(t, aliceHouses, bobHouses, c.powers, nil, []string{"ht-rock"}, nil)
			s.hand(0, "ht-rock")
			s.house("brobnar")
			s.wantRules(s.play("ht-rock"), c.want)
		})
	}
	t.Run("not a creature", func(t *testing.T) {
		s := htScen(t, aliceHouses, bobHouses, []string{"artificer"}, nil, []string{"tocsin"}, nil)
		s.hand(0, "tocsin")
		s.house("brobnar")
		s.wantRules(s.play("tocsin"), "not-active-house")
	})
}

// Optimizer: "At the start of your turn, purge a card from your discard
// pile."
func TestHandTOptimizer(t *testing.T) {
	s := htScen(t, aliceHouses, bobHouses, []string{"optimizer"}, nil, []string{"troll"}, []string{"krump"})
	tr := s.take(0, "troll")
	s.g.put(tr, ZoneDiscard)
	k := s.take(1, "krump")
	s.g.put(k, ZoneDiscard)
	s.end()
	s.end()
	s.wantZone(tr, ZonePurged)
	s.wantZone(k, ZoneDiscard)
}

// Schemer: "Each friendly flank creature gains elusive, skirmish, and
// taunt."
func TestHandTSchemer(t *testing.T) {
	s := htScen(t, aliceHouses, bobHouses, []string{"schemer"}, nil, []string{"troll", "krump", "valdr"}, []string{"silvertooth", "bad-penny"})
	left, mid, right := s.creature(0, "troll"), s.creature(0, "krump"), s.creature(0, "valdr")
	s.creature(1, "bad-penny")
	s.creature(1, "silvertooth")
	for _, kw := range []Keyword{Elusive, Skirmish, Taunt} {
		for _, c := range []struct {
			id   int16
			want bool
		}{{left, true}, {mid, false}, {right, true}, {s.g.p[1].line[0], false}} {
			if got := s.g.hasKeyword(c.id, kw); got != c.want {
				t.Errorf("%s has %s = %v, want %v", s.g.name(c.id), kw, got, c.want)
			}
		}
	}
}

// Nature's Guardian: "After a player chooses Untamed as their active
// house, draw 2 cards."
func TestHandTNaturesGuardian(t *testing.T) {
	for _, c := range []struct {
		house House
		draw  int
	}{{"untamed", 2}, {"logos", 0}} {
		t.Run(string(c.house), func(t *testing.T) {
			s := htScen(t, aliceHouses, bobHouses, nil, []string{"nature-s-guardian"}, nil, nil)
			s.end() // Bob's turn
			before := s.g.p[1].handSize()
			s.wantRules(s.house(c.house), "")
			s.wantInt("Bob's hand", s.g.p[1].handSize()-before, c.draw)
		})
	}
}

// Deluge of Power: "Each friendly artifact gains, “Action: Gain 2.
// Archive this card.”"
func TestHandTDelugeOfPower(t *testing.T) {
	s := htScen(t, aliceHouses, bobHouses, []string{"deluge-of-power"}, []string{"deluge-of-power"}, []string{"ht-lever"}, []string{"ht-lever"})
	a := s.artifact(0, "ht-lever")
	s.artifact(1, "ht-lever")
	s.house("brobnar")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "ht-lever"}}), "")
	s.wantAember(0, 2)
	s.wantZone(a, ZoneArchives)
	s.wantAember(1, 0)
}

// Commanding Presence: "After a player chooses Saurian as their active
// house, exalt each non-Dinosaur creature."
func TestHandTCommandingPresence(t *testing.T) {
	s := htScen(t, [3]House{"saurian", "brobnar", "dis"}, bobHouses, []string{"commanding-presence"}, nil, []string{"ht-dino", "troll"}, []string{"krump"})
	d, tr, k := s.creature(0, "ht-dino"), s.creature(0, "troll"), s.creature(1, "krump")
	s.wantRules(s.house("saurian"), "")
	for _, c := range []struct {
		id   int16
		want int
	}{{d, 0}, {tr, 1}, {k, 1}} {
		s.wantInt(s.g.name(c.id)+"'s Æmber", int(s.g.cards[c.id].aember), c.want)
	}
}

// Master Planner: "After a player chooses Mars as their active house,
// archive the top 2 cards of your deck."
func TestHandTMasterPlanner(t *testing.T) {
	for _, c := range []struct {
		house House
		n     int
	}{{"mars", 2}, {"brobnar", 0}} {
		t.Run(string(c.house), func(t *testing.T) {
			s := htScen(t, [3]House{"mars", "brobnar", "dis"}, bobHouses, []string{"master-planner"}, nil, nil, nil)
			before := s.g.p[0].archiveSize()
			s.wantRules(s.house(c.house), "")
			s.wantInt("cards archived", s.g.p[0].archiveSize()-before, c.n)
		})
	}
}

// Narplet: "Narplet’s neighbors gain versatile." Its neighbors are used
// whatever the house; Narplet itself and a creature further away are not.
func TestHandTNarplet(t *testing.T) {
	for _, c := range []struct {
		user, want string
	}{{"troll", ""}, {"narplet", "not-active-house"}, {"valdr", "not-active-house"}} {
		t.Run(c.user, func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"troll", "narplet", "krump", "valdr"}, nil)
			s.creature(0, "troll")
			s.creature(0, "narplet")
			s.creature(0, "krump")
			s.creature(0, "valdr")
			s.house("dis")
			s.wantRules(s.reap(c.user), c.want)
		})
	}
}

// Horseman of War: "Play: For the remainder of the turn, each friendly
// creature can be used as if they were in the active house, but can only
// fight."
func TestHandTHorsemanOfWar(t *testing.T) {
	for _, c := range []struct {
		name string
		act  func(s *scen) Outcome
		want string
	}{
		{"fight", func(s *scen) Outcome { return s.fight("troll", "urchin") }, ""},
		{"reap", func(s *scen) Outcome { return s.reap("troll") }, "not-active-house"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"horseman-of-war", "troll"}, []string{"urchin"})
			s.creature(0, "troll")
			s.creature(1, "urchin")
			s.hand(0, "horseman-of-war")
			s.house("sanctum")
			s.wantRules(s.play("horseman-of-war"), "")
			s.wantRules(c.act(s), c.want)
		})
	}
	t.Run("next turn", func(t *testing.T) {
		s := secondTurnScen(t, "sanctum", []string{"horseman-of-war", "troll"}, []string{"urchin"})
		s.creature(0, "troll")
		s.creature(1, "urchin")
		s.hand(0, "horseman-of-war")
		s.house("sanctum")
		s.play("horseman-of-war")
		s.end()
		s.end()
		s.house("sanctum")
		s.wantRules(s.fight("troll", "urchin"), "not-active-house")
	})
}

// Look What I Found!: "Return 1 card of each type (action, artifact,
// creature, upgrade) from your discard pile to your hand." One of each:
// the second creature stays; the opponent's pile is not hers.
func TestHandTLookWhatIFound(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"look-what-i-found", "anger", "ht-lever", "troll", "krump", "ht-charm"}, []string{"urchin"})
	var ids []int16
	for _, id := range []string{"anger", "ht-lever", "troll", "krump", "ht-charm"} {
		c := s.take(0, id)
		s.g.put(c, ZoneDiscard)
		ids = append(ids, c)
	}
	u := s.take(1, "urchin")
	s.g.put(u, ZoneDiscard)
	s.hand(0, "look-what-i-found")
	s.house("untamed")
	s.play("look-what-i-found")
	s.choose("anger")
	s.choose("ht-lever")
	s.choose("troll")
	s.wantRules(s.choose("ht-charm"), "")
	for i, z := range []Zone{ZoneHand, ZoneHand, ZoneHand, ZoneDiscard, ZoneHand} {
		s.wantZone(ids[i], z)
	}
	s.wantZone(u, ZoneDiscard)
}

// Designer Crick: "Each time your opponent discards a card from their
// hand, draw a card and Designer Crick captures 1." Not its owner's own
// discards.
func TestHandTDesignerCrick(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"designer-crick", "troll"}, []string{"urchin"})
	dc := s.creature(0, "designer-crick")
	s.hand(0, "troll")
	s.g.p[1].aember = 3
	s.house("logos")
	hand := s.g.p[0].handSize()
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "troll"}}), "not-active-house")
	s.wantInt("Æmber on Crick after her own discard", int(s.g.cards[dc].aember), 0)
	s.end()
	hand = s.g.p[0].handSize()
	s.hand(1, "urchin")
	s.house("shadows")
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "urchin"}}), "")
	s.wantInt("Alice's cards drawn", s.g.p[0].handSize()-hand, 1)
	s.wantInt("Æmber on Crick", int(s.g.cards[dc].aember), 1)
	s.wantAember(1, 2)
}

// Peace Accord: "Play: Each player gains 2A. After a player fights with a
// creature, they lose 4A. Destroy Peace Accord."
func TestHandTPeaceAccord(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"peace-accord", "troll"}, []string{"urchin", "krump"})
	s.creature(0, "troll")
	s.creature(1, "urchin")
	s.creature(1, "krump")
	pa := s.hand(0, "peace-accord")
	s.g.p[0].aember, s.g.p[1].aember = 3, 1
	s.house("staralliance")
	s.wantRules(s.play("peace-accord"), "")
	s.wantAember(0, 5)
	s.wantAember(1, 3)
	s.end()
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "")
	s.wantZone(pa, ZoneArtifacts) // a reap is not a fight
	s.end()
	s.house("brobnar")
	s.wantRules(s.fight("troll", "krump"), "")
	s.wantAember(0, 1)
	s.wantAember(1, 4)
	s.wantZone(pa, ZoneDiscard)
}

// Covetous Idol: "During your “draw cards” step, if your opponent has
// more A than you, refill your hand to 1 additional card."
func TestHandTCovetousIdol(t *testing.T) {
	for _, c := range []struct {
		name      string
		bob, hand int
	}{{"opponent richer", 2, 7}, {"as rich", 1, 6}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"covetous-idol"}, nil)
			s.artifact(0, "covetous-idol")
			s.g.p[0].aember, s.g.p[1].aember = 1, c.bob
			p := &s.g.p[0]
			p.deckUnknown, p.handUnknown = p.deckUnknown+p.handUnknown, 0 // an empty hand to refill
			s.house("shadows")
			s.end()
			s.wantInt("Alice's hand after her draw step", s.g.p[0].handSize(), c.hand)
		})
	}
}

// Portalmonster: "If you are haunted, keys cost +1 for each card in your
// discard pile. Otherwise, keys cost –2. Destroyed: If you are haunted,
// archive Portalmonster."
func TestHandTPortalmonster(t *testing.T) {
	for _, c := range []struct {
		name          string
		discards, mod int
		gone          Zone
	}{{"not haunted", 9, -2, ZoneDiscard}, {"haunted", 10, 10, ZoneArchives}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{"portalmonster"}, nil)
			pm := s.creature(0, "portalmonster")
			for range c.discards {
				s.g.put(s.take(0, filler), ZoneDiscard)
			}
			s.wantInt("Alice's key cost change", s.g.keyCostMods(0), c.mod)
			s.wantInt("Bob's key cost change", s.g.keyCostMods(1), c.mod)
			s.house("logos")
			s.g.destroy(pm)
			s.g.sweep()
			s.g.drain()
			s.wantZone(pm, c.gone)
		})
	}
}

// The Blasters: "This creature gains, “After Fight/After Reap: You may
// deal 2 to a creature, or attach <it> to <hero>.” After you attach <it>
// to <hero>, …". Each one's after-attach on its hero; nothing on another
// creature.
func TestHandTBlasters(t *testing.T) {
	deck := []string{"frane-s-blaster", "ingram-s-blaster", "qincan-s-blaster", "first-officer-frane", "medic-ingram", "sci-officer-qincan", "krump", "ht-ensign"}
	t.Run("Frane: his Æmber to her pool", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", deck, nil)
		f := s.creature(0, "first-officer-frane")
		s.g.cards[f].aember = 2
		s.house("staralliance")
		s.wantRules(s.hbPlayUpgrade("frane-s-blaster", "first-officer-frane"), "")
		s.wantAember(0, 3) // with the Blaster's bonus
		s.wantInt("Æmber on Frane", int(s.g.cards[f].aember), 0)
	})
	t.Run("Frane's Blaster on another creature", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", deck, nil)
		k := s.creature(0, "krump")
		s.g.cards[k].aember = 2
		s.house("staralliance")
		s.wantRules(s.hbPlayUpgrade("frane-s-blaster", "krump"), "")
		s.wantAember(0, 1)
		s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 2)
	})
	t.Run("Ingram: fully heal a creature", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", deck, []string{"troll"})
		s.creature(0, "medic-ingram")
		tr := s.creature(1, "troll")
		s.g.cards[tr].damage = 5
		s.house("staralliance")
		s.wantRules(s.hbPlayUpgrade("ingram-s-blaster", "medic-ingram"), "")
		s.wantRules(s.choose("troll"), "")
		s.wantDamage(tr, 0)
	})
	t.Run("Qincan: may archive a creature, attached by a reap", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", deck, []string{"troll"})
		s.creature(0, "ht-ensign")
		q := s.creature(0, "sci-officer-qincan")
		tr := s.creature(1, "troll")
		s.house("staralliance")
		s.wantRules(s.hbPlayUpgrade("qincan-s-blaster", "ht-ensign"), "")
		s.wantRules(s.reap("ht-ensign"), "")
		s.wantRules(s.words("attach"), "")
		b := s.g.findInPlay(CardRef{ID: "qincan-s-blaster"}, 0)
		if b < 0 || s.g.cards[b].parent != q {
			t.Fatal("Qincan’s Blaster is not on Qincan")
		}
		s.wantRules(s.choose("troll"), "")
		s.wantZone(tr, ZoneArchives)
	})
}

// Shĭzyokŭ Swopper: "After Fight: Swap control of this creature and the
// creature it fights. (Both creatures must survive the fight.)"
func TestHandTShizyokuSwopper(t *testing.T) {
	for _, c := range []struct {
		foe  string
		swap bool
	}{{"silvertooth", true}, {"bad-penny", false}} { // Bad Penny (power 1) dies
		t.Run(c.foe, func(t *testing.T) {
			s := secondTurnScen(t, "ekwidon", []string{"shĭzyokŭ-swopper"}, []string{c.foe})
			sw := s.creature(0, "shĭzyokŭ-swopper")
			f := s.creature(1, c.foe)
			s.house("ekwidon")
			s.wantRules(s.fight("shĭzyokŭ-swopper", c.foe), "")
			want := [2]int8{0, 1}
			if c.swap {
				want = [2]int8{1, 0}
			}
			s.wantInt("Swopper's controller", int(s.g.cards[sw].controller), int(want[0]))
			if s.g.cards[f].zone == ZoneBattleline {
				s.wantInt(c.foe+"'s controller", int(s.g.cards[f].controller), int(want[1]))
			}
		})
	}
}

// Tourist Trap: "Play: Make a token creature. Action: Choose a friendly
// token creature and an enemy creature. If you do, swap control of those
// creatures."
func TestHandTTouristTrap(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"tourist-trap", "krump", "æmberling"}, []string{"troll"})
	s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.hand(0, "tourist-trap")
	s.house("ekwidon")
	s.wantRules(s.play("tourist-trap"), "")
	if s.wantInt("Alice's creatures", len(s.g.p[0].line), 2); len(s.g.p[0].line) != 2 {
		return
	}
	tok := s.g.p[0].line[1]
	s.g.cards[s.g.findInPlay(CardRef{ID: "tourist-trap"}, 0)].flags &^= flExhausted
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "tourist-trap"}}), "")
	s.wantRules(s.choose(s.g.def(tok).ID), "")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("troll's controller", int(s.g.cards[tr].controller), 0)
	s.wantInt("token's controller", int(s.g.cards[tok].controller), 1)
}

// Into the Night: "Play: Until the start of your next turn, non-Shadows
// creatures cannot be used to fight." Either player's; Shadows creatures
// may; over at the start of her next turn.
func TestHandTIntoTheNight(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"into-the-night", "silvertooth"}, []string{"troll", "urchin"})
	st := s.creature(0, "silvertooth")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	night := s.hand(0, "into-the-night")
	s.house("shadows")
	s.wantRules(s.play("into-the-night"), "")
	s.end()
	for _, c := range []struct {
		id int16
		by int16
	}{{tr, night}, {u, -1}, {st, -1}} {
		s.wantInt(s.g.name(c.id)+" forbidden to fight by", int(s.g.restrictedBy(VerbFight, c.id)), int(c.by))
	}
	s.wantInt("Troll forbidden to reap by", int(s.g.restrictedBy(VerbReap, tr)), -1)
	s.end()
	s.wantInt("Troll forbidden to fight on her next turn by", int(s.g.restrictedBy(VerbFight, tr)), -1)
}

// Stilt-Kin: "Skirmish. After a Giant creature is played adjacent to
// Stilt-Kin, ready and fight with Stilt-Kin." Not a Giant further away.
func TestHandTStiltKin(t *testing.T) {
	for _, c := range []struct {
		name  string
		giant string
		fight bool
	}{{"adjacent giant", "ht-giant", true}, {"not a giant", "troll", false}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"stilt-kin", c.giant}, []string{"urchin", "krump"})
			sk := s.creature(0, "stilt-kin")
			s.g.cards[sk].flags |= flExhausted
			k := s.creature(1, "krump")
			s.hand(0, c.giant)
			s.house("brobnar")
			s.wantRules(s.play(c.giant), "")
			if c.fight {
				s.wantRules(s.choose("krump"), "")
			}
			if got := s.g.cards[k].damage > 0; got != c.fight {
				t.Errorf("Krump damaged = %v, want %v", got, c.fight)
			}
		})
	}
}

// Aja the Inconspicuous: "While Aja the Inconspicuous is not on a flank,
// it cannot be dealt damage."
func TestHandTAjaTheInconspicuous(t *testing.T) {
	for _, c := range []struct {
		name   string
		middle bool
		want   int
	}{{"in the middle", true, 0}, {"on a flank", false, 2}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"aja-the-inconspicuous", "troll", "krump"}, nil)
			s.creature(0, "troll")
			a := s.creature(0, "aja-the-inconspicuous")
			if c.middle {
				s.creature(0, "krump")
			}
			s.g.damage(a, 2, false)
			s.wantDamage(a, c.want)
		})
	}
}

// Undagnathus (the evil twin): "While the tide is low, double all damage
// dealt to Undagnathus."
func TestHandTUndagnathusEvilTwin(t *testing.T) {
	for _, c := range []struct {
		name string
		low  bool
		want int
	}{{"tide low", true, 6}, {"tide high", false, 3}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"undagnathus-evil-twin"}, nil)
			u := s.creature(0, "undagnathus-evil-twin")
			s.g.p[1].tide = c.low // the opponent's high tide is her low one
			s.g.p[0].tide = !c.low
			s.g.damage(u, 3, false)
			s.wantDamage(u, c.want)
		})
	}
}

// Venator Altum: "After Venator Altum is dealt damage, if the tide is
// low, exalt Venator Altum." Not when armor prevents it all, nor at high
// tide.
func TestHandTVenatorAltum(t *testing.T) {
	for _, c := range []struct {
		name   string
		low    bool
		n      int
		aember int
	}{{"low tide", true, 3, 1}, {"armor took it", true, 2, 0}, {"high tide", false, 3, 0}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"venator-altum"}, nil)
			v := s.creature(0, "venator-altum")
			s.g.p[1].tide, s.g.p[0].tide = c.low, !c.low
			s.g.damage(v, c.n, false)
			s.g.drain()
			s.wantInt("Æmber on Venator Altum", int(s.g.cards[v].aember), c.aember)
		})
	}
}

// Rotfeast: "Play: For the remainder of the turn, gain 1 each time a
// creature is dealt damage." Either side's; not next turn.
func TestHandTRotfeast(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"rotfeast", "troll"}, []string{"krump"})
	tr := s.creature(0, "troll")
	k := s.creature(1, "krump")
	s.hand(0, "rotfeast")
	s.house("untamed")
	s.wantRules(s.play("rotfeast"), "")
	s.wantAember(0, 1)
	s.g.damage(tr, 1, false)
	s.g.damage(k, 2, false)
	s.g.drain()
	s.wantAember(0, 3)
	s.end()
	s.g.damage(k, 1, false)
	s.g.drain()
	s.wantAember(0, 3)
}

// Lethal Distraction: "Play: Choose a creature. For the remainder of the
// turn, whenever this creature takes damage, it takes an additional 2D."
func TestHandTLethalDistraction(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"lethal-distraction"}, []string{"troll", "krump"})
	tr, k := s.creature(1, "troll"), s.creature(1, "krump")
	s.hand(0, "lethal-distraction")
	s.house("shadows")
	s.play("lethal-distraction")
	s.wantRules(s.choose("troll"), "")
	s.g.damage(tr, 1, false)
	s.g.damage(k, 1, false)
	s.wantDamage(tr, 3)
	s.wantDamage(k, 1)
	s.end()
	s.g.damage(tr, 1, false)
	s.wantDamage(tr, 4)
}

// The Mist: "Omni: Destroy The Mist. For the remainder of the turn, each
// creature gains the Mutant trait."
func TestHandTTheMist(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"the-mist", "troll", "krump"}, []string{"urchin"})
	m := s.artifact(0, "the-mist")
	tr, u := s.creature(0, "troll"), s.creature(1, "urchin")
	mutant := &Target{Trait: "mutant"}
	s.house("brobnar")
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "the-mist"}}), "")
	s.wantZone(m, ZoneDiscard)
	k := s.creature(0, "krump") // enters later this turn
	for _, id := range []int16{tr, u, k} {
		if !s.g.matches(mutant, id, -1, 0) {
			t.Errorf("%s is not a Mutant", s.g.name(id))
		}
	}
	s.end()
	if s.g.matches(mutant, tr, -1, 0) {
		t.Error("Troll is still a Mutant next turn")
	}
}

// htDiscard logs Alice's discard of card id from her hand.
func (s *scen) htDiscard(id string) Outcome {
	s.t.Helper()
	return s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: id}})
}

// Baron Mengevin: "After you discard a Sanctum card from your hand, Baron
// Mengevin captures 1A."
func TestHandTBaronMengevin(t *testing.T) {
	for _, c := range []struct {
		card string
		want int
	}{{"staunch-knight", 1}, {"ht-lever", 0}} {
		t.Run(c.card, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"baron-mengevin", c.card}, nil)
			b := s.creature(0, "baron-mengevin")
			s.g.p[1].aember = 2
			s.hand(0, c.card)
			s.house("sanctum")
			s.htDiscard(c.card)
			s.wantInt("Æmber on the Baron", int(s.g.cards[b].aember), c.want)
			s.wantAember(1, 2-c.want)
		})
	}
}

// Borka Rikk: "Each time a Mars card is discarded from your hand, make a
// token creature."
func TestHandTBorkaRikk(t *testing.T) {
	for _, c := range []struct {
		card string
		want int
	}{{"ht-mars", 2}, {"troll", 1}} {
		t.Run(c.card, func(t *testing.T) {
			s := secondTurnScen(t, "mars", []string{"borka-rikk", c.card, "æmberling"}, nil)
			s.creature(0, "borka-rikk")
			s.hand(0, c.card)
			s.house("mars")
			s.htDiscard(c.card)
			s.wantInt("Alice's creatures", len(s.g.p[0].line), c.want)
		})
	}
}

// Rock-Hurling Giant: "During your turn, each time you discard a Brobnar
// card from your hand, you may deal 4D to a creature."
func TestHandTRockHurlingGiant(t *testing.T) {
	for _, c := range []struct {
		card string
		want int
	}{{"anger", 4}, {"tocsin", 0}} {
		t.Run(c.card, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"rock-hurling-giant", c.card}, []string{"troll"})
			s.creature(0, "rock-hurling-giant")
			tr := s.creature(1, "troll")
			s.hand(0, c.card)
			s.house("brobnar")
			s.htDiscard(c.card)
			if c.want > 0 {
				s.wantRules(s.choose("troll"), "")
			}
			s.wantDamage(tr, c.want)
		})
	}
	t.Run("on Bob's turn", func(t *testing.T) { // a discard an ability of his makes
		s := secondTurnScen(t, "brobnar", []string{"rock-hurling-giant", "anger"}, []string{"troll"})
		s.creature(0, "rock-hurling-giant")
		s.creature(1, "troll")
		s.end()
		s.g.put(s.take(0, "anger"), ZoneDiscard)
		s.g.htDiscarded(Event{Kind: EvCardDiscarded, Player: 0, Card: "anger"})
		if w, ok := s.g.Waiting(); ok {
			t.Errorf("the Giant asks %v on Bob's turn", w)
		}
	})
}

// Thievery: "During your turn, after you discard a card from your hand,
// you may purge it from the discard pile. If you do, steal 1."
func TestHandTThievery(t *testing.T) {
	for _, c := range []struct {
		answer string
		zone   Zone
		stolen int
	}{{"yes", ZonePurged, 1}, {"no", ZoneDiscard, 0}} {
		t.Run(c.answer, func(t *testing.T) {
			s := htScen(t, aliceHouses, bobHouses, []string{"thievery"}, nil, []string{"troll"}, nil)
			s.g.p[1].aember = 2
			tr := s.hand(0, "troll")
			s.house("brobnar")
			s.htDiscard("troll")
			s.wantRules(s.words(c.answer), "")
			s.wantZone(tr, c.zone)
			s.wantAember(0, c.stolen)
		})
	}
}

// Control: "When resolving an A bonus icon, you may instead capture 1."
// The choose line's "capture" makes it a capture; a plain answer gains.
// (The printed Æmber bonus is the engine's "aember-bonus", apart from the
// bonus icons, as for Amphora Captura.)
func TestHandTControl(t *testing.T) {
	scen := func(t *testing.T) *scen {
		d := hpDeck(aliceHouses, []string{"control"}, "troll", "ht-lever")
		d.Cards[1].Enhancements = []Bonus{BonusAmber} // the Lever's icon
		s := newScenSetup(t, Setup{Players: [2]PlayerSetup{
			{Name: "Alice", Deck: d}, {Name: "Bob", Deck: testDeck(bobHouses)},
		}})
		s.end()
		s.end()
		return s
	}
	for _, c := range []struct {
		name          string
		words         []string
		pool, onTroll int
	}{{"capture", []string{"capture"}, 0, 1}, {"as printed", []string{"no"}, 1, 0}} {
		t.Run(c.name, func(t *testing.T) {
			s := scen(t)
			tr := s.creature(0, "troll")
			s.g.p[1].aember = 3
			s.hand(0, "ht-lever")
			s.house("brobnar")
			s.play("ht-lever")
			s.wantRules(s.do(Action{Verb: VerbChoose, Words: c.words, Cards: []CardRef{{ID: "troll"}}}), "")
			s.wantAember(0, c.pool)
			s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), c.onTroll)
			s.wantAember(1, 3-c.onTroll)
		})
	}
	t.Run("a draw icon is not one", func(t *testing.T) {
		s := scen(t)
		s.creature(0, "troll")
		if s.g.hgMayCapture(0, BonusDraw) || !s.g.hgMayCapture(0, BonusAmber) || s.g.hgMayCapture(1, BonusAmber) {
			t.Error("Control: only her own Æmber icons may be captures")
		}
	})
}

// Lightsmith Clariel (the evil twin): "Action: Switch a creature's power
// and armor for the remainder of the turn."
func TestHandTLightsmithClarielEvilTwin(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"lightsmith-clariel-evil-twin"}, []string{"champion-anaphiel"})
	s.creature(0, "lightsmith-clariel-evil-twin")
	a := s.creature(1, "champion-anaphiel") // 6 power, 1 armor
	s.house("sanctum")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "lightsmith-clariel-evil-twin"}}), "")
	s.wantRules(s.choose("champion-anaphiel"), "")
	s.wantInt("Anaphiel's power", s.g.power(a), 1)
	s.wantInt("Anaphiel's armor", s.g.armor(a), 6)
	s.end()
	s.wantInt("Anaphiel's power next turn", s.g.power(a), 6)
}

// Bonerot Venom: "After this creature is used, deal 2D to it."
func TestHandTBonerotVenom(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"bonerot-venom"}, []string{"troll", "krump"})
	tr := s.creature(1, "troll")
	k := s.creature(1, "krump")
	s.house("shadows")
	s.wantRules(s.hbPlayUpgrade("bonerot-venom", "troll"), "")
	s.wantDamage(tr, 0)
	s.end()
	s.house("brobnar")
	s.wantRules(s.reap("troll"), "")
	s.wantDamage(tr, 2)
	s.wantRules(s.reap("krump"), "")
	s.wantDamage(k, 0)
}

// Relentless Creeper: "After you choose Dis as your active house, you may
// return Relentless Creeper from your discard pile to your hand." Not
// from play, not on another house.
func TestHandTRelentlessCreeper(t *testing.T) {
	for _, c := range []struct {
		name  string
		house House
		ask   bool
	}{{"Dis", "dis", true}, {"Sanctum", "sanctum", false}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"relentless-creeper"}, nil)
			rc := s.take(0, "relentless-creeper")
			s.g.put(rc, ZoneDiscard)
			s.wantRules(s.house(c.house), "")
			if c.ask {
				s.wantRules(s.words("yes"), "")
				s.wantZone(rc, ZoneHand)
			} else {
				s.wantZone(rc, ZoneDiscard)
			}
		})
	}
	t.Run("in play", func(t *testing.T) {
		s := secondTurnScen(t, "dis", []string{"relentless-creeper"}, nil)
		rc := s.creature(0, "relentless-creeper")
		s.wantRules(s.house("dis"), "")
		s.wantZone(rc, ZoneBattleline)
	})
}

// Modular Exoskeleton: "This creature gets +4 power. At the beginning of
// your turn, you may return Modular exoskeleton from your discard pile to
// your hand."
func TestHandTModularExoskeleton(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"modular-exoskeleton", "troll"}, nil)
	tr := s.creature(0, "troll")
	s.house("staralliance")
	s.wantRules(s.hbPlayUpgrade("modular-exoskeleton", "troll"), "")
	s.wantInt("Troll's power", s.g.power(tr), 12)
	me := s.g.findInPlay(CardRef{ID: "modular-exoskeleton"}, 0)
	s.g.destroy(tr)
	s.g.sweep()
	s.g.drain()
	s.wantZone(me, ZoneDiscard)
	s.end()
	s.end() // her turn starts: the Exoskeleton asks
	s.wantRules(s.words("yes"), "")
	s.wantZone(me, ZoneHand)
}

// Proclamation 346E: "While your opponent does not control creatures from
// 3 different houses, their keys cost +2A." Hers are not changed.
func TestHandTProclamation346E(t *testing.T) {
	for _, c := range []struct {
		name string
		bob  []string
		mod  int
	}{{"two houses", []string{"troll", "urchin"}, 2}, {"three houses", []string{"troll", "urchin", "tocsin"}, 0}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"proclamation-346e"}, c.bob)
			s.artifact(0, "proclamation-346e")
			for _, id := range c.bob {
				s.creature(1, id)
			}
			s.wantInt("Bob's key cost change", s.g.keyCostMods(1), c.mod)
			s.wantInt("Alice's key cost change", s.g.keyCostMods(0), 0)
		})
	}
}

// Niche Market: "Each creature with the lowest power gains, “Action:
// Steal 1.”" Not a stronger one.
func TestHandTNicheMarket(t *testing.T) {
	for _, c := range []struct {
		user string
		gain int
	}{{"bad-penny", 1}, {"silvertooth", 0}} {
		t.Run(c.user, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"bad-penny", "silvertooth"}, []string{"krump", "niche-market"})
			s.artifact(1, "niche-market")
			s.creature(0, "bad-penny")
			s.creature(0, "silvertooth")
			s.creature(1, "krump")
			s.g.p[1].aember = 2
			s.house("shadows")
			s.do(Action{Verb: VerbAction, Card: CardRef{ID: c.user}})
			s.wantAember(0, c.gain)
		})
	}
}

// Tome of Abatement: "Each creature loses and cannot gain elusive,
// skirmish, and taunt." Printed or given; other keywords stay.
func TestHandTTomeOfAbatement(t *testing.T) {
	s := htScen(t, aliceHouses, bobHouses, []string{"schemer"}, nil, []string{"tome-of-abatement", "champion-anaphiel", "ven-omawk"}, []string{"urchin"})
	ca := s.creature(0, "champion-anaphiel") // taunt, and Schemer's three on a flank
	vo := s.creature(0, "ven-omawk")         // poison
	u := s.creature(1, "urchin")             // elusive
	if !s.g.hasKeyword(ca, Skirmish) || !s.g.hasKeyword(u, Elusive) {
		t.Fatal("before the Tome: no keywords to lose")
	}
	s.artifact(0, "tome-of-abatement")
	for _, id := range []int16{ca, vo, u} {
		for _, kw := range []Keyword{Elusive, Skirmish, Taunt} {
			if s.g.hasKeyword(id, kw) {
				t.Errorf("%s still has %s", s.g.name(id), kw)
			}
		}
	}
	if !s.g.hasKeyword(vo, Poison) {
		t.Error("Ven Omawk lost poison")
	}
}

// Flip Stallard: "Each enemy creature loses each of its destroyed
// abilities." Bad Penny ("Destroyed: Return Bad Penny to your hand.")
// stays in the discard pile; a friendly one still returns.
func TestHandTFlipStallard(t *testing.T) {
	for _, c := range []struct {
		name  string
		owner int8
		want  Zone
	}{{"enemy", 1, ZoneDiscard}, {"friendly", 0, ZoneHand}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "skyborn", []string{"flip-stallard", "bad-penny"}, []string{"bad-penny"})
			s.creature(0, "flip-stallard")
			bp := s.creature(c.owner, "bad-penny")
			s.g.destroy(bp)
			s.g.sweep()
			s.g.drain()
			s.wantZone(bp, c.want)
		})
	}
}

// Revna Starsong: "Each friendly Berserker loses all After Fight
// effects." Its reap, and a non-Berserker's fight, are kept.
func TestHandTRevnaStarsong(t *testing.T) {
	gain := Script{Abilities: []Ability{{On: OnFight | OnReap, Steps: []Clause{{Do: DoGain, N: 1}}}}}
	for _, c := range []struct {
		name, user string
		fight      bool
		want       int
	}{{"berserker fights", "ht-berserker", true, 0}, {"berserker reaps", "ht-berserker", false, 2}, {"other fights", "ht-fighter", true, 1}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"revna-starsong", c.user}, []string{"urchin", "dust-pixie"})
			s.g.setScript(c.user, &gain)
			s.creature(0, "revna-starsong")
			s.creature(0, c.user)
			s.creature(1, "dust-pixie")
			s.house("brobnar")
			if c.fight {
				s.wantRules(s.fight(c.user, "dust-pixie"), "")
			} else {
				s.wantRules(s.reap(c.user), "")
			}
			s.wantAember(0, c.want)
		})
	}
}

// The Tentacles: "If a friendly Legendary Keyraken is not in play, archive
// <it>. … Destroyed: Deal 3 to a friendly Legendary Keyraken." Each one's
// own ability besides (Grappling: "Play: Capture 3."; Tenacious: "After
// Reap: Steal 1.").
func TestHandTTentacles(t *testing.T) {
	kr := []string{"legendary-keyraken", "grappling-tentacle", "lashing-tentacle", "shield-tentacle", "tenacious-tentacle"}
	for _, id := range kr[1:] {
		t.Run(id+" archived when the Keyraken leaves", func(t *testing.T) {
			s := secondTurnScen(t, "keyraken", kr, nil)
			k := s.creature(0, "legendary-keyraken")
			tc := s.creature(0, id)
			s.g.sweep()
			s.wantZone(tc, ZoneBattleline)
			s.g.moveInst(k, ZoneHand)
			s.g.sweep()
			s.wantZone(tc, ZoneArchives)
		})
		t.Run(id+" destroyed: 3 to the Keyraken", func(t *testing.T) {
			s := secondTurnScen(t, "keyraken", kr, []string{"legendary-keyraken"})
			k := s.creature(0, "legendary-keyraken")
			bk := s.creature(1, "legendary-keyraken")
			tc := s.creature(0, id)
			s.g.destroy(tc)
			s.g.sweep()
			s.g.drain()
			s.wantZone(tc, ZoneDiscard)
			s.wantDamage(k, 3)
			s.wantDamage(bk, 0)
		})
	}
	t.Run("grappling: play captures 3", func(t *testing.T) {
		s := secondTurnScen(t, "keyraken", kr, nil)
		s.creature(0, "legendary-keyraken")
		g := s.hand(0, "grappling-tentacle")
		s.g.p[1].aember = 4
		s.house("keyraken")
		s.wantRules(s.play("grappling-tentacle"), "")
		s.wantInt("Æmber on the Tentacle", int(s.g.cards[g].aember), 3)
	})
	t.Run("tenacious: reap steals 1", func(t *testing.T) {
		s := secondTurnScen(t, "keyraken", kr, nil)
		s.creature(0, "legendary-keyraken")
		s.creature(0, "tenacious-tentacle")
		s.g.p[1].aember = 2
		s.house("keyraken")
		s.wantRules(s.reap("tenacious-tentacle"), "")
		s.wantAember(0, 2) // the reap's 1 and the steal's 1
		s.wantAember(1, 1)
	})
}

// Bartos the Ruiner: "Each non-Mars creature and artifact gains, “After
// this card is used, destroy it.”" Either side's (here Bob's Bartos and
// Alice's cards); not Mars cards.
func TestHandTBartosTheRuiner(t *testing.T) {
	action := Script{Abilities: []Ability{{On: OnAction, Steps: []Clause{{Do: DoGain, N: 1}}}}}
	t.Run("non-Mars creature", func(t *testing.T) {
		s := secondTurnScen(t, "brobnar", []string{"troll"}, []string{"bartos-the-ruiner"})
		s.creature(1, "bartos-the-ruiner")
		tr := s.creature(0, "troll")
		s.house("brobnar")
		s.wantRules(s.reap("troll"), "")
		s.wantZone(tr, ZoneDiscard)
	})
	t.Run("non-Mars artifact", func(t *testing.T) {
		s := secondTurnScen(t, "brobnar", []string{"ht-lever"}, []string{"bartos-the-ruiner"})
		s.g.setScript("ht-lever", &action)
		s.creature(1, "bartos-the-ruiner")
		l := s.artifact(0, "ht-lever")
		s.house("brobnar")
		s.wantRules(s.hbAction("ht-lever"), "")
		s.wantAember(0, 1)
		s.wantZone(l, ZoneDiscard)
	})
	t.Run("Mars creature", func(t *testing.T) {
		s := secondTurnScen(t, "mars", []string{"bartos-the-ruiner", "ht-martian"}, nil)
		s.creature(0, "bartos-the-ruiner")
		m := s.creature(0, "ht-martian")
		s.house("mars")
		s.wantRules(s.reap("ht-martian"), "")
		s.wantZone(m, ZoneBattleline)
	})
}

// Truebaru: "You must lose 3A in order to play Truebaru. Taunt.
// Destroyed: Gain 5A."
func TestHandTTruebaru(t *testing.T) {
	for _, c := range []struct {
		name   string
		aember int
		want   string
		left   int
	}{{"3A", 4, "", 1}, {"2A", 2, "restricted", 2}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"truebaru"}, nil)
			s.hand(0, "truebaru")
			s.g.p[0].aember = c.aember
			s.house("dis")
			s.wantRules(s.play("truebaru"), c.want)
			if c.want == "" {
				s.wantAember(0, c.left)
			}
		})
	}
	t.Run("destroyed", func(t *testing.T) {
		s := secondTurnScen(t, "dis", []string{"truebaru"}, nil)
		tb := s.creature(0, "truebaru")
		s.g.destroy(tb)
		s.g.sweep()
		s.g.drain()
		s.wantAember(0, 5)
	})
}

// Lapisaurus: "Taunt. While attacking Lapisaurus, enemy creatures gain,
// “Before Fight: Exalt this creature.”" Not when it attacks, nor when
// another creature is attacked.
func TestHandTLapisaurus(t *testing.T) {
	for _, c := range []struct {
		name, att, def string
		exalted        int8 // whose creature gets 1A: Bob's attacker, or none (-1)
	}{{"attacked", "troll", "lapisaurus", 1}, {"neighbor attacked", "troll", "krump", -1}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"lapisaurus", "krump"}, []string{"troll"})
			s.creature(0, "krump")
			s.creature(0, "lapisaurus")
			tr := s.creature(1, "troll")
			s.end()
			s.house("brobnar")
			s.fight(c.att, c.def)
			want := 0
			if c.exalted == 1 {
				want = 1
			}
			s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), want)
		})
	}
	t.Run("attacking", func(t *testing.T) {
		s := secondTurnScen(t, "saurian", []string{"lapisaurus"}, []string{"krump"})
		l := s.creature(0, "lapisaurus")
		k := s.creature(1, "krump")
		s.house("saurian")
		s.wantRules(s.fight("lapisaurus", "krump"), "")
		s.wantInt("Æmber on Lapisaurus", int(s.g.cards[l].aember), 0)
		s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 0)
	})
}

// Bellatoran Recruiter: "After Fight/After Reap: Choose a friendly
// non-Dinosaur creature. For the remainder of the turn, that creature gets
// +2 power and +2 armor. Ready and fight with that creature."
func TestHandTBellatoranRecruiter(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"bellatoran-recruiter", "troll"}, []string{"krump"})
	s.creature(0, "bellatoran-recruiter")
	tr := s.creature(0, "troll")
	s.g.cards[tr].flags |= flExhausted
	k := s.creature(1, "krump")
	s.house("saurian")
	s.wantRules(s.reap("bellatoran-recruiter"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Troll's power", s.g.power(tr), 10)
	s.wantInt("Troll's armor", s.g.armor(tr), 2)
	s.wantRules(s.choose("krump"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantDamage(tr, 4) // Krump's 6, 2 of it stopped by the armor
	s.end()
	s.wantInt("Troll's power next turn", s.g.power(tr), 8)
}

// Journey Onward: "Play: Choose a friendly Skyborn creature. For the
// remainder of the turn, it gains “After Fight: Steal 1.” Ready and fight
// with that creature."
func TestHandTJourneyOnward(t *testing.T) {
	s := secondTurnScen(t, "skyborn", []string{"journey-onward", "ht-skyborn"}, []string{"urchin", "bad-penny"})
	sk := s.creature(0, "ht-skyborn")
	s.g.cards[sk].flags |= flExhausted
	s.creature(1, "bad-penny")
	s.g.p[1].aember = 3
	s.hand(0, "journey-onward")
	s.house("skyborn")
	s.wantRules(s.play("journey-onward"), "")
	s.wantRules(s.choose("ht-skyborn"), "")
	s.wantRules(s.choose("bad-penny"), "")
	s.wantAember(0, 1)
	s.wantAember(1, 2)
	s.end()
	s.end()
	s.house("skyborn")
	s.creature(1, "urchin")
	s.g.p[1].aember = 3
	s.fight("ht-skyborn", "urchin")
	s.wantAember(1, 3) // not a turn later
}

// Phalanx Leader: "Play: Make a token creature immediately to Phalanx
// Leader’s left. After Fight/After Reap: Each creature to Phalanx Leader’s
// left gets +2 power for the remainder of the turn."
func TestHandTPhalanxLeader(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"phalanx-leader", "troll", "krump", "æmberling"}, nil)
	tr := s.creature(0, "troll")
	k := s.creature(0, "krump")
	pl := s.hand(0, "phalanx-leader")
	s.house("saurian")
	s.wantRules(s.play("phalanx-leader"), "") // on the right flank
	line := s.g.p[0].line
	if len(line) != 4 || line[0] != tr || line[1] != k || line[3] != pl || s.g.def(line[2]).Type != TypeTokenCreature {
		t.Fatalf("Alice's battleline %v: want Troll, Krump, the token, Phalanx Leader", line)
	}
	tok := line[2]
	s.g.cards[pl].flags &^= flExhausted
	s.wantRules(s.reap("phalanx-leader"), "")
	for _, c := range []struct {
		id   int16
		want int
	}{{tr, 10}, {k, 8}, {tok, s.g.def(tok).Power + 2}, {pl, 4}} {
		s.wantInt(s.g.name(c.id)+"'s power", s.g.power(c.id), c.want)
	}
	s.g.destroy(pl)
	s.g.sweep()
	s.g.drain()
	s.wantInt("Troll's power after the Leader left", s.g.power(tr), 10)
	s.end()
	s.wantInt("Troll's power next turn", s.g.power(tr), 8)
}

// Anachronometer: "This creature gains: “After Fight/After Reap: Shuffle
// your discard pile into your deck. Draw a card. Discard X cards from the
// top of your deck, where X is the number of cards in your opponent's
// discard pile.”"
func TestHandTAnachronometer(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"anachronometer", "ht-ensign", "troll"}, []string{"krump", "urchin"})
	s.creature(0, "ht-ensign")
	tr := s.take(0, "troll")
	s.g.put(tr, ZoneDiscard)
	for _, id := range []string{"krump", "urchin"} {
		s.g.put(s.take(1, id), ZoneDiscard)
	}
	s.house("staralliance")
	s.wantRules(s.hbPlayUpgrade("anachronometer", "ht-ensign"), "")
	hand, deck := s.g.p[0].handSize(), s.g.p[0].deckSize()
	s.wantRules(s.reap("ht-ensign"), "")
	s.wantInt("Alice's hand", s.g.p[0].handSize(), hand+1)
	s.wantInt("Alice's deck", s.g.p[0].deckSize(), deck+1-1-2) // Troll in, one drawn, two discarded
	s.wantInt("Alice's discard pile", len(s.g.p[0].discard), 2)
}

// Might Makes Right: "Play: You may sacrifice any number of creatures with
// total power of 25 or more. If you do, forge a key at no cost."
func TestHandTMightMakesRight(t *testing.T) {
	for _, c := range []struct {
		name   string
		chosen []string
		keys   int
	}{{"25 power", []string{"troll", "krump", "valdr", "bumpsy"}, 1}, {"20 power", []string{"troll", "krump", "valdr"}, 0}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"might-makes-right", "troll", "krump", "valdr", "bumpsy"}, nil)
			var ids []int16
			for _, id := range []string{"troll", "krump", "valdr", "bumpsy"} {
				ids = append(ids, s.creature(0, id))
			}
			s.hand(0, "might-makes-right")
			s.house("brobnar")
			s.play("might-makes-right")
			s.wantRules(s.choose(c.chosen...), "")
			s.wantInt("Alice's keys", s.g.p[0].keyCount(), c.keys)
			s.wantAember(0, 1) // the card's bonus, no key cost paid
			want := ZoneBattleline
			if c.keys == 1 {
				want = ZoneDiscard
			}
			s.wantZone(ids[0], want)
		})
	}
}

// Tertiate: "Play: Destroy one third of all enemy creatures and one third
// of all friendly creatures (rounding up each time)." Bob's 4: 2; her 2: 1.
func TestHandTTertiate(t *testing.T) {
	for _, c := range []struct {
		name   string
		chosen []string
		want   string
	}{{"a third each", []string{"urchin", "silvertooth", "troll"}, ""}, {"too few", []string{"urchin", "troll"}, "choice-missing"}} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"tertiate", "troll", "krump"}, []string{"urchin", "silvertooth", "bad-penny", "dust-pixie"})
			tr, k := s.creature(0, "troll"), s.creature(0, "krump")
			u := s.creature(1, "urchin")
			for _, id := range []string{"silvertooth", "bad-penny", "dust-pixie"} {
				s.creature(1, id)
			}
			s.hand(0, "tertiate")
			s.house("saurian")
			s.play("tertiate")
			var enemy, friendly []string
			for _, id := range c.chosen {
				if id == "troll" {
					friendly = append(friendly, id)
				} else {
					enemy = append(enemy, id)
				}
			}
			s.choose(enemy...)
			s.wantRules(s.choose(friendly...), c.want)
			s.wantZone(tr, ZoneDiscard)
			s.wantZone(k, ZoneBattleline)
			s.wantZone(u, ZoneDiscard)
		})
	}
}

// Big Magnet: "Play: Choose a friendly creature. Take control of each
// upgrade in play and move it to that creature."
func TestHandTBigMagnet(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"big-magnet", "troll", "krump", "ht-charm"}, []string{"urchin", "ht-charm"})
	tr, k := s.creature(0, "troll"), s.creature(0, "krump")
	u := s.creature(1, "urchin")
	attach := func(pl int8, on int16) int16 {
		c := s.take(pl, "ht-charm")
		s.g.enterPlay(c, pl, ZoneUpgrade)
		s.g.cards[c].parent = on
		return c
	}
	mine, theirs := attach(0, k), attach(1, u)
	s.hand(0, "big-magnet")
	s.house("mars")
	s.play("big-magnet")
	s.wantRules(s.choose("troll"), "")
	for _, up := range []int16{mine, theirs} {
		if c := s.g.cards[up]; c.parent != tr || c.controller != 0 {
			t.Errorf("upgrade %d on %d, controlled by %d: want on Troll, Alice's", up, c.parent, c.controller)
		}
	}
	if err := s.g.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

// Scrapscrounger: "After Reap: Swap an artifact from your discard pile
// with a card in your hand."
func TestHandTScrapscrounger(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"scrapscrounger", "ht-lever", "troll"}, nil)
	s.creature(0, "scrapscrounger")
	l := s.take(0, "ht-lever")
	s.g.put(l, ZoneDiscard)
	tr := s.hand(0, "troll")
	s.house("ekwidon")
	s.wantRules(s.reap("scrapscrounger"), "")
	s.wantRules(s.choose("troll"), "") // the only artifact there is chosen without a line
	s.wantZone(l, ZoneHand)
	s.wantZone(tr, ZoneDiscard)
}
