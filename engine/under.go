package engine

// Cards under a card ("put a card from your hand facedown under Jargogle",
// "faceup under Demonic Shelf"): a card under another is out of play, in
// ZoneFate (the zone of a card facedown under a prophecy), and a lasting
// entry of kind lastUnder ties it to its host: card is the card under,
// source the host, n 1 when it lies faceup. Entries are in the order the
// cards went under. When the host leaves play, the cards under it go to
// their owners' discard piles (rulebook, Graft), unless an ability of the
// host still waits to use them (Jargogle's "Destroyed: play the card
// under Jargogle" waiting for the log to name it).
//
// A card the log does not name (TCO: "place a card under Jargogle") is
// one of the hand's unknown cards, flagged flGuessed: when the log names
// it later, hsNameUnder binds the name to it.

// lastUnder marks a card under another (batch S's range of lasting kinds).
const lastUnder lastKind = 111

// hsPutUnder moves card id (detached from where it was by the caller's
// zone bookkeeping: see hsUnderFromHand) under host.
func (g *Game) hsPutUnder(host, id int16, faceup bool) {
	g.put(id, ZoneFate)
	n := 0
	if faceup {
		n = 1
	}
	g.lasting = append(g.lasting, lasting{kind: lastUnder, player: g.cards[id].owner, card: id, source: host, n: n, until: whileInPlay})
}

// hsUnder appends the cards under host to dst, first placed first.
func (g *Game) hsUnder(host int16, dst []int16) []int16 {
	for _, l := range g.lasting {
		if l.kind == lastUnder && l.source == host {
			dst = append(dst, l.card)
		}
	}
	return dst
}

// hsUnderCount is how many cards lie under host.
func (g *Game) hsUnderCount(host int16) int {
	n := 0
	for _, l := range g.lasting {
		if l.kind == lastUnder && l.source == host {
			n++
		}
	}
	return n
}

// hsFreeUnder ends card id's place under its host: the caller moves it on
// (put, playCard).
func (g *Game) hsFreeUnder(id int16) {
	var buf [1]lasting
	g.takeLasting(func(l *lasting) bool { return l.kind == lastUnder && l.card == id }, buf[:0])
}

// hsLeaveUnder is leavePlay's hook: the cards under a host leaving play go
// to their owners' discard piles, unless an ability of the host waits.
func (g *Game) hsLeaveUnder(host int16) {
	if g.pend.kind == pendAbility && g.pend.source == host {
		return // its Destroyed: ability takes them once the log answers
	}
	var buf [8]int16
	for _, id := range g.hsUnder(host, buf[:0]) {
		g.hsUnderTo(id, ZoneDiscard)
	}
}

// hsUnderTo moves a card under a host to zone z of its owner; a card whose
// identity the log never gave goes to a hidden zone unnamed (the
// archives, or the deck for any other zone but the discard pile, which
// shows it: then it keeps the guessed identity, as a random discard does).
func (g *Game) hsUnderTo(id int16, z Zone) {
	g.hsFreeUnder(id)
	c := &g.cards[id]
	if c.has(flGuessed) && z == ZoneArchives {
		g.put(id, ZoneUnknown)
		g.p[c.owner].deckUnknown--
		g.p[c.owner].archUnknown++
		g.emit(Event{Kind: EvArchived, Player: c.owner})
		return
	}
	guessed := c.has(flGuessed)
	g.put(id, z)
	if guessed && z == ZoneDiscard {
		g.cards[id].flags |= flGuessed
	}
	if z == ZoneArchives {
		g.emit(Event{Kind: EvArchived, Player: c.owner})
	}
}

// hsUnderFromHand puts a card of player pl's hand under host: the one the
// log names (ref), else one of the hand's unknown cards, guessed. It
// reports the card, -1 when the hand is empty.
func (g *Game) hsUnderFromHand(pl int8, host int16, ref CardRef, faceup bool) int16 {
	id, guessed := g.fateFromHand(pl, ref)
	if id < 0 {
		return -1
	}
	g.takeFromHand(id)
	g.hsPutUnder(host, id, faceup)
	if guessed && g.cards[id].zone == ZoneFate {
		g.cards[id].flags |= flGuessed
	}
	return id
}

// hsNameUnder binds the card the log names (ref) to card id under a host,
// which the engine only guessed: the named copy, unaccounted so far, takes
// its place under the host, and the guess goes back among the unknown
// cards. It reports the card under the host now.
func (g *Game) hsNameUnder(id int16, ref CardRef) int16 {
	c := &g.cards[id]
	if !c.has(flGuessed) || ref.IsZero() {
		return id
	}
	def := g.deckDef(c.owner, ref)
	if def < 0 {
		return id
	}
	if c.def == def {
		c.flags &^= flGuessed
		return id
	}
	u := g.unknownCopy(c.owner, def)
	if u < 0 {
		u = g.adoptUnseen(c.owner, def)
	}
	if u < 0 {
		return id
	}
	// Swap the two: the count of unknown cards stays as it was.
	for i := range g.lasting {
		if l := &g.lasting[i]; l.kind == lastUnder && l.card == id {
			l.card = u
		}
	}
	g.cards[u].zone, g.cards[u].flags = ZoneFate, 0
	c.zone, c.flags = ZoneUnknown, 0
	return u
}

// hsPlayFromUnder plays card id from under its host, as if from hand.
func (g *Game) hsPlayFromUnder(id int16) {
	if g.cards[id].zone != ZoneFate {
		return
	}
	g.hsFreeUnder(id)
	g.put(id, ZoneHand) // through the hand's bookkeeping: playCard takes it from there
	g.countSix(id)
	g.plays++
	g.playCard(id, Action{Verb: VerbPlay, Card: CardRef{ID: g.def(id).ID}}, -1)
}

// hsUnderFromPlay puts card id, in play, under host (a creature "put
// faceup under Demonic Shelf"): it leaves play for the place under host.
func (g *Game) hsUnderFromPlay(host, id int16, faceup bool) bool {
	if id < 0 || !g.cards[id].zone.InPlay() || host < 0 || !g.cards[host].zone.InPlay() {
		return false
	}
	g.leavePlay(id, ZoneFate)
	if g.cards[id].zone != ZoneFate {
		return false
	}
	n := 0
	if faceup {
		n = 1
	}
	g.lasting = append(g.lasting, lasting{kind: lastUnder, player: g.cards[id].owner, card: id, source: host, n: n, until: whileInPlay})
	return true
}

// hsCardsUnderThis is a quantity: the cards under the ability's card
// ("for each card under Demonic Shelf").
const hsCardsUnderThis Quantity = 116
