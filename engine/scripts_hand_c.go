package engine

import "sort"

// handCScripts are cards of the shared decks and TCO logs that the card
// text compiler does not compile, scripted by hand (issue 16, batch C), in
// the order of the list of cards to do. A clause the language cannot say
// is a small closure (DoGo) whose English is its Say; each card's test is
// in scripts_hand_c_test.go.
var handCScripts = []Script{
	// Gizelhart’s Zealot: "Gizelhart’s Zealot enters play ready and
	// enraged." (Put into play rather than played, it would enter ready
	// but not enraged: no card of the shared decks does that to it.)
	{ID: "gizelhart-s-zealot",
		Statics:   []Static{{Is: EntersReady}},
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoEnrage, To: This}}}},
	},
	// Mercy, Malkin Queen: "Skirmish. After a friendly Cat creature enters
	// play, ward it. Fight: Ready a friendly Beast creature." (A Cat put
	// into play without being played is not seen: the trigger is "each
	// time you play".)
	{ID: "mercy-malkin-queen", Abilities: []Ability{
		{On: OnPlayOther, When: &Target{Side: Friendly, Trait: "cat"}, Steps: []Clause{{Do: DoWard, To: TheTriggering}}},
		{On: OnFight, Steps: []Clause{{Do: DoReady, To: Target{Side: Friendly, Trait: "beast"}}}},
	}},
	// Monument to Ludo: "Action: Move 1A from a creature to the common
	// supply. If Praefectus Ludo is in your discard pile, move 2A from that
	// creature to the common supply instead."
	{ID: "monument-to-ludo", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoRemoveAember, N: 1, To: Target{Is: WithAember}},
		{Do: DoGo, Say: "If Praefectus Ludo is in your discard pile, move 2A from that creature to the common supply instead.", Go: func(x *Ctx) {
			if x.r.nThat > 0 && x.g.hbInDiscard(x.Player, "praefectus-ludo") {
				x.g.hbToSupply(x.r.that[0], 1)
			}
		}},
	}}}},
	// Power of Fire: "Play: Sacrifice a friendly creature. If you do, each
	// player loses A equal to half that creature's power (rounding down the
	// loss). Gain 1 chain." (Its power is read as it is sacrificed.)
	{ID: "power-of-fire", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		{Do: DoGo, Say: "Sacrifice it. If you do, each player loses A equal to half that creature's power (rounding down the loss).", Go: func(x *Ctx) {
			g := x.g
			if x.r.nThat == 0 {
				return
			}
			id := x.r.that[0]
			half := g.power(id) / 2
			g.destroy(id)
			g.sweep()
			if g.cards[id].zone.InPlay() {
				return // warded: the ward went instead
			}
			for _, pl := range [2]int8{g.active, other(g.active)} {
				g.lose(pl, half, SrcAbility)
			}
		}},
		{Do: DoChains, N: 1},
	}}}},
	// Savage Clash: "Play: Destroy each creature except the most powerful
	// enemy creature and the least powerful friendly creature." (A tie is
	// the player's choice, which no log states: the leftmost is kept.)
	{ID: "savage-clash", Abilities: goAbility(OnPlay, "Destroy each creature except the most powerful enemy creature and the least powerful friendly creature.", func(x *Ctx) {
		g := x.g
		keepE := hcExtreme(g, g.p[x.Opponent()].line, true)
		keepF := hcExtreme(g, g.p[x.Player].line, false)
		g.destroyEach(func(id int16) bool { return id != keepE && id != keepF })
	})},
	// Transporter Platform: "Action: Return a friendly creature and each
	// upgrade attached to it to your hand." (A warded creature stays, and
	// its upgrades with it.)
	{ID: "transporter-platform", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		{Do: DoGo, Say: "Return it and each upgrade attached to it to your hand.", Go: func(x *Ctx) {
			g := x.g
			if x.r.nThat == 0 {
				return
			}
			id := x.r.that[0]
			if g.cards[id].zone != ZoneBattleline {
				return
			}
			if !g.cards[id].has(flWarded) {
				for _, u := range hcUpgradesOf(g, id) {
					g.moveInst(u, ZoneHand)
				}
			}
			g.moveInst(id, ZoneHand)
		}},
	}}}},
	// Chant of Hubris: "Play: Move 1A from a creature to another creature."
	// The first creature the log names gives, the second takes.
	{ID: "chant-of-hubris", Abilities: []Ability{{On: OnPlay, Steps: hcMoveOneAember}}},
	// Obsidian Forge: "Action: Sacrifice any number of friendly creatures.
	// Then, you may forge a key at +6A current cost, reduced by 1A for each
	// creature sacrificed this way. If you do, destroy Obsidian Forge."
	// (The key is forged whenever it can be: no log states the "may".)
	{ID: "obsidian-forge", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoSacrifice, To: Target{Count: UpTo, N: 8, Side: Friendly}},
		{Do: DoGo, Say: "Then, you may forge a key at +6A current cost, reduced by 1A for each creature sacrificed this way.", Go: func(x *Ctx) {
			g := x.g
			cost := max(g.keyCost(x.Player)+6-int(x.r.done), 0)
			x.r.did = g.p[x.Player].keyCount() < 3 && g.spendable(x.Player) >= cost
			if x.r.did {
				g.forge(x.Player, KeyAny, cost)
			}
		}},
		{Do: DoDestroy, To: This, If: Cond{Is: IfDone}},
	}}}},
	// Survey: "Enhance R. Play: Look at the top 2 cards of your deck.
	// Discard 1 of them." (The other stays on top; which one is discarded
	// the log's discard line says.)
	{ID: "survey", Abilities: goAbility(OnPlay, "Look at the top 2 cards of your deck. Discard 1 of them.", func(x *Ctx) {
		x.g.forgetDeckOrder(x.Player) // the top two are no longer in the order the log knew
		x.g.moveTop(x.Player, 1, false)
	})},
}

// handCHeld are scripts written and tested (scripts_hand_c_test.go installs
// them with hcHeld) but not in scriptLists, because scripted they make the
// shared TCO logs' import worse:
//   - Scout Pete: TCO logs "Choose to keep or discard top of deck." and
//     never which: the "may" is answered no, and a prophecy's house choice
//     logged after it (game 4) is then taken for nothing;
//   - Tezmal: TCO logs the house chosen after the lines of the abilities
//     its reap triggers (Æmber Conduction Unit, game 7), which resolve the
//     wait first: choice-missing, then choice-unexpected.
var handCHeld = []Script{
	// Scout Pete: "Play/Fight/Reap: Look at the top card of your deck. You
	// may discard that card."
	{ID: "scout-pete", Abilities: []Ability{{On: OnPlay | OnFight | OnReap, Steps: []Clause{
		{Do: DoGo, Say: "Look at the top card of your deck.", Go: func(*Ctx) {}},
		{Do: DoDiscardTop, N: 1, May: true},
	}}}},
	// Tezmal: "Elusive. Reap: Choose a house. Your opponent cannot choose
	// that house as their active house on their next turn." (The effect
	// is kept with Tezmal: should Tezmal leave play before that turn, it
	// ends.)
	{ID: "tezmal", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoGo, Say: "Your opponent cannot choose that house as their active house on their next turn.", Go: func(x *Ctx) {
			if x.r.house != "" {
				x.g.addLasting(lasting{kind: lastNoHouse, player: x.Opponent(), card: x.Self, house: x.r.house, until: x.g.until(UntilNextTurn), source: x.Self})
			}
		}},
	}}}},
}

// hcMoveOneAember is "Move 1A from a creature to another creature": two
// creatures chosen, the first named gives. When the engine chooses by
// itself (two creatures in play), the one with Æmber gives.
var hcMoveOneAember = []Clause{
	{Do: DoChoose, To: Target{Count: Exactly, N: 2}},
	{Do: DoGo, Say: "Move 1A from the first to the second.", Go: func(x *Ctx) {
		if x.r.nThat < 2 {
			return
		}
		from, to := x.r.that[0], x.r.that[1]
		if x.g.cards[from].aember == 0 {
			from, to = to, from
		}
		x.r.did = hcMoveAember(x.g, from, to, 1) > 0
	}},
}

// hcMoveAember moves up to n Æmber from card from to card to (both in
// play) and says how much moved.
func hcMoveAember(g *Game, from, to int16, n int) int {
	f, t := &g.cards[from], &g.cards[to]
	if !f.zone.InPlay() || !t.zone.InPlay() {
		return 0
	}
	n = min(n, int(f.aember))
	if n <= 0 {
		return 0
	}
	f.aember -= int16(n)
	t.aember += int16(n)
	g.emit(Event{Kind: EvStatus, Player: f.controller, Card: g.def(from).ID, N: n, Other: "aember to " + g.def(to).ID})
	return n
}

// hcExtreme is the leftmost creature of line with the highest (most) or
// lowest power, -1 for an empty line.
func hcExtreme(g *Game, line []int16, most bool) int16 {
	best := int16(-1)
	for _, id := range line {
		if best < 0 || (most && g.power(id) > g.power(best)) || (!most && g.power(id) < g.power(best)) {
			best = id
		}
	}
	return best
}

// hcUpgradesOf lists the upgrades attached to creature id.
func hcUpgradesOf(g *Game, id int16) []int16 {
	var out []int16
	for _, u := range g.upList {
		if g.cards[u].parent == id {
			out = append(out, u)
		}
	}
	return out
}

// hcMostPowerful lists the n most powerful creatures in play (ties: the
// active player's first, left to right).
func hcMostPowerful(g *Game, n int) []int16 {
	var ids []int16
	for _, pl := range [2]int8{g.active, other(g.active)} {
		ids = append(ids, g.p[pl].line...)
	}
	sort.SliceStable(ids, func(i, j int) bool { return g.power(ids[i]) > g.power(ids[j]) })
	return ids[:min(n, len(ids))]
}
