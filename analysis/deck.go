package analysis

import (
	"slices"
	"sort"

	"github.com/kfr-dev/kfr/engine"
)

// Record is games won and lost. Only decided games count.
type Record struct {
	Games   int     `json:"games"`
	Wins    int     `json:"wins"`
	Losses  int     `json:"losses"`
	WinRate float64 `json:"win_rate"`
}

func (r *Record) add(won bool) {
	r.Games++
	if won {
		r.Wins++
	} else {
		r.Losses++
	}
	r.WinRate = rate(r.Wins, r.Games)
}

// TimelinePoint is a deck's record after one more decided game.
type TimelinePoint struct {
	Match    string  `json:"match"`
	Date     string  `json:"date,omitempty"`
	Opponent string  `json:"opponent"`
	Won      bool    `json:"won"`
	Games    int     `json:"games"`
	Wins     int     `json:"wins"`
	WinRate  float64 `json:"win_rate"` // cumulative, after this game
}

// OpponentRecord is a deck's record against one opposing deck.
type OpponentRecord struct {
	Opponent string `json:"opponent"`
	Record
}

// Streak is a run of wins or losses. Kind is "win", "loss", or "" when
// Length is 0.
type Streak struct {
	Kind   string `json:"kind"`
	Length int    `json:"length"`
}

// DeckStats is one deck's record over a list of matches.
type DeckStats struct {
	Deck string `json:"deck"`
	Record
	Unfinished    int              `json:"unfinished"`
	AsFirst       Record           `json:"as_first"`
	AsSecond      Record           `json:"as_second"`
	Timeline      []TimelinePoint  `json:"timeline"`
	Opponents     []OpponentRecord `json:"opponents"` // sorted by opponent name
	Current       Streak           `json:"current_streak"`
	LongestWin    int              `json:"longest_win_streak"`
	LongestLoss   int              `json:"longest_loss_streak"`
	Houses        []NameCount      `json:"houses_chosen"` // sorted by house
	AvgTurnsToWin float64          `json:"avg_turns_to_win"`
	// ByHouse is the deck's record in the decided games in which its
	// player chose each house at least once, sorted by house.
	ByHouse []HouseRecord `json:"by_house"`
	// Aember is the Æmber the deck gained, by source, over the Replayed
	// games (those whose turns are known: replayed, not header-only).
	Aember   AemberBySource `json:"aember_gained"`
	Replayed int            `json:"replayed"`
	// Keys is, for its first, second and third key, the average turn the
	// deck forged it on, over the games in which it did.
	Keys []KeyTurn `json:"key_turns"`
}

// HouseRecord is a deck's record in the games in which a house was chosen.
type HouseRecord struct {
	House string `json:"house"`
	Record
}

// KeyTurn is when a deck forges its Nth key, on average.
type KeyTurn struct {
	Key     int     `json:"key"` // 1, 2 or 3
	Games   int     `json:"games"`
	AvgTurn float64 `json:"avg_turn"`
}

// Deck computes a deck's statistics over matches, read in the order given
// (see SortMatches). A match of a deck against itself is ignored: decks
// are unique, so it can only be a recording mistake. A game whose first
// player is unknown counts in neither AsFirst nor AsSecond. Average turns
// to win is over won games whose turn count is known (Turns > 0).
func Deck(deck string, ms []MatchSummary) DeckStats {
	b := newDeckBuilder(deck)
	for i := range ms {
		b.add(&ms[i])
	}
	return b.stats()
}

// AllDecks computes every deck's statistics in one pass, sorted by deck.
func AllDecks(ms []MatchSummary) []DeckStats {
	builders := map[string]*deckBuilder{}
	for i := range ms {
		m := &ms[i]
		for _, d := range m.Decks {
			b := builders[d]
			if b == nil {
				b = newDeckBuilder(d)
				builders[d] = b
			}
			if d == m.Decks[1] && m.Decks[0] == m.Decks[1] {
				continue // a mirror match: add (which ignores it) once
			}
			b.add(m)
		}
	}
	out := make([]DeckStats, 0, len(builders))
	for _, b := range builders {
		out = append(out, b.stats())
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Deck < out[j].Deck })
	return out
}

type deckBuilder struct {
	s           DeckStats
	opponents   map[string]*Record
	byHouse     map[string]*Record
	keySum      [3]int
	keyGames    [3]int
	houses      counter
	turnsToWin  int
	winsCounted int
}

func newDeckBuilder(deck string) *deckBuilder {
	return &deckBuilder{s: DeckStats{Deck: deck, Timeline: []TimelinePoint{}}, opponents: map[string]*Record{},
		byHouse: map[string]*Record{}, houses: counter{}}
}

func (b *deckBuilder) add(m *MatchSummary) {
	side := m.side(b.s.Deck)
	if side < 0 || m.Decks[0] == m.Decks[1] {
		return
	}
	for _, h := range m.Houses[side] {
		b.houses.add(string(h), 1)
	}
	if m.Turns > 0 {
		b.s.Replayed++
		b.s.Aember.addAll(m.Gained[side])
		for k, turn := range m.KeyTurns[side] {
			if k < len(b.keySum) {
				b.keySum[k] += turn
				b.keyGames[k]++
			}
		}
	}
	if !m.decided() {
		b.s.Unfinished++
		return
	}
	won := int(m.Winner) == side
	opp := m.Decks[1-side]
	b.s.Record.add(won)
	switch {
	case int(m.First) == side:
		b.s.AsFirst.add(won)
	case m.First == 0 || m.First == 1:
		b.s.AsSecond.add(won)
	}
	r := b.opponents[opp]
	if r == nil {
		r = &Record{}
		b.opponents[opp] = r
	}
	r.add(won)
	b.houseRecords(m.Houses[side], won)
	b.s.Timeline = append(b.s.Timeline, TimelinePoint{Match: m.ID, Date: m.Date, Opponent: opp, Won: won,
		Games: b.s.Games, Wins: b.s.Wins, WinRate: b.s.WinRate})
	b.streak(won)
	if won && m.Turns > 0 {
		b.turnsToWin += m.Turns
		b.winsCounted++
	}
}

// houseRecords counts a decided game once for each house chosen in it.
func (b *deckBuilder) houseRecords(houses []engine.House, won bool) {
	for i, h := range houses {
		if slices.Contains(houses[:i], h) {
			continue
		}
		r := b.byHouse[string(h)]
		if r == nil {
			r = &Record{}
			b.byHouse[string(h)] = r
		}
		r.add(won)
	}
}

func (b *deckBuilder) streak(won bool) {
	kind := "loss"
	if won {
		kind = "win"
	}
	if b.s.Current.Kind == kind {
		b.s.Current.Length++
	} else {
		b.s.Current = Streak{Kind: kind, Length: 1}
	}
	if won {
		b.s.LongestWin = max(b.s.LongestWin, b.s.Current.Length)
	} else {
		b.s.LongestLoss = max(b.s.LongestLoss, b.s.Current.Length)
	}
}

func (b *deckBuilder) stats() DeckStats {
	s := b.s
	s.Opponents = make([]OpponentRecord, 0, len(b.opponents))
	for name, r := range b.opponents {
		s.Opponents = append(s.Opponents, OpponentRecord{Opponent: name, Record: *r})
	}
	sort.Slice(s.Opponents, func(i, j int) bool { return s.Opponents[i].Opponent < s.Opponents[j].Opponent })
	s.Houses = b.houses.sorted()
	if b.winsCounted > 0 {
		s.AvgTurnsToWin = float64(b.turnsToWin) / float64(b.winsCounted)
	}
	s.ByHouse = make([]HouseRecord, 0, len(b.byHouse))
	for h, r := range b.byHouse {
		s.ByHouse = append(s.ByHouse, HouseRecord{House: h, Record: *r})
	}
	sort.Slice(s.ByHouse, func(i, j int) bool { return s.ByHouse[i].House < s.ByHouse[j].House })
	s.Keys = []KeyTurn{}
	for k, n := range b.keyGames {
		if n > 0 {
			s.Keys = append(s.Keys, KeyTurn{Key: k + 1, Games: n, AvgTurn: float64(b.keySum[k]) / float64(n)})
		}
	}
	return s
}
