package engine

import "testing"

func init() { hmAddCards() }

// hmAddCards registers the test cards of batch M's scripts.
func hmAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Keywords: kws}
	}
	cr := TypeCreature
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("stealthster", "Stealthster", "staralliance", cr, 3, 0, 0, kw(Elusive, 0))
}

// Stealthster: "Elusive. Stealthster may be played as an upgrade instead
// of a creature, with the text: “This creature gains elusive.”"
func TestHandMStealthster(t *testing.T) {
	t.Run("as an upgrade", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", []string{"stealthster", "krump"}, nil)
		k := s.creature(0, "krump")
		s.house("staralliance")
		if s.g.hasKeyword(k, Elusive) {
			t.Fatal("Krump is elusive before Stealthster")
		}
		s.wantRules(s.hbPlayUpgrade("stealthster", "krump"), "")
		st := s.g.findInPlay(CardRef{ID: "stealthster"}, 0)
		s.wantZone(st, ZoneUpgrade)
		if s.g.cards[st].parent != k {
			t.Errorf("Stealthster is attached to %d, want Krump", s.g.cards[st].parent)
		}
		if n := len(s.g.p[0].line); n != 1 {
			t.Errorf("creatures = %d, want 1", n)
		}
		if !s.g.hasKeyword(k, Elusive) {
			t.Error("Krump is not elusive")
		}
	})
	t.Run("as a creature", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", []string{"stealthster", "krump"}, nil)
		k := s.creature(0, "krump")
		s.hand(0, "stealthster")
		s.house("staralliance")
		s.wantRules(s.play("stealthster"), "")
		st := s.g.p[0].line[len(s.g.p[0].line)-1]
		s.wantZone(st, ZoneBattleline)
		if n := len(s.g.p[0].line); n != 2 {
			t.Errorf("creatures = %d, want 2", n)
		}
		if !s.g.hasKeyword(st, Elusive) || s.g.hasKeyword(k, Elusive) {
			t.Errorf("elusive: Stealthster %v, Krump %v; want true, false", s.g.hasKeyword(st, Elusive), s.g.hasKeyword(k, Elusive))
		}
	})
}
