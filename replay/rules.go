package replay

import (
	"slices"

	"github.com/kfr-dev/kfr/engine"
)

// governing maps a verb (its index; an array the compiler lays out, where a
// map was built at every start) to the ids of engine.Rules that govern that
// kind of action. It is replay's own reading of the rules table: the engine reports
// the rules an action broke, not the ones it evaluated. A choice an
// ability waits for is settled by whatever line comes next, so
// choice-missing can land on any line: the audit adds a broken rule the
// list lacks (see ruleList), and the list names only the usual ones.
var governing = [...][]string{
	engine.VerbMulligan: {"mulligan"},
	engine.VerbTurn:     {"turn-order", "game-over"},
	engine.VerbForge:    {"forge-step", "forge-unaffordable", "key-forged", "game-over"},
	engine.VerbHouse:    {"house-choice", "house-must", "house-twice", "game-over"},
	engine.VerbArchives: {"archives-timing", "game-over"},
	engine.VerbPlay: {"not-active-house", "first-turn", "rule-of-six", "card-not-available",
		"card-not-in-deck", "alpha", "omega", "restricted", "deploy", "upgrade-target", "gigantic", "game-over"},
	engine.VerbDiscard: {"not-active-house", "first-turn", "omega", "card-not-available",
		"card-not-in-deck", "game-over"},
	engine.VerbReap: {"not-active-house", "exhausted", "stunned", "enrage", "not-controller",
		"not-in-play", "not-a-creature", "rule-of-six", "omega", "restricted", "game-over"},
	engine.VerbFight: {"not-active-house", "exhausted", "stunned", "not-controller", "not-in-play",
		"not-a-creature", "no-enemy-creature", "fight-target", "taunt", "rule-of-six", "omega", "restricted", "game-over"},
	engine.VerbAction: {"not-active-house", "exhausted", "stunned", "enrage", "not-controller",
		"not-in-play", "rule-of-six", "omega", "restricted", "game-over"},
	engine.VerbOmni: {"exhausted", "stunned", "not-controller", "not-in-play", "rule-of-six",
		"omega", "restricted", "game-over"},
	engine.VerbTide:    {"tide-chains", "game-over"},
	engine.VerbDraw:    {"hand-refill", "game-over"},
	engine.VerbChoose:  {"choice-missing", "choice-unexpected"},
	engine.VerbEffect:  {"forge-mandatory", "stunned", "effect-target", "effect-differs", "not-a-creature", "game-over"},
	engine.VerbEnd:     {"choice-missing", "game-over"},
	engine.VerbConcede: {"game-over"},
	engine.VerbHand:    {"card-not-available", "card-not-in-deck"},
	engine.VerbUnstun: {"not-active-house", "exhausted", "stunned", "enrage", "not-controller",
		"not-in-play", "not-a-creature", "rule-of-six", "omega", "restricted", "game-over"},
	engine.VerbProphecy: {"prophecy", "card-not-available", "card-not-in-deck", "game-over"},
	engine.VerbFlip:     {"prophecy", "game-over"},
}

// Governing are the rules that govern actions of verb v, in the order of
// engine.Rules' entries named above (ids the table lacks are skipped).
func Governing(v engine.Verb) []engine.Rule {
	var ids []string
	if int(v) < len(governing) {
		ids = governing[v]
	}
	out := make([]engine.Rule, 0, len(ids))
	for _, id := range ids {
		if rule, ok := engine.RuleByID(id); ok {
			out = append(out, rule)
		}
	}
	return out
}

// ruleList is Governing(v) with every rule vs broke that the list lacks
// added at the end, so that an audit never shows a broken rule the
// action's checks leave out.
func ruleList(v engine.Verb, vs []engine.Violation) []engine.Rule {
	out := Governing(v)
	for _, x := range vs {
		if slices.ContainsFunc(out, func(r engine.Rule) bool { return r.ID == x.Rule }) {
			continue
		}
		if rule, ok := engine.RuleByID(x.Rule); ok {
			out = append(out, rule)
		}
	}
	return out
}
