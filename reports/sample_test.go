package reports

import (
	"fmt"
	"math/rand/v2"

	"github.com/kfr-dev/kfr/analysis"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// evil is a user string that must show as text wherever it appears.
const evil = `<script>alert(1)</script>`

// sampleMatch is a short match whose second deck is named evil, with a
// violation on one line and a board after each turn.
func sampleMatch() MatchReport {
	h := record.Header{Date: "2026-03-04", Event: "Tuesday & friends", Players: [2]string{"Ann", `Bob "B" <u>`},
		Decks: [2]string{"Mother Mahospot", evil}, First: 0, Chains: [2]int{1, 0},
		Result: record.Result{Winner: engine.NoPlayer}}
	type E = engine.Event
	var ev []E
	var log []LogLine
	action := 0
	line := func(turn int, p int8, text string) {
		log = append(log, LogLine{Action: action, Turn: turn, Player: p, Text: text})
		action++
	}
	houses := [2]engine.House{"dis", "shadows"}
	aember := [2]int{}
	for turn := 1; turn <= 8; turn++ {
		p := int8((turn - 1) % 2)
		n := (turn + 1) / 2 // the player's own turn number, as the engine's event carries it
		ev = append(ev, E{Kind: engine.EvTurnStart, Turn: int32(turn), Player: p, N: n})
		line(n, p, fmt.Sprintf("%d. %s", n, h.Players[p]))
		if aember[p] >= 6 {
			ev = append(ev, E{Kind: engine.EvKeyForged, Turn: int32(turn), Player: p, N: 6, Key: engine.KeyColor(1 + turn%3)},
				E{Kind: engine.EvAemberLost, Turn: int32(turn), Player: p, N: 6, Source: engine.SrcForge})
			aember[p] -= 6
			line(n, p, "forge")
		}
		ev = append(ev, E{Kind: engine.EvHouseChosen, Turn: int32(turn), Player: p, House: houses[p]},
			E{Kind: engine.EvCardPlayed, Turn: int32(turn), Player: p, Card: "x", House: houses[p]},
			E{Kind: engine.EvAemberGained, Turn: int32(turn), Player: p, N: 1, Source: engine.SrcAemberBonus},
			E{Kind: engine.EvReap, Turn: int32(turn), Player: p, Card: "y"},
			E{Kind: engine.EvAemberGained, Turn: int32(turn), Player: p, N: 2, Source: engine.SrcReap})
		aember[p] += 3
		line(n, p, "house "+string(houses[p]))
		line(n, p, "play <Evil> Card & Co")
		line(n, p, "reap Troll")
		line(n, p, "end")
	}
	ev = append(ev, E{Kind: engine.EvGameOver, Turn: 8, Player: 1, Other: "keys"})
	s := analysis.Match("m-1", h, ev, nil)
	// Each line's board: the pools as they stood at the end of its turn.
	for i := range log {
		for _, r := range s.Rows[1:] {
			if r.Turn != log[i].Turn {
				continue
			}
			b := &Board{Turn: r.Turn, Player: r.Player}
			for p := range 2 {
				b.Sides[p] = BoardSide{Aember: r.Aember[p], Keys: r.Keys[p], Hand: 6, Deck: 20,
					Battleline: []string{"Troll (8)", evil}, Artifacts: []string{"Lash & <i>"}}
			}
			log[i].Board = b
			log[i].Changes = []string{"Ann: Æmber 1 → 2"}
		}
	}
	viol := []engine.Violation{{Rule: "exhausted", Turn: 3, Player: 0, Step: engine.StepMain, Action: 12,
		Message: "Troll is exhausted <u>", Reference: "Rulebook: Exhaust"}}
	return MatchReport{Stats: s, Log: log, Violations: viol}
}

// synthetic makes n match summaries over decks decks, deterministically,
// with a deck named evil among them.
func synthetic(n, decks int, seed uint64) []analysis.MatchSummary {
	r := rand.New(rand.NewPCG(seed, 7))
	names := make([]string, decks)
	for i := range names {
		names[i] = fmt.Sprintf("Deck %03d of the Archon", i)
	}
	names[decks-1] = evil
	houses := []engine.House{"brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed"}
	out := make([]analysis.MatchSummary, n)
	for i := range out {
		a := r.IntN(decks)
		b := (a + 1 + r.IntN(decks-1)) % decks
		m := analysis.MatchSummary{ID: fmt.Sprintf("m%05d", i), Date: fmt.Sprintf("2026-%02d-%02d", 1+i*12/n, 1+i%28),
			Decks: [2]string{names[a], names[b]}, Players: [2]string{"Ann", "Bob"}, First: int8(r.IntN(2)),
			Winner: int8(r.IntN(2)), Turns: 8 + r.IntN(12)}
		if r.IntN(50) == 0 {
			m.Winner = engine.NoPlayer
		}
		for p := range 2 {
			for range m.Turns / 2 {
				m.Houses[p] = append(m.Houses[p], houses[r.IntN(len(houses))])
			}
		}
		out[i] = m
	}
	return out
}
