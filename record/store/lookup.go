package store

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

// LookupCard finds the one card a name means, like carddb.Index.Lookup
// (folded title, then id, then a unique prefix of the folded title) but
// through the database's index, without loading every card: a command
// that names a few cards answers in a few milliseconds. Only a failed
// lookup loads all titles, for its "did you mean" candidates. The error is
// a *carddb.LookupError.
func (s *Store) LookupCard(name string) (*engine.CardDef, error) {
	f := carddb.Fold(name)
	cs, err := loadCards(s.db, "WHERE fold = ? AND gigantic_bottom = 0", f)
	if err != nil {
		return nil, s.wrap("look up card", err)
	}
	switch {
	case len(cs) == 1:
		return cs[0], nil
	case len(cs) > 1:
		cands := make([]string, len(cs))
		for i, c := range cs {
			cands[i] = c.Name + " (" + c.ID + ")"
		}
		return nil, &carddb.LookupError{Name: name, Ambiguous: true, Candidates: cands}
	}
	if c, err := cardByID(s.db, strings.TrimSpace(name)); err != nil {
		return nil, s.wrap("look up card", err)
	} else if c != nil {
		return c, nil
	}
	if f == "" {
		return nil, &carddb.LookupError{Name: name}
	}
	// Distinct folded titles with this prefix (BINARY order: UTF-8 bytes).
	var folds, names []string
	err = eachRow(s.db, `SELECT fold, min(name) FROM cards WHERE fold >= ? AND fold < ? AND gigantic_bottom = 0
		GROUP BY fold ORDER BY fold LIMIT 6`, []any{f, f + "\U0010FFFF"}, func(r *sql.Rows) error {
		var fold, n string
		err := r.Scan(&fold, &n)
		folds, names = append(folds, fold), append(names, n)
		return err
	})
	if err != nil {
		return nil, s.wrap("look up card", err)
	}
	switch len(folds) {
	case 1:
		cs, err := loadCards(s.db, "WHERE fold = ? AND gigantic_bottom = 0", folds[0])
		if err != nil {
			return nil, s.wrap("look up card", err)
		}
		return cs[0], nil
	case 0:
		ix, err := s.CardIndex()
		if err != nil {
			return nil, err
		}
		return nil, &carddb.LookupError{Name: name, Candidates: ix.Suggest(name, 3)}
	}
	if len(names) > 5 {
		names = names[:5]
	}
	return nil, &carddb.LookupError{Name: name, Ambiguous: true, Candidates: names}
}

// CardMap loads the cards with these ids, and the other halves of gigantic
// ones, as an engine.CardDB: what a match between known decks needs,
// without loading the whole database. Unknown ids are an error wrapping
// ErrNotFound.
func (s *Store) CardMap(ids []string) (engine.CardMap, error) {
	m := engine.CardMap{}
	want := dedupe(ids)
	for len(want) > 0 {
		marks := strings.TrimSuffix(strings.Repeat("?,", len(want)), ",")
		args := make([]any, len(want))
		for i, id := range want {
			args[i] = id
		}
		cs, err := loadCards(s.db, "WHERE id IN ("+marks+")", args...)
		if err != nil {
			return nil, s.wrap("load cards", err)
		}
		var next []string
		for _, c := range cs {
			m[c.ID] = c
			if c.GiganticOther != "" && m[c.GiganticOther] == nil {
				next = append(next, c.GiganticOther)
			}
		}
		for _, id := range want {
			if m[id] == nil {
				return nil, fmt.Errorf("card id %q: %w", id, ErrNotFound)
			}
		}
		want = dedupe(next)
	}
	return m, nil
}

// DeckCardMap is CardMap for every card of these decks.
func (s *Store) DeckCardMap(decks ...*engine.Deck) (engine.CardMap, error) {
	var ids []string
	for _, d := range decks {
		if d == nil {
			return nil, errors.New("DeckCardMap: nil deck")
		}
		for _, c := range d.Cards {
			ids = append(ids, c.CardID)
		}
	}
	return s.CardMap(ids)
}

func dedupe(ids []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, id := range ids {
		if !seen[id] {
			seen[id] = true
			out = append(out, id)
		}
	}
	return out
}
