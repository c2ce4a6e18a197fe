package deck_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record/carddb"
	"github.com/kfr-dev/kfr/record/deck"
)

// fixtureText is the Red Hollow Warband list, the base of the text cases.
func fixtureText(t testing.TB) string {
	data, err := fixtures.FS().(interface{ ReadFile(string) ([]byte, error) }).ReadFile("decks/red-hollow-warband.txt")
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// keytekiOf writes a fixture deck as keyteki JSON, one entry per copy.
func keytekiOf(d *engine.Deck, edit func(houses *[]string, ids *[]string)) string {
	houses := []string{string(d.Houses[0]), string(d.Houses[1]), string(d.Houses[2])}
	var ids []string
	for _, c := range d.Cards {
		ids = append(ids, c.CardID)
	}
	if edit != nil {
		edit(&houses, &ids)
	}
	var cards []string
	for _, id := range ids {
		cards = append(cards, fmt.Sprintf(`{"id": %q, "count": 1, "enhancements": ["amber"]}`, id))
	}
	return fmt.Sprintf(`[{"uuid": "u-1", "name": %q, "expansion": 341, "houses": ["%s"], "cards": [%s]}]`,
		d.Name, strings.Join(houses, `", "`), strings.Join(cards, ",\n"))
}

func TestReadFixtureFormats(t *testing.T) {
	ix := fixtures.Index()
	red := fixtures.Deck(fixtures.RedHollowWarband)
	doc, err := deck.Read("red.json", []byte(keytekiOf(red, nil)), ix)
	if err != nil {
		t.Fatal(err)
	}
	got := doc.Decks[0]
	if doc.Format != deck.Keyteki || got.Name != red.Name || got.Houses != red.Houses || len(got.Cards) != 36 ||
		len(got.Cards[5].Enhancements) != 1 || got.Cards[5].Enhancements[0] != engine.BonusAmber {
		t.Errorf("keyteki copy of the fixture: %+v", got)
	}
	text, err := deck.Read("red.txt", []byte(fixtureText(t)), ix)
	if err != nil || text.Format != deck.Text {
		t.Fatalf("text: %v %v", text, err)
	}
	var enhanced []string
	for _, c := range text.Decks[0].Cards {
		for _, e := range c.Enhancements {
			enhanced = append(enhanced, c.CardID+"+"+string(e))
		}
	}
	if strings.Join(enhanced, " ") != "troll+aember mooncurser+capture mooncurser+draw" {
		t.Errorf("enhancements %v", enhanced)
	}
}

func TestBadDecks(t *testing.T) {
	ix := fixtures.Index()
	red := fixtures.Deck(fixtures.RedHollowWarband)
	text := fixtureText(t)
	cases := []struct {
		name, file, data string
		want             []string // substrings of the error
	}{
		{"malformed JSON", "x.json", "[{\"name\": \"A\",\n  \"houses\": [\"dis\" \"logos\"]}]", []string{"x.json:2:", "invalid character"}},
		{"malformed Master Vault", "mv.json", "{\"data\": {\"name\": \"A\"},\n\"_linked\": {\"cards\": [}\n}", []string{"mv.json:2:", "invalid character"}},
		{"not a Master Vault deck", "mv.json", `{"_linked": {}}`, []string{"mv.json:1:1", "expected a Master Vault deck document"}},
		{"wrong type", "x.json", `[{"name": "A", "houses": "dis"}]`, []string{"x.json:1:", "expected []string"}},
		{"35 cards", "x.json", keytekiOf(red, func(_ *[]string, ids *[]string) { *ids = (*ids)[1:] }),
			[]string{`deck "Red Hollow Warband"`, "has 35 cards, expected 36"}},
		{"unknown house", "x.json", keytekiOf(red, func(h *[]string, _ *[]string) { (*h)[2] = "pirates" }),
			[]string{`deck "Red Hollow Warband"`, `unknown house "pirates"`}},
		{"two houses", "x.json", keytekiOf(red, func(h *[]string, _ *[]string) { *h = (*h)[:2] }),
			[]string{"has 2 houses, expected 3"}},
		{"unknown card id", "x.json", keytekiOf(red, func(_ *[]string, ids *[]string) { (*ids)[0] = "trol" }),
			[]string{`deck "Red Hollow Warband"`, `card "trol"`, "unknown card id", `did you mean "troll"`}},
		{"text: unknown card", "red.txt", strings.Replace(text, "1 Krump", "1 Krumpp", 1),
			[]string{"red.txt:9:3", `card "Krumpp"`, `did you mean "Krump"`}},
		{"text: ambiguous card", "red.txt", strings.Replace(text, "1 Krump", "1 Champion", 1),
			[]string{"red.txt:9:3", "ambiguous", "Champion Anaphiel"}},
		{"text: bad enhancement", "red.txt", strings.Replace(text, "1 Krump", "1 Krump +gold", 1),
			[]string{"red.txt:9:", `unknown enhancement "+gold"`}},
		{"text: bad house header", "red.txt", strings.Replace(text, "Dis\n", "Pirates\n", 1),
			[]string{"red.txt:", `"Pirates" is neither a house header nor a card line`}},
		{"text: 37 cards", "red.txt", strings.Replace(text, "1 Krump", "2 Krump", 1),
			[]string{"has 37 cards, expected 36"}},
		{"text: no headers, two houses", "t.txt", "1 Troll\n1 Tocsin\n", []string{"has 2 houses (brobnar, dis), expected 3"}},
		{"text: zero count", "t.txt", "0 Troll\n", []string{"t.txt:1:1", "count 0"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := deck.Read(c.file, []byte(c.data), ix)
			if err == nil {
				t.Fatal("read without error")
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}

func TestGiganticHalves(t *testing.T) {
	top := &engine.CardDef{ID: "deusillus", Name: "Deusillus", House: "saurian", Type: "creature", GiganticOther: "deusillus2"}
	bottom := &engine.CardDef{ID: "deusillus2", Name: "Deusillus", House: "saurian", Type: "creature", GiganticOther: "deusillus", GiganticBottom: true}
	cards := append(fixtures.Cards(), top, bottom)
	ix := carddb.NewIndex(cards)
	// A gigantic creature named by its title adds both halves: 34 + 2.
	text := strings.Replace(fixtureText(t), "2 Punch", "1 Punch\n1 Deusillus", 1)
	text = strings.Replace(text, "2 Dust Imp", "1 Dust Imp", 1)
	doc, err := deck.Read("g.txt", []byte(text), ix)
	if err != nil {
		t.Fatal(err)
	}
	var halves []string
	for _, c := range doc.Decks[0].Cards {
		if strings.HasPrefix(c.CardID, "deusillus") {
			halves = append(halves, c.CardID+"/"+string(c.House))
		}
	}
	if strings.Join(halves, " ") != "deusillus/brobnar deusillus2/brobnar" {
		t.Errorf("halves %v, want both, as brobnar mavericks", halves)
	}
	k := keytekiOf(fixtures.Deck(fixtures.RedHollowWarband), func(_ *[]string, ids *[]string) { (*ids)[0] = "deusillus" })
	_, err = deck.Read("g.json", []byte(k), ix)
	if err == nil || !strings.Contains(err.Error(), "unmatched half") {
		t.Errorf("a lone gigantic half: %v", err)
	}
	k = keytekiOf(fixtures.Deck(fixtures.RedHollowWarband), func(_ *[]string, ids *[]string) {
		(*ids)[0], (*ids)[1] = "deusillus", "deusillus2"
	})
	doc, err = deck.Read("g.json", []byte(k), ix)
	if err != nil || len(doc.Decks[0].Cards) != 36 {
		t.Errorf("both halves as two of 36 cards: %v", err)
	}
}

func TestParseHouse(t *testing.T) {
	for in, want := range map[string]engine.House{"Star Alliance": "staralliance", "BROBNAR": "brobnar",
		"star-alliance": "staralliance", " Dis ": "dis"} {
		if h, ok := deck.ParseHouse(in); !ok || h != want {
			t.Errorf("ParseHouse(%q) = %q %v, want %q", in, h, ok, want)
		}
	}
	if _, ok := deck.ParseHouse("Pirates"); ok {
		t.Error("Pirates is a house")
	}
	var e *deck.Error
	_, err := deck.Read("t.txt", []byte("1 Trolx\n"), fixtures.Index())
	if !errors.As(err, &e) || e.Line != 1 || e.Column != 3 {
		t.Errorf("error position: %#v", err)
	}
}

// A Prophetic Visions deck lists its four prophecies beside its 36 cards
// (docs/prophecies.md): 40 entries read; two prophecies are not a deck.
func TestProphecyDecks(t *testing.T) {
	var cards []*engine.CardDef
	names := []string{"overreach", "heads-i-win", "bad-omen", "stars-aligned"}
	for _, id := range names {
		cards = append(cards, &engine.CardDef{ID: id, Name: id, Type: engine.TypeProphecy})
	}
	ix := carddb.NewIndex(append(fixtures.Cards(), cards...))
	red := fixtures.Deck(fixtures.RedHollowWarband)
	cases := []struct {
		name  string
		extra []string
		want  string // "" reads
	}{
		{"four prophecies", names, ""},
		{"two prophecies", names[:2], "lists 2 prophecies, expected 4"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			k := keytekiOf(red, func(_ *[]string, ids *[]string) { *ids = append(*ids, c.extra...) })
			doc, err := deck.Read("p.json", []byte(k), ix)
			switch {
			case c.want == "" && err != nil:
				t.Fatal(err)
			case c.want == "" && len(doc.Decks[0].Cards) != 40:
				t.Errorf("%d cards read, want 36 and 4 prophecies", len(doc.Decks[0].Cards))
			case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
				t.Errorf("error %v, want %q", err, c.want)
			}
		})
	}
}

// A deck may list archon powers beside its 36 cards, as it lists
// prophecies (engine/archon_power.go); they are not among the 36.
func TestArchonPowerDecks(t *testing.T) {
	power := &engine.CardDef{ID: "divine-spark", Name: "Divine Spark", Type: engine.TypeArchonPower}
	ix := carddb.NewIndex(append(fixtures.Cards(), power))
	red := fixtures.Deck(fixtures.RedHollowWarband)
	k := keytekiOf(red, func(_ *[]string, ids *[]string) { *ids = append(*ids, power.ID) })
	doc, err := deck.Read("a.json", []byte(k), ix)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(doc.Decks[0].Cards); n != 37 {
		t.Errorf("%d cards read, want 36 and the archon power", n)
	}
	short := keytekiOf(red, func(_ *[]string, ids *[]string) { *ids = append((*ids)[1:], power.ID) })
	if _, err := deck.Read("b.json", []byte(short), ix); err == nil || !strings.Contains(err.Error(), "has 35 cards") {
		t.Errorf("35 cards and a power: error %v, want one about 35 cards", err)
	}
}
