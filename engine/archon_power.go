package engine

// Archon powers (Crucible Clash). An archon power is a card a deck list
// names beside its 36 cards, as a Prophetic Visions deck names its
// prophecies: it is not shuffled into the deck, never drawn, and sits
// face up beside its owner's identity card for the whole game. Nothing
// moves it, takes control of it or blanks it. Its abilities are its
// owner's: its constant abilities ("Friendly Human creatures enter play
// ready", "Your keys cost –2") hold, its triggered abilities ("At the
// start of your turn, …", "After a player chooses Mars as their active
// house, …", "After you play a Knight creature, …") resolve, and the
// abilities it gives ("Each friendly Dis creature gains …") are given, as
// if it were a card in play its owner controls. docs/abilities.md says
// which paths of the engine read it.

// setupArchonPowers takes each player's archon powers out of their deck
// and lays them beside the identity card. A deck known only from a log is
// filled up to 36 again with never-seen cards (as setupProphecies does).
func (g *Game) setupArchonPowers() {
	g.powers = g.powers[:0]
	for i := range g.cards {
		c := &g.cards[i]
		if g.defs[c.def].Type != TypeArchonPower || c.zone != ZoneUnknown {
			continue
		}
		p := &g.p[c.owner]
		p.deckUnknown--
		c.zone = ZoneArchonPower
		g.powers = append(g.powers, int16(i))
		if p.deck.Partial {
			g.cards = append(g.cards, inst{def: g.unseenDef(), owner: c.owner, controller: c.owner, parent: -1, copy: -1})
			p.deckUnknown++
		}
	}
}

// powersOf appends player pl's archon powers to dst.
func (g *Game) powersOf(pl int8, dst []int16) []int16 {
	for _, id := range g.powers {
		if g.cards[id].owner == pl {
			dst = append(dst, id)
		}
	}
	return dst
}

// abilitiesWork reports whether card id's abilities work where it is: in play,
// or an archon power beside its owner's identity card.
func (g *Game) abilitiesWork(id int16) bool {
	z := g.cards[id].zone
	return z.InPlay() || z == ZoneArchonPower
}
