package tco

import "github.com/kfr-dev/kfr/engine"

// useOrAgain emits the Action or Omni use of src that an ability line
// opens (maybeUse). maybeUse takes a card's second line in a turn as the
// same use going on, which it is for an ability that logs several lines;
// but a line of the same shape as the one that opened src's use just
// before (the same clauses, other cards: "uses Hologrammophone to ward
// A", then "… to ward B") is another copy's use, as one use logs each of
// its clauses once.
func (p *parser) useOrAgain(c lineCtx, pl int8, src engine.CardRef, outs []out) {
	if p.maybeUse(c, pl, src) {
		p.lastUse = src.ID
		p.lastUseShape, p.lastUseShaped = useShape(p.lastUseShape[:0], outs)
		return
	}
	if src.ID != p.lastUse || !p.lastUseShaped || !sameShape(p.lastUseShape, outs) {
		return
	}
	s := p.cards.state(src.ID)
	n := s.used
	if n == 0 || src.ID == p.lastPlay {
		return // maybeUse found no use to make: not an Action or Omni use
	}
	s.used = 0
	r := src
	r.Copy = n + 1
	if !p.maybeUse(c, pl, r) {
		s.used = n
		return
	}
	s.used = n + 1
}

// useShape is what an ability line's clauses do, without the cards they
// name: the kinds of its effects, in order, appended to dst. A line with a
// clause kept as a comment has no shape (ok is false: it is never another
// use): a comment's words may name what the line before only announced
// ("the next card played", then "Diametric Charge"). The kinds, not their
// names joined in a string: a string a line was an allocation a line.
func useShape(dst []engine.EffectKind, outs []out) (shape []engine.EffectKind, ok bool) {
	for _, o := range outs {
		if o.eff == nil {
			return dst[:0], false
		}
		dst = append(dst, o.eff.Kind)
	}
	return dst, len(dst) > 0
}

// sameShape reports whether outs have shape (useShape).
func sameShape(shape []engine.EffectKind, outs []out) bool {
	if len(outs) != len(shape) {
		return false
	}
	for i, o := range outs {
		if o.eff == nil || o.eff.Kind != shape[i] {
			return false
		}
	}
	return true
}
