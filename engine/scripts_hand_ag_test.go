package engine

import (
	"strings"
	"testing"
)

// Tests of scripts_hand_ag.go: each card's ability on a board, and the
// state after it.

func init() { hagAddCards() }

// hagAddCards adds the facts (keyteki packs) of the cards these tests use.
func hagAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits}
	}
	add("ihaka-of-the-depths", "Ihaka of the Depths", "unfathomable", TypeCreature, 5, 0, 0, []string{"merfolk"})
}

// Every script of this batch prints back as English.
func TestHandAGPrintsBack(t *testing.T) {
	for _, sc := range handAGScripts {
		t.Run(sc.ID, func(t *testing.T) {
			text := sc.Text(testCards[sc.ID].Name)
			if strings.TrimSpace(text) == "" || strings.Contains(text, "%!") || strings.Contains(text, "..") {
				t.Errorf("%s prints %q", sc.ID, text)
			}
			t.Log(text)
		})
	}
}

// hagDiscard puts a copy of id from pl's deck on top of their discard pile.
func (s *scen) hagDiscard(pl int8, id string) int16 {
	c := s.take(pl, id)
	s.g.put(c, ZoneDiscard)
	return c
}

// Ihaka of the Depths: "After you draw a card during your turn, you may
// put the top card of your discard on the bottom of your deck."
func TestHandAGIhakaOfTheDepths(t *testing.T) {
	for _, tc := range []struct {
		name    string
		drawer  int8
		n       int
		answers []string
		inDeck  int // of the two discarded cards, how many went to the deck
	}{
		{"yes", 0, 1, []string{"yes"}, 1},
		{"no", 0, 1, []string{"no"}, 0},
		{"each card", 0, 2, []string{"yes", "yes"}, 2},
		{"opponent draws", 1, 1, nil, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "unfathomable", []string{"ihaka-of-the-depths", "troll", "krump"}, nil)
			s.creature(0, "ihaka-of-the-depths")
			first := s.hagDiscard(0, "troll")
			top := s.hagDiscard(0, "krump")
			s.house("unfathomable")
			if tc.drawer == 0 {
				s.wantRules(s.do(Action{Verb: VerbDraw, Player: 0, N: tc.n}), "")
			} else {
				s.g.draw(1, tc.n)
			}
			for _, w := range tc.answers {
				s.wantRules(s.words(w), "")
			}
			want := [2]Zone{ZoneDiscard, ZoneDiscard}
			for i := range tc.inDeck {
				want[1-i] = ZoneUnknown
			}
			s.wantZone(first, want[0])
			s.wantZone(top, want[1])
		})
	}
}
