package engine

import "strconv"

// More than one key a step, and keys of one colour at their own cost.
//
// A player forges at most one key in their "forge a key" step, unless a
// card lets them forge more: "Players may forge 1 additional key during
// their “forge a key” step" (Forgemaster), "After you forge a key during
// your “forge a key” step, you may forge another key at current cost"
// (Relativity Imp). Each further key is a `forge` line of its own in step
// 1; the step goes on after a key while another may be forged, and ends
// at the next action of another step (no further key is forged unless the
// log says so: the additional key is a "may"). "You cannot forge more
// than 2 keys each turn" (Relativity Imp) caps every forge of the turn,
// the step's and the abilities' (forgeForbidden).
//
// "Red keys cost +1" (Fighting Expertise) changes the cost of one colour
// only: a forge that names its colour pays that colour's cost, and a forge
// that does not (the step's forge the log leaves implicit) forges the
// cheapest unforged colour (the first of them on a tie), which is the
// cost keyCost reports, and so what "check!" and "can forge" read.
//
// The keys a player forged this turn are lasting entries of kind
// abLastForged (in the snapshot and the hash, gone at the turn's end),
// kept only in games with a card that allows more keys or caps them.

// The constant-ability kinds of this file (batch AB's range).
const (
	// abExtraForge: Who may forge N additional keys during their "forge
	// a key" step (Who EachPlayer: Forgemaster; You: Relativity Imp).
	abExtraForge StaticKind = 190
	// abForgeCap: Who cannot forge more than N keys each turn.
	abForgeCap StaticKind = 191
	// abColourCost: Who's keys of the colour To.Name cost +N.
	abColourCost StaticKind = 192
)

// abLastForged counts the keys player forged this turn (n).
const abLastForged lastKind = 70

// abStaticSum sums the N of the constant abilities of kind k that apply to
// player pl (cards in play and archon powers), those of colour key only
// when key is set.
func (g *Game) abStaticSum(k StaticKind, pl int8, key KeyColor) int {
	if !g.hasStatic(k) {
		return 0
	}
	n := 0
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		st := g.staticOf(id, k)
		if st == nil || !whoIs(st.Who, g.cards[id].controller, pl) || !g.staticHolds(st, id) {
			continue
		}
		if key != KeyAny && st.To.Name != key.String() {
			continue
		}
		n += st.N
	}
	return n
}

// abNoteForge notes a key player pl forged, in a game that counts them.
func (g *Game) abNoteForge(pl int8) {
	if !g.hasStatic(abExtraForge) && !g.hasStatic(abForgeCap) {
		return
	}
	for i := range g.lasting {
		if l := &g.lasting[i]; l.kind == abLastForged && l.player == pl && l.until == g.turn {
			l.n++
			return
		}
	}
	g.addLasting(lasting{kind: abLastForged, player: pl, card: -1, source: -1, n: 1, until: g.until(UntilTurnEnd)})
}

// abForgedThisTurn is how many keys player pl forged this turn (counted
// only in games that count them).
func (g *Game) abForgedThisTurn(pl int8) int {
	for _, l := range g.lasting {
		if l.kind == abLastForged && l.player == pl && l.until == g.turn {
			return l.n
		}
	}
	return 0
}

// abMayForgeAgain reports whether the active player pl, having forged a
// key in their "forge a key" step, may forge another in it.
func (g *Game) abMayForgeAgain(pl int8) bool {
	if g.step != StepForge || pl != g.active || !g.hasStatic(abExtraForge) {
		return false
	}
	return g.abForgedThisTurn(pl) < 1+g.abStaticSum(abExtraForge, pl, KeyAny) && g.abForgeCapBy(pl) < 0
}

// abForgeCapBy is the card whose "cannot forge more than N keys each
// turn" player pl has reached, -1 when none.
func (g *Game) abForgeCapBy(pl int8) int16 {
	if !g.hasStatic(abForgeCap) {
		return -1
	}
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		st := g.staticOf(id, abForgeCap)
		if st != nil && whoIs(st.Who, g.cards[id].controller, pl) && g.staticHolds(st, id) && g.abForgedThisTurn(pl) >= st.N {
			return id
		}
	}
	return -1
}

// abColourMod is what colour key adds to player pl's key cost; for KeyAny,
// what the cheapest unforged colour adds.
func (g *Game) abColourMod(pl int8, key KeyColor) int {
	if !g.hasStatic(abColourCost) {
		return 0
	}
	if key != KeyAny {
		return g.abStaticSum(abColourCost, pl, key)
	}
	return g.abStaticSum(abColourCost, pl, g.abCheapestKey(pl))
}

// abCheapestKey is the unforged colour player pl forges when the colour is
// not said: the cheapest (the first on a tie); KeyAny when all are forged.
func (g *Game) abCheapestKey(pl int8) KeyColor {
	best, cost := KeyAny, 0
	for i, forged := range g.p[pl].keys {
		k := KeyColor(i + 1)
		if forged {
			continue
		}
		if c := g.abStaticSum(abColourCost, pl, k); best == KeyAny || c < cost {
			best, cost = k, c
		}
	}
	return best
}

// abStepForgeCost is the cost of the step's forge of colour k: keyCost is
// that of the cheapest colour.
func (g *Game) abStepForgeCost(pl int8, k KeyColor) int {
	cost := g.keyCost(pl)
	if k != KeyAny && g.hasStatic(abColourCost) {
		cost = max(cost+g.abColourMod(pl, k)-g.abColourMod(pl, KeyAny), 0)
	}
	return cost
}

// abKeyStaticText prints this file's constant abilities.
func abKeyStaticText(st *Static) (string, bool) {
	n := strconv.Itoa(st.N)
	switch st.Is {
	case abExtraForge:
		if st.Who == You {
			return "After you forge a key during your “forge a key” step, you may forge another key at current cost.", true
		}
		return "Players may forge " + n + " additional key during their “forge a key” step.", true
	case abForgeCap:
		return "You cannot forge more than " + n + " keys each turn.", true
	case abColourCost:
		return upperFirst(st.To.Name) + " keys cost " + signed(st.N) + "A.", true
	}
	return "", false
}
