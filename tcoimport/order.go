package tcoimport

import (
	"slices"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/tco"
)

// CommentOrdered marks an order entry the import inferred from the order
// of TCO's lines: the active player ordered abilities that resolve at the
// same time (Rulebook: the active player chooses), and TCO logs each as it
// resolves.
const CommentOrdered = "ordered as the log's lines"

// orderTurnEnds gives each turn's "at the end of your turn" abilities the
// order TCO's lines resolve them in: TCO logs them before "End of turn",
// one ability after the other ("uses Ancestral Timekeeper to place 1 time
// on …", then "uses Tick-Tock to …"), and the engine, without an order
// line, resolves them left to right. Where the lines' order of titles is
// not the engine's, an order line goes before the end: the titles in the
// lines' order, each title's copies in play left to right (TCO does not
// say which copy a line is). notes stay aligned with m.Entries. It
// returns how many order lines it added.
func orderTurnEnds(m *record.Match, notes *tco.Notes, db engine.CardDB, decks [2]*engine.Deck) (int, error) {
	ss := m.Header.Scripts()
	var g *engine.Game // the game before entry applied, made when first needed
	applied, added := 0, 0
	for e := 0; e < len(m.Entries); e++ {
		if m.Entries[e].Action.Verb != engine.VerbEnd {
			continue
		}
		titles := endTitles(m.Entries, notes, e, ss)
		if len(titles) < 2 {
			continue
		}
		if g == nil {
			var err error
			if g, err = newGame(m, db, decks); err != nil {
				return added, err
			}
		}
		// The order line goes before the comments the end follows (an
		// order is for the next action; the lines that answer what the
		// abilities ask come after it).
		at := e
		for at > applied && isComment(m.Entries[at-1]) {
			at--
		}
		for ; applied < at; applied++ {
			g.Apply(m.Entries[applied].Action)
		}
		refs, differs := endOrder(g, titles)
		if !differs {
			continue
		}
		a := engine.Action{Verb: engine.VerbOrder, Player: engine.NoPlayer, Cards: refs}
		m.Entries = slices.Insert(m.Entries, at, record.Entry{Action: a, Comment: CommentOrdered, Line: m.Entries[at].Line})
		notes.Insert(at, 1)
		g.Apply(a)
		applied = at + 1
		e++ // the end, now one entry later
		added++
	}
	return added, nil
}

// endTitles are the cards whose "at the end of your turn" abilities the
// lines right before entry e (back to the turn's last action) name, in
// the order the lines first name them.
func endTitles(es []record.Entry, notes *tco.Notes, e int, ss engine.Scripts) []string {
	start := e
	for start > 0 && (isComment(es[start-1]) || es[start-1].Action.Verb == engine.VerbEffect) {
		start--
	}
	var titles []string
	for j := start; j < e && j < notes.Len(); j++ {
		id := notes.At(j).Source.ID
		if id != "" && !slices.Contains(titles, id) && ss.HasTrigger(id, engine.OnTurnEnd) {
			titles = append(titles, id)
		}
	}
	return titles
}

// endOrder is the order line for titles: each title's copies the active
// player has in play, left to right, title after title; differs says
// whether the engine's own order (left to right, whatever the title) is
// another.
func endOrder(g *engine.Game, titles []string) (refs []engine.CardRef, differs bool) {
	inPlay := g.InPlay(g.Active(), nil)
	var own []engine.CardRef // the engine's order of the same cards
	for _, c := range inPlay {
		if slices.Contains(titles, c.Ref.ID) {
			own = append(own, c.Ref)
		}
	}
	for _, t := range titles {
		for _, c := range inPlay {
			if c.Ref.ID == t {
				refs = append(refs, c.Ref)
			}
		}
	}
	return refs, !slices.Equal(refs, own)
}

// upTo reports whether prompt p is an "up to" choice of cards: none is
// an answer ("no").
func upTo(p engine.Prompt) bool {
	return len(p.Cards) > 0 && len(p.Words) == 1 && p.Words[0] == "no"
}

// noneNamedFor answers "up to" prompt p with none when the ability's
// lines named the cards of its change (a note left in evidence, or one an
// answer spent) and none is among p's: "uses Tick-Tock to archive
// Tick-Tock" names a card of the discard pile, so the choice of the
// hand's cards after it took none. A line of that change naming no card
// leaves p unanswered (the card is hidden).
func noneNamedFor(p engine.Prompt, evidence []tco.Note, spent *spentChanges) (engine.Action, bool) {
	if !upTo(p) || p.Kind == engine.EffNone || unnamedBy(p, evidence) {
		return engine.Action{}, false
	}
	named := spent.has(p.Source, p.Kind)
	for _, n := range evidence {
		named = named || n.Source.ID == p.Source && !n.Card.IsZero() && engine.ChangeOf(n.Kind) == engine.ChangeOf(p.Kind)
	}
	if !named {
		return engine.Action{}, false
	}
	return engine.Action{Verb: engine.VerbChoose, Player: engine.NoPlayer, Words: []string{"no"}}, true
}

// spentChanges are the abilities and changes of the prompts an action's
// lines answered with cards (a few: no allocation).
type spentChanges struct {
	n    int
	srcs [4]string
	ks   [4]engine.EffectKind
}

// add records prompt p answered with cards.
func (s *spentChanges) add(p engine.Prompt) {
	if s.n < len(s.srcs) {
		s.srcs[s.n], s.ks[s.n] = p.Source, engine.ChangeOf(p.Kind)
		s.n++
	}
}

// has reports whether a prompt of ability src and change k was answered.
func (s *spentChanges) has(src string, k engine.EffectKind) bool {
	for i := range s.n {
		if s.srcs[i] == src && s.ks[i] == engine.ChangeOf(k) {
			return true
		}
	}
	return false
}

// upToNone reports whether a answers "up to" prompt p with none: the
// ability's choices after it may still be named by its lines.
func upToNone(p engine.Prompt, a engine.Action) bool {
	return upTo(p) && len(a.Words) == 1 && a.Words[0] == "no"
}

// endsTurn reports whether entry e ends a turn: the lines TCO logged
// before it may be what its "at the end of your turn" abilities did, so
// they stay evidence for what those abilities ask (answerPrompts), also
// after an earlier choice was forced by the end.
func endsTurn(e record.Entry) bool { return e.Action.Verb == engine.VerbEnd }
