package engine

// keyCostScripts are cards whose constant abilities change what a key
// costs (Rulebook, Step 1: "The default cost to forge a key is six Æmber";
// cards modify it while in play).
var keyCostScripts = []Script{
	// Titan Engineer: "While Titan Engineer is not on a flank, keys cost +1A."
	{ID: "titan-engineer", Statics: []Static{
		{Is: KeyCostMod, N: 1, Who: EachPlayer, If: Cond{Is: IfThisNotFlank}},
	}},
	// Titan Mechanic: "While Titan Mechanic is on a flank, each key costs –1A."
	{ID: "titan-mechanic", Statics: []Static{
		{Is: KeyCostMod, N: -1, Who: EachPlayer, If: Cond{Is: IfThisOnFlank}},
	}},
	// Angwish: "For each damage on Angwish, your opponent's keys cost +1A."
	{ID: "angwish", Statics: []Static{
		{Is: KeyCostMod, N: 1, Who: Opponent, Per: &Amount{Q: DamageOnThis}},
	}},
	// EDAI "Edie" 4x4: "Play: Archive a card. Your opponent's keys cost +1
	// for each card in your archives." (Test: scripts_hand_e_test.go.)
	{ID: "edai-edie-4x4",
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoArchive, To: Target{Kind: AnyCard, Where: InHand}}}}},
		Statics:   []Static{{Is: KeyCostMod, N: 1, Who: Opponent, Per: &Amount{Q: ArchivesOf}}},
	},
	// Faust the Great: "Your opponent's keys cost +1A for each friendly
	// creature with A on it. Play: You may exalt a friendly creature."
	// (Test: scripts_hand_e_test.go.)
	{ID: "faust-the-great",
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoExalt, To: Target{Side: Friendly}, May: true}}}},
		Statics:   []Static{{Is: KeyCostMod, N: 1, Who: Opponent, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly, Is: WithAember}}}},
	},
	// Grump Buggy: "Your opponent's keys cost +1A for each friendly
	// creature with power 5 or higher. Your keys cost +1A for each enemy
	// creature with power 5 or higher."
	{ID: "grump-buggy", Statics: []Static{
		{Is: KeyCostMod, N: 1, Who: Opponent, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly, Is: PowerAtLeast, Power: 5}}},
		{Is: KeyCostMod, N: 1, Who: You, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Enemy, Is: PowerAtLeast, Power: 5}}},
	}},
	// Parabyte: "Your opponent's keys cost +1 for each A on friendly
	// creatures." (Its "Play/After Reap: A friendly creature captures 1"
	// is declared by the log.)
	{ID: "parabyte", Complement: true, Statics: []Static{
		{Is: KeyCostMod, N: 1, Who: Opponent, Per: &Amount{Q: AemberOnCards, Of: Target{Count: Each, Side: Friendly}}},
	}},
	// Portalmonger: "While the tide is high, your opponent's keys cost +4."
	{ID: "portalmonger", Complement: true, Statics: []Static{
		{Is: KeyCostMod, N: 4, Who: Opponent, If: Cond{Is: IfTide}},
	}},
	// Tangimangi: "While your opponent is haunted, their keys cost +3."
	{ID: "tangimangi", Statics: []Static{
		{Is: KeyCostMod, N: 3, Who: Opponent, If: Cond{Is: IfHaunted, Who: Opponent}},
	}},
}

// upgradeScripts are upgrades of the TCO logs whose constant abilities
// change their creature's power, armor or keywords; what they make the
// creature do is declared by the log.
var upgradeScripts = []Script{
	// Killzord Mk. 9001: "This creature gets +2 armor and +2 power. This
	// creature gains skirmish and, “After Fight: Gain 1 chain.”"
	{ID: "killzord-mk-9001",
		Abilities: []Ability{{On: OnFight, Grant: &ThisCreature, Steps: []Clause{{Do: DoChains, N: 1}}}},
		Statics: []Static{
			{Is: ArmorBonus, N: 2, To: ThisCreature},
			{Is: PowerBonus, N: 2, To: ThisCreature},
			{Is: KeywordGrant, KW: Skirmish, To: ThisCreature},
		}},
	// Way of the Porcupine: "This creature gains hazardous 3."
	{ID: "way-of-the-porcupine", Statics: []Static{
		{Is: KeywordGrant, KW: Hazardous, N: 3, To: ThisCreature},
	}},
}

// auraScripts are creatures whose constant abilities change other
// creatures' armor.
var auraScripts = []Script{
	// Lærie of the Lake: "While the tide is high, each friendly creature
	// gets +2 armor."
	{ID: "lærie-of-the-lake", Statics: []Static{
		{Is: ArmorBonus, N: 2, To: Target{Count: Each, Side: Friendly}, If: Cond{Is: IfTide}},
	}},
	// Lærie of the Lake (evil twin): "While the tide is high, Lærie of the
	// Lake gets +5 armor."
	{ID: "lærie-of-the-lake-evil-twin", Statics: []Static{
		{Is: ArmorBonus, N: 5, To: This, If: Cond{Is: IfTide}},
	}},
}
