package engine

import "testing"

// Batch "audit Z" (issue 16): scripts found doing something else than
// their printed text, each with a test that fails on the old script.

func init() {
	add := func(id, name string, h House, t CardType, power, armor, amber int) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber}
	}
	cr := TypeCreature
	add("mugwump", "Mugwump", "untamed", cr, 6, 0, 0)
}

// Mugwump: "After an enemy creature is destroyed fighting Mugwump, fully
// heal Mugwump and give it a +1 power counter." — "it" is Mugwump, not the
// destroyed creature.
func TestAuditMugwump(t *testing.T) {
	s := housesScen(t, [3]House{"untamed", "brobnar", "dis"}, bobHouses, []string{"mugwump"}, []string{"silvertooth"})
	s.end()
	s.end()
	m, st := s.creature(0, "mugwump"), s.creature(1, "silvertooth")
	s.house("untamed")
	s.wantRules(s.fight("mugwump", "silvertooth"), "")
	s.wantZone(st, ZoneDiscard)
	s.wantDamage(m, 0)
	s.wantInt("Mugwump's +1 power counters", int(s.g.cards[m].counters), 1)
	s.wantInt("Silvertooth's +1 power counters", int(s.g.cards[st].counters), 0)
}
