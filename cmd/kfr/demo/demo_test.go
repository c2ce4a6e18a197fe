package demo_test

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/demo"
	"github.com/kfr-dev/kfr/cmd/kfr/root"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/store"
	"github.com/kfr-dev/kfr/reports"
)

func kfr(args ...string) (string, string, int) {
	var out, errOut bytes.Buffer
	code := root.Main(args, &out, &errOut)
	return out.String(), errOut.String(), code
}

// runDemo runs the demo and checks its exit: 0, or with ECharts absent
// (allowed outside CI) 1 with the npm ci advice. It reports whether the
// pages were written.
func runDemo(t *testing.T, args ...string) (string, bool) {
	t.Helper()
	_, assetsErr := reports.LoadAssets()
	out, errOut, code := kfr(args...)
	if code != 0 { // with ECharts or without: the pages are written either way
		t.Fatalf("kfr demo: exit %d: %s\n%s", code, errOut, out)
	}
	return out, assetsErr == nil
}

func TestDemo(t *testing.T) {
	dir := t.TempDir()
	db, pages := filepath.Join(dir, "kfr.db"), filepath.Join(dir, "pages")
	out, html := runDemo(t, "--db", db, "demo", "-o", pages)
	ix := fixtures.Index()
	files := fixtures.Matches()
	if len(files) < 2 {
		t.Fatalf("%d fixture matches", len(files))
	}
	for _, want := range []string{
		"Database: " + db + "\n",
		demo.LiveMatch + "      recorded live as match 1:",
		"each appended and checked on its own",
		"0 violations; 37 of 37 checkpoint items agree",
		"exhausted: Pit Demon is exhausted (Rulebook:",
		"Keepers of the Quiet Library  5      3–2", // the deck table
		"first player won 3 of 5",
		"Red Hollow Warband plays with 4 chains against Keepers of the Quiet Library",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in the output:\n%s", want, out)
		}
	}
	// Every match's result line, ids in file order.
	for i, mf := range files {
		m, err := notation.Parse(mf.Name, mf.Src, ix)
		if err != nil {
			t.Fatal(err)
		}
		id := string(rune('1' + i))
		w := m.Header.Result.Winner
		line := "match " + id + ", " + m.Header.Date + ", " + m.Header.Event + ": " + m.Header.Players[w] + " (" +
			m.Header.Decks[w] + ") beat " + m.Header.Players[1-w]
		if !strings.Contains(out, line) {
			t.Errorf("no result line %q", line)
		}
		if !html {
			continue
		}
		page := read(t, filepath.Join(pages, "match-"+id+".html"))
		for _, p := range m.Header.Players {
			if !strings.Contains(page, p) {
				t.Errorf("match-%s.html does not name %s", id, p)
			}
		}
		if strings.Contains(mf.Name, "violation") && !strings.Contains(page, `class="violation"`) {
			t.Errorf("match-%s.html highlights no violation", id)
		}
	}
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	live, _ := st.MatchInfo("1")
	n, _ := st.MatchIDs()
	st.Close()
	if live.Source != store.SourceTable || live.Header.Result.Reason != "keys" || len(n) != len(files) {
		t.Errorf("live match: source %s, result %+v; %d matches", live.Source, live.Header.Result, len(n))
	}
	if html {
		index := read(t, filepath.Join(pages, "index.html"))
		for _, d := range []string{fixtures.RedHollowWarband, fixtures.KeepersOfTheQuietLibrary} {
			if !strings.Contains(index, d) {
				t.Errorf("index.html does not name %s", d)
			}
		}
		read(t, filepath.Join(pages, "deck-red-hollow-warband.html"))
		if !strings.Contains(out, "Open "+filepath.Join(pages, "index.html")) {
			t.Errorf("the output does not say where the reports are")
		}
	}
	t.Run("again", func(t *testing.T) {
		out, _ := runDemo(t, "--db", db, "demo", "-o", pages)
		if !strings.Contains(out, demo.LiveMatch+"      already recorded as match 1") ||
			strings.Count(out, "already stored as match") != len(files)-1 {
			t.Errorf("a second run stored matches again:\n%s", out)
		}
		st, _ := store.Open(db)
		defer st.Close()
		if n, _ := st.MatchIDs(); len(n) != len(files) {
			t.Errorf("%d matches after a second run", len(n))
		}
	})
}

// TestTemporaryDB runs the demo with no --db: the database is made and
// removed, and the reports go to ./kfr-demo by default.
func TestTemporaryDB(t *testing.T) {
	if a, err := reports.LoadAssets(); err == nil {
		t.Setenv(reports.EChartsEnv, a.Path)
	}
	t.Setenv("KFR_DB", filepath.Join(t.TempDir(), "not-this.db"))
	t.Chdir(t.TempDir())
	out, html := runDemo(t, "demo")
	m := regexp.MustCompile(`Database: (.*) \(temporary`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no temporary database in:\n%s", out)
	}
	if _, err := os.Stat(m[1]); err == nil {
		t.Errorf("%s is left behind", m[1])
	}
	if _, err := os.Stat(os.Getenv("KFR_DB")); err == nil {
		t.Errorf("$KFR_DB was written")
	}
	if html {
		read(t, filepath.Join("kfr-demo", "index.html"))
	}
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestNoECharts: without the ECharts JavaScript the demo still imports,
// audits and prints everything, and writes its pages without charts,
// saying how to get them.
func TestNoECharts(t *testing.T) {
	t.Setenv(reports.EChartsEnv, filepath.Join(t.TempDir(), "missing.js"))
	dir := t.TempDir()
	out, _ := runDemo(t, "--db", filepath.Join(dir, "kfr.db"), "demo", "-o", filepath.Join(dir, "pages"))
	if !strings.Contains(out, "plays with 4 chains") || !strings.Contains(out, "without charts") ||
		!strings.Contains(out, "npm install -g echarts") {
		t.Errorf("output:\n%s", out)
	}
	index := read(t, filepath.Join(dir, "pages", "index.html"))
	if !strings.Contains(index, "Charts are not shown") {
		t.Errorf("the index does not say why it has no charts")
	}
}
