package notation

import (
	"fmt"
	"sort"
	"strings"
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
	fmt.Fprintf(&b, "%d:%d: %s", e.Line, e.Column, e.Msg)
	if e.Suggestion != "" {
		b.WriteString(": ")
		b.WriteString(e.Suggestion)
	}
	return b.String()
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
