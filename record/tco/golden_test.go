package tco

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// TestGolden parses the project's own synthetic log (testdata/*.txt) and
// compares every entry, the header and the figures with the golden file.
// Run with -update after a deliberate change.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata logs: %v", err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			res, err := Parse(f, src, shapeCards)
			if err != nil {
				t.Fatal(err)
			}
			var b strings.Builder
			h := res.Match.Header
			fmt.Fprintf(&b, "players %q\ndecks %q\nfirst %d chains %v result %+v\n", h.Players, h.Decks, h.First, h.Chains, h.Result)
			fmt.Fprintf(&b, "hash %s\nlines %d understood %d commented %d unknown %v\nseen %v houses %v\n", res.Hash,
				res.Lines, res.Understood, res.Commented, res.Unknown, res.Seen, res.Houses)
			for _, e := range res.Match.Entries {
				fmt.Fprintln(&b, describe(e))
			}
			golden := strings.TrimSuffix(f, ".txt") + ".golden"
			if *update {
				if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got := b.String(); got != string(want) {
				t.Errorf("%s differs from %s:\n%s", f, golden, lineDiff(got, string(want)))
			}
		})
	}
}

// lineDiff lists the first lines that differ.
func lineDiff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	var out []string
	for i := 0; i < max(len(g), len(w)) && len(out) < 10; i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			out = append(out, fmt.Sprintf("line %d\n got  %s\n want %s", i+1, gl, wl))
		}
	}
	return strings.Join(out, "\n")
}
