package engine

// A choose line may answer several waiting choices, each after its label:
// "choose bonus: Troll ability: Krump" after a play whose bonus icon and
// whose Play: ability both wait. apply reads such a line as one labelled
// choose line per label, in order, each resolving what it can.

// labelledParts splits a choose line holding more than one label into one
// choose action per label (the answers before the first label, if any,
// make a part of their own); nil when the line has at most one label.
func labelledParts(a Action) []Action {
	if a.Verb != VerbChoose || countLabels(a.Words) < 2 {
		return nil
	}
	var parts []Action
	eachAnswer(a, func(c CardRef, w string, word bool) {
		if _, label := choiceLabels[w]; word && label || len(parts) == 0 {
			parts = append(parts, Action{Verb: VerbChoose, Player: a.Player})
		}
		p := &parts[len(parts)-1]
		if !word {
			p.Cards = append(p.Cards, c)
			return
		}
		if i := len(p.Cards) + len(p.Words); i < 32 {
			p.Mix |= 1 << i
		}
		p.Words = append(p.Words, w)
	})
	return parts
}

// eachAnswer calls f with a choose line's answers in the order the line
// gave them (Action.Mix; cards first when it is not recorded).
func eachAnswer(a Action, f func(c CardRef, w string, word bool)) {
	ci, wi := 0, 0
	for i := 0; ci < len(a.Cards) || wi < len(a.Words); i++ {
		word := a.Mix&(1<<i) != 0 && i < 32
		if a.Mix == 0 {
			word = ci >= len(a.Cards)
		}
		if word && wi < len(a.Words) || ci >= len(a.Cards) {
			f(CardRef{}, a.Words[wi], true)
			wi++
		} else {
			f(a.Cards[ci], "", false)
			ci++
		}
	}
}

func countLabels(words []string) int {
	n := 0
	for _, w := range words {
		if _, ok := choiceLabels[w]; ok {
			n++
		}
	}
	return n
}

// chooseEach applies the parts of a choose line with several labels one
// after the other, as if each were its own line.
func (g *Game) chooseEach(parts []Action) {
	for _, p := range parts {
		if g.over {
			return
		}
		g.apply(p)
	}
}
