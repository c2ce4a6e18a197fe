package engine

// handAGScripts are cards scripted by hand (issue 16, batch AG). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_ag_test.go.
var handAGScripts = []Script{
	// Ihaka of the Depths: "After you draw a card during your turn, you
	// may put the top card of your discard on the bottom of your deck."
	// A draw of several cards fires once for each card after the whole
	// draw (agEvent); a draw that empties the deck first waits for the
	// "may"s of the cards drawn: the rest of the draw is the triggerless
	// ability (ahDrawnToEmpty, draw_instead.go).
	{ID: "ihaka-of-the-depths", Abilities: []Ability{{On: agOnOwnDraws, Steps: []Clause{
		{Do: DoGo, May: true, Say: "Put the top card of your discard on the bottom of your deck.", Go: hsMay(agDiscardToBottom)},
	}}, {Steps: []Clause{
		{Do: DoGo, Say: "Draw the rest of the cards.", Go: ahDrawRest},
	}}}},
	// Signature Move (archon power): "Before drawing starting hands,
	// name an action card. Search your deck for any number of the named
	// card, reveal them, and put them into your archives." The first
	// choose line names the copies (agArchiveNamed).
	{ID: "signature-move", Abilities: []Ability{{On: agOnSetup, Steps: []Clause{
		{Do: DoGo, Say: "Name an action card. Search your deck for any number of the named card, reveal them, and put them into your archives.", Go: agArchiveNamed},
	}}}},
	// The Archivist: "If you archive The Archivist, archive it faceup.
	// While The Archivist is in your archives, instead of picking up all
	// of your archives, you may choose to pick up any number of cards in
	// your archives." (The `archives` line names the cards taken.)
	{ID: "the-archivist", Statics: []Static{{Is: agPartialPickup}}},
}
