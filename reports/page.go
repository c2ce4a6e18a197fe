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

// pageWriter accumulates a page. noCharts, when not "", is why the page
// cannot draw charts (no ECharts): chart sections then say so once and
// keep their tables.
type pageWriter struct {
	strings.Builder
	noCharts      string
	noticeWritten bool
}

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

// page is one page: its heading, the links above it, its charts and what
// body writes between them.
type page struct {
	Title    string
	Subtitle string
	Nav      []Link // links above the title: the index, the decks and players of a match…
	Charts   []chartSpec
	Body     func(b *pageWriter)
}

// writePage writes the whole page: head, navigation, title, body, then
// the scripts: ECharts (inlined, or the site's shared copy) and the
// start-up script that draws the charts and runs the match stepper.
func writePage(p page, a Assets, specs string) string {
	var b pageWriter
	drawable := len(a.ECharts) > 0
	if !drawable {
		b.noCharts = a.Missing
		if b.noCharts == "" {
			b.noCharts = "kfr did not find the ECharts JavaScript"
		}
	}
	b.lit(pageHead)
	if a.Shared != "" && drawable {
		b.lit(cspShared)
	} else {
		b.lit(cspInline)
	}
	b.lit("\n<title>")
	b.text(p.Title)
	b.lit("</title>\n")
	b.lit(pageStyle)
	b.lit("</head>\n<body>\n")
	if len(p.Nav) > 0 {
		b.lit(`<nav class="crumbs">`)
		for i, l := range p.Nav {
			if i > 0 {
				b.lit(" · ")
			}
			b.link(l.Href, l.Text)
		}
		b.lit("</nav>\n")
	}
	b.elem("h1", p.Title)
	if p.Subtitle != "" {
		b.lit(`<p class="sub">`)
		b.text(p.Subtitle)
		b.lit("</p>")
	}
	b.lit("\n")
	p.Body(&b)
	if drawable && len(p.Charts) > 0 {
		if a.Shared != "" {
			b.lit(`<script src="`)
			b.href(a.Shared)
			b.lit(`"></script>` + "\n")
		} else {
			b.lit("<script>")
			b.lit(inlineJS(a.ECharts))
			b.lit("</script>\n")
		}
	} else {
		specs = "[]"
	}
	b.lit(pageScriptStart)
	b.lit(specs)
	b.lit(pageScriptEnd)
	return b.String()
}

// link writes <a href="href">text</a>, or the text alone when href is "".
func (b *pageWriter) link(href, text string) {
	if href == "" {
		b.text(text)
		return
	}
	b.lit(`<a href="`)
	b.href(href)
	b.lit(`">`)
	b.text(text)
	b.lit("</a>")
}

// notice writes, once a page, why its charts are missing and how to get
// them.
func (b *pageWriter) notice() {
	if b.noticeWritten {
		return
	}
	b.noticeWritten = true
	b.lit(`<p class="notice"><b>Charts are not shown:</b> `)
	b.text(b.noCharts)
	b.lit("</p>\n")
}

// charts writes the containers of a group of charts under a heading, or
// the notice when the page cannot draw them.
func (b *pageWriter) charts(heading string, cs []chartSpec) {
	if len(cs) == 0 {
		return
	}
	b.elem("h2", heading)
	b.lit("\n")
	if b.noCharts != "" {
		b.notice()
		return
	}
	for _, c := range cs {
		b.elem("h3", c.Title)
		b.lit("\n<div class=\"chart\" id=\"")
		b.text(c.ID)
		b.lit(`" style="height: `)
		b.text(c.Height)
		b.lit("px\"></div>\n")
	}
}

// table starts a table that scrolls sideways inside its own box when it
// is wider than the screen, so that the page never does; heads are its
// column headings. endTable closes it.
func (b *pageWriter) table(class string, heads ...string) {
	b.lit(`<div class="scroll"><table`)
	if class != "" {
		b.lit(` class="` + class + `"`)
	}
	b.lit("><tr>")
	for _, h := range heads {
		b.elem("th", h)
	}
	b.lit("</tr>\n")
}

func (b *pageWriter) endTable() { b.lit("</table></div>\n") }

func (b *pageWriter) metrics(m metrics) {
	b.table("metrics", append([]string{""}, m.Heads...)...)
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
	b.endTable()
}

// cell is a table cell: a value, escaped, or a link; the cell's class
// ("n" right-aligns a number).
type cell struct {
	v     any
	class string
	href  string // the value links here when not ""
}

func num(v any) cell                { return cell{v: v, class: "n"} }
func str(v any) cell                { return cell{v: v} }
func linked(text, href string) cell { return cell{v: text, href: href} }

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
		if c.href != "" {
			b.link(c.href, c.v.(string))
		} else {
			b.text(c.v)
		}
		b.lit("</td>")
	}
	b.lit("</tr>\n")
}

// The page's fixed parts: its head and style, and the script that draws
// each chart from the specs (ECharts options) once the page has loaded and
// steps through a match's actions.
const (
	pageHead = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
`
	// cspInline forbids every load: scripts are inline. cspShared also
	// lets the page load scripts from its own folder (the site's shared
	// echarts.min.js; file: for browsers that give each file its own
	// origin). Neither allows a network address.
	cspInline = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">`
	cspShared = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' file: 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">`

	pageStyle = `<style>
* { box-sizing: border-box; }
body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1200px; padding: 0 12px 4em; color: #222; overflow-wrap: anywhere; }
h1 { font-size: 1.5em; margin: .3em 0 .2em; }
h2 { font-size: 1.2em; margin-top: 1.8em; border-bottom: 1px solid #ddd; }
h3 { font-size: 1.02em; margin: 1.1em 0 .3em; }
a { color: #1f5fa8; }
.sub { color: #555; margin-top: 0; }
.crumbs { margin-top: .8em; font-size: .95em; }
.notice { background: #fff6d6; border: 1px solid #e6cf7a; padding: .5em .8em; }
.scroll { overflow-x: auto; max-width: 100%; margin: .5em 0; }
table { border-collapse: collapse; }
th, td { border: 1px solid #ddd; padding: .25em .5em; text-align: left; vertical-align: top; overflow-wrap: normal; }
th { background: #f4f4f4; }
td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.metrics td.n { white-space: normal; }
.recent li { margin: .25em 0; }
.chart { width: 100%; margin: .5em 0 1.5em; }
.violation { background: #fde8e8; }
.rule { font-weight: bold; color: #a31515; }
.findings { padding-left: 1.2em; }
.findings li { margin: .5em 0; }
.findings blockquote { margin: .2em 0 .2em .5em; padding-left: .6em; border-left: 3px solid #ddd; color: #444; }
.turns { display: flex; flex-wrap: wrap; gap: .3em; margin: .5em 0; }
.turns a { padding: .1em .45em; border: 1px solid #ccc; border-radius: 3px; text-decoration: none; white-space: nowrap; }
.log { font-family: ui-monospace, monospace; margin: 0; padding: 0; list-style: none; }
.log li { padding: .1em .3em; }
.log li.current { outline: 2px solid #1f5fa8; }
.log summary { cursor: pointer; white-space: pre-wrap; }
.log .vmsg { display: block; color: #a31515; font-family: system-ui, sans-serif; }
.log .changes { font-family: system-ui, sans-serif; color: #555; margin: .2em 0 .2em 1.2em; }
.turn { border-left: 3px solid #ccc; padding-left: .6em; margin: 1em 0; }
.board { display: flex; gap: .8em; flex-wrap: wrap; font-family: system-ui, sans-serif; font-size: .92em; margin: .3em 0 .6em; }
.board > div { flex: 1 1 15em; min-width: 0; background: #fafafa; padding: .4em .6em; border-left: 4px solid #ccc; }
.stepper { position: sticky; bottom: 0; background: #fff; border-top: 1px solid #ccc; padding: .4em 0; display: flex; flex-wrap: wrap; gap: .5em; align-items: center; }
.stepper button { font: inherit; padding: .3em .8em; }
.win { color: #1e7b34; } .loss { color: #a31515; }
.cards { columns: 16em; padding-left: 1.2em; }
</style>
`

	pageScriptStart = `<script>
(function () {
  "use strict";
  var specs = `

	// "rendered" follows each paint (the first one inside setOption);
	// "finished" follows the last frame of the animation: the browser test
	// waits for these attributes. The stepper opens one action's board at
	// a time (buttons, or the left and right arrow keys).
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
  var bar = document.getElementById("stepper");
  if (!bar) { return; }
  var steps = Array.prototype.slice.call(document.querySelectorAll("li.step"));
  var where = document.getElementById("step-where");
  var cur = -1;
  function go(i) {
    if (i < 0 || i >= steps.length) { return; }
    if (cur >= 0) {
      steps[cur].classList.remove("current");
      var old = steps[cur].querySelector("details");
      if (old) { old.open = false; }
    }
    cur = i;
    var s = steps[i];
    s.classList.add("current");
    var d = s.querySelector("details");
    if (d) { d.open = true; }
    s.scrollIntoView({ block: "center" });
    where.textContent = "action " + (i + 1) + " of " + steps.length;
  }
  bar.hidden = false;
  document.getElementById("step-first").addEventListener("click", function () { go(0); });
  document.getElementById("step-prev").addEventListener("click", function () { go(Math.max(cur - 1, 0)); });
  document.getElementById("step-next").addEventListener("click", function () { go(cur + 1); });
  document.addEventListener("keydown", function (e) {
    if (e.key === "ArrowRight") { go(cur + 1); } else if (e.key === "ArrowLeft") { go(Math.max(cur - 1, 0)); }
  });
  steps.forEach(function (s, i) {
    s.addEventListener("toggle", function (e) { if (e.target.open && cur !== i) { go(i); } }, true);
  });
  // A link to an action (a violation's, or one a judge sent) opens it.
  function fromHash() {
    var i = steps.findIndex(function (s) { return "#" + s.id === location.hash; });
    if (i >= 0 && i !== cur) { go(i); }
  }
  window.addEventListener("hashchange", fromHash);
  fromHash();
})();
</script>
</body>
</html>
`
)
