package engine

// A card taken from the opponent that belongs to another house while its
// new controller holds it: "Take control of an enemy artifact. While
// under your control, it belongs to house Shadows. (Instead of its
// original house.)" ("Borrow", Shadowsaurus, Sneklifter, …).
//
// The effect is a lasting entry on the card for its taker (player), with
// the house it belongs to; houseOf reads it while the taker controls the
// card. It ends when the card leaves play (dropLasting); while another
// player controls the card it has no force (the card is of its own house
// again), as the printed "while under your control" says.

// hwLastHeldHouse: while player controls card, it belongs to house
// (n hwOffHouseOnly: only when its own house is not one of player's
// identity card's houses, Sneklifter).
const hwLastHeldHouse lastKind = 170

// hwOffHouseOnly is the n of an hwLastHeldHouse entry that applies only to
// a card not of one of the taker's three houses.
const hwOffHouseOnly = 1

// hwHeldAs is the closure of the step after a DoTakeControl: the card it
// took belongs to house h while its taker controls it (offOnly: only if
// it is not of one of their three houses).
func hwHeldAs(h House, offOnly bool) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		if x.r.nThat == 0 {
			return
		}
		id := x.r.that[0]
		if !g.cards[id].zone.InPlay() || g.cards[id].controller != x.Player {
			return // not taken (warded, gone): nothing to belong
		}
		n := 0
		if offOnly {
			n = hwOffHouseOnly
		}
		g.addLasting(lasting{kind: hwLastHeldHouse, player: x.Player, card: id, n: n, house: h, until: whileInPlay, source: x.Self})
	}
}

// hwHeldHouse is the house an hwLastHeldHouse entry l makes card i belong
// to, "" when it does not apply (another player controls the card, or,
// off-house only, the card is of one of its taker's houses).
func (g *Game) hwHeldHouse(i int16, l *lasting) House {
	c := &g.cards[i]
	if c.controller != l.player {
		return ""
	}
	if l.n == hwOffHouseOnly {
		own := g.hwPrintedHouse(i)
		for _, h := range g.p[l.player].deck.Houses {
			if h == own {
				return ""
			}
		}
	}
	return l.house
}

// hwPrintedHouse is card i's own house: its copy's (a maverick's) or its
// definition's, whatever lasting effects say.
func (g *Game) hwPrintedHouse(i int16) House {
	c := &g.cards[i]
	if c.copy >= 0 {
		if h := g.p[c.owner].deck.Cards[c.copy].House; h != "" {
			return h
		}
	}
	return g.defs[c.def].House
}
