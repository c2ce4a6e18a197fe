package tcoimport

import (
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/tco"
	"github.com/kfr-dev/kfr/replay"
)

// ScriptCheck is what TCO's lines said a scripted card's ability did,
// compared with what the engine's script did.
type ScriptCheck struct {
	Line   int    `json:"line"`   // the 1-based line in the TCO file
	Source string `json:"source"` // the ability's card id
	Effect string `json:"effect"` // the change the line states: "damage", "destroy"…
	Card   string `json:"card,omitempty"`
	OK     bool   `json:"ok"` // the engine made that change around the line
}

// checkScripted reads each line of a card the engine scripts
// (tco.CommentScripted: the engine resolved the ability; the line is kept
// as a comment) as a check: the change it states, to the card it names,
// must be among the engine's events around it. Around: from the action
// before the line to the action after it, and the answers the import gave
// after that (TCO logs an ability before the turn's end that resolves it,
// and the effects of a play after it). notes are aligned with
// r.Match.Entries.
// boards, when not nil, tells what the board was before an entry: a line
// stating a change the card already showed (a stun of a stunned creature,
// a heal of an undamaged one) agrees with the engine making none.
func checkScripted(r *replay.Replay, notes *tco.Notes, boards *boards) []ScriptCheck {
	var out []ScriptCheck
	entries := r.Match.Entries
	for i, e := range entries {
		if e.Comment != tco.CommentScripted || i >= notes.Len() || !evidenced(notes.At(i).Kind) {
			continue
		}
		n := notes.At(i)
		from, to := actionAround(entries, i)
		if to+1 < len(entries) && forcedAt(r, to+1) {
			// The ability still waited for a choice the log does not
			// name ("archive a card"): the action after resolved it, and
			// its events hold what the ability did.
			to++
		}
		c := ScriptCheck{Line: e.Line, Source: n.Source.ID, Effect: n.Kind.String(), Card: n.Card.ID}
		card := n.Card.ID
		if hiddenZones(n.Kind) {
			card = "" // the engine may not know which card it was
		}
		c.OK = madeChange(r, from, to, engine.ChangeOf(n.Kind), card) || boards.already(from, n.Kind, n.Card.ID) || boards.emptyPool(from, n)
		out = append(out, c)
	}
	return out
}

// forcedAt reports whether entry i resolved, without the choice, an
// ability that waited for one (a choice-missing finding there).
func forcedAt(r *replay.Replay, i int) bool {
	for k, e := range r.UnverifiableEntry {
		if e == i && r.Unverifiable[k].Rule == "choice-missing" {
			return true
		}
	}
	return false
}

// actionAround is the range of entries whose events may hold what the
// comment entry i states: the last action before it (a play, a use, not a
// declared effect of another card) to the first entry after it that is
// not a comment, and the import's answers right after that.
func actionAround(entries []record.Entry, i int) (from, to int) {
	from = i
	for from > 0 && (isComment(entries[from]) || entries[from].Action.Verb == engine.VerbEffect || entries[from].Action.Verb == engine.VerbChoose) {
		from-- // back over comments, other cards' declared effects and the choices the action asked for, to the action
	}
	if entries[from].Action.Verb == engine.VerbTurn {
		// "At the start of your turn" abilities resolve as the turn
		// begins: in the end of the turn before.
		for from > 0 && (isComment(entries[from]) || entries[from].Action.Verb == engine.VerbTurn) {
			from--
		}
	}
	to = i
	for to < len(entries)-1 && isComment(entries[to]) {
		to++
	}
	// Then the import's answers, and other cards' declared effects: a
	// fate or a trigger TCO logs after the ability's account resolves it
	// ("uses Coup de Grâce to deal 4 damage …", then "resolves the fate
	// effect of Coup de Grâce").
	for to < len(entries)-1 && (entries[to+1].Comment == CommentAnswered || isComment(entries[to+1]) || entries[to+1].Action.Verb == engine.VerbEffect) {
		to++
	}
	if to < len(entries)-1 && entries[to+1].Action.Verb == engine.VerbEnd {
		to++ // TCO logs "at the end of your turn" abilities before "End of turn"
	}
	return from, to
}

// madeChange reports whether the events of entries from..to hold change k
// (to card id, when given).
func madeChange(r *replay.Replay, from, to int, k engine.EffectKind, card string) bool {
	for j := from; j <= to; j++ {
		for _, ev := range r.Events(j) {
			// A card the engine could not know (the top of a hidden deck)
			// is any card the log names.
			if got, ok := engine.EventEffect(ev); ok && got == k && (card == "" || ev.Card == card || ev.Card == "" || ev.Card == engine.Unseen) {
				return true
			}
			if k == engine.EffMove && movedAember(ev, card) {
				return true
			}
			if (k == engine.EffDamage || k == engine.EffDestroy) && ev.Kind == engine.EvStatus && ev.Other == "unward" && ev.Card == card {
				return true // damage or destruction the card's ward took (TCO logs it as done)
			}
		}
	}
	return false
}

// isComment reports whether an entry changes nothing: a comment or a
// checkpoint.
func isComment(e record.Entry) bool {
	return e.Action.Verb == engine.VerbComment || e.Action.Verb == engine.VerbCheck
}

// evidenced reports whether the engine's events show a change of kind k
// wherever it happens. Moves between the hidden zones (a card returned
// from the discard pile, shuffled from it, revealed, searched for) and
// power counters are not events: a line stating them cannot be checked.
func evidenced(k engine.EffectKind) bool {
	switch k {
	case engine.EffNone, engine.EffReveal, engine.EffSearch, engine.EffReturn, engine.EffShuffle,
		engine.EffTopDeck, engine.EffPower:
		return false
	}
	return true
}

// hiddenZones reports whether a change of kind k may take a card from a
// hidden zone (a hand, a deck): the engine may have moved a card it did
// not know, so only the kind of change is checked.
func hiddenZones(k engine.EffectKind) bool {
	switch engine.ChangeOf(k) {
	case engine.EffDiscard, engine.EffArchive, engine.EffPurge:
		return true
	}
	return false
}

// movedAember reports whether event ev moved Æmber off a card (card, when
// given) to a pool or to the common supply: what a "move" line states. A
// pool's gain from a card names no card.
func movedAember(ev engine.Event, card string) bool {
	switch ev.Kind {
	case engine.EvAemberGained:
		return ev.Source == engine.SrcCapture
	case engine.EvStatus:
		return ev.Other == "aember to supply" && (card == "" || ev.Card == card)
	}
	return false
}

// boards replays a match alongside the checks, to tell what the board was
// before an entry. Entries are asked for in increasing order (an earlier
// one is not known any more).
type boards struct {
	m       *record.Match
	g       *engine.Game
	applied int // entries applied to g
	buf     []engine.InPlayCard
}

// newBoards is a board reader of m; nil when the game cannot be set up.
func newBoards(m *record.Match, db engine.CardDB, decks [2]*engine.Deck) *boards {
	g, err := newGame(m, db, decks)
	if err != nil {
		return nil
	}
	return &boards{m: m, g: g}
}

// already reports whether, before entry i, card id was in play already as
// a change of kind k would leave it: stunned, exhausted, warded, enraged,
// with no damage to heal, or with armor that may have absorbed the damage;
// exhausted, for a use (which it then cannot be).
func (b *boards) already(i int, k engine.EffectKind, id string) bool {
	if b == nil || id == "" || i < b.applied {
		return false
	}
	for ; b.applied < i; b.applied++ {
		b.g.Apply(b.m.Entries[b.applied].Action)
	}
	for pl := range int8(2) {
		b.buf = b.g.InPlay(pl, b.buf[:0])
		for _, c := range b.buf {
			if c.Ref.ID != id {
				continue
			}
			switch engine.ChangeOf(k) {
			case engine.EffStun:
				return c.Stunned
			case engine.EffExhaust:
				return c.Exhausted
			case engine.EffWard:
				return c.Warded
			case engine.EffEnrage:
				return c.Enraged
			case engine.EffHeal:
				return c.Damage == 0
			case engine.EffDamage:
				return c.ArmorLeft > 0 // TCO logs damage before armor, which made no event
			case engine.EffMove:
				return c.Aember == 0 // "return all Æmber from X" with none on X: nothing to move
			case engine.EffUse:
				return c.Exhausted // an exhausted card cannot be used: TCO logs the attempt
			}
			return false
		}
	}
	return false
}

// emptyPool reports whether, before entry i, the pool a scripted lose or
// steal line takes from (note n) held no Æmber: TCO states the amount
// the ability names ("make nan26 lose 1 Æmber", "steal 1 Æmber") when
// there was none to take, and the engine rightly took none.
func (b *boards) emptyPool(i int, n tco.Note) bool {
	if b == nil || n.Pool == 0 || i < b.applied {
		return false
	}
	for ; b.applied < i; b.applied++ {
		b.g.Apply(b.m.Entries[b.applied].Action)
	}
	return b.g.Aember(n.Pool-1) == 0
}
