package notation

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/kfr-dev/kfr/record"
)

// comparable strips what legitimately differs between a typed match and
// its canonical re-parse: the original text and line numbers.
func comparable(m *record.Match) *record.Match {
	c := *m
	c.Entries = make([]record.Entry, len(m.Entries))
	for i, e := range m.Entries {
		e.Text, e.Line = "", 0
		c.Entries[i] = e
	}
	return &c
}

// FuzzParse: no input panics, and whatever parses formats to text that
// parses again to an equal match and is itself canonical.
func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob("testdata/*.kfr")
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	for _, c := range actionCases {
		f.Add([]byte(header + c.in))
	}
	for _, c := range effectCases {
		f.Add([]byte(header + c.in))
	}
	for _, c := range errorCases {
		f.Add([]byte(header + c.src))
	}
	r := testCards()
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := Parse("fuzz.kfr", src, r)
		if err != nil {
			var list ErrorList
			errors.As(err, &list)
			for _, e := range list {
				if n := len(e.Error()); n > 2*maxMessage+100 {
					t.Fatalf("an error of %d bytes: %.200s…", n, e.Error())
				}
			}
			return
		}
		if playerNamedLikeCard(m, r) {
			return // documented: "check NAME" then means the player
		}
		out := Format(m, r)
		m2, err := Parse("formatted.kfr", out, r)
		if err != nil {
			t.Fatalf("formatted text does not parse: %v\ninput:\n%s\nformatted:\n%s", err, src, out)
		}
		if !reflect.DeepEqual(comparable(m), comparable(m2)) {
			t.Fatalf("re-parse differs\ninput:\n%s\nformatted:\n%s\n got %+v\nwant %+v", src, out, comparable(m2), comparable(m))
		}
		if out2 := Format(m2, r); string(out2) != string(out) {
			t.Fatalf("Format is not stable:\n%s\nthen\n%s", out, out2)
		}
	})
}

func playerNamedLikeCard(m *record.Match, r Resolver) bool {
	for _, p := range m.Header.Players {
		if p != "" {
			if _, err := r.Lookup(p); err == nil {
				return true
			}
		}
	}
	return false
}
