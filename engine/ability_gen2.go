package engine

import "strings"

// Lasting abilities: "For the remainder of the turn, gain 1A each time a
// friendly creature fights." A step (DoLastingAbility) starts a lasting
// effect that is a triggered ability of its own (Clause.Lasting): until
// the effect ends, it resolves each time its event happens, for the
// player who started it. The rulebook treats a lasting effect as a
// constant ability for its duration, persisting after its card leaves
// play (Lasting Effects), so the ability fires whether or not the card
// that started it is still in play (an action card never is).

// lastAbility is the lasting effect of a DoLastingAbility step: n says
// which step (lastingRef), player whose ability it is. Its value is kept
// apart from the kinds of state.go, which others extend.
const lastAbility lastKind = 200

// lastingRef packs the step that started a lasting ability: the card's
// definition, the ability and the step.
func lastingRef(def int16, ab, pc uint8) int {
	return int(def)<<16 | int(ab)<<8 | int(pc)
}

// lastingStep unpacks lastingRef.
func lastingStep(n int) (def int16, ab, pc uint8) {
	return int16(n >> 16), uint8(n >> 8), uint8(n)
}

// stepsOf is the steps run r resolves: its ability's, or those of the
// lasting ability of step r.in-1.
func (g *Game) stepsOf(r *run) []Clause {
	steps := g.scripts[r.def].Abilities[r.ab].Steps
	if r.in > 0 {
		return steps[r.in-1].Lasting.Steps
	}
	return steps
}

// startLasting starts the lasting ability of step st of run r.
func (g *Game) startLasting(st *Clause, r *run) bool {
	if st.Lasting == nil || r.in > 0 {
		return false
	}
	if st.Lasting.Grant != nil && st.Lasting.Grant.Count == That {
		return g.zGrantToThat(r) // "that creature gains, …" (ability_hand_z.go)
	}
	g.addLasting(lasting{kind: lastAbility, player: r.player, card: -1, n: lastingRef(r.def, r.ab, r.pc),
		until: g.until(st.Dur), source: r.src})
	return true
}

// fireLasting resolves the lasting abilities with trigger t about card
// trig, oldest first.
func (g *Game) fireLasting(t Trigger, trig int16) {
	for i := 0; i < len(g.lasting); i++ {
		l := g.lasting[i]
		if l.kind != lastAbility {
			continue
		}
		def, ab, pc := lastingStep(l.n)
		in := g.scripts[def].Abilities[ab].Steps[pc].Lasting
		if in == nil || in.Grant != nil || in.On&t == 0 || in.When != nil && (trig < 0 || !g.matches(in.When, trig, l.source, l.player)) {
			continue
		}
		r := run{def: def, src: l.source, ab: ab, player: l.player, trig: trig, in: pc + 1}
		if g.holds(&in.If, &r) {
			g.resolve(r)
		}
	}
}

// lastingAbilityText prints a DoLastingAbility step: "For the remainder
// of the turn, gain 1A each time a friendly creature fights", or, when
// its effect is about the creature the event is about, the event first:
// "…, each time a friendly creature fights, it captures 1A".
func lastingAbilityText(st *Clause, name string) string {
	if st.Say != "" {
		return strings.TrimSuffix(st.Say, ".") // the card's own wording (Feldar's Plan; ability_hand_o.go)
	}
	in := st.Lasting
	lead := map[Duration]string{UntilTurnEnd: "For the remainder of the turn, ", UntilNextTurn: "Until the start of your next turn, "}[st.Dur]
	if in == nil || lead == "" {
		return "A lasting ability"
	}
	if in.Grant != nil {
		// "…, each friendly creature gains, "Reap: Gain 1A.""
		return lead + lowerFirst(abilityText(in, name))
	}
	when := "creature"
	if in.When != nil {
		when = targetNoun(in.When, name, false)
	}
	event := ""
	switch {
	case in.On&OnCreatureReaps != 0:
		event = "reaps"
	case in.On&OnCreatureFights != 0:
		event = "fights"
	case in.On&OnCreatureDestroyed != 0:
		event = "is destroyed"
	}
	if s, ok := g3LastingPlayText(in, name); ok {
		return lead + s
	}
	each := "each time " + article(when) + " " + event
	body := strings.TrimSuffix(clausesText(in.Steps, name), ".")
	if aboutTriggering(in.Steps) {
		return lead + each + ", " + lowerFirst(body)
	}
	return lead + lowerFirst(body) + " " + each
}

// aboutTriggering reports whether a step acts on the card the trigger is
// about ("it captures 1A").
func aboutTriggering(steps []Clause) bool {
	for _, st := range steps {
		if st.To.Count == Triggering {
			return true
		}
	}
	return false
}

// playerEvent resolves the "After a player forges a key" (t OnKeyForged)
// and "After a player raises the tide" (OnTideRaised) abilities of the
// cards in play, the active player's first, about player pl's event.
func (g *Game) playerEvent(t Trigger, pl int8) {
	g.fireInPlayWhen(t, func(ab *Ability, controller int8) bool {
		return playerMatches(ab.When, pl, controller)
	})
}

// playerMatches reports whether player pl is the one a player event
// trigger's When names, seen from the card's controller.
func playerMatches(w *Target, pl, controller int8) bool {
	switch {
	case w == nil:
		return true
	case w.Side == Friendly:
		return pl == controller
	case w.Side == Enemy:
		return pl != controller
	}
	return true
}

// playerEventText is a player event trigger's lead: "After a player
// forges a key", "After you raise the tide", "After your opponent …".
func playerEventText(a *Ability) string {
	who, verb := "a player", [2]string{"forges a key", "raises the tide"}
	if a.When != nil && a.When.Side == Friendly {
		who, verb = "you", [2]string{"forge a key", "raise the tide"}
	} else if a.When != nil && a.When.Side == Enemy {
		who = "your opponent"
	}
	if a.On&OnEachTurnEnd != 0 {
		if a.When != nil {
			return "At the end of each turn" // the same: When names no player
		}
		return "At the end of each player's turn"
	}
	if a.On&OnTideRaised != 0 {
		return "After " + who + " " + verb[1]
	}
	return "After " + who + " " + verb[0]
}

// SelfCondLeadsWhile reports whether a card's own ability under condition
// c prints "While NAME …, it gains, "…"" (a condition on where the card
// is); other conditions print "If …, NAME gains, "…"".
func SelfCondLeadsWhile(c CondKind) bool {
	return c == IfThisInCenter || c == IfThisOnFlank || c == IfThisNotFlank
}

// selfGrantText prints an ability a card has while a condition holds (an
// Ability with Grant This and If): "While Eldest Bear is in the center of
// your battleline, it gains, "Before Fight: Gain 2A."", "If there are no
// other friendly creatures in play, Wretched Anathema gains, "…"".
func selfGrantText(a *Ability, name string) string {
	inner := *a
	inner.Grant, inner.If = nil, Cond{}
	quoted := ", \"" + abilityText(&inner, "this creature") + "\""
	if SelfCondLeadsWhile(a.If.Is) {
		return "While " + condText(&a.If, name) + ", it gains" + quoted
	}
	return "If " + condText(&a.If, name) + ", " + name + " gains" + quoted
}

// lastingGrants are the triggers of the abilities that ability a's steps
// give cards for a while ("For the remainder of the turn, each friendly
// creature gains, "Reap: Gain 1A."").
func lastingGrants(a *Ability) Trigger {
	var t Trigger
	for i := range a.Steps {
		if in := a.Steps[i].Lasting; in != nil && in.Grant != nil {
			t |= in.On
		}
	}
	return t
}

// fireLastingGrants resolves the abilities with trigger t that lasting
// effects give card id, oldest first: for its controller, with it as
// "this creature", as an ability a card in play gives (grant.go).
func (g *Game) fireLastingGrants(id int16, t Trigger, trig int16) {
	for i := 0; i < len(g.lasting); i++ {
		l := g.lasting[i]
		if l.kind != lastAbility {
			continue
		}
		def, ab, pc := lastingStep(l.n)
		in := g.scripts[def].Abilities[ab].Steps[pc].Lasting
		if in == nil || in.Grant == nil || in.On&t == 0 || !g.zGrantedTo(in.Grant, &l, id) {
			continue
		}
		pl := g.cards[id].controller
		if in.When != nil && (trig < 0 || !g.matches(in.When, trig, id, pl)) {
			continue
		}
		r := run{def: def, src: id, ab: ab, player: pl, trig: trig, in: pc + 1}
		if g.holds(&in.If, &r) {
			g.resolve(r)
		}
	}
}

// More quantities, apart from ability.go's list (which others extend):
// values of their own.
const (
	HandOf         Quantity = 100 + iota // how many cards Who has in hand
	PlayedThisTurn                       // how many cards have been played this turn (by you: none on your opponent's turn)
	_                                    // (HousesAmong, in ability.go's list)
	ForgedKeys                           // how many keys Who has forged
	UpgradesOnThis                       // how many upgrades are on this card
)

// quantityGen2 reads the quantities HandOf and PlayedThisTurn.
func (g *Game) quantityGen2(a *Amount, r *run) int {
	switch a.Q {
	case HousesAmong:
		return g.housesAmong(&a.Of, r)
	case UpgradesOnThis:
		n := 0
		for _, id := range g.upList {
			if r.src >= 0 && g.cards[id].parent == r.src {
				n++
			}
		}
		return n
	case ForgedKeys:
		var pls [2]int8
		n := 0
		for _, pl := range g.players(a.Who, r, pls[:0]) {
			n += g.p[pl].keyCount()
		}
		return n
	}
	if a.Q == PlayedThisTurn {
		if g.active != r.player {
			return 0 // "you have played": none on your opponent's turn
		}
		return g.plays
	}
	var pls [2]int8
	n := 0
	for _, pl := range g.players(a.Who, r, pls[:0]) {
		n += g.p[pl].handSize()
	}
	return n
}

// perTextGen2 prints the "for each" of HandOf and PlayedThisTurn.
func perTextGen2(a *Amount, name string) string {
	switch a.Q {
	case HousesAmong:
		return " for each house represented among " + targetNoun(&a.Of, name, true)
	case UpgradesOnThis:
		return " for each upgrade on " + name
	case ForgedKeys:
		return " for each forged key " + strings.ToLower(subject(a.Who, "you have", "has")[:1]) + subject(a.Who, "you have", "has")[1:]
	}
	if a.Q == PlayedThisTurn {
		return " for each card you have played this turn"
	}
	return " for each card in " + possessive(a.Who) + " hand"
}

// housesAmong counts the houses the cards that match t belong to ("for
// each house represented among friendly creatures").
func (g *Game) housesAmong(t *Target, r *run) int {
	buf := g.countable(t, r, g.takeBuf())
	var seen [16]House
	n := 0
	for _, id := range buf {
		h := g.houseOf(id)
		known := false
		for _, s := range seen[:n] {
			known = known || s == h
		}
		if !known && n < len(seen) {
			seen[n] = h
			n++
		}
	}
	g.giveBuf(buf)
	return n
}

// leadStaticText prints a constant ability whose condition leads (Lead):
// "While Gub is not on a flank, it gets +5 power.", "While Kaloch
// Stonefather is in the center of your battleline, each friendly
// creature gains skirmish."
func leadStaticText(st *Static, name string) string {
	plain := *st
	plain.If, plain.Lead = Cond{}, false
	self := name
	if st.To.Count == Self {
		self = "it"
	}
	return "While " + condText(&st.If, name) + ", " + lowerFirst(staticText(&plain, self))
}

// JoinsTargets reports whether a step's effect is one a card prints on two
// targets joined by "and" ("Exalt a friendly creature and an enemy
// creature."): a verb and its target, nothing after. Only effects that
// trigger nothing, so that two steps are as one: destroying two creatures
// is one destruction (their Destroyed: abilities after both), not two.
func JoinsTargets(st *Clause) bool {
	switch st.Do {
	case DoExalt, DoStun, DoWard, DoExhaust, DoReady, DoEnrage:
		return st.Per == nil && st.Who == You && (st.Do != DoExalt || st.N <= 1)
	}
	return false
}

// sameEffect reports whether step b, joined by "and" (And), repeats step
// a's effect on other cards: printed as its target alone.
func sameEffect(a, b *Clause) bool {
	return JoinsTargets(a) && b.Do == a.Do && b.N == a.N && b.Per == nil && b.Who == a.Who && !b.May && b.If.Is == Always
}

// Lasting effects on each card that matches ("For the remainder of the
// turn, each enemy creature gets -1 power."): the rulebook applies them to
// every card in play during their time, also those that enter play after
// (Lasting Effects), so they are one lasting effect (kind lastAbility,
// the step DoPower, DoArmor or DoGiveKeyword with an Each target) that
// the derived properties read, not one effect a card.

// startLastingEach starts the lasting effect of run r's step.
func (g *Game) startLastingEach(r *run) bool {
	if r.in > 0 {
		return false
	}
	st := &g.scripts[r.def].Abilities[r.ab].Steps[r.pc]
	g.addLasting(lasting{kind: lastAbility, player: r.player, card: -1, n: lastingRef(r.def, r.ab, r.pc),
		until: g.until(st.Dur), source: r.src})
	return true
}

// lastingEach is what the lasting effects of op (DoPower, DoArmor,
// DoGiveKeyword of keyword kw) on each matching card give card id.
func (g *Game) lastingEach(op Op, id int16, kw Keyword) int {
	if len(g.lasting) == 0 {
		return 0
	}
	n := 0
	for _, l := range g.lasting {
		if l.kind != lastAbility {
			continue
		}
		def, ab, pc := lastingStep(l.n)
		st := &g.scripts[def].Abilities[ab].Steps[pc]
		if st.Do != op || st.Lasting != nil || op == DoGiveKeyword && st.KW != kw || !g.matches(&st.To, id, l.source, l.player) {
			continue
		}
		if op == DoGiveKeyword && st.Per != nil {
			n += g.hxLastingX(st, &l) // "assault X, where X is …" (ability_hand_x.go)
		} else if op == DoGiveKeyword {
			n += max(st.N, 1)
		} else {
			n += st.N
		}
	}
	return n
}

// lowersEach reports whether ability a may start a lasting "-N power" on
// each matching creature (what mayLowerPower asks).
func lowersEach(a *Ability) bool {
	for _, st := range a.Steps {
		if st.Do == DoPower && st.N < 0 && st.To.Count == Each {
			return true
		}
	}
	return false
}

// ofChosenHouse lists the candidates of target t that belong to the house
// an earlier "choose a house" step of run r chose (none when none was).
func (g *Game) ofChosenHouse(t *Target, r *run, dst []int16) []int16 {
	u := *t
	u.Is &^= ChosenHouse
	start := len(dst)
	dst = g.candidates(&u, r, dst)
	k := start
	for _, id := range dst[start:] {
		if r.house != "" && g.ofHouse(id, r.house) {
			dst[k] = id
			k++
		}
	}
	return dst[:k]
}

// optionMark starts an option of the last "choose one" of steps (the
// steps before it) on a line of its own, after the mark the card prints
// before each option (DoChooseOne's Say: "•", or none).
func optionMark(steps []Clause) string {
	for i := len(steps) - 1; i >= 0; i-- {
		if steps[i].Do == DoChooseOne {
			if steps[i].Say != "" && !strings.Contains(steps[i].Say, " / ") {
				return "\n" + steps[i].Say + " "
			} // a Say with " / " names the options (hdOptionNamed): no mark
			break
		}
	}
	return "\n"
}

// eachExtremeText prints "each creature with the lowest power" (Each and
// LeastPowerful: every creature tied for it), "… with the highest power".
func eachExtremeText(t *Target, name string) string {
	u := *t
	u.Is &^= MostPowerful | LeastPowerful
	which := " with the lowest power"
	if t.Is&MostPowerful != 0 {
		which = " with the highest power"
	}
	return "each " + targetNoun(&u, name, false) + which
}

// whenArticle puts the article before an event trigger's noun: "a
// friendly creature", "another friendly Brobnar creature" (When Other).
func whenArticle(w *Target, noun string) string {
	if w != nil && w.Is&Other != 0 {
		return "another " + strings.TrimPrefix(noun, "other ")
	}
	return article(noun)
}

// More conditions, apart from ability.go's list (which others extend).
const (
	IfYourTurn    CondKind = 100 + iota // it is the ability's controller's turn
	IfNotYourTurn                       // it is their opponent's turn
	IfNotHaunted                        // Who is not haunted
)

// verbsJoined prints step i joined to the sentence before it as a second
// verb on the same cards ("Stun and exhaust a creature."; And and Alt),
// "" when it is not printed so.
func verbsJoined(out []string, steps []Clause, i int, name string) string {
	st := &steps[i]
	if !st.And || !st.Alt || len(out) == 0 || i == 0 || !JoinsTargets(st) || !JoinsTargets(&steps[i-1]) {
		return ""
	}
	prev := out[len(out)-1]
	first, _, _ := strings.Cut(clauseText(&steps[i-1], name), " ")
	verb, _, _ := strings.Cut(clauseText(st, name), " ")
	if !strings.HasPrefix(prev, first+" ") {
		return ""
	}
	return first + " and " + strings.ToLower(verb) + prev[len(first):]
}
