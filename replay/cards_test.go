package replay

import "github.com/kfr-dev/kfr/engine"

// testCards are real card facts (keyteki packs: Call of the Archons, and a
// few later cards the violation cases need) typed in so that the tests
// need no data files.
var testCards = engine.CardMap{}

func init() {
	add := func(id, name string, h engine.House, t engine.CardType, power, armor, amber int, kws ...engine.KeywordValue) {
		testCards[id] = &engine.CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Keywords: kws}
	}
	cr, ac, up := engine.TypeCreature, engine.TypeAction, engine.TypeUpgrade
	kw := func(k engine.Keyword, n int) engine.KeywordValue { return engine.KeywordValue{Keyword: k, N: n} }
	add("troll", "Troll", "brobnar", cr, 8, 0, 0)
	add("krump", "Krump", "brobnar", cr, 6, 0, 0)
	add("valdr", "Valdr", "brobnar", cr, 6, 0, 0)                   // in neither test deck
	add("overreach", "Overreach", "", engine.TypeProphecy, 0, 0, 0) // a prophecy neither test deck has
	add("bumpsy", "Bumpsy", "brobnar", cr, 5, 0, 0)
	add("firespitter", "Firespitter", "brobnar", cr, 5, 1, 0)
	add("anger", "Anger", "brobnar", ac, 0, 0, 1)
	add("gauntlet-of-command", "Gauntlet of Command", "brobnar", engine.TypeArtifact, 0, 0, 0)
	add("tocsin", "Tocsin", "dis", cr, 3, 0, 0)
	add("shooler", "Shooler", "dis", cr, 5, 0, 0)
	add("ven-omawk", "Ven Omawk", "dis", cr, 2, 0, 0, kw(engine.Poison, 0))
	// Alphaling is a made-up alpha creature: the alpha case needs a card
	// with no ability of its own (a real one may be scripted any day).
	add("alphaling", "Alphaling", "dis", cr, 2, 0, 1, kw(engine.Alpha, 0))
	add("the-terror", "The Terror", "dis", cr, 5, 0, 0)
	add("pitlord", "Pitlord", "dis", cr, 9, 0, 2, kw(engine.Taunt, 0)) // house-must
	add("ember-imp", "Ember Imp", "dis", cr, 2, 0, 0)                  // restricted
	add("staunch-knight", "Staunch Knight", "sanctum", cr, 4, 2, 0)
	add("champion-anaphiel", "Champion Anaphiel", "sanctum", cr, 6, 1, 0, kw(engine.Taunt, 0))
	add("raiding-knight", "Raiding Knight", "sanctum", cr, 4, 2, 0)
	add("protect-the-weak", "Protect the Weak", "sanctum", up, 0, 0, 1)
	add("gorm-of-omm", "Gorm of Omm", "sanctum", engine.TypeArtifact, 0, 0, 0) // not-controller (Omni)
	add("bad-penny", "Bad Penny", "shadows", cr, 1, 0, 0)
	add("urchin", "Urchin", "shadows", cr, 1, 0, 0, kw(engine.Elusive, 0))
	add("silvertooth", "Silvertooth", "shadows", cr, 2, 0, 0)
	add("lights-out", "Lights Out", "shadows", ac, 0, 0, 1)
	add("code-monkey", "Code Monkey", "logos", cr, 3, 0, 0, kw(engine.Deploy, 0))
	add("articulated-ren", "Articulated Ren", "logos", cr, 3, 0, 0, kw(engine.Hazardous, 1))
	add("quixo-the-adventurer", "Quixo the “Adventurer”", "logos", cr, 3, 0, 0, kw(engine.Skirmish, 0))
	add("mother", "Mother", "logos", cr, 5, 0, 0)
	// Ultra Gravitron (Mass Mutation) is gigantic: two cards of one title,
	// the second half known by its id only.
	add("ultra-gravitron", "Ultra Gravitron", "logos", cr, 10, 3, 0)
	add("ultra-gravitron2", "Ultra Gravitron", "logos", cr, 10, 0, 0)
	testCards["ultra-gravitron"].GiganticOther = "ultra-gravitron2"
	testCards["ultra-gravitron2"].GiganticOther, testCards["ultra-gravitron2"].GiganticBottom = "ultra-gravitron", true
	add("dust-pixie", "Dust Pixie", "untamed", cr, 1, 0, 2)
	add("ancient-bear", "Ancient Bear", "untamed", cr, 5, 0, 0, kw(engine.Assault, 2))
	add("hunting-witch", "Hunting Witch", "untamed", cr, 2, 0, 0)
	add("flarie", "Flarie", "untamed", cr, 1, 0, 0)
	add("gravid-cycle", "Gravid Cycle", "untamed", ac, 0, 0, 1, kw(engine.Omega, 0)) // omega
}

// deckOf builds a 36-card deck from (id, copies) pairs.
func deckOf(name string, houses [3]engine.House, counts ...any) *engine.Deck {
	d := &engine.Deck{ID: name, Name: name, Set: 341, Houses: houses}
	for i := 0; i < len(counts); i += 2 {
		for range counts[i+1].(int) {
			d.Cards = append(d.Cards, engine.DeckCard{CardID: counts[i].(string)})
		}
	}
	return d
}

// testDecks are Alice's (brobnar, dis, sanctum) and Bob's (shadows, logos,
// untamed) decks, 12 cards a house.
func testDecks() [2]*engine.Deck {
	alice := deckOf("Alice's deck", [3]engine.House{"brobnar", "dis", "sanctum"},
		"troll", 2, "krump", 2, "bumpsy", 4, "firespitter", 2, "anger", 1, "gauntlet-of-command", 1,
		"tocsin", 2, "shooler", 2, "ven-omawk", 2, "alphaling", 2, "the-terror", 2, "pitlord", 1, "ember-imp", 1,
		"staunch-knight", 4, "champion-anaphiel", 4, "raiding-knight", 1, "protect-the-weak", 2, "gorm-of-omm", 1)
	bob := deckOf("Bob's deck", [3]engine.House{"shadows", "logos", "untamed"},
		"bad-penny", 2, "urchin", 4, "silvertooth", 4, "lights-out", 2,
		"code-monkey", 4, "articulated-ren", 2, "quixo-the-adventurer", 2, "mother", 2,
		"ultra-gravitron", 1, "ultra-gravitron2", 1,
		"dust-pixie", 4, "ancient-bear", 4, "hunting-witch", 2, "flarie", 1, "gravid-cycle", 1)
	return [2]*engine.Deck{alice, bob}
}
