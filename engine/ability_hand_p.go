package engine

import "strings"

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
		if hgAwait(x) {
			return // the log's choose line names the artifact
		}
		if ref, ok := g.ans.nextCard(); ok {
			id = g.findInPlay(ref, x.Player)
		}
		if id < 0 || g.cards[id].zone != ZoneArtifacts || g.cards[id].controller != x.Player {
			x.missingChoice("which friendly artifact")
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
// that power, or the one the log's choose line names among the tied
// (wait: the run waits for that line; hgAwait). -1 when pl has none.
func hpMostPowerful(x *Ctx, pl int8) (id int16, wait bool) {
	g := x.g
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
		return -1, false
	}
	if n > 1 {
		if hgAwait(x) {
			return -1, true
		}
		if ref, ok := g.ans.nextCard(); ok {
			if id := g.findInPlay(ref, pl); id >= 0 && g.cards[id].zone == ZoneBattleline && g.power(id) == best {
				return id, false
			}
		}
	}
	for _, id := range g.p[pl].line {
		if g.power(id) == best {
			return id, false // (tied and not named: the leftmost)
		}
	}
	return -1, false
}

// hpPutFateInPlay puts the fate card into play under the active player's
// control (Plancina, Fallen Sovereign).
func hpPutFateInPlay(x *Ctx) { hpFateIntoPlay(x, x.Player) }

// hpFateIntoPlay puts the fate card into play under player pl's control:
// the card resolving (in its owner's discard pile), or, when a log
// declares the fate ("> fate CARD"), a copy in the owner's discard.
func hpFateIntoPlay(x *Ctx, pl int8) {
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
	if g.def(id).Type == TypeArtifact {
		g.enterPlay(id, pl, ZoneArtifacts)
		g.p[pl].arts = append(g.p[pl].arts, id)
		return
	}
	g.enterBattleline(id, pl, FlankRight, 0, false)
}

// hpRefit moves an upgrade in play to another creature: the choose line
// names the upgrade, then the creature ("no": none moves).
func hpRefit(x *Ctx) {
	g := x.g
	if len(g.upList) == 0 || hgAwait(x) {
		return
	}
	uref, ok := g.ans.nextCard()
	if !ok {
		return // "no", or nothing said: the "you may" declined
	}
	cref, _ := g.ans.nextCard()
	u, c := g.findInPlay(uref, x.Player), g.findInPlay(cref, x.Player)
	if u < 0 || g.cards[u].zone != ZoneUpgrade || c < 0 || g.cards[c].zone != ZoneBattleline || c == g.cards[u].parent {
		g.violate("effect-target", x.Player, "%s: move an upgrade in play to another creature (%s to %s)", g.defs[x.r.def].Name, g.refName(uref), g.refName(cref))
		return
	}
	g.cards[u].parent = c
	g.hdAttached(c)
}

// hpDestroyFriendlyUpgrade destroys an upgrade attached to a creature
// the ability's player controls: the only one, or the one the choose line
// names (Refit's fate).
func hpDestroyFriendlyUpgrade(x *Ctx) {
	g := x.g
	var ups []int16
	for _, u := range g.upList {
		if p := g.cards[u].parent; p >= 0 && g.cards[p].controller == x.Player {
			ups = append(ups, u)
		}
	}
	if len(ups) == 0 {
		return
	}
	u := ups[0]
	if len(ups) > 1 {
		if hgAwait(x) {
			return
		}
		if ref, ok := g.ans.nextCard(); ok {
			for _, v := range ups {
				if g.def(v).ID == ref.ID {
					u = v
					break
				}
			}
		}
	}
	g.destroy(u)
	g.sweep()
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
	if g.adMayForge(x.Player, 0) {
		g.forge(x.Player, KeyAny, 0)
	}
	// The Æmber on an artifact goes back to the common supply (only a
	// creature's goes to the opponent; keyteki's test: the pool unchanged).
	g.cards[x.Self].aember = 0
	g.moveInst(x.Self, ZonePurged)
}

// This batch's constant abilities. They are numbered below the kinds
// batches G and H took at 60–63, far from
// the shared list that grows from 1.
const (
	// hpZeroArmor: each creature it matches has 0 armor, whatever it
	// would gain (Corrosive Monk).
	hpZeroArmor StaticKind = 56 - iota
	// hpNeighborsMutant: this creature's neighbors have the Mutant trait
	// (Fallen Sovereign).
	hpNeighborsMutant
	// hpUnplayable: its controller cannot play this card (Salvatorem),
	// from hand: read from the card's script, not only while in play.
	hpUnplayable
	// hpSafeWithAember: the creatures it matches (friendly, ready, with
	// A on them) cannot be dealt damage (Salvatorem).
	hpSafeWithAember
	// hpDestroyOnReady: after a player readies this upgrade's creature,
	// destroy it (Poised Strike).
	hpDestroyOnReady
)

// hpStaticText is the English of this batch's constant abilities.
func hpStaticText(st *Static, name string) (string, bool) {
	switch st.Is {
	case hpZeroArmor:
		return "Each creature is considered to have 0 armor. Each creature cannot gain armor.", true
	case hpNeighborsMutant:
		return "Each of " + name + "'s neighbors gains the Mutant trait.", true
	case hpUnplayable:
		return "You cannot play " + name + ".", true
	case hpSafeWithAember:
		return "Each friendly ready creature with A on it cannot be dealt damage.", true
	case hpDestroyOnReady:
		return "After a player readies this creature, destroy it.", true
	}
	return "", false
}

// hpHasTrait reports whether creature id has trait tr from a neighbor's
// constant ability (Fallen Sovereign: the Mutant trait).
func (g *Game) hpHasTrait(id int16, tr string) bool {
	if !g.hasStatic(hpNeighborsMutant) || !strings.EqualFold(tr, "mutant") || g.cards[id].zone != ZoneBattleline {
		return false
	}
	line := g.p[g.cards[id].controller].line
	i := indexOf(line, id)
	for _, j := range [2]int{i - 1, i + 1} {
		if j >= 0 && j < len(line) {
			if s := g.scriptOf(line[j]); s != nil && s.static(hpNeighborsMutant) != nil {
				return true
			}
		}
	}
	return false
}

// hpUnplayable is card id itself when its script says its controller
// cannot play it (Salvatorem), -1 otherwise.
func (g *Game) hpUnplayable(verb Verb, id int16) int16 {
	if verb != VerbPlay || !g.hasStatic(hpUnplayable) {
		return -1
	}
	if s := g.scripts[g.cards[id].def]; s != nil && s.static(hpUnplayable) != nil {
		return id
	}
	return -1
}

// hpNoDamage reports whether a constant ability says creature id cannot
// be dealt damage now (Salvatorem: friendly, ready, with A on it).
func (g *Game) hpNoDamage(id int16) bool {
	return g.hasStatic(hpSafeWithAember) && g.aura(hpSafeWithAember, id, "") > 0
}

// hpReadied destroys each creature just readied (card id, controlled by
// pl: its "ready" status event) that carries an upgrade saying so
// (Poised Strike).
func (g *Game) hpReadied(pl int8, card string) {
	for _, u := range g.upList {
		p := g.cards[u].parent
		if p < 0 || g.cards[p].controller != pl || g.def(p).ID != card || g.cards[p].has(flExhausted) {
			continue
		}
		if s := g.scriptOf(u); s != nil && s.static(hpDestroyOnReady) != nil {
			g.destroy(p)
		}
	}
}

// hpAskAgainLater is Ask Again Later's check, its owner's ability: it
// waits for the log's line naming the house the opponent named (one of
// the owner's three) and the top card of the owner's deck, revealed; a
// card of another house fulfils the prophecy. Without the line (another
// action came), nothing is known and it is not fulfilled.
func hpAskAgainLater(x *Ctx) {
	g := x.g
	if hgAwait(x) {
		return
	}
	w, ok := g.ans.nextWord()
	ref, named := g.ans.nextCard()
	if !ok || !named {
		return
	}
	h := House(strings.ToLower(w))
	if !g.p[x.Player].deck.HasHouse(h) {
		g.violate("effect-target", other(x.Player), "Ask Again Later: %s is not a house on %s's identity card", w, g.p[x.Player].name)
		return
	}
	d := g.db.Card(ref.ID)
	if d == nil {
		return
	}
	house := d.House
	if def := g.defIndex(ref.ID); def >= 0 {
		// The deck's copy may be a maverick: its house is the copy's.
		if id := g.hdTopCopy(x.Player, ref); id >= 0 {
			house = g.houseOf(id)
		}
	}
	if house != h {
		g.prophFulfilSelf(x.Self)
	}
}

// hpPlayEnemyTop plays the top card of the opponent's deck as the
// ability's player's own card (Gracchan Reform): the log's choose line
// names it. It leaves play, or resolves, to its owner's zones.
func hpPlayEnemyTop(x *Ctx) {
	g := x.g
	opp := x.Opponent()
	if g.p[opp].deckSize() == 0 || hgAwait(x) {
		return
	}
	ref, ok := g.ans.nextCard()
	if !ok {
		g.violate("choice-missing", x.Player, "%s: the log does not say which card was on top of %s's deck", g.defs[x.r.def].Name, g.p[opp].name)
		return
	}
	g.playFromDeck(opp, ref)
}
