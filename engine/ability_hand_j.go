package engine

// Helpers of the hand-scripted cards of scripts_hand_j.go: the closures
// of clauses the ability language cannot say, and amounts several cards
// share.

// hjShards is "for each friendly Shard" (the Shard artifacts).
var hjShards = Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly, Kind: Artifact, Trait: "shard"}}

// hjMonkNeighbors is "for each Monk neighbor it has".
var hjMonkNeighbors = Amount{Q: CountOf, Of: Target{Count: Neighbors, Trait: "monk"}}

// hjUnstunEach removes the stun of each creature pl controls.
func (g *Game) hjUnstunEach(pl int8) {
	for _, id := range g.p[pl].line {
		if g.cards[id].has(flStunned) {
			g.setStatus(id, EffUnstun)
		}
	}
}

// hjDestroyElusive destroys each creature with elusive.
func hjDestroyElusive(x *Ctx) {
	x.g.destroyEach(func(id int16) bool { return x.g.hasKeyword(id, Elusive) })
}

// hjDestroyFlank destroys the creature on pl's left (or right) flank.
func (g *Game) hjDestroyFlank(pl int8, left bool) {
	line := g.p[pl].line
	if len(line) == 0 {
		return
	}
	id := line[len(line)-1]
	if left {
		id = line[0]
	}
	g.destroy(id)
	g.sweep()
}

// hjCaptureOwnSide is "it captures nA from its own side": the creature
// the step before acted on takes Æmber from its controller's pool.
func hjCaptureOwnSide(n int) func(x *Ctx) {
	return func(x *Ctx) {
		if x.r.nThat == 0 {
			return
		}
		id := x.r.that[0]
		x.r.did = x.g.captureFrom(id, n, x.g.cards[id].controller) > 0
	}
}

// hjMoveOne is "Move 1A from a creature to another creature."
var hjMoveOne = []Clause{
	{Do: DoChoose, To: Target{Is: WithAember}},
	{Do: DoGo, Go: heKeep},
	{Do: DoChoose, To: Target{Is: NotThat}, If: Cond{Is: IfDone}},
	{Do: DoGo, Say: "Move 1A from the first creature to the second.", Go: func(x *Ctx) {
		if from := heKept(x); from >= 0 && x.r.nThat > 0 && x.r.that[0] != from {
			x.g.heMoveAember(from, x.r.that[0], 1)
		}
	}},
}

// hjForgeColor forges pl's key of colour k at its current cost, when it
// is not forged yet and pl can pay.
func (g *Game) hjForgeColor(pl int8, k KeyColor) {
	p := &g.p[pl]
	cost := max(g.keyCost(pl), 0)
	if p.keys[k-1] || !g.adMayForge(pl, cost) {
		return
	}
	g.forge(pl, k, cost)
}

// hjShuffleHandAndDiscard puts pl's hand and discard pile into their
// deck, shuffled: the deck's order is unknown after it.
func (g *Game) hjShuffleHandAndDiscard(pl int8) {
	p := &g.p[pl]
	for g.unnamedFromHand(pl, ZoneUnknown) {
	}
	for len(p.discard) > 0 {
		g.moveInst(p.discard[len(p.discard)-1], ZoneUnknown)
	}
	g.forgetDeckOrder(pl)
}

// hjExhaustUpgraded exhausts each creature with an upgrade on it.
func (g *Game) hjExhaustUpgraded() {
	for _, up := range g.upList {
		if c := &g.cards[up]; c.zone == ZoneUpgrade && c.parent >= 0 && g.cards[c.parent].zone == ZoneBattleline {
			g.readyOrExhaust(c.parent, false)
		}
	}
}

// hjStunHouseNeighbors stuns each neighbor of the creature the step
// before acted on that shares a house with it.
func (g *Game) hjStunHouseNeighbors(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	var buf [2]int16
	for _, n := range g.heNeighbors(id, buf[:0]) {
		if g.houseOf(n) == g.houseOf(id) {
			g.setStatus(n, EffStun)
		}
	}
}

// hjStunEach stuns each creature in play that match accepts.
func (g *Game) hjStunEach(match func(id int16) bool) {
	for _, pl := range [2]int8{g.active, other(g.active)} {
		for _, id := range g.p[pl].line {
			if match(id) {
				g.setStatus(id, EffStun)
			}
		}
	}
}

// hjDestroyThatAndSelf destroys the creature the step before chose and
// the ability's own card together; "if you do" is whether the card itself
// was destroyed.
func hjDestroyThatAndSelf(x *Ctx) {
	g := x.g
	if x.r.nThat > 0 {
		g.destroy(x.r.that[0])
	}
	g.destroy(x.Self)
	g.sweep()
	x.r.did = g.cards[x.Self].zone != ZoneBattleline
}

// hjArchiveSelf archives the action card that is resolving (already in
// the discard pile when its ability waited for a choice).
func (g *Game) hjArchiveSelf(x *Ctx) {
	if z := g.cards[max(x.Self, 0)].zone; x.Self >= 0 && (z == ZoneResolving || z == ZoneDiscard) {
		g.moveInst(x.Self, ZoneArchives)
	}
}

// hjMostPowerful reports whether creature id has the highest power on its
// battleline (ties included).
func (g *Game) hjMostPowerful(id int16) bool {
	c := &g.cards[id]
	if c.zone != ZoneBattleline {
		return false
	}
	for _, o := range g.p[c.controller].line {
		if g.power(o) > g.power(id) {
			return false
		}
	}
	return true
}

// hjMarsInPlay is "for each Mars creature in play".
var hjMarsInPlay = Amount{Q: CountOf, Of: Target{Count: Each, House: "mars"}}

// hjDestroyWithNeighbors destroys creature id and each of its neighbors
// together.
func (g *Game) hjDestroyWithNeighbors(id int16) {
	var buf [3]int16
	for _, o := range g.heNeighbors(id, append(buf[:0], id)) {
		g.destroy(o)
	}
	g.sweep()
}

// hjRaiseTide is "<player pl> raises the tide" by an ability (DoRaiseTide
// is the ability's controller's): nothing while a lasting effect forbids
// it (Trial by Water), and no chains, unlike the rules' Omni raise.
func (g *Game) hjRaiseTide(pl int8) {
	if g.tideLocked(pl) {
		return
	}
	g.p[pl].tide = true
	g.p[other(pl)].tide = false
	g.emit(Event{Kind: EvTide, Player: pl})
	g.playerEvent(OnTideRaised, pl)
}

// hjDeimosBurst destroys pl's artifacts and flank creatures together,
// then pl gains 1A for each card destroyed.
func (g *Game) hjDeimosBurst(pl int8) {
	var tagged []int16
	for _, id := range g.p[pl].arts {
		tagged = append(tagged, id)
	}
	for _, id := range g.p[pl].line {
		if g.onFlank(id) {
			tagged = append(tagged, id)
		}
	}
	for _, id := range tagged {
		g.destroy(id)
	}
	g.sweep()
	n := 0
	for _, id := range tagged {
		if !g.cards[id].zone.InPlay() {
			n++
		}
	}
	g.gain(pl, n, SrcAbility)
}

// hjSoldiersToFlowers purges each Untamed creature of both discard piles;
// each owner gains 1A for each of theirs.
func (g *Game) hjSoldiersToFlowers() {
	for _, pl := range [2]int8{g.active, other(g.active)} {
		n := 0
		d := &g.p[pl].discard
		for i := 0; i < len(*d); {
			id := (*d)[i]
			if g.def(id).Type.IsCreature() && g.def(id).House == "untamed" {
				g.moveInst(id, ZonePurged)
				n++
				continue
			}
			i++
		}
		g.gain(pl, n, SrcAbility)
	}
}

// hjMatingSeason shuffles each Mars creature into its owner's deck; each
// player gains 1A for each creature shuffled into their deck.
func (g *Game) hjMatingSeason() {
	var n [2]int
	for _, pl := range [2]int8{g.active, other(g.active)} {
		line := append([]int16(nil), g.p[pl].line...)
		for _, id := range line {
			if g.houseOf(id) == "mars" && g.cards[id].zone == ZoneBattleline {
				owner := g.cards[id].owner
				g.moveInst(id, ZoneUnknown)
				if g.cards[id].zone != ZoneBattleline {
					n[owner]++
				}
			}
		}
	}
	for _, pl := range [2]int8{g.active, other(g.active)} {
		g.gain(pl, n[pl], SrcAbility)
	}
}

// hjIndignant deals 3 damage to creature id; if that destroys it, each of
// its neighbors (as they were) is enraged after it leaves play.
func (g *Game) hjIndignant(id int16) { g.hjDamageThenNeighbors(id, EffEnrage) }

// hjDamageThenNeighbors deals 3 damage to creature id; if that destroys
// it, each of its neighbors (as they were) gets status k after it leaves
// play.
func (g *Game) hjDamageThenNeighbors(id int16, k EffectKind) {
	var buf [2]int16
	ns := g.heNeighbors(id, buf[:0])
	g.damage(id, 3, false)
	g.sweep()
	if g.cards[id].zone == ZoneBattleline {
		return
	}
	for _, n := range ns {
		if g.cards[n].zone == ZoneBattleline {
			g.setStatus(n, k)
		}
	}
}

// hjMostPowerfulInPlay reports whether creature id has the highest power
// of all creatures in play (ties included).
func (g *Game) hjMostPowerfulInPlay(id int16) bool {
	if g.cards[id].zone != ZoneBattleline {
		return false
	}
	for pl := range g.p {
		for _, o := range g.p[pl].line {
			if g.power(o) > g.power(id) {
				return false
			}
		}
	}
	return true
}

// hjDecadence is Decadence's "choose one": option 1 exalts, readies and
// uses a friendly creature; option 2 moves 1A between creatures.
func hjDecadence() []Clause {
	steps := []Clause{
		{Do: DoChooseOne, N: 2, Say: "•"},
		{Do: DoExalt, Opt: 1, To: Target{Side: Friendly}},
		{Do: DoReadyAndUse, Opt: 1, To: ThatOne},
	}
	for _, st := range hjMoveOne {
		st.Opt = 2
		steps = append(steps, st)
	}
	return steps
}

// hjInstanceOf is a card of definition def, for a lasting effect's source
// when the ability resolved out of play (a fate): one in a discard pile
// first, -1 when none.
func (g *Game) hjInstanceOf(def int16) int16 {
	found := int16(-1)
	for i := range g.cards {
		if g.cards[i].def != def {
			continue
		}
		if g.cards[i].zone == ZoneDiscard {
			return int16(i)
		}
		if found < 0 {
			found = int16(i)
		}
	}
	return found
}

// hjDestroyArtifactsAndUpgrades destroys each artifact and upgrade in play
// together and says how many were destroyed.
func (g *Game) hjDestroyArtifactsAndUpgrades() int {
	var tagged []int16
	for pl := range g.p {
		tagged = append(tagged, g.p[pl].arts...)
	}
	tagged = append(tagged, g.upList...)
	for _, id := range tagged {
		g.destroy(id)
	}
	g.sweep()
	n := 0
	for _, id := range tagged {
		if !g.cards[id].zone.InPlay() {
			n++
		}
	}
	return n
}

// hjHeld is the run's slot that holds Æmber taken off a card between two
// steps (hjHoldAember, hjPlaceHeldAember); heKeep uses the last one.
const hjHeld = 2

// hjHoldAember takes the Æmber off the ability's card into the run, when
// an enemy creature can receive it.
func hjHoldAember(x *Ctx) {
	c := &x.g.cards[x.Self]
	x.r.pick[hjHeld] = 0
	if len(x.g.p[x.Opponent()].line) > 0 {
		x.r.pick[hjHeld] = c.aember
		c.aember = 0
	}
}

// hjPlaceHeldAember puts the Æmber hjHoldAember took onto the creature the
// step before chose.
func hjPlaceHeldAember(x *Ctx) {
	n := x.r.pick[hjHeld]
	x.r.pick[hjHeld] = 0
	if n <= 0 || x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	x.g.cards[id].aember += n
	x.g.emit(Event{Kind: EvAemberCaptured, Player: x.g.cards[id].controller, Card: x.g.def(id).ID, N: int(n), Other: x.g.def(x.Self).ID})
}

// hjArchivesToHand puts each card of pl's archives into their hand.
func (g *Game) hjArchivesToHand(pl int8) {
	if n := g.archivesToHand(pl); n > 0 {
		g.emit(Event{Kind: EvArchivesTaken, Player: pl, N: n})
	}
}

// hjCountAemberOnThat makes the Æmber on the card the step before acted on
// "this way"'s amount, for a "for each A on that creature" after it.
func hjCountAemberOnThat(x *Ctx) {
	x.r.done = 0
	if x.r.nThat > 0 {
		x.r.done = x.g.cards[x.r.that[0]].aember
	}
}

// hjMakeToken makes a token creature for the ability's controller: the
// one the log's choose line names, else the deck's.
func (g *Game) hjMakeToken(x *Ctx) {
	ref, ok := g.ans.nextCard()
	if !ok {
		ref, ok = g.deckToken(x.Player)
	}
	if !ok {
		x.missingChoice("which token creature")
		return
	}
	g.makeToken(x.Player, ref)
}

// hjControls reports whether pl controls a card in play whose id is id
// (an upgrade counts for its controller).
func (g *Game) hjControls(pl int8, id string) bool {
	for i := range g.cards {
		if c := &g.cards[i]; c.zone.InPlay() && c.controller == pl && g.defs[c.def].ID == id {
			return true
		}
	}
	return false
}

// hjDestroyAllInPlay destroys each card in play together: creatures,
// artifacts and upgrades.
func (g *Game) hjDestroyAllInPlay() {
	for i := range g.cards {
		g.destroy(int16(i)) // tags the cards in play only
	}
	g.sweep()
}

// hjThatOfChosenHouse reports whether the card the step before acted on
// belongs to the house an earlier step chose ("If it belongs to the
// chosen house, …").
func hjThatOfChosenHouse(x *Ctx) bool {
	return x.r.nThat > 0 && x.r.house != "" && x.g.def(x.r.that[0]).House == x.r.house
}
