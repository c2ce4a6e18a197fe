package engine

import "strconv"

// Closures and kinds of batch AA (scripts_hand_aa.go): plays from other
// zones (play_from_zone.go) and the cards under a card they play.

// aaOppHand is "a card of your opponent's hand", the To of a closure
// that waits for one (hgGoOptions offers that hand).
var aaOppHand = Target{Kind: AnyCard, Where: InHand, Side: Enemy}

// aaUseEnemyArtifact is "Use an opponent's artifact as if it were
// yours.": its "Action:" (or "Omni:") resolves for the ability's
// controller (hdUseAsYours, Poltergeist's); "if you do" after it says
// whether one was used.
var aaUseEnemyArtifact = []Clause{
	{Do: DoChoose, To: Target{Side: Enemy, Kind: Artifact}, Say: htSaidLater},
	{Do: DoGo, Say: "Use an opponent's artifact as if it were yours.", Go: func(x *Ctx) {
		x.r.did = false
		if x.r.nThat > 0 && x.g.cards[x.r.that[0]].zone == ZoneArtifacts && !x.g.cards[x.r.that[0]].has(flExhausted) {
			x.r.did = true
			x.g.hdUseAsYours(x.r.that[0], x.Player)
		}
	}},
}

// aaOppTakesThis is "Your opponent takes control of <this card>."
func aaOppTakesThis(x *Ctx) {
	if x.Self >= 0 && x.g.cards[x.Self].zone.InPlay() {
		x.g.takeControl(x.Opponent(), x.Self)
	}
}

// aaLookAtOppCard is "Look at a random card in your opponent's hand."
// (Flea Market): the choose line names it; it is a known card of that
// hand from then on, the one later steps call "that card".
func aaLookAtOppCard(x *Ctx) {
	g, opp := x.g, x.Opponent()
	x.r.nThat, x.r.did = 0, false
	if g.p[opp].handSize() == 0 {
		return
	}
	ref, ok := awaitNamedCard(x, "which card of the opponent's hand was looked at")
	if !ok {
		return
	}
	id := g.pfFind(opp, ZoneHand, ref)
	if id < 0 {
		g.violate("card-not-available", x.Player, "%s: %s cannot be in %s's hand", g.defs[x.r.def].Name, g.refName(ref), g.p[opp].name)
		return
	}
	if g.cards[id].zone == ZoneUnknown {
		g.detach(id, ZoneHand) // one of the hand's unknown cards: now known
		g.put(id, ZoneHand)
	}
	x.r.that[0], x.r.nThat, x.r.did = id, 1, true
}

// aaPlayThat plays "that card" (the card the last step chose out of
// play) as if it were the ability's controller's.
func aaPlayThat(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	if z := x.g.cards[id].zone; z.InPlay() || z == ZoneResolving {
		return
	}
	x.g.playOutOf(id, x.g.cards[id].zone)
}

// aaMurkens is "Choose a random card in your opponent's archives or the
// top card of your opponent's deck. Play that card as if it were yours."
// The choose line may say which (`archives` or `deck`) before naming the
// card; without the word a card known in the archives is from there, and
// any other from the deck (from the archives when the deck is empty).
func aaMurkens(x *Ctx) {
	g, opp := x.g, x.Opponent()
	p := &g.p[opp]
	arch, deck := len(p.archive)+p.archUnknown > 0, p.deckSize() > 0
	if !arch && !deck || hgAwait(x) {
		return
	}
	z := ZoneDeck
	if !deck {
		z = ZoneArchives
	}
	if g.ans.wi < len(g.ans.words) {
		switch w := g.ans.words[g.ans.wi]; {
		case w == "archives" && arch:
			z = ZoneArchives
			g.ans.wi++
		case w == "deck" && deck:
			z = ZoneDeck
			g.ans.wi++
		}
	} else if g.ans.ci < len(g.ans.cards) && arch && deck {
		ref := g.ans.cards[g.ans.ci]
		for _, id := range p.archive {
			if g.def(id).ID == ref.ID {
				z = ZoneArchives
			}
		}
	}
	pfPlay(pfWhere{zone: z, opp: true}, Target{Kind: AnyCard}, false)(x)
}

// aaTopUnder is "Put the top card of your deck faceup under <this
// card>." (Cauldron): the choose line names it, as any card shown from
// the deck; unnamed, it is one of the deck's unknown cards, guessed.
func aaTopUnder(x *Ctx) {
	g, pl := x.g, x.Player
	if g.p[pl].deckSize() == 0 || hgAwait(x) {
		return
	}
	id := int16(-1)
	if ref, ok := g.ans.nextCard(); ok && !ref.IsZero() {
		if id = g.hdTopCopy(pl, ref); id < 0 {
			g.violate("card-not-available", pl, "%s: %s cannot be on top of %s's deck", g.defs[x.r.def].Name, g.refName(ref), g.p[pl].name)
		}
	}
	guessed := false
	if id < 0 {
		if k := len(g.p[pl].deckTop); k > 0 {
			id = g.p[pl].deckTop[k-1]
		} else if id = g.anyUnknown(pl); id < 0 {
			return
		}
		guessed = g.cards[id].zone == ZoneUnknown
	}
	g.detach(id, ZoneDeck)
	g.hsPutUnder(x.Self, id, true)
	if guessed {
		g.cards[id].flags |= flGuessed
	}
	x.r.did = true
}

// aaPlayUnderIfN is "If there are n cards under <this card>, play them
// one at a time as if they were in your hand." (Cauldron): the count is
// read once, before the first play.
func aaPlayUnderIfN(n int) func(x *Ctx) {
	each := pfEach(aaPlayOneUnder)
	return func(x *Ctx) {
		if x.r.loops == 0 && x.g.hsUnderCount(x.Self) < n {
			return
		}
		each(x)
	}
}

// aaPlayOneUnder plays one of the cards under the ability's card
// (Masterplan's "Play the card beneath Masterplan."), the one the choose
// line names (the player's order), else the first placed (a card the log
// never named waits for the line that names it);
// "if you do" says whether one was played, for a DoRepeat that plays
// them "one at a time".
func aaPlayOneUnder(x *Ctx) {
	g := x.g
	var buf [8]int16
	under := g.hsUnder(x.Self, buf[:0])
	x.r.did = false
	if len(under) == 0 {
		return
	}
	id := under[0]
	if !pfOneName(g, under) || g.cards[id].has(flGuessed) {
		if hgAwait(x) {
			return
		}
		if ref, ok := g.ans.nextCard(); ok && !ref.IsZero() {
			id = aaUnderNamed(g, under, ref)
		}
	}
	x.r.did = true
	g.hsPlayFromUnder(id)
}

// aaUnderNamed is the card under a host the log names: a known one of
// that name, else a guessed one bound to the name, else the first.
func aaUnderNamed(g *Game, under []int16, ref CardRef) int16 {
	for _, id := range under {
		if g.def(id).ID == ref.ID && !g.cards[id].has(flGuessed) {
			return id
		}
	}
	for _, id := range under {
		if g.cards[id].has(flGuessed) {
			return g.hsNameUnder(id, ref)
		}
	}
	return under[0]
}

// aaPlayTopmost plays the topmost card of the player's discard pile that
// matches to (Miss Chievous: "the topmost creature"): no choice.
func aaPlayTopmost(to Target) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		d := g.p[x.Player].discard
		for i := len(d) - 1; i >= 0; i-- {
			if g.matchesIn(&to, d[i], x.Self, x.Player) {
				x.r.did = true
				g.playOutOf(d[i], ZoneDiscard)
				return
			}
		}
		x.r.did = false
	}
}

// aaGainOnDiscardPlay (constant kind 178): "Each time you play a <To>
// from your discard pile, gain N A." (Zavel, “Archaeologist”), read by
// playOutOf for each card of the player's in play.
const aaGainOnDiscardPlay StaticKind = 178

// aaDiscardPlayGains gains the Æmber each aaGainOnDiscardPlay of player
// pl's cards gives for playing card id from their discard pile.
func (g *Game) aaDiscardPlayGains(pl int8, id int16) {
	if !g.hasStatic(aaGainOnDiscardPlay) {
		return
	}
	for _, src := range append(append([]int16(nil), g.p[pl].line...), g.p[pl].arts...) {
		if st := g.staticOf(src, aaGainOnDiscardPlay); st != nil && g.matchesIn(&st.To, id, src, pl) {
			g.gain(pl, st.N, SrcAbility)
		}
	}
}

// aaEntersForOpp (constant kind 179): "<This card> enters play under
// your opponent’s control." (Trojan Sauropod), read by enterPlayed.
const aaEntersForOpp StaticKind = 179

// aaEntersFor is the player under whose control card id, played by pl,
// enters play: the opponent for the Treachery keyword ("This card enters
// play under your opponent's control") and for the printed sentence
// (Trojan Sauropod), one rule.
func (g *Game) aaEntersFor(id int16, pl int8) int8 {
	if g.def(id).Has(Treachery) || g.hasStatic(aaEntersForOpp) && g.staticOf(id, aaEntersForOpp) != nil {
		return other(pl)
	}
	return pl
}

// aaStaticText prints this batch's constant abilities.
func aaStaticText(st *Static, name string) (string, bool) {
	if st.Is == aaEntersForOpp {
		return name + " enters play under your opponent's control.", true
	}
	if st.Is == aaGainOnDiscardPlay {
		return "Each time you play " + targetText(&st.To, name) + " from your discard pile, gain " + strconv.Itoa(st.N) + "A.", true
	}
	return "", false
}

// aaFlankWord is the flank the choose line's next word says (`left` or
// `right`) for a creature put into play, the right flank without one.
func aaFlankWord(g *Game) Flank {
	if g.ans.wi < len(g.ans.words) && (g.ans.words[g.ans.wi] == "left" || g.ans.words[g.ans.wi] == "right") {
		if w, _ := g.ans.nextWord(); w == "left" {
			return FlankLeft
		}
	}
	return FlankRight
}

// aaLastDiscarded is the card a "discard … until you discard a <card>"
// step (DoDiscardNamed, N 0) stopped at: the top of the discard pile of
// the deck it discarded from (the owner of the first card it discarded).
// -1 when it discarded none.
func aaLastDiscarded(x *Ctx) int16 {
	if x.r.nThat == 0 {
		return -1
	}
	d := x.g.p[x.g.cards[x.r.that[0]].owner].discard
	if len(d) == 0 {
		return -1
	}
	return d[len(d)-1]
}

// aaDiscardedToHand is "If you discard a <card> this way, put it into
// your hand." after a "discard until" step (Angry Mob).
func aaDiscardedToHand(x *Ctx) {
	if id := aaLastDiscarded(x); id >= 0 && x.r.did {
		x.g.detach(id, ZoneDiscard)
		x.g.put(id, ZoneHand)
	}
}

// aaDiscardedIntoPlay is "If you discard a creature this way, put it into
// play (under its owner's control)" after a "discard until" step: the
// choose line's `left` or `right` says the flank. The creature becomes
// "that creature" for the steps after it.
func aaDiscardedIntoPlay(x *Ctx) {
	id := aaLastDiscarded(x)
	if id < 0 || !x.r.did || !x.g.def(id).Type.IsCreature() {
		x.r.did = false
		return
	}
	g := x.g
	g.detach(id, ZoneDiscard)
	g.enterBattleline(id, g.cards[id].owner, aaFlankWord(g), 0, false)
	x.r.that[0], x.r.nThat = id, 1
}

// aaWarpIn is Aberrant Warp Event's "put it into play and destroy one of
// its neighbors": the flank word, then the neighbor, which the choose
// line names when the creature has two.
func aaWarpIn(x *Ctx) {
	aaDiscardedIntoPlay(x)
	if !x.r.did {
		return
	}
	g := x.g
	id := x.r.that[0]
	line := g.p[g.cards[id].controller].line
	i := indexOf(line, id)
	var nb []int16
	if i > 0 {
		nb = append(nb, line[i-1])
	}
	if i+1 < len(line) {
		nb = append(nb, line[i+1])
	}
	if len(nb) == 0 {
		return
	}
	victim := nb[0]
	if len(nb) == 2 {
		if ref, ok := g.ans.nextCard(); ok {
			if t := g.findInPlay(ref, g.cards[id].controller); t == nb[1] {
				victim = t
			}
		}
	}
	g.destroy(victim)
	g.sweep()
}

// aaRevealUntil is Old Boomy's "Reveal cards from the top of your deck
// until you reveal a <to> card or choose to stop. Deal nD to <this> if a
// <to> card was revealed. Archive each card revealed this way.": the
// choose line names the cards revealed, in order; it stops at the first
// that matches, or where the names end (the player stopped).
func aaRevealUntil(to Target, n int) func(x *Ctx) {
	return func(x *Ctx) {
		g, pl := x.g, x.Player
		if g.p[pl].deckSize() == 0 || hgAwait(x) {
			return
		}
		var shown []int16
		hit := false
		for !hit && g.p[pl].deckSize() > 0 {
			ref, ok := g.ans.nextCard()
			if !ok || ref.IsZero() {
				break
			}
			id := g.hdTopCopy(pl, ref)
			if id < 0 {
				g.violate("card-not-available", pl, "%s cannot be on top of %s's deck", g.refName(ref), g.p[pl].name)
				break
			}
			g.detach(id, ZoneDeck) // set aside, revealed: archived below
			shown = append(shown, id)
			hit = g.matchesIn(&to, id, x.Self, pl)
		}
		if hit && x.Self >= 0 && g.cards[x.Self].zone == ZoneBattleline {
			g.damage(x.Self, n, false)
			g.sweep()
		}
		for _, id := range shown {
			g.put(id, ZoneArchives)
			g.emit(Event{Kind: EvArchived, Player: pl, Card: g.def(id).ID})
		}
	}
}

// aaRevealHand is "<player> reveals their hand": the choose line names
// each card of it the engine does not know, which becomes a known card of
// that hand. It appends the hand's cards to dst.
func aaRevealHand(x *Ctx, pl int8, dst []int16) []int16 {
	g := x.g
	for g.p[pl].handUnknown > 0 {
		ref, ok := g.ans.nextCard()
		if !ok {
			x.missingChoice("every card of the hand revealed")
			break
		}
		id := g.aaUnknownInHand(pl, ref)
		if id < 0 {
			g.violate("card-not-available", x.Player, "%s: %s cannot be in %s's hand", g.defs[x.r.def].Name, g.refName(ref), g.p[pl].name)
			break
		}
		g.detach(id, ZoneHand)
		g.put(id, ZoneHand)
	}
	return append(dst, g.p[pl].hand...)
}

// aaTopDiscardHouse discards the top card of player pl's deck, which the
// choose line names, and says its house ("" when the deck is empty or the
// card unnamed).
func aaTopDiscardHouse(x *Ctx, pl int8) House {
	g := x.g
	if g.p[pl].deckSize() == 0 {
		return ""
	}
	ref, ok := g.ans.nextCard()
	if !ok || ref.IsZero() {
		x.missingChoice("which card was on top of the deck")
		return ""
	}
	id := g.hdTopCopy(pl, ref)
	if id < 0 {
		g.violate("card-not-available", pl, "%s cannot be on top of %s's deck", g.refName(ref), g.p[pl].name)
		return ""
	}
	g.detach(id, ZoneDeck)
	g.put(id, ZoneDiscard)
	g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID, Other: "deck"})
	return g.houseOf(id)
}

// aaFairGame is A Fair Game: "Discard the top card of your opponent’s
// deck and reveal their hand. You gain 1A for each card of the discarded
// card’s house revealed this way. Your opponent repeats the preceding
// effect on you." The choose line names the card discarded, then the
// cards of the hand the engine does not know, for each half in turn.
func aaFairGame(x *Ctx) {
	if hgAwait(x) {
		return
	}
	for _, pl := range [2]int8{x.Player, x.Opponent()} {
		opp := other(pl)
		h := aaTopDiscardHouse(x, opp)
		var buf [40]int16
		n := 0
		for _, id := range aaRevealHand(x, opp, buf[:0]) {
			if h != "" && x.g.houseOf(id) == h {
				n++
			}
		}
		x.g.gain(pl, n, SrcAbility)
	}
}

// aaCladogenesis is Cladogenesis: "Each player discards the top card of
// their deck and reveals their hand. Discard each card that belongs to
// their discarded card’s house. Each player refills their hand as if it
// were their “draw cards” step." The choose line names, for the active
// player then their opponent, the card discarded and the unknown cards of
// the hand.
func aaCladogenesis(x *Ctx) {
	g := x.g
	if hgAwait(x) {
		return
	}
	for _, pl := range [2]int8{g.active, other(g.active)} {
		h := aaTopDiscardHouse(x, pl)
		var buf [40]int16
		for _, id := range aaRevealHand(x, pl, buf[:0]) {
			if h != "" && g.houseOf(id) == h {
				g.discardKnown(id)
			}
		}
	}
	for _, pl := range [2]int8{g.active, other(g.active)} {
		g.refill(pl, 6+g.handBonus(pl))
	}
}

// aaCreaturesFromHand puts each creature of player pl's revealed hand
// into play ready, on the right flank in the order of the hand
// (Æmberlution).
func aaCreaturesFromHand(x *Ctx, pl int8) {
	g := x.g
	var buf [40]int16
	for _, id := range aaRevealHand(x, pl, buf[:0]) {
		if g.def(id).Type.IsCreature() {
			g.takeFromHand(id)
			g.enterBattleline(id, pl, FlankRight, 0, true)
		}
	}
}

// aaEachRevealsCreatures is "Each player reveals their hand and puts each
// creature from their hand into play ready." (Æmberlution): the active
// player first.
func aaEachRevealsCreatures(x *Ctx) {
	if hgAwait(x) {
		return
	}
	for _, pl := range [2]int8{x.g.active, other(x.g.active)} {
		aaCreaturesFromHand(x, pl)
	}
}

// aaPlunder is Plunder: "Reveal a random unrevealed card from your
// opponent’s hand. Then, you may either repeat this effect or your
// opponent discards the last revealed card." The choose line names the
// cards revealed, in order: the player repeated while names follow; the
// last one named is discarded, unless the words say `stop` after it
// while no card is left unrevealed (nothing to repeat, and no discard:
// the player chose to repeat).
func aaPlunder(x *Ctx) {
	g, opp := x.g, x.Opponent()
	if g.p[opp].handSize() == 0 || hgAwait(x) {
		return
	}
	last := int16(-1)
	var seen []int16
	for len(seen) < g.p[opp].handSize() {
		ref, ok := g.ans.nextCard()
		if !ok || ref.IsZero() {
			break
		}
		id := aaUnrevealed(g, opp, ref, seen)
		if id < 0 {
			g.violate("card-not-available", x.Player, "%s: %s cannot be in %s's hand", g.defs[x.r.def].Name, g.refName(ref), g.p[opp].name)
			return
		}
		seen = append(seen, id)
		last = id
	}
	if last < 0 {
		x.missingChoice("which card was revealed")
		return
	}
	g.discardKnown(last)
}

// aaUnrevealed is a card of player pl's hand named ref and not among
// seen: a known one, else one of the hand's unknown cards, now known.
func aaUnrevealed(g *Game, pl int8, ref CardRef, seen []int16) int16 {
	def := g.deckDef(pl, ref)
	if def < 0 {
		return -1
	}
	for _, id := range g.p[pl].hand {
		if g.cards[id].def == def && indexOf(seen, id) < 0 {
			return id
		}
	}
	if id := g.aaUnknownInHand(pl, ref); id >= 0 {
		g.detach(id, ZoneHand)
		g.put(id, ZoneHand)
		return id
	}
	return -1
}

// aaUnknownInHand is an unknown card of player pl's hand that the log
// names ref (-1 when none can be): the hand's known cards aside.
func (g *Game) aaUnknownInHand(pl int8, ref CardRef) int16 {
	def := g.deckDef(pl, ref)
	if def < 0 || g.p[pl].handUnknown == 0 {
		return -1
	}
	if id := g.unknownCopy(pl, def); id >= 0 {
		return id
	}
	if g.p[pl].deck.Partial {
		return g.adoptUnseen(pl, def)
	}
	return -1
}

// aaDiscardBottomTide is Ol’ Paddy's "Discard the bottom card of your
// deck, or the bottom 3 cards instead if the tide is high.": the choose
// line names them (hsBottomCard); "that" is the cards discarded.
func aaDiscardBottomTide(x *Ctx) {
	g, pl := x.g, x.Player
	if g.p[pl].deckSize() == 0 || hgAwait(x) {
		return
	}
	n := 1
	if g.p[pl].tide {
		n = 3
	}
	var got []int16
	for range n {
		if id := hsBottomCard(x, pl); id >= 0 {
			got = append(got, id)
		}
	}
	x.r.setThat(got)
	x.r.did = len(got) > 0
}

// aaPlayThatCreature plays one creature among the cards the step before
// discarded ("that") still in a discard pile: the one the choose line
// names when they are not all copies of one card. With pfEach: "Play
// each creature discarded this way, one at a time."
func aaPlayThatCreature(x *Ctx) {
	g := x.g
	x.r.did = false
	var left []int16
	for _, id := range x.r.that[:x.r.nThat] {
		if g.cards[id].zone == ZoneDiscard && g.def(id).Type.IsCreature() {
			left = append(left, id)
		}
	}
	if len(left) == 0 {
		return
	}
	id := left[0]
	if !pfOneName(g, left) {
		ref, ok := awaitNamedCard(x, "which creature is played first")
		if !ok {
			return
		}
		for _, c := range left {
			if g.def(c).ID == ref.ID {
				id = c
			}
		}
	}
	x.r.did = true
	g.playOutOf(id, ZoneDiscard)
}

// aaHandCreatureIntoPlay is Swap Widget's "put a Mars creature with a
// different name from your hand into play, then ready it": the choose
// line names it (and may say its flank); "that" is the creature
// returned before it.
func aaHandCreatureIntoPlay(to Target) func(x *Ctx) {
	return func(x *Ctx) {
		g, pl := x.g, x.Player
		ref, ok := awaitNamedCard(x, "which creature is put into play")
		if !ok {
			return
		}
		id := g.pfFind(pl, ZoneHand, ref)
		if id < 0 || !g.matchesIn(&to, id, x.Self, pl) || x.r.nThat > 0 && g.cards[x.r.that[0]].def == g.cards[id].def {
			g.violate("effect-target", pl, "%s: %s is not a card it may put into play", g.defs[x.r.def].Name, g.refName(ref))
			return
		}
		g.takeFromHand(id)
		g.enterBattleline(id, pl, aaFlankWord(g), 0, true)
	}
}

// aaResolvePlayOfThat resolves the "Play:" abilities of the card the
// last step chose as if its controller had just played it (Missile
// Officer Myers): the card itself is "this card" of those abilities,
// wherever it is (a neighbor in play, a card just discarded).
func aaResolvePlayOfThat(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	if s := g.scriptOf(id); s != nil {
		g.fireScript(s, g.cards[id].def, id, x.Player, OnPlay, -1)
	}
}

// aaTokenFrom puts card id (out of play, detached from its zone by the
// caller) into play facedown as a token creature of player pl: it
// becomes pl's deck's token creature, as a token made from the deck does
// (makeToken), on the flank the choose line's word says.
func (g *Game) aaTokenFrom(pl int8, id int16) bool {
	ref, ok := g.deckToken(pl)
	if !ok {
		g.violate("choice-missing", pl, "the deck names no token creature")
		return false
	}
	def := g.defIndex(ref.ID)
	if def < 0 {
		d := g.db.Card(ref.ID)
		if d == nil {
			return false
		}
		def = g.addDef(d)
	}
	g.adTokenOf(id, def) // its face remembered (ability_hand_ad.go)
	g.enterBattleline(id, pl, aaFlankWord(g), 0, g.friendsEnterReady(pl, id))
	g.emit(Event{Kind: EvStatus, Player: pl, Card: ref.ID, Other: "token"})
	return true
}

// aaHandToTokens puts cards of the player's hand into play as token
// creatures: the ones the choose line names (to says what they must be),
// one unnamed card of the hand for Sidekick's "a card" (max 1) when the
// line names none, none for Space Invaders' "any number" without names.
func aaHandToTokens(to Target, max int) func(x *Ctx) {
	return func(x *Ctx) {
		g, pl := x.g, x.Player
		if g.p[pl].handSize() == 0 || hgAwait(x) || max != 1 && pfDeclined(g) {
			return
		}
		for n := 0; max == 0 || n < max; n++ {
			ref, named := g.ans.nextCard()
			if !named {
				if n == 0 && max == 1 {
					ref = CardRef{} // "?": a card the player does not show
				} else {
					return
				}
			}
			id, _ := g.fateFromHand(pl, ref)
			if id < 0 {
				return
			}
			if named && !ref.IsZero() && !g.matchesIn(&to, id, x.Self, pl) {
				g.violate("effect-target", pl, "%s: %s is not a card it may put into play", g.defs[x.r.def].Name, g.refName(ref))
				return
			}
			g.takeFromHand(id)
			x.r.did = g.aaTokenFrom(pl, id) || x.r.did
		}
	}
}

// aaUnderToTokens puts each card under the ability's card into play
// facedown as a token creature of its controller (Offering to Kiligog).
func aaUnderToTokens(x *Ctx) {
	g := x.g
	var buf [16]int16
	for _, id := range g.hsUnder(x.Self, buf[:0]) {
		g.hsFreeUnder(id)
		g.aaTokenFrom(x.Player, id)
	}
}

// aaDiscardCreatureUnder is "choose a creature in your discard pile.
// Place it facedown under <this card>.": the choose line names it (the
// only one needs no name).
func aaDiscardCreatureUnder(x *Ctx) {
	g := x.g
	to := Target{Kind: Creature}
	id, ok := pfPick(x, pfWhere{zone: ZoneDiscard}, &to, false)
	if !ok || id < 0 {
		return
	}
	g.detach(id, ZoneDiscard)
	g.hsPutUnder(x.Self, id, false)
}

// aaUpgradeToFlank is Pupgrade's granted "Destroyed: Put Pupgrade on the
// right flank of your battleline as a creature, ready.": the upgrade
// leaves the creature being destroyed for the battleline of the
// creature's controller.
func aaUpgradeToFlank(upgradeID string) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		def := g.defIndex(upgradeID)
		if def < 0 || x.Self < 0 {
			return
		}
		u := g.hdUpgradeOn(x.Self, def)
		if u < 0 {
			return
		}
		g.detach(u, ZoneUpgrade)
		g.enterBattleline(u, x.Player, FlankRight, 0, true)
		x.r.did = true
	}
}

// aaPlayUpgradeOnThis is "You may play an upgrade from your discard pile
// on <this creature>." (3LL-I0T): the choose line names it, or says no.
func aaPlayUpgradeOnThis(x *Ctx) {
	g := x.g
	x.r.did = false
	if x.Self < 0 || g.cards[x.Self].zone != ZoneBattleline {
		return
	}
	to := Target{Kind: Upgrade}
	id, ok := pfPick(x, pfWhere{zone: ZoneDiscard}, &to, true)
	if !ok || id < 0 {
		return
	}
	x.r.did = true
	g.playOutOfOn(id, ZoneDiscard, x.Self)
}

// aaLastTakesPlace (lasting kind 60) is Gebuk's place in the
// battleline, owed to a creature of the discard pile: "after Gebuk leaves
// play, put that creature into play in Gebuk's position in the
// battleline". source is Gebuk, player who puts the creature into play,
// card the creature (-1 while the log has not named the card discarded),
// n the place plus 1 once Gebuk has left (0 before). The Destroyed:
// ability waits for the log's names while Gebuk leaves play, so either
// may come first. It lasts the turn.
const aaLastTakesPlace lastKind = 60

// aaNotePlace opens Gebuk's entry, before the step that waits.
func aaNotePlace(x *Ctx) {
	if x.Self >= 0 && x.g.cards[x.Self].zone == ZoneBattleline {
		x.g.addLasting(lasting{kind: aaLastTakesPlace, player: x.Player, card: -1, source: x.Self, until: x.g.until(UntilTurnEnd)})
	}
}

// aaPlaceEntry is the index of the aaLastTakesPlace entry of card src,
// -1 when none.
func (g *Game) aaPlaceEntry(src int16) int {
	for k := range g.lasting {
		if g.lasting[k].kind == aaLastTakesPlace && g.lasting[k].source == src {
			return k
		}
	}
	return -1
}

// aaOwePlace is Gebuk's "If it is a creature, after Gebuk leaves play,
// put that creature into play in Gebuk's position in the battleline.",
// after the step that discarded the top card ("that").
func aaOwePlace(x *Ctx) {
	g := x.g
	k := g.aaPlaceEntry(x.Self)
	if k < 0 {
		return
	}
	l := &g.lasting[k]
	if x.r.nThat == 0 || g.cards[x.r.that[0]].zone != ZoneDiscard || !g.def(x.r.that[0]).Type.IsCreature() {
		g.lasting = append(g.lasting[:k:k], g.lasting[k+1:]...)
		return
	}
	l.card = x.r.that[0]
	if l.n > 0 { // Gebuk has left already
		g.aaPlace(k)
	}
}

// aaTakePlace is leavePlay's hook: card id has left player pl's
// battleline from index i; a creature owed its place enters there (or
// when the log names it).
func (g *Game) aaTakePlace(id int16, pl int8, i int) {
	if k := g.aaPlaceEntry(id); k >= 0 {
		g.lasting[k].n = i + 1
		if g.lasting[k].card >= 0 {
			g.aaPlace(k)
		}
	}
}

// aaPlace puts the creature of entry k into play at its place, and ends
// the entry.
func (g *Game) aaPlace(k int) {
	l := g.lasting[k]
	g.lasting = append(g.lasting[:k:k], g.lasting[k+1:]...)
	c := l.card
	if g.cards[c].zone != ZoneDiscard {
		return
	}
	g.detach(c, ZoneDiscard)
	g.enterBattleline(c, l.player, FlankRight, 0, false)
	line := g.p[l.player].line
	i := min(l.n-1, len(line)-1) // into the place itself (not a deploy: no deploy check)
	copy(line[i+1:], line[i:len(line)-1])
	line[i] = c
}

// aaGraftThat grafts the creature the step before chose onto this card:
// it leaves play for a place faceup under it (Antanagoge; a graft is a
// card placed faceup under another, as hsGraft's).
func aaGraftThat(x *Ctx) {
	x.r.did = x.r.nThat > 0 && x.g.hsUnderFromPlay(x.Self, x.r.that[0], true)
}

// aaDamageGraftedPower is "Deal damage to each creature equal to the
// power of a creature grafted onto <this card>.": the printed power of
// the grafted creature the choose line names (the only one, or copies of
// one card, need no name), to every creature at once.
func aaDamageGraftedPower(x *Ctx) {
	g := x.g
	var buf [8]int16
	var grafted []int16
	for _, id := range g.hsUnder(x.Self, buf[:0]) {
		if g.def(id).Type.IsCreature() {
			grafted = append(grafted, id)
		}
	}
	if len(grafted) == 0 {
		return
	}
	id := grafted[0]
	if !pfOneName(g, grafted) {
		ref, ok := awaitNamedCard(x, "which grafted creature's power")
		if !ok {
			return
		}
		id = aaUnderNamed(g, grafted, ref)
	}
	n := g.def(id).Power
	ids := append(append([]int16(nil), g.p[g.active].line...), g.p[other(g.active)].line...)
	for _, c := range ids {
		if !g.hhDamageBlocked(x.Self, c) && !g.huSpared(x.Self, c) {
			g.damage(c, n, false)
		}
	}
	x.r.did = g.settled(ids) > 0
}

// aaOppRevealsCreatures is Trojan Sauropod's "Your opponent reveals their
// hand and puts each creature from it into play ready, then refills their
// hand as if it were their “draw cards” step."
func aaOppRevealsCreatures(x *Ctx) {
	if hgAwait(x) {
		return
	}
	opp := x.Opponent()
	aaCreaturesFromHand(x, opp)
	x.g.refill(opp, 6+x.g.handBonus(opp))
}

// aaArtifactIntoLine moves artifact id of its controller's into their
// battleline, where it is a creature (Auto-Legionary's model: a card in
// the battleline is a creature, whatever its type), at the place the
// choose line's word says: `left`, `right` (without a word), or a number,
// its index after the move (anywhere only when not flankOnly). A card in
// the battleline already moves within it. It reports whether it moved.
func (g *Game) aaArtifactIntoLine(id int16, flankOnly bool) bool {
	c := &g.cards[id]
	if c.zone != ZoneArtifacts && c.zone != ZoneBattleline {
		return false
	}
	p := &g.p[c.controller]
	if c.zone == ZoneArtifacts {
		p.arts = removeID(p.arts, id)
		c.zone = ZoneBattleline
	} else {
		p.line = removeID(p.line, id)
	}
	at := len(p.line)
	if g.ans.wi < len(g.ans.words) {
		w := g.ans.words[g.ans.wi]
		n, err := strconv.Atoi(w)
		switch {
		case w == "left":
			at = 0
		case w == "right":
		case err == nil && !flankOnly && n >= 0 && n <= len(p.line):
			at = n
		default:
			w = ""
		}
		if w != "" {
			g.ans.wi++
		}
	}
	p.line = append(p.line, 0)
	copy(p.line[at+1:], p.line[at:])
	p.line[at] = id
	return true
}

// aaMysticetiMove is "give The Mysticeti three +1 power counters for each
// creature exhausted this way (the step before) and move it anywhere in your battleline as a creature
// with 0 power and taunt" (The Mysticeti; its taunt is a constant ability
// while in the battleline, its 0 power the artifact's own).
func aaMysticetiMove(x *Ctx) {
	g, id := x.g, x.Self
	n := int(x.r.loops) - aaReadyUntamed(g, x.Player)
	if id < 0 || !g.cards[id].zone.InPlay() || n <= 0 {
		return
	}
	g.cards[id].counters += int16(3 * n)
	g.aaArtifactIntoLine(id, false)
}

// aaAwaken is Effigy of Melerukh's "put an awakening counter on Effigy of
// Melerukh. If there are 6 or more awakening counters on it, move it to a
// flank of your battleline as a creature with 100 power and 100 armor.
// Its text box is considered blank." In the battleline, its text box
// blank, the ability does nothing more; its power and armor are what it
// is considered to have (power_is.go).
func aaAwaken(x *Ctx) {
	g, id := x.g, x.Self
	if id < 0 || g.cards[id].zone != ZoneArtifacts {
		return
	}
	if g.hsAddCounters(id, "awakening", 1); g.hsCounters(id, "awakening") < 6 {
		return
	}
	if g.aaArtifactIntoLine(id, true) {
		g.consideredToHave(id, 100, 100, whileInPlay, x.r)
	}
}

// aaCountReadyUntamed notes, before The Mysticeti's exhaust step, how
// many friendly Untamed creatures are ready: the exhaust step says
// neither how many it exhausted nor (past 4) which, so aaMysticetiMove
// counts those exhausted this way as the difference. The note is the
// run's loop count, which no DoRepeat of this ability uses.
func aaCountReadyUntamed(x *Ctx) {
	x.r.loops = uint8(aaReadyUntamed(x.g, x.Player))
}

// aaReadyUntamed counts player pl's ready Untamed creatures.
func aaReadyUntamed(g *Game, pl int8) int {
	n := 0
	for _, id := range g.p[pl].line {
		if g.houseOf(id) == "untamed" && !g.cards[id].has(flExhausted) {
			n++
		}
	}
	return n
}

// aaLastAnimated (lasting kind 61) marks an artifact moved into the
// battleline as a creature for the turn (Animator): card is the artifact.
const aaLastAnimated lastKind = 61

// aaAnimate is Animator's "Move an artifact to a flank of its
// controller's battleline. For the remainder of the turn, it is a
// creature with 3 power that belongs to the active house." (the artifact
// the step before chose; the choose line may say the flank).
func aaAnimate(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	if g.cards[id].zone != ZoneArtifacts || !g.aaArtifactIntoLine(id, true) {
		return
	}
	until := g.until(UntilTurnEnd)
	g.addLasting(lasting{kind: lastPower, player: x.Player, card: id, n: 3, until: until, source: x.Self})
	g.addLasting(lasting{kind: lastHouse, player: x.Player, card: id, house: g.house, until: until, source: x.Self})
	g.addLasting(lasting{kind: aaLastAnimated, player: x.Player, card: id, until: until, source: x.Self})
	x.r.did = true
}

// aaDeanimate is "(It leaves the battleline when it's no longer a
// creature.)": at the end of the turn each artifact animated for it goes
// back among its controller's artifacts, its damage gone.
func aaDeanimate(x *Ctx) {
	g := x.g
	for _, l := range g.takeLasting(func(l *lasting) bool { return l.kind == aaLastAnimated }, nil) {
		c := &g.cards[l.card]
		if c.zone == ZoneBattleline {
			p := &g.p[c.controller]
			p.line = removeID(p.line, l.card)
			p.arts = append(p.arts, l.card)
			c.zone, c.damage = ZoneArtifacts, 0
		}
	}
}

// aaLastRefrain (lasting kind 62) marks a creature Final Refrain put into
// play: card is the creature, source Final Refrain. It lasts the turn.
const aaLastRefrain lastKind = 62

// aaRefrainIntoPlay is "Put each creature from your discard pile into
// play ready" (Final Refrain), on the right flank in the pile's order.
func aaRefrainIntoPlay(x *Ctx) {
	g, pl := x.g, x.Player
	var ids []int16
	for _, id := range g.p[pl].discard {
		if g.def(id).Type.IsCreature() {
			ids = append(ids, id)
		}
	}
	for _, id := range ids {
		g.detach(id, ZoneDiscard)
		g.enterBattleline(id, pl, FlankRight, 0, true)
		g.addLasting(lasting{kind: aaLastRefrain, player: pl, card: id, source: x.Self, until: g.until(UntilTurnEnd)})
	}
	x.r.did = len(ids) > 0
}

// aaRefrained lists the creatures Final Refrain (src) put into play that
// are still in play; ready: only those that have not fought (are ready).
func (g *Game) aaRefrained(src int16, ready bool) []int16 {
	var ids []int16
	for _, l := range g.lasting {
		if l.kind == aaLastRefrain && l.source == src && g.cards[l.card].zone == ZoneBattleline && (!ready || !g.cards[l.card].has(flExhausted)) {
			ids = append(ids, l.card)
		}
	}
	return ids
}

// aaRefrainFight is "then fight with them one at a time" (with pfEach):
// one creature put into play this way that has not fought fights; the
// choose line names it (when they are not all copies of one card), then
// the creature it fights (the only one needs no name).
func aaRefrainFight(x *Ctx) {
	g := x.g
	x.r.did = false
	left := g.aaRefrained(x.Self, true)
	enemy := other(x.Player)
	if len(left) == 0 || len(g.p[enemy].line) == 0 {
		return
	}
	id := left[0]
	if g.ans.ci < len(g.ans.cards) {
		// The creature named, even when the only one left: the log may
		// name each fight's two creatures.
		if c := g.findInPlay(g.ans.cards[g.ans.ci], x.Player); indexOf(left, c) >= 0 {
			g.ans.ci++
			id = c
		}
	} else if !pfOneName(g, left) {
		ref, ok := awaitNamedCard(x, "which creature fights")
		if !ok {
			return
		}
		if c := g.findInPlay(ref, x.Player); indexOf(left, c) >= 0 {
			id = c
		}
	}
	var target CardRef
	if ts := g.fightTargets(id); len(ts) == 1 && g.ans.ci >= len(g.ans.cards) {
		target = g.refFrom(ts[0], enemy)
	} else {
		ref, ok := awaitNamedCard(x, "which creature it fights")
		if !ok {
			return
		}
		target = hcFightRef(g, ref, enemy)
	}
	x.r.did = true
	g.countSix(id)
	g.useCard(id, VerbFight, target)
}

// aaRefrainDestroy is "Destroy each creature put into play this way."
func aaRefrainDestroy(x *Ctx) {
	g := x.g
	for _, id := range g.aaRefrained(x.Self, false) {
		g.destroy(id)
	}
	g.sweep()
}

// aaLastHorded (lasting kind 63) marks an enemy creature a token of
// Endless Hordes (source) has been made for: card is the enemy creature.
// It lasts the turn.
const aaLastHorded lastKind = 63

// aaHordeFight is one pass of Endless Hordes' "For each enemy creature,
// make a token creature, ready it, and have it fight that enemy creature,
// ignoring taunt. Resolve these fights one at a time." (with pfEach): the
// enemy creature the choose line names (none needed when the ones left
// are copies of one card), not yet fought this way.
func aaHordeFight(x *Ctx) {
	g, pl := x.g, x.Player
	x.r.did = false
	var left []int16
	for _, e := range g.p[other(pl)].line {
		if !g.aaHorded(x.Self, e) {
			left = append(left, e)
		}
	}
	if len(left) == 0 {
		return
	}
	t := left[0]
	if g.ans.ci < len(g.ans.cards) || !pfOneName(g, left) {
		ref, ok := awaitNamedCard(x, "which enemy creature a token fights next")
		if !ok {
			return
		}
		if c := g.findInPlay(ref, other(pl)); indexOf(left, c) >= 0 {
			t = c
		} else {
			g.violate("effect-target", pl, "%s: %s is not an enemy creature left to fight", g.defs[x.r.def].Name, g.refName(ref))
			return
		}
	}
	g.addLasting(lasting{kind: aaLastHorded, player: pl, card: t, source: x.Self, until: g.until(UntilTurnEnd)})
	x.r.did = true
	ref, ok := g.deckToken(pl)
	n := len(g.p[pl].line)
	if !ok {
		g.violate("choice-missing", pl, "%s: the deck names no token creature", g.defs[x.r.def].Name)
		return
	}
	g.makeToken(pl, ref)
	if len(g.p[pl].line) == n {
		return // no card left to make it of
	}
	id := g.p[pl].line[len(g.p[pl].line)-1]
	// Ready it, and fight: a use, as useCard's, but past taunt.
	g.countSix(id)
	g.setSource(id)
	g.emit(Event{Kind: EvCardUsed, Player: pl, Card: g.def(id).ID, Other: useNames[VerbFight]})
	g.cards[id].flags |= flExhausted
	g.fight(id, t)
	g.hcAfterUse(id)
}

// aaHorded reports whether enemy creature e has been fought by a token of
// Endless Hordes src.
func (g *Game) aaHorded(src, e int16) bool {
	for _, l := range g.lasting {
		if l.kind == aaLastHorded && l.source == src && l.card == e {
			return true
		}
	}
	return false
}
