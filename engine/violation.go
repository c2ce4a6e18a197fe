package engine

// Step is the step of a turn (the rulebook's "Turn sequence").
type Step uint8

// The steps. StepSetup is before the first turn.
const (
	StepSetup Step = iota
	StepForge      // 1. forge a key
	StepHouse      // 2. choose a house
	StepMain       // 3. play, discard and use cards
	StepReady      // 4. ready cards
	StepDraw       // 5. draw cards
)

var stepNames = [...]string{"setup", "forge", "house", "main", "ready", "draw"}

// String is the step's stable name, used in JSON.
func (s Step) String() string {
	if int(s) < len(stepNames) {
		return stepNames[s]
	}
	return "step?"
}

// Violation is a rule the recorded game broke. The engine records it and
// goes on: the table's game went on, so the action is applied as recorded
// wherever that is possible.
type Violation struct {
	Rule      string // stable kebab-case id: "forge-mandatory", "exhausted", "rule-of-six"
	Turn      int
	Player    int8
	Step      Step
	Action    int    // index of the action in the log
	Message   string // plain English: "Troll is exhausted"
	Reference string // where the rule is written: "Rulebook: Forge a Key (step 1)"
	// Unverifiable marks a finding the log's hidden information cannot
	// settle (where a card of a deck rebuilt from a log came from): it is
	// reported as "cannot verify", never counted as a violation.
	Unverifiable bool
}
