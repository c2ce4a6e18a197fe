package engine

import "strings"

// Helpers of the hand-scripted cards of scripts_hand_o.go: the closures
// of clauses the ability language cannot say.

// hoCaptureFromHaunted makes the creature the step before chose capture
// 2A from each haunted player (Circlespeak): from its own side too.
func hoCaptureFromHaunted(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	for _, pl := range [2]int8{g.active, other(g.active)} {
		if g.haunted(pl) {
			g.captureFrom(id, 2, pl)
		}
	}
}

// hoMoveAllAember moves all the Æmber on the first chosen creature to the
// second (Decree of Primus).
func hoMoveAllAember(x *Ctx) {
	if x.r.nThat < 2 {
		return
	}
	from, to := x.r.that[0], x.r.that[1]
	if n := int(x.g.cards[from].aember); n > 0 {
		x.g.heMoveAember(from, to, n)
	}
}

// hoArchivedToHand puts the archived card the step before chose into its
// owner's hand.
func hoArchivedToHand(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	if id := x.r.that[0]; x.g.cards[id].zone == ZoneArchives {
		x.g.detach(id, ZoneArchives)
		x.g.put(id, ZoneHand)
	}
}

// hoEnragedThis is "while this creature is enraged".
var hoEnragedThis = Cond{Is: IfCount, Cmp: AtLeast, N: 1, Of: &Target{Count: Self, Is: Enraged}}

// hoToTreasureIsland moves 1A from the opponent's pool onto a Treasure
// Island in play, the controller's first (Flint's Legend).
func hoToTreasureIsland(x *Ctx) {
	g := x.g
	ti := int16(-1)
	for _, pl := range [2]int8{x.Player, x.Opponent()} {
		for _, id := range g.p[pl].arts {
			if ti < 0 && g.def(id).ID == "treasure-island" {
				ti = id
			}
		}
	}
	if ti < 0 {
		return
	}
	if n := g.lose(x.Opponent(), 1, SrcAbility); n > 0 {
		g.cards[ti].aember += int16(n)
		g.emit(Event{Kind: EvStatus, Player: g.cards[ti].controller, Card: g.def(ti).ID, N: n, Other: "aember placed"})
	}
}

// hoLoseIfRightFlank makes the opponent lose 1A when the creature they
// just played is on their right flank (Dexus).
func hoLoseIfRightFlank(x *Ctx) {
	g, t := x.g, x.r.trig
	if t < 0 || g.cards[t].zone != ZoneBattleline {
		return
	}
	if line := g.p[g.cards[t].controller].line; line[len(line)-1] == t {
		g.lose(g.cards[t].controller, 1, SrcAbility)
	}
}

// hoDamageEach deals n damage to each creature match picks, all picked
// before any is dealt damage, then destroys those destroyed together.
func (g *Game) hoDamageEach(n int, match func(id int16) bool) {
	var hit []int16
	for _, pl := range [2]int8{g.active, other(g.active)} {
		for _, id := range g.p[pl].line {
			if match(id) {
				hit = append(hit, id)
			}
		}
	}
	for _, id := range hit {
		g.damage(id, n, false)
	}
	g.sweep()
}

// hoPerfectHarmony draws 2 cards and gains 2A when the ability's
// controller controls creatures from 3 or more houses; "if you do" for
// the archive after it.
func hoPerfectHarmony(x *Ctx) {
	g := x.g
	x.r.did = hcHousesAmong(g, g.p[x.Player].line) >= 3
	if x.r.did {
		g.draw(x.Player, 2)
		g.gain(x.Player, 2, SrcAbility)
	}
}

// hoIsText prints a condition on the card itself or its upgrade's
// creature: "Narl Gibbus is enraged", "this creature is exhausted".
func hoIsText(t *Target, name string) string {
	if t.Count == Parent {
		name = "this creature"
	}
	if t.Is == WithAember {
		return name + " has A on it"
	}
	words := map[Filter]string{Enraged: "enraged", Exhausted: "exhausted", Damaged: "damaged", Stunned: "stunned", Warded: "warded", Ready: "ready"}
	var is []string
	for _, f := range []Filter{Enraged, Exhausted, Damaged, Stunned, Warded, Ready} {
		if t.Is&f != 0 {
			is = append(is, words[f])
		}
	}
	return name + " is " + strings.Join(is, " and ")
}

// hoSelfIs applies a target's filters to the card itself or its upgrade's
// creature ("while Narl Gibbus is enraged", "while this creature is
// exhausted"): matches reads only the count of those.
func (g *Game) hoSelfIs(t *Target, id, src int16, pl int8) bool {
	if t.Is == 0 {
		return true
	}
	u := Target{Count: Each, Kind: AnyCard, Is: t.Is, Power: t.Power}
	return g.matches(&u, id, src, pl)
}

// hoLastingToOpponent gives the lasting ability the step before started
// to the opponent (Feldar's Plan: "each time they play a card"), whose
// effect then reads "you" as them.
func hoLastingToOpponent(x *Ctx) {
	g := x.g
	for i := len(g.lasting) - 1; i >= 0; i-- {
		if l := &g.lasting[i]; l.kind == lastAbility && l.source == x.r.src && l.player == x.Player {
			l.player = x.Opponent()
			return
		}
	}
}

// hoSanctumInTheirHand is "a Sanctum card in your opponent's hand".
var hoSanctumInTheirHand = Target{Side: Enemy, Kind: AnyCard, Where: InHand, House: "sanctum"}

// hoDiscardHandCount discards the ability's controller's hand; the cards
// discarded are "this way"'s count.
func hoDiscardHandCount(x *Ctx) {
	n := x.g.p[x.Player].handSize()
	x.g.discardHand(x.Player)
	x.r.did, x.r.done = n > 0, int16(n)
}

// hoForgeIfBehind forges a key at current cost when the opponent has
// forged more keys than the ability's controller; "if you do" after it.
func hoForgeIfBehind(x *Ctx) {
	g, pl := x.g, x.Player
	x.r.did = false
	if g.p[other(pl)].keyCount() <= g.p[pl].keyCount() || g.p[pl].keyCount() >= 3 {
		return
	}
	if cost := g.keyCost(pl); g.adMayForge(pl, cost) {
		g.forge(pl, KeyAny, cost)
		x.r.did = true
	}
}

// hoSampleCollection puts into the controller's archives as many of the
// enemy creatures the step before chose as keys the opponent has forged:
// the choice names up to 3, the number the keys allow are archived.
func hoSampleCollection(x *Ctx) {
	g := x.g
	n := g.p[x.Opponent()].keyCount()
	if int(x.r.nThat) > n {
		g.violate("effect-target", x.Player, "%s: %d creatures named, your opponent has forged %d keys", g.defs[x.r.def].Name, x.r.nThat, n)
		x.r.nThat = uint8(n)
	}
	hgArchiveThat(x)
}

// hoPurgeThat purges the cards the steps before chose.
func hoPurgeThat(x *Ctx) {
	for _, id := range x.r.that[:x.r.nThat] {
		if x.g.cards[id].zone.InPlay() {
			x.g.moveInst(id, ZonePurged)
		}
	}
}

// The constant abilities of this file, numbered from 45 up, away from the shared
// list that grows from below and from batches G and H's at the top.
const (
	// hoNoReady: the creature To names cannot ready (Under Pressure: "This
	// creature cannot ready.").
	hoNoReady StaticKind = 45 + iota
	// hoNoReadyStep: the creatures To names do not ready during their
	// controller's "ready cards" step (Giltspine School: token creatures;
	// Physaloha: damaged creatures).
	hoNoReadyStep
	// hoHauntedSkipForge: each haunted player skips their "forge a key"
	// step (Dark Heart of the Forest).
	hoHauntedSkipForge
	// hoNoForgeWhileToken: while its controller controls a token
	// creature, their opponent cannot forge keys (Timoti the Dammed).
	hoNoForgeWhileToken
)

// hoStatic reports whether k is a constant ability this file prints.
func hoStatic(k StaticKind) bool {
	return k == hoNoReady || k == hoNoReadyStep || k == hoHauntedSkipForge || k == hoNoForgeWhileToken
}

// hoStaticText prints the constant abilities of this file.
func hoStaticText(st *Static, name string) string {
	if st.Is == hoHauntedSkipForge {
		return "Each haunted player skips their “forge a key” step."
	}
	if st.Is == hoNoForgeWhileToken {
		return "While you control a token creature, your opponent cannot forge keys."
	}
	t := targetText(&st.To, name)
	if st.Is == hoNoReady {
		return upperFirst(t) + " cannot ready."
	}
	return upperFirst(targetNoun(&st.To, name, true)) + " do not ready during the “ready cards” step."
}

// hoCannotReady reports whether creature id cannot ready: a card in play
// says so of it (an upgrade of its own, Under Pressure).
func (g *Game) hoCannotReady(id int16) bool {
	return g.hasStatic(hoNoReady) && g.hoStaticOn(hoNoReady, id)
}

// hoSkipsReadyStep reports whether creature id does not ready during its
// controller's "ready cards" step (Giltspine School, Physaloha).
func (g *Game) hoSkipsReadyStep(id int16) bool {
	return g.hasStatic(hoNoReadyStep) && g.hoStaticOn(hoNoReadyStep, id)
}

// hoStaticOn reports whether a card in play has a constant ability of
// kind k that holds and whose target matches card id.
func (g *Game) hoStaticOn(k StaticKind, id int16) bool {
	var buf [64]int16
	srcs := append(buf[:0], g.upList...)
	for pl := range g.p {
		srcs = append(append(srcs, g.p[pl].line...), g.p[pl].arts...)
	}
	for _, src := range srcs {
		if !g.cards[src].zone.InPlay() {
			continue
		}
		s := g.scriptOf(src)
		if s == nil {
			continue
		}
		for i := range s.Statics {
			st := &s.Statics[i]
			if st.Is == k && g.matches(&st.To, id, src, g.cards[src].controller) && g.staticHolds(st, src) {
				return true
			}
		}
	}
	return false
}

// The target filters of this file, bits from the middle of the 64-bit
// Filter, away from the shared list (from below) and batch H's (the top).
const (
	// hoLowest: with the lowest power of the creatures in play (ties
	// included): "each creature with the lowest power" (Saurarium).
	hoLowest Filter = 1 << (55 - iota)
	// hoRightOfThis: to the right of this creature in its battleline
	// (Panpaca, Anga).
	hoRightOfThis
	// hoLeftOfIt: to the left of this creature (an upgrade's: its
	// creature) in its battleline (Hoplite's Dory).
	hoLeftOfIt
	// hoSharesWithTwo: shares a house with 2 of its neighbors (Mini
	// Groupthink Tank).
	hoSharesWithTwo
	// hoNeighborOfIt: a neighbor of this creature (an upgrade's: its
	// creature): "this creature and each of its neighbors" (Cloaking
	// Dongle).
	hoNeighborOfIt
)

// hoFilters are the filters hoMatches checks.
const hoFilters = hoLowest | hoRightOfThis | hoLeftOfIt | hoSharesWithTwo | hoNeighborOfIt

// hoMatches checks the filters of this file against card id; src is the
// card whose ability names it.
func (g *Game) hoMatches(f Filter, id, src int16) bool {
	c := &g.cards[id]
	if c.zone != ZoneBattleline {
		return false
	}
	switch {
	case f&hoLowest != 0 && !g.hoLowestInPlay(id),
		f&hoRightOfThis != 0 && g.hoSide(src, id) <= 0,
		f&hoLeftOfIt != 0 && g.hoSide(src, id) >= 0,
		f&hoSharesWithTwo != 0 && g.hoSharingNeighbors(id) < 2,
		f&hoNeighborOfIt != 0 && (src < 0 || !g.neighbors(id, g.hdCreatureOf(src))):
		return false
	}
	return true
}

// hoSide is where creature id stands from src's creature (an upgrade's:
// the creature it is on) in one battleline: 1 to its right, -1 to its
// left, 0 when it is that creature or not in the same battleline.
func (g *Game) hoSide(src, id int16) int {
	if src < 0 {
		return 0
	}
	me := g.hdCreatureOf(src)
	if me < 0 || g.cards[me].zone != ZoneBattleline || g.cards[me].controller != g.cards[id].controller {
		return 0
	}
	line := g.p[g.cards[id].controller].line
	i, j := indexOf(line, me), indexOf(line, id)
	switch {
	case j > i:
		return 1
	case j < i:
		return -1
	}
	return 0
}

// hoLowestInPlay reports whether creature id has the lowest power of the
// creatures in play (ties included).
func (g *Game) hoLowestInPlay(id int16) bool {
	for pl := range g.p {
		for _, o := range g.p[pl].line {
			if g.power(o) < g.power(id) {
				return false
			}
		}
	}
	return true
}

// hoSharingNeighbors counts the neighbors of creature id that share a
// house with it.
func (g *Game) hoSharingNeighbors(id int16) int {
	var buf [2]int16
	n := 0
	for _, o := range g.heNeighbors(id, buf[:0]) {
		if g.houseOf(o) == g.houseOf(id) {
			n++
		}
	}
	return n
}

// hoFilterText is the English of the filters of this file, after the
// target's noun.
func hoFilterText(f Filter) string {
	s := ""
	if f&hoLowest != 0 {
		s += " with the lowest power"
	}
	if f&hoRightOfThis != 0 {
		s += " to the right of it in the battleline"
	}
	if f&hoLeftOfIt != 0 {
		s += " to its left"
	}
	if f&hoSharesWithTwo != 0 {
		s += " that shares a house with 2 of its neighbors"
	}
	if f&hoNeighborOfIt != 0 {
		s += " next to this creature"
	}
	return s
}

// hoPowerOfThis is a quantity of this file: the power of the card whose
// ability it is ("+X, where X is Mookling's power"); numbered far from
// the shared list and batch E's and the compiler's (100 on).
const hoPowerOfThis Quantity = 90

// hoDamageOnItsCreature is a quantity of this file: the damage on the
// creature an upgrade is on ("for each damage on this creature", Strength
// Within).
const hoDamageOnItsCreature Quantity = 91

// hoQuantity reads the quantities of this file.
func (g *Game) hoQuantity(a *Amount, r *run) int {
	if r.src < 0 {
		return 0
	}
	switch id := g.hdCreatureOf(r.src); {
	case g.cards[id].zone != ZoneBattleline:
	case a.Q == hoPowerOfThis:
		return max(g.power(id), 0)
	case a.Q == hoDamageOnItsCreature:
		return int(g.cards[id].damage)
	}
	return 0
}

// hoMoveAllToNeighboring moves each A on the creature of a granted
// "Destroyed:" ability to a neighboring creature of definition id (Optio
// Gorkus), the first such neighbor.
func hoMoveAllToNeighboring(id string) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		var buf [2]int16
		for _, o := range g.heNeighbors(x.Self, buf[:0]) {
			if g.def(o).ID == id {
				if n := int(g.cards[x.Self].aember); n > 0 {
					g.heMoveAember(x.Self, o, n)
				}
				return
			}
		}
	}
}

// hoAttachToRightNeighbor moves upgrade id on the creature of a granted
// "Destroyed:" ability to that creature's right neighbor (Officer's
// Blaster), when it has one.
func hoAttachToRightNeighbor(id string) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		c := &g.cards[x.Self]
		if c.zone != ZoneBattleline {
			return
		}
		line := g.p[c.controller].line
		i := indexOf(line, x.Self)
		if i < 0 || i+1 >= len(line) {
			return
		}
		for _, up := range g.upList {
			if u := &g.cards[up]; u.zone == ZoneUpgrade && u.parent == x.Self && g.def(up).ID == id {
				u.parent = line[i+1]
				g.emit(Event{Kind: EvStatus, Player: u.controller, Card: id, Other: "attached"})
				return
			}
		}
	}
}

// hoMookling is Mookling's "Your opponent’s keys cost +XA, where X is
// Mookling’s power."
var hoMookling = []Static{{Is: KeyCostMod, N: 1, Who: Opponent, Per: &Amount{Q: hoPowerOfThis}}}

// hoElusiveAround is "This creature and each of its neighbors gains
// elusive." (Cloaking Dongle, Stealth Modifications).
var hoElusiveAround = []Static{
	{Is: KeywordGrant, KW: Elusive, To: ThisCreature},
	{Is: KeywordGrant, KW: Elusive, To: Target{Count: Each, Is: hoNeighborOfIt}},
}

// hoSkipsForge reports whether pl skips their "forge a key" step: they
// are haunted and a card in play says each haunted player does.
func (g *Game) hoSkipsForge(pl int8) bool {
	if !g.hasStatic(hoHauntedSkipForge) || len(g.p[pl].discard) < 10 {
		return false
	}
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if st := g.staticOf(id, hoHauntedSkipForge); st != nil {
			return true
		}
	}
	return false
}

// hoForgeForbidden is the card in play that forbids pl to forge keys
// (Timoti the Dammed: its controller, pl's opponent, controls a token
// creature), -1 when none.
func (g *Game) hoForgeForbidden(pl int8) int16 {
	if !g.hasStatic(hoNoForgeWhileToken) {
		return -1
	}
	opp := other(pl)
	tokens := false
	for _, id := range g.p[opp].line {
		tokens = tokens || g.def(id).Type == TypeTokenCreature
	}
	if !tokens {
		return -1
	}
	for _, id := range g.p[opp].line {
		if g.staticOf(id, hoNoForgeWhileToken) != nil {
			return id
		}
	}
	return -1
}

// hoMarkDiscard remembers how many cards the ability's controller's
// discard pile holds (in the run's last pick slot, as heKeep does a
// card) so that hoDiscardedSince finds the cards discarded after it.
func hoMarkDiscard(x *Ctx) {
	x.r.pick[len(x.r.pick)-1] = int16(len(x.g.p[x.Player].discard))
}

// hoDiscardedSince lists the cards put on the controller's discard pile
// since hoMarkDiscard, but the action card resolving (there already when
// its ability waited for the log's line).
func hoDiscardedSince(x *Ctx) []int16 {
	d := x.g.p[x.Player].discard
	from := min(max(int(x.r.pick[len(x.r.pick)-1]), 0), len(d))
	var ids []int16
	for _, id := range d[from:] {
		if id != x.Self {
			ids = append(ids, id)
		}
	}
	return ids
}

// hoTechnorachnophobia steals 2A when 5 or more of the cards discarded
// since hoMarkDiscard share a house.
func hoTechnorachnophobia(x *Ctx) {
	var houses []House
	var counts []int
	for _, id := range hoDiscardedSince(x) {
		h := x.g.def(id).House
		i := 0
		for i < len(houses) && houses[i] != h {
			i++
		}
		if i == len(houses) {
			houses, counts = append(houses, h), append(counts, 0)
		}
		counts[i]++
		if counts[i] == 5 {
			x.g.steal(x.Player, 2)
			return
		}
	}
}

// hoArchiveDiscardedOf archives each card of house h discarded since
// hoMarkDiscard (Race to the Surface).
func hoArchiveDiscardedOf(h House) func(x *Ctx) {
	return func(x *Ctx) {
		for _, id := range hoDiscardedSince(x) {
			if x.g.def(id).House == h && x.g.cards[id].zone == ZoneDiscard {
				x.g.moveInst(id, ZoneArchives)
			}
		}
	}
}

// hoClosedDoor is Closed-Door Negotiation's "Your opponent draws a card.
// Steal 1A. If you do and your opponent still has more A than you, repeat
// this effect." (at most 64 times, as DoRepeat).
func hoClosedDoor(x *Ctx) {
	g, pl := x.g, x.Player
	for range 64 {
		g.draw(other(pl), 1)
		if g.steal(pl, 1) == 0 || g.p[other(pl)].aember <= g.p[pl].aember {
			return
		}
	}
}

// hoFromUnchartedLands moves 1A from the Uncharted Lands that grants the
// ability (the first of its controller's with A on it) to the pool of the
// reaping creature's controller.
func hoFromUnchartedLands(x *Ctx) {
	g := x.g
	for pl := range g.p {
		for _, id := range g.p[pl].arts {
			if g.cards[id].def == x.r.def && g.cards[id].aember > 0 {
				g.cards[id].aember--
				g.gain(x.Player, 1, SrcAbility)
				return
			}
		}
	}
}

// hoKeywordXText prints a keyword grant whose value is computed:
// "Ignitus gains splash-attack X, where X is the number of exhausted
// creatures."
func hoKeywordXText(st *Static, name, t string) string {
	x := "X"
	switch st.Per.Q {
	case CountOf:
		x += ", where X is the number of " + targetNoun(&st.Per.Of, name, true)
	case DamageOnThis:
		x += ", where X is the amount of damage on " + name
	}
	return upperFirst(t) + " " + verbFor(&st.To, "gain", "gains") + " " + string(st.KW) + " " + x + "."
}

// hoExaltThat exalts each card the steps before chose.
func hoExaltThat(x *Ctx) {
	for _, id := range x.r.that[:x.r.nThat] {
		x.g.exalt(id)
	}
}

// hoKeepFirst keeps, of the cards the steps before chose, the first: "the
// friendly creature exalted in this way".
func hoKeepFirst(x *Ctx) { x.r.nThat = min(x.r.nThat, 1) }

// hoDestroyEachCountMutants destroys each creature; the Mutant creatures
// destroyed are "this way"'s count (Redeem the Crucible).
func hoDestroyEachCountMutants(x *Ctx) {
	g := x.g
	var mutants []int16
	for pl := range g.p {
		for _, id := range g.p[pl].line {
			if g.def(id).HasTrait("mutant") || g.hiHasTrait(id, "mutant") {
				mutants = append(mutants, id)
			}
		}
	}
	g.destroyEach(func(int16) bool { return true })
	n := 0
	for _, id := range mutants {
		if g.cards[id].zone != ZoneBattleline {
			n++
		}
	}
	x.r.did, x.r.done = n > 0, int16(n)
}

// hoPurgeSelf purges the action card resolving.
func hoPurgeSelf(x *Ctx) {
	if z := x.g.cards[max(x.Self, 0)].zone; x.Self >= 0 && (z == ZoneResolving || z == ZoneDiscard) {
		x.g.moveInst(x.Self, ZonePurged)
	}
}

// hoStealIcons steals 1A for each A bonus icon on the card the step before
// chose (Outnegotiate).
func hoStealIcons(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	n := 0
	for _, b := range x.g.hgIconsOf(x.r.that[0]) {
		if b == BonusAmber {
			n++
		}
	}
	if n > 0 {
		x.g.steal(x.Player, n)
	}
}

// hoAmbassadorLiu resolves Ambassador Liu's effect for the house of the
// card the step before discarded.
func hoAmbassadorLiu(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	switch g.def(x.r.that[0]).House {
	case "dis", "shadows":
		g.steal(x.Player, 1)
	case "logos", "untamed":
		g.gain(x.Player, 2, SrcAbility)
	case "sanctum", "saurian":
		g.capture(x.Self, 3)
	}
}

// hoCountsReaps reports whether a card of the game asks how many
// creatures reaped this turn (hfReaped keeps the count only then).
func (g *Game) hoCountsReaps() bool { return g.hasStatic(hoCountsReap) }

// hoUsedCreatures is how many creatures pl used this turn (counted in
// games with a card that asks: hiNoteUse).
func (g *Game) hoUsedCreatures(pl int8) int {
	n := 0
	for _, l := range g.lasting {
		if l.kind == hiLastUsed && l.player == pl && l.card >= 0 && g.def(l.card).Type.IsCreature() {
			n++
		}
	}
	return n
}

// hoExhaustHouse exhausts each creature in play of house h.
func (g *Game) hoExhaustHouse(h House) {
	for pl := range g.p {
		for _, id := range g.p[pl].line {
			if g.houseOf(id) == h {
				g.readyOrExhaust(id, false)
			}
		}
	}
}
