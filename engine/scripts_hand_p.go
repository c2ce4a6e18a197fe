package engine

// handPScripts are cards scripted by hand (issue 16, batch P): the Fate
// cards of Prophetic Visions, and the prophecies (whose conditions are
// handPProphecies; prophecy.go). A clause the language cannot say is a
// small closure (DoGo) whose English is its Say; each card's test is in
// scripts_hand_p_test.go.
var handPScripts = append(prophecyScripts(handPProphecies), handPFates...)

// handPFates are the cards with a "Fate:" ability, and their other abilities.
var handPFates = []Script{}

// The prophecies' conditions. Each is checked during its owner's
// opponent's turn only (prophCheck), so "your opponent" is the active
// player; owner is "you".
var handPProphecies = []prophecyRule{
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
