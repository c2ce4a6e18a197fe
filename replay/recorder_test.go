package replay

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// TestRecorderIsRunWith: a replay recorded entry by entry is the one
// RunWith (NoHashes) makes of the same match, field for field.
func TestRecorderIsRunWith(t *testing.T) {
	for _, n := range []int{0, 40, 400} {
		m := longMatch(t, n)
		want, rec := runAndRecorder(t, m)
		for _, e := range m.Entries {
			rec.Apply(e)
		}
		got := rec.End(m)
		got.decks, want.decks = [2]*engine.Deck{}, [2]*engine.Deck{} // testDecks makes new decks each call
		if !Same(got, want) {
			t.Errorf("%d entries: the recorded replay differs from RunWith's", n)
		}
		if len(want.Steps) != len(m.Entries) || len(want.Checkpoints)+len(want.Violations) == 0 && n > 0 {
			t.Errorf("%d entries: %d steps, %d checkpoint items: the comparison compares little", n, len(want.Steps), len(want.Checkpoints))
		}
	}
}

// runAndRecorder are RunWith's replay of m (NoHashes) and a recorder of
// m's header that has applied nothing yet.
func runAndRecorder(t *testing.T, m *record.Match) (*Replay, *Recorder) {
	t.Helper()
	want, err := RunWith(m, testCards, testDecks(), Options{NoHashes: true})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := Record(m, testCards, testDecks())
	if err != nil {
		t.Fatal(err)
	}
	return want, rec
}

// TestRecordFromIsRunWith: a replay that goes on from another's first n
// entries (and the game after them) is RunWith's of the whole match.
func TestRecordFromIsRunWith(t *testing.T) {
	m := longMatch(t, 400)
	want, err := RunWith(m, testCards, testDecks(), Options{NoHashes: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{0, 1, len(m.Entries) / 2, len(m.Entries) - 1, len(m.Entries)} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			rec, err := Record(m, testCards, testDecks())
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range m.Entries[:n] {
				rec.Apply(e)
			}
			from := RecordFrom(want, n, rec.Game().Clone())
			for _, e := range m.Entries[n:] {
				from.Apply(e)
			}
			got := from.End(m)
			got.decks, want.decks = [2]*engine.Deck{}, [2]*engine.Deck{}
			if !Same(got, want) {
				t.Errorf("going on after %d entries: the replay differs from RunWith's", n)
			}
		})
	}
}

// TestEventsWhenTheRoomRunsOut: events the game could not write in the
// replay's room (EventsInto) are copied, and the replay is RunWith's.
func TestEventsWhenTheRoomRunsOut(t *testing.T) {
	m := longMatch(t, 400)
	want, rec := runAndRecorder(t, m)
	rec.r.events = make([]engine.Event, 0, 1) // runs out at the first entry with two events
	copied := 0
	for _, e := range m.Entries {
		room := cap(rec.r.events) - len(rec.r.events)
		rec.Apply(e)
		if n := len(rec.r.Events(len(rec.r.Steps) - 1)); n > room {
			copied++
		}
	}
	got := rec.End(m)
	got.decks, want.decks = [2]*engine.Deck{}, [2]*engine.Deck{}
	if !Same(got, want) {
		t.Error("the replay differs from RunWith's")
	}
	if copied == 0 {
		t.Error("the room never ran out: the test tests nothing")
	}
}

// TestSameNoticesDifferences: Same holds for two runs of one match, and
// fails when a record or the final state differs.
func TestSameNoticesDifferences(t *testing.T) {
	m := longMatch(t, 40)
	run := func(m *record.Match) *Replay {
		r, err := RunWith(m, testCards, testDecks(), Options{NoHashes: true})
		if err != nil {
			t.Fatal(err)
		}
		r.decks = [2]*engine.Deck{} // testDecks makes new decks each call
		return r
	}
	a, b := run(m), run(m)
	if !Same(a, b) {
		t.Error("two runs of one match differ")
	}
	shorter := *m
	shorter.Entries = m.Entries[:len(m.Entries)-1]
	c := run(&shorter)
	c.Match = m
	if Same(a, c) {
		t.Error("a run one entry short is the same")
	}
	d := *a
	d.final = c.final
	if Same(a, &d) {
		t.Error("a replay with another final game is the same")
	}
}

// TestRecordedEventsSurviveAnotherApply: an Apply of the recorder's game
// made by someone else between two entries (the contract says not to, but
// the game is in their hands) does not write over the events recorded.
func TestRecordedEventsSurviveAnotherApply(t *testing.T) {
	m := longMatch(t, 40)
	want, rec := runAndRecorder(t, m)
	for i, e := range m.Entries {
		rec.Apply(e)
		if len(rec.r.Events(i)) > 0 {
			rec.Game().Apply(engine.Action{Verb: engine.VerbComment, Words: []string{"x"}})
			rec.Game().Apply(engine.Action{Verb: engine.VerbEnd}) // writes events
			break
		}
	}
	got := rec.r
	for i := range got.Steps {
		if !reflect.DeepEqual(got.Events(i), want.Events(i)) {
			t.Fatalf("step %d: events %v, want %v", i, got.Events(i), want.Events(i))
		}
	}
}
