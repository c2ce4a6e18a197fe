package engine

// Batch AE's closures and helpers (issue 16; prefix ae). docs/abilities.md
// ("Batch AE") says what each adds.

// aeBookOfLeQ reveals the top card of the player's deck (the choose line
// names an unknown one): a card not of Star Alliance makes its house the
// active house; a Star Alliance card ends the turn (aeEndTurn).
func aeBookOfLeQ(x *Ctx) {
	g := x.g
	id, wait := hsRevealTop(x, x.Player)
	if wait || id < 0 {
		return
	}
	x.r.did = true
	if g.ofHouse(id, "staralliance") {
		aeEndTurn(x)
		return
	}
	if h := g.houseOf(id); h != "" && g.active == x.Player {
		g.house = h
	}
}

// aeEndTurn is "end your turn" in the middle of step 3: the log's next
// action is the player's "end"; until then they can neither play nor use
// a card (Corner the Market's and Skippy Timehog's lasting effects, for
// this turn), which is all the rest of their step 3 could do.
func aeEndTurn(x *Ctx) {
	g := x.g
	until := g.until(UntilTurnEnd)
	g.addLasting(lasting{kind: hyLastNoPlays, player: x.Player, card: -1, until: until, source: x.Self})
	g.addLasting(lasting{kind: lastNoUse, player: x.Player, card: -1, until: until, source: x.Self})
}

// aeLastNextUse: the next creature used this turn cannot use verb n
// (Edict of Nerotaurus: "After a creature reaps, the next time a creature
// is used that turn, it cannot reap"); the next creature used spends it,
// whatever its use.
const aeLastNextUse lastKind = 106

// aeNextUseCannot returns the closure that notes "the next creature used
// this turn cannot <verb>".
func aeNextUseCannot(verb Verb) func(x *Ctx) {
	return func(x *Ctx) {
		x.g.addLasting(lasting{kind: aeLastNextUse, player: x.Player, card: -1, n: int(verb), until: x.g.until(UntilTurnEnd), source: x.Self})
		x.r.did = true
	}
}

// aeSpendNextUse spends each aeLastNextUse on the use of creature id by
// verb, flagging the use it forbids. Unstunning is a use too, and no
// reap or fight (the creature's stun is all it removes).
func (g *Game) aeSpendNextUse(id int16, verb Verb) {
	stunned := g.cards[id].has(flStunned)
	k := 0
	for _, l := range g.lasting {
		if l.kind != aeLastNextUse {
			g.lasting[k] = l
			k++
			continue
		}
		if Verb(l.n) == verb && !stunned {
			g.violate("restricted", g.active, "%s: %s is the next creature used this turn: it cannot %s", g.name(l.source), g.name(id), useNames[verb])
		}
	}
	if k < len(g.lasting) {
		g.lasting = g.lasting[:k]
		g.noteLasting()
	}
}
