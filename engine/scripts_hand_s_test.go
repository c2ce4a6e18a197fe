package engine

import "testing"

// Tests of scripts_hand_s.go: each card's ability on a board, and the
// state after it.

func init() { hsAddCards() }

// hsAddCards adds the facts (keyteki packs) of the cards these tests use.
func hsAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr, ac := TypeCreature, TypeAction
	tr := func(t ...string) []string { return t }
	add("jargogle", "Jargogle", "logos", cr, 2, 0, 0, tr("alien"), KeywordValue{Elusive, 0})
	add("hs-windfall", "Windfall", "logos", ac, 0, 0, 2, nil) // a made-up action: 2A bonus, no ability
}

// hsUnder lists the cards under host.
func (s *scen) hsUnderIDs(host int16) []int16 { return s.g.hsUnder(host, nil) }

// Jargogle: "Play: Put a card from your hand facedown under Jargogle.
// Destroyed: If it is your turn, play the card under Jargogle; otherwise,
// archive that card."
func TestHandSJargogle(t *testing.T) {
	setup := func(t *testing.T, choice ...string) (*scen, int16, int16) {
		s := secondTurnScen(t, "logos", []string{"jargogle", "hs-windfall"}, nil)
		s.hand(0, "jargogle")
		w := s.hand(0, "hs-windfall")
		s.house("logos")
		s.wantRules(s.play("jargogle"), "")
		if len(choice) > 0 {
			s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: choice[0]}}}), "")
		} else {
			s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{}}}), "") // "choose ?"
		}
		return s, s.g.findInPlay(CardRef{ID: "jargogle"}, 0), w
	}
	t.Run("named card goes under, played when destroyed on your turn", func(t *testing.T) {
		s, j, w := setup(t, "hs-windfall")
		s.wantZone(w, ZoneFate)
		if u := s.hsUnderIDs(j); len(u) != 1 || u[0] != w {
			t.Fatalf("under Jargogle: %v, want [%d]", u, w)
		}
		before := s.aember(0)
		s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "jargogle"}}), "")
		s.wantAember(0, before+2) // Windfall played: its bonus icons
		s.wantZone(w, ZoneDiscard)
		s.wantZone(j, ZoneDiscard)
	})
	t.Run("archived when destroyed on the opponent's turn", func(t *testing.T) {
		s, _, w := setup(t, "hs-windfall")
		s.end()
		s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "jargogle"}}), "")
		s.wantZone(w, ZoneArchives)
		s.wantAember(0, 0)
	})
	t.Run("an unnamed card is named when played", func(t *testing.T) {
		s, j, _ := setup(t)
		hand := s.g.p[0].handSize()
		if u := s.hsUnderIDs(j); len(u) != 1 || !s.g.cards[u[0]].has(flGuessed) {
			t.Fatalf("under Jargogle: %v, want one guessed card", u)
		}
		before := s.aember(0)
		s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "jargogle"}})
		if _, w := s.g.Waiting(); !w {
			t.Fatal("Jargogle's Destroyed: does not wait for the card's name")
		}
		s.wantRules(s.choose("hs-windfall"), "")
		s.wantAember(0, before+2)
		s.wantInt("hand size", s.g.p[0].handSize(), hand)
	})
	t.Run("an unnamed card archived stays unknown", func(t *testing.T) {
		s, _, _ := setup(t)
		arch := s.g.p[0].archiveSize()
		s.end()
		s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "jargogle"}})
		s.wantInt("archives", s.g.p[0].archiveSize(), arch+1)
		s.wantInt("known archives", len(s.g.p[0].archive), 0)
	})
}
