package notation

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"
)

// Error is one problem in notation text, at the token that caused it.
type Error struct {
	Filename   string
	Line       int // 1-based
	Column     int // 1-based, in characters (runes)
	Msg        string
	Suggestion string // "did you mean \"Troll\"?", an example, or ""
}

// Error prints "file:line:col: msg: suggestion".
func (e *Error) Error() string {
	var b strings.Builder
	if e.Filename != "" {
		b.WriteString(e.Filename)
		b.WriteByte(':')
	}
	fmt.Fprintf(&b, "%d:%d: %s", e.Line, e.Column, clip(e.Msg))
	if e.Suggestion != "" {
		b.WriteString(": ")
		b.WriteString(clip(e.Suggestion))
	}
	return b.String()
}

// maxMessage bounds a message's length: one quoting a 60 KB token says
// which token by its start and end, not all of it again.
const maxMessage = 300

// clip is s, or its start and end around "…" when longer than maxMessage
// bytes (cut at rune boundaries).
func clip(s string) string {
	if len(s) <= maxMessage {
		return s
	}
	head, tail := maxMessage*2/3, maxMessage/3
	for head > 0 && !utf8.RuneStart(s[head]) {
		head--
	}
	start := len(s) - tail
	for start < len(s) && !utf8.RuneStart(s[start]) {
		start++
	}
	return s[:head] + fmt.Sprintf("…(%d bytes)…", start-head) + s[start:]
}

// ErrorList is every error of a parse, sorted by position.
type ErrorList []*Error

func (l ErrorList) Len() int      { return len(l) }
func (l ErrorList) Swap(i, j int) { l[i], l[j] = l[j], l[i] }
func (l ErrorList) Less(i, j int) bool {
	a, b := l[i], l[j]
	if a.Filename != b.Filename {
		return a.Filename < b.Filename
	}
	if a.Line != b.Line {
		return a.Line < b.Line
	}
	return a.Column < b.Column
}

// Sort orders the list by file, line and column.
func (l ErrorList) Sort() { sort.Stable(l) }

// Error prints the first error and how many more there are.
func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	return fmt.Sprintf("%s (and %d more errors)", l[0], len(l)-1)
}

// Err returns the list as an error, or nil when it is empty.
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}
