package notation

import (
	"bytes"
	"strings"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// Parse reads a whole match. It parses as much as it can: the Match holds
// every line that parsed, and the error (an ErrorList, sorted) every line
// that did not. Header tags come first; a tag after the first action is an
// error.
func Parse(filename string, src []byte, r Resolver) (*record.Match, error) {
	p := &fileParser{file: filename, r: r, seen: map[string]int{}}
	m := &record.Match{}
	m.Header.First = engine.NoPlayer
	m.Header.Result.Winner = engine.NoPlayer
	p.m = m
	lines := bytes.Split(src, []byte("\n"))
	for i, raw := range lines {
		p.line(i+1, strings.TrimRight(string(raw), "\r"))
	}
	p.finishHeader()
	p.errs.Sort()
	return m, p.errs.Err()
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
	lp := &lineParser{sl: sl, h: h, r: r}
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
