package engine

// Closures and kinds of batch Z (issue 16): houses, text boxes and
// lasting grants. The multi-house model is multi_house.go.

// Lasting kinds of batch Z (range 50–59).
const (
	// zLastMayUseHouse: player may use (n: the verb, 0 any use) friendly
	// creatures of house for the turn, as if of the active house
	// (Brothers in Battle).
	zLastMayUseHouse lastKind = 51
)

// zPaint is the counter that makes an artifact of house Mars (Revo
// Hooligans): "While that artifact has a paint counter, it belongs to
// house Mars (instead of its other houses)." houseOf reads it.
const zPaint = "paint"

// zMayFightChosenHouse: "For the remainder of the turn, each friendly
// creature of that house may fight." (the house the step before chose).
func zMayFightChosenHouse(x *Ctx) {
	if x.r.house == "" {
		return
	}
	x.g.addLasting(lasting{kind: zLastMayUseHouse, player: x.Player, card: -1, house: x.r.house, n: int(VerbFight), until: x.g.until(UntilTurnEnd), source: x.Self})
	x.r.did = true
}

// zMayUse reports whether a lasting effect of this batch lets pl use
// creature id (verb) though it is not of the active house.
func (g *Game) zMayUse(pl int8, id int16, verb Verb) bool {
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.kind == zLastMayUseHouse && l.player == pl && (l.n == 0 || Verb(l.n) == verb) &&
			g.cards[id].zone == ZoneBattleline && g.cards[id].controller == pl && g.ofHouse(id, l.house) {
			return true
		}
	}
	return false
}
