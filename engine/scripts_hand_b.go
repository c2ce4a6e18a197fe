package engine

// handBScripts are cards of the shared decks (and TCO logs) that the
// compiler of card texts does not compile, scripted by hand (issue 16).
// A clause the language cannot say is a small closure (DoGo) whose English
// is its Say; each card's test is in scripts_hand_b_test.go.
var handBScripts = []Script{
	// Martian Generosity: "Play: Lose all of your A. Draw 2 cards for each
	// A lost."
	{ID: "martian-generosity", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLose, Per: &Amount{Q: AemberOf, Who: You}},
		{Do: DoDraw, N: 2, Per: &Amount{Q: DoneThisWay}},
	}}}},
	// Mars Needs Æmber: "Play: Each damaged enemy non-Mars creature
	// captures 1A from their own side." (Left to right: when their pool
	// holds less than there are creatures, the active player chooses which
	// capture, and no log says; the leftmost go first.)
	{ID: "mars-needs-æmber", Abilities: goAbility(OnPlay, "Each damaged enemy non-Mars creature captures 1A from their own side.", func(x *Ctx) {
		g := x.g
		for _, id := range g.p[x.Opponent()].line {
			if g.cards[id].damage > 0 && g.houseOf(id) != "mars" {
				g.captureFrom(id, 1, g.cards[id].controller)
			}
		}
	})},
	// Praefectus Ludo: "Each other friendly creature gains, “Destroyed:
	// Move each A from this creature to the common supply.”"
	{ID: "praefectus-ludo", Abilities: []Ability{{On: OnDestroyed, Grant: &Target{Count: Each, Side: Friendly, Is: Other}, Steps: []Clause{
		{Do: DoGo, Say: "Move each A from this creature to the common supply.", Go: func(x *Ctx) { x.g.hbToSupply(x.Self, -1) }},
	}}}},
	// Standardized Testing: "Play: Destroy each creature with the lowest
	// power and each creature with the highest power." (Both sets are
	// found first, then destroyed together.)
	{ID: "standardized-testing", Abilities: goAbility(OnPlay, "Destroy each creature with the lowest power and each creature with the highest power.", func(x *Ctx) {
		g := x.g
		var ids []int16
		lo, hi := 1<<30, -1<<30
		for pl := range g.p {
			for _, id := range g.p[pl].line {
				p := g.power(id)
				lo, hi = min(lo, p), max(hi, p)
				ids = append(ids, id)
			}
		}
		for _, id := range ids {
			if p := g.power(id); p == lo || p == hi {
				g.destroy(id)
			}
		}
		g.sweep()
	})},
	// Word of Returning: "Play: Deal 1D to each enemy creature for each A
	// on it. Move each A from those creatures to your pool." (A creature
	// destroyed by the damage leaves its Æmber to its opponent: you.)
	{ID: "word-of-returning", Abilities: goAbility(OnPlay, "Deal 1D to each enemy creature for each A on it. Move each A from those creatures to your pool.", func(x *Ctx) {
		g := x.g
		var ids []int16
		for _, id := range g.p[x.Opponent()].line {
			if g.cards[id].aember > 0 {
				ids = append(ids, id)
			}
		}
		for _, id := range ids {
			g.damage(id, int(g.cards[id].aember), false)
		}
		g.sweep()
		for _, id := range ids {
			if c := &g.cards[id]; c.zone == ZoneBattleline && c.aember > 0 {
				n := int(c.aember)
				c.aember = 0
				g.gain(x.Player, n, SrcCapture)
			}
		}
	})},
	// Mind Over Matter: "Play: Put each creature into its owner’s
	// archives."
	{ID: "mind-over-matter", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoArchive, To: Target{Count: Each}},
	}}}},
	// Mindworm: "Elusive. Before Fight: The creature Mindworm fights deals
	// damage equal to its power to each of its neighbors."
	{ID: "mindworm", Abilities: goAbility(OnBeforeFight, "The creature Mindworm fights deals damage equal to its power to each of its neighbors.", func(x *Ctx) {
		if t := x.r.trig; t >= 0 {
			x.g.hbDamageNeighbors(t, x.g.power(t))
		}
	})},
	// Monument to Faust: "Action: Keys cost +1A during your opponent’s next
	// turn. If Faust the Great is in your discard pile, keys cost +2A
	// during your opponent’s next turn instead."
	{ID: "monument-to-faust", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoKeyCost, N: 1, Who: Opponent, Dur: UntilNextTurn},
		{Do: DoGo, Say: "If Faust the Great is in your discard pile, keys cost +2A during your opponent's next turn instead.", Go: func(x *Ctx) {
			if x.g.hbInDiscard(x.Player, "faust-the-great") {
				x.g.addLasting(lasting{kind: lastKeyCost, player: x.Opponent(), card: -1, n: 1, until: x.g.until(UntilNextTurn), source: x.Self})
			}
		}},
	}}}},
	// Monument to Octavia: "Action: A friendly creature captures 1A. If
	// Cornicen Octavia is in your discard pile, that creature captures 2A
	// instead."
	{ID: "monument-to-octavia", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoCapture, N: 1, To: Target{Side: Friendly}},
		{Do: DoGo, Say: "If Cornicen Octavia is in your discard pile, that creature captures 2A instead.", Go: func(x *Ctx) {
			if x.r.nThat > 0 && x.g.hbInDiscard(x.Player, "cornicen-octavia") {
				x.g.capture(x.r.that[0], 1)
			}
		}},
	}}}},
	// Nature’s Call: "Play: Return up to 3 creatures to their owners’
	// hands."
	{ID: "nature-s-call", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoReturn, To: Target{Count: UpTo, N: 3}},
	}}}},
	// Neuro Syphon: "Play: If your opponent has more A than you, steal 1A
	// and draw a card."
	{ID: "neuro-syphon", Abilities: []Ability{{On: OnPlay, If: Cond{Is: IfAember, Who: Opponent, Cmp: MoreThanOpp}, Steps: []Clause{
		{Do: DoSteal, N: 1},
		{Do: DoDraw, N: 1},
	}}}},
	// Nyzyk Resonator: "For each neighbor Nyzyk Resonator has, your
	// opponent’s keys cost +2A."
	{ID: "nyzyk-resonator", Statics: []Static{
		{Is: KeyCostMod, N: 2, Who: Opponent, Per: &Amount{Q: CountOf, Of: Target{Count: Neighbors}}},
	}},
	// Reckless Rizzo: "Elusive. Action: Steal 2A. Until the start of your
	// next turn, Reckless Rizzo loses elusive."
	{ID: "reckless-rizzo", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoSteal, N: 2},
		{Do: DoGo, Say: "Until the start of your next turn, Reckless Rizzo loses elusive.", Go: func(x *Ctx) {
			x.g.addLasting(lasting{kind: lastRemove, player: x.Player, card: x.Self, kw: Elusive, until: x.g.until(UntilNextTurn), source: x.Self})
		}},
	}}}},
	// Safe House: "Action: Archive a friendly creature from play."
	{ID: "safe-house", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoArchive, To: Target{Side: Friendly}},
	}}}},
	// Shatter Storm: "Play: Lose all your A. Then, your opponent loses
	// triple the amount of A you lost this way."
	{ID: "shatter-storm", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLose, Per: &Amount{Q: AemberOf, Who: You}},
		{Do: DoLose, N: 3, Who: Opponent, Per: &Amount{Q: DoneThisWay}},
	}}}},
	// Terms of Redress: "Play: Choose a friendly creature to capture 2A."
	{ID: "terms-of-redress", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoCapture, N: 2, To: Target{Side: Friendly}},
	}}}},
	// The Flex: "Play: Choose a ready friendly Brobnar creature. Exhaust it
	// and gain A equal to half its power (rounding down the gain)."
	{ID: "the-flex", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoExhaust, To: Target{Side: Friendly, Is: Ready, House: "brobnar"}},
		{Do: DoGo, Say: "Gain A equal to half its power (rounding down the gain).", Go: func(x *Ctx) {
			if x.r.nThat > 0 {
				x.g.gain(x.Player, x.g.power(x.r.that[0])/2, SrcAbility)
			}
		}},
	}}}},
	// Too Much to Protect: "Play: Steal all but 6 of your opponent’s A."
	{ID: "too-much-to-protect", Abilities: goAbility(OnPlay, "Steal all but 6 of your opponent's A.", func(x *Ctx) {
		if n := x.g.p[x.Opponent()].aember - 6; n > 0 {
			x.g.steal(x.Player, n)
		}
	})},
	// Total Recall: "Play: For each friendly ready creature, gain 1A.
	// Return each friendly creature to your hand."
	{ID: "total-recall", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGain, N: 1, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly, Is: Ready}}},
		{Do: DoReturn, To: Target{Count: Each, Side: Friendly}},
	}}}},
	// Triumph: "Play: If there are no enemy creatures, exalt each friendly
	// creature. If you do and there are 6 or more friendly creatures, forge
	// a key at no cost."
	{ID: "triumph", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoExalt, To: Target{Count: Each, Side: Friendly}, If: Cond{Is: IfCount, Of: &Target{Count: Each, Side: Enemy}, Cmp: Equal, N: 0}},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "If there are 6 or more friendly creatures, forge a key at no cost.", Go: func(x *Ctx) {
			if p := &x.g.p[x.Player]; len(p.line) >= 6 && x.g.adMayForge(x.Player, 0) {
				x.g.forge(x.Player, KeyAny, 0)
			}
		}},
	}}}},
	// Tunk: "After you play another Mars creature, fully heal Tunk."
	{ID: "tunk", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Friendly, House: "mars"}, Steps: []Clause{
		{Do: DoHeal, To: This},
	}}}},
	// Yxili Marauder: "Yxili Marauder gets +1 power for each A on it. Play:
	// Capture 1A for each friendly ready Mars creature." (It enters play
	// exhausted: it does not count itself.)
	{ID: "yxili-marauder",
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{
			{Do: DoCapture, N: 1, To: This, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly, Is: Ready, House: "mars"}}},
		}}},
		Statics: []Static{{Is: PowerBonus, N: 1, To: This, Per: &Amount{Q: AemberOnIt}}},
	},
	// Z-Force Agent 14: "After Fight: Gain 1A for each upgrade on Z-Force
	// Agent 14."
	{ID: "z-force-agent-14", Abilities: goAbility(OnFight, "Gain 1A for each upgrade on Z-Force Agent 14.", func(x *Ctx) {
		x.g.gain(x.Player, x.g.hbUpgradesOn(x.Self), SrcAbility)
	})},
	// Z-Ray Blaster: "This creature gets +3 power and gains, “Before Fight:
	// Deal 3D to each neighbor of the creature this creature fights.”"
	{ID: "z-ray-blaster",
		Abilities: []Ability{{On: OnBeforeFight, Grant: &ThisCreature, Steps: []Clause{
			{Do: DoGo, Say: "Deal 3D to each neighbor of the creature this creature fights.", Go: func(x *Ctx) {
				if t := x.r.trig; t >= 0 {
					x.g.hbDamageNeighbors(t, 3)
				}
			}},
		}}},
		Statics: []Static{{Is: PowerBonus, N: 3, To: ThisCreature}},
	},
	// Z-Wave Emitter: "At the start of your turn, ward this creature." (The
	// creature's controller's turn: the upgrade's, but for an upgrade
	// played on an enemy creature.)
	{ID: "z-wave-emitter", Abilities: []Ability{{On: OnTurnStart, Grant: &ThisCreature, Steps: []Clause{
		{Do: DoWard, To: This},
	}}}},
	// Æmberheart: "Action: Exalt, ward, and fully heal a friendly
	// creature."
	{ID: "æmberheart", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoExalt, To: Target{Side: Friendly}},
		{Do: DoWard, To: ThatOne},
		{Do: DoHeal, To: ThatOne},
	}}}},
	// Martian Hounds: "Play: Choose a creature. For each damaged creature,
	// give the chosen creature two +1 power counters."
	{ID: "martian-hounds", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoPowerCounters, N: 2, To: Target{}, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Is: Damaged}}},
	}}}},
	// Mad Prophet Gizelhart: "While Mad Prophet Gizelhart is in the center
	// of your battleline, it gains, “Action: Fully heal each non-Mutant
	// creature. Gain 1A for each creature healed this way.”"
	{ID: "mad-prophet-gizelhart", Abilities: goAbility(OnAction, "While Mad Prophet Gizelhart is in the center of your battleline: fully heal each non-Mutant creature, and gain 1A for each creature healed this way.", func(x *Ctx) {
		g := x.g
		line := g.p[x.Player].line
		if len(line)%2 == 0 || indexOf(line, x.Self) != len(line)/2 {
			return
		}
		healed := 0
		for pl := range g.p {
			for _, id := range g.p[pl].line {
				if c := &g.cards[id]; c.damage > 0 && !g.def(id).HasTrait("mutant") {
					g.heal(id, int(c.damage))
					healed++
				}
			}
		}
		g.gain(x.Player, healed, SrcAbility)
	})},
	// Pile of Skulls: "After an enemy creature is destroyed during your
	// turn, a friendly creature captures 1A."
	{ID: "pile-of-skulls", Abilities: []Ability{{On: OnCreatureDestroyed, When: &Target{Side: Enemy}, Steps: []Clause{
		{Do: DoGo, Say: "If it is your turn", Go: func(x *Ctx) { x.r.did = x.g.active == x.Player }},
		{Do: DoCapture, N: 1, To: Target{Side: Friendly}, If: Cond{Is: IfDone}},
	}}}},
	// Marmo Swarm: "Marmo Swarm gets +1 power for each A in your pool."
	{ID: "marmo-swarm", Statics: []Static{{Is: PowerBonus, N: 1, To: This, Per: &Amount{Q: AemberOf, Who: You}}}},
	// Urien the Circumspect (Evil Twin): "Reap: Your opponent loses A equal
	// to Urien the Circumspect's armor."
	{ID: "urien-the-circumspect-evil-twin", Abilities: goAbility(OnReap, "Your opponent loses A equal to Urien the Circumspect's armor.", func(x *Ctx) {
		x.g.lose(x.Opponent(), x.g.armor(x.Self), SrcAbility)
	})},
	// Persistence Hunting: "Play: Choose a house. Exhaust each enemy
	// creature of the chosen house."
	{ID: "persistence-hunting", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoGo, Say: "Exhaust each enemy creature of the chosen house.", Go: func(x *Ctx) {
			for _, id := range x.g.p[x.Opponent()].line {
				if x.g.houseOf(id) == x.r.house {
					x.g.readyOrExhaust(id, false)
				}
			}
		}},
	}}}},
	// Resurgence: "Play: Return a creature from your discard pile to your
	// hand. If that creature is a Mutant, return another creature from your
	// discard pile to your hand."
	{ID: "resurgence", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoReturn, To: Target{Side: Friendly, Where: InDiscard}},
		{Do: DoGo, Say: "If that creature is a Mutant", Go: func(x *Ctx) {
			x.r.did = x.r.nThat > 0 && x.g.def(x.r.that[0]).HasTrait("mutant")
		}},
		{Do: DoReturn, To: Target{Side: Friendly, Where: InDiscard}, If: Cond{Is: IfDone}},
	}}}},
	// The Corpulent Collector: "Play: Capture all of your opponent's A.
	// Deal 1D to The Corpulent Collector for each A on it."
	{ID: "the-corpulent-collector", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoCapture, N: 1, To: This, Per: &Amount{Q: AemberOf, Who: Opponent}},
		{Do: DoDamage, N: 1, To: This, Per: &Amount{Q: AemberOnCards, Of: This}},
	}}}},
	// Pale Into Insignificance: "Play: Destroy each creature with the
	// lowest power."
	{ID: "pale-into-insignificance", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Count: Each, Is: LeastPowerful}},
	}}}},
	// Phloxem Spike: "Play: If there are no friendly creatures in play,
	// destroy each creature not on a flank."
	{ID: "phloxem-spike", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Count: Each, Is: NotAtFlank}, If: Cond{Is: IfCount, Of: &Target{Count: Each, Side: Friendly}, Cmp: Equal, N: 0}},
	}}}},
	// Ronnie Wristclocks: "Play: Steal 1A. If your opponent has 7A or more,
	// steal 2A instead."
	{ID: "ronnie-wristclocks", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoSteal, N: 2, If: Cond{Is: IfAember, Who: Opponent, Cmp: AtLeast, N: 7}},
		{Do: DoSteal, N: 1, If: Cond{Is: IfNotDone}},
	}}}},
	// Rat Pixie: "Play/After Reap: If you have 4A or fewer, gain 1A."
	{ID: "rat-pixie", Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{
		{Do: DoGain, N: 1, If: Cond{Is: IfAember, Who: You, Cmp: AtMost, N: 4}},
	}}}},
	// Trawler: "Play: If you are haunted, capture all your opponent's A."
	{ID: "trawler", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoCapture, N: 1, To: This, Per: &Amount{Q: AemberOf, Who: Opponent}, If: Cond{Is: IfHaunted, Who: You}},
	}}}},
	// Trickle-Down Theory: "Play: Raise the tide. Omni: Gain 1A if your
	// opponent has 6A or more."
	{ID: "trickle-down-theory", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoRaiseTide}}},
		{On: OnOmni, Steps: []Clause{{Do: DoGain, N: 1, If: Cond{Is: IfAember, Who: Opponent, Cmp: AtLeast, N: 6}}}},
	}},
	// Trust No One: "Play: Steal 1A. If there are no friendly creatures in
	// play, instead steal 1A for each house represented among enemy
	// creatures (to a maximum of 3)."
	{ID: "trust-no-one", Abilities: goAbility(OnPlay, "Steal 1A. If there are no friendly creatures in play, instead steal 1A for each house represented among enemy creatures (to a maximum of 3).", func(x *Ctx) {
		g := x.g
		n := 1
		if len(g.p[x.Player].line) == 0 {
			var houses []House
			for _, id := range g.p[x.Opponent()].line {
				if h := g.houseOf(id); !hbHasHouse(houses, h) {
					houses = append(houses, h)
				}
			}
			n = min(len(houses), 3)
		}
		g.steal(x.Player, n)
	})},
	// Unprepared: "Play: Choose a house. Stun each creature of that house."
	{ID: "unprepared", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoGo, Say: "Stun each creature of that house.", Go: func(x *Ctx) {
			for pl := range x.g.p {
				for _, id := range x.g.p[pl].line {
					if x.g.houseOf(id) == x.r.house {
						x.g.setStatus(id, EffStun)
					}
				}
			}
		}},
	}}}},
	// Mind Bullets: "Play: Deal 1D to each creature for each card you have
	// played this turn (including this one)."
	{ID: "mind-bullets", Abilities: goAbility(OnPlay, "Deal 1D to each creature for each card you have played this turn (including this one).", func(x *Ctx) {
		g := x.g
		var ids []int16
		for pl := range g.p {
			ids = append(ids, g.p[pl].line...)
		}
		for _, id := range ids {
			g.damage(id, g.plays, false)
		}
		g.sweep()
	})},
	// Qyxxlyx Plague Master: "Fight/Reap: Deal 3D to each Human creature.
	// This damage cannot be prevented by armor."
	{ID: "qyxxlyx-plague-master", Abilities: goAbility(OnFight|OnReap, "Deal 3D to each Human creature. This damage cannot be prevented by armor.", func(x *Ctx) {
		g := x.g
		var ids []int16
		for pl := range g.p {
			for _, id := range g.p[pl].line {
				if g.def(id).HasTrait("human") {
					ids = append(ids, id)
				}
			}
		}
		for _, id := range ids {
			// Armor prevents nothing: its use this turn is left as it was.
			c := &g.cards[id]
			used := c.armorUsed
			c.armorUsed = int16(g.armor(id))
			g.damage(id, 3, false)
			c.armorUsed = used
		}
		g.sweep()
	})},
	// Prince Bufo: "Enhance A D. Fate: Your opponent forges a key at current
	// cost." (A fate is about the active player: "your opponent" is the
	// card's owner.)
	{ID: "prince-bufo", Abilities: []Ability{{On: OnFate, Steps: []Clause{
		{Do: DoForge, Who: Opponent},
	}}}},
	// Sir Jaune: "Play: Capture one third of your opponent's A (rounded
	// down). Fate: Lose one third of your A (rounded down)."
	{ID: "sir-jaune", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "Capture one third of your opponent's A (rounded down).", Go: func(x *Ctx) {
			x.g.capture(x.Self, x.g.p[x.Opponent()].aember/3)
		}}}},
		{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "Lose one third of your A (rounded down).", Go: func(x *Ctx) {
			x.g.lose(x.Player, x.g.p[x.Player].aember/3, SrcAbility)
		}}}},
	}},
	// Æmber-vac: "Play: Raise the tide. This creature gains, “At the start of
	// your turn, if the tide is high, capture 2A.”"
	{ID: "æmber-vac", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoRaiseTide}}},
		{On: OnTurnStart, Grant: &ThisCreature, Steps: []Clause{{Do: DoCapture, N: 2, To: This, If: Cond{Is: IfTide}}}},
	}},
	// Ox Sarbane: "Each enemy creature gains, “After Fight/After Reap:
	// Exhaust each friendly creature that shares a house with this
	// creature.”"
	{ID: "ox-sarbane", Abilities: []Ability{{On: OnFight | OnReap, Grant: &Target{Count: Each, Side: Enemy}, Steps: []Clause{
		{Do: DoGo, Say: "Exhaust each friendly creature that shares a house with this creature.", Go: func(x *Ctx) {
			g := x.g
			h := g.houseOf(x.Self)
			for _, id := range g.p[x.Player].line {
				if g.houseOf(id) == h && !g.cards[id].has(flExhausted) {
					g.readyOrExhaust(id, false)
				}
			}
		}},
	}}}},
	// Spartasaur: "After a friendly creature is destroyed, destroy each
	// non-Dinosaur creature. Fight: Gain 2A." (Destroyed at the same time as
	// that creature, Spartasaur is not there after it.)
	{ID: "spartasaur", Abilities: []Ability{
		{On: OnCreatureDestroyed, When: &Target{Side: Friendly, Is: Other}, Steps: []Clause{
			{Do: DoGo, Say: "Destroy each non-Dinosaur creature.", Go: func(x *Ctx) {
				g := x.g
				if g.cards[x.Self].has(flTagged) || g.cards[x.Self].zone != ZoneBattleline {
					return
				}
				for pl := range g.p {
					for _, id := range g.p[pl].line {
						if !g.def(id).HasTrait("dinosaur") {
							g.destroy(id)
						}
					}
				}
			}},
		}},
		{On: OnFight, Steps: []Clause{{Do: DoGain, N: 2}}},
	}},
	// Selwyn the Fence: "After Fight/After Reap: Move 1A from a friendly
	// card to your pool."
	{ID: "selwyn-the-fence", Abilities: []Ability{{On: OnFight | OnReap, Steps: []Clause{
		{Do: DoTakeAember, N: 1, To: Target{Side: Friendly, Kind: AnyCard, Is: WithAember}},
	}}}},
}

// hbInDiscard reports whether a copy of card id is in pl's discard pile.
func (g *Game) hbInDiscard(pl int8, id string) bool {
	for _, c := range g.p[pl].discard {
		if g.def(c).ID == id {
			return true
		}
	}
	return false
}

// hbDamageNeighbors deals n damage to each neighbor of creature id, then
// resolves what it destroyed.
func (g *Game) hbDamageNeighbors(id int16, n int) {
	c := &g.cards[id]
	if c.zone != ZoneBattleline {
		return
	}
	line := g.p[c.controller].line
	i := indexOf(line, id)
	var nb []int16
	if i > 0 {
		nb = append(nb, line[i-1])
	}
	if i >= 0 && i+1 < len(line) {
		nb = append(nb, line[i+1])
	}
	for _, o := range nb {
		g.damage(o, n, false)
	}
	g.sweep()
}

// hbToSupply moves n Æmber (n < 0: all) from card id to the common supply.
func (g *Game) hbToSupply(id int16, n int) {
	c := &g.cards[id]
	if n < 0 || n > int(c.aember) {
		n = int(c.aember)
	}
	if n > 0 {
		c.aember -= int16(n)
		g.emit(Event{Kind: EvStatus, Player: c.controller, Card: g.def(id).ID, N: n, Other: "aember to supply"})
	}
}

// hbUpgradesOn counts the upgrades attached to creature id.
func (g *Game) hbUpgradesOn(id int16) int {
	n := 0
	for _, u := range g.upList {
		if g.cards[u].parent == id {
			n++
		}
	}
	return n
}

func hbHasHouse(hs []House, h House) bool {
	for _, x := range hs {
		if x == h {
			return true
		}
	}
	return false
}
