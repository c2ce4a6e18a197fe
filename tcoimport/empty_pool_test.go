package tcoimport

import (
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestFzxLoseFromAnEmptyPool: TCO states the Æmber an ability names
// ("make Bob lose 1 Æmber") when the pool holds none; the engine rightly
// takes none, and the line agrees with it. A lose from a pool that held
// Æmber is checked as before.
func TestFzxLoseFromAnEmptyPool(t *testing.T) {
	dir := sharedDir(t)
	if !engine.FullyScripted("strug") {
		t.Skip("Strug is not scripted")
	}
	st, ix := storeWithPacks(t, dir)
	log := strings.Join([]string{
		"Alice brings Deck One to The Crucible",
		"Bob brings Deck Two to The Crucible",
		"Alice won the flip and is first player",
		"Key phase - Alice",
		"Alice does not forge a key. They have 0 amber. The current cost is 6 Æmber",
		"House phase - Alice",
		"Alice chooses dis  as their active house this turn",
		"Main phase - Alice",
		"Alice plays Strug",
		"Alice uses Strug to make Bob lose 1 Æmber",
		"End of turn 1",
	}, "\n")
	rep, err := New(st, ix).Import("strug.txt", []byte(log))
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, c := range rep.ScriptChecks {
		if c.Source == "strug" && c.Effect == "lose" {
			found = true
			if !c.OK {
				t.Errorf("Strug's lose from Bob's empty pool disagrees: %+v", c)
			}
		}
	}
	if !found {
		t.Errorf("no check of Strug's lose: %+v", rep.ScriptChecks)
	}
}
