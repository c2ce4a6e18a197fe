package tcoimport

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"testing"
	"time"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/store"
)

// batchOutcome is all an import of a batch leaves: what done was given
// for each log, every stored match and every deck.
type batchOutcome struct {
	Reports []Report
	Errors  []string
	Matches []store.MatchInfo
	Logs    []*record.Match
	Decks   []*engine.Deck
}

// TestImportEachAsOneAfterTheOther imports batches with one worker and
// with four: the reports, errors, match ids, matches and decks are the
// same, duplicates inside a batch, decks several logs name and logs that
// fail included. Run it with -race: the workers share the card index and
// the engine's tables.
func TestImportEachAsOneAfterTheOther(t *testing.T) {
	dir := sharedDir(t)
	packed := packedStore(t, dir)
	logs := map[string][]byte{"not-a-log.txt": []byte("Hello,\nthis is no game.\n")}
	for _, glob := range []string{"tco-logs/*.txt", "tco-logs-2021/*.txt"} {
		files, _ := filepath.Glob(filepath.Join(dir, glob))
		for _, f := range files {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			logs[filepath.Base(f)] = src
		}
	}
	var all []string
	for name := range logs {
		if name != "not-a-log.txt" {
			all = append(all, name)
		}
	}
	sort.Strings(all)
	if len(all) != 18 {
		t.Fatalf("%d shared logs, want 18", len(all))
	}
	const silver = "Mrs. “Silver” Ultmore" // the deck of game-07, 08 and 09
	for _, tc := range []struct {
		name   string
		before []string           // imported one by one first
		change func(*store.Store) // then done to the store
		batch  []string           // "missing.txt" cannot be read
		redone bool               // some log's guessed decks may be wrong
	}{
		{name: "shared logs", batch: all},
		{name: "duplicates, repeated decks, failures", before: []string{"game-13.txt"},
			batch: []string{"game-04.txt", "game-08.txt", "game-04.txt", "not-a-log.txt", "game-10.txt",
				"missing.txt", "game-13.txt", "game-09.txt", "game-08.txt", "game-07.txt", "game-526329.txt", "game-526252.txt"}},
		{name: "a duplicate grows a deck the next log names", before: []string{"game-07.txt"},
			// The deck game-07 grew is emptied: game-07, a duplicate, would
			// grow it again, but a duplicate is not stored, nor its decks.
			change: func(st *store.Store) {
				if err := st.SaveDeck(&engine.Deck{ID: PartialID(silver), Name: silver, Partial: true}, nil); err != nil {
					t.Fatal(err)
				}
			},
			batch: []string{"game-07.txt", "game-08.txt", "game-09.txt"}, redone: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var outs [2]batchOutcome
			for k, workers := range []int{1, 4} {
				st, im := importerOver(t, packed)
				for _, name := range tc.before {
					if _, err := im.Import(name, logs[name]); err != nil {
						t.Fatal(err)
					}
				}
				if tc.change != nil {
					tc.change(st)
				}
				read := func(i int) (string, []byte, error) {
					src, ok := logs[tc.batch[i]]
					if !ok {
						return tc.batch[i], nil, errors.New(tc.batch[i] + ": no such file")
					}
					return tc.batch[i], src, nil
				}
				next := 0
				done := func(i int, rep Report, err error) {
					if i != next {
						t.Fatalf("done for log %d, want %d", i, next)
					}
					next++
					outs[k].Reports = append(outs[k].Reports, rep)
					outs[k].Errors = append(outs[k].Errors, fmt.Sprint(err))
				}
				redone := im.importEach(len(tc.batch), workers, read, done)
				if next != len(tc.batch) {
					t.Fatalf("%d workers: done for %d logs of %d", workers, next, len(tc.batch))
				}
				// Whether a wrong guess is made depends on which worker
				// is done first (a log guessed after the one before it
				// is stored guesses right): where none can be wrong,
				// none is redone; TestStoreRedoesAWrongGuess takes the
				// other way every time.
				if workers > 1 && redone > 0 && !tc.redone {
					t.Errorf("%d workers: %d logs imported again, but no guess can be wrong", workers, redone)
				}
				outs[k].Matches, outs[k].Logs, outs[k].Decks = stored(t, st)
			}
			one, four := outs[0], outs[1]
			if len(one.Matches) == 0 || len(one.Decks) == 0 {
				t.Fatalf("nothing stored: %d matches, %d decks", len(one.Matches), len(one.Decks))
			}
			for i := range one.Reports {
				if !reflect.DeepEqual(one.Reports[i], four.Reports[i]) || one.Errors[i] != four.Errors[i] {
					t.Errorf("%s: one worker: %+v, %s\nfour: %+v, %s", tc.batch[i], one.Reports[i], one.Errors[i], four.Reports[i], four.Errors[i])
				}
			}
			if !reflect.DeepEqual(one.Matches, four.Matches) {
				t.Errorf("stored matches differ:\none worker: %+v\nfour: %+v", one.Matches, four.Matches)
			}
			if !reflect.DeepEqual(one.Logs, four.Logs) {
				t.Error("stored match logs differ")
			}
			if !reflect.DeepEqual(one.Decks, four.Decks) {
				t.Errorf("stored decks differ:\none worker: %+v\nfour: %+v", one.Decks, four.Decks)
			}
		})
	}
}

// packedStore is the file of a store holding every shared pack, made once
// for the test: each importer copies it.
func packedStore(t *testing.T, dir string) string {
	st, _ := storeWithPacks(t, dir)
	path := st.Path()
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

// importerOver is an importer over a fresh copy of the store file packed.
func importerOver(t *testing.T, packed string) (*store.Store, *Importer) {
	data, err := os.ReadFile(packed)
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "kfr.db")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	st, err := store.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	ix, err := st.CardIndex()
	if err != nil {
		t.Fatal(err)
	}
	return st, New(st, ix)
}

// stored is every match of st (its times left out: they are the clock's)
// and log, and every deck.
func stored(t *testing.T, st *store.Store) ([]store.MatchInfo, []*record.Match, []*engine.Deck) {
	infos, err := st.Matches()
	if err != nil {
		t.Fatal(err)
	}
	var ms []*record.Match
	for i := range infos {
		infos[i].Created, infos[i].Updated = time.Time{}, time.Time{}
		m, err := st.Match(infos[i].ID)
		if err != nil {
			t.Fatal(err)
		}
		ms = append(ms, m)
	}
	sums, err := st.Decks()
	if err != nil {
		t.Fatal(err)
	}
	var decks []*engine.Deck
	for _, s := range sums {
		d, err := st.DeckByID(s.ID)
		if err != nil {
			t.Fatal(err)
		}
		decks = append(decks, d)
	}
	return infos, ms, decks
}

// TestStoreRedoesAWrongGuess: a log whose passes ran with decks other
// than those it is stored with is imported again, and stored as Import
// stores it.
func TestStoreRedoesAWrongGuess(t *testing.T) {
	dir := sharedDir(t)
	packed := packedStore(t, dir)
	src, err := os.ReadFile(filepath.Join(dir, "tco-logs", "game-08.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var reps [2]Report
	var matches [2][]store.MatchInfo
	for k, wrong := range []bool{false, true} {
		st, im := importerOver(t, packed)
		p, err := parseLog("game-08.txt", src, im.names)
		if err != nil {
			t.Fatal(err)
		}
		guess, err := im.decksOf(p)
		if err != nil {
			t.Fatal(err)
		}
		if wrong { // a log before it was to grow the first deck, and was not stored
			d := *guess.decks[0]
			d.Cards = append(slices.Clone(d.Cards), d.Cards[0])
			guess.decks[0] = &d
		}
		l := &batchLog{file: "game-08.txt", src: src, p: p, guess: guess, passed: true}
		l.passErr = runPasses(p, guess, im.ix)
		b := &batch{im: im, guessed: map[string]grownDeck{}}
		if reps[k], err = b.store(l, 0); err != nil {
			t.Fatal(err)
		}
		if want := map[bool]int{false: 0, true: 1}[wrong]; b.redone != want {
			t.Errorf("wrong guess %v: %d logs imported again, want %d", wrong, b.redone, want)
		}
		matches[k], _, _ = stored(t, st)
	}
	if !reflect.DeepEqual(reps[0], reps[1]) || !reflect.DeepEqual(matches[0], matches[1]) {
		t.Errorf("a redone log is not stored as a right guess stores it:\n%+v\n%+v", reps[0], reps[1])
	}
}
