package engine

// Small additions to the ability language for the cards of
// scripts_hand_e.go: a step that only chooses (DoChoose: "Choose a
// creature. …", the later steps act on "that creature"), and two target
// filters, InCenter ("a creature in the center of its controller's
// battleline") and NoAember ("a creature with no A on it").

// heNoVerb is the source of a lasting effect that forbids the active
// player's creatures verb ("Your opponent cannot use creatures to fight
// on their next turn"), -1 when none does.
func (g *Game) heNoVerb(verb Verb) int16 {
	for _, l := range g.lasting {
		if l.kind == lastNoVerb && l.player == g.active && Verb(l.n) == verb {
			return l.source
		}
	}
	return -1
}

// heNoVerbText is the English of a lastNoVerb step (about the opponent,
// until the end of their next turn).
func heNoVerbText(st *Clause) string {
	if Verb(st.N) == VerbReap {
		return "Enemy creatures cannot reap during your opponent's next turn"
	}
	return "Your opponent cannot use creatures to " + Verb(st.N).String() + " on their next turn"
}

// HouseForbidden reports whether a lasting effect says player pl cannot
// choose house h as their active house (Restringuntus; Snag and Mark of
// Dis forbid every house but one).
func (g *Game) HouseForbidden(pl int8, h House) bool { return g.houseForbiddenBy(pl, h) >= 0 }

// heMatches checks the filters of this file against card id.
func (g *Game) heMatches(f Filter, id int16) bool {
	switch {
	case f&InCenter != 0 && !g.inCenter(id),
		f&NoAember != 0 && g.cards[id].aember != 0:
		return false
	}
	return true
}

// heFilterText is the English of the filters of this file, after the
// target's noun.
func heFilterText(f Filter) string {
	s := ""
	if f&NoAember != 0 {
		s += " with no A on it"
	}
	if f&InCenter != 0 {
		s += " in the center of its controller's battleline"
	}
	return s
}
