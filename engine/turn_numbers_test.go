package engine

import (
	"fmt"
	"strings"
	"testing"
)

// Turns are counted per player, as players and TCO count them ("TURN 2 -
// Alice"): a header "2. Alice" is Alice's 2nd turn. Logs of older kfr
// counted every turn of the game; a log whose headers fit only that
// reading is still read as written.
func TestTurnHeaderNumbering(t *testing.T) {
	hdr := func(n int, pl int8) Action { return Action{Verb: VerbTurn, N: int32(n), Player: pl} }
	end := Action{Verb: VerbEnd}
	extra := Action{Verb: VerbEffect, Effect: &Effect{Kind: EffExtraTurn, Player: NoPlayer}}
	type step struct {
		a     Action
		rules string
		want  string // "Alice 2" after the action: the active player and their turn number
	}
	tests := []struct {
		name  string
		steps []step
	}{
		{"own turns, headers close turns", []step{
			{hdr(1, 0), "", "Alice 1"}, {hdr(1, 1), "", "Bob 1"}, {hdr(2, 0), "", "Alice 2"}, {hdr(2, 1), "", "Bob 2"},
		}},
		{"own turns, headers after end", []step{
			{hdr(1, 0), "", "Alice 1"}, {end, "", "Bob 1"}, {hdr(1, 1), "", "Bob 1"}, {end, "", "Alice 2"}, {hdr(2, 0), "", "Alice 2"},
		}},
		{"own turns, the first header after an end", []step{
			{end, "", "Bob 1"}, {hdr(1, 1), "", "Bob 1"}, {end, "", "Alice 2"}, {hdr(2, 0), "", "Alice 2"},
		}},
		{"own turns, a wrong number is flagged", []step{
			{hdr(1, 0), "", "Alice 1"}, {hdr(1, 1), "", "Bob 1"}, {end, "", "Alice 2"}, {hdr(3, 0), "turn-order", "Alice 2"},
		}},
		{"own turns, the wrong player is flagged", []step{
			{hdr(1, 0), "", "Alice 1"}, {hdr(1, 1), "", "Bob 1"}, {end, "", "Alice 2"}, {hdr(1, 1), "turn-order,turn-order", "Alice 2"},
		}},
		{"own turns, a header names the player's next turn only when it comes next", []step{
			{hdr(1, 0), "", "Alice 1"}, {hdr(1, 1), "", "Bob 1"}, {hdr(2, 0), "", "Alice 2"}, {hdr(2, 1), "", "Bob 2"}, {end, "", "Alice 3"},
			{hdr(4, 0), "turn-order", "Alice 3"},
		}},
		{"own turns, another turn after this one", []step{
			{hdr(1, 0), "", "Alice 1"}, {extra, "", "Alice 1"}, {hdr(2, 0), "", "Alice 2"}, {hdr(1, 1), "", "Bob 1"},
		}},
		{"every turn counted (older logs), headers close turns", []step{
			{hdr(1, 0), "", "Alice 1"}, {hdr(2, 1), "", "Bob 1"}, {hdr(3, 0), "", "Alice 2"}, {hdr(4, 1), "", "Bob 2"},
		}},
		{"every turn counted (older logs), headers after end", []step{
			{end, "", "Bob 1"}, {hdr(2, 1), "", "Bob 1"}, {end, "", "Alice 2"}, {hdr(3, 0), "", "Alice 2"},
			{end, "", "Bob 2"}, {hdr(2, 1), "turn-order", "Bob 2"},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newScen(t, nil, nil)
			for i, st := range tc.steps {
				s.wantRules(s.do(st.a), st.rules)
				v := s.g.View()
				got := fmt.Sprintf("%s %d", v.Players[v.Active].Name, v.PlayerTurn)
				if got != st.want || s.g.PlayerTurn() != v.PlayerTurn {
					t.Fatalf("after step %d (%v %d): %s (PlayerTurn() %d), want %s", i+1, st.a.Verb, st.a.N, got, s.g.PlayerTurn(), st.want)
				}
			}
		})
	}
}

// The message of a wrong header says the turn as players count it.
func TestTurnHeaderMessage(t *testing.T) {
	s := newScen(t, nil, nil)
	s.do(Action{Verb: VerbTurn, N: 1, Player: 0})
	s.do(Action{Verb: VerbTurn, N: 1, Player: 1})
	out := s.do(Action{Verb: VerbTurn, N: 5, Player: 1})
	if len(out.Violations) != 1 || !strings.Contains(out.Violations[0].Message, "this is Bob's turn 1") {
		t.Errorf("violations %v, want one saying \"this is Bob's turn 1\"", out.Violations)
	}
}

// Turn start and end events carry the player's own turn number; Event.Turn
// stays the absolute index the engine counts with.
func TestTurnEventsCountPerPlayer(t *testing.T) {
	s := newScen(t, nil, nil)
	s.end() // Alice 1 ends, Bob 1 begins
	out := s.end()
	var got []string
	for _, ev := range out.Events {
		if ev.Kind == EvTurnStart || ev.Kind == EvTurnEnd {
			got = append(got, fmt.Sprintf("%d:%d/%d", ev.Kind, ev.N, ev.Turn))
		}
	}
	want := []string{fmt.Sprintf("%d:1/2", EvTurnEnd), fmt.Sprintf("%d:2/3", EvTurnStart)}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("events %v, want %v (kind:N/Turn)", got, want)
	}
}
