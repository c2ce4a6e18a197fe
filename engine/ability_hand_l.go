package engine

// Helpers of the hand-scripted cards of scripts_hand_l.go: the closures
// of clauses the ability language cannot say.

// hlDrake is an Æmberdrake's "Destroyed: Gain 4A. Forge your <colour> key
// at current cost."
func hlDrake(k KeyColor, colour string) []Ability {
	return []Ability{{On: OnDestroyed, Steps: []Clause{
		{Do: DoGain, N: 4},
		{Do: DoGo, Say: "Forge your " + colour + " key at current cost.", Go: func(x *Ctx) {
			x.g.hjForgeColor(x.Player, k)
		}},
	}}}
}

// hlExcessCreatures is how many more creatures pl's opponent controls than
// pl (0 when not more).
func (g *Game) hlExcessCreatures(pl int8) int {
	return max(len(g.p[other(pl)].line)-len(g.p[pl].line), 0)
}
