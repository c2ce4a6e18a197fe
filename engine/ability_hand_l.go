package engine

// Helpers of the hand-scripted cards of scripts_hand_l.go: the closures
// of clauses the ability language cannot say.

// hlDrake is an Æmberdrake's "Destroyed: Gain 4A. Forge your <colour> key
// at current cost."
func hlDrake(k KeyColor, colour string) []Ability {
	return []Ability{{On: OnDestroyed, Steps: []Clause{
		{Do: DoGain, N: 4},
		{Do: DoGo, Say: "Forge your " + colour + " key at current cost.", Go: func(x *Ctx) {
			x.g.hjForgeColor(x.Player, k)
		}},
	}}}
}

// hlExcessCreatures is how many more creatures pl's opponent controls than
// pl (0 when not more).
func (g *Game) hlExcessCreatures(pl int8) int {
	return max(len(g.p[other(pl)].line)-len(g.p[pl].line), 0)
}

// hlMakeTokenThat makes a token creature (hjMakeToken) and makes it the
// card the next step acts on ("ward it").
func hlMakeTokenThat(x *Ctx) {
	g := x.g
	line := g.p[x.Player].line
	before := make([]int16, len(line))
	copy(before, line)
	g.hjMakeToken(x)
	x.r.nThat = 0
	for _, id := range g.p[x.Player].line {
		if !hlIn(before, id) {
			x.r.that[0], x.r.nThat = id, 1
			return
		}
	}
}

// hlIn reports whether ids holds id.
func hlIn(ids []int16, id int16) bool {
	for _, o := range ids {
		if o == id {
			return true
		}
	}
	return false
}

// hlPlaceAember puts n Æmber from the common supply on the card the step
// before chose.
func (g *Game) hlPlaceAember(x *Ctx, n int) {
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	g.cards[id].aember += int16(n)
	g.emit(Event{Kind: EvStatus, Player: g.cards[id].controller, Card: g.def(id).ID, N: n, Other: "aember placed"})
}

// hlExcessThisWay makes the creatures the ability's controller's opponent
// controls in excess of them the "this way" of the next step.
func hlExcessThisWay(x *Ctx) {
	n := x.g.hlExcessCreatures(x.Player)
	x.r.did, x.r.done = n > 0, int16(n)
}

// hlDoubleDamage deals each creature damage equal to the damage on it,
// all at once.
func (g *Game) hlDoubleDamage() {
	for _, pl := range [2]int8{g.active, other(g.active)} {
		for _, id := range g.p[pl].line {
			if d := int(g.cards[id].damage); d > 0 {
				g.damage(id, d, false)
			}
		}
	}
	g.sweep()
}

// hlHecatomb destroys each Dis creature; each player gains 1A for each of
// theirs destroyed.
func (g *Game) hlHecatomb() {
	var tagged [2][]int16
	for _, pl := range [2]int8{g.active, other(g.active)} {
		for _, id := range g.p[pl].line {
			if g.houseOf(id) == "dis" {
				tagged[pl] = append(tagged[pl], id)
				g.destroy(id)
			}
		}
	}
	g.sweep()
	for _, pl := range [2]int8{g.active, other(g.active)} {
		n := 0
		for _, id := range tagged[pl] {
			if g.cards[id].zone != ZoneBattleline {
				n++
			}
		}
		g.gain(pl, n, SrcAbility)
	}
}

// hlSharesWithNeighbor reports whether creature id shares a house with one
// of its neighbors.
func (g *Game) hlSharesWithNeighbor(id int16) bool {
	var buf [2]int16
	for _, n := range g.heNeighbors(id, buf[:0]) {
		if g.houseOf(n) == g.houseOf(id) {
			return true
		}
	}
	return false
}

// hlFlanksHitNeighbors makes each flank creature of pl deal damage equal to
// its power to its neighbor, all at once.
func (g *Game) hlFlanksHitNeighbors(pl int8) {
	line := g.p[pl].line
	if len(line) < 2 {
		return
	}
	type hit struct {
		to int16
		n  int
	}
	hits := []hit{{line[1], g.power(line[0])}, {line[len(line)-2], g.power(line[len(line)-1])}}
	for _, h := range hits {
		if h.n > 0 {
			g.damage(h.to, h.n, false)
		}
	}
	g.sweep()
}

// hlDragnet returns the creature the step before chose and each of its
// neighbors that shares a house with it to their owners' hands, together.
func hlDragnet(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	var buf [3]int16
	ids := append(buf[:0], id)
	var nb [2]int16
	for _, n := range g.heNeighbors(id, nb[:0]) {
		if g.houseOf(n) == g.houseOf(id) {
			ids = append(ids, n)
		}
	}
	for _, o := range ids {
		g.moveInst(o, ZoneHand)
	}
}

// hlArchiveUpgradeOn archives the upgrade of card id uid attached to
// creature on (into its owner's archives).
func (g *Game) hlArchiveUpgradeOn(on int16, uid string) {
	for _, up := range g.upList {
		if c := &g.cards[up]; c.zone == ZoneUpgrade && c.parent == on && g.def(up).ID == uid {
			g.moveInst(up, ZoneArchives)
			return
		}
	}
}

// hlSameColorForged reports whether both players have forged their key of
// one colour.
func (g *Game) hlSameColorForged() bool {
	for k := range g.p[0].keys {
		if g.p[0].keys[k] && g.p[1].keys[k] {
			return true
		}
	}
	return false
}

// hlDestroyThat destroys the cards the steps before chose, together.
func hlDestroyThat(x *Ctx) {
	for _, id := range x.r.that[:x.r.nThat] {
		x.g.destroy(id)
	}
	x.g.sweep()
}

// hlGluttony exalts the ability's creature once for each friendly Sin
// creature.
func hlGluttony(x *Ctx) {
	g := x.g
	n := 0
	for _, id := range g.p[x.Player].line {
		if g.def(id).HasTrait("sin") || g.hiHasTrait(id, "sin") {
			n++
		}
	}
	for range n {
		g.exalt(x.Self)
	}
}

// hlCaptureAll makes the ability's creature capture all of its
// controller's opponent's Æmber.
func hlCaptureAll(x *Ctx) {
	if x.g.cards[x.Self].zone == ZoneBattleline {
		x.g.captureFrom(x.Self, x.g.p[x.Opponent()].aember, x.Opponent())
	}
}

// hlWasteNot destroys the creature the step before chose; when it is
// destroyed, the ability's controller draws half its power, rounded up.
func hlWasteNot(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	p := g.power(id)
	g.destroy(id)
	g.sweep()
	if g.cards[id].zone != ZoneBattleline {
		g.draw(x.Player, (p+1)/2)
	}
}

// hlFlanksShareHouse reports whether a flank creature shares a house with
// another flank creature (of either battleline).
func (g *Game) hlFlanksShareHouse() bool {
	var flanks []int16
	for pl := range g.p {
		line := g.p[pl].line
		if len(line) > 0 {
			flanks = append(flanks, line[0])
		}
		if len(line) > 1 {
			flanks = append(flanks, line[len(line)-1])
		}
	}
	for i, a := range flanks {
		for _, b := range flanks[i+1:] {
			if g.houseOf(a) == g.houseOf(b) {
				return true
			}
		}
	}
	return false
}

// hlPhotonBlast deals 2 damage to the creature the step before chose, with
// 1 splash; "if you do" is whether that destroyed a creature.
func hlPhotonBlast(x *Ctx) {
	g := x.g
	x.r.did = false
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	var buf [3]int16
	hit := g.heNeighbors(id, append(buf[:0], id))
	g.damage(id, 2, false)
	g.splash(id, 1)
	g.sweep()
	for _, o := range hit {
		if g.cards[o].zone != ZoneBattleline {
			x.r.did = true
		}
	}
}

// hlSwapControl swaps the control of the two creatures the steps before
// chose (a friendly one and an enemy one), when both were chosen.
func hlSwapControl(x *Ctx) {
	g := x.g
	if x.r.nThat < 2 {
		x.r.did = false
		return
	}
	a, b := x.r.that[0], x.r.that[1]
	g.takeControl(x.Opponent(), a)
	g.takeControl(x.Player, b)
	x.r.did = true
}

// hlUnstunHouse removes the stun of each creature of house h.
func (g *Game) hlUnstunHouse(h House) {
	for pl := range g.p {
		for _, id := range g.p[pl].line {
			if g.houseOf(id) == h && g.cards[id].has(flStunned) {
				g.setStatus(id, EffUnstun)
			}
		}
	}
}

// hlRuination destroys the card the step before chose and each card in
// play with its name, together.
func hlRuination(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	name := g.def(x.r.that[0]).Name
	for i := range g.cards {
		if c := &g.cards[i]; c.zone.InPlay() && g.def(int16(i)).Name == name {
			g.destroy(int16(i))
		}
	}
	g.sweep()
}

// hlMassBuyout destroys each creature; each player gains half the number
// of theirs destroyed, rounded up.
func (g *Game) hlMassBuyout() {
	var tagged [2][]int16
	for _, pl := range [2]int8{g.active, other(g.active)} {
		for _, id := range g.p[pl].line {
			tagged[pl] = append(tagged[pl], id)
			g.destroy(id)
		}
	}
	g.sweep()
	for _, pl := range [2]int8{g.active, other(g.active)} {
		n := 0
		for _, id := range tagged[pl] {
			if g.cards[id].zone != ZoneBattleline {
				n++
			}
		}
		g.gain(pl, (n+1)/2, SrcAbility)
	}
}

// hlSwapWithThat swaps the ability's creature with the creature the step
// before chose, in its controller's battleline.
func hlSwapWithThat(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 || g.cards[x.Self].zone != ZoneBattleline {
		return
	}
	line := g.p[g.cards[x.Self].controller].line
	i, j := indexOf(line, x.Self), indexOf(line, x.r.that[0])
	if i >= 0 && j >= 0 {
		line[i], line[j] = line[j], line[i]
	}
}

// hlTimequake shuffles each card pl controls in play into its owner's deck
// and pl draws one card for each that went into pl's deck.
func (g *Game) hlTimequake(pl int8) {
	var ids []int16
	for i := range g.cards {
		if c := &g.cards[i]; c.zone.InPlay() && c.controller == pl {
			ids = append(ids, int16(i))
		}
	}
	n := 0
	for _, id := range ids {
		if !g.cards[id].zone.InPlay() {
			continue // an upgrade that left with its creature
		}
		g.moveInst(id, ZoneUnknown)
		if g.cards[id].owner == pl && g.cards[id].zone == ZoneUnknown {
			n++
		}
	}
	g.forgetDeckOrder(pl)
	g.draw(pl, n)
}

// hlStrangeTorpedo deals 1 damage to the creature the step before chose,
// with 1 splash; when the opponent is haunted, each creature it damaged is
// stunned and exhausted.
func hlStrangeTorpedo(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	var buf [3]int16
	hit := g.heNeighbors(id, append(buf[:0], id))
	var before [3]int16
	for i, o := range hit {
		before[i] = g.cards[o].damage
	}
	g.damage(id, 1, false)
	g.splash(id, 1)
	g.sweep()
	if len(g.p[x.Opponent()].discard) < 10 {
		return
	}
	for i, o := range hit {
		if c := &g.cards[o]; c.zone == ZoneBattleline && c.damage > before[i] {
			g.setStatus(o, EffStun)
			g.readyOrExhaust(o, false)
		}
	}
}

// hlReadyOrExhaustThat readies (or exhausts) the creature the step before
// chose; "if you do" holds only when that changed it.
func hlReadyOrExhaustThat(ready bool) func(x *Ctx) {
	return func(x *Ctx) {
		x.r.did = false
		if x.r.nThat == 0 {
			return
		}
		id := x.r.that[0]
		if x.g.cards[id].zone == ZoneBattleline && x.g.cards[id].has(flExhausted) == ready {
			x.g.readyOrExhaust(id, ready)
			x.r.did = true
		}
	}
}

// hlReadyIfNeighborDied readies the ability's creature when the creature
// whose destruction triggered it is one of its neighbors (it is still on
// the battleline when the trigger resolves).
func hlReadyIfNeighborDied(x *Ctx) {
	g := x.g
	if x.r.trig < 0 || g.cards[x.Self].zone != ZoneBattleline {
		return
	}
	var buf [2]int16
	if hlIn(g.heNeighbors(x.Self, buf[:0]), x.r.trig) {
		g.readyOrExhaust(x.Self, true)
	}
}

// hlOtherExhausted is "each other exhausted creature".
var hlOtherExhausted = Target{Count: Each, Is: Exhausted | Other}

// hlBumpAgain is Bump in the Night's repeat, for a haunted player: 2
// damage to the creature the step before chose, and a token creature when
// that destroys it.
func hlBumpAgain(x *Ctx) {
	g := x.g
	if len(g.p[x.Player].discard) < 10 || x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	if g.cards[id].zone != ZoneBattleline {
		return
	}
	g.damage(id, 2, false)
	g.sweep()
	if g.cards[id].zone != ZoneBattleline {
		g.hjMakeToken(x)
	}
}

// hlTakeTopCreature puts the topmost creature of pl's opponent's discard
// pile into play under pl's control (on the right flank, exhausted).
func (g *Game) hlTakeTopCreature(pl int8) {
	d := g.p[other(pl)].discard
	for i := len(d) - 1; i >= 0; i-- {
		if id := d[i]; g.def(id).Type.IsCreature() {
			g.detach(id, ZoneDiscard)
			g.enterBattleline(id, pl, FlankRight, 0, false)
			return
		}
	}
}

// hlRightNeighbor makes the ability's creature's right neighbor the card
// the next steps act on; "if you do" is whether it has one.
func hlRightNeighbor(x *Ctx) {
	g := x.g
	x.r.nThat, x.r.did = 0, false
	c := &g.cards[x.Self]
	if c.zone != ZoneBattleline {
		return
	}
	line := g.p[c.controller].line
	if i := indexOf(line, x.Self); i >= 0 && i+1 < len(line) {
		x.r.that[0], x.r.nThat, x.r.did = line[i+1], 1, true
	}
}

// hlWhirlpool gives control of the creature on pl's right flank to pl's
// opponent, on their left flank.
func (g *Game) hlWhirlpool(pl int8) {
	line := g.p[pl].line
	if len(line) == 0 {
		return
	}
	id := line[len(line)-1]
	to := other(pl)
	g.takeControl(to, id)
	if l := g.p[to].line; len(l) > 1 && l[len(l)-1] == id {
		copy(l[1:], l[:len(l)-1])
		l[0] = id
	}
}
