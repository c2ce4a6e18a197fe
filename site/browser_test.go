package site_test

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/internal/browsertest"
	"github.com/kfr-dev/kfr/reports"
	"github.com/kfr-dev/kfr/site"
)

// TestSiteInBrowser opens every page of two sites in headless Chromium,
// at a desktop width and a phone's: the demo's (with a hostile deck and
// player added) and one built from the shared TCO logs. Each page writes
// nothing to the console, has every chart painted, is no wider than the
// window, fetches nothing (name resolution is off and the pages' policy
// forbids it; their one script file is the site's own echarts.min.js),
// and shows the hostile names as text. Screenshots of each site's index
// and first deck and match page are kept in $KFR_ARTIFACT_DIR/site.
//
// It skips without Chromium or ECharts, unless KFR_REQUIRE_BROWSER=1;
// the TCO site skips without ../shared/data.
func TestSiteInBrowser(t *testing.T) {
	bin := browsertest.Chromium(t)
	assets, err := reports.LoadAssets()
	if err != nil {
		browsertest.Missing(t, "%v", err)
	}
	shots := browsertest.ArtifactDir(t, "site")
	t.Logf("screenshots in %s", shots)
	sites := []struct {
		name string
		db   func(testing.TB) string
		evil bool
	}{
		{"demo", demoDB, true},
		{"tco", tcoDB, false},
	}
	for _, s := range sites {
		t.Run(s.name, func(t *testing.T) {
			dir, res := writeSite(t, s.db(t), site.Options{Assets: assets})
			if !res.Charts {
				t.Fatal("the site has no charts")
			}
			pages, _ := filepath.Glob(filepath.Join(dir, "*.html"))
			for _, w := range []int{1400, 390} {
				// a few pages a browser start: fewer starts, bounded memory
				for first := 0; first < len(pages); first += batch {
					batchPages := pages[first:min(first+batch, len(pages))]
					opened := browsertest.OpenAll(t, bin, batchPages, w)
					for _, page := range batchPages {
						t.Run(filepath.Base(page)+"/"+strconv.Itoa(w), func(t *testing.T) {
							checkPage(t, page, opened[page], s.evil)
						})
					}
				}
			}
			shot := map[string]bool{}
			for _, page := range pages {
				name := filepath.Base(page)
				kind, _, _ := strings.Cut(name, "-")
				if shot[kind] {
					continue
				}
				shot[kind] = true
				for _, w := range []int{1400, 390} {
					browsertest.Screenshot(t, bin, page, w, 2400,
						filepath.Join(shots, s.name+"-"+strings.TrimSuffix(name, ".html")+"-"+strconv.Itoa(w)+".png"))
				}
			}
		})
	}
}

// batch is how many pages one browser start opens.
const batch = 20

// checkPage checks what one page of a site showed.
func checkPage(t *testing.T, page string, got browsertest.Page, evil bool) {
	if len(got.Console) > 0 {
		t.Errorf("the page wrote to the console:\n%s", strings.Join(got.Console, "\n"))
	}
	ids := browsertest.ChartIDs(got.DOM)
	browsertest.CheckDrawn(t, got.DOM, ids)
	if got.Width > got.Window {
		t.Errorf("the page is %d px wide in a %d px window: it scrolls sideways", got.Width, got.Window)
	}
	for _, src := range scriptSrc.FindAllStringSubmatch(got.DOM, -1) {
		if src[1] != reports.EChartsFile {
			t.Errorf("the page loads a script from %q", src[1])
		}
	}
	if strings.Contains(got.DOM, "<script>alert(1)") {
		t.Errorf("a hostile name became markup")
	}
	if evil && (strings.HasPrefix(filepath.Base(page), "index") || strings.Contains(page, "script-alert")) &&
		!strings.Contains(got.DOM, "&lt;script&gt;alert(1)&lt;/script&gt;") {
		t.Errorf("the hostile name is not shown as text")
	}
}
