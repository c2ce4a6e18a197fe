package engine

// Derived properties: what a card in play is now, printed value plus
// counters, upgrades, constant abilities and lasting effects.

// blankFor reports whether the text boxes of pl's creatures are
// considered blank (Shadow of Dis: "each enemy creature's text box is
// considered blank (except for traits)").
func (g *Game) blankFor(pl int8) bool { return g.blankers&(1<<pl) != 0 }

// blank reports whether card id is a creature in play whose text box is
// considered blank: it has none of its own abilities and printed
// keywords, only its traits, power, armor and Æmber bonus. What its
// upgrades and lasting effects give it still applies.
func (g *Game) blank(id int16) bool {
	c := &g.cards[id]
	return c.zone == ZoneBattleline && (g.blankFor(c.controller) || len(g.upList) > 0 && g.huBlanked(id) || g.zBlanked(id)) || // Fortune Reverser (ability_hand_u.go), Molluscaller (ability_hand_z.go)
		c.zone == ZoneArtifacts && g.zArtifactBlank(id) // Blossom Drake (ability_hand_z.go)
}

// scriptOf is the script of card id's own abilities, nil when it has none
// or its text box is blank.
func (g *Game) scriptOf(id int16) *Script {
	if !g.mayBlank() {
		// No text box is blank, without asking blank for every card a
		// trigger or an aura visits.
		return g.scripts[g.cards[id].def]
	}
	return g.scriptUnlessBlank(id)
}

// mayBlank reports whether some text box may be blank: a blanking
// effect lasts, or a card in the game may blank one (the creature an
// upgrade is on, huBlanked; a creature with an ignorance counter or each
// artifact, zBlanked and zArtifactBlank). Every card that blanks must be
// named here or in blankers, or scriptOf will not see it.
func (g *Game) mayBlank() bool {
	return g.blankers != 0 || g.hasStatic(huRule) || g.hasStatic(zCounterBlanks) || g.hasStatic(zArtifactsBlank)
}

// scriptUnlessBlank is scriptOf when a text box may be blank.
func (g *Game) scriptUnlessBlank(id int16) *Script {
	if s := g.scripts[g.cards[id].def]; s != nil && !g.blank(id) {
		return s
	}
	return nil
}

// power is a creature's current power.
func (g *Game) power(id int16) int {
	c := &g.cards[id]
	p := g.defs[c.def].Power + int(c.counters) + g.aura(PowerBonus, id, "") + g.lastingEach(DoPower, id, "")
	set := -1
	if g.hasStatic(hqPowerIs) {
		set = g.hqStaticPower(id) // Circle of Power (power_is.go)
	}
	for j := range g.lasting {
		l := &g.lasting[j]
		switch {
		case l.kind == lastPower && l.card == id:
			p += l.n
		case l.kind == lastPowerIs && (l.card == id || l.card < 0):
			set = l.n // "considered to have 1 power": over every other change (FAQ, The Pale Star)
		}
	}
	if set >= 0 {
		return set
	}
	return p
}

// armor is a creature's current armor (before what was used this turn).
func (g *Game) armor(id int16) int {
	c := &g.cards[id]
	if g.hasStatic(hpZeroArmor) && g.aura(hpZeroArmor, id, "") > 0 {
		return 0 // Corrosive Monk (ability_hand_p.go)
	}
	a := g.defs[c.def].Armor + g.aura(ArmorBonus, id, "") + g.lastingEach(DoArmor, id, "")
	for j := range g.lasting {
		l := &g.lasting[j]
		switch {
		case l.kind == lastArmor && l.card == id:
			a += l.n
		case l.kind == lastArmorIs && (l.card == id || l.card < 0):
			return l.n
		}
	}
	return max(a, 0)
}

// keywordN is the value of a keyword a card has now (1 for keywords that
// carry no number), 0 when it does not have it. Instances of assault and
// hazardous add up.
func (g *Game) keywordN(id int16, k Keyword) int {
	c := &g.cards[id]
	if g.huLosesKeyword(id, k) {
		return 0 // Captain Kresage, evil twin (ability_hand_u.go)
	}
	if g.htKeywordTaken(id, k) {
		return 0 // Tome of Abatement (ability_hand_t.go)
	}
	n := 0
	if kws := g.defs[c.def].Keywords; len(kws) > 0 && !g.blank(id) {
		for _, kv := range kws {
			if kv.Keyword == k && !g.hxKeywordIsX(id, k) {
				n += max(kv.N, 1)
			}
		}
	}
	if c.zone == ZoneBattleline {
		n += g.aura(KeywordGrant, id, k) + g.lastingEach(DoGiveKeyword, id, k)
		if len(g.lasting) > 0 {
			n += g.afGainedKeyword(id, k) // a text box gained (ability_hand_af.go)
		}
	}
	for j := range g.lasting {
		l := &g.lasting[j]
		if l.card == id && l.kw == k {
			switch l.kind {
			case lastGiveKeyword:
				n += max(l.n, 1)
			case lastRemove:
				return 0
			}
		}
	}
	return n + g.hhKeywordOfOthers(id, k) // Captain Kresage (ability_hand_h.go)
}

func (g *Game) hasKeyword(id int16, k Keyword) bool { return g.keywordN(id, k) > 0 }

// handBonus is how many cards above six pl refills to (Mother).
func (g *Game) handBonus(pl int8) int {
	if !g.hasStatic(HandBonus) {
		return g.hcRefillMod(pl)
	}
	n := g.hcRefillMod(pl)
	for _, id := range g.p[pl].line {
		if st := g.staticOf(id, HandBonus); st != nil && g.staticHolds(st, id) {
			n += g.staticAmount(st, id, -1) // Greed: "for each friendly Sin creature"
		}
	}
	return n
}

// onFlank reports whether a creature is at either end of its battleline.
func (g *Game) onFlank(id int16) bool {
	c := &g.cards[id]
	if c.zone != ZoneBattleline {
		return false
	}
	line := g.p[c.controller].line
	return len(line) > 0 && (line[0] == id || line[len(line)-1] == id) || len(g.lasting) > 0 && g.lastingOn(zLastFlank, id) // Spectral Tunneler (ability_hand_z.go)
}

// inCenter reports whether a creature has as many creatures on its left
// as on its right in its battleline (Glossary: Center of the
// Battleline); a battleline of an even number of creatures has no center.
func (g *Game) inCenter(id int16) bool {
	c := &g.cards[id]
	if c.zone != ZoneBattleline {
		return false
	}
	line := g.p[c.controller].line
	return len(line)%2 == 1 && line[len(line)/2] == id
}

// capture moves up to n Æmber from the opponent of creature id's
// controller onto it.
func (g *Game) capture(id int16, n int) int {
	return g.captureFrom(id, n, other(g.cards[id].controller))
}

// captureFrom moves up to n Æmber from player from's pool onto creature id.
func (g *Game) captureFrom(id int16, n int, from int8) int {
	c := &g.cards[id]
	if c.zone != ZoneBattleline {
		return 0
	}
	n = g.takeFromPool(from, n, SrcCapture) // Po's Pixies (instead.go)
	if n > 0 {
		c.aember += int16(n)
		g.emit(Event{Kind: EvAemberCaptured, Player: c.controller, Card: g.def(id).ID, N: n})
		g.huCaptured(id) // Kretchee (ability_hand_u.go)
	}
	return n
}

// steal moves up to n Æmber from the opponent's pool to pl's.
func (g *Game) steal(pl int8, n int) int {
	if g.hcNoSteal(other(pl)) || g.hdUnstealable(other(pl)) || (g.hasStatic(NoStealWithAember) && g.heNoSteal(other(pl))) {
		return 0 // The Vaultkeeper, Unstealable, Odoac the Patrician
	}
	if len(g.upList) > 0 && g.hnNoSteal(other(pl)) {
		return 0 // Discombobulator (ability_hand_n.go)
	}
	if g.hasStatic(StealsCaptured) && g.hfStealCaptured(other(pl), n) {
		return 0 // Gargantodon: captured instead
	}
	n = g.takeFromPool(other(pl), n, SrcSteal) // Po's Pixies (instead.go)
	if n > 0 && (g.hasStatic(huStolenHurts) || g.hasStatic(huStolenSkipsForge)) {
		defer g.huStolen(other(pl), n) // Molephin, Redhand Registry: after it is stolen (ability_hand_u.go)
	}
	if n > 0 && pl == g.active {
		g.heStole(pl)
	}
	if n > 0 && (g.hdCapturesGain(pl, n) || g.gainAsTokens(pl, n)) {
		return n // Staff Up (instead.go)
	}
	if n > 0 {
		g.p[pl].aember += n
		g.emit(Event{Kind: EvAemberStolen, Player: pl, N: n})
		g.emit(Event{Kind: EvAemberGained, Player: pl, N: n, Source: SrcSteal})
	}
	return n
}
