package engine

import "slices"

// mainStepChecks are the rules every play, discard and use of step 3 obeys:
// the active house, omega, the rule of six (plays and uses by title).
func (g *Game) mainStepChecks(id int16, countSix bool, useHouse bool) {
	pl := g.active
	if useHouse && !g.ofHouse(id, g.house) && !g.hdMayUse(pl, id) && !g.heAsActive(id) && !g.huAsActive(id) && !g.zVersatile(id) {
		if g.house == "" {
			g.violation("not-active-house", pl, g.name(id)+" is "+string(g.houseOf(id))+", and "+g.p[pl].name+" has no active house this turn")
		} else {
			g.violation("not-active-house", pl, g.name(id)+" is "+string(g.houseOf(id))+", not of the active house "+string(g.house))
		}
	}
	if g.omegaEnded {
		g.violation("omega", pl, "an omega card ended step 3: "+g.name(id)+" cannot be played, used or discarded")
	}
	if countSix {
		g.countSix(id)
	}
	g.stepUses++
	g.archivesOK = false
}

// checkRestrictions flags an action a "cannot" of a card in play forbids.
func (g *Game) checkRestrictions(verb Verb, id int16) {
	if g.hdNoReap(verb, id) {
		return
	}
	if by := g.restrictedBy(verb, id); by >= 0 {
		g.violation("restricted", g.active, g.name(by)+": "+g.p[g.active].name+" cannot "+verb.String()+" "+g.name(id))
	}
}

// restrictedBy is the card in play whose "cannot" forbids the active
// player verb with card id, -1 when none does.
func (g *Game) restrictedBy(verb Verb, id int16) int16 {
	if verb != VerbPlay {
		// "Your opponent cannot use any cards next turn" (Skippy Timehog).
		if i := g.lastingFor(lastNoUse, g.active); i >= 0 {
			return g.lasting[i].source
		}
		if by := g.heRestricted(verb, id); by >= 0 {
			return by
		}
		if by := g.abRestricted(verb, id); by >= 0 {
			return by // Soul Lock (ability_hand_ab.go)
		}
	}
	if by := g.hcNoActions(verb, id); by >= 0 {
		return by
	}
	if by := g.hpUnplayable(verb, id); by >= 0 {
		return by // "You cannot play Salvatorem." (ability_hand_p.go)
	}
	if by := g.g3NoPlay(verb, id); by >= 0 {
		return by
	}
	if by := g.hyNoPlays(verb); by >= 0 {
		return by // Corner the Market (ability_hand_y.go)
	}
	if by := g.hhNoPlay(verb, id); by >= 0 {
		return by // Strategic Feint's fate (ability_hand_h.go)
	}
	if by := g.hiRestricted(verb, id); by >= 0 {
		return by
	}
	if by := g.hqRestricted(verb, id); by >= 0 {
		return by // Kaupe (one_per_type.go)
	}
	if by := g.htRestricted(verb, id); by >= 0 {
		return by // Into the Night (ability_hand_t.go)
	}
	if by := g.hnRestricted(verb, id); by >= 0 {
		return by // batch N: tide-only plays, Etan’s Jar, Elite Disruptzord, Tentacus, Dry the River, Phobivore (ability_hand_n.go)
	}
	if by := g.huRestricted(verb, id); by >= 0 {
		return by // Befuddle, Suspendamander (ability_hand_u.go)
	}
	if by := g.zRestricted(verb); by >= 0 {
		return by // Unity Prism (ability_hand_z.go)
	}
	if !g.hasStatic(Cannot) && !g.hasStatic(CannotPlayMore) {
		return -1
	}
	var buf [8]int16
	for _, src := range g.cannotSources(buf[:0]) {
		if g.forbids(src, g.active, verb, id) {
			return src
		}
	}
	return -1
}

// cannotSources appends to dst the creatures, artifacts and upgrades in
// play that have a "cannot" (forbids), in the order of the cards, not of
// play (an upgrade's "This creature cannot reap" counts: Minerva's Wings):
// most of the time there is none, and restrictedBy then asks forbids
// about no card. checkShortcuts compares it with a pass over every card.
func (g *Game) cannotSources(dst []int16) []int16 {
	for _, list := range [...][]int16{g.p[0].line, g.p[0].arts, g.p[1].line, g.p[1].arts, g.upList} {
		for _, id := range list {
			if bits := &g.staticBits[g.cards[id].def]; bits.has(Cannot) || bits.has(CannotPlayMore) {
				dst = append(dst, id)
			}
		}
	}
	slices.Sort(dst)
	return dst
}

// countSix counts a play or use of id's title for the rule of six.
func (g *Game) countSix(id int16) {
	d := g.cards[id].def
	if g.sixCount[d] < 255 {
		g.sixCount[d]++
	}
	if g.sixCount[d] >= 7 { // every play or use beyond the sixth
		g.violate("rule-of-six", g.active, "%s has been played or used more than six times this turn", g.name(id))
	}
}

// takeCard finds the card a player plays or discards from hand and reports
// card-not-available when no copy can be there. -1 when there is nothing
// to take at all.
func (g *Game) takeCard(ref CardRef, verb string) int16 {
	pl := g.active
	def := g.deckDef(pl, ref)
	if def < 0 {
		g.violate("card-not-in-deck", pl, "%s is not in %s's deck", g.refName(ref), g.p[pl].name)
		return -1
	}
	id, ok := g.fromHandCopy(pl, def, ref.Icons)
	if id >= 0 {
		g.enterMain(g.houseOf(id))
	} else {
		g.enterMain(g.defs[def].House)
	}
	switch {
	case !ok && ref.Icons != "":
		g.violation("card-not-available", pl, g.p[pl].name+" "+verb+"s "+g.defs[def].Name+" ("+ref.Icons+"), but no such copy of it can be in their hand")
	case !ok:
		g.violation("card-not-available", pl, g.p[pl].name+" "+verb+"s "+g.defs[def].Name+", but no copy of it can be in their hand")
	}
	return id
}

func (g *Game) play(a Action) {
	pl := g.active
	id := g.takeCard(a.Card, "play")
	if id < 0 {
		return
	}
	d := g.def(id)
	offHouse := g.houseOf(id) != g.house && g.house != ""
	permit := g.offHousePermit(pl, id, offHouse || g.turn == 1 && g.handPlays >= 1)
	byCard := permit < 0 && offHouse && g.offHouseCard(pl)
	byCard = byCard || permit < 0 && offHouse && g.hrHousePlay(pl, id) // Witch of the Wilds (ability_hand_r.go)
	if g.turn == 1 && g.handPlays >= 1 && permit < 0 && !byCard {
		g.violate("first-turn", pl, "first turn: %s cannot play or discard a second card (%s)", g.p[pl].name, d.Name)
	}
	if d.Has(Alpha) && g.stepUses > 0 {
		g.violate("alpha", pl, "%s has alpha: other cards were already played, used or discarded this step", d.Name)
	}
	if permit >= 0 {
		// "You may play one non-Logos card this turn" (Phase Shift): the
		// permission is spent; it also lifts the First Turn Rule (FAQ).
		g.lasting = append(g.lasting[:permit], g.lasting[permit+1:]...)
		g.noteLasting()
	}
	if byCard && !g.hrSpendHousePlay(pl, id) {
		// Captain Val Jericho in the center: one card this turn; like
		// Phase Shift's permission it lifts the First Turn Rule (FAQ).
		g.offHouseBy = true
	}
	free := permit < 0 && !byCard && offHouse && g.zMayPlay(pl, id) // United Action: not spent (ability_hand_z.go)
	g.mainStepChecks(id, true, permit < 0 && !byCard && !free)
	g.checkRestrictions(VerbPlay, id)
	if st := g.staticOf(id, Cannot); st != nil && st.Verb == VerbPlay && st.To.Count == Self && g.staticHolds(st, id) {
		// The card's own "cannot be played unless …" (Mimic Gel).
		g.violate("restricted", pl, "%s cannot be played now", d.Name)
	}
	g.huArtifactTolls(id) // Customs Office (ability_hand_u.go)
	g.handPlays++
	g.plays++
	half := int16(-1)
	if d.IsGigantic() {
		half = g.otherHalf(pl, id)
		if half >= 0 && d.GiganticBottom {
			id, half = half, id // the top half is the creature; the bottom rides with it
		}
	}
	g.playCard(id, a, half)
}

// otherHalf takes the other half of a gigantic creature from hand for a
// play of id; -1 (a gigantic violation) when it cannot be there.
func (g *Game) otherHalf(pl int8, id int16) int16 {
	d := g.def(id)
	od := g.defIndex(d.GiganticOther)
	if od < 0 {
		g.violate("gigantic", pl, "%s is played without its other half (not in the deck)", d.Name)
		return -1
	}
	half, ok := g.fromHand(pl, od)
	if !ok {
		g.violate("gigantic", pl, "%s needs both halves in hand", d.Name)
	}
	return half
}

// playCard plays instance id (already checked) for the active player. A
// creature, artifact or upgrade enters play first; then the Æmber bonus
// and the bonus icons resolve in printed order (Rulebook: Glossary – Bonus
// Icons, "resolved after the card enters play"), then "Play:" and "each
// time you play" triggers. half is the other half of a gigantic creature
// (-1 otherwise): both leave the hand together and count as one play.
func (g *Game) playCard(id int16, a Action, half int16) {
	pl := g.active
	d := g.def(id)
	g.takeFromHand(id)
	if half >= 0 {
		g.takeFromHand(half)
		g.cards[half].zone = ZoneResolving
	}
	c := &g.cards[id]
	c.zone, c.controller = ZoneResolving, pl
	g.setSource(id)
	g.emit(Event{Kind: EvCardPlayed, Player: pl, Card: d.ID, House: g.houseOf(id)})
	p := pending{kind: pendBonus, player: pl, source: id, half: half, flank: a.Flank, pos: int(a.Pos), target: a.Target}
	if st := g.staticOf(id, EntersAsCopy); st != nil {
		// "Enters play as a copy of another creature in play": which one
		// is the player's choice, before it enters play.
		p.kind = pendCopy
		g.pend = p
		if g.copyCandidates() <= 1 {
			g.resolvePending(nil, nil, true)
		}
		return
	}
	g.enterAndResume(p)
}

// enterAndResume puts a played card into play, then its Æmber bonus, its
// bonus icons and its "Play:" ability.
func (g *Game) enterAndResume(p pending) {
	p.kind = pendBonus
	if !g.enterPlayed(p) {
		return
	}
	if !g.huNoIconsFor(p.player) && !g.printedAsIcons() { // Master of the Grey (ability_hand_u.go)
		g.gain(p.player, g.def(p.source).Amber, SrcAemberBonus)
	}
	g.resumePlay(p)
}

// copyCandidates counts the creatures in play a copy may copy.
func (g *Game) copyCandidates() int { return len(g.p[0].line) + len(g.p[1].line) }

// becomeCopy makes the played card id a copy of the creature the log
// names (the only one when there is one): its definition while it is in
// play, of the house its EntersAsCopy says (FAQ Mimic Gel: a copy of the
// base card, counters and upgrades aside). With nothing to copy, or the
// choice missing, it enters as itself.
func (g *Game) becomeCopy(p pending) {
	id := p.source
	st := g.staticOf(id, EntersAsCopy)
	t := int16(-1)
	if ref, ok := g.ans.nextCard(); ok {
		t = g.findInPlay(ref, p.player)
		if t < 0 || g.cards[t].zone != ZoneBattleline {
			g.violate("effect-target", p.player, "%s: %s is not a creature in play to copy", g.name(id), g.refName(ref))
			t = -1
		}
	} else if n := g.copyCandidates(); n == 1 {
		t = append(g.p[0].line, g.p[1].line...)[0]
	} else if n > 1 {
		g.violate("choice-missing", p.player, "%s: the log does not say which creature it copies", g.name(id))
	}
	if t >= 0 && st != nil {
		own := g.cards[id].def
		g.cards[id].def = g.cards[t].def
		g.addLasting(lasting{kind: lastCopy, player: p.player, card: id, n: int(own), house: st.House, until: whileInPlay, source: id})
	}
	g.enterAndResume(p)
}

// resumePlay resolves a played card's bonus icons from p.icon on, in
// order; an icon that needs a target (capture, damage, discard) waits for
// the log's "choose" line. Then the card's "Play:" ability.
func (g *Game) resumePlay(p pending) {
	bs := g.playIcons(p.source)
	if g.huNoIconsFor(p.player) {
		bs = nil // Master of the Grey (ability_hand_u.go)
	}
	for ; p.icon < len(bs); p.icon++ {
		if g.iconInsteads(p.player, bs[p.icon]) != 0 {
			g.pend = p // Quantum Mouse, Librarian: another way (icon_instead.go)
			return
		}
		if g.hgMayCapture(p.player, bs[p.icon]) {
			g.pend = p // Amphora Captura: the icon may be a capture instead
			return
		}
		switch bs[p.icon] {
		case BonusAmber:
			g.gain(p.player, 1, SrcBonusIcon)
			if g.afterIcon(p, BonusAmber) {
				return // Rage: its ability first (icon_after.go)
			}
		case BonusDraw:
			g.draw(p.player, 1)
			if g.afterDrawIcon(p) || g.ahIconDrawWaits(p) {
				return // Chronus, or Scooboo's "may": first, then the next icons
			}
		case BonusCapture, BonusDamage, BonusDiscard:
			if g.iconHasTarget(p.player, bs[p.icon]) {
				g.pend = p
				return
			}
			if g.afterIcon(p, bs[p.icon]) {
				return // resolved, doing nothing
			}
		}
	}
	g.finishPlay(p)
}

func (g *Game) iconHasTarget(pl int8, b Bonus) bool {
	switch b {
	case BonusCapture:
		return len(g.p[pl].line) > 0
	case BonusDamage:
		return len(g.p[0].line)+len(g.p[1].line) > 0
	case BonusDiscard:
		return g.p[pl].handSize() > 0
	}
	return false
}

// resolveIcon resolves the bonus icon a play waits on with the log's
// choice, or without one: a capture goes to the leftmost friendly
// creature, a discard takes a guessed unaccounted card, a damage is lost.
func (g *Game) resolveIcon(p pending, cards []CardRef, chosen bool) {
	pl := p.player
	b := g.playIcons(p.source)[p.icon]
	if b == BonusCapture && g.hfIconSteals(pl) {
		if !g.afterIcon(p, b) {
			p.icon++ // Scrivener Favian: stolen instead
			g.resumePlay(p)
		}
		return
	}
	if g.iconInsteads(pl, b) != 0 {
		g.resolveIconInstead(p, chosen) // icon_instead.go
		return
	}
	if g.hgMayCapture(pl, b) {
		g.hgIconOrCapture(p, chosen)
		return
	}
	choice, ok := g.ans.nextCard()
	if !chosen || !ok {
		g.violate("choice-missing", pl, "%s: the log does not say the target of its %s bonus icon", g.name(p.source), b)
	}
	g.iconOn(pl, b, choice)
	if g.afterIcon(p, b) {
		return // Rage: its ability first (icon_after.go)
	}
	p.icon++
	g.resumePlay(p)
}

// iconOn resolves one capture, damage or discard bonus icon for player pl
// on the card ref names (zero: as without a choice: the leftmost friendly
// creature captures, a random card is discarded).
func (g *Game) iconOn(pl int8, b Bonus, ref CardRef) {
	switch b {
	case BonusCapture:
		t := int16(-1)
		if !ref.IsZero() {
			t = g.findInPlay(ref, pl)
		} else if len(g.p[pl].line) > 0 {
			t = g.p[pl].line[0]
		}
		if t < 0 || g.cards[t].zone != ZoneBattleline || g.cards[t].controller != pl {
			g.violate("effect-target", pl, "capture bonus icon: %s is not a friendly creature", g.refName(ref))
			return
		}
		g.capture(t, 1)
	case BonusDamage:
		if ref.IsZero() {
			return
		}
		t := g.findInPlay(ref, other(pl))
		if t < 0 || g.cards[t].zone != ZoneBattleline {
			g.violate("not-a-creature", pl, "damage bonus icon: %s is not a creature in play", g.refName(ref))
			return
		}
		if g.damage(t, 1, false) > 0 && g.triggers&OnIconDamage != 0 {
			g.fireAll(OnIconDamage, t) // Maleficorn (icon_instead.go)
		}
		g.sweep()
	case BonusDiscard:
		if !ref.IsZero() {
			g.discardFromHand(pl, ref)
			return
		}
		g.resolveRandomDiscard(pl, nil, false)
	}
}

// enterPlayed puts a played creature, artifact or upgrade into play (an
// action stays resolving). An upgrade with no creature to attach to cannot
// enter play: it goes back to the hand and the play stops (false).
func (g *Game) enterPlayed(p pending) bool {
	id, pl, half := p.source, p.player, p.half
	c := &g.cards[id]
	d := g.def(id)
	pl = g.aaEntersFor(id, pl) // Treachery, Trojan Sauropod: one rule (ability_hand_aa.go)
	s := g.scripts[c.def]
	switch {
	case d.Type.IsCreature() && !p.target.IsZero() && g.hgMayBeUpgrade(id):
		// "… may be played as an upgrade instead of a creature"
		// (Securi-Droid): played on a creature, it is an upgrade.
		if !g.hgEnterAsUpgrade(p) {
			return false
		}
	case d.Type.IsCreature():
		// Entering play ready is in the text box: a creature that enters
		// play blank enters exhausted (FAQ: Shadow of Dis and Silvertooth).
		er := (*Static)(nil)
		if s != nil {
			er = s.static(EntersReady)
		}
		ready := g.hqNextEntersReady(pl) // Soft Landing (enter_ready.go): spent by this play
		ready = er != nil && !g.blankFor(pl) && g.staticHolds(er, id) || g.friendsEnterReady(pl, id) || ready
		ready = ready || g.hrFirstCreatureReady(pl, id) // Titanarpon, Speed Sigil (ability_hand_r.go)
		p.flank = g.hrNoRightFlank(pl, p.flank, p.pos)  // Phantasmaquid (ability_hand_r.go)
		g.enterBattleline(id, pl, p.flank, p.pos, ready)
		g.zNextCreaturePlayed(id, pl) // Improvised Aviation (ability_hand_z.go)
		if s != nil && s.static(EntersStunned) != nil && !g.blankFor(pl) {
			g.setStatus(id, EffStun)
		}
		if half >= 0 && g.cards[half].zone == ZoneResolving {
			g.enterPlay(half, pl, ZoneUpgrade)
			g.cards[half].parent = id
		}
	case d.Type == TypeArtifact:
		ready := g.hqNextEntersReady(p.player)             // Soft Landing (enter_ready.go)
		ready = g.friendsEnterReady(p.player, id) || ready // The Curator
		g.enterPlay(id, pl, ZoneArtifacts)
		g.p[pl].arts = append(g.p[pl].arts, id)
		if ready {
			c.flags &^= flExhausted
		}
	case d.Type == TypeUpgrade:
		target := int16(-1)
		if !p.target.IsZero() {
			target = g.findInPlay(p.target, pl)
		}
		if target < 0 || g.cards[target].zone != g.adUpgradeZone(id) { // Animating Force: an artifact (ability_hand_ad.go)
			g.violate("upgrade-target", pl, "%s has no creature to attach to: it cannot enter play", d.Name)
			g.put(id, ZoneHand)
			return false
		}
		if g.huAttachForbidden(id, target) {
			g.violate("upgrade-target", pl, "%s cannot be attached to %s", d.Name, g.name(target)) // Primordial (ability_hand_u.go)
		}
		g.enterPlay(id, pl, ZoneUpgrade)
		c.parent = target
		g.upgradeEntered(id, target)
	}
	if half >= 0 && g.cards[half].zone == ZoneResolving {
		g.put(half, ZoneDiscard) // its top half did not enter play
	}
	return true
}

// finishPlay resolves a played card's "Play:" ability, unless the card
// left play while its bonus icons resolved (FAQ, Rad Penny), then "each
// time you play" triggers; an action card then goes to the discard pile.
func (g *Game) finishPlay(p pending) {
	id := p.source
	c := &g.cards[id]
	d := g.def(id)
	if d.Has(Omega) || g.huOmega(id) { // Chronophage (ability_hand_u.go)
		g.omegaEnded = true
	}
	g.hgIconsAgain(id) // Wild Bounty: its icons once more, before "Play:"
	if d.Type == TypeAction {
		g.fireAll(OnActionPlayed, id) // Encounter Suit
	}
	if d.Type == TypeUpgrade {
		g.hqAttachedOnPlay(id) // "after you attach …" (attach_trigger.go)
	}
	if (c.zone == ZoneResolving || c.zone.InPlay()) && !g.playEffectReplaced(id) { // Bryozoarch (instead.go)
		g.fire(id, OnPlay, -1) // none for a creature that entered play blank
	}
	g.afterPlay(id)
	if !d.Type.IsCreature() && d.Type != TypeArtifact && d.Type != TypeUpgrade && g.cards[id].zone == ZoneResolving {
		g.put(id, g.hdActionGoes(id))
	}
}

// enterPlay marks an instance as in play under pl, exhausted.
func (g *Game) enterPlay(id int16, pl int8, z Zone) {
	c := &g.cards[id]
	c.zone, c.controller = z, pl
	c.flags = flExhausted
	c.damage, c.aember, c.counters, c.time, c.armorUsed, c.parent = 0, 0, 0, 0, 0, -1
	if z == ZoneUpgrade {
		g.upList = append(g.upList, id)
	}
}

func (g *Game) enterBattleline(id int16, pl int8, f Flank, pos int, ready bool) {
	anywhere := len(g.lasting) > 0 && g.abKnightapult(pl) // Knightapult (ability_hand_ab.go)
	ready = ready || anywhere
	g.enterPlay(id, pl, ZoneBattleline)
	if ready {
		g.cards[id].flags &^= flExhausted
	}
	p := &g.p[pl]
	switch f {
	case FlankLeft:
		p.line = append(p.line, 0)
		copy(p.line[1:], p.line)
		p.line[0] = id
	case FlankAt:
		// "at 0" and "at N" of an N-creature line are its flanks.
		pos = min(max(pos, 0), len(p.line))
		if pos != 0 && pos != len(p.line) && !g.hasKeyword(id, Deploy) && !anywhere {
			g.violate("deploy", pl, "%s has no deploy: it must enter play on a flank (placed as recorded, at %d)", g.name(id), pos)
		}
		p.line = append(p.line, 0)
		copy(p.line[pos+1:], p.line[pos:])
		p.line[pos] = id
	default:
		p.line = append(p.line, id)
	}
	g.hrStunOnEntry(id, pl) // Viscount of Aerys, Sonic Waver (ability_hand_r.go)
	if g.triggers&OnCreatureEnters != 0 {
		g.fireAll(OnCreatureEnters, id) // Autocannon
	}
}

// afterPlay fires "each time you play another card" triggers.
func (g *Game) afterPlay(played int16) {
	pl := g.active
	g.htPayToPlay(played)      // Truebaru (ability_hand_t.go)
	g.hqNotePlayedType(played) // Kaupe (one_per_type.go)

	g.hxNoteCreaturePlay(played) // Curse of Fertility (ability_hand_x.go)
	for _, l := range g.lasting {
		if l.kind == lastDrawOnPlay && l.player == pl && l.source != played {
			g.draw(pl, l.n)
		}
	}
	g.heAfterPlay(played)
	g.g3LastingPlays(played)
	g.hrAfterPlay() // Arcenomometer (ability_hand_r.go)
	g.abAfterPlay() // Ruins of Archonis (ability_hand_ab.go)
	if (g.triggers|g.granted)&OnPlayOther == 0 {
		return
	}
	g.hcPlayOtherFires(played)
	var buf [40]int16
	for _, id := range g.powersOf(pl, g.ordered(append(append(buf[:0], g.p[pl].line...), g.p[pl].arts...))) {
		if id != played && g.abilitiesWork(id) {
			g.fire(id, OnPlayOther, played)
		}
	}
}

func (g *Game) discardAction(ref CardRef) {
	pl := g.active
	id := g.takeCard(ref, "discard")
	if id < 0 {
		return
	}
	if g.turn == 1 && g.handPlays >= 1 {
		g.violate("first-turn", pl, "first turn: %s cannot play or discard a second card (%s)", g.p[pl].name, g.name(id))
	}
	g.mainStepChecks(id, false, true)
	if g.huNoDiscardBy(id) >= 0 {
		g.violate("restricted", pl, "%s cannot be discarded from hand except through card abilities", g.name(id)) // Cursed Relic (ability_hand_u.go)
	}
	if by := g.noDiscardBy(); by >= 0 {
		g.violate("restricted", pl, "%s cannot discard cards this turn (%s)", g.p[pl].name, g.name(by)) // Cosmic Recompense's fate (no_cards.go)
	}
	g.handPlays++
	g.takeFromHand(id)
	if g.discardInstead(id) {
		return // Refined Adhesive (instead.go)
	}
	g.put(id, ZoneDiscard)
	g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID})
	g.scrapped(id)
}

// scrapped resolves a card's "Scrap:" ability: it was just discarded from
// its owner's hand.
func (g *Game) scrapped(id int16) {
	g.hhScrapped(id) // Auto-Encoder (ability_hand_h.go)
	if g.triggers&OnScrap != 0 {
		g.fire(id, OnScrap, -1)
	}
}

var useNames = [...]string{VerbReap: "reap", VerbFight: "fight", VerbAction: "action", VerbOmni: "omni"}

// use performs reap, fight, action and omni.
func (g *Game) use(a Action) {
	pl := g.active
	id := g.findInPlay(a.Card, pl)
	if id < 0 {
		g.enterMain(g.house)
		g.violate("not-in-play", pl, "%s is not in play", g.refName(a.Card))
		return
	}
	g.enterMain(g.houseOf(id))
	c := &g.cards[id]
	name := g.name(id)
	if c.controller != pl {
		g.violate("not-controller", pl, "%s is controlled by %s", name, g.p[c.controller].name)
	}
	g.mainStepChecks(id, true, a.Verb != VerbOmni && !g.hcUsePermit(pl, id) && !g.g3MayUse(pl, id, a.Verb) && !g.hrUsePermit(pl, id, a.Verb) && !g.zMayUse(pl, id, a.Verb))
	g.checkRestrictions(a.Verb, id)
	g.useCard(id, a.Verb, a.Target)
	g.hdAfterUse(id)
	g.hnAfterUse(id) // Containment Field, Tentacus (ability_hand_n.go)
}

// unstunUse uses a stunned creature the only way it can be used: it
// exhausts and the stun is removed (Rulebook: Glossary – Stun). The use
// is checked as a reap would be (house, exhausted, controller, …).
func (g *Game) unstunUse(a Action) {
	if id := g.findInPlay(a.Card, g.active); id >= 0 && !g.cards[id].has(flStunned) {
		g.enterMain(g.house)
		g.violate("stunned", g.active, "%s is not stunned: unstun is the use of a stunned creature (reap, fight or action it otherwise)", g.name(id))
		return
	}
	g.use(Action{Verb: VerbReap, Card: a.Card})
}

// useCard uses instance id (rules of step 3 already checked): an ability's
// "ready and fight" comes here too.
func (g *Game) useCard(id int16, verb Verb, target CardRef) {
	g.useCardBy(g.active, id, verb, target)
}

// useCardBy is useCard by user pl: an ability's "use an artifact … as if
// it were yours" resolves the artifact's "Action:"/"Omni:" for pl, for
// whom "you" and "friendly" read (adUseFor).
func (g *Game) useCardBy(user int8, id int16, verb Verb, target CardRef) {
	pl := g.active
	c := &g.cards[id]
	name := g.name(id)
	creature := c.zone == ZoneBattleline
	if (verb == VerbReap || verb == VerbFight) && !creature {
		g.violate("not-a-creature", pl, "%s is not a creature: it cannot %s", name, useNames[verb])
		return
	}
	if c.has(flExhausted) {
		g.violate("exhausted", pl, "%s is exhausted", name)
	}
	if creature && c.has(flEnraged) && verb != VerbFight && len(g.p[other(c.controller)].line) > 0 {
		g.violate("enrage", pl, "%s is enraged and must fight", name)
	}
	if creature {
		g.aeBeforeUse(id, verb) // Edict of Nerotaurus, Rampaging Brutodon (ability_hand_ae.go)
	}
	g.setSource(id)
	c.flags |= flExhausted
	g.hiNoteUse(id)
	g.emit(Event{Kind: EvCardUsed, Player: pl, Card: g.def(id).ID, Other: useNames[verb]})
	defer g.acAfterUse(id) // not while its fight waits (ability_hand_ac.go)
	if creature && c.has(flStunned) {
		c.flags = c.flags&^flStunned | flUsedToFree
		g.emit(Event{Kind: EvStatus, Player: pl, Card: g.def(id).ID, Other: "unstun"})
		return
	}
	c.flags &^= flUsedToFree
	switch verb {
	case VerbReap:
		g.hcReapAember(pl)
		g.emit(Event{Kind: EvReap, Player: pl, Card: g.def(id).ID})
		g.hfReaped()
		g.fire(id, OnReap, -1)
		g.hnKompsos(id) // Kompsos Haruspex (ability_hand_n.go)
		g.fireAll(OnCreatureReaps, id)
	case VerbFight:
		enemy := other(c.controller)
		if len(g.p[enemy].line) == 0 {
			g.violate("no-enemy-creature", pl, "%s cannot fight: %s has no creature", name, g.p[enemy].name)
			return
		}
		t := g.findInPlay(target, enemy)
		if t < 0 || g.cards[t].zone != ZoneBattleline || g.cards[t].controller != enemy {
			g.violate("fight-target", pl, "%s cannot fight %s: not an enemy creature in play", name, g.refName(target))
			return
		}
		g.hdFlankOnly(id, t)
		g.hnFightTarget(id, t) // Bigtwig, Camouflage, Lady Loreena, Psychic Haze, Halo of Enlightenment (ability_hand_n.go)
		g.huFightTarget(id, t) // Loyal Packmate (ability_hand_u.go)
		if !g.hasKeyword(t, Taunt) && g.staticOf(id, IgnoresArmorTaunt) == nil && !g.hdStatic(id, NoTauntElusive) {
			line := g.p[enemy].line
			i := indexOf(line, t)
			if (i > 0 && g.hasKeyword(line[i-1], Taunt)) || (i+1 < len(line) && g.hasKeyword(line[i+1], Taunt)) {
				g.violate("taunt", pl, "%s is protected by a taunt neighbor", g.name(t))
			}
		}
		enraged := c.has(flEnraged)
		if g.fight(id, t) {
			g.acFightUsed(enraged) // it waits for a before-fight choice (ability_hand_ac.go)
			return
		}
		g.unenrageAfterFight(id, enraged)
	case VerbAction:
		g.adUseFor(user, id, OnAction)
	case VerbOmni:
		g.adUseFor(user, id, OnOmni)
	}
}

// fight resolves att fighting def: before-fight damage (assault,
// hazardous), which skips the fight if it destroys either; then both deal
// their power at once (elusive stops it the first time a creature is
// attacked in a turn; skirmish protects the attacker); splash; "Fight:"
// only if the attacker survives.
// It reports whether the fight waits: a "Before Fight:" ability of the
// action's fight waits for its choice, and the fight goes on once it is
// answered (acSuspendFight).
func (g *Game) fight(att, def int16) bool {
	pl, defCtl := g.cards[att].controller, g.cards[def].controller
	g.emit(Event{Kind: EvFight, Player: pl, Card: g.def(att).ID, Other: g.def(def).ID})
	g.abNoteFight(att, def) // Smite (ability_hand_ab.go)
	// Elusive protects the first time a creature is chosen to be fought
	// each turn, even if before-fight damage ends that fight early.
	elusive := g.hasKeyword(def, Elusive) && !g.cards[def].has(flFought) && !g.hdStatic(att, NoTauntElusive)
	g.cards[def].flags |= flFought
	switch g.acBeforeAnyFight(att, def, pl, defCtl, elusive) { // Evasion Sigil (ability_hand_ac.go)
	case acFightCancelled:
		return false
	case acFightWaits:
		return true
	}
	return g.fightBefore(att, def, pl, defCtl, elusive)
}

// fightBefore fires the before-fight abilities of a fight, then resolves
// it unless one of them waits (it reports whether it does).
func (g *Game) fightBefore(att, def int16, pl, defCtl int8, elusive bool) bool {
	g.fire(att, OnBeforeFight, def)
	g.htAttacked(def, att) // Lapisaurus (ability_hand_t.go)
	if g.acSuspendFight(att, def, pl, defCtl, elusive) {
		return true
	}
	g.fightOn(att, def, pl, defCtl, elusive)
	return false
}

// fightOn resolves a fight once its before-fight abilities have.
func (g *Game) fightOn(att, def int16, pl, defCtl int8, elusive bool) {
	defer func() { g.heFought(g.fightDead(att, def, pl, defCtl)) }() // The Warchest (ability_hand_e.go)
	assaulted := false
	if n := g.keywordN(att, Assault); n > 0 && !g.huBeforeFightSpared(att, def) {
		assaulted = g.damage(def, n, false) > 0
	}
	if n := g.keywordN(def, Hazardous); n > 0 && !g.huBeforeFightSpared(def, att) {
		g.damage(att, n, false)
	}
	g.sweep()
	g.assaultKilled(att, def, assaulted) // Sköll (instead.go)
	if g.cards[att].zone != ZoneBattleline || g.cards[def].zone != ZoneBattleline {
		g.zFightDeaths(g.fightDead(att, def, pl, defCtl)) // Feats of Strength (ability_hand_z.go)
		return
	}
	if elusive {
		g.acElusiveVictim(att, def) // Gabos Longarms (ability_hand_ac.go)
	}
	if !elusive {
		// "Only deals ND when fighting" caps each side's damage.
		toDef := g.fightDamageCap(att, g.power(att)+g.fightBonus(att, def))
		toAtt := g.fightDamageCap(def, g.power(def))
		if g.hasKeyword(att, Skirmish) || g.noDamageDealt(def, false) {
			toAtt = 0
		}
		if g.noDamageDealt(att, true) {
			toDef = 0
		}
		toDef, toAtt = g.hhFightDamage(att, def, toDef, toAtt) // Eldritch Synan (ability_hand_h.go)
		toDef, toAtt = g.huFightDamage(att, def, toDef, toAtt) // Censor Philo, Ardent Hero, Nizak (ability_hand_u.go)

		// Shoulder Id (instead.go)
		toDef, toAtt = g.fightDamageInstead(att, def, toDef, toAtt)
		victim := g.acFightVictim(att, def) // Gabos Longarms (ability_hand_ac.go)
		dealtDef := g.hcFightDamage(att, victim, toDef)
		dealtAtt := g.damage(att, toAtt, g.hasKeyword(def, Poison))
		g.shareFightDamage(victim, dealtDef)
		g.shareFightDamage(att, dealtAtt)
	}
	hit := [2]int16{-1, -1} // the creatures splash-attack damaged (Zizok)
	if n := g.keywordN(att, SplashAttack); n > 0 {
		line := g.p[g.cards[def].controller].line
		i := indexOf(line, def)
		if i > 0 && !g.huSpared(att, line[i-1]) && g.damage(line[i-1], n, false) > 0 {
			hit[0] = line[i-1]
		}
		if i+1 < len(line) && !g.huSpared(att, line[i+1]) && g.damage(line[i+1], n, false) > 0 {
			hit[1] = line[i+1]
		}
	}
	for _, l := range g.lasting {
		if l.kind == lastGainOnFight && l.player == pl {
			g.gain(pl, l.n, SrcAbility)
		}
	}
	g.sweep()
	dead := g.fightDead(att, def, pl, defCtl) // fight_deaths.go
	g.zFightDeaths(dead)                      // Feats of Strength (ability_hand_z.go)
	g.huSplashKills(att, hit)                 // Zizok (ability_hand_u.go)
	g.abFightDeaths(dead)                     // The Colosseum (ability_hand_ab.go)
	g.acFightDeaths(dead)                     // Brawling Grounds (ability_hand_ac.go)
	// "After an enemy creature is destroyed fighting X" needs X in play: if
	// both die they die together and X's ability does not trigger (FAQ,
	// Stealer of Souls and Valdr).
	if g.cards[def].zone != ZoneBattleline && g.cards[att].zone == ZoneBattleline {
		g.fire(att, OnEnemyDestroyedFighting, def)
	}
	if g.cards[att].zone != ZoneBattleline {
		if g.cards[def].zone == ZoneBattleline {
			g.fire(def, OnEnemyDestroyedFighting, att)
		}
		return
	}
	g.fire(att, OnFight, def)
	g.heAfterFight(att)
	g.fireAll(OnCreatureFights, att)
}

func (g *Game) fightBonus(att, def int16) int {
	if st := g.staticOf(att, FightBonus); st != nil && g.staticHolds(st, att) && g.matches(&st.To, def, att, g.cards[att].controller) {
		return st.N
	}
	return 0
}

// damage deals n damage to a creature: invulnerable takes none, ward is
// spent instead, then armor not yet used this turn absorbs what it can.
// Poison destroys a creature it damages.
func (g *Game) damage(id int16, n int, poison bool) int {
	c := &g.cards[id]
	if n <= 0 || c.zone != ZoneBattleline {
		return 0
	}
	n = g.htDamageIn(id, n) // Undagnathus's double (ability_hand_t.go)
	if len(g.upList) > 0 {
		if dealt, ok := g.acFriendship(id, n, poison); ok {
			return dealt // its neighbors take it instead (ability_hand_ac.go)
		}
	}
	if g.hasKeyword(id, Invulnerable) {
		g.notePrevented(id)
		return 0
	}
	if len(g.upList) > 0 && g.hnNoDamage(id) {
		g.notePrevented(id) // Holo-Camo, Thoughtswim (ability_hand_n.go)
		return 0
	}
	if len(g.lasting) > 0 && (g.lastingOn(lastNoDamage, id) || g.g3NoDamage(id) || g.hrNoDamage(id)) || g.hpNoDamage(id) {
		// "Cannot be dealt damage" prevents it before armor (FAQ, Hallowed
		// Shield): no armor is spent.
		g.notePrevented(id)
		return 0
	}
	if g.htNoDamage(id) { // Aja (ability_hand_t.go)
		g.notePrevented(id)
		return 0
	}
	if c.has(flWarded) {
		c.flags &^= flWarded
		g.emit(Event{Kind: EvStatus, Player: c.controller, Card: g.def(id).ID, Other: "unward"})
		g.notePrevented(id)
		return 0
	}
	if left := g.armor(id) - int(c.armorUsed); left > 0 {
		p := min(left, n)
		c.armorUsed += int16(p)
		n -= p
		g.hdPrevented(id, p)
	}
	if n <= 0 {
		g.notePrevented(id)
		return 0
	}
	if t := g.damageTaker(id); t >= 0 {
		// Armor prevented what it could; the rest is dealt to the taker
		// instead (FAQ, Shadow Self and Raiding Knight).
		return g.damage(t, n, poison)
	}
	n += g.htExtraDamage(id) // Lethal Distraction (ability_hand_t.go)
	c.damage += int16(n)
	g.emit(Event{Kind: EvDamage, Player: c.controller, Card: g.def(id).ID, N: n})
	if poison {
		c.flags |= flTagged
	}
	g.hcNeighborDamaged(id)
	g.htDamaged(id)
	return n
}

// doomed settles whether a card in play is destroyed by the sweep: tagged,
// or damage reaching its power; invulnerable creatures and wards save it.
// lower: some effect may lower or set power (mayLowerPower, maySetPower).
func (g *Game) doomed(id int16, lower bool) bool {
	c := &g.cards[id]
	if g.hasStatic(DestroyedWhile) {
		g.heDestroyedWhile(id) // Tireless Crocag
	}
	// Power is computed only when it could be reached: damage on it, or a
	// power that auras and lasting effects might bring to 0 (a creature
	// with no power is destroyed). When nothing may lower power nor set
	// it, it is at least printed plus counters: less damage cannot reach it.
	if c.zone == ZoneBattleline {
		floor := g.defs[c.def].Power + int(c.counters)
		if (c.damage > 0 || floor <= 0 || lower) && (lower || int(c.damage) >= floor) && int(c.damage) >= g.power(id) {
			c.flags |= flTagged
		}
	}
	if !c.has(flTagged) {
		return false
	}
	if c.zone == ZoneBattleline && g.hasKeyword(id, Invulnerable) {
		c.flags &^= flTagged
		return false
	}
	if c.has(flWarded) {
		c.flags &^= flWarded | flTagged
		g.emit(Event{Kind: EvStatus, Player: c.controller, Card: g.def(id).ID, Other: "unward"})
		return false
	}
	return true
}

// plainlySafe reports whether doomed(id, false) would say no at a glance,
// when no "destroy it while …" (DestroyedWhile) is in the game: the card
// is not tagged, and it is no creature or its damage is below its printed
// power plus counters, which only an effect that lowers power could bring
// down to it.
func (g *Game) plainlySafe(id int16) bool { return safeAtAGlance(&g.cards[id], g.defs) }

// safeAtAGlance is plainlySafe for card c, whose definition is in defs.
func safeAtAGlance(c *inst, defs []*CardDef) bool {
	return !c.has(flTagged) && (c.zone != ZoneBattleline || int(c.damage) < defs[c.def].Power+int(c.counters))
}

// destroy tags a creature or artifact for destruction; sweep resolves it.
func (g *Game) destroy(id int16) {
	if g.cards[id].zone.InPlay() {
		g.cards[id].flags |= flTagged
	}
}

// sweep destroys every tagged card and every creature whose damage reaches
// its power, all leaving play together; "Destroyed:" abilities resolve
// first, the active player's cards before the opponent's. Invulnerable
// creatures are never destroyed; a ward is spent instead.
func (g *Game) sweep() {
	if g.sweeping {
		return
	}
	g.sweeping = true
	defer func() { g.sweeping = false }()
	for round := 0; round < 8; round++ {
		g.htArchiveWhile() // the Tentacles (ability_hand_t.go)
		any := false
		// Whether some effect may lower or set power, for doomed: asked
		// once a round, for every card, and for the creatures whose own
		// ability or upgrade lowers theirs. Without it, and without a
		// "destroy it while …", doomed is asked only about the cards that
		// are not plainly safe (most of them are).
		var ownBuf [8]int16
		lower, own := g.lowering(ownBuf[:0])
		lower = lower || g.maySetPower()
		quick := !g.hasStatic(DestroyedWhile)
		if !quick || lower || len(own) > 0 || !g.allPlainlySafe() {
			// (Otherwise, the common case, doomAny would ask doomed
			// about no card.)
			any = g.doomAny(lower, own, quick)
		}
		for _, id := range g.upList {
			if g.cards[id].has(flTagged) {
				any = true
			}
		}
		if !any {
			g.huArchiveWithout() // Slippery Tentacle (ability_hand_u.go)
			g.zPurgeWhile()      // Cursed Tomb (ability_hand_z.go)
			return
		}
		var buf [48]int16
		doomed := buf[:0]
		for _, pl := range [2]int8{g.active, other(g.active)} {
			for i := range g.cards {
				if c := &g.cards[i]; c.has(flTagged) && c.controller == pl {
					doomed = append(doomed, int16(i))
				}
			}
		}
		for _, id := range g.ordered(doomed) {
			c := &g.cards[id]
			g.emit(Event{Kind: EvDestroyed, Player: c.controller, Card: g.def(id).ID})
			if c.zone == ZoneBattleline && c.controller >= 0 {
				g.destroyed |= 1 << c.controller
			}
			if !g.hnNoDestroyed() { // Purifier of Souls (ability_hand_n.go)
				g.fire(id, OnDestroyed, -1)
			}
			if c.zone == ZoneBattleline {
				g.fireSurvivors(OnCreatureDestroyed, id, doomed)
			}
		}
		g.abCreaturesDestroyed(doomed) // Dead Man's Chest (ability_hand_ab.go)
		// Only the cards this round destroyed leave play: a card that a
		// Destroyed: ability of theirs destroyed (Harbinger of Doom's
		// "destroy each creature") is destroyed in the next round, its
		// own Destroyed: abilities first.
		for i := range g.cards {
			id := int16(i)
			c := &g.cards[i]
			if c.has(flTagged) && slices.Contains(doomed, id) {
				c.flags &^= flTagged
				to := ZoneDiscard
				if st := g.staticOf(id, DestroyedGoes); st != nil && g.staticHolds(st, id) && !g.htTriggerTaken(id, OnDestroyed) { // "if you are haunted" (Duma the Returned)
					to = st.Zone
				}
				g.leavePlay(id, g.discardPileFromPlay(id, to)) // Annihilation Ritual (instead.go)
			}
		}
	}
}

// doomAny asks doomed about each card in play that is not plainly safe
// (all of them unless quick), and reports whether any is destroyed. lower
// says whether something may lower any creature's power, own lists the
// creatures whose own abilities or upgrades may lower theirs (lowersOwn).
func (g *Game) doomAny(lower bool, own []int16, quick bool) bool {
	any := false
	for pl := range g.p {
		for _, id := range g.p[pl].line {
			lowered := lower || slices.Contains(own, id)
			if !(quick && !lowered && g.plainlySafe(id)) && g.doomed(id, lowered) {
				any = true
			}
		}
		for _, id := range g.p[pl].arts {
			if !(quick && g.plainlySafe(id)) && g.doomed(id, lower) {
				any = true
			}
		}
	}
	return any
}

// allPlainlySafe reports whether every card in play but the upgrades is
// plainly safe: then, when nothing lowers power and nothing destroys
// "while …", doomAny would ask doomed about none of them.
func (g *Game) allPlainlySafe() bool {
	cards, defs := g.cards, g.defs // (a sweep asks about every card in play)
	for pl := range g.p {
		for _, id := range g.p[pl].line {
			if !safeAtAGlance(&cards[id], defs) {
				return false
			}
		}
		for _, id := range g.p[pl].arts {
			if !safeAtAGlance(&cards[id], defs) {
				return false
			}
		}
	}
	return true
}

// fireSurvivors is fireAll for a creature destroyed together with
// others (doomed): "If multiple cards are destroyed simultaneously … any
// non-'Destroyed:' abilities cannot trigger" (Rulebook, Destroyed), so
// the cards destroyed with it do not react to it (Embellish Imp
// destroyed with an enemy creature does not steal).
func (g *Game) fireSurvivors(t Trigger, trig int16, doomed []int16) {
	if len(doomed) < 2 {
		g.fireAll(t, trig)
		return
	}
	g.fireLasting(t, trig)
	if (g.triggers|g.granted)&t == 0 {
		return
	}
	var buf [48]int16
	for _, id := range g.ordered(g.inPlayOrder(buf[:0])) {
		if g.abilitiesWork(id) && !slices.Contains(doomed, id) {
			g.fire(id, t, trig)
		}
	}
}

// offHousePermit is the index of a lasting permission that lets pl play
// card id, which needs one (need), -1 when none: "you may play one
// non-Logos card this turn" permits a card not of that house.
func (g *Game) offHousePermit(pl int8, id int16, need bool) int {
	if !need {
		return -1
	}
	for i, l := range g.lasting {
		if l.kind == lastPlayOffHouse && l.player == pl && g.houseOf(id) != l.house && (l.n != 1 || g.def(id).Type == TypeAction) {
			return i
		}
		if g.g3HousePermits(&l, pl, id) {
			return i
		}
	}
	return -1
}

// offHouseCard reports whether a card pl controls lets them play one card
// not of the active house this turn (a constant PlayOffHouse whose
// condition holds), and that permission is not spent yet.
func (g *Game) offHouseCard(pl int8) bool {
	if g.offHouseBy || !g.hasStatic(PlayOffHouse) {
		return false
	}
	var buf [4]int16 // an archon power's too (Controling Expertise)
	for _, zone := range [][]int16{g.p[pl].line, g.p[pl].arts, g.powersOf(pl, buf[:0])} {
		for _, src := range zone {
			if st := g.staticOf(src, PlayOffHouse); st != nil && g.staticHolds(st, src) {
				return true
			}
		}
	}
	return false
}

// maySetPower reports whether a creature may be "considered to have" a
// power (power_is.go), which may be below its printed power.
func (g *Game) maySetPower() bool {
	if g.hasStatic(hqPowerIs) {
		return true
	}
	for j := range g.lasting {
		l := &g.lasting[j]
		if l.kind == lastPowerIs {
			return true
		}
	}
	return false
}

// mayLowerPower reports whether some effect now lowers the power of any
// creature below its printed power plus counters: a lasting "–N power", a
// lasting "each … gets –N power" an ability started, or a constant
// ability that gives –N power of a card in play (other than to itself or
// the creature it is on: lowersOwn) or of a text box a card gained. These
// and lowersOwn are every negative term of power; while none holds for a
// creature, its power is at least its printed power plus counters (what
// doomed relies on, and CheckInvariants proves). Most games hold cards
// that lower power (lowersPower), few have one in play at a time.
func (g *Game) mayLowerPower() bool {
	lower, _ := g.lowering(nil)
	return lower
}

// lowersOwn appends to dst the creatures in play whose power a constant
// ability of their own or of an upgrade on them may lower ("This creature
// gets –X power": Essence Entangler), which mayLowerPower leaves out.
func (g *Game) lowersOwn(dst []int16) []int16 {
	if !g.lowersPower {
		return dst
	}
	for _, list := range g.staticSources() {
		for _, id := range list {
			if g.staticBits[g.cards[id].def].has(lowersOwnPower) {
				dst = append(dst, id, g.cards[id].parent)
			}
		}
	}
	return dst
}

// lowering is mayLowerPower and, when it says no and own is not nil,
// lowersOwn appended to own, in one look at the cards in play (the sweep
// asks both each round). When it says yes, own is left as it was: every
// creature's power may be lowered.
func (g *Game) lowering(own []int16) (bool, []int16) {
	for j := range g.lasting {
		l := &g.lasting[j]
		if l.kind == lastPower && l.n < 0 {
			return true, own
		}
	}
	if !g.lowersPower {
		return false, own
	}
	for j := range g.lasting {
		l := &g.lasting[j]
		switch l.kind {
		case lastAbility:
			def, ab, pc := lastingStep(l.n)
			if st := &g.scripts[def].Abilities[ab].Steps[pc]; st.Do == DoPower && st.N < 0 {
				return true, own // lastingEach
			}
		case afLastTextBox:
			if g.staticBits[l.n].has(lowersPowerMark) || g.staticBits[l.n].has(lowersOwnPower) {
				return true, own // afEachGained
			}
		}
	}
	n := len(own)
	for _, list := range g.staticSources() { // the cards aura visits
		for _, id := range list {
			switch bits := &g.staticBits[g.cards[id].def]; {
			case bits.has(lowersPowerMark):
				return true, own[:n]
			case own != nil && bits.has(lowersOwnPower):
				own = append(own, id, g.cards[id].parent)
			}
		}
	}
	return false, own
}

// staticSources are the lists of the cards in play whose constant
// abilities apply, as aura visits them.
func (g *Game) staticSources() [6][]int16 {
	return [...][]int16{g.p[0].line, g.p[0].arts, g.p[1].line, g.p[1].arts, g.upList, g.powers}
}

// playThatFromDiscard plays the card the step before chose from a discard
// pile, for the ability's controller, as if it were in their hand (Think
// Twice, Exhume): its owner keeps it, so it goes back to their discard pile
// when it leaves play; its abilities resolve before the steps after this
// one.
func playThatFromDiscard(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 || g.cards[x.r.that[0]].zone != ZoneDiscard {
		return
	}
	g.playOutOf(x.r.that[0], ZoneDiscard) // play_from_zone.go
}
