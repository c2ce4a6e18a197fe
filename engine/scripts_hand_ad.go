package engine

// handADScripts are cards scripted by hand (issue 16, batch AD). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_ad_test.go.
var handADScripts = []Script{
	// Animating Force: "This upgrade enters play attached to an artifact
	// instead of a creature. Play: Take control of this artifact and put
	// it on a flank of your battleline as a creature with 4 power and
	// versatile. Scrap: Gain 1." (The choose line may say the flank.)
	{ID: "animating-force",
		Statics: []Static{
			{Is: adOnArtifact},
			{Is: KeywordGrant, KW: Versatile, To: Target{Count: Parent, Kind: Creature}},
		},
		Abilities: []Ability{
			{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "Take control of this artifact and put it on a flank of your battleline as a creature with 4 power and versatile.", Go: adAnimatingForce}}},
			{On: OnScrap, Steps: []Clause{{Do: DoGain, N: 1}}},
		},
	},
	// Temporal Purge: "Play: Flip each token creature faceup. Put each
	// non‑creature card flipped this way into its owner’s discard pile."
	// (A token made from a card never seen is the card the choose line
	// names.)
	{ID: "temporal-purge", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Flip each token creature faceup. Put each non-creature card flipped this way into its owner's discard pile.", Go: adTemporalPurge},
	}}}},
	// Spontaneous Awakening: "Play: If your opponent is haunted, destroy an
	// enemy artifact, Cyborg creature, or Robot creature. If you do, play
	// that card as if it were in your hand. Attach Spontaneous Awakening to
	// it as an upgrade with the text, “This card belongs to house
	// Geistoid.”" (The choose line names the card destroyed when several
	// could be.)
	{ID: "spontaneous-awakening", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, If: Cond{Is: IfHaunted, Who: Opponent}, Say: "Destroy an enemy artifact, Cyborg creature, or Robot creature. If you do, play that card as if it were in your hand.", Go: adDestroyAndPlay},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "Attach Spontaneous Awakening to it as an upgrade with the text, “This card belongs to house Geistoid.”", Go: adAttachSelf},
	}}}},
	// Poltergeistoids: "Play: Purge a card from a discard pile. If you do,
	// play a creature or artifact from your purged zone as if it were in
	// your hand. Attach Poltergeistoids to it as an upgrade with the text,
	// “This card belongs to house Geistoid.”" (The choose line names the
	// card purged, then the card played when several could be.)
	{ID: "poltergeistoids", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoPurge, To: Target{Kind: AnyCard, Where: InDiscard}},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "Play a creature or artifact from your purged zone as if it were in your hand.", Go: adPlayPurged},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "Attach Poltergeistoids to it as an upgrade with the text, “This card belongs to house Geistoid.”", Go: adAttachSelf},
	}}}},
	// De-Animator: "Elusive. Each card that has a mineralize counter on it
	// is considered an artifact and gains, “Action: Destroy this
	// artifact.” Play/After Reap: Put a mineralize counter on a creature."
	// (An artifact, the card is among its controller's artifacts; when no
	// De-Animator is in play, it goes back to the right flank.)
	{ID: "de-animator",
		Statics: []Static{{Is: adMineralized}},
		Abilities: []Ability{
			{On: OnPlay | OnReap, Steps: []Clause{
				{Do: DoChoose, To: Target{Kind: Creature}, Say: htSaidLater},
				{Do: DoGo, Say: "Put a mineralize counter on a creature.", Go: adMineralize},
			}},
			{On: OnLeavesPlay, Steps: []Clause{{Do: DoGo, Say: "(Each creature with a mineralize counter is a creature again, on a flank.)", Go: adUnpetrify}}},
		},
	},
}
