package replay

import (
	"slices"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// rulesWithoutCase are the rules of engine.Rules that no violationCase
// breaks, and why. Nothing else may be missing: a rule added to the engine
// needs its case (and so its goldens), or an entry here with a reason.
var rulesWithoutCase = map[string]string{
	"internal-error": "the engine reports it when it cannot apply an action; no valid log should trigger it",
}

// extraRules are the other rules a violation case cannot help breaking.
var extraRules = map[string][]string{
	// One Troll used seven times is exhausted from the second reap on.
	"rule-of-six": {"exhausted"},
}

func TestEveryRuleHasAViolationCase(t *testing.T) {
	cases := map[string]bool{}
	for _, c := range violationCases {
		if cases[c.rule] {
			t.Errorf("two violation cases for %q", c.rule)
		}
		cases[c.rule] = true
		if id := c.match().ID; id != c.rule {
			t.Errorf("case %q builds match %q: its goldens would not be named after the rule", c.rule, id)
		}
		if _, ok := engine.RuleByID(c.rule); !ok {
			t.Errorf("case %q: no such rule in engine.Rules", c.rule)
		}
	}
	for _, r := range engine.Rules {
		why, exempt := rulesWithoutCase[r.ID]
		switch {
		case exempt && cases[r.ID]:
			t.Errorf("rule %q has a violation case: drop it from rulesWithoutCase (%s)", r.ID, why)
		case !exempt && !cases[r.ID]:
			t.Errorf("rule %q (%s) has no violation case in matches_test.go", r.ID, r.Title)
		}
	}
	for id := range rulesWithoutCase {
		if _, ok := engine.RuleByID(id); !ok {
			t.Errorf("rulesWithoutCase names %q, which is not in engine.Rules", id)
		}
	}
}

// Each case breaks its rule and no other, but for the extras it declares.
func TestEachViolationCaseBreaksOnlyItsRule(t *testing.T) {
	for _, c := range violationCases {
		t.Run(c.rule, func(t *testing.T) {
			allowed := append([]string{c.rule}, extraRules[c.rule]...)
			seen := map[string]bool{}
			for _, v := range mustRun(t, c.match()).Violations {
				seen[v.Rule] = true
				if !slices.Contains(allowed, v.Rule) {
					t.Errorf("also breaks %q: %s", v.Rule, v.Message)
				}
			}
			for _, id := range allowed {
				if !seen[id] {
					t.Errorf("declared rule %q is not broken", id)
				}
			}
		})
	}
}

// TestAuditListsEveryBrokenRule: in the audit of every turn of every
// violation case, each action's governing rules include each rule the
// action broke, so the judge's view never shows a violation whose rule
// the action's checks leave out.
func TestAuditListsEveryBrokenRule(t *testing.T) {
	for _, c := range violationCases {
		r := mustRun(t, c.match())
		for turn := 0; turn <= r.LastTurn(); turn++ {
			ta, err := r.Turn(turn)
			if err != nil {
				continue // a turn with no actions (turn 0 without setup lines)
			}
			for _, a := range ta.Actions {
				for _, v := range a.Violations {
					if !slices.ContainsFunc(a.Governing, func(g engine.Rule) bool { return g.ID == v.Violation.Rule }) {
						t.Errorf("%s: turn %d action %d (%q) broke %s, not among its governing rules", c.rule, turn, a.Number, a.Text, v.Violation.Rule)
					}
				}
			}
		}
	}
}

// TestGoverningTableNamesTheUsualRules: the table itself (before the
// audit adds what an action broke) names the rule each case breaks on the
// verb of the line it breaks on, except choice-missing, which lands on
// whatever line follows the ability.
func TestGoverningTableNamesTheUsualRules(t *testing.T) {
	for _, c := range violationCases {
		r := mustRun(t, c.match())
		for i, v := range r.Violations {
			if v.Rule == "choice-missing" && r.Match.Entries[r.ViolationEntry[i]].Action.Verb != engine.VerbEnd {
				continue
			}
			verb := r.Match.Entries[r.ViolationEntry[i]].Action.Verb
			if !slices.ContainsFunc(Governing(verb), func(g engine.Rule) bool { return g.ID == v.Rule }) {
				t.Errorf("%s: %s on a %v line is not in the governing table for that verb", c.rule, v.Rule, verb)
			}
		}
	}
}
