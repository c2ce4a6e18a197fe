package engine

// House is a KeyForge house in the lower-case form the card data uses:
// "brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed",
// "saurian", "staralliance", "unfathomable", "ekwidon", "geistoid",
// "skyborn", "redemption".
type House string

// CardType is a card's printed type, as the card data spells it.
type CardType string

// The card types of the card data.
const (
	TypeCreature      CardType = "creature"
	TypeAction        CardType = "action"
	TypeArtifact      CardType = "artifact"
	TypeUpgrade       CardType = "upgrade"
	TypeTokenCreature CardType = "token creature"
	TypeArchonPower   CardType = "archon power"
	TypeProphecy      CardType = "prophecy"
	TypeTide          CardType = "the tide"
)

// IsCreature reports whether cards of this type are creatures in play.
func (t CardType) IsCreature() bool { return t == TypeCreature || t == TypeTokenCreature }

// Keyword is a printed keyword in the card data's lower-case form:
// "elusive", "skirmish", "taunt", "deploy", "alpha", "omega", "poison",
// "assault", "hazardous", "splash-attack", "invulnerable", "versatile", ...
type Keyword string

// The keywords the rules define.
const (
	Elusive      Keyword = "elusive"
	Skirmish     Keyword = "skirmish"
	Taunt        Keyword = "taunt"
	Deploy       Keyword = "deploy"
	Alpha        Keyword = "alpha"
	Omega        Keyword = "omega"
	Poison       Keyword = "poison"
	Assault      Keyword = "assault"
	Hazardous    Keyword = "hazardous"
	SplashAttack Keyword = "splash-attack"
	Invulnerable Keyword = "invulnerable"
	Versatile    Keyword = "versatile"
	Treachery    Keyword = "treachery"
)

// KeywordValue is a keyword with its number (assault 2, hazardous 3);
// N is 0 for keywords that carry no number.
type KeywordValue struct {
	Keyword Keyword
	N       int
}

// Printing is one printing of a card: the set (Master Vault expansion
// number, 341 for Call of the Archons) and the collector number there,
// and the house it is printed in there ("" when not known: the card's
// House). A reprint may change house: Citizen Shrix is Saurian in
// Mass Mutation, Redemption in Tokens of Change and Prophetic Visions.
type Printing struct {
	Set    int
	Number string
	House  House
}

// CardDef is what is printed on a card: the facts the engine reads.
// Card definitions are shared and never modified once built.
type CardDef struct {
	ID        string // stable id, as the keyteki data spells it: "bad-penny"
	Name      string // printed title: "Bad Penny"
	House     House
	Type      CardType
	Power     int
	Armor     int
	Amber     int // Æmber bonus
	Keywords  []KeywordValue
	Traits    []string
	Text      string
	Rarity    string
	Printings []Printing

	// A gigantic creature is printed on two cards that enter play together.
	// GiganticOther is the id of the other half ("" for every other card);
	// GiganticBottom is true for the half the data marks as the second.
	GiganticOther  string
	GiganticBottom bool
}

// Has reports whether the card has the printed keyword.
func (c *CardDef) Has(k Keyword) bool {
	for _, kv := range c.Keywords {
		if kv.Keyword == k {
			return true
		}
	}
	return false
}

// KeywordN is the number of a printed keyword (assault 2 gives 2), 0 when absent.
func (c *CardDef) KeywordN(k Keyword) int {
	for _, kv := range c.Keywords {
		if kv.Keyword == k {
			return kv.N
		}
	}
	return 0
}

// HasTrait reports whether the card has the printed trait (case-insensitive).
func (c *CardDef) HasTrait(trait string) bool {
	for _, t := range c.Traits {
		if equalFold(t, trait) {
			return true
		}
	}
	return false
}

// IsGigantic reports whether the card is one half of a gigantic creature.
func (c *CardDef) IsGigantic() bool { return c.GiganticOther != "" }

// CardDB gives card definitions by id. The engine only looks cards up; it
// never iterates a CardDB, so a map is a fine implementation.
type CardDB interface {
	Card(id string) *CardDef // nil when the id is unknown
}

// CardMap is the simplest CardDB.
type CardMap map[string]*CardDef

// Card implements CardDB.
func (m CardMap) Card(id string) *CardDef { return m[id] }

func equalFold(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i], b[i]
		if 'A' <= x && x <= 'Z' {
			x += 'a' - 'A'
		}
		if 'A' <= y && y <= 'Z' {
			y += 'a' - 'A'
		}
		if x != y {
			return false
		}
	}
	return true
}
