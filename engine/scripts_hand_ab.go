package engine

// handABScripts are cards scripted by hand (issue 16, batch AB). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_ab_test.go.
var handABScripts = append(handABKeys, []Script{
	// Cosmicrux: "After a player readies a creature, deal 1D to it."
	{ID: "cosmicrux", Abilities: []Ability{{On: abOnReadied, When: &Target{}, Steps: []Clause{
		{Do: DoDamage, N: 1, To: TheTriggering},
	}}}},
	// Giltspine Mesmerist: "After a player readies a card, discard the top
	// card of their deck. Scrap: Discard the top 3 cards of a player's
	// deck."
	{ID: "giltspine-mesmerist", Abilities: []Ability{
		{On: abOnReadied, Steps: []Clause{{Do: DoGo, Say: "Discard the top card of their deck.", Go: abReadierDiscardsTop}}},
		{On: OnScrap, Steps: []Clause{{Do: DoDiscardTop, N: 3, Who: ChosenPlayer}}},
	}},
	// Sabira the Medium: "After you shuffle your discard pile into your
	// deck, gain 3A."
	{ID: "sabira-the-medium", Abilities: []Ability{{On: abOnShuffledDiscard, Steps: []Clause{{Do: DoGain, N: 3}}}}},
	// Suspended Animation: "Enhance D. Play: Put a damaged enemy creature
	// into your archives. If it leaves your archives, put it into its
	// owner’s hand instead."
	{ID: "suspended-animation", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Enemy, Is: Damaged}, Say: htSaidLater},
		{Do: DoGo, Say: "Put a damaged enemy creature into your archives. If it leaves your archives, put it into its owner’s hand instead.", Go: hgArchiveThat},
	}}}},
	// Scoop Up: "Play: Put a friendly non‑Mars creature and an enemy
	// non‑Mars creature into your archives. If that enemy creature would
	// leave your archives, return it to its owner’s hand instead."
	{ID: "scoop-up", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly, Is: NotHouse, House: "mars"}, Say: htSaidLater},
		{Do: DoChooseAlso, To: Target{Side: Enemy, Is: NotHouse, House: "mars"}, Say: htSaidLater},
		{Do: DoGo, Say: "Put a friendly non-Mars creature and an enemy non-Mars creature into your archives. If that enemy creature would leave your archives, return it to its owner’s hand instead.", Go: hgArchiveThat},
	}}}},
	// Glimmerspore: "Play: Put an artifact from play into your archives.
	// If you are not the owner of that card and it leaves your archives,
	// put it into its owner’s hand instead."
	{ID: "glimmerspore", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Kind: Artifact}, Say: htSaidLater},
		{Do: DoGo, Say: "Put an artifact from play into your archives. If you are not the owner of that card and it leaves your archives, put it into its owner’s hand instead.", Go: hgArchiveThat},
	}}}},
	// Yipyax Abductor: "Play/After Fight: Put an upgrade from play into
	// your archives. If you are not the owner of that card and it leaves
	// your archives, put it into its owner’s hand instead."
	{ID: "yipyax-abductor", Abilities: []Ability{{On: OnPlay | OnFight, Steps: []Clause{
		{Do: DoChoose, To: Target{Kind: Upgrade}, Say: htSaidLater},
		{Do: DoGo, Say: "Put an upgrade from play into your archives. If you are not the owner of that card and it leaves your archives, put it into its owner’s hand instead.", Go: hgArchiveThat},
	}}}},
	// [REDACTED]: "After you choose Logos as your active house, place 1A
	// from the common supply on [REDACTED]. When there are 4 or more A on
	// [REDACTED], sacrifice it and forge a key at no cost." (Only its own
	// ability puts Æmber on it: the count is read after each.)
	{ID: "[redacted]", Abilities: []Ability{{On: OnHouseChosen, When: &Target{Side: Friendly, House: "logos"}, Steps: []Clause{
		{Do: DoGo, Say: "Place 1A from the common supply on [REDACTED]. When there are 4 or more A on [REDACTED], sacrifice it and forge a key at no cost.", Go: abRedacted},
	}}}},
	// The Colosseum: "After an enemy creature is destroyed while fighting,
	// put a glory counter on The Colosseum. Omni: If there are 6 or more
	// glory counters on The Colosseum, remove 6 and forge a key at current
	// cost."
	{ID: "the-colosseum", Abilities: []Ability{
		{On: abOnDestroyedFighting, Steps: []Clause{{Do: DoGo, Say: "Put a glory counter on The Colosseum.", Go: abGloryIfEnemy}}},
		{On: OnOmni, Steps: []Clause{{Do: DoGo, Say: "If there are 6 or more glory counters on The Colosseum, remove 6 and forge a key at current cost.", Go: abColosseum}}},
	}},
	// Aurascope: "Action: Discard a card. If you do, purge a card of the
	// same type as the discarded card from a discard pile."
	{ID: "aurascope", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoDiscard, To: Target{Kind: AnyCard, Where: InHand}},
		{Do: DoPurge, To: Target{Kind: AnyCard, Where: InDiscard, Is: abSameTypeAsThat}, If: Cond{Is: IfDone}},
	}}}},
	// Reallocation Accessory: "This creature gains, “After Reap: Archive a
	// card. Choose a player. For each card in the chosen player's
	// archives, deal 1D to a creature.”"
	{ID: "reallocation-accessory", Abilities: []Ability{{On: OnReap, Grant: &ThisCreature, Steps: []Clause{
		{Do: DoArchive, To: Target{Kind: AnyCard, Where: InHand}},
		{Do: DoGo, Who: ChosenPlayer, Say: "Choose a player.", Go: abChoosePlayerStep},
		{Do: DoForEach, Per: &Amount{Q: ArchivesOf, Who: ChosenPlayer}, Say: "For each card in the chosen player's archives"},
		{Do: DoDamage, N: 1, To: Target{}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Soul Exchange: "Play: Choose a player. Return the topmost creature
	// from that player’s discard pile to their hand. Destroy a creature
	// controlled by that player."
	{ID: "soul-exchange", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Who: ChosenPlayer, Say: "Choose a player. Return the topmost creature from that player’s discard pile to their hand.", Go: abTopCreatureToHand},
		{Do: DoDestroy, To: Target{Is: abOfChosenPlayer}},
	}}}},
	// Treasure Island: "Each friendly Skyborn creature gains, “After Reap:
	// Move 1A from your pool to Treasure Island.” You may spend A on
	// Treasure Island as if it were in your pool."
	{ID: "treasure-island",
		Abilities: []Ability{{On: OnReap, Grant: &Target{Count: Each, Side: Friendly, House: "skyborn"}, Steps: []Clause{
			{Do: DoGo, Say: "Move 1A from your pool to Treasure Island.", Go: abToTreasureIsland},
		}}},
		Statics: []Static{{Is: SpendableAember}},
	},
	// Ruins of Archonis: "Play: Put 4A on Ruins of Archonis from the
	// common supply. Archive a card. After a player plays their 6th card
	// in a turn, if Ruins of Archonis is ready, move each A from Ruins of
	// Archonis to that player's pool."
	{ID: "ruins-of-archonis",
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{
			{Do: DoGo, Say: "Put 4A on Ruins of Archonis from the common supply.", Go: abPutFourOnThis},
			{Do: DoArchive, To: Target{Kind: AnyCard, Where: InHand}},
		}}},
		Statics: []Static{{Is: abPaysOnSixthPlay}},
	},
	// Dead Man’s Chest: "Play: Put 4A on Dead Man’s Chest from the common
	// supply. Deal 2D to a creature. After 6 or more creatures are
	// destroyed in a turn, if Dead Man’s Chest is ready, move each A from
	// Dead Man’s Chest to the active player's pool."
	{ID: "dead-man-s-chest",
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{
			{Do: DoGo, Say: "Put 4A on Dead Man’s Chest from the common supply.", Go: abPutFourOnThis},
			{Do: DoDamage, N: 2, To: Target{}},
		}}},
		Statics: []Static{{Is: abPaysOnSixDeaths}},
	},
	// SGS Illuminator: "Action: Exhaust up to 4 friendly Sanctum
	// creatures. For each creature exhausted this way, stun and exalt a
	// creature."
	{ID: "sgs-illuminator", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoExhaust, To: Target{Count: UpTo, N: 4, Side: Friendly, House: "sanctum"}},
		{Do: DoForEach, Per: &Amount{Q: DoneThisWay}, Say: "For each creature exhausted this way"},
		{Do: DoStun, To: Target{}},
		{Do: DoExalt, To: ThatOne, And: true},
		{Do: DoRepeat, N: 2},
	}}}},
	// General Order 24: "At the start of each player’s turn, they must
	// choose a creature they control and destroy each creature of the
	// chosen creature’s house. If that player has no creatures in play,
	// destroy General Order 24 instead."
	{ID: "general-order-24", Abilities: []Ability{{On: OnAnyTurnStart, Steps: []Clause{
		{Do: DoGo, Go: abOrder24Empty},
		{Do: DoChoose, To: Target{Is: abActiveControls}, Say: htSaidLater},
		{Do: DoGo, Say: "They must choose a creature they control and destroy each creature of the chosen creature’s house. If that player has no creatures in play, destroy General Order 24 instead.", Go: abDestroyHouseOfThat},
	}}}},
	// Curse of Spontaneity: "Treachery. (This card enters play under your
	// opponent’s control.) At the start of your "draw cards" step, discard
	// your hand."
	{ID: "curse-of-spontaneity", Statics: []Static{{Is: abDiscardsHandAtDraw}}},
	// Mælstrom: "Play: Put each creature on top of its owner's deck in a
	// random order. Gain 2 chains."
	{ID: "mælstrom", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Put each creature on top of its owner's deck in a random order.", Go: abCreaturesOnDecks},
		{Do: DoChains, N: 2},
	}}}},
	// Smite: "Play: Ready and fight with a friendly creature. Deal 2D to
	// the attacked creature’s neighbors." (Its neighbors after the fight;
	// those it had, when it died in it.)
	{ID: "smite", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoReadyAndFight, To: Target{Side: Friendly}},
		{Do: DoGo, Say: "Deal 2D to the attacked creature’s neighbors.", Go: abAttackedNeighbors(2)},
	}}}},
	// Operative Espion: "Elusive. After a player raises the tide during
	// their turn, they may use a creature they control." (The tide is
	// raised by the player whose turn it is: "they" is the active
	// player, whose choose line answers.)
	{ID: "operative-espion", Abilities: []Ability{{On: OnTideRaised, Steps: []Clause{
		{Do: DoUse, May: true, To: Target{Is: abActiveControls}},
	}}}},
	// Picaroon: "Deploy. X is the combined power of Picaroon’s
	// non-Changeling neighbors." (Its power is X.)
	{ID: "picaroon", Statics: []Static{{Is: PowerBonus, N: 1, To: This, Per: &Amount{Q: abNeighborsPower}}}},
	// Knightapult: "Action: The next time a friendly creature enters play
	// this turn, you may have it enter anywhere in your battleline, ready."
	// (Where the log places it; ready, which is never worse.)
	{ID: "knightapult", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoGo, Say: "The next time a friendly creature enters play this turn, you may have it enter anywhere in your battleline, ready.", Go: abNextEntersAnywhere},
	}}}},
	// Dark Discovery: "Play: Name 2 cards. Discard the bottom 2 cards of
	// your opponent's deck. If they are the named cards, purge Dark
	// Discovery and forge a key at no cost." (`choose` names the two cards,
	// then the two discarded.)
	{ID: "dark-discovery", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Name 2 cards. Discard the bottom 2 cards of your opponent's deck. If they are the named cards, purge Dark Discovery and forge a key at no cost.", Go: abDarkDiscovery},
	}}}},
	// Tectonic Shift: "Play: Divide each player’s battleline in half as
	// evenly as possible without changing the order of creatures. For each
	// battleline, destroy each creature in one of the halves." (`choose`
	// names the creatures destroyed.)
	{ID: "tectonic-shift", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Divide each player’s battleline in half as evenly as possible without changing the order of creatures. For each battleline, destroy each creature in one of the halves.", Go: abTectonicShift},
	}}}},
	// Widespread Corruption: "After a player gains A by reaping, a
	// creature they do not control captures that A." (Its ability, with no
	// trigger, is resolved by abReapGained.)
	{ID: "widespread-corruption",
		Statics: []Static{{Is: abCapturesReaped}},
		Abilities: []Ability{{Steps: []Clause{
			{Do: DoCapture, N: 1, Per: &Amount{Q: DoneThisWay}, To: Target{Is: abOfChosenPlayer}},
		}}},
	},
	// Soul Lock: "Your opponent cannot use cards that match the house of
	// any faceup card under Soul Lock. Action: Discard all cards under Soul
	// Lock. Put an enemy creature faceup under Soul Lock."
	{ID: "soul-lock",
		Statics: []Static{{Is: abLocksHouses}},
		Abilities: []Ability{{On: OnAction, Steps: []Clause{
			{Do: DoGo, Say: "Discard all cards under Soul Lock.", Go: abDiscardUnder},
			{Do: DoChoose, To: Target{Side: Enemy}, Say: htSaidLater},
			{Do: DoGo, Say: "Put an enemy creature faceup under Soul Lock.", Go: abThatUnderFaceup},
		}}},
	},
	// Crazy Killing Machine: "Action: Discard the top card of each
	// player’s deck. For each of those cards, destroy a creature or
	// artifact of that card’s house, if able. If 2 cards are not destroyed
	// as a result of this, destroy Crazy Killing Machine." (`choose` names
	// the top cards, yours first, then each card destroyed when several
	// could be.)
	{ID: "crazy-killing-machine", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoGo, Say: "Discard the top card of each player’s deck. For each of those cards, destroy a creature or artifact of that card’s house, if able. If 2 cards are not destroyed as a result of this, destroy Crazy Killing Machine.", Go: abCrazyKillingMachine},
	}}}},
	// Shard of Change: "Action: For each friendly Shard, you may swap a
	// card from your hand with a card of the same type in your discard
	// pile." (`choose` names each pair: the hand's card, then the discard
	// pile's.)
	{ID: "shard-of-change", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoGo, Say: "For each friendly Shard, you may swap a card from your hand with a card of the same type in your discard pile.", Go: abShardOfChange},
	}}}},
	// The Long Con: "Each friendly Stooge cannot reap. Action: Make a
	// Stooge. Destroy any number of friendly Stooges. If 6 or more Stooges
	// are destroyed this way, forge a key at no cost and purge The Long
	// Con."
	{ID: "the-long-con",
		Statics: []Static{{Is: Cannot, Who: You, Verb: VerbReap, To: Target{Count: Each, Side: Friendly, Name: "stooge"}}},
		Abilities: []Ability{{On: OnAction, Steps: []Clause{
			{Do: DoGo, Say: "Make a Stooge.", Go: abMakeStooge},
			{Do: DoDestroy, To: Target{Count: UpTo, N: heAnyNumber, Side: Friendly, Name: "stooge"}},
			{Do: DoGo, Say: "If 6 or more Stooges are destroyed this way, forge a key at no cost and purge The Long Con.", Go: abLongCon},
		}}},
	},
	// Sirs Colossus: "(Play only with the other half of Sirs Colossus.)
	// Taunt. Play: Capture all your opponent’s A, distributed among any
	// number of friendly creatures. After Fight: Move all A from a friendly
	// creature to the common supply." (As Bring Low: the creatures chosen
	// capture 1A each in turn, the last the rest.)
	{ID: "sirs-colossus", Abilities: abSirsColossus},
	// Sirs Colossus, the bottom half: the same printed text.
	{ID: "sirs-colossus2", Abilities: abSirsColossus},
}...)

// handABKeys are batch AB's cards of more keys a step and keys of a colour
// at their own cost (key_forging.go).
var handABKeys = []Script{
	// Forgemaster: "Keys cost –1A. Players may forge 1 additional key
	// during their “forge a key” step."
	{ID: "forgemaster", Statics: []Static{
		{Is: KeyCostMod, N: -1, Who: EachPlayer},
		{Is: abExtraForge, N: 1, Who: EachPlayer},
	}},
	// Relativity Imp: "You cannot forge more than 2 keys each turn. After
	// you forge a key during your “forge a key” step, you may forge
	// another key at current cost."
	{ID: "relativity-imp", Statics: []Static{
		{Is: abForgeCap, N: 2, Who: You},
		{Is: abExtraForge, N: 1, Who: You},
	}},
	// Fighting Expertise: "Red keys cost +1A. While your red key is
	// forged, each friendly creature gains, “After Fight: Steal 1A.”"
	// ("Red keys": every player's, as Forgemaster's "Keys cost –1".)
	{ID: "fighting-expertise",
		Statics:   []Static{{Is: abColourCost, N: 1, To: Target{Name: "red"}, Who: EachPlayer}},
		Abilities: []Ability{{On: OnFight, Grant: &Target{Count: Each, Side: Friendly}, If: hrKey(KeyRed, You), Steps: []Clause{{Do: DoSteal, N: 1}}}},
	},
	// Scheming Expertise: "Blue keys cost +1A. While your blue key is
	// forged, you draw 2 additional cards during your “draw cards” step."
	{ID: "scheming-expertise", Statics: []Static{
		{Is: abColourCost, N: 1, To: Target{Name: "blue"}, Who: EachPlayer},
		{Is: abExtraDraw, N: 2, Who: You, If: hrKey(KeyBlue, You)},
	}},
}
