package engine

// Plays from other zones: "Play a card from that hand as if it were
// yours" (the opponent's hand), "play an artifact from your discard pile",
// "play a Keyraken creature from a purged zone", "the top card of your
// opponent's deck", "the card beneath Masterplan", and "play each Tentaclid
// from your discard pile, one at a time".
//
// A card played so is played as an ability plays a card: no house check
// and no First Turn Rule (FAQ, Wild Wormhole), but it counts for the rule
// of six and among the cards played this turn. It is played for the
// active player, who controls it while it is in play; its owner keeps it,
// so it goes to its owner's discard pile when it leaves play ("as if it
// were yours"). Its Æmber bonus, bonus icons and "Play:" ability resolve
// before the steps after the one that played it; a step playing several
// cards one at a time is a closure that plays one a pass, repeated
// (DoRepeat with IfDone) while it plays one.
//
// Which card is played is the log's to name: the choose line names it,
// as for any card out of play. A hidden zone (a hand, the deck, archives)
// gives one of its unknown cards the name; a known zone (a discard pile, a
// purged zone) holds the named copy or the play is `card-not-available`.
// A zone with one card that may be played needs no name.

// pfWhere is where a step's card is played from: a zone of the ability's
// controller, or of their opponent.
type pfWhere struct {
	zone Zone // ZoneHand, ZoneArchives, ZoneDeck (its top card), ZoneDiscard, ZonePurged
	opp  bool // the opponent's zone
	any  bool // either player's (a purged zone): the named card says whose
}

// playOutOf plays card id, out of play, for the active player as if it
// were in their hand. hidden says the hidden zone an unaccounted instance
// (ZoneUnknown) stands for.
func (g *Game) playOutOf(id int16, hidden Zone) {
	g.playOutOfOn(id, hidden, -1)
}

// playOutOfOn is playOutOf for an upgrade played on creature on (-1: the
// play's own choice, the log's).
func (g *Game) playOutOfOn(id int16, hidden Zone, on int16) {
	switch z := g.cards[id].zone; z {
	case ZoneHand: // playCard takes it from its owner's hand
	case ZoneFate:
		g.hsFreeUnder(id)
		g.put(id, ZoneHand)
	case ZoneUnknown:
		g.detach(id, hidden)
		g.put(id, ZoneHand)
	default:
		g.detach(id, z)
		g.put(id, ZoneHand) // through the hand's bookkeeping: playCard takes it from there
	}
	if hidden == ZoneDiscard {
		g.aaDiscardPlayGains(g.active, id) // Zavel, “Archaeologist” (ability_hand_aa.go)
	}
	g.countSix(id)
	g.plays++
	a := Action{Verb: VerbPlay, Card: CardRef{ID: g.def(id).ID}}
	if on >= 0 {
		a.Target = g.refFrom(on, g.cards[on].controller)
	}
	g.playCard(id, a, -1)
}

// pfSides lists the players whose zone w is, for an ability of pl's.
func pfSides(w pfWhere, pl int8) []int8 {
	switch {
	case w.any:
		return []int8{pl, other(pl)}
	case w.opp:
		return []int8{other(pl)}
	}
	return []int8{pl}
}

// pfKnown lists the known cards of player side's zone z that match to.
func (g *Game) pfKnown(x *Ctx, side int8, z Zone, to *Target, dst []int16) []int16 {
	p := &g.p[side]
	var list []int16
	switch z {
	case ZoneHand:
		list = p.hand
	case ZoneArchives:
		list = p.archive
	case ZoneDiscard:
		list = p.discard
	case ZonePurged:
		list = p.purged
	case ZoneDeck:
		if k := len(p.deckTop); k > 0 {
			list = p.deckTop[k-1:]
		}
	}
	for _, id := range list {
		if g.matchesIn(to, id, x.Self, x.Player) {
			dst = append(dst, id)
		}
	}
	return dst
}

// pfHidden counts the unknown cards of player side's zone z.
func (g *Game) pfHidden(side int8, z Zone) int {
	p := &g.p[side]
	switch z {
	case ZoneHand:
		return p.handUnknown
	case ZoneArchives:
		return p.archUnknown
	case ZoneDeck:
		if len(p.deckTop) > 0 {
			return 0 // the top card is known
		}
		return p.deckUnknown
	}
	return 0
}

// pfFind is the card ref names in player side's zone z: a known copy
// there, else one of the zone's unknown cards. -1 when none can be there.
func (g *Game) pfFind(side int8, z Zone, ref CardRef) int16 {
	if z == ZoneDeck {
		return g.hdTopCopy(side, ref)
	}
	def := g.deckDef(side, ref)
	if def < 0 {
		return -1
	}
	var buf [64]int16
	all := Target{Kind: AnyCard}
	for _, id := range g.pfKnown(&Ctx{g: g, Self: -1, Player: side}, side, z, &all, buf[:0]) {
		if g.cards[id].def == def {
			return id
		}
	}
	if g.pfHidden(side, z) > 0 {
		if id := g.unknownCopy(side, def); id >= 0 {
			return id
		}
		if g.p[side].deck.Partial {
			return g.adoptUnseen(side, def)
		}
	}
	return -1
}

// pfPick is the card a step plays from w, matching to: the one the
// choose line names, or the only candidate of a known zone. ok is false
// when the step waits for the line (or declines: "no"); id is -1 when
// there is nothing to play.
func pfPick(x *Ctx, w pfWhere, to *Target, may bool) (id int16, ok bool) {
	g := x.g
	var buf [64]int16
	known := buf[:0]
	hidden := 0
	for _, side := range pfSides(w, x.Player) {
		known = g.pfKnown(x, side, w.zone, to, known)
		hidden += g.pfHidden(side, w.zone)
	}
	if len(known) == 0 && hidden == 0 {
		return -1, true
	}
	if hidden == 0 && !may && g.ans.ci >= len(g.ans.cards) && pfOneName(g, known) {
		return known[0], true
	}
	if hgAwait(x) {
		return -1, false
	}
	if may && pfDeclined(g) {
		return -1, true
	}
	ref, named := g.ans.nextCard()
	if !named || ref.IsZero() {
		x.missingChoice("which card is played")
		return -1, true
	}
	for _, side := range pfSides(w, x.Player) {
		if id := g.pfFind(side, w.zone, ref); id >= 0 && g.matchesIn(to, id, x.Self, x.Player) {
			return id, true
		}
	}
	g.violate("card-not-available", x.Player, "%s: %s is not a card it may play there", g.defs[x.r.def].Name, g.refName(ref))
	return -1, true
}

// pfDeclined reads a "no" for a "you may" from the choose line.
func pfDeclined(g *Game) bool {
	if g.ans.wi < len(g.ans.words) && (g.ans.words[g.ans.wi] == "no" || g.ans.words[g.ans.wi] == "none") {
		g.ans.wi++
		return true
	}
	return false
}

// pfPlay is the step "play a <to> from <w>": the card the log names, or
// the only one. It sets "if you do" when a card is played; a card of a
// hidden zone must be, once named, of the kind the target says.
func pfPlay(w pfWhere, to Target, may bool) func(x *Ctx) {
	return func(x *Ctx) {
		x.r.did = false
		id, ok := pfPick(x, w, &to, may)
		if !ok || id < 0 {
			return
		}
		x.r.did = true
		x.g.playOutOf(id, w.zone)
	}
}

// pfOneName reports whether the cards are copies of one card: which of
// them is played needs no name.
func pfOneName(g *Game, ids []int16) bool {
	for _, id := range ids[1:] {
		if g.cards[id].def != g.cards[ids[0]].def {
			return false
		}
	}
	return true
}

// pfEach makes step f ("play a card …", which says in "if you do"
// whether it played one) play cards "one at a time" until it plays none:
// the step runs again after each card, and after what that card's play
// set off (its "Play:" waiting for a choice). At most 64 passes.
func pfEach(f func(x *Ctx)) func(x *Ctx) {
	return func(x *Ctx) {
		f(x)
		if x.r.did && x.r.loops < 64 { // a step that waits (hgAwait) did nothing yet
			x.r.loops++
			x.r.pc-- // execSteps's next pc++ comes back to this step
		}
	}
}
