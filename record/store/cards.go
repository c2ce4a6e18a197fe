package store

import (
	"cmp"
	"context"
	"database/sql"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

// ImportResult counts what an import changed.
type ImportResult struct {
	Cards int // card ids in the input (reprints in one file counted once)
	New   int // ids the database did not have before
}

// ImportPack stores a keyteki pack's cards in one transaction: either the
// whole file is imported or nothing is. Importing the same file again
// changes nothing; a reprint of a known id adds its printing.
func (s *Store) ImportPack(p *carddb.Pack) (ImportResult, error) {
	var res ImportResult
	err := s.tx(context.Background(), "import pack "+p.Code, func(tx *sql.Tx) error {
		if num := packSet(p); num != 0 && p.Code != "" {
			if _, err := tx.Exec(`INSERT INTO sets (num, code, name) VALUES (?, ?, ?)
				ON CONFLICT (num) DO UPDATE SET code = excluded.code, name = excluded.name`, num, p.Code, p.Name); err != nil {
				return err
			}
		}
		var err error
		res, err = importCards(tx, p.Cards)
		return err
	})
	return res, err
}

// packSet is the set number most of a pack's cards are printed in (a
// pack may carry a few cards of other sets).
func packSet(p *carddb.Pack) int {
	count := map[int]int{}
	best := 0
	for _, c := range p.Cards {
		for _, pr := range c.Printings {
			count[pr.Set]++
			if count[pr.Set] > count[best] || (count[pr.Set] == count[best] && pr.Set < best) {
				best = pr.Set
			}
		}
	}
	return best
}

// Set is a set of cards as its pack names it.
type Set struct {
	Num  int    // Master Vault expansion number
	Code string // "CotA"
	Name string // "Call of the Archons"
}

// Sets lists the known sets, by number.
func (s *Store) Sets() ([]Set, error) {
	var out []Set
	err := eachRow(s.db, "SELECT num, code, name FROM sets ORDER BY num", nil, func(r *sql.Rows) error {
		var x Set
		if err := r.Scan(&x.Num, &x.Code, &x.Name); err != nil {
			return err
		}
		out = append(out, x)
		return nil
	})
	if err != nil {
		return nil, s.wrap("list sets", err)
	}
	return out, nil
}

// SetNumber reads a set as a number ("341") or a code or name known from
// imported packs ("CotA", "call of the archons"); 0 and false if unknown.
func (s *Store) SetNumber(set string) (int, bool) {
	if n, err := strconv.Atoi(strings.TrimSpace(set)); err == nil {
		return n, true
	}
	sets, err := s.Sets()
	if err != nil {
		return 0, false
	}
	for _, x := range sets {
		if carddb.Fold(x.Code) == carddb.Fold(set) || carddb.Fold(x.Name) == carddb.Fold(set) {
			return x.Num, true
		}
	}
	return 0, false
}

// ImportCards stores card definitions (merged with what the database
// holds, see carddb.Merge) in one transaction.
func (s *Store) ImportCards(cards []*engine.CardDef) (ImportResult, error) {
	var res ImportResult
	err := s.tx(context.Background(), "import cards", func(tx *sql.Tx) error {
		var err error
		res, err = importCards(tx, cards)
		return err
	})
	return res, err
}

func importCards(tx *sql.Tx, cards []*engine.CardDef) (ImportResult, error) {
	merged := carddb.Merge(cards)
	res := ImportResult{Cards: len(merged)}
	known, err := knownIDs(tx)
	if err != nil {
		return res, err
	}
	w, err := newCardWriter(tx)
	if err != nil {
		return res, err
	}
	defer w.close()
	for _, c := range merged {
		if !known[c.ID] {
			res.New++
		} else {
			old, err := cardByID(tx, c.ID)
			if err != nil {
				return res, err
			}
			c = carddb.Merge([]*engine.CardDef{old, c})[0]
		}
		if err := w.put(c, known[c.ID]); err != nil {
			return res, fmt.Errorf("card %s: %w", c.ID, err)
		}
	}
	return res, nil
}

func knownIDs(q querier) (map[string]bool, error) {
	known := map[string]bool{}
	err := eachRow(q, "SELECT id FROM cards", nil, func(r *sql.Rows) error {
		var id string
		err := r.Scan(&id)
		known[id] = true
		return err
	})
	return known, err
}

// cardWriter writes cards with statements prepared once per import.
type cardWriter struct {
	card, printing, keyword, trait *sql.Stmt
	clear                          []*sql.Stmt
}

func newCardWriter(tx *sql.Tx) (*cardWriter, error) {
	w := &cardWriter{}
	var err error
	prep := func(q string) *sql.Stmt {
		if err != nil {
			return nil
		}
		var st *sql.Stmt
		st, err = tx.Prepare(q)
		return st
	}
	w.card = prep(`INSERT INTO cards (id, name, fold, house, type, power, armor, amber, text, rarity, gigantic_other, gigantic_bottom,
			keyword_list, trait_list, printing_list)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET name = excluded.name, fold = excluded.fold, house = excluded.house,
			type = excluded.type, power = excluded.power, armor = excluded.armor, amber = excluded.amber,
			text = excluded.text, rarity = excluded.rarity, gigantic_other = excluded.gigantic_other,
			gigantic_bottom = excluded.gigantic_bottom, keyword_list = excluded.keyword_list,
			trait_list = excluded.trait_list, printing_list = excluded.printing_list`)
	w.printing = prep("INSERT OR IGNORE INTO card_printings (card_id, set_num, number, house) VALUES (?, ?, ?, ?)")
	w.keyword = prep("INSERT INTO card_keywords (card_id, pos, keyword, n) VALUES (?, ?, ?, ?)")
	w.trait = prep("INSERT INTO card_traits (card_id, pos, trait) VALUES (?, ?, ?)")
	for _, table := range []string{"card_printings", "card_keywords", "card_traits"} {
		w.clear = append(w.clear, prep("DELETE FROM "+table+" WHERE card_id = ?"))
	}
	if err != nil {
		w.close()
		return nil, err
	}
	return w, nil
}

func (w *cardWriter) close() {
	for _, st := range append([]*sql.Stmt{w.card, w.printing, w.keyword, w.trait}, w.clear...) {
		if st != nil {
			st.Close()
		}
	}
}

// put writes c; existed says whether its detail rows must be cleared first.
func (w *cardWriter) put(c *engine.CardDef, existed bool) error {
	keywords, traits, printings := cardLists(c)
	_, err := w.card.Exec(c.ID, c.Name, carddb.Fold(c.Name), string(c.House), string(c.Type), c.Power, c.Armor, c.Amber,
		c.Text, c.Rarity, c.GiganticOther, c.GiganticBottom, keywords, traits, printings)
	if err != nil {
		return err
	}
	if existed {
		for _, st := range w.clear {
			if _, err := st.Exec(c.ID); err != nil {
				return err
			}
		}
	}
	for _, p := range c.Printings {
		if _, err := w.printing.Exec(c.ID, p.Set, p.Number, string(p.House)); err != nil {
			return err
		}
	}
	for i, k := range c.Keywords {
		if _, err := w.keyword.Exec(c.ID, i, string(k.Keyword), k.N); err != nil {
			return err
		}
	}
	for i, t := range c.Traits {
		if _, err := w.trait.Exec(c.ID, i, t); err != nil {
			return err
		}
	}
	return nil
}

// querier is what *sql.DB and *sql.Tx share.
type querier interface {
	Query(query string, args ...any) (*sql.Rows, error)
	QueryRow(query string, args ...any) *sql.Row
}

const cardColumns = `id, name, house, type, power, armor, amber, text, rarity, gigantic_other, gigantic_bottom`

func cardByID(q querier, id string) (*engine.CardDef, error) {
	cs, err := loadCards(q, "WHERE id = ?", id)
	if err != nil || len(cs) == 0 {
		return nil, err
	}
	return cs[0], nil
}

// cardQuery reads cards with their keywords, traits and printings, each
// list one column (migration 0005): within a list, items are joined by an
// ASCII record separator and an item's fields by a unit separator,
// characters no card data holds. cardLists writes them.
const cardQuery = `SELECT ` + cardColumns + `, keyword_list, trait_list, printing_list FROM cards `

// loadCards reads the cards a WHERE clause selects, with their printings,
// keywords and traits, sorted by id.
func loadCards(q querier, where string, args ...any) ([]*engine.CardDef, error) {
	rows, err := q.Query(cardQuery+where+" ORDER BY id", args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []*engine.CardDef
	for rows.Next() {
		c := &engine.CardDef{}
		var house, typ string
		var keywords, traits, printings string
		if err := rows.Scan(&c.ID, &c.Name, &house, &typ, &c.Power, &c.Armor, &c.Amber, &c.Text, &c.Rarity,
			&c.GiganticOther, &c.GiganticBottom, &keywords, &traits, &printings); err != nil {
			return nil, err
		}
		c.House, c.Type = engine.House(house), engine.CardType(typ)
		if err := fillLists(c, keywords, traits, printings); err != nil {
			return nil, fmt.Errorf("card %s: %w", c.ID, err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// cardLists joins c's keywords, traits and printings as cardQuery reads
// them; fillLists splits them. Printings are sorted and without repeats,
// as the printings table keeps them.
func cardLists(c *engine.CardDef) (keywords, traits, printings string) {
	items := make([]string, len(c.Keywords))
	for i, k := range c.Keywords {
		items[i] = string(k.Keyword) + "\x1f" + strconv.Itoa(k.N)
	}
	keywords = strings.Join(items, "\x1e")
	traits = strings.Join(c.Traits, "\x1e")
	ps := slices.Clone(c.Printings)
	slices.SortFunc(ps, func(a, b engine.Printing) int {
		return cmp.Or(cmp.Compare(a.Set, b.Set), strings.Compare(a.Number, b.Number))
	})
	items = items[:0]
	for i, p := range ps {
		if i == 0 || p.Set != ps[i-1].Set || p.Number != ps[i-1].Number {
			items = append(items, printingItem(p))
		}
	}
	return keywords, traits, strings.Join(items, "\x1e")
}

// printingItem is one printing in cardQuery's list: the set and the
// collector number, and the house printed there when known (a third
// field; lists stored before it have two, and fillLists reads both).
func printingItem(p engine.Printing) string {
	item := strconv.Itoa(p.Set) + "\x1f" + p.Number
	if p.House != "" {
		item += "\x1f" + string(p.House)
	}
	return item
}

// fillLists sets c's keywords, traits and printings from cardQuery's
// joined lists ("" for none).
func fillLists(c *engine.CardDef, keywords, traits, printings string) error {
	for _, item := range splitList(keywords) {
		k, n, _ := strings.Cut(item, "\x1f")
		v, err := strconv.Atoi(n)
		if err != nil {
			return fmt.Errorf("keyword %q: %w", item, err)
		}
		c.Keywords = append(c.Keywords, engine.KeywordValue{Keyword: engine.Keyword(k), N: v})
	}
	c.Traits = splitList(traits)
	for _, item := range splitList(printings) {
		set, num, _ := strings.Cut(item, "\x1f")
		num, house, _ := strings.Cut(num, "\x1f")
		v, err := strconv.Atoi(set)
		if err != nil {
			return fmt.Errorf("printing %q: %w", item, err)
		}
		c.Printings = append(c.Printings, engine.Printing{Set: v, Number: num, House: engine.House(house)})
	}
	return nil
}

// splitList splits a list cardQuery joined; "" is none.
func splitList(s string) []string {
	if s == "" {
		return nil
	}
	return strings.Split(s, "\x1e")
}

// eachRow calls f with each row of query's result.
func eachRow(q querier, query string, args []any, f func(*sql.Rows) error) error {
	rows, err := q.Query(query, args...)
	if err != nil {
		return err
	}
	return eachOf(rows, f)
}

// eachOf calls f with each of rows (of a prepared statement's query, or
// eachRow's), and closes them.
func eachOf(rows *sql.Rows, f func(*sql.Rows) error) error {
	defer rows.Close()
	for rows.Next() {
		if err := f(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Card is the card with this id, or an error wrapping ErrNotFound.
func (s *Store) Card(id string) (*engine.CardDef, error) {
	c, err := cardByID(s.db, id)
	if err != nil {
		return nil, s.wrap("read card", err)
	}
	if c == nil {
		return nil, fmt.Errorf("card id %q: %w", id, ErrNotFound)
	}
	return c, nil
}

// Cards is every card, sorted by id.
func (s *Store) Cards() ([]*engine.CardDef, error) {
	cs, err := loadCards(s.db, "")
	if err != nil {
		return nil, s.wrap("read cards", err)
	}
	return cs, nil
}

// CardCount is the number of card ids stored.
func (s *Store) CardCount() (int, error) {
	var n int
	if err := s.db.QueryRow("SELECT count(*) FROM cards").Scan(&n); err != nil {
		return 0, s.wrap("count cards", err)
	}
	return n, nil
}

// CardIndex indexes every stored card for forgiving name lookup. It also
// serves as the engine.CardDB of matches played with these cards.
func (s *Store) CardIndex() (*carddb.Index, error) {
	cs, err := s.Cards()
	if err != nil {
		return nil, err
	}
	return carddb.NewIndex(cs), nil
}

// CardFilter selects cards for Search; empty fields select everything.
// Text matching is on folded forms (case and accents ignored).
type CardFilter struct {
	House   string // a house as people write it ("Star Alliance")
	Type    string // creature, action, artifact, upgrade, …
	Keyword string // elusive, assault, …
	Trait   string // knight, …
	Set     int    // Master Vault set number
	Text    string // words in the name or the rules text
}

// Search is the cards the filter selects, sorted by name then id.
func (s *Store) Search(f CardFilter) ([]*engine.CardDef, error) {
	var where []string
	var args []any
	if f.House != "" {
		where = append(where, "replace(lower(house), ' ', '') = ?")
		args = append(args, strings.ReplaceAll(carddb.Fold(f.House), " ", ""))
	}
	if f.Type != "" {
		where = append(where, "type = ?")
		args = append(args, strings.ToLower(strings.TrimSpace(f.Type)))
	}
	if f.Keyword != "" {
		where = append(where, "id IN (SELECT card_id FROM card_keywords WHERE keyword = ?)")
		args = append(args, strings.ToLower(strings.TrimSpace(f.Keyword)))
	}
	if f.Trait != "" {
		where = append(where, "id IN (SELECT card_id FROM card_traits WHERE lower(trait) = ?)")
		args = append(args, strings.ToLower(strings.TrimSpace(f.Trait)))
	}
	if f.Set != 0 {
		where = append(where, "id IN (SELECT card_id FROM card_printings WHERE set_num = ?)")
		args = append(args, f.Set)
	}
	clause := ""
	if len(where) > 0 {
		clause = "WHERE " + strings.Join(where, " AND ")
	}
	cs, err := loadCards(s.db, clause, args...)
	if err != nil {
		return nil, s.wrap("search cards", err)
	}
	if f.Text != "" { // folded matching is simplest in Go
		want := carddb.Fold(f.Text)
		kept := cs[:0]
		for _, c := range cs {
			if strings.Contains(carddb.Fold(c.Name), want) || strings.Contains(carddb.Fold(c.Text), want) {
				kept = append(kept, c)
			}
		}
		cs = kept
	}
	sort.SliceStable(cs, func(i, j int) bool { return cs[i].Name < cs[j].Name })
	return cs, nil
}
