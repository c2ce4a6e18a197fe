package cards

import (
	"path/filepath"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/store"
)

// coverage counts each card once in the totals and once per set it is
// printed in, and names the stored decks' cards without a full script.
func TestCoverageCounts(t *testing.T) {
	st, err := store.Open(filepath.Join(t.TempDir(), "kfr.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	cards := []*engine.CardDef{
		{ID: "troll", Name: "Troll", House: "brobnar", Type: engine.TypeCreature, Power: 8, Text: "Reap: Troll heals 3 damage.", Printings: []engine.Printing{{Set: 341, Number: "048"}, {Set: 435, Number: "050"}}},
		{ID: "urchin", Name: "Urchin", House: "shadows", Type: engine.TypeCreature, Power: 1, Text: "Elusive. Play: Steal 1A.", Printings: []engine.Printing{{Set: 341, Number: "315"}}},
		{ID: "lyco-knight", Name: "Lyco-Knight", House: "sanctum", Type: engine.TypeCreature, Power: 4, Text: "Skirmish. (When you use this creature to fight, it is dealt no damage in return.)", Printings: []engine.Printing{{Set: 341, Number: "200"}}},
		{ID: "kfr-test-riddle", Name: "Riddle", House: "logos", Type: engine.TypeAction, Text: "Play: Answer the riddle no compiler knows.", Printings: []engine.Printing{{Set: 341, Number: "999"}}},
		{ID: "lash-out", Name: "Lash Out", House: "brobnar", Type: engine.TypeAction, Text: "Play: Deal 2D to a creature.", Printings: []engine.Printing{{Set: 341, Number: "010"}}},
	}
	if _, err := st.ImportCards(cards); err != nil {
		t.Fatal(err)
	}
	cov, err := coverage(st, store.CardFilter{})
	if err != nil {
		t.Fatal(err)
	}
	// Lash Out has no hand-written script; its text compiles (cards_*_gen.go)
	// and games resolve it. Riddle's does not.
	want := Counts{Cards: 5, Full: 3, None: 1, NoneNeeded: 1, Compiled: 1}
	if cov.Counts != want {
		t.Errorf("totals %+v, want %+v", cov.Counts, want)
	}
	for _, s := range cov.Sets {
		if s.Set == 435 && (s.Cards != 1 || s.Full != 1) {
			t.Errorf("set 435: %+v, want Troll alone", s.Counts)
		}
	}
	if len(cov.DecksMissing) != 0 {
		t.Errorf("no deck is stored, yet decks_missing = %v", cov.DecksMissing)
	}
}
