package tcoimport

import (
	"slices"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/tco"
	"github.com/kfr-dev/kfr/replay"
)

// CommentAnswered marks a choose entry the import added: the answer to
// what a scripted ability asked (engine.Prompt), read from TCO's lines.
const CommentAnswered = "answered from the log"

// answerPrompts drives the engine over m entry by entry and, where a
// scripted ability waits for a choice that the log does not give as a
// choose line, answers it from what TCO said the ability did (the
// tco.CommentScripted entries after it, whose notes name the ability's
// card and the card the effect named):
//
//   - a "may" (yes/no): yes when TCO logged the ability doing something,
//     no when the next action comes with nothing logged;
//   - a card among the legal answers: the card TCO's line named;
//   - a card the engine cannot list (the top of a deck) that TCO's next
//     line plays: that line becomes the answer.
//
// A prompt the log cannot answer is left: the engine then resolves it as
// it does without a choice. notes are aligned with m.Entries (tco.Result)
// and stay so. It returns how many answers it added.
func answerPrompts(m *record.Match, notes *[]tco.Note, db engine.CardDB, decks [2]*engine.Deck) (int, error) {
	g, err := newGame(m, db, decks)
	if err != nil {
		return 0, err
	}
	out := make([]record.Entry, 0, len(m.Entries)+8)
	outNotes := make([]tco.Note, 0, cap(out))
	added := 0
	var evidence []tco.Note // what scripted lines said since the prompt appeared
	lastLine := 0           // the line of the last of them
	for i, e := range m.Entries {
		p, waiting := g.Prompt()
		switch {
		case !waiting:
			evidence = evidence[:0]
		case e.Action.Verb == engine.VerbChoose:
			evidence = evidence[:0] // the log answers itself
		case e.Action.Verb == engine.VerbComment || e.Action.Verb == engine.VerbCheck:
			// These do not resolve what waits: keep what they tell.
			if e.Comment == tco.CommentScripted {
				evidence = append(evidence, (*notes)[i])
				lastLine = e.Line
			}
		case namesTheCard(p, e, inPlayOf(g)):
			// "uses Wild Wormhole to play Warfaline": the ability plays a
			// card the engine cannot list (the top of the deck); the line
			// that plays it is the answer, not a second play.
			ce := e
			ce.Action = engine.Action{Verb: engine.VerbChoose, Player: engine.NoPlayer, Cards: []engine.CardRef{e.Action.Effect.Card}}
			ce.Comment = CommentAnswered
			g.Apply(ce.Action)
			out = append(out, ce)
			outNotes = append(outNotes, (*notes)[i])
			added++
			evidence = evidence[:0]
			continue
		default:
			if a, ok := answer(p, evidence); ok {
				line := e.Line
				if len(evidence) > 0 {
					line = lastLine
				}
				ce := record.Entry{Action: a, Comment: CommentAnswered, Line: line}
				g.Apply(ce.Action)
				out = append(out, ce)
				outNotes = append(outNotes, tco.Note{})
				added++
			}
			evidence = evidence[:0]
		}
		g.Apply(e.Action)
		out = append(out, e)
		outNotes = append(outNotes, (*notes)[i])
	}
	m.Entries, *notes = out, outNotes
	return added, nil
}

// namesTheCard reports whether prompt p waits for a card out of play (the
// top of a deck: the engine lists none, or the cards the deck may hold)
// and entry e is the effect that plays it. inPlay says whether a card of
// that id is in play: a listed card in play is a target, not the card
// played.
func namesTheCard(p engine.Prompt, e record.Entry, inPlay func(id string) bool) bool {
	f := e.Action.Effect
	if len(p.Words) > 0 || e.Action.Verb != engine.VerbEffect || f == nil || f.Kind != engine.EffPlay || f.Card.IsZero() {
		return false
	}
	if len(p.Cards) == 0 {
		return true
	}
	return !inPlay(f.Card.ID) && slices.ContainsFunc(p.Cards, func(c engine.CardRef) bool { return c.ID == f.Card.ID })
}

// inPlayOf is a predicate: whether a card of that id is in play in g.
func inPlayOf(g *engine.Game) func(id string) bool {
	return func(id string) bool {
		for pl := range int8(2) {
			for _, c := range g.InPlay(pl, nil) {
				if c.Ref.ID == id {
					return true
				}
			}
		}
		return false
	}
}

// answer is the choose line for prompt p given the scripted lines TCO
// logged since it appeared.
func answer(p engine.Prompt, evidence []tco.Note) (engine.Action, bool) {
	var said []tco.Note // what the prompt's ability did, as TCO logged it
	for _, n := range evidence {
		if n.Source.ID == p.Source {
			said = append(said, n)
		}
	}
	choose := func(words []string, cards []engine.CardRef) engine.Action {
		return engine.Action{Verb: engine.VerbChoose, Player: engine.NoPlayer, Words: words, Cards: cards}
	}
	if slices.Contains(p.Words, "yes") && slices.Contains(p.Words, "no") {
		if len(said) > 0 {
			return choose([]string{"yes"}, nil), true
		}
		return choose([]string{"no"}, nil), true
	}
	for _, n := range said {
		for _, c := range p.Cards {
			if !n.Card.IsZero() && c.ID == n.Card.ID {
				return choose(nil, []engine.CardRef{c}), true
			}
		}
	}
	return engine.Action{}, false
}

// newGame sets the engine up as replay does for m.
func newGame(m *record.Match, db engine.CardDB, decks [2]*engine.Deck) (*engine.Game, error) {
	s := engine.Setup{First: replay.FirstPlayer(m)}
	for i := range s.Players {
		s.Players[i] = engine.PlayerSetup{Name: m.Header.Players[i], Deck: decks[i], Chains: m.Header.Chains[i]}
	}
	return engine.New(db, s)
}
