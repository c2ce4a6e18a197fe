package engine

// Text boxes gained for a while (issue 16, batch AF): "For the remainder
// of the turn, <a creature> gains the text box of <another card>". The
// glossary (Creed of Nurture, Dust Pixie and Bad Penny) says the creature
// keeps its own text and effectively gains the other's: its abilities
// and keywords, spoken of the gaining creature. The FAQ (Tantadlin and
// Terrordactyl) adds that of two conflicting restrictions the stricter
// holds.
//
// One lasting entry afLastTextBox per gain: card is the creature that
// gains, n the definition of the card whose text box it gains, until the
// end of the turn; it ends when the creature leaves play (dropLasting).
// The gained definition's script resolves with the gaining creature as
// its source, as a granted ability does (fireLastingGrants). Only games
// with such an entry pay: each reader asks len(g.lasting) first.

// afLastTextBox: card gains the text box of definition n while it lasts.
const afLastTextBox lastKind = 116

// afGainTextBox gives card id the text box of card from's definition for
// the remainder of the turn.
func (g *Game) afGainTextBox(pl int8, id, from, source int16) {
	if !g.cards[id].zone.InPlay() || from < 0 {
		return
	}
	g.addLasting(lasting{kind: afLastTextBox, player: pl, card: id, n: int(g.cards[from].def), until: g.until(UntilTurnEnd), source: source})
}

// afGainChosenTextBox: "For the remainder of the turn, <this> gains the
// text box of the chosen creature" (Doppelganger; the step before chose).
func afGainChosenTextBox(x *Ctx) {
	if x.r.nThat > 0 && x.r.that[0] != x.Self {
		x.g.afGainTextBox(x.Player, x.Self, x.r.that[0], x.Self)
	}
}

// afFireTextBoxes resolves the abilities with trigger t of each text box
// card id gained, with id as their source.
func (g *Game) afFireTextBoxes(id int16, t Trigger, trig int16) {
	for i := 0; i < len(g.lasting); i++ {
		l := g.lasting[i]
		if l.kind != afLastTextBox || l.card != id || g.blank(id) {
			continue
		}
		if s := g.scripts[l.n]; s != nil {
			g.fireScript(s, int16(l.n), id, g.cards[id].controller, t, trig)
		}
	}
}

// afGainedKeyword is how many of keyword k the text boxes card id gained
// print.
func (g *Game) afGainedKeyword(id int16, k Keyword) int {
	n := 0
	for j := range g.lasting {
		l := &g.lasting[j]
		if l.kind != afLastTextBox || l.card != id || g.blank(id) {
			continue
		}
		for _, kv := range g.defs[l.n].Keywords {
			if kv.Keyword == k {
				n += max(kv.N, 1)
			}
		}
	}
	return n
}

// afGainedStatic is the first constant ability of kind k of the text
// boxes card id gained, nil when none.
func (g *Game) afGainedStatic(id int16, k StaticKind) *Static {
	for j := range g.lasting {
		l := &g.lasting[j]
		if l.kind != afLastTextBox || l.card != id || g.blank(id) {
			continue
		}
		if s := g.scripts[l.n]; s != nil {
			if st := s.static(k); st != nil {
				return st
			}
		}
	}
	return nil
}

// afGainRevealedTextBox: "the chosen creature gains the text box of the
// revealed creature" (Creed of Nurture): the steps before revealed a card
// from the hand and chose a creature in play, in that order.
func afGainRevealedTextBox(x *Ctx) {
	if x.r.nThat < 2 || x.g.cards[x.r.that[0]].zone != ZoneHand {
		return
	}
	x.g.afGainTextBox(x.Player, x.r.that[1], x.r.that[0], x.Self)
}

// afTokensCopyThis: "For the remainder of the turn, each friendly token
// creature is a copy of this creature" (Mirror Shell's gift: Self is the
// creature it is on). A copy is the copied card's definition while it
// lasts, as Mimic Gel's is (lastCopy, becomeCopy): a token that leaves
// play is its token again (leavePlay), and the end of the turn gives it
// back its own definition (expire).
func afTokensCopyThis(x *Ctx) {
	g := x.g
	if g.cards[x.Self].zone != ZoneBattleline {
		return
	}
	for _, id := range g.p[g.cards[x.Self].controller].line {
		if id != x.Self && g.afIsToken(id) {
			g.afCopyForTurn(id, x.Self)
		}
	}
}

// afIsToken reports whether card id is a token creature, also while it is
// a copy of another creature.
func (g *Game) afIsToken(id int16) bool {
	if g.def(id).Type == TypeTokenCreature {
		return true
	}
	for j := range g.lasting {
		l := &g.lasting[j]
		if l.kind == lastCopy && l.card == id {
			return g.defs[l.n].Type == TypeTokenCreature
		}
	}
	return false
}

// afCopyForTurn makes card id a copy of creature of for the remainder of
// the turn. A card already a copy keeps its own definition in its entry
// and becomes the new copy.
func (g *Game) afCopyForTurn(id, of int16) {
	def, house := g.cards[of].def, g.houseOf(of)
	for i := range g.lasting {
		if l := &g.lasting[i]; l.kind == lastCopy && l.card == id {
			g.cards[id].def, l.house = def, house
			return
		}
	}
	own := g.cards[id].def
	g.cards[id].def = def
	g.addLasting(lasting{kind: lastCopy, player: g.cards[of].controller, card: id, n: int(own), house: house, until: g.until(UntilTurnEnd), source: of})
}

// afEachGained calls visit with each card in play that gained a text box
// with a constant ability of kind k, and that text box's script (aura:
// what the gained text gives other cards, or the card itself).
func (g *Game) afEachGained(k StaticKind, visit func(src int16, s *Script)) {
	for _, l := range g.lasting {
		if l.kind == afLastTextBox && g.staticBits[l.n].has(k) && g.cards[l.card].zone.InPlay() && !g.blank(l.card) {
			visit(l.card, g.scripts[l.n])
		}
	}
}
