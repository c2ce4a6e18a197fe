package engine

// handRScripts are cards scripted by hand (issue 16, batch R): most read
// the turn history (turn_history.go). A clause the language cannot say is
// a small closure (DoGo) whose English is its Say; each card's test is in
// scripts_hand_r_test.go.
var handRScripts = []Script{
	// Alaka: "If you have used a creature to fight this turn, Alaka enters
	// play ready."
	{ID: "alaka", Statics: []Static{{Is: EntersReady, If: hrFoughtThisTurn}}},
	// Mega Alaka: "If you have used a creature to fight this turn, Mega
	// Alaka enters play ready."
	{ID: "mega-alaka", Statics: []Static{{Is: EntersReady, If: hrFoughtThisTurn}}},
	// Nightforge: "Play: If you have not forged a key this turn, you may
	// forge a key at +4A current cost."
	{ID: "nightforge", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoForge, N: 4, May: true, If: Cond{Is: hrIfForged, Cmp: Equal, N: 0}},
	}}}},
	// Overrun: "Play: If 3 or more enemy creatures have been destroyed this
	// turn, your opponent loses 2A."
	{ID: "overrun", Abilities: goAbility(OnPlay, "If 3 or more enemy creatures have been destroyed this turn, your opponent loses 2A.", hrOverrun)},
	// Recruit: "Play: Make a token creature. If you exalted a friendly
	// creature this turn, archive Recruit."
	{ID: "recruit", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoToken, N: 1},
		{Do: DoGo, Say: "If you exalted a friendly creature this turn, archive Recruit.", Go: hrArchiveSelfIf(histExalted)},
	}}}},
	// Sneaky Feats: "Play: Make a token creature. If you have stolen at
	// least 1A this turn, archive Sneaky Feats."
	{ID: "sneaky-feats", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoToken, N: 1},
		{Do: DoGo, Say: "If you have stolen at least 1A this turn, archive Sneaky Feats.", Go: hrArchiveSelfIf(histStole)},
	}}}},
	// Key Hammer: "Play: If your opponent forged a key on their previous
	// turn, unforge it. Your opponent gains 6A."
	{ID: "key-hammer", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoUnforge, Who: Opponent, If: hrOppForgedLast},
		{Do: DoGain, N: 6, Who: Opponent},
	}}}},
	// Tendrils of Pain: "Play: Deal 1D to each creature. Deal an additional
	// 3D to each creature if your opponent forged a key on their previous
	// turn." (One damage of 4 then, not two: armor sees it once.)
	{ID: "tendrils-of-pain", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDamage, N: 1, To: Target{Count: Each}, If: Cond{Is: hrIfForged, Who: Opponent, Cmp: Equal, N: 0}},
		{Do: DoDamage, N: 4, To: Target{Count: Each}, If: hrOppForgedLast},
	}}}},
	// Sloth: "At the end of your turn, if you did not use any creatures
	// this turn, gain 1A for each friendly Sin creature."
	{ID: "sloth", Abilities: []Ability{{On: OnTurnEnd, If: Cond{Is: hrIfUsed, Cmp: Equal, N: 0, Of: &Target{}}, Steps: []Clause{
		{Do: DoGain, N: 1, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly, Trait: "sin"}}},
	}}}},
	// Giant Sloth: "You cannot use this card unless you have discarded an
	// Untamed card from your hand this turn. Action: Gain 3A."
	{ID: "giant-sloth",
		Statics:   hrCannotUse(This, Cond{Is: hrIfDiscarded, Cmp: Equal, N: 0, Of: &Target{Kind: AnyCard, House: "untamed"}}),
		Abilities: []Ability{{On: OnAction, Steps: []Clause{{Do: DoGain, N: 3}}}},
	},
	// Earthbind: "This creature cannot be used unless its controller has
	// discarded a card this turn."
	{ID: "earthbind", Statics: hrCannotUse(ThisCreature, Cond{Is: hrIfDiscarded, Who: ThatController, Cmp: Equal, N: 0})},
	// Spectral Ruth: "Play: If you forged a key this turn, archive your
	// discard pile. Destroyed: If you are haunted, archive Spectral Ruth."
	{ID: "spectral-ruth", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoArchive, To: Target{Count: Each, Side: Friendly, Kind: AnyCard, Where: InDiscard}, If: hrForgedThisTurn},
		}},
		{On: OnDestroyed, Steps: []Clause{{Do: DoArchive, To: This, If: Cond{Is: IfHaunted, Who: You}}}},
	}},
	// Redlock: "Skirmish. At the end of your turn, if you did not play any
	// creatures this turn, gain 1A."
	{ID: "redlock", Abilities: []Ability{{On: OnTurnEnd, If: Cond{Is: hrIfPlayed, Cmp: Equal, N: 0, Of: &Target{}}, Steps: []Clause{
		{Do: DoGain, N: 1},
	}}}},
	// Smiling Ruth: "Elusive. Reap: If you forged a key this turn, take
	// control of an enemy flank creature."
	{ID: "smiling-ruth", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoTakeControl, To: Target{Side: Enemy, Is: AtFlank}, If: hrForgedThisTurn},
	}}}},
	// Epic Quest: "Play: Archive each friendly Knight creature in play.
	// Omni: If you have played 7 or more Sanctum cards this turn, sacrifice
	// Epic Quest and forge a key at no cost."
	{ID: "epic-quest", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoArchive, To: Target{Count: Each, Side: Friendly, Trait: "knight"}}}},
		{On: OnOmni, If: Cond{Is: hrIfPlayed, Cmp: AtLeast, N: 7, Of: &Target{Kind: AnyCard, House: "sanctum"}}, Steps: []Clause{
			{Do: DoSacrifice, To: This},
			{Do: DoGo, And: true, Say: "forge a key at no cost", Go: hrForgeFree},
		}},
	}},
	// Curse of Cowardice: "Treachery. At the end of your turn, if you did
	// not use any creatures to fight this turn, lose 2A. If there are no
	// friendly creatures in play, destroy Curse of Cowardice."
	{ID: "curse-of-cowardice", Abilities: []Ability{{On: OnTurnEnd, Steps: []Clause{
		{Do: DoLose, N: 2, If: Cond{Is: hrIfFought, Cmp: Equal, N: 0}},
		{Do: DoDestroy, To: This, If: Cond{Is: IfCount, Of: &Target{Count: Each, Side: Friendly}, Cmp: Equal, N: 0}},
	}}}},
	// Rack of Redemption: "Each turn, after the first Mutant creature is
	// destroyed, its owner gains 1A."
	{ID: "rack-of-redemption", Abilities: []Ability{{On: OnCreatureDestroyed, When: &Target{Trait: "mutant"}, Steps: []Clause{
		{Do: DoGo, Say: "If it is the first Mutant creature destroyed this turn, its owner gains 1A.", Go: hrFirstMutantOwnerGains},
	}}}},
	// Treasure Map: "Play: If you have not played any other cards this
	// turn, gain 3A. For the remainder of the turn, you cannot play cards."
	{ID: "treasure-map", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "If you have not played any other cards this turn, gain 3A.", Go: hrTreasureMap},
		{Do: DoGo, Say: "For the remainder of the turn, you cannot play cards.", Go: hrNoPlaysThisTurn},
	}}}},
	// Traumatic Echo: "Play: Purge a card from your discard pile. During
	// your opponent's next turn, they cannot play cards of the purged
	// card's type."
	{ID: "traumatic-echo", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoPurge, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard}},
		{Do: DoGo, Say: "During your opponent's next turn, they cannot play cards of the purged card's type.", Go: hrOppNoPlayOfThatType},
	}}}},
	// Gladiodontus: "Gladiodontus enters play stunned. Gladiodontus only
	// deals 5D when fighting. Fight/Reap: If this is the first time
	// Gladiodontus has been used this turn, ready and enrage it."
	{ID: "gladiodontus",
		Statics: []Static{{Is: EntersStunned}, {Is: FightDamageCap, N: 5}},
		Abilities: []Ability{{On: OnFight | OnReap, Steps: []Clause{
			{Do: DoGo, Say: "If this is the first time Gladiodontus has been used this turn, ready and enrage it.", Go: hrFirstUseReadyEnrage},
		}}},
	},
	// Titanarpon: "Elusive. The first creature you play each turn enters
	// play ready."
	{ID: "titanarpon", Statics: []Static{{Is: hrFirstCreatureReady, Who: You}}},
	// Speed Sigil: "The first creature played each turn enters play
	// ready." (Either player's: the active player's first.)
	{ID: "speed-sigil", Statics: []Static{{Is: hrFirstCreatureReady, Who: EachPlayer}}},
	// Corsair: "While your red key is forged, Corsair gets +1 power and
	// gains skirmish."
	{ID: "corsair", Statics: []Static{
		{Is: PowerBonus, N: 1, To: This, If: hrKey(KeyRed, You)},
		{Is: KeywordGrant, KW: Skirmish, To: This, If: hrKey(KeyRed, You), And: true},
	}},
	// Sir Lorcas: "If your red key is forged, Sir Lorcas gains skirmish. If
	// your yellow key is forged, Sir Lorcas gains elusive. If your blue
	// key is forged, Sir Lorcas gains taunt."
	{ID: "sir-lorcas", Statics: []Static{
		{Is: KeywordGrant, KW: Skirmish, To: This, If: hrKey(KeyRed, You)},
		{Is: KeywordGrant, KW: Elusive, To: This, If: hrKey(KeyYellow, You)},
		{Is: KeywordGrant, KW: Taunt, To: This, If: hrKey(KeyBlue, You)},
	}},
	// The Red Baron: "While your red key is forged, The Red Baron gains,
	// “Reap: Steal 1A.” While your opponent's red key is forged, The Red
	// Baron gains elusive." (The gained ability is its own while the key
	// is forged: it resolves when it reaps then.)
	{ID: "the-red-baron",
		Abilities: []Ability{{On: OnReap, If: hrKey(KeyRed, You), Steps: []Clause{{Do: DoSteal, N: 1}}}},
		Statics:   []Static{{Is: KeywordGrant, KW: Elusive, To: This, If: hrKey(KeyRed, Opponent)}},
	},
	// Skulking Saboteurs: "Elusive. After Reap: If your red key is forged,
	// destroy an enemy creature. If your yellow key is forged, destroy an
	// enemy artifact. If your blue key is forged, destroy an enemy
	// upgrade."
	{ID: "skulking-saboteurs", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoDestroy, To: Target{Side: Enemy}, If: hrKey(KeyRed, You)},
		{Do: DoDestroy, To: Target{Side: Enemy, Kind: Artifact}, If: hrKey(KeyYellow, You)},
		{Do: DoDestroy, To: Target{Side: Enemy, Kind: Upgrade}, If: hrKey(KeyBlue, You)},
	}}}},
	// Indigo Halyard: "While your blue key is forged, Indigo Halyard gains,
	// “After Reap: Ready and fight with another friendly creature.” While
	// your opponent's blue key is forged, each of Indigo Halyard's
	// neighbors gains taunt."
	{ID: "indigo-halyard",
		Abilities: []Ability{{On: OnReap, If: hrKey(KeyBlue, You), Steps: []Clause{
			{Do: DoReadyAndFight, To: Target{Side: Friendly, Is: Other}},
		}}},
		Statics: []Static{{Is: KeywordGrant, KW: Taunt, To: Target{Count: Neighbors}, If: hrKey(KeyBlue, Opponent)}},
	},
	// Razor's Gambit: "Enhance. Action: Ready and fight with a friendly
	// Skyborn creature. If your blue key is forged, repeat the preceding
	// effect."
	{ID: "razor-s-gambit", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoReadyAndFight, To: Target{Side: Friendly, House: "skyborn"}},
		{Do: DoReadyAndFight, To: Target{Side: Friendly, House: "skyborn"}, If: hrKey(KeyBlue, You)},
	}}}},
	// Shrewd Investor: "Elusive. Play: You may have your opponent gain
	// 1A. If you do, capture 4A."
	{ID: "shrewd-investor", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGain, N: 1, Who: Opponent, May: true},
		{Do: DoCapture, N: 4, To: This, If: Cond{Is: IfDone}},
	}}}},
	// Aerial Pedlar: "After Reap: Take control of the least powerful enemy
	// creature. You may use that creature this turn. Give control of
	// Aerial Pedlar to your opponent."
	{ID: "aerial-pedlar", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoTakeControl, To: Target{Side: Enemy, Is: LeastPowerful}},
		{Do: DoCardLasting, Last: lastMayUse, To: ThatOne, Dur: UntilTurnEnd},
		{Do: DoTakeControl, To: This, Who: Opponent},
	}}}},
	// Transposition Sandals: "This creature gains, “Action: Swap this
	// creature with another friendly creature in the battleline. You may
	// use that other creature this turn.”"
	{ID: "transposition-sandals", Abilities: []Ability{{On: OnAction, Grant: &ThisCreature, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly, Is: Other}},
		{Do: DoGo, Say: "Swap this creature with it in the battleline.", Go: hrSwapWithThat},
		{Do: DoCardLasting, Last: lastMayUse, To: ThatOne, Dur: UntilTurnEnd},
	}}}},
	// Fila the Researcher: "Elusive. After a creature is played adjacent to
	// Fila the Researcher, draw a card." (Only its controller's creatures
	// enter its battleline when played.)
	{ID: "fila-the-researcher", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Friendly}, Steps: []Clause{
		{Do: DoGo, Say: "If it was played adjacent to Fila the Researcher, draw a card.", Go: hrDrawIfAdjacent},
	}}}},
	// The Promised Blade: "At the start of each player's turn, the player
	// with the fewest creatures in play takes control of The Promised
	// Blade. Omni: A friendly creature captures 1A."
	{ID: "the-promised-blade", Abilities: []Ability{
		{On: OnAnyTurnStart, Steps: []Clause{
			{Do: DoGo, Say: "The player with the fewest creatures in play takes control of The Promised Blade.", Go: hrFewestTakesControl},
		}},
		{On: OnOmni, Steps: []Clause{{Do: DoCapture, N: 1, To: Target{Side: Friendly}}}},
	}},
	// Viscount of Aerys: "While your yellow key is forged, each enemy
	// creature enters play stunned. Play: If your yellow key is forged,
	// stun each enemy creature."
	{ID: "viscount-of-aerys",
		Statics:   []Static{{Is: hrEntersStunned, To: Target{Side: Enemy}, If: hrKey(KeyYellow, You)}},
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoStun, To: Target{Count: Each, Side: Enemy}, If: hrKey(KeyYellow, You)}}}},
	},
	// Sonic Waver: "At the end of each player's turn, if there are no
	// stunned creatures in play, purge Sonic Waver. Non-Mars creatures
	// enter play stunned. Play: Stun a creature."
	{ID: "sonic-waver",
		Statics: []Static{{Is: hrEntersStunned, To: Target{House: "mars", Is: NotHouse}}},
		Abilities: []Ability{
			{On: OnEachTurnEnd, Steps: []Clause{{Do: DoPurge, To: This, If: Cond{Is: IfCount, Of: &Target{Count: Each, Is: Stunned}, Cmp: Equal, N: 0}}}},
			{On: OnPlay, Steps: []Clause{{Do: DoStun, To: Target{}}}},
		},
	},
	// Ekwirrĕ’s Fulcrum: "At the end of each player's turn, they may gain
	// 1A. If they do, their opponent draws 2 cards." (The player whose
	// turn ends: its controller, or their opponent.)
	{ID: "ekwirrĕ-s-fulcrum", Abilities: []Ability{
		{On: OnEachTurnEnd, If: Cond{Is: IfYourTurn}, Steps: []Clause{
			{Do: DoGain, N: 1, May: true},
			{Do: DoDraw, N: 2, Who: Opponent, If: Cond{Is: IfDone}},
		}},
		{On: OnEachTurnEnd, If: Cond{Is: IfNotYourTurn}, Steps: []Clause{
			{Do: DoGain, N: 1, Who: Opponent, May: true},
			{Do: DoDraw, N: 2, If: Cond{Is: IfDone}},
		}},
	}},
	// Ransom: "This creature cannot be used and gains, “At the start of
	// your turn, you may give your opponent 2A. If you do, destroy
	// Ransom.”"
	{ID: "ransom",
		Statics: hrCannotUse(ThisCreature, Cond{}),
		Abilities: []Ability{{On: OnTurnStart, Grant: &ThisCreature, Steps: []Clause{
			{Do: DoPay, N: 2, May: true},
			{Do: DoGo, If: Cond{Is: IfDone}, Say: "Destroy Ransom.", Go: hrDestroyUpgrade("ransom")},
		}}},
	},
	// Corporal Bridger: "Play/After Fight/After Reap: You may use a
	// non-Star Alliance creature this turn."
	{ID: "corporal-bridger", Abilities: goAbility(OnPlay|OnFight|OnReap, "You may use a non-Star Alliance creature this turn.", hrMayUseOff(1, "staralliance", 0))},
	// J43G3R V (both halves): "(Play only with the other half of J43G3R
	// V.) After Reap: You may reap with up to 2 non-Star Alliance creatures
	// this turn. After Fight: You may fight with up to 2 non-Star Alliance
	// creatures this turn." The top half is the creature in play.
	{ID: "j43g3r-v", Abilities: hrJ43g3rAbilities},
	{ID: "j43g3r-v2", Abilities: hrJ43g3rAbilities},
	// Arcenomometer: "Enhance. Action: During your opponent's next turn,
	// each time they play a card, they lose 1A."
	{ID: "arcenomometer", Abilities: goAbility(OnAction, "During your opponent's next turn, each time they play a card, they lose 1A.", hrOnOppNextTurn(hrLastLoseOnPlay))},
	// Envyx Glider: "After Fight: During your opponent's next turn, keys
	// cost +1A for each friendly Mars creature in play."
	{ID: "envyx-glider", Abilities: goAbility(OnFight, "During your opponent's next turn, keys cost +1A for each friendly Mars creature in play.", hrOnOppNextTurn(hrLastKeyCostMars))},
	// Lucky Dice: "Omni: Destroy Lucky Dice. During your opponent's next
	// turn, friendly creatures cannot be dealt damage."
	{ID: "lucky-dice", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoDestroy, To: This},
		{Do: DoGo, Say: "During your opponent's next turn, friendly creatures cannot be dealt damage.", Go: hrOnOppNextTurn(hrLastNoDamage)},
	}}}},
	// Witch of the Wilds: "During each turn in which Untamed is not your
	// active house, you may play one Untamed card."
	{ID: "witch-of-the-wilds", Statics: []Static{{Is: hrPlaysOneOf, House: "untamed"}}},
	// Tangrant: "You may play a Mars card during each turn in which Mars
	// is not your active house."
	{ID: "tangrant", Statics: []Static{{Is: hrPlaysOneOf, House: "mars"}}},
	// Rose of Sharon: "Deploy. Elusive. Action: Choose one of Rose of
	// Sharon's neighbors. Deal damage to an enemy creature equal to that
	// neighbor's power. If your red key is forged, repeat the preceding
	// effect."
	{ID: "rose-of-sharon", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly, Is: Neighboring}},
		{Do: DoDamage, N: 1, Per: &Amount{Q: hrPowerOfThat}, To: Target{Side: Enemy}},
		{Do: DoChoose, To: Target{Side: Friendly, Is: Neighboring}, If: hrKey(KeyRed, You)},
		{Do: DoDamage, N: 1, Per: &Amount{Q: hrPowerOfThat}, To: Target{Side: Enemy}, If: hrKey(KeyRed, You)},
	}}}},
	// Bracchanalia: "Play: Put 4A on Bracchanalia from the common supply.
	// A friendly creature captures 1A. At the start of each player's turn,
	// if that player controls 4 or more creatures with A on them, move
	// each A from Bracchanalia to that player's pool."
	{ID: "bracchanalia", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoGo, Say: "Put 4A on Bracchanalia from the common supply.", Go: hrPlaceOnSelf(4)},
			{Do: DoCapture, N: 1, To: Target{Side: Friendly}},
		}},
		{On: OnAnyTurnStart, If: Cond{Is: IfYourTurn}, Steps: []Clause{
			{Do: DoTakeAember, To: This, If: Cond{Is: IfCount, Of: &Target{Count: Each, Side: Friendly, Is: WithAember}, Cmp: AtLeast, N: 4}},
		}},
		{On: OnAnyTurnStart, If: Cond{Is: IfNotYourTurn}, Steps: []Clause{
			{Do: DoTakeAember, To: This, Who: Opponent, If: Cond{Is: IfCount, Of: &Target{Count: Each, Side: Enemy, Is: WithAember}, Cmp: AtLeast, N: 4}},
		}},
	}},
	// Nautilixian: "Nautilixian cannot be used unless you have used 1 or
	// more friendly Mars creatures this turn. Each friendly Pilot creature
	// cannot be dealt damage or destroyed." (Both are invulnerable's.)
	{ID: "nautilixian", Statics: append(
		hrCannotUse(This, Cond{Is: hrIfUsed, Cmp: Equal, N: 0, Of: &Target{House: "mars"}}),
		Static{Is: KeywordGrant, KW: Invulnerable, To: Target{Count: Each, Side: Friendly, Trait: "pilot"}},
	)},
	// Friendly Guide: "Elusive. After you use one of Friendly Guide's
	// neighbors, you may use Friendly Guide."
	{ID: "friendly-guide", Abilities: []Ability{{On: OnUseOther, When: &Target{Side: Friendly, Is: Neighboring}, Steps: []Clause{
		{Do: DoUse, To: This, May: true},
	}}}},
	// Phantasmaquid: "Your opponent cannot play creatures on their right
	// flank. At the end of your turn, if there are no enemy creatures in
	// play, destroy Phantasmaquid."
	{ID: "phantasmaquid",
		Statics: []Static{{Is: hrNoRightFlankPlays, Who: Opponent}},
		Abilities: []Ability{{On: OnTurnEnd, Steps: []Clause{
			{Do: DoDestroy, To: This, If: Cond{Is: IfCount, Of: &Target{Count: Each, Side: Enemy}, Cmp: Equal, N: 0}},
		}}},
	},
	// Dark Memento: "At the start of your turn, if you are not haunted,
	// discard cards from the top of your deck until you are haunted.
	// Scrap: Discard the top card of a player's deck. If that player is
	// not haunted, repeat this effect."
	{ID: "dark-memento", Abilities: []Ability{
		{On: OnTurnStart, If: Cond{Is: IfNotHaunted}, Steps: []Clause{
			{Do: DoDiscardTop, N: 1},
			{Do: DoRepeat, N: 1, If: Cond{Is: IfNotHaunted}},
		}},
		{On: OnScrap, Steps: []Clause{
			{Do: DoDiscardTop, N: 1, Who: ChosenPlayer},
			{Do: DoRepeat, N: 1, If: Cond{Is: IfNotHaunted, Who: ChosenPlayer}},
		}},
	}},
}

// hrJ43g3rAbilities are J43G3R V's, both halves'.
var hrJ43g3rAbilities = []Ability{
	{On: OnReap, Steps: []Clause{{Do: DoGo, Say: "You may reap with up to 2 non-Star Alliance creatures this turn.", Go: hrMayUseOff(2, "staralliance", VerbReap)}}},
	{On: OnFight, Steps: []Clause{{Do: DoGo, Say: "You may fight with up to 2 non-Star Alliance creatures this turn.", Go: hrMayUseOff(2, "staralliance", VerbFight)}}},
}
