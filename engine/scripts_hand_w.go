package engine

// handWScripts are cards scripted by hand (issue 16, batch W). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_w_test.go.
var handWScripts = []Script{
	// “Borrow”: "Play: Take control of an enemy artifact. While under your
	// control, it belongs to house Shadows. (Instead of its original
	// house.)" (house_while_held.go)
	{ID: "borrow", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoTakeControl, To: Target{Side: Enemy, Kind: Artifact}},
		{Do: DoGo, Say: "While under your control, it belongs to house Shadows.", Go: hwHeldAs("shadows", false)},
	}}}},
	// Enlist Numeri: "Play: Take control of an enemy creature with A on
	// it. While under your control, it belongs to house Saurian. (Instead
	// of its original house.)"
	{ID: "enlist-numeri", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoTakeControl, To: Target{Side: Enemy, Is: WithAember}},
		{Do: DoGo, Say: "While under your control, it belongs to house Saurian.", Go: hwHeldAs("saurian", false)},
	}}}},
	// Vendor Hyertula: "After Reap: You may destroy Vendor Hyertula. If you
	// do, take control of an enemy artifact. While under your control, it
	// belongs to house Ekwidon."
	{ID: "vendor-hyertula", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoDestroy, To: This, May: true},
		{Do: DoTakeControl, To: Target{Side: Enemy, Kind: Artifact}, If: Cond{Is: IfDone}},
		{Do: DoGo, Say: "While under your control, it belongs to house Ekwidon.", Go: hwHeldAs("ekwidon", false)},
	}}}},
	// Sneklifter: "Play: Take control of an enemy artifact. While under
	// your control, if it does not belong to one of your three houses, it
	// is considered to be of house Shadows."
	{ID: "sneklifter", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoTakeControl, To: Target{Side: Enemy, Kind: Artifact}},
		{Do: DoGo, Say: "While under your control, if it does not belong to one of your three houses, it is considered to be of house Shadows.", Go: hwHeldAs("shadows", true)},
	}}}},
	// Shadowsaurus: "Action: Move each A from an enemy creature to your
	// opponent’s pool. If there was at least 1A on that creature, take
	// control of it. While under your control, it belongs to house
	// Shadows."
	{ID: "shadowsaurus", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoTakeAember, To: Target{Side: Enemy}, Who: Opponent},
		{Do: DoTakeControl, To: ThatOne, If: Cond{Is: IfDone}},
		{Do: DoGo, Say: "While under your control, it belongs to house Shadows.", Go: hwHeldAs("shadows", false)},
	}}}},
	// Tormax: "(Play only with the other half of Tormax.) Play/After
	// Fight/After Reap: Discard your hand. Purge 2 random cards from your
	// opponent’s hand." Both halves carry it; the log names the random
	// cards (as Remmy's Horror's).
	{ID: "tormax", Abilities: hwTormaxAbilities},
	{ID: "tormax2", Abilities: hwTormaxAbilities},
	// Clipped Wings: "Play: Choose one: Purge a random card from your
	// opponent’s hand. Shuffle your opponent’s archives into their deck."
	{ID: "clipped-wings", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseOne, N: 2, Say: "Purge a random card / Shuffle archives"},
		{Do: DoPurge, Opt: 1, To: Target{Side: Enemy, Kind: AnyCard, Where: InHand}},
		{Do: DoGo, Opt: 2, Say: "Shuffle your opponent's archives into their deck.", Go: func(x *Ctx) { x.g.hwArchivesToDeck(x.Opponent()) }},
	}}}},
	// Three Sheets to the Wind: "Play: Your opponent draws 3 cards,
	// discards a random card from their hand, puts a random card from their
	// hand on top of their deck, and purges a random card from their
	// hand." (The log names each random card in turn.)
	{ID: "three-sheets-to-the-wind", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDraw, N: 3, Who: Opponent},
		{Do: DoDiscardRandom, N: 1, Who: Opponent},
		{Do: DoGo, Say: "Your opponent puts a random card from their hand on top of their deck.", Go: hnRandomHandToTop},
		{Do: DoPurge, To: Target{Side: Enemy, Kind: AnyCard, Where: InHand}},
	}}}},
	// Cogg Miller: "After Fight: You may destroy an artifact. If you do,
	// its owner archives a random card from their hand."
	{ID: "cogg-miller", Abilities: []Ability{{On: OnFight, Steps: []Clause{
		{Do: DoDestroy, To: Target{Kind: Artifact}, May: true},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "Its owner archives a random card from their hand.", Go: hwOwnerArchivesRandom},
	}}}},
	// Titan Sentry: "Players cannot take their archives into their hands
	// during their "choose a house" step. Play/After Reap: Choose a player.
	// Put a random card from that player’s hand into their archives." (The
	// choose line says 1, you, or 2, your opponent, then names the random
	// card.)
	{ID: "titan-sentry", Statics: []Static{{Is: hwNoArchivesTaken}}, Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{
		{Do: DoChooseOne, N: 2, Say: "You / Your opponent"},
		{Do: DoArchive, Opt: 1, To: Target{Side: Friendly, Kind: AnyCard, Where: InHand}},
		{Do: DoArchive, Opt: 2, To: Target{Side: Enemy, Kind: AnyCard, Where: InHand}},
	}}}},
	// Commpod: "Action: Reveal any number of Mars cards from your hand.
	// For each card revealed this way, you may ready one Mars creature."
	{ID: "commpod", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoReveal, To: Target{Count: UpTo, N: AnyNumber, Kind: AnyCard, Where: InHand, House: "mars"}},
		{Do: DoForEach, Per: &Amount{Q: DoneThisWay}},
		{Do: DoReady, May: true, To: Target{House: "mars"}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Transparency Report: "Play: Reveal your hand. If it contains no
	// cards of the active house, gain 2A." (The log names the hand, as
	// Hoodwink's: only the cards it names count.)
	{ID: "transparency-report", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoReveal, To: Target{Count: UpTo, N: heAnyNumber, Kind: AnyCard, Where: InHand}},
		{Do: DoGo, Say: "If it contains no cards of the active house, gain 2A.", Go: hwNoneOfActiveHouse},
	}}}},
	// Catch and Release: "Play: Return each creature to its owner’s hand.
	// Each player discards random cards from their hand until they have 6
	// or fewer cards in hand. Gain 2 chains." (The active player first; the
	// log names each random card.)
	{ID: "catch-and-release", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoReturn, To: Target{Count: Each}},
		{Do: DoGo, Say: "Each player discards random cards from their hand until they have 6 or fewer cards in hand.", Go: hwDiscardRandomDown(func(n int) int { return min(n, 6) })},
		{Do: DoChains, N: 2},
	}}}},
	// Trihard: "Play: Each player randomly discards one third of their
	// cards from their hand (rounding down)." (The active player first.)
	{ID: "trihard", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Each player randomly discards one third of their cards from their hand (rounding down).", Go: hwDiscardRandomDown(func(n int) int { return n - n/3 })},
	}}}},
	// Deep Probe: "Play: Choose a house. Reveal your opponent's hand.
	// Discard each creature of that house revealed this way." (The log
	// names the creatures discarded: the hand is hidden. A card named that
	// is not a creature of the house is flagged.)
	{ID: "deep-probe", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoGo, Say: "Reveal your opponent's hand.", Go: func(*Ctx) {}},
		{Do: DoDiscard, To: hwProbed},
		{Do: DoGo, Go: hfHandCheck(hwProbed)}, // bookkeeping: nothing printed
	}}}},
	// Cursed Loot: "Treachery. After you play a card, discard a random card
	// from your hand. If you have no cards in your hand, destroy Cursed
	// Loot."
	{ID: "cursed-loot", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Friendly, Kind: AnyCard}, After: true, Steps: []Clause{
		{Do: DoDiscardRandom, N: 1},
		{Do: DoGo, Say: "If you have no cards in your hand, destroy Cursed Loot.", Go: hwDestroyIfHandEmpty},
	}}}},
	// Vapor Imp: "Enhance . After Reap: Discard a random card from your
	// hand. During your opponent’s next turn, they cannot play cards of the
	// discarded card’s type." (Batch R's restriction by type.)
	{ID: "vapor-imp", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoDiscardRandom, N: 1},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "during your opponent's next turn, they cannot play cards of the discarded card's type.", Go: hwOppNoPlayOfDiscardedType},
	}}}},
	// High Street Churn: "Play: Choose a house on your opponent’s identity
	// card. Your opponent discards a random card from their hand until they
	// discard a card of the chosen house or run out of cards. They refill
	// their hand as if it were their “draw cards” step." (The choose line
	// names the cards discarded, the last one of the house.)
	{ID: "high-street-churn", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoGo, To: Target{Kind: AnyCard, Where: InHand, Side: Enemy}, Say: "Your opponent discards a random card from their hand until they discard a card of the chosen house or run out of cards. They refill their hand as if it were their “draw cards” step.", Go: hwChurn},
	}}}},
	// Shĭzyokŭ Buggy: "Action: Reveal two cards from your hand. If they
	// share a house, discard them and make a token creature."
	{ID: "shĭzyokŭ-buggy", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoReveal, To: Target{Count: Exactly, N: 2, Kind: AnyCard, Where: InHand}},
		{Do: DoGo, Say: "If they share a house, discard them.", Go: hwDiscardIfShareHouse},
		{Do: DoToken, N: 1, And: true, If: Cond{Is: IfDone}},
	}}}},
	// Boosted B4-RRY: "(Play only with the other half of Boosted B4-RRY.)
	// Play/After Fight/After Reap: Choose one: Take control of an enemy
	// artifact. While under your control, it belongs to house Shadows
	// (instead of its original house). Play a random card from your
	// opponent’s archives as if it were yours." Both halves carry it; the
	// log names the random card.
	{ID: "boosted-b4-rry", Abilities: hwB4RRYAbilities},
	{ID: "boosted-b4-rry2", Abilities: hwB4RRYAbilities},
}

// hwTormaxAbilities are both halves' of Tormax.
var hwTormaxAbilities = []Ability{{On: OnPlay | OnFight | OnReap, Steps: []Clause{
	{Do: DoGo, Say: "Discard your hand.", Go: hoDiscardHandCount},
	{Do: DoPurge, To: Target{Count: Exactly, N: 2, Side: Enemy, Kind: AnyCard, Where: InHand}},
}}}

// hwProbed are the creatures of the chosen house in the opponent's hand
// (Deep Probe): as many as the log names.
var hwProbed = Target{Count: UpTo, N: AnyNumber, Side: Enemy, Where: InHand, Is: ChosenHouse}

// hwB4RRYAbilities are both halves' of Boosted B4-RRY.
var hwB4RRYAbilities = []Ability{{On: OnPlay | OnFight | OnReap, Steps: []Clause{
	{Do: DoChooseOne, N: 2, Say: "Take control of an enemy artifact / Play a random card from your opponent's archives"},
	{Do: DoTakeControl, Opt: 1, To: Target{Side: Enemy, Kind: Artifact}},
	{Do: DoGo, Opt: 1, Say: "While under your control, it belongs to house Shadows.", Go: hwHeldAs("shadows", false)},
	{Do: DoChoose, Opt: 2, To: Target{Side: Enemy, Kind: AnyCard, Where: InArchives}, Say: htSaidLater},
	{Do: DoGo, Opt: 2, Say: "Play a random card from your opponent's archives as if it were yours.", Go: hwPlayThatFromArchives},
}}}
