package replay

import "github.com/kfr-dev/kfr/record/notation"

// EntryText is what entry i says: its text as recorded, else (an entry made
// from the same TCO line as the entry before it, whose text the first
// entry of the line carries) the action as notation writes it. Each
// source line is then shown once, and every entry still says something.
func (r *Replay) EntryText(i int) string {
	e := r.Match.Entries[i]
	if e.Text != "" {
		return e.Text
	}
	res, _ := r.db.(notation.Resolver)
	return notation.FormatAction(e, &r.Match.Header, res)
}
