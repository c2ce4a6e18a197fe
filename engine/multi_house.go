package engine

// A card of more than one house (batch Z). A card's house is one house
// (houseOf: its own, or the one a lasting effect or an upgrade puts
// instead of it); some cards add houses to it: "This creature belongs to
// house Star Alliance in addition to its other houses" (Badge of Unity),
// "For the remainder of the turn, a friendly creature belongs to the house
// of your choice in addition to its other houses" (Diplomat Agung). The
// test "does it belong to house h" is ofHouse; the places where a card's
// house is a rule read it: the active house's uses (mainStepChecks), the
// houses a player may choose (legalHouse), a target's house ("a Star
// Alliance creature", "of that house") and a creature entering play of a
// house.

const (
	// zAlsoHouse: an upgrade: its creature belongs to House in addition
	// to its other houses (Badge of Unity).
	zAlsoHouse StaticKind = 140
	// zLastAlsoHouse: card belongs to house in addition to its other
	// houses while the entry lasts (Diplomat Agung).
	zLastAlsoHouse lastKind = 50
)

// ofHouse reports whether card id belongs to house h: its house, or one a
// card or a lasting effect gives it in addition.
func (g *Game) ofHouse(id int16, h House) bool {
	return g.houseOf(id) == h || g.zAlsoOf(id, h)
}

// zAlsoOf reports whether creature id in play belongs to house h in
// addition to its other houses.
func (g *Game) zAlsoOf(id int16, h House) bool {
	if h == "" || g.cards[id].zone != ZoneBattleline {
		return false
	}
	for i := range g.lasting {
		if l := &g.lasting[i]; l.kind == zLastAlsoHouse && l.card == id && l.house == h {
			return true
		}
	}
	if !g.hasStatic(zAlsoHouse) {
		return false
	}
	for _, u := range g.upList {
		if g.cards[u].parent != id {
			continue
		}
		if st := g.staticOf(u, zAlsoHouse); st != nil && st.House == h {
			return true
		}
	}
	return false
}

// zAlsoHouses appends to dst the houses creature id belongs to in
// addition to its own (for the houses its controller may choose).
func (g *Game) zAlsoHouses(id int16, dst []House) []House {
	if g.cards[id].zone != ZoneBattleline {
		return dst
	}
	for i := range g.lasting {
		if l := &g.lasting[i]; l.kind == zLastAlsoHouse && l.card == id {
			dst = append(dst, l.house)
		}
	}
	if g.hasStatic(zAlsoHouse) {
		for _, u := range g.upList {
			if g.cards[u].parent != id {
				continue
			}
			if st := g.staticOf(u, zAlsoHouse); st != nil {
				dst = append(dst, st.House)
			}
		}
	}
	return dst
}

// zAlsoChosenHouse gives the creature the step before chose the house
// the step before that chose, in addition to its other houses, for the
// remainder of the turn (Diplomat Agung).
func zAlsoChosenHouse(x *Ctx) {
	if x.r.nThat == 0 || x.r.house == "" {
		return
	}
	id := x.r.that[0]
	if x.g.cards[id].zone != ZoneBattleline {
		return
	}
	x.g.addLasting(lasting{kind: zLastAlsoHouse, player: x.Player, card: id, house: x.r.house, until: x.g.until(UntilTurnEnd), source: x.Self})
	x.r.did = true
}
