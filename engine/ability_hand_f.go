package engine

// Additions to the ability language for the cards of scripts_hand_f.go
// (issue 16, batch F).

// hfHandOfHouse keeps, of the card ids a hand may hold, those a hand
// target may name: what a prompt offers. Its house ("non-Mars": House with
// NotHouse; "of that house": ChosenHouse, the house an earlier step chose
// or found, J.O.N. Cargo's discarded card's) and its kind (a creature, an
// action) are checked; with ChosenHouse and no house (an empty deck
// discarded nothing) it offers none.
func (g *Game) hfHandOfHouse(t *Target, r *run, ids []string) []string {
	k := 0
	for _, id := range ids {
		if c := g.Card(id); c != nil && hfHandFits(t, r, c) {
			ids[k] = id
			k++
		}
	}
	return ids[:k]
}

// hfHandFits reports whether a hand card of definition c fits target t.
func hfHandFits(t *Target, r *run, c *CardDef) bool {
	switch {
	case t.Is&ChosenHouse != 0 && (r.house == "" || c.House != r.house),
		t.House != "" && (c.House == t.House) == (t.Is&NotHouse != 0),
		t.Kind == Creature && !c.Type.IsCreature(),
		t.Kind == ActionCard && c.Type != TypeAction:
		return false
	}
	return true
}

// hfHandCheck flags each hand card the last step acted on that its target
// does not fit (the log names them: the hand is hidden).
func hfHandCheck(t Target) func(x *Ctx) {
	return func(x *Ctx) {
		for _, id := range x.r.that[:x.r.nThat] {
			if !hfHandFits(&t, x.r, x.g.def(id)) {
				x.g.violate("effect-target", x.Player, "%s: %s is not %s", x.g.defs[x.r.def].Name, x.g.name(id), targetText(&t, x.g.defs[x.r.def].Name))
			}
		}
	}
}

// hfCargoHouse is J.O.N. Cargo's "reveal your hand": the house of the card
// it discarded becomes the one its archive step reads ("of that house").
// It did something when a card of that house can be in the hand: else
// there is nothing to archive, and the archive step is skipped.
func hfCargoHouse(x *Ctx) {
	x.r.house = ""
	if x.r.nThat > 0 {
		x.r.house = x.g.houseOf(x.r.that[0])
	}
	var t = Target{Is: ChosenHouse}
	x.r.did = len(x.g.hfHandOfHouse(&t, x.r, x.g.HandOptions(x.Player, nil))) > 0
}

// hfCargoCheck flags each card J.O.N. Cargo archived that does not share a
// house with the discarded card (the log names the cards archived).
func hfCargoCheck(x *Ctx) {
	for _, id := range x.r.that[:x.r.nThat] {
		if x.g.houseOf(id) != x.r.house {
			x.g.violate("effect-target", x.Player, "J.O.N. Cargo: %s does not share a house with the discarded card", x.g.name(id))
		}
	}
}

// hfStealCaptured replaces a steal of n Æmber from player from while a
// card with StealsCaptured is in play (Gargantodon): a creature the active
// player controls captures it from that player instead. It reports
// whether the steal was replaced; with no such creature nothing is
// captured and nothing stolen (the steal is replaced all the same). The
// active player chooses the creature; the engine, which cannot wait in
// the middle of a steal, takes their leftmost one.
func (g *Game) hfStealCaptured(from int8, n int) bool {
	if !g.hfStaticInPlay(StealsCaptured) {
		return false
	}
	if line := g.p[g.active].line; len(line) > 0 {
		g.captureFrom(line[0], n, from)
	}
	return true
}

// hfStaticInPlay reports whether a card in play whose text box is not
// blank has a constant ability of kind k.
func (g *Game) hfStaticInPlay(k StaticKind) bool {
	return g.hfOwnStaticInPlay(0, k) || g.hfOwnStaticInPlay(1, k)
}

// hfOwnStaticInPlay reports whether a card player pl controls in play,
// whose text box is not blank, has a constant ability of kind k.
func (g *Game) hfOwnStaticInPlay(pl int8, k StaticKind) bool {
	if !g.hasStatic(k) {
		return false
	}
	for _, list := range [2][]int16{g.p[pl].line, g.p[pl].arts} {
		for _, id := range list {
			if st := g.staticOf(id, k); st != nil && g.staticHolds(st, id) {
				return true
			}
		}
	}
	return false
}

// hfIconSteals resolves player pl's capture bonus icon as a steal of 1A
// when a card of theirs allows it (Scrivener Favian: "you may choose to
// steal 1A instead") and the log's choose line says "steal"; it reports
// whether it did.
func (g *Game) hfIconSteals(pl int8) bool {
	a := &g.ans
	if a.wi >= len(a.words) || a.words[a.wi] != "steal" || !g.hfOwnStaticInPlay(pl, CaptureIconSteals) {
		return false
	}
	a.wi++
	g.steal(pl, 1)
	return true
}

// hfStaticText prints the constant abilities of this file.
func hfStaticText(st *Static) string {
	if st.Is == CaptureIconSteals {
		return "When you resolve a capture bonus icon, you may choose to steal 1A instead."
	}
	return "Each A that would be stolen is captured by a creature controlled by the active player instead."
}

// hfReaped counts a creature's reap this turn, for the first-reap test of
// Æmber Conduction Unit. Only a game with that card in a deck keeps the
// count: other games' states (and hashes) are as they were.
func (g *Game) hfReaped() {
	if (g.triggers&OnCreatureReaps == 0 || !g.hasStatic(hfConductsReaps)) && !g.hoCountsReaps() {
		return
	}
	for i := range g.lasting {
		if l := &g.lasting[i]; l.kind == lastReaped && l.until == g.turn {
			l.n++
			return
		}
	}
	g.addLasting(lasting{kind: lastReaped, player: g.active, card: -1, n: 1, until: g.turn, source: -1})
}

// hfReapsThisTurn is how many creatures reaped this turn (counted in games
// with Æmber Conduction Unit only).
func (g *Game) hfReapsThisTurn() int {
	for _, l := range g.lasting {
		if l.kind == lastReaped && l.until == g.turn {
			return l.n
		}
	}
	return 0
}

// hfStunFirstReaper is Æmber Conduction Unit's "if it is the first time a
// creature has reaped this turn, stun it": the creature that reaped, if
// its reap is the turn's first and it is still in play.
func hfStunFirstReaper(x *Ctx) {
	if t := x.r.trig; t >= 0 && x.g.hfReapsThisTurn() == 1 && x.g.cards[t].zone == ZoneBattleline {
		x.g.setStatus(t, EffStun)
	}
}

// hfRedistribute is Entropic Manipulator's "you may redistribute the
// damage on the creatures that player controls among that player's
// creatures" for player pl (0: the ability's controller, 1: their
// opponent). The choose line that chose the player names, after it, a
// creature of theirs for each damage it holds after (a creature named
// twice holds 2); naming none keeps the damage where it is. Moved damage
// is not dealt: armor and ward do not stop it, and a creature that holds
// as much damage as its power is destroyed.
func hfRedistribute(opp bool) func(x *Ctx) {
	return func(x *Ctx) {
		g, pl := x.g, x.Player
		if opp {
			pl = x.Opponent()
		}
		var to []int16
		for {
			ref, ok := g.ans.nextCard()
			if !ok {
				break
			}
			id := g.findInPlay(ref, pl)
			if id < 0 || g.cards[id].zone != ZoneBattleline || g.cards[id].controller != pl {
				g.violate("effect-target", x.Player, "Entropic Manipulator: %s is not a creature %s controls", g.refName(ref), g.p[pl].name)
				return
			}
			to = append(to, id)
		}
		if len(to) == 0 {
			return // "you may": the damage stays
		}
		total := 0
		for _, id := range g.p[pl].line {
			total += int(g.cards[id].damage)
		}
		if len(to) != total {
			g.violate("effect-target", x.Player, "Entropic Manipulator: %d damage named, but %s's creatures hold %d", len(to), g.p[pl].name, total)
			return
		}
		for _, id := range g.p[pl].line {
			g.cards[id].damage = 0
		}
		for _, id := range to {
			g.cards[id].damage++
		}
		for _, id := range g.p[pl].line {
			g.emit(Event{Kind: EvStatus, Player: pl, Card: g.def(id).ID, N: int(g.cards[id].damage), Other: "damage redistributed"})
		}
		x.r.did = true
		g.sweep()
	}
}

// hfCyberClone is Cyber-Clone's "Until Cyber-Clone leaves play, it has
// power equal to the purged creature's power, and gains that creature's
// armor, keywords, and traits": lasting effects on it, with the purged
// card's printed facts, that end when it leaves play. (Traits are not
// gained: the engine's trait tests read printed traits.)
func hfCyberClone(x *Ctx) {
	g, self := x.g, x.Self
	if x.r.nThat == 0 || g.cards[self].zone != ZoneBattleline {
		return
	}
	d := g.def(x.r.that[0])
	add := func(l lasting) {
		l.player, l.card, l.until, l.source = x.Player, self, whileInPlay, self
		g.addLasting(l)
	}
	if n := d.Power - g.def(self).Power; n != 0 {
		add(lasting{kind: lastPower, n: n})
	}
	if d.Armor > 0 {
		add(lasting{kind: lastArmor, n: d.Armor})
	}
	for _, kv := range d.Keywords {
		add(lasting{kind: lastGiveKeyword, kw: kv.Keyword, n: kv.N})
	}
}

// hfSearchOptions lists the card ids a search of the ability's
// controller's deck and discard pile may find that fit its target (an
// upgrade, a card of a house), for a prompt: the unaccounted copies (the
// deck is hidden), the deck's known top cards and the discard pile.
func (g *Game) hfSearchOptions(t *Target, r *run) []string {
	pl := r.player
	ids := g.unaccountedIDs(pl)
	for _, list := range [2][]int16{g.p[pl].deckTop, g.p[pl].discard} {
		for _, id := range list {
			if d := g.def(id); !slicesContains(ids, d.ID) {
				ids = append(ids, d.ID)
			}
		}
	}
	k := 0
	for _, id := range ids {
		if c := g.Card(id); c != nil && hfSearchFits(t, c) {
			ids[k] = id
			k++
		}
	}
	return ids[:k]
}

// hfSearchFits reports whether a card of definition c fits a search's
// target: its kind and its house.
func hfSearchFits(t *Target, c *CardDef) bool {
	switch {
	case t.Kind == Creature && !c.Type.IsCreature(),
		t.Kind == Artifact && c.Type != TypeArtifact,
		t.Kind == Upgrade && c.Type != TypeUpgrade,
		t.Kind == ActionCard && c.Type != TypeAction:
		return false
	}
	return t.House == "" || (c.House == t.House) != (t.Is&NotHouse != 0)
}
