package engine

import (
	"fmt"
	"slices"
	"testing"
)

// "Discard the top 2 cards of a player's deck.": the log's choose line
// names whose deck, from the controller's side; the step waits for it.
func TestLanguageChosenPlayer(t *testing.T) {
	discardTop := ab(OnPlay, Clause{Do: DoDiscardTop, N: 2, Who: ChosenPlayer})
	type sizes struct{ deck, discard [2]int }
	measure := func(b *langBoard) sizes {
		var z sizes
		for pl := range 2 {
			z.deck[pl], z.discard[pl] = b.s.g.p[pl].deckSize(), len(b.s.g.p[pl].discard)
		}
		return z
	}
	var before sizes
	for _, c := range []struct {
		word  string
		whose int // whose deck loses the cards
	}{{"theirs", 1}, {"mine", 0}, {"opponent", 1}, {"me", 0}, {"Opponent's", 1}, {"yours", 0}} {
		runLang(t, []langCase{{name: c.word, script: discardTop,
			act: func(b *langBoard) Outcome {
				before = measure(b)
				b.s.play("probe-action")
				p, ok := b.s.g.Prompt()
				if !ok || !slices.Equal(p.Words, []string{"mine", "theirs"}) {
					t.Fatalf("prompt %v (waiting %v), want the words mine and theirs", p.Words, ok)
				}
				return b.s.chooseWords(c.word)
			},
			check: func(t *testing.T, b *langBoard) {
				after := measure(b)
				for pl := range 2 {
					want := 0
					if pl == c.whose {
						want = 2
					}
					b.want(t, "cards gone from deck", before.deck[pl]-after.deck[pl], want)
					if pl == 0 {
						want++ // the probe action itself
					}
					b.want(t, "cards added to the discard pile", after.discard[pl]-before.discard[pl], want)
				}
			}}})
	}
	runLang(t, []langCase{{name: "a word that names no player", script: discardTop,
		act: func(b *langBoard) Outcome {
			b.s.play("probe-action")
			return b.s.chooseWords("bob")
		},
		rules: "effect-target", check: func(t *testing.T, b *langBoard) {}}})
}

// "Shuffle your discard pile into your deck.": every card of the pile goes
// into the deck, and the cards known on top are not known there any more.
func TestLanguageShuffleDiscard(t *testing.T) {
	var deck, discard int
	runLang(t, []langCase{{name: "your discard pile", probe: "probe-artifact",
		script: ab(OnAction, Clause{Do: DoShuffleDiscard}),
		act: func(b *langBoard) Outcome {
			b.s.g.moveTop(0, 2, false)
			b.s.g.moveTop(1, 1, false)
			deck, discard = b.s.g.p[0].deckSize(), len(b.s.g.p[0].discard)
			if discard < 2 {
				t.Fatalf("Alice's discard pile has %d cards, want 2 or more", discard)
			}
			return b.trigger(OnAction)
		},
		check: func(t *testing.T, b *langBoard) {
			p := &b.s.g.p[0]
			b.want(t, "Alice's discard pile", len(p.discard), 0)
			b.want(t, "Alice's deck", p.deckSize(), deck+discard)
			b.want(t, "Alice's cards known on top", len(p.deckTop), 0)
			b.want(t, "Bob's discard pile", len(b.s.g.p[1].discard), 1)
		}}})
}

func TestGen3Text(t *testing.T) {
	for _, c := range []struct {
		st   Clause
		want string
	}{
		{Clause{Do: DoDiscardTop, N: 10, Who: ChosenPlayer}, "Play: Discard the top 10 cards of a player's deck."},
		{Clause{Do: DoDiscardTop, N: 4, Who: ChosenPlayer, Alt: true}, "Play: Discard the top 4 cards of any player's deck."},
		{Clause{Do: DoDiscardTop, N: 1, Who: EachPlayer, Alt: true}, "Play: Discard the top card of each player's deck."},
		{Clause{Do: DoDiscardTop, N: 1, Who: EachPlayer}, "Play: Each player discards the top card of their deck."},
		{Clause{Do: DoShuffleDiscard}, "Play: Shuffle your discard pile into your deck."},
		{Clause{Do: DoShuffleBottom, N: 3}, "Play: Shuffle the bottom 3 cards of your discard into your deck."},
		{Clause{Do: DoLasting, Last: LastNoVerb, N: int(VerbReap), Who: Opponent, Dur: UntilNextTurn, Alt: true}, "Play: Your opponent cannot use creatures to reap on their next turn."},
		{Clause{Do: DoDestroy, To: Target{Count: Each, Is: IsElusive}}, "Play: Destroy each elusive creature."},
		{Clause{Do: DoKeyCost, N: 3, Who: Opponent, Dur: UntilNextTurn, Alt: true}, "Play: Your opponent's keys cost +3A during their next turn."},
		{Clause{Do: DoKeyCost, N: 3, Who: Opponent, Dur: UntilNextTurn}, "Play: Keys cost +3A during your opponent's next turn."},
		{Clause{Do: DoLasting, Last: LastNoCreatures, Who: Opponent, Dur: UntilNextTurn}, "Play: Your opponent cannot play creatures on their next turn."},
		{Clause{Do: DoLasting, Last: LastNoReap, Who: EachPlayer, Dur: UntilNextTurn}, "Play: Until the start of your next turn, creatures cannot be used to reap."},
		{Clause{Do: DoMayUse, N: int(VerbFight), To: Target{Count: Each, Side: Friendly}, Dur: UntilTurnEnd}, "Play: For the remainder of the turn, each friendly creature may fight."},
		{Clause{Do: DoMayUse, Alt: true, To: Target{Count: Each, Side: Friendly, House: "untamed"}, Dur: UntilTurnEnd}, "Play: For the remainder of the turn, you may use friendly Untamed creatures."},
		{Clause{Do: DoSteal, N: 1, If: Cond{Is: IfAember, Who: Opponent, Cmp: Even}}, "Play: If your opponent has an even amount of A, steal 1A."},
		{Clause{Do: DoGain, N: 1, If: Cond{Is: IfAember, Cmp: Odd}}, "Play: If you have an odd amount of A, gain 1A."},
		{Clause{Do: DoGain, N: 1, If: Cond{Is: IfThatIs, Of: &Target{Trait: "Mutant"}}}, "Play: If it is a Mutant creature, gain 1A."},
		{Clause{Do: DoShuffleDiscard, Who: EachPlayer}, "Play: Each player shuffles their discard pile into their deck."},
	} {
		t.Run(c.want, func(t *testing.T) {
			if got := ab(OnPlay, c.st).Text("X"); got != c.want {
				t.Errorf("Text = %q, want %q", got, c.want)
			}
		})
	}
}

// "Discard the top 10 cards of a player's deck." with fewer cards in that
// deck discards what there is: only a draw reshuffles the discard pile
// into the deck (rulebook, Draw Cards).
func TestLanguageDiscardTopRunsOut(t *testing.T) {
	var deck, discard int
	runLang(t, []langCase{{name: "an empty deck stays empty", script: ab(OnPlay, Clause{Do: DoDiscardTop, N: 50, Who: Opponent}),
		act: func(b *langBoard) Outcome {
			deck, discard = b.s.g.p[1].deckSize(), len(b.s.g.p[1].discard)
			if deck == 0 || deck >= 50 {
				t.Fatalf("Bob's deck has %d cards, want 1 to 49", deck)
			}
			return b.s.play("probe-action")
		},
		check: func(t *testing.T, b *langBoard) {
			b.want(t, "Bob's deck", b.s.g.p[1].deckSize(), 0)
			b.want(t, "Bob's discard pile", len(b.s.g.p[1].discard), discard+deck)
		}}})
}

// "Discard the top card of a player's deck. If it is a creature, …": the
// log names the card discarded, and the condition reads it there.
func TestLanguageIfThatIs(t *testing.T) {
	discard := Clause{Do: DoDiscardNamed, N: 1, To: Target{Kind: AnyCard}, Who: ChosenPlayer}
	ifCreature := Cond{Is: IfThatIs, Of: &Target{}}
	// topOf answers the player and names a card that may be on top of
	// Bob's deck, a creature or not.
	topOf := func(b *langBoard, creature bool) CardRef {
		b.s.play("probe-action")
		b.s.chooseWords("theirs")
		p, ok := b.s.g.Prompt()
		if !ok {
			t.Fatal("no prompt for the card discarded")
		}
		for _, c := range p.Cards {
			if def := b.s.g.defIndex(c.ID); def >= 0 && b.s.g.defs[def].Type.IsCreature() == creature {
				return c
			}
		}
		t.Fatalf("no card with creature %v among %v", creature, p.Cards)
		return CardRef{}
	}
	for _, creature := range []bool{true, false} {
		var name CardRef
		var aember int
		runLang(t, []langCase{
			{name: fmt.Sprintf("gain if a creature (%v)", creature), script: ab(OnPlay, discard, Clause{Do: DoGain, N: 1, If: ifCreature}),
				act: func(b *langBoard) Outcome {
					name = topOf(b, creature)
					aember = b.s.aember(0)
					return b.s.choose(name.ID)
				},
				check: func(t *testing.T, b *langBoard) {
					want := aember
					if creature {
						want++
					}
					b.want(t, "Alice's Æmber", b.s.aember(0), want)
					if d := b.s.g.p[1].discard; len(d) == 0 || b.s.g.def(d[len(d)-1]).ID != name.ID {
						t.Errorf("Bob's discard pile does not end with %s", name.ID)
					}
				}},
			{name: fmt.Sprintf("purge it if a creature (%v)", creature), script: ab(OnPlay, discard, Clause{Do: DoPurge, To: ThatOne, If: ifCreature}),
				act: func(b *langBoard) Outcome {
					name = topOf(b, creature)
					return b.s.choose(name.ID)
				},
				check: func(t *testing.T, b *langBoard) {
					purged := 0
					for _, id := range b.s.g.p[1].purged {
						if b.s.g.def(id).ID == name.ID {
							purged++
						}
					}
					want := 0
					if creature {
						want = 1
					}
					b.want(t, "copies purged", purged, want)
				}},
		})
	}
}

// "If your opponent has an even amount of A, steal 1A." (Even Ivan), and
// odd (Odd Clawde).
func TestLanguageEvenOdd(t *testing.T) {
	for _, c := range []struct {
		cmp       Cmp
		bob, want int // Bob's Æmber before and after
	}{{Even, 4, 3}, {Even, 3, 3}, {Odd, 3, 2}, {Odd, 4, 4}, {Even, 0, 0}} {
		runLang(t, []langCase{{name: fmt.Sprintf("cmp %d, Bob has %d", c.cmp, c.bob), probe: "probe-artifact",
			script: ab(OnAction, Clause{Do: DoSteal, N: 1, If: Cond{Is: IfAember, Who: Opponent, Cmp: c.cmp}}),
			act: func(b *langBoard) Outcome {
				b.s.g.p[1].aember = c.bob
				return b.trigger(OnAction)
			},
			check: func(t *testing.T, b *langBoard) { b.want(t, "Bob's Æmber", b.s.aember(1), c.want) }}})
	}
}

// "If you are haunted, Ælbia Stray enters play ready.": the condition is
// read as the creature enters play.
func TestLanguageEntersReadyIfHaunted(t *testing.T) {
	for _, haunted := range []bool{true, false} {
		t.Run(fmt.Sprintf("haunted %v", haunted), func(t *testing.T) {
			s := fightScen(t, []string{"probe", "krump", "troll"}, []string{"silvertooth", "urchin"})
			s.g.setScript("probe", &Script{ID: "probe", Statics: []Static{{Is: EntersReady, If: Cond{Is: IfHaunted}}}})
			id := s.hand(0, "probe")
			if haunted {
				s.g.moveTop(0, 10, false)
			}
			if got := len(s.g.p[0].discard) >= 10; got != haunted {
				t.Fatalf("Alice haunted %v, want %v", got, haunted)
			}
			s.house("brobnar")
			s.wantRules(s.play("probe"), "")
			if ready := !s.g.cards[id].has(flExhausted); ready != haunted {
				t.Errorf("the creature entered play ready %v, want %v", ready, haunted)
			}
		})
	}
}

// "Reap: You may play or use a Dis card this turn." (the Ambassadors):
// one Dis card, played or used while Brobnar is active; it is spent then.
func TestLanguagePlayOrUseHouse(t *testing.T) {
	permit := ab(OnReap, Clause{Do: DoLasting, Last: LastPlayOrUseHouse, House: "dis", Dur: UntilTurnEnd})
	for _, c := range []struct {
		name     string
		reap     bool // the probe reaps first: the permission
		first    func(s *scen) Outcome
		want     string
		thenPlay string // the violation of playing another Dis card after
	}{
		{"play one Dis card", true, func(s *scen) Outcome { return s.play("shooler") }, "", "not-active-house"},
		{"use one Dis card", true, func(s *scen) Outcome { return s.reap("ember-imp") }, "", "not-active-house"},
		{"no permission", false, func(s *scen) Outcome { return s.play("shooler") }, "not-active-house", "not-active-house"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := fightScen(t, []string{"probe", "shooler", "shaffles", "ember-imp", "troll"}, []string{"silvertooth"})
			s.g.setScript("probe", permit)
			s.creature(0, "probe")
			s.creature(0, "ember-imp")
			s.hand(0, "shooler")
			s.hand(0, "shaffles")
			s.house("brobnar")
			if c.reap {
				s.wantRules(s.reap("probe"), "")
			}
			s.wantRules(c.first(s), c.want)
			s.wantRules(s.play("shaffles"), c.thenPlay) // spent: one Dis card
		})
	}
}

// "For the remainder of the turn, each friendly creature may fight." and
// "…, you may use friendly Dis creatures.": a use the active house would
// not allow, of the permitted kind only, until the turn ends.
func TestLanguageMayUse(t *testing.T) {
	mayFight := ab(OnPlay, Clause{Do: DoMayUse, N: int(VerbFight), To: Target{Count: Each, Side: Friendly}, Dur: UntilTurnEnd})
	mayUseDis := ab(OnPlay, Clause{Do: DoMayUse, Alt: true, To: Target{Count: Each, Side: Friendly, House: "dis"}, Dur: UntilTurnEnd})
	for _, c := range []struct {
		name   string
		script *Script
		play   bool // the probe action is played first
		use    func(s *scen) Outcome
		want   string
	}{
		{"may fight: a fight", mayFight, true, func(s *scen) Outcome { return s.fight("ember-imp", "silvertooth") }, ""},
		{"may fight: not a reap", mayFight, true, func(s *scen) Outcome { return s.reap("ember-imp") }, "not-active-house"},
		{"may use Dis creatures: a reap", mayUseDis, true, func(s *scen) Outcome { return s.reap("ember-imp") }, ""},
		{"not before it is played", mayUseDis, false, func(s *scen) Outcome { return s.reap("ember-imp") }, "not-active-house"},
		{"not the next turn", mayUseDis, true, func(s *scen) Outcome {
			s.end()
			s.house("shadows")
			s.end()
			s.house("brobnar")
			return s.reap("ember-imp")
		}, "not-active-house"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := fightScen(t, []string{"probe-action", "ember-imp", "troll"}, []string{"silvertooth"})
			s.g.setScript("probe-action", c.script)
			s.creature(0, "ember-imp")
			s.creature(1, "silvertooth")
			s.hand(0, "probe-action")
			s.house("brobnar")
			if c.play {
				s.wantRules(s.play("probe-action"), "")
			}
			s.wantRules(c.use(s), c.want)
		})
	}
}

// "Choose a house. During your opponent's next turn, creatures of the
// chosen house cannot be used to reap." (Seismo-entangler) and "Until the
// start of your next turn, creatures cannot be used to reap." (Sow Salt).
func TestLanguageNoReap(t *testing.T) {
	seismo := ab(OnPlay, Clause{Do: DoChooseHouse},
		Clause{Do: DoLasting, Last: LastNoReap, Who: Opponent, Dur: UntilNextTurn, To: Target{Is: ChosenHouse}})
	sowSalt := ab(OnPlay, Clause{Do: DoLasting, Last: LastNoReap, Who: EachPlayer, Dur: UntilNextTurn})
	for _, c := range []struct {
		name   string
		script *Script
		act    func(s *scen) Outcome
		want   string
	}{
		{"the chosen house's creature, their turn", seismo, func(s *scen) Outcome { return bobsTurn(s).reap("mother") }, "restricted"},
		{"another house's creature, their turn", seismo, func(s *scen) Outcome { return bobsTurn(s).reap("silvertooth") }, ""},
		{"it ends with their turn", seismo, func(s *scen) Outcome {
			bobsTurn(s).end()
			s.house("brobnar")
			s.end()
			s.house("logos")
			return s.reap("mother")
		}, ""},
		{"each creature: mine this turn", sowSalt, func(s *scen) Outcome { return s.reap("troll") }, "restricted"},
		{"each creature: theirs next turn", sowSalt, func(s *scen) Outcome { return bobsTurn(s).reap("silvertooth") }, "restricted"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := fightScen(t, []string{"probe-action", "troll"}, []string{"silvertooth", "mother"})
			s.g.setScript("probe-action", c.script)
			s.creature(0, "troll")
			s.creature(1, "silvertooth")
			s.creature(1, "mother")
			s.hand(0, "probe-action")
			s.house("brobnar")
			if c.script == seismo {
				s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "probe-action"}}), "")
				s.wantRules(s.chooseWords("logos"), "")
			} else {
				s.wantRules(s.play("probe-action"), "")
			}
			s.wantRules(c.act(s), c.want)
		})
	}
}

// bobsTurn ends Alice's turn: Bob's first use then picks his house (the
// house of the creature: silvertooth is Shadows, mother Logos).
func bobsTurn(s *scen) *scen {
	s.end()
	return s
}

// "Your opponent cannot play creatures on their next turn." (Lifeward):
// their creatures only, on their turn only.
func TestLanguageNoCreatures(t *testing.T) {
	lifeward := ab(OnPlay, Clause{Do: DoLasting, Last: LastNoCreatures, Who: Opponent, Dur: UntilNextTurn})
	for _, c := range []struct {
		name string
		act  func(s *scen) Outcome
		want string
	}{
		{"a creature on their next turn", func(s *scen) Outcome { s.end(); s.house("logos"); return s.play("mother") }, "restricted"},
		{"an action on their next turn", func(s *scen) Outcome { s.end(); s.house("logos"); return s.play("library-access") }, ""},
		{"my own creature this turn", func(s *scen) Outcome { return s.play("troll") }, ""},
		{"a creature the turn after", func(s *scen) Outcome {
			s.end()
			s.house("logos")
			s.end()
			s.house("brobnar")
			s.end()
			s.house("logos")
			return s.play("mother")
		}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := fightScen(t, []string{"probe-action", "troll"}, []string{"mother", "library-access", "silvertooth"})
			s.g.setScript("probe-action", lifeward)
			s.hand(0, "probe-action")
			s.hand(0, "troll")
			s.hand(1, "mother")
			s.hand(1, "library-access")
			s.house("brobnar")
			s.wantRules(s.play("probe-action"), "")
			s.wantRules(c.act(s), c.want)
		})
	}
}

// "While the tide is low, Undagnathus deals no damage when fighting.": the
// constant ability holds only while its condition does.
func TestLanguageNoDamageFightingWhile(t *testing.T) {
	for _, low := range []bool{true, false} {
		t.Run(fmt.Sprintf("tide low %v", low), func(t *testing.T) {
			b := newLangBoard(t, "probe", &Script{Statics: []Static{{Is: NoDamageFighting, If: Cond{Is: IfTideLow}}}})
			b.s.g.p[1].tide = low // Bob's tide high: Alice's is low
			b.s.wantRules(b.s.fight("probe", "silvertooth"), "")
			c := &b.s.g.cards[b.silver]
			if dealt := c.zone != ZoneBattleline || c.damage > 0; dealt == low {
				t.Errorf("the probe dealt damage %v, want %v", dealt, !low)
			}
		})
	}
}

// "While the tide is high, you may spend A on friendly creatures as if it
// were in your pool." (Medicus Lacus): Æmber on a friendly creature counts
// toward a key only while the tide is high.
func TestLanguageSpendsFriendsWhile(t *testing.T) {
	for _, high := range []bool{true, false} {
		t.Run(fmt.Sprintf("tide high %v", high), func(t *testing.T) {
			b := newLangBoard(t, "probe", &Script{Statics: []Static{{Is: SpendsFriends, If: Cond{Is: IfTide}}}})
			b.s.g.p[0].tide = high
			b.s.g.cards[b.troll].aember = 3
			want := 5
			if high {
				want = 8
			}
			b.want(t, "Æmber Alice may spend", b.s.g.spendable(0), want)
		})
	}
}

// "Players cannot forge their first key." (Bronze Key Imp, N 1), second
// (N 2), third (N 0: Gold Key Imp): only the key named is forbidden.
func TestLanguageNthKey(t *testing.T) {
	for _, c := range []struct{ n, keys, forbidden int }{{1, 0, 1}, {1, 1, 0}, {2, 1, 1}, {2, 0, 0}, {0, 2, 1}, {0, 1, 0}} {
		t.Run(fmt.Sprintf("key %d with %d forged", c.n, c.keys), func(t *testing.T) {
			b := newLangBoard(t, "probe", &Script{Statics: []Static{{Is: NoThirdKey, N: c.n}}})
			for k := range c.keys {
				b.s.g.p[0].keys[k] = true
			}
			if got := b.s.g.p[0].keyCount(); got != c.keys {
				t.Fatalf("Alice has %d keys, want %d", got, c.keys)
			}
			forbidden := 0
			if b.s.g.forgeForbidden(0) == b.probe {
				forbidden = 1
			}
			b.want(t, "forbidden", forbidden, c.forbidden)
		})
	}
}

// "Destroy each elusive creature.": the keyword as a target's adjective.
func TestLanguageElusiveFilter(t *testing.T) {
	runLang(t, []langCase{{name: "each elusive creature",
		script: ab(OnPlay, Clause{Do: DoDestroy, To: Target{Count: Each, Is: IsElusive}}),
		check: func(t *testing.T, b *langBoard) {
			b.s.wantZone(b.urchin, ZoneDiscard) // Urchin is elusive
			b.s.wantZone(b.silver, ZoneBattleline)
			b.s.wantZone(b.troll, ZoneBattleline)
		}}})
}

// "During their “draw cards” step, your opponent refills their hand to 1
// less card." (Succubus), "… each player refills their hand to 1
// additional card." (The Howling Pit).
func TestLanguageRefillLead(t *testing.T) {
	for _, c := range []struct {
		name       string
		st         Static
		alice, bob int
	}{
		{"your opponent, 1 less", Static{Is: RefillMod, N: -1, Who: Opponent, Lead: true}, 0, -1},
		{"each player, 1 additional", Static{Is: RefillMod, N: 1, Who: EachPlayer, Lead: true}, 1, 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := newLangBoard(t, "probe", &Script{Statics: []Static{c.st}})
			b.want(t, "Alice's refill", b.s.g.hcRefillMod(0), c.alice)
			b.want(t, "Bob's refill", b.s.g.hcRefillMod(1), c.bob)
			if got, want := (&Script{Statics: []Static{c.st}}).Text("X"), map[bool]string{
				true:  "During their “draw cards” step, your opponent refills their hand to 1 less card.",
				false: "During their “draw cards” step, each player refills their hand to 1 additional card.",
			}[c.st.Who == Opponent]; got != want {
				t.Errorf("Text = %q, want %q", got, want)
			}
		})
	}
}

// "If an enemy creature was destroyed this turn, gain 1A.": an enemy
// creature, this turn.
func TestLanguageIfEnemyDestroyed(t *testing.T) {
	gain := ab(OnAction, Clause{Do: DoGain, N: 1, If: Cond{Is: IfEnemyDestroyed}})
	for _, c := range []struct {
		name    string
		destroy func(b *langBoard)
		gains   int
	}{
		{"an enemy creature destroyed", func(b *langBoard) { b.s.g.destroy(b.silver); b.s.g.sweep() }, 1},
		{"a friendly creature destroyed", func(b *langBoard) { b.s.g.destroy(b.troll); b.s.g.sweep() }, 0},
		{"none", func(b *langBoard) {}, 0},
	} {
		runLang(t, []langCase{{name: c.name, probe: "probe-artifact", script: gain,
			act: func(b *langBoard) Outcome {
				c.destroy(b)
				b.mark = b.s.aember(0)
				return b.trigger(OnAction)
			},
			check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber gained", b.s.aember(0)-b.mark, c.gains) }}})
	}
}

// "Shuffle the bottom 3 cards of your discard into your deck."
// (Immersioneer): the first cards put in the pile go, the others stay.
func TestLanguageShuffleBottom(t *testing.T) {
	var pile []int16
	var deck int
	runLang(t, []langCase{{name: "the bottom three", probe: "probe-artifact",
		script: ab(OnAction, Clause{Do: DoShuffleBottom, N: 3}),
		act: func(b *langBoard) Outcome {
			b.s.g.moveTop(0, 5, false)
			pile = append([]int16(nil), b.s.g.p[0].discard...)
			deck = b.s.g.p[0].deckSize()
			if len(pile) != 5 {
				t.Fatalf("Alice's discard pile has %d cards, want 5", len(pile))
			}
			return b.trigger(OnAction)
		},
		check: func(t *testing.T, b *langBoard) {
			if got := b.s.g.p[0].discard; !slices.Equal(got, pile[3:]) {
				t.Errorf("Alice's discard pile = %v, want its top two %v", got, pile[3:])
			}
			b.want(t, "Alice's deck", b.s.g.p[0].deckSize(), deck+3)
		}}})
}

// "Destroy each creature with odd power." (Onyx Knight) and even (Opal
// Knight): the power each creature has now.
func TestLanguageOddEvenPower(t *testing.T) {
	for _, f := range []Filter{OddPower, EvenPower} {
		runLang(t, []langCase{{name: map[Filter]string{OddPower: "odd", EvenPower: "even"}[f],
			script: ab(OnPlay, Clause{Do: DoDestroy, To: Target{Count: Each, Is: f}}),
			check: func(t *testing.T, b *langBoard) {
				for _, id := range []int16{b.urchin, b.silver, b.troll} {
					p := b.s.g.defs[b.s.g.cards[id].def].Power // printed power: no bonus on this board
					want := ZoneBattleline
					if (p%2 != 0) == (f == OddPower) {
						want = ZoneDiscard
					}
					b.s.wantZone(id, want)
				}
			}}})
	}
}

// "An enemy creature captures 1A from its own side.": from its
// controller's pool, not from its opponent's.
func TestLanguageCaptureOwn(t *testing.T) {
	for _, c := range []struct {
		name        string
		side        Side
		alice, bob  int // pools after (5 and 4 before)
		onSilver    int
		onTroll     int
		chooseEnemy bool
	}{
		{"an enemy creature", Enemy, 5, 3, 1, 0, true},
		{"a friendly creature", Friendly, 4, 4, 0, 1, false},
	} {
		runLang(t, []langCase{{name: c.name, script: ab(OnPlay, Clause{Do: DoCaptureOwn, N: 1, To: Target{Side: c.side}}),
			act: func(b *langBoard) Outcome {
				b.s.play("probe-action")
				if c.chooseEnemy {
					return b.s.choose("silvertooth")
				}
				return b.s.choose("troll")
			},
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Alice's Æmber", b.s.aember(0), c.alice)
				b.want(t, "Bob's Æmber", b.s.aember(1), c.bob)
				b.want(t, "Æmber on Silvertooth", int(b.s.g.cards[b.silver].aember), c.onSilver)
				b.want(t, "Æmber on Troll", int(b.s.g.cards[b.troll].aember), c.onTroll)
			}}})
	}
}

// "Ready each of Ironyx Rebel's Mars neighbors.": the neighbors the
// filter keeps.
func TestLanguageNeighborsFiltered(t *testing.T) {
	for _, c := range []struct {
		house House
		ready bool
	}{{"brobnar", true}, {"dis", false}} {
		runLang(t, []langCase{{name: string(c.house), probe: "probe",
			script: ab(OnReap, Clause{Do: DoReady, To: Target{Count: Neighbors, House: c.house}}),
			act: func(b *langBoard) Outcome {
				if !b.s.g.neighbors(b.probe, b.troll) {
					t.Fatal("Troll is not the probe's neighbor")
				}
				b.s.g.cards[b.troll].flags |= flExhausted
				return b.s.reap("probe")
			},
			check: func(t *testing.T, b *langBoard) {
				if ready := !b.s.g.cards[b.troll].has(flExhausted); ready != c.ready {
					t.Errorf("Troll (Brobnar) ready %v, want %v", ready, c.ready)
				}
			}}})
	}
	if got, want := ab(OnReap, Clause{Do: DoReady, To: Target{Count: Neighbors, House: "mars"}}).Text("Ironyx Rebel"), "Reap: Ready each of Ironyx Rebel's Mars neighbors."; got != want {
		t.Errorf("Text = %q, want %q", got, want)
	}
}

// "For the remainder of the turn, after you play another card, gain 1A."
// (Flash Freeze's form): each card played after it, not the one whose
// play started it, this turn only.
func TestLanguageLastingAfterPlay(t *testing.T) {
	afterPlay := func(when Target) *Script {
		return lastingAb(Ability{On: OnPlayOther, When: &when, After: true, Steps: []Clause{{Do: DoGain, N: 1}}})
	}
	for _, c := range []struct {
		name   string
		script *Script
		gains  int // Æmber the ability gains when Krump (a Brobnar creature) is played after the probe
	}{
		{"another card", afterPlay(Target{Kind: AnyCard, Side: Friendly, Is: Other}), 1},
		{"a Brobnar creature", afterPlay(Target{Side: Friendly, House: "brobnar"}), 1},
		{"an action card", afterPlay(Target{Kind: ActionCard, Side: Friendly}), 0},
	} {
		runLang(t, []langCase{{name: c.name, script: c.script,
			act: func(b *langBoard) Outcome {
				b.mark = b.s.aember(0)
				b.s.play("probe-action")
				b.want(t, "Æmber gained by the probe's own play", b.s.aember(0)-b.mark, b.s.g.def(b.probe).Amber)
				b.s.hand(0, "krump")
				b.mark = b.s.aember(0)
				return b.s.play("krump")
			},
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Æmber gained playing Krump", b.s.aember(0)-b.mark, c.gains+b.s.g.defs[b.s.g.defIndex("krump")].Amber)
			}}})
	}
	if got, want := afterPlay(Target{Kind: AnyCard, Side: Friendly, Is: Other}).Text("X"),
		"Play: For the remainder of the turn, after you play another card, gain 1A."; got != want {
		t.Errorf("Text = %q, want %q", got, want)
	}
}

// "For the remainder of the turn, each friendly creature cannot be dealt
// damage." (Shield of Justice): also a creature that enters play after.
func TestLanguageNoDamageEach(t *testing.T) {
	runLang(t, []langCase{{name: "each friendly creature",
		script: ab(OnPlay, Clause{Do: DoCardLasting, Last: LastNoDamage, To: Target{Count: Each, Side: Friendly}, Dur: UntilTurnEnd}),
		act: func(b *langBoard) Outcome {
			b.s.play("probe-action")
			b.s.hand(0, "krump")
			b.s.play("krump")
			return b.s.fight("troll", "silvertooth")
		},
		check: func(t *testing.T, b *langBoard) {
			b.want(t, "damage on Troll", int(b.s.g.cards[b.troll].damage), 0)
			krump := b.s.g.p[0].line[len(b.s.g.p[0].line)-1]
			b.want(t, "damage dealt to the Krump played after", b.s.g.damage(krump, 2, false), 0)
			b.want(t, "damage dealt to Urchin (an enemy)", b.s.g.damage(b.urchin, 1, false), 1)
		}}})
}

// "Exalt a friendly creature. Gain 1A for each A on that creature." (Epic
// Poem): the Æmber on the creature exalted, after the exalt; not the
// Æmber on other creatures.
func TestLanguageAemberOnThat(t *testing.T) {
	runLang(t, []langCase{{name: "that creature",
		script: ab(OnPlay, Clause{Do: DoExalt, To: Target{Side: Friendly}}, Clause{Do: DoGain, N: 1, Per: &Amount{Q: AemberOnCards, Of: ThatOne}}),
		act: func(b *langBoard) Outcome {
			b.s.g.cards[b.troll].aember = 2
			b.s.g.cards[b.krump].aember = 5 // another friendly creature: not counted
			b.s.play("probe-action")
			b.mark = b.s.aember(0)
			return b.s.choose("troll")
		},
		check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber gained", b.s.aember(0)-b.mark, 3) }}})
	if got, want := ab(OnPlay, Clause{Do: DoGain, N: 1, Per: &Amount{Q: AemberOnCards, Of: ThatOne}}).Text("X"), "Play: Gain 1A for each A on that creature."; got != want {
		t.Errorf("Text = %q, want %q", got, want)
	}
}
