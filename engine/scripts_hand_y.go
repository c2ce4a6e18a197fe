package engine

// handYScripts are cards scripted by hand (issue 16, batch Y). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_y_test.go.
var handYScripts = []Script{
	// Whimsical Conjuror: "Enhance AA. When you resolve an A bonus icon,
	// you may make a token creature instead." (icon_instead.go)
	{ID: "whimsical-conjuror", Statics: []Static{iconInstead(BonusAmber, "token")}},
	// Puzzling Trinket: "Enhance AA. When you resolve an A bonus icon, you
	// may choose to resolve it as a capture, D, or draw icon instead."
	{ID: "puzzling-trinket", Statics: []Static{iconInstead(BonusAmber, "capture", "damage", "draw")}},
	// Quantum Mouse: "Enhance (draw, draw, discard). When you would resolve a draw bonus
	// icon, you may choose to resolve it as a discard bonus icon instead."
	{ID: "quantum-mouse", Statics: []Static{iconInstead(BonusDraw, "discard")}},
	// Librarian (archon power): "When resolving a bonus icon, you may
	// archive a card from your hand instead."
	{ID: "librarian", Statics: []Static{iconInstead("", "archive")}},
	// Rage (archon power): "After you resolve a bonus icon, deal 1D to a
	// creature." (icon_after.go: between the icons.)
	{ID: "rage", Abilities: []Ability{{On: OnIcon, Steps: []Clause{
		{Do: DoDamage, N: 1, To: Target{}},
	}}}},
	// Maleficorn: "Enhance DDDD. After an enemy creature is dealt damage
	// by a D bonus icon, deal 1D to that creature."
	{ID: "maleficorn", Abilities: []Ability{{On: OnIconDamage, When: &Target{Side: Enemy}, Steps: []Clause{
		{Do: DoDamage, N: 1, To: Target{Count: Triggering}},
	}}}},
	// Bottomless Depths: "Each time you discard a card from your hand, put
	// that card facedown under Bottomless Depths from your discard pile."
	{ID: "bottomless-depths", Abilities: []Ability{{On: htOnOwnDiscard, When: &Target{Kind: AnyCard}, Steps: []Clause{
		{Do: DoGo, Say: "Put that card facedown under Bottomless Depths from your discard pile.", Go: hyUnderFromDiscard},
	}}}},
	// Reap the Wild Wind: "Enhance AAA. Play: Each player reveals a random
	// card from their hand and gains 1A for each A bonus icon on their
	// revealed card." (The choose line names the cards, the active
	// player's first; the printed Æmber bonus counts: FAQ, Wild Bounty.)
	{ID: "reap-the-wild-wind", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, To: Target{Kind: AnyCard, Where: InHand}, Say: "Each player reveals a random card from their hand and gains 1A for each A bonus icon on their revealed card.", Go: hyRevealGain},
	}}}},
	// Barter and Games: "Play: Each player reveals a random card from their
	// hand or archives. Each player gains 1A for each A bonus icon on their
	// revealed card. Destroy each creature that shares a house with at
	// least one of the revealed cards. Discard the revealed cards."
	{ID: "barter-and-games", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, To: Target{Kind: AnyCard, Where: InHand}, Say: "Each player reveals a random card from their hand or archives. Each player gains 1A for each A bonus icon on their revealed card. Destroy each creature that shares a house with at least one of the revealed cards. Discard the revealed cards.", Go: hyBarter},
	}}}},
	// Infernal Terran: "Play/After Reap: Discard a card. Steal 1A. Scrap:
	// Discard your hand. Steal A equal to the number of A bonus icons on
	// the cards discarded this way."
	{ID: "infernal-terran", Abilities: []Ability{
		{On: OnPlay | OnReap, Steps: []Clause{
			{Do: DoDiscard, To: Target{Kind: AnyCard, Where: InHand}},
			{Do: DoSteal, N: 1},
		}},
		{On: OnScrap, Steps: []Clause{
			{Do: DoGo, Say: "Discard your hand. Steal A equal to the number of A bonus icons on the cards discarded this way.", Go: hyScrapDiscardHand},
		}},
	}},
	// Ultra Gravitron (both halves): "(Play only with the other half of
	// Ultra Gravitron.) Play: Archive the top 5 cards of your deck.
	// Fight/Reap: Discard a card from your archives. If you do, purge a
	// creature and resolve each of its bonus icons as if you had played
	// it."
	{ID: "ultra-gravitron", Abilities: ultraGravitronAbilities},
	{ID: "ultra-gravitron2", Abilities: ultraGravitronAbilities},
	// Training Costs: "Training Costs cannot be discarded from your hand
	// except through card abilities. Play: Lose 2A. If you do not, shuffle
	// Training Costs into your deck."
	{ID: "training-costs", Statics: []Static{{Is: huNoDiscard}}, Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Lose 2A. If you do not, shuffle Training Costs into your deck.", Go: hyTrainingCosts},
	}}}},
	// Destructive Analysis: "Play: Deal 2D to a creature. You may purge any
	// number of cards from your archives to deal an additional 2D to the
	// same creature for each card purged this way." (The choose line: the
	// creature, then the cards purged.)
	{ID: "destructive-analysis", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDamage, N: 2, To: Target{}},
		{Do: DoGo, To: Target{Kind: AnyCard, Where: InArchives}, Say: "You may purge any number of cards from your archives to deal an additional 2D to the same creature for each card purged this way.", Go: hyPurgeArchivesThen(func(x *Ctx, id int16, k int) {
			x.g.damage(id, 2*k, false)
			x.g.sweep()
		})},
	}}}},
	// Crop Circles: "Play: A non-Mars creature captures 1A from its own
	// side. You may purge any number of cards from your archives. The same
	// creature captures an additional 1A from its own side for each card
	// purged in this way."
	{ID: "crop-circles", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoCaptureOwn, N: 1, To: Target{Is: NotHouse, House: "mars"}},
		{Do: DoGo, To: Target{Kind: AnyCard, Where: InArchives}, Say: "You may purge any number of cards from your archives. The same creature captures an additional 1A from its own side for each card purged in this way.", Go: hyPurgeArchivesThen(func(x *Ctx, id int16, k int) {
			x.g.captureFrom(id, k, x.g.cards[id].controller)
		})},
	}}}},
	// Staff Up: "Play: For the remainder of the turn, when any amount of A
	// would be added to your pool, make that many token creatures
	// instead." (instead.go)
	{ID: "staff-up", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "For the remainder of the turn, when any amount of A would be added to your pool, make that many token creatures instead.", Go: hyGainTokensForTurn},
	}}}},
	// Po’s Pixies: "Elusive. A stolen or captured from your pool is taken
	// from the common supply instead."
	{ID: "po-s-pixies", Statics: []Static{{Is: FromSupply}}},
	// Annihilation Ritual: "When a creature would enter a discard pile from
	// play, it is purged instead."
	{ID: "annihilation-ritual", Statics: []Static{{Is: PurgedNotDiscarded}}},
	// Curse of Forgery: "Treachery. When you would forge a key, purge Curse
	// of Forgery and do not forge that key (no A is spent)."
	{ID: "curse-of-forgery", Statics: []Static{{Is: ForgeCursed}}},
	// Bryozoarch: "When your opponent plays an action card, instead of
	// resolving its play effect, destroy the creature on your left flank."
	{ID: "bryozoarch", Statics: []Static{{Is: PlayEffectDestroys}}},
	// Shoulder Id: "Taunt. Shoulder Id cannot fight. When Shoulder Id would
	// deal damage, steal 1A instead." (FAQ: its bonus icons' damage is not
	// its own.)
	{ID: "shoulder-id", Statics: []Static{
		{Is: Cannot, Verb: VerbFight, Who: EachPlayer, To: This},
		{Is: DamageSteals},
	}},
	// Sköll: "Assault 3. After an enemy creature is destroyed by Sköll’s
	// assault damage, give a friendly creature a +1 power counter."
	{ID: "sköll", Abilities: []Ability{{On: OnAssaultKill, Steps: []Clause{
		{Do: DoPowerCounters, N: 1, To: Target{Side: Friendly}},
	}}}},
	// Adaptoid: "Enhance PTDR. After you play a card with a bonus icon, for
	// the remainder of the turn, Adaptoid gains (choose one): +2 armor,
	// assault 2, or “Fight: Steal 1A.”" (A printed Æmber bonus is a bonus
	// icon: FAQ, Wild Bounty.)
	{ID: "adaptoid", Abilities: []Ability{{On: OnPlayOther, When: &Target{Kind: AnyCard, Side: Friendly, Is: WithBonusIcon}, Steps: []Clause{
		{Do: DoChooseOne, N: 3},
		{Do: DoArmor, Opt: 1, N: 2, To: This, Dur: UntilTurnEnd},
		{Do: DoGiveKeyword, Opt: 2, KW: Assault, N: 2, To: This, Dur: UntilTurnEnd},
		{Do: DoGo, Opt: 3, Say: "For the remainder of the turn, Adaptoid gains “Fight: Steal 1A.”", Go: hyFightSteal},
	}}}},
	// The Body Snatchers: "Play: For the remainder of the turn, each enemy
	// creature gains, “Destroyed: Fully heal this creature and give control
	// of it to your opponent instead.”"
	{ID: "the-body-snatchers", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLastingAbility, Dur: UntilTurnEnd, Lasting: &Ability{On: OnDestroyed, Grant: &Target{Count: Each, Side: Enemy}, Steps: []Clause{
			{Do: DoGo, Say: "Fully heal this creature and give control of it to your opponent instead.", Go: hySnatch},
		}}},
	}}}},
	// Concussive Transfer: "Play: Deal 3D to a creature. Redistribute all
	// damage on creatures among all creatures." (The choose line: the
	// creature dealt 3D, then a creature for each damage.)
	{ID: "concussive-transfer", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDamage, N: 3, To: Target{}},
		{Do: DoGo, To: Target{}, Say: "Redistribute all damage on creatures among all creatures.", Go: hyRedistributeDamage},
	}}}},
	// Corner the Market: "Play: During your opponent's next turn, they
	// cannot play cards, and each time they discard a card from their hand,
	// they may archive that card from their discard pile." (Its second
	// ability has no trigger: the lasting effect resolves it for each card
	// they discard, with their `yes` or `no`.)
	{ID: "corner-the-market", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoGo, Say: "During your opponent's next turn, they cannot play cards, and each time they discard a card from their hand, they may archive that card from their discard pile.", Go: hyCornerTheMarket},
		}},
		{Steps: []Clause{{Do: DoArchive, May: true, To: Target{Count: Triggering, Kind: AnyCard, Where: InDiscard}}}},
	}},
	// Refined Adhesive: "Each time a card would be discarded from a
	// player's hand, reveal the card and put it facedown under this
	// creature instead." (instead.go)
	{ID: "refined-adhesive", Statics: []Static{{Is: DiscardUnder}}},
}

// ultraGravitronAbilities are both halves' (a gigantic creature's
// abilities are on each half).
var ultraGravitronAbilities = []Ability{
	{On: OnPlay, Steps: []Clause{{Do: DoArchiveTop, N: 5}}},
	{On: OnFight | OnReap, Steps: []Clause{
		{Do: DoGo, To: Target{Kind: AnyCard, Where: InArchives}, Say: "Discard a card from your archives.", Go: hyDiscardFromArchives},
		{Do: DoPurge, To: Target{}, If: Cond{Is: IfDone}, Say: "If you do, purge a creature"},
		hyEachIcon, // nothing purged: no icons
	}},
}

// hyEachIcon is batch G's "Resolve its bonus icons as if you had played
// it." as Ultra Gravitron says it.
var hyEachIcon = func() Clause {
	c := hgResolveItsIcons
	c.Say = "Resolve each of its bonus icons as if you had played it."
	return c
}()
