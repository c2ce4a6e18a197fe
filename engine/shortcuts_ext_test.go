package engine_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/tco"
	"github.com/kfr-dev/kfr/replay"
)

// TestInvariantsAlongTCOLogs replays the shared TCO logs and checks the
// invariants before every entry, among them what the hot paths assume
// when they skip work (checkShortcuts): real games hold the cards and
// the lasting effects that random games rarely reach.
func TestInvariantsAlongTCOLogs(t *testing.T) {
	ix, _ := sharedCardsAndDecks(t)
	var files []string
	for _, dir := range []string{"tco-logs", "tco-logs-2021"} {
		more, _ := filepath.Glob(filepath.Join(sharedData, dir, "*.txt"))
		files = append(files, more...)
	}
	if len(files) == 0 {
		t.Skip("no shared TCO logs under " + sharedData)
	}
	names := tco.NewNames(ix)
	entries := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		res, err := tco.Parse(filepath.Base(f), src, names)
		if err != nil {
			t.Fatal(err)
		}
		var decks [2]*engine.Deck
		for k := range decks {
			decks[k] = tco.PartialDeck(res.Match.Header.Decks[k], res.Seen[k], res.Houses[k])
		}
		_, err = replay.RunWith(res.Match, ix, decks, replay.Options{NoHashes: true, Before: func(g *engine.Game, i int) {
			entries++
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("%s, before entry %d: %v", filepath.Base(f), i, err)
			}
		}})
		if err != nil {
			t.Fatal(err)
		}
	}
	if entries < 100*len(files) {
		t.Fatalf("only %d entries in %d logs", entries, len(files))
	}
}
