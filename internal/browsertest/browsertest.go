// Package browsertest opens report pages in headless Chromium for the
// tests of reports and site: it finds the browser (skipping, or failing
// under KFR_REQUIRE_BROWSER=1, when it is missing), loads a page from a
// file:// URL with name resolution off, and tells what the page printed
// on its console, which charts ECharts painted, and how wide the page is
// at a given window width.
package browsertest

import (
	"bytes"
	"context"
	"html"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Chromium is the browser to test with: $KFR_CHROMIUM, else chromium or
// chromium-browser. Without one the test skips, or fails when
// KFR_REQUIRE_BROWSER=1 (CI sets it).
func Chromium(t testing.TB) string {
	t.Helper()
	candidates := []string{"chromium", "chromium-browser"}
	if env := os.Getenv("KFR_CHROMIUM"); env != "" {
		candidates = []string{env}
	}
	for _, name := range candidates {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	Missing(t, "no %s found: apt-get install chromium (or set KFR_CHROMIUM)", strings.Join(candidates, " or "))
	return ""
}

// Missing skips the test for want of something, or fails it when
// KFR_REQUIRE_BROWSER=1.
func Missing(t testing.TB, format string, args ...any) {
	t.Helper()
	if os.Getenv("KFR_REQUIRE_BROWSER") == "1" {
		t.Fatalf(format+" (KFR_REQUIRE_BROWSER=1)", args...)
	}
	t.Skipf(format, args...)
}

// ArtifactDir is where pages and screenshots are kept:
// $KFR_ARTIFACT_DIR/<name> when set, else a temporary folder.
func ArtifactDir(t testing.TB, name string) string {
	t.Helper()
	dir := t.TempDir()
	if env := os.Getenv("KFR_ARTIFACT_DIR"); env != "" {
		dir = filepath.Join(env, name)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// Page is what a page showed once its scripts had run.
type Page struct {
	DOM     string   // the live DOM, serialized
	Console []string // lines the page wrote to the console (errors included)
	Width   int      // the document's scroll width, CSS pixels
	Window  int      // the window's inner width
}

// Headless Chromium will not make a window narrower than 500 pixels, so
// pages are opened in frames of the width asked for, inside a harness
// page beside them (several pages in one harness: one browser start for
// them all). Once a page has loaded and drawn, the harness writes its
// width, its frame's and its live DOM into the harness's own document,
// which --dump-dom prints. Reading a frame's document needs
// --allow-file-access-from-files (file:// pages are otherwise of
// distinct origins).
const harnessHead = `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body style="margin:0">
<script>
function kfrMeasure(k) { setTimeout(function () {
  var frame = document.getElementById("page-" + k);
  var d = frame.contentDocument, e = d.documentElement;
  var out = document.getElementById("out-" + k);
  out.setAttribute("data-kfr-width", String(Math.max(e.scrollWidth, d.body.scrollWidth)));
  out.setAttribute("data-kfr-window", String(frame.contentWindow.innerWidth));
  out.textContent = e.outerHTML;
}, 300); }
</script>
`

const harnessFrame = `<iframe id="page-{{K}}" src="{{PAGE}}" onload="kfrMeasure({{K}})" style="border:0;display:block;width:{{WIDTH}}px;height:{{HEIGHT}}px"></iframe>
<textarea id="out-{{K}}"></textarea>
`

var (
	consoleLine = regexp.MustCompile(`(?m)^.*:CONSOLE[^\]]*\].*$`)
	measured    = regexp.MustCompile(`(?s)<textarea id="out-(\d+)" data-kfr-width="(\d+)" data-kfr-window="(\d+)">(.*?)</textarea>`)
)

// Open loads the page at path (a file in the folder it belongs to: a
// site's pages need their echarts.min.js beside them) in a frame width
// pixels wide and returns what it showed.
func Open(t testing.TB, bin, path string, width int) Page {
	t.Helper()
	return OpenAll(t, bin, []string{path}, width)[path]
}

// OpenAll is Open for several pages of one folder at once (one browser
// start), by path. A console line is the page's whose file it names.
func OpenAll(t testing.TB, bin string, paths []string, width int) map[string]Page {
	t.Helper()
	file := Harness(t, paths, width)
	defer os.Remove(file)
	out, errOut := Run(t, bin, "file://"+file, max(width, 500)+20, 2400, "--dump-dom", "--allow-file-access-from-files")
	pages := map[string]Page{}
	for _, m := range measured.FindAllStringSubmatch(out, -1) {
		k, _ := strconv.Atoi(m[1])
		if k >= len(paths) {
			continue
		}
		p := Page{DOM: html.UnescapeString(m[4])}
		p.Width, _ = strconv.Atoi(m[2])
		p.Window, _ = strconv.Atoi(m[3])
		pages[paths[k]] = p
	}
	for _, line := range consoleLine.FindAllString(errOut, -1) {
		for _, path := range paths {
			if strings.Contains(line, "/"+filepath.Base(path)) {
				p := pages[path]
				p.Console = append(p.Console, line)
				pages[path] = p
			}
		}
	}
	for _, path := range paths {
		if p := pages[path]; p.Window == 0 || p.DOM == "" {
			t.Errorf("%s at %d px: the page was never measured (did it load?)\n%s", path, width, tail(errOut, 1500))
		}
	}
	return pages
}

// Harness writes the harness page that shows paths (files of one folder)
// in frames width pixels wide, beside them, and returns its path.
func Harness(t testing.TB, paths []string, width int) string {
	t.Helper()
	var b strings.Builder
	b.WriteString(harnessHead)
	for k, path := range paths {
		b.WriteString(strings.NewReplacer("{{K}}", strconv.Itoa(k), "{{PAGE}}", html.EscapeString(url.PathEscape(filepath.Base(path))),
			"{{WIDTH}}", strconv.Itoa(width), "{{HEIGHT}}", "2400").Replace(harnessFrame))
	}
	b.WriteString("</body></html>\n")
	file := filepath.Join(filepath.Dir(paths[0]), ".harness-"+strconv.Itoa(width)+"-"+filepath.Base(paths[0]))
	if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// Screenshot saves a PNG of the page at path shown width pixels wide
// (the PNG is at least 500 pixels wide: the rest is blank).
func Screenshot(t testing.TB, bin, path string, width, height int, png string) {
	t.Helper()
	file := Harness(t, []string{path}, width)
	defer os.Remove(file)
	Run(t, bin, "file://"+file, max(width, 500), height, "--screenshot="+png, "--allow-file-access-from-files")
}

// Run runs one headless Chromium on url with extra flags and returns its
// standard output and error. Name resolution is off: nothing can be
// fetched from a network.
func Run(t testing.TB, bin, url string, width, height int, extra ...string) (string, string) {
	t.Helper()
	args := []string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--no-first-run", "--user-data-dir=" + t.TempDir(),
		"--enable-logging=stderr", "--v=0", "--host-resolver-rules=MAP * ~NOTFOUND",
		"--virtual-time-budget=10000", "--window-size=" + strconv.Itoa(width) + "," + strconv.Itoa(height),
		"--hide-scrollbars"}
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

// CheckDrawn checks that ECharts painted every chart container of the
// page (data-rendered, set on the chart's "rendered" event, which zrender
// fires after painting) on a canvas inside it.
func CheckDrawn(t testing.TB, dom string, ids []string) {
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

// ChartIDs are the ids of a page's chart containers, in order.
func ChartIDs(html string) []string {
	var ids []string
	for _, m := range chartContainer.FindAllStringSubmatch(html, -1) {
		ids = append(ids, m[1])
	}
	return ids
}

var chartContainer = regexp.MustCompile(`<div class="chart" id="([^"]+)"`)
