package analysis

import "fmt"

// The rulebook's numbers ("Chain handicaps"): the stronger deck starts at
// four chains; three wins in a row against the same deck add one, three
// losses in a row remove one.
const (
	StartChains    = 4
	StreakToAdjust = 3
)

// ChainStep is one game of a pairing and what it did to the recommendation.
type ChainStep struct {
	Match   string `json:"match"`
	Date    string `json:"date,omitempty"`
	Winner  string `json:"winner"`        // the winning deck, "" when undecided
	Played  [2]int `json:"chains_played"` // chains of DeckA and DeckB in that game
	Bid     bool   `json:"chain_bid"`
	Counted bool   `json:"counted"` // false for bids and undecided games
	Chained string `json:"chained"` // the chained deck after this game ("" while none)
	Before  int    `json:"chains_before"`
	After   int    `json:"chains_after"`
	Streak  int    `json:"streak"` // after this game: +n wins or -n losses of the chained deck in a row
	Why     string `json:"why"`
}

// ChainsRecommendation is the chains the rulebook suggests for the next
// game between two decks, and how they came to be.
type ChainsRecommendation struct {
	DeckA   string      `json:"deck_a"`
	DeckB   string      `json:"deck_b"`
	Chained string      `json:"chained"` // the deck that carries the chains; "" when none yet
	Chains  int         `json:"chains"`
	Streak  int         `json:"streak"` // the chained deck's current run: +wins or -losses
	Games   int         `json:"games"`  // games counted
	Bids    int         `json:"bids"`   // games played at bid chains (not counted)
	Steps   []ChainStep `json:"history"`
	Why     string      `json:"why"`
}

// ChainsFor is the chains the recommendation gives deck (0 for the other).
func (r ChainsRecommendation) ChainsFor(deck string) int {
	if deck == r.Chained {
		return r.Chains
	}
	return 0
}

// Recommend applies the rulebook's chain suggestion to the games between
// deckA and deckB in history (in the order given; see SortMatches; games
// of other decks are skipped, so a whole history may be passed).
//
// Choices the rulebook leaves open, decided here:
//   - Which deck is stronger. Until the pair has a decided, non-bid game,
//     nothing is recommended (the players may know better: a first game
//     played with chains on one deck is taken as their judgement). After
//     that first game: if it was played with chains on exactly one deck,
//     that deck is the chained deck at the chains it had, and the game
//     counts toward its streak; otherwise its winner is taken as the
//     stronger deck and starts at 4 chains, and streaks count from the
//     next game ("from then on").
//   - Streaks are the chained deck's wins or losses in a row against this
//     deck; an adjustment resets the streak to 0, and so does a third loss
//     in a row at 0 chains (chains never go below 0; the chained deck
//     stays the same).
//   - Chain bids (Header.ChainBid) are recorded in the history as played
//     but neither move the chains nor extend or break a streak: a bid says
//     what the players were willing to accept, not what the rulebook's
//     handicap produced. Undecided games are recorded the same way.
func Recommend(deckA, deckB string, history []MatchSummary) ChainsRecommendation {
	r := ChainsRecommendation{DeckA: deckA, DeckB: deckB, Steps: []ChainStep{}}
	for i := range history {
		m := &history[i]
		a, b := m.side(deckA), m.side(deckB)
		if a < 0 || b < 0 || deckA == deckB {
			continue
		}
		r.Steps = append(r.Steps, r.step(m, a, b))
	}
	r.Why = r.summary()
	return r
}

func (r *ChainsRecommendation) step(m *MatchSummary, a, b int) ChainStep {
	s := ChainStep{Match: m.ID, Date: m.Date, Played: [2]int{m.Chains[a], m.Chains[b]}, Bid: m.ChainBid,
		Before: r.Chains, Chained: r.Chained}
	if m.decided() {
		s.Winner = m.Decks[m.Winner]
	}
	switch {
	case !m.decided():
		s.Why = "no result: not counted"
	case m.ChainBid:
		r.Bids++
		s.Why = fmt.Sprintf("played at bid chains %d–%d: recorded, not counted", s.Played[0], s.Played[1])
	case r.Chained == "":
		r.Games++
		r.first(&s)
	default:
		r.Games++
		r.count(&s)
	}
	s.After, s.Chained, s.Streak = r.Chains, r.Chained, r.Streak
	return s
}

// first handles the pair's first counted game.
func (r *ChainsRecommendation) first(s *ChainStep) {
	switch {
	case s.Played[0] > 0 && s.Played[1] == 0:
		r.Chained, r.Chains = r.DeckA, s.Played[0]
	case s.Played[1] > 0 && s.Played[0] == 0:
		r.Chained, r.Chains = r.DeckB, s.Played[1]
	default:
		r.Chained, r.Chains = s.Winner, StartChains
		s.Before = 0
		s.Why = fmt.Sprintf("first game: %s won and is taken as the stronger deck, starting at %d chains", s.Winner, StartChains)
		return
	}
	s.Before = r.Chains
	r.count(s)
	s.Why = fmt.Sprintf("first game was played with %d chains on %s: taken as the players' judgement; %s", s.Before, r.Chained, s.Why)
}

// count applies one counted game to the chained deck's streak.
func (r *ChainsRecommendation) count(s *ChainStep) {
	won := s.Winner == r.Chained
	switch {
	case won && r.Streak > 0:
		r.Streak++
	case won:
		r.Streak = 1
	case r.Streak < 0:
		r.Streak--
	default:
		r.Streak = -1
	}
	switch {
	case r.Streak >= StreakToAdjust:
		r.Chains++
		r.Streak = 0
		s.Why = fmt.Sprintf("%s won %d in a row: chains up to %d", r.Chained, StreakToAdjust, r.Chains)
	case r.Streak <= -StreakToAdjust && r.Chains > 0:
		r.Chains--
		r.Streak = 0
		s.Why = fmt.Sprintf("%s lost %d in a row: chains down to %d", r.Chained, StreakToAdjust, r.Chains)
	case r.Streak <= -StreakToAdjust:
		r.Streak = 0
		s.Why = fmt.Sprintf("%s lost %d in a row but is already at 0 chains", r.Chained, StreakToAdjust)
	case won:
		s.Why = fmt.Sprintf("%s won: %d in a row, chains stay %d", r.Chained, r.Streak, r.Chains)
	default:
		s.Why = fmt.Sprintf("%s lost: %d in a row, chains stay %d", r.Chained, -r.Streak, r.Chains)
	}
}

func (r *ChainsRecommendation) summary() string {
	if r.Chained == "" {
		return fmt.Sprintf("no decided game between %s and %s without a bid yet: no chains recommended "+
			"(if one deck is known to be stronger, start it at %d chains)", r.DeckA, r.DeckB, StartChains)
	}
	return fmt.Sprintf("%s plays with %d chains against %s (%d counted games, streak %+d)",
		r.Chained, r.Chains, r.other(r.Chained), r.Games, r.Streak)
}

func (r *ChainsRecommendation) other(deck string) string {
	if deck == r.DeckA {
		return r.DeckB
	}
	return r.DeckA
}
