package engine

// A creature "considered to have N power" (Down To Size, The Pale Star)
// has that power whatever else changes it: counters, bonuses and other
// lasting effects do not count while it lasts (FAQ, The Pale Star: the
// "cannot" of "cannot have power other than 1" overrules the permissive
// effects, also counters added after it).
const (
	lastPowerIs lastKind = 250 // card (every creature: -1) has power n
	lastArmorIs lastKind = 251 // card (every creature: -1) has armor n
)

// consideredToHave makes creature id (every creature: -1) have power and
// armor until the turn until.
func (g *Game) consideredToHave(id int16, power, armor int, until int, r *run) {
	g.addLasting(lasting{kind: lastPowerIs, player: r.player, card: id, n: power, until: until, source: r.src})
	g.addLasting(lasting{kind: lastArmorIs, player: r.player, card: id, n: armor, until: until, source: r.src})
}

// hqThatIsOneAndZero is "Until the end of the turn, that creature is
// considered to have 1 power and 0 armor."
func hqThatIsOneAndZero(x *Ctx) {
	if x.r.nThat > 0 && x.g.cards[x.r.that[0]].zone == ZoneBattleline {
		x.g.consideredToHave(x.r.that[0], 1, 0, x.g.until(UntilTurnEnd), x.r)
	}
}

// hqPowerIs is the constant ability "Each <To> is considered to have N
// power" (Circle of Power). It is numbered apart from the shared list and
// the batches' kinds.
const hqPowerIs StaticKind = 43

// hqStaticPower is the power a constant hqPowerIs ability of a card in
// play gives creature id, -1 when none does.
func (g *Game) hqStaticPower(id int16) int {
	for _, side := range g.p {
		for _, list := range [2][]int16{side.line, side.arts} {
			for _, src := range list {
				st := g.staticOf(src, hqPowerIs)
				if st != nil && g.matches(&st.To, id, src, g.cards[src].controller) && g.staticHolds(st, src) {
					return st.N
				}
			}
		}
	}
	return -1
}
