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
	// Not "another creature": playing Haunting Witch itself triggers it
	// too (its Play: ability).
	{ID: "haunting-witch", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Friendly}, Steps: []Clause{
		{Do: DoGain, N: 1, If: Cond{Is: IfHaunted}},
	}}, {On: OnPlay, Steps: []Clause{
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
	// Avid Collecting: "Play: Return a friendly token creature to your
	// hand."
	{ID: "avid-collecting", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoReturn, To: Target{Side: Friendly, Is: Token}},
	}}}},
	// War Grumpus: "After Fight/After Reap: Ready and fight with a
	// neighboring Giant."
	{ID: "war-grumpus", Abilities: []Ability{{On: OnFight | OnReap, Steps: []Clause{
		{Do: DoReadyAndFight, To: Target{Side: Friendly, Is: Neighboring, Trait: "giant"}},
	}}}},
	// Norbyn’s Cavern: "Each friendly Æmberling gets +3 power and gains
	// skirmish."
	{ID: "norbyn-s-cavern", Statics: []Static{
		{Is: PowerBonus, N: 3, To: Target{Count: Each, Side: Friendly, Name: "æmberling"}},
		{Is: KeywordGrant, KW: Skirmish, To: Target{Count: Each, Side: Friendly, Name: "æmberling"}, And: true},
	}},
	// Flint’s Legend: "Play: Move 1A from your opponent's pool to Treasure
	// Island."
	{ID: "flint-s-legend", Abilities: goAbility(OnPlay, "Move 1A from your opponent's pool to Treasure Island.", hoToTreasureIsland)},
	// Dexus: "After your opponent plays a creature on their right flank,
	// they lose 1A."
	{ID: "dexus", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Enemy}, Steps: []Clause{
		{Do: DoGo, Say: "If it is on their right flank, they lose 1A.", Go: hoLoseIfRightFlank},
	}}}},
	// Weak Link: "This creature gains, “While this creature is exhausted,
	// your keys cost +6A.”"
	{ID: "weak-link", Statics: []Static{{Is: KeyCostMod, N: 6, Who: You,
		If: Cond{Is: IfCount, Cmp: AtLeast, N: 1, Of: &Target{Count: Parent, Is: Exhausted}}}}},
	// Feldar’s Plan: "Play: During your opponent’s next turn, each time
	// they play a card, steal 1A." (A lasting "each time you play a card"
	// of the opponent's, whose effect is their opponent's steal.)
	{ID: "feldar-s-plan", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLastingAbility, Dur: UntilNextTurn, Say: "During your opponent’s next turn, each time they play a card, steal 1A.", Lasting: &Ability{On: OnPlayOther, When: &Target{Kind: AnyCard}, Steps: []Clause{
			{Do: DoGo, Say: "Your opponent steals 1A.", Go: func(x *Ctx) { x.g.steal(x.Opponent(), 1) }},
		}}},
		{Do: DoGo, Go: hoLastingToOpponent},
	}}}},
	// Imperial Traitor: "Play: Look at your opponent’s hand. You may choose
	// and purge a Sanctum card in it."
	{ID: "imperial-traitor", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoPurge, May: true, To: hoSanctumInTheirHand},
		{Do: DoGo, Go: hfHandCheck(hoSanctumInTheirHand)},
	}}}},
	// Science!: "Play: For the remainder of the turn, after you play
	// another action card, gain 1A."
	{ID: "science", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLastingAbility, Dur: UntilTurnEnd, Lasting: &Ability{On: OnPlayOther, After: true, When: &Target{Side: Friendly, Kind: ActionCard}, Steps: []Clause{
			{Do: DoGain, N: 1},
		}}},
	}}}},
	// Little Niff: "Omega. Deploy. Elusive. After a neighbor of Little Niff
	// is used to fight, steal 1A." (As Snarri's: when the attacker
	// survives.)
	{ID: "little-niff", Abilities: []Ability{{On: OnCreatureFights, When: &Target{Is: Neighboring}, Steps: []Clause{
		{Do: DoSteal, N: 1},
	}}}},
	// Helichopper: "If you are haunted, Helichopper gets +3 power for each
	// A on it. Action: Capture 2A."
	{ID: "helichopper",
		Statics:   []Static{{Is: PowerBonus, N: 3, To: This, Per: &Amount{Q: AemberOnIt}, If: Cond{Is: IfHaunted}}},
		Abilities: []Ability{{On: OnAction, Steps: []Clause{{Do: DoCapture, N: 2, To: This}}}},
	},
	// Seneschal Sargassa (evil twin): "After a player raises the tide,
	// Seneschal Sargassa captures 2A from your opponent."
	{ID: "seneschal-sargassa-evil-twin", Abilities: []Ability{{On: OnTideRaised, Steps: []Clause{
		{Do: DoCapture, N: 2, To: This, Alt: true},
	}}}},
	// Orphiel, Sea’s Chosen: "While the tide is high, Orphiel, Sea’s Chosen
	// gains skirmish and, “Fight: Gain 2A.”"
	{ID: "orphiel-sea-s-chosen",
		Statics:   []Static{{Is: KeywordGrant, KW: Skirmish, To: This, If: Cond{Is: IfTide}}},
		Abilities: []Ability{{On: OnFight, Grant: &This, If: Cond{Is: IfTide}, Steps: []Clause{{Do: DoGain, N: 2}}}},
	},
	// Groupthink Tank: "Action: Deal 4D to each creature that shares a
	// house with at least 1 of its neighbors."
	{ID: "groupthink-tank", Abilities: goAbility(OnAction, "Deal 4D to each creature that shares a house with at least 1 of its neighbors.", func(x *Ctx) {
		x.g.hoDamageEach(4, x.g.hlSharesWithNeighbor)
	})},
	// Doctor Driscoll: "Elusive. Action: Heal 2 damage from a creature.
	// Gain 1A for each damage healed this way."
	{ID: "doctor-driscoll", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoHeal, N: 2, To: Target{}},
		{Do: DoGain, N: 1, Per: &Amount{Q: DoneThisWay}},
	}}}},
	// Genetic Blast: "Play: Deal 2D to a creature and each other creature
	// with the same name as that creature."
	{ID: "genetic-blast", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "Deal 2D to it and each other creature with the same name as it.", Go: func(x *Ctx) {
			if x.r.nThat > 0 {
				def := x.g.cards[x.r.that[0]].def
				x.g.hoDamageEach(2, func(id int16) bool { return x.g.cards[id].def == def })
			}
		}},
	}}}},
	// Brain Drain: "Play: Look at your opponent's hand. Choose a card from
	// it and put it on top of their deck."
	{ID: "brain-drain", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoTopDeck, To: Target{Side: Enemy, Kind: AnyCard, Where: InHand}},
	}}}},
	// Furtive Investors: "Play: If your opponent has more A than you, gain
	// 1A for each key your opponent has forged."
	{ID: "furtive-investors", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGain, N: 1, Per: &Amount{Q: ForgedKeys, Who: Opponent}, If: Cond{Is: IfAember, Who: Opponent, Cmp: MoreThanOpp}},
	}}}},
	// Beyond All Darkness: "Play: For the remainder of the turn, after a
	// creature is destroyed, make a token creature."
	{ID: "beyond-all-darkness", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLastingAbility, Dur: UntilTurnEnd, Lasting: &Ability{On: OnCreatureDestroyed, After: true, Steps: []Clause{
			{Do: DoToken, N: 1},
		}}},
	}}}},
	// Freedom to Be: "Play: Forge a key at +4A current cost, reduced by 1A
	// for each Skyborn creature on a flank."
	{ID: "freedom-to-be", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoForge, N: 4, Per: &Amount{Q: CountOf, Of: Target{Count: Each, House: "skyborn", Is: AtFlank}, Minus: true}},
	}}}},
	// Grunt Work: "Play: Look at the top 3 cards of your deck and put them
	// back in any order. Make a token creature." (The engine keeps no
	// order of the cards it has not seen: the log names each draw.)
	{ID: "grunt-work", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Look at the top 3 cards of your deck and put them back in any order.", Go: func(*Ctx) {}},
		{Do: DoToken, N: 1},
	}}}},
	// Narl Gibbus: "While enraged Narl Gibbus gains skirmish and
	// splash-attack 3. Play/After Reap: Enrage Narl Gibbus."
	{ID: "narl-gibbus",
		Statics: []Static{
			{Is: KeywordGrant, KW: Skirmish, To: This, If: hoEnragedThis},
			{Is: KeywordGrant, KW: SplashAttack, N: 3, To: This, If: hoEnragedThis},
		},
		Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{{Do: DoEnrage, To: This}}}},
	},
	// Hideaway Hole: "Omni: Sacrifice Hideaway Hole. Creatures you control
	// gain elusive until the start of your next turn."
	{ID: "hideaway-hole", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoSacrifice, To: This},
		{Do: DoGiveKeyword, KW: Elusive, To: Target{Count: Each, Side: Friendly}, Dur: UntilNextTurn},
	}}}},
	// Perfect Harmony: "Play: Draw 2 cards, gain 2A, and archive a card if
	// you control creatures from 3 or more different houses."
	{ID: "perfect-harmony", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "If you control creatures from 3 or more different houses, draw 2 cards and gain 2A.", Go: hoPerfectHarmony},
		{Do: DoArchive, To: Target{Kind: AnyCard, Where: InHand}, If: Cond{Is: IfDone}},
	}}}},
	// Red Planet Ray Gun: "This creature gains, “Reap: Choose a creature.
	// Deal 1D to that creature for each Mars creature in play.”"
	{ID: "red-planet-ray-gun", Abilities: []Ability{{On: OnReap, Grant: &ThisCreature, Steps: []Clause{
		{Do: DoDamage, N: 1, To: Target{}, Per: &Amount{Q: CountOf, Of: Target{Count: Each, House: "mars"}}},
	}}}},
	// Cryptic Collapse: "Play: Discard your hand. For each card discarded
	// this way, an enemy creature captures 1A from its own side."
	{ID: "cryptic-collapse", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Discard your hand.", Go: hoDiscardHandCount},
		{Do: DoForEach, Per: &Amount{Q: DoneThisWay}, Say: "For each card discarded this way"},
		{Do: DoCaptureOwn, N: 1, To: Target{Side: Enemy}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Savant: "Action: You may choose a card in your archives and put it
	// into its owner’s hand. Otherwise, archive a card."
	{ID: "savant", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, May: true, To: Target{Side: Friendly, Kind: AnyCard, Where: InArchives}},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "Put it into its owner’s hand.", Go: hoArchivedToHand},
		{Do: DoArchive, To: Target{Kind: AnyCard, Where: InHand}, If: Cond{Is: IfNotDone}},
	}}}},
	// Plublio’s Decree: "Play: You may exalt up to 3 friendly creatures.
	// For the remainder of the turn, they belong to house Saurian."
	{ID: "plublio-s-decree", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoExalt, To: Target{Count: UpTo, N: 3, Side: Friendly}},
		{Do: DoSetHouse, To: ThatOne, House: "saurian", Dur: UntilTurnEnd, If: Cond{Is: IfDone}},
	}}}},
	// Martian Propagandist: "Play/After Reap: For the remainder of the turn,
	// each of Martian Propagandist's neighbors belong to house Mars."
	{ID: "martian-propagandist", Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{
		{Do: DoSetHouse, To: Target{Count: Neighbors}, House: "mars", Dur: UntilTurnEnd},
	}}}},
	// Shield-U-Later: "Shield-U-Later may be played as an upgrade instead of
	// a creature, with the text: “This creature gets +2 armor.”" (As
	// Stealthster's.)
	{ID: "shield-u-later", Statics: []Static{{Is: ArmorBonus, N: 2, To: ThisCreature}}},
	// Explo-rover: "Skirmish. Explo-rover may be played as an upgrade
	// instead of a creature, with the text: “This creature gains
	// skirmish.”"
	{ID: "explo-rover", Statics: []Static{{Is: KeywordGrant, KW: Skirmish, To: ThisCreature}}},
	// Colonist Chapman (evil twin): "Elusive. Play: Capture all A from each
	// player."
	{ID: "colonist-chapman-evil-twin", Abilities: goAbility(OnPlay, "Capture all A from each player.", func(x *Ctx) {
		for _, pl := range [2]int8{x.Opponent(), x.Player} {
			x.g.captureFrom(x.Self, x.g.p[pl].aember, pl)
		}
	})},
	// Fight to the End: "Play: Choose a friendly creature. If you are
	// haunted, that creature gains skirmish. Ready and fight with that
	// creature."
	{ID: "fight-to-the-end", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		{Do: DoGiveKeyword, KW: Skirmish, To: ThatOne, Dur: UntilTurnEnd, If: Cond{Is: IfHaunted}},
		{Do: DoReadyAndFight, To: ThatOne},
	}}}},
	// Replicative Growth: "Play: For the remainder of the turn, each
	// friendly creature gains, “After Reap: Move 1A from this creature to
	// your pool.”"
	{ID: "replicative-growth", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLastingAbility, Dur: UntilTurnEnd, Lasting: &Ability{On: OnReap, Grant: &Target{Count: Each, Side: Friendly}, Steps: []Clause{
			{Do: DoTakeAember, N: 1, To: This},
		}}},
	}}}},
	// Vindication Outpost: "Action: Put a friendly creature on the bottom
	// of its owner's deck. If you do, make a token creature, ready it, and
	// fight with it."
	{ID: "vindication-outpost", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoBottom, To: Target{Side: Friendly}},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "Make a token creature.", Go: hlMakeTokenThat},
		{Do: DoReadyAndFight, To: ThatOne, If: Cond{Is: IfDone}},
	}}}},
	// Duma the Returned: "Destroyed: Return the top 3 cards of your discard
	// pile to your hand. If you are haunted, archive Duma the Returned."
	{ID: "duma-the-returned",
		Abilities: []Ability{{On: OnDestroyed, Steps: []Clause{
			{Do: DoGo, Say: "Return the top 3 cards of your discard pile to your hand.", Go: func(x *Ctx) { x.g.topOfDiscardTo(x.Player, 3, ZoneHand) }},
		}}},
		Statics: []Static{{Is: DestroyedGoes, Zone: ZoneArchives, If: Cond{Is: IfHaunted}}},
	},
	// Berserker: "Berserker enters play ready and enraged. After Fight:
	// Destroy Berserker."
	{ID: "berserker",
		Abilities: []Ability{
			{On: OnCreatureEnters, When: &This, Steps: []Clause{{Do: DoReady, To: This}, {Do: DoEnrage, To: This, And: true}}},
			{On: OnFight, Steps: []Clause{{Do: DoDestroy, To: This}}},
		},
	},
	// Paragon: "If there is a Mutant creature in play, Paragon enters play
	// enraged."
	{ID: "paragon", Abilities: []Ability{{On: OnCreatureEnters, When: &This, Steps: []Clause{
		{Do: DoEnrage, To: This, If: Cond{Is: IfCount, Cmp: AtLeast, N: 1, Of: &Target{Count: Each, Trait: "mutant"}}},
	}}}},
	// Brash Grabber: "If you are not haunted, Brash Grabber enters play
	// enraged. Omni: Move 1A from an enemy creature to your pool."
	{ID: "brash-grabber", Abilities: []Ability{
		{On: OnCreatureEnters, When: &This, Steps: []Clause{{Do: DoEnrage, To: This, If: Cond{Is: IfNotHaunted}}}},
		{On: OnOmni, Steps: []Clause{{Do: DoTakeAember, N: 1, To: Target{Side: Enemy, Is: WithAember}}}},
	}},
	// Pingle Who Annoys: "Elusive. Deal 1D to each enemy creature after it
	// enters play."
	{ID: "pingle-who-annoys", Abilities: []Ability{{On: OnCreatureEnters, When: &Target{Side: Enemy}, Steps: []Clause{
		{Do: DoDamage, N: 1, To: TheTriggering},
	}}}},
	// Curse of Forgetfulness: "Treachery. At the end of your turn, purge the
	// top card in your discard pile."
	{ID: "curse-of-forgetfulness", Abilities: goAbility(OnTurnEnd, "Purge the top card in your discard pile.", func(x *Ctx) {
		if d := x.g.p[x.Player].discard; len(d) > 0 {
			x.g.moveInst(d[len(d)-1], ZonePurged)
		}
	})},
	// The Grand Gord: "At the start of your turn, if you control the most
	// powerful creature (or a creature tied for most powerful), make a
	// token creature."
	{ID: "the-grand-gord", Abilities: []Ability{{On: OnTurnStart, Steps: []Clause{
		{Do: DoGo, Say: "If you control the most powerful creature (or a creature tied for most powerful), make a token creature.", Go: func(x *Ctx) {
			for _, id := range x.g.p[x.Player].line {
				if x.g.hjMostPowerfulInPlay(id) {
					x.g.hjMakeToken(x)
					return
				}
			}
		}},
	}}}},
	// Signal Fire: "Omni: Sacrifice Signal Fire. For the remainder of the
	// turn, friendly Brobnar creatures may fight as though they belonged
	// to the active house."
	{ID: "signal-fire", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoSacrifice, To: This},
		{Do: DoMayUse, N: int(VerbFight), To: Target{Count: Each, Side: Friendly, House: "brobnar"}, Dur: UntilTurnEnd},
	}}}},
	// Roxador: "Skirmish. Roxador only deals 2D when fighting. Fight: Stun
	// the attacked creature."
	{ID: "roxador",
		Statics:   []Static{{Is: FightDamageCap, N: 2, To: This}},
		Abilities: []Ability{{On: OnFight, Steps: []Clause{{Do: DoStun, To: Target{Count: Fought}}}}},
	},
	// Ghostly Dr. Verokter: "Elusive. Play/After Reap: Return a card from
	// your discard pile to the top of your deck. Destroyed: If you are
	// haunted, archive Ghostly Dr. Verokter."
	{ID: "ghostly-dr-verokter",
		Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{
			{Do: DoTopDeck, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard}},
		}}},
		Statics: []Static{{Is: DestroyedGoes, Zone: ZoneArchives, If: Cond{Is: IfHaunted}}},
	},
	// Mass Abduction: "Play: Put up to 3 damaged enemy creatures into your
	// archives. If any of these creatures leave your archives, they are put
	// into their owner’s hand instead."
	{ID: "mass-abduction", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Count: UpTo, N: 3, Side: Enemy, Is: Damaged}},
		{Do: DoGo, Say: "Put them into your archives.", Go: hgArchiveThat},
	}}}},
	// UFO: "Play: Discard cards from the top of your deck until you discard
	// a Mars card or run out of cards. If you discard a Mars card this way,
	// put it into your hand."
	{ID: "ufo", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDiscardNamed, To: Target{Kind: AnyCard, House: "mars"}},
		{Do: DoGo, Say: "If you discard a Mars card this way, put it into your hand.", Go: hgLastDiscardedToHand},
	}}}},
	// Chelonia (evil twin): "Elusive. After you play another creature, if
	// the tide is high, your opponent loses 1A."
	{ID: "chelonia-evil-twin", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Friendly}, Steps: []Clause{
		{Do: DoLose, N: 1, Who: Opponent, If: Cond{Is: IfTide}},
	}}}},
	// Revived Ză-Orhă: "Play: If your opponent has more forged keys than
	// you, forge a key at current cost. If you do, purge Revived Ză-Orhă.
	// Destroyed: If you are haunted, archive Revived Ză-Orhă."
	{ID: "revived-ză-orhă",
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{
			{Do: DoGo, Say: "If your opponent has more forged keys than you, forge a key at current cost.", Go: hoForgeIfBehind},
			{Do: DoPurge, To: This, If: Cond{Is: IfDone}},
		}}},
		Statics: []Static{{Is: DestroyedGoes, Zone: ZoneArchives, If: Cond{Is: IfHaunted}}},
	},
	// Ballistego: "While Ballistego has A on it, it gains splash-attack 3.
	// Play: You may exalt Ballistego."
	{ID: "ballistego",
		Statics:   []Static{{Is: KeywordGrant, KW: SplashAttack, N: 3, To: This, If: Cond{Is: IfCount, Cmp: AtLeast, N: 1, Of: &Target{Count: Self, Is: WithAember}}}},
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoExalt, To: This, May: true}}}},
	},
	// The Grim Reaper: "If you are haunted, The Grim Reaper enters play
	// ready. Reap: Purge an enemy creature and a friendly creature."
	{ID: "the-grim-reaper",
		Statics: []Static{{Is: EntersReady, If: Cond{Is: IfHaunted}}},
		Abilities: []Ability{{On: OnReap, Steps: []Clause{
			{Do: DoChoose, To: Target{Side: Enemy}},
			{Do: DoChooseAlso, To: Target{Side: Friendly}, And: true},
			{Do: DoGo, Say: "Purge them.", Go: hoPurgeThat},
		}}},
	},
	// The First Scroll: "After a player forges a key, each creature they
	// control captures 1A from its own side."
	{ID: "the-first-scroll", Abilities: []Ability{
		{On: OnKeyForged, When: &Target{Side: Friendly}, Steps: []Clause{{Do: DoCaptureOwn, N: 1, To: Target{Count: Each, Side: Friendly}}}},
		{On: OnKeyForged, When: &Target{Side: Enemy}, Steps: []Clause{{Do: DoCaptureOwn, N: 1, To: Target{Count: Each, Side: Enemy}}}},
	}},
	// Under Pressure: "This creature cannot ready."
	{ID: "under-pressure", Statics: []Static{{Is: hoNoReady, To: ThisCreature}}},
	// Giltspine School: "Token creatures do not ready during their
	// controller’s “ready cards” step. Play: Make 3 token creatures."
	{ID: "giltspine-school",
		Statics:   []Static{{Is: hoNoReadyStep, To: Target{Count: Each, Is: Token}}},
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoToken, N: 3}}}},
	},
	// Physaloha: "Enhance DD. Damaged creatures do not ready during the
	// “ready cards” step."
	{ID: "physaloha", Statics: []Static{{Is: hoNoReadyStep, To: Target{Count: Each, Is: Damaged}}}},
	// Pestergrove: "Each creature enters play enraged."
	{ID: "pestergrove", Abilities: []Ability{{On: OnCreatureEnters, When: &Target{}, Steps: []Clause{
		{Do: DoEnrage, To: TheTriggering},
	}}}},
	// Rocketeer Tryska: "While the tide is high, Rocketeer Tryska’s
	// neighbors enter play ready."
	{ID: "rocketeer-tryska", Abilities: []Ability{{On: OnCreatureEnters, When: &Target{Side: Friendly, Is: Neighboring}, If: Cond{Is: IfTide}, Steps: []Clause{
		{Do: DoReady, To: TheTriggering},
	}}}},
	// Saurarium: "Each creature with the lowest power cannot reap."
	{ID: "saurarium", Statics: []Static{{Is: Cannot, Verb: VerbReap, Who: EachPlayer, To: Target{Count: Each, Is: hoLowest}}}},
	// Panpaca, Anga: "Creatures to the right of Panpaca, Anga in the
	// battleline get +2 power."
	{ID: "panpaca-anga", Statics: []Static{{Is: PowerBonus, N: 2, To: Target{Count: Each, Is: hoRightOfThis}}}},
	// Hoplite’s Dory: "This creature gets +2 power for each exhausted
	// creature to its left."
	{ID: "hoplite-s-dory", Statics: []Static{{Is: PowerBonus, N: 2, To: ThisCreature,
		Per: &Amount{Q: CountOf, Of: Target{Count: Each, Is: Exhausted | hoLeftOfIt}}}}},
	// Mini Groupthink Tank: "Play/Fight/Reap: Deal 8D to a creature that
	// shares a house with 2 of its neighbors."
	{ID: "mini-groupthink-tank", Abilities: []Ability{{On: OnPlay | OnFight | OnReap, Steps: []Clause{
		{Do: DoDamage, N: 8, To: Target{Is: hoSharesWithTwo}},
	}}}},
	// Mookling: "Your opponent’s keys cost +XA, where X is Mookling’s
	// power." (Its evil twin reads otherwise: scripts_hand_n.go.)
	{ID: "mookling", Statics: hoMookling},
	// Cloaking Dongle: "This creature and each of its neighbors gains
	// elusive."
	{ID: "cloaking-dongle", Statics: hoElusiveAround},
	// Stealth Modifications: "This creature and each of its neighbors gains
	// elusive. Play: Ward this creature and each of its neighbors."
	{ID: "stealth-modifications", Statics: hoElusiveAround, Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoWard, To: ThisCreature},
		{Do: DoWard, To: Target{Count: Each, Is: hoNeighborOfIt}, And: true},
	}}}},
	// Curia Saurus: "Each creature with A on it gains, “Destroyed: Move 1A
	// from this creature to the most powerful enemy creature.”"
	{ID: "curia-saurus", Abilities: []Ability{{On: OnDestroyed, Grant: &Target{Count: Each, Is: WithAember}, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Enemy, Is: MostPowerful}},
		{Do: DoGo, Say: "Move 1A from this creature to it.", Go: func(x *Ctx) {
			if x.r.nThat > 0 {
				x.g.heMoveAember(x.Self, x.r.that[0], 1)
			}
		}},
	}}}},
	// Optio Gorkus: "Elusive. Each of Optio Gorkus’s neighbors gains,
	// “Destroyed: Move each A on this creature to a neighboring Optio
	// Gorkus.”"
	{ID: "optio-gorkus", Abilities: []Ability{{On: OnDestroyed, Grant: &Target{Count: Neighbors}, Steps: []Clause{
		{Do: DoGo, Say: "Move each A on this creature to a neighboring Optio Gorkus.", Go: hoMoveAllToNeighboring("optio-gorkus")},
	}}}},
	// Officer’s Blaster: "This creature gets +2 power. This creature gains,
	// “Destroyed: Attach Officer’s Blaster to this creature's right
	// neighbor.”"
	{ID: "officer-s-blaster",
		Statics: []Static{{Is: PowerBonus, N: 2, To: ThisCreature}},
		Abilities: []Ability{{On: OnDestroyed, Grant: &ThisCreature, Steps: []Clause{
			{Do: DoGo, Say: "Attach Officer’s Blaster to this creature's right neighbor.", Go: hoAttachToRightNeighbor("officer-s-blaster")},
		}}},
	},
	// Dark Heart of the Forest: "Each haunted player skips their “forge a
	// key” step."
	{ID: "dark-heart-of-the-forest", Statics: []Static{{Is: hoHauntedSkipForge}}},
	// Strength Within: "Enhance DD. This creature gains, “Your opponent’s
	// keys cost +1A for each damage on this creature.”"
	{ID: "strength-within", Statics: []Static{{Is: KeyCostMod, N: 1, Who: Opponent, Per: &Amount{Q: hoDamageOnItsCreature}}}},
	// Timoti the Dammed: "While you control a token creature, your opponent
	// cannot forge keys. Play: Make a token creature."
	{ID: "timoti-the-dammed",
		Statics:   []Static{{Is: hoNoForgeWhileToken}},
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoToken, N: 1}}}},
	},
	// Technorachnophobia: "Play: Discard the top 10 cards of your deck. If
	// you discard 5 or more cards of the same house this way, steal 2A."
	{ID: "technorachnophobia", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Go: hoMarkDiscard},
		{Do: DoDiscardNamed, N: 10, To: Target{Kind: AnyCard}},
		{Do: DoGo, Say: "If you discard 5 or more cards of the same house this way, steal 2A.", Go: hoTechnorachnophobia},
	}}}},
	// Race to the Surface: "Play: Discard the top 5 cards of your deck.
	// Archive each Keyraken card discarded this way."
	{ID: "race-to-the-surface", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Go: hoMarkDiscard},
		{Do: DoDiscardNamed, N: 5, To: Target{Kind: AnyCard}},
		{Do: DoGo, Say: "Archive each Keyraken card discarded this way.", Go: hoArchiveDiscardedOf("keyraken")},
	}}}},
	// Closed-Door Negotiation: "Play: Your opponent draws a card. Steal 1A.
	// If you do and your opponent still has more A than you, repeat this
	// effect."
	{ID: "closed-door-negotiation", Abilities: goAbility(OnPlay, "Your opponent draws a card. Steal 1A. If you do and your opponent still has more A than you, repeat this effect.", hoClosedDoor)},
	// Uncharted Lands: "Play: Place 6A from the common supply on Uncharted
	// Lands. Each Star Alliance creature gains, “Reap: Move 1A from
	// Uncharted Lands to your pool.”"
	{ID: "uncharted-lands", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "Place 6A from the common supply on Uncharted Lands.", Go: func(x *Ctx) {
			if x.Self >= 0 {
				x.g.cards[x.Self].aember += 6
			}
		}}}},
		{On: OnReap, Grant: &Target{Count: Each, House: "staralliance"}, Steps: []Clause{
			{Do: DoGo, Say: "Move 1A from Uncharted Lands to your pool.", Go: hoFromUnchartedLands},
		}},
	}},
	// Ignitus: "Ignitus gains splash-attack X, where X is the number of
	// exhausted creatures."
	{ID: "ignitus", Statics: []Static{{Is: KeywordGrant, KW: SplashAttack, To: This,
		Per: &Amount{Q: CountOf, Of: Target{Count: Each, Is: Exhausted}}}}},
	// Blernean Hydra: "Enhance DDD. While it is damaged, Blernean Hydra
	// gains splash-attack X, where X is the amount of damage on Blernean
	// Hydra." (X is 0 while it is undamaged.)
	{ID: "blernean-hydra", Statics: []Static{{Is: KeywordGrant, KW: SplashAttack, To: This, Per: &Amount{Q: DamageOnThis}}}},
	// Stand and Fight: "Play: Exalt a friendly creature and an enemy
	// creature. Ready and fight with the friendly creature exalted in this
	// way."
	{ID: "stand-and-fight", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		{Do: DoChooseAlso, To: Target{Side: Enemy}, And: true},
		{Do: DoGo, Say: "Exalt them.", Go: hoExaltThat},
		{Do: DoGo, Go: hoKeepFirst},
		{Do: DoReadyAndFight, To: ThatOne},
	}}}},
	// Hastatus Raptor: "Before Fight: You may exalt Hastatus Raptor. If you
	// do, deal 1D to the creature Hastatus Raptor fights for each A on
	// friendly Hastatus Raptors."
	{ID: "hastatus-raptor", Abilities: []Ability{{On: OnBeforeFight, Steps: []Clause{
		{Do: DoExalt, To: This, May: true},
		{Do: DoDamage, N: 1, To: Target{Count: Fought}, If: Cond{Is: IfDone},
			Per: &Amount{Q: AemberOnCards, Of: Target{Count: Each, Side: Friendly, Name: "hastatus-raptor"}}},
	}}}},
	// Redeem the Crucible: "Omega. Play: Destroy each creature. You may
	// forge a key at +6A current cost, reduced by 1A for each Mutant
	// creature destroyed this way. Purge Redeem the Crucible."
	{ID: "redeem-the-crucible", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Destroy each creature.", Go: hoDestroyEachCountMutants},
		{Do: DoForge, N: 6, May: true, Per: &Amount{Q: DoneThisWay, Minus: true}},
		{Do: DoGo, Say: "Purge Redeem the Crucible.", Go: hoPurgeSelf},
	}}}},
	// Beta-Forge: "Action: Make an Alpha-Gamma. You may forge a key at +12A
	// current cost, reduced by 1A for each card in your archives. If you
	// forge a key this way, purge Beta-Forge."
	{ID: "beta-forge", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoGo, Say: "Make an Alpha-Gamma.", Go: func(x *Ctx) { x.g.makeToken(x.Player, CardRef{ID: "alpha-gamma"}) }},
		{Do: DoForge, N: 12, May: true, Per: &Amount{Q: ArchivesOf, Minus: true}},
		{Do: DoPurge, To: This, If: Cond{Is: IfDone}},
	}}}},
	// Outnegotiate: "Play: Choose a card in your opponent’s discard pile.
	// Steal A equal to the number of A bonus icons on that card and put
	// that card on the bottom of its owner’s deck."
	{ID: "outnegotiate", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Enemy, Kind: AnyCard, Where: InDiscard}},
		{Do: DoGo, Say: "Steal A equal to the number of A bonus icons on that card.", Go: hoStealIcons},
		{Do: DoBottom, To: ThatOne},
	}}}},
	// Ambassador Liu: "Action: Discard a card from your hand. If it is a Dis
	// or Shadows card, steal 1A. If it is a Logos or Untamed card, gain 2A.
	// If it is a Sanctum or Saurian card, capture 3A."
	{ID: "ambassador-liu", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoDiscard, To: Target{Kind: AnyCard, Where: InHand}},
		{Do: DoGo, Say: "If it is a Dis or Shadows card, steal 1A. If it is a Logos or Untamed card, gain 2A. If it is a Sanctum or Saurian card, capture 3A.", Go: hoAmbassadorLiu},
	}}}},
	// Stampede: "Play: If you used 3 or more creatures this turn, steal
	// 2A."
	{ID: "stampede", Abilities: goAbility(OnPlay, "If you used 3 or more creatures this turn, steal 2A.", func(x *Ctx) {
		if x.g.hoUsedCreatures(x.Player) >= 3 {
			x.g.steal(x.Player, 2)
		}
	})},
	// Ragwarg: "After a creature reaps, if it is the first time a creature
	// has reaped this turn, deal 2D to it."
	{ID: "ragwarg", Abilities: []Ability{{On: OnCreatureReaps, When: &Target{}, Steps: []Clause{
		{Do: DoGo, Say: "If it is the first time a creature has reaped this turn, deal 2D to it.", Go: func(x *Ctx) {
			if t := x.r.trig; t >= 0 && x.g.hfReapsThisTurn() == 1 && x.g.cards[t].zone == ZoneBattleline {
				x.g.damage(t, 2, false)
				x.g.sweep()
			}
		}},
	}}}},
	// Bramble Lynx: "Skirmish. If you have used a creature to reap this
	// turn, Bramble Lynx enters play ready."
	{ID: "bramble-lynx", Abilities: []Ability{{On: OnCreatureEnters, When: &This, Steps: []Clause{
		{Do: DoGo, Say: "If you have used a creature to reap this turn, ready Bramble Lynx.", Go: func(x *Ctx) {
			if x.g.active == x.Player && x.g.hfReapsThisTurn() > 0 {
				x.g.readyOrExhaust(x.Self, true)
			}
		}},
	}}}},
	// Control the Weak: "Play: Choose a house on your opponent’s identity
	// card. Your opponent must choose that house as their active house on
	// their next turn."
	{ID: "control-the-weak", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoGo, Say: "Your opponent must choose that house as their active house on their next turn.", Go: func(x *Ctx) {
			x.g.heMustChoose(x.Self, x.Opponent(), x.r.house)
		}},
	}}}},
	// Sibyl Waimare: "At the start of your opponent’s turn, that player
	// discards the top card of their deck and exhausts each creature of that
	// card’s house."
	{ID: "sibyl-waimare", Abilities: []Ability{{On: OnAnyTurnStart, If: Cond{Is: IfNotYourTurn}, Steps: []Clause{
		{Do: DoDiscardNamed, N: 1, Who: Opponent, To: Target{Kind: AnyCard}},
		{Do: DoGo, Say: "They exhaust each creature of that card’s house.", Go: func(x *Ctx) {
			if x.r.nThat > 0 {
				x.g.hoExhaustHouse(x.g.def(x.r.that[0]).House)
			}
		}},
	}}}},
	// Sample Collection: "Play: Put an enemy creature into your archives for
	// each key your opponent has forged. If any of these creatures leave
	// your archives, they are put into their owner’s hand instead."
	// Released from handOHeld: TCO logs "uses Sample Collection to
	// abduct 2 creatures" without naming them, and names them when they
	// leave the archives ("C leaves the archives and will be returned its
	// owner hand"); record/tco now makes those names the notes of the
	// scripted line, which answer the choice.
	{ID: "sample-collection", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Count: UpTo, N: 3, Side: Enemy}},
		{Do: DoGo, Say: "Put an enemy creature into your archives for each key your opponent has forged.", Go: hoSampleCollection},
	}}}},
}

// handOHeld are scripts of this batch that are right but not registered
// (their tests install them): the TCO import disagrees with them.
var handOHeld = []Script{}
