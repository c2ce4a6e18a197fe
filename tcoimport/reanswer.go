package tcoimport

import (
	"slices"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/tco"
	"github.com/kfr-dev/kfr/replay"
)

// CommentChoiceSettled marks a choose entry the import inferred from a
// later checkpoint: a scripted ability chose a card TCO did not name
// (Veil of Ectoplasm: "a friendly creature captures 1", once for each
// Geistoid card), the engine took the first legal one, and the player's
// next Æmber checkpoint shows another was taken.
const CommentChoiceSettled = "choice settled by a checkpoint"

// maxReanswer bounds the replays one search for a choice costs.
const maxReanswer = 48

// reanswer looks, before the first Æmber checkpoint item that disagrees,
// for a choice of a scripted ability that no line answered (the engine
// took the first legal card) and tries each other legal card for it,
// latest choice first. It returns the entry to insert the answer after,
// the answer, and the replay with it (m is left as it was); at is -1 when
// no answer makes that item agree and fewer items disagree in all.
func reanswer(m *record.Match, db engine.CardDB, decks [2]*engine.Deck, r *replay.Replay) (at int, a engine.Action, again *replay.Replay, err error) {
	c, after, ok := firstAemberMiss(r)
	if !ok {
		return -1, a, nil, nil
	}
	waits, err := unansweredChoices(m, db, decks, after, c.Entry)
	if err != nil {
		return -1, a, nil, err
	}
	trials := 0
	var scratch engine.Game // the copy each trial is screened on (missesBy)
	for k := len(waits) - 1; k >= 0; k-- {
		w := waits[k]
		for _, card := range w.prompt.Cards[1:] { // the first is the one the engine took
			if trials == maxReanswer {
				return -1, a, nil, nil
			}
			trials++
			try := engine.Action{Verb: engine.VerbChoose, Player: engine.NoPlayer, Cards: []engine.CardRef{card}}
			if miss, known := missesBy(m, w, try, c.Entry, &scratch); known && miss {
				continue // ruled out before its replay (the test below would fail)
			}
			trial := *m
			trial.Entries = withEntry(m.Entries, w.entry+1,
				record.Entry{Action: try, Comment: CommentChoiceSettled, Line: m.Entries[w.entry].Line})
			again, err := replayTrial(r, &trial, w, db, decks)
			if err != nil {
				return -1, a, nil, err
			}
			if c2, _, ok := firstAemberMiss(again); (!ok || c2.Entry > c.Entry+1) && disagreeing(again) < disagreeing(r) {
				return w.entry, try, again, nil
			}
		}
	}
	return -1, a, nil, nil
}

// waitingChoice is a choice that waited after entry, with no choose line
// after it to answer it.
type waitingChoice struct {
	entry  int
	prompt engine.Prompt
	game   *engine.Game // after the entry, as a replay has it; nil when not kept
}

// replayTrial is the replay of trial, m (r's match) with an answer after
// w's entry: from r's record up to that entry on, when w kept the game
// after it (replay.RecordFrom), the entries before are not replayed again.
func replayTrial(r *replay.Replay, trial *record.Match, w waitingChoice, db engine.CardDB, decks [2]*engine.Deck) (*replay.Replay, error) {
	if w.game == nil {
		return replay.RunWith(trial, db, decks, replay.Options{NoHashes: true})
	}
	rec := replay.RecordFrom(r, w.entry+1, w.game.Clone())
	for _, e := range trial.Entries[w.entry+1:] {
		rec.Apply(e)
	}
	return rec.End(trial), nil
}

// unansweredChoices lists the choices of cards that waited after an entry
// in (after, before) and that the next entry does not answer: the engine
// resolved them by itself, with the first legal card.
func unansweredChoices(m *record.Match, db engine.CardDB, decks [2]*engine.Deck, after, before int) ([]waitingChoice, error) {
	c, err := newChoiceRun(m, db, decks, after)
	if err != nil {
		return nil, err
	}
	return c.to(before), nil
}

// choiceRun is unansweredChoices' run of m, which goes on where it was
// left: the choices before a later entry are those before an earlier one
// and the ones after it (unlisted reads the lists of a log one after the
// other, each with the choices before it).
type choiceRun struct {
	m       *record.Match
	g       *engine.Game // the game before entry applied
	applied int
	after   int
	keep    bool   // the games after the choices are kept (g is a replay's)
	prev    string // the prompt after the entry before
	waits   []waitingChoice
}

func newChoiceRun(m *record.Match, db engine.CardDB, decks [2]*engine.Deck, after int) (*choiceRun, error) {
	g, err := newGame(m, db, decks)
	if err != nil {
		return nil, err
	}
	// g is then a replay's game (no deck has a token)
	return &choiceRun{m: m, g: g, after: after, keep: replay.WithTokens(&m.Header, db, decks) == decks}, nil
}

// to plays c on up to entry before (when not there yet) and lists the
// choices in (c.after, before); the list is c's, which a later call
// appends to.
func (c *choiceRun) to(before int) []waitingChoice {
	m, g := c.m, c.g
	for ; c.applied < before && c.applied < len(m.Entries); c.applied++ {
		i := c.applied
		g.Apply(m.Entries[i].Action)
		if i < c.after {
			continue // (prev is first read after entry after, which sets it)
		}
		p, waiting := g.Prompt()
		if !waiting {
			c.prev = ""
			continue
		}
		if i <= c.after || p.Text == c.prev {
			c.prev = p.Text // the same choice, still waiting: answered right after it began
			continue
		}
		c.prev = p.Text
		if len(p.Cards) < 2 || len(p.Words) > 0 {
			continue // nothing to choose among, or a "may" whose "no" is its own question
		}
		if i+1 < len(m.Entries) && m.Entries[i+1].Action.Verb == engine.VerbChoose {
			continue
		}
		w := waitingChoice{entry: i, prompt: p}
		if c.keep {
			w.game = g.Clone()
		}
		c.waits = append(c.waits, w)
	}
	return c.waits
}

// insertChoice puts a settled answer right after entry at, keeping notes
// aligned.
func insertChoice(m *record.Match, notes *tco.Notes, at int, a engine.Action) {
	m.Entries = slices.Insert(m.Entries, at+1, record.Entry{Action: a, Comment: CommentChoiceSettled, Line: m.Entries[at].Line})
	notes.Insert(at+1, 1)
}

// withEntry is a copy of es with e inserted at index at: one allocation
// (a clone, then an insert, made two of the whole log).
func withEntry(es []record.Entry, at int, e record.Entry) []record.Entry {
	out := make([]record.Entry, 0, len(es)+1)
	return append(append(append(out, es[:at]...), e), es[at:]...)
}
