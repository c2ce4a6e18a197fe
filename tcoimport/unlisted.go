package tcoimport

import (
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/tco"
	"github.com/kfr-dev/kfr/replay"
)

// CommentChoiceUnlisted marks a choose entry the import inferred from a
// later line that names every card an "each" step hit: a card the engine
// had in play that the line leaves out had left play, by a choice TCO
// did not name.
const CommentChoiceUnlisted = "choice settled by a later list of the cards in play"

// maxUnlisted bounds the lists one log's import acts on: each costs a
// replay.
const maxUnlisted = 8

// unlisted reads the lines of scripted abilities that name each card a
// step hit without a choice ("uses Kerwollop to deal damage to A, B, and
// C", for "deal 1D to each creature") as the cards in play then. A card
// the engine's step hit more copies of than the line names was not in
// play for TCO: it left play before, unlogged, which only a choice TCO
// hides can do (Zap's "deal 1D to a creature" four times, the creatures
// never named). The latest such choice that lists the card is answered
// with it until it leaves play (repeated while the ability asks again),
// and the answers are kept when no more checkpoint items disagree and no
// more violations are found. It returns the last replay and how many
// answers it added. notes stay aligned with m.Entries.
func unlisted(m *record.Match, notes *tco.Notes, db engine.CardDB, decks [2]*engine.Deck, r *replay.Replay) (*replay.Replay, int, error) {
	added := 0
	done := 0 // the lists before this entry were acted on
	// The runs of m the lists read, from one list to the next while m
	// stays as it is (made when first needed).
	var runs unlistedRuns
	for tries := 0; tries < maxUnlisted; tries++ {
		at, extra := firstUnlisted(r, notes, db, decks, done, &runs)
		if at < 0 {
			return r, added, nil
		}
		done = at + 1
		ins, answers, again, err := settleUnlisted(m, db, decks, r, at, extra, &runs)
		if err != nil {
			return r, added, err
		}
		if again == nil {
			continue
		}
		runs = unlistedRuns{}
		m.Entries = again.Match.Entries
		notes.Insert(ins+1, len(answers))
		added += len(answers)
		done += len(answers)
		r = again
	}
	return r, added, nil
}

// unlistedRuns are the runs of a match unlisted reads its lists in, one
// list after the other: each goes on from where the list before left it.
type unlistedRuns struct {
	boards  *boards    // the board before a list's action
	choices *choiceRun // the choices before it no line answered
}

// boardAt is the game of r's match before entry i (nil when it cannot be
// set up), from the run of the lists before when it is not past i.
func (u *unlistedRuns) boardAt(r *replay.Replay, db engine.CardDB, decks [2]*engine.Deck, i int) *engine.Game {
	if u.boards == nil || u.boards.applied > i {
		if u.boards = newBoards(r.Match, db, decks); u.boards == nil {
			return nil
		}
	}
	return u.boards.at(i)
}

// choicesBefore are unansweredChoices(m, db, decks, -1, act), from the run
// of the lists before when it is not past act.
func (u *unlistedRuns) choicesBefore(m *record.Match, db engine.CardDB, decks [2]*engine.Deck, act int) ([]waitingChoice, error) {
	if u.choices == nil || u.choices.applied > act {
		var err error
		if u.choices, err = newChoiceRun(m, db, decks, -1); err != nil {
			return nil, err
		}
	}
	return u.choices.to(act), nil
}

// firstUnlisted finds, from entry from on, the first action whose
// scripted line lists the cards a step hit and leaves out some the engine
// hit: the action's entry, and the titles with how many copies too many.
// at is -1 when there is none.
func firstUnlisted(r *replay.Replay, notes *tco.Notes, db engine.CardDB, decks [2]*engine.Deck, from int, runs *unlistedRuns) (at int, extra map[string]int) {
	es := r.Match.Entries
	for i := from; i < len(es) && i < notes.Len(); i++ {
		end := listEnd(es, notes, i)
		if end == 0 {
			continue
		}
		act, to := actionAround(es, i)
		if chosen(r, act, to) || !hitMore(r, act, to, notes.At(i).Kind, notes, i, end) {
			// The step's cards were chosen (the list is no board), or it
			// hit no title more than the line names: the common case, no
			// board to read.
			continue
		}
		g := runs.boardAt(r, db, decks, act)
		if g == nil {
			return -1, nil
		}
		if extra := surplus(g, hitsOf(r, act, to, notes.At(i).Kind), namedIn(notes, i, end)); len(extra) > 0 {
			return act, extra
		}
	}
	return -1, nil
}

// hitsOf counts, per title, the changes of kind k entries act..to made.
func hitsOf(r *replay.Replay, act, to int, k engine.EffectKind) map[string]int {
	hits := map[string]int{}
	for j := act; j <= to; j++ {
		for _, ev := range r.Events(j) {
			if got, ok := engine.EventEffect(ev); ok && got == engine.ChangeOf(k) && ev.Card != "" {
				hits[ev.Card]++
			}
		}
	}
	return hits
}

// hitMore reports whether entries act..to made a change of kind k to a
// title more times than the notes of the list's entries, from..end, name
// it (without a map: most lists agree).
func hitMore(r *replay.Replay, act, to int, k engine.EffectKind, notes *tco.Notes, from, end int) bool {
	for j := act; j <= to; j++ {
		for _, ev := range r.Events(j) {
			if got, ok := engine.EventEffect(ev); !ok || got != engine.ChangeOf(k) || ev.Card == "" {
				continue
			}
			if hitCount(r, act, to, k, ev.Card) > countNamed(notes, from, end, ev.Card) {
				return true
			}
		}
	}
	return false
}

// hitCount counts the changes of kind k entries act..to made to title id.
func hitCount(r *replay.Replay, act, to int, k engine.EffectKind, id string) int {
	n := 0
	for j := act; j <= to; j++ {
		for _, ev := range r.Events(j) {
			if got, ok := engine.EventEffect(ev); ok && got == engine.ChangeOf(k) && ev.Card == id {
				n++
			}
		}
	}
	return n
}

// countNamed counts the notes of entries from..end naming title id.
func countNamed(notes *tco.Notes, from, end int, id string) int {
	n := 0
	for i := from; i < end; i++ {
		if notes.At(i).Card.ID == id {
			n++
		}
	}
	return n
}

// namedIn is how many times the notes of entries from..end name each
// title.
func namedIn(notes *tco.Notes, from, end int) map[string]int {
	named := map[string]int{}
	for i := from; i < end; i++ {
		named[notes.At(i).Card.ID]++
	}
	return named
}

// listEnd is, when entry i begins a scripted line's list (two or more
// cards named by one line for one change of one ability), the entry
// after its last card; 0 otherwise.
func listEnd(es []record.Entry, notes *tco.Notes, i int) int {
	n := notes.At(i)
	if es[i].Comment != tco.CommentScripted || n.Card.IsZero() || !evidenced(n.Kind) || hiddenZones(n.Kind) {
		return 0
	}
	if i > 0 && sameList(es, notes, i-1, i) {
		return 0 // not its first card
	}
	j := i + 1
	for j < len(es) && j < notes.Len() && sameList(es, notes, i, j) {
		j++
	}
	if j-i < 2 {
		return 0
	}
	return j
}

// sameList reports whether entries i and j are cards of one line's list.
func sameList(es []record.Entry, notes *tco.Notes, i, j int) bool {
	return es[j].Comment == tco.CommentScripted && es[j].Line == es[i].Line && !notes.At(j).Card.IsZero() &&
		notes.At(j).Source.ID == notes.At(i).Source.ID && notes.At(j).Kind == notes.At(i).Kind
}

// chosen reports whether a choice was made in entries (act, to]: a choose
// line, or one the engine made by itself (choice-missing).
func chosen(r *replay.Replay, act, to int) bool {
	for j := act; j <= to; j++ {
		if j > act && r.Match.Entries[j].Action.Verb == engine.VerbChoose || forcedAt(r, j) {
			return true
		}
	}
	return false
}

// surplus is, per title, how many more copies the engine's step hit than
// the line names: the fewer of the copies in play before the action (g)
// and the changes the action made to the title (hits: an "each" step
// that repeats hits a copy twice), less the times the line names it.
func surplus(g *engine.Game, hits, named map[string]int) map[string]int {
	var extra map[string]int
	for id, n := range hits {
		if d := min(n, copiesInPlay(g, id)) - named[id]; d > 0 {
			if extra == nil {
				extra = map[string]int{}
			}
			extra[id] = d
		}
	}
	return extra
}

// copiesInPlay counts the cards of title id in play, both sides.
func copiesInPlay(g *engine.Game, id string) int {
	n := 0
	for pl := range int8(2) {
		n += g.InPlayCount(pl, id)
	}
	return n
}

// at is the game before entry i (see boards).
func (b *boards) at(i int) *engine.Game {
	for ; b.applied < i; b.applied++ {
		b.g.Apply(b.m.Entries[b.applied].Action)
	}
	return b.g
}

// settleUnlisted looks, before entry act, for the latest choice no line
// answered whose answers take cards of the titles in extra out of play,
// and replays with them. It returns the entry the answers go after, the
// answers and the replay (nil when no choice does it and keeps the log
// as agreeing as it was).
func settleUnlisted(m *record.Match, db engine.CardDB, decks [2]*engine.Deck, r *replay.Replay, act int, extra map[string]int, runs *unlistedRuns) (int, []engine.Action, *replay.Replay, error) {
	waits, err := runs.choicesBefore(m, db, decks, act)
	if err != nil {
		return -1, nil, nil, err
	}
	var scratch engine.Game // the copy takeOut answers on, one for all choices
	for k := len(waits) - 1; k >= 0; k-- {
		w := waits[k]
		g := w.game
		if g == nil {
			if g, err = gameAfter(m, db, decks, w.entry); err != nil {
				return -1, nil, nil, err
			}
		}
		answers := takeOut(g.CloneInto(&scratch), extra)
		if len(answers) == 0 {
			continue
		}
		trial := *m
		trial.Entries = append(append(append(make([]record.Entry, 0, len(m.Entries)+len(answers)), m.Entries[:w.entry+1]...),
			choiceEntries(answers, m.Entries[w.entry].Line)...), m.Entries[w.entry+1:]...)
		again, err := replayTrial(r, &trial, w, db, decks)
		if err != nil {
			return -1, nil, nil, err
		}
		if disagreeing(again) <= disagreeing(r) && len(again.Violations) <= len(r.Violations) {
			return w.entry, answers, again, nil
		}
	}
	return -1, nil, nil, nil
}

// choiceEntries are the entries of answers, on line.
func choiceEntries(answers []engine.Action, line int) []record.Entry {
	out := make([]record.Entry, len(answers))
	for i, a := range answers {
		out[i] = record.Entry{Action: a, Comment: CommentChoiceUnlisted, Line: line}
	}
	return out
}

// takeOut answers what g waits for with cards of the titles in extra, each
// as often as it takes the card out of play (a creature dealt 1D at a
// time), while the ability asks and lists one. It returns the answers,
// none when no card of extra left play.
func takeOut(g *engine.Game, extra map[string]int) []engine.Action {
	var out []engine.Action
	gone := 0
	left := map[string]int{}
	for id, n := range extra {
		left[id] = n
	}
	for range maxAnswersALine {
		p, waiting := g.Prompt()
		if !waiting || len(p.Words) > 0 {
			break
		}
		card, ok := pick(p, left)
		if !ok {
			break
		}
		before := copiesInPlay(g, card.ID)
		a := engine.Action{Verb: engine.VerbChoose, Player: engine.NoPlayer, Cards: []engine.CardRef{card}}
		g.Apply(a)
		out = append(out, a)
		if copiesInPlay(g, card.ID) < before {
			left[card.ID]--
			gone++
		}
	}
	if gone == 0 {
		return nil
	}
	return out
}

// pick is the first card p lists of a title still in left (in table
// order, so a title's first copy).
func pick(p engine.Prompt, left map[string]int) (engine.CardRef, bool) {
	for _, c := range p.Cards {
		if left[c.ID] > 0 {
			return c, true
		}
	}
	return engine.CardRef{}, false
}

// gameAfter is the game of m after its entries up to i.
func gameAfter(m *record.Match, db engine.CardDB, decks [2]*engine.Deck, i int) (*engine.Game, error) {
	g, err := newGame(m, db, decks)
	if err != nil {
		return nil, err
	}
	for _, e := range m.Entries[:i+1] {
		g.Apply(e.Action)
	}
	return g, nil
}
