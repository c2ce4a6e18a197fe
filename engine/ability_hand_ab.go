package engine

import (
	"slices"
	"strconv"
)

// Batch AB's closures, kinds and hooks (prefix ab; issue 16). Its numbers:
// lasting kinds 70–79, constant kinds 190–201, trigger bits 46–48, filter
// bits 42, 44, 45, quantities 23–26, conditions 30–34, ops 87–91.

// abOnShuffledDiscard: "After you shuffle your discard pile into your
// deck, …" (Sabira the Medium): a draw from an empty deck, or an ability,
// shuffling a discard pile that holds cards (trigger bit 47).
const abOnShuffledDiscard Trigger = 1 << 47

// abShuffledDiscard fires abOnShuffledDiscard for player pl's cards, after
// n cards of pl's discard pile were shuffled into pl's deck.
func (g *Game) abShuffledDiscard(pl int8, n int) {
	if n > 0 && g.triggers&abOnShuffledDiscard != 0 {
		g.fireFor(pl, abOnShuffledDiscard, -1)
	}
}

// abTriggerLead prints the triggers of batch AB ("" for another).
func abTriggerLead(a *Ability) string {
	switch {
	case a.On&abOnReadied != 0:
		return abReadiedLead(a)
	case a.On&abOnShuffledDiscard != 0:
		return "After you shuffle your discard pile into your deck"
	case a.On&abOnDestroyedFighting != 0:
		return "After an enemy creature is destroyed while fighting"
	}
	return ""
}

// abReadierDiscardsTop is "discard the top card of their deck" of the
// player who readied: the active player (readied.go).
func abReadierDiscardsTop(x *Ctx) {
	pl := x.g.active
	x.g.moveTop(pl, min(1, x.g.p[pl].deckSize()), false)
}

// abExtraDraw: "While your blue key is forged, you draw 2 additional
// cards during your “draw cards” step." (Scheming Expertise): Who draws N
// cards after refilling their hand, while If holds (constant kind 193).
const abExtraDraw StaticKind = 193

// abDrawExtra draws the additional cards of player pl's "draw cards" step.
func (g *Game) abDrawExtra(pl int8) {
	if n := g.abStaticSum(abExtraDraw, pl, KeyAny); n > 0 {
		g.draw(pl, n)
	}
}

// abStaticText prints batch AB's constant abilities of this file.
func abStaticText(st *Static, name string) (string, bool) {
	if s, ok := abTreasureText(st, name); ok {
		return s, true
	}
	if st.Is == PowerBonus && st.Per != nil && st.Per.Q == abNeighborsPower {
		return "X is the combined power of " + name + "’s non-Changeling neighbors.", true
	}
	if st.Is == abLocksHouses {
		return "Your opponent cannot use cards that match the house of any faceup card under " + name + ".", true
	}
	if st.Is == abCapturesReaped {
		return "After a player gains A by reaping, a creature they do not control captures that A.", true
	}
	if st.Is == abDiscardsHandAtDraw {
		return "At the start of your “draw cards” step, discard your hand.", true
	}
	if st.Is != abExtraDraw {
		return "", false
	}
	s := "you draw " + strconv.Itoa(st.N) + " additional cards during your “draw cards” step."
	if st.If.Is != Always {
		return "While " + condText(&st.If, name) + ", " + s, true
	}
	return upperFirst(s), true
}

// abOnDestroyedFighting: "After an enemy creature is destroyed while
// fighting, …" (The Colosseum): fired for every card once a fight's
// creatures that died in it have left play, once for each of them (Trig:
// the creature, now out of play; trigger bit 48). The closure reads
// whether it was an enemy's (its owner: out of play, a card is its
// owner's again).
const abOnDestroyedFighting Trigger = 1 << 48

// abFightDeaths fires abOnDestroyedFighting for each creature a fight
// that has just resolved destroyed (fight_deaths.go).
func (g *Game) abFightDeaths(dead fightDeaths) {
	if g.triggers&abOnDestroyedFighting == 0 {
		return
	}
	for _, id := range dead.id[:dead.n] {
		g.fireAll(abOnDestroyedFighting, id)
	}
}

// abGloryIfEnemy puts a glory counter on the ability's card when the
// creature destroyed fighting (the trigger's) was an enemy's.
func abGloryIfEnemy(x *Ctx) {
	if t := x.r.trig; t >= 0 && x.g.cards[t].owner != x.Player {
		x.g.hsAddCounters(x.Self, "glory", 1)
	}
}

// abColosseum is The Colosseum's "Omni: If there are 6 or more glory
// counters on The Colosseum, remove 6 and forge a key at current cost."
func abColosseum(x *Ctx) {
	g := x.g
	if g.hsCounters(x.Self, "glory") < 6 {
		return
	}
	g.hsAddCounters(x.Self, "glory", -6)
	if cost := g.keyCost(x.Player); g.adMayForge(x.Player, cost) {
		g.forge(x.Player, KeyAny, cost)
	}
}

// abRedacted is [REDACTED]'s: 1A from the common supply onto it; with 4
// or more on it, it is sacrificed and a key forged at no cost. (Æmber on
// an artifact goes back to the common supply, as Sample 42-C's.)
func abRedacted(x *Ctx) {
	g := x.g
	c := &g.cards[x.Self]
	if !c.zone.InPlay() {
		return
	}
	c.aember++
	if c.aember < 4 {
		return
	}
	c.aember = 0
	g.destroy(x.Self)
	g.sweep()
	hrForgeFree(x)
}

// abSameTypeAsThat is a target filter: "of the same type as the discarded
// card": the type of the first card the last step acted on (Aurascope;
// filter bit 42).
const abSameTypeAsThat Filter = 1 << 42

// abSameType keeps the candidates of the type of the card the last step
// acted on (none when it acted on none).
func (g *Game) abSameType(cands []int16, r *run) []int16 {
	k := 0
	for _, id := range cands {
		if r.nThat > 0 && g.def(id).Type == g.def(r.that[0]).Type {
			cands[k] = id
			k++
		}
	}
	return cands[:k]
}

// abFilterText prints this batch's filters.
func abFilterText(f Filter) string {
	if f&abSameTypeAsThat != 0 {
		return " of the same type as that card"
	}
	if f&abOfChosenPlayer != 0 {
		return " controlled by that player"
	}
	if f&abActiveControls != 0 {
		return " they control"
	}
	return ""
}

// abOfChosenPlayer is a target filter: "controlled by that player", the
// player a ChosenPlayer step chose (Soul Exchange; filter bit 44).
const abOfChosenPlayer Filter = 1 << 44

// abChosenPlayers keeps the candidates the chosen player controls.
func (g *Game) abChosenPlayers(cands []int16, r *run) []int16 {
	k := 0
	for _, id := range cands {
		if r.chosen > 0 && g.cards[id].controller == r.chosen-1 {
			cands[k] = id
			k++
		}
	}
	return cands[:k]
}

// abChoosePlayer reads the player the log's choose line names, as a
// ChosenPlayer step does (a closure is called before step1 reads it); it
// reports false when the step waits for the line.
func abChoosePlayer(x *Ctx) bool {
	if x.r.chosen == 0 && !x.g.g3ChoosePlayer(x.r) {
		hgWait(x)
		return false
	}
	return true
}

// abChoosePlayerStep is a step that only chooses the player: "Choose a
// player."
func abChoosePlayerStep(x *Ctx) { abChoosePlayer(x) }

// abTopCreatureToHand returns the topmost creature of the chosen
// player's discard pile to their hand (Soul Exchange).
func abTopCreatureToHand(x *Ctx) {
	g := x.g
	if !abChoosePlayer(x) {
		return
	}
	d := g.p[g3Chosen(x.r)].discard
	for i := len(d) - 1; i >= 0; i-- {
		if g.def(d[i]).Type.IsCreature() {
			g.moveInst(d[i], ZoneHand)
			return
		}
	}
}

// abToTreasureIsland is "Move 1A from your pool to Treasure Island." of
// the ability Treasure Island gives a creature: the giver is the first
// such card (def x.r.def, the giver's) its controller has in play.
func abToTreasureIsland(x *Ctx) {
	g := x.g
	for _, id := range g.p[x.Player].arts {
		if g.cards[id].def == x.r.def && g.p[x.Player].aember > 0 {
			g.p[x.Player].aember--
			g.cards[id].aember++
			g.emit(Event{Kind: EvStatus, Player: x.Player, Card: g.def(id).ID, N: 1, Other: "aember from pool"})
			return
		}
	}
}

// abPutFourOnThis is "Put 4A on <this> from the common supply."
func abPutFourOnThis(x *Ctx) {
	if c := &x.g.cards[x.Self]; c.zone.InPlay() {
		c.aember += 4
		x.g.emit(Event{Kind: EvStatus, Player: x.Player, Card: x.g.def(x.Self).ID, N: 4, Other: "aember placed"})
	}
}

// The treasures' constant kinds (batch AB's range): a triggered ability
// of theirs whose event is a count of the turn, read where the engine
// counts it, is a constant ability the hook looks for.
const (
	// abPaysOnSixthPlay: "After a player plays their 6th card in a turn,
	// if <this> is ready, move each A from <this> to that player's pool."
	// (Ruins of Archonis; read by abAfterPlay.)
	abPaysOnSixthPlay StaticKind = 194
	// abPaysOnSixDeaths: "After 6 or more creatures are destroyed in a
	// turn, if <this> is ready, move each A from <this> to the active
	// player's pool." (Dead Man's Chest; read by abCreaturesDestroyed.)
	abPaysOnSixDeaths StaticKind = 195
)

// abLastDeaths counts the creatures destroyed this turn (n), in games with
// Dead Man's Chest.
const abLastDeaths lastKind = 71

// abPayOut moves each A on the ready cards with constant ability k to
// player pl's pool.
func (g *Game) abPayOut(k StaticKind, pl int8) {
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		c := &g.cards[id]
		if g.staticOf(id, k) == nil || c.has(flExhausted) || c.aember == 0 {
			continue
		}
		n := int(c.aember)
		c.aember = 0
		g.gain(pl, n, SrcAbility)
	}
}

// abAfterPlay pays out the Ruins of Archonis after the active player's
// 6th card played this turn.
func (g *Game) abAfterPlay() {
	if g.hasStatic(abPaysOnSixthPlay) && g.plays == 6 {
		g.abPayOut(abPaysOnSixthPlay, g.active)
	}
}

// abCreaturesDestroyed counts the creatures among doomed (destroyed
// together, still on their battlelines) and pays out the Dead Man's
// Chests once the turn's count reaches 6.
func (g *Game) abCreaturesDestroyed(doomed []int16) {
	if !g.hasStatic(abPaysOnSixDeaths) {
		return
	}
	n := 0
	for _, id := range doomed {
		if g.cards[id].zone == ZoneBattleline {
			n++
		}
	}
	if n == 0 {
		return
	}
	total := n
	found := false
	for i := range g.lasting {
		if l := &g.lasting[i]; l.kind == abLastDeaths && l.until == g.turn {
			l.n += n
			total, found = l.n, true
		}
	}
	if !found {
		g.addLasting(lasting{kind: abLastDeaths, player: g.active, card: -1, source: -1, n: n, until: g.until(UntilTurnEnd)})
	}
	if total >= 6 {
		g.abPayOut(abPaysOnSixDeaths, g.active)
	}
}

// abTreasureText prints the treasures' constant abilities.
func abTreasureText(st *Static, name string) (string, bool) {
	switch st.Is {
	case abPaysOnSixthPlay:
		return "After a player plays their 6th card in a turn, if " + name + " is ready, move each A from " + name + " to that player's pool.", true
	case abPaysOnSixDeaths:
		return "After 6 or more creatures are destroyed in a turn, if " + name + " is ready, move each A from " + name + " to the active player's pool.", true
	}
	return "", false
}

// abMoreSteps is how many steps beyond one a "For each …" at step at
// repeats (the steps before a DoRepeat whose N reaches back to the one
// after it: "For each creature exhausted this way, stun and exalt a
// creature", SGS Illuminator): hdForEach skips them all when the count
// is 0.
func abMoreSteps(steps []Clause, at uint8) uint8 {
	for j := int(at) + 2; j < len(steps); j++ {
		if steps[j].Do == DoRepeat {
			if n := steps[j].N; n > 1 && j-n == int(at)+1 {
				return uint8(n - 1)
			}
			return 0
		}
	}
	return 0
}

// abActiveControls is a target filter: "a creature they control", of the
// active player ("At the start of each player's turn, they must choose a
// creature they control": General Order 24; filter bit 45).
const abActiveControls Filter = 1 << 45

// abActivesOnly keeps the candidates the active player controls.
func (g *Game) abActivesOnly(cands []int16) []int16 {
	k := 0
	for _, id := range cands {
		if g.cards[id].controller == g.active {
			cands[k] = id
			k++
		}
	}
	return cands[:k]
}

// abOrder24Empty destroys General Order 24 when the active player has no
// creatures in play ("… destroy General Order 24 instead").
func abOrder24Empty(x *Ctx) {
	if len(x.g.p[x.g.active].line) == 0 {
		x.g.destroy(x.Self)
		x.g.sweep()
	}
}

// abDestroyHouseOfThat destroys each creature of the house of the card
// the last step chose (General Order 24).
func abDestroyHouseOfThat(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	h := g.houseOf(x.r.that[0])
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if g.cards[id].zone == ZoneBattleline && g.houseOf(id) == h {
			g.destroy(id)
		}
	}
	g.sweep()
}

// abDiscardsHandAtDraw: "At the start of your “draw cards” step, discard
// your hand." (Curse of Spontaneity, under its controller's control by
// treachery; constant kind 196, read by abDrawStepStart.)
const abDiscardsHandAtDraw StaticKind = 196

// abDrawStepStart resolves what happens at the start of player pl's "draw
// cards" step.
func (g *Game) abDrawStepStart(pl int8) {
	if g.hasStatic(abDiscardsHandAtDraw) && g.controlsStatic(pl, abDiscardsHandAtDraw) {
		g.discardHand(pl)
	}
}

// abCreaturesOnDecks puts each creature on top of its owner's deck, in an
// order no log says (Mælstrom: "in a random order"): each is one of its
// owner's deck's unknown cards, and the deck's known top is forgotten (it
// lies under them now). A ward is spent instead, as for any move.
func abCreaturesOnDecks(x *Ctx) {
	g := x.g
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if g.cards[id].zone == ZoneBattleline {
			g.moveInst(id, ZoneUnknown)
		}
	}
}

// abNotesFights marks a game with a card that reads the creature a fight
// attacked (Smite): only such games note it (constant kind 197, a marker).
const abNotesFights StaticKind = 197

// abLastAttacked notes the creature attacker source last attacked this
// turn, and its neighbors then: n is (it+1)<<32 | (left+1)<<16 |
// (right+1), none of them the entry's card, so that it outlasts them
// leaving play.
const abLastAttacked lastKind = 72

// abReadsFights reports whether script s reads the creature attacked.
func abReadsFights(s *Script) bool { return s.ID == "smite" }

// abNoteFight notes that att attacks def, in a game that reads it.
func (g *Game) abNoteFight(att, def int16) {
	if !g.hasStatic(abNotesFights) {
		return
	}
	left, right := int16(-1), int16(-1)
	line := g.p[g.cards[def].controller].line
	if i := indexOf(line, def); i >= 0 {
		if i > 0 {
			left = line[i-1]
		}
		if i+1 < len(line) {
			right = line[i+1]
		}
	}
	n := int(def+1)<<32 | int(left+1)<<16 | int(right+1)
	for i := range g.lasting {
		if l := &g.lasting[i]; l.kind == abLastAttacked && l.source == att {
			l.n, l.until = n, g.until(UntilTurnEnd)
			return
		}
	}
	g.addLasting(lasting{kind: abLastAttacked, player: g.cards[att].controller, card: -1, source: att, n: n, until: g.until(UntilTurnEnd)})
}

// abAttackedNeighbors deals n damage to each neighbor of the creature the
// card the last step used attacked: its neighbors now, or, when it left
// play in the fight, those it had when attacked (Smite).
func abAttackedNeighbors(n int) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		if x.r.nThat == 0 {
			return
		}
		att := x.r.that[0]
		for _, l := range g.lasting {
			if l.kind != abLastAttacked || l.source != att {
				continue
			}
			def := int16(l.n>>32) - 1
			var hit []int16
			if g.cards[def].zone == ZoneBattleline {
				line := g.p[g.cards[def].controller].line
				for _, id := range line {
					if g.neighbors(id, def) {
						hit = append(hit, id)
					}
				}
			} else {
				for _, id := range [2]int16{int16(l.n>>16&0xffff) - 1, int16(l.n&0xffff) - 1} {
					if id >= 0 && g.cards[id].zone == ZoneBattleline {
						hit = append(hit, id)
					}
				}
			}
			for _, id := range hit {
				g.damage(id, n, false)
			}
			g.sweep()
			return
		}
	}
}

// abNeighborsPower is a quantity: the combined power of the non-Changeling
// neighbors of the card a constant ability applies to ("X is the combined
// power of Picaroon’s non-Changeling neighbors": Picaroon's power is X;
// quantity 23). A Changeling neighbor is left out, so that two Picaroons
// side by side do not read each other.
const abNeighborsPower Quantity = 23

// abQuantity reads this batch's quantities.
func (g *Game) abQuantity(a *Amount, r *run) int {
	id := r.trig
	if a.Q != abNeighborsPower || id < 0 || g.cards[id].zone != ZoneBattleline {
		return 0
	}
	n := 0
	for _, nb := range g.p[g.cards[id].controller].line {
		if g.neighbors(nb, id) && !slices.Contains(g.def(nb).Traits, "changeling") {
			n += g.power(nb)
		}
	}
	return n
}

// abKnightapulted: "The next time a friendly creature enters play this
// turn, you may have it enter anywhere in your battleline, ready."
// (Knightapult; lasting kind 73, spent by that creature.)
const abLastKnightapult lastKind = 73

// abKnightapult spends player pl's Knightapult, if any, for a creature
// entering play: it enters ready, and where the log places it.
func (g *Game) abKnightapult(pl int8) bool {
	for i, l := range g.lasting {
		if l.kind == abLastKnightapult && l.player == pl {
			g.lasting = append(g.lasting[:i], g.lasting[i+1:]...)
			g.noteLasting()
			return true
		}
	}
	return false
}

// abNextEntersAnywhere is Knightapult's action.
func abNextEntersAnywhere(x *Ctx) {
	x.g.addLasting(lasting{kind: abLastKnightapult, player: x.Player, card: -1, until: x.g.until(UntilTurnEnd), source: x.Self})
}

// abDarkDiscovery is Dark Discovery's "Name 2 cards. Discard the bottom 2
// cards of your opponent's deck. If they are the named cards, purge Dark
// Discovery and forge a key at no cost.": the choose line names the two
// cards, then the two discarded (the deck is hidden; hsBottomCard).
func abDarkDiscovery(x *Ctx) {
	g := x.g
	if hgAwait(x) {
		return
	}
	var named [2]string
	for i := range named {
		ref, ok := g.ans.nextCard()
		if !ok {
			x.missingChoice("which cards were named")
			return
		}
		named[i] = ref.ID
	}
	var got []string
	for range 2 {
		if id := hsBottomCard(x, x.Opponent()); id >= 0 {
			got = append(got, g.def(id).ID)
		}
	}
	if len(got) == 2 && (got[0] == named[0] && got[1] == named[1] || got[0] == named[1] && got[1] == named[0]) {
		g.moveInst(x.Self, ZonePurged)
		hrForgeFree(x)
	}
}

// abTectonicShift is Tectonic Shift's "Divide each player’s battleline in
// half as evenly as possible without changing the order of creatures. For
// each battleline, destroy each creature in one of the halves.": the
// choose line names the creatures destroyed, both battlelines' (`choose
// none` for nothing, a battleline of 1 creature whose empty half is
// chosen). The creatures of each battleline named must be one of its
// halves: the leftmost or the rightmost n/2 of its n creatures, rounded
// either way; another choice is flagged, and destroyed as named.
func abTectonicShift(x *Ctx) {
	g := x.g
	if len(g.p[0].line)+len(g.p[1].line) == 0 || hgAwait(x) {
		return
	}
	var named []int16
	for {
		ref, ok := g.ans.nextCard()
		if !ok {
			break
		}
		id := g.findInPlay(ref, x.Player)
		for id >= 0 && slices.Contains(named, id) { // a second copy named
			ref.Copy = max(ref.Copy, 1) + 1
			id = g.findInPlay(ref, x.Player)
		}
		if id < 0 || g.cards[id].zone != ZoneBattleline {
			g.violate("effect-target", x.Player, "Tectonic Shift: %s is no creature in play", g.refName(ref))
			continue
		}
		named = append(named, id)
	}
	g.ans.nextWord() // "none"
	for pl := range g.p {
		if line := g.p[pl].line; !abIsHalf(line, named) {
			g.violate("effect-target", x.Player, "Tectonic Shift: the creatures named are not half of %s's battleline", g.p[pl].name)
		}
	}
	for _, id := range named {
		g.destroy(id)
	}
	g.sweep()
}

// abIsHalf reports whether the cards of line among named are one of its
// halves (as evenly as possible, order kept).
func abIsHalf(line, named []int16) bool {
	var mine []int16
	for _, id := range line {
		if slices.Contains(named, id) {
			mine = append(mine, id)
		}
	}
	n, k := len(line), len(mine)
	if k != n/2 && k != (n+1)/2 {
		return false
	}
	return slices.Equal(mine, line[:k]) || slices.Equal(mine, line[n-k:])
}

// abCapturesReaped marks Widespread Corruption's "After a player gains A
// by reaping, a creature they do not control captures that A." (constant
// kind 198): the engine resolves the card's untriggered ability (On 0)
// after each gain by reaping, with that player's opponent as the chosen
// player (the creature is theirs: filter abOfChosenPlayer) and the amount
// gained as what the last step did (Per DoneThisWay).
const abCapturesReaped StaticKind = 198

// abReapGained resolves the Widespread Corruptions after player pl gained
// n Æmber by reaping.
func (g *Game) abReapGained(pl int8, n int) {
	if !g.hasStatic(abCapturesReaped) || n <= 0 {
		return
	}
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if g.staticOf(id, abCapturesReaped) == nil {
			continue
		}
		s := g.scriptOf(id)
		for i := range s.Abilities {
			if s.Abilities[i].On == 0 {
				g.resolve(run{def: g.cards[id].def, src: id, ab: uint8(i), player: g.cards[id].controller, trig: -1, chosen: other(pl) + 1, done: int16(n)})
			}
		}
	}
}

// abLocksHouses: "Your opponent cannot use cards that match the house of
// any faceup card under <this>." (Soul Lock; constant kind 199, read by
// abRestricted.)
const abLocksHouses StaticKind = 199

// abRestricted is the card that forbids the active player to use card id
// (verb a use: reap, fight, action, omni), -1 when none: an enemy Soul
// Lock with a faceup card of id's house under it.
func (g *Game) abRestricted(verb Verb, id int16) int16 {
	if !g.hasStatic(abLocksHouses) || verb == VerbPlay {
		return -1
	}
	h := g.houseOf(id)
	for _, src := range g.p[other(g.active)].arts {
		if g.staticOf(src, abLocksHouses) == nil {
			continue
		}
		for _, l := range g.lasting {
			if l.kind == lastUnder && l.source == src && l.n == 1 && g.def(l.card).House == h {
				return src
			}
		}
	}
	return -1
}

// abDiscardUnder discards every card under the ability's card.
func abDiscardUnder(x *Ctx) {
	var buf [16]int16
	for _, id := range x.g.hsUnder(x.Self, buf[:0]) {
		x.g.hsUnderTo(id, ZoneDiscard)
	}
}

// abThatUnderFaceup puts the card the step before chose faceup under the
// ability's card.
func abThatUnderFaceup(x *Ctx) {
	if x.r.nThat > 0 {
		x.r.did = x.g.hsUnderFromPlay(x.Self, x.r.that[0], true)
	}
}

// abCrazyKillingMachine is Crazy Killing Machine's "Discard the top card
// of each player’s deck. For each of those cards, destroy a creature or
// artifact of that card’s house, if able. If 2 cards are not destroyed as
// a result of this, destroy Crazy Killing Machine.": the choose line names
// the top cards (its controller's, then the opponent's), then the card
// destroyed for each, when more than one could be.
func abCrazyKillingMachine(x *Ctx) {
	g := x.g
	if hgAwait(x) {
		return
	}
	var houses []House
	for _, pl := range [2]int8{x.Player, x.Opponent()} {
		if id := abDiscardNamedTop(x, pl); id >= 0 {
			houses = append(houses, g.def(id).House)
		}
	}
	destroyed := 0
	for _, h := range houses {
		if id := abPickOfHouse(x, h); id >= 0 {
			g.destroy(id)
			g.sweep()
			if !g.cards[id].zone.InPlay() {
				destroyed++
			}
		}
	}
	if destroyed < 2 {
		g.destroy(x.Self)
		g.sweep()
	}
}

// abDiscardNamedTop discards the top card of player pl's deck, the one the
// choose line names (hdDiscardStep's rules), and reports it (-1: none, or
// unnamed).
func abDiscardNamedTop(x *Ctx, pl int8) int16 {
	g := x.g
	if g.p[pl].deckSize() == 0 {
		return -1
	}
	ref, named := g.ans.nextCard()
	id := int16(-1)
	if named {
		id = g.hdTopCopy(pl, ref)
	}
	if id < 0 {
		if named {
			g.violate("card-not-available", pl, "%s cannot be on top of %s's deck", g.refName(ref), g.p[pl].name)
		} else {
			x.missingChoice("which card was on top of the deck")
		}
		g.hdDiscardUnnamed(pl, named)
		return -1
	}
	g.detach(id, ZoneDeck)
	g.put(id, ZoneDiscard)
	g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID, Other: "deck"})
	return id
}

// abPickOfHouse is the creature or artifact in play of house h to destroy:
// the only one, else the one the choose line names; -1 when none.
func abPickOfHouse(x *Ctx, h House) int16 {
	g := x.g
	var cands []int16
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if c := g.cards[id]; (c.zone == ZoneBattleline || c.zone == ZoneArtifacts) && g.houseOf(id) == h {
			cands = append(cands, id)
		}
	}
	switch {
	case len(cands) == 0:
		return -1
	case len(cands) == 1:
		return cands[0]
	}
	ref, ok := g.ans.nextCard()
	if !ok {
		x.missingChoice("which card was destroyed")
		return cands[0]
	}
	return g.answerCard(ref, cands, x.r)
}

// abShardOfChange is Shard of Change's "For each friendly Shard, you may
// swap a card from your hand with a card of the same type in your discard
// pile.": the choose line names the pairs, a card of the hand then one of
// the discard pile, as many as there are friendly Shards, or fewer (`no`).
func abShardOfChange(x *Ctx) {
	g := x.g
	pl := x.Player
	shards := 0
	for _, list := range [2][]int16{g.p[pl].line, g.p[pl].arts} {
		for _, id := range list {
			if slices.Contains(g.def(id).Traits, "shard") {
				shards++
			}
		}
	}
	if shards == 0 || hgAwait(x) {
		return
	}
	for range shards {
		ref, ok := g.ans.nextCard()
		if !ok {
			break // "no": no more swaps
		}
		dref, dok := g.ans.nextCard()
		h, hok := int16(-1), false
		if def := g.defIndex(ref.ID); def >= 0 {
			h, hok = g.fromHand(pl, def)
		}
		d := abInDiscard(g, pl, dref)
		if !hok || h < 0 || !dok || d < 0 || g.def(d).Type != g.def(h).Type {
			g.violate("effect-target", pl, "Shard of Change: %s and %s are no card of the hand and one of the same type in the discard pile", g.refName(ref), g.refName(dref))
			break
		}
		g.takeFromHand(h)
		g.put(h, ZoneDiscard)
		g.detach(d, ZoneDiscard)
		g.put(d, ZoneHand)
	}
	g.ans.nextWord() // "no"
}

// abInDiscard is the topmost card of player pl's discard pile ref names,
// -1 when none.
func abInDiscard(g *Game, pl int8, ref CardRef) int16 {
	def := g.defIndex(ref.ID)
	d := g.p[pl].discard
	for i := len(d) - 1; i >= 0; i-- {
		if g.cards[d[i]].def == def {
			return d[i]
		}
	}
	return -1
}

// abMakeStooge makes a Stooge, whatever the deck's token creature (The
// Long Con).
func abMakeStooge(x *Ctx) { x.g.makeToken(x.Player, CardRef{ID: "stooge"}) }

// abLongCon: with 6 or more Stooges destroyed by the step before (its
// count: "this way"), its controller forges a key at no cost and The Long
// Con is purged.
func abLongCon(x *Ctx) {
	if x.r.done < 6 {
		return
	}
	hrForgeFree(x)
	x.g.moveInst(x.Self, ZonePurged)
}

// abCaptureAll captures all the opponent's A, distributed among the
// creatures the step before chose (Sirs Colossus; heCaptureAllBut).
func abCaptureAll(x *Ctx) { heCaptureAllBut(x, 0) }

// abSirsColossus are both halves of Sirs Colossus's abilities (the top
// half in play resolves them, as Deusillus's).
var abSirsColossus = []Ability{
	{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Count: UpTo, N: heAnyNumber, Side: Friendly}, If: Cond{Is: IfAember, Who: Opponent, Cmp: AtLeast, N: 1}},
		{Do: DoGo, Say: "Capture all your opponent’s A, distributed among them.", Go: abCaptureAll},
	}},
	{On: OnFight, Steps: []Clause{{Do: DoRemoveAember, To: Target{Side: Friendly}}}},
}

// abFilters are this batch's target filters.
const abFilters = abSameTypeAsThat | abOfChosenPlayer | abActiveControls

// abFilter keeps the candidates that pass this batch's filters of t.
func (g *Game) abFilter(t *Target, r *run, dst []int16) []int16 {
	if t.Is&abSameTypeAsThat != 0 {
		dst = g.abSameType(dst, r)
	}
	if t.Is&abOfChosenPlayer != 0 {
		dst = g.abChosenPlayers(dst, r)
	}
	if t.Is&abActiveControls != 0 {
		dst = g.abActivesOnly(dst)
	}
	return dst
}
