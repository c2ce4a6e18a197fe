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
	add("signature-move", "Signature Move", "archonpower", TypeArchonPower, 0, 0, 0, nil)
	add("the-archivist", "The Archivist", "logos", TypeCreature, 3, 0, 0, []string{"cyborg"})
	add("ihaka-of-the-depths", "Ihaka of the Depths", "unfathomable", TypeCreature, 5, 0, 0, []string{"aquan"})
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
				s.wantRules(s.do(Action{Verb: VerbDraw, Player: 0, N: int32(tc.n)}), "")
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

// hagArchived counts the copies of id in pl's archives.
func (s *scen) hagArchived(pl int8, id string) int {
	n := 0
	for _, c := range s.g.p[pl].archive {
		if s.g.defs[s.g.cards[c].def].ID == id {
			n++
		}
	}
	return n
}

// Signature Move: "Before drawing starting hands, name an action card.
// Search your deck for any number of the named card, reveal them, and put
// them into your archives."
func TestHandAGSignatureMove(t *testing.T) {
	for _, tc := range []struct {
		name   string
		answer *Action // nil: the first line is a mulligan
		rules  string
		anger  int
	}{
		{"both copies", &Action{Verb: VerbChoose, Cards: []CardRef{{ID: "anger"}, {ID: "anger"}}}, "", 2},
		{"one copy", &Action{Verb: VerbChoose, Cards: []CardRef{{ID: "anger"}}}, "", 1},
		{"none", &Action{Verb: VerbChoose, Words: []string{"none"}}, "", 0},
		{"not an action", &Action{Verb: VerbChoose, Cards: []CardRef{{ID: "troll"}}}, "effect-target", 0},
		{"a third copy", &Action{Verb: VerbChoose, Cards: []CardRef{{ID: "anger"}, {ID: "anger"}, {ID: "anger"}}}, "card-not-available", 2},
		{"no choose line", nil, "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenSetup(t, Setup{Players: [2]PlayerSetup{
				{Name: "Alice", Deck: hpDeck(aliceHouses, []string{"signature-move"}, "anger", "anger", "troll")},
				{Name: "Bob", Deck: testDeck(bobHouses, "anger")},
			}})
			deck := s.g.p[0].deckUnknown
			if tc.answer != nil {
				s.wantRules(s.do(*tc.answer), tc.rules)
			} else {
				s.wantRules(s.do(Action{Verb: VerbMulligan, Player: 1}), "")
			}
			s.wantInt("Angers in Alice's archives", s.hagArchived(0, "anger"), tc.anger)
			s.wantInt("Alice's deck", s.g.p[0].deckUnknown, deck-tc.anger)
			s.wantInt("Bob's archives", s.g.p[1].archiveSize(), 0)
		})
	}
}

// The Archivist: "If you archive The Archivist, archive it faceup. While
// The Archivist is in your archives, instead of picking up all of your
// archives, you may choose to pick up any number of cards in your
// archives."
func TestHandAGTheArchivist(t *testing.T) {
	for _, tc := range []struct {
		name      string
		archivist bool     // in Alice's archives (else Krump is)
		taken     []string // the archives line's cards
		rules     string
		inHand    [3]bool // Troll, Anger, the other card
	}{
		{"some", true, []string{"troll"}, "", [3]bool{true, false, false}},
		{"all", true, nil, "", [3]bool{true, true, true}},
		{"itself too", true, []string{"anger", "the-archivist"}, "", [3]bool{false, true, true}},
		{"without it", false, []string{"troll"}, "restricted", [3]bool{true, true, true}},
		{"not archived", true, []string{"krump"}, "card-not-available", [3]bool{false, false, false}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{"the-archivist", "troll", "anger", "krump"}, nil)
			other := "krump"
			if tc.archivist {
				other = "the-archivist"
			}
			cards := [3]int16{}
			for i, id := range []string{"troll", "anger", other} {
				cards[i] = s.take(0, id)
				s.g.put(cards[i], ZoneArchives)
			}
			a := Action{Verb: VerbArchives}
			for _, id := range tc.taken {
				a.Cards = append(a.Cards, CardRef{ID: id})
			}
			s.wantRules(s.do(a), tc.rules)
			for i, id := range cards {
				want := ZoneArchives
				if tc.inHand[i] {
					want = ZoneHand
				}
				s.wantZone(id, want)
			}
		})
	}
}
