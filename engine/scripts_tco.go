package engine

// tcoScripts are cards of the shared TCO logs whose abilities change Æmber
// or keys in ways a TCO log does not state as an effect line: a lasting
// effect TCO only names, or the "if you do" part of an ability whose first
// part TCO logs. A TCO import keeps the lines it does log as declared
// effects, so each script here does only what no line states.
var tcoScripts = []Script{
	// Miasma: "Play: Your opponent skips the “forge a key” step on their
	// next turn." (TCO logs "make X skip their key step next turn" and then
	// no key phase at all.)
	{ID: "miasma", Complement: true, Play: func(x *Ctx) {
		x.g.addLasting(lasting{kind: lastSkipForge, player: x.Opponent(), card: -1, until: x.g.turn + 1, source: x.Self})
	}},
	// Yandylinx: "After Reap: Discard a card. If you do, your opponent
	// loses 1A." TCO logs the discard ("uses Yandylinx to discard X"),
	// never the loss.
	{ID: "yandylinx", Complement: true, Declared: func(x *Ctx, e Effect) {
		if e.Kind == EffDiscard {
			x.g.lose(x.Opponent(), 1, SrcAbility)
		}
	}},
	// Pandemonium: "Play: Each undamaged creature captures 1A from its
	// opponent." The active player's creatures capture first, left to
	// right, then the opponent's (what TCO resolves).
	{ID: "pandemonium", Play: func(x *Ctx) {
		g := x.g
		for _, pl := range [2]int8{x.Player, x.Opponent()} {
			for _, id := range append([]int16(nil), g.p[pl].line...) {
				if g.cards[id].damage == 0 {
					g.capture(id, 1)
				}
			}
		}
	}},
	// Veil of Ectoplasm: "Play: For each Geistoid card in your discard
	// pile, a friendly creature captures 1A." TCO counts Geistoid
	// creatures ("for each Geistoid creature in your discard pile") and
	// does not say which creatures capture: the leftmost friendly one does.
	{ID: "veil-of-ectoplasm", Play: func(x *Ctx) {
		g := x.g
		n := 0
		for _, id := range g.p[x.Player].discard {
			if g.houseOf(id) == "geistoid" && g.def(id).Type.IsCreature() {
				n++
			}
		}
		if line := g.p[x.Player].line; len(line) > 0 {
			g.capture(line[0], n)
		}
	}},
	// Binate Rupture: "Alpha. Play: Each player gains A equal to the A in
	// their pool." (TCO: "make both players gain Æmber equal to the Æmber
	// in their pool".)
	{ID: "binate-rupture", Play: func(x *Ctx) {
		for _, pl := range [2]int8{x.Player, x.Opponent()} {
			x.g.gain(pl, x.g.p[pl].aember, SrcAbility)
		}
	}},
}
