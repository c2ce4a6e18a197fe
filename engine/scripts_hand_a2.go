package engine

// handA2Scripts go on from handAScripts: cards of the shared TCO logs that
// are in none of the shared decks, in the card list's order. A card whose
// ability needs a choice among cards is left out while the TCO importer
// states such choices only as effect lines (see handAHeld).
var handA2Scripts = []Script{
	// Historian Li-Darkin: "After Reap: Each player returns the top card of
	// their discard pile to their hand."
	{ID: "historian-li-darkin", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoGo, Say: "Each player returns the top card of their discard pile to their hand.", Go: func(x *Ctx) {
			g := x.g
			for _, pl := range [2]int8{g.active, other(g.active)} {
				if d := g.p[pl].discard; len(d) > 0 {
					g.moveInst(d[len(d)-1], ZoneHand)
				}
			}
		}},
	}}}},
	// Brain Eater: "After a creature is destroyed fighting Brain Eater,
	// draw a card."
	{ID: "brain-eater", Abilities: []Ability{{On: OnEnemyDestroyedFighting, Steps: []Clause{
		{Do: DoDraw, N: 1},
	}}}},
	// Brigadier Ols: "Brigadier Ols gets +2 armor for each of its Sanctum
	// neighbors."
	{ID: "brigadier-ols", Statics: []Static{
		{Is: ArmorBonus, N: 2, To: This, Per: &Amount{Q: CountOf, Of: Target{Count: Neighbors, House: "sanctum"}}},
	}},
	// Flaxia: "Play: Gain 2A if you control more creatures than your opponent."
	{ID: "flaxia", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Gain 2A if you control more creatures than your opponent.", Go: func(x *Ctx) {
			if len(x.g.p[x.Player].line) > len(x.g.p[x.Opponent()].line) {
				x.g.gain(x.Player, 2, SrcAbility)
			}
		}},
	}}}},
	// Bilgewarden: "Play/Reap: If the tide is high, your opponent raises the
	// tide. Otherwise, you raise the tide."
	{ID: "bilgewarden", Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{
		{Do: DoGo, Say: "If the tide is high, your opponent raises the tide. Otherwise, you raise the tide.", Go: func(x *Ctx) {
			g, pl := x.g, x.Player
			if g.p[pl].tide {
				pl = x.Opponent()
			}
			// A raise like any other: Trial by Water forbids it, and
			// "after you raise the tide" abilities see it.
			g.hjRaiseTide(pl)
		}},
	}}}},
	// Bloodshard Imp: "After a creature reaps, destroy it."
	{ID: "bloodshard-imp", Abilities: []Ability{{On: OnCreatureReaps, When: &Target{}, Steps: []Clause{
		{Do: DoDestroy, To: TheTriggering},
	}}}},
	// Arise!: "Play: Choose a house. Return each creature of that house
	// from your discard pile to your hand. Gain 1 chain."
	{ID: "arise", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoGo, Say: "Return each creature of that house from your discard pile to your hand.", Go: func(x *Ctx) {
			x.r.done = int16(fromDiscard(x, func(d *CardDef) bool { return d.Type.IsCreature() }, ZoneHand))
			x.r.did = x.r.done > 0
		}},
		{Do: DoChains, N: 1},
	}}}},
	// Cutthroat Research: "Play: Steal 2A if your opponent has 8A or more."
	{ID: "cutthroat-research", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoSteal, N: 2, If: Cond{Is: IfAember, Who: Opponent, Cmp: AtLeast, N: 8}},
	}}}},
	// Chonkers: "Skirmish. After an enemy creature is destroyed fighting
	// Chonkers, double the number of +1 power counters on Chonkers. Play:
	// Give Chonkers a +1 power counter."
	{ID: "chonkers", Abilities: []Ability{
		{On: OnEnemyDestroyedFighting, Steps: []Clause{
			{Do: DoGo, Say: "double the number of +1 power counters on Chonkers.", Go: func(x *Ctx) {
				if c := &x.g.cards[x.Self]; c.zone == ZoneBattleline {
					c.counters *= 2
				}
			}},
		}},
		{On: OnPlay, Steps: []Clause{{Do: DoPowerCounters, N: 1, To: This}}},
	}},
	// Final Analysis: "Play: Destroy each creature. Each player draws a card
	// for each creature they controlled that was destroyed this way."
	{ID: "final-analysis", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Destroy each creature. Each player draws a card for each creature they controlled that was destroyed this way.", Go: func(x *Ctx) {
			g := x.g
			var had [2][]int16
			for pl := range g.p {
				had[pl] = append([]int16(nil), g.p[pl].line...)
			}
			g.destroyEach(nil)
			for _, pl := range [2]int8{g.active, other(g.active)} {
				n := 0
				for _, id := range had[pl] {
					if g.cards[id].zone != ZoneBattleline {
						n++
					}
				}
				g.draw(pl, n)
			}
		}},
	}}}},
	// Help from Future Self: "Play: Search your deck and discard pile for
	// a Timetraveller, reveal it, and put it into your hand. Shuffle your
	// discard pile into your deck." (The log names the card found.)
	{ID: "help-from-future-self", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoSearch},
		{Do: DoGo, Say: "Shuffle your discard pile into your deck.", Go: func(x *Ctx) {
			// Not this card: it is still resolving (the engine has put it
			// in the pile already when the search waited for the log).
			var ids []int16
			for _, id := range x.g.p[x.Player].discard {
				if id != x.Self {
					ids = append(ids, id)
				}
			}
			for _, id := range ids {
				x.g.moveInst(id, ZoneUnknown)
			}
		}},
	}}}},
	// Hypothesize: "Play: Make a token creature. If there are three or more
	// friendly Logos cards in play, archive Hypothesize."
	{ID: "hypothesize", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoToken, N: 1},
		{Do: DoArchive, To: This, If: Cond{Is: IfCount, Of: &Target{Count: Each, Side: Friendly, Kind: AnyCard, House: "logos"}, Cmp: AtLeast, N: 3}},
	}}}},
	// Infiltrator: "Skirmish. Treachery. Versatile. At the end of your
	// turn, destroy Infiltrator's neighbors."
	{ID: "infiltrator", Abilities: []Ability{{On: OnTurnEnd, Steps: []Clause{
		{Do: DoDestroy, To: Target{Count: Neighbors}},
	}}}},
	// Bumblebird: "Alpha. Play: Give two +1 power counters to each other
	// friendly Untamed creature."
	{ID: "bumblebird", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoPowerCounters, N: 2, To: Target{Count: Each, Side: Friendly, House: "untamed", Is: Other}},
	}}}},
	// Carlo Phantom: "Elusive. Skirmish. Each time you play an artifact, steal 1A."
	{ID: "carlo-phantom", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Friendly, Kind: Artifact}, Steps: []Clause{
		{Do: DoSteal, N: 1},
	}}}},
	// Charitable Herald: "Play/After Reap: Ward a creature. Fate: Remove
	// each ward from each friendly creature."
	{ID: "charitable-herald", Abilities: []Ability{
		{On: OnPlay | OnReap, Steps: []Clause{{Do: DoWard, To: Target{}}}},
		{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "Remove each ward from each friendly creature.", Go: func(x *Ctx) {
			for _, id := range x.g.p[x.Player].line {
				if c := &x.g.cards[id]; c.has(flWarded) {
					c.flags &^= flWarded
					x.g.emit(Event{Kind: EvStatus, Player: c.controller, Card: x.g.def(id).ID, Other: "unward"})
				}
			}
		}}}},
	}},
	// Custom Virus: "Omni: Destroy Custom Virus. You may purge a creature
	// from your hand. If you do, destroy each creature that shares a trait
	// with the purged creature."
	{ID: "custom-virus", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoDestroy, To: This},
		{Do: DoPurge, May: true, To: Target{Where: InHand}},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "Destroy each creature that shares a trait with the purged creature.", Go: func(x *Ctx) {
			if x.r.nThat == 0 {
				return
			}
			g, purged := x.g, x.g.def(x.r.that[0])
			x.r.done = int16(g.destroyEach(func(id int16) bool { return sharesTrait(g.def(id), purged) }))
			x.r.did = x.r.done > 0
		}},
	}}}},
	// Frigorific Rod: "Action: Exhaust a creature or artifact."
	{ID: "frigorific-rod", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoExhaust, To: Target{Kind: AnyCard}},
	}}}},
	// Gas-Pipes Malone: "Before Fight: The creature Gas-Pipes Malone fights
	// captures 1A from its own side."
	{ID: "gas-pipes-malone", Abilities: []Ability{{On: OnBeforeFight, Steps: []Clause{
		{Do: DoGo, Say: "The creature Gas-Pipes Malone fights captures 1A from its own side.", Go: func(x *Ctx) {
			if t := x.r.trig; t >= 0 {
				x.g.captureFrom(t, 1, x.g.cards[t].controller)
			}
		}},
	}}}},
	// Imperial Scutum: "This creature gets +2 armor and gains, “Destroyed:
	// Move each A on this creature to the common supply.”"
	{ID: "imperial-scutum",
		Statics: []Static{{Is: ArmorBonus, N: 2, To: ThisCreature}},
		Abilities: []Ability{{On: OnDestroyed, Grant: &ThisCreature, Steps: []Clause{
			{Do: DoGo, Say: "Move each A on this creature to the common supply.", Go: func(x *Ctx) {
				toSupply(x.g, x.Self, int(x.g.cards[x.Self].aember))
			}},
		}}},
	},
	// Hukaru Icefin: "After Reap: Choose a house. Exhaust each creature of
	// that house. Scrap: Exhaust a creature or an artifact."
	{ID: "hukaru-icefin", Abilities: []Ability{
		{On: OnReap, Steps: []Clause{
			{Do: DoChooseHouse},
			{Do: DoGo, Say: "Exhaust each creature of that house.", Go: func(x *Ctx) {
				g := x.g
				for _, pl := range [2]int8{g.active, other(g.active)} {
					for _, id := range g.p[pl].line {
						if x.r.house != "" && g.houseOf(id) == x.r.house {
							g.readyOrExhaust(id, false)
						}
					}
				}
			}},
		}},
		{On: OnScrap, Steps: []Clause{{Do: DoExhaust, To: Target{Kind: AnyCard}}}},
	}},
	// Iron Heidy: "While you are haunted, Iron Heidy and each of Iron
	// Heidy's neighbors get +2 armor."
	{ID: "iron-heidy", Statics: []Static{
		{Is: ArmorBonus, N: 2, To: This, If: Cond{Is: IfHaunted}},
		{Is: ArmorBonus, N: 2, To: Target{Count: Neighbors}, If: Cond{Is: IfHaunted}},
	}},
	// Jackie Tar: "Elusive. Reap: Deal 1D to a creature. If the tide is
	// high, deal 6D to a creature instead."
	{ID: "jackie-tar", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoDamage, N: 6, To: Target{}, If: Cond{Is: IfTide}},
		// Skipped (the tide is not high), the step above leaves "if you
		// do" false, as the ability began.
		{Do: DoDamage, N: 1, To: Target{}, If: Cond{Is: IfNotDone}},
	}}}},
}

// fromDiscard moves each card of the chosen house (the run's "choose a
// house") in the ability's controller's discard pile that keep accepts to
// zone z (ZoneHand; ZoneUnknown: shuffled into the deck) and says how many.
func fromDiscard(x *Ctx, keep func(*CardDef) bool, z Zone) int {
	g, h := x.g, x.r.house
	if h == "" {
		return 0
	}
	var ids []int16
	for _, id := range g.p[x.Player].discard {
		if d := g.def(id); id != x.Self && g.houseOf(id) == h && keep(d) { // not this card: still resolving
			ids = append(ids, id)
		}
	}
	for _, id := range ids {
		g.moveInst(id, z)
	}
	return len(ids)
}
