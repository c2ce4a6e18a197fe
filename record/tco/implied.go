package tco

import (
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

// owed is an effect an ability line implies and some TCO versions state on
// the line after, others not at all: it is declared unless the next line
// states it (then that line gives it).
type owed struct {
	c       lineCtx       // the implying line: the effect's entry is its
	eff     engine.Effect // the implied effect
	stated  string        // the next line states it when it contains this
	comment string        // of the effect's entry
}

// settleOwed declares what the line before implied unless line (the next
// normalised line, "" at the end of the log) states it. It is asked about
// every line, and small enough to be inlined: a line with nothing owed
// (almost all) costs no call.
func (p *parser) settleOwed(line string) {
	if p.owed != nil {
		p.settle(line)
	}
}

// settle is settleOwed when something is owed.
func (p *parser) settle(line string) {
	o := p.owed
	p.owed = nil
	if line != "" && strings.Contains(line, o.stated) {
		return
	}
	p.effect(o.c, o.eff, o.comment)
}

// implied notes what an ability line implies beyond its effects (outs):
// Hoodwink ("Play: Reveal your hand. For each non-Shadows card revealed
// this way, steal 1A") steals one Æmber per non-Shadows card it reveals;
// older TCO logs give only the reveal line, newer ones a "steal" line too.
func (p *parser) implied(c lineCtx, pl int8, src engine.CardRef, outs []out) {
	if src.ID != "hoodwink" {
		return
	}
	n := 0
	for _, o := range outs {
		if o.eff == nil || o.eff.Kind != engine.EffReveal {
			return
		}
		if d := p.cards.def(o.eff.Card); d != nil && d.House != "shadows" {
			n++
		}
	}
	if n > 0 {
		name := "Hoodwink"
		if d := p.cards.def(src); d != nil {
			name = d.Name
		}
		p.owed = &owed{c: c, eff: engine.Effect{Kind: engine.EffSteal, Player: pl, N: n}, stated: " uses " + name + " to steal ", comment: "implied"}
	}
}
