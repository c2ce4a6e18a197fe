package carddb

import (
	"errors"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

func TestFold(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Æmber Imp", "aember imp"},
		{"AEmber  Imp", "aember imp"},
		{"Gizelhart’s Zealot", "gizelharts zealot"},
		{"Gizelhart''s Zealot", "gizelharts zealot"},
		{"  Quixo the “Adventurer” ", "quixo the adventurer"},
		{"Sir Marrows", "sir marrows"},
		{"Ballcano", "ballcano"},
		{"Pélerin", "pelerin"},
		{"In Here Somewhere…", "in here somewhere"},
	}
	for _, c := range cases {
		if got := Fold(c.in); got != c.want {
			t.Errorf("Fold(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func testIndex() *Index {
	return NewIndex([]*engine.CardDef{
		{ID: "troll", Name: "Troll"},
		{ID: "bad-penny", Name: "Bad Penny"},
		{ID: "badgemaster", Name: "Badgemaster"},
		{ID: "aember-imp", Name: "Æmber Imp"},
		{ID: "quixo-the-adventurer", Name: "Quixo the “Adventurer”"},
		{ID: "ultra-gravitron", Name: "Ultra Gravitron", GiganticOther: "ultra-gravitron2"},
		{ID: "ultra-gravitron2", Name: "Ultra Gravitron", GiganticOther: "ultra-gravitron", GiganticBottom: true},
	})
}

func TestLookup(t *testing.T) {
	ix := testIndex()
	found := map[string]string{
		"troll": "troll", "TROLL": "troll", "Bad Penny": "bad-penny", "bad-penny": "bad-penny",
		"AEmber imp": "aember-imp", "Aember Imp": "aember-imp", "quixo the \"adventurer\"": "quixo-the-adventurer",
		"quix": "quixo-the-adventurer", "ultra gravitron": "ultra-gravitron", "ultra-gravitron2": "ultra-gravitron2",
	}
	for name, id := range found {
		c, err := ix.Lookup(name)
		if err != nil || c.ID != id {
			t.Errorf("Lookup(%q) = %v, %v; want %s", name, c, err, id)
		}
	}
}

func TestLookupFailures(t *testing.T) {
	ix := testIndex()
	_, err := ix.Lookup("Trll")
	var le *LookupError
	if !errors.As(err, &le) || le.Ambiguous || len(le.Candidates) == 0 || le.Candidates[0] != "Troll" {
		t.Fatalf("Lookup(Trll) = %v, want unknown with Troll suggested", err)
	}
	if got := err.Error(); got != `unknown card "Trll": did you mean "Troll"?` {
		t.Errorf("message = %q", got)
	}
	_, err = ix.Lookup("bad")
	if !errors.As(err, &le) || !le.Ambiguous || len(le.Candidates) != 2 {
		t.Fatalf("Lookup(bad) = %v, want ambiguous between two", err)
	}
	if _, err = ix.Lookup("zzzzzzzzzz"); !errors.As(err, &le) || len(le.Candidates) != 0 {
		t.Fatalf("Lookup(zzz) = %v, want unknown with no candidates", err)
	}
}

func TestComplete(t *testing.T) {
	got := testIndex().Complete("ba", 10)
	if len(got) != 2 || got[0] != "Bad Penny" || got[1] != "Badgemaster" {
		t.Errorf("Complete(ba) = %v", got)
	}
}
