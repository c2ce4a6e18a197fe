package site_test

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/record/safefile"
	"github.com/kfr-dev/kfr/site"
)

// A report's files are kfr's own (they end with their mark) and are
// replaced; a user's file in the way needs Force; the database never.
func TestWriteFileReplacesOnlyItsOwn(t *testing.T) {
	if site.PageMark != cmdutil.ReportMark {
		t.Fatalf("site.PageMark %q and cmdutil.ReportMark %q differ: single pages and sites would not recognise each other's", site.PageMark, cmdutil.ReportMark)
	}
	dir := t.TempDir()
	page := filepath.Join(dir, "index.html")
	write := func(s string) func(io.Writer) error {
		return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
	}
	if err := site.WriteFile(page, safefile.Options{}, write("<html>one</html>")); err != nil {
		t.Fatal(err)
	}
	if err := site.WriteFile(page, safefile.Options{}, write("<html>two</html>")); err != nil {
		t.Fatalf("kfr's own page was not replaced: %v", err)
	}
	js := filepath.Join(dir, "echarts.min.js")
	if err := site.WriteFile(js, safefile.Options{}, write("var x=1;")); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(js); !strings.Contains(string(data), "\n"+site.ScriptMark) || strings.Contains(string(data), "<!--") {
		t.Errorf("the script ends %q: want a JavaScript comment mark", data)
	}
	notes := filepath.Join(dir, "notes.html")
	os.WriteFile(notes, []byte("my notes"), 0o644)
	if err := site.WriteFile(notes, safefile.Options{}, write("<html/>")); err == nil {
		t.Error("a user's file was replaced without Force")
	}
	if data, _ := os.ReadFile(notes); string(data) != "my notes" {
		t.Errorf("the user's file now holds %q", data)
	}
	if err := site.WriteFile(notes, safefile.Options{Force: true}, write("<html/>")); err != nil {
		t.Errorf("with Force: %v", err)
	}
	db := filepath.Join(dir, "kfr.db")
	os.WriteFile(db, []byte("SQLite format 3\x00"), 0o644)
	if err := site.WriteFile(db, safefile.Options{Force: true, Protect: []string{db}}, write("<html/>")); err == nil {
		t.Error("the database was written")
	}
}
