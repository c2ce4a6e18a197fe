package engine

// Helpers of the hand-scripted cards of scripts_hand_k.go: the closures
// of clauses the ability language cannot say.

// hkUnstunThat removes the stun of the creature the step before chose.
func hkUnstunThat(x *Ctx) {
	if x.r.nThat > 0 && x.g.cards[x.r.that[0]].has(flStunned) {
		x.g.setStatus(x.r.that[0], EffUnstun)
	}
}

// hkTokensThen makes n token creatures for player pl (the log's choose
// line names each, else the deck's) and applies then to each one made.
func (g *Game) hkTokensThen(x *Ctx, pl int8, n int, then func(id int16)) {
	for range n {
		ref, ok := g.ans.nextCard()
		if !ok {
			ref, ok = g.deckToken(pl)
		}
		if !ok {
			g.violate("choice-missing", pl, "%s: the log does not say which token creature", g.defs[x.r.def].Name)
			return
		}
		before := len(g.p[pl].line)
		g.makeToken(pl, ref)
		line := g.p[pl].line
		if then != nil && len(line) > before {
			then(line[len(line)-1]) // a token enters on the right flank
		}
	}
}

// hkDestroyNonTokens destroys each creature that is not a token creature.
func hkDestroyNonTokens(x *Ctx) {
	x.g.destroyEach(func(id int16) bool { return x.g.def(id).Type != TypeTokenCreature })
}

// hkNeighborsOfThatCapture is "each of its neighbors captures 1A": the
// neighbors of the creature the step before acted on.
func hkNeighborsOfThatCapture(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	var buf [2]int16
	for _, n := range x.g.heNeighbors(x.r.that[0], buf[:0]) {
		x.g.capture(n, 1)
	}
}

// hkExhaustedLeftOf counts the exhausted creatures to the left of
// creature id on its battleline.
func (g *Game) hkExhaustedLeftOf(id int16) int {
	c := &g.cards[id]
	if c.zone != ZoneBattleline {
		return 0
	}
	n := 0
	for _, o := range g.p[c.controller].line {
		if o == id {
			break
		}
		if g.cards[o].has(flExhausted) {
			n++
		}
	}
	return n
}

// hkStunOrDestroyThat stuns the creature the step before chose, or
// destroys it when it was already stunned.
func hkStunOrDestroyThat(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	if x.g.cards[id].has(flStunned) {
		x.g.destroy(id)
		x.g.sweep()
		return
	}
	x.g.setStatus(id, EffStun)
}

// hkAbsolve heals 1 damage from each creature; each one healed captures
// 1A from its opponent.
func hkAbsolve(x *Ctx) {
	g := x.g
	var healed []int16
	for _, pl := range [2]int8{g.active, other(g.active)} {
		for _, id := range g.p[pl].line {
			if g.cards[id].damage > 0 {
				g.heal(id, 1)
				healed = append(healed, id)
			}
		}
	}
	for _, id := range healed {
		g.capture(id, 1)
	}
}

// hkGujiDamage deals 2 damage to the creature the step before chose, 6
// when it is a Dinosaur or has Æmber on it.
func hkGujiDamage(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	g, id := x.g, x.r.that[0]
	n := 2
	if g.def(id).HasTrait("dinosaur") || g.hiHasTrait(id, "dinosaur") || g.cards[id].aember > 0 {
		n = 6
	}
	if !g.hhDamageBlocked(x.Self, id) {
		g.damage(id, n, false)
		g.sweep()
	}
}

// hkPatronage moves half the Æmber on the creature the step before chose
// (rounding up) to the ability controller's pool, the rest to their
// opponent's.
func hkPatronage(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	g, id := x.g, x.r.that[0]
	all := int(g.cards[id].aember)
	mine := (all + 1) / 2
	g.takeAember(id, mine, true, []int8{x.Player})
	g.takeAember(id, all-mine, true, []int8{x.Opponent()})
}

// hkCamaraderieDraw draws 2 cards for each neighbor of the creature the
// step before acted on that is not of house Star Alliance.
func hkCamaraderieDraw(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	var buf [2]int16
	n := 0
	for _, o := range x.g.heNeighbors(x.r.that[0], buf[:0]) {
		if x.g.houseOf(o) != "staralliance" {
			n++
		}
	}
	x.g.draw(x.Player, 2*n)
}

// hkDestroyThatKeepPower destroys the creature the step before chose and
// remembers its power (as it was in play) for a later step; "if you do"
// is whether it left play.
func hkDestroyThatKeepPower(x *Ctx) {
	x.r.pick[hjHeld] = 0
	x.r.did = false
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	x.r.pick[hjHeld] = int16(x.g.power(id))
	x.g.destroy(id)
	x.g.sweep()
	x.r.did = x.g.cards[id].zone != ZoneBattleline
}

// hkFlingDamage deals the power hkDestroyThatKeepPower remembered to the
// creature the step before chose, with 3 splash.
func hkFlingDamage(x *Ctx) {
	n := int(x.r.pick[hjHeld])
	x.r.pick[hjHeld] = 0
	if n <= 0 || x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	if x.g.hhDamageBlocked(x.Self, id) {
		return
	}
	x.g.damage(id, n, false)
	x.g.splash(id, 3)
	x.g.sweep()
}

// hkBesideTrait reports whether creature id has a neighbor with trait tr.
func (g *Game) hkBesideTrait(id int16, tr string) bool {
	var buf [2]int16
	for _, n := range g.heNeighbors(id, buf[:0]) {
		if g.def(n).HasTrait(tr) || g.hiHasTrait(n, tr) {
			return true
		}
	}
	return false
}

// hkShuffleTopOfDiscard shuffles the top n cards of pl's discard pile
// into their deck and says how many it moved.
func (g *Game) hkShuffleTopOfDiscard(pl int8, n int) int {
	p := &g.p[pl]
	moved := 0
	for moved < n && len(p.discard) > 0 {
		g.moveInst(p.discard[len(p.discard)-1], ZoneUnknown)
		moved++
	}
	if moved > 0 {
		g.forgetDeckOrder(pl)
	}
	return moved
}

// hkDestroyArtifactsOfActiveHouse destroys each artifact of the house the
// active player just chose, together.
func hkDestroyArtifactsOfActiveHouse(x *Ctx) {
	g := x.g
	var tagged []int16
	for pl := range g.p {
		for _, id := range g.p[pl].arts {
			if g.houseOf(id) == g.house {
				tagged = append(tagged, id)
			}
		}
	}
	for _, id := range tagged {
		g.destroy(id)
	}
	g.sweep()
}

// hkCountThat makes the cards the step before acted on "this way"'s
// amount (bookkeeping: it prints nothing).
func hkCountThat(x *Ctx) { x.r.done = int16(x.r.nThat) }

// hkArchiveGrantingUpgrade archives the upgrade whose granted ability is
// resolving: the one of the ability's card definition attached to the
// creature that triggered it.
func hkArchiveGrantingUpgrade(x *Ctx) {
	g := x.g
	for _, up := range g.upList {
		if c := &g.cards[up]; c.zone == ZoneUpgrade && c.parent == x.Self && c.def == x.r.def {
			g.moveInst(up, ZoneArchives)
			return
		}
	}
}

// hkLeastPowerful reports whether creature id has the lowest power on its
// battleline (ties included).
func (g *Game) hkLeastPowerful(id int16) bool {
	c := &g.cards[id]
	if c.zone != ZoneBattleline {
		return false
	}
	for _, o := range g.p[c.controller].line {
		if g.power(o) < g.power(id) {
			return false
		}
	}
	return true
}
