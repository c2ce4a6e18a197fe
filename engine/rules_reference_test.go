package engine

import "testing"

// ruleReference gives what RuleByID gives, for every rule, for an id no
// rule has, and once a tool has put the rules in another order.
func TestRuleReferenceAsRuleByID(t *testing.T) {
	same := func() {
		t.Helper()
		for _, id := range append(ruleIDs(), "no-such-rule") {
			r, _ := RuleByID(id)
			if got := ruleReference(id); got != r.Reference {
				t.Errorf("%s: ruleReference says %q, RuleByID %q", id, got, r.Reference)
			}
		}
	}
	same()
	saved := Rules
	defer func() { Rules = saved }()
	Rules = append([]Rule{{ID: "first-turn", Reference: "moved"}}, saved[1:]...)
	Rules[1], Rules[2] = Rules[2], Rules[1]
	same()
}

func ruleIDs() []string {
	var ids []string
	for _, r := range Rules {
		ids = append(ids, r.ID)
	}
	return ids
}
