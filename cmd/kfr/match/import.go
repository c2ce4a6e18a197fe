package match

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/carddb"
	"github.com/kfr-dev/kfr/record/notation"
	"github.com/kfr-dev/kfr/record/store"
	"github.com/kfr-dev/kfr/replay"
)

// Imported is what kfr match import did with one file (--json).
type Imported struct {
	File          string   `json:"file"`
	Match         string   `json:"match"`     // the new or already stored match; "" when refused
	Duplicate     bool     `json:"duplicate"` // already imported: nothing written
	Actions       int      `json:"actions"`
	Violations    int      `json:"violations"`
	Disagreements int      `json:"disagreements"` // checkpoint items the engine disagrees with
	Warnings      []string `json:"warnings"`
	Error         string   `json:"error,omitempty"` // why the file was refused
}

func newImport(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "import FILE...|-",
		Short: "Import matches written in notation (checked through the engine on the way in)",
		Long: `Import matches written in kfr's notation (docs/notation.md), one a file; "-"
reads one from standard input. Each file's decks must be stored decks.

Every match is replayed on the way in: rule violations and checkpoints the
engine disagrees with are printed as warnings and the match is stored all
the same (a record of what was played is never refused). A malformed file is
refused, with file:line:column, what was expected and a suggestion, and
nothing of it is written; the other files are imported all the same, and the
exit status is 2.

Importing the same match again (the same canonical text, whatever its
spacing or spelling) writes nothing and names the match already stored.
The last line printed is the id of the last file's match.

--json prints an array of {"file","match","duplicate","actions",
"violations","disagreements","warnings","error"}.`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return errors.New("kfr match import needs a file: kfr match import game.kfr (or - for standard input)")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			return runImport(f, cmd.InOrStdin(), args)
		},
	}
}

func runImport(f *cmdutil.Factory, stdin io.Reader, files []string) error {
	st, err := f.Store()
	if err != nil {
		return err
	}
	if err := needCards(st); err != nil {
		return err
	}
	ix, err := f.CardIndex()
	if err != nil {
		return err
	}
	var reports []Imported
	var refused []string
	var last string
	for _, file := range files {
		rep, err := importFile(st, ix, stdin, file)
		if err != nil {
			rep.Error = err.Error()
			refused = append(refused, file)
			if !f.JSON {
				fmt.Fprintf(f.ErrOut, "%s\n%s: refused, nothing imported\n", err, file)
			}
		} else {
			last = rep.Match
			if !f.JSON {
				writeImported(f, rep)
			}
		}
		reports = append(reports, rep)
	}
	if f.JSON {
		if err := cmdutil.WriteJSON(f.Out, reports); err != nil {
			return err
		}
	} else if last != "" {
		fmt.Fprintln(f.Out, last)
	}
	if len(refused) > 0 {
		msg := fmt.Sprintf("%d of %d files refused: %s", len(refused), len(files), strings.Join(refused, ", "))
		if len(files) > 1 && !f.JSON {
			fmt.Fprintln(f.ErrOut, msg)
		}
		return &UsageError{&cmdutil.ReportedError{Msg: msg}}
	}
	return nil
}

func writeImported(f *cmdutil.Factory, rep Imported) {
	for _, w := range rep.Warnings {
		fmt.Fprintf(f.ErrOut, "%s: warning: %s\n", rep.File, w)
	}
	if rep.Duplicate {
		fmt.Fprintf(f.Out, "%s: already imported as match %s\n", rep.File, rep.Match)
		return
	}
	verdict := "clean"
	if rep.Violations+rep.Disagreements > 0 {
		verdict = fmt.Sprintf("%s, %s (recorded: kfr replay %s shows them)",
			plural(rep.Violations, "violation"), plural(rep.Disagreements, "checkpoint item disagrees", "checkpoint items disagree"), rep.Match)
	}
	fmt.Fprintf(f.Out, "%s: match %s, %d actions, %s\n", rep.File, rep.Match, rep.Actions, verdict)
}

// importFile reads, parses, checks and stores one file. An error refuses
// the file with nothing written.
func importFile(st *store.Store, ix *carddb.Index, stdin io.Reader, file string) (Imported, error) {
	rep := Imported{File: file, Warnings: []string{}}
	var src []byte
	var err error
	name := file
	if file == "-" {
		name = "<stdin>"
	}
	src, err = cmdutil.ReadInput(file, stdin, notation.MaxFileBytes)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			err = fmt.Errorf("%s: no such file (give a match in notation, docs/notation.md; - reads standard input)", file)
		}
		return rep, &UsageError{err}
	}
	m, err := notation.Parse(name, src, ix)
	if err != nil {
		return rep, &UsageError{parseErrors(err)}
	}
	if m.Header.Players[0] == "" || m.Header.Players[1] == "" {
		return rep, &UsageError{fmt.Errorf("%s: the match names no players: add [Player1 \"Alice\"] and [Player2 \"Bob\"]", name)}
	}
	canonical := notation.Format(m, ix)
	sum := sha256.Sum256(canonical)
	hash := hex.EncodeToString(sum[:])
	rep.Actions = len(m.Entries)
	if id, ok, err := st.MatchByHash(hash); err != nil {
		return rep, err
	} else if ok {
		rep.Match, rep.Duplicate = id, true
		return rep, nil
	}
	if id, err := tableMatch(st, ix, m, canonical); err != nil {
		return rep, err
	} else if id != "" {
		rep.Match, rep.Duplicate = id, true
		return rep, nil
	}
	deckIDs, err := cmdutil.ResolveDeckIDs(st, m.Header)
	if err != nil {
		return rep, &UsageError{fmt.Errorf("%s: %w", name, err)}
	}
	decks, err := cmdutil.MatchDecks(st, m.Header, deckIDs)
	if err != nil {
		return rep, &UsageError{fmt.Errorf("%s: %w", name, err)}
	}
	r, err := replay.RunWith(m, ix, decks, replay.Options{NoHashes: true})
	if err != nil {
		return rep, &UsageError{fmt.Errorf("%s: %w", name, err)}
	}
	if id, err := oldMatch(st, ix, r, canonical); err != nil || id != "" {
		rep.Match, rep.Duplicate = id, id != ""
		return rep, err
	}
	rep.Warnings = append(rep.Warnings, findings(r, ix)...)
	rep.Violations, rep.Disagreements = len(r.Violations), r.Disagreements()
	id, err := st.CreateMatch(m, store.MatchOptions{Source: store.SourceNotation, Hash: hash, DeckIDs: deckIDs})
	var dup *store.DuplicateError
	if errors.As(err, &dup) { // another import was quicker
		rep.Match, rep.Duplicate, rep.Warnings = dup.ID, true, []string{}
		return rep, nil
	}
	if err != nil {
		return rep, err
	}
	rep.Match = id
	return rep, nil
}

// tableMatch is the id of the match recorded at the table whose export
// m is (the same canonical text), or "". A table match has no content
// hash to look up, as its log grows while it is played: the candidates
// with the same players, date and length are compared whole. One that
// cannot be read (damaged) is not a candidate.
func tableMatch(st *store.Store, ix *carddb.Index, m *record.Match, canonical []byte) (string, error) {
	ids, err := st.SameTableMatches(m.Header, len(m.Entries))
	if err != nil {
		return "", err
	}
	for _, id := range ids {
		stored, err := st.Match(id)
		if err != nil {
			continue
		}
		if bytes.Equal(notation.Format(stored, ix), canonical) {
			return id, nil
		}
	}
	return "", nil
}

// oldMatch is the id of a match stored before turn headers were numbered
// as players count turns whose export (kfr match export renumbers its
// headers) m is, or "": the match with its headers counting every turn of
// the game, as that match was stored, is looked up as an import (its
// content hash) and as a table match.
func oldMatch(st *store.Store, ix *carddb.Index, r *replay.Replay, canonical []byte) (string, error) {
	if !hasTurnHeaders(r.Match) {
		return "", nil
	}
	old := notation.Format(r.EveryTurnNumbered(), ix)
	if bytes.Equal(old, canonical) {
		return "", nil
	}
	sum := sha256.Sum256(old)
	if id, ok, err := st.MatchByHash(hex.EncodeToString(sum[:])); err != nil || ok {
		return id, err
	}
	return tableMatch(st, ix, r.Match, old)
}

// parseErrors prints every error of a parse, one a line.
func parseErrors(err error) error {
	var list notation.ErrorList
	if !errors.As(err, &list) || len(list) < 2 {
		return err
	}
	lines := make([]string, len(list))
	for i, e := range list {
		lines[i] = e.Error()
	}
	return errors.New(strings.Join(lines, "\n"))
}

// findings are the replay's violations, checkpoint disagreements and a
// result that differs from the header's, as warning lines.
func findings(r *replay.Replay, db engine.CardDB) []string {
	var out []string
	for i, v := range r.Violations {
		e := &r.Match.Entries[r.ViolationEntry[i]]
		out = append(out, fmt.Sprintf("line %d, %s, %s: %s: %s: %s", e.Line, r.Whose(v.Turn), r.PlayerName(v.Player),
			e.Text, v.Rule, v.Message))
	}
	for _, c := range r.Checkpoints {
		if c.OK {
			continue
		}
		subject := r.PlayerName(c.Player)
		if c.Card != "" {
			subject = replay.CardName(db, c.Card)
		}
		out = append(out, fmt.Sprintf("line %d, %s: check %s %s: log %s, engine %s", c.Line, r.Whose(c.Turn), subject,
			c.Field, c.Expected, c.Actual))
	}
	h := &r.Match.Header
	rec, got := h.Result, r.Result
	switch {
	case rec.Reason != "" && (rec.Winner != got.Winner || rec.Reason != got.Reason):
		out = append(out, fmt.Sprintf("the header says %s, the replay %s", resultWords(h, record.Result(rec)),
			resultWords(h, record.Result{Winner: got.Winner, Reason: got.Reason})))
	case rec.Reason == "" && got.Winner != engine.NoPlayer:
		out = append(out, fmt.Sprintf("the log ends with %s but has no [Result] tag", resultWords(h,
			record.Result{Winner: got.Winner, Reason: got.Reason})))
	}
	return out
}

func resultWords(h *record.Header, r record.Result) string {
	if r.Winner != 0 && r.Winner != 1 {
		return "no result"
	}
	return fmt.Sprintf("%s winning (%s)", h.Players[r.Winner], r.Reason)
}

// plural is "1 violation", "2 violations"; forms[1] is the plural when given.
func plural(n int, forms ...string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, forms[0])
	}
	if len(forms) > 1 {
		return fmt.Sprintf("%d %s", n, forms[1])
	}
	return fmt.Sprintf("%d %ss", n, forms[0])
}
