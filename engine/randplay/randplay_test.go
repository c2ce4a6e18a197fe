package randplay

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

// The shared real data sits beside the repository (see /work/shared).
const shared = "../../../shared/data"

// loadShared reads every keyteki pack and the standalone decks. record/deck
// does not read keyteki decks yet, so the test parses the few fields it
// needs (houses, card ids, counts, enhancements) itself.
func loadShared(tb testing.TB) (engine.CardMap, []*engine.Deck) {
	tb.Helper()
	packs, _ := filepath.Glob(filepath.Join(shared, "keyteki-packs", "*.json"))
	if len(packs) == 0 {
		tb.Skip("shared data not found beside the repository")
	}
	db := engine.CardMap{}
	for _, f := range packs {
		data, err := os.ReadFile(f)
		if err != nil {
			tb.Fatal(err)
		}
		p, err := carddb.ReadPack(filepath.Base(f), data)
		if err != nil {
			tb.Fatal(err)
		}
		for _, c := range p.Cards {
			if db[c.ID] == nil {
				db[c.ID] = c
			}
		}
	}
	data, err := os.ReadFile(filepath.Join(shared, "decks", "keyteki-standalone-decks.json"))
	if err != nil {
		tb.Skip("shared decks not found")
	}
	var raw []struct {
		Name   string   `json:"name"`
		Houses []string `json:"houses"`
		Cards  []struct {
			ID           string   `json:"id"`
			Count        int      `json:"count"`
			Enhancements []string `json:"enhancements"`
		} `json:"cards"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		tb.Fatal(err)
	}
	var decks []*engine.Deck
	for _, r := range raw {
		d := &engine.Deck{Name: r.Name}
		for i, h := range r.Houses {
			if i < 3 {
				d.Houses[i] = engine.House(h)
			}
		}
		for _, c := range r.Cards {
			for k := 0; k < c.Count; k++ {
				dc := engine.DeckCard{CardID: c.ID}
				if k == 0 {
					for _, e := range c.Enhancements {
						if e == "amber" {
							e = "aember"
						}
						dc.Enhancements = append(dc.Enhancements, engine.Bonus(e))
					}
				}
				d.Cards = append(d.Cards, dc)
			}
		}
		decks = append(decks, d)
	}
	return db, decks
}

func setupFor(decks []*engine.Deck, seed uint64) engine.Setup {
	a := int(seed % uint64(len(decks)))
	b := int((seed / uint64(len(decks))) % uint64(len(decks)))
	return engine.Setup{Players: [2]engine.PlayerSetup{
		{Name: "A", Deck: decks[a], Chains: int(seed % 3)},
		{Name: "B", Deck: decks[b]},
	}, First: int8(seed % 2)}
}

// invariants is the per-action check of the long test.
func invariants(g *engine.Game, a engine.Action, out engine.Outcome) error {
	if err := g.CheckInvariants(); err != nil {
		return fmt.Errorf("after %s: %w", a.Verb, err)
	}
	for _, v := range out.Violations {
		if v.Rule == "internal-error" {
			return errors.New(v.Message)
		}
	}
	return nil
}

// TestRandomGames plays many games and checks after every action that
// every card is in exactly one zone, pools are not negative and nobody has
// more than three keys; every game must end, and the same seed must give
// the same hashes, also when the action list is replayed on a fresh game.
func TestRandomGames(t *testing.T) {
	db, decks := loadShared(t)
	games := 10000
	if testing.Short() {
		games = 500
	}
	wins := 0
	violations := 0
	for seed := uint64(1); seed <= uint64(games); seed++ {
		setup := setupFor(decks, seed)
		opt := Options{Effects: true, Check: poolFromEvents(invariants)}
		verify := seed%100 == 1
		opt.Hashes = verify
		res, err := Play(db, setup, seed, opt)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if res.Winner != 0 && res.Winner != 1 {
			t.Fatalf("seed %d: the game did not end (%d turns)", seed, res.Turns)
		}
		if res.Reason == "keys" {
			wins++
		}
		violations += res.Violations
		if verify {
			again, err := Play(db, setup, seed, Options{Effects: true, Hashes: true})
			if err != nil {
				t.Fatal(err)
			}
			if !equalHashes(res.Hashes, again.Hashes) {
				t.Fatalf("seed %d: the same seed gave different hashes", seed)
			}
			g, _ := engine.New(db, setup)
			for i, a := range res.Actions {
				g.Apply(a)
				if g.Hash() != res.Hashes[i] {
					t.Fatalf("seed %d: replaying action %d (%s) gave a different hash", seed, i, a.Verb)
				}
			}
		}
	}
	if wins < games*9/10 {
		t.Errorf("only %d of %d games ended with three keys", wins, games)
	}
	if violations != 0 {
		t.Errorf("the driver's legal play gave %d violations", violations)
	}
	t.Logf("%d games, %d won by keys, %d violations", games, wins, violations)
}

// poolFromEvents adds to check that each pool equals the running sum of
// EvAemberGained minus EvAemberLost (analysis computes pools that way).
func poolFromEvents(check func(*engine.Game, engine.Action, engine.Outcome) error) func(*engine.Game, engine.Action, engine.Outcome) error {
	var pool [2]int
	return func(g *engine.Game, a engine.Action, out engine.Outcome) error {
		for _, e := range out.Events {
			switch e.Kind {
			case engine.EvAemberGained:
				pool[e.Player] += e.N
			case engine.EvAemberLost:
				pool[e.Player] -= e.N
			}
		}
		for pl := range pool {
			if pool[pl] != g.Aember(int8(pl)) {
				return fmt.Errorf("after %s: player %d has %d Æmber but the events add up to %d", a.Verb, pl, g.Aember(int8(pl)), pool[pl])
			}
		}
		return check(g, a, out)
	}
}

func equalHashes(a, b []uint64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
