package engine

// tableScripts are cards that players logging real decks at a table could
// not record before the ability language (issue 15): abilities no declared
// effect can state, constant abilities, and the cards of FAQ rulings.
var tableScripts = []Script{
	// Lollop the Titanic: "Lollop the Titanic deals no damage when attacked."
	{ID: "lollop-the-titanic", Statics: []Static{{Is: NoDamageAttacked}}},
	// Miasma Bomb: "Action: Destroy Miasma Bomb. Your opponent skips the
	// “forge a key” step during their next turn."
	{ID: "miasma-bomb", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoDestroy, To: This},
		{Do: DoLasting, Last: lastSkipForge, Who: Opponent, Dur: UntilNextTurn},
	}}}},
	// Orator Hissaro: "Deploy. Play: Ready and exalt each of Orator
	// Hissaro's neighbors. For the remainder of the turn, they belong to
	// house Saurian."
	{ID: "orator-hissaro", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoReady, To: Target{Count: Neighbors}},
		{Do: DoExalt, To: ThatOne},
		{Do: DoSetHouse, To: ThatOne, House: "saurian", Dur: UntilTurnEnd},
	}}}},
	// Tribune Pompitus: "Each friendly creature gets +2 power for each A on
	// it. Before Fight: You may exalt Tribune Pompitus."
	{ID: "tribune-pompitus",
		Abilities: []Ability{{On: OnBeforeFight, Steps: []Clause{{Do: DoExalt, To: This, May: true}}}},
		Statics:   []Static{{Is: PowerBonus, N: 2, Per: &Amount{Q: AemberOnIt}, To: Target{Count: Each, Side: Friendly}}},
	},
	// Primus Unguis: "Each friendly creature gets +2 power for each A on
	// Primus Unguis. Reap: Exalt Primus Unguis."
	{ID: "primus-unguis",
		Abilities: []Ability{{On: OnReap, Steps: []Clause{{Do: DoExalt, To: This}}}},
		Statics:   []Static{{Is: PowerBonus, N: 2, Per: &Amount{Q: AemberOnCards, Of: This}, To: Target{Count: Each, Side: Friendly}}},
	},
	// Skippy Timehog: "Play: Your opponent cannot use any cards next turn.
	// (Cards can still be played and discarded.)"
	{ID: "skippy-timehog", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLasting, Last: lastNoUse, Who: Opponent, Dur: UntilNextTurn},
	}}}},
	// Bull-wark: "Assault 2. Each of Bull-wark's neighbors gains assault 2."
	{ID: "bull-wark", Statics: []Static{{Is: KeywordGrant, KW: Assault, N: 2, To: Target{Count: Neighbors}}}},
	// Desire: "Keys cost +4A. After Reap: Forge a key at current cost,
	// reduced by 1A for each friendly Sin creature."
	{ID: "desire",
		Abilities: []Ability{{On: OnReap, Steps: []Clause{
			{Do: DoForge, N: -1, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly, Trait: "sin"}}},
		}}},
		Statics: []Static{{Is: KeyCostMod, N: 4, Who: EachPlayer}},
	},
	// Senator Shrix: "You may spend A on Senator Shrix as if it were in
	// your pool. Play/After Reap: You may exalt Senator Shrix."
	{ID: "senator-shrix",
		Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{{Do: DoExalt, To: This, May: true}}}},
		Statics:   []Static{{Is: SpendableAember}},
	},
	// Grabber Jammer: "Your opponent's keys cost +1A. Fight/Reap: Capture 1A."
	{ID: "grabber-jammer",
		Abilities: []Ability{{On: OnFight | OnReap, Steps: []Clause{{Do: DoCapture, N: 1, To: This}}}},
		Statics:   []Static{{Is: KeyCostMod, N: 1, Who: Opponent}},
	},
	// Shadow Self: "Shadow Self deals no damage when fighting. Damage dealt
	// to non-Specter neighbors is dealt to Shadow Self instead."
	{ID: "shadow-self", Statics: []Static{
		{Is: NoDamageFighting},
		{Is: TakesDamageFor, To: Target{Count: Neighbors, Trait: "specter", Is: NotTrait}},
	}},
	// Hallowed Shield: "Action: Choose a creature. For the remainder of the
	// turn, the chosen creature cannot be dealt damage."
	{ID: "hallowed-shield", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoCardLasting, Last: lastNoDamage, To: Target{}, Dur: UntilTurnEnd},
	}}}},
	// Replicator: "Reap: Trigger the reap effect of another creature in
	// play as if you controlled that creature."
	{ID: "replicator", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoTriggerReap, To: Target{Is: Other}},
	}}}},
	// Drecker: "Damage dealt to Drecker's neighbors during fights is also
	// dealt to Drecker. Reap: Steal 1A."
	{ID: "drecker",
		Abilities: []Ability{{On: OnReap, Steps: []Clause{{Do: DoSteal, N: 1}}}},
		Statics:   []Static{{Is: SharesFightDamage, To: Target{Count: Neighbors}}},
	},
	// Phase Shift: "Play: You may play one non-Logos card this turn."
	{ID: "phase-shift", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLasting, Last: lastPlayOffHouse, House: "logos", Dur: UntilTurnEnd},
	}}}},
	// Spangler Box: "Action: Purge a creature in play. If you do, your
	// opponent gains control of Spangler Box. If Spangler Box leaves play,
	// return to play all cards purged by Spangler Box."
	{ID: "spangler-box", Abilities: []Ability{
		{On: OnAction, Steps: []Clause{
			{Do: DoPurgeHeld, To: Target{}},
			{Do: DoTakeControl, Who: Opponent, To: This, If: Cond{Is: IfDone}},
		}},
		{On: OnLeavesPlay, Steps: []Clause{{Do: DoReturnHeld}}},
	}},
	// Mimic Gel: "Mimic Gel cannot be played unless there is another
	// creature in play. Mimic Gel enters play as a copy of another creature
	// in play, except it belongs to house Logos."
	{ID: "mimic-gel", Statics: []Static{
		{Is: Cannot, Verb: VerbPlay, Who: EachPlayer, To: This, If: Cond{Is: IfCount, Of: &Target{Count: Each}, Cmp: Equal, N: 0}},
		{Is: EntersAsCopy, House: "logos"},
	}},
	// Gold Key Imp: "Elusive. Players cannot forge their third key."
	{ID: "gold-key-imp", Statics: []Static{{Is: NoThirdKey}}},
	// Heart of the Forest: "Each player cannot forge keys while they have
	// more forged keys than their opponent."
	{ID: "heart-of-the-forest", Statics: []Static{{Is: NoForgeAhead}}},
	// Duskwitch: "Omega. Elusive. Your creatures enter play ready."
	{ID: "duskwitch", Statics: []Static{{Is: FriendsEnterReady}}},
	// Mushroom Man: "Mushroom Man gets +3 power for each unforged key you have."
	{ID: "mushroom-man", Statics: []Static{{Is: PowerBonus, N: 3, Per: &Amount{Q: UnforgedKeys}, To: This}}},
	// Captain Val Jericho: "During your turn, if Captain Val Jericho is in
	// the center of your battleline, you may play one card that is not of
	// the active house."
	{ID: "captain-val-jericho", Statics: []Static{{Is: PlayOffHouse, If: Cond{Is: IfThisInCenter}}}},
	// (Centurion Stenopius waits in handAHeld: TCO logs its "you may" only
	// as an effect line.)
	// Wild Wormhole: "Play: Play the top card of your deck."
	{ID: "wild-wormhole", Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoPlayTop}}}}},
}
