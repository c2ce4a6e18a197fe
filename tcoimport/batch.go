package tcoimport

import (
	"reflect"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
	"github.com/kfr-dev/kfr/record/tco"
)

// ImportEach imports n logs, up to workers of them at once, as Import
// would one after the other: the same reports, matches, match ids and
// decks, whatever workers is (1 or less: one after the other). read(i)
// gives the i-th log's file name and text, or why it could not be read;
// done(i, …) gets what Import returned for it (or read's error), for i =
// 0, 1, … in order, in the caller's goroutine.
//
// Nearly all of a log's import depends on nothing but the log and its
// decks: the parse and the passes (runPasses) run on every core. What
// ties a log to those before it is done in order, in the caller's
// goroutine, which alone uses the store: resolving its decks, which logs
// before it may have grown, and storing it. The decks are resolved twice:
// first as a guess, before the passes, from the decks as the logs before
// it will leave them if each is stored; then, when it is stored, as
// Import resolves them. A log whose guess was wrong (a log before it
// failed or was a duplicate, or another writer changed the decks) is
// imported again, by Import.
func (im *Importer) ImportEach(n, workers int, read func(i int) (file string, src []byte, err error),
	done func(i int, rep Report, err error)) {
	im.importEach(n, workers, read, done)
}

// importEach is ImportEach, returning how many logs were imported again.
func (im *Importer) importEach(n, workers int, read func(i int) (file string, src []byte, err error),
	done func(i int, rep Report, err error)) (redone int) {
	if workers <= 1 || n <= 1 {
		for i := range n {
			file, src, err := read(i)
			var rep Report
			if err == nil {
				rep, err = im.Import(file, src)
			}
			done(i, rep, err)
		}
		return 0
	}
	b := &batch{im: im, guessed: map[string]grownDeck{},
		todo: make(chan *batchLog, inFlight*workers), back: make(chan *batchLog, inFlight*workers)}
	for range workers {
		go b.work(tco.NewNames(im.ix))
	}
	defer close(b.todo)
	b.run(n, inFlight*workers, read, done)
	return b.redone
}

// inFlight is how many logs a worker has read and not stored at most: a
// log takes a few megabytes on its way, and logs are stored in order, so
// a long one holds back the others done after it. With 2 a worker, the
// workers of an import of 300 logs waited about a third of the time; with
// 4, a fifth (1,000 logs: 1.6 s instead of 1.7 to 2.1, for 0.5 MB more
// RSS); with 8, the memory limit made the collector run more often.
const inFlight = 4

// batch is the state of an ImportEach that runs logs at once.
type batch struct {
	im *Importer
	// guessed are the decks the logs guessed and not stored yet will
	// leave, if each is stored, by folded name.
	guessed map[string]grownDeck
	// todo are the logs to parse or to run the passes of; back those done.
	todo, back chan *batchLog
	busy       int // logs the workers have
	redone     int // logs imported again: their guess was wrong
}

// grownDeck is a deck as a log will leave it, and that log's index.
type grownDeck struct {
	deck *engine.Deck
	by   int
}

// batchLog is one log of a batch. A worker has it while busy; the
// caller's goroutine otherwise.
type batchLog struct {
	file string
	src  []byte
	err  error // why it could not be read or parsed
	busy bool

	p       *parsedLog
	guess   logDecks // the decks the passes ran with
	passed  bool     // the passes ran (else the guess failed)
	passErr error
}

// work parses the logs it is given, or runs their passes once parsed.
// Each worker has its own names: a *tco.Names is not safe for concurrent
// use.
func (b *batch) work(names *tco.Names) {
	for l := range b.todo {
		if l.p == nil {
			l.p, l.err = parseLog(l.file, l.src, names)
		} else {
			l.passErr = runPasses(l.p, l.guess, b.im.ix)
			l.passed = true
		}
		b.back <- l
	}
}

// run starts, guesses and stores the logs in order, keeping at most
// window of them between read and stored.
func (b *batch) run(n, window int, read func(i int) (string, []byte, error), done func(int, Report, error)) {
	logs := make([]*batchLog, n)
	started, guessed, stored := 0, 0, 0
	for stored < n {
		for started < n && started-stored < window {
			l := &batchLog{}
			l.file, l.src, l.err = read(started)
			if l.err == nil {
				b.send(l)
			}
			logs[started] = l
			started++
		}
		if b.busy > 0 {
			l := <-b.back
			l.busy = false
			b.busy--
		}
		for ; guessed < started && !logs[guessed].busy; guessed++ {
			if l := logs[guessed]; l.err == nil {
				b.guessDecks(l, guessed)
			}
		}
		for ; stored < guessed && !logs[stored].busy; stored++ {
			rep, err := b.store(logs[stored], stored)
			logs[stored] = nil
			done(stored, rep, err)
		}
	}
}

// send gives a log to the workers: todo has room for every log of the
// window, so it never waits.
func (b *batch) send(l *batchLog) {
	l.busy = true
	b.busy++
	b.todo <- l
}

// guessDecks resolves the decks of the i-th log, parsed, as the logs
// before it will leave them if each is stored, and sends it to the
// passes. Only a guess (store checks it): a log before it may fail.
func (b *batch) guessDecks(l *batchLog, i int) {
	d, err := resolveDecks(l.p, b.storedGuess)
	if err != nil {
		return // the guess failed: store imports the log again
	}
	for _, deck := range d.changed {
		b.guessed[carddb.Fold(deck.Name)] = grownDeck{deck, i}
	}
	l.guess = d
	b.send(l)
}

// storedGuess is the stored deck of a name as the logs guessed will
// leave it: one they grow, else the importer's memory of the store, else
// the store's.
func (b *batch) storedGuess(name string) (*engine.Deck, error) {
	key := carddb.Fold(name)
	if g, ok := b.guessed[key]; ok {
		return g.deck, nil
	}
	// Read, not kept: the importer's memory stays what Import makes it.
	if d, ok := b.im.decks[key]; ok {
		return d, nil
	}
	return b.im.st.DeckNamed(name)
}

// store stores the i-th log (Import's end), after its decks are resolved
// as Import resolves them: when they are not those the passes ran with,
// the log is imported again.
func (b *batch) store(l *batchLog, i int) (Report, error) {
	for key, g := range b.guessed {
		if g.by <= i { // stored now, or never
			delete(b.guessed, key)
		}
	}
	// The parse's lists are not handed on here, as Import does: a log
	// holds its entries from its parse to its store, and with 8 logs in
	// flight, lists handed on (sized for the longest logs, holding what
	// their last log put in them) kept about 1 MB more alive, which the
	// import's memory limit paid for in collections: 10% more
	// instructions for 300 logs, against 3% fewer one log at a time.
	if l.err != nil {
		if l.p != nil {
			return l.p.rep, l.err
		}
		return Report{}, l.err
	}
	d, err := b.im.decksOf(l.p)
	if err != nil {
		return l.p.rep, err
	}
	if !l.passed || !sameDecks(d, l.guess) {
		b.redone++
		return b.im.Import(l.file, l.src)
	}
	if l.passErr != nil {
		return l.p.rep, l.passErr
	}
	return b.im.storeLog(l.p, d)
}

// sameDecks reports whether a log's passes run with a and with b alike:
// the same two decks.
func sameDecks(a, b logDecks) bool {
	for i := range a.decks {
		if !reflect.DeepEqual(*a.decks[i], *b.decks[i]) {
			return false
		}
	}
	return true
}
