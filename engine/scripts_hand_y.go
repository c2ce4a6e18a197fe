package engine

// handYScripts are cards scripted by hand (issue 16, batch Y). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_y_test.go.
var handYScripts = []Script{
	// Whimsical Conjuror: "Enhance AA. When you resolve an A bonus icon,
	// you may make a token creature instead." (icon_instead.go)
	{ID: "whimsical-conjuror", Statics: []Static{iconInstead(BonusAmber, "token")}},
	// Puzzling Trinket: "Enhance AA. When you resolve an A bonus icon, you
	// may choose to resolve it as a capture, D, or draw icon instead."
	{ID: "puzzling-trinket", Statics: []Static{iconInstead(BonusAmber, "capture", "damage", "draw")}},
	// Quantum Mouse: "Enhance (draw, draw, discard). When you would resolve a draw bonus
	// icon, you may choose to resolve it as a discard bonus icon instead."
	{ID: "quantum-mouse", Statics: []Static{iconInstead(BonusDraw, "discard")}},
	// Librarian (archon power): "When resolving a bonus icon, you may
	// archive a card from your hand instead."
	{ID: "librarian", Statics: []Static{iconInstead("", "archive")}},
	// Rage (archon power): "After you resolve a bonus icon, deal 1D to a
	// creature." (icon_after.go: between the icons.)
	{ID: "rage", Abilities: []Ability{{On: OnIcon, Steps: []Clause{
		{Do: DoDamage, N: 1, To: Target{}},
	}}}},
	// Maleficorn: "Enhance DDDD. After an enemy creature is dealt damage
	// by a D bonus icon, deal 1D to that creature."
	{ID: "maleficorn", Abilities: []Ability{{On: OnIconDamage, When: &Target{Side: Enemy}, Steps: []Clause{
		{Do: DoDamage, N: 1, To: Target{Count: Triggering}},
	}}}},
}
