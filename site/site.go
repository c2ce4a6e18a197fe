// Package site writes a report site of a store's matches into a folder:
// index.html (decks, players, recent matches, the matchup matrix), a page
// per deck, per player and per match, all linked to each other, and one
// copy of ECharts the pages share. It reads the store (through
// analysis/stored for the statistics), replays the matches that get a
// page, and leaves every page's content to package reports.
//
// Every file goes through WriteFile.
package site

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sync"

	"github.com/kfr-dev/kfr/analysis"
	"github.com/kfr-dev/kfr/analysis/stored"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/internal/parallel"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/safefile"
	"github.com/kfr-dev/kfr/record/store"
	rp "github.com/kfr-dev/kfr/replay"
	"github.com/kfr-dev/kfr/reports"
)

// DefaultMatchPages is how many of the latest matches get a page of their
// own when Options.MatchPages is 0. A match page replays its match and
// holds the board after every action (about 130 kB and 7 ms for a
// 60-turn game); a page for each of ten thousand matches would make a
// site of more than a gigabyte and take a minute, for pages few open.
// Older matches are still counted everywhere, `--match-pages -1` writes
// them all, and `kfr report match ID` writes any one of them.
const DefaultMatchPages = 100

// IndexFile is the site's front page.
const IndexFile = "index.html"

// Options say where and what to write.
type Options struct {
	Dir string // the folder, created when missing
	// MatchPages is how many of the latest matches get a page: 0 means
	// DefaultMatchPages, a negative number every match.
	MatchPages int
	// Assets is ECharts (reports.LoadAssets); without it the pages are
	// written with their tables and a notice instead of charts.
	Assets reports.Assets
	// Force replaces files of the folder that kfr did not write; Protect
	// lists files never written (the open database's).
	Force   bool
	Protect []string
}

// Result is what was written.
type Result struct {
	Files      []string // every file, the index first
	Matches    int      // matches counted
	MatchPages int      // matches with a page
	Charts     bool     // false when ECharts was missing
}

// Write writes the site of every match in st. cards gives the card
// database when a match must be replayed.
func Write(st *store.Store, cards stored.Cards, o Options) (Result, error) {
	if err := safefile.CheckProtected(o.Dir, o.Protect); err != nil {
		return Result{}, err
	}
	if fi, err := os.Stat(o.Dir); err == nil && !fi.IsDir() {
		return Result{}, fmt.Errorf("%s is a file, not a folder: give -o a folder for the site, or a FILE.html for the all-decks page alone", o.Dir)
	}
	ms, err := stored.Summaries(st, cards)
	if err != nil {
		return Result{}, err
	}
	var db engine.CardDB
	if n, err := st.CardCount(); err == nil && n > 0 {
		if db, err = cards(); err != nil {
			return Result{}, err
		}
	}
	if err := os.MkdirAll(o.Dir, 0o755); err != nil {
		return Result{}, fmt.Errorf("create the report folder: %w (choose another with -o)", err)
	}
	w := &writer{st: st, db: db, dir: o.Dir, assets: o.Assets, out: safefile.Options{Force: o.Force, Protect: o.Protect}}
	res := Result{Matches: len(ms), Charts: len(o.Assets.ECharts) > 0}
	if res.Charts {
		if err := w.file(reports.EChartsFile, func(out io.Writer) error {
			_, err := out.Write(o.Assets.ECharts)
			return err
		}); err != nil {
			return res, err
		}
		w.assets.Shared = reports.EChartsFile
	}
	all := reports.NewAllReport(ms)
	links, pages := plan(all, ms, o.MatchPages)
	all.Links = links
	res.MatchPages = len(pages.matches)
	sets, err := setsByNumber(st)
	if err != nil {
		return res, err
	}
	jobs := []func() error{func() error {
		return w.file(IndexFile, func(out io.Writer) error { return reports.WriteAllHTML(out, all, w.assets) })
	}}
	for _, d := range all.Decks {
		jobs = append(jobs, func() error { return w.deck(d.Deck, ms, links, sets) })
	}
	for _, p := range all.Players {
		jobs = append(jobs, func() error {
			return w.file(links.Players[p.Player], func(out io.Writer) error {
				return reports.WritePlayerHTML(out, reports.PlayerReport{Stats: p, Links: links}, w.assets)
			})
		})
	}
	for _, m := range pages.matches {
		jobs = append(jobs, func() error { return w.match(m, links) })
	}
	err = run(jobs)
	res.Files = w.written()
	return res, err
}

// pageSet is which matches get a page.
type pageSet struct{ matches []analysis.MatchSummary }

// plan names every page: one per deck and player, one per match among
// the latest limit ones (see Options.MatchPages).
func plan(all reports.AllReport, ms []analysis.MatchSummary, limit int) (*reports.Links, pageSet) {
	taken := fileNames{IndexFile: true, reports.EChartsFile: true}
	l := &reports.Links{Index: IndexFile, Decks: map[string]string{}, Players: map[string]string{},
		Matches: map[string]string{}}
	for _, d := range all.Decks {
		l.Decks[d.Deck] = taken.name("deck-", d.Deck)
	}
	for _, p := range all.Players {
		l.Players[p.Player] = taken.name("player-", p.Player)
	}
	if limit == 0 {
		limit = DefaultMatchPages
	}
	first := 0
	if limit > 0 && len(ms) > limit {
		first = len(ms) - limit
	}
	var ps pageSet
	for _, m := range ms[first:] {
		l.Matches[m.ID] = taken.name("match-", m.ID)
		ps.matches = append(ps.matches, m)
	}
	return l, ps
}

func setsByNumber(st *store.Store) (map[int]store.Set, error) {
	sets, err := st.Sets()
	if err != nil {
		return nil, err
	}
	out := make(map[int]store.Set, len(sets))
	for _, s := range sets {
		out[s.Num] = s
	}
	return out, nil
}

// writer writes the files of one site; its methods are safe to call from
// several goroutines.
type writer struct {
	st     *store.Store
	db     engine.CardDB
	dir    string
	assets reports.Assets
	out    safefile.Options // how files may be replaced

	mu    sync.Mutex
	files []string
}

// file writes one file of the site.
func (w *writer) file(name string, write func(io.Writer) error) error {
	path := filepath.Join(w.dir, name)
	if err := WriteFile(path, w.out, write); err != nil {
		return err
	}
	w.mu.Lock()
	w.files = append(w.files, path)
	w.mu.Unlock()
	return nil
}

// written is every file written, the index first, the rest by name.
func (w *writer) written() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	out := append([]string(nil), w.files...)
	index := filepath.Join(w.dir, IndexFile)
	sortFiles(out, index)
	return out
}

func (w *writer) deck(name string, ms []analysis.MatchSummary, links *reports.Links, sets map[int]store.Set) error {
	r := deckReport(w.st, w.db, sets, name, ms)
	r.Links = links
	return w.file(links.Decks[name], func(out io.Writer) error { return reports.WriteDeckHTML(out, r, w.assets) })
}

// DeckReport is what deck name's page shows: its statistics over ms and,
// when the deck is stored, the deck itself.
func DeckReport(st *store.Store, cards stored.Cards, name string, ms []analysis.MatchSummary) (reports.DeckReport, error) {
	var db engine.CardDB
	if n, err := st.CardCount(); err == nil && n > 0 {
		if db, err = cards(); err != nil {
			return reports.DeckReport{}, err
		}
	}
	sets, err := setsByNumber(st)
	if err != nil {
		return reports.DeckReport{}, err
	}
	return deckReport(st, db, sets, name, ms), nil
}

func deckReport(st *store.Store, db engine.CardDB, sets map[int]store.Set, name string, ms []analysis.MatchSummary) reports.DeckReport {
	r := reports.NewDeckReport(name, ms)
	// Summaries name stored decks by their stored names; a deck the store
	// does not hold (a header's name only) has no list. DeckNamed matches
	// the whole name, never a prefix (which could be another deck), and
	// answers nil, nil for a name it does not know.
	if d, err := st.DeckNamed(name); err == nil && d != nil {
		r.List = deckList(d, db, sets)
	}
	return r
}

// match writes a match's page from its replay; a match that cannot be
// replayed (its decks or cards not stored) gets its header and log.
func (w *writer) match(s analysis.MatchSummary, links *reports.Links) error {
	info, err := w.st.MatchInfo(s.ID)
	if err != nil {
		return err
	}
	m, err := w.st.Match(s.ID)
	if err != nil {
		return err
	}
	imported := info.Source == store.SourceTCO
	r, err := w.replay(m, info)
	var mr reports.MatchReport
	if err == nil {
		mr, err = MatchReport(r, w.db, imported)
	}
	if err != nil {
		mr = unreplayed(m, w.db, imported)
	}
	// The summary names decks as the store does; the page agrees with it.
	for p := range 2 {
		mr.Stats.Players[p].Deck = s.Decks[p]
	}
	mr.Links = links
	return w.file(links.Matches[s.ID], func(out io.Writer) error { return reports.WriteMatchHTML(out, mr, w.assets) })
}

func (w *writer) replay(m *record.Match, info store.MatchInfo) (*rp.Replay, error) {
	if w.db == nil {
		return nil, errors.New("no cards stored")
	}
	decks, err := w.st.MatchDecks(m.Header, info.DeckIDs)
	if err != nil {
		return nil, err
	}
	return rp.RunWith(m, w.db, decks, rp.Options{NoHashes: true, KeepStates: true})
}

// unreplayed is the page of a match the engine cannot replay: its header
// and its log as recorded.
func unreplayed(m *record.Match, db engine.CardDB, imported bool) reports.MatchReport {
	out := reports.MatchReport{Stats: analysis.Match(m.ID, m.Header, nil, db), Imported: imported}
	for i, e := range m.Entries {
		out.Log = append(out.Log, reports.LogLine{Action: i, Player: engine.NoPlayer, Text: e.Text})
	}
	return out
}

// run runs jobs on every core and returns their errors joined.
func run(jobs []func() error) error {
	errs := make([]error, len(jobs))
	parallel.For(len(jobs), func(k int) { errs[k] = jobs[k]() })
	return errors.Join(errs...)
}
