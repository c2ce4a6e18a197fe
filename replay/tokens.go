package replay

import (
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/notation"
)

// WithTokens are the decks with the token creature the match header names
// for each ([Token1 "Berserker"]; Master Vault lists leave it out), as the
// engine's setup takes them: copies, the stored decks are left as they
// are. A name the card database cannot find is passed on as an id (the
// engine then flags the token it cannot make).
func WithTokens(h *record.Header, db engine.CardDB, decks [2]*engine.Deck) [2]*engine.Deck {
	for i, name := range notation.Tokens(h) {
		if name == "" || decks[i] == nil {
			continue
		}
		d := *decks[i]
		d.Token = tokenID(name, db)
		decks[i] = &d
	}
	return decks
}

// tokenID is the card id of a token creature named as the header names it.
func tokenID(name string, db engine.CardDB) string {
	if l, ok := db.(interface {
		Lookup(string) (*engine.CardDef, error)
	}); ok {
		if def, err := l.Lookup(name); err == nil {
			return def.ID
		}
	}
	return name
}
