package cmdutil

import (
	"fmt"
	"io"
	"os"
	"strings"

	"golang.org/x/term"
)

// Names come from files kfr does not control (a TCO log, a deck list, a
// match header): one holding ESC [ 2 J would clear the user's terminal,
// ESC ] 0 ; … BEL retitle it. Everything kfr prints as text goes through
// an EscapingWriter, which writes each control character as \u00XX
// instead. The form is also a valid JSON escape of the same character,
// so --json output stays valid and decodes to the name as stored.

// isControl says whether r is a control character kfr escapes: C0 but
// newline and tab, DEL, and C1 (U+0080 to U+009F: U+009B is CSI).
func isControl(r rune) bool {
	return (r < 0x20 && r != '\n' && r != '\t') || (r >= 0x7f && r <= 0x9f)
}

// EscapeControls is s with each control character written as \u00XX.
func EscapeControls(s string) string {
	if strings.IndexFunc(s, isControl) < 0 {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if isControl(r) {
			fmt.Fprintf(&b, `\u%04x`, r)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// EscapingWriter writes to W with control characters escaped as
// EscapeControls does. A C1 character split across two writes (its two
// bytes in two calls) is not recognised; kfr writes whole strings.
type EscapingWriter struct{ W io.Writer }

// Write escapes p's control characters and writes it; it reports len(p)
// when everything was written.
func (e EscapingWriter) Write(p []byte) (int, error) {
	if !needsEscape(p) {
		return e.W.Write(p)
	}
	out := make([]byte, 0, len(p)+16)
	for i := 0; i < len(p); i++ {
		c := p[i]
		switch {
		case c < 0x20 && c != '\n' && c != '\t', c == 0x7f:
			out = fmt.Appendf(out, `\u%04x`, c)
		case c == 0xc2 && i+1 < len(p) && p[i+1] >= 0x80 && p[i+1] <= 0x9f:
			out = fmt.Appendf(out, `\u%04x`, p[i+1])
			i++
		default:
			out = append(out, c)
		}
	}
	if _, err := e.W.Write(out); err != nil {
		return 0, err
	}
	return len(p), nil
}

// Unwrap is the writer e writes to.
func (e EscapingWriter) Unwrap() io.Writer { return e.W }

// needsEscape says whether p holds a byte that may start a control.
func needsEscape(p []byte) bool {
	for _, c := range p {
		if (c < 0x20 && c != '\n' && c != '\t') || c == 0x7f || c == 0xc2 {
			return true
		}
	}
	return false
}

// isTerminal says whether w is a terminal (through a wrapper that says
// what it wraps with Unwrap).
func isTerminal(w io.Writer) bool {
	for {
		switch v := w.(type) {
		case *os.File:
			return term.IsTerminal(int(v.Fd()))
		case interface{ Unwrap() io.Writer }:
			w = v.Unwrap()
		default:
			return false
		}
	}
}

// TerminalFile is the terminal w writes to, through wrappers that say
// what they wrap with Unwrap; nil when w is not a terminal.
func TerminalFile(w io.Writer) *os.File {
	for {
		switch v := w.(type) {
		case *os.File:
			if term.IsTerminal(int(v.Fd())) {
				return v
			}
			return nil
		case interface{ Unwrap() io.Writer }:
			w = v.Unwrap()
		default:
			return nil
		}
	}
}
