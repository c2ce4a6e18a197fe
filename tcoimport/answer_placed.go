package tcoimport

import (
	"slices"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/tco"
	"github.com/kfr-dev/kfr/replay"
)

// answerPlaced answers m's prompts again once place has moved creatures
// (placed > 0). The first answers were read on the default flanks, which
// TCO never confirms: where a creature stands decides what abilities do
// (Defense Initiative wards a neighbor that a later Skixuno then does not
// destroy; Sil-A-T8 readies only with a Star Alliance neighbor), so on the
// settled board an ability may wait for a choice the first board never
// raised, which TCO's lines answer as well. Only a replay r that still
// breaks a rule or misses a choice is answered again, and the answered
// log is kept only when it has no more violations nor disagreeing
// checkpoint items than r, and fewer of one or fewer unverifiable
// findings. It returns the replay of m as it leaves it and how many
// answers it added.
func answerPlaced(m *record.Match, notes *tco.Notes, db engine.CardDB, decks [2]*engine.Deck, r *replay.Replay, placed int) (*replay.Replay, int, error) {
	if placed == 0 || len(r.Violations) == 0 && !needsAnswers(r) {
		return r, 0, nil
	}
	try, tryNotes := *m, *notes // answerReplayed gives try lists of its own
	n, tr, err := answerReplayed(&try, &tryNotes, db, decks)
	if err != nil || n == 0 {
		return r, 0, err
	}
	if tr == nil {
		if tr, err = replay.RunWith(&try, db, decks, replay.Options{NoHashes: true}); err != nil {
			return r, 0, err
		}
	}
	if !fewerFindings(tr, r) {
		tr.Release() // a try is not read again
		return r, 0, nil
	}
	*m, *notes = try, tryNotes
	return tr, n, nil
}

// Bounds of placeAnswered: each try is an answer pass and a replay.
const (
	answeredLookback = 6  // the latest creature plays before a violation it moves
	maxAnsweredTries = 12 // tries per log (an answer pass and a replay each)
)

// placeAnswered removes the violations place and answerPlaced leave by
// moving a creature played before one to another place (placesOf) and
// answering the log again on that board: an ability a creature's place
// decides may wait for a choice only there (Sil-A-T8 readies a creature
// only with a Star Alliance neighbor, and the creature TCO's line says it
// readied is then used), which place alone, replaying the answers the
// default flanks had, cannot see. A try is kept when it finds less than
// r (fewerFindings). It returns the replay of m as it leaves it, and how
// many answers and places it added.
func placeAnswered(m *record.Match, notes *tco.Notes, db engine.CardDB, decks [2]*engine.Deck, r *replay.Replay) (*replay.Replay, int, int, error) {
	answers, places, tries := 0, 0, 0
	tried := map[int]bool{} // violation entries no try removes
	for tries < maxAnsweredTries {
		v := slices.IndexFunc(r.ViolationEntry, func(e int) bool { return !tried[e] })
		if v < 0 {
			break
		}
		v = r.ViolationEntry[v]
		better, n, k, err := placeAnsweredBefore(m, notes, db, decks, r, v, maxAnsweredTries-tries)
		tries += k
		if err != nil {
			return r, answers, places, err
		}
		if better == nil {
			tried[v] = true
			continue
		}
		r, answers, places = better, answers+n, places+1
		clear(tried) // entries moved: the answers the try added
	}
	return r, answers, places, nil
}

// placeAnsweredBefore tries the other places of the latest creature plays
// before entry v, each answered again, and keeps in m the first that
// finds less than r. It returns the kept replay (nil when none), the
// answers it added and how many tries it made, at most budget.
func placeAnsweredBefore(m *record.Match, notes *tco.Notes, db engine.CardDB, decks [2]*engine.Deck, r *replay.Replay, v, budget int) (*replay.Replay, int, int, error) {
	tries, plays := 0, 0
	var room entryRoom // the lists of the last try not kept
	for i := min(v, len(m.Entries)-1); i >= 0 && plays < answeredLookback; i-- {
		if !placeable(m.Entries[i].Action, db) {
			continue
		}
		plays++
		for _, alt := range placesOf(m.Entries[i].Action, db) {
			if tries == budget {
				return nil, 0, tries, nil
			}
			tries++
			// The place is tried in m's own entry: answerReplayed only
			// reads m's lists and gives try its own, so the entry is put
			// back as it was right after.
			try, tryNotes := *m, *notes
			was := m.Entries[i]
			m.Entries[i].Action, m.Entries[i].Comment = alt, CommentPlaced
			n, tr, err := answerReplayedIn(&try, &tryNotes, db, decks, &room, nil)
			m.Entries[i] = was
			if err != nil {
				return nil, 0, tries, err
			}
			if tr == nil {
				if tr, err = replay.RunWith(&try, db, decks, replay.Options{NoHashes: true}); err != nil {
					return nil, 0, tries, err
				}
			}
			if fewerFindings(tr, r) {
				*m, *notes = try, tryNotes
				return tr, n, tries, nil
			}
			room = entryRoom{try.Entries, tryNotes} // tr and try are not read again
			tr.Release()
		}
	}
	return nil, 0, tries, nil
}

// fewerFindings reports whether replay a finds no more violations and no
// more disagreeing checkpoint items than b, and fewer of one of them, or
// as many and fewer findings it cannot verify.
func fewerFindings(a, b *replay.Replay) bool {
	av, ad, bv, bd := len(a.Violations), disagreeing(a), len(b.Violations), disagreeing(b)
	if av > bv || ad > bd {
		return false
	}
	return av < bv || ad < bd || len(a.Unverifiable) < len(b.Unverifiable)
}
