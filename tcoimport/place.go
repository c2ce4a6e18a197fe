package tcoimport

import (
	"slices"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/replay"
)

// CommentPlaced marks a creature play whose place in the battleline the
// import inferred from later lines: TCO never logs the flank a creature
// enters play on (nor where a deploying creature goes), and kfr's default
// is the right flank. When a later line breaks a rule, or a later key
// cost disagrees, only because of where a creature stands (Defense
// Initiative warding a neighbor, Orator Hissaro readying its neighbors,
// Titan Mechanic's "while not on a flank"), the place that makes the log
// legal is the one the player chose, as a player reading the log would
// conclude.
const CommentPlaced = "flank settled by a later line"

// Bounds of the search: each try costs a replay.
const (
	placeLookback = 30  // the latest creature plays before a violation that may be misplaced
	placeDeployAt = 5   // positions tried for a deploying creature: at 1 … at placeDeployAt
	maxPlaceTries = 400 // replays per log
)

// place replays m's violations and board disagreements away by moving
// creatures that the log let enter play on the default flank. A problem
// is a violation, or a checkpoint item about the board's effects (a key
// cost: Titan Mechanic's "while not on a flank") that disagrees; Æmber
// items are settle's (a hidden effect explains them better). For the
// first problem that some other place of a creature played before it
// removes, with no new violation nor disagreement, it keeps that place,
// and goes on with the problems left. It returns the last replay and how
// many plays it placed. r, when not nil, is the replay of m as it is.
func place(m *record.Match, db engine.CardDB, decks [2]*engine.Deck, r *replay.Replay) (*replay.Replay, int, error) {
	if r == nil {
		var err error
		if r, err = replay.RunWith(m, db, decks, replay.Options{NoHashes: true}); err != nil {
			return nil, 0, err
		}
	}
	placed, tries := 0, 0
	tried := map[int]bool{} // problem entries no place removes
	var run *logRun         // of m as it is, made when first needed
	var prev *logRun        // the run before the last place kept, at keptAt
	keptAt := -1
	for tries < maxPlaceTries {
		v := firstProblem(r, tried)
		if v < 0 {
			return r, placed, nil
		}
		switch {
		case run == nil && prev != nil:
			run, prev = prev.after(m, db, r, keptAt), nil
		case run == nil:
			var err error
			if run, err = runOf(m, db, decks, r); err != nil {
				return r, placed, err
			}
		}
		better, n := placeBefore(m, db, r, run, v, maxPlaceTries-tries)
		tries += n
		if better < 0 {
			tried[v] = true
			continue
		}
		r = run.replayFrom(m, r, better)
		prev, keptAt, run = run, better, nil
		placed++
	}
	return r, placed, nil
}

// firstProblem is the entry of r's first violation or disagreeing
// non-Æmber checkpoint item not in tried, -1 when none.
func firstProblem(r *replay.Replay, tried map[int]bool) int {
	v := -1
	for _, e := range r.ViolationEntry {
		if !tried[e] {
			v = e
			break
		}
	}
	for _, c := range r.Checkpoints {
		if v >= 0 && c.Entry >= v {
			break
		}
		if !c.OK && c.Field != "aember" && !tried[c.Entry] {
			return c.Entry
		}
	}
	return v
}

// placeBefore tries the other places of the creatures played (by a play
// line) before entry v, the latest first, and keeps in m the best that
// leaves no more violations and no more disagreeing checkpoint items than
// r, and fewer of one (the fewest violations, then the fewest
// disagreements; the latest play on a tie). It returns the entry of the
// play it moved (-1 when none: m is then as it was) and how many places it
// tried, at most budget.
//
// A try replays the log from the play it moves, not from the start: the
// game before the play is the same in every try (run keeps a clone of
// r's game before each play), so are r's findings before it. A try stops
// as soon as its findings so far rule it out (they only grow), or once its
// game is again the one r's run had at the end of a turn (the same state,
// snapshot for snapshot: the rest of the log finds what r found). Only the
// kept place is replayed whole (logRun.replayFrom).
func placeBefore(m *record.Match, db engine.CardDB, r *replay.Replay, run *logRun, v, budget int) (int, int) {
	type choice struct {
		entry  int
		at     engine.Action
		nv, nd int
	}
	var best *choice
	rv, rd := len(r.Violations), disagreeing(r)
	// ruledOut: findings so far (a floor of the whole log's) that can be
	// neither better than r nor than the best so far (as many as r's
	// already: the rest of the log cannot make them fewer).
	ruledOut := func(nv, nd int) bool {
		return nv > rv || nd > rd || nv == rv && nd == rd || best != nil && (nv > best.nv || nv == best.nv && nd >= best.nd)
	}
	tries := 0
	for _, i := range run.playsBefore(v) {
		if tries == budget {
			break
		}
		e := &m.Entries[i]
		old := e.Action
		pv, pd := findingsBefore(r, i)
		for k, alt := range placesOf(old, db) {
			if tries == budget {
				break
			}
			tries++
			// The same place was tried for an earlier problem: its
			// findings, or a floor of them that rules it out still.
			key := [2]int{i, k}
			if f, ok := run.tried[key]; ok && (f.whole || ruledOut(f.nv, f.nd)) {
				if f.whole && !(f.nv == rv && f.nd == rd) && !ruledOut(f.nv, f.nd) {
					best = &choice{entry: i, at: alt, nv: f.nv, nd: f.nd}
				}
				continue
			}
			e.Action = alt
			f := run.findingsFrom(run.before[i].CloneInto(&run.scratch), m, i, pv, pd, ruledOut)
			run.tried[key] = f
			if f.whole && !(f.nv == rv && f.nd == rd) && !ruledOut(f.nv, f.nd) {
				best = &choice{entry: i, at: alt, nv: f.nv, nd: f.nd}
			}
		}
		e.Action = old
	}
	if best == nil {
		return -1, tries
	}
	e := &m.Entries[best.entry]
	e.Action = best.at
	e.Comment = CommentPlaced
	return best.entry, tries
}

// replayFrom is the replay of m, whose entry k (a play run kept the game
// before) was moved: from r's record of the entries before k and run's
// game before it, the same replay as a whole one.
func (run *logRun) replayFrom(m *record.Match, r *replay.Replay, k int) *replay.Replay {
	rec := replay.RecordFrom(r, k, run.before[k].Clone())
	for _, e := range m.Entries[k:] {
		rec.Apply(e)
	}
	return rec.End(m)
}

// after is the run of m (r's match, replayFrom's) once its entry k moved,
// made when a problem is left for it: the games before k, and after the
// turns ended before it, are run's, and those after are read in a run
// from run's game before k (a run of m from the start made them again).
// The tries that stopped before k keep their findings (findings.before):
// the next problem's search does not make them again. run is not read
// after.
func (run *logRun) after(m *record.Match, db engine.CardDB, r *replay.Replay, k int) *logRun {
	next := &logRun{before: map[int]*engine.Game{}, tried: map[[2]int]findings{}, buf: run.buf}
	for _, i := range run.plays {
		switch g := run.before[i]; {
		case i < k:
			next.plays = append(next.plays, i)
			next.before[i] = g
		case i > k && g != nil:
			next.spare = append(next.spare, g)
		}
	}
	for _, t := range run.ends {
		if t.entry >= k {
			break
		}
		next.ends = append(next.ends, t)
	}
	g := run.before[k] // run's last use of it
	for i := k; i < len(m.Entries); i++ {
		a := &m.Entries[i].Action
		if placeable(*a, db) {
			next.plays = append(next.plays, i)
			next.before[i] = next.clone(g)
		}
		g.Apply(*a)
		if a.Verb == engine.VerbEnd && len(next.plays) > 0 {
			next.ends = append(next.ends, turnEnd{entry: i, hash: g.Hash(), snap: g.AppendSnapshot(make([]byte, 0, next.snapRoom()))})
		}
	}
	next.settle(r)
	for key, f := range run.tried {
		if key[0] >= k {
			continue
		}
		if f, ok := f.before(k, next); ok {
			next.tried[key] = f
		}
	}
	return next
}

// logRun is what a run of the log as it is (r's) leaves for the tries:
// the game before each creature play on the default flank (whose place a
// try may change), and the game after each turn's end, as a hash and a
// snapshot, with r's findings after it.
type logRun struct {
	plays  []int                // the plays' entries, in log order
	before map[int]*engine.Game // by entry
	ends   []turnEnd            // in log order
	buf    []byte
	// scratch is the game a try plays on: one for all tries, whose lists
	// the next try's copy reuses.
	scratch engine.Game
	// tried are the findings of the places tried so far, by play entry
	// and place (placesOf's index): the whole log's, or when a try stopped
	// early, those up to where it stopped (a floor).
	tried map[[2]int]findings
	// spare are games no longer read (those of the run before after the
	// place kept, and those settle forgets), whose lists clone reuses.
	spare []*engine.Game
}

// clone is a copy of g, in a spare game when there is one.
func (run *logRun) clone(g *engine.Game) *engine.Game {
	if n := len(run.spare); n > 0 {
		dst := run.spare[n-1]
		run.spare = run.spare[:n-1]
		return g.CloneInto(dst)
	}
	return g.Clone()
}

// findings are what a try found: the whole log's violations and
// disagreeing checkpoint items, or when it stopped early, those up to
// where it stopped (a floor: not whole).
type findings struct {
	nv, nd int
	whole  bool
	// stop is the entry the try stopped after; met is the index in ends
	// of the turn's end where its game was r's again, -1 when it never
	// was (then nv and nd are all its own), and own are its findings up
	// to there (r's after it make up the rest).
	stop         int
	met          int
	ownNV, ownND int
}

type turnEnd struct {
	entry  int
	hash   uint64
	snap   []byte
	nv, nd int // r's violations and disagreeing items after the entry
}

func runOf(m *record.Match, db engine.CardDB, decks [2]*engine.Deck, r *replay.Replay) (*logRun, error) {
	g, err := engine.New(db, m.Header.Setup(replay.FirstPlayer(m), replay.WithTokens(&m.Header, db, decks)))
	if err != nil {
		return nil, err
	}
	run := &logRun{before: map[int]*engine.Game{}, tried: map[[2]int]findings{}}
	last := lastProblem(r)
	for i := range m.Entries {
		a := &m.Entries[i].Action
		if placeable(*a, db) {
			run.plays = append(run.plays, i)
			if i <= last { // a try moves only plays before a problem of r
				run.before[i] = g.Clone()
			}
		}
		g.Apply(*a)
		if a.Verb == engine.VerbEnd && len(run.plays) > 0 {
			run.ends = append(run.ends, turnEnd{entry: i, hash: g.Hash(), snap: g.AppendSnapshot(make([]byte, 0, run.snapRoom()))})
		}
	}
	run.settle(r)
	return run, nil
}

// settle gives each turn's end r's findings after it, and forgets the
// games before the plays after r's last problem: a try moves only plays
// before a problem of r.
func (run *logRun) settle(r *replay.Replay) {
	rv, rd := len(r.Violations), disagreeing(r)
	for k := range run.ends {
		t := &run.ends[k]
		nv, nd := findingsBefore(r, t.entry+1)
		t.nv, t.nd = rv-nv, rd-nd
	}
	last := lastProblem(r)
	for _, i := range run.plays {
		if g := run.before[i]; g != nil && i > last {
			delete(run.before, i)
			run.spare = append(run.spare, g)
		}
	}
}

// lastProblem is the entry of r's last problem (firstProblem's kind), -1
// when none.
func lastProblem(r *replay.Replay) int {
	last := -1
	for _, e := range r.ViolationEntry {
		last = max(last, e)
	}
	for _, c := range r.Checkpoints {
		if !c.OK && c.Field != "aember" {
			last = max(last, c.Entry)
		}
	}
	return last
}

// snapRoom is room for a snapshot: a little more than the last one's (a
// snapshot appended to nil grew its buffer a dozen times).
func (run *logRun) snapRoom() int {
	if len(run.ends) == 0 {
		return 4 << 10
	}
	return len(run.ends[len(run.ends)-1].snap) + 256
}

// playsBefore are the plays at or before entry v whose place placeBefore
// may change, latest first: placeLookback of them at most.
func (run *logRun) playsBefore(v int) []int {
	n, _ := slices.BinarySearch(run.plays, v+1)
	out := slices.Clone(run.plays[max(0, n-placeLookback):n])
	slices.Reverse(out)
	return out
}

// findingsBefore counts r's violations and disagreeing checkpoint items
// of the entries before entry i.
func findingsBefore(r *replay.Replay, i int) (nv, nd int) {
	for _, e := range r.ViolationEntry {
		if e < i {
			nv++
		}
	}
	for _, c := range r.Checkpoints {
		if c.Entry < i && !c.OK {
			nd++
		}
	}
	return nv, nd
}

// findingsFrom applies m's entries from i on to g (the game before entry
// i) and counts, from nv and nd, the violations (those that can be
// verified, as a replay counts them) and the disagreeing checkpoint items.
// They are not whole when it stopped early because stop said so.
func (run *logRun) findingsFrom(g *engine.Game, m *record.Match, i, nv, nd int, stop func(nv, nd int) bool) findings {
	end, _ := slices.BinarySearchFunc(run.ends, i, func(t turnEnd, i int) int { return t.entry - i })
	for ; i < len(m.Entries); i++ {
		out := g.Apply(m.Entries[i].Action)
		for _, v := range out.Violations {
			if !v.Unverifiable {
				nv++
			}
		}
		for _, c := range out.Checks {
			if !c.OK {
				nd++
			}
		}
		if stop(nv, nd) {
			return findings{nv: nv, nd: nd, stop: i, met: -1}
		}
		if end < len(run.ends) && run.ends[end].entry == i {
			t := &run.ends[end]
			end++
			if g.Hash() != t.hash { // (cheaper than a snapshot, which settles it)
				continue
			}
			if run.buf = g.AppendSnapshot(run.buf[:0]); string(run.buf) == string(t.snap) {
				return findings{nv: nv + t.nv, nd: nd + t.nd, whole: true, stop: i, met: end - 1, ownNV: nv, ownND: nd}
			}
		}
	}
	return findings{nv: nv, nd: nd, whole: true, stop: len(m.Entries) - 1, met: -1}
}

// before are the findings of a try of run that stopped before entry k,
// where a later run differs from it, for that run (next, whose turn ends
// before k are run's): the same try finds the same up to where it
// stopped, and where it met r's game, the game next has there, with
// next's findings after it.
func (f findings) before(k int, next *logRun) (findings, bool) {
	switch {
	case f.stop >= k:
		return f, false
	case f.met >= 0:
		t := &next.ends[f.met]
		f.nv, f.nd = f.ownNV+t.nv, f.ownND+t.nd
		return f, true
	}
	return f, !f.whole
}

// placeable reports whether a is a creature entering a battleline on the
// default flank, the place TCO does not log: a creature's play, or a
// control change (the player who takes control of a creature puts it on a
// flank of their choice: Rulebook, Control).
func placeable(a engine.Action, db engine.CardDB) bool {
	var id string
	switch {
	case a.Verb == engine.VerbPlay && a.Flank == engine.FlankDefault:
		id = a.Card.ID
	case a.Verb == engine.VerbEffect && a.Effect != nil && a.Effect.Kind == engine.EffControl:
		id = a.Effect.Card.ID
	default:
		return false
	}
	d := db.Card(id)
	return d != nil && d.Type.IsCreature()
}

// placesOf are the other places the creature of a placeable action may
// enter a battleline at, each as the action that puts it there: for a
// play, the left flank, and inside the battleline when it deploys; for a
// control change, the left flank.
func placesOf(a engine.Action, db engine.CardDB) []engine.Action {
	if a.Verb == engine.VerbEffect {
		f := *a.Effect
		f.Kind = engine.EffControlLeft
		a.Effect = &f
		return []engine.Action{a}
	}
	at := func(fl engine.Flank, pos int32) engine.Action {
		b := a
		b.Flank, b.Pos = fl, pos
		return b
	}
	out := []engine.Action{at(engine.FlankLeft, 0)}
	if d := db.Card(a.Card.ID); d != nil && d.Has(engine.Deploy) {
		for k := int32(1); k <= placeDeployAt; k++ {
			out = append(out, at(engine.FlankAt, k))
		}
	}
	return out
}

// disagreeing counts the checkpoint items a replay disagrees with.
func disagreeing(r *replay.Replay) int {
	n := 0
	for _, c := range r.Checkpoints {
		if !c.OK {
			n++
		}
	}
	return n
}
