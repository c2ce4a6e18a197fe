package engine

// A declared effect ("> steal 1") of a card whose ability the engine
// resolves by itself is not applied a second time: it is a check of what
// the ability did. While the last card played or used (the source) has
// abilities resolving, what they do is noted in a small ledger (did);
// a declared effect that matches a noted change consumes it, and one that
// names the same change with another amount is flagged (effect-differs).
// A declared effect that matches nothing is applied as before: it may be
// the ability of a card the engine does not know (a trigger of another
// card), which the log is the only account of.
//
// Only the source's own abilities are checked: another card's trigger
// (an "after you play" of a card in play) is not what the log declares
// after the source, which may be the effects of an ability the engine does
// not know, the same in kind and amount.
//
// When the source's ability waits for a choice and the declared effect
// names a card that is a legal answer, the effect is the answer: "play
// Punch" then "> damage Troll 3" says Punch's target was Troll.

// didEntry is one change an ability made, in the terms of a declared
// effect.
type didEntry struct {
	kind   EffectKind
	player int8
	used   bool
	src    int16 // the card whose ability did it
	n      int
	card   string // card id, "" when the change is a player's
}

// maxDid bounds the ledger; older entries make room for newer ones (an
// ability that does more than this at once is matched on its last ones).
const maxDid = 24

// setSource makes id the card whose abilities the next declared effects
// belong to, and starts a fresh ledger.
func (g *Game) setSource(id int16) {
	g.source, g.ndid = id, 0
}

// noteDid records in the ledger the change e that an ability made.
func (g *Game) noteDid(e Event) {
	k, ok := EventEffect(e)
	if !ok {
		return
	}
	if g.ndid == maxDid {
		copy(g.did[:], g.did[1:])
		g.ndid--
	}
	g.did[g.ndid] = didEntry{kind: k, player: e.Player, n: e.N, card: e.Card, src: g.runSrc}
	g.ndid++
}

// EventEffect names the declared effect that states the change e (an
// importer compares a log's account of an ability with the engine's
// events through it), ok false for an event no declared effect states.
func EventEffect(e Event) (k EffectKind, ok bool) {
	k, ok = eventEffect(e)
	return ChangeOf(k), ok
}

// notePrevented notes, while an ability resolves, damage to card id that a
// ward, armor or invulnerability prevented: the ability dealt it, and a
// log's "> damage CARD N" states it (damage is declared before armor), so
// the line must not deal it again.
func (g *Game) notePrevented(id int16) {
	if g.inRun > 0 {
		g.noteDid(Event{Kind: EvDamage, Player: g.cards[id].controller, Card: g.def(id).ID})
	}
}

// eventEffect names the declared effect that states the change e.
func eventEffect(e Event) (EffectKind, bool) {
	switch e.Kind {
	case EvAemberGained:
		return EffGain, e.Source == SrcAbility
	case EvAemberLost:
		switch e.Source {
		case SrcAbility:
			return EffLose, true
		case SrcPay:
			return EffPay, true
		}
		return EffNone, false
	case EvAemberStolen:
		return EffSteal, true
	case EvAemberCaptured:
		if e.Other == "exalt" {
			return EffExalt, true
		}
		return EffCapture, true
	case EvDamage:
		return EffDamage, true
	case EvHealed:
		return EffHeal, true
	case EvDestroyed:
		return EffDestroy, true
	case EvStatus:
		return statusEffect(e.Other)
	case EvCardDiscarded:
		if e.Other == "deck" {
			return EffDiscardTop, true
		}
		return EffDiscard, true
	case EvArchived:
		return EffArchive, true
	case EvPurged:
		return EffPurge, true
	case EvLeftPlay:
		return leftPlayEffect(e.Other)
	case EvControl:
		return EffControl, true
	case EvChains:
		return EffChains, true
	case EvDraw:
		return EffDraw, true
	case EvKeyForged:
		return EffForge, true
	case EvKeyUnforged:
		return EffUnforge, true
	case EvTide:
		return EffRaiseTide, true
	case EvCardUsed:
		return EffUse, true
	}
	return EffNone, false
}

// statusEffect names the declared effect of a status event's word.
func statusEffect(w string) (EffectKind, bool) {
	switch w {
	case "ready":
		return EffReady, true
	case "exhaust":
		return EffExhaust, true
	case "stun":
		return EffStun, true
	case "unstun":
		return EffUnstun, true
	case "ward":
		return EffWard, true
	case "enrage":
		return EffEnrage, true
	case "aember to supply":
		return EffSupply, true
	case "token":
		return EffToken, true
	case StatusKeyCost:
		return EffKeyCost, true
	case StatusExtraTurn:
		return EffExtraTurn, true
	}
	return EffNone, false
}

// leftPlayEffect names the declared effect of a card leaving play to zone
// z (a destroyed card's move to the discard pile is its destroy event's).
func leftPlayEffect(z string) (EffectKind, bool) {
	switch z {
	case "hand":
		return EffReturn, true
	case "deck":
		return EffTopDeck, true
	case "archives":
		return EffArchive, true
	case "purged":
		return EffPurge, true
	}
	return EffNone, false
}

// ChangeOf folds the declared effects that state one change in several
// ways ("sacrifice" is a destroy, "fully heal" a heal…) onto one kind, the
// kind the ledger notes.
func ChangeOf(k EffectKind) EffectKind {
	switch k {
	case EffSacrifice:
		return EffDestroy
	case EffFullHeal:
		return EffHeal
	case EffShuffle:
		return EffTopDeck
	case EffDiscardRandom:
		return EffDiscard
	case EffArchiveTop:
		return EffArchive
	case EffDiscardTop:
		return EffDiscard
	case EffControlLeft:
		return EffControl
	}
	return k
}

// amountAgrees says whether a declared amount states a noted one. Damage
// is declared before armor and healing before the damage ran out, so the
// engine's may be less; an amount not given (0) agrees with any.
func amountAgrees(k EffectKind, declared, noted int) bool {
	switch {
	case declared == 0:
		return true
	case k == EffDamage || k == EffHeal:
		return noted <= declared
	case k == EffDraw:
		return noted >= declared
	case k == EffDiscard || k == EffArchive:
		return true // one event a card: the declared count is not theirs
	}
	return noted == declared
}

// checkDeclared consumes the ledger entry a declared effect states and
// reports whether it did (the effect then is not applied). pl is the
// player the effect is about.
func (g *Game) checkDeclared(e Effect, pl int8) bool {
	if g.ndid == 0 || !g.resolvesItself(g.source) {
		return false
	}
	k := ChangeOf(e.Kind)
	differs := -1
	for i := 0; i < g.ndid; i++ {
		d := &g.did[i]
		if d.used || d.src != g.source || d.kind != k || !g.sameTarget(e, k, pl, d) {
			continue
		}
		if amountAgrees(k, e.N, d.n) {
			d.used = true
			return true
		}
		if differs < 0 {
			differs = i
		}
	}
	if differs < 0 {
		return false
	}
	d := &g.did[differs]
	d.used = true
	g.violate("effect-differs", pl, "%s: the log says %s %d, the ability made it %d", g.name(g.source), EffectSpecs[e.Kind].Name, e.N, d.n)
	return true
}

// resolvesItself says whether what card id's abilities did is the
// engine's to check: the ledger holds what they did (a card's own script,
// or an ability another card gave it, Killzord Mk. 9001's "After Fight:
// Gain 1 chain"), unless the log gave the card an ability the engine does
// not know (> grant): what follows may be that ability's, which only the
// log resolves.
func (g *Game) resolvesItself(id int16) bool {
	return id >= 0 && !g.holdsDeclaredGrant(id)
}

// sameTarget says whether the ledger entry d is about what the declared
// effect e names: its card, or for a change to a player, that player.
func (g *Game) sameTarget(e Effect, k EffectKind, pl int8, d *didEntry) bool {
	if !e.Card.IsZero() {
		return d.card == e.Card.ID
	}
	switch k {
	case EffGain, EffLose, EffSteal, EffChains, EffDraw, EffForge, EffUnforge, EffRaiseTide, EffPay:
		return d.player == pl
	}
	return true
}

// answersPending reports whether a declared effect answers the choice an
// ability of the source waits for: it names a card that is a legal answer.
func (g *Game) answersPending(e Effect) bool {
	if g.pend.kind != pendAbility || e.Card.IsZero() || g.pend.run.src != g.source || !g.resolvesItself(g.source) {
		return false
	}
	// Only an effect of the kind the waiting step makes: another card's
	// effect on a card the step could also choose (Encounter Suit's ward
	// while Festering Touch waits for its creatures) is no answer.
	if k, ok := opEffect(g.waitingClause().Do); !ok || ChangeOf(k) != ChangeOf(e.Kind) {
		return false
	}
	p, ok := g.Prompt()
	if !ok {
		return false
	}
	for _, c := range p.Cards {
		if c.ID == e.Card.ID {
			return true
		}
	}
	return false
}

// ScriptedKind says whether a declared effect of kind k states a change an
// ability makes (checked against the ledger; an importer keeps such a line
// of a scripted card as a comment) rather than an action of its own:
// plays, uses, fights and reaps an ability makes happen are actions,
// resolved as declared.
func ScriptedKind(k EffectKind) bool {
	switch k {
	case EffPlay, EffUse, EffFight, EffReap, EffPutInPlay, EffNoForge, EffFate:
		return false
	}
	return true
}

// declaredWhileWaiting reads a declared effect that comes while the
// source's ability waits for a choice, and reports whether it did (else
// the effect is an action after which the wait resolves without a choice).
// Naming a legal answer, the effect is the choice, then a check of what
// the ability did with it; stating what the ability did already (the
// "steal 1" before "if you do, deal 2D to a creature"), it is a check and
// the choice still waits.
func (g *Game) declaredWhileWaiting(e Effect) bool {
	if g.answersPending(e) {
		g.resolvePending([]CardRef{e.Card}, nil, true)
		g.sweep()
		g.effect(e)
		g.sweep()
		return true
	}
	return ScriptedKind(e.Kind) && g.checkDeclared(e, g.effectPlayer(e))
}

// opEffects are the declared effects that state what a step of each op
// does to the card it chose (EffNone: none), a table by op: the TCO
// reader asks for every ability line it reads (Scripts.Makes).
var opEffects = [1 << 8]EffectKind{
	DoCapture: EffCapture, DoExalt: EffExalt, DoDamage: EffDamage, DoHeal: EffHeal,
	DoDestroy: EffDestroy, DoSacrifice: EffSacrifice, DoReady: EffReady, DoExhaust: EffExhaust,
	DoStun: EffStun, DoWard: EffWard, DoEnrage: EffEnrage, DoPowerCounters: EffPower,
	DoDiscard: EffDiscard, DoArchive: EffArchive, DoPurge: EffPurge, DoReturn: EffReturn,
	DoShuffle: EffShuffle, DoTakeControl: EffControl, DoGiveKeyword: EffGiveKeyword,
	DoArmor: EffArmor, DoTopDeck: EffTopDeck, DoRemoveAember: EffSupply,
}

// opEffect is the declared effect that states what a step of op does to
// its card; false for a step whose effect no declared effect states.
func opEffect(op Op) (EffectKind, bool) {
	k := opEffects[op]
	return k, k != EffNone
}
