package notation

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

const packsDir = "../../../shared/data/keyteki-packs"

// realIndex indexes every card of the real packs, one entry per id (the
// same card is reprinted under its id in several sets).
func realIndex(t testing.TB) *carddb.Index {
	files, _ := filepath.Glob(filepath.Join(packsDir, "*.json"))
	if len(files) == 0 {
		t.Skip("real card data not found at " + packsDir)
	}
	seen := map[string]bool{}
	var cards []*engine.CardDef
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := carddb.ReadPack(f, data)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range p.Cards {
			if !seen[c.ID] {
				seen[c.ID] = true
				cards = append(cards, c)
			}
		}
	}
	return carddb.NewIndex(cards)
}

// issueExample is the example of issue 4, as typed there.
const issueExample = `[Event "Club night"]
[Date "2026-11-20"]
[Player1 "Alice"]
[Deck1 "Hodak the Bookish"]
[Player2 "Bob"]
[Deck2 "Rapipdly Ever Changing Sadao"]
[First "Alice"]
[Chains1 "0"]
[Chains2 "4"]

mulligan Bob                      # setup, optional
1. Alice                          # turn header, optional; checked when present
house logos
play "Library Access"
> draw 1                          # declared effect of an unscripted ability
end
1. Bob
house untamed
play "Dust Pixie"
play "Troll" left
reap "Troll"
fight "Troll" "Bad Penny"
action "Gauntlet of Command"
play "Protect the Weak" on "Troll"
discard "Lights Out"
end
2. Alice
forge red
check Alice aember 0 keys 1 chains 0
check "Troll" damage 3
`

func TestIssueExampleRealCards(t *testing.T) {
	r := realIndex(t)
	m, err := Parse("issue4.kfr", []byte(issueExample), r)
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Entries) != 20 {
		t.Fatalf("%d entries, want 20", len(m.Entries))
	}
	want := map[int]string{3: "library-access", 8: "dust-pixie", 9: "troll", 10: "troll", 11: "troll", 12: "gauntlet-of-command", 14: "lights-out"}
	for i, id := range want {
		if got := m.Entries[i].Action.Card.ID; got != id {
			t.Errorf("entry %d (%s): card %q, want %q", i, m.Entries[i].Text, got, id)
		}
	}
	if m.Entries[13].Action.Target.ID != "troll" || m.Entries[13].Action.Card.ID != "protect-the-weak" {
		t.Errorf("upgrade entry: %+v", m.Entries[13].Action)
	}
	if m.Header.Chains != [2]int{0, 4} || m.Header.First != 0 {
		t.Errorf("header: %+v", m.Header)
	}
	out := Format(m, r)
	m2, err := Parse("formatted.kfr", out, r)
	if err != nil {
		t.Fatalf("canonical text does not parse: %v\n%s", err, out)
	}
	if string(Format(m2, r)) != string(out) {
		t.Errorf("canonical text is not stable:\n%s", out)
	}
}

// TestEvilTwins: cards sharing a title are named, and printed, by id.
func TestEvilTwins(t *testing.T) {
	r := realIndex(t)
	for _, id := range []string{"pi-sweven", "pi-sweven-evil-twin"} {
		e, err := ParseAction("reap "+id, testHeader(), r)
		if err != nil {
			t.Fatal(err)
		}
		if e.Action.Card.ID != id {
			t.Errorf("reap %s: card %q", id, e.Action.Card.ID)
		}
		if got := FormatAction(e, testHeader(), r); got != "reap "+id {
			t.Errorf("printed %q, want the id", got)
		}
	}
	_, err := ParseAction(`reap "PI Sweven"`, testHeader(), r)
	if err == nil || !strings.Contains(err.Error(), `ambiguous card "PI Sweven"`) {
		t.Errorf("got %v, want an ambiguous card error", err)
	}
}

func TestRealCardSuggestion(t *testing.T) {
	r := realIndex(t)
	_, err := ParseAction(`fight Troll "Bad Peny"`, testHeader(), r)
	want := `1:13: unknown card "Bad Peny": did you mean "Bad Penny"?`
	if err == nil || err.Error() != want {
		t.Errorf("got %v, want %s", err, want)
	}
}
