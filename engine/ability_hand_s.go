package engine

import (
	"slices"
	"strconv"
)

// Closures and helpers of batch S (scripts_hand_s.go): counters, cards
// under a card, the deck. The models they use are counters.go (named
// counters) and under.go (cards under a card).

// hsUnderFromHandStep is "Put a card from your hand facedown (faceup)
// under this card.": the log's choose line names the card, or "?" (or no
// line: TCO logs "place a card under Jargogle") for a card of the hand it
// does not show.
func hsUnderFromHandStep(faceup bool) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		if g.p[x.Player].handSize() == 0 || hgAwait(x) {
			return
		}
		ref, _ := g.ans.nextCard()
		x.r.did = g.hsUnderFromHand(x.Player, x.Self, ref, faceup) >= 0
	}
}

// hsJargogleDestroyed is "If it is your turn, play the card under
// Jargogle; otherwise, archive that card.": a card the log never named
// waits for the line that names the card played.
func hsJargogleDestroyed(x *Ctx) {
	g := x.g
	var buf [4]int16
	under := g.hsUnder(x.Self, buf[:0])
	if len(under) == 0 {
		return
	}
	id := under[0]
	if g.active != x.Player {
		g.hsUnderTo(id, ZoneArchives)
		return
	}
	if g.cards[id].has(flGuessed) {
		if hgAwait(x) {
			return
		}
		if ref, ok := g.ans.nextCard(); ok {
			id = g.hsNameUnder(id, ref)
		}
	}
	g.hsPlayFromUnder(id)
}

// hsLookTopToHand is "Look at the top n cards of your deck. Put 1 into
// your hand." (4CR “Foreseer”): the choose line names the card put into
// the hand, or "?" for one the player does not show (the deck is hidden).
// The order of the deck's known top cards is lost.
func hsLookTopToHand(n int) func(x *Ctx) {
	return func(x *Ctx) {
		g, pl := x.g, x.Player
		p := &g.p[pl]
		if p.deckSize() == 0 || hgAwait(x) {
			return
		}
		ref, named := g.ans.nextCard()
		g.forgetDeckOrder(pl)
		x.r.did = true
		if named && !ref.IsZero() {
			if id := g.hdTopCopy(pl, ref); id >= 0 {
				g.detach(id, ZoneDeck)
				g.put(id, ZoneHand)
				return
			}
			g.violate("card-not-available", pl, "%s cannot be among the top %d cards of %s's deck", g.refName(ref), n, p.name)
		}
		p.deckUnknown--
		p.handUnknown++
	}
}

// hsPutCounters is "Put n <name> counters on this card." (n < 0: remove);
// "if you do" holds when it put or removed them all.
func hsPutCounters(name string, n int) func(x *Ctx) {
	return func(x *Ctx) {
		x.r.did = x.g.hsAddCounters(x.Self, name, n) == abs(n)
	}
}

// hsMastermindy removes each scheme counter from Mastermindy and steals
// 1A for each.
func hsMastermindy(x *Ctx) {
	n := x.g.hsAddCounters(x.Self, "scheme", -x.g.hsCounters(x.Self, "scheme"))
	x.r.did = x.g.steal(x.Player, n) > 0
}

// hsKiligogsTrench places a depth counter, then destroys each creature
// whose power is the number of depth counters.
func hsKiligogsTrench(x *Ctx) {
	g := x.g
	g.hsAddCounters(x.Self, "depth", 1)
	n := g.hsCounters(x.Self, "depth")
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if g.cards[id].zone == ZoneBattleline && g.power(id) == n {
			g.destroy(id)
		}
	}
	g.sweep()
}

// hsCounterOnNamed is "put a <counter> counter on <Name>": the first such
// card in play, the controller's first.
func hsCounterOnNamed(id, counter string) func(x *Ctx) {
	return func(x *Ctx) {
		var buf [48]int16
		for _, c := range x.g.inPlayOrder(buf[:0]) {
			if x.g.def(c).ID == id && x.g.cards[c].zone == ZoneBattleline {
				x.r.did = x.g.hsAddCounters(c, counter, 1) > 0
				return
			}
		}
	}
}

// hsSporegorger removes each +1 power counter from this creature and, for
// each, deals 1D to each other creature.
func hsSporegorger(x *Ctx) {
	g, self := x.g, x.Self
	n := int(g.cards[self].counters)
	if n <= 0 || g.cards[self].zone != ZoneBattleline {
		return
	}
	g.cards[self].counters = 0
	x.r.did, x.r.done = true, int16(n)
	var buf [48]int16
	for range n {
		for _, id := range g.inPlayOrder(buf[:0]) {
			if id != self && g.cards[id].zone == ZoneBattleline {
				g.damage(id, 1, false)
			}
		}
	}
	g.sweep()
}

// hsGatherCounters moves each +1 power counter in play to this creature.
func hsGatherCounters(x *Ctx) {
	g, self := x.g, x.Self
	if g.cards[self].zone != ZoneBattleline {
		return
	}
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if c := &g.cards[id]; id != self && c.zone == ZoneBattleline && c.counters > 0 {
			g.cards[self].counters += c.counters
			c.counters = 0
			x.r.did = true
		}
	}
}

// hsDiscardBottom is "Discard the bottom card of your (opponent's) deck.":
// the log names the card (the deck is hidden); "that card" is it.
func hsDiscardBottom(opponent bool) func(x *Ctx) {
	return func(x *Ctx) {
		pl := x.Player
		if opponent {
			pl = other(pl)
		}
		hsDiscardBottomOf(x, pl)
	}
}

// hsDiscardBottomOf discards the bottom card of player pl's deck, the one
// the log names.
func hsDiscardBottomOf(x *Ctx, pl int8) {
	if x.g.p[pl].deckSize() == 0 || hgAwait(x) {
		return
	}
	if id := hsBottomCard(x, pl); id >= 0 {
		x.r.setThat([]int16{id})
		x.r.did = true
	}
}

// hsBottomCard discards the bottom card of player pl's deck: the next card
// the choose line names (a violation when it cannot be there), else a
// guess. It reports the card, -1 when the deck is empty.
func hsBottomCard(x *Ctx, pl int8) int16 {
	g := x.g
	p := &g.p[pl]
	if p.deckSize() == 0 {
		return -1
	}
	ref, named := g.ans.nextCard()
	id := int16(-1)
	switch {
	case p.deckUnknown == 0:
		id = p.deckTop[0] // every card of the deck is known: the bottom one
	case named && !ref.IsZero():
		if def := g.deckDef(pl, ref); def >= 0 {
			if id = g.unknownCopy(pl, def); id < 0 {
				id = g.adoptUnseen(pl, def)
			}
		}
	}
	if named && !ref.IsZero() && (id < 0 || g.def(id).ID != ref.ID) {
		g.violate("card-not-available", pl, "%s cannot be the bottom card of %s's deck", g.refName(ref), p.name)
		id = -1
	}
	if id < 0 {
		id = g.anyUnknown(pl)
	}
	if id < 0 {
		return -1
	}
	g.detach(id, ZoneDeck)
	g.put(id, ZoneDiscard)
	g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID, Other: "deck"})
	return id
}

// hsMay is a closure's "you may": the log's choose line says yes or no
// (a DoGo step resolves its May itself); without one, no.
func hsMay(f func(x *Ctx)) func(x *Ctx) {
	return func(x *Ctx) {
		if hgAwait(x) {
			return
		}
		if w, ok := x.g.ans.nextWord(); !ok || w != "yes" {
			x.r.did = false
			return
		}
		f(x)
	}
}

// Constant-ability kinds of batch S.
const (
	// hsNoForge: no player forges keys (Ceaseforge).
	hsNoForge StaticKind = 80
	// hsSkipDraw: each player skips their "draw cards" step (The
	// Constant).
	hsSkipDraw StaticKind = 81
)

// hsStaticText prints the constant abilities of this file.
func hsStaticText(st *Static) (string, bool) {
	switch st.Is {
	case hsNoForge:
		return "Players cannot forge keys.", true
	case hsSkipDraw:
		return "Each player skips their “draw cards” step.", true
	}
	return "", false
}

// hsForgeForbidden is the card in play that forbids every player to
// forge keys, -1 when none does.
func (g *Game) hsForgeForbidden() int16 {
	if !g.hasStatic(hsNoForge) {
		return -1
	}
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if g.staticOf(id, hsNoForge) != nil {
			return id
		}
	}
	return -1
}

// hsTickDown is "Remove a time counter from this card, then destroy it if
// there are no time counters on it." (Ceaseforge, The Constant).
func hsTickDown(x *Ctx) {
	g, id := x.g, x.Self
	if id < 0 || !g.cards[id].zone.InPlay() {
		return
	}
	g.hsAddCounters(id, hsCounterTime, -1)
	if g.hsCounters(id, hsCounterTime) == 0 {
		g.destroy(id)
		g.sweep()
	}
}

// hsAemberRoad puts a trade counter on The Æmber Road, then gains 1A for
// each trade counter on it.
func hsAemberRoad(x *Ctx) {
	g := x.g
	g.hsAddCounters(x.Self, "trade", 1)
	if n := g.hsCounters(x.Self, "trade"); n > 0 {
		g.gain(x.Player, n, SrcAbility)
		x.r.did = true
	}
}

// hsExtrematode removes a hatch counter from Extrematode Infection; then,
// with none left, destroys its creature and makes 3 token creatures.
func hsExtrematode(x *Ctx) {
	g, up := x.g, x.Self
	if up < 0 || g.cards[up].zone != ZoneUpgrade {
		return
	}
	g.hsAddCounters(up, "hatch", -1)
	if g.hsCounters(up, "hatch") > 0 {
		return
	}
	g.destroy(g.cards[up].parent)
	g.sweep()
	if ref, ok := g.deckToken(x.Player); ok {
		for range 3 {
			g.makeToken(x.Player, ref)
		}
	}
}

// hsClearCounters is "Remove each <name> counter from this card."
func hsClearCounters(name string) func(x *Ctx) {
	return func(x *Ctx) {
		x.r.did = x.g.hsAddCounters(x.Self, name, -x.g.hsCounters(x.Self, name)) > 0
	}
}

// hsUpgradeTurnTriggers fires the "at the start (end) of your turn"
// abilities of the upgrades player pl controls, whoever controls the
// creature they are on (Extrematode Infection).
func (g *Game) hsUpgradeTurnTriggers(pl int8, t Trigger) {
	if g.triggers&t == 0 || len(g.upList) == 0 {
		return
	}
	var buf [16]int16
	for _, id := range append(buf[:0], g.upList...) {
		if c := &g.cards[id]; c.zone == ZoneUpgrade && c.controller == pl {
			g.fire(id, t, -1)
		}
	}
}

// hsThatUnderThis is "Put that creature faceup under this card."
func hsThatUnderThis(x *Ctx) {
	x.r.did = x.r.nThat > 0 && x.g.hsUnderFromPlay(x.Self, x.r.that[0], true)
}

// hsCreatureUnderFromHand is Skŏllĕnbŭzzz's "put a creature from your
// hand faceup under it": the card the log names (a creature).
func hsCreatureUnderFromHand(x *Ctx) {
	g := x.g
	if g.p[x.Player].handSize() == 0 || hgAwait(x) {
		return
	}
	if no, _ := g.peekNo(); no {
		return
	}
	ref, ok := g.ans.nextCard()
	if !ok || ref.IsZero() {
		return // faceup: the log names it
	}
	if d := g.db.Card(ref.ID); d == nil || !d.Type.IsCreature() {
		g.violate("effect-target", x.Player, "%s: %s is not a creature", g.defs[x.r.def].Name, g.refName(ref))
		return
	}
	x.r.did = g.hsUnderFromHand(x.Player, x.Self, ref, true) >= 0
}

// hsSkollenbuzzzDestroyed puts each creature under Skŏllĕnbŭzzz into play
// under its controller's control, then Skŏllĕnbŭzzz on top of its
// owner's deck.
func hsSkollenbuzzzDestroyed(x *Ctx) {
	g, self := x.g, x.Self
	var buf [8]int16
	for _, id := range g.hsUnder(self, buf[:0]) {
		if g.def(id).Type.IsCreature() {
			g.hsFreeUnder(id)
			g.enterBattleline(id, x.Player, FlankRight, 0, false)
		}
	}
	if g.cards[self].zone.InPlay() {
		g.leavePlay(self, ZoneDeck)
	}
}

// hsToReplayPod is Replay Pod's gift: "Destroyed: Place this creature
// facedown under Replay Pod." (the Replay Pod that gave it).
func hsToReplayPod(x *Ctx) {
	g := x.g
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if g.cards[id].def == x.r.def && g.cards[id].zone == ZoneArtifacts && g.cards[id].controller == x.Player {
			x.r.did = g.hsUnderFromPlay(id, x.Self, false)
			return
		}
	}
}

// hsUnderToHand puts each card under this card into its owner's hand.
func hsUnderToHand(x *Ctx) {
	g := x.g
	var buf [16]int16
	for _, id := range g.hsUnder(x.Self, buf[:0]) {
		g.hsUnderTo(id, ZoneHand)
		x.r.did = true
	}
}

// hsPlan10Return returns a card from under Plan 10 to its owner's hand
// (the one the log names, else the first put there), then destroys Plan
// 10 if none is left under it.
func hsPlan10Return(x *Ctx) {
	g, self := x.g, x.Self
	var buf [16]int16
	under := g.hsUnder(self, buf[:0])
	if len(under) > 0 {
		id := under[0]
		if ref, ok := g.ans.nextCard(); ok {
			for _, u := range under {
				if g.def(u).ID == ref.ID {
					id = u
					break
				}
			}
		}
		g.hsUnderTo(id, ZoneHand)
	}
	if g.hsUnderCount(self) == 0 && g.cards[self].zone.InPlay() {
		g.destroy(self)
		g.sweep()
	}
}

// hsPlan10Play puts each non-Mars creature faceup under Plan 10.
func hsPlan10Play(x *Ctx) {
	g := x.g
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if g.cards[id].zone == ZoneBattleline && g.houseOf(id) != "mars" {
			x.r.did = g.hsUnderFromPlay(x.Self, id, true) || x.r.did
		}
	}
}

// hsRevealTop reveals the top card of player pl's deck: the known top
// card, else the one the log names, which is known on top from now on.
// It reports the card (-1: none, the deck empty or the card unnamed) and
// whether the closure must return to wait for the log's choose line.
func hsRevealTop(x *Ctx, pl int8) (int16, bool) {
	g, p := x.g, &x.g.p[pl]
	if k := len(p.deckTop); k > 0 {
		return p.deckTop[k-1], false
	}
	if p.deckUnknown == 0 {
		return -1, false
	}
	if hgAwait(x) {
		return -1, true
	}
	ref, ok := g.ans.nextCard()
	if !ok || ref.IsZero() {
		return -1, false
	}
	id := g.hdTopCopy(pl, ref)
	if id < 0 {
		g.violate("card-not-available", pl, "%s cannot be the top card of %s's deck", g.refName(ref), p.name)
		return -1, false
	}
	g.detach(id, ZoneDeck)
	g.put(id, ZoneDeck)
	return id, false
}

// hsLithomancy reveals the top card of the deck; of the active house, it
// is discarded and its controller gains 2A.
func hsLithomancy(x *Ctx) {
	g := x.g
	id, wait := hsRevealTop(x, x.Player)
	if wait || id < 0 || g.houseOf(id) != g.house {
		return
	}
	g.detach(id, ZoneDeck)
	g.put(id, ZoneDiscard)
	g.emit(Event{Kind: EvCardDiscarded, Player: x.Player, Card: g.def(id).ID, Other: "deck"})
	g.gain(x.Player, 2, SrcAbility)
	x.r.did = true
}

// hsMakeItSo reveals the top card of the deck and, while it belongs to
// the chosen house, draws it and reveals the next.
func hsMakeItSo(x *Ctx) {
	g := x.g
	for range 64 {
		id, wait := hsRevealTop(x, x.Player)
		if wait || id < 0 || g.houseOf(id) != x.r.house {
			return
		}
		g.draw(x.Player, 1)
		x.r.did = true
	}
}

// hsDoomSweep is "If there is a doom counter in play, destroy all
// creatures with doom counters.": "otherwise" reads whether there was.
func hsDoomSweep(x *Ctx) {
	g := x.g
	x.r.nThat = 0
	x.r.did = g.hsAnyCounter("doom")
	if !x.r.did {
		return
	}
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if g.cards[id].zone == ZoneBattleline && g.hsCounters(id, "doom") > 0 {
			g.destroy(id)
		}
	}
	g.sweep()
}

// hsCounterOnThat is "put a <name> counter on it" (the card the step
// before chose).
func hsCounterOnThat(name string) func(x *Ctx) {
	return func(x *Ctx) {
		x.r.did = x.r.nThat > 0 && x.g.hsAddCounters(x.r.that[0], name, 1) > 0
	}
}

// hsPrimalRelicPlay puts 4A on Primal Relic from the common supply.
func hsPrimalRelicPlay(x *Ctx) {
	if c := &x.g.cards[x.Self]; c.zone.InPlay() {
		c.aember += 4
		x.r.did = true
	}
}

// hsPrimalRelicTurn moves each A from Primal Relic to the pool of the
// player whose turn starts if they control creatures with total power 20
// or higher.
func hsPrimalRelicTurn(x *Ctx) {
	g, pl := x.g, x.g.active
	total := 0
	for _, id := range g.p[pl].line {
		total += max(g.power(id), 0)
	}
	c := &g.cards[x.Self]
	if total < 20 || c.aember == 0 || !c.zone.InPlay() {
		return
	}
	n := int(c.aember)
	c.aember = 0
	g.gain(pl, n, SrcAbility)
	x.r.did = true
}

// hsSearchDeckFor is "search your deck for <Name>, reveal it, and put it
// into your hand. Shuffle your deck.": a copy the deck may hold (the log
// names it by answering yes).
func hsSearchDeckFor(id string) func(x *Ctx) {
	return func(x *Ctx) {
		g, pl := x.g, x.Player
		if found := g.hsFind(pl, CardRef{ID: id}, true, false); found >= 0 {
			g.hsTake(found, ZoneHand)
			x.r.did = true
		}
		g.forgetDeckOrder(pl)
	}
}

// hsBetween lists the creatures between this creature and the nearest
// friendly creature of definition other on its battleline (none when
// there is no such creature).
func (g *Game) hsBetween(self int16, other string) []int16 {
	if self < 0 || g.cards[self].zone != ZoneBattleline {
		return nil
	}
	line := g.p[g.cards[self].controller].line
	at, near := indexOf(line, self), -1
	for i, id := range line {
		if id != self && g.def(id).ID == other && (near < 0 || abs(i-at) < abs(near-at)) {
			near = i
		}
	}
	if near < 0 {
		return nil
	}
	return append([]int16(nil), line[min(at, near)+1:max(at, near)]...)
}

// hsSamePower is a target filter: a creature with the same power as the
// ability's card ("another creature with the same power as 5C077").
const hsSamePower Filter = 1 << 35

// hs5C077Counter is "You may give 5C077 a +1 power counter or remove a
// +1 power counter from 5C077.": the choose line says give, remove or no.
func hs5C077Counter(x *Ctx) {
	g, self := x.g, x.Self
	if hgAwait(x) {
		return
	}
	w, _ := g.ans.nextWord()
	if self < 0 || g.cards[self].zone != ZoneBattleline {
		return
	}
	switch w {
	case "give":
		g.cards[self].counters++
		x.r.did = true
	case "remove":
		if g.cards[self].counters > 0 {
			g.cards[self].counters--
			x.r.did = true
		}
	}
}

// hsBumblebird is "Destroy an enemy creature. If you do, give +1 power
// counters equal to the destroyed creature's power to a friendly
// creature.": the choose line names the enemy creature, then the friendly
// one (its power is the one it had in play).
func hsBumblebird(x *Ctx) {
	g, pl := x.g, x.Player
	if len(g.p[other(pl)].line) == 0 || hgAwait(x) {
		return
	}
	ref, ok := g.ans.nextCard()
	e := int16(-1)
	if ok {
		e = g.findInPlay(ref, g.active)
	}
	if e < 0 || g.cards[e].zone != ZoneBattleline || g.cards[e].controller == pl {
		g.violate("choice-missing", pl, "%s: the log does not name an enemy creature to destroy", g.defs[x.r.def].Name)
		return
	}
	power := max(g.power(e), 0)
	g.destroy(e)
	g.sweep()
	if g.cards[e].zone.InPlay() {
		return // not destroyed (a ward): "if you do" fails
	}
	ref, ok = g.ans.nextCard()
	f := int16(-1)
	if ok {
		f = g.findInPlay(ref, g.active)
	}
	if f < 0 || g.cards[f].zone != ZoneBattleline || g.cards[f].controller != pl {
		if len(g.p[pl].line) > 0 {
			g.violate("choice-missing", pl, "%s: the log does not name the friendly creature given the counters", g.defs[x.r.def].Name)
		}
		return
	}
	g.cards[f].counters += int16(power)
	x.r.did = true
}

// hsNectarcyte is "You may move any number of +1 power counters from
// Nectarcyte to another friendly creature.": the choose line names the
// creature and the number (or says no).
func hsNectarcyte(x *Ctx) {
	g, self := x.g, x.Self
	if hgAwait(x) {
		return
	}
	if no, _ := g.peekNo(); no {
		return
	}
	ref, ok := g.ans.nextCard()
	w, _ := g.ans.nextWord()
	n, err := strconv.Atoi(w)
	if !ok || err != nil || self < 0 || g.cards[self].zone != ZoneBattleline {
		return
	}
	f := g.findInPlay(ref, g.active)
	if f < 0 || f == self || g.cards[f].zone != ZoneBattleline || g.cards[f].controller != x.Player {
		g.violate("effect-target", x.Player, "%s: %s is not another friendly creature", g.defs[x.r.def].Name, g.refName(ref))
		return
	}
	n = min(max(n, 0), int(g.cards[self].counters))
	g.cards[self].counters -= int16(n)
	g.cards[f].counters += int16(n)
	x.r.did = n > 0
}

// hsGraftFromHand is "Graft an action card from your hand onto this card
// (place it faceup under it).": the card the log names.
func hsGraftFromHand(x *Ctx) {
	g := x.g
	if g.p[x.Player].handSize() == 0 || hgAwait(x) {
		return
	}
	ref, ok := g.ans.nextCard()
	if !ok || ref.IsZero() {
		return
	}
	hsGraft(x, ref)
}

// hsGraft grafts the action card ref of the player's hand onto this card.
func hsGraft(x *Ctx, ref CardRef) {
	g := x.g
	if d := g.db.Card(ref.ID); d == nil || d.Type != TypeAction {
		g.violate("effect-target", x.Player, "%s: %s is not an action card", g.defs[x.r.def].Name, g.refName(ref))
		return
	}
	x.r.did = g.hsUnderFromHand(x.Player, x.Self, ref, true) >= 0
}

// hsTriggerGrafted is "Trigger the play effect of an action card grafted
// onto this card.": the one the log names, else the first grafted.
func hsTriggerGrafted(x *Ctx) {
	g := x.g
	var buf [8]int16
	under := g.hsUnder(x.Self, buf[:0])
	if len(under) == 0 {
		return
	}
	id := under[0]
	if len(under) > 1 {
		if hgAwait(x) {
			return
		}
		if ref, ok := g.ans.nextCard(); ok {
			for _, u := range under {
				if g.def(u).ID == ref.ID {
					id = u
				}
			}
		}
	}
	hsPlayEffect(x, id)
}

// hsPlayEffect resolves the "Play:" abilities of card id (grafted, out of
// play) for the ability's player.
func hsPlayEffect(x *Ctx, id int16) {
	g := x.g
	if s := g.scripts[g.cards[id].def]; s != nil {
		g.fireScript(s, g.cards[id].def, id, x.Player, OnPlay, -1)
		x.r.did = true
	}
}

// hsMemolith is "Graft an action card from your hand onto Memolith, or
// trigger the play effect of an action card grafted onto Memolith.": the
// card the log names says which (one under Memolith is triggered).
func hsMemolith(x *Ctx) {
	g := x.g
	if hgAwait(x) {
		return
	}
	ref, ok := g.ans.nextCard()
	if !ok || ref.IsZero() {
		return
	}
	var buf [8]int16
	for _, u := range g.hsUnder(x.Self, buf[:0]) {
		if g.def(u).ID == ref.ID {
			hsPlayEffect(x, u)
			return
		}
	}
	hsGraft(x, ref)
}

// hsElectionVote is Election's gift: "After Reap: Put a Yea or a Nay
// counter on Election." (the choose line says yea or nay); then 6 Yea
// counters destroy Election and each creature, 6 Nay each artifact.
func hsElectionVote(x *Ctx) {
	g := x.g
	e := int16(-1)
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if g.cards[id].def == x.r.def && g.cards[id].zone == ZoneArtifacts {
			e = id
			break
		}
	}
	if e < 0 || hgAwait(x) {
		return
	}
	w, _ := g.ans.nextWord()
	if w != "yea" && w != "nay" {
		x.missingChoice("yea or nay")
		return
	}
	g.hsAddCounters(e, w, 1)
	x.r.did = true
	switch {
	case g.hsCounters(e, "yea") >= 6:
		g.destroy(e)
		for _, id := range g.inPlayOrder(buf[:0]) {
			if g.cards[id].zone == ZoneBattleline {
				g.destroy(id)
			}
		}
	case g.hsCounters(e, "nay") >= 6:
		for _, id := range g.inPlayOrder(buf[:0]) {
			if g.cards[id].zone == ZoneArtifacts {
				g.destroy(id)
			}
		}
	}
	g.sweep()
}

// hsSelfBolster is Self-Bolstering Automata's "Destroyed: If you have any
// other creatures in play, instead of destroying it, fully heal it,
// exhaust it, and move it to a flank. If you do, give it two +1 power
// counters." (the choose line may say left or right).
func hsSelfBolster(x *Ctx) {
	g, id := x.g, x.Self
	c := &g.cards[id]
	if c.zone != ZoneBattleline || len(g.p[c.controller].line) < 2 {
		return
	}
	c.flags &^= flTagged
	g.heal(id, int(c.damage))
	c.flags |= flExhausted
	x.r.setThat([]int16{id})
	heToFlank(x)
	c.counters += 2
	x.r.did = true
}

// hsNoHouseOfThat is "Your opponent cannot choose the house of the
// discarded card during their next “choose a house” step."
func hsNoHouseOfThat(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	// Kept on the discarded card (out of play, never dropped): the effect
	// outlasts Screeyan.
	g, id := x.g, x.r.that[0]
	g.addLasting(lasting{kind: lastNoHouse, player: x.Opponent(), card: id, house: g.houseOf(id), until: g.until(UntilNextTurn), source: x.Self})
	x.r.did = true
}

// hsDeckCard is a card the log names among the top cards of player pl's
// deck: a known one, else an unaccounted copy (violation when none can
// be); -1 for "?" or no name.
func (g *Game) hsDeckCard(pl int8, ref CardRef, ok bool) int16 {
	if !ok || ref.IsZero() || g.p[pl].deckSize() == 0 {
		return -1
	}
	return g.hsFind(pl, ref, true, false)
}

// hsSuggestionBox is "Look at the top 5 cards of your deck. Add 1 to your
// hand and discard the others.": the choose line names the card added to
// the hand (or "?"), then the ones discarded.
func hsSuggestionBox(x *Ctx) {
	g, pl := x.g, x.Player
	p := &g.p[pl]
	if p.deckSize() == 0 || hgAwait(x) {
		return
	}
	n := min(5, p.deckSize())
	g.forgetDeckOrder(pl)
	ref, ok := g.ans.nextCard()
	if id := g.hsDeckCard(pl, ref, ok); id >= 0 {
		g.hnFromDeckTo(id, pl, ZoneHand)
	} else {
		p.deckUnknown--
		p.handUnknown++
	}
	for range n - 1 {
		ref, ok := g.ans.nextCard()
		id := g.hsDeckCard(pl, ref, ok)
		if id < 0 {
			id = g.anyUnknown(pl) // not named: a guess, as a random discard's
		}
		if id >= 0 {
			g.hnFromDeckTo(id, pl, ZoneDiscard)
		}
	}
	x.r.did = true
}

// hsBiomeLook is "you may look at the top 2 cards of your deck and
// discard 1 of them" (the choose line names the card discarded, or says
// no); "otherwise" reads that the tide was high.
func hsBiomeLook(x *Ctx) {
	g, pl := x.g, x.Player
	x.r.did = true
	if g.p[pl].deckSize() == 0 || hgAwait(x) {
		return
	}
	if no, _ := g.peekNo(); no {
		return
	}
	if g.ans.wi < len(g.ans.words) && g.ans.words[g.ans.wi] == "yes" {
		g.ans.wi++
	}
	ref, ok := g.ans.nextCard()
	if id := g.hsDeckCard(pl, ref, ok); id >= 0 {
		g.hnFromDeckTo(id, pl, ZoneDiscard)
	}
}

// hsBansheeSuit is "Archive this creature and the top 2 cards of your
// discard pile." (the creature first: the suit itself goes to the discard
// pile as it leaves play).
func hsBansheeSuit(x *Ctx) {
	g, id := x.g, x.Self
	if id < 0 || g.cards[id].zone != ZoneBattleline {
		return
	}
	pl := x.Player
	g.moveInst(id, ZoneArchives)
	d := &g.p[pl].discard
	for range 2 {
		if len(*d) == 0 {
			break
		}
		g.moveInst((*d)[len(*d)-1], ZoneArchives)
	}
	x.r.did = true
}

// hsPutThatIntoPlay is "If it is a creature, put it into play under your
// control." for the card the step before discarded.
func hsPutThatIntoPlay(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	if g.cards[id].zone != ZoneDiscard || !g.def(id).Type.IsCreature() {
		return
	}
	g.detach(id, ZoneDiscard)
	g.enterBattleline(id, x.Player, FlankRight, 0, false)
	x.r.did = true
}

// hsDiscardBottomOfChosen is "Discard the bottom card of a player's
// deck.": the choose line names the player, then the card.
func hsDiscardBottomOfChosen(x *Ctx) {
	if x.r.chosen == 0 && !x.g.g3ChoosePlayer(x.r) {
		hgWait(x)
		return
	}
	hsDiscardBottomOf(x, x.r.chosen-1)
}

// hsBigOne puts a fuse counter on The Big One; with 10 or more, it
// destroys each creature and artifact.
func hsBigOne(x *Ctx) {
	g := x.g
	g.hsAddCounters(x.Self, "fuse", 1)
	if g.hsCounters(x.Self, "fuse") < 10 {
		return
	}
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		g.destroy(id)
	}
	g.sweep()
	x.r.did = true
}

// hsFind is a copy of ref that player pl's deck (deck) or discard pile
// (discard) may hold, the deck's first as a search takes it (search):
// -1, with a violation, when none can be there.
func (g *Game) hsFind(pl int8, ref CardRef, deck, discard bool) int16 {
	p := &g.p[pl]
	def := g.deckDef(pl, ref)
	if def >= 0 && deck {
		for _, t := range p.deckTop {
			if g.cards[t].def == def {
				return t
			}
		}
		if p.deckUnknown > 0 {
			if id := g.unknownCopy(pl, def); id >= 0 {
				return id
			}
			if id := g.adoptUnseen(pl, def); id >= 0 {
				return id
			}
		}
	}
	if def >= 0 && discard {
		for _, id := range p.discard {
			if g.cards[id].def == def {
				return id
			}
		}
	}
	g.violate("card-not-available", pl, "%s finds %s, but no copy can be where it searches", p.name, g.refName(ref))
	return -1
}

// hsTake moves card id, found by hsFind, to zone z of its owner (ZoneDeck:
// known on top).
func (g *Game) hsTake(id int16, z Zone) {
	from := g.cards[id].zone
	if from == ZoneUnknown {
		from = ZoneDeck
	}
	g.detach(id, from)
	g.put(id, z)
	g.arrived(id, g.cards[id].owner, z)
}

// hsSearchCards takes the cards the choose line names (at most max, 0 no
// limit) from the player's deck and discard pile to zone z, each matching
// t and of a different name when distinct, and reports how many; "none"
// or no name takes none. The deck is shuffled after (its known order
// lost) when shuffle.
func hsSearchCards(x *Ctx, t *Target, most int, distinct bool, z Zone, shuffle bool) int {
	g, pl := x.g, x.Player
	n := 0
	var names []string
	for most == 0 || n < most {
		ref, ok := g.ans.nextCard()
		if !ok || ref.IsZero() {
			break
		}
		if distinct && slicesContains(names, ref.ID) {
			g.violate("effect-target", pl, "%s: a second %s", g.defs[x.r.def].Name, g.refName(ref))
			continue
		}
		d := g.db.Card(ref.ID)
		if d == nil || t.Trait != "" && !d.HasTrait(t.Trait) || t.Name != "" && d.ID != t.Name || t.Kind == Creature && !d.Type.IsCreature() {
			g.violate("effect-target", pl, "%s: %s does not match", g.defs[x.r.def].Name, g.refName(ref))
			continue
		}
		if id := g.hsFind(pl, ref, true, true); id >= 0 {
			g.hsTake(id, z)
			names = append(names, ref.ID)
			n++
		}
	}
	if shuffle {
		g.forgetDeckOrder(pl)
	}
	x.r.did, x.r.done = n > 0, int16(n)
	return n
}

// hsHallafest searches for up to 4 Bräkken cards with different names,
// puts them into the hand, shuffles the deck and gains a chain for each.
func hsHallafest(x *Ctx) {
	if hgAwait(x) {
		return
	}
	if n := hsSearchCards(x, &Target{Kind: AnyCard, Trait: "bräkken"}, 4, true, ZoneHand, true); n > 0 {
		x.g.gainChains(x.Player, n)
	}
}

// hsHorizonSaber searches the deck and discard pile for a card and puts it
// into the archives.
func hsHorizonSaber(x *Ctx) {
	if !hgAwait(x) {
		hsSearchCards(x, &Target{Kind: AnyCard}, 1, false, ZoneArchives, false)
	}
}

// hsDiggingUp searches for the two halves of a gigantic creature and puts
// them on top of the deck (the last named on top).
func hsDiggingUp(x *Ctx) {
	g := x.g
	if hgAwait(x) {
		return
	}
	g.forgetDeckOrder(x.Player) // the deck's known top cards lie under them now, in no known order
	for range 2 {
		ref, ok := g.ans.nextCard()
		if !ok || ref.IsZero() {
			return
		}
		if d := g.db.Card(ref.ID); d == nil || !d.IsGigantic() {
			g.violate("effect-target", x.Player, "%s: %s is not half of a gigantic creature", g.defs[x.r.def].Name, g.refName(ref))
			continue
		}
		if id := g.hsFind(x.Player, ref, true, true); id >= 0 {
			g.hsTake(id, ZoneDeck)
			x.r.did = true
		}
	}
}

// hsRedAeronaut searches the deck and discard pile for a Nautilixian (the
// choose line names it, or says none) and puts it into play, then
// shuffles the deck.
func hsRedAeronaut(x *Ctx) {
	g, pl := x.g, x.Player
	if hgAwait(x) {
		return
	}
	if ref, ok := g.ans.nextCard(); ok && ref.ID == "nautilixian" {
		if id := g.hsFind(pl, ref, true, true); id >= 0 {
			from := g.cards[id].zone
			if from == ZoneUnknown {
				from = ZoneDeck
			}
			g.detach(id, from)
			g.enterBattleline(id, pl, FlankRight, 0, false)
			x.r.did = true
		}
	}
	g.forgetDeckOrder(pl)
}

// hsBearFlute is "If there are no Ancient Bears in play, search your deck
// and discard pile and put each Ancient Bear from them into your hand."
// (the choose line names them).
func hsBearFlute(x *Ctx) {
	g := x.g
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if g.def(id).ID == "ancient-bear" {
			x.r.did = false
			return
		}
	}
	if hgAwait(x) {
		return
	}
	hsSearchCards(x, &Target{Name: "ancient-bear"}, 0, false, ZoneHand, false)
}

// hsHealAncientBear fully heals an Ancient Bear: the one the choose line
// names, else the first in play (the controller's first).
func hsHealAncientBear(x *Ctx) {
	g := x.g
	var buf, found [48]int16
	bears := found[:0]
	for _, id := range g.inPlayOrder(buf[:0]) {
		if g.def(id).ID == "ancient-bear" && g.cards[id].zone == ZoneBattleline {
			bears = append(bears, id)
		}
	}
	if len(bears) == 0 {
		return
	}
	id := bears[0]
	if len(bears) > 1 && g.ans.ci < len(g.ans.cards) && g.ans.cards[g.ans.ci].ID == "ancient-bear" {
		ref, _ := g.ans.nextCard()
		if f := g.findInPlay(ref, g.active); f >= 0 {
			id = f
		}
	}
	g.heal(id, int(g.cards[id].damage))
}

// hsNiffleKongSearch searches the deck and discard pile for any number of
// Niffle creatures (the choose line names them) for the hand, then
// shuffles the deck.
func hsNiffleKongSearch(x *Ctx) {
	if !hgAwait(x) {
		hsSearchCards(x, &Target{Trait: "niffle"}, 0, false, ZoneHand, true)
	}
}

// hsNiffleKongBlow is "deal 3D to a creature, steal 1A, and destroy an
// enemy artifact" (the choose line names the creature, then the
// artifact).
func hsNiffleKongBlow(x *Ctx) {
	g, pl := x.g, x.Player
	if hgAwait(x) {
		return
	}
	if ref, ok := g.ans.nextCard(); ok {
		if c := g.findInPlay(ref, g.active); c >= 0 && g.cards[c].zone == ZoneBattleline {
			g.damage(c, 3, false)
		}
	}
	g.steal(pl, 1)
	if ref, ok := g.ans.nextCard(); ok {
		if a := g.findInPlay(ref, other(pl)); a >= 0 && g.cards[a].zone == ZoneArtifacts && g.cards[a].controller != pl {
			g.destroy(a)
		}
	}
	g.sweep()
	x.r.did = true
}

// hsDisappear puts the chosen friendly creature into the opponent's
// archives (leaving them, it goes to its owner's hand).
func hsDisappear(x *Ctx) {
	if x.r.nThat > 0 {
		x.g.hgArchiveInto(x.r.that[0], x.Opponent())
		x.r.did = true
	}
}

// hsObstinacy stuns each friendly non-flank creature that shares a house
// with one of its neighbors.
func hsObstinacy(x *Ctx) {
	g := x.g
	line := g.p[x.Player].line
	var stun [16]int16
	n := 0
	for i := 1; i+1 < len(line); i++ {
		h := g.houseOf(line[i])
		if (g.houseOf(line[i-1]) == h || g.houseOf(line[i+1]) == h) && n < len(stun) {
			stun[n] = line[i]
			n++
		}
	}
	for _, id := range stun[:n] {
		g.setStatus(id, EffStun)
	}
	x.r.did = n > 0
}

// hsOlPaddyTwin discards the bottom card of the opponent's deck (3 when
// the tide is high), then destroys the creature the choose line names,
// which must share a house with one of the discarded cards.
func hsOlPaddyTwin(x *Ctx) {
	g, opp := x.g, x.Opponent()
	if hgAwait(x) {
		return
	}
	n := 1
	if g.p[x.Player].tide {
		n = 3
	}
	var houses []House
	for range n {
		if g.p[opp].deckSize() == 0 {
			break
		}
		if id := hsBottomCard(x, opp); id >= 0 {
			houses = append(houses, g.houseOf(id))
		}
	}
	ref, ok := g.ans.nextCard()
	if !ok {
		return
	}
	c := g.findInPlay(ref, g.active)
	if c < 0 || g.cards[c].zone != ZoneBattleline || !slices.Contains(houses, g.houseOf(c)) {
		g.violate("effect-target", x.Player, "%s: %s shares no house with a discarded card", g.defs[x.r.def].Name, g.refName(ref))
		return
	}
	g.destroy(c)
	g.sweep()
	x.r.did = true
}

// hsGamblingDen is "that player may name a house. If they do, reveal the
// top card of their deck. If it is of the named house, they gain 2A.
// Otherwise, they lose 2A." for the player whose turn starts (the choose
// line says the house, or no, then names the card).
func hsGamblingDen(x *Ctx) {
	g, pl := x.g, x.g.active
	if hgAwait(x) {
		return
	}
	w, ok := g.ans.nextWord()
	if !ok || w == "no" {
		return
	}
	id, wait := hsRevealTop(x, pl)
	if wait || id < 0 {
		return
	}
	if g.houseOf(id) == House(w) {
		g.gain(pl, 2, SrcAbility)
	} else {
		g.lose(pl, 2, SrcAbility)
	}
	x.r.did = true
}

// hsArchiveFromHand archives a card of the player's hand: the next card
// the choose line names, or an unnamed one ("?", or no name).
func hsArchiveFromHand(x *Ctx) {
	g, pl := x.g, x.Player
	if g.p[pl].handSize() == 0 {
		return
	}
	ref, ok := g.ans.nextCard()
	if ok && !ref.IsZero() {
		if def := g.deckDef(pl, ref); def >= 0 {
			if id, in := g.fromHand(pl, def); in && id >= 0 {
				g.takeFromHand(id)
				g.put(id, ZoneArchives)
				g.emit(Event{Kind: EvArchived, Player: pl, Card: g.def(id).ID})
				return
			}
		}
		g.violate("card-not-available", pl, "%s: %s cannot be in %s's hand", g.defs[x.r.def].Name, g.refName(ref), g.p[pl].name)
		return
	}
	if g.unnamedFromHand(pl, ZoneArchives) {
		g.emit(Event{Kind: EvArchived, Player: pl})
	}
}

// hsPlayFromArchives plays the card of the player's archives the choose
// line names ("no" or no name: none).
func hsPlayFromArchives(x *Ctx) {
	g, pl := x.g, x.Player
	if no, _ := g.peekNo(); no {
		return
	}
	ref, ok := g.ans.nextCard()
	if !ok || ref.IsZero() {
		return
	}
	def := g.deckDef(pl, ref)
	id := int16(-1)
	if def >= 0 {
		id = g.hgFromArchives(pl, def)
	}
	if id < 0 {
		g.violate("card-not-available", pl, "%s: %s cannot be in %s's archives", g.defs[x.r.def].Name, g.refName(ref), g.p[pl].name)
		return
	}
	g.put(id, ZoneHand) // through the hand's bookkeeping: playCard takes it from there
	g.countSix(id)
	g.plays++
	g.playCard(id, Action{Verb: VerbPlay, Card: CardRef{ID: g.def(id).ID}}, -1)
	x.r.did = true
}

// hsPhilosopher is Platopelta's and Aristotlmimus's "After Reap": with a
// wisdom counter on it, draw 1 card, archive 1 card, then the last clause
// (wise); without, the clause without (plain).
func hsPhilosopher(wise, plain func(x *Ctx)) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		if hgAwait(x) {
			return
		}
		if g.hsCounters(x.Self, "wisdom") == 0 {
			plain(x)
			return
		}
		g.draw(x.Player, 1)
		hsArchiveFromHand(x)
		wise(x)
	}
}

// hsTopNamed discards the top card of player pl's deck, the next card the
// choose line names (a guess when it names none); -1 when the deck is
// empty.
func hsTopNamed(x *Ctx, pl int8) int16 {
	g, p := x.g, &x.g.p[pl]
	if p.deckSize() == 0 {
		return -1
	}
	ref, ok := g.ans.nextCard()
	id := int16(-1)
	if ok && !ref.IsZero() {
		if id = g.hdTopCopy(pl, ref); id < 0 {
			g.violate("card-not-available", pl, "%s cannot be on top of %s's deck", g.refName(ref), p.name)
		}
	}
	if id < 0 {
		if k := len(p.deckTop); k > 0 {
			id = p.deckTop[k-1]
		} else {
			id = g.anyUnknown(pl)
		}
	}
	if id < 0 {
		return -1
	}
	g.hnFromDeckTo(id, pl, ZoneDiscard)
	return id
}

// hsInPlayNamed is the card in play the choose line names next that
// matches t for the ability, -1 (a violation when it names another) when
// none.
func hsInPlayNamed(x *Ctx, t *Target) int16 {
	g := x.g
	ref, ok := g.ans.nextCard()
	if !ok {
		return -1
	}
	id := g.findInPlay(ref, g.active)
	if id < 0 || !g.matches(t, id, x.Self, x.Player) {
		g.violate("effect-target", x.Player, "%s: %s cannot be chosen (%s)", g.defs[x.r.def].Name, g.refName(ref), targetText(t, g.defs[x.r.def].Name))
		return -1
	}
	return id
}

// hsResonantOrb discards the top card of the deck; while it is a
// creature, destroys an enemy creature, puts the discarded card into play
// and goes again (the choose line names each card discarded, then each
// enemy creature).
func hsResonantOrb(x *Ctx) {
	g, pl := x.g, x.Player
	if hgAwait(x) {
		return
	}
	for i := range 64 {
		if i > 0 && g.ans.ci >= len(g.ans.cards) {
			return // the log names no more: it went no further
		}
		id := hsTopNamed(x, pl)
		if id < 0 || !g.def(id).Type.IsCreature() {
			return
		}
		e := hsInPlayNamed(x, &Target{Side: Enemy})
		if e < 0 {
			return
		}
		g.destroy(e)
		g.sweep()
		if g.cards[e].zone.InPlay() || g.cards[id].zone != ZoneDiscard {
			return // not destroyed: "if you do" fails
		}
		g.detach(id, ZoneDiscard)
		g.enterBattleline(id, pl, FlankRight, 0, false)
		x.r.did = true
	}
}

// hsNeutronShark destroys an enemy creature or artifact and a friendly
// one, then discards the top card of the deck, and goes again while that
// card is not a Logos card (the choose line names the two cards, then the
// card discarded, each time).
func hsNeutronShark(x *Ctx) {
	g, pl := x.g, x.Player
	if hgAwait(x) {
		return
	}
	for i := range 64 {
		if i > 0 && g.ans.ci >= len(g.ans.cards) {
			return // the log names no more: it went no further
		}
		for _, side := range [2]Side{Enemy, Friendly} {
			if id := hsInPlayNamed(x, &Target{Side: side, Kind: AnyCard}); id >= 0 {
				g.destroy(id)
			}
		}
		g.sweep()
		id := hsTopNamed(x, pl)
		if id < 0 || g.houseOf(id) == "logos" {
			return
		}
		x.r.did = true
	}
}

// hsBorrNit is "Reveal the top 5 cards of a player’s deck. Purge a card
// revealed this way. Shuffle the other revealed cards into that deck.":
// the choose line names the player, then the card purged.
func hsBorrNit(x *Ctx) {
	g := x.g
	if x.r.chosen == 0 && !g.g3ChoosePlayer(x.r) {
		hgWait(x)
		return
	}
	pl := x.r.chosen - 1
	if g.p[pl].deckSize() == 0 || hgAwait(x) {
		return
	}
	ref, ok := g.ans.nextCard()
	if id := g.hsDeckCard(pl, ref, ok); id >= 0 {
		g.hsTake(id, ZonePurged)
		x.r.did = true
	}
	g.forgetDeckOrder(pl)
}

// hsEnvoySwap swaps Envoy of Ekwirrĕ with the neighbor the step before
// chose, and the Æmber, damage, counters (+1 power and named) and
// upgrades on the two.
func hsEnvoySwap(x *Ctx) {
	g, a := x.g, x.Self
	if x.r.nThat == 0 || a < 0 || g.cards[a].zone != ZoneBattleline {
		return
	}
	b := x.r.that[0]
	if b == a || g.cards[b].zone != ZoneBattleline || g.cards[b].controller != g.cards[a].controller {
		return
	}
	line := g.p[g.cards[a].controller].line
	i, j := indexOf(line, a), indexOf(line, b)
	line[i], line[j] = line[j], line[i]
	ca, cb := &g.cards[a], &g.cards[b]
	ca.aember, cb.aember = cb.aember, ca.aember
	ca.damage, cb.damage = cb.damage, ca.damage
	ca.counters, cb.counters = cb.counters, ca.counters
	ca.time, cb.time = cb.time, ca.time
	for k := range g.lasting {
		if l := &g.lasting[k]; l.kind == lastCounter {
			switch l.card {
			case a:
				l.card, l.source = b, b
			case b:
				l.card, l.source = a, a
			}
		}
	}
	for _, u := range g.upList {
		switch g.cards[u].parent {
		case a:
			g.cards[u].parent = b
		case b:
			g.cards[u].parent = a
		}
	}
	g.sweep() // damage that now reaches a creature's power destroys it
	x.r.did = true
}
