package engine

// handZScripts are cards scripted by hand (issue 16, batch Z). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_z_test.go.
var handZScripts = []Script{
	// Experimental Therapy: "This creature belongs to all houses. Play:
	// Stun and exhaust this creature." Errata (CotA 157): "This creature
	// may be used as if it belonged to the active house. Play: Stun and
	// exhaust this creature."
	{ID: "experimental-therapy", Statics: []Static{{Is: huUsableAnyHouse}}, Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoStun, To: ThisCreature},
		{Do: DoExhaust, To: ThisCreature, And: true, Alt: true},
	}}}},
	// Badge of Unity: "This creature belongs to house Star Alliance in
	// addition to its other houses." (multi_house.go)
	{ID: "badge-of-unity", Statics: []Static{{Is: zAlsoHouse, House: "staralliance"}}},
	// Diplomat Agung: "Play/Fight/Reap: For the remainder of the turn, a
	// friendly creature belongs to the house of your choice in addition
	// to its other houses." (The choose line names the creature, then the
	// house.)
	{ID: "diplomat-agung", Abilities: []Ability{{On: OnPlay | OnFight | OnReap, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		{Do: DoChooseHouse},
		{Do: DoGo, Say: "For the remainder of the turn, that creature belongs to the chosen house in addition to its other houses.", Go: zAlsoChosenHouse},
	}}}},
	// Revo Hooligans: "Elusive. After Reap: Put a paint counter on an
	// artifact. While that artifact has a paint counter, it belongs to
	// house Mars (instead of its other houses)." (houseOf reads the
	// counter, whoever's the artifact is.)
	{ID: "revo-hooligans", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoChoose, To: Target{Kind: Artifact}},
		{Do: DoGo, Say: "Put a paint counter on it. While that artifact has a paint counter, it belongs to house Mars (instead of its other houses).", Go: hsCounterOnThat(zPaint)},
	}}}},
	// Lord Invidius: "Elusive. While Lord Invidius is in the center of
	// your battleline, it gains, “Reap: Take control of an enemy flank
	// creature and exhaust it. While under your control, it belongs to
	// house Dis.”" (house_while_held.go)
	{ID: "lord-invidius", Abilities: []Ability{{On: OnReap, Grant: &This, If: Cond{Is: IfThisInCenter}, Steps: []Clause{
		{Do: DoTakeControl, To: Target{Side: Enemy, Is: AtFlank}},
		{Do: DoExhaust, To: ThatOne, And: true},
		{Do: DoGo, Say: "While under your control, it belongs to house Dis.", Go: hwHeldAs("dis", false)},
	}}}},
	// Brothers in Battle: "Play: Choose a house. For the remainder of the
	// turn, each friendly creature of that house may fight."
	{ID: "brothers-in-battle", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoGo, Say: "For the remainder of the turn, each friendly creature of that house may fight.", Go: zMayFightChosenHouse},
	}}}},
}
