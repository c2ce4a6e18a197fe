package engine

// Small additions for the cards of scripts_hand_i.go (issue 16, batch I).

// hiHeld is the held script id of an earlier batch (list): a script that
// was written and tested there but held back while the TCO import could
// not answer its choices. Batch I registers those the import now answers
// (their tests stay with the batch that wrote them).
func hiHeld(list []Script, id string) Script {
	for i := range list {
		if list[i].ID == id {
			return list[i]
		}
	}
	panic("hiHeld: no held script " + id)
}
