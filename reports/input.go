// Package reports renders analysis results as HTML pages with charts
// (go-echarts options, drawn by the ECharts JavaScript inlined in the page:
// nothing is fetched from a network), as text and as JSON.
//
// Inputs are plain structs that the replay layer fills; nothing here reads
// a store or runs the engine.
//
// Offline pages: go-echarts builds each chart's option, but pages are
// rendered by this package's own template (page.tmpl), never by go-echarts'
// templates, which would add a <script src> to a CDN. The ECharts library is
// echarts.min.js from the npm package pinned in package.json (`npm ci` in
// the checkout); LoadAssets finds it ($KFR_ECHARTS_JS, else node_modules/
// above the working directory or the executable) and every page inlines it.
// A Content-Security-Policy in each page forbids any network load.
//
// Escaping: every user string reaches the page through html/template, or
// inside chart options marshalled by encoding/json (which writes <, > and &
// as \u003c…), and chart tooltips are drawn as rich text, not HTML.
//
// The browser test (browser_test.go) needs Debian's chromium and `npm ci`;
// it skips without them unless KFR_REQUIRE_BROWSER=1, and keeps pages and
// screenshots in $KFR_ARTIFACT_DIR/reports when that is set.
package reports

import (
	"sort"

	"github.com/kfr-dev/kfr/analysis"
	"github.com/kfr-dev/kfr/engine"
)

// MatchReport is what a match report shows.
type MatchReport struct {
	Stats      analysis.MatchStats
	Log        []LogLine          // the match log in order
	Violations []engine.Violation // as replay found them
	Boards     []Board            // optional: the board at the end of each turn
}

// LogLine is one line of the match log.
type LogLine struct {
	Action int    // index of the action in the log, as Violation.Action counts; -1 for none
	Turn   int    // the engine's turn number (0 before the first turn)
	Player int8   // whose turn it is, engine.NoPlayer before the first turn
	Text   string // the line as notation prints it
}

// Board is the table at the end of one turn.
type Board struct {
	Turn   int
	Player int8 // whose turn it was
	Sides  [2]BoardSide
}

// BoardSide is one player's side of the table. Cards are plain
// descriptions the replay layer writes ("Troll (8, 2 damage, exhausted)").
type BoardSide struct {
	Aember, Keys, Chains                  int
	Hand, Deck, Discard, Archives, Purged int
	Battleline                            []string // left flank first
	Artifacts                             []string
}

// DeckReport is what a deck report shows.
type DeckReport struct {
	Stats  analysis.DeckStats
	Chains []analysis.ChainsRecommendation // one per opponent
}

// NewDeckReport computes a deck report from match summaries (in match
// order; see analysis.SortMatches).
func NewDeckReport(deck string, ms []analysis.MatchSummary) DeckReport {
	r := DeckReport{Stats: analysis.Deck(deck, ms)}
	for _, o := range r.Stats.Opponents {
		r.Chains = append(r.Chains, analysis.Recommend(deck, o.Opponent, ms))
	}
	return r
}

// AllReport is what the all-decks report shows.
type AllReport struct {
	Matchups analysis.Matchups
	Decks    []analysis.DeckStats // sorted by deck
	// Pages links to other pages written beside this one (the demo's deck
	// and match pages); none when empty.
	Pages []Link
}

// Link is a link to another report page, relative to this one.
type Link struct {
	Href string
	Text string
}

// NewAllReport computes the all-decks report from match summaries.
func NewAllReport(ms []analysis.MatchSummary) AllReport {
	return AllReport{Matchups: analysis.Matrix(ms), Decks: analysis.AllDecks(ms)}
}

// sortedChains orders recommendations by opponent so pages are stable
// whatever order the caller gave.
func sortedChains(deck string, recs []analysis.ChainsRecommendation) []analysis.ChainsRecommendation {
	out := append([]analysis.ChainsRecommendation(nil), recs...)
	sort.SliceStable(out, func(i, j int) bool { return opponentOf(deck, out[i]) < opponentOf(deck, out[j]) })
	return out
}
