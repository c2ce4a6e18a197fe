package engine

import "testing"

// Tests of the turn history (turn_history.go): what it records, for how
// long, and that games without a card reading it keep none.

func TestTurnHistoryRecordsDeeds(t *testing.T) {
	s := hrScen(t, [3]House{"brobnar", "dis", "sanctum"}, []string{"redlock", "krump", "troll", "anger"}, []string{"bad-penny"})
	g := s.g
	if !g.hasStatic(hrHistory) {
		t.Fatal("a game with Redlock keeps no history")
	}
	s.creature(0, "krump")
	s.creature(0, "troll")
	s.creature(1, "bad-penny")
	s.hand(0, "anger")
	s.house("brobnar")
	s.wantRules(s.reap("krump"), "")
	s.wantRules(s.fight("troll", "bad-penny"), "")
	s.wantRules(s.play("anger"), "")
	for _, c := range []struct {
		what string
		act  histAct
		pl   int8
		of   *Target
		want int
	}{
		{"cards used", histUsed, 0, &Target{Kind: AnyCard}, 2},
		{"creatures reaped", histReaped, 0, nil, 1},
		{"creatures fought", histFought, 0, nil, 1},
		{"cards played", histPlayed, 0, nil, 1},
		{"creatures played", histPlayed, 0, &Target{}, 0},
		{"Brobnar actions played", histPlayed, 0, &Target{Kind: ActionCard, House: "brobnar"}, 1},
		{"non-Brobnar cards played", histPlayed, 0, &Target{Kind: AnyCard, House: "brobnar", Is: NotHouse}, 0},
		{"Bob's creatures destroyed", histDestroyed, 1, nil, 1},
		{"Alice's creatures destroyed", histDestroyed, 0, nil, 0},
		{"Bob's cards used", histUsed, 1, nil, 0},
	} {
		t.Run(c.what, func(t *testing.T) {
			s.wantInt(c.what, g.hrThisTurn(c.act, c.pl, c.of), c.want)
		})
	}
	t.Run("Alice's turn is Bob's history of her previous turn", func(t *testing.T) {
		s.end()
		s.wantInt("Alice's latest turn", g.hrLatestTurn(0), g.turn-1)
		s.wantInt("reaps of her latest turn", g.hrCount(histReaped, 0, g.hrLatestTurn(0), nil), 1)
		s.wantInt("reaps this turn", g.hrThisTurn(histReaped, 0, nil), 0)
	})
	t.Run("forgotten after the next turn", func(t *testing.T) {
		s.end()
		s.wantInt("reaps of turn-2", g.hrCount(histReaped, 0, g.turn-2, nil), 0)
		for _, l := range g.lasting {
			if l.kind == hrLastHist && l.until < g.turn {
				t.Errorf("a deed of turn %d is still kept on turn %d", l.until-1, g.turn)
			}
		}
	})
}

func TestTurnHistoryOnlyWhenRead(t *testing.T) {
	s := hrScen(t, [3]House{"brobnar", "dis", "sanctum"}, []string{"krump"}, nil)
	s.creature(0, "krump")
	s.house("brobnar")
	s.wantRules(s.reap("krump"), "")
	for _, l := range s.g.lasting {
		if l.kind == hrLastHist {
			t.Fatalf("a game with no card reading the history keeps deed %d", l.n)
		}
	}
}

// The history is state: a snapshot carries it, and the state hash sees
// it (two games that differ only by a deed hash apart).
func TestTurnHistoryInSnapshot(t *testing.T) {
	s := hrScen(t, [3]House{"brobnar", "dis", "sanctum"}, []string{"redlock", "krump"}, nil)
	s.creature(0, "krump")
	s.house("brobnar")
	s.wantRules(s.reap("krump"), "")
	setup := Setup{Players: [2]PlayerSetup{{Name: s.g.p[0].name, Deck: s.g.p[0].deck}, {Name: s.g.p[1].name, Deck: s.g.p[1].deck}}}
	r := resume(t, s.g, setup)
	s.wantInt("reaps after resuming", r.hrThisTurn(histReaped, 0, nil), 1)
	if r.Hash() != s.g.Hash() {
		t.Error("the resumed game hashes apart")
	}
	h := s.g.Hash()
	s.g.hrNote(&Event{Kind: EvReap, Player: 0, Card: "krump"})
	if s.g.Hash() == h {
		t.Error("the hash does not see a deed")
	}
}

// Every card whose script has a condition on the history is a reader (its
// games keep the history), and every reader is a hand-written script
// (batch R's, Lifeweb of batch V), once.
func TestTurnHistoryReadersListed(t *testing.T) {
	seen := map[string]bool{}
	for _, id := range hrHistoryReaders {
		if seen[id] {
			t.Errorf("%s is listed twice", id)
		}
		seen[id] = true
		if scriptFor(id) == nil {
			t.Errorf("%s reads the history but is no hand-written script", id)
		}
	}
	reads := func(c *Cond) bool { return hrCondAct(c.Is) != 0 && hrKeyOf(c) == KeyAny }
	for i := range handRScripts {
		s := &handRScripts[i]
		uses := false
		for _, st := range s.Statics {
			uses = uses || reads(&st.If)
		}
		for _, a := range s.Abilities {
			uses = uses || reads(&a.If)
			for _, c := range a.Steps {
				uses = uses || reads(&c.If)
			}
		}
		if uses && !hrReadsHistory(s) {
			t.Errorf("%s has a condition on the history but is not in hrHistoryReaders", s.ID)
		}
	}
}
