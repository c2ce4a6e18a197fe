package engine

// handZScripts are cards scripted by hand (issue 16, batch Z). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_z_test.go.
var handZScripts = []Script{
	// Experimental Therapy: "This creature belongs to all houses. Play:
	// Stun and exhaust this creature." Errata (CotA 157): "This creature
	// may be used as if it belonged to the active house. Play: Stun and
	// exhaust this creature."
	{ID: "experimental-therapy", Statics: []Static{{Is: huUsableAnyHouse}}, Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoStun, To: ThisCreature},
		{Do: DoExhaust, To: ThisCreature, And: true, Alt: true},
	}}}},
	// Badge of Unity: "This creature belongs to house Star Alliance in
	// addition to its other houses." (multi_house.go)
	{ID: "badge-of-unity", Statics: []Static{{Is: zAlsoHouse, House: "staralliance"}}},
	// Diplomat Agung: "Play/Fight/Reap: For the remainder of the turn, a
	// friendly creature belongs to the house of your choice in addition
	// to its other houses." (The choose line names the creature, then the
	// house.)
	{ID: "diplomat-agung", Abilities: []Ability{{On: OnPlay | OnFight | OnReap, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		{Do: DoChooseHouse},
		{Do: DoGo, Say: "For the remainder of the turn, that creature belongs to the chosen house in addition to its other houses.", Go: zAlsoChosenHouse},
	}}}},
	// Revo Hooligans: "Elusive. After Reap: Put a paint counter on an
	// artifact. While that artifact has a paint counter, it belongs to
	// house Mars (instead of its other houses)." (houseOf reads the
	// counter, whoever's the artifact is.)
	{ID: "revo-hooligans", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoChoose, To: Target{Kind: Artifact}},
		{Do: DoGo, Say: "Put a paint counter on it. While that artifact has a paint counter, it belongs to house Mars (instead of its other houses).", Go: hsCounterOnThat(zPaint)},
	}}}},
	// Lord Invidius: "Elusive. While Lord Invidius is in the center of
	// your battleline, it gains, “Reap: Take control of an enemy flank
	// creature and exhaust it. While under your control, it belongs to
	// house Dis.”" (house_while_held.go)
	{ID: "lord-invidius", Abilities: []Ability{{On: OnReap, Grant: &This, If: Cond{Is: IfThisInCenter}, Steps: []Clause{
		{Do: DoTakeControl, To: Target{Side: Enemy, Is: AtFlank}},
		{Do: DoExhaust, To: ThatOne, And: true},
		{Do: DoGo, Say: "While under your control, it belongs to house Dis.", Go: hwHeldAs("dis", false)},
	}}}},
	// Brothers in Battle: "Play: Choose a house. For the remainder of the
	// turn, each friendly creature of that house may fight."
	{ID: "brothers-in-battle", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoGo, Say: "For the remainder of the turn, each friendly creature of that house may fight.", Go: zMayFightChosenHouse},
	}}}},
	// Grey Aberrant: "Each creature loses each of its traits." (A target's
	// trait does not match a creature that lost it: ability_hand_z.go.)
	{ID: "grey-aberrant", Statics: []Static{{Is: zLosesTraits, To: Target{Count: Each}}}},
	// Painmail: "This creature gains, “After any player chooses Dis as
	// their active house, put Painmail into its owner’s archives and
	// destroy this creature.”" (Painmail's own ability: the "after a
	// player chooses a house" triggers fire for the cards in play, not for
	// abilities given.)
	{ID: "painmail", Abilities: []Ability{{On: OnHouseChosen, When: &Target{House: "dis"}, Steps: []Clause{
		{Do: DoGo, Say: "Put Painmail into its owner's archives and destroy this creature.", Go: zPainmail},
	}}}},
	// R-Evolution: "This creature and each creature with the same name as
	// it gain, “After Reap: Deal 2D to an enemy creature.”"
	{ID: "r-evolution", Abilities: []Ability{{On: OnReap, Grant: &Target{Count: Each, Is: zSameNameAsParent}, Steps: []Clause{
		{Do: DoDamage, N: 2, To: Target{Side: Enemy}},
	}}}},
	// Cursed Tomb: "Enhance A. Each creature with no A on it gains,
	// “Destroyed: Purge this creature.” If there are no creatures in play,
	// purge Cursed Tomb."
	{ID: "cursed-tomb",
		Statics: []Static{{Is: zPurgedWhile, If: Cond{Is: IfCount, Of: &Target{Count: Each}, Cmp: Equal, N: 0}}},
		Abilities: []Ability{{On: OnDestroyed, Grant: &Target{Count: Each, Is: NoAember}, Steps: []Clause{
			{Do: DoPurge, To: This},
		}}},
	},
	// United Action: "Alpha. Play: For the remainder of the turn, you may
	// play cards from any house for which you have a card in play. You
	// cannot use cards this turn."
	{ID: "united-action", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "For the remainder of the turn, you may play cards from any house for which you have a card in play. You cannot use cards this turn.", Go: zPlayHousesInPlay},
	}}}},
	// Multi-Dimensional Rescue: "Play: Return one card of each type
	// (action, artifact, creature, upgrade) from your discard pile to your
	// hand. For the remainder of the turn, you may play a non-Star
	// Alliance card. Purge Multi-Dimensional Rescue." (The choose line
	// names the cards, in that order; a type the pile lacks is skipped.)
	{ID: "multi-dimensional-rescue", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoReturn, To: Target{Side: Friendly, Kind: ActionCard, Where: InDiscard}},
		{Do: DoReturn, To: Target{Side: Friendly, Kind: Artifact, Where: InDiscard}},
		{Do: DoReturn, To: Target{Side: Friendly, Kind: Creature, Where: InDiscard}},
		{Do: DoReturn, To: Target{Side: Friendly, Kind: Upgrade, Where: InDiscard}},
		{Do: DoLasting, Last: lastPlayOffHouse, House: "staralliance", Dur: UntilTurnEnd},
		{Do: DoPurge, To: This},
	}}}},
	// Blossom Drake: "Blossom Drake gets +1 power for each artifact in
	// play. Each artifact’s text box is considered blank (except for
	// traits)."
	{ID: "blossom-drake", Statics: []Static{
		{Is: PowerBonus, To: This, N: 1, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Kind: Artifact}}},
		{Is: zArtifactsBlank},
	}},
	// Eclectic Ambrosius (the evil twin): "Reap: Put an ignorance counter
	// on an enemy creature. As long as that creature has an ignorance
	// counter, its text box is considered blank (except for traits)."
	{ID: "eclectic-ambrosius-evil-twin", Statics: []Static{{Is: zCounterBlanks}}, Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Enemy}},
		{Do: DoGo, Say: "Put an ignorance counter on it.", Go: hsCounterOnThat(zIgnorance)},
	}}}},
	// Molluscaller: "After Reap: For the remainder of the turn, each
	// friendly Strange Shell gets +3 power and loses all abilities." (The
	// Strange Shells in play as it resolves: their text boxes are blank.)
	{ID: "molluscaller", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoGo, Say: "For the remainder of the turn, each friendly Strange Shell gets +3 power and loses all abilities.", Go: zShellsBlank("strange-shell", 3)},
	}}}},
	// Khrkhar’s Blaster: "This creature gains, “Fight/Reap: You may deal 2D
	// to a creature, or attach Khrkhar’s Blaster to Lieutenant Khrkhar.”
	// After you attach Khrkhar’s Blaster to Lieutenant Khrkhar, ward
	// Lieutenant Khrkhar." (Kirby's Blaster's: the choose line's word says
	// "deal" or "attach".)
	{ID: "khrkhar-s-blaster", Abilities: []Ability{
		hqBlasterGrant("khrkhar-s-blaster", "Khrkhar’s Blaster", "lieutenant-khrkhar", "Lieutenant Khrkhar"),
		{On: OnAttached, Steps: []Clause{
			{Do: DoGo, Say: "It must be Lieutenant Khrkhar", Go: hqAttachedTo("lieutenant-khrkhar")},
			{Do: DoWard, If: Cond{Is: IfDone}, To: Target{Count: Triggering}},
		}},
	}},
	// Molina’s Blaster: "This creature gains, “Fight/Reap: You may deal 2D
	// to a creature, or attach Molina’s Blaster to Armsmaster Molina.”
	// After you attach Molina’s Blaster to Armsmaster Molina, you may deal
	// 3D to a creature."
	{ID: "molina-s-blaster", Abilities: []Ability{
		hqBlasterGrant("molina-s-blaster", "Molina’s Blaster", "armsmaster-molina", "Armsmaster Molina"),
		{On: OnAttached, Steps: []Clause{
			{Do: DoGo, Say: "It must be Armsmaster Molina", Go: hqAttachedTo("armsmaster-molina")},
			{Do: DoDamage, N: 3, May: true, If: Cond{Is: IfDone}, To: Target{}},
		}},
	}},
	// Junkyard Cemetery: "While there is a combined total of 10 or more
	// cards between your purged cards and discard pile, you are haunted.
	// Action: Purge a card in your discard pile."
	{ID: "junkyard-cemetery", Statics: []Static{{Is: zHauntedByPurged}}, Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoPurge, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard}},
	}}}},
	// Spectral Tunneler: "Action: Choose a creature. For the remainder of
	// the turn, that creature is considered a flank creature and gains,
	// “Reap: Draw a card.”"
	{ID: "spectral-tunneler", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "For the remainder of the turn, that creature is considered a flank creature.", Go: zFlankForTurn},
		{Do: DoLastingAbility, Dur: UntilTurnEnd, Lasting: &Ability{On: OnReap, Grant: &ThatOne, Steps: []Clause{
			{Do: DoDraw, N: 1},
		}}},
	}}}},
	// Purple Aeronaut: "After 4 friendly Pilot creatures are used in the
	// same turn, a friendly Nautilixian gains “After Fight: Destroy each
	// enemy creature” for the remainder of that turn." (After the use
	// that is the turn's fourth of a Pilot, Purple Aeronaut's own
	// included: the turn history counts them.)
	{ID: "purple-aeronaut", Abilities: []Ability{{On: OnUseOther | htOnUsed, When: &Target{Side: Friendly, Trait: "pilot"},
		If: Cond{Is: hrIfUsed, Who: You, Cmp: Equal, N: 4, Of: &Target{Trait: "pilot"}}, Steps: []Clause{
			{Do: DoChoose, To: Target{Side: Friendly, Trait: "nautilixian"}},
			{Do: DoLastingAbility, Dur: UntilTurnEnd, Lasting: &Ability{On: OnFight, Grant: &ThatOne, Steps: []Clause{
				{Do: DoDestroy, To: Target{Count: Each, Side: Enemy}},
			}}},
		}}}},
	// The Ulfberht Device: "Each player cannot choose the same active house
	// they chose on their previous turn."
	{ID: "the-ulfberht-device", Statics: []Static{{Is: zNoSameHouse}}},
	// Immortal Greking: "Play: Take control of an enemy creature and place
	// it anywhere in your battleline. Until Immortal Greking leaves play,
	// that creature belongs to Immortal Greking's house. Destroyed: If you
	// are haunted, archive Immortal Greking." (The choose line names the
	// creature, then its place, as battleline_move.go reads it.)
	{ID: "immortal-greking", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoTakeControl, To: Target{Side: Enemy}},
			moveStep("Place it anywhere in your battleline.", mvThat, false, false),
			{Do: DoGo, Say: "Until Immortal Greking leaves play, that creature belongs to Immortal Greking's house.", Go: zHouseOfSelfWhile},
		}},
		{On: OnDestroyed, Steps: []Clause{
			{Do: DoArchive, To: This, If: Cond{Is: IfHaunted}},
		}},
	}},
	// Scowly Caper: "Skirmish. Scowly Caper enters play under your
	// opponent’s control and can be used as if it belonged to any house.
	// At the end of your turn, destroy one of Scowly Caper’s neighbors."
	// (Treachery and Versatile are its keywords, as Infiltrator's.)
	{ID: "scowly-caper", Abilities: []Ability{{On: OnTurnEnd, Steps: []Clause{
		{Do: DoDestroy, To: Target{Is: Neighboring}},
	}}}},
	// Freelancer: "At the start of each turn, the active player takes
	// control of this creature. This creature may be used as if it
	// belonged to the active house."
	{ID: "freelancer", Statics: []Static{{Is: huUsableAnyHouse}}, Abilities: []Ability{{On: OnAnyTurnStart, Grant: &ThisCreature, Steps: []Clause{
		{Do: DoGo, Say: "the active player takes control of this creature.", Go: zActiveTakesThis},
	}}}},
	// Feats of Strength: "Play: For the remainder of the turn, each time
	// an enemy creature is destroyed in a fight, make a token creature."
	// (The deck's token creature, made as the fight's damage settles.)
	{ID: "feats-of-strength", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "For the remainder of the turn, each time an enemy creature is destroyed in a fight, make a token creature.", Go: zTokenOnFightDeaths},
	}}}},
	// Improvised Aviation: "Play: The next creature you play this turn
	// enters play ready. Until the end of your turn it gains, “After
	// Fight: Shuffle an artifact from play into its owner’s deck.”" (Its
	// second ability has no trigger: the creature played is given it.)
	{ID: "improvised-aviation", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoGo, Say: "The next creature you play this turn enters play ready. Until the end of your turn it gains, “After Fight: Shuffle an artifact from play into its owner’s deck.”", Go: zNextCreature(1)},
		}},
		{Steps: []Clause{{Do: DoLastingAbility, Dur: UntilTurnEnd, Lasting: &Ability{On: OnFight, Grant: &ThatOne, Steps: []Clause{
			{Do: DoShuffle, To: Target{Kind: Artifact}},
		}}}}},
	}},
	// Livia the Elder: "Reap: You may exalt Livia the Elder. If you do,
	// each friendly creature’s fight effects and reap effects are
	// fight/reap effects for the remainder of the turn."
	{ID: "livia-the-elder", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoExalt, To: This, May: true},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "Each friendly creature's fight effects and reap effects are fight/reap effects for the remainder of the turn.", Go: zFightReapForTurn},
	}}}},
	// Unity Prism: "Alpha. Play: For the remainder of the turn, you may
	// play cards from any house. You cannot play more than 4 cards this
	// turn (including this one). Scrap: Reveal your hand. Gain 1A for each
	// house represented in it." (The log names the hand revealed, as
	// Transparency Report's.)
	{ID: "unity-prism", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoGo, Say: "For the remainder of the turn, you may play cards from any house. You cannot play more than 4 cards this turn (including this one).", Go: zAnyHouseCapped(4)},
		}},
		{On: OnScrap, Steps: []Clause{
			{Do: DoReveal, To: Target{Count: UpTo, N: heAnyNumber, Kind: AnyCard, Where: InHand}},
			{Do: DoGo, Say: "Gain 1A for each house represented in it.", Go: zGainPerHouseRevealed},
		}},
	}},
}
