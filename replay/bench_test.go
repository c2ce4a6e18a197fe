package replay

import (
	"fmt"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// longMatch plays a plausible game of at most n entries: each turn a
// house, a creature of that house played, every other turn a reap by the
// oldest creature, checkpoints of the pool, keys and zones read from the
// engine (so they agree), and an end. It stops when the game ends.
func longMatch(t testing.TB, n int) *record.Match {
	l := newMatch(fmt.Sprintf("long-%d", n))
	g, err := engine.New(testCards, engine.Setup{Players: [2]engine.PlayerSetup{
		{Name: "Alice", Deck: testDecks()[0]}, {Name: "Bob", Deck: testDecks()[1]}}})
	if err != nil {
		t.Fatal(err)
	}
	houses := [2]engine.House{"brobnar", "untamed"}
	toPlay := [2][]string{
		{"bumpsy", "krump", "bumpsy", "troll", "firespitter", "bumpsy", "krump", "troll", "bumpsy", "firespitter"},
		{"ancient-bear", "ancient-bear", "ancient-bear", "ancient-bear"},
	}
	played := [2][]string{}
	over := false
	step := func() {
		g.Apply(l.m.Entries[len(l.m.Entries)-1].Action)
		_, _, over = g.Over()
	}
	for turn := 1; len(l.m.Entries) < n && !over; turn++ {
		pl := int8((turn - 1) % 2)
		l.turn((turn+1)/2, pl) // the player's own turn number
		step()
		l.house(houses[pl])
		if step(); over {
			break
		}
		if len(toPlay[pl]) > 0 && (turn > 1) {
			id := toPlay[pl][0]
			toPlay[pl] = toPlay[pl][1:]
			l.play(id)
			step()
			played[pl] = append(played[pl], id)
		}
		if turn%4 < 2 && len(played[pl]) > 1 {
			l.reap(played[pl][0])
			step()
		}
		v := g.View()
		for _, f := range []struct {
			field string
			n     int
		}{{"aember", v.Players[pl].Aember}, {"keys", len(v.Players[pl].Keys)}, {"hand", v.Players[pl].Hand.Count},
			{"deck", v.Players[pl].Deck.Count}, {"discard", v.Players[pl].Discard.Count}} {
			l.check(pl, f.field, f.n)
			step()
		}
		l.end()
		step()
	}
	if len(l.m.Entries) > n {
		l.m.Entries = l.m.Entries[:n]
	}
	return l.m
}

func TestLongMatchIsClean(t *testing.T) {
	m := longMatch(t, 400)
	r := mustRun(t, m)
	if !r.Clean() {
		var b []string
		for _, v := range r.Violations {
			b = append(b, v.Rule+": "+v.Message)
		}
		t.Fatalf("%d entries: violations %v, %d disagreements", len(m.Entries), b, r.Disagreements())
	}
	t.Logf("%d entries, %d turns, result %+v", len(m.Entries), r.LastTurn(), r.Result)
	if len(m.Entries) != 400 {
		t.Errorf("only %d entries", len(m.Entries))
	}
}

// BenchmarkRun replays a ~400-entry match: ns/op is one whole replay;
// actions/s is the throughput per entry.
func BenchmarkRun(b *testing.B) {
	m := longMatch(b, 400)
	decks := testDecks()
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := Run(m, testCards, decks); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(m.Entries))*float64(b.N)/b.Elapsed().Seconds(), "actions/s")
}

// BenchmarkStateAt re-runs to the middle of the match, as audit does.
func BenchmarkStateAt(b *testing.B) {
	r, err := Run(longMatch(b, 400), testCards, testDecks())
	if err != nil {
		b.Fatal(err)
	}
	mid := r.LastTurn() / 2
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.StateAt(mid, 1); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTurnAudit audits one turn (views and diffs of each action).
func BenchmarkTurnAudit(b *testing.B) {
	r, err := Run(longMatch(b, 400), testCards, testDecks())
	if err != nil {
		b.Fatal(err)
	}
	mid := r.LastTurn() / 2
	b.ReportAllocs()
	for b.Loop() {
		if _, err := r.Turn(mid); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRunNoHashes is Run without the per-entry state hash.
func BenchmarkRunNoHashes(b *testing.B) {
	m := longMatch(b, 400)
	decks := testDecks()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := RunWith(m, testCards, decks, Options{NoHashes: true}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(m.Entries))*float64(b.N)/b.Elapsed().Seconds(), "actions/s")
}
