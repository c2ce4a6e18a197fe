package engine

// tcoScripts are cards of the shared TCO logs whose abilities change Æmber
// or keys in ways a TCO log does not state as an effect line: a lasting
// effect TCO only names, or the "if you do" part of an ability whose first
// part TCO logs. A TCO import keeps the lines it does log as declared
// effects, so each script here does only what no line states.
var tcoScripts = []Script{
	// Miasma: "Play: Your opponent skips the “forge a key” step on their
	// next turn." (TCO logs "make X skip their key step next turn" and then
	// no key phase at all.)
	{ID: "miasma", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLasting, Last: lastSkipForge, Who: Opponent, Dur: UntilNextTurn},
	}}}},
	// Shadow of Dis: "Play: Until the start of your next turn, each enemy
	// creature's text box is considered blank (except for traits)." (TCO
	// logs "blank X's creatures text boxes" and nothing of what it stops.)
	// Blank creatures have none of their own abilities and printed
	// keywords (Game.blank), including creatures that enter play meanwhile.
	{ID: "shadow-of-dis", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLasting, Last: lastBlank, Who: Opponent, Dur: UntilNextTurn},
	}}}},
	// Pandemonium: "Play: Each undamaged creature captures 1A from its
	// opponent." The active player's creatures capture first, then the
	// opponent's (what TCO resolves). When a pool holds less Æmber than
	// there are creatures to capture from it, the active player chooses
	// which capture (rules: the active player makes the decisions; TCO
	// prompts "Not enough amber, choose creatures") and TCO does not log
	// the choice: the engine takes them left to right.
	{ID: "pandemonium", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoCapture, N: 1, To: Target{Count: Each, Is: Undamaged}},
	}}}},
	// Veil of Ectoplasm: "Play: For each Geistoid card in your discard
	// pile, a friendly creature captures 1A." Every Geistoid card counts,
	// whatever its type (TCO's message says "Geistoid creature", but the
	// card says card). The player chooses the creature of each capture;
	// TCO does not log the choice (an importer settles it from the next
	// checkpoint).
	{ID: "veil-of-ectoplasm", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoForEach, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly, Kind: AnyCard, Where: InDiscard, House: "geistoid"}}},
		{Do: DoCapture, N: 1, To: Target{Side: Friendly}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Binate Rupture: "Alpha. Play: Each player gains A equal to the A in
	// their pool." (TCO: "make both players gain Æmber equal to the Æmber
	// in their pool".)
	{ID: "binate-rupture", Abilities: goAbility(OnPlay, "Each player gains A equal to the A in their pool.", func(x *Ctx) {
		for _, pl := range [2]int8{x.Player, x.Opponent()} {
			x.g.gain(pl, x.g.p[pl].aember, SrcAbility)
		}
	})},
	// Coward's End: "Play: Destroy each undamaged creature. Gain 3 chains."
	{ID: "coward-s-end", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Count: Each, Is: Undamaged}},
		{Do: DoChains, N: 3},
	}}}},
	// Save the Pack: "Play: Destroy each damaged creature. Gain 1 chain."
	{ID: "save-the-pack", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Count: Each, Is: Damaged}},
		{Do: DoChains, N: 1},
	}}}},
	// De-escalation: "Play: Destroy each creature. Your opponent archives
	// the top 3 cards of their deck."
	{ID: "de-escalation", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Count: Each}},
		{Do: DoArchiveTop, N: 3, Who: Opponent},
	}}}},
	// Skixuno: "Omega. Play: Destroy each other creature. For each
	// creature destroyed this way, give Skixuno a +1 power counter."
	{ID: "skixuno", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Count: Each, Is: Other}},
		{Do: DoPowerCounters, Per: &Amount{Q: DoneThisWay}, To: This},
	}}}},
	// City-State Interest: "Play: Each friendly creature captures 1A."
	{ID: "city-state-interest", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoCapture, N: 1, To: Target{Count: Each, Side: Friendly}},
	}}}},
	// Genetic Strain: "Play: Each Mutant captures 1A. Fate: If there are
	// any enemy Mutant creatures, your opponent gains 2A." (A fate is about
	// the active player: the enemy creatures are their opponent's.)
	{ID: "genetic-strain", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoCapture, N: 1, To: Target{Count: Each, Trait: "mutant"}},
	}}, {On: OnFate, Steps: []Clause{
		{Do: DoGain, N: 2, Who: Opponent, If: Cond{Is: IfCount, Cmp: AtLeast, N: 1, Of: &Target{Count: Each, Side: Enemy, Trait: "mutant"}}},
	}}}},
	// Kerwollop: "Play: Deal 1D to each creature. Gain 1A for each
	// creature destroyed this way."
	{ID: "kerwollop", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDamage, N: 1, To: Target{Count: Each}},
		{Do: DoGain, Per: &Amount{Q: DoneThisWay}},
	}}}},
	// Echoing Deathknell: "Play: Deal 1D to each creature. If one or more
	// creatures are destroyed this way, repeat this effect."
	{ID: "echoing-deathknell", Abilities: goAbility(OnPlay, "Deal 1D to each creature. If one or more creatures are destroyed this way, repeat this effect.", func(x *Ctx) {
		for i := 0; i < 64 && x.g.damageEach(1) > 0; i++ {
		}
	})},
	// Cover Fire: "Play: Your opponent loses half of their A (rounding
	// down). Steal 1A."
	{ID: "cover-fire", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLose, Who: Opponent, Per: &Amount{Q: HalfAemberOf, Who: Opponent}},
		{Do: DoSteal, N: 1},
	}}}},
	// Hypnotic Command: "Play: For each friendly Mars creature, choose an
	// enemy creature to capture 1A from their own side." TCO does not say
	// which: the leftmost enemy creature captures.
	{ID: "hypnotic-command", Abilities: goAbility(OnPlay, "For each friendly Mars creature, choose an enemy creature to capture 1A from their own side.", func(x *Ctx) {
		g := x.g
		n := 0
		for _, id := range g.p[x.Player].line {
			if g.houseOf(id) == "mars" {
				n++
			}
		}
		opp := x.Opponent()
		if len(g.p[opp].line) == 0 || n == 0 {
			return
		}
		t := g.p[opp].line[0]
		if m := g.lose(opp, n, SrcCapture); m > 0 {
			g.cards[t].aember += int16(m)
			g.emit(Event{Kind: EvAemberCaptured, Player: opp, Card: g.def(t).ID, N: m})
		}
	})},
	// Red-Hot Armor: "Play: Each enemy creature with armor loses all of
	// its armor until the end of the turn and is dealt 1D for each point of
	// armor it lost this way."
	{ID: "red-hot-armor", Abilities: goAbility(OnPlay, "Each enemy creature with armor loses all of its armor until the end of the turn and is dealt 1D for each point of armor it lost this way.", func(x *Ctx) {
		g := x.g
		for _, id := range append([]int16(nil), g.p[x.Opponent()].line...) {
			c := &g.cards[id]
			if left := g.armor(id) - int(c.armorUsed); left > 0 {
				c.armorUsed += int16(left)
				g.damage(id, left, false)
			}
		}
	})},
	// Key Abduction: "Play: Return each Mars creature to its owner's hand.
	// Then, you may forge a key at +9A current cost, reduced by 1A for
	// each card in your hand." (TCO: "return all mars creatures to their
	// owner's hand", then "forges the red key, paying 0 Æmber": a check.)
	{ID: "key-abduction", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoReturn, To: Target{Count: Each, House: "mars"}},
		{Do: DoForge, N: 9, Per: &Amount{Q: HandOf, Minus: true}, May: true},
	}}}},
	// Reiteration: "Play: Draw 2 cards. Put 2 cards from your hand on the
	// bottom of your deck." TCO never names the two cards ("return 2
	// cards to the bottom of their deck"): cards the engine does not know
	// go first.
	{ID: "reiteration", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDraw, N: 2},
		{Do: DoGo, Say: "Put 2 cards from your hand on the bottom of your deck.", Go: func(x *Ctx) {
			for range 2 {
				x.g.handToDeck(x.Player, false)
			}
		}},
	}}, {On: OnFate, Steps: []Clause{ // "Fate: Discard 2 random cards from your hand."
		{Do: DoDiscardRandom, N: 2},
	}}}},
	// Digital Signal: "Play: For each card in your opponent's archives,
	// archive a card. Discard your opponent's archives." The count is
	// taken before anything moves, known and unknown archived cards
	// alike; the cards archived are from the player's hand and TCO does
	// not name them ("archive 1 cards"), so they are chosen as for any
	// unnamed "archive a card". A hand that runs out archives what it
	// holds (resolve as much as you can). Every card of the opponent's
	// archives then goes to its owner's discard pile. TCO's lines
	// ("… and discard Chasm Vespid from nan26's archives", "… to discard
	// Chasm Vespid") are comments.
	{ID: "digital-signal", Abilities: goAbility(OnPlay, "For each card in your opponent's archives, archive a card. Discard your opponent's archives.", func(x *Ctx) {
		g := x.g
		opp := x.Opponent()
		for range g.p[opp].archiveSize() {
			if g.p[x.Player].handSize() == 0 {
				break
			}
			g.archiveFromHand(x.Player)
		}
		g.discardArchives(opp)
	})},
	// Eddy of Dis: "Play: Shuffle a random card from your opponent's hand
	// into their deck." (TCO: "return a card to their owner's deck", the
	// card unnamed.)
	// Fate: "Your opponent shuffles their discard pile into their deck.
	// They draw a card." (the active player's opponent)
	{ID: "eddy-of-dis", Abilities: append(goAbility(OnPlay, "Shuffle a random card from your opponent's hand into their deck.", func(x *Ctx) {
		x.g.handToDeck(x.Opponent(), true)
	}), Ability{On: OnFate, Steps: []Clause{{Do: DoShuffleDiscard, Who: Opponent}, {Do: DoDraw, N: 1, Who: Opponent}}})},
	// Reverse Time: "Play: Swap your deck and your discard pile. Then,
	// shuffle your deck." The deck's cards go to the discard pile (those
	// the engine does not know are named as the deck's top cards are when
	// discarded: the lowest unaccounted ones); the old discard pile becomes
	// the deck, unknown.
	{ID: "reverse-time", Abilities: goAbility(OnPlay, "Swap your deck and your discard pile. Then, shuffle your deck.", func(x *Ctx) {
		g := x.g
		p := &g.p[x.Player]
		old := append([]int16(nil), p.discard...)
		for p.deckSize() > 0 {
			id := int16(-1)
			if k := len(p.deckTop); k > 0 {
				id = p.deckTop[k-1]
			} else if id = g.anyUnknown(x.Player); id < 0 {
				break
			}
			g.detach(id, ZoneDeck)
			g.put(id, ZoneDiscard)
		}
		for _, id := range old {
			g.hide(id, ZoneDeck)
		}
		g.emit(Event{Kind: EvStatus, Player: x.Player, Card: "reverse-time", N: len(old), Other: "deck and discard pile swapped"})
	})},
	// Untrum's Serenity: "Omega. Play: Destroy each creature and artifact.
	// Each player discards their archives and their hand, then refills
	// their hand as if it were their draw cards step."
	{ID: "untrum-s-serenity", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Count: Each, Kind: AnyCard}},
		{Do: DoGo, Say: "Each player discards their archives and their hand, then refills their hand as if it were their draw cards step.", Go: untrumDiscardAndRefill},
	}}}},
	// Defense Initiative: "Play: Ward a creature. You may exalt that
	// creature. If you exalt it, ward each of its neighbors." TCO logs the
	// first ward only; later lines show the neighbors warded ("… ward
	// token prevents the damage"): an importer answers the "may" yes.
	{ID: "defense-initiative", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoWard, To: Target{}},
		{Do: DoExalt, To: ThatOne, May: true},
		{Do: DoWard, To: Target{Count: ThatNeighbors}, If: Cond{Is: IfDone}},
	}}}},
	// Infinity Strop: "Play: Deal 2D to a creature. If this damage destroys
	// that creature, deal 4D to each creature that shares a house with the
	// destroyed creature." (TCO's line for the second part names no
	// creature.)
	{ID: "infinity-strop", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDamage, N: 2, To: Target{}},
		{Do: DoGo, If: Cond{Is: IfThatDestroyed}, Say: "Deal 4D to each creature that shares a house with the destroyed creature.", Go: func(x *Ctx) {
			g := x.g
			h := g.houseOf(x.r.that[0])
			var hit []int16
			for _, pl := range [2]int8{g.active, other(g.active)} {
				for _, c := range g.p[pl].line {
					if g.houseOf(c) == h {
						hit = append(hit, c)
					}
				}
			}
			for _, c := range hit {
				g.damage(c, 4, false)
			}
		}},
	}}}},
	// Æmbermancy: "Play: Remove up to three +1 power counters from a
	// creature. Gain 1A for each counter removed this way." (TCO: "remove
	// 3 power counters from X".)
	{ID: "æmbermancy", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoPowerCounters, N: -3, To: Target{}},
		{Do: DoGain, N: 1, Per: &Amount{Q: DoneThisWay}},
	}}}},
	// They Tell No Tales: "Play: Choose a house. Destroy each creature of
	// the chosen house. Gain 2 chains." The house comes with the log's
	// "choose" line.
	{ID: "they-tell-no-tales", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoDestroyHouse},
		{Do: DoChains, N: 2},
	}}}},
	// Cosmic Recompense: "Play: Deal 3D to an enemy creature. If it is not
	// destroyed, steal 1A. Repeat the preceding effect. Fate: You cannot
	// play, use, or discard cards for the remainder of the turn." (TCO
	// logs each damage with "and steal 1 Æmber … if it is not
	// destroyed".)
	{ID: "cosmic-recompense", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoDamage, N: 3, To: Target{Side: Enemy}},
			{Do: DoSteal, N: 1, If: Cond{Is: IfThatSurvived}},
			{Do: DoDamage, N: 3, To: Target{Side: Enemy}},
			{Do: DoSteal, N: 1, If: Cond{Is: IfThatSurvived}},
		}},
		{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "You cannot play, use, or discard cards for the remainder of the turn.", Go: noCardsThisTurn}}},
	}},
	// Precision Striker: "Play/After Fight/After Reap: Discard the top 3
	// cards of your opponent's deck. Put 1 of the discarded cards on the
	// bottom of your opponent's deck." TCO names the cards ("discard A, B
	// and C", "put B on the bottom of X's deck"), as if from a hand and from
	// play; the script moves the deck's cards instead.
	{ID: "precision-striker", Abilities: goAbility(OnPlay|OnFight|OnReap, "Discard the top 3 cards of your opponent's deck. Put 1 of the discarded cards on the bottom of your opponent's deck.", precisionStriker)},
	// Taxing Journey: "Play: A friendly creature captures 1A. Each of its
	// neighbors that shares a house with it also captures 1A." (TCO logs
	// the first capture only.)
	{ID: "taxing-journey", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoCapture, N: 1, To: Target{Side: Friendly}},
		{Do: DoGo, Say: "Each of its neighbors that shares a house with it also captures 1A.", Go: func(x *Ctx) {
			g := x.g
			if x.r.nThat == 0 {
				return
			}
			id := x.r.that[0]
			if g.cards[id].zone != ZoneBattleline {
				return
			}
			line := g.p[g.cards[id].controller].line
			i := indexOf(line, id)
			for _, n := range []int{i - 1, i + 1} {
				if n >= 0 && n < len(line) && g.houseOf(line[n]) == g.houseOf(id) {
					g.capture(line[n], 1)
				}
			}
		}},
	}}}},
	// Garnet Squire: "At the end of your turn, heal 1D from Garnet Squire.
	// If you do, gain 1A." (TCO logs the heal only.)
	{ID: "garnet-squire", Abilities: []Ability{{On: OnTurnEnd, Steps: []Clause{
		{Do: DoHeal, N: 1, To: This},
		{Do: DoGain, N: 1, If: Cond{Is: IfDone}},
	}}}},
}

// destroyEach destroys each creature in play that keep accepts (every
// one when keep is nil) and says how many were destroyed.
func (g *Game) destroyEach(keep func(id int16) bool) int {
	var tagged []int16
	for _, pl := range [2]int8{g.active, other(g.active)} {
		for _, id := range g.p[pl].line {
			if keep == nil || keep(id) {
				g.destroy(id)
				tagged = append(tagged, id)
			}
		}
	}
	g.sweep()
	n := 0
	for _, id := range tagged {
		if g.cards[id].zone != ZoneBattleline {
			n++
		}
	}
	return n
}

// damageEach deals n damage to each creature and says how many creatures
// were destroyed.
func (g *Game) damageEach(n int) int {
	var hit []int16
	for _, pl := range [2]int8{g.active, other(g.active)} {
		hit = append(hit, g.p[pl].line...)
	}
	for _, id := range hit {
		g.damage(id, n, false)
	}
	g.sweep()
	dead := 0
	for _, id := range hit {
		if g.cards[id].zone != ZoneBattleline {
			dead++
		}
	}
	return dead
}

// gainChains gives pl n chains.
func (g *Game) gainChains(pl int8, n int) {
	g.p[pl].chains += n
	g.emit(Event{Kind: EvChains, Player: pl, N: n})
}

// discardArchives discards every card in pl's archives and says how many.
func (g *Game) discardArchives(pl int8) int {
	p := &g.p[pl]
	n := p.archiveSize()
	for i := len(p.archive) - 1; i >= 0; i-- {
		id := p.archive[i]
		if g.hxKeptInArchives(pl, id) {
			n--
			continue // Memrox the Red (ability_hand_x.go)
		}
		g.detach(id, ZoneArchives)
		if g.cards[id].owner != pl {
			g.put(id, ZoneHand) // another player's card: to its owner's hand instead (FAQ, Sample Collection)
			continue
		}
		g.put(id, ZoneDiscard)
		g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID, Other: "archives"})
	}
	for p.archUnknown > 0 {
		id := g.anyUnknown(pl)
		if id < 0 {
			p.archUnknown = 0
			break
		}
		g.detach(id, ZoneArchives)
		if g.cards[id].owner != pl {
			g.put(id, ZoneHand) // another player's card: to its owner's hand instead (FAQ, Sample Collection)
			continue
		}
		g.put(id, ZoneDiscard)
		g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID, Other: "archives"})
	}
	return n
}

// discardHand discards every card in pl's hand.
func (g *Game) discardHand(pl int8) {
	p := &g.p[pl]
	for len(p.hand) > 0 {
		id := p.hand[len(p.hand)-1]
		g.detach(id, ZoneHand)
		if g.discardInstead(id) {
			continue // Refined Adhesive (instead.go)
		}
		g.put(id, ZoneDiscard)
		g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID})
	}
	for p.handUnknown > 0 {
		id := g.anyUnknown(pl)
		if id < 0 {
			p.handUnknown = 0
			break
		}
		g.detach(id, ZoneHand)
		if g.discardInstead(id) {
			continue // Refined Adhesive (instead.go)
		}
		g.put(id, ZoneDiscard)
		g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID})
	}
}

// untrumDiscardAndRefill: "Each player discards their archives and their
// hand, then refills their hand as if it were their draw cards step."
func untrumDiscardAndRefill(x *Ctx) {
	g := x.g
	for _, pl := range [2]int8{x.Player, x.Opponent()} {
		g.discardArchives(pl)
		g.discardHand(pl)
	}
	for _, pl := range [2]int8{x.Player, x.Opponent()} {
		g.refill(pl, 6+g.handBonus(pl))
	}
}

// goAbility is one ability of trigger on whose whole text (say) is an
// escape-hatch closure.
func goAbility(on Trigger, say string, f func(x *Ctx)) []Ability {
	return []Ability{{On: on, Steps: []Clause{{Do: DoGo, Say: say, Go: f}}}}
}

func precisionStriker(x *Ctx) {
	g := x.g
	opp := x.Opponent()
	before := len(g.p[opp].discard)
	g.moveTop(opp, 3, false)
	if d := g.p[opp].discard; len(d) > before {
		g.hide(d[len(d)-1], ZoneDeck) // one goes back under the deck
	}
}

// handToDeck puts a card of pl's hand that the log does not name into
// pl's deck: an unaccounted card while the hand holds any, else the first
// known one. The deck's order below its known top cards is not tracked, so
// "on the bottom" and "shuffled in" both make the card an unknown one of
// the deck; shuffle also forgets the known top cards. It reports false
// when the hand is empty.
func (g *Game) handToDeck(pl int8, shuffle bool) bool {
	if !g.unnamedFromHand(pl, ZoneUnknown) {
		return false
	}
	if shuffle {
		g.forgetDeckOrder(pl)
	}
	return true
}
