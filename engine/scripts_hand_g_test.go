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
	_, _, _, _, _ = add, cr, ac, ar, kw
}

// hgWant fails the test when got is not want.
func (s *scen) hgWant(what string, got, want int) {
	s.t.Helper()
	if got != want {
		s.t.Errorf("%s = %d, want %d", what, got, want)
	}
}

// Imp-losion: "Play: Destroy a friendly creature and an enemy creature."
// Registered (it was held in scripts_hand_a.go): both choices come from
// one choose line, the friendly creature first.
func TestHandGImpLosion(t *testing.T) {
	s := hbScen(t, "dis", []string{"imp-losion", "krump", "troll"}, []string{"urchin", "silvertooth"})
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
	s := hbScen(t, "saurian", []string{"axiom-of-grisk", "krump", "troll"}, []string{"urchin", "silvertooth"})
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
	s.hgWant("Alice's chains", s.g.p[0].chains, 2)
	s.hgWant("Bob's chains", s.g.p[1].chains, 0)
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
		s := hbScen(t, "mars", []string{"collector-worm"}, []string{"krump"})
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
		s := hbScen(t, "mars", []string{"collector-worm"}, []string{"silvertooth"})
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
	s := hbScen(t, "mars", []string{"zorg", "killzord-mk-9001"}, []string{"troll"})
	z := s.creature(0, "zorg")
	tr := s.creature(1, "troll")
	s.house("mars")
	s.wantRules(s.hbPlayUpgrade("killzord-mk-9001", "zorg"), "")
	s.wantRules(s.fight("zorg", "troll"), "")
	s.hgWant("Alice's chains", s.g.p[0].chains, 1)
	s.wantZone(tr, ZoneDiscard) // 7 power +2
	s.wantDamage(z, 0)          // skirmish
}

// Uxlyx the Zookeeper: "Elusive. Reap: Put an enemy creature into your
// archives. If that creature leaves your archives, it is put into its
// owner's hand instead."
func TestHandGUxlyxTheZookeeper(t *testing.T) {
	s := hbScen(t, "mars", []string{"uxlyx-the-zookeeper"}, []string{"krump", "troll"})
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
