package tcoimport

import (
	"slices"

	"github.com/kfr-dev/kfr/engine"
)

// notAnAnswer reports whether choose line a of the log, met while g waits
// for a choice, cannot be its answer: a word that is no "may"'s yes or no
// (notYesNo: a house chosen while Scout Pete's "may" waits), or words
// where only cards are asked (wordsNotAsked). The prompt is made here:
// answerPrompts makes none for a choose line.
func notAnAnswer(g *engine.Game, a engine.Action) bool {
	p, _ := g.Prompt()
	return notYesNo(p, a) || wordsNotAsked(p, a)
}

// wordsNotAsked reports whether choose line a names only words, none of
// which prompt p, asking for cards, lists (an "up to" lists "no"): TCO
// logs a choice the engine's script does not model as a step ("chooses
// option 'Opponent's'", which discard pile Infurnace purges from: the
// cards named after it say so), which is no answer to the cards.
func wordsNotAsked(p engine.Prompt, a engine.Action) bool {
	if len(a.Cards) > 0 || len(a.Words) == 0 || len(p.Cards) == 0 {
		return false
	}
	for _, w := range a.Words {
		if slices.Contains(p.Words, w) {
			return false
		}
	}
	return true
}
