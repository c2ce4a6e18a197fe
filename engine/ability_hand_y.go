package engine

// Closures and helpers of the cards scripted by hand in batch Y
// (scripts_hand_y.go): cards named in a hand or the archives, Æmber bonus
// icons counted on them, cards put under another from the discard pile.

// hyAemberIcons counts the Æmber bonus icons on card id: its printed Æmber
// bonus and the Æmber icons added to it (FAQ, Wild Bounty: both are bonus
// icons).
func (g *Game) hyAemberIcons(id int16) int {
	n := 0
	for _, b := range g.hgIconsOf(id) {
		if b == BonusAmber {
			n++
		}
	}
	return n
}

// hyKnownInHand is the card of pl's hand the log names (ref), made a known
// card of the hand when it was one of its unknown cards; -1 when no copy
// of it can be in that hand.
func (g *Game) hyKnownInHand(pl int8, ref CardRef) int16 {
	def := g.deckDef(pl, ref)
	if def < 0 {
		return -1
	}
	id, ok := g.fromHand(pl, def)
	if !ok || id < 0 {
		return -1
	}
	if g.cards[id].zone == ZoneUnknown {
		g.detach(id, ZoneHand)
		g.put(id, ZoneHand)
	}
	return id
}

// hyKnownInArchives is the card of pl's archives the log names (ref), made
// known there when it was one of the archives' unknown cards; -1 when no
// copy of it can be there.
func (g *Game) hyKnownInArchives(pl int8, ref CardRef) int16 {
	def := g.deckDef(pl, ref)
	if def < 0 {
		return -1
	}
	for _, x := range g.p[pl].archive {
		if g.cards[x].def == def {
			return x
		}
	}
	if g.p[pl].archUnknown == 0 {
		return -1
	}
	u := g.unknownCopy(pl, def)
	if u < 0 {
		u = g.adoptUnseen(pl, def)
	}
	if u >= 0 {
		g.detach(u, ZoneArchives)
		g.put(u, ZoneArchives)
	}
	return u
}

// hyNamed is the card of player pl's hand (or, with archives, of their
// archives) the choose line names next for the closure x: a random card
// revealed, a card chosen. -1, flagged, when the line names none or a
// card that cannot be there.
func hyNamed(x *Ctx, pl int8, archives bool) int16 {
	g := x.g
	ref, ok := g.ans.nextCard()
	if !ok || ref.IsZero() {
		x.missingChoice("the card of " + g.p[pl].name)
		return -1
	}
	id := g.hyKnownInHand(pl, ref)
	if id < 0 && archives {
		id = g.hyKnownInArchives(pl, ref)
	}
	if id < 0 {
		g.violate("card-not-available", x.Player, "%s: %s cannot be in %s's hand", g.defs[x.r.def].Name, g.refName(ref), g.p[pl].name)
	}
	return id
}

// hyRevealGain is Reap the Wild Wind's "Each player reveals a random card
// from their hand and gains 1A for each A bonus icon on their revealed
// card.": the choose line names the cards, the active player's first.
func hyRevealGain(x *Ctx) {
	g := x.g
	if g.p[0].handSize()+g.p[1].handSize() > 0 && hgAwait(x) {
		return
	}
	for _, pl := range [2]int8{x.Player, x.Opponent()} {
		if g.p[pl].handSize() == 0 {
			continue
		}
		if id := hyNamed(x, pl, false); id >= 0 {
			g.gain(pl, g.hyAemberIcons(id), SrcAbility)
		}
	}
}

// hyBarter is Barter and Games's "Each player reveals a random card from
// their hand or archives. Each player gains 1A for each A bonus icon on
// their revealed card. Destroy each creature that shares a house with at
// least one of the revealed cards. Discard the revealed cards.": the
// choose line names the cards, the active player's first.
func hyBarter(x *Ctx) {
	g := x.g
	if g.p[0].handSize()+g.p[1].handSize()+g.archivesSize(0)+g.archivesSize(1) > 0 && hgAwait(x) {
		return
	}
	var shown []int16
	for _, pl := range [2]int8{x.Player, x.Opponent()} {
		if g.p[pl].handSize()+g.archivesSize(pl) == 0 {
			continue
		}
		if id := hyNamed(x, pl, true); id >= 0 {
			shown = append(shown, id)
		}
	}
	for _, id := range shown {
		g.gain(g.cards[id].owner, g.hyAemberIcons(id), SrcAbility)
	}
	g.destroyEach(func(c int16) bool {
		for _, id := range shown {
			if g.houseOf(c) == g.houseOf(id) {
				return true
			}
		}
		return false
	})
	for _, id := range shown {
		g.hyDiscardOut(id)
	}
}

// archivesSize counts pl's archives, known and unknown cards.
func (g *Game) archivesSize(pl int8) int { return len(g.p[pl].archive) + g.p[pl].archUnknown }

// hyDiscardOut discards card id from its owner's hand (a discard, with
// its events) or archives.
func (g *Game) hyDiscardOut(id int16) {
	switch g.cards[id].zone {
	case ZoneHand:
		g.discardKnown(id)
	case ZoneArchives:
		g.detach(id, ZoneArchives)
		g.put(id, ZoneDiscard)
	}
}

// hyDiscardFromArchives is "Discard a card from your archives." (Ultra
// Gravitron): the card the choose line names, else a known one, else one
// of the archives' unknown cards; "if you do" after it.
func hyDiscardFromArchives(x *Ctx) {
	g, pl := x.g, x.Player
	x.r.did = false
	if g.archivesSize(pl) == 0 {
		return
	}
	id := int16(-1)
	if ref, ok := g.ans.nextCard(); ok && !ref.IsZero() {
		if id = g.hyKnownInArchives(pl, ref); id < 0 {
			g.violate("card-not-available", pl, "%s: %s is not in %s's archives", g.defs[x.r.def].Name, g.refName(ref), g.p[pl].name)
			return
		}
	} else if hgAwait(x) {
		return
	} else if len(g.p[pl].archive) > 0 {
		id = g.p[pl].archive[0]
	} else if id = g.anyUnknown(pl); id >= 0 {
		g.detach(id, ZoneArchives)
		g.put(id, ZoneArchives)
	}
	if id >= 0 {
		g.hyDiscardOut(id)
		x.r.did = true
	}
}

// hyUnderFromDiscard is Bottomless Depths's "put that card facedown under
// Bottomless Depths from your discard pile": the card the trigger is
// about, still in the discard pile.
func hyUnderFromDiscard(x *Ctx) {
	g, id := x.g, x.r.trig
	if id < 0 || g.cards[id].zone != ZoneDiscard || !g.cards[x.Self].zone.InPlay() {
		return
	}
	g.detach(id, ZoneDiscard)
	g.hsPutUnder(x.Self, id, false)
}

// hyScrapDiscardHand is Infernal Terran's "Scrap: Discard your hand. Steal
// A equal to the number of A bonus icons on the cards discarded this way."
// The hand's unknown cards are discarded unknown (their icons count none).
func hyScrapDiscardHand(x *Ctx) {
	g, pl := x.g, x.Player
	n := 0
	for _, id := range g.p[pl].hand {
		n += g.hyAemberIcons(id)
	}
	g.discardHand(pl)
	g.steal(pl, n)
}

// hyPurgeArchivesThen is "You may purge any number of cards from your
// archives" then, for the k cards purged, then(x, k) on the creature the
// first step acted on ("the same creature"): the choose line names the
// cards purged (none: `no`, or no line).
func hyPurgeArchivesThen(then func(x *Ctx, id int16, k int)) func(x *Ctx) {
	return func(x *Ctx) {
		g, pl := x.g, x.Player
		target := int16(-1)
		if x.r.nThat > 0 {
			target = x.r.that[0]
		}
		if g.archivesSize(pl) > 0 && hgAwait(x) {
			return
		}
		k := 0
		for {
			ref, ok := g.ans.nextCard()
			if !ok {
				break
			}
			id := g.hyKnownInArchives(pl, ref)
			if id < 0 {
				g.violate("card-not-available", pl, "%s: %s is not in %s's archives", g.defs[x.r.def].Name, g.refName(ref), g.p[pl].name)
				continue
			}
			g.detach(id, ZoneArchives)
			g.put(id, ZonePurged)
			g.arrived(id, pl, ZonePurged)
			k++
		}
		if target >= 0 && k > 0 {
			then(x, target, k)
		}
	}
}

// hyTrainingCosts is Training Costs's "Lose 2A. If you do not, shuffle
// Training Costs into your deck.": not losing both (a pool of 1 loses it
// and shuffles) is not doing it.
func hyTrainingCosts(x *Ctx) {
	if x.g.lose(x.Player, 2, SrcAbility) < 2 && x.g.cards[x.Self].zone == ZoneResolving {
		x.g.moveInst(x.Self, ZoneUnknown)
	}
}

// hyFightSteal gives this creature, for the remainder of the turn,
// "Fight: Steal 1A." (batch T's lasting kind, Journey Onward's).
func hyFightSteal(x *Ctx) {
	x.g.addLasting(lasting{kind: htLastFightSteal, player: x.Player, card: x.Self, n: 1, until: x.g.until(UntilTurnEnd), source: x.Self})
}

// hySnatch is the Body Snatchers's "Destroyed: Fully heal this creature
// and give control of it to your opponent instead." given to a creature:
// it is not destroyed (as Armageddon Cloak's, huSpare) and its
// controller's opponent takes it.
func hySnatch(x *Ctx) {
	g, id := x.g, x.Self
	if g.cards[id].zone != ZoneBattleline {
		return
	}
	g.huSpare(id)
	g.takeControl(other(g.cards[id].controller), id)
}

// hyRedistributeDamage is Concussive Transfer's "Redistribute all damage
// on creatures among all creatures.": the choose line names a creature
// for each damage (the last one named takes the rest). The damage is
// moved, not dealt: no armor, no "dealt damage" triggers. Creatures with
// damage at their power are then destroyed.
func hyRedistributeDamage(x *Ctx) {
	g, pl := x.g, x.Player
	all := append(append([]int16(nil), g.p[pl].line...), g.p[other(pl)].line...)
	total := 0
	for _, id := range all {
		total += int(g.cards[id].damage)
	}
	if total == 0 || len(all) < 2 {
		return
	}
	if g.ans.ci >= len(g.ans.cards) && !g.forcing {
		hgWait(x)
		return
	}
	now, ok := g.placeNamed(x, all, total, pl)
	if !ok {
		x.missingChoice("where the damage on creatures goes")
		return // it stays where it was
	}
	for i, id := range all {
		g.cards[id].damage = now[i]
	}
	g.sweep()
}

// Corner the Market's lasting kinds, on its opponent for their next turn:
// they cannot play cards (hyLastNoPlays); each card they discard from
// their hand they may archive from their discard pile
// (hyLastDiscardArchives: its n is the ability of Corner the Market's
// script that does it).
const (
	hyLastNoPlays         lastKind = 43
	hyLastDiscardArchives lastKind = 44
)

// hyCornerTheMarket puts Corner the Market's two lasting effects on the
// opponent for their next turn.
func hyCornerTheMarket(x *Ctx) {
	g, opp := x.g, x.Opponent()
	g.addLasting(lasting{kind: hyLastNoPlays, player: opp, card: -1, until: g.until(UntilNextTurn), source: x.Self})
	g.addLasting(lasting{kind: hyLastDiscardArchives, player: opp, card: -1, n: 1, until: g.until(UntilNextTurn), source: x.Self})
}

// hyNoPlays is the source of a lasting "cannot play cards" on the active
// player during this turn, -1 when none.
func (g *Game) hyNoPlays(verb Verb) int16 {
	if verb != VerbPlay || len(g.lasting) == 0 {
		return -1
	}
	for _, l := range g.lasting {
		if l.kind == hyLastNoPlays && l.player == g.active && l.until == g.turn {
			return l.source
		}
	}
	return -1
}

// hyDiscarded resolves, for a card the active player discarded from their
// hand during a turn Corner the Market binds, its ability n ("they may
// archive that card from their discard pile"), the card its trigger.
func (g *Game) hyDiscarded(e Event) {
	if len(g.lasting) == 0 || e.Other == "deck" || e.Other == "archives" || e.Player < 0 || e.Player != g.active {
		return
	}
	d := g.p[e.Player].discard
	if len(d) == 0 || g.def(d[len(d)-1]).ID != e.Card {
		return
	}
	for _, l := range g.lasting {
		if l.kind == hyLastDiscardArchives && l.player == e.Player && l.until == g.turn {
			g.resolve(run{def: g.cards[l.source].def, src: l.source, ab: uint8(l.n), player: e.Player, trig: d[len(d)-1]})
		}
	}
}

// placeNamed spreads total units (Æmber, damage) among the creatures
// cands, one for each creature the choose line names (a creature named
// twice gets 2; prefer: the side whose copy a name means first), the last
// one named taking what the line leaves. ok is false when the line names
// none of them.
func (g *Game) placeNamed(x *Ctx, cands []int16, total int, prefer int8) (now []int16, ok bool) {
	now = make([]int16, len(cands))
	placed, last := 0, -1
	for placed < total {
		ref, more := g.ans.nextCard()
		if !more {
			break
		}
		i := indexOf(cands, g.findInPlay(ref, prefer))
		if i < 0 {
			g.violate("effect-target", x.Player, "%s: %s is not one of the creatures it goes among", g.defs[x.r.def].Name, g.refName(ref))
			continue
		}
		now[i]++
		placed++
		last = i
	}
	if placed < total && last >= 0 {
		now[last] += int16(total - placed)
	}
	return now, last >= 0 || total == 0
}
