package stats

import (
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"runtime/debug"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/kfr-dev/kfr/analysis"
	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/store"
	rp "github.com/kfr-dev/kfr/replay"
)

// cacheVersion names the encoding and meaning of the cached summaries:
// change it whenever analysis.MatchSummary or the way it is computed
// changes, and every cached row is recomputed.
const cacheVersion = "summary-1"

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
	events := append([]engine.Event(nil), r.SetupEvents...)
	for i := range r.Steps {
		events = append(events, r.Events(i)...)
	}
	return analysis.Match(id, r.Match.Header, events, db)
}

// Summaries is a summary of every stored match, in match order
// (analysis.SortMatches). A match is replayed only when the statistics
// cache (store migration 0003) has no valid summary of it: one computed
// since the match last changed, by the same kfr build (buildStamp), with
// the same cards and decks stored. New
// summaries are written back to the cache. A match that cannot be
// replayed (a deck or its cards not stored) is summarized from its header.
func Summaries(f *cmdutil.Factory) ([]analysis.MatchSummary, error) {
	st, err := f.Store()
	if err != nil {
		return nil, err
	}
	infos, err := st.Matches()
	if err != nil {
		return nil, err
	}
	// A match kept out of the statistics (kfr match exclude, a garbled TCO
	// log) is not summarized at all.
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
		puts, err := summarize(f, st, infos, missing, out, basis)
		if err != nil {
			return nil, err
		}
		// The cache is a convenience: a database opened read-only, on a full disk, or
		// busy with another kfr, still gets its report.
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
// replay it (reading and decoding the logs is about half the work, so a
// single reader feeding the workers is slower).
func summarize(f *cmdutil.Factory, st *store.Store, infos []store.MatchInfo, missing []int,
	out []analysis.MatchSummary, basis string) ([]store.CachedStats, error) {
	var db engine.CardDB
	if n, err := st.CardCount(); err == nil && n > 0 {
		ix, err := f.CardIndex()
		if err != nil {
			return nil, err
		}
		db = ix
	}
	decks := &deckCache{st: st, byKey: map[string]*engine.Deck{}}
	puts := make([]store.CachedStats, len(missing))
	errs := make([]error, len(missing))
	damaged := make([]error, len(missing)) // matches whose log does not read: counted by their header
	var next atomic.Int64
	var wg sync.WaitGroup
	for range max(1, runtime.GOMAXPROCS(0)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := int(next.Add(1) - 1); k < len(missing); k = int(next.Add(1) - 1) {
				info := infos[missing[k]]
				var entries []record.Entry
				if db != nil {
					if entries, errs[k] = st.MatchActions(info.ID); errs[k] != nil {
						if errors.Is(errs[k], store.ErrDamaged) {
							damaged[k], errs[k] = errs[k], nil
							out[missing[k]] = analysis.SummaryOfHeader(info.ID, info.Header)
						}
						continue
					}
				}
				s := summarizeOne(info, entries, db, decks)
				data, err := json.Marshal(s)
				out[missing[k]] = s
				puts[k], errs[k] = store.CachedStats{ID: info.ID, Updated: info.Updated, Basis: basis, Data: data}, err
			}
		}()
	}
	wg.Wait()
	return cacheable(f, puts, damaged), errors.Join(errs...)
}

// cacheable warns of each damaged match (counted by its header alone, and
// not cached, so that the warning stays until it is mended) and returns
// the cache rows of the others.
func cacheable(f *cmdutil.Factory, puts []store.CachedStats, damaged []error) []store.CachedStats {
	kept := puts[:0]
	for k, err := range damaged {
		if err != nil {
			fmt.Fprintf(f.ErrOut, "kfr: warning: %v; counted from its header alone (a result the log gives is not seen)\n", err)
			continue
		}
		kept = append(kept, puts[k])
	}
	return kept
}

// summarizeOne replays one match; with no cards or no decks to replay it
// with, its header is all there is.
func summarizeOne(info store.MatchInfo, entries []record.Entry, db engine.CardDB, decks *deckCache) analysis.MatchSummary {
	header := analysis.SummaryOfHeader(info.ID, info.Header)
	if db == nil {
		return header
	}
	ds, ok := decks.pair(info.Header, info.DeckIDs)
	if !ok {
		return header
	}
	m := &record.Match{ID: info.ID, Header: info.Header, Entries: entries}
	r, err := rp.RunWith(m, db, ds, rp.Options{NoHashes: true})
	if err != nil {
		return header // a setup the engine refuses: nothing more to learn
	}
	s := MatchStats(info.ID, r, db)
	return s.Summary()
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
