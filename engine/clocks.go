package engine

// Time counters (Geistoid's Clock creatures): "At the end of your turn,
// put a time counter on each friendly Clock creature. If there are N or
// more time counters on this creature, …". A card's time counters are
// inst.time; they leave with it, as every counter does.

// hqTickClocks is "Put a time counter on each friendly Clock creature."
func hqTickClocks(x *Ctx) {
	g := x.g
	for _, id := range g.p[x.Player].line {
		if g.hqIsClock(id) {
			g.cards[id].time++
		}
	}
}

// hqIsClock reports whether card id has the Clock trait.
func (g *Game) hqIsClock(id int16) bool {
	return g.def(id).HasTrait("clock") || g.hiHasTrait(id, "clock")
}

// hqLeaveAtTime is "If there are n or more time counters on this card,
// destroy it" (purge, when purge): the step did something when it left
// play ("if you do").
func hqLeaveAtTime(n int, purge bool) func(x *Ctx) {
	return func(x *Ctx) {
		g, id := x.g, x.Self
		x.r.did = false
		if id < 0 || !g.cards[id].zone.InPlay() || int(g.cards[id].time) < n {
			return
		}
		if purge {
			g.moveInst(id, ZonePurged)
			x.r.did = g.cards[id].zone == ZonePurged
			return
		}
		g.destroy(id)
		x.r.did = g.settled([]int16{id}) > 0
	}
}

// hqSynchronizerOf is the first Synchronizer player pl controls, -1 when
// none.
func (g *Game) hqSynchronizerOf(pl int8) int16 {
	for _, id := range g.p[pl].arts {
		if g.def(id).ID == "synchronizer" && !g.blank(id) {
			return id
		}
	}
	return -1
}
