package engine

import "strconv"

// Language helpers of the hand scripts C (scripts_hand_c.go): clauses the
// interpreter resolves like any other, built once, for card texts that
// repeat a step a number of times the game decides ("for each house
// represented …, deal 1D to a creature": a choice each time).

// hcRepeatFor is a clause that resolves the back steps before it again
// until they have resolved count times in all (count is read once, the
// first time this clause resolves, and capped at 64). It prints joined to
// the step before it: "Deal 1D to a creature and repeat it for each …".
//
// The run keeps the count in its option slot (r.opt: only a "choose one"
// uses it, and steps of options are not repeated this way) and the
// repetitions in r.loops, so that a repetition that waits for the log's
// choice resumes where it was, as every step does.
func hcRepeatFor(back int, say string, count func(x *Ctx) int) Clause {
	return Clause{Do: DoGo, And: true, Say: say, Go: func(x *Ctx) {
		r := x.r
		if r.loops == 0 {
			r.opt = uint8(min(max(count(x), 0), 64))
		}
		if int(r.loops)+1 >= int(r.opt) || int(r.pc) < back {
			return
		}
		r.loops++
		r.pc -= uint8(back + 1) // exec moves on by one: back steps back
	}}
}

// hcHousesAmong counts the houses represented among the creatures of the
// lines given.
func hcHousesAmong(g *Game, lines ...[]int16) int {
	var hs []House
	for _, line := range lines {
		for _, id := range line {
			if h := g.houseOf(id); !hbHasHouse(hs, h) {
				hs = append(hs, h)
			}
		}
	}
	return len(hs)
}

// hcNoActions is the card whose lasting effect says the active player
// cannot play action cards (Scrambler Storm), -1 when none: it forbids
// playing card id when id is an action card.
func (g *Game) hcNoActions(verb Verb, id int16) int16 {
	if verb != VerbPlay || len(g.lasting) == 0 || g.def(id).Type != TypeAction {
		return -1
	}
	if i := g.lastingFor(lastNoActions, g.active); i >= 0 {
		return g.lasting[i].source
	}
	return -1
}

// hcUpgradesOn counts the upgrades attached to creature id (0 for -1).
func hcUpgradesOn(g *Game, id int16) int {
	if id < 0 {
		return 0
	}
	return len(hcUpgradesOf(g, id))
}

// hcHouseWatch resolves the lasting effects that wait for player pl to
// choose house h (Snaglet: "If your opponent chooses that house as their
// active house on their next turn, steal 2A"): the source's controller
// steals n. Each resolves once.
func (g *Game) hcHouseWatch(pl int8, h House) {
	watched := g.takeLasting(func(l *lasting) bool { return l.kind == lastHouseWatch && l.player == pl && l.house == h }, nil)
	for _, l := range watched {
		g.steal(other(pl), l.n)
	}
}

// hcStaysExhausted reports whether card id does not ready in its
// controller's "ready cards" step (Kiri Giltspine's lasting effect).
func (g *Game) hcStaysExhausted(id int16) bool {
	return len(g.lasting) > 0 && g.lastingOn(lastNoReady, id)
}

// hcUsePermit reports whether player pl may use card id although it is
// not of the active house: a lasting "you may play or use one non-Star
// Alliance card this turn" (CXO Taber: lastPlayOffHouse with n 2, spent by
// the use), or "you may use friendly Mutant creatures this turn"
// (Mutagenic Serum). Only a card not of the active house needs one.
func (g *Game) hcUsePermit(pl int8, id int16) bool {
	if len(g.lasting) == 0 || g.houseOf(id) == g.house {
		return false
	}
	for i, l := range g.lasting {
		if l.player != pl || l.card >= 0 {
			continue
		}
		switch {
		case l.kind == lastUseMutants && g.cards[id].zone == ZoneBattleline && g.def(id).HasTrait("mutant"):
			return true
		case l.kind == lastPlayOffHouse && l.n == 2 && g.houseOf(id) != l.house, g.g3HousePermits(&l, pl, id):
			g.lasting = append(g.lasting[:i], g.lasting[i+1:]...)
			g.noteLasting()
			return true
		}
	}
	return false
}

// hcRefillMod is how many more cards (negative: fewer) player pl refills
// their hand to in their "draw cards" step, from the RefillMod constant
// abilities of the cards in play: Streke's "your opponent refills … to 1
// less card" while it is not on a flank, Forbidden Tome's "each haunted
// player refills … to 1 additional card".
func (g *Game) hcRefillMod(pl int8) int {
	if !g.hasStatic(RefillMod) {
		return 0
	}
	n := 0
	for _, side := range g.p {
		for _, list := range [2][]int16{side.line, side.arts} {
			for _, id := range list {
				st := g.staticOf(id, RefillMod)
				if st == nil || !hcAbout(st.Who, g.cards[id].controller, pl) {
					continue
				}
				if st.If.Is == IfHaunted {
					if len(g.p[pl].discard) < 10 {
						continue // the player refilling is haunted, not the card's controller
					}
				} else if !g.staticHolds(st, id) {
					continue
				}
				n += st.N
			}
		}
	}
	return n
}

// hcAbout reports whether a constant ability about w, of a card that
// player ctl controls, is about player pl.
func hcAbout(w Who, ctl, pl int8) bool {
	switch w {
	case Opponent:
		return pl != ctl
	case EachPlayer:
		return true
	}
	return pl == ctl
}

// hcRefillText prints a RefillMod constant ability.
func hcRefillText(st *Static, name string) string {
	amount := strconv.Itoa(st.N) + " additional " + plural(st.N, "card")
	if st.N < 0 {
		amount = strconv.Itoa(-st.N) + " less " + plural(-st.N, "card")
	}
	switch {
	case st.If.Is == IfHaunted:
		return "Each haunted player refills their hand to " + amount + " during their “draw cards” step."
	case st.Who == Opponent && st.If.Is == IfThisNotFlank:
		return "While " + name + " is not on a flank, your opponent refills their hand to " + amount + " during their “draw cards” step."
	case st.Who == Opponent && st.If.Is != Always:
		return "While " + condText(&st.If, name) + ", your opponent refills their hand to " + amount + " during their “draw cards” step."
	case st.Who == Opponent:
		return "Your opponent refills their hand to " + amount + " during their “draw cards” step."
	case st.Who == EachPlayer:
		return "Each player refills their hand to " + amount + " during their “draw cards” step."
	case st.If.Is != Always: // Covetous Idol (scripts_hand_t.go)
		return "During your “draw cards” step, if " + condText(&st.If, name) + ", refill your hand to " + amount + "."
	}
	return "You refill your hand to " + amount + " during your “draw cards” step."
}

// hcNoSteal reports whether player pl's Æmber cannot be stolen (a NoSteal
// constant ability of a card pl controls: The Vaultkeeper).
func (g *Game) hcNoSteal(pl int8) bool {
	if !g.hasStatic(NoSteal) {
		return false
	}
	for _, id := range g.p[pl].line {
		if st := g.staticOf(id, NoSteal); st != nil && g.staticHolds(st, id) {
			return true
		}
	}
	return false
}

// hcNeighborDamaged fires the "after 1 of this creature's neighbors is
// dealt damage" abilities of the neighbors of creature id (Holdfast).
func (g *Game) hcNeighborDamaged(id int16) {
	if g.triggers&OnNeighborDamaged == 0 {
		return
	}
	line := g.p[g.cards[id].controller].line
	i := indexOf(line, id)
	for _, j := range [2]int{i - 1, i + 1} {
		if i >= 0 && j >= 0 && j < len(line) {
			g.fire(line[j], OnNeighborDamaged, id)
		}
	}
}

// hcFightDamage deals attacker att's fight damage n to def: through
// def's armor when att ignores armor while attacking (Kaju Zhan).
func (g *Game) hcFightDamage(att, def int16, n int) int {
	poison := g.hasKeyword(att, Poison) || g.huPoisonAttacking(att, def) // Spyyyder (ability_hand_u.go)
	if g.staticOf(att, IgnoresArmorTaunt) == nil {
		return g.damage(def, n, poison)
	}
	c := &g.cards[def]
	used := c.armorUsed
	c.armorUsed = int16(g.armor(def))
	dealt := g.damage(def, n, poison)
	c.armorUsed = used
	return dealt
}

// hcThatFilter keeps, of the candidates dst, those the filters about the
// last step's cards allow: NotThat ("a different creature": none of them),
// SharesHouse ("a creature that shares a house with the destroyed
// creature": of the first one's house), WeakerThanIt (power lower than
// the first one's); and Armored (armor above 0, read as the filters of
// matches are, but kept here with the filters it was added with).
func (g *Game) hcThatFilter(t *Target, r *run, dst []int16) []int16 {
	that := r.that[:r.nThat]
	k := 0
	for _, id := range dst {
		if t.Is&NotThat != 0 && indexOf(that, id) >= 0 {
			continue
		}
		if t.Is&SharesHouse != 0 && (len(that) == 0 || g.houseOf(id) != g.houseOf(that[0])) {
			continue
		}
		if t.Is&WeakerThanIt != 0 && (len(that) == 0 || g.power(id) >= g.power(that[0])) {
			continue
		}
		if t.Is&Armored != 0 && g.armor(id) == 0 {
			continue
		}
		dst[k] = id
		k++
	}
	return dst[:k]
}

// hcReapAember is the Æmber player pl gains from reaping: 1, stolen from
// their opponent instead under Dimension Door's lasting effect.
func (g *Game) hcReapAember(pl int8) {
	if len(g.lasting) > 0 && g.lastingFor(lastReapSteals, pl) >= 0 {
		g.steal(pl, 1)
		return
	}
	g.gain(pl, 1, SrcReap)
}

// hcPlayOtherFires resolves, after the active player plays card played,
// the "each time you play another card" abilities that a lasting effect
// keeps active out of play for the rest of the turn (Commandeer: "For the
// remainder of the turn, after you play another card, a friendly creature
// captures 1A": the action card is in the discard pile by then).
func (g *Game) hcPlayOtherFires(played int16) {
	pl := g.active
	for i := 0; i < len(g.lasting); i++ {
		l := g.lasting[i]
		if l.kind != lastOtherFires || Trigger(l.n) != OnPlayOther || l.player != pl || l.source == played || l.source < 0 {
			continue
		}
		if s := g.scriptOf(l.source); s != nil {
			g.fireScript(s, g.cards[l.source].def, l.source, pl, OnPlayOther, played)
		}
	}
}

// hcAfterUse resolves the "after you use a … creature" abilities (OnUseOther)
// once the active player's use of card id has resolved: those of the
// cards they have in play, then those a lasting effect keeps active out
// of play for the turn (Legion's March).
func (g *Game) hcAfterUse(id int16) {
	g.htUsed(id) // "After this creature is used" (ability_hand_t.go)
	if g.triggers&OnUseOther == 0 {
		return
	}
	pl := g.active
	var buf [40]int16
	for _, o := range g.ordered(append(append(buf[:0], g.p[pl].line...), g.p[pl].arts...)) {
		if o != id && g.cards[o].zone.InPlay() {
			g.fire(o, OnUseOther, id)
		}
	}
	for i := 0; i < len(g.lasting); i++ {
		l := g.lasting[i]
		if l.kind != lastOtherFires || Trigger(l.n) != OnUseOther || l.player != pl || l.source < 0 {
			continue
		}
		if s := g.scriptOf(l.source); s != nil {
			g.fireScript(s, g.cards[l.source].def, l.source, pl, OnUseOther, id)
		}
	}
}

// hcSpendsFriend reports whether the Æmber on creature id may be spent as
// if it were in its controller's pool because a card they control says so
// of friendly creatures (Senator Bracchus).
func (g *Game) hcSpendsFriend(id int16) bool {
	if !g.hasStatic(SpendsFriends) || g.cards[id].zone != ZoneBattleline {
		return false
	}
	pl := g.cards[id].controller
	for _, list := range [2][]int16{g.p[pl].line, g.p[pl].arts} {
		for _, o := range list {
			if st := g.staticOf(o, SpendsFriends); st != nil && g.staticHolds(st, o) {
				return true
			}
		}
	}
	return false
}

// hcFightRef is the fight target a choose line names (ref, its copy number
// counted as the line's cards are: the active player's side first, as
// Prompt lists them) as the fight resolves it: a copy number counted on
// the enemy's side first. A ref that names no enemy creature that way is
// taken as the enemy's (a log that counts from the enemy's side).
func hcFightRef(g *Game, ref CardRef, enemy int8) CardRef {
	if t := g.findInPlay(ref, g.active); t >= 0 && g.cards[t].zone == ZoneBattleline && g.cards[t].controller == enemy {
		return g.refFrom(t, enemy)
	}
	return ref
}
