package engine

import "slices"

// Closures and helpers of the cards scripted by hand in batch W
// (scripts_hand_w.go): random cards from a hand, a card's house.

// hwRandomFromHand moves a random card of pl's hand to zone z (archives,
// purged, discard) and reports whether there was one. The random card is
// the one the log's choose line names, as a random discard's; unnamed, a
// card of the hand the log has not shown (its unknown ones first).
func hwRandomFromHand(x *Ctx, pl int8, z Zone) bool {
	g := x.g
	if g.p[pl].handSize() == 0 {
		return false
	}
	if ref, ok := g.ans.nextCard(); ok && !ref.IsZero() {
		def := g.deckDef(pl, ref)
		if id, found := g.fromHand(pl, def); def >= 0 && found {
			g.hwToZone(id, z)
			return true
		}
		g.violate("card-not-available", x.Player, "%s: %s cannot be in %s's hand", g.defs[x.r.def].Name, g.refName(ref), g.p[pl].name)
		return false
	}
	if z == ZoneArchives && g.p[pl].handUnknown > 0 {
		g.unnamedFromHand(pl, ZoneArchives) // which card it is stays unknown
		g.emit(Event{Kind: EvArchived, Player: pl})
		return true
	}
	id := int16(-1)
	if g.p[pl].handUnknown > 0 {
		id = g.anyUnknown(pl)
	} else if len(g.p[pl].hand) > 0 {
		id = g.p[pl].hand[0]
	}
	if id < 0 {
		return false
	}
	g.hwToZone(id, z)
	return true
}

// hwToZone moves card id of its owner's hand (known or one of its
// unknown cards) to zone z; a discard is an event as any discard's.
func (g *Game) hwToZone(id int16, z Zone) {
	if g.cards[id].zone == ZoneUnknown {
		g.detach(id, ZoneHand) // one of the hand's unknown cards: now known
		g.put(id, ZoneHand)
	}
	if z == ZoneDiscard {
		g.discardKnown(id)
		return
	}
	g.moveInst(id, z)
}

// hwArchivesToDeck shuffles pl's archives into their deck (another
// player's card into its owner's).
func (g *Game) hwArchivesToDeck(pl int8) {
	p := &g.p[pl]
	for len(p.archive) > 0 {
		id := p.archive[len(p.archive)-1]
		g.detach(id, ZoneArchives)
		g.hide(id, ZoneDeck)
		g.forgetDeckOrder(g.cards[id].owner)
	}
	if p.archUnknown > 0 {
		p.deckUnknown += p.archUnknown
		p.archUnknown = 0
	}
	g.forgetDeckOrder(pl)
	g.prophShuffled(pl)
}

// hwOwnerArchivesRandom: the owner of the card the step before destroyed
// archives a random card from their hand (Cogg Miller).
func hwOwnerArchivesRandom(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	hwRandomFromHand(x, x.g.cards[x.r.that[0]].owner, ZoneArchives)
}

// hwNoArchivesTaken: "Players cannot take their archives into their hands
// during their “choose a house” step." (Titan Sentry). Archives are taken
// only then, so no player takes them while the card is in play.
const hwNoArchivesTaken StaticKind = 160

// hwStaticText prints this batch's constant abilities.
func hwStaticText(st *Static) (string, bool) {
	if st.Is == hwNoArchivesTaken {
		return "Players cannot take their archives into their hands during their “choose a house” step.", true
	}
	return "", false
}

// hwArchivesForbidden is the card in play that forbids taking archives,
// -1 when none does.
func (g *Game) hwArchivesForbidden() int16 {
	if !g.hasStatic(hwNoArchivesTaken) {
		return -1
	}
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if g.staticOf(id, hwNoArchivesTaken) != nil {
			return id
		}
	}
	return -1
}

// hwDiscardRandomDown has each player, the active one first, discard
// random cards from their hand: keep(n) is how many of their n cards they
// keep ("until they have 6 or fewer", "one third … rounding down"). The
// log names each card, as a random discard's; unnamed, hwRandomFromHand
// takes one the log has not shown.
func hwDiscardRandomDown(keep func(n int) int) func(x *Ctx) {
	return func(x *Ctx) {
		for _, pl := range [2]int8{x.g.active, other(x.g.active)} {
			n := x.g.p[pl].handSize()
			for range n - keep(n) {
				if !hwRandomFromHand(x, pl, ZoneDiscard) {
					break
				}
			}
		}
	}
}

// hwNoneOfActiveHouse: gain 2A if the cards the reveal before showed (the
// last of the hand) hold no card of the active house (Transparency
// Report).
func hwNoneOfActiveHouse(x *Ctx) {
	hand := x.g.p[x.Player].hand
	for _, id := range hand[max(0, len(hand)-int(x.r.done)):] {
		if x.g.houseOf(id) == x.g.house {
			x.r.did = false
			return
		}
	}
	x.g.gain(x.Player, 2, SrcAbility)
}

// hwDestroyIfHandEmpty destroys this card when its controller's hand is
// empty (Cursed Loot).
func hwDestroyIfHandEmpty(x *Ctx) {
	g := x.g
	if x.Self >= 0 && g.cards[x.Self].zone.InPlay() && g.p[x.Player].handSize() == 0 {
		g.destroy(x.Self)
		g.sweep()
	}
}

// hwOppNoPlayOfDiscardedType: the opponent cannot play cards of the type
// of the card the random discard before put on top of the controller's
// discard pile, during their next turn (Vapor Imp).
func hwOppNoPlayOfDiscardedType(x *Ctx) {
	d := x.g.p[x.Player].discard
	if len(d) == 0 {
		return
	}
	x.r.setThat([]int16{d[len(d)-1]})
	hrOppNoPlayOfThatType(x)
}

// hwChurn: the opponent discards random cards until one of the chosen
// house (it must be on their identity card), then refills their hand
// (High Street Churn). It waits for the choose line naming the cards.
func hwChurn(x *Ctx) {
	g, opp := x.g, x.Opponent()
	if g.p[opp].handSize() > 0 && hgAwait(x) {
		return // the log names the cards
	}
	if !slices.Contains(g.p[opp].deck.Houses[:], x.r.house) {
		g.violate("effect-target", x.Player, "%s: %s is not on %s's identity card", g.defs[x.r.def].Name, x.r.house, g.p[opp].name)
	}
	for g.p[opp].handSize() > 0 && hwRandomFromHand(x, opp, ZoneDiscard) {
		if d := g.p[opp].discard; g.houseOf(d[len(d)-1]) == x.r.house {
			break
		}
	}
	g.refill(opp, 6+g.handBonus(opp))
}

// hwDiscardIfShareHouse discards the two cards the reveal before showed
// when they share a house; "if you do" after it (Shĭzyokŭ Buggy).
func hwDiscardIfShareHouse(x *Ctx) {
	g := x.g
	x.r.did = false
	if x.r.nThat != 2 {
		return
	}
	a, b := x.r.that[0], x.r.that[1]
	if g.houseOf(a) != g.houseOf(b) || g.cards[a].zone != ZoneHand || g.cards[b].zone != ZoneHand {
		return
	}
	g.discardKnown(a)
	g.discardKnown(b)
	x.r.did = true
}

// hwPlayThatFromArchives plays the card the step before chose in a pair
// of archives as if it were its controller's: through the discard pile,
// whence playThatFromDiscard plays a card (Boosted B4-RRY).
func hwPlayThatFromArchives(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 || g.cards[x.r.that[0]].zone != ZoneArchives {
		return
	}
	id := x.r.that[0]
	g.detach(id, ZoneArchives)
	g.put(id, ZoneDiscard)
	playThatFromDiscard(x)
}
