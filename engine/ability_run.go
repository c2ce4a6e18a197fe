package engine

import "strconv"

// The interpreter of the ability language (ability.go).
//
// An ability resolves as a run: plain data (which card, which ability,
// the next step, what earlier steps did), so that a run waiting for the
// log's "choose" line is part of the game state like everything else:
// hashed, cloned by value, resumed by the next choose. Only one thing
// waits at a time (Game.pend); a run that something else interrupts (a
// bonus icon, an inner ability that waits) keeps its remaining steps on
// Game.stack and goes on once what interrupted it has resolved.
//
// Choices. A step whose target names fewer cards than could be chosen
// (a creature, 2 creatures, up to 3 …), a "you may", a house, waits for
// the log's choose line. The line's answers fill the slots in the order
// the card text asks for them: a card slot takes the next card named, a
// yes/no or house slot the next word. A slot with no legal candidate,
// with exactly the candidates it needs, or whose choice cannot change the
// outcome (capturing from a player with no Æmber) resolves by itself.

// maxStack is how many interrupted runs can wait behind a choice: more
// than a board wipe of a full battleline triggers at once (a Destroyed:
// ability of each creature). A fixed array keeps Clone a plain copy.
const maxStack = 32

// run is an ability resolving (see the file comment).
type run struct {
	def    int16 // the card's definition: its script is g.scripts[def]
	src    int16 // the card (-1 for a fate: the card is out of play)
	ab     uint8 // the ability's index in the script
	pc     uint8 // the next step
	rep    uint8 // how many times the current step has resolved (random discards)
	player int8  // the ability's controller
	trig   int16 // the card the trigger is about (-1: none)
	nThat  uint8
	that   [4]int16 // the cards the last step acted on ("that creature", "it")
	done   int16    // what the last step did ("for each … this way")
	did    bool     // the last step did something ("if you do")
	house  House    // the house a "choose a house" step chose
	opt    uint8    // the option a "choose one" step chose (1, 2, …)
	loops  uint8    // how many times DoRepeat went back
	// npick cards of the step that waits are already chosen (pick): it
	// waits for its next slot (how a creature is used, what it fights).
	npick uint8
	pick  [4]int16
	use   Verb // how the waiting step uses its card (useReady)
	// in, when not 0, says the run resolves the Lasting ability of step
	// in-1 (a lasting ability, ability_gen2.go), not ability ab itself.
	in uint8
	// chosen is the player a ChosenPlayer step chose, plus 1 (0: none
	// yet; ability_gen3.go).
	chosen int8
	// left, in a draw replacement's run, counts the cards its draw still
	// has to draw, the one it asks about included (draw_instead.go).
	left uint8
}

// answers is the choose line being consumed while runs resume.
type answers struct {
	cards  []CardRef
	words  []string
	ci, wi int
}

func (a *answers) nextCard() (CardRef, bool) {
	if a.ci < len(a.cards) {
		a.ci++
		return a.cards[a.ci-1], true
	}
	return CardRef{}, false
}

func (a *answers) nextWord() (string, bool) {
	if a.wi < len(a.words) {
		a.wi++
		return a.words[a.wi-1], true
	}
	return "", false
}

// fire resolves card id's abilities with trigger t, for its controller;
// trig is the card the trigger is about (-1: none).
func (g *Game) fire(id int16, t Trigger, trig int16) {
	own := g.staticBits[g.cards[id].def].on
	if own&t == 0 && g.granted&t == 0 && !g.lastingFires() {
		// Most cards: no ability of theirs reacts to t, none is given
		// them, and no lasting effect changes t or adds one.
		return
	}
	t = g.zFightReap(id, t) // Livia the Elder (ability_hand_z.go)
	if g.htTriggerTaken(id, t) {
		return // Flip Stallard, Revna Starsong (ability_hand_t.go)
	}
	g.htLastingFightSteal(id, t) // Journey Onward (ability_hand_t.go)
	if len(g.lasting) > 0 {
		g.fireDeclaredGrants(id, t)          // abilities the log declared it gained
		defer g.afFireTextBoxes(id, t, trig) // text boxes it gained (ability_hand_af.go)
	}
	if g.granted&t != 0 {
		defer g.fireGranted(id, t, trig)
	}
	s := g.scriptOf(id)
	if s == nil || own&t == 0 {
		return
	}
	g.fireScript(s, g.cards[id].def, id, g.cards[id].controller, t, trig)
}

// lastingFires reports whether a lasting effect may make a card react to
// a trigger that none of its own abilities has and none given it: what
// fire reads of the lasting effects before its script. Livia the Elder
// widens a fight or a reap (zFightReap), Journey Onward steals after a
// fight (htLastingFightSteal), a declared grant resolves
// (fireDeclaredGrants), a gained text box fires (afFireTextBoxes). Other
// lasting effects (most: a turn's counts, costs, keywords) cannot.
func (g *Game) lastingFires() bool {
	for i := range g.lasting {
		switch g.lasting[i].kind {
		case zLastFightReap, htLastFightSteal, lastGrant, afLastTextBox:
			return true
		}
	}
	return false
}

// fireScript resolves script s's abilities with trigger t.
func (g *Game) fireScript(s *Script, def, src int16, pl int8, t Trigger, trig int16) {
	for i := range s.Abilities {
		ab := &s.Abilities[i]
		if ab.On&t == 0 || ab.Grant != nil {
			continue
		}
		if ab.When != nil && (trig < 0 || !g.matches(ab.When, trig, src, pl)) {
			continue
		}
		r := run{def: def, src: src, ab: uint8(i), player: pl, trig: trig}
		if !g.holds(&ab.If, &r) {
			continue
		}
		g.resolve(r)
	}
}

// resolve runs r now, or after what is waiting.
func (g *Game) resolve(r run) {
	if g.pend.kind != pendNone {
		g.push(r)
		return
	}
	g.exec(&r)
}

func (g *Game) push(r run) {
	if g.nstack < maxStack {
		g.stack[g.nstack] = r
		g.nstack++
		return
	}
	// Never silently: the ability is lost, and the log says where.
	g.violate("internal-error", r.player, "%s: more than %d abilities wait at once; this one is not resolved", g.defs[r.def].Name, maxStack)
}

// pushUnder pushes r beneath the runs pushed since the stack held base:
// they resume first.
func (g *Game) pushUnder(r run, base int) {
	if base >= g.nstack || g.nstack >= maxStack {
		g.push(r)
		return
	}
	copy(g.stack[base+1:g.nstack+1], g.stack[base:g.nstack])
	g.stack[base] = r
	g.nstack++
}

// drain resumes interrupted runs once nothing waits.
func (g *Game) drain() {
	for g.pend.kind == pendNone && g.nstack > 0 {
		g.nstack--
		r := g.stack[g.nstack]
		g.stack[g.nstack] = run{}
		g.exec(&r)
	}
	g.resumeSuspendedPlay()
}

// exec resolves r's steps from r.pc until the ability ends or waits.
func (g *Game) exec(r *run) {
	g.inRun++
	prev := g.runSrc
	g.runSrc = r.src
	g.execSteps(r)
	g.inRun--
	g.runSrc = prev
}

// execSteps is exec's loop; exec counts the abilities resolving so that
// what they do is noted for the declared effects that follow.
func (g *Game) execSteps(r *run) {
	steps := g.stepsOf(r)
	for int(r.pc) < len(steps) {
		st := &steps[r.pc]
		if st.Opt != 0 && st.Opt != r.opt {
			r.pc++ // another option's clause: "if you do" is left as it was
			continue
		}
		if st.Do == DoForEach {
			g.hdForEach(st, r)
			continue
		}
		if st.Do == DoRepeat {
			if g.holds(&st.If, r) && r.loops < 64 && st.N > 0 && st.N <= int(r.pc) && g.hdRepeatsLeft(st, r) {
				r.loops++
				r.pc -= uint8(st.N)
				continue
			}
			r.pc++
			continue
		}
		base := g.nstack // runs the step sets off wait above it
		held := g.holds(&st.If, r)
		if held {
			if !g.step1(st, r) {
				g.pend = pending{kind: pendAbility, player: r.player, source: r.src, run: *r}
				return
			}
			r.npick, r.use = 0, VerbNone
			if st.Do == DoDiscardRandom && int(r.rep) < g.amount(st, r) && g.pend.kind == pendRandomDiscard {
				// One random discard waits for its card: the step goes on
				// with the next one after it.
				g.push(*r)
				return
			}
		}
		if otherwiseOf(steps, int(r.pc)) {
			r.did = held
		}
		r.pc++
		r.rep = 0
		if g.pend.kind != pendNone {
			// Something the step started waits (an inner ability, a random
			// discard): the rest of this ability goes on after it, and
			// after the abilities the step set off meanwhile (a "Fight:"
			// of the creature a step fought with).
			g.pushUnder(*r, base)
			return
		}
	}
}

// step1 resolves one step; false means it waits for the log's choice.
func (g *Game) step1(st *Clause, r *run) bool {
	if st.Do == DoGo {
		// The closure sees a copy in a context the game lends (one a
		// level: a closure may resolve another ability's): handing it r
		// itself would make every run escape to the heap, and a fresh
		// context a step would allocate.
		x := g.takeCtx()
		*x = Ctx{g: g, Self: r.src, Player: r.player, r: x.r}
		*x.r = *r
		st.Go(x)
		*r = *x.r
		g.nctx--
		return true
	}
	if st.May && !targetChosen(st) {
		yes, ok := g.answerYesNo(r, st)
		if !ok {
			return false
		}
		if !yes {
			r.did, r.done = false, 0
			return true
		}
	}
	if st.Do == DoChooseHouse && g.ans.wi >= len(g.ans.words) && !g.forcing && !g.houseMoot(r) {
		return false
	}
	if st.Who == ChosenPlayer && r.chosen == 0 && !g.g3ChoosePlayer(r) {
		return false // the log's choose line names the player
	}
	if st.Do == DoDiscardNamed {
		return g.hdDiscardStep(st, r) // the log names the cards: the deck is hidden
	}
	if st.Do == DoPlayTop && g.ans.ci >= len(g.ans.cards) && !g.forcing && g.p[r.player].deckSize() > 0 {
		return false // the log names the card: the deck is hidden
	}
	if st.Do == DoSearch && g.ans.ci >= len(g.ans.cards) && !g.forcing {
		if no, _ := g.peekNo(); no {
			r.did, r.done = false, 0 // "none": the search found nothing
			return true
		}
		return false // the log names the card found
	}
	if (st.Do == DoChooseOne || st.Do == DoChooseNumber) && g.ans.wi >= len(g.ans.words) && !g.forcing {
		return false // the log's choose line says which option
	}
	buf := g.takeBuf()
	ids, ok := g.pick(st, r, buf)
	if ok {
		g.do(st, r, ids)
	}
	g.giveBuf(ids)
	return ok
}

// targetChosen reports whether a "you may" step's own choice of card says
// yes (the card named) or no ('no'): it needs no separate yes/no answer.
func targetChosen(st *Clause) bool {
	c := st.To.Count
	return (c == One || c == Exactly || c == UpTo) && st.Do != DoNothing && usesCards(st.Do)
}

// answerYesNo reads a "you may" answer: a "yes" or "no" word.
func (g *Game) answerYesNo(r *run, st *Clause) (yes, ok bool) {
	if w, ok := g.ans.nextWord(); ok {
		switch w {
		case "yes", "y":
			return true, true
		case "no", "n":
			return false, true
		}
		g.violation("effect-target", r.player, g.defs[r.def].Name+": "+strconv.Quote(w)+" answers no \"you may\" (yes or no)")
		return false, true
	}
	if g.mayMoot(st, r) {
		g.autoNo = true // nothing to choose: "no" is the only answer
		return false, true
	}
	if !g.forcing {
		return false, false
	}
	name := g.defs[r.def].Name
	head, rest := stepParts(st, name)
	g.violation("choice-missing", r.player, name+": the log does not say whether "+g.p[r.player].name+" "+head+rest)
	return false, true
}

// mayMoot reports whether a "you may" step could do nothing if the player
// said yes, so that it resolves as no by itself: a forge no player it is
// about can afford (Chota Hazri with too little Æmber left).
func (g *Game) mayMoot(st *Clause, r *run) bool {
	if st.Do != DoForge {
		return false
	}
	var buf [2]int8
	n := g.amount(st, r)
	for _, pl := range g.players(st.Who, r, buf[:0]) {
		if g.p[pl].keyCount() < 3 && g.spendable(pl) >= max(g.keyCost(pl)+n, 0) {
			return false
		}
	}
	return true
}

// usesCards reports whether op acts on cards (To) rather than players.
func usesCards(op Op) bool {
	switch op {
	case DoGain, DoLose, DoSteal, DoDraw, DoDiscardRandom, DoDiscardTop, DoChains, DoKeyCost,
		DoRaiseTide, DoChooseHouse, DoDestroyHouse, DoForbidHouse, DoLasting, DoExtraTurn,
		DoToken, DoArchiveTop, DoPay, DoGo, DoNothing, DoForge, DoPlayTop,
		DoUnforge, DoSearch, DoChooseOne, DoRepeat, DoReturnHeld, DoLastingAbility, DoChooseNumber, DoDiscardNamed, DoForEach,
		DoShuffleDiscard, DoMayUse, DoShuffleBottom:
		return false
	}
	return true
}

// pick resolves a step's targets into dst. false: it waits for a choice.
func (g *Game) pick(st *Clause, r *run, dst []int16) ([]int16, bool) {
	if !usesCards(st.Do) {
		return dst, true
	}
	t := &st.To
	switch t.Count {
	case Self:
		if r.src >= 0 {
			dst = append(dst, r.src)
		}
		return g.known(st, r, dst)
	case That:
		return g.known(st, r, append(dst, r.that[:r.nThat]...)) // "fight with it": what it fights may be the next line's
	case Triggering, Fought:
		if r.trig >= 0 {
			dst = append(dst, r.trig)
		}
		return g.known(st, r, dst)
	case Parent:
		if r.src >= 0 && g.cards[r.src].zone == ZoneUpgrade && g.cards[r.src].parent >= 0 {
			dst = append(dst, g.cards[r.src].parent)
		}
		return dst, true
	case Neighbors, ThatNeighbors, FoughtNeighbors:
		at := r.src
		switch t.Count {
		case ThatNeighbors:
			at = -1
			if r.nThat > 0 {
				at = r.that[0]
			}
		case FoughtNeighbors:
			at = r.trig
		}
		if at < 0 || g.cards[at].zone != ZoneBattleline {
			return dst, true
		}
		line := g.p[g.cards[at].controller].line
		i := indexOf(line, at)
		for _, n := range [2]int{i - 1, i + 1} {
			if n >= 0 && n < len(line) && g.matches(t, line[n], r.src, r.player) {
				dst = append(dst, line[n])
			}
		}
		return dst, true
	}
	if t.Where == InHand {
		return g.pickFromHand(st, r, dst)
	}
	if r.npick > 0 {
		// Chosen by an earlier choose line; the step waited for its next
		// slot.
		ids := append(dst, r.pick[:r.npick]...)
		if g.ans.ci+1 < len(g.ans.cards) && g.answerFits(ids[:1]) {
			// The line names the chosen card again, then the next
			// slot's: it confirms it. A lone card is the next slot's
			// answer, even of the same title (a creature fighting its
			// twin on the other side).
			g.ans.ci++
		}
		return ids, g.useReady(st, r, ids)
	}
	cands := g.usable(st, g.candidates(t, r, dst))
	if t.Count == Each {
		return cands, true
	}
	need := 1
	if t.Count != One {
		need = int(t.N)
	}
	if len(cands) == 0 {
		return cands, true
	}
	auto := t.Count != UpTo && !st.May && (len(cands) <= need || g.moot(st, r))
	if auto && !g.answerFits(cands) {
		// One legal choice, or none that matters: it resolves by itself
		// (a choose line naming it anyway confirms it: confirmsAuto).
		cands = cands[:min(need, len(cands))]
		if !g.useReady(st, r, cands) {
			r.keepPick(cands)
			return nil, false
		}
		g.noteAuto(cands)
		return cands, true
	}
	// The player chooses: take the choose line's cards.
	var chosen [8]int16
	n := 0
	for n < need {
		ref, ok := g.ans.nextCard()
		if !ok {
			break
		}
		id := g.answerCard(ref, cands, r)
		if id >= 0 && n < len(chosen) {
			chosen[n] = id
			n++
		}
	}
	if n > 0 && !g.useReady(st, r, chosen[:n]) {
		r.keepPick(chosen[:n])
		return nil, false
	}
	if n == 0 {
		if w, ok := g.peekNo(); ok && w {
			return cands[:0], true // "you may" / "up to": the player chose none
		}
		if !g.forcing {
			return nil, false
		}
		if st.May || t.Count == UpTo {
			return cands[:0], true
		}
		g.violation("choice-missing", r.player, g.askedFinding(st, g.defs[r.def].Name))
		return cands[:0], true
	}
	return append(cands[:0], chosen[:n]...), true
}

// askedChoice is a finding choiceFinding built: that the log does not say
// what step st of the card named name asks.
type askedChoice struct {
	st         *Clause
	name, text string
}

// askedFinding is choiceFinding(st, name), built once for the last few
// steps asked: a log that leaves a card's choice out (its reap, a turn's
// end) usually leaves it out each time.
func (g *Game) askedFinding(st *Clause, name string) string {
	for _, a := range g.asked {
		if a.st == st && a.name == name {
			return a.text
		}
	}
	text := choiceFinding(st, name)
	g.asked[g.nasked%uint8(len(g.asked))] = askedChoice{st, name, text}
	g.nasked++
	return text
}

// known returns targets the step did not choose (itself, "that
// creature", the triggering card), unless the step uses or fights with
// them and still needs to know how (useReady): then it waits.
func (g *Game) known(st *Clause, r *run, ids []int16) ([]int16, bool) {
	if !g.useReady(st, r, ids) {
		r.keepPick(ids)
		return nil, false
	}
	return ids, true
}

// usable keeps, for a step that uses or fights with a card, the
// candidates that may be used: ready ones, unless the step readies them
// first (Rulebook, Ready and Exhausted: an exhausted card cannot be used),
// and not a seventh time this turn.
func (g *Game) usable(st *Clause, ids []int16) []int16 {
	switch st.Do {
	case DoUse, DoFight, DoReadyAndUse, DoReadyAndFight:
	default:
		return ids
	}
	ready := st.Do == DoReadyAndUse || st.Do == DoReadyAndFight
	out := ids[:0]
	for _, id := range ids {
		// Rule of Six: a title played or used six times this turn is
		// not used again.
		if (ready || !g.cards[id].has(flExhausted)) && g.sixCount[g.cards[id].def] < 6 {
			out = append(out, id)
		}
	}
	return out
}

// answerFits reports whether the choose line's next card is one of the
// candidates: a log that names a choice the engine could make by itself
// answers it all the same.
func (g *Game) answerFits(cands []int16) bool {
	if g.ans.ci >= len(g.ans.cards) {
		return false
	}
	def := g.defIndex(g.ans.cards[g.ans.ci].ID)
	for _, id := range cands {
		if g.cards[id].def == def {
			return true
		}
	}
	return false
}

// useReady reports, for a step that makes a creature fight or uses a
// card, whether it knows all it needs: how the card is used (r.use, from a
// word of the choose line: "fight", "reap", "action", "omni"; a creature
// that could not fight reaps, an artifact is used for its action) and what
// it fights (a card of the line, or the only enemy it may fight). false:
// the step waits for the next choose line, keeping what it has.
func (g *Game) useReady(st *Clause, r *run, ids []int16) bool {
	if len(ids) == 0 || g.forcing {
		return true
	}
	id := ids[0]
	c := &g.cards[id]
	if (st.Do == DoFight || st.Do == DoUse) && c.has(flExhausted) {
		return true // it cannot be used: nothing more to choose
	}
	switch st.Do {
	case DoReadyAndUse, DoUse:
		if r.use == VerbNone {
			if w, ok := g.ans.nextWord(); ok {
				r.use = useVerb(w, c.zone == ZoneBattleline)
			} else if c.zone == ZoneBattleline && len(g.fightTargets(id)) > 0 {
				return false
			} else {
				r.use = useVerb("", c.zone == ZoneBattleline)
			}
		}
		if r.use != VerbFight {
			return true
		}
	case DoReadyAndFight, DoFight:
	default:
		return true
	}
	return g.ans.ci < len(g.ans.cards) || len(g.fightTargets(id)) <= 1
}

// useVerb reads how a card is used: a word of the choose line, else what
// the card can do (a creature reaps, an artifact is used for its action).
func useVerb(w string, creature bool) Verb {
	for v, name := range useNames {
		if name != "" && name == w {
			return Verb(v)
		}
	}
	if creature {
		return VerbReap
	}
	return VerbAction
}

// fightTargets lists the enemy creatures creature id may fight: those
// with taunt, or without a taunt neighbor.
func (g *Game) fightTargets(id int16) []int16 {
	line := g.p[other(g.cards[id].controller)].line
	var out []int16
	ignore, flanks := g.hdStatic(id, NoTauntElusive), g.hdStatic(id, FlankTargetsOnly)
	for i, t := range line {
		if !ignore && !g.hasKeyword(t, Taunt) && g.staticOf(id, IgnoresArmorTaunt) == nil && ((i > 0 && g.hasKeyword(line[i-1], Taunt)) || (i+1 < len(line) && g.hasKeyword(line[i+1], Taunt))) {
			continue
		}
		if flanks && i > 0 && i+1 < len(line) {
			continue
		}
		out = append(out, t)
	}
	return out
}

// noteAuto remembers the cards a step chose by itself this action.
func (g *Game) noteAuto(ids []int16) {
	for _, id := range ids {
		if g.nauto < len(g.auto) {
			g.auto[g.nauto] = id
			g.nauto++
		}
	}
}

// confirmsAuto reports whether a choose line with nothing waiting names
// only cards the last action's abilities chose by themselves: the table
// wrote down a choice it had no other way to make, which is no violation.
func (g *Game) confirmsAuto(a Action) bool {
	if g.autoNo && len(a.Cards) == 0 && len(a.Words) == 1 && (a.Words[0] == "no" || a.Words[0] == "n") {
		return true // a "you may" that could do nothing resolved as no
	}
	if g.nauto == 0 || len(a.Cards) == 0 || len(a.Words) > 0 {
		return false
	}
	for _, ref := range a.Cards {
		def := g.defIndex(ref.ID)
		found := false
		for _, id := range g.auto[:g.nauto] {
			found = found || g.cards[id].def == def
		}
		if !found {
			return false
		}
	}
	return true
}

// peekNo consumes a "no" word answering a "you may" or "up to" slot.
func (g *Game) peekNo() (bool, bool) {
	if g.ans.wi < len(g.ans.words) && (g.ans.words[g.ans.wi] == "no" || g.ans.words[g.ans.wi] == "none") {
		g.ans.wi++
		return true, true
	}
	return false, false
}

// answerCard resolves a card the log chose against the legal candidates.
// A card that is not a legal candidate is an effect-target violation and,
// when it is in play, the table's choice is applied anyway.
func (g *Game) answerCard(ref CardRef, cands []int16, r *run) int16 {
	def := g.defIndex(ref.ID)
	k := max(ref.Copy, 1)
	for _, id := range cands {
		if g.cards[id].def == def {
			if k--; k == 0 {
				return id
			}
		}
	}
	if def >= 0 {
		for _, id := range cands {
			if g.cards[id].def == def {
				return id // a copy number counted among all cards in play
			}
		}
	}
	id := g.findInPlay(ref, r.player)
	g.violate("effect-target", r.player, "%s: %s cannot be chosen (%s)", g.defs[r.def].Name, g.refName(ref), targetText(&g.stepsOf(r)[r.pc].To, g.defs[r.def].Name))
	return id
}

// pickFromHand resolves a card chosen from a hand: the log names it (the
// engine does not know what a hand holds); without a name, an unnamed card
// is taken as the declared effects do.
func (g *Game) pickFromHand(st *Clause, r *run, dst []int16) ([]int16, bool) {
	pl := r.player
	if st.To.Side == Enemy {
		pl = other(pl)
	}
	if st.To.Count == Each {
		p := &g.p[pl]
		dst = append(dst, p.hand...)
		for p.handUnknown > 0 {
			id := g.anyUnknown(pl)
			if id < 0 {
				break
			}
			g.detach(id, ZoneHand)
			g.put(id, ZoneHand)
			dst = append(dst, id)
		}
		return dst, true
	}
	if g.p[pl].handSize() == 0 {
		return dst, true
	}
	need := 1
	if st.To.Count != One {
		need = int(st.To.N)
	}
	unnamed := false // "?": a card of the hand the player does not show
	for n := 0; n < need; n++ {
		ref, ok := g.ans.nextCard()
		if ok && ref.IsZero() {
			unnamed = true
			break
		}
		if !ok {
			if n == 0 && (st.May || st.To.Count == UpTo) {
				if no, _ := g.peekNo(); no {
					return dst, true // "you may" / "up to": the player chose none
				}
			}
			if n == 0 && !g.forcing {
				return nil, false
			}
			break
		}
		def := g.defIndex(ref.ID)
		id := int16(-1)
		ok = false
		if def >= 0 {
			id, ok = g.fromHand(pl, def)
		}
		if !ok {
			g.violate("card-not-available", pl, "%s: no copy of %s can be in %s's hand", g.defs[r.def].Name, g.refName(ref), g.p[pl].name)
		}
		if id >= 0 {
			g.takeFromHand(id)
			g.put(id, ZoneHand) // now a known card of the hand
			dst = append(dst, id)
		}
	}
	if len(dst) == 0 && g.p[pl].handSize() > 0 && (unnamed || !st.May && st.To.Count != UpTo) {
		// Nothing named: an unnamed card, as "> archive" without a card.
		id := g.anyUnknown(pl)
		if id >= 0 && g.p[pl].handUnknown > 0 {
			g.detach(id, ZoneHand)
			g.put(id, ZoneHand)
			g.hiddenPick = id + 1 // which card it is stays unknown (archiveUnnamed)
		} else if len(g.p[pl].hand) > 0 {
			id = g.p[pl].hand[0]
		}
		if id >= 0 {
			dst = append(dst, id)
		}
	}
	return dst, true
}

// moot reports whether the choice of a step's card cannot change the
// outcome, so that it resolves by itself.
func (g *Game) moot(st *Clause, r *run) bool {
	switch st.Do {
	case DoCapture:
		return g.p[other(r.player)].aember == 0 && st.To.Side == Friendly
	}
	return false
}

// candidates lists the cards in play that match t, the ability's
// controller's first, each battleline left to right, then artifacts.
func (g *Game) candidates(t *Target, r *run, dst []int16) []int16 {
	if t.Is&ChosenHouse != 0 {
		return g.ofChosenHouse(t, r, dst)
	}
	if t.Where == InDiscard {
		return g.discardCandidates(t, r, dst)
	}
	if t.Where == InArchives {
		return g.hiArchiveCandidates(t, r, dst)
	}
	dst = g.inPlayCandidates(t, r, dst, false)
	if t.Is&(NotThat|SharesHouse|WeakerThanIt|Armored) != 0 {
		dst = g.hcThatFilter(t, r, dst)
	}
	if t.Is&(NotThat|AmongThat) != 0 {
		dst = hdThatFilter(dst, r, t.Is&AmongThat != 0)
	}
	if t.Is&hxNeighborOfThat != 0 {
		dst = g.hxNeighborsOfThat(dst, r) // ability_hand_x.go
	}
	if t.Is&abFilters != 0 {
		dst = g.abFilter(t, r, dst) // ability_hand_ab.go
	}
	if t.Is&(MostPowerful|LeastPowerful) != 0 && len(dst) > 0 {
		var buf [24]int
		powers := buf[:0] // each candidate's, computed once
		for _, id := range dst {
			powers = append(powers, g.power(id))
		}
		best := powers[0]
		for _, p := range powers[1:] {
			if (t.Is&MostPowerful != 0 && p > best) || (t.Is&LeastPowerful != 0 && p < best) {
				best = p
			}
		}
		k := 0
		for i, id := range dst {
			if powers[i] == best {
				dst[k] = id
				k++
			}
		}
		dst = dst[:k]
	}
	return dst
}

// inPlayCandidates appends the cards in play that match target t of run
// r, the run's player's first, before candidates filters them; only the
// first one when first.
func (g *Game) inPlayCandidates(t *Target, r *run, dst []int16, first bool) []int16 {
	if t.Count == Neighbors {
		return g.neighborCandidates(t, r, dst, first)
	}
	return g.scanInPlay(t, r, dst, first)
}

// scanInPlay is inPlayCandidates asking matches about every card in play.
func (g *Game) scanInPlay(t *Target, r *run, dst []int16, first bool) []int16 {
	for _, pl := range [2]int8{r.player, other(r.player)} {
		if !sideMayMatch(t, pl == r.player) {
			continue
		}
		p := &g.p[pl]
		if t.Kind == Creature || t.Kind == AnyCard {
			for _, id := range p.line {
				if g.matches(t, id, r.src, r.player) {
					if dst = append(dst, id); first {
						return dst
					}
				}
			}
		}
		if t.Kind == Artifact || t.Kind == AnyCard {
			for _, id := range p.arts {
				if g.matches(t, id, r.src, r.player) {
					if dst = append(dst, id); first {
						return dst
					}
				}
			}
		}
		if t.Kind == Upgrade {
			for _, id := range g.upList {
				if g.cards[id].controller == pl && g.matches(t, id, r.src, r.player) {
					if dst = append(dst, id); first {
						return dst
					}
				}
			}
		}
	}
	return dst
}

// neighborCandidates is inPlayCandidates for the neighbors of the run's
// card ("for each neighbor it has": Knoxx, asked about each time its
// power is): matches takes only the creatures next to it on its
// controller's battleline, so only those two are asked, left to right,
// as the scan of every card in play would list them (checkShortcuts
// compares the two).
func (g *Game) neighborCandidates(t *Target, r *run, dst []int16, first bool) []int16 {
	src := r.src
	if src < 0 || g.cards[src].zone != ZoneBattleline || (t.Kind != Creature && t.Kind != AnyCard) {
		return dst // (artifacts and upgrades are nobody's neighbors)
	}
	pl := g.cards[src].controller
	if !sideMayMatch(t, pl == r.player) {
		return dst
	}
	line := g.p[pl].line
	i := indexOf(line, src)
	if i < 0 {
		return dst
	}
	for _, j := range [2]int{i - 1, i + 1} {
		if j >= 0 && j < len(line) && g.matches(t, line[j], src, r.player) {
			if dst = append(dst, line[j]); first {
				return dst
			}
		}
	}
	return dst
}

// sideMayMatch reports whether a card in play on a side (own: the
// ability's controller's) may meet target t: matches turns away every
// card of the other side of a friendly or an enemy target, unless the
// target is the ability's card itself or its parent. (A card's controller
// is the player whose battleline or artifacts hold it: CheckInvariants.)
func sideMayMatch(t *Target, own bool) bool {
	if t.Count == Self || t.Count == Parent {
		return true
	}
	switch t.Side {
	case Friendly:
		return own
	case Enemy:
		return !own
	}
	return true
}

// narrowing are the filters candidates applies after inPlayCandidates,
// each of which may take every card away again (MostPowerful and
// LeastPowerful keep one of a list that is not empty), and those that
// look elsewhere than in play.
const narrowing = ChosenHouse | NotThat | SharesHouse | WeakerThanIt | Armored | AmongThat | hxNeighborOfThat | abFilters

// hasCandidate reports whether candidates would list a card for target t
// of run r, stopping at the first card in play that matches when no
// filter may take it away.
func (g *Game) hasCandidate(t *Target, r *run) bool {
	buf := g.takeBuf()
	if t.Is&narrowing != 0 || t.Where == InDiscard || t.Where == InArchives {
		buf = g.candidates(t, r, buf)
	} else {
		buf = g.inPlayCandidates(t, r, buf, true)
	}
	g.giveBuf(buf)
	return len(buf) > 0
}

// matches reports whether card id meets target t's description, seen
// from player pl (the ability's controller) and card src (the ability's).
func (g *Game) matches(t *Target, id, src int16, pl int8) bool {
	c := &g.cards[id]
	switch t.Count {
	case Self:
		return id == src && g.hoSelfIs(t, id, src, pl)
	case Parent:
		return src >= 0 && g.cards[src].parent == id && g.hoSelfIs(t, id, src, pl)
	case Neighbors:
		// A constant ability of "each of Bulwark's neighbors".
		if !g.neighbors(id, src) {
			return false
		}
	}
	d := g.def(id)
	switch t.Kind {
	case Creature:
		if c.zone != ZoneBattleline && (c.zone.InPlay() || !d.Type.IsCreature()) {
			return false
		}
	case Artifact:
		if d.Type != TypeArtifact && c.zone != ZoneArtifacts || c.zone == ZoneBattleline { // Auto-Legionary: a creature there; De-Animator: an artifact there
			return false
		}
	case Upgrade:
		if d.Type != TypeUpgrade && c.zone != ZoneUpgrade { // an action attached as an upgrade (ability_hand_ad.go)
			return false
		}
	case ActionCard:
		if d.Type != TypeAction {
			return false
		}
	}
	switch t.Side {
	case Friendly:
		if c.controller != pl {
			return false
		}
	case Enemy:
		if c.controller == pl {
			return false
		}
	}
	if t.House != "" && g.ofHouse(id, t.House) == (t.Is&NotHouse != 0) { // multi_house.go
		return false
	}
	if t.Name != "" && d.ID != t.Name {
		return false
	}
	if t.Trait != "" && ((d.HasTrait(t.Trait) || g.hiHasTrait(id, t.Trait) || g.hpHasTrait(id, t.Trait) || g.htHasTrait(id, t.Trait)) && !g.zTraitless(id)) == (t.Is&NotTrait != 0) { // Grey Aberrant (ability_hand_z.go)
		return false
	}
	f := t.Is
	if f == 0 {
		return true
	}
	switch {
	case f&Other != 0 && id == src,
		f&Damaged != 0 && c.damage == 0,
		f&Undamaged != 0 && c.damage != 0,
		f&Exhausted != 0 && !c.has(flExhausted),
		f&Ready != 0 && c.has(flExhausted),
		f&Stunned != 0 && !c.has(flStunned),
		f&Warded != 0 && !c.has(flWarded),
		f&Enraged != 0 && !c.has(flEnraged),
		f&WithAember != 0 && c.aember == 0,
		f&AtFlank != 0 && !g.onFlank(id),
		f&NotAtFlank != 0 && g.onFlank(id),
		f&PowerAtLeast != 0 && g.power(id) < int(t.Power),
		f&PowerAtMost != 0 && g.power(id) > int(t.Power),
		f&Neighboring != 0 && !g.neighbors(id, src),
		f&Token != 0 && d.Type != TypeTokenCreature,
		f&heFilters != 0 && !g.heMatches(f, id),
		f&IsElusive != 0 && !g.hasKeyword(id, Elusive),
		f&OddPower != 0 && g.power(id)%2 == 0,
		f&EvenPower != 0 && g.power(id)%2 != 0,
		f&hhFilters != 0 && !g.hhMatches(f, id), // ability_hand_h.go
		f&hoFilters != 0 && !g.hoMatches(f, id, src),
		f&huNonToken != 0 && !g.huMatches(f, id),                                                      // ability_hand_u.go
		f&WithBonusIcon != 0 && len(g.hgIconsOf(id)) == 0,                                             // icon_instead.go
		f&hsSamePower != 0 && (src < 0 || !g.cards[src].zone.InPlay() || g.power(id) != g.power(src)), // ability_hand_s.go
		f&zSameNameAsParent != 0 && !g.zMatches(f, id, src):                                           // ability_hand_z.go
		return false
	}
	return true
}

// neighbors reports whether creatures a and b are next to each other on
// one battleline.
func (g *Game) neighbors(a, b int16) bool {
	if a < 0 || b < 0 || g.cards[a].zone != ZoneBattleline || g.cards[b].zone != ZoneBattleline ||
		g.cards[a].controller != g.cards[b].controller {
		return false
	}
	line := g.p[g.cards[a].controller].line
	i, j := indexOf(line, a), indexOf(line, b)
	return i-j == 1 || j-i == 1
}

// players lists the players a player effect is about.
func (g *Game) players(w Who, r *run, buf []int8) []int8 {
	switch w {
	case Opponent:
		return append(buf, other(r.player))
	case EachPlayer:
		return append(buf, g.active, other(g.active))
	case ChosenPlayer:
		return append(buf, g3Chosen(r))
	case ThatOwner, ThatController:
		if r.nThat > 0 {
			c := &g.cards[r.that[0]]
			if w == ThatOwner {
				return append(buf, c.owner)
			}
			return append(buf, c.controller)
		}
		if r.trig >= 0 {
			return append(buf, g.cards[r.trig].controller)
		}
		return buf
	}
	return append(buf, r.player)
}

// amount is a step's amount: N, or N times a computed quantity.
func (g *Game) amount(st *Clause, r *run) int {
	if st.Per == nil {
		return st.N
	}
	if st.Per.Minus {
		return st.N - g.quantity(st.Per, r)
	}
	n := st.N
	if n == 0 {
		n = 1
	}
	return n * g.quantity(st.Per, r)
}

// quantity reads a number from the game for a computed amount.
func (g *Game) quantity(a *Amount, r *run) int {
	var pls [2]int8
	switch a.Q {
	case CountOf:
		buf := g.takeBuf()
		buf = g.countable(&a.Of, r, buf)
		g.giveBuf(buf)
		return len(buf)
	case AemberOf, HalfAemberOf, ArchivesOf:
		n := 0
		for _, pl := range g.players(a.Who, r, pls[:0]) {
			switch a.Q {
			case AemberOf:
				n += g.p[pl].aember
			case HalfAemberOf:
				n += g.p[pl].aember / 2
			case ArchivesOf:
				n += g.p[pl].archiveSize()
			}
		}
		return n
	case DoneThisWay:
		return int(r.done)
	case DamageOnThis:
		if r.src >= 0 {
			return int(g.cards[r.src].damage)
		}
	case AemberOnIt:
		if r.trig >= 0 {
			return int(g.cards[r.trig].aember)
		}
	case HandOf, PlayedThisTurn, HousesAmong, ForgedKeys, UpgradesOnThis:
		if n := g.quantityGen2(a, r); a.Max == 0 || n < a.Max {
			return n
		}
		return a.Max // "to a maximum of"
	case UpgradesOnIt:
		return hcUpgradesOn(g, r.trig)
	case hoPowerOfThis, hoDamageOnItsCreature:
		return g.hoQuantity(a, r)
	case hrPowerOfThat:
		return g.hrQuantity(a, r) // ability_hand_r.go
	case huNeighborsOfIt, huPurgedCards, huPowerOfThat:
		return g.huQuantity(a, r) // ability_hand_u.go
	case hsCountersOnThis:
		return g.hsCounters(r.src, a.Of.Name) // counters.go
	case abNeighborsPower:
		return g.abQuantity(a, r) // ability_hand_ab.go
	case hsCardsUnderThis:
		return g.hsUnderCount(r.src) // under.go
	case UnforgedKeys:
		n := 0
		for _, pl := range g.players(a.Who, r, pls[:0]) {
			n += 3 - g.p[pl].keyCount()
		}
		return n
	case AemberOnCards:
		if a.Of.Count == That {
			return g3AemberOnThat(g, r) // "for each A on that creature"
		}
		buf := g.countable(&a.Of, r, g.takeBuf())
		n := 0
		for _, id := range buf {
			n += int(g.cards[id].aember)
		}
		g.giveBuf(buf)
		return n
	}
	return 0
}

// discardCandidates lists the cards of a discard pile that match t: the
// ability's controller's ("your discard pile"), with Side Enemy their
// opponent's, with Side AnySide both ("a discard pile", the
// controller's first). A discard pile is public: its cards are known.
func (g *Game) discardCandidates(t *Target, r *run, dst []int16) []int16 {
	for _, pl := range [2]int8{r.player, other(r.player)} {
		if t.Side == Friendly && pl != r.player || t.Side == Enemy && pl == r.player {
			continue
		}
		for _, id := range g.p[pl].discard {
			if g.matchesIn(t, id, r.src, pl) {
				dst = append(dst, id)
			}
		}
	}
	if t.Is&(NotThat|AmongThat) != 0 {
		dst = hdThatFilter(dst, r, t.Is&AmongThat != 0)
	}
	if t.Is&hxNeighborOfThat != 0 {
		dst = g.hxNeighborsOfThat(dst, r) // ability_hand_x.go
	}
	if t.Is&abFilters != 0 {
		dst = g.abFilter(t, r, dst) // ability_hand_ab.go
	}
	return dst
}

// matchesIn is matches for a card of player pl's discard pile: the pile's
// side is the target's, so only its other conditions are checked.
func (g *Game) matchesIn(t *Target, id, src int16, pl int8) bool {
	u := *t
	u.Side = AnySide
	return g.matches(&u, id, src, pl)
}

// countOtherSide counts the cards that match t with its side turned
// (enemy for friendly and back).
func (g *Game) countOtherSide(t *Target, r *run) int {
	u := *t
	u.Side = otherSide(t.Side)
	buf := g.countable(&u, r, g.takeBuf())
	n := len(buf)
	g.giveBuf(buf)
	return n
}

func otherSide(s Side) Side {
	switch s {
	case Friendly:
		return Enemy
	case Enemy:
		return Friendly
	}
	return AnySide
}

// countable lists the cards a count is over: in play, or in a discard
// pile ("for each Geistoid card in your discard pile").
func (g *Game) countable(t *Target, r *run, dst []int16) []int16 {
	if t.Where != InDiscard {
		return g.candidates(t, r, dst)
	}
	return g.discardCandidates(t, r, dst)
}

// holds evaluates a condition for run r.
func (g *Game) holds(c *Cond, r *run) bool {
	var pls [2]int8
	switch c.Is {
	case Always:
		return true
	case IfDone:
		return r.did
	case IfNotDone:
		return !r.did
	case IfAember:
		for _, pl := range g.players(c.Who, r, pls[:0]) {
			if c.Cmp == MoreThanOpp {
				return g.p[pl].aember > g.p[other(pl)].aember
			}
			return compare(g.p[pl].aember, c.Cmp, c.N)
		}
		return false
	case IfCount:
		buf := g.countable(c.Of, r, g.takeBuf())
		n := len(buf)
		g.giveBuf(buf)
		if c.Cmp == MoreThanOpp {
			// "more enemy creatures than friendly creatures"
			return n > g.countOtherSide(c.Of, r)
		}
		return compare(n, c.Cmp, c.N)
	case IfThisOnFlank:
		return r.src >= 0 && g.onFlank(g.hdCreatureOf(r.src))
	case IfThisNotFlank:
		return r.src >= 0 && !g.onFlank(g.hdCreatureOf(r.src))
	case IfThisInCenter:
		return r.src >= 0 && g.inCenter(r.src)
	case IfFriendlyDestroyed:
		pl := r.player
		if c.Who == Opponent && pl >= 0 {
			pl = other(pl) // "an enemy creature was destroyed this turn" (Font of the Eye)
		}
		return pl >= 0 && pl <= 1 && g.destroyed&(1<<pl) != 0
	case IfTide:
		return g.p[r.player].tide
	case IfHaunted:
		for _, pl := range g.players(c.Who, r, pls[:0]) {
			return g.haunted(pl)
		}
		return false
	case IfThatDestroyed, IfThatSurvived:
		if r.nThat == 0 {
			return false
		}
		g.sweep()
		gone := g.cards[r.that[0]].zone != ZoneBattleline
		return gone == (c.Is == IfThatDestroyed)
	case IfThisDamaged:
		return r.src >= 0 && g.cards[r.src].damage > 0
	case IfTideLow:
		return g.p[other(r.player)].tide
	case IfYourTurn, IfNotYourTurn:
		return (g.active == r.player) == (c.Is == IfYourTurn)
	case htIfThisInDiscard:
		return r.src >= 0 && g.cards[r.src].zone == ZoneDiscard // ability_hand_t.go
	case htIfOppHousesBelow:
		return g.housesAmong(&Target{Count: Each, Side: Enemy}, r) < c.N // ability_hand_t.go
	case hxIfThisSurvives, hxIfTideNotLow, hxIfWasToken, hxIfNoCreaturePlayed:
		return g.hxHolds(c, r) // ability_hand_x.go
	case IfNotHaunted:
		h := Cond{Is: IfHaunted, Who: c.Who}
		return !g.holds(&h, r)
	case IfThatIs, IfEnemyDestroyed:
		return g.g3Holds(c, r)
	case hrIfPlayed, hrIfUsed, hrIfFought, hrIfForged, hrIfDiscarded:
		return g.hrHolds(c, r) // turn_history.go
	}
	return false
}

func compare(n int, c Cmp, m int) bool {
	switch c {
	case AtLeast:
		return n >= m
	case AtMost:
		return n <= m
	case Equal:
		return n == m
	case Even:
		return n%2 == 0
	case Odd:
		return n%2 != 0
	}
	return false
}

// keepPick remembers the cards a waiting step already chose.
func (r *run) keepPick(ids []int16) {
	r.npick = uint8(min(len(ids), len(r.pick)))
	copy(r.pick[:], ids)
}

// setThat remembers the cards a step acted on for back-references.
func (r *run) setThat(ids []int16) {
	r.nThat = uint8(min(len(ids), len(r.that)))
	copy(r.that[:], ids)
}

// takeBuf lends a scratch list of card ids (returned with giveBuf): the
// interpreter is re-entrant (an ability's step can resolve another
// ability), so each level takes its own, and none is allocated per step
// once the game has as many as its deepest nesting needed.
func (g *Game) takeBuf() []int16 {
	if g.nbuf == len(g.bufs) {
		g.bufs = append(g.bufs, make([]int16, 0, 24))
	}
	b := g.bufs[g.nbuf][:0]
	g.nbuf++
	return b
}

// giveBuf returns the list takeBuf lent (grown, perhaps). What comes back
// may be another list, or none (a step that waits returns nil): the
// level keeps the larger.
func (g *Game) giveBuf(b []int16) {
	g.nbuf--
	if cap(b) > cap(g.bufs[g.nbuf]) {
		g.bufs[g.nbuf] = b[:0]
	}
}

// takeCtx lends the context of the next escape-hatch level (returned by
// decrementing nctx), allocated once per level and game.
func (g *Game) takeCtx() *Ctx {
	if g.nctx == len(g.ctxs) {
		g.ctxs = append(g.ctxs, &Ctx{r: new(run)})
	}
	x := g.ctxs[g.nctx]
	g.nctx++
	return x
}

// otherwiseOf reports whether the step after steps[i] is the "Otherwise"
// of steps[i]'s own condition ("If you are haunted, destroy a creature.
// Otherwise, deal 3D to a creature."; "… If the tide is high, … instead"):
// that step runs when the condition did not hold, not when the step did
// nothing (a ward, a declined "may", nothing to capture).
func otherwiseOf(steps []Clause, i int) bool {
	if i+1 >= len(steps) || steps[i+1].If.Is != IfNotDone {
		return false
	}
	switch steps[i].If.Is {
	case Always, IfDone, IfNotDone:
		return false
	}
	return true
}
