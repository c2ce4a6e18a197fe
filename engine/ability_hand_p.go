package engine

// Helpers of batch P (scripts_hand_p.go): the prophecies' conditions and
// the Fate cards' closures.

// hpPlayedIs reports whether the card the last play put into play (or
// resolved) is of type t: the card a prophecy's "after they play …" is about.
func hpPlayedIs(g *Game, e *Event, t CardType) bool {
	d := g.db.Card(e.Card)
	if d == nil {
		return false
	}
	if t == TypeCreature {
		return d.Type.IsCreature()
	}
	return d.Type == t
}

// hpPlayedNextTo reports whether the creature just played is on the
// battleline next to a creature that shares a house with it (same) or
// belongs to a different house (!same): Heads, I Win and Tails, You Lose.
func hpPlayedNextTo(g *Game, same bool) bool {
	id := g.proph.played
	if id < 0 || g.cards[id].zone != ZoneBattleline {
		return false
	}
	line := g.p[g.cards[id].controller].line
	i := indexOf(line, id)
	h := g.houseOf(id)
	for _, j := range [2]int{i - 1, i + 1} {
		if j < 0 || j >= len(line) {
			continue
		}
		if (g.houseOf(line[j]) == h) == same {
			return true
		}
	}
	return false
}

// hpHouseInPlay reports whether some card in play (either side's
// creatures, artifacts and upgrades) belongs to house h.
func hpHouseInPlay(g *Game, h House) bool {
	for i := range g.cards {
		if g.cards[i].zone.InPlay() && g.houseOf(int16(i)) == h {
			return true
		}
	}
	return false
}
