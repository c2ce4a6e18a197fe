package browsertest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Open measures what it is meant to: a page wider than a phone is seen
// as such, a page that fits is not, and console errors are caught.
func TestOpenMeasures(t *testing.T) {
	bin := Chromium(t)
	dir := t.TempDir()
	pages := []struct {
		name, body string
		wide       bool
		console    bool
	}{
		{"fits", `<p>short</p>`, false, false},
		{"wide table", `<table><tr><td style="white-space:nowrap">` + strings.Repeat("wide ", 200) + `</td></tr></table>`, true, false},
		{"console error", `<script>console.error("boom")</script>`, false, true},
	}
	for _, p := range pages {
		t.Run(p.name, func(t *testing.T) {
			file := filepath.Join(dir, strings.ReplaceAll(p.name, " ", "-")+".html")
			html := `<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body>` +
				p.body + "</body></html>"
			if err := os.WriteFile(file, []byte(html), 0o644); err != nil {
				t.Fatal(err)
			}
			got := Open(t, bin, file, 390)
			if got.Window != 390 {
				t.Errorf("window %d px, want 390", got.Window)
			}
			if wide := got.Width > got.Window; wide != p.wide {
				t.Errorf("width %d in a %d px window: wide = %v, want %v", got.Width, got.Window, wide, p.wide)
			}
			if (len(got.Console) > 0) != p.console {
				t.Errorf("console %q", got.Console)
			}
		})
	}
}

// OpenAll tells pages opened together apart: each its own width, DOM and
// console lines.
func TestOpenAll(t *testing.T) {
	bin := Chromium(t)
	dir := t.TempDir()
	quiet, noisy := filepath.Join(dir, "quiet.html"), filepath.Join(dir, "noisy.html")
	head := `<!DOCTYPE html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body>`
	os.WriteFile(quiet, []byte(head+`<p id="q">quiet</p></body></html>`), 0o644)
	os.WriteFile(noisy, []byte(head+`<div style="width:800px" id="n">noisy</div><script>console.error("boom")</script></body></html>`), 0o644)
	got := OpenAll(t, bin, []string{quiet, noisy}, 390)
	q, n := got[quiet], got[noisy]
	if !strings.Contains(q.DOM, `id="q"`) || !strings.Contains(n.DOM, `id="n"`) {
		t.Errorf("DOMs mixed up: %q / %q", q.DOM, n.DOM)
	}
	if len(q.Console) != 0 || len(n.Console) != 1 {
		t.Errorf("console lines: quiet %q, noisy %q", q.Console, n.Console)
	}
	if q.Width > q.Window || n.Width <= n.Window {
		t.Errorf("widths: quiet %d/%d, noisy %d/%d", q.Width, q.Window, n.Width, n.Window)
	}
}
