package engine

import "strconv"

// Batch AB's closures, kinds and hooks (prefix ab; issue 16). Its numbers:
// lasting kinds 70–79, constant kinds 190–201, trigger bits 46–48, filter
// bits 42, 44, 45, quantities 23–26, conditions 30–34, ops 87–91.

// abOnShuffledDiscard: "After you shuffle your discard pile into your
// deck, …" (Sabira the Medium): a draw from an empty deck, or an ability,
// shuffling a discard pile that holds cards (trigger bit 47).
const abOnShuffledDiscard Trigger = 1 << 47

// abShuffledDiscard fires abOnShuffledDiscard for player pl's cards, after
// n cards of pl's discard pile were shuffled into pl's deck.
func (g *Game) abShuffledDiscard(pl int8, n int) {
	if n > 0 && g.triggers&abOnShuffledDiscard != 0 {
		g.fireFor(pl, abOnShuffledDiscard, -1)
	}
}

// abTriggerLead prints the triggers of batch AB ("" for another).
func abTriggerLead(a *Ability) string {
	switch {
	case a.On&abOnReadied != 0:
		return abReadiedLead(a)
	case a.On&abOnShuffledDiscard != 0:
		return "After you shuffle your discard pile into your deck"
	}
	return ""
}

// abReadierDiscardsTop is "discard the top card of their deck" of the
// player who readied: the active player (readied.go).
func abReadierDiscardsTop(x *Ctx) {
	pl := x.g.active
	x.g.moveTop(pl, min(1, x.g.p[pl].deckSize()), false)
}

// abExtraDraw: "While your blue key is forged, you draw 2 additional
// cards during your “draw cards” step." (Scheming Expertise): Who draws N
// cards after refilling their hand, while If holds (constant kind 193).
const abExtraDraw StaticKind = 193

// abDrawExtra draws the additional cards of player pl's "draw cards" step.
func (g *Game) abDrawExtra(pl int8) {
	if n := g.abStaticSum(abExtraDraw, pl, KeyAny); n > 0 {
		g.draw(pl, n)
	}
}

// abStaticText prints batch AB's constant abilities of this file.
func abStaticText(st *Static, name string) (string, bool) {
	if st.Is != abExtraDraw {
		return "", false
	}
	s := "you draw " + strconv.Itoa(st.N) + " additional cards during your “draw cards” step."
	if st.If.Is != Always {
		return "While " + condText(&st.If, name) + ", " + s, true
	}
	return upperFirst(s), true
}
