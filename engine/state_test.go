package engine

import "testing"

// Checkpoints compare the table with the engine; a disagreement is a failed
// CheckResult, not a violation.
func TestCheckpoint(t *testing.T) {
	s := fightScen(t, []string{"troll"}, nil)
	tr := s.creature(0, "troll")
	s.g.cards[tr].damage = 2
	s.g.p[0].aember = 4
	s.house("brobnar")
	out := s.do(Action{Verb: VerbCheck, Check: &Check{Player: 0, Items: []CheckItem{
		{Field: "aember", N: 4}, {Field: "keys", N: 1}, {Field: "chains", N: 0}, {Field: "hand", N: s.g.p[0].handSize()},
	}}})
	want := []bool{true, false, true, true}
	if len(out.Checks) != len(want) {
		t.Fatalf("%d results", len(out.Checks))
	}
	for i, r := range out.Checks {
		if r.OK != want[i] {
			t.Errorf("%s: ok %v (expected %s actual %s)", r.Item.Field, r.OK, r.Expected, r.Actual)
		}
	}
	if out.Checks[1].Actual != "0" || out.Checks[1].Expected != "1" {
		t.Errorf("keys check %+v", out.Checks[1])
	}
	s.wantRules(out, "")
	out = s.do(Action{Verb: VerbCheck, Check: &Check{Player: 0, Card: ref("troll"), Items: []CheckItem{
		{Field: "damage", N: 2}, {Field: "power", N: 8}, {Field: "location", Word: "play"}, {Field: "status", Word: "ready"},
	}}})
	for _, r := range out.Checks {
		if !r.OK {
			t.Errorf("%s: expected %s actual %s", r.Item.Field, r.Expected, r.Actual)
		}
	}
	// A card whose copies are unaccounted may be in hand: the engine
	// cannot say no.
	out = s.do(Action{Verb: VerbCheck, Check: &Check{Player: 1, Card: ref("dust-pixie"), Items: []CheckItem{{Field: "location", Word: "hand"}}}})
	if !out.Checks[0].OK {
		t.Errorf("unaccounted location check failed: %+v", out.Checks[0])
	}
}

// A card check names no player: an unaccounted copy of the inactive
// player's counts too (Rad Penny shuffled into its owner's deck on the
// opponent's turn).
func TestCheckpointOpponentsUnaccountedCopy(t *testing.T) {
	s := fightScen(t, nil, []string{"silvertooth"})
	if s.g.unknownCopy(0, s.g.defIndex("silvertooth")) >= 0 || s.g.unknownCopy(1, s.g.defIndex("silvertooth")) < 0 {
		t.Fatal("the scenario needs Silvertooth unaccounted in Bob's deck only")
	}
	s.house("brobnar")
	out := s.do(Action{Verb: VerbCheck, Check: &Check{Player: NoPlayer, Card: ref("silvertooth"), Items: []CheckItem{{Field: "location", Word: "deck"}}}})
	if r := out.Checks[0]; !r.OK || r.Actual != "deck?" {
		t.Errorf("Bob's unaccounted Silvertooth, checked on Alice's turn: %+v", r)
	}
}

// Rulebook: Step 2 – archives are taken after choosing a house.
func TestArchives(t *testing.T) {
	s := fightScen(t, []string{"krump", "troll"}, nil)
	s.hand(0, "krump")
	k := s.hand(0, "troll")
	s.house("brobnar")
	s.play("krump")
	s.effect(Effect{Kind: EffArchiveTop, N: 2})
	s.effect(Effect{Kind: EffArchive, Card: ref("troll")})
	s.wantZone(k, ZoneArchives)
	s.wantRules(s.do(Action{Verb: VerbArchives}), "archives-timing")
	s.effect(Effect{Kind: EffArchive, Card: ref("troll")})
	s.end()
	s.end()
	hand := s.g.p[0].handSize()
	archived := s.g.p[0].archiveSize()
	s.house("brobnar")
	s.wantRules(s.do(Action{Verb: VerbArchives}), "")
	if s.g.p[0].handSize() != hand+archived || s.g.p[0].archiveSize() != 0 {
		t.Errorf("hand %d (want %d), archives %d", s.g.p[0].handSize(), hand+archived, s.g.p[0].archiveSize())
	}
}

// Rulebook: Glossary – Control: a card leaving play goes to its owner's
// zone, whoever controls it.
func TestControlAndOwnerZones(t *testing.T) {
	s := fightScen(t, nil, []string{"silvertooth"})
	st := s.creature(1, "silvertooth")
	s.house("brobnar")
	s.effect(Effect{Kind: EffControl, Card: ref("silvertooth")})
	if s.g.cards[st].controller != 0 {
		t.Fatal("no control change")
	}
	s.effect(Effect{Kind: EffDestroy, Card: ref("silvertooth")})
	if s.g.p[1].discard[len(s.g.p[1].discard)-1] != st {
		t.Error("Silvertooth is not in its owner's discard pile")
	}
}

// A draw naming cards for the player whose turn just ended reveals what
// the refill drew; more than it drew is a hand-refill violation.
func TestRevealRefill(t *testing.T) {
	s := newScen(t, []string{"krump", "troll"}, nil)
	s.house("brobnar")
	discardFillers(s, 3)
	s.end() // Alice refills from 4 to six unknown cards
	out := s.do(Action{Verb: VerbDraw, Player: 0, Cards: []CardRef{ref("troll")}})
	s.wantRules(out, "")
	if tr := s.g.findAnywhere(ref("troll"), 0); tr < 0 || s.g.cards[tr].zone != ZoneHand {
		t.Error("Troll is not known in hand")
	}
}

func TestView(t *testing.T) {
	s := fightScen(t, []string{"troll", "protect-the-weak"}, []string{"urchin"})
	s.creature(0, "troll")
	s.creature(1, "urchin")
	s.hand(0, "protect-the-weak")
	s.g.p[0].keys[0] = true
	s.house("sanctum")
	s.do(Action{Verb: VerbPlay, Card: ref("protect-the-weak"), Target: ref("troll")})
	v := s.g.View()
	if v.Turn != 3 || v.Active != 0 || v.Step != StepMain || v.House != "sanctum" || v.Tide != NoPlayer {
		t.Errorf("view header %+v", v)
	}
	a := v.Players[0]
	if a.Name != "Alice" || len(a.Keys) != 1 || a.Keys[0] != KeyRed || len(a.Battleline) != 1 {
		t.Fatalf("Alice %+v", a)
	}
	tr := a.Battleline[0]
	if tr.ID != "troll" || tr.Power != 8 || tr.Armor != 1 || len(tr.Upgrades) != 1 || tr.Upgrades[0] != "protect-the-weak" {
		t.Errorf("Troll %+v", tr)
	}
	total := 0
	for _, p := range v.Players {
		total += p.Hand.Count + p.Deck.Count + p.Discard.Count + p.Archives.Count + p.Purged.Count + len(p.Battleline) + len(p.Artifacts)
		for _, c := range p.Battleline {
			total += len(c.Upgrades)
		}
	}
	if total != 72 {
		t.Errorf("the view counts %d cards, want 72", total)
	}
}

func TestHaunted(t *testing.T) {
	s := fightScen(t, nil, nil)
	s.house("brobnar")
	s.effect(Effect{Kind: EffDiscardTop, N: 9})
	if s.g.Haunted(0) {
		t.Error("haunted with 9 cards")
	}
	s.effect(Effect{Kind: EffDiscardTop, N: 1})
	if !s.g.Haunted(0) {
		t.Error("not haunted with 10 cards")
	}
}

// Apply never panics, whatever the action.
func TestApplyOddActions(t *testing.T) {
	s := newScen(t, nil, nil)
	odd := []Action{
		{Verb: Verb(200)},
		{Verb: VerbEffect},
		{Verb: VerbEffect, Effect: &Effect{Kind: EffectKind(250), Player: NoPlayer}},
		{Verb: VerbEffect, Effect: &Effect{Kind: EffDamage, Player: 7, Card: ref("nope")}},
		{Verb: VerbCheck},
		{Verb: VerbCheck, Check: &Check{Player: 9, Items: []CheckItem{{Field: "aember"}}}},
		{Verb: VerbFight, Player: NoPlayer, Card: ref("troll")},
		{Verb: VerbPlay, Player: NoPlayer, Card: ref("")},
		{Verb: VerbMulligan, Player: 5},
		{Verb: VerbDraw, Player: 1, Cards: []CardRef{ref("x")}},
		{Verb: VerbChoose},
		{Verb: VerbForge, Player: NoPlayer, Key: KeyColor(9)},
		{Verb: VerbTurn, Player: 3, N: -4},
		{Verb: VerbConcede, Player: 4},
		{Verb: VerbEnd},
	}
	for _, a := range odd {
		out := s.g.Apply(a)
		for _, v := range out.Violations {
			if v.Rule == "internal-error" {
				t.Errorf("%v: %s", a.Verb, v.Message)
			}
		}
		if err := s.g.CheckInvariants(); err != nil {
			t.Fatalf("%v: %v", a.Verb, err)
		}
	}
}

// A partial deck (a TCO import) is filled with unseen cards up to 36, so
// that zone counts are true; unseen cards are never offered or matched.
func TestPartialDeck(t *testing.T) {
	bob := &Deck{Name: "seen", Houses: bobHouses, Partial: true, Cards: []DeckCard{{CardID: "urchin"}, {CardID: "troll"}}}
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{{Name: "Alice", Deck: testDeck(aliceHouses)}, {Name: "Bob", Deck: bob}}})
	if got := s.g.p[1].handSize() + s.g.p[1].deckSize(); got != 36 {
		t.Fatalf("Bob has %d cards, want 36", got)
	}
	for _, id := range s.g.HandOptions(1, nil) {
		if id == Unseen {
			t.Error("an unseen card is offered as playable")
		}
	}
	if len(s.g.SetupEvents()) == 0 {
		t.Error("no setup events")
	}
	s.end()
	s.wantRules(s.play("urchin"), "")
	out := s.play(Unseen)
	s.wantRules(out, "card-not-in-deck")
	if !out.Violations[0].Unverifiable {
		t.Error("a partial deck's card-not-in-deck is not marked unverifiable")
	}
}

// Issue 17: a deck rebuilt from a log is partial, so a card the log has not
// shown yet may be in it: playing one, or a second copy of a card seen
// once, is one of its never-seen cards (not card-not-in-deck or
// card-not-available) while there are any; a deck with none left is held
// to what it shows.
func TestPartialDeckHoldsCardsNotYetSeen(t *testing.T) {
	bob := &Deck{Name: "seen", Houses: bobHouses, Partial: true, Cards: []DeckCard{{CardID: "urchin"}}}
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{{Name: "Alice", Deck: testDeck(aliceHouses)}, {Name: "Bob", Deck: bob}}})
	s.end()
	s.house("shadows")
	s.wantRules(s.play("silvertooth"), "") // never seen before: one of the unseen cards
	s.wantRules(s.play("urchin"), "")
	s.wantRules(s.play("urchin"), "") // a second copy: the log shows one more
	if got := s.g.p[1].handSize() + s.g.p[1].deckSize() + len(s.g.p[1].line); got != 36 {
		t.Errorf("Bob has %d cards, want 36", got)
	}
	full := newScenSetup(t, Setup{Players: [2]PlayerSetup{{Name: "Alice", Deck: testDeck(aliceHouses)}, {Name: "Bob", Deck: testDeck(bobHouses, "urchin")}}})
	full.end()
	full.house("shadows")
	s.end()
	s.end()
	s.house("logos")
	if out := s.play("urchin"); rules(out) != "not-active-house" || !out.Violations[0].Unverifiable {
		t.Errorf("a partial deck's off-house play (a maverick copy?): %+v, want an unverifiable not-active-house", out.Violations)
	}
	out := full.play("troll")
	full.wantRules(out, "card-not-in-deck") // a complete deck list holds no other card
	if out.Violations[0].Unverifiable {
		t.Error("a complete deck's violation is marked unverifiable")
	}
}

// Rulebook: Step 5 – Draw Cards. A table log says the refill's cards with
// a plain "draw CARD…" after "end" (the notation's draw names no player):
// until the new turn's first game action they are the refill of the
// player who ended. Naming more than the refill drew is hand-refill.
func TestRefillRevealWithoutPlayer(t *testing.T) {
	draw := func(ids ...string) Action {
		a := Action{Verb: VerbDraw, Player: NoPlayer}
		for _, id := range ids {
			a.Cards = append(a.Cards, ref(id))
		}
		return a
	}
	t.Run("right after end the cards are the refill", func(t *testing.T) {
		s := newScen(t, []string{"krump", "troll"}, nil)
		s.house("brobnar")
		discardFillers(s, 3)
		s.end() // Alice refills from 4 to six: 2 cards drawn
		hand := s.g.p[0].handSize()
		s.wantRules(s.do(draw("troll")), "")
		if tr := s.g.findAnywhere(ref("troll"), 0); tr < 0 || s.g.cards[tr].zone != ZoneHand {
			t.Error("Troll is not known in Alice's hand")
		}
		if got := s.g.p[0].handSize(); got != hand {
			t.Errorf("Alice's hand %d, want %d: revealing draws nothing more", got, hand)
		}
	})
	t.Run("a turn header in between keeps it the refill", func(t *testing.T) {
		s := newScen(t, []string{"troll"}, nil)
		s.house("brobnar")
		discardFillers(s, 2)
		s.end()
		s.do(Action{Verb: VerbTurn, Player: 1, N: 2})
		s.wantRules(s.do(draw("troll")), "")
		if tr := s.g.findAnywhere(ref("troll"), 0); tr < 0 || s.g.cards[tr].zone != ZoneHand {
			t.Error("Troll is not known in Alice's hand")
		}
	})
	t.Run("naming more than the refill drew is hand-refill", func(t *testing.T) {
		s := newScen(t, []string{"troll", "krump"}, nil)
		s.house("brobnar")
		discardFillers(s, 2)
		s.end() // Alice refills from 5 to six: 1 card drawn
		s.wantRules(s.do(draw("troll")), "")
		s.wantRules(s.do(draw("krump")), "hand-refill")
		if got := s.g.p[0].handSize(); got != 7 {
			t.Errorf("Alice's hand %d, want 7: the card the refill did not draw is drawn as recorded", got)
		}
	})
	t.Run("nothing drawn (a full hand) makes any named card hand-refill", func(t *testing.T) {
		s := newScen(t, []string{"troll"}, nil)
		s.end() // Alice's first turn: her 7 cards stay, nothing drawn
		s.wantRules(s.do(draw("troll")), "hand-refill")
	})
	t.Run("after the new turn's first action a draw is the active player's", func(t *testing.T) {
		s := newScen(t, nil, []string{"silvertooth"})
		s.end()
		s.house("shadows")
		bob := s.g.p[1].handSize()
		s.wantRules(s.do(draw("silvertooth")), "")
		if got := s.g.p[1].handSize(); got != bob+1 {
			t.Errorf("Bob's hand %d, want %d", got, bob+1)
		}
	})
}

// discardFillers has the active player discard n filler cards from hand,
// so that the refill draws again.
func discardFillers(s *scen, n int) {
	s.t.Helper()
	for range n {
		s.wantRules(s.effect(Effect{Kind: EffDiscard, Card: ref(filler)}), "")
	}
}
