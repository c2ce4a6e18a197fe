package engine

// handTScripts are cards scripted by hand (issue 16, batch T). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_t_test.go.
//
// The archon powers first: their abilities work from beside the identity
// card (archon_power.go), each its owner's.
var handTScripts = []Script{
	// Charismatic Inspiration: "Friendly Human creatures enter play ready."
	{ID: "charismatic-inspiration", Statics: []Static{{Is: FriendsEnterReady, To: Target{Trait: "human"}}}},
	// Noble Blood: "After you play a Knight creature, gain 1."
	{ID: "noble-blood", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Friendly, Trait: "knight"}, After: true,
		Steps: []Clause{{Do: DoGain, N: 1}}}}},
	// Stasis Field: "At the start of your turn, you may exhaust an enemy
	// creature."
	{ID: "stasis-field", Abilities: []Ability{{On: OnTurnStart, Steps: []Clause{{Do: DoExhaust, May: true, To: Target{Side: Enemy}}}}}},
	// Divine Spark: "After a player chooses Sanctum as their active house,
	// gain 2."
	{ID: "divine-spark", Abilities: []Ability{{On: OnHouseChosen, When: &Target{House: "sanctum"}, Steps: []Clause{{Do: DoGain, N: 2}}}}},
	// Artificer: "You may play artifacts as if they belonged to your
	// active house." (Play only: an artifact in play is used as printed.)
	{ID: "artificer", Statics: []Static{{Is: htPlayAsActive, To: Target{Count: Each, Kind: Artifact}}}},
	// Optimizer: "At the start of your turn, purge a card from your
	// discard pile."
	{ID: "optimizer", Abilities: []Ability{{On: OnTurnStart, Steps: []Clause{{Do: DoPurge, To: Target{Side: Friendly, Kind: AnyCard, Where: InDiscard}}}}}},
	// Schemer: "Each friendly flank creature gains elusive, skirmish, and
	// taunt."
	{ID: "schemer", Statics: []Static{
		{Is: KeywordGrant, To: Target{Count: Each, Side: Friendly, Is: AtFlank}, KW: Elusive},
		{Is: KeywordGrant, To: Target{Count: Each, Side: Friendly, Is: AtFlank}, KW: Skirmish},
		{Is: KeywordGrant, To: Target{Count: Each, Side: Friendly, Is: AtFlank}, KW: Taunt, And: true},
	}},
	// Nature's Guardian: "After a player chooses Untamed as their active
	// house, draw 2 cards."
	{ID: "nature-s-guardian", Abilities: []Ability{{On: OnHouseChosen, When: &Target{House: "untamed"}, Steps: []Clause{{Do: DoDraw, N: 2}}}}},
	// Deluge of Power: "Each friendly artifact gains, “Action: Gain 2.
	// Archive this card.”"
	{ID: "deluge-of-power", Abilities: []Ability{{On: OnAction, Grant: &Target{Count: Each, Side: Friendly, Kind: Artifact},
		Steps: []Clause{{Do: DoGain, N: 2}, {Do: DoGo, Say: "Archive this card.", Go: htArchiveSelf}}}}},
	// Commanding Presence: "After a player chooses Saurian as their active
	// house, exalt each non-Dinosaur creature."
	{ID: "commanding-presence", Abilities: []Ability{{On: OnHouseChosen, When: &Target{House: "saurian"},
		Steps: []Clause{{Do: DoExalt, To: Target{Count: Each, Trait: "dinosaur", Is: NotTrait}}}}}},
	// Master Planner: "After a player chooses Mars as their active house,
	// archive the top 2 cards of your deck."
	{ID: "master-planner", Abilities: []Ability{{On: OnHouseChosen, When: &Target{House: "mars"}, Steps: []Clause{{Do: DoArchiveTop, N: 2}}}}},

	// The rest of the list.

	// Narplet: "Narplet’s neighbors gain versatile." (Versatile: "This
	// card may be used as if it belonged to the active house"; they are in
	// play, so using is all it gives.)
	{ID: "narplet", Statics: []Static{{Is: AsActiveHouse, To: Target{Count: Neighbors}}}},
	// Horseman of War: "Play: For the remainder of the turn, each friendly
	// creature can be used as if they were in the active house, but can
	// only fight." (Read as the use it allows being a fight: the creatures
	// of the active house are used as usual.)
	{ID: "horseman-of-war", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoMayUse, N: int(VerbFight), To: Target{Count: Each, Side: Friendly}, Dur: UntilTurnEnd},
	}}}},
	// Look What I Found!: "Omega. Play: Return 1 card of each type
	// (action, artifact, creature, upgrade) from your discard pile to your
	// hand."
	{ID: "look-what-i-found", Abilities: []Ability{{On: OnPlay, Steps: htOneOfEachType()}}},
	// Designer Crick: "Each time your opponent discards a card from their
	// hand, draw a card and Designer Crick captures 1."
	{ID: "designer-crick", Abilities: []Ability{{On: OnOppDiscards, Steps: []Clause{
		{Do: DoDraw, N: 1}, {Do: DoCapture, N: 1, To: This, And: true},
	}}}},
	// Peace Accord: "Play: Each player gains 2A. After a player fights
	// with a creature, they lose 4A. Destroy Peace Accord."
	{ID: "peace-accord", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoGain, N: 2, Who: EachPlayer}}},
		{On: OnCreatureFights, Steps: []Clause{
			{Do: DoGo, Say: "Its controller loses 4A.", Go: htFighterLoses4},
			{Do: DoDestroy, To: This},
		}},
	}},
	// Covetous Idol: "During your “draw cards” step, if your opponent has
	// more A than you, refill your hand to 1 additional card."
	{ID: "covetous-idol", Statics: []Static{{Is: RefillMod, N: 1, If: Cond{Is: IfAember, Who: Opponent, Cmp: MoreThanOpp}}}},
	// Portalmonster: "If you are haunted, keys cost +1 for each card in
	// your discard pile. Otherwise, keys cost –2. Destroyed: If you are
	// haunted, archive Portalmonster."
	{ID: "portalmonster",
		Statics: []Static{
			{Is: KeyCostMod, N: 1, Per: &Amount{Of: Target{Count: Each, Side: Friendly, Kind: AnyCard, Where: InDiscard}}, Who: EachPlayer, If: Cond{Is: IfHaunted}},
			{Is: KeyCostMod, N: -2, Who: EachPlayer, If: Cond{Is: IfNotHaunted}},
		},
		Abilities: []Ability{{On: OnDestroyed, Steps: []Clause{{Do: DoArchive, To: This, If: Cond{Is: IfHaunted}}}}}},
	// Frane’s Blaster: "This creature gains, “After Fight/After Reap: You
	// may deal 2 to a creature, or attach Frane’s Blaster to First Officer
	// Frane.” After you attach Frane’s Blaster to First Officer Frane,
	// move each A from this creature to your pool." (The Blaster model of
	// scripts_hand_q.go; "this creature" is Frane, the card attached to.)
	{ID: "frane-s-blaster", Abilities: []Ability{
		hqBlasterGrant("frane-s-blaster", "Frane’s Blaster", "first-officer-frane", "First Officer Frane"),
		{On: OnAttached, Steps: []Clause{
			{Do: DoGo, Say: "It must be First Officer Frane", Go: hqAttachedTo("first-officer-frane")},
			{Do: DoTakeAember, To: TheTriggering, If: Cond{Is: IfDone}},
		}},
	}},
	// Ingram’s Blaster: "… or attach Ingram’s Blaster to Medic Ingram.”
	// After you attach Ingram’s Blaster to Medic Ingram, fully heal a
	// creature."
	{ID: "ingram-s-blaster", Abilities: []Ability{
		hqBlasterGrant("ingram-s-blaster", "Ingram’s Blaster", "medic-ingram", "Medic Ingram"),
		{On: OnAttached, Steps: []Clause{
			{Do: DoGo, Say: "It must be Medic Ingram", Go: hqAttachedTo("medic-ingram")},
			{Do: DoHeal, To: Target{}, If: Cond{Is: IfDone}},
		}},
	}},
	// Qincan’s Blaster: "… or attach Qincan’s Blaster to Sci. Officer
	// Qincan.” After you attach Qincan’s Blaster to Sci. Officer Qincan,
	// you may archive a creature in play."
	{ID: "qincan-s-blaster", Abilities: []Ability{
		hqBlasterGrant("qincan-s-blaster", "Qincan’s Blaster", "sci-officer-qincan", "Sci. Officer Qincan"),
		{On: OnAttached, Steps: []Clause{
			{Do: DoGo, Say: "It must be Sci. Officer Qincan", Go: hqAttachedTo("sci-officer-qincan")},
			{Do: DoArchive, May: true, To: Target{}, If: Cond{Is: IfDone}},
		}},
	}},
	// Shĭzyokŭ Swopper: "After Fight: Swap control of this creature and the
	// creature it fights. (Both creatures must survive the fight.)"
	{ID: "shĭzyokŭ-swopper", Abilities: goAbility(OnFight, "Swap control of this creature and the creature it fights (both creatures must survive the fight)", htSwapWithFought)},
	// Tourist Trap: "Play: Make a token creature. Action: Choose a friendly
	// token creature and an enemy creature. If you do, swap control of
	// those creatures."
	{ID: "tourist-trap", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoToken, N: 1}}},
		{On: OnAction, Steps: []Clause{
			{Do: DoChoose, To: Target{Side: Friendly, Is: Token}},
			{Do: DoChooseAlso, To: Target{Side: Enemy}, And: true},
			{Do: DoGo, Say: "If you do, swap control of those creatures.", Go: htSwapChosen},
		}},
	}},
	// Into the Night: "Play: Until the start of your next turn, non-Shadows
	// creatures cannot be used to fight."
	{ID: "into-the-night", Abilities: goAbility(OnPlay, "Until the start of your next turn, non-Shadows creatures cannot be used to fight.", func(x *Ctx) {
		x.g.addLasting(lasting{kind: htLastNoFightBut, player: x.Player, card: -1, house: "shadows", until: x.g.until(UntilNextTurn), source: x.Self})
	})},
	// Stilt-Kin: "Skirmish. After a Giant creature is played adjacent to
	// Stilt-Kin, ready and fight with Stilt-Kin."
	{ID: "stilt-kin", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Friendly, Trait: "giant", Is: Neighboring}, After: true,
		Steps: []Clause{{Do: DoReadyAndFight, To: This}}}}},
	// Aja the Inconspicuous: "While Aja the Inconspicuous is not on a
	// flank, it cannot be dealt damage."
	{ID: "aja-the-inconspicuous", Statics: []Static{{Is: htNoDamageWhile, If: Cond{Is: IfThisNotFlank}}}},
	// Undagnathus (the evil twin): "While the tide is low, double all
	// damage dealt to Undagnathus."
	{ID: "undagnathus-evil-twin", Statics: []Static{{Is: htDoubleDamageWhile, If: Cond{Is: IfTideLow}}}},
	// Venator Altum: "After Venator Altum is dealt damage, if the tide is
	// low, exalt Venator Altum."
	{ID: "venator-altum", Abilities: []Ability{{On: htOnDamaged, When: &Target{Count: Self}, Steps: []Clause{
		{Do: DoExalt, To: This, If: Cond{Is: IfTideLow}},
	}}}},
	// Rotfeast: "Play: For the remainder of the turn, gain 1 each time a
	// creature is dealt damage."
	{ID: "rotfeast", Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoLastingAbility, Dur: UntilTurnEnd,
		Say:     "For the remainder of the turn, gain 1A each time a creature is dealt damage.",
		Lasting: &Ability{On: htOnDamaged, Steps: []Clause{{Do: DoGain, N: 1}}}}}}}},
	// Lethal Distraction: "Play: Choose a creature. For the remainder of the
	// turn, whenever this creature takes damage, it takes an additional
	// 2D." (The 2 more once armor has prevented what it could: it "takes"
	// damage first.)
	{ID: "lethal-distraction", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "For the remainder of the turn, whenever this creature takes damage, it takes an additional 2D.", Go: func(x *Ctx) {
			if x.r.nThat > 0 {
				x.g.addLasting(lasting{kind: htLastExtraDamage, player: x.Player, card: x.r.that[0], n: 2, until: x.g.until(UntilTurnEnd), source: x.Self})
			}
		}},
	}}}},
	// The Mist: "Omni: Destroy The Mist. For the remainder of the turn,
	// each creature gains the Mutant trait."
	{ID: "the-mist", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoDestroy, To: This},
		{Do: DoGo, Say: "For the remainder of the turn, each creature gains the Mutant trait.", Go: func(x *Ctx) {
			x.g.addLasting(lasting{kind: htLastMutant, player: x.Player, card: -1, until: x.g.until(UntilTurnEnd), source: x.Self})
		}},
	}}}},
	// Baron Mengevin: "After you discard a Sanctum card from your hand,
	// Baron Mengevin captures 1A."
	{ID: "baron-mengevin", Abilities: []Ability{{On: htOnOwnDiscard, When: &Target{Kind: AnyCard, House: "sanctum"},
		Steps: []Clause{{Do: DoCapture, N: 1, To: This}}}}},
	// Borka Rikk: "Each time a Mars card is discarded from your hand, make
	// a token creature."
	{ID: "borka-rikk", Abilities: []Ability{{On: htOnOwnDiscard, When: &Target{Kind: AnyCard, House: "mars"},
		Steps: []Clause{{Do: DoToken, N: 1}}}}},
	// Rock-Hurling Giant: "During your turn, each time you discard a
	// Brobnar card from your hand, you may deal 4D to a creature."
	{ID: "rock-hurling-giant", Abilities: []Ability{{On: htOnOwnDiscard, When: &Target{Kind: AnyCard, House: "brobnar"}, If: Cond{Is: IfYourTurn},
		Steps: []Clause{{Do: DoDamage, N: 4, May: true, To: Target{}}}}}},
	// Thievery (archon power): "During your turn, after you discard a card
	// from your hand, you may purge it from the discard pile. If you do,
	// steal 1."
	{ID: "thievery", Abilities: []Ability{{On: htOnOwnDiscard, When: &Target{Kind: AnyCard}, If: Cond{Is: IfYourTurn}, Steps: []Clause{
		{Do: DoPurge, May: true, To: Target{Count: Triggering, Kind: AnyCard}},
		{Do: DoSteal, N: 1, If: Cond{Is: IfDone}},
	}}}},
	// Control (archon power): "When resolving an A bonus icon, you may
	// instead capture 1." (The choose line's word "capture" makes it one,
	// onto the creature it names, as Amphora Captura's.)
	{ID: "control", Statics: []Static{{Is: htAemberAsCapture}}},
	// Lightsmith Clariel (the evil twin): "Action: Switch a creature's
	// power and armor for the remainder of the turn." (It is considered to
	// have its armor as power and its power as armor, as they were then.)
	{ID: "lightsmith-clariel-evil-twin", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "Switch its power and armor for the remainder of the turn.", Go: htSwitchPowerArmor},
	}}}},
	// Bonerot Venom: "After this creature is used, deal 2D to it."
	{ID: "bonerot-venom", Abilities: []Ability{{On: htOnUsed, Grant: &ThisCreature, Steps: []Clause{{Do: DoDamage, N: 2, To: This}}}}},
	// Relentless Creeper: "After you choose Dis as your active house, you
	// may return Relentless Creeper from your discard pile to your hand."
	{ID: "relentless-creeper", Abilities: []Ability{{On: OnHouseChosen, When: &Target{Side: Friendly, House: "dis"}, If: Cond{Is: htIfThisInDiscard},
		Steps: []Clause{{Do: DoReturn, May: true, To: This}}}}},
	// Modular Exoskeleton: "This creature gets +4 power. At the beginning
	// of your turn, you may return Modular exoskeleton from your discard
	// pile to your hand."
	{ID: "modular-exoskeleton",
		Statics:   []Static{{Is: PowerBonus, To: Target{Count: Parent}, N: 4}},
		Abilities: []Ability{{On: OnTurnStart, If: Cond{Is: htIfThisInDiscard}, Steps: []Clause{{Do: DoReturn, May: true, To: This}}}}},
	// Proclamation 346E: "While your opponent does not control creatures
	// from 3 different houses, their keys cost +2A."
	{ID: "proclamation-346e", Statics: []Static{{Is: KeyCostMod, N: 2, Who: Opponent, Lead: true, If: Cond{Is: htIfOppHousesBelow, N: 3}}}},
	// Niche Market: "Each creature with the lowest power gains, “Action:
	// Steal 1.”"
	{ID: "niche-market", Abilities: []Ability{{On: OnAction, Grant: &Target{Count: Each, Is: hoLowest}, Steps: []Clause{{Do: DoSteal, N: 1}}}}},
	// Tome of Abatement: "Each creature loses and cannot gain elusive,
	// skirmish, and taunt."
	{ID: "tome-of-abatement", Statics: []Static{
		{Is: htLosesKeyword, To: Target{Count: Each}, KW: Elusive},
		{Is: htLosesKeyword, To: Target{Count: Each}, KW: Skirmish},
		{Is: htLosesKeyword, To: Target{Count: Each}, KW: Taunt},
	}},
	// Flip Stallard: "Each enemy creature loses each of its destroyed
	// abilities."
	{ID: "flip-stallard", Statics: []Static{{Is: htLosesTrigger, To: Target{Count: Each, Side: Enemy}, N: int(OnDestroyed)}}},
	// Revna Starsong: "Each friendly Berserker loses all After Fight
	// effects."
	{ID: "revna-starsong", Statics: []Static{{Is: htLosesTrigger, To: Target{Count: Each, Side: Friendly, Trait: "berserker"}, N: int(OnFight)}}},
	// Grappling Tentacle: "If a friendly Legendary Keyraken is not in
	// play, archive Grappling Tentacle. Play: Capture 3. Destroyed: Deal 3
	// to a friendly Legendary Keyraken."
	htTentacle("grappling-tentacle", Ability{On: OnPlay, Steps: []Clause{{Do: DoCapture, N: 3, To: This}}}),
	// Lashing Tentacle: "Skirmish. If a friendly Legendary Keyraken is not
	// in play, archive Lashing Tentacle. Destroyed: Deal 3 to a friendly
	// Legendary Keyraken."
	htTentacle("lashing-tentacle"),
	// Shield Tentacle: "Deploy. Taunt. If a friendly Legendary Keyraken is
	// not in play, archive Shield Tentacle. Destroyed: Deal 3 to a
	// friendly Legendary Keyraken."
	htTentacle("shield-tentacle"),
	// Tenacious Tentacle: "If a friendly Legendary Keyraken is not in
	// play, archive Tenacious Tentacle. After Reap: Steal 1. Destroyed:
	// Deal 3 to a friendly Legendary Keyraken."
	htTentacle("tenacious-tentacle", Ability{On: OnReap, Steps: []Clause{{Do: DoSteal, N: 1}}}),
	// Bartos the Ruiner: "Each non-Mars creature and artifact gains,
	// “After this card is used, destroy it.”"
	{ID: "bartos-the-ruiner", Abilities: []Ability{
		{On: htOnUsed, Grant: &Target{Count: Each, House: "mars", Is: NotHouse}, Steps: []Clause{{Do: DoGo, Say: "Destroy it.", Go: htDestroySelf}}},
		{On: htOnUsed, Grant: &Target{Count: Each, Kind: Artifact, House: "mars", Is: NotHouse}, Steps: []Clause{{Do: DoGo, Say: "Destroy it.", Go: htDestroySelf}}},
	}},
	// Truebaru: "You must lose 3A in order to play Truebaru. Taunt.
	// Destroyed: Gain 5A."
	{ID: "truebaru", Statics: []Static{{Is: htLoseToPlay, N: 3}},
		Abilities: []Ability{{On: OnDestroyed, Steps: []Clause{{Do: DoGain, N: 5}}}}},
	// Lapisaurus: "Taunt. While attacking Lapisaurus, enemy creatures
	// gain, “Before Fight: Exalt this creature.”"
	{ID: "lapisaurus", Abilities: []Ability{{On: htOnAttacked, Steps: []Clause{{Do: DoExalt, To: TheTriggering}}}}},
	// Bellatoran Recruiter: "Enhance. After Fight/After Reap: Choose a
	// friendly non-Dinosaur creature. For the remainder of the turn, that
	// creature gets +2 power and +2 armor. Ready and fight with that
	// creature."
	{ID: "bellatoran-recruiter", Abilities: []Ability{{On: OnFight | OnReap, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly, Trait: "dinosaur", Is: NotTrait}},
		{Do: DoPower, N: 2, To: Target{Count: That}, Dur: UntilTurnEnd},
		{Do: DoArmor, N: 2, To: Target{Count: That}, Dur: UntilTurnEnd},
		{Do: DoReadyAndFight, To: Target{Count: That}},
	}}}},
	// Journey Onward: "Play: Choose a friendly Skyborn creature. For the
	// remainder of the turn, it gains “After Fight: Steal 1.” Ready and
	// fight with that creature."
	{ID: "journey-onward", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly, House: "skyborn"}},
		{Do: DoGo, Say: "For the remainder of the turn, it gains the ability “After Fight: Steal 1A”", Go: func(x *Ctx) {
			if x.r.nThat > 0 {
				x.g.addLasting(lasting{kind: htLastFightSteal, player: x.Player, card: x.r.that[0], n: 1, until: x.g.until(UntilTurnEnd), source: x.Self})
			}
		}},
		{Do: DoReadyAndFight, To: Target{Count: That}},
	}}}},
	// Phalanx Leader: "Play: Make a token creature immediately to Phalanx
	// Leader’s left. After Fight/After Reap: Each creature to Phalanx
	// Leader’s left gets +2 power for the remainder of the turn." (Those
	// on its left then: the bonus stays if it leaves.)
	{ID: "phalanx-leader", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoToken, N: 1},
			{Do: DoGo, Say: "Put it immediately to Phalanx Leader’s left.", Go: htTokenToLeftOfThis},
		}},
		{On: OnFight | OnReap, Steps: []Clause{
			{Do: DoGo, Say: "Each creature to Phalanx Leader’s left gets +2 power for the remainder of the turn.", Go: htLeftOfThisPower2},
		}},
	}},
	// Anachronometer: "This creature gains: “After Fight/After Reap:
	// Shuffle your discard pile into your deck. Draw a card. Discard X
	// cards from the top of your deck, where X is the number of cards in
	// your opponent's discard pile.”"
	{ID: "anachronometer", Abilities: []Ability{{On: OnFight | OnReap, Grant: &ThisCreature, Steps: []Clause{
		{Do: DoShuffleDiscard},
		{Do: DoDraw, N: 1},
		{Do: DoDiscardTop, Per: &Amount{Of: Target{Count: Each, Side: Enemy, Kind: AnyCard, Where: InDiscard}}},
	}}}},
	// Might Makes Right: "Play: You may sacrifice any number of creatures
	// with total power of 25 or more. If you do, forge a key at no cost."
	// (The choose line names the creatures; fewer than 25 power: none is
	// sacrificed.)
	{ID: "might-makes-right", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Count: UpTo, N: 36, Side: Friendly}, Say: htSaidLater},
		{Do: DoGo, Say: "You may sacrifice any number of creatures with total power of 25 or more. If you do, forge a key at no cost.", Go: htSacrificeForKey},
	}}}},
	// Tertiate: "Play: Destroy one third of all enemy creatures and one
	// third of all friendly creatures (rounding up each time)." (The
	// choose lines name them, the enemy ones first; all are destroyed at
	// once.)
	{ID: "tertiate", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Count: UpTo, N: 36, Side: Enemy}, Say: htSaidLater},
		{Do: DoChooseAlso, To: Target{Count: UpTo, N: 36, Side: Friendly}, Say: htSaidLater},
		{Do: DoGo, Say: "Destroy one third of all enemy creatures and one third of all friendly creatures (rounding up each time).", Go: htDestroyThirds},
	}}}},
	// Big Magnet: "Play: Choose a friendly creature. Take control of each
	// upgrade in play and move it to that creature."
	{ID: "big-magnet", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		{Do: DoGo, Say: "Take control of each upgrade in play and move it to that creature.", Go: htUpgradesTo},
	}}}},
	// Scrapscrounger: "After Reap: Swap an artifact from your discard pile
	// with a card in your hand."
	{ID: "scrapscrounger", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly, Kind: Artifact, Where: InDiscard}, Say: htSaidLater},
		{Do: DoChooseAlso, To: Target{Kind: AnyCard, Where: InHand}, Say: htSaidLater},
		{Do: DoGo, Say: "Swap an artifact from your discard pile with a card in your hand.", Go: htSwapDiscardHand},
	}}}},
}
