package engine

import (
	"strings"
	"testing"
)

// Rulebook: Setup, steps 6 and 7; Glossary – Chains (setup draw) and Mulligan.
func TestSetupHands(t *testing.T) {
	tests := []struct {
		name                 string
		chains               [2]int
		wantHand, wantChains [2]int
	}{
		{"first player 7, other 6", [2]int{0, 0}, [2]int{7, 6}, [2]int{0, 0}},
		{"7 chains draw two fewer and shed one", [2]int{7, 0}, [2]int{5, 6}, [2]int{6, 0}},
		{"1 chain on the second player", [2]int{0, 1}, [2]int{7, 5}, [2]int{0, 0}},
		{"19 chains draw four fewer", [2]int{0, 19}, [2]int{7, 2}, [2]int{0, 18}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenSetup(t, Setup{Players: [2]PlayerSetup{
				{Name: "Alice", Deck: testDeck(aliceHouses), Chains: tc.chains[0]},
				{Name: "Bob", Deck: testDeck(bobHouses), Chains: tc.chains[1]},
			}})
			for pl := range 2 {
				if got := s.g.p[pl].handSize(); got != tc.wantHand[pl] {
					t.Errorf("player %d hand = %d, want %d", pl, got, tc.wantHand[pl])
				}
				if got := s.g.p[pl].chains; got != tc.wantChains[pl] {
					t.Errorf("player %d chains = %d, want %d", pl, got, tc.wantChains[pl])
				}
			}
		})
	}
}

// Rulebook: Glossary – Mulligan: one fewer card; with chains no chain is shed.
func TestMulligan(t *testing.T) {
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{
		{Name: "Alice", Deck: testDeck(aliceHouses), Chains: 2},
		{Name: "Bob", Deck: testDeck(bobHouses)},
	}})
	// Alice: 7 - 1 (chains) = 6 cards, chains 2 → 1.
	s.do(Action{Verb: VerbMulligan, Player: 0})
	if got := s.g.p[0].handSize(); got != 5 {
		t.Errorf("hand after mulligan = %d, want 5", got)
	}
	if got := s.g.p[0].chains; got != 1 {
		t.Errorf("chains after mulligan = %d, want 1 (no chain shed)", got)
	}
	s.wantRules(s.do(Action{Verb: VerbMulligan, Player: 1}), "")
	if got := s.g.p[1].handSize(); got != 5 {
		t.Errorf("Bob's hand after mulligan = %d, want 5", got)
	}
	s.house("brobnar")
	s.wantRules(s.do(Action{Verb: VerbMulligan, Player: 1}), "mulligan")
}

// Rulebook: Step 1 – Forge a Key: mandatory, cost 6, implicit in a log.
func TestForge(t *testing.T) {
	t.Run("implicit forge before the house choice", func(t *testing.T) {
		s := newScen(t, nil, nil)
		s.g.p[0].aember = 7
		out := s.house("brobnar")
		s.wantRules(out, "")
		if !hasEvent(out, EvKeyForged) || s.g.p[0].keyCount() != 1 {
			t.Fatal("the key was not forged")
		}
		s.wantAember(0, 1)
	})
	t.Run("explicit forge with a colour", func(t *testing.T) {
		s := newScen(t, nil, nil)
		s.g.p[0].aember = 6
		s.wantRules(s.do(Action{Verb: VerbForge, Key: KeyBlue}), "")
		if !s.g.p[0].keys[1] {
			t.Error("blue key not forged")
		}
		s.wantAember(0, 0)
	})
	t.Run("forge unaffordable", func(t *testing.T) {
		s := newScen(t, nil, nil)
		s.g.p[0].aember = 5
		s.wantRules(s.do(Action{Verb: VerbForge}), "forge-unaffordable")
		s.wantAember(0, 0)
	})
	t.Run("one key per step", func(t *testing.T) {
		s := newScen(t, nil, nil)
		s.g.p[0].aember = 12
		s.do(Action{Verb: VerbForge})
		s.wantRules(s.do(Action{Verb: VerbForge}), "forge-step")
	})
	t.Run("no forge below the cost", func(t *testing.T) {
		s := newScen(t, nil, nil)
		s.g.p[0].aember = 5
		out := s.house("brobnar")
		if hasEvent(out, EvKeyForged) {
			t.Error("forged with 5 Æmber")
		}
	})
	t.Run("key cost modifier", func(t *testing.T) {
		s := newScen(t, nil, nil)
		s.g.p[0].aember = 7
		s.house("brobnar") // forges at 6: 1 left
		s.effect(Effect{Kind: EffKeyCost, Opponent: true, N: 2, Duration: UntilNextTurn})
		s.end()
		s.g.p[1].aember = 7
		out := s.do(Action{Verb: VerbHouse, House: "shadows"})
		if hasEvent(out, EvKeyForged) {
			t.Error("Bob forged at 6 despite +2")
		}
		s.end()
		s.g.p[1].aember = 7 // the modifier ended with Bob's turn
		s.end()
		s.house("shadows")
		if s.g.p[1].keyCount() != 1 {
			t.Error("Bob did not forge after the modifier expired")
		}
	})
	t.Run("third key wins at once", func(t *testing.T) {
		s := newScen(t, nil, nil)
		s.g.p[0].keys = [3]bool{true, true, false}
		s.g.p[0].aember = 6
		out := s.house("brobnar")
		if w, why, over := s.g.Over(); !over || w != 0 || why != "keys" || !hasEvent(out, EvGameOver) {
			t.Fatalf("Over() = %d %q %v", w, why, over)
		}
		s.wantRules(s.play("troll"), "game-over")
	})
}

// Rulebook: Step 5 – Draw Cards ("Check!").
func TestCheckAnnouncement(t *testing.T) {
	s := newScen(t, nil, nil)
	s.house("brobnar")
	s.g.p[0].aember = 6
	if out := s.end(); !hasEvent(out, EvKeyCheck) {
		t.Error("no check! event with 6 Æmber")
	}
	if out := s.end(); hasEvent(out, EvKeyCheck) {
		t.Error("check! for Bob with no Æmber")
	}
}

// Rulebook: Step 2 – Choose a House.
func TestHouseChoice(t *testing.T) {
	s := newScen(t, nil, []string{"troll"})
	s.wantRules(s.house("logos"), "house-choice")
	s.end()
	s.creature(1, "troll") // Bob controls a Brobnar card: he may choose Brobnar
	s.wantRules(s.house("brobnar"), "")
	s.wantRules(s.house("shadows"), "house-twice")
}

// Rulebook: Step 3 – First Turn Rule.
func TestFirstTurnRule(t *testing.T) {
	s := newScen(t, []string{"troll", "krump"}, nil)
	s.hand(0, "troll")
	s.hand(0, "krump")
	s.house("brobnar")
	s.wantRules(s.play("troll"), "")
	s.wantRules(s.play("krump"), "first-turn")
}

// Rulebook: Step 3 – only cards of the active house.
func TestNotActiveHouse(t *testing.T) {
	s := newScen(t, []string{"tocsin"}, nil)
	s.hand(0, "tocsin")
	s.house("brobnar")
	s.wantRules(s.play("tocsin"), "not-active-house")
}

// Rulebook: Glossary – Rule of Six: plays and uses together, by title.
func TestRuleOfSix(t *testing.T) {
	s := newScen(t, []string{"troll"}, nil)
	s.creature(0, "troll")
	s.house("brobnar")
	for i := 1; i <= 7; i++ {
		out := s.reap("troll")
		want := ""
		if i == 7 {
			want = "rule-of-six"
		}
		s.wantRules(out, want)
		s.effect(Effect{Kind: EffReady, Card: CardRef{ID: "troll"}})
	}
}

// Rulebook: Ready and Exhausted; creatures and artifacts enter exhausted.
func TestExhausted(t *testing.T) {
	s := newScen(t, []string{"troll", "gauntlet-of-command"}, nil)
	s.end()
	s.end()
	s.hand(0, "troll")
	s.house("brobnar")
	s.play("troll")
	s.wantRules(s.reap("troll"), "exhausted")
	s.end()
	s.end()
	s.house("brobnar")
	s.wantRules(s.reap("troll"), "")
	s.wantRules(s.reap("troll"), "exhausted")
}

// Rulebook: Step 4 and 5; Chains: shed only when the penalty bites (FAQ).
func TestRefillAndChains(t *testing.T) {
	tests := []struct {
		name             string
		hand, chains     int
		wantHand, wantCh int
	}{
		{"no chains", 2, 0, 6, 0},
		{"2 chains and 7 cards: no shed (FAQ)", 7, 2, 7, 2},
		{"2 chains and 5 cards: shed (FAQ)", 5, 2, 5, 1},
		{"8 chains and 2 cards", 2, 8, 4, 7},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newScen(t, nil, nil)
			p := &s.g.p[0]
			p.deckUnknown += p.handUnknown - tc.hand
			p.handUnknown = tc.hand
			p.chains = tc.chains
			s.house("brobnar")
			s.end()
			if p.handSize() != tc.wantHand || p.chains != tc.wantCh {
				t.Errorf("hand %d chains %d, want %d and %d", p.handSize(), p.chains, tc.wantHand, tc.wantCh)
			}
		})
	}
}

// Rulebook: Step 5 – an empty deck is reset from the discard pile.
func TestEmptyDeckReshuffle(t *testing.T) {
	s := newScen(t, nil, nil)
	p := &s.g.p[0]
	for p.deckUnknown > 0 {
		id := s.take(0, filler)
		s.g.put(id, ZoneDiscard)
	}
	s.house("brobnar")
	s.effect(Effect{Kind: EffDiscard, Card: CardRef{ID: filler}})
	s.effect(Effect{Kind: EffDiscard, Card: CardRef{ID: filler}})
	discarded := len(p.discard)
	s.end()
	if p.handSize() != 6 || len(p.discard) != 0 || p.deckSize() != discarded-1 {
		t.Errorf("hand %d discard %d deck %d, want 6, 0, %d", p.handSize(), len(p.discard), p.deckSize(), discarded-1)
	}
}

// Hidden information: a card that cannot be in hand is card-not-available.
func TestCardNotAvailable(t *testing.T) {
	s := newScen(t, []string{"troll"}, nil)
	s.house("brobnar")
	s.wantRules(s.play("troll"), "")
	s.wantRules(s.play("troll"), "card-not-available")
	s.wantRules(s.play("ancient-bear"), "card-not-in-deck")
}

func TestConcede(t *testing.T) {
	s := newScen(t, nil, nil)
	s.do(Action{Verb: VerbConcede, Player: 1})
	if w, why, over := s.g.Over(); !over || w != 0 || why != "concede" {
		t.Errorf("Over() = %d %q %v", w, why, over)
	}
}

func TestTurnHeader(t *testing.T) {
	s := newScen(t, nil, nil)
	s.wantRules(s.do(Action{Verb: VerbTurn, N: 1, Player: 0}), "")
	s.house("brobnar")
	// "2. Bob" without "end": the turn ends implicitly.
	s.wantRules(s.do(Action{Verb: VerbTurn, N: 2, Player: 1}), "")
	if s.g.turn != 2 || s.g.active != 1 {
		t.Fatalf("turn %d active %d", s.g.turn, s.g.active)
	}
	s.wantRules(s.do(Action{Verb: VerbTurn, N: 2, Player: 0}), "turn-order")
}

func TestHashAndClone(t *testing.T) {
	s := newScen(t, []string{"troll"}, nil)
	h := s.g.Hash()
	c := s.g.Clone()
	if c.Hash() != h {
		t.Fatal("clone hashes differently")
	}
	s.house("brobnar")
	if s.g.Hash() == h {
		t.Error("hash did not change with the state")
	}
	if c.Hash() != h {
		t.Error("changing the game changed its clone")
	}
	c.Apply(Action{Verb: VerbHouse, House: "brobnar", Player: NoPlayer})
	if c.Hash() != s.g.Hash() {
		t.Error("the same action from the same state gave different hashes")
	}
}

func TestRulesTable(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range Rules {
		if r.ID == "" || r.Reference == "" || r.Quote == "" || r.Title == "" {
			t.Errorf("incomplete rule %+v", r)
		}
		if seen[r.ID] {
			t.Errorf("duplicate rule %s", r.ID)
		}
		seen[r.ID] = true
	}
}

// A maverick copy belongs to the house printed on the copy, not the card's.
func TestMaverickHouse(t *testing.T) {
	alice := testDeck(aliceHouses, "hunting-witch")
	alice.Cards[0].House = "brobnar"
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{{Name: "Alice", Deck: alice}, {Name: "Bob", Deck: testDeck(bobHouses)}}})
	s.end()
	s.end()
	s.hand(0, "hunting-witch")
	out := s.play("hunting-witch") // no "house": the copy's house is chosen
	s.wantRules(out, "")
	if s.g.house != "brobnar" {
		t.Errorf("implicit house %q, want brobnar", s.g.house)
	}
	s.creature(1, "dust-pixie")
	s.end()
	s.house("untamed")
	s.end()
	s.house("dis")
	s.wantRules(s.reap("hunting-witch"), "not-active-house")
}

func TestNewErrors(t *testing.T) {
	good := func() *Deck { return testDeck(aliceHouses) }
	bad := testDeck(aliceHouses)
	bad.Cards[3].CardID = "no-such-card"
	tests := []struct {
		name string
		s    Setup
		want string
	}{
		{"no deck", Setup{Players: [2]PlayerSetup{{Name: "A", Deck: good()}, {Name: "B"}}}, "player 2 (B) has no deck"},
		{"unknown card", Setup{Players: [2]PlayerSetup{{Name: "A", Deck: bad}, {Name: "B", Deck: good()}}}, `unknown card id "no-such-card" (deck "test", card 4)`},
		{"bad first player", Setup{Players: [2]PlayerSetup{{Name: "A", Deck: good()}, {Name: "B", Deck: good()}}, First: 2}, "first player must be 0 or 1"},
		{"negative chains", Setup{Players: [2]PlayerSetup{{Name: "A", Deck: good(), Chains: -1}, {Name: "B", Deck: good()}}}, "has -1 chains"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := New(testCards, tc.s)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want it to contain %q", err, tc.want)
			}
		})
	}
}

// The notation's examples number turn headers by round ("1. Alice",
// "1. Bob", "2. Alice"); the engine learns that from the first header that
// fits only one reading and holds the log to it.
func TestTurnHeaderRounds(t *testing.T) {
	s := newScen(t, nil, nil)
	s.wantRules(s.do(Action{Verb: VerbTurn, N: 1, Player: 0}), "")
	s.house("brobnar")
	s.wantRules(s.do(Action{Verb: VerbTurn, N: 1, Player: 1}), "")
	if s.g.turn != 2 || s.g.active != 1 {
		t.Fatalf("after \"1. Bob\": turn %d active %d, want turn 2 active 1", s.g.turn, s.g.active)
	}
	s.house("untamed")
	s.wantRules(s.do(Action{Verb: VerbTurn, N: 2, Player: 0}), "")
	if s.g.turn != 3 || s.g.active != 0 {
		t.Fatalf("after \"2. Alice\": turn %d active %d, want turn 3 active 0", s.g.turn, s.g.active)
	}
	s.house("brobnar")
	s.do(Action{Verb: VerbEnd})
	// Round 2 is Bob's now; "3. Bob" is the wrong round.
	s.wantRules(s.do(Action{Verb: VerbTurn, N: 3, Player: 1}), "turn-order")
}
