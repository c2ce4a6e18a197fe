package engine

import (
	"fmt"
	"slices"
)

// CheckInvariants verifies what must hold between any two actions: every
// card of both decks is in exactly one zone (conservation: a known zone
// list, or unknown and counted once in its owner's hidden counts), nothing
// is left resolving, pools are not negative, a player has at most three
// keys, and every upgrade is attached to a creature in play. Tests call it
// after every action.
func (g *Game) CheckInvariants() error {
	seen := make([]int8, len(g.cards))
	for pl := range g.p {
		p := &g.p[pl]
		lists := [...]struct {
			ids  []int16
			zone Zone
			ctl  bool
		}{{p.hand, ZoneHand, false}, {p.deckTop, ZoneDeck, false}, {p.archive, ZoneArchives, true},
			{p.discard, ZoneDiscard, false}, {p.purged, ZonePurged, false},
			{p.line, ZoneBattleline, true}, {p.arts, ZoneArtifacts, true}}
		for _, l := range lists {
			for _, id := range l.ids {
				c := &g.cards[id]
				if c.zone != l.zone {
					return fmt.Errorf("card %d (%s) is listed in %s but marked %s", id, g.name(id), l.zone, c.zone)
				}
				if l.ctl && int(c.controller) != pl || !l.ctl && int(c.owner) != pl {
					return fmt.Errorf("card %d (%s) is in the wrong player's %s", id, g.name(id), l.zone)
				}
				seen[id]++
			}
		}
		if p.aember < 0 {
			return fmt.Errorf("%s has %d Æmber", p.name, p.aember)
		}
		if p.keyCount() > 3 {
			return fmt.Errorf("%s has %d keys", p.name, p.keyCount())
		}
		if p.handUnknown < 0 || p.deckUnknown < 0 || p.archUnknown < 0 {
			return fmt.Errorf("%s has a negative hidden count (hand %d, deck %d, archives %d)", p.name, p.handUnknown, p.deckUnknown, p.archUnknown)
		}
		unknown := 0
		for i := range g.cards {
			if int(g.cards[i].owner) == pl && g.cards[i].zone == ZoneUnknown {
				unknown++
			}
		}
		if hidden := p.handUnknown + p.deckUnknown + p.archUnknown; unknown != hidden {
			return fmt.Errorf("%s has %d unaccounted cards but hidden counts add up to %d", p.name, unknown, hidden)
		}
	}
	ups := 0
	for i := range g.cards {
		if g.cards[i].zone == ZoneUpgrade {
			ups++
			if indexOf(g.upList, int16(i)) < 0 {
				return fmt.Errorf("upgrade %d (%s) is missing from the upgrade list", i, g.name(int16(i)))
			}
		}
	}
	if ups != len(g.upList) {
		return fmt.Errorf("%d upgrades in play but %d listed", ups, len(g.upList))
	}
	for i := range g.cards {
		c := &g.cards[i]
		switch c.zone {
		case ZoneUnknown, ZoneProphecy, ZoneFate, ZoneArchonPower:
			seen[i]++
		case ZoneUpgrade:
			if c.parent < 0 || g.cards[c.parent].zone != ZoneBattleline && g.cards[c.parent].zone != ZoneArtifacts { // on an artifact: Animating Force, Spontaneous Awakening
				return fmt.Errorf("upgrade %d (%s) is attached to no creature in play", i, g.name(int16(i)))
			}
			seen[i]++
		case ZoneResolving:
			// Only a played card waiting for a bonus icon's target, or for
			// the creature it enters play as a copy of (and its gigantic
			// other half), or a play suspended by an ability that waits
			// (Chronus), may be between hand and play.
			if !g.playWaits(&g.pend, int16(i)) && !g.playWaits(&g.suspended, int16(i)) {
				return fmt.Errorf("card %d (%s) is still resolving", i, g.name(int16(i)))
			}
			seen[i]++
		}
		if seen[i] != 1 {
			return fmt.Errorf("card %d (%s) is in %d zones", i, g.name(int16(i)), seen[i])
		}
		if c.damage < 0 || c.aember < 0 || c.counters < 0 {
			return fmt.Errorf("card %d (%s) has negative damage, Æmber or counters", i, g.name(int16(i)))
		}
	}
	return g.checkShortcuts()
}

// checkShortcuts verifies what the hot paths assume when they skip work:
// the power of a creature nothing may lower or set (mayLowerPower,
// maySetPower, lowersOwn) is not below its printed power plus counters,
// so the sweep's doomed computes none; doomed says no about every card
// plainlySafe passes; cannotInPlay sees every "cannot" in play;
// grantedKWs lists every keyword the scripts grant; InPlay
// tells taunt and guards as the keywords do; hasCandidate answers for a
// waiting step as candidates does.
func (g *Game) checkShortcuts() error {
	lower := g.mayLowerPower() || g.maySetPower()
	own := g.lowersOwn(nil)
	if low, both := g.lowering(make([]int16, 0, 8)); !low && !slices.Equal(both, own) {
		return fmt.Errorf("lowering lists %v, but lowersOwn %v", both, own)
	}
	for pl := range g.p {
		for _, id := range g.p[pl].line {
			if lower || slices.Contains(own, id) {
				continue
			}
			if floor := g.def(id).Power + int(g.cards[id].counters); g.power(id) < floor {
				return fmt.Errorf("%s has power %d below %d, but nothing lowers its power (mayLowerPower, lowersOwn)", g.name(id), g.power(id), floor)
			}
			// doomed changes no flag of a card it spares, unless it
			// tagged it first (then unwards it or untags it again).
			if flags := g.cards[id].flags; !g.hasStatic(DestroyedWhile) && g.plainlySafe(id) && (g.doomed(id, false) || g.cards[id].flags != flags) {
				return fmt.Errorf("%s is plainly safe, but doomed", g.name(id))
			}
		}
		for _, id := range g.p[pl].arts {
			if flags := g.cards[id].flags; !g.hasStatic(DestroyedWhile) && g.plainlySafe(id) && (g.doomed(id, lower) || g.cards[id].flags != flags) {
				return fmt.Errorf("%s is plainly safe, but doomed", g.name(id))
			}
		}
	}
	if err := g.checkTurnMarks(); err != nil {
		return err
	}
	if err := g.checkNextExhausted(); err != nil {
		return err
	}
	if err := g.checkNeighborCandidates(); err != nil {
		return err
	}
	for _, fates := range g.proph.fate {
		for _, f := range fates {
			if f < -1 || int(f) >= len(g.cards) {
				return fmt.Errorf("a prophecy holds fate %d, neither -1 (armed) nor a card", f)
			}
		}
	}
	var cannot []int16
	for i := range g.cards {
		if z := g.cards[i].zone; z == ZoneBattleline || z == ZoneArtifacts || z == ZoneUpgrade {
			if bits := &g.staticBits[g.cards[i].def]; bits.has(Cannot) || bits.has(CannotPlayMore) {
				cannot = append(cannot, int16(i))
			}
		}
	}
	if srcs := g.cannotSources(nil); !slices.Equal(srcs, cannot) {
		return fmt.Errorf("the cards in play with a cannot are %v, but cannotSources lists %v", cannot, srcs)
	}
	for pl := range g.p {
		line := g.p[pl].line
		for i, c := range g.InPlay(int8(pl), nil)[:len(line)] {
			taunt := func(i int) bool { return i >= 0 && i < len(line) && g.hasKeyword(line[i], Taunt) }
			if c.Taunt != taunt(i) || c.Guarded != (!taunt(i) && (taunt(i-1) || taunt(i+1))) {
				return fmt.Errorf("InPlay says %s has taunt %v and is guarded %v", g.name(line[i]), c.Taunt, c.Guarded)
			}
		}
	}
	if err := g.checkNotedScripts(); err != nil {
		return err
	}
	if len(g.defIDs) != len(g.defs) {
		return fmt.Errorf("%d definitions, but %d ids of them (defIDs)", len(g.defs), len(g.defIDs))
	}
	for i, d := range g.defs {
		if g.defIDs[i] != d.ID {
			return fmt.Errorf("definition %d is %s, but defIDs says %s", i, d.ID, g.defIDs[i])
		}
	}
	for d, s := range g.scripts {
		var on Trigger // what fire's shortcut takes for d's own triggers
		if s != nil {
			for i := range s.Abilities {
				if s.Abilities[i].Grant == nil {
					on |= s.Abilities[i].On
				}
			}
		}
		if g.staticBits[d].on != on {
			return fmt.Errorf("%s: its own abilities trigger on %#x, but staticBits says %#x", g.defs[d].ID, on, g.staticBits[d].on)
		}
		if s == nil {
			continue
		}
		for i := range s.Statics {
			if st := &s.Statics[i]; st.Is == KeywordGrant && !slices.Contains(g.grantedKWs, st.KW) {
				return fmt.Errorf("a script grants %s, but grantedKWs does not list it", st.KW)
			}
		}
	}
	named := func(ids ...string) bool {
		return slices.ContainsFunc(ids, func(id string) bool { return g.defIndex(id) >= 0 })
	}
	if g.hasStatic(hiCountsUse) != named("rocket-boots", "brunx-and-bongle", "stampede") ||
		g.hasStatic(hoCountsReap) != named("ragwarg", "bramble-lynx") || g.hasStatic(hfConductsReaps) != named("æmber-conduction-unit") ||
		g.hasStatic(hnDisruptzords) != named("elite-disruptzord") || g.hasStatic(hnPurifiers) != named("purifier-of-souls") ||
		g.hasStatic(hnKompsoses) != named("kompsos-haruspex") {
		return fmt.Errorf("the marks of the cards the hooks look for by name (noteNamedCards) disagree with the game's cards")
	}
	for _, a := range g.asked {
		if a.st != nil && a.text != choiceFinding(a.st, a.name) {
			return fmt.Errorf("asked remembers %q for %s, but choiceFinding says %q", a.text, a.name, choiceFinding(a.st, a.name))
		}
	}
	if g.pend.kind == pendAbility {
		st, r := g.waitingClause(), g.pend.run
		if has, cands := g.hasCandidate(&st.To, &r), g.candidates(&st.To, &r, nil); has != (len(cands) > 0) {
			return fmt.Errorf("%s waits: hasCandidate says %v, candidates lists %d", g.defs[r.def].Name, has, len(cands))
		}
	}
	return nil
}

// playWaits reports whether p is a play of card id (or of its other half)
// that waits.
func (g *Game) playWaits(p *pending, id int16) bool {
	return (p.kind == pendBonus || p.kind == pendCopy) && (p.source == id || p.half == id)
}

// checkTurnMarks verifies that only the cards clearTurnMarks visits bear
// a turn's marks, so that clearing them clears every card's.
func (g *Game) checkTurnMarks() error {
	visited := make([]bool, len(g.cards))
	for _, list := range g.staticSources() {
		for _, id := range list {
			visited[id] = true
		}
	}
	for i := range g.cards {
		if c := &g.cards[i]; !visited[i] && (c.has(turnMarks) || c.armorUsed != 0) {
			return fmt.Errorf("%s bears a turn's marks (flags %#x, armor used %d) out of play", g.name(int16(i)), c.flags&turnMarks, c.armorUsed)
		}
	}
	return nil
}

// checkNeighborCandidates compares neighborCandidates with the scan of
// every card in play, from each creature in play, an artifact and no
// card, for both players. The targets (creatures or cards of either side
// or one, artifacts, which are nobody's neighbors; all cards or the first)
// take turns from one action to the next: all of them each time would
// make a random game's checks a third slower.
func (g *Game) checkNeighborCandidates() error {
	srcs := []int16{-1}
	for pl := range g.p {
		srcs = append(srcs, g.p[pl].line...)
		if len(g.p[pl].arts) > 0 {
			srcs = append(srcs, g.p[pl].arts[0])
		}
	}
	targets := [...]Target{{Kind: Creature}, {Kind: AnyCard, Side: Friendly}, {Kind: Creature, Side: Enemy}, {Kind: AnyCard, Side: Enemy}, {Kind: Artifact}}
	for _, src := range srcs {
		for pl := range int8(2) {
			r := run{src: src, player: pl, trig: -1}
			k := int(src+1) + int(pl) + g.actionIndex
			t := targets[k%len(targets)]
			t.Count = Neighbors
			first := k%3 == 0
			if got, all := g.neighborCandidates(&t, &r, nil, first), g.scanInPlay(&t, &r, nil, first); !slices.Equal(got, all) {
				return fmt.Errorf("the neighbors of card %d for %+v: neighborCandidates lists %v, the scan %v", src, t, got, all)
			}
		}
	}
	return nil
}

// checkNextExhausted compares the ready step's walk (nextExhausted) with a
// pass over every card, for each player, with and without The Chosen One.
func (g *Game) checkNextExhausted() error {
	for pl := range int8(2) {
		for _, chosen := range []int16{-1, 0} {
			id := int16(-1)
			for i := range g.cards {
				c := &g.cards[i]
				if !c.zone.InPlay() || c.controller != pl || !c.has(flExhausted) || chosen >= 0 && c.zone == ZoneBattleline {
					continue
				}
				if id = g.nextExhausted(pl, id, chosen); id != int16(i) {
					return fmt.Errorf("the ready step would visit card %d after, not %d (%s)", id, i, g.name(int16(i)))
				}
			}
			if next := g.nextExhausted(pl, id, chosen); next >= 0 {
				return fmt.Errorf("the ready step would visit card %d (%s), which is not an exhausted card in play of player %d", next, g.name(next), pl+1)
			}
		}
	}
	return nil
}

// checkNotedScripts compares what noteScripts made of the scripts' marks
// with what notePerAbility derives from every ability of every script.
func (g *Game) checkNotedScripts() error {
	ref := Game{scripts: g.scripts, defs: g.defs}
	ref.notePerAbility()
	ref.noteNamedCards()
	if ref.triggers != g.triggers || ref.granted != g.granted || ref.lowersPower != g.lowersPower || ref.statics != g.statics {
		return fmt.Errorf("noteScripts notes triggers %#x, granted %#x, lowers power %v, statics %v; every ability says %#x, %#x, %v, %v",
			g.triggers, g.granted, g.lowersPower, g.statics, ref.triggers, ref.granted, ref.lowersPower, ref.statics)
	}
	if !slices.Equal(ref.staticBits, g.staticBits) || !slices.Equal(ref.grantedKWs, g.grantedKWs) {
		return fmt.Errorf("noteScripts notes the definitions' marks %v and granted keywords %v; every ability says %v, %v",
			g.staticBits, g.grantedKWs, ref.staticBits, ref.grantedKWs)
	}
	return nil
}
