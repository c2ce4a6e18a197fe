package reports

import (
	"bytes"
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/analysis"
	"github.com/kfr-dev/kfr/engine"
)

// stubAssets stands in for echarts.min.js in tests that do not run a
// browser; its "</script>" must not end the inline script.
var stubAssets = Assets{ECharts: []byte(`var echarts = {init: function () {}}; var s = "</script><!-- x";`)}

type renderedPage struct {
	name   string
	html   string
	charts []string
}

func renderAll(t testing.TB, a Assets) []renderedPage {
	t.Helper()
	ms := synthetic(300, 12, 1)
	links := sampleLinks(ms)
	var pages []renderedPage
	add := func(name string, write func(*bytes.Buffer) error) {
		var buf bytes.Buffer
		if err := write(&buf); err != nil {
			t.Fatal(err)
		}
		pages = append(pages, renderedPage{name, buf.String(), chartIDs(buf.String())})
	}
	add("match", func(b *bytes.Buffer) error { return WriteMatchHTML(b, sampleMatch(), a) })
	add("deck", func(b *bytes.Buffer) error {
		r := NewDeckReport(evil, ms)
		r.List, r.Links = sampleList(), links
		return WriteDeckHTML(b, r, a)
	})
	add("all", func(b *bytes.Buffer) error {
		r := NewAllReport(ms)
		r.Links = links
		return WriteAllHTML(b, r, a)
	})
	add("player", func(b *bytes.Buffer) error {
		return WritePlayerHTML(b, PlayerReport{Stats: analysis.Players(ms)[0], Links: links}, a)
	})
	return pages
}

// chartIDs are the ids of the chart containers of a page, in order.
func chartIDs(page string) []string {
	var ids []string
	for _, m := range chartContainer.FindAllStringSubmatch(page, -1) {
		ids = append(ids, m[1])
	}
	return ids
}

var chartContainer = regexp.MustCompile(`<div class="chart" id="([^"]+)"`)

// sampleLinks is a site's links for the synthetic matches: every deck and
// player has a page, and so does every tenth match.
func sampleLinks(ms []analysis.MatchSummary) *Links {
	l := &Links{Index: "index.html", Decks: map[string]string{}, Players: map[string]string{}, Matches: map[string]string{}}
	for i, m := range ms {
		for p := range 2 {
			if _, ok := l.Decks[m.Decks[p]]; !ok {
				l.Decks[m.Decks[p]] = fmt.Sprintf("deck-%d.html", len(l.Decks))
			}
			l.Players[m.Players[p]] = "player-" + m.Players[p] + ".html"
		}
		if i%10 == 0 {
			l.Matches[m.ID] = "match-" + m.ID + ".html"
		}
	}
	return l
}

// sampleList is a deck list with a maverick, an enhanced copy and a
// hostile card name.
func sampleList() *DeckList {
	return &DeckList{Set: "Call of the Archons (CotA)", Houses: []string{"brobnar", "staralliance", "dis"},
		Cards: []DeckCard{
			{Name: "Troll", House: "brobnar", Type: "creature", Copies: 2},
			{Name: "Troll", House: "brobnar", Type: "creature", Copies: 1, Enhancements: []string{"aember", "aember", "draw"}},
			{Name: "Ganger Chieftain", House: "staralliance", Type: "creature", Copies: 1, Maverick: true},
			{Name: evil, House: "dis", Type: "action", Copies: 1, Enhancements: []string{"staralliance"}},
		}}
}

var (
	// any element that would make the browser fetch something
	fetching = regexp.MustCompile(`(?i)<(script|link|img|iframe|source|embed|object)\b[^>]*\b(src|href|data)\s*=`)
	remote   = regexp.MustCompile(`(?i)(src|href)\s*=\s*["']?\s*(https?:)?//`)
	scriptTg = regexp.MustCompile(`(?i)<script\b`)
)

func TestHTMLLoadsNothing(t *testing.T) {
	for _, p := range renderAll(t, stubAssets) {
		t.Run(p.name, func(t *testing.T) {
			if m := fetching.FindString(p.html); m != "" {
				t.Errorf("page fetches something: %q", m)
			}
			if m := remote.FindString(p.html); m != "" {
				t.Errorf("page refers to a remote address: %q", m)
			}
			if strings.Contains(p.html, "go-echarts-assets") || strings.Contains(p.html, "cdn") {
				t.Error("page mentions a CDN")
			}
			if !strings.Contains(p.html, "default-src 'none'") {
				t.Error("page has no Content-Security-Policy forbidding network loads")
			}
		})
	}
}

func TestHTMLEscapesUserStrings(t *testing.T) {
	for _, p := range renderAll(t, stubAssets) {
		t.Run(p.name, func(t *testing.T) {
			if strings.Contains(p.html, evil) {
				t.Errorf("%s appears unescaped", evil)
			}
			want := 2 // ECharts and the start-up script
			if len(p.charts) == 0 {
				want = 1
			}
			if n := len(scriptTg.FindAllString(p.html, -1)); n != want {
				t.Errorf("%d <script> tags, want %d", n, want)
			}
			if !strings.Contains(p.html, "&lt;script&gt;alert(1)&lt;/script&gt;") {
				t.Errorf("the deck named %s is not shown as text", evil)
			}
			if strings.Contains(p.html, `"</script>`) || strings.Contains(p.html, "<!-- x") {
				t.Error("the inlined JavaScript can end its <script> element")
			}
		})
	}
}

func TestMatchHTMLEscapesEverything(t *testing.T) {
	page := renderAll(t, stubAssets)[0].html
	for _, raw := range []string{`<u>`, `<i>`, `<Evil>`, `Tuesday & friends`} {
		if strings.Contains(page, raw) {
			t.Errorf("%q appears unescaped", raw)
		}
	}
	for _, esc := range []string{"Troll is exhausted &lt;u&gt;", "play &lt;Evil&gt; Card &amp; Co", "Tuesday &amp; friends",
		"Lash &amp; &lt;i&gt;", "Bob &#34;B&#34; &lt;u&gt;"} {
		if !strings.Contains(page, esc) {
			t.Errorf("%q missing", esc)
		}
	}
}

func TestHTMLHasEveryChart(t *testing.T) {
	want := map[string][]string{
		"match":  {"chart-aember", "chart-gained", "chart-sources", "chart-houses"},
		"deck":   {"chart-winrate", "chart-opponents", "chart-house-rates", "chart-chains"},
		"all":    {"chart-matchups", "chart-decks", "chart-first"},
		"player": nil,
	}
	for _, p := range renderAll(t, stubAssets) {
		t.Run(p.name, func(t *testing.T) {
			if !reflect.DeepEqual(p.charts, want[p.name]) {
				t.Errorf("charts %v, want %v", p.charts, want[p.name])
			}
			for _, id := range p.charts {
				if !strings.Contains(p.html, `{"id":"`+id+`","option":{`) {
					t.Errorf("no option for %s", id)
				}
			}
		})
	}
}

func TestMatchHTMLLog(t *testing.T) {
	page := renderAll(t, stubAssets)[0].html
	checks := []struct{ name, want string }{
		{"violation highlighted on its line", `<li class="step violation" id="a-13"><details><summary>play &lt;Evil&gt; Card &amp; Co<span class="vmsg"><span class="rule">exhausted</span>`},
		{"violation with its rule's title and text", `<li class="violation"><span class="rule">Exhausted card used</span> (exhausted)`},
		{"violation links to its action", `<a href="#a-13">Turn 3, Ann, main step: play &lt;Evil&gt; Card &amp; Co</a>`},
		{"turn heading with house", "<h3>Turn 3: Ann (Dis)</h3>"},
		{"turn navigation", `<a href="#turn-3">2: Ann (Dis)</a>`},
		{"board after an action", "<b>Ann</b>: 6 Æmber, 0 keys, 0 chains; hand 6, deck 20"},
		{"what the action changed", `<div class="changes">Ann: Æmber 1 → 2</div>`},
		{"battleline", "Battleline: Troll (8), &lt;script&gt;"},
		{"keys agree with their number", "1 key: the yellow key on turn 3 (paid 6)"},
		{"winner", "won (keys)"},
		{"stepper", `<div class="stepper" id="stepper" hidden>`},
		{"house names as people write them", "Shadows, Shadows"},
		{"source names as people write them", "from Æmber bonus"},
	}
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(page, c.want) {
				t.Errorf("missing %q", c.want)
			}
		})
	}
	if n := strings.Count(page, `<li class="step violation"`); n != 1 {
		t.Errorf("%d highlighted lines, want 1", n)
	}
	if n := strings.Count(page, `<section class="turn"`); n != 8 {
		t.Errorf("%d turns, want 8", n)
	}
	if n := strings.Count(page, `<li class="step`); n != len(sampleMatch().Log) {
		t.Errorf("%d steps, want one per log line (%d)", n, len(sampleMatch().Log))
	}
	for _, internal := range []string{"aember_bonus", "bonus_icon", ">dis<", "(dis)"} {
		if strings.Contains(page, internal) {
			t.Errorf("the page shows the internal name %q", internal)
		}
	}
}

// An imported TCO match shows each line of its log once, however many
// entries it became, and keeps a "cannot verify" section apart from the
// violations.
func TestImportedMatch(t *testing.T) {
	r := sampleMatch()
	r.Imported = true
	// Line 3 of the log became three entries (same text, same turn).
	var log []LogLine
	for i, l := range r.Log {
		log = append(log, l)
		if i == 2 {
			log = append(log, l, l)
		}
	}
	for i := range log {
		log[i].Action = i
	}
	r.Log = log
	r.Unverified = []engine.Violation{{Rule: "not-in-hand", Turn: 1, Player: 1, Action: 3, Message: "Troll was not known to be in hand"}}
	var b bytes.Buffer
	if err := WriteMatchHTML(&b, r, stubAssets); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	if n := strings.Count(page, `<li class="step`); n != len(log)-2 {
		t.Errorf("%d lines shown, want %d (three entries of one line shown once)", n, len(log)-2)
	}
	for _, want := range []string{`<h2 id="cannot-verify">Cannot verify (1)</h2>`, "Troll was not known to be in hand",
		`<h2 id="violations">Violations (1)</h2>`} {
		if !strings.Contains(page, want) {
			t.Errorf("missing %q", want)
		}
	}
}

func TestHTMLIsDeterministic(t *testing.T) {
	a := renderAll(t, stubAssets)
	b := renderAll(t, stubAssets)
	for i := range a {
		if a[i].html != b[i].html {
			t.Errorf("%s page differs between two renderings", a[i].name)
		}
	}
}

// Pages render as their golden files (charts included, ECharts stubbed):
// go test -update rewrites them after an intended change.
func TestHTMLGolden(t *testing.T) {
	for _, p := range renderAll(t, Assets{ECharts: []byte("/* echarts */"), Shared: EChartsFile}) {
		t.Run(p.name, func(t *testing.T) { golden(t, p.name+".html", []byte(p.html)) })
	}
}

// Without ECharts a page is still written: its tables and text, a notice
// saying how to get the charts, no chart frames and no script of ECharts.
func TestHTMLWithoutECharts(t *testing.T) {
	missing := Assets{Missing: "kfr did not find ECharts: install it with npm install -g echarts"}
	for _, p := range renderAll(t, missing) {
		t.Run(p.name, func(t *testing.T) {
			if len(p.charts) != 0 {
				t.Errorf("chart frames %v on a page that cannot draw them", p.charts)
			}
			if n := len(scriptTg.FindAllString(p.html, -1)); n != 1 {
				t.Errorf("%d <script> elements, want 1 (the start-up script alone)", n)
			}
			if p.name != "player" && strings.Count(p.html, `<p class="notice">`) != 1 {
				t.Errorf("no notice (or more than one) of the missing charts")
			}
			if p.name != "player" && !strings.Contains(p.html, "npm install -g echarts") {
				t.Errorf("the notice does not say how to get the charts")
			}
			if !strings.Contains(p.html, "<table") {
				t.Errorf("no tables")
			}
		})
	}
}

// A site's pages share one echarts.min.js beside them: each loads it by
// its relative name, and their policy allows scripts from their own
// folder and nothing from a network.
func TestSharedECharts(t *testing.T) {
	for _, p := range renderAll(t, Assets{ECharts: []byte("var echarts;"), Shared: EChartsFile}) {
		t.Run(p.name, func(t *testing.T) {
			srcs := scriptSrc.FindAllStringSubmatch(p.html, -1)
			if len(p.charts) > 0 && (len(srcs) != 1 || srcs[0][1] != EChartsFile) {
				t.Errorf("script sources %v, want one: %s", srcs, EChartsFile)
			}
			if strings.Contains(p.html, "var echarts;") {
				t.Error("ECharts inlined as well as shared")
			}
			if !strings.Contains(p.html, "default-src 'none'; script-src 'self' file: 'unsafe-inline'") {
				t.Error("no policy forbidding the network")
			}
			if m := remote.FindString(p.html); m != "" {
				t.Errorf("page refers to a remote address: %q", m)
			}
		})
	}
}

var matchHref = regexp.MustCompile(`href="match-m(\d+)\.html"`)

var scriptSrc = regexp.MustCompile(`<script src="([^"]*)"`)

// Every page of a site links back to the index; deck, player and match
// names link to their pages where they have one, and not elsewhere.
func TestPageLinks(t *testing.T) {
	pages := map[string]string{}
	for _, p := range renderAll(t, stubAssets) {
		pages[p.name] = p.html
	}
	checks := []struct{ page, want string }{
		{"deck", `<a href="index.html">← All decks and players</a>`},
		{"player", `<a href="index.html">← All decks and players</a>`},
		{"all", `<a href="player-Ann.html">Ann</a>`},
		{"all", `<a href="deck-0.html">`},
		{"all", `<a href="match-m00290.html">match m00290`},
		{"deck", `<a href="match-m00`},
		{"player", `<a href="deck-`},
	}
	for _, c := range checks {
		t.Run(c.page+" "+c.want, func(t *testing.T) {
			if !strings.Contains(pages[c.page], c.want) {
				t.Errorf("missing %q", c.want)
			}
		})
	}
	for _, m := range matchHref.FindAllStringSubmatch(pages["deck"]+pages["all"]+pages["player"], -1) {
		if n, _ := strconv.Atoi(m[1]); n%10 != 0 {
			t.Errorf("a link to match m%s, which has no page", m[1])
		}
	}
	if strings.Contains(pages["match"], "index.html") {
		t.Error("a page written on its own links to an index")
	}
}

// Numbers agree with their nouns, a rate shows its sample, and what there
// is nothing to compute from reads "—".
func TestNumbersInWords(t *testing.T) {
	one := analysis.Record{Games: 1, Wins: 1, WinRate: 1}
	cases := []struct{ got, want string }{
		{plural(1, "win"), "1 win"},
		{plural(2, "win"), "2 wins"},
		{plural(0, "key"), "0 keys"},
		{plural(1, "loss", "losses"), "1 loss"},
		{plural(3, "loss", "losses"), "3 losses"},
		{streakText(analysis.Streak{Kind: "win", Length: 1}), "1 win"},
		{streakText(analysis.Streak{Kind: "loss", Length: 2}), "2 losses"},
		{recordRate(one), "100.0% of 1 game"},
		{recordRate(analysis.Record{}), "—"},
		{shortRate(analysis.Record{}), "—"},
		{recordText(analysis.Record{}), "0–0 (—)"},
		{average(0, 0), "—"},
		{average(12.25, 4), "12.2"},
		{HouseName("staralliance"), "Star Alliance"},
		{HouseName("dis"), "Dis"},
		{HouseName("ekwidon"), "Ekwidon"},
		{bonusText([]string{"aember", "draw", "aember"}), "2 Æmber, 1 draw"},
		{bonusText([]string{"staralliance"}), "1 Star Alliance"},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

// A deck with no decided games says so, without empty chart frames or
// rates of nothing.
func TestDeckWithNoGames(t *testing.T) {
	r := NewDeckReport("Lonely", []analysis.MatchSummary{
		{ID: "1", Decks: [2]string{"Lonely", "Other"}, Players: [2]string{"A", "B"}, Winner: engine.NoPlayer}})
	r.List = sampleList()
	var b bytes.Buffer
	if err := WriteDeckHTML(&b, r, stubAssets); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	if ids := chartIDs(page); len(ids) != 0 {
		t.Errorf("charts %v for a deck with no games", ids)
	}
	for _, want := range []string{"No decided games yet", "0 decided games: 0 wins, 0 losses; 1 unfinished match",
		`<td class="n">—</td>`, "Star Alliance", "2 × Troll", "2 Æmber, 1 draw", "maverick",
		"&lt;script&gt;alert(1)&lt;/script&gt;"} {
		if !strings.Contains(page, want) {
			t.Errorf("missing %q", want)
		}
	}
	for _, bad := range []string{"0.0%", ">0.0<"} {
		if strings.Contains(page, bad) {
			t.Errorf("the page shows %q for a rate or average of nothing", bad)
		}
	}
}

// Hostile names anywhere (deck, player, log line) never add markup.
func TestHostileNames(t *testing.T) {
	names := []string{`</script><script>alert(1)</script>`, `<!--<script>`, `"'><img src=x onerror=alert(1)>`,
		"line\u2028sep\u2029", `{{.Title}}`, `</style><style>body{display:none}`, `]]><svg onload=alert(1)>`}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			ms := synthetic(30, 3, 2)
			for i := range ms {
				for p := range 2 {
					if ms[i].Decks[p] == "Deck 000 of the Archon" {
						ms[i].Decks[p] = name
					}
				}
			}
			m := sampleMatch()
			m.Stats.Players[0].Player, m.Stats.Players[0].Deck = name, name
			m.Log[3].Text = name
			var pages []string
			for _, write := range []func(*bytes.Buffer) error{
				func(b *bytes.Buffer) error { return WriteMatchHTML(b, m, stubAssets) },
				func(b *bytes.Buffer) error { return WriteDeckHTML(b, NewDeckReport(name, ms), stubAssets) },
				func(b *bytes.Buffer) error { return WriteAllHTML(b, NewAllReport(ms), stubAssets) },
			} {
				var b bytes.Buffer
				if err := write(&b); err != nil {
					t.Fatal(err)
				}
				pages = append(pages, b.String())
			}
			for i, page := range pages {
				if n := len(scriptTg.FindAllString(page, -1)); n != 2 {
					t.Errorf("page %d: %d <script> tags, want 2", i, n)
				}
				for _, bad := range []string{"<img", "<svg", "<style>body"} {
					if strings.Contains(page, bad) {
						t.Errorf("page %d contains %q", i, bad)
					}
				}
				// In text a line separator is harmless; in the chart options
				// (inside <script>) it must be escaped.
				if start := strings.LastIndex(page, "<script>"); strings.ContainsAny(page[start:], "\u2028\u2029") {
					t.Errorf("page %d: a raw line separator inside the start-up script", i)
				}
			}
		})
	}
}

// A value is escaped for where it goes: text and quoted attributes, and
// link targets, which are also percent-encoded and must be http(s),
// mailto or relative.
func TestPageEscaping(t *testing.T) {
	text := func(b *pageWriter, s string) { b.text(s) }
	href := (*pageWriter).href
	cases := []struct {
		name    string
		write   func(*pageWriter, string)
		in, out string
	}{
		{"text", text, `<b>"Troll" & 'Krump'</b>`, "&lt;b&gt;&#34;Troll&#34; &amp; &#39;Krump&#39;&lt;/b&gt;"},
		{"text", text, "chains +1", "chains &#43;1"},
		{"text", text, "nul\x00byte", "nul\uFFFDbyte"},
		{"text", text, "Æmber · 3 → 4", "Æmber · 3 → 4"},
		{"href", href, "match-1.html", "match-1.html"},
		{"href", href, "javascript:alert(1)", "#ZgotmplZ"},
		{"href", href, "JavaScript:alert(1)", "#ZgotmplZ"},
		{"href", href, "data:text/html,x", "#ZgotmplZ"},
		{"href", href, "https://example.org/a b?c=d&e=f#g", "https://example.org/a%20b?c=d&amp;e=f#g"},
		{"href", href, "a%20b%zz.html", "a%20b%25zz.html"},
		{"href", href, `deck-"x"<y>.html`, "deck-%22x%22%3cy%3e.html"},
		{"href", href, "deck-a+b (1).html", "deck-a&#43;b%20%281%29.html"},
		{"href", href, "dir/with:colon.html", "dir/with:colon.html"},
	}
	for _, c := range cases {
		var b pageWriter
		c.write(&b, c.in)
		if b.String() != c.out {
			t.Errorf("%s(%q) = %q, want %q", c.name, c.in, b.String(), c.out)
		}
	}
	if got := inlineJS([]byte(`a="</SCRIPT><!-- </script";`)); got != `a="<\/SCRIPT><\!-- <\/script";` {
		t.Errorf("inlineJS = %q", got)
	}
}
