package engine

// handSScripts are cards scripted by hand (issue 16, batch S). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_s_test.go.
var handSScripts = []Script{
	// Jargogle: "Elusive. Play: Put a card from your hand facedown under
	// Jargogle. Destroyed: If it is your turn, play the card under
	// Jargogle; otherwise, archive that card."
	{ID: "jargogle", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "Put a card from your hand facedown under Jargogle.", To: Target{Kind: AnyCard, Where: InHand}, Go: hsUnderFromHandStep(false)}}},
		{On: OnDestroyed, Steps: []Clause{{Do: DoGo, Say: "If it is your turn, play the card under Jargogle; otherwise, archive that card.", Go: hsJargogleDestroyed}}},
	}},
}
