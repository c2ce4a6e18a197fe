package engine

// Ctx is what an ability sees while it resolves.
type Ctx struct {
	g      *Game
	Self   int16
	Player int8
	r      *run // the ability resolving (nil in a Declared hook)
}

// Done is how much the declared effect a Declared hook sees did: the power
// counters it added (negative: removed).
func (x *Ctx) Done() int { return x.g.effDone }

// Declared is how many effects the log has declared since the card was
// last played or used, the one a Declared hook sees included.
func (x *Ctx) Declared() int { return x.g.srcDeclared }

// firstDeclaredCreature is, for a complement script, the creature on
// side pl's battleline that the ability's first declared effect names when
// that effect is of kind k; -1 otherwise (a later effect, another kind, a
// card not on the battleline).
func (x *Ctx) firstDeclaredCreature(e Effect, k EffectKind, pl int8) int16 {
	if e.Kind != k || x.Declared() != 1 {
		return -1
	}
	id := x.g.findInPlay(e.Card, pl)
	if id < 0 || x.g.cards[id].zone != ZoneBattleline {
		return -1
	}
	return id
}

// Opponent is the controller's opponent.
func (x *Ctx) Opponent() int8 { return other(x.Player) }

// scriptFor finds a card's hand-written script, nil when unscripted
// (Game.cardScript adds the compiled ones).
func scriptFor(id string) *Script {
	for _, list := range scriptLists {
		for i := range list {
			if list[i].ID == id {
				return &list[i]
			}
		}
	}
	return nil
}

// Scripted reports whether the engine scripts the card's abilities.
func Scripted(id string) bool { return scriptFor(id) != nil }

// FullyScripted reports whether the engine resolves the card's abilities
// whole (a script that is not a Complement): effects a log declares for
// them would be applied twice, so an importer keeps them as comments.
func FullyScripted(id string) bool {
	s := scriptFor(id)
	return s != nil && !s.Complement
}

// resolvePending resolves what waits for a choice: with the log's choice
// when chosen, else as much as the engine can without one (forcing). Runs
// that it interrupted go on after it.
func (g *Game) resolvePending(cards []CardRef, words []string, chosen bool) {
	p := g.pend
	g.pend = pending{}
	pl := p.player
	g.forcing = !chosen
	g.ans = answers{cards: cards, words: words}
	defer func() { g.forcing, g.ans = false, answers{} }()
	switch p.kind {
	case pendBonus:
		g.resolveIcon(p, cards, chosen)
	case pendAbility:
		r := p.run
		g.exec(&r)
	case pendRandomDiscard:
		g.resolveRandomDiscard(pl, cards, chosen)
	}
	g.drain()
}

// resolveRandomDiscard discards the random card a choose line names, or,
// when the log does not say, a guessed one.
func (g *Game) resolveRandomDiscard(pl int8, cards []CardRef, chosen bool) {
	pp := &g.p[pl]
	if pp.handSize() == 0 {
		return
	}
	var id int16 = -1
	if chosen && len(cards) > 0 {
		def := g.defIndex(cards[0].ID)
		ok := false
		if def >= 0 {
			id, ok = g.fromHand(pl, def)
		}
		if !ok {
			g.violate("card-not-available", pl, "%s cannot discard %s: no copy can be in their hand", pp.name, g.refName(cards[0]))
		}
		g.ans.ci = 1
	}
	if id < 0 {
		// The identity is not logged: the engine names the lowest
		// unaccounted card, a guess the log can correct with "choose".
		if pp.handUnknown > 0 {
			id = g.anyUnknown(pl)
		} else {
			id = pp.hand[0]
		}
	}
	if id < 0 {
		return
	}
	g.takeFromHand(id)
	g.put(id, ZoneDiscard)
	g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID})
	g.scrapped(id)
}
