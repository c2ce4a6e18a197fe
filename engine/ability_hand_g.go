package engine

// Additions to the ability language for the cards of scripts_hand_g.go.

// hgArchiveInto puts creature id (in play) into player pl's archives. An
// enemy creature goes into pl's archives, not its owner's: it stays there,
// controlled by pl, until it leaves them, and then goes to its owner's
// hand (taking archives and put() both send a card to its owner's hand;
// Collector Worm, Uxlyx the Zookeeper). Whether it arrived is the result.
func (g *Game) hgArchiveInto(id int16, pl int8) bool {
	c := &g.cards[id]
	if !c.zone.InPlay() { // a creature, or an artifact or upgrade (Glimmerspore, Yipyax Abductor)
		return false
	}
	g.moveInst(id, ZoneArchives) // a ward is spent instead
	if c.zone != ZoneArchives {
		return false
	}
	if c.owner != pl {
		g.detach(id, ZoneArchives)
		g.p[pl].archive = append(g.p[pl].archive, id)
		c.controller = pl
	}
	return true
}

// hgArchiveThat is "put that creature into your archives" for the cards
// the step before chose.
func hgArchiveThat(x *Ctx) {
	x.r.did = false
	for _, id := range x.r.that[:x.r.nThat] {
		if x.g.hgArchiveInto(id, x.Player) {
			x.r.did = true
		}
	}
}

// hgAwait makes the closure of step x.r.pc wait for the log's choose line
// when none is being read: the run waits at this step (pendAbility) and
// resolves it again once the line comes, with its answers; the copy of the
// run execSteps keeps going on after the wait is spent (its next step is
// past the end). It reports whether the closure must return now. Without a
// choose line (forcing), the closure resolves without one.
func hgAwait(x *Ctx) bool {
	g := x.g
	if g.forcing || g.ans.ci < len(g.ans.cards) || g.ans.wi < len(g.ans.words) || g.pend.kind != pendNone {
		return false
	}
	g.pend = pending{kind: pendAbility, player: x.r.player, source: x.r.src, run: *x.r}
	x.r.pc = uint8(len(g.stepsOf(x.r)) - 1)
	return true
}

// missingChoice reports that the log does not say what the closure's step
// needed ("which card was found"): nothing more can come to answer it.
func (x *Ctx) missingChoice(what string) {
	x.g.violate("choice-missing", x.Player, "%s: the log does not say %s", x.g.defs[x.r.def].Name, what)
}

// awaitNamedCard is the card the choose line names for a closure's step.
// Without one the step waits for that line (hgAwait), or, when none can
// come, the choice is missing (what says which); ok is false either way.
func awaitNamedCard(x *Ctx, what string) (ref CardRef, ok bool) {
	if ref, ok = x.g.ans.nextCard(); !ok && !hgAwait(x) {
		x.missingChoice(what)
	}
	return ref, ok
}

// hgGoOptions lists the legal answers of a closure that waits for a card
// out of play (hgAwait): the cards that may be in the player's hand and
// archives, and "no" for a "you may".
func (g *Game) hgGoOptions(p *Prompt, st *Clause, r *run) {
	pl := r.player
	if st.N == hgFromDeckTop {
		// The top cards of the deck: the ones known there, else any card
		// the deck may hold.
		for i := len(g.p[pl].deckTop) - 1; i >= 0; i-- {
			p.Cards = append(p.Cards, CardRef{ID: g.def(g.p[pl].deckTop[i]).ID})
		}
		if g.p[pl].deckUnknown > 0 {
			p.Cards = appendIDs(p.Cards, g.unaccountedIDs(pl))
		}
		p.Words = []string{"no"}
		return
	}
	if st.N == hgRedistribute {
		side := pl
		if st.To.Side == Enemy {
			side = other(pl)
		}
		for _, id := range g.p[side].line {
			p.Cards = append(p.Cards, g.refFrom(id, side))
		}
		return
	}
	if st.N == hgIcons {
		g.hgIconOptions(p, r)
		return
	}
	if st.N == hgAnyArchives {
		// A card of either player's archives: those known there, else
		// any card the archives may hold.
		for _, side := range [2]int8{pl, other(pl)} {
			var ids []string
			for _, id := range g.p[side].archive {
				if d := g.def(id).ID; !slicesContains(ids, d) {
					ids = append(ids, d)
				}
			}
			if g.p[side].archUnknown > 0 {
				ids = append(ids, g.unaccountedIDs(side)...)
			}
			p.Cards = appendIDs(p.Cards, ids)
		}
		p.Words = []string{"no"}
		return
	}
	if st.To.Where == InHand && st.To.Side == Enemy {
		pl = other(pl) // a card of the opponent's hand (High Street Churn, ability_hand_w.go)
	}
	var ids []string
	for _, id := range g.HandOptions(pl, nil) {
		if d := g.defIndex(id); d >= 0 && (st.To.House == "" || g.defs[d].House == st.To.House) {
			ids = append(ids, id)
		}
	}
	for _, id := range g.p[pl].archive {
		if d := g.def(id); (st.To.House == "" || d.House == st.To.House) && !slicesContains(ids, d.ID) {
			ids = append(ids, d.ID)
		}
	}
	if pp := &g.p[pl]; pp.deck.Partial && pp.handUnknown+pp.archUnknown > 0 {
		// A deck known from a log: a card it has not shown yet may be
		// there (fromHand adopts it when named).
		for _, dc := range pp.deck.Cards {
			if d := g.defIndex(dc.CardID); d >= 0 && (st.To.House == "" || g.defs[d].House == st.To.House) && !slicesContains(ids, dc.CardID) {
				ids = append(ids, dc.CardID)
			}
		}
	}
	p.Cards = appendIDs(p.Cards, ids)
	if st.May {
		p.Words = []string{"no"}
	}
}

// hgFromArchives takes a card of definition def out of player pl's
// archives: a known one, else one of its unknown cards; -1 when none can
// be there.
func (g *Game) hgFromArchives(pl int8, def int16) int16 {
	p := &g.p[pl]
	for _, id := range p.archive {
		if g.cards[id].def == def {
			g.detach(id, ZoneArchives)
			return id
		}
	}
	if u := g.unknownCopy(pl, def); u >= 0 && p.archUnknown > 0 {
		g.detach(u, ZoneArchives)
		return u
	}
	return -1
}

// hgDiscardFromHandOrArchives is "You may discard a <house> card from your
// hand or archives.": the choose line names the card (or says no); one
// that can be in the hand is discarded from it, else from the archives.
// "If you do" reads whether a card was discarded.
func hgDiscardFromHandOrArchives(house House) func(x *Ctx) {
	return func(x *Ctx) {
		g, pl := x.g, x.Player
		x.r.did = false
		if hgAwait(x) {
			return
		}
		ref, ok := g.ans.nextCard()
		if !ok {
			if _, said := g.ans.nextWord(); !said {
				// Nothing said: the "may" is not taken, and the log
				// should have said so.
				g.violate("choice-missing", pl, "%s: the log does not say whether %s discards a %s card", g.defs[x.r.def].Name, g.p[pl].name, HouseName(house))
			}
			return
		}
		def := g.deckDef(pl, ref)
		if def < 0 || g.defs[def].House != house {
			g.violate("effect-target", pl, "%s: %s is not a %s card of %s's", g.defs[x.r.def].Name, g.refName(ref), HouseName(house), g.p[pl].name)
			return
		}
		if id, ok := g.fromHand(pl, def); ok {
			g.takeFromHand(id)
			x.r.did = true
			if g.discardInstead(id) {
				return // Refined Adhesive (instead.go)
			}
			g.put(id, ZoneDiscard)
			g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID})
			g.scrapped(id)
			return
		}
		id := g.hgFromArchives(pl, def)
		if id < 0 {
			g.violate("card-not-available", pl, "%s: no copy of %s can be in %s's hand or archives", g.defs[x.r.def].Name, g.refName(ref), g.p[pl].name)
			return
		}
		x.r.did = true
		if g.cards[id].owner != pl {
			g.put(id, ZoneHand) // another player's card leaves the archives for its owner's hand
			return
		}
		g.put(id, ZoneDiscard)
		g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID, Other: "archives"})
	}
}

// MayFight reports whether creature att, in play on player pl's side, may
// be used to fight creature def: def is one of the enemy creatures its
// fight may target (taunt, and constant abilities such as Groggins's
// "it can only attack flank creatures"). For drivers that choose fights.
func (g *Game) MayFight(pl int8, att, def CardRef) bool {
	a := g.findInPlay(att, pl)
	if a < 0 || g.cards[a].zone != ZoneBattleline {
		return false
	}
	d := g.findInPlay(def, other(pl)) // InPlay's refs count copies on their own side
	return d >= 0 && indexOf(g.fightTargets(a), d) >= 0
}

// hgLastDiscardedToHand puts the card a "discard until you discard a …"
// step stopped at into its owner's hand: the step stops at the first card
// that matches, the last it discarded, on top of the discard pile.
func hgLastDiscardedToHand(x *Ctx) {
	d := x.g.p[x.Player].discard
	if len(d) == 0 || x.r.done == 0 {
		return
	}
	x.g.moveInst(d[len(d)-1], ZoneHand)
}

// hgFromDeckTop as a waiting closure's N says its cards come from the top
// of the player's deck (hgGoOptions lists those).
const hgFromDeckTop = -1

// hgPhilophosaurus is "You may look at the top 3 cards of your deck.
// Archive 1, add 1 to your hand, and discard 1.": the choose line names
// them in that order (or says no); with fewer cards in the deck, the first
// named are archived, then added to the hand.
func hgPhilophosaurus(x *Ctx) {
	g, pl := x.g, x.Player
	if hgAwait(x) {
		return
	}
	if _, ok := g.ans.nextWord(); ok || g.ans.ci >= len(g.ans.cards) {
		if !ok && g.p[pl].deckSize() > 0 {
			g.violate("choice-missing", pl, "%s: the log does not say whether %s looks at the top 3 cards, nor which", g.defs[x.r.def].Name, g.p[pl].name)
		}
		return
	}
	for _, to := range [3]Zone{ZoneArchives, ZoneHand, ZoneDiscard} {
		ref, ok := g.ans.nextCard()
		if !ok || g.p[pl].deckSize() == 0 {
			return
		}
		id := g.hdTopCopy(pl, ref)
		if id < 0 {
			g.violate("card-not-available", pl, "%s cannot be among the top cards of %s's deck", g.refName(ref), g.p[pl].name)
			continue
		}
		g.detach(id, ZoneDeck)
		g.put(id, to)
		g.arrived(id, pl, to)
		if to == ZoneDiscard {
			g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID, Other: "deck"})
		}
		x.r.did = true
	}
}

// hgHatch is Saurian Egg's "If you discard any Saurian creatures this way,
// put them into play ready, give them three +1 power counters, and destroy
// Saurian Egg." for the cards the step before discarded (each enters on the
// right flank).
func hgHatch(x *Ctx) {
	g := x.g
	hatched := false
	for _, id := range x.r.that[:x.r.nThat] {
		if c := &g.cards[id]; c.zone == ZoneDiscard && g.def(id).Type.IsCreature() && g.houseOf(id) == "saurian" {
			g.detach(id, ZoneDiscard)
			g.enterBattleline(id, x.Player, FlankRight, 0, true)
			c.counters += 3
			hatched = true
		}
	}
	x.r.did = hatched
	if hatched && x.Self >= 0 {
		g.destroy(x.Self)
		g.sweep()
	}
}

// hgAnyArchives as a waiting closure's N says its card comes from either
// player's archives (hgGoOptions lists those).
const hgAnyArchives = -2

// hgPurgeArchived is "You may purge an archived card.": the choose line
// names the card (from either player's archives: the controller's first)
// or says no. "If you do" reads whether a card was purged. (FAQ: a card
// of the opponent's archives is chosen at random; the log names the one
// it was.)
func hgPurgeArchived(x *Ctx) {
	g, pl := x.g, x.Player
	x.r.did = false
	if hgAwait(x) {
		return
	}
	ref, ok := g.ans.nextCard()
	if !ok {
		if _, said := g.ans.nextWord(); !said && g.p[0].archiveSize()+g.p[1].archiveSize() > 0 {
			g.violate("choice-missing", pl, "%s: the log does not say whether %s purges an archived card", g.defs[x.r.def].Name, g.p[pl].name)
		}
		return
	}
	for _, side := range [2]int8{pl, other(pl)} {
		def := g.deckDef(side, ref)
		if def < 0 {
			if def = g.defIndex(ref.ID); def < 0 {
				continue
			}
		}
		if id := g.hgFromArchives(side, def); id >= 0 {
			g.put(id, ZonePurged)
			g.arrived(id, g.cards[id].owner, ZonePurged)
			x.r.did = true
			return
		}
	}
	g.violate("card-not-available", pl, "%s: no copy of %s can be in an archive", g.defs[x.r.def].Name, g.refName(ref))
}

// hgIcons as a waiting closure's N says it resolves the bonus icons of the
// card the step before acted on (hgResolveIcons).
const hgIcons = -3

// hgIconsOf lists card id's bonus icons in the order they resolve: its
// printed Æmber bonus (FAQ, Wild Bounty: Æmber icons are bonus icons),
// then the icons its copy was enhanced with.
func (g *Game) hgIconsOf(id int16) []Bonus {
	var out []Bonus
	for range g.def(id).Amber {
		out = append(out, BonusAmber)
	}
	return append(out, g.bonuses(id)...)
}

// hgResolveIcons is "Resolve its bonus icons as if you had played it."
// for the card the step before acted on (revealed, purged): each icon in
// order; one that needs a target (capture, damage, discard) takes the
// next card of the choose line, and waits for one (hgWait) at icon r.rep.
// Without a choose line, it resolves as a played card's icon does without
// one (resolveIcon).
func hgResolveIcons(x *Ctx) {
	g, pl := x.g, x.Player
	if x.r.nThat == 0 {
		return
	}
	icons := g.hgIconsOf(x.r.that[0])
	for i := int(x.r.rep); i < len(icons); i++ {
		b := icons[i]
		switch b {
		case BonusAmber:
			g.gain(pl, 1, SrcBonusIcon)
			// The ledger of declared checks reads ability gains only: a
			// log's "> gain 1" for this icon is a check of it.
			g.noteDid(Event{Kind: EvAemberGained, Player: pl, N: 1, Source: SrcAbility})
			continue
		case BonusDraw:
			g.draw(pl, 1)
			continue
		}
		if !g.iconHasTarget(pl, b) {
			continue
		}
		ref, ok := g.ans.nextCard()
		if !ok && !g.forcing {
			x.r.rep = uint8(i)
			hgWait(x)
			return
		}
		if !ok {
			g.violate("choice-missing", pl, "%s: the log does not say the target of its %s bonus icon", g.defs[x.r.def].Name, b)
		}
		g.iconOn(pl, b, ref)
	}
}

// hgWait makes the run wait at its current step for the log's choose
// line (see hgAwait), whatever the line being read still holds.
func hgWait(x *Ctx) {
	g := x.g
	if g.pend.kind != pendNone {
		return
	}
	g.pend = pending{kind: pendAbility, player: x.r.player, source: x.r.src, run: *x.r}
	x.r.pc = uint8(len(g.stepsOf(x.r)) - 1)
}

// hgIconOptions lists the legal answers of the icon a hgResolveIcons step
// waits on: friendly creatures for a capture, creatures (enemy first) for
// a damage, the cards the hand may hold for a discard.
func (g *Game) hgIconOptions(p *Prompt, r *run) {
	if r.nThat == 0 {
		return
	}
	icons := g.hgIconsOf(r.that[0])
	if int(r.rep) >= len(icons) {
		return
	}
	pl := r.player
	var lines [][]int16
	switch icons[r.rep] {
	case BonusCapture:
		lines = [][]int16{g.p[pl].line}
	case BonusDamage:
		lines = [][]int16{g.p[other(pl)].line, g.p[pl].line}
	case BonusDiscard:
		p.Cards = appendIDs(p.Cards, g.HandOptions(pl, nil))
	}
	for _, line := range lines {
		for _, id := range line {
			p.Cards = append(p.Cards, g.refFrom(id, pl))
		}
	}
}

// hgRedistribute as a waiting closure's N says it redistributes the Æmber
// on the creatures of its To.Side (hgRedistributeAember).
const hgRedistribute = -4

// hgRedistributeAember is "Redistribute the A on friendly (enemy)
// creatures among friendly (enemy) creatures." for the side st.To.Side
// names: the choose line names a creature of that side for each Æmber
// (a creature named twice gets 2), and the last one named takes what the
// line leaves ("choose Krump": all on Krump). With one creature, or no
// Æmber, there is nothing to choose.
func hgRedistributeAember(side Side) func(x *Ctx) {
	return func(x *Ctx) {
		g, pl := x.g, x.Player
		owner := pl
		if side == Enemy {
			owner = other(pl)
		}
		line := g.p[owner].line
		total := 0
		for _, id := range line {
			total += int(g.cards[id].aember)
		}
		if total == 0 || len(line) < 2 {
			return
		}
		if g.ans.ci >= len(g.ans.cards) && !g.forcing {
			hgWait(x)
			return
		}
		was := make([]int16, len(line))
		for i, id := range line {
			was[i] = g.cards[id].aember
		}
		now, ok := g.placeNamed(x, line, total, owner)
		if !ok {
			g.violate("choice-missing", pl, "%s: the log does not say where the A on %s's creatures goes", g.defs[x.r.def].Name, g.p[owner].name)
			copy(now, was) // it stays where it was
		}
		for i, id := range line {
			if now[i] != was[i] {
				g.cards[id].aember = now[i]
				g.emit(Event{Kind: EvStatus, Player: owner, Card: g.def(id).ID, N: int(now[i]), Other: "aember redistributed"})
			}
		}
	}
}

// lastIconsAgain is Wild Bounty's lasting effect: the next card its player
// plays this turn resolves each of its bonus icons an additional time
// (source: the card whose hidden ability hgWildBountyAgain resolves them).
// A value far past state.go's kinds, so that batches adding kinds there
// do not collide with it.
const lastIconsAgain lastKind = 240

// hgWildBountyAgain is the index, in Wild Bounty's script, of its
// untriggered ability that resolves a played card's icons again.
const hgWildBountyAgain = 1

// hgIconsAgain resolves the bonus icons of card id, just played, an
// additional time when a lastIconsAgain effect of its player waits for the
// next play (spent by it), before its "Play:" ability.
func (g *Game) hgIconsAgain(id int16) {
	pl := g.active
	for i := range g.lasting {
		l := g.lasting[i]
		if l.kind != lastIconsAgain || l.player != pl || l.source == id || l.source < 0 {
			continue
		}
		g.lasting = append(g.lasting[:i], g.lasting[i+1:]...)
		g.noteLasting()
		r := run{def: g.cards[l.source].def, src: l.source, ab: hgWildBountyAgain, player: pl, trig: id}
		r.setThat([]int16{id})
		g.resolve(r)
		return
	}
}

// hgNextPlayIconsAgain is "The next time you play a card this turn,
// resolve each of its bonus icons an additional time."
func hgNextPlayIconsAgain(x *Ctx) {
	x.g.addLasting(lasting{kind: lastIconsAgain, player: x.Player, until: x.g.until(UntilTurnEnd), source: x.Self})
}

// hgMayBeUpgrade reports whether creature card id may be played as an
// upgrade instead: its script gives "this creature" (the creature it is
// attached to) a constant ability, which it has only as an upgrade
// (Securi-Droid: "This creature gains taunt.").
func (g *Game) hgMayBeUpgrade(id int16) bool {
	s := g.scriptOf(id)
	if s == nil {
		return false
	}
	for i := range s.Statics {
		if s.Statics[i].To.Count == Parent {
			return true
		}
	}
	for i := range s.Abilities {
		if g := s.Abilities[i].Grant; g != nil && g.Count == Parent {
			return true // "This creature gains, “Fight/Reap: …”" (CALV-1N, scripts_hand_aa.go)
		}
	}
	return false
}

// hgEnterAsUpgrade puts creature card p.source, played on creature
// p.target, into play as an upgrade attached to it (as enterPlayed does an
// upgrade's); false, back to the hand, when there is no such creature.
func (g *Game) hgEnterAsUpgrade(p pending) bool {
	id, pl := p.source, p.player
	target := g.findInPlay(p.target, pl)
	if target < 0 || g.cards[target].zone != ZoneBattleline {
		g.violate("upgrade-target", pl, "%s has no creature to attach to: it cannot enter play", g.name(id))
		g.put(id, ZoneHand)
		return false
	}
	g.enterPlay(id, pl, ZoneUpgrade)
	g.cards[id].parent = target
	g.upgradeEntered(id, target)
	return true
}

// BonusAsCapture is Amphora Captura's constant ability: "When resolving a
// bonus icon, you may choose to resolve it as a capture bonus icon
// instead." (its controller's icons). A kind past ability.go's list, so
// that batches adding kinds there do not collide with it.
const BonusAsCapture StaticKind = 60

// hgMayCapture reports whether player pl, resolving bonus icon b of a card
// they play, may resolve it as a capture instead: a BonusAsCapture card of
// theirs is in play, b is not a capture already, and they have a creature
// to capture with.
func (g *Game) hgMayCapture(pl int8, b Bonus) bool {
	if b == BonusAmber && g.htAemberMayCapture(pl) {
		return true // Control, an archon power (ability_hand_t.go)
	}
	if b == BonusCapture || !g.hasStatic(BonusAsCapture) || len(g.p[pl].line) == 0 || g.blankFor(pl) {
		return false
	}
	for _, id := range g.p[pl].arts {
		if g.staticOf(id, BonusAsCapture) != nil {
			return true
		}
	}
	return false
}

// hgIconOrCapture resolves the icon a play waits on when it may be a
// capture (hgMayCapture): the choose line's word "capture" makes it one
// (onto the creature it names, else the leftmost friendly creature);
// otherwise ("no", or any card: the icon's own target) it resolves as
// printed. Then the play goes on.
func (g *Game) hgIconOrCapture(p pending, chosen bool) {
	pl := p.player
	b := g.playIcons(p.source)[p.icon]
	capture := false
	if w, ok := g.ans.nextWord(); ok {
		capture = w == "capture"
	}
	if capture {
		ref, _ := g.ans.nextCard()
		g.iconOn(pl, BonusCapture, ref)
		b = BonusCapture
	} else if g.resolveIconAs(p, b, chosen) { // icon_instead.go
		return
	}
	if capture && g.afterIcon(p, b) {
		return
	}
	p.icon++
	g.resumePlay(p)
}
