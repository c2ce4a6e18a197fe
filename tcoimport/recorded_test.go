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
			if !reflect.DeepEqual(got, want) {
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
			if w.game == nil || !reflect.DeepEqual(got, want) {
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
		m := res.Match
		var decks [2]*engine.Deck
		for i := range decks {
			decks[i] = tco.PartialDeck(m.Header.Decks[i], res.Seen[i], res.Houses[i])
		}
		_, r, err := answerReplayed(m, &res.Notes, ix, decks)
		if err != nil || r == nil {
			t.Fatal(err, r == nil)
		}
		f(filepath.Base(file), m, ix, decks, r)
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
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the replay after %d places kept is not the replay of the placed match", file, n)
		}
		placed += n
	})
	if placed == 0 {
		t.Error("no place kept in the shared logs: the test compares nothing new")
	}
}
