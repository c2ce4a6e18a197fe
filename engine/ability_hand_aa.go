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

// aaPlayUnder is "Play the card beneath <this card>." (Masterplan): a
// card the log never named waits for the line that names it.
func aaPlayUnder(x *Ctx) {
	g := x.g
	var buf [4]int16
	under := g.hsUnder(x.Self, buf[:0])
	if len(under) == 0 {
		return
	}
	id := under[0]
	if g.cards[id].has(flGuessed) {
		if hgAwait(x) {
			return
		}
		if ref, ok := g.ans.nextCard(); ok {
			id = g.hsNameUnder(id, ref)
		}
	}
	x.r.did = true
	g.hsPlayFromUnder(id)
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

// aaPlayOneUnder plays one of the cards under the ability's card, the
// one the choose line names (the player's order), else the first placed;
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

// aaStaticText prints this batch's constant abilities.
func aaStaticText(st *Static, name string) (string, bool) {
	if st.Is == aaGainOnDiscardPlay {
		return "Each time you play " + targetText(&st.To, name) + " from your discard pile, gain " + strconv.Itoa(st.N) + "A.", true
	}
	return "", false
}
