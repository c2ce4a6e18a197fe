package engine

// Readying a card. A card is readied by its controller's "ready cards"
// step, by an ability ("Ready and fight with a friendly creature", Zizok's
// ready after a kill) or by a log's declared `> ready` effect; each goes
// through readyCard, which clears the card's exhaustion, emits its status
// event and, when the card was exhausted, fires abOnReadied for it. A card
// already ready is not readied again: "After a player readies a creature,
// deal 1 to it." (Cosmicrux) does nothing to it. Entering play ready is
// not readying. The player who readies is the active player (the ready
// step is theirs, and so are the abilities that ready).

// abOnReadied: "After a player readies a <When>, …" (Trig: the card
// readied; When nil: any card; batch AB's trigger bit 46).
const abOnReadied Trigger = 1 << 46

// readyCard readies card id (in play) and fires "after a player readies".
func (g *Game) readyCard(id int16) {
	c := &g.cards[id]
	was := c.has(flExhausted)
	c.flags &^= flExhausted
	g.emit(Event{Kind: EvStatus, Player: c.controller, Card: g.def(id).ID, Other: "ready"})
	if was && (g.triggers|g.granted)&abOnReadied != 0 {
		g.fireAll(abOnReadied, id)
	}
}

// abReadiedLead prints abOnReadied: "After a player readies a creature".
func abReadiedLead(a *Ability) string {
	what := "card"
	if a.When != nil && a.When.Kind == Creature {
		what = "creature"
	}
	return "After a player readies a " + what
}
