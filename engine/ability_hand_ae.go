package engine

import (
	"slices"
	"strconv"
)

// Batch AE's closures and helpers (issue 16; prefix ae). docs/abilities.md
// ("Batch AE") says what each adds.

// aeBookOfLeQ reveals the top card of the player's deck (the choose line
// names an unknown one): a card not of Star Alliance makes its house the
// active house; a Star Alliance card ends the turn (aeEndTurn).
func aeBookOfLeQ(x *Ctx) {
	g := x.g
	id, wait := hsRevealTop(x, x.Player)
	if wait || id < 0 {
		return
	}
	x.r.did = true
	if g.ofHouse(id, "staralliance") {
		aeEndTurn(x)
		return
	}
	if h := g.houseOf(id); h != "" && g.active == x.Player {
		g.house = h
	}
}

// aeEndTurn is "end your turn" in the middle of step 3: the log's next
// action is the player's "end"; until then they can neither play nor use
// a card (Corner the Market's and Skippy Timehog's lasting effects, for
// this turn), which is all the rest of their step 3 could do.
func aeEndTurn(x *Ctx) {
	g := x.g
	until := g.until(UntilTurnEnd)
	g.addLasting(lasting{kind: hyLastNoPlays, player: x.Player, card: -1, until: until, source: x.Self})
	g.addLasting(lasting{kind: lastNoUse, player: x.Player, card: -1, until: until, source: x.Self})
}

// aeLastNextUse: the next creature used this turn cannot use verb n
// (Edict of Nerotaurus: "After a creature reaps, the next time a creature
// is used that turn, it cannot reap"); the next creature used spends it,
// whatever its use.
const aeLastNextUse lastKind = 106

// aeNextUseCannot returns the closure that notes "the next creature used
// this turn cannot <verb>".
func aeNextUseCannot(verb Verb) func(x *Ctx) {
	return func(x *Ctx) {
		x.g.addLasting(lasting{kind: aeLastNextUse, player: x.Player, card: -1, n: int(verb), until: x.g.until(UntilTurnEnd), source: x.Self})
		x.r.did = true
	}
}

// aeOnUsing: "In order to use <this>, you must …": the ability resolves
// as the card is used, before what the use does (Rampaging Brutodon).
const aeOnUsing Trigger = 1 << 61

// aeBeforeUse is what comes before a creature's use: the restrictions the
// use spends, and the card's own cost of being used.
func (g *Game) aeBeforeUse(id int16, verb Verb) {
	if len(g.lasting) > 0 {
		g.aeSpendNextUse(id, verb)
	}
	if g.triggers&aeOnUsing != 0 {
		g.fire(id, aeOnUsing, -1)
	}
}

// aeTriggerLead prints the triggers of batch AE ("" for another).
func aeTriggerLead(a *Ability, name string) string {
	if a.On&aeOnUsing != 0 {
		return "In order to use " + name
	}
	return ""
}

// aeSpendNextUse spends each aeLastNextUse on the use of creature id by
// verb, flagging the use it forbids. Unstunning is a use too, and no
// reap or fight (the creature's stun is all it removes).
func (g *Game) aeSpendNextUse(id int16, verb Verb) {
	stunned := g.cards[id].has(flStunned)
	for _, l := range g.takeLasting(func(l *lasting) bool { return l.kind == aeLastNextUse }, nil) {
		if Verb(l.n) == verb && !stunned {
			g.violate("restricted", g.active, "%s: %s is the next creature used this turn: it cannot %s", g.name(l.source), g.name(id), useNames[verb])
		}
	}
}

// aeKeysToWin: Who must forge N additional keys to win the game
// (Tinkerer). The engine keeps three coloured keys; a key forged when all
// three are is an additional key, a lasting entry of kind aeLastExtraKey
// for the rest of the game (n: how many).
const (
	aeKeysToWin    StaticKind = 220
	aeLastExtraKey lastKind   = 107
)

// aeForever is the "until" of a lasting entry that lasts the whole game.
const aeForever = 1 << 30

// aeKeysToWin is how many keys player pl must forge to win: 3, and one
// more for each key Tinkerer adds.
func (g *Game) aeKeysToWin(pl int8) int {
	if !g.hasStatic(aeKeysToWin) {
		return 3
	}
	return 3 + g.abStaticSum(aeKeysToWin, pl, KeyAny)
}

// aeExtraKeys is how many keys player pl forged beyond the three colours.
func (g *Game) aeExtraKeys(pl int8) int {
	for _, l := range g.lasting {
		if l.kind == aeLastExtraKey && l.player == pl {
			return l.n
		}
	}
	return 0
}

// aeForgeExtraKey forges a key beyond the three colours for pl at cost (no
// colour: the event's Key is KeyAny), which wins once pl has all they
// must forge.
func (g *Game) aeForgeExtraKey(pl int8, cost int) {
	paid := g.lose(pl, cost, SrcForge)
	if paid < cost {
		paid += g.payFromCards(pl, cost-paid)
	}
	i := slices.IndexFunc(g.lasting, func(l lasting) bool { return l.kind == aeLastExtraKey && l.player == pl })
	if i < 0 {
		g.addLasting(lasting{kind: aeLastExtraKey, player: pl, card: -1, source: -1, until: aeForever})
		i = len(g.lasting) - 1
	}
	g.lasting[i].n++
	g.noteLasting()
	g.abNoteForge(pl)
	g.emit(Event{Kind: EvKeyForged, Player: pl, Key: KeyAny, N: paid})
	if g.p[pl].keyCount()+g.lasting[i].n >= g.aeKeysToWin(pl) {
		g.end(pl, "keys")
		return
	}
	g.playerEvent(OnKeyForged, pl)
}

// aeStaticText prints this batch's constant abilities.
func aeStaticText(st *Static) (string, bool) {
	switch st.Is {
	case aeKeysToWin:
		return "You must forge " + strconv.Itoa(st.N) + " additional key to win the game.", true
	case aeReturnsIfHaunted:
		return "While you are haunted, you may return this card from your discard pile to your hand.", true
	case aeNoMulligan:
		return "During game setup, you cannot take a mulligan.", true
	case aeSetupArchive:
		return "After you draw your opening hand, search your deck for any " + strconv.Itoa(st.N) + " cards, reveal them, and put them into your archives.", true
	case aeSpentAsAember:
		return "You may spend this creature as if it were 1A in your pool. (Discard it, ignoring wards.)", true
	}
	return "", false
}

// aeSpentAsAember: "You may spend <this> as if it were 1A in your pool.
// (Discard it, ignoring wards.)" (Æmberling): a creature spent so, after
// the pool and the Æmber on cards, when a payment needs it.
const aeSpentAsAember StaticKind = 221

// aeSpendableCreatures counts the creatures player pl may spend as 1A.
func (g *Game) aeSpendableCreatures(pl int8) int {
	if !g.hasStatic(aeSpentAsAember) {
		return 0
	}
	n := 0
	for _, id := range g.p[pl].line {
		if g.staticOf(id, aeSpentAsAember) != nil {
			n++
		}
	}
	return n
}

// aeSpendCreatures spends up to n such creatures of player pl, left to
// right, each discarded (a ward does not stop it), and says how many.
func (g *Game) aeSpendCreatures(pl int8, n int) int {
	if !g.hasStatic(aeSpentAsAember) {
		return 0
	}
	var spend []int16
	for _, id := range g.p[pl].line {
		if len(spend) < n && g.staticOf(id, aeSpentAsAember) != nil {
			spend = append(spend, id)
		}
	}
	for _, id := range spend {
		g.emit(Event{Kind: EvStatus, Player: pl, Card: g.def(id).ID, N: 1, Other: "spent as aember"})
		g.leavePlay(id, ZoneDiscard)
	}
	return len(spend)
}

// aeSwapDeckAndDiscard is Future is Past's "Swap each player's deck with
// their discard pile. Shuffle each player's deck.": each discard pile
// becomes its deck's hidden cards, and each deck (public now, in the
// discard pile) is named on the choose line, the active player's cards
// first (its known top cards need no name). A deck the line does not name
// entirely keeps its unnamed cards.
func aeSwapDeckAndDiscard(x *Ctx) {
	g := x.g
	if g.p[0].deckUnknown+g.p[1].deckUnknown > 0 && hgAwait(x) {
		return
	}
	for _, pl := range [2]int8{x.Player, x.Opponent()} {
		old := slices.Clone(g.p[pl].discard)
		g.aeDeckToDiscard(x, pl)
		for _, id := range old {
			// The card resolving stays: the engine has already put it
			// in its discard pile.
			if id != x.Self {
				g.hide(id, ZoneDeck)
			}
		}
		g.forgetDeckOrder(pl)
	}
	x.r.did = true
}

// aeDeckToDiscard puts player pl's deck into their discard pile: its
// known top cards, then the unknown ones the choose line names.
func (g *Game) aeDeckToDiscard(x *Ctx, pl int8) {
	p := &g.p[pl]
	for len(p.deckTop) > 0 {
		id := p.deckTop[len(p.deckTop)-1]
		g.detach(id, ZoneDeck)
		g.put(id, ZoneDiscard)
	}
	for p.deckUnknown > 0 {
		ref, ok := g.ans.nextCard()
		if !ok || ref.IsZero() {
			x.missingChoice("the cards of " + p.name + "'s deck")
			return
		}
		id := int16(-1)
		if def := g.deckDef(pl, ref); def >= 0 {
			if id = g.unknownCopy(pl, def); id < 0 {
				id = g.adoptUnseen(pl, def)
			}
		}
		if id < 0 {
			g.violate("card-not-available", pl, "%s cannot be in %s's deck", g.refName(ref), p.name)
			return
		}
		g.detach(id, ZoneDeck)
		g.put(id, ZoneDiscard)
	}
}

// aeReturnsIfHaunted: "While you are haunted, you may return <this> from
// your discard pile to your hand." (Singing Scythe): the player's return
// is a declared `> return CARD` line, flagged when they are not haunted.
const aeReturnsIfHaunted StaticKind = 222

// aeCheckReturn flags a return of such a card from its owner's discard
// pile while they are not haunted. (Only a card that lies in no other
// zone the return could take it from: one in play is returned from play.)
func (g *Game) aeCheckReturn(pl int8, ref CardRef) {
	if ref.IsZero() || !g.hasStatic(aeReturnsIfHaunted) || g.findInPlay(ref, pl) >= 0 {
		return
	}
	id := g.findAnywhere(ref, pl)
	if id < 0 || g.cards[id].zone != ZoneDiscard || !aeReturnsOf(g.scripts[g.cards[id].def]) {
		return
	}
	if owner := g.cards[id].owner; !g.haunted(owner) {
		g.violate("restricted", owner, "%s returns to %s's hand from their discard pile only while they are haunted", g.name(id), g.p[owner].name)
	}
}

// aeReturnsOf reports whether script s returns so.
func aeReturnsOf(s *Script) bool { return s != nil && s.static(aeReturnsIfHaunted) != nil }

// Overcharged's two constant abilities: its owner cannot take a mulligan
// (aeNoMulligan, read by mulligan), and after the opening hands are drawn
// N cards of their deck go into their archives (aeSetupArchive).
const (
	aeNoMulligan   StaticKind = 223
	aeSetupArchive StaticKind = 224
)

// aeSetupArchives puts, for each player with aeSetupArchive, N cards of
// their deck into their archives once the opening hands are drawn. The
// cards are revealed to the opponent, but no line of the log names them
// yet: they are hidden cards of the archives (as an archived unknown card
// of the hand is) until a line names them.
func (g *Game) aeSetupArchives() {
	if !g.hasStatic(aeSetupArchive) {
		return
	}
	for pl := range int8(2) {
		by := g.staticControlled(pl, aeSetupArchive)
		if by < 0 {
			continue
		}
		p := &g.p[pl]
		n := min(g.staticOf(by, aeSetupArchive).N, p.deckUnknown)
		p.deckUnknown -= n
		p.archUnknown += n
	}
}
