package analysis

import (
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// AemberBySource is Æmber gained, split by where it came from.
type AemberBySource struct {
	Reap        int `json:"reap"`
	AemberBonus int `json:"aember_bonus"`
	BonusIcon   int `json:"bonus_icon"`
	Ability     int `json:"ability"`
	Declared    int `json:"declared"`
	Steal       int `json:"steal"`
	Capture     int `json:"capture"` // captured Æmber returned to the pool
	Other       int `json:"other"`   // a gain whose source the engine did not say
}

// Add counts n Æmber from src.
func (a *AemberBySource) Add(src engine.Source, n int) {
	switch src {
	case engine.SrcReap:
		a.Reap += n
	case engine.SrcAemberBonus:
		a.AemberBonus += n
	case engine.SrcBonusIcon:
		a.BonusIcon += n
	case engine.SrcAbility:
		a.Ability += n
	case engine.SrcDeclared:
		a.Declared += n
	case engine.SrcSteal:
		a.Steal += n
	case engine.SrcCapture:
		a.Capture += n
	default:
		a.Other += n
	}
}

// addAll adds every source of b.
func (a *AemberBySource) addAll(b AemberBySource) {
	a.Reap += b.Reap
	a.AemberBonus += b.AemberBonus
	a.BonusIcon += b.BonusIcon
	a.Ability += b.Ability
	a.Declared += b.Declared
	a.Steal += b.Steal
	a.Capture += b.Capture
	a.Other += b.Other
}

// Total is the sum over all sources.
func (a AemberBySource) Total() int {
	return a.Reap + a.AemberBonus + a.BonusIcon + a.Ability + a.Declared + a.Steal + a.Capture + a.Other
}

// SourceNames are the sources in the order Values gives them, as the
// JSON names them (reports show SourceLabels).
var SourceNames = []string{"reap", "aember_bonus", "bonus_icon", "ability", "declared", "steal", "capture", "other"}

// SourceLabels are the sources as people write them, in the same order.
var SourceLabels = []string{"reap", "Æmber bonus", "bonus icon", "ability", "declared", "steal", "capture", "other"}

// Values are the amounts in SourceNames order.
func (a AemberBySource) Values() []int {
	return []int{a.Reap, a.AemberBonus, a.BonusIcon, a.Ability, a.Declared, a.Steal, a.Capture, a.Other}
}

// AemberLoss is Æmber lost, split by why.
type AemberLoss struct {
	Forge    int `json:"forge"`
	Pay      int `json:"pay"`
	Stolen   int `json:"stolen"`
	Captured int `json:"captured"`
	Ability  int `json:"ability"`
	Declared int `json:"declared"`
	Other    int `json:"other"`
}

// Add counts n Æmber lost for src.
func (l *AemberLoss) Add(src engine.Source, n int) {
	switch src {
	case engine.SrcForge:
		l.Forge += n
	case engine.SrcPay:
		l.Pay += n
	case engine.SrcSteal:
		l.Stolen += n
	case engine.SrcCapture:
		l.Captured += n
	case engine.SrcAbility:
		l.Ability += n
	case engine.SrcDeclared:
		l.Declared += n
	default:
		l.Other += n
	}
}

// Total is the sum over all reasons.
func (l AemberLoss) Total() int {
	return l.Forge + l.Pay + l.Stolen + l.Captured + l.Ability + l.Declared + l.Other
}

// KeyForge is one key forged.
type KeyForge struct {
	Row    int    `json:"row"`  // index into MatchStats.Turns (0 = setup)
	Turn   int    `json:"turn"` // the engine's turn number
	Player int8   `json:"player"`
	Color  string `json:"color"` // "" when not said
	Paid   int    `json:"paid"`
}

// PlayerMatch is one player's side of a match.
type PlayerMatch struct {
	Player       string         `json:"player"`
	Deck         string         `json:"deck"`
	Gained       AemberBySource `json:"aember_gained"`
	Lost         AemberLoss     `json:"aember_lost"`
	Stole        int            `json:"aember_stolen"`   // stolen by this player (EvAemberStolen)
	Captured     int            `json:"aember_captured"` // captured by this player's creatures (EvAemberCaptured)
	Keys         []KeyForge     `json:"keys"`
	KeysUnforged int            `json:"keys_unforged"`
	Played       CardCounts     `json:"cards_played"`
	Discarded    CardCounts     `json:"cards_discarded"`
	Used         CardCounts     `json:"cards_used"`
	Reaps        int            `json:"reaps"`
	Fights       int            `json:"fights"`
	Destroyed    CardCounts     `json:"cards_destroyed"` // this player's cards destroyed
	Mulligans    int            `json:"mulligans"`
	Turns        int            `json:"turns"`
	Houses       []engine.House `json:"houses_chosen"` // in turn order
	ChainsStart  int            `json:"chains_start"`
	ChainsEnd    int            `json:"chains_end"`
}

// TurnRow is what happened in one turn (Row 0 is the setup, before the
// first turn starts). Aember and Keys are as they stand at the row's end.
type TurnRow struct {
	Row    int               `json:"row"`
	Turn   int               `json:"turn"`
	Player int8              `json:"player"` // whose turn; NoPlayer for the setup row
	House  engine.House      `json:"house,omitempty"`
	Gained [2]AemberBySource `json:"aember_gained"`
	Lost   [2]int            `json:"aember_lost"`
	Aember [2]int            `json:"aember"`
	Keys   [2]int            `json:"keys"`
	Forged []KeyForge        `json:"forged,omitempty"`
}

// MatchStats is everything analysis knows about one match.
type MatchStats struct {
	ID       string         `json:"id"`
	Event    string         `json:"event,omitempty"`
	Date     string         `json:"date,omitempty"`
	First    int8           `json:"first"`
	Winner   int8           `json:"winner"`
	Reason   string         `json:"reason,omitempty"`
	Turns    int            `json:"turns"`
	ChainBid bool           `json:"chain_bid"`
	Players  [2]PlayerMatch `json:"players"`
	Rows     []TurnRow      `json:"turn_rows"`
}

// Match computes a match's statistics from its header and the events the
// engine emitted replaying it. db may be nil; when given, cards are also
// counted by type, and a card event without a House takes the card's.
//
// How events are read (the engine's contract in engine/event.go):
//   - a turn row starts at each EvTurnStart; events before the first one
//     (mulligans) belong to row 0, the setup;
//   - the Æmber pool is the running sum of EvAemberGained minus
//     EvAemberLost; EvAemberStolen and EvAemberCaptured are counted as
//     what they say but do not move the pool (the engine reports the
//     movement itself as a gain and a loss);
//   - an event whose Player is not 0 or 1 is credited to the active player;
//   - the winner is the EvGameOver's Player (and Other its reason), else
//     the header's Result;
//   - when the header does not say who went first, the player of the first
//     EvTurnStart did.
func Match(id string, h record.Header, events []engine.Event, db engine.CardDB) MatchStats {
	m := NewMatch(id, h, db)
	for _, ev := range events {
		m.Add(ev)
	}
	return m.Stats()
}

// NewMatch starts a match's statistics from its header: Add each event
// as the engine emits it, then Stats. Feeding events as they come spares
// a caller the copy of a whole match's events (Match's slice).
func NewMatch(id string, h record.Header, db engine.CardDB) *MatchBuilder {
	m := &MatchBuilder{db: db}
	m.s = MatchStats{ID: id, Event: h.Event, Date: h.Date, First: h.First, Winner: h.Result.Winner,
		Reason: h.Result.Reason, ChainBid: h.ChainBid}
	for p := range 2 {
		m.s.Players[p] = PlayerMatch{Player: h.Players[p], Deck: h.Decks[p], Keys: []KeyForge{},
			Houses: []engine.House{}, ChainsStart: h.Chains[p], ChainsEnd: h.Chains[p]}
	}
	m.s.Rows = []TurnRow{{Player: engine.NoPlayer}}
	return m
}

// Stats is the statistics of the events added so far.
func (m *MatchBuilder) Stats() MatchStats {
	for p := range 2 {
		pl := &m.s.Players[p]
		pl.Played, pl.Discarded, pl.Used = m.played[p].counts(), m.discarded[p].counts(), m.used[p].counts()
		pl.Destroyed = m.destroyed[p].counts()
	}
	return m.s
}

// MatchBuilder accumulates a match's statistics event by event (NewMatch).
type MatchBuilder struct {
	s                       MatchStats
	db                      engine.CardDB
	active                  int8
	turn                    int // the active player's own turn number (EvTurnStart's N)
	aember, keys            [2]int
	played, discarded, used [2]cardTally
	destroyed               [2]cardTally
}

func (m *MatchBuilder) row() *TurnRow { return &m.s.Rows[len(m.s.Rows)-1] }

// who is the event's player, or the active one when the event names none.
func (m *MatchBuilder) who(ev engine.Event) int8 {
	if ev.Player == 0 || ev.Player == 1 {
		return ev.Player
	}
	if m.active == 0 || m.active == 1 {
		return m.active
	}
	return 0
}

// Add counts one event.
func (m *MatchBuilder) Add(ev engine.Event) {
	if ev.Kind == engine.EvTurnStart {
		m.startTurn(ev)
		return
	}
	p := m.who(ev)
	pl, row := &m.s.Players[p], m.row()
	switch ev.Kind {
	case engine.EvMulligan:
		pl.Mulligans++
	case engine.EvHouseChosen:
		pl.Houses = append(pl.Houses, ev.House)
		row.House = ev.House
	case engine.EvAemberGained:
		pl.Gained.Add(ev.Source, ev.N)
		row.Gained[p].Add(ev.Source, ev.N)
		m.aember[p] += ev.N
	case engine.EvAemberLost:
		pl.Lost.Add(ev.Source, ev.N)
		row.Lost[p] += ev.N
		m.aember[p] -= ev.N
	case engine.EvAemberStolen:
		pl.Stole += ev.N
	case engine.EvAemberCaptured:
		pl.Captured += ev.N
	case engine.EvKeyForged:
		k := KeyForge{Row: row.Row, Turn: m.turn, Player: p, Color: ev.Key.String(), Paid: ev.N}
		pl.Keys = append(pl.Keys, k)
		row.Forged = append(row.Forged, k)
		m.keys[p]++
	case engine.EvKeyUnforged:
		pl.KeysUnforged++
		m.keys[p]--
	case engine.EvCardPlayed:
		m.played[p].add(ev, m.db)
	case engine.EvCardDiscarded:
		m.discarded[p].add(ev, m.db)
	case engine.EvCardUsed:
		m.used[p].add(ev, m.db)
	case engine.EvReap:
		pl.Reaps++
	case engine.EvFight:
		pl.Fights++
	case engine.EvDestroyed:
		m.destroyed[p].add(ev, m.db)
	case engine.EvChains:
		pl.ChainsEnd += ev.N
	case engine.EvGameOver:
		m.s.Winner, m.s.Reason = p, ev.Other
	}
	row.Aember, row.Keys = m.aember, m.keys
}

func (m *MatchBuilder) startTurn(ev engine.Event) {
	m.active = ev.Player
	if m.s.Turns == 0 && m.s.First != 0 && m.s.First != 1 {
		m.s.First = ev.Player // the header did not say: whoever took the first turn
	}
	// Turns are counted as players count them: each player's own turns
	// (the event's N), so a game of 13 turns each has 13 (TCO's count).
	m.turn = max(ev.N, 1)
	m.s.Turns = max(m.s.Turns, m.turn)
	if ev.Player == 0 || ev.Player == 1 {
		m.s.Players[ev.Player].Turns++
	}
	m.s.Rows = append(m.s.Rows, TurnRow{Row: len(m.s.Rows), Turn: m.turn, Player: ev.Player,
		Aember: m.aember, Keys: m.keys})
}
