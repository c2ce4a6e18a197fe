package analysis

import (
	"reflect"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// game is a decided match summary: deck a (seat 0) against deck b (seat 1).
func game(id, a, b string, winner, first int8, turns int) MatchSummary {
	return MatchSummary{ID: id, Date: "2026-01-01", Decks: [2]string{a, b}, Players: [2]string{"p0", "p1"},
		Winner: winner, First: first, Turns: turns}
}

// league: A plays B and C. Results from A's point of view, in order:
// g1 W vs B (A first, 10 turns), g2 W vs C (second, 12), g3 L vs B (first),
// g4 unfinished vs C, g5 L vs C (first unknown), g6 L vs B (second),
// g7 W vs B (first, 8 turns), g8 mirror A vs A (ignored).
func league() []MatchSummary {
	ms := []MatchSummary{
		game("g1", "A", "B", 0, 0, 10),
		game("g2", "C", "A", 1, 0, 12),
		game("g3", "A", "B", 1, 0, 9),
		game("g4", "A", "C", engine.NoPlayer, 0, 4),
		game("g5", "A", "C", 1, engine.NoPlayer, 11),
		game("g6", "B", "A", 0, 0, 7),
		game("g7", "B", "A", 1, 1, 8),
		game("g8", "A", "A", 0, 0, 6),
	}
	ms[0].Houses = [2][]engine.House{{"dis", "logos", "dis"}, {"mars"}}
	ms[1].Houses = [2][]engine.House{{"untamed"}, {"logos"}}
	return ms
}

func TestDeckRecord(t *testing.T) {
	s := Deck("A", league())
	checks := []struct {
		name      string
		got, want any
	}{
		{"record", s.Record, Record{Games: 6, Wins: 3, Losses: 3, WinRate: 0.5}},
		{"unfinished", s.Unfinished, 1},
		// First: g1 W, g3 L, g7 W. Second: g2 W, g6 L. g5 unknown.
		{"as first", s.AsFirst, Record{Games: 3, Wins: 2, Losses: 1, WinRate: 2.0 / 3}},
		{"as second", s.AsSecond, Record{Games: 2, Wins: 1, Losses: 1, WinRate: 0.5}},
		{"opponents", s.Opponents, []OpponentRecord{
			{"B", Record{Games: 4, Wins: 2, Losses: 2, WinRate: 0.5}},
			{"C", Record{Games: 2, Wins: 1, Losses: 1, WinRate: 0.5}},
		}},
		// W W L L L W: current win 1, longest win 2, longest loss 3.
		{"current", s.Current, Streak{Kind: "win", Length: 1}},
		{"longest win", s.LongestWin, 2},
		{"longest loss", s.LongestLoss, 3},
		{"houses", s.Houses, []NameCount{{"dis", 2}, {"logos", 2}}},
		{"avg turns to win", s.AvgTurnsToWin, (10.0 + 12 + 8) / 3},
	}
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			if !reflect.DeepEqual(c.got, c.want) {
				t.Errorf("got %+v, want %+v", c.got, c.want)
			}
		})
	}
}

func TestDeckTimeline(t *testing.T) {
	s := Deck("A", league())
	wantRates := []float64{1, 1, 2.0 / 3, 0.5, 0.4, 0.5}
	wantIDs := []string{"g1", "g2", "g3", "g5", "g6", "g7"}
	if len(s.Timeline) != len(wantRates) {
		t.Fatalf("timeline has %d points, want %d", len(s.Timeline), len(wantRates))
	}
	for i, p := range s.Timeline {
		if p.Match != wantIDs[i] || p.WinRate != wantRates[i] || p.Games != i+1 {
			t.Errorf("point %d: got %+v, want match %s rate %v games %d", i, p, wantIDs[i], wantRates[i], i+1)
		}
	}
	if s.Timeline[1].Opponent != "C" || !s.Timeline[1].Won {
		t.Errorf("point 1: %+v", s.Timeline[1])
	}
}

func TestStreaks(t *testing.T) {
	tests := []struct {
		results     string // W or L for deck A, in order
		current     Streak
		longestWin  int
		longestLoss int
	}{
		{"", Streak{}, 0, 0},
		{"W", Streak{"win", 1}, 1, 0},
		{"LLL", Streak{"loss", 3}, 0, 3},
		{"WWWLWW", Streak{"win", 2}, 3, 1},
		{"LWLLWWWWL", Streak{"loss", 1}, 4, 2},
	}
	for _, tc := range tests {
		t.Run(tc.results, func(t *testing.T) {
			var ms []MatchSummary
			for i, r := range tc.results {
				w := int8(1)
				if r == 'W' {
					w = 0
				}
				ms = append(ms, game(string(rune('a'+i)), "A", "B", w, 0, 5))
			}
			s := Deck("A", ms)
			if s.Current != tc.current || s.LongestWin != tc.longestWin || s.LongestLoss != tc.longestLoss {
				t.Errorf("got current %+v longest win %d loss %d", s.Current, s.LongestWin, s.LongestLoss)
			}
			b := Deck("B", ms)
			if b.LongestWin != tc.longestLoss || b.LongestLoss != tc.longestWin {
				t.Errorf("B mirrors A: got longest win %d loss %d", b.LongestWin, b.LongestLoss)
			}
		})
	}
}

func TestAllDecksMatchesDeck(t *testing.T) {
	ms := league()
	all := AllDecks(ms)
	names := []string{}
	for _, s := range all {
		names = append(names, s.Deck)
		if one := Deck(s.Deck, ms); !reflect.DeepEqual(one, s) {
			t.Errorf("AllDecks and Deck differ for %s:\n%+v\n%+v", s.Deck, s, one)
		}
	}
	if !reflect.DeepEqual(names, []string{"A", "B", "C"}) {
		t.Errorf("decks: %v", names)
	}
}

func TestSortMatches(t *testing.T) {
	cases := []struct {
		name string
		in   []MatchSummary
		want []string
	}{
		{"by date, then id", []MatchSummary{{ID: "b", Date: "2026-02-01"}, {ID: "c", Date: "2026-01-01"}, {ID: "a", Date: "2026-02-01"}},
			[]string{"c", "a", "b"}},
		// A store's ids are numbers: match 9 comes before match 10.
		{"numeric ids by value", []MatchSummary{{ID: "10"}, {ID: "9"}, {ID: "100"}, {ID: "2"}}, []string{"2", "9", "10", "100"}},
		{"dates before ids", []MatchSummary{{ID: "2", Date: "2026-02-01"}, {ID: "10", Date: "2026-01-01"}}, []string{"10", "2"}},
		{"ids that are not all numbers as strings", []MatchSummary{{ID: "m10"}, {ID: "9"}, {ID: "m9"}}, []string{"9", "m10", "m9"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			SortMatches(c.in)
			got := make([]string, len(c.in))
			for i, m := range c.in {
				got[i] = m.ID
			}
			if !reflect.DeepEqual(got, c.want) {
				t.Errorf("order %v, want %v", got, c.want)
			}
		})
	}
}

func TestMatrix(t *testing.T) {
	m := Matrix(league())
	if !reflect.DeepEqual(m.Decks, []string{"A", "B", "C"}) {
		t.Fatalf("decks: %v", m.Decks)
	}
	// A vs B: g1 A, g3 B, g6 B, g7 A. A vs C: g2 A, g5 C.
	want := [][]Record{
		{{}, {4, 2, 2, 0.5}, {2, 1, 1, 0.5}},
		{{4, 2, 2, 0.5}, {}, {}},
		{{2, 1, 1, 0.5}, {}, {}},
	}
	if !reflect.DeepEqual(m.Cells, want) {
		t.Errorf("cells:\n%+v\nwant\n%+v", m.Cells, want)
	}
	// First known and decided: g1 (first 0 won), g2 (first 0, winner 1), g3 (0, 1),
	// g6 (0, 0), g7 (1, 1), g8 (0, 0 mirror still counts for the first player).
	if m.FirstPlayer != (FirstPlayer{Games: 6, Wins: 4, WinRate: 4.0 / 6}) {
		t.Errorf("first player: %+v", m.FirstPlayer)
	}
	if m.Games != 6 || m.Unfinished != 1 {
		t.Errorf("games %d unfinished %d", m.Games, m.Unfinished)
	}
}

func TestMatrixAntisymmetric(t *testing.T) {
	m := Matrix(league())
	for i := range m.Decks {
		for j := range m.Decks {
			a, b := m.Cells[i][j], m.Cells[j][i]
			if a.Wins != b.Losses || a.Games != b.Games {
				t.Errorf("%s vs %s: %+v against %+v", m.Decks[i], m.Decks[j], a, b)
			}
		}
	}
}

// What a deck owner asks beyond the record: the record by house chosen,
// Æmber by source and when each key comes.
func TestDeckOwnerQuestions(t *testing.T) {
	ms := league()
	// g1 (A won, seat 0): Æmber and keys on turns 3, 5, 8.
	ms[0].Gained[0] = AemberBySource{Reap: 6, BonusIcon: 2}
	ms[0].KeyTurns[0] = []int{3, 5, 8}
	// g2 (A won, seat 1): two keys on turns 4 and 6.
	ms[1].Gained[1] = AemberBySource{Reap: 4, Steal: 1}
	ms[1].KeyTurns[1] = []int{4, 6}
	s := Deck("A", ms)
	checks := []struct {
		name      string
		got, want any
	}{
		// g1 chose dis twice and logos once: one game each; g2 logos.
		{"by house", s.ByHouse, []HouseRecord{
			{"dis", Record{Games: 1, Wins: 1, WinRate: 1}},
			{"logos", Record{Games: 2, Wins: 2, WinRate: 1}},
		}},
		{"Æmber by source", s.Aember, AemberBySource{Reap: 10, BonusIcon: 2, Steal: 1}},
		// every league game but the mirror has turns
		{"replayed games", s.Replayed, 7},
		{"key turns", s.Keys, []KeyTurn{{1, 2, 3.5}, {2, 2, 5.5}, {3, 1, 8}}},
	}
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			if !reflect.DeepEqual(c.got, c.want) {
				t.Errorf("got %+v, want %+v", c.got, c.want)
			}
		})
	}
}

func TestPlayers(t *testing.T) {
	ms := []MatchSummary{
		{ID: "1", Players: [2]string{"Ann", "Bob"}, Decks: [2]string{"A", "B"}, Winner: 0},
		{ID: "2", Players: [2]string{"Bob", "Ann"}, Decks: [2]string{"B", "C"}, Winner: 0},
		{ID: "3", Players: [2]string{"Ann", "Cy"}, Decks: [2]string{"A", "D"}, Winner: engine.NoPlayer},
		{ID: "4", Players: [2]string{"Ann", "Ann"}, Decks: [2]string{"A", "C"}, Winner: 0}, // ignored
	}
	ps := Players(ms)
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.Player
	}
	ann := ps[0]
	checks := []struct {
		name      string
		got, want any
	}{
		{"players", names, []string{"Ann", "Bob", "Cy"}},
		{"Ann's record", ann.Record, Record{Games: 2, Wins: 1, Losses: 1, WinRate: 0.5}},
		{"Ann's unfinished", ann.Unfinished, 1},
		{"Ann's decks", ann.Decks, []PlayerDeck{
			{"A", Record{Games: 1, Wins: 1, WinRate: 1}}, {"C", Record{Games: 1, Losses: 1}},
		}},
		{"Ann's matches", ann.Matches, []PlayerResult{
			{Match: "1", Deck: "A", Opponent: "Bob", Against: "B", Result: "won"},
			{Match: "2", Deck: "C", Opponent: "Bob", Against: "B", Result: "lost"},
			{Match: "3", Deck: "A", Opponent: "Cy", Against: "D"},
		}},
	}
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			if !reflect.DeepEqual(c.got, c.want) {
				t.Errorf("got %+v, want %+v", c.got, c.want)
			}
		})
	}
}
