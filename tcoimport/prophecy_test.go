package tcoimport

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/replay"
)

// fzxProphecyLog is a log in TCO's words: Alice activates a prophecy on
// her first turn (a hidden card of her hand goes under it) and refills
// her hand; on Bob's turn the prophecy is fulfilled and its fate card
// named (Strug: "Fate: Lose 2A", the active player's).
func fzxProphecyLog(activate bool) string {
	lines := []string{
		"Alice brings Deck One to The Crucible",
		"Bob brings Deck Two to The Crucible",
		"Alice won the flip and is first player",
		"Alice draws 6 card  s to their maximum of 6",
		"Bob draws 6 card  s to their maximum of 6",
		"Alice draws 1 card",
		"Key phase - Alice",
		"Alice does not forge a key. They have 0 amber. The current cost is 6 Æmber",
		"House phase - Alice",
		"Alice chooses sanctum  as their active house this turn",
		"Main phase - Alice",
		"Alice plays Garnet Squire",
		"Alice gains an Æmber  due to Garnet Squire's bonus icon",
	}
	draw := "Alice draws 0 card  s to their maximum of 6"
	if activate {
		lines = append(lines, "Alice activates their prophecy Heads, I Win")
		draw = "Alice draws 1 card  to their maximum of 6"
	}
	lines = append(lines,
		"Ready phase - Alice",
		"Alice readies their cards",
		"Draw phase - Alice",
		draw,
		"End of turn 1",
		"TURN 1 - Bob",
		"Key phase - Bob",
		"Bob does not forge a key. They have 0 amber. The current cost is 6 Æmber",
		"House phase - Bob",
		"Bob chooses shadows  as their active house this turn",
		"Main phase - Bob",
		"Bob plays Hock",
		"Bob gains an Æmber  due to Hock's bonus icon",
	)
	if activate {
		lines = append(lines,
			"Alice uses Heads, I Win to fulfill its prophecy",
			"Bob resolves the fate effect of Strug",
		)
	}
	lines = append(lines,
		"Ready phase - Bob",
		"Bob readies their cards",
		"Draw phase - Bob",
		"Bob draws 1 card  to their maximum of 6",
		"End of turn 1",
	)
	return strings.Join(lines, "\n")
}

// fzxStateAfter is the engine's state after the last entry of turn t.
func fzxStateAfter(t *testing.T, r *replay.Replay, turn int) engine.View {
	t.Helper()
	v, err := r.StateAt(turn, len(r.TurnEntries(turn)))
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestFzxProphecyTakesAHandCard: "X activates their prophecy P" puts a
// card of X's hand facedown under P. The rebuilt deck lists no
// prophecies; the hidden card still leaves the hand, so the draw step
// refills it as TCO's did (one card more drawn, one fewer in the deck),
// and the fate line later names it: it goes to its owner's discard pile.
func TestFzxProphecyTakesAHandCard(t *testing.T) {
	dir := sharedDir(t)
	_, ix := storeWithPacks(t, dir)
	for _, tc := range []struct {
		name      string
		activate  bool
		aliceDeck int // after her first draw step: 36 - 7 drawn - the draw step's
		bobAember int // Strug's fate makes Bob (active) lose 2 of his 1
		strug     bool
	}{
		{"activated", true, 28, 0, true},
		{"not activated", false, 29, 1, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "prophecy.txt")
			if err := os.WriteFile(path, []byte(fzxProphecyLog(tc.activate)), 0o644); err != nil {
				t.Fatal(err)
			}
			r := replayLog(t, path, ix)
			if n := len(r.Violations); n != 0 {
				t.Errorf("%d violations, want none: %v", n, r.Violations)
			}
			v := fzxStateAfter(t, r, 1)
			if got := v.Players[0].Hand.Count; got != 6 {
				t.Errorf("Alice's hand after her draw step: %d, want 6", got)
			}
			if got := v.Players[0].Deck.Count; got != tc.aliceDeck {
				t.Errorf("Alice's deck after her draw step: %d, want %d", got, tc.aliceDeck)
			}
			v = fzxStateAfter(t, r, 2)
			if got := v.Players[1].Aember; got != tc.bobAember {
				t.Errorf("Bob's Æmber: %d, want %d", got, tc.bobAember)
			}
			if got := slices.Contains(v.Players[0].Discard.Known, "strug"); got != tc.strug {
				t.Errorf("Strug in Alice's discard pile: %v, want %v (%v)", got, tc.strug, v.Players[0].Discard.Known)
			}
			if got := v.Players[0].Hand.Count + v.Players[0].Deck.Count + v.Players[0].Discard.Count; got != 35 {
				t.Errorf("Alice's hand, deck and discard hold %d cards, want 35 (Garnet Squire in play)", got)
			}
		})
	}
}

// TestFzxListedProphecies: a player whose deck is a complete list naming
// its prophecies keeps the activations as comments (the engine's pairing
// and conditions would be findings TCO cannot confirm); a deck known from
// the logs keeps them as actions, and a complete list without prophecies
// changes nothing.
func TestFzxListedProphecies(t *testing.T) {
	db := engine.CardMap{
		"heads-i-win": {ID: "heads-i-win", Name: "Heads, I Win", Type: engine.TypeProphecy},
		"troll":       {ID: "troll", Name: "Troll", Type: engine.TypeCreature},
	}
	deck := func(partial bool, ids ...string) *engine.Deck {
		d := &engine.Deck{Partial: partial}
		for _, id := range ids {
			d.Cards = append(d.Cards, engine.DeckCard{CardID: id})
		}
		return d
	}
	for _, tc := range []struct {
		name  string
		decks [2]*engine.Deck
		want  [2]engine.Verb // Alice's activation, Bob's
	}{
		{"Alice's list names prophecies", [2]*engine.Deck{deck(false, "troll", "heads-i-win"), deck(true, "troll")}, [2]engine.Verb{engine.VerbComment, engine.VerbProphecy}},
		{"both known from the logs", [2]*engine.Deck{deck(true, "troll"), deck(true, "troll")}, [2]engine.Verb{engine.VerbProphecy, engine.VerbProphecy}},
		{"a complete list without prophecies", [2]*engine.Deck{deck(false, "troll"), deck(true, "troll")}, [2]engine.Verb{engine.VerbProphecy, engine.VerbProphecy}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			act := engine.Action{Verb: engine.VerbProphecy, Player: engine.NoPlayer, Card: engine.CardRef{ID: "heads-i-win"}}
			m := &record.Match{Entries: []record.Entry{
				{Action: engine.Action{Verb: engine.VerbTurn, Player: 0, N: 1}},
				{Action: act},
				{Action: engine.Action{Verb: engine.VerbTurn, Player: 1, N: 1}},
				{Action: act},
			}}
			listedProphecies(m, db, tc.decks)
			for k, i := range []int{1, 3} {
				if got := m.Entries[i].Action.Verb; got != tc.want[k] {
					t.Errorf("entry %d: %v, want %v", i, got, tc.want[k])
				}
			}
		})
	}
}
