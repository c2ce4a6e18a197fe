package tcoimport

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/tco"
	"github.com/kfr-dev/kfr/replay"
)

// TestAnswersRecordTheReplay: the replay answerReplayed records while it
// answers is, for every shared log, the replay of the match it leaves
// (what the import used to replay again).
func TestAnswersRecordTheReplay(t *testing.T) {
	dir := sharedDir(t)
	_, ix := storeWithPacks(t, dir)
	files, _ := filepath.Glob(filepath.Join(dir, "tco-logs*", "*.txt"))
	if len(files) == 0 {
		t.Skip("no shared logs")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			res, err := tco.Parse(f, src, ix)
			if err != nil {
				t.Fatal(err)
			}
			var decks [2]*engine.Deck
			for i := range decks {
				decks[i] = tco.PartialDeck(res.Match.Header.Decks[i], res.Seen[i], res.Houses[i])
			}
			_, got, err := answerReplayed(res.Match, &res.Notes, ix, decks)
			if err != nil {
				t.Fatal(err)
			}
			if got == nil {
				t.Fatal("no replay recorded (no deck of a TCO log has a token)")
			}
			want, err := replay.RunWith(res.Match, ix, decks, replay.Options{NoHashes: true})
			if err != nil {
				t.Fatal(err)
			}
			if !replay.Same(got, want) {
				t.Errorf("the recorded replay differs from a replay of the answered match")
			}
		})
	}
}

// TestTrialsGoOnFromTheRecord: a trial answer replayed from the record of
// the entries before it (replayTrial with the game kept) is the replay of
// the whole trial, for the choices of every shared log.
func TestTrialsGoOnFromTheRecord(t *testing.T) {
	tried := 0
	eachLogChoices(t, func(file string, m *record.Match, ix engine.CardDB, decks [2]*engine.Deck, r *replay.Replay, waits []waitingChoice) {
		for _, w := range waits[:min(len(waits), 3)] {
			trial := *m
			trial.Entries = withEntry(m.Entries, w.entry+1, record.Entry{Action: engine.Action{Verb: engine.VerbChoose,
				Player: engine.NoPlayer, Cards: []engine.CardRef{w.prompt.Cards[1]}}, Comment: CommentChoiceSettled})
			got, err := replayTrial(r, &trial, w, ix, decks)
			if err != nil {
				t.Fatal(err)
			}
			want, err := replay.RunWith(&trial, ix, decks, replay.Options{NoHashes: true})
			if err != nil {
				t.Fatal(err)
			}
			if w.game == nil || !replay.Same(got, want) {
				t.Errorf("%s: the trial after entry %d (kept game: %v) is not the replay of the whole trial", file, w.entry, w.game != nil)
			}
			tried++
		}
	})
	if tried == 0 {
		t.Error("no choice tried: the test compares nothing")
	}
}

// eachLogAnswered calls f with each shared log (its file's base name), its
// match as answerReplayed answers it, the decks and the replay
// answerReplayed records.
func eachLogAnswered(t *testing.T, f func(file string, m *record.Match, ix engine.CardDB, decks [2]*engine.Deck, r *replay.Replay)) {
	t.Helper()
	eachLogParsed(t, func(file string, res *tco.Result, ix engine.CardDB, decks [2]*engine.Deck) {
		_, r, err := answerReplayed(res.Match, &res.Notes, ix, decks)
		if err != nil || r == nil {
			t.Fatal(err, r == nil)
		}
		f(file, res.Match, ix, decks, r)
	})
}

// eachLogParsed calls f with each shared log (its file's base name), as
// tco.Parse reads it, and its partial decks.
func eachLogParsed(t *testing.T, f func(file string, res *tco.Result, ix engine.CardDB, decks [2]*engine.Deck)) {
	t.Helper()
	dir := sharedDir(t)
	_, ix := storeWithPacks(t, dir)
	files, _ := filepath.Glob(filepath.Join(dir, "tco-logs*", "*.txt"))
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		res, err := tco.Parse(file, src, ix)
		if err != nil {
			t.Fatal(err)
		}
		var decks [2]*engine.Deck
		for i := range decks {
			decks[i] = tco.PartialDeck(res.Match.Header.Decks[i], res.Seen[i], res.Houses[i])
		}
		f(filepath.Base(file), res, ix, decks)
	}
}

// eachLogChoices is eachLogAnswered with the choices unansweredChoices
// finds in the whole match.
func eachLogChoices(t *testing.T, f func(file string, m *record.Match, ix engine.CardDB, decks [2]*engine.Deck, r *replay.Replay, waits []waitingChoice)) {
	t.Helper()
	eachLogAnswered(t, func(file string, m *record.Match, ix engine.CardDB, decks [2]*engine.Deck, r *replay.Replay) {
		waits, err := unansweredChoices(m, ix, decks, -1, len(m.Entries))
		if err != nil {
			t.Fatal(err)
		}
		f(file, m, ix, decks, r, waits)
	})
}

// TestPlacedReplayIsWhole: the replay place returns after keeping a place
// (recorded from the game before the play) is the replay of the placed
// match, for every shared log.
func TestPlacedReplayIsWhole(t *testing.T) {
	placed := 0
	eachLogAnswered(t, func(file string, m *record.Match, ix engine.CardDB, decks [2]*engine.Deck, r *replay.Replay) {
		got, n, err := place(m, ix, decks, r)
		if err != nil {
			t.Fatal(err)
		}
		want, err := replay.RunWith(m, ix, decks, replay.Options{NoHashes: true})
		if err != nil {
			t.Fatal(err)
		}
		if !replay.Same(got, want) {
			t.Errorf("%s: the replay after %d places kept is not the replay of the placed match", file, n)
		}
		placed += n
	})
	if placed == 0 {
		t.Error("no place kept in the shared logs: the test compares nothing new")
	}
}

// TestKeptRunIsAFreshRun: the run place goes on with after keeping a
// place (logRun.after: run's games before the play, the rest read in a
// run from run's game before it) is the run of the placed match made from
// the start, and the findings it carries from the tries before (those that
// stopped before the play) are the findings of those tries on it: the
// same when whole, a floor of them when not.
func TestKeptRunIsAFreshRun(t *testing.T) {
	kept, carried := 0, 0
	eachLogAnswered(t, func(file string, m *record.Match, ix engine.CardDB, decks [2]*engine.Deck, r *replay.Replay) {
		tried := map[int]bool{}
		run, err := runOf(m, ix, decks, r)
		if err != nil {
			t.Fatal(err)
		}
		for tries := 0; tries < maxPlaceTries; {
			v := firstProblem(r, tried)
			if v < 0 {
				return
			}
			k, n := placeBefore(m, ix, r, run, v, maxPlaceTries-tries)
			if tries += n; k < 0 {
				tried[v] = true
				continue
			}
			r = run.replayFrom(m, r, k)
			next := run.after(m, ix, r, k)
			fresh, err := runOf(m, ix, decks, r)
			if err != nil {
				t.Fatal(err)
			}
			sameRun(t, file, next, fresh)
			for key, f := range next.tried {
				if fresh.before[key[0]] == nil {
					continue // after r's last problem: never tried again
				}
				e := &m.Entries[key[0]]
				old := e.Action
				e.Action = placesOf(old, ix)[key[1]]
				pv, pd := findingsBefore(r, key[0])
				want := fresh.findingsFrom(fresh.before[key[0]].Clone(), m, key[0], pv, pd, func(int, int) bool { return false })
				e.Action = old
				if f.whole && (f.nv != want.nv || f.nd != want.nd) || f.nv > want.nv || f.nd > want.nd {
					t.Errorf("%s: place %v carried %+v, a fresh try finds %+v", file, key, f, want)
				}
				carried++
			}
			run = next
			kept++
		}
	})
	if kept == 0 || carried == 0 {
		t.Errorf("%d places kept, %d findings carried: the test compares too little", kept, carried)
	}
}

// sameRun reports where two runs of one match differ.
func sameRun(t *testing.T, file string, got, want *logRun) {
	t.Helper()
	if !reflect.DeepEqual(got.plays, want.plays) || len(got.before) != len(want.before) {
		t.Errorf("%s: plays %v (%d games kept), want %v (%d)", file, got.plays, len(got.before), want.plays, len(want.before))
	}
	for i, g := range want.before {
		if got.before[i] == nil || string(got.before[i].AppendSnapshot(nil)) != string(g.AppendSnapshot(nil)) {
			t.Errorf("%s: the game before entry %d differs", file, i)
		}
	}
	if !reflect.DeepEqual(got.ends, want.ends) {
		t.Errorf("%s: the turns' ends differ", file)
	}
}
