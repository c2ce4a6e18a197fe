package engine

// handAFScripts are cards scripted by hand (issue 16, batch AF). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_af_test.go.
var handAFScripts = []Script{
	// Doppelganger: "At the start of your turn, choose one of
	// Doppelganger’s neighbors. For the remainder of the turn,
	// Doppelganger gains the text box of the chosen creature."
	{ID: "doppelganger", Abilities: []Ability{{On: OnTurnStart, Steps: []Clause{
		{Do: DoChoose, To: Target{Is: Neighboring}},
		{Do: DoGo, Say: "For the remainder of the turn, Doppelganger gains the text box of the chosen creature.", Go: afGainChosenTextBox},
	}}}},
	// Creed of Nurture: "Omni: Sacrifice Creed of Nurture. If you do,
	// reveal a creature from your hand and choose a creature in play. For
	// the remainder of the turn, the chosen creature gains the text box of
	// the revealed creature."
	{ID: "creed-of-nurture", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoSacrifice, To: This},
		{Do: DoReveal, To: Target{Where: InHand}, If: Cond{Is: IfDone}},
		{Do: DoChooseAlso, To: Target{}, If: Cond{Is: IfDone}},
		{Do: DoGo, Say: "For the remainder of the turn, the chosen creature gains the text box of the revealed creature.", Go: afGainRevealedTextBox},
	}}}},
	// Mirror Shell: "This creature gains, “After Fight/After Reap: For
	// the remainder of the turn, each friendly token creature is a copy of
	// this creature.” Play: Make a token creature."
	{ID: "mirror-shell", Abilities: []Ability{
		{On: OnFight | OnReap, Grant: &ThisCreature, Steps: []Clause{
			{Do: DoGo, Say: "For the remainder of the turn, each friendly token creature is a copy of this creature.", Go: afTokensCopyThis},
		}},
		{On: OnPlay, Steps: []Clause{{Do: DoToken, N: 1}}},
	}},
}
