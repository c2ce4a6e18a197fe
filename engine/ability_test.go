package engine

import (
	"slices"
	"strings"
	"testing"
)

// Table tests of the ability language, one part at a time: each case gives
// a probe card (a vanilla creature, action or artifact of Alice's) one
// ability, arranges a board, acts, and checks the state after.

// langBoard is the board every case starts from, on Alice's turn 3:
// Alice has Krump (exhausted, 2 damage) and Troll, 5 Æmber; Bob has
// Silvertooth, Urchin (1 Æmber on it) and Bad Penny, 4 Æmber.
type langBoard struct {
	s              *scen
	krump, troll   int16
	silver, urchin int16
	penny, probe   int16
	probeKind      string
	mark           int // a number an act remembers for its check
}

func newLangBoard(t *testing.T, probe string, sc *Script) *langBoard {
	t.Helper()
	s := fightScen(t, []string{probe, "krump", "krump", "troll", "anger", "warsong", "gauntlet-of-command", "protect-the-weak", "catena-fiend"}, []string{"silvertooth", "urchin", "bad-penny", "lights-out"})
	sc.ID = probe
	s.g.setScript(probe, sc)
	b := &langBoard{s: s, probeKind: probe}
	b.krump = s.creature(0, "krump")
	s.g.cards[b.krump].flags |= flExhausted
	s.g.cards[b.krump].damage = 2
	b.troll = s.creature(0, "troll")
	b.silver = s.creature(1, "silvertooth")
	b.urchin = s.creature(1, "urchin")
	s.g.cards[b.urchin].aember = 1
	b.penny = s.creature(1, "bad-penny")
	s.g.p[0].aember, s.g.p[1].aember = 5, 4
	switch probe {
	case "probe":
		b.probe = s.creature(0, "probe")
	case "probe-artifact":
		b.probe = s.artifact(0, "probe-artifact")
	default:
		b.probe = s.hand(0, "probe-action")
	}
	s.house("brobnar")
	return b
}

// trigger performs what fires the probe's ability t.
func (b *langBoard) trigger(t Trigger) Outcome {
	s := b.s
	switch t {
	case OnPlay:
		return s.play(b.probeKind)
	case OnReap:
		return s.reap("probe")
	case OnFight, OnBeforeFight:
		return s.fight("probe", "silvertooth")
	case OnAction:
		return s.do(Action{Verb: VerbAction, Card: CardRef{ID: "probe-artifact"}})
	case OnOmni:
		return s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "probe-artifact"}})
	}
	return Outcome{}
}

func ab(on Trigger, steps ...Clause) *Script {
	return &Script{Abilities: []Ability{{On: on, Steps: steps}}}
}

type langCase struct {
	name   string
	probe  string // "probe" (creature), "probe-action", "probe-artifact"
	script *Script
	act    func(b *langBoard) Outcome
	rules  string // violations the action gives
	check  func(t *testing.T, b *langBoard)
}

func runLang(t *testing.T, cases []langCase) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			probe := c.probe
			if probe == "" {
				probe = "probe-action"
			}
			b := newLangBoard(t, probe, c.script)
			var out Outcome
			if c.act != nil {
				out = c.act(b)
			} else {
				out = b.trigger(c.script.Abilities[0].On)
			}
			b.s.wantRules(out, c.rules)
			c.check(t, b)
		})
	}
}

func (b *langBoard) want(t *testing.T, what string, got, want int) {
	t.Helper()
	if got != want {
		t.Errorf("%s = %d, want %d", what, got, want)
	}
}

func TestLanguageTriggers(t *testing.T) {
	gain := Clause{Do: DoGain, N: 2}
	runLang(t, []langCase{
		{name: "Play", script: ab(OnPlay, gain), check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 7) }},
		{name: "Reap", probe: "probe", script: ab(OnReap, gain), check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 8) }},
		{name: "Fight", probe: "probe", script: ab(OnFight, gain), check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 7) }},
		{name: "Fight: not when the attacker dies", probe: "probe", script: ab(OnFight, gain),
			act: func(b *langBoard) Outcome {
				b.s.g.cards[b.silver].counters = 5
				return b.s.fight("probe", "silvertooth")
			},
			check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 5) }},
		{name: "Before Fight: its target is the creature fought", probe: "probe", script: ab(OnBeforeFight, Clause{Do: DoDestroy, To: TheTriggering}),
			check: func(t *testing.T, b *langBoard) {
				b.s.wantZone(b.silver, ZoneDiscard)
				b.s.wantDamage(b.probe, 0) // the fight was skipped: the target is gone
			}},
		{name: "Action", probe: "probe-artifact", script: ab(OnAction, gain), check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 7) }},
		{name: "Omni", probe: "probe-artifact", script: ab(OnOmni, gain), check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 7) }},
		{name: "Destroyed", probe: "probe", script: ab(OnDestroyed, gain),
			act: func(b *langBoard) Outcome {
				b.s.g.cards[b.silver].counters = 5
				return b.s.fight("probe", "silvertooth")
			},
			check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 7) }},
		{name: "Leaves Play", probe: "probe", script: ab(OnLeavesPlay, Clause{Do: DoLose, N: 1, Who: Opponent}),
			act: func(b *langBoard) Outcome {
				return b.s.effect(Effect{Kind: EffReturn, Card: CardRef{ID: "probe"}})
			},
			check: func(t *testing.T, b *langBoard) {
				b.s.wantZone(b.probe, ZoneHand)
				b.want(t, "Bob's Æmber", b.s.aember(1), 3)
			}},
		{name: "Scrap", probe: "probe-action", script: ab(OnScrap, gain),
			act: func(b *langBoard) Outcome {
				return b.s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "probe-action"}})
			},
			check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 7) }},
		{name: "Play/Reap: one ability, two triggers", probe: "probe", script: ab(OnPlay|OnReap, gain),
			act:   func(b *langBoard) Outcome { return b.s.reap("probe") },
			check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 8) }},
		{name: "at the start of your turn", probe: "probe", script: ab(OnTurnStart, gain),
			act: func(b *langBoard) Outcome { b.s.end(); return b.s.end() },
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Æmber", b.s.aember(0), 7)
			}},
		{name: "at the end of your turn", probe: "probe", script: ab(OnTurnEnd, gain),
			act:   func(b *langBoard) Outcome { return b.s.end() },
			check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 7) }},
		{name: "each time you play another creature", probe: "probe",
			script: &Script{Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Friendly}, Steps: []Clause{gain}}}},
			act: func(b *langBoard) Outcome {
				b.s.hand(0, "krump")
				b.s.hand(0, "warsong")
				b.s.play("warsong") // an action: no gain
				return b.s.play("krump")
			},
			check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 5+2) }},
		{name: "after an enemy creature is destroyed fighting it", probe: "probe",
			script: ab(OnEnemyDestroyedFighting, Clause{Do: DoLose, N: 1, Who: ThatController}),
			act:    func(b *langBoard) Outcome { return b.s.fight("probe", "silvertooth") },
			check:  func(t *testing.T, b *langBoard) { b.want(t, "Bob's Æmber", b.s.aember(1), 3) }},
		{name: "after a friendly creature reaps", probe: "probe",
			script: &Script{Abilities: []Ability{{On: OnCreatureReaps, When: &Target{Side: Friendly, Is: Other}, Steps: []Clause{gain}}}},
			act:    func(b *langBoard) Outcome { return b.s.reap("troll") },
			check:  func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 5+1+2) }},
		{name: "each time an enemy creature is destroyed", probe: "probe",
			script: &Script{Abilities: []Ability{{On: OnCreatureDestroyed, When: &Target{Side: Enemy}, Steps: []Clause{gain}}}},
			act:    func(b *langBoard) Outcome { return b.s.fight("troll", "silvertooth") },
			check:  func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 7) }},
		{name: "after a friendly creature fights", probe: "probe",
			script: &Script{Abilities: []Ability{{On: OnCreatureFights, When: &Target{Side: Friendly}, Steps: []Clause{gain}}}},
			act:    func(b *langBoard) Outcome { return b.s.fight("troll", "silvertooth") },
			check:  func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 7) }},
	})
}

func TestLanguageSteps(t *testing.T) {
	enemy := Target{Side: Enemy}
	runLang(t, []langCase{
		{name: "gain", script: ab(OnPlay, Clause{Do: DoGain, N: 3}), check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 8) }},
		{name: "opponent loses", script: ab(OnPlay, Clause{Do: DoLose, N: 3, Who: Opponent}), check: func(t *testing.T, b *langBoard) { b.want(t, "Bob", b.s.aember(1), 1) }},
		{name: "each player gains", script: ab(OnPlay, Clause{Do: DoGain, N: 1, Who: EachPlayer}), check: func(t *testing.T, b *langBoard) {
			b.want(t, "Alice", b.s.aember(0), 6)
			b.want(t, "Bob", b.s.aember(1), 5)
		}},
		{name: "steal as much as there is", script: ab(OnPlay, Clause{Do: DoSteal, N: 9}), check: func(t *testing.T, b *langBoard) {
			b.want(t, "Alice", b.s.aember(0), 9)
			b.want(t, "Bob", b.s.aember(1), 0)
		}},
		{name: "pay", script: ab(OnPlay, Clause{Do: DoPay, N: 2}), check: func(t *testing.T, b *langBoard) {
			b.want(t, "Alice", b.s.aember(0), 3)
			b.want(t, "Bob", b.s.aember(1), 6)
		}},
		{name: "capture (this creature)", probe: "probe", script: ab(OnReap, Clause{Do: DoCapture, N: 2, To: This}), check: func(t *testing.T, b *langBoard) {
			b.want(t, "on the probe", int(b.s.g.cards[b.probe].aember), 2)
			b.want(t, "Bob", b.s.aember(1), 2)
		}},
		{name: "exalt", probe: "probe", script: ab(OnReap, Clause{Do: DoExalt, To: This}), check: func(t *testing.T, b *langBoard) {
			b.want(t, "on the probe", int(b.s.g.cards[b.probe].aember), 1)
		}},
		{name: "damage each enemy creature, splash", script: ab(OnPlay, Clause{Do: DoDamage, N: 1, To: Target{Count: Each, Side: Enemy}}), check: func(t *testing.T, b *langBoard) {
			b.s.wantDamage(b.silver, 1)
			b.s.wantZone(b.urchin, ZoneDiscard)
			b.want(t, "Alice (Urchin's Æmber)", b.s.aember(0), 6)
		}},
		{name: "damage with splash", script: ab(OnPlay, Clause{Do: DoDamage, N: 1, Splash: 1, To: enemy}),
			act: func(b *langBoard) Outcome { b.s.play("probe-action"); return b.s.choose("urchin") },
			check: func(t *testing.T, b *langBoard) {
				b.s.wantDamage(b.silver, 1)
				b.s.wantZone(b.urchin, ZoneDiscard)
				b.s.wantZone(b.penny, ZoneHand) // Bad Penny: destroyed, back to hand
			}},
		{name: "heal, fully heal", script: ab(OnPlay, Clause{Do: DoHeal, N: 1, To: Target{Count: Each, Side: Friendly}}, Clause{Do: DoHeal, To: Target{Side: Friendly, Is: Damaged}}),
			check: func(t *testing.T, b *langBoard) { b.s.wantDamage(b.krump, 0) }},
		{name: "destroy each damaged creature", script: ab(OnPlay, Clause{Do: DoDestroy, To: Target{Count: Each, Is: Damaged}}), check: func(t *testing.T, b *langBoard) {
			b.s.wantZone(b.krump, ZoneDiscard)
			b.s.wantZone(b.troll, ZoneBattleline)
		}},
		{name: "sacrifice", probe: "probe", script: ab(OnReap, Clause{Do: DoSacrifice, To: This}), check: func(t *testing.T, b *langBoard) { b.s.wantZone(b.probe, ZoneDiscard) }},
		{name: "ready, exhaust, stun, ward, enrage", script: ab(OnPlay,
			Clause{Do: DoReady, To: Target{Side: Friendly, Is: Exhausted}},
			Clause{Do: DoExhaust, To: Target{Count: Each, Side: Enemy}},
			Clause{Do: DoStun, To: Target{Side: Enemy}},
			Clause{Do: DoWard, To: ThatOne},
			Clause{Do: DoEnrage, To: ThatOne}),
			act: func(b *langBoard) Outcome { b.s.play("probe-action"); return b.s.choose("urchin") },
			check: func(t *testing.T, b *langBoard) {
				c := b.s.g.cards
				if c[b.krump].has(flExhausted) || !c[b.silver].has(flExhausted) || !c[b.urchin].has(flStunned|flWarded|flEnraged) {
					t.Errorf("flags: Krump %b, Silvertooth %b, Urchin %b", c[b.krump].flags, c[b.silver].flags, c[b.urchin].flags)
				}
			}},
		{name: "power counters, and removing them", script: ab(OnPlay, Clause{Do: DoPowerCounters, N: 3, To: Target{Count: Each, Side: Friendly}}, Clause{Do: DoPowerCounters, N: -1, To: ThatOne}),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Troll's power", b.s.g.power(b.troll), 10) }},
		{name: "draw", script: ab(OnPlay, Clause{Do: DoDraw, N: 2}),
			act: func(b *langBoard) Outcome {
				b.mark = b.s.g.p[0].handSize()
				return b.s.play("probe-action")
			},
			check: func(t *testing.T, b *langBoard) { b.want(t, "hand", b.s.g.p[0].handSize(), b.mark-1+2) }},
		{name: "discard a card from hand", script: ab(OnPlay, Clause{Do: DoDiscard, To: Target{Kind: AnyCard, Where: InHand}}),
			act: func(b *langBoard) Outcome {
				b.s.hand(0, "anger")
				b.s.play("probe-action")
				return b.s.choose("anger")
			},
			check: func(t *testing.T, b *langBoard) {
				if id := b.s.g.findAnywhere(CardRef{ID: "anger"}, 0); b.s.g.cards[id].zone != ZoneDiscard {
					t.Error("Anger not discarded")
				}
			}},
		{name: "opponent discards a random card", script: ab(OnPlay, Clause{Do: DoDiscardRandom, N: 1, Who: Opponent}),
			act:   func(b *langBoard) Outcome { b.s.play("probe-action"); return b.s.choose("lights-out") },
			check: func(t *testing.T, b *langBoard) { b.want(t, "Bob's discard", len(b.s.g.p[1].discard), 1) }},
		{name: "discard and archive the top cards", script: ab(OnPlay, Clause{Do: DoDiscardTop, N: 2, Who: Opponent}, Clause{Do: DoArchiveTop, N: 1}),
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Bob's discard", len(b.s.g.p[1].discard), 2)
				b.want(t, "Alice's archives", b.s.g.p[0].archiveSize(), 1)
			}},
		{name: "archive, purge, return, shuffle", script: ab(OnPlay,
			Clause{Do: DoReturn, To: Target{Side: Enemy, House: "shadows", Is: WithAember}},
			Clause{Do: DoArchive, To: Target{Side: Friendly, Is: Exhausted}},
			Clause{Do: DoPurge, To: Target{Side: Enemy, Is: PowerAtLeast, Power: 2}},
			Clause{Do: DoShuffle, To: Target{Side: Friendly}}),
			check: func(t *testing.T, b *langBoard) {
				b.s.wantZone(b.urchin, ZoneHand)
				b.s.wantZone(b.krump, ZoneArchives)
				b.s.wantZone(b.silver, ZonePurged)
				b.s.wantZone(b.troll, ZoneUnknown)
				b.want(t, "Alice (Urchin's Æmber)", b.s.aember(0), 6)
			}},
		{name: "take control", script: ab(OnPlay, Clause{Do: DoTakeControl, To: Target{Side: Enemy, House: "shadows", Is: NotHouse}}),
			check: func(t *testing.T, b *langBoard) {
				if b.s.g.cards[b.silver].controller != 0 && b.s.g.cards[b.penny].controller != 0 {
					t.Log("no non-Shadows enemy: nothing taken (as expected)")
				}
				b.want(t, "Alice's battleline", len(b.s.g.p[0].line), 2)
			}},
		{name: "chains and key cost", script: ab(OnPlay, Clause{Do: DoChains, N: 2}, Clause{Do: DoKeyCost, N: 3, Who: Opponent, Dur: UntilNextTurn}),
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "chains", b.s.g.p[0].chains, 2)
				b.want(t, "Bob's key cost", b.s.g.keyCost(1), 9)
				b.s.end()
				b.want(t, "Bob's key cost on his turn", b.s.g.keyCost(1), 9)
				b.s.end()
				b.want(t, "Bob's key cost after", b.s.g.keyCost(1), 6)
			}},
		{name: "raise the tide", script: ab(OnPlay, Clause{Do: DoRaiseTide}), check: func(t *testing.T, b *langBoard) {
			if !b.s.g.p[0].tide {
				t.Error("the tide is not high")
			}
		}},
		{name: "gains a keyword, armor and power for the turn", script: ab(OnPlay,
			Clause{Do: DoGiveKeyword, KW: Taunt, To: Target{Side: Friendly, Is: Ready}, Dur: UntilTurnEnd},
			Clause{Do: DoArmor, N: 2, To: ThatOne, Dur: UntilTurnEnd},
			Clause{Do: DoPower, N: 3, To: ThatOne, Dur: UntilTurnEnd}),
			check: func(t *testing.T, b *langBoard) {
				g := b.s.g
				if !g.hasKeyword(b.troll, Taunt) || g.armor(b.troll) != 2 || g.power(b.troll) != 11 {
					t.Errorf("Troll: taunt %v, armor %d, power %d", g.hasKeyword(b.troll, Taunt), g.armor(b.troll), g.power(b.troll))
				}
				b.s.end()
				if g.hasKeyword(b.troll, Taunt) || g.power(b.troll) != 8 {
					t.Error("the effects outlived the turn")
				}
			}},
		{name: "ready and fight", script: ab(OnPlay, Clause{Do: DoReadyAndFight, To: Target{Side: Friendly, Is: Exhausted}}),
			act:   func(b *langBoard) Outcome { b.s.play("probe-action"); return b.s.choose("krump", "silvertooth") },
			check: func(t *testing.T, b *langBoard) { b.s.wantZone(b.silver, ZoneDiscard) }},
		{name: "ready and reap", script: ab(OnPlay, Clause{Do: DoReadyAndReap, To: Target{Side: Friendly, Is: Exhausted}}),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 6) }},
		{name: "use: the log says how", script: ab(OnPlay, Clause{Do: DoUse, To: Target{Side: Friendly, Is: Ready}}),
			act: func(b *langBoard) Outcome {
				b.s.play("probe-action")
				return b.s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "troll"}, {ID: "urchin"}}, Words: []string{"fight"}})
			},
			check: func(t *testing.T, b *langBoard) {
				b.s.wantDamage(b.troll, 0) // elusive: no damage either way
				if !b.s.g.cards[b.troll].has(flExhausted) {
					t.Error("Troll was not used")
				}
			}},
		// An exhausted card cannot be used (Rulebook, Ready and
		// Exhausted): it is no choice, and the ability does nothing.
		{name: "an exhausted card cannot be used", script: ab(OnPlay, Clause{Do: DoFight, To: Target{Side: Friendly, Is: Exhausted}}),
			check: func(t *testing.T, b *langBoard) { b.s.wantDamage(b.krump, 2) }},
		{name: "choose a house, destroy it", script: ab(OnPlay, Clause{Do: DoChooseHouse}, Clause{Do: DoDestroyHouse}),
			act:   func(b *langBoard) Outcome { b.s.play("probe-action"); return b.s.chooseWords("shadows") },
			check: func(t *testing.T, b *langBoard) { b.want(t, "Bob's battleline", len(b.s.g.p[1].line), 0) }},
		{name: "extra turn", script: ab(OnPlay, Clause{Do: DoExtraTurn}), check: func(t *testing.T, b *langBoard) {
			b.s.end()
			if b.s.g.active != 0 {
				t.Error("Bob is active: no extra turn")
			}
		}},
		{name: "escape hatch", script: ab(OnPlay, Clause{Do: DoGo, Say: "Gain 1A for each card in your hand.", Go: func(x *Ctx) {
			x.g.gain(x.Player, x.g.p[x.Player].handSize(), SrcAbility)
		}}),
			act: func(b *langBoard) Outcome {
				b.mark = b.s.g.p[0].handSize()
				return b.s.play("probe-action")
			},
			check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 5+b.mark-1) }},
	})
}

func TestLanguageTargets(t *testing.T) {
	count := func(tg Target) func(t *testing.T, b *langBoard) int {
		return func(t *testing.T, b *langBoard) int {
			r := run{src: b.probe, player: 0, trig: -1}
			return len(b.s.g.candidates(&tg, &r, nil))
		}
	}
	for _, c := range []struct {
		name string
		tg   Target
		want int
	}{
		{"any creature", Target{}, 6},
		{"friendly", Target{Side: Friendly}, 3},
		{"enemy", Target{Side: Enemy}, 3},
		{"another friendly", Target{Side: Friendly, Is: Other}, 2},
		{"damaged", Target{Is: Damaged}, 1},
		{"undamaged enemy", Target{Side: Enemy, Is: Undamaged}, 3},
		{"exhausted", Target{Is: Exhausted}, 1},
		{"ready friendly", Target{Side: Friendly, Is: Ready}, 2},
		{"enemy flank", Target{Side: Enemy, Is: AtFlank}, 2},
		{"enemy non-flank", Target{Side: Enemy, Is: NotAtFlank}, 1},
		{"Shadows", Target{House: "shadows"}, 3},
		{"non-Shadows", Target{House: "shadows", Is: NotHouse}, 3},
		{"Giant (Troll)", Target{Trait: "giant"}, 0}, // test facts carry no traits but Zorg's
		{"with Æmber on it", Target{Is: WithAember}, 1},
		{"power 3 or lower", Target{Is: PowerAtMost, Power: 3}, 4},
		{"power 6 or higher", Target{Is: PowerAtLeast, Power: 6}, 2},
		{"most powerful", Target{Is: MostPowerful}, 1},
		{"least powerful enemy", Target{Side: Enemy, Is: LeastPowerful}, 2},
		{"artifact", Target{Kind: Artifact}, 1},
		{"card in play", Target{Kind: AnyCard}, 7},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := newLangBoard(t, "probe", &Script{})
			b.s.artifact(0, "gauntlet-of-command")
			if got := count(c.tg)(t, b); got != c.want {
				t.Errorf("%d candidates, want %d", got, c.want)
			}
		})
	}
}

func TestLanguageConditionsAndChains(t *testing.T) {
	runLang(t, []langCase{
		{name: "if your opponent has 4A or more", script: ab(OnPlay, Clause{Do: DoSteal, N: 1, If: Cond{Is: IfAember, Who: Opponent, Cmp: AtLeast, N: 4}}),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 6) }},
		{name: "if your opponent has no A (false)", script: ab(OnPlay, Clause{Do: DoGain, N: 2, If: Cond{Is: IfAember, Who: Opponent, Cmp: Equal, N: 0}}),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 5) }},
		{name: "if you do (did)", script: ab(OnPlay, Clause{Do: DoDestroy, To: Target{Side: Friendly, Is: Damaged}}, Clause{Do: DoGain, N: 3, If: Cond{Is: IfDone}}),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 8) }},
		{name: "if you do (a ward stopped it)", script: ab(OnPlay, Clause{Do: DoDestroy, To: Target{Side: Friendly, Is: Damaged}}, Clause{Do: DoGain, N: 3, If: Cond{Is: IfDone}}, Clause{Do: DoLose, N: 1, If: Cond{Is: IfNotDone}}),
			act: func(b *langBoard) Outcome {
				b.s.g.cards[b.krump].flags |= flWarded
				return b.s.play("probe-action")
			},
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Æmber", b.s.aember(0), 4)
				b.s.wantZone(b.krump, ZoneBattleline)
			}},
		{name: "for each creature destroyed this way", script: ab(OnPlay, Clause{Do: DoDamage, N: 2, To: Target{Count: Each}}, Clause{Do: DoGain, Per: &Amount{Q: DoneThisWay}}),
			check: func(t *testing.T, b *langBoard) {
				// Krump (2+2 of 6) survives; Silvertooth, Urchin, Bad Penny die;
				// Urchin's 1 Æmber goes to Alice.
				b.want(t, "Æmber", b.s.aember(0), 5+1+3)
			}},
		{name: "for each enemy creature", script: ab(OnPlay, Clause{Do: DoGain, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Enemy}}}),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 8) }},
		{name: "half their A", script: ab(OnPlay, Clause{Do: DoLose, Who: Opponent, Per: &Amount{Q: HalfAemberOf, Who: Opponent}}),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Bob", b.s.aember(1), 2) }},
		{name: "if that creature is destroyed", script: ab(OnPlay, Clause{Do: DoDamage, N: 2, To: Target{Side: Enemy, Is: PowerAtMost, Power: 1}}, Clause{Do: DoGain, N: 2, If: Cond{Is: IfThatDestroyed}}),
			act:   func(b *langBoard) Outcome { b.s.play("probe-action"); return b.s.choose("urchin") },
			check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 5+1+2) }},
		{name: "you may: no", script: ab(OnPlay, Clause{Do: DoGain, N: 2, May: true}, Clause{Do: DoLose, N: 1, If: Cond{Is: IfNotDone}}),
			act:   func(b *langBoard) Outcome { b.s.play("probe-action"); return b.s.chooseWords("no") },
			check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 4) }},
		{name: "you may: yes", script: ab(OnPlay, Clause{Do: DoGain, N: 2, May: true}, Clause{Do: DoLose, N: 1, If: Cond{Is: IfNotDone}}),
			act:   func(b *langBoard) Outcome { b.s.play("probe-action"); return b.s.chooseWords("yes") },
			check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 7) }},
		{name: "ability condition", script: &Script{Abilities: []Ability{{On: OnPlay, If: Cond{Is: IfCount, Of: &Target{Count: Each, Side: Enemy}, Cmp: AtLeast, N: 3}, Steps: []Clause{{Do: DoGain, N: 1}}}}},
			check: func(t *testing.T, b *langBoard) { b.want(t, "Æmber", b.s.aember(0), 6) }},
	})
}

func TestLanguageStatics(t *testing.T) {
	st := func(s ...Static) *Script { return &Script{Statics: s} }
	cases := []struct {
		name   string
		script *Script
		check  func(t *testing.T, b *langBoard)
	}{
		{"power aura to each friendly creature", st(Static{Is: PowerBonus, N: 1, To: Target{Count: Each, Side: Friendly}}), func(t *testing.T, b *langBoard) {
			b.want(t, "Troll", b.s.g.power(b.troll), 9)
			b.want(t, "Silvertooth", b.s.g.power(b.silver), 2)
		}},
		{"armor to itself while on a flank", st(Static{Is: ArmorBonus, N: 2, To: This, If: Cond{Is: IfThisOnFlank}}), func(t *testing.T, b *langBoard) {
			b.want(t, "armor", b.s.g.armor(b.probe), 2)
		}},
		{"keyword to enemy creatures", st(Static{Is: KeywordGrant, KW: Taunt, To: Target{Count: Each, Side: Enemy}}), func(t *testing.T, b *langBoard) {
			if !b.s.g.hasKeyword(b.urchin, Taunt) || b.s.g.hasKeyword(b.troll, Taunt) {
				t.Error("taunt went to the wrong side")
			}
		}},
		{"your opponent's keys cost more for each enemy creature", st(Static{Is: KeyCostMod, N: 1, Who: Opponent, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Enemy}}}), func(t *testing.T, b *langBoard) {
			b.want(t, "Bob's key cost", b.s.g.keyCost(1), 9)
			b.want(t, "Alice's key cost", b.s.g.keyCost(0), 6)
		}},
		{"enemy creatures cannot fight", st(Static{Is: Cannot, Verb: VerbFight, Who: EachPlayer, To: Target{Count: Each, Side: Enemy}}), func(t *testing.T, b *langBoard) {
			b.s.end()
			b.s.house("shadows")
			b.s.wantRules(b.s.fight("silvertooth", "troll"), "restricted")
		}},
		{"must choose", st(Static{Is: MustChoose, House: "dis"}), func(t *testing.T, b *langBoard) {
			b.s.end()
			b.s.end()
			b.s.wantRules(b.s.house("brobnar"), "house-must")
		}},
		{"a blank text box has no constant abilities", st(Static{Is: PowerBonus, N: 5, To: This}), func(t *testing.T, b *langBoard) {
			b.want(t, "probe", b.s.g.power(b.probe), 8)
			b.s.g.addLasting(lasting{kind: lastBlank, player: 0, card: -1, until: b.s.g.turn})
			b.want(t, "blank probe", b.s.g.power(b.probe), 3)
		}},
		{"destroyed, it goes to the hand", st(Static{Is: DestroyedGoes, Zone: ZoneHand}), func(t *testing.T, b *langBoard) {
			b.s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "probe"}})
			b.s.wantZone(b.probe, ZoneHand)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			c.check(t, newLangBoard(t, "probe", c.script))
		})
	}
}

// Pending choices: what waits, what it offers, how a choose line fills
// the slots in order, and what another action does instead.
func TestLanguageChoices(t *testing.T) {
	two := ab(OnPlay, Clause{Do: DoDamage, N: 1, To: Target{Side: Enemy}}, Clause{Do: DoHeal, To: Target{Side: Friendly, Is: Damaged}}, Clause{Do: DoStun, To: Target{Side: Enemy}})

	t.Run("prompt lists the legal candidates", func(t *testing.T) {
		b := newLangBoard(t, "probe-action", two)
		b.s.play("probe-action")
		p, ok := b.s.g.Prompt()
		if !ok || !strings.Contains(p.Text, "deal 1D to an enemy creature") || len(p.Cards) != 3 {
			t.Fatalf("Prompt() = %+v %v", p, ok)
		}
	})
	t.Run("one line fills the slots in order; one legal answer resolves itself", func(t *testing.T) {
		b := newLangBoard(t, "probe-action", two)
		b.s.play("probe-action")
		b.s.wantRules(b.s.choose("silvertooth", "urchin"), "") // the heal has one candidate: Krump
		b.s.wantDamage(b.silver, 1)
		b.s.wantDamage(b.krump, 0)
		if !b.s.g.cards[b.urchin].has(flStunned) {
			t.Error("Urchin is not stunned")
		}
	})
	t.Run("a line per slot", func(t *testing.T) {
		b := newLangBoard(t, "probe-action", two)
		b.s.play("probe-action")
		b.s.wantRules(b.s.choose("silvertooth"), "")
		if w, ok := b.s.g.Waiting(); !ok || w != "ability" {
			t.Fatalf("after the first answer, Waiting() = %q %v", w, ok)
		}
		b.s.wantRules(b.s.choose("penny"), "effect-target") // not a card in play: flagged
		b.s.wantRules(b.s.choose("bad-penny"), "")
		if !b.s.g.cards[b.penny].has(flStunned) {
			t.Error("Bad Penny is not stunned")
		}
	})
	t.Run("another action resolves it without the choice", func(t *testing.T) {
		b := newLangBoard(t, "probe-action", two)
		b.s.play("probe-action")
		out := b.s.end()
		if !strings.Contains(rules(out), "choice-missing") {
			t.Errorf("violations %q, want choice-missing", rules(out))
		}
	})
	t.Run("a choice that cannot matter resolves itself", func(t *testing.T) {
		b := newLangBoard(t, "probe-action", ab(OnPlay, Clause{Do: DoCapture, N: 1, To: Target{Side: Friendly}}))
		b.s.g.p[1].aember = 0
		b.s.wantRules(b.s.play("probe-action"), "")
		if _, ok := b.s.g.Waiting(); ok {
			t.Error("a capture from an empty pool waits for a choice")
		}
	})
	t.Run("an illegal answer is flagged and the table's choice applied", func(t *testing.T) {
		b := newLangBoard(t, "probe-action", ab(OnPlay, Clause{Do: DoDamage, N: 1, To: Target{Side: Enemy}}))
		b.s.play("probe-action")
		b.s.wantRules(b.s.choose("troll"), "effect-target")
		b.s.wantDamage(b.troll, 1)
	})
	t.Run("the pending run is state: hashed and cloned", func(t *testing.T) {
		b := newLangBoard(t, "probe-action", two)
		b.s.play("probe-action")
		c := b.s.g.Clone()
		if c.Hash() != b.s.g.Hash() {
			t.Fatal("a clone hashes differently")
		}
		b.s.choose("silvertooth")
		if c.Hash() == b.s.g.Hash() {
			t.Error("the hash ignores the answered slot")
		}
		if w, ok := c.Waiting(); !ok || w != "ability" {
			t.Errorf("the clone lost its pending choice: %q %v", w, ok)
		}
	})
	t.Run("use: the card, how, and what it fights, a line each", func(t *testing.T) {
		b := newLangBoard(t, "probe-action", ab(OnPlay, Clause{Do: DoUse, To: Target{Side: Friendly}}))
		b.s.play("probe-action")
		b.s.wantRules(b.s.choose("troll"), "")
		if p, _ := b.s.g.Prompt(); len(p.Words) != 2 || p.Words[0] != "fight" {
			t.Fatalf("after the card, Prompt() = %+v: want how it is used", p)
		}
		b.s.wantRules(b.s.chooseWords("fight"), "")
		if p, _ := b.s.g.Prompt(); len(p.Cards) != 3 {
			t.Fatalf("after 'fight', Prompt() = %+v: want the 3 enemy creatures", p)
		}
		b.s.wantRules(b.s.choose("silvertooth"), "")
		b.s.wantZone(b.silver, ZoneDiscard)
		if _, ok := b.s.g.Waiting(); ok {
			t.Error("still waiting")
		}
	})
	t.Run("an interrupted ability goes on after the inner choice", func(t *testing.T) {
		// Play: ready and fight with a friendly creature; then gain 2.
		b := newLangBoard(t, "probe-action", ab(OnPlay, Clause{Do: DoReadyAndFight, To: Target{Side: Friendly}}, Clause{Do: DoGain, N: 2}))
		b.s.play("probe-action")
		b.s.wantRules(b.s.choose("krump", "silvertooth"), "")
		b.s.wantZone(b.silver, ZoneDiscard)
		b.want(t, "Æmber", b.s.aember(0), 7)
	})
}

// Every script prints back as English, and the printed text of the cards
// written by hand reads as their card text does.
func TestLanguagePrintsBack(t *testing.T) {
	for _, c := range []struct{ id, want string }{
		{"troll", "Reap: Troll heals 3 damage."},
		{"anger", "Play: Ready and fight with a friendly creature."},
		{"urchin", "Play: Steal 1A."},
		{"shooler", "Play: If your opponent has 4A or more, steal 1A."},
		{"the-terror", "Play: If your opponent has no A, gain 2A."},
		{"firespitter", "Before Fight: Deal 1D to each enemy creature."},
		{"flarie", "At the start of your turn, gain 1A."},
		{"shaffles", "At the end of your turn, your opponent loses 1A."},
		{"hunting-witch", "Each time you play another creature, gain 1A."},
		{"gorm-of-omm", "Omni: Sacrifice Gorm of Omm. Destroy an artifact."},
		{"barrister-joya", "Enemy creatures cannot reap."},
		{"ember-imp", "Your opponent cannot play more than 2 cards each turn."},
		{"coward-s-end", "Play: Destroy each undamaged creature. Gain 3 chains."},
		{"grump-buggy", "Your opponent's keys cost +1A for each friendly creature with power 5 or higher.\nYour keys cost +1A for each enemy creature with power 5 or higher."},
		{"valdr", "Valdr deals +2D while attacking an enemy flank creature."},
		{"silvertooth", "Silvertooth enters play ready."},
		{"protect-the-weak", "This creature gets +1 armor.\nThis creature gains taunt."},
		{"krump", "After an enemy creature is destroyed fighting Krump, its controller loses 1A."},
		{"garnet-squire", "At the end of your turn, Garnet Squire heals 1 damage. If you do, gain 1A."},
	} {
		s := scriptFor(c.id)
		d := testCards[c.id]
		if s == nil || d == nil {
			t.Errorf("%s: no script or card", c.id)
			continue
		}
		if got := s.Text(d.Name); got != c.want {
			t.Errorf("%s:\n got %q\nwant %q", c.id, got, c.want)
		}
	}
}

func TestLanguageMoreSteps(t *testing.T) {
	runLang(t, []langCase{
		{name: "opponent unforges a key", script: ab(OnPlay, Clause{Do: DoUnforge, Who: Opponent}),
			act: func(b *langBoard) Outcome {
				b.s.g.p[1].keys = [3]bool{true, true, false}
				return b.s.play("probe-action")
			},
			check: func(t *testing.T, b *langBoard) { b.want(t, "Bob's keys", b.s.g.p[1].keyCount(), 1) }},
		{name: "move Æmber from a creature to your pool", script: ab(OnPlay, Clause{Do: DoTakeAember, N: 1, To: Target{Side: Enemy, Is: WithAember}}),
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Alice", b.s.aember(0), 6)
				b.want(t, "on Urchin", int(b.s.g.cards[b.urchin].aember), 0)
			}},
		{name: "top and bottom of the deck", script: ab(OnPlay, Clause{Do: DoTopDeck, To: Target{Side: Enemy, Is: PowerAtLeast, Power: 2}}, Clause{Do: DoBottom, To: Target{Side: Friendly, Is: Exhausted}}),
			check: func(t *testing.T, b *langBoard) {
				b.s.wantZone(b.silver, ZoneDeck)
				b.s.wantZone(b.krump, ZoneUnknown)
			}},
		{name: "search: the log names the card found", script: ab(OnPlay, Clause{Do: DoSearch}),
			act: func(b *langBoard) Outcome { b.s.play("probe-action"); return b.s.choose("anger") },
			check: func(t *testing.T, b *langBoard) {
				if id := b.s.g.findAnywhere(CardRef{ID: "anger"}, 0); id < 0 || b.s.g.cards[id].zone != ZoneHand {
					t.Error("Anger is not in Alice's hand")
				}
			}},
		{name: "choose one: option 2", script: ab(OnPlay, Clause{Do: DoChooseOne, N: 2}, Clause{Do: DoGain, N: 2, Opt: 1}, Clause{Do: DoLose, N: 2, Who: Opponent, Opt: 2}),
			act: func(b *langBoard) Outcome { b.s.play("probe-action"); return b.s.chooseWords("2") },
			check: func(t *testing.T, b *langBoard) {
				b.want(t, "Alice", b.s.aember(0), 5)
				b.want(t, "Bob", b.s.aember(1), 2)
			}},
		{name: "repeat while creatures are destroyed", script: ab(OnPlay, Clause{Do: DoDamage, N: 1, To: Target{Count: Each, Side: Enemy}}, Clause{Do: DoRepeat, N: 1, If: Cond{Is: IfCount, Of: &Target{Count: Each, Side: Enemy}, Cmp: AtLeast, N: 1}}),
			check: func(t *testing.T, b *langBoard) { b.want(t, "Bob's creatures", len(b.s.g.p[1].line), 0) }},
		{name: "swap two creatures", script: ab(OnPlay, Clause{Do: DoSwap, To: Target{Count: Exactly, N: 2, Side: Enemy}}),
			act: func(b *langBoard) Outcome { b.s.play("probe-action"); return b.s.choose("silvertooth", "bad-penny") },
			check: func(t *testing.T, b *langBoard) {
				if l := b.s.g.p[1].line; l[0] != b.penny || l[2] != b.silver {
					t.Errorf("line %v, want Bad Penny first and Silvertooth last", l)
				}
			}},
		{name: "make a token creature (the deck's)", script: ab(OnPlay, Clause{Do: DoToken, N: 1}),
			check: func(t *testing.T, b *langBoard) {
				l := b.s.g.p[0].line
				if len(l) != 3 || b.s.g.def(l[2]).ID != "catena-fiend" {
					t.Errorf("Alice's battleline %v has no token creature on the right", l)
				}
			}},
	})
}

// An upgrade's granted ability fires for its creature, even blank.
func TestLanguageGrantedAbility(t *testing.T) {
	b := newLangBoard(t, "probe-action", &Script{})
	b.s.g.setScript("protect-the-weak", &Script{ID: "protect-the-weak", Abilities: []Ability{
		{On: OnReap, Grant: &ThisCreature, Steps: []Clause{{Do: DoGain, N: 2}}},
	}})
	b.s.hand(0, "protect-the-weak")
	b.s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "protect-the-weak"}, Target: CardRef{ID: "troll"}})
	before := b.s.aember(0)
	b.s.g.addLasting(lasting{kind: lastBlank, player: 0, card: -1, until: b.s.g.turn})
	b.s.wantRules(b.s.reap("troll"), "")
	b.want(t, "Æmber", b.s.aember(0), before+1+2)
	if got := scriptFor("protect-the-weak").Text("Protect the Weak"); strings.Contains(got, "gains, “Reap") {
		t.Errorf("the table's script changed: %q", got)
	}
	s := b.s.g.scripts[b.s.g.defIndex("protect-the-weak")]
	if got := s.Text("Protect the Weak"); got != `This creature gains, "Reap: Gain 2A."` {
		t.Errorf("printed %q", got)
	}
}

// A card needs a script when its text says more than keywords, reminder
// text and "Enhance" lines (the card data's shapes: \r, \u202f, icons).
func TestHasAbilityText(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"", false},
		{"Skirmish. (When you use this creature to fight, it is dealt no damage in return.)", false},
		{"Elusive.\u202f(The first time this creature is attacked each turn, no damage is dealt.)\rSkirmish.\u202f(When you use this creature to fight, it is dealt no damage in return.)\r", false},
		{"Assault 2. Hazardous 3. Taunt.", false},
		{"Enhance \uf360\uf36e. (These icons have already been added to cards in your deck.)", false},
		{"(Play only with the other half of Ultra Gravitron.)\n", false},
		{"Reap: Troll heals 3 damage.", true},
		{"Elusive.\nPlay: Steal 1\uf360.", true},
		{"Lollop the Titanic deals no damage when attacked.\r", true},
		{"Assault 2. Each of Bull-wark's neighbors gains assault 2.", true},
	} {
		if got := HasAbilityText(c.text); got != c.want {
			t.Errorf("HasAbilityText(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

// An "each time you play another creature" ability an upgrade gives its
// creature fires though no card has that trigger of its own.
func TestGrantedPlayOtherFires(t *testing.T) {
	b := newLangBoard(t, "probe-action", &Script{})
	b.s.g.setScript("protect-the-weak", &Script{ID: "protect-the-weak", Abilities: []Ability{
		{On: OnPlayOther, Grant: &ThisCreature, When: &Target{Side: Friendly}, Steps: []Clause{{Do: DoGain, N: 1}}},
	}})
	b.s.hand(0, "protect-the-weak")
	b.s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "protect-the-weak"}, Target: CardRef{ID: "troll"}})
	before := b.s.aember(0)
	b.s.hand(0, "krump")
	b.s.wantRules(b.s.play("krump"), "")
	b.want(t, "Æmber", b.s.aember(0), before+1)
}

// Interrupted abilities wait on a bounded stack; one more than it holds is
// reported, never dropped silently.
func TestInterruptedRunsBounded(t *testing.T) {
	b := newLangBoard(t, "probe-action", &Script{})
	g := b.s.g
	for i := 0; i < maxStack; i++ {
		g.push(run{def: g.cards[b.probe].def, src: -1})
	}
	if len(g.viol) != 0 || g.nstack != maxStack {
		t.Fatalf("%d waiting, violations %v", g.nstack, g.viol)
	}
	g.push(run{def: g.cards[b.probe].def, src: -1})
	if len(g.viol) != 1 || g.viol[0].Rule != "internal-error" {
		t.Errorf("one run too many: violations %v, want an internal-error", g.viol)
	}
}

// Whole-pool amounts and "this way" counts print as cards say them.
func TestPrintedAmounts(t *testing.T) {
	for _, c := range []struct {
		steps []Clause
		want  string
	}{
		{[]Clause{{Do: DoLose, Per: &Amount{Q: AemberOf}}, {Do: DoDraw, N: 2, Per: &Amount{Q: DoneThisWay}}},
			"Lose all of your A. Draw two cards for each A lost this way."},
		{[]Clause{{Do: DoCapture, To: This, Per: &Amount{Q: AemberOf, Who: Opponent}}},
			"Capture all of your opponent's A."},
		{[]Clause{{Do: DoGain, Per: &Amount{Q: AemberOf, Who: Opponent}}},
			"Gain A equal to the A in your opponent's pool."},
		{[]Clause{{Do: DoHeal, N: 1, To: Target{Count: Each}}, {Do: DoGain, Per: &Amount{Q: DoneThisWay}}},
			"Heal 1 damage from each creature. Gain 1A for each damage healed this way."},
		{[]Clause{{Do: DoDestroy, To: Target{Count: Each}}, {Do: DoGain, Per: &Amount{Q: DoneThisWay}}},
			"Destroy each creature. Gain 1A for each creature destroyed this way."},
		{[]Clause{{Do: DoForge, Who: Opponent}}, "Your opponent forges a key at current cost."},
	} {
		if got := clausesText(c.steps, "X"); got != c.want {
			t.Errorf("got  %q\nwant %q", got, c.want)
		}
	}
}

// "order CARD…": the active player chooses the order of abilities that
// resolve at the same time (here two "at the start of your turn"); the
// cards named go first, in that order, for the next action only.
func TestOrderOfSimultaneousAbilities(t *testing.T) {
	startGain := func(n int) *Script {
		return &Script{Abilities: []Ability{{On: OnTurnStart, Steps: []Clause{{Do: DoGain, N: n}}}}}
	}
	gains := func(out Outcome) []int {
		var ns []int
		for _, ev := range out.Events {
			if ev.Kind == EvAemberGained && ev.Source == SrcAbility {
				ns = append(ns, ev.N)
			}
		}
		return ns
	}
	for _, c := range []struct {
		name  string
		order []string
		want  []int
	}{
		{"the engine's order: left to right (Troll, then the probe)", nil, []int{2, 1}},
		{"the log's order", []string{"probe", "troll"}, []int{1, 2}},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := newLangBoard(t, "probe", startGain(1))
			b.s.g.setScript("troll", startGain(2))
			b.s.end() // Bob's turn
			if c.order != nil {
				a := Action{Verb: VerbOrder}
				for _, id := range c.order {
					a.Cards = append(a.Cards, CardRef{ID: id})
				}
				b.s.wantRules(b.s.do(a), "")
			}
			got := gains(b.s.end()) // Alice's turn begins: both fire
			if len(got) != 2 || got[0] != c.want[0] || got[1] != c.want[1] {
				t.Errorf("gains in order %v, want %v", got, c.want)
			}
		})
	}
}

// upperFirst capitalises a whole first letter, also one of two bytes
// (Norbyn's Cavern's "æmberling" printed at the start of a sentence).
func TestUpperFirstWholeLetter(t *testing.T) {
	for in, want := range map[string]string{"æmberling": "Æmberling", "troll": "Troll", "": ""} {
		if got := upperFirst(in); got != want {
			t.Errorf("upperFirst(%q) = %q, want %q", in, got, want)
		}
	}
}

// A panic in the engine (a defect) ends the action as an internal-error
// violation: Apply returns what the action emitted until then, counts the
// action, and leaves no ability running.
func TestApplyRecoversFromAPanic(t *testing.T) {
	b := newLangBoard(t, "probe-action", &Script{Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGain, N: 1},
		{Do: DoGo, Say: "Break.", Go: func(*Ctx) { panic("a defect") }},
	}}}})
	g := b.s.g
	index := g.actionIndex
	out := g.Apply(Action{Verb: VerbPlay, Player: NoPlayer, Card: CardRef{ID: "probe-action"}})
	if n := len(out.Violations); n == 0 || out.Violations[n-1].Rule != "internal-error" || !strings.Contains(out.Violations[n-1].Message, "a defect") {
		t.Fatalf("violations %v, want an internal-error about the panic last", out.Violations)
	}
	gained := slices.ContainsFunc(out.Events, func(e Event) bool { return e.Kind == EvAemberGained })
	if !gained || g.actionIndex != index+1 || g.inRun != 0 {
		t.Errorf("events %v (a gain before the panic: %v), action index %d after %d, %d runs on", out.Events, gained, g.actionIndex, index, g.inRun)
	}
}
