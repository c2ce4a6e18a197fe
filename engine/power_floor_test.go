package engine

import (
	"slices"
	"testing"
)

func init() {
	testCards["king-of-the-crag"] = &CardDef{ID: "king-of-the-crag", Name: "King of the Crag", House: "brobnar", Type: TypeCreature, Power: 7}
	testCards["rotting-mist"] = &CardDef{ID: "rotting-mist", Name: "Rotting Mist", House: "dis", Type: TypeAction}
}

// The sweep computes a creature's power only while something may lower
// it below its printed power plus counters (mayLowerPower): these are the
// cases where something does, each of which destroys a creature that
// printed power alone would keep.

// King of the Crag: "Each enemy Brobnar creature gets –2 power." A
// constant –N power of a card in play.
func TestPowerFloorConstantInPlay(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"bumpsy", "tocsin"}, []string{"king-of-the-crag"})
	b := s.creature(0, "bumpsy")
	s.house("dis")
	if s.g.mayLowerPower() {
		t.Fatal("nothing lowers power yet, but mayLowerPower says something may")
	}
	s.creature(1, "king-of-the-crag")
	if !s.g.mayLowerPower() {
		t.Fatal("King of the Crag is in play, but mayLowerPower says nothing may lower power")
	}
	s.g.cards[b].damage = 3 // Bumpsy: 5 power, 3 with King of the Crag
	s.g.sweep()
	s.wantZone(b, ZoneDiscard)
}

// Rotting Mist: "For the remainder of the turn, each enemy creature gets
// –1 power." A lasting –N power on each creature an ability started.
func TestPowerFloorLastingEach(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"rotting-mist"}, []string{"urchin"})
	u := s.creature(1, "urchin")
	s.hand(0, "rotting-mist")
	s.house("dis")
	s.play("rotting-mist")
	s.wantZone(u, ZoneDiscard)
}

// The mark mayLowerPower reads is on the definitions with a constant –N
// power, and on no other.
func TestLowersPowerMark(t *testing.T) {
	s := newScen(t, []string{"bumpsy"}, []string{"king-of-the-crag", "rotting-mist"})
	for d := range s.g.defs {
		want := s.g.defs[d].ID == "king-of-the-crag"
		if got := s.g.staticBits[d].has(lowersPowerMark); got != want {
			t.Errorf("%s: lowersPowerMark %v, want %v", s.g.defs[d].ID, got, want)
		}
	}
}

// Essence Entangler: "This creature gets –X power, where X is the number
// of A on this creature." A constant –N power of an upgrade to the
// creature it is on (lowersOwn), which lowers no other creature's.
func TestPowerFloorOwnUpgrade(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"essence-entangler", "troll"}, []string{"krump"})
	tr := s.creature(0, "troll")
	k := s.creature(1, "krump")
	s.house("staralliance")
	s.hbPlayUpgrade("essence-entangler", "troll")
	if s.g.mayLowerPower() {
		t.Error("mayLowerPower: Essence Entangler lowers only the power of the creature it is on")
	}
	if own := s.g.lowersOwn(nil); !slices.Contains(own, tr) || slices.Contains(own, k) {
		t.Errorf("lowersOwn lists %v: want Troll (%d), not Krump (%d)", own, tr, k)
	}
	s.g.cards[tr].aember = 3
	s.g.cards[tr].damage = 5 // Troll: 8 power, 5 with 3A on it
	s.g.sweep()
	s.wantZone(tr, ZoneDiscard)
}
