package engine

// The creatures a fight destroyed.
//
// Several cards count "a creature destroyed in a fight": The Warchest
// (each friendly one this turn), Feats of Strength (each enemy one), The
// Colosseum ("after an enemy creature is destroyed while fighting"),
// Brawling Grounds (a random discard for each). A
// fight's creature is destroyed in it when it is no longer in the
// battleline once the fight's damage has settled; it is counted for the
// player who controlled it in the fight (out of play, a card is its
// owner's again, which may not be who fought with it). fight computes the
// list once (fightDead) and each hook reads it.

// fightDeaths lists the creatures of one fight that it destroyed, each
// with the player who controlled it in the fight.
type fightDeaths struct {
	n   int
	id  [2]int16
	ctl [2]int8
}

// fightDead lists which of attacker att (controlled by pl) and defender
// def (by defCtl) are no longer in the battleline.
func (g *Game) fightDead(att, def int16, pl, defCtl int8) fightDeaths {
	var d fightDeaths
	for _, f := range [2]struct {
		id  int16
		ctl int8
	}{{att, pl}, {def, defCtl}} {
		if g.cards[f.id].zone != ZoneBattleline {
			d.id[d.n], d.ctl[d.n] = f.id, f.ctl
			d.n++
		}
	}
	return d
}
