package deck

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"unicode"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

// mvDoc is the Master Vault's answer to /api/decks/<uuid>/?links=cards.
type mvDoc struct {
	Data struct {
		ID        string `json:"id"`
		Name      string `json:"name"`
		Expansion int    `json:"expansion"`
		Links     struct {
			Houses []string `json:"houses"`
			Cards  []string `json:"cards"`
		} `json:"_links"`
		BonusIcons []struct {
			CardID string   `json:"card_id"`
			Icons  []string `json:"bonus_icons"`
		} `json:"bonus_icons"`
	} `json:"data"`
	Linked *struct {
		Cards []mvCard `json:"cards"`
	} `json:"_linked"`
}

type mvCard struct {
	ID         string          `json:"id"`
	Title      string          `json:"card_title"`
	House      string          `json:"house"`
	Type       string          `json:"card_type"`
	Text       string          `json:"card_text"`
	Traits     *string         `json:"traits"`
	Amber      json.RawMessage `json:"amber"`
	Power      json.RawMessage `json:"power"`
	Armor      json.RawMessage `json:"armor"`
	Rarity     string          `json:"rarity"`
	Number     string          `json:"card_number"`
	Expansion  int             `json:"expansion"`
	IsMaverick bool            `json:"is_maverick"`
}

// ReadMasterVault reads a Master Vault deck document.
//
// The Master Vault names cards by its own uuids; kfr (like keyteki) by a
// slug id such as "bad-penny". A uuid is mapped to the card database by its
// folded title (carddb.Fold). When several cards share that title the
// printing decides (expansion + collector number: this separates an evil
// twin from its original), then the house, then for a gigantic creature
// the half: the two halves share title, number and house, so the copy the
// Master Vault marks rarity "FIXED" (as keyteki marks the bottom half) or,
// failing that, the second distinct uuid of the pair, is the bottom half.
// A card the database does not know at all is built from the facts the
// document carries, under a slug of its title, and returned in Doc.Cards.
func ReadMasterVault(name string, data []byte, cards Cards) (*Doc, error) {
	var doc mvDoc
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, carddb.JSONError(name, data, err)
	}
	d := doc.Data
	if doc.Linked == nil || d.Links.Cards == nil {
		return nil, &Error{File: name, Line: 1, Column: 1,
			Msg: `expected a Master Vault deck document: {"data": {..., "_links": {"cards": [...]}}, "_linked": {"cards": [...]}}`}
	}
	deck := &engine.Deck{ID: strings.ToLower(d.ID), Name: d.Name, Set: d.Expansion}
	if len(d.Links.Houses) != 3 {
		return nil, &Error{File: name, Deck: d.Name, Msg: fmt.Sprintf("has %d houses, expected 3", len(d.Links.Houses))}
	}
	for i, h := range d.Links.Houses {
		house, ok := ParseHouse(h)
		if !ok {
			return nil, &Error{File: name, Deck: d.Name, Msg: fmt.Sprintf("unknown house %q: expected one of %s", h, houseList())}
		}
		deck.Houses[i] = house
	}
	byUUID := make(map[string]*mvCard, len(doc.Linked.Cards))
	for i := range doc.Linked.Cards {
		byUUID[doc.Linked.Cards[i].ID] = &doc.Linked.Cards[i]
	}
	res := newMVResolver(cards, byUUID, d.Links.Cards)
	out := &Doc{Format: MasterVault, Decks: []*engine.Deck{deck}}
	for _, u := range d.Links.Cards {
		mc := byUUID[u]
		if mc == nil {
			return nil, &Error{File: name, Deck: d.Name, Card: u, Msg: "listed in data._links.cards but missing from _linked.cards"}
		}
		def, err := res.resolve(u)
		if err != nil {
			return nil, &Error{File: name, Deck: d.Name, Card: mc.Title, Msg: err.Error()}
		}
		dc := engine.DeckCard{CardID: def.ID}
		// A copy whose Master Vault house is a deck house other than the
		// card's own is played as that house (a maverick, or one printing
		// of a card printed in several houses).
		if h, ok := ParseHouse(mc.House); ok && h != def.House && deck.HasHouse(h) {
			dc.House = h
		}
		deck.Cards = append(deck.Cards, dc)
	}
	out.Cards = res.created
	// bonus_icons has one entry per enhanced copy: give each to the first
	// copy of that uuid that has none yet.
	done := map[int]bool{}
	for _, b := range d.BonusIcons {
		i := copyOf(d.Links.Cards, b.CardID, done)
		if i < 0 {
			return nil, &Error{File: name, Deck: d.Name, Card: b.CardID,
				Msg: "bonus_icons names a card the deck has no unenhanced copy of"}
		}
		done[i] = true
		for _, icon := range b.Icons {
			bonus, ok := ParseBonus(icon)
			if !ok {
				return nil, &Error{File: name, Deck: d.Name, Card: byUUID[b.CardID].Title,
					Msg: fmt.Sprintf("unknown bonus icon %q: expected amber, capture, damage, draw, discard or a house", icon)}
			}
			deck.Cards[i].Enhancements = append(deck.Cards[i].Enhancements, bonus)
		}
	}
	if err := Check(name, deck, overlay{cards, res.createdByID}); err != nil {
		return nil, err
	}
	return out, nil
}

func copyOf(uuids []string, u string, done map[int]bool) int {
	for i, x := range uuids {
		if x == u && !done[i] {
			return i
		}
	}
	return -1
}

type mvResolver struct {
	cards       Cards
	byUUID      map[string]*mvCard
	order       []string // distinct uuids in deck order
	memo        map[string]*engine.CardDef
	created     []*engine.CardDef
	createdByID map[string]*engine.CardDef
}

func newMVResolver(cards Cards, byUUID map[string]*mvCard, list []string) *mvResolver {
	r := &mvResolver{cards: cards, byUUID: byUUID, memo: map[string]*engine.CardDef{},
		createdByID: map[string]*engine.CardDef{}}
	seen := map[string]bool{}
	for _, u := range list {
		if !seen[u] {
			seen[u] = true
			r.order = append(r.order, u)
		}
	}
	return r
}

func (r *mvResolver) resolve(u string) (*engine.CardDef, error) {
	if d := r.memo[u]; d != nil {
		return d, nil
	}
	mc := r.byUUID[u]
	var cands []*engine.CardDef
	if r.cards != nil {
		cands = distinct(r.cards.Titled(mc.Title))
	}
	if len(cands) == 0 {
		d, err := r.create(mc)
		if err != nil {
			return nil, err
		}
		r.memo[u] = d
		return d, nil
	}
	cands = narrow(cands, func(c *engine.CardDef) bool { return printedAs(c, mc.Expansion, mc.Number) })
	if h, ok := ParseHouse(mc.House); ok && !mc.IsMaverick {
		cands = narrow(cands, func(c *engine.CardDef) bool { return c.House == h })
	}
	if len(cands) == 2 && cands[0].IsGigantic() && cands[0].GiganticOther == cands[1].ID {
		cands = []*engine.CardDef{r.half(u, cands[0], cands[1])}
	}
	if len(cands) > 1 {
		ids := make([]string, len(cands))
		for i, c := range cands {
			ids[i] = c.ID
		}
		return nil, fmt.Errorf("matches several cards (%s) and its printing (set %d, number %s) does not decide", strings.Join(ids, ", "), mc.Expansion, mc.Number)
	}
	r.memo[u] = cands[0]
	return cands[0], nil
}

// half picks the top or bottom half of a gigantic creature for uuid u.
func (r *mvResolver) half(u string, a, b *engine.CardDef) *engine.CardDef {
	top, bottom := a, b
	if a.GiganticBottom {
		top, bottom = b, a
	}
	if strings.EqualFold(r.byUUID[u].Rarity, "FIXED") {
		return bottom
	}
	var pair []string // the deck's distinct uuids with this title
	for _, x := range r.order {
		if carddb.Fold(r.byUUID[x].Title) == carddb.Fold(r.byUUID[u].Title) {
			pair = append(pair, x)
		}
	}
	for _, x := range pair {
		if x != u && strings.EqualFold(r.byUUID[x].Rarity, "FIXED") {
			return top
		}
	}
	if len(pair) == 2 && pair[1] == u {
		return bottom
	}
	return top
}

func printedAs(c *engine.CardDef, set int, number string) bool {
	for _, p := range c.Printings {
		if p.Set == set && strings.TrimLeft(p.Number, "0") == strings.TrimLeft(number, "0") {
			return true
		}
	}
	return false
}

// narrow keeps the cards that pass keep, unless none does.
func narrow(cs []*engine.CardDef, keep func(*engine.CardDef) bool) []*engine.CardDef {
	var out []*engine.CardDef
	for _, c := range cs {
		if keep(c) {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return cs
	}
	return out
}

func distinct(cs []*engine.CardDef) []*engine.CardDef {
	seen := map[string]bool{}
	var out []*engine.CardDef
	for _, c := range cs {
		if !seen[c.ID] {
			seen[c.ID] = true
			out = append(out, c)
		}
	}
	return out
}

// create builds a card definition from the facts a Master Vault document
// carries, for a card the database does not know.
func (r *mvResolver) create(mc *mvCard) (*engine.CardDef, error) {
	house, ok := ParseHouse(mc.House)
	if !ok {
		return nil, fmt.Errorf("unknown house %q", mc.House)
	}
	d := &engine.CardDef{
		ID: Slug(mc.Title), Name: mc.Title, House: house,
		Type:      engine.CardType(strings.ToLower(mc.Type)),
		Text:      mc.Text,
		Rarity:    mc.Rarity,
		Printings: []engine.Printing{{Set: mc.Expansion, Number: mc.Number}},
		Keywords:  keywordsOf(mc.Text),
	}
	if mc.Traits != nil {
		for _, t := range strings.Split(*mc.Traits, "•") {
			if t = strings.ToLower(strings.TrimSpace(t)); t != "" {
				d.Traits = append(d.Traits, t)
			}
		}
	}
	var err error
	if d.Power, err = number(mc.Power); err != nil {
		return nil, fmt.Errorf("power: %w", err)
	}
	if d.Armor, err = number(mc.Armor); err != nil {
		return nil, fmt.Errorf("armor: %w", err)
	}
	if d.Amber, err = number(mc.Amber); err != nil {
		return nil, fmt.Errorf("amber: %w", err)
	}
	if prev := r.createdByID[d.ID]; prev != nil {
		// Two uuids with one unknown title: the halves of a new gigantic
		// creature (its text says so), else two printings of one card.
		if prev.GiganticOther == "" && strings.Contains(strings.ToLower(mc.Text), "other half") {
			d.ID += "2"
			prev.GiganticOther, d.GiganticOther, d.GiganticBottom = d.ID, prev.ID, true
		} else {
			return prev, nil
		}
	}
	r.createdByID[d.ID] = d
	r.created = append(r.created, d)
	return d, nil
}

// Slug makes a keyteki-style id from a title: "Gizelhart’s Zealot" →
// "gizelhart-s-zealot".
func Slug(title string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(title) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		} else {
			dash = true
		}
	}
	return b.String()
}

// keywordsOf reads the keyword lines a card text starts with
// ("Elusive. Assault 2.").
func keywordsOf(text string) []engine.KeywordValue {
	var out []engine.KeywordValue
	for _, line := range strings.Split(strings.ReplaceAll(text, "\r", ""), "\n") {
		var kws []engine.KeywordValue
		for _, s := range strings.Split(strings.TrimSpace(line), ".") {
			s = strings.TrimSpace(s)
			if s == "" {
				continue
			}
			kv := carddb.ParseKeyword(strings.Replace(s, " ", ":", 1))
			if !knownKeyword[kv.Keyword] {
				return out
			}
			kws = append(kws, kv)
		}
		out = append(out, kws...)
	}
	return out
}

var knownKeyword = map[engine.Keyword]bool{
	engine.Elusive: true, engine.Skirmish: true, engine.Taunt: true, engine.Deploy: true,
	engine.Alpha: true, engine.Omega: true, engine.Poison: true, engine.Assault: true,
	engine.Hazardous: true, engine.Invulnerable: true, engine.Versatile: true, engine.Treachery: true,
	"splash-attack": true,
}

// number reads a JSON number, a numeric string, or null / "" (0).
func number(raw json.RawMessage) (int, error) {
	s := strings.Trim(string(bytes.TrimSpace(raw)), `"`)
	switch s {
	case "", "null", "X", "x", "-":
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, fmt.Errorf("expected a number, found %s", raw)
	}
	return n, nil
}
