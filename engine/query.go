package engine

import (
	"slices"
	"strconv"
)

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
	Warded    bool
	Damage    int
	ArmorLeft int // armor not spent this turn: damage it absorbs makes no event
	Aember    int // Æmber on it
}

// InPlay appends pl's cards in play (battleline left to right, then
// artifacts) to dst. References count copies in the order findInPlay uses
// for player pl.
func (g *Game) InPlay(pl int8, dst []InPlayCard) []InPlayCard {
	p := &g.p[pl]
	// Which creatures of the line have taunt, each asked once: a
	// creature's neighbors' taunt guards it.
	var buf [16]bool
	taunt := buf[:0]
	for _, id := range p.line {
		taunt = append(taunt, g.hasKeyword(id, Taunt))
	}
	dst = slices.Grow(dst, len(p.line)+len(p.arts))
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
				Stunned: c.has(flStunned), Enraged: c.has(flEnraged), Scripted: g.scripts[c.def] != nil,
				Warded: c.has(flWarded), Damage: int(c.damage), Aember: int(c.aember)}
			if c.zone == ZoneBattleline {
				ic.ArmorLeft = max(g.armor(id)-int(c.armorUsed), 0)
				if !d.Type.IsCreature() {
					ic.Type = TypeCreature // Auto-Legionary: a creature while there
				}
			}
			if i := indexOf(p.line, id); c.zone == ZoneBattleline && i >= 0 {
				ic.Taunt = taunt[i]
				ic.Guarded = !ic.Taunt && (i > 0 && taunt[i-1] || i+1 < len(p.line) && taunt[i+1])
			}
			dst = append(dst, ic)
		}
	}
	return dst
}

// InPlayCount counts pl's cards in play of title id: those InPlay lists
// with that id, without the rest of what it tells of each.
func (g *Game) InPlayCount(pl int8, id string) int {
	p := &g.p[pl]
	n := 0
	for _, list := range [2][]int16{p.line, p.arts} {
		for _, x := range list {
			if g.defs[g.cards[x].def].ID == id {
				n++
			}
		}
	}
	return n
}

// Waiting reports whether something waits for a "choose" line, and what:
// "ready-fight" (a friendly creature, then an enemy one), "house",
// "ability" (another step of an ability: Prompt says which), "random-discard"
// (the card discarded), and a played card's bonus icons: "bonus-capture"
// (a friendly creature), "bonus-damage" (a creature, enemy first),
// "bonus-discard" (a card from hand), "bonus-or-capture" (an Æmber or
// draw icon Amphora Captura may make a capture: "capture" and a friendly
// creature, or "no"), "bonus-instead" (an icon another card may replace:
// its word, or "no"; icon_instead.go).
func (g *Game) Waiting() (string, bool) {
	switch g.pend.kind {
	case pendAbility:
		switch g.waitingClause().Do {
		case DoReadyAndFight:
			if g.waitingClause().To.Count != That {
				return "ready-fight", true
			}
		case DoChooseHouse:
			return "house", true
		}
		return "ability", true
	case pendRandomDiscard:
		return "random-discard", true
	case pendCopy:
		return "copy", true
	case pendBonus:
		if g.iconInsteads(g.pend.player, g.playIcons(g.pend.source)[g.pend.icon]) != 0 {
			return "bonus-instead", true // Quantum Mouse, Librarian (icon_instead.go)
		}
		if b := g.playIcons(g.pend.source)[g.pend.icon]; (b == BonusAmber || b == BonusDraw) && g.hgMayCapture(g.pend.player, b) {
			return "bonus-or-capture", true // Amphora Captura (ability_hand_g.go)
		}
		switch g.playIcons(g.pend.source)[g.pend.icon] {
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

// waitingClause is the step an ability waits on (pendAbility only).
func (g *Game) waitingClause() *Clause {
	r := &g.pend.run
	return &g.stepsOf(r)[r.pc]
}

// Prompt is what a waiting choice asks, for a recorder to show and
// complete: the card whose ability asks, the question in English, and the
// legal answers (cards, or words such as yes, no and house names).
type Prompt struct {
	Source string    // card id of the ability (or of the played card)
	Text   string    // "Anger: ready and fight with a friendly creature"
	Cards  []CardRef // legal card answers, in table order
	Words  []string  // legal word answers
	// Kind is the change the waiting step makes to the card it chooses
	// (EffNone when it makes none a declared effect states): a log's line
	// of another kind is no answer to it.
	Kind EffectKind
	// Uses says that the step uses the creature it chooses (ready and
	// reap with it, use it): TCO logs that use as a line of its own
	// ("uses Brunx and Bongle to reap with Brunx and Bongle"), which is
	// the answer, not a second use.
	Uses bool
	// One says that the step chooses one card: a log line naming more
	// answers the prompts that follow (Trade Blows' damage, enemy then
	// friendly, then enemy again).
	One bool
	// Unseen says that a card never seen may also answer: the hand (or
	// the deck, whose top card the step names) it chooses from holds
	// cards of a partial deck not shown yet.
	Unseen bool
	// Self names the ability's card among Cards when it is one of them:
	// a log naming the title of the ability's own card among copies of
	// it most likely means that one.
	Self CardRef
	// Player is the player the choice is about: whose hand a random
	// discard takes a card from (an opponent's, for Impspector).
	Player int8
}

// Prompt describes what waits for a choose line; ok is false when nothing
// does.
func (g *Game) Prompt() (p Prompt, ok bool) {
	what, ok := g.Waiting()
	if !ok {
		return p, false
	}
	src := g.pend.source
	p.Player = g.pend.player
	name := ""
	if src >= 0 {
		p.Source, name = g.def(src).ID, g.name(src)
	}
	ids := g.takeBuf() // lent: a list here would escape through candidates
	defer func() { g.giveBuf(ids) }()
	switch what {
	case "bonus-capture":
		p.Text = name + ": choose the friendly creature that captures (bonus icon)"
		ids = append(ids, g.p[g.pend.player].line...)
		if g.hfOwnStaticInPlay(g.pend.player, CaptureIconSteals) {
			p.Words = []string{"steal"} // Scrivener Favian's choice
		}
	case "bonus-or-capture":
		p.Text = name + ": resolve the bonus icon as a capture (capture and the friendly creature), or not (no)"
		p.Words = []string{"capture", "no"}
		ids = append(ids, g.p[g.pend.player].line...)
	case "bonus-instead":
		p.Text = name + ": resolve the bonus icon another way (its word, then its card), or as printed (no)"
		p.Words = g.iconInsteadWords()
		ids = append(append(ids, g.p[g.pend.player].line...), g.p[other(g.pend.player)].line...)
	case "bonus-damage":
		p.Text = name + ": choose the creature dealt 1D (bonus icon)"
		ids = append(append(ids, g.p[other(g.pend.player)].line...), g.p[g.pend.player].line...)
	case "copy":
		p.Text = name + ": choose the creature it enters play as a copy of"
		ids = append(append(ids, g.p[g.pend.player].line...), g.p[other(g.pend.player)].line...)
	case "bonus-discard", "random-discard":
		p.Text = name + ": name the card discarded"
		for _, id := range g.p[g.pend.player].hand {
			p.Cards = append(p.Cards, g.ref(id))
		}
		return p, true
	default:
		r := &g.pend.run
		st := g.waitingClause()
		name = g.defs[r.def].Name
		p.Source = g.defs[r.def].ID
		p.Text = name + ": " + stepText(st, name)
		p.Kind, _ = opEffect(st.Do)
		p.Uses = st.Do == DoUse || st.Do == DoReadyAndUse || st.Do == DoReadyAndReap
		switch {
		case r.npick > 0:
			// A creature is chosen; the step asks how it is used, or what
			// it fights.
			c := r.pick[0]
			if (st.Do == DoUse || st.Do == DoReadyAndUse) && r.use == VerbNone {
				p.Words = []string{"fight", "reap"}
				if g.cards[c].has(flEnraged) && len(g.fightTargets(c)) > 0 {
					p.Words = p.Words[:1] // an enraged creature must fight
				}
				if g.cards[c].zone != ZoneBattleline {
					p.Words = []string{"action", "omni"}
				}
			} else {
				// Named as the choose line's cards are, the active
				// player's side first (hcFightRef reads them so).
				ids = append(ids, g.fightTargets(c)...)
			}
			p.Text = name + ": " + g.name(c) + " — " + stepText(st, name)
		case st.Do == DoChooseHouse:
			for _, h := range g.p[0].deck.Houses {
				p.Words = append(p.Words, string(h))
			}
			for _, h := range g.p[1].deck.Houses {
				if !slicesContains(p.Words, string(h)) {
					p.Words = append(p.Words, string(h))
				}
			}
		case st.Who == ChosenPlayer && r.chosen == 0 && !st.May:
			p.Words = g3PlayerWords[:]
		case st.Do == DoGo && (st.To.Where != InPlay || st.N < 0):
			g.hgGoOptions(&p, st, r) // a closure that waits for a card (ability_hand_g.go)
		case st.May && !targetChosen(st):
			p.Words = []string{"yes", "no"}
		case st.Do == DoChooseOne:
			for k := 1; k <= max(st.N, 1); k++ {
				p.Words = append(p.Words, strconv.Itoa(k))
			}
		case st.Do == DoUnforge:
			p.Words = []string{"red", "blue", "yellow"}
		case st.Do == DoChooseNumber:
			p.Words = g.hdPowers() // any number may be chosen; these matter
		case st.Do == DoPlayTop || st.Do == DoDiscardNamed:
			// The top card of the deck: the one known there, else any
			// card the deck may hold.
			pl := r.player
			if st.Do == DoDiscardNamed {
				pl = g.hdDeckOf(st, r)
				p.Kind = EffDiscard // what a line naming the card says of it
			}
			if k := len(g.p[pl].deckTop); k > 0 {
				p.Cards = append(p.Cards, CardRef{ID: g.def(g.p[pl].deckTop[k-1]).ID})
			} else if g.p[pl].deckUnknown > 0 {
				p.Cards = appendIDs(p.Cards, g.unaccountedIDs(pl))
				// A deck rebuilt from a log may hold a card never seen.
				p.Unseen = g.unseenLeft(pl) > 0
			}
		case usesCards(st.Do) && st.To.Where == InHand:
			// A card of a hand: the cards that may be there.
			pl := r.player
			if st.To.Side == Enemy {
				pl = other(pl)
			}
			p.Cards = appendIDs(p.Cards, g.hfHandOfHouse(&st.To, r, g.HandOptions(pl, nil)))
			p.Unseen = g.p[pl].handUnknown > 0 && g.unseenLeft(pl) > 0
			if st.May || st.To.Count == UpTo {
				p.Words = []string{"no"}
			}
		case st.Do == DoSearch:
			// A card the deck or the discard pile may hold, or none found.
			p.Cards = appendIDs(p.Cards, g.hfSearchOptions(&st.To, r))
			p.Words = []string{"none"}
		case !usesCards(st.Do):
			// The log names a card the engine cannot list (the top card of
			// a deck, a card found, a token creature).
		default:
			ids = g.usable(st, g.candidates(&st.To, r, ids))
			p.One = st.To.Count == One
			if st.May || st.To.Count == UpTo {
				p.Words = []string{"no"}
			}
		}
	}
	p.Cards = slices.Grow(p.Cards, len(ids))
	for _, id := range ids {
		p.Cards = append(p.Cards, g.refFrom(id, g.pend.player))
		if id == g.pend.run.src && g.pend.kind == pendAbility {
			p.Self = p.Cards[len(p.Cards)-1]
		}
	}
	return p, true
}

// ref names a card instance in play as the notation does: its id, and
// its copy number when another card with that title is in play before it.
func (g *Game) ref(id int16) CardRef { return g.refFrom(id, g.active) }

// refFrom names a card instance in play counting copies from player
// first's cards, as findInPlay(ref, first) resolves it.
func (g *Game) refFrom(id int16, first int8) CardRef {
	r := CardRef{ID: g.def(id).ID}
	n := 0
	for _, pl := range [2]int8{first, other(first)} {
		p := &g.p[pl]
		for _, list := range [2][]int16{p.line, p.arts} {
			for _, o := range list {
				if g.cards[o].def == g.cards[id].def {
					n++
					if o == id {
						if n > 1 {
							r.Copy = n
						}
						return r
					}
				}
			}
		}
	}
	return r
}

// PlaysAndUses is how many times cards of the title id were played or used
// this turn (Rulebook, Rule of Six: a seventh is a violation).
func (g *Game) PlaysAndUses(id string) int {
	if d := g.defIndex(id); d >= 0 && int(d) < len(g.sixCount) {
		return int(g.sixCount[d])
	}
	return 0
}

func slicesContains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
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

// HouseForbidden reports whether a lasting effect forbids player pl to
// choose house h (Restringuntus, Snag's Mirror).
func (g *Game) HouseForbidden(pl int8, h House) bool { return g.houseForbiddenBy(pl, h) >= 0 }

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
func (g *Game) Haunted(pl int8) bool { return g.haunted(pl) }

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

// HandCopies lists the distinct copies of card id (as CardRef.Icons names
// them: "plain", "capture+draw") that can be in player pl's hand now: the
// known ones there, and the unaccounted ones while the hand holds unknown
// cards. More than one means "play id" does not say which copy it is.
func (g *Game) HandCopies(pl int8, id string) []string {
	def := g.defIndex(id)
	if def < 0 || (pl != 0 && pl != 1) {
		return nil
	}
	var out []string
	add := func(i int16) {
		icons := IconsOf(g.bonuses(i))
		if !slicesContains(out, icons) {
			out = append(out, icons)
		}
	}
	for _, x := range g.p[pl].hand {
		if g.cards[x].def == def {
			add(x)
		}
	}
	if g.p[pl].handUnknown > 0 {
		for i := range g.cards {
			if c := &g.cards[i]; c.owner == pl && c.def == def && c.zone == ZoneUnknown {
				add(int16(i))
			}
		}
	}
	return out
}

// unaccountedIDs lists the distinct ids of player pl's cards whose
// location is not known (what a hidden deck may hold).
func (g *Game) unaccountedIDs(pl int8) []string {
	var out []string
	seen := make([]bool, len(g.defs))
	for i := range g.cards {
		if c := &g.cards[i]; c.owner == pl && c.zone == ZoneUnknown && !seen[c.def] && g.defs[c.def] != &unseenCard {
			seen[c.def] = true
			out = append(out, g.defs[c.def].ID)
		}
	}
	return out
}

func appendIDs(dst []CardRef, ids []string) []CardRef {
	dst = slices.Grow(dst, len(ids))
	for _, id := range ids {
		dst = append(dst, CardRef{ID: id})
	}
	return dst
}
