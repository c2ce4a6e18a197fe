package logcmd

import (
	"bytes"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/notation"
)

// FuzzReadLines: whatever standard input holds, readLines returns lines
// in order of their numbers, none blank, none with a CR end or a
// byte-order mark left, none longer than a line can be, and never more
// than a match can have; or an error.
func FuzzReadLines(f *testing.F) {
	f.Add([]byte("\ufeffhouse brobnar\r\nplay Troll\r\n\r\nend"))
	f.Add([]byte("# note\n\n\n  \nreap Troll  # again\n"))
	f.Add([]byte("\ufeff\ufeff")) // a doubled byte-order mark
	f.Add(bytes.Repeat([]byte("x"), notation.MaxLineBytes+1))
	f.Fuzz(func(t *testing.T, in []byte) {
		lines, err := readLines(bytes.NewReader(in))
		if err != nil {
			return
		}
		if len(lines) > record.MaxActions {
			t.Fatalf("%d lines", len(lines))
		}
		prev := 0
		for _, l := range lines {
			switch {
			case l.No <= prev:
				t.Fatalf("line %d after line %d", l.No, prev)
			case strings.TrimSpace(l.Text) == "":
				t.Fatalf("blank line %d kept", l.No)
			case strings.HasSuffix(l.Text, "\r"), l.No == 1 && strings.HasPrefix(l.Text, "\ufeff"):
				t.Fatalf("line %d keeps a CR or a byte-order mark: %q", l.No, l.Text)
			case len(l.Text) > notation.MaxLineBytes:
				t.Fatalf("line %d of %d bytes", l.No, len(l.Text))
			}
			prev = l.No
		}
	})
}
