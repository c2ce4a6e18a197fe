package engine

// The closures of batch N's hand scripts (scripts_hand_n.go): clauses the
// ability language cannot say, each used by a card whose test shows it.

// hnReapWithThat reaps with the creature the last step chose ("you may
// reap with 1 of its neighbors"): an exhausted one cannot reap, and then
// nothing happens.
func hnReapWithThat(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	if id := x.r.that[0]; x.g.cards[id].zone == ZoneBattleline && !x.g.cards[id].has(flExhausted) {
		r := *x.r
		r.use = VerbReap
		x.g.abilityUse(DoUse, id, &r)
	}
}

// hnCaptureOrSteal is Sea Urchin's "Capture N. If the tide is high, steal
// N instead."
func hnCaptureOrSteal(n int) func(x *Ctx) {
	return func(x *Ctx) {
		if x.g.p[x.Player].tide {
			x.g.steal(x.Player, n)
			return
		}
		x.g.capture(x.Self, n)
	}
}

// hnLastForger is the player who forged the last key of this action (the
// player an "after a player forges a key" ability is about), -1 when none.
func (g *Game) hnLastForger() int8 {
	for i := len(g.ev) - 1; i >= 0; i-- {
		if g.ev[i].Kind == EvKeyForged {
			return g.ev[i].Player
		}
	}
	return -1
}

// hnNepeta stuns the chosen creature when it has power 5 or higher or is
// a Giant; another is not a legal target and is flagged.
func hnNepeta(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	if g.power(id) < 5 && !g.def(id).HasTrait("giant") && !g.hiHasTrait(id, "giant") {
		g.violate("effect-target", x.Player, "%s: %s has power under 5 and is not a Giant", g.defs[x.r.def].Name, g.name(id))
		return
	}
	g.setStatus(id, EffStun)
}
