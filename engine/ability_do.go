package engine

import "strconv"

// do applies one step of an ability to its targets (ids, already picked)
// and records in r what it did, for "if you do" and "this way".
func (g *Game) do(st *Clause, r *run, ids []int16) {
	n := g.amount(st, r)
	var pls [2]int8
	players := g.players(st.Who, r, pls[:0])
	did, done := len(ids) > 0, 0
	defer func() { g.hiddenPick = 0 }()
	if st.Do == DoChooseAlso {
		g.hdChooseAlso(r, ids)
		return
	}
	if usesCards(st.Do) {
		r.setThat(ids)
	}
	switch st.Do {
	case DoChoose, DoReveal:
		done = len(ids)
	case DoChooseNumber:
		did, done = g.hdNumber(r)
	case DoGain:
		for _, pl := range players {
			g.gain(pl, n, SrcAbility)
			done += max(n, 0)
		}
		did = done > 0
	case DoLose:
		for _, pl := range players {
			done += g.lose(pl, n, SrcAbility)
		}
		did = done > 0
	case DoPay:
		for _, pl := range players {
			if m := g.lose(pl, n, SrcPay); m > 0 {
				g.gain(other(pl), m, SrcPay)
				done += m
			}
		}
		did = done > 0
	case DoSteal:
		for _, pl := range players {
			done += g.steal(pl, n)
		}
		did = done > 0
	case DoCapture:
		// From the creature's opponent; the ability's own creature used "as
		// if you controlled it" captures from your opponent (FAQ, Replicator).
		for _, id := range ids {
			from := other(g.cards[id].controller)
			if id == r.src {
				from = other(r.player)
			}
			done += g.captureFrom(id, n, from)
		}
	case DoExalt:
		for _, id := range ids {
			for range max(n, 1) {
				g.exalt(id)
			}
		}
	case DoDamage:
		for _, id := range ids {
			if g.hhDamageBlocked(r.src, id) || g.huSpared(r.src, id) {
				continue // Eldritch Synan (ability_hand_h.go), Censor Philo (ability_hand_u.go)
			}
			g.damage(id, n, false)
			if st.Splash > 0 {
				g.splash(id, st.Splash)
			}
		}
		done = g.settled(ids)
	case DoHeal:
		for _, id := range ids {
			h := n
			if h == 0 {
				h = int(g.cards[id].damage)
			}
			before := g.cards[id].damage
			g.heal(id, h)
			done += int(before - g.cards[id].damage)
		}
		did = done > 0
	case DoDestroy, DoSacrifice:
		for _, id := range ids {
			g.destroy(id)
		}
		done = g.settled(ids)
		did = done > 0
	case DoReady, DoExhaust:
		for _, id := range ids {
			was := g.cards[id].has(flExhausted)
			g.readyOrExhaust(id, st.Do == DoReady)
			if g.cards[id].has(flExhausted) != was {
				done++ // "for each creature exhausted this way" (SGS Illuminator)
			}
		}
		if st.To.Count == Exactly && done < int(st.To.N) {
			// "Exhaust 2 friendly creatures. If you do not, …" (Te-wheke
			// Kraken): "if you do" needs the step resolved completely
			// (rulebook), an already exhausted creature is not exhausted.
			did = false
		}
	case DoStun:
		for _, id := range ids {
			g.setStatus(id, EffStun)
		}
	case DoWard:
		for _, id := range ids {
			g.setStatus(id, EffWard)
		}
	case DoEnrage:
		for _, id := range ids {
			g.setStatus(id, EffEnrage)
		}
	case DoPowerCounters:
		for _, id := range ids {
			c := &g.cards[id]
			before := c.counters
			c.counters = int16(max(int(c.counters)+n, 0))
			done += int(c.counters - before)
		}
		if done < 0 {
			done = -done
		}
		did = done > 0
	case DoDraw:
		for _, pl := range players {
			done += g.draw(pl, n)
		}
	case DoDiscard:
		for _, id := range ids {
			g.discardKnown(id)
		}
		done = len(ids)
	case DoDiscardRandom:
		if len(players) > 0 && g.p[players[0]].handSize() > 0 {
			g.pend = pending{kind: pendRandomDiscard, player: players[0], source: r.src}
			r.rep++
			done = 1
		}
		did = done > 0
	case DoMayUse:
		did = g.startLastingEach(r) // read by g3MayUse as a card is used
	case DoCaptureOwn:
		for _, id := range ids {
			done += g.captureFrom(id, n, g.cards[id].controller)
		}
	case DoShuffleBottom:
		for _, pl := range players {
			done += g.g3ShuffleBottom(pl, n)
		}
		did = done > 0
	case DoShuffleDiscard:
		for _, pl := range players {
			done += g.g3ShuffleDiscard(pl)
		}
		did = done > 0
	case DoDiscardTop, DoArchiveTop:
		for _, pl := range players {
			// Only a draw reshuffles the discard pile (rulebook): a
			// discard or archive from the deck stops when it runs out.
			g.moveTop(pl, min(max(n, 1), g.p[pl].deckSize()), st.Do == DoArchiveTop)
		}
	case DoArchive:
		for _, id := range ids {
			if g.hiddenPick == id+1 {
				g.archiveUnnamed(id)
				continue
			}
			g.moveInst(id, ZoneArchives)
		}
		done = len(ids)
	case DoPurge:
		for _, id := range ids {
			g.moveInst(id, ZonePurged)
		}
		done = len(ids) // "for each card purged this way"
	case DoReturn:
		for _, id := range ids {
			g.moveInst(id, ZoneHand)
		}
	case DoTakeAember, DoRemoveAember:
		for _, id := range ids {
			done += g.takeAember(id, n, st.Do == DoTakeAember, players)
		}
		did = done > 0
	case DoShuffle, DoBottom:
		// The bottom of a deck is not a place the engine tracks: the
		// card joins the deck's unknown cards, as a shuffle.
		for _, id := range ids {
			g.moveInst(id, ZoneUnknown)
		}
		if st.Do == DoShuffle && len(ids) > 0 {
			g.prophShuffled(g.cards[ids[0]].owner) // Expect the Unexpected (prophecy.go)
		}
	case DoTakeControl:
		for _, id := range ids {
			g.takeControl(players[0], id) // you, or "your opponent gains control of …"
		}
	case DoPurgeHeld:
		for _, id := range ids {
			if g.cards[id].zone.InPlay() && !g.cards[id].has(flWarded) {
				g.moveInst(id, ZonePurged)
				g.addLasting(lasting{kind: lastHeld, player: r.player, card: id, until: whileInPlay, source: r.src})
				done++
			} else {
				g.moveInst(id, ZonePurged) // a ward is spent instead
			}
		}
		did = done > 0
	case DoReturnHeld:
		done = g.returnHeld(r.src)
	case DoChains:
		for _, pl := range players {
			if n >= 0 {
				g.gainChains(pl, n)
			} else {
				g.p[pl].chains = max(g.p[pl].chains+n, 0)
				g.emit(Event{Kind: EvChains, Player: pl, N: n})
			}
		}
		did = n != 0
	case DoKeyCost:
		for _, pl := range players {
			g.addLasting(lasting{kind: lastKeyCost, player: pl, card: -1, n: n, until: g.until(st.Dur), source: r.src})
		}
	case DoRaiseTide:
		g.hjRaiseTide(r.player)
	case DoGiveKeyword, DoArmor, DoPower:
		if st.To.Count == Each && st.Dur != UntilNone {
			// "For the remainder of the turn, each friendly creature gains
			// poison": also the creatures that enter play later.
			did = g.startLastingEach(r)
			break
		}
		k := lastGiveKeyword
		switch st.Do {
		case DoArmor:
			k = lastArmor
		case DoPower:
			k = lastPower
		}
		for _, id := range ids {
			g.addLasting(lasting{kind: k, player: r.player, card: id, n: n, kw: st.KW, until: g.until(st.Dur), source: r.src})
		}
	case DoReadyAndFight, DoReadyAndReap, DoReadyAndUse, DoFight, DoUse:
		for _, id := range ids {
			g.abilityUse(st.Do, id, r)
		}
	case DoChooseHouse:
		did = g.chooseHouseStep(st, r)
	case DoDestroyHouse:
		if r.house != "" {
			h := r.house
			done = g.destroyEach(func(id int16) bool { return g.houseOf(id) == h })
		}
		did = done > 0
	case DoForbidHouse:
		if r.house != "" && r.src >= 0 && g.cards[r.src].zone.InPlay() {
			for _, pl := range players {
				g.addLasting(lasting{kind: lastNoHouse, player: pl, card: r.src, house: r.house, until: whileInPlay, source: r.src})
			}
		}
	case DoLasting:
		house := st.House
		if st.To.Is&ChosenHouse != 0 {
			house = r.house // "creatures of the chosen house" (ability_gen3.go)
		}
		for _, pl := range players {
			g.addLasting(lasting{kind: st.Last, player: pl, card: -1, n: n, house: house, until: g.until(st.Dur), source: r.src})
		}
		did = true
	case DoSetHouse:
		for _, id := range ids {
			g.addLasting(lasting{kind: lastHouse, player: r.player, card: id, house: st.House, until: g.until(st.Dur), source: r.src})
		}
	case DoCardLasting:
		if st.To.Count == Each && st.Last == lastNoDamage && st.Dur != UntilNone {
			// "For the remainder of the turn, each friendly creature cannot
			// be dealt damage": also those that enter play later
			// (g3NoDamage reads it).
			did = g.startLastingEach(r)
			break
		}
		for _, id := range ids {
			g.addLasting(lasting{kind: st.Last, player: r.player, card: id, n: n, house: st.House, until: g.until(st.Dur), source: r.src})
		}
	case DoForge:
		for _, pl := range players {
			cost := max(g.keyCost(pl)+n, 0)
			if g.adMayForge(pl, cost) {
				g.forge(pl, KeyAny, cost)
				done++
			}
		}
		did = done > 0
	case DoTriggerReap:
		for _, id := range ids {
			if s := g.scriptOf(id); s != nil {
				g.fireScript(s, g.cards[id].def, id, r.player, OnReap, -1)
			}
		}
	case DoPlayTop:
		if ref, ok := g.ans.nextCard(); ok {
			g.playFromDeck(r.player, ref)
			did = true
		} else if g.p[r.player].deckSize() > 0 {
			g.violation("choice-missing", r.player, g.defs[r.def].Name+": the log does not say which card was on top of the deck")
		}
	case DoUnforge:
		for _, pl := range players {
			if g.p[pl].keyCount() > 0 {
				k := KeyAny
				if w, ok := g.ans.nextWord(); ok {
					k, _ = ParseKeyColor(w)
				}
				g.unforge(pl, k)
				done++
			}
		}
		did = done > 0
	case DoTopDeck:
		for _, id := range ids {
			g.moveToDeck(id, true)
		}
	case DoSearch:
		if ref, ok := g.ans.nextCard(); ok {
			for _, pl := range players {
				g.search(pl, ref)
				did = true
			}
		}
	case DoChooseOne:
		r.opt = 0
		if w, ok := g.ans.nextWord(); ok {
			if k, err := strconv.Atoi(w); err == nil && k >= 1 && k <= max(st.N, 1) {
				r.opt = uint8(k)
			} else if k := hdOptionNamed(st, w); k > 0 {
				r.opt = uint8(k)
			} else if k := g.optionWorded(r, w); k > 0 {
				r.opt = uint8(k)
			} else {
				g.violate("effect-target", r.player, "%s: %q is not one of its %d options", g.defs[r.def].Name, w, st.N)
			}
		} else {
			g.violation("choice-missing", r.player, g.defs[r.def].Name+": the log does not say which option was chosen")
		}
		did = r.opt != 0
	case DoSwap:
		if len(ids) == 2 && g.cards[ids[0]].zone == ZoneBattleline && g.cards[ids[1]].zone == ZoneBattleline &&
			g.cards[ids[0]].controller == g.cards[ids[1]].controller {
			line := g.p[g.cards[ids[0]].controller].line
			i, j := indexOf(line, ids[0]), indexOf(line, ids[1])
			line[i], line[j] = line[j], line[i]
		}
	case DoToken:
		// The token creature is the deck's; the deck list does not say
		// which, so the log's choose line names it (when it does not, no
		// token is made: "> token" can declare it).
		ref, ok := g.ans.nextCard()
		if !ok {
			ref, ok = g.deckToken(r.player)
		}
		if !ok {
			g.violate("choice-missing", r.player, "%s: the log does not say which token creature", g.defs[r.def].Name)
			break
		}
		if st.Per == nil {
			n = max(n, 1)
		} // "for each …" of none makes none
		for _, pl := range players {
			for range n {
				g.makeToken(pl, ref)
				done++
			}
		}
	case DoLastingAbility:
		did = g.startLasting(st, r)
	case DoExtraTurn:
		for _, pl := range players {
			g.addLasting(lasting{kind: lastExtraTurn, player: pl, card: -1, until: g.turn + 1, source: r.src})
		}
	}
	r.did, r.done = did, int16(done)
}

// takeAember moves n Æmber (0: all of it) off card id, into the first
// of players' pools when pool is set, else to the common supply; it
// returns how much moved.
func (g *Game) takeAember(id int16, n int, pool bool, players []int8) int {
	c := &g.cards[id]
	if n == 0 || n > int(c.aember) {
		n = int(c.aember)
	}
	if n <= 0 {
		return 0
	}
	c.aember -= int16(n)
	if pool && len(players) > 0 {
		g.gain(players[0], n, SrcCapture)
	} else {
		g.emit(Event{Kind: EvStatus, Player: c.controller, Card: g.def(id).ID, N: n, Other: "aember to supply"})
	}
	return n
}

// settled resolves destruction now ("destroyed this way") and counts the
// cards of ids that left play.
func (g *Game) settled(ids []int16) int {
	g.sweep()
	n := 0
	for _, id := range ids {
		if !g.cards[id].zone.InPlay() {
			n++
		}
	}
	return n
}

func (g *Game) exalt(id int16) {
	if g.cards[id].zone != ZoneBattleline {
		return
	}
	g.cards[id].aember++
	g.emit(Event{Kind: EvAemberCaptured, Player: g.cards[id].controller, Card: g.def(id).ID, N: 1, Other: "exalt"})
	g.huExalted(id) // Aedile Tullia, Kretchee (ability_hand_u.go)
}

// splash deals n damage to each neighbor of creature id.
func (g *Game) splash(id int16, n int) {
	line := g.p[g.cards[id].controller].line
	i := indexOf(line, id)
	if i < 0 {
		return
	}
	if i > 0 {
		g.damage(line[i-1], n, false)
	}
	if i+1 < len(line) {
		g.damage(line[i+1], n, false)
	}
}

func (g *Game) readyOrExhaust(id int16, ready bool) {
	if !g.cards[id].zone.InPlay() {
		return
	}
	if ready && !g.hdMayReady(id) {
		return
	}
	if !ready && g.hnNoExhaust(id) {
		return // Sariel the Steadfast (ability_hand_n.go)
	}
	if ready {
		g.readyCard(id) // "after a player readies" (readied.go)
		return
	}
	g.cards[id].flags |= flExhausted
	g.emit(Event{Kind: EvStatus, Player: g.cards[id].controller, Card: g.def(id).ID, Other: "exhaust"})
}

// discardKnown discards a card of a hand (a known card: picked and named).
func (g *Game) discardKnown(id int16) {
	c := &g.cards[id]
	if c.zone != ZoneHand {
		return
	}
	g.takeFromHand(id)
	if g.discardInstead(id) {
		return // Refined Adhesive (instead.go)
	}
	g.put(id, ZoneDiscard)
	g.emit(Event{Kind: EvCardDiscarded, Player: c.owner, Card: g.def(id).ID})
	g.scrapped(id)
}

// moveInst moves a card to zone z of its owner (ZoneUnknown: shuffled into
// the deck), from play, a hand, or a card being played. A ward stops a
// creature leaving play: the ward goes instead.
func (g *Game) moveInst(id int16, z Zone) {
	c := &g.cards[id]
	owner := c.owner
	switch {
	case c.zone == ZoneBattleline && c.has(flWarded):
		c.flags &^= flWarded
		g.emit(Event{Kind: EvStatus, Player: c.controller, Card: g.def(id).ID, Other: "unward"})
		return
	case c.zone.InPlay():
		if z == ZoneUnknown {
			g.leavePlay(id, ZoneDiscard)
			g.hide(id, ZoneDeck)
		} else {
			g.leavePlay(id, g.discardPileFromPlay(id, z)) // Annihilation Ritual (instead.go)
		}
	case c.zone == ZoneHand:
		g.takeFromHand(id)
		if z == ZoneUnknown {
			g.hide(id, ZoneDeck)
		} else {
			g.put(id, z)
		}
	case c.zone == ZoneResolving || c.zone == ZoneDiscard:
		if c.zone == ZoneDiscard {
			g.detach(id, ZoneDiscard)
		}
		if z == ZoneUnknown {
			g.hide(id, ZoneDeck)
		} else {
			g.put(id, z)
		}
	default:
		return
	}
	g.arrived(id, owner, z)
}

// arrived records a card's move to zone z of its owner: a shuffle forgets
// the deck's known order; archiving and purging are events.
func (g *Game) arrived(id int16, owner int8, z Zone) {
	switch z {
	case ZoneUnknown:
		g.forgetDeckOrder(owner)
	case ZoneArchives:
		g.emit(Event{Kind: EvArchived, Player: owner, Card: g.def(id).ID})
	case ZonePurged:
		g.emit(Event{Kind: EvPurged, Player: owner, Card: g.def(id).ID})
	}
}

// abilityUse is "ready and fight with", "ready and reap with", "ready and
// use", "fight with" and "use" a card an ability names. A fight's target
// is the next card the log's choose line names (by itself when only one
// enemy creature can be fought); a use's kind the next word ('fight',
// 'reap', 'action', 'omni'; a creature reaps when the log does not say).
func (g *Game) abilityUse(op Op, id int16, r *run) {
	pl := r.player
	c := &g.cards[id]
	if !c.zone.InPlay() {
		return
	}
	if op == DoReadyAndFight || op == DoReadyAndReap || op == DoReadyAndUse {
		g.readyOrExhaust(id, true)
	} else if c.has(flExhausted) {
		// Rulebook, Ready and Exhausted: an exhausted card cannot be used,
		// by an ability either; the use does nothing.
		g.violate("exhausted", pl, "%s is exhausted: %s cannot use it", g.name(id), g.defs[r.def].Name)
		return
	}
	verb := VerbReap
	switch op {
	case DoReadyAndFight, DoFight:
		verb = VerbFight
	case DoReadyAndUse, DoUse:
		verb = r.use
		if verb == VerbNone {
			verb = useVerb("", c.zone == ZoneBattleline)
		}
	}
	var target CardRef
	if verb == VerbFight {
		enemy := other(c.controller)
		if !c.has(flStunned) && len(g.fightTargets(id)) == 0 {
			// Nothing it may fight (none there; Groggins with no flank it
			// may attack): it stays ready, unused (FAQ Using Creatures,
			// Bumpsy).
			return
		}
		if ref, ok := g.ans.nextCard(); ok {
			target = hcFightRef(g, ref, enemy)
		} else if ts := g.fightTargets(id); len(ts) == 1 {
			target = g.refFrom(ts[0], enemy)
			g.noteAuto(ts)
		} else if !c.has(flStunned) {
			g.violate("choice-missing", pl, "%s: the log does not say which creature %s fights", g.defs[r.def].Name, g.name(id))
			return
		}
	}
	g.countSix(id) // using a card is a use: the rule of six counts it
	g.useCardBy(pl, id, verb, target)
	g.hdAfterUse(id)
	g.hnAfterUse(id) // Containment Field, Tentacus (ability_hand_n.go)
}

// chooseHouseStep reads the house a "choose a house" step asks for.
func (g *Game) chooseHouseStep(st *Clause, r *run) bool {
	if w, ok := g.ans.nextWord(); ok {
		r.house = House(w)
		return true
	}
	if g.houseMoot(r) {
		return false
	}
	g.violation("choice-missing", r.player, g.defs[r.def].Name+": the log does not say which house is chosen")
	return false
}

// houseMoot reports whether the house an ability chooses cannot matter:
// it only destroys creatures of that house, and there are none.
func (g *Game) houseMoot(r *run) bool {
	steps := g.stepsOf(r)
	for _, st := range steps[r.pc+1:] {
		if st.Do != DoDestroyHouse {
			return false
		}
	}
	return len(g.p[0].line)+len(g.p[1].line) == 0
}

// playFromDeck plays the top card of pl's deck, which the log names: it
// leaves the deck (the named copy, known or unaccounted) and is played as
// an ability plays a card (no house or first-turn check; FAQ, Wild
// Wormhole: the First Turn Rule limits cards from hand only).
func (g *Game) playFromDeck(pl int8, ref CardRef) {
	def := g.defIndex(ref.ID)
	id := int16(-1)
	if def >= 0 {
		p := &g.p[pl]
		if k := len(p.deckTop); k > 0 && g.cards[p.deckTop[k-1]].def == def {
			id = p.deckTop[k-1]
		} else if p.deckUnknown > 0 {
			id = g.unknownCopy(pl, def)
		}
	}
	if id < 0 {
		g.violate("card-not-available", pl, "%s cannot be on top of %s's deck", g.refName(ref), g.p[pl].name)
		return
	}
	g.detach(id, ZoneDeck)
	g.put(id, ZoneHand) // through the hand's bookkeeping: playCard takes it from there
	g.countSix(id)
	g.plays++
	g.playCard(id, Action{Verb: VerbPlay, Card: ref}, -1)
}

// moveToDeck puts a card on top (a known card of the deck) or on the
// bottom of its owner's deck (an unknown one: the order below the known
// top cards is not kept).
func (g *Game) moveToDeck(id int16, top bool) {
	c := &g.cards[id]
	if c.zone == ZoneBattleline && c.has(flWarded) {
		c.flags &^= flWarded
		g.emit(Event{Kind: EvStatus, Player: c.controller, Card: g.def(id).ID, Other: "unward"})
		return
	}
	switch {
	case c.zone.InPlay():
		g.leavePlay(id, ZoneDiscard)
		g.detach(id, ZoneDiscard)
	case c.zone == ZoneHand:
		g.takeFromHand(id)
	case c.zone == ZoneDiscard || c.zone == ZoneResolving:
		if c.zone == ZoneDiscard {
			g.detach(id, ZoneDiscard)
		}
	default:
		return
	}
	if top {
		g.put(id, ZoneDeck)
	} else {
		g.hide(id, ZoneDeck)
	}
}

// returnHeld puts every card that card src holds (purged by it: Spangler
// Box) back into play under its owner's control, and says how many. It
// is put into play, not played: no play restriction, Æmber bonus or
// "Play:" (FAQ Leaves Play, Spangler Box and Kelifi Dragon).
func (g *Game) returnHeld(src int16) int {
	held := g.takeLasting(func(l *lasting) bool { return l.kind == lastHeld && l.source == src }, nil)
	n := 0
	for _, l := range held {
		id := l.card
		c := &g.cards[id]
		if c.zone != ZonePurged {
			continue
		}
		g.detach(id, ZonePurged)
		switch d := g.def(id); {
		case d.Type.IsCreature():
			g.enterBattleline(id, c.owner, FlankRight, 0, false)
		case d.Type == TypeArtifact:
			g.enterPlay(id, c.owner, ZoneArtifacts)
			g.p[c.owner].arts = append(g.p[c.owner].arts, id)
		default:
			g.put(id, ZoneDiscard)
		}
		n++
	}
	return n
}

// deckToken is the token creature of pl's deck when its list holds one,
// else the one the match header names for it (Deck.Token).
func (g *Game) deckToken(pl int8) (CardRef, bool) {
	for _, dc := range g.p[pl].deck.Cards {
		if d := g.db.Card(dc.CardID); d != nil && d.Type == TypeTokenCreature {
			return CardRef{ID: d.ID}, true
		}
	}
	if t := g.p[pl].deck.Token; t != "" {
		return CardRef{ID: t}, true
	}
	return CardRef{}, false
}
