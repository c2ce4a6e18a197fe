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
