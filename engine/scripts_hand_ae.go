package engine

// handAEScripts are cards scripted by hand (issue 16, batch AE). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_ae_test.go.
var handAEScripts = []Script{
	// The Tide: "High Tide (The tide is high for you.) Low Tide (The tide
	// is low for you.) Omni: Raise the tide. Gain 3 chains." The card is
	// the rules' tide, not a card of a deck: the rules model it (the
	// action VerbTide, rule "tide-chains"; Game.p[].tide), so its script
	// has nothing to add.
	{ID: "the-tide"},
	// Controling Expertise: "Yellow keys cost +1. While your yellow key is
	// forged, you may play 1 card that does not belong to your active house
	// each turn." ("Yellow keys": every player's, as Fighting Expertise's;
	// the one card is Captain Val Jericho's PlayOffHouse, read from the
	// archon power too, spent once a turn.)
	{ID: "controling-expertise", Statics: []Static{
		{Is: abColourCost, N: 1, To: Target{Name: "yellow"}, Who: EachPlayer},
		{Is: PlayOffHouse, If: hrKey(KeyYellow, You)},
	}},
	// Book of leQ: "Action: Reveal the top card of your deck. If it is a
	// non-Star Alliance card, its house becomes your active house.
	// Otherwise, end your turn." (The choose line names the top card when
	// the engine does not know it.)
	{ID: "book-of-leq", Abilities: goAbility(OnAction, "Reveal the top card of your deck. If it is a non-Star Alliance card, its house becomes your active house. Otherwise, end your turn.", aeBookOfLeQ)},
	// Edict of Nerotaurus: "After a creature reaps, the next time a
	// creature is used that turn, it cannot reap. After a creature fights,
	// the next time a creature is used that turn, it cannot fight."
	{ID: "edict-of-nerotaurus", Abilities: []Ability{
		{On: OnCreatureReaps, When: &Target{}, Steps: []Clause{{Do: DoGo, Say: "The next time a creature is used this turn, it cannot reap.", Go: aeNextUseCannot(VerbReap)}}},
		{On: OnCreatureFights, When: &Target{}, Steps: []Clause{{Do: DoGo, Say: "The next time a creature is used this turn, it cannot fight.", Go: aeNextUseCannot(VerbFight)}}},
	}},
	// Tinkerer: "Your keys cost –2. You must forge 1 additional key to win
	// the game." (The fourth key has no colour: it is forged once the
	// three are, in the "forge a key" step; the abilities that forge a
	// key still stop at three.)
	{ID: "tinkerer", Statics: []Static{
		{Is: KeyCostMod, N: -2},
		{Is: aeKeysToWin, N: 1, Who: You},
	}},
	// Æmberling: "Æmberling cannot reap. You may spend Æmberling as if it
	// were A in your pool. (Discard it, ignoring wards.)"
	{ID: "æmberling", Statics: []Static{
		{Is: Cannot, Verb: VerbReap, Who: EachPlayer, To: This},
		{Is: aeSpentAsAember, To: This},
	}},
	// Rampaging Brutodon: "In order to use Rampaging Brutodon, you must
	// destroy a friendly creature. Play: Make a token creature." (The
	// destruction resolves as it is used, before the use; the choose line
	// names the creature when several could be.)
	{ID: "rampaging-brutodon", Abilities: []Ability{
		{On: aeOnUsing, Steps: []Clause{{Do: DoDestroy, To: Target{Side: Friendly}}}},
		{On: OnPlay, Steps: []Clause{{Do: DoToken, N: 1}}},
	}},
	// Future is Past: "Play: Swap each player's deck with their discard
	// pile. Shuffle each player's deck." (The choose line names the cards
	// of each deck, now public, the active player's first.)
	{ID: "future-is-past", Abilities: goAbility(OnPlay, "Swap each player's deck with their discard pile. Shuffle each player's deck.", aeSwapDeckAndDiscard)},
	// Singing Scythe: "While you are haunted, you may return Singing Scythe
	// from your discard pile to your hand. This creature gains “After Reap:
	// If you are haunted, purge a card from a discard pile.”" (The return
	// is the player's `> return "Singing Scythe"` line.)
	{ID: "singing-scythe",
		Statics: []Static{{Is: aeReturnsIfHaunted}},
		Abilities: []Ability{{On: OnReap, Grant: &ThisCreature, Steps: []Clause{
			{Do: DoPurge, To: Target{Kind: AnyCard, Where: InDiscard}, If: Cond{Is: IfHaunted}},
		}}},
	},
	// Overcharged: "During game setup, you cannot take a mulligan. After
	// you draw your opening hand, search your deck for any 3 cards, reveal
	// them, and put them into your archives." (The three cards are hidden
	// cards of the archives until a line names them.)
	{ID: "overcharged", Statics: []Static{
		{Is: aeNoMulligan, Who: You},
		{Is: aeSetupArchive, N: 3, Who: You},
	}},
}
