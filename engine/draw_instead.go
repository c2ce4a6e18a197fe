package engine

// A draw that can stop between its cards: "if you would draw a card, you
// may … instead" (Scooboo). A draw of n cards is n single draws. Before
// each, while a card with DrawInstead lies in the drawing player's
// discard pile during their turn, the rest of the draw is handed to that
// card's triggerless ability (a run whose left counts the cards still to
// draw, this one included): its first step asks the "may" for this card,
// and waits for the log's answer like any other; its last step draws the
// rest, one card at a time again. So the game waits between two cards, and
// what the draw's caller does next waits too:
//
//   - inside an ability, the ability's next steps wait on the stack under
//     the replacement (execSteps), as they wait under any inner choice;
//   - the "draw cards" step suspends the end of the turn (pendEndDraw);
//   - a draw bonus icon suspends the play before its next icon, as an
//     "after you resolve a bonus icon" ability does (ahIconDrawWaits).
//
// A closure that draws and then goes on in the same step is the one case
// that does not wait: its later effects come before the rest of the draw.
// The abilities a card drawn sets off ("after you draw a card", Ihaka of
// the Depths) resolve before the next card's "may", as at a table, because
// a card drawn while the replacement applies is drawn alone.
//
// When the deck is empty, the discard pile is shuffled into it before the
// "may" (the rulebook: a player who must draw from an empty deck shuffles
// their discard pile), so a Scooboo in that pile is shuffled in and no
// longer replaces the draw.
//
// The same stop serves "after you draw a card" (Ihaka of the Depths, whose
// "may"s otherwise resolve after the whole draw): a draw that empties the
// deck with cards still to draw records the cards drawn, and when what
// they set off waits, the rest of the draw waits under it (ahDrawnToEmpty),
// so the discard pile is shuffled in only after the answers.

// DrawInstead: "While <this> is in your discard pile, if you would draw a
// card during your turn, you may discard the top 3 cards of your deck and
// return <this> from your discard pile to your hand instead." (Scooboo)
// The card's triggerless ability is the replacement (ahDrawThrough).
const DrawInstead StaticKind = 235

// pendEndDraw is the end of player's turn suspended (in Game.suspended)
// in its "draw cards" step, while a draw waits for a replacement's "may":
// pos is the hand size before the step, icon 1 once the step's extra
// draws (Scheming Expertise) are made.
const pendEndDraw pendingKind = 93

// ahDrawReplacer is the card that replaces player pl's next single draw:
// the topmost card with DrawInstead in pl's discard pile during pl's
// turn; -1 when none.
func (g *Game) ahDrawReplacer(pl int8) int16 {
	if pl != g.active || g.turn == 0 {
		return -1
	}
	d := g.p[pl].discard
	for i := len(d) - 1; i >= 0; i-- {
		if s := g.scripts[g.cards[d[i]].def]; s != nil && s.static(DrawInstead) != nil {
			return d[i]
		}
	}
	return -1
}

// ahDrawThrough hands the last left cards of player pl's draw to the
// replacement of the card that replaces the next one (its triggerless
// ability), once the drawn cards before it are recorded; it reports
// whether it did. An empty deck is shuffled first, which may take the card
// away.
func (g *Game) ahDrawThrough(pl int8, drawn, left int) bool {
	if g.p[pl].deckSize() == 0 {
		g.reshuffle(pl)
	}
	id := g.ahDrawReplacer(pl)
	if id < 0 {
		return false
	}
	if drawn > 0 {
		g.emit(Event{Kind: EvDraw, Player: pl, N: drawn})
	}
	s := g.scripts[g.cards[id].def]
	for i := range s.Abilities {
		if s.Abilities[i].On == 0 {
			g.resolve(run{def: g.cards[id].def, src: id, ab: uint8(i), player: pl, trig: -1, left: uint8(min(left, 255))})
			return true
		}
	}
	return false
}

// ahReturnInstead is the replacement's "may" for one card of the draw
// (run.left counts it): yes returns the card from the discard pile to the
// hand (the next step discards the deck's top 3, "if you do"); no draws
// the card (another such card in the pile is not asked about it). The
// "may" is not asked when the card is no longer in the discard pile (an
// ability that resolved in between moved it): the card is drawn as any,
// which another such card may replace.
func ahReturnInstead(x *Ctx) {
	g, id := x.g, x.Self
	if g.cards[id].zone != ZoneDiscard {
		x.r.did = false
		g.draw(x.Player, 1)
		return
	}
	if hgAwait(x) {
		return
	}
	if w, ok := g.ans.nextWord(); !ok || w != "yes" {
		x.r.did = false
		ahDrawOne(x)
		return
	}
	g.moveInst(id, ZoneHand)
	x.r.did = true
}

// ahDrawOne draws the card the replacement did not replace.
func ahDrawOne(x *Ctx) {
	if x.g.drawOne(x.Player) {
		x.g.emit(Event{Kind: EvDraw, Player: x.Player, N: 1})
	}
}

// ahDrawOn draws the rest of the draw, after the card the replacement
// was asked about.
func ahDrawOn(x *Ctx) {
	if x.r.left > 1 {
		x.g.draw(x.Player, int(x.r.left)-1)
	}
}

// ahDrawnToEmpty: player pl's draw has emptied the deck with left cards
// still to draw, and "after you draw a card" abilities are in the game
// (Ihaka of the Depths). The drawn cards are recorded now (drawn of them),
// so that what they set off resolves before the discard pile is shuffled
// into the deck, as at a table. When some of it waits for the log, the
// rest of the draw waits under it: a run of the triggerless ability ("draw
// the rest") of the card that set it off, pushed beneath the runs the
// cards set off. It reports whether the draw stops here.
func (g *Game) ahDrawnToEmpty(pl int8, drawn, left int) bool {
	base, waited := g.nstack, g.pend.kind != pendNone
	g.emit(Event{Kind: EvDraw, Player: pl, N: drawn})
	if g.nstack == base && (waited || g.pend.kind == pendNone) {
		return false // nothing waits for these cards: the draw goes on
	}
	r, ok := g.ahRestRun(pl, left)
	if !ok {
		return false
	}
	g.pushUnder(r, base)
	return true
}

// ahRestRun is the run that draws the last left cards of player pl's
// draw: the triggerless ability of the first card pl controls with an
// "after you draw a card" ability and one.
func (g *Game) ahRestRun(pl int8, left int) (run, bool) {
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		s := g.scriptOf(id)
		if g.cards[id].controller != pl || s == nil || !s.triggered(agOnOwnDraws) {
			continue
		}
		for i := range s.Abilities {
			if s.Abilities[i].On == 0 {
				return run{def: g.cards[id].def, src: id, ab: uint8(i), player: pl, trig: -1, left: uint8(min(left, 255))}, true
			}
		}
	}
	return run{}, false
}

// ahDrawRest draws the rest of a draw that waited (run.left cards).
func ahDrawRest(x *Ctx) {
	x.g.draw(x.Player, int(x.r.left))
}

// ahDrawWaiting reports whether a draw waits: for a replacement's answer
// (its run waits, or waits under another one; a run that has ended, left
// on the stack by a wait, does not count), or under what its cards set
// off.
func (g *Game) ahDrawWaiting() bool {
	if !g.hasStatic(DrawInstead) && g.triggers&agOnOwnDraws == 0 {
		return false
	}
	if g.pend.kind == pendAbility && g.ahDrawing(&g.pend.run) {
		return true
	}
	for i := range g.nstack {
		if g.ahDrawing(&g.stack[i]) {
			return true
		}
	}
	return false
}

// ahDrawing reports whether r is a replacement's run with steps to go.
func (g *Game) ahDrawing(r *run) bool {
	return r.left > 0 && int(r.pc) < len(g.stepsOf(r))
}

// ahIconDrawWaits suspends play p after its draw bonus icon while the
// icon's draw waits for a replacement's answer: the next icons and the
// "Play:" ability come after the draw (resumeSuspendedPlay). It reports
// whether it did.
func (g *Game) ahIconDrawWaits(p pending) bool {
	if g.inRun > 0 || g.suspended.kind != pendNone || !g.ahDrawWaiting() {
		return false
	}
	p.icon++
	g.suspended = p
	return true
}

// ahEndDrawWaits suspends the end of player pl's turn in its "draw cards"
// step while the step's draw waits for a replacement's answer (before:
// the hand size before the step; extra: the extra draws are made). It
// reports whether it did.
func (g *Game) ahEndDrawWaits(pl int8, before int, extra bool) bool {
	if g.inRun > 0 || g.suspended.kind != pendNone || !g.ahDrawWaiting() {
		return false
	}
	p := pending{kind: pendEndDraw, player: pl, pos: before}
	if extra {
		p.icon = 1
	}
	g.suspended = p
	return true
}

// ahResumeEndDraw goes on with the "draw cards" step p suspended.
func (g *Game) ahResumeEndDraw(p pending) {
	if p.icon == 0 {
		g.abDrawExtra(p.player) // Scheming Expertise (ability_hand_ab.go)
		if g.ahEndDrawWaits(p.player, p.pos, true) {
			return
		}
	}
	g.endTurnDrawn(p.player, p.pos)
}

// ahStaticText prints the constant abilities of this file.
func ahStaticText(st *Static, name string) (string, bool) {
	if st.Is == DrawInstead {
		return "While " + name + " is in your discard pile, if you would draw a card during your turn, you may discard the top 3 cards of your deck and return " + name + " from your discard pile to your hand instead.", true
	}
	return "", false
}
