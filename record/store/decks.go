package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

// SaveDeck stores a deck (replacing one with the same id) together with
// card definitions it needs that the database may lack (those a Master
// Vault document carries), in one transaction. Every card the deck lists
// must then be known.
func (s *Store) SaveDeck(d *engine.Deck, carried []*engine.CardDef) error {
	return s.SaveDecks([]*engine.Deck{d}, carried)
}

// SaveDecks is SaveDeck for several decks: all are stored or none.
func (s *Store) SaveDecks(decks []*engine.Deck, carried []*engine.CardDef) error {
	_, _, err := s.saveDecks(decks, carried)
	return err
}

// SaveDecksStamped is SaveDecks that also returns CardsAndDecksStamp just
// before and just after its own changes, in the same transaction: a caller
// that keeps the decks it read and saved, stamped, can tell whether another
// writer changed any since (before is not its stamp) or only it did.
func (s *Store) SaveDecksStamped(decks []*engine.Deck, carried []*engine.CardDef) (before, after string, err error) {
	return s.saveDecks(decks, carried)
}

func (s *Store) saveDecks(decks []*engine.Deck, carried []*engine.CardDef) (before, after string, err error) {
	err = s.tx(context.Background(), "save decks", func(tx *sql.Tx) error {
		stamp, err := s.txStmt(tx, dataStampQuery)
		if err != nil {
			return err
		}
		if before, err = dataStamp(stamp.QueryRow()); err != nil {
			return err
		}
		if err := addMissingCards(tx, carried); err != nil {
			return err
		}
		for _, d := range decks {
			if err := s.putDeck(tx, d); err != nil {
				return fmt.Errorf("deck %q: %w", d.Name, err)
			}
		}
		after, err = dataStamp(stamp.QueryRow())
		return err
	})
	return before, after, err
}

// addMissingCards stores the carried cards the database does not know;
// known ids keep the card database's facts.
func addMissingCards(tx *sql.Tx, cards []*engine.CardDef) error {
	if len(cards) == 0 {
		return nil // importCards would still read every known id
	}
	var missing []*engine.CardDef
	for _, c := range cards {
		var one int
		err := tx.QueryRow("SELECT 1 FROM cards WHERE id = ?", c.ID).Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			missing = append(missing, c)
		} else if err != nil {
			return err
		}
	}
	_, err := importCards(tx, missing)
	return err
}

func (s *Store) putDeck(tx *sql.Tx, d *engine.Deck) error {
	if d.ID == "" {
		return errors.New("a deck needs an id")
	}
	var stmts [3]*sql.Stmt
	for i, q := range []string{
		"DELETE FROM decks WHERE id = ?",
		"INSERT INTO decks (id, name, fold, set_num, house1, house2, house3, partial) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
		"INSERT INTO deck_cards (deck_id, pos, card_id, house, enhancements) VALUES (?, ?, ?, ?, ?)",
	} {
		var err error
		if stmts[i], err = s.txStmt(tx, q); err != nil {
			return err
		}
	}
	del, deck, card := stmts[0], stmts[1], stmts[2]
	if _, err := del.Exec(d.ID); err != nil {
		return err
	}
	if _, err := deck.Exec(d.ID, d.Name, carddb.Fold(d.Name), d.Set, string(d.Houses[0]), string(d.Houses[1]), string(d.Houses[2]), d.Partial); err != nil {
		return err
	}
	for i, c := range d.Cards {
		icons := make([]string, len(c.Enhancements))
		for j, e := range c.Enhancements {
			icons[j] = string(e)
		}
		_, err := card.Exec(d.ID, i, c.CardID, string(c.House), strings.Join(icons, ","))
		if err != nil {
			if strings.Contains(err.Error(), "FOREIGN KEY") {
				return fmt.Errorf("card id %q is not in the card database (kfr cards import first)", c.CardID)
			}
			return err
		}
	}
	return nil
}

// DeckSummary is a deck without its cards, for listings.
type DeckSummary struct {
	ID      string
	Name    string
	Set     int
	Houses  [3]engine.House
	Partial bool
	Cards   int
}

// Decks lists every deck, sorted by name then id.
func (s *Store) Decks() ([]DeckSummary, error) {
	var out []DeckSummary
	err := eachRow(s.db, `SELECT d.id, d.name, d.set_num, d.house1, d.house2, d.house3, d.partial,
			(SELECT count(*) FROM deck_cards c WHERE c.deck_id = d.id)
		FROM decks d ORDER BY d.name, d.id`, nil, func(r *sql.Rows) error {
		var d DeckSummary
		var h1, h2, h3 string
		if err := r.Scan(&d.ID, &d.Name, &d.Set, &h1, &h2, &h3, &d.Partial, &d.Cards); err != nil {
			return err
		}
		d.Houses = [3]engine.House{engine.House(h1), engine.House(h2), engine.House(h3)}
		out = append(out, d)
		return nil
	})
	if err != nil {
		return nil, s.wrap("list decks", err)
	}
	return out, nil
}

// DeckByID is the deck with exactly this id, or an error wrapping ErrNotFound.
func (s *Store) DeckByID(id string) (*engine.Deck, error) {
	// Prepared once (Store.prepared): an import reads two decks a log.
	deck, err := s.prepared("SELECT id, name, set_num, house1, house2, house3, partial FROM decks WHERE id = ?")
	if err != nil {
		return nil, s.wrap("read deck", err)
	}
	cards, err := s.prepared("SELECT card_id, house, enhancements FROM deck_cards WHERE deck_id = ? ORDER BY pos")
	if err != nil {
		return nil, s.wrap("read deck cards", err)
	}
	d := &engine.Deck{}
	var h1, h2, h3 string
	err = deck.QueryRow(id).Scan(&d.ID, &d.Name, &d.Set, &h1, &h2, &h3, &d.Partial)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("deck id %q: %w", id, ErrNotFound)
	}
	if err != nil {
		return nil, s.wrap("read deck", err)
	}
	d.Houses = [3]engine.House{engine.House(h1), engine.House(h2), engine.House(h3)}
	rows, err := cards.Query(id)
	if err != nil {
		return nil, s.wrap("read deck cards", err)
	}
	err = eachOf(rows, func(r *sql.Rows) error {
		var c engine.DeckCard
		var house, icons string
		if err := r.Scan(&c.CardID, &house, &icons); err != nil {
			return err
		}
		c.House = engine.House(house)
		if icons != "" {
			for _, e := range strings.Split(icons, ",") {
				c.Enhancements = append(c.Enhancements, engine.Bonus(e))
			}
		}
		d.Cards = append(d.Cards, c)
		return nil
	})
	if err != nil {
		return nil, s.wrap("read deck cards", err)
	}
	return d, nil
}

// DeckLookupError says why a name or id found no single deck.
type DeckLookupError struct {
	Query      string
	Ambiguous  bool
	Candidates []string // deck names, best first
}

func (e *DeckLookupError) Error() string {
	what := "no deck matches"
	if e.Ambiguous {
		what = "several decks match"
	}
	msg := fmt.Sprintf("%s %q", what, e.Query)
	if len(e.Candidates) > 0 {
		q := make([]string, len(e.Candidates))
		for i, c := range e.Candidates {
			q[i] = fmt.Sprintf("%q", c)
		}
		msg += ": did you mean " + strings.Join(q, ", ") + "?"
	}
	return msg
}

// Is makes errors.Is(err, ErrNotFound) true for a deck that was not found.
func (e *DeckLookupError) Is(target error) bool { return target == ErrNotFound }

// Deck finds a deck by id, by a unique id prefix (4 characters or more), or
// by name matched forgivingly like card names (case, accents, quotes,
// spaces, a unique prefix). No match or several give a *DeckLookupError
// with "did you mean" candidates.
func (s *Store) Deck(nameOrID string) (*engine.Deck, error) {
	id, err := s.findDeck(nameOrID)
	if err != nil {
		return nil, err
	}
	return s.DeckByID(id)
}

func (s *Store) findDeck(q string) (string, error) {
	decks, err := s.Decks()
	if err != nil {
		return "", err
	}
	key := strings.ToLower(strings.TrimSpace(q))
	var byPrefix []DeckSummary
	for _, d := range decks {
		if d.ID == key {
			return d.ID, nil
		}
		if len(key) >= 4 && strings.HasPrefix(d.ID, key) {
			byPrefix = append(byPrefix, d)
		}
	}
	if len(byPrefix) == 1 {
		return byPrefix[0].ID, nil
	}
	// Deck names behave like card titles: index them as such.
	defs := make([]*engine.CardDef, len(decks))
	for i, d := range decks {
		defs[i] = &engine.CardDef{ID: d.ID, Name: d.Name}
	}
	ix := carddb.NewIndex(defs)
	found, err := ix.Lookup(q)
	if err == nil {
		return found.ID, nil
	}
	var le *carddb.LookupError
	if errors.As(err, &le) {
		cands := le.Candidates
		if len(cands) == 0 && !le.Ambiguous {
			cands = ix.SuggestPrefix(q, 3) // deck names are long: people type their start
		}
		return "", &DeckLookupError{Query: q, Ambiguous: le.Ambiguous, Candidates: cands}
	}
	return "", err
}

// DeckNamed is the deck whose name folds (carddb.Fold) to the same text as
// name, preferring a complete deck to a partial one; nil when there is
// none. Unlike Deck it never matches a mere prefix.
func (s *Store) DeckNamed(name string) (*engine.Deck, error) {
	var id string
	st, err := s.prepared("SELECT id FROM decks WHERE fold = ? ORDER BY partial, id LIMIT 1")
	if err == nil {
		err = st.QueryRow(carddb.Fold(name)).Scan(&id)
	}
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	if err != nil {
		return nil, s.wrap("find deck "+name, err)
	}
	return s.DeckByID(id)
}
