package engine

// Batch AE's closures and helpers (issue 16; prefix ae). docs/abilities.md
// ("Batch AE") says what each adds.

// aeBookOfLeQ reveals the top card of the player's deck (the choose line
// names an unknown one): a card not of Star Alliance makes its house the
// active house; a Star Alliance card ends the turn (aeEndTurn).
func aeBookOfLeQ(x *Ctx) {
	g := x.g
	id, wait := hsRevealTop(x, x.Player)
	if wait || id < 0 {
		return
	}
	x.r.did = true
	if g.ofHouse(id, "staralliance") {
		aeEndTurn(x)
		return
	}
	if h := g.houseOf(id); h != "" && g.active == x.Player {
		g.house = h
	}
}

// aeEndTurn is "end your turn" in the middle of step 3: the log's next
// action is the player's "end"; until then they can neither play nor use
// a card (Corner the Market's and Skippy Timehog's lasting effects, for
// this turn), which is all the rest of their step 3 could do.
func aeEndTurn(x *Ctx) {
	g := x.g
	until := g.until(UntilTurnEnd)
	g.addLasting(lasting{kind: hyLastNoPlays, player: x.Player, card: -1, until: until, source: x.Self})
	g.addLasting(lasting{kind: lastNoUse, player: x.Player, card: -1, until: until, source: x.Self})
}
