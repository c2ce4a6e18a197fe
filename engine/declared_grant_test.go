package engine

import (
	"slices"
	"strings"
	"testing"
)

const readyText = "Fight: Ready this creature."

// grantedOn is what the board shows a card gained (CardView.Granted).
func grantedOn(s *scen, pl int8, id string) []string {
	for _, c := range s.g.View().Players[pl].Battleline {
		if c.ID == id {
			return c.Granted
		}
	}
	return nil
}

func grantEvent(out Outcome, part string) bool {
	for _, e := range out.Events {
		if e.Kind == EvStatus && strings.Contains(e.Other, part) {
			return true
		}
	}
	return false
}

// A declared granted ability is stored, shown while it lasts, says when its
// trigger comes, and the declared effects after it apply: Troll gains
// "Fight: Ready this creature." for the turn, fights, and "> ready Troll"
// readies it; the next turn the board no longer shows it.
func TestDeclaredGrantFightReady(t *testing.T) {
	s, ids := effScen(t)
	out := s.effect(Effect{Kind: EffGrant, Card: ref("troll"), Text: readyText, Duration: UntilTurnEnd})
	s.wantRules(out, "")
	if !grantEvent(out, `gains "`+readyText+`"`) {
		t.Errorf("no event says Troll gains the ability: %v", out.Events)
	}
	if got := grantedOn(s, 0, "troll"); !slices.Equal(got, []string{readyText}) {
		t.Fatalf("board shows %q granted, want the text", got)
	}
	out = s.fight("troll", "silvertooth")
	s.wantRules(out, "")
	if !grantEvent(out, "resolves (the log declares its effects)") {
		t.Errorf("the fight does not say the granted ability resolves: %v", out.Events)
	}
	s.wantRules(s.effect(Effect{Kind: EffReady, Card: ref("troll")}), "")
	if s.g.cards[ids["troll"]].has(flExhausted) {
		t.Error("Troll is still exhausted after the declared ready")
	}
	// A reap triggers nothing of a "Fight:" text.
	if out := s.reap("troll"); grantEvent(out, "resolves") {
		t.Errorf("a reap resolved the Fight: ability: %v", out.Events)
	}
	s.end()
	if got := grantedOn(s, 0, "troll"); got != nil {
		t.Errorf("after the turn the board still shows %q", got)
	}
}

// How long a declared grant lasts, and who it is given to.
func TestDeclaredGrantDuration(t *testing.T) {
	tests := []struct {
		name   string
		e      Effect
		rules  string
		after  func(s *scen) // what happens next
		troll  int           // grants Troll shows afterwards
		urchin int           // grants Urchin shows afterwards (an enemy)
	}{
		{"lasts the game without a duration", Effect{Kind: EffGrant, Card: ref("troll"), Text: readyText}, "", func(s *scen) { s.end(); s.end() }, 1, 0},
		{"ends when the card leaves play", Effect{Kind: EffGrant, Card: ref("troll"), Text: readyText}, "", func(s *scen) {
			s.effect(Effect{Kind: EffDestroy, Card: ref("troll")})
		}, 0, 0},
		{"while a card is in play ends when it leaves", Effect{Kind: EffGrant, Card: ref("troll"), Text: readyText, Duration: UntilLeavesPlay, Target: ref("gauntlet-of-command")}, "", func(s *scen) {
			s.effect(Effect{Kind: EffDestroy, Card: ref("gauntlet-of-command")})
		}, 0, 0},
		{"each friendly creature, one that enters later too", Effect{Kind: EffGrant, Text: "Reap: Gain 1A.", Duration: UntilTurnEnd}, "", func(s *scen) {
			s.play("krump")
			if got := grantedOn(s, 0, "krump"); len(got) != 1 {
				s.t.Errorf("Krump, played after, shows %q", got)
			}
		}, 1, 0},
		{"each enemy creature", Effect{Kind: EffGrant, Opponent: true, Text: "Reap: Gain 1A."}, "", func(s *scen) {}, 0, 1},
		{"a card that is not a creature in play", Effect{Kind: EffGrant, Card: ref("gauntlet-of-command"), Text: readyText}, "effect-target", func(s *scen) {}, 0, 0},
		{"no text", Effect{Kind: EffGrant, Card: ref("troll")}, "effect-target", func(s *scen) {}, 0, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s, _ := effScen(t)
			s.wantRules(s.effect(tc.e), tc.rules)
			tc.after(s)
			if got := len(grantedOn(s, 0, "troll")); got != tc.troll {
				t.Errorf("Troll shows %d granted abilities, want %d", got, tc.troll)
			}
			if got := len(grantedOn(s, 1, "urchin")); got != tc.urchin {
				t.Errorf("Urchin shows %d granted abilities, want %d", got, tc.urchin)
			}
		})
	}
}

// A scripted card that holds a declared grant takes the choose line of the
// ability only the log resolves (no choice-unexpected); without the grant
// the same line is unexpected.
func TestDeclaredGrantAcceptsChoice(t *testing.T) {
	for _, granted := range []bool{false, true} {
		s, _ := effScen(t)
		if granted {
			s.effect(Effect{Kind: EffGrant, Card: ref("troll"), Text: "Reap: Deal 2D to a creature."})
		}
		s.reap("troll")
		want := "choice-unexpected"
		if granted {
			want = ""
		}
		s.wantRules(s.choose("urchin"), want)
		s.wantRules(s.effect(Effect{Kind: EffDamage, N: 2, Card: ref("silvertooth")}), "")
	}
}

// The granted text is game state: the hash tells two texts apart, and a
// clone keeps it.
func TestDeclaredGrantHashAndClone(t *testing.T) {
	a, _ := effScen(t)
	b, _ := effScen(t)
	a.effect(Effect{Kind: EffGrant, Card: ref("troll"), Text: readyText})
	b.effect(Effect{Kind: EffGrant, Card: ref("troll"), Text: "Reap: Gain 1A."})
	if a.g.Hash() == b.g.Hash() {
		t.Error("two granted texts hash the same")
	}
	c := a.g.Clone()
	if got := c.View().Players[0].Battleline[0].Granted; !slices.Equal(got, []string{readyText}) {
		t.Errorf("the clone shows %q", got)
	}
}

func TestGrantTrigger(t *testing.T) {
	tests := []struct {
		text string
		want Trigger
	}{
		{"Fight: Ready this creature.", OnFight},
		{"Reap: Gain 1A.", OnReap},
		{"Fight/Reap: Steal 1A.", OnFight | OnReap},
		{"After Reap: Draw a card.", OnReap},
		{"Before Fight: Deal 2D to the creature it fights.", OnBeforeFight},
		{"Destroyed: Archive this creature.", OnDestroyed},
		{"At the start of your turn, gain 1A.", OnTurnStart},
		{"At the end of your turn, ready this creature.", OnTurnEnd},
		{"Skirmish.", 0},
		{"This creature cannot be dealt damage.", 0},
	}
	for _, tc := range tests {
		t.Run(tc.text, func(t *testing.T) {
			if got := grantTrigger(tc.text); got != tc.want {
				t.Errorf("trigger %b, want %b", got, tc.want)
			}
		})
	}
}
