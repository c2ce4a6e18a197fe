package engine

import "strconv"

// Closures, kinds and helpers of batch T (scripts_hand_t.go).

// htPlayAsActive: "You may play <To> as if they belonged to your active
// house" (Artificer): playing only, the cards in play are used as printed
// (AsActiveHouse is playing and using).
const htPlayAsActive StaticKind = 96

// htPlaysAsActive reports whether a card the active player controls makes
// card id, not in play, playable as if it belonged to the active house.
func (g *Game) htPlaysAsActive(id int16) bool {
	if !g.hasStatic(htPlayAsActive) || g.cards[id].zone.InPlay() {
		return false
	}
	pl := g.active
	var buf [48]int16
	for _, src := range g.inPlayOrder(buf[:0]) {
		if g.cards[src].controller != pl {
			continue
		}
		if st := g.staticOf(src, htPlayAsActive); st != nil && g.staticHolds(st, src) && g.matches(&st.To, id, src, pl) {
			return true
		}
	}
	return false
}

// htStaticText prints the constant abilities of this file.
func htStaticText(st *Static, name string) (string, bool) {
	if st.Is != htPlayAsActive {
		return htStaticTextMore(st, name)
	}
	return "You may play " + targetNoun(&st.To, name, true) + " as if they belonged to your active house.", true
}

// htArchiveSelf: "Archive this card." in an ability an archon power gives
// artifacts (Deluge of Power): the card using it goes to its owner's
// archives, if it is still in play.
func htArchiveSelf(x *Ctx) {
	if x.g.cards[x.Self].zone.InPlay() {
		x.g.moveInst(x.Self, ZoneArchives)
	}
}

// htOneOfEachType is "Return 1 card of each type (action, artifact,
// creature, upgrade) from your discard pile to your hand": one return a
// type, each moot when the pile holds none of it.
func htOneOfEachType() []Clause {
	kinds := [...]Kind{ActionCard, Artifact, Creature, Upgrade}
	out := make([]Clause, len(kinds))
	for i, k := range kinds {
		out[i] = Clause{Do: DoReturn, To: Target{Side: Friendly, Kind: k, Where: InDiscard}}
	}
	return out
}

// htFighterLoses4: Peace Accord's "they lose 4A": the controller of the
// creature that fought (the trigger's card).
func htFighterLoses4(x *Ctx) {
	if t := x.r.trig; t >= 0 {
		x.g.lose(x.g.cards[t].controller, 4, SrcAbility)
	}
}

// htSwap swaps the controllers of two creatures in play of different
// controllers; each enters its new controller's battleline (as
// takeControl places it).
func (g *Game) htSwap(a, b int16) {
	ca, cb := g.cards[a].controller, g.cards[b].controller
	if ca == cb || g.cards[a].zone != ZoneBattleline || g.cards[b].zone != ZoneBattleline {
		return
	}
	g.takeControl(cb, a)
	g.takeControl(ca, b)
}

// htSwapWithFought: Shĭzyokŭ Swopper and the creature it fought (the
// trigger's card) swap controllers, when both survived.
func htSwapWithFought(x *Ctx) {
	if t := x.r.trig; t >= 0 {
		x.g.sweep()
		x.g.htSwap(x.Self, t)
	}
}

// htSwapChosen: the two creatures the ability chose ("a friendly token
// creature and an enemy creature") swap controllers; nothing when it
// could not choose both.
func htSwapChosen(x *Ctx) {
	if x.r.nThat == 2 {
		x.g.htSwap(x.r.that[0], x.r.that[1])
		x.r.did = true
	}
}

// htLastNoFightBut: until it ends, creatures not of house cannot be used to
// fight, either player's (Into the Night).
const htLastNoFightBut lastKind = 120

// htRestricted is the source of a restriction of this file on the active
// player using card id with verb, -1 when none.
func (g *Game) htRestricted(verb Verb, id int16) int16 {
	if verb == VerbPlay {
		if st := g.staticOf(id, htLoseToPlay); st != nil && g.p[g.active].aember < st.N {
			return id // "You must lose 3A in order to play Truebaru"
		}
		return -1
	}
	if verb != VerbFight {
		return -1
	}
	for _, l := range g.lasting {
		if l.kind == htLastNoFightBut && g.houseOf(id) != l.house {
			return l.source
		}
	}
	return -1
}

// htOnDamaged: "After <When> is dealt damage, …", "each time a creature is
// dealt damage" (Trig: the creature, once the damage is on it; Venator
// Altum, Rotfeast). Numbered from batch T's own range of trigger bits.
const htOnDamaged Trigger = 1 << 37

// htDamaged fires the htOnDamaged abilities, lasting ones included, about
// creature id, just dealt damage.
func (g *Game) htDamaged(id int16) {
	if (g.triggers|g.granted)&htOnDamaged == 0 && len(g.lasting) == 0 {
		return
	}
	g.fireAll(htOnDamaged, id)
}

// htTriggerLead prints the triggers of this file.
func htTriggerLead(a *Ability, name string) string {
	if a.On&htOnAttacked != 0 {
		return "Each time an enemy creature attacks " + name + ", before the fight"
	}
	if a.On&htOnUsed != 0 {
		if name == "this creature" { // given: to a creature or an artifact (Bartos the Ruiner)
			name = "this card"
		}
		return "After " + name + " is used"
	}
	if a.On&htOnOwnDiscard != 0 {
		what := "a card"
		if a.When != nil && a.When.House != "" {
			what = article(HouseName(a.When.House)) + " card"
		}
		return "After you discard " + what + " from your hand"
	}
	if a.When != nil && a.When.Count == Self {
		return "After " + name + " is dealt damage"
	}
	return "Each time a creature is dealt damage"
}

// htNoDamageWhile: "While <If>, <this creature> cannot be dealt damage"
// (Aja the Inconspicuous: If IfThisNotFlank).
const htNoDamageWhile StaticKind = 97

// htNoDamage reports whether a constant ability of creature id keeps it
// from being dealt damage now.
func (g *Game) htNoDamage(id int16) bool {
	st := g.staticOf(id, htNoDamageWhile)
	return st != nil && g.staticHolds(st, id)
}

// htDoubleDamageWhile: "While <If>, double all damage dealt to <this
// creature>" (Undagnathus, the evil twin: If IfTideLow). Doubled before
// armor and every prevention.
const htDoubleDamageWhile StaticKind = 98

// htDamageIn is the damage n dealt to creature id once its own constant
// abilities changed it.
func (g *Game) htDamageIn(id int16, n int) int {
	if st := g.staticOf(id, htDoubleDamageWhile); st != nil && g.staticHolds(st, id) {
		return 2 * n
	}
	return n
}

// htLastExtraDamage: until it ends, whenever card takes damage it takes n
// more (Lethal Distraction).
const htLastExtraDamage lastKind = 121

// htExtraDamage is the damage creature id takes beyond what it is dealt
// (after armor: it "takes damage", then the more).
func (g *Game) htExtraDamage(id int16) int {
	n := 0
	for _, l := range g.lasting {
		if l.kind == htLastExtraDamage && l.card == id {
			n += l.n
		}
	}
	return n
}

// htLastMutant: until it ends, each creature has the Mutant trait (The
// Mist), those that enter play later too.
const htLastMutant lastKind = 122

// htHasTrait reports whether card id has trait tr by a lasting effect of
// this file.
func (g *Game) htHasTrait(id int16, tr string) bool {
	return len(g.lasting) > 0 && g.cards[id].zone == ZoneBattleline && equalFold(tr, "mutant") && g.anyLasting(htLastMutant)
}

// htStaticTextMore prints the constant abilities of this file beyond
// htPlayAsActive.
func htStaticTextMore(st *Static, name string) (string, bool) {
	switch st.Is {
	case htLosesTrigger:
		what := "destroyed abilities"
		if Trigger(st.N) == OnFight {
			what = "“After Fight” effects"
		}
		return upperFirst(targetText(&st.To, name)) + " loses each of its " + what + ".", true
	case htArchivedWhile:
		return "If " + condText(&st.If, name) + ", archive " + name + ".", true
	case htLoseToPlay:
		return "You must lose " + strconv.Itoa(st.N) + "A in order to play " + name + ".", true
	case htLosesKeyword:
		return upperFirst(targetText(&st.To, name)) + " loses and cannot gain " + string(st.KW) + ".", true
	case htAemberAsCapture:
		return "When resolving an A bonus icon, you may instead capture 1A.", true
	case htNoDamageWhile:
		return "While " + condText(&st.If, name) + ", it cannot be dealt damage.", true
	case htDoubleDamageWhile:
		return "While " + condText(&st.If, name) + ", double all damage dealt to " + name + ".", true
	}
	return "", false
}

// htOnOwnDiscard: "After you discard a <When> card from your hand, …"
// (Trig: the card, on top of the discard pile; Baron Mengevin, Borka
// Rikk's "Each time a Mars card is discarded from your hand", Rock-Hurling
// Giant, Thievery). It fires for the discarding player's cards in play
// and archon powers, whoever's ability made them discard.
const htOnOwnDiscard Trigger = 1 << 38

// htDiscarded sees a discard (emit's EvCardDiscarded) from a hand, a
// discard from a deck or the archives being none, and fires the
// discarding player's htOnOwnDiscard abilities about the card.
func (g *Game) htDiscarded(e Event) {
	if g.triggers&htOnOwnDiscard == 0 || e.Other == "deck" || e.Other == "archives" || e.Player < 0 {
		return
	}
	d := g.p[e.Player].discard
	if len(d) == 0 || g.def(d[len(d)-1]).ID != e.Card {
		return
	}
	g.fireFor(e.Player, htOnOwnDiscard, d[len(d)-1])
}

// htAemberAsCapture: "When resolving an A bonus icon, you may instead
// capture 1" (Control): its controller's Æmber icons, as Amphora
// Captura's BonusAsCapture does for every icon.
const htAemberAsCapture StaticKind = 99

// htAemberMayCapture reports whether player pl, resolving an Æmber bonus
// icon, may capture 1 instead: they have such a card and a creature to
// capture with.
func (g *Game) htAemberMayCapture(pl int8) bool {
	return g.hasStatic(htAemberAsCapture) && len(g.p[pl].line) > 0 && g.controlsStatic(pl, htAemberAsCapture)
}

// htSwitchPowerArmor: the creature the step before chose has, for the
// remainder of the turn, its armor as its power and its power as its
// armor, as they are now (Lightsmith Clariel).
func htSwitchPowerArmor(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	if x.g.cards[id].zone != ZoneBattleline {
		return
	}
	x.g.consideredToHave(id, x.g.armor(id), x.g.power(id), x.g.until(UntilTurnEnd), x.r)
	x.r.did = true
}

// htOnUsed: "After this creature is used, …" (Trig: the card used, once
// its use resolved; given by an upgrade: Bonerot Venom). It fires for the
// card used, with the abilities cards give it.
const htOnUsed Trigger = 1 << 39

// htUsed fires the htOnUsed abilities about card id, just used.
func (g *Game) htUsed(id int16) {
	if (g.triggers|g.granted)&htOnUsed != 0 && g.cards[id].zone.InPlay() {
		g.fire(id, htOnUsed, id)
	}
}

// htIfThisInDiscard: "… from your discard pile": this card is in a
// discard pile. An ability with it works from there (htFireFromDiscard);
// in play it does nothing.
const htIfThisInDiscard CondKind = 160

// htFireFromDiscard resolves, for player pl, the abilities of trigger t
// of the cards in pl's discard pile that work from there (their If is
// htIfThisInDiscard: Relentless Creeper, Modular Exoskeleton), those ok
// accepts (nil: all), bottom of the pile first.
func (g *Game) htFireFromDiscard(pl int8, t Trigger, ok func(ab *Ability, controller int8) bool) {
	if g.triggers&t == 0 || len(g.p[pl].discard) == 0 {
		return
	}
	var buf [48]int16
	for _, id := range append(buf[:0], g.p[pl].discard...) {
		s := g.scripts[g.cards[id].def]
		if s == nil || g.cards[id].zone != ZoneDiscard {
			continue
		}
		for i := range s.Abilities {
			ab := &s.Abilities[i]
			if ab.On&t == 0 || ab.Grant != nil || ab.If.Is != htIfThisInDiscard || ok != nil && !ok(ab, pl) {
				continue
			}
			g.resolve(run{def: g.cards[id].def, src: id, ab: uint8(i), player: pl, trig: -1})
		}
	}
}

// htIfOppHousesBelow: "while your opponent does not control creatures
// from N different houses" (Proclamation 346E).
const htIfOppHousesBelow CondKind = 161

// htLosesKeyword: "Each <To> loses and cannot gain <KW>" (Tome of
// Abatement): the keyword is none of theirs, printed or given.
const htLosesKeyword StaticKind = 100

// htKeywordTaken reports whether a constant ability of a card in play
// takes keyword k from card id.
func (g *Game) htKeywordTaken(id int16, k Keyword) bool {
	if !g.hasStatic(htLosesKeyword) || g.cards[id].zone != ZoneBattleline {
		return false
	}
	return g.htStaticOn(htLosesKeyword, id, func(st *Static) bool { return st.KW == k })
}

// htStaticOn reports whether a card in play (or an archon power) has a
// constant ability of kind k that holds, matches card id, and that also
// accepts.
func (g *Game) htStaticOn(k StaticKind, id int16, also func(st *Static) bool) bool {
	var buf [48]int16
	for _, src := range g.inPlayOrder(buf[:0]) {
		s := g.scriptOf(src)
		if s == nil || !g.abilitiesWork(src) {
			continue
		}
		for i := range s.Statics {
			st := &s.Statics[i]
			if st.Is == k && also(st) && g.matches(&st.To, id, src, g.cards[src].controller) && g.staticHolds(st, src) {
				return true
			}
		}
	}
	return false
}

// htLosesTrigger: "Each <To> loses each of its <Trigger(N)> abilities",
// its own and those given it (Flip Stallard: Destroyed; Revna Starsong:
// After Fight).
const htLosesTrigger StaticKind = 101

// htTriggerTaken reports whether a constant ability of a card in play
// takes card id's abilities of trigger t.
func (g *Game) htTriggerTaken(id int16, t Trigger) bool {
	if !g.hasStatic(htLosesTrigger) || t&(OnDestroyed|OnFight) == 0 {
		return false
	}
	return g.htStaticOn(htLosesTrigger, id, func(st *Static) bool { return Trigger(st.N)&t != 0 })
}

// htArchivedWhile: "If <If>, archive <this creature>": checked whenever the
// engine settles the board (sweep), the creature goes to its owner's
// archives while its condition holds (the Tentacles: "If a friendly
// Legendary Keyraken is not in play, archive …").
const htArchivedWhile StaticKind = 102

// htArchiveWhile archives each creature in play whose htArchivedWhile
// condition holds.
func (g *Game) htArchiveWhile() {
	if !g.hasStatic(htArchivedWhile) {
		return
	}
	var buf [48]int16
	for _, id := range append(append(buf[:0], g.p[0].line...), g.p[1].line...) {
		if st := g.staticOf(id, htArchivedWhile); st != nil && g.cards[id].zone == ZoneBattleline && g.staticHolds(st, id) {
			g.moveInst(id, ZoneArchives)
		}
	}
}

// htTentacle is a Tentacle's script: its own abilities, and "If a
// friendly Legendary Keyraken is not in play, archive <it>. Destroyed:
// Deal 3D to a friendly Legendary Keyraken."
func htTentacle(id string, own ...Ability) Script {
	keyraken := Target{Side: Friendly, Name: "legendary-keyraken"}
	none := Cond{Is: IfCount, Of: &Target{Count: Each, Side: Friendly, Name: "legendary-keyraken"}, Cmp: Equal, N: 0}
	return Script{ID: id,
		Statics:   []Static{{Is: htArchivedWhile, If: none}},
		Abilities: append(own, Ability{On: OnDestroyed, Steps: []Clause{{Do: DoDamage, N: 3, To: keyraken}}}),
	}
}

// htDestroySelf: "destroy it", the card the ability is given to.
func htDestroySelf(x *Ctx) {
	if x.g.cards[x.Self].zone.InPlay() {
		x.g.destroy(x.Self)
		x.r.did = true
	}
}

// htLoseToPlay: "You must lose N A in order to play <this card>"
// (Truebaru): it cannot be played with less, and playing it loses them.
const htLoseToPlay StaticKind = 103

// htPayToPlay loses what card played's htLoseToPlay asks, once it is
// played.
func (g *Game) htPayToPlay(played int16) {
	if st := g.staticOf(played, htLoseToPlay); st != nil {
		g.lose(g.active, st.N, SrcAbility)
	}
}

// htOnAttacked: "While attacking <this creature>, enemy creatures gain,
// “Before Fight: …”" (Lapisaurus): the attacked creature's ability, after
// the attacker's own "Before Fight:" (Trig: the attacker).
const htOnAttacked Trigger = 1 << 40

// htAttacked fires the htOnAttacked abilities of creature def, attacked
// by att.
func (g *Game) htAttacked(def, att int16) {
	if g.triggers&htOnAttacked != 0 && g.cards[def].zone == ZoneBattleline && g.cards[att].zone == ZoneBattleline {
		g.fire(def, htOnAttacked, att)
	}
}

// htLastFightSteal: until it ends, card has "After Fight: Steal n" (Journey
// Onward).
const htLastFightSteal lastKind = 123

// htLastingFightSteal resolves the "After Fight: Steal n" a lasting effect
// gave creature id, when it fires its fight abilities (it survived).
func (g *Game) htLastingFightSteal(id int16, t Trigger) {
	if t != OnFight || len(g.lasting) == 0 {
		return
	}
	for _, l := range g.lasting {
		if l.kind == htLastFightSteal && l.card == id {
			g.steal(g.cards[id].controller, l.n)
		}
	}
}

// htTokenToLeftOfThis moves the token creature the step before made (on
// the right flank) to the place immediately left of this creature.
func htTokenToLeftOfThis(x *Ctx) {
	g := x.g
	line := g.p[x.Player].line
	n := len(line)
	if x.r.done == 0 || n < 2 || g.cards[x.Self].zone != ZoneBattleline {
		return
	}
	tok := line[n-1]
	line = line[:n-1]
	i := indexOf(line, x.Self)
	if i < 0 || tok == x.Self {
		return
	}
	line = append(line[:i+1], line[i:]...)
	line[i] = tok
	g.p[x.Player].line = line
}

// htLeftOfThisPower2: each creature to the left of this creature in its
// battleline gets +2 power for the remainder of the turn.
func htLeftOfThisPower2(x *Ctx) {
	g := x.g
	if g.cards[x.Self].zone != ZoneBattleline {
		return
	}
	line := g.p[g.cards[x.Self].controller].line
	for _, id := range line[:indexOf(line, x.Self)] {
		g.addLasting(lasting{kind: lastPower, player: x.Player, card: id, n: 2, until: g.until(UntilTurnEnd), source: x.Self})
	}
}

// htSacrificeForKey: the creatures the step before chose are sacrificed
// if their total power is 25 or more, and then a key is forged at no cost
// (Might Makes Right).
func htSacrificeForKey(x *Ctx) {
	g := x.g
	total := 0
	for _, id := range x.r.that[:x.r.nThat] {
		total += g.power(id)
	}
	if x.r.nThat == 0 || total < 25 {
		return
	}
	for _, id := range x.r.that[:x.r.nThat] {
		g.destroy(id)
	}
	g.sweep()
	x.r.did = true
	if g.adMayForge(x.Player, 0) {
		g.forge(x.Player, KeyAny, 0)
	}
}

// htDestroyThirds destroys the creatures the steps before chose, once the
// choice holds a third of each side's creatures, rounded up (Tertiate); a
// choice of another size is the log's mistake: the engine destroys what
// it names and says so.
func htDestroyThirds(x *Ctx) {
	g := x.g
	chosen := x.r.that[:x.r.nThat]
	for _, pl := range [2]int8{x.Player, other(x.Player)} {
		n := 0
		for _, id := range chosen {
			if g.cards[id].controller == pl {
				n++
			}
		}
		if want := (len(g.p[pl].line) + 2) / 3; n != want {
			g.violate("choice-missing", x.Player, "Tertiate: %d of %s's %d creatures named, one third is %d", n, g.p[pl].name, len(g.p[pl].line), want)
		}
	}
	for _, id := range chosen {
		g.destroy(id)
	}
	x.r.did = len(chosen) > 0
}

// htSaidLater is the Say of a choosing step whose English a later step's
// Say holds (Might Makes Right, Tertiate): the printer skips it.
const htSaidLater = "(said later)"

// htUpgradesTo: the player takes control of each upgrade in play and
// moves it to the creature the step before chose (Big Magnet); each
// move is an attaching.
func htUpgradesTo(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 || g.cards[x.r.that[0]].zone != ZoneBattleline {
		return
	}
	to := x.r.that[0]
	var buf [24]int16
	for _, u := range append(buf[:0], g.upList...) {
		if c := &g.cards[u]; c.zone == ZoneUpgrade && c.parent != to {
			if c.controller != x.Player {
				c.controller = x.Player
				g.emit(Event{Kind: EvControl, Player: x.Player, Card: g.def(u).ID})
			}
			c.parent = to
			g.hdAttached(to)
		}
	}
	x.r.did = true
}

// htSwapDiscardHand: the card the steps before chose in the discard pile
// goes to its owner's hand, the one chosen in hand to the discard pile
// (Scrapscrounger); nothing unless both were chosen.
func htSwapDiscardHand(x *Ctx) {
	g := x.g
	if x.r.nThat != 2 {
		return
	}
	a, h := x.r.that[0], x.r.that[1]
	if g.cards[a].zone != ZoneDiscard || g.cards[h].zone != ZoneHand {
		return
	}
	g.moveInst(a, ZoneHand)
	g.moveInst(h, ZoneDiscard)
	x.r.did = true
}
