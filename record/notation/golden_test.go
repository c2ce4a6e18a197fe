package notation

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden .kfr files with Format's output")

// TestGolden: every testdata match is canonical, Format(Parse(x)) == x byte
// for byte.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.kfr")
	if err != nil || len(files) < 3 {
		t.Fatalf("want at least 3 golden files, found %d (%v)", len(files), err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			m, err := Parse(filepath.Base(f), src, testCards())
			if err != nil {
				t.Fatal(err)
			}
			if len(m.Entries) == 0 {
				t.Fatal("no entries parsed")
			}
			got := Format(m, testCards())
			if *update {
				if err := os.WriteFile(f, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if !bytes.Equal(got, src) {
				t.Errorf("Format(Parse(%s)) differs:\n%s", f, lineDiff(string(src), string(got)))
			}
		})
	}
}

// lineDiff shows the first line that differs.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < max(len(w), len(g)); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\nwant %s\n got %s", i+1, a, b)
		}
	}
	return "(same lines, different bytes)"
}
