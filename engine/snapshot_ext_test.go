package engine_test

import (
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/engine/randplay"
	"github.com/kfr-dev/kfr/record/carddb"
	"github.com/kfr-dev/kfr/record/deck"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/replay"
)

// sharedData is the real card and deck data beside the repository.
const sharedData = "../../shared/data"

// TestSnapshotRandomGames takes a snapshot after every action of random
// games between real decks (randplay, declared effects included) and
// wants Resume to give back the same game; a game resumed halfway and
// played on ends as the original did.
func TestSnapshotRandomGames(t *testing.T) {
	ix, decks := sharedCardsAndDecks(t)
	for i := range 6 {
		a, b := decks[(2*i)%len(decks)], decks[(2*i+1)%len(decks)]
		t.Run(a.Name+" vs "+b.Name, func(t *testing.T) {
			setup := engine.Setup{First: int8(i % 2), Players: [2]engine.PlayerSetup{{Name: "Alice", Deck: a}, {Name: "Bob", Deck: b, Chains: i % 3}}}
			steps := 0
			res, err := randplay.Play(ix, setup, uint64(100+i), randplay.Options{Effects: true, MaxTurns: 60,
				Check: func(g *engine.Game, _ engine.Action, _ engine.Outcome) error {
					steps++
					wantResumed(t, ix, setup, g)
					return nil
				}})
			if err != nil {
				t.Fatal(err)
			}
			if steps < 50 {
				t.Fatalf("only %d actions", steps)
			}
			playedOn(t, ix, setup, res.Actions)
		})
	}
}

// TestSnapshotWholeGames does the same along the whole-game fixtures
// (fixtures/wholegame), games the engine resolves by itself.
func TestSnapshotWholeGames(t *testing.T) {
	ix, decks := sharedCardsAndDecks(t)
	files, _ := filepath.Glob(filepath.Join("..", "fixtures", "wholegame", "*.kfr"))
	if len(files) == 0 {
		t.Fatal("no games in fixtures/wholegame")
	}
	byName := map[string]*engine.Deck{}
	for _, d := range decks {
		byName[d.Name] = d
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			m, err := notation.Parse(filepath.Base(f), src, ix)
			if err != nil {
				t.Fatal(err)
			}
			var pair [2]*engine.Deck
			for i, name := range m.Header.Decks {
				if pair[i] = byName[name]; pair[i] == nil {
					t.Fatalf("deck %q is not among the shared decks", name)
				}
			}
			setup := m.Header.Setup(replay.FirstPlayer(m), replay.WithTokens(&m.Header, ix, pair))
			g, err := engine.New(ix, setup)
			if err != nil {
				t.Fatal(err)
			}
			var actions []engine.Action
			for _, e := range m.Entries {
				g.Apply(e.Action)
				wantResumed(t, ix, setup, g)
				actions = append(actions, e.Action)
			}
			playedOn(t, ix, setup, actions)
		})
	}
}

// wantResumed fails unless the game resumed from g's snapshot is g, and
// g's clone too.
func wantResumed(t *testing.T, db engine.CardDB, setup engine.Setup, g *engine.Game) {
	t.Helper()
	r, err := engine.Resume(db, setup, g.AppendSnapshot(nil))
	if err != nil {
		t.Fatalf("after action %d: %v", g.Applied(), err)
	}
	if d := engine.SnapshotDiff(g, r); d != "" {
		t.Fatalf("after action %d, the resumed game differs: %s", g.Applied(), d)
	}
	// Clone, which the TCO importer tries other places of a creature from,
	// copies the same state.
	if d := engine.SnapshotDiff(g, g.Clone()); d != "" {
		t.Fatalf("after action %d, the clone differs: %s", g.Applied(), d)
	}
}

// playedOn plays actions once from the start, and once resumed from the
// snapshot taken halfway, and wants the same game at the end.
func playedOn(t *testing.T, db engine.CardDB, setup engine.Setup, actions []engine.Action) {
	t.Helper()
	whole, err := engine.New(db, setup)
	if err != nil {
		t.Fatal(err)
	}
	half := len(actions) / 2
	for _, a := range actions[:half] {
		whole.Apply(a)
	}
	resumed, err := engine.Resume(db, setup, whole.AppendSnapshot(nil))
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range actions[half:] {
		wo, ro := whole.Apply(a), resumed.Apply(a)
		if len(wo.Events) != len(ro.Events) || len(wo.Violations) != len(ro.Violations) {
			t.Fatalf("action %d: %d events and %d violations, resumed %d and %d",
				whole.Applied(), len(wo.Events), len(wo.Violations), len(ro.Events), len(ro.Violations))
		}
	}
	if whole.Hash() != resumed.Hash() {
		t.Errorf("played on from action %d, the resumed game ends with another hash", half)
	}
	if d := engine.SnapshotDiff(whole, resumed); d != "" {
		t.Errorf("played on from action %d, the resumed game ends otherwise: %s", half, d)
	}
}

// sharedCardsAndDecks reads the keyteki packs and the Master Vault decks
// of the shared data (the test is skipped without them).
func sharedCardsAndDecks(t *testing.T) (*carddb.Index, []*engine.Deck) {
	t.Helper()
	packs, _ := filepath.Glob(filepath.Join(sharedData, "keyteki-packs", "*.json"))
	docs, _ := filepath.Glob(filepath.Join(sharedData, "decks", "mastervault", "*.json"))
	if len(packs) == 0 || len(docs) == 0 {
		t.Skip("shared data absent: no keyteki packs or Master Vault decks under " + sharedData)
	}
	sort.Strings(packs)
	sort.Strings(docs)
	var all []*engine.CardDef
	for _, f := range packs {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := carddb.ReadPack(f, data)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, p.Cards...)
	}
	ix := carddb.NewIndex(carddb.Merge(all))
	var decks []*engine.Deck
	for _, f := range docs {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := deck.ReadMasterVault(filepath.Base(f), data, ix)
		if err != nil {
			t.Fatal(err)
		}
		decks = append(decks, doc.Decks...)
	}
	return ix, decks
}
