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
func answerPrompts(m *record.Match, notes *tco.Notes, db engine.CardDB, decks [2]*engine.Deck) (int, error) {
	n, _, err := answerReplayed(m, notes, db, decks)
	return n, err
}

// answerReplayed is answerPrompts, which also gives the replay of m as it
// leaves it, recorded in the same run (replay.Recorder), when its game is
// a replay's (no deck has a token: answerPrompts' game has none); nil
// otherwise.
//
// It reads m's entries and notes and never writes into them: m gets new
// lists (answerPlaced's tries count on it).
func answerReplayed(m *record.Match, notes *tco.Notes, db engine.CardDB, decks [2]*engine.Deck) (int, *replay.Replay, error) {
	return answerReplayedIn(m, notes, db, decks, nil, nil)
}

// entryRoom is room for the lists answerReplayedIn gives m: those of a
// try that was not kept, no longer read, which the next try fills again.
type entryRoom struct {
	entries []record.Entry
	notes   tco.Notes
}

// answerReplayedIn is answerReplayed, whose new lists go in room's (nil:
// new lists). room's lists must not be m's. kept, when not nil, holds
// games of m as it is (newGame's, then its entries applied) before some
// of its entries, by entry (readCopies keeps those bonusFirst asks about).
func answerReplayedIn(m *record.Match, notes *tco.Notes, db engine.CardDB, decks [2]*engine.Deck, room *entryRoom, kept map[int]*engine.Game) (int, *replay.Replay, error) {
	var setupErr error
	fresh := func() *engine.Game { // a game of m's header, nil when it cannot be set up (setupErr)
		g, err := newGame(m, db, decks)
		if err != nil {
			setupErr = err
		}
		return g
	}
	var scratch engine.Game // where a choice is tried first (idleChoice, promptAfter)
	bonusFirst(m, notes, fresh, &scratch, kept)
	if setupErr != nil {
		return 0, nil, setupErr
	}
	var g *engine.Game
	var rec *replay.Recorder
	var err error
	if replay.WithTokens(&m.Header, db, decks) == decks {
		if rec, err = replay.Record(m, db, decks); err == nil {
			g = rec.Game()
		}
	}
	if rec == nil {
		if g = fresh(); g == nil {
			return 0, nil, setupErr
		}
	}
	var out []record.Entry
	var outNotes tco.Notes
	if room != nil {
		out, outNotes = room.entries[:0], room.notes
		outNotes.Reset()
	}
	if n := len(m.Entries) + len(m.Entries)/8 + 8; cap(out) < n { // room for the answers
		out = make([]record.Entry, 0, n)
		outNotes.Grow(n)
	}
	// The answers change the board (a copy an ability destroyed): the
	// copies the lines after mean are read again (copyReader).
	var copies copyReader
	keep := func(e record.Entry, n tco.Note) {
		copies.fix(g, &e.Action)
		if rec != nil {
			rec.Apply(e)
		} else {
			g.Apply(e.Action)
		}
		out = append(out, e)
		outNotes.Add(n)
	}
	added := 0
	// useLine: "uses Unity or Discord to use Austeralis Seaborg", then
	// "uses Austeralis Seaborg to reap with …": the ability uses the
	// creature, and the line that says how is its answer (useAnswers),
	// not a use of its own.
	useLine := func(p engine.Prompt, e record.Entry, n tco.Note) {
		for k, a := range useAnswers(p, e) {
			if k > 0 && !answersPrompt(g, a) {
				break
			}
			keep(record.Entry{Action: a, Comment: CommentAnswered, Line: e.Line}, tco.Note{})
			added++
		}
		ce := e
		ce.Action = engine.Action{Verb: engine.VerbComment, Words: []string{"used by the ability: " + e.Text}}
		keep(ce, n)
	}
	var evidence []tco.Note // what scripted lines said since the last action
	lastLine := 0           // the line of the last of them
	// answerAll answers prompt p, and the prompts after it, while the
	// log tells: one line may answer several prompts (a trigger of each
	// of two copies; a step of one card a prompt, Prompt.One). It returns
	// how many answers it gave.
	answerAll := func(p engine.Prompt, line int) int {
		n0 := added
		var spoken []string    // abilities whose lines answered a choice: TCO logged them
		var spent spentChanges // the changes whose named cards answers spent
		waiting := true
		for n := 0; waiting && n < maxAnswersALine; n++ {
			a, ok := answer(p, evidence, spoken)
			if !ok {
				a, ok = noneNamedFor(p, evidence, &spent)
			}
			if !ok {
				break
			}
			keep(record.Entry{Action: a, Comment: CommentAnswered, Line: line}, tco.Note{})
			added++
			if len(a.Cards) == 0 {
				if !upToNone(p, a) {
					break
				}
				p, waiting = g.Prompt() // the ability's next choice may be named
				continue
			}
			src := p.Source // the lines the answer used are spent
			spoken = append(spoken, src)
			spent.add(p)
			if p.One {
				// One note spent: the card may be named again for a
				// later prompt (Trade Blows' third damage).
				if k := slices.IndexFunc(evidence, func(n tco.Note) bool { return n.Source.ID == src && n.Card.ID == a.Cards[0].ID }); k >= 0 {
					evidence = slices.Delete(evidence, k, k+1)
				}
			} else {
				evidence = slices.DeleteFunc(evidence, func(n tco.Note) bool {
					return n.Source.ID == src && slices.ContainsFunc(a.Cards, func(c engine.CardRef) bool { return c.ID == n.Card.ID })
				})
			}
			p, waiting = g.Prompt()
		}
		return added - n0
	}
	for i, e := range m.Entries {
		// The prompt is made only for an entry that reads it (most do not:
		// comments, checks with nothing said, choose lines).
		_, waiting := g.Waiting()
		var p engine.Prompt
		if waiting && readsPrompt(e, len(evidence) > 0) {
			p, _ = g.Prompt()
		}
		switch {
		case e.Action.Verb == engine.VerbChoose:
			evidence = evidence[:0] // the log answers itself
			if !waiting && idleChoice(g, &scratch, e.Action) || waiting && notAnAnswer(g, e.Action) {
				// TCO logs every choice a player makes, also those of
				// abilities the engine does not model (a prophecy, a
				// card it does not know): with nothing waiting, or only
				// a "may" the word does not answer (a house chosen while
				// Scout Pete's "may" waits), the line is what it was, an
				// account.
				e.Action = engine.Action{Verb: engine.VerbComment, Words: []string{"choice: " + e.Text}}
				e.Comment = CommentIdleChoice
			}
			keep(e, notes.At(i))
		case e.Action.Verb == engine.VerbComment || e.Action.Verb == engine.VerbCheck:
			// These do not resolve what waits: keep what they tell. A
			// checkpoint is what the table showed after the lines before
			// it: what they said an ability did is answered first (Novu
			// Dynamo's start-of-turn discard, before the key phase's
			// figures).
			if waiting && e.Action.Verb == engine.VerbCheck && len(evidence) > 0 {
				if answerAll(p, lastLine) > 0 {
					evidence = evidence[:0]
				}
			}
			if e.Comment == tco.CommentScripted {
				evidence = append(evidence, notes.At(i))
				lastLine = e.Line
			}
			keep(e, notes.At(i))
		case waiting && e.Comment == tco.CommentBonusIcon:
			// A bonus icon's line, which TCO logs after the play while the
			// rules resolve it before the Play: ability: it is no account
			// of what the ability did, so it answers nothing ("may exalt"
			// is still open; the lines after it tell).
			keep(e, notes.At(i))
		case !waiting:
			// An action with nothing waiting. What TCO logged just before
			// it may be what the ability it triggers did: TCO logs "at the
			// end of your turn" abilities before "End of turn", and the
			// effects of what they did between them (a Destroyed: forge):
			// the lines stay evidence while what it raised waits.
			keep(e, notes.At(i))
			if _, waiting := g.Waiting(); !waiting && e.Action.Verb != engine.VerbEffect {
				evidence = evidence[:0]
			}
		case p.Uses && useAnswers(p, e) != nil:
			useLine(p, e, notes.At(i))
			evidence = evidence[:0]
		case namesTheCard(p, e, inPlayOf(g)) && !toldFor(p, evidence):
			// "uses Wild Wormhole to play Warfaline": the ability plays a
			// card the engine cannot list (the top of the deck); the line
			// that plays it is the answer, not a second play.
			keep(playAnswer(e), notes.At(i))
			added++
			evidence = evidence[:0]
		default:
			line := e.Line
			if len(evidence) > 0 {
				line = lastLine
			}
			plays := playsOf(g, e)
			answerAll(p, line)
			if playedByAnswers(g, e, plays) {
				keep(playedAccount(e), notes.At(i))
				evidence = evidence[:0]
				break
			}
			p, waiting = g.Prompt()
			if !endsTurn(e) {
				evidence = evidence[:0]
			}
			if waiting && p.Uses && useAnswers(p, e) != nil {
				// "fully heal and use Brigadier Ols" answered the heal;
				// the use is the line.
				useLine(p, e, notes.At(i))
				break
			}
			if waiting && namesTheCard(p, e, inPlayOf(g)) {
				// "uses Quintrino Flux to destroy Jargogle …" answered
				// the destroy; Jargogle's "Destroyed: play the card under
				// Jargogle" waits, and "uses Jargogle to play X" is its
				// answer.
				keep(playAnswer(e), notes.At(i))
				added++
				break
			}
			keep(e, notes.At(i))
			if _, waiting := g.Waiting(); !waiting {
				evidence = evidence[:0]
			}
		}
	}
	m.Entries, *notes = out, outNotes
	if rec == nil {
		return added, nil, nil
	}
	return added, rec.End(m), nil
}

// playAnswer is line e, which plays a card, as the answer of a prompt
// that waits for the card an ability plays (namesTheCard).
func playAnswer(e record.Entry) record.Entry {
	e.Action = engine.Action{Verb: engine.VerbChoose, Player: engine.NoPlayer, Cards: []engine.CardRef{e.Action.Effect.Card}}
	e.Comment = CommentAnswered
	return e
}

// readsPrompt reports whether answerPrompts reads the waiting prompt for
// entry e (said: lines since the last action told what an ability did).
func readsPrompt(e record.Entry, said bool) bool {
	switch e.Action.Verb {
	case engine.VerbChoose, engine.VerbComment:
		return false
	case engine.VerbCheck:
		return said
	}
	return e.Comment != tco.CommentBonusIcon
}

// maxAnswersALine bounds the prompts one line answers: a step of one card
// is answered once a prompt, and a line may name many (Midyear
// Festivities' nine creatures).
const maxAnswersALine = 16

// CommentIdleChoice marks a choose line of the log that no ability the
// engine resolves waited for (see answerPrompts).
const CommentIdleChoice = "a choice the engine does not ask for"

// idleChoice reports whether choose line a, applied to g with nothing
// waiting, would be a choice no ability asked for. It is applied to a copy
// of g in scratch.
func idleChoice(g, scratch *engine.Game, a engine.Action) bool {
	out := g.CloneInto(scratch).Apply(a)
	for _, v := range out.Violations {
		if v.Rule == "choice-unexpected" {
			return true
		}
	}
	return false
}

// notYesNo reports whether prompt p is a "may" (yes or no) and choose
// line a names a word that is neither, and no card: no answer to it.
func notYesNo(p engine.Prompt, a engine.Action) bool {
	if len(p.Words) != 2 || p.Words[0] != "yes" || p.Words[1] != "no" || len(a.Cards) > 0 || len(a.Words) != 1 {
		return false
	}
	switch a.Words[0] {
	case "yes", "no", "y", "n":
		return false
	}
	return true
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

// playsOf is how many times the card entry e plays was played this turn
// (-1 when e plays none).
func playsOf(g *engine.Game, e record.Entry) int {
	if e.Action.Verb != engine.VerbPlay || e.Action.Card.IsZero() {
		return -1
	}
	return g.PlaysAndUses(e.Action.Card.ID)
}

// playedByAnswers reports whether the answers given before entry e, a
// play, played its card (Event Horizon plays the action card it
// discarded; TCO logs "plays X" for it): e is then their account, not a
// second play. before is playsOf before the answers.
func playedByAnswers(g *engine.Game, e record.Entry, before int) bool {
	return before >= 0 && g.PlaysAndUses(e.Action.Card.ID) > before
}

// playedAccount is play entry e kept as the account of a play an
// ability made.
func playedAccount(e record.Entry) record.Entry {
	e.Action = engine.Action{Verb: engine.VerbComment, Words: []string{"played by the ability: " + e.Text}}
	return e
}

// toldFor reports whether the scripted lines since the last action name
// cards for the ability prompt p waits for: those answer it first, and a
// line that plays a card answers the choice after them (Disabled
// Security: the three cards discarded, then the one it plays; the
// discard's prompt lists the cards the deck may hold, the played one too).
func toldFor(p engine.Prompt, evidence []tco.Note) bool {
	return slices.ContainsFunc(evidence, func(n tco.Note) bool { return n.Source.ID == p.Source && !n.Card.IsZero() })
}

// useAnswers are the answers entry e gives prompt p of a step that uses
// a creature (Prompt.Uses) when e is that creature's reap or fight: the
// creature (or "yes" to a "may" of the ability's own card; nothing when
// the step has it and asks how it is used), then how it is used, then
// what it fights. nil when e is no such line.
func useAnswers(p engine.Prompt, e record.Entry) []engine.Action {
	a := e.Action
	var card, target engine.CardRef
	var how string
	switch {
	case a.Verb == engine.VerbReap:
		card, how = a.Card, "reap"
	case a.Verb == engine.VerbFight:
		card, target, how = a.Card, a.Target, "fight"
	case a.Verb == engine.VerbEffect && a.Effect != nil && a.Effect.Kind == engine.EffReap:
		card, how = a.Effect.Card, "reap"
	case a.Verb == engine.VerbEffect && a.Effect != nil && a.Effect.Kind == engine.EffFight:
		card, target, how = a.Effect.Card, a.Effect.Target, "fight"
	default:
		return nil
	}
	choose := func(words []string, cards ...engine.CardRef) engine.Action {
		return engine.Action{Verb: engine.VerbChoose, Player: engine.NoPlayer, Words: words, Cards: cards}
	}
	var out []engine.Action
	switch {
	case slices.Contains(p.Words, how):
		// The creature is chosen (CWO Tucheay's "fully heal and use X"
		// named it): the line says how it is used.
	case slices.Contains(p.Words, "yes") && p.Source == card.ID:
		out = append(out, choose([]string{"yes"}))
	default:
		k := slices.IndexFunc(p.Cards, func(c engine.CardRef) bool { return c.ID == card.ID })
		if k < 0 {
			return nil
		}
		out = append(out, choose(nil, p.Cards[k]))
	}
	out = append(out, choose([]string{how}))
	if !target.IsZero() {
		out = append(out, choose(nil, target))
	}
	return out
}

// answersPrompt reports whether choose action a answers what g waits for
// now (a word it lists, or a card).
func answersPrompt(g *engine.Game, a engine.Action) bool {
	p, waiting := g.Prompt()
	if !waiting {
		return false
	}
	if len(a.Words) > 0 {
		return slices.Contains(p.Words, a.Words[0])
	}
	return len(p.Cards) > 0
}

// inPlayOf is a predicate: whether a card of that id is in play in g.
func inPlayOf(g *engine.Game) func(id string) bool {
	return func(id string) bool { return copiesInPlay(g, id) > 0 }
}

// answer is the choose line for prompt p given the scripted lines TCO
// logged around it.
// spoken are the abilities whose lines answered an earlier choice of the
// same action: TCO logged them doing something, which a "may" of theirs
// after it takes as a yes ("uses Defense Initiative to ward X": the exalt
// that wards X's neighbors was made).
func answer(p engine.Prompt, evidence []tco.Note, spoken []string) (engine.Action, bool) {
	choose := func(words []string, cards []engine.CardRef) engine.Action {
		return engine.Action{Verb: engine.VerbChoose, Player: engine.NoPlayer, Words: words, Cards: cards}
	}
	said := slices.Contains(spoken, p.Source) // TCO logged the prompt's ability doing something
	for _, n := range evidence {
		said = said || n.Source.ID == p.Source
	}
	if slices.Contains(p.Words, "yes") && slices.Contains(p.Words, "no") {
		if said {
			return choose([]string{"yes"}, nil), true
		}
		return choose([]string{"no"}, nil), true
	}
	// Every card the ability's lines named that is a legal answer, in the
	// order they came: a step may take several ("return 2 enemy creatures").
	// A title counts once a change: "take all Æmber from X and destroy
	// it" names X twice; a change that names it twice names two copies
	// ("return all Æmber from Belligerent Guard, Belligerent Guard, …").
	var cards []engine.CardRef
	named := map[engine.EffectKind]map[string]int{} // times a change named a title
	for _, n := range evidence {
		if n.Source.ID != p.Source || n.Card.IsZero() {
			continue
		}
		if p.Kind != engine.EffNone && engine.ChangeOf(n.Kind) != engine.ChangeOf(p.Kind) {
			continue // "archive a card and discard Sinder": Sinder is the discard's
		}
		k := engine.ChangeOf(n.Kind)
		if named[k] == nil {
			named[k] = map[string]int{}
		}
		named[k][n.Card.ID]++
		taken := 0
		for _, o := range cards {
			if o.ID == n.Card.ID {
				taken++
			}
		}
		if taken >= named[k][n.Card.ID] {
			continue
		}
		if !p.Self.IsZero() && p.Self.ID == n.Card.ID && taken == 0 {
			// "uses Catena Fiend to deal 3 damage to Catena Fiend" among
			// copies: the ability's own card.
			cards = append(cards, p.Self)
			continue
		}
		listed := false
		for _, c := range p.Cards {
			if c.ID == n.Card.ID && !slices.Contains(cards, c) {
				cards = append(cards, c)
				listed = true
				break
			}
		}
		if !listed && p.Unseen && n.Card.ID != p.Source {
			// A card of the hand or deck not seen before; never the
			// ability's own card ("uses Atrocity to discard X from their
			// deck and deal 1 damage to Atrocity").
			cards = append(cards, engine.CardRef{ID: n.Card.ID})
		}
	}
	if len(cards) == 0 && p.Unseen && unnamedBy(p, evidence) {
		// "uses Chronus to archive a card": a card of the hand TCO does not
		// name, which the notation writes "?".
		cards = []engine.CardRef{{}}
	}
	if len(cards) == 0 {
		return engine.Action{}, false
	}
	if p.One {
		cards = cards[:1] // the cards after it answer the prompts after it
	}
	return choose(nil, cards), true
}

// unnamedBy reports whether a line of the prompt's ability says it did
// what the prompt asks to a card it does not name.
func unnamedBy(p engine.Prompt, evidence []tco.Note) bool {
	for _, n := range evidence {
		if n.Source.ID == p.Source && n.Card.IsZero() && p.Kind != engine.EffNone && engine.ChangeOf(n.Kind) == engine.ChangeOf(p.Kind) {
			return true
		}
	}
	return false
}

// newGame sets the engine up as replay does for m.
func newGame(m *record.Match, db engine.CardDB, decks [2]*engine.Deck) (*engine.Game, error) {
	return engine.New(db, m.Header.Setup(replay.FirstPlayer(m), decks))
}

// bonusFirst moves the bonus icons TCO logs after a play ("captures an
// Æmber on Terrordactyl due to Spoils of Battle's bonus icon"), declared
// effects, before the play when the play's ability waits for a choice:
// the rules resolve a card's bonus icons before its Play: ability, and
// applied while the ability waits, a bonus effect naming a card the
// ability may choose would be taken as its answer. Only bonus effects
// that name a card move (a gain or a draw answers no choice). notes stay
// aligned.
// namesPlayed reports whether card is the card play plays.
func namesPlayed(play engine.Action, card engine.CardRef) bool {
	return play.Card.ID == card.ID
}

// bonusFirst (see above) plays a game of m (made by fresh, nil when it
// cannot be) on only as far as a prompt is needed (the entries kept
// before the last play asked about), and changes m only when an entry
// moves. kept (see answerReplayedIn) saves it the entries before a play:
// while no entry moved, the game before a play kept is the one it would
// play, and once one moved, it goes on from the game kept before the
// first that did.
func bonusFirst(m *record.Match, notes *tco.Notes, fresh func() *engine.Game, scratch *engine.Game, kept map[int]*engine.Game) {
	es := m.Entries
	order := make([]int, 0, len(es)) // the entries kept, in their new order
	same := 0                        // how many of them, the first, are in their place
	var cur *engine.Game             // the game played on, made when first needed
	applied := 0                     // how many of them cur has applied
	keep := func(k int) {
		if same == len(order) && k == same {
			same++
		}
		order = append(order, k)
	}
	promptOf := func(i int) (engine.Prompt, bool) {
		if k := kept[i]; k != nil && same == len(order) {
			return promptAfter(k, scratch, es[i].Action)
		}
		if cur == nil {
			if k := kept[same]; k != nil {
				cur, applied = k.Clone(), same
			} else if cur = fresh(); cur == nil {
				return engine.Prompt{}, false
			}
		}
		for ; applied < len(order); applied++ {
			cur.Apply(es[order[applied]].Action)
		}
		return promptAfter(cur, scratch, es[i].Action)
	}
	for i := 0; i < len(es); i++ {
		if es[i].Action.Verb != engine.VerbPlay {
			keep(i)
			continue
		}
		var bonus, rest []int // the bonus effects after the play, and the comments among them
		var p engine.Prompt
		waits, asked := false, false
		j := i + 1
		for ; j < len(es); j++ {
			if f := es[j]; f.Action.Verb == engine.VerbEffect && f.Comment == tco.CommentBonusIcon && !f.Action.Effect.Card.IsZero() {
				if !asked {
					p, waits = promptOf(i)
					asked = true
				}
				if !waits || namesPlayed(es[i].Action, f.Action.Effect.Card) || engine.ChangeOf(f.Action.Effect.Kind) != engine.ChangeOf(p.Kind) {
					// The card itself (Scout Pete's damage icon: in play
					// only once played), or a change the waiting step does
					// not make (Ostracize's damage icon while its purge
					// waits): no answer to it, so it stays after the play,
					// where it is no check of the ability before.
					rest = append(rest, j)
					continue
				}
				bonus = append(bonus, j)
			} else if isComment(f) {
				rest = append(rest, j)
			} else {
				break
			}
		}
		if len(bonus) == 0 {
			keep(i)
			continue
		}
		for _, k := range bonus {
			keep(k)
		}
		keep(i)
		for _, k := range rest {
			keep(k)
		}
		i = j - 1
	}
	if !moved(order) {
		return
	}
	out := make([]record.Entry, 0, len(es))
	var outNotes tco.Notes
	outNotes.Grow(len(es))
	for _, k := range order {
		out = append(out, es[k])
		outNotes.Add(notes.At(k))
	}
	m.Entries, *notes = out, outNotes
}

// bonusAsked reports whether bonusFirst asks what play i of es waits for
// (while no entry moved before it): a bonus icon's effect naming a card
// follows it, after comments only.
func bonusAsked(es []record.Entry, i int) bool {
	if es[i].Action.Verb != engine.VerbPlay {
		return false
	}
	for _, f := range es[i+1:] {
		switch {
		case f.Action.Verb == engine.VerbEffect && f.Comment == tco.CommentBonusIcon && !f.Action.Effect.Card.IsZero():
			return true
		case !isComment(f):
			return false
		}
	}
	return false
}

// moved reports whether an order of entries is other than theirs.
func moved(order []int) bool {
	for i, k := range order {
		if i != k {
			return true
		}
	}
	return false
}

// promptAfter is the choice action a, applied to a copy of g in scratch,
// leaves waiting, if any (the prompt's lists are its own).
func promptAfter(g, scratch *engine.Game, a engine.Action) (engine.Prompt, bool) {
	c := g.CloneInto(scratch)
	c.Apply(a)
	return c.Prompt()
}
