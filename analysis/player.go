package analysis

import "sort"

// PlayerStats is one player's record across the decks they played.
type PlayerStats struct {
	Player string `json:"player"`
	Record
	Unfinished int            `json:"unfinished"`
	Decks      []PlayerDeck   `json:"decks"`   // sorted by deck
	Matches    []PlayerResult `json:"matches"` // in match order, decided or not
}

// PlayerDeck is a player's record with one deck.
type PlayerDeck struct {
	Deck string `json:"deck"`
	Record
}

// PlayerResult is one match of a player's.
type PlayerResult struct {
	Match    string `json:"match"`
	Date     string `json:"date,omitempty"`
	Deck     string `json:"deck"`
	Opponent string `json:"opponent"` // the other player
	Against  string `json:"against"`  // the other deck
	Result   string `json:"result"`   // "won", "lost" or "" when undecided
}

// Players computes every player's record, sorted by player. A match of a
// player against themself (same name on both sides) is ignored, as a deck
// against itself is.
func Players(ms []MatchSummary) []PlayerStats {
	type builder struct {
		s     PlayerStats
		decks map[string]*Record
	}
	all := map[string]*builder{}
	for i := range ms {
		m := &ms[i]
		if m.Players[0] == m.Players[1] {
			continue
		}
		for side, name := range m.Players {
			b := all[name]
			if b == nil {
				b = &builder{s: PlayerStats{Player: name, Matches: []PlayerResult{}}, decks: map[string]*Record{}}
				all[name] = b
			}
			res := PlayerResult{Match: m.ID, Date: m.Date, Deck: m.Decks[side], Opponent: m.Players[1-side],
				Against: m.Decks[1-side]}
			d := b.decks[m.Decks[side]]
			if d == nil {
				d = &Record{}
				b.decks[m.Decks[side]] = d
			}
			if m.decided() {
				won := int(m.Winner) == side
				res.Result = map[bool]string{true: "won", false: "lost"}[won]
				b.s.Record.add(won)
				d.add(won)
			} else {
				b.s.Unfinished++
			}
			b.s.Matches = append(b.s.Matches, res)
		}
	}
	out := make([]PlayerStats, 0, len(all))
	for _, b := range all {
		s := b.s
		s.Decks = make([]PlayerDeck, 0, len(b.decks))
		for name, r := range b.decks {
			s.Decks = append(s.Decks, PlayerDeck{Deck: name, Record: *r})
		}
		sort.Slice(s.Decks, func(i, j int) bool { return s.Decks[i].Deck < s.Decks[j].Deck })
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Player < out[j].Player })
	return out
}
