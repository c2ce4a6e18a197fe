// Package realworld checks the notation and the codec against real games:
// the TCO logs of the shared data, imported by record/tco. It is its own
// package so that a change in the importer cannot break the notation's
// own tests.
package realworld

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
	"github.com/kfr-dev/kfr/record/codec"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/tco"
)

const data = "../../../../shared/data"

func realIndex(t *testing.T) *carddb.Index {
	files, _ := filepath.Glob(filepath.Join(data, "keyteki-packs", "*.json"))
	if len(files) == 0 {
		t.Skip("real card data not found under " + data)
	}
	seen := map[string]bool{}
	var cards []*engine.CardDef
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := carddb.ReadPack(f, src)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range p.Cards {
			if !seen[c.ID] {
				seen[c.ID] = true
				cards = append(cards, c)
			}
		}
	}
	return carddb.NewIndex(cards)
}

// TestTCOMatchesRoundTrip: every imported TCO game prints to notation that
// parses back to the same actions, and every action survives the codec.
// It reports the codec's average size on these real games.
func TestTCOMatchesRoundTrip(t *testing.T) {
	ix := realIndex(t)
	logs, _ := filepath.Glob(filepath.Join(data, "tco-logs", "*.txt"))
	if len(logs) == 0 {
		t.Skip("no TCO logs")
	}
	total, n := 0, 0
	for _, l := range logs {
		t.Run(filepath.Base(l), func(t *testing.T) {
			src, err := os.ReadFile(l)
			if err != nil {
				t.Fatal(err)
			}
			res, err := tco.Parse(filepath.Base(l), src, tco.NewNames(ix))
			if res == nil || res.Match == nil {
				t.Skipf("import failed: %v", err)
			}
			m := res.Match
			out := notation.Format(m, ix)
			m2, err := notation.Parse("formatted.kfr", out, ix)
			if err != nil {
				t.Fatalf("the printed match does not parse: %v", err)
			}
			if len(m2.Entries) != len(m.Entries) {
				t.Fatalf("%d entries read back, want %d", len(m2.Entries), len(m.Entries))
			}
			for i, e := range m.Entries {
				if !reflect.DeepEqual(e.Action, m2.Entries[i].Action) {
					t.Errorf("entry %d %q:\n got %+v\nwant %+v", i, notation.FormatAction(e, &m.Header, ix), m2.Entries[i].Action, e.Action)
				}
				b, err := codec.EncodeAction(e.Action)
				if err != nil {
					t.Errorf("entry %d: encode: %v", i, err)
					continue
				}
				a, err := codec.DecodeAction(b)
				if err != nil || !reflect.DeepEqual(a, e.Action) {
					t.Errorf("entry %d: codec round trip: %+v, %v", i, a, err)
				}
				total += len(b)
				n++
			}
		})
	}
	if n > 0 {
		avg := float64(total) / float64(n)
		t.Logf("codec on %d real actions: %.2f bytes/action", n, avg)
		if avg > 24 {
			t.Errorf("average %.2f bytes/action, want at most 24", avg)
		}
	}
}
