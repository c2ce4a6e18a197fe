package analysis

// FirstPlayer is how the player who went first fared, over decided games
// whose first player is known.
type FirstPlayer struct {
	Games   int     `json:"games"`
	Wins    int     `json:"wins"`
	WinRate float64 `json:"win_rate"`
}

// Matchups is the matchup matrix over all decks: Cells[i][j] is Decks[i]'s
// record against Decks[j] (so Cells[i][j].Wins == Cells[j][i].Losses). The
// diagonal is always empty (mirror matches are ignored, as in Deck).
type Matchups struct {
	Decks       []string    `json:"decks"` // sorted by name
	Cells       [][]Record  `json:"cells"`
	FirstPlayer FirstPlayer `json:"first_player"`
	Games       int         `json:"games"`      // decided games counted
	Unfinished  int         `json:"unfinished"` // matches with no winner
}

// Matrix computes the matchup matrix and the first player's win rate.
func Matrix(ms []MatchSummary) Matchups {
	decks := Decks(ms)
	index := make(map[string]int, len(decks))
	for i, d := range decks {
		index[d] = i
	}
	out := Matchups{Decks: decks, Cells: make([][]Record, len(decks))}
	for i := range out.Cells {
		out.Cells[i] = make([]Record, len(decks))
	}
	for i := range ms {
		m := &ms[i]
		if !m.decided() {
			out.Unfinished++
			continue
		}
		if m.First == 0 || m.First == 1 {
			out.FirstPlayer.Games++
			if m.First == m.Winner {
				out.FirstPlayer.Wins++
			}
		}
		if m.Decks[0] == m.Decks[1] {
			continue
		}
		out.Games++
		a, b := index[m.Decks[0]], index[m.Decks[1]]
		out.Cells[a][b].add(m.Winner == 0)
		out.Cells[b][a].add(m.Winner == 1)
	}
	out.FirstPlayer.WinRate = rate(out.FirstPlayer.Wins, out.FirstPlayer.Games)
	return out
}
