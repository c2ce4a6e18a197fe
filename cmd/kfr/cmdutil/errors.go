package cmdutil

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// ReportedError is a failure the command already printed (per-file errors
// of a multi-file import): Main exits non-zero without printing it again.
type ReportedError struct{ Msg string }

func (e *ReportedError) Error() string { return e.Msg }

// ExitUsage is the exit status of a command called wrongly: an unknown
// command or flag, a missing or extra argument, a required flag not given.
const ExitUsage = 2

// UsageError is an error in how kfr was called (exit status 2), not in
// what it worked on.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// ExitCode is ExitUsage.
func (e *UsageError) ExitCode() int { return ExitUsage }

// maxErrorLine bounds each line of an error kfr prints: a message that
// quotes what the user gave (a card name, a file's line) quotes a huge
// one by its start and end, not whole again.
const maxErrorLine = 1000

// ClipLines is msg with every line longer than maxErrorLine bytes cut in
// the middle (at rune boundaries), saying how much was left out.
func ClipLines(msg string) string {
	if len(msg) <= maxErrorLine {
		return msg
	}
	lines := strings.Split(msg, "\n")
	for i, l := range lines {
		if len(l) <= maxErrorLine {
			continue
		}
		head, tail := maxErrorLine*2/3, len(l)-maxErrorLine/3
		for head > 0 && !utf8.RuneStart(l[head]) {
			head--
		}
		for tail < len(l) && !utf8.RuneStart(l[tail]) {
			tail++
		}
		lines[i] = l[:head] + fmt.Sprintf("…(%d bytes left out)…", tail-head) + l[tail:]
	}
	return strings.Join(lines, "\n")
}
