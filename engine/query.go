package engine

// Queries for drivers and interactive tools (the random-play driver, the
// recorder's completion): cheap, allocation-free when given a buffer.

// HandOptions appends to dst the distinct card ids player pl could play
// from hand now: the known cards in hand, and, while the hand holds unknown
// cards, every card with an unaccounted copy.
func (g *Game) HandOptions(pl int8, dst []string) []string {
	p := &g.p[pl]
	var buf [128]bool
	var mark []bool
	if len(g.defs) <= len(buf) {
		mark = buf[:len(g.defs)]
	} else {
		mark = make([]bool, len(g.defs))
	}
	for _, id := range p.hand {
		mark[g.cards[id].def] = true
	}
	if p.handUnknown > 0 {
		for i := range g.cards {
			if c := &g.cards[i]; c.owner == pl && c.zone == ZoneUnknown {
				mark[c.def] = true
			}
		}
	}
	for i, m := range mark {
		if m && g.defs[i] != &unseenCard {
			dst = append(dst, g.defs[i].ID)
		}
	}
	return dst
}

// InPlayCard is a card in play as a driver sees it.
type InPlayCard struct {
	Ref       CardRef // resolves to this card (Copy set when needed)
	House     House
	Type      CardType
	Exhausted bool
	Stunned   bool
	Enraged   bool
	Taunt     bool // has taunt now
	Guarded   bool // a neighbor has taunt and it has not
	Scripted  bool
}

// InPlay appends pl's cards in play (battleline left to right, then
// artifacts) to dst. References count copies in the order findInPlay uses
// for player pl.
func (g *Game) InPlay(pl int8, dst []InPlayCard) []InPlayCard {
	p := &g.p[pl]
	for _, list := range [2][]int16{p.line, p.arts} {
		for _, id := range list {
			c := &g.cards[id]
			d := g.defs[c.def]
			n := 0
			for _, l2 := range [2][]int16{p.line, p.arts} {
				for _, x := range l2 {
					if g.cards[x].def == c.def {
						n++
						if x == id {
							goto found
						}
					}
				}
			}
		found:
			ref := CardRef{ID: d.ID}
			if n > 1 {
				ref.Copy = n
			}
			ic := InPlayCard{Ref: ref, House: g.houseOf(id), Type: d.Type, Exhausted: c.has(flExhausted),
				Stunned: c.has(flStunned), Enraged: c.has(flEnraged), Scripted: g.scripts[c.def] != nil}
			if c.zone == ZoneBattleline {
				ic.Taunt = g.hasKeyword(id, Taunt)
				if !ic.Taunt {
					i := indexOf(p.line, id)
					ic.Guarded = (i > 0 && g.hasKeyword(p.line[i-1], Taunt)) || (i+1 < len(p.line) && g.hasKeyword(p.line[i+1], Taunt))
				}
			}
			dst = append(dst, ic)
		}
	}
	return dst
}

// Waiting reports whether an ability waits for a "choose" line, and what
// it waits for: "ready-fight" (a friendly creature, then an enemy one),
// "random-discard" (the card discarded), "destroy-artifact", and a played
// card's bonus icons: "bonus-capture" (a friendly creature), "bonus-damage"
// (a creature, enemy first), "bonus-discard" (a card from hand).
func (g *Game) Waiting() (string, bool) {
	switch g.pend.kind {
	case pendReadyFight:
		return "ready-fight", true
	case pendRandomDiscard:
		return "random-discard", true
	case pendDestroyArt:
		return "destroy-artifact", true
	case pendHouse:
		return "house", true
	case pendBonus:
		switch g.bonuses(g.pend.source)[g.pend.icon] {
		case BonusCapture:
			return "bonus-capture", true
		case BonusDamage:
			return "bonus-damage", true
		default:
			return "bonus-discard", true
		}
	}
	return "", false
}

// FirstTurnUsed reports whether the first-turn rule forbids the active
// player another card from hand this turn.
func (g *Game) FirstTurnUsed() bool { return g.turn == 1 && g.handPlays >= 1 }

// Aember is a player's pool.
func (g *Game) Aember(pl int8) int { return g.p[pl].aember }

// Keys is how many keys a player has forged.
func (g *Game) Keys(pl int8) int { return g.p[pl].keyCount() }

// Houses is a player's deck houses.
func (g *Game) Houses(pl int8) [3]House { return g.p[pl].deck.Houses }

// Card is the definition of a card id of the decks (nil if absent).
func (g *Game) Card(id string) *CardDef {
	if d := g.defIndex(id); d >= 0 {
		return g.defs[d]
	}
	return nil
}

// KeyCost is what player pl would pay to forge a key now.
func (g *Game) KeyCost(pl int8) int { return g.keyCost(pl) }

// HandSize is how many cards player pl holds.
func (g *Game) HandSize(pl int8) int { return g.p[pl].handSize() }

// Haunted reports whether player pl is haunted: ten or more cards in their
// discard pile (Rulebook: Glossary – Haunted).
func (g *Game) Haunted(pl int8) bool { return len(g.p[pl].discard) >= 10 }

// Forbidden reports whether a card in play's "cannot" forbids the active
// player to play (VerbPlay: a card from hand, by id) or use (VerbReap,
// VerbFight, VerbAction, VerbOmni: a card in play) the card ref names.
func (g *Game) Forbidden(verb Verb, ref CardRef) bool {
	id := int16(-1)
	if verb == VerbPlay {
		if def := g.defIndex(ref.ID); def >= 0 {
			id, _ = g.fromHand(g.active, def)
		}
	} else {
		id = g.findInPlay(ref, g.active)
	}
	return id >= 0 && g.restrictedBy(verb, id) >= 0
}
