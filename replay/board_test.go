package replay

import (
	"bytes"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// A card in play shows the copy number the notation uses, its power with
// what changed it, its armor this turn and what is left of it (with the
// printed armor when an effect changed it), and its keywords.
func TestCardLine(t *testing.T) {
	tests := []struct {
		name string
		c    engine.CardView
		want string
	}{
		{"printed", engine.CardView{Name: "Troll", Power: 8, PrintedPower: 8},
			"Troll (8 power, ready)"},
		{"second copy, counters", engine.CardView{Name: "Troll", Copy: 2, Power: 10, PrintedPower: 8, Counters: 2, Exhausted: true},
			"Troll#2 (10 power: 8 printed +2, 2 counters, exhausted)"},
		{"armor spent", engine.CardView{Name: "Staunch Knight", Power: 4, PrintedPower: 4, Armor: 1, ArmorMax: 2, PrintedArmor: 2, Damage: 1},
			"Staunch Knight (4 power, 1 of 2 armor left, 1 damage, ready)"},
		{"armor granted, keywords", engine.CardView{Name: "Krump", Power: 5, PrintedPower: 6, Armor: 1, ArmorMax: 1,
			Keywords: []string{"taunt", "assault 2"}, Stunned: true},
			"Krump (5 power: 6 printed -1, 1 armor (0 printed), taunt, assault 2, stunned)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := cardLine(&tc.c, testCards, true); got != tc.want {
				t.Errorf("cardLine = %q\n          want %q", got, tc.want)
			}
		})
	}
}

// The compact board of kfr record fits a few lines per player and numbers
// creatures as play … at N takes them.
func TestWriteBoardCompact(t *testing.T) {
	r := mustRun(t, cleanMatch())
	p, err := ParsePoint("2.Bob.5", r.Match.Header.Players)
	if err != nil {
		t.Fatal(err)
	}
	v, err := r.StateAtPoint(p)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := WriteBoardCompact(&b, v, testCards); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	want := []string{
		"Bob's turn 2, step main, house untamed; tide neutral",
		"Alice: 1 Æmber, keys none, 0 chains, key cost 6; hand 6, deck 27, discard 0, archives 0",
		"  at 0: Troll (8 power, ready)",
		"  at 1: Krump (6 power, ready)",
		"  at 2: Bumpsy (5 power, ready)",
		"Bob: 7 Æmber, keys none, 0 chains, key cost 6; hand 5, deck 27, discard 0, archives 0",
		"  at 0: Dust Pixie (1 power, exhausted)",
		"  at 1: Dust Pixie#2 (1 power, exhausted)",
		"  at 2: Ancient Bear (5 power, assault 2, ready)",
		"  at 3: Dust Pixie#3 (1 power, exhausted)",
	}
	if strings.Join(lines, "\n") != strings.Join(want, "\n") {
		t.Errorf("compact board:\n%s\nwant:\n%s", strings.Join(lines, "\n"), strings.Join(want, "\n"))
	}
}
