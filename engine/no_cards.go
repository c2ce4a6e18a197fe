package engine

// lastNoDiscard: player cannot discard cards from their hand (the main
// step's discard; an ability's discard is the ability's, not the
// player's). Cosmic Recompense's fate.
const lastNoDiscard lastKind = 45

// noCardsThisTurn is "You cannot play, use, or discard cards for the
// remainder of the turn" (Cosmic Recompense's fate, which resolves as the
// active player's: docs/prophecies.md). Playing is Corner the Market's
// hyLastNoPlays and using Skippy Timehog's lastNoUse, each read where the
// main step checks its action; both end with this turn.
func noCardsThisTurn(x *Ctx) {
	g := x.g
	src := x.Self
	for i := range g.cards {
		if src < 0 && g.cards[i].def == x.r.def {
			src = int16(i) // a fate's card is out of play: a copy names it
		}
	}
	// (The readers take a source of -1 for no restriction: a fate card
	// the game holds no copy of restricts nothing. A log's fate line puts
	// the card in its owner's discard pile first, so it is x.Self.)
	for _, k := range []lastKind{hyLastNoPlays, lastNoUse, lastNoDiscard} {
		g.addLasting(lasting{kind: k, player: x.Player, card: -1, until: g.turn, source: src})
	}
}

// noDiscardBy is the source of a lasting "cannot discard cards" on the
// active player, -1 when none.
func (g *Game) noDiscardBy() int16 {
	if i := g.lastingFor(lastNoDiscard, g.active); i >= 0 {
		return g.lasting[i].source
	}
	return -1
}
