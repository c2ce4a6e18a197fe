package analysis

import (
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// series builds games of A (seat 0) against B from a string: W is a win for
// A, L a loss, U undecided, and a lower-case w or l is that result played at
// bid chains.
func series(results string) []MatchSummary {
	var ms []MatchSummary
	for i, r := range results {
		m := game(string(rune('a'+i)), "A", "B", 0, 0, 5)
		switch r {
		case 'L', 'l':
			m.Winner = 1
		case 'U':
			m.Winner = engine.NoPlayer
		}
		m.ChainBid = r == 'w' || r == 'l'
		if m.ChainBid {
			m.Chains = [2]int{7, 0}
		}
		ms = append(ms, m)
	}
	return ms
}

func TestRecommend(t *testing.T) {
	tests := []struct {
		name    string
		results string
		chained string
		chains  int
		streak  int
		afters  []int // chains after each game
	}{
		{"no games", "", "", 0, 0, nil},
		{"first game sets the winner at 4", "W", "A", 4, 0, []int{4}},
		{"first game won by the other deck", "L", "B", 4, 0, []int{4}},
		{"two wins in a row change nothing", "WWW", "A", 4, 2, []int{4, 4, 4}},
		{"three wins in a row: up one", "WWWW", "A", 5, 0, []int{4, 4, 4, 5}},
		{"three losses in a row: down one", "WLLL", "A", 3, 0, []int{4, 4, 4, 3}},
		{"a win breaks a losing streak", "WLLWLL", "A", 4, -2, []int{4, 4, 4, 4, 4, 4}},
		{"streak resets after an adjustment", "WWWWWWW", "A", 6, 0, []int{4, 4, 4, 5, 5, 5, 6}},
		{"never below 0", "W" + strings.Repeat("L", 15), "A", 0, 0,
			[]int{4, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1, 0, 0, 0, 0}},
		{"back up from 0", "W" + strings.Repeat("L", 12) + "WWW", "A", 1, 0,
			[]int{4, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1, 0, 0, 0, 1}},
		{"bids neither count nor break a streak", "WWwlWlW", "A", 5, 0, []int{4, 4, 4, 4, 4, 4, 5}},
		{"a bid first game does not pick the stronger deck", "lW", "A", 4, 0, []int{0, 4}},
		{"undecided games do not count", "WWUW", "A", 4, 2, []int{4, 4, 4, 4}},
		{"chained B: its wins are A's losses", "LLLL", "B", 5, 0, []int{4, 4, 4, 5}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := Recommend("A", "B", series(tc.results))
			if r.Chained != tc.chained || r.Chains != tc.chains || r.Streak != tc.streak {
				t.Errorf("got %s at %d streak %d, want %s at %d streak %d (%s)",
					r.Chained, r.Chains, r.Streak, tc.chained, tc.chains, tc.streak, r.Why)
			}
			if len(r.Steps) != len(tc.afters) {
				t.Fatalf("history has %d steps, want %d", len(r.Steps), len(tc.afters))
			}
			for i, s := range r.Steps {
				if s.After != tc.afters[i] {
					t.Errorf("step %d (%s): chains after %d, want %d", i, s.Why, s.After, tc.afters[i])
				}
				if i > 0 && s.Before != r.Steps[i-1].After {
					t.Errorf("step %d: before %d but the previous step ended at %d", i, s.Before, r.Steps[i-1].After)
				}
				if s.Why == "" {
					t.Errorf("step %d has no reason", i)
				}
			}
		})
	}
}

func TestRecommendRecordsBids(t *testing.T) {
	r := Recommend("A", "B", series("Ww"))
	if r.Bids != 1 || r.Games != 1 {
		t.Errorf("bids %d games %d, want 1 and 1", r.Bids, r.Games)
	}
	s := r.Steps[1]
	if !s.Bid || s.Counted || s.Played != [2]int{7, 0} || !strings.Contains(s.Why, "bid") {
		t.Errorf("bid step: %+v", s)
	}
}

func TestRecommendAdoptsChainsOfFirstGame(t *testing.T) {
	ms := series("LLW")
	for i := range ms {
		ms[i].Chains = [2]int{0, 2} // B carried 2 chains, not by bidding
	}
	r := Recommend("A", "B", ms)
	// B is chained at 2; B won g0 and g1, lost g2: streak -1 for B.
	if r.Chained != "B" || r.Chains != 2 || r.Streak != -1 {
		t.Errorf("got %s at %d streak %d (%s)", r.Chained, r.Chains, r.Streak, r.Why)
	}
	if r.Steps[0].Before != 2 || r.Steps[0].Streak != 1 || !strings.Contains(r.Steps[0].Why, "judgement") {
		t.Errorf("first step: %+v", r.Steps[0])
	}
}

func TestRecommendIgnoresOtherPairingsAndOrder(t *testing.T) {
	ms := series("WWWW")
	ms = append(ms[:2:2], append([]MatchSummary{game("x", "A", "C", 1, 0, 5), game("y", "C", "B", 0, 0, 5)}, ms[2:]...)...)
	// Swapping the seats of a game must not matter.
	ms[0].Decks, ms[0].Winner = [2]string{"B", "A"}, 1
	r := Recommend("B", "A", ms)
	if r.Chained != "A" || r.Chains != 5 || len(r.Steps) != 4 || r.ChainsFor("A") != 5 || r.ChainsFor("B") != 0 {
		t.Errorf("got %s at %d with %d steps", r.Chained, r.Chains, len(r.Steps))
	}
	if r.DeckA != "B" || r.Steps[3].Played != [2]int{0, 0} {
		t.Errorf("deck order: %+v", r)
	}
}

func TestRecommendWhy(t *testing.T) {
	if r := Recommend("A", "B", nil); !strings.Contains(r.Why, "no chains") {
		t.Errorf("empty history: %q", r.Why)
	}
	if r := Recommend("A", "B", series("WWWW")); !strings.Contains(r.Why, "A plays with 5 chains against B") {
		t.Errorf("why: %q", r.Why)
	}
}
