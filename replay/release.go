package replay

import (
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/internal/reuse"
)

// The lists of replays that were released, for the replays that come
// after them: an import replays each log several times, and these lists
// were most of what a replay allocated.
var (
	stepLists       reuse.Lists[Step]
	eventLists      reuse.Lists[engine.Event]
	checkpointLists reuse.Lists[Checkpoint]
	findingLists    reuse.Lists[engine.Violation]
	entryLists      reuse.Lists[int]
)

// Release hands r's lists (its steps, events, checkpoints and findings)
// to the replays made after it, and empties r. Call it only when nothing will
// read r again, nor anything read from it: its Steps, Checkpoints, the
// events of Events and EventsUpTo. Nothing needs it: a replay that is not
// released is collected as any value.
func (r *Replay) Release() {
	stepLists.Put(r.Steps)
	eventLists.Put(r.events)
	checkpointLists.Put(r.Checkpoints)
	for _, f := range [2][]engine.Violation{r.Violations, r.Unverifiable} {
		findingLists.Put(f)
	}
	for _, e := range [2][]int{r.ViolationEntry, r.UnverifiableEntry} {
		entryLists.Put(e)
	}
	*r = Replay{}
}

// addFinding appends finding v of entry i to a list of findings and the
// list of their entries. The first takes lists of released replays: a
// replay of an import's partial decks finds a few dozen that cannot be
// verified, and grown from nothing they were a twelfth of its bytes. A
// replay without findings keeps nil lists, as before.
func addFinding(vs []engine.Violation, at []int, v engine.Violation, i int) ([]engine.Violation, []int) {
	if vs == nil {
		vs, at = findingLists.Get(16), entryLists.Get(16)
	}
	return append(vs, v), append(at, i)
}
