package engine

// The closures of batch N's hand scripts (scripts_hand_n.go): clauses the
// ability language cannot say, each used by a card whose test shows it.

// hnReapWithThat reaps with the creature the last step chose ("you may
// reap with 1 of its neighbors"): an exhausted one cannot reap, and then
// nothing happens.
func hnReapWithThat(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	if id := x.r.that[0]; x.g.cards[id].zone == ZoneBattleline && !x.g.cards[id].has(flExhausted) {
		r := *x.r
		r.use = VerbReap
		x.g.abilityUse(DoUse, id, &r)
	}
}

// hnCaptureOrSteal is Sea Urchin's "Capture N. If the tide is high, steal
// N instead."
func hnCaptureOrSteal(n int) func(x *Ctx) {
	return func(x *Ctx) {
		if x.g.p[x.Player].tide {
			x.g.steal(x.Player, n)
			return
		}
		x.g.capture(x.Self, n)
	}
}

// hnLastForger is the player who forged the last key of this action (the
// player an "after a player forges a key" ability is about), -1 when none.
func (g *Game) hnLastForger() int8 {
	for i := len(g.ev) - 1; i >= 0; i-- {
		if g.ev[i].Kind == EvKeyForged {
			return g.ev[i].Player
		}
	}
	return -1
}

// hnNepeta stuns the chosen creature when it has power 5 or higher or is
// a Giant; another is not a legal target and is flagged.
func hnNepeta(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	if g.power(id) < 5 && !g.def(id).HasTrait("giant") && !g.hiHasTrait(id, "giant") {
		g.violate("effect-target", x.Player, "%s: %s has power under 5 and is not a Giant", g.defs[x.r.def].Name, g.name(id))
		return
	}
	g.setStatus(id, EffStun)
}

// hnEachLoses makes each creature in play lose keyword k until d ends.
func (g *Game) hnEachLoses(k Keyword, d Duration, src int16) {
	for pl := range g.p {
		for _, id := range g.p[pl].line {
			g.addLasting(lasting{kind: lastRemove, player: int8(pl), card: id, kw: k, until: g.until(d), source: src})
		}
	}
}

// hnTopCard is the top card of pl's deck, taken out of it: the known top
// card, else the copy the log's choose line names, else an unaccounted
// card; -1 when the deck is empty.
func (g *Game) hnTopCard(pl int8) int16 {
	p := &g.p[pl]
	if p.deckSize() == 0 {
		return -1
	}
	id := int16(-1)
	if k := len(p.deckTop); k > 0 {
		id = p.deckTop[k-1]
	} else if ref, ok := g.ans.nextCard(); ok {
		id = g.hdTopCopy(pl, ref)
	}
	if id < 0 {
		id = g.anyUnknown(pl)
	}
	if id >= 0 {
		g.detach(id, ZoneDeck)
	}
	return id
}

// hnPurgeTopOfChosen purges the top card of the chosen player's deck ("a
// player's deck": the choose line says whose); "if you do" is whether
// there was one.
func hnPurgeTopOfChosen(x *Ctx) {
	if x.r.chosen == 0 && !x.g.g3ChoosePlayer(x.r) {
		hgWait(x) // the log's choose line names the player
		return
	}
	pl := x.r.chosen - 1
	id := x.g.hnTopCard(pl)
	x.r.did = id >= 0
	if id >= 0 {
		x.g.put(id, ZonePurged)
	}
}

// hnEntropicSwirl deals the chosen creature 2D and gains 1A once for
// each of its traits, while it stays in play.
func hnEntropicSwirl(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	for range len(g.def(id).Traits) {
		if g.cards[id].zone != ZoneBattleline {
			break
		}
		g.damage(id, 2, false)
		g.gain(x.Player, 1, SrcAbility)
		g.sweep()
	}
}

// hnDamageEach deals n damage to each creature in play.
func (g *Game) hnDamageEach(n int) {
	if n <= 0 {
		return
	}
	for pl := range g.p {
		for _, id := range append([]int16(nil), g.p[pl].line...) {
			g.damage(id, n, false)
		}
	}
	g.sweep()
}

// hnMoveAemberFirstToSecond moves each Æmber on the first chosen creature
// to the second.
func hnMoveAemberFirstToSecond(x *Ctx) {
	g := x.g
	if x.r.nThat < 2 {
		return
	}
	from, to := x.r.that[0], x.r.that[1]
	if g.cards[to].zone != ZoneBattleline {
		return
	}
	n := g.cards[from].aember
	g.cards[from].aember = 0
	g.cards[to].aember += n
}

// hnArchivePurged archives a purged card the player owns: the one the
// choose line names, or the only one.
func hnArchivePurged(x *Ctx) {
	g := x.g
	p := &g.p[x.Player]
	if len(p.purged) == 0 {
		return
	}
	id := p.purged[0]
	if ref, ok := g.ans.nextCard(); ok {
		id = -1
		for _, c := range p.purged {
			if g.def(c).ID == ref.ID {
				id = c
				break
			}
		}
		if id < 0 {
			g.violate("effect-target", x.Player, "%s: %s is not a purged card of %s", g.defs[x.r.def].Name, g.refName(ref), p.name)
			return
		}
	} else if len(p.purged) > 1 {
		if hgAwait(x) {
			return
		}
		x.missingChoice("which purged card")
		return
	}
	g.detach(id, ZonePurged)
	g.put(id, ZoneArchives)
}

// hnGnawbill: the active player just chose their house; they destroy an
// artifact of that house (the choose line names it, else the only one).
func hnGnawbill(x *Ctx) {
	g := x.g
	h := g.ActiveHouse()
	var cands []int16
	for pl := range g.p {
		for _, id := range g.p[pl].arts {
			if g.houseOf(id) == h {
				cands = append(cands, id)
			}
		}
	}
	id, ok := hnOneOf(x, cands, g.active, "artifacts of house "+string(h))
	if !ok {
		return
	}
	g.destroy(id)
	g.sweep()
}

// hnLastTideRaiser is the player who raised the tide last in this action,
// -1 when none.
func (g *Game) hnLastTideRaiser() int8 {
	for i := len(g.ev) - 1; i >= 0; i-- {
		if g.ev[i].Kind == EvTide {
			return g.ev[i].Player
		}
	}
	return -1
}

// hnMutation is "Play: Until the start of your next turn, a creature
// gains <kw> and the Mutant trait."
func hnMutation(kw Keyword, n int) []Ability {
	say := "Until the start of your next turn, it gains " + keywordText(kw, n) + " and the Mutant trait."
	return []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: say, Go: func(x *Ctx) {
			if x.r.nThat == 0 || x.g.cards[x.r.that[0]].zone != ZoneBattleline {
				return
			}
			id, until := x.r.that[0], x.g.until(UntilNextTurn)
			x.g.addLasting(lasting{kind: lastGiveKeyword, player: x.Player, card: id, n: n, kw: kw, until: until, source: x.Self})
			x.g.addLasting(lasting{kind: hiLastMutation, player: x.Player, card: id, until: until, source: x.Self})
		}},
	}}}
}

// hnLoses makes card id lose keywords kws until d ends.
func (g *Game) hnLoses(id int16, d Duration, src int16, kws ...Keyword) {
	if g.cards[id].zone != ZoneBattleline {
		return
	}
	for _, k := range kws {
		g.addLasting(lasting{kind: lastRemove, player: g.cards[id].controller, card: id, kw: k, until: g.until(d), source: src})
	}
}

// hnNoSafety deals 3D to each creature of a house that has 3 or more
// creatures in play (the houses counted before any damage).
func (g *Game) hnNoSafety() {
	count := map[House]int{}
	var all []int16
	for pl := range g.p {
		for _, id := range g.p[pl].line {
			count[g.houseOf(id)]++
			all = append(all, id)
		}
	}
	for _, id := range all {
		if count[g.houseOf(id)] >= 3 {
			g.damage(id, 3, false)
		}
	}
	g.sweep()
}

// hnHousesInPlay counts the houses represented among the cards in play,
// but house except.
func (g *Game) hnHousesInPlay(except House) int {
	seen := map[House]bool{}
	for i := range g.cards {
		if c := &g.cards[i]; c.zone.InPlay() {
			if h := g.houseOf(int16(i)); h != "" && h != except {
				seen[h] = true
			}
		}
	}
	return len(seen)
}

// hnLastForgeCost is the Æmber paid for the last key forged in this
// action, 0 when none.
func (g *Game) hnLastForgeCost() int {
	for i := len(g.ev) - 1; i >= 0; i-- {
		if g.ev[i].Kind == EvKeyForged {
			return g.ev[i].N
		}
	}
	return 0
}

// hnExtinction destroys the chosen creature and each creature that shares
// a trait with it.
func hnExtinction(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 || g.cards[x.r.that[0]].zone != ZoneBattleline {
		return
	}
	it := x.r.that[0]
	traits := g.def(it).Traits
	g.destroyEach(func(id int16) bool {
		if id == it {
			return true
		}
		for _, t := range traits {
			if g.def(id).HasTrait(t) || g.hiHasTrait(id, t) {
				return true
			}
		}
		return false
	})
}

// hnDestroyCreatureOrArtifact destroys the chosen card when it is a
// creature or an artifact; another is flagged.
func hnDestroyCreatureOrArtifact(x *Ctx) {
	hnDestroyChosenPiece(x)
}

// hnDestroyChosenPiece destroys the card the last step chose when it is a
// creature or an artifact (another is flagged), and reports the card
// (-1 when none) and whether it left play.
func hnDestroyChosenPiece(x *Ctx) (int16, bool) {
	g := x.g
	if x.r.nThat == 0 {
		return -1, false
	}
	id := x.r.that[0]
	if z := g.cards[id].zone; z != ZoneBattleline && z != ZoneArtifacts {
		g.violate("effect-target", x.Player, "%s: %s is not a creature or an artifact", g.defs[x.r.def].Name, g.name(id))
		return id, false
	}
	g.destroy(id)
	g.sweep()
	return id, !g.cards[id].zone.InPlay()
}

// hnThatOfHouseToHand puts each card the last step discarded that belongs
// to house h into its owner's hand.
func hnThatOfHouseToHand(h House) func(x *Ctx) {
	return func(x *Ctx) {
		for _, id := range x.r.that[:x.r.nThat] {
			if x.g.cards[id].zone == ZoneDiscard && x.g.houseOf(id) == h {
				x.g.moveInst(id, ZoneHand)
			}
		}
	}
}

// hnB is 1 for true, 0 for false.
func hnB(b bool) int {
	if b {
		return 1
	}
	return 0
}

// hnStirUpTrouble: the two chosen creatures, neighbors, deal each other
// damage equal to their power at once. A second creature that is not a
// neighbor of the first is flagged, and nothing is dealt.
func hnStirUpTrouble(x *Ctx) {
	g := x.g
	if x.r.nThat < 2 {
		return
	}
	a, b := x.r.that[0], x.r.that[1]
	if !g.neighbors(a, b) {
		g.violate("effect-target", x.Player, "%s: %s is not a neighbor of %s", g.defs[x.r.def].Name, g.name(b), g.name(a))
		return
	}
	pa, pb := g.power(a), g.power(b)
	g.damage(b, pa, false)
	g.damage(a, pb, false)
	g.sweep()
}

// hnCauterize destroys the chosen card when it is a creature or an
// artifact (another is flagged); if it is destroyed, the opponent loses
// 1A for each of its bonus icons.
func hnCauterize(x *Ctx) {
	icons := 0
	if x.r.nThat > 0 {
		icons = len(x.g.hgIconsOf(x.r.that[0])) // counted while it is in play
	}
	if _, gone := hnDestroyChosenPiece(x); gone {
		x.g.lose(x.Opponent(), icons, SrcAbility)
	}
}

// hnDamagePerHeld deals an enemy creature 1D for each Æmber on this card,
// counted when the ability starts ("Destroyed: … for each A on Cera
// Severa": the Æmber leaves with the creature while the choice waits).
// The choose line names the creature; with one enemy creature, it is that
// one.
func hnDamagePerHeld(x *Ctx) {
	g := x.g
	if x.r.rep == 0 {
		x.r.done, x.r.rep = g.cards[x.Self].aember, 1
	}
	enemies := g.p[x.Opponent()].line
	if len(enemies) == 0 || x.r.done <= 0 {
		return
	}
	id := enemies[0]
	if ref, ok := g.ans.nextCard(); ok {
		if id = g.findInPlay(ref, x.Opponent()); id < 0 || g.cards[id].zone != ZoneBattleline || g.cards[id].controller != x.Opponent() {
			g.violate("effect-target", x.Player, "%s: %s is not an enemy creature", g.defs[x.r.def].Name, g.refName(ref))
			return
		}
	} else if len(enemies) > 1 {
		if hgAwait(x) {
			return
		}
		x.missingChoice("which enemy creature")
		return
	}
	g.damage(id, int(x.r.done), false)
	g.sweep()
}

// hnBottomCard is the bottom card of pl's deck, taken out of it: the
// known bottom card when the whole deck is known, else an unaccounted
// card; -1 when the deck is empty.
func (g *Game) hnBottomCard(pl int8) int16 {
	p := &g.p[pl]
	id := int16(-1)
	switch {
	case p.deckUnknown > 0:
		id = g.anyUnknown(pl)
	case len(p.deckTop) > 0:
		id = p.deckTop[0]
	}
	if id >= 0 {
		g.detach(id, ZoneDeck)
	}
	return id
}

// hnQuintrinoWarp destroys the two chosen creatures and each creature that
// shares a house with either of them.
func hnQuintrinoWarp(x *Ctx) {
	g := x.g
	var houses []House
	chosen := x.r.that[:x.r.nThat]
	for _, id := range chosen {
		if g.cards[id].zone == ZoneBattleline {
			houses = append(houses, g.houseOf(id))
		}
	}
	if len(houses) == 0 {
		return
	}
	g.destroyEach(func(id int16) bool {
		return hlIn(chosen, id) || hnIndexOfHouse(houses, g.houseOf(id)) >= 0
	})
}

// hnIndexOfHouse is the index of h in hs, -1 when absent.
func hnIndexOfHouse(hs []House, h House) int {
	for i, x := range hs {
		if x == h {
			return i
		}
	}
	return -1
}

// hnDamageSharingTrait deals 2D to each creature that shares a trait with
// the card the last step purged.
func hnDamageSharingTrait(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	traits := g.def(x.r.that[0]).Traits
	for pl := range g.p {
		for _, id := range append([]int16(nil), g.p[pl].line...) {
			for _, t := range traits {
				if g.def(id).HasTrait(t) || g.hiHasTrait(id, t) {
					g.damage(id, 2, false)
					break
				}
			}
		}
	}
	g.sweep()
}

// hnBelch deals the chosen creature damage equal to the power of the
// creature the "discard until" step stopped at, on top of the discard
// pile.
func hnBelch(x *Ctx) {
	g := x.g
	d := g.p[x.Player].discard
	if x.r.nThat == 0 || len(d) == 0 {
		return
	}
	g.damage(x.r.that[0], g.def(d[len(d)-1]).Power, false)
	g.sweep()
}

// hnTopNamed is the top card of the player's deck, which the log's choose
// line names (the known top card without one), still in the deck; -1
// when the deck is empty, the card cannot be there, or the run waits for
// the line.
func hnTopNamed(x *Ctx) (int16, CardRef) {
	g := x.g
	p := &g.p[x.Player]
	if p.deckSize() == 0 {
		return -1, CardRef{}
	}
	ref, ok := g.ans.nextCard()
	if !ok {
		if k := len(p.deckTop); k > 0 {
			id := p.deckTop[k-1]
			return id, CardRef{ID: g.def(id).ID}
		}
		if hgAwait(x) {
			return -1, CardRef{}
		}
		x.missingChoice("which card was on top of the deck")
		return -1, CardRef{}
	}
	id := g.hdTopCopy(x.Player, ref)
	if id < 0 {
		g.violate("card-not-available", x.Player, "%s cannot be on top of %s's deck", g.refName(ref), p.name)
	}
	return id, ref
}

// hnVespilon: the top card of the deck (named) is archived, with 1A
// gained, when it is of the chosen house; else it is discarded.
func hnVespilon(x *Ctx) {
	g := x.g
	id, _ := hnTopNamed(x)
	if id < 0 {
		return
	}
	g.detach(id, ZoneDeck)
	if x.r.house != "" && g.houseOf(id) == x.r.house {
		g.put(id, ZoneArchives)
		g.emit(Event{Kind: EvArchived, Player: x.Player})
		g.gain(x.Player, 1, SrcAbility)
		return
	}
	g.put(id, ZoneDiscard)
	g.emit(Event{Kind: EvCardDiscarded, Player: x.Player, Card: g.def(id).ID, Other: "deck"})
}

// hnSearchToArchives finds the card the choose line names in the player's
// deck or discard pile and archives it.
func hnSearchToArchives(x *Ctx) {
	g := x.g
	ref, ok := awaitNamedCard(x, "which card was found")
	if !ok {
		return
	}
	g.search(x.Player, ref)
	def := g.defIndex(ref.ID)
	hand := g.p[x.Player].hand
	for i := len(hand) - 1; i >= 0; i-- {
		if g.cards[hand[i]].def == def {
			g.moveInst(hand[i], ZoneArchives)
			return
		}
	}
}

// hnHouseIndex numbers a house for hnKeepOnePer's groups (any number
// unique to it will do).
func hnHouseIndex(h House) int {
	n := 0
	for _, c := range h {
		n = n*131 + int(c)
	}
	return n
}

// hnKeepOnePer is "Choose a creature of each <group>. Destroy each
// creature not chosen.": the choose line names one creature of each group
// in play (key says a creature's group), and every other creature is
// destroyed. When no group holds two creatures there is nothing to
// choose. A line that names two of a group, or leaves a group out, is
// flagged, and only the creatures not named are destroyed.
func hnKeepOnePer(key func(g *Game, id int16) int) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		var all []int16
		count := map[int]int{}
		for _, pl := range [2]int8{g.active, other(g.active)} {
			for _, id := range g.p[pl].line {
				all = append(all, id)
				count[key(g, id)]++
			}
		}
		need := false
		for _, n := range count {
			need = need || n > 1
		}
		if !need {
			return
		}
		if g.ans.ci >= len(g.ans.cards) {
			if hgAwait(x) {
				return
			}
			x.missingChoice("which creatures were chosen")
			return
		}
		var kept []int16
		seen := map[int]bool{}
		for g.ans.ci < len(g.ans.cards) {
			ref, _ := g.ans.nextCard()
			id := g.findInPlay(ref, g.active)
			if id < 0 || g.cards[id].zone != ZoneBattleline {
				g.violate("effect-target", x.Player, "%s: %s is not a creature in play", g.defs[x.r.def].Name, g.refName(ref))
				continue
			}
			if seen[key(g, id)] {
				g.violate("effect-target", x.Player, "%s: %s is a second creature of its group", g.defs[x.r.def].Name, g.name(id))
			}
			seen[key(g, id)] = true
			kept = append(kept, id)
		}
		for k, n := range count {
			if n > 1 && !seen[k] {
				g.violate("effect-target", x.Player, "%s: no creature was chosen of one of the groups", g.defs[x.r.def].Name)
				break
			}
		}
		// A group of one creature needs no naming: it is chosen.
		for _, id := range all {
			if count[key(g, id)] == 1 && !hlIn(kept, id) {
				kept = append(kept, id)
			}
		}
		g.destroyEach(func(id int16) bool { return !hlIn(kept, id) })
	}
}

// hnSearchToDiscard finds the card the choose line names in the player's
// deck and discards it.
func hnSearchToDiscard(x *Ctx) {
	g := x.g
	ref, ok := awaitNamedCard(x, "which card was found")
	if !ok {
		return
	}
	def := g.defIndex(ref.ID)
	if def < 0 || !g.drawKnown(x.Player, def) {
		g.violate("card-not-available", x.Player, "%s finds %s, but no copy can be in their deck", g.p[x.Player].name, g.refName(ref))
		return
	}
	hand := g.p[x.Player].hand
	for i := len(hand) - 1; i >= 0; i-- {
		if g.cards[hand[i]].def == def {
			id := hand[i]
			g.takeFromHand(id)
			g.put(id, ZoneDiscard)
			g.emit(Event{Kind: EvCardDiscarded, Player: x.Player, Card: ref.ID, Other: "deck"})
			return
		}
	}
}

// hnShuffleDiscardedOrPurged shuffles into the player's deck the card the
// choose line names from their discard pile or their purged cards (the
// only one there when there is one).
func hnShuffleDiscardedOrPurged(x *Ctx) {
	g := x.g
	p := &g.p[x.Player]
	cands := append(append([]int16(nil), p.discard...), p.purged...)
	id, ok := hnOneOf(x, cands, x.Player, p.name+"'s discarded and purged cards")
	if !ok {
		return
	}
	g.hide(id, ZoneDeck)
}

// hnLastSpent marks a lasting ability that has done what it does once
// ("the next Mars creature you play"): it matches no event until it
// expires (numbered far from the shared kinds and other batches').
const hnLastSpent lastKind = 215

// hnSpendLasting ends the lasting ability resolving (Blypyp's "the next
// … this turn"): it is marked spent rather than removed, as the lasting
// effects are being walked.
func hnSpendLasting(x *Ctx) {
	if x.r.in == 0 {
		return
	}
	ref := lastingRef(x.r.def, x.r.ab, x.r.in-1)
	for i := range x.g.lasting {
		if l := &x.g.lasting[i]; l.kind == lastAbility && l.n == ref && l.source == x.r.src && l.player == x.Player {
			l.kind = hnLastSpent
			return
		}
	}
}

// hnPlayThatFromHand plays the hand card the last step chose, as the
// ability lets it be played (whatever the active house).
func hnPlayThatFromHand(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 || g.cards[x.r.that[0]].zone != ZoneHand || g.cards[x.r.that[0]].owner != x.Player {
		return
	}
	id := x.r.that[0]
	g.countSix(id)
	g.plays++
	g.playCard(id, Action{Verb: VerbPlay, Card: CardRef{ID: g.def(id).ID}}, -1)
}

// hnLookTop3 is "After Fight: Look at the top 3 cards of your deck. Put 1
// into your hand and 1 on the bottom of your deck." (Xeno-Knight and its
// kin): the choose line names the card for the hand, then the one for
// the bottom.
var hnLookTop3 = []Ability{{On: OnFight, Steps: []Clause{
	{Do: DoGo, Say: "Look at the top 3 cards of your deck. Put 1 into your hand and 1 on the bottom of your deck.", Go: hnTopToHandAndBottom},
}}}

// hnTopToHandAndBottom puts the first card the choose line names from the
// top of the player's deck into their hand, and the second on the bottom
// of the deck (hidden in it).
func hnTopToHandAndBottom(x *Ctx) {
	g, pl := x.g, x.Player
	if g.p[pl].deckSize() == 0 {
		return
	}
	if g.ans.ci >= len(g.ans.cards) {
		if hgAwait(x) {
			return
		}
		g.violate("choice-missing", pl, "%s: the log does not say which cards were taken", g.defs[x.r.def].Name)
		return
	}
	for i, to := range [2]Zone{ZoneHand, ZoneUnknown} {
		ref, ok := g.ans.nextCard()
		if !ok || (i > 0 && g.p[pl].deckSize() == 0) {
			return
		}
		id := g.hdTopCopy(pl, ref)
		if id < 0 {
			g.violate("card-not-available", pl, "%s cannot be among the top cards of %s's deck", g.refName(ref), g.p[pl].name)
			continue
		}
		g.hnFromDeckTo(id, pl, to)
	}
}

// hnFromDeckTo moves a card of pl's deck (known, or an adopted copy) to
// zone to: their hand, the top of the deck (ZoneDeck: known there), its
// bottom (ZoneUnknown: hidden in the deck) or the discard pile.
func (g *Game) hnFromDeckTo(id int16, pl int8, to Zone) {
	if to == ZoneUnknown {
		if g.cards[id].zone == ZoneDeck {
			g.hide(id, ZoneDeck)
		}
		return
	}
	g.detach(id, ZoneDeck)
	g.put(id, to)
	switch to {
	case ZoneHand:
		g.arrived(id, pl, to)
	case ZoneDiscard:
		g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID, Other: "deck"})
	}
}

// hnDrawnDown: of the top 3 cards of the opponent's deck, the choose line
// names the one discarded, the one put on the bottom, and the one put back
// on top.
func hnDrawnDown(x *Ctx) {
	g, opp := x.g, x.Opponent()
	if g.p[opp].deckSize() == 0 {
		return
	}
	if g.ans.ci >= len(g.ans.cards) {
		if hgAwait(x) {
			return
		}
		x.missingChoice("which cards were moved")
		return
	}
	for _, to := range [3]Zone{ZoneDiscard, ZoneUnknown, ZoneDeck} {
		ref, ok := g.ans.nextCard()
		if !ok || g.p[opp].deckSize() == 0 {
			return
		}
		id := g.hdTopCopy(opp, ref)
		if id < 0 {
			g.violate("card-not-available", x.Player, "%s cannot be among the top cards of %s's deck", g.refName(ref), g.p[opp].name)
			continue
		}
		g.hnFromDeckTo(id, opp, to)
	}
}

// hnEmergence finds the Keyraken creature the choose line names in the
// player's deck or discard pile and plays it.
func hnEmergence(x *Ctx) {
	g := x.g
	ref, ok := awaitNamedCard(x, "which card was found")
	if !ok {
		return
	}
	if d := g.db.Card(ref.ID); d == nil || !d.Type.IsCreature() || d.House != "keyraken" {
		g.violate("effect-target", x.Player, "%s: %s is not a Keyraken creature", g.defs[x.r.def].Name, g.refName(ref))
		return
	}
	g.search(x.Player, ref)
	def := g.defIndex(ref.ID)
	hand := g.p[x.Player].hand
	for i := len(hand) - 1; i >= 0; i-- {
		if g.cards[hand[i]].def == def {
			x.r.that[0], x.r.nThat = hand[i], 1
			hnPlayThatFromHand(x)
			return
		}
	}
}

// hnArchivedToHand puts the archived card the last step chose into its
// owner's hand.
func hnArchivedToHand(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 || g.cards[x.r.that[0]].zone != ZoneArchives {
		return
	}
	id := x.r.that[0]
	g.detach(id, ZoneArchives)
	g.put(id, ZoneHand)
	g.arrived(id, g.cards[id].owner, ZoneHand)
}

// hnRandomHandToTop puts a random card of the opponent's hand on top of
// their deck: the one the choose line names, else an unseen one.
func hnRandomHandToTop(x *Ctx) {
	g, opp := x.g, x.Opponent()
	if g.p[opp].handSize() == 0 {
		return
	}
	if ref, ok := g.ans.nextCard(); ok {
		def := g.deckDef(opp, ref)
		if id, found := g.fromHand(opp, def); def >= 0 && found {
			if g.cards[id].zone == ZoneUnknown {
				g.detach(id, ZoneHand)
				g.put(id, ZoneHand)
			}
			g.moveToDeck(id, true)
			return
		}
		g.violate("card-not-available", x.Player, "%s: %s cannot be in %s's hand", g.defs[x.r.def].Name, g.refName(ref), g.p[opp].name)
		return
	}
	if hgAwait(x) {
		return // the log may name the card
	}
	g.unnamedFromHand(opp, ZoneUnknown)
}

// hnTideOnly are the cards that may be played only while the tide is high
// for their player ("Play only if the tide is high.").
var hnTideOnly = [...]string{"strange-ordination", "swallow-whole"}

// hnRestricted is card id itself when the active player may not play it
// now (one of hnTideOnly while the tide is not high for them), -1
// otherwise.
func (g *Game) hnRestricted(verb Verb, id int16) int16 {
	if verb != VerbPlay {
		if by := g.hnTentacus(id); by >= 0 {
			return by
		}
		if by := g.hnDryTheRiver(verb, id); by >= 0 {
			return by
		}
		return g.hnPhobivore(id)
	}
	d := g.def(id)
	for j := range g.lasting {
		l := &g.lasting[j]
		if l.kind == hnLastNamed && l.text == d.ID {
			return l.source // Etan's Jar
		}
	}
	if d.Type.IsCreature() {
		if by := g.hnDisruptzord(d.Power); by >= 0 {
			return by
		}
	}
	if g.p[g.active].tide {
		return -1
	}
	for _, t := range hnTideOnly {
		if d.ID == t {
			return id
		}
	}
	return -1
}

// hnDisruptzord is an Elite Disruptzord in play less powerful than power
// (the printed power of a creature being played), -1 when none.
func (g *Game) hnDisruptzord(power int) int16 {
	if !g.hasStatic(hnDisruptzords) {
		return -1 // none in the game
	}
	for pl := range g.p {
		for _, dz := range g.p[pl].line {
			if g.def(dz).ID == "elite-disruptzord" && !g.blank(dz) && power > g.power(dz) {
				return dz
			}
		}
	}
	return -1
}

// hnPhobivore is a Phobivore attached to creature id while the creature's
// controller is haunted (it cannot be used), -1 when none.
func (g *Game) hnPhobivore(id int16) int16 {
	if g.cards[id].zone != ZoneBattleline || len(g.p[g.cards[id].controller].discard) < 10 {
		return -1
	}
	for _, u := range g.upList {
		if g.cards[u].parent == id && g.cards[u].zone == ZoneUpgrade && g.def(u).ID == "phobivore" {
			return u
		}
	}
	return -1
}

// hnLastNamed is a card name (text: its id) that cannot be played while
// its source is in play (Etan's Jar).
const hnLastNamed lastKind = 216

// hnNameCard notes the card the choose line names: until this card leaves
// play, it cannot be played.
func hnNameCard(x *Ctx) {
	g := x.g
	ref, ok := g.ans.nextCard()
	if !ok {
		if w, wok := g.ans.nextWord(); wok {
			ref, ok = CardRef{ID: w}, true
		}
	}
	if !ok {
		if !hgAwait(x) {
			x.missingChoice("which card was named")
		}
		return
	}
	g.addLasting(lasting{kind: hnLastNamed, player: x.Player, card: -1, text: ref.ID, until: whileInPlay, source: x.Self, tied: true})
}

// hnSwallowWhole purges the less powerful of the two chosen creatures and
// gives the other +1 power counters equal to its power.
func hnSwallowWhole(x *Ctx) {
	g := x.g
	if x.r.nThat < 2 {
		return
	}
	a, b := x.r.that[0], x.r.that[1]
	if g.power(b) < g.power(a) {
		a, b = b, a
	}
	if g.cards[a].zone != ZoneBattleline {
		return
	}
	n := g.power(a)
	g.moveInst(a, ZonePurged)
	if g.cards[b].zone == ZoneBattleline {
		g.cards[b].counters += int16(n)
	}
}

// hnNoDamage reports whether creature id cannot be dealt damage now by an
// upgrade on it: Holo-Camo while it is ready, Thoughtswim while its
// controller's opponent is haunted.
func (g *Game) hnNoDamage(id int16) bool {
	for _, u := range g.upList {
		if g.cards[u].parent != id || g.cards[u].zone != ZoneUpgrade {
			continue
		}
		switch g.def(u).ID {
		case "holo-camo":
			if !g.cards[id].has(flExhausted) {
				return true
			}
		case "thoughtswim":
			if g.haunted(other(g.cards[id].controller)) {
				return true
			}
		}
	}
	return false
}

// hnNoSteal reports whether player pl's Æmber cannot be stolen because a
// creature they control wears a Discombobulator ("This creature gains,
// “Your A cannot be stolen.”": "your" is the creature's controller).
func (g *Game) hnNoSteal(pl int8) bool {
	for _, u := range g.upList {
		if g.cards[u].zone != ZoneUpgrade || g.def(u).ID != "discombobulator" {
			continue
		}
		if p := g.cards[u].parent; p >= 0 && g.cards[p].zone == ZoneBattleline && g.cards[p].controller == pl {
			return true
		}
	}
	return false
}

// hnKeyCost is what the upgrades that give their creature "Your
// opponent's keys cost more" add to player pl's keys: those on creatures
// pl's opponent controls (Jammer Pack +2A; Pentacorder +1A for each house
// among the creature's controller's creatures).
func (g *Game) hnKeyCost(pl int8) int {
	n := 0
	for _, u := range g.upList {
		p := g.cards[u].parent
		if g.cards[u].zone != ZoneUpgrade || p < 0 || g.cards[p].zone != ZoneBattleline || g.cards[p].controller == pl {
			continue
		}
		switch g.def(u).ID {
		case "jammer-pack":
			n += 2
		case "pentacorder":
			n += hcHousesAmong(g, g.p[g.cards[p].controller].line)
		}
	}
	return n
}

// hnFightTarget flags a fight that a card of this batch forbids: Bigtwig
// fights only stunned creatures; a creature wearing Camouflage cannot be
// fought by a creature not on a flank.
func (g *Game) hnFightTarget(att, def int16) {
	if g.def(att).ID == "bigtwig" && !g.blank(att) && !g.cards[def].has(flStunned) {
		g.violate("fight-target", g.active, "%s can only fight stunned creatures, not %s", g.name(att), g.name(def))
	}
	if lo := g.hnLoreenaGuards(att, def); lo >= 0 {
		g.violate("taunt", g.active, "%s is protected by %s's taunt (its neighbors' neighbors)", g.name(def), g.name(lo))
	}
	if ph := g.hnPsychicHaze(att, def); ph >= 0 {
		g.violate("fight-target", g.active, "%s is enraged: it cannot fight %s (%s)", g.name(att), g.name(def), g.name(ph))
	}
	for _, u := range g.upList {
		if g.cards[u].parent == def && g.cards[u].zone == ZoneUpgrade && g.def(u).ID == "camouflage" && !g.onFlank(att) {
			g.violate("fight-target", g.active, "%s is not on a flank: it cannot fight %s (Camouflage)", g.name(att), g.name(def))
		}
		if g.cards[u].parent == def && g.cards[u].zone == ZoneUpgrade && g.def(u).ID == "halo-of-enlightenment" && g.hnControlsToken(g.cards[def].controller) {
			g.violate("fight-target", g.active, "%s cannot be attacked while its controller controls a token creature (Halo of Enlightenment)", g.name(def))
		}
	}
}

// hnAfterUse destroys creature id, just used, when it wears a Containment
// Field ("After this creature is used, destroy it.").
func (g *Game) hnAfterUse(id int16) {
	if g.def(id).Type == TypeArtifact {
		g.hnPayTentacus()
		return
	}
	if len(g.upList) == 0 || g.cards[id].zone != ZoneBattleline {
		return
	}
	for _, u := range g.upList {
		if g.cards[u].parent == id && g.cards[u].zone == ZoneUpgrade && g.def(u).ID == "containment-field" {
			g.destroy(id)
			g.sweep()
			return
		}
	}
}

// hnStaysExhausted reports whether card id does not ready in its
// controller's "ready cards" step (Frost Giant).
func (g *Game) hnStaysExhausted(id int16) bool {
	return g.def(id).ID == "frost-giant" && !g.blank(id)
}

// hnTentacus is an enemy Tentacus that stops the active player using
// artifact id because they cannot pay it 1A, -1 when none.
func (g *Game) hnTentacus(id int16) int16 {
	if g.cards[id].zone != ZoneArtifacts || g.p[g.active].aember > 0 {
		return -1
	}
	for _, t := range g.p[other(g.active)].line {
		if g.def(t).ID == "tentacus" && !g.blank(t) {
			return t
		}
	}
	return -1
}

// hnPayTentacus: the active player just used an artifact; they pay 1A to
// the opponent for each Tentacus the opponent controls.
func (g *Game) hnPayTentacus() {
	opp := other(g.active)
	for _, t := range g.p[opp].line {
		if g.def(t).ID == "tentacus" && !g.blank(t) {
			g.gain(opp, g.lose(g.active, 1, SrcAbility), SrcAbility)
		}
	}
}

// hnLoreenaGuards is a Lady Loreena whose taunt protects creature def
// from attacker att: def is two places from her in its battleline, has no
// taunt of its own, no taunt neighbor already protects it (the engine
// flags that), and att does not ignore taunt. -1 when none.
func (g *Game) hnLoreenaGuards(att, def int16) int16 {
	if g.hasKeyword(def, Taunt) || g.staticOf(att, IgnoresArmorTaunt) != nil || g.hdStatic(att, NoTauntElusive) {
		return -1
	}
	line := g.p[g.cards[def].controller].line
	i := indexOf(line, def)
	if (i > 0 && g.hasKeyword(line[i-1], Taunt)) || (i+1 < len(line) && g.hasKeyword(line[i+1], Taunt)) {
		return -1
	}
	for _, j := range [2]int{i - 2, i + 2} {
		if j >= 0 && j < len(line) && g.def(line[j]).ID == "lady-loreena" && !g.blank(line[j]) && g.hasKeyword(line[j], Taunt) {
			return line[j]
		}
	}
	return -1
}

// hnNoDestroyed reports whether "Destroyed:" abilities cannot resolve now:
// a Purifier of Souls is in play (its text box not blank).
func (g *Game) hnNoDestroyed() bool {
	if !g.hasStatic(hnPurifiers) {
		return false // none in the game
	}
	for pl := range g.p {
		for _, id := range g.p[pl].line {
			if g.def(id).ID == "purifier-of-souls" && !g.blank(id) {
				return true
			}
		}
	}
	return false
}

// hnKompsos resolves the "Play:" abilities of creature id, which just
// reaped, when its controller controls a Kompsos Haruspex ("Each friendly
// creature’s play effect is a play/reap effect.").
func (g *Game) hnKompsos(id int16) {
	if g.cards[id].zone != ZoneBattleline || !g.hasStatic(hnKompsoses) {
		return
	}
	for _, k := range g.p[g.cards[id].controller].line {
		if g.def(k).ID == "kompsos-haruspex" && !g.blank(k) {
			g.fire(id, OnPlay, -1)
			return
		}
	}
}

// hnDryTheRiver is a Dry the River in play that stops creature id reaping
// while the tide is low for its controller ("Each creature gains, “While
// the tide is low, this creature cannot reap.”"), -1 when none.
func (g *Game) hnDryTheRiver(verb Verb, id int16) int16 {
	if verb != VerbReap || g.cards[id].zone != ZoneBattleline || !g.p[other(g.cards[id].controller)].tide {
		return -1
	}
	for pl := range g.p {
		for _, a := range g.p[pl].arts {
			if g.def(a).ID == "dry-the-river" {
				return a
			}
		}
	}
	return -1
}

// hnPsychicHaze is a Psychic Haze that stops enraged creature att fighting
// def, a Mars creature of the Haze's controller, -1 when none.
func (g *Game) hnPsychicHaze(att, def int16) int16 {
	if !g.cards[att].has(flEnraged) || g.houseOf(def) != "mars" {
		return -1
	}
	for _, a := range g.p[g.cards[def].controller].arts {
		if g.def(a).ID == "psychic-haze" {
			return a
		}
	}
	return -1
}

// hnControlsToken reports whether player pl controls a token creature.
func (g *Game) hnControlsToken(pl int8) bool {
	for _, id := range g.p[pl].line {
		if g.def(id).Type == TypeTokenCreature {
			return true
		}
	}
	return false
}

// hnNoExhaust reports whether creature id cannot become exhausted now: it
// is not its controller's turn and they control Sariel the Steadfast.
func (g *Game) hnNoExhaust(id int16) bool {
	pl := g.cards[id].controller
	if g.cards[id].zone != ZoneBattleline || pl == g.active {
		return false
	}
	for _, s := range g.p[pl].line {
		if g.def(s).ID == "sariel-the-steadfast" && !g.blank(s) {
			return true
		}
	}
	return false
}

// hnReattach moves the upgrade up (its id) attached to this creature (the
// one its granted ability resolves for) to the creature the last step
// acted on.
func hnReattach(up string) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		if x.r.nThat == 0 || g.cards[x.r.that[0]].zone != ZoneBattleline {
			return
		}
		for _, u := range g.upList {
			if g.cards[u].parent == x.Self && g.cards[u].zone == ZoneUpgrade && g.def(u).ID == up {
				g.cards[u].parent = x.r.that[0]
				g.hdAttached(x.r.that[0])
				return
			}
		}
	}
}

// hnOneOf is the card of cands the log's choose line names (the only one,
// when there is one), for player pl; what says which cards they are, for
// the violation when the line names another. false: none, or the step
// waits for the line (hgAwait), or the log does not say.
func hnOneOf(x *Ctx, cands []int16, pl int8, what string) (int16, bool) {
	g := x.g
	if len(cands) == 0 {
		return -1, false
	}
	if ref, ok := g.ans.nextCard(); ok {
		for _, c := range cands {
			if g.def(c).ID == ref.ID {
				return c, true
			}
		}
		g.violate("effect-target", pl, "%s: %s is not among the %s", g.defs[x.r.def].Name, g.refName(ref), what)
		return -1, false
	}
	if len(cands) == 1 {
		return cands[0], true
	}
	if !hgAwait(x) {
		g.violate("choice-missing", pl, "%s: the log does not say which of the %s", g.defs[x.r.def].Name, what)
	}
	return -1, false
}
