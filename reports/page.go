package reports

import (
	"fmt"
	"strings"
)

// A page is written by plain Go functions, not html/template: executing a
// template calls methods through reflection, which makes the linker keep
// every exported method of every type in the binary (2.4 MB more), and
// that cost every kfr command 2 to 3 ms at start-up, kfr log at the table
// included. Markup below is literal; every value goes through text (HTML
// text and quoted attributes) or href, which escape as html/template does
// in those places: the pages are byte for byte what the template made,
// but for the start-up script's comments, which it used to strip.

// pageWriter accumulates a page.
type pageWriter struct{ strings.Builder }

// lit writes markup as it is.
func (b *pageWriter) lit(s string) { b.WriteString(s) }

// text writes v (formatted with fmt.Sprint) escaped for HTML text or a
// quoted attribute value.
func (b *pageWriter) text(v any) {
	s, ok := v.(string)
	if !ok {
		s = fmt.Sprint(v)
	}
	b.WriteString(textEscaper.Replace(s))
}

// elem writes <tag>v</tag>, v escaped.
func (b *pageWriter) elem(tag string, v any) {
	b.lit("<" + tag + ">")
	b.text(v)
	b.lit("</" + tag + ">")
}

// textEscaper escapes what could end a text or attribute context or start
// markup; a NUL byte becomes U+FFFD.
var textEscaper = strings.NewReplacer(
	"\x00", "\uFFFD",
	`"`, "&#34;",
	"&", "&amp;",
	"'", "&#39;",
	"+", "&#43;",
	"<", "&lt;",
	">", "&gt;",
)

// href writes a link target: a URL whose scheme is not http, https or
// mailto becomes "#ZgotmplZ" (as html/template does), the rest is
// percent-encoded where a URL may not hold a byte, then escaped as text.
func (b *pageWriter) href(u string) {
	if scheme, _, ok := strings.Cut(u, ":"); ok && !strings.ContainsAny(scheme, "/?#") {
		switch strings.ToLower(scheme) {
		case "http", "https", "mailto":
		default:
			b.lit("#ZgotmplZ")
			return
		}
	}
	b.text(percentEncode(u))
}

// percentEncode encodes, as %xx in lower-case hex, every byte of u that is
// neither unreserved, reserved (RFC 3986) nor the start of a valid %xx
// escape; the quote and the parentheses are encoded too, so the result
// also fits a single-quoted attribute or a CSS url().
func percentEncode(u string) string {
	var b strings.Builder
	for i := 0; i < len(u); i++ {
		c := u[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		case strings.IndexByte("-._~!#$&*+,/:;=?@[]", c) >= 0:
		case c == '%' && i+2 < len(u) && isHex(u[i+1]) && isHex(u[i+2]):
		default:
			fmt.Fprintf(&b, "%%%02x", c)
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// writePage writes the whole page: head, the section of whichever of
// Match, Deck and All is set, and the script that draws the charts.
func writePage(p page) string {
	var b pageWriter
	b.lit(pageHead)
	b.text(p.Title)
	b.lit(pageStyle)
	b.text(p.Title)
	b.lit("</h1>\n")
	if p.Subtitle != "" {
		b.lit(`<p class="sub">`)
		b.text(p.Subtitle)
		b.lit("</p>")
	}
	b.lit("\n")
	if p.Match != nil {
		b.match(p.Match)
	}
	b.lit("\n")
	if p.Deck != nil {
		b.deck(p.Deck)
	}
	b.lit("\n")
	if p.All != nil {
		b.all(p.All)
	}
	b.lit("\n<script>")
	b.lit(p.ECharts)
	b.lit("</script>\n")
	b.lit(pageScriptStart)
	b.lit(p.Specs)
	b.lit(pageScriptEnd)
	return b.String()
}

func (b *pageWriter) chart(c chartSpec) {
	b.elem("h3", c.Title)
	b.lit("\n<div class=\"chart\" id=\"")
	b.text(c.ID)
	b.lit(`" style="height: `)
	b.text(c.Height)
	b.lit("px\"></div>\n")
}

func (b *pageWriter) charts(cs []chartSpec) {
	b.lit("<h2>Charts</h2>\n")
	for _, c := range cs {
		b.chart(c)
	}
	b.lit("\n")
}

func (b *pageWriter) metrics(m metrics) {
	b.lit("<table>\n<tr><th></th>")
	for _, h := range m.Heads {
		b.elem("th", h)
	}
	b.lit("</tr>\n")
	for _, r := range m.Rows {
		b.lit("<tr>")
		b.elem("th", r.Name)
		for _, v := range r.Values {
			b.lit(`<td class="n">`)
			b.text(v)
			b.lit("</td>")
		}
		b.lit("</tr>\n")
	}
	b.lit("</table>\n")
}

// cell is a table cell: a value, escaped unless it is markup, and the
// cell's class ("n" right-aligns a number).
type cell struct {
	v      any
	class  string
	markup bool
}

func num(v any) cell { return cell{v: v, class: "n"} }
func str(v any) cell { return cell{v: v} }

// row writes a table row of cells, of class class when it is not "".
func (b *pageWriter) row(class string, cells ...cell) {
	if class != "" {
		b.lit(`<tr class="` + class + `">`)
	} else {
		b.lit("<tr>")
	}
	for _, c := range cells {
		if c.class != "" {
			b.lit(`<td class="` + c.class + `">`)
		} else {
			b.lit("<td>")
		}
		if c.markup {
			b.lit(c.v.(string))
		} else {
			b.text(c.v)
		}
		b.lit("</td>")
	}
	b.lit("</tr>\n")
}

func (b *pageWriter) match(v *matchView) {
	b.lit("\n<h2>Summary</h2>\n")
	b.metrics(v.Metrics)
	b.lit("\n")
	b.charts(v.Charts)
	b.lit("<h2>Violations (")
	b.text(len(v.Violations))
	b.lit(")</h2>\n")
	if len(v.Violations) > 0 {
		b.lit("<table>\n<tr><th>rule</th><th>turn</th><th>player</th><th>step</th><th>action</th><th>what</th><th>rulebook</th></tr>\n")
		for _, x := range v.Violations {
			b.row("violation", cell{v: x.Rule, class: "rule"}, num(x.Turn), str(x.Player), str(x.Step), num(x.Action),
				str(x.Message), str(x.Reference))
		}
		b.lit("</table>")
	} else {
		b.lit("<p>None: every recorded action kept the rules the engine checks.</p>")
	}
	b.lit("\n<h2>Turn by turn</h2>\n")
	if len(v.Turns) == 0 {
		b.lit("<p>No log was given for this report.</p>")
	}
	b.lit("\n")
	for _, t := range v.Turns {
		b.turn(t)
	}
	b.lit("\n")
}

func (b *pageWriter) turn(t turnView) {
	b.lit(`<div class="turn" id="`)
	b.text(t.Anchor)
	b.lit("\">\n")
	b.elem("h3", t.Heading)
	b.lit("\n<ol class=\"log\">")
	for _, l := range t.Lines {
		b.lit("<li")
		if len(l.Violations) > 0 {
			b.lit(` class="violation"`)
		}
		b.lit(">")
		b.text(l.Text)
		for _, x := range l.Violations {
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
		b.lit("</li>\n")
	}
	b.lit("</ol>\n")
	if len(t.Board) > 0 {
		b.lit(`<div class="board">`)
		for _, s := range t.Board {
			b.lit("<div>")
			b.elem("b", s.Player)
			b.lit(": ")
			b.text(s.Counts)
			b.lit("\n")
			b.cardList("Battleline", s.Battleline)
			b.lit("\n")
			b.cardList("Artifacts", s.Artifacts)
			b.lit("</div>")
		}
		b.lit("</div>")
	}
	b.lit("\n</div>\n")
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

func (b *pageWriter) deck(v *deckView) {
	b.lit("\n<h2>Record</h2>\n")
	b.metrics(v.Metrics)
	b.lit("\n")
	b.charts(v.Charts)
	b.lit("<h2>Opponents</h2>\n<table><tr><th>opponent</th><th>games</th><th>wins</th><th>losses</th><th>win rate</th><th>chains now</th></tr>\n")
	for _, o := range v.Opponents {
		b.row("", str(o.Name), num(o.Games), num(o.Wins), num(o.Losses), num(o.Rate), str(o.Chains))
	}
	b.lit("</table>\n<h2>Chains history</h2>\n")
	if len(v.ChainSteps) == 0 {
		b.lit("<p>No games against another deck yet.</p>")
	}
	b.lit("\n")
	for _, c := range v.ChainSteps {
		b.lit("<h3>Against ")
		b.text(c.Opponent)
		b.lit("</h3>")
		b.elem("p", c.Why)
		b.lit("\n<table><tr><th>match</th><th>date</th><th>winner</th><th>chains played</th><th>bid</th><th>chained</th><th>before</th><th>after</th><th>streak</th><th>why</th></tr>\n")
		for _, s := range c.Steps {
			bid := ""
			if s.Bid {
				bid = "bid"
			}
			b.row("", str(s.Match), str(s.Date), str(s.Winner), str(fmt.Sprintf("%d–%d", s.Played[0], s.Played[1])),
				str(bid), str(s.Chained), num(s.Before), num(s.After), num(s.Streak), str(s.Why))
		}
		b.lit("</table>\n")
	}
	b.lit("\n<h2>Games</h2>\n<table><tr><th>#</th><th>match</th><th>date</th><th>opponent</th><th>result</th><th>win rate after</th></tr>\n")
	for _, g := range v.Timeline {
		result := cell{v: `<span class="loss">lost</span>`, markup: true}
		if g.Won {
			result.v = `<span class="win">won</span>`
		}
		b.row("", num(g.Games), str(g.Match), str(g.Date), str(g.Opponent), result, num(rateText(g.WinRate)))
	}
	b.lit("</table>\n")
}

func (b *pageWriter) all(v *allView) {
	b.lit("\n")
	if len(v.Pages) > 0 {
		b.lit("<h2>Pages</h2>\n<ul class=\"pages\">")
		for _, l := range v.Pages {
			b.lit(`<li><a href="`)
			b.href(l.Href)
			b.lit(`">`)
			b.text(l.Text)
			b.lit("</a></li>\n")
		}
		b.lit("</ul>")
	}
	b.lit("\n")
	b.charts(v.Charts)
	b.lit("<h2>Decks</h2>\n<table><tr><th>deck</th><th>games</th><th>wins</th><th>losses</th><th>win rate</th><th>as first</th><th>as second</th><th>streak</th><th>longest win</th><th>longest loss</th><th>avg turns to win</th></tr>\n")
	for _, d := range v.Decks {
		b.row("", str(d.Deck), num(d.Games), num(d.Wins), num(d.Losses), num(rateText(d.WinRate)),
			num(recordText(d.AsFirst)), num(recordText(d.AsSecond)), str(streakText(d.Current)), num(d.LongestWin),
			num(d.LongestLoss), num(fmt.Sprintf("%.1f", d.AvgTurnsToWin)))
	}
	b.lit("</table>\n")
}

// The page's fixed parts: its head and style, and the script that draws
// each chart from the specs (ECharts options) once the page has loaded.
const (
	pageHead = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
<title>`

	pageStyle = `</title>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1200px; padding: 0 1.5em 3em; color: #222; }
h1 { font-size: 1.6em; margin-bottom: .2em; }
h2 { font-size: 1.25em; margin-top: 2em; border-bottom: 1px solid #ddd; }
h3 { font-size: 1.05em; margin: 1.2em 0 .3em; }
.sub { color: #555; margin-top: 0; }
table { border-collapse: collapse; margin: .5em 0; }
th, td { border: 1px solid #ddd; padding: .25em .6em; text-align: left; vertical-align: top; }
th { background: #f4f4f4; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
.chart { width: 100%; margin: .5em 0 1.5em; }
.violation { background: #fde8e8; }
.violation .rule { font-weight: bold; color: #a31515; }
.log { font-family: ui-monospace, monospace; margin: 0; padding: 0; list-style: none; }
.log li { padding: .1em .4em; white-space: pre-wrap; }
.log .vmsg { display: block; color: #a31515; font-family: system-ui, sans-serif; }
.turn { border-left: 3px solid #ccc; padding-left: .8em; margin: 1em 0; }
.board { display: flex; gap: 2em; flex-wrap: wrap; font-size: .92em; }
.board > div { flex: 1; min-width: 18em; background: #fafafa; padding: .4em .8em; }
.win { color: #1e7b34; } .loss { color: #a31515; }
</style>
</head>
<body>
<h1>`

	pageScriptStart = `<script>
(function () {
  "use strict";
  var specs = `

	// "rendered" follows each paint (the first one inside setOption);
	// "finished" follows the last frame of the animation: the browser test
	// waits for these attributes.
	pageScriptEnd = `;
  specs.forEach(function (s) {
    var el = document.getElementById(s.id);
    if (!el) { console.error("kfr: no container for chart " + s.id); return; }
    try {
      var chart = echarts.init(el, null, { renderer: "canvas" });
      chart.on("rendered", function () { el.setAttribute("data-rendered", "yes"); });
      chart.on("finished", function () { el.setAttribute("data-finished", "yes"); });
      chart.setOption(s.option);
      window.addEventListener("resize", function () { chart.resize(); });
    } catch (e) {
      el.textContent = "This chart could not be drawn: " + e;
      console.error("kfr: chart " + s.id + ": " + e);
    }
  });
})();
</script>
</body>
</html>
`
)
