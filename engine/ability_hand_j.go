package engine

// Helpers of the hand-scripted cards of scripts_hand_j.go: the closures
// of clauses the ability language cannot say, and amounts several cards
// share.

// hjShards is "for each friendly Shard" (the Shard artifacts).
var hjShards = Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly, Kind: Artifact, Trait: "shard"}}

// hjMonkNeighbors is "for each Monk neighbor it has".
var hjMonkNeighbors = Amount{Q: CountOf, Of: Target{Count: Neighbors, Trait: "monk"}}

// hjUnstunEach removes the stun of each creature pl controls.
func (g *Game) hjUnstunEach(pl int8) {
	for _, id := range g.p[pl].line {
		if g.cards[id].has(flStunned) {
			g.setStatus(id, EffUnstun)
		}
	}
}

// hjDestroyElusive destroys each creature with elusive.
func hjDestroyElusive(x *Ctx) {
	x.g.destroyEach(func(id int16) bool { return x.g.hasKeyword(id, Elusive) })
}

// hjDestroyFlank destroys the creature on pl's left (or right) flank.
func (g *Game) hjDestroyFlank(pl int8, left bool) {
	line := g.p[pl].line
	if len(line) == 0 {
		return
	}
	id := line[len(line)-1]
	if left {
		id = line[0]
	}
	g.destroy(id)
	g.sweep()
}

// hjCaptureOwnSide is "it captures nA from its own side": the creature
// the step before acted on takes Æmber from its controller's pool.
func hjCaptureOwnSide(n int) func(x *Ctx) {
	return func(x *Ctx) {
		if x.r.nThat == 0 {
			return
		}
		id := x.r.that[0]
		x.r.did = x.g.captureFrom(id, n, x.g.cards[id].controller) > 0
	}
}

// hjMoveOne is "Move 1A from a creature to another creature."
var hjMoveOne = []Clause{
	{Do: DoChoose, To: Target{Is: WithAember}},
	{Do: DoGo, Go: heKeep},
	{Do: DoChoose, To: Target{Is: NotThat}, If: Cond{Is: IfDone}},
	{Do: DoGo, Say: "Move 1A from the first creature to the second.", Go: func(x *Ctx) {
		if from := heKept(x); from >= 0 && x.r.nThat > 0 && x.r.that[0] != from {
			x.g.heMoveAember(from, x.r.that[0], 1)
		}
	}},
}

// hjForgeColor forges pl's key of colour k at its current cost, when it
// is not forged yet and pl can pay.
func (g *Game) hjForgeColor(pl int8, k KeyColor) {
	p := &g.p[pl]
	cost := max(g.keyCost(pl), 0)
	if p.keys[k-1] || g.spendable(pl) < cost {
		return
	}
	g.forge(pl, k, cost)
}

// hjShuffleHandAndDiscard puts pl's hand and discard pile into their
// deck, shuffled: the deck's order is unknown after it.
func (g *Game) hjShuffleHandAndDiscard(pl int8) {
	p := &g.p[pl]
	for g.unnamedFromHand(pl, ZoneUnknown) {
	}
	for len(p.discard) > 0 {
		g.moveInst(p.discard[len(p.discard)-1], ZoneUnknown)
	}
	g.forgetDeckOrder(pl)
}

// hjExhaustUpgraded exhausts each creature with an upgrade on it.
func (g *Game) hjExhaustUpgraded() {
	for _, up := range g.upList {
		if c := &g.cards[up]; c.zone == ZoneUpgrade && c.parent >= 0 && g.cards[c.parent].zone == ZoneBattleline {
			g.readyOrExhaust(c.parent, false)
		}
	}
}

// hjStunHouseNeighbors stuns each neighbor of the creature the step
// before acted on that shares a house with it.
func (g *Game) hjStunHouseNeighbors(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	var buf [2]int16
	for _, n := range g.heNeighbors(id, buf[:0]) {
		if g.houseOf(n) == g.houseOf(id) {
			g.setStatus(n, EffStun)
		}
	}
}

// hjStunEach stuns each creature in play that match accepts.
func (g *Game) hjStunEach(match func(id int16) bool) {
	for _, pl := range [2]int8{g.active, other(g.active)} {
		for _, id := range g.p[pl].line {
			if match(id) {
				g.setStatus(id, EffStun)
			}
		}
	}
}

// hjDestroyThatAndSelf destroys the creature the step before chose and
// the ability's own card together; "if you do" is whether the card itself
// was destroyed.
func hjDestroyThatAndSelf(x *Ctx) {
	g := x.g
	if x.r.nThat > 0 {
		g.destroy(x.r.that[0])
	}
	g.destroy(x.Self)
	g.sweep()
	x.r.did = g.cards[x.Self].zone != ZoneBattleline
}

// hjArchiveSelf archives the action card that is resolving.
func (g *Game) hjArchiveSelf(x *Ctx) {
	if x.Self >= 0 && g.cards[x.Self].zone == ZoneResolving {
		g.moveInst(x.Self, ZoneArchives)
	}
}

// hjMostPowerful reports whether creature id has the highest power on its
// battleline (ties included).
func (g *Game) hjMostPowerful(id int16) bool {
	c := &g.cards[id]
	if c.zone != ZoneBattleline {
		return false
	}
	for _, o := range g.p[c.controller].line {
		if g.power(o) > g.power(id) {
			return false
		}
	}
	return true
}
