package stored

import (
	"path/filepath"
	"reflect"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/store"
	rp "github.com/kfr-dev/kfr/replay"
)

// fixtureStore is a store holding the fixture cards, decks and matches;
// it returns the matches' replays by id too.
func fixtureStore(t *testing.T) (*store.Store, map[string]*rp.Replay) {
	t.Helper()
	st, err := store.Open(filepath.Join(t.TempDir(), "kfr.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	if _, err := st.ImportCards(fixtures.Cards()); err != nil {
		t.Fatal(err)
	}
	decks := fixtures.Decks()
	if err := st.SaveDecks(decks, nil); err != nil {
		t.Fatal(err)
	}
	db := fixtures.Index()
	replays := map[string]*rp.Replay{}
	for _, mf := range fixtures.Matches() {
		m, err := notation.Parse(mf.Name, mf.Src, db)
		if err != nil {
			t.Fatal(err)
		}
		id, err := st.CreateMatch(m, store.MatchOptions{Source: store.SourceNotation})
		if err != nil {
			t.Fatal(err)
		}
		m.ID = id
		var pair [2]*engine.Deck
		for i := range pair {
			if pair[i], err = st.Deck(m.Header.Decks[i]); err != nil {
				t.Fatal(err)
			}
		}
		r, err := rp.Run(m, db, pair)
		if err != nil {
			t.Fatal(err)
		}
		replays[id] = r
	}
	return st, replays
}

// Summaries replays each match straight from the store; what it finds is
// what a full replay and its statistics say, and a second call reads the
// cache and gives the same.
func TestSummariesAgreeWithReplay(t *testing.T) {
	st, replays := fixtureStore(t)
	cards := func() (engine.CardDB, error) { return fixtures.Index(), nil }
	for _, pass := range []string{"replayed", "from the cache"} {
		t.Run(pass, func(t *testing.T) {
			ms, err := Summaries(st, cards)
			if err != nil {
				t.Fatal(err)
			}
			if len(ms) != len(replays) {
				t.Fatalf("%d summaries, want %d", len(ms), len(replays))
			}
			for _, got := range ms {
				r := replays[got.ID]
				stats := MatchStats(got.ID, r, fixtures.Index())
				want := stats.Summary()
				if got.Turns == 0 {
					t.Errorf("match %s: no turns: not replayed", got.ID)
				}
				if !reflect.DeepEqual(got, want) {
					t.Errorf("match %s:\n got %+v\nwant %+v", got.ID, got, want)
				}
			}
		})
	}
}
