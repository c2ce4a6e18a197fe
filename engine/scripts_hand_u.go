package engine

// handUScripts are cards scripted by hand (issue 16, batch U). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_u_test.go.
var handUScripts = []Script{
	// Censor Philo: "Censor Philo cannot be dealt damage by creatures with
	// A on them." (In a fight the damage is dealt at once: the Æmber is
	// read before it; assault and hazardous are the creature's damage too.)
	{ID: "censor-philo", Statics: []Static{{Is: huNoDamageFrom, To: Target{Is: WithAember}}}},
	// Ardent Hero: "Taunt. Ardent Hero cannot be dealt damage by Mutant
	// creatures or creatures with power 5 or higher."
	{ID: "ardent-hero", Statics: []Static{
		{Is: huNoDamageFrom, To: Target{Trait: "mutant"}},
		{Is: huNoDamageFrom, To: Target{Is: PowerAtLeast, Power: 5}},
	}},
	// Dreadstarr the Lone: "If there are no other friendly Brobnar
	// creatures in play, Dreadstarr the Lone gains versatile. After Fight:
	// Your opponent loses 1A." (Versatile: it may be used as if it
	// belonged to the active house.)
	{ID: "dreadstarr-the-lone",
		Statics: []Static{{Is: AsActiveHouse, To: This,
			If: Cond{Is: IfCount, Cmp: Equal, N: 0, Of: &Target{Count: Each, Side: Friendly, House: "brobnar", Is: Other}}}},
		Abilities: []Ability{{On: OnFight, Steps: []Clause{{Do: DoLose, N: 1, Who: Opponent}}}},
	},
	// Salvay: "Enhance. Salvay gets +2 Assault for each of its Redemption
	// neighbors." (The enhancement is the deck's.)
	{ID: "salvay", Statics: []Static{{Is: KeywordGrant, KW: Assault, N: 2, To: This,
		Per: &Amount{Q: huNeighborsOfIt, Of: Target{House: "redemption"}}}}},
	// Born to Rock: "Each friendly Brobnar creature gets +1 power for each
	// of its Brobnar neighbors."
	{ID: "born-to-rock", Statics: []Static{{Is: PowerBonus, N: 1, To: Target{Count: Each, Side: Friendly, House: "brobnar"},
		Per: &Amount{Q: huNeighborsOfIt, Of: Target{House: "brobnar"}}}}},
	// Hyde: "Reap: Draw a card. If you control Velum, draw 2 cards
	// instead. Destroyed: Archive Velum from your discard pile. If you do,
	// archive Hyde."
	{ID: "hyde", Abilities: []Ability{
		{On: OnReap, Steps: []Clause{
			{Do: DoDraw, N: 1, If: huNotControlsCond("velum")},
			{Do: DoDraw, N: 2, If: huControlsCond("velum")},
		}},
		{On: OnDestroyed, Steps: []Clause{
			{Do: DoGo, Say: "Archive Velum from your discard pile.", Go: huArchivePartner("velum")},
			{Do: DoArchive, To: This, If: Cond{Is: IfDone}},
		}},
	}},
	// Velum: "Reap: Archive a card. If you control Hyde, archive 2 cards
	// instead. Destroyed: Archive Hyde from your discard pile. If you do,
	// archive Velum."
	{ID: "velum", Abilities: []Ability{
		{On: OnReap, Steps: []Clause{
			{Do: DoArchive, To: Target{Kind: AnyCard, Where: InHand}, If: huNotControlsCond("hyde")},
			{Do: DoArchive, To: Target{Count: Exactly, N: 2, Kind: AnyCard, Where: InHand}, If: huControlsCond("hyde")},
		}},
		{On: OnDestroyed, Steps: []Clause{
			{Do: DoGo, Say: "Archive Hyde from your discard pile.", Go: huArchivePartner("hyde")},
			{Do: DoArchive, To: This, If: Cond{Is: IfDone}},
		}},
	}},
	// Tangaika: "You cannot play Tangaika unless you control 4 or more
	// Cultists. Splash-attack 5. After Fight: Gain 1A." (Its own "cannot
	// be played unless", as Mimic Gel's.)
	{ID: "tangaika",
		Statics: []Static{{Is: Cannot, Verb: VerbPlay, To: This,
			If: Cond{Is: IfCount, Cmp: AtMost, N: 3, Of: &Target{Count: Each, Side: Friendly, Trait: "cultist"}}}},
		Abilities: []Ability{{On: OnFight, Steps: []Clause{{Do: DoGain, N: 1}}}},
	},
	// Cursed Relic: "Enhance. You cannot play Cursed Relic. Cursed Relic
	// cannot be discarded from your hand except through card abilities."
	{ID: "cursed-relic", Statics: []Static{{Is: hpUnplayable}, {Is: huNoDiscard}}},
	// Champion’s Challenge: "Play: Destroy each enemy creature except the
	// most powerful enemy creature. Destroy each friendly creature except
	// the most powerful friendly creature. Ready and fight with your
	// remaining creature." (Ties: the player chooses which one stays.)
	{ID: "champion-s-challenge", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Enemy, Is: MostPowerful}},
		{Do: DoGo, Say: "Destroy each other enemy creature.", Go: huDestroyAllBut},
		{Do: DoChoose, To: Target{Side: Friendly, Is: MostPowerful}},
		{Do: DoGo, Say: "Destroy each other friendly creature.", Go: huDestroyAllBut},
		{Do: DoReadyAndFight, To: Target{Side: Friendly}},
	}}}},
	// Imperial Road: "Omni: Play a Saurian creature. That creature enters
	// play stunned."
	{ID: "imperial-road", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly, Where: InHand, House: "saurian"}},
		{Do: DoGo, Say: "Play it. That creature enters play stunned.", Go: huPlayStunned},
	}}}},
	// Noname: "Noname gets +1 power for each purged card. Play/Fight/Reap:
	// Purge a card in a discard pile."
	{ID: "noname",
		Statics:   []Static{{Is: PowerBonus, N: 1, To: This, Per: &Amount{Q: huPurgedCards}}},
		Abilities: []Ability{{On: OnPlay | OnFight | OnReap, Steps: []Clause{{Do: DoPurge, To: Target{Kind: AnyCard, Where: InDiscard}}}}},
	},
	// Nizak, The Forgotten: "While fighting, Nizak, The Forgotten gains
	// invulnerable. After an enemy creature is destroyed fighting Nizak,
	// The Forgotten, return that creature to its owner’s hand."
	{ID: "nizak-the-forgotten",
		Statics: []Static{{Is: huInvulnerableFighting}},
		Abilities: []Ability{{On: OnEnemyDestroyedFighting, Steps: []Clause{
			{Do: DoGo, Say: "Return that creature to its owner’s hand.", Go: huReturnFromDiscard},
		}}},
	},
	// Spyyyder: "Skirmish. Spyyyder gains poison while attacking an enemy
	// flank creature."
	{ID: "spyyyder", Statics: []Static{{Is: huPoisonAttacking, To: Target{Side: Enemy, Is: AtFlank}}}},
	// Captain Kresage (evil twin): "Each creature loses elusive, taunt,
	// poison, and skirmish."
	{ID: "captain-kresage-evil-twin", Statics: []Static{{Is: huLosesKeywords}}},
}
