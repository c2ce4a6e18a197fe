// Package notation reads and writes kfr's match notation: PGN-like header
// tags followed by one action a line, as players type them at the table.
//
// Parse turns a whole file into a record.Match, collecting every error with
// its line, column and a suggestion; Format prints the canonical text, so
// that Format(Parse(x)) == x for canonical x. ParseAction and FormatAction
// do the same for one line (kfr log). docs/notation.md is the reference.
package notation

import (
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

// Resolver finds cards by the names people type (forgivingly) and by id.
// *carddb.Index satisfies it.
type Resolver interface {
	Lookup(name string) (*engine.CardDef, error)
	Card(id string) *engine.CardDef
}

// The card database's index is the Resolver kfr uses.
var _ Resolver = (*carddb.Index)(nil)
