package engine

// handACScripts are cards scripted by hand (issue 16, batch AC). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_ac_test.go.
var handACScripts = []Script{
	// Lightsmith Clariel: "Before Fight: You may switch Lightsmith
	// Clariel's power and armor for the remainder of the turn." (Its power
	// becomes its whole armor, even armor already used: FAQ.)
	{ID: "lightsmith-clariel", Abilities: []Ability{{On: OnBeforeFight, Steps: []Clause{
		{Do: DoGo, May: true, Say: "switch Lightsmith Clariel's power and armor for the remainder of the turn.", Go: hsMay(acSwitchSelf)},
	}}}},
	// Gabos Longarms: "Before Fight: Choose a creature. Gabos Longarms
	// deals damage to that creature rather than the one it is fighting."
	// (Even when the one it fights is elusive, and elusive does not
	// protect the chosen one: FAQ.)
	{ID: "gabos-longarms", Abilities: []Ability{{On: OnBeforeFight, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "Gabos Longarms deals damage to that creature rather than the one it is fighting.", Go: acRedirectFight},
	}}}},
	// Evasion Sigil: "Before a creature fights, discard the top card of
	// its controller's deck. If the discarded card is of the active house,
	// exhaust that creature with no effect." (The choose line names the
	// card; the fight then does not happen, nor its "Before Fight:".)
	{ID: "evasion-sigil", Abilities: []Ability{{On: acOnBeforeAnyFight, Steps: []Clause{
		{Do: DoGo, Go: acTheFighter},
		{Do: DoDiscardNamed, N: 1, Who: ThatController, To: Target{Kind: AnyCard}},
		{Do: DoGo, Say: "If the discarded card is of the active house, exhaust that creature with no effect.", Go: acEvade},
	}}}},
	// Brawling Grounds: "Omni: For the remainder of the turn, each time a
	// creature is destroyed in a fight, its controller discards a random
	// card from their hand." (A choose line names each card discarded.)
	{ID: "brawling-grounds", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoLastingAbility, Dur: UntilTurnEnd, Say: "For the remainder of the turn, each time a creature is destroyed in a fight, its controller discards a random card from their hand.",
			Lasting: &Ability{On: acOnFightDeath, Steps: []Clause{
				{Do: DoGo, Go: acTheFighter},
				{Do: DoDiscardRandom, N: 1, Who: ThatController},
			}}},
	}}}},
	// Greater Oxtet: "Taunt. At the end of your “ready cards” step, purge
	// a card from your hand. If you do, give Greater Oxtet two +1 power
	// counters." (Before the hand is refilled: the end of the turn waits
	// for the card.)
	{ID: "greater-oxtet", Statics: []Static{{Is: acReadyStepEnd}}, Abilities: []Ability{{Steps: []Clause{
		{Do: DoPurge, To: Target{Kind: AnyCard, Where: InHand}},
		{Do: DoPowerCounters, N: 2, To: This, If: Cond{Is: IfDone}},
	}}}},
	// Keyforgery (errata): "When your opponent would forge a key on their
	// turn, that player names a house. Reveal a random card from your
	// hand. If that card is not of the named house, destroy Keyforgery and
	// they do not forge that key (no A is spent)." (The forge waits for a
	// choose line naming the house, then one naming the card revealed.)
	{ID: "keyforgery", Statics: []Static{{Is: acKeyforgery}}, Abilities: []Ability{{Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoGo, Say: "Reveal a random card from your hand. If that card is not of the named house, destroy Keyforgery and they do not forge that key.", Go: acKeyforgeryReveal},
	}}}},
	// Friendship: "When this creature would be dealt damage, if it has 1
	// or more neighbors, that damage is divided among its neighbors as
	// evenly as possible instead." (An odd point goes to the neighbor the
	// active player names on a choose line.)
	{ID: "friendship", Statics: []Static{{Is: acFriendship}}, Abilities: []Ability{{Steps: []Clause{
		{Do: DoGo, Say: "Deal the odd point of damage to the neighbor the active player chooses.", Go: acOddPoint},
	}}}},
}
