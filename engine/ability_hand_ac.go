package engine

// pendFight is a fight suspended (in Game.suspended) after its
// "Before Fight:" abilities, while one of them waits for its choice: the
// fight's damage comes after the choice, as "before" says (Hastatus
// Raptor's "you may exalt", Lightsmith Clariel's switch). Fields: player
// and source the attacker's controller and the attacker, half the
// creature it fights, pos that creature's controller, icon the flags
// below. Numbered far from the iota list in state.go.
const pendFight pendingKind = 90

// pendEndTurn is the end of player's turn suspended (in Game.suspended)
// between its "ready cards" and "draw cards" steps, while an ability of
// the end of the ready step waits (Greater Oxtet's purge): the hand is
// refilled after it.
const pendEndTurn pendingKind = 91

// pendForge is player's forge of key colour icon at cost pos suspended
// (in Game.suspended) while Keyforgery's house and revealed card wait.
const pendForge pendingKind = 92

// The flags of a suspended fight (pending.icon).
const (
	fwElusive = 1 << iota // the fought creature's elusive holds
	fwEnraged             // the attacker had an enrage counter when used
	fwUsed                // the fight is a use: "after used" comes after it
	fwBefore              // it waits before its before-fight abilities (Evasion Sigil)
)

// acSuspendFight suspends the fight of att and def when a before-fight
// ability waits. Only the fight a player's action starts is suspended:
// a fight inside an ability ("ready and fight with …") resolves as it
// did, the ability's other steps waiting on the stack around it.
func (g *Game) acSuspendFight(att, def int16, pl, defCtl int8, elusive bool) bool {
	if g.inRun > 0 || g.suspended.kind != pendNone || (g.pend.kind == pendNone && g.nstack == 0) {
		return false
	}
	p := pending{kind: pendFight, player: pl, source: att, half: def, pos: int(defCtl)}
	if elusive {
		p.icon |= fwElusive
	}
	g.suspended = p
	return true
}

// acFightUsed notes that the fight that just waited is a creature's use.
func (g *Game) acFightUsed(enraged bool) {
	g.suspended.icon |= fwUsed
	if enraged {
		g.suspended.icon |= fwEnraged
	}
}

// acAfterUse fires the "after a creature is used" abilities, unless the
// creature's fight waits: they come when it ends (acResumeFight).
func (g *Game) acAfterUse(id int16) {
	if g.suspended.kind == pendFight && g.suspended.source == id {
		return
	}
	g.hcAfterUse(id)
}

// acResumeFight deals the damage of a fight whose before-fight choices
// are answered, then ends the use it was.
func (g *Game) acResumeFight(p pending) {
	att := p.source
	switch {
	case p.icon&fwBefore == 0:
		g.fightOn(att, p.half, p.player, int8(p.pos), p.icon&fwElusive != 0)
	case g.acTakeNoEffect(att):
		// exhausted with no effect: the fight does not happen
	case g.cards[att].zone != ZoneBattleline:
		g.fightOn(att, p.half, p.player, int8(p.pos), p.icon&fwElusive != 0)
	case g.fightBefore(att, p.half, p.player, int8(p.pos), p.icon&fwElusive != 0):
		g.suspended.icon |= p.icon & (fwUsed | fwEnraged) // it waits again
		return
	}
	if p.icon&fwUsed != 0 {
		g.unenrageAfterFight(att, p.icon&fwEnraged != 0)
		g.hcAfterUse(att)
	}
}

// unenrageAfterFight: "After a creature with an enrage counter is used to
// fight, remove all enrage counters from it.": one it had when used, not
// one its "Fight:" ability gave it (Gladiodontus).
func (g *Game) unenrageAfterFight(id int16, enraged bool) {
	c := &g.cards[id]
	if enraged && c.has(flEnraged) {
		c.flags &^= flEnraged
		g.emit(Event{Kind: EvStatus, Player: c.controller, Card: g.def(id).ID, Other: "unenrage"})
	}
}

// acSwitchSelf switches the power and armor of the ability's creature
// until the turn ends: it is considered to have its armor as power and
// its power as armor, as they are now (Lightsmith Clariel).
func acSwitchSelf(x *Ctx) {
	id := x.Self
	if id < 0 || x.g.cards[id].zone != ZoneBattleline {
		return
	}
	x.g.consideredToHave(id, x.g.armor(id), x.g.power(id), x.g.until(UntilTurnEnd), x.r)
	x.r.did = true
}

// acLastFightVictim: creature card deals its fight damage to creature n
// rather than to the one it fights, in its next fight this turn (Gabos
// Longarms).
const acLastFightVictim lastKind = 90

// acRedirectFight makes the creature the step before chose the one this
// creature's fight damage goes to (Gabos Longarms).
func acRedirectFight(x *Ctx) {
	if x.r.nThat == 0 || x.Self < 0 {
		return
	}
	x.g.acTakeFightVictim(x.Self) // a choice of an earlier fight is spent
	x.g.addLasting(lasting{kind: acLastFightVictim, player: x.Player, card: x.Self, n: int(x.r.that[0]), until: x.g.until(UntilTurnEnd), source: x.Self})
	x.r.did = true
}

// acTakeFightVictim is the creature att's fight damage goes to instead of
// the one it fights (-1: none), spending that choice.
func (g *Game) acTakeFightVictim(att int16) int16 {
	if l, ok := g.acSpend(acLastFightVictim, att, -1); ok {
		return int16(l.n)
	}
	return -1
}

// acSpend removes and returns the first lasting effect of kind k about
// card (player pl when card is -1), ok false when there is none.
func (g *Game) acSpend(k lastKind, card int16, pl int8) (lasting, bool) {
	for i, l := range g.lasting {
		if l.kind == k && l.card == card && (card >= 0 || l.player == pl) {
			g.lasting = append(g.lasting[:i], g.lasting[i+1:]...)
			g.noteLasting()
			return l, true
		}
	}
	return lasting{}, false
}

// acFightVictim is the creature that takes attacker att's fight damage:
// def, or the one a "rather than" chose.
func (g *Game) acFightVictim(att, def int16) int16 {
	if len(g.lasting) == 0 {
		return def
	}
	if v := g.acTakeFightVictim(att); v >= 0 {
		return v
	}
	return def
}

// acElusiveVictim deals attacker att's fight damage to the creature a
// "rather than" chose when the creature it fights is elusive: elusive
// spares only itself (FAQ, Gabos Longarms and Æmber Imp).
func (g *Game) acElusiveVictim(att, def int16) {
	if len(g.lasting) == 0 {
		return
	}
	if v := g.acTakeFightVictim(att); v >= 0 {
		n := g.fightDamageCap(att, g.power(att)+g.fightBonus(att, def))
		if g.noDamageDealt(att, true) {
			n = 0
		}
		g.shareFightDamage(v, g.hcFightDamage(att, v, n))
	}
}

// acOnBeforeAnyFight: "Before a creature fights, …" (Evasion Sigil),
// before the creature's own "Before Fight:" abilities. Trig: the creature
// fighting.
const acOnBeforeAnyFight Trigger = 1 << 53

// acTriggerLead prints the triggers of this file.
func acTriggerLead(a *Ability) string {
	switch {
	case a.On&acOnBeforeAnyFight != 0:
		return "Before a creature fights"
	case a.On&acOnFightDeath != 0:
		return "Each time a creature is destroyed in a fight"
	}
	return ""
}

// What a fight's "before a creature fights" abilities leave it to do.
const (
	acFightGoesOn = iota
	acFightCancelled
	acFightWaits
)

// acBeforeAnyFight fires the "before a creature fights" abilities of att's
// fight of def: one may exhaust att "with no effect" (the fight does not
// happen), and one that waits (the card discarded) suspends the fight
// before its "Before Fight:" abilities.
func (g *Game) acBeforeAnyFight(att, def int16, pl, defCtl int8, elusive bool) int {
	if len(g.lasting) > 0 {
		// Marks an earlier fight's abilities left, answered after that
		// fight resolved (inside an ability, it does not wait): spent.
		g.acSpend(acLastNoEffect, att, -1)
		g.acSpend(acLastFightVictim, att, -1)
	}
	if (g.triggers|g.granted)&acOnBeforeAnyFight == 0 {
		return acFightGoesOn
	}
	g.fireAll(acOnBeforeAnyFight, att)
	if g.acTakeNoEffect(att) {
		return acFightCancelled
	}
	if g.acSuspendFight(att, def, pl, defCtl, elusive) {
		g.suspended.icon |= fwBefore
		return acFightWaits
	}
	return acFightGoesOn
}

// acLastNoEffect: creature card's fight under way has no effect (Evasion
// Sigil's "exhaust that creature with no effect").
const acLastNoEffect lastKind = 91

// acTakeNoEffect reports whether att's fight is to have no effect,
// spending the mark.
func (g *Game) acTakeNoEffect(att int16) bool {
	_, ok := g.acSpend(acLastNoEffect, att, -1)
	return ok
}

// acTheFighter makes the trigger's creature "that" creature, whose
// controller the next step is about: the creature about to fight
// (Evasion Sigil), the one destroyed in a fight (Brawling Grounds).
func acTheFighter(x *Ctx) {
	if t := x.r.trig; t >= 0 {
		x.r.that[0], x.r.nThat = t, 1
	}
}

// acEvade exhausts the creature about to fight with no effect when the
// card the step before discarded is of the active house (Evasion Sigil).
func acEvade(x *Ctx) {
	t := x.r.trig
	if x.r.nThat == 0 || t < 0 || !x.g.ofHouse(x.r.that[0], x.g.house) || x.g.cards[t].zone != ZoneBattleline {
		return
	}
	if !x.g.cards[t].has(flExhausted) {
		x.g.readyOrExhaust(t, false) // (a creature used to fight already is)
	}
	x.g.addLasting(lasting{kind: acLastNoEffect, player: x.Player, card: t, until: x.g.turn, source: x.Self})
	x.r.did = true
}

// acOnFightDeath: "each time a creature is destroyed in a fight, …", a
// lasting ability's trigger (Brawling Grounds), fired once the fight's
// dead have left play. Trig: the creature destroyed.
const acOnFightDeath Trigger = 1 << 54

// acFightDeaths fires the lasting acOnFightDeath abilities for each
// creature the fight destroyed (fightDead's list), the attacker's first
// (both may die; each ability that waits, a random discard, waits in
// turn).
func (g *Game) acFightDeaths(dead fightDeaths) {
	if len(g.lasting) == 0 {
		return
	}
	for _, id := range dead.id[:dead.n] {
		g.fireLasting(acOnFightDeath, id)
	}
}

// acReadyStepEnd marks "At the end of your “ready cards” step, …" (Greater
// Oxtet): the card's triggerless ability resolves then, before the draw.
const acReadyStepEnd StaticKind = 210

// acStaticText prints the constant abilities of this file: the card's
// triggerless ability is Greater Oxtet's, whose words these are (the
// printer does not print an ability without a trigger).
func acStaticText(st *Static, name string) (string, bool) {
	if st.Is == acKeyforgery {
		return "When your opponent would forge a key on their turn, that player names a house. Reveal a random card from your hand. If that card is not of the named house, destroy " + name + " and they do not forge that key (no A is spent).", true
	}
	if st.Is == acFriendship {
		return "When this creature would be dealt damage, if it has 1 or more neighbors, that damage is divided among its neighbors as evenly as possible instead.", true
	}
	if st.Is == acReadyStepEnd {
		return "At the end of your “ready cards” step, purge a card from your hand. If you do, give " + name + " two +1 power counters.", true
	}
	return "", false
}

// acReadyStepEnds resolves the end-of-ready-step abilities of player pl's
// cards, and suspends the end of the turn when one waits (it reports
// whether it did): the draw comes after the choice.
func (g *Game) acReadyStepEnds(pl int8) bool {
	if !g.hasStatic(acReadyStepEnd) {
		return false
	}
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if g.cards[id].controller != pl || g.staticOf(id, acReadyStepEnd) == nil {
			continue
		}
		g.acResolveTriggerless(run{def: g.cards[id].def, src: id, player: pl, trig: -1})
	}
	g.sweep()
	if g.inRun > 0 || g.suspended.kind != pendNone || (g.pend.kind == pendNone && g.nstack == 0) {
		return false
	}
	g.suspended = pending{kind: pendEndTurn, player: pl}
	return true
}

// acEndTurnAtHeader ends the turn a header says is over, unless its end
// is already under way, waiting before its draw: then what waits resolves
// without a choice (none came) and the end goes on.
func (g *Game) acEndTurnAtHeader() {
	if k := g.suspended.kind; k != pendEndTurn && k != pendEndDraw {
		g.endTurn()
		return
	}
	for i := 0; g.pend.kind != pendNone && i < 64; i++ {
		g.resolvePending(nil, nil, false)
		g.sweep()
	}
	g.drain()
}

// acKeyforgery marks "When your opponent would forge a key on their turn,
// …" (Keyforgery, errata): the card's triggerless ability resolves then,
// and the forge waits for it.
const acKeyforgery StaticKind = 211

// acLastForgeAsked: player's forge under way has been put to a
// Keyforgery; n 1 once its revealed card says the key is not forged.
const acLastForgeAsked lastKind = 92

// acKeyforged puts player pl's forge to the Keyforgery their opponent
// controls, on pl's turn. It reports whether the forge does not go on
// now: it waits for the named house and the revealed card (suspended,
// then forge again), or the card said no.
func (g *Game) acKeyforged(pl int8, key KeyColor, cost int) bool {
	if !g.hasStatic(acKeyforgery) {
		return false
	}
	if l, ok := g.acSpend(acLastForgeAsked, -1, pl); ok {
		return l.n == 1
	}
	kf := g.staticControlled(other(pl), acKeyforgery)
	if kf < 0 || pl != g.active {
		return false
	}
	g.addLasting(lasting{kind: acLastForgeAsked, player: pl, card: -1, until: g.turn, source: kf})
	g.acResolveTriggerless(run{def: g.cards[kf].def, src: kf, player: other(pl), trig: -1})
	g.sweep()
	if g.inRun > 0 || g.suspended.kind != pendNone || (g.pend.kind == pendNone && g.nstack == 0) {
		return g.acKeyforged(pl, key, cost) // answered at once (or cannot wait): spend the mark
	}
	g.suspended = pending{kind: pendForge, player: pl, icon: int(key), pos: cost}
	return true
}

// acKeyforgeryReveal is Keyforgery's "Reveal a random card from your hand.
// If that card is not of the named house, destroy Keyforgery and they do
// not forge that key": the choose line names the card revealed, after
// the house the step before chose.
func acKeyforgeryReveal(x *Ctx) {
	g := x.g
	if g.p[x.Player].handSize() == 0 {
		return // no card to reveal: the key is forged
	}
	if hgAwait(x) {
		return
	}
	id := hyNamed(x, x.Player, false)
	if id < 0 || g.ofHouse(id, x.r.house) {
		return
	}
	for i := range g.lasting {
		if g.lasting[i].kind == acLastForgeAsked && g.lasting[i].player == x.Opponent() {
			g.lasting[i].n = 1
		}
	}
	g.destroy(x.Self)
	x.r.did = true
}

// acFriendship marks an upgrade's "When this creature would be dealt
// damage, if it has 1 or more neighbors, that damage is divided among its
// neighbors as evenly as possible instead." (Friendship.)
const acFriendship StaticKind = 212

// acFriendship divides the n damage creature id would be dealt among its
// neighbors when an upgrade on it says so: all to a lone neighbor, half to
// each of two; an odd point goes to the neighbor the active player
// chooses, which the upgrade's triggerless ability waits for. It reports
// the damage dealt and whether it was divided.
func (g *Game) acFriendship(id int16, n int, poison bool) (int, bool) {
	u := g.acFriendshipOn(id)
	if u < 0 {
		return 0, false
	}
	line := g.p[g.cards[id].controller].line
	i := indexOf(line, id)
	var buf [2]int16
	nb := buf[:0]
	if i > 0 {
		nb = append(nb, line[i-1])
	}
	if i >= 0 && i+1 < len(line) {
		nb = append(nb, line[i+1])
	}
	switch len(nb) {
	case 0:
		return 0, false
	case 1:
		return g.damage(nb[0], n, poison), true
	}
	dealt := g.damage(nb[0], n/2, poison) + g.damage(nb[1], n/2, poison)
	if n%2 == 1 {
		r := run{def: g.cards[u].def, src: u, player: g.active, trig: id, nThat: 2}
		r.that[0], r.that[1] = nb[0], nb[1]
		if poison {
			r.done = 1
		}
		g.acResolveTriggerless(r)
	}
	return dealt, true
}

// acFriendshipOn is the Friendship upgrade on creature id, -1 when none.
func (g *Game) acFriendshipOn(id int16) int16 {
	if !g.hasStatic(acFriendship) {
		return -1
	}
	for _, u := range g.upList {
		if g.cards[u].parent == id && g.cards[u].zone == ZoneUpgrade && g.staticOf(u, acFriendship) != nil {
			return u
		}
	}
	return -1
}

// acOddPoint deals Friendship's odd point of damage to the neighbor the
// choose line names of the two the run holds (done 1: poison).
func acOddPoint(x *Ctx) {
	ref, ok := awaitNamedCard(x, "which neighbor takes the odd point of damage")
	if !ok {
		return
	}
	for _, nb := range x.r.that[:x.r.nThat] {
		if x.g.def(nb).ID == ref.ID {
			x.g.damage(nb, 1, x.r.done == 1)
			x.r.did = true
			return
		}
	}
	x.g.violate("effect-target", x.Player, "Friendship: %s is not a neighbor of the damaged creature", x.g.refName(ref))
}

// acResolveTriggerless resolves, as run r (its card src), the abilities
// without a trigger of r's card: those a constant kind of this file says
// when to resolve.
func (g *Game) acResolveTriggerless(r run) {
	s := g.scriptOf(r.src)
	if s == nil {
		return
	}
	for i := range s.Abilities {
		if s.Abilities[i].On == 0 {
			r.ab = uint8(i)
			g.resolve(r)
		}
	}
}
