// Package tcoimport brings The Crucible Online's game logs into the store:
// each log becomes a match (record/tco does the reading), its decks are the
// stored decks of those names or partial decks of the cards seen, and the
// match is replayed on the way in so that the import can say how much of the
// log kfr understood and how many end-of-turn checkpoints the engine
// agrees with.
//
// It drives the engine, so it sits above replay (record only reads and
// stores). It answers what scripted abilities ask (engine.Prompt) from
// TCO's lines (answer.go: a "may" TCO logged as done is yes, a card TCO's
// line named is the card), the place for more such answers as more cards
// are scripted. Where a player has two copies of a title, it names the
// copy TCO's line means: the ready one that can reap, fight or be used
// (copies.go). Where a line's effects are hidden (tco.CommentHidden) and the
// next checkpoint disagrees, it settles the difference as a player
// reading the log would (settle.go, CommentSettled, Report.Settled), and
// where a later line breaks a rule only because of where a creature
// entered play (TCO never says), it places the creature where the log is
// legal (place.go, CommentPlaced, Report.Placed). Simultaneous turn-end
// abilities resolve in the order TCO's lines give (order.go), and a line
// naming each card an "each" step hit is read as the board, which hidden
// choices before it are answered to agree with (unlisted.go). ImportEach
// imports many logs on every core, as Import would one after the other
// (batch.go).
package tcoimport

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/carddb"
	"github.com/kfr-dev/kfr/record/store"
	"github.com/kfr-dev/kfr/record/tco"
	"github.com/kfr-dev/kfr/replay"
)

// Report is what importing one log did. Field names are the --json ones.
type Report struct {
	File        string   `json:"file"`
	Match       string   `json:"match"`     // the stored match id
	Duplicate   bool     `json:"duplicate"` // the log was imported before, as Match
	Players     []string `json:"players"`
	Decks       []string `json:"decks"`
	Partial     []bool   `json:"partial"` // per deck: known only from cards seen in logs
	Lines       int      `json:"lines"`
	Understood  int      `json:"understood"`
	Checkpoints int      `json:"checkpoints"` // checkpoint items (Æmber, keys… of a player at an end of turn)
	Agreeing    int      `json:"agreeing"`
	Violations  int      `json:"violations"`
	// Unverifiable counts the findings the log's hidden information cannot
	// settle ("cannot verify": a card of a partial deck not shown yet),
	// never counted as violations.
	Unverifiable int `json:"unverifiable"`
	// Settled counts the Æmber changes the import inferred from a
	// checkpoint after a line whose effects the log hides (CommentSettled).
	Settled int `json:"settled"`
	// Placed counts the creature plays whose place in the battleline the
	// import inferred from later lines (CommentPlaced): TCO never logs it.
	Placed int `json:"placed"`
	// Answered counts the choices of scripted abilities the import read
	// from TCO's lines (choose entries, CommentAnswered).
	Answered int    `json:"answered"`
	Winner   string `json:"winner"` // "" when the log ends before the game does
	Reason   string `json:"reason"`
	// FirstDisagreement is the log line of the first checkpoint the engine
	// disagrees with, 0 when all agree.
	FirstDisagreement int `json:"first_disagreement"`
	// Unknown lists the line numbers kfr did not understand (kept in the
	// match as comments).
	Unknown []int `json:"unknown"`
	// CheckpointItems are the checkpoint items one by one, so that a tool
	// can check every checkpoint line of the log.
	CheckpointItems []CheckpointItem `json:"checkpoint_items"`
	// ScriptChecks are TCO's lines of cards the engine scripts, each a
	// check of what the script did (checkScripted); ScriptAgreeing counts
	// those the engine's events bear out.
	ScriptChecks   []ScriptCheck `json:"script_checks"`
	ScriptAgreeing int           `json:"script_agreeing"`
	// Excluded says why the match is kept out of the statistics, "" when
	// it counts: kfr understood less than MinUnderstood of the log.
	Excluded string `json:"excluded_from_stats,omitempty"`
}

// CheckpointItem is one item of a checkpoint line compared with the engine.
type CheckpointItem struct {
	Line   int    `json:"line"`   // the 1-based line in the TCO file
	Player string `json:"player"` // whose figure
	Field  string `json:"field"`  // aember, keys
	Log    string `json:"log"`    // what the log says
	Engine string `json:"engine"` // what the engine has
	OK     bool   `json:"ok"`
}

// MinUnderstood is the share of a log's lines kfr must understand for the
// match to count in the statistics: below it the log is mostly something
// else (a chat, another game's text, a damaged copy) and its figures would
// mislead. Real logs are understood at well over 90%.
const MinUnderstood = 0.5

// garbled is why a log of lines with understood of them understood does
// not count, "" when it does.
func garbled(understood, lines int) string {
	if lines == 0 || float64(understood) >= MinUnderstood*float64(lines) {
		return ""
	}
	return fmt.Sprintf("kfr understood only %d of the log's %d lines", understood, lines)
}

// Importer imports logs into one store, remembering card names across logs.
type Importer struct {
	st    *store.Store
	ix    *carddb.Index
	names *tco.Names

	// decks are the stored decks this import read or saved, by folded
	// name (nil: none stored), current while the store's cards and decks
	// stamp is stamp: a deck is then not read again for every log that
	// names it (reading decks was a seventh of an import). At most
	// maxKeptDecks: an import of thousands of logs keeps the memory of a
	// few.
	decks map[string]*engine.Deck
	stamp string

	// CountAnyway counts in the statistics a log kfr understood too
	// little of (see MinUnderstood), which is otherwise kept out.
	CountAnyway bool
}

// New makes an importer over the store's cards.
func New(st *store.Store, ix *carddb.Index) *Importer {
	return &Importer{st: st, ix: ix, names: tco.NewNames(ix)}
}

// Import reads one log (file names it in messages and the report) and
// stores it as a match, unless the same log is stored already: then the
// report names that match and says Duplicate.
func (im *Importer) Import(file string, src []byte) (Report, error) {
	p, err := parseLog(file, src, im.names)
	defer p.release()
	if err != nil {
		return p.rep, err
	}
	d, err := im.decksOf(p)
	if err != nil {
		return p.rep, err
	}
	if err := runPasses(p, d, im.ix); err != nil {
		return p.rep, err
	}
	return im.storeLog(p, d)
}

// parsedLog is a log on its way to the store: its text, what tco.Parse
// made of it, and its report so far.
type parsedLog struct {
	file string
	src  []byte
	res  *tco.Result
	rep  Report
}

// release hands the parse's lists to the parses after it
// (tco.Result.Release), once the log is stored or given up: nothing
// reads its match or notes afterwards.
func (p *parsedLog) release() {
	if p != nil && p.res != nil {
		p.res.Release()
		p.res = nil
	}
}

// parseLog reads a log. It depends on nothing but the log (names only
// remembers what card names meant).
func parseLog(file string, src []byte, names *tco.Names) (*parsedLog, error) {
	p := &parsedLog{file: file, src: src, rep: Report{File: file}}
	res, err := tco.Parse(file, src, names)
	if err != nil {
		return p, err
	}
	m, h := res.Match, &res.Match.Header
	if len(m.Entries) > record.MaxActions { // refused before the replay, which would cost the most
		return p, fmt.Errorf("%s: %d actions, more than a match can have (%d): is it one game's log?",
			file, len(m.Entries), record.MaxActions)
	}
	p.res = res
	p.rep.Players = []string{h.Players[0], h.Players[1]}
	p.rep.Decks = []string{h.Decks[0], h.Decks[1]}
	p.rep.Lines, p.rep.Understood = res.Lines, res.Understood
	for _, u := range res.Unknown {
		p.rep.Unknown = append(p.rep.Unknown, u.Line)
	}
	return p, nil
}

// logDecks are the two decks a log is replayed with, as resolved (the
// stored or partial decks, before withLikelySet), and those of them the
// log grows, which are saved when it is stored.
type logDecks struct {
	decks   [2]*engine.Deck
	changed []*engine.Deck
}

// decksOf resolves a log's decks from the store (and the importer's
// memory of it).
func (im *Importer) decksOf(p *parsedLog) (logDecks, error) {
	if err := im.checkDecks(); err != nil {
		return logDecks{}, err
	}
	return resolveDecks(p, im.storedDeck)
}

// resolveDecks resolves a log's decks from the stored deck of each name
// (stored: nil when there is none).
func resolveDecks(p *parsedLog, stored func(name string) (*engine.Deck, error)) (logDecks, error) {
	var d logDecks
	h := &p.res.Match.Header
	for i := range d.decks {
		deck, grown, err := deckFrom(stored, h.Decks[i], p.res.Seen[i], p.res.Houses[i])
		if err != nil {
			return d, fmt.Errorf("%s: deck %q: %w", p.file, h.Decks[i], err)
		}
		d.decks[i] = deck
		if grown && (i == 0 || deck.ID != d.decks[0].ID) {
			d.changed = append(d.changed, deck)
		}
	}
	return d, nil
}

// runPasses replays a log with its decks and makes it agree with TCO's
// lines (answers, places, settling), then fills in its report. It
// changes p's match and notes, and depends on nothing but p, d and ix:
// logs' passes can run at once.
func runPasses(p *parsedLog, d logDecks, ix *carddb.Index) error {
	rep, res, m, file := &p.rep, p.res, p.res.Match, p.file
	var decks [2]*engine.Deck
	rep.Partial = rep.Partial[:0]
	for i := range decks {
		rep.Partial = append(rep.Partial, d.decks[i].Partial)
		decks[i] = withLikelySet(d.decks[i], ix)
	}
	listedProphecies(m, ix, decks)
	// Simultaneous turn-end abilities resolve in the order TCO's lines
	// give (order.go), before any answer is read from those lines.
	if _, err := orderTurnEnds(m, &res.Notes, ix, decks); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	// The copy each line means is read from the state the line meets, in
	// the replay itself (readyCopies one entry at a time).
	copies := copyReader{m: m}
	var r *replay.Replay
	var err error
	if !hasScripted(m) || !readCopies(m, ix, decks, &copies) {
		if r, err = replay.RunWith(m, ix, decks, replay.Options{NoHashes: true, Before: copies.read}); err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
	}
	// Each pass returns the replay of the match as it left it: the one
	// it was given, or a new one; then nothing keeps the old one, and
	// its lists are handed on (swap).
	var next *replay.Replay
	if r == nil || needsAnswers(r) {
		// A scripted ability waited for a choice the log gives no line
		// for: answer it from TCO's lines, and replay again.
		// r is then the replay the answers were recorded in (nil: one
		// is made next).
		if rep.Answered, next, err = answerReplayedIn(m, &res.Notes, ix, decks, nil, copies.kept); err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
		r = swap(r, next)
	}
	if next, err = settleChains(m, ix, decks, r); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	r = swap(r, next)
	// Places first: where a creature stands changes what abilities did
	// (an exalt of a neighbor), which settling reads from the checkpoints.
	if next, rep.Placed, err = place(m, ix, decks, r); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	r = swap(r, next)
	// A line naming each card a step hit tells which were in play: a
	// hidden choice took the others out (unlisted.go).
	if next, _, err = unlisted(m, &res.Notes, ix, decks, r); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	r = swap(r, next)
	// The answers were read on the default flanks: answer again on the
	// settled ones (answerPlaced).
	var again int
	if next, again, err = answerPlaced(m, &res.Notes, ix, decks, r, rep.Placed); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	r = swap(r, next)
	rep.Answered += again
	var moved int
	if next, again, moved, err = placeAnswered(m, &res.Notes, ix, decks, r); err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	r = swap(r, next)
	rep.Answered, rep.Placed = rep.Answered+again, rep.Placed+moved
	next, settled, err := settle(m, &res.Notes, ix, decks, r)
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	r = swap(r, next)
	rep.Settled = settled
	figures(rep, r, &res.Notes, decks, ix)
	r.Release() // the report has what it needs of r
	return nil
}

// swap is next, the replay a pass returned, after the lists of cur, the
// one it was given, are handed on when next is another (nothing keeps
// cur then: passes keep no replay, nor events read from one).
func swap(cur, next *replay.Replay) *replay.Replay {
	if cur != nil && next != cur {
		cur.Release()
	}
	return next
}

// storeLog stores a log whose passes ran, unless the same log is stored
// already, and saves the decks it grew.
func (im *Importer) storeLog(p *parsedLog, d logDecks) (Report, error) {
	rep, res := p.rep, p.res
	if id, ok, err := im.st.MatchByHash(res.Hash); err != nil {
		return rep, err
	} else if ok {
		rep.Match, rep.Duplicate = id, true
		return rep, nil
	}
	// The same log shows no card it did not show the first time, so a
	// duplicate leaves the decks as they are.
	if err := im.saveDecks(d.changed); err != nil {
		return rep, err
	}
	if !im.CountAnyway {
		rep.Excluded = garbled(rep.Understood, rep.Lines)
	}
	id, err := im.st.CreateMatch(res.Match, store.MatchOptions{
		Source: store.SourceTCO, Hash: res.Hash, DeckIDs: [2]string{d.decks[0].ID, d.decks[1].ID}, Excluded: rep.Excluded,
		Log: p.src})
	var dup *store.DuplicateError
	if errors.As(err, &dup) { // another importer was quicker
		rep.Match, rep.Duplicate = dup.ID, true
		return rep, nil
	}
	if err != nil {
		return rep, err
	}
	rep.Match = id
	return rep, nil
}

// hasScripted reports whether TCO's lines say what a scripted card's
// ability did (tco.CommentScripted): its choices, "up to" and "may" ones
// included, which the engine makes by itself without a choose line, are
// then read from them.
func hasScripted(m *record.Match) bool {
	for _, e := range m.Entries {
		if e.Comment == tco.CommentScripted {
			return true
		}
	}
	return false
}

// needsAnswers reports whether the replay met a choice the log does not
// give as a choose line (choice-missing: the log says it in the lines
// after), or a choose line no ability waited for (choice-unexpected):
// only then do answers from TCO's lines matter.
func needsAnswers(r *replay.Replay) bool {
	for _, vs := range [2][]engine.Violation{r.Violations, r.Unverifiable} {
		for _, v := range vs {
			if v.Rule == "choice-missing" || v.Rule == "choice-unexpected" {
				return true
			}
		}
	}
	return false
}

func figures(rep *Report, r *replay.Replay, notes *tco.Notes, decks [2]*engine.Deck, ix *carddb.Index) {
	rep.Checkpoints = len(r.Checkpoints)
	rep.CheckpointItems = make([]CheckpointItem, 0, len(r.Checkpoints))
	for _, c := range r.Checkpoints {
		rep.CheckpointItems = append(rep.CheckpointItems, CheckpointItem{Line: c.Line, Player: r.PlayerName(c.Player),
			Field: c.Field, Log: c.Expected, Engine: c.Actual, OK: c.OK})
		if c.OK {
			rep.Agreeing++
		} else if rep.FirstDisagreement == 0 {
			rep.FirstDisagreement = c.Line
		}
	}
	rep.Violations = len(r.Violations)
	rep.Unverifiable = len(r.Unverifiable)
	rep.ScriptChecks = checkScripted(r, notes, newBoards(r.Match, ix, decks))
	for _, c := range rep.ScriptChecks {
		if c.OK {
			rep.ScriptAgreeing++
		}
	}
	res := r.Match.Header.Result
	if res.Winner != engine.NoPlayer {
		rep.Winner, rep.Reason = r.Match.Header.Players[res.Winner], res.Reason
	}
}

// deckFrom is the stored complete deck of that name, else the partial deck
// of that name extended by the cards this log showed (stored is the stored
// deck of a name, nil when there is none). changed says whether it differs
// from what the store holds.
func deckFrom(stored func(name string) (*engine.Deck, error), name string, seen []string, houses []engine.House) (d *engine.Deck, changed bool, err error) {
	fresh := tco.PartialDeck(name, seen, houses)
	fresh.ID = PartialID(name)
	old, err := stored(name)
	switch {
	case err != nil:
		return nil, false, err
	case old == nil:
		return fresh, true, nil
	case !old.Partial:
		return old, false, nil
	}
	d = Extend(old, fresh)
	return d, len(d.Cards) != len(old.Cards) || d.Houses != old.Houses, nil
}

// checkDecks forgets the decks read so far when another writer changed
// the stored cards or decks since.
func (im *Importer) checkDecks() error {
	stamp, err := im.st.CardsAndDecksStamp()
	if err != nil {
		return err
	}
	if stamp != im.stamp || im.decks == nil {
		im.decks, im.stamp = map[string]*engine.Deck{}, stamp
	}
	return nil
}

// maxKeptDecks bounds Importer.decks: a player's logs, imported together,
// name their deck again and again, and the decks of a few dozen players
// take a few hundred kilobytes.
const maxKeptDecks = 64

// storedDeck is the stored deck of that name (store.DeckNamed), read once.
func (im *Importer) storedDeck(name string) (*engine.Deck, error) {
	key := carddb.Fold(name)
	if d, ok := im.decks[key]; ok {
		return d, nil
	}
	d, err := im.st.DeckNamed(name)
	if err == nil {
		im.keep(key, d)
	}
	return d, err
}

// keep remembers the stored deck of a folded name, forgetting the others
// when maxKeptDecks are kept.
func (im *Importer) keep(key string, d *engine.Deck) {
	if len(im.decks) >= maxKeptDecks {
		clear(im.decks)
	}
	im.decks[key] = d
}

// saveDecks stores the decks a log grew, and keeps them as the stored
// ones while no other writer changes cards or decks.
func (im *Importer) saveDecks(changed []*engine.Deck) error {
	if len(changed) == 0 {
		return nil
	}
	before, after, err := im.st.SaveDecksStamped(changed, nil)
	if err != nil {
		im.decks = nil // what was saved is not known
		return err
	}
	if before != im.stamp { // another writer was there meanwhile
		clear(im.decks)
	}
	im.stamp = after
	for _, d := range changed {
		// A copy whose name is not a piece of the log: the log's text
		// must not stay in memory as long as the deck does.
		kept := *d
		kept.Name = strings.Clone(d.Name)
		im.keep(carddb.Fold(d.Name), &kept)
	}
	return nil
}

// PartialID is the stored id of the partial deck of a TCO deck name.
func PartialID(name string) string {
	return fmt.Sprintf("tco-%x", sha256.Sum256([]byte(carddb.Fold(name))))[:20]
}

// Extend is the partial deck old grown by what fresh adds: each card as many
// times as the more telling of the two shows it, houses in order of first
// sight. Neither argument changes.
func Extend(old, fresh *engine.Deck) *engine.Deck {
	d := &engine.Deck{ID: old.ID, Name: old.Name, Set: old.Set, Houses: old.Houses, Partial: true}
	d.Cards = append(d.Cards, old.Cards...)
	have := map[string]int{}
	for _, c := range old.Cards {
		have[c.CardID]++
	}
	want := map[string]int{}
	var order []string
	for _, c := range fresh.Cards {
		if want[c.CardID] == 0 {
			order = append(order, c.CardID)
		}
		want[c.CardID]++
	}
	for _, id := range order {
		for n := have[id]; n < want[id]; n++ {
			d.Cards = append(d.Cards, engine.DeckCard{CardID: id})
		}
	}
	for _, h := range fresh.Houses {
		if h == "" || d.HasHouse(h) {
			continue
		}
		for i := range d.Houses {
			if d.Houses[i] == "" {
				d.Houses[i] = h
				break
			}
		}
	}
	return d
}

// Totals sums reports: the figures of a whole import.
type Totals struct {
	Logs, Imported, Duplicates   int
	Lines, Understood            int
	Checkpoints, Agreeing        int
	Violations, Unverifiable     int
	ScriptChecks, ScriptAgreeing int
}

// Sum adds up reports.
func Sum(reps []Report) Totals {
	var t Totals
	for _, r := range reps {
		t.Add(r)
	}
	return t
}

// Add counts one more report: an import keeps the sums, not the reports.
func (t *Totals) Add(r Report) {
	t.Logs++
	if r.Duplicate {
		t.Duplicates++
	} else {
		t.Imported++
	}
	t.Lines += r.Lines
	t.Understood += r.Understood
	t.Checkpoints += r.Checkpoints
	t.Agreeing += r.Agreeing
	t.Violations += r.Violations
	t.Unverifiable += r.Unverifiable
	t.ScriptChecks += len(r.ScriptChecks)
	t.ScriptAgreeing += r.ScriptAgreeing
}

// SortedUnknown is a sorted copy of line numbers (for stable output).
func SortedUnknown(lines []int) []int {
	out := append([]int(nil), lines...)
	sort.Ints(out)
	return out
}
