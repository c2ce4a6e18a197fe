package engine

// Granted abilities: an ability a card gives other cards (Ability.Grant),
// such as an upgrade's `This creature gains, "Reap: Steal 1A."`. It lives
// in the giver's script (a run's def is the giver's) and resolves for the
// card it is given to (the run's src: "this creature"; its controller is
// "you").

// fireGranted resolves the abilities with trigger t that cards in play
// give card id, after id's own: upgrades first, then the battlelines and
// artifacts, the active player's first.
func (g *Game) fireGranted(id int16, t Trigger, trig int16) {
	if !g.cards[id].zone.InPlay() && t != OnDestroyed {
		return
	}
	g.fireLastingGrants(id, t, trig)
	g.fireGrantsFrom(g.upList, id, t, trig)
	for _, pl := range [2]int8{g.active, other(g.active)} {
		for _, list := range [3][]int16{g.p[pl].line, g.p[pl].arts, g.powersOf(pl, nil)} {
			g.fireGrantsFrom(list, id, t, trig)
		}
	}
}

// fireGrantsFrom resolves the abilities with trigger t that the cards
// srcs give card id, asking only those whose script gives any: most cards
// give none, and fireGranted visits every card in play.
func (g *Game) fireGrantsFrom(srcs []int16, id int16, t Trigger, trig int16) {
	for _, src := range srcs {
		if g.staticBits[g.cards[src].def].has(givesAbilities) {
			g.fireGrantsOf(src, id, t, trig)
		}
	}
}

// fireGrantsOf resolves the abilities with trigger t that card src gives
// card id.
func (g *Game) fireGrantsOf(src, id int16, t Trigger, trig int16) {
	s := g.scriptOf(src)
	if s == nil {
		return
	}
	giver := g.cards[src].controller
	for i := range s.Abilities {
		ab := &s.Abilities[i]
		if ab.Grant == nil || ab.On&t == 0 || !g.matches(ab.Grant, id, src, giver) {
			continue
		}
		if ab.When != nil && (trig < 0 || !g.matches(ab.When, trig, id, g.cards[id].controller)) {
			continue
		}
		r := run{def: g.cards[src].def, src: id, ab: uint8(i), player: g.cards[id].controller, trig: trig}
		if g.holds(&ab.If, &r) {
			g.resolve(r)
		}
	}
}

// houseChosen resolves the "After a player chooses … as their active
// house" abilities of the cards in play (the active player's first), for
// their controllers.
func (g *Game) houseChosen(h House) {
	ok := func(ab *Ability, controller int8) bool {
		w := ab.When
		return w == nil || !(w.House != "" && (h == w.House) == (w.Is&NotHouse != 0) ||
			w.Side == Friendly && g.active != controller || w.Side == Enemy && g.active == controller)
	}
	g.fireInPlayWhen(OnHouseChosen, ok)
	g.zUpgradesWhen(OnHouseChosen, ok)               // Painmail (ability_hand_z.go)
	g.htFireFromDiscard(g.active, OnHouseChosen, ok) // Relentless Creeper (ability_hand_t.go)
}

// fireInPlayWhen resolves, for their controllers, the abilities of trigger
// t of the cards in play (the active player's first) that ok accepts: the
// triggers about something a player did ("after a player chooses a
// house", "after you forge a key"), whose When each reads its own way.
func (g *Game) fireInPlayWhen(t Trigger, ok func(ab *Ability, controller int8) bool) {
	if g.triggers&t == 0 {
		return
	}
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		g.fireWhen(id, t, ok)
	}
}

// fireWhen resolves, for its controller, the abilities of trigger t of
// card id that ok accepts (fireInPlayWhen's, a card).
func (g *Game) fireWhen(id int16, t Trigger, ok func(ab *Ability, controller int8) bool) {
	s := g.scriptOf(id)
	if s == nil || !g.abilitiesWork(id) {
		return
	}
	for i := range s.Abilities {
		ab := &s.Abilities[i]
		if ab.On&t == 0 || ab.Grant != nil || !ok(ab, g.cards[id].controller) {
			continue
		}
		r := run{def: g.cards[id].def, src: id, ab: uint8(i), player: g.cards[id].controller, trig: -1}
		if g.holds(&ab.If, &r) {
			g.resolve(r)
		}
	}
}
