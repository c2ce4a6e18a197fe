package engine

// handNScripts are cards of the whole pool, shortest texts first, that the
// compiler of card texts does not compile, scripted by hand (issue 16,
// batch N). A clause the language cannot say is a small closure (DoGo)
// whose English is its Say; each card's test is in scripts_hand_n_test.go.
var handNScripts = []Script{
	// Cleric: "After Cleric enters play, capture 1A."
	{ID: "cleric", Abilities: []Ability{{On: OnCreatureEnters, When: &This, Steps: []Clause{
		{Do: DoCapture, N: 1, To: This},
	}}}},
	// Cover Operation: "Play: Make a token creature, then ready it."
	{ID: "cover-operation", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Make a token creature.", Go: hlMakeTokenThat},
		{Do: DoReady, To: ThatOne},
	}}}},
	// Shattered Throne: "After a creature is used to fight, it captures
	// 1A."
	{ID: "shattered-throne", Abilities: []Ability{{On: OnCreatureFights, When: &Target{}, Steps: []Clause{
		{Do: DoCapture, N: 1, To: TheTriggering},
	}}}},
	// Sack of Coins: "Play: Deal 1D to a creature for each A in your
	// pool." (FAQ: each damage may go to a different creature.)
	{ID: "sack-of-coins", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoForEach, Per: &Amount{Q: AemberOf, Who: You}, Say: "For each A in your pool"},
		{Do: DoDamage, N: 1, To: Target{}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Youngest Bear: "Reap: You may reap with 1 of Youngest Bear's
	// neighbors."
	{ID: "youngest-bear", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoChoose, May: true, To: Target{Is: Neighboring}},
		{Do: DoGo, Say: "reap with it", If: Cond{Is: IfDone}, Go: hnReapWithThat},
	}}}},
	// Youngest Bear (evil twin): "Reap: You may fight with 1 of Youngest
	// Bear's neighbors."
	{ID: "youngest-bear-evil-twin", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoFight, May: true, To: Target{Is: Neighboring}},
	}}}},
	// Sea Urchin (evil twin): "Play: Capture 2A. If the tide is high, steal
	// 2A instead."
	{ID: "sea-urchin-evil-twin", Abilities: goAbility(OnPlay, "Capture 2A. If the tide is high, steal 2A instead.", hnCaptureOrSteal(2))},
	// Deep Priest Glebe: "After you play an Aquan creature, exhaust an
	// enemy creature."
	{ID: "deep-priest-glebe", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Friendly, Trait: "aquan"}, Steps: []Clause{
		{Do: DoExhaust, To: Target{Side: Enemy}},
	}}}},
	// Forgemaster Og: "After a player forges a key, they lose all of their
	// remaining A."
	{ID: "forgemaster-og", Abilities: goAbility(OnKeyForged, "They lose all of their remaining A.", func(x *Ctx) {
		if pl := x.g.hnLastForger(); pl >= 0 {
			x.g.lose(pl, x.g.p[pl].aember, SrcAbility)
		}
	})},
	// Explorer: "After Reap: Look at the top card of your deck. You may
	// discard it."
	{ID: "explorer", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoGo, Say: "Look at the top card of your deck.", Go: func(*Ctx) {}},
		{Do: DoDiscardTop, N: 1, May: true},
	}}}},
	// Azrael: "After Reap: Until the end of the turn, each friendly
	// creature may fight."
	{ID: "azrael", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoMayUse, N: int(VerbFight), To: Target{Count: Each, Side: Friendly}, Dur: UntilTurnEnd},
	}}}},
	// Nepeta Gigantica: "Action: Stun a creature with power 5 or higher, or
	// stun a Giant creature." (A creature that is neither is flagged.)
	{ID: "nepeta-gigantica", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "Stun it if it has power 5 or higher or is a Giant creature.", Go: hnNepeta},
	}}}},
}
