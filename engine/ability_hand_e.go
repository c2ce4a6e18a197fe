package engine

import (
	"strconv"
)

// Small additions to the ability language for the cards of
// scripts_hand_e.go: a step that only chooses (DoChoose: "Choose a
// creature. …", the later steps act on "that creature"), and two target
// filters, InCenter ("a creature in the center of its controller's
// battleline") and NoAember ("a creature with no A on it").

// heRestricted is the source of a restriction of this file on the active
// player using card id with verb, -1 when none: a lasting effect that
// forbids their creatures verb ("Your opponent cannot use creatures to
// fight on their next turn"), or a creature that must fight when used
// (Little Rapscal) used another way while it could fight.
func (g *Game) heRestricted(verb Verb, id int16) int16 {
	for j := range g.lasting {
		l := &g.lasting[j]
		if l.kind == lastNoVerb && l.player == g.active && Verb(l.n) == verb {
			return l.source
		}
	}
	if (verb == VerbReap || verb == VerbAction || verb == VerbOmni) && g.hasStatic(MustFight) && g.cards[id].zone == ZoneBattleline {
		// The card that makes creatures fight first: most of the time
		// none is in play, and whether this one could fight is not asked.
		if src := g.mustFightSource(); src >= 0 && len(g.fightTargets(id)) > 0 && g.restrictedBy(VerbFight, id) < 0 {
			return src
		}
	}
	return -1
}

// mustFightSource is the first card in play (inPlayOrder) with "creatures
// must fight when used, if able", -1 when none.
func (g *Game) mustFightSource() int16 {
	var buf [48]int16
	for _, src := range g.inPlayOrder(buf[:0]) {
		if g.staticOf(src, MustFight) != nil {
			return src
		}
	}
	return -1
}

// heAsActive reports whether a constant ability lets the active player
// play or use card id as if it belonged to the active house (Matter
// Maker's upgrades, Tireless Crocag), or a lasting effect lets them use it
// (Combat Pheromones: the use is spent).
func (g *Game) heAsActive(id int16) bool {
	pl := g.active
	if g.cards[id].zone.InPlay() {
		for i := range g.lasting {
			// Combat Pheromones: one of the uses it allows is spent.
			if l := &g.lasting[i]; l.kind == lastUseHouse && l.player == pl && l.n > 0 && g.houseOf(id) == l.house && id != l.source {
				l.n--
				return true
			}
		}
	}
	if g.htPlaysAsActive(id) { // Artificer (ability_hand_t.go)
		return true
	}
	if !g.hasStatic(AsActiveHouse) {
		return false
	}
	for _, list := range [3][]int16{g.p[pl].line, g.p[pl].arts, g.powersOf(pl, nil)} {
		for _, src := range list {
			if st := g.staticOf(src, AsActiveHouse); st != nil && g.staticHolds(st, src) && g.matches(&st.To, id, src, pl) {
				return true
			}
		}
	}
	return false
}

// heDestroyedWhile tags card id for destruction when its own constant
// ability says it is destroyed while its condition holds ("If your
// opponent has no creatures in play, destroy Tireless Crocag").
func (g *Game) heDestroyedWhile(id int16) {
	if st := g.staticOf(id, DestroyedWhile); st != nil && g.cards[id].zone.InPlay() && g.staticHolds(st, id) {
		g.cards[id].flags |= flTagged
	}
}

// heStaticText prints the constant abilities of this file.
func heStaticText(st *Static, name string) string {
	switch st.Is {
	case AsActiveHouse:
		if st.To.Count == Self && st.If.Is != Always {
			return "While " + condText(&st.If, name) + ", you may use it as if it belonged to the active house."
		}
		if st.To.Count == Self {
			return "You may use " + name + " as if it belonged to the active house."
		}
		if st.To.Count == Neighbors { // Narplet (scripts_hand_t.go)
			return name + "’s neighbors gain versatile."
		}
		return "You may play " + targetNoun(&st.To, name, true) + " as if they were in the active house."
	case MustFight:
		return "Creatures must fight when used, if able."
	case DestroyedWhile:
		return "If " + condText(&st.If, name) + ", destroy " + name + "."
	case SkipsForge:
		return "Skip your \"forge a key\" step."
	case GetsForgeAember:
		return "You get all A spent by your opponent when forging keys."
	case OppSpendable:
		return "This creature gains, \"Your opponent may spend A on this creature as if it were in their pool.\""
	}
	return heNoStealText(st, name)
}

// heNoVerbText is the English of a lastNoVerb step (about the opponent,
// until the end of their next turn).
func heNoVerbText(st *Clause) string {
	if Verb(st.N) == VerbReap {
		return "Enemy creatures cannot reap during your opponent's next turn"
	}
	return "Your opponent cannot use creatures to " + Verb(st.N).String() + " on their next turn"
}

// heAnyNumber as an UpTo target's N is "any number of" (Not Finished with
// You): more than a choose line names.
const heAnyNumber = 100

// heAfterPlay resolves what playing a card does beyond "each time you play
// another card" (afterPlay): a lasting "gain 1A each time you play a
// creature" (Full Moon), and the opponent's "Each time your opponent
// plays a creature" abilities (Teliga: OnPlayOther with When.Side Enemy).
func (g *Game) heAfterPlay(played int16) {
	pl := g.active
	if g.def(played).Type.IsCreature() {
		for _, l := range g.lasting {
			if l.kind == lastGainOnPlay && l.player == pl {
				g.gain(pl, l.n, SrcAbility)
			}
		}
	}
	if g.def(played).Type.IsCreature() && g.cards[played].zone == ZoneBattleline {
		for _, l := range g.lasting {
			if l.kind == lastGrantPlay && l.player == pl && l.source >= 0 {
				// Charge!: its ability n resolves with the creature as
				// "this creature".
				g.resolve(run{def: g.cards[l.source].def, src: played, ab: uint8(l.n), player: pl, trig: -1})
			}
		}
	}
	if g.triggers&OnPlayOther == 0 {
		return
	}
	opp := other(pl)
	var buf [40]int16
	for _, id := range g.ordered(append(append(buf[:0], g.p[opp].line...), g.p[opp].arts...)) {
		if s := g.scriptOf(id); s != nil && g.cards[id].zone.InPlay() && heWatchesEnemyPlays(s) {
			g.fire(id, OnPlayOther, played)
		}
	}
}

// heWatchesEnemyPlays reports whether a script has an "Each time your
// opponent plays …" ability.
func heWatchesEnemyPlays(s *Script) bool {
	for i := range s.Abilities {
		if a := &s.Abilities[i]; a.On&OnPlayOther != 0 && a.When != nil && a.When.Side == Enemy && a.Grant == nil {
			return true
		}
	}
	return false
}

// heQuantity reads the quantities of this file: ForgedKeys, HousesAmong.
func (g *Game) heQuantity(a *Amount, r *run) int {
	n := 0
	switch a.Q {
	case ForgedKeys:
		var pls [2]int8
		for _, pl := range g.players(a.Who, r, pls[:0]) {
			n += g.p[pl].keyCount()
		}
	case HousesAmong:
		buf := g.countable(&a.Of, r, g.takeBuf())
		var seen []House
		for _, id := range buf {
			if h := g.houseOf(id); !hbHasHouse(seen, h) {
				seen = append(seen, h)
			}
		}
		g.giveBuf(buf)
		n = len(seen)
		if a.Max > 0 {
			n = min(n, a.Max)
		}
	}
	return n
}

// hePerText is the English of the quantities of this file.
func hePerText(per *Amount, name string) string {
	if per.Q == ForgedKeys {
		who := "you have"
		switch per.Who {
		case Opponent:
			who = "your opponent has"
		case EachPlayer:
			who = "each player has"
		}
		return " for each key " + who + " forged"
	}
	s := " for each house represented among " + targetNoun(&per.Of, name, true)
	if per.Max > 0 {
		s += " (to a maximum of " + strconv.Itoa(per.Max) + ")"
	}
	return s
}

// heKeyCostPer is what lasting "keys cost +1A for each Dis creature in
// play" effects add to pl's key cost now.
func (g *Game) heKeyCostPer(pl int8) int {
	n := 0
	for _, l := range g.lasting {
		if l.kind != lastKeyCostPer || l.player != pl {
			continue
		}
		for side := range g.p {
			for _, id := range g.p[side].line {
				if g.houseOf(id) == l.house {
					n += l.n
				}
			}
		}
	}
	return n
}

// heNoSteal reports whether a constant ability says pl's Æmber cannot be
// stolen now: a card of theirs with NoStealWithAember and Æmber on it.
func (g *Game) heNoSteal(pl int8) bool {
	for _, list := range [2][]int16{g.p[pl].line, g.p[pl].arts} {
		for _, id := range list {
			if g.cards[id].aember > 0 && g.staticOf(id, NoStealWithAember) != nil {
				return true
			}
		}
	}
	return false
}

// heNoStealText prints a NoStealWithAember constant ability.
func heNoStealText(st *Static, name string) string {
	return "While " + name + " has A on it, your A cannot be stolen."
}

// heFilters are the filters heMatches checks.
const heFilters = InCenter | NoAember | NoBonusIcons // Token: ability_run.go, ability_text.go

// heAfterFight readies creature att after its fight when a lasting effect
// gave it "Fight: Ready this creature." (Into the Fray).
func (g *Game) heAfterFight(att int16) {
	for _, l := range g.lasting {
		if l.kind == lastReadyOnFight && l.card == att && g.cards[att].zone == ZoneBattleline {
			g.readyOrExhaust(att, true)
			return
		}
	}
}

// tideLocked reports whether a lasting effect says player pl cannot raise
// the tide now (Trial by Water).
func (g *Game) tideLocked(pl int8) bool {
	for _, l := range g.lasting {
		if l.kind == lastNoVerb && l.player == pl && Verb(l.n) == VerbTide {
			return true
		}
	}
	return false
}

// heOppSpendable is the Æmber (up to n) player pl may spend on their
// opponent's creatures as if it were in their pool (an OppSpendable
// upgrade on them: Mole); spend takes it off the creatures, left to right.
func (g *Game) heOppSpendable(pl int8, n int, spend bool) int {
	if !g.hasStatic(OppSpendable) {
		return 0
	}
	got := 0
	for _, id := range g.p[other(pl)].line {
		if got >= n || !g.heMoled(id) {
			continue
		}
		c := &g.cards[id]
		m := min(int(c.aember), n-got)
		if spend && m > 0 {
			c.aember -= int16(m)
			g.emit(Event{Kind: EvStatus, Player: pl, Card: g.def(id).ID, N: m, Other: "aember spent"})
		}
		got += m
	}
	return got
}

// heMoled reports whether creature id wears an OppSpendable upgrade.
func (g *Game) heMoled(id int16) bool {
	for _, u := range g.upList {
		if g.cards[u].parent == id && g.staticOf(u, OppSpendable) != nil {
			return true
		}
	}
	return false
}

// heFought notes, after a fight, each creature it destroyed (dead,
// fight_deaths.go), for the player who controlled it, until the end of the
// turn (The Warchest). Only a game with The Warchest in a deck keeps the
// note: other games' states (and hashes) are as they were.
func (g *Game) heFought(dead fightDeaths) {
	if dead.n == 0 || g.defIndex("the-warchest") < 0 {
		return
	}
	for _, ctl := range dead.ctl[:dead.n] {
		g.addLasting(lasting{kind: lastFightDeath, player: ctl, card: -1, n: 1, until: g.turn, source: -1})
	}
}

// heFightDeaths counts player pl's creatures destroyed in a fight this
// turn.
func (g *Game) heFightDeaths(pl int8) int {
	n := 0
	for _, l := range g.lasting {
		if l.kind == lastFightDeath && l.player == pl {
			n += l.n
		}
	}
	return n
}

// heOwnStatic reports whether a card player pl controls in play has a
// constant ability of kind k (whose condition holds).
func (g *Game) heOwnStatic(pl int8, k StaticKind) bool {
	for _, list := range [2][]int16{g.p[pl].line, g.p[pl].arts} {
		for _, id := range list {
			if st := g.staticOf(id, k); st != nil && g.staticHolds(st, id) {
				return true
			}
		}
	}
	return false
}

// heStole notes that the active player pl stole Æmber this turn, until
// the end of the next one (Information Exchange asks then). Only a game
// with Information Exchange in a deck keeps the note.
func (g *Game) heStole(pl int8) {
	if g.defIndex("information-exchange") < 0 {
		return
	}
	for _, l := range g.lasting {
		if l.kind == lastStole && l.player == pl && l.until == g.turn+1 {
			return
		}
	}
	g.addLasting(lasting{kind: lastStole, player: pl, card: -1, until: g.turn + 1, source: -1})
}

// heStoleLastTurn reports whether player pl stole Æmber on the turn before
// this one (their previous turn, when this is their opponent's).
func (g *Game) heStoleLastTurn(pl int8) bool {
	for _, l := range g.lasting {
		if l.kind == lastStole && l.player == pl && l.until == g.turn {
			return true
		}
	}
	return false
}

// heMatches checks the filters of this file against card id.
func (g *Game) heMatches(f Filter, id int16) bool {
	switch {
	case f&InCenter != 0 && !g.inCenter(id),
		f&Token != 0 && g.def(id).Type != TypeTokenCreature,
		f&NoBonusIcons != 0 && (g.def(id).Amber > 0 || len(g.bonuses(id)) > 0),
		f&NoAember != 0 && g.cards[id].aember != 0:
		return false
	}
	return true
}

// heFilterText is the English of the filters of this file, after the
// target's noun.
func heFilterText(f Filter) string {
	s := ""
	if f&NoAember != 0 {
		s += " with no A on it"
	}
	if f&InCenter != 0 {
		s += " in the center of its controller's battleline"
	}
	if f&NoBonusIcons != 0 {
		s += " with no bonus icons"
	}
	return s
}

// heStatic reports whether k is a constant ability this file prints.
func heStatic(k StaticKind) bool {
	switch k {
	case AsActiveHouse, MustFight, DestroyedWhile, GetsForgeAember, OppSpendable, NoStealWithAember:
		return true
	}
	return false
}
