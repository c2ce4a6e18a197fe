package engine

// handNScripts are cards of the whole pool, shortest texts first, that the
// compiler of card texts does not compile, scripted by hand (issue 16,
// batch N). A clause the language cannot say is a small closure (DoGo)
// whose English is its Say; each card's test is in scripts_hand_n_test.go.
var handNScripts = []Script{
	// Cleric: "After Cleric enters play, capture 1A."
	{ID: "cleric", Abilities: []Ability{{On: OnCreatureEnters, When: &This, Steps: []Clause{
		{Do: DoCapture, N: 1, To: This},
	}}}},
	// Cover Operation: "Play: Make a token creature, then ready it."
	{ID: "cover-operation", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Make a token creature.", Go: hlMakeTokenThat},
		{Do: DoReady, To: ThatOne},
	}}}},
	// Shattered Throne: "After a creature is used to fight, it captures
	// 1A."
	{ID: "shattered-throne", Abilities: []Ability{{On: OnCreatureFights, When: &Target{}, Steps: []Clause{
		{Do: DoCapture, N: 1, To: TheTriggering},
	}}}},
	// Sack of Coins: "Play: Deal 1D to a creature for each A in your
	// pool." (FAQ: each damage may go to a different creature.)
	{ID: "sack-of-coins", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoForEach, Per: &Amount{Q: AemberOf, Who: You}, Say: "For each A in your pool"},
		{Do: DoDamage, N: 1, To: Target{}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Youngest Bear: "Reap: You may reap with 1 of Youngest Bear's
	// neighbors."
	{ID: "youngest-bear", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoChoose, May: true, To: Target{Is: Neighboring}},
		{Do: DoGo, Say: "reap with it", If: Cond{Is: IfDone}, Go: hnReapWithThat},
	}}}},
	// Youngest Bear (evil twin): "Reap: You may fight with 1 of Youngest
	// Bear's neighbors."
	{ID: "youngest-bear-evil-twin", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoFight, May: true, To: Target{Is: Neighboring}},
	}}}},
	// Sea Urchin (evil twin): "Play: Capture 2A. If the tide is high, steal
	// 2A instead."
	{ID: "sea-urchin-evil-twin", Abilities: goAbility(OnPlay, "Capture 2A. If the tide is high, steal 2A instead.", hnCaptureOrSteal(2))},
	// Deep Priest Glebe: "After you play an Aquan creature, exhaust an
	// enemy creature."
	// Not "another": Glebe is Aquan, playing it triggers it too (its Play:
	// ability).
	{ID: "deep-priest-glebe", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Friendly, Trait: "aquan"}, Steps: []Clause{
		{Do: DoExhaust, To: Target{Side: Enemy}},
	}}, {On: OnPlay, Steps: []Clause{
		{Do: DoExhaust, To: Target{Side: Enemy}},
	}}}},
	// Forgemaster Og: "After a player forges a key, they lose all of their
	// remaining A."
	{ID: "forgemaster-og", Abilities: goAbility(OnKeyForged, "They lose all of their remaining A.", func(x *Ctx) {
		if pl := x.g.hnLastForger(); pl >= 0 {
			x.g.lose(pl, x.g.p[pl].aember, SrcAbility)
		}
	})},
	// Explorer: "After Reap: Look at the top card of your deck. You may
	// discard it."
	{ID: "explorer", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoGo, Say: "Look at the top card of your deck.", Go: func(*Ctx) {}},
		{Do: DoDiscardTop, N: 1, May: true},
	}}}},
	// Azrael: "After Reap: Until the end of the turn, each friendly
	// creature may fight."
	{ID: "azrael", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoMayUse, N: int(VerbFight), To: Target{Count: Each, Side: Friendly}, Dur: UntilTurnEnd},
	}}}},
	// Nepeta Gigantica: "Action: Stun a creature with power 5 or higher, or
	// stun a Giant creature." (A creature that is neither is flagged.)
	{ID: "nepeta-gigantica", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "Stun it if it has power 5 or higher or is a Giant creature.", Go: hnNepeta},
	}}}},
	// Pirate Champion: "Taunt. After Fight: You may move Pirate Champion to
	// a flank." (The log's choose line may say left or right.)
	{ID: "pirate-champion", Abilities: []Ability{{On: OnFight, Steps: []Clause{
		{Do: DoChoose, May: true, To: This},
		{Do: DoGo, Say: "move it to a flank", If: Cond{Is: IfDone}, Go: heToFlank},
	}}}},
	// Sniffer: "Action: For the remainder of the turn, each creature loses
	// elusive."
	{ID: "sniffer", Abilities: goAbility(OnAction, "For the remainder of the turn, each creature loses elusive.", func(x *Ctx) {
		x.g.hnEachLoses(Elusive, UntilTurnEnd, x.Self)
	})},
	// Rapid Evolution: "Play: Choose a creature. Give it a +1 power counter
	// for each A you have."
	{ID: "rapid-evolution", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "Give it a +1 power counter for each A you have.", Go: func(x *Ctx) {
			if x.r.nThat > 0 && x.g.cards[x.r.that[0]].zone == ZoneBattleline {
				x.g.cards[x.r.that[0]].counters += int16(x.g.p[x.Player].aember)
			}
		}},
	}}}},
	// Twilight Pixie: "Each of Twilight Pixie’s non-Faerie neighbors gains,
	// “After Reap: Gain 1A.”"
	{ID: "twilight-pixie", Abilities: []Ability{{On: OnReap, Grant: &Target{Count: Neighbors, Trait: "faerie", Is: NotTrait}, Steps: []Clause{
		{Do: DoGain, N: 1},
	}}}},
	// Suzerain: "After Reap: Purge the top card of a player’s deck. If you
	// do, make a Minion." (The choose line names the player, mine or
	// theirs.)
	{ID: "suzerain", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoGo, Say: "Purge the top card of a player's deck.", Go: hnPurgeTopOfChosen},
		{Do: DoGo, Say: "make a Minion", If: Cond{Is: IfDone}, Go: func(x *Ctx) { x.g.makeToken(x.Player, CardRef{ID: "minion"}) }},
	}}}},
	// Relentless Assault: "Play: Ready and fight with up to 3 different
	// friendly creatures, one at a time."
	{ID: "relentless-assault", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Count: UpTo, N: 3, Side: Friendly}},
		{Do: DoReadyAndFight, To: ThatOne},
	}}}},
	// Light Everlasting: "Play: Play a Sanctum creature from your discard
	// pile anywhere in your battleline."
	{ID: "light-everlasting", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly, Where: InDiscard, House: "sanctum"}},
		{Do: DoGo, Say: "Play it anywhere in your battleline.", Go: playThatFromDiscard},
	}}}},
	// Entropic Swirl: "Play: Choose a creature. For each trait that
	// creature has, deal it 2D and gain 1A."
	{ID: "entropic-swirl", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "For each trait that creature has, deal it 2D and gain 1A.", Go: hnEntropicSwirl},
	}}}},
	// Honored Battlemaster: "Enhance. Action: Ready and fight with one of
	// Honored Battlemaster's neighbors."
	{ID: "honored-battlemaster", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoReadyAndFight, To: Target{Is: Neighboring}},
	}}}},
	// Plummet: "Play: Discard your hand. Deal 1D to each creature for each
	// card discarded this way."
	{ID: "plummet", Abilities: goAbility(OnPlay, "Discard your hand. Deal 1D to each creature for each card discarded this way.", func(x *Ctx) {
		n := x.g.p[x.Player].handSize()
		x.g.discardHand(x.Player)
		x.g.hnDamageEach(n)
	})},
	// Renewed Life: "Play: Fully heal a creature. Make a token creature for
	// each damage healed this way."
	{ID: "renewed-life", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoHeal, To: Target{}},
		{Do: DoToken, N: 1, Per: &Amount{Q: DoneThisWay}},
	}}}},
	// Crushing Deep: "Play: During your opponent’s next turn, keys cost +3A
	// for each forged key they have." (Counted when it resolves: their
	// keys change only when they forge.)
	{ID: "crushing-deep", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "During your opponent’s next turn, keys cost +3A for each forged key they have.", Go: func(x *Ctx) {
			opp := x.Opponent()
			x.g.addLasting(lasting{kind: lastKeyCost, player: opp, card: -1, n: 3 * x.g.p[opp].keyCount(), until: x.g.until(UntilNextTurn), source: x.Self})
		}},
	}}}},
	// On the Mark: "Play: Choose a friendly creature. Move each A on that
	// creature to an enemy creature."
	{ID: "on-the-mark", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		{Do: DoChooseAlso, To: Target{Side: Enemy}, And: true},
		{Do: DoGo, Say: "Move each A on the friendly creature to the enemy creature.", Go: hnMoveAemberFirstToSecond},
	}}}},
	// Unnatural Selection: "Play: Choose 3 friendly creatures and 3 enemy
	// creatures. Destroy each other creature." (A step holds at most four
	// chosen cards: each side's are chosen and the others destroyed in
	// turn, friendly first.)
	{ID: "unnatural-selection", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Count: Exactly, N: 3, Side: Friendly}},
		{Do: DoDestroy, To: Target{Count: Each, Side: Friendly, Is: NotThat}},
		{Do: DoChoose, To: Target{Count: Exactly, N: 3, Side: Enemy}},
		{Do: DoDestroy, To: Target{Count: Each, Side: Enemy, Is: NotThat}},
	}}}},
	// Biomatrix Backup: "This creature gains, “Destroyed: You may put this
	// creature into its owner's archives.”"
	{ID: "biomatrix-backup", Abilities: []Ability{{On: OnDestroyed, Grant: &ThisCreature, Steps: []Clause{
		{Do: DoArchive, May: true, To: This},
	}}}},
	// Universal Recycle Bin: "Action: Archive a purged card you own." (The
	// choose line names it.)
	{ID: "universal-recycle-bin", Abilities: goAbility(OnAction, "Archive a purged card you own.", hnArchivePurged)},
	// Giant Gnawbill: "After a player chooses an active house, that player
	// destroys an artifact of that house." (The choose line names it.)
	{ID: "giant-gnawbill", Abilities: goAbility(OnHouseChosen, "That player destroys an artifact of that house.", hnGnawbill)},
	// Hydrocataloguer: "After a player raises the tide, they archive the top
	// card of their deck."
	{ID: "hydrocataloguer", Abilities: goAbility(OnTideRaised, "They archive the top card of their deck.", func(x *Ctx) {
		if pl := x.g.hnLastTideRaiser(); pl >= 0 {
			x.g.moveTop(pl, 1, true)
		}
	})},
	// Mutation of Cunning: "Play: Until the start of your next turn, a
	// creature gains elusive and the Mutant trait."
	{ID: "mutation-of-cunning", Abilities: hnMutation(Elusive, 0)},
	// Mutation of Instinct: "Play: Until the start of your next turn, a
	// creature gains skirmish and the Mutant trait."
	{ID: "mutation-of-instinct", Abilities: hnMutation(Skirmish, 0)},
	// Mutation of Fury: "Play: Until the start of your next turn, a creature
	// gains assault 3 and the Mutant trait."
	{ID: "mutation-of-fury", Abilities: hnMutation(Assault, 3)},
	// Adult Swim: "Play: Put each creature with power 3 or lower on top of
	// its owner’s deck in a random order." (The order is hidden: the
	// deck's top is not known.)
	{ID: "adult-swim", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoTopDeck, To: Target{Count: Each, Is: PowerAtMost, Power: 3}},
	}}}},
	// Contract Execution: "Play: For the remainder of the turn, each time
	// you play a creature, deal 2D to a creature."
	{ID: "contract-execution", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLastingAbility, Dur: UntilTurnEnd, Lasting: &Ability{On: OnPlayOther, After: true, When: &Target{Side: Friendly}, Steps: []Clause{
			{Do: DoDamage, N: 2, To: Target{}},
		}}},
	}}}},
	// Recklessness: "Enhance. Play: Each player discards 3 random cards from
	// their hand, then draws 3 cards."
	{ID: "recklessness", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDiscardRandom, N: 3},
		{Do: DoDiscardRandom, N: 3, Who: Opponent},
		{Do: DoDraw, N: 3, Who: EachPlayer},
	}}}},
	// Dark Æmber Vault: "After you play a Mutant creature, draw a card. Each
	// friendly Mutant creature gets +2 power."
	{ID: "dark-æmber-vault",
		Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Friendly, Trait: "mutant"}, Steps: []Clause{{Do: DoDraw, N: 1}}}},
		Statics:   []Static{{Is: PowerBonus, N: 2, To: Target{Count: Each, Side: Friendly, Trait: "mutant"}}},
	},
	// No Safety in Numbers: "Play: Deal 3D to each creature that belongs to
	// a house that has 3 or more creatures in play."
	{ID: "no-safety-in-numbers", Abilities: goAbility(OnPlay, "Deal 3D to each creature that belongs to a house that has 3 or more creatures in play.", func(x *Ctx) {
		x.g.hnNoSafety()
	})},
	// Orphion, Land’s Chosen: "While the tide is low, Orphion, Land’s Chosen
	// gets +3 armor and gains, “Reap: Capture 2A.”"
	{ID: "orphion-land-s-chosen",
		Statics:   []Static{{Is: ArmorBonus, N: 3, To: This, If: Cond{Is: IfTideLow}}},
		Abilities: []Ability{{On: OnReap, Grant: &This, If: Cond{Is: IfTideLow}, Steps: []Clause{{Do: DoCapture, N: 2, To: This}}}},
	},
	// Anahita the Trader: "Reap: Give control of a friendly artifact to your
	// opponent. If you do, they must give you 2A."
	{ID: "anahita-the-trader", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly, Kind: Artifact}},
		{Do: DoGo, Say: "Give control of it to your opponent.", Go: func(x *Ctx) {
			if x.r.nThat > 0 && x.g.cards[x.r.that[0]].zone == ZoneArtifacts {
				x.g.takeControl(x.Opponent(), x.r.that[0])
			}
		}},
		{Do: DoGo, Say: "they must give you 2A", If: Cond{Is: IfDone}, Go: func(x *Ctx) {
			x.g.gain(x.Player, x.g.lose(x.Opponent(), 2, SrcAbility), SrcAbility)
		}},
	}}}},
	// Martyr’s End: "Play: Destroy any number of friendly creatures. Gain
	// 1A for each creature destroyed this way."
	{ID: "martyr-s-end", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Count: UpTo, N: heAnyNumber, Side: Friendly}},
		{Do: DoGain, N: 1, Per: &Amount{Q: DoneThisWay}},
	}}}},
	// Niffle Grounds: "Action: Choose a creature. For the remainder of the
	// turn, that creature loses taunt and elusive."
	{ID: "niffle-grounds", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "For the remainder of the turn, that creature loses taunt and elusive.", Go: func(x *Ctx) {
			if x.r.nThat > 0 {
				x.g.hnLoses(x.r.that[0], UntilTurnEnd, x.Self, Taunt, Elusive)
			}
		}},
	}}}},
	// Free Markets: "Play: Gain 1A (to a maximum of 6) for each house
	// represented among cards in play, except for Sanctum."
	{ID: "free-markets", Abilities: goAbility(OnPlay, "Gain 1A (to a maximum of 6) for each house represented among cards in play, except for Sanctum.", func(x *Ctx) {
		x.g.gain(x.Player, min(x.g.hnHousesInPlay("sanctum"), 6), SrcAbility)
	})},
	// Mookling (evil twin): "After your opponent forges a key, give Mookling
	// a +1 power counter for each A spent to forge that key."
	{ID: "mookling-evil-twin", Abilities: []Ability{{On: OnKeyForged, When: &Target{Side: Enemy}, Steps: []Clause{
		{Do: DoGo, Say: "Give Mookling a +1 power counter for each A spent to forge that key.", Go: func(x *Ctx) {
			if n := x.g.hnLastForgeCost(); n > 0 && x.g.cards[x.Self].zone == ZoneBattleline {
				x.g.cards[x.Self].counters += int16(n)
			}
		}},
	}}}},
	// Niffle Sanctuary: "Action: Make a Niffle Brute. Until the end of the
	// turn each Niffle Brute gains, “After Fight: Gain 1A.”"
	{ID: "niffle-sanctuary", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoGo, Say: "Make a Niffle Brute.", Go: func(x *Ctx) { x.g.makeToken(x.Player, CardRef{ID: "niffle-brute"}) }},
		{Do: DoLastingAbility, Dur: UntilTurnEnd, Lasting: &Ability{On: OnFight, Grant: &Target{Count: Each, Name: "niffle-brute"}, Steps: []Clause{
			{Do: DoGain, N: 1},
		}}},
	}}}},
	// Spinnertech: "Play/Destroyed: Choose a card in your discard pile and
	// put it on top of your deck. Make a token creature."
	{ID: "spinnertech", Abilities: []Ability{{On: OnPlay | OnDestroyed, Steps: []Clause{
		{Do: DoTopDeck, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard}},
		{Do: DoToken, N: 1},
	}}}},
	// Extinction: "Play: Choose a creature. Destroy that creature and each
	// creature that shares a trait with it. Gain 1 chain."
	{ID: "extinction", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "Destroy that creature and each creature that shares a trait with it.", Go: hnExtinction},
		{Do: DoChains, N: 1},
	}}}},
	// Cooperative Hunting: "Play: Deal 1D for each friendly creature in
	// play. You may divide this damage among any number of creatures."
	{ID: "cooperative-hunting", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoForEach, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly}}},
		{Do: DoDamage, N: 1, To: Target{}},
		{Do: DoRepeat, N: 1},
	}}}},
	// P.K.E. Syphonator: "Play: Gain 1A for each card in your opponent’s
	// archives. Your opponent discards each card in their archives."
	{ID: "pke-syphonator", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGain, N: 1, Per: &Amount{Q: ArchivesOf, Who: Opponent}},
		{Do: DoGo, Say: "Your opponent discards each card in their archives.", Go: func(x *Ctx) {
			for hhDiscardOneArchived(x.g, x.Opponent()) {
			}
		}},
	}}}},
	// Devour Whole: "Play: If a friendly Legendary Keyraken is in play,
	// destroy an enemy creature or artifact."
	{ID: "devour-whole", Abilities: []Ability{{On: OnPlay, If: Cond{Is: IfCount, Cmp: AtLeast, N: 1, Of: &Target{Count: Each, Side: Friendly, Name: "legendary-keyraken"}}, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Enemy, Kind: AnyCard}},
		{Do: DoGo, Say: "Destroy it if it is a creature or an artifact.", Go: hnDestroyCreatureOrArtifact},
	}}}},
	// Break of Dawn: "Play: Discard the top 3 cards of your deck. Put each
	// Untamed card discarded this way into your hand." (The log names the
	// cards discarded.)
	{ID: "break-of-dawn", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDiscardNamed, N: 3, To: Target{Kind: AnyCard, House: "untamed"}},
		{Do: DoGo, Say: "Put each Untamed card discarded this way into your hand.", Go: hnThatOfHouseToHand("untamed")},
	}}}},
	// Rigged Lottery: "Play: Each player discards the top 5 cards of their
	// deck. For each Shadows card discarded, its owner gains 1A." (The log
	// names the cards discarded, yours first.)
	{ID: "rigged-lottery", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDiscardNamed, N: 5, To: Target{Kind: AnyCard, House: "shadows"}},
		{Do: DoGain, N: 1, Per: &Amount{Q: DoneThisWay}},
		{Do: DoDiscardNamed, N: 5, Who: Opponent, To: Target{Kind: AnyCard, House: "shadows"}},
		{Do: DoGain, N: 1, Who: Opponent, Per: &Amount{Q: DoneThisWay}},
	}}}},
	// Rogue Ogre: "At the end of your turn, if you played exactly one card
	// this turn, Rogue Ogre heals 2 damage and captures 1A."
	{ID: "rogue-ogre", Abilities: goAbility(OnTurnEnd, "If you played exactly one card this turn, Rogue Ogre heals 2 damage and captures 1A.", func(x *Ctx) {
		if x.g.plays == 1 && x.g.cards[x.Self].zone == ZoneBattleline {
			x.g.heal(x.Self, 2)
			x.g.capture(x.Self, 1)
		}
	})},
	// Key of Darkness: "Play: Forge a key at +6A current cost. If your
	// opponent has no A, forge a key at +2A current cost instead."
	{ID: "key-of-darkness", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoForge, N: 6, If: Cond{Is: IfAember, Who: Opponent, Cmp: AtLeast, N: 1}},
		{Do: DoForge, N: 2, If: Cond{Is: IfAember, Who: Opponent, Cmp: Equal, N: 0}},
	}}}},
	// Quicksand: "Play: Destroy the most powerful creature controlled by
	// each player who does not control a ready Untamed creature."
	{ID: "quicksand", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Side: Friendly, Is: MostPowerful}, If: Cond{Is: IfCount, Cmp: Equal, N: 0, Of: &Target{Count: Each, Side: Friendly, House: "untamed", Is: Ready}}},
		{Do: DoDestroy, To: Target{Side: Enemy, Is: MostPowerful}, If: Cond{Is: IfCount, Cmp: Equal, N: 0, Of: &Target{Count: Each, Side: Enemy, House: "untamed", Is: Ready}}},
	}}}},
	// Market Fluctuation: "Play: Each haunted player draws 3 cards. Each
	// player that is not haunted discards 3 random cards from their hand."
	{ID: "market-fluctuation", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDraw, N: 3, If: Cond{Is: IfHaunted, Who: You}},
		{Do: DoDraw, N: 3, Who: Opponent, If: Cond{Is: IfHaunted, Who: Opponent}},
		{Do: DoDiscardRandom, N: 3, If: Cond{Is: IfNotHaunted, Who: You}},
		{Do: DoDiscardRandom, N: 3, Who: Opponent, If: Cond{Is: IfNotHaunted, Who: Opponent}},
	}}}},
	// Stir Up Trouble: "Play: Choose a creature and 1 of its neighbors.
	// Each chosen creature deals damage equal to its power to the other."
	// (A second creature that is not a neighbor of the first is flagged.)
	{ID: "stir-up-trouble", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoChooseAlso, To: Target{Is: NotThat}, And: true},
		{Do: DoGo, Say: "Each chosen creature deals damage equal to its power to the other.", Go: hnStirUpTrouble},
	}}}},
	// Bog Spitter: "Skirmish. After Fight: Discard a random card from a
	// player's hand. Scrap: If your opponent has 6A or more, steal 1A."
	{ID: "bog-spitter", Abilities: []Ability{
		{On: OnFight, Steps: []Clause{{Do: DoDiscardRandom, N: 1, Who: ChosenPlayer}}},
		{On: OnScrap, Steps: []Clause{{Do: DoSteal, N: 1, If: Cond{Is: IfAember, Who: Opponent, Cmp: AtLeast, N: 6}}}},
	}},
	// Red Skies: "Play: Move a friendly Skyborn creature to a flank and
	// ready it. If a red key is forged, repeat the preceding effect."
	{ID: "red-skies", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly, House: "skyborn"}},
		{Do: DoGo, Say: "Move it to a flank", Go: heToFlank},
		{Do: DoReady, To: ThatOne, And: true},
		{Do: DoGo, Say: "If a red key is forged, repeat the preceding effect.", Go: func(x *Ctx) {
			x.r.did = x.g.p[0].keys[KeyRed-1] || x.g.p[1].keys[KeyRed-1]
		}},
		{Do: DoChoose, To: Target{Side: Friendly, House: "skyborn"}, If: Cond{Is: IfDone}},
		{Do: DoGo, Go: heToFlank, If: Cond{Is: IfDone}},
		{Do: DoReady, To: ThatOne, If: Cond{Is: IfDone}},
	}}}},
	// Retrotechnician Le: "If you are haunted, Retrotechnician Le enters
	// play ready. After Reap: You may play a creature from your discard
	// pile."
	{ID: "retrotechnician-le",
		Statics: []Static{{Is: EntersReady, To: This, If: Cond{Is: IfHaunted, Who: You}}},
		Abilities: []Ability{{On: OnReap, Steps: []Clause{
			{Do: DoChoose, May: true, To: Target{Side: Friendly, Where: InDiscard}},
			{Do: DoGo, Say: "play it", If: Cond{Is: IfDone}, Go: playThatFromDiscard},
		}}},
	},
	// Behold Its Grandeur: "Play: Gain 1A for each creature you control that
	// shares a house with one or more of its neighbors, to a maximum of
	// 4A."
	{ID: "behold-its-grandeur", Abilities: goAbility(OnPlay, "Gain 1A for each creature you control that shares a house with one or more of its neighbors, to a maximum of 4A.", func(x *Ctx) {
		n := 0
		for _, id := range x.g.p[x.Player].line {
			n += hnB(x.g.hlSharesWithNeighbor(id))
		}
		x.g.gain(x.Player, min(n, 4), SrcAbility)
	})},
	// Edict of Conscription: "Action: Destroy Edict of Conscription. For the
	// remainder of the turn, each friendly creature belongs to house
	// Saurian."
	{ID: "edict-of-conscription", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoDestroy, To: This},
		{Do: DoSetHouse, To: Target{Count: Each, Side: Friendly}, House: "saurian", Dur: UntilTurnEnd},
	}}}},
	// Grumpus Tamer: "Reap: Search your deck and discard pile for a War
	// Grumpus, reveal it, and add it to your hand. Then, shuffle your deck."
	{ID: "grumpus-tamer", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoSearch, To: Target{Kind: AnyCard, Name: "war-grumpus"}},
		shuffleDeck,
	}}}},
	// Orb of Wonder: "Omni: Destroy Orb of Wonder. If you do, search your
	// deck for a card and put it into your hand. Shuffle your deck."
	{ID: "orb-of-wonder", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoDestroy, To: This},
		{Do: DoSearch, If: Cond{Is: IfDone}},
		shuffleDeck,
	}}}},
	// Jervi: "Elusive. After Reap: Search your deck for a card and put it
	// into your hand. Scrap: Archive a card from your discard pile."
	{ID: "jervi", Abilities: []Ability{
		{On: OnReap, Steps: []Clause{{Do: DoSearch}}},
		{On: OnScrap, Steps: []Clause{{Do: DoArchive, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard}}}},
	}},
	// Governess Silvina: "Play: Move each A from a friendly creature to the
	// most powerful enemy creature. Scrap: Stun 2 creatures with no A on
	// them."
	{ID: "governess-silvina", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoChoose, To: Target{Side: Friendly}},
			{Do: DoChooseAlso, To: Target{Side: Enemy, Is: MostPowerful}, And: true},
			{Do: DoGo, Say: "Move each A on the friendly creature to the enemy creature.", Go: hnMoveAemberFirstToSecond},
		}},
		{On: OnScrap, Steps: []Clause{{Do: DoStun, To: Target{Count: Exactly, N: 2, Is: NoAember}}}},
	}},
	// Cera Severa: "After Fight/After Reap: Capture 1A. Destroyed: Choose an
	// enemy creature. Deal 1D to that creature for each A on Cera Severa."
	{ID: "cera-severa", Abilities: []Ability{
		{On: OnFight | OnReap, Steps: []Clause{{Do: DoCapture, N: 1, To: This}}},
		{On: OnDestroyed, Steps: []Clause{{Do: DoGo, Say: "Choose an enemy creature. Deal 1D to that creature for each A on Cera Severa.", Go: hnDamagePerHeld}}},
	}},
	// Cauterize Vitality: "Play: Destroy a creature or artifact. If you do,
	// your opponent loses A equal to the number of bonus icons on the
	// destroyed card."
	{ID: "cauterize-vitality", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Kind: AnyCard}},
		{Do: DoGo, Say: "Destroy it if it is a creature or an artifact. If you do, your opponent loses A equal to the number of bonus icons on the destroyed card.", Go: hnCauterize},
	}}}},
	// Witch of the Dawn (evil twin): "Play: Destroy another friendly
	// creature. If you do, play a different creature from your discard
	// pile. Ready and use that creature."
	{ID: "witch-of-the-dawn-evil-twin", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Side: Friendly, Is: Other}},
		{Do: DoChoose, To: Target{Side: Friendly, Where: InDiscard, Is: NotThat}, If: Cond{Is: IfDone}},
		{Do: DoGo, Say: "play it", If: Cond{Is: IfDone}, Go: playThatFromDiscard},
		{Do: DoReadyAndUse, To: ThatOne, If: Cond{Is: IfDone}},
	}}}},
	// Jayne the Bard: "After Reap: Deal 2D to an enemy creature. If that
	// creature has A on it, repeat the preceding effect. Scrap: Exalt 2
	// friendly creatures."
	{ID: "jayne-the-bard", Abilities: []Ability{
		{On: OnReap, Steps: []Clause{
			{Do: DoDamage, N: 2, To: Target{Side: Enemy}},
			{Do: DoGo, Say: "If that creature has A on it, repeat the preceding effect.", Go: func(x *Ctx) {
				if x.r.nThat > 0 && x.g.cards[x.r.that[0]].zone == ZoneBattleline && x.g.cards[x.r.that[0]].aember > 0 && x.r.loops < 64 {
					x.r.loops++
					x.r.pc = 255 // the next step is the first (uint8 wraps)
				}
			}},
		}},
		{On: OnScrap, Steps: []Clause{{Do: DoExalt, To: Target{Count: Exactly, N: 2, Side: Friendly}}}},
	}},
	// Sunk Cost: "Play: Choose a house. Your opponent discards a random card
	// from their hand. If that card belongs to the chosen house, make a
	// token creature."
	{ID: "sunk-cost", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoDiscardRandom, N: 1, Who: Opponent},
		{Do: DoGo, Say: "If that card belongs to the chosen house, make a token creature.", Go: func(x *Ctx) {
			if d := x.g.p[x.Opponent()].discard; len(d) > 0 && x.r.house != "" && x.g.houseOf(d[len(d)-1]) == x.r.house {
				x.g.hjMakeToken(x)
			}
		}},
	}}}},
	// Rorag Screamer: "After Fight: Ready Rorag Screamer. Scrap: Choose a
	// creature. For the remainder of the turn, that creature loses elusive
	// and all of its armor."
	{ID: "rorag-screamer", Abilities: []Ability{
		{On: OnFight, Steps: []Clause{{Do: DoReady, To: This}}},
		{On: OnScrap, Steps: []Clause{
			{Do: DoChoose, To: Target{}},
			{Do: DoGo, Say: "For the remainder of the turn, that creature loses elusive and all of its armor.", Go: func(x *Ctx) {
				if x.r.nThat == 0 || x.g.cards[x.r.that[0]].zone != ZoneBattleline {
					return
				}
				id := x.r.that[0]
				x.g.hnLoses(id, UntilTurnEnd, x.Self, Elusive)
				x.g.addLasting(lasting{kind: lastArmor, player: x.Player, card: id, n: -x.g.armor(id), until: x.g.until(UntilTurnEnd), source: x.Self})
			}},
		}},
	}},
	// Tomes Gigantica: "Play: Search your deck and discard pile for two
	// halves of a gigantic creature, reveal them, and put them in your
	// hand. Purge Tomes Gigantica." (The log names the halves found.)
	{ID: "tomes-gigantica", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoSearch},
		{Do: DoSearch},
		{Do: DoPurge, To: This},
	}}}},
	// Treok, The Wise: "After Reap: Choose a creature. Until the start of
	// your next turn, that creature gains invulnerable."
	{ID: "treok-the-wise", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoGiveKeyword, KW: Invulnerable, Dur: UntilNextTurn, To: Target{}},
	}}}},
	// Dredge: "Play: For the remainder of the turn, each friendly creature
	// gains: “After Reap: Return a card from your discard pile to the top
	// of your deck.”"
	{ID: "dredge", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLastingAbility, Dur: UntilTurnEnd, Lasting: &Ability{On: OnReap, Grant: &Target{Count: Each, Side: Friendly}, Steps: []Clause{
			{Do: DoTopDeck, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard}},
		}}},
	}}}},
	// Empyrean Charge: "Play: Forge a key at +6A current cost, reduced by
	// the total combined number of cards in both player’s archives. Discard
	// each player’s archives."
	{ID: "empyrean-charge", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Forge a key at +6A current cost, reduced by the total combined number of cards in both player’s archives.", Go: func(x *Ctx) {
			g := x.g
			cost := max(g.keyCost(x.Player)+6-g.p[0].archiveSize()-g.p[1].archiveSize(), 0)
			if g.adMayForge(x.Player, cost) {
				g.forge(x.Player, KeyAny, cost)
			}
		}},
		{Do: DoGo, Say: "Discard each player’s archives.", Go: func(x *Ctx) {
			for _, pl := range [2]int8{x.Player, x.Opponent()} {
				for hhDiscardOneArchived(x.g, pl) {
				}
			}
		}},
	}}}},
	// C.R. Officer Hawkins: "Deploy. Play: Gain 1A for each of C.R. Officer
	// Hawkins's non-Star Alliance neighbors."
	{ID: "cr-officer-hawkins", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGain, N: 1, Per: &Amount{Q: CountOf, Of: Target{Count: Neighbors, House: "staralliance", Is: NotHouse}}},
	}}}},
	// C.R. Officer Hawkins (evil twin): "Deploy. Play: Your opponent loses
	// 1A for each of C.R. Officer Hawkins's non-Star Alliance neighbors."
	{ID: "cr-officer-hawkins-evil-twin", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLose, N: 1, Who: Opponent, Per: &Amount{Q: CountOf, Of: Target{Count: Neighbors, House: "staralliance", Is: NotHouse}}},
	}}}},
	// Game Changer: "Enhance. Each friendly Ekwidon creature cannot reap
	// and gains, “Action: Steal 1A.”"
	{ID: "game-changer",
		Statics:   []Static{{Is: Cannot, Verb: VerbReap, Who: EachPlayer, To: Target{Count: Each, Side: Friendly, House: "ekwidon"}}},
		Abilities: []Ability{{On: OnAction, Grant: &Target{Count: Each, Side: Friendly, House: "ekwidon"}, Steps: []Clause{{Do: DoSteal, N: 1}}}},
	},
	// Quintrino Warp: "Play: Choose a friendly creature and an enemy
	// creature. Destroy those creatures and each creature that shares a
	// house with either of them. Gain 1 chain."
	{ID: "quintrino-warp", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		{Do: DoChooseAlso, To: Target{Side: Enemy}, And: true},
		{Do: DoGo, Say: "Destroy those creatures and each creature that shares a house with either of them.", Go: hnQuintrinoWarp},
		{Do: DoChains, N: 1},
	}}}},
	// Legendary Keyraken: "Legendary Keyraken gets +5 power for each forged
	// key you have. After Reap: Forge a key at +6A current cost, reduced by
	// 1A for each friendly Tentacle in play."
	{ID: "legendary-keyraken",
		Statics: []Static{{Is: PowerBonus, N: 5, To: This, Per: &Amount{Q: ForgedKeys, Who: You}}},
		Abilities: []Ability{{On: OnReap, Steps: []Clause{
			{Do: DoForge, N: 6, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly, Trait: "tentacle"}, Minus: true}},
		}}},
	},
	// Harmonia: "Elusive. After you play a creature, if there are more
	// enemy creatures than friendly creatures, gain 1A."
	// Not "another creature": playing Harmonia itself triggers it too (its
	// Play: ability).
	{ID: "harmonia", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Friendly}, Steps: []Clause{
		{Do: DoGain, N: 1, If: Cond{Is: IfCount, Cmp: MoreThanOpp, Of: &Target{Count: Each, Side: Enemy}}},
	}}, {On: OnPlay, Steps: []Clause{
		{Do: DoGain, N: 1, If: Cond{Is: IfCount, Cmp: MoreThanOpp, Of: &Target{Count: Each, Side: Enemy}}},
	}}}},
	// Sound the Horns: "Play: Discard cards from the top of your deck until
	// you either discard a Brobnar creature or run out of cards. If you
	// discarded a Brobnar creature this way, put it into your hand."
	{ID: "sound-the-horns", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDiscardNamed, To: Target{House: "brobnar"}},
		{Do: DoGo, Say: "If you discarded a Brobnar creature this way, put it into your hand.", Go: hgLastDiscardedToHand},
	}}}},
	// Vĕsted Harŏld: "Enhance. Scrap: Choose a friendly creature and an
	// enemy creature. Put each chosen creature into its owner's archives."
	{ID: "vĕsted-harŏld", Abilities: []Ability{{On: OnScrap, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		{Do: DoChooseAlso, To: Target{Side: Enemy}, And: true},
		{Do: DoGo, Say: "Put each chosen creature into its owner's archives.", Go: func(x *Ctx) {
			for _, id := range x.r.that[:x.r.nThat] {
				if x.g.cards[id].zone == ZoneBattleline {
					x.g.moveInst(id, ZoneArchives)
				}
			}
		}},
	}}}},
	// Qyxxlyxx Grave Master: "Play: Purge a creature from a discard pile.
	// Deal 2D to each creature that shares one or more traits with the
	// purged creature. Destroyed: If you are haunted, archive Qyxxlyxx
	// Grave Master."
	{ID: "qyxxlyxx-grave-master", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoPurge, To: Target{Where: InDiscard}},
			{Do: DoGo, Say: "Deal 2D to each creature that shares one or more traits with the purged creature.", Go: hnDamageSharingTrait},
		}},
		{On: OnDestroyed, Steps: []Clause{{Do: DoArchive, To: This, If: Cond{Is: IfHaunted, Who: You}}}},
	}},
	// Saurus Rex: "After Fight/After Reap: If Saurus Rex is in the center of
	// your battleline, you may exalt it. If you do, search your deck for a
	// Saurian card, reveal it, and put it into your hand. Shuffle your
	// deck."
	{ID: "saurus-rex", Abilities: []Ability{{On: OnFight | OnReap, Steps: []Clause{
		{Do: DoExalt, May: true, To: This, If: Cond{Is: IfThisInCenter}},
		{Do: DoSearch, To: Target{Kind: AnyCard, House: "saurian"}, If: Cond{Is: IfDone}},
		shuffleDeck,
	}}}},
	// Belcher: "Action: Discard cards from the top of your deck until you
	// discard a creature or run out of cards. If you discarded a creature
	// this way, deal D equal to the discarded creature’s power to an enemy
	// creature."
	{ID: "belcher", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoDiscardNamed, To: Target{}},
		{Do: DoChoose, To: Target{Side: Enemy}, If: Cond{Is: IfDone}},
		{Do: DoGo, Say: "Deal D equal to the discarded creature’s power to it.", If: Cond{Is: IfDone}, Go: hnBelch},
	}}}},
	// Vespilon Theorist: "Elusive. After Reap: Choose a house. Reveal the
	// top card of your deck. If it is of that house, archive it and gain
	// 1A. Otherwise, discard it." (The log names the card.)
	{ID: "vespilon-theorist", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoGo, Say: "Reveal the top card of your deck. If it is of that house, archive it and gain 1A. Otherwise, discard it.", Go: hnVespilon},
	}}}},
	// Grand Alliance Council: "Play: Choose a creature of each house.
	// Destroy each creature not chosen." (The choose line names them all.)
	{ID: "grand-alliance-council", Abilities: goAbility(OnPlay, "Choose a creature of each house. Destroy each creature not chosen.", hnKeepOnePer(func(g *Game, id int16) int { return int(hnHouseIndex(g.houseOf(id))) }))},
	// Selective Preservation: "Play: Choose a creature of each power value.
	// Destroy each creature not chosen."
	{ID: "selective-preservation", Abilities: goAbility(OnPlay, "Choose a creature of each power value. Destroy each creature not chosen.", hnKeepOnePer(func(g *Game, id int16) int { return g.power(id) }))},
	// Chaos Portal: "Action: Choose a house. Reveal the top card of your
	// deck. If it is of that house, play it." (The log names the card.)
	{ID: "chaos-portal", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoGo, Say: "Reveal the top card of your deck. If it is of that house, play it.", Go: func(x *Ctx) {
			if id, ref := hnTopNamed(x); id >= 0 && x.r.house != "" && x.g.houseOf(id) == x.r.house {
				x.g.playFromDeck(x.Player, ref)
			}
		}},
	}}}},
	// Wormhole Technician: "After Reap: Reveal the top card of your deck. If
	// it is a Logos card, play it. Otherwise, archive it."
	{ID: "wormhole-technician", Abilities: goAbility(OnReap, "Reveal the top card of your deck. If it is a Logos card, play it. Otherwise, archive it.", func(x *Ctx) {
		id, ref := hnTopNamed(x)
		switch {
		case id < 0:
		case x.g.houseOf(id) == "logos":
			x.g.playFromDeck(x.Player, ref)
		default:
			x.g.detach(id, ZoneDeck)
			x.g.put(id, ZoneArchives)
			x.g.emit(Event{Kind: EvArchived, Player: x.Player})
		}
	})},
	// Build Your Champion: "Play: Search your deck and discard pile for two
	// halves of a gigantic creature, reveal them, and archive them." (The
	// log names the halves.)
	{ID: "build-your-champion", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Search your deck and discard pile for two halves of a gigantic creature, reveal them, and archive them.", Go: hnSearchToArchives},
		{Do: DoGo, Go: hnSearchToArchives}, // the second half: nothing more printed
	}}}},
	// Help From Another Self: "Play: Search your deck and discard pile for a
	// Variant creature, reveal it, and put it into your hand."
	{ID: "help-from-another-self", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoSearch, To: Target{Trait: "variant"}},
	}}}},
	// Flint’s Map: "Omni: Search your deck and discard pile for Flint’s
	// Legend, Flint’s Stash, or Treasure Island, reveal the card and archive
	// it."
	{ID: "flint-s-map", Abilities: goAbility(OnOmni, "Search your deck and discard pile for Flint’s Legend, Flint’s Stash, or Treasure Island, reveal the card and archive it.", hnSearchToArchives)},
	// Call of Need: "Play: Search your deck for a card and discard it."
	// (The log names the card.)
	{ID: "call-of-need", Abilities: goAbility(OnPlay, "Search your deck for a card and discard it.", hnSearchToDiscard)},
	// Summoned Counsel: "After Reap: Choose a card in your discard pile or a
	// purged card you own. Shuffle the chosen card into your deck." (The
	// log names it.)
	{ID: "summoned-counsel", Abilities: goAbility(OnReap, "Choose a card in your discard pile or a purged card you own. Shuffle the chosen card into your deck.", hnShuffleDiscardedOrPurged)},
	// Abyssal Sight: "Play: Destroy a friendly creature. If you do, look at
	// your opponent’s hand and choose a card from it. That player discards
	// that card."
	{ID: "abyssal-sight", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Side: Friendly}},
		{Do: DoDiscard, Who: Opponent, To: Target{Side: Enemy, Kind: AnyCard, Where: InHand}, If: Cond{Is: IfDone}},
	}}}},
	// Ortannu the Chained: "Reap: Return each copy of Ortannu’s Binding from
	// your discard pile to your hand. For each one returned this way, deal
	// 2D to a creature, with 2D splash."
	{ID: "ortannu-the-chained", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoReturn, To: Target{Count: Each, Side: Friendly, Kind: AnyCard, Where: InDiscard, Name: "ortannu-s-binding"}},
		{Do: DoGo, Go: hkCountThat}, // how many were returned: nothing printed
		{Do: DoForEach, Per: &Amount{Q: DoneThisWay}, Say: "For each one returned this way"},
		{Do: DoDamage, N: 2, Splash: 2, To: Target{}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Nightmare Inducer: "Action: Choose a card in your opponent's discard
	// pile. Exhaust each enemy creature that shares a house with that card.
	// Put that card on the bottom of your opponent’s deck."
	{ID: "nightmare-inducer", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Enemy, Kind: AnyCard, Where: InDiscard}},
		{Do: DoGo, Say: "Exhaust each enemy creature that shares a house with that card.", Go: func(x *Ctx) {
			if x.r.nThat == 0 {
				return
			}
			h := x.g.houseOf(x.r.that[0])
			for _, id := range x.g.p[x.Opponent()].line {
				if x.g.houseOf(id) == h {
					x.g.readyOrExhaust(id, false)
				}
			}
		}},
		{Do: DoBottom, To: Target{Count: That, Kind: AnyCard}},
	}}}},
	// Primordial Vault: "At the start of your turn, make a Cultist. Action:
	// Destroy 4 friendly Cultists. If you do, search your deck and discard
	// pile for Tangaika, reveal it, add it to your hand, and shuffle your
	// deck."
	{ID: "primordial-vault", Abilities: []Ability{
		{On: OnTurnStart, Steps: []Clause{{Do: DoGo, Say: "Make a Cultist.", Go: func(x *Ctx) { x.g.makeToken(x.Player, CardRef{ID: "cultist"}) }}}},
		{On: OnAction, Steps: []Clause{
			{Do: DoDestroy, To: Target{Count: Exactly, N: 4, Side: Friendly, Name: "cultist"}},
			{Do: DoGo, Say: "If you do,", Go: func(x *Ctx) { x.r.did = x.r.done >= 4 }},
			{Do: DoSearch, To: Target{Name: "tangaika"}, If: Cond{Is: IfDone}, And: true},
			shuffleDeck,
		}},
	}},
	// Blypyp: "After Reap: The next Mars creature you play this turn enters
	// play ready." (It is readied once it has entered play.)
	{ID: "blypyp", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoLastingAbility, Dur: UntilTurnEnd, Lasting: &Ability{On: OnPlayOther, After: true, When: &Target{Side: Friendly, House: "mars"}, Steps: []Clause{
			{Do: DoReady, To: TheTriggering},
			{Do: DoGo, Say: "This effect then ends.", Go: hnSpendLasting},
		}}},
	}}}},
	// Katha the Wise: "Enhance. Omni: You may play an Untamed creature from
	// your hand."
	{ID: "katha-the-wise", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoChoose, May: true, To: Target{Side: Friendly, Where: InHand, House: "untamed"}},
		{Do: DoGo, Say: "play it", If: Cond{Is: IfDone}, Go: hnPlayThatFromHand},
	}}}},
	// Together!: "Play: You may play a non-Star Alliance card. If the tide
	// is high, you may play another non-Star Alliance card."
	{ID: "together", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, May: true, To: Target{Side: Friendly, Kind: AnyCard, Where: InHand, House: "staralliance", Is: NotHouse}},
		{Do: DoGo, Say: "play it", If: Cond{Is: IfDone}, Go: hnPlayThatFromHand},
		{Do: DoChoose, May: true, To: Target{Side: Friendly, Kind: AnyCard, Where: InHand, House: "staralliance", Is: NotHouse}, If: Cond{Is: IfTide}},
		{Do: DoGo, Say: "play it", If: Cond{Is: IfDone}, Go: hnPlayThatFromHand},
	}}}},
	// LCdr. Trigon: "After Reap: Discard the top card of your deck. Resolve
	// that card’s bonus icons as if you had played it." (The log names the
	// card.)
	{ID: "lcdr-trigon", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoDiscardNamed, N: 1, To: Target{Kind: AnyCard}},
		hgResolveItsIcons,
	}}}},
	// Manifestation: "Play: Choose a card in a haunted player’s discard
	// pile. Resolve its bonus icons as if you had played it."
	{ID: "manifestation", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Kind: AnyCard, Where: InDiscard, Is: hhInHaunted}},
		hgResolveItsIcons,
	}}}},
	// Consult the Bones: "Play: Discard the top card of each player’s deck.
	// For each card discarded this way, resolve its bonus icons as if you
	// had played it." (The log names yours, then your opponent's.)
	{ID: "consult-the-bones", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDiscardNamed, N: 1, To: Target{Kind: AnyCard}},
		hgResolveItsIcons,
		{Do: DoDiscardNamed, N: 1, Who: Opponent, To: Target{Kind: AnyCard}},
		hgResolveItsIcons,
	}}}},
	// Recreational Jettison: "Play: Discard a card. Resolve its bonus icons
	// as if you had played it. If a yellow key is forged, repeat the
	// preceding effect."
	{ID: "recreational-jettison", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDiscard, To: Target{Kind: AnyCard, Where: InHand}},
		hgResolveItsIcons,
		{Do: DoGo, Say: "If a yellow key is forged, repeat the preceding effect.", Go: func(x *Ctx) {
			if (x.g.p[0].keys[KeyYellow-1] || x.g.p[1].keys[KeyYellow-1]) && x.r.loops == 0 {
				x.r.loops++
				x.r.pc = 255 // once more from the first step (uint8 wraps)
			}
		}},
	}}}},
	// Xeno-Knight: "After Fight: Look at the top 3 cards of your deck. Put 1
	// into your hand and 1 on the bottom of your deck."
	{ID: "xeno-knight", Abilities: hnLookTop3},
	// Xeno-Thief: "Elusive. After Fight: Look at the top 3 cards of your
	// deck. Put 1 into your hand and 1 on the bottom of your deck."
	{ID: "xeno-thief", Abilities: hnLookTop3},
	// Techno-Alien: "After Fight: Look at the top 3 cards of your deck. Put 1
	// into your hand and 1 on the bottom of your deck. After Reap: Discard a
	// card from your hand. If you do, draw a card."
	{ID: "techno-alien", Abilities: append([]Ability{{On: OnReap, Steps: []Clause{
		{Do: DoDiscard, To: Target{Kind: AnyCard, Where: InHand}},
		{Do: DoDraw, N: 1, If: Cond{Is: IfDone}},
	}}}, hnLookTop3...)},
	// Drawn Down: "Play: Look at the top 3 cards of your opponent’s deck.
	// Discard 1, put 1 on the bottom of their deck, and put 1 on top of
	// their deck." (The log names them in that order.)
	{ID: "drawn-down", Abilities: goAbility(OnPlay, "Look at the top 3 cards of your opponent’s deck. Discard 1, put 1 on the bottom of their deck, and put 1 on top of their deck.", hnDrawnDown)},
	// Emergence: "Play: Search your deck and discard pile for a friendly
	// Keyraken creature and play it." (The log names it.)
	{ID: "emergence", Abilities: goAbility(OnPlay, "Search your deck and discard pile for a friendly Keyraken creature and play it.", hnEmergence)},
	// Mercurial Wormhole: "Play: Play the top card of your deck. That card’s
	// house becomes your active house." (The log names the card.)
	{ID: "mercurial-wormhole", Abilities: goAbility(OnPlay, "Play the top card of your deck. That card’s house becomes your active house.", func(x *Ctx) {
		if id, ref := hnTopNamed(x); id >= 0 {
			h := x.g.houseOf(id)
			x.g.playFromDeck(x.Player, ref)
			x.g.house = h
		}
	})},
	// Prof. Garwynne (evil twin): "Skirmish. Fight: You may choose a card
	// in your archives and put it into your hand."
	{ID: "prof-garwynne-evil-twin", Abilities: []Ability{{On: OnFight, Steps: []Clause{
		{Do: DoChoose, May: true, To: Target{Side: Friendly, Kind: AnyCard, Where: InArchives}},
		{Do: DoGo, Say: "put it into your hand", If: Cond{Is: IfDone}, Go: hnArchivedToHand},
	}}}},
	// Porter Cilla: "After Reap: Put a random card from your opponent’s hand
	// on top of their deck." (The log may name it; unnamed, it goes back
	// unseen.)
	{ID: "porter-cilla", Abilities: goAbility(OnReap, "Put a random card from your opponent’s hand on top of their deck.", hnRandomHandToTop)},
	// Marketeer: "While your blue key is forged, Marketeer gains, “Action:
	// Gain 2A. Destroy Marketeer.”" (Used without it, the action does
	// nothing, as Aerialist's reap.)
	{ID: "marketeer", Abilities: goAbility(OnAction, "If your blue key is forged, gain 2A and destroy Marketeer.", func(x *Ctx) {
		if x.g.p[x.Player].keys[KeyBlue-1] {
			x.g.gain(x.Player, 2, SrcAbility)
			x.g.destroy(x.Self)
			x.g.sweep()
		}
	})},
	// Strange Ordination: "Play only if the tide is high." (Its Æmber bonus
	// is all it does: hnRestricted flags a play while the tide is not high
	// for its player.)
	{ID: "strange-ordination"},
	// Swallow Whole: "Play only if the tide is high. Play: Choose 2
	// creatures. Purge the chosen creature with the lowest power and give
	// +1 power counters equal to its power to the other chosen creature."
	// (Of two of the same power, the first named is purged.)
	{ID: "swallow-whole", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Count: Exactly, N: 2}},
		{Do: DoGo, Say: "Purge the chosen creature with the lowest power and give +1 power counters equal to its power to the other chosen creature.", Go: hnSwallowWhole},
	}}}},
	// Valoocanth: "While the tide is low, Valoocanth cannot be used.
	// Fight/Reap: Exhaust an enemy creature and each of its neighbors."
	// (Used, it fights or reaps: it has no other ability to use.)
	{ID: "valoocanth",
		Statics: []Static{
			{Is: Cannot, Verb: VerbReap, Who: EachPlayer, To: This, If: Cond{Is: IfTideLow}},
			{Is: Cannot, Verb: VerbFight, Who: EachPlayer, To: This, If: Cond{Is: IfTideLow}},
		},
		Abilities: []Ability{{On: OnFight | OnReap, Steps: []Clause{
			{Do: DoExhaust, To: Target{Side: Enemy}},
			{Do: DoExhaust, To: Target{Count: ThatNeighbors}},
		}}},
	},
	// Zephon the Opulent: "Zephon the Opulent cannot be used unless there
	// are 2 or more friendly token creatures in play. Play: Make 2 token
	// creatures. After Reap: Gain 2A." (Used, it fights or reaps.)
	{ID: "zephon-the-opulent",
		Statics: []Static{
			{Is: Cannot, Verb: VerbReap, Who: EachPlayer, To: This, If: Cond{Is: IfCount, Cmp: AtMost, N: 1, Of: &Target{Count: Each, Side: Friendly, Is: Token}}},
			{Is: Cannot, Verb: VerbFight, Who: EachPlayer, To: This, If: Cond{Is: IfCount, Cmp: AtMost, N: 1, Of: &Target{Count: Each, Side: Friendly, Is: Token}}},
		},
		Abilities: []Ability{
			{On: OnPlay, Steps: []Clause{{Do: DoToken, N: 2}}},
			{On: OnReap, Steps: []Clause{{Do: DoGain, N: 2}}},
		},
	},
	// Elite Disruptzord: "Creatures more powerful than Elite Disruptzord
	// cannot be played." (hnRestricted flags such a play: a creature's
	// printed power against Elite Disruptzord's power now.)
	{ID: "elite-disruptzord"},
	// Phobivore: "This creature gains “While you are haunted, this creature
	// cannot be used.”" (hnRestricted flags a use of its creature while
	// that creature's controller is haunted.)
	{ID: "phobivore"},
	// Etan’s Jar: "Play: Name a card. Until Etan’s Jar leaves play, cards
	// with that name cannot be played." (The choose line names the card;
	// hnRestricted flags a play of it.)
	{ID: "etan-s-jar", Abilities: goAbility(OnPlay, "Name a card. Until Etan’s Jar leaves play, cards with that name cannot be played.", hnNameCard)},
	// Holo-Camo: "While this creature is ready, it cannot be dealt damage."
	// (hnNoDamage prevents it.)
	{ID: "holo-camo"},
	// Thoughtswim: "This creature gains, “While your opponent is haunted,
	// this creature cannot be dealt damage.”" (hnNoDamage prevents it: the
	// opponent of the creature's controller.)
	{ID: "thoughtswim"},
	// Discombobulator: "This creature gains, “Your A cannot be stolen.”"
	// (hnNoSteal stops a steal from the creature's controller.)
	{ID: "discombobulator"},
	// Jammer Pack: "This creature gains, “Your opponent's keys cost +2A.”"
	// (hnKeyCost: the opponent of the creature's controller.)
	{ID: "jammer-pack"},
	// Pentacorder: "This creature gains, “Your opponent's keys cost +1A for
	// each house represented among friendly creatures.”" (hnKeyCost.)
	{ID: "pentacorder"},
	// Bigtwig: "Bigtwig can only fight stunned creatures. Reap: Stun and
	// exhaust a creature." (hnFightTarget flags a fight against a creature
	// that is not stunned.)
	{ID: "bigtwig", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoStun, To: Target{}},
		{Do: DoExhaust, To: ThatOne, And: true},
	}}}},
	// Camouflage: "Creatures not on a flank cannot fight this creature."
	// (hnFightTarget flags such a fight.)
	{ID: "camouflage"},
	// Containment Field: "After this creature is used, destroy it."
	// (hnAfterUse destroys it.)
	{ID: "containment-field"},
	// Frost Giant: "Frost Giant does not ready during your “ready cards”
	// step." (hnStaysExhausted keeps it exhausted.)
	{ID: "frost-giant"},
	// Tentacus: "Your opponent must pay you 1A in order to use an
	// artifact." (hnRestricted flags a use they cannot pay for;
	// hnAfterUse makes them pay.)
	{ID: "tentacus"},
	// Lady Loreena: "Taunt. Lady Loreena’s taunt also applies to its
	// neighbors’ neighbors." (hnFightTarget flags such a fight.)
	{ID: "lady-loreena"},
	// Purifier of Souls: "Destroyed effects cannot trigger." (hnNoDestroyed
	// stops every "Destroyed:" ability while it is in play.)
	{ID: "purifier-of-souls"},
	// Kompsos Haruspex: "Each friendly creature’s play effect is a
	// play/reap effect." (hnKompsos resolves a reaping friendly creature's
	// "Play:" abilities.)
	{ID: "kompsos-haruspex"},
	// Dry the River: "Each creature gains, “While the tide is low, this
	// creature cannot reap.”" (hnRestricted flags such a reap.)
	{ID: "dry-the-river"},
	// Psychic Haze: "Enraged creatures cannot be used to fight friendly Mars
	// creatures. Action: Enrage each enemy creature." (hnFightTarget flags
	// such a fight.)
	{ID: "psychic-haze", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoEnrage, To: Target{Count: Each, Side: Enemy}},
	}}}},
	// Halo of Enlightenment: "This creature cannot be attacked while its
	// controller controls a token creature. Play: Make a token creature."
	// (hnFightTarget flags such a fight.)
	{ID: "halo-of-enlightenment", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoToken, N: 1},
	}}}},
	// Sariel the Steadfast: "While it is not your turn, your creatures
	// cannot become exhausted." (hnNoExhaust stops an exhaust.)
	{ID: "sariel-the-steadfast"},
	// Operative Espion (evil twin): "Elusive. After a player raises the
	// tide during their turn, they may deal 3D to a creature." (The tide is
	// raised by the player whose turn it is; the choose line answers for
	// that player.)
	{ID: "operative-espion-evil-twin", Abilities: []Ability{{On: OnTideRaised, Steps: []Clause{
		{Do: DoDamage, N: 3, May: true, To: Target{}},
	}}}},
	// FOF Transponder: "This creature gains, “Destroyed: Make a token
	// creature. Attach FOF Transponder to that creature.”"
	{ID: "fof-transponder", Abilities: []Ability{{On: OnDestroyed, Grant: &ThisCreature, Steps: []Clause{
		{Do: DoGo, Say: "Make a token creature.", Go: hlMakeTokenThat},
		{Do: DoGo, Say: "Attach FOF Transponder to that creature.", Go: hnReattach("fof-transponder")},
	}}}},
	// Niffle Paw: "This creature gains, “After Reap: Destroy this creature
	// and attach Niffle Paw to another creature.”" (The Paw moves first, so
	// that it does not leave play with its creature.)
	{ID: "niffle-paw", Abilities: []Ability{{On: OnReap, Grant: &ThisCreature, Steps: []Clause{
		{Do: DoChoose, To: Target{Is: Other}},
		{Do: DoGo, Say: "Attach Niffle Paw to it and destroy this creature.", Go: func(x *Ctx) {
			hnReattach("niffle-paw")(x)
			x.g.destroy(x.Self)
			x.g.sweep()
		}},
	}}}},
	// Incarnation Pod: "Action: Choose a card in any discard pile and put it
	// on the bottom of its owner’s deck. Scrap: Purge the bottom card from
	// each player's deck."
	{ID: "incarnation-pod", Abilities: []Ability{
		{On: OnAction, Steps: []Clause{{Do: DoBottom, To: Target{Kind: AnyCard, Where: InDiscard}}}},
		{On: OnScrap, Steps: []Clause{{Do: DoGo, Say: "Purge the bottom card from each player's deck.", Go: func(x *Ctx) {
			for _, pl := range [2]int8{x.Player, x.Opponent()} {
				if id := x.g.hnBottomCard(pl); id >= 0 {
					x.g.put(id, ZonePurged)
				}
			}
		}}}},
	}},
}

// handNHeld are scripts of batch N written and tested but not registered
// (each test installs its own with installHeld).
var handNHeld = []Script{}
