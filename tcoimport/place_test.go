package tcoimport

import (
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// placeLog is Alice's first turn, the second of the game (no first-turn
// limit on plays): she plays plays (Saurian creatures),
// then reaps with Thero Centurion and Questor Jarta, played this turn
// and so exhausted unless an ability readied them.
func placeLog(plays ...string) string {
	lines := []string{
		"Alice brings Deck One to The Crucible",
		"Bob brings Deck Two to The Crucible",
		"Bob won the flip and is first player",
		"Key phase - Bob",
		"Bob does not forge a key.  They have 0 amber.  The current cost is 6 amber",
		"House phase - Bob",
		"Bob chooses shadows as their active house this turn",
		"End of turn 1",
		"Turn 1 - Alice",
		"Key phase - Alice",
		"Alice does not forge a key.  They have 0 amber.  The current cost is 6 amber",
		"House phase - Alice",
		"Alice chooses saurian as their active house this turn",
		"Main phase - Alice",
	}
	for _, p := range plays {
		lines = append(lines, "Alice plays "+p)
	}
	return strings.Join(append(lines, "Alice uses Thero Centurion to reap with Thero Centurion",
		"Alice uses Questor Jarta to reap with Questor Jarta", "End of turn 1"), "\n")
}

// TestPlace: TCO never logs where a creature enters play. Orator Hissaro
// ("Deploy. Play: Ready and exalt each of Orator Hissaro's neighbors")
// readied Thero Centurion and Questor Jarta, which reap next: the import
// deploys Hissaro between them, the one place where the log is legal
// (on a flank it has one neighbor), and says so on the play. Without
// Hissaro, no place makes the reaps legal: the violations stay and
// nothing is placed.
func TestPlace(t *testing.T) {
	dir := sharedDir(t)
	for _, tc := range []struct {
		name       string
		plays      []string
		violations int
		placed     int
	}{
		{"deployed between", []string{"Thero Centurion", "Questor Jarta", "Orator Hissaro"}, 0, 1},
		{"nothing readies them", []string{"Thero Centurion", "Questor Jarta"}, 2, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, ix := storeWithPacks(t, dir)
			rep, err := New(st, ix).Import("place.txt", []byte(placeLog(tc.plays...)))
			if err != nil {
				t.Fatal(err)
			}
			if rep.Violations != tc.violations || rep.Placed != tc.placed {
				t.Errorf("%d violations, %d placed; want %d, %d", rep.Violations, rep.Placed, tc.violations, tc.placed)
			}
			m, err := st.Match(rep.Match)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, e := range m.Entries {
				if e.Comment != CommentPlaced {
					continue
				}
				n++
				if a := e.Action; a.Card.ID != "orator-hissaro" || a.Flank != engine.FlankAt || a.Pos != 1 {
					t.Errorf("placed %s flank %d at %d, want Orator Hissaro at 1", a.Card.ID, a.Flank, a.Pos)
				}
			}
			if n != tc.placed {
				t.Errorf("%d placed entries stored, want %d", n, tc.placed)
			}
		})
	}
}

// TestPlaceByKeyCost: Titan Mechanic ("While Titan Mechanic is on a flank,
// each key costs –1A") played between two creatures is off the flank for
// kfr, but Bob's key phase says a key costs 5: the import places a
// creature so that Titan Mechanic stands on a flank, and the key cost
// item agrees.
func TestPlaceByKeyCost(t *testing.T) {
	dir := sharedDir(t)
	log := strings.Join([]string{
		"Bob brings Deck One to The Crucible",
		"Alice brings Deck Two to The Crucible",
		"Bob won the flip and is first player",
		"Key phase - Bob",
		"Bob does not forge a key.  They have 0 amber.  The current cost is 6 amber",
		"House phase - Bob",
		"Bob chooses shadows as their active house this turn",
		"End of turn 1",
		"Turn 1 - Alice",
		"Key phase - Alice",
		"Alice does not forge a key.  They have 0 amber.  The current cost is 6 amber",
		"House phase - Alice",
		"Alice chooses logos as their active house this turn",
		"Main phase - Alice",
		"Alice plays Dextre",
		"Alice plays Titan Mechanic",
		"Alice plays Timetraveller",
		"End of turn 1",
		"Turn 2 - Bob",
		"Key phase - Bob",
		"Bob does not forge a key.  They have 0 amber.  The current cost is 5 amber",
	}, "\n")
	st, ix := storeWithPacks(t, dir)
	rep, err := New(st, ix).Import("keycost.txt", []byte(log))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Placed != 1 || rep.Agreeing != rep.Checkpoints || rep.Violations != 0 {
		t.Errorf("%d placed, %d of %d checkpoint items agree, %d violations; want 1 placed, all agreeing, none",
			rep.Placed, rep.Agreeing, rep.Checkpoints, rep.Violations)
	}
}

// TestPlacesOfControl: TCO never logs the flank of a creature whose
// control a player takes (the player chooses it: Rulebook, Control); the
// import tries the left flank for it, as for a creature played, and
// leaves the declared effect it changes as it was.
func TestPlacesOfControl(t *testing.T) {
	dir := sharedDir(t)
	_, ix := storeWithPacks(t, dir)
	take := engine.Action{Verb: engine.VerbEffect, Effect: &engine.Effect{Kind: engine.EffControl, Card: engine.CardRef{ID: "xanthyx-harvester"}}}
	if !placeable(take, ix) {
		t.Fatal("a control change of a creature is not placeable")
	}
	alts := placesOf(take, ix)
	if len(alts) != 1 || alts[0].Effect.Kind != engine.EffControlLeft || alts[0].Effect.Card.ID != "xanthyx-harvester" {
		t.Errorf("places of a control change: %+v", alts)
	}
	if take.Effect.Kind != engine.EffControl {
		t.Error("placesOf changed the log's effect")
	}
	gain := engine.Action{Verb: engine.VerbEffect, Effect: &engine.Effect{Kind: engine.EffGain, N: 1}}
	if placeable(gain, ix) {
		t.Error("a gain is placeable")
	}
}
