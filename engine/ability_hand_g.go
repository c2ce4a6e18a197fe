package engine

// Additions to the ability language for the cards of scripts_hand_g.go.

// hgArchiveInto puts creature id (in play) into player pl's archives. An
// enemy creature goes into pl's archives, not its owner's: it stays there,
// controlled by pl, until it leaves them, and then goes to its owner's
// hand (taking archives and put() both send a card to its owner's hand;
// Collector Worm, Uxlyx the Zookeeper). Whether it arrived is the result.
func (g *Game) hgArchiveInto(id int16, pl int8) bool {
	c := &g.cards[id]
	if c.zone != ZoneBattleline {
		return false
	}
	g.moveInst(id, ZoneArchives) // a ward is spent instead
	if c.zone != ZoneArchives {
		return false
	}
	if c.owner != pl {
		g.detach(id, ZoneArchives)
		g.p[pl].archive = append(g.p[pl].archive, id)
		c.controller = pl
	}
	return true
}

// hgArchiveThat is "put that creature into your archives" for the cards
// the step before chose.
func hgArchiveThat(x *Ctx) {
	x.r.did = false
	for _, id := range x.r.that[:x.r.nThat] {
		if x.g.hgArchiveInto(id, x.Player) {
			x.r.did = true
		}
	}
}
