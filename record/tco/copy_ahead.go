package tco

import (
	"slices"
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

// copyAfterPlay reads TCO's line order for a card that becomes a copy of
// another when played (Mimicry: "uses Mimicry to to copy Binding Irons",
// then "plays Mimicry"): the copy is a choice the play makes, so the
// copy line's entries go after the play's, where they answer the choice
// the card's script waits for. The copied card's Æmber bonus is then the
// played card's: TCO's "gains an Æmber due to Mimicry's bonus icon" lines
// are those icons, which the script gains (not declared gains).
func (p *parser) copyAfterPlay(r engine.CardRef) {
	play := len(p.m.Entries) - 1
	from := play
	for from > 0 && p.copyEntry(from-1, r) {
		from--
	}
	if from == play {
		return
	}
	copied := p.res.Notes.At(play - 1).Card
	rotate(p.m.Entries[from:], play-from)
	rotate(p.res.Notes.at[from:], play-from)
	if d := p.cards.def(copied); d != nil {
		p.printedLeft = d.Amber
	}
	p.copier, p.copied = r, copied
}

// copiedSources names, in the notes of entries from on (one "uses" line),
// the copied card as the source of what the copy did: TCO names the card
// played (Mimicry), the engine the copied card's ability it resolves
// (Quintrino Flux), whose choices those lines answer. It holds until the
// next play.
func (p *parser) copiedSources(from int) {
	if p.copier.IsZero() || p.lastPlay != p.copier.ID {
		p.copier = engine.CardRef{}
		return
	}
	ns := &p.res.Notes
	for _, k := range ns.at[from:] {
		if k == 0 {
			continue // no note
		}
		if n := &ns.list[k-1]; n.Source == p.copier && n.Card != p.copied {
			n.Source = p.copied
		}
	}
}

// copyEntry reports whether entry i is a scripted card r's copy line
// ("scripted: copies X", naming X) of the line just before r's play.
func (p *parser) copyEntry(i int, r engine.CardRef) bool {
	e := &p.m.Entries[i]
	play := &p.m.Entries[len(p.m.Entries)-1]
	if e.Line != play.Line-1 || e.Action.Verb != engine.VerbComment || e.Comment != CommentScripted ||
		len(e.Action.Words) != 1 || !strings.HasPrefix(e.Action.Words[0], "scripted: copies ") {
		return false // most plays: the note is not read
	}
	n := p.res.Notes.At(i)
	return n.Source == r && !n.Card.IsZero()
}

// rotate moves s's first k items to its end, keeping the order of both
// parts.
func rotate[T any](s []T, k int) {
	slices.Reverse(s[:k])
	slices.Reverse(s[k:])
	slices.Reverse(s)
}
