// Package logcmd is `kfr log` and `kfr undo`: append actions to a stored
// match as they are played, each checked by the rules engine at once, and
// take the last one back.
package logcmd

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/session"
	"github.com/kfr-dev/kfr/record/store"
)

// New is `kfr log`.
func New(f *cmdutil.Factory) *cobra.Command {
	var matchID string
	cmd := &cobra.Command{
		Use:   "log [--match ID] ACTION...",
		Short: "Append actions to the current match, checked by the rules at once",
		Long: `Append actions to the current match (kfr match new makes one current), or
to --match ID. Each argument is one action in the match notation
(docs/notation.md); with no argument, or "-", actions are read from
standard input one a line (blank lines are skipped, "# ..." lines are kept
as comments).

Every line is parsed before anything is written: a malformed line refuses
the whole call with its line, column and a suggestion. Then each action is
saved in its own transaction and replayed at once: kfr log prints what
changed and any broken rule with its reference. A violation is recorded and
flagged, never refused (kfr undo takes the last action back).

When an ability waits for a choice after an action (a bonus icon's capture,
Anger's "ready and fight with a friendly creature"), kfr log says so:
WAITING, the question and its legal answers (choose Troll | Krump); the next
line should be that choose. An action that does not answer it is logged
with NOT ANSWERED: the choice resolved by itself. With --json each action
has "waiting" and "unanswered": null, or {source, text, answers}.

  kfr log "house brobnar" "play Troll" "reap Troll"
  kfr log < turn3.txt

SIGINT (Ctrl-C), SIGTERM or SIGHUP during a batch stops it between two
actions: those logged are printed, then "N of M actions logged".

Exit status: 0 when the actions were logged (even with violations), 2 for
malformed input (nothing logged), 3 when another writer changed the match
meanwhile (the actions from the refused one on were not logged), 1 for
other errors and an interrupted batch.`,
		RunE: func(cmd *cobra.Command, args []string) error {
			var lines []session.Line
			if len(args) == 0 || (len(args) == 1 && args[0] == "-") {
				in := cmd.InOrStdin()
				if fin, ok := in.(*os.File); ok && term.IsTerminal(int(fin.Fd())) {
					fmt.Fprintln(f.ErrOut, "kfr log: reading actions from the terminal, one a line; Ctrl-D logs them (kfr record is the interactive way)")
				}
				var err error
				if lines, err = readLines(in); err != nil {
					return err
				}
				if len(lines) == 0 {
					return &cmdutil.UsageError{Err: errors.New("no actions given: give them as arguments (kfr log \"play Troll\") or one a line on standard input")}
				}
			} else {
				for i, a := range args {
					lines = append(lines, session.Line{Text: a, No: i + 1})
				}
			}
			s, err := Open(f, matchID)
			if err != nil {
				return err
			}
			// Each action is committed as it is logged: the exit may
			// leave the database's log unmerged (no fsync).
			f.LeaveStore()
			// From here a signal stops the batch between two actions, so
			// that what was logged is printed and said (session.InterruptedError).
			ctx, stop := stopOnSignals()
			defer stop()
			logged, err := s.LogLinesUntil(ctx, lines)
			if len(args) > 1 {
				err = oneActionHint(s, args, err)
			}
			if f.JSON {
				if len(logged) > 0 || err == nil {
					if jerr := cmdutil.WriteJSON(f.Out, s.JSON(logged)); jerr != nil && err == nil {
						err = jerr
					}
				}
				return err
			}
			if werr := s.WriteLogged(f.Out, logged); werr != nil && err == nil {
				err = werr
			}
			if n := violations(logged); n > 0 && err == nil {
				fmt.Fprintf(f.Out, "%d %s recorded with the actions (kfr undo takes the last action back)\n", n, plural(n, "violation"))
			}
			return err
		},
	}
	cmd.Flags().StringVar(&matchID, "match", "", "match id (default: the current match)")
	_ = cmd.RegisterFlagCompletionFunc("match", cmdutil.CompleteMatchIDs(f))
	cmd.ValidArgsFunction = func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
		return completeAction(f, matchID, toComplete)
	}
	return cmd
}

// oneActionHint adds to a malformed batch of several arguments the one
// action they make when they were meant as one (kfr log play Bad Penny):
// each argument is one action, so the shell's words were split.
func oneActionHint(s *session.Session, args []string, err error) error {
	var me *session.MalformedError
	if !errors.As(err, &me) {
		return err
	}
	// The words as one action, then with the last k words quoted as one
	// name: "fight Troll Dust Pixie" is fight Troll "Dust Pixie".
	texts := []string{strings.Join(args, " ")}
	for k := 1; k < len(args)-1; k++ {
		texts = append(texts, strings.Join(args[:k], " ")+" "+strconv.Quote(strings.Join(args[k:], " ")))
	}
	for _, text := range texts {
		if es, perr := s.Parse([]session.Line{{Text: text, No: 1}}); perr == nil {
			canon := notation.FormatAction(es[0], s.Header(), s.Cards())
			return &hintError{err, fmt.Sprintf("each argument is one action; as one action: kfr log '%s'",
				strings.ReplaceAll(canon, "'", `'\''`))}
		}
	}
	return err
}

// hintError is an error with a line of advice after it.
type hintError struct {
	err  error
	hint string
}

func (e *hintError) Error() string { return e.err.Error() + "\n" + e.hint }
func (e *hintError) Unwrap() error { return e.err }

// stopOnSignals is a context that ends on SIGINT, SIGTERM or SIGHUP, its
// cause naming the signal. Installed only once the input is read: Ctrl-C
// while kfr log reads actions from a terminal still ends it at once.
func stopOnSignals() (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(context.Background())
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		if sig, ok := <-sigs; ok {
			cancel(fmt.Errorf("%v", sig))
		}
	}()
	return ctx, func() {
		signal.Stop(sigs)
		close(sigs)
		cancel(nil)
	}
}

// completeAction completes the action being typed as one shell word
// ("play Tr" to "play Troll"): verbs, houses and the card names that make
// sense in the match's current state.
func completeAction(f *cmdutil.Factory, matchID, toComplete string) ([]string, cobra.ShellCompDirective) {
	s, err := Open(f, matchID)
	if err != nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	start, cands := s.Complete(toComplete, len(toComplete))
	out := make([]string, len(cands))
	for i, c := range cands {
		out[i] = toComplete[:start] + c
	}
	return out, cobra.ShellCompDirectiveNoFileComp | cobra.ShellCompDirectiveNoSpace
}

// Open opens match id ("" for the current match) for recording.
func Open(f *cmdutil.Factory, id string) (*session.Session, error) {
	id, err := f.MatchID(id)
	if err != nil {
		return nil, err
	}
	st, err := f.Store()
	if err != nil {
		return nil, err
	}
	return session.Open(st, nil, id)
}

// readLines reads the non-blank lines of r with their line numbers. Leading
// byte-order marks and CRLF line ends are dropped; a line longer than
// notation.MaxLineBytes, or more lines than a match can have, is an error
// naming the line.
func readLines(r io.Reader) ([]session.Line, error) {
	var out []session.Line
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), notation.MaxLineBytes)
	n := 1
	for ; sc.Scan(); n++ {
		t := strings.TrimRight(sc.Text(), "\r")
		if n == 1 {
			// An editor that saved twice may leave more than one mark.
			t = strings.TrimLeft(t, "\ufeff")
		}
		if strings.TrimSpace(t) == "" {
			continue
		}
		if len(out) == record.MaxActions {
			return nil, &session.MalformedError{Errors: notation.ErrorList{{Filename: "<stdin>", Line: n, Column: 1,
				Msg: fmt.Sprintf("more than %d actions: no real match has that many", record.MaxActions), Suggestion: "is it the right input?"}}}
		}
		out = append(out, session.Line{Text: t, No: n})
	}
	if errors.Is(sc.Err(), bufio.ErrTooLong) {
		return nil, &session.MalformedError{Errors: notation.ErrorList{{Filename: "<stdin>", Line: n, Column: 1,
			Msg: fmt.Sprintf("line longer than a line can be (%d KB)", notation.MaxLineBytes>>10), Suggestion: "one action a line"}}}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read standard input: %w", err)
	}
	return out, nil
}

func violations(ls []session.Logged) int {
	n := 0
	for _, l := range ls {
		n += len(l.Violations)
	}
	return n
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// UndoJSON is what kfr undo --json prints.
type UndoJSON struct {
	MatchID string `json:"match_id"`
	Number  int    `json:"number"` // the removed action's 1-based position
	Text    string `json:"text"`
	Comment string `json:"comment"`
	Total   int    `json:"total_actions"` // actions left
}

// NewUndo is `kfr undo`.
func NewUndo(f *cmdutil.Factory) *cobra.Command {
	var matchID string
	var at int
	cmd := &cobra.Command{
		Use:   "undo [--match ID] [--at N]",
		Short: "Remove the last action of the current match",
		Long: `Remove the last action of the current match (or --match ID) and print it.
Run it again to remove the one before.

--at N removes action N only if it is still the last one: when another
writer logged an action meanwhile (a second terminal at the table), nothing
is removed and kfr undo exits 3, as kfr log does. kfr log prints each
action's number.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			id, err := f.MatchID(matchID)
			if err != nil {
				return err
			}
			st, err := f.Store()
			if err != nil {
				return err
			}
			expect := at
			if expect <= 0 { // the last action as of now
				info, err := st.MatchInfo(id)
				if err != nil {
					return err
				}
				expect = info.Actions
			}
			e, err := st.Undo(id, expect)
			if err != nil {
				switch {
				case errors.Is(err, store.ErrNotFound):
					return fmt.Errorf("%w (nothing to undo)", err)
				case errors.Is(err, store.ErrConflict):
					return &conflictError{err}
				}
				return err
			}
			info, err := st.MatchInfo(id)
			if err != nil {
				return err
			}
			if f.JSON {
				return cmdutil.WriteJSON(f.Out, UndoJSON{MatchID: id, Number: info.Actions + 1, Text: e.Text,
					Comment: e.Comment, Total: info.Actions})
			}
			text := e.Text
			if e.Comment != "" && text != "" {
				text += "  # " + e.Comment
			} else if text == "" {
				text = "# " + e.Comment
			}
			_, err = fmt.Fprintf(f.Out, "undid %d. %s (match %s has %d %s left)\n", info.Actions+1, text, id,
				info.Actions, plural(info.Actions, "action"))
			return err
		},
	}
	cmd.Flags().StringVar(&matchID, "match", "", "match id (default: the current match)")
	cmd.Flags().IntVar(&at, "at", 0, "remove action N only if it is the last one")
	_ = cmd.RegisterFlagCompletionFunc("match", cmdutil.CompleteMatchIDs(f))
	return cmd
}

// conflictError is an undo refused because the match changed: exit 3,
// as for kfr log.
type conflictError struct{ err error }

func (e *conflictError) Error() string { return e.err.Error() }
func (e *conflictError) Unwrap() error { return e.err }
func (e *conflictError) ExitCode() int { return 3 }
