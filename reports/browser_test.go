package reports

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/internal/browsertest"
)

// The browser test opens every kind of page, written on its own with
// ECharts inlined, in headless Chromium at a desktop and a phone width:
// the console stays silent, every chart is painted on a canvas, the page
// is no wider than the window, and the deck named
// <script>alert(1)</script> is text. Screenshots are kept in
// $KFR_ARTIFACT_DIR/reports (or a temporary folder, logged).
//
// It skips without Chromium or ECharts, unless KFR_REQUIRE_BROWSER=1.
// The pages of whole sites are tested in package site.

// widths are the window widths pages are tested at: a desktop, a phone.
var widths = []int{1400, 390}

func TestReportsInBrowser(t *testing.T) {
	bin := browsertest.Chromium(t)
	assets, err := LoadAssets()
	if err != nil {
		browsertest.Missing(t, "%v", err)
	}
	dir := browsertest.ArtifactDir(t, "reports")
	t.Logf("pages and screenshots in %s", dir)
	pages := renderAll(t, assets)
	var big strings.Builder
	if err := WriteAllHTML(&big, NewAllReport(synthetic(10000, 200, 5)), assets); err != nil {
		t.Fatal(err)
	}
	pages = append(pages, renderedPage{"all-10000-matches-200-decks", big.String(), chartIDs(big.String())})
	files := make([]string, len(pages))
	for i, p := range pages {
		files[i] = filepath.Join(dir, p.name+".html")
		if err := os.WriteFile(files[i], []byte(p.html), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, w := range widths {
		opened := browsertest.OpenAll(t, bin, files, w)
		for i, p := range pages {
			t.Run(p.name+"/"+strconv.Itoa(w), func(t *testing.T) {
				got := opened[files[i]]
				if len(got.Console) > 0 {
					t.Errorf("the page wrote to the console:\n%s", strings.Join(got.Console, "\n"))
				}
				browsertest.CheckDrawn(t, got.DOM, p.charts)
				if got.Width > got.Window {
					t.Errorf("the page is %d px wide in a %d px window: it scrolls sideways", got.Width, got.Window)
				}
				if !strings.Contains(got.DOM, "&lt;script&gt;alert(1)&lt;/script&gt;") {
					t.Errorf("the deck named %s is not shown as text", evil)
				}
				if strings.Contains(got.DOM, "<script>alert(1)") {
					t.Errorf("the deck named %s became markup", evil)
				}
				shot := filepath.Join(dir, p.name+"-"+strconv.Itoa(w)+".png")
				browsertest.Screenshot(t, bin, files[i], w, 2400, shot)
				checkScreenshot(t, shot)
			})
		}
	}
}

// checkScreenshot checks that the PNG exists and is not blank: a drawn
// report has many colours.
func checkScreenshot(t *testing.T, path string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatalf("no screenshot: %v", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("screenshot %s: %v", path, err)
	}
	if colours := distinctColours(img, 4); colours < 20 {
		t.Errorf("screenshot %s has %d distinct colours: blank?", path, colours)
	}
}

func distinctColours(img image.Image, step int) int {
	seen := map[uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += step {
		for x := b.Min.X; x < b.Max.X; x += step {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[(r>>8)<<16|(g>>8)<<8|bl>>8] = true
		}
	}
	return len(seen)
}
