package engine_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/engine/randplay"
	"github.com/kfr-dev/kfr/record/notation"
)

// scoobooMatch discards Scooboo and draws a card on Alice's second turn:
// the draw waits for Scooboo's "may", which the choose line answers (yes,
// and the deck's top 3 cards discarded).
const scoobooMatch = `[Player1 "Alice"]
[Deck1 "Scooboo deck"]
[Player2 "Bob"]
[Deck2 "Bob's deck"]
[First "Alice"]
[Chains1 "0"]
[Chains2 "0"]

1. Alice
house geistoid
end
1. Bob
house %s
end
2. Alice
house geistoid
discard Scooboo
draw 1
choose yes Troll Krump Anger
`

// The answer to Scooboo's "may" goes through the notation: parsed, printed
// back as the same text, and replayed with real cards, it returns Scooboo
// to the hand and discards the three cards it names.
func TestScoobooAnswerThroughNotation(t *testing.T) {
	ix, decks := sharedCardsAndDecks(t)
	bob := decks[1]
	alice := &engine.Deck{Name: "Scooboo deck", Houses: [3]engine.House{"geistoid", "brobnar", "dis"}}
	for _, id := range []string{"scooboo", "troll", "krump", "anger"} {
		alice.Cards = append(alice.Cards, engine.DeckCard{CardID: id})
	}
	for i := 0; len(alice.Cards) < 36; i++ {
		alice.Cards = append(alice.Cards, decks[0].Cards[i%len(decks[0].Cards)])
	}
	src := strings.Replace(scoobooMatch, "%s", string(bob.Houses[0]), 1)
	m, err := notation.Parse("scooboo.kfr", []byte(src), ix)
	if err != nil {
		t.Fatal(err)
	}
	if got := string(notation.Format(m, ix)); got != src {
		t.Fatalf("printed back as\n%s\nwant\n%s", got, src)
	}
	g, err := engine.New(ix, engine.Setup{First: 0, Players: [2]engine.PlayerSetup{{Name: "Alice", Deck: alice}, {Name: "Bob", Deck: bob}}})
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range m.Entries {
		out := g.Apply(e.Action)
		for _, v := range out.Violations {
			if !v.Unverifiable && v.Rule != "house-not-in-deck" {
				t.Errorf("line %d: %s: %s", i+1, v.Rule, v.Message)
			}
		}
		if e.Action.Verb == engine.VerbDraw {
			if w, ok := g.Waiting(); !ok {
				t.Fatalf("the draw does not wait for Scooboo's may (%q)", w)
			}
		}
	}
	v := g.View().Players[0]
	if !slices.Contains(v.Hand.Known, "scooboo") {
		t.Errorf("Alice's hand %v: want Scooboo back", v.Hand.Known)
	}
	if want := []string{"troll", "krump", "anger"}; !slices.Equal(v.Discard.Known, want) {
		t.Errorf("Alice's discard pile %v, want %v", v.Discard.Known, want)
	}
	if _, ok := g.Waiting(); ok {
		t.Error("something still waits")
	}
}

// Random games with four Scooboos and two Ihakas of the Depths in Alice's
// deck: the draws that wait for their "may"s keep the invariants, and
// every snapshot resumes as the game.
func TestScoobooRandomGames(t *testing.T) {
	ix, decks := sharedCardsAndDecks(t)
	alice := &engine.Deck{Name: "Scooboo deck", Houses: decks[2].Houses}
	alice.Houses[0], alice.Houses[1] = "geistoid", "unfathomable" // (the houses' other cards stay in hand)
	for _, id := range []string{"scooboo", "scooboo", "scooboo", "scooboo", "ihaka-of-the-depths", "ihaka-of-the-depths"} {
		alice.Cards = append(alice.Cards, engine.DeckCard{CardID: id})
	}
	alice.Cards = append(alice.Cards, decks[2].Cards[6:]...)
	waited, yes, ihaka := 0, 0, 0
	for i := range 8 {
		setup := engine.Setup{First: int8(i % 2), Players: [2]engine.PlayerSetup{{Name: "Alice", Deck: alice}, {Name: "Bob", Deck: decks[3]}}}
		asked := false
		res, err := randplay.Play(ix, setup, uint64(200+i), randplay.Options{MaxTurns: 80,
			Check: func(g *engine.Game, a engine.Action, _ engine.Outcome) error {
				if asked && slices.Contains(a.Words, "yes") {
					yes++
				}
				p, ok := g.Prompt()
				asked = ok && p.Source == "scooboo" && slices.Contains(p.Words, "yes")
				if asked {
					waited++
				}
				if ok && p.Source == "ihaka-of-the-depths" {
					ihaka++
				}
				wantResumed(t, ix, setup, g)
				return g.CheckInvariants()
			}})
		if err != nil {
			t.Fatal(err)
		}
		playedOn(t, ix, setup, res.Actions)
	}
	if waited == 0 || yes == 0 || ihaka == 0 {
		t.Errorf("Scooboo's may asked %d times, taken %d; Ihaka's asked %d times", waited, yes, ihaka)
	}
	t.Logf("Scooboo's may asked %d times, taken %d; Ihaka's asked %d times", waited, yes, ihaka)
}
