package engine

// handGScripts are cards of the 14 shared decks (second half) that the compiler of card texts
// does not compile, scripted by hand (issue 16, batch G). A clause the
// language cannot say is a small closure (DoGo) whose English is its Say;
// each card's test is in scripts_hand_g_test.go.
var handGScripts = []Script{
	hgHeld(handAHeld, "imp-losion"),
	hgHeld(handAHeld, "axiom-of-grisk"),
	// Collector Worm: "Fight: Archive the creature Collector Worm fights. If
	// that creature leaves your archives, put it in its owner's hand
	// instead."
	{ID: "collector-worm", Abilities: goAbility(OnFight, "Archive the creature Collector Worm fights. If that creature leaves your archives, put it in its owner's hand instead.", func(x *Ctx) {
		if t := x.r.trig; t >= 0 {
			x.g.hgArchiveInto(t, x.Player)
		}
	})},
	// Uxlyx the Zookeeper: "Elusive. Reap: Put an enemy creature into your
	// archives. If that creature leaves your archives, it is put into its
	// owner's hand instead."
	{ID: "uxlyx-the-zookeeper", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Enemy}},
		{Do: DoGo, Say: "Put it into your archives. If that creature leaves your archives, it is put into its owner's hand instead.", Go: hgArchiveThat},
	}}}},
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
