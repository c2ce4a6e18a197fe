package report

import (
	"fmt"
	"strings"

	"github.com/kfr-dev/kfr/analysis/stored"
	replaycmd "github.com/kfr-dev/kfr/cmd/kfr/replay"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/notation"
	rp "github.com/kfr-dev/kfr/replay"
	"github.com/kfr-dev/kfr/reports"
)

// MatchReport is what a match's page shows, from its replay: the
// statistics, every log line with the turn it belongs to, the violations
// (pointing at their log entries) and the board after each turn.
func MatchReport(l *replaycmd.Loaded) (reports.MatchReport, error) {
	r := l.Replay
	out := reports.MatchReport{Stats: stored.MatchStats(r.Match.ID, r, l.Cards)}
	res, _ := l.Cards.(notation.Resolver)
	for i, st := range r.Steps {
		line := reports.LogLine{Action: i, Turn: st.Turn, Player: st.Player, Text: entryText(r, i, res)}
		if st.Turn == 0 {
			line.Player = engine.NoPlayer // mulligans and comments before the first turn: the setup
		}
		out.Log = append(out.Log, line)
	}
	for i, v := range r.Violations {
		v.Action = r.ViolationEntry[i]
		out.Violations = append(out.Violations, v)
	}
	for t := 1; t <= r.LastTurn(); t++ {
		idx := r.TurnEntries(t)
		if len(idx) == 0 {
			continue
		}
		v, err := r.StateAt(t, len(idx))
		if err != nil {
			return out, err
		}
		b := reports.Board{Turn: t, Player: r.Steps[idx[0]].Player}
		for p := range v.Players {
			b.Sides[p] = side(&v.Players[p], l.Cards)
		}
		out.Boards = append(out.Boards, b)
	}
	return out, nil
}

// entryText is an entry as the notation writes it, with its comment.
func entryText(r *rp.Replay, i int, res notation.Resolver) string {
	e := r.Match.Entries[i]
	text := e.Text
	if text == "" && res != nil {
		text = notation.FormatAction(e, &r.Match.Header, res)
	}
	if e.Comment != "" && !strings.Contains(text, "#") {
		text += "  # " + e.Comment
	}
	return text
}

func side(p *engine.PlayerView, db engine.CardDB) reports.BoardSide {
	s := reports.BoardSide{Aember: p.Aember, Keys: len(p.Keys), Chains: p.Chains, Hand: p.Hand.Count,
		Deck: p.Deck.Count, Discard: p.Discard.Count, Archives: p.Archives.Count, Purged: p.Purged.Count}
	for i := range p.Battleline {
		s.Battleline = append(s.Battleline, cardText(&p.Battleline[i], db, true))
	}
	for i := range p.Artifacts {
		s.Artifacts = append(s.Artifacts, cardText(&p.Artifacts[i], db, false))
	}
	return s
}

// cardText describes a card in play: "Troll (8, 2 damage, exhausted)"
// (for a creature the first number is its power).
func cardText(c *engine.CardView, db engine.CardDB, creature bool) string {
	var parts []string
	if creature {
		parts = append(parts, fmt.Sprint(c.Power))
		if c.Armor > 0 {
			parts = append(parts, fmt.Sprintf("%d armor", c.Armor))
		}
		if c.Damage > 0 {
			parts = append(parts, fmt.Sprintf("%d damage", c.Damage))
		}
	}
	if c.Aember > 0 {
		parts = append(parts, fmt.Sprintf("%d Æmber", c.Aember))
	}
	if c.Counters != 0 {
		parts = append(parts, fmt.Sprintf("%d counters", c.Counters))
	}
	for _, st := range []struct {
		on   bool
		word string
	}{{c.Exhausted, "exhausted"}, {c.Stunned, "stunned"}, {c.Warded, "warded"}, {c.Enraged, "enraged"}} {
		if st.on {
			parts = append(parts, st.word)
		}
	}
	if len(c.Upgrades) > 0 {
		names := make([]string, len(c.Upgrades))
		for i, id := range c.Upgrades {
			names[i] = rp.CardName(db, id)
		}
		parts = append(parts, "upgrades: "+strings.Join(names, ", "))
	}
	if len(parts) == 0 {
		return c.Name
	}
	return c.Name + " (" + strings.Join(parts, ", ") + ")"
}
