package engine

import "testing"

func init() {
	testCards["test-reprint"] = &CardDef{ID: "test-reprint", Name: "Test Reprint", House: "saurian", Type: TypeCreature, Power: 3,
		Printings: []Printing{{Set: 479, Number: "1", House: "saurian"}, {Set: 886, Number: "2", House: "redemption"}}}
}

// TestReprintPlayedUnderItsHouse: in a game, the card plays under the
// house of its printing in the deck's set, not under the other.
func TestReprintPlayedUnderItsHouse(t *testing.T) {
	for _, tc := range []struct {
		name  string
		set   int
		house House
		want  string
	}{
		{"Prophetic Visions: redemption", 886, "redemption", ""},
		{"Prophetic Visions: not saurian", 886, "saurian", "not-active-house"},
		{"Mass Mutation: saurian", 479, "saurian", ""},
		{"Mass Mutation: not redemption", 479, "redemption", "not-active-house"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := housesScen(t, [3]House{"saurian", "redemption", "dis"}, bobHouses, []string{"test-reprint"}, nil)
			s.end()
			s.end()
			s.g.p[0].deck.Set = tc.set
			s.hand(0, "test-reprint")
			s.wantRules(s.house(tc.house), "")
			s.wantRules(s.play("test-reprint"), tc.want)
		})
	}
}

// TestPrintedHouse: a card reprinted in another house belongs, in a
// deck, to the house of its printing in the deck's set; in a deck whose
// set is not known, to the printing among the deck's houses.
func TestPrintedHouse(t *testing.T) {
	shrix := &CardDef{ID: "citizen-shrix", Name: "Citizen Shrix", House: "saurian", Printings: []Printing{
		{Set: 479, Number: "186", House: "saurian"}, {Set: 855, Number: "167", House: "redemption"},
		{Set: 886, Number: "119", House: "redemption"}, {Set: 939, Number: "198", House: "saurian"},
	}}
	troll := &CardDef{ID: "troll", Name: "Troll", House: "brobnar", Printings: []Printing{{Set: 341, Number: "85", House: "brobnar"}}}
	for _, tc := range []struct {
		name string
		deck *Deck
		def  *CardDef
		want House
	}{
		{"no deck", nil, shrix, "saurian"},
		{"the set's printing", &Deck{Set: 886, Houses: [3]House{"saurian", "redemption", "logos"}}, shrix, "redemption"},
		{"the original set", &Deck{Set: 479, Houses: [3]House{"saurian", "redemption", "logos"}}, shrix, "saurian"},
		{"no set: the deck's house", &Deck{Houses: [3]House{"dis", "redemption", "logos"}}, shrix, "redemption"},
		{"no set: the card's house is the deck's", &Deck{Houses: [3]House{"saurian", "redemption", "logos"}}, shrix, "saurian"},
		{"not printed in the set: the deck's house", &Deck{Set: 341, Houses: [3]House{"dis", "redemption"}}, shrix, "redemption"},
		{"no printing of the deck's houses", &Deck{Houses: [3]House{"dis", "mars", "logos"}}, shrix, "saurian"},
		{"one printing", &Deck{Set: 886, Houses: [3]House{"dis", "mars", "logos"}}, troll, "brobnar"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := printedHouse(tc.deck, tc.def); got != tc.want {
				t.Errorf("house %q, want %q", got, tc.want)
			}
		})
	}
}
