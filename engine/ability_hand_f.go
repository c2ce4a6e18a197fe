package engine

// Additions to the ability language for the cards of scripts_hand_f.go
// (issue 16, batch F).

// hfFrom is the script of card id in list: a script an earlier batch wrote
// and held back (its handXHeld list, whose tests install it) that batch F
// registers once the shared TCO imports no longer disagree with it. One
// definition serves both the held test and the registered card. A missing
// id is a programming error that every test run reports at start-up.
func hfFrom(list []Script, id string) Script {
	for i := range list {
		if list[i].ID == id {
			return list[i]
		}
	}
	panic("engine: no held script " + id)
}
