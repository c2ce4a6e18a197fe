package tco

import (
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

// useOrAgain emits the Action or Omni use of src that an ability line
// opens (maybeUse). maybeUse takes a card's second line in a turn as the
// same use going on, which it is for an ability that logs several lines;
// but a line of the same shape as the one that opened src's use just
// before (the same clauses, other cards: "uses Hologrammophone to ward
// A", then "… to ward B") is another copy's use, as one use logs each of
// its clauses once.
func (p *parser) useOrAgain(c lineCtx, pl int8, src engine.CardRef, outs []out) {
	shape := useShape(outs)
	if p.maybeUse(c, pl, src) {
		p.lastUse, p.lastUseShape = src.ID, shape
		return
	}
	if shape == "" || src.ID != p.lastUse || shape != p.lastUseShape {
		return
	}
	n := p.used[src.ID]
	if n == 0 || src.ID == p.lastPlay {
		return // maybeUse found no use to make: not an Action or Omni use
	}
	p.used[src.ID] = 0
	r := src
	r.Copy = n + 1
	if !p.maybeUse(c, pl, r) {
		p.used[src.ID] = n
		return
	}
	p.used[src.ID] = n + 1
}

// useShape is what an ability line's clauses do, without the cards they
// name: the kinds of its effects, in order. A line with a clause kept as
// a comment has no shape ("" is never another use): a comment's words
// may name what the line before only announced ("the next card played",
// then "Diametric Charge").
func useShape(outs []out) string {
	var b strings.Builder
	for _, o := range outs {
		if o.eff == nil {
			return ""
		}
		b.WriteString(o.eff.Kind.String())
		b.WriteByte(';')
	}
	return b.String()
}
