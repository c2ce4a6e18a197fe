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
}
