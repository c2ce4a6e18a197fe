package reports

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/kfr-dev/kfr/analysis"
)

// WriteJSON writes v (any analysis result: MatchStats, DeckStats,
// Matchups, ChainsRecommendation, or a slice of them) as indented JSON.
// Field names are the snake_case tags of the analysis types: stable.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// WriteMatchText writes a match's statistics as a terminal table.
func WriteMatchText(w io.Writer, s analysis.MatchStats) error {
	fmt.Fprintf(w, "%s (%s) vs %s (%s)\n%s\n\n", clean(s.Players[0].Player), clean(s.Players[0].Deck),
		clean(s.Players[1].Player), clean(s.Players[1].Deck), clean(matchSubtitle(&s)))
	return writeMetrics(w, matchMetrics(&s))
}

// WriteDeckText writes a deck's statistics.
func WriteDeckText(w io.Writer, d analysis.DeckStats) error {
	fmt.Fprintf(w, "Deck: %s\n", clean(d.Deck))
	m := deckMetrics(&d)
	m.Heads = []string{""} // the deck's name is the line above
	houses := make([]string, len(d.Houses))
	for i, h := range d.Houses {
		houses[i] = fmt.Sprintf("%s %d", HouseName(h.Name), h.Count)
	}
	m.add("houses chosen", strings.Join(houses, ", "))
	if err := writeMetrics(w, m); err != nil {
		return err
	}
	fmt.Fprintln(w, "\nAgainst")
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "opponent\tgames\twins\tlosses\twin rate")
	for _, o := range d.Opponents {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%s\n", clean(o.Opponent), o.Games, o.Wins, o.Losses, shortRate(o.Record))
	}
	return tw.Flush()
}

// WriteMatchupsText writes the matchup matrix: each row deck's wins–losses
// against each column deck (columns numbered, decks listed below).
func WriteMatchupsText(w io.Writer, m analysis.Matchups) error {
	f := m.FirstPlayer
	fmt.Fprintf(w, "%d decks, %d decided games, %d unfinished; first player won %d of %d (%s)\n\n",
		len(m.Decks), m.Games, m.Unfinished, f.Wins, f.Games, rateText(f.WinRate))
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprint(tw, "\t")
	for j := range m.Decks {
		fmt.Fprintf(tw, "%d\t", j+1)
	}
	fmt.Fprintln(tw)
	for i := range m.Decks {
		fmt.Fprintf(tw, "%d\t", i+1)
		for j := range m.Decks {
			if r := m.Cells[i][j]; r.Games > 0 {
				fmt.Fprintf(tw, "%d–%d\t", r.Wins, r.Losses)
			} else {
				fmt.Fprint(tw, "·\t")
			}
		}
		fmt.Fprintln(tw)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w)
	for i, d := range m.Decks {
		fmt.Fprintf(w, "%3d  %s\n", i+1, clean(d))
	}
	return nil
}

// WriteChainsText writes a chain recommendation and its history.
func WriteChainsText(w io.Writer, r analysis.ChainsRecommendation) error {
	fmt.Fprintf(w, "%s vs %s: %s\n", clean(r.DeckA), clean(r.DeckB), clean(r.Why))
	if len(r.Steps) == 0 {
		return nil
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "match\tdate\twinner\tchains\tbefore\tafter\tstreak\twhy")
	for _, s := range r.Steps {
		played := fmt.Sprintf("%d–%d", s.Played[0], s.Played[1])
		if s.Bid {
			played += " bid"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%d\t%d\t%+d\t%s\n", clean(s.Match), clean(s.Date), clean(s.Winner), played,
			s.Before, s.After, s.Streak, clean(s.Why))
	}
	return tw.Flush()
}

func writeMetrics(w io.Writer, m metrics) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	if len(m.Heads) > 1 || m.Heads[0] != "" {
		fmt.Fprintf(tw, "\t%s\n", strings.Join(cleanAll(m.Heads), "\t"))
	}
	for _, r := range m.Rows {
		fmt.Fprintf(tw, "%s\t%s\n", r.Name, strings.Join(cleanAll(r.Values), "\t"))
	}
	return tw.Flush()
}

// clean keeps a user string from breaking a terminal table: control
// characters (tabs, newlines, escape sequences) become spaces.
func clean(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) {
			return ' '
		}
		return r
	}, s)
}

func cleanAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = clean(s)
	}
	return out
}
