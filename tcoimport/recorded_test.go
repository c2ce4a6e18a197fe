package tcoimport

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/tco"
	"github.com/kfr-dev/kfr/replay"
)

// TestAnswersRecordTheReplay: the replay answerReplayed records while it
// answers is, for every shared log, the replay of the match it leaves
// (what the import used to replay again).
func TestAnswersRecordTheReplay(t *testing.T) {
	dir := sharedDir(t)
	_, ix := storeWithPacks(t, dir)
	files, _ := filepath.Glob(filepath.Join(dir, "tco-logs*", "*.txt"))
	if len(files) == 0 {
		t.Skip("no shared logs")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			res, err := tco.Parse(f, src, ix)
			if err != nil {
				t.Fatal(err)
			}
			var decks [2]*engine.Deck
			for i := range decks {
				decks[i] = tco.PartialDeck(res.Match.Header.Decks[i], res.Seen[i], res.Houses[i])
			}
			_, got, err := answerReplayed(res.Match, &res.Notes, ix, decks)
			if err != nil {
				t.Fatal(err)
			}
			if got == nil {
				t.Fatal("no replay recorded (no deck of a TCO log has a token)")
			}
			want, err := replay.RunWith(res.Match, ix, decks, replay.Options{NoHashes: true})
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("the recorded replay differs from a replay of the answered match")
			}
		})
	}
}
