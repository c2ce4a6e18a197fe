package engine

import (
	"fmt"
	"slices"
	"strings"
)

// Apply performs one action of the log and says what it did. It never
// panics: an action that breaks a rule is recorded as a Violation and
// applied as recorded wherever that is possible, because the table's game
// went on. The Outcome aliases internal buffers valid until the next Apply.
func (g *Game) Apply(a Action) (out Outcome) {
	g.ev, g.viol, g.checks = g.ev[:0], g.viol[:0], g.checks[:0]
	defer func() {
		if r := recover(); r != nil {
			g.violate("internal-error", g.active, "the engine could not apply this action: %v", r)
			g.inRun = 0
			out = Outcome{Events: g.ev, Violations: g.viol, Checks: g.checks}
		}
		g.actionIndex++
	}()
	g.apply(a)
	g.prophResolve() // prophecies the line fulfilled (prophecy.go)
	g.dropEmptyWaits()
	return Outcome{Events: g.ev, Violations: g.viol, Checks: g.checks}
}

// dropEmptyWaits resolves a waiting step that has nothing left to choose:
// its cards in play are gone (Standardized Testing destroyed every
// creature while Soulkeeper's "Destroyed: destroy the most powerful enemy
// creature" waited). No choose line can answer such a step, and the rules
// resolve as much as can be (Golden Rule): it does nothing, and what was
// stacked under it goes on now, not at the next action.
func (g *Game) dropEmptyWaits() {
	for i := 0; i < 8 && g.pend.kind == pendAbility; i++ {
		st := g.waitingClause()
		if st == nil || !usesCards(st.Do) || st.To.Where != InPlay || g.pend.run.npick > 0 {
			return
		}
		if g.hasCandidate(&st.To, &g.pend.run) {
			return // the common case, without building the prompt's English
		}
		if p, ok := g.Prompt(); !ok || len(p.Cards) > 0 || len(p.Words) > 0 {
			return
		}
		g.resolvePending(nil, nil, false)
		g.sweep()
	}
}

func (g *Game) apply(a Action) {
	switch a.Verb {
	case VerbComment, VerbNone:
		return
	case VerbCheck:
		g.check(a.Check)
		return
	}
	g.startGain = [2]int16{} // an action: the turn is under way (turn_boundary.go)
	if g.over {
		g.violate("game-over", g.active, "the game is over: %s", a.Verb)
		return
	}
	if parts := labelledParts(a); parts != nil {
		g.chooseEach(parts) // several labels: one labelled line each (choose_labels.go)
		return
	}
	label := ""
	if a.Verb == VerbChoose {
		label, a = choiceLabel(a)
		if label != "" && !g.skipTo(label) {
			g.violate("choice-unexpected", g.active, "no %s choice is waiting", strings.TrimSuffix(label, ":"))
			return
		}
	}
	if a.Verb == VerbEffect && a.Effect != nil && g.pend.kind != pendNone && g.declaredWhileWaiting(*a.Effect) {
		return
	}
	if a.Verb == VerbEffect && a.Effect != nil && g.pend.kind == pendAbility {
		// Another card's effect, which a log may state while an ability
		// waits (a trigger logged first): the ability still waits.
		g.effect(*a.Effect)
		g.sweep()
		return
	}
	if g.pend.kind != pendNone && a.Verb != VerbTurn {
		// (A turn header only names the turn the engine began at the
		// "end" before it: what the new turn's start raised still waits
		// for its choice, which a log gives after the header; Novu Dynamo.)
		if a.Verb == VerbChoose {
			g.resolvePending(a.Cards, a.Words, true)
			g.sweep()
			return
		}
		// Anything else resolves what waits without a choice (which may
		// reveal the next wait: a bonus icon, then a "Play:" choice).
		for i := 0; g.pend.kind != pendNone && i < 64; i++ {
			g.resolvePending(nil, nil, false)
			g.sweep()
		}
	}
	if a.Verb != VerbChoose {
		g.nauto, g.autoNo = 0, false
	}
	if a.Verb != VerbEffect && a.Verb != VerbChoose {
		g.nleft = 0 // a new action: what left play before is no longer "the card that left"
	}
	if a.Verb != VerbDraw && a.Verb != VerbTurn {
		g.refiller, g.refillLeft = NoPlayer, 0 // the new turn has begun: no more refill to reveal
	}
	begun := false // this action begins the game's first turn
	if g.step == StepSetup && a.Verb != VerbMulligan && a.Verb != VerbHand {
		g.startTurn()
		begun = true
	}
	switch a.Verb {
	case VerbMulligan:
		g.mulligan(a.Player)
	case VerbTurn:
		g.turnHeader(a, begun)
	case VerbForge:
		g.forgeAction(a.Key)
	case VerbHouse:
		g.chooseHouse(a.House)
	case VerbArchives:
		g.takeArchives(a.Cards)
	case VerbPlay:
		g.play(a)
	case VerbDiscard:
		g.discardAction(a.Card)
	case VerbReap, VerbFight, VerbAction, VerbOmni:
		g.use(a)
	case VerbUnstun:
		g.unstunUse(a)
	case VerbHand:
		g.nameHand(a)
	case VerbOrder:
		g.setOrder(a.Cards)
	case VerbTide:
		g.raiseTide()
	case VerbProphecy:
		g.activateProphecy(a)
	case VerbFlip:
		g.flipProphecy(a)
	case VerbDraw:
		g.drawAction(a)
	case VerbChoose:
		if !g.confirmsAuto(a) && !g.unscriptedSource() {
			g.violate("choice-unexpected", g.active, "no ability is waiting for a choice")
		}
	case VerbEffect:
		if a.Effect != nil {
			g.effect(*a.Effect)
		}
	case VerbEnd:
		g.endTurn()
	case VerbConcede:
		pl := a.Player
		if pl != 0 && pl != 1 {
			pl = g.active
		}
		g.end(other(pl), "concede")
	}
	g.sweep()
	if a.Verb != VerbOrder {
		g.norder = 0 // an order line is for the action after it only
	}
}

// startTurn begins the next turn: the first player's first, or the other
// player's next.
func (g *Game) startTurn() {
	if g.turn > 0 {
		if !g.takeExtraTurn() {
			g.active = other(g.active)
		}
	} else {
		g.active = g.first
	}
	g.turn++
	g.p[g.active].turns++
	g.step = StepForge
	g.house = ""
	g.plays = 0
	g.handPlays, g.stepUses, g.omegaEnded, g.forgedStep, g.archivesOK = 0, 0, false, false, false
	g.offHouseBy, g.destroyed = false, 0
	clear(g.sixCount)
	g.clearTurnMarks()
	g.setSource(-1)
	g.emit(Event{Kind: EvTurnStart, Player: g.active, N: g.p[g.active].turns})
	before := g.pools()
	g.turnTriggers(g.active, true)
	g.hdTurnStart()
	g.sweep()
	g.noteStartGain(before)
}

// clearTurnMarks clears what a card in play marks during a turn: that it
// fought, that its use only removed a stun, the armor it spent. Only the
// cards in play (as aura visits them) can bear them: a card that leaves
// play loses them (put), as checkShortcuts verifies.
func (g *Game) clearTurnMarks() {
	for _, list := range g.staticSources() {
		for _, id := range list {
			c := &g.cards[id]
			c.flags &^= turnMarks
			c.armorUsed = 0
		}
	}
}

// turnMarks are the flags a card in play bears until the turn ends.
const turnMarks = flFought | flUsedToFree

// takeExtraTurn consumes an "another turn after this one" of the player
// whose turn just ended: they are active again.
func (g *Game) takeExtraTurn() bool {
	for i, l := range g.lasting {
		if l.kind == lastExtraTurn && l.player == g.active && l.until == g.turn+1 {
			g.lasting = append(g.lasting[:i], g.lasting[i+1:]...)
			g.noteLasting()
			return true
		}
	}
	return false
}

// turnTriggers fires "at the start/end of your turn" abilities of pl's
// cards in play, battleline then artifacts, left to right.
func (g *Game) turnTriggers(pl int8, start bool) {
	p := &g.p[pl]
	var buf [40]int16
	ids := g.powersOf(pl, g.ordered(append(append(buf[:0], p.line...), p.arts...)))
	t := OnTurnEnd
	if start {
		t = OnTurnStart
	}
	for _, id := range ids {
		if c := &g.cards[id]; g.abilitiesWork(id) && c.controller == pl {
			g.fire(id, t, -1)
		}
	}
	g.hsUpgradeTurnTriggers(pl, t) // Extrematode Infection (ability_hand_s.go)
	if start {
		g.htFireFromDiscard(pl, OnTurnStart, nil) // Modular Exoskeleton (ability_hand_t.go)
	}
	if !start {
		g.playerEvent(OnEachTurnEnd, pl)
		g.hxTurnEndLasting() // Ragnarok (ability_hand_x.go)
	}
}

// turnHeader checks a "N. Player" line: Player's N-th turn, as players
// and TCO count turns ("1. Alice", "1. Bob", "2. Alice"). A header naming
// the next turn while the current one is still open ends it first (logs
// often omit "end").
//
// Logs written before that convention count every turn of the game
// ("1. Alice", "2. Bob", "3. Alice"). Such a log is read as written when
// its headers fit only that reading; until a header decides, and when both
// readings fit, the header is the player's own turn number.
func (g *Game) turnHeader(a Action, begun bool) {
	pl, n := a.Player, int(a.N)
	if pl != 0 && pl != 1 {
		pl = -1
	}
	if !begun && !g.namesCurrentTurn(n, pl) {
		next := g.nextPlayer()
		byTurnNext := g.turn > 0 && n == g.turn+1 && (pl < 0 || pl == next)
		byOwnNext := g.turn > 0 && pl == next && n == g.p[pl].turns+1
		g.learnNumbering(byTurnNext, byOwnNext)
		if (byTurnNext && g.numbering == numberingTurns) || (byOwnNext && g.numbering != numberingTurns) {
			g.acEndTurnAtHeader()
		}
	}
	own := g.p[g.active].turns
	switch {
	case n <= 0:
	case g.numbering == numberingTurns && n != g.turn:
		g.violate("turn-order", pl, "the log says turn %d but this is turn %d (counting both players' turns)", n, g.turn)
	case g.numbering != numberingTurns && n != own:
		g.violate("turn-order", pl, "the log says %d. but this is %s's turn %d", n, g.p[g.active].name, own)
	}
	if pl >= 0 && pl != g.active {
		g.violate("turn-order", pl, "it is %s's turn, not %s's", g.p[g.active].name, g.p[pl].name)
	}
}

// nextPlayer is whose turn comes after this one: the other player's,
// unless the active player takes another turn.
func (g *Game) nextPlayer() int8 {
	for _, l := range g.lasting {
		if l.kind == lastExtraTurn && l.player == g.active && l.until == g.turn+1 {
			return g.active
		}
	}
	return other(g.active)
}

// namesCurrentTurn reports whether header "n. pl" names the turn under
// way in a reading the log may still use, learning the reading when only
// one fits. Logs write the header after "end" as often as before it.
func (g *Game) namesCurrentTurn(n int, pl int8) bool {
	if g.turn == 0 || (pl >= 0 && pl != g.active) {
		return false
	}
	byTurn, own := n == g.turn, n == g.p[g.active].turns
	g.learnNumbering(byTurn, own)
	return (byTurn && g.numbering != numberingRounds) || (own && g.numbering != numberingTurns)
}

// learnNumbering settles how the log's headers count once a header fits
// only one reading: byTurn (every turn of the game) or own (the player's
// own turns).
func (g *Game) learnNumbering(byTurn, own bool) {
	if g.numbering != numberingUnknown {
		return
	}
	switch {
	case byTurn && !own:
		g.numbering = numberingTurns
	case own && !byTurn:
		g.numbering = numberingRounds
	}
}

// numbering is how a log's turn headers count.
type numbering uint8

const (
	numberingUnknown numbering = iota
	numberingTurns             // every turn of the game: 1, 2, 3, … (logs of older kfr)
	numberingRounds            // each player's own turns: 1, 1, 2, 2, … (the documented meaning)
)

// choiceLabels name the kind of waiting choice a choose line answers, as
// its first word: "choose ability: Krump" after a play whose bonus icon
// also waits. A label skips the choices before the one it names (they
// resolve by themselves).
var choiceLabels = map[string]pendingKind{"bonus:": pendBonus, "ability:": pendAbility, "random:": pendRandomDiscard}

// choiceLabel splits a choose line's leading label word off.
func choiceLabel(a Action) (string, Action) {
	firstIsWord := a.Mix&1 != 0 || len(a.Cards) == 0
	if len(a.Words) == 0 || !firstIsWord {
		return "", a
	}
	if _, ok := choiceLabels[a.Words[0]]; !ok {
		return "", a
	}
	label := a.Words[0]
	a.Words = a.Words[1:]
	a.Mix >>= 1
	return label, a
}

// skipTo resolves the waiting choices before the first of the kind label
// names, each with no answer (choice-missing when it mattered), and stops
// there; false, with nothing resolved, when no such choice comes (tried on
// a clone first).
func (g *Game) skipTo(label string) bool {
	want := choiceLabels[label]
	if g.pend.kind == want {
		return true
	}
	if !g.Clone().skipChoices(want) {
		return false
	}
	return g.skipChoices(want)
}

// skipChoices answers waiting choices with nothing, one at a time, until
// one of kind want waits.
func (g *Game) skipChoices(want pendingKind) bool {
	for i := 0; g.pend.kind != pendNone && i < 64; i++ {
		if g.pend.kind == want {
			return true
		}
		g.resolvePending(nil, nil, true)
		g.sweep()
	}
	return g.pend.kind == want
}

// nameHand makes the cards a "hand PLAYER CARD…" line names known in that
// player's hand (an opening hand, cards an ability drew): each must be a
// copy that can be there (card-not-available otherwise). It draws nothing.
func (g *Game) nameHand(a Action) {
	pl := a.Player
	if pl != 0 && pl != 1 {
		pl = g.active
	}
	p := &g.p[pl]
	var named []int16 // copies this line named: two Trolls are two copies
	for _, ref := range a.Cards {
		def := g.defIndex(ref.ID)
		if def < 0 {
			g.violate("card-not-in-deck", pl, "%s is not in %s's deck", g.refName(ref), p.name)
			continue
		}
		id := int16(-1)
		for _, x := range p.hand {
			if g.cards[x].def == def && !slices.Contains(named, x) {
				id = x
				break
			}
		}
		if id < 0 && p.handUnknown > 0 {
			if id = g.unknownCopy(pl, def); id >= 0 {
				g.detach(id, ZoneHand)
				g.put(id, ZoneHand)
			}
		}
		if id < 0 {
			g.violate("card-not-available", pl, "%s's hand holds %s, but no more copies of it can be there", p.name, g.defs[def].Name)
			continue
		}
		named = append(named, id)
	}
}

func (g *Game) mulligan(pl int8) {
	if pl != 0 && pl != 1 {
		pl = g.active
	}
	p := &g.p[pl]
	if g.step != StepSetup {
		g.violate("mulligan", pl, "%s cannot mulligan after the game has begun", p.name)
		return
	}
	if p.mullig {
		g.violate("mulligan", pl, "%s has already mulliganed", p.name)
	}
	if by := g.staticControlled(pl, aeNoMulligan); by >= 0 {
		g.violate("restricted", pl, "%s: %s cannot take a mulligan", g.name(by), p.name) // Overcharged (ability_hand_ae.go)
	}
	p.mullig = true
	n := p.handSize() - 1
	for len(p.hand) > 0 {
		g.hide(p.hand[len(p.hand)-1], ZoneDeck)
	}
	p.deckUnknown += p.handUnknown
	p.handUnknown = 0
	g.forgetDeckOrder(pl)
	g.emit(Event{Kind: EvMulligan, Player: pl})
	g.draw(pl, n)
}

// canForge reports whether the active player can afford a key now.
func (g *Game) canForge() bool {
	// The forge step may forge a fourth key (Tinkerer, ability_hand_ae.go);
	// an ability's forge stops at three (adMayForge).
	p := &g.p[g.active]
	return p.keyCount()+g.aeExtraKeys(g.active) < g.aeKeysToWin(g.active) && g.spendable(g.active) >= g.keyCost(g.active) && g.forgeForbidden(g.active) < 0
}

// leaveForge ends step 1: a key the player can afford is forged even when
// the log does not say so (the key colour is then the first unforged).
func (g *Game) leaveForge() {
	if g.step != StepForge {
		return
	}
	if !g.forgedStep && g.canForge() && !g.skipsForge(g.active) {
		g.forge(g.active, KeyAny, g.keyCost(g.active))
	}
	g.step = StepHouse
}

// skipsForge reports whether a lasting effect makes pl skip the "forge a
// key" step of this turn (Miasma).
func (g *Game) skipsForge(pl int8) bool {
	if g.hasStatic(SkipsForge) && g.controlsStatic(pl, SkipsForge) {
		return true // The Sting
	}
	if g.hoSkipsForge(pl) {
		return true // Dark Heart of the Forest (ability_hand_o.go)
	}
	for _, l := range g.lasting {
		if l.kind == lastSkipForge && l.player == pl && l.until == g.turn {
			return true
		}
	}
	return false
}

func (g *Game) forgeAction(k KeyColor) {
	pl := g.active
	cost := g.abStepForgeCost(pl, k) // keyCost, or that of colour k (key_forging.go)
	again := g.forgedStep && g.abMayForgeAgain(pl)
	if g.step != StepForge || g.forgedStep && !again {
		g.violate("forge-step", pl, "%s forges a key outside step 1 (one key per step)", g.p[pl].name)
	}
	if g.spendable(pl) < cost {
		g.violate("forge-unaffordable", pl, "%s has %d Æmber and a key costs %d", g.p[pl].name, g.spendable(pl), cost)
	}
	if by := g.forgeForbidden(pl); by >= 0 {
		why := "players cannot forge their third key"
		if g.staticOf(by, NoForgeAhead) != nil {
			why = "a player with more forged keys than their opponent cannot forge keys"
		} else if st := g.staticOf(by, abForgeCap); st != nil {
			why, _ = abKeyStaticText(st)
		}
		g.violate("restricted", pl, "%s: %s", g.name(by), why)
	}
	g.forgedStep = true
	g.forge(pl, k, cost)
	if g.step == StepForge && !g.abMayForgeAgain(pl) {
		g.step = StepHouse
	}
}

// legalHouse: on the identity card, or of a card the player controls in
// play, and not forbidden by a card ("cannot choose").
func (g *Game) legalHouse(pl int8, h House) bool {
	if g.houseForbiddenBy(pl, h) >= 0 {
		return false
	}
	if g.p[pl].deck.HasHouse(h) {
		return true
	}
	for i := range g.cards {
		c := &g.cards[i]
		if c.zone.InPlay() && c.controller == pl && g.ofHouse(int16(i), h) { // multi_house.go
			return true
		}
	}
	return false
}

// houseForbiddenBy is the card whose lasting effect says pl cannot choose
// h (Restringuntus), -1 when none does.
func (g *Game) houseForbiddenBy(pl int8, h House) int16 {
	for _, l := range g.lasting {
		if l.kind == lastNoHouse && l.player == pl && l.house == h {
			return l.card
		}
	}
	return g.zSameHouseBy(pl, h) // The Ulfberht Device (ability_hand_z.go)
}

// anyLegalHouse reports whether pl can choose some house: one of the
// identity card's or of a card they control in play.
func (g *Game) anyLegalHouse(pl int8) bool {
	for _, h := range g.p[pl].deck.Houses {
		if g.legalHouse(pl, h) {
			return true
		}
	}
	for i := range g.cards {
		c := &g.cards[i]
		if c.zone.InPlay() && c.controller == pl && g.legalHouse(pl, g.houseOf(int16(i))) {
			return true
		}
	}
	return false
}

// mustHouse finds a "must choose" of a card pl controls in play that the
// choice h disobeys: the house and the card, -1 when h obeys every must
// (one of them, when several) or there is none. A must the rules forbid
// (not a legal house) is ignored: "cannot" beats "must".
func (g *Game) mustHouse(pl int8, h House) (House, int16) {
	var must House
	by := int16(-1)
	for _, list := range [2][]int16{g.p[pl].line, g.p[pl].arts} {
		for _, id := range list {
			st := g.staticOf(id, MustChoose)
			if st == nil || !g.legalHouse(pl, st.House) {
				continue
			}
			if st.House == h {
				return "", -1
			}
			must, by = st.House, id
		}
	}
	return must, by
}

func (g *Game) chooseHouse(h House) {
	pl := g.active
	g.leaveForge()
	if g.house != "" {
		g.violate("house-twice", pl, "%s already chose %s this turn", g.p[pl].name, g.house)
	}
	g.setHouse(h)
}

func (g *Game) setHouse(h House) {
	pl := g.active
	if by := g.houseForbiddenBy(pl, h); by >= 0 {
		g.violate("house-choice", pl, "%s cannot choose %s: %s forbids it", g.p[pl].name, h, g.name(by))
	} else if !g.legalHouse(pl, h) {
		g.violate("house-choice", pl, "%s cannot choose %s: not on the identity card and no %s card in play", g.p[pl].name, h, h)
	}
	if must, by := g.mustHouse(pl, h); by >= 0 {
		g.violate("house-must", pl, "%s: %s must choose %s, not %s", g.name(by), g.p[pl].name, must, h)
	}
	g.house = h
	g.step = StepMain
	g.archivesOK = true
	g.stepUses = 0
	g.emit(Event{Kind: EvHouseChosen, Player: pl, House: h})
	g.houseChosen(h)
	g.hcHouseWatch(pl, h)
	g.huHouseWatch(pl, h) // Allusions of Grandeur, Watch Your Step (ability_hand_u.go)
	g.zNoteHouse(pl, h)   // The Ulfberht Device (ability_hand_z.go)
}

// enterMain brings the turn to step 3 for an action on a card of house h:
// a log that omits "house" chose the card's house implicitly.
func (g *Game) enterMain(h House) {
	g.leaveForge()
	if g.step == StepHouse {
		if h == "" {
			g.step = StepMain // no card to take a house from: none chosen yet
			return
		}
		if !g.anyLegalHouse(g.active) {
			// Rulebook: "If there is no legal choice of house, the
			// player plays the turn with no active house."
			g.step, g.archivesOK = StepMain, true
			return
		}
		g.setHouse(h)
	}
}

func (g *Game) takeArchives(named []CardRef) {
	pl := g.active
	g.leaveForge()
	p := &g.p[pl]
	if !g.archivesOK && g.step != StepHouse {
		g.violate("archives-timing", pl, "%s takes archives after step 2", p.name)
	}
	if by := g.hwArchivesForbidden(); by >= 0 {
		g.violate("restricted", pl, "%s takes archives while %s is in play", p.name, g.name(by)) // Titan Sentry (ability_hand_w.go)
	}
	var n int
	if len(named) > 0 {
		n = g.agArchivesNamedToHand(pl, named) // The Archivist (ability_hand_ag.go)
	} else {
		n = g.archivesToHand(pl)
	}
	g.emit(Event{Kind: EvArchivesTaken, Player: pl, N: n})
}

// archivesToHand puts every card of pl's archives into their hand (an
// opponent's card goes to its owner's: put sends it there) and reports how
// many there were.
func (g *Game) archivesToHand(pl int8) int {
	p := &g.p[pl]
	n := p.archiveSize()
	for i := len(p.archive) - 1; i >= 0; i-- {
		id := p.archive[i]
		if g.hxKeptInArchives(pl, id) {
			continue // Memrox the Red (ability_hand_x.go)
		}
		g.detach(id, ZoneArchives)
		g.put(id, ZoneHand)
	}
	p.handUnknown += p.archUnknown
	p.archUnknown = 0
	return n - p.archiveSize()
}

// endTurn runs steps 4 and 5, the "check!" announcement, the end of the
// turn's lasting effects, and starts the next turn.
func (g *Game) endTurn() {
	pl := g.active
	g.leaveForge()
	g.step = StepReady
	chosen := g.huChosenOneOf(pl) // The Chosen One (ability_hand_u.go): pl's creatures do not ready
	if chosen >= 0 {
		g.huChosenOneDamage(pl, chosen)
	}
	for id := g.nextExhausted(pl, -1, chosen); id >= 0; id = g.nextExhausted(pl, id, chosen) {
		if !g.hcStaysExhausted(id) && g.hdReadyStep(pl, id) && !g.hnStaysExhausted(id) {
			g.readyCard(id) // readied.go
		}
	}
	if g.acReadyStepEnds(pl) {
		return // a choice waits before the draw: Greater Oxtet (ability_hand_ac.go)
	}
	g.endTurnDraw(pl)
}

// nextExhausted is the ready step's next card after card after: the least
// id above it of an exhausted card in play that pl controls, not on the
// battleline when The Chosen One stops pl's creatures readying (chosen),
// -1 when none. It looks at the cards in play as they are at each step,
// as a pass over every card in the order of their ids would: a card
// readied may make another enter play (checkShortcuts compares the two).
func (g *Game) nextExhausted(pl int8, after, chosen int16) int16 {
	next := int16(-1)
	for _, list := range [...][]int16{g.p[pl].line, g.p[pl].arts, g.upList} { // (the cards pl controls)
		for _, id := range list {
			if c := &g.cards[id]; id > after && (next < 0 || id < next) && c.zone.InPlay() && c.controller == pl &&
				c.has(flExhausted) && (chosen < 0 || c.zone != ZoneBattleline) {
				next = id
			}
		}
	}
	return next
}

// endTurnDraw is the end of a turn from its "draw cards" step on.
func (g *Game) endTurnDraw(pl int8) {
	g.step = StepDraw
	g.abDrawStepStart(pl) // Curse of Spontaneity (ability_hand_ab.go)
	before := g.p[pl].handSize()
	if !g.hasStatic(hsSkipDraw) { // The Constant (ability_hand_s.go)
		g.refill(pl, 6+g.handBonus(pl))
		if g.ahEndDrawWaits(pl, before, false) {
			return // a draw waits for Scooboo's "may" (draw_instead.go)
		}
		g.abDrawExtra(pl) // Scheming Expertise (ability_hand_ab.go)
		if g.ahEndDrawWaits(pl, before, true) {
			return
		}
	}
	g.endTurnDrawn(pl, before)
}

// endTurnDrawn ends player pl's turn once its "draw cards" step has drawn
// (before: the hand size before the step).
func (g *Game) endTurnDrawn(pl int8, before int) {
	drawn := g.p[pl].handSize() - before
	g.turnTriggers(pl, false)
	g.sweep()
	g.expire(g.turn)
	if g.canForge() {
		g.emit(Event{Kind: EvKeyCheck, Player: pl, N: g.keyCost(pl)})
	}
	g.prophTurnEnd() // "at the end of your opponent's turn" (prophecy.go)
	g.emit(Event{Kind: EvTurnEnd, Player: pl, N: g.p[pl].turns})
	g.startTurn()
	g.refiller, g.refillLeft = pl, drawn
}

// expire ends the lasting effects whose last turn is t.
func (g *Game) expire(t int) {
	var buf [8]lasting
	for _, l := range g.takeLasting(func(l *lasting) bool { return l.until <= t }, buf[:0]) {
		if l.kind == lastCopy {
			g.cards[l.card].def = int16(l.n) // a copy for the turn is itself again (Mirror Shell)
		}
	}
}

// dropLasting ends the lasting effects on a card that left play.
func (g *Game) dropLasting(id int16) {
	var buf [4]lasting // what ends is dropped: room on the stack spares an allocation
	g.takeLasting(func(l *lasting) bool { return l.card == id || (l.tied && l.source == id) }, buf[:0])
}

func (g *Game) raiseTide() {
	pl := g.active
	g.enterMain(g.house)
	if g.p[pl].tide {
		g.violate("tide-chains", pl, "the tide is already high for %s", g.p[pl].name)
	}
	if g.tideLocked(pl) {
		g.violate("restricted", pl, "%s cannot raise the tide (Trial by Water)", g.p[pl].name)
	}
	g.p[pl].tide = true
	g.p[other(pl)].tide = false
	g.p[pl].chains += 3
	g.emit(Event{Kind: EvTide, Player: pl})
	g.emit(Event{Kind: EvChains, Player: pl, N: 3})
	g.playerEvent(OnTideRaised, pl)
}

// drawAction: a draw by the active player is a draw now (N unknown cards
// or the named ones). A draw naming cards for the other player reveals the
// cards their last refill drew; naming more than that is a hand-refill
// violation, and the extra cards are drawn.
func (g *Game) drawAction(a Action) {
	pl := a.Player
	if pl != 0 && pl != 1 {
		pl = g.active
		if len(a.Cards) > 0 && g.refiller != NoPlayer {
			// Cards named right after "end" are what the refill drew
			// (the player who ended may say them as they draw).
			pl = g.refiller
		}
	}
	if pl != g.active || pl == g.refiller { // (the ender is active again after an extra turn)
		p := &g.p[pl]
		for _, ref := range a.Cards {
			def := g.deckDef(pl, ref)
			if def < 0 {
				g.violate("card-not-in-deck", pl, "%s is not in %s's deck", ref.ID, p.name)
				continue
			}
			// Each card named reveals one the refill drew; past those
			// it is a draw the refill did not make.
			revealing := pl != g.refiller || g.refillLeft > 0
			if pl == g.refiller && g.refillLeft > 0 {
				g.refillLeft--
			}
			if revealing && p.handUnknown > 0 {
				if id := g.unknownCopy(pl, def); id >= 0 {
					g.detach(id, ZoneHand)
					g.put(id, ZoneHand)
					continue
				}
			}
			g.violate("hand-refill", pl, "%s did not draw %s when refilling", p.name, g.defs[def].Name)
			if !g.drawKnown(pl, def) {
				g.violate("card-not-available", pl, "no copy of %s can be in %s's deck", g.defs[def].Name, p.name)
			} else {
				g.emit(Event{Kind: EvDraw, Player: pl, N: 1, Card: g.defs[def].ID})
			}
		}
		return
	}
	if len(a.Cards) == 0 {
		g.draw(pl, max(int(a.N), 1))
		return
	}
	for _, ref := range a.Cards {
		def := g.deckDef(pl, ref)
		switch {
		case def < 0:
			g.violate("card-not-in-deck", pl, "%s is not in %s's deck", ref.ID, g.p[pl].name)
		case g.drawKnown(pl, def):
			g.emit(Event{Kind: EvDraw, Player: pl, N: 1, Card: g.defs[def].ID})
		default:
			g.violate("card-not-available", pl, "no copy of %s can be in %s's deck", g.defs[def].Name, g.p[pl].name)
			g.draw(pl, 1)
		}
	}
}

// defIndex is the index of a card id among the decks' cards, -1 if absent.
func (g *Game) defIndex(id string) int16 {
	for i, known := range g.defIDs {
		if known == id && g.defs[i] != &unseenCard {
			return int16(i)
		}
	}
	return -1
}

// findInPlay resolves a reference to a card in play, looking at player
// first's cards before the other's; Copy n is the n-th match in that order.
func (g *Game) findInPlay(ref CardRef, first int8) int16 {
	def := g.defIndex(ref.ID)
	if def < 0 {
		return -1
	}
	n := max(ref.Copy, 1)
	for _, pl := range [2]int8{first, other(first)} {
		p := &g.p[pl]
		for _, list := range [2][]int16{p.line, p.arts} {
			for _, id := range list {
				if g.cards[id].def == def {
					if n--; n == 0 {
						return id
					}
				}
			}
		}
		for i := range g.cards {
			c := &g.cards[i]
			if c.zone == ZoneUpgrade && c.controller == pl && c.def == def {
				if n--; n == 0 {
					return int16(i)
				}
			}
		}
	}
	return -1
}

// findAnywhere resolves a reference in play first, then in known zones.
func (g *Game) findAnywhere(ref CardRef, first int8) int16 {
	if id := g.findInPlay(ref, first); id >= 0 {
		return id
	}
	def := g.defIndex(ref.ID)
	if def < 0 {
		return -1
	}
	for _, pl := range [2]int8{first, other(first)} {
		for i := range g.cards {
			c := &g.cards[i]
			if c.owner == pl && c.def == def && c.zone != ZoneUnknown {
				return int16(i)
			}
		}
	}
	return -1
}

func (g *Game) refName(ref CardRef) string {
	if d := g.defIndex(ref.ID); d >= 0 {
		return g.defs[d].Name
	}
	if d := g.db.Card(ref.ID); d != nil {
		return d.Name
	}
	return fmt.Sprintf("%q", ref.ID)
}

// unscriptedSource reports whether the card last played or used has
// abilities the engine does not script: a choice the log states for it
// cannot be checked, which is no violation (its effects are declared).
func (g *Game) unscriptedSource() bool {
	if g.source < 0 {
		return false
	}
	d := g.def(g.source)
	return g.scripts[g.cards[g.source].def] == nil && HasAbilityText(d.Text) || g.holdsDeclaredGrant(g.source)
}

// setOrder keeps the order the active player gives the next action's
// simultaneous abilities (Rulebook: the active player chooses the order
// of abilities that resolve at the same time). A card not in play is an
// effect-target violation and is left out.
func (g *Game) setOrder(cards []CardRef) {
	g.norder = 0
	for _, ref := range cards {
		id := g.findInPlay(ref, g.active)
		if id < 0 {
			g.violate("effect-target", g.active, "order: %s is not in play", g.refName(ref))
			continue
		}
		if g.norder < len(g.order) {
			g.order[g.norder] = id
			g.norder++
		}
	}
}

// ordered puts ids in the order the log gave (setOrder): the cards it
// named first, in its order, then the others as they were.
func (g *Game) ordered(ids []int16) []int16 {
	if g.norder == 0 || len(ids) < 2 {
		return ids
	}
	k := 0
	for _, want := range g.order[:g.norder] {
		for i := k; i < len(ids); i++ {
			if ids[i] == want {
				copy(ids[k+1:i+1], ids[k:i])
				ids[k] = want
				k++
				break
			}
		}
	}
	return ids
}
