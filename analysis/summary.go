package analysis

import (
	"sort"
	"strings"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// MatchSummary is what per-deck, matchup and chain statistics need of a
// match: small, so that ten thousand of them are cheap. Winner and First
// are 0 or 1, or engine.NoPlayer when unknown; a summary with no winner is
// an unfinished match and counts in no win rate.
type MatchSummary struct {
	ID       string            `json:"id"`
	Date     string            `json:"date,omitempty"`
	Players  [2]string         `json:"players"`
	Decks    [2]string         `json:"decks"`
	First    int8              `json:"first"`
	Winner   int8              `json:"winner"`
	Reason   string            `json:"reason,omitempty"`
	Turns    int               `json:"turns"`
	Chains   [2]int            `json:"chains"` // at the start
	ChainBid bool              `json:"chain_bid"`
	Houses   [2][]engine.House `json:"houses_chosen"` // per player, in turn order
	// Gained is each player's Æmber gained, by source.
	Gained [2]AemberBySource `json:"aember_gained"`
	// KeyTurns are the turns on which each player forged a key, in order
	// (the turn numbers players read: each player counts their own).
	KeyTurns [2][]int `json:"key_turns"`
}

// SummaryOfHeader summarizes a match from its header alone (a match that was
// not replayed: no turns, no houses).
func SummaryOfHeader(id string, h record.Header) MatchSummary {
	return MatchSummary{ID: id, Date: h.Date, Players: h.Players, Decks: h.Decks, First: h.First,
		Winner: h.Result.Winner, Reason: h.Result.Reason, Chains: h.Chains, ChainBid: h.ChainBid}
}

// Summary is the match's summary.
func (s *MatchStats) Summary() MatchSummary {
	out := MatchSummary{ID: s.ID, Date: s.Date, First: s.First, Winner: s.Winner, Reason: s.Reason,
		Turns: s.Turns, ChainBid: s.ChainBid}
	for p, pl := range s.Players {
		out.Players[p], out.Decks[p], out.Chains[p] = pl.Player, pl.Deck, pl.ChainsStart
		out.Houses[p], out.Gained[p] = pl.Houses, pl.Gained
		for _, k := range pl.Keys {
			out.KeyTurns[p] = append(out.KeyTurns[p], k.Turn)
		}
	}
	return out
}

// SummaryBuilder computes a MatchSummary from the engine's events as they
// come, the way NewMatch(…).Stats().Summary() would, without what only a
// match page needs (turn rows, card counts): statistics over thousands of
// stored matches are built this way.
type SummaryBuilder struct {
	s      MatchSummary
	active int8
	turn   int // the active player's own turn number
}

// NewSummary starts a match's summary from its header.
func NewSummary(id string, h record.Header) *SummaryBuilder {
	return &SummaryBuilder{s: SummaryOfHeader(id, h), active: engine.NoPlayer}
}

// Add counts one event; it reads events as MatchBuilder.Add does.
func (b *SummaryBuilder) Add(ev engine.Event) {
	p := ev.Player
	if p != 0 && p != 1 {
		p = b.active
		if p != 0 && p != 1 {
			p = 0
		}
	}
	switch ev.Kind {
	case engine.EvTurnStart:
		b.active = ev.Player
		if b.s.Turns == 0 && b.s.First != 0 && b.s.First != 1 {
			b.s.First = ev.Player
		}
		b.turn = max(ev.N, 1) // each player's own turns, as players count them
		b.s.Turns = max(b.s.Turns, b.turn)
	case engine.EvHouseChosen:
		b.s.Houses[p] = append(b.s.Houses[p], ev.House)
	case engine.EvAemberGained:
		b.s.Gained[p].Add(ev.Source, ev.N)
	case engine.EvKeyForged:
		b.s.KeyTurns[p] = append(b.s.KeyTurns[p], b.turn)
	case engine.EvGameOver:
		b.s.Winner, b.s.Reason = p, ev.Other
	}
}

// Summary is the summary of the events added so far.
func (b *SummaryBuilder) Summary() MatchSummary {
	s := b.s
	for p := range 2 {
		if s.Houses[p] == nil {
			s.Houses[p] = []engine.House{}
		}
	}
	return s
}

// decided reports whether the match has a winner.
func (m *MatchSummary) decided() bool { return m.Winner == 0 || m.Winner == 1 }

// side is 0 or 1 for the deck's seat in the match, -1 when it did not play.
// In a match of a deck against itself it is 0.
func (m *MatchSummary) side(deck string) int {
	switch deck {
	case m.Decks[0]:
		return 0
	case m.Decks[1]:
		return 1
	}
	return -1
}

// SortMatches puts matches in match order: by date (YYYY-MM-DD, so as
// strings that is chronological), then by id: numerically when both are
// numbers, as a store's ids are (match 9 before match 10), else as
// strings. Per-deck timelines, streaks and chains read matches in the
// order given, so callers that do not already have them in order sort
// them first.
func SortMatches(ms []MatchSummary) {
	sort.SliceStable(ms, func(i, j int) bool {
		if ms[i].Date != ms[j].Date {
			return ms[i].Date < ms[j].Date
		}
		return idLess(ms[i].ID, ms[j].ID)
	})
}

// idLess orders ids: numbers by value, anything else as strings.
func idLess(a, b string) bool {
	if isDigits(a) && isDigits(b) {
		a, b = strings.TrimLeft(a, "0"), strings.TrimLeft(b, "0")
		if len(a) != len(b) {
			return len(a) < len(b)
		}
	}
	return a < b
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// Decks lists every deck that played in the matches, sorted by name.
func Decks(ms []MatchSummary) []string {
	seen := map[string]bool{}
	var out []string
	for i := range ms {
		for _, d := range ms[i].Decks {
			if !seen[d] {
				seen[d] = true
				out = append(out, d)
			}
		}
	}
	sort.Strings(out)
	return out
}
