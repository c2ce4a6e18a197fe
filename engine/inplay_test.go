package engine

import "testing"

// InPlay tells which creatures have taunt and which a neighbor's taunt
// guards (Rulebook, Taunt).
func TestInPlayTauntAndGuarded(t *testing.T) {
	s := newScen(t, []string{"troll", "champion-anaphiel", "krump", "bumpsy"}, nil)
	for _, id := range []string{"troll", "champion-anaphiel", "krump", "bumpsy"} {
		s.creature(0, id)
	}
	want := []struct{ taunt, guarded bool }{{false, true}, {true, false}, {false, true}, {false, false}}
	got := s.g.InPlay(0, nil)
	for i, w := range want {
		if got[i].Taunt != w.taunt || got[i].Guarded != w.guarded {
			t.Errorf("%s: taunt %v guarded %v, want %v %v", got[i].Ref.ID, got[i].Taunt, got[i].Guarded, w.taunt, w.guarded)
		}
	}
}
