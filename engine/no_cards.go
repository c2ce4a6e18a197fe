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
	src := x.sourceCard()
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

// sourceCard is the card a lasting effect of the ability names as its
// source: the ability's own card, or, for a fate resolved with no card in
// the game (x.Self -1), the first copy of its card. The restrictions'
// readers take a source of -1 for none, so a fate card the game holds no
// copy of restricts nothing; a log's fate line puts the card in its
// owner's discard pile first, so it is x.Self.
func (x *Ctx) sourceCard() int16 {
	if x.Self >= 0 {
		return x.Self
	}
	for i := range x.g.cards {
		if x.g.cards[i].def == x.r.def {
			return int16(i)
		}
	}
	return -1
}
