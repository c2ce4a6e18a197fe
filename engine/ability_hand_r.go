package engine

// Closures and helpers of batch R (scripts_hand_r.go); the turn history
// they read is turn_history.go.

// Conditions the batch's cards share.
var (
	hrFoughtThisTurn = Cond{Is: hrIfFought, Cmp: AtLeast, N: 1}
	hrForgedThisTurn = Cond{Is: hrIfForged, Cmp: AtLeast, N: 1}
	hrOppForgedLast  = Cond{Is: hrIfForged, Who: Opponent, Cmp: AtLeast, N: 1}
)

// hrCannotUse is "<t> cannot be used" while cond holds: no reap, fight or
// action, by either player.
func hrCannotUse(t Target, cond Cond) []Static {
	return []Static{
		{Is: Cannot, Verb: VerbReap, Who: EachPlayer, To: t, If: cond},
		{Is: Cannot, Verb: VerbFight, Who: EachPlayer, To: t, If: cond},
		{Is: Cannot, Verb: VerbAction, Who: EachPlayer, To: t, If: cond},
	}
}

// hrOverrun is Overrun's "If 3 or more enemy creatures have been destroyed
// this turn, your opponent loses 2A."
func hrOverrun(x *Ctx) {
	if x.g.hrThisTurn(histDestroyed, x.Opponent(), nil) >= 3 {
		x.g.lose(x.Opponent(), 2, SrcAbility)
	}
}

// hrArchiveSelfIf is "If you <did act> this turn, archive <this card>."
func hrArchiveSelfIf(act histAct) func(x *Ctx) {
	return func(x *Ctx) {
		if x.g.hrThisTurn(act, x.Player, nil) > 0 {
			x.g.hjArchiveSelf(x)
		}
	}
}

// hrForgeFree is "forge a key at no cost".
func hrForgeFree(x *Ctx) {
	if x.g.adMayForge(x.Player, 0) {
		x.g.forge(x.Player, KeyAny, 0)
	}
}

// hrFirstMutantOwnerGains is Rack of Redemption's: the creature destroyed
// (the trigger's) is the turn's first Mutant destroyed, of either side.
func hrFirstMutantOwnerGains(x *Ctx) {
	t := x.r.trig
	if t < 0 {
		return
	}
	of := &Target{Trait: "mutant"}
	if x.g.hrThisTurn(histDestroyed, 0, of)+x.g.hrThisTurn(histDestroyed, 1, of) == 1 {
		x.g.gain(x.g.cards[t].owner, 1, SrcAbility)
	}
}

// hrTreasureMap is Treasure Map's "If you have not played any other cards
// this turn, gain 3A." (Its own play is the one noted.)
func hrTreasureMap(x *Ctx) {
	if x.g.hrThisTurn(histPlayed, x.Player, nil) <= 1 {
		x.g.gain(x.Player, 3, SrcAbility)
	}
}

// hrCardTypes are the types a "cannot play cards" forbids one by one.
var hrCardTypes = [...]CardType{TypeAction, TypeArtifact, TypeCreature, TypeUpgrade}

// hrNoPlaysThisTurn is "For the remainder of the turn, you cannot play
// cards.": batch H's restriction by type (hhLastNoType), for each type.
func hrNoPlaysThisTurn(x *Ctx) {
	for _, t := range hrCardTypes {
		x.g.addLasting(lasting{kind: hhLastNoType, player: x.Player, card: -1, text: string(t), until: x.g.turn, source: x.Self})
	}
}

// hrOppNoPlayOfThatType is "During your opponent's next turn, they cannot
// play cards of the purged card's type.": the restriction is the
// opponent's until the end of their next turn, and it binds only while
// they are active (hhNoPlay).
func hrOppNoPlayOfThatType(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	t := x.g.def(x.r.that[0]).Type
	if t == TypeTokenCreature {
		t = TypeCreature
	}
	x.g.addLasting(lasting{kind: hhLastNoType, player: x.Opponent(), card: -1, text: string(t), until: x.g.turn + 1, source: x.Self})
}

// hrUsesThisTurn is how many times card id was used this turn (the
// history's uses of that instance).
func (g *Game) hrUsesThisTurn(id int16) int {
	n := 0
	for j := range g.lasting {
		l := &g.lasting[j]
		if l.kind == hrLastHist && histAct(l.n) == histUsed && l.source == id && l.until == g.turn+1 {
			n++
		}
	}
	return n
}

// hrFirstUseReadyEnrage is Gladiodontus's "If this is the first time
// Gladiodontus has been used this turn, ready and enrage it."
func hrFirstUseReadyEnrage(x *Ctx) {
	id := x.Self
	if id < 0 || x.g.cards[id].zone != ZoneBattleline || x.g.hrUsesThisTurn(id) != 1 {
		return
	}
	x.g.readyOrExhaust(id, true)
	x.g.setStatus(id, EffEnrage)
}

// hrFirstCreatureReady is the constant ability "The first creature <Who
// You: you play; EachPlayer: played> each turn enters play ready."
const hrFirstCreatureReady StaticKind = 65

// hrFirstCreatureReady reports whether creature id, being played by the
// active player pl, is the first creature they played this turn and a card
// in play makes it enter ready (its controller's for Who You, any for
// EachPlayer).
func (g *Game) hrFirstCreatureReady(pl int8, id int16) bool {
	if !g.hasStatic(hrFirstCreatureReady) || g.cards[id].zone != ZoneResolving || g.hrThisTurn(histPlayed, pl, &Target{}) != 1 {
		return false
	}
	for side := range g.p {
		for _, list := range [2][]int16{g.p[side].line, g.p[side].arts} {
			for _, src := range list {
				if st := g.staticOf(src, hrFirstCreatureReady); st != nil && whoIs(st.Who, g.cards[src].controller, pl) {
					return true
				}
			}
		}
	}
	return false
}

// hrStaticText prints the constant abilities of this batch.
func hrStaticText(st *Static, name string) (string, bool) {
	switch st.Is {
	case hrFirstCreatureReady:
		if st.Who == You {
			return "The first creature you play each turn enters play ready.", true
		}
		return "The first creature played each turn enters play ready.", true
	case hrNoRightFlankPlays:
		return "Your opponent cannot play creatures on their right flank.", true
	case hrPlaysOneOf:
		h := HouseName(st.House)
		return "During each turn in which " + h + " is not your active house, you may play one " + h + " card.", true
	case hrEntersStunned:
		s := upperFirst(targetNoun(&st.To, name, true)) + " enter play stunned."
		if st.To.Side == Enemy {
			s = "Each enemy creature enters play stunned."
		}
		if st.If.Is != Always {
			s = "While " + condText(&st.If, name) + ", " + lowerFirst(s)
		}
		return s, true
	}
	return "", false
}

// hrEntersStunned is the constant ability "<To> creatures enter play
// stunned" (To's side is from its card's controller; If a condition):
// "Each enemy creature enters play stunned" (Viscount of Aerys, while
// its controller's yellow key is forged), "Non-Mars creatures enter play
// stunned" (Sonic Waver).
const hrEntersStunned StaticKind = 66

// hrStunOnEntry stuns creature id, entering pl's battleline, when a card
// in play says it enters play stunned.
func (g *Game) hrStunOnEntry(id int16, pl int8) {
	if !g.hasStatic(hrEntersStunned) {
		return
	}
	for side := range g.p {
		for _, list := range [2][]int16{g.p[side].line, g.p[side].arts} {
			for _, src := range list {
				st := g.staticOf(src, hrEntersStunned)
				if src == id || st == nil || !g.hrEntryMatches(&st.To, src, id, pl) || !g.staticHolds(st, src) {
					continue
				}
				g.setStatus(id, EffStun)
				return
			}
		}
	}
}

// hrEntryMatches reports whether creature id entering pl's battleline is
// one target t of card src's ability names: its side from src's
// controller, its house (or not that house).
func (g *Game) hrEntryMatches(t *Target, src, id int16, pl int8) bool {
	ctl := g.cards[src].controller
	switch {
	case t.Side == Enemy && pl == ctl, t.Side == Friendly && pl != ctl:
		return false
	case t.House != "" && g.ofHouse(id, t.House) == (t.Is&NotHouse != 0):
		return false
	}
	return true
}

// A key's colour: hrIfForged with Of naming a colour ("red", "blue",
// "yellow") is "Who's <colour> key is forged" (Cmp AtLeast 1; Equal 0:
// not forged), a state, not a deed of the history ("While your red key
// is forged, …": Corsair, Sir Lorcas, The Red Baron).
func hrKey(k KeyColor, who Who) Cond {
	return Cond{Is: hrIfForged, Who: who, Cmp: AtLeast, N: 1, Of: &Target{Name: k.String()}}
}

// hrKeyOf is the colour a key condition names, KeyAny for another
// condition.
func hrKeyOf(c *Cond) KeyColor {
	if c.Is != hrIfForged || c.Of == nil {
		return KeyAny
	}
	if k, ok := ParseKeyColor(c.Of.Name); ok {
		return k
	}
	return KeyAny
}

// hrKeyHolds evaluates a key condition for run r.
func (g *Game) hrKeyHolds(c *Cond, k KeyColor, r *run) bool {
	pl := r.player
	if c.Who == Opponent {
		pl = other(pl)
	}
	if pl != 0 && pl != 1 {
		return false
	}
	n := 0
	if g.p[pl].keys[k-1] {
		n = 1
	}
	return compare(n, c.Cmp, c.N)
}

// hrKeyText is the English of a key condition.
func hrKeyText(c *Cond, k KeyColor) string {
	whose := "your "
	if c.Who == Opponent {
		whose = "your opponent's "
	}
	if c.Cmp == Equal && c.N == 0 {
		return whose + k.String() + " key is not forged"
	}
	return whose + k.String() + " key is forged"
}

// hrSwapWithThat swaps this creature (the ability's card: the creature an
// upgrade's granted ability is about) with the creature the step before
// chose, on their controller's battleline.
func hrSwapWithThat(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 || x.Self < 0 || g.cards[x.Self].zone != ZoneBattleline {
		return
	}
	line := g.p[g.cards[x.Self].controller].line
	i, j := indexOf(line, x.Self), indexOf(line, x.r.that[0])
	if i >= 0 && j >= 0 {
		line[i], line[j] = line[j], line[i]
	}
}

// hrDrawIfAdjacent is Fila the Researcher's: the creature just played
// (the trigger's) is one of its neighbors.
func hrDrawIfAdjacent(x *Ctx) {
	g, t := x.g, x.r.trig
	if t < 0 || x.Self < 0 || g.cards[x.Self].zone != ZoneBattleline || g.cards[t].zone != ZoneBattleline {
		return
	}
	line := g.p[g.cards[x.Self].controller].line
	i, j := indexOf(line, x.Self), indexOf(line, t)
	if i >= 0 && j >= 0 && (i-j == 1 || j-i == 1) {
		g.draw(x.Player, 1)
	}
}

// hrFewestTakesControl is The Promised Blade's: the player with fewer
// creatures in play takes control of it (a tie changes nothing).
func hrFewestTakesControl(x *Ctx) {
	g := x.g
	if x.Self < 0 || g.cards[x.Self].zone != ZoneArtifacts {
		return
	}
	switch a, b := len(g.p[0].line), len(g.p[1].line); {
	case a < b:
		g.takeControl(0, x.Self)
	case b < a:
		g.takeControl(1, x.Self)
	}
}

// hrDestroyUpgrade destroys the upgrade id attached to the creature a
// granted ability is about (its "destroy Ransom").
func hrDestroyUpgrade(id string) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		for _, u := range g.upList {
			if g.cards[u].parent == x.Self && g.def(u).ID == id {
				g.destroy(u)
				g.sweep()
				return
			}
		}
	}
}

// hrLastUseOff is "you may use (verb: reap, fight with) up to n non-<house>
// creatures this turn" for player (n: the uses left, kw unused, text the
// verb's name or "" for any use).
const hrLastUseOff lastKind = 101

// hrMayUseOff is the step that gives its player that permission (verb 0:
// any use).
func hrMayUseOff(n int, h House, verb Verb) func(x *Ctx) {
	return func(x *Ctx) {
		v := ""
		if verb != 0 {
			v = useNames[verb]
		}
		x.g.addLasting(lasting{kind: hrLastUseOff, player: x.Player, card: -1, n: n, house: h, text: v, until: x.g.turn, source: x.Self})
	}
}

// hrUsePermit reports whether a permission of hrLastUseOff lets pl use
// creature id (not of the active house) with verb now, and spends one use
// of it.
func (g *Game) hrUsePermit(pl int8, id int16, verb Verb) bool {
	if len(g.lasting) == 0 || g.houseOf(id) == g.house || g.cards[id].zone != ZoneBattleline {
		return false
	}
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.kind != hrLastUseOff || l.player != pl || g.houseOf(id) == l.house || (l.text != "" && l.text != useNames[verb]) {
			continue
		}
		if l.n--; l.n <= 0 {
			g.lasting = append(g.lasting[:i], g.lasting[i+1:]...)
			g.noteLasting()
		}
		return true
	}
	return false
}

// Effects "during your opponent's next turn": lasting entries about a
// player that bind only on turn until, the turn after the one they were
// made on (the opponent's next, but for an extra turn).
const (
	hrLastLoseOnPlay  lastKind = 102 // player loses n A each time they play a card (Arcenomometer)
	hrLastKeyCostMars lastKind = 103 // player's keys cost +n for each Mars creature their opponent has in play (Envyx Glider)
	hrLastNoDamage    lastKind = 104 // player's creatures cannot be dealt damage (Lucky Dice; about the ability's controller)
)

// hrOnOppNextTurn is the step that makes such an effect of kind k: about
// the opponent, but Lucky Dice's about the player's own creatures.
func hrOnOppNextTurn(k lastKind) func(x *Ctx) {
	return func(x *Ctx) {
		pl := x.Opponent()
		if k == hrLastNoDamage {
			pl = x.Player
		}
		x.g.addLasting(lasting{kind: k, player: pl, card: -1, n: 1, until: x.g.turn + 1, source: x.Self})
	}
}

// hrNextTurnEffects sums n over the effects of kind k about pl that bind
// this turn.
func (g *Game) hrNextTurnEffects(k lastKind, pl int8) int {
	n := 0
	for _, l := range g.lasting {
		if l.kind == k && l.player == pl && l.until == g.turn {
			n += l.n
		}
	}
	return n
}

// hrAfterPlay makes the active player lose Æmber for the card they just
// played (Arcenomometer).
func (g *Game) hrAfterPlay() {
	if n := g.hrNextTurnEffects(hrLastLoseOnPlay, g.active); n > 0 {
		g.lose(g.active, n, SrcAbility)
	}
}

// hrKeyCostMars is what Envyx Glider's effects add to pl's key cost now:
// +n for each Mars creature pl's opponent has in play.
func (g *Game) hrKeyCostMars(pl int8) int {
	n := g.hrNextTurnEffects(hrLastKeyCostMars, pl)
	if n == 0 {
		return 0
	}
	mars := 0
	for _, id := range g.p[other(pl)].line {
		if g.houseOf(id) == "mars" {
			mars++
		}
	}
	return n * mars
}

// hrNoDamage reports whether Lucky Dice's effect keeps creature id from
// being dealt damage now.
func (g *Game) hrNoDamage(id int16) bool {
	c := &g.cards[id]
	return c.zone == ZoneBattleline && c.controller >= 0 && g.hrNextTurnEffects(hrLastNoDamage, c.controller) > 0
}

// hrPlaysOneOf is the constant ability "During each turn in which <House>
// is not your active house, you may play one <House> card." (Witch of the
// Wilds, Tangrant): one play a turn for each such card, noted spent by a
// lasting entry of kind hrLastPlayedOne about it.
const hrPlaysOneOf StaticKind = 67

// hrLastPlayedOne notes that card source's hrPlaysOneOf was spent this
// turn.
const hrLastPlayedOne lastKind = 105

// hrHousePlayBy is the card of pl in play whose hrPlaysOneOf lets them
// play card id now (its house not the active one), -1 when none.
func (g *Game) hrHousePlayBy(pl int8, id int16) int16 {
	if !g.hasStatic(hrPlaysOneOf) {
		return -1
	}
	h := g.houseOf(id)
	for _, src := range g.p[pl].line {
		if st := g.staticOf(src, hrPlaysOneOf); st == nil || st.House != h || g.house == h || g.hrSpent(src) {
			continue
		}
		return src
	}
	return -1
}

// hrSpent reports whether card src's one play was spent this turn.
func (g *Game) hrSpent(src int16) bool {
	for _, l := range g.lasting {
		if l.kind == hrLastPlayedOne && l.source == src {
			return true
		}
	}
	return false
}

// hrHousePlay reports whether such a card lets pl play card id now.
func (g *Game) hrHousePlay(pl int8, id int16) bool { return g.hrHousePlayBy(pl, id) >= 0 }

// hrSpendHousePlay spends the permission that lets pl play card id, if
// one of hrPlaysOneOf does (reporting so), rather than a card's "one card
// not of the active house" (offHouseBy).
func (g *Game) hrSpendHousePlay(pl int8, id int16) bool {
	if g.offHouseCard(pl) {
		return false // Captain Val Jericho's, checked first
	}
	src := g.hrHousePlayBy(pl, id)
	if src < 0 {
		return false
	}
	g.addLasting(lasting{kind: hrLastPlayedOne, player: pl, card: -1, until: g.turn, source: src})
	return true
}

// hrPowerOfThat is a quantity of this batch: the power of the card the
// last step acted on ("equal to that neighbor's power", Rose of Sharon).
const hrPowerOfThat Quantity = 110

// hrQuantity reads the quantities of this batch.
func (g *Game) hrQuantity(a *Amount, r *run) int {
	if a.Q != hrPowerOfThat || r.nThat == 0 || g.cards[r.that[0]].zone != ZoneBattleline {
		return 0
	}
	return max(g.power(r.that[0]), 0)
}

// hrPlaceOnSelf places n Æmber from the common supply on the ability's
// card.
func hrPlaceOnSelf(n int) func(x *Ctx) {
	return func(x *Ctx) {
		if x.Self >= 0 {
			x.r.setThat([]int16{x.Self})
			x.g.hlPlaceAember(x, n)
		}
	}
}

// hrNoRightFlankPlays is the constant ability "Your opponent cannot play
// creatures on their right flank." (Phantasmaquid; Who Opponent).
const hrNoRightFlankPlays StaticKind = 68

// hrNoRightFlank is the flank creature played by pl enters on: the left
// one when a card forbids pl the right flank and the log did not say
// (f FlankDefault); a right flank said is a violation. An empty
// battleline has one place, both flanks: it is allowed.
func (g *Game) hrNoRightFlank(pl int8, f Flank, pos int) Flank {
	if !g.hasStatic(hrNoRightFlankPlays) || len(g.p[pl].line) == 0 {
		return f
	}
	by := int16(-1)
	for _, src := range g.p[other(pl)].line {
		if st := g.staticOf(src, hrNoRightFlankPlays); st != nil && whoIs(st.Who, g.cards[src].controller, pl) {
			by = src
			break
		}
	}
	switch {
	case by < 0:
		return f
	case f == FlankDefault:
		return FlankLeft
	case f == FlankRight || f == FlankAt && pos >= len(g.p[pl].line):
		g.violate("restricted", pl, "%s: %s cannot play creatures on their right flank", g.name(by), g.p[pl].name)
	}
	return f
}
