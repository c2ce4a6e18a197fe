package engine

// Helpers of batch P (scripts_hand_p.go): the prophecies' conditions and
// the Fate cards' closures.

// hpPlayedIs reports whether the card the last play put into play (or
// resolved) is of type t: the card a prophecy's "after they play …" is about.
func hpPlayedIs(g *Game, e *Event, t CardType) bool {
	d := g.db.Card(e.Card)
	if d == nil {
		return false
	}
	if t == TypeCreature {
		return d.Type.IsCreature()
	}
	return d.Type == t
}

// hpPlayedNextTo reports whether the creature just played is on the
// battleline next to a creature that shares a house with it (same) or
// belongs to a different house (!same): Heads, I Win and Tails, You Lose.
func hpPlayedNextTo(g *Game, same bool) bool {
	id := g.proph.played
	if id < 0 || g.cards[id].zone != ZoneBattleline {
		return false
	}
	line := g.p[g.cards[id].controller].line
	i := indexOf(line, id)
	h := g.houseOf(id)
	for _, j := range [2]int{i - 1, i + 1} {
		if j < 0 || j >= len(line) {
			continue
		}
		if (g.houseOf(line[j]) == h) == same {
			return true
		}
	}
	return false
}

// hpHouseInPlay reports whether some card in play (either side's
// creatures, artifacts and upgrades) belongs to house h.
func hpHouseInPlay(g *Game, h House) bool {
	for i := range g.cards {
		if g.cards[i].zone.InPlay() && g.houseOf(int16(i)) == h {
			return true
		}
	}
	return false
}

// hpBottomCard is the bottom card of player pl's deck, -1 when the deck
// is empty. The engine keeps no order among a deck's unknown cards: the
// bottom one is an unknown card (the engine's guess), else the deepest
// known one.
func hpBottomCard(g *Game, pl int8) int16 {
	p := &g.p[pl]
	if p.deckUnknown > 0 {
		return g.anyUnknown(pl)
	}
	if len(p.deckTop) > 0 {
		return p.deckTop[0]
	}
	return -1
}

// hpMoveBottom moves the bottom card id of its owner's deck to zone z; an
// unknown card is the engine's guess (flGuessed) there.
func hpMoveBottom(g *Game, id int16, z Zone) {
	guess := g.cards[id].zone == ZoneUnknown
	g.detach(id, ZoneDeck)
	g.put(id, z)
	if guess {
		g.cards[id].flags |= flGuessed
	}
}

// hpGiveArtifact gives control of a friendly artifact to the opponent:
// the only one, or the one the log's choose line names (Bondsman
// Belvan's fate).
func hpGiveArtifact(x *Ctx) {
	g := x.g
	arts := g.p[x.Player].arts
	id := int16(-1)
	switch {
	case len(arts) == 1:
		id = arts[0]
	case len(arts) > 1:
		if ref, ok := g.ans.nextCard(); ok {
			id = g.findInPlay(ref, x.Player)
		}
		if id < 0 || g.cards[id].zone != ZoneArtifacts || g.cards[id].controller != x.Player {
			g.violate("choice-missing", x.Player, "%s: the log does not say which friendly artifact", g.defs[x.r.def].Name)
			id = arts[0]
		}
	}
	if id >= 0 {
		g.takeControl(x.Opponent(), id)
	}
}

// hpNeighborPower reports whether creature id has a neighbor more
// powerful (dir 1) or less powerful (dir -1) than itself (Kasheek Fall).
func hpNeighborPower(g *Game, id int16, dir int) bool {
	line := g.p[g.cards[id].controller].line
	i := indexOf(line, id)
	p := g.power(id)
	for _, j := range [2]int{i - 1, i + 1} {
		if j >= 0 && j < len(line) && (g.power(line[j])-p)*dir > 0 {
			return true
		}
	}
	return false
}

// hpSharesWithNeighbor reports whether creature id shares a house with
// one of its neighbors (Omicron Callen).
func hpSharesWithNeighbor(g *Game, id int16) bool {
	line := g.p[g.cards[id].controller].line
	i := indexOf(line, id)
	h := g.houseOf(id)
	for _, j := range [2]int{i - 1, i + 1} {
		if j >= 0 && j < len(line) && g.houseOf(line[j]) == h {
			return true
		}
	}
	return false
}

// hpMostPowerful is player pl's most powerful creature: the only one of
// that power, or the one the log's choose line names among the tied.
// -1 when pl has none.
func hpMostPowerful(g *Game, pl int8) int16 {
	best, n := -1<<30, 0
	for _, id := range g.p[pl].line {
		switch p := g.power(id); {
		case p > best:
			best, n = p, 1
		case p == best:
			n++
		}
	}
	if n == 0 {
		return -1
	}
	if n > 1 {
		if ref, ok := g.ans.nextCard(); ok {
			if id := g.findInPlay(ref, pl); id >= 0 && g.cards[id].zone == ZoneBattleline && g.power(id) == best {
				return id
			}
		}
	}
	for _, id := range g.p[pl].line {
		if g.power(id) == best {
			return id // (tied and not named: the leftmost)
		}
	}
	return -1
}

// hpPutFateInPlay puts the fate card into play under the active player's
// control: the card resolving (in its owner's discard pile), or, when a
// log declares the fate ("> fate CARD"), a copy in the owner's discard.
func hpPutFateInPlay(x *Ctx) {
	g := x.g
	id := x.Self
	if id < 0 || g.cards[id].zone != ZoneDiscard {
		id = -1
		for _, d := range g.p[x.Opponent()].discard {
			if g.cards[d].def == x.r.def {
				id = d
			}
		}
	}
	if id < 0 {
		return
	}
	g.detach(id, ZoneDiscard)
	g.enterBattleline(id, x.Player, FlankRight, 0, false)
}

// hpSample42C is Sample 42-C's action: 1A from the opponent's pool onto
// it; with 4 or more on it, a key forged at no cost and the artifact
// purged.
func hpSample42C(x *Ctx) {
	g := x.g
	if x.Self < 0 || !g.cards[x.Self].zone.InPlay() {
		return
	}
	if g.lose(x.Opponent(), 1, SrcAbility) > 0 {
		g.cards[x.Self].aember++
		g.emit(Event{Kind: EvAemberCaptured, Player: x.Player, Card: g.def(x.Self).ID, N: 1})
	}
	if g.cards[x.Self].aember < 4 {
		return
	}
	if g.p[x.Player].keyCount() < 3 {
		g.forge(x.Player, KeyAny, 0)
	}
	// The Æmber on an artifact goes back to the common supply (only a
	// creature's goes to the opponent; keyteki's test: the pool unchanged).
	g.cards[x.Self].aember = 0
	g.moveInst(x.Self, ZonePurged)
}

// hpZeroArmor is Corrosive Monk's constant ability: each creature it
// matches has 0 armor, whatever it would gain. It is numbered below the
// kinds batches G and H took from the top of the 64-bit mask (60–63),
// far from the shared list that grows from 1.
const hpZeroArmor StaticKind = 56

// hpZeroArmorText is its English.
const hpZeroArmorText = "Each creature is considered to have 0 armor. Each creature cannot gain armor."
