package engine

// handIScripts are cards of the shared TCO logs (second half) that the
// compiler of card texts does not compile, scripted by hand (issue 16,
// batch I). A clause the language cannot say is a small closure (DoGo)
// whose English is its Say; each card's test is in scripts_hand_i_test.go.
var handIScripts = []Script{
	// Held scripts of earlier batches that the TCO import now answers
	// (the shared import: more script checks agree, none disagree; the
	// plain replay's floors hold). Their tests stay in the batch's file.
	//
	// Grasping Vines: "Play: Return up to 3 artifacts to their owners’
	// hands." (TestHandEGraspingVines)
	hiHeld(handEHeld, "grasping-vines"),
	// Memette: "Play/Destroyed: Archive the top card of your discard pile."
	// (TestHandCMemette)
	hiHeld(handCHeld, "memette"),
	// Pain Reaction: "Play: Deal 2D to an enemy creature. If this damage
	// destroys that creature, deal 2D to each of that creature’s
	// neighbors." (TestHandEPainReaction)
	hiHeld(handEHeld, "pain-reaction"),
}
