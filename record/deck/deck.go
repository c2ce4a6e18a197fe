// Package deck reads KeyForge deck lists — a Master Vault deck document, a
// keyteki standalone-decks file, a plain text list — into *engine.Deck and
// checks them: 36 cards (a gigantic creature is two), three known houses,
// known cards.
package deck

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

// Size is the number of cards in a deck; each half of a gigantic creature
// counts as one.
const Size = 36

// Cards is what the readers need of a card database; *carddb.Index is one.
type Cards interface {
	Card(id string) *engine.CardDef
	Lookup(name string) (*engine.CardDef, error)
	Titled(name string) []*engine.CardDef
}

// Format names a deck document format.
type Format string

// The formats Read understands.
const (
	MasterVault Format = "mastervault"
	Keyteki     Format = "keyteki"
	Text        Format = "text"
)

// Doc is what one file held: its decks, and the card definitions it
// carried that the card database did not know (a Master Vault document
// carries the facts of every card it lists).
type Doc struct {
	Format Format
	Decks  []*engine.Deck
	Cards  []*engine.CardDef
}

// Read decodes a deck file of any supported format, guessing the format from
// its content: a JSON object with "data" and "_linked" is a Master Vault
// document, other JSON is keyteki, anything else a text list. name is the
// file name used in errors (and the deck name of a text list without one).
func Read(name string, data []byte, cards Cards) (*Doc, error) {
	switch sniff(data) {
	case MasterVault:
		return ReadMasterVault(name, data, cards)
	case Keyteki:
		return ReadKeyteki(name, data, cards)
	}
	return ReadText(name, data, cards)
}

func sniff(data []byte) Format {
	t := bytes.TrimLeft(data, " \t\r\n\ufeff")
	if len(t) == 0 || (t[0] != '{' && t[0] != '[') {
		return Text
	}
	if t[0] == '{' && bytes.Contains(data, []byte(`"_linked"`)) {
		return MasterVault
	}
	return Keyteki
}

// Error is a deck that cannot be read or is not a legal deck: it names the
// file, the position when known, the deck and the card.
type Error struct {
	File         string
	Line, Column int    // 0 when the problem has no one position
	Deck         string // deck name, "" when not known yet
	Card         string // the card concerned, as the file names it
	Msg          string
	Suggestions  []string // "did you mean" candidates
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d:%d", e.Line, e.Column)
	}
	if e.Deck != "" {
		fmt.Fprintf(&b, ": deck %q", e.Deck)
	}
	if e.Card != "" {
		fmt.Fprintf(&b, ": card %q", e.Card)
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	if len(e.Suggestions) > 0 {
		b.WriteString(": did you mean ")
		for i, s := range e.Suggestions {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%q", s)
		}
		b.WriteString("?")
	}
	return b.String()
}

// Houses are the houses a deck can be built from, in the engine's spelling.
var Houses = []engine.House{
	"brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed",
	"saurian", "staralliance", "unfathomable", "ekwidon", "geistoid",
	"skyborn", "redemption",
}

// ParseHouse maps a house as people and the Master Vault write it
// ("Star Alliance", "BROBNAR", "star-alliance") to the engine's id
// ("staralliance"); ok is false for a name that is no deck house.
func ParseHouse(s string) (engine.House, bool) {
	var b strings.Builder
	for _, r := range carddb.Fold(s) {
		if r != ' ' {
			b.WriteRune(r)
		}
	}
	h := engine.House(b.String())
	for _, k := range Houses {
		if k == h {
			return h, true
		}
	}
	return h, false
}

// ParseBonus maps an enhancement as the deck formats spell it ("amber",
// "Æmber", "capture", a house name) to an engine.Bonus.
func ParseBonus(s string) (engine.Bonus, bool) {
	f := carddb.Fold(s)
	switch f {
	case "amber", "aember", "a":
		return engine.BonusAmber, true
	case "capture", "damage", "draw", "discard":
		return engine.Bonus(f), true
	}
	if h, ok := ParseHouse(s); ok {
		return engine.Bonus(h), true
	}
	return "", false
}

// Check reports the first reason d is not a legal deck: not three distinct
// known houses, a card no database knows, a gigantic half without its other
// half, or not 36 cards. file names the source in the error.
func Check(file string, d *engine.Deck, cards interface {
	Card(string) *engine.CardDef
}) error {
	bad := func(card, format string, args ...any) error {
		return &Error{File: file, Deck: d.Name, Card: card, Msg: fmt.Sprintf(format, args...)}
	}
	seen := map[engine.House]bool{}
	for _, h := range d.Houses {
		if _, ok := ParseHouse(string(h)); !ok || string(h) != string(mustHouse(h)) {
			return bad("", "unknown house %q: expected three of %s", h, houseList())
		}
		if seen[h] {
			return bad("", "house %q listed twice: a deck has three different houses", h)
		}
		seen[h] = true
	}
	halves := map[string]int{}
	prophecies := 0 // a Prophetic Visions deck lists its four prophecies beside its 36 cards
	powers := 0
	for _, c := range d.Cards {
		def := cards.Card(c.CardID)
		if def == nil {
			return bad(c.CardID, "unknown card id: import the card database first (kfr cards import)")
		}
		if def.Type == engine.TypeProphecy {
			prophecies++
		}
		if def.Type == engine.TypeArchonPower {
			powers++ // listed beside the 36 cards too (engine/archon_power.go)
		}
		if def.IsGigantic() {
			top := def.ID
			if def.GiganticBottom {
				top = def.GiganticOther
				halves[top]--
			} else {
				halves[top]++
			}
		}
	}
	for _, c := range d.Cards { // first copy order: a stable message
		def := cards.Card(c.CardID)
		top, bottom := def.ID, def.GiganticOther
		if def.GiganticBottom {
			top, bottom = def.GiganticOther, def.ID
		}
		if n := halves[top]; n != 0 {
			return bad(def.Name, "gigantic creature with %d unmatched half (a deck holds both halves, %s and %s)",
				abs(n), top, bottom)
		}
	}
	if prophecies != 0 && prophecies != 4 {
		return bad("", "lists %d prophecies, expected 4 (a Prophetic Visions deck) or none", prophecies)
	}
	if n := len(d.Cards) - prophecies - powers; n != Size {
		return bad("", "has %d cards, expected %d (each half of a gigantic creature counts as one; prophecies and archon powers aside)", n, Size)
	}
	return nil
}

func mustHouse(h engine.House) engine.House { p, _ := ParseHouse(string(h)); return p }

func houseList() string {
	s := make([]string, len(Houses))
	for i, h := range Houses {
		s[i] = string(h)
	}
	return strings.Join(s, ", ")
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// overlay is a card database with extra cards a document carries.
type overlay struct {
	Cards
	extra map[string]*engine.CardDef
}

func (o overlay) Card(id string) *engine.CardDef {
	if c := o.extra[id]; c != nil {
		return c
	}
	if o.Cards == nil {
		return nil
	}
	return o.Cards.Card(id)
}
