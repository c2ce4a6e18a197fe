package engine

import "testing"

func init() {
	testCards["lieutenant-valmart"] = &CardDef{ID: "lieutenant-valmart", Name: "Lieutenant Valmart", House: "staralliance", Type: TypeCreature, Power: 3}
}

// A lasting effect on a player (a key cost, an extra turn) is an event, so
// that a TCO line stating it can be checked against what the engine did.
func TestLastingOnAPlayerIsAnEvent(t *testing.T) {
	find := func(out Outcome, word string) (Event, bool) {
		for _, e := range out.Events {
			if e.Kind == EvStatus && e.Other == word {
				return e, true
			}
		}
		return Event{}, false
	}
	t.Run("a scripted key cost, on the opponent", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", []string{"lieutenant-valmart"}, nil)
		s.g.p[0].tide = true
		s.hand(0, "lieutenant-valmart")
		s.house("staralliance")
		out := s.play("lieutenant-valmart")
		s.wantRules(out, "")
		e, ok := find(out, StatusKeyCost)
		if !ok || e.Player != 1 || e.N != 3 {
			t.Fatalf("key cost event %+v (found %v), want Bob's +3", e, ok)
		}
		if k, ok := EventEffect(e); !ok || k != EffKeyCost {
			t.Errorf("the event states %v, want keycost", k)
		}
	})
	t.Run("no tide, no key cost", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", []string{"lieutenant-valmart"}, nil)
		s.hand(0, "lieutenant-valmart")
		s.house("staralliance")
		if e, ok := find(s.play("lieutenant-valmart"), StatusKeyCost); ok {
			t.Errorf("key cost event %+v with the tide not high", e)
		}
	})
	t.Run("a declared extra turn", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", nil, nil)
		out := s.effect(Effect{Kind: EffExtraTurn})
		e, ok := find(out, StatusExtraTurn)
		if !ok || e.Player != 0 {
			t.Fatalf("extra turn event %+v (found %v), want Alice's", e, ok)
		}
		if k, ok := EventEffect(e); !ok || k != EffExtraTurn {
			t.Errorf("the event states %v, want extraturn", k)
		}
	})
}
