package stats_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/analysis"
	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record/store"
)

const (
	red  = fixtures.RedHollowWarband
	blue = fixtures.KeepersOfTheQuietLibrary
)

// game is a three-turn match of Alice (Red Hollow Warband) against Bob
// (Keepers of the Quiet Library), Alice first, that loser concedes at the
// end ("" leaves it unfinished).
func game(date, loser string, chains [2]int, bid bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "[Date %q]\n[Player1 \"Alice\"]\n[Deck1 %q]\n[Player2 \"Bob\"]\n[Deck2 %q]\n[First \"Alice\"]\n",
		date, red, blue)
	fmt.Fprintf(&b, "[Chains1 \"%d\"]\n[Chains2 \"%d\"]\n", chains[0], chains[1])
	if bid {
		b.WriteString("[ChainBid \"yes\"]\n")
	}
	b.WriteString(`
1. Alice
house brobnar
play Troll
end
2. Bob
house untamed
play "Dust Pixie"
end
3. Alice
house brobnar
reap Troll
`)
	if loser != "" {
		b.WriteString("concede " + loser + "\n")
	}
	return b.String()
}

func decodeJSON[T any](t *testing.T, out string) T {
	t.Helper()
	var v T
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("%v in %s", err, out)
	}
	return v
}

func TestStatsMatch(t *testing.T) {
	db := kfrtest.ImportedFixtureDB(t, nil)
	ids := kfrtest.AddMatches(t, db, game("2026-01-01", "Bob", [2]int{}, false))
	for _, arg := range []string{ids[0], ""} {
		t.Run("id="+arg, func(t *testing.T) {
			if arg == "" {
				st, _ := store.Open(db)
				st.SetCurrentMatch(ids[0])
				st.Close()
			}
			args := []string{"stats", "match", "--json"}
			if arg != "" {
				args = append(args, arg)
			}
			s := decodeJSON[analysis.MatchStats](t, kfrtest.MustRun(t, db, args...))
			// By hand: Troll has one Æmber bonus icon; Dust Pixie's
			// printed bonus is 2; Alice reaps once on her turn 2; Bob
			// concedes. Turns count as players count them: Alice took 2.
			a, b := s.Players[0], s.Players[1]
			if s.ID != ids[0] || s.Turns != 2 || s.Winner != 0 || s.Reason != "concede" || s.First != 0 {
				t.Errorf("id %s turns %d winner %d (%s) first %d", s.ID, s.Turns, s.Winner, s.Reason, s.First)
			}
			if a.Player != "Alice" || a.Deck != red || b.Deck != blue {
				t.Errorf("players %s/%s decks %s/%s", a.Player, b.Player, a.Deck, b.Deck)
			}
			if a.Gained.BonusIcon != 1 || a.Gained.Reap != 1 || a.Gained.Total() != 2 || a.Reaps != 1 {
				t.Errorf("Alice gained %+v, reaps %d", a.Gained, a.Reaps)
			}
			if b.Gained.AemberBonus != 2 || b.Gained.Total() != 2 || b.Reaps != 0 {
				t.Errorf("Bob gained %+v, reaps %d", b.Gained, b.Reaps)
			}
			if a.Played.Total != 1 || b.Played.Total != 1 || a.Turns != 2 || b.Turns != 1 {
				t.Errorf("played %d/%d turns %d/%d", a.Played.Total, b.Played.Total, a.Turns, b.Turns)
			}
			if fmt.Sprint(a.Houses) != "[brobnar brobnar]" || fmt.Sprint(b.Houses) != "[untamed]" {
				t.Errorf("houses %v %v", a.Houses, b.Houses)
			}
		})
	}
	t.Run("text", func(t *testing.T) {
		out := kfrtest.MustRun(t, db, "stats", "match", ids[0])
		for _, want := range []string{"Alice (" + red + ") vs Bob (" + blue + ")", "Alice won (concede)", "reaps"} {
			if !strings.Contains(out, want) {
				t.Errorf("no %q in\n%s", want, out)
			}
		}
	})
	t.Run("unknown id", func(t *testing.T) {
		_, errOut, code := kfrtest.Run(t, db, "", "stats", "match", "99")
		if code == 0 || !strings.Contains(errOut, "no match 99") || !strings.Contains(errOut, "kfr match list") {
			t.Errorf("exit %d: %s", code, errOut)
		}
	})
}

func TestStatsDeckMatchupsChains(t *testing.T) {
	db := kfrtest.ImportedFixtureDB(t, nil)
	// Red wins four, then loses one; a bid game and an unfinished one.
	kfrtest.AddMatches(t, db,
		game("2026-01-01", "Bob", [2]int{}, false),
		game("2026-01-02", "Bob", [2]int{4, 0}, false),
		game("2026-01-03", "Bob", [2]int{4, 0}, false),
		game("2026-01-04", "Bob", [2]int{4, 0}, false),
		game("2026-01-05", "Alice", [2]int{5, 0}, false),
		game("2026-01-06", "Alice", [2]int{2, 0}, true),
		game("2026-01-07", "", [2]int{5, 0}, false),
	)
	t.Run("deck", func(t *testing.T) {
		for _, q := range [][]string{{red}, strings.Fields(red)} {
			d := decodeJSON[analysis.DeckStats](t, kfrtest.MustRun(t, db, append([]string{"stats", "deck", "--json"}, q...)...))
			if d.Deck != red || d.Games != 6 || d.Wins != 4 || d.Losses != 2 || d.Unfinished != 1 {
				t.Errorf("%s: %d games %d–%d, %d unfinished", d.Deck, d.Games, d.Wins, d.Losses, d.Unfinished)
			}
			if d.AsFirst.Games != 6 || d.AsSecond.Games != 0 || d.LongestWin != 4 || d.Current != (analysis.Streak{Kind: "loss", Length: 2}) {
				t.Errorf("as first %+v, longest win %d, current %+v", d.AsFirst, d.LongestWin, d.Current)
			}
			if d.AvgTurnsToWin != 2 || len(d.Opponents) != 1 || d.Opponents[0].Opponent != blue {
				t.Errorf("avg turns %v, opponents %+v", d.AvgTurnsToWin, d.Opponents)
			}
		}
		out := kfrtest.MustRun(t, db, "stats", "deck", blue)
		if !strings.Contains(out, "Deck: "+blue) || !strings.Contains(out, red) {
			t.Errorf("text:\n%s", out)
		}
	})
	t.Run("unknown deck", func(t *testing.T) {
		_, errOut, code := kfrtest.Run(t, db, "", "stats", "deck", "Nonesuch")
		if code == 0 || !strings.Contains(errOut, "Nonesuch") || !strings.Contains(errOut, "kfr deck list") {
			t.Errorf("exit %d: %s", code, errOut)
		}
	})
	t.Run("matchups", func(t *testing.T) {
		m := decodeJSON[analysis.Matchups](t, kfrtest.MustRun(t, db, "stats", "matchups", "--json"))
		if len(m.Decks) != 2 || m.Decks[0] != blue || m.Cells[1][0].Wins != 4 || m.Cells[0][1].Wins != 2 ||
			m.Games != 6 || m.Unfinished != 1 || m.FirstPlayer.Wins != 4 {
			t.Errorf("%+v", m)
		}
		out := kfrtest.MustRun(t, db, "stats", "matchups")
		if !strings.Contains(out, "first player won 4 of 6") {
			t.Errorf("text:\n%s", out)
		}
	})
	t.Run("chains", func(t *testing.T) {
		// Game 1 (no chains): Red won and starts at 4; games 2–4 are
		// three more wins: 5; game 5 a loss (streak -1); game 6 a bid
		// and game 7 unfinished move nothing.
		r := decodeJSON[analysis.ChainsRecommendation](t, kfrtest.MustRun(t, db, "chains", red, blue, "--json"))
		if r.Chained != red || r.Chains != 5 || r.Streak != -1 || r.Games != 5 || r.Bids != 1 || len(r.Steps) != 7 {
			t.Errorf("%+v", r)
		}
		if r.Steps[3].After != 5 || r.Steps[2].After != 4 || !r.Steps[5].Bid || r.Steps[5].Counted {
			t.Errorf("steps %+v", r.Steps)
		}
		out := kfrtest.MustRun(t, db, "chains", blue, red)
		if !strings.Contains(out, red+" plays with 5 chains against "+blue) {
			t.Errorf("text:\n%s", out)
		}
		_, errOut, code := kfrtest.Run(t, db, "", "chains", "Red", "Hollow", "Warband")
		if code == 0 || !strings.Contains(errOut, "quote names") {
			t.Errorf("three words: exit %d: %s", code, errOut)
		}
	})
}

// TestSummaryCache checks that summaries are cached and that a changed
// match is replayed again.
func TestSummaryCache(t *testing.T) {
	db := kfrtest.ImportedFixtureDB(t, nil)
	ids := kfrtest.AddMatches(t, db, game("2026-01-01", "Bob", [2]int{}, false), game("2026-01-02", "", [2]int{}, false))
	d := decodeJSON[analysis.DeckStats](t, kfrtest.MustRun(t, db, "stats", "deck", red, "--json"))
	if d.Wins != 1 || d.Unfinished != 1 {
		t.Fatalf("before: %+v", d.Record)
	}
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	var rows int
	st.DB().QueryRow("SELECT count(*) FROM match_stats").Scan(&rows)
	if rows != 2 {
		t.Errorf("%d cached rows, want 2", rows)
	}
	// A cached row that says something else is believed while valid…
	if _, err := st.DB().Exec(`UPDATE match_stats SET data = CAST(replace(data, '"winner":0', '"winner":1') AS BLOB)
		WHERE match_id = ?`, ids[0]); err != nil {
		t.Fatal(err)
	}
	st.Close()
	d = decodeJSON[analysis.DeckStats](t, kfrtest.MustRun(t, db, "stats", "deck", red, "--json"))
	if d.Wins != 0 || d.Losses != 1 {
		t.Errorf("the cache was not read: %+v", d.Record)
	}
	// …and a change to the match (the unfinished one conceded; the
	// doctored one's header rewritten) makes both be replayed again.
	kfrtest.MustRun(t, db, "log", "--match", ids[1], "concede Bob")
	st, _ = store.Open(db)
	info, _ := st.MatchInfo(ids[0])
	if err := st.SetHeader(ids[0], info.Header, info.DeckIDs); err != nil {
		t.Fatal(err)
	}
	st.Close()
	d = decodeJSON[analysis.DeckStats](t, kfrtest.MustRun(t, db, "stats", "deck", red, "--json"))
	if d.Wins != 2 || d.Losses != 0 || d.Unfinished != 0 {
		t.Errorf("after the changes: %+v, %d unfinished", d.Record, d.Unfinished)
	}
}

func TestCompletion(t *testing.T) {
	db := kfrtest.ImportedFixtureDB(t, nil)
	kfrtest.AddMatches(t, db, game("2026-01-01", "Bob", [2]int{}, false))
	tests := []struct {
		args []string
		want []string
		not  string
	}{
		{[]string{"stats", "deck", "Red"}, []string{red}, blue},
		{[]string{"stats", "match", ""}, []string{"1\tAlice vs Bob 2026-01-01"}, ""},
		{[]string{"chains", ""}, []string{red, blue}, ""},
		{[]string{"chains", red, ""}, []string{blue}, red},
		{[]string{"report", "deck", "K"}, []string{blue}, red},
		{[]string{"report", "match", ""}, []string{"1\tAlice vs Bob"}, ""},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			out := kfrtest.MustRun(t, db, append([]string{"__complete"}, tt.args...)...)
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("no %q offered:\n%s", w, out)
				}
			}
			if tt.not != "" && strings.Contains(out, tt.not) {
				t.Errorf("%q offered:\n%s", tt.not, out)
			}
		})
	}
}
