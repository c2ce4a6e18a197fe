package deck_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record/carddb"
	"github.com/kfr-dev/kfr/record/deck"
)

// mvDoc builds a Master Vault document: the fixture deck's cards (by
// title, one uuid per distinct card) plus extra linked cards and copies.
func mvDoc(d *engine.Deck, ix *carddb.Index, drop int, extraLinked []string, extraCopies []string, bonus string) string {
	var linked, copies []string
	seen := map[string]bool{}
	for _, c := range d.Cards[drop:] {
		def := ix.Card(c.CardID)
		copies = append(copies, fmt.Sprintf("%q", "u-"+def.ID))
		if !seen[def.ID] {
			seen[def.ID] = true
			linked = append(linked, fmt.Sprintf(`{"id": "u-%s", "card_title": %q, "house": %q, "card_type": "Creature",
				"amber": 0, "power": null, "armor": null, "rarity": "Common", "card_number": %q, "expansion": %d, "is_maverick": false}`,
				def.ID, def.Name, strings.ToUpper(string(def.House[:1]))+string(def.House[1:]), def.Printings[0].Number, def.Printings[0].Set))
		}
	}
	linked = append(linked, extraLinked...)
	copies = append(copies, extraCopies...)
	return fmt.Sprintf(`{"data": {"id": "ABCD-1", "name": %q, "expansion": 341,
		"_links": {"houses": ["Brobnar", "Dis", "Shadows"], "cards": [%s]},
		"bonus_icons": [%s]},
	"_linked": {"cards": [%s]}}`, d.Name, strings.Join(copies, ", "), bonus, strings.Join(linked, ",\n"))
}

func TestMasterVaultCarriesUnknownCards(t *testing.T) {
	ix := fixtures.Index()
	red := fixtures.Deck(fixtures.RedHollowWarband)
	newCard := `{"id": "u-new", "card_title": "Gloom Lurker", "house": "Dis", "card_type": "Creature",
		"card_text": "Elusive. Assault 2.\r\nReap: Gain 1A.", "traits": "Demon • Imp", "amber": 1, "power": "3",
		"armor": null, "rarity": "Rare", "card_number": "901", "expansion": 341, "is_maverick": false}`
	data := mvDoc(red, ix, 1, []string{newCard}, []string{`"u-new"`},
		`{"card_id": "u-new", "bonus_icons": ["capture", "Dis"]}, {"card_id": "u-troll", "bonus_icons": ["amber"]}`)
	doc, err := deck.Read("mv.json", []byte(data), ix)
	if err != nil {
		t.Fatal(err)
	}
	d := doc.Decks[0]
	if doc.Format != deck.MasterVault || d.ID != "abcd-1" || d.Houses != red.Houses || len(d.Cards) != 36 {
		t.Fatalf("deck %+v", d)
	}
	if len(doc.Cards) != 1 {
		t.Fatalf("carried cards %v, want the one new card", doc.Cards)
	}
	c := doc.Cards[0]
	if c.ID != "gloom-lurker" || c.House != "dis" || c.Power != 3 || c.Amber != 1 ||
		!c.Has(engine.Elusive) || c.KeywordN(engine.Assault) != 2 || strings.Join(c.Traits, ",") != "demon,imp" {
		t.Errorf("created card %+v", c)
	}
	icons := map[string]string{}
	for _, dc := range d.Cards {
		if len(dc.Enhancements) > 0 {
			icons[dc.CardID] = fmt.Sprint(dc.Enhancements)
		}
	}
	if icons["gloom-lurker"] != "[capture dis]" || icons["troll"] != "[aember]" || len(icons) != 2 {
		t.Errorf("enhancements %v", icons)
	}
}

func TestMasterVaultBadIcons(t *testing.T) {
	ix := fixtures.Index()
	red := fixtures.Deck(fixtures.RedHollowWarband)
	for _, c := range []struct{ bonus, want string }{
		{`{"card_id": "u-troll", "bonus_icons": ["gold"]}`, `unknown bonus icon "gold"`},
		{`{"card_id": "u-troll", "bonus_icons": ["amber"]}, {"card_id": "u-troll", "bonus_icons": ["amber"]}`, "no unenhanced copy"},
	} {
		_, err := deck.Read("mv.json", []byte(mvDoc(red, ix, 0, nil, nil, c.bonus)), ix)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), `deck "Red Hollow Warband"`) {
			t.Errorf("%s: %v", c.bonus, err)
		}
	}
}

// Same-titled cards (an evil twin) are told apart by their printing.
func TestMasterVaultPrintingDecides(t *testing.T) {
	cards := fixtures.Cards()
	for _, c := range cards {
		if c.ID == "troll" {
			twin := *c
			twin.ID, twin.Printings = "troll-evil-twin", []engine.Printing{{Set: 496, Number: "777"}}
			cards = append(cards, &twin)
		}
	}
	ix := carddb.NewIndex(cards)
	red := fixtures.Deck(fixtures.RedHollowWarband)
	doc, err := deck.Read("mv.json", []byte(mvDoc(red, fixtures.Index(), 0, nil, nil, "")), ix)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range doc.Decks[0].Cards {
		if c.CardID == "troll-evil-twin" {
			t.Error("the evil twin was chosen for the CotA printing")
		}
	}
}

// An unknown gigantic creature comes as two uuids of one title: both
// halves are created and linked.
func TestMasterVaultNewGigantic(t *testing.T) {
	ix := fixtures.Index()
	red := fixtures.Deck(fixtures.RedHollowWarband)
	half := func(uuid, rarity string) string {
		return fmt.Sprintf(`{"id": %q, "card_title": "Big Thing", "house": "Brobnar", "card_type": "Creature",
			"card_text": "(Play only with the other half of Big Thing.)", "traits": null, "amber": 0, "power": "12",
			"armor": null, "rarity": %q, "card_number": "950", "expansion": 341, "is_maverick": false}`, uuid, rarity)
	}
	data := mvDoc(red, ix, 2, []string{half("g-top", "Rare"), half("g-bottom", "FIXED")}, []string{`"g-top"`, `"g-bottom"`}, "")
	doc, err := deck.Read("mv.json", []byte(data), ix)
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Cards) != 2 {
		t.Fatalf("created %d cards, want the two halves", len(doc.Cards))
	}
	top, bottom := doc.Cards[0], doc.Cards[1]
	if top.ID != "big-thing" || bottom.ID != "big-thing2" || top.GiganticOther != bottom.ID || !bottom.GiganticBottom || top.GiganticBottom {
		t.Errorf("halves %+v / %+v", top, bottom)
	}
}
