package tcoimport

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/tco"
)

// orderLog: Alice's Ancestral Timekeeper, then a Tick-Tock on its right,
// and the lines of their "at the end of your turn" abilities in the
// order given (titles).
func orderLog(first, second string) string {
	var lines []string
	add := func(l ...string) { lines = append(lines, l...) }
	add("Alice brings Deck One to The Crucible", "Bob brings Deck Two to The Crucible",
		"Alice won the flip and is first player")
	add(logTurn("Alice", "geistoid", "Alice plays Ancestral Timekeeper",
		"Alice uses Ancestral Timekeeper to place 1 time on Ancestral Timekeeper")...)
	add("End of turn 1", "Alice: 0 amber (0 keys) Bob: 0 amber (0 keys)", "Turn 1 - Bob")
	add(logTurn("Bob", "brobnar")...)
	add("End of turn 1", "Alice: 0 amber (0 keys) Bob: 0 amber (0 keys)", "Turn 2 - Alice")
	add(logTurn("Alice", "geistoid", "Alice plays Tick-Tock",
		fmt.Sprintf("Alice uses %s to place 1 time on Ancestral Timekeeper and Tick-Tock", first),
		fmt.Sprintf("Alice uses %s to place 1 time on Ancestral Timekeeper and Tick-Tock", second))...)
	add("End of turn 2", "Alice: 0 amber (0 keys) Bob: 0 amber (0 keys)")
	return strings.Join(lines, "\n")
}

// TestOrderTurnEnds: where TCO's lines resolve turn-end abilities in
// another order than the engine's (left to right), an order line before
// the end gives the engine theirs; in the engine's order, none is added.
func TestOrderTurnEnds(t *testing.T) {
	dir := sharedDir(t)
	for _, tc := range []struct {
		name          string
		first, second string
		want          string // the order line's cards, "" for none
	}{
		{"Tick-Tock first", "Tick-Tock", "Ancestral Timekeeper", "[tick-tock ancestral-timekeeper]"},
		{"left to right", "Ancestral Timekeeper", "Tick-Tock", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, ix := storeWithPacks(t, dir)
			rep, err := New(st, ix).Import("order.txt", []byte(orderLog(tc.first, tc.second)))
			if err != nil {
				t.Fatal(err)
			}
			if rep.Violations != 0 {
				t.Errorf("%d violations", rep.Violations)
			}
			m, err := st.Match(rep.Match)
			if err != nil {
				t.Fatal(err)
			}
			got := ""
			for _, e := range m.Entries {
				if e.Comment == CommentOrdered && e.Action.Verb == engine.VerbOrder {
					var ids []string
					for _, c := range e.Action.Cards {
						ids = append(ids, c.ID)
					}
					got += fmt.Sprint(ids)
				}
			}
			if got != tc.want {
				t.Errorf("order lines %q, want %q", got, tc.want)
			}
		})
	}
}

// TestNoneNamedFor: an "up to" choice the ability's lines name no card
// for, while they name the cards of its change elsewhere, took none; a
// line of that change naming no card, a line of another change, and a
// choice that is no "up to" are not answered so.
func TestNoneNamedFor(t *testing.T) {
	hand := engine.Prompt{Source: "tick-tock", Kind: engine.EffArchive, Cards: []engine.CardRef{{ID: "krump"}}, Words: []string{"no"}}
	named := tco.Note{Source: engine.CardRef{ID: "tick-tock"}, Card: engine.CardRef{ID: "tick-tock"}, Kind: engine.EffArchive}
	unnamed := tco.Note{Source: engine.CardRef{ID: "tick-tock"}, Kind: engine.EffArchive}
	other := tco.Note{Source: engine.CardRef{ID: "tick-tock"}, Card: engine.CardRef{ID: "tick-tock"}, Kind: engine.EffDiscard}
	may := hand
	may.Words = []string{"yes", "no"}
	for _, tc := range []struct {
		name string
		p    engine.Prompt
		said []tco.Note
		want bool
	}{
		{"named elsewhere", hand, []tco.Note{named}, true},
		{"a hidden card", hand, []tco.Note{named, unnamed}, false},
		{"another change", hand, []tco.Note{other}, false},
		{"no up to", may, []tco.Note{named}, false},
		{"nothing said", hand, nil, false},
		{"named, and spent by an earlier answer", hand, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var spent spentChanges
			if tc.said == nil && tc.want {
				spent.add(engine.Prompt{Source: "tick-tock", Kind: engine.EffArchive})
			}
			a, ok := noneNamedFor(tc.p, tc.said, &spent)
			if ok != tc.want || ok && (len(a.Words) != 1 || a.Words[0] != "no") {
				t.Errorf("answer %v %v, want none: %v", a.Words, ok, tc.want)
			}
		})
	}
}
