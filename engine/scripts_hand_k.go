package engine

// handKScripts are cards of the whole pool, shortest texts first (second list) that the compiler of card texts
// does not compile, scripted by hand (issue 16, batch K). A clause the
// language cannot say is a small closure (DoGo) whose English is its Say;
// each card's test is in scripts_hand_k_test.go.
var handKScripts = []Script{
	// Bestiarii Urso: "Play/Reap: You may unstun a creature."
	{ID: "bestiarii-urso", Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{
		{Do: DoChoose, May: true, To: Target{Is: Stunned}},
		{Do: DoGo, Say: "Unstun it.", Go: hkUnstunThat},
	}}}},
	// Brawl In: "Play: Make 2 token creatures. Enrage them."
	{ID: "brawl-in", Abilities: goAbility(OnPlay, "Make 2 token creatures. Enrage them.", func(x *Ctx) {
		x.g.hkTokensThen(x, x.Player, 2, func(id int16) { x.g.setStatus(id, EffEnrage) })
	})},
	// Request Donations: "Play: Make a token creature. It captures 2A."
	{ID: "request-donations", Abilities: goAbility(OnPlay, "Make a token creature. It captures 2A.", func(x *Ctx) {
		x.g.hkTokensThen(x, x.Player, 1, func(id int16) { x.g.capture(id, 2) })
	})},
	// Ancient Yurk: "Play: Choose and discard 3 cards from your hand."
	{ID: "ancient-yurk", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDiscard, To: Target{Count: Exactly, N: 3, Kind: AnyCard, Where: InHand}},
	}}}},
	// Hoist Operations: "Play: Put a creature into its owner’s archives."
	{ID: "hoist-operations", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoArchive, To: Target{}},
	}}}},
	// Helper Bot: "Play: You may play one non-Logos card this turn."
	{ID: "helper-bot", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLasting, Last: lastPlayOffHouse, House: "logos", Dur: UntilTurnEnd},
	}}}},
	// White Aeronaut: "Action: Ward and fully heal a friendly Nautilixian."
	{ID: "white-aeronaut", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoWard, To: Target{Side: Friendly, Name: "nautilixian"}},
		{Do: DoHeal, To: ThatOne, And: true},
	}}}},
	// Life for a Life: "Play: Sacrifice a creature to deal 6D to a
	// creature."
	{ID: "life-for-a-life", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoSacrifice, To: Target{Side: Friendly}},
		{Do: DoDamage, N: 6, To: Target{}, If: Cond{Is: IfDone}},
	}}}},
	// Further Testing Needed: "Play: Put a friendly card into its owner's
	// archives." (A card in play: a creature or an artifact.)
	{ID: "further-testing-needed", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoArchive, To: Target{Side: Friendly, Kind: AnyCard}},
	}}}},
	// Market Crash: "Play: Destroy each non‑token creature. Gain 2 chains."
	{ID: "market-crash", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Destroy each non-token creature.", Go: hkDestroyNonTokens},
		{Do: DoChains, N: 2},
	}}}},
	// Shard of Hate: "Action: Stun an enemy creature for each friendly
	// Shard."
	{ID: "shard-of-hate", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoForEach, Per: &hjShards},
		{Do: DoStun, To: Target{Side: Enemy}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Æmber Storm: "Play: For each A in your pool, deal 1D to an enemy
	// creature."
	{ID: "æmber-storm", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoForEach, Per: &Amount{Q: AemberOf, Who: You}, Say: "For each A in your pool"},
		{Do: DoDamage, N: 1, To: Target{Side: Enemy}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Revered Monk: "Revered Monk gets +2 armor for each of its Sanctum
	// neighbors."
	{ID: "revered-monk", Statics: []Static{
		{Is: ArmorBonus, N: 2, To: This, Per: &Amount{Q: CountOf, Of: Target{Count: Neighbors, House: "sanctum"}}},
	}},
	// Security Detail: "Play: A friendly creature and each of its
	// neighbors captures 1A."
	{ID: "security-detail", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoCapture, N: 1, To: Target{Side: Friendly}},
		{Do: DoGo, Say: "Each of its neighbors captures 1A.", Go: hkNeighborsOfThatCapture},
	}}}},
	// Sobogg’s Thingamabob: "After your opponent forges a key, exhaust each
	// creature they control."
	{ID: "sobogg-s-thingamabob", Abilities: []Ability{{On: OnKeyForged, When: &Target{Side: Enemy}, Steps: []Clause{
		{Do: DoExhaust, To: Target{Count: Each, Side: Enemy}},
	}}}},
	// Plague Wind: "Play: Until the end of the turn, each non-Mars creature
	// gets –3 power."
	{ID: "plague-wind", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoPower, N: -3, To: Target{Count: Each, House: "mars", Is: NotHouse}, Dur: UntilTurnEnd},
	}}}},
	// Blatant Thievery: "Play: Enrage an enemy creature. Move all A from
	// that creature to your pool."
	{ID: "blatant-thievery", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoEnrage, To: Target{Side: Enemy}},
		{Do: DoTakeAember, To: ThatOne},
	}}}},
	// Strange Shell: "Strange Shell cannot fight or reap. Action: Put
	// Strange Shell into your hand."
	{ID: "strange-shell",
		Abilities: []Ability{{On: OnAction, Steps: []Clause{{Do: DoReturn, To: This}}}},
		Statics: []Static{
			{Is: Cannot, Verb: VerbFight, Who: EachPlayer, To: This},
			{Is: Cannot, Verb: VerbReap, Who: EachPlayer, To: This},
		},
	},
	// Fuguru: "Poison. Your opponent refills their hand to 1 less card
	// during their “draw cards” step."
	{ID: "fuguru", Statics: []Static{{Is: RefillMod, N: -1, Who: Opponent}}},
	// Watched Closely: "This creature gains, “After Reap: Your opponent
	// makes a token creature.”"
	{ID: "watched-closely", Abilities: []Ability{{On: OnReap, Grant: &ThisCreature, Steps: []Clause{
		{Do: DoGo, Say: "Your opponent makes a token creature.", Go: func(x *Ctx) {
			x.g.hkTokensThen(x, x.Opponent(), 1, nil)
		}},
	}}}},
	// Prince Derric, Unifier: "Play: Gain 3A if you control creatures from
	// 3 different houses."
	{ID: "prince-derric-unifier", Abilities: goAbility(OnPlay, "Gain 3A if you control creatures from 3 different houses.", func(x *Ctx) {
		if x.g.housesAmong(&Target{Count: Each, Side: Friendly}, x.r) >= 3 {
			x.g.gain(x.Player, 3, SrcAbility)
		}
	})},
	// Praetor Marius: "After Reap: For each exhausted creature to Praetor
	// Marius’s left, capture 1A."
	{ID: "praetor-marius", Abilities: goAbility(OnReap, "For each exhausted creature to Praetor Marius's left, capture 1A.", func(x *Ctx) {
		x.g.capture(x.Self, x.g.hkExhaustedLeftOf(x.Self))
	})},
	// Memorialize the Fallen: "Play: Each player loses A equal to the
	// number of creatures in their discard pile."
	{ID: "memorialize-the-fallen", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLose, N: 1, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly, Where: InDiscard}}},
		{Do: DoLose, N: 1, Who: Opponent, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Enemy, Where: InDiscard}}},
	}}}},
	// Oath of Poverty: "Play: Destroy each of your artifacts. Gain 2A for
	// each artifact destroyed this way."
	{ID: "oath-of-poverty", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Count: Each, Side: Friendly, Kind: Artifact}},
		{Do: DoGo, Say: "Gain 2A for each artifact destroyed this way.", Go: func(x *Ctx) {
			x.g.gain(x.Player, 2*int(x.r.done), SrcAbility)
		}},
	}}}},
	// Shard of Life: "Action: Shuffle a card from your discard pile into
	// your deck for each friendly Shard."
	{ID: "shard-of-life", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoForEach, Per: &hjShards},
		{Do: DoShuffle, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Monty Bank: "Play: You may exalt Monty Bank up to 2 times. Action:
	// Steal 1A for each A on Monty Bank."
	{ID: "monty-bank", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoExalt, To: This, May: true},
			{Do: DoExalt, To: This, May: true, If: Cond{Is: IfDone}},
		}},
		{On: OnAction, Steps: []Clause{{Do: DoSteal, N: 1, Per: &Amount{Q: AemberOnCards, Of: This}}}},
	}},
	// Sentinel: "Action: Stun an enemy creature. If that creature was
	// already stunned, destroy it instead."
	{ID: "sentinel", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Enemy}},
		{Do: DoGo, Say: "Stun it. If it was already stunned, destroy it instead.", Go: hkStunOrDestroyThat},
	}}}},
	// The Twin Lamps: "Play: Steal 1A. If you have more A in your pool than
	// your opponent, make a token creature."
	{ID: "the-twin-lamps", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoSteal, N: 1},
		{Do: DoToken, N: 1, If: Cond{Is: IfAember, Cmp: MoreThanOpp}},
	}}}},
	// Troop Call: "Play: Return each friendly Niffle creature from your
	// discard pile and from play to your hand."
	{ID: "troop-call", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoReturn, To: Target{Count: Each, Side: Friendly, Where: InDiscard, Trait: "niffle"}},
		{Do: DoReturn, To: Target{Count: Each, Side: Friendly, Trait: "niffle"}},
	}}}},
	// Initiation: "Play: Make a token creature. If you have fewer than 4
	// cards in your hand, archive Initiation."
	{ID: "initiation", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoToken, N: 1},
		{Do: DoGo, Say: "If you have fewer than 4 cards in your hand, archive Initiation.", Go: func(x *Ctx) {
			if x.g.p[x.Player].handSize() < 4 {
				x.g.hjArchiveSelf(x)
			}
		}},
	}}}},
	// Fierce Competition: "Play: Make a token creature. If you and your
	// opponent have the same number of forged keys, archive Fierce
	// Competition."
	{ID: "fierce-competition", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoToken, N: 1},
		{Do: DoGo, Say: "If you and your opponent have the same number of forged keys, archive Fierce Competition.", Go: func(x *Ctx) {
			if x.g.p[x.Player].keyCount() == x.g.p[x.Opponent()].keyCount() {
				x.g.hjArchiveSelf(x)
			}
		}},
	}}}},
	// Niffle Queen: "Each other friendly Beast creature gets +1 power. Each
	// other friendly Niffle creature gets +1 power."
	{ID: "niffle-queen", Statics: []Static{
		{Is: PowerBonus, N: 1, To: Target{Count: Each, Side: Friendly, Is: Other, Trait: "beast"}},
		{Is: PowerBonus, N: 1, To: Target{Count: Each, Side: Friendly, Is: Other, Trait: "niffle"}},
	}},
	// Ragnarok Prep: "Play: Make a token creature. Then, if you control
	// more creatures than your opponent, your opponent loses 2A."
	{ID: "ragnarok-prep", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoToken, N: 1},
		{Do: DoLose, N: 2, Who: Opponent, If: Cond{Is: IfCount, Cmp: MoreThanOpp, Of: &Target{Count: Each, Side: Friendly}}},
	}}}},
	// Absolve: "Play: Heal 1 damage from each creature. Each creature
	// healed this way captures 1A from its opponent."
	{ID: "absolve", Abilities: goAbility(OnPlay, "Heal 1 damage from each creature. Each creature healed this way captures 1A from its opponent.", hkAbsolve)},
	// Delta P: "Play: Destroy an enemy creature. If your opponent controls
	// more creatures than you, repeat this effect." (A repeated effect
	// includes its instruction to repeat: glossary "Repeat".)
	{ID: "delta-p", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Side: Enemy}},
		{Do: DoRepeat, N: 1, If: Cond{Is: IfCount, Cmp: MoreThanOpp, Of: &Target{Count: Each, Side: Enemy}}},
	}}}},
	// Torpefying Harpoon: "This creature gains, “At the end of your turn,
	// if this creature is not on a flank, destroy it.”"
	{ID: "torpefying-harpoon", Abilities: []Ability{{On: OnTurnEnd, Grant: &ThisCreature, Steps: []Clause{
		{Do: DoDestroy, To: This, If: Cond{Is: IfThisNotFlank}},
	}}}},
	// Mender: "Play/After Reap: Purge a card from a discard pile. Fully heal
	// and ward each Robot creature."
	{ID: "mender", Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{
		{Do: DoPurge, To: Target{Kind: AnyCard, Where: InDiscard}},
		{Do: DoHeal, To: Target{Count: Each, Trait: "robot"}},
		{Do: DoWard, To: Target{Count: Each, Trait: "robot"}},
	}}}},
	// Winds of Death: "Play: Each player archives each creature from their
	// discard pile. Destroy each creature."
	{ID: "winds-of-death", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoArchive, To: Target{Count: Each, Side: Friendly, Where: InDiscard}},
		{Do: DoArchive, To: Target{Count: Each, Side: Enemy, Where: InDiscard}},
		{Do: DoDestroy, To: Target{Count: Each}},
	}}}},
	// “Lion” Bautrem: "Deploy. “Lion” Bautrem’s neighbors get +2 power."
	{ID: "lion-bautrem", Statics: []Static{{Is: PowerBonus, N: 2, To: Target{Count: Neighbors}}}},
	// Corrode: "Play: Choose one: • Destroy an artifact. • Destroy an
	// upgrade. • Destroy a creature with armor."
	{ID: "corrode", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseOne, N: 3},
		{Do: DoDestroy, Opt: 1, To: Target{Kind: Artifact}},
		{Do: DoDestroy, Opt: 2, To: Target{Kind: Upgrade}},
		{Do: DoDestroy, Opt: 3, To: Target{Is: Armored}},
	}}}},
	// Buzzle: "Skirmish. Play/After Fight: You may purge one of Buzzle’s
	// neighbors. If you do, ready Buzzle."
	{ID: "buzzle", Abilities: []Ability{{On: OnPlay | OnFight, Steps: []Clause{
		{Do: DoPurge, May: true, To: Target{Is: Neighboring}},
		{Do: DoReady, To: This, If: Cond{Is: IfDone}},
	}}}},
	// Opportunist: "This creature gains elusive. Play: This creature
	// captures 1A from its opponent."
	{ID: "opportunist",
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoCapture, N: 1, To: ThisCreature}}}},
		Statics:   []Static{{Is: KeywordGrant, KW: Elusive, To: ThisCreature}},
	},
	// Hugger-Mugger: "Elusive. Play: Capture 1A. Then, if your opponent has
	// more forged keys than you, steal 1A."
	{ID: "hugger-mugger", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoCapture, N: 1, To: This},
		{Do: DoGo, Say: "Then, if your opponent has more forged keys than you, steal 1A.", Go: func(x *Ctx) {
			if x.g.p[x.Opponent()].keyCount() > x.g.p[x.Player].keyCount() {
				x.g.steal(x.Player, 1)
			}
		}},
	}}}},
	// Guji Dinosaur Hunter: "Elusive. Action: Deal 2D to a creature. Deal
	// 6D instead if it is a Dinosaur creature or has A on it."
	{ID: "guji-dinosaur-hunter", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "Deal 2D to it. Deal 6D instead if it is a Dinosaur creature or has A on it.", Go: hkGujiDamage},
	}}}},
	// Hand Cannon: "This creature gains skirmish and, "Fight: Move 1A from
	// the creature this creature fights to your pool.""
	{ID: "hand-cannon",
		Abilities: []Ability{{On: OnFight, Grant: &ThisCreature, Steps: []Clause{
			{Do: DoTakeAember, N: 1, To: Target{Count: Fought}},
		}}},
		Statics: []Static{{Is: KeywordGrant, KW: Skirmish, To: ThisCreature}},
	},
	// Triangulator Newsome: "Deploy. After Reap: If you are haunted, move
	// each A from Triangulator Newsome’s neighbors to your pool."
	{ID: "triangulator-newsome", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoTakeAember, To: Target{Count: Neighbors}, If: Cond{Is: IfHaunted}},
	}}}},
	// Rockatiel: "Elusive. Hazardous 1. Play/After Reap: Choose up to 2
	// creatures. Shuffle each chosen creature into its owner’s deck."
	{ID: "rockatiel", Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{
		{Do: DoShuffle, To: Target{Count: UpTo, N: 2}},
	}}}},
	// Camaraderie: "Play: Exhaust a friendly Star Alliance creature. If you
	// do, draw 2 cards for each of its non‑Star Alliance neighbors."
	{ID: "camaraderie", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoExhaust, To: Target{Side: Friendly, House: "staralliance"}},
		{Do: DoGo, Say: "Draw 2 cards for each of its non-Star Alliance neighbors.", If: Cond{Is: IfDone}, Go: hkCamaraderieDraw},
	}}}},
	// Rorqual: "Rorqual gets +1 power for each A on it. After Fight/After
	// Reap: Exalt Rorqual. Action: Move all A from Rorqual to your pool."
	{ID: "rorqual",
		Abilities: []Ability{
			{On: OnFight | OnReap, Steps: []Clause{{Do: DoExalt, To: This}}},
			{On: OnAction, Steps: []Clause{{Do: DoTakeAember, To: This}}},
		},
		Statics: []Static{{Is: PowerBonus, N: 1, To: This, Per: &Amount{Q: AemberOnIt}}},
	},
	// Bombyx: "Play: Destroy a friendly Chenille. If you do not, destroy
	// Bombyx. Action: Return a Fifalde from your discard pile to your
	// hand."
	{ID: "bombyx", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoDestroy, To: Target{Side: Friendly, Name: "chenille"}},
			{Do: DoDestroy, To: This, If: Cond{Is: IfNotDone}},
		}},
		{On: OnAction, Steps: []Clause{{Do: DoReturn, To: Target{Side: Friendly, Where: InDiscard, Name: "fifalde"}}}},
	}},
	// Patronage: "Play: Move half the A from a creature to your pool
	// (rounding up). Move the remaining A from that creature to your
	// opponent’s pool."
	{ID: "patronage", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Is: WithAember}},
		{Do: DoGo, Say: "Move half the A from it to your pool (rounding up). Move the remaining A from that creature to your opponent's pool.", Go: hkPatronage},
	}}}},
	// Plow-Sword: "Action: Put a creature in a discard pile on the bottom
	// of its owner’s deck. If you do, deal 3D to a creature."
	{ID: "plow-sword", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoBottom, To: Target{Where: InDiscard}},
		{Do: DoDamage, N: 3, To: Target{}, If: Cond{Is: IfDone}},
	}}}},
	// Ritual of Life: "Action: Destroy a friendly creature. If you do,
	// return a different creature from your discard pile to your hand."
	{ID: "ritual-of-life", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoDestroy, To: Target{Side: Friendly}},
		{Do: DoReturn, To: Target{Side: Friendly, Where: InDiscard, Is: NotThat}, If: Cond{Is: IfThatDestroyed}},
	}}}},
	// Fling: "Play: Destroy a friendly creature. If you do, deal damage to
	// an enemy creature equal to the destroyed creature’s power with 3
	// splash."
	{ID: "fling", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		{Do: DoGo, Say: "Destroy it.", Go: hkDestroyThatKeepPower},
		{Do: DoChoose, To: Target{Side: Enemy}, If: Cond{Is: IfDone}},
		{Do: DoGo, Say: "Deal damage to it equal to the destroyed creature's power with 3 splash.", Go: hkFlingDamage},
	}}}},
	// Broken Intent: "Play: Choose one: • Each player discards their
	// archives. • Purge an action card in a discard pile."
	{ID: "broken-intent", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseOne, N: 2},
		{Do: DoGo, Opt: 1, Say: "Each player discards their archives.", Go: func(x *Ctx) {
			x.g.discardArchives(x.Player)
			x.g.discardArchives(x.Opponent())
		}},
		{Do: DoPurge, Opt: 2, To: Target{Kind: ActionCard, Where: InDiscard}},
	}}}},
	// Pocket Universe: "You may spend A on Pocket Universe when forging
	// keys. Action: Move 1A from your pool to Pocket Universe."
	{ID: "pocket-universe",
		Abilities: goAbility(OnAction, "Move 1A from your pool to Pocket Universe.", func(x *Ctx) {
			if p := &x.g.p[x.Player]; p.aember > 0 {
				p.aember--
				x.g.cards[x.Self].aember++
				x.g.emit(Event{Kind: EvAemberCaptured, Player: x.Player, Card: x.g.def(x.Self).ID, N: 1, Other: x.g.def(x.Self).ID})
			}
		}),
		Statics: []Static{{Is: SpendableAember}},
	},
	// Swift Induction: "Play: Make a token creature. If that token creature
	// enters play adjacent to a Mutant creature, archive Swift Induction."
	{ID: "swift-induction", Abilities: goAbility(OnPlay, "Make a token creature. If that token creature enters play adjacent to a Mutant creature, archive Swift Induction.", func(x *Ctx) {
		x.g.hkTokensThen(x, x.Player, 1, func(id int16) {
			if x.g.hkBesideTrait(id, "mutant") {
				x.g.hjArchiveSelf(x)
			}
		})
	})},
	// Niffle Brute: "Destroyed: If Niffle Sanctuary is in your discard pile,
	// return it to your hand. Otherwise, return a Niffle card from your
	// discard pile to your hand."
	{ID: "niffle-brute", Abilities: []Ability{{On: OnDestroyed, Steps: []Clause{
		{Do: DoReturn, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard, Name: "niffle-sanctuary"}},
		{Do: DoReturn, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard, Trait: "niffle"}, If: Cond{Is: IfNotDone}},
	}}}},
	// Veylan Analyst: "Each time you use an artifact, gain 1A."
	{ID: "veylan-analyst", Abilities: []Ability{{On: OnUseOther, When: &Target{Kind: Artifact}, Steps: []Clause{
		{Do: DoGain, N: 1},
	}}}},
	// Rich Score: "Play: Make a token creature. Steal A equal to half the
	// number of friendly token creatures (rounded up)."
	{ID: "rich-score", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoToken, N: 1},
		{Do: DoGo, Say: "Steal A equal to half the number of friendly token creatures (rounded up).", Go: func(x *Ctx) {
			n := 0
			for _, id := range x.g.p[x.Player].line {
				if x.g.def(id).Type == TypeTokenCreature {
					n++
				}
			}
			x.g.steal(x.Player, (n+1)/2)
		}},
	}}}},
	// Rumor-sower: "After Reap: Your opponent discards the top card of their
	// deck. Stun an enemy creature that shares a house with the discarded
	// card."
	{ID: "rumor-sower", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoDiscardNamed, N: 1, Who: Opponent, To: Target{Kind: AnyCard}},
		{Do: DoStun, To: Target{Side: Enemy, Is: SharesHouse}},
	}}}},
	// Clonal Witch: "Elusive. After Reap: Choose a house. Destroy each
	// creature of the chosen house. For each creature destroyed this way,
	// gain 1A. Put Clonal Witch on top of its owner’s deck."
	{ID: "clonal-witch", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoDestroyHouse},
		{Do: DoGain, N: 1, Per: &Amount{Q: DoneThisWay}},
		{Do: DoTopDeck, To: This},
	}}}},
	// Æmberfin Shark (evil twin): "At the end of your turn, each player
	// loses 1A. Give Æmberfin Shark a +1 power counter for each A lost this
	// way."
	{ID: "æmberfin-shark-evil-twin", Abilities: goAbility(OnTurnEnd, "Each player loses 1A. Give Æmberfin Shark a +1 power counter for each A lost this way.", func(x *Ctx) {
		n := x.g.lose(x.Player, 1, SrcAbility) + x.g.lose(x.Opponent(), 1, SrcAbility)
		if c := &x.g.cards[x.Self]; n > 0 && c.zone == ZoneBattleline {
			c.counters += int16(n)
		}
	})},
	// Urxym the “Diplomat”: "Elusive. After Reap: Lose all your A. Destroy
	// an enemy non-Mars creature for each A lost this way."
	{ID: "urxym-the-diplomat", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoGo, Say: "Lose all your A.", Go: func(x *Ctx) {
			x.r.done = int16(x.g.lose(x.Player, x.g.p[x.Player].aember, SrcAbility))
		}},
		{Do: DoForEach, Per: &Amount{Q: DoneThisWay}, Say: "For each A lost this way"},
		{Do: DoDestroy, To: Target{Side: Enemy, House: "mars", Is: NotHouse}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Return to Rubble: "Play: Shuffle the top 10 cards of your discard
	// pile into your deck. If you do, destroy each creature."
	{ID: "return-to-rubble", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Shuffle the top 10 cards of your discard pile into your deck.", Go: func(x *Ctx) {
			x.r.did = x.g.hkShuffleTopOfDiscard(x.Player, 10) > 0
		}},
		{Do: DoDestroy, To: Target{Count: Each}, If: Cond{Is: IfDone}},
	}}}},
	// Collective Calm: "Each creature gains, “After Reap: Gain 1A.” After a
	// friendly creature is used to fight, destroy Collective Calm."
	{ID: "collective-calm", Abilities: []Ability{
		{On: OnReap, Grant: &Target{Count: Each}, Steps: []Clause{{Do: DoGain, N: 1}}},
		{On: OnCreatureFights, When: &Target{Side: Friendly}, Steps: []Clause{{Do: DoDestroy, To: This}}},
	}},
	// Luminous Boom: "Enhance. Play: You may discard a Sanctum card. If you
	// do, a friendly creature captures all of your opponent’s A."
	{ID: "luminous-boom", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDiscard, May: true, To: Target{Kind: AnyCard, Where: InHand, House: "sanctum"}},
		{Do: DoChoose, To: Target{Side: Friendly}, If: Cond{Is: IfDone}},
		{Do: DoGo, Say: "It captures all of your opponent's A.", If: Cond{Is: IfDone}, Go: func(x *Ctx) {
			if x.r.nThat > 0 {
				x.g.capture(x.r.that[0], x.g.p[x.Opponent()].aember)
			}
		}},
	}}}},
	// Techivore Pulpate: "After a player chooses an active house, destroy
	// each artifact of that house."
	{ID: "techivore-pulpate", Abilities: []Ability{{On: OnHouseChosen, Steps: []Clause{
		{Do: DoGo, Say: "Destroy each artifact of that house.", Go: hkDestroyArtifactsOfActiveHouse},
	}}}},
	// Tide Down: "Play: Discard up to 3 cards from your hand. For each card
	// discarded this way, choose a card in your discard pile and archive
	// it."
	{ID: "tide-down", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDiscard, To: Target{Count: UpTo, N: 3, Kind: AnyCard, Where: InHand}},
		{Do: DoForEach, Per: &Amount{Q: DoneThisWay}, Say: "For each card discarded this way"},
		{Do: DoArchive, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard}},
		{Do: DoRepeat, N: 1},
	}}}},
	// ISS Indominus: "Action: Exhaust up to 5 friendly Saurian creatures.
	// For each creature exhausted this way, deal 1D to each enemy
	// creature." (An exhausted creature is not exhausted this way: the
	// choice is among ready ones.)
	{ID: "iss-indominus", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoExhaust, To: Target{Count: UpTo, N: 5, Side: Friendly, House: "saurian", Is: Ready}},
		{Do: DoGo, Go: hkCountThat},
		{Do: DoForEach, Per: &Amount{Q: DoneThisWay}, Say: "For each creature exhausted this way"},
		{Do: DoDamage, N: 1, To: Target{Count: Each, Side: Enemy}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Curse of Confusion: "Treachery. At the end of your turn, exhaust each
	// friendly creature of the active house."
	{ID: "curse-of-confusion", Abilities: goAbility(OnTurnEnd, "Exhaust each friendly creature of the active house.", func(x *Ctx) {
		g := x.g
		for _, id := range g.p[x.Player].line {
			if g.houseOf(id) == g.house {
				g.readyOrExhaust(id, false)
			}
		}
	})},
	// Werewolf Curse: "This creature gains splash-attack 3 and "After
	// Fight: Archive Werewolf Curse." Play: Enrage this creature."
	{ID: "werewolf-curse",
		Abilities: []Ability{
			{On: OnPlay, Steps: []Clause{{Do: DoEnrage, To: ThisCreature}}},
			{On: OnFight, Grant: &ThisCreature, Steps: []Clause{
				{Do: DoGo, Say: "Archive Werewolf Curse.", Go: hkArchiveGrantingUpgrade},
			}},
		},
		Statics: []Static{{Is: KeywordGrant, KW: SplashAttack, N: 3, To: ThisCreature}},
	},
	// Neotechnic Gopher: "Play/After Reap: Discard a card. If you have no
	// cards in your hand, gain 1A. Fate: Your opponent draws a card."
	{ID: "neotechnic-gopher", Abilities: []Ability{
		{On: OnPlay | OnReap, Steps: []Clause{
			{Do: DoDiscard, To: Target{Kind: AnyCard, Where: InHand}},
			{Do: DoGo, Say: "If you have no cards in your hand, gain 1A.", Go: func(x *Ctx) {
				if x.g.p[x.Player].handSize() == 0 {
					x.g.gain(x.Player, 1, SrcAbility)
				}
			}},
		}},
		{On: OnFate, Steps: []Clause{{Do: DoDraw, N: 1, Who: Opponent}}},
	}},
	// Chummy: "Before Fight: If the creature Chummy fights is the least
	// powerful enemy creature, steal 1A. Fate: Pay your opponent 2A."
	{ID: "chummy", Abilities: []Ability{
		{On: OnBeforeFight, Steps: []Clause{
			{Do: DoGo, Say: "If the creature Chummy fights is the least powerful enemy creature, steal 1A.", Go: func(x *Ctx) {
				if x.r.trig >= 0 && x.g.hkLeastPowerful(x.r.trig) {
					x.g.steal(x.Player, 1)
				}
			}},
		}},
		{On: OnFate, Steps: []Clause{{Do: DoPay, N: 2}}},
	}},
}
