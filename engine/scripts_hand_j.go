package engine

// handJScripts are cards of the whole pool, shortest texts first that the compiler of card texts
// does not compile, scripted by hand (issue 16, batch J). A clause the
// language cannot say is a small closure (DoGo) whose English is its Say;
// each card's test is in scripts_hand_j_test.go.
var handJScripts = []Script{
	// Narp: "Narp’s neighbors cannot reap."
	{ID: "narp", Statics: []Static{{Is: Cannot, Verb: VerbReap, Who: EachPlayer, To: Target{Count: Neighbors}}}},
	// Mega Narp: "Mega Narp’s neighbors cannot reap."
	{ID: "mega-narp", Statics: []Static{{Is: Cannot, Verb: VerbReap, Who: EachPlayer, To: Target{Count: Neighbors}}}},
	// Batariel of the Grey: "After Reap: Ready each Disciple."
	{ID: "batariel-of-the-grey", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoReady, To: Target{Count: Each, Name: "disciple"}},
	}}}},
	// Clear Mind: "Play: Unstun each friendly creature."
	{ID: "clear-mind", Abilities: goAbility(OnPlay, "Unstun each friendly creature.", func(x *Ctx) {
		x.g.hjUnstunEach(x.Player)
	})},
	// Perilous Wild: "Play: Destroy each elusive creature."
	{ID: "perilous-wild", Abilities: goAbility(OnPlay, "Destroy each elusive creature.", hjDestroyElusive)},
	// Veemos Lightbringer: "Play: Destroy each elusive creature."
	{ID: "veemos-lightbringer", Abilities: goAbility(OnPlay, "Destroy each elusive creature.", hjDestroyElusive)},
	// Radiant Truth: "Play: Stun each enemy creature not on a flank."
	{ID: "radiant-truth", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoStun, To: Target{Count: Each, Side: Enemy, Is: NotAtFlank}},
	}}}},
	// Maqui Expedition: "Play: Gain control of an enemy flank creature."
	{ID: "maqui-expedition", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoTakeControl, To: Target{Side: Enemy, Is: AtFlank}},
	}}}},
	// Yardbird: "Elusive. Before Fight: Ready another Yardbird."
	{ID: "yardbird", Abilities: []Ability{{On: OnBeforeFight, Steps: []Clause{
		{Do: DoReady, To: Target{Name: "yardbird", Is: Other}},
	}}}},
	// Cadet: "Destroyed: Ready Cadet’s most powerful neighbor." (It
	// resolves while Cadet is still in play: its neighbors are the
	// neighboring creatures; a tie for the most powerful is the player's
	// choice.)
	{ID: "cadet", Abilities: []Ability{{On: OnDestroyed, Steps: []Clause{
		{Do: DoReady, To: Target{Is: Neighboring | MostPowerful}},
	}}}},
	// Hand of Dis: "Play: Destroy a creature that is not on a flank."
	{ID: "hand-of-dis", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Is: NotAtFlank}},
	}}}},
	// Captain Nemo: "After Fight: Destroy an artifact and a creature."
	{ID: "captain-nemo", Abilities: []Ability{{On: OnFight, Steps: []Clause{
		{Do: DoDestroy, To: Target{Kind: Artifact}},
		{Do: DoDestroy, To: Target{}},
	}}}},
	// Altruist’s Rostrum: "Action: Move 1A from a creature to another
	// creature."
	{ID: "altruist-s-rostrum", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{Is: WithAember}},
		{Do: DoGo, Go: heKeep},
		{Do: DoChoose, To: Target{Is: NotThat}, If: Cond{Is: IfDone}},
		{Do: DoGo, Say: "Move 1A from the first creature to the second.", Go: func(x *Ctx) {
			if from := heKept(x); from >= 0 && x.r.nThat > 0 && x.r.that[0] != from {
				x.g.heMoveAember(from, x.r.that[0], 1)
			}
		}},
	}}}},
	// Cmd. Prompt: "After Reap: You may play a non-Logos card this turn."
	{ID: "cmd-prompt", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoLasting, Last: lastPlayOffHouse, House: "logos", Dur: UntilTurnEnd},
	}}}},
	// Antiquities Dealer: "Action: Gain 2A if you control at least one
	// artifact."
	{ID: "antiquities-dealer", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoGain, N: 2, If: Cond{Is: IfCount, Cmp: AtLeast, N: 1, Of: &Target{Count: Each, Side: Friendly, Kind: Artifact}}},
	}}}},
	// Long Way Home: "Play: Archive each friendly Skyborn creature from
	// play."
	{ID: "long-way-home", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoArchive, To: Target{Count: Each, Side: Friendly, House: "skyborn"}},
	}}}},
	// Squawker: "Play: Choose one: Ready a Mars creature. Stun a non‑Mars
	// creature."
	{ID: "squawker", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseOne, N: 2},
		{Do: DoReady, Opt: 1, To: Target{House: "mars"}},
		{Do: DoStun, Opt: 2, To: Target{House: "mars", Is: NotHouse}},
	}}}},
	// Connectome Transfer: "Play: Put each flank creature into its owner’s
	// archives."
	{ID: "connectome-transfer", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoArchive, To: Target{Count: Each, Is: AtFlank}},
	}}}},
	// Stir-Crazy: "Play: Each ready creature captures 1A from its
	// opponent."
	{ID: "stir-crazy", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoCapture, N: 1, To: Target{Count: Each, Is: Ready}},
	}}}},
	// Hexpion: "Destroyed: Archive Hexpion and the top card of your deck."
	{ID: "hexpion",
		Abilities: []Ability{{On: OnDestroyed, Steps: []Clause{{Do: DoArchiveTop, N: 1}}}},
		Statics:   []Static{{Is: DestroyedGoes, Zone: ZoneArchives}},
	},
	// Into the Abyss: "Play: Your opponent discards their hand and draws 4
	// cards."
	{ID: "into-the-abyss", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Your opponent discards their hand.", Go: func(x *Ctx) {
			x.g.discardHand(x.Opponent())
		}},
		{Do: DoDraw, N: 4, Who: Opponent},
	}}}},
	// Ace Jonavan: "For each A on Ace Jonavan, keys cost +1A. Play: Capture
	// 1A."
	{ID: "ace-jonavan",
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoCapture, N: 1, To: This}}}},
		Statics:   []Static{{Is: KeyCostMod, N: 1, Who: EachPlayer, Per: &Amount{Q: AemberOnCards, Of: This}}},
	},
	// Shard of Pain: "Action: Deal 1D to an enemy creature for each
	// friendly Shard."
	{ID: "shard-of-pain", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoDamage, N: 1, To: Target{Side: Enemy}, Per: &hjShards},
	}}}},
	// Shard of Hope: "Action: A friendly creature captures 1A for each
	// friendly Shard."
	{ID: "shard-of-hope", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoCapture, N: 1, To: Target{Side: Friendly}, Per: &hjShards},
	}}}},
	// Soleft: "Destroyed: Destroy the creature on your opponent’s left
	// flank."
	{ID: "soleft", Abilities: goAbility(OnDestroyed, "Destroy the creature on your opponent's left flank.", func(x *Ctx) {
		x.g.hjDestroyFlank(x.Opponent(), true)
	})},
	// Flounderight: "Destroyed: Destroy the creature on your opponent’s
	// right flank."
	{ID: "flounderight", Abilities: goAbility(OnDestroyed, "Destroy the creature on your opponent's right flank.", func(x *Ctx) {
		x.g.hjDestroyFlank(x.Opponent(), false)
	})},
	// Dr. Westing: "After Reap: If Dr. Westing is on a flank, make a token
	// creature."
	{ID: "dr-westing", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoToken, N: 1, If: Cond{Is: IfThisOnFlank}},
	}}}},
	// Foozle: "Reap: If an enemy creature has been destroyed this turn,
	// gain 1A."
	{ID: "foozle", Abilities: goAbility(OnReap, "If an enemy creature has been destroyed this turn, gain 1A.", func(x *Ctx) {
		if x.g.destroyed&(1<<x.Opponent()) != 0 {
			x.g.gain(x.Player, 1, SrcAbility)
		}
	})},
	// Vault’s Blessing: "Play: Each player gains 1A for each Mutant
	// creature they control."
	{ID: "vault-s-blessing", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGain, N: 1, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly, Trait: "mutant"}}},
		{Do: DoGain, N: 1, Who: Opponent, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Enemy, Trait: "mutant"}}},
	}}}},
	// Braindart: "Play: Enrage an enemy creature. It captures 1A from its
	// own side."
	{ID: "braindart", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoEnrage, To: Target{Side: Enemy}},
		{Do: DoGo, Say: "It captures 1A from its own side.", Go: hjCaptureOwnSide(1)},
	}}}},
	// Synwyx the Bold: "After Fight: An enemy creature captures 2A from its
	// own side."
	{ID: "synwyx-the-bold", Abilities: []Ability{{On: OnFight, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Enemy}},
		{Do: DoGo, Say: "It captures 2A from its own side.", Go: hjCaptureOwnSide(2)},
	}}}},
	// Avarice: "Play: This creature captures 2A from its own side."
	{ID: "avarice", Abilities: goAbility(OnPlay, "This creature captures 2A from its own side.", func(x *Ctx) {
		if up := &x.g.cards[x.Self]; up.zone == ZoneUpgrade && up.parent >= 0 {
			x.g.captureFrom(up.parent, 2, x.g.cards[up.parent].controller)
		}
	})},
	// Disciple: "Disciple gets +1 power and +1 armor for each Monk neighbor
	// it has."
	{ID: "disciple", Statics: []Static{
		{Is: PowerBonus, N: 1, To: This, Per: &hjMonkNeighbors},
		{Is: ArmorBonus, N: 1, To: This, Per: &hjMonkNeighbors},
	}},
	// Lictor Justinian: "After your opponent plays a card, deal 1D to each
	// enemy creature."
	{ID: "lictor-justinian", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Enemy, Kind: AnyCard}, Steps: []Clause{
		{Do: DoDamage, N: 1, To: Target{Count: Each, Side: Enemy}},
	}}}},
	// Kyypax Encapsulator: "Elusive. After Reap: Put an enemy creature into
	// its owner’s archives."
	{ID: "kyypax-encapsulator", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoArchive, To: Target{Side: Enemy}},
	}}}},
	// Photic Raider: "Play: Capture 2A. While the tide is high, Photic
	// Raider gets +4 power."
	{ID: "photic-raider",
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoCapture, N: 2, To: This}}}},
		Statics:   []Static{{Is: PowerBonus, N: 4, To: This, If: Cond{Is: IfTide}}},
	},
	// Left in Its Wake: "Play: Choose a house. Exhaust each creature that
	// belongs to that house."
	{ID: "left-in-its-wake", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoExhaust, To: Target{Count: Each, Is: ChosenHouse}},
	}}}},
	// Berinon: "After a Mutant creature enters play, enrage Berinon. Reap:
	// Capture 2A."
	{ID: "berinon", Abilities: []Ability{
		{On: OnCreatureEnters, When: &Target{Trait: "mutant"}, Steps: []Clause{{Do: DoEnrage, To: This}}},
		{On: OnReap, Steps: []Clause{{Do: DoCapture, N: 2, To: This}}},
	}},
}
