package tcoimport

import (
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/replay"
)

// CommentPlaced marks a creature play whose place in the battleline the
// import inferred from later lines: TCO never logs the flank a creature
// enters play on (nor where a deploying creature goes), and kfr's default
// is the right flank. When a later line breaks a rule, or a later key
// cost disagrees, only because of where a creature stands (Defense
// Initiative warding a neighbor, Orator Hissaro readying its neighbors,
// Titan Mechanic's "while not on a flank"), the place that makes the log
// legal is the one the player chose, as a player reading the log would
// conclude.
const CommentPlaced = "flank settled by a later line"

// Bounds of the search: each try costs a replay.
const (
	placeLookback = 30  // the latest creature plays before a violation that may be misplaced
	placeDeployAt = 5   // positions tried for a deploying creature: at 1 … at placeDeployAt
	maxPlaceTries = 400 // replays per log
)

// place replays m's violations and board disagreements away by moving
// creatures that the log let enter play on the default flank. A problem
// is a violation, or a checkpoint item about the board's effects (a key
// cost: Titan Mechanic's "while not on a flank") that disagrees; Æmber
// items are settle's (a hidden effect explains them better). For the
// first problem that some other place of a creature played before it
// removes, with no new violation nor disagreement, it keeps that place,
// and goes on with the problems left. It returns the last replay and how
// many plays it placed. r, when not nil, is the replay of m as it is.
func place(m *record.Match, db engine.CardDB, decks [2]*engine.Deck, r *replay.Replay) (*replay.Replay, int, error) {
	if r == nil {
		var err error
		if r, err = replay.RunWith(m, db, decks, replay.Options{NoHashes: true}); err != nil {
			return nil, 0, err
		}
	}
	placed, tries := 0, 0
	tried := map[int]bool{} // problem entries no place removes
	for tries < maxPlaceTries {
		v := firstProblem(r, tried)
		if v < 0 {
			return r, placed, nil
		}
		better, n, err := placeBefore(m, db, decks, r, v, maxPlaceTries-tries)
		tries += n
		if err != nil {
			return r, placed, err
		}
		if better == nil {
			tried[v] = true
			continue
		}
		r = better
		placed++
	}
	return r, placed, nil
}

// firstProblem is the entry of r's first violation or disagreeing
// non-Æmber checkpoint item not in tried, -1 when none.
func firstProblem(r *replay.Replay, tried map[int]bool) int {
	v := -1
	for _, e := range r.ViolationEntry {
		if !tried[e] {
			v = e
			break
		}
	}
	for _, c := range r.Checkpoints {
		if v >= 0 && c.Entry >= v {
			break
		}
		if !c.OK && c.Field != "aember" && !tried[c.Entry] {
			return c.Entry
		}
	}
	return v
}

// placeBefore tries the other places of the creatures played (by a play
// line) before entry v, the latest first, and keeps the best that leaves
// no more violations and no more disagreeing checkpoint items than r, and
// fewer of one (the fewest violations, then the fewest disagreements; the
// latest play on a tie). It returns the better replay (nil when none: m is
// then as it was) and how many replays it made, at most budget.
func placeBefore(m *record.Match, db engine.CardDB, decks [2]*engine.Deck, r *replay.Replay, v, budget int) (*replay.Replay, int, error) {
	type choice struct {
		entry int
		at    engine.Action
		r     *replay.Replay
	}
	var best *choice
	rv, rd := len(r.Violations), disagreeing(r)
	better := func(nr *replay.Replay) bool {
		nv, nd := len(nr.Violations), disagreeing(nr)
		if nv > rv || nd > rd || nv == rv && nd == rd {
			return false
		}
		if best == nil {
			return true
		}
		bv, bd := len(best.r.Violations), disagreeing(best.r)
		return nv < bv || nv == bv && nd < bd
	}
	tries, seen := 0, 0
	for i := v; i >= 0 && seen < placeLookback && tries < budget; i-- {
		e := &m.Entries[i]
		if e.Action.Verb != engine.VerbPlay || e.Action.Flank != engine.FlankDefault {
			continue
		}
		d := db.Card(e.Action.Card.ID)
		if d == nil || !d.Type.IsCreature() {
			continue
		}
		seen++
		old, oldComment := e.Action, e.Comment
		for _, alt := range placesOf(d) {
			if tries == budget {
				break
			}
			e.Action.Flank, e.Action.Pos = alt.Flank, alt.Pos
			tries++
			nr, err := replay.RunWith(m, db, decks, replay.Options{NoHashes: true})
			if err != nil {
				e.Action, e.Comment = old, oldComment
				return nil, tries, err
			}
			if better(nr) {
				best = &choice{entry: i, at: alt, r: nr}
			}
		}
		e.Action, e.Comment = old, oldComment
	}
	if best == nil {
		return nil, tries, nil
	}
	e := &m.Entries[best.entry]
	e.Action.Flank, e.Action.Pos = best.at.Flank, best.at.Pos
	e.Comment = CommentPlaced
	return best.r, tries, nil
}

// placesOf are the places other than the right flank a creature may enter
// play at: the left flank, and inside the battleline when it deploys.
func placesOf(d *engine.CardDef) []engine.Action {
	out := []engine.Action{{Flank: engine.FlankLeft}}
	if d.Has(engine.Deploy) {
		for k := 1; k <= placeDeployAt; k++ {
			out = append(out, engine.Action{Flank: engine.FlankAt, Pos: k})
		}
	}
	return out
}

// disagreeing counts the checkpoint items a replay disagrees with.
func disagreeing(r *replay.Replay) int {
	n := 0
	for _, c := range r.Checkpoints {
		if !c.OK {
			n++
		}
	}
	return n
}
