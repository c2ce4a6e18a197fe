package engine

// "The next creature or artifact you play this turn enters play ready"
// (Soft Landing): a lasting effect the first such card spends as it
// enters play.

// hqLastNextReady is that lasting effect; it is numbered apart from the
// shared list and the batches' kinds.
const hqLastNextReady lastKind = 253

// hqNextEntersReady spends player pl's hqLastNextReady, if any: the
// creature or artifact they play now enters play ready. (A token creature
// made is not played: it does not spend it.)
func (g *Game) hqNextEntersReady(pl int8) bool {
	if len(g.lasting) == 0 {
		return false
	}
	for i, l := range g.lasting {
		if l.kind == hqLastNextReady && l.player == pl {
			g.lasting = append(g.lasting[:i], g.lasting[i+1:]...)
			g.noteLasting()
			return true
		}
	}
	return false
}

// hqNextPlayedReady is "The next creature or artifact you play this turn
// enters play ready."
func hqNextPlayedReady(x *Ctx) {
	x.g.addLasting(lasting{kind: hqLastNextReady, player: x.Player, card: -1, until: x.g.until(UntilTurnEnd), source: x.Self})
}

// hqLastNoReady is "creatures cannot ready" while it lasts (Thermal
// Depletion), for every creature.
const hqLastNoReady lastKind = 254

// hqNoCreatureReadies reports whether a lasting "creatures cannot ready"
// keeps creature id from readying.
func (g *Game) hqNoCreatureReadies(id int16) bool {
	if len(g.lasting) == 0 || g.cards[id].zone != ZoneBattleline {
		return false
	}
	for j := range g.lasting {
		l := &g.lasting[j]
		if l.kind == hqLastNoReady {
			return true
		}
	}
	return false
}
