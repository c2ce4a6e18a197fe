package engine

// Closures and helpers of batch S (scripts_hand_s.go): counters, cards
// under a card, the deck. The models they use are counters.go (named
// counters) and under.go (cards under a card).

// hsUnderFromHandStep is "Put a card from your hand facedown (faceup)
// under this card.": the log's choose line names the card, or "?" (or no
// line: TCO logs "place a card under Jargogle") for a card of the hand it
// does not show.
func hsUnderFromHandStep(faceup bool) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		if g.p[x.Player].handSize() == 0 || hgAwait(x) {
			return
		}
		ref, _ := g.ans.nextCard()
		x.r.did = g.hsUnderFromHand(x.Player, x.Self, ref, faceup) >= 0
	}
}

// hsJargogleDestroyed is "If it is your turn, play the card under
// Jargogle; otherwise, archive that card.": a card the log never named
// waits for the line that names the card played.
func hsJargogleDestroyed(x *Ctx) {
	g := x.g
	var buf [4]int16
	under := g.hsUnder(x.Self, buf[:0])
	if len(under) == 0 {
		return
	}
	id := under[0]
	if g.active != x.Player {
		g.hsUnderTo(id, ZoneArchives)
		return
	}
	if g.cards[id].has(flGuessed) {
		if hgAwait(x) {
			return
		}
		if ref, ok := g.ans.nextCard(); ok {
			id = g.hsNameUnder(id, ref)
		}
	}
	g.hsPlayFromUnder(id)
}
