package report_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/reports"
	"github.com/kfr-dev/kfr/site"
)

// evil is a deck name that must show as text.
const evil = `<script>alert(1)</script>`

// needECharts skips a test that writes pages when ECharts is not
// installed (CI runs npm ci, so there it runs).
func needECharts(t *testing.T) {
	t.Helper()
	if _, err := reports.LoadAssets(); err != nil {
		t.Skipf("ECharts not installed (npm ci): %v", err)
	}
}

// fixtureDB has the fixture cards and decks, plus a copy of the Keepers
// deck named evil, imported through the CLI.
func fixtureDB(t *testing.T) string {
	t.Helper()
	return kfrtest.ImportedFixtureDB(t, func(dir string) {
		keepers, err := os.ReadFile(filepath.Join(dir, "decks", "keepers-of-the-quiet-library.txt"))
		if err != nil {
			t.Fatal(err)
		}
		copyText := strings.NewReplacer("Deck: "+fixtures.KeepersOfTheQuietLibrary, "Deck: "+evil,
			"ID: kfr-keepers-of-the-quiet-library", "ID: kfr-evil").Replace(string(keepers))
		if err := os.WriteFile(filepath.Join(dir, "decks", "evil.txt"), []byte(copyText), 0o644); err != nil {
			t.Fatal(err)
		}
	})
}

// game is a short match, Alice's deck against Bob's; extra lines go in
// Alice's third turn.
func game(deck1, deck2, extra string) string {
	return fmt.Sprintf(`[Date "2026-02-01"]
[Player1 "Alice"]
[Deck1 %q]
[Player2 "Bob <b>"]
[Deck2 %q]
[First "Alice"]

1. Alice
house brobnar
play Troll
end
2. "Bob <b>"
house untamed
play "Dust Pixie"
end
3. Alice
house brobnar
reap Troll
%sconcede "Bob <b>"
`, deck1, deck2, extra)
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestReports(t *testing.T) {
	needECharts(t)
	db := fixtureDB(t)
	ids := kfrtest.AddMatches(t, db,
		game(fixtures.RedHollowWarband, evil, "reap Troll  # again: exhausted\n"),
		game(fixtures.RedHollowWarband, fixtures.KeepersOfTheQuietLibrary, ""))
	dir := t.TempDir()
	rawEvil := regexp.MustCompile(`(?i)<script>alert`)
	tests := []struct {
		name string
		args []string
		file string
		want []string
	}{
		{"match with a violation", []string{"report", "match", ids[0]}, "m.html", []string{
			"Alice", "Bob &lt;b&gt;", "&lt;script&gt;alert(1)&lt;/script&gt;", "reap Troll",
			"exhausted",                // the violation's rule and the board's exhausted Troll
			"Troll (", "Turn 2: Alice", // absolute turn 3: Alice's second
		}},
		{"match", []string{"report", "match", ids[1]}, "m2.html", []string{"Alice", fixtures.KeepersOfTheQuietLibrary}},
		{"evil deck", []string{"report", "deck", evil}, "deck.html", []string{"Deck: &lt;script&gt;alert(1)&lt;/script&gt;", fixtures.RedHollowWarband}},
		{"deck in words", append([]string{"report", "deck"}, strings.Fields(fixtures.RedHollowWarband)...), "red.html",
			[]string{"Deck: " + fixtures.RedHollowWarband, "&lt;script&gt;alert(1)&lt;/script&gt;"}},
		{"all", []string{"report", "all"}, "all.html", []string{"All decks", fixtures.RedHollowWarband,
			fixtures.KeepersOfTheQuietLibrary, "&lt;script&gt;alert(1)&lt;/script&gt;"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, tt.file)
			out := kfrtest.MustRun(t, db, append(tt.args, "-o", path)...)
			if strings.TrimSpace(out) != "wrote "+path {
				t.Errorf("printed %q", out)
			}
			page := read(t, path)
			for _, w := range tt.want {
				if !strings.Contains(page, w) {
					t.Errorf("no %q in the page", w)
				}
			}
			if loc := rawEvil.FindStringIndex(page); loc != nil {
				t.Errorf("the deck name reached the page unescaped: …%s…", page[max(0, loc[0]-80):loc[1]+40])
			}
			if !strings.Contains(page, "echarts") || strings.Contains(page, "<script src") {
				t.Errorf("ECharts is not inlined")
			}
		})
	}
	t.Run("default file name", func(t *testing.T) {
		a, _ := reports.LoadAssets()
		t.Setenv(reports.EChartsEnv, a.Path) // found from the package folder, not the one changed to
		t.Chdir(t.TempDir())
		for _, c := range []struct {
			args []string
			file string
		}{
			{[]string{"report", "all", "-o", "kfr-report-all.html"}, "kfr-report-all.html"},
			{[]string{"report", "deck", fixtures.RedHollowWarband}, "kfr-report-deck-red-hollow-warband.html"},
			{[]string{"report", "match", ids[1]}, "kfr-report-match-" + ids[1] + ".html"},
		} {
			out := kfrtest.MustRun(t, db, c.args...)
			if strings.TrimSpace(out) != "wrote "+c.file {
				t.Errorf("%v printed %q", c.args, out)
			}
			if _, err := os.Stat(c.file); err != nil {
				t.Error(err)
			}
		}
		out := kfrtest.MustRun(t, db, "report", "all")
		if !strings.HasPrefix(out, "wrote "+filepath.Join("kfr-report", "index.html")+" and ") {
			t.Errorf("report all printed %q", out)
		}
		if _, err := os.Stat(filepath.Join("kfr-report", "index.html")); err != nil {
			t.Error(err)
		}
	})
}

// report all -o DIR writes a site: the index links every deck, player and
// match page, each page links back, and ECharts is one file they share.
func TestReportSite(t *testing.T) {
	needECharts(t)
	db := fixtureDB(t)
	ids := kfrtest.AddMatches(t, db,
		game(fixtures.RedHollowWarband, evil, "reap Troll  # again: exhausted\n"),
		game(fixtures.RedHollowWarband, fixtures.KeepersOfTheQuietLibrary, ""))
	dir := filepath.Join(t.TempDir(), "site")
	out := kfrtest.MustRun(t, db, "report", "all", "-o", dir, "--json")
	var res struct {
		Path       string   `json:"path"`
		Files      []string `json:"files"`
		MatchPages int      `json:"match_pages"`
		Charts     bool     `json:"charts"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	names := make([]string, len(res.Files))
	for i, f := range res.Files {
		names[i] = filepath.Base(f)
	}
	want := []string{"index.html", "deck-keepers-of-the-quiet-library.html", "deck-red-hollow-warband.html",
		"deck-script-alert-1-script.html", "echarts.min.js", "match-" + ids[0] + ".html", "match-" + ids[1] + ".html",
		"player-alice.html", "player-bob-b.html"}
	if !reflect.DeepEqual(names, want) || res.Path != filepath.Join(dir, "index.html") || !res.Charts || res.MatchPages != 2 {
		t.Errorf("wrote %v (%+v), want %v", names, res, want)
	}
	index := read(t, filepath.Join(dir, "index.html"))
	for _, link := range want[1:] {
		if link != "echarts.min.js" && !strings.Contains(index, `href="`+link+`"`) {
			t.Errorf("the index does not link to %s", link)
		}
	}
	for _, f := range want[1:] {
		if !strings.HasSuffix(f, ".html") {
			continue
		}
		page := read(t, filepath.Join(dir, f))
		if !strings.Contains(page, `href="index.html"`) {
			t.Errorf("%s does not link back to the index", f)
		}
		if strings.Contains(page, "function(") && len(page) > 500_000 {
			t.Errorf("%s carries its own copy of ECharts", f)
		}
	}
	match := read(t, filepath.Join(dir, "match-"+ids[0]+".html"))
	for _, want := range []string{`<script src="echarts.min.js"></script>`, `href="deck-red-hollow-warband.html"`,
		`href="player-alice.html"`, `<a href="#a-`} {
		if !strings.Contains(match, want) {
			t.Errorf("the match page has no %q", want)
		}
	}
}

func TestViolationHighlighted(t *testing.T) {
	needECharts(t)
	db := fixtureDB(t)
	ids := kfrtest.AddMatches(t, db, game(fixtures.RedHollowWarband, fixtures.KeepersOfTheQuietLibrary, "reap Troll\n"))
	path := filepath.Join(t.TempDir(), "m.html")
	kfrtest.MustRun(t, db, "report", "match", ids[0], "-o", path)
	page := read(t, path)
	// The second "reap Troll" of turn 3 breaks a rule: its line carries
	// the violation, with the rulebook reference.
	out, _, _ := kfrtest.Run(t, db, "", "replay", ids[0])
	m := regexp.MustCompile(`\n    ([a-z-]+): `).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("the replay shows no violation:\n%s", out)
	}
	if !strings.Contains(page, m[1]) || !strings.Contains(page, "Rulebook") {
		t.Errorf("the page does not show violation %s with its reference", m[1])
	}
}

// Without ECharts every report is still written, with its tables and a
// notice in place of the charts, and a warning says how to get them.
func TestNoECharts(t *testing.T) {
	db := fixtureDB(t)
	kfrtest.AddMatches(t, db, game(fixtures.RedHollowWarband, fixtures.KeepersOfTheQuietLibrary, ""))
	t.Setenv(reports.EChartsEnv, filepath.Join(t.TempDir(), "missing.js"))
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		page string
	}{
		{[]string{"report", "all", "-o", filepath.Join(dir, "all.html")}, filepath.Join(dir, "all.html")},
		{[]string{"report", "all", "-o", filepath.Join(dir, "site")}, filepath.Join(dir, "site", "index.html")},
		{[]string{"report", "match", "1", "-o", filepath.Join(dir, "m.html")}, filepath.Join(dir, "m.html")},
		{[]string{"report", "deck", fixtures.RedHollowWarband, "-o", filepath.Join(dir, "d.html")}, filepath.Join(dir, "d.html")},
	} {
		t.Run(strings.Join(c.args[:2], " "), func(t *testing.T) {
			_, errOut, code := kfrtest.Run(t, db, "", c.args...)
			if code != 0 || !strings.Contains(errOut, "npm install -g echarts") {
				t.Errorf("exit %d: %s", code, errOut)
			}
			page := read(t, c.page)
			if !strings.Contains(page, `<p class="notice"><b>Charts are not shown:</b>`) || !strings.Contains(page, "<table") {
				t.Errorf("the page has no notice or no tables")
			}
			if strings.Contains(page, `<div class="chart"`) || strings.Contains(page, "<script src") {
				t.Errorf("the page has chart frames or a script it cannot load")
			}
		})
	}
	if _, err := os.Stat(filepath.Join(dir, "site", "echarts.min.js")); err == nil {
		t.Errorf("an echarts.min.js was written without ECharts")
	}
}

func TestUnwritable(t *testing.T) {
	needECharts(t)
	db := fixtureDB(t)
	_, errOut, code := kfrtest.Run(t, db, "", "report", "all", "-o", filepath.Join(t.TempDir(), "no", "such", "dir", "a.html"))
	if code == 0 || !strings.Contains(errOut, "-o") {
		t.Errorf("exit %d: %s", code, errOut)
	}
}

func TestSlug(t *testing.T) {
	for in, want := range map[string]string{
		"Red Hollow Warband": "red-hollow-warband", evil: "script-alert-1-script", "": "unnamed",
		"  Æmber  Über! ": "æmber-über", "../../etc": "etc",
	} {
		if got := site.Slug(in); got != want {
			t.Errorf("Slug(%q) = %q, want %q", in, got, want)
		}
	}
}
