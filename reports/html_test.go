package reports

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
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
	var pages []renderedPage
	var buf bytes.Buffer
	if err := WriteMatchHTML(&buf, sampleMatch(), a); err != nil {
		t.Fatal(err)
	}
	pages = append(pages, renderedPage{"match", buf.String(), []string{"chart-aember", "chart-gained", "chart-sources", "chart-houses"}})
	buf = bytes.Buffer{}
	if err := WriteDeckHTML(&buf, NewDeckReport(evil, ms), a); err != nil {
		t.Fatal(err)
	}
	pages = append(pages, renderedPage{"deck", buf.String(),
		[]string{"chart-winrate", "chart-opponents", "chart-deck-houses", "chart-chains"}})
	buf = bytes.Buffer{}
	if err := WriteAllHTML(&buf, NewAllReport(ms), a); err != nil {
		t.Fatal(err)
	}
	pages = append(pages, renderedPage{"all", buf.String(), []string{"chart-matchups", "chart-first", "chart-decks"}})
	return pages
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
			if n := len(scriptTg.FindAllString(p.html, -1)); n != 2 {
				t.Errorf("%d <script> tags, want 2 (ECharts and the chart start-up)", n)
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
	for _, p := range renderAll(t, stubAssets) {
		t.Run(p.name, func(t *testing.T) {
			for _, id := range p.charts {
				if !strings.Contains(p.html, `<div class="chart" id="`+id+`"`) {
					t.Errorf("no container for %s", id)
				}
				if !strings.Contains(p.html, `{"id":"`+id+`","option":{`) {
					t.Errorf("no option for %s", id)
				}
			}
			if got := strings.Count(p.html, `<div class="chart"`); got != len(p.charts) {
				t.Errorf("%d chart containers, want %d", got, len(p.charts))
			}
		})
	}
}

func TestMatchHTMLLog(t *testing.T) {
	page := renderAll(t, stubAssets)[0].html
	checks := []struct{ name, want string }{
		{"violation highlighted", `<li class="violation">play &lt;Evil&gt; Card &amp; Co<span class="vmsg"><span class="rule">exhausted</span>`},
		{"violation table", `<tr class="violation"><td class="rule">exhausted</td><td class="n">3</td><td>Ann</td><td>main</td>`},
		{"turn heading with house", "<h3>Turn 3: Ann (dis)</h3>"},
		{"board", "<b>Ann</b>: 6 Æmber, 0 keys, 0 chains; hand 6, deck 20"},
		{"battleline", "Battleline: Troll (8), &lt;script&gt;"},
		{"key in summary", "keys forged"},
		{"winner", "won (keys)"},
	}
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			if !strings.Contains(page, c.want) {
				t.Errorf("missing %q", c.want)
			}
		})
	}
	if n := strings.Count(page, `<li class="violation">`); n != 1 {
		t.Errorf("%d highlighted lines, want 1", n)
	}
	if n := strings.Count(page, `<div class="turn"`); n != 8 {
		t.Errorf("%d turns, want 8", n)
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

func TestHTMLNeedsECharts(t *testing.T) {
	err := WriteAllHTML(&bytes.Buffer{}, NewAllReport(nil), Assets{})
	if err == nil || !strings.Contains(err.Error(), "ECharts") {
		t.Errorf("got %v, want an error about ECharts", err)
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
