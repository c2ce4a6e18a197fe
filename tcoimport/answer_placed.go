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
func answerPlaced(m *record.Match, notes *[]tco.Note, db engine.CardDB, decks [2]*engine.Deck, r *replay.Replay, placed int) (*replay.Replay, int, error) {
	if placed == 0 || len(r.Violations) == 0 && !needsAnswers(r) {
		return r, 0, nil
	}
	try := *m
	try.Entries = slices.Clone(m.Entries)
	tryNotes := slices.Clone(*notes)
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
		return r, 0, nil
	}
	*m, *notes = try, tryNotes
	return tr, n, nil
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
