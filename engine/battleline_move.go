package engine

import (
	"slices"
	"strconv"
)

// Moving creatures within a battleline: "move it anywhere in its
// controller's battleline", "move it to a flank", "rearrange the creatures
// in your battleline". A move changes only the creature's place: it does
// not leave play or enter it, so nothing "enters play" or "leaves play".
//
// The log says where. A move's answer is a word of the choose line after
// the cards the ability chose: `left` or `right` (a flank), or a number N,
// the creature's place after the move as `play … at N` counts (0 is the
// leftmost): `play "Shifting Battlefield"` then `choose Troll 0`. A "you
// may" move takes `no`. A rearrangement's answer is the battleline's
// creatures in their new order, left to right, as cards (`choose Krump
// Troll`), or `no`; creatures it does not name keep their order, after
// the ones it names.

// mvWho is the creature a move step moves.
type mvWho uint8

// The creatures a move moves.
const (
	mvThat   mvWho = iota // the card the steps before chose ("that creature", "it")
	mvSelf                // the ability's own card ("move Stalwart")
	mvParent              // the creature the upgrade is on ("move this creature")
)

// linePlace reads a move's position word for a battleline of n creatures
// (the mover included): its index after the move. flankOnly accepts only
// the flanks.
func linePlace(w string, n int, flankOnly bool) (int, bool) {
	switch w {
	case "left":
		return 0, true
	case "right":
		return n - 1, true
	}
	i, err := strconv.Atoi(w)
	if err != nil || i < 0 || i >= n || flankOnly && i != 0 && i != n-1 {
		return 0, false
	}
	return i, true
}

// moveInLine moves creature id to index pos of its controller's
// battleline (its index after the move), and reports whether it was on
// a battleline to move.
func (g *Game) moveInLine(id int16, pos int) bool {
	c := &g.cards[id]
	if c.zone != ZoneBattleline {
		return false
	}
	line := g.p[c.controller].line
	from := indexOf(line, id)
	if from < 0 || pos < 0 || pos >= len(line) {
		return false
	}
	for ; from < pos; from++ {
		line[from] = line[from+1]
	}
	for ; from > pos; from-- {
		line[from] = line[from-1]
	}
	line[pos] = id
	return true
}

// mvMover is the creature a move step moves (-1: none).
func mvMover(x *Ctx, who mvWho) int16 {
	switch who {
	case mvSelf:
		return x.Self
	case mvParent:
		if x.Self >= 0 && x.g.cards[x.Self].zone == ZoneUpgrade {
			return x.g.cards[x.Self].parent
		}
		return -1
	}
	if x.r.nThat == 0 {
		return -1
	}
	return x.r.that[0]
}

// moveStep is the step that moves one creature within its battleline (see
// the file comment); say is its English. flank: "to a flank" (left or
// right only); may: "you may" ('no' answers it). What it moved is "that
// creature" of the steps after it; it did something when it moved.
func moveStep(say string, who mvWho, flank, may bool) Clause {
	return Clause{Do: DoGo, Say: say, Go: func(x *Ctx) {
		g := x.g
		id := mvMover(x, who)
		if id < 0 || g.cards[id].zone != ZoneBattleline || len(g.p[g.cards[id].controller].line) == 1 {
			x.r.did = false // none, or alone: nowhere else to go
			return
		}
		if hgAwait(x) {
			return // "if you do" still reads the step before when it resumes
		}
		x.r.did = false
		n := len(g.p[g.cards[id].controller].line)
		w, ok := g.ans.nextWord()
		if !ok {
			if !may {
				g.violate("choice-missing", x.Player, "%s: the log does not say where %s moves", g.defs[x.r.def].Name, g.name(id))
			}
			return
		}
		if may && (w == "no" || w == "n") {
			return
		}
		pos, ok := linePlace(w, n, flank)
		if !ok {
			g.violate("effect-target", x.Player, "%s: %q is no place for %s in a battleline of %d", g.defs[x.r.def].Name, w, g.name(id), n)
			return
		}
		x.r.did = g.moveInLine(id, pos)
		x.r.setThat([]int16{id})
	}}
}

// rearrangeStep is "(you may) rearrange the creatures in your
// battleline": the choose line names them in their new order, or says no.
// keepSelf: the ability's card keeps its place ("rearrange other friendly
// creatures"); anySide: "in a player's battleline", the one of the first
// creature named.
func rearrangeStep(say string, keepSelf, anySide bool) Clause {
	return Clause{Do: DoGo, Say: say, Go: func(x *Ctx) {
		g := x.g
		keep := int16(-1)
		if keepSelf {
			keep = x.Self
		}
		movable := len(g.p[x.Player].line)
		if keep >= 0 {
			movable--
		}
		if !anySide && movable < 2 {
			x.r.did = false
			return // nothing to rearrange: no choice to wait for
		}
		if hgAwait(x) {
			return
		}
		x.r.did = false
		if w, ok := g.ans.nextWord(); ok && (w == "no" || w == "n") {
			return
		}
		side := x.Player
		if anySide && g.ans.ci < len(g.ans.cards) {
			if id := g.findInPlay(g.ans.cards[g.ans.ci], x.Player); id >= 0 {
				side = g.cards[id].controller
			}
		}
		x.r.did = g.rearrange(x, side, keep)
	}}
}

// rearrange puts the creatures the choose line names (of side's
// battleline, except keep) in their order, in the places they held: a
// creature named twice or not in that battleline is a violation, and the
// line is left as it was.
func (g *Game) rearrange(x *Ctx, side int8, keep int16) bool {
	line := g.p[side].line
	var slots, order []int16 // the places that move, and what goes there
	for i, id := range line {
		if id != keep {
			slots = append(slots, int16(i))
		}
	}
	for {
		ref, ok := g.ans.nextCard()
		if !ok {
			break
		}
		id := g.findInPlay(ref, side)
		if id < 0 || id == keep || g.cards[id].zone != ZoneBattleline || g.cards[id].controller != side || slices.Contains(order, id) {
			g.violate("effect-target", x.Player, "%s: %s cannot be placed in %s's battleline", g.defs[x.r.def].Name, g.refName(ref), g.p[side].name)
			return false
		}
		order = append(order, id)
	}
	if len(order) == 0 {
		return false
	}
	for _, s := range slots { // the ones not named keep their order, after
		if id := line[s]; !slices.Contains(order, id) {
			order = append(order, id)
		}
	}
	for k, s := range slots {
		line[s] = order[k]
	}
	return true
}
