package engine

import "testing"

// Granted abilities resolve for the card they are given to, as that
// card's: its controller is "you", it is "this creature".
func TestGrantedAbilities(t *testing.T) {
	db := packDB(readPacks(t))
	var handBefore int // set by an act, read by its check
	tests := []struct {
		name  string
		giver string // on Alice's side (an upgrade goes on Troll)
		act   func(s *scen) Outcome
		check func(t *testing.T, s *scen, before [2]int, urchin int16)
	}{
		{"upgrade: Troll reaps and steals", "duskrunner", func(s *scen) Outcome {
			s.house("brobnar")
			return s.reap("troll")
		}, func(t *testing.T, s *scen, before [2]int, urchin int16) {
			if s.aember(0) != before[0]+2 || s.aember(1) != before[1]-1 {
				t.Errorf("Æmber %d/%d, want %d/%d (reap 1, steal 1)", s.aember(0), s.aember(1), before[0]+2, before[1]-1)
			}
		}},
		{"aura on an enemy: Bob's creature is dealt 4D when Bob reaps", "scylla", func(s *scen) Outcome {
			s.end()
			s.g.p[1].aember = 0 // whatever Bob's turn began with
			s.do(Action{Verb: VerbHouse, House: "shadows"})
			return s.reap("urchin")
		}, func(t *testing.T, s *scen, before [2]int, urchin int16) {
			if z := s.g.cards[urchin].zone; z != ZoneDiscard {
				t.Errorf("Urchin is in %v after reaping, want the discard pile (4D to itself)", z)
			}
			if s.aember(1) != 1 {
				t.Errorf("Bob has %dA, want the reap's 1A", s.aember(1))
			}
		}},
		{"aura: a flank creature destroyed gains its controller 2A", "flint-s-stash", func(s *scen) Outcome {
			return s.effect(Effect{Kind: EffDestroy, Card: ref("urchin")})
		}, func(t *testing.T, s *scen, before [2]int, urchin int16) {
			if s.aember(1) != before[1]+2 || s.aember(0) != before[0] {
				t.Errorf("Æmber %d/%d, want %d/%d (Bob gains 2 for his flank Urchin)", s.aember(0), s.aember(1), before[0], before[1]+2)
			}
		}},
		{"aura: a given Action draws a card", "icarus-20", func(s *scen) Outcome {
			s.house("brobnar")
			handBefore = s.g.p[0].handSize()
			return s.do(Action{Verb: VerbAction, Card: ref("troll")})
		}, func(t *testing.T, s *scen, before [2]int, urchin int16) {
			if got := s.g.p[0].handSize(); got != handBefore+1 {
				t.Errorf("Alice's hand %d, want %d (one card drawn)", got, handBefore+1)
			}
		}},
		{"no giver in play: nothing", "", func(s *scen) Outcome {
			s.house("brobnar")
			return s.reap("troll")
		}, func(t *testing.T, s *scen, before [2]int, urchin int16) {
			if s.aember(0) != before[0]+1 || s.aember(1) != before[1] {
				t.Errorf("Æmber %d/%d, want %d/%d (the reap only)", s.aember(0), s.aember(1), before[0]+1, before[1])
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			id := tt.giver
			if id == "" {
				id = "anger" // in hand: gives nothing
			}
			s, _ := smokeBoard(t, db, id)
			before := [2]int{s.aember(0), s.aember(1)}
			urchin := s.g.p[1].line[0]
			out := tt.act(s)
			for _, v := range out.Violations {
				t.Errorf("violation %s: %s", v.Rule, v.Message)
			}
			tt.check(t, s, before, urchin)
		})
	}
}

// "Scrap:" resolves when the card is discarded from its owner's hand.
func TestScrapAbility(t *testing.T) {
	db := packDB(readPacks(t))
	for _, compiled := range []bool{true, false} {
		t.Run(map[bool]string{true: "compiled", false: "unscripted"}[compiled], func(t *testing.T) {
			// Brillix Ponder (Logos): "Scrap: Draw a card."
			g, err := New(db, Setup{HandOnly: !compiled, Players: [2]PlayerSetup{
				{Name: "Alice", Deck: testDeck([3]House{"logos", "brobnar", "dis"}, "brillix-ponder")},
				{Name: "Bob", Deck: testDeck(bobHouses)},
			}})
			if err != nil {
				t.Fatal(err)
			}
			s := &scen{t: t, g: g}
			s.end()
			s.end()
			s.hand(0, "brillix-ponder")
			s.house("logos")
			hand, deck := g.p[0].handSize(), g.p[0].deckUnknown+len(g.p[0].deckTop)
			s.wantRules(s.do(Action{Verb: VerbDiscard, Card: ref("brillix-ponder")}), "")
			wantHand, wantDeck := hand-1, deck
			if compiled {
				wantHand, wantDeck = hand, deck-1
			}
			if got := g.p[0].handSize(); got != wantHand {
				t.Errorf("hand %d, want %d", got, wantHand)
			}
			if got := g.p[0].deckUnknown + len(g.p[0].deckTop); got != wantDeck {
				t.Errorf("deck %d, want %d", got, wantDeck)
			}
		})
	}
}

// "After a player chooses <house> as their active house": either player's
// choice triggers it, for the card's controller.
func TestHouseChosenTrigger(t *testing.T) {
	db := packDB(readPacks(t))
	tests := []struct {
		card  string
		house House
		bob   bool // Bob chooses (else Alice)
		want  [2]int
	}{
		{"brobnar-plant", "brobnar", false, [2]int{1, 0}}, // "After a player chooses Brobnar …, gain 1A."
		{"brobnar-plant", "dis", false, [2]int{0, 0}},
		{"dis-plant", "dis", false, [2]int{1, 0}},
		{"mickey-the-carver", "shadows", true, [2]int{0, 0}}, // "… an active house other than Shadows, steal 1A."
		{"mickey-the-carver", "logos", true, [2]int{1, -1}},
		{"jehu-the-bureaucrat", "sanctum", false, [2]int{2, 0}}, // "After you choose Sanctum …, gain 2A."
		{"jehu-the-bureaucrat", "logos", true, [2]int{0, 0}},    // Bob's choice is not Alice's (and not Sanctum)
	}
	for _, tt := range tests {
		t.Run(tt.card+"/"+string(tt.house), func(t *testing.T) {
			s, _ := smokeBoard(t, db, tt.card)
			if tt.bob {
				s.end()
			}
			s.g.p[0].aember, s.g.p[1].aember = 3, 3 // nobody forges when the house is chosen
			before := [2]int{s.aember(0), s.aember(1)}
			s.wantRules(s.house(tt.house), "")
			if got := [2]int{s.aember(0) - before[0], s.aember(1) - before[1]}; got != tt.want {
				t.Errorf("Æmber changes %v, want %v", got, tt.want)
			}
		})
	}
}

// A target in a discard pile: "Return a creature from your discard pile
// to your hand" (Regrowth) picks among the controller's discard pile's
// creatures: by itself when there is one, by the log's choice otherwise.
// The standard board's discard piles hold one Dust Pixie each.
func TestDiscardPileTarget(t *testing.T) {
	db := packDB(readPacks(t))
	tests := []struct {
		name   string
		empty  bool   // Alice's Dust Pixie leaves her discard pile first
		krump  bool   // Krump goes to Alice's discard pile
		choose string // the log's choice
		back   int    // cards back in Alice's hand
		waits  bool   // the engine waits for the choice
	}{
		{"none: Bob's pile is not yours", true, false, "", 0, false},
		{"one: by itself", false, false, "", 1, false},
		{"two: the log chooses", false, true, "krump", 1, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, c := smokeBoard(t, db, "regrowth")
			if tt.empty {
				s.g.moveInst(s.g.p[0].discard[0], ZonePurged)
			}
			var krump int16 = -1
			if tt.krump {
				krump = s.g.p[0].line[1]
				s.g.leavePlay(krump, ZoneDiscard)
			}
			hand := s.g.p[0].handSize()
			s.g.fire(c, OnPlay, -1)
			if _, waiting := s.g.Prompt(); waiting != tt.waits {
				t.Fatalf("waits = %v, want %v", waiting, tt.waits)
			}
			if tt.choose != "" {
				s.choose(tt.choose)
				s.wantZone(krump, ZoneHand)
			}
			if got := s.g.p[0].handSize() - hand; got != tt.back {
				t.Errorf("%d cards back in hand, want %d", got, tt.back)
			}
			if got := len(s.g.p[1].discard); got != 1 {
				t.Errorf("Bob's discard pile has %d cards, want 1 (untouched)", got)
			}
		})
	}
}

// "After you choose …" is about the card's controller's choice only.
func TestHouseChosenByYouOnly(t *testing.T) {
	db := packDB(readPacks(t))
	for _, active := range []int8{0, 1} {
		s, _ := smokeBoard(t, db, "jehu-the-bureaucrat") // Alice's
		s.g.active = active
		before := s.aember(0)
		s.g.houseChosen("sanctum")
		want := before
		if active == 0 {
			want += 2
		}
		if got := s.aember(0); got != want {
			t.Errorf("active %d: Alice has %dA, want %d", active, got, want)
		}
	}
}

// A given "Destroyed:" ability resolves while the creature is destroyed:
// Archimedes' neighbor goes to its owner's archives, not the discard pile.
func TestGrantedDestroyed(t *testing.T) {
	db := packDB(readPacks(t))
	s, c := smokeBoard(t, db, "archimedes") // on Alice's right flank, next to Bumpsy
	line := s.g.p[0].line
	bumpsy := line[len(line)-2]
	if s.g.cards[c].zone != ZoneBattleline || s.g.def(bumpsy).ID != "bumpsy" {
		t.Fatalf("board: %v", line)
	}
	troll := line[0] // not a neighbor
	s.g.destroy(bumpsy)
	s.g.destroy(troll)
	s.g.sweep()
	s.wantZone(bumpsy, ZoneArchives)
	s.wantZone(troll, ZoneDiscard)
	if err := s.g.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

// "the creature <this> fights" and its neighbors (Fought,
// FoughtNeighbors): Cowfyne, "Before Fight: Deal 2D to each neighbor of
// the creature Cowfyne fights."
func TestFoughtTargets(t *testing.T) {
	db := packDB(readPacks(t))
	s, _ := smokeBoard(t, db, "cowfyne")
	urchin, silvertooth, pixie := s.g.p[1].line[0], s.g.p[1].line[1], s.g.p[1].line[2]
	s.house("brobnar")
	s.fight("cowfyne", "silvertooth")
	s.wantZone(urchin, ZoneDiscard) // 2D to 1 power
	s.wantZone(pixie, ZoneDiscard)
	if z := s.g.cards[silvertooth].zone; z == ZoneBattleline && s.g.cards[silvertooth].damage > 1 {
		t.Errorf("Silvertooth took the neighbors' damage too")
	}
}
