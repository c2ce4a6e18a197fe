package session

import (
	"fmt"
	"io"
	"strings"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/replay"
)

// WriteLogged renders logged actions for a terminal: per action its number
// in the log, its canonical text and whose turn it is, then its events,
// what changed, disagreeing checkpoint items and violations (flagged, with
// the rule reference).
func (s *Session) WriteLogged(w io.Writer, ls []Logged) error {
	var b strings.Builder
	for i := range ls {
		s.writeLogged(&b, &ls[i])
		s.writeFindings(&b, &ls[i])
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteLoggedBody renders logged actions without their findings (what
// WriteFindings writes), for a prompt that shows the board in between and
// the findings last, where they stay in sight.
func (s *Session) WriteLoggedBody(w io.Writer, ls []Logged) error {
	var b strings.Builder
	for i := range ls {
		s.writeLogged(&b, &ls[i])
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteFindings renders what needs the players' attention after logged
// actions: a choice left unanswered, violations with their reference, and
// the choice that waits now. Each is named by its action's number.
func (s *Session) WriteFindings(w io.Writer, ls []Logged) error {
	var b strings.Builder
	for i := range ls {
		l := &ls[i]
		if l.Unanswered == nil && len(l.Violations) == 0 && l.Waiting == nil {
			continue
		}
		fmt.Fprintf(&b, "%d. %s\n", l.Index+1, l.Text)
		s.writeFindings(&b, l)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func (s *Session) writeLogged(b *strings.Builder, l *Logged) {
	fmt.Fprintf(b, "%d. %s", l.Index+1, l.Text)
	if l.Entry.Comment != "" && l.Entry.Action.Verb != engine.VerbComment {
		fmt.Fprintf(b, "  # %s", l.Entry.Comment)
	}
	fmt.Fprintf(b, "  (%s)\n", s.whose(l.PlayerTurn, l.Active))
	for _, e := range l.Events {
		b.WriteString("   " + e + "\n")
	}
	if len(l.Changes) > 0 {
		cs := make([]string, len(l.Changes))
		for i, c := range l.Changes {
			cs[i] = c.String()
		}
		b.WriteString("   changed: " + strings.Join(cs, "; ") + "\n")
	}
	for _, c := range l.Checks {
		verdict := "agree"
		if !c.OK {
			verdict = "DISAGREE"
		}
		fmt.Fprintf(b, "   check %s %s: log %s, engine %s: %s\n", s.checkSubject(c), c.Item.Field, c.Expected, c.Actual, verdict)
	}
}

// writeFindings writes an action's unanswered choice, violations and the
// choice waiting after it.
func (s *Session) writeFindings(b *strings.Builder, l *Logged) {
	if w := l.Unanswered; w != nil {
		fmt.Fprintf(b, "   NOT ANSWERED: %s\n     it waited and resolved by itself; undo and enter the choose line first if the table chose\n", w.Text)
	}
	for _, v := range l.Violations {
		fmt.Fprintf(b, "   VIOLATION %s: %s\n     %s\n", v.Rule, v.Message, v.Reference)
	}
	if w := l.Waiting; w != nil {
		fmt.Fprintf(b, "   WAITING: %s\n", w.Text)
		if len(w.Answers) > 0 {
			fmt.Fprintf(b, "     answer: choose %s\n", strings.Join(w.Answers, " | "))
		}
	}
}

// whose is "Alice's turn 2", as players count turns ("the setup" for 0).
func (s *Session) whose(n int, active int8) string {
	if n == 0 {
		return "the setup"
	}
	return fmt.Sprintf("%s's turn %d", s.playerOr(active), n)
}

func (s *Session) playerOr(p int8) string {
	if n := s.PlayerName(p); n != "" {
		return n
	}
	return "nobody"
}

func (s *Session) checkSubject(c engine.CheckResult) string {
	if c.Card.ID != "" {
		return replay.CardName(s.cards, c.Card.ID)
	}
	return s.playerOr(c.Player)
}

// WriteBoardCompact renders the current board in few lines
// (replay.WriteBoardCompact), for the prompt after each action.
func (s *Session) WriteBoardCompact(w io.Writer) error {
	return replay.WriteBoardCompact(w, s.g.View(), s.cards)
}

// WriteBoard renders the current board (replay.WriteBoard).
func (s *Session) WriteBoard(w io.Writer) error {
	return replay.WriteBoard(w, s.g.View(), s.cards)
}

// Status is a one-line summary of where the game is, for a prompt:
// "Alice's turn 2, brobnar", ", choose" added while a choice waits.
func (s *Session) Status() string {
	v := s.g.View()
	if v.Over {
		return fmt.Sprintf("game over: %s wins", s.playerOr(v.Winner))
	}
	st := s.whose(v.PlayerTurn, v.Active)
	if v.House != "" {
		st += ", " + string(v.House)
	}
	if _, ok := s.Waiting(); ok {
		st += ", choose"
	}
	return st
}

// JSONLog is what kfr log --json prints: the match and each logged action.
type JSONLog struct {
	MatchID string       `json:"match_id"`
	Total   int          `json:"total_actions"` // actions in the log afterwards
	Actions []JSONLogged `json:"actions"`
}

// JSONLogged is one logged action.
type JSONLogged struct {
	Number      int                     `json:"number"` // 1-based position in the log
	Text        string                  `json:"text"`
	Comment     string                  `json:"comment"`
	Turn        int                     `json:"turn"`   // the active player's own turn number
	Active      *string                 `json:"active"` // whose turn it is
	Events      []string                `json:"events"`
	Changes     []JSONChange            `json:"changes"`
	Violations  []replay.JSONViolation  `json:"violations"`
	Checkpoints []replay.JSONCheckpoint `json:"checkpoints"`
	Waiting     *JSONWaiting            `json:"waiting"`    // the choice waiting after the action, or null
	Unanswered  *JSONWaiting            `json:"unanswered"` // the choice that waited and this action did not answer, or null
}

// JSONWaiting is a choice an ability waits for.
type JSONWaiting struct {
	Source  string   `json:"source"`  // the card that asks
	Text    string   `json:"text"`    // the question
	Answers []string `json:"answers"` // the legal answers as a choose line writes them
}

func jsonWaiting(w *Waiting) *JSONWaiting {
	if w == nil {
		return nil
	}
	return &JSONWaiting{Source: w.Source, Text: w.Text, Answers: append([]string{}, w.Answers...)}
}

// JSONChange is one replay.Change.
type JSONChange struct {
	Subject string `json:"subject"`
	Field   string `json:"field"`
	Before  string `json:"before"`
	After   string `json:"after"`
}

// JSON builds the JSON form of logged actions.
func (s *Session) JSON(ls []Logged) JSONLog {
	out := JSONLog{MatchID: s.id, Total: s.Len(), Actions: make([]JSONLogged, 0, len(ls))}
	for _, l := range ls {
		j := JSONLogged{Number: l.Index + 1, Text: l.Text, Comment: l.Entry.Comment, Turn: l.PlayerTurn,
			Active: s.namePtr(l.Active), Events: []string{}, Changes: []JSONChange{},
			Violations: []replay.JSONViolation{}, Checkpoints: []replay.JSONCheckpoint{},
			Waiting: jsonWaiting(l.Waiting), Unanswered: jsonWaiting(l.Unanswered)}
		j.Events = append(j.Events, l.Events...)
		for _, c := range l.Changes {
			j.Changes = append(j.Changes, JSONChange(c))
		}
		for _, v := range l.Violations {
			j.Violations = append(j.Violations, replay.JSONViolation{Rule: v.Rule, Turn: l.PlayerTurn, TurnPlayer: s.namePtr(l.Active),
				Player: s.namePtr(v.Player), Step: v.Step.String(), Entry: l.Index, Action: l.Text,
				Message: v.Message, Reference: v.Reference})
		}
		for _, c := range l.Checks {
			cp := replay.JSONCheckpoint{Turn: l.PlayerTurn, TurnPlayer: s.namePtr(l.Active), OK: c.OK, Expected: c.Expected, Actual: c.Actual,
				Player: s.namePtr(c.Player), Field: c.Item.Field}
			if c.Card.ID != "" {
				name := replay.CardName(s.cards, c.Card.ID)
				cp.Card = &name
			}
			j.Checkpoints = append(j.Checkpoints, cp)
		}
		out.Actions = append(out.Actions, j)
	}
	return out
}

func (s *Session) namePtr(p int8) *string {
	if n := s.PlayerName(p); n != "" {
		return &n
	}
	return nil
}
