package cmdutil

import (
	"bytes"
	"encoding/json"
	"testing"
)

func TestEscapingWriter(t *testing.T) {
	cases := []struct{ name, in, want string }{
		{"plain text", "Alice vs Bob\n\tÆmber 3, Über\n", "Alice vs Bob\n\tÆmber 3, Über\n"},
		{"clear screen", "Eve\x1b[2J\x1b[H", `Eve\u001b[2J\u001b[H`},
		{"retitle", "\x1b]0;pwned\x07Eve", `\u001b]0;pwned\u0007Eve`},
		{"carriage return over the line", "Bob\rAlice", `Bob\u000dAlice`},
		{"C1 CSI", "Eve\u009b2J", `Eve\u009b2J`},
		{"DEL and NUL", "a\x7fb\x00c", `a\u007fb\u0000c`},
		{"Æ's second byte is not C1", "Æ", "Æ"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var b bytes.Buffer
			n, err := EscapingWriter{&b}.Write([]byte(c.in))
			if err != nil || n != len(c.in) {
				t.Fatalf("Write = %d, %v; want %d, nil", n, err, len(c.in))
			}
			if b.String() != c.want {
				t.Errorf("wrote %q, want %q", b.String(), c.want)
			}
			if got := EscapeControls(c.in); got != c.want {
				t.Errorf("EscapeControls = %q, want %q", got, c.want)
			}
		})
	}
}

// TestEscapingWriterKeepsJSON: JSON written through the writer is still
// valid and decodes to the original string.
func TestEscapingWriterKeepsJSON(t *testing.T) {
	for _, name := range []string{"Eve\x1b[2J", "Eve\u009b2J\u0085", "plain"} {
		var b bytes.Buffer
		if err := WriteJSON(EscapingWriter{&b}, map[string]string{"name": name}); err != nil {
			t.Fatal(err)
		}
		var back map[string]string
		if err := json.Unmarshal(b.Bytes(), &back); err != nil || back["name"] != name {
			t.Errorf("%q: JSON %s decodes to %q (%v)", name, b.String(), back["name"], err)
		}
	}
}

func FuzzEscapingWriter(f *testing.F) {
	f.Add([]byte("Eve\x1b[2J\u009b\r\n"))
	f.Fuzz(func(t *testing.T, p []byte) {
		var b bytes.Buffer
		EscapingWriter{&b}.Write(p)
		for _, r := range b.String() {
			if isControl(r) {
				t.Fatalf("control %U left in %q", r, b.String())
			}
		}
	})
}
