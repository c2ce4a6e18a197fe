package reports

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/kfr-dev/kfr/analysis"
	"github.com/kfr-dev/kfr/engine"
)

// page is what a report page shows. Only one of Match, Deck, All is set.
type page struct {
	Title    string
	Subtitle string
	ECharts  string // echarts.min.js, made safe to inline (inlineJS)
	Specs    string // []chartSpec as JSON, whose encoder escapes <, > and & for <script>
	Match    *matchView
	Deck     *deckView
	All      *allView
}

// inlineJS makes trusted JavaScript safe to place inside <script>…</script>:
// "</script" becomes "<\/script" and "<!--" becomes "<\!--", which mean the
// same inside JavaScript strings and regular expressions.
func inlineJS(js []byte) string {
	var b strings.Builder
	b.Grow(len(js))
	s := string(js)
	for {
		i := scriptEnd(s)
		if i < 0 {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i+1])
		b.WriteByte('\\')
		s = s[i+1:]
	}
}

// scriptEnd is the index of the first "</script" (any case) or "<!--" in
// s, -1 when there is none.
func scriptEnd(s string) int {
	for i := strings.IndexByte(s, '<'); i >= 0; {
		rest := s[i:]
		if strings.HasPrefix(rest, "<!--") || len(rest) >= 8 && strings.EqualFold(rest[:8], "</script") {
			return i
		}
		j := strings.IndexByte(s[i+1:], '<')
		if j < 0 {
			return -1
		}
		i += 1 + j
	}
	return -1
}

func render(w io.Writer, p page, specs []chartSpec, a Assets) error {
	if len(a.ECharts) == 0 {
		return fmt.Errorf("reports: no ECharts JavaScript to inline (see LoadAssets)")
	}
	raw, err := json.Marshal(specs)
	if err != nil {
		return err
	}
	p.ECharts, p.Specs = inlineJS(a.ECharts), string(raw)
	_, err = io.WriteString(w, writePage(p))
	return err
}

type metrics struct {
	Heads []string
	Rows  []metricRow
}

type metricRow struct {
	Name   string
	Values []string
}

func (m *metrics) add(name string, values ...any) {
	row := metricRow{Name: name}
	for _, v := range values {
		row.Values = append(row.Values, fmt.Sprint(v))
	}
	m.Rows = append(m.Rows, row)
}

// --- match ---

type matchView struct {
	Metrics    metrics
	Charts     []chartSpec
	Violations []violationView
	Turns      []turnView
}

type violationView struct {
	Rule, Player, Step, Message, Reference string
	Turn, Action                           int
}

type turnView struct {
	Anchor, Heading string
	Lines           []lineView
	Board           []sideView
}

type lineView struct {
	Text       string
	Violations []violationView
}

type sideView struct {
	Player, Counts        string
	Battleline, Artifacts []string
}

// WriteMatchHTML writes a match report page.
func WriteMatchHTML(w io.Writer, r MatchReport, a Assets) error {
	s := &r.Stats
	v := &matchView{Charts: []chartSpec{aemberChart(s), gainedChart(s), sourcesChart(s), housesChart(s)}}
	v.Metrics = matchMetrics(s)
	byAction := map[int][]violationView{}
	for _, x := range r.Violations {
		vv := violationView{Rule: x.Rule, Player: playerName(s, x.Player), Step: x.Step.String(),
			Message: x.Message, Reference: x.Reference, Turn: x.Turn, Action: x.Action}
		v.Violations = append(v.Violations, vv)
		byAction[x.Action] = append(byAction[x.Action], vv)
	}
	v.Turns = turnViews(s, r.Log, r.Boards, byAction)
	title := fmt.Sprintf("%s (%s) vs %s (%s)", s.Players[0].Player, s.Players[0].Deck, s.Players[1].Player, s.Players[1].Deck)
	return render(w, page{Title: title, Subtitle: matchSubtitle(s), Match: v}, v.Charts, a)
}

func playerName(s *analysis.MatchStats, p int8) string {
	if p == 0 || p == 1 {
		return s.Players[p].Player
	}
	return ""
}

func matchSubtitle(s *analysis.MatchStats) string {
	parts := []string{"match " + s.ID}
	if s.Date != "" {
		parts = append(parts, s.Date)
	}
	if s.Event != "" {
		parts = append(parts, s.Event)
	}
	if s.First == 0 || s.First == 1 {
		parts = append(parts, s.Players[s.First].Player+" went first")
	}
	if s.Winner == 0 || s.Winner == 1 {
		w := s.Players[s.Winner].Player + " won"
		if s.Reason != "" {
			w += " (" + s.Reason + ")"
		}
		parts = append(parts, w)
	} else {
		parts = append(parts, "no result")
	}
	parts = append(parts, fmt.Sprintf("%d turns", s.Turns))
	if s.ChainBid {
		parts = append(parts, "chains by bid")
	}
	return strings.Join(parts, " · ")
}

func matchMetrics(s *analysis.MatchStats) metrics {
	a, b := &s.Players[0], &s.Players[1]
	m := metrics{Heads: []string{a.Player + " (" + a.Deck + ")", b.Player + " (" + b.Deck + ")"}}
	m.add("Æmber gained", a.Gained.Total(), b.Gained.Total())
	for i, name := range analysis.SourceNames {
		m.add("  from "+name, a.Gained.Values()[i], b.Gained.Values()[i])
	}
	m.add("Æmber lost", a.Lost.Total(), b.Lost.Total())
	m.add("Æmber stolen", a.Stole, b.Stole)
	m.add("Æmber captured", a.Captured, b.Captured)
	m.add("keys forged", keysText(a.Keys), keysText(b.Keys))
	m.add("cards played", a.Played.Total, b.Played.Total)
	m.add("cards discarded", a.Discarded.Total, b.Discarded.Total)
	m.add("cards used", a.Used.Total, b.Used.Total)
	m.add("reaps", a.Reaps, b.Reaps)
	m.add("fights", a.Fights, b.Fights)
	m.add("creatures destroyed", a.Destroyed.Creatures(), b.Destroyed.Creatures())
	m.add("mulligans", a.Mulligans, b.Mulligans)
	m.add("chains (start → end)", fmt.Sprintf("%d → %d", a.ChainsStart, a.ChainsEnd),
		fmt.Sprintf("%d → %d", b.ChainsStart, b.ChainsEnd))
	m.add("houses chosen", housesText(a.Houses), housesText(b.Houses))
	return m
}

func keysText(keys []analysis.KeyForge) string {
	if len(keys) == 0 {
		return "0"
	}
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s on turn %d (paid %d)", keyLabel(k), k.Turn, k.Paid)
	}
	return fmt.Sprintf("%d: %s", len(keys), strings.Join(parts, ", "))
}

func housesText(hs []engine.House) string {
	parts := make([]string, len(hs))
	for i, h := range hs {
		parts[i] = string(h)
	}
	return strings.Join(parts, ", ")
}

// turnViews groups log lines into turns (consecutive lines of the same
// turn and player) and attaches violations and boards.
func turnViews(s *analysis.MatchStats, log []LogLine, boards []Board, byAction map[int][]violationView) []turnView {
	var out []turnView
	for i, l := range log {
		if i == 0 || l.Turn != log[i-1].Turn || l.Player != log[i-1].Player {
			out = append(out, turnView{Anchor: fmt.Sprintf("turn-%d", len(out)+1), Heading: turnHeading(s, l),
				Board: boardView(s, boards, l.Turn, l.Player)})
		}
		t := &out[len(out)-1]
		lv := lineView{Text: l.Text}
		if l.Action >= 0 {
			lv.Violations = byAction[l.Action]
		}
		t.Lines = append(t.Lines, lv)
	}
	return out
}

func turnHeading(s *analysis.MatchStats, l LogLine) string {
	if l.Player != 0 && l.Player != 1 {
		return "Setup"
	}
	h := fmt.Sprintf("Turn %d: %s", l.Turn, s.Players[l.Player].Player)
	for _, r := range s.Rows {
		if r.Turn == l.Turn && r.Player == l.Player && r.House != "" {
			h += " (" + string(r.House) + ")"
			break
		}
	}
	return h
}

func boardView(s *analysis.MatchStats, boards []Board, turn int, player int8) []sideView {
	for _, b := range boards {
		if b.Turn != turn || b.Player != player {
			continue
		}
		out := make([]sideView, 2)
		for p, side := range b.Sides {
			out[p] = sideView{Player: s.Players[p].Player, Battleline: side.Battleline, Artifacts: side.Artifacts,
				Counts: fmt.Sprintf("%d Æmber, %d keys, %d chains; hand %d, deck %d, discard %d, archives %d, purged %d",
					side.Aember, side.Keys, side.Chains, side.Hand, side.Deck, side.Discard, side.Archives, side.Purged)}
		}
		return out
	}
	return nil
}

// --- deck ---

type deckView struct {
	Metrics    metrics
	Charts     []chartSpec
	Opponents  []opponentView
	ChainSteps []chainView
	Timeline   []analysis.TimelinePoint
}

type opponentView struct {
	Name                string
	Games, Wins, Losses int
	Rate, Chains        string
}

type chainView struct {
	Opponent, Why string
	Steps         []analysis.ChainStep
}

// WriteDeckHTML writes a deck report page.
func WriteDeckHTML(w io.Writer, r DeckReport, a Assets) error {
	d := &r.Stats
	recs := sortedChains(d.Deck, r.Chains)
	v := &deckView{Timeline: d.Timeline,
		Charts: []chartSpec{winRateChart(d), opponentsChart(d), deckHousesChart(d), chainsChart(d.Deck, recs)}}
	v.Metrics = metrics{Heads: []string{d.Deck}}
	v.Metrics.add("games", d.Games)
	v.Metrics.add("wins – losses", fmt.Sprintf("%d – %d", d.Wins, d.Losses))
	v.Metrics.add("win rate", rateText(d.WinRate))
	v.Metrics.add("as first player", recordText(d.AsFirst))
	v.Metrics.add("as second player", recordText(d.AsSecond))
	v.Metrics.add("current streak", streakText(d.Current))
	v.Metrics.add("longest winning streak", d.LongestWin)
	v.Metrics.add("longest losing streak", d.LongestLoss)
	v.Metrics.add("average turns to win", fmt.Sprintf("%.1f", d.AvgTurnsToWin))
	v.Metrics.add("unfinished matches", d.Unfinished)
	chains := map[string]analysis.ChainsRecommendation{}
	for _, c := range recs {
		chains[opponentOf(d.Deck, c)] = c
		v.ChainSteps = append(v.ChainSteps, chainView{Opponent: opponentOf(d.Deck, c), Why: c.Why, Steps: c.Steps})
	}
	for _, o := range d.Opponents {
		ov := opponentView{Name: o.Opponent, Games: o.Games, Wins: o.Wins, Losses: o.Losses, Rate: rateText(o.WinRate),
			Chains: "none yet"}
		if c, ok := chains[o.Opponent]; ok && c.Chained != "" {
			ov.Chains = fmt.Sprintf("%d on %s", c.Chains, c.Chained)
		}
		v.Opponents = append(v.Opponents, ov)
	}
	sub := fmt.Sprintf("%d games, %d wins, %d losses (%s)", d.Games, d.Wins, d.Losses, rateText(d.WinRate))
	return render(w, page{Title: "Deck: " + d.Deck, Subtitle: sub, Deck: v}, v.Charts, a)
}

// --- all decks ---

type allView struct {
	Charts []chartSpec
	Decks  []analysis.DeckStats
	Pages  []Link
}

// WriteAllHTML writes the all-decks report page.
func WriteAllHTML(w io.Writer, r AllReport, a Assets) error {
	m := &r.Matchups
	v := &allView{Decks: r.Decks, Pages: r.Pages, Charts: []chartSpec{matchupChart(m), firstPlayerChart(m), deckRatesChart(r.Decks)}}
	sub := fmt.Sprintf("%d decks, %d decided games, %d unfinished; the first player won %s", len(m.Decks), m.Games,
		m.Unfinished, rateText(m.FirstPlayer.WinRate))
	return render(w, page{Title: "All decks", Subtitle: sub, All: v}, v.Charts, a)
}

// --- formatting shared with the text renderings ---

func rateText(r float64) string { return fmt.Sprintf("%.1f%%", 100*r) }

func recordText(r analysis.Record) string {
	return fmt.Sprintf("%d–%d (%s)", r.Wins, r.Losses, rateText(r.WinRate))
}

func streakText(s analysis.Streak) string {
	if s.Length == 0 {
		return "none"
	}
	if s.Length == 1 {
		return "1 " + s.Kind
	}
	if s.Kind == "loss" {
		return fmt.Sprintf("%d losses", s.Length)
	}
	return fmt.Sprintf("%d wins", s.Length)
}
