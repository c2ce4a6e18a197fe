package notation

import (
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

// testCards are real cards (facts from the keyteki packs) for a small
// Resolver.
func testCards() *carddb.Index {
	c := func(id, name string, h engine.House, t engine.CardType, power, amber int, traits ...string) *engine.CardDef {
		return &engine.CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Amber: amber, Traits: traits}
	}
	return carddb.NewIndex([]*engine.CardDef{
		c("troll", "Troll", "brobnar", engine.TypeCreature, 8, 0, "giant"),
		c("bad-penny", "Bad Penny", "shadows", engine.TypeCreature, 1, 0, "human", "thief"),
		c("library-access", "Library Access", "logos", engine.TypeAction, 0, 0),
		c("dust-pixie", "Dust Pixie", "untamed", engine.TypeCreature, 1, 2, "faerie"),
		c("protect-the-weak", "Protect the Weak", "sanctum", engine.TypeUpgrade, 0, 1),
		c("gauntlet-of-command", "Gauntlet of Command", "brobnar", engine.TypeArtifact, 0, 0, "item"),
		c("lights-out", "Lights Out", "shadows", engine.TypeAction, 0, 1),
		c("krump", "Krump", "brobnar", engine.TypeCreature, 6, 0, "giant"),
		c("anger", "Anger", "brobnar", engine.TypeAction, 0, 1),
		c("tocsin", "Tocsin", "dis", engine.TypeCreature, 3, 0, "demon"),
		c("berserker", "Berserker", "brobnar", engine.TypeTokenCreature, 5, 0),
		c("overreach", "Overreach", "", engine.TypeProphecy, 0, 0),
		c("heads-i-win", "Heads, I Win", "", engine.TypeProphecy, 0, 0),
	})
}
