package session

import (
	"strings"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/notation"
)

// Waiting is a choice an ability waits for, as a recorder shows it: the
// question in English ("Primus Unguis: choose the friendly creature that
// captures (bonus icon)") and the legal answers written as a choose line
// takes them (cards as the notation names them, Troll#2 for a second
// copy; words such as yes, no or a house).
type Waiting struct {
	Source  string   // the printed name of the card that asks
	Text    string   // the question
	Answers []string // the legal answers, cards first
}

// Waiting is the choice the game waits for after the last action; ok is
// false when none waits. A line other than choose resolves it without an
// answer, which is rarely what the table did.
func (s *Session) Waiting() (Waiting, bool) {
	p, ok := s.g.Prompt()
	if !ok {
		return Waiting{}, false
	}
	return s.waiting(p), true
}

func (s *Session) waiting(p engine.Prompt) Waiting {
	w := Waiting{Text: p.Text, Source: p.Source}
	if c := s.cards.Card(p.Source); c != nil {
		w.Source = c.Name
	}
	for _, ref := range p.Cards {
		w.Answers = append(w.Answers, s.cardText(ref))
	}
	w.Answers = append(w.Answers, p.Words...)
	return w
}

// cardText is a card reference as a choose line writes it.
func (s *Session) cardText(ref engine.CardRef) string {
	e := record.Entry{Action: engine.Action{Verb: engine.VerbChoose, Cards: []engine.CardRef{ref}}}
	return strings.TrimPrefix(notation.FormatAction(e, &s.m.Header, s.cards), "choose ")
}

// String is the question and its answers on one line.
func (w Waiting) String() string {
	if len(w.Answers) == 0 {
		return w.Text
	}
	return w.Text + "; answer: choose " + strings.Join(w.Answers, " | ")
}

// AnswersChoice reports whether entry e may answer a waiting choice or
// leaves it waiting: a choose line answers; checkpoints and comments
// change nothing. Anything else resolves the choice without an answer.
func AnswersChoice(e record.Entry) bool {
	switch e.Action.Verb {
	case engine.VerbChoose, engine.VerbCheck, engine.VerbComment, engine.VerbNone:
		return true
	}
	return false
}
