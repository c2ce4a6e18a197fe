package engine

// tco2Scripts are cards of the shared TCO logs whose constant abilities the
// logs never state (issue 17): who may forge, what a key costs, whether a
// creature enters play ready, how much damage it deals in a fight. TCO
// logs what their triggered abilities did: those lines are checks of the
// scripts.
// Each card's test is in scripts_tco2_test.go.
var tco2Scripts = []Script{
	// Bonesaw: "If a friendly creature was destroyed this turn, Bonesaw
	// enters play ready."
	{ID: "bonesaw", Statics: []Static{{Is: EntersReady, If: Cond{Is: IfFriendlyDestroyed}}}},
	// Tantadlin: "Tantadlin only deals 2D when fighting. Fight: Discard a
	// random card from your opponent’s archives." (TCO names the card: a
	// check of the discard, whichever card the engine took.)
	{ID: "tantadlin",
		Abilities: goAbility(OnFight, "Discard a random card from your opponent's archives.", tantadlinDiscard),
		Statics:   []Static{{Is: FightDamageCap, N: 2, To: This}}},
	// Quadracorder: "Your opponent’s keys cost +1A for each house
	// represented among friendly creatures (to a maximum of 3)." The
	// upgrade's controller is the player who played it, whatever creature
	// it is on (TCO's key costs in the 2021 logs agree).
	{ID: "quadracorder", Statics: []Static{{Is: KeyCostMod, N: 1, Who: Opponent, Max: 3,
		Per: &Amount{Q: HousesAmong, Of: Target{Count: Each, Side: Friendly}}}}},
	// Knoxx: "Knoxx gets +3 power for each neighbor it has."
	{ID: "knoxx", Statics: []Static{
		{Is: PowerBonus, N: 3, To: This, Per: &Amount{Q: CountOf, Of: Target{Count: Neighbors}}},
	}},
}

// tantadlinDiscard discards a random card from the opponent's archives
// (discardArchived).
func tantadlinDiscard(x *Ctx) { x.g.discardArchived(x.Opponent()) }

// discardArchived discards a random card from player pl's archives: a
// card the engine knows is there, else one it does not (the log's line,
// naming it, checks only that a card was discarded). It is the card, -1
// when the archives are empty.
func (g *Game) discardArchived(pl int8) int16 {
	p := &g.p[pl]
	id := int16(-1)
	switch {
	case len(p.archive) > 0:
		id = p.archive[0]
	case p.archUnknown > 0:
		id = g.anyUnknown(pl)
	}
	if id < 0 {
		return -1
	}
	guessed := g.cards[id].zone == ZoneUnknown
	g.detach(id, ZoneArchives)
	g.put(id, ZoneDiscard)
	ev := Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID}
	if guessed {
		g.cards[id].flags |= flGuessed // which card it was, the engine does not know
		ev.Other = "guessed"
	}
	g.emit(ev)
	return id
}
