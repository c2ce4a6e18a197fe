package reports

import (
	"bytes"
	"context"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// The browser test opens every report page in headless Chromium from a
// file:// URL with name resolution off, and checks that the console stayed
// silent, that every chart finished drawing on a canvas, and that the deck
// named <script>alert(1)</script> is text. A screenshot of each page is kept
// in $KFR_ARTIFACT_DIR/reports (or a temporary directory, logged).
//
// It skips when Chromium or the ECharts JavaScript is missing, unless
// KFR_REQUIRE_BROWSER=1 (CI sets it): then their absence fails the test.

func browserOrSkip(t *testing.T) (string, Assets) {
	t.Helper()
	required := os.Getenv("KFR_REQUIRE_BROWSER") == "1"
	missing := func(format string, args ...any) {
		t.Helper()
		if required {
			t.Fatalf(format+" (KFR_REQUIRE_BROWSER=1)", args...)
		}
		t.Skipf(format, args...)
	}
	candidates := []string{"chromium", "chromium-browser"}
	if env := os.Getenv("KFR_CHROMIUM"); env != "" {
		candidates = []string{env}
	}
	bin := ""
	for _, name := range candidates {
		if p, err := exec.LookPath(name); err == nil {
			bin = p
			break
		}
	}
	if bin == "" {
		missing("no %s found: apt-get install chromium (or set KFR_CHROMIUM)", strings.Join(candidates, " or "))
	}
	a, err := LoadAssets()
	if err != nil {
		missing("%v", err)
	}
	return bin, a
}

func artifactDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	if env := os.Getenv("KFR_ARTIFACT_DIR"); env != "" {
		dir = filepath.Join(env, "reports")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// chromium runs one headless Chromium on url with extra flags and returns
// its standard output and error.
func chromium(t *testing.T, bin, url string, extra ...string) (string, string) {
	t.Helper()
	args := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--no-first-run", "--user-data-dir=" + t.TempDir(),
		"--enable-logging=stderr", "--v=0", "--host-resolver-rules=MAP * ~NOTFOUND",
		"--virtual-time-budget=10000", "--window-size=1280,2600", "--hide-scrollbars"}
	args = append(append(args, extra...), url)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium %s: %v\n%s", url, err, tail(errOut.String(), 2000))
	}
	return out.String(), errOut.String()
}

func tail(s string, n int) string {
	if len(s) > n {
		return "…" + s[len(s)-n:]
	}
	return s
}

// console lines are how Chromium logs what a page printed or threw.
var consoleLine = regexp.MustCompile(`(?m)^.*:CONSOLE[^\]]*\].*$`)

func TestReportsInBrowser(t *testing.T) {
	bin, assets := browserOrSkip(t)
	dir := artifactDir(t)
	t.Logf("pages and screenshots in %s", dir)
	pages := renderAll(t, assets)
	var big bytes.Buffer
	if err := WriteAllHTML(&big, NewAllReport(synthetic(10000, 200, 5)), assets); err != nil {
		t.Fatal(err)
	}
	pages = append(pages, renderedPage{"all-10000-matches-200-decks", big.String(), pages[2].charts})
	for _, p := range pages {
		t.Run(p.name, func(t *testing.T) {
			file := filepath.Join(dir, p.name+".html")
			if err := os.WriteFile(file, []byte(p.html), 0o644); err != nil {
				t.Fatal(err)
			}
			url := "file://" + file
			dom, stderr := chromium(t, bin, url, "--dump-dom")
			if lines := consoleLine.FindAllString(stderr, -1); len(lines) > 0 {
				t.Errorf("the page wrote to the console:\n%s", strings.Join(lines, "\n"))
			}
			checkDrawn(t, dom, p.charts)
			if !strings.Contains(dom, "&lt;script&gt;alert(1)&lt;/script&gt;") {
				t.Errorf("the deck named %s is not shown as text", evil)
			}
			if n := len(scriptTg.FindAllString(dom, -1)); n != 2 {
				t.Errorf("%d <script> elements in the live page, want 2", n)
			}
			shot := filepath.Join(dir, p.name+".png")
			chromium(t, bin, url, "--screenshot="+shot)
			checkScreenshot(t, shot)
		})
	}
}

// checkDrawn finds each chart container in the DOM after scripts ran and
// checks that ECharts painted it (data-rendered, set on the chart's
// "rendered" event, which zrender fires after painting the canvas) on a
// canvas inside it.
func checkDrawn(t *testing.T, dom string, ids []string) {
	t.Helper()
	for _, id := range ids {
		start := strings.Index(dom, `id="`+id+`"`)
		if start < 0 {
			t.Errorf("%s: no container in the page", id)
			continue
		}
		open := dom[start : start+strings.Index(dom[start:], ">")]
		if !strings.Contains(open, `data-rendered="yes"`) {
			t.Errorf("%s: ECharts never painted it: %s", id, open)
		}
		next := strings.Index(dom[start+1:], `<div class="chart"`)
		body := dom[start:]
		if next >= 0 {
			body = dom[start : start+1+next]
		}
		if !strings.Contains(body, "<canvas") {
			t.Errorf("%s: no <canvas> inside the container", id)
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
