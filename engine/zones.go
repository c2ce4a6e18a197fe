package engine

// This file moves card instances between zones. Every move goes through
// detach (take the instance out of wherever it is) and a put* function, so
// that conservation holds by construction: an instance is always in exactly
// one zone list, or unknown and counted in exactly one hidden count.

func removeID(s []int16, id int16) []int16 {
	for i, x := range s {
		if x == id {
			copy(s[i:], s[i+1:])
			return s[:len(s)-1]
		}
	}
	return s
}

func indexOf(s []int16, id int16) int {
	for i, x := range s {
		if x == id {
			return i
		}
	}
	return -1
}

// detach takes instance id out of its zone. A known card leaves its list;
// an unknown card leaves the hidden part of hidden (the zone it is taken
// from: ZoneHand, ZoneDeck or ZoneArchives).
func (g *Game) detach(id int16, hidden Zone) {
	c := &g.cards[id]
	switch c.zone {
	case ZoneUnknown:
		p := &g.p[c.owner]
		switch hidden {
		case ZoneHand:
			p.handUnknown--
		case ZoneArchives:
			p.archUnknown--
		default:
			p.deckUnknown--
		}
	case ZoneDeck:
		p := &g.p[c.owner]
		p.deckTop = removeID(p.deckTop, id)
	case ZoneHand:
		p := &g.p[c.owner]
		p.hand = removeID(p.hand, id)
	case ZoneArchives:
		// Archives are the controller's: an enemy creature put into a
		// player's archives (Collector Worm) is in theirs, not its owner's.
		p := &g.p[c.controller]
		p.archive = removeID(p.archive, id)
	case ZoneDiscard:
		p := &g.p[c.owner]
		p.discard = removeID(p.discard, id)
	case ZonePurged:
		p := &g.p[c.owner]
		p.purged = removeID(p.purged, id)
	case ZoneBattleline:
		p := &g.p[c.controller]
		p.line = removeID(p.line, id)
	case ZoneArtifacts:
		p := &g.p[c.controller]
		p.arts = removeID(p.arts, id)
	case ZoneUpgrade:
		c.parent = -1
		g.upList = removeID(g.upList, id)
	}
}

// put places a detached instance in a known zone of its owner (hand, deck
// top, archives, discard, purged). Leaving play resets every in-play state.
func (g *Game) put(id int16, z Zone) {
	c := &g.cards[id]
	c.zone = z
	c.controller = c.owner
	c.flags, c.damage, c.aember, c.counters, c.time, c.armorUsed, c.parent = 0, 0, 0, 0, 0, 0, -1
	p := &g.p[c.owner]
	switch z {
	case ZoneHand:
		p.hand = append(p.hand, id)
	case ZoneDeck:
		p.deckTop = append(p.deckTop, id)
	case ZoneArchives:
		p.archive = append(p.archive, id)
	case ZoneDiscard:
		p.discard = append(p.discard, id)
	case ZonePurged:
		p.purged = append(p.purged, id)
	case ZoneUnknown:
		p.deckUnknown++
	}
}

// hide turns a known instance into an unknown one in its owner's hidden
// zone z (a shuffle into the deck, a mulligan).
func (g *Game) hide(id int16, z Zone) {
	g.detach(id, ZoneDeck)
	c := &g.cards[id]
	g.put(id, ZoneUnknown)
	p := &g.p[c.owner]
	switch z {
	case ZoneHand:
		p.deckUnknown--
		p.handUnknown++
	case ZoneArchives:
		p.deckUnknown--
		p.archUnknown++
	}
}

// unknownCopy finds an unaccounted instance of def owned by player pl,
// lowest id first so that the choice is deterministic. -1 when none.
func (g *Game) unknownCopy(pl int8, def int16) int16 {
	for i := range g.cards {
		c := &g.cards[i]
		if c.owner == pl && c.def == def && c.zone == ZoneUnknown {
			return int16(i)
		}
	}
	return -1
}

// anyUnknown is the lowest unaccounted instance of player pl, -1 if none.
func (g *Game) anyUnknown(pl int8) int16 {
	for i := range g.cards {
		c := &g.cards[i]
		if c.owner == pl && c.zone == ZoneUnknown {
			return int16(i)
		}
	}
	return -1
}

// fromHand finds the instance a player plays or discards from hand: a known
// copy in hand first, else an unaccounted copy while the hand holds unknown
// cards. ok is false when no copy can be in that hand; the instance returned
// then is the best stand-in (an unaccounted copy from the deck or archives,
// else a known copy elsewhere out of play) so the table's game can go on,
// or -1 when the player owns no such card out of play.
func (g *Game) fromHand(pl int8, def int16) (id int16, ok bool) {
	p := &g.p[pl]
	for _, x := range p.hand {
		if g.cards[x].def == def {
			return x, true
		}
	}
	u := g.unknownCopy(pl, def)
	if u >= 0 && p.handUnknown > 0 {
		return u, true
	}
	if u >= 0 {
		return u, false
	}
	// A deck rebuilt from a log (partial) may hold a copy the log has not
	// shown yet: while its never-seen cards last and the hand holds
	// unknown cards, this is one of them, not a violation.
	if p.deck.Partial && p.handUnknown > 0 {
		if u := g.adoptUnseen(pl, def); u >= 0 {
			return u, true
		}
	}
	for i := range g.cards {
		c := &g.cards[i]
		if c.owner == pl && c.def == def && !c.zone.InPlay() {
			return int16(i), false
		}
	}
	if u := g.adoptUnseen(pl, def); u >= 0 {
		return u, p.handUnknown > 0
	}
	return -1, false
}

// deckDef is the definition of a card player pl's deck may hold, -1 when
// it cannot: a card of the deck list, or, for a deck rebuilt from a log
// (partial) that still has never-seen cards, any card the database knows,
// which the log shows for the first time.
func (g *Game) deckDef(pl int8, ref CardRef) int16 {
	if d := g.defIndex(ref.ID); d >= 0 {
		return d
	}
	if !g.p[pl].deck.Partial || g.unseenLeft(pl) == 0 {
		return -1
	}
	if d := g.db.Card(ref.ID); d != nil {
		return g.addDef(d)
	}
	return -1
}

// unseenLeft counts player pl's never-seen cards still unaccounted.
func (g *Game) unseenLeft(pl int8) int {
	n := 0
	for i := range g.cards {
		c := &g.cards[i]
		if c.owner == pl && c.zone == ZoneUnknown && g.defs[c.def] == &unseenCard {
			n++
		}
	}
	return n
}

// fromHandCopy is fromHand for the copy icons names (CardRef.Icons): a
// known copy in hand with those enhancements, else such an unaccounted
// copy while the hand holds unknown cards. ok is false when no such copy
// can be in hand; the instance is then fromHand's stand-in.
func (g *Game) fromHandCopy(pl int8, def int16, icons string) (id int16, ok bool) {
	if icons == "" {
		return g.fromHand(pl, def)
	}
	p := &g.p[pl]
	for _, x := range p.hand {
		if g.cards[x].def == def && IconsOf(g.bonuses(x)) == icons {
			return x, true
		}
	}
	if p.handUnknown > 0 {
		for i := range g.cards {
			c := &g.cards[i]
			if c.owner == pl && c.def == def && c.zone == ZoneUnknown && IconsOf(g.bonuses(int16(i))) == icons {
				return int16(i), true
			}
		}
	}
	id, _ = g.fromHand(pl, def)
	return id, false
}

// adoptUnseen makes one of pl's never-seen cards (a partial deck's filler,
// still unaccounted) a copy of def: the log shows a copy more than the
// cards seen so far proved. -1 when there is none.
func (g *Game) adoptUnseen(pl int8, def int16) int16 {
	for i := range g.cards {
		c := &g.cards[i]
		if c.owner == pl && c.zone == ZoneUnknown && g.defs[c.def] == &unseenCard {
			c.def = def
			return int16(i)
		}
	}
	return -1
}

// take detaches an instance the player is taking from hand (as found by
// fromHand), choosing the hidden zone it comes from.
func (g *Game) takeFromHand(id int16) {
	c := &g.cards[id]
	if c.zone == ZoneUnknown {
		p := &g.p[c.owner]
		switch {
		case p.handUnknown > 0:
			g.detach(id, ZoneHand)
		case p.deckUnknown > 0:
			g.detach(id, ZoneDeck)
		default:
			g.detach(id, ZoneArchives)
		}
		return
	}
	g.detach(id, c.zone)
}

// drawOne draws a card for pl: the known top card, else an unknown one;
// an empty deck is first reset from the discard pile. It reports false when
// there is nothing to draw.
func (g *Game) drawOne(pl int8) bool {
	p := &g.p[pl]
	if p.deckSize() == 0 {
		g.reshuffle(pl)
		if p.deckSize() == 0 {
			return false
		}
	}
	if n := len(p.deckTop); n > 0 {
		id := p.deckTop[n-1]
		p.deckTop = p.deckTop[:n-1]
		g.cards[id].zone = ZoneHand
		p.hand = append(p.hand, id)
		return true
	}
	p.deckUnknown--
	p.handUnknown++
	return true
}

// drawKnown draws the named card: it must be an unaccounted copy (or a
// known one on top of the deck).
func (g *Game) drawKnown(pl int8, def int16) bool {
	p := &g.p[pl]
	if p.deckSize() == 0 {
		g.reshuffle(pl)
	}
	for i := len(p.deckTop) - 1; i >= 0; i-- {
		if id := p.deckTop[i]; g.cards[id].def == def {
			g.detach(id, ZoneDeck)
			g.put(id, ZoneHand)
			return true
		}
	}
	if p.deckUnknown == 0 {
		return false
	}
	id := g.unknownCopy(pl, def)
	if id < 0 {
		return false
	}
	g.detach(id, ZoneDeck)
	g.put(id, ZoneHand)
	return true
}

// draw draws n cards for pl and records the event. A replacement of a
// single draw (Scooboo) takes the rest of the draw over before the card it
// replaces, and a draw that empties the deck waits there for what its
// cards set off (draw_instead.go): draw then reports the cards drawn
// before it stopped.
func (g *Game) draw(pl int8, n int) int {
	drawn, noted := 0, 0 // noted: drawn cards already recorded
	for drawn < n {
		if g.hasStatic(DrawInstead) && g.ahDrawReplacer(pl) >= 0 {
			if g.ahDrawThrough(pl, drawn-noted, n-drawn) {
				return drawn
			}
		}
		if !g.drawOne(pl) {
			break
		}
		drawn++
		if g.triggers&agOnOwnDraws != 0 && drawn < n && g.p[pl].deckSize() == 0 {
			stop := g.ahDrawnToEmpty(pl, drawn-noted, n-drawn)
			noted = drawn
			if stop {
				return drawn
			}
		}
	}
	if drawn > noted {
		g.emit(Event{Kind: EvDraw, Player: pl, N: drawn - noted})
	}
	return drawn
}

// forgetDeckOrder is a shuffle of pl's deck: the cards known to lie on top
// become unknown ones of the deck.
func (g *Game) forgetDeckOrder(pl int8) {
	p := &g.p[pl]
	for _, t := range p.deckTop {
		g.cards[t].zone = ZoneUnknown
		p.deckUnknown++
	}
	p.deckTop = p.deckTop[:0]
}

// unnamedFromHand moves a card of pl's hand that the log does not name to
// z (ZoneArchives, or ZoneUnknown: into the deck): an unaccounted one
// while the hand holds any, else the first known card. It reports false
// when the hand is empty.
func (g *Game) unnamedFromHand(pl int8, z Zone) bool {
	p := &g.p[pl]
	switch {
	case p.handUnknown > 0:
		p.handUnknown--
		if z == ZoneArchives {
			p.archUnknown++
		} else {
			p.deckUnknown++
		}
	case len(p.hand) > 0:
		id := p.hand[0]
		g.detach(id, ZoneHand)
		g.put(id, z)
	default:
		return false
	}
	return true
}

// archiveUnnamed archives a card of its owner's hand that the log does not
// name, which pickFromHand took as a stand-in instance: it goes to the
// archives' hidden count, not as the stand-in's card, so that the card
// the stand-in is stays available where the log shows it later.
func (g *Game) archiveUnnamed(id int16) {
	pl := g.cards[id].owner
	g.takeFromHand(id)
	g.put(id, ZoneUnknown)
	g.p[pl].deckUnknown--
	g.p[pl].archUnknown++
	g.emit(Event{Kind: EvArchived, Player: pl})
}

// reshuffle resets an empty deck from the discard pile: those cards become
// unknown (deck order is never known).
func (g *Game) reshuffle(pl int8) {
	p := &g.p[pl]
	n := len(p.discard)
	for len(p.discard) > 0 {
		g.hide(p.discard[len(p.discard)-1], ZoneDeck)
	}
	g.prophShuffled(pl)        // Expect the Unexpected (prophecy.go)
	g.abShuffledDiscard(pl, n) // Sabira the Medium (ability_hand_ab.go)
}

// leavePlay moves an in-play instance (and its upgrades) to zone z of its
// owner. Æmber on a creature goes to its controller's opponent.
func (g *Game) leavePlay(id int16, z Zone) {
	c := &g.cards[id]
	if !c.zone.InPlay() {
		return
	}
	if g.nleft == len(g.left) {
		copy(g.left[:], g.left[1:])
		g.nleft--
	}
	g.left[g.nleft] = id
	g.nleft++
	ctl := c.controller
	if c.aember > 0 {
		g.gain(other(ctl), int(c.aember), SrcCapture)
		c.aember = 0
	}
	// (No card is an upgrade in play unless the upgrade list holds it: a
	// creature without upgrades, the most common, needs no pass.)
	if len(g.upList) > 0 && (c.zone == ZoneBattleline || c.zone == ZoneArtifacts) { // an upgrade on an artifact (ability_hand_ad.go)
		for i := range g.cards {
			if g.cards[i].zone == ZoneUpgrade && g.cards[i].parent == id {
				// Upgrades go to the discard pile; the bottom half of a
				// gigantic creature goes where the creature goes.
				to := ZoneDiscard
				if g.def(int16(i)).ID == g.def(id).GiganticOther {
					to = z
				}
				g.detach(int16(i), ZoneUpgrade)
				g.put(int16(i), to)
				g.emit(Event{Kind: EvLeftPlay, Player: g.cards[i].owner, Card: g.def(int16(i)).ID, Other: to.String()})
			}
		}
	}
	for j := range g.lasting {
		if l := &g.lasting[j]; l.kind == lastCopy && l.card == id {
			c.def = int16(l.n) // a copy is itself again out of play
		}
	}
	if g.def(id).Type == TypeTokenCreature {
		g.adFaceUp(id) // a token creature is its card again out of play (ability_hand_ad.go)
	}
	g.hsLeaveUnder(id) // the cards under it (under.go)
	from := indexOf(g.p[ctl].line, id)
	g.detach(id, c.zone)
	g.put(id, z)
	if from >= 0 {
		g.aaTakePlace(id, ctl, from) // Gebuk (ability_hand_aa.go)
	}
	g.dropLasting(id)
	g.emit(Event{Kind: EvLeftPlay, Player: ctl, Card: g.def(id).ID, Other: z.String()})
	if g.triggers&OnLeavesPlay != 0 {
		if s := g.scripts[c.def]; s != nil && !g.blankFor(ctl) {
			g.fireScript(s, c.def, id, ctl, OnLeavesPlay, -1)
		}
	}
}
