package engine

import (
	"sort"
	"strings"
)

// Small additions for the cards of scripts_hand_i.go (issue 16, batch I).

// hiLastNoCreatures is a lasting effect by which its player cannot play
// creatures (Exotic Pivot's fate). Its value sits outside state.go's
// list of kinds, as lastAbility's does, so that batches never edit the
// same lines.
const hiLastNoCreatures lastKind = 230

// hiRestricted is the source of a lasting effect of this file that
// forbids the active player verb with card id, -1 when none.
func (g *Game) hiRestricted(verb Verb, id int16) int16 {
	if verb != VerbPlay || len(g.lasting) == 0 || !g.def(id).Type.IsCreature() {
		return -1
	}
	if i := g.lastingFor(hiLastNoCreatures, g.active); i >= 0 {
		if src := g.lasting[i].source; src >= 0 {
			return src
		}
		return id // a source the engine lost: the card is what breaks the rule
	}
	return -1
}

// hiFateSource is the card whose fate resolves: a fate runs without its
// card (Ctx.Self -1), which is the card of the ability's title that its
// owner, the active player's opponent, has in a known zone.
func hiFateSource(x *Ctx) int16 {
	if x.Self >= 0 {
		return x.Self
	}
	return x.g.findAnywhere(CardRef{ID: x.g.defs[x.r.def].ID}, x.Opponent())
}

// hiArchiveTopAction archives the topmost action card of the controller's
// discard pile (Echofly's scrap).
func hiArchiveTopAction(x *Ctx) {
	d := x.g.p[x.Player].discard
	for i := len(d) - 1; i >= 0; i-- {
		if x.g.def(d[i]).Type == TypeAction {
			x.g.moveInst(d[i], ZoneArchives)
			return
		}
	}
}

// hiKeepHouse keeps the house of the card the last step acted on as the
// ability's chosen house, for a step after the next one acts on other
// cards (Into the Warp: the first player's discarded card).
func hiKeepHouse(x *Ctx) {
	x.r.house = ""
	if x.r.nThat > 0 {
		x.r.house = x.g.houseOf(x.r.that[0])
	}
}

// hiReturnWithUpgrades returns the cards the last step chose and each
// upgrade attached to them to their owners' hands (Unity or Discord).
func hiReturnWithUpgrades(x *Ctx) {
	g := x.g
	for _, id := range x.r.that[:x.r.nThat] {
		if g.cards[id].zone != ZoneBattleline {
			continue
		}
		for _, u := range hcUpgradesOf(g, id) {
			g.moveInst(u, ZoneHand)
		}
		g.moveInst(id, ZoneHand)
	}
}

// hiLeastPowerful lists the n least powerful creatures in play (ties: the
// active player's first, left to right).
func (g *Game) hiLeastPowerful(n int) []int16 {
	var ids []int16
	for _, pl := range [2]int8{g.active, other(g.active)} {
		ids = append(ids, g.p[pl].line...)
	}
	sort.SliceStable(ids, func(i, j int) bool { return g.power(ids[i]) < g.power(ids[j]) })
	return ids[:min(n, len(ids))]
}

// hiKeepChosen keeps the card the last step chose as the ability's
// trigger card (Ctx's run.trig, unused by a reap), for a step after the
// next one, whose "that" is another card (Shakedown Sullivan).
func hiKeepChosen(x *Ctx) {
	x.r.trig = -1
	if x.r.nThat > 0 {
		x.r.trig = x.r.that[0]
	}
}

// hiShakedown is Shakedown Sullivan's end: the creature kept by
// hiKeepChosen is destroyed unless the card discarded from its
// controller's deck shares a house with it; then its controller gains 1.
func hiShakedown(x *Ctx) {
	g, c := x.g, x.r.trig
	if c < 0 || x.r.nThat == 0 || g.cards[c].zone != ZoneBattleline {
		return
	}
	if g.houseOf(x.r.that[0]) == g.houseOf(c) {
		g.gain(g.cards[c].controller, 1, SrcAbility)
		return
	}
	g.destroy(c)
	g.sweep()
}

// hiPurgeThat purges the card the last step chose, once it is out of play
// (Think Twice: the action card it played, in its owner's discard pile).
func hiPurgeThat(x *Ctx) {
	for _, id := range x.r.that[:x.r.nThat] {
		if z := x.g.cards[id].zone; z == ZoneDiscard || z == ZoneHand {
			x.g.moveInst(id, ZonePurged)
		}
	}
}

// hiLastUsed counts the uses of a card this turn (lasting.n), for the
// abilities that ask whether "this is the first time this creature was
// used this turn" (Rocket Boots). Its value sits outside state.go's list,
// as hiLastNoCreatures's does.
const hiLastUsed lastKind = 231

// hiNoteUse counts a use of card id for the rest of the turn, in a game
// with a card that asks (the count is state: a game without one keeps its
// hashes).
func (g *Game) hiNoteUse(id int16) {
	if !g.hiCountsUses() {
		return
	}
	for i := range g.lasting {
		if l := &g.lasting[i]; l.kind == hiLastUsed && l.card == id {
			l.n++
			return
		}
	}
	g.addLasting(lasting{kind: hiLastUsed, player: g.cards[id].controller, card: id, n: 1, until: g.until(UntilTurnEnd), source: id})
}

// hiCountsUses reports whether a card of the game asks how many times a
// card was used this turn (Rocket Boots, Brunx and Bongle, Stampede:
// noteNamedCards).
func (g *Game) hiCountsUses() bool { return g.hasStatic(hiCountsUse) }

// hiUses is how many times card id was used this turn.
func (g *Game) hiUses(id int16) int {
	for _, l := range g.lasting {
		if l.kind == hiLastUsed && l.card == id {
			return l.n
		}
	}
	return 0
}

// hiAttachSelf attaches the action card resolving (Ctx.Self) as an upgrade
// to the creature the last step chose, once that creature is in play
// (Came Back Wrong): it is then in play, not in the discard pile.
func hiAttachSelf(x *Ctx) {
	g := x.g
	z := g.cards[x.Self].zone
	if x.r.nThat == 0 || z != ZoneResolving && z != ZoneDiscard {
		return
	}
	to := x.r.that[0]
	if g.cards[to].zone != ZoneBattleline {
		return
	}
	if z == ZoneDiscard {
		// The creature's play resolved first: the card went to the
		// discard pile meanwhile.
		g.detach(x.Self, ZoneDiscard)
	}
	g.enterPlay(x.Self, g.cards[to].controller, ZoneUpgrade)
	g.cards[x.Self].parent = to
	g.upgradeEntered(x.Self, to)
}

// hiOnShadowsDiscard is the trigger "After you discard a Shadows card, if
// it is the first time you have discarded a Shadows card this turn, …"
// (Bandit Culver). Its bit sits above the engine's triggers, outside
// ability.go's list, so that batches never edit the same lines.
const hiOnShadowsDiscard Trigger = 1 << 60

// hiLastShadowsDiscards counts the Shadows cards a player discarded this
// turn (lasting.n), while a card with hiOnShadowsDiscard is in a deck.
const hiLastShadowsDiscards lastKind = 232

// hiDiscarded sees a discard (emit's EvCardDiscarded): the first Shadows
// card a player discards in a turn fires their hiOnShadowsDiscard
// abilities.
func (g *Game) hiDiscarded(e Event) {
	if g.triggers&hiOnShadowsDiscard == 0 || e.Kind != EvCardDiscarded || e.Other == "deck" || e.Other == "archives" {
		return // TCO reads "discard" as from the hand (game-11: Atrocity's deck discard steals nothing)
	}
	if def := g.defIndex(e.Card); def < 0 || g.defs[def].House != "shadows" {
		return
	}
	pl := e.Player
	for i := range g.lasting {
		if l := &g.lasting[i]; l.kind == hiLastShadowsDiscards && l.player == pl {
			l.n++
			return // not the first this turn
		}
	}
	g.addLasting(lasting{kind: hiLastShadowsDiscards, player: pl, card: -1, n: 1, until: g.until(UntilTurnEnd), source: -1})
	var buf [24]int16
	for _, id := range append(buf[:0], g.p[pl].line...) {
		if g.cards[id].zone == ZoneBattleline && g.cards[id].controller == pl {
			g.fire(id, hiOnShadowsDiscard, -1)
		}
	}
}

// hiTriggerLead is the English lead of this file's triggers, "" for
// others.
func hiTriggerLead(a *Ability) string {
	if a.On&hiOnShadowsDiscard != 0 {
		return "After you discard a Shadows card, if it is the first time you have discarded a Shadows card this turn"
	}
	return ""
}

// hiLastMutation is a mutation counter on a creature (lasting.card): while
// it is in play, it has the Mutant trait (Vial of Mutation).
const hiLastMutation lastKind = 233

// hiHasTrait reports whether card id has trait tr by a lasting effect of
// this file (a mutation counter: Mutant), beyond its printed traits.
func (g *Game) hiHasTrait(id int16, tr string) bool {
	return strings.EqualFold(tr, "mutant") && len(g.lasting) > 0 && g.lastingOn(hiLastMutation, id)
}

// hiArchiveCandidates lists the known cards in archives that match t (the
// ability's controller's first): an archived card the engine has not seen
// cannot be chosen by name (Project Z.Y.X., Auto-Vac 5150).
func (g *Game) hiArchiveCandidates(t *Target, r *run, dst []int16) []int16 {
	for _, pl := range [2]int8{r.player, other(r.player)} {
		if t.Side == Friendly && pl != r.player || t.Side == Enemy && pl == r.player {
			continue
		}
		for _, id := range g.p[pl].archive {
			if g.matchesIn(t, id, r.src, pl) {
				dst = append(dst, id)
			}
		}
	}
	return dst
}

// hiPlayFromArchives plays the card the last step chose from its owner's
// archives as if it were in their hand and of the active house (Project
// Z.Y.X.).
func hiPlayFromArchives(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 || g.cards[x.r.that[0]].zone != ZoneArchives {
		return
	}
	id := x.r.that[0]
	g.detach(id, ZoneArchives)
	g.put(id, ZoneHand) // through the hand's bookkeeping: playCard takes it from there
	g.countSix(id)
	g.plays++
	g.playCard(id, Action{Verb: VerbPlay, Card: CardRef{ID: g.def(id).ID}}, -1)
}

// hiDiscardFromArchives discards the cards the last step chose from their
// owners' archives (Auto-Vac 5150).
func hiDiscardFromArchives(x *Ctx) {
	g := x.g
	for _, id := range x.r.that[:x.r.nThat] {
		if c := &g.cards[id]; c.zone == ZoneArchives {
			g.detach(id, ZoneArchives)
			g.put(id, ZoneDiscard)
			g.emit(Event{Kind: EvCardDiscarded, Player: c.owner, Card: g.def(id).ID, Other: "archives"})
		}
	}
}

// hiPlayIfAction plays the card the last step discarded, when it is an
// action card, as if it were the active player's (Fidgit): it resolves
// for them and goes back to its owner's discard pile.
func hiPlayIfAction(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	if g.cards[id].zone != ZoneDiscard || g.def(id).Type != TypeAction || g.active != x.Player {
		return
	}
	g.detach(id, ZoneDiscard)
	g.put(id, ZoneHand) // its owner's hand, through the bookkeeping: playCard takes it from there
	g.countSix(id)
	g.plays++
	g.playCard(id, Action{Verb: VerbPlay, Card: CardRef{ID: g.def(id).ID}}, -1)
}

// hiMimic resolves, for the action card resolving (Ctx.Self), the Æmber
// bonus and "Play:" abilities of the card the last step chose, as if it
// were that card (Mimicry). The copied card stays where it is.
func hiMimic(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	def := g.cards[x.r.that[0]].def
	if n := g.defs[def].Amber; n > 0 {
		g.gain(x.Player, n, SrcBonusIcon)
	}
	if s := g.scriptOf(x.r.that[0]); s != nil {
		g.fireScript(s, def, x.Self, x.Player, OnPlay, -1)
	}
}
