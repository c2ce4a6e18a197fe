package engine

// Helpers of the hand-scripted cards of scripts_hand_o.go: the closures
// of clauses the ability language cannot say.

// hoCaptureFromHaunted makes the creature the step before chose capture
// 2A from each haunted player (Circlespeak): from its own side too.
func hoCaptureFromHaunted(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	for _, pl := range [2]int8{g.active, other(g.active)} {
		if len(g.p[pl].discard) >= 10 {
			g.captureFrom(id, 2, pl)
		}
	}
}

// hoMoveAllAember moves all the Æmber on the first chosen creature to the
// second (Decree of Primus).
func hoMoveAllAember(x *Ctx) {
	if x.r.nThat < 2 {
		return
	}
	from, to := x.r.that[0], x.r.that[1]
	if n := int(x.g.cards[from].aember); n > 0 {
		x.g.heMoveAember(from, to, n)
	}
}

// hoArchivedToHand puts the archived card the step before chose into its
// owner's hand.
func hoArchivedToHand(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	if id := x.r.that[0]; x.g.cards[id].zone == ZoneArchives {
		x.g.detach(id, ZoneArchives)
		x.g.put(id, ZoneHand)
	}
}
