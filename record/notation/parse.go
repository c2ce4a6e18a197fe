package notation

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// Parse reads a whole match. It parses as much as it can: the Match holds
// every line that parsed, and the error (an ErrorList, sorted) every line
// that did not. Header tags come first; a tag after the first action is an
// error.
//
// A leading UTF-8 byte-order mark and CRLF line ends are read as what an
// editor means by them. Input is bounded (MaxFileBytes, MaxLineBytes,
// record.MaxActions, MaxErrors): past a bound the parse stops with an
// error saying which, so memory stays proportional to a real match.
func Parse(filename string, src []byte, r Resolver) (*record.Match, error) {
	p := &fileParser{file: filename, r: r, seen: map[string]int{}}
	m := &record.Match{}
	m.Header.First = engine.NoPlayer
	m.Header.Result.Winner = engine.NoPlayer
	p.m = m
	src = bytes.TrimPrefix(src, byteOrderMark)
	if len(src) > MaxFileBytes {
		p.errorAt(1, 1, fmt.Sprintf("the file is %s, more than a match file can be (%s)", size(len(src)), size(MaxFileBytes)),
			"is it the right file? A long match in notation is about 20 KB")
		return m, p.errs.Err()
	}
	for n := 1; len(src) > 0 && !p.full(n); n++ {
		raw := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			raw, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		if len(raw) > MaxLineBytes {
			p.errorAt(n, 1, fmt.Sprintf("line of %s, longer than a line can be (%s)", size(len(raw)), size(MaxLineBytes)),
				"one action a line; is it the right file?")
			continue
		}
		p.line(n, strings.TrimRight(string(raw), "\r"))
	}
	p.finishHeader()
	p.errs.Sort()
	return m, p.errs.Err()
}

// Bounds of what Parse reads.
const (
	MaxFileBytes = 4 << 20  // a long match is about 20 KB
	MaxLineBytes = 64 << 10 // an action with a long comment is under 1 KB
	MaxErrors    = 100      // past this many errors the rest is not worth reading
)

var byteOrderMark = []byte("\ufeff")

// full says whether the parse must stop before line n: too many actions
// or too many errors (each recorded as an error at line n).
func (p *fileParser) full(n int) bool {
	switch {
	case len(p.m.Entries) > record.MaxActions:
		p.m.Entries = p.m.Entries[:record.MaxActions]
		p.errorAt(n-1, 1, fmt.Sprintf("more than %d actions: no real match has that many", record.MaxActions),
			"is it the right file? Split a series into one file a match")
		return true
	case len(p.errs) >= MaxErrors:
		p.errorAt(n, 1, fmt.Sprintf("%d errors; stopped reading here", len(p.errs)), "is it a match in kfr notation (docs/notation.md)?")
		return true
	}
	return false
}

// size is n bytes in words: "12 KB", "4 MB".
func size(n int) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

type fileParser struct {
	file      string
	r         Resolver
	m         *record.Match
	errs      ErrorList
	inLog     bool           // an action has been read: no more tags
	seen      map[string]int // known tag → line, to report duplicates
	pending   []pendingTag   // First and Result: resolved once the players are known
	sameNames bool           // the same-names error is reported
}

type pendingTag struct {
	name, value string
	line, col   int
}

func (p *fileParser) errorAt(line, col int, msg, sugg string) {
	p.errs = append(p.errs, &Error{Filename: p.file, Line: line, Column: col, Msg: msg, Suggestion: sugg})
}

func (p *fileParser) line(n int, text string) {
	trimmed := strings.TrimSpace(text)
	if trimmed == "" {
		return
	}
	if trimmed[0] == '[' {
		col := 1 + runeCount(text[:strings.IndexByte(text, '[')])
		if p.inLog {
			p.errorAt(n, col, "header tag after the first action", "move the tag lines to the top of the file")
			return
		}
		p.tag(n, col, text[strings.IndexByte(text, '[')+1:])
		return
	}
	if trimmed[0] != '#' && !p.inLog {
		// Comment lines may sit among the tags; anything else ends them.
		p.finishHeader()
		p.inLog = true
	}
	e, err := parseLine(text, n, &p.m.Header, p.r)
	if err != nil {
		err.Filename = p.file
		p.errs = append(p.errs, err)
		return
	}
	if e.Action.Verb != engine.VerbNone {
		p.m.Entries = append(p.m.Entries, e)
	}
}

// parseLine parses one log line; an entry with VerbNone is a blank line.
func parseLine(text string, n int, h *record.Header, r Resolver) (record.Entry, *Error) {
	sl, serr := scanLine(text)
	if serr != nil {
		return record.Entry{}, &Error{Line: n, Column: serr.col, Msg: serr.msg, Suggestion: serr.sugg}
	}
	e := record.Entry{Line: n}
	if len(sl.toks) == 0 {
		if sl.hasComment {
			e.Action = engine.Action{Verb: engine.VerbComment, Player: engine.NoPlayer, Words: []string{sl.comment}}
			e.Text = strings.TrimSpace(text)
		}
		return e, nil
	}
	lp := &lineParser{sl: sl, h: h, r: r, lastCard: -1}
	a, err := lp.parse()
	if err != nil {
		err.Line = n
		return record.Entry{}, err
	}
	e.Action = a
	if sl.hasComment {
		e.Comment = sl.comment
		text = text[:commentStart(text)]
	}
	e.Text = strings.TrimSpace(text)
	return e, nil
}

// commentStart is the byte offset of the '#' that starts the trailing
// comment (one at the start or after white space, outside quotes).
func commentStart(text string) int {
	inQuote := false
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case inQuote && c == '\\':
			i++
		case c == '"':
			inQuote = !inQuote
		case !inQuote && c == '#' && (i == 0 || text[i-1] == ' ' || text[i-1] == '\t'):
			return i
		}
	}
	return len(text)
}

// ParseAction parses one log line (kfr log "fight Troll Krump") against a
// header's players. Errors are an ErrorList on line 1. A comment-only line
// gives a VerbComment entry; a blank line or a tag line is an error.
func ParseAction(src string, h *record.Header, r Resolver) (record.Entry, error) {
	if h == nil {
		h = &record.Header{}
	}
	src = strings.TrimPrefix(src, "\ufeff")
	if len(src) > MaxLineBytes {
		return record.Entry{}, ErrorList{{Line: 1, Column: 1, Msg: fmt.Sprintf("action of %s, longer than a line can be (%s)", size(len(src)), size(MaxLineBytes)), Suggestion: "one action a line"}}
	}
	if strings.ContainsAny(src, "\n") {
		col := 1 + runeCount(src[:strings.IndexByte(src, '\n')])
		return record.Entry{}, ErrorList{{Line: 1, Column: col, Msg: "one action a line", Suggestion: "log each action separately"}}
	}
	t := strings.TrimSpace(src)
	if t == "" {
		return record.Entry{}, ErrorList{{Line: 1, Column: 1, Msg: "empty action", Suggestion: "write an action: " + strings.Join(Verbs, ", ")}}
	}
	if t[0] == '[' {
		return record.Entry{}, ErrorList{{Line: 1, Column: 1 + runeCount(src[:strings.IndexByte(src, '[')]), Msg: "header tags cannot be logged as actions", Suggestion: "set them when the match is created"}}
	}
	e, err := parseLine(src, 1, h, r)
	if err != nil {
		return record.Entry{}, ErrorList{err}
	}
	e.Line = 0
	return e, nil
}

func runeCount(s string) int { return len([]rune(s)) }
