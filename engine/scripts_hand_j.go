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
	{ID: "altruist-s-rostrum", Abilities: []Ability{{On: OnAction, Steps: hjMoveOne}}},
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
	// Swift Current: "Action: Each friendly Tentacle captures 1A."
	{ID: "swift-current", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoCapture, N: 1, To: Target{Count: Each, Side: Friendly, Trait: "tentacle"}},
	}}}},
	// Hornswoggle: "Play: Use an enemy artifact as if it were yours."
	{ID: "hornswoggle", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoUse, To: Target{Side: Enemy, Kind: Artifact}},
	}}}},
	// Kartanoo: "After Reap: Use an artifact controlled by any player as if
	// it were yours."
	{ID: "kartanoo", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoUse, To: Target{Kind: Artifact}},
	}}}},
	// Red Æmberdrake: "Destroyed: Gain 4A. Forge your red key at current
	// cost."
	{ID: "red-æmberdrake", Abilities: []Ability{{On: OnDestroyed, Steps: []Clause{
		{Do: DoGain, N: 4},
		{Do: DoGo, Say: "Forge your red key at current cost.", Go: func(x *Ctx) {
			x.g.hjForgeColor(x.Player, KeyRed)
		}},
	}}}},
	// Screaming Cave: "Action: Shuffle your hand and discard pile into your
	// deck."
	{ID: "screaming-cave", Abilities: goAbility(OnAction, "Shuffle your hand and discard pile into your deck.", func(x *Ctx) {
		x.g.hjShuffleHandAndDiscard(x.Player)
	})},
	// Quantum Fingertrap: "Action: Swap the position of two creatures in a
	// battleline."
	{ID: "quantum-fingertrap", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoSwap, To: Target{Count: Exactly, N: 2}},
	}}}},
	// The Visible Hand: "Play: Make 2 token creatures. Reveal your hand to
	// your opponent." (The engine does not know a hand: revealing it
	// changes nothing.)
	{ID: "the-visible-hand", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoToken, N: 2},
		{Do: DoGo, Say: "Reveal your hand to your opponent.", Go: func(*Ctx) {}},
	}}}},
	// Incubation Chamber: "Omni: You may reveal a Mars creature from your
	// hand. If you do, archive it."
	{ID: "incubation-chamber", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoReveal, May: true, To: Target{Where: InHand, House: "mars"}},
		{Do: DoArchive, To: ThatOne, If: Cond{Is: IfDone}},
	}}}},
	// Tachyon Pulse: "Play: Destroy each artifact. Exhaust each creature
	// with an upgrade."
	{ID: "tachyon-pulse", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Count: Each, Kind: Artifact}},
		{Do: DoGo, Say: "Exhaust each creature with an upgrade.", Go: func(x *Ctx) {
			x.g.hjExhaustUpgraded()
		}},
	}}}},
	// Minerva’s Wings: "This creature cannot fight or reap and gains,
	// “Action: Draw 2 cards.”"
	{ID: "minerva-s-wings",
		Abilities: []Ability{{On: OnAction, Grant: &ThisCreature, Steps: []Clause{{Do: DoDraw, N: 2}}}},
		Statics: []Static{
			{Is: Cannot, Verb: VerbFight, Who: EachPlayer, To: ThisCreature},
			{Is: Cannot, Verb: VerbReap, Who: EachPlayer, To: ThisCreature},
		},
	},
	// Shard of Strength: "Action: Give a friendly creature a +1 power
	// counter for each friendly Shard."
	{ID: "shard-of-strength", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoPowerCounters, N: 1, To: Target{Side: Friendly}, Per: &hjShards},
	}}}},
	// Technobabble: "Play: Stun a creature and each of its neighbors that
	// shares a house with it."
	{ID: "technobabble", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoStun, To: Target{}},
		{Do: DoGo, Say: "Stun each of its neighbors that shares a house with it.", Go: func(x *Ctx) {
			x.g.hjStunHouseNeighbors(x)
		}},
	}}}},
	// Tidal Trouble: "Play: Stun an enemy creature and each creature that
	// shares a house with it."
	{ID: "tidal-trouble", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoStun, To: Target{Side: Enemy}},
		{Do: DoStun, To: Target{Count: Each, Is: SharesHouse | NotThat}},
	}}}},
	// Chauncey: "Action: Destroy another friendly creature and Chauncey. If
	// you do, gain 3A." (Both are destroyed at once; "if you do" is
	// Chauncey's destruction.)
	{ID: "chauncey", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly, Is: Other}},
		{Do: DoGo, Say: "Destroy it and Chauncey.", Go: hjDestroyThatAndSelf},
		{Do: DoGain, N: 3, If: Cond{Is: IfDone}},
	}}}},
	// Galactic Tariff: "This creature gains, “After Fight/After Reap:
	// Capture 1A from your own side.”"
	{ID: "galactic-tariff", Abilities: []Ability{{On: OnFight | OnReap, Grant: &ThisCreature, Steps: []Clause{
		{Do: DoGo, Say: "Capture 1A from your own side.", Go: func(x *Ctx) {
			x.g.captureFrom(x.Self, 1, x.Player)
		}},
	}}}},
	// Redline Rotation: "Play: If your opponent has 7A or more, steal half
	// of their A (rounding down)."
	{ID: "redline-rotation", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoSteal, N: 1, Per: &Amount{Q: HalfAemberOf, Who: Opponent}, If: Cond{Is: IfAember, Who: Opponent, Cmp: AtLeast, N: 7}},
	}}}},
	// Rant and Rive: "Play: If your opponent has 8A or more, they lose half
	// their A (rounding down the loss)."
	{ID: "rant-and-rive", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLose, N: 1, Who: Opponent, Per: &Amount{Q: HalfAemberOf, Who: Opponent}, If: Cond{Is: IfAember, Who: Opponent, Cmp: AtLeast, N: 8}},
	}}}},
	// Loyalty Implants: "Omni: Destroy Loyalty Implants. You may use
	// friendly Mars creatures this turn."
	{ID: "loyalty-implants", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoDestroy, To: This},
		{Do: DoGo, Say: "You may use friendly Mars creatures this turn.", Go: func(x *Ctx) {
			x.g.addLasting(lasting{kind: lastUseHouse, player: x.Player, card: -1, n: 1 << 14, house: "mars", until: x.g.until(UntilTurnEnd), source: x.Self})
		}},
	}}}},
	// Wind Shield: "This creature gains elusive and “After Reap: A friendly
	// creature captures 1A.”"
	{ID: "wind-shield",
		Abilities: []Ability{{On: OnReap, Grant: &ThisCreature, Steps: []Clause{{Do: DoCapture, N: 1, To: Target{Side: Friendly}}}}},
		Statics:   []Static{{Is: KeywordGrant, KW: Elusive, To: ThisCreature}},
	},
	// Navigator Ketarr: "After Reap: If Navigator Ketarr is on a flank, draw
	// 2 cards and archive a card."
	{ID: "navigator-ketarr", Abilities: []Ability{{On: OnReap, If: Cond{Is: IfThisOnFlank}, Steps: []Clause{
		{Do: DoDraw, N: 2},
		{Do: DoArchive, To: Target{Kind: AnyCard, Where: InHand}},
	}}}},
	// Succubus: "During their “draw cards” step, your opponent refills
	// their hand to 1 less card."
	{ID: "succubus", Statics: []Static{{Is: RefillMod, N: -1, Who: Opponent}}},
	// Anvil Crawler: "Each player refills their hand to 1 additional card
	// during their “draw cards” step."
	{ID: "anvil-crawler", Statics: []Static{{Is: RefillMod, N: 1, Who: EachPlayer}}},
	// The Howling Pit: "Each player refills their hand to 1 additional card
	// during their “draw cards” step."
	{ID: "the-howling-pit", Statics: []Static{{Is: RefillMod, N: 1, Who: EachPlayer}}},
	// D.B. Gobber: "After Reap: Your opponent loses 1A. Scrap: Each player
	// with 7A or more loses 2A."
	{ID: "db-gobber", Abilities: []Ability{
		{On: OnReap, Steps: []Clause{{Do: DoLose, N: 1, Who: Opponent}}},
		{On: OnScrap, Steps: []Clause{{Do: DoGo, Say: "Each player with 7A or more loses 2A.", Go: func(x *Ctx) {
			for _, pl := range [2]int8{x.g.active, other(x.g.active)} {
				if x.g.p[pl].aember >= 7 {
					x.g.lose(pl, 2, SrcAbility)
				}
			}
		}}}},
	}},
	// Knowledge is Power: "Play: Choose one: Archive a card. Gain 1A for
	// each card in your archives."
	{ID: "knowledge-is-power", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseOne, N: 2},
		{Do: DoArchive, Opt: 1, To: Target{Kind: AnyCard, Where: InHand}},
		{Do: DoGain, Opt: 2, N: 1, Per: &Amount{Q: ArchivesOf}},
	}}}},
	// Distributor Janŏŏnt: "Enhance D. After Fight/After Reap: Move 1A from a
	// creature to another creature."
	{ID: "distributor-janŏŏnt", Abilities: []Ability{{On: OnFight | OnReap, Steps: hjMoveOne}}},
	// Trading Frenzy: "Play: A friendly creature and an enemy creature each
	// capture 3A from their opponent."
	{ID: "trading-frenzy", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoCapture, N: 3, To: Target{Side: Friendly}},
		{Do: DoCapture, N: 3, To: Target{Side: Enemy}},
	}}}},
	// Plasma Nozzle: "This creature gains, “Before Fight: Deal 2D to the
	// attacked creature, with 2D splash.”"
	{ID: "plasma-nozzle", Abilities: []Ability{{On: OnBeforeFight, Grant: &ThisCreature, Steps: []Clause{
		{Do: DoDamage, N: 2, Splash: 2, To: Target{Count: Fought}},
	}}}},
	// Universal Welcome: "Play: Take control of the enemy creature in the
	// center of your opponent’s battleline."
	{ID: "universal-welcome", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoTakeControl, To: Target{Side: Enemy, Is: InCenter}},
	}}}},
	// Ironyx Banner: "Each friendly Ironyx creature gets +1 power and +1
	// armor. Play: Make a token creature."
	{ID: "ironyx-banner",
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoToken, N: 1}}}},
		Statics: []Static{
			{Is: PowerBonus, N: 1, To: Target{Count: Each, Side: Friendly, Trait: "ironyx"}},
			{Is: ArmorBonus, N: 1, To: Target{Count: Each, Side: Friendly, Trait: "ironyx"}},
		},
	},
	// Prognosticating Witch: "Enhance D. Play/After Reap: If you have 3 or
	// fewer cards in your hand, draw 2 cards."
	{ID: "prognosticating-witch", Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{
		{Do: DoGo, Say: "If you have 3 or fewer cards in your hand, draw 2 cards.", Go: func(x *Ctx) {
			if x.g.p[x.Player].handSize() <= 3 {
				x.g.draw(x.Player, 2)
			}
		}},
	}}}},
	// EMP Blast: "Play: Stun each Mars creature and each Robot creature.
	// Destroy each artifact."
	{ID: "emp-blast", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Stun each Mars creature and each Robot creature.", Go: func(x *Ctx) {
			x.g.hjStunEach(func(id int16) bool { return x.g.houseOf(id) == "mars" || x.g.def(id).HasTrait("robot") })
		}},
		{Do: DoDestroy, To: Target{Count: Each, Kind: Artifact}},
	}}}},
	// One Last Job: "Play: Purge each friendly Shadows creature. Steal 1A
	// for each creature purged this way."
	{ID: "one-last-job", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoPurge, To: Target{Count: Each, Side: Friendly, House: "shadows"}},
		{Do: DoSteal, N: 1, Per: &Amount{Q: DoneThisWay}},
	}}}},
	// Brabble: "Destroyed: Your opponent loses 1A. If it is not your turn,
	// your opponent loses 3A instead."
	{ID: "brabble", Abilities: []Ability{{On: OnDestroyed, Steps: []Clause{
		{Do: DoLose, N: 3, Who: Opponent, If: Cond{Is: IfNotYourTurn}},
		{Do: DoLose, N: 1, Who: Opponent, If: Cond{Is: IfYourTurn}},
	}}}},
	// Change Agent: "After Fight/After Reap: For each card in your
	// opponent’s hand in excess of 5, they lose 1A."
	{ID: "change-agent", Abilities: goAbility(OnFight|OnReap, "For each card in your opponent's hand in excess of 5, they lose 1A.", func(x *Ctx) {
		if n := x.g.p[x.Opponent()].handSize() - 5; n > 0 {
			x.g.lose(x.Opponent(), n, SrcAbility)
		}
	})},
	// Harlock: "Skirmish. After Fight: If the creature Harlock fought was
	// destroyed, make a token creature."
	{ID: "harlock", Abilities: []Ability{{On: OnFight, Steps: []Clause{
		{Do: DoChoose, To: Target{Count: Fought}},
		{Do: DoToken, N: 1, If: Cond{Is: IfThatDestroyed}},
	}}}},
	// Finch Cloak: "After Fight/After Reap: If you have less A than your
	// opponent, steal 1A. Otherwise, each player gains 1A."
	{ID: "finch-cloak", Abilities: []Ability{{On: OnFight | OnReap, Steps: []Clause{
		{Do: DoGo, Say: "If you have less A than your opponent, steal 1A. Otherwise, each player gains 1A.", Go: func(x *Ctx) {
			g, pl := x.g, x.Player
			if g.p[pl].aember < g.p[x.Opponent()].aember {
				g.steal(pl, 1)
				return
			}
			g.gain(g.active, 1, SrcAbility)
			g.gain(other(g.active), 1, SrcAbility)
		}},
	}}}},
	// Blorb: "Elusive. Blorb cannot reap. Destroyed: Return Blorb Hive from
	// your discard pile to your hand."
	{ID: "blorb",
		Abilities: []Ability{{On: OnDestroyed, Steps: []Clause{
			{Do: DoReturn, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard, Name: "blorb-hive"}},
		}}},
		Statics: []Static{{Is: Cannot, Verb: VerbReap, Who: EachPlayer, To: This}},
	},
	// Prototype Harness: "This creature gets +6 power and gains, “At the
	// start of your turn, deal 1D to this creature.”"
	{ID: "prototype-harness",
		Abilities: []Ability{{On: OnTurnStart, Grant: &ThisCreature, Steps: []Clause{{Do: DoDamage, N: 1, To: This}}}},
		Statics:   []Static{{Is: PowerBonus, N: 6, To: ThisCreature}},
	},
	// Press Gang: "Play: Make a token creature. If an enemy creature was
	// destroyed this turn, archive Press Gang."
	{ID: "press-gang", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoToken, N: 1},
		{Do: DoGo, Say: "If an enemy creature was destroyed this turn, archive Press Gang.", Go: func(x *Ctx) {
			if x.g.destroyed&(1<<x.Opponent()) != 0 {
				x.g.hjArchiveSelf(x)
			}
		}},
	}}}},
	// Unbinding: "Play: Make a token creature. If a friendly creature was
	// destroyed this turn, archive Unbinding."
	{ID: "unbinding", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoToken, N: 1},
		{Do: DoArchive, To: This, If: Cond{Is: IfFriendlyDestroyed}},
	}}}},
	// Special Agent Tnega: "Deploy. Hazardous 2. Taunt. Special Agent Tnega
	// gets +2 power for each of its Mars neighbors."
	{ID: "special-agent-tnega", Statics: []Static{
		{Is: PowerBonus, N: 2, To: This, Per: &Amount{Q: CountOf, Of: Target{Count: Neighbors, House: "mars"}}},
	}},
	// City Gates: "Action: A friendly creature captures 1A. If that creature
	// is a Dinosaur, it captures 2A instead."
	{ID: "city-gates", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		{Do: DoGo, Say: "It captures 1A. If that creature is a Dinosaur, it captures 2A instead.", Go: func(x *Ctx) {
			if x.r.nThat == 0 {
				return
			}
			id, n := x.r.that[0], 1
			if x.g.def(id).HasTrait("dinosaur") {
				n = 2
			}
			x.g.capture(id, n)
		}},
	}}}},
	// Art Project: "Play: Unforge an opponent’s key. If you do, purge Art
	// Project, and your opponent draws 10 cards."
	{ID: "art-project", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoUnforge, Who: Opponent},
		{Do: DoPurge, To: This, If: Cond{Is: IfDone}},
		{Do: DoDraw, N: 10, Who: Opponent, If: Cond{Is: IfDone}},
	}}}},
	// Baldric the Bold: "Before Fight: If the creature Baldric the Bold
	// fights is the most powerful enemy creature, gain 2A." (Tied for the
	// most powerful, it is one of them.)
	{ID: "baldric-the-bold", Abilities: goAbility(OnBeforeFight, "If the creature Baldric the Bold fights is the most powerful enemy creature, gain 2A.", func(x *Ctx) {
		if t := x.r.trig; t >= 0 && x.g.hjMostPowerful(t) {
			x.g.gain(x.Player, 2, SrcAbility)
		}
	})},
	// Purse-a-phone: "Keys cost –2A. Destroyed: If Shadys is in your
	// discard pile, return it to your hand."
	{ID: "purse-a-phone",
		Abilities: []Ability{{On: OnDestroyed, Steps: []Clause{
			{Do: DoReturn, To: Target{Side: Friendly, Where: InDiscard, Name: "shadys"}},
		}}},
		Statics: []Static{{Is: KeyCostMod, N: -2, Who: EachPlayer}},
	},
}
