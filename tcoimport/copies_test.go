package tcoimport

import (
	"reflect"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/tco"
	"github.com/kfr-dev/kfr/replay"
)

// TestReadyCopies: Alice reaps with one Skybooster Squadron ("Reap:
// Return Skybooster Squadron to your hand": the engine's script returns
// it), then with the other. TCO names neither copy; the reader numbers the
// second reap's copy 2, but the copy left in play is the first: the
// replay finds no creature used while exhausted or out of play, and the
// returns TCO logs are checks of the script, not returns of their own.
func TestReadyCopies(t *testing.T) {
	m := importCopies(t,
		"Alice uses Skybooster Squadron to reap with Skybooster Squadron",
		"Alice uses Skybooster Squadron to return Skybooster Squadron to their hand",
		"Alice uses Skybooster Squadron to reap with Skybooster Squadron",
		"Alice uses Skybooster Squadron to return Skybooster Squadron to their hand",
	)
	reaps, returns := 0, 0
	for _, e := range m.Entries {
		a := e.Action
		switch {
		case a.Verb == engine.VerbReap:
			reaps++
			if reaps == 2 && a.Card.Copy > 1 {
				t.Errorf("the second reap is copy %d, want the one left in play", a.Card.Copy)
			}
		case a.Verb == engine.VerbEffect && a.Effect.Kind == engine.EffReturn:
			returns++
		}
	}
	if reaps != 2 || returns != 0 {
		t.Errorf("%d reaps and %d returns declared, want 2 and none (the script returns)", reaps, returns)
	}
}

// TestReadyCopiesAfterReturn: Alice reaps with a Skybooster Squadron,
// returns it to her hand and plays it again, exhausted, then reaps with
// "Skybooster Squadron": the copy still ready, whatever number the reader
// gave the line, and that copy returns itself.
func TestReadyCopiesAfterReturn(t *testing.T) {
	importCopies(t,
		"Alice uses Skybooster Squadron to reap with Skybooster Squadron",
		"Alice uses Skybooster Squadron to return Skybooster Squadron to their hand",
		"Alice plays Skybooster Squadron",
		"Alice uses Skybooster Squadron to reap with Skybooster Squadron",
		"Alice uses Skybooster Squadron to return Skybooster Squadron to their hand",
		"Alice plays Skybooster Squadron",
	)
}

// importCopies imports copiesLog(third...), fails the test when the replay
// finds a violation, and returns the stored match.
func importCopies(t *testing.T, third ...string) *record.Match {
	t.Helper()
	st, ix := storeWithPacks(t, sharedDir(t))
	rep, err := New(st, ix).Import("copies.txt", []byte(copiesLog(third...)))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Violations != 0 {
		t.Errorf("%d violations, want none", rep.Violations)
	}
	m, err := st.Match(rep.Match)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// copiesLog is a TCO log in which Alice plays a Skybooster Squadron on each
// of her first two turns, and then, on her third, the lines given.
func copiesLog(third ...string) string {
	turn := func(pl, house string, lines ...string) []string {
		return append([]string{
			"Key phase - " + pl,
			pl + " does not forge a key.  They have 0 amber.  The current cost is 6 amber",
			"House phase - " + pl,
			pl + " chooses " + house + " as their active house this turn",
			"Main phase - " + pl,
		}, lines...)
	}
	log := []string{
		"Alice brings Deck One to The Crucible",
		"Bob brings Deck Two to The Crucible",
		"Alice won the flip and is first player",
	}
	log = append(log, turn("Alice", "mars", "Alice plays Skybooster Squadron", "End of turn 1")...)
	log = append(log, turn("Bob", "brobnar", "End of turn 1")...)
	log = append(log, turn("Alice", "mars", "Alice plays Skybooster Squadron", "End of turn 2")...)
	log = append(log, turn("Bob", "brobnar", "End of turn 2")...)
	log = append(log, turn("Alice", "mars", append(third, "End of turn 3")...)...)
	return strings.Join(log, "\n")
}

// TestInPlayCount: at every entry of every shared log, a player's cards
// in play of a title (engine.Game.InPlayCount, which fix, copiesInPlay
// and opponentHas count with) are as many as InPlay lists, and where fix
// looks no further (no copy, or one and the line names no other),
// readyCopy over InPlay's list corrects nothing either.
func TestInPlayCount(t *testing.T) {
	counted, shortcut := 0, 0
	eachLogAnswered(t, func(file string, m *record.Match, ix engine.CardDB, decks [2]*engine.Deck, _ *replay.Replay) {
		g, err := newGame(m, ix, decks)
		if err != nil {
			t.Fatal(err)
		}
		for i, e := range m.Entries {
			for pl := range int8(2) {
				want := map[string]int{}
				list := g.InPlay(pl, nil)
				for _, c := range list {
					want[c.Ref.ID]++
				}
				for id, n := range want {
					if got := g.InPlayCount(pl, id); got != n {
						t.Fatalf("%s: before entry %d, player %d has %d of %s in play, InPlayCount says %d", file, i, pl, n, id, got)
					}
					counted++
				}
				a := e.Action
				if pl != g.Active() || a.Card.IsZero() {
					continue
				}
				if n := g.InPlayCount(pl, a.Card.ID); n == 0 || n == 1 && a.Card.Copy <= 1 {
					if ref, ok := readyCopy(list, a.Card); ok {
						t.Fatalf("%s: entry %d: readyCopy corrects %v to %v", file, i, a.Card, ref)
					}
					shortcut++
				}
			}
			g.Apply(e.Action)
		}
	})
	if counted == 0 || shortcut == 0 {
		t.Errorf("%d counts, %d shortcuts compared: the test compares too little", counted, shortcut)
	}
}

// TestBonusFirstFromKeptGames: bonusFirst moves the same bonus icons with
// the games readCopies kept as without them (a run of its own), for
// every shared log read as Import reads it.
func TestBonusFirstFromKeptGames(t *testing.T) {
	asked, moved := 0, 0
	eachLogParsed(t, func(file string, res *tco.Result, ix engine.CardDB, decks [2]*engine.Deck) {
		m := res.Match
		if _, err := orderTurnEnds(m, &res.Notes, ix, decks); err != nil {
			t.Fatal(err)
		}
		copies := copyReader{m: m}
		if !readCopies(m, ix, decks, &copies) {
			t.Fatalf("%s: no game", file)
		}
		asked += len(copies.kept)
		moves := func(kept map[int]*engine.Game) ([]record.Entry, tco.Notes) {
			mm, notes := *m, res.Notes.Clone()
			fresh := func() *engine.Game {
				g, err := newGame(m, ix, decks)
				if err != nil {
					t.Fatal(err)
				}
				return g
			}
			var scratch engine.Game
			bonusFirst(&mm, &notes, fresh, &scratch, kept)
			return mm.Entries, notes
		}
		got, gotNotes := moves(copies.kept)
		want, wantNotes := moves(nil)
		if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(gotNotes, wantNotes) {
			t.Errorf("%s: bonusFirst moves other entries with the games kept", file)
		}
		if len(want) > 0 && &want[0] != &m.Entries[0] {
			moved++
		}
	})
	t.Logf("%d games kept, %d logs with bonus icons moved", asked, moved)
	if asked == 0 || moved == 0 {
		t.Error("no game kept or no icon moved: the test compares too little")
	}
}
