package engine

// Replacement effects: "when X would happen, Y instead". Each is a hook
// where the engine already decides X, so that X does not happen and Y
// does; the hook says which card replaced it. The order, when several
// could apply to one event, is the engine's, fixed and documented here
// (the rulebook leaves it to the affected player; no log has yet needed
// another):
//
//   - Æmber added to a pool: a capture of it first (CapturesGains, batch
//     D), then Staff Up's tokens (lasting, hyLastGainTokens).
//   - Æmber taken from a pool by a steal or a capture: Po's Pixies takes
//     it from the common supply (FromSupply); the steal is still a steal
//     (FAQ, Po's Pixies and Nerve Blast).
//   - A creature entering a discard pile from play: its own "destroyed,
//     goes to …" first (DestroyedGoes), then Annihilation Ritual purges it
//     (PurgedNotDiscarded).
//   - A key about to be forged: forbidding it (forgeForbidden) comes
//     before; Curse of Forgery (ForgeCursed) is purged and the key is not
//     forged, no Æmber spent.
//   - An action card's "Play:" ability: Bryozoarch's (PlayEffectDestroys)
//     destroys the creature on its controller's left flank instead (the
//     first Bryozoarch in play order; one effect replaces one).
//   - A card discarded from a hand (any way: the discard action, an
//     ability, a random discard, a bonus icon): Refined Adhesive puts it
//     facedown under its creature instead (DiscardUnder): no discard, so
//     no "after you discard" and no "Scrap:".
//   - Fight damage a creature would deal: Shoulder Id steals 1A instead
//     (DamageSteals).
//   - A card a player would draw during their turn: Scooboo, the topmost
//     in their discard pile, may return to their hand instead
//     (DrawInstead, draw_instead.go), the draw stopping before that card;
//     an empty deck is shuffled first.

// The constant abilities of this file (batch Y's range, 129–133).
const (
	// FromSupply: "A stolen or captured from your pool is taken from the
	// common supply instead." (Po's Pixies)
	FromSupply StaticKind = 129
	// PurgedNotDiscarded: "When a creature would enter a discard pile from
	// play, it is purged instead." (Annihilation Ritual)
	PurgedNotDiscarded StaticKind = 130
	// ForgeCursed: "When you would forge a key, purge <this> and do not
	// forge that key (no A is spent)." (Curse of Forgery)
	ForgeCursed StaticKind = 131
	// PlayEffectDestroys: "When your opponent plays an action card, instead
	// of resolving its play effect, destroy the creature on your left
	// flank." (Bryozoarch)
	PlayEffectDestroys StaticKind = 132
	// DamageSteals: "When <this> would deal damage, steal 1A instead."
	// (Shoulder Id)
	DamageSteals StaticKind = 133
	// DiscardUnder: "Each time a card would be discarded from a player's
	// hand, reveal the card and put it facedown under this creature
	// instead." (Refined Adhesive, an upgrade)
	DiscardUnder StaticKind = 134
)

// The lasting kinds of this file (batch Y's range, 41–49).
const (
	// hyLastGainTokens: for the turn, Æmber that would be added to the
	// player's pool makes that many token creatures instead (Staff Up).
	hyLastGainTokens lastKind = 41
)

// insteadText prints this file's constant abilities.
func insteadText(st *Static, name string) (string, bool) {
	switch st.Is {
	case FromSupply:
		return "A stolen or captured from your pool is taken from the common supply instead.", true
	case PurgedNotDiscarded:
		return "When a creature would enter a discard pile from play, it is purged instead.", true
	case ForgeCursed:
		return "When you would forge a key, purge " + name + " and do not forge that key (no A is spent).", true
	case PlayEffectDestroys:
		return "When your opponent plays an action card, instead of resolving its play effect, destroy the creature on your left flank.", true
	case DamageSteals:
		return "When " + name + " would deal damage, steal 1A instead.", true
	case DiscardUnder:
		return "Each time a card would be discarded from a player's hand, reveal the card and put it facedown under this creature instead.", true
	}
	return "", false
}

// staticControlled is the first card in play order that player pl
// controls with a working constant ability of kind k, -1 when none.
func (g *Game) staticControlled(pl int8, k StaticKind) int16 {
	if !g.hasStatic(k) {
		return -1
	}
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if g.cards[id].controller != pl {
			continue
		}
		if st := g.staticOf(id, k); st != nil && g.staticHolds(st, id) {
			return id
		}
	}
	return -1
}

// gainAsTokens makes n token creatures for pl instead of adding n Æmber
// to their pool, when a lasting effect says so (Staff Up); it reports
// whether it did.
func (g *Game) gainAsTokens(pl int8, n int) bool {
	if len(g.lasting) == 0 || g.lastingFor(hyLastGainTokens, pl) < 0 {
		return false
	}
	ref, ok := g.deckToken(pl)
	if !ok {
		g.violate("choice-missing", pl, "%d Æmber become token creatures, but the log does not say which token creature", n)
		return true
	}
	for range n {
		g.makeToken(pl, ref)
	}
	return true
}

// takeFromPool takes up to n Æmber from pl's pool for a steal or a capture
// (src): from the common supply instead when pl controls a card with
// FromSupply (Po's Pixies), as much as the pool holds. It reports how much
// was taken.
func (g *Game) takeFromPool(pl int8, n int, src Source) int {
	if g.staticControlled(pl, FromSupply) < 0 {
		return g.lose(pl, n, src)
	}
	return max(0, min(n, g.p[pl].aember))
}

// discardPileFromPlay is where creature id, leaving play for zone z, goes:
// purged instead of a discard pile while a card with PurgedNotDiscarded
// is in play (Annihilation Ritual).
func (g *Game) discardPileFromPlay(id int16, z Zone) Zone {
	if z != ZoneDiscard || g.cards[id].zone != ZoneBattleline || !g.hasStatic(PurgedNotDiscarded) {
		return z
	}
	for _, pl := range [2]int8{0, 1} {
		if g.staticControlled(pl, PurgedNotDiscarded) >= 0 {
			return ZonePurged
		}
	}
	return z
}

// forgeCursed: when pl would forge a key and controls a card with
// ForgeCursed (Curse of Forgery), that card is purged and the key is not
// forged. It reports whether it was.
func (g *Game) forgeCursed(pl int8) bool {
	id := g.staticControlled(pl, ForgeCursed)
	if id < 0 {
		return false
	}
	g.moveInst(id, ZonePurged)
	return true
}

// playEffectReplaced: action card id, played by its controller, resolves
// no "Play:" ability when an opponent's card with PlayEffectDestroys is in
// play (Bryozoarch): the creature on that opponent's left flank is
// destroyed instead. It reports whether the play effect was replaced.
func (g *Game) playEffectReplaced(id int16) bool {
	if g.def(id).Type != TypeAction || !g.hasStatic(PlayEffectDestroys) {
		return false
	}
	opp := other(g.cards[id].controller)
	if g.staticControlled(opp, PlayEffectDestroys) < 0 {
		return false
	}
	if s := g.scriptOf(id); s != nil && !s.triggered(OnPlay) {
		return false // no play effect to replace
	}
	if line := g.p[opp].line; len(line) > 0 {
		g.destroy(line[0])
		g.sweep()
	}
	return true
}

// fightDamageInstead replaces the fight damage of attacker att and
// defender def (toDef, toAtt): a creature with DamageSteals steals 1A
// instead of dealing it (Shoulder Id).
func (g *Game) fightDamageInstead(att, def int16, toDef, toAtt int) (int, int) {
	if toDef > 0 && g.staticOf(att, DamageSteals) != nil {
		g.steal(g.cards[att].controller, 1)
		toDef = 0
	}
	if toAtt > 0 && g.staticOf(def, DamageSteals) != nil {
		g.steal(g.cards[def].controller, 1)
		toAtt = 0
	}
	return toDef, toAtt
}

// OnAssaultKill: "After an enemy creature is destroyed by <this>'s assault
// damage, …" (Sköll): fired for the attacker, still in play, whose
// assault damage the creature it attacked did not survive. Trig: that
// creature.
const OnAssaultKill Trigger = 1 << 33

// assaultKilled fires OnAssaultKill when attacker att's assault damage
// (assaulted: some was dealt) destroyed def.
func (g *Game) assaultKilled(att, def int16, assaulted bool) {
	if assaulted && g.triggers&OnAssaultKill != 0 && g.cards[def].zone != ZoneBattleline && g.cards[att].zone == ZoneBattleline {
		g.fire(att, OnAssaultKill, def)
	}
}

// insteadTriggerLead prints OnAssaultKill.
func insteadTriggerLead(a *Ability, name string) string {
	if a.On&OnAssaultKill != 0 {
		return "After an enemy creature is destroyed by " + name + "'s assault damage"
	}
	return ""
}

// hyGainTokensForTurn is Staff Up's "For the remainder of the turn, when
// any amount of A would be added to your pool, make that many token
// creatures instead."
func hyGainTokensForTurn(x *Ctx) {
	x.g.addLasting(lasting{kind: hyLastGainTokens, player: x.Player, card: -1, until: x.g.until(UntilTurnEnd), source: x.Self})
}

// discardInstead puts card id, taken from its owner's hand to be
// discarded, facedown under the creature of the first card in play with
// DiscardUnder instead (Refined Adhesive); it reports whether it did.
func (g *Game) discardInstead(id int16) bool {
	if !g.hasStatic(DiscardUnder) {
		return false
	}
	for _, u := range g.upList {
		host := g.cards[u].parent
		if g.cards[u].zone == ZoneUpgrade && host >= 0 && g.staticOf(u, DiscardUnder) != nil {
			g.hsPutUnder(host, id, false)
			return true
		}
	}
	return false
}
