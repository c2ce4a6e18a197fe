package engine

import "testing"

// A deck whose list does not hold its token creature (Master Vault lists
// leave it out) takes the one the match header names (Deck.Token) for a
// "make a token creature" the log does not answer; without it the log must
// say which (choice-missing).
func TestDeckTokenFromHeader(t *testing.T) {
	tests := []struct {
		name  string
		token string
		rules string
		want  string // the token creature made ("" none)
	}{
		{"named by the header", "catena-fiend", "", "catena-fiend"},
		{"not named", "", "choice-missing", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, []string{"probe-action", "troll"}, []string{"silvertooth"})
			s.g.p[0].deck.Token = tc.token
			s.g.setScript("probe-action", &Script{ID: "probe-action", Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoToken, N: 1}}}}})
			s.hand(0, "probe-action")
			s.house("brobnar")
			s.wantRules(s.play("probe-action"), tc.rules)
			got := ""
			if l := s.g.p[0].line; len(l) > 0 {
				got = s.g.def(l[len(l)-1]).ID
			}
			if got != tc.want {
				t.Errorf("token creature made: %q, want %q", got, tc.want)
			}
		})
	}
}
