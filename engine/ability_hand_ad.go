package engine

// Closures, kinds and engine rules of batch AD (scripts_hand_ad.go):
// engine fixes and cards that change what a card is.

// adUseFor fires used card id's "Action:" or "Omni:" (trigger t) for
// user pl. Its controller's own use is fire's; another player's ("use an
// enemy artifact as if it were yours": Hornswoggle, Kartanoo) resolves
// the card's script for pl, so "you" and "friendly" are pl's. Only the
// active player uses another's card so: an off-turn ability that lets
// the active player use a card of theirs (Operative Espion's "they may
// use a creature they control") is their own use.
func (g *Game) adUseFor(pl int8, id int16, t Trigger) {
	if pl == g.cards[id].controller || pl != g.active {
		g.fire(id, t, -1)
		return
	}
	if s := g.scriptOf(id); s != nil {
		g.fireScript(s, g.cards[id].def, id, pl, t, -1)
	}
}

// adMayForge reports whether player pl may forge a key by an ability at
// cost: a key left to forge, the Æmber to pay, and no card forbidding it
// (forgeForbidden: "cannot forge" is absolute, Glossary – Cannot; Gold
// Key Imp, Ceaseforge, Relativity Imp's cap stop an ability's forge as
// they stop the step's).
func (g *Game) adMayForge(pl int8, cost int) bool {
	return g.p[pl].keyCount() < 3 && g.spendable(pl) >= cost && g.forgeForbidden(pl) < 0
}
