package site

import (
	"fmt"
	"strings"

	"github.com/kfr-dev/kfr/analysis/stored"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/notation"
	rp "github.com/kfr-dev/kfr/replay"
	"github.com/kfr-dev/kfr/reports"
)

// MatchReport is what a match's page shows, from its replay: the
// statistics, every log line with the turn it belongs to, what it changed
// and the board after it, and the findings (pointing at their log
// entries). imported says the match came from a TCO log.
//
// The boards come from the replay's audit of each turn (Replay.Turn),
// which re-runs the match up to the turn: a replay run with
// Options.KeepStates answers that from its kept states.
func MatchReport(r *rp.Replay, db engine.CardDB, imported bool) (reports.MatchReport, error) {
	out := reports.MatchReport{Stats: stored.MatchStats(r.Match.ID, r, db), Imported: imported}
	res, _ := db.(notation.Resolver)
	for i, st := range r.Steps {
		line := reports.LogLine{Action: i, Turn: r.Name(st.Turn).N, Player: st.Player, Text: entryText(r, i, res), Source: st.Line}
		if st.Turn == 0 {
			line.Player = engine.NoPlayer // mulligans and comments before the first turn: the setup
		}
		out.Log = append(out.Log, line)
	}
	for t := 0; t <= r.LastTurn(); t++ {
		if len(r.TurnEntries(t)) == 0 {
			continue
		}
		ta, err := r.Turn(t)
		if err != nil {
			return out, err
		}
		for _, a := range ta.Actions {
			l := &out.Log[a.Entry]
			l.Board = board(&a.After, db)
			for _, c := range a.Changes {
				l.Changes = append(l.Changes, c.String())
			}
		}
	}
	out.Violations, out.Unverified = splitFindings(r)
	return out, nil
}

// splitFindings sorts the replay's findings into violations and what
// hidden information keeps from being checked ("cannot verify": the
// engine marks them, engine.Violation.Unverifiable, and the replay keeps
// them apart), each with its entry as Action. Only a game whose decks are
// known from a log (an imported TCO game) has such findings.
func splitFindings(r *rp.Replay) (violations, unverified []engine.Violation) {
	for i, v := range r.Violations {
		v.Action, v.Turn = r.ViolationEntry[i], r.Name(v.Turn).N // the player's own turn number
		violations = append(violations, v)
	}
	for i, v := range r.Unverifiable {
		v.Action, v.Turn = r.UnverifiableEntry[i], r.Name(v.Turn).N
		unverified = append(unverified, v)
	}
	return violations, unverified
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

func board(v *engine.View, db engine.CardDB) *reports.Board {
	b := &reports.Board{Turn: v.PlayerTurn, Player: v.Active}
	for p := range v.Players {
		b.Sides[p] = side(&v.Players[p], db)
	}
	return b
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
