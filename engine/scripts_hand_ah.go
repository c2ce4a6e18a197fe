package engine

// handAHScripts are cards scripted by hand (issue 21, batch AH): the draw
// that stops between its cards (draw_instead.go). Each card's test is in
// scripts_hand_ah_test.go.
var handAHScripts = []Script{
	// Scooboo: "While Scooboo is in your discard pile, if you would draw a
	// card during your turn, you may discard the top 3 cards of your deck
	// and return Scooboo from your discard pile to your hand instead."
	// The constant ability says when; the triggerless ability is the
	// replacement of one card of the draw (run.left: the cards left, that
	// one included): the "may" (yes, or no and the card is drawn), the
	// deck's top 3 cards, which the log names (the deck is hidden), and
	// the rest of the draw.
	{ID: "scooboo", Statics: []Static{{Is: DrawInstead}}, Abilities: []Ability{{Steps: []Clause{
		{Do: DoGo, May: true, Say: "Return Scooboo from your discard pile to your hand instead of drawing a card.", Go: ahReturnInstead},
		{Do: DoDiscardNamed, N: 3, If: Cond{Is: IfDone}, To: Target{Kind: AnyCard}},
		{Do: DoGo, Say: "Draw the rest of the cards.", Go: ahDrawOn},
	}}}},
}
