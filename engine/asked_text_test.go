package engine

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestAskedTextIsChoiceText: askedFinding, which remembers the last
// findings it built, says what choiceFinding says for every step and card
// name, asked in
// an order that comes back to steps and names after others took the
// cache's slots, and asks for one step under two names.
func TestAskedTextIsChoiceText(t *testing.T) {
	names := []string{"Troll", "Krump", "Lifeward"}
	var steps []*Clause
	named := 0 // steps whose text says the card's name
	list := genLists[0]
	for i := 0; i < len(list) && (len(steps) < 12 || named < 4); i++ {
		for j := range list[i].Abilities {
			if ab := &list[i].Abilities[j]; len(ab.Steps) > 0 {
				st := &ab.Steps[0]
				if strings.TrimPrefix(choiceFinding(st, names[0]), names[0]) != strings.TrimPrefix(choiceFinding(st, names[1]), names[1]) {
					named++
				} else if len(steps) >= 12 {
					continue
				}
				steps = append(steps, st)
			}
		}
	}
	if named < 4 {
		t.Fatalf("%d steps say the card's name", named)
	}
	var g Game
	rng := rand.New(rand.NewPCG(21, 1))
	for range 3000 {
		st, name := steps[rng.IntN(len(steps))], names[rng.IntN(len(names))]
		if got, want := g.askedFinding(st, name), choiceFinding(st, name); got != want {
			t.Fatalf("askedFinding says %q, choiceFinding %q", got, want)
		}
	}
	if g.nasked == 0 || g.asked[0].st == nil {
		t.Fatal("askedFinding remembered nothing")
	}
}
