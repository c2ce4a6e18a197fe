package tco

import (
	"testing"
	"unsafe"
)

// TestParseKeepsPiecesOfSrc: the texts of a parse are pieces of the log
// it read, not a copy of it (Parse), also past a byte order mark; a log
// that is not valid UTF-8 is read from its repaired copy.
func TestParseKeepsPiecesOfSrc(t *testing.T) {
	within := func(s string, src []byte) bool {
		at := uintptr(unsafe.Pointer(unsafe.StringData(s)))
		from := uintptr(unsafe.Pointer(unsafe.SliceData(src)))
		return at >= from && at+uintptr(len(s)) <= from+uintptr(len(src))
	}
	log := shapeLogHead + "nan26 plays Troll\nEnd of turn 1\n"
	for _, tc := range []struct {
		src    string
		pieces bool
	}{{log, true}, {"\xef\xbb\xbf" + log, true}, {log + "nan26 says \xff\n", false}} {
		src := []byte(tc.src)
		res, err := Parse("src", src, shapeCards)
		if err != nil {
			t.Fatal(err)
		}
		texts := []string{res.Match.Header.Players[0], res.Match.Header.Players[1], res.Match.Header.Decks[0]}
		for _, e := range res.Match.Entries {
			texts = append(texts, e.Text)
		}
		for _, s := range texts {
			if s == "" {
				continue
			}
			if within(s, src) != tc.pieces {
				t.Errorf("%q: %q is a piece of the log: %v, want %v", tc.src, s, !tc.pieces, tc.pieces)
			}
		}
	}
}
