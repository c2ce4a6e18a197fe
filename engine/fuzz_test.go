package engine

import "testing"

// FuzzApply drives a game with arbitrary actions: Apply must never fail
// internally and conservation must hold after every action.
func FuzzApply(f *testing.F) {
	f.Add([]byte{3, 0, 5, 1, 7, 2, 16, 0, 14, 8, 1})
	f.Add([]byte{5, 3, 5, 4, 9, 1, 16, 16, 2, 14, 30, 2, 14, 26, 3, 8, 5, 6})
	f.Fuzz(runFuzzBody)
}

func runFuzzBody(t *testing.T, data []byte) {
	ids := []string{"troll", "krump", "anger", "urchin", "bad-penny", "protect-the-weak", "gauntlet-of-command",
		"mind-barb", "library-access", "ultra-gravitron", "ultra-gravitron2", "gorm-of-omm", "dust-pixie", "nope"}
	houses := []House{"brobnar", "dis", "sanctum", "shadows", "logos", "untamed"}
	alice := testDeck([3]House{"brobnar", "dis", "logos"}, "troll", "krump", "anger", "gauntlet-of-command", "mind-barb", "protect-the-weak", "ultra-gravitron", "ultra-gravitron2")
	bob := testDeck([3]House{"shadows", "sanctum", "logos"}, "urchin", "bad-penny", "library-access", "gorm-of-omm", "troll")
	g, err := New(testCards, Setup{Players: [2]PlayerSetup{{Name: "A", Deck: alice, Chains: 2}, {Name: "B", Deck: bob}}})
	if err != nil {
		t.Fatal(err)
	}
	next := func() int {
		if len(data) == 0 {
			return 0
		}
		b := data[0]
		data = data[1:]
		return int(b)
	}
	for len(data) > 0 {
		a := Action{Verb: Verb(next() % 21), Player: int8(next()%3) - 1}
		a.Card = CardRef{ID: ids[next()%len(ids)], Copy: next() % 3}
		a.Target = CardRef{ID: ids[next()%len(ids)]}
		a.House = houses[next()%len(houses)]
		a.N = int32(next() % 5)
		a.Flank = Flank(next() % 4)
		a.Key = KeyColor(next() % 5)
		a.Cards = []CardRef{a.Target, a.Card}
		switch a.Verb {
		case VerbEffect:
			a.Effect = &Effect{Kind: EffectKind(next() % (len(EffectSpecs) + 1)), Player: a.Player, N: next()%7 - 2,
				Card: a.Card, Target: a.Target, Key: a.Key, Keyword: Taunt, Splash: next() % 2, Duration: Duration(next() % 3)}
		case VerbCheck:
			a.Check = &Check{Player: a.Player, Items: []CheckItem{{Field: "aember", N: 1}, {Field: "location", Word: "hand"}}}
		}
		out := g.Apply(a)
		for _, v := range out.Violations {
			if v.Rule == "internal-error" {
				t.Fatalf("%v: %s", a.Verb, v.Message)
			}
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatalf("after %v %+v: %v", a.Verb, a, err)
		}
	}
}
