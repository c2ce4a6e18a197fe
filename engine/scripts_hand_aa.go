package engine

// handAAScripts are cards scripted by hand (issue 16, batch AA). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_aa_test.go.
var handAAScripts = []Script{
	// Nexus: "Elusive. Reap: Use an opponent’s artifact as if it were
	// yours."
	{ID: "nexus", Abilities: []Ability{{On: OnReap, Steps: aaUseEnemyArtifact}}},
	// Skippy the Glorious: "Play/After Reap: Archive the top card of your
	// deck. Scrap: Use an opponent’s artifact as if it were yours. If you
	// do, draw a card."
	{ID: "skippy-the-glorious", Abilities: []Ability{
		{On: OnPlay | OnReap, Steps: []Clause{{Do: DoArchiveTop, N: 1}}},
		{On: OnScrap, Steps: append(aaUseEnemyArtifact[:2:2], Clause{Do: DoDraw, N: 1, If: Cond{Is: IfDone}})},
	}},
	// Lateral Shift: "Play: Look at your opponent’s hand. Play a card from
	// that hand as if it were yours." (The choose line names the card.)
	{ID: "lateral-shift", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, To: aaOppHand, Say: "Look at your opponent's hand. Play a card from that hand as if it were yours.",
			Go: pfPlay(pfWhere{zone: ZoneHand, opp: true}, Target{Kind: AnyCard}, false)},
	}}}},
	// Talent Scout: "Talent Scout may be used as if it belonged to the
	// active house. Play: Look at your opponent’s hand and play a creature
	// from it as if it were yours. Your opponent takes control of Talent
	// Scout." (The creature's own abilities resolve first.)
	{ID: "talent-scout",
		Statics: []Static{{Is: AsActiveHouse, To: This}},
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{
			{Do: DoGo, To: Target{Kind: Creature, Where: InHand, Side: Enemy}, Say: "Look at your opponent's hand and play a creature from it as if it were yours.",
				Go: pfPlay(pfWhere{zone: ZoneHand, opp: true}, Target{Kind: Creature}, false)},
			{Do: DoGo, Say: "Your opponent takes control of Talent Scout.", Go: aaOppTakesThis},
		}}},
	},
	// Murkens: "Play: Choose a random card in your opponent’s archives or
	// the top card of your opponent’s deck. Play that card as if it were
	// yours." (`choose archives X` or `choose deck X`.)
	{ID: "murkens", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Choose a random card in your opponent's archives or the top card of your opponent's deck. Play that card as if it were yours.", Go: aaMurkens},
	}}}},
	// Flea Market: "Action: Look at a random card in your opponent’s hand.
	// You may give your opponent 1A. If you do, play that card as if it
	// were yours." (`choose X yes`: the card, then the "you may".)
	{ID: "flea-market", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoGo, To: aaOppHand, Say: "Look at a random card in your opponent's hand.", Go: aaLookAtOppCard},
		{Do: DoPay, N: 1, May: true},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "Play that card as if it were yours.", Go: aaPlayThat},
	}}}},
	// Masterplan: "Play: Put a card from your hand facedown beneath
	// Masterplan. Omni: Play the card beneath Masterplan. Sacrifice
	// Masterplan." (FAQ: Masterplan is still in play while the card
	// plays.)
	{ID: "masterplan", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "Put a card from your hand facedown beneath Masterplan.", To: Target{Kind: AnyCard, Where: InHand}, Go: hsUnderFromHandStep(false)}}},
		{On: OnOmni, Steps: []Clause{
			{Do: DoGo, Say: "Play the card beneath Masterplan.", Go: aaPlayOneUnder},
			{Do: DoSacrifice, To: This},
		}},
	}},
	// Cauldron: "Omni: Put the top card of your deck faceup under
	// Cauldron. If there are 3 cards under Cauldron, play them one at a
	// time as if they were in your hand." (The choose line names the card
	// put under, then each card played, in the order played.)
	{ID: "cauldron", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoGo, Say: "Put the top card of your deck faceup under Cauldron.", Go: aaTopUnder},
		{Do: DoGo, Say: "If there are 3 cards under Cauldron, play them one at a time as if they were in your hand.", Go: aaPlayUnderIfN(3)},
	}}}},
	// Omnipus: "Omnipus cannot fight. Play: Discard the top 8 cards of
	// your deck. Play each Tentaclid from your discard pile, one at a
	// time. Reap: Gain 1A for each friendly Tentaclid."
	{ID: "omnipus",
		Statics: []Static{{Is: Cannot, Verb: VerbFight, Who: EachPlayer, To: This}},
		Abilities: []Ability{
			{On: OnPlay, Steps: []Clause{
				{Do: DoDiscardNamed, N: 8, To: Target{Kind: AnyCard}},
				{Do: DoGo, Say: "Play each Tentaclid from your discard pile, one at a time.", Go: pfEach(pfPlay(pfWhere{zone: ZoneDiscard}, Target{Kind: Creature, Name: "tentaclid"}, false))},
			}},
			{On: OnReap, Steps: []Clause{
				{Do: DoGain, N: 1, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly, Name: "tentaclid"}}},
			}},
		},
	},
	// Beast of Dark Legend: "Play: Play a friendly Keyraken creature from
	// a purged zone. Ready a friendly Keyraken creature." (A friendly
	// card out of play is one its player owns: their purged zone.)
	{ID: "beast-of-dark-legend", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Play a friendly Keyraken creature from a purged zone.", Go: pfPlay(pfWhere{zone: ZonePurged}, Target{Kind: Creature, House: "keyraken"}, false)},
		{Do: DoReady, To: Target{Side: Friendly, House: "keyraken"}},
	}}}},
	// Miss Chievous: "After a friendly Geistoid creature enters play, each
	// player discards the top 2 cards of their deck. After Reap: Play the
	// topmost creature from your discard pile."
	{ID: "miss-chievous", Abilities: []Ability{
		{On: OnCreatureEnters, When: &Target{Side: Friendly, House: "geistoid"}, Steps: []Clause{
			{Do: DoDiscardNamed, N: 2, To: Target{Kind: AnyCard}},
			{Do: DoDiscardNamed, N: 2, Who: Opponent, To: Target{Kind: AnyCard}},
		}},
		{On: OnReap, Steps: []Clause{
			{Do: DoGo, Say: "Play the topmost creature from your discard pile.", Go: aaPlayTopmost(Target{Kind: Creature})},
		}},
	}},
	// Zavel, “Archaeologist”: "Each time you play an artifact from your
	// discard pile, gain 1A. Play/After Reap: You may play an artifact
	// from your discard pile."
	{ID: "zavel-archaeologist",
		Statics: []Static{{Is: aaGainOnDiscardPlay, N: 1, To: Target{Kind: Artifact}}},
		Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{
			{Do: DoGo, Say: "You may play an artifact from your discard pile.", Go: pfPlay(pfWhere{zone: ZoneDiscard}, Target{Kind: Artifact}, true)},
		}}},
	},
	// Angry Mob: "Before Fight: You may discard cards from the top of your
	// deck until you discard an Angry Mob or run out of cards. If you
	// discard an Angry Mob this way, put it into your hand." (The choose
	// line says yes, then names the cards discarded.)
	{ID: "angry-mob", Abilities: []Ability{{On: OnBeforeFight, Steps: []Clause{
		{Do: DoDiscardNamed, May: true, To: Target{Kind: AnyCard, Name: "angry-mob"}, Say: "Discard cards from the top of your deck until you discard an Angry Mob or run out of cards"},
		{Do: DoGo, Say: "If you discard an Angry Mob this way, put it into your hand.", Go: aaDiscardedToHand},
	}}}},
	// Purify: "Play: Purge a Mutant creature. If you do, discard cards
	// from the top of its controller’s deck until you discard a non-Mutant
	// creature or run out of cards. If you discard a non-Mutant creature
	// this way, put it into play under its owner’s control."
	{ID: "purify", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoPurge, To: Target{Trait: "mutant"}},
		{Do: DoDiscardNamed, If: Cond{Is: IfDone}, Who: ThatController, To: Target{Trait: "mutant", Is: NotTrait},
			Say: "discard cards from the top of its controller's deck until you discard a non-Mutant creature or run out of cards"},
		{Do: DoGo, Say: "If you discard a non-Mutant creature this way, put it into play under its owner's control.", Go: aaDiscardedIntoPlay},
	}}}},
	// Aberrant Warp Event: "Play: Discard cards from the top of your deck
	// until you discard a creature or run out of cards. If you discard a
	// creature this way, put it into play and destroy one of its
	// neighbors. Repeat the preceding effect on your opponent." (The
	// choose line names the cards discarded, then `left`/`right` and the
	// neighbor destroyed when it has two; the opponent's creature enters
	// their battleline.)
	{ID: "aberrant-warp-event", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDiscardNamed, To: Target{}},
		{Do: DoGo, Say: "If you discard a creature this way, put it into play and destroy one of its neighbors.", Go: aaWarpIn},
		{Do: DoDiscardNamed, Who: Opponent, To: Target{}, Say: "Repeat the preceding effect on your opponent."},
		{Do: DoGo, If: Cond{Is: IfDone}, Go: aaWarpIn},
	}}}},
	// Old Boomy: "Reap: Reveal cards from the top of your deck until you
	// reveal a Brobnar card or choose to stop. Deal 2D to Old Boomy if a
	// Brobnar card was revealed. Archive each card revealed this way."
	// (The choose line names the cards revealed; where the names end, the
	// player stopped.)
	{ID: "old-boomy", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoGo, Say: "Reveal cards from the top of your deck until you reveal a Brobnar card or choose to stop. Deal 2D to Old Boomy if a Brobnar card was revealed. Archive each card revealed this way.",
			Go: aaRevealUntil(Target{Kind: AnyCard, House: "brobnar"}, 2)},
	}}}},
	// A Fair Game: "Play: Discard the top card of your opponent’s deck and
	// reveal their hand. You gain 1A for each card of the discarded card’s
	// house revealed this way. Your opponent repeats the preceding effect
	// on you." (The choose line names, for each half, the card discarded,
	// then the cards of the hand the engine does not know.)
	{ID: "a-fair-game", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Discard the top card of your opponent's deck and reveal their hand. You gain 1A for each card of the discarded card's house revealed this way. Your opponent repeats the preceding effect on you.", Go: aaFairGame},
	}}}},
	// Cladogenesis: "Play: Each player discards the top card of their deck
	// and reveals their hand. Discard each card that belongs to their
	// discarded card’s house. Each player refills their hand as if it were
	// their “draw cards” step."
	{ID: "cladogenesis", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Each player discards the top card of their deck and reveals their hand. Discard each card that belongs to their discarded card's house. Each player refills their hand as if it were their \u201cdraw cards\u201d step.", Go: aaCladogenesis},
	}}}},
	// Æmberlution: "Omega. Play: Destroy each creature. Each player
	// reveals their hand and puts each creature from their hand into play
	// ready." (The choose line names the hands' unknown cards, the active
	// player's first.)
	{ID: "æmberlution", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Count: Each}},
		{Do: DoGo, Say: "Each player reveals their hand and puts each creature from their hand into play ready.", Go: aaEachRevealsCreatures},
	}}}},
	// Plunder: "Play: Reveal a random unrevealed card from your opponent’s
	// hand. Then, you may either repeat this effect or your opponent
	// discards the last revealed card." (The choose line names the cards
	// revealed, in order; the last is discarded.)
	{ID: "plunder", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Reveal a random unrevealed card from your opponent's hand. Then, you may either repeat this effect or your opponent discards the last revealed card.", Go: aaPlunder},
	}}}},
	// Ol’ Paddy: "Reap: Discard the bottom card of your deck, or the
	// bottom 3 cards instead if the tide is high. Play each creature
	// discarded this way, one at a time." (The choose line names the cards
	// discarded, then the creatures in the order played.)
	{ID: "ol--paddy", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoGo, Say: "Discard the bottom card of your deck, or the bottom 3 cards instead if the tide is high.", Go: aaDiscardBottomTide},
		{Do: DoGo, Say: "Play each creature discarded this way, one at a time.", Go: pfEach(aaPlayThatCreature)},
	}}}},
	// Swap Widget: "Action: Return a ready friendly Mars creature to your
	// hand. If you do, put a Mars creature with a different name from your
	// hand into play, then ready it."
	{ID: "swap-widget", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoReturn, To: Target{Side: Friendly, House: "mars", Is: Ready}},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "Put a Mars creature with a different name from your hand into play, then ready it.", Go: aaHandCreatureIntoPlay(Target{Kind: Creature, House: "mars"})},
	}}}},
	// Missile Officer Myers: "Deploy. Play/After Reap: Resolve the play
	// effect of a neighboring creature as if you had just played it.
	// Scrap: Discard a card from your hand, resolve its play effect as if
	// you had just played it."
	{ID: "missile-officer-myers", Abilities: []Ability{
		{On: OnPlay | OnReap, Steps: []Clause{
			{Do: DoChoose, To: Target{Is: Neighboring}, Say: htSaidLater},
			{Do: DoGo, Say: "Resolve the play effect of a neighboring creature as if you had just played it.", Go: aaResolvePlayOfThat},
		}},
		{On: OnScrap, Steps: []Clause{
			{Do: DoDiscard, To: Target{Kind: AnyCard, Where: InHand}},
			{Do: DoGo, Say: "Resolve its play effect as if you had just played it.", Go: aaResolvePlayOfThat},
		}},
	}},
	// Sidekick: "Play: Choose a card in your hand and put it into play as
	// a token creature." (The choose line may name it, or `?`.)
	{ID: "sidekick", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, To: Target{Kind: AnyCard, Where: InHand}, Say: "Choose a card in your hand and put it into play as a token creature.", Go: aaHandToTokens(Target{Kind: AnyCard}, 1)},
	}}}},
	// Space Invaders: "Play: Reveal any number of creatures from your
	// hand. Put each creature revealed this way into play facedown as a
	// token creature." (The choose line names the creatures revealed.)
	{ID: "space-invaders", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, To: Target{Where: InHand}, Say: "Reveal any number of creatures from your hand. Put each creature revealed this way into play facedown as a token creature.", Go: aaHandToTokens(Target{Kind: Creature}, 0)},
	}}}},
	// CALV-1N: "Fight/Reap: Draw a card. CALV-1N may be played as an
	// upgrade instead of a creature, with the text: “This creature gains,
	// ‘Fight/Reap: Draw a card.’”" (As Securi-Droid: its "this creature"
	// ability lets it be played on a creature.)
	{ID: "calv-1n", Abilities: []Ability{
		{On: OnFight | OnReap, Steps: []Clause{{Do: DoDraw, N: 1}}},
		{On: OnFight | OnReap, Grant: &ThisCreature, Steps: []Clause{{Do: DoDraw, N: 1}}},
	}},
	// Pupgrade: "Pupgrade may be played as an upgrade instead of a
	// creature, with the text: “This creature gets +3 power and gains,
	// ‘Destroyed: Put Pupgrade on the right flank of your battleline as a
	// creature, ready.’”"
	{ID: "pupgrade",
		Statics: []Static{{Is: PowerBonus, N: 3, To: ThisCreature}},
		Abilities: []Ability{{On: OnDestroyed, Grant: &ThisCreature, Steps: []Clause{
			{Do: DoGo, Say: "Put Pupgrade on the right flank of your battleline as a creature, ready.", Go: aaUpgradeToFlank("pupgrade")},
		}}},
	},
	// 3LL-I0T: "Play/After Fight/After Reap: You may play an upgrade from
	// your discard pile on 3LL-I0T. Scrap: Shuffle all upgrades from play
	// into their owners’ decks."
	{ID: "3ll-i0t", Abilities: []Ability{
		{On: OnPlay | OnFight | OnReap, Steps: []Clause{
			{Do: DoGo, Say: "You may play an upgrade from your discard pile on 3LL-I0T.", Go: aaPlayUpgradeOnThis},
		}},
		{On: OnScrap, Steps: []Clause{
			{Do: DoShuffle, To: Target{Count: Each, Kind: Upgrade}, Say: "Shuffle all upgrades from play into their owners' decks."},
		}},
	}},
	// Gebuk: "Destroyed: Discard the top card of your deck. If it is a
	// creature, after Gebuk leaves play, put that creature into play in
	// Gebuk’s position in the battleline." (The choose line names the
	// card discarded.)
	{ID: "gebuk", Abilities: []Ability{{On: OnDestroyed, Steps: []Clause{
		{Do: DoGo, Go: aaNotePlace},
		{Do: DoDiscardNamed, N: 1, To: Target{Kind: AnyCard}},
		{Do: DoGo, Say: "If it is a creature, after Gebuk leaves play, put that creature into play in Gebuk's position in the battleline.", Go: aaOwePlace},
	}}}},
	// Antanagoge: "Play: You may graft an enemy creature onto Antanagoge.
	// After Reap: Deal damage to each creature equal to the power of a
	// creature grafted onto Antanagoge." (Grafted: faceup under it; its
	// printed power.)
	{ID: "antanagoge", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoChoose, May: true, To: Target{Side: Enemy}, Say: htSaidLater},
			{Do: DoGo, Say: "You may graft an enemy creature onto Antanagoge.", Go: aaGraftThat},
		}},
		{On: OnReap, Steps: []Clause{
			{Do: DoGo, Say: "Deal damage to each creature equal to the power of a creature grafted onto Antanagoge.", Go: aaDamageGraftedPower},
		}},
	}},
	// Offering to Kiligog: "Omni: Destroy a friendly creature. If you do,
	// choose a creature in your discard pile. Place it facedown under
	// Offering to Kiligog. Omni: Put each card under Offering to Kiligog
	// into play facedown as a token creature." (Two "Omni:" abilities: the
	// choose line says which, 1 or 2, as Auto-Legionary's two.)
	{ID: "offering-to-kiligog", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoChooseOne, N: 2},
		{Do: DoDestroy, Opt: 1, To: Target{Side: Friendly}},
		{Do: DoGo, Opt: 1, If: Cond{Is: IfDone}, Say: "Choose a creature in your discard pile. Place it facedown under Offering to Kiligog.", Go: aaDiscardCreatureUnder},
		{Do: DoGo, Opt: 2, Say: "Put each card under Offering to Kiligog into play facedown as a token creature.", Go: aaUnderToTokens},
	}}}},
	// Trojan Sauropod: "Trojan Sauropod enters play under your opponent’s
	// control. Omni: Gain 3A. Your opponent reveals their hand and puts
	// each creature from it into play ready, then refills their hand as if
	// it were their "draw cards" step. Destroy Trojan Sauropod." (The
	// choose line names the unknown cards of the hand revealed.)
	{ID: "trojan-sauropod",
		Statics: []Static{{Is: aaEntersForOpp}},
		Abilities: []Ability{{On: OnOmni, Steps: []Clause{
			{Do: DoGain, N: 3},
			{Do: DoGo, Say: "Your opponent reveals their hand and puts each creature from it into play ready, then refills their hand as if it were their \u201cdraw cards\u201d step.", Go: aaOppRevealsCreatures},
			{Do: DoDestroy, To: This},
		}}},
	},
	// The Mysticeti: "Action: Exhaust 1 or more friendly Untamed
	// creatures. If you do, give The Mysticeti three +1 power counters for
	// each creature exhausted this way and move it anywhere in your
	// battleline as a creature with 0 power and taunt." (The choose line
	// names the creatures, then `left`, `right` or the place's index.)
	{ID: "the-mysticeti",
		Statics: []Static{{Is: KeywordGrant, KW: Taunt, To: This, If: hqInBattleline}},
		Abilities: []Ability{{On: OnAction, Steps: []Clause{
			{Do: DoGo, Go: aaCountReadyUntamed},
			{Do: DoExhaust, To: Target{Count: UpTo, N: 36, Side: Friendly, House: "untamed", Is: Ready}},
			{Do: DoGo, If: Cond{Is: IfDone}, Say: "Give The Mysticeti three +1 power counters for each creature exhausted this way and move it anywhere in your battleline as a creature with 0 power and taunt.", Go: aaMysticetiMove},
		}}},
	},
	// Effigy of Melerukh: "After an enemy creature reaps, put an awakening
	// counter on Effigy of Melerukh. If there are 6 or more awakening
	// counters on Effigy of Melerukh, move it to a flank of your
	// battleline as a creature with 100 power and 100 armor. Its text box
	// is considered blank." (The choose line may say the flank.)
	{ID: "effigy-of-melerukh", Abilities: []Ability{{On: OnCreatureReaps, When: &Target{Side: Enemy}, Steps: []Clause{
		{Do: DoGo, Say: "Put an awakening counter on Effigy of Melerukh. If there are 6 or more awakening counters on Effigy of Melerukh, move it to a flank of your battleline as a creature with 100 power and 100 armor. Its text box is considered blank.", Go: aaAwaken},
	}}}},
	// Animator: "Action: Move an artifact to a flank of its controller’s
	// battleline. For the remainder of the turn, it is a creature with 3
	// power that belongs to the active house. (It leaves the battleline
	// when it’s no longer a creature.)" (The choose line names the
	// artifact, then may say `left` or `right`.)
	{ID: "animator", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{Kind: Artifact}, Say: htSaidLater},
		{Do: DoGo, Say: "Move an artifact to a flank of its controller's battleline. For the remainder of the turn, it is a creature with 3 power that belongs to the active house.", Go: aaAnimate},
		{Do: DoLastingAbility, Dur: UntilTurnEnd, Say: "It leaves the battleline when it's no longer a creature",
			Lasting: &Ability{On: OnTurnEnd, Steps: []Clause{{Do: DoGo, Go: aaDeanimate}}}},
	}}}},
	// Final Refrain: "Play: Put each creature from your discard pile into
	// play ready, then fight with them one at a time. Destroy each creature
	// put into play this way." (The choose line names each fight in the
	// order fought: the creature, then the one it fights.)
	{ID: "final-refrain", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Put each creature from your discard pile into play ready, then fight with them one at a time.", Go: aaRefrainIntoPlay},
		{Do: DoGo, Go: pfEach(aaRefrainFight)},
		{Do: DoGo, Say: "Destroy each creature put into play this way.", Go: aaRefrainDestroy},
	}}}},
	// Endless Hordes: "Play: For each enemy creature, make a token
	// creature, ready it, and have it fight that enemy creature, ignoring
	// taunt. Resolve these fights one at a time." (The choose line names
	// the enemy creatures in the order fought.)
	{ID: "endless-hordes", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "For each enemy creature, make a token creature, ready it, and have it fight that enemy creature, ignoring taunt. Resolve these fights one at a time.", Go: pfEach(aaHordeFight)},
	}}}},
}
