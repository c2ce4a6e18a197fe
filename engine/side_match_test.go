package engine

import "testing"

// TestSideMayMatchAsMatches: inPlayCandidates passes over a side of the
// board sideMayMatch rules out; matches must accept none of its cards, for
// the target of every generated step that looks in play, from either
// player and from a card on either side or none.
func TestSideMayMatchAsMatches(t *testing.T) {
	s := newScen(t, []string{"troll", "krump", "gauntlet-of-command"}, []string{"urchin", "bad-penny", "gorm-of-omm"})
	srcs := []int16{-1, s.creature(0, "troll"), s.creature(0, "krump"), s.creature(1, "urchin"), s.creature(1, "bad-penny")}
	s.artifact(0, "gauntlet-of-command")
	s.artifact(1, "gorm-of-omm")
	g := s.g
	skipped, asked := 0, 0
	// The card itself on the other side (an ability whose card changed
	// sides): no generated step asks that way.
	own := []Script{{ID: "self", Abilities: []Ability{{Steps: []Clause{
		{To: Target{Count: Self, Kind: Creature, Side: Friendly}},
		{To: Target{Count: Self, Kind: Creature, Side: Enemy}},
	}}}}}
	for _, list := range append(genLists[:], own) {
		for i := range list {
			for j := range list[i].Abilities {
				for k := range list[i].Abilities[j].Steps {
					t0 := &list[i].Abilities[j].Steps[k].To
					if t0.Where != InPlay {
						continue
					}
					asked++
					for pl := range int8(2) {
						for side := range int8(2) {
							if sideMayMatch(t0, side == pl) {
								continue
							}
							skipped++
							for _, id := range append(append([]int16(nil), g.p[side].line...), g.p[side].arts...) {
								for _, src := range srcs {
									if g.matches(t0, id, src, pl) {
										t.Fatalf("%s: sideMayMatch rules out player %d's side for player %d, but %s matches", list[i].ID, side, pl, g.name(id))
									}
								}
							}
						}
					}
				}
			}
		}
	}
	if skipped < 300 {
		t.Fatalf("%d targets of %d skip a side: too few to tell", skipped, asked)
	}
}
