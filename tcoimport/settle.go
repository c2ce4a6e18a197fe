package tcoimport

import (
	"fmt"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/tco"
	"github.com/kfr-dev/kfr/replay"
)

// CommentSettled marks an effect the import inferred from a later
// checkpoint: a line whose effects the log hides (tco.CommentHidden: "uses
// The Corpulent Collector to do several things", "abduct 2 creatures")
// changed a player's Æmber by what the next checkpoint shows, as a player
// reading the log would conclude.
const CommentSettled = "settled by a checkpoint"

// maxSettle bounds the effects settled in one log: each costs a replay.
const maxSettle = 40

// settle replays m and, while an Æmber checkpoint disagrees after a line
// whose effects the log hides (since the checkpoint before), declares the
// difference as a gain or loss of that player right after that line, and
// replays again. It returns the last replay and how many effects it added.
// A disagreement with no hidden line before it is left as it is: the log
// said everything, so it is kfr's to explain.
func settle(m *record.Match, db engine.CardDB, decks [2]*engine.Deck) (*replay.Replay, int, error) {
	settled := 0
	for {
		r, err := replay.RunWith(m, db, decks, replay.Options{NoHashes: true})
		if err != nil || settled == maxSettle {
			return r, settled, err
		}
		at, eff, ok := hiddenCause(r, db)
		if !ok {
			return r, settled, nil
		}
		insertEffect(m, at, eff)
		settled++
	}
}

// hiddenCause finds the first disagreeing Æmber checkpoint item and the
// hidden line that may explain it: the entry index to insert after and the
// effect that makes the item agree.
func hiddenCause(r *replay.Replay, db engine.CardDB) (int, engine.Effect, bool) {
	prev := [2]int{-1, -1} // per player, the entry of the last Æmber item that agreed
	for _, c := range r.Checkpoints {
		if c.Field != "aember" || c.Player < 0 || c.Player > 1 {
			continue
		}
		if c.OK {
			prev[c.Player] = c.Entry
			continue
		}
		var want, have int
		if _, err := fmt.Sscan(c.Expected, &want); err != nil {
			return 0, engine.Effect{}, false
		}
		if _, err := fmt.Sscan(c.Actual, &have); err != nil {
			return 0, engine.Effect{}, false
		}
		hidden := hiddenBetween(r.Match, prev[c.Player], c.Entry)
		if len(hidden) == 0 {
			return 0, engine.Effect{}, false // the first disagreement has no hidden cause
		}
		h, e := settling(r, db, hidden, c.Player, want-have)
		return h, e, true
	}
	return 0, engine.Effect{}, false
}

// settling chooses the hidden line to blame for player pl's Æmber being d
// off, and the effect that settles it, declared after that line. Æmber an
// opponent's creature's ability took is captured onto that creature
// (keyteki's usual way: The Corpulent Collector), so that it comes back
// when the creature leaves play: such a line is preferred, the latest of
// them. Otherwise the latest hidden line gains or loses the difference.
func settling(r *replay.Replay, db engine.CardDB, hidden []int, pl int8, d int) (int, engine.Effect) {
	if d < 0 {
		for _, h := range hidden {
			e := r.Match.Entries[h]
			user := r.Steps[h].Player
			if user == pl || (user != 0 && user != 1) || e.Action.Card.IsZero() {
				continue
			}
			if def := db.Card(e.Action.Card.ID); def != nil && def.Type == engine.TypeCreature {
				return h, engine.Effect{Kind: engine.EffCapture, Player: user, N: -d, Card: e.Action.Card}
			}
		}
		return hidden[0], engine.Effect{Kind: engine.EffLose, Player: pl, N: -d}
	}
	return hidden[0], engine.Effect{Kind: engine.EffGain, Player: pl, N: d}
}

// hiddenBetween lists the entries in (after, before) whose effects the log
// hides, latest first.
func hiddenBetween(m *record.Match, after, before int) []int {
	var out []int
	for i := before - 1; i > after && i >= 0; i-- {
		if m.Entries[i].Comment == tco.CommentHidden {
			out = append(out, i)
		}
	}
	return out
}

// insertEffect puts the effect right after entry at, on the same line of
// the log (with no text: the line is shown once).
func insertEffect(m *record.Match, at int, e engine.Effect) {
	entry := record.Entry{Action: engine.Action{Verb: engine.VerbEffect, Player: engine.NoPlayer, Effect: &e},
		Comment: CommentSettled, Line: m.Entries[at].Line}
	m.Entries = append(m.Entries, record.Entry{})
	copy(m.Entries[at+2:], m.Entries[at+1:])
	m.Entries[at+1] = entry
}
