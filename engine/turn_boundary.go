package engine

// Between two turns. The engine begins the next turn at a log's "end":
// its "at the start of" abilities (Mechabuoy's gain) resolve there. A
// checkpoint written after the end and before the next turn's first
// action reads the table as the turn ended, before those abilities: TCO
// reports its end-of-turn figures there, and logs the start-of-turn
// abilities after the next turn's header. So the Æmber the turn's start
// changed each pool by is kept (Game.startGain) until the next action
// that is not a check, and a check of a pool then leaves it out.

// pools is each player's Æmber.
func (g *Game) pools() [2]int {
	return [2]int{g.p[0].aember, g.p[1].aember}
}

// noteStartGain keeps what the turn's start changed the pools by, from
// before.
func (g *Game) noteStartGain(before [2]int) {
	for pl := range g.startGain {
		g.startGain[pl] = int16(g.p[pl].aember - before[pl])
	}
}
