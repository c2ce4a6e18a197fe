package engine

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// Tests of the cards compiled from their printed text (cards_*_gen.go,
// written by engine/cardgen): each prints back as its own text, the
// golden file lists them all, each table is sorted for the binary search,
// and each ability fires on a standard board with every legal choice.

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// packCard is what these tests read of a keyteki pack's card.
type packCard struct {
	ID       string   `json:"id"`
	Name     string   `json:"name"`
	House    string   `json:"house"`
	Type     string   `json:"type"`
	Power    int      `json:"power"`
	Armor    int      `json:"armor"`
	Amber    int      `json:"amber"`
	Keywords []string `json:"keywords"`
	Traits   []string `json:"traits"`
	Text     string   `json:"text"`
	Rarity   string   `json:"rarity"`
}

// readPacks reads every card of the keyteki packs beside the repository
// (skipping the test without them): of a reprinted id, its printing in
// the oldest set, the one cardgen compiles.
func readPacks(t *testing.T) map[string]packCard {
	t.Helper()
	files, _ := filepath.Glob("../../shared/data/keyteki-packs/*.json")
	if len(files) == 0 {
		t.Skip("no keyteki packs in ../shared/data")
	}
	type pack struct {
		IDs   []string
		Cards []packCard
	}
	var packs []pack
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var p pack
		if err := json.Unmarshal(b, &p); err != nil {
			t.Fatal(err)
		}
		packs = append(packs, p)
	}
	setNumber := func(p pack) int {
		n := 0
		if len(p.IDs) > 0 {
			n, _ = strconv.Atoi(p.IDs[0])
		}
		return n
	}
	sort.Slice(packs, func(i, j int) bool { return setNumber(packs[i]) < setNumber(packs[j]) })
	cards := map[string]packCard{}
	for _, p := range packs {
		for _, c := range p.Cards {
			if _, ok := cards[c.ID]; !ok {
				cards[c.ID] = c
			}
		}
	}
	return cards
}

// generated lists every generated script.
func generated() []*Script {
	var out []*Script
	for _, list := range genLists {
		for i := range list {
			out = append(out, &list[i])
		}
	}
	return out
}

// Issue 16's guard against misreading: every compiled card prints back
// as its own normalised text.
func TestCompiledCardsPrintBack(t *testing.T) {
	cards := readPacks(t)
	n := 0
	for _, s := range generated() {
		c, ok := cards[s.ID]
		if !ok {
			t.Errorf("%s: generated, but no pack has it", s.ID)
			continue
		}
		n++
		if got, want := CardTextKey(s.Text(c.Name)), CardTextKey(c.Text); got != want {
			t.Errorf("%s prints back differently:\n got %s\nwant %s", s.ID, got, want)
		}
	}
	if n < 400 {
		t.Errorf("%d compiled cards checked, want at least 400", n)
	}
}

// The golden file lists every compiled card with its English, for a
// reviewer to read the whole set.
func TestCompiledCardsGolden(t *testing.T) {
	cards := readPacks(t)
	all := generated()
	sort.Slice(all, func(i, j int) bool { return all[i].ID < all[j].ID })
	var b strings.Builder
	for _, s := range all {
		name := cards[s.ID].Name
		fmt.Fprintf(&b, "%s (%s)\n", s.ID, name)
		for _, line := range strings.Split(s.Text(name), "\n") {
			fmt.Fprintf(&b, "\t%s\n", line)
		}
	}
	path := filepath.Join("testdata", "compiled-cards.golden")
	if *update {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if b.String() != string(want) {
		t.Errorf("%s differs from the generated scripts (go generate ./engine, or go test -update)", path)
	}
}

// The binary search needs each table sorted; a card id is generated once.
func TestGeneratedTablesSorted(t *testing.T) {
	seen := map[string]bool{}
	for k, list := range genLists {
		for i := range list {
			if i > 0 && list[i-1].ID >= list[i].ID {
				t.Errorf("table %d: %s after %s", k, list[i].ID, list[i-1].ID)
			}
			if seen[list[i].ID] {
				t.Errorf("%s generated twice", list[i].ID)
			}
			seen[list[i].ID] = true
			if got := generatedScript(list[i].ID); got != &list[i] {
				t.Errorf("generatedScript(%s) does not find its entry", list[i].ID)
			}
		}
	}
	for _, id := range []string{"", "zzz-not-a-card", "troll-"} {
		if generatedScript(id) != nil {
			t.Errorf("generatedScript(%q) found a script", id)
		}
	}
}

// A hand-written script overrides a compiled one, and compiled scripts
// resolve unless the game resolves hand-written ones only (Setup.HandOnly).
func TestCompiledScriptLookup(t *testing.T) {
	tests := []struct {
		id       string
		compiled bool
		want     *Script
	}{
		{"anger", true, &rulebookScripts[0]},
		{"anger", false, &rulebookScripts[0]},
		{"ammonia-clouds", true, generatedScript("ammonia-clouds")},
		{"ammonia-clouds", false, nil},
		{"dust-pixie", true, nil},
	}
	for _, tt := range tests {
		t.Run(tt.id+"/"+strconv.FormatBool(tt.compiled), func(t *testing.T) {
			g := &Game{compiled: tt.compiled}
			if tt.want == nil && tt.compiled && tt.id != "dust-pixie" {
				t.Fatal("fixture: no generated script")
			}
			if got := g.cardScript(tt.id); got != tt.want {
				t.Errorf("cardScript(%s) = %p, want %p", tt.id, got, tt.want)
			}
		})
	}
}
