package engine

// handGScripts are cards of the 14 shared decks (second half) that the compiler of card texts
// does not compile, scripted by hand (issue 16, batch G). A clause the
// language cannot say is a small closure (DoGo) whose English is its Say;
// each card's test is in scripts_hand_g_test.go.
var handGScripts = []Script{
	hgHeld(handAHeld, "imp-losion"),
	hgHeld(handAHeld, "axiom-of-grisk"),
}

// hgHeld is the script of card id in an earlier batch's held list.
func hgHeld(list []Script, id string) Script {
	for _, s := range list {
		if s.ID == id {
			return s
		}
	}
	panic("hgHeld: no held script " + id)
}
