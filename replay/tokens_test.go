package replay

import (
	"errors"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// namedCards is a card database that also finds cards by name, as the
// card index kfr replays with does.
type namedCards struct{ engine.CardMap }

func (c namedCards) Lookup(name string) (*engine.CardDef, error) {
	for _, d := range c.CardMap {
		if d.Name == name {
			return d, nil
		}
	}
	return nil, errors.New("no such card")
}

// tokenCards are the test cards with Hypothesize ("Play: Make a token
// creature") and Berserker, a token creature in no deck list.
func tokenCards() namedCards {
	db := namedCards{engine.CardMap{}}
	for id, d := range testCards {
		db.CardMap[id] = d
	}
	db.CardMap["hypothesize"] = &engine.CardDef{ID: "hypothesize", Name: "Hypothesize", House: "logos", Type: engine.TypeAction}
	db.CardMap["berserker"] = &engine.CardDef{ID: "berserker", Name: "Berserker", House: "logos", Type: engine.TypeTokenCreature, Power: 5}
	return db
}

// A deck's token creature named in the match header ([Token2 "Berserker"])
// is the one a "make a token creature" makes when the log does not say;
// without the tag the log must (choice-missing).
func TestHeaderTokenInSetup(t *testing.T) {
	tests := []struct {
		name  string
		tags  []record.Tag
		rules int
		want  string
	}{
		{"named in the header", []record.Tag{{Name: "Token2", Value: "Berserker"}}, 0, "berserker"},
		{"not named", nil, 1, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			decks := testDecks()
			decks[1].Cards[0] = engine.DeckCard{CardID: "hypothesize"}
			l := newMatch("token")
			l.m.Header.Tags = tc.tags
			l.turn(1, 0).house("brobnar").end()
			l.turn(1, 1).house("logos").add("play Hypothesize", engine.Action{Verb: engine.VerbPlay, Card: ref("hypothesize")})
			r, err := Run(l.m, tokenCards(), decks)
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Violations) != tc.rules {
				t.Errorf("violations %+v, want %d", r.Violations, tc.rules)
			}
			got := ""
			if line := r.Final().Players[1].Battleline; len(line) > 0 {
				got = line[len(line)-1].ID
			}
			if got != tc.want {
				t.Errorf("Bob's token creature %q, want %q", got, tc.want)
			}
			if decks[1].Token != "" {
				t.Error("the stored deck was changed")
			}
		})
	}
}
