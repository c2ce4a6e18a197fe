package engine

// handPScripts are cards scripted by hand (issue 16, batch P): the Fate
// cards of Prophetic Visions, and the prophecies (whose conditions are
// handPProphecies; prophecy.go). A clause the language cannot say is a
// small closure (DoGo) whose English is its Say; each card's test is in
// scripts_hand_p_test.go.
var handPScripts = append(prophecyScripts(handPProphecies), handPFates...)

// Strategic Feint, a Fate card batch H held, is registered in
// scripts_hand_h.go: TCO's fates resolve before the lines of what they did
// (record/tco: the fate goes after the line that fulfilled its prophecy),
// and its fate is then answered and checked by those lines. Gleaming the
// Cube and Exotic Pivot were held for other reasons (scripts_hand_i.go).

// handPFates are the cards with a "Fate:" ability, and their other
// abilities. A Fate ability is the active player's, who fulfilled the
// prophecy: "you", "friendly" are theirs, "your opponent" is the card's
// owner (docs/prophecies.md).
var handPFates = []Script{
	// Benevolent Charity: "Enhance . Play: Move each A on each friendly
	// creature to the common supply. Fate: Each enemy creature with A on it
	// captures 1A."
	{ID: "benevolent-charity", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoRemoveAember, To: Target{Count: Each, Side: Friendly}}}},
		{On: OnFate, Steps: []Clause{{Do: DoCapture, N: 1, To: Target{Count: Each, Side: Enemy, Is: WithAember}}}},
	}},
	// Bit Byte: "Skirmish. After Fight: Put the creature Bit Byte fights
	// into its owner’s archives. Fate: Your opponent archives the bottom
	// card of their deck."
	{ID: "bit-byte", Abilities: []Ability{
		{On: OnFight, Steps: []Clause{{Do: DoArchive, To: Target{Count: Fought}}}},
		{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "Your opponent archives the bottom card of their deck.", Go: func(x *Ctx) {
			if id := hpBottomCard(x.g, x.Opponent()); id >= 0 {
				hpMoveBottom(x.g, id, ZoneArchives)
			}
		}}}},
	}},
	// Bondsman Belvan: "After Fight/After Reap: Look at the top card of
	// your opponent's deck. You may discard it. Fate: Give control of a
	// friendly artifact to your opponent."
	{ID: "bondsman-belvan", Abilities: []Ability{
		{On: OnFight | OnReap, Steps: []Clause{{Do: DoDiscardNamed, N: 1, Who: Opponent, May: true, To: Target{Kind: AnyCard},
			Say: "look at the top card of your opponent's deck and discard it"}}},
		{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "Give control of a friendly artifact to your opponent.", Go: hpGiveArtifact}}},
	}},
	// Chonk Evermore: "Play: You may give two creatures a +1 power
	// counter. Double the number of +1 power counters on each creature.
	// Fate: Give each enemy creature two +1 power counters."
	{ID: "chonk-evermore", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoPowerCounters, N: 1, May: true, To: Target{Count: Exactly, N: 2}},
			{Do: DoGo, Say: "Double the number of +1 power counters on each creature.", Go: func(x *Ctx) {
				for i := range x.g.cards {
					if c := &x.g.cards[i]; c.zone == ZoneBattleline {
						c.counters *= 2
					}
				}
			}},
		}},
		{On: OnFate, Steps: []Clause{{Do: DoPowerCounters, N: 2, To: Target{Count: Each, Side: Enemy}}}},
	}},
	// Corrosive Monk: "Each creature is considered to have 0 armor. Each
	// creature cannot gain armor. Fate: Destroy a friendly creature for
	// each enemy Mutant creature."
	{ID: "corrosive-monk",
		Statics: []Static{{Is: hpZeroArmor, N: 1, To: Target{Count: Each}}},
		Abilities: []Ability{{On: OnFate, Steps: []Clause{
			{Do: DoForEach, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Enemy, Trait: "mutant"}}},
			{Do: DoDestroy, To: Target{Side: Friendly}},
			{Do: DoRepeat, N: 1},
		}}}},
	// Crystalline Harvest: "Play: For the remainder of the turn, gain 1A
	// each time you play an action card (including this one). Fate: For
	// the remainder of the turn, lose 1A each time you play an action card."
	{ID: "crystalline-harvest", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoLastingAbility, Dur: UntilTurnEnd, Lasting: &Ability{On: OnPlayOther, When: &Target{Side: Friendly, Kind: ActionCard}, Steps: []Clause{{Do: DoGain, N: 1}}, After: true}},
			{Do: DoGain, N: 1}, // "including this one"
		}},
		{On: OnFate, Steps: []Clause{
			{Do: DoLastingAbility, Dur: UntilTurnEnd, Lasting: &Ability{On: OnPlayOther, When: &Target{Side: Friendly, Kind: ActionCard}, Steps: []Clause{{Do: DoLose, N: 1}}, After: true}},
		}},
	}},
	// Divine Seal: "Play: Put a creature on the bottom of its owner’s deck.
	// Fate: Purge the bottom card of your deck."
	{ID: "divine-seal", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoBottom, To: Target{}}}},
		{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "Purge the bottom card of your deck.", Go: func(x *Ctx) {
			if id := hpBottomCard(x.g, x.Player); id >= 0 {
				hpMoveBottom(x.g, id, ZonePurged)
			}
		}}}},
	}},
	// Evasive Maneuvers: "Play: For the remainder of the turn, friendly
	// creatures cannot be dealt damage. Fate: Deal 2D to each friendly
	// creature." (Creatures that enter play later in the turn too.)
	{ID: "evasive-maneuvers", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoCardLasting, Last: lastNoDamage, To: Target{Count: Each, Side: Friendly}, Dur: UntilTurnEnd}}},
		{On: OnFate, Steps: []Clause{{Do: DoDamage, N: 2, To: Target{Count: Each, Side: Friendly}}}},
	}},
	// Fallen Sovereign: "Each of Fallen Sovereign’s neighbors gains the
	// Mutant trait. Fate: Put Fallen Sovereign into play under your control."
	{ID: "fallen-sovereign",
		Statics:   []Static{{Is: hpNeighborsMutant, To: Target{Count: Neighbors}}},
		Abilities: []Ability{{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "Put Fallen Sovereign into play under your control.", Go: hpPutFateInPlay}}}}},
	// Gracchan Reform: "Play: Play the top card of your opponent’s deck as
	// if it were yours. Fate: Your opponent archives the top 2 cards of
	// their deck." (The log's choose line names the card played.)
	{ID: "gracchan-reform", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "Play the top card of your opponent's deck as if it were yours.", Go: hpPlayEnemyTop}}},
		{On: OnFate, Steps: []Clause{{Do: DoArchiveTop, N: 2, Who: Opponent}}},
	}},
	// Kasheek Fall: "Play: Destroy each creature with a more powerful
	// neighbor. Fate: Destroy each creature with a less powerful neighbor."
	{ID: "kasheek-fall", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "Destroy each creature with a more powerful neighbor.", Go: func(x *Ctx) {
			x.r.done = int16(x.g.destroyEach(func(id int16) bool { return hpNeighborPower(x.g, id, 1) }))
		}}}},
		{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "Destroy each creature with a less powerful neighbor.", Go: func(x *Ctx) {
			x.r.done = int16(x.g.destroyEach(func(id int16) bool { return hpNeighborPower(x.g, id, -1) }))
		}}}},
	}},
	// Knockback: "Play: Put a creature on top of its owner’s deck. Fate:
	// Discard cards from the top of your deck until you discard a creature
	// or run out of cards."
	{ID: "knockback", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoTopDeck, To: Target{}}}},
		{On: OnFate, Steps: []Clause{{Do: DoDiscardNamed, To: Target{Kind: Creature}}}},
	}},
	// Lambent Mycelium: "After another creature enters play, put two +1
	// power counters on Lambent Mycelium. Fate: Until the end of your
	// turn, the most powerful enemy creatures gain taunt."
	{ID: "lambent-mycelium", Abilities: []Ability{
		{On: OnCreatureEnters, When: &Target{Is: Other}, Steps: []Clause{{Do: DoPowerCounters, N: 2, To: This}}},
		{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "Until the end of your turn, the most powerful enemy creatures gain taunt.", Go: func(x *Ctx) {
			// The creatures most powerful now (a lasting keyword on "each"
			// would follow whichever is most powerful later).
			best := -1 << 30
			for _, id := range x.g.p[x.Opponent()].line {
				best = max(best, x.g.power(id))
			}
			for _, id := range x.g.p[x.Opponent()].line {
				if x.g.power(id) == best {
					x.g.addLasting(lasting{kind: lastGiveKeyword, player: x.Opponent(), card: id, kw: Taunt, until: x.g.until(UntilTurnEnd), source: x.Self})
				}
			}
		}}}},
	}},
	// Omicron Callen: "After Reap: Destroy each other creature. Fate:
	// Destroy each friendly creature that does not share a house with at
	// least one of its neighbors."
	{ID: "omicron-callen", Abilities: []Ability{
		{On: OnReap, Steps: []Clause{{Do: DoDestroy, To: Target{Count: Each, Is: Other}}}},
		{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "Destroy each friendly creature that does not share a house with at least one of its neighbors.", Go: func(x *Ctx) {
			x.r.done = int16(x.g.destroyEach(func(id int16) bool {
				return x.g.cards[id].controller == x.Player && !hpSharesWithNeighbor(x.g, id)
			}))
		}}}},
	}},
	// Plancina, Hidden Agent: "Destroyed: Destroy each of Plancina, Hidden
	// Agent’s neighbors. Fate: Put Plancina, Hidden Agent into play under
	// your control."
	{ID: "plancina-hidden-agent", Abilities: []Ability{
		{On: OnDestroyed, Steps: []Clause{{Do: DoDestroy, To: Target{Count: Neighbors}}}},
		{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "Put Plancina, Hidden Agent into play under your control.", Go: hpPutFateInPlay}}},
	}},
	// Poised Strike: "After a player readies this creature, destroy it.
	// Fate: Skip your “ready cards” step this turn."
	{ID: "poised-strike",
		Statics: []Static{{Is: hpDestroyOnReady, To: Target{Count: Parent}}},
		Abilities: []Ability{{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "Skip your \"ready cards\" step this turn.", Go: func(x *Ctx) {
			x.g.addLasting(lasting{kind: lastNoReadyStep, player: x.Player, card: -1, until: x.g.until(UntilTurnEnd), source: x.Self})
		}}}}}},
	// Rage Reset: "Play: Destroy any number of friendly creatures. Draw 1
	// card for each creature destroyed this way. Fate: Randomly discard
	// half of the cards from your hand (rounding down)." (Half the hand as
	// it is when the fate resolves: counted once, then one random discard
	// at a time, each named by the log.)
	{ID: "rage-reset", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoDestroy, To: Target{Count: UpTo, N: heAnyNumber, Side: Friendly}},
			{Do: DoDraw, N: 1, Per: &Amount{Q: DoneThisWay}},
		}},
		{On: OnFate, Steps: []Clause{
			{Do: DoGo, Go: func(x *Ctx) { // (counts; printed by the step after it)
				n := x.g.p[x.Player].handSize() / 2
				x.r.did, x.r.done = n > 0, int16(n)
			}},
			{Do: DoForEach, Per: &Amount{Q: DoneThisWay}, Say: "For each two cards in your hand (rounding down)"},
			{Do: DoDiscardRandom, N: 1},
			{Do: DoRepeat, N: 1},
		}},
	}},
	// Refit: "Play: You may move an upgrade in play to another creature.
	// Fate: Destroy an upgrade attached to a friendly creature."
	{ID: "refit", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "You may move an upgrade in play to another creature.", Go: hpRefit}}},
		{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "Destroy an upgrade attached to a friendly creature.", Go: hpDestroyFriendlyUpgrade}}},
	}},
	// Salvatorem: "You cannot play Salvatorem. Each friendly ready creature
	// with A on it cannot be dealt damage. Fate: Put Salvatorem into play
	// under your opponent’s control." (The opponent of the player who
	// fulfilled the prophecy: its owner.)
	{ID: "salvatorem",
		Statics: []Static{
			{Is: hpUnplayable, To: This},
			{Is: hpSafeWithAember, N: 1, To: Target{Count: Each, Side: Friendly, Is: Ready | WithAember}},
		},
		Abilities: []Ability{{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "Put Salvatorem into play under your opponent's control.", Go: func(x *Ctx) {
			hpFateIntoPlay(x, x.Opponent())
		}}}}}},
	// Sample 42-C: "Action: Move 1A from your opponent’s pool to Sample
	// 42-C. If there are 4 or more A on Sample 42-C, forge a key at no
	// cost. Purge Sample 42-C. Fate: The most powerful enemy creature
	// captures half of your A (rounding down)." (The purge is part of the
	// "if": keyteki's test keeps it in play below 4.)
	{ID: "sample-42-c", Abilities: []Ability{
		{On: OnAction, Steps: []Clause{{Do: DoGo, Say: "Move 1A from your opponent's pool to Sample 42-C. If there are 4 or more A on Sample 42-C, forge a key at no cost. Purge Sample 42-C.", Go: hpSample42C}}},
		{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "The most powerful enemy creature captures half of your A (rounding down).", Go: func(x *Ctx) {
			if id, _ := hpMostPowerful(x, x.Opponent()); id >= 0 {
				x.g.capture(id, x.g.p[x.Player].aember/2)
			}
		}}}},
	}},
	// Sleight: "Destroyed: Shuffle each creature into its owner’s deck.
	// Fate: For each enemy Shadows creature, shuffle a friendly creature
	// into its owner’s deck."
	{ID: "sleight", Abilities: []Ability{
		{On: OnDestroyed, Steps: []Clause{{Do: DoShuffle, To: Target{Count: Each}}}},
		{On: OnFate, Steps: []Clause{
			{Do: DoForEach, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Enemy, House: "shadows"}}},
			{Do: DoShuffle, To: Target{Side: Friendly}},
			{Do: DoRepeat, N: 1},
		}},
	}},
	// Solo: "If there are no other friendly creatures in play, Solo gets
	// +20 power and gains, “After Fight: Gain 3A.” Fate: Destroy each
	// creature."
	{ID: "solo",
		Statics: []Static{{Is: PowerBonus, N: 20, To: This, If: hpAlone}},
		Abilities: []Ability{
			{On: OnFight, Grant: &This, If: hpAlone, Steps: []Clause{{Do: DoGain, N: 3}}},
			{On: OnFate, Steps: []Clause{{Do: DoDestroy, To: Target{Count: Each}}}},
		}},
	// Tealnar: "Each friendly creature gains, ”After Fight: Heal 3 from
	// each of this creature’s neighbors.” Fate: Fully heal each creature.
	// Your opponent gains 1A for each creature healed this way."
	{ID: "tealnar", Abilities: []Ability{
		{On: OnFight, Grant: &Target{Count: Each, Side: Friendly}, Steps: []Clause{{Do: DoHeal, N: 3, To: Target{Count: Neighbors}}}},
		{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "Fully heal each creature. Your opponent gains 1A for each creature healed this way.", Go: func(x *Ctx) {
			n := 0
			for _, pl := range [2]int8{0, 1} {
				for _, id := range x.g.p[pl].line {
					if d := x.g.cards[id].damage; d > 0 {
						x.g.heal(id, int(d))
						n++
					}
				}
			}
			x.g.gain(x.Opponent(), n, SrcAbility)
		}}}},
	}},
	// Too Low: "Play: Choose an enemy creature. Destroy each creature with
	// power less than the chosen creature’s power. Fate: Destroy each
	// friendly creature with the lowest power."
	{ID: "too-low", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{
			{Do: DoChoose, To: Target{Side: Enemy}},
			{Do: DoDestroy, To: Target{Count: Each, Is: WeakerThanIt}, Say: "Destroy each creature with power less than the chosen creature's power."},
		}},
		{On: OnFate, Steps: []Clause{{Do: DoDestroy, To: Target{Count: Each, Side: Friendly, Is: LeastPowerful}}}},
	}},
	// Tormented Badge: "Action: Take control of an enemy Mutant creature.
	// Fate: Give control of the most powerful friendly creature to your
	// opponent."
	{ID: "tormented-badge", Abilities: []Ability{
		{On: OnAction, Steps: []Clause{{Do: DoTakeControl, To: Target{Side: Enemy, Trait: "mutant"}}}},
		{On: OnFate, Steps: []Clause{{Do: DoGo, Say: "Give control of the most powerful friendly creature to your opponent.", Go: func(x *Ctx) {
			if id, _ := hpMostPowerful(x, x.Player); id >= 0 {
				x.g.takeControl(x.Opponent(), id)
			}
		}}}},
	}},
}

// hpAlone: "If there are no other friendly creatures in play" (Solo).
var hpAlone = Cond{Is: IfCount, Cmp: Equal, N: 0, Of: &Target{Count: Each, Side: Friendly, Is: Other}}

// The prophecies' conditions. Each is checked during its owner's
// opponent's turn only (prophCheck), so "your opponent" is the active
// player; owner is "you".
var handPProphecies = []prophecyRule{
	// Ask Again Later: "Each time your opponent chooses their active
	// house, they must name a house on your identity card. Reveal the top
	// card of your deck. If the revealed card does not match the named
	// house, fulfill Ask Again Later." (The log's choose line gives the
	// house named and the card revealed: "choose logos Troll".)
	{ID: "ask-again-later", At: EvHouseChosen, Asks: hpAskAgainLater,
		Say: "Each time your opponent chooses their active house, they must name a house on your identity card. Reveal the top card of your deck. If the revealed card does not match the named house, fulfill Ask Again Later.",
		If:  func(*Game, int8, int, *Event) bool { return false }},
	// Bad Omen: "At the end of your opponent’s turn, if they have exactly 6A, fulfill Bad Omen."
	{ID: "bad-omen", At: EvTurnEnd, Say: "At the end of your opponent's turn, if they have exactly 6A, fulfill Bad Omen.",
		If: func(g *Game, owner int8, _ int, _ *Event) bool { return g.p[other(owner)].aember == 6 }},
	// Expect the Unexpected: "During your opponent’s turn, after your opponent shuffles their deck, fulfill Expect the Unexpected."
	{ID: "expect-the-unexpected", At: prophAtShuffle, Say: "During your opponent's turn, after your opponent shuffles their deck, fulfill Expect the Unexpected.",
		If: func(g *Game, owner int8, _ int, e *Event) bool { return e.Player != owner }},
	// Fate Laughs at Your Plans: "During your opponent’s turn, when your opponent adds their archives to their hand, fulfill Fate Laughs at Your Plans."
	{ID: "fate-laughs-at-your-plans", At: EvArchivesTaken, Say: "During your opponent's turn, when your opponent adds their archives to their hand, fulfill Fate Laughs at Your Plans.",
		If: func(g *Game, owner int8, _ int, e *Event) bool { return e.Player != owner }},
	// Forge Ahead With Confidence: "During your opponent’s turn, after your opponent forges a key, fulfill Forge Ahead With Confidence."
	{ID: "forge-ahead-with-confidence", At: EvKeyForged, Say: "During your opponent's turn, after your opponent forges a key, fulfill Forge Ahead With Confidence.",
		If: func(g *Game, owner int8, _ int, e *Event) bool { return e.Player != owner }},
	// Go Forth and Conquer: "During your opponent’s turn, after an enemy creature is used to fight, fulfill Go Forth and Conquer."
	{ID: "go-forth-and-conquer", At: EvFight, Say: "During your opponent's turn, after an enemy creature is used to fight, fulfill Go Forth and Conquer.",
		If: func(g *Game, owner int8, _ int, e *Event) bool { return e.Player != owner }},
	// Heads, I Win: "At the end of your turn, you may flip Heads, I Win. /
	// During your opponent’s turn, after your opponent plays a creature
	// adjacent to a creature of the same house, fulfill Heads, I Win."
	{ID: "heads-i-win", At: EvCardPlayed, Flip: true, Say: "At the end of your turn, you may flip Heads, I Win.\nDuring your opponent's turn, after your opponent plays a creature adjacent to a creature of the same house, fulfill Heads, I Win.",
		If: func(g *Game, owner int8, _ int, _ *Event) bool { return hpPlayedNextTo(g, true) }},
	// It Only Gets Worse: "During your opponent’s turn, after your opponent steals one or more A from you, fulfill It Only Gets Worse."
	{ID: "it-only-gets-worse", At: EvAemberStolen, Say: "During your opponent's turn, after your opponent steals one or more A from you, fulfill It Only Gets Worse.",
		If: func(g *Game, owner int8, _ int, e *Event) bool { return e.Player != owner && e.N > 0 }},
	// Look How Far You’ve Come: "During your opponent’s turn, after they play a creature, fulfill Look How Far You've Come."
	{ID: "look-how-far-you-ve-come", At: EvCardPlayed, Say: "During your opponent's turn, after they play a creature, fulfill Look How Far You've Come.",
		If: func(g *Game, owner int8, _ int, e *Event) bool { return hpPlayedIs(g, e, TypeCreature) }},
	// Outlook Not So Good: "After your opponent chooses an active house that matches no cards in play, fulfill Outlook Not So Good."
	{ID: "outlook-not-so-good", At: EvHouseChosen, Say: "After your opponent chooses an active house that matches no cards in play, fulfill Outlook Not So Good.",
		If: func(g *Game, owner int8, _ int, e *Event) bool {
			return e.Player != owner && !hpHouseInPlay(g, e.House)
		}},
	// Overreach: "During your opponent’s turn, after an enemy creature is used to reap, fulfill Overreach."
	{ID: "overreach", At: EvReap, Say: "During your opponent's turn, after an enemy creature is used to reap, fulfill Overreach.",
		If: func(g *Game, owner int8, _ int, e *Event) bool { return e.Player != owner }},
	// Signs Point to Yes: "At the end of your opponent’s turn, if they have A in their pool equal to or greater than the current key cost, fulfill Signs Point to Yes."
	{ID: "signs-point-to-yes", At: EvTurnEnd, Say: "At the end of your opponent's turn, if they have A in their pool equal to or greater than the current key cost, fulfill Signs Point to Yes.",
		If: func(g *Game, owner int8, _ int, _ *Event) bool {
			o := other(owner)
			return g.p[o].aember >= g.keyCost(o)
		}},
	// Stars Aligned: "At the start of your opponent’s turn, if each player has the same number of creatures, fulfill Stars Aligned."
	{ID: "stars-aligned", At: EvTurnStart, Say: "At the start of your opponent's turn, if each player has the same number of creatures, fulfill Stars Aligned.",
		If: func(g *Game, _ int8, _ int, _ *Event) bool { return len(g.p[0].line) == len(g.p[1].line) }},
	// Tails, You Lose: "At the end of your turn, you may flip Tails, You
	// Lose. / During your opponent’s turn, after your opponent plays a
	// creature adjacent to a creature belonging to a different house,
	// fulfill Tails, You Lose."
	{ID: "tails-you-lose", At: EvCardPlayed, Flip: true, Say: "At the end of your turn, you may flip Tails, You Lose.\nDuring your opponent's turn, after your opponent plays a creature adjacent to a creature belonging to a different house, fulfill Tails, You Lose.",
		If: func(g *Game, owner int8, _ int, _ *Event) bool { return hpPlayedNextTo(g, false) }},
	// The Cards Will Tell: "During your opponent's turn, after your opponent draws a card outside of their “draw cards step”, fulfill The Cards Will Tell."
	{ID: "the-cards-will-tell", At: EvDraw, Say: "During your opponent's turn, after your opponent draws a card outside of their \"draw cards step\", fulfill The Cards Will Tell.",
		If: func(g *Game, owner int8, _ int, e *Event) bool {
			return e.Player != owner && e.N > 0 && g.step != StepDraw
		}},
	// The Early Bird: "At the end of your opponent’s turn, if they have more A in their pool than you, fulfill The Early Bird."
	{ID: "the-early-bird", At: EvTurnEnd, Say: "At the end of your opponent's turn, if they have more A in their pool than you, fulfill The Early Bird.",
		If: func(g *Game, owner int8, _ int, _ *Event) bool { return g.p[other(owner)].aember > g.p[owner].aember }},
	// The End is Nigh: "During your opponent's turn, after 3 or more creatures have been destroyed that turn, fulfill The End is Nigh."
	{ID: "the-end-is-nigh", At: EvDestroyed, Say: "During your opponent's turn, after 3 or more creatures have been destroyed that turn, fulfill The End is Nigh.",
		If: func(g *Game, _ int8, _ int, _ *Event) bool { return g.proph.kills >= 3 }},
	// The Second Mouse: "At the end of your opponent’s turn, if they have less A in their pool than you, fulfill The Second Mouse."
	{ID: "the-second-mouse", At: EvTurnEnd, Say: "At the end of your opponent's turn, if they have less A in their pool than you, fulfill The Second Mouse.",
		If: func(g *Game, owner int8, _ int, _ *Event) bool { return g.p[other(owner)].aember < g.p[owner].aember }},
	// Treat Each Action as Your Last: "During your opponent’s turn, after your opponent plays their second action that turn, fulfill Treat Each Action as Your Last"
	{ID: "treat-each-action-as-your-last", At: EvCardPlayed, Say: "During your opponent's turn, after your opponent plays their second action that turn, fulfill Treat Each Action as Your Last.",
		If: func(g *Game, _ int8, _ int, e *Event) bool { return g.proph.acts >= 2 && hpPlayedIs(g, e, TypeAction) }},
	// Trust Your Feelings: "When a card is placed under Trust Your Feelings, name a house. The next time your opponent chooses the named house as their active house, fulfill Trust Your Feelings."
	{ID: "trust-your-feelings", At: EvHouseChosen, Names: true, Say: "When a card is placed under Trust Your Feelings, name a house. The next time your opponent chooses the named house as their active house, fulfill Trust Your Feelings.",
		If: func(g *Game, owner int8, k int, e *Event) bool {
			return e.Player != owner && e.House != "" && e.House == g.proph.named[owner][k]
		}},
	// Wasteful Regret: "During your opponent’s turn, after your opponent discards a cards from their hand, fulfill Wasteful Regret."
	{ID: "wasteful-regret", At: EvCardDiscarded, Say: "During your opponent's turn, after your opponent discards a card from their hand, fulfill Wasteful Regret.",
		If: func(g *Game, owner int8, _ int, e *Event) bool { return e.Player != owner && e.Other == "" }},
	// Wounds Into Wisdom: "During your opponent's turn, after a friendly creature is dealt damage, fulfill Wounds into Wisdom."
	{ID: "wounds-into-wisdom", At: EvDamage, Say: "During your opponent's turn, after a friendly creature is dealt damage, fulfill Wounds into Wisdom.",
		If: func(g *Game, owner int8, _ int, e *Event) bool { return e.Player == owner && e.N > 0 }},
}
