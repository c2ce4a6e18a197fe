package analysis

import (
	"fmt"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// BenchmarkMatch is the statistics of one match of about 1,000 events.
func BenchmarkMatch(b *testing.B) {
	one := sampleEvents()
	var events []engine.Event
	for turn := range 30 {
		for _, e := range one[1:] {
			e.Turn += int32(turn * 3)
			events = append(events, e)
		}
	}
	h, db := sampleHeader(), sampleDB()
	b.ReportAllocs()
	for b.Loop() {
		Match("m", h, events, db)
	}
}

// BenchmarkOverMatches is the per-deck, matchup and chain statistics over
// 10,000 match summaries of 50 decks.
func BenchmarkOverMatches(b *testing.B) {
	ms := make([]MatchSummary, 10000)
	for i := range ms {
		a, o := i%50, (i*7+1)%50
		if o == a {
			o = (a + 1) % 50
		}
		ms[i] = game(fmt.Sprint(i), fmt.Sprintf("D%02d", a), fmt.Sprintf("D%02d", o), int8(i*31%2), int8(i%2), 10)
		ms[i].Houses = [2][]engine.House{{"dis", "logos", "mars", "dis", "shadows"}, {"untamed", "brobnar", "dis", "mars", "logos"}}
	}
	b.Run("AllDecks", func(b *testing.B) {
		for b.Loop() {
			AllDecks(ms)
		}
	})
	b.Run("Matrix", func(b *testing.B) {
		for b.Loop() {
			Matrix(ms)
		}
	})
	b.Run("Recommend", func(b *testing.B) {
		for b.Loop() {
			Recommend("D00", "D07", ms)
		}
	})
}
