package engine

// agOnOwnDraws: "After you draw a card during your turn, …" (Ihaka of the
// Depths): fired once for each card its controller draws while they are
// the active player, from the draw's event (agEvent).
const agOnOwnDraws Trigger = 1 << 34

// agEvent fires the triggers of batch AG an event sets off. A draw of
// several cards (a refill, "draw 2") draws them all at once and then
// fires once for each card, so that Ihaka's "may"s resolve after the whole
// draw rather than between its cards: that is wrong only when the deck
// runs out mid-draw (the discard pile is shuffled into the deck before
// the later "may"s could put a card back first).
func (g *Game) agEvent(e *Event) {
	if g.triggers&agOnOwnDraws == 0 || e.Kind != EvDraw || e.Player != g.active || g.turn == 0 {
		return
	}
	for range max(e.N, 1) {
		g.fireFor(e.Player, agOnOwnDraws, -1)
	}
}

// agTriggerLead prints the triggers of batch AG ("" for another).
func agTriggerLead(a *Ability) string {
	switch {
	case a.On&agOnOwnDraws != 0:
		return "After you draw a card during your turn"
	case a.On&agOnSetup != 0:
		return "Before drawing starting hands"
	}
	return ""
}

// agDiscardToBottom puts the top card of the player's discard pile on the
// bottom of their deck (Ihaka of the Depths).
func agDiscardToBottom(x *Ctx) {
	d := x.g.p[x.Player].discard
	if len(d) == 0 {
		return
	}
	x.g.moveInst(d[len(d)-1], ZoneUnknown)
	x.r.did = true
}

// agOnSetup: "Before drawing starting hands, …" (Signature Move), fired
// for each archon power of the players, the first player's first, once the
// game is set up (agSetup).
const agOnSetup Trigger = 1 << 35

// agSetup fires the archon powers' "before drawing starting hands"
// abilities. The engine draws the opening hands first: the cards drawn are
// unknown ones, as interchangeable as the deck's, so a card the ability
// then takes out of the deck is one the hands could not have drawn (a
// `hand` line naming it is a violation, as it would be).
func (g *Game) agSetup() {
	if g.triggers&agOnSetup == 0 {
		return
	}
	var buf [4]int16
	for _, pl := range [2]int8{g.first, other(g.first)} {
		for _, id := range g.powersOf(pl, buf[:0]) {
			g.fire(id, agOnSetup, -1)
		}
	}
}

// agArchiveNamed: "Name an action card. Search your deck for any number of
// the named card, reveal them, and put them into your archives." The
// first choose line names the copies found (`choose Anger Anger`; `none`
// for no copy); another line first finds none. A card that is not an
// action card of the deck, or not the one named first, is flagged and not
// archived.
func agArchiveNamed(x *Ctx) {
	g := x.g
	if hgAwait(x) {
		return
	}
	named := int16(-1)
	for {
		ref, ok := g.ans.nextCard()
		if !ok || ref.IsZero() {
			return
		}
		def := g.deckDef(x.Player, ref)
		if def < 0 || g.defs[def].Type != TypeAction || named >= 0 && def != named {
			g.violate("effect-target", x.Player, "%s: %s is not a copy of the action card named", g.defs[x.r.def].Name, g.refName(ref))
			continue
		}
		named = def
		id := g.unknownCopy(x.Player, def)
		if id < 0 || g.p[x.Player].deckUnknown == 0 {
			g.violate("card-not-available", x.Player, "no other copy of %s can be in %s's deck", g.defs[def].Name, g.p[x.Player].name)
			continue
		}
		g.detach(id, ZoneDeck)
		g.put(id, ZoneArchives)
		x.r.did = true
	}
}
