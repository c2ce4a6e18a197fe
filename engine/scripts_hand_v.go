package engine

// handVScripts are cards scripted by hand (issue 16, batch V). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_v_test.go. The moves within a
// battleline are battleline_move.go's: the log's choose line says where.
var handVScripts = []Script{
	// Shifting Battlefield: "Play: Move a friendly creature anywhere in your
	// battleline. That creature captures 1."
	{ID: "shifting-battlefield", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		moveStep("Move it anywhere in your battleline.", mvThat, false, false),
		{Do: DoCapture, N: 1, To: Target{Count: That}},
	}}}},
	// Stalwart: "Deploy. Skirmish. Taunt. After Fight: You may move
	// Stalwart anywhere in your battleline."
	{ID: "stalwart", Abilities: []Ability{{On: OnFight, Steps: []Clause{
		moveStep("You may move Stalwart anywhere in your battleline.", mvSelf, false, true),
	}}}},
	// Administrator Pelith: "Enhance . After Reap: You may move a friendly
	// Sanctum creature anywhere in your battleline."
	{ID: "administrator-pelith", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoChoose, May: true, To: Target{Side: Friendly, House: "sanctum"}},
		moveStep("Move it anywhere in your battleline.", mvThat, false, false),
	}}}},
	// Transmuting Lift: "This creature gains, “After Reap: You may move
	// this creature anywhere in its controller’s battleline.”"
	{ID: "transmuting-lift", Abilities: []Ability{{On: OnReap, Grant: &ThisCreature, Steps: []Clause{
		moveStep("You may move this creature anywhere in its controller’s battleline.", mvSelf, false, true),
	}}}},
	// Ostentatious Mount: "This creature gains taunt. Play: Move this
	// creature anywhere in its controller’s battleline."
	{ID: "ostentatious-mount",
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{
			moveStep("Move this creature anywhere in its controller’s battleline.", mvParent, false, false),
		}}},
		Statics: []Static{{Is: KeywordGrant, KW: Taunt, To: ThisCreature}},
	},
	// Tactical Officer Moon: "Assault 2. Play: You may rearrange the
	// creatures in a player’s battleline."
	{ID: "tactical-officer-moon", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		rearrangeStep("You may rearrange the creatures in a player’s battleline.", false, true),
	}}}},
	// Lateral Thrusters: "This creature gains, “At the start of your turn,
	// you may rearrange the creatures in your battleline.”"
	{ID: "lateral-thrusters", Abilities: []Ability{{On: OnTurnStart, Grant: &ThisCreature, Steps: []Clause{
		rearrangeStep("You may rearrange the creatures in your battleline.", false, false),
	}}}},
	// Malison: "After Fight: You may move an enemy creature anywhere in its
	// controller’s battleline. Then, if it is on a flank, it captures 1A
	// from its own side."
	{ID: "malison", Abilities: []Ability{{On: OnFight, Steps: []Clause{
		{Do: DoChoose, May: true, To: Target{Side: Enemy}},
		moveStep("Move it anywhere in its controller’s battleline.", mvThat, false, false),
		{Do: DoGo, Say: "Then, if it is on a flank, it captures 1A from its own side.", Go: hvCaptureOwnOnFlank},
	}}}},
	// Thorium Plasmate: "Play: Move an enemy creature anywhere in its
	// controller’s battleline. Deal 2D to that creature for each of its
	// neighbors that shares a house with it."
	{ID: "thorium-plasmate", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Enemy}},
		moveStep("Move it anywhere in its controller’s battleline.", mvThat, false, false),
		{Do: DoGo, Say: "Deal 2D to that creature for each of its neighbors that shares a house with it.", Go: hvDamagePerHouseNeighbor},
	}}}},
	// Han Peregrine: "After Fight/After Reap: You may exalt Han Peregrine.
	// If you do, fully heal a damaged creature and move it to either flank
	// of its controller's battleline."
	{ID: "han-peregrine", Abilities: []Ability{{On: OnFight | OnReap, Steps: []Clause{
		{Do: DoExalt, May: true, To: This},
		{Do: DoHeal, To: Target{Is: Damaged}, If: Cond{Is: IfDone}},
		hvIfDone(moveStep("Move it to either flank of its controller’s battleline.", mvThat, true, false)),
	}}}},
	// Placeholder: "Play: Move a creature to a flank of its controller’s
	// battleline and deal 2 to it. If it is not destroyed, repeat the
	// preceding effect."
	{ID: "placeholder", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		moveStep("Move it to a flank of its controller’s battleline", mvThat, true, false),
		{Do: DoDamage, N: 2, To: Target{Count: That}, And: true},
		{Do: DoRepeat, N: 2, If: Cond{Is: IfThatSurvived}},
	}}}},
	// Aero O’Fore: "While Aero O'Fore is in the center of your battleline,
	// it gains, “After Reap: You may rearrange other friendly creatures in
	// your battleline. Each friendly flank creature captures 2.”"
	{ID: "aero-o-fore", Abilities: []Ability{{On: OnReap, If: Cond{Is: IfThisInCenter}, Steps: []Clause{
		rearrangeStep("You may rearrange other friendly creatures in your battleline.", true, false),
		{Do: DoCapture, N: 2, To: Target{Count: Each, Side: Friendly, Is: AtFlank}},
	}}}},
	// Ley, Earl of Hurl: "Destroyed: If Ley, Earl of Hurl is not on a
	// flank, fully heal it, exhaust it, ward it, and move it to a flank
	// instead." (The flank is a word of the choose line, as Reassembling
	// Automaton's; else the nearer one.)
	{ID: "ley-earl-of-hurl", Abilities: []Ability{{On: OnDestroyed, If: Cond{Is: IfThisNotFlank}, Steps: []Clause{
		{Do: DoGo, Say: "Fully heal it, exhaust it, ward it, and move it to a flank instead.", Go: hvLey},
	}}}},
	// Lifeweb: "Play: If your opponent played 3 or more creatures on their
	// previous turn, steal 2A."
	{ID: "lifeweb", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoSteal, N: 2, If: Cond{Is: hrIfPlayed, Who: Opponent, Cmp: AtLeast, N: 3, Of: &Target{}}},
	}}}},
	// Master Strategist (archon power): "Each friendly Skyborn creature
	// gains deploy and “After Fight/After Reap: You may move this creature
	// anywhere in your battleline.”"
	{ID: "master-strategist",
		Abilities: []Ability{{On: OnFight | OnReap, Grant: &hvFriendlySkyborn, Steps: []Clause{
			moveStep("You may move this creature anywhere in your battleline.", mvSelf, false, true),
		}}},
		Statics: []Static{{Is: KeywordGrant, KW: Deploy, To: hvFriendlySkyborn}},
	},
	// Crassosaurus: "Elusive. Play: Capture 10A from any combination of
	// players. Then, if Crassosaurus has fewer than 10A on it, purge
	// Crassosaurus."
	{ID: "crassosaurus", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Capture 10A from any combination of players.", Go: hvCaptureFromBoth},
		{Do: DoGo, Say: "Then, if Crassosaurus has fewer than 10A on it, purge Crassosaurus.", Go: hvPurgeBelow10},
	}}}},
	// Shell of a Ghost: "Play: Destroy each creature that is not on a
	// flank. Put a creature from any discard pile into play under your
	// control. Gain 2 chains." (On the right flank, or the left when the
	// choose line says left after the card.)
	{ID: "shell-of-a-ghost", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Count: Each, Is: NotAtFlank}},
		{Do: DoChoose, To: Target{Where: InDiscard}},
		{Do: DoGo, Say: "Put it into play under your control.", Go: hvIntoPlayFromDiscard},
		{Do: DoChains, N: 2},
	}}}},
	// Beehemoth: "Poison. At the start of your turn, give a creature a +1
	// power counter. After Reap: Move Beehemoth anywhere in your
	// battleline. Remove each +1 power counter from Beehemoth’s neighbors.
	// For each +1 power counter removed this way, gain 1."
	{ID: "beehemoth", Abilities: []Ability{
		{On: OnTurnStart, Steps: []Clause{{Do: DoPowerCounters, N: 1, To: Target{}}}},
		{On: OnReap, Steps: []Clause{
			moveStep("Move Beehemoth anywhere in your battleline.", mvSelf, false, false),
			{Do: DoGo, Say: "Remove each +1 power counter from Beehemoth’s neighbors. For each +1 power counter removed this way, gain 1A.", Go: hvHarvestNeighborCounters},
		}},
	}},
	// Raider of the Peaks: "At the start of your turn, the player who
	// controls the most powerful creature discards the top card of their
	// deck." (Most powerful creatures of both players tied: the active
	// player chooses one, as the glossary says, and the choose line names
	// it.)
	{ID: "raider-of-the-peaks", Abilities: goAbility(OnTurnStart,
		"The player who controls the most powerful creature discards the top card of their deck.", hvMostPowerfulDiscards)},
	// The Amasser: "Each time your opponent draws a card, make a token
	// creature on your right flank."
	{ID: "the-amasser", Abilities: []Ability{{On: hvOnOppDraws, Steps: []Clause{{Do: DoToken, N: 1}}}}},
	// Book of Malefaction: "After your A is stolen, put a warrant counter
	// on Book of Malefaction for each A stolen. Omni: Remove a warrant
	// counter from Book of Malefaction. If you do, purge a creature."
	{ID: "book-of-malefaction", Abilities: []Ability{
		{On: hvOnOwnStolen, Steps: []Clause{{Do: DoGo, Say: "Put a warrant counter on Book of Malefaction.", Go: func(x *Ctx) {
			x.r.did = x.g.hsAddCounters(x.Self, "warrant", 1) > 0
		}}}},
		{On: OnOmni, Steps: []Clause{
			{Do: DoGo, Say: "Remove a warrant counter from Book of Malefaction.", Go: hvRemoveWarrant},
			{Do: DoPurge, To: Target{}, If: Cond{Is: IfDone}},
		}},
	}},
	// Turnkey: "Play: Unforge an opponent’s key. If you do, when Turnkey
	// leaves play, your opponent forges a key at no cost."
	{ID: "turnkey", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoUnforge, Who: Opponent},
			{Do: DoGo, If: Cond{Is: IfDone}, Say: "When Turnkey leaves play, your opponent forges a key at no cost.", Go: hvOweKey},
		}},
		{On: OnLeavesPlay, Steps: []Clause{{Do: DoGo, Say: "If Turnkey unforged a key, your opponent forges a key at no cost.", Go: hvPayKey}}},
	}},
}

// hvFriendlySkyborn is "each friendly Skyborn creature".
var hvFriendlySkyborn = Target{Count: Each, Side: Friendly, House: "skyborn"}

// hvIfDone puts a step under "if you do".
func hvIfDone(c Clause) Clause {
	c.If = Cond{Is: IfDone}
	return c
}
