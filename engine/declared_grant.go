package engine

import "strings"

// Declared granted abilities: for a card the engine does not script, the
// log says that a card gained an ability ("> grant Bull-wark "Fight: Ready
// this creature." turn"), or that each of a player's creatures did
// ("> grant each "Reap: Gain 1A." turn"). The engine never runs the text:
// it keeps it as a lasting effect (lastGrant) that the board shows while it
// lasts, that ends with its duration or when the card leaves play, and
// that says, when its trigger comes, that the log declares what it does.
// The declared effects that follow are applied as primitives.

// declareGrant applies an EffGrant effect for player pl.
func (g *Game) declareGrant(pl int8, e Effect) {
	if strings.TrimSpace(e.Text) == "" {
		g.violate("effect-target", pl, "grant: the ability's text is missing")
		return
	}
	l := lasting{kind: lastGrant, player: pl, card: -1, n: int(grantTrigger(e.Text)), text: e.Text,
		until: g.until(e.Duration), source: g.source}
	// The event is about the card that gains it, or the giver when each
	// creature of the player does.
	who, what := "", "each creature of "+g.p[pl].name+" gains"
	if g.source >= 0 {
		who = g.def(g.source).ID
	}
	if !e.Card.IsZero() {
		id := g.findInPlay(e.Card, pl)
		if id < 0 || g.cards[id].zone != ZoneBattleline {
			g.violate("effect-target", pl, "grant: %s is not a creature in play", g.refName(e.Card))
			return
		}
		l.card, l.player, who, what = id, g.cards[id].controller, g.def(id).ID, "gains"
	}
	l, ok := g.tie(l, e, pl)
	if !ok {
		return
	}
	g.addLasting(l)
	g.emit(Event{Kind: EvStatus, Player: l.player, Card: who, Other: what + ` "` + e.Text + `"`})
}

// grants reports whether a declared grant covers creature id: given to
// it, or to each creature of its controller.
func (l *lasting) grants(g *Game, id int16) bool {
	if l.kind != lastGrant {
		return false
	}
	if l.card >= 0 {
		return l.card == id
	}
	c := &g.cards[id]
	return c.zone == ZoneBattleline && c.controller == l.player
}

// fireDeclaredGrants says, when trigger t of creature id comes, which of
// the abilities declared granted to it resolve: the log declares their
// effects next (a text whose trigger the engine cannot tell says nothing).
func (g *Game) fireDeclaredGrants(id int16, t Trigger) {
	for i := range g.lasting {
		l := &g.lasting[i]
		if Trigger(l.n)&t != 0 && l.grants(g, id) {
			g.emit(Event{Kind: EvStatus, Player: g.cards[id].controller, Card: g.def(id).ID,
				Other: `granted "` + l.text + `" resolves (the log declares its effects)`})
		}
	}
}

// declaredGrants are the texts of the abilities declared granted to card
// id that last now, in the order they were declared.
func (g *Game) declaredGrants(id int16) []string {
	var out []string
	for i := range g.lasting {
		if l := &g.lasting[i]; l.grants(g, id) {
			out = append(out, l.text)
		}
	}
	return out
}

// holdsDeclaredGrant reports whether card id has an ability only the log
// can resolve (a declared grant): the choices and declared effects after
// its use may be that ability's, even when id is scripted (a choose line
// is then no choice-unexpected; the declared effects apply as primitives).
func (g *Game) holdsDeclaredGrant(id int16) bool {
	if id < 0 || len(g.lasting) == 0 {
		return false
	}
	for i := range g.lasting {
		if g.lasting[i].grants(g, id) {
			return true
		}
	}
	return false
}

// grantTrigger reads the trigger a granted ability's text starts with
// ("Fight: …", "Fight/Reap: …", "After Reap: …", "At the start of your
// turn, …"); 0 when it starts with none (a constant ability). It is read
// once, when the grant is declared.
func grantTrigger(text string) Trigger {
	text = strings.TrimSpace(text)
	lower := strings.ToLower(text)
	switch {
	case strings.HasPrefix(lower, "at the start of your turn"):
		return OnTurnStart
	case strings.HasPrefix(lower, "at the end of your turn"):
		return OnTurnEnd
	}
	label, _, ok := strings.Cut(text, ":")
	if !ok {
		return 0
	}
	label = strings.TrimPrefix(strings.TrimSpace(label), "After ")
	var t Trigger
	for _, part := range strings.Split(label, "/") {
		for _, tn := range triggerNames {
			if strings.EqualFold(strings.TrimSpace(part), tn.name) {
				t |= tn.t
			}
		}
	}
	return t
}
