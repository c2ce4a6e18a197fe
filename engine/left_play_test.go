package engine

import "testing"

// A declared effect right after a card left play acts on that card (its
// Destroyed: or leaves-play ability: Rad Penny's "shuffle Rad Penny into
// your deck"), not on a hidden copy in hand; after another action, the
// name means what it always did (a copy in hand first).
func TestDeclaredEffectOnTheCardThatLeftPlay(t *testing.T) {
	tests := []struct {
		name        string
		between     []Action // actions between the fight and the effect
		wantDiscard int      // Bob's discard pile afterwards
		wantHand    int      // Bob's hand size change
	}{
		{"right after the destruction", nil, 0, 0},
		{"after a checkpoint", []Action{{Verb: VerbCheck, Check: &Check{Player: 1, Items: []CheckItem{{Field: "discard", N: 1}}}}}, 0, 0},
		{"after another action", []Action{{Verb: VerbReap, Card: CardRef{ID: "krump"}}}, 1, -1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, []string{"troll", "krump"}, []string{"dust-pixie", "dust-pixie"})
			s.creature(0, "troll")
			s.creature(0, "krump")
			pixie := s.creature(1, "dust-pixie")
			hand := s.g.p[1].handSize()
			s.house("brobnar")
			s.wantRules(s.fight("troll", "dust-pixie"), "")
			s.wantZone(pixie, ZoneDiscard)
			for _, a := range tc.between {
				s.do(a)
			}
			s.wantRules(s.do(Action{Verb: VerbEffect, Effect: &Effect{Kind: EffShuffle, Player: 1, Card: CardRef{ID: "dust-pixie"}}}), "")
			if got := len(s.g.p[1].discard); got != tc.wantDiscard {
				t.Errorf("Bob's discard pile holds %d, want %d", got, tc.wantDiscard)
			}
			if got := s.g.p[1].handSize() - hand; got != tc.wantHand {
				t.Errorf("Bob's hand changed by %d, want %d", got, tc.wantHand)
			}
		})
	}
}

// A random discard the log does not name is the engine's guess: the view
// counts it in the discard pile but does not list it as known, the event
// says it was a guess, and the state hash is the same as without the mark.
func TestRandomDiscardGuessNotKnown(t *testing.T) {
	s := fightScen(t, nil, []string{"dust-pixie"})
	s.house("brobnar")
	out := s.do(Action{Verb: VerbEffect, Effect: &Effect{Kind: EffDiscardRandom, Player: 1, N: 1}})
	var others []string
	for _, ev := range out.Events {
		if ev.Kind == EvCardDiscarded {
			others = append(others, ev.Other)
		}
	}
	d := s.g.View().Players[1].Discard
	if d.Count != 1 || len(d.Known) != 0 {
		t.Errorf("Bob's discard pile: %d cards, known %v; want 1 card, none known", d.Count, d.Known)
	}
	if len(others) != 1 || others[0] != "guessed" {
		t.Errorf("discard events' Other %q, want one \"guessed\"", others)
	}
	h := s.g.Hash()
	s.g.cards[s.g.p[1].discard[0]].flags &^= flGuessed
	if s.g.Hash() != h {
		t.Error("the guess mark changes the state hash")
	}
	if d := s.g.View().Players[1].Discard; len(d.Known) != 1 {
		t.Errorf("without the mark the card is known: %v", d.Known)
	}
}

// "unstun Troll" is the use of a stunned creature: it exhausts and the
// stun goes, nothing else happens (Rulebook: Glossary – Stun); on a
// creature that is not stunned it is a stunned violation and does nothing.
func TestUnstunVerb(t *testing.T) {
	s := fightScen(t, []string{"troll"}, nil)
	tr := s.creature(0, "troll")
	s.g.cards[tr].flags |= flStunned
	s.house("brobnar")
	before := s.aember(0)
	s.wantRules(s.do(Action{Verb: VerbUnstun, Card: CardRef{ID: "troll"}}), "")
	if c := &s.g.cards[tr]; c.has(flStunned) || !c.has(flExhausted) || s.aember(0) != before {
		t.Errorf("after unstun: stunned %v, exhausted %v, Æmber %d → %d", c.has(flStunned), c.has(flExhausted), before, s.aember(0))
	}
	s.wantRules(s.do(Action{Verb: VerbUnstun, Card: CardRef{ID: "troll"}}), "stunned")
}

// "hand PLAYER CARD…" names cards in a hand without drawing: the opening
// hand during the setup (the game does not begin), or cards an ability
// drew. Two copies named are two copies; a copy that cannot be there is
// card-not-available.
func TestHandVerb(t *testing.T) {
	s := newScen(t, []string{"troll", "troll", "krump"}, nil)
	hand := s.g.p[0].handSize()
	s.wantRules(s.do(Action{Verb: VerbHand, Player: 0, Cards: []CardRef{{ID: "troll"}, {ID: "troll"}}}), "")
	if s.g.step != StepSetup || s.g.p[0].handSize() != hand || len(s.g.p[0].hand) != 2 {
		t.Fatalf("after naming two Trolls: step %v, hand %d (was %d), known %d", s.g.step, s.g.p[0].handSize(), hand, len(s.g.p[0].hand))
	}
	s.wantRules(s.do(Action{Verb: VerbHand, Player: 0, Cards: []CardRef{{ID: "troll"}, {ID: "troll"}, {ID: "troll"}}}), "card-not-available")
	s.house("brobnar")
	s.effect(Effect{Kind: EffDraw, N: 1})
	s.wantRules(s.do(Action{Verb: VerbHand, Player: 0, Cards: []CardRef{{ID: "krump"}}}), "")
	if len(s.g.p[0].hand) != 3 {
		t.Errorf("known cards in hand %d, want 3", len(s.g.p[0].hand))
	}
}

// Forging with Æmber on a card (Senator Shrix) until the notation says it
// directly: "> move N CARD" in step 1 brings the card's Æmber to the pool
// without ending the step, and "forge" then pays from the pool.
func TestForgeWithAemberMovedFromACard(t *testing.T) {
	s := fightScen(t, []string{"troll"}, nil)
	tr := s.creature(0, "troll")
	s.g.cards[tr].aember = 2
	s.g.p[0].aember = 4
	s.end()
	s.end()
	s.wantRules(s.effect(Effect{Kind: EffMove, N: 2, Card: CardRef{ID: "troll"}}), "")
	if s.g.step != StepForge || s.aember(0) != 6 {
		t.Fatalf("after the move: step %v, Æmber %d; want step forge, 6", s.g.step, s.aember(0))
	}
	s.wantRules(s.do(Action{Verb: VerbForge, Key: KeyRed}), "")
	if s.g.p[0].keyCount() != 1 || s.aember(0) != 0 {
		t.Errorf("keys %d, Æmber %d; want 1 key, 0 Æmber", s.g.p[0].keyCount(), s.aember(0))
	}
}

// A choose line may name the waiting choice it answers: "ability:" after a
// play whose bonus icon waits first lets the icon resolve by itself (a
// choice-missing when it mattered) and answers the card's ability; a label
// no waiting choice has is choice-unexpected.
func TestChoiceLabels(t *testing.T) {
	tests := []struct {
		name    string
		words   []string
		cards   []string
		mix     uint32
		rules   string
		waiting string // what waits afterwards
	}{
		{"unlabelled: the bonus icon first", nil, []string{"dust-pixie"}, 0, "", "ready-fight"},
		{"bonus: is the first anyway", []string{"bonus:"}, []string{"dust-pixie"}, 1, "", "ready-fight"},
		{"ability: skips the bonus icon", []string{"ability:"}, []string{"krump"}, 1, "choice-missing", "ready-fight"},
		{"random: waits nowhere", []string{"random:"}, []string{"krump"}, 1, "choice-unexpected", "bonus-damage"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := housesIconScen(t, aliceHouses, "anger", []Bonus{BonusDamage}, []string{"troll", "krump"}, []string{"dust-pixie", "bad-penny"})
			s.creature(0, "troll")
			s.creature(0, "krump")
			s.creature(1, "dust-pixie")
			s.creature(1, "bad-penny")
			s.house("brobnar")
			s.play("anger")
			if w, _ := s.g.Waiting(); w != "bonus-damage" {
				t.Fatalf("after play Anger %q waits, want bonus-damage", w)
			}
			a := Action{Verb: VerbChoose, Words: tc.words, Mix: tc.mix}
			for _, c := range tc.cards {
				a.Cards = append(a.Cards, CardRef{ID: c})
			}
			s.wantRules(s.do(a), tc.rules)
			if w, _ := s.g.Waiting(); w != tc.waiting {
				t.Errorf("%q waits, want %q", w, tc.waiting)
			}
		})
	}
}
