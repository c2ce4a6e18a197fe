package tcoimport

import (
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// missesBy reports whether answering w with try leaves an Æmber
// checkpoint item of a player disagreeing at or before entry c of m (r's
// match, before the answer is inserted): the trial reanswer keeps must
// move r's first such item (at c) past it, so a trial that fails here is
// ruled out without its recorded replay. It plays the answer and m's
// entries after w's up to c on a copy of w's game in scratch, as the
// trial's replay does (the same game, the same actions: the same
// checkpoint items; those before w's entry are r's, none of them an Æmber
// miss, as c is r's first). known is false when w kept no game (the
// trial is replayed whole).
func missesBy(m *record.Match, w waitingChoice, try engine.Action, c int, scratch *engine.Game) (miss, known bool) {
	if w.game == nil {
		return false, false
	}
	g := w.game.CloneInto(scratch)
	if aemberMiss(g.Apply(try)) {
		return true, true
	}
	for i := w.entry + 1; i <= c && i < len(m.Entries); i++ {
		if aemberMiss(g.Apply(m.Entries[i].Action)) {
			return true, true
		}
	}
	return false, true
}

// aemberMiss reports whether an applied entry's checks hold a player's
// Æmber item that disagrees (firstAemberMiss's kind of item).
func aemberMiss(out engine.Outcome) bool {
	for _, c := range out.Checks {
		if c.Item.Field == "aember" && (c.Player == 0 || c.Player == 1) && !c.OK {
			return true
		}
	}
	return false
}
