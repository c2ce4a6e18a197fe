package replay

import (
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

func TestEachViolationCaseBreaksItsRule(t *testing.T) {
	for _, c := range violationCases {
		t.Run(c.rule, func(t *testing.T) {
			r := mustRun(t, c.match())
			if r.Clean() {
				t.Fatal("Clean() is true for a match with a violation")
			}
			var rules []string
			for i, v := range r.Violations {
				rules = append(rules, v.Rule)
				if _, ok := engine.RuleByID(v.Rule); !ok {
					t.Errorf("violation %q is not in engine.Rules", v.Rule)
				}
				e := r.ViolationEntry[i]
				if v.Action != e {
					t.Errorf("violation %d: the engine's action index %d is not its entry %d", i, v.Action, e)
				}
				if !slices.Contains(r.StepViolations(e), v) {
					t.Errorf("violation %d is not among the violations of entry %d", i, e)
				}
			}
			if !slices.Contains(rules, c.rule) {
				t.Errorf("violations %v lack %q", rules, c.rule)
			}
		})
	}
}

func TestCleanMatch(t *testing.T) {
	m := cleanMatch()
	r := mustRun(t, m)
	if !r.Clean() {
		t.Fatalf("violations %v, %d checkpoint disagreements", r.Violations, r.Disagreements())
	}
	if r.Result != (Result{Winner: 1, Reason: "concede"}) {
		t.Errorf("result %+v, want Bob by concession", r.Result)
	}
	if len(r.Steps) != len(m.Entries) {
		t.Fatalf("%d steps for %d entries", len(r.Steps), len(m.Entries))
	}
	if len(r.Checkpoints) != 6 {
		t.Errorf("%d checkpoints, want the log's 6", len(r.Checkpoints))
	}
	for i, s := range r.Steps {
		if s.Line != m.Entries[i].Line {
			t.Errorf("step %d: line %d, want %d", i, s.Line, m.Entries[i].Line)
		}
	}
	// Turn attribution: the "end" of turn 1 belongs to turn 1 and to Alice.
	end := slices.IndexFunc(m.Entries, func(e record.Entry) bool { return e.Action.Verb == engine.VerbEnd })
	if s := r.Steps[end]; s.Turn != 1 || s.Player != 0 || s.Phase != engine.StepDraw {
		t.Errorf("first end: turn %d player %d step %s, want turn 1, Alice, draw", s.Turn, s.Player, s.Phase)
	}
	if got := r.Final().Players[1].Keys; len(got) != 1 || got[0] != engine.KeyRed {
		t.Errorf("Bob's keys %v, want red", got)
	}
}

func TestDisagreeMatch(t *testing.T) {
	r := mustRun(t, disagreeMatch())
	if len(r.Violations) != 0 {
		t.Fatalf("unexpected violations %v", r.Violations)
	}
	if r.Clean() || r.Disagreements() != 2 {
		t.Errorf("Clean %v, %d disagreements; want false and 2", r.Clean(), r.Disagreements())
	}
	for _, c := range r.Checkpoints {
		if c.OK == (c.Expected != c.Actual) {
			t.Errorf("checkpoint %+v: OK does not match expected/actual", c)
		}
	}
}

// The replay must be a pure function of its input: two runs give the same
// hashes, and kept states give the same views as re-running.
func TestDeterministicAndKeptStates(t *testing.T) {
	m := cleanMatch()
	a := mustRun(t, m)
	b, err := RunWith(m, testCards, testDecks(), Options{KeepStates: true})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(a.Hashes(), b.Hashes()) {
		t.Fatal("two replays of one match differ")
	}
	for _, at := range []At{{1, 2}, {3, 0}, {4, 5}, {6, 4}} {
		va, err1 := a.StateAt(at.Turn, at.Action)
		vb, err2 := b.StateAt(at.Turn, at.Action)
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if len(Diff(va, vb, testCards)) != 0 {
			t.Errorf("%s: kept state differs from re-run: %v", at, Diff(va, vb, testCards))
		}
	}
}

func TestStateAt(t *testing.T) {
	m := cleanMatch()
	r := mustRun(t, m)
	cases := []struct {
		at        At
		turn      int
		aliceHand int // Alice's hand: 7 dealt, 6 after her turn-1 refill
		bobAember int
		wantErr   bool
	}{
		{At{0, 0}, 0, 7, 0, false},
		{At{1, 0}, 0, 7, 0, false}, // before the first entry the engine is still in setup
		{At{1, 3}, 1, 6, 0, false}, // after "play Troll"
		{At{2, 0}, 2, 6, 0, false},
		{At{2, 4}, 2, 6, 4, false}, // after the second Dust Pixie
		{At{4, 5}, 4, 6, 7, false}, // after "play Dust Pixie"
		{At{1, 9}, 0, 0, 0, true},
		{At{99, 0}, 0, 0, 0, true},
		{At{-1, 0}, 0, 0, 0, true},
	}
	for _, c := range cases {
		t.Run(c.at.String(), func(t *testing.T) {
			v, err := r.StateAt(c.at.Turn, c.at.Action)
			if c.wantErr {
				if err == nil {
					t.Fatal("no error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if v.Turn != c.turn || v.Players[1].Aember != c.bobAember {
				t.Errorf("turn %d Bob %d Æmber, want turn %d and %d", v.Turn, v.Players[1].Aember, c.turn, c.bobAember)
			}
			if c.at.Action > 0 && v.Players[0].Hand.Count+len(v.Players[0].Battleline) == 0 {
				t.Error("empty view")
			}
		})
	}
	// The state after the last action of a turn is the start of the next.
	last := len(r.TurnEntries(3))
	v1, _ := r.StateAt(3, last)
	v2, _ := r.StateAt(4, 0)
	if d := Diff(v1, v2, testCards); len(d) != 0 {
		t.Errorf("3.%d and 4.0 differ: %v", last, d)
	}
}

func TestTurnAuditMatchesReplay(t *testing.T) {
	r := mustRun(t, violationCases[0].match()) // exhausted
	ta, err := r.Turn(3)
	if err != nil {
		t.Fatal(err)
	}
	idx := r.TurnEntries(3)
	if len(ta.Actions) != len(idx) {
		t.Fatalf("%d actions, want %d", len(ta.Actions), len(idx))
	}
	found := false
	for k, a := range ta.Actions {
		if a.Hash != r.Hash(idx[k]) {
			t.Errorf("action %d: audit hash differs from the replay's", a.Number)
		}
		for _, v := range a.Violations {
			if v.Rule.ID != v.Violation.Rule || v.Rule.Quote == "" {
				t.Errorf("violation %q carries rule %+v", v.Violation.Rule, v.Rule)
			}
			found = found || v.Violation.Rule == "exhausted"
		}
	}
	if !found {
		t.Error("the audit of turn 3 lacks the exhausted violation")
	}
	if _, err := r.Turn(42); err == nil {
		t.Error("Turn(42) of a 3-turn match gave no error")
	}
}

func TestDiffNamesWhatChanged(t *testing.T) {
	r := mustRun(t, cleanMatch())
	before, _ := r.StateAt(2, 2)
	after, _ := r.StateAt(2, 3) // play Dust Pixie
	got := map[string]Change{}
	for _, c := range Diff(before, after, testCards) {
		got[c.Subject+"/"+c.Field] = c
	}
	if c, ok := got["Bob/Æmber"]; !ok || c.Before != "0" || c.After != "2" {
		t.Errorf("Bob's Æmber change %+v, want 0 → 2", c)
	}
	if _, ok := got["Dust Pixie/entered Bob's battleline"]; !ok {
		t.Errorf("no entry of Dust Pixie in %v", got)
	}
	if c, ok := got["Bob/hand"]; !ok || c.Before != "6" || c.After != "5" {
		t.Errorf("Bob's hand change %+v, want 6 → 5", c)
	}
}

func TestRunErrors(t *testing.T) {
	decks := testDecks()
	if _, err := Run(cleanMatch(), testCards, [2]*engine.Deck{decks[0], nil}); !errors.Is(err, ErrNoDeck) {
		t.Errorf("missing deck: %v, want ErrNoDeck", err)
	}
	if _, err := Run(nil, testCards, decks); err == nil {
		t.Error("nil match: no error")
	}
	bad := &engine.Deck{Name: "bad", Cards: []engine.DeckCard{{CardID: "no-such-card"}}}
	if _, err := Run(cleanMatch(), testCards, [2]*engine.Deck{bad, decks[1]}); err == nil {
		t.Error("unknown card id: no error")
	}
}

func TestFirstPlayerFromTurnHeader(t *testing.T) {
	l := newMatch("bob-first")
	l.m.Header.First = engine.NoPlayer
	l.turn(1, 1).house("untamed").play("dust-pixie").end()
	r := mustRun(t, l.m)
	if r.First != 1 || len(r.Violations) != 0 {
		t.Errorf("first %d, violations %v; want Bob first and none", r.First, r.Violations)
	}
}

func TestGoverningRulesExist(t *testing.T) {
	for i, ids := range governing {
		v := engine.Verb(i)
		if got := Governing(v); len(got) != len(ids) {
			t.Errorf("verb %s: %d of its rules %v are in engine.Rules", v, len(got), ids)
		}
	}
	if got := Governing(engine.Verb(len(governing))); len(got) != 0 {
		t.Errorf("a verb past the table: %v, want none", got)
	}
}

func TestExitCode(t *testing.T) {
	clean := mustRun(t, cleanMatch())
	disagree := mustRun(t, disagreeMatch())
	violating := mustRun(t, violationCases[0].match())
	cases := []struct {
		name string
		r    *Replay
		err  error
		want int
	}{
		{"clean", clean, nil, 0},
		{"checkpoints disagree", disagree, nil, 1},
		{"violation", violating, nil, 1},
		{"unreadable", nil, errors.New("cannot read"), 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := ExitCode(c.r, c.err); got != c.want {
				t.Errorf("ExitCode = %d, want %d", got, c.want)
			}
		})
	}
}

func TestParseAt(t *testing.T) {
	cases := []struct {
		in   string
		want At
		ok   bool
	}{
		{"7", At{7, 0}, true},
		{"7.3", At{7, 3}, true},
		{"0", At{0, 0}, true},
		{"7.", At{}, false},
		{"x", At{}, false},
		{"-1", At{}, false},
		{"3.-2", At{}, false},
		{"", At{}, false},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			got, err := ParseAt(c.in)
			if (err == nil) != c.ok || got != c.want {
				t.Errorf("ParseAt(%q) = %v, %v; want %v, ok %v", c.in, got, err, c.want, c.ok)
			}
		})
	}
}

// checkStepRecords: the steps' violations, findings that cannot be
// verified, checkpoint items and events, in step order, are the replay's
// whole lists, each item under the step of its entry.
func checkStepRecords(t *testing.T, r *Replay) {
	t.Helper()
	var viols, unvs []engine.Violation
	var chks []Checkpoint
	var evs []engine.Event
	for i := range r.Steps {
		for range r.StepViolations(i) {
			if r.ViolationEntry[len(viols)] != i {
				t.Fatalf("step %d holds a violation of entry %d", i, r.ViolationEntry[len(viols)])
			}
			viols = append(viols, r.Violations[len(viols)])
		}
		for range r.StepUnverifiable(i) {
			if r.UnverifiableEntry[len(unvs)] != i {
				t.Fatalf("step %d holds a finding of entry %d", i, r.UnverifiableEntry[len(unvs)])
			}
			unvs = append(unvs, r.Unverifiable[len(unvs)])
		}
		for _, c := range r.StepCheckpoints(i) {
			if c.Entry != i {
				t.Fatalf("step %d holds a checkpoint item of entry %d", i, c.Entry)
			}
			chks = append(chks, c)
		}
		evs = append(evs, r.Events(i)...)
	}
	if !reflect.DeepEqual(viols, r.Violations) || !reflect.DeepEqual(unvs, r.Unverifiable) ||
		!reflect.DeepEqual(chks, r.Checkpoints) || !reflect.DeepEqual(evs, r.events) {
		t.Fatalf("the steps hold %d violations, %d findings, %d checkpoint items, %d events; the replay %d, %d, %d, %d",
			len(viols), len(unvs), len(chks), len(evs), len(r.Violations), len(r.Unverifiable), len(r.Checkpoints), len(r.events))
	}
}
