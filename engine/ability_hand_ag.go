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
	if a.On&agOnOwnDraws != 0 {
		return "After you draw a card during your turn"
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
