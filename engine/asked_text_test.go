package engine

import (
	"math/rand/v2"
	"testing"
)

// TestAskedTextIsChoiceText: askedText, which remembers the last texts it
// built, says what choiceText says for every step and card name, asked in
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
				if choiceText(st, names[0]) != choiceText(st, names[1]) {
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
		if got, want := g.askedText(st, name), choiceText(st, name); got != want {
			t.Fatalf("askedText says %q, choiceText %q", got, want)
		}
	}
	if g.nasked == 0 || g.asked[0].st == nil {
		t.Fatal("askedText remembered nothing")
	}
}
