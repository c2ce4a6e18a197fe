package tcoimport

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/tco"
	"github.com/kfr-dev/kfr/replay"
)

// CommentSettled marks an effect the import inferred from a later
// checkpoint: a line whose effects the log hides (tco.CommentHidden: "uses
// The Corpulent Collector to do several things", "abduct 2 creatures")
// changed a player's Æmber by what the next checkpoint shows, as a player
// reading the log would conclude.
const CommentSettled = "settled by a checkpoint"

// maxSettle bounds the effects settled in one log: each costs a replay.
const maxSettle = 40

// settle replays m and, while an Æmber checkpoint disagrees after a line
// whose effects the log hides (since the checkpoint before), declares the
// difference as a gain or loss of that player right after that line, and
// replays again. It returns the last replay and how many effects it added.
// A disagreement with no hidden line before it is left as it is: the log
// said everything, so it is kfr's to explain.
// r, when not nil, is the replay of m as it is (saving one replay).
func settle(m *record.Match, notes *tco.Notes, db engine.CardDB, decks [2]*engine.Deck, r *replay.Replay) (*replay.Replay, int, error) {
	settled := 0
	for {
		if r == nil {
			var err error
			if r, err = replay.RunWith(m, db, decks, replay.Options{NoHashes: true}); err != nil {
				return r, settled, err
			}
		}
		if settled == maxSettle {
			return r, settled, nil
		}
		flip, flipped, err := flipSilence(m, db, decks, r)
		if err != nil {
			return r, settled, err
		}
		at, eff, ok := hiddenCause(r, notes, db)
		if flip < 0 && !ok {
			// No hidden line nor silent "may": a choice the engine
			// made by itself may be what the log disagrees with.
			cat, ca, again, err := reanswer(m, db, decks, r)
			if err != nil || cat < 0 {
				return r, settled, err
			}
			insertChoice(m, notes, cat, ca)
			settled++
			r = again
			continue
		}
		if flip >= 0 && ok {
			// Two explanations: keep the one the rest of the log agrees
			// with more (a wrong one shows later, as Æmber on a creature
			// that should not have it).
			trial := *m
			trial.Entries = slices.Clone(m.Entries)
			trialNotes := notes.Clone()
			insertEffect(&trial, &trialNotes, at, eff)
			again, err := replay.RunWith(&trial, db, decks, replay.Options{NoHashes: true})
			if err != nil {
				return r, settled, err
			}
			if disagreeing(again) <= disagreeing(flipped) {
				flip = -1
			}
			again.Release() // only counted
		}
		settled++
		if flip >= 0 {
			m.Entries[flip].Action.Words = []string{"yes"}
			r = flipped
			continue
		}
		insertEffect(m, notes, at, eff)
		r = nil
	}
}

// flipSilence looks for a "may" the import answered "no" because TCO
// logged nothing after it (answerPrompts): TCO does not log every effect
// of an ability (Questor Jarta's "you may exalt it; if you do, gain 1A"),
// so when the player's next Æmber checkpoint disagrees, the answers of
// "no" since their last agreeing one are tried as "yes", latest first. It
// returns the entry of the first that makes that checkpoint agree and
// fewer checkpoint items disagree in all, and the replay with it flipped
// (m is left as it was), or -1.
func flipSilence(m *record.Match, db engine.CardDB, decks [2]*engine.Deck, r *replay.Replay) (int, *replay.Replay, error) {
	c, after, ok := firstAemberMiss(r)
	if !ok {
		return -1, nil, nil
	}
	for i := c.Entry - 1; i > after && i >= 0; i-- {
		e := &m.Entries[i]
		if e.Comment != CommentAnswered || !slices.Equal(e.Action.Words, []string{"no"}) {
			continue
		}
		e.Action.Words = []string{"yes"}
		again, err := replay.RunWith(m, db, decks, replay.Options{NoHashes: true})
		e.Action.Words = []string{"no"}
		if err != nil {
			return -1, nil, err
		}
		// Kept only if the whole log agrees with it more: a wrong "yes"
		// shows later (Æmber on a creature that should not have it).
		if c2, _, ok := firstAemberMiss(again); (!ok || c2.Entry > c.Entry) && disagreeing(again) < disagreeing(r) {
			return i, again, nil
		}
		again.Release() // a try not kept
	}
	return -1, nil, nil
}

// firstAemberMiss is the first Æmber checkpoint item that disagrees, and
// the entry of that player's last Æmber item that agreed before it (-1).
func firstAemberMiss(r *replay.Replay) (replay.Checkpoint, int, bool) {
	prev := [2]int{-1, -1}
	for _, c := range r.Checkpoints {
		if c.Field != "aember" || c.Player < 0 || c.Player > 1 {
			continue
		}
		if c.OK {
			prev[c.Player] = c.Entry
			continue
		}
		return c, prev[c.Player], true
	}
	return replay.Checkpoint{}, -1, false
}

// hiddenCause finds the first disagreeing Æmber checkpoint item and the
// hidden line that may explain it: the entry index to insert after and the
// effect that makes the item agree.
func hiddenCause(r *replay.Replay, notes *tco.Notes, db engine.CardDB) (int, engine.Effect, bool) {
	c, after, ok := firstAemberMiss(r)
	if !ok {
		return 0, engine.Effect{}, false
	}
	d, ok := off(c)
	if !ok {
		return 0, engine.Effect{}, false
	}
	sure, maybe := hiddenBetween(r.Match, db, after, c.Entry)
	if len(sure)+len(maybe) == 0 {
		return 0, engine.Effect{}, false // the first disagreement has no hidden cause
	}
	h, e := settling(r, notes, db, sure, maybe, c.Player, d, mirrored(r, c, d))
	return h, e, true
}

// off is how much more Æmber the log gives than the engine has.
func off(c replay.Checkpoint) (int, bool) {
	var want, have int
	if _, err := fmt.Sscan(c.Expected, &want); err != nil {
		return 0, false
	}
	if _, err := fmt.Sscan(c.Actual, &have); err != nil {
		return 0, false
	}
	return want - have, true
}

// mirrored reports whether the other player's Æmber on the same checkpoint
// line is off by the opposite amount: Æmber went from one to the other.
func mirrored(r *replay.Replay, c replay.Checkpoint, d int) bool {
	for _, o := range r.Checkpoints {
		if o.Line == c.Line && o.Field == "aember" && o.Player == 1-c.Player && !o.OK {
			d2, ok := off(o)
			return ok && d2 == -d
		}
	}
	return false
}

// settling chooses the hidden line to blame for player pl's Æmber being d
// off, and the effect that settles it, declared after that line (sure
// causes before maybe ones, the latest first):
//   - when the other player is off by -d, Æmber was stolen: the gainer
//     steals it;
//   - when pl lost Æmber after a hidden line of the opponent's creature,
//     it captured it (keyteki's usual way: The Corpulent Collector), so that
//     it comes back when the creature leaves play;
//   - otherwise pl gains or loses the difference.
func settling(r *replay.Replay, notes *tco.Notes, db engine.CardDB, sure, maybe []int, pl int8, d int, stolen bool) (int, engine.Effect) {
	all := append(append([]int(nil), sure...), maybe...)
	if stolen {
		gainer := pl
		if d < 0 {
			gainer = 1 - pl
		}
		return all[0], engine.Effect{Kind: engine.EffSteal, Player: gainer, N: max(d, -d)}
	}
	if d < 0 {
		for _, h := range sure {
			src := notes.At(h).Source // a hidden line's ability
			if src.IsZero() {
				src = r.Match.Entries[h].Action.Card // an unlogged ability of a play, reap or fight
			}
			user := r.Steps[h].Player
			if user == pl || (user != 0 && user != 1) || src.IsZero() {
				continue
			}
			if def := db.Card(src.ID); def != nil && def.Type == engine.TypeCreature {
				return h, engine.Effect{Kind: engine.EffCapture, Player: user, N: -d, Card: src}
			}
		}
		return all[0], engine.Effect{Kind: engine.EffLose, Player: pl, N: -d}
	}
	return all[0], engine.Effect{Kind: engine.EffGain, Player: pl, N: d}
}

// hiddenBetween lists the entries in (after, before) whose effects the log
// may hide, latest first: sure are lines marked hidden and abilities TCO
// did not log at all, maybe abilities of cards the engine does
// not script that TCO logged in part (a condition's result is often left
// out: "deal 2 damage to X", not the "if it is not destroyed, steal 1").
func hiddenBetween(m *record.Match, db engine.CardDB, after, before int) (sure, maybe []int) {
	for i := before - 1; i > after && i >= 0; i-- {
		switch ability(m, db, i) {
		case abilityHidden:
			sure = append(sure, i)
		case abilityPartial:
			maybe = append(maybe, i)
		}
	}
	return sure, maybe
}

// How much of what an entry's ability did the log says.
const (
	abilityStated  = iota // all, or the entry has no ability
	abilityPartial        // a card the engine does not script: TCO's line may leave some out
	abilityHidden         // nothing, or a description only
)

// ability says how much the log says of what entry i's ability did.
func ability(m *record.Match, db engine.CardDB, i int) int {
	if m.Entries[i].Comment == tco.CommentHidden {
		return abilityHidden
	}
	a := m.Entries[i].Action
	trigger := map[engine.Verb]string{engine.VerbPlay: "Play", engine.VerbReap: "Reap", engine.VerbFight: "Fight"}[a.Verb]
	if trigger == "" || m.Header.Scripts().FullyScripted(a.Card.ID) {
		return abilityStated
	}
	def := db.Card(a.Card.ID)
	if def == nil || !hasTrigger(def.Text, trigger) {
		return abilityStated
	}
	if logged(m, i, def.Name) {
		return abilityPartial
	}
	return abilityHidden
}

// logged reports whether the lines after entry i, up to the next action,
// say what card name did ("… uses Questor Jarta to …"): bonus icons and
// other triggered lines may come between. TCO did not always log an
// ability ("uses Questor Jarta to reap with Questor Jarta", then nothing
// of its "Reap: You may exalt Questor Jarta. If you do, gain 1").
func logged(m *record.Match, i int, name string) bool {
	for _, e := range m.Entries[i+1:] {
		if strings.Contains(e.Text, " uses "+name+" to ") {
			return true
		}
		if nextAction[e.Action.Verb] {
			break
		}
	}
	return false
}

// nextAction are the verbs of a player's next step: an ability's lines come
// before them.
var nextAction = map[engine.Verb]bool{
	engine.VerbPlay: true, engine.VerbReap: true, engine.VerbFight: true, engine.VerbAction: true, engine.VerbOmni: true,
	engine.VerbDiscard: true, engine.VerbHouse: true, engine.VerbEnd: true, engine.VerbTurn: true,
}

// hasTrigger reports whether a card's text has an ability of that trigger:
// "Reap:", "Play/After Reap:", "Fight/Reap:" for Reap. A trigger is the
// few words before a colon, after the sentence before it (texts run
// sentences together: "…no damage is dealt.)Reap: …").
func hasTrigger(text, trigger string) bool {
	for rest := text; ; {
		i := strings.IndexByte(rest, ':')
		if i < 0 {
			return false
		}
		head := rest[:i]
		if j := strings.LastIndexAny(head, ".)\n"); j >= 0 {
			head = head[j+1:]
		}
		if len(head) < 30 && strings.Contains(head, trigger) {
			return true
		}
		rest = rest[i+1:]
	}
}

// insertEffect puts the effect right after entry at, on the same line of
// the log (with no text: the line is shown once).
func insertEffect(m *record.Match, notes *tco.Notes, at int, e engine.Effect) {
	entry := record.Entry{Action: engine.Action{Verb: engine.VerbEffect, Player: engine.NoPlayer, Effect: &e},
		Comment: CommentSettled, Line: m.Entries[at].Line}
	m.Entries = slices.Insert(m.Entries, at+1, entry)
	notes.Insert(at+1, 1)
}

// settleChains corrects the chains a player began with when the log's
// first "chains are reduced by 1 to N" disagrees with the engine. The
// reader infers them from that line, less the chains it saw gained
// before; a scripted ability's chains TCO does not log (Coward's End:
// "Destroy each undamaged creature. Gain 3 chains.", logged as "destroy
// each undamaged creature") make them too many, never too few. So the
// start is the fewest chains, up to the reader's, with which the fewest
// checkpoint items disagree (when fewer than now). r, when not nil, is
// the replay of m as it is; it returns the last replay.
func settleChains(m *record.Match, db engine.CardDB, decks [2]*engine.Deck, r *replay.Replay) (*replay.Replay, error) {
	if r == nil {
		var err error
		if r, err = replay.RunWith(m, db, decks, replay.Options{NoHashes: true}); err != nil {
			return nil, err
		}
	}
	for pl := range int8(2) {
		if c, ok := firstChains(r, pl); !ok || c.OK {
			continue
		}
		read := m.Header.Chains[pl]
		best, bestR := read, r
		for start := 0; start < read; start++ {
			m.Header.Chains[pl] = start
			nr, err := replay.RunWith(m, db, decks, replay.Options{NoHashes: true})
			if err != nil {
				m.Header.Chains[pl] = read
				return r, err
			}
			switch {
			case disagreeing(nr) < disagreeing(bestR):
				if bestR != r {
					bestR.Release() // a try bettered, not read again
				}
				best, bestR = start, nr
			default:
				nr.Release()
			}
		}
		m.Header.Chains[pl] = best
		r = bestR
	}
	return r, nil
}

// firstChains is player pl's first chains checkpoint item.
func firstChains(r *replay.Replay, pl int8) (replay.Checkpoint, bool) {
	for _, c := range r.Checkpoints {
		if c.Field == "chains" && c.Player == pl {
			return c, true
		}
	}
	return replay.Checkpoint{}, false
}
