package engine

import (
	"strings"
	"testing"
)

func init() {
	testCards["restringuntus"] = &CardDef{ID: "restringuntus", Name: "Restringuntus", House: "dis", Type: TypeCreature, Power: 1}
}

// restringuntus plays a Restringuntus from Alice's hand (Dis active) and
// chooses house h for it.
func (s *scen) restringuntus(h House) {
	s.t.Helper()
	s.hand(0, "restringuntus")
	s.wantRules(s.play("restringuntus"), "")
	s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{string(h)}}), "")
}

// Rulebook: Step 2 – Choose a House ("Some card abilities may restrict a
// player's house choice"); Restringuntus: "Your opponent cannot choose that
// house as their active house until Restringuntus leaves play."
func TestRuleHouseForbidden(t *testing.T) {
	t.Run("the opponent cannot choose the named house", func(t *testing.T) {
		s := fightScen(t, []string{"restringuntus"}, nil)
		s.house("dis")
		s.restringuntus("logos")
		s.end()
		out := s.house("logos")
		s.wantRules(out, "house-choice")
		if len(out.Violations) == 1 && !strings.Contains(out.Violations[0].Message, "Restringuntus") {
			t.Errorf("message %q does not name the card that forbids the house", out.Violations[0].Message)
		}
	})
	t.Run("other houses stay legal and Restringuntus binds only the opponent", func(t *testing.T) {
		s := fightScen(t, []string{"restringuntus"}, nil)
		s.house("dis")
		s.restringuntus("logos")
		s.end()
		s.wantRules(s.house("shadows"), "")
		s.end()
		s.wantRules(s.house("dis"), "")
	})
	t.Run("it ends when Restringuntus leaves play", func(t *testing.T) {
		s := fightScen(t, []string{"restringuntus"}, nil)
		s.house("dis")
		s.restringuntus("logos")
		s.effect(Effect{Kind: EffDestroy, Card: ref("restringuntus")})
		s.end()
		s.wantRules(s.house("logos"), "")
	})
	t.Run("a log that omits the house cannot take it from a forbidden card", func(t *testing.T) {
		s := fightScen(t, []string{"restringuntus"}, []string{"quixo-the-adventurer"})
		s.house("dis")
		s.restringuntus("logos")
		s.end()
		s.hand(1, "quixo-the-adventurer")
		s.wantRules(s.play("quixo-the-adventurer"), "house-choice")
	})
	t.Run("a missing choice is flagged", func(t *testing.T) {
		s := fightScen(t, []string{"restringuntus"}, nil)
		s.house("dis")
		s.hand(0, "restringuntus")
		s.play("restringuntus")
		s.wantRules(s.end(), "choice-missing")
	})
	t.Run("the chosen house is part of the state hash", func(t *testing.T) {
		a := fightScen(t, []string{"restringuntus"}, nil)
		b := fightScen(t, []string{"restringuntus"}, nil)
		for _, c := range []struct {
			s *scen
			h House
		}{{a, "logos"}, {b, "untamed"}} {
			c.s.house("dis")
			c.s.restringuntus(c.h)
		}
		if a.g.Hash() == b.g.Hash() {
			t.Error("games that forbid different houses hash alike")
		}
	})
}

// Rulebook: Step 2 – Choose a House: "If there is no legal choice of
// house, the player plays the turn with no active house."
func TestRuleNoLegalHouse(t *testing.T) {
	// noHouse is turn 4: Bob, whose three houses Alice's three
	// Restringuntus forbid, with Silvertooth (Shadows) in play and Quixo
	// (Logos) in hand.
	noHouse := func(t *testing.T) *scen {
		s := fightScen(t, []string{"restringuntus", "restringuntus", "restringuntus"}, []string{"silvertooth", "quixo-the-adventurer", "troll"})
		s.house("dis")
		s.restringuntus("shadows")
		s.end()
		s.wantRules(s.house("logos"), "")
		s.end()
		s.house("dis")
		s.restringuntus("logos")
		s.restringuntus("untamed")
		s.end()
		s.creature(1, "silvertooth")
		s.hand(1, "quixo-the-adventurer")
		return s
	}
	t.Run("the turn goes on with no active house", func(t *testing.T) {
		s := noHouse(t)
		s.wantRules(s.end(), "")
		if s.g.Active() != 0 {
			t.Errorf("turn did not pass to Alice")
		}
	})
	t.Run("choosing a forbidden house is still a violation", func(t *testing.T) {
		s := noHouse(t)
		s.wantRules(s.house("shadows"), "house-choice")
	})
	t.Run("no card can be played or used", func(t *testing.T) {
		s := noHouse(t)
		out := s.play("quixo-the-adventurer")
		s.wantRules(out, "not-active-house")
		if len(out.Violations) == 1 && !strings.Contains(out.Violations[0].Message, "no active house") {
			t.Errorf("message %q does not say there is no active house", out.Violations[0].Message)
		}
		if s.g.house != "" {
			t.Errorf("active house %q, want none", s.g.house)
		}
		s.wantRules(s.reap("silvertooth"), "not-active-house")
	})
	t.Run("a card of another house in play makes its house legal", func(t *testing.T) {
		s := noHouse(t)
		s.creature(1, "troll") // Bob controls a Brobnar creature
		s.wantRules(s.house("brobnar"), "")
	})
}
