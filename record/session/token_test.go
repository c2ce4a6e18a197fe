package session_test

import (
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record"
)

// At the table, a token creature an ability makes is the one the match
// header names for the deck ([Token1 "Grumpus"]), found by its name in the
// store although neither deck lists it.
func TestHeaderTokenAtTheTable(t *testing.T) {
	tests := []struct {
		name string
		tags []record.Tag
		want string // the token creature made, "" none
	}{
		{"named", []record.Tag{{Name: "Token1", Value: "Grumpus"}}, "grumpus"},
		{"not named", nil, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st, id := newMatch(t)
			extra := []*engine.CardDef{
				{ID: "grumpus", Name: "Grumpus", Type: engine.TypeTokenCreature, House: "brobnar", Power: 5},
				{ID: "hypothesize", Name: "Hypothesize", Type: engine.TypeAction, House: "brobnar"},
			}
			if _, err := st.ImportCards(extra); err != nil {
				t.Fatal(err)
			}
			// Alice's deck with Hypothesize ("Play: Make a token creature")
			// for its first card; its list holds no token creature.
			deck := *fixtures.Decks()[0]
			deck.ID, deck.Name = "token-deck", "Token deck"
			deck.Cards = append([]engine.DeckCard{{CardID: "hypothesize"}}, deck.Cards[1:]...)
			if err := st.SaveDecks([]*engine.Deck{&deck}, nil); err != nil {
				t.Fatal(err)
			}
			info, err := st.MatchInfo(id)
			if err != nil {
				t.Fatal(err)
			}
			h := info.Header
			h.Tags, h.Decks[0] = tc.tags, deck.Name
			if err := st.SetHeader(id, h, [2]string{deck.ID, info.DeckIDs[1]}); err != nil {
				t.Fatal(err)
			}
			s := open(t, st, id)
			if _, err := s.Log([]string{"house brobnar", "play Hypothesize"}); err != nil {
				t.Fatal(err)
			}
			got := ""
			for _, c := range s.Board().Players[0].Battleline {
				if c.ID == "grumpus" {
					got = c.ID
				}
			}
			if got != tc.want {
				t.Errorf("token creature %q, want %q", got, tc.want)
			}
		})
	}
}
