package engine

// OnAttached: "After you attach <this upgrade> to <a creature>, …"
// (Kirby's Blaster, Walls' Blaster). Trig: the creature. It fires when
// the upgrade is played on a creature (after its bonus icons, before its
// "Play:") and when an ability attaches it (hqAttachTo). Numbered from the
// top, as the batches' own triggers are.
const OnAttached Trigger = 1 << 57

// hqAttachedOnPlay fires a played upgrade's OnAttached abilities.
func (g *Game) hqAttachedOnPlay(id int16) {
	if g.triggers&OnAttached == 0 || g.cards[id].zone != ZoneUpgrade {
		return
	}
	g.fire(id, OnAttached, g.cards[id].parent)
}

// hqAttachTo is "attach <up> to <hero>", said by the ability <up> gives
// the creature it is on: the upgrade moves to the first creature in play
// of card id hero (its controller's first), and its OnAttached abilities
// fire.
func hqAttachTo(up, hero string) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		h := int16(-1)
		for _, pl := range [2]int8{x.Player, other(x.Player)} {
			for _, id := range g.p[pl].line {
				if h < 0 && g.def(id).ID == hero {
					h = id
				}
			}
		}
		if h < 0 {
			return
		}
		for _, u := range g.upList {
			if g.cards[u].zone == ZoneUpgrade && g.cards[u].parent == x.Self && g.def(u).ID == up {
				g.cards[u].parent = h
				g.hdAttached(h)
				g.fire(u, OnAttached, h)
				return
			}
		}
	}
}

// hqUpgradesOn counts the upgrades attached to creature id.
func (g *Game) hqUpgradesOn(id int16) int {
	n := 0
	for _, u := range g.upList {
		if g.cards[u].zone == ZoneUpgrade && g.cards[u].parent == id {
			n++
		}
	}
	return n
}

// hqAttachedTo holds when the creature the upgrade was attached to (the
// trigger's) is a card of id hero: the step sets "if you do".
func hqAttachedTo(hero string) func(x *Ctx) {
	return func(x *Ctx) {
		x.r.did = x.r.trig >= 0 && x.g.def(x.r.trig).ID == hero
	}
}
