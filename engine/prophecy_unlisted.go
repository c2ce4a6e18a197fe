package engine

// Prophecies of a deck that lists none. A deck known only from a log (a
// TCO import: Deck.Partial) names the cards seen, and TCO's logs name no
// prophecy as a card of a deck, nor which two share a card. Its player
// still activates prophecies ("X activates their prophecy P"): a card of
// the hand goes facedown under P. The engine cannot check P's condition
// nor which sides share a card, so such a fate card is kept under no
// slot (ZoneFate, its owner's, in no proph.fate): the hand and the deck
// count it out as the table did, and the log says when it leaves, by
// naming it ("> fate CARD", the active player resolving the fate of the
// opponent's card).

// prophUnlisted reports whether player pl's deck lists no prophecy and is
// known only from a log: its activations are taken as the log states.
func (g *Game) prophUnlisted(pl int8) bool {
	if g.p[pl].deck == nil || !g.p[pl].deck.Partial {
		return false
	}
	for _, id := range g.proph.card[pl] {
		if id >= 0 {
			return false
		}
	}
	return true
}

// activateUnlisted puts a card of the active player's hand facedown under
// a prophecy their deck does not list: the card the action names, else a
// hidden card of the hand (a never-seen one first, so that no card the
// log will play from hand is taken for it). Once a turn, as any
// activation; a hand the engine holds empty is the engine's miscount of a
// hidden hand, not the table's fault: nothing moves.
func (g *Game) activateUnlisted(a Action) {
	pl := g.active
	if g.proph.used {
		g.violate("prophecy", pl, "%s already activated a prophecy this turn", g.p[pl].name)
	}
	g.proph.used = true
	id, guessed := g.unlistedFateFromHand(pl, a.Target)
	if id < 0 {
		return
	}
	g.takeFromHand(id)
	g.put(id, ZoneFate)
	if guessed {
		g.cards[id].flags |= flGuessed
	}
	g.emit(Event{Kind: EvProphecy, Player: pl, Card: a.Card.ID, Other: "activate", House: a.House})
}

// unlistedFateFromHand is the card a player with unlisted prophecies puts
// under one: the card named, else a never-seen card of the hidden hand,
// else the engine's usual guess (fateFromHand).
func (g *Game) unlistedFateFromHand(pl int8, ref CardRef) (int16, bool) {
	if ref.IsZero() && g.p[pl].handUnknown > 0 {
		if id := g.hdUnseen(pl); id >= 0 {
			return id, true
		}
	}
	return g.fateFromHand(pl, ref)
}

// unlistedFate reads "> fate CARD" for a fate card under an unlisted
// prophecy of the active player's opponent: it leaves its place for its
// owner's discard pile as CARD, and CARD's Fate ability resolves. A hidden
// card becomes CARD: the copy the hand showed, else an unaccounted copy
// (prophNamedFate), else, a never-seen card, one more copy of CARD than
// the log had shown (a log's deck holds the copies seen). It reports
// false when the opponent holds no such card, or CARD cannot be theirs
// (the caller resolves CARD's fate as before; the guess stays in the
// discard pile).
func (g *Game) unlistedFate(ref CardRef) bool {
	owner := other(g.active)
	id := g.unlistedFateCard(owner, ref)
	if id < 0 {
		return false
	}
	if h := g.knownInHand(owner, ref); h >= 0 && g.cards[id].has(flGuessed) {
		// The hand showed CARD (revealed) when the hidden card went
		// under: that copy is the fate card, the guess goes back among
		// the hand's hidden cards.
		g.hide(id, ZoneHand)
		g.takeFromHand(h)
		id = h
	}
	if !g.cards[id].has(flGuessed) {
		g.put(id, ZoneDiscard)
		g.fireFate(id)
		return true
	}
	g.put(id, ZoneDiscard)
	g.cards[id].flags |= flGuessed
	g.proph.guess = id
	if g.prophNamedFate(ref) {
		return true
	}
	g.proph.guess = -1
	d := g.db.Card(ref.ID)
	if d == nil || g.defs[g.cards[id].def] != &unseenCard {
		return false
	}
	def := g.defIndex(ref.ID)
	if def < 0 {
		def = g.addDef(d)
	}
	g.cards[id].def = def
	g.cards[id].flags &^= flGuessed
	g.fireFate(id)
	return true
}

// fireFate resolves the Fate ability of card id, just put in its owner's
// discard pile, for the active player.
func (g *Game) fireFate(id int16) {
	if s := g.scripts[g.cards[id].def]; s != nil && s.triggered(OnFate) {
		g.fireScript(s, g.cards[id].def, id, g.active, OnFate, -1)
	}
}

// unlistedFateCard is player pl's fate card under no slot that the log's
// CARD names: a copy of CARD placed by name first, else a hidden one (the
// lowest instance: which hidden card it was, nothing tells), -1 when none.
func (g *Game) unlistedFateCard(pl int8, ref CardRef) int16 {
	if !g.prophUnlisted(pl) {
		return -1
	}
	hidden := int16(-1)
	for i := range g.cards {
		c := &g.cards[i]
		if c.owner != pl || c.zone != ZoneFate {
			continue
		}
		if !c.has(flGuessed) && g.def(int16(i)).ID == ref.ID {
			return int16(i)
		}
		if hidden < 0 && c.has(flGuessed) {
			hidden = int16(i)
		}
	}
	return hidden
}

// knownInHand is a copy of ref the engine knows in player pl's hand, -1
// when none.
func (g *Game) knownInHand(pl int8, ref CardRef) int16 {
	for _, id := range g.p[pl].hand {
		if g.def(id).ID == ref.ID {
			return id
		}
	}
	return -1
}
