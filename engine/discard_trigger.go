package engine

// OnOppDiscards: "Each time your opponent discards a card from their
// hand, …" (The Forsaken). It fires for the cards in play of the player
// whose opponent discarded, once a card. Numbered from the top, as the
// batches' own triggers are.
const OnOppDiscards Trigger = 1 << 58

// oppDiscarded sees a discard (emit's EvCardDiscarded) from a hand: a
// discard from a deck or the archives is none ("discards a card from
// their hand").
func (g *Game) oppDiscarded(e Event) {
	if g.triggers&OnOppDiscards == 0 || e.Other == "deck" || e.Other == "archives" {
		return
	}
	g.fireFor(other(e.Player), OnOppDiscards, -1)
}

// hqTokenToLeftFlank moves the token creature the step before made (the
// right flank's) to the left flank of its controller's battleline.
func hqTokenToLeftFlank(x *Ctx) {
	if x.r.done == 0 {
		return // no token made
	}
	line := x.g.p[x.Player].line
	if n := len(line); n > 1 {
		id := line[n-1]
		copy(line[1:], line[:n-1])
		line[0] = id
	}
}
