// Package stored is the statistics over the matches a store holds: a
// summary of every match (analysis.MatchSummary), computed by replaying
// each match's log through the engine on every core, and kept in the
// store's statistics cache (migration 0003) so that the next report only
// replays what changed.
//
// Commands (kfr stats, chains, report) and the report site all read their
// summaries here; nothing in it prints or knows about the command line.
package stored

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"slices"
	"sync"

	"github.com/kfr-dev/kfr/analysis"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/internal/parallel"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/store"
	rp "github.com/kfr-dev/kfr/replay"
)

// cacheVersion names the encoding and meaning of the cached summaries:
// change it whenever analysis.MatchSummary or the way it is computed
// changes, and every cached row is recomputed.
const cacheVersion = "summary-2"

// buildStamp is the kfr build the summaries were computed by, when the
// binary knows it (module version, else the VCS revision it was built
// from): a new kfr may replay matches differently, so its cache starts
// afresh. Binaries without build information (tests) share "dev".
var buildStamp = sync.OnceValue(func() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "dev"
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	stamp := "dev"
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			stamp = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				stamp += "+modified"
			}
		}
	}
	return stamp
})

// MatchStats is the statistics of a replayed match: its header, and the
// events of dealing the hands and of every entry, in order.
func MatchStats(id string, r *rp.Replay, db engine.CardDB) analysis.MatchStats {
	b := analysis.NewMatch(id, r.Match.Header, db)
	for _, ev := range r.SetupEvents {
		b.Add(ev)
	}
	for i := range r.Steps {
		for _, ev := range r.Events(i) {
			b.Add(ev)
		}
	}
	return b.Stats()
}

// Cards gives the card database to replay with, read only when a match
// has to be replayed; nil (and no error) when no cards are stored.
type Cards func() (engine.CardDB, error)

// Summaries is a summary of every stored match, in match order
// (analysis.SortMatches). A match is replayed only when the statistics
// cache has no valid summary of it: one computed since the match last
// changed, by the same kfr build (buildStamp), with the same cards and
// decks stored. New summaries are written back to the cache. A match that
// cannot be replayed (a deck or its cards not stored) is summarized from
// its header.
func Summaries(st *store.Store, cards Cards) ([]analysis.MatchSummary, error) {
	return SummariesWarn(st, cards, io.Discard)
}

// SummariesWarn is Summaries, warning on warn of each damaged match (a
// stored action that does not decode): it is counted from its header
// alone and not cached, so that the warning stays until it is mended. A
// match kept out of the statistics (kfr match exclude, a garbled TCO log)
// is not summarized at all.
func SummariesWarn(st *store.Store, cards Cards, warn io.Writer) ([]analysis.MatchSummary, error) {
	infos, err := st.Matches()
	if err != nil {
		return nil, err
	}
	infos = slices.DeleteFunc(infos, func(i store.MatchInfo) bool { return i.Excluded != "" })
	stamp, err := st.CardsAndDecksStamp()
	if err != nil {
		return nil, err
	}
	basis := cacheVersion + " " + buildStamp() + " " + stamp
	cache, err := st.MatchStatsCache(basis)
	if err != nil {
		return nil, err
	}
	out := make([]analysis.MatchSummary, len(infos))
	var missing []int
	for i, info := range infos {
		data, ok := cache[info.ID]
		if ok && json.Unmarshal(data, &out[i]) == nil && out[i].ID == info.ID {
			continue
		}
		missing = append(missing, i)
	}
	if len(missing) > 0 {
		puts, err := summarize(st, cards, infos, missing, out, basis, warn)
		if err != nil {
			return nil, err
		}
		// The cache is a convenience: a database opened read-only, on a
		// full disk, or busy with another kfr, still gets its report.
		if err := st.PutMatchStats(puts); err != nil && !errors.Is(err, store.ErrReadOnly) && !errors.Is(err, store.ErrDiskFull) && !errors.Is(err, store.ErrLocked) {
			return nil, err
		}
	}
	if err := storedDeckNames(st, infos, out); err != nil {
		return nil, err
	}
	analysis.SortMatches(out)
	return out, nil
}

// storedDeckNames names each deck a match resolved to a stored deck by
// that deck's name, whatever the header calls it (an id, other letter
// case), so that a deck's matches are counted together.
func storedDeckNames(st *store.Store, infos []store.MatchInfo, out []analysis.MatchSummary) error {
	decks, err := st.Decks()
	if err != nil {
		return err
	}
	names := make(map[string]string, len(decks))
	for _, d := range decks {
		names[d.ID] = d.Name
	}
	for i, info := range infos {
		for p, id := range info.DeckIDs {
			if name, ok := names[id]; ok && id != "" {
				out[i].Decks[p] = name
			}
		}
	}
	return nil
}

// summarize replays the matches infos[missing…] into out and returns
// their cache rows: workers on every core each read a match's log and
// replay it as they read (reading and decoding the logs is about half
// the work, so a single reader feeding the workers is slower).
func summarize(st *store.Store, cards Cards, infos []store.MatchInfo, missing []int,
	out []analysis.MatchSummary, basis string, warn io.Writer) ([]store.CachedStats, error) {
	var db engine.CardDB
	if n, err := st.CardCount(); err == nil && n > 0 {
		if db, err = cards(); err != nil {
			return nil, err
		}
	}
	decks := &deckCache{st: st, byKey: map[string]*engine.Deck{}}
	puts := make([]store.CachedStats, len(missing))
	errs := make([]error, len(missing))
	damaged := make([]error, len(missing)) // matches whose log does not read: counted by their header
	parallel.For(len(missing), func(k int) {
		info := infos[missing[k]]
		s, err := summarizeOne(st, info, db, decks)
		if errors.Is(err, store.ErrDamaged) {
			damaged[k] = err
			out[missing[k]] = analysis.SummaryOfHeader(info.ID, info.Header)
			return
		}
		if err != nil {
			errs[k] = err
			return
		}
		data, err := json.Marshal(s)
		out[missing[k]] = s
		puts[k], errs[k] = store.CachedStats{ID: info.ID, Updated: info.Updated, Basis: basis, Data: data}, err
	})
	return cacheable(puts, damaged, warn), errors.Join(errs...)
}

// cacheable warns of each damaged match and returns the cache rows of the
// others.
func cacheable(puts []store.CachedStats, damaged []error, warn io.Writer) []store.CachedStats {
	kept := puts[:0]
	for k, err := range damaged {
		if err != nil {
			fmt.Fprintf(warn, "kfr: warning: %v; counted from its header alone (a result the log gives is not seen)\n", err)
			continue
		}
		kept = append(kept, puts[k])
	}
	return kept
}

// summarizeOne replays one match, action by action as the store reads
// them, straight into its summary; with no cards or no decks to replay it
// with, its header is all there is.
//
// It drives the engine itself rather than through replay.Run: a summary
// needs only the events, and a Replay keeps every step, event and
// violation of the match (a third of what a cold report allocated).
// The engine sees exactly what replay.Run gives it: the same setup, then
// one Apply per entry.
func summarizeOne(st *store.Store, info store.MatchInfo, db engine.CardDB, decks *deckCache) (analysis.MatchSummary, error) {
	header := analysis.SummaryOfHeader(info.ID, info.Header)
	if db == nil {
		return header, nil
	}
	ds, ok := decks.pair(info.Header, info.DeckIDs)
	if !ok {
		return header, nil
	}
	first, log, err := firstPlayer(st, info)
	if err != nil {
		return header, err
	}
	ds = rp.WithTokens(&info.Header, db, ds)
	g, err := engine.New(db, info.Header.Setup(first, ds))
	if err != nil {
		return header, nil // a setup the engine refuses: nothing more to learn
	}
	b := analysis.NewSummary(info.ID, info.Header)
	for _, ev := range g.SetupEvents() {
		b.Add(ev)
	}
	apply := func(a engine.Action) error {
		for _, ev := range g.Apply(a).Events {
			b.Add(ev)
		}
		return nil
	}
	if log != nil {
		for _, e := range log {
			apply(e.Action)
		}
		return b.Summary(), nil
	}
	err = st.EachActionOf(info, apply) // before Summary: it reads what apply counted
	return b.Summary(), err
}

// firstPlayer is who went first, as replay.Run decides it: the header's
// first player; when the header does not say, replay.FirstPlayer reads
// the log's first turn header, so the log is read here and returned (it
// is nil otherwise: the caller streams it).
func firstPlayer(st *store.Store, info store.MatchInfo) (int8, []record.Entry, error) {
	if f := info.Header.First; f == 0 || f == 1 {
		return f, nil, nil
	}
	log, err := st.MatchActions(info.ID)
	if err != nil {
		return 0, nil, err
	}
	if log == nil {
		log = []record.Entry{}
	}
	return rp.FirstPlayer(&record.Match{Header: info.Header, Entries: log}), log, nil
}

// deckCache reads each deck once for many matches.
type deckCache struct {
	st    *store.Store
	mu    sync.Mutex
	byKey map[string]*engine.Deck // by "id:…" or "name:…"; nil when not found
}

func (c *deckCache) pair(h record.Header, ids [2]string) ([2]*engine.Deck, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out [2]*engine.Deck
	for i := range out {
		key, get := "id:"+ids[i], func() (*engine.Deck, error) { return c.st.DeckByID(ids[i]) }
		if ids[i] == "" {
			key, get = "name:"+h.Decks[i], func() (*engine.Deck, error) { return c.st.Deck(h.Decks[i]) }
		}
		d, seen := c.byKey[key]
		if !seen {
			if key != "name:" {
				d, _ = get()
			}
			c.byKey[key] = d
		}
		if d == nil {
			return out, false
		}
		out[i] = d
	}
	return out, true
}
