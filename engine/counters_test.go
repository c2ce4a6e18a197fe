package engine

import "testing"

// Named counters (counters.go): put, removed, read, and gone with the card.
func TestNamedCounters(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"jargogle"}, nil)
	j := s.creature(0, "jargogle")
	t.Run("put and removed", func(t *testing.T) {
		s.wantInt("put", s.g.hsAddCounters(j, "wisdom", 2), 2)
		s.wantInt("wisdom", s.g.hsCounters(j, "wisdom"), 2)
		s.wantInt("glory", s.g.hsCounters(j, "glory"), 0)
		s.wantInt("removed", s.g.hsAddCounters(j, "wisdom", -3), 2) // only those it has
		s.wantInt("wisdom after", s.g.hsCounters(j, "wisdom"), 0)
		if s.g.hsAnyCounter("wisdom") {
			t.Error("a card still has a wisdom counter")
		}
	})
	t.Run("time counters are the card's own", func(t *testing.T) {
		s.g.hsAddCounters(j, hsCounterTime, 3)
		s.wantInt("inst.time", int(s.g.cards[j].time), 3)
		s.g.cards[j].time = 0
	})
	t.Run("a clone and a hash see them", func(t *testing.T) {
		h := s.g.Hash()
		c := s.g.Clone()
		s.g.hsAddCounters(j, "glory", 1)
		if s.g.Hash() == h {
			t.Error("the state hash does not change with a counter")
		}
		s.wantInt("clone's glory", c.hsCounters(j, "glory"), 0)
	})
	t.Run("gone when the card leaves play", func(t *testing.T) {
		s.g.hsAddCounters(j, "scheme", 2)
		s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "jargogle"}})
		s.wantInt("scheme", s.g.hsCounters(j, "scheme"), 0)
		s.wantInt("put out of play", s.g.hsAddCounters(j, "scheme", 1), 0)
	})
}
