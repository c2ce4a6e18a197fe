// Package recordcmd is `kfr record`: an interactive session at the table
// that logs a match action by action, each committed as it is entered and
// checked by the rules engine at once.
package recordcmd

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/session"
	"github.com/kfr-dev/kfr/record/store"
)

// commands are the prompt's own words besides actions.
var commands = []string{"undo", "board", "help", "quit"}

// New is `kfr record`.
func New(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "record [MATCH-ID]",
		Short: "Record a match interactively at the table",
		Long: `Record the current match (kfr match new makes one), or match MATCH-ID,
action by action at an interactive prompt. Each action (docs/notation.md) is
saved the moment it is entered and checked by the rules at once: what
changed, the board and any broken rule are shown; a violation is recorded
and flagged, never refused. A malformed line is refused with a suggestion.

TAB completes verbs, the houses of the active player's deck and the card
names that make sense (cards that can be in hand for play and discard, the
cards in play for reap, fight, action and omni, the legal answers of the
waiting choice for choose, the deck lists otherwise).

When an ability waits for a choice (a bonus icon's capture, "Play: deal 2
damage to a creature"), kfr says so (WAITING: ...) and the prompt ends in
"choose". Another action entered then is not logged at once: kfr says what
waits; the same action entered again is logged, and the choice resolves by
itself.

After each action kfr shows what changed, a compact board (positions
numbered as play … at N takes them) and then, last, the violations and the
choice that waits, in colour on a terminal (NO_COLOR turns colour off).

Commands: undo (remove the last action), board (show the whole board), help,
quit. Ctrl-C clears the line being typed; Ctrl-D (on an empty line) and quit
leave: everything entered is already saved.

Without a terminal (a pipe), lines are read from standard input and the
output is plain.`,
		Args:              cobra.MaximumNArgs(1),
		ValidArgsFunction: cmdutil.CompleteMatchIDs(f),
		RunE: func(cmd *cobra.Command, args []string) error {
			id := ""
			if len(args) == 1 {
				id = args[0]
			}
			id, err := f.MatchID(id)
			if err != nil {
				return err
			}
			st, err := f.Store()
			if err != nil {
				return err
			}
			s, err := session.Open(st, nil, id)
			if err != nil {
				return err
			}
			in := cmd.InOrStdin()
			if fin, ok := in.(*os.File); ok && term.IsTerminal(int(fin.Fd())) {
				if fout := cmdutil.TerminalFile(f.RawOut); fout != nil {
					return runTerminal(s, fin, fout)
				}
			}
			return runPlain(s, in, f.Out)
		},
	}
	return cmd
}

// repl is what both modes share: a line in, text out.
type repl struct {
	s   *session.Session
	out io.Writer
	// colour marks findings (violations red, what waits yellow) with
	// terminal escapes written to raw, around text escaped for out.
	colour bool
	raw    io.Writer
	// interactive: a person types (a terminal), not a script (a pipe).
	interactive bool
	// confirm is an action entered while a choice waited: entered again,
	// it is logged (and the choice resolves by itself).
	confirm string
}

func (r *repl) printf(format string, args ...any) { fmt.Fprintf(r.out, format, args...) }

// Terminal styles: bold red for what broke a rule or disagrees, bold
// yellow for what waits or was not done.
const (
	styleBad   = "\x1b[1;31m"
	styleWarn  = "\x1b[1;33m"
	styleReset = "\x1b[0m"
)

// findings writes the text of findings line by line, in colour on a
// terminal that wants it.
func (r *repl) findings(text string) {
	if !r.colour {
		io.WriteString(r.out, text)
		return
	}
	for _, line := range strings.SplitAfter(text, "\n") {
		style := ""
		switch {
		case strings.Contains(line, "VIOLATION") || strings.Contains(line, "DISAGREE"):
			style = styleBad
		case strings.Contains(line, "WAITING") || strings.Contains(line, "NOT ANSWERED") || strings.HasPrefix(line, "not logged"):
			style = styleWarn
		}
		if style == "" {
			io.WriteString(r.out, line)
			continue
		}
		body := strings.TrimSuffix(line, "\n")
		io.WriteString(r.raw, style)
		io.WriteString(r.out, body)
		io.WriteString(r.raw, styleReset)
		if len(body) < len(line) {
			io.WriteString(r.out, "\n")
		}
	}
}

func (r *repl) greet() {
	h := r.s.Header()
	r.printf("Recording match %s: %s vs %s, %s so far (%s).\n", r.s.ID(), h.Players[0], h.Players[1],
		actions(r.s.Len()), r.s.Status())
	r.printf("Each action is saved as it is entered. Type help for the commands; quit or Ctrl-D to leave (Ctrl-C clears the line).\n")
	if r.s.Len() > 0 { // a restart: where the game stands
		r.printf("\n")
		r.s.WriteBoardCompact(r.out)
		r.showWaiting()
	}
}

// showWaiting says which choice the game waits for, if any.
func (r *repl) showWaiting() {
	if w, ok := r.s.Waiting(); ok {
		r.findings(fmt.Sprintf("WAITING: %s\n", w))
	}
}

// holdForChoice reports whether line should not be logged yet: a choice
// waits and line is an action that would not answer it. The player is
// told, and the same line entered again is logged. A script (standard
// input not a terminal) is never held: its output says NOT ANSWERED.
func (r *repl) holdForChoice(line string) bool {
	w, ok := r.s.Waiting()
	if !r.interactive || !ok || strings.TrimSpace(line) == r.confirm {
		r.confirm = ""
		return false
	}
	entries, err := r.s.Parse([]session.Line{{Text: line, No: 1}})
	if err != nil || len(entries) != 1 || session.AnswersChoice(entries[0]) {
		return false // malformed lines get their error; choose, check and comments go through
	}
	r.confirm = strings.TrimSpace(line)
	r.findings(fmt.Sprintf("not logged: a choice is waiting: %s\n", w))
	r.printf("  enter the choose line (TAB lists the answers), or the same action again to log it anyway (the choice then resolves by itself)\n")
	return true
}

func (r *repl) bye() {
	r.printf("Saved: match %s has %s.\n", r.s.ID(), actions(r.s.Len()))
}

// handle does one line; it reports whether the session should end.
func (r *repl) handle(line string) bool {
	t := strings.TrimSpace(line)
	switch strings.ToLower(t) {
	case "":
		return false
	case "quit", "exit", "q":
		return true
	case "help", "?":
		r.help()
		return false
	case "board":
		r.s.WriteBoard(r.out)
		return false
	case "undo":
		_, text, err := r.s.Undo()
		switch {
		case errors.Is(err, store.ErrNotFound):
			r.printf("nothing to undo: the log is empty\n")
		case err != nil:
			r.printf("error: %v\n", err)
		default:
			r.printf("undid %d. %s (%s left; %s)\n", r.s.Len()+1, text, actions(r.s.Len()), r.s.Status())
		}
		return false
	}
	if r.holdForChoice(line) {
		return false
	}
	logged, err := r.s.Log([]string{line})
	r.s.WriteLoggedBody(r.out, logged)
	var ce *session.ConflictError
	switch {
	case errors.As(err, &ce):
		r.printf("error: %v\n", err)
		if rerr := r.s.Reload(); rerr != nil {
			r.printf("error: %v\n", rerr)
		} else {
			r.printf("reloaded: match %s has %s (%s); enter the action again if it still applies\n",
				r.s.ID(), actions(r.s.Len()), r.s.Status())
		}
	case err != nil:
		r.findings(fmt.Sprintf("%v\n", err))
	default:
		// The board, then what needs attention: last, so that it stays in
		// sight on a small terminal.
		r.printf("\n")
		r.s.WriteBoardCompact(r.out)
		var b strings.Builder
		r.s.WriteFindings(&b, logged)
		r.findings(b.String())
	}
	return false
}

func (r *repl) help() {
	r.printf(`Enter one action a line (docs/notation.md), for example:
  house brobnar         play Troll [left|right|at N] [on CARD]
  reap Troll            fight Troll "Dust Pixie"      action "Gauntlet of Command"
  forge red             discard Anger                 archives
  choose Krump          choose ability: Krump         unstun Troll
  play Anger +capture   play Anger plain              hand Bob Troll Anger
  > gain 2              check Alice aember 3          check Troll warded no
  end                   # a comment
Verbs: %s
Commands: undo (remove the last action), board, help, quit.
TAB completes verbs, houses and the card names that make sense now.
`, strings.Join(notation.Verbs, ", "))
}

// prompt is "turn 3, Alice, brobnar> ".
func (r *repl) prompt() string { return r.s.Status() + "> " }

// runPlain reads lines from in until its end; output is plain text.
func runPlain(s *session.Session, in io.Reader, out io.Writer) error {
	r := &repl{s: s, out: out}
	r.greet()
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 4096), notation.MaxLineBytes)
	n := 1
	for ; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		if n == 1 {
			line = strings.TrimPrefix(line, "\ufeff")
		}
		if strings.TrimSpace(line) != "" {
			r.printf("%s%s\n", r.prompt(), line)
		}
		if r.handle(line) {
			break
		}
	}
	r.bye()
	if errors.Is(sc.Err(), bufio.ErrTooLong) {
		return fmt.Errorf("standard input, line %d: longer than a line can be (%d KB); the lines before it were recorded",
			n, notation.MaxLineBytes>>10)
	}
	return sc.Err()
}

// runTerminal is the interactive prompt with line editing, history and
// TAB completion, the terminal in raw mode meanwhile.
func runTerminal(s *session.Session, in, out *os.File) error {
	old, err := term.MakeRaw(int(in.Fd()))
	if err != nil {
		return runPlain(s, in, out)
	}
	defer term.Restore(int(in.Fd()), old)
	t := term.NewTerminal(struct {
		io.Reader
		io.Writer
	}{ctrlCClears{in}, out}, "")
	if w, h, err := term.GetSize(int(out.Fd())); err == nil && w > 0 && h > 0 {
		t.SetSize(w, h)
	}
	r := &repl{s: s, out: cmdutil.EscapingWriter{W: t}, raw: t, interactive: true, colour: os.Getenv("NO_COLOR") == ""}
	t.AutoCompleteCallback = func(line string, pos int, key rune) (string, int, bool) {
		if key != '\t' {
			return "", 0, false
		}
		return complete(s, cmdutil.EscapingWriter{W: t}, line, pos)
	}
	r.greet()
	for {
		t.SetPrompt(cmdutil.EscapeControls(r.prompt()))
		line, err := t.ReadLine()
		if err != nil && !errors.Is(err, term.ErrPasteIndicator) {
			if !errors.Is(err, io.EOF) {
				r.bye()
				return err
			}
			break // Ctrl-D on an empty line
		}
		if r.handle(line) {
			break
		}
	}
	r.bye()
	return nil
}

// ctrlCClears reads the terminal with Ctrl-C turned into Ctrl-U: at the
// table Ctrl-C clears the line being typed (the terminal package would
// end the session); Ctrl-D or quit leaves.
type ctrlCClears struct{ r io.Reader }

func (c ctrlCClears) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	for i := range p[:n] {
		if p[i] == 0x03 {
			p[i] = 0x15
		}
	}
	return n, err
}

// complete answers a TAB: one candidate replaces the word (and a space
// follows); several extend it to what they share, or are listed when they
// share nothing more.
func complete(s *session.Session, w io.Writer, line string, pos int) (string, int, bool) {
	start, cands := s.Complete(line, pos, commands...)
	typed := line[start:pos]
	switch len(cands) {
	case 0:
		return line, pos, true // swallow the TAB
	case 1:
		c := cands[0] + " "
		return line[:start] + c + line[pos:], start + len(c), true
	}
	if p := session.CommonPrefix(cands); len(p) > len(typed) || (len(p) == len(typed) && p != typed) {
		return line[:start] + p + line[pos:], start + len(p), true
	}
	const most = 40
	list := cands
	more := ""
	if len(list) > most {
		list, more = list[:most], fmt.Sprintf("  … %d more", len(cands)-most)
	}
	fmt.Fprintf(w, "%s%s\n", strings.Join(list, "  "), more)
	return line, pos, true
}

func actions(n int) string {
	if n == 1 {
		return "1 action"
	}
	return fmt.Sprintf("%d actions", n)
}
