package engine

import "testing"

// Cards under a card (under.go): a host that leaves play sends the cards
// under it to their owners' discard piles (rulebook, Graft).
func TestCardsUnderLeaveWithTheHost(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"jargogle", "hs-windfall"}, nil)
	j := s.creature(0, "jargogle")
	w := s.hand(0, "hs-windfall")
	hand := s.g.p[0].handSize()
	s.g.takeFromHand(w)
	s.g.hsPutUnder(j, w, true)
	s.wantInt("under", s.g.hsUnderCount(j), 1)
	s.wantInt("hand", s.g.p[0].handSize(), hand-1)
	s.wantZone(w, ZoneFate)
	s.effect(Effect{Kind: EffReturn, Card: CardRef{ID: "jargogle"}})
	s.wantZone(j, ZoneHand)
	s.wantZone(w, ZoneDiscard)
	s.wantInt("under after", s.g.hsUnderCount(j), 0)
}
