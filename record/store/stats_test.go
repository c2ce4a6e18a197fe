package store

import (
	"testing"
	"time"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// TestCardsAndDecksStamp: the stamp moves with every change to the card
// and deck data a replay depends on, a change of facts with the same
// counts included, and stays put when nothing is written.
func TestCardsAndDecksStamp(t *testing.T) {
	s := openTemp(t)
	stamp := func() string {
		t.Helper()
		v, err := s.CardsAndDecksStamp()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	troll := func(power int) []*engine.CardDef {
		return []*engine.CardDef{{ID: "troll", Name: "Troll", House: "brobnar", Type: "creature", Power: power}}
	}
	deck := func(ids ...string) *engine.Deck {
		d := &engine.Deck{ID: "d1", Name: "Pals", Houses: [3]engine.House{"brobnar", "dis", "logos"}}
		for _, id := range ids {
			d.Cards = append(d.Cards, engine.DeckCard{CardID: id})
		}
		return d
	}
	steps := []struct {
		name   string
		change func() error
		moves  bool
	}{
		{"nothing written", func() error { return nil }, false},
		{"a new card", func() error { _, err := s.ImportCards(troll(8)); return err }, true},
		{"the same card with another power", func() error { _, err := s.ImportCards(troll(9)); return err }, true},
		{"a deck saved", func() error { return s.SaveDeck(deck("troll"), nil) }, true},
		{"the deck extended", func() error { return s.SaveDeck(deck("troll", "troll"), nil) }, true},
		{"a match stored", func() error {
			_, err := s.CreateMatch(&record.Match{Header: sampleHeader()}, MatchOptions{})
			return err
		}, false},
	}
	before := stamp()
	for _, st := range steps {
		if err := st.change(); err != nil {
			t.Fatalf("%s: %v", st.name, err)
		}
		after := stamp()
		if (after != before) != st.moves {
			t.Errorf("%s: stamp %q → %q, want moved=%v", st.name, before, after, st.moves)
		}
		before = after
	}
}

// TestMatchStatsCache: a cached row is valid only for its match as it was
// (updated stamp) and for its basis; a row for a deleted match is skipped.
func TestMatchStatsCache(t *testing.T) {
	s := openTemp(t)
	id, err := s.CreateMatch(&record.Match{Header: sampleHeader()}, MatchOptions{})
	if err != nil {
		t.Fatal(err)
	}
	info, err := s.MatchInfo(id)
	if err != nil {
		t.Fatal(err)
	}
	cached := func(basis string) string {
		t.Helper()
		m, err := s.MatchStatsCache(basis)
		if err != nil {
			t.Fatal(err)
		}
		return string(m[id])
	}
	if err := s.PutMatchStats([]CachedStats{{ID: id, Updated: info.Updated, Basis: "b1", Data: []byte("one")}}); err != nil {
		t.Fatal(err)
	}
	if got := cached("b1"); got != "one" {
		t.Errorf("cache for b1 = %q, want one", got)
	}
	if got := cached("b2"); got != "" {
		t.Errorf("cache for another basis = %q, want none", got)
	}
	// A change to the match moves its updated stamp: the row is stale.
	time.Sleep(time.Millisecond)
	if err := s.AppendEntries(id, 0, sampleEntries()[:2]); err != nil {
		t.Fatal(err)
	}
	if got := cached("b1"); got != "" {
		t.Errorf("cache after the match changed = %q, want none", got)
	}
	if err := s.DeleteMatch(id); err != nil {
		t.Fatal(err)
	}
	if err := s.PutMatchStats([]CachedStats{{ID: id, Updated: info.Updated, Basis: "b1", Data: []byte("two")}}); err != nil {
		t.Fatalf("a row for a deleted match: %v", err)
	}
	var rows int
	if err := s.db.QueryRow("SELECT count(*) FROM match_stats").Scan(&rows); err != nil || rows != 0 {
		t.Errorf("match_stats holds %d rows (%v), want 0", rows, err)
	}
}
