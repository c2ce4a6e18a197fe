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
)

// Release hands r's lists (its steps, events and checkpoints) to the
// replays made after it, and empties r. Call it only when nothing will
// read r again, nor anything read from it: its Steps, Checkpoints, the
// events of Events and EventsUpTo. Nothing needs it: a replay that is not
// released is collected as any value.
func (r *Replay) Release() {
	stepLists.Put(r.Steps)
	eventLists.Put(r.events)
	checkpointLists.Put(r.Checkpoints)
	*r = Replay{}
}
