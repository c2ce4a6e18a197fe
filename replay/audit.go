package replay

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

// At names a point of the game: turn T after its A-th entry (A = 0 is the
// start of the turn, before any of its entries). Turn 0 is the setup.
type At struct{ Turn, Action int }

func (a At) String() string { return fmt.Sprintf("%d.%d", a.Turn, a.Action) }

// ParseAt reads "T" (the start of turn T) or "T.A" (turn T after its A-th
// action), as the --at flag takes it.
func ParseAt(s string) (At, error) {
	t, a, dotted := strings.Cut(s, ".")
	at := At{}
	var err error
	if at.Turn, err = strconv.Atoi(t); err == nil && dotted {
		at.Action, err = strconv.Atoi(a)
	}
	if err != nil || at.Turn < 0 || at.Action < 0 {
		return At{}, fmt.Errorf("%q is not a point of the game: expected T or T.A (a turn, then an action of that turn, counted from 1), e.g. 7 or 7.3", s)
	}
	return at, nil
}

// TurnEntries are the indexes of Steps that belong to turn t, in order.
func (r *Replay) TurnEntries(t int) []int {
	var out []int
	for i, s := range r.Steps {
		if s.Turn == t {
			out = append(out, i)
		}
	}
	return out
}

// LastTurn is the highest turn an entry belongs to (the engine may already
// have begun the next one: the final turn can be one more).
func (r *Replay) LastTurn() int {
	t := 0
	for _, s := range r.Steps {
		t = max(t, s.Turn)
	}
	return max(t, r.final.Turn())
}

// entriesBefore is how many entries are applied at point at: the game
// state there is the one after that many entries.
func (r *Replay) entriesBefore(at At) (int, error) {
	if at.Turn < 0 || at.Action < 0 {
		return 0, fmt.Errorf("replay: no point %s: turn and action count from 0", at)
	}
	idx := r.TurnEntries(at.Turn)
	if len(idx) == 0 {
		switch {
		case at.Turn == 0 && at.Action == 0:
			return 0, nil
		case at.Turn == r.final.Turn() && at.Action == 0:
			return len(r.Steps), nil
		}
		return 0, fmt.Errorf("replay: turn %d has no actions (the match has turns 0 to %d)", at.Turn, r.LastTurn())
	}
	if at.Action > len(idx) {
		return 0, fmt.Errorf("replay: turn %d has %d actions, not %d (try %d.%d)", at.Turn, len(idx), at.Action, at.Turn, len(idx))
	}
	if at.Action == 0 {
		return idx[0], nil
	}
	return idx[at.Action-1] + 1, nil
}

// gameAfter is a game with the first n entries applied: a kept clone when
// the replay kept states, else a fresh re-run.
func (r *Replay) gameAfter(n int) (*engine.Game, error) {
	if n > 0 && n <= len(r.states) {
		return r.states[n-1].Clone(), nil
	}
	g, _, err := newGame(r.Match, r.db, r.decks)
	if err != nil {
		return nil, err
	}
	for i := 0; i < n; i++ {
		g.Apply(r.Match.Entries[i].Action)
	}
	return g, nil
}

// StateAt is the board at turn t after its action a (a = 0: the start of
// turn t, before its first entry).
func (r *Replay) StateAt(t, a int) (engine.View, error) {
	n, err := r.entriesBefore(At{t, a})
	if err != nil {
		return engine.View{}, err
	}
	g, err := r.gameAfter(n)
	if err != nil {
		return engine.View{}, err
	}
	return g.View(), nil
}

// ActionAudit is one entry of an audited turn.
type ActionAudit struct {
	Number int // 1-based within the turn: the A of T.A
	Entry  int // index in Match.Entries
	Line   int
	Text   string
	Phase  engine.Step
	Before engine.View
	After  engine.View
	// Changes is what differs between Before and After.
	Changes []Change
	Events  []engine.Event
	// Checks are the checkpoint items this entry compared.
	Checks []engine.CheckResult
	// Violations are the rules the entry broke, with the rule's text.
	Violations []RuleViolation
	// Governing are the rules of the engine's table that govern this kind
	// of action. The engine does not report which rules it evaluated; a
	// governing rule without a violation was respected as far as the
	// engine checks it.
	Governing []engine.Rule
	Hash      uint64
}

// RuleViolation is a violation with the rule it breaks.
type RuleViolation struct {
	engine.Violation
	Rule engine.Rule // zero Rule when the id is not in engine.Rules
}

// TurnAudit is a turn, action by action.
type TurnAudit struct {
	Turn    int      // the absolute index
	Name    TurnName // the turn as players name it
	Player  int8
	Start   engine.View
	Actions []ActionAudit
}

// Turn audits turn t: each action with the state before and after it.
func (r *Replay) Turn(t int) (*TurnAudit, error) {
	idx := r.TurnEntries(t)
	if len(idx) == 0 {
		return nil, fmt.Errorf("replay: turn %d has no actions (the match has turns 0 to %d)", t, r.LastTurn())
	}
	g, err := r.gameAfter(idx[0])
	if err != nil {
		return nil, err
	}
	ta := &TurnAudit{Turn: t, Name: r.Name(t), Player: r.Steps[idx[0]].Player, Start: g.View()}
	before := ta.Start
	for k, i := range idx {
		// Entries of a turn are consecutive except around a mulligan or a
		// late reveal; apply whatever lies between to stay exact.
		for j := r.nextEntry(k, idx, i); j < i; j++ {
			g.Apply(r.Match.Entries[j].Action)
		}
		if k > 0 && idx[k-1] != i-1 {
			before = g.View()
		}
		e := &r.Match.Entries[i]
		out := g.Apply(e.Action)
		after := g.View()
		aa := ActionAudit{Number: k + 1, Entry: i, Line: e.Line, Text: r.EntryText(i), Phase: r.Steps[i].Phase,
			Before: before, After: after, Changes: Diff(before, after, r.db),
			Events:    append([]engine.Event(nil), out.Events...),
			Checks:    append([]engine.CheckResult(nil), out.Checks...),
			Governing: ruleList(e.Action.Verb, out.Violations), Hash: g.Hash()}
		for _, v := range out.Violations {
			rule, _ := engine.RuleByID(v.Rule)
			aa.Violations = append(aa.Violations, RuleViolation{Violation: v, Rule: rule})
		}
		ta.Actions = append(ta.Actions, aa)
		before = after
	}
	return ta, nil
}

// nextEntry is the first entry not yet applied before entry i.
func (r *Replay) nextEntry(k int, idx []int, i int) int {
	if k == 0 {
		return i
	}
	return idx[k-1] + 1
}
