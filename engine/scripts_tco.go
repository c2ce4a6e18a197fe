package engine

// tcoScripts are cards of the shared TCO logs whose abilities change Æmber
// or keys in ways a TCO log does not state as an effect line: a lasting
// effect TCO only names, or the "if you do" part of an ability whose first
// part TCO logs. A TCO import keeps the lines it does log as declared
// effects, so each script here does only what no line states.
var tcoScripts = []Script{
	// Miasma: "Play: Your opponent skips the “forge a key” step on their
	// next turn." (TCO logs "make X skip their key step next turn" and then
	// no key phase at all.)
	{ID: "miasma", Complement: true, Play: func(x *Ctx) {
		x.g.addLasting(lasting{kind: lastSkipForge, player: x.Opponent(), card: -1, until: x.g.turn + 1, source: x.Self})
	}},
}
