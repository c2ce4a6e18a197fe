package reports

import (
	"fmt"
	"io"
	"strings"

	"github.com/kfr-dev/kfr/analysis"
	"github.com/kfr-dev/kfr/engine"
)

// The match page is the judge's view: the result and the numbers, every
// finding with the rule it breaks (its title, rulebook reference and
// text), then the whole log to step through action by action, each action
// opening onto the table as it stood after it.

// WriteMatchHTML writes a match page.
func WriteMatchHTML(w io.Writer, r MatchReport, a Assets) error {
	s := &r.Stats
	colours := playerColours([2]string{s.Players[0].Player, s.Players[1].Player})
	charts := []chartSpec{aemberChart(s, colours), gainedChart(s, colours), sourcesChart(s, colours), housesChart(s, colours)}
	byAction := map[int][]engine.Violation{}
	for _, v := range r.Violations {
		byAction[v.Action] = append(byAction[v.Action], v)
	}
	lines := groupLines(r.Log, r.Imported, byAction)
	title := fmt.Sprintf("%s (%s) vs %s (%s)", s.Players[0].Player, s.Players[0].Deck, s.Players[1].Player, s.Players[1].Deck)
	nav := indexNav(r.Links)
	for p := range 2 {
		if href := r.Links.deck(s.Players[p].Deck); href != "" {
			nav = append(nav, Link{Href: href, Text: "Deck: " + s.Players[p].Deck})
		}
	}
	for p := range 2 {
		if href := r.Links.player(s.Players[p].Player); href != "" {
			nav = append(nav, Link{Href: href, Text: "Player: " + s.Players[p].Player})
		}
	}
	body := func(b *pageWriter) {
		b.lit("<h2>Summary</h2>\n")
		b.metrics(matchMetrics(s))
		b.charts("Charts", charts)
		b.findings(s, r.Violations, lines)
		if r.Imported {
			b.unverified(s, r.Unverified, lines)
		}
		b.stepThrough(s, lines, colours)
	}
	return render(w, page{Title: title, Subtitle: matchSubtitle(s), Nav: nav, Charts: charts, Body: body}, a)
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
	parts = append(parts, plural(s.Turns, "turn"))
	if s.ChainBid {
		parts = append(parts, "chains by bid")
	}
	return strings.Join(parts, " · ")
}

func matchMetrics(s *analysis.MatchStats) metrics {
	a, b := &s.Players[0], &s.Players[1]
	m := metrics{Heads: []string{a.Player, b.Player}}
	m.add("Æmber gained", a.Gained.Total(), b.Gained.Total())
	for i, name := range analysis.SourceLabels {
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

func housesText(hs []engine.House) string {
	if len(hs) == 0 {
		return "none"
	}
	parts := make([]string, len(hs))
	for i, h := range hs {
		parts[i] = HouseName(string(h))
	}
	return strings.Join(parts, ", ")
}

// shownLine is a line as the page shows it: one log line, or one line of
// an imported log that became several entries, with the actions it
// covers (their violations are shown on it, its board is the last one's).
type shownLine struct {
	LogLine
	Actions    []int
	Number     int // 1-based position among the shown lines: its anchor is a-Number
	violations []engine.Violation
}

// groupLines turns the log into the lines shown: on an imported log,
// consecutive entries read from the same line of the file show once.
func groupLines(log []LogLine, imported bool, byAction map[int][]engine.Violation) []shownLine {
	var out []shownLine
	for _, l := range log {
		var vs []engine.Violation
		if l.Action >= 0 {
			vs = byAction[l.Action]
		}
		// The same line of the file (or, when lines are not numbered,
		// the same text) in the same turn: one TCO line, several entries.
		if n := len(out); imported && n > 0 && l.Text != "" && out[n-1].Source == l.Source &&
			out[n-1].Text == l.Text && out[n-1].Turn == l.Turn {
			last := &out[n-1]
			last.Actions = append(last.Actions, l.Action)
			if l.Board != nil {
				last.Board = l.Board
			}
			last.Changes = append(last.Changes, l.Changes...)
			last.violations = append(last.violations, vs...)
			continue
		}
		out = append(out, shownLine{LogLine: l, Actions: []int{l.Action}, Number: len(out) + 1, violations: vs})
	}
	return out
}

// lineOf is the shown line that holds action i, nil when none does.
func lineOf(lines []shownLine, action int) *shownLine {
	for k := range lines {
		for _, a := range lines[k].Actions {
			if a == action && a >= 0 {
				return &lines[k]
			}
		}
	}
	return nil
}

// findings writes each violation: the rule's title and id, where it
// happened (a link to its action), what the engine said, and the rule's
// text with its rulebook reference.
func (b *pageWriter) findings(s *analysis.MatchStats, vs []engine.Violation, lines []shownLine) {
	b.lit("<h2 id=\"violations\">")
	b.text(fmt.Sprintf("Violations (%d)", len(vs)))
	b.lit("</h2>\n")
	if len(vs) == 0 {
		b.lit("<p>None: every recorded action kept the rules the engine checks.</p>\n")
		return
	}
	b.findingList(s, vs, lines)
}

// unverified writes the findings hidden information keeps from being
// checked, apart from the violations.
func (b *pageWriter) unverified(s *analysis.MatchStats, vs []engine.Violation, lines []shownLine) {
	b.lit("<h2 id=\"cannot-verify\">")
	b.text(fmt.Sprintf("Cannot verify (%d)", len(vs)))
	b.lit("</h2>\n")
	if len(vs) == 0 {
		b.lit("<p>Nothing set apart: what a Crucible log hides (cards drawn, the deck's order) is listed here " +
			"once the replay tells it apart from a broken rule.</p>\n")
		return
	}
	b.findingList(s, vs, lines)
}

func (b *pageWriter) findingList(s *analysis.MatchStats, vs []engine.Violation, lines []shownLine) {
	b.lit(`<ol class="findings">`)
	for _, v := range vs {
		rule, known := engine.RuleByID(v.Rule)
		b.lit(`<li class="violation"><span class="rule">`)
		if known && rule.Title != "" {
			b.text(rule.Title)
			b.lit("</span> (")
			b.text(v.Rule)
			b.lit(")")
		} else {
			b.text(v.Rule)
			b.lit("</span>")
		}
		b.lit("<br>")
		where := fmt.Sprintf("Turn %d, %s, %s step", v.Turn, playerName(s, v.Player), v.Step)
		if l := lineOf(lines, v.Action); l != nil {
			b.link(fmt.Sprintf("#a-%d", l.Number), where+": "+l.Text)
		} else {
			b.text(where)
		}
		b.lit("<br>")
		b.text(v.Message)
		ref := v.Reference
		if ref == "" && known {
			ref = rule.Reference
		}
		if known && rule.Quote != "" {
			b.lit("<blockquote>")
			b.text(rule.Quote)
			if ref != "" {
				b.lit(` <span class="ref">(`)
				b.text(ref)
				b.lit(")</span>")
			}
			b.lit("</blockquote>")
		} else if ref != "" {
			b.lit(" (")
			b.text(ref)
			b.lit(")")
		}
		b.lit("</li>\n")
	}
	b.lit("</ol>\n")
}

// stepThrough writes the log by turn: links to each turn, then every
// line as a step that opens onto the board after it; the stepper (hidden
// until its script runs) walks them one by one.
func (b *pageWriter) stepThrough(s *analysis.MatchStats, lines []shownLine, colours [2]string) {
	b.lit("\n<h2 id=\"log\">Step through the match</h2>\n")
	if len(lines) == 0 {
		b.lit("<p>No log was given for this report.</p>\n")
		return
	}
	b.lit("<p>Open an action to see the table after it, or step with the buttons (or the ← and → keys).</p>\n")
	type turn struct {
		anchor, heading string
		lines           []shownLine
	}
	var turns []turn
	for i, l := range lines {
		if i == 0 || l.Turn != lines[i-1].Turn || l.Player != lines[i-1].Player {
			turns = append(turns, turn{anchor: fmt.Sprintf("turn-%d", len(turns)+1), heading: turnHeading(s, l.LogLine)})
		}
		turns[len(turns)-1].lines = append(turns[len(turns)-1].lines, l)
	}
	b.lit(`<nav class="turns">`)
	for _, t := range turns {
		b.link("#"+t.anchor, strings.TrimPrefix(t.heading, "Turn "))
	}
	b.lit("</nav>\n")
	for _, t := range turns {
		b.lit(`<section class="turn" id="`)
		b.text(t.anchor)
		b.lit("\">\n")
		b.elem("h3", t.heading)
		b.lit("\n<ol class=\"log\">\n")
		for _, l := range t.lines {
			b.step(s, l, colours)
		}
		b.lit("</ol>\n</section>\n")
	}
	b.lit(`<div class="stepper" id="stepper" hidden><button id="step-first">start</button>` +
		`<button id="step-prev">◀ previous</button><button id="step-next">next ▶</button>` +
		`<span id="step-where"></span></div>` + "\n")
}

// step writes one line of the log: its text and violations as the
// summary of a <details> holding what it changed and the board after it.
func (b *pageWriter) step(s *analysis.MatchStats, l shownLine, colours [2]string) {
	vs := l.violations
	b.lit(`<li class="step`)
	if len(l.violations) > 0 {
		b.lit(" violation")
	}
	b.lit(`" id="a-`)
	b.text(l.Number)
	b.lit(`"><details><summary>`)
	b.text(l.Text)
	for _, x := range vs {
		b.lit(`<span class="vmsg"><span class="rule">`)
		b.text(x.Rule)
		b.lit("</span>: ")
		b.text(x.Message)
		if x.Reference != "" {
			b.lit(" (")
			b.text(x.Reference)
			b.lit(")")
		}
		b.lit("</span>")
	}
	b.lit("</summary>")
	if len(l.Changes) > 0 {
		b.lit(`<div class="changes">`)
		b.text(strings.Join(l.Changes, "; "))
		b.lit("</div>")
	}
	if l.Board != nil {
		b.board(s, l.Board, colours)
	} else {
		b.lit(`<div class="changes">The board after this line is not known.</div>`)
	}
	b.lit("</details></li>\n")
}

func (b *pageWriter) board(s *analysis.MatchStats, bd *Board, colours [2]string) {
	b.lit(`<div class="board">`)
	for p, side := range bd.Sides {
		b.lit(`<div style="border-left-color: `)
		b.text(colours[p])
		b.lit(`">`)
		b.elem("b", s.Players[p].Player)
		b.lit(": ")
		b.text(fmt.Sprintf("%d Æmber, %s, %s; hand %d, deck %d, discard %d, archives %d, purged %d",
			side.Aember, plural(side.Keys, "key"), plural(side.Chains, "chain"), side.Hand, side.Deck, side.Discard,
			side.Archives, side.Purged))
		b.cardList("Battleline", side.Battleline)
		b.cardList("Artifacts", side.Artifacts)
		b.lit("</div>")
	}
	b.lit("</div>")
}

// cardList writes "<br>Label: a, b, c" when there are cards.
func (b *pageWriter) cardList(label string, cards []string) {
	if len(cards) == 0 {
		return
	}
	b.lit("<br>" + label + ": ")
	for i, c := range cards {
		if i > 0 {
			b.lit(", ")
		}
		b.text(c)
	}
}

func turnHeading(s *analysis.MatchStats, l LogLine) string {
	if l.Player != 0 && l.Player != 1 {
		return "Setup"
	}
	h := fmt.Sprintf("Turn %d: %s", l.Turn, s.Players[l.Player].Player)
	for _, r := range s.Rows {
		if r.Turn == l.Turn && r.Player == l.Player && r.House != "" {
			h += " (" + HouseName(string(r.House)) + ")"
			break
		}
	}
	return h
}
