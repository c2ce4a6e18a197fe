package engine

// handXScripts are cards scripted by hand (issue 16, batch X). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_x_test.go.
var handXScripts = []Script{
	// Mighty Lance: "Play: Deal 3D to a creature and 3D to a neighbor of
	// that creature." (Both at once: the rulebook's example of
	// simultaneous damage.)
	{ID: "mighty-lance", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}, Say: htSaidLater},
		{Do: DoChooseAlso, To: Target{Is: hxNeighborOfThat}, Say: htSaidLater},
		{Do: DoGo, Say: "Deal 3D to a creature and 3D to a neighbor of that creature.", Go: hxDamageThat(3)},
	}}}},
	// Xenos Darkshadow: "Assault X. Hazardous X. Splash-attack X. X is the
	// number of cards in your discard pile. Destroyed: If you are haunted,
	// archive Xenos Darkshadow."
	{ID: "xenos-darkshadow",
		Statics: []Static{
			{Is: KeywordGrant, KW: Assault, N: 1, To: This, Per: &hxDiscardPile},
			{Is: KeywordGrant, KW: Hazardous, N: 1, To: This, Per: &hxDiscardPile},
			{Is: KeywordGrant, KW: SplashAttack, N: 1, To: This, Per: &hxDiscardPile},
		},
		Abilities: []Ability{{On: OnDestroyed, Steps: []Clause{{Do: DoArchive, To: This, If: Cond{Is: IfHaunted}}}}},
	},
	// Æmbertracker: "Play: Deal 2D to each enemy creature with A on it.
	// This damage cannot be prevented by armor."
	{ID: "æmbertracker", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Deal 2D to each enemy creature with A on it. This damage cannot be prevented by armor.", Go: hxDamageNoArmor(2, Target{Is: WithAember})},
	}}}},
	// Avenging Aura: "Play: For the remainder of the turn, each friendly
	// creature gains assault X, where X is the number of forged keys your
	// opponent has."
	{ID: "avenging-aura", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGiveKeyword, KW: Assault, N: 1, Per: &Amount{Q: ForgedKeys, Who: Opponent}, To: Target{Count: Each, Side: Friendly}, Dur: UntilTurnEnd},
	}}}},
	// Creed of Nature: "Omni: Sacrifice Creed of Nature. If you do, choose
	// a creature. For the remainder of the turn, that creature gains
	// skirmish and assault X. X is its power." (X is read as it resolves.)
	{ID: "creed-of-nature", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoSacrifice, To: This},
		{Do: DoChoose, To: Target{}, If: Cond{Is: IfDone}},
		{Do: DoGiveKeyword, KW: Skirmish, To: Target{Count: That}, Dur: UntilTurnEnd},
		{Do: DoGiveKeyword, KW: Assault, N: 1, Per: &Amount{Q: hrPowerOfThat}, To: Target{Count: That}, Dur: UntilTurnEnd},
	}}}},
	// Congregate: "Play: Choose a trait. If there are 2 or more friendly
	// creatures with that trait, gain 2A." (The choose line names the
	// trait: `choose knight`.)
	{ID: "congregate", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Choose a trait. If there are 2 or more friendly creatures with that trait, gain 2A.", Go: hxCongregate},
	}}}},
	// Harvest Time: "Play: Choose a trait. Purge each card with that
	// trait. Each player gains 1A for each card they controlled that was
	// purged this way."
	{ID: "harvest-time", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Choose a trait. Purge each card with that trait. Each player gains 1A for each card they controlled that was purged this way.", Go: hxHarvestTime},
	}}}},
	// Hard Simpson: "Elusive. After Hard Simpson is dealt damage, steal
	// 1A. If the tide is low, your opponent steals 1A instead. (Hard
	// Simpson must survive this damage.)"
	{ID: "hard-simpson", Abilities: []Ability{{On: htOnDamaged, When: &Target{Count: Self}, If: Cond{Is: hxIfThisSurvives}, Steps: []Clause{
		{Do: DoSteal, N: 1, If: Cond{Is: hxIfTideNotLow}},
		{Do: DoSteal, N: 1, Who: Opponent, If: Cond{Is: IfTideLow}},
	}}}},
	// Ragnarok: "Alpha. Play: For the remainder of the turn, creatures
	// cannot reap and you gain 1A whenever a friendly creature fights. At
	// the end of the turn, destroy each creature."
	{ID: "ragnarok", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLasting, Last: lastNoReap, Who: EachPlayer, Dur: UntilTurnEnd},
		{Do: DoLastingAbility, Dur: UntilTurnEnd, Lasting: &Ability{On: OnCreatureFights, When: &Target{Side: Friendly}, Steps: []Clause{{Do: DoGain, N: 1}}}},
		{Do: DoLastingAbility, Dur: UntilTurnEnd, Say: "At the end of the turn, destroy each creature.",
			Lasting: &Ability{On: OnTurnEnd, Steps: []Clause{{Do: DoDestroy, To: Target{Count: Each}}}}},
	}}}},
	// Encounter Golem: "Hazardous 3. After you play an action card, put
	// that card on the bottom of your deck from your discard pile.
	// Destroyed: If you are haunted, archive Encounter Golem."
	{ID: "encounter-golem", Abilities: []Ability{
		{On: OnPlayOther, When: &Target{Side: Friendly, Kind: ActionCard}, Steps: []Clause{
			{Do: DoGo, Say: "Put that card on the bottom of your deck from your discard pile.", Go: hxBottomFromDiscard},
		}},
		{On: OnDestroyed, Steps: []Clause{{Do: DoArchive, To: This, If: Cond{Is: IfHaunted}}}},
	}},
	// Symposium: "Play: Exalt, ready, and use a friendly creature. If it
	// is a token creature, you may exalt, ready, and use another friendly
	// creature." (The condition is read before the use: a token creature
	// that dies in its fight was still one.)
	{ID: "symposium", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoExalt, To: Target{Side: Friendly}},
		{Do: DoReady, To: ThatOne, And: true},
		{Do: DoUse, To: ThatOne, And: true},
		{Do: DoGo, Go: hxDoneIfToken},
		{Do: DoExalt, To: Target{Side: Friendly, Is: NotThat}, May: true, If: Cond{Is: hxIfWasToken}},
		{Do: DoReady, To: ThatOne, And: true, If: Cond{Is: IfDone}},
		{Do: DoUse, To: ThatOne, And: true, If: Cond{Is: IfDone}},
	}}}},
	// Gĕzdrutyŏ the Arcane: "Action: Steal 2A. Flip Gĕzdrutyŏ the Arcane
	// facedown (it becomes a token creature)." (The deck's token creature;
	// damage and status stay, as the card stays in play.)
	{ID: "gĕzdrutyŏ-the-arcane", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoSteal, N: 2},
		{Do: DoGo, Say: "Flip Gĕzdrutyŏ the Arcane facedown (it becomes a token creature).", Go: hxFlipToToken},
	}}}},
	// Nirbor Flamewing: "At the start of your turn, if Nirbor Flamewing is
	// in your discard pile, you may destroy a friendly creature. If you do,
	// put Nirbor Flamewing into play ready. Destroyed: Make a token
	// creature." (It enters on the right flank, as a play without a flank
	// said.)
	{ID: "nirbor-flamewing", Abilities: []Ability{
		{On: OnTurnStart, If: Cond{Is: htIfThisInDiscard}, Steps: []Clause{
			{Do: DoDestroy, To: Target{Side: Friendly}, May: true},
			{Do: DoGo, Say: "Put Nirbor Flamewing into play ready.", Go: hxSelfIntoPlayReady, If: Cond{Is: IfDone}},
		}},
		{On: OnDestroyed, Steps: []Clause{{Do: DoToken, N: 1}}},
	}},
	// Forgotten Guardian: "Play: Purge a card from a discard pile. Scrap:
	// Shuffle a purged card into its owner’s deck." (The choose line names
	// the purged card.)
	{ID: "forgotten-guardian", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoPurge, To: Target{Kind: AnyCard, Where: InDiscard}}}},
		{On: OnScrap, Steps: []Clause{{Do: DoGo, Say: "Shuffle a purged card into its owner’s deck.", Go: hxShufflePurged}}},
	}},
	// Memrox the Red: "Your opponent’s cards cannot leave your archives.
	// Action: Gain 1A for each card in your archives."
	{ID: "memrox-the-red",
		Statics:   []Static{{Is: hxKeepsOppArchived}},
		Abilities: []Ability{{On: OnAction, Steps: []Clause{{Do: DoGain, N: 1, Per: &Amount{Q: ArchivesOf}}}}},
	},
	// Curse of Fertility: "Treachery. (This card enters play under your
	// opponent’s control.) At the end of your turn, if you did not play a
	// creature this turn, your opponent gains 1A."
	{ID: "curse-of-fertility", Abilities: []Ability{{On: OnTurnEnd, If: Cond{Is: hxIfNoCreaturePlayed}, Steps: []Clause{
		{Do: DoGain, N: 1, Who: Opponent},
	}}}},
	// Gezrăhi Blacksmith: "Elusive. At the start of each player’s turn,
	// that player chooses to either make a token creature or draw a card."
	// (The choose line says `token` or `draw`.)
	{ID: "gezrăhi-blacksmith", Abilities: []Ability{{On: OnAnyTurnStart, Steps: []Clause{
		{Do: DoGo, Say: "That player chooses to either make a token creature or draw a card.", Go: hxTokenOrDraw},
	}}}},
	// Unguarded Camp: "Play: For each creature you have in excess of your
	// opponent, a friendly creature captures 1A. Each creature cannot
	// capture more than 1A this way." (The choose line names the
	// creatures that capture, each once; at most 4, what a step holds.)
	{ID: "unguarded-camp", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Count: UpTo, N: 4, Side: Friendly}, Say: htSaidLater},
		{Do: DoGo, Say: "For each creature you have in excess of your opponent, a friendly creature captures 1A. Each creature cannot capture more than 1A this way.", Go: hxExcessCapture},
	}}}},
	// Penance of Balance: "Play: If there are more enemy creatures than A
	// in your opponent's pool, X is equal to the difference. Choose one:
	// Destroy X enemy creatures. Your opponent loses X." (X is read before
	// anything is destroyed; the choose line names the creatures, at most
	// 4, what a step holds.)
	{ID: "penance-of-balance", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "If there are more enemy creatures than A in your opponent's pool, X is equal to the difference.", Go: func(*Ctx) {}},
		{Do: DoChooseOne, N: 2},
		{Do: DoChoose, Opt: 1, To: Target{Count: UpTo, N: 4, Side: Enemy}, Say: htSaidLater},
		{Do: DoGo, Opt: 1, Say: "Destroy X enemy creatures.", Go: hxPenanceDestroy},
		{Do: DoGo, Opt: 2, Say: "Your opponent loses X.", Go: hxPenanceLose},
	}}}},
	// First Blood: "Alpha. Play: Deal 2D for each friendly Brobnar
	// creature. You may divide this damage among any number of
	// creatures." (1D at a time, as Cooperative Hunting: the choose line
	// names a creature for each.)
	{ID: "first-blood", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoForEach, N: 2, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly, House: "brobnar"}}, Say: "Twice for each friendly Brobnar creature"},
		{Do: DoDamage, N: 1, To: Target{}},
		{Do: DoRepeat, N: 1},
	}}}},
}

// hxDiscardPile is "the number of cards in your discard pile".
var hxDiscardPile = Amount{Of: Target{Count: Each, Side: Friendly, Kind: AnyCard, Where: InDiscard}}
