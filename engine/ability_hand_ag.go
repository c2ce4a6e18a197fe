package engine

// agOnOwnDraws: "After you draw a card during your turn, …" (Ihaka of the
// Depths): fired once for each card its controller draws while they are
// the active player, from the draw's event (agEvent).
const agOnOwnDraws Trigger = 1 << 34

// agEvent fires the triggers of batch AG an event sets off. A draw of
// several cards (a refill, "draw 2") draws them all at once and then
// fires once for each card, so that Ihaka's "may"s resolve after the whole
// draw rather than between its cards, which changes nothing while the
// deck holds the cards. A draw that empties the deck stops there until
// the "may"s of its cards are answered, before the discard pile is
// shuffled in; while a Scooboo can replace a card, the draw goes card by
// card (both draw_instead.go).
// (Small enough to inline into emit, which calls it for every event.)
func (g *Game) agEvent(e *Event) {
	if g.triggers&agOnOwnDraws != 0 {
		g.agFire(e)
	}
}

// agFire is agEvent in a game with a card of the trigger.
func (g *Game) agFire(e *Event) {
	if e.Kind != EvDraw || e.Player != g.active || g.turn == 0 {
		return
	}
	for range max(e.N, 1) {
		g.fireFor(e.Player, agOnOwnDraws, -1)
	}
}

// agTriggerLead prints the triggers of batch AG ("" for another).
func agTriggerLead(a *Ability) string {
	switch {
	case a.On&agOnOwnDraws != 0:
		return "After you draw a card during your turn"
	case a.On&agOnSetup != 0:
		return "Before drawing starting hands"
	}
	return ""
}

// agDiscardToBottom puts the top card of the player's discard pile on the
// bottom of their deck (Ihaka of the Depths).
func agDiscardToBottom(x *Ctx) {
	d := x.g.p[x.Player].discard
	if len(d) == 0 {
		return
	}
	x.g.moveInst(d[len(d)-1], ZoneUnknown)
	x.r.did = true
}

// agOnSetup: "Before drawing starting hands, …" (Signature Move), fired
// for each archon power of the players, the first player's first, once the
// game is set up (agSetup).
const agOnSetup Trigger = 1 << 35

// agSetup fires the archon powers' "before drawing starting hands"
// abilities. The engine draws the opening hands first: the cards drawn are
// unknown ones, as interchangeable as the deck's, so a card the ability
// then takes out of the deck is one the hands could not have drawn (a
// `hand` line naming it is a violation, as it would be).
func (g *Game) agSetup() {
	if g.triggers&agOnSetup == 0 {
		return
	}
	var buf [4]int16
	for _, pl := range [2]int8{g.first, other(g.first)} {
		for _, id := range g.powersOf(pl, buf[:0]) {
			g.fire(id, agOnSetup, -1)
		}
	}
}

// agArchiveNamed: "Name an action card. Search your deck for any number of
// the named card, reveal them, and put them into your archives." The
// first choose line names the copies found (`choose Anger Anger`; `none`
// for no copy); another line first finds none. A card that is not an
// action card of the deck, or not the one named first, is flagged and not
// archived.
func agArchiveNamed(x *Ctx) {
	g := x.g
	if hgAwait(x) {
		return
	}
	named := int16(-1)
	for {
		ref, ok := g.ans.nextCard()
		if !ok || ref.IsZero() {
			return
		}
		def := g.deckDef(x.Player, ref)
		if def < 0 || g.defs[def].Type != TypeAction || named >= 0 && def != named {
			g.violate("effect-target", x.Player, "%s: %s is not a copy of the action card named", g.defs[x.r.def].Name, g.refName(ref))
			continue
		}
		named = def
		id := g.unknownCopy(x.Player, def)
		if id < 0 || g.p[x.Player].deckUnknown == 0 {
			g.violate("card-not-available", x.Player, "no other copy of %s can be in %s's deck", g.defs[def].Name, g.p[x.Player].name)
			continue
		}
		g.detach(id, ZoneDeck)
		g.put(id, ZoneArchives)
		x.r.did = true
	}
}

// agPartialPickup: "If you archive <this>, archive it faceup. While <this>
// is in your archives, instead of picking up all of your archives, you may
// choose to pick up any number of cards in your archives." (The
// Archivist.) The `archives` line then names the cards taken (`archives
// Troll`); a bare `archives` takes them all. Faceup needs nothing more:
// a card the log archives by name is known in the archives.
const agPartialPickup StaticKind = 230

// agStaticText prints this batch's constant abilities.
func agStaticText(st *Static, name string) (string, bool) {
	if st.Is == agPartialPickup {
		return "If you archive " + name + ", archive it faceup. While " + name + " is in your archives, instead of picking up all of your archives, you may choose to pick up any number of cards in your archives.", true
	}
	return "", false
}

// agArchivesNamedToHand puts the named cards of pl's archives into their
// hand and reports how many it took. Taking only some is allowed while a
// card with agPartialPickup is in them (known, or possibly one of the
// hidden cards); otherwise it is flagged and every card is taken, as the
// rule says.
func (g *Game) agArchivesNamedToHand(pl int8, refs []CardRef) int {
	if !g.agMayPickSome(pl) {
		g.violate("restricted", pl, "%s takes only some of their archives, and no card lets them", g.p[pl].name)
		return g.archivesToHand(pl)
	}
	n := 0
	for _, ref := range refs {
		id := g.hyKnownInArchives(pl, ref)
		if id < 0 {
			g.violate("card-not-available", pl, "%s is not in %s's archives", g.refName(ref), g.p[pl].name)
			continue
		}
		g.detach(id, ZoneArchives)
		g.put(id, ZoneHand)
		n++
	}
	return n
}

// agMayPickSome reports whether a card with agPartialPickup can be in pl's
// archives: a known one, or an unaccounted copy while they hold hidden
// cards.
func (g *Game) agMayPickSome(pl int8) bool {
	if !g.hasStatic(agPartialPickup) {
		return false
	}
	p := &g.p[pl]
	for _, id := range p.archive {
		if s := g.scriptOf(id); s != nil && s.static(agPartialPickup) != nil {
			return true
		}
	}
	if p.archUnknown == 0 {
		return false
	}
	for i, s := range g.scripts {
		if s != nil && s.static(agPartialPickup) != nil && g.unknownCopy(pl, int16(i)) >= 0 {
			return true
		}
	}
	return false
}
