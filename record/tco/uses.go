package tco

import (
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

// out is one thing a clause of an ability line says: a declared effect,
// a comment for a mechanic kfr has no effect for, or a declaration whose
// result a later line gives.
type out struct {
	eff     *engine.Effect
	comment string         // entry comment of eff
	note    string         // a comment entry instead of an effect
	card    engine.CardRef // the card a pending declaration is about
	// chosen is a card a lasting effect's note names ("allow X to be
	// used", "put a mutation counter on X and Y"): of a scripted card, the
	// card its ability chose (a note tcoimport answers the choice from).
	chosen engine.CardRef
	// The one-byte fields last, in one word (128 bytes, not 144).
	pend pending
	owe  bool // eff is declared unless the next line states it (a use of card)
	// share marks an effect whose card the next clause names: keyteki
	// joins the messages of actions on one target and names it once, at
	// the end ("heal 3 damage and ward X", "remove ward and deal 3 damage
	// to X").
	share bool
	// hidden marks a note for an effect the log does not detail.
	hidden bool
	// checkAs, when set, is the change eff states in the engine's terms,
	// for a scripted card's line: "capture 3 from their opponent, placing
	// it on" the opponent's own creature is declared as a loss and exalts
	// (captureOwnSide), which the engine makes as a capture.
	checkAs engine.EffectKind
}

// clauseRoom holds the clauses (outs) and effects made while reading one
// ability line, for that line only: uses acts on them, copying what it
// keeps (the entries' effects, owed), and the next line's reading starts
// over in the same room. Before, each clause tried was an allocation or
// two (cardsEffect alone, a twenty-fifth of a parse's bytes).
type clauseRoom struct {
	outs []out
	effs []engine.Effect
}

// reset empties the room for the next line: what the last line's clauses
// were is overwritten.
func (r *clauseRoom) reset() { r.outs, r.effs = r.outs[:0], r.effs[:0] }

// take is n zero clauses of the room, a slice of its own capacity.
func (r *clauseRoom) take(n int) []out {
	if len(r.outs)+n > cap(r.outs) {
		r.outs = make([]out, 0, max(chunkOf(cap(r.outs)), n))
	}
	at := len(r.outs)
	r.outs = r.outs[:at+n]
	outs := r.outs[at : at+n : at+n]
	clear(outs)
	return outs
}

// uses reads "X uses Y to …": reaps, fights, Action/Omni uses and the
// effects of abilities.
func (p *parser) uses(c lineCtx, pl int8, args string) bool {
	src, name, phrase, found := p.cards.splitSource(args)
	if !found {
		if n, ok := strings.CutSuffix(args, " without effect"); ok {
			if _, ok := p.card(n); ok {
				p.note(c, p.slab.join("no effect: ", n))
				return true
			}
		}
		p.card(name) // remember the unresolved name
		return false
	}
	// The card is not "seen" for pl here: TCO names as user whoever
	// triggered an ability, not always the card's owner. Its state is
	// looked up once for the line.
	st := p.cards.state(src.ID)
	st.user = pl
	if phrase == "" {
		return p.bareUse(c, pl, src)
	}
	if who, ok := strings.CutPrefix(phrase, "reap with "); ok && !unnamedObject(who) {
		r, ok := p.card(who)
		if !ok {
			return false
		}
		if p.pending == pendUse && p.pendCard == r {
			p.pending = pendNone // the use an ability made ("uses X to use Y")
			p.effect(c, engine.Effect{Kind: engine.EffReap, Player: pl, Card: r}, "")
		} else if r == src && pl == p.active && p.phase == "main" {
			p.takenOver(c, pl, r)
			p.see(pl, r)
			p.add(c, engine.Action{Verb: engine.VerbReap, Card: p.nextCopy(r)}, "")
		} else {
			p.effect(c, engine.Effect{Kind: engine.EffReap, Player: pl, Card: r}, "")
		}
		return true
	}
	if rest, ok := strings.CutPrefix(phrase, "make "); ok {
		if att, def, ok := p.fight(rest); ok {
			if p.pending == pendUse && p.pendCard == att {
				p.pending = pendNone // the use an ability made
				p.effect(c, engine.Effect{Kind: engine.EffFight, Player: pl, Card: att, Target: def}, "")
			} else if att == src && pl == p.active && p.phase == "main" {
				p.takenOver(c, pl, att)
				p.see(pl, att)
				p.add(c, engine.Action{Verb: engine.VerbFight, Card: p.nextCopy(att), Target: def}, "")
			} else {
				p.effect(c, engine.Effect{Kind: engine.EffFight, Player: pl, Card: att, Target: def}, "")
			}
			return true
		}
	}
	switch {
	case phrase == "remove its ward token":
		// keyteki's ward: the token prevented damage or leaving play.
		// The card was not used (even one with an "Action:").
		p.note(c, p.slab.join("ward removed from ", src.ID))
		return true
	case phrase == "fulfill its prophecy":
		p.note(c, p.slab.join("prophecy fulfilled: ", name))
		p.fulfilled = len(p.m.Entries)
		return true
	case strings.HasPrefix(phrase, "flip "):
		p.note(c, p.slab.join("prophecy flipped: ", phrase[len("flip "):]))
		return true
	}
	// "Mimicry to to copy Binding Irons": TCO doubles the "to".
	phrase = strings.TrimPrefix(phrase, "to ")
	if genericPhrase(phrase) || strings.HasPrefix(phrase, "trigger the ") {
		// "trigger the play effect of X an additional time" (Sci. Officer
		// Morpheus) is of the same kind: the effects follow, as X's lines.
		// TCO's message for an ability it describes no further: the
		// lines that follow state what it did, as after a bare use.
		return p.bareUse(c, pl, src)
	}
	p.it = src
	p.budget = phraseBudget
	p.cards.room.reset()
	outs, ok := p.phrase(pl, src, phrase)
	ok = ok && shared(outs)
	if !ok && p.scripted(src) {
		// The engine resolves this card's abilities itself: what TCO
		// says they did is a comment, understood or not.
		p.maybeUse(c, pl, src)
		p.add(c, engine.Action{Verb: engine.VerbComment, Words: p.slab.word(p.slab.join("scripted: ", phrase))}, CommentScripted)
		p.noteLast(Note{Source: src})
		return true
	}
	if !ok {
		p.salvage(c, pl, src, phrase)
		return false
	}
	if p.pending == pendUse && p.pendCard == src {
		p.pending = pendNone // used by the ability on the line before
	} else {
		p.useOrAgain(c, pl, src, outs)
	}
	p.implied(c, pl, src, outs)
	facts := p.cards.factsIn(p.scripts, st)
	scripted := facts.abilities && !st.given // p.scripted(src)
	lastEff := -1
	for i := range outs {
		if outs[i].eff != nil {
			lastEff = i
		}
	}
	for i := range outs {
		o := &outs[i] // not a copy of 128 bytes a clause
		p.seeRevealed(pl, src, o.eff, scripted)
		switch {
		case o.eff != nil && scripted && p.scriptUses(src, *o.eff):
			// "uses Poltergeist to use Screechbomb and destroy it": the
			// engine's script makes the use; declared, it would be a
			// second one. The line checks it and names the card used.
			p.add(c, engine.Action{Verb: engine.VerbComment, Words: p.slab.word(p.slab.join("scripted: use by ", src.ID))}, CommentScripted)
			p.noteLast(Note{Source: src, Card: o.eff.Card, Kind: engine.EffUse})
		case o.eff != nil && o.owe && i == lastEff:
			name := o.eff.Card.ID
			if d := p.cards.def(o.eff.Card); d != nil {
				name = d.Name
			}
			p.owed = &owed{c: c, eff: *o.eff, stated: " uses " + name + " to ", comment: o.comment}
		case o.eff != nil && scripted && engine.ScriptedKind(o.eff.Kind) && facts.makesKind(p.scripts, src.ID, o.checkKind()):
			// The engine resolves this card's abilities itself. The
			// ability's card and the card the effect named are noted:
			// they answer what the engine asks (tcoimport).
			k := o.checkKind()
			p.add(c, engine.Action{Verb: engine.VerbComment, Words: p.slab.word(facts.words(k, src.ID))}, CommentScripted)
			p.noteLast(Note{Source: src, Card: o.eff.Card, Kind: k, Pool: poolOf(*o.eff)})
		case o.eff != nil:
			p.effect(c, *o.eff, o.comment)
		case o.note != "" && o.hidden && scripted && facts.makesKind(p.scripts, src.ID, hiddenKind(o.note)):
			// What TCO does not detail, the engine's script did: the
			// line says only that the ability did something.
			p.add(c, engine.Action{Verb: engine.VerbComment, Words: p.slab.word(p.slab.join("scripted: ", o.note))}, CommentScripted)
			p.noteLast(Note{Source: src})
			p.abduction(pl, o.note) // the creatures a later line names answer its choice
		case o.note != "" && scripted && !o.chosen.IsZero():
			p.add(c, engine.Action{Verb: engine.VerbComment, Words: p.slab.word(p.slab.join("scripted: ", o.note))}, CommentScripted)
			p.noteLast(Note{Source: src, Card: o.chosen})
		case o.note != "" && o.hidden:
			p.add(c, engine.Action{Verb: engine.VerbComment, Words: p.slab.word(o.note)}, CommentHidden)
			p.noteLast(Note{Source: src})
			p.noted = true
			p.abduction(pl, o.note)
		case o.note != "":
			p.note(c, o.note)
			// The ability's card: a line kept as a comment ("place 1
			// time on …") still tells which ability resolved when
			// (tcoimport orders a turn's end abilities by it).
			p.noteLast(Note{Source: src})
		}
		if o.pend != pendNone {
			p.pending, p.pendCard, p.pendFresh = o.pend, o.card, true
		}
		if o.eff != nil && o.eff.Kind == engine.EffReady {
			if s := p.cards.state(o.eff.Card.ID); s.used > 0 {
				s.used-- // a readied creature may be used again
			}
		}
		if o.eff != nil && o.eff.Kind == engine.EffChains && o.eff.N > 0 {
			p.chainsGained(o.eff.Player, o.eff.N)
		}
	}
	return true
}

// scriptedWords is "scripted: KIND by ID" (scriptFacts.words).
func (p *parser) scriptedWords(k engine.EffectKind, id string) string {
	return p.cards.scriptOf(p.scripts, id).words(k, id)
}

// takenOver declares that player pl controls creature r before pl reaps
// or fights with it: only its controller uses a creature, and one seen only
// on the other side must have changed sides by an effect the log states
// without naming it ("uses Hypnobeam to apply a lasting effect to X").
// Taking control of one's own creature changes nothing, so this is safe
// when the engine moved it already.
func (p *parser) takenOver(c lineCtx, pl int8, r engine.CardRef) {
	if p.ownSide(p.other(pl), r) {
		p.effect(c, engine.Effect{Kind: engine.EffControl, Player: pl, Card: r}, CommentControlInferred)
	}
}

// abduction remembers an "abduct N creatures" note just added, for
// nameAbducted.
func (p *parser) abduction(pl int8, note string) {
	var n int
	if !scanInts(note, "unnamed: abduct %d creatures", &n) || n <= 0 {
		return
	}
	p.abducted = append(p.abducted, abduction{entry: len(p.m.Entries) - 1, player: pl, n: n, after: len(p.leftArchives)})
}

// scripted reports whether the engine resolves what "X uses C to …" says by
// itself: C is fully scripted, has abilities of its own (a card with only
// constant abilities, Captain Val Jericho, "uses" what its upgrade gives
// it), and has not been given an ability this turn ("uses Charge! to
// apply a lasting effect to Bull-wark": the damage "Bull-wark" then deals
// is Charge!'s, which Bull-wark's script lacks).
func (p *parser) scripted(src engine.CardRef) bool {
	return p.cards.scriptOf(p.scripts, src.ID).abilities && !p.cards.state(src.ID).given
}

// makes reports whether src's script can make a change of kind k
// (engine.Scripts.Makes).
func (p *parser) makes(src engine.CardRef, k engine.EffectKind) bool {
	return p.cards.scriptOf(p.scripts, src.ID).makesKind(p.scripts, src.ID, k)
}

// scriptUses reports whether effect e, of an ability line of scripted
// card src, is a use the script makes by itself: a script that uses a
// card in a closure (Poltergeist's "use it as if it were yours") states
// no op for it, so it may make any change (Scripts.Makes). A use by a
// step that only says how a creature is used (DoUse: CWO Tucheay) stays
// declared, and the reap or fight line after it answers the step
// (tcoimport's useAnswers).
func (p *parser) scriptUses(src engine.CardRef, e engine.Effect) bool {
	return e.Kind == engine.EffUse && p.makes(src, engine.EffUse)
}

// seeRevealed marks a card that scripted card src's line says pl
// revealed from their own hand (Hoodwink) as seen for pl: a card of pl's
// deck, which a partial deck must hold for the engine to reveal it (and
// to count it "this way"). Whose hand the script reveals says whose card
// it is (RevealsOwnHand): TCO names the cards the same way when a card
// reveals the opponent's hand.
func (p *parser) seeRevealed(pl int8, src engine.CardRef, e *engine.Effect, scripted bool) {
	if e != nil && e.Kind == engine.EffReveal && scripted && p.scripts.RevealsOwnHand(src.ID) {
		p.see(pl, e.Card)
	}
}

// genericPhrase reports whether s is one of TCO's messages for an ability
// whose effects it logs on the lines that follow, if at all (Auto-Vac
// 5150, Think Twice).
func genericPhrase(s string) bool {
	switch s {
	case "conditionally do something", "do several things":
		return true
	}
	return false
}

// salvage keeps, from an ability line that is not understood as a whole,
// the clauses that are ("… lose half their Æmber and steal 1 Æmber"): the
// Æmber they move matters to every checkpoint after. The line stays
// unknown; the effects carry the comment "partial".
func (p *parser) salvage(c lineCtx, pl int8, src engine.CardRef, phrase string) {
	var segs []string
	start := 0
	for i := 0; i < len(phrase); i++ {
		for _, sep := range []string{", and ", " and then ", " and ", ", "} {
			if !strings.HasPrefix(phrase[i:], sep) {
				continue
			}
			if w, _ := cutWord(phrase[i+len(sep):]); clauseVerbs[w] {
				segs = append(segs, phrase[start:i])
				start = i + len(sep)
				i = start - 1
			}
			break
		}
	}
	segs = append(segs, phrase[start:])
	if len(segs) < 2 {
		return
	}
	for _, seg := range segs {
		outs, ok := p.strictClause(pl, src, seg)
		if !ok {
			continue
		}
		for _, o := range outs {
			if o.eff != nil {
				p.effect(c, *o.eff, "partial")
			}
		}
	}
}

// nextCopy is the reference for using r once more this turn: a creature
// is used once a turn, so a second use of the same title is another copy
// ("Belligerent Guard" twice, token creatures), unless it was readied.
func (p *parser) nextCopy(r engine.CardRef) engine.CardRef {
	s := p.cards.state(r.ID)
	k := s.used
	s.used++
	if k > 0 {
		r.Copy = k + 1
	}
	p.see(p.active, r)
	return r
}

// fight reads "A fight B" where both are card titles.
func (p *parser) fight(s string) (att, def engine.CardRef, ok bool) {
	for i := 0; i+7 <= len(s); i++ {
		if s[i:i+7] != " fight " {
			continue
		}
		a, ok1 := p.cards.ref(s[:i])
		d, ok2 := p.cards.ref(s[i+7:])
		if ok1 && ok2 {
			return a, d, true
		}
	}
	return att, def, false
}

// bareUse reads "X uses Y" with nothing after: an Action or Omni use when Y
// has one, else an ability whose effects follow.
func (p *parser) bareUse(c lineCtx, pl int8, src engine.CardRef) bool {
	if p.maybeUse(c, pl, src) {
		return true
	}
	if !p.scripted(src) {
		// The effects are on the lines after, if TCO logged them: what it
		// did may be hidden (CommentHidden).
		p.add(c, engine.Action{Verb: engine.VerbComment, Words: p.slab.word(p.slab.join("ability of ", src.ID))}, CommentHidden)
		p.noteLast(Note{Source: src})
		p.noted = true
		return true
	}
	p.note(c, p.slab.join("ability of ", src.ID))
	return true
}

// maybeUse emits the Action or Omni use of src when this line is one: the
// card has such an ability, its controller is the active player in the main
// phase, it was not just played (that is its Play ability) and was not used
// yet this turn (then this is its Reap or Fight ability, or a lasting one).
func (p *parser) maybeUse(c lineCtx, pl int8, src engine.CardRef) bool {
	if pl != p.active || p.phase != "main" || src.ID == p.lastPlay || p.cards.state(src.ID).used > 0 {
		return false
	}
	if src.ID == p.scrapped && c.n == p.scrapLine+1 {
		// "discards Echofly", then "uses Echofly to archive …": its
		// "Scrap:" ability, from the discard pile, not an Action use.
		return false
	}
	d := p.cards.def(src)
	if d == nil {
		return false
	}
	verb := engine.VerbNone
	switch {
	case strings.Contains(d.Text, "Action:"):
		verb = engine.VerbAction
	case strings.Contains(d.Text, "Omni:"):
		verb = engine.VerbOmni
	default:
		return false
	}
	p.cards.state(src.ID).used++
	p.see(pl, src)
	p.add(c, engine.Action{Verb: verb, Card: src}, "")
	return true
}

// clauseVerbs are the words an ability clause begins with; a phrase is cut
// into clauses only before one of them.
var clauseVerbs = map[string]bool{
	"gain": true, "lose": true, "steal": true, "capture": true, "deal": true,
	"destroy": true, "sacrifice": true, "exalt": true, "ward": true, "stun": true,
	"exhaust": true, "ready": true, "enrage": true, "archive": true, "discard": true,
	"purge": true, "return": true, "put": true, "shuffle": true, "play": true,
	"use": true, "reveal": true, "raise": true, "draw": true, "heal": true,
	"fully": true, "give": true, "increase": true, "place": true, "remove": true,
	"move": true, "take": true, "make": true, "forge": true, "search": true,
	"swap": true, "then": true, "transfer": true, "choose": true, "copy": true, "look": true, "rearrange": true, "skip": true,
	// verbs of 2021 messages: "cause Y to gain", "add 3 power counters to",
	// "abduct 2 creatures", "resolve its bonus icons"
	"cause": true, "add": true, "abduct": true, "resolve": true,
}

// phraseBudget bounds the ways one ability line is cut into clauses; the
// longest real line needs a few dozen.
const phraseBudget = 500

// phrase reads what follows "uses Y to": one clause, or clauses joined by
// "and" or commas.
func (p *parser) phrase(pl int8, src engine.CardRef, s string) ([]out, bool) {
	s = trimSpace(s)
	if p.budget--; p.budget < 0 {
		return nil, false // a pathological line: give up rather than search on
	}
	if o, ok := p.strictClause(pl, src, s); ok {
		return o, true
	}
	for _, sep := range []string{" and then ", ", and ", " and ", ", "} {
		// From one sep to the next, not a comparison at every byte.
		for i := strings.Index(s, sep); i >= 0; i = indexFrom(s, sep, i+1) {
			right := s[i+len(sep):]
			if w, tail := cutWord(right); !clauseVerbs[w] {
				// "deal 3 damage to A, 2 damage to B": the verb is shared.
				if _, ok := amount(w); !ok || !strings.HasPrefix(tail, "damage to ") {
					continue
				}
				right = "deal " + right
			}
			left, ok := p.clause(pl, src, s[:i])
			if !ok {
				continue
			}
			// "use Screechbomb and destroy it": "it" is the card just named.
			for _, o := range left {
				if o.eff != nil && !o.eff.Card.IsZero() {
					p.it = o.eff.Card
				}
			}
			if rest, ok := p.phrase(pl, src, right); ok {
				return p.joined(shareTarget(left, rest), rest), true
			}
		}
	}
	return p.restriction(pl, strings.TrimPrefix(s, "then "))
}

// effOut is a clause declaring e, kept in the line's room.
func (p *parser) effOut(e engine.Effect) out { return out{eff: p.roomEffect(e)} }

// joined is the clauses a, then b, in the line's room.
func (p *parser) joined(a, b []out) []out {
	outs := p.cards.room.take(len(a) + len(b))
	copy(outs[copy(outs, a):], b)
	return outs
}

// roomEffect is a copy of e in the line's room.
func (p *parser) roomEffect(e engine.Effect) *engine.Effect { return one(&p.cards.room.effs, e) }

// said is the clauses os, kept in the line's room: a slice of its own
// capacity (an append to it copies, never writes into a neighbour).
func (p *parser) said(os ...out) []out { return some(&p.cards.room.outs, os...) }

// lastIndexIfSuffix is strings.LastIndex(s, sep) when s ends with suffix,
// else -1: the suffix, one comparison, is asked first (the search reads
// all of s, most often a list of titles that does not end so).
func lastIndexIfSuffix(s, sep, suffix string) int {
	if !strings.HasSuffix(s, suffix) {
		return -1
	}
	return strings.LastIndex(s, sep)
}

// indexFrom is the index of the first sep in s at or after byte from, or
// -1.
func indexFrom(s, sep string, from int) int {
	if k := strings.Index(s[from:], sep); k >= 0 {
		return from + k
	}
	return -1
}

// shareTarget gives the effects of left that wait for a card (share) the
// first card the clauses after it name.
func shareTarget(left, right []out) []out {
	var card engine.CardRef
	for _, o := range right {
		if o.eff != nil && !o.eff.Card.IsZero() {
			card = o.eff.Card
			break
		}
	}
	for i := range left {
		if left[i].share && left[i].eff != nil && left[i].eff.Card.IsZero() && !card.IsZero() {
			e := *left[i].eff
			e.Card = card
			left[i].eff, left[i].share = &e, false
		}
	}
	return left
}

// shared reports whether every effect that waited for a card got one.
func shared(outs []out) bool {
	for _, o := range outs {
		if o.share {
			return false
		}
	}
	return true
}

// cardsEffect makes one effect of kind k per card of the list.
func (p *parser) cardsEffect(pl int8, src engine.CardRef, k engine.EffectKind, list string, n int) ([]out, bool) {
	// The titles on the stack (room for the longest lists of the shared
	// logs: each append past it was an allocation): the effects below copy
	// them.
	var room [16]engine.CardRef
	refs, ok := p.targetsTo(room[:0], src, list)
	if !ok {
		return nil, false
	}
	if leavesPlay(k) {
		lastCopiesFirst(refs)
	}
	outs := p.cards.room.take(len(refs))
	for i, r := range refs {
		outs[i] = p.effOut(engine.Effect{Kind: k, Player: pl, N: n, Card: r})
	}
	return outs, true
}

// leavesPlay reports whether an effect of kind k takes a card out of play.
func leavesPlay(k engine.EffectKind) bool {
	switch k {
	case engine.EffDestroy, engine.EffSacrifice, engine.EffPurge, engine.EffReturn,
		engine.EffArchive, engine.EffShuffle, engine.EffTopDeck:
		return true
	}
	return false
}

// lastCopiesFirst orders the copies of each title in a list from the last
// to the first ("destroy Infurnace and Infurnace": Infurnace#2, then
// Infurnace): a copy number counts the copies in play when the effect
// applies, and once the first copy has left, the second is the first.
func lastCopiesFirst(refs []engine.CardRef) {
	for i := range refs {
		for j := i + 1; j < len(refs); j++ {
			if refs[j].ID == refs[i].ID && refs[j].Copy > refs[i].Copy {
				refs[i], refs[j] = refs[j], refs[i]
			}
		}
	}
}

// targetsTo reads a list of titles, appending them to dst, an empty
// slice; "itself" and "it" are the source.
func (p *parser) targetsTo(dst []engine.CardRef, src engine.CardRef, list string) ([]engine.CardRef, bool) {
	switch list {
	case "itself":
		// Copy 1, said: the engine reads an unnumbered ref of the source's
		// own title in its damage as another copy.
		self := src
		if self.Copy == 0 {
			self.Copy = 1
		}
		return append(dst, self), !src.IsZero()
	case "it":
		return append(dst, p.it), !p.it.IsZero()
	}
	return p.cards.listTo(dst, list)
}

// named reads a player's name inside a phrase.
func (p *parser) named(s string) (int8, bool) {
	pl := p.player(s)
	return pl, pl != engine.NoPlayer
}

// clause reads one ability clause.
func (p *parser) clause(pl int8, src engine.CardRef, s string) ([]out, bool) {
	s = trimSpace(s)
	s = strings.TrimPrefix(s, "then ")
	if o, ok := p.strictClause(pl, src, s); ok {
		return o, true
	}
	return p.restriction(pl, s)
}

// strictClause reads a clause that becomes effects (no lasting comment).
func (p *parser) strictClause(pl int8, src engine.CardRef, s string) ([]out, bool) {
	s = strings.TrimPrefix(s, "then ")
	if o, ok := p.clauseCore(pl, src, s); ok {
		return o, true
	}
	return p.statusVerbs(pl, src, s)
}

// statusKinds are the one-card effects a clause may join: "ready and
// enrage A, B", "exhaust, stun and enrage X".
var statusKinds = map[string]engine.EffectKind{
	"ready": engine.EffReady, "enrage": engine.EffEnrage, "exhaust": engine.EffExhaust,
	"stun": engine.EffStun, "ward": engine.EffWard, "exalt": engine.EffExalt,
	"destroy": engine.EffDestroy, "purge": engine.EffPurge, "archive": engine.EffArchive,
}

func (p *parser) statusVerbs(pl int8, src engine.CardRef, s string) ([]out, bool) {
	var kinds []engine.EffectKind
	for {
		w, rest := cutWord(s)
		w = strings.TrimSuffix(w, ",")
		k, ok := statusKinds[w]
		if !ok {
			break
		}
		kinds = append(kinds, k)
		s = rest
		if r, ok := strings.CutPrefix(s, "and "); ok {
			s = r
		}
	}
	if len(kinds) < 2 {
		return nil, false
	}
	var all []out
	for _, k := range kinds {
		o, ok := p.cardsEffect(pl, src, k, s, 0)
		if !ok {
			return nil, false
		}
		all = append(all, o...)
	}
	return all, true
}

// clauseCore reads the clauses that become effects.
func (p *parser) clauseCore(pl int8, src engine.CardRef, s string) ([]out, bool) {
	verb, rest := cutWord(s)
	switch verb {
	case "gain", "lose", "steal":
		if verb == "gain" {
			num, what := cutWord(rest)
			if n, ok := amount(num); ok && (what == "chain" || what == "chains") {
				return p.said(p.effOut(engine.Effect{Kind: engine.EffChains, Player: pl, N: n})), true
			}
		}
		return p.aember(pl, verb, rest)
	case "make":
		return p.makeClause(pl, src, rest)
	case "cause":
		// "cause Y to gain 1 amber" (2021, Brend the Fanatic) is today's
		// "make Y gain 1 Æmber".
		if who, what, ok := strings.Cut(rest, " to "); ok {
			return p.makeClause(pl, src, who+" "+what)
		}
	case "add":
		// "add 3 power counters to X" (2021, Growth Surge): today "place 3
		// +1 power counters on X".
		num, tail := cutWord(rest)
		if list, ok := cutPrefixAny(tail, "power counters to ", "power counter to "); ok {
			if n, ok := amount(num); ok {
				return p.cardsEffect(pl, src, engine.EffPower, list, n)
			}
		}
	case "capture":
		return p.capture(pl, src, rest)
	case "deal":
		return p.damage(pl, src, rest)
	case "destroy":
		if _, list, ok := strings.Cut(rest, " with the lowest power: "); ok && strings.HasPrefix(rest, "each ") {
			// Too Low's fate names the creatures it destroys.
			return p.cardsEffect(pl, src, engine.EffDestroy, list, 0)
		}
		return p.cardsEffect(pl, src, engine.EffDestroy, rest, 0)
	case "sacrifice":
		return p.cardsEffect(pl, src, engine.EffSacrifice, rest, 0)
	case "ward":
		return p.cardsEffect(pl, src, engine.EffWard, rest, 0)
	case "stun":
		return p.cardsEffect(pl, src, engine.EffStun, rest, 0)
	case "exhaust":
		return p.cardsEffect(pl, src, engine.EffExhaust, rest, 0)
	case "ready":
		if announcesCreatures(rest) {
			// "ready 1 non-Robot creature" (Sil-A-T8): the next line names
			// the creature readied.
			return p.said(out{note: p.slab.join("announced: ready ", rest)}), true
		}
		return p.cardsEffect(pl, src, engine.EffReady, rest, 0)
	case "enrage":
		return p.cardsEffect(pl, src, engine.EffEnrage, rest, 0)
	case "exalt":
		return p.exalt(pl, src, rest)
	case "archive":
		return p.archive(pl, src, rest)
	case "choose":
		if !strings.Contains(rest, " ") {
			return p.said(out{note: p.slab.join("chooses ", rest)}), true
		}
	case "copy":
		if r, ok := p.cards.ref(rest); ok {
			return p.said(out{note: p.slab.join("copies ", rest), chosen: r}), true
		}
	case "look":
		if strings.HasPrefix(rest, "at the top ") {
			return p.said(out{note: p.slab.join("looks at ", rest[len("at "):])}), true
		}
	case "discard":
		return p.discardClause(pl, src, rest)
	case "purge":
		if strings.Contains(rest, " at random from ") {
			return p.said(out{pend: pendRandom}), true
		}
		return p.cardsEffect(pl, src, engine.EffPurge, rest, 0)
	case "return":
		return p.returnClause(pl, src, rest)
	case "put":
		return p.put(pl, src, rest)
	case "shuffle":
		list, ok := cutSuffixAny(rest, " into their owner's deck", " into their deck")
		if !ok {
			if i := lastIndexIfSuffix(rest, " into ", "'s deck"); i > 0 {
				list, ok = rest[:i], true
			}
		}
		if !ok {
			return nil, false
		}
		return p.cardsEffect(pl, src, engine.EffShuffle, list, 0)
	case "play":
		// The "plays Y" line that follows is the play itself.
		if r, ok := p.cards.ref(rest); ok {
			return p.said(out{pend: pendPlay, card: r}), true
		}
		return p.cardsEffect(pl, src, engine.EffPlay, rest, 0)
	case "use":
		o, ok := p.cardsEffect(pl, src, engine.EffUse, rest, 0)
		if ok && len(o) == 1 {
			// "uses Y to reap with Y", "uses Y to make Y fight Z" or "uses
			// Y to …" usually follows and says how Y was used; the use
			// is declared only when no such line does.
			o[0].owe = true
			o = append(o, out{pend: pendUse, card: o[0].eff.Card})
		}
		return o, ok
	case "reveal":
		// "reveal X from their hand, and archive it" (Information Officer
		// Gray): the card is in hand.
		rest, _ = strings.CutSuffix(rest, " from their hand")
		return p.cardsEffect(pl, src, engine.EffReveal, rest, 0)
	case "search":
		if name, ok := strings.CutPrefix(rest, "for "); ok {
			name, _, _ = strings.Cut(name, " and shuffle ")
			r, ok := p.card(name)
			if !ok {
				return nil, false
			}
			return p.said(p.effOut(engine.Effect{Kind: engine.EffSearch, Player: pl, Card: r}), out{pend: pendTake}), true
		}
	case "raise":
		if rest == "the tide" {
			return p.said(p.effOut(engine.Effect{Kind: engine.EffRaiseTide, Player: pl}), out{pend: pendTide}), true
		}
	case "draw":
		n, ok := countCards(rest)
		if !ok {
			return nil, false
		}
		return p.said(p.effOut(engine.Effect{Kind: engine.EffDraw, Player: pl, N: n}), out{pend: pendDraw}), true
	case "heal":
		// "heal Garnet Squire for 1 damage"; "heal 3 damage" when the
		// next clause names the creature ("heal 3 damage and ward X").
		if num, ok := strings.CutSuffix(rest, " damage"); ok {
			if n, ok := amount(num); ok {
				return p.said(out{eff: p.roomEffect(engine.Effect{Kind: engine.EffHeal, Player: pl, N: n}), share: true}), true
			}
		}
		name, amt, ok := strings.Cut(rest, " for ")
		if !ok {
			return nil, false
		}
		num, tail := cutWord(amt)
		n, ok := amount(num)
		if !ok || tail != "damage" {
			return nil, false
		}
		return p.cardsEffect(pl, src, engine.EffHeal, name, n)
	case "fully":
		if name, ok := strings.CutPrefix(rest, "heal and use "); ok {
			a, ok1 := p.cardsEffect(pl, src, engine.EffFullHeal, name, 0)
			b, ok2 := p.clause(pl, src, "use "+name) // the line after may say how
			return p.joined(a, b), ok1 && ok2
		}
		if name, ok := strings.CutPrefix(rest, "heal "); ok {
			return p.cardsEffect(pl, src, engine.EffFullHeal, name, 0)
		}
	case "give":
		return p.give(pl, rest)
	case "increase":
		return p.increase(pl, rest)
	case "place":
		return p.place(pl, src, rest)
	case "remove":
		return p.remove(pl, src, rest)
	case "move", "take":
		return p.move(pl, src, verb, rest)
	case "transfer":
		// "transfer 8 Æmber from NaN" (Interdimensional Graft): the named
		// player pays it to their opponent.
		n, tail, ok := aemberAmount(rest)
		if !ok {
			return nil, false
		}
		from, ok := strings.CutPrefix(tail, "from ")
		who, named := p.named(from)
		if !ok || !named {
			return nil, false
		}
		return p.said(p.effOut(engine.Effect{Kind: engine.EffPay, Player: who, N: n})), true
	case "forge":
		return p.said(out{pend: pendForge, card: src}), true // the "forges the … key" line follows
	case "swap":
		if list, ok := strings.CutPrefix(rest, "control of "); ok {
			return p.cardsEffect(pl, src, engine.EffControl, list, 0)
		}
	case "name":
		if !strings.Contains(rest, " ") {
			return p.said(out{note: p.slab.join("names ", rest)}), true
		}
	}
	return nil, false
}

// restriction keeps lasting effects kfr has no primitive for ("stop X
// from …", "prevent …") as comments; "take another turn after this one"
// is > extraturn.
func (p *parser) restriction(pl int8, s string) ([]out, bool) {
	if s == "take another turn after this one" {
		return p.said(p.effOut(engine.Effect{Kind: engine.EffExtraTurn, Player: pl})), true
	}
	if list, ok := strings.CutPrefix(s, "apply a lasting effect to "); ok {
		if refs, ok := p.cards.list(list); ok {
			for _, r := range refs {
				p.cards.state(r.ID).given = true
			}
		}
	}
	p.iconsAgain(s)
	if outs, ok := p.lastingChosen(s); ok {
		return outs, true
	}
	for _, pre := range []string{"stop ", "prevent ", "move it to a flank", "put a mutation counter on ", "allow ", "take another turn", "apply a lasting effect to ",
		"change the active house to ", "resolve the bonus icons of ", "look at the top ", "rearrange them in any order",
		"blank "} {
		if strings.HasPrefix(s, pre) {
			return p.said(out{note: p.slab.join("lasting: ", s)}), true
		}
	}
	if s == "apply a lasting effect" || s == "resolve its bonus icons" {
		return p.said(out{note: p.slab.join("lasting: ", s)}), true
	}
	for _, suf := range []string{" for the remainder of the turn", " next turn", " this turn"} {
		if strings.HasSuffix(s, suf) {
			if w, _ := cutWord(s); clauseVerbs[w] || w == "skip" {
				return p.said(out{note: p.slab.join("lasting: ", s)}), true
			}
		}
	}
	if w, obj := cutWord(s); (clauseVerbs[w] || unnamedVerbs[w]) && unnamedObject(obj) {
		// keyteki names a target only once it is chosen: a clause about
		// "a creature", "each creature", "2 creatures" did something
		// the log does not show (or shows on the lines after). The entry
		// says so (CommentHidden): understood, but not checkable.
		return p.said(out{note: p.slab.join("unnamed: ", s), hidden: true}), true
	}
	return nil, false
}

// iconsAgain reads "resolve the bonus icons of X an additional time" of a
// scripted card (Fission Bloom, Wild Bounty) about the card just played:
// the engine resolves X's printed Æmber icons again itself, so as many
// more of the Æmber lines that follow are the engine's, not declared.
func (p *parser) iconsAgain(s string) {
	rest, ok := strings.CutPrefix(s, "resolve the bonus icons of ")
	if !ok || !p.scripted(p.it) {
		return
	}
	name, ok := strings.CutSuffix(rest, " an additional time")
	if !ok {
		return
	}
	if r, ok := p.cards.ref(name); ok && r == p.printed {
		if d := p.cards.def(r); d != nil {
			p.printedLeft = p.printedToCome() + d.Amber
		}
	}
}

// lastingChosen reads a lasting effect of a scripted card that names the
// cards its ability chose: "allow X to be used for the remainder of the
// turn", "put a mutation counter on X and Y, making them gain the Mutant
// trait". One note a card, each naming it (out.chosen).
func (p *parser) lastingChosen(s string) ([]out, bool) {
	if !p.scripted(p.it) {
		return nil, false
	}
	var list string
	if rest, ok := strings.CutPrefix(s, "allow "); ok {
		list, _, ok = strings.Cut(rest, " to be used")
		if !ok {
			return nil, false
		}
	} else if rest, ok := strings.CutPrefix(s, "put a mutation counter on "); ok {
		list, _, _ = strings.Cut(rest, ", making")
	} else {
		return nil, false
	}
	refs, ok := p.cards.list(list)
	if !ok || len(refs) == 0 {
		return nil, false
	}
	outs := p.cards.room.take(len(refs))
	for i, r := range refs {
		outs[i] = out{note: p.slab.join("lasting: ", s), chosen: r}
	}
	return outs, true
}

// countCards reads "1 card", "3 cards", "a card".
func countCards(s string) (int, bool) {
	num, what := cutWord(s)
	n, ok := amount(num)
	return n, ok && (what == "card" || what == "cards")
}

// aemberAmount reads "2 Æmber" and what follows it.
func aemberAmount(s string) (n int, rest string, ok bool) {
	num, tail := cutWord(s)
	n, ok = amount(num)
	if !ok {
		return 0, "", false
	}
	// "Æmber" ends the phrase or a space follows it (no copy of tail with
	// a space added, an allocation a clause).
	if tail == "Æmber" {
		return n, "", true
	}
	tail, ok = strings.CutPrefix(tail, "Æmber ")
	return n, strings.TrimSpace(tail), ok
}

// aember reads "gain 2 Æmber", "lose 1 Æmber", "steal 1 Æmber (from X)".
func (p *parser) aember(pl int8, verb, rest string) ([]out, bool) {
	n, tail, ok := aemberAmount(rest)
	if !ok {
		return nil, false
	}
	if tail != "" {
		from, ok := strings.CutPrefix(tail, "from ")
		if verb != "steal" || !ok {
			return nil, false
		}
		if who, ok := p.named(from); !ok || who == pl {
			return nil, false
		}
	}
	var k engine.EffectKind // a switch, not a map made for each clause
	switch verb {
	case "gain":
		k = engine.EffGain
	case "lose":
		k = engine.EffLose
	case "steal":
		k = engine.EffSteal
	}
	return p.said(p.effOut(engine.Effect{Kind: k, Player: pl, N: n})), true
}

// makeClause reads "make X gain 1 Æmber", "make X lose 2 Æmber", "make A
// fight B", "make a token creature".
func (p *parser) makeClause(pl int8, src engine.CardRef, rest string) ([]out, bool) {
	if rest == "a token creature" {
		p.tokensMade = true
		return p.said(p.effOut(engine.Effect{Kind: engine.EffToken, Player: pl, N: 1})), true
	}
	if num, ok := strings.CutSuffix(rest, " token creatures"); ok {
		if n, ok := amount(num); ok {
			p.tokensMade = true
			return p.said(p.effOut(engine.Effect{Kind: engine.EffToken, Player: pl, N: n})), true
		}
	}
	if strings.HasSuffix(rest, " token creature") || strings.HasSuffix(rest, " token creatures") {
		return p.said(out{note: "token creatures made by " + src.ID + ": " + rest}), true
	}
	if att, def, ok := p.fight(rest); ok {
		return p.said(p.effOut(engine.Effect{Kind: engine.EffFight, Player: pl, Card: att, Target: def})), true
	}
	for i, name := range p.names {
		if tail, ok := strings.CutPrefix(rest, name+" "); ok {
			verb, amt := cutWord(tail)
			if verb == "gain" || verb == "lose" {
				return p.aember(int8(i), verb, amt)
			}
			if h, ok := strings.CutPrefix(tail, "name house "); ok {
				return p.said(out{note: p.slab.join(name, " names house ", h)}), true
			}
		}
	}
	return nil, false
}

// capture reads "capture 1 Æmber", "capture 1 Æmber from their opponent,
// placing it on X".
func (p *parser) capture(pl int8, src engine.CardRef, rest string) ([]out, bool) {
	n, tail, ok := aemberAmount(rest)
	if !ok {
		return nil, false
	}
	on := src
	if d := p.cards.def(src); tail == "" && d != nil && d.Type != engine.TypeCreature && d.Type != engine.TypeTokenCreature {
		// "uses Spoils of Battle to capture 1 amber": an action or an
		// artifact captures nothing itself; a friendly creature the log
		// does not name did.
		return p.said(out{note: p.slab.join("unnamed: capture ", rest, " on a friendly creature"), hidden: true}), true
	}
	if tail != "" {
		name, ok := strings.CutPrefix(tail, "from their opponent, placing it on ")
		if r, found := p.cards.ref(name); ok && found && p.ownSide(p.other(pl), r) {
			// Placed on the opponent's own creature (Trenk's Creed): it
			// takes from its own side.
			return p.captureOwnSide(p.other(pl), r, n), true
		}
		if !ok {
			// "capture 1 Æmber from NaN on Gas-Pipes Malone": the creature's
			// controller is the named player's opponent.
			from, card, found := strings.Cut(strings.TrimPrefix(tail, "from "), " on ")
			who, named := p.named(from)
			if !found || !named {
				return nil, false
			}
			if r, ok := p.cards.ref(card); ok && p.ownSide(who, r) {
				return p.captureOwnSide(who, r, n), true // Scooped, Gas-Pipes Malone
			}
			pl, name = p.other(who), card
		}
		if on, ok = p.cards.ref(name); !ok {
			return nil, false
		}
	}
	return p.said(p.effOut(engine.Effect{Kind: engine.EffCapture, Player: pl, N: n, Card: on})), true
}

// damage reads "deal 2 damage to X", "deal 1 damage to X and 2 to their
// neighbors", "deal 4 damage to A, B, and C".
func (p *parser) damage(pl int8, src engine.CardRef, rest string) ([]out, bool) {
	num, tail := cutWord(rest)
	n, ok := amount(num)
	if !ok {
		return p.damageEach(pl, src, rest)
	}
	list, ok := strings.CutPrefix(tail, "damage to ")
	if !ok {
		return nil, false
	}
	if target, _, ok := strings.Cut(list, " and steal "); ok && strings.HasSuffix(list, " if it is not destroyed") {
		// Cosmic Recompense: the steal depends on the damage; the engine's
		// script does it after the damage.
		if r, ok := p.cards.ref(target); ok {
			return p.said(p.effOut(engine.Effect{Kind: engine.EffDamage, Player: pl, N: n, Card: r})), true
		}
	}
	if list == "each friendly creature" {
		// Unstable Dale's fate: the engine's fate script deals it when
		// "resolves the fate effect" follows.
		return p.said(out{note: p.slab.join("deal ", rest)}), true
	}
	if name, ok := strings.CutPrefix(list, "each creature that shares a house with "); ok {
		// Infinity Strop's second part: the engine resolves it after the
		// declared damage destroys the first creature.
		if _, ok := p.cards.ref(name); ok {
			return p.said(out{note: p.slab.join("deal ", rest)}), true
		}
	}
	splash := 0
	if i := lastIndexIfSuffix(list, " and ", " to their neighbors"); i > 0 {
		num := strings.TrimSuffix(list[i+5:], " to their neighbors")
		if m, ok := amount(num); ok {
			splash, list = m, list[:i]
		}
	}
	outs, ok := p.cardsEffect(pl, src, engine.EffDamage, list, n)
	if ok && splash > 0 {
		for _, o := range outs {
			o.eff.Splash = splash
		}
	}
	return outs, ok
}

// damageEach reads "deal damage to A, B, and C", with no amount: TCO's
// account of a "deal 1D to each creature" (Kerwollop, Echoing Deathknell)
// names every creature it hit. Only a scripted card's line is read (the
// engine deals the damage; the line checks the creatures hit, and
// tcoimport reads it as the creatures in play, unlisted.go): an amount
// the log does not give cannot be declared.
func (p *parser) damageEach(pl int8, src engine.CardRef, rest string) ([]out, bool) {
	list, ok := strings.CutPrefix(rest, "damage to ")
	if !ok || !p.scripted(src) || !p.makes(src, engine.EffDamage) {
		return nil, false
	}
	return p.cardsEffect(pl, src, engine.EffDamage, list, 0)
}

// exalt reads "exalt X", "exalt X 3 times", "exalt and enrage X".
func (p *parser) exalt(pl int8, src engine.CardRef, rest string) ([]out, bool) {
	if list, ok := strings.CutPrefix(rest, "and enrage "); ok {
		a, ok1 := p.cardsEffect(pl, src, engine.EffExalt, list, 0)
		b, ok2 := p.cardsEffect(pl, src, engine.EffEnrage, list, 0)
		return p.joined(a, b), ok1 && ok2
	}
	times := 1
	if head, ok := strings.CutSuffix(rest, " times"); ok {
		if i := strings.LastIndex(head, " "); i > 0 {
			if n, ok := amount(head[i+1:]); ok {
				times, rest = n, head[:i]
			}
		}
	}
	outs, ok := p.cardsEffect(pl, src, engine.EffExalt, rest, 0)
	if !ok {
		return nil, false
	}
	all := outs
	for i := 1; i < times; i++ {
		for _, o := range outs {
			e := *o.eff
			all = append(all, p.effOut(e))
		}
	}
	return all, true
}

// archive reads "archive X and Y", "archive a card", "archive the top two
// cards of their deck", "archive 2 cards from their discard pile".
func (p *parser) archive(pl int8, src engine.CardRef, rest string) ([]out, bool) {
	if top, ok := strings.CutPrefix(rest, "the top "); ok {
		n, tail, ok := topCount(top)
		if !ok || tail != "of their deck" {
			return nil, false
		}
		return p.said(p.effOut(engine.Effect{Kind: engine.EffArchiveTop, Player: pl, N: n})), true
	}
	if n, ok := countCards(strings.TrimSuffix(rest, " from their discard pile")); ok && n > 0 {
		if strings.HasSuffix(rest, " from their discard pile") {
			return p.said(out{pend: pendArchive}), true // the next line names them
		}
		// Unnamed cards from hand ("archive a card", "archive 2
		// cards"): Card stays zero. (Digital Signal's "archive 1 cards"
		// becomes a comment: the engine scripts the card.)
		outs := p.cards.room.take(n)
		for i := range outs {
			outs[i] = p.effOut(engine.Effect{Kind: engine.EffArchive, Player: pl})
		}
		return outs, true
	}
	return p.cardsEffect(pl, src, engine.EffArchive, rest, 0)
}

// topCount reads "two cards of their deck", "card of each player's deck".
func topCount(s string) (int, string, bool) {
	if tail, ok := strings.CutPrefix(s, "card "); ok {
		return 1, tail, true
	}
	num, tail := cutWord(s)
	n, ok := amount(num)
	if !ok {
		return 0, "", false
	}
	tail, ok = strings.CutPrefix(tail, "cards ")
	return n, tail, ok
}

// discardClause reads "discard X", "discard the top 5 cards of their deck",
// "discard a card at random from X's hand".
func (p *parser) discardClause(pl int8, src engine.CardRef, rest string) ([]out, bool) {
	if strings.Contains(rest, " at random from ") || rest == "random card" {
		return p.said(out{pend: pendRandom}), true
	}
	if who, ok := strings.CutPrefix(rest, "all cards in "); ok {
		// "discard all cards in NaN's archives" (Dysania): the cards are
		// named on a later line when at all; kept as a comment.
		if name, ok := strings.CutSuffix(who, "'s archives"); ok && p.player(name) != engine.NoPlayer {
			return p.said(out{note: "archives discarded: " + name}), true
		}
	}
	if i := lastIndexIfSuffix(rest, " from ", "'s archives"); i > 0 {
		// "discard Chasm Vespid from nan26's archives" (Digital Signal,
		// whose script discards the archives; the next line, "uses
		// Digital Signal to discard Chasm Vespid", states the discard
		// again and is a comment too): kept as a comment.
		who := strings.TrimSuffix(rest[i+len(" from "):], "'s archives")
		if _, ok := p.cards.list(rest[:i]); ok && p.player(who) != engine.NoPlayer {
			return p.said(out{note: "archives discarded: " + rest}), true
		}
	}
	if !p.scripted(src) && p.restatesDeckTop(rest) {
		return p.said(out{note: "top card discarded, restated: " + rest}), true
	}
	if name, ok := strings.CutSuffix(rest, " from their deck"); ok {
		// "discard Umbra from their deck": the top card, now known.
		if _, ok := p.cards.ref(name); !ok {
			return nil, false
		}
		return p.said(out{eff: p.roomEffect(engine.Effect{Kind: engine.EffDiscardTop, Player: pl, N: 1}), comment: "top card " + name}), true
	}
	if top, ok := strings.CutPrefix(rest, "the top "); ok {
		n, tail, ok := topCount(top)
		if !ok {
			return nil, false
		}
		switch {
		case tail == "of their deck":
			return p.said(p.effOut(engine.Effect{Kind: engine.EffDiscardTop, Player: pl, N: n})), true
		case tail == "of each player's deck":
			return p.said(
				p.effOut(engine.Effect{Kind: engine.EffDiscardTop, Player: pl, N: n}),
				p.effOut(engine.Effect{Kind: engine.EffDiscardTop, Player: p.other(pl), N: n}),
			), true
		case strings.HasPrefix(tail, "of ") && strings.HasSuffix(tail, "'s deck"):
			who, ok := p.named(tail[3 : len(tail)-len("'s deck")])
			if !ok {
				return nil, false
			}
			return p.said(p.effOut(engine.Effect{Kind: engine.EffDiscardTop, Player: who, N: n})), true
		}
		return nil, false
	}
	return p.cardsEffect(pl, src, engine.EffDiscard, rest, 0)
}

// restatesDeckTop reports whether "discard X" restates the line before,
// "… to discard X from their deck …": keyteki logs the ability's message,
// then the discard's own. Declared again, X would be a second discard,
// from the hand. (A scripted card's line checks the discard its script
// made, and names the card for it.)
func (p *parser) restatesDeckTop(rest string) bool {
	if strings.HasSuffix(rest, " from their deck") {
		return false
	}
	// Contains(p.prevText, " to discard "+rest+" from their deck"), without
	// building the string.
	const head = " to discard "
	for t := p.prevText; ; t = t[1:] {
		i := strings.Index(t, head)
		if i < 0 {
			return false
		}
		t = t[i:]
		if after, ok := strings.CutPrefix(t[len(head):], rest); ok && strings.HasPrefix(after, " from their deck") {
			return true
		}
	}
}

// returnClause reads "return X to their hand", "… to their owner's hand",
// "… to the top of their owner's deck", "… to their owner's deck".
func (p *parser) returnClause(pl int8, src engine.CardRef, rest string) ([]out, bool) {
	if rest == "to their owner's deck" {
		// The list is empty (Song of Spring: "any number", none chosen).
		return p.said(out{note: "no card returned to the deck"}), true
	}
	if list, ok := strings.CutPrefix(rest, "all Æmber from "); ok {
		if list, ok := strings.CutSuffix(list, " to their controller's pool"); ok {
			return p.toControllers(list)
		}
	}
	if list, ok := cutSuffixAny(rest, " to their hand", " to their owner's hand", " to its owner's hand", " to owners hand"); ok {
		return p.cardsEffect(pl, src, engine.EffReturn, list, 0)
	}
	if list, ok := cutSuffixAny(rest, " to the top of their owner's deck", " to the top of their deck"); ok {
		return p.cardsEffect(pl, src, engine.EffTopDeck, list, 0)
	}
	if list, ok := cutSuffixAny(rest, " to the bottom of their owner's deck", " to the bottom of their deck"); ok {
		outs, ok := p.cardsEffect(pl, src, engine.EffShuffle, list, 0)
		for i := range outs {
			outs[i].comment = "bottom of deck"
		}
		return outs, ok
	}
	// "to their deck" is keyteki's ReturnToDeck message of 2021 (Thin the
	// Herd, Rad Penny), "to their owner's deck" today's.
	if list, ok := cutSuffixAny(rest, " to their owner's deck", " to their deck"); ok {
		return p.cardsEffect(pl, src, engine.EffShuffle, list, 0)
	}
	return nil, false
}

// toControllers reads the creatures of "return all Æmber from A, B, and C
// to their controller's pool" (Midyear Festivities): all Æmber on each
// moves to the pool of the player who controls it, known as the player
// the creature was seen played or used by. A creature seen on both sides,
// or on neither, leaves the clause not understood.
func (p *parser) toControllers(list string) ([]out, bool) {
	refs, ok := p.cards.list(list)
	if !ok {
		return nil, false
	}
	outs := make([]out, 0, len(refs))
	for _, r := range refs {
		who := engine.NoPlayer
		for _, pl := range [2]int8{0, 1} {
			if p.ownSide(pl, r) {
				who = pl
			}
		}
		if who == engine.NoPlayer {
			return nil, false
		}
		outs = append(outs, p.effOut(engine.Effect{Kind: engine.EffMove, Player: who, N: AllAmber, Card: r}))
	}
	return outs, true
}

// announcesCreatures reports whether s is "1 non-Robot creature", "2
// non-Mars creatures": a count of creatures the lines after name.
func announcesCreatures(s string) bool {
	num, tail := cutWord(s)
	if _, ok := amount(num); !ok {
		return false
	}
	kind, what := cutWord(tail)
	return strings.HasPrefix(kind, "non-") && len(kind) > len("non-") && (what == "creature" || what == "creatures")
}

// put reads "put X into play", "put X on top of their deck", "put X on the
// bottom of Y's deck".
func (p *parser) put(pl int8, src engine.CardRef, rest string) ([]out, bool) {
	if strings.HasPrefix(rest, "a creature into play from their discard for each ") {
		// A Ghost in the Sun: "put X into play" lines follow, one per
		// creature.
		return p.said(out{note: p.slab.join("announced: put ", rest)}), true
	}
	if list, ok := strings.CutSuffix(rest, " into play"); ok {
		if strings.HasPrefix(list, "a creature") {
			return nil, false
		}
		return p.cardsEffect(pl, src, engine.EffPutInPlay, list, 0)
	}
	if list, ok := strings.CutSuffix(rest, " on top of their deck"); ok {
		return p.cardsEffect(pl, src, engine.EffTopDeck, list, 0)
	}
	if i := strings.Index(rest, " on the bottom of "); i > 0 && strings.HasSuffix(rest, "deck") {
		outs, ok := p.cardsEffect(pl, src, engine.EffShuffle, rest[:i], 0)
		for j := range outs {
			outs[j].comment = "bottom of deck"
		}
		return outs, ok
	}
	return nil, false
}

// give reads "give X 3 chains" and "give poison to …" (a lasting keyword
// kept as a comment when it names no card).
func (p *parser) give(pl int8, rest string) ([]out, bool) {
	for i, name := range p.names {
		if tail, ok := strings.CutPrefix(rest, name+" "); ok {
			num, what := cutWord(tail)
			n, ok := amount(num)
			if ok && (what == "chains" || what == "chain") {
				return p.said(p.effOut(engine.Effect{Kind: engine.EffChains, Player: int8(i), N: n})), true
			}
		}
	}
	return nil, false
}

// increase reads "increase their chains by 1" and "increase key cost by 3
// during X's next turn".
func (p *parser) increase(pl int8, rest string) ([]out, bool) {
	if num, ok := strings.CutPrefix(rest, "their chains by "); ok {
		n, ok := amount(num)
		if !ok {
			return nil, false
		}
		return p.said(p.effOut(engine.Effect{Kind: engine.EffChains, Player: pl, N: n})), true
	}
	who, tail, ok := pl, "", false
	if tail, ok = strings.CutPrefix(rest, "key cost by "); !ok {
		// "increase stronglink's key cost by 2 until the end of their
		// next turn" (Sensor Chief Garcia): the named player's.
		var name string
		if name, tail, ok = strings.Cut(rest, "'s key cost by "); ok {
			who, ok = p.named(name)
		}
	}
	if ok {
		num, when := cutWord(tail)
		n, ok := amount(num)
		if !ok || !strings.HasSuffix(when, "next turn") {
			return nil, false
		}
		return p.said(p.effOut(engine.Effect{Kind: engine.EffKeyCost, Player: who, N: n, Duration: engine.UntilNextTurn})), true
	}
	return nil, false
}

// place reads "place 2 +1 power counters on A, B, and C" and "place 1 time
// on …" (time counters: a mechanic kept as a comment).
func (p *parser) place(pl int8, src engine.CardRef, rest string) ([]out, bool) {
	num, tail := cutWord(rest)
	n, ok := amount(num)
	if !ok {
		return nil, false
	}
	if list, ok := cutPrefixAny(tail, "+1 power counters on ", "+1 power counter on "); ok {
		return p.cardsEffect(pl, src, engine.EffPower, list, n)
	}
	if list, ok := strings.CutPrefix(tail, "time on "); ok {
		var room [16]engine.CardRef
		if _, ok := p.targetsTo(room[:0], src, list); ok {
			return p.said(out{note: p.slab.join("time counters: ", rest)}), true
		}
	}
	return nil, false
}

// remove reads "remove 3 power counters from X", "remove 1 Æmber from X",
// "remove its ward token".
func (p *parser) remove(pl int8, src engine.CardRef, rest string) ([]out, bool) {
	if rest == "its ward token" {
		return p.said(out{note: p.slab.join("ward removed from ", src.ID)}), true
	}
	if rest == "ward" {
		// "remove ward and deal 3 damage to X" (Hadron Collision): kfr has
		// no primitive to remove a ward.
		return p.said(out{note: "ward removed"}), true
	}
	if name, ok := strings.CutPrefix(rest, "all Æmber from "); ok {
		// 2021: "remove all amber from X" (Captain Val Jericho).
		if r, ok := p.card(name); ok {
			return p.said(p.effOut(engine.Effect{Kind: engine.EffSupply, Player: pl, N: AllAmber, Card: r})), true
		}
	}
	num, tail := cutWord(rest)
	n, ok := amount(num)
	if !ok {
		return nil, false
	}
	if name, ok := cutPrefixAny(tail, "power counters from ", "power counter from "); ok {
		return p.cardsEffect(pl, src, engine.EffPower, name, -n)
	}
	if name, ok := strings.CutPrefix(tail, "Æmber from "); ok {
		// Æmber removed from a card goes to the common supply, no pool.
		if r, ok := p.card(name); ok {
			return p.said(p.effOut(engine.Effect{Kind: engine.EffSupply, Player: pl, N: n, Card: r})), true
		}
	}
	return nil, false
}

// move reads "move 1 Æmber from X to the pool", "move all Æmber from X to
// the common pool", "take all Æmber from X and destroy it".
func (p *parser) move(pl int8, src engine.CardRef, verb, rest string) ([]out, bool) {
	num, tail := cutWord(rest)
	n := AllAmber
	if num != "all" && num != "any" {
		var ok bool
		if n, ok = amount(num); !ok {
			return nil, false
		}
	}
	if num == "any" {
		tail = strings.TrimPrefix(tail, "remaining ")
	}
	from, ok := strings.CutPrefix(tail, "Æmber from ")
	if !ok {
		return nil, false
	}
	name := from
	kind := engine.EffMove
	if verb == "move" {
		// TCO's "the pool" and "the common pool" are the common supply
		// (Terrance Surefoot, Snarette: "move … to the common supply");
		// "their pool" is the player's.
		var supply bool
		if name, supply = cutSuffixAny(from, " to the pool", " to the common pool"); supply {
			kind = engine.EffSupply
		} else if name, ok = strings.CutSuffix(from, " to their pool"); !ok {
			return nil, false
		}
	}
	r, ok := p.cards.ref(name)
	if !ok {
		return nil, false
	}
	return p.said(p.effOut(engine.Effect{Kind: kind, Player: pl, N: n, Card: r})), true
}

// ownSide reports whether the card is known as player who's own (seen
// played or used by who, never by the other player).
func (p *parser) ownSide(who int8, r engine.CardRef) bool {
	s := p.cards.state(r.ID)
	return s.seen[who] > 0 && s.seen[p.other(who)] == 0
}

// captureOwnSide is who's creature capturing N from its own side: who
// loses N and the creature is exalted N times (exact unless the pool
// holds less than N).
func (p *parser) captureOwnSide(who int8, r engine.CardRef, n int) []out {
	outs := []out{{eff: &engine.Effect{Kind: engine.EffLose, Player: who, N: n}, checkAs: engine.EffCapture}}
	for range n {
		outs = append(outs, out{eff: &engine.Effect{Kind: engine.EffExalt, Player: who, Card: r}, checkAs: engine.EffCapture})
	}
	return outs
}

// checkKind is the change o states, in the engine's terms.
func (o *out) checkKind() engine.EffectKind {
	if o.checkAs != engine.EffNone {
		return o.checkAs
	}
	return o.eff.Kind
}

func cutPrefixAny(s string, prefixes ...string) (string, bool) {
	for _, pre := range prefixes {
		if t, ok := strings.CutPrefix(s, pre); ok {
			return t, true
		}
	}
	return s, false
}

// unnamedVerbs are verbs of ability messages that only ever appear with an
// unnamed object in the logs kfr knows ("abduct 2 creatures", "reap with
// each of its neighbors in turn").
var unnamedVerbs = map[string]bool{"abduct": true, "reap": true}

// unnamedObject reports whether a clause's object is a description, not a
// card: "a card under X", "1 damage to a creature for each …", "1 Æmber
// on a friendly creature …", "each creature …", "all friendly creatures
// …", "2 creatures", "with each of its neighbors".
func unnamedObject(s string) bool {
	s = skipAmount(strings.TrimPrefix(s, "with "))
	det, rest := cutWord(s)
	switch det {
	case "a", "an", "each", "all":
		return namesKind(rest)
	}
	if _, ok := amount(det); ok {
		noun, _ := cutWord(rest)
		return noun == "creatures" || noun == "cards"
	}
	return false
}

// namesKind reports whether a description speaks of cards by kind ("friendly
// creatures with …", "card under X", "of its neighbors") within its first
// words, not of Æmber or a named card.
func namesKind(s string) bool {
	i := 0
	for w := range strings.FieldsSeq(s) {
		if i++; i > 3 {
			break
		}
		switch strings.TrimSuffix(w, "s") {
		case "creature", "card", "neighbor", "artifact", "upgrade":
			return true
		}
	}
	return false
}

// skipAmount drops a leading "N damage to " or "N Æmber on ".
func skipAmount(s string) string {
	num, rest := cutWord(s)
	if _, ok := amount(num); !ok {
		return s
	}
	unit, tail := cutWord(rest)
	for _, prep := range []string{"to ", "on "} {
		if (unit == "damage" || unit == "Æmber") && strings.HasPrefix(tail, prep) {
			return tail[len(prep):]
		}
	}
	return s
}

// hiddenVerbs name the change of a line TCO does not detail by its verb.
var hiddenVerbs = map[string]engine.EffectKind{
	"deal": engine.EffDamage, "capture": engine.EffCapture, "destroy": engine.EffDestroy,
	"return": engine.EffReturn, "archive": engine.EffArchive, "abduct": engine.EffArchive,
	"gain": engine.EffGain, "lose": engine.EffLose, "steal": engine.EffSteal, "heal": engine.EffHeal,
	"ward": engine.EffWard, "stun": engine.EffStun, "exhaust": engine.EffExhaust, "ready": engine.EffReady,
	"discard": engine.EffDiscard, "purge": engine.EffPurge, "draw": engine.EffDraw, "exalt": engine.EffExalt,
	"enrage": engine.EffEnrage,
}

// hiddenKind is the change a hidden line's note describes: the kind of its
// first verb ("unnamed: cause each undamaged creature to capture 1 Æmber"
// is a capture), EffNone when it names none.
func hiddenKind(note string) engine.EffectKind {
	for w := range strings.FieldsSeq(note) {
		if k, ok := hiddenVerbs[w]; ok {
			return k
		}
	}
	return engine.EffNone
}
