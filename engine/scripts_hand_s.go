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
	// Sacro-Alien: "Fight: Look at the top 3 cards of your deck. Put 1
	// into your hand and 1 on the bottom of your deck."
	{ID: "sacro-alien", Abilities: []Ability{hsLookTopFight}},
	// Xeno-Fiend: "Fight: Look at the top 3 cards of your deck. Put 1 into
	// your hand and 1 on the bottom of your deck. Destroyed: Steal 1A."
	{ID: "xeno-fiend", Abilities: []Ability{hsLookTopFight, {On: OnDestroyed, Steps: []Clause{{Do: DoSteal, N: 1}}}}},
	// Xeno-Bot: "Fight: Look at the top 3 cards of your deck. Put 1 into
	// your hand and 1 on the bottom of your deck. Reap: Discard a card from
	// your hand. If you do, draw a card."
	{ID: "xeno-bot", Abilities: []Ability{hsLookTopFight, {On: OnReap, Steps: []Clause{
		{Do: DoDiscard, To: Target{Kind: AnyCard, Where: InHand}},
		{Do: DoDraw, N: 1, If: Cond{Is: IfDone}},
	}}}},
	// Dino-Alien: "Play: You may exalt Dino-Alien. If you do, deal 3D to a
	// creature. Fight: Look at the top 3 cards of your deck. Put 1 into
	// your hand and 1 on the bottom of your deck."
	{ID: "dino-alien", Abilities: []Ability{hsExaltDamage, hsLookTopFight}},
	// Xeno-Saurus: "Play: You may exalt Xeno-Saurus. If you do, deal 3D to
	// a creature. Fight: Look at the top 3 cards of your deck. Put 1 into
	// your hand and 1 on the bottom of your deck."
	{ID: "xeno-saurus", Abilities: []Ability{hsExaltDamage, hsLookTopFight}},
	// Xeno-Beast: "Skirmish. Fight: Look at the top 3 cards of your deck.
	// Put 1 into your hand and 1 on the bottom of your deck."
	{ID: "xeno-beast", Abilities: []Ability{hsLookTopFight}},
	// Umbra-Alien: "Elusive. Fight: Look at the top 3 cards of your deck.
	// Put 1 into your hand and 1 on the bottom of your deck."
	{ID: "umbra-alien", Abilities: []Ability{hsLookTopFight}},
	// 4CR “Foreseer”: "Play/After Reap: Look at the top 2 cards of your
	// deck. Put 1 into your hand."
	{ID: "4cr-foreseer", Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{
		{Do: DoGo, N: hgFromDeckTop, Say: "Look at the top 2 cards of your deck. Put 1 into your hand.", Go: hsLookTopToHand(2)},
	}}}},
	// Eclectic Ambrosius: "At the end of your turn, put a knowledge counter
	// on Eclectic Ambrosius. Action: Remove 3 knowledge counters from
	// Eclectic Ambrosius. If you do, gain 6A."
	{ID: "eclectic-ambrosius", Abilities: []Ability{
		{On: OnTurnEnd, Steps: []Clause{{Do: DoGo, Say: "put a knowledge counter on Eclectic Ambrosius.", Go: hsPutCounters("knowledge", 1)}}},
		{On: OnAction, Steps: []Clause{
			{Do: DoGo, Say: "Remove 3 knowledge counters from Eclectic Ambrosius.", Go: hsPutCounters("knowledge", -3)},
			{Do: DoGain, N: 6, If: Cond{Is: IfDone}},
		}},
	}},
	// Mastermindy: "Elusive. At the end of your turn, put a scheme counter
	// on Mastermindy. Action: Remove each scheme counter from Mastermindy.
	// Steal 1A for each scheme counter removed this way."
	{ID: "mastermindy", Abilities: []Ability{
		{On: OnTurnEnd, Steps: []Clause{{Do: DoGo, Say: "put a scheme counter on Mastermindy.", Go: hsPutCounters("scheme", 1)}}},
		{On: OnAction, Steps: []Clause{
			{Do: DoGo, Say: "Remove each scheme counter from Mastermindy. Steal 1A for each scheme counter removed this way.", Go: hsMastermindy},
		}},
	}},
	// Kiligog’s Trench: "At the end of your turn, place 1 depth counter on
	// Kiligog’s Trench, then destroy each creature with power equal to the
	// number of depth counters on Kiligog’s Trench."
	{ID: "kiligog-s-trench", Abilities: []Ability{{On: OnTurnEnd, Steps: []Clause{
		{Do: DoGo, Say: "place 1 depth counter on Kiligog’s Trench, then destroy each creature with power equal to the number of depth counters on Kiligog’s Trench.", Go: hsKiligogsTrench},
	}}}},
	// Socraterosaurus: "After Reap: Draw 1 card. You may put a wisdom
	// counter on Platopelta."
	{ID: "socraterosaurus", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoDraw, N: 1},
		{Do: DoGo, May: true, Say: "Put a wisdom counter on Platopelta.", Go: hsMay(hsCounterOnNamed("platopelta", "wisdom"))},
	}}}},
	// General Sherman: "General Sherman deals no damage when fighting.
	// Play: Purge each other creature. If General Sherman leaves play,
	// return to play each creature purged this way (exhausted and under
	// its owner’s control)."
	{ID: "general-sherman",
		Abilities: []Ability{
			{On: OnPlay, Steps: []Clause{{Do: DoPurgeHeld, To: Target{Count: Each, Is: Other}}}},
			{On: OnLeavesPlay, Steps: []Clause{{Do: DoReturnHeld}}},
		},
		Statics: []Static{{Is: NoDamageFighting}},
	},
	// Sporegorger: "After Reap: Give Sporegorger a +1 power counter. You
	// may remove each +1 power counter from Sporegorger. For each counter
	// removed this way, deal 1D to each other creature."
	{ID: "sporegorger", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoPowerCounters, N: 1, To: This},
		hsSporeBurst,
	}}}},
	// Sporegorger (evil twin): "Play: Move each +1 power counter in play to
	// Sporegorger. Reap: You may remove each +1 power counter from
	// Sporegorger. For each counter removed this way, deal 1D to each
	// other creature."
	{ID: "sporegorger-evil-twin", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "Move each +1 power counter in play to Sporegorger.", Go: hsGatherCounters}}},
		{On: OnReap, Steps: []Clause{hsSporeBurst}},
	}},
	// Root Access: "Play: Discard the bottom card of your opponent’s deck.
	// Deal 2D to each enemy creature that shares a house with the
	// discarded card." (The log names the card.)
	{ID: "root-access", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Discard the bottom card of your opponent’s deck.", Go: hsDiscardBottom(true)},
		{Do: DoDamage, N: 2, To: Target{Count: Each, Side: Enemy, Is: SharesHouse}},
	}}}},
	// Dirge of the Deep: "Enhance. Play: Discard the bottom card of your
	// opponent’s deck. Exhaust each creature that shares a house with that
	// card."
	{ID: "dirge-of-the-deep", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Discard the bottom card of your opponent’s deck.", Go: hsDiscardBottom(true)},
		{Do: DoExhaust, To: Target{Count: Each, Is: SharesHouse}},
	}}}},
	// Ceaseforge: "Play: Put 2 time counters on Ceaseforge. Players cannot
	// forge keys. At the start of your turn, remove a time counter from
	// Ceaseforge, then destroy it if there are no time counters on it."
	{ID: "ceaseforge",
		Abilities: []Ability{
			{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "Put 2 time counters on Ceaseforge.", Go: hsPutCounters(hsCounterTime, 2)}}},
			{On: OnTurnStart, Steps: []Clause{{Do: DoGo, Say: "remove a time counter from Ceaseforge, then destroy it if there are no time counters on it.", Go: hsTickDown}}},
		},
		Statics: []Static{{Is: hsNoForge}},
	},
	// The Constant: "Each player skips their “draw cards” step. At the
	// start of your turn, remove a time counter from The Constant, then
	// destroy it if there are no time counters on it. Play: Put 2 time
	// counters on The Constant."
	{ID: "the-constant",
		Abilities: []Ability{
			{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "Put 2 time counters on The Constant.", Go: hsPutCounters(hsCounterTime, 2)}}},
			{On: OnTurnStart, Steps: []Clause{{Do: DoGo, Say: "remove a time counter from The Constant, then destroy it if there are no time counters on it.", Go: hsTickDown}}},
		},
		Statics: []Static{{Is: hsSkipDraw}},
	},
	// The Æmber Road: "Omni: Put 1 trade counter on The Æmber Road, then
	// gain 1A for each trade counter on it. Give control of The Æmber Road
	// to your opponent."
	{ID: "the-æmber-road", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoGo, Say: "Put 1 trade counter on The Æmber Road, then gain 1A for each trade counter on it.", Go: hsAemberRoad},
		{Do: DoTakeControl, Who: Opponent, To: This},
	}}}},
	// Extrematode Infection: "At the start of your turn, remove 1 hatch
	// counter from Extrematode Infection. Then if it has no hatch counters,
	// destroy this creature and make 3 token creatures. Play: Put 3 hatch
	// counters on Extrematode Infection."
	{ID: "extrematode-infection", Abilities: []Ability{
		{On: OnTurnStart, Steps: []Clause{{Do: DoGo, Say: "remove 1 hatch counter from Extrematode Infection. Then if it has no hatch counters, destroy this creature and make 3 token creatures.", Go: hsExtrematode}}},
		{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "Put 3 hatch counters on Extrematode Infection.", Go: hsPutCounters("hatch", 3)}}},
	}},
	// Vineapple Tree: "Keys cost +1A for each growth counter on Vineapple
	// Tree. After a player forges a key, remove each growth counter from
	// Vineapple Tree. Action: Put a growth counter on Vineapple Tree."
	{ID: "vineapple-tree",
		Abilities: []Ability{
			{On: OnKeyForged, Steps: []Clause{{Do: DoGo, Say: "remove each growth counter from Vineapple Tree.", Go: hsClearCounters("growth")}}},
			{On: OnAction, Steps: []Clause{{Do: DoGo, Say: "Put a growth counter on Vineapple Tree.", Go: hsPutCounters("growth", 1)}}},
		},
		Statics: []Static{{Is: KeyCostMod, N: 1, Who: EachPlayer, Per: &Amount{Q: hsCountersOnThis, Of: Target{Name: "growth"}}}},
	},
	// Future Booster: "Omni: Look at the top card of your deck. You may put
	// it on the bottom of your deck." (Which card it is stays hidden: a
	// known top card is known no more.)
	{ID: "future-booster", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoGo, Say: "Look at the top card of your deck.", Go: func(*Ctx) {}},
		{Do: DoGo, May: true, Say: "Put it on the bottom of your deck.", Go: hsMay(func(x *Ctx) { x.g.forgetDeckOrder(x.Player); x.r.did = true })},
	}}}},
	// Demonic Shelf: "Action: Put a friendly creature faceup under Demonic
	// Shelf. Deal 3D to a creature for each card under Demonic Shelf."
	{ID: "demonic-shelf", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		{Do: DoGo, Say: "Put it faceup under Demonic Shelf.", Go: hsThatUnderThis},
		{Do: DoForEach, Per: &Amount{Q: hsCardsUnderThis}, Say: "For each card under Demonic Shelf"},
		{Do: DoDamage, N: 3, To: Target{}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Skŏllĕnbŭzzz: "Play/After Reap: You may put a creature from your hand
	// faceup under Skŏllĕnbŭzzz. Destroyed: Put each creature under
	// Skŏllĕnbŭzzz into play under your control. Put Skŏllĕnbŭzzz on the
	// top of your deck."
	{ID: "skŏllĕnbŭzzz", Abilities: []Ability{
		{On: OnPlay | OnReap, Steps: []Clause{{Do: DoGo, May: true, To: Target{Where: InHand}, Say: "put a creature from your hand faceup under Skŏllĕnbŭzzz.", Go: hsCreatureUnderFromHand}}},
		{On: OnDestroyed, Steps: []Clause{{Do: DoGo, Say: "Put each creature under Skŏllĕnbŭzzz into play under your control. Put Skŏllĕnbŭzzz on the top of your deck.", Go: hsSkollenbuzzzDestroyed}}},
	}},
	// Replay Pod: "Each friendly Mars creature gains, “Destroyed: Place this
	// creature facedown under Replay Pod.” Action: Put each card under
	// Replay Pod into your hand. Purge Replay Pod."
	{ID: "replay-pod", Abilities: []Ability{
		{On: OnDestroyed, Grant: &Target{Count: Each, Side: Friendly, House: "mars"}, Steps: []Clause{{Do: DoGo, Say: "Place this creature facedown under Replay Pod.", Go: hsToReplayPod}}},
		{On: OnAction, Steps: []Clause{
			{Do: DoGo, Say: "Put each card under Replay Pod into your hand.", Go: hsUnderToHand},
			{Do: DoPurge, To: This},
		}},
	}},
	// Plan 10: "At the end of each player's turn, return a card from under
	// Plan 10 to its owner’s hand. If there are no cards under Plan 10,
	// destroy Plan 10. Play: Put each non-Mars creature faceup under Plan
	// 10." (The log's choose line may name the card returned; else the
	// first put there returns.)
	{ID: "plan-10", Abilities: []Ability{
		{On: OnEachTurnEnd, Steps: []Clause{{Do: DoGo, Say: "return a card from under Plan 10 to its owner’s hand. If there are no cards under Plan 10, destroy Plan 10.", Go: hsPlan10Return}}},
		{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "Put each non-Mars creature faceup under Plan 10.", Go: hsPlan10Play}}},
	}},
	// Lithomancy: "Action: Reveal the top card of your deck. If the
	// revealed card belongs to the active house, discard it and gain 2A."
	// (The log names the card revealed.)
	{ID: "lithomancy", Abilities: goAbility(OnAction, "Reveal the top card of your deck. If the revealed card belongs to the active house, discard it and gain 2A.", hsLithomancy)},
	// Make It So: "Play: Choose a house. Reveal the top card of your deck.
	// If that card belongs to the chosen house, draw it and trigger this
	// effect again." (The log names the cards revealed.)
	{ID: "make-it-so", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoGo, Say: "Reveal the top card of your deck. If that card belongs to the chosen house, draw it and trigger this effect again.", Go: hsMakeItSo},
	}}}},
	// Wretched Doll: "Action: If there is a doom counter in play, destroy
	// all creatures with doom counters. Otherwise, put a doom counter on a
	// creature."
	{ID: "wretched-doll", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoGo, Say: "If there is a doom counter in play, destroy all creatures with doom counters.", Go: hsDoomSweep},
		{Do: DoChoose, To: Target{}, If: Cond{Is: IfNotDone}},
		{Do: DoGo, Say: "Put a doom counter on it.", Go: hsCounterOnThat("doom")},
	}}}},
	// Primal Relic: "Play: Put 4A on Primal Relic from the common supply.
	// Give 3 creatures a +1 power counter. At the start of each player’s
	// turn, if they control creatures with total power 20 or higher, move
	// each A from Primal Relic to that player's pool."
	{ID: "primal-relic", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoGo, Say: "Put 4A on Primal Relic from the common supply.", Go: hsPrimalRelicPlay},
			{Do: DoPowerCounters, N: 1, To: Target{Count: Exactly, N: 3}},
		}},
		{On: OnAnyTurnStart, Steps: []Clause{{Do: DoGo, Say: "if they control creatures with total power 20 or higher, move each A from Primal Relic to that player's pool.", Go: hsPrimalRelicTurn}}},
	}},
	// Com. Officer Gross: "Play: You may search your deck for Com. Officer
	// Hings, reveal it, and put it into your hand. Shuffle your deck.
	// Fight/Reap: Give a +1 power counter to each creature between Com.
	// Officer Hings and Com. Officer Gross."
	{ID: "com-officer-gross", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoGo, May: true, Say: "search your deck for Com. Officer Hings, reveal it, and put it into your hand.", Go: hsMay(hsSearchDeckFor("com-officer-hings"))},
			{Do: DoGo, Say: "Shuffle your deck.", Go: func(x *Ctx) { x.g.forgetDeckOrder(x.Player) }},
		}},
		{On: OnFight | OnReap, Steps: []Clause{{Do: DoGo, Say: "Give a +1 power counter to each creature between Com. Officer Hings and Com. Officer Gross.", Go: func(x *Ctx) {
			for _, id := range x.g.hsBetween(x.Self, "com-officer-hings") {
				x.g.cards[id].counters++
			}
		}}}},
	}},
	// Com. Officer Hings: "Play: You may search your deck for Com. Officer
	// Gross, reveal it, and put it into your hand. Shuffle your deck.
	// Fight/Reap: Draw 1 card for each creature between Com. Officer Hings
	// and Com. Officer Gross."
	{ID: "com-officer-hings", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoGo, May: true, Say: "search your deck for Com. Officer Gross, reveal it, and put it into your hand.", Go: hsMay(hsSearchDeckFor("com-officer-gross"))},
			{Do: DoGo, Say: "Shuffle your deck.", Go: func(x *Ctx) { x.g.forgetDeckOrder(x.Player) }},
		}},
		{On: OnFight | OnReap, Steps: []Clause{{Do: DoGo, Say: "Draw 1 card for each creature between Com. Officer Hings and Com. Officer Gross.", Go: func(x *Ctx) {
			x.g.draw(x.Player, len(x.g.hsBetween(x.Self, "com-officer-gross")))
		}}}},
	}},
	// 5C077 (evil twin): "Reap: Destroy another creature with the same
	// power as 5C077. You may give 5C077 a +1 power counter or remove a +1
	// power counter from 5C077."
	{ID: "5c077-evil-twin", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoDestroy, To: Target{Is: Other | hsSamePower}},
		hs5C077Choice,
	}}}},
	// 5C077: "Reap: Ready and use another friendly creature with the same
	// power as 5C077. You may give 5C077 a +1 power counter or remove a +1
	// power counter from 5C077."
	{ID: "5c077", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoReadyAndUse, To: Target{Side: Friendly, Is: Other | hsSamePower}},
		hs5C077Choice,
	}}}},
	// Titanic Bumblebird: "(Play only with the other half of Titanic
	// Bumblebird.) Play/After Reap: Destroy an enemy creature. If you do,
	// give +1 power counters equal to the destroyed creature's power to a
	// friendly creature." Both halves carry it; the top half, the creature
	// in play, resolves it.
	{ID: "titanic-bumblebird", Abilities: hsBumblebirdAbilities},
	{ID: "titanic-bumblebird2", Abilities: hsBumblebirdAbilities},
	// Nectarcyte: "After Fight/After Reap: Give Nectarcyte three +1 power
	// counters. You may move any number of +1 power counters from
	// Nectarcyte to another friendly creature." (The choose line names the
	// creature and the number.)
	{ID: "nectarcyte", Abilities: []Ability{{On: OnFight | OnReap, Steps: []Clause{
		{Do: DoPowerCounters, N: 3, To: This},
		{Do: DoGo, Say: "You may move any number of +1 power counters from Nectarcyte to another friendly creature.", Go: hsNectarcyte},
	}}}},
	// Infomancer: "Elusive. Play: Graft an action card from your hand onto
	// Infomancer. (Place it faceup under this card.) Reap: Trigger the play
	// effect of an action card grafted onto Infomancer."
	{ID: "infomancer", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoGo, To: Target{Kind: ActionCard, Where: InHand}, Say: "Graft an action card from your hand onto Infomancer.", Go: hsGraftFromHand}}},
		{On: OnReap, Steps: []Clause{{Do: DoGo, Say: "Trigger the play effect of an action card grafted onto Infomancer.", Go: hsTriggerGrafted}}},
	}},
	// Memolith: "Action: Graft an action card from your hand onto Memolith
	// (place it faceup under this card), or trigger the play effect of an
	// action card grafted onto Memolith." (The card the choose line names
	// says which.)
	{ID: "memolith", Abilities: goAbility(OnAction, "Graft an action card from your hand onto Memolith, or trigger the play effect of an action card grafted onto Memolith.", hsMemolith)},
	// Election: "Each creature gains, “After Reap: Put a Yea or a Nay
	// counter on Election.” If Election has 6 Yea counters on it, destroy
	// it and destroy each creature. If Election has 6 Nay counters on it,
	// destroy each artifact." (The choose line says yea or nay.)
	{ID: "election", Abilities: []Ability{{On: OnReap, Grant: &Target{Count: Each}, Steps: []Clause{
		{Do: DoGo, Say: "Put a Yea or a Nay counter on Election. If Election has 6 Yea counters on it, destroy it and destroy each creature. If Election has 6 Nay counters on it, destroy each artifact.", Go: hsElectionVote},
	}}}},
	// Self-Bolstering Automata: "Destroyed: If you have any other creatures
	// in play, instead of destroying Self-Bolstering Automata, fully heal
	// it, exhaust it, and move it to a flank. If you do, give it two +1
	// power counters." (The choose line may say left or right.)
	{ID: "self-bolstering-automata", Abilities: goAbility(OnDestroyed, "If you have any other creatures in play, instead of destroying Self-Bolstering Automata, fully heal it, exhaust it, and move it to a flank. If you do, give it two +1 power counters.", hsSelfBolster)},
	// Screeyan: "At the end of your turn, your opponent discards the top
	// card of their deck. Your opponent cannot choose the house of the
	// discarded card during their next “choose a house” step." (The log
	// names the card.)
	{ID: "screeyan", Abilities: []Ability{{On: OnTurnEnd, Steps: []Clause{
		{Do: DoDiscardNamed, N: 1, Who: Opponent, To: Target{Kind: AnyCard}},
		{Do: DoGo, Say: "Your opponent cannot choose the house of the discarded card during their next “choose a house” step.", Go: hsNoHouseOfThat},
	}}}},
	// Suggestion Box: "This creature gains, “After Reap: Look at the top 5
	// cards of your deck. Add 1 to your hand and discard the others.”"
	// (The choose line names the card added, or "?", then the discarded.)
	{ID: "suggestion-box", Abilities: []Ability{{On: OnReap, Grant: &ThisCreature, Steps: []Clause{
		{Do: DoGo, N: hgFromDeckTop, Say: "Look at the top 5 cards of your deck. Add 1 to your hand and discard the others.", Go: hsSuggestionBox},
	}}}},
	// Biome Discovery: "Play: If the tide is high, you may look at the top
	// 2 cards of your deck and discard 1 of them. Otherwise, raise the
	// tide."
	{ID: "biome-discovery", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, May: true, If: Cond{Is: IfTide}, Say: "look at the top 2 cards of your deck and discard 1 of them.", Go: hsBiomeLook},
		{Do: DoRaiseTide, If: Cond{Is: IfNotDone}},
	}}}},
	// Banshee Suit: "This creature gains, “Destroyed: Archive this creature
	// and the top 2 cards of your discard pile.”"
	{ID: "banshee-suit", Abilities: []Ability{{On: OnDestroyed, Grant: &ThisCreature, Steps: []Clause{
		{Do: DoGo, Say: "Archive this creature and the top 2 cards of your discard pile.", Go: hsBansheeSuit},
	}}}},
	// Lightbearer Kelvin: "After Fight: Discard the bottom card of a
	// player’s deck. If it is a creature, put it into play under your
	// control." (The choose line names the player, then the card.)
	{ID: "lightbearer-kelvin", Abilities: []Ability{{On: OnFight, Steps: []Clause{
		{Do: DoGo, Who: ChosenPlayer, Say: "Discard the bottom card of a player’s deck.", Go: hsDiscardBottomOfChosen},
		{Do: DoGo, Say: "If it is a creature, put it into play under your control.", Go: hsPutThatIntoPlay},
	}}}},
	// The Big One: "After a creature is played, put a fuse counter on The
	// Big One. If there are 10 or more fuse counters on The Big One,
	// destroy each creature and artifact." (Either player's creature.)
	{ID: "the-big-one", Abilities: []Ability{
		{On: OnPlayOther, When: &Target{Side: Friendly}, Steps: []Clause{hsFuse}},
		{On: OnPlayOther, When: &Target{Side: Enemy}, Steps: []Clause{hsFuse}},
	}},
	// Hallafest: "Play: Search your deck and discard pile for up to 4
	// Bräkken cards with different names. Reveal those cards and put them
	// into your hand. Shuffle your deck. Gain chains equal to the number of
	// cards put into your hand in this way." (The choose line names them.)
	{ID: "hallafest", Abilities: goAbility(OnPlay, "Search your deck and discard pile for up to 4 Bräkken cards with different names. Reveal those cards and put them into your hand. Shuffle your deck. Gain chains equal to the number of cards put into your hand in this way.", hsHallafest)},
	// Horizon Saber: "(Play only with the other half of Horizon Saber.)
	// Play/After Fight/After Reap: Search your deck and discard pile for a
	// card, reveal it, and put it into your archives. Shuffle your discard
	// pile into your deck." Both halves carry it; the top half resolves it.
	{ID: "horizon-saber", Abilities: hsHorizonSaberAbilities},
	{ID: "horizon-saber2", Abilities: hsHorizonSaberAbilities},
	// Digging Up the Monster: "Play: Search your deck and discard pile for
	// two halves of a gigantic creature and reveal them. Put them on top of
	// your deck in any order." (The choose line names them, the one put
	// on top last.)
	{ID: "digging-up-the-monster", Abilities: goAbility(OnPlay, "Search your deck and discard pile for two halves of a gigantic creature and reveal them. Put them on top of your deck in any order.", hsDiggingUp)},
	// Red Aeronaut: "Play: Search your deck and discard pile for a
	// Nautilixian and put it into play, then shuffle your deck. Action: A
	// friendly Nautilixian gets +5 power for the remainder of the turn."
	{ID: "red-aeronaut", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "Search your deck and discard pile for a Nautilixian and put it into play, then shuffle your deck.", Go: hsRedAeronaut}}},
		{On: OnAction, Steps: []Clause{{Do: DoPower, N: 5, To: Target{Side: Friendly, Name: "nautilixian"}, Dur: UntilTurnEnd}}},
	}},
	// Bear Flute: "Action: Fully heal an Ancient Bear. If there are no
	// Ancient Bears in play, search your deck and discard pile and put each
	// Ancient Bear from them into your hand. If you do, shuffle your
	// discard pile into your deck." (The choose line names them.)
	{ID: "bear-flute", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoGo, Say: "Fully heal an Ancient Bear.", Go: hsHealAncientBear},
		{Do: DoGo, Say: "If there are no Ancient Bears in play, search your deck and discard pile and put each Ancient Bear from them into your hand.", Go: hsBearFlute},
		{Do: DoShuffleDiscard, If: Cond{Is: IfDone}},
	}}}},
	// Niffle Kong: "(Play only with the other half of Niffle Kong.) Play:
	// Search your deck and discard pile for any number of Niffle creatures,
	// reveal them, and put them into your hand. Shuffle your deck.
	// Fight/Reap: You may destroy a friendly Niffle creature. If you do,
	// deal 3D to a creature, steal 1A, and destroy an enemy artifact."
	// Both halves carry it; the top half resolves it.
	{ID: "niffle-kong", Abilities: hsNiffleKongAbilities},
	{ID: "niffle-kong2", Abilities: hsNiffleKongAbilities},
	// Elenya the Charming: "Treachery. After you forge a key, give control
	// of the most powerful friendly creature to your opponent."
	{ID: "elenya-the-charming", Abilities: []Ability{{On: OnKeyForged, When: &Target{Side: Friendly}, Steps: []Clause{
		{Do: DoTakeControl, Who: Opponent, To: Target{Side: Friendly, Is: MostPowerful}},
	}}}},
	// Curse of Disappearances: "Treachery. At the end of your turn, put a
	// friendly creature into your opponent’s archives. If that card leaves
	// their archives, put it into its owner's hand instead."
	{ID: "curse-of-disappearances", Abilities: []Ability{{On: OnTurnEnd, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		{Do: DoGo, Say: "Put it into your opponent’s archives. If that card leaves their archives, put it into its owner's hand instead.", Go: hsDisappear},
	}}}},
	// Curse of Obstinacy: "Treachery. At the end of your turn, stun each
	// friendly non-flank creature that shares a house with one of its
	// neighbors."
	{ID: "curse-of-obstinacy", Abilities: goAbility(OnTurnEnd, "stun each friendly non-flank creature that shares a house with one of its neighbors.", hsObstinacy)},
	// Ol’ Paddy (evil twin): "Reap: Discard the bottom card of your
	// opponent's deck, or the bottom 3 cards instead if the tide is high.
	// Destroy a creature that shares a house with 1 of the discarded
	// cards." (The choose line names the cards discarded, then the
	// creature.)
	{ID: "ol--paddy-evil-twin", Abilities: goAbility(OnReap, "Discard the bottom card of your opponent's deck, or the bottom 3 cards instead if the tide is high. Destroy a creature that shares a house with 1 of the discarded cards.", hsOlPaddyTwin)},
	// Near-Future Lens: "Play with the top card of your deck revealed.
	// Omni: Play the top card of your deck as is it belonged to the active
	// house and was in your hand." (The log names the card; what the
	// table sees of the deck is the log's.)
	{ID: "near-future-lens", Abilities: []Ability{{On: OnOmni, Steps: []Clause{{Do: DoPlayTop}}}}},
	// SLRS Austeralis: "Action: Exhaust up to 3 friendly Logos creatures.
	// For each creature exhausted this way, play the top card of your deck,
	// one at a time." (The log names each card played.)
	{ID: "slrs-austeralis", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoExhaust, To: Target{Count: UpTo, N: 3, Side: Friendly, House: "logos", Is: Ready}},
		{Do: DoGo, Go: hkCountThat},
		{Do: DoForEach, Per: &Amount{Q: DoneThisWay}, Say: "For each creature exhausted this way"},
		{Do: DoPlayTop},
		{Do: DoRepeat, N: 1},
	}}}},
	// Gambling Den: "At the start of each player’s turn, that player may
	// name a house. If they do, reveal the top card of their deck. If it is
	// of the named house, they gain 2A. Otherwise, they lose 2A." (The
	// choose line says the house, or no, then names the card.)
	{ID: "gambling-den", Abilities: []Ability{{On: OnAnyTurnStart, Steps: []Clause{
		{Do: DoGo, Say: "that player may name a house. If they do, reveal the top card of their deck. If it is of the named house, they gain 2A. Otherwise, they lose 2A.", Go: hsGamblingDen},
	}}}},
	// Platopelta: "After Reap: If Platopelta has a wisdom counter, draw 1
	// card, archive 1 card, and you may put a wisdom counter on
	// Aristotlmimus. Otherwise, archive 1 card." (The choose line names
	// the card archived, or "?", then says yes or no.)
	{ID: "platopelta", Abilities: goAbility(OnReap, "If Platopelta has a wisdom counter, draw 1 card, archive 1 card, and you may put a wisdom counter on Aristotlmimus. Otherwise, archive 1 card.", hsPhilosopher(func(x *Ctx) {
		if w, _ := x.g.ans.nextWord(); w == "yes" {
			hsCounterOnNamed("aristotlmimus", "wisdom")(x)
		}
	}, hsArchiveFromHand))},
	// Aristotlmimus: "After Reap: If Aristotlmimus has a wisdom counter,
	// draw 1 card, archive 1 card, and play a card from your archives.
	// Otherwise, you may play a card from your archives." (The choose line
	// names the card archived, or "?", then the card played, or no.)
	{ID: "aristotlmimus", Abilities: goAbility(OnReap, "If Aristotlmimus has a wisdom counter, draw 1 card, archive 1 card, and play a card from your archives. Otherwise, you may play a card from your archives.", hsPhilosopher(hsPlayFromArchives, hsPlayFromArchives))},
	// Resonant Orb: "After Reap: Discard the top card of your deck. If it
	// is a creature, destroy an enemy creature and put the discarded card
	// into play. If you do, repeat the preceding effect." (The choose line
	// names each card discarded, then the enemy creature destroyed.)
	{ID: "resonant-orb", Abilities: goAbility(OnReap, "Discard the top card of your deck. If it is a creature, destroy an enemy creature and put the discarded card into play. If you do, repeat the preceding effect.", hsResonantOrb)},
	// Neutron Shark: "Play/Fight/Reap: Destroy an enemy creature or
	// artifact and a friendly creature or artifact. Discard the top card of
	// your deck. If that card is not a Logos card, trigger this effect
	// again." (The choose line names the two cards, then the card
	// discarded, each time.)
	{ID: "neutron-shark", Abilities: []Ability{{On: OnPlay | OnFight | OnReap, Steps: []Clause{
		{Do: DoGo, Say: "Destroy an enemy creature or artifact and a friendly creature or artifact. Discard the top card of your deck. If that card is not a Logos card, trigger this effect again.", Go: hsNeutronShark},
	}}}},
	// Borr Nit: "Reap: Reveal the top 5 cards of a player’s deck. Purge a
	// card revealed this way. Shuffle the other revealed cards into that
	// deck." (The choose line names the player, then the card purged.)
	{ID: "borr-nit", Abilities: []Ability{{On: OnReap, Steps: []Clause{hsBorrNitStep}}}},
	// Borr Nit’s Touch: "Play: Reveal the top 5 cards of a player’s deck.
	// Purge a card revealed this way. Shuffle the other revealed cards into
	// that deck."
	{ID: "borr-nit-s-touch", Abilities: []Ability{{On: OnPlay, Steps: []Clause{hsBorrNitStep}}}},
	// Envoy of Ekwirrĕ: "After Reap: Swap Envoy of Ekwirrĕ with one of its
	// neighbors. Also swap all A, damage, counters, and upgrades on these
	// creatures."
	{ID: "envoy-of-ekwirrĕ", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoChoose, To: Target{Is: Neighboring}},
		{Do: DoGo, Say: "Swap Envoy of Ekwirrĕ with it. Also swap all A, damage, counters, and upgrades on these creatures.", Go: hsEnvoySwap},
	}}}},
}

// hs5C077Choice is 5C077's "You may give 5C077 a +1 power counter or
// remove a +1 power counter from 5C077." (the choose line: give, remove
// or no).
var hs5C077Choice = Clause{Do: DoGo, Say: "You may give 5C077 a +1 power counter or remove a +1 power counter from 5C077.", Go: hs5C077Counter}

// hsBumblebirdAbilities are Titanic Bumblebird's.
var hsBumblebirdAbilities = []Ability{{On: OnPlay | OnReap, Steps: []Clause{
	{Do: DoGo, Say: "Destroy an enemy creature. If you do, give +1 power counters equal to the destroyed creature's power to a friendly creature.", Go: hsBumblebird},
}}}

// hsSporeBurst is Sporegorger's "You may remove each +1 power counter
// from Sporegorger. For each counter removed this way, deal 1D to each
// other creature."
var hsSporeBurst = Clause{Do: DoGo, May: true, Say: "Remove each +1 power counter from Sporegorger. For each counter removed this way, deal 1D to each other creature.", Go: hsMay(hsSporegorger)}

// hsLookTopFight is the Xeno- creatures' "Fight: Look at the top 3 cards
// of your deck. Put 1 into your hand and 1 on the bottom of your deck.",
// as batch N's Xeno-Knight resolves it (the choose line names the card
// for the hand, then the one for the bottom).
var hsLookTopFight = hnLookTop3[0]

// hsExaltDamage is "Play: You may exalt this creature. If you do, deal 3D
// to a creature."
var hsExaltDamage = Ability{On: OnPlay, Steps: []Clause{
	{Do: DoExalt, To: Target{Count: Self}, May: true},
	{Do: DoDamage, N: 3, If: Cond{Is: IfDone}},
}}

// hsFuse is The Big One's "put a fuse counter on The Big One. If there are
// 10 or more fuse counters on The Big One, destroy each creature and
// artifact."
var hsFuse = Clause{Do: DoGo, Say: "put a fuse counter on The Big One. If there are 10 or more fuse counters on The Big One, destroy each creature and artifact.", Go: hsBigOne}

// hsHorizonSaberAbilities are Horizon Saber's.
var hsHorizonSaberAbilities = []Ability{{On: OnPlay | OnFight | OnReap, Steps: []Clause{
	{Do: DoGo, Say: "Search your deck and discard pile for a card, reveal it, and put it into your archives.", Go: hsHorizonSaber},
	{Do: DoShuffleDiscard},
}}}

// hsNiffleKongAbilities are Niffle Kong's.
var hsNiffleKongAbilities = []Ability{
	{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Search your deck and discard pile for any number of Niffle creatures, reveal them, and put them into your hand. Shuffle your deck.", Go: hsNiffleKongSearch},
	}},
	{On: OnFight | OnReap, Steps: []Clause{
		{Do: DoDestroy, May: true, To: Target{Side: Friendly, Trait: "niffle"}},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "Deal 3D to a creature, steal 1A, and destroy an enemy artifact.", Go: hsNiffleKongBlow},
	}},
}

// hsBorrNitStep is Borr Nit's "Reveal the top 5 cards of a player’s deck.
// Purge a card revealed this way. Shuffle the other revealed cards into
// that deck."
var hsBorrNitStep = Clause{Do: DoGo, Who: ChosenPlayer, Say: "Reveal the top 5 cards of a player’s deck. Purge a card revealed this way. Shuffle the other revealed cards into that deck.", Go: hsBorrNit}
