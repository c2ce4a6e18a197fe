package engine

import (
	"strconv"
	"strings"
)

// Choices that later steps act on (issue 16, hand-scripted batch D).
//
// Many cards first choose cards and only then say what happens to them,
// often to several choices at once: "Choose a friendly creature and an
// enemy creature. Destroy the chosen creatures and …" (Quintrino Flux),
// "Move 1A from a friendly creature to another friendly creature"
// (Monument to Primus). DoChoose makes the choice a step of its own (it
// does nothing to the cards but make them "that creature"), DoChooseAlso
// adds a second choice to the first one's cards, and the filter NotThat
// ("another") keeps a card already chosen from being chosen again. A
// closure (DoGo) or a That step then acts on the choices, in the order
// they were made. DoReveal is the choice of cards from hand a card
// reveals: "for each card revealed this way" counts them.

// AnyNumber as an UpTo target's N is "any number of".
const AnyNumber = 100

// hdChooseAlso adds the cards just chosen to the ones the last step
// chose (at most four in all); "if you do" is whether any was.
func (g *Game) hdChooseAlso(r *run, ids []int16) {
	for _, id := range ids {
		if int(r.nThat) < len(r.that) {
			r.that[r.nThat] = id
			r.nThat++
		}
	}
	r.did, r.done = len(ids) > 0, int16(len(ids))
}

// hdThatFilter keeps of cands the cards the last step acted on (among),
// or the others.
func hdThatFilter(cands []int16, r *run, among bool) []int16 {
	k := 0
	for _, id := range cands {
		if (indexOf(r.that[:r.nThat], id) >= 0) == among {
			cands[k] = id
			k++
		}
	}
	return cands[:k]
}

// hdRepeatsLeft reports whether a "repeat" step with a computed amount
// (Per) goes back once more: "For each friendly ready Mars creature, deal
// 2D to a creature" is the damage step, then a repeat that goes back while
// fewer than that many have resolved. Without Per it always does (its If
// decides).
func (g *Game) hdRepeatsLeft(st *Clause, r *run) bool {
	return st.Per == nil || int(r.loops)+1 < g.quantity(st.Per, r)
}

// hdCreatureOf is the creature an upgrade is attached to ("while this
// creature is on a flank"), and any other card itself.
func (g *Game) hdCreatureOf(id int16) int16 {
	if c := &g.cards[id]; c.zone == ZoneUpgrade && c.parent >= 0 {
		return c.parent
	}
	return id
}

// hdOptionNamed is the option of a "choose one" step (DoChooseOne) that
// word names, 0 when none: the step's Say lists its options' names as
// TCO and keyteki give them ("Capture opponent's Æmber / Remove Æmber"),
// in order; case and spaces around them do not matter.
func hdOptionNamed(st *Clause, word string) int {
	if st.Say == "" {
		return 0
	}
	for i, name := range strings.Split(st.Say, " / ") {
		if strings.EqualFold(strings.TrimSpace(name), strings.TrimSpace(word)) {
			return i + 1
		}
	}
	return 0
}

// hdNumber reads the number a "choose a number" step (DoChooseNumber)
// asks for: it is what the step did ("this way"), for the steps after.
func (g *Game) hdNumber(r *run) (bool, int) {
	w, ok := g.ans.nextWord()
	if !ok {
		g.violate("choice-missing", r.player, "%s: the log does not say which number was chosen", g.defs[r.def].Name)
		return false, 0
	}
	n, err := strconv.Atoi(strings.TrimSpace(w))
	if err != nil || n < 0 {
		g.violate("effect-target", r.player, "%s: %q is not a number", g.defs[r.def].Name, w)
		return false, 0
	}
	return true, n
}

// hdForEach starts "For each <Per>, <step>": the step after it resolves
// Per times, through the DoRepeat (N 1) after that step; none, it and the
// repeat are skipped. The count is taken now ("for each Logos card
// discarded this way" reads the step before), and the repeat's budget
// kept in r.loops, which it counts up to its limit.
func (g *Game) hdForEach(st *Clause, r *run) {
	q := g.quantity(st.Per, r)
	if st.N > 0 {
		q *= st.N
	}
	if q <= 0 {
		r.pc += 3
		r.pc += abMoreSteps(g.stepsOf(r), r.pc-3) // steps repeated together (ability_hand_ab.go)
		return
	}
	r.loops = uint8(max(64-(q-1), 0))
	r.pc++
}

// hdDiscardStep resolves a DoDiscardNamed step: it discards the top
// st.N cards of the deck of st.Who, which the log's choose lines name (st.N
// 0: until one matches st.To), one name at a time, and waits (false) for
// the next name while the log has given none. The cards are "that"; it
// did what it did when one of them matched st.To, and done counts those
// ("for each Logos card discarded this way"). Forced without a name, a
// card is discarded unnamed (choice-missing). r.rep counts the cards
// discarded so far and r.done the matches, across waits.
func (g *Game) hdDiscardStep(st *Clause, r *run) bool {
	pl := g.hdDeckOf(st, r)
	p := &g.p[pl]
	that, nThat := r.that, r.nThat
	if r.rep == 0 {
		r.nThat, r.done = 0, 0
	}
	for st.N == 0 || int(r.rep) < st.N {
		if p.deckSize() == 0 {
			break // out of cards: discarding does not reshuffle the discard pile
		}
		ref, named := g.ans.nextCard()
		if !named && !g.forcing {
			if r.rep == 0 {
				r.that, r.nThat = that, nThat // the step resolves again: "its controller's deck" (Purify) reads them
			}
			return false
		}
		r.rep++
		id := int16(-1)
		if named {
			id = g.hdTopCopy(pl, ref)
		}
		if id < 0 {
			if named {
				g.violation("card-not-available", pl, g.refName(ref)+" cannot be on top of "+p.name+"'s deck")
			} else {
				g.violation("choice-missing", r.player, g.defs[r.def].Name+": the log does not say which card was on top of the deck")
			}
			g.hdDiscardUnnamed(pl, named)
			if st.N == 0 {
				break
			}
			continue
		}
		g.detach(id, ZoneDeck)
		g.put(id, ZoneDiscard)
		g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID, Other: "deck"})
		if int(r.nThat) < len(r.that) {
			r.that[r.nThat] = id
			r.nThat++
		}
		if g.matchesIn(&st.To, id, r.src, r.player) {
			r.done++
			if st.N == 0 {
				break
			}
		}
	}
	r.did = r.done > 0
	return true
}

// hdDiscardUnnamed discards pl's top card where the log names none (or
// names one that cannot be there). An unknown top card is a never-seen
// card of a deck rebuilt from a log when one is left: the log hides its
// identity (Eyegor's "discards the other 2"), and a guessed copy of a
// card seen would be one a later line may play from hand. Named, the
// stand-in is any unaccounted card, as moveTop takes.
func (g *Game) hdDiscardUnnamed(pl int8, named bool) {
	p := &g.p[pl]
	if named || len(p.deckTop) > 0 || g.unseenLeft(pl) == 0 {
		g.moveTop(pl, 1, false)
		return
	}
	id := g.hdUnseen(pl)
	g.detach(id, ZoneDeck)
	g.put(id, ZoneDiscard)
	g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID, Other: "deck"})
}

// hdUnseen is one of pl's never-seen cards still unaccounted, -1
// when none.
func (g *Game) hdUnseen(pl int8) int16 {
	for i := range g.cards {
		if c := &g.cards[i]; c.owner == pl && c.zone == ZoneUnknown && g.defs[c.def] == &unseenCard {
			return int16(i)
		}
	}
	return -1
}

// hdTopCopy is the copy of ref that can be on top of pl's deck: the known
// top card, else an unaccounted copy (an unseen card of a deck rebuilt
// from a log), -1 when none.
func (g *Game) hdTopCopy(pl int8, ref CardRef) int16 {
	p := &g.p[pl]
	def := g.deckDef(pl, ref)
	if def < 0 {
		return -1
	}
	if k := len(p.deckTop); k > 0 {
		if g.cards[p.deckTop[k-1]].def == def {
			return p.deckTop[k-1]
		}
		return -1
	}
	if p.deckUnknown == 0 {
		return -1
	}
	if id := g.unknownCopy(pl, def); id >= 0 {
		return id
	}
	return g.adoptUnseen(pl, def)
}

// hdCardNoun is "card" with a target's house ("Logos card"), for what a
// step that names the cards it discards counts.
func hdCardNoun(t *Target) string {
	if t.House != "" {
		return HouseName(t.House) + " card"
	}
	return "card"
}

// hdDeckOf is the player whose deck a DoDiscardNamed step discards from.
func (g *Game) hdDeckOf(st *Clause, r *run) int8 {
	var pls [2]int8
	if w := g.players(st.Who, r, pls[:0]); len(w) > 0 {
		return w[0]
	}
	return r.player
}

// hdMayUse reports whether a lasting permission lets pl use card id though
// it is not of the active house: "You may use that creature this turn"
// (Deipno Spymaster: the card), "you may use friendly artifacts as if
// they belonged to the active house" (Scientifical Hack: card -1).
func (g *Game) hdMayUse(pl int8, id int16) bool {
	for _, l := range g.lasting {
		if l.kind == lastMayUse && l.player == pl && (l.card == id || l.card < 0 && g.cards[id].zone == ZoneArtifacts && g.cards[id].controller == pl) {
			return true
		}
	}
	return false
}

// hdNoReap flags a reap a lasting effect forbids ("creatures cannot
// reap", "creatures of the chosen house cannot be used to reap"), and
// reports whether it did.
func (g *Game) hdNoReap(verb Verb, id int16) bool {
	if verb != VerbReap {
		return false
	}
	for _, l := range g.lasting {
		if l.kind == lastNoReap && l.player == g.active && (l.house == "" || g.houseOf(id) == l.house) {
			g.violate("restricted", g.active, "%s cannot reap: a lasting effect forbids it", g.name(id))
			return true
		}
	}
	return false
}

// hdStatic reports whether card id has a constant ability of kind k that
// holds now.
func (g *Game) hdStatic(id int16, k StaticKind) bool {
	if !g.hasStatic(k) {
		return false
	}
	st := g.staticOf(id, k)
	return st != nil && g.staticHolds(st, id)
}

// hdUnstealable reports whether pl's Æmber cannot be stolen: a card pl
// controls says so while pl has its N Æmber or more (Cephaloist).
func (g *Game) hdUnstealable(pl int8) bool {
	if !g.hasStatic(Unstealable) {
		return false
	}
	for _, list := range [2][]int16{g.p[pl].line, g.p[pl].arts} {
		for _, id := range list {
			if st := g.staticOf(id, Unstealable); st != nil && g.staticHolds(st, id) && g.p[pl].aember >= st.N {
				return true
			}
		}
	}
	return false
}

// fightDamageCap is the damage creature id deals in a fight, n before a
// cap (FightDamageCap: "only deals 1D when fighting", Galeatops, Tantadlin):
// the one place fight damage is capped.
func (g *Game) fightDamageCap(id int16, n int) int {
	if !g.hasStatic(FightDamageCap) {
		return n
	}
	if st := g.staticOf(id, FightDamageCap); st != nil && g.staticHolds(st, id) {
		return min(n, st.N)
	}
	return n
}

// hdFlankOnly flags a fight by a creature that can only attack flank
// creatures against one that is not on a flank.
func (g *Game) hdFlankOnly(att, def int16) {
	if g.hdStatic(att, FlankTargetsOnly) && !g.onFlank(def) {
		g.violate("fight-target", g.active, "%s can only attack flank creatures, not %s", g.name(att), g.name(def))
	}
}

// hdCapturesGain: n Æmber would be added to pl's pool; a creature of pl's
// opponent that captures it instead does (Ether Spider), and it reports
// whether one did. A creature leaving play (its Æmber going to the
// opponent) does not capture its own.
func (g *Game) hdCapturesGain(pl int8, n int) bool {
	if !g.hasStatic(CapturesGains) {
		return false
	}
	for _, id := range g.p[other(pl)].line {
		if g.nleft > 0 && g.left[g.nleft-1] == id {
			continue
		}
		if st := g.staticOf(id, CapturesGains); st != nil && g.staticHolds(st, id) {
			g.cards[id].aember += int16(n)
			g.emit(Event{Kind: EvStatus, Player: other(pl), Card: g.def(id).ID, N: n, Other: "capture"})
			return true
		}
	}
	return false
}

// hdPrevented: creature id's armor just prevented n damage; its "after
// it prevents damage with its armor" abilities resolve once a damage
// (Maruck the Marked: "capture 1A for each damage just prevented").
func (g *Game) hdPrevented(id int16, n int) {
	if (g.triggers|g.granted)&OnArmorPrevents == 0 {
		return
	}
	for range n {
		g.fire(id, OnArmorPrevents, -1)
	}
}

// hdAttached: an upgrade was just attached to creature id (Commander
// Dhrxgar).
func (g *Game) hdAttached(id int16) {
	g.fireAll(OnUpgradeAttached, id)
}

// hdMayReady reports whether card id can ready: not a creature that
// readies only while its controller is haunted (Awakened Titan) while
// they are not.
func (g *Game) hdMayReady(id int16) bool {
	return (!g.hdStatic(id, ReadyIfHaunted) || g.haunted(g.cards[id].controller)) && !g.hoCannotReady(id) && !g.hqNoCreatureReadies(id)
}

// hdReadyStep reports whether pl's "ready cards" step readies card id: a
// lasting effect may skip the step (Storm Surge), a card may not ready.
func (g *Game) hdReadyStep(pl int8, id int16) bool {
	for j := range g.lasting {
		l := &g.lasting[j]
		if l.kind == lastNoReadyStep && l.player == pl {
			return false
		}
	}
	return g.hdMayReady(id) && !g.hoSkipsReadyStep(id) // ability_hand_o.go
}

// hdTurnStart resolves the "at the start of each player's turn"
// abilities of the cards in play (Mechabuoy), each for its controller.
func (g *Game) hdTurnStart() {
	g.fireAll(OnAnyTurnStart, -1)
}

// hdGraft: pl just forged a key; a lasting effect on pl's turn makes them
// give their remaining Æmber to the other player (Interdimensional
// Graft: "if an opponent forges a key on their next turn").
func (g *Game) hdGraft(pl int8) {
	for _, l := range g.lasting {
		if l.kind == lastGraft && l.player == pl && g.active == pl && g.turn == l.until {
			if n := g.lose(pl, g.p[pl].aember, SrcPay); n > 0 {
				g.gain(other(pl), n, SrcPay)
			}
		}
	}
}

// hdAttachedTo names what an OnUpgradeAttached trigger is about: "Commander
// Dhrxgar", "one of Commander Dhrxgar's neighbors", "a creature".
func hdAttachedTo(w *Target, name, noun string) string {
	switch {
	case w != nil && w.Count == Self:
		return name
	case w != nil && w.Count == Neighbors:
		return "one of " + name + "'s neighbors"
	}
	return article(noun)
}

// hdAfterUse: card id was just used; a lasting "after you use a friendly
// creature, deal N to its neighbors" deals it (Publius Scipio).
func (g *Game) hdAfterUse(id int16) {
	for _, l := range g.lasting {
		if l.kind == lastHitNeighbors && l.player == g.cards[id].controller && g.cards[id].zone == ZoneBattleline {
			g.hbDamageNeighbors(id, l.n)
		}
	}
}

// hdActionGoes is where action card id goes once it has resolved: its
// owner's hand when a lasting effect returns their next action card (High
// Priest Torvus; the effect is then spent), else the discard pile.
func (g *Game) hdActionGoes(id int16) Zone {
	for i, l := range g.lasting {
		if l.kind == lastReturnAction && l.player == g.cards[id].owner {
			g.lasting = append(g.lasting[:i], g.lasting[i+1:]...)
			g.noteLasting()
			return ZoneHand
		}
	}
	return ZoneDiscard
}

// hdPowers lists the powers of the creatures in play, as words: the
// numbers a "choose a number" prompt offers.
func (g *Game) hdPowers() []string {
	var out []string
	for pl := range g.p {
		for _, id := range g.p[pl].line {
			w := strconv.Itoa(g.power(id))
			if !slicesContains(out, w) {
				out = append(out, w)
			}
		}
	}
	if len(out) == 0 {
		out = append(out, "0") // no creature: any number does nothing
	}
	return out
}
