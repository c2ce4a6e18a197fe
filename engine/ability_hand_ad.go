package engine

// Closures, kinds and engine rules of batch AD (scripts_hand_ad.go):
// engine fixes and cards that change what a card is.

// adUseFor fires used card id's "Action:" or "Omni:" (trigger t) for
// user pl. Its controller's own use is fire's; another player's ("use an
// enemy artifact as if it were yours": Hornswoggle, Kartanoo) resolves
// the card's script for pl, so "you" and "friendly" are pl's. Only the
// active player uses another's card so: an off-turn ability that lets
// the active player use a card of theirs (Operative Espion's "they may
// use a creature they control") is their own use.
func (g *Game) adUseFor(pl int8, id int16, t Trigger) {
	if t == OnAction && g.adIsMineral(id) {
		g.destroy(id) // "Action: Destroy this artifact." (De-Animator)
		g.sweep()
		return
	}
	if pl == g.cards[id].controller || pl != g.active {
		g.fire(id, t, -1)
		return
	}
	if s := g.scriptOf(id); s != nil {
		g.fireScript(s, g.cards[id].def, id, pl, t, -1)
	}
}

// adMayForge reports whether player pl may forge a key by an ability at
// cost: a key left to forge, the Æmber to pay, and no card forbidding it
// (forgeForbidden: "cannot forge" is absolute, Glossary – Cannot; Gold
// Key Imp, Ceaseforge, Relativity Imp's cap stop an ability's forge as
// they stop the step's).
func (g *Game) adMayForge(pl int8, cost int) bool {
	return g.p[pl].keyCount() < 3 && g.spendable(pl) >= cost && g.forgeForbidden(pl) < 0
}

// adOnArtifact (constant kind 215): "This upgrade enters play attached to
// an artifact instead of a creature." (Animating Force): enterPlayed
// attaches it to the artifact its play names (adUpgradeZone).
const adOnArtifact StaticKind = 215

// adUpgradeZone is the zone of the card upgrade id is played on: an
// artifact's for an upgrade with adOnArtifact, else the battleline.
func (g *Game) adUpgradeZone(id int16) Zone {
	if g.hasStatic(adOnArtifact) && g.staticOf(id, adOnArtifact) != nil {
		return ZoneArtifacts
	}
	return ZoneBattleline
}

// adAnimatingForce is Animating Force's "Play: Take control of this
// artifact and put it on a flank of your battleline as a creature with 4
// power and versatile." The artifact is the upgrade's; in the battleline
// it is a creature (aaArtifactIntoLine; with a flank to choose, the
// step waits for the choose line's `left` or `right`), its 4 power lasting while it is in play; versatile is the
// upgrade's constant ability on a creature it is on.
func adAnimatingForce(x *Ctx) {
	g := x.g
	art := g.cards[x.Self].parent
	if x.Self < 0 || g.cards[x.Self].zone != ZoneUpgrade || art < 0 || g.cards[art].zone != ZoneArtifacts {
		return
	}
	if len(g.p[x.Player].line) > 0 && hgAwait(x) {
		return // the flank: the choose line's `left` or `right`
	}
	if g.cards[art].controller != x.Player {
		g.takeControl(x.Player, art)
	}
	if g.cards[art].zone == ZoneArtifacts && g.aaArtifactIntoLine(art, true) {
		g.addLasting(lasting{kind: lastPowerIs, player: x.Player, card: art, n: 4, until: whileInPlay, source: x.Self})
		x.r.did = true
	}
}

// adStaticText prints this batch's constant abilities.
func adStaticText(st *Static) (string, bool) {
	if st.Is == adOnArtifact {
		return "This upgrade enters play attached to an artifact instead of a creature.", true
	}
	if st.Is == adMineralized {
		return "Each card that has a mineralize counter on it is considered an artifact and gains, “Action: Destroy this artifact.”", true
	}
	return "", false
}

// adLastTokenOf (lasting kind 95): card is a token creature made from a
// card, n the definition of that card (its face, facedown while a
// token). Every way a card becomes a token creature notes it (adTokenOf:
// makeToken, aaTokenFrom for Sidekick and Space Invaders, Gĕzdrutyŏ the
// Arcane's flip); the card is its face again when it leaves play
// (leavePlay, as a copy is itself again) or is flipped faceup (Temporal
// Purge).
const adLastTokenOf lastKind = 95

// adTokenOf makes card id the token creature of definition tok,
// remembering its face.
func (g *Game) adTokenOf(id, tok int16) {
	g.addLasting(lasting{kind: adLastTokenOf, player: g.cards[id].owner, card: id, n: int(g.cards[id].def), until: whileInPlay, source: -1})
	g.cards[id].def = tok
}

// adFaceUp flips token creature id faceup: it is the card it was made
// from again (-1 when it remembers none). It reports the face.
func (g *Game) adFaceUp(id int16) int16 {
	var buf [1]lasting
	face := int16(-1)
	for _, l := range g.takeLasting(func(l *lasting) bool { return l.kind == adLastTokenOf && l.card == id }, buf[:0]) {
		face = int16(l.n)
	}
	if face >= 0 {
		g.cards[id].def = face
	}
	return face
}

// adTemporalPurge is Temporal Purge's "Flip each token creature faceup.
// Put each non-creature card flipped this way into its owner's discard
// pile." A token made from a card the log never showed (a partial deck's
// unseen card) is the card the choose line names for it, in play order
// (the player's side first).
func adTemporalPurge(x *Ctx) {
	g := x.g
	var buf [48]int16
	tokens := buf[:0]
	unknown := false
	for _, pl := range [2]int8{x.Player, x.Opponent()} {
		for _, id := range g.p[pl].line {
			if g.def(id).Type == TypeTokenCreature {
				tokens = append(tokens, id)
				unknown = unknown || g.adFaceUnseen(id)
			}
		}
	}
	if unknown && hgAwait(x) {
		return
	}
	for _, id := range tokens {
		unseen := g.adFaceUnseen(id)
		if g.adFaceUp(id) < 0 {
			continue // a token that remembers no card stays one
		}
		if unseen {
			g.adNameFace(x, id)
		}
		x.r.did = true
		if !g.def(id).Type.IsCreature() {
			g.leavePlay(id, ZoneDiscard)
		}
	}
	g.sweep()
}

// adFaceUnseen reports whether token id was made from a card never seen.
func (g *Game) adFaceUnseen(id int16) bool {
	for _, l := range g.lasting {
		if l.kind == adLastTokenOf && l.card == id {
			return g.defs[l.n] == &unseenCard
		}
	}
	return false
}

// adNameFace makes card id, flipped faceup from an unseen card, the card
// the choose line names (missing: the log does not say).
func (g *Game) adNameFace(x *Ctx, id int16) {
	ref, ok := g.ans.nextCard()
	if !ok {
		x.missingChoice("which card a token creature was")
		return
	}
	def := g.defIndex(ref.ID)
	if def < 0 {
		d := g.db.Card(ref.ID)
		if d == nil {
			x.missingChoice("which card a token creature was")
			return
		}
		def = g.addDef(d)
	}
	g.cards[id].def = def
}

// adIsAwakenable reports whether card id is "an artifact, Cyborg
// creature, or Robot creature" (Spontaneous Awakening).
func (g *Game) adIsAwakenable(id int16) bool {
	switch g.cards[id].zone {
	case ZoneArtifacts:
		return true
	case ZoneBattleline:
		return g.hxHasTrait(id, "cyborg") || g.hxHasTrait(id, "robot")
	}
	return false
}

// adDestroyAndPlay is Spontaneous Awakening's "destroy an enemy artifact,
// Cyborg creature, or Robot creature. If you do, play that card as if it
// were in your hand." The choose line names the card (the only candidate
// needs no name); "that card" is the card played.
func adDestroyAndPlay(x *Ctx) {
	g, opp := x.g, x.Opponent()
	x.r.did, x.r.nThat = false, 0
	var cands []int16
	for _, list := range [2][]int16{g.p[opp].line, g.p[opp].arts} {
		for _, id := range list {
			if g.adIsAwakenable(id) {
				cands = append(cands, id)
			}
		}
	}
	if len(cands) == 0 {
		return
	}
	id := cands[0]
	if len(cands) > 1 {
		ref, ok := awaitNamedCard(x, "which enemy card is destroyed")
		if !ok {
			return
		}
		if id = g.findInPlay(ref, opp); id < 0 || g.cards[id].controller != opp || !g.adIsAwakenable(id) {
			g.violate("effect-target", x.Player, "%s: %s is not an enemy artifact, Cyborg creature, or Robot creature", g.defs[x.r.def].Name, g.refName(ref))
			return
		}
	}
	g.destroy(id)
	g.sweep()
	if g.cards[id].zone != ZoneDiscard {
		return // it did not go to the discard pile (warded, saved): not destroyed
	}
	g.playOutOf(id, ZoneDiscard)
	x.r.that[0], x.r.nThat, x.r.did = id, 1, g.cards[id].zone.InPlay()
}

// adAttachSelf is "Attach <this action> to it as an upgrade with the
// text, “This card belongs to house Geistoid.”": the action, still
// resolving, becomes an upgrade of the ability's controller on the card
// played ("that card"; a creature or an artifact). Its text gives it its
// own house, which is Geistoid already: no ability to add. Being in play,
// it does not go to the discard pile when its play ends (finishPlay).
func adAttachSelf(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 || x.Self < 0 || g.cards[x.Self].zone != ZoneResolving {
		return
	}
	on := x.r.that[0]
	if z := g.cards[on].zone; z != ZoneBattleline && z != ZoneArtifacts {
		return
	}
	g.enterPlay(x.Self, x.Player, ZoneUpgrade)
	g.cards[x.Self].parent = on
	g.upgradeEntered(x.Self, on)
}

// adCreatureOrArtifact reports whether card id is a creature or an
// artifact card.
func adCreatureOrArtifact(g *Game, id int16) bool {
	t := g.def(id).Type
	return t.IsCreature() || t == TypeArtifact
}

// adPlayPurged is Poltergeistoids' "play a creature or artifact from your
// purged zone as if it were in your hand": the card the choose line names,
// or the only one (copies of one card need no name). "That card" is the
// card played; "if you do" says it is in play.
func adPlayPurged(x *Ctx) {
	g, pl := x.g, x.Player
	x.r.did, x.r.nThat = false, 0
	var cands []int16
	for _, id := range g.p[pl].purged {
		if adCreatureOrArtifact(g, id) {
			cands = append(cands, id)
		}
	}
	if len(cands) == 0 {
		return
	}
	id := cands[0]
	if !pfOneName(g, cands) || g.ans.ci < len(g.ans.cards) {
		ref, ok := awaitNamedCard(x, "which card is played")
		if !ok {
			return
		}
		if id = g.pfFind(pl, ZonePurged, ref); id < 0 || !adCreatureOrArtifact(g, id) {
			g.violate("card-not-available", pl, "%s: %s is not a creature or artifact of %s's purged zone", g.defs[x.r.def].Name, g.refName(ref), g.p[pl].name)
			return
		}
	}
	g.playOutOf(id, ZonePurged)
	x.r.that[0], x.r.nThat, x.r.did = id, 1, g.cards[id].zone.InPlay()
}

// adMineralized (constant kind 216): "Each card that has a mineralize
// counter on it is considered an artifact and gains, “Action: Destroy
// this artifact.”" (De-Animator). A creature with the counter leaves the
// battleline for its controller's artifacts (adPetrify) while a card with
// the ability is in play, and goes back to a flank, a creature again, when
// none is (adUnpetrify); used, it is destroyed (adUseFor).
const adMineralized StaticKind = 216

// adMineralizing reports whether a card with adMineralized is in play.
func (g *Game) adMineralizing() bool {
	if !g.hasStatic(adMineralized) {
		return false
	}
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if st := g.staticOf(id, adMineralized); st != nil && g.staticHolds(st, id) {
			return true
		}
	}
	return false
}

// adIsMineral reports whether card id is an artifact by its mineralize
// counter.
func (g *Game) adIsMineral(id int16) bool {
	return g.hasStatic(adMineralized) && g.cards[id].zone == ZoneArtifacts && g.hsCounters(id, "mineralize") > 0 && g.adMineralizing()
}

// adMineralize is "Put a mineralize counter on a creature." (the creature
// the step before chose): with De-Animator in play it is an artifact now.
func adMineralize(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 || g.cards[x.r.that[0]].zone != ZoneBattleline {
		return
	}
	id := x.r.that[0]
	g.hsAddCounters(id, "mineralize", 1)
	if g.adMineralizing() {
		p := &g.p[g.cards[id].controller]
		p.line = removeID(p.line, id)
		p.arts = append(p.arts, id)
		g.cards[id].zone = ZoneArtifacts
	}
	x.r.did = true
}

// adUnpetrify puts each creature card with a mineralize counter among the
// artifacts back on the right flank of its controller's battleline once
// no De-Animator is in play (De-Animator leaving play).
func adUnpetrify(x *Ctx) {
	g := x.g
	if g.adMineralizing() {
		return
	}
	for _, pl := range [2]int8{x.Player, x.Opponent()} {
		p := &g.p[pl]
		for _, id := range append([]int16(nil), p.arts...) {
			if g.def(id).Type.IsCreature() && g.hsCounters(id, "mineralize") > 0 {
				p.arts = removeID(p.arts, id)
				p.line = append(p.line, id)
				g.cards[id].zone = ZoneBattleline
			}
		}
	}
	g.sweep()
}
