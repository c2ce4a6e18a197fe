package engine

// tco2Scripts are cards of the shared TCO logs whose constant abilities the
// logs never state (issue 17): who may forge, what a key costs, whether a
// creature enters play ready, how much damage it deals in a fight. TCO
// logs what their triggered abilities did, so the cards that have some are
// Complement scripts: the log's lines for those stay declared effects.
// Each card's test is in scripts_tco2_test.go.
var tco2Scripts = []Script{
	// Crash Muldoon: "Deploy. Crash Muldoon enters play ready. Action: Use
	// a neighboring non-Star Alliance creature." TCO logs the use.
	{ID: "crash-muldoon", Complement: true, Statics: []Static{{Is: EntersReady}}},
	// Bonesaw: "If a friendly creature was destroyed this turn, Bonesaw
	// enters play ready."
	{ID: "bonesaw", Statics: []Static{{Is: EntersReady, If: Cond{Is: IfFriendlyDestroyed}}}},
	// Tantadlin: "Tantadlin only deals 2D when fighting. Fight: Discard a
	// random card from your opponent’s archives." TCO logs the discard.
	{ID: "tantadlin", Complement: true, Statics: []Static{{Is: FightDamageCap, N: 2, To: This}}},
	// Quadracorder: "Your opponent’s keys cost +1A for each house
	// represented among friendly creatures (to a maximum of 3)." The
	// upgrade's controller is the player who played it, whatever creature
	// it is on (TCO's key costs in the 2021 logs agree).
	{ID: "quadracorder", Statics: []Static{{Is: KeyCostMod, N: 1, Who: Opponent, Max: 3,
		Per: &Amount{Q: HousesAmong, Of: Target{Count: Each, Side: Friendly}}}}},
	// Centurion Stenopius: "Centurion Stenopius gets +3 power for each A
	// on it. Play/Fight/Reap: You may exalt Centurion Stenopius." TCO logs
	// the exalt.
	{ID: "centurion-stenopius", Complement: true, Statics: []Static{
		{Is: PowerBonus, N: 3, To: This, Per: &Amount{Q: AemberOnCards, Of: This}},
	}},
	// Knoxx: "Knoxx gets +3 power for each neighbor it has."
	{ID: "knoxx", Statics: []Static{
		{Is: PowerBonus, N: 3, To: This, Per: &Amount{Q: CountOf, Of: Target{Count: Neighbors}}},
	}},
}
