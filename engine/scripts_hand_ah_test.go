package engine

import "testing"

// Tests of scripts_hand_ah.go and draw_instead.go: Scooboo's replacement
// of single draws on a board.

func init() {
	testCards["scooboo"] = &CardDef{ID: "scooboo", Name: "Scooboo", House: "geistoid", Type: TypeCreature, Power: 3, Traits: []string{"specter", "robot"}}
}

// Scooboo prints back as its card's text.
func TestHandAHPrintsBack(t *testing.T) {
	want := "While Scooboo is in your discard pile, if you would draw a card during your turn, you may discard the top 3 cards of your deck and return Scooboo from your discard pile to your hand instead."
	for _, sc := range handAHScripts {
		if got := sc.Text(testCards[sc.ID].Name); got != want {
			t.Errorf("%s prints %q, want %q", sc.ID, got, want)
		}
	}
}

// ahScen is Alice's second turn (Brobnar chosen) with Scooboo on top of
// her discard pile, and a Scooboo in Bob's discard pile too.
func ahScen(t *testing.T) (*scen, int16) {
	s := secondTurnScen(t, "geistoid", []string{"scooboo", "troll", "krump", "anger"}, []string{"scooboo"})
	sc := s.hagDiscard(0, "scooboo")
	s.hagDiscard(1, "scooboo")
	s.house("brobnar")
	return s, sc
}

// yesDiscarding answers Scooboo's "may" with yes, naming the deck's top 3
// cards it discards.
func (s *scen) yesDiscarding() Outcome {
	return s.do(Action{Verb: VerbChoose, Words: []string{"yes"}, Cards: []CardRef{{ID: "troll"}, {ID: "krump"}, {ID: "anger"}}})
}

// ahWaits reports whether a draw waits for Scooboo's answer.
func (s *scen) ahWaits() bool { return s.g.ahDrawWaiting() }

// Scooboo: "While Scooboo is in your discard pile, if you would draw a
// card during your turn, you may discard the top 3 cards of your deck and
// return Scooboo from your discard pile to your hand instead."
func TestHandAHScooboo(t *testing.T) {
	t.Run("declined: the card is drawn", func(t *testing.T) {
		s, sc := ahScen(t)
		hand, deck := s.g.p[0].handSize(), s.g.p[0].deckSize()
		s.wantRules(s.do(Action{Verb: VerbDraw, Player: 0, N: 1}), "")
		if !s.ahWaits() || s.g.p[0].handSize() != hand {
			t.Fatalf("the draw does not wait for the may (hand %d, was %d)", s.g.p[0].handSize(), hand)
		}
		s.wantRules(s.words("no"), "")
		s.wantZone(sc, ZoneDiscard)
		s.wantInt("hand", s.g.p[0].handSize(), hand+1)
		s.wantInt("deck", s.g.p[0].deckSize(), deck-1)
		s.wantInt("discard", len(s.g.p[0].discard), 1)
	})
	t.Run("taken: the top 3 are discarded, Scooboo returns", func(t *testing.T) {
		s, sc := ahScen(t)
		hand, deck := s.g.p[0].handSize(), s.g.p[0].deckSize()
		s.do(Action{Verb: VerbDraw, Player: 0, N: 1})
		s.wantRules(s.yesDiscarding(), "")
		s.wantZone(sc, ZoneHand)
		s.wantInt("hand", s.g.p[0].handSize(), hand+1)
		s.wantInt("deck", s.g.p[0].deckSize(), deck-3)
		s.wantInt("discard", len(s.g.p[0].discard), 3)
		if s.ahWaits() || s.g.pend.kind != pendNone {
			t.Error("something still waits")
		}
	})
	t.Run("yes, then the cards on a line of their own", func(t *testing.T) {
		s, sc := ahScen(t)
		deck := s.g.p[0].deckSize()
		s.do(Action{Verb: VerbDraw, Player: 0, N: 1})
		s.wantRules(s.words("yes"), "")
		s.wantZone(sc, ZoneHand)
		if !s.ahWaits() {
			t.Fatal("the discard of the top 3 does not wait for the cards")
		}
		s.wantRules(s.choose("troll", "krump", "anger"), "")
		s.wantInt("deck", s.g.p[0].deckSize(), deck-3)
		s.wantInt("discard", len(s.g.p[0].discard), 3)
		if s.ahWaits() || s.g.pend.kind != pendNone {
			t.Error("something still waits")
		}
	})
	t.Run("a draw of 3 stops at each card while Scooboo is in the pile", func(t *testing.T) {
		s, sc := ahScen(t)
		hand, deck := s.g.p[0].handSize(), s.g.p[0].deckSize()
		s.do(Action{Verb: VerbDraw, Player: 0, N: 3})
		s.wantRules(s.words("no"), "") // the first card is drawn
		if !s.ahWaits() || s.g.p[0].handSize() != hand+1 {
			t.Fatalf("the second card does not wait (hand %d, was %d)", s.g.p[0].handSize(), hand)
		}
		s.wantRules(s.yesDiscarding(), "") // the second is Scooboo; the third is drawn
		s.wantZone(sc, ZoneHand)
		s.wantInt("hand", s.g.p[0].handSize(), hand+3)
		s.wantInt("deck", s.g.p[0].deckSize(), deck-1-3-1)
		if s.ahWaits() {
			t.Error("the third card waits, with Scooboo in hand")
		}
	})
	t.Run("the deck runs out: Scooboo is shuffled in", func(t *testing.T) {
		s := secondTurnScen(t, "geistoid", []string{"scooboo", "troll", "krump"}, nil)
		sc := s.take(0, "scooboo")
		s.hagDiscard(0, "troll")
		s.hagDiscard(0, "krump")
		s.g.draw(0, s.g.p[0].deckSize()-1)
		s.g.put(sc, ZoneDiscard)
		s.house("brobnar")
		hand := s.g.p[0].handSize()
		s.do(Action{Verb: VerbDraw, Player: 0, N: 3})
		if !s.ahWaits() || s.g.p[0].deckSize() != 1 {
			t.Fatalf("the deck's last card does not wait (deck %d)", s.g.p[0].deckSize())
		}
		s.wantRules(s.words("no"), "") // the deck's last card; then the pile is shuffled in
		if s.ahWaits() {
			t.Fatal("a draw from the reshuffled deck waits")
		}
		s.wantInt("hand", s.g.p[0].handSize(), hand+3)
		if z := s.g.cards[sc].zone; z == ZoneDiscard || z == ZoneHand {
			t.Errorf("Scooboo is in %s, want the deck", z)
		}
	})
	t.Run("Ihaka's may comes between the cards, before the next one's", func(t *testing.T) {
		s := secondTurnScen(t, "geistoid", []string{"scooboo", "ihaka-of-the-depths"}, nil)
		s.creature(0, "ihaka-of-the-depths")
		sc := s.hagDiscard(0, "scooboo")
		s.house("brobnar")
		hand := s.g.p[0].handSize()
		s.do(Action{Verb: VerbDraw, Player: 0, N: 2})
		s.wantRules(s.words("no"), "") // Scooboo's: the first card is drawn
		if !s.ahWaits() || s.g.pend.kind != pendAbility || s.g.defs[s.g.pend.run.def].ID != "ihaka-of-the-depths" {
			t.Fatal("Ihaka's may does not wait before the second card")
		}
		s.wantRules(s.words("yes"), "") // Ihaka's: Scooboo goes to the deck's bottom
		if s.ahWaits() {
			t.Fatal("the second card waits, with Scooboo in the deck")
		}
		s.wantZone(sc, ZoneUnknown)
		s.wantInt("hand", s.g.p[0].handSize(), hand+2)
		if s.g.pend.kind != pendAbility || s.g.defs[s.g.pend.run.def].ID != "ihaka-of-the-depths" {
			t.Fatal("Ihaka's may does not wait after the second card")
		}
		s.wantRules(s.words("no"), "")
	})
	t.Run("two in the pile: Ihaka puts the top one away, the other asks", func(t *testing.T) {
		s := secondTurnScen(t, "geistoid", []string{"scooboo", "scooboo", "ihaka-of-the-depths", "troll", "krump", "anger"}, nil)
		s.creature(0, "ihaka-of-the-depths")
		under := s.hagDiscard(0, "scooboo")
		top := s.hagDiscard(0, "scooboo")
		s.house("brobnar")
		hand := s.g.p[0].handSize()
		s.do(Action{Verb: VerbDraw, Player: 0, N: 2})
		s.wantRules(s.words("no"), "")  // the top Scooboo's: the first card is drawn
		s.wantRules(s.words("yes"), "") // Ihaka's: the top Scooboo goes to the deck
		s.wantZone(top, ZoneUnknown)
		if !s.ahWaits() || s.g.pend.source != under {
			t.Fatal("the other Scooboo does not ask about the second card")
		}
		s.wantRules(s.yesDiscarding(), "")
		s.wantZone(under, ZoneHand)
		s.wantInt("hand", s.g.p[0].handSize(), hand+2)
		if s.g.pend.kind != pendNone {
			t.Errorf("something waits: %+v", s.g.pend)
		}
	})
	t.Run("not during the opponent's turn", func(t *testing.T) {
		s, _ := ahScen(t)
		hand := s.g.p[1].handSize()
		s.g.draw(1, 2)
		if s.ahWaits() {
			t.Fatal("Bob's draw on Alice's turn waits")
		}
		s.wantInt("Bob's hand", s.g.p[1].handSize(), hand+2)
	})
	t.Run("not when Scooboo is not in the discard pile", func(t *testing.T) {
		s := secondTurnScen(t, "geistoid", []string{"scooboo"}, nil)
		sc := s.take(0, "scooboo")
		s.g.put(sc, ZoneHand)
		s.house("brobnar")
		hand := s.g.p[0].handSize()
		s.wantRules(s.do(Action{Verb: VerbDraw, Player: 0, N: 2}), "")
		if s.ahWaits() {
			t.Fatal("the draw waits with Scooboo in hand")
		}
		s.wantInt("hand", s.g.p[0].handSize(), hand+2)
	})
	t.Run("the draw step waits: the turn ends after the answer", func(t *testing.T) {
		s, sc := ahScen(t)
		s.g.unnamedFromHand(0, ZoneUnknown)
		s.g.unnamedFromHand(0, ZoneUnknown)
		s.wantRules(s.end(), "")
		if s.g.active != 0 || s.g.suspended.kind != pendEndDraw {
			t.Fatalf("the turn went on: active %d, suspended %d", s.g.active, s.g.suspended.kind)
		}
		s.wantRules(s.yesDiscarding(), "")
		s.wantZone(sc, ZoneHand)
		s.wantInt("Alice's hand", s.g.p[0].handSize(), 6)
		s.wantInt("active", int(s.g.active), 1)
	})
	t.Run("a header ends the waiting turn: no answer is no", func(t *testing.T) {
		s, sc := ahScen(t)
		s.g.unnamedFromHand(0, ZoneUnknown)
		s.wantRules(s.end(), "")
		s.wantRules(s.do(Action{Verb: VerbEnd}), "")
		s.wantZone(sc, ZoneDiscard)
		s.wantInt("Alice's hand", s.g.p[0].handSize(), 6)
	})
}

// A draw that waits for Scooboo's answer is part of the state: resumed
// from a snapshot, the game answers as the original does, hash for hash,
// and the wait changes the hash.
func TestHandAHSnapshotWhileWaiting(t *testing.T) {
	s, _ := ahScen(t)
	before := s.g.Hash()
	s.do(Action{Verb: VerbDraw, Player: 0, N: 2})
	waiting := s.g.Hash()
	if waiting == before {
		t.Fatal("the waiting draw does not change the hash")
	}
	setup := Setup{Players: [2]PlayerSetup{{Name: s.g.p[0].name, Deck: s.g.p[0].deck}, {Name: s.g.p[1].name, Deck: s.g.p[1].deck}}}
	r := resume(t, s.g, setup)
	if r.Hash() != waiting {
		t.Fatal("the resumed game hashes differently")
	}
	answer := Action{Verb: VerbChoose, Words: []string{"no"}}
	s.do(answer)
	r.Apply(answer)
	if r.Hash() != s.g.Hash() || !r.ahDrawWaiting() {
		t.Errorf("after the answer: resumed %x waiting %v, original %x", r.Hash(), r.ahDrawWaiting(), s.g.Hash())
	}
}

// A draw bonus icon that Scooboo may replace suspends the play: the icons
// after it resolve after the answer.
func TestHandAHScoobooDrawIcon(t *testing.T) {
	s, _ := enhancedScen(t, "anger", []Bonus{BonusDraw, BonusAmber}, []string{"scooboo", "troll", "krump", "anger"}, nil)
	sc := s.hagDiscard(0, "scooboo")
	s.house("brobnar")
	s.wantRules(s.play("anger"), "")
	if !s.ahWaits() || s.g.suspended.kind == pendNone {
		t.Fatalf("the play is not suspended at its draw icon (suspended %d)", s.g.suspended.kind)
	}
	before := s.aember(0)
	s.wantRules(s.yesDiscarding(), "")
	s.wantZone(sc, ZoneHand)
	s.wantAember(0, before+1) // the Æmber icon after the draw icon
	if s.g.suspended.kind != pendNone || s.g.pend.kind != pendNone {
		t.Error("the play still waits")
	}
}

// Ihaka of the Depths, a draw of 2 that empties the deck at its first
// card: Ihaka's "may" for that card resolves before the second card, so
// the card it puts on the deck is the one drawn, and the discard pile is
// not shuffled in. Then the "draw cards" step: the end of the turn waits
// for it.
func TestHandAHIhakaDeckRunsOut(t *testing.T) {
	setup := func(t *testing.T) (*scen, int16, int16) {
		s := secondTurnScen(t, "unfathomable", []string{"ihaka-of-the-depths", "troll", "krump"}, nil)
		s.creature(0, "ihaka-of-the-depths")
		first := s.hagDiscard(0, "troll")
		top := s.hagDiscard(0, "krump")
		s.g.draw(0, s.g.p[0].deckSize()-1)
		s.house("unfathomable")
		return s, first, top
	}
	t.Run("a draw of 2", func(t *testing.T) {
		s, first, top := setup(t)
		hand := s.g.p[0].handSize()
		s.wantRules(s.do(Action{Verb: VerbDraw, Player: 0, N: 2}), "")
		if !s.ahWaits() || s.g.p[0].handSize() != hand+1 {
			t.Fatalf("the draw does not wait at the empty deck (hand %d, was %d)", s.g.p[0].handSize(), hand)
		}
		s.wantRules(s.words("yes"), "") // Krump to the deck, then drawn
		s.wantRules(s.words("no"), "")  // the second card's
		s.wantZone(first, ZoneDiscard)
		s.wantInt("hand", s.g.p[0].handSize(), hand+2)
		s.wantInt("deck", s.g.p[0].deckSize(), 0)
		if w := s.g.cards[top].zone; w != ZoneHand && w != ZoneUnknown {
			t.Errorf("Krump is in %s, want drawn", w)
		}
		if s.ahWaits() || s.g.pend.kind != pendNone {
			t.Error("something still waits")
		}
	})
	t.Run("the draw cards step", func(t *testing.T) {
		s, first, _ := setup(t)
		for s.g.p[0].handSize() > 4 { // the refill draws 2, from a deck of 1
			s.g.unnamedFromHand(0, ZoneArchives)
		}
		s.wantRules(s.end(), "")
		if s.g.active != 0 || s.g.suspended.kind != pendEndDraw {
			t.Fatalf("the turn went on: active %d, suspended %d", s.g.active, s.g.suspended.kind)
		}
		s.wantRules(s.words("yes"), "")
		s.wantRules(s.words("no"), "")
		s.wantZone(first, ZoneDiscard)
		s.wantInt("active", int(s.g.active), 1)
	})
}

// A play suspended between its bonus icons is part of the state: the
// same game without it, or with it at another icon, hashes differently
// (two games that go on differently must not hash alike).
func TestSuspendedPlayIsHashed(t *testing.T) {
	s, _ := enhancedScen(t, "anger", []Bonus{BonusDraw, BonusAmber}, []string{"scooboo", "troll", "krump", "anger"}, nil)
	s.hagDiscard(0, "scooboo")
	s.house("brobnar")
	s.wantRules(s.play("anger"), "")
	if s.g.suspended.kind == pendNone {
		t.Fatal("the play is not suspended at its draw icon")
	}
	none := s.g.Clone()
	none.suspended = pending{}
	later := s.g.Clone()
	later.suspended.icon++
	if h := s.g.Hash(); none.Hash() == h || later.Hash() == h {
		t.Errorf("hashes: suspended %x, none %x, at the next icon %x", h, none.Hash(), later.Hash())
	}
}
