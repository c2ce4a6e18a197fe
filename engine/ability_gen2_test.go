package engine

import "testing"

// lastingAb is a probe action's "Play: For the remainder of the turn, …"
// starting the lasting ability in.
func lastingAb(in Ability) *Script {
	return ab(OnPlay, Clause{Do: DoLastingAbility, Dur: UntilTurnEnd, Lasting: &in})
}

// A lasting ability resolves each time its event happens until the turn
// ends, after its card has left play (rulebook, Lasting Effects).
func TestLanguageLastingAbility(t *testing.T) {
	gainOnFight := lastingAb(Ability{On: OnCreatureFights, When: &Target{Side: Friendly}, Steps: []Clause{{Do: DoGain, N: 1}}})
	runLang(t, []langCase{
		{name: "each time a friendly creature fights", script: gainOnFight,
			act: func(b *langBoard) Outcome {
				b.s.play("probe-action")
				b.mark = b.s.aember(0)
				return b.s.fight("troll", "silvertooth")
			},
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's Æmber", b.s.aember(0), b.mark+1) }},
		{name: "not before it starts", script: gainOnFight,
			act: func(b *langBoard) Outcome {
				b.mark = b.s.aember(0)
				out := b.s.fight("troll", "silvertooth")
				b.s.play("probe-action")
				return out
			},
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Alice's Æmber", b.s.aember(0), b.mark+b.s.g.def(b.probe).Amber)
			}},
		{name: "it ends with the turn", script: gainOnFight,
			act: func(b *langBoard) Outcome {
				b.s.play("probe-action")
				b.s.end()
				b.s.house("shadows")
				b.s.end()
				b.s.house("brobnar")
				b.mark = b.s.aember(0)
				return b.s.fight("troll", "urchin")
			},
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's Æmber", b.s.aember(0), b.mark) }},
		{name: "each time an enemy creature is destroyed",
			script: lastingAb(Ability{On: OnCreatureDestroyed, When: &Target{Side: Enemy}, Steps: []Clause{{Do: DoLose, N: 1, Who: Opponent}}}),
			act: func(b *langBoard) Outcome {
				b.s.play("probe-action")
				return b.s.fight("troll", "silvertooth")
			},
			check: func(t *testing.T, b *langBoard) {
				b.s.wantZone(b.silver, ZoneDiscard)
				b.want(t, "Bob's Æmber", b.s.aember(1), 3)
			}},
		{name: "it: the creature the event is about",
			script: lastingAb(Ability{On: OnCreatureReaps, When: &Target{Side: Friendly}, Steps: []Clause{{Do: DoCapture, N: 1, To: TheTriggering}}}),
			act: func(b *langBoard) Outcome {
				b.s.play("probe-action")
				return b.s.reap("troll")
			},
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Æmber on Troll", int(b.s.g.cards[b.troll].aember), 1)
				b.want(t, "Bob's Æmber", b.s.aember(1), 3)
			}},
	})
}

func TestLastingAbilityText(t *testing.T) {
	for _, c := range []struct {
		in   Ability
		want string
	}{
		{Ability{On: OnCreatureFights, When: &Target{Side: Friendly}, Steps: []Clause{{Do: DoGain, N: 1}}},
			"Play: For the remainder of the turn, gain 1A each time a friendly creature fights."},
		{Ability{On: OnCreatureReaps, Steps: []Clause{{Do: DoLose, N: 1, Who: Opponent}}},
			"Play: For the remainder of the turn, your opponent loses 1A each time a creature reaps."},
		{Ability{On: OnCreatureDestroyed, When: &Target{Side: Enemy}, Steps: []Clause{{Do: DoGain, N: 1}}},
			"Play: For the remainder of the turn, gain 1A each time an enemy creature is destroyed."},
		{Ability{On: OnCreatureFights, When: &Target{Side: Friendly}, Steps: []Clause{{Do: DoCapture, N: 1, To: TheTriggering}}},
			"Play: For the remainder of the turn, each time a friendly creature fights, that creature captures 1A."},
	} {
		t.Run(c.want, func(t *testing.T) {
			if got := lastingAb(c.in).Text("Probe"); got != c.want {
				t.Errorf("printed %q", got)
			}
		})
	}
}

// Amounts computed for effects the generator now reads: tokens for each
// card counted (none for none), capturing a whole pool, a creature's
// power for each Æmber on it.
func TestLanguageGen2Amounts(t *testing.T) {
	brobnar := &Amount{Of: Target{Count: Each, Side: Friendly, House: "brobnar"}}
	mars := &Amount{Of: Target{Count: Each, Side: Friendly, House: "mars"}}
	runLang(t, []langCase{
		{name: "a token for each friendly Brobnar creature (Krump, Troll)", script: ab(OnPlay, Clause{Do: DoToken, Per: brobnar}),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's creatures", len(b.s.g.p[0].line), 4) }},
		{name: "no token for no friendly Mars creature", script: ab(OnPlay, Clause{Do: DoToken, Per: mars}),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's creatures", len(b.s.g.p[0].line), 2) }},
		{name: "capture all of your opponent's A", probe: "probe", script: ab(OnReap, Clause{Do: DoCapture, To: This, Per: &Amount{Q: AemberOf, Who: Opponent}}),
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Bob's Æmber", b.s.aember(1), 0)
				b.want(t, "Æmber on the probe", int(b.s.g.cards[b.probe].aember), 4)
			}},
		{name: "steal half of your opponent's A (4: 2)", script: ab(OnPlay, Clause{Do: DoSteal, Per: &Amount{Q: HalfAemberOf, Who: Opponent}}),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Bob's Æmber", b.s.aember(1), 2) }},
		{name: "+2 power for each A on it", script: &Script{Statics: []Static{{Is: PowerBonus, N: 2, To: Target{Count: Each, Side: Enemy}, Per: &Amount{Q: AemberOnIt}}}},
			probe: "probe",
			act:   func(b *langBoard) Outcome { return Outcome{} },
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Urchin's power (1A on it)", b.s.g.power(b.urchin), b.s.g.def(b.urchin).Power+2)
				b.want(t, "Silvertooth's power (none)", b.s.g.power(b.silver), b.s.g.def(b.silver).Power)
			}},
	})
}

// "After you forge a key", "After your opponent raises the tide": player
// event triggers fire for the player the trigger names.
func TestLanguagePlayerEvents(t *testing.T) {
	gain := []Clause{{Do: DoGain, N: 2}}
	forge := func(pl int8) func(b *langBoard) Outcome {
		return func(b *langBoard) Outcome {
			b.s.g.p[pl].aember = 10
			b.mark = b.s.aember(0)
			b.s.g.forge(pl, KeyAny, 6)
			return Outcome{}
		}
	}
	tide := func(b *langBoard) Outcome {
		b.mark = b.s.aember(0)
		b.s.g.raiseTide() // Alice, the active player
		return Outcome{}
	}
	on := func(t Trigger, side Side) *Script {
		sc := &Script{Abilities: []Ability{{On: t, Steps: gain}}}
		if side != AnySide {
			sc.Abilities[0].When = &Target{Side: side}
		}
		return sc
	}
	runLang(t, []langCase{
		{name: "after you forge a key: you forge", probe: "probe", script: on(OnKeyForged, Friendly), act: forge(0),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's Æmber", b.s.aember(0), b.mark-6+2) }},
		{name: "after you forge a key: your opponent forges", probe: "probe", script: on(OnKeyForged, Friendly), act: forge(1),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's Æmber", b.s.aember(0), b.mark) }},
		{name: "after your opponent forges a key", probe: "probe", script: on(OnKeyForged, Enemy), act: forge(1),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's Æmber", b.s.aember(0), b.mark+2) }},
		{name: "after a player forges a key", probe: "probe-artifact", script: on(OnKeyForged, AnySide), act: forge(1),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's Æmber", b.s.aember(0), b.mark+2) }},
		{name: "after you raise the tide", probe: "probe", script: on(OnTideRaised, Friendly), act: tide,
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's Æmber", b.s.aember(0), b.mark+2) }},
		{name: "after your opponent raises the tide: you raise it", probe: "probe", script: on(OnTideRaised, Enemy), act: tide,
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's Æmber", b.s.aember(0), b.mark) }},
		{name: "an ability raises the tide", probe: "probe-action", act: func(b *langBoard) Outcome {
			b.s.g.setScript("troll", &Script{ID: "troll", Abilities: []Ability{{On: OnTideRaised, When: &Target{Side: Friendly}, Steps: gain}}})
			b.mark = b.s.aember(0)
			return b.s.play("probe-action")
		}, script: ab(OnPlay, Clause{Do: DoRaiseTide}),
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Alice's Æmber", b.s.aember(0), b.mark+2+b.s.g.def(b.probe).Amber)
			}},
	})
	if got := on(OnKeyForged, Enemy).Text("X"); got != "After your opponent forges a key, gain 2A." {
		t.Errorf("printed %q", got)
	}
	if got := on(OnTideRaised, AnySide).Text("X"); got != "After a player raises the tide, gain 2A." {
		t.Errorf("printed %q", got)
	}
}

// A card's own ability while a condition holds ("While X is in the center
// of your battleline, it gains, "Reap: Gain 2A.""): it resolves only then.
func TestLanguageSelfGrantWhile(t *testing.T) {
	center := &Script{Abilities: []Ability{{On: OnReap, Grant: &This, If: Cond{Is: IfThisInCenter}, Steps: []Clause{{Do: DoGain, N: 2}}}}}
	alone := &Script{Abilities: []Ability{{On: OnReap, Grant: &This, Steps: []Clause{{Do: DoGain, N: 2}},
		If: Cond{Is: IfCount, Cmp: Equal, Of: &Target{Count: Each, Side: Friendly, Is: Other}}}}}
	reap := func(setup func(b *langBoard)) func(b *langBoard) Outcome {
		return func(b *langBoard) Outcome {
			setup(b)
			b.mark = b.s.aember(0)
			return b.s.reap("probe")
		}
	}
	runLang(t, []langCase{
		{name: "on a flank: no", probe: "probe", script: center, act: reap(func(b *langBoard) {}),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's Æmber", b.s.aember(0), b.mark+1) }},
		{name: "in the center: yes", probe: "probe", script: center, act: reap(func(b *langBoard) {
			l := b.s.g.p[0].line
			l[1], l[2] = b.probe, b.troll
		}),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's Æmber", b.s.aember(0), b.mark+1+2) }},
		{name: "other friendly creatures: no", probe: "probe", script: alone, act: reap(func(b *langBoard) {}),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's Æmber", b.s.aember(0), b.mark+1) }},
		{name: "no other friendly creature: yes", probe: "probe", script: alone, act: reap(func(b *langBoard) {
			b.s.g.destroy(b.troll)
			b.s.g.destroy(b.krump)
			b.s.g.sweep()
		}),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's Æmber", b.s.aember(0), b.mark+1+2) }},
	})
	if got := center.Text("Probe"); got != `While Probe is in the center of your battleline, it gains, "Reap: Gain 2A."` {
		t.Errorf("printed %q", got)
	}
}

// "For the remainder of the turn, each friendly creature gains, "Reap:
// Gain 2A."": a given ability while the effect lasts.
func TestLanguageLastingGrant(t *testing.T) {
	grant := lastingAb(Ability{On: OnReap, Grant: &Target{Count: Each, Side: Friendly}, Steps: []Clause{{Do: DoGain, N: 2}}})
	runLang(t, []langCase{
		{name: "a friendly creature reaps", script: grant,
			act: func(b *langBoard) Outcome {
				b.s.play("probe-action")
				b.mark = b.s.aember(0)
				return b.s.reap("troll")
			},
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's Æmber", b.s.aember(0), b.mark+1+2) }},
		{name: "not after the turn", script: grant,
			act: func(b *langBoard) Outcome {
				b.s.play("probe-action")
				b.s.end()
				b.s.house("shadows")
				b.s.end()
				b.s.house("brobnar")
				b.mark = b.s.aember(0)
				return b.s.reap("troll")
			},
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's Æmber", b.s.aember(0), b.mark+1) }},
	})
	if got := grant.Text("X"); got != `Play: For the remainder of the turn, each friendly creature gains, "Reap: Gain 2A."` {
		t.Errorf("printed %q", got)
	}
	// "Until the start of your next turn": through your opponent's turn.
	next := ab(OnPlay, Clause{Do: DoLastingAbility, Dur: UntilNextTurn, Lasting: &Ability{On: OnReap, Grant: &Target{Count: Each}, Steps: []Clause{{Do: DoExalt, To: This}}}})
	b := newLangBoard(t, "probe-action", next)
	b.s.play("probe-action")
	b.s.end()
	b.s.house("shadows")
	b.s.reap("urchin")
	b.want(t, "Æmber on Urchin (its own 1 and the exalt)", int(b.s.g.cards[b.urchin].aember), 2)
	b.s.end()
	b.s.house("brobnar")
	b.s.reap("troll")
	b.want(t, "Æmber on Troll on Alice's next turn", int(b.s.g.cards[b.troll].aember), 0)
	if got := next.Text("X"); got != `Play: Until the start of your next turn, each creature gains, "Reap: Exalt this creature."` {
		t.Errorf("printed %q", got)
	}
}

// "Forge a key at +8A current cost, reduced by 1A for each card in your
// hand" (Amount.Minus, HandOf); "for each card you have played this turn".
func TestLanguageForgeReduced(t *testing.T) {
	hand := &Amount{Q: HandOf, Minus: true}
	runLang(t, []langCase{
		{name: "+8A reduced by the hand", script: ab(OnPlay, Clause{Do: DoForge, N: 8, Per: hand}),
			act: func(b *langBoard) Outcome {
				b.s.g.p[0].aember = 20
				b.mark = b.s.g.p[0].handSize() - 1 // the probe leaves the hand
				return b.s.play("probe-action")
			},
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Alice's keys", b.s.g.p[0].keyCount(), 1)
				b.want(t, "Alice's Æmber", b.s.aember(0), 20+b.s.g.def(b.probe).Amber-(6+8-b.mark))
			}},
		{name: "gain 1A for each card played this turn", script: ab(OnPlay, Clause{Do: DoGain, N: 1, Per: &Amount{Q: PlayedThisTurn}}),
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Alice's Æmber", b.s.aember(0), 5+b.s.g.def(b.probe).Amber+1)
			}},
	})
	sc := ab(OnPlay, Clause{Do: DoForge, N: 8, Per: hand})
	if got := sc.Text("X"); got != "Play: Forge a key at +8A current cost, reduced by 1A for each card in your hand." {
		t.Errorf("printed %q", got)
	}
}

// "for each house represented among creatures": Brobnar (Krump, Troll)
// and Shadows (Silvertooth, Urchin, Bad Penny) count once each.
func TestLanguageHousesAmong(t *testing.T) {
	runLang(t, []langCase{
		{name: "two houses", script: ab(OnPlay, Clause{Do: DoGain, N: 1, Per: &Amount{Q: HousesAmong, Of: Target{Count: Each}}}),
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Alice's Æmber", b.s.aember(0), 5+b.s.g.def(b.probe).Amber+2)
			}},
		{name: "one house among enemy creatures", script: ab(OnPlay, Clause{Do: DoGain, N: 1, Per: &Amount{Q: HousesAmong, Of: Target{Count: Each, Side: Enemy}}}),
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Alice's Æmber", b.s.aember(0), 5+b.s.g.def(b.probe).Amber+1)
			}},
	})
}

// "While X is in the center of your battleline, each friendly creature
// gains skirmish.": the condition leads its sentence (Static.Lead) and is
// on where X is.
func TestLanguageLeadStatic(t *testing.T) {
	kaloch := &Script{Statics: []Static{{Is: KeywordGrant, KW: Skirmish, To: Target{Count: Each, Side: Friendly}, If: Cond{Is: IfThisInCenter}, Lead: true}}}
	runLang(t, []langCase{
		{name: "on a flank", probe: "probe", script: kaloch, act: func(b *langBoard) Outcome { return Outcome{} },
			check: func(t *testing.T, b *langBoard) {
				if b.s.g.hasKeyword(b.troll, Skirmish) {
					t.Error("Troll has skirmish")
				}
			}},
		{name: "in the center", probe: "probe", script: kaloch, act: func(b *langBoard) Outcome {
			l := b.s.g.p[0].line
			l[1], l[2] = b.probe, b.troll
			return Outcome{}
		},
			check: func(t *testing.T, b *langBoard) {
				if !b.s.g.hasKeyword(b.troll, Skirmish) {
					t.Error("Troll has no skirmish")
				}
			}},
	})
	gub := &Script{Statics: []Static{
		{Is: PowerBonus, N: 5, To: This, If: Cond{Is: IfThisNotFlank}, Lead: true},
		{Is: KeywordGrant, KW: Taunt, To: This, If: Cond{Is: IfThisNotFlank}, Lead: true, And: true},
	}}
	for _, c := range []struct {
		sc         *Script
		name, want string
	}{
		{kaloch, "Kaloch", "While Kaloch is in the center of your battleline, each friendly creature gains skirmish."},
		{gub, "Gub", "While Gub is not on a flank, it gets +5 power and gains taunt."},
	} {
		if got := c.sc.Text(c.name); got != c.want {
			t.Errorf("printed %q, want %q", got, c.want)
		}
	}
}

// "Exalt a friendly creature and an enemy creature.": two steps, the
// choose line naming the friendly creature, then the enemy one.
func TestLanguageJoinedTargets(t *testing.T) {
	sc := ab(OnPlay, Clause{Do: DoExalt, To: Target{Side: Friendly}}, Clause{Do: DoExalt, To: Target{Side: Enemy}, And: true})
	runLang(t, []langCase{
		{name: "both exalted", script: sc,
			act: func(b *langBoard) Outcome {
				b.s.play("probe-action")
				return b.s.choose("troll", "silvertooth")
			},
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Æmber on Troll", int(b.s.g.cards[b.troll].aember), 1)
				b.want(t, "Æmber on Silvertooth", int(b.s.g.cards[b.silver].aember), 1)
			}},
	})
	if got := sc.Text("X"); got != "Play: Exalt a friendly creature and an enemy creature." {
		t.Errorf("printed %q", got)
	}
}

// "For the remainder of the turn, each friendly creature gets +2 power.":
// also a creature that enters play after (rulebook, Lasting Effects), and
// not after the turn.
func TestLanguageLastingEach(t *testing.T) {
	sc := ab(OnPlay, Clause{Do: DoPower, N: 2, To: Target{Count: Each, Side: Friendly}, Dur: UntilTurnEnd})
	poison := ab(OnPlay, Clause{Do: DoGiveKeyword, KW: Poison, To: Target{Count: Each, Side: Enemy}, Dur: UntilTurnEnd})
	runLang(t, []langCase{
		{name: "in play, and entering after", script: sc,
			act: func(b *langBoard) Outcome {
				out := b.s.play("probe-action")
				b.mark = int(b.s.creature(0, "krump"))
				return out
			},
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Troll's power", b.s.g.power(b.troll), b.s.g.def(b.troll).Power+2)
				b.want(t, "the new Krump's power", b.s.g.power(int16(b.mark)), b.s.g.def(b.krump).Power+2)
				b.want(t, "Silvertooth's power", b.s.g.power(b.silver), b.s.g.def(b.silver).Power)
			}},
		{name: "not after the turn", script: sc,
			act: func(b *langBoard) Outcome {
				b.s.play("probe-action")
				b.s.end()
				return Outcome{}
			},
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Troll's power", b.s.g.power(b.troll), b.s.g.def(b.troll).Power)
			}},
		{name: "a keyword", script: poison,
			check: func(t *testing.T, b *langBoard) {
				if !b.s.g.hasKeyword(b.urchin, Poison) || b.s.g.hasKeyword(b.troll, Poison) {
					t.Error("Urchin has no poison, or Troll has")
				}
			}},
	})
}

// "a creature with 2 power": exactly that power (both bounds).
func TestLanguageExactPower(t *testing.T) {
	b := newLangBoard(t, "probe-action", &Script{})
	n := b.s.g.power(b.silver)
	exact := Target{Count: Each, Is: PowerAtLeast | PowerAtMost, Power: int8(n)}
	for _, id := range []int16{b.krump, b.troll, b.silver, b.urchin, b.penny} {
		if got, want := b.s.g.matches(&exact, id, -1, 0), b.s.g.power(id) == n; got != want {
			t.Errorf("%s (power %d) matches %v, want %v", b.s.g.def(id).ID, b.s.g.power(id), got, want)
		}
	}
	sc := ab(OnReap, Clause{Do: DoDestroy, To: Target{Is: PowerAtLeast | PowerAtMost, Power: 1}, May: true})
	if got := sc.Text("X"); got != "Reap: You may destroy a creature with 1 power." {
		t.Errorf("printed %q", got)
	}
}

// "Choose a house. Stun each creature of that house.": the log's choose
// line names the house; only its creatures are stunned.
func TestLanguageChosenHouse(t *testing.T) {
	sc := ab(OnPlay, Clause{Do: DoChooseHouse}, Clause{Do: DoStun, To: Target{Count: Each, Is: ChosenHouse}})
	runLang(t, []langCase{
		{name: "shadows", script: sc,
			act: func(b *langBoard) Outcome {
				b.s.play("probe-action")
				return b.s.chooseWords("shadows")
			},
			check: func(t *testing.T, b *langBoard) {
				if !b.s.g.cards[b.silver].has(flStunned) || !b.s.g.cards[b.urchin].has(flStunned) || b.s.g.cards[b.troll].has(flStunned) {
					t.Error("want the Shadows creatures stunned, not Troll")
				}
			}},
		{name: "no house chosen: none", script: ab(OnPlay, Clause{Do: DoStun, To: Target{Count: Each, Is: ChosenHouse}}),
			check: func(t *testing.T, b *langBoard) {
				if b.s.g.cards[b.silver].has(flStunned) || b.s.g.cards[b.troll].has(flStunned) {
					t.Error("a creature is stunned")
				}
			}},
	})
	if got := sc.Text("X"); got != "Play: Choose a house. Stun each creature of that house." {
		t.Errorf("printed %q", got)
	}
}

// "Choose one:" prints its options each on a line, after the card's mark.
func TestChooseOneText(t *testing.T) {
	sc := ab(OnPlay, Clause{Do: DoChooseOne, N: 2, Say: "•"}, Clause{Do: DoSteal, N: 1, Opt: 1},
		Clause{Do: DoExhaust, To: Target{}, Opt: 2}, Clause{Do: DoStun, To: ThatOne, Opt: 2, And: true})
	if got, want := sc.Text("X"), "Play: Choose one:\n• Steal 1A.\n• Exhaust a creature and stun that creature."; got != want {
		t.Errorf("printed %q, want %q", got, want)
	}
	sc.Abilities[0].Steps[0].Say = ""
	if got, want := sc.Text("X"), "Play: Choose one:\nSteal 1A.\nExhaust a creature and stun that creature."; got != want {
		t.Errorf("printed %q, want %q", got, want)
	}
}

// "for each friendly token creature", "for each forged key your opponent
// has", "for each upgrade on X".
func TestLanguageGen2Counts(t *testing.T) {
	runLang(t, []langCase{
		{name: "token creatures", script: ab(OnPlay, Clause{Do: DoToken, N: 1}, Clause{Do: DoGain, N: 1, Per: &Amount{Of: Target{Count: Each, Side: Friendly, Is: Token}}}),
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Alice's Æmber", b.s.aember(0), 5+b.s.g.def(b.probe).Amber+1)
			}},
		{name: "forged keys", script: ab(OnPlay, Clause{Do: DoGain, N: 1, Per: &Amount{Q: ForgedKeys, Who: Opponent}}),
			act: func(b *langBoard) Outcome {
				b.s.g.p[1].keys[0], b.s.g.p[1].keys[2] = true, true
				return b.s.play("probe-action")
			},
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Alice's Æmber", b.s.aember(0), 5+b.s.g.def(b.probe).Amber+2)
			}},
		{name: "upgrades on it", probe: "probe", script: ab(OnReap, Clause{Do: DoGain, N: 1, Per: &Amount{Q: UpgradesOnThis}}),
			act: func(b *langBoard) Outcome {
				u := b.s.take(0, "protect-the-weak")
				b.s.g.enterPlay(u, 0, ZoneUpgrade)
				b.s.g.cards[u].parent = b.probe
				return b.s.reap("probe")
			},
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's Æmber", b.s.aember(0), 5+1+1) }},
	})
}

// "Destroy each creature with the lowest power": every creature tied for
// it, on both sides.
func TestLanguageEachLowest(t *testing.T) {
	sc := ab(OnPlay, Clause{Do: DoDestroy, To: Target{Count: Each, Is: LeastPowerful}})
	runLang(t, []langCase{
		{name: "the lowest", script: sc,
			check: func(t *testing.T, b *langBoard) {
				low := 1 << 10
				for _, id := range []int16{b.krump, b.troll, b.silver, b.urchin, b.penny} {
					low = min(low, b.s.g.def(id).Power+int(b.s.g.cards[id].counters))
				}
				for _, id := range []int16{b.krump, b.troll, b.silver, b.urchin, b.penny} {
					gone := b.s.g.cards[id].zone != ZoneBattleline
					if want := b.s.g.def(id).Power == low; gone != want {
						t.Errorf("%s (power %d) destroyed %v, want %v", b.s.g.def(id).ID, b.s.g.def(id).Power, gone, want)
					}
				}
			}},
	})
	if got := sc.Text("X"); got != "Play: Destroy each creature with the lowest power." {
		t.Errorf("printed %q", got)
	}
}

// "At the end of each player's turn, gain 1A.": at the end of its
// controller's turn and of their opponent's.
func TestLanguageEachTurnEnd(t *testing.T) {
	sc := &Script{Abilities: []Ability{{On: OnEachTurnEnd, Steps: []Clause{{Do: DoGain, N: 1}}}}}
	b := newLangBoard(t, "probe", sc)
	start := b.s.aember(0)
	b.s.end()
	b.want(t, "Alice's Æmber after her turn", b.s.aember(0), start+1)
	b.s.house("shadows")
	b.s.end()
	b.want(t, "Alice's Æmber after Bob's turn", b.s.aember(0), start+2)
	if got := sc.Text("X"); got != "At the end of each player's turn, gain 1A." {
		t.Errorf("printed %q", got)
	}
	sc.Abilities[0].When = &Target{}
	if got := sc.Text("X"); got != "At the end of each turn, gain 1A." {
		t.Errorf("printed %q", got)
	}
}

// Clause.Alt prints a step's other wording of the card itself.
func TestAltText(t *testing.T) {
	for _, c := range []struct {
		st   Clause
		want string
	}{
		{Clause{Do: DoCapture, N: 1, To: This}, "Reap: Capture 1A."},
		{Clause{Do: DoCapture, N: 1, To: This, Alt: true}, "Reap: Francus captures 1A."},
		{Clause{Do: DoHeal, N: 2, To: This}, "Reap: Francus heals 2 damage."},
		{Clause{Do: DoHeal, N: 2, To: This, Alt: true}, "Reap: Heal 2 damage from Francus."},
	} {
		if got := ab(OnReap, c.st).Text("Francus"); got != c.want {
			t.Errorf("printed %q, want %q", got, c.want)
		}
	}
}

// "After another friendly creature fights, gain 1A.": not after this one.
func TestLanguageAfterAnother(t *testing.T) {
	sc := &Script{Abilities: []Ability{{On: OnCreatureFights, When: &Target{Side: Friendly, Is: Other}, Steps: []Clause{{Do: DoGain, N: 1}}}}}
	runLang(t, []langCase{
		{name: "another fights", probe: "probe", script: sc,
			act:   func(b *langBoard) Outcome { b.mark = b.s.aember(0); return b.s.fight("troll", "silvertooth") },
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's Æmber", b.s.aember(0), b.mark+1) }},
		{name: "this one fights", probe: "probe", script: sc,
			act:   func(b *langBoard) Outcome { b.mark = b.s.aember(0); return b.s.fight("probe", "urchin") },
			check: func(t *testing.T, b *langBoard) { b.want(t, "Alice's Æmber", b.s.aember(0), b.mark) }},
	})
	if got := sc.Text("X"); got != "After another friendly creature fights, gain 1A." {
		t.Errorf("printed %q", got)
	}
}

// "If it is (not) your turn": the ability's controller's turn.
func TestLanguageYourTurn(t *testing.T) {
	for _, c := range []struct {
		is   CondKind
		gain int
	}{{IfYourTurn, 2}, {IfNotYourTurn, 0}} {
		b := newLangBoard(t, "probe-action", ab(OnPlay, Clause{Do: DoGain, N: 2, If: Cond{Is: c.is}}))
		b.mark = b.s.aember(0)
		b.s.play("probe-action")
		b.want(t, condText(&Cond{Is: c.is}, "X")+": Alice's Æmber", b.s.aember(0), b.mark+b.s.g.def(b.probe).Amber+c.gain)
	}
	if got := ab(OnDestroyed, Clause{Do: DoGain, N: 2, If: Cond{Is: IfNotYourTurn}}).Text("X"); got != "Destroyed: If it is not your turn, gain 2A." {
		t.Errorf("printed %q", got)
	}
}

// "If your opponent has 7A or more, they lose 4A.": Alt on a loss.
func TestTheyLoseText(t *testing.T) {
	c := Cond{Is: IfAember, Who: Opponent, Cmp: AtLeast, N: 7}
	sc := ab(OnPlay, Clause{Do: DoLose, N: 4, Who: Opponent, If: c, Alt: true})
	if got := sc.Text("X"); got != "Play: If your opponent has 7A or more, they lose 4A." {
		t.Errorf("printed %q", got)
	}
	if got := ab(OnPlay, Clause{Do: DoSteal, Per: &Amount{Q: HalfAemberOf, Who: Opponent}}).Text("X"); got != "Play: Steal half of your opponent's A." {
		t.Errorf("printed %q", got)
	}
	one := Cond{Is: IfAember, Who: Opponent, Cmp: Equal, N: 1}
	if got := ab(OnPlay, Clause{Do: DoSteal, N: 1, If: one, Alt: true}).Text("X"); got != "Play: If your opponent has exactly 1A, steal it." {
		t.Errorf("printed %q", got)
	}
}

// "Stun and exhaust a creature.": the second effect on the card chosen
// (And, Alt), printed as a second verb.
func TestLanguageTwoVerbs(t *testing.T) {
	sc := ab(OnPlay, Clause{Do: DoStun, To: Target{Side: Enemy}}, Clause{Do: DoExhaust, To: ThatOne, And: true, Alt: true})
	runLang(t, []langCase{
		{name: "one creature, both", script: sc,
			act: func(b *langBoard) Outcome {
				b.s.play("probe-action")
				return b.s.choose("urchin")
			},
			check: func(t *testing.T, b *langBoard) {
				c := &b.s.g.cards[b.urchin]
				if !c.has(flStunned) || !c.has(flExhausted) {
					t.Error("Urchin is not stunned and exhausted")
				}
				if b.s.g.cards[b.silver].has(flExhausted) {
					t.Error("Silvertooth is exhausted")
				}
			}},
	})
	if got := sc.Text("X"); got != "Play: Stun and exhaust an enemy creature." {
		t.Errorf("printed %q", got)
	}
}

// "If you are not haunted": fewer than 10 cards in your discard pile.
func TestLanguageNotHaunted(t *testing.T) {
	sc := ab(OnPlay, Clause{Do: DoGain, N: 2, If: Cond{Is: IfNotHaunted}})
	b := newLangBoard(t, "probe-action", sc)
	b.mark = b.s.aember(0)
	b.s.play("probe-action")
	b.want(t, "Alice's Æmber (not haunted)", b.s.aember(0), b.mark+b.s.g.def(b.probe).Amber+2)
	if got := sc.Text("X"); got != "Play: If you are not haunted, gain 2A." {
		t.Errorf("printed %q", got)
	}
	if !b.s.g.holds(&Cond{Is: IfNotHaunted, Who: Opponent}, &run{player: 0, src: -1, trig: -1}) {
		t.Error("Bob is haunted")
	}
	for range 10 {
		b.s.g.put(b.s.take(1, filler), ZoneDiscard)
	}
	if b.s.g.holds(&Cond{Is: IfNotHaunted, Who: Opponent}, &run{player: 0, src: -1, trig: -1}) {
		t.Error("Bob, 10 cards in his discard pile, is not haunted")
	}
}
