package engine

import (
	"strconv"
	"strings"
)

// Choices that later steps act on (issue 16, hand-scripted batch D).
//
// Many cards first choose cards and only then say what happens to them,
// often to several choices at once: "Choose a friendly creature and an
// enemy creature. Destroy the chosen creatures and …" (Quintrino Flux),
// "Move 1A from a friendly creature to another friendly creature"
// (Monument to Primus). DoChoose makes the choice a step of its own (it
// does nothing to the cards but make them "that creature"), DoChooseAlso
// adds a second choice to the first one's cards, and the filter NotThat
// ("another") keeps a card already chosen from being chosen again. A
// closure (DoGo) or a That step then acts on the choices, in the order
// they were made. DoReveal is the choice of cards from hand a card
// reveals: "for each card revealed this way" counts them.

// AnyNumber as an UpTo target's N is "any number of".
const AnyNumber = 100

// hdChooseAlso adds the cards just chosen to the ones the last step
// chose (at most four in all); "if you do" is whether any was.
func (g *Game) hdChooseAlso(r *run, ids []int16) {
	for _, id := range ids {
		if int(r.nThat) < len(r.that) {
			r.that[r.nThat] = id
			r.nThat++
		}
	}
	r.did, r.done = len(ids) > 0, int16(len(ids))
}

// hdNotThat drops from cands the cards the last step acted on.
func hdNotThat(cands []int16, r *run) []int16 {
	k := 0
	for _, id := range cands {
		if indexOf(r.that[:r.nThat], id) < 0 {
			cands[k] = id
			k++
		}
	}
	return cands[:k]
}

// hdRepeatsLeft reports whether a "repeat" step with a computed amount
// (Per) goes back once more: "For each friendly ready Mars creature, deal
// 2D to a creature" is the damage step, then a repeat that goes back while
// fewer than that many have resolved. Without Per it always does (its If
// decides).
func (g *Game) hdRepeatsLeft(st *Clause, r *run) bool {
	return st.Per == nil || int(r.loops)+1 < g.quantity(st.Per, r)
}

// hdCreatureOf is the creature an upgrade is attached to ("while this
// creature is on a flank"), and any other card itself.
func (g *Game) hdCreatureOf(id int16) int16 {
	if c := &g.cards[id]; c.zone == ZoneUpgrade && c.parent >= 0 {
		return c.parent
	}
	return id
}

// hdOptionNamed is the option of a "choose one" step (DoChooseOne) that
// word names, 0 when none: the step's Say lists its options' names as
// TCO and keyteki give them ("Capture opponent's Æmber / Remove Æmber"),
// in order; case and spaces around them do not matter.
func hdOptionNamed(st *Clause, word string) int {
	if st.Say == "" {
		return 0
	}
	for i, name := range strings.Split(st.Say, " / ") {
		if strings.EqualFold(strings.TrimSpace(name), strings.TrimSpace(word)) {
			return i + 1
		}
	}
	return 0
}

// hdNumber reads the number a "choose a number" step (DoChooseNumber)
// asks for: it is what the step did ("this way"), for the steps after.
func (g *Game) hdNumber(r *run) (bool, int) {
	w, ok := g.ans.nextWord()
	if !ok {
		g.violate("choice-missing", r.player, "%s: the log does not say which number was chosen", g.defs[r.def].Name)
		return false, 0
	}
	n, err := strconv.Atoi(strings.TrimSpace(w))
	if err != nil || n < 0 {
		g.violate("effect-target", r.player, "%s: %q is not a number", g.defs[r.def].Name, w)
		return false, 0
	}
	return true, n
}
