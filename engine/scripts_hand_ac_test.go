package engine

import "testing"

// Tests of scripts_hand_ac.go and of the waits it needs: each card's
// ability on a board, and the state after it.

func init() { hacAddCards() }

// hacAddCards adds the facts (keyteki packs) of the cards these tests use.
func hacAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	_ = add
}

// A fight waits for its "Before Fight:" choices: Hastatus Raptor's "you
// may exalt … deal 1D to the creature it fights for each A" destroys
// Ember Imp (power 2) before the fight, so the imp deals the raptor no
// damage; declined, the fight happens and the imp strikes back (2, less
// the raptor's 1 armor).
func TestHandACFightWaitsForBeforeFight(t *testing.T) {
	for _, tc := range []struct {
		word    string
		raptorD int
		impZone Zone
	}{{"yes", 0, ZoneDiscard}, {"no", 1, ZoneDiscard}} {
		t.Run(tc.word, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"hastatus-raptor", "hastatus-raptor"}, []string{"ember-imp", "troll"})
			h1, h2 := s.creature(0, "hastatus-raptor"), s.creature(0, "hastatus-raptor")
			s.g.cards[h2].aember = 1
			imp := s.creature(1, "ember-imp")
			s.creature(1, "troll")
			s.house("saurian")
			s.fight("hastatus-raptor", "ember-imp")
			f := h1 // the raptor that fought
			if !s.g.cards[f].has(flExhausted) {
				f = h2
			}
			s.wantDamage(f, 0) // nothing dealt while the choice waits
			s.wantZone(imp, ZoneBattleline)
			s.wantRules(s.words(tc.word), "")
			s.wantDamage(f, tc.raptorD)
			s.wantZone(imp, tc.impZone)
		})
	}
}
