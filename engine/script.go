package engine

// Script is a card's scripted abilities. A card without a script is still
// fully playable: its printed facts (power, armor, Æmber bonus, keywords)
// apply, and the log declares what its ability did as effects.
//
// Adding a card is adding an entry to scriptLists (scripts_*.go): the
// table is read-only, and each Game resolves its cards' scripts once, in
// New, so no init order or global mutable state is involved.
type Script struct {
	ID string

	// Triggered abilities. Ctx.Self is the card, Ctx.Player its controller.
	Play, Reap, Fight, Action, Omni, Destroyed func(x *Ctx)
	// Fate resolves when the log says the card's fate resolves ("> fate
	// C"): Ctx.Self is -1 (the card is out of play) and Ctx.Player the
	// active player, whom the fate is about.
	Fate func(x *Ctx)
	// BeforeFight resolves when it is used to fight, before the fight
	// (with assault and hazardous); the fight is skipped if it destroys
	// either creature.
	BeforeFight func(x *Ctx, target int16)
	// TurnStart and TurnEnd fire at the start and the end (after step 5)
	// of its controller's turn.
	TurnStart, TurnEnd func(x *Ctx)

	// AfterPlayOther fires when its controller plays another card while
	// this creature is in play ("each time you play another creature").
	AfterPlayOther func(x *Ctx, played int16)
	// EnemyDestroyedFighting fires after a creature fighting this one is
	// destroyed; enemy is that creature's controller.
	EnemyDestroyedFighting func(x *Ctx, enemy int8)

	// Constant abilities.
	// Restrict is a "cannot": it reports whether this card, in play,
	// forbids player pl to do verb (play, reap, fight, action, omni) with
	// card id. "Cannot" beats the rules and every "may" or "must".
	Restrict func(g *Game, self int16, pl int8, verb Verb, id int16) bool
	// MustHouse is a house its controller must choose in step 2 while it
	// is in play (Pitlord); a house the rules forbid is ignored ("cannot"
	// beats "must").
	MustHouse   House
	EntersReady bool
	PowerMod    func(g *Game, self int16) int         // its own power
	FightBonus  func(g *Game, self, target int16) int // extra damage when it attacks
	HandBonus   int                                   // refill to 6+HandBonus
	// ArmorAura is a constant armor bonus this creature, in play, gives
	// creature id (itself included): "each friendly creature gets +2 armor".
	ArmorAura func(g *Game, self, id int16) int
	// KeyCost is a constant change to what player pl pays for a key while
	// this card is in play ("Your opponent's keys cost +1A for each …").
	KeyCost        func(g *Game, self int16, pl int8) int
	DestroyedTo    Zone      // where it goes when destroyed (ZoneUnknown: discard)
	GivePower      int       // an upgrade: power of its creature
	GiveArmor      int       // an upgrade: armor of its creature
	GiveKeywords   []Keyword // an upgrade: keywords of its creature
	PurgeAfterPlay bool      // an action purged instead of discarded

	// Declared fires after the log declares an effect while this card's
	// ability resolves (it is the source: the card last played or used);
	// Ctx.Declared counts the declared effects since, this one included.
	// It is how a Complement script does the "if you do" part of an
	// ability whose first part the log states: Yandylinx's opponent loses
	// 1A after the declared discard.
	Declared func(x *Ctx, e Effect)

	// Complement marks a script that does only what a TCO log leaves
	// unstated (a lasting effect TCO merely names, the "if you do" part
	// of an ability whose first part TCO logs): the log's declared
	// effects for the card still apply. Other scripts resolve the card's
	// abilities whole, and a log must not declare their effects again.
	Complement bool
}

// Ctx is what an ability sees while it resolves.
type Ctx struct {
	g      *Game
	Self   int16
	Player int8
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

// wait makes the ability wait for the log's next "choose" line.
func (x *Ctx) wait(k pendingKind, pl int8) {
	x.g.pend = pending{kind: k, player: pl, source: x.Self}
}

// scriptFor finds a card's script, nil when unscripted.
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

// resolvePending resolves the ability waiting for a choice: with the
// log's choice when chosen, else as much as the engine can without one.
func (g *Game) resolvePending(cards []CardRef, chosen bool) {
	p := g.pend
	g.pend = pending{}
	pl := p.player
	switch p.kind {
	case pendBonus:
		g.resolveIcon(p, cards, chosen)
	case pendReadyFight:
		if !chosen || len(cards) == 0 {
			if len(g.p[pl].line) > 0 && len(g.p[other(pl)].line) > 0 {
				g.violate("choice-missing", pl, "%s: the log does not say which creature readies and fights", g.name(p.source))
			}
			return
		}
		f := g.findInPlay(cards[0], pl)
		if f < 0 || g.cards[f].zone != ZoneBattleline || g.cards[f].controller != pl {
			g.violate("effect-target", pl, "%s: %s is not a friendly creature", g.name(p.source), g.refName(cards[0]))
			return
		}
		g.cards[f].flags &^= flExhausted
		g.emit(Event{Kind: EvStatus, Player: pl, Card: g.def(f).ID, Other: "ready"})
		if !g.cards[f].has(flStunned) && len(g.p[other(pl)].line) == 0 {
			return // nothing to fight: it stays ready, unused (FAQ Using Creatures, Bumpsy)
		}
		g.countSix(f) // fighting is a use: the rule of six counts it
		var target CardRef
		if len(cards) > 1 {
			target = cards[1]
		}
		g.useCard(f, VerbFight, target)
	case pendRandomDiscard:
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
	case pendHouse:
		g.resolveHouse(p, nil)
	case pendDestroyArt:
		if !chosen || len(cards) == 0 {
			if len(g.p[0].arts)+len(g.p[1].arts) > 0 {
				g.violate("choice-missing", pl, "%s: the log does not say which artifact is destroyed", g.name(p.source))
			}
			return
		}
		t := g.findInPlay(cards[0], other(pl))
		if t < 0 || g.cards[t].zone != ZoneArtifacts {
			g.violate("effect-target", pl, "%s: %s is not an artifact in play", g.name(p.source), g.refName(cards[0]))
			return
		}
		g.destroy(t)
	}
}
