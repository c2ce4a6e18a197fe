package engine

import "testing"

// Tests of scripts_hand_g.go: each card's ability on a board, and the
// state after it.

func init() { hgAddCards() }

// hgAddCards adds the facts (keyteki packs) of the cards these tests use
// that no other test file adds.
func hgAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Keywords: kws}
	}
	cr, ac, ar := TypeCreature, TypeAction, TypeArtifact
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("collector-worm", "Collector Worm", "mars", cr, 2, 5, 0)
	add("uxlyx-the-zookeeper", "Uxlyx the Zookeeper", "mars", cr, 2, 0, 0, kw(Elusive, 0))
	add("font-of-the-eye", "Font of the Eye", "sanctum", ar, 0, 0, 0)
	add("munchling", "Munchling", "logos", cr, 3, 0, 0, kw(Skirmish, 0))
	add("novu-dynamo", "Novu Dynamo", "logos", cr, 8, 2, 0)
	add("invasion-portal", "Invasion Portal", "mars", ar, 0, 0, 0)
	add("philophosaurus", "Philophosaurus", "saurian", cr, 4, 0, 0)
	add("saurian-egg", "Saurian Egg", "saurian", cr, 1, 5, 1)
	add("yzphyz-knowdrone", "Yzphyz Knowdrone", "mars", cr, 3, 1, 0)
	add("reclaimed-by-nature", "Reclaimed by Nature", "untamed", ac, 0, 0, 1)
	add("ensign-el-samra", "Ensign El-Samra", "staralliance", cr, 3, 0, 0)
	add("equalize", "Equalize", "sanctum", ac, 0, 0, 1)
	add("wild-bounty", "Wild Bounty", "untamed", ac, 0, 0, 0)
	add("securi-droid", "Securi-Droid", "staralliance", cr, 4, 0, 0, kw(Taunt, 0))
	add("amphora-captura", "Amphora Captura", "saurian", ar, 0, 0, 0)
	_, _, _, _, _ = add, cr, ac, ar, kw
}

// Imp-losion: "Play: Destroy a friendly creature and an enemy creature."
// Registered (it was held in scripts_hand_a.go): both choices come from
// one choose line, the friendly creature first.
func TestHandGImpLosion(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"imp-losion", "krump", "troll"}, []string{"urchin", "silvertooth"})
	k := s.creature(0, "krump")
	tr := s.creature(0, "troll")
	u := s.creature(1, "urchin")
	st := s.creature(1, "silvertooth")
	s.hand(0, "imp-losion")
	s.house("dis")
	s.play("imp-losion")
	if _, ok := s.g.Waiting(); !ok {
		t.Fatal("Imp-losion does not wait for its choices")
	}
	s.wantRules(s.choose("troll", "silvertooth"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(st, ZoneDiscard)
	s.wantZone(k, ZoneBattleline)
	s.wantZone(u, ZoneBattleline)
	s.wantAember(0, 1) // its Æmber bonus
}

// Axiom of Grisk: "Play: Ward a creature. Destroy each creature with no A
// on it. Gain 2 chains." The warded creature with no Æmber survives (the
// ward is spent); one with Æmber is not destroyed.
func TestHandGAxiomOfGrisk(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"axiom-of-grisk", "krump", "troll"}, []string{"urchin", "silvertooth"})
	k := s.creature(0, "krump")
	tr := s.creature(0, "troll")
	u := s.creature(1, "urchin")
	st := s.creature(1, "silvertooth")
	s.g.cards[st].aember = 2
	s.hand(0, "axiom-of-grisk")
	s.house("saurian")
	s.play("axiom-of-grisk")
	s.wantRules(s.choose("urchin"), "")
	s.wantZone(u, ZoneBattleline)
	s.hbWantFlag(u, flWarded, false, "warded")
	s.wantZone(st, ZoneBattleline)
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)
	s.wantInt("Alice's chains", s.g.p[0].chains, 2)
	s.wantInt("Bob's chains", s.g.p[1].chains, 0)
}

// hgArchiveSizes are both players' archive sizes.
func (s *scen) hgArchiveSizes() [2]int {
	return [2]int{s.g.p[0].archiveSize(), s.g.p[1].archiveSize()}
}

// Collector Worm: "Fight: Archive the creature Collector Worm fights. If
// that creature leaves your archives, put it in its owner's hand
// instead." The fought creature goes into Alice's archives, not Bob's;
// when Alice takes her archives it goes to Bob's hand. A fought creature
// destroyed in the fight is not archived.
func TestHandGCollectorWorm(t *testing.T) {
	t.Run("survivor archived, then to its owner's hand", func(t *testing.T) {
		s := secondTurnScen(t, "mars", []string{"collector-worm"}, []string{"krump"})
		w := s.creature(0, "collector-worm")
		k := s.creature(1, "krump")
		s.house("mars")
		s.wantRules(s.fight("collector-worm", "krump"), "")
		s.wantZone(w, ZoneBattleline)
		s.wantZone(k, ZoneArchives)
		if got := s.hgArchiveSizes(); got != [2]int{1, 0} {
			t.Fatalf("archives %v, want Krump in Alice's", got)
		}
		s.end()
		s.end()
		s.wantRules(s.do(Action{Verb: VerbArchives}), "")
		s.wantZone(k, ZoneHand)
		if s.g.p[1].handSize() == 0 || indexOf(s.g.p[1].hand, k) < 0 {
			t.Errorf("Krump is not in Bob's hand")
		}
		if indexOf(s.g.p[0].hand, k) >= 0 {
			t.Errorf("Krump is in Alice's hand")
		}
	})
	t.Run("destroyed in the fight", func(t *testing.T) {
		s := secondTurnScen(t, "mars", []string{"collector-worm"}, []string{"silvertooth"})
		st := s.creature(1, "silvertooth")
		s.creature(0, "collector-worm")
		s.house("mars")
		s.fight("collector-worm", "silvertooth")
		s.wantZone(st, ZoneDiscard)
		if got := s.hgArchiveSizes(); got != [2]int{0, 0} {
			t.Errorf("archives %v, want none", got)
		}
	})
}

// Killzord Mk. 9001 (completed for Collector Worm's TCO log): "This
// creature gets +2 armor and +2 power. This creature gains skirmish and,
// “Fight: Gain 1 chain.”"
func TestHandGKillzordChain(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"zorg", "killzord-mk-9001"}, []string{"troll"})
	z := s.creature(0, "zorg")
	tr := s.creature(1, "troll")
	s.house("mars")
	s.wantRules(s.hbPlayUpgrade("killzord-mk-9001", "zorg"), "")
	s.wantRules(s.fight("zorg", "troll"), "")
	s.wantInt("Alice's chains", s.g.p[0].chains, 1)
	s.wantZone(tr, ZoneDiscard) // 7 power +2
	s.wantDamage(z, 0)          // skirmish
}

// Uxlyx the Zookeeper: "Elusive. Reap: Put an enemy creature into your
// archives. If that creature leaves your archives, it is put into its
// owner's hand instead."
func TestHandGUxlyxTheZookeeper(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"uxlyx-the-zookeeper"}, []string{"krump", "troll"})
	s.creature(0, "uxlyx-the-zookeeper")
	k := s.creature(1, "krump")
	tr := s.creature(1, "troll")
	s.house("mars")
	s.reap("uxlyx-the-zookeeper")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneArchives)
	s.wantZone(k, ZoneBattleline)
	s.wantAember(0, 1)
	if got := s.hgArchiveSizes(); got != [2]int{1, 0} {
		t.Fatalf("archives %v, want Troll in Alice's", got)
	}
	s.end()
	s.end()
	s.do(Action{Verb: VerbArchives})
	if indexOf(s.g.p[1].hand, tr) < 0 {
		t.Errorf("Troll is not in Bob's hand")
	}
}

// hgArchived puts a known copy of id owned by pl into pl's archives.
func (s *scen) hgArchived(pl int8, id string) int16 {
	c := s.take(pl, id)
	s.g.put(c, ZoneArchives)
	return c
}

// Font of the Eye: "Omni: If an enemy creature was destroyed this turn, a
// friendly creature captures 1A." A friendly creature destroyed does not
// count.
func TestHandGFontOfTheEye(t *testing.T) {
	for _, c := range []struct {
		name   string
		fights string // the enemy Bumpsy fights ("" none)
		want   int    // Æmber on Valdr after
	}{
		{"enemy destroyed", "silvertooth", 1},
		{"none destroyed", "", 0},
		{"friendly destroyed", "troll", 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"font-of-the-eye", "bumpsy", "valdr"}, []string{"silvertooth", "troll"})
			s.artifact(0, "font-of-the-eye")
			s.creature(0, "bumpsy")
			v := s.creature(0, "valdr")
			s.creature(1, "silvertooth")
			s.creature(1, "troll")
			s.g.p[1].aember = 3
			s.house("brobnar")
			if c.fights != "" {
				s.fight("bumpsy", c.fights)
			}
			s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "font-of-the-eye"}})
			if _, ok := s.g.Waiting(); ok {
				s.choose("valdr")
			}
			s.wantInt("Æmber on Valdr", int(s.g.cards[v].aember), c.want)
			s.wantAember(1, 3-c.want)
		})
	}
}

// Munchling: "Skirmish. Fight: You may discard a Logos card from your hand
// or archives. If you do, gain 1A."
func TestHandGMunchling(t *testing.T) {
	for _, c := range []struct {
		name  string
		card  string // the card named ("" says no)
		from  Zone   // where it was
		gain  int
		rules string
	}{
		{"from hand", "mother", ZoneHand, 1, ""},
		{"from archives", "library-access", ZoneArchives, 1, ""},
		{"no", "", ZoneHand, 0, ""},
		{"not Logos", "krump", ZoneHand, 0, "effect-target"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{"munchling", "mother", "library-access", "krump"}, []string{"silvertooth"})
			m := s.creature(0, "munchling")
			s.creature(1, "silvertooth")
			mo := s.hand(0, "mother")
			s.hand(0, "krump")
			la := s.hgArchived(0, "library-access")
			s.house("logos")
			s.wantRules(s.fight("munchling", "silvertooth"), "")
			s.wantDamage(m, 0) // skirmish
			if _, ok := s.g.Waiting(); !ok {
				t.Fatal("Munchling does not ask for the card")
			}
			if c.card == "" {
				s.wantRules(s.words("no"), c.rules)
			} else {
				s.wantRules(s.choose(c.card), c.rules)
			}
			s.wantAember(0, c.gain)
			switch c.card {
			case "mother":
				s.wantZone(mo, ZoneDiscard)
				s.wantZone(la, ZoneArchives)
			case "library-access":
				s.wantZone(la, ZoneDiscard)
				s.wantZone(mo, ZoneHand)
			default:
				s.wantZone(mo, ZoneHand)
				s.wantZone(la, ZoneArchives)
			}
		})
	}
}

// Novu Dynamo: "At the start of your turn, you may discard a Logos card
// from your hand or archives. If you do, gain 1A. Otherwise, destroy Novu
// Dynamo." The choice waits past the turn header.
func TestHandGNovuDynamo(t *testing.T) {
	for _, c := range []struct {
		name  string
		yes   bool
		gain  int
		alive bool
	}{
		{"discards", true, 1, true},
		{"declines", false, 0, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{"novu-dynamo", "mother"}, nil)
			s.installHeld(handGHeld, "novu-dynamo")
			n := s.creature(0, "novu-dynamo")
			mo := s.hand(0, "mother")
			s.end()
			s.end()
			if _, ok := s.g.Waiting(); !ok {
				t.Fatal("Novu Dynamo does not ask at the start of the turn")
			}
			s.wantRules(s.do(Action{Verb: VerbTurn, Player: 0, N: 3}), "")
			if _, ok := s.g.Waiting(); !ok {
				t.Fatal("the turn header resolved Novu Dynamo's choice")
			}
			if c.yes {
				s.wantRules(s.choose("mother"), "")
				s.wantZone(mo, ZoneDiscard)
			} else {
				s.wantRules(s.words("no"), "")
			}
			s.wantAember(0, c.gain)
			if alive := s.g.cards[n].zone == ZoneBattleline; alive != c.alive {
				t.Errorf("Novu Dynamo in play: %v, want %v", alive, c.alive)
			}
		})
	}
}

// Groggins: "When Groggins is used to fight, it can only attack flank
// creatures." (Registered: no script installed by the test.) MayFight, the
// drivers' question, says the same.
func TestHandGGroggins(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"groggins"}, []string{"urchin", "mother", "troll"})
	g := s.creature(0, "groggins")
	s.creature(1, "urchin")
	m := s.creature(1, "mother")
	tr := s.creature(1, "troll")
	s.house("brobnar")
	ref := CardRef{ID: "groggins"}
	if s.g.MayFight(0, ref, CardRef{ID: "mother"}) || !s.g.MayFight(0, ref, CardRef{ID: "troll"}) {
		t.Errorf("MayFight: Groggins may fight Mother %v, Troll %v; want false, true",
			s.g.MayFight(0, ref, CardRef{ID: "mother"}), s.g.MayFight(0, ref, CardRef{ID: "troll"}))
	}
	s.wantRules(s.fight("groggins", "mother"), "fight-target")
	s.wantZone(m, ZoneDiscard) // flagged, and applied as the table did
	s.g.cards[g].flags &^= flExhausted
	s.wantRules(s.fight("groggins", "troll"), "")
	s.wantZone(tr, ZoneDiscard)
}

// hgWhere is the zone of player pl's copy of id that is out of play and
// known, or ZoneUnknown.
func (s *scen) hgWhere(pl int8, id string) Zone {
	def := s.g.defIndex(id)
	for i := range s.g.cards {
		if c := &s.g.cards[i]; c.owner == pl && c.def == def && c.zone != ZoneUnknown {
			return c.zone
		}
	}
	return ZoneUnknown
}

// Invasion Portal: "Action: Discard cards from the top of your deck until
// you discard a Mars creature or run out of cards. If you discard a Mars
// creature this way, put it into your hand." The log names the cards; a
// Mars card that is not a creature does not stop it.
func TestHandGInvasionPortal(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"invasion-portal", "troll", "hypnobeam", "krump", "zorg", "mother", "urchin"}, nil)
	s.artifact(0, "invasion-portal")
	s.house("mars")
	s.wantRules(s.hbAction("invasion-portal"), "")
	if _, ok := s.g.Waiting(); !ok {
		t.Fatal("Invasion Portal does not ask for the cards")
	}
	s.wantRules(s.choose("troll", "hypnobeam", "krump", "mother", "urchin", "zorg"), "")
	for _, id := range []string{"troll", "hypnobeam", "krump", "mother", "urchin"} {
		if z := s.hgWhere(0, id); z != ZoneDiscard {
			t.Errorf("%s is in %s, want the discard pile", id, z)
		}
	}
	if z := s.hgWhere(0, "zorg"); z != ZoneHand {
		t.Errorf("Zorg is in %s, want the hand", z)
	}
}

// Lethologica: "Play: Discard cards from the top of your deck until you
// discard a Logos card or run out of cards. If you discard a Logos card
// this way, put it into your hand." The Logos card may come after four
// others.
func TestHandGLethologica(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"lethologica", "troll", "krump", "bumpsy", "urchin", "zorg", "mother"}, nil)
	s.hand(0, "lethologica")
	s.house("logos")
	s.wantRules(s.play("lethologica"), "")
	s.wantRules(s.choose("troll", "krump", "bumpsy", "urchin", "zorg", "mother"), "")
	for _, id := range []string{"troll", "krump", "bumpsy", "urchin", "zorg"} {
		if z := s.hgWhere(0, id); z != ZoneDiscard {
			t.Errorf("%s is in %s, want the discard pile", id, z)
		}
	}
	if z := s.hgWhere(0, "mother"); z != ZoneHand {
		t.Errorf("Mother is in %s, want the hand", z)
	}
}

// Scout Pete: "Play/Fight/Reap: Look at the top card of your deck. You may
// discard that card." (Registered: TCO's logs say only "Choose to keep or
// discard top of deck.", which the import answers no.)
func TestHandGScoutPete(t *testing.T) {
	for _, c := range []struct {
		answer string
		verb   Verb
		want   int // cards discarded
	}{{"yes", VerbPlay, 1}, {"no", VerbPlay, 0}, {"yes", VerbReap, 1}} {
		t.Run(c.answer+" "+c.verb.String(), func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"scout-pete"}, nil)
			if c.verb == VerbPlay {
				s.hand(0, "scout-pete")
				s.house("staralliance")
				s.play("scout-pete")
			} else {
				s.creature(0, "scout-pete")
				s.house("staralliance")
				s.reap("scout-pete")
			}
			deck := s.g.p[0].deckSize()
			s.wantRules(s.words(c.answer), "")
			s.wantInt("discards", len(s.g.p[0].discard), c.want)
			s.wantInt("deck", s.g.p[0].deckSize(), deck-c.want)
		})
	}
}

// Philophosaurus: "Reap: You may look at the top 3 cards of your deck.
// Archive 1, add 1 to your hand, and discard 1." The choose line names the
// three in that order.
func TestHandGPhilophosaurus(t *testing.T) {
	t.Run("looks", func(t *testing.T) {
		s := secondTurnScen(t, "saurian", []string{"philophosaurus", "troll", "krump", "bumpsy"}, nil)
		s.creature(0, "philophosaurus")
		s.house("saurian")
		deck := s.g.p[0].deckSize()
		s.reap("philophosaurus")
		if p, ok := s.g.Prompt(); !ok || !hasRef(p.Cards, "troll") {
			t.Fatalf("Prompt() = %+v, %v: want the cards the deck may hold", p, ok)
		}
		s.wantRules(s.choose("troll", "krump", "bumpsy"), "")
		for _, c := range []struct {
			id string
			z  Zone
		}{{"troll", ZoneArchives}, {"krump", ZoneHand}, {"bumpsy", ZoneDiscard}} {
			if z := s.hgWhere(0, c.id); z != c.z {
				t.Errorf("%s is in %s, want %s", c.id, z, c.z)
			}
		}
		s.wantInt("deck", s.g.p[0].deckSize(), deck-3)
	})
	t.Run("does not", func(t *testing.T) {
		s := secondTurnScen(t, "saurian", []string{"philophosaurus"}, nil)
		s.creature(0, "philophosaurus")
		s.house("saurian")
		deck := s.g.p[0].deckSize()
		s.reap("philophosaurus")
		s.wantRules(s.words("no"), "")
		s.wantInt("deck", s.g.p[0].deckSize(), deck)
		s.wantInt("archives", s.g.p[0].archiveSize(), 0)
	})
}

// Saurian Egg: "Saurian Egg cannot fight or reap. Omni: Discard the top 2
// cards of your deck. If you discard any Saurian creatures this way, put
// them into play ready, give them three +1 power counters, and destroy
// Saurian Egg." (FAQ: two Saurian creatures both hatch, three counters
// each.)
func TestHandGSaurianEgg(t *testing.T) {
	for _, c := range []struct {
		name    string
		top     []string
		hatched int
	}{
		{"one Saurian", []string{"philophosaurus", "troll"}, 1},
		{"twins", []string{"philophosaurus", "saurian-egg"}, 2},
		{"none", []string{"troll", "beware-the-ides"}, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"saurian-egg", "saurian-egg", "philophosaurus", "troll", "beware-the-ides"}, nil)
			e := s.creature(0, "saurian-egg")
			s.house("saurian")
			s.wantRules(s.reap("saurian-egg"), "restricted")
			s.g.cards[e].flags &^= flExhausted
			s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "saurian-egg"}}), "")
			s.wantRules(s.choose(c.top...), "")
			line := s.g.p[0].line
			if c.hatched == 0 {
				s.wantZone(e, ZoneBattleline)
				s.wantInt("creatures", len(line), 1)
				return
			}
			s.wantZone(e, ZoneDiscard)
			s.wantInt("creatures", len(line), c.hatched)
			for _, id := range line {
				s.hbWantFlag(id, flExhausted, false, "exhausted")
				s.wantInt(s.g.name(id)+"'s power counters", int(s.g.cards[id].counters), 3)
			}
		})
	}
}

// Yzphyz Knowdrone (errata): "Play: Archive a card. You may purge an
// archived card. If you do, stun a creature." The card purged may be in
// either player's archives.
func TestHandGYzphyzKnowdrone(t *testing.T) {
	for _, c := range []struct {
		name  string
		purge string // "" says no
		stun  bool
	}{
		{"own archives", "krump", true},
		{"opponent's archives", "urchin", true},
		{"no", "", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "mars", []string{"yzphyz-knowdrone", "krump"}, []string{"troll", "urchin"})
			s.hand(0, "yzphyz-knowdrone")
			k := s.hand(0, "krump")
			u := s.hgArchived(1, "urchin")
			tr := s.creature(1, "troll")
			s.house("mars")
			s.play("yzphyz-knowdrone")
			s.wantRules(s.choose("krump"), "")
			s.wantZone(k, ZoneArchives)
			if c.purge == "" {
				s.wantRules(s.words("no"), "")
			} else {
				s.wantRules(s.choose(c.purge), "")
				s.wantRules(s.choose("troll"), "")
			}
			s.hbWantFlag(tr, flStunned, c.stun, "stunned")
			switch c.purge {
			case "krump":
				s.wantZone(k, ZonePurged)
				s.wantZone(u, ZoneArchives)
			case "urchin":
				s.wantZone(u, ZonePurged)
				s.wantZone(k, ZoneArchives)
				s.wantInt("Bob's archives", s.g.p[1].archiveSize(), 0)
			default:
				s.wantZone(k, ZoneArchives)
				s.wantZone(u, ZoneArchives)
			}
		})
	}
}

// hgIconScen is hbScen with Alice's deck holding copies enhanced with
// bonus icons (icons[id]).
func hgIconScen(t *testing.T, h House, alice []string, icons map[string][]Bonus, bob []string) *scen {
	t.Helper()
	return hyScen(t, h, nil, alice, icons, bob)
}

// Reclaimed by Nature: "Play: Purge an artifact. Resolve its bonus icons
// as if you had played it." The Æmber bonus printed on it is an icon too
// (FAQ, Wild Bounty); a capture and a damage icon ask for their creatures.
func TestHandGReclaimedByNature(t *testing.T) {
	s := hgIconScen(t, "untamed", []string{"reclaimed-by-nature", "the-sting", "krump"},
		map[string][]Bonus{"the-sting": {BonusCapture, BonusDamage}}, []string{"troll"})
	st := s.artifact(0, "the-sting")
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.g.p[1].aember = 2
	s.hand(0, "reclaimed-by-nature")
	s.house("untamed")
	s.wantRules(s.play("reclaimed-by-nature"), "")
	s.wantZone(st, ZonePurged)
	if p, ok := s.g.Prompt(); !ok || !hasRef(p.Cards, "krump") || hasRef(p.Cards, "troll") {
		t.Fatalf("Prompt() = %+v, %v: want the friendly creatures (capture icon)", p, ok)
	}
	s.wantRules(s.choose("krump"), "")
	if p, ok := s.g.Prompt(); !ok || !hasRef(p.Cards, "troll") {
		t.Fatalf("Prompt() = %+v, %v: want the creatures (damage icon)", p, ok)
	}
	s.wantRules(s.choose("troll"), "")
	s.wantAember(0, 2) // its own bonus, and The Sting's
	s.wantAember(1, 1)
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
	s.wantDamage(tr, 1)
	if _, ok := s.g.Waiting(); ok {
		t.Error("still waiting")
	}
}

// Ensign El-Samra: "Enhance RRR. Action: Reveal a card from your hand.
// Resolve its bonus icons as if you had played it." The card stays in the
// hand.
func TestHandGEnsignElSamra(t *testing.T) {
	s := hgIconScen(t, "staralliance", []string{"ensign-el-samra", "anger"},
		map[string][]Bonus{"anger": {BonusDraw, BonusAmber}}, nil)
	s.creature(0, "ensign-el-samra")
	a := s.hand(0, "anger")
	s.house("staralliance")
	hand := s.g.p[0].handSize()
	s.wantRules(s.hbAction("ensign-el-samra"), "")
	s.wantRules(s.choose("anger"), "")
	s.wantAember(0, 2) // Anger's printed Æmber, and its enhanced one
	s.wantInt("hand", s.g.p[0].handSize(), hand+1)
	s.wantZone(a, ZoneHand)
}

// Equalize: "Play: Redistribute the A on friendly creatures among friendly
// creatures. Then, redistribute the A on enemy creatures among enemy
// creatures." The log names a creature for each Æmber; none moves from
// one side to the other.
func TestHandGEqualize(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"equalize", "krump", "troll"}, []string{"urchin", "silvertooth"})
	k := s.creature(0, "krump")
	tr := s.creature(0, "troll")
	u := s.creature(1, "urchin")
	st := s.creature(1, "silvertooth")
	s.g.cards[k].aember = 2
	s.g.cards[u].aember = 1
	s.hand(0, "equalize")
	s.house("sanctum")
	s.wantRules(s.play("equalize"), "")
	if p, ok := s.g.Prompt(); !ok || !hasRef(p.Cards, "troll") || hasRef(p.Cards, "urchin") {
		t.Fatalf("Prompt() = %+v, %v: want the friendly creatures", p, ok)
	}
	s.wantRules(s.choose("krump", "troll"), "")
	if p, ok := s.g.Prompt(); !ok || !hasRef(p.Cards, "silvertooth") || hasRef(p.Cards, "krump") {
		t.Fatalf("Prompt() = %+v, %v: want the enemy creatures", p, ok)
	}
	s.wantRules(s.choose("silvertooth"), "")
	for _, c := range []struct {
		id   int16
		want int
	}{{k, 1}, {tr, 1}, {u, 0}, {st, 1}} {
		s.wantInt("Æmber on "+s.g.name(c.id), int(s.g.cards[c.id].aember), c.want)
	}
	s.wantAember(0, 1) // its Æmber bonus only

	// One creature named takes it all.
	s = secondTurnScen(t, "sanctum", []string{"equalize", "krump", "troll"}, nil)
	k = s.creature(0, "krump")
	tr = s.creature(0, "troll")
	s.g.cards[k].aember = 3
	s.hand(0, "equalize")
	s.house("sanctum")
	s.play("equalize")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 3)
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 0)
}

// Wild Bounty: "Enhance AA. Play: The next time you play a card this
// turn, resolve each of its bonus icons an additional time." Only the next
// card; its icons twice, before its "Play:".
func TestHandGWildBounty(t *testing.T) {
	s := hgIconScen(t, "untamed", []string{"wild-bounty", "flarie", "krump", "hunting-witch"},
		map[string][]Bonus{"flarie": {BonusAmber, BonusCapture}}, nil)
	k := s.creature(0, "krump")
	s.g.p[1].aember = 5
	s.hand(0, "wild-bounty")
	s.hand(0, "flarie")
	s.hand(0, "hunting-witch")
	s.house("untamed")
	s.wantRules(s.play("wild-bounty"), "")
	s.wantAember(0, 0)
	s.wantRules(s.play("flarie"), "")
	s.wantRules(s.choose("krump"), "") // the capture icon
	s.wantRules(s.choose("krump"), "") // and again
	if _, ok := s.g.Waiting(); ok {
		t.Fatal("still waiting")
	}
	s.wantAember(0, 2)
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 2)
	s.wantAember(1, 3)
	// The next card after it resolves nothing more.
	s.wantRules(s.play("hunting-witch"), "")
	s.wantAember(0, 2)
}

// Securi-Droid: "Taunt. Securi-Droid may be played as an upgrade instead
// of a creature, with the text: “This creature gains taunt.”"
func TestHandGSecuriDroid(t *testing.T) {
	t.Run("as an upgrade", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", []string{"securi-droid", "krump"}, nil)
		k := s.creature(0, "krump")
		s.house("staralliance")
		s.wantRules(s.hbPlayUpgrade("securi-droid", "krump"), "")
		sd := s.g.findInPlay(CardRef{ID: "securi-droid"}, 0)
		s.wantZone(sd, ZoneUpgrade)
		if s.g.cards[sd].parent != k {
			t.Errorf("Securi-Droid is attached to %d, want Krump", s.g.cards[sd].parent)
		}
		s.wantInt("creatures", len(s.g.p[0].line), 1)
		if !s.g.hasKeyword(k, Taunt) {
			t.Error("Krump has no taunt")
		}
	})
	t.Run("as a creature", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", []string{"securi-droid", "krump"}, nil)
		k := s.creature(0, "krump")
		s.hand(0, "securi-droid")
		s.house("staralliance")
		s.wantRules(s.play("securi-droid"), "")
		sd := s.g.p[0].line[len(s.g.p[0].line)-1]
		s.wantZone(sd, ZoneBattleline)
		s.wantInt("creatures", len(s.g.p[0].line), 2)
		if !s.g.hasKeyword(sd, Taunt) || s.g.hasKeyword(k, Taunt) {
			t.Errorf("taunt: Securi-Droid %v, Krump %v; want true, false", s.g.hasKeyword(sd, Taunt), s.g.hasKeyword(k, Taunt))
		}
	})
}

// Amphora Captura: "Enhance AADDRR. When resolving a bonus icon, you may
// choose to resolve it as a capture bonus icon instead." An Æmber icon
// waits for "capture" or "no"; a damage icon's target may be a capture's
// creature instead.
func TestHandGAmphoraCaptura(t *testing.T) {
	s := hgIconScen(t, "untamed", []string{"amphora-captura", "flarie", "krump"},
		map[string][]Bonus{"flarie": {BonusAmber, BonusDraw, BonusDamage}}, []string{"troll"})
	s.artifact(0, "amphora-captura")
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.g.p[1].aember = 3
	s.hand(0, "flarie")
	s.house("untamed")
	hand := s.g.p[0].handSize()
	s.wantRules(s.play("flarie"), "")
	if w, ok := s.g.Waiting(); w != "bonus-or-capture" || !ok {
		t.Fatalf("Waiting() = %q, %v; want the Æmber icon's choice", w, ok)
	}
	s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"capture"}, Cards: []CardRef{{ID: "krump"}}}), "")
	s.wantRules(s.words("no"), "")     // the draw icon draws
	s.wantRules(s.choose("troll"), "") // the damage icon deals its damage
	s.wantAember(0, 0)
	s.wantAember(1, 2)
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
	s.wantInt("hand", s.g.p[0].handSize(), hand) // Flarie played, a card drawn
	s.wantDamage(tr, 1)

	// Without Amphora Captura the Æmber icon asks nothing.
	s = hgIconScen(t, "untamed", []string{"flarie", "krump"}, map[string][]Bonus{"flarie": {BonusAmber}}, nil)
	s.creature(0, "krump")
	s.hand(0, "flarie")
	s.house("untamed")
	s.wantRules(s.play("flarie"), "")
	if _, ok := s.g.Waiting(); ok {
		t.Error("an Æmber icon waits without Amphora Captura")
	}
	s.wantAember(0, 1)
}
