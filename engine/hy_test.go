package engine

import "testing"

func init() {
	testCards["embellish-imp"] = &CardDef{ID: "embellish-imp", Name: "Embellish Imp", House: "dis", Type: TypeCreature, Power: 2}
}

// TestHyxDestroyedTogether: "If multiple cards are destroyed
// simultaneously … any non-'Destroyed:' abilities cannot trigger"
// (Rulebook, Destroyed). Embellish Imp ("Each time an enemy creature is
// destroyed, steal 1") destroyed by Kerwollop with an enemy Dust Pixie
// steals nothing; alive, it steals for each enemy creature destroyed.
func TestHyxDestroyedTogether(t *testing.T) {
	for _, tc := range []struct {
		name      string
		impDamage int
		bob       int
	}{
		{"destroyed together", 1, 0},
		{"survives", 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"kerwollop", "dust-pixie"}, []string{"embellish-imp"})
			s.hand(0, "kerwollop")
			s.creature(0, "dust-pixie")
			imp := s.creature(1, "embellish-imp")
			s.g.cards[imp].damage = int16(tc.impDamage)
			s.g.p[0].aember = 2
			s.house("shadows")
			s.wantRules(s.play("kerwollop"), "")
			s.wantAember(1, tc.bob)
		})
	}
}
