// Package reports renders analysis results as HTML pages with charts
// (go-echarts options, drawn by ECharts in the browser: nothing is
// fetched from a network), as text and as JSON.
//
// Inputs are plain structs that the layers below fill (package site
// builds them from a store and replays); nothing here reads a store or
// runs the engine.
//
// Pages: a match (the judge's view: every action with the board after it,
// each finding with its rule), a deck (what its owner asks), a player,
// and the index of a site (WriteIndexHTML) or the all-decks page. A page
// links to the others of its site through Links; a page written on its
// own has no Links and links nowhere.
//
// Offline pages: go-echarts builds each chart's option, but pages are
// written by this package (page.go), never by go-echarts' templates, which
// would add a <script src> to a CDN. ECharts itself is echarts.min.js
// (LoadAssets finds it); a single page inlines it, the pages of a site
// share one copy beside them (Assets.Shared), and without it pages keep
// their tables and text and say how to get the charts. A
// Content-Security-Policy in each page forbids any network load.
//
// Escaping: every user string reaches the page through pageWriter's text
// and href (which escape as html/template does), or inside chart options
// marshalled by encoding/json (which writes <, > and & as \u003c…), and
// chart tooltips are drawn as rich text, not HTML.
//
// The browser tests (browser_test.go here, and package site's for whole
// sites) need Debian's chromium and ECharts; they skip without them
// unless KFR_REQUIRE_BROWSER=1, and keep pages and screenshots in
// $KFR_ARTIFACT_DIR when that is set.
package reports

import (
	"sort"

	"github.com/kfr-dev/kfr/analysis"
	"github.com/kfr-dev/kfr/engine"
)

// Links are the pages of a site, for the links between them: each map
// gives the file of a deck, a player or a match page, relative to the
// pages (which all sit in one folder). A nil *Links, or a name missing
// from its map, links nowhere.
type Links struct {
	Index   string            // the index page, "" for none
	Decks   map[string]string // by deck name
	Players map[string]string // by player name
	Matches map[string]string // by match id
}

func (l *Links) index() string {
	if l == nil {
		return ""
	}
	return l.Index
}

func (l *Links) deck(name string) string {
	if l == nil {
		return ""
	}
	return l.Decks[name]
}

func (l *Links) player(name string) string {
	if l == nil {
		return ""
	}
	return l.Players[name]
}

func (l *Links) match(id string) string {
	if l == nil {
		return ""
	}
	return l.Matches[id]
}

// MatchReport is what a match page shows.
type MatchReport struct {
	Stats analysis.MatchStats
	Log   []LogLine // the match log in order
	// Violations are the rules the replay found broken, as it found them.
	Violations []engine.Violation
	// Unverified are findings that hidden information keeps from being
	// checked ("cannot verify"): on an imported TCO game they are not
	// violations, and the page keeps them apart. Filled by whoever can
	// tell them apart (see site.splitFindings); empty until then.
	Unverified []engine.Violation
	// Imported says the match came from a TCO log: its page has a "cannot
	// verify" section, and consecutive entries read from one log line
	// show as that line once.
	Imported bool
	Links    *Links
}

// LogLine is one line of the match log.
type LogLine struct {
	Action int    // index of the action in the log, as Violation.Action counts; -1 for none
	Turn   int    // the player's own turn number, as players count them (0 before the first turn)
	Player int8   // whose turn it is, engine.NoPlayer before the first turn
	Text   string // the line as notation prints it, or as the TCO log wrote it
	// Source is the line of the imported file the entry came from (0 when
	// unknown): an imported TCO line that became several entries shows once.
	Source int
	// Board is the table after this action (nil when not known).
	Board *Board
	// Changes are what the action changed on the table, in words.
	Changes []string
}

// Board is the table at one point of the match.
type Board struct {
	Turn   int
	Player int8 // whose turn it is
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

// DeckReport is what a deck page shows.
type DeckReport struct {
	Stats  analysis.DeckStats
	Chains []analysis.ChainsRecommendation // one per opponent
	List   *DeckList                       // the deck itself, when stored
	Links  *Links
}

// DeckList is a deck's own facts and cards.
type DeckList struct {
	Set     string   // "Call of the Archons (CotA)", or the number when the set is unknown
	Houses  []string // as the card data spells them
	Partial bool     // known only from the cards seen (a TCO import)
	Cards   []DeckCard
}

// DeckCard is one line of a deck list: copies of a card with the same
// house and enhancements.
type DeckCard struct {
	Name         string
	House        string
	Type         string
	Copies       int
	Maverick     bool
	Enhancements []string // bonus icons added to the copy: "aember", "capture", …
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

// PlayerReport is what a player's page shows.
type PlayerReport struct {
	Stats analysis.PlayerStats
	Links *Links
}

// AllReport is what the all-decks page and a site's index show.
type AllReport struct {
	Matchups analysis.Matchups
	Decks    []analysis.DeckStats // sorted by deck
	Players  []analysis.PlayerStats
	// Recent are the latest matches, newest first.
	Recent []analysis.MatchSummary
	Links  *Links
}

// Link is a link to another report page, relative to this one.
type Link struct {
	Href string
	Text string
}

// recentCount is how many of the latest matches the index lists.
const recentCount = 20

// NewAllReport computes the all-decks report from match summaries (in
// match order).
func NewAllReport(ms []analysis.MatchSummary) AllReport {
	r := AllReport{Matchups: analysis.Matrix(ms), Decks: analysis.AllDecks(ms), Players: analysis.Players(ms)}
	for i := len(ms) - 1; i >= 0 && len(r.Recent) < recentCount; i-- {
		r.Recent = append(r.Recent, ms[i])
	}
	return r
}

// sortedChains orders recommendations by opponent so pages are stable
// whatever order the caller gave.
func sortedChains(deck string, recs []analysis.ChainsRecommendation) []analysis.ChainsRecommendation {
	out := append([]analysis.ChainsRecommendation(nil), recs...)
	sort.SliceStable(out, func(i, j int) bool { return opponentOf(deck, out[i]) < opponentOf(deck, out[j]) })
	return out
}
