package engine

import "strconv"

// Helpers of the hand-scripted cards of scripts_hand_v.go: the closures
// of clauses the ability language cannot say. The moves within a
// battleline they share are battleline_move.go's.

// hvCaptureOwnOnFlank is Malison's "Then, if it is on a flank, it
// captures 1A from its own side.": the creature the steps before moved.
func hvCaptureOwnOnFlank(x *Ctx) {
	g := x.g
	x.r.did = false
	if x.r.nThat == 0 {
		return
	}
	if id := x.r.that[0]; g.onFlank(id) {
		x.r.did = g.captureFrom(id, 1, g.cards[id].controller) > 0
	}
}

// hvDamagePerHouseNeighbor is Thorium Plasmate's "Deal 2D to that
// creature for each of its neighbors that shares a house with it."
func hvDamagePerHouseNeighbor(x *Ctx) {
	g := x.g
	x.r.did = false
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	var buf [2]int16
	n := 0
	for _, nb := range g.heNeighbors(id, buf[:0]) {
		if g.houseOf(nb) == g.houseOf(id) {
			n++
		}
	}
	if n > 0 && g.damage(id, 2*n, false) > 0 {
		x.r.did = true
	}
	g.settled([]int16{id})
}

// hvLey is Ley, Earl of Hurl's "Destroyed:" off a flank: it is spared,
// exhausted, warded and moved to a flank (heToFlank) instead.
func hvLey(x *Ctx) {
	g, id := x.g, x.Self
	if g.cards[id].zone != ZoneBattleline {
		return
	}
	g.huSpare(id)
	g.cards[id].flags |= flExhausted
	g.setStatus(id, EffWard)
	x.r.setThat([]int16{id})
	heToFlank(x)
	x.r.did = true
}

// hvCaptureFromBoth is Crassosaurus's "Capture 10A from any combination
// of players.": the choose line's number is how many come from your
// opponent, the rest from you. It waits for it only when the split is a
// choice; without one, as many as there are from your opponent first.
func hvCaptureFromBoth(x *Ctx) {
	g, id := x.g, x.Self
	if id < 0 || g.cards[id].zone != ZoneBattleline {
		return
	}
	opp, own := g.p[x.Opponent()].aember, g.p[x.Player].aember
	lo, hi := max(0, 10-own), min(10, opp) // the Æmber your opponent may give
	take := hi
	if lo < hi {
		if hgAwait(x) {
			return
		}
		if w, ok := g.ans.nextWord(); ok {
			n, err := strconv.Atoi(w)
			if err != nil || n < lo || n > hi {
				g.violate("effect-target", x.Player, "Crassosaurus: %q is not how much Æmber may come from %s (%d to %d)", w, g.p[x.Opponent()].name, lo, hi)
			} else {
				take = n
			}
		}
	}
	got := g.captureFrom(id, take, x.Opponent())
	got += g.captureFrom(id, min(10-got, own), x.Player)
	x.r.did = got > 0
}

// hvPurgeBelow10 purges the ability's card when it has fewer than 10A on
// it (Crassosaurus).
func hvPurgeBelow10(x *Ctx) {
	g, id := x.g, x.Self
	if id >= 0 && g.cards[id].zone == ZoneBattleline && g.cards[id].aember < 10 {
		g.moveInst(id, ZonePurged)
		x.r.did = true
	}
}

// hvIntoPlayFromDiscard puts the creature the step before chose from a
// discard pile into play under the ability's controller's control: on
// the right flank, or the left when the choose line's next word says so.
func hvIntoPlayFromDiscard(x *Ctx) {
	g := x.g
	x.r.did = false
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	if g.cards[id].zone != ZoneDiscard || !g.def(id).Type.IsCreature() {
		return
	}
	f := FlankRight
	if g.ans.wi < len(g.ans.words) && (g.ans.words[g.ans.wi] == "left" || g.ans.words[g.ans.wi] == "right") {
		if w, _ := g.ans.nextWord(); w == "left" {
			f = FlankLeft
		}
	}
	g.detach(id, ZoneDiscard)
	g.enterBattleline(id, x.Player, f, 0, false)
	x.r.did = true
}

// hvHarvestNeighborCounters removes each +1 power counter from the
// neighbors of the ability's card; its controller gains 1A for each
// (Beehemoth).
func hvHarvestNeighborCounters(x *Ctx) {
	g := x.g
	x.r.did = false
	if x.Self < 0 || g.cards[x.Self].zone != ZoneBattleline {
		return
	}
	var buf [2]int16
	n := 0
	for _, nb := range g.heNeighbors(x.Self, buf[:0]) {
		if c := &g.cards[nb]; c.counters > 0 {
			n += int(c.counters)
			c.counters = 0
		}
	}
	if n > 0 {
		g.gain(x.Player, n, SrcAbility)
		x.r.did = true
	}
}

// hvMostPowerfulDiscards is Raider of the Peaks's start of turn: the
// controller of the most powerful creature discards the top card of their
// deck. When both players control one, the choose line names the one the
// active player chooses.
func hvMostPowerfulDiscards(x *Ctx) {
	g := x.g
	x.r.did = false
	var has [2]bool
	for pl := range g.p {
		for _, id := range g.p[pl].line {
			if g.hjMostPowerfulInPlay(id) {
				has[pl] = true
			}
		}
	}
	pl := int8(0)
	switch {
	case has[0] && has[1]:
		if hgAwait(x) {
			return
		}
		ref, ok := g.ans.nextCard()
		id := int16(-1)
		if ok {
			id = g.findInPlay(ref, x.Player)
		}
		if id < 0 || !g.hjMostPowerfulInPlay(id) {
			g.violate("choice-missing", x.Player, "Raider of the Peaks: the log does not name a most powerful creature")
			return
		}
		pl = g.cards[id].controller
	case has[1]:
		pl = 1
	case !has[0]:
		return // no creature in play
	}
	if g.p[pl].deckSize() > 0 {
		g.moveTop(pl, 1, false)
		x.r.did = true
	}
}

// Triggers of batch V (numbered from its own range, bits 29–31), fired
// from the events the engine emits (hvEvent).
const (
	// hvOnOppDraws: "Each time your opponent draws a card, …" (once a
	// card: The Amasser).
	hvOnOppDraws Trigger = 1 << 29
	// hvOnOwnStolen: "After your A is stolen, … for each A stolen" (once
	// an Æmber: Book of Malefaction).
	hvOnOwnStolen Trigger = 1 << 30
)

// hvEvent fires the triggers of batch V an event sets off: once for each
// card drawn, once for each Æmber stolen.
// (Small enough to inline into emit, which calls it for every event.)
func (g *Game) hvEvent(e *Event) {
	if g.triggers&(hvOnOppDraws|hvOnOwnStolen) != 0 {
		g.hvFire(e)
	}
}

// hvFire is hvEvent in a game with a card of these triggers.
func (g *Game) hvFire(e *Event) {
	var t Trigger
	switch e.Kind {
	case EvDraw:
		t = hvOnOppDraws
	case EvAemberStolen:
		t = hvOnOwnStolen
	default:
		return
	}
	if g.triggers&t == 0 {
		return
	}
	for range max(e.N, 1) {
		g.fireFor(other(e.Player), t, -1)
	}
}

// hvRemoveWarrant removes a warrant counter from the ability's card:
// "if you do" reads whether there was one (Book of Malefaction).
func hvRemoveWarrant(x *Ctx) {
	x.r.did = x.g.hsAddCounters(x.Self, "warrant", -1) != 0
}

// hvTriggerLead prints the triggers of batch V ("" for another).
func hvTriggerLead(a *Ability) string {
	switch {
	case a.On&hvOnOppDraws != 0:
		return "Each time your opponent draws a card"
	case a.On&hvOnOwnStolen != 0:
		return "After your A is stolen"
	}
	return ""
}

// hvLastOwedKey: the player forges a key at no cost when the card source
// leaves play (Turnkey). Not tied to the card, so that it outlasts it
// until its "leaves play" reads it; card -1.
const hvLastOwedKey lastKind = 160

// hvOweKey notes Turnkey's debt: its controller's opponent forges a key
// when it leaves play.
func hvOweKey(x *Ctx) {
	if x.Self >= 0 && x.g.cards[x.Self].zone == ZoneBattleline {
		x.g.addLasting(lasting{kind: hvLastOwedKey, player: x.Opponent(), card: -1, until: whileInPlay, source: x.Self})
		x.r.did = true
	}
}

// hvPayKey pays the debts hvOweKey noted for the card leaving play.
func hvPayKey(x *Ctx) {
	g := x.g
	owed := g.takeLasting(func(l *lasting) bool { return l.kind == hvLastOwedKey && l.source == x.Self }, nil)
	for _, l := range owed {
		if pl := l.player; g.adMayForge(pl, 0) {
			g.forge(pl, KeyAny, 0)
			x.r.did = true
		}
	}
}
