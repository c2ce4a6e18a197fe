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
