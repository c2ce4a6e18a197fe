package tcoimport

import (
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/replay"
)

// TestScreenIsTheTrialsOwnFinding: missesBy, which rules a reanswer trial
// out without its replay, says there is a player's disagreeing Æmber item
// up to an entry exactly when the trial's whole replay has one there, for
// the choices of every shared log, each other card, and cuts at each
// Æmber item, just before it, and past the log.
func TestScreenIsTheTrialsOwnFinding(t *testing.T) {
	seen := map[bool]int{}
	eachLogChoices(t, func(file string, m *record.Match, ix engine.CardDB, decks [2]*engine.Deck, _ *replay.Replay, waits []waitingChoice) {
		for _, w := range waits[:min(len(waits), 4)] {
			for _, card := range w.prompt.Cards[1:min(len(w.prompt.Cards), 3)] {
				try := engine.Action{Verb: engine.VerbChoose, Player: engine.NoPlayer, Cards: []engine.CardRef{card}}
				trial := *m
				trial.Entries = withEntry(m.Entries, w.entry+1, record.Entry{Action: try})
				whole, err := replay.RunWith(&trial, ix, decks, replay.Options{NoHashes: true})
				if err != nil {
					t.Fatal(err)
				}
				// Cuts at each Æmber item of the trial's (the trial's entry
				// k is m's k-1) and just before it, and past the log.
				cuts := []int{w.entry, len(m.Entries) + 5}
				for _, k := range whole.Checkpoints {
					if k.Entry > w.entry+1 && k.Field == "aember" && len(cuts) < 12 {
						cuts = append(cuts, k.Entry-1, k.Entry-2)
					}
				}
				for _, c := range cuts {
					want := false
					for _, k := range whole.Checkpoints {
						if k.Entry > w.entry && k.Entry <= c+1 && k.Field == "aember" && (k.Player == 0 || k.Player == 1) && !k.OK {
							want = true
						}
					}
					miss, known := missesBy(m, w, try, c, new(engine.Game))
					if known != (w.game != nil) || known && miss != want {
						t.Errorf("%s: choice after entry %d, cut %d: missesBy %v (known %v), the trial's replay %v",
							file, w.entry, c, miss, known, want)
					}
					seen[want]++
				}
			}
		}
	})
	if seen[true] == 0 || seen[false] == 0 {
		t.Errorf("the cuts tried find a miss %d times and none %d times: both must be tested", seen[true], seen[false])
	}
}
