package randplay

import (
	"runtime"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// BenchmarkReplay replays recorded random games through a fresh engine:
// the replay path (New, then Apply for every action). It reports actions
// per second and allocations per action.
func BenchmarkReplay(b *testing.B) {
	db, decks := loadShared(b)
	type game struct {
		setup   engine.Setup
		actions []engine.Action
	}
	var games []game
	total := 0
	for seed := uint64(1); seed <= 50; seed++ {
		s := setupFor(decks, seed)
		res, err := Play(db, s, seed, Options{Effects: true})
		if err != nil {
			b.Fatal(err)
		}
		games = append(games, game{s, res.Actions})
		total += len(res.Actions)
	}
	b.ReportAllocs()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	b.ResetTimer()
	for b.Loop() {
		for _, gm := range games {
			g, _ := engine.New(db, gm.setup)
			for _, a := range gm.actions {
				g.Apply(a)
			}
		}
	}
	b.StopTimer()
	runtime.ReadMemStats(&after)
	b.ReportMetric(float64(after.Mallocs-before.Mallocs)/float64(b.N)/float64(total), "allocs/action")
	perAction := float64(b.Elapsed().Nanoseconds()) / float64(b.N) / float64(total)
	b.ReportMetric(1e9/perAction, "actions/s")
	b.ReportMetric(perAction, "ns/action")
}

// BenchmarkApply measures Apply alone on a game already set up, with the
// state hash the replay timeline takes after every action.
func BenchmarkApplyHash(b *testing.B) {
	db, decks := loadShared(b)
	s := setupFor(decks, 7)
	res, err := Play(db, s, 7, Options{Effects: true})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		g, _ := engine.New(db, s)
		for _, a := range res.Actions {
			g.Apply(a)
			_ = g.Hash()
		}
	}
	perAction := float64(b.Elapsed().Nanoseconds()) / float64(b.N) / float64(len(res.Actions))
	b.ReportMetric(1e9/perAction, "actions/s")
}
