package replay

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// grantedMatch: Alice's Troll gains "Fight: Ready this creature." for her
// second turn, fights Dust Pixie, and the log readies it.
func grantedMatch() *record.Match {
	l := newMatch("granted")
	l.turn(1, 0).house("brobnar").play("troll").end()
	l.turn(1, 1).house("untamed").play("dust-pixie").end()
	l.turn(2, 0).house("brobnar").
		add(`> grant Troll "Fight: Ready this creature." turn`, engine.Action{Verb: engine.VerbEffect,
			Effect: &engine.Effect{Kind: engine.EffGrant, Player: engine.NoPlayer, Card: ref("troll"), Text: "Fight: Ready this creature.", Duration: engine.UntilTurnEnd}}).
		fight("troll", "dust-pixie").effect(engine.EffReady, 0, "troll").end()
	l.turn(2, 1).house("untamed").end()
	return l.m
}

// The board shows a declared granted ability while it lasts (text and
// JSON), the replay says when it resolves, and the ready declared after
// the fight applies with no violation.
func TestDeclaredGrantOnTheBoard(t *testing.T) {
	r := mustRun(t, grantedMatch())
	if len(r.Violations) != 0 {
		t.Fatalf("violations: %+v", r.Violations)
	}
	tests := []struct {
		at        string // the header is action 1
		granted   []string
		exhausted bool
	}{
		{"2.Alice.2", nil, false},
		{"2.Alice.3", []string{"Fight: Ready this creature."}, false},
		{"2.Alice.4", []string{"Fight: Ready this creature."}, true},
		{"2.Alice.5", []string{"Fight: Ready this creature."}, false},
		{"2.Bob", nil, false},
	}
	before, _ := r.StateAtPoint(Point{Turn: TurnName{N: 2, Player: 0}, Action: 2})
	after, _ := r.StateAtPoint(Point{Turn: TurnName{N: 2, Player: 0}, Action: 3})
	want := Change{"Troll", "granted", "none", `"Fight: Ready this creature."`}
	if !slices.Contains(Diff(before, after, testCards), want) {
		t.Errorf("the changes of the grant %v have no %v", Diff(before, after, testCards), want)
	}
	for _, tc := range tests {
		t.Run(tc.at, func(t *testing.T) {
			p, err := ParsePoint(tc.at, r.Match.Header.Players)
			if err != nil {
				t.Fatal(err)
			}
			v, err := r.StateAtPoint(p)
			if err != nil {
				t.Fatal(err)
			}
			var b bytes.Buffer
			if err := WriteBoard(&b, v, testCards); err != nil {
				t.Fatal(err)
			}
			shown := strings.Contains(b.String(), `gains "Fight: Ready this creature."`)
			if shown != (tc.granted != nil) {
				t.Errorf("board shows the grant: %v, want %v\n%s", shown, tc.granted != nil, b.String())
			}
			js, err := json.Marshal(Board(v, testCards))
			if err != nil {
				t.Fatal(err)
			}
			var back JSONBoard
			if err := json.Unmarshal(js, &back); err != nil {
				t.Fatal(err)
			}
			troll := back.Players[0].Battleline[0]
			if !slices.Equal(troll.Granted, tc.granted) {
				t.Errorf("JSON granted %q, want %q", troll.Granted, tc.granted)
			}
			if troll.Exhausted != tc.exhausted {
				t.Errorf("Troll exhausted: %v, want %v", troll.Exhausted, tc.exhausted)
			}
		})
	}
}

// A declared grant's events read as sentences: about the card that gains
// it, or about each creature of a player when no card gives it.
func TestGrantEventText(t *testing.T) {
	tests := []struct {
		e    engine.Event
		want string
	}{
		{engine.Event{Kind: engine.EvStatus, Card: "troll", Other: `gains "Fight: Ready this creature."`}, `Troll: gains "Fight: Ready this creature."`},
		{engine.Event{Kind: engine.EvStatus, Other: `each creature of Alice gains "Reap: Gain 1A."`}, `each creature of Alice gains "Reap: Gain 1A."`},
	}
	for _, tc := range tests {
		if got := EventText(tc.e, [2]string{"Alice", "Bob"}, testCards); got != tc.want {
			t.Errorf("EventText = %q, want %q", got, tc.want)
		}
	}
}
