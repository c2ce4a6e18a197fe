package site_test

import (
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/analysis/stored"
	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/store"
	"github.com/kfr-dev/kfr/reports"
	"github.com/kfr-dev/kfr/site"
)

// evil is a deck and a player name that must stay text on every page.
const evil = `<script>alert(1)</script>`

// shared is the real data beside the clone (card packs, decks, TCO logs);
// tests that need it skip without it.
const shared = "../../shared/data"

// demoDB is the demo's database (the fixture decks and matches, as `kfr
// demo` stores them) with a hostile deck and player added: a copy of the
// Keepers deck named evil, played by a player named evil.
func demoDB(t testing.TB) string {
	t.Helper()
	db := filepath.Join(t.TempDir(), "kfr.db")
	kfrtest.MustRun(t, db, "demo", "-o", filepath.Join(t.TempDir(), "demo"))
	keepers, err := fixtures.FS().Open("decks/keepers-of-the-quiet-library.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer keepers.Close()
	var text strings.Builder
	buf := make([]byte, 1<<16)
	for {
		n, err := keepers.Read(buf)
		text.Write(buf[:n])
		if err != nil {
			break
		}
	}
	deck := filepath.Join(t.TempDir(), "evil.txt")
	copyText := strings.NewReplacer("Deck: "+fixtures.KeepersOfTheQuietLibrary, "Deck: "+evil,
		"ID: kfr-keepers-of-the-quiet-library", "ID: kfr-evil").Replace(text.String())
	if err := os.WriteFile(deck, []byte(copyText), 0o644); err != nil {
		t.Fatal(err)
	}
	kfrtest.MustRun(t, db, "deck", "import", deck)
	kfrtest.AddMatches(t, db, fmt.Sprintf(`[Date "2026-11-01"]
[Player1 "Alice"]
[Deck1 %q]
[Player2 %q]
[Deck2 %q]
[First "Alice"]

1. Alice
house brobnar
play Troll
end
2. %q
house untamed
play "Dust Pixie"
end
3. Alice
house brobnar
reap Troll
reap Troll
concede %q
`, fixtures.RedHollowWarband, evil, evil, evil, evil))
	return db
}

// tcoDB is a database of the shared TCO logs, with the card packs and
// Master Vault decks they need, imported as a user would.
func tcoDB(t testing.TB) string {
	t.Helper()
	if _, err := os.Stat(shared); err != nil {
		t.Skipf("no shared data at %s", shared)
	}
	glob := func(pattern string) []string {
		files, err := filepath.Glob(filepath.Join(shared, pattern))
		if err != nil || len(files) == 0 {
			t.Skipf("no %s in %s", pattern, shared)
		}
		return files
	}
	db := filepath.Join(t.TempDir(), "kfr.db")
	kfrtest.MustRun(t, db, append([]string{"cards", "import"}, glob("keyteki-packs/*.json")...)...)
	kfrtest.MustRun(t, db, append([]string{"deck", "import"}, glob("decks/mastervault/*.json")...)...)
	logs := append(glob("tco-logs/*.txt"), glob("tco-logs-2021/*.txt")...)
	kfrtest.Run(t, db, "", append([]string{"import", "tco"}, logs...)...) // exit 1 when a log has findings
	return db
}

// writeSite writes the site of the database at db into a new folder.
func writeSite(t testing.TB, db string, o site.Options) (string, site.Result) {
	t.Helper()
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	cards := func() (engine.CardDB, error) { return st.CardIndex() }
	o.Dir = filepath.Join(t.TempDir(), "site")
	res, err := site.Write(st, stored.Cards(cards), o)
	if err != nil {
		t.Fatal(err)
	}
	return o.Dir, res
}

var (
	hrefAttr = regexp.MustCompile(`href="([^"]*)"`)
	idAttr   = regexp.MustCompile(`id="([^"]*)"`)
)

// links are the targets of a page's links: other files, and anchors
// ("#…") in the page.
func links(t testing.TB, path string) (files, anchors []string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range hrefAttr.FindAllStringSubmatch(string(b), -1) {
		target := html.UnescapeString(m[1])
		if strings.HasPrefix(target, "#") {
			anchors = append(anchors, target[1:])
			continue
		}
		file, _, _ := strings.Cut(target, "#")
		files = append(files, file)
	}
	return files, anchors
}

// checkSite checks a site's links: every page is reachable from the
// index, every page but the index links back to it, every link leads to
// a file of the site or an element of its page, and the one copy of
// ECharts is shared.
func checkSite(t *testing.T, dir string, res site.Result) {
	t.Helper()
	pages, err := filepath.Glob(filepath.Join(dir, "*.html"))
	if err != nil {
		t.Fatal(err)
	}
	want := len(pages)
	if res.Charts {
		want++ // echarts.min.js
	}
	if len(res.Files) != want {
		t.Errorf("%d files reported, %d pages in the folder (charts: %v)", len(res.Files), len(pages), res.Charts)
	}
	reached := map[string]bool{site.IndexFile: true}
	queue := []string{site.IndexFile}
	for len(queue) > 0 {
		page := queue[0]
		queue = queue[1:]
		files, anchors := links(t, filepath.Join(dir, page))
		for _, f := range files {
			decoded := decodePath(f)
			if _, err := os.Stat(filepath.Join(dir, decoded)); err != nil {
				t.Errorf("%s links to %s, which is not in the site", page, f)
				continue
			}
			if !reached[decoded] {
				reached[decoded] = true
				queue = append(queue, decoded)
			}
		}
		b, _ := os.ReadFile(filepath.Join(dir, page))
		ids := map[string]bool{}
		for _, m := range idAttr.FindAllStringSubmatch(string(b), -1) {
			ids[m[1]] = true
		}
		for _, a := range anchors {
			if !ids[a] {
				t.Errorf("%s links to #%s, which is not on the page", page, a)
			}
		}
		if page != site.IndexFile && !contains(files, site.IndexFile) {
			t.Errorf("%s has no link back to the index", page)
		}
	}
	var unreached []string
	for _, p := range pages {
		if !reached[filepath.Base(p)] {
			unreached = append(unreached, filepath.Base(p))
		}
	}
	sort.Strings(unreached)
	if len(unreached) > 0 {
		t.Errorf("pages not reachable from the index: %v", unreached)
	}
	if res.Charts {
		js, err := os.Stat(filepath.Join(dir, reports.EChartsFile))
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range pages {
			st, _ := os.Stat(p)
			if st.Size() >= js.Size() {
				t.Errorf("%s (%d bytes) is as big as ECharts: a copy of its own?", filepath.Base(p), st.Size())
			}
		}
	}
}

// decodePath undoes the percent-encoding of a link to a file.
func decodePath(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			var c byte
			if _, err := fmt.Sscanf(s[i+1:i+3], "%02x", &c); err == nil {
				b = append(b, c)
				i += 2
				continue
			}
		}
		b = append(b, s[i])
	}
	return string(b)
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

func TestSiteLinks(t *testing.T) {
	a, _ := reports.LoadAssets()
	sites := []struct {
		name     string
		db       func(testing.TB) string
		imported bool
	}{
		{"demo", demoDB, false},
		{"TCO logs", tcoDB, true},
	}
	for _, s := range sites {
		t.Run(s.name, func(t *testing.T) {
			dir, res := writeSite(t, s.db(t), site.Options{Assets: a})
			if res.MatchPages != res.Matches {
				t.Errorf("%d of %d matches have a page", res.MatchPages, res.Matches)
			}
			checkSite(t, dir, res)
			// Imported TCO games keep "cannot verify" apart; games
			// recorded at the table have no such section.
			first, err := os.ReadFile(filepath.Join(dir, "match-1.html"))
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Contains(string(first), `id="cannot-verify"`); got != s.imported {
				t.Errorf("match 1 has a cannot-verify section: %v, want %v", got, s.imported)
			}
			// Every stored deck's page lists its cards.
			decks, _ := filepath.Glob(filepath.Join(dir, "deck-*.html"))
			for _, d := range decks {
				page, _ := os.ReadFile(d)
				if !strings.Contains(string(page), `<h2 id="cards">`) {
					t.Errorf("%s does not list the deck's cards", filepath.Base(d))
				}
			}
		})
	}
}

// With fewer match pages than matches, the latest get one, and nothing
// links to a page that was not written.
func TestSiteMatchPages(t *testing.T) {
	db := demoDB(t)
	for _, limit := range []int{1, 3, -1} {
		t.Run(fmt.Sprint(limit), func(t *testing.T) {
			dir, res := writeSite(t, db, site.Options{MatchPages: limit})
			want := limit
			if limit < 0 {
				want = res.Matches
			}
			matches, _ := filepath.Glob(filepath.Join(dir, "match-*.html"))
			if res.MatchPages != want || len(matches) != want {
				t.Errorf("%d match pages (%d reported), want %d", len(matches), res.MatchPages, want)
			}
			// the latest match (the hostile one, 6) always has its page
			if _, err := os.Stat(filepath.Join(dir, "match-6.html")); err != nil {
				t.Error(err)
			}
			checkSite(t, dir, res)
		})
	}
}

// Without ECharts the site is written all the same, each page saying how
// to get the charts; no echarts.min.js is written.
func TestSiteWithoutECharts(t *testing.T) {
	dir, res := writeSite(t, demoDB(t), site.Options{Assets: reports.Assets{Missing: "no ECharts: npm install -g echarts"}})
	if res.Charts {
		t.Error("the result says the site has charts")
	}
	if _, err := os.Stat(filepath.Join(dir, reports.EChartsFile)); err == nil {
		t.Error("an echarts.min.js was written")
	}
	index, err := os.ReadFile(filepath.Join(dir, site.IndexFile))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(index), "npm install -g echarts") {
		t.Error("the index does not say how to get the charts")
	}
	checkSite(t, dir, res)
}

var scriptSrc = regexp.MustCompile(`<script[^>]* src="([^"]*)"`)

// A store with matches but no cards (nothing can be replayed) still gets
// its site: records from the headers, match pages with the log as
// recorded.
func TestSiteWithoutCards(t *testing.T) {
	db := filepath.Join(t.TempDir(), "kfr.db")
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	h := record.Header{Date: "2026-05-01", Players: [2]string{"Ann", evil}, Decks: [2]string{"Alpha", evil},
		First: 0, Result: record.Result{Winner: 1, Reason: "concede"}}
	m := &record.Match{Header: h, Entries: []record.Entry{{Action: engine.Action{Verb: engine.VerbComment}, Text: "# a comment"}}}
	if _, err := st.CreateMatch(m, store.MatchOptions{}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	dir, res := writeSite(t, db, site.Options{})
	checkSite(t, dir, res)
	page, err := os.ReadFile(filepath.Join(dir, "match-1.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"# a comment", "&lt;script&gt;alert(1)&lt;/script&gt; won (concede)"} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the match page has no %q", want)
		}
	}
}
