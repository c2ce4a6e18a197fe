package replay

import (
	"strings"
	"testing"
)

func TestParsePoint(t *testing.T) {
	players := [2]string{"Alice", "Ann Lee"}
	tests := []struct {
		in     string
		want   Point
		errHas string
	}{
		{in: "2.Alice", want: Point{Turn: TurnName{2, 0}}},
		{in: "2.Alice.3", want: Point{Turn: TurnName{2, 0}, Action: 3}},
		{in: "2. Alice", want: Point{Turn: TurnName{2, 0}}},
		{in: " 4 . ann lee . 1 ", want: Point{Turn: TurnName{4, 1}, Action: 1}},
		{in: "1.alice.0", want: Point{Turn: TurnName{1, 0}}},
		{in: "3.Ann", want: Point{Turn: TurnName{3, 1}}},
		{in: "0", want: Point{Turn: TurnName{0, -1}}},
		{in: "2", errHas: `both players have a turn 2: write 2.Alice or 2.Ann Lee`},
		{in: "4.2", errHas: `no player "2"`},
		{in: "2.A", errHas: `"A" could be "Alice" or "Ann Lee"`},
		{in: "2.Carol", errHas: `no player "Carol" (the players are "Alice" and "Ann Lee")`},
		{in: "0.Alice", errHas: "turns count from 1"},
		{in: "x.Alice", errHas: "it should start with a turn number from 1"},
		{in: "-1.Alice", errHas: "it should start with a turn number from 1"},
		{in: "", errHas: "e.g. 2.Alice (Alice's 2nd turn) or 2.Alice.3"},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			got, err := ParsePoint(tc.in, players)
			if tc.errHas != "" {
				if err == nil || !strings.Contains(err.Error(), tc.errHas) {
					t.Fatalf("ParsePoint(%q) = %v, %v; want an error with %q", tc.in, got, err, tc.errHas)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("ParsePoint(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
			}
		})
	}
}

// Every turn of a replay has a name, the names count each player's turns
// from 1, and Find gives the turn back; a turn the match lacks says which
// turns it has.
func TestTurnNames(t *testing.T) {
	for _, m := range []string{"clean", "legacy-turns"} {
		t.Run(m, func(t *testing.T) {
			match := cleanMatch()
			if m == "legacy-turns" {
				match = legacyMatch()
			}
			r := mustRun(t, match)
			var got []string
			for abs := 0; abs <= r.LastTurn(); abs++ {
				got = append(got, r.Label(abs))
				back, err := r.Find(r.Name(abs))
				if err != nil || back != abs {
					t.Errorf("Find(Name(%d)) = %d, %v", abs, back, err)
				}
			}
			want := "setup|1. Alice|1. Bob|2. Alice|2. Bob|3. Alice|3. Bob|4. Alice"
			if strings.Join(got, "|") != want {
				t.Errorf("labels %s, want %s", strings.Join(got, "|"), want)
			}
			_, err := r.Find(TurnName{N: 5, Player: 1})
			if err == nil || !strings.Contains(err.Error(), "Bob has no turn 5 (Alice has turns 1 to 4, Bob 1 to 3)") {
				t.Errorf("Find(5. Bob) error %v", err)
			}
			_, err = r.StateAtPoint(Point{Turn: TurnName{N: 1, Player: 0}, Action: 9})
			if err == nil || !strings.Contains(err.Error(), "1. Alice has 4 actions (the last point in it is 1.Alice.4)") {
				t.Errorf("StateAtPoint(1.Alice.9) error %v", err)
			}
		})
	}
}

func FuzzParsePoint(f *testing.F) {
	for _, s := range []string{"2.Alice", "2.Bob.3", "0", "2", "1. alice . 4", "x", "3..", ".Alice.1"} {
		f.Add(s)
	}
	players := [2]string{"Alice", "Bob"}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePoint(s, players)
		if err != nil {
			return
		}
		if p.Turn.N < 0 || p.Action < 0 || (p.Turn.N > 0 && p.Turn.Player != 0 && p.Turn.Player != 1) {
			t.Fatalf("ParsePoint(%q) = %+v", s, p)
		}
	})
}
