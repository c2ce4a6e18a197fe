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
	// Lesser Oxtet: "Elusive. Play: Purge each card in your hand. Reap: Keys
	// cost +3A during your opponent’s next turn."
	{ID: "lesser-oxtet", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoPurge, To: Target{Count: Each, Kind: AnyCard, Where: InHand}}}},
		{On: OnReap, Steps: []Clause{{Do: DoKeyCost, N: 3, Who: Opponent, Dur: UntilNextTurn}}},
	}},
	// Don’t Believe Your Eyes: "Play: If you are haunted, a creature
	// captures 2A from its own side. Otherwise, a creature captures 1A."
	{ID: "don-t-believe-your-eyes", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "If you are haunted, it captures 2A from its own side. Otherwise, it captures 1A.", Go: func(x *Ctx) {
			if x.r.nThat == 0 {
				return
			}
			if id := x.r.that[0]; x.g.haunted(x.Player) {
				x.g.captureFrom(id, 2, x.g.cards[id].controller)
			} else {
				x.g.capture(id, 1)
			}
		}},
	}}}},
	// Namel’s Confession: "Play: Destroy a friendly creature. If you do,
	// gain A equal to half its power (rounding down the gain)."
	{ID: "namel-s-confession", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		{Do: DoGo, Say: "Destroy it. If you do, gain A equal to half its power (rounding down the gain).", Go: func(x *Ctx) {
			if x.r.nThat == 0 {
				return
			}
			g, id := x.g, x.r.that[0]
			half := g.power(id) / 2
			g.destroy(id)
			g.sweep()
			if g.cards[id].zone != ZoneBattleline {
				g.gain(x.Player, half, SrcAbility)
			}
		}},
	}}}},
	// Choking Ivy: "Play: Destroy each creature with the lowest power. If
	// you are not haunted, repeat the preceding effect."
	{ID: "choking-ivy", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Count: Each, Is: LeastPowerful}},
		{Do: DoDestroy, To: Target{Count: Each, Is: LeastPowerful}, If: Cond{Is: IfNotHaunted}},
	}}}},
	// Tidal Wave: "Play: If the tide is high, destroy a creature and each of
	// its neighbors. Your opponent raises the tide."
	{ID: "tidal-wave", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}, If: Cond{Is: IfTide}},
		{Do: DoGo, Say: "Destroy it and each of its neighbors.", Go: func(x *Ctx) {
			if x.r.nThat > 0 {
				x.g.hjDestroyWithNeighbors(x.r.that[0])
			}
		}},
		{Do: DoGo, Say: "Your opponent raises the tide.", Go: func(x *Ctx) { x.g.hjRaiseTide(x.Opponent()) }},
	}}}},
	// Bury Riches: "Play: If the tide is high, move 1A from each creature
	// to its controller's pool. Otherwise, raise the tide."
	{ID: "bury-riches", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "If the tide is high, move 1A from each creature to its controller's pool.", Go: func(x *Ctx) {
			g := x.g
			x.r.did = g.p[x.Player].tide
			if !x.r.did {
				return
			}
			for _, pl := range [2]int8{g.active, other(g.active)} {
				for _, id := range g.p[pl].line {
					g.takeAember(id, 1, true, []int8{pl})
				}
			}
		}},
		{Do: DoRaiseTide, If: Cond{Is: IfNotDone}},
	}}}},
	// Perplexing Sophistry: "Play: If you have more A than your opponent,
	// they discard a random card from their hand and you draw a card."
	{ID: "perplexing-sophistry", Abilities: []Ability{{On: OnPlay, If: Cond{Is: IfAember, Cmp: MoreThanOpp}, Steps: []Clause{
		{Do: DoDiscardRandom, N: 1, Who: Opponent},
		{Do: DoDraw, N: 1},
	}}}},
	// Heed the Horde: "Play: For each friendly Mutant creature, your
	// opponent loses 1A. Fate: Each enemy Mutant creature captures 1A." (A
	// fate is about the active player: the enemy creatures are the card's
	// owner's.)
	{ID: "heed-the-horde", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoLose, N: 1, Who: Opponent, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly, Trait: "mutant"}}}}},
		{On: OnFate, Steps: []Clause{{Do: DoCapture, N: 1, To: Target{Count: Each, Side: Enemy, Trait: "mutant"}}}},
	}},
	// Manchego: "Play: If you have 5 or fewer cards in your deck, steal 2A.
	// Fight/Reap: You may shuffle Manchego into your deck."
	{ID: "manchego", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "If you have 5 or fewer cards in your deck, steal 2A.", Go: func(x *Ctx) {
			if x.g.p[x.Player].deckSize() <= 5 {
				x.g.steal(x.Player, 2)
			}
		}}}},
		{On: OnFight | OnReap, Steps: []Clause{{Do: DoShuffle, To: This, May: true}}},
	}},
	// Tide Warp: "At the start of your turn, if the tide is high, your
	// opponent raises the tide. Otherwise, you raise the tide."
	{ID: "tide-warp", Abilities: goAbility(OnTurnStart, "If the tide is high, your opponent raises the tide. Otherwise, you raise the tide.", func(x *Ctx) {
		if x.g.p[x.Player].tide {
			x.g.hjRaiseTide(x.Opponent())
		} else {
			x.g.hjRaiseTide(x.Player)
		}
	})},
	// Deimos Burst: "Play: Destroy each friendly artifact and each friendly
	// flank creature. Gain 1A for each card destroyed this way."
	{ID: "deimos-burst", Abilities: goAbility(OnPlay, "Destroy each friendly artifact and each friendly flank creature. Gain 1A for each card destroyed this way.", func(x *Ctx) {
		x.g.hjDeimosBurst(x.Player)
	})},
	// Numquid the Fair: "Play: Destroy an enemy creature. Repeat this card’s
	// effect if your opponent still controls more creatures than you."
	{ID: "numquid-the-fair", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Side: Enemy}},
		{Do: DoRepeat, N: 1, If: Cond{Is: IfCount, Cmp: MoreThanOpp, Of: &Target{Count: Each, Side: Enemy}}},
	}}}},
	// Submersive Principle: "Play: Each player loses 1A. If the tide is
	// high, each player loses half their A instead (rounding down the
	// loss)."
	{ID: "submersive-principle", Abilities: goAbility(OnPlay, "Each player loses 1A. If the tide is high, each player loses half their A instead (rounding down the loss).", func(x *Ctx) {
		g := x.g
		high := g.p[x.Player].tide
		for _, pl := range [2]int8{g.active, other(g.active)} {
			n := 1
			if high {
				n = g.p[pl].aember / 2
			}
			g.lose(pl, n, SrcAbility)
		}
	})},
	// Soldiers to Flowers: "Play: Purge each Untamed creature from each
	// player’s discard pile. For each card purged this way, its owner gains
	// 1A."
	{ID: "soldiers-to-flowers", Abilities: goAbility(OnPlay, "Purge each Untamed creature from each player's discard pile. For each card purged this way, its owner gains 1A.", func(x *Ctx) {
		x.g.hjSoldiersToFlowers()
	})},
	// Abandon Ship: "Play: Return a creature to its owner’s hand. If the
	// tide is high, return 4 creatures to their owners’ hands instead."
	{ID: "abandon-ship", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoReturn, To: Target{Count: Exactly, N: 4}, If: Cond{Is: IfTide}},
		{Do: DoReturn, To: Target{}, If: Cond{Is: IfNotDone}},
	}}}},
	// Hire On: "Play: Make a token creature. If there is a combined total of
	// 6A or more between both players’ pools, archive Hire On."
	{ID: "hire-on", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoToken, N: 1},
		{Do: DoGo, Say: "If there is a combined total of 6A or more between both players' pools, archive Hire On.", Go: func(x *Ctx) {
			if x.g.p[0].aember+x.g.p[1].aember >= 6 {
				x.g.hjArchiveSelf(x)
			}
		}},
	}}}},
	// Third of Cliff: "Elusive. Action: If your red key is forged, destroy
	// each enemy flank creature. Otherwise, destroy an enemy flank
	// creature."
	{ID: "third-of-cliff", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoGo, Say: "If your red key is forged, destroy each enemy flank creature.", Go: func(x *Ctx) {
			g := x.g
			x.r.did = g.p[x.Player].keys[KeyRed-1]
			if x.r.did {
				opp := x.Opponent()
				g.destroyEach(func(id int16) bool { return g.cards[id].controller == opp && g.onFlank(id) })
			}
		}},
		{Do: DoDestroy, To: Target{Side: Enemy, Is: AtFlank}, If: Cond{Is: IfNotDone}},
	}}}},
	// Mating Season: "Play: Shuffle each Mars creature into its owner’s
	// deck. Each player gains 1A for each creature shuffled into their deck
	// this way."
	{ID: "mating-season", Abilities: goAbility(OnPlay, "Shuffle each Mars creature into its owner's deck. Each player gains 1A for each creature shuffled into their deck this way.", func(x *Ctx) {
		x.g.hjMatingSeason()
	})},
	// Experiment Q: "Enhance D. Experiment Q gets +1 power for each Mars
	// creature in play. Play: For each Mars creature in play, stun a
	// non-Mars creature."
	{ID: "experiment-q",
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{
			{Do: DoForEach, Per: &hjMarsInPlay},
			{Do: DoStun, To: Target{House: "mars", Is: NotHouse}},
			{Do: DoRepeat, N: 1},
		}}},
		Statics: []Static{{Is: PowerBonus, N: 1, To: This, Per: &hjMarsInPlay}},
	},
	// Genetic Drift: "Play: Give a creature a +1 power counter. Then give
	// each creature with a +1 power counter another +1 power counter."
	{ID: "genetic-drift", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoPowerCounters, N: 1, To: Target{}},
		{Do: DoGo, Say: "Then give each creature with a +1 power counter another +1 power counter.", Go: func(x *Ctx) {
			g := x.g
			for _, pl := range [2]int8{g.active, other(g.active)} {
				for _, id := range g.p[pl].line {
					if g.cards[id].counters > 0 {
						g.cards[id].counters++
					}
				}
			}
		}},
	}}}},
	// Indignant Tone: "Play: Deal 3D to a creature. If this damage destroys
	// that creature, enrage each of its neighbors after it leaves play."
	{ID: "indignant-tone", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "Deal 3D to it. If this damage destroys that creature, enrage each of its neighbors after it leaves play.", Go: func(x *Ctx) {
			if x.r.nThat > 0 {
				x.g.hjIndignant(x.r.that[0])
			}
		}},
	}}}},
	// Unleash the Beast: "Play: Exhaust a friendly creature. If you do, deal
	// damage equal to the exhausted creature’s power to an enemy creature."
	{ID: "unleash-the-beast", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoExhaust, To: Target{Side: Friendly, Is: Ready}},
		{Do: DoGo, Go: heKeep},
		{Do: DoChoose, To: Target{Side: Enemy}, If: Cond{Is: IfDone}},
		{Do: DoGo, Say: "Deal damage equal to the exhausted creature's power to it.", Go: func(x *Ctx) {
			if from := heKept(x); from >= 0 && x.r.nThat > 0 && x.r.that[0] != from {
				x.g.damage(x.r.that[0], x.g.power(from), false)
				x.g.sweep()
			}
		}},
	}}}},
	// Power Up: "Play: Give a friendly creature two +1 power counters. If
	// that creature is the most powerful creature, archive this card."
	{ID: "power-up", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoPowerCounters, N: 2, To: Target{Side: Friendly}},
		{Do: DoGo, Say: "If that creature is the most powerful creature, archive this card.", Go: func(x *Ctx) {
			if x.r.nThat > 0 && x.g.hjMostPowerfulInPlay(x.r.that[0]) {
				x.g.hjArchiveSelf(x)
			}
		}},
	}}}},
	// Grave Bounty: "Play: Purge a card from your discard pile. If you do,
	// your opponent loses 2A. Fate: Purge the top 2 cards of your discard
	// pile." (A fate is about the active player: "your" discard pile is
	// theirs.)
	{ID: "grave-bounty", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoPurge, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard}},
			{Do: DoLose, N: 2, Who: Opponent, If: Cond{Is: IfDone}},
		}},
		{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "Purge the top 2 cards of your discard pile.", Go: func(x *Ctx) {
			d := &x.g.p[x.Player].discard
			for range 2 {
				if len(*d) > 0 {
					x.g.moveInst((*d)[len(*d)-1], ZonePurged)
				}
			}
		}}}},
	}},
	// “John Smyth”: "Elusive. Fight/Reap: Ready a non-Agent Mars creature."
	{ID: "john-smyth", Abilities: []Ability{{On: OnFight | OnReap, Steps: []Clause{
		{Do: DoReady, To: Target{House: "mars", Trait: "agent", Is: NotTrait}},
	}}}},
	// Guardian Demon: "Play/Fight/Reap: Heal up to 2 damage from a creature.
	// Deal that amount of damage to another creature."
	{ID: "guardian-demon", Abilities: []Ability{{On: OnPlay | OnFight | OnReap, Steps: []Clause{
		{Do: DoHeal, N: 2, To: Target{}},
		{Do: DoDamage, N: 1, Per: &Amount{Q: DoneThisWay}, To: Target{Is: NotThat}},
	}}}},
	// Call of the Void: "Play: Exhaust a creature. If it was already
	// exhausted, destroy it instead and its controller loses 1A."
	{ID: "call-of-the-void", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "Exhaust it. If it was already exhausted, destroy it instead and its controller loses 1A.", Go: func(x *Ctx) {
			if x.r.nThat == 0 {
				return
			}
			g, id := x.g, x.r.that[0]
			if !g.cards[id].has(flExhausted) {
				g.readyOrExhaust(id, false)
				return
			}
			ctl := g.cards[id].controller
			g.destroy(id)
			g.sweep()
			g.lose(ctl, 1, SrcAbility)
		}},
	}}}},
	// The Red Death: "Enhance D. The Red Death cannot ready unless you are
	// haunted. After Fight: Gain 1A and draw a card."
	{ID: "the-red-death",
		Abilities: []Ability{{On: OnFight, Steps: []Clause{{Do: DoGain, N: 1}, {Do: DoDraw, N: 1}}}},
		Statics:   []Static{{Is: ReadyIfHaunted}},
	},
	// Brachiaditus: "Deploy. Play: Stun each of Brachiaditus's neighbors and
	// move 1A from each of them to the common supply."
	{ID: "brachiaditus", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoStun, To: Target{Count: Neighbors}},
		{Do: DoRemoveAember, N: 1, To: Target{Count: Neighbors}},
	}}}},
	// Sacred Duty: "This creature gets +2 power and gains, “After Fight:
	// Make a token creature.” Play: Ready this creature."
	{ID: "sacred-duty",
		Abilities: []Ability{
			{On: OnFight, Grant: &ThisCreature, Steps: []Clause{{Do: DoToken, N: 1}}},
			{On: OnPlay, Steps: []Clause{{Do: DoReady, To: ThisCreature}}},
		},
		Statics: []Static{{Is: PowerBonus, N: 2, To: ThisCreature}},
	},
	// The Susurrus: "Action: Exhaust a friendly Unfathomable creature. If
	// you do, exhaust up to 3 creatures and/or artifacts."
	{ID: "the-susurrus", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoExhaust, To: Target{Side: Friendly, House: "unfathomable", Is: Ready}},
		{Do: DoExhaust, To: Target{Count: UpTo, N: 3, Kind: AnyCard}, If: Cond{Is: IfDone}},
	}}}},
	// Pull Up Stakes: "Play: Shuffle 2 friendly creatures into their owners’
	// decks. Return 4 enemy creatures to their owners’ hands."
	{ID: "pull-up-stakes", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoShuffle, To: Target{Count: Exactly, N: 2, Side: Friendly}},
		{Do: DoReturn, To: Target{Count: Exactly, N: 4, Side: Enemy}},
	}}}},
	// Tomwa of the Glow: "Reap: If the tide is high, exhaust an enemy
	// creature and your opponent discards a random card from their hand."
	{ID: "tomwa-of-the-glow-evil-twin", Abilities: []Ability{{On: OnReap, If: Cond{Is: IfTide}, Steps: []Clause{
		{Do: DoExhaust, To: Target{Side: Enemy}},
		{Do: DoDiscardRandom, N: 1, Who: Opponent},
	}}}},
	// Dreadbone Decimus: "Play/Fight: You may exalt Dreadbone Decimus. If
	// you do, destroy a creature with lower power than Dreadbone Decimus."
	{ID: "dreadbone-decimus", Abilities: []Ability{{On: OnPlay | OnFight, Steps: []Clause{
		{Do: DoExalt, To: This, May: true},
		{Do: DoDestroy, To: Target{Is: WeakerThanIt}, If: Cond{Is: IfDone}},
	}}}},
	// Soultender: "Play/After Reap: Move each A from each Specter creature
	// to the common supply. Fully heal and ward each Specter creature."
	{ID: "soultender", Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{
		{Do: DoRemoveAember, To: Target{Count: Each, Trait: "specter"}},
		{Do: DoHeal, To: Target{Count: Each, Trait: "specter"}},
		{Do: DoWard, To: Target{Count: Each, Trait: "specter"}, And: true},
	}}}},
	// Zyzzix the Many: "Fight/Reap: You may reveal a creature from your
	// hand. If you do, archive it and Zyzzix the Many gets three +1 power
	// counters."
	{ID: "zyzzix-the-many", Abilities: []Ability{{On: OnFight | OnReap, Steps: []Clause{
		{Do: DoReveal, May: true, To: Target{Where: InHand}},
		{Do: DoArchive, To: ThatOne, If: Cond{Is: IfDone}},
		{Do: DoPowerCounters, N: 3, To: This, If: Cond{Is: IfDone}},
	}}}},
	// Crimson Dax: "After Reap: You may reveal a non-Mars card from your
	// hand. If you do, purge it and give a Mars creature three +1 power
	// counters."
	{ID: "crimson-dax", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoReveal, May: true, To: Target{Kind: AnyCard, Where: InHand, House: "mars", Is: NotHouse}},
		{Do: DoPurge, To: ThatOne, If: Cond{Is: IfDone}},
		{Do: DoPowerCounters, N: 3, To: Target{House: "mars"}, If: Cond{Is: IfDone}},
	}}}},
	// Archlegate Valeria: "Enhance D. Before Fight: Exalt an enemy creature
	// for each of Archlegate Valeria’s Saurian neighbors."
	{ID: "archlegate-valeria", Abilities: []Ability{{On: OnBeforeFight, Steps: []Clause{
		{Do: DoForEach, Per: &Amount{Q: CountOf, Of: Target{Count: Neighbors, House: "saurian"}}},
		{Do: DoExalt, To: Target{Side: Enemy}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Dredging Druid: "Elusive. Reap: If the tide is high, put up to 3
	// creatures from your discard pile on top of your deck."
	{ID: "dredging-druid", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoTopDeck, To: Target{Count: UpTo, N: 3, Side: Friendly, Where: InDiscard}, If: Cond{Is: IfTide}},
	}}}},
	// Decadence: "Play: Choose one: • Exalt, ready, and use a friendly
	// creature. • Move 1A from a creature to another creature."
	{ID: "decadence", Abilities: []Ability{{On: OnPlay, Steps: hjDecadence()}}},
	// Collector Boren: "After an upgrade is attached to Collector Boren,
	// ready Collector Boren. Play: Put an upgrade from your discard pile
	// into your hand."
	{ID: "collector-boren", Abilities: []Ability{
		{On: OnUpgradeAttached, When: &This, Steps: []Clause{{Do: DoReady, To: This}}},
		{On: OnPlay, Steps: []Clause{{Do: DoReturn, To: Target{Side: Friendly, Kind: Upgrade, Where: InDiscard}}}},
	}},
	// Magda the Rat: "Elusive. Play: Steal 2A. Leaves Play: Your opponent
	// steals 2A."
	{ID: "magda-the-rat", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoSteal, N: 2}}},
		{On: OnLeavesPlay, Steps: []Clause{{Do: DoSteal, N: 2, Who: Opponent}}},
	}},
	// Nerotaurus: "After Fight: Enemy creatures cannot reap during your
	// opponent’s next turn. After Reap: Enemy creatures cannot fight during
	// your opponent’s next turn."
	{ID: "nerotaurus", Abilities: []Ability{
		{On: OnFight, Steps: []Clause{{Do: DoLasting, Last: lastNoVerb, N: int(VerbReap), Who: Opponent, Dur: UntilNextTurn}}},
		{On: OnReap, Steps: []Clause{{Do: DoLasting, Last: lastNoVerb, N: int(VerbFight), Who: Opponent, Dur: UntilNextTurn}}},
	}},
	// Raider: "Raider gains poison during your turn."
	{ID: "raider", Statics: []Static{{Is: KeywordGrant, KW: Poison, To: This, If: Cond{Is: IfYourTurn}}}},
	// Fathom Reaver: "While you control a token creature, your opponent
	// refills their hand to 1 less card during the “draw cards” step. Play:
	// Make a token creature."
	{ID: "fathom-reaver",
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoToken, N: 1}}}},
		Statics: []Static{{Is: RefillMod, N: -1, Who: Opponent,
			If: Cond{Is: IfCount, Cmp: AtLeast, N: 1, Of: &Target{Count: Each, Side: Friendly, Is: Token}}}},
	},
	// Chelonia: "Elusive. After you play another creature, if the tide is
	// high, gain 1A."
	{ID: "chelonia", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Friendly}, Steps: []Clause{
		{Do: DoGain, N: 1, If: Cond{Is: IfTide}},
	}}}},
	// Sea Urchin: "Poison. Play: Capture 1A. If the tide is high, steal 1A
	// instead."
	{ID: "sea-urchin", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Capture 1A. If the tide is high, steal 1A instead.", Go: func(x *Ctx) {
			if x.g.p[x.Player].tide {
				x.g.steal(x.Player, 1)
				return
			}
			x.g.capture(x.Self, 1)
		}},
	}}}},
	// Mack the Knife: "Elusive. Versatile. Action: Deal 1D to a creature. If
	// this damage destroys that creature, gain 1A." ("Versatile": it may
	// be used as if it belonged to the active house.)
	{ID: "mack-the-knife",
		Abilities: []Ability{{On: OnAction, Steps: []Clause{
			{Do: DoDamage, N: 1, To: Target{}},
			{Do: DoGain, N: 1, If: Cond{Is: IfThatDestroyed}},
		}}},
		Statics: []Static{{Is: AsActiveHouse, To: This}},
	},
	// Titan Apparition: "Taunt. Destroyed: If it is not your turn, your
	// opponent discards 5 cards from the top of their deck. Otherwise,
	// discard 5 cards from the top of your deck."
	{ID: "titan-apparition", Abilities: []Ability{{On: OnDestroyed, Steps: []Clause{
		{Do: DoDiscardTop, N: 5, Who: Opponent, If: Cond{Is: IfNotYourTurn}},
		{Do: DoDiscardTop, N: 5, If: Cond{Is: IfYourTurn}},
	}}}},
	// Brass Klein: "While on a flank, Brass Klein gains skirmish. While not
	// on a flank, Brass Klein gains taunt. Fate: For the remainder of the
	// turn, friendly creatures cannot fight." (A fate is about the active
	// player: the friendly creatures are theirs.)
	{ID: "brass-klein",
		Abilities: []Ability{{On: OnFate, Steps: []Clause{
			{Do: DoGo, Say: "For the remainder of the turn, friendly creatures cannot fight.", Go: func(x *Ctx) {
				x.g.addLasting(lasting{kind: lastNoVerb, player: x.Player, card: -1, n: int(VerbFight), until: x.g.until(UntilTurnEnd), source: x.g.hjInstanceOf(x.r.def)})
			}},
		}}},
		Statics: []Static{
			{Is: KeywordGrant, KW: Skirmish, To: This, If: Cond{Is: IfThisOnFlank}},
			{Is: KeywordGrant, KW: Taunt, To: This, If: Cond{Is: IfThisNotFlank}},
		},
	},
	// Dissonant Chord: "Play: Deal 3D to a creature. If this damage destroys
	// that creature, stun each of its neighbors after it leaves play. Fate:
	// Stun each friendly creature with A on it."
	{ID: "dissonant-chord", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoChoose, To: Target{}},
			{Do: DoGo, Say: "Deal 3D to it. If this damage destroys that creature, stun each of its neighbors after it leaves play.", Go: func(x *Ctx) {
				if x.r.nThat > 0 {
					x.g.hjDamageThenNeighbors(x.r.that[0], EffStun)
				}
			}},
		}},
		{On: OnFate, Steps: []Clause{{Do: DoStun, To: Target{Count: Each, Side: Friendly, Is: WithAember}}}},
	}},
	// Sucker Punch: "Alpha. Play: Deal 2D to an enemy creature. If that
	// creature is destroyed by this effect, archive Sucker Punch."
	{ID: "sucker-punch", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDamage, N: 2, To: Target{Side: Enemy}},
		{Do: DoGo, Say: "Archive Sucker Punch.", If: Cond{Is: IfThatDestroyed}, Go: func(x *Ctx) { x.g.hjArchiveSelf(x) }},
	}}}},
	// General Ză-Orhă: "Skirmish. Play: For each forged key your opponent
	// has, make a token creature."
	{ID: "general-ză-orhă", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoToken, N: 1, Per: &Amount{Q: ForgedKeys, Who: Opponent}},
	}}}},
	// Specialist Guthrak: "Skirmish. After Fight/After Reap: Capture 1A for
	// each house represented among Specialist Guthrak and its neighbors."
	{ID: "specialist-guthrak", Abilities: goAbility(OnFight|OnReap, "Capture 1A for each house represented among Specialist Guthrak and its neighbors.", func(x *Ctx) {
		g := x.g
		var buf [3]int16
		ids := g.heNeighbors(x.Self, append(buf[:0], x.Self))
		var houses [3]House
		n := 0
		for _, id := range ids {
			h := g.houseOf(id)
			if h != "" && h != houses[0] && h != houses[1] {
				houses[n] = h
				n++
			}
		}
		g.capture(x.Self, n)
	})},
	// The Curator: "Friendly artifacts enter play ready."
	{ID: "the-curator", Statics: []Static{{Is: FriendsEnterReady, To: Target{Kind: Artifact}}}},
	// Rooftop Laboratory: "Each friendly Scientist creature enters play
	// ready."
	{ID: "rooftop-laboratory", Statics: []Static{{Is: FriendsEnterReady, To: Target{Trait: "scientist"}}}},
	// Fandangle: "While you have 4A or more, your non‑Untamed creatures
	// enter play ready."
	{ID: "fandangle", Statics: []Static{{Is: FriendsEnterReady, To: Target{House: "untamed", Is: NotHouse},
		If: Cond{Is: IfAember, Cmp: AtLeast, N: 4}}}},
	// Beanstalk: "Friendly Giant creatures enter play ready. Action: Search
	// your deck and discard pile for a Giant creature, reveal it, and put it
	// into your hand." (The log's choose line names the card found.)
	{ID: "beanstalk",
		Abilities: []Ability{{On: OnAction, Steps: []Clause{{Do: DoSearch}}}},
		Statics:   []Static{{Is: FriendsEnterReady, To: Target{Trait: "giant"}}},
	},
	// Aquilia, Lone Hero: "Omni: Capture 1A if there are more enemy
	// creatures than friendly creatures."
	{ID: "aquilia-lone-hero", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoCapture, N: 1, To: This, If: Cond{Is: IfCount, Cmp: MoreThanOpp, Of: &Target{Count: Each, Side: Enemy}}},
	}}}},
	// Ecstacy Siphon: "Play: Deal 1D to an enemy creature for each card in
	// your opponent’s hand."
	{ID: "ecstacy-siphon", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDamage, N: 1, To: Target{Side: Enemy}, Per: &Amount{Q: HandOf, Who: Opponent}},
	}}}},
	// Static Collection Array: "Your keys cost –1A while the tide is high
	// and +1A while the tide is low."
	{ID: "static-collection-array", Statics: []Static{
		{Is: KeyCostMod, N: -1, Who: You, If: Cond{Is: IfTide}},
		{Is: KeyCostMod, N: 1, Who: You, If: Cond{Is: IfTideLow}},
	}},
	// Worthy Adversaries: "Play: Deal 1D to 2 different enemy creatures.
	// Exalt each damaged creature."
	{ID: "worthy-adversaries", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDamage, N: 1, To: Target{Count: Exactly, N: 2, Side: Enemy}},
		{Do: DoExalt, To: Target{Count: Each, Is: Damaged}},
	}}}},
	// Iyxrenu the Clever: "Elusive. Enhance D. Action: Lose 1A. If you do,
	// move all A from a creature to your pool."
	{ID: "iyxrenu-the-clever", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoLose, N: 1},
		{Do: DoTakeAember, To: Target{Is: WithAember}, If: Cond{Is: IfDone}},
	}}}},
	// Inevitable Decay: "Play: Destroy each artifact and upgrade. For each
	// card destroyed this way, make a token creature."
	{ID: "inevitable-decay", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Destroy each artifact and upgrade.", Go: func(x *Ctx) {
			x.r.done = int16(x.g.hjDestroyArtifactsAndUpgrades())
			x.r.did = x.r.done > 0
		}},
		{Do: DoToken, N: 1, Per: &Amount{Q: DoneThisWay}},
	}}}},
	// Skreel Swarm: "Play: Deal 1D to each enemy creature. Scrap: You may
	// archive Skreel Swarm from your discard pile."
	{ID: "skreel-swarm", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoDamage, N: 1, To: Target{Count: Each, Side: Enemy}}}},
		{On: OnScrap, Steps: []Clause{{Do: DoArchive, To: This, May: true}}},
	}},
	// Archon’s Revenge: "Action: Exhaust up to 2 friendly Shadows creatures.
	// For each creature exhausted this way, steal 1A."
	{ID: "archon-s-revenge", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{Count: UpTo, N: 2, Side: Friendly, House: "shadows", Is: Ready}},
		{Do: DoGo, Say: "Exhaust them. For each creature exhausted this way, steal 1A.", Go: func(x *Ctx) {
			n := 0
			for _, id := range x.r.that[:x.r.nThat] {
				if !x.g.cards[id].has(flExhausted) {
					x.g.readyOrExhaust(id, false)
					n++
				}
			}
			x.g.steal(x.Player, n)
		}},
	}}}},
	// Talon of Invidius: "Play: Exalt Talon of Invidius 3 times. Destroyed:
	// Move each A from Talon of Invidius to an enemy creature."
	{ID: "talon-of-invidius", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoExalt, N: 3, To: This}}},
		{On: OnDestroyed, Steps: []Clause{
			// The Æmber is taken off first: while the choice waits, Talon
			// leaves play, and the Æmber on it would go to the opponent.
			{Do: DoGo, Go: hjHoldAember},
			{Do: DoChoose, To: Target{Side: Enemy}},
			{Do: DoGo, Say: "Move each A from Talon of Invidius to it.", Go: hjPlaceHeldAember},
		}},
	}},
	// Doomsayer: "After Reap: Move each A from a friendly creature to the
	// common supply. For each A moved, deal 2D to a creature."
	{ID: "doomsayer", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoRemoveAember, To: Target{Side: Friendly, Is: WithAember}},
		{Do: DoForEach, Per: &Amount{Q: DoneThisWay}, Say: "For each A moved"},
		{Do: DoDamage, N: 2, To: Target{}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Oracle Zan: "After Reap: Move each A from a friendly creature to the
	// common supply. For each A moved, heal 2 damage from a creature."
	{ID: "oracle-zan", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoRemoveAember, To: Target{Side: Friendly, Is: WithAember}},
		{Do: DoForEach, Per: &Amount{Q: DoneThisWay}, Say: "For each A moved"},
		{Do: DoHeal, N: 2, To: Target{}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Sinestra: "After your opponent plays a creature on their left flank,
	// they lose 1A."
	{ID: "sinestra", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Enemy}, Steps: []Clause{
		{Do: DoGo, Say: "If it entered play on their left flank, they lose 1A.", Go: func(x *Ctx) {
			g, id := x.g, x.r.trig
			if id >= 0 && g.cards[id].zone == ZoneBattleline {
				if line := g.p[g.cards[id].controller].line; line[0] == id {
					g.lose(g.cards[id].controller, 1, SrcAbility)
				}
			}
		}},
	}}}},
	// Chenille: "Hazardous 6. Action: Return a Bombyx from your discard pile
	// to your hand."
	{ID: "chenille", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoReturn, To: Target{Side: Friendly, Where: InDiscard, Name: "bombyx"}},
	}}}},
	// Igon the Terrible: "Play: If Igon the Green has not been purged,
	// destroy Igon the Terrible. Fight: Steal 1A." (Purged by its owner:
	// the Igon the Green among their purged cards.)
	{ID: "igon-the-terrible", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "If Igon the Green has not been purged, destroy Igon the Terrible.", Go: func(x *Ctx) {
			g := x.g
			for _, id := range g.p[g.cards[x.Self].owner].purged {
				if g.def(id).ID == "igon-the-green" {
					return
				}
			}
			g.destroy(x.Self)
			g.sweep()
		}}}},
		{On: OnFight, Steps: []Clause{{Do: DoSteal, N: 1}}},
	}},
	// Protectrix: "Reap: You may fully heal a creature. If you do, that
	// creature cannot be dealt damage for the remainder of the turn."
	{ID: "protectrix", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoHeal, To: Target{}, May: true},
		{Do: DoCardLasting, Last: lastNoDamage, To: ThatOne, Dur: UntilTurnEnd, If: Cond{Is: IfDone}},
	}}}},
	// Brackish Shoreline: "After a creature fights, it doesn’t ready during
	// the “ready cards” step this turn."
	{ID: "brackish-shoreline", Abilities: []Ability{{On: OnCreatureFights, Steps: []Clause{
		{Do: DoGo, Say: "It doesn't ready during the “ready cards” step this turn.", Go: func(x *Ctx) {
			g, id := x.g, x.r.trig
			if id >= 0 && g.cards[id].zone.InPlay() {
				g.addLasting(lasting{kind: lastNoReady, player: g.cards[id].controller, card: id, until: g.turn, source: x.Self})
			}
		}},
	}}}},
	// Edge of the World: "Play: Move a creature to a flank of its
	// controller’s battleline. Steal 1A." (The flank is a word of the
	// choose line, "left" or "right", as Tyxl Beambuckler's.)
	{ID: "edge-of-the-world", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "Move it to a flank of its controller's battleline.", Go: heToFlank},
		{Do: DoSteal, N: 1},
	}}}},
	// Chain Gang: "After you play Subtle Chain, ready Chain Gang. Action:
	// Steal 1A. Shuffle a Subtle Chain from your discard pile into your
	// deck."
	{ID: "chain-gang", Abilities: []Ability{
		{On: OnPlayOther, When: &Target{Side: Friendly, Kind: AnyCard, Name: "subtle-chain"}, Steps: []Clause{{Do: DoReady, To: This}}},
		{On: OnAction, Steps: []Clause{
			{Do: DoSteal, N: 1},
			{Do: DoShuffle, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard, Name: "subtle-chain"}},
		}},
	}},
	// Kymoor Outpost: "Action: Put a friendly creature on the bottom of its
	// owner's deck. If you do, steal 1A and make a token creature."
	{ID: "kymoor-outpost", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoBottom, To: Target{Side: Friendly}},
		{Do: DoGo, Say: "Steal 1A.", If: Cond{Is: IfDone}, Go: func(x *Ctx) { x.g.steal(x.Player, 1) }},
		{Do: DoToken, N: 1, If: Cond{Is: IfDone}},
	}}}},
	// Whirpool Eddy: "Action: Stun and exhaust a creature that is not
	// already stunned."
	{ID: "whirpool-eddy", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "If it is not already stunned, stun and exhaust it.", Go: func(x *Ctx) {
			if x.r.nThat == 0 {
				return
			}
			g, id := x.g, x.r.that[0]
			if g.cards[id].has(flStunned) {
				if len(g.p[0].line)+len(g.p[1].line) > 1 {
					g.violate("effect-target", x.Player, "Whirpool Eddy: %s is already stunned", g.name(id))
				}
				return
			}
			g.setStatus(id, EffStun)
			g.readyOrExhaust(id, false)
		}},
	}}}},
	// Punctuated Equilibrium: "Play: Each player discards their hand, then
	// refills their hand as if it were their “draw cards” step."
	{ID: "punctuated-equilibrium", Abilities: goAbility(OnPlay, "Each player discards their hand, then refills their hand as if it were their “draw cards” step.", func(x *Ctx) {
		g := x.g
		for _, pl := range [2]int8{x.Player, x.Opponent()} {
			g.discardHand(pl)
		}
		for _, pl := range [2]int8{x.Player, x.Opponent()} {
			g.refill(pl, 6+g.handBonus(pl))
		}
	})},
	// Cultural Exchange: "Play: Your opponent puts each card from their
	// archives into their hand."
	{ID: "cultural-exchange", Abilities: goAbility(OnPlay, "Your opponent puts each card from their archives into their hand.", func(x *Ctx) {
		x.g.hjArchivesToHand(x.Opponent())
	})},
	// Heart of Steel: "Play: Play a Skyborn creature from your discard
	// pile."
	{ID: "heart-of-steel", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly, Where: InDiscard, House: "skyborn"}},
		{Do: DoGo, Say: "Play it.", Go: playThatFromDiscard},
	}}}},
	// Sacrificial Altar: "Action: Purge a friendly Human creature from play.
	// If you do, play a creature from your discard pile."
	{ID: "sacrificial-altar", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoPurge, To: Target{Side: Friendly, Trait: "human"}},
		{Do: DoChoose, To: Target{Side: Friendly, Where: InDiscard}, If: Cond{Is: IfDone}},
		{Do: DoGo, Say: "Play it.", If: Cond{Is: IfDone}, Go: playThatFromDiscard},
	}}}},
	// Snudge: "After Fight/After Reap: Return an artifact or flank creature
	// to its owner’s hand."
	{ID: "snudge", Abilities: []Ability{{On: OnFight | OnReap, Steps: []Clause{
		{Do: DoChoose, To: Target{Kind: AnyCard}},
		{Do: DoGo, Say: "If it is an artifact or a flank creature, return it to its owner's hand.", Go: func(x *Ctx) {
			if x.r.nThat == 0 {
				return
			}
			g, id := x.g, x.r.that[0]
			if g.cards[id].zone == ZoneBattleline && !g.onFlank(id) {
				g.violate("effect-target", x.Player, "Snudge: %s is neither an artifact nor a flank creature", g.name(id))
				return
			}
			g.moveInst(id, ZoneHand)
		}},
	}}}},
	// Shard of Resurgence: "Action: Archive a card from your discard pile
	// for each friendly Shard."
	{ID: "shard-of-resurgence", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoForEach, Per: &hjShards, Say: "For each friendly Shard"},
		{Do: DoArchive, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Hunter or Hunted?: "Play: Ward a creature, or move a ward from a
	// creature to another creature." (The choose line says 1 or 2.)
	{ID: "hunter-or-hunted", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseOne, N: 2},
		{Do: DoWard, Opt: 1, To: Target{}},
		{Do: DoChoose, Opt: 2, To: Target{Is: Warded}},
		{Do: DoGo, Opt: 2, Go: heKeep},
		{Do: DoChoose, Opt: 2, To: Target{Is: NotThat}, If: Cond{Is: IfDone}},
		{Do: DoGo, Opt: 2, Say: "Move the ward from the first creature to the second.", Go: func(x *Ctx) {
			g := x.g
			if from := heKept(x); from >= 0 && x.r.nThat > 0 && x.r.that[0] != from && g.cards[from].has(flWarded) {
				g.cards[from].flags &^= flWarded
				g.emit(Event{Kind: EvStatus, Player: g.cards[from].controller, Card: g.def(from).ID, Other: "unward"})
				g.setStatus(x.r.that[0], EffWard)
			}
		}},
	}}}},
	// Estate Sale: "Play: Purge a non-creature card from your discard pile.
	// If you do, gain 2A."
	{ID: "estate-sale", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard}},
		{Do: DoGo, Say: "If it is not a creature, purge it.", Go: func(x *Ctx) {
			x.r.did = false
			if x.r.nThat == 0 {
				return
			}
			g, id := x.g, x.r.that[0]
			if g.def(id).Type.IsCreature() {
				g.violate("effect-target", x.Player, "Estate Sale: %s is a creature", g.name(id))
				return
			}
			g.moveInst(id, ZonePurged)
			x.r.did = true
		}},
		{Do: DoGain, N: 2, If: Cond{Is: IfDone}},
	}}}},
	// Redeemer Amara: "Each time an enemy creature or a Mutant creature is
	// destroyed, make a token creature."
	{ID: "redeemer-amara", Abilities: []Ability{{On: OnCreatureDestroyed, Steps: []Clause{
		{Do: DoGo, Say: "If it is an enemy creature or a Mutant creature, make a token creature.", Go: func(x *Ctx) {
			g, id := x.g, x.r.trig
			if id < 0 || g.cards[id].controller == x.Player && !g.def(id).HasTrait("mutant") {
				return
			}
			g.hjMakeToken(x)
		}},
	}}}},
	// Dr. Verokter: "Elusive. After Reap: Put an upgrade or action card from
	// your discard pile on top of your deck."
	{ID: "dr-verokter", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard}},
		{Do: DoGo, Say: "If it is an upgrade or an action card, put it on top of your deck.", Go: func(x *Ctx) {
			if x.r.nThat == 0 {
				return
			}
			g, id := x.g, x.r.that[0]
			if t := g.def(id).Type; t != TypeUpgrade && t != TypeAction {
				g.violate("effect-target", x.Player, "Dr. Verokter: %s is neither an upgrade nor an action card", g.name(id))
				return
			}
			g.moveToDeck(id, true)
		}},
	}}}},
	// Weigh the Anchor: "Play: For each creature your opponent controls in
	// excess of you, stun an enemy creature."
	{ID: "weigh-the-anchor", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Go: func(x *Ctx) {
			x.r.done = int16(max(len(x.g.p[x.Opponent()].line)-len(x.g.p[x.Player].line), 0))
		}},
		{Do: DoForEach, Per: &Amount{Q: DoneThisWay}, Say: "For each creature your opponent controls in excess of you"},
		{Do: DoStun, To: Target{Side: Enemy}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Seneschal Sargassa: "After a player raises the tide, a creature they
	// control captures 2A from their opponent."
	{ID: "seneschal-sargassa", Abilities: []Ability{
		{On: OnTideRaised, When: &Target{Side: Friendly}, Steps: []Clause{{Do: DoCapture, N: 2, To: Target{Side: Friendly}}}},
		{On: OnTideRaised, When: &Target{Side: Enemy}, Steps: []Clause{{Do: DoCapture, N: 2, To: Target{Side: Enemy}}}},
	}},
	// Magistrate Crispus: "At the end of your turn, each player takes
	// control of each creature and artifact they own."
	{ID: "magistrate-crispus", Abilities: goAbility(OnTurnEnd, "Each player takes control of each creature and artifact they own.", func(x *Ctx) {
		g := x.g
		var buf [48]int16
		for _, id := range g.inPlayOrder(buf[:0]) {
			if c := &g.cards[id]; c.zone.InPlay() && c.controller != c.owner {
				g.takeControl(c.owner, id)
			}
		}
	})},
	// Render Guilt: "Play: A friendly creature captures 1A. For each A on
	// that creature, deal 1D to a creature."
	{ID: "render-guilt", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoCapture, N: 1, To: Target{Side: Friendly}},
		{Do: DoGo, Go: hjCountAemberOnThat},
		{Do: DoForEach, Per: &Amount{Q: DoneThisWay}, Say: "For each A on that creature"},
		{Do: DoDamage, N: 1, To: Target{}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Energy Vampirism: "Play: A creature captures 1A from its own side. For
	// each A on that creature, deal 1D to a creature."
	{ID: "energy-vampirism", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "It captures 1A from its own side.", Go: hjCaptureOwnSide(1)},
		{Do: DoGo, Go: hjCountAemberOnThat},
		{Do: DoForEach, Per: &Amount{Q: DoneThisWay}, Say: "For each A on that creature"},
		{Do: DoDamage, N: 1, To: Target{}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Further Investigations: "Play: Destroy any number of friendly
	// creatures. For each creature destroyed this way, archive a card."
	{ID: "further-investigations", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Count: UpTo, N: heAnyNumber, Side: Friendly}},
		{Do: DoForEach, Per: &Amount{Q: DoneThisWay}},
		{Do: DoArchive, To: Target{Kind: AnyCard, Where: InHand}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Tya-Arhĭ, Esquire: "Each friendly non‑token creature gains,
	// “Destroyed: Make a token creature.”"
	{ID: "tya-arhĭ-esquire", Abilities: []Ability{{On: OnDestroyed, Grant: &Target{Count: Each, Side: Friendly}, Steps: []Clause{
		{Do: DoGo, Say: "If this creature is not a token creature, make a token creature.", Go: func(x *Ctx) {
			if x.g.def(x.Self).Type != TypeTokenCreature {
				x.g.hjMakeToken(x)
			}
		}},
	}}}},
	// Sentient Cloud: "Each friendly creature with the highest power gains,
	// “After Fight: Gain 2A.”" (The highest among friendly creatures, when
	// the fight is over.)
	{ID: "sentient-cloud", Abilities: []Ability{{On: OnFight, Grant: &Target{Count: Each, Side: Friendly}, Steps: []Clause{
		{Do: DoGo, Say: "If this creature has the highest power among friendly creatures, gain 2A.", Go: func(x *Ctx) {
			if x.g.hjMostPowerful(x.Self) {
				x.g.gain(x.Player, 2, SrcAbility)
			}
		}},
	}}}},
	// Favor of Rex: "Play: Resolve the play effect of a creature as if you
	// had just played it."
	{ID: "favor-of-rex", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "Resolve its play effect as if you had just played it.", Go: func(x *Ctx) {
			if x.r.nThat == 0 {
				return
			}
			g, id := x.g, x.r.that[0]
			if s := g.scriptOf(id); s != nil && g.cards[id].zone == ZoneBattleline {
				g.fireScript(s, g.cards[id].def, id, x.Player, OnPlay, -1)
			}
		}},
	}}}},
	// Bellowing Patrizate: "While Bellowing Patrizate is ready, deal 1D to
	// each creature after it enters play."
	{ID: "bellowing-patrizate", Abilities: []Ability{{On: OnCreatureEnters, Steps: []Clause{
		{Do: DoGo, Say: "If Bellowing Patrizate is ready, deal 1D to it.", Go: func(x *Ctx) {
			g := x.g
			if t := x.r.trig; t >= 0 && t != x.Self && !g.cards[x.Self].has(flExhausted) && g.cards[x.Self].zone == ZoneBattleline {
				g.damage(t, 1, false)
				g.sweep()
			}
		}},
	}}}},
	// Recorded History: "Play: Reveal up to 3 cards of different houses from
	// your hand. Archive each card revealed this way."
	{ID: "recorded-history", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoReveal, To: Target{Count: UpTo, N: 3, Kind: AnyCard, Where: InHand}},
		{Do: DoGo, Say: "Archive each card revealed this way (of different houses).", Go: func(x *Ctx) {
			g := x.g
			ids := x.r.that[:x.r.nThat]
			for i, id := range ids {
				for _, o := range ids[:i] {
					if g.def(o).House == g.def(id).House {
						g.violate("effect-target", x.Player, "Recorded History: %s and %s share a house", g.name(o), g.name(id))
						return
					}
				}
			}
			for _, id := range ids {
				g.moveInst(id, ZoneArchives)
			}
		}},
	}}}},
	// Stronger Together: "Play: Ready each Star Alliance creature that has 2
	// non‑Star Alliance neighbors of different houses."
	{ID: "stronger-together", Abilities: goAbility(OnPlay, "Ready each Star Alliance creature that has 2 non-Star Alliance neighbors of different houses.", func(x *Ctx) {
		g := x.g
		for _, pl := range [2]int8{g.active, other(g.active)} {
			line := g.p[pl].line
			for i := 1; i+1 < len(line); i++ {
				l, r := g.houseOf(line[i-1]), g.houseOf(line[i+1])
				if g.houseOf(line[i]) == "staralliance" && l != "staralliance" && r != "staralliance" && l != r {
					g.readyOrExhaust(line[i], true)
				}
			}
		}
	})},
	// Bosun Creen: "Enhance D. Scrap: Move a creature to a flank of its
	// controller’s battleline." (The flank is a word of the choose line.)
	{ID: "bosun-creen", Abilities: []Ability{{On: OnScrap, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "Move it to a flank of its controller's battleline.", Go: heToFlank},
	}}}},
	// Safe or Sorry: "Play: Choose one: • Archive any number of friendly
	// creatures from play. • Choose a creature. Deal 1D to it for each A
	// your opponent has."
	{ID: "safe-or-sorry", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseOne, N: 2, Say: "•"},
		{Do: DoArchive, Opt: 1, To: Target{Count: UpTo, N: heAnyNumber, Side: Friendly}},
		{Do: DoDamage, Opt: 2, N: 1, To: Target{}, Per: &Amount{Q: AemberOf, Who: Opponent}},
	}}}},
	// Blorb Hive: "Omni: Destroy a friendly creature. If you do, make 2
	// Blorbs. Then, if you control 10 or more Blorbs, destroy Blorb Hive and
	// forge a key at no cost."
	{ID: "blorb-hive", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoDestroy, To: Target{Side: Friendly}},
		{Do: DoGo, Say: "Make 2 Blorbs.", If: Cond{Is: IfDone}, Go: func(x *Ctx) {
			for range 2 {
				x.g.makeToken(x.Player, CardRef{ID: "blorb"})
			}
		}},
		{Do: DoGo, Say: "Then, if you control 10 or more Blorbs, destroy Blorb Hive and forge a key at no cost.", Go: func(x *Ctx) {
			g, n := x.g, 0
			for _, id := range g.p[x.Player].line {
				if g.def(id).ID == "blorb" {
					n++
				}
			}
			if n < 10 {
				return
			}
			g.destroy(x.Self)
			g.sweep()
			if g.adMayForge(x.Player, 0) {
				g.forge(x.Player, KeyAny, 0)
			}
		}},
	}}}},
	// Groundbreaking Discovery: "Play: If you control Dr. Verokter, Rooftop
	// Laboratory, and Reckless Experimentation, destroy each card in play,
	// unforge an opponent’s key, and purge Groundbreaking Discovery."
	{ID: "groundbreaking-discovery", Abilities: goAbility(OnPlay, "If you control Dr. Verokter, Rooftop Laboratory, and Reckless Experimentation, destroy each card in play, unforge an opponent's key, and purge Groundbreaking Discovery.", func(x *Ctx) {
		g := x.g
		for _, id := range []string{"dr-verokter", "rooftop-laboratory", "reckless-experimentation"} {
			if !g.hjControls(x.Player, id) {
				return
			}
		}
		g.hjDestroyAllInPlay()
		if g.p[x.Opponent()].keyCount() > 0 {
			k := KeyAny
			if w, ok := g.ans.nextWord(); ok {
				k, _ = ParseKeyColor(w)
			}
			g.unforge(x.Opponent(), k)
		}
		if z := g.cards[x.Self].zone; z == ZoneResolving || z == ZoneDiscard {
			g.moveInst(x.Self, ZonePurged)
		}
	})},
	// Ogopogo: "After Ogopogo attacks and destroys a creature, you may deal
	// 2D to a creature." (Ogopogo attacks on its controller's turn only:
	// a creature destroyed attacking it does not count.)
	{ID: "ogopogo", Abilities: []Ability{{On: OnEnemyDestroyedFighting, If: Cond{Is: IfYourTurn}, Steps: []Clause{
		{Do: DoDamage, N: 2, To: Target{}, May: true},
	}}}},
	// Forum of Giants: "At the start of your turn, the player who controls
	// the most powerful creature gains 1A." (When both players control one
	// of the highest power, no player is "the" player: none gains.)
	{ID: "forum-of-giants", Abilities: goAbility(OnTurnStart, "the player who controls the most powerful creature gains 1A.", func(x *Ctx) {
		g := x.g
		best, who := -1, int8(-1)
		for pl := range g.p {
			for _, id := range g.p[pl].line {
				switch p := g.power(id); {
				case p > best:
					best, who = p, int8(pl)
				case p == best && who != int8(pl):
					who = -1
				}
			}
		}
		if who >= 0 {
			g.gain(who, 1, SrcAbility)
		}
	})},
	// Junk Restoration: "Enhance D. Play: Discard the top 3 cards of your
	// deck. You may put a card discarded this way into your hand."
	{ID: "junk-restoration", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDiscardNamed, N: 3, To: Target{Kind: AnyCard}},
		{Do: DoReturn, May: true, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard, Is: AmongThat}},
	}}}},
	// Recycler: "After Reap: Discard the top 3 cards of your deck. For each
	// creature discarded this way, make a token creature."
	{ID: "recycler", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoDiscardNamed, N: 3, To: Target{}},
		{Do: DoToken, N: 1, Per: &Amount{Q: DoneThisWay}},
	}}}},
	// Recruiting Station: "Omni: Choose a house. Discard the top card of
	// your deck. If it belongs to the chosen house, make a token creature."
	{ID: "recruiting-station", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoDiscardNamed, N: 1, To: Target{Kind: AnyCard}},
		{Do: DoGo, Say: "If it belongs to the chosen house, make a token creature.", Go: func(x *Ctx) {
			if hjThatOfChosenHouse(x) {
				x.g.hjMakeToken(x)
			}
		}},
	}}}},
	// Dive Deep: "Play: Discard the top card of your opponent’s deck. Put a
	// creature that shares a house with that card on the bottom of its
	// owner’s deck."
	{ID: "dive-deep", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDiscardNamed, N: 1, Who: Opponent, To: Target{Kind: AnyCard}},
		{Do: DoBottom, To: Target{Is: SharesHouse}, If: Cond{Is: IfDone}},
	}}}},
	// Put in a Spin: "Play: Lose 1A. If you do, choose a house and discard
	// the top card of your opponent’s deck. If that card belongs to the
	// named house, gain 4A."
	{ID: "put-in-a-spin", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLose, N: 1},
		{Do: DoChooseHouse, If: Cond{Is: IfDone}},
		{Do: DoDiscardNamed, N: 1, Who: Opponent, To: Target{Kind: AnyCard}, If: Cond{Is: IfDone}},
		{Do: DoGo, Say: "If that card belongs to the named house, gain 4A.", Go: func(x *Ctx) {
			if hjThatOfChosenHouse(x) {
				x.g.gain(x.Player, 4, SrcAbility)
			}
		}},
	}}}},
	// Legionary Trainer: "Each friendly token creature enters play ready.
	// Play: Make a token creature."
	{ID: "legionary-trainer",
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoToken, N: 1}}}},
		Statics:   []Static{{Is: FriendsEnterReady, To: Target{Is: Token}}},
	},
	// Exploratory Craft: "Action: Exhaust up to 3 friendly creatures. For
	// each house represented among creatures exhausted this way, draw a
	// card."
	{ID: "exploratory-craft", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{Count: UpTo, N: 3, Side: Friendly, Is: Ready}},
		{Do: DoGo, Say: "Exhaust them. For each house represented among creatures exhausted this way, draw a card.", Go: func(x *Ctx) {
			g := x.g
			var houses [3]House
			n := 0
			for _, id := range x.r.that[:x.r.nThat] {
				if g.cards[id].has(flExhausted) {
					continue
				}
				g.readyOrExhaust(id, false)
				if h := g.houseOf(id); h != houses[0] && h != houses[1] && h != houses[2] {
					houses[n] = h
					n++
				}
			}
			g.draw(x.Player, n)
		}},
	}}}},
	// Returning Champion: "Play: Deal 3D to Returning Champion. After Fight:
	// If you are haunted, move all damage from Returning Champion to another
	// creature."
	{ID: "returning-champion", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoDamage, N: 3, To: This}}},
		{On: OnFight, If: Cond{Is: IfHaunted}, Steps: []Clause{
			{Do: DoChoose, To: Target{Is: Other}},
			{Do: DoGo, Say: "Move all damage from Returning Champion to it.", Go: func(x *Ctx) {
				g := x.g
				if x.r.nThat == 0 || g.cards[x.Self].zone != ZoneBattleline {
					return
				}
				to := x.r.that[0]
				n := g.cards[x.Self].damage
				g.cards[x.Self].damage = 0
				g.cards[to].damage += n
				g.emit(Event{Kind: EvStatus, Player: g.cards[to].controller, Card: g.def(to).ID, N: int(n), Other: "damage moved"})
				g.sweep()
			}},
		}},
	}},
	// Sabotage Mission: "Play: Keys cost +1A for each different power value
	// among friendly creatures during your opponent’s next turn."
	{ID: "sabotage-mission", Abilities: goAbility(OnPlay, "Keys cost +1A for each different power value among friendly creatures during your opponent's next turn.", func(x *Ctx) {
		g := x.g
		var seen []int
		for _, id := range g.p[x.Player].line {
			p, dup := g.power(id), false
			for _, q := range seen {
				dup = dup || q == p
			}
			if !dup {
				seen = append(seen, p)
			}
		}
		if len(seen) > 0 {
			g.addLasting(lasting{kind: lastKeyCost, player: x.Opponent(), card: -1, n: len(seen), until: g.until(UntilNextTurn), source: x.Self})
		}
	})},
	// Overlord Greking: "After an enemy creature is destroyed fighting
	// Overlord Greking, put that creature into play under your control."
	{ID: "overlord-greking", Abilities: []Ability{{On: OnEnemyDestroyedFighting, Steps: []Clause{
		{Do: DoGo, Say: "Put that creature into play under your control.", Go: func(x *Ctx) {
			g, id := x.g, x.r.trig
			if id < 0 || g.cards[id].zone != ZoneDiscard || g.def(id).Type != TypeCreature {
				return // a token creature is no card of a discard pile
			}
			g.detach(id, ZoneDiscard)
			g.enterBattleline(id, x.Player, FlankRight, 0, false)
		}},
	}}}},
	// Magistra Vita: "Play/Reap: You may exalt a friendly non-Saurian
	// creature. If you do, reap with it." (An exhausted creature cannot
	// reap: then nothing more happens.)
	{ID: "magistra-vita", Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{
		{Do: DoExalt, May: true, To: Target{Side: Friendly, House: "saurian", Is: NotHouse}},
		{Do: DoGo, Say: "reap with it.", If: Cond{Is: IfDone}, Go: func(x *Ctx) {
			if x.r.nThat == 0 {
				return
			}
			if id := x.r.that[0]; x.g.cards[id].zone == ZoneBattleline && !x.g.cards[id].has(flExhausted) {
				r := *x.r
				r.use = VerbReap
				x.g.abilityUse(DoUse, id, &r)
			}
		}},
	}}}},
	// Shae “Cloudkicker”: "Play/After Reap: Swap Shae “Cloudkicker” with
	// another friendly creature in your battleline."
	{ID: "shae-cloudkicker", Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly, Is: Other}},
		{Do: DoGo, Say: "Swap Shae “Cloudkicker” with it.", Go: func(x *Ctx) {
			g := x.g
			if x.r.nThat == 0 || g.cards[x.Self].zone != ZoneBattleline {
				return
			}
			o := x.r.that[0]
			line := g.p[g.cards[x.Self].controller].line
			i, j := indexOf(line, x.Self), indexOf(line, o)
			if i >= 0 && j >= 0 {
				line[i], line[j] = line[j], line[i]
			}
		}},
	}}}},
	// Shard of Courage: "Action: For each friendly Shard, ready and fight
	// with a friendly creature. Resolve these fights one at a time."
	{ID: "shard-of-courage", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoForEach, Per: &hjShards, Say: "For each friendly Shard"},
		{Do: DoReadyAndFight, To: Target{Side: Friendly}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Reap or Sow: "Play: Choose one: • Ready and reap with a friendly
	// creature. • Give three +1 power counters to creatures, distributed as
	// you choose." (One counter a choice: the choose line names the
	// creature of each.)
	{ID: "reap-or-sow", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseOne, N: 2, Say: "•"},
		{Do: DoReadyAndReap, Opt: 1, To: Target{Side: Friendly}},
		{Do: DoPowerCounters, Opt: 2, N: 1, To: Target{}},
		{Do: DoPowerCounters, Opt: 2, N: 1, To: Target{}},
		{Do: DoPowerCounters, Opt: 2, N: 1, To: Target{}},
	}}}},
	// Flying Broomstick: "This creature gains elusive, and “After Reap: Heal
	// all damage and move all A and counters from a creature to the common
	// supply.”" (The counters the engine keeps are +1 power counters.)
	{ID: "flying-broomstick",
		Abilities: []Ability{{On: OnReap, Grant: &ThisCreature, Steps: []Clause{
			{Do: DoChoose, To: Target{}},
			{Do: DoGo, Say: "Heal all damage and move all A and counters from it to the common supply.", Go: func(x *Ctx) {
				if x.r.nThat == 0 {
					return
				}
				g, id := x.g, x.r.that[0]
				g.heal(id, int(g.cards[id].damage))
				g.takeAember(id, 0, false, nil)
				g.cards[id].counters = 0
			}},
		}}},
		Statics: []Static{{Is: KeywordGrant, KW: Elusive, To: ThisCreature}},
	},
}
