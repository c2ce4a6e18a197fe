package engine

import "slices"

// Constant abilities (Static): what the derived properties (props.go), the
// key cost, the house choice and the "cannot" checks read from the cards
// in play. A constant ability applies while its card is in play, its text
// box is not blank, and its condition holds.

// noteScripts records which triggers and constant abilities the game's
// cards have, so that the hot paths skip scans for what no card does. It
// ORs what each script's marks say (derived once per script: scripts
// never change), as notePerAbility would derive it ability by ability.
func (g *Game) noteScripts() {
	g.triggers, g.granted, g.statics, g.lowersPower = 0, 0, staticSet{}, false
	// A fresh slice: a clone shares the old one.
	g.staticBits = make([]defMarks, len(g.scripts))
	g.grantedKWs = nil // (not emptied in place: a clone shares it)
	for d, s := range g.scripts {
		if s == nil {
			continue
		}
		m := marksOf(s)
		g.staticBits[d] = m.own
		g.triggers |= m.triggers
		g.granted |= m.granted
		g.statics.or(&m.statics)
		g.lowersPower = g.lowersPower || m.lowersPower
		for _, kw := range m.grantedKWs {
			if !slices.Contains(g.grantedKWs, kw) {
				g.grantedKWs = append(g.grantedKWs, kw)
			}
		}
	}
	g.noteNamedCards()
}

// notePerAbility derives what noteScripts records (but the named cards)
// from every ability of every script of the game: how the marks of one
// script are made, and what checkShortcuts compares noteScripts with.
func (g *Game) notePerAbility() {
	g.triggers, g.granted, g.statics, g.lowersPower = 0, 0, staticSet{}, false
	// Each definition's own kinds of constant ability, so that an aura
	// scan passes over a card without one at a glance. (In place: only a
	// game of its own, a reference, notes per ability.)
	g.staticBits = slices.Grow(g.staticBits[:0], len(g.scripts))[:len(g.scripts)]
	clear(g.staticBits)
	g.grantedKWs = nil
	for d, s := range g.scripts {
		if s == nil {
			continue
		}
		for i := range s.Statics {
			g.staticBits[d].add(s.Statics[i].Is)
			if st := &s.Statics[i]; st.Is == PowerBonus && st.N < 0 {
				g.lowersPower = true
				if st.To.Count == Self || st.To.Count == Parent {
					g.staticBits[d].add(lowersOwnPower)
				} else {
					g.staticBits[d].add(lowersPowerMark)
				}
			}
		}
		for i := range s.Abilities {
			g.granted |= lastingGrants(&s.Abilities[i])
			g.lowersPower = g.lowersPower || lowersEach(&s.Abilities[i])
			if s.Abilities[i].Grant != nil {
				g.granted |= s.Abilities[i].On
				g.staticBits[d].add(givesAbilities)
				continue
			}
			g.triggers |= s.Abilities[i].On
			g.staticBits[d].on |= s.Abilities[i].On
		}
		for i := range s.Statics {
			g.statics.add(s.Statics[i].Is)
			if st := &s.Statics[i]; st.Is == KeywordGrant && !slices.Contains(g.grantedKWs, st.KW) {
				g.grantedKWs = append(g.grantedKWs, st.KW)
			}
		}
		if hrReadsHistory(s) {
			g.statics.add(hrHistory) // the turn history (turn_history.go)
		}
		if hxReadsCreaturePlays(s) {
			g.statics.add(hxCreaturePlays) // Curse of Fertility (ability_hand_x.go)
		}
		if abReadsFights(s) {
			g.statics.add(abNotesFights) // Smite (ability_hand_ab.go)
		}
	}
}

// scriptMarks are what noteScripts records of one script: what a game of
// only that script's card would note (notePerAbility).
type scriptMarks struct {
	own         defMarks  // the definition's entry of staticBits
	triggers    Trigger   // of its own abilities
	granted     Trigger   // of the abilities it gives, as a constant or lasting ability
	statics     staticSet // its kinds of constant ability, and the readers' marks
	lowersPower bool      // it may give –N power
	grantedKWs  []Keyword // the keywords its constant abilities grant
}

// scriptMarksOf derives script s's marks ability by ability, in ref (a
// scratch game, reused between scripts).
func scriptMarksOf(s *Script, ref *Game) scriptMarks {
	ref.scripts = append(ref.scripts[:0], s)
	ref.notePerAbility()
	return scriptMarks{own: ref.staticBits[0], triggers: ref.triggers, granted: ref.granted,
		statics: ref.statics, lowersPower: ref.lowersPower, grantedKWs: ref.grantedKWs}
}

// marksOf is script s's marks: made with the script index for the
// scripts of the lists, derived on the spot for any other (a test's).
func marksOf(s *Script) *scriptMarks {
	scriptIndex() // (the index fills the lists' marks before it is read)
	if s.marks != nil {
		return s.marks
	}
	m := scriptMarksOf(s, &Game{})
	return &m
}

// Marks in statics of cards in the game that the hooks of every play, use
// or reap look for by name (not constant abilities: noteNamedCards finds
// them once for the game).
const (
	hiCountsUse     StaticKind = 241 // a card asks how often a card was used (hiNoteUse)
	hoCountsReap    StaticKind = 242 // Ragwarg, Bramble Lynx count reaps (hoCountsReaps)
	hfConductsReaps StaticKind = 243 // Æmber Conduction Unit (hfReaped)
	hnDisruptzords  StaticKind = 244 // Elite Disruptzord (hnDisruptzord)
	hnPurifiers     StaticKind = 245 // Purifier of Souls (hnNoDestroyed)
	hnKompsoses     StaticKind = 246 // Kompsos Haruspex (hnKompsos)
)

// noteNamedCards marks the cards of the game the hooks look for by name:
// those whose counts of uses and reaps the engine keeps, and those the
// hooks of every play, reap or destruction look for in play.
func (g *Game) noteNamedCards() {
	for _, d := range g.defs {
		switch d.ID {
		case "rocket-boots", "brunx-and-bongle", "stampede":
			g.statics.add(hiCountsUse)
		case "ragwarg", "bramble-lynx":
			g.statics.add(hoCountsReap)
		case "æmber-conduction-unit":
			g.statics.add(hfConductsReaps)
		case "elite-disruptzord":
			g.statics.add(hnDisruptzords)
		case "purifier-of-souls":
			g.statics.add(hnPurifiers)
		case "kompsos-haruspex":
			g.statics.add(hnKompsoses)
		}
	}
}

func (g *Game) hasStatic(k StaticKind) bool { return g.statics.has(k) }

// Marks in staticBits of what a definition's script does besides its
// constant abilities, for the scans that skip the cards without it (no
// script holds a constant ability of these kinds):
const (
	lowersPowerMark StaticKind = 250 // a constant "–N power" to other cards (mayLowerPower)
	givesAbilities  StaticKind = 251 // abilities it gives other cards (fireGrantsOf)
	lowersOwnPower  StaticKind = 252 // a constant "–N power" to itself or the creature it is on (lowersOwn)
)

// staticSet is a set of constant-ability kinds, a bit each: every value of
// the uint8 StaticKind has its bit.
type staticSet [4]uint64

func (s *staticSet) add(k StaticKind)      { s[k>>6] |= 1 << (k & 63) }
func (s *staticSet) has(k StaticKind) bool { return s[k>>6]&(1<<(k&63)) != 0 }

// or adds every kind of set t.
func (s *staticSet) or(t *staticSet) {
	for i := range s {
		s[i] |= t[i]
	}
}

// defMarks is what noteScripts records of one definition's script: its
// kinds of constant ability, and on, every trigger of its own (not
// granted) abilities: fire passes over a card whose script has none of
// the trigger at a glance.
type defMarks struct {
	staticSet
	on Trigger
}

// fireAll resolves trigger t of every card in play (the active player's
// first, battleline then artifacts), about card trig.
func (g *Game) fireAll(t Trigger, trig int16) {
	g.fireLasting(t, trig)
	if (g.triggers|g.granted)&t == 0 { // its own abilities, or ones given it
		return
	}
	var buf [48]int16
	for _, id := range g.ordered(g.inPlayOrder(buf[:0])) {
		if g.abilitiesWork(id) {
			g.fire(id, t, trig)
		}
	}
}

// staticOf is card id's first constant ability of kind k, nil when none
// (or its text box is blank).
func (g *Game) staticOf(id int16, k StaticKind) *Static {
	if !g.hasStatic(k) {
		return nil
	}
	if s := g.scriptOf(id); s != nil {
		if st := s.static(k); st != nil {
			return st
		}
	}
	if len(g.lasting) > 0 {
		return g.afGainedStatic(id, k) // a text box gained (ability_hand_af.go)
	}
	return nil
}

// ownRun is the context a constant ability of card src is evaluated in.
func (g *Game) ownRun(src int16) run {
	return run{def: g.cards[src].def, src: src, player: g.cards[src].controller, trig: -1}
}

// staticHolds reports whether a constant ability's condition holds.
func (g *Game) staticHolds(st *Static, src int16) bool {
	if st.If.Is == Always {
		return true
	}
	r := g.ownRun(src)
	return g.holds(&st.If, &r)
}

// staticAmount is a constant ability's amount; it is the card the
// ability applies to ("for each A on it"), -1 when none.
func (g *Game) staticAmount(st *Static, src, it int16) int {
	if st.Per == nil {
		return st.N
	}
	r := g.ownRun(src)
	r.trig = it
	n := st.N
	if n == 0 {
		n = 1
	}
	if st.Max > 0 {
		return n * min(g.quantity(st.Per, &r), st.Max)
	}
	return n * g.quantity(st.Per, &r)
}

// aura sums what the constant abilities of kind k of the cards in play
// give card id (each match counts its amount; a keyword grant of kw).
func (g *Game) aura(k StaticKind, id int16, kw Keyword) int {
	if !g.hasStatic(k) || g.auraDepth > 2 {
		// The depth bound stops an aura whose target depends on power
		// ("creatures with power 5 or higher get …") from asking itself.
		return 0
	}
	if k == KeywordGrant && kw != "" && !slices.Contains(g.grantedKWs, kw) {
		return 0 // no card of the game grants this keyword
	}
	g.auraDepth++
	n := 0
	// visit is called only for the cards whose script has a constant
	// ability of kind k (holds): most cards have none, and a call a card
	// was a twentieth of a TCO log's replay.
	holds := func(src int16) bool { return g.staticBits[g.cards[src].def].has(k) }
	visitScript := func(src int16, s *Script) {
		if s == nil {
			return
		}
		for i := range s.Statics {
			st := &s.Statics[i]
			if st.Is != k || (kw != "" && st.KW != kw) {
				continue
			}
			if !g.matches(&st.To, id, src, g.cards[src].controller) || !g.staticHolds(st, src) {
				continue
			}
			if k == KeywordGrant && st.Per == nil {
				n += max(st.N, 1)
			} else {
				n += g.staticAmount(st, src, id)
			}
		}
	}
	visit := func(src int16) { visitScript(src, g.scriptOf(src)) }
	for pl := range g.p {
		for _, src := range g.p[pl].line {
			if holds(src) {
				visit(src)
			}
		}
		for _, src := range g.p[pl].arts {
			if holds(src) {
				visit(src)
			}
		}
	}
	for _, src := range g.upList {
		if holds(src) {
			visit(src)
		}
	}
	for _, src := range g.powers {
		if holds(src) {
			visit(src)
		}
	}
	if len(g.lasting) > 0 {
		g.afEachGained(k, visitScript) // text boxes gained (ability_hand_af.go)
	}
	g.auraDepth--
	return n
}

// forbids reports whether a "cannot" of card src forbids player pl to do
// verb with card id.
func (g *Game) forbids(src int16, pl int8, verb Verb, id int16) bool {
	if !g.hasStatic(Cannot) && !g.hasStatic(CannotPlayMore) {
		return false
	}
	if bits := &g.staticBits[g.cards[src].def]; !bits.has(Cannot) && !bits.has(CannotPlayMore) {
		return false // most cards: no need for their script
	}
	s := g.scriptOf(src)
	if s == nil {
		return false
	}
	ctl := g.cards[src].controller
	for i := range s.Statics {
		st := &s.Statics[i]
		switch {
		case st.Is == Cannot && st.Verb == verb && whoIs(st.Who, ctl, pl) &&
			g.matches(&st.To, id, src, ctl) && g.staticHolds(st, src):
			return true
		case st.Is == CannotPlayMore && verb == VerbPlay && whoIs(st.Who, ctl, pl) && g.plays >= st.N:
			return true
		}
	}
	return false
}

// whoIs reports whether player pl is who w names, seen from ctl.
func whoIs(w Who, ctl, pl int8) bool {
	switch w {
	case You:
		return pl == ctl
	case Opponent:
		return pl != ctl
	}
	return true
}

// keyCostMods sums the constant key-cost changes of the cards in play for
// player pl's keys.
func (g *Game) keyCostMods(pl int8) int {
	if !g.hasStatic(KeyCostMod) {
		return 0
	}
	n := 0
	// Each card in play once (an upgrade is its controller's), in any
	// order: the changes add up.
	for _, list := range g.staticSources() {
		for _, src := range list {
			if !g.staticBits[g.cards[src].def].has(KeyCostMod) {
				continue
			}
			s := g.scriptOf(src)
			if s == nil {
				continue
			}
			for i := range s.Statics {
				st := &s.Statics[i]
				if st.Is == KeyCostMod && whoIs(st.Who, g.cards[src].controller, pl) && g.staticHolds(st, src) {
					n += g.staticAmount(st, src, -1)
				}
			}
		}
	}
	return n
}

// spendable is the Æmber player pl can spend on a key: the pool, and the
// Æmber on cards pl controls that may be spent as if it were in the pool
// (Senator Shrix, Monument to Shrix).
func (g *Game) spendable(pl int8) int {
	n := g.p[pl].aember + g.heOppSpendable(pl, 1<<30, false)
	n += g.aeSpendableCreatures(pl) // Æmberling (ability_hand_ae.go)
	if !g.hasStatic(SpendableAember) && !g.anyLasting(lastSpendable) && !g.hasStatic(SpendsFriends) {
		return n
	}
	for _, list := range [2][]int16{g.p[pl].line, g.p[pl].arts} {
		for _, id := range list {
			if g.spendsFrom(id) {
				n += int(g.cards[id].aember)
			}
		}
	}
	return n
}

// spendsFrom reports whether the Æmber on card id may be spent as if it
// were in its controller's pool: its own constant ability, or a declared
// effect ("> spendable CARD").
func (g *Game) spendsFrom(id int16) bool {
	return g.staticOf(id, SpendableAember) != nil || len(g.lasting) > 0 && g.lastingOn(lastSpendable, id) || g.hcSpendsFriend(id) ||
		g.huSpendableOn(id) // Ethereal Adaptor (ability_hand_u.go)
}

// payFromCards takes up to n Æmber (what the pool could not pay) from the
// cards pl may spend Æmber from, left to right, and says how much it took.
// (FAQ Keyfrog: the active player chooses how a forced forge splits the
// cost; the log does not say yet, so the pool goes first.)
func (g *Game) payFromCards(pl int8, n int) int {
	paid := 0
	for _, list := range [2][]int16{g.p[pl].line, g.p[pl].arts} {
		for _, id := range list {
			if n <= paid || !g.spendsFrom(id) {
				continue
			}
			c := &g.cards[id]
			m := min(int(c.aember), n-paid)
			if m > 0 {
				c.aember -= int16(m)
				paid += m
				g.emit(Event{Kind: EvStatus, Player: pl, Card: g.def(id).ID, N: m, Other: "aember spent"})
			}
		}
	}
	if paid < n {
		paid += g.heOppSpendable(pl, n-paid, true) // Mole
	}
	if paid < n {
		paid += g.aeSpendCreatures(pl, n-paid) // Æmberling (ability_hand_ae.go)
	}
	return paid
}

// noDamageDealt reports whether creature id deals no damage in a fight in
// which it attacks (attacking) or is attacked.
func (g *Game) noDamageDealt(id int16, attacking bool) bool {
	if st := g.staticOf(id, NoDamageFighting); st != nil && g.staticHolds(st, id) {
		return true // "While the tide is low, Undagnathus deals no damage when fighting."
	}
	return !attacking && g.staticOf(id, NoDamageAttacked) != nil
}

// controlsStatic reports whether player pl controls a card in play with a
// constant ability of kind k that holds.
func (g *Game) controlsStatic(pl int8, k StaticKind) bool {
	return g.staticControlled(pl, k) >= 0 // instead.go
}

// damageTaker is the creature that takes damage dealt to creature id in
// its place (Shadow Self: "Damage dealt to non-Specter neighbors is dealt
// to Shadow Self instead"), -1 when none.
func (g *Game) damageTaker(id int16) int16 {
	if !g.hasStatic(TakesDamageFor) {
		return -1
	}
	for _, o := range g.p[g.cards[id].controller].line {
		if st := g.staticOf(o, TakesDamageFor); st != nil && g.matches(&st.To, id, o, g.cards[o].controller) {
			return o
		}
	}
	return -1
}

// shareFightDamage deals the fight damage creature id was dealt (n) to
// each creature that also takes it (Drecker: "Damage dealt to Drecker's
// neighbors during fights is also dealt to Drecker"). It is dealt once:
// what they take does not spread further (FAQ, Drecker).
func (g *Game) shareFightDamage(id int16, n int) {
	if n <= 0 || !g.hasStatic(SharesFightDamage) || g.cards[id].zone != ZoneBattleline {
		return
	}
	var buf [8]int16
	takers := buf[:0]
	for _, o := range g.p[g.cards[id].controller].line {
		if st := g.staticOf(o, SharesFightDamage); st != nil && g.matches(&st.To, id, o, g.cards[o].controller) {
			takers = append(takers, o)
		}
	}
	for _, o := range takers {
		g.damage(o, n, false)
	}
}

// lastingOn reports whether a lasting effect of kind k is on card id.
func (g *Game) lastingOn(k lastKind, id int16) bool {
	for j := range g.lasting {
		l := &g.lasting[j]
		if l.kind == k && l.card == id {
			return true
		}
	}
	return false
}

// lastingFor is the index of a lasting effect of kind k for player pl, -1
// when none.
func (g *Game) lastingFor(k lastKind, pl int8) int {
	for i, l := range g.lasting {
		if l.kind == k && l.player == pl && l.card < 0 {
			return i
		}
	}
	return -1
}

// anyLasting reports whether a lasting effect of kind k is in force.
func (g *Game) anyLasting(k lastKind) bool {
	for j := range g.lasting {
		l := &g.lasting[j]
		if l.kind == k {
			return true
		}
	}
	return false
}

// inPlayOrder appends the cards in play in the order their simultaneous
// abilities resolve: the active player's first, battleline then
// artifacts, left to right. (A copy: abilities may move them.)
func (g *Game) inPlayOrder(dst []int16) []int16 {
	for _, pl := range [2]int8{g.active, other(g.active)} {
		dst = g.powersOf(pl, append(append(dst, g.p[pl].line...), g.p[pl].arts...))
	}
	return dst
}

// friendsEnterReady reports whether a card pl controls in play makes
// card id, which pl puts into play, enter play ready: its creatures
// (Duskwitch), or the cards its To matches while its condition holds
// ("Friendly artifacts enter play ready", The Curator).
func (g *Game) friendsEnterReady(pl int8, id int16) bool {
	if !g.hasStatic(FriendsEnterReady) {
		return false
	}
	for _, list := range [3][]int16{g.p[pl].line, g.p[pl].arts, g.powersOf(pl, nil)} {
		for _, src := range list {
			if st := g.staticOf(src, FriendsEnterReady); st != nil && g.matches(&st.To, id, src, pl) && g.staticHolds(st, src) {
				return true
			}
		}
	}
	return false
}

// forgeForbidden is the card in play that forbids pl to forge a key now,
// -1 when none does: "players cannot forge their third key" when pl has
// two (Gold Key Imp), "each player cannot forge keys while they have more
// forged keys than their opponent" (Heart of the Forest).
func (g *Game) forgeForbidden(pl int8) int16 {
	if by := g.hoForgeForbidden(pl); by >= 0 {
		return by // Timoti the Dammed (ability_hand_o.go)
	}
	if by := g.hsForgeForbidden(); by >= 0 {
		return by // Ceaseforge (ability_hand_s.go)
	}
	if by := g.abForgeCapBy(pl); by >= 0 {
		return by // Relativity Imp (key_forging.go)
	}
	keys := g.p[pl].keyCount()
	third := g.hasStatic(NoThirdKey)
	ahead := g.hasStatic(NoForgeAhead) && keys > g.p[other(pl)].keyCount()
	if !third && !ahead {
		return -1
	}
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		// NoThirdKey's N is which key (0: the third; ability_gen3.go).
		if st := g.staticOf(id, NoThirdKey); third && st != nil && keys == g3NthKey(st)-1 || ahead && g.staticOf(id, NoForgeAhead) != nil {
			return id
		}
	}
	return -1
}
