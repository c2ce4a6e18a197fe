package engine

import (
	"strings"
	"sync"
)

// Ctx is what an ability sees while it resolves.
type Ctx struct {
	g      *Game
	Self   int16
	Player int8
	r      *run // the ability resolving
}

// Opponent is the controller's opponent.
func (x *Ctx) Opponent() int8 { return other(x.Player) }

// scriptFor finds a card's hand-written script, nil when unscripted
// (Game.cardScript adds the compiled ones).
func scriptFor(id string) *Script {
	return scriptIndex()[id].hand
}

// cardScripts are a card's scripts: the hand-written one and the one
// compiled from its text, each nil when there is none.
type cardScripts struct{ hand, gen *Script }

// scriptIndex maps each scripted card's id to its scripts, hand-written
// (scriptLists) and generated (genLists). It is built once, on the first
// lookup (kfr commands that open no game never pay for it), from the lists
// that never change after init: a read-only index, not state. A linear
// scan of the lists cost a game's setup about 7% of a TCO log's replay;
// one index for both spares the second lookup of a card with no
// hand-written script. The first list holding an id wins, as the scan did.
var scriptIndex = sync.OnceValue(func() map[string]cardScripts {
	n := 0
	for _, list := range genLists {
		n += len(list)
	}
	m := make(map[string]cardScripts, n)
	for _, list := range scriptLists {
		for i := range list {
			if e := m[list[i].ID]; e.hand == nil {
				e.hand = &list[i]
				m[list[i].ID] = e
			}
		}
	}
	for _, list := range genLists {
		for i := range list {
			if e := m[list[i].ID]; e.gen == nil {
				e.gen = &list[i]
				m[list[i].ID] = e
			}
		}
	}
	// Every game notes what its scripts do (noteScripts): their marks are
	// derived here once, not every game, ability by ability. Nothing reads
	// them before the index is built (marksOf).
	var ref Game
	both := 0 // ids with a hand-written and a compiled script
	for _, e := range m {
		if e.hand != nil && e.gen != nil {
			both++
		}
	}
	marks := make([]scriptMarks, 0, len(m)+both) // (all in one allocation, never grown)
	for _, e := range m {
		for _, s := range [2]*Script{e.hand, e.gen} {
			if s != nil {
				marks = append(marks, scriptMarksOf(s, &ref))
				s.marks = &marks[len(marks)-1]
			}
		}
	}
	return m
})

// Scripts says which scripts a game resolves: every card's (the default)
// or only the hand-written ones (Setup.HandOnly).
type Scripts uint8

// The script sets.
const (
	AllScripts  Scripts = iota // hand-written, else compiled from the card's text
	HandScripts                // hand-written only
	NoScripts                  // none: a log reader's view of a log that declares every effect (tests of a reader)
)

// script is the card's script in the set, nil when it has none.
func (ss Scripts) script(id string) *Script {
	if ss == NoScripts {
		return nil
	}
	e := scriptIndex()[id]
	if e.hand != nil || ss == HandScripts {
		return e.hand
	}
	return e.gen
}

// anyScript is the script a game resolves for the card: its hand-written
// one, else the one compiled from its text; nil when unscripted.
func anyScript(id string) *Script { return AllScripts.script(id) }

// Scripted reports whether the engine scripts the card's abilities.
func Scripted(id string) bool { return anyScript(id) != nil }

// FullyScripted reports whether the engine resolves the card's abilities
// (every script does them whole): effects a log declares for them are
// checks of what the engine did.
func FullyScripted(id string) bool { return AllScripts.FullyScripted(id) }

// FullyScripted is FullyScripted for a game that resolves the scripts ss.
func (ss Scripts) FullyScripted(id string) bool {
	return ss.script(id) != nil
}

// HasAbilities reports whether the card's script has abilities of its own
// that resolve (not only constant abilities): what a log says such a card
// did ("uses C to capture 1") the engine does itself. A card with only
// constant abilities does nothing a log could declare; what the log
// attributes to it comes from an upgrade or a granted ability.
func HasAbilities(id string) bool { return AllScripts.HasAbilities(id) }

// HasAbilities is HasAbilities for a game that resolves the scripts ss.
func (ss Scripts) HasAbilities(id string) bool {
	s := ss.script(id)
	if s == nil {
		return false
	}
	for i := range s.Abilities {
		if s.Abilities[i].Grant == nil {
			return true
		}
	}
	return false
}

// resolvePending resolves what waits for a choice: with the log's choice
// when chosen, else as much as the engine can without one (forcing). Runs
// that it interrupted go on after it.
func (g *Game) resolvePending(cards []CardRef, words []string, chosen bool) {
	p := g.pend
	g.pend = pending{}
	pl := p.player
	g.forcing = !chosen
	g.ans = answers{cards: cards, words: words}
	defer func() { g.forcing, g.ans = false, answers{} }()
	switch p.kind {
	case pendBonus:
		g.resolveIcon(p, cards, chosen)
	case pendAbility:
		r := p.run
		g.exec(&r)
	case pendRandomDiscard:
		g.resolveRandomDiscard(pl, cards, chosen)
	case pendCopy:
		g.becomeCopy(p)
	}
	g.drain()
}

// resolveRandomDiscard discards the random card a choose line names, or,
// when the log does not say, a guessed one.
func (g *Game) resolveRandomDiscard(pl int8, cards []CardRef, chosen bool) {
	pp := &g.p[pl]
	if pp.handSize() == 0 {
		return
	}
	var id int16 = -1
	if chosen && len(cards) > 0 {
		def := g.defIndex(cards[0].ID)
		ok := false
		if def >= 0 {
			id, ok = g.fromHand(pl, def)
		}
		if !ok {
			g.violate("card-not-available", pl, "%s cannot discard %s: no copy can be in their hand", pp.name, g.refName(cards[0]))
		}
		g.ans.ci = 1
	}
	guessed := false
	if id < 0 {
		// The identity is not logged: the engine names the lowest
		// unaccounted card, a guess the log can correct with "choose".
		if pp.handUnknown > 0 {
			id = g.anyUnknown(pl)
		} else {
			id = pp.hand[0]
		}
		guessed = pp.handUnknown > 0 || !g.allSame(pp.hand)
	}
	if id < 0 {
		return
	}
	g.takeFromHand(id)
	if g.discardInstead(id) {
		return // Refined Adhesive (instead.go)
	}
	g.put(id, ZoneDiscard)
	ev := Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID}
	if guessed {
		g.cards[id].flags |= flGuessed
		ev.Other = "guessed"
	}
	g.emit(ev)
	g.scrapped(id)
}

// allSame reports whether the instances are copies of one card (so any
// of them is the same card: no guess).
func (g *Game) allSame(ids []int16) bool {
	for _, id := range ids {
		if g.cards[id].def != g.cards[ids[0]].def {
			return false
		}
	}
	return true
}

// Script coverage, as `kfr cards show` and `kfr cards coverage` report it.
const (
	ScriptFull       = "full"        // the engine resolves every ability of the card
	ScriptPartial    = "partial"     // part of it: no script is partial any more (kept for the coverage column)
	ScriptNone       = "none"        // the card has ability text and no script
	ScriptNoneNeeded = "none_needed" // no ability text beyond keywords
)

// ScriptStatus says how far the engine scripts a card.
func ScriptStatus(c *CardDef) string {
	s := anyScript(c.ID)
	switch {
	case s != nil:
		return ScriptFull
	case !HasAbilityText(c.Text):
		return ScriptNoneNeeded
	}
	return ScriptNone
}

// Compiled reports whether the card's script is the one compiled from its
// text (cards_*_gen.go): it has no hand-written one.
func Compiled(id string) bool { return scriptFor(id) == nil && generatedScript(id) != nil }

// AbilityText is the card's script printed back as English ("" when the
// card has no script): what the engine understood of the card.
func AbilityText(c *CardDef) string {
	s := anyScript(c.ID)
	if s == nil {
		return ""
	}
	return s.Text(c.Name)
}

// HasAbilityText reports whether a card's printed text says more than its
// keywords ("Elusive. Skirmish."), reminder text in parentheses and
// "Enhance …" lines (bonus icons already on the cards).
func HasAbilityText(text string) bool {
	for _, line := range strings.FieldsFunc(stripParens(text), func(r rune) bool { return r == '\n' || r == '\r' || r == '\v' }) {
		line = strings.TrimSpace(strings.Trim(line, "\ufeff\u200b\u202f"))
		if line == "" || strings.HasPrefix(line, "Enhance") {
			continue
		}
		for _, sentence := range strings.Split(line, ".") {
			if w := strings.TrimSpace(strings.Trim(sentence, "\ufeff\u200b\u202f ")); w != "" && !isKeywordPhrase(w) {
				return true
			}
		}
	}
	return false
}

// isKeywordPhrase reports whether s is one printed keyword: "Elusive",
// "Assault 2", "Splash-attack 3".
func isKeywordPhrase(s string) bool {
	w := strings.Fields(strings.ToLower(s))
	if len(w) == 0 || len(w) > 2 {
		return false
	}
	switch w[0] {
	case "elusive", "skirmish", "taunt", "deploy", "alpha", "omega", "poison", "invulnerable", "versatile", "treachery", "hazardous", "assault", "splash-attack":
	default:
		return false
	}
	if len(w) == 2 {
		for _, r := range w[1] {
			if r < '0' || r > '9' {
				return false
			}
		}
	}
	return true
}

// setScript gives card id a script in this game only (tests of the
// ability language give a probe card the abilities they try).
func (g *Game) setScript(id string, s *Script) {
	for i, d := range g.defs {
		if d.ID == id {
			g.scripts[i] = s
		}
	}
	g.noteScripts()
}

// Makes reports whether the card's own abilities in the set (not those it
// grants) can make a change of kind k: what a log says such a card did of
// another kind is not its ability's doing (an upgrade's granted ability,
// a lasting effect), so an importer declares it. A step the language
// cannot inspect (an escape hatch) may make anything.
func (ss Scripts) Makes(id string, k EffectKind) bool {
	s := ss.script(id)
	if s == nil {
		return false
	}
	k = ChangeOf(k)
	for i := range s.Abilities {
		if s.Abilities[i].Grant == nil && stepsMake(s.Abilities[i].Steps, k) {
			return true
		}
	}
	// A constant ability may make changes of its own (The Sting's Æmber
	// spent forging): such a card may make anything.
	return len(s.Statics) > 0
}

// stepsMake reports whether one of the steps can make a change of kind k.
func stepsMake(steps []Clause, k EffectKind) bool {
	for i := range steps {
		st := &steps[i]
		if st.Do == DoLastingAbility && st.Lasting != nil {
			if stepsMake(st.Lasting.Steps, k) {
				return true
			}
			continue
		}
		made, known := opMakes(st.Do)
		if !known || made == k {
			return true
		}
		if k == EffReady && (st.Do == DoReadyAndFight || st.Do == DoReadyAndReap || st.Do == DoReadyAndUse) {
			return true
		}
	}
	return false
}

// opMakes is the change (ChangeOf) a step of op makes, EffNone for a step
// that makes none a log states (a choice, a condition's bookkeeping);
// known false for a step whose changes cannot be told from its op.
func opMakes(op Op) (k EffectKind, known bool) {
	if k, ok := opEffect(op); ok {
		return ChangeOf(k), true
	}
	switch op {
	case DoGain:
		return EffGain, true
	case DoLose:
		return EffLose, true
	case DoSteal:
		return EffSteal, true
	case DoDraw:
		return EffDraw, true
	case DoDiscardRandom, DoDiscardTop, DoDiscardNamed:
		return EffDiscard, true
	case DoArchiveTop:
		return EffArchive, true
	case DoPurgeHeld:
		return EffPurge, true
	case DoBottom:
		return EffTopDeck, true
	case DoChains:
		return EffChains, true
	case DoKeyCost:
		return EffKeyCost, true
	case DoRaiseTide:
		return EffRaiseTide, true
	case DoDestroyHouse:
		return EffDestroy, true
	case DoExtraTurn:
		return EffExtraTurn, true
	case DoToken:
		return EffToken, true
	case DoPay:
		return EffPay, true
	case DoForge:
		return EffForge, true
	case DoUnforge:
		return EffUnforge, true
	case DoTakeAember:
		return EffMove, true
	case DoSearch:
		return EffSearch, true
	case DoReveal:
		return EffReveal, true
	case DoNothing, DoChooseHouse, DoChooseOne, DoRepeat, DoChoose, DoChooseAlso, DoChooseNumber, DoForEach,
		DoFight, DoUse, DoSetHouse, DoSwap:
		return EffNone, true
	}
	return EffNone, false // DoGo, lasting effects, plays, triggered reaps, returns of held cards
}

// heldScript picks the script of id out of a batch's held list (written
// and tested there, not registered), so that another list registers that
// one definition. An id not in the list is a programming error.
func heldScript(list []Script, id string) Script {
	for i := range list {
		if list[i].ID == id {
			return list[i]
		}
	}
	panic("engine: no held script " + id)
}
