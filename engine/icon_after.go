package engine

// OnDrawIcon: "After you resolve a draw bonus icon, …" (Chronus). Trig: the
// card whose icon it was. Numbered from the top, as the batches' own
// triggers are, so that the list in ability.go stays as it was.
const OnDrawIcon Trigger = 1 << 59

// afterDrawIcon fires the "after you resolve a draw bonus icon" abilities
// of the cards player p.player controls, once the draw of the icon p.icon
// has resolved. When one of them waits for a choice (Chronus: "you may
// archive a card"), the play is suspended where it is: its next icons and
// its "Play:" ability go on once nothing waits (drain), so that the
// ability resolves between the icons, as "after" says. It reports whether
// the play was suspended.
func (g *Game) afterDrawIcon(p pending) bool { return g.afterIcon(p, BonusDraw) }

// afterIcon fires, once bonus icon b of the play p has resolved, the
// "after you resolve a draw bonus icon" abilities (a draw) and the "after
// you resolve a bonus icon" ones (OnIcon, Rage) of player p.player's
// cards, and suspends the play when one of them waits (afterDrawIcon).
func (g *Game) afterIcon(p pending, b Bonus) bool {
	t := OnIcon
	if b == BonusDraw {
		t |= OnDrawIcon
	}
	if g.triggers&t == 0 {
		return false
	}
	if b == BonusDraw {
		g.fireFor(p.player, OnDrawIcon, p.source)
	}
	if g.triggers&OnIcon != 0 {
		g.fireFor(p.player, OnIcon, p.source)
	}
	if g.pend.kind == pendNone && g.nstack == 0 {
		return false
	}
	p.icon++
	g.suspended = p
	return true
}

// fireFor fires trigger t of the cards in play that player pl controls,
// in table order ("after you …" abilities).
func (g *Game) fireFor(pl int8, t Trigger, trig int16) {
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if g.cards[id].controller == pl && g.abilitiesWork(id) {
			g.fire(id, t, trig)
		}
	}
}

// resumeSuspendedPlay goes on with a play an "after you resolve a bonus
// icon" ability suspended, once nothing waits any more.
func (g *Game) resumeSuspendedPlay() {
	if g.suspended.kind == pendNone || g.pend.kind != pendNone || g.nstack > 0 {
		return
	}
	p := g.suspended
	g.suspended = pending{}
	if p.kind == pendFight {
		g.acResumeFight(p) // a fight waited for its before-fight choices (ability_hand_ac.go)
		return
	}
	if p.kind == pendForge {
		g.forge(p.player, KeyColor(p.icon), p.pos) // a forge waited for Keyforgery (ability_hand_ac.go)
		return
	}
	if p.kind == pendEndTurn {
		g.endTurnDraw(p.player) // the end of a turn waited before its draw (ability_hand_ac.go)
		return
	}
	if p.kind == pendEndDraw {
		g.ahResumeEndDraw(p) // the end of a turn waited in its draw (draw_instead.go)
		return
	}
	g.resumePlay(p)
}
