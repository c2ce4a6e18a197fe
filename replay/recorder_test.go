package replay

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestRecorderIsRunWith: a replay recorded entry by entry is the one
// RunWith (NoHashes) makes of the same match, field for field.
func TestRecorderIsRunWith(t *testing.T) {
	for _, n := range []int{0, 40, 400} {
		m := longMatch(t, n)
		want, err := RunWith(m, testCards, testDecks(), Options{NoHashes: true})
		if err != nil {
			t.Fatal(err)
		}
		rec, err := Record(m, testCards, testDecks())
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range m.Entries {
			rec.Apply(e)
		}
		got := rec.End(m)
		got.decks, want.decks = [2]*engine.Deck{}, [2]*engine.Deck{} // testDecks makes new decks each call
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%d entries: the recorded replay differs from RunWith's", n)
		}
		if len(want.Steps) != len(m.Entries) || len(want.Checkpoints)+len(want.Violations) == 0 && n > 0 {
			t.Errorf("%d entries: %d steps, %d checkpoint items: the comparison compares little", n, len(want.Steps), len(want.Checkpoints))
		}
	}
}

// TestRecordFromIsRunWith: a replay that goes on from another's first n
// entries (and the game after them) is RunWith's of the whole match.
func TestRecordFromIsRunWith(t *testing.T) {
	m := longMatch(t, 400)
	want, err := RunWith(m, testCards, testDecks(), Options{NoHashes: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{0, 1, len(m.Entries) / 2, len(m.Entries) - 1, len(m.Entries)} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			rec, err := Record(m, testCards, testDecks())
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range m.Entries[:n] {
				rec.Apply(e)
			}
			from := RecordFrom(want, n, rec.Game().Clone())
			for _, e := range m.Entries[n:] {
				from.Apply(e)
			}
			got := from.End(m)
			got.decks, want.decks = [2]*engine.Deck{}, [2]*engine.Deck{}
			if !reflect.DeepEqual(got, want) {
				t.Errorf("going on after %d entries: the replay differs from RunWith's", n)
			}
		})
	}
}
