package engine

import "testing"

// fzxUnlistedScen is Alice's second turn (turn 3) with a deck known only
// from a log (Partial: the cards seen, no prophecies listed), Bob's deck
// holding the made-up fate card so that its script is installed.
func fzxUnlistedScen(t *testing.T, seen ...string) *scen {
	t.Helper()
	alice := &Deck{Name: "partial", Houses: aliceHouses, Partial: true}
	for _, id := range seen {
		alice.Cards = append(alice.Cards, DeckCard{CardID: id})
	}
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{
		{Name: "Alice", Deck: alice},
		{Name: "Bob", Deck: testDeck(bobHouses, "hp-fate-gain", "urchin")},
	}})
	s.g.setScript("hp-fate-gain", &hpGainFate)
	s.end()
	s.end()
	return s
}

// fzxFateCards counts player pl's cards under a prophecy.
func fzxFateCards(g *Game, pl int8) int {
	n := 0
	for i := range g.cards {
		if g.cards[i].owner == pl && g.cards[i].zone == ZoneFate {
			n++
		}
	}
	return n
}

// TestProphecyUnlistedActivation: a log's deck lists no prophecy, and
// "prophecy P" takes a hidden card of the hand (a never-seen one, not a
// card a later line may play) facedown under P, once a turn. A full deck
// list without P is still a violation.
func TestProphecyUnlistedActivation(t *testing.T) {
	t.Run("partial deck", func(t *testing.T) {
		s := fzxUnlistedScen(t, "troll")
		s.house("brobnar")
		p := &s.g.p[0]
		hand, deck := p.handSize(), p.deckSize()
		s.wantRules(s.hpActivate("overreach", ""), "")
		s.wantInt("hand", p.handSize(), hand-1)
		s.wantInt("deck", p.deckSize(), deck)
		s.wantInt("fate cards", fzxFateCards(s.g, 0), 1)
		for i := range s.g.cards {
			if c := &s.g.cards[i]; c.zone == ZoneFate && s.g.defs[c.def] != &unseenCard {
				t.Errorf("%s went under the prophecy, want a never-seen card", s.g.name(int16(i)))
			}
		}
		// Once a turn; the table's account goes on, as for a listed one.
		s.wantRules(s.hpActivate("heads-i-win", ""), "prophecy")
		s.wantInt("hand after a second activation", p.handSize(), hand-2)
	})
	t.Run("full deck list", func(t *testing.T) {
		s := hpScen(t, nil, nil, nil)
		s.house("brobnar")
		s.wantRules(s.hpActivate("overreach", ""), "prophecy")
		s.wantInt("fate cards", fzxFateCards(s.g, 0), 0)
	})
}

// TestProphecyUnlistedFateNamed: on Bob's turn "> fate CARD" names
// Alice's hidden fate card: it goes to her discard pile as CARD (the copy
// her hand showed, else an unaccounted copy, else a never-seen card as
// one more copy), and CARD's fate resolves for Bob (Gain 2A).
func TestProphecyUnlistedFateNamed(t *testing.T) {
	for _, tc := range []struct {
		name   string
		seen   []string
		inHand bool // Alice's hand showed the card before the activation
	}{
		{"a copy of the deck unaccounted", []string{"hp-fate-gain"}, false},
		{"a card the deck never showed", nil, false},
		{"the copy the hand showed", []string{"hp-fate-gain"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := fzxUnlistedScen(t, tc.seen...)
			if tc.inHand {
				s.hand(0, "hp-fate-gain")
			}
			p := &s.g.p[0]
			s.house("brobnar")
			s.wantRules(s.hpActivate("overreach", ""), "")
			s.end()
			s.creature(1, "urchin")
			s.house("shadows")
			s.wantRules(s.reap("urchin"), "")
			s.wantAember(1, 1)
			handBefore := p.handSize()
			s.effect(Effect{Kind: EffFate, Card: CardRef{ID: "hp-fate-gain"}})
			s.wantAember(1, 3)
			s.wantInt("Alice's hand", p.handSize(), handBefore)
			s.wantInt("fate cards", fzxFateCards(s.g, 0), 0)
			top := p.discard[len(p.discard)-1]
			if s.g.def(top).ID != "hp-fate-gain" || s.g.cards[top].has(flGuessed) {
				t.Errorf("Alice's discard shows %s, want the named fate card", s.g.name(top))
			}
			if tc.inHand {
				for _, id := range p.hand {
					if s.g.def(id).ID == "hp-fate-gain" {
						t.Errorf("the copy the hand showed is still in hand: the fate card was another")
					}
				}
			}
		})
	}
}
