package engine

// handOScripts are cards scripted by hand (issue 16, batch O): cards of
// the pool with short printed texts that the compiler does not compile. A
// clause the language cannot say is a small closure (DoGo) whose English
// is its Say (ability_hand_o.go); each card's test is in
// scripts_hand_o_test.go.
var handOScripts = []Script{
	// Shard of Greed: "Action: Gain 1A for each friendly Shard."
	{ID: "shard-of-greed", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoGain, N: 1, Per: &hjShards},
	}}}},
	// Guilty Hearts: "Play: Destroy each creature with A on it."
	{ID: "guilty-hearts", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Count: Each, Is: WithAember}},
	}}}},
	// Echo Reflector: "This creature gains, “Your opponent’s keys cost
	// +3A.”"
	{ID: "echo-reflector", Statics: []Static{{Is: KeyCostMod, N: 3, Who: Opponent}}},
	// Haunting Witch: "After you play a creature, if you are haunted, gain
	// 1A."
	{ID: "haunting-witch", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Friendly}, Steps: []Clause{
		{Do: DoGain, N: 1, If: Cond{Is: IfHaunted}},
	}}}},
	// Snarri, Warrior Poet: "Elusive. After a friendly creature is used to
	// fight, draw a card." (The engine's "after a creature fights" fires
	// when the attacker survives, as Collective Calm's.)
	{ID: "snarri-warrior-poet", Abilities: []Ability{{On: OnCreatureFights, When: &Target{Side: Friendly}, Steps: []Clause{
		{Do: DoDraw, N: 1},
	}}}},
	// Cloudburst Command: "Your opponent’s keys cost +1A for each Skyborn
	// creature on a flank."
	{ID: "cloudburst-command", Statics: []Static{{Is: KeyCostMod, N: 1, Who: Opponent,
		Per: &Amount{Q: CountOf, Of: Target{Count: Each, House: "skyborn", Is: AtFlank}}}}},
	// Booby Trap: "Play: Deal 4D to a creature that is not on a flank, with
	// 2D splash."
	{ID: "booby-trap", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDamage, N: 4, Splash: 2, To: Target{Is: NotAtFlank}},
	}}}},
	// Circlespeak: "Play: Choose a creature. It captures 2A from each
	// haunted player."
	{ID: "circlespeak", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "It captures 2A from each haunted player.", Go: hoCaptureFromHaunted},
	}}}},
	// Decree of Primus: "Play: Choose a creature. Move all A from that
	// creature to another creature."
	{ID: "decree-of-primus", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoChooseAlso, To: Target{Is: NotThat}, And: true},
		{Do: DoGo, Say: "Move all A from the first to the second.", Go: hoMoveAllAember},
	}}}},
	// Prof. Garwynne: "Elusive. After Reap: You may choose a card in your
	// archives and put it into your hand."
	{ID: "prof-garwynne", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoChoose, May: true, To: Target{Side: Friendly, Kind: AnyCard, Where: InArchives}},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "Put it into your hand.", Go: hoArchivedToHand},
	}}}},
}
