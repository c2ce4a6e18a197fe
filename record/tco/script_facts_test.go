package tco

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

// packCards are the cards of every shared pack (skips without them).
func packCards(tb testing.TB) []*engine.CardDef {
	testIndex(tb) // skips without the shared data
	files, err := filepath.Glob(filepath.Join(sharedData, "keyteki-packs", "*.json"))
	if err != nil || len(files) == 0 {
		tb.Fatalf("packs: %v", err)
	}
	var all []*engine.CardDef
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		pack, err := carddb.ReadPack(f, data)
		if err != nil {
			tb.Fatal(err)
		}
		all = append(all, pack.Cards...)
	}
	return all
}

// TestScriptFactsAsEngine: what cards remembers of each card's script
// answers as the engine's own functions do, asked once and asked again,
// for every card of the shared packs, every effect kind and both script
// sets (in turn on one memory, so a change of set is noticed).
func TestScriptFactsAsEngine(t *testing.T) {
	var ids []string
	for _, d := range packCards(t) {
		ids = append(ids, d.ID)
	}
	c := newCards(nil)
	differ, makes := 0, 0
	for _, ss := range []engine.Scripts{engine.AllScripts, engine.HandScripts, engine.AllScripts, engine.NoScripts} {
		for _, id := range ids {
			f := c.scriptOf(ss, id)
			if want := ss.FullyScripted(id) && ss.HasAbilities(id); f.abilities != want {
				t.Errorf("set %d, %s: abilities %v, engine %v", ss, id, f.abilities, want)
			}
			for k := engine.EffNone; k <= engine.EffControlLeft+1; k++ {
				want := ss.Makes(id, k)
				for range 2 {
					if got := c.scriptOf(ss, id).makesKind(ss, id, k); got != want {
						differ++
					}
				}
				if want {
					makes++
				}
			}
		}
	}
	if differ > 0 {
		t.Errorf("%d answers of makesKind differ from engine.Scripts.Makes", differ)
	}
	if makes == 0 {
		t.Error("no script makes anything: the test tests nothing")
	}
}
