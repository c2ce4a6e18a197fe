package session_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/session"
)

// Names resolve against the match's two decks first: a prefix never logs a
// card in neither deck (it is suggested), its full title does (the engine
// flags it), and a token creature is found by its start.
func TestNamesFromTheDecks(t *testing.T) {
	st, id := newMatch(t, "house brobnar")
	extra := []*engine.CardDef{
		{ID: "foozle", Name: "Foozle", Type: engine.TypeCreature, House: "brobnar", Power: 2},
		{ID: "grumpus", Name: "Grumpus", Type: engine.TypeTokenCreature, House: "brobnar", Power: 5},
	}
	if _, err := st.ImportCards(extra); err != nil {
		t.Fatal(err)
	}
	s := open(t, st, id)
	tests := []struct {
		line    string
		logged  string // the canonical text, "" when refused
		errHas  []string
		violate string
	}{
		{line: "play Foo", errHas: []string{`unknown card "Foo" in this match's decks`, `did you mean "Foozle"? It is in neither deck: write its full name to log it anyway`}},
		{line: "play Kru", logged: "play Krump"},
		{line: "play foozle", logged: "play Foozle", violate: "card-not-in-deck"},
		{line: "> token 1 grum", logged: "> token 1 Grumpus"},
	}
	for _, tc := range tests {
		t.Run(tc.line, func(t *testing.T) {
			ls, err := s.Log([]string{tc.line})
			if tc.logged == "" {
				var me *session.MalformedError
				if !errors.As(err, &me) {
					t.Fatalf("%q: err %v, want it refused as malformed", tc.line, err)
				}
				for _, want := range tc.errHas {
					if !strings.Contains(err.Error(), want) {
						t.Errorf("error %q lacks %q", err, want)
					}
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if ls[0].Text != tc.logged {
				t.Errorf("logged %q, want %q", ls[0].Text, tc.logged)
			}
			if tc.violate != "" && (len(ls[0].Violations) == 0 || ls[0].Violations[0].Rule != tc.violate) {
				t.Errorf("violations %v, want %s", ls[0].Violations, tc.violate)
			}
		})
	}
}

// A concession ends the match with its result stored in the header (the
// match list and the export show it); undoing it takes the result back.
func TestConcessionStoresTheResult(t *testing.T) {
	st, id := newMatch(t, "house brobnar")
	s := open(t, st, id)
	if _, err := s.Log([]string{"concede Bob"}); err != nil {
		t.Fatal(err)
	}
	info, err := st.MatchInfo(id)
	if err != nil {
		t.Fatal(err)
	}
	if r := info.Header.Result; r.Winner != 0 || r.Reason != "concede" {
		t.Fatalf("stored result %+v, want Alice winning by concession", r)
	}
	m, err := st.Match(id)
	if err != nil {
		t.Fatal(err)
	}
	if out := string(notation.Format(m, fixtures.Index())); !strings.Contains(out, `[Result "Alice concede"]`) {
		t.Errorf("the export lacks the result:\n%s", out)
	}
	if _, _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if info, _ = st.MatchInfo(id); info.Header.Result.Reason != "" || s.Header().Result.Reason != "" {
		t.Errorf("after undo the result is still %+v", info.Header.Result)
	}
}

// TAB after hand offers the players, then the cards of that player's deck.
func TestCompleteHand(t *testing.T) {
	st, id := newMatch(t)
	s := open(t, st, id)
	if _, got := s.Complete("hand ", 5); !slices.Equal(got, []string{"Alice", "Bob"}) {
		t.Errorf("hand: %q", got)
	}
	if _, got := s.Complete("hand Bob dust", 13); !slices.Contains(got, `"Dust Pixie"`) || slices.Contains(got, "Troll") {
		t.Errorf("hand Bob dust: %q", got)
	}
}
