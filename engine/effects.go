package engine

import "strconv"

// effect applies a declared effect: one primitive the log states for an
// ability the engine does not script. Each is checked as far as the engine
// can (a creature effect on a non-creature is a violation) and applied as
// much as it can be ("steal 3" from a pool of 1 steals 1).
// effectPlayer is the player a declared effect is about: the one it
// names, else the active player or their opponent.
func (g *Game) effectPlayer(e Effect) int8 {
	switch {
	case e.Player == 0 || e.Player == 1:
		return e.Player
	case e.Opponent:
		return other(g.active)
	}
	return g.active
}

func (g *Game) effect(e Effect) {
	pl := g.effectPlayer(e)
	if e.Kind == EffNoForge {
		g.noForge(pl)
		return
	}
	if e.Kind == EffFate {
		g.fate(e.Card)
		return
	}
	if e.Kind == EffForge && g.step == StepForge && pl == g.active && !g.forgedStep {
		// A forge declared in step 1 is the step's forge, at the cost the
		// log states (the table knew the flanks and counts that decide
		// constant key-cost changes).
		if g.p[pl].aember < e.N {
			g.violation("forge-unaffordable", pl, g.p[pl].name+" has "+strconv.Itoa(g.p[pl].aember)+" Æmber and the key costs "+strconv.Itoa(e.N))
		}
		g.forgedStep = true
		g.forge(pl, e.Key, e.N)
		g.step = StepHouse
		return
	}
	if g.step == StepHouse {
		g.enterMain(g.house)
	}
	// In step 1 an effect is a "start of turn" ability resolving before
	// the forge (Novu Dynamo): it does not end the step.
	if g.source >= 0 && g.cards[g.source].has(flUsedToFree) {
		g.violation("stunned", pl, g.name(g.source)+" was stunned: using it only removed the stun, its abilities did not resolve")
	}
	if ScriptedKind(e.Kind) && g.checkDeclared(e, pl) {
		return // an ability the engine resolved did it: the line checked it
	}
	// card resolves the effect's card in play (pl's cards first); creature
	// requires a creature in play and reports the violation otherwise.
	card := func(ref CardRef) int16 {
		if ref.IsZero() {
			return g.source
		}
		return g.findInPlay(ref, pl)
	}
	creature := func(ref CardRef) int16 {
		id := card(ref)
		if id < 0 || g.cards[id].zone != ZoneBattleline {
			what := g.refName(ref)
			if ref.IsZero() && id >= 0 {
				what = g.name(id)
			}
			if id >= 0 && g.cards[id].zone.InPlay() || id < 0 && g.findAnywhere(ref, pl) >= 0 || id >= 0 {
				g.violate("not-a-creature", pl, "%s: %s is not a creature in play", e.Kind, what)
			} else {
				g.violate("effect-target", pl, "%s: %s is not in play", e.Kind, what)
			}
			return -1
		}
		return id
	}
	inPlay := func(ref CardRef) int16 {
		id := card(ref)
		if id < 0 || !g.cards[id].zone.InPlay() {
			g.violate("effect-target", pl, "%s: %s is not in play", e.Kind, g.refName(ref))
			return -1
		}
		return id
	}
	// gone reports whether the card an effect names is no longer in play
	// but left it during the action the declared effects follow: an
	// ability TCO logs after the fact, or whose target another part of
	// the same ability already removed.
	gone := func(ref CardRef) bool {
		return !ref.IsZero() && g.findInPlay(ref, pl) < 0 && g.justLeft(ref.ID) >= 0
	}
	switch e.Kind {
	case EffGain:
		g.gain(pl, e.N, SrcDeclared)
	case EffLose:
		g.lose(pl, e.N, SrcDeclared)
	case EffSteal:
		g.steal(pl, e.N)
	case EffCapture:
		if id := creature(e.Card); id >= 0 {
			g.capture(id, e.N)
		}
	case EffExalt:
		if id := creature(e.Card); id >= 0 {
			g.cards[id].aember++
			g.emit(Event{Kind: EvAemberCaptured, Player: g.cards[id].controller, Card: g.def(id).ID, N: 1, Other: "exalt"})
		}
	case EffMove:
		g.moveAember(pl, e, creature)
	case EffPay:
		if n := g.lose(pl, e.N, SrcPay); n > 0 {
			g.gain(other(pl), n, SrcPay)
		}
	case EffDamage:
		if e.Card.Copy == 0 && !e.Card.IsZero() && g.source >= 0 && g.findInPlay(e.Card, pl) == g.source {
			// An ability of a card that names its own title ("Catena Fiend:
			// deal 3 to a friendly creature") means another copy when
			// there is one: a card naming itself says "itself".
			if other := g.findInPlay(CardRef{ID: e.Card.ID, Copy: 2}, pl); other >= 0 {
				e.Card.Copy = 2
			}
		}
		if id := creature(e.Card); id >= 0 {
			g.damage(id, e.N, false)
			if e.Splash > 0 {
				line := g.p[g.cards[id].controller].line
				i := indexOf(line, id)
				if i > 0 {
					g.damage(line[i-1], e.Splash, false)
				}
				if i+1 < len(line) {
					g.damage(line[i+1], e.Splash, false)
				}
			}
		}
	case EffHeal:
		if id := creature(e.Card); id >= 0 {
			g.heal(id, e.N)
		}
	case EffFullHeal:
		if id := creature(e.Card); id >= 0 {
			g.heal(id, int(g.cards[id].damage))
		}
	case EffDestroy, EffSacrifice:
		if gone(e.Card) {
			// "uses Poltergeist to use Screechbomb and destroy it", then
			// "uses Screechbomb to sacrifice Screechbomb …": TCO logs an
			// ability whole before the lines of the use it made, so the
			// card a later line destroys may have left play already (in
			// play, the use came first). Nothing is left to do.
			break
		}
		if id := inPlay(e.Card); id >= 0 && e.Kind == EffDestroy {
			g.destroy(id)
		} else if id >= 0 {
			if g.cards[id].controller != pl {
				g.violate("effect-target", pl, "sacrifice: %s is not controlled by %s", g.name(id), g.p[pl].name)
			}
			g.destroy(id)
		}
	case EffReady, EffExhaust:
		if id := inPlay(e.Card); id >= 0 && e.Kind == EffReady {
			g.readyCard(id) // readied.go
		} else if id >= 0 {
			g.cards[id].flags |= flExhausted
			g.emit(Event{Kind: EvStatus, Player: g.cards[id].controller, Card: g.def(id).ID, Other: "exhaust"})
		}
	case EffStun, EffUnstun, EffWard, EffEnrage:
		if id := creature(e.Card); id >= 0 {
			g.setStatus(id, e.Kind)
		}
	case EffPower:
		if id := creature(e.Card); id >= 0 {
			c := &g.cards[id]
			c.counters = int16(max(int(c.counters)+e.N, 0))
		}
	case EffDraw:
		g.draw(pl, e.N)
	case EffDiscard:
		g.discardFromHand(pl, e.Card)
	case EffDiscardRandom:
		for range max(e.N, 1) {
			g.resolveRandomDiscard(pl, nil, false)
		}
	case EffDiscardTop, EffArchiveTop:
		g.moveTop(pl, max(e.N, 1), e.Kind == EffArchiveTop)
	case EffArchive:
		if e.Card.IsZero() {
			g.archiveFromHand(pl)
			break
		}
		g.moveCard(pl, e.Card, ZoneArchives)
	case EffExtraTurn:
		// "Take another turn after this one": the turn after this one is
		// pl's again (it survives the end of this turn's lasting effects).
		g.addLasting(lasting{kind: lastExtraTurn, player: pl, card: -1, until: g.turn + 1, source: g.source})
	case EffGrant:
		g.declareGrant(pl, e)
	case EffSpendable:
		if id := inPlay(e.Card); id >= 0 {
			g.addLasting(lasting{kind: lastSpendable, player: g.cards[id].controller, card: id, until: whileInPlay, source: id})
		}
	case EffToken:
		for range max(e.N, 1) {
			g.makeToken(pl, e.Card)
		}
	case EffSupply:
		if gone(e.Card) {
			// A "Destroyed:" ability moving the Æmber of the creature
			// that just left play (Praefectus Ludo's gift): TCO logs it
			// after the destruction, the engine resolved it before the
			// creature left, or the Æmber went to the opponent with it.
			break
		}
		if id := creature(e.Card); id >= 0 {
			c := &g.cards[id]
			if n := min(e.N, int(c.aember)); n > 0 {
				c.aember -= int16(n)
				// The Æmber leaves the game: no pool gains it.
				g.emit(Event{Kind: EvStatus, Player: c.controller, Card: g.def(id).ID, N: n, Other: "aember to supply"})
			}
		}
	case EffPurge:
		g.moveCard(pl, e.Card, ZonePurged)
	case EffReturn:
		g.aeCheckReturn(pl, e.Card) // Singing Scythe (ability_hand_ae.go)
		g.moveCard(pl, e.Card, ZoneHand)
	case EffTopDeck:
		g.moveCard(pl, e.Card, ZoneDeck)
	case EffShuffle:
		g.moveCard(pl, e.Card, ZoneUnknown)
	case EffControl, EffControlLeft:
		if id := inPlay(e.Card); id >= 0 {
			g.takeControl(pl, id)
			if e.Kind == EffControlLeft {
				g.toLeftFlank(pl, id)
			}
		}
	case EffChains:
		g.p[pl].chains = max(g.p[pl].chains+e.N, 0)
		g.emit(Event{Kind: EvChains, Player: pl, N: e.N})
	case EffKeyCost:
		if l, ok := g.tie(lasting{kind: lastKeyCost, player: pl, card: -1, n: e.N, until: g.until(e.Duration), source: g.source}, e, pl); ok {
			g.addLasting(l)
		}
	case EffForge:
		if g.p[pl].aember < e.N {
			g.violation("forge-unaffordable", pl, g.p[pl].name+" has "+strconv.Itoa(g.p[pl].aember)+" Æmber and the key costs "+strconv.Itoa(e.N))
		}
		g.forge(pl, e.Key, e.N)
	case EffUnforge:
		g.unforge(pl, e.Key)
	case EffSearch:
		g.search(pl, e.Card)
	case EffReveal:
		g.reveal(pl, e.Card)
	case EffRaiseTide:
		g.p[pl].tide = true
		g.p[other(pl)].tide = false
		g.emit(Event{Kind: EvTide, Player: pl})
	case EffGiveKeyword, EffRemoveKeyword:
		if id := inPlay(e.Card); id >= 0 {
			k := lastGiveKeyword
			if e.Kind == EffRemoveKeyword {
				k = lastRemove
			}
			if l, ok := g.tie(lasting{kind: k, player: pl, card: id, n: e.N, kw: e.Keyword, until: g.until(e.Duration), source: g.source}, e, pl); ok {
				g.addLasting(l)
			}
		}
	case EffArmor:
		if id := creature(e.Card); id >= 0 {
			if l, ok := g.tie(lasting{kind: lastArmor, player: pl, card: id, n: e.N, until: g.until(e.Duration), source: g.source}, e, pl); ok {
				g.addLasting(l)
			}
		}
	case EffFight:
		if id := creature(e.Card); id >= 0 {
			g.useCard(id, VerbFight, e.Target)
		}
	case EffReap:
		if id := creature(e.Card); id >= 0 {
			g.useCard(id, VerbReap, CardRef{})
		}
	case EffUse:
		if id := inPlay(e.Card); id >= 0 {
			if g.cards[id].has(flExhausted) {
				// Rulebook, Ready and Exhausted: an exhausted card cannot
				// be used, by an ability either; the use does nothing. The
				// ability may still choose it (Golden Rule: resolve as
				// much as possible; CWO Tucheay's "fully heal and use a
				// friendly creature" heals an exhausted one), as a
				// scripted "use" does (useReady): no violation.
				break
			}
			v := VerbAction
			if g.cards[id].zone == ZoneBattleline {
				v = VerbReap
			}
			g.useCard(id, v, e.Target)
		}
	case EffPlay:
		g.effectPlay(pl, e.Card)
	case EffPutInPlay:
		g.putInPlay(pl, e.Card)
	case EffUnward:
		// TCO's "X's ward token prevents the damage dealt by Zap and is
		// discarded": the ward is spent whether or not the log stated the
		// damage (Zap's targets it does not name); if the engine spent it
		// already, nothing is left to do.
		if id := g.findInPlay(e.Card, pl); id >= 0 && g.cards[id].has(flWarded) {
			g.cards[id].flags &^= flWarded
			g.emit(Event{Kind: EvStatus, Player: g.cards[id].controller, Card: g.def(id).ID, Other: "unward"})
		}
	}
}

// fate resolves the "Fate:" ability of a card under a fulfilled prophecy
// (Prophetic Visions): the card is its prophecy owner's, and the ability
// is about the active player, who fulfilled it ("friendly", "your" in a
// fate are the active player's). A card without a scripted fate does what
// the log declares around the line.
func (g *Game) fate(ref CardRef) {
	if g.prophNamedFate(ref) {
		return // a hidden fate card the log names now (prophecy.go)
	}
	if g.unlistedFate(ref) {
		return // under a prophecy the deck does not list (prophecy_unlisted.go)
	}
	d := g.db.Card(ref.ID)
	s := g.cardScript(ref.ID)
	if d == nil || s == nil || !s.triggered(OnFate) {
		return
	}
	def := g.defIndex(ref.ID)
	if def < 0 {
		def = g.addDef(d)
	}
	g.fireScript(s, def, -1, g.active, OnFate, -1)
}

// makeToken makes a token creature for pl (Rulebook, Token Creatures: the
// top card of the deck is put into play face down as the deck's token
// creature, on a flank). The card's identity is unknown: a partial deck's
// unseen card is taken first.
func (g *Game) makeToken(pl int8, ref CardRef) {
	d := g.db.Card(ref.ID)
	if d == nil || !d.Type.IsCreature() {
		g.violate("effect-target", pl, "token: %s is not a token creature", g.refName(ref))
		return
	}
	def := g.defIndex(ref.ID)
	if def < 0 {
		def = g.addDef(d)
	}
	p := &g.p[pl]
	if p.deckSize() == 0 {
		g.reshuffle(pl)
	}
	id := int16(-1)
	if len(p.deckTop) > 0 {
		id = p.deckTop[len(p.deckTop)-1]
	} else if p.deckUnknown > 0 {
		for i := range g.cards {
			c := &g.cards[i]
			if c.owner == pl && c.zone == ZoneUnknown && (id < 0 || g.defs[c.def] == &unseenCard && g.defs[g.cards[id].def] != &unseenCard) {
				id = int16(i)
			}
		}
	}
	if id < 0 {
		g.violate("effect-target", pl, "token: %s has no card in their deck to make a token creature of", p.name)
		return
	}
	g.detach(id, ZoneDeck)
	g.adTokenOf(id, def) // its face remembered (ability_hand_ad.go)
	// "Each friendly token creature enters play ready" (Legionary Trainer).
	g.enterBattleline(id, pl, FlankRight, 0, g.friendsEnterReady(pl, id))
	g.emit(Event{Kind: EvStatus, Player: pl, Card: d.ID, Other: "token"})
}

// addDef adds a card definition the decks did not list (a token creature).
func (g *Game) addDef(d *CardDef) int16 {
	// Clones share defs and scripts: grow into new arrays, never in place.
	n := len(g.defs)
	g.defs, g.defIDs = append(g.defs[:n:n], d), append(g.defIDs[:n:n], d.ID)
	g.scripts = append(g.scripts[:n:n], g.cardScript(d.ID))
	g.sixCount = append(g.sixCount[:n:n], 0)
	g.noteScripts()
	return int16(len(g.defs) - 1)
}

// noForge: the log says step 1 passed without a key forged ("X does not
// forge a key"). A key the engine thinks affordable is a forge-mandatory
// violation, and no key is forged for the step.
func (g *Game) noForge(pl int8) {
	if g.step != StepForge || pl != g.active {
		g.violation("forge-step", pl, g.p[pl].name+": \"does not forge a key\" outside "+g.p[pl].name+"'s step 1")
		return
	}
	if !g.forgedStep && g.canForge() && !g.skipsForge(pl) {
		g.violation("forge-mandatory", pl, g.p[pl].name+" has "+strconv.Itoa(g.p[pl].aember)+" Æmber and a key costs "+strconv.Itoa(g.keyCost(pl))+": they must forge")
	}
	g.forgedStep = true
	g.step = StepHouse
}

// until is the last turn of a lasting effect of duration d; an effect
// declared without one lasts the game.
// tie makes a declared lasting effect "while CARD is in play" (the
// effect's Target) end when that card leaves play; with a card not in
// play there is no effect (false, and it is flagged).
func (g *Game) tie(l lasting, e Effect, pl int8) (lasting, bool) {
	if e.Duration != UntilLeavesPlay {
		return l, true
	}
	id := g.findInPlay(e.Target, pl)
	if id < 0 || !g.cards[id].zone.InPlay() {
		g.violate("effect-target", pl, "%s: %s is not in play (\"while\" names the card the effect lasts with)", e.Kind, g.refName(e.Target))
		return l, false
	}
	l.source, l.tied = id, true
	return l, true
}

func (g *Game) until(d Duration) int {
	switch d {
	case UntilTurnEnd:
		return g.turn
	case UntilNextTurn:
		return g.turn + 1
	case UntilLeavesPlay:
		return whileInPlay
	}
	return 1 << 30
}

func (g *Game) setStatus(id int16, k EffectKind) {
	c := &g.cards[id]
	var word string
	switch k {
	case EffStun:
		c.flags |= flStunned
		word = "stun"
	case EffUnstun:
		c.flags &^= flStunned
		word = "unstun"
	case EffWard:
		c.flags |= flWarded
		word = "ward"
	case EffEnrage:
		c.flags |= flEnraged
		word = "enrage"
	}
	g.emit(Event{Kind: EvStatus, Player: c.controller, Card: g.def(id).ID, Other: word})
}

// moveAember moves up to N Æmber from a creature to another creature, or
// to pl's pool when Target is not said.
func (g *Game) moveAember(pl int8, e Effect, creature func(CardRef) int16) {
	from := creature(e.Card)
	if from < 0 {
		return
	}
	// No more than the creature has, and never a negative count, which
	// would move Æmber the other way and below zero (FuzzApply).
	n := max(0, min(e.N, int(g.cards[from].aember)))
	if e.Target.IsZero() {
		g.cards[from].aember -= int16(n)
		g.gain(pl, n, SrcCapture)
		return
	}
	to := creature(e.Target)
	if to < 0 {
		return
	}
	g.cards[from].aember -= int16(n)
	g.cards[to].aember += int16(n)
	g.emit(Event{Kind: EvAemberCaptured, Player: g.cards[to].controller, Card: g.def(to).ID, N: n, Other: g.def(from).ID})
}

// archiveFromHand archives a card from pl's hand that the log does not
// name ("archive a card"): an unaccounted one while the hand holds any,
// else the first known card.
func (g *Game) archiveFromHand(pl int8) {
	if !g.unnamedFromHand(pl, ZoneArchives) {
		g.violate("effect-target", pl, "archive: %s has no card in hand", g.p[pl].name)
		return
	}
	g.emit(Event{Kind: EvArchived, Player: pl})
}

// discardFromHand discards a named card from pl's hand.
func (g *Game) discardFromHand(pl int8, ref CardRef) {
	def := g.deckDef(pl, ref)
	if def < 0 {
		g.violate("card-not-in-deck", pl, "%s is not in %s's deck", g.refName(ref), g.p[pl].name)
		return
	}
	id, ok := g.fromHand(pl, def)
	if !ok {
		g.violation("card-not-available", pl, g.p[pl].name+" discards "+g.defs[def].Name+", but no copy of it can be in their hand")
	}
	if id < 0 {
		return
	}
	g.takeFromHand(id)
	if g.discardInstead(id) {
		return // Refined Adhesive (instead.go)
	}
	g.put(id, ZoneDiscard)
	g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID})
}

// moveTop discards (or archives) the top n cards of pl's deck. Discarded
// cards are face up, but the log does not name them: the engine names the
// lowest unaccounted cards, a guess a later "> reveal" cannot undo.
func (g *Game) moveTop(pl int8, n int, archive bool) {
	p := &g.p[pl]
	for range n {
		if p.deckSize() == 0 {
			g.reshuffle(pl)
			if p.deckSize() == 0 {
				return
			}
		}
		if archive {
			if k := len(p.deckTop); k > 0 {
				id := p.deckTop[k-1]
				g.detach(id, ZoneDeck)
				g.put(id, ZoneArchives)
			} else {
				p.deckUnknown--
				p.archUnknown++
			}
			g.emit(Event{Kind: EvArchived, Player: pl})
			continue
		}
		var id int16
		if k := len(p.deckTop); k > 0 {
			id = p.deckTop[k-1]
		} else {
			id = g.anyUnknown(pl)
		}
		g.detach(id, ZoneDeck)
		g.put(id, ZoneDiscard)
		g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID, Other: "deck"})
	}
}

// moveCard moves a named card to zone z of its owner: from play (leaving
// play), from pl's hand, or from a known zone.
// justLeft is the latest card with this id that left play during the
// action the declared effects follow and is still where it went (a
// Destroyed: or leaves-play ability acts on it); -1 when none.
func (g *Game) justLeft(id string) int16 {
	def := g.defIndex(id)
	for i := g.nleft - 1; i >= 0; i-- {
		x := g.left[i]
		if c := &g.cards[x]; c.def == def && !c.zone.InPlay() && c.zone != ZoneUnknown {
			return x
		}
	}
	return -1
}

func (g *Game) moveCard(pl int8, ref CardRef, z Zone) {
	id := int16(-1)
	if ref.IsZero() {
		id = g.source
	} else {
		id = g.findInPlay(ref, pl)
	}
	if id < 0 && !ref.IsZero() {
		id = g.justLeft(ref.ID)
	}
	if id < 0 {
		if def := g.defIndex(ref.ID); def >= 0 {
			if h, ok := g.fromHand(pl, def); ok {
				id = h
			}
		}
	}
	if id < 0 {
		id = g.findAnywhere(ref, pl)
	}
	if id < 0 {
		// No copy is where it could be moved from: where a card of a deck
		// rebuilt from a log went unnamed, this cannot be verified.
		g.violate("card-not-available", pl, "%s is nowhere it could be moved from", g.refName(ref))
		return
	}
	c := &g.cards[id]
	owner := c.owner
	if c.zone == ZoneBattleline && c.has(flWarded) {
		// A ward stops a creature leaving play: the ward goes instead.
		c.flags &^= flWarded
		g.emit(Event{Kind: EvStatus, Player: c.controller, Card: g.def(id).ID, Other: "unward"})
		return
	}
	if c.zone.InPlay() {
		if z == ZoneUnknown {
			g.leavePlay(id, ZoneDiscard)
			g.hide(id, ZoneDeck)
		} else {
			g.leavePlay(id, g.discardPileFromPlay(id, z)) // Annihilation Ritual (instead.go)
		}
	} else {
		g.takeFromHand(id)
		g.put(id, z)
	}
	g.arrived(id, owner, z)
}

func (g *Game) takeControl(pl int8, id int16) {
	c := &g.cards[id]
	if c.controller == pl {
		return
	}
	switch c.zone {
	case ZoneBattleline:
		g.p[c.controller].line = removeID(g.p[c.controller].line, id)
		g.p[pl].line = append(g.p[pl].line, id)
	case ZoneArtifacts:
		g.p[c.controller].arts = removeID(g.p[c.controller].arts, id)
		g.p[pl].arts = append(g.p[pl].arts, id)
	}
	c.controller = pl
	g.emit(Event{Kind: EvControl, Player: pl, Card: g.def(id).ID})
}

// toLeftFlank moves pl's creature id, just put on the right flank, to the
// left one: the player who takes control of a creature chooses the flank
// it enters (Rulebook: Control).
func (g *Game) toLeftFlank(pl int8, id int16) {
	line := g.p[pl].line
	if n := len(line); n > 1 && line[n-1] == id {
		copy(line[1:], line[:n-1])
		line[0] = id
	}
}

func (g *Game) unforge(pl int8, k KeyColor) {
	p := &g.p[pl]
	if k > KeyYellow {
		k = KeyAny
	}
	if k == KeyAny {
		for i := 2; i >= 0; i-- {
			if p.keys[i] {
				k = KeyColor(i + 1)
				break
			}
		}
	}
	if k == KeyAny || !p.keys[k-1] {
		g.violate("effect-target", pl, "%s has no forged %s key to unforge", p.name, k)
		return
	}
	p.keys[k-1] = false
	g.emit(Event{Kind: EvKeyUnforged, Player: pl, Key: k})
}

// search takes a named card from pl's deck (or discard pile) into hand.
func (g *Game) search(pl int8, ref CardRef) {
	def := g.defIndex(ref.ID)
	if def >= 0 && g.drawKnown(pl, def) {
		return
	}
	if def >= 0 {
		for _, id := range g.p[pl].discard {
			if g.cards[id].def == def {
				g.detach(id, ZoneDiscard)
				g.put(id, ZoneHand)
				return
			}
		}
	}
	g.violate("card-not-available", pl, "%s finds %s, but no copy can be in their deck or discard pile", g.p[pl].name, g.refName(ref))
}

// reveal makes a card in pl's hand known.
func (g *Game) reveal(pl int8, ref CardRef) {
	def := g.deckDef(pl, ref)
	if def < 0 {
		g.violate("card-not-in-deck", pl, "%s is not in %s's deck", g.refName(ref), g.p[pl].name)
		return
	}
	id, ok := g.fromHand(pl, def)
	if !ok {
		g.violation("card-not-available", pl, g.p[pl].name+" reveals "+g.defs[def].Name+", but no copy of it can be in their hand")
		return
	}
	if g.cards[id].zone == ZoneUnknown {
		g.detach(id, ZoneHand)
		g.put(id, ZoneHand)
	}
}

// effectPlay plays a card from pl's hand because an ability says so: no
// house or first-turn check, but the rule of six counts it.
func (g *Game) effectPlay(pl int8, ref CardRef) {
	def := g.deckDef(pl, ref)
	if def < 0 {
		g.violate("card-not-in-deck", pl, "%s is not in %s's deck", g.refName(ref), g.p[pl].name)
		return
	}
	id, ok := g.fromHand(pl, def)
	if !ok {
		g.violation("card-not-available", pl, g.p[pl].name+" plays "+g.defs[def].Name+", but no copy of it can be in their hand")
	}
	if id < 0 {
		return
	}
	g.mainStepChecks(id, true, false)
	g.checkRestrictions(VerbPlay, id)
	g.plays++
	g.playCard(id, Action{Verb: VerbPlay, Card: ref}, -1)
}

// putInPlay puts a card from pl's hand (or a known zone) into play without
// playing it: no Æmber bonus, no "Play:".
func (g *Game) putInPlay(pl int8, ref CardRef) {
	def := g.deckDef(pl, ref)
	if def < 0 {
		g.violate("card-not-in-deck", pl, "%s is not in %s's deck", g.refName(ref), g.p[pl].name)
		return
	}
	id, _ := g.fromHand(pl, def)
	if id < 0 {
		g.violate("card-not-available", pl, "no copy of %s is out of play", g.defs[def].Name)
		return
	}
	g.takeFromHand(id)
	switch d := g.defs[def]; {
	case d.Type.IsCreature():
		g.enterBattleline(id, pl, FlankRight, 0, false)
	case d.Type == TypeArtifact:
		g.enterPlay(id, pl, ZoneArtifacts)
		g.p[pl].arts = append(g.p[pl].arts, id)
	default:
		g.put(id, ZoneDiscard)
		g.violate("effect-target", pl, "%s cannot be put into play", d.Name)
	}
}
