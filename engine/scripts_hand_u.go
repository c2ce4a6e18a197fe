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
	// Molephin: "Hazardous 3. After A is stolen from you, deal 1D to each
	// enemy creature for each A stolen." (huStolen deals it.)
	{ID: "molephin", Statics: []Static{{Is: huStolenHurts}}},
	// Redhand Registry: "After A is stolen from you, your opponent skips
	// the "forge a key" step during their next turn."
	{ID: "redhand-registry", Statics: []Static{{Is: huStolenSkipsForge}}},
	// Sir Marrows: "After your opponent gains A by reaping, Sir Marrows
	// captures it."
	{ID: "sir-marrows", Statics: []Static{{Is: huCapturesReaped}}},
	// Loyal Packmate: "Taunt. Enemy creatures cannot be used to fight
	// friendly creatures unless the friendly creature has taunt."
	// (huFightTarget flags such a fight.)
	{ID: "loyal-packmate", Statics: []Static{{Is: huGuardsUntaunted}}},
	// Customs Office: "Your opponent must pay you 1A in order to play an
	// artifact." (huArtifactTolls makes them pay, or flags the play.)
	{ID: "customs-office", Statics: []Static{{Is: huArtifactToll}}},
	// Aedile Tullia: "Each time you exalt a friendly non-token creature,
	// make a token creature."
	{ID: "aedile-tullia", Abilities: []Ability{{On: huOnExalted, When: &Target{Side: Friendly, Is: huNonToken}, Steps: []Clause{
		{Do: DoToken, N: 1},
	}}}},
	// Kretchee: "Each time a player exalts a creature or a creature
	// captures A, put 1A on that creature from the common supply."
	{ID: "kretchee", Abilities: []Ability{{On: huOnExalted | huOnCaptures, Steps: []Clause{
		{Do: DoGo, Say: "Put 1A on that creature from the common supply.", Go: huPutAemberOnIt},
	}}}},
	// Harmonic Ritual: "Play: Choose a friendly creature. If its left
	// neighbor shares a house with it, gain 1A and repeat this effect on
	// that creature."
	{ID: "harmonic-ritual", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		{Do: DoGo, Say: "If its left neighbor shares a house with it, gain 1A and repeat this effect on that creature.", Go: huHarmonicRitual},
	}}}},
	// Phalanx Strike: "Play: Choose a creature. Deal 1D to it for each
	// friendly creature. You may exalt a friendly creature to repeat the
	// preceding effect."
	{ID: "phalanx-strike", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoDamage, N: 1, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly}}, To: ThatOne},
		{Do: DoExalt, May: true, To: Target{Side: Friendly}},
		{Do: DoRepeat, N: 3, If: Cond{Is: IfDone}},
	}}}},
	// Befuddle: "Play: Choose a house on your opponent’s identity card.
	// During their next turn, they cannot play cards of other houses."
	{ID: "befuddle", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoLasting, Last: huLastOnlyHouse, Who: Opponent, Dur: UntilNextTurn, To: Target{Is: ChosenHouse}},
	}}}},
	// Suspendamander: "After Fight: Choose a house. Your opponent cannot
	// play action cards of that house during their next turn."
	{ID: "suspendamander", Abilities: []Ability{{On: OnFight, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoLasting, Last: huLastNoActionsOf, Who: Opponent, Dur: UntilNextTurn, To: Target{Is: ChosenHouse}},
	}}}},
	// Allusions of Grandeur: "Play: Choose a house on your opponent's
	// identity card. If your opponent does not choose that house as their
	// active house on their next turn, gain 3A."
	{ID: "allusions-of-grandeur", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoLasting, Last: huLastMissGain, N: 3, Who: Opponent, Dur: UntilNextTurn, To: Target{Is: ChosenHouse}},
	}}}},
	// Watch Your Step: "Play: Choose a house on your opponent’s identity
	// card. If they do not choose that house as their active house during
	// their next turn, make 2 token creatures and ready them."
	{ID: "watch-your-step", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoLasting, Last: huLastMissTokens, N: 2, Who: Opponent, Dur: UntilNextTurn, To: Target{Is: ChosenHouse}},
	}}}},
	// Sandhopper: "Action: Return a friendly creature to its owner’s hand.
	// If you do, you may play a non‑Ekwidon creature from your hand."
	{ID: "sandhopper", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoReturn, To: Target{Side: Friendly}},
		{Do: DoChoose, May: true, If: Cond{Is: IfDone}, To: Target{Side: Friendly, Where: InHand, House: "ekwidon", Is: NotHouse}},
		{Do: DoGo, Say: "play it", If: Cond{Is: IfDone}, Go: hnPlayThatFromHand},
	}}}},
	// Blast from the Past: "Play: Exalt a friendly creature. Archive a
	// Saurian creature from your discard pile. Deal damage equal to the
	// archived creature’s power to an enemy creature." (Its printed power:
	// it is out of play.)
	{ID: "blast-from-the-past", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoExalt, To: Target{Side: Friendly}},
		{Do: DoArchive, To: Target{Side: Friendly, House: "saurian", Where: InDiscard}},
		{Do: DoDamage, N: 1, Per: &Amount{Q: huPowerOfThat}, To: Target{Side: Enemy}, If: Cond{Is: IfDone}},
	}}}},
	// Grizzled Wyvern: "Play: Capture 6A from any combination of players.
	// Then, if Grizzled Wyvern has fewer than 6A on it, destroy it." (The
	// choose line's number is how many from the opponent; the rest comes
	// from its controller.)
	{ID: "grizzled-wyvern", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseNumber, Say: "How many from your opponent"},
		{Do: DoGo, Say: "Capture 6A from any combination of players. Then, if Grizzled Wyvern has fewer than 6A on it, destroy it.", Go: huWyvernCapture},
	}}}},
	// Necromorph: "Destroyed: If Necromorph has a non-Star Alliance
	// neighbor, fully heal Necromorph and destroy that neighbor instead."
	{ID: "necromorph", Abilities: []Ability{{On: OnDestroyed, Steps: []Clause{
		{Do: DoChoose, To: Target{Is: Neighboring | NotHouse, House: "staralliance"}},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "Fully heal Necromorph and destroy that neighbor instead.", Go: huNecromorph},
	}}}},
	// Reassembling Automaton: "Destroyed: If you have any other creatures
	// in play, instead of destroying Reassembling Automaton, fully heal
	// it, exhaust it, and move it to a flank." (The flank is a word of the
	// choose line, as Tyxl Beambuckler's.)
	{ID: "reassembling-automaton", Abilities: goAbility(OnDestroyed,
		"If you have any other creatures in play, instead of destroying Reassembling Automaton, fully heal it, exhaust it, and move it to a flank.", huReassemble)},
	// Paradox Shield: "This creature gains “Destroyed: Discard cards from
	// the top of your deck equal to this creature’s power. If you do,
	// fully heal this creature and destroy Paradox Shield instead.”"
	{ID: "paradox-shield", Abilities: []Ability{{On: OnDestroyed, Grant: &ThisCreature, Steps: []Clause{
		{Do: DoGo, Say: "Discard cards from the top of your deck equal to this creature’s power. If you do, fully heal this creature and destroy Paradox Shield instead.", Go: huParadox},
	}}}},
	// Academy Training: "If you control this creature, it belongs to house
	// Logos. (Instead of its original house.) This creature gains, “Reap:
	// Draw a card.”"
	{ID: "academy-training",
		Statics:   []Static{{Is: huBelongsWhileControlled, House: "logos"}},
		Abilities: []Ability{{On: OnReap, Grant: &ThisCreature, Steps: []Clause{{Do: DoDraw, N: 1}}}},
	},
	// Mantle of the Zealot: "This creature gains, “You may use this
	// creature as if it belonged to the active house.”"
	{ID: "mantle-of-the-zealot", Statics: []Static{{Is: huUsableAnyHouse}}},
	// Staff Sergeant Rhea: "Staff Sergeant Rhea's neighbors may be used as
	// if they belonged to house Star Alliance. Scrap: Ready and use a
	// friendly creature."
	{ID: "staff-sergeant-rhea",
		Statics:   []Static{{Is: huNeighborsUsableAs, House: "staralliance"}},
		Abilities: []Ability{{On: OnScrap, Steps: []Clause{{Do: DoReadyAndUse, To: Target{Side: Friendly}}}}},
	},
	// Slippery Tentacle: "If a friendly Legendary Keyraken is not in play,
	// archive Slippery Tentacle. After Reap: Gain 1A. Destroyed: Deal 3D
	// to a friendly Legendary Keyraken."
	{ID: "slippery-tentacle",
		Statics: []Static{{Is: huArchivedWithout, To: Target{Name: "legendary-keyraken"}}},
		Abilities: []Ability{
			{On: OnReap, Steps: []Clause{{Do: DoGain, N: 1}}},
			{On: OnDestroyed, Steps: []Clause{{Do: DoDamage, N: 3, To: Target{Side: Friendly, Name: "legendary-keyraken"}}}},
		},
	},
	// Crushing Tentacle: "Assault 3. If a friendly Legendary Keyraken is
	// not in play, archive Crushing Tentacle. Destroyed: Deal 3D to a
	// friendly Legendary Keyraken."
	{ID: "crushing-tentacle",
		Statics:   []Static{{Is: huArchivedWithout, To: Target{Name: "legendary-keyraken"}}},
		Abilities: []Ability{{On: OnDestroyed, Steps: []Clause{{Do: DoDamage, N: 3, To: Target{Side: Friendly, Name: "legendary-keyraken"}}}}},
	},
	// Panpaca, Jaga: "Skirmish. Creatures to the left of Panpaca, Jaga in
	// the battleline gain skirmish."
	{ID: "panpaca-jaga", Statics: []Static{{Is: KeywordGrant, KW: Skirmish, To: Target{Count: Each, Side: Friendly, Is: hoLeftOfIt}}}},
	// Chronophage: "Your opponent's creatures and artifacts gain omega.
	// (After they play that card, end the current step.)"
	{ID: "chronophage", Statics: []Static{{Is: huGivesOmega}}},
	// Master of the Grey: "Your opponent cannot resolve bonus icons on
	// cards they play." (The Æmber bonus is a bonus icon too.)
	{ID: "master-of-the-grey", Statics: []Static{{Is: huRule, N: huNoIcons}}},
	// De-Doss: "This creature gains, “Your opponent cannot play creatures
	// more powerful than this creature.”" (A creature in hand has its
	// printed power.)
	{ID: "de-doss", Statics: []Static{{Is: huRule, N: huNoStrongerPlays}}},
	// Fortune Reverser: "This creature's text box is considered blank,
	// except for traits. Play: Destroy all other upgrades attached to this
	// creature."
	{ID: "fortune-reverser",
		Statics: []Static{{Is: huRule, N: huBlanks}},
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{
			{Do: DoGo, Say: "Destroy all other upgrades attached to this creature.", Go: huDestroyOtherUpgrades},
		}}},
	},
	// Zizok: "Skirmish. Splash-attack 1. After an enemy creature is
	// destroyed by Zizok’s splash-attack damage, ready Zizok."
	{ID: "zizok", Statics: []Static{{Is: huRule, N: huReadyOnSplashKill}}},
	// Efficient Æmber Burner: "This creature gains, “Your opponent’s keys
	// cost –1A for each A on this creature.” This creature gains, “After
	// Reap: Exalt this creature.”"
	{ID: "efficient-æmber-burner",
		Statics:   []Static{{Is: KeyCostMod, N: -1, Who: Opponent, Per: &Amount{Q: AemberOnCards, Of: ThisCreature}}},
		Abilities: []Ability{{On: OnReap, Grant: &ThisCreature, Steps: []Clause{{Do: DoExalt, To: This}}}},
	},
	// Kaspara: "X is the combined total of A between each player’s pools.
	// Each friendly Geistoid creature gains, “Play/Destroyed: Each player
	// gains 1A.”" (X: its power, printed as none.)
	{ID: "kaspara",
		Statics: []Static{{Is: PowerBonus, N: 1, To: This, Per: &Amount{Q: AemberOf, Who: EachPlayer}}},
		Abilities: []Ability{{On: OnPlay | OnDestroyed, Grant: &Target{Count: Each, Side: Friendly, House: "geistoid"}, Steps: []Clause{
			{Do: DoGain, N: 1, Who: EachPlayer},
		}}},
	},
	// Azuretooth: "Enhance. After Fight/After Reap: Move each A from a
	// friendly creature to your pool. Give control of that creature to your
	// opponent."
	{ID: "azuretooth", Abilities: []Ability{{On: OnFight | OnReap, Steps: []Clause{
		{Do: DoTakeAember, To: Target{Side: Friendly}},
		{Do: DoGo, Say: "Give control of that creature to your opponent.", Go: huGiveThatAway},
	}}}},
	// Gegrrŏkŭŭ Sapper: "Play/After Fight: Take control of an enemy
	// artifact. Give your opponent control of Gegrrŏkŭŭ Sapper. Scrap:
	// Destroy a friendly artifact. If you do, destroy an enemy artifact."
	{ID: "gegrrŏkŭŭ-sapper", Abilities: []Ability{
		{On: OnPlay | OnFight, Steps: []Clause{
			{Do: DoTakeControl, To: Target{Side: Enemy, Kind: Artifact}},
			{Do: DoGo, Say: "Give your opponent control of Gegrrŏkŭŭ Sapper.", Go: huGiveSelfAway},
		}},
		{On: OnScrap, Steps: []Clause{
			{Do: DoDestroy, To: Target{Side: Friendly, Kind: Artifact}},
			{Do: DoDestroy, To: Target{Side: Enemy, Kind: Artifact}, If: Cond{Is: IfDone}},
		}},
	}},
	// Badgemagus: "Deploy. Fight: Ready and fight with each of Badgemagus's
	// neighbors, one at a time." (The player chooses which first.)
	{ID: "badgemagus", Abilities: []Ability{{On: OnFight, Steps: []Clause{
		{Do: DoReadyAndFight, To: Target{Is: Neighboring}},
		{Do: DoReadyAndFight, To: Target{Is: Neighboring | NotThat}},
	}}}},
	// Primordial: "Attach only to a friendly Legendary Keyraken. It gains,
	// “After Reap: Draw 2 cards.”"
	{ID: "primordial",
		Statics:   []Static{{Is: huRule, N: huAttachOnly, To: Target{Side: Friendly, Name: "legendary-keyraken"}}},
		Abilities: []Ability{{On: OnReap, Grant: &ThisCreature, Steps: []Clause{{Do: DoDraw, N: 2}}}},
	},
	// Titanic Maw: "Enhance. Attach only to a friendly Legendary Keyraken.
	// It gains skirmish and splash-attack 3."
	{ID: "titanic-maw", Statics: []Static{
		{Is: huRule, N: huAttachOnly, To: Target{Side: Friendly, Name: "legendary-keyraken"}},
		{Is: KeywordGrant, KW: Skirmish, To: ThisCreature},
		{Is: KeywordGrant, KW: SplashAttack, N: 3, To: ThisCreature, And: true},
	}},
	// Ethereal Adaptor: "This creature gains, “You may spend A on this
	// creature as if it were in your pool.”"
	{ID: "ethereal-adaptor", Statics: []Static{{Is: SpendableAember, To: ThisCreature}}},
	// E’e on the Fringes: "Elusive. During your turn, after you discard a
	// Dis card from your hand, you may purge a Dis card from a discard
	// pile. If you do, steal 1A."
	{ID: "e-e-on-the-fringes", Abilities: []Ability{{On: htOnOwnDiscard, When: &Target{Kind: AnyCard, House: "dis"}, If: Cond{Is: IfYourTurn}, Steps: []Clause{
		{Do: DoPurge, May: true, To: Target{Kind: AnyCard, House: "dis", Where: InDiscard}},
		{Do: DoSteal, N: 1, If: Cond{Is: IfDone}},
	}}}},
	// Witch Queen: "Each other friendly Witch creature enters play ready.
	// While Witch Queen is in the center of your battleline, each other
	// friendly Witch creature gains skirmish, elusive, poison, and
	// “Destroyed: Return this creature to its owner’s hand.”"
	{ID: "witch-queen",
		Statics: []Static{
			{Is: FriendsEnterReady, To: huOtherWitches},
			{Is: KeywordGrant, KW: Skirmish, To: huOtherWitches, If: huQueenInCenter},
			{Is: KeywordGrant, KW: Elusive, To: huOtherWitches, If: huQueenInCenter},
			{Is: KeywordGrant, KW: Poison, To: huOtherWitches, If: huQueenInCenter},
		},
		Abilities: []Ability{{On: OnDestroyed, Grant: &huOtherWitches, Steps: []Clause{
			{Do: DoGo, Say: "If a friendly Witch Queen is in the center of your battleline, return this creature to its owner’s hand.", Go: huWitchReturn},
		}}},
	},
	// Cadet Allison (both halves): "(Play only with the other half of Cadet
	// Allison.) Play/After Reap: Discard a random card from your hand. If
	// you do, the discarded card’s house becomes your active house." (The
	// top half is the creature in play, as Deusillus's.)
	{ID: "cadet-allison", Abilities: huCadetAllison},
	{ID: "cadet-allison2", Abilities: huCadetAllison},
	// The Chosen One: "Instead of readying creatures they control during
	// their “ready cards” step, your opponent deals 1D to The Chosen One for
	// each exhausted creature they control." (Their artifacts ready.)
	{ID: "the-chosen-one", Statics: []Static{{Is: huRule, N: huChosenOne}}},
	// Shield-U-Later (evil twin): "Shield-U-Later may be played as an
	// upgrade instead of a creature, with the text: “This creature loses
	// all armor and gets –2 power.”" (Played on a creature it is an
	// upgrade, as Securi-Droid: hgMayBeUpgrade reads its "this creature"
	// constant abilities; the armor is Corrosive Monk's 0.)
	{ID: "shield-u-later-evil-twin", Statics: []Static{
		{Is: hpZeroArmor, N: 1, To: ThisCreature},
		{Is: PowerBonus, N: -2, To: ThisCreature},
	}},
	// T3R-35A: "T3R-35A may be used as if it belonged to either of its
	// neighbor's houses. T3R-35A may be played as an upgrade instead of a
	// creature, with the text: “This creature may be used as if it belonged
	// to either of its neighbor's houses.”"
	{ID: "t3r-35a", Statics: []Static{
		{Is: huRule, N: huNeighborHouses, To: This},
		{Is: huRule, N: huNeighborHouses, To: ThisCreature},
	}},
	// Harland Mindlock: "Play: Take control of an enemy flank creature
	// until Harland Mindlock leaves play." (Its "Leaves Play:" gives the
	// creature back.)
	{ID: "harland-mindlock", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoChoose, To: Target{Side: Enemy, Is: AtFlank}},
			{Do: DoGo, Say: "Take control of it until Harland Mindlock leaves play.", Go: huBorrowThat},
		}},
		{On: OnLeavesPlay, Steps: []Clause{
			{Do: DoGo, Say: "Its previous controller takes back the creature Harland Mindlock took control of.", Go: huGiveBack},
		}},
	}},
	// Collar of Subordination: "You control this creature." (Taken when it
	// is attached; its "Leaves Play:" gives the creature back.)
	{ID: "collar-of-subordination", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "You control this creature.", Go: huBorrowParent}}},
		{On: OnLeavesPlay, Steps: []Clause{
			{Do: DoGo, Say: "Its previous controller takes this creature back.", Go: huGiveBack},
		}},
	}},
}

// huOtherWitches is "each other friendly Witch creature" (Witch Queen).
var huOtherWitches = Target{Count: Each, Side: Friendly, Trait: "witch", Is: Other}

// huQueenInCenter is "while Witch Queen is in the center of your
// battleline" (its Of, unread, keeps each grant a sentence of its own).
var huQueenInCenter = Cond{Is: IfThisInCenter, Of: &huOtherWitches}

// huCadetAllison is both halves' text (Cadet Allison).
var huCadetAllison = []Ability{{On: OnPlay | OnReap, Steps: []Clause{
	{Do: DoDiscardRandom, N: 1},
	{Do: DoGo, If: Cond{Is: IfDone}, Say: "the discarded card’s house becomes your active house.", Go: huDiscardedHouseActive},
}}}

// handUHeld are batch U's scripts that are right but make the TCO import
// worse today: not registered; their tests install them (installHeld).
// handUHeld is empty: Sil-A-T8, which this batch wrote and held, is
// batch D's, registered (scripts_hand_d.go).
var handUHeld = []Script{}
