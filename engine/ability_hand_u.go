package engine

import (
	"strconv"
	"strings"
)

// Helpers of the hand-scripted cards of scripts_hand_u.go: the closures
// of clauses the ability language cannot say, and the few constant
// abilities and quantities the batch's cards share.

// Quantities of this batch (numbered from its own range, 125–129).
const (
	// huNeighborsOfIt: the neighbors of the card a constant ability
	// applies to that match Amount.Of ("for each of its Brobnar
	// neighbors": Born to Rock).
	huNeighborsOfIt Quantity = 125
	// huPurgedCards: the cards in both players' purged zones ("for each
	// purged card": Noname).
	huPurgedCards Quantity = 126
)

// Constant abilities of this batch (numbered from its own range, 112–127).
const (
	// huNoDamageFrom: this creature cannot be dealt damage by creatures
	// that match To (Censor Philo: with A on them; Ardent Hero: Mutant
	// creatures, creatures with power 5 or higher). The creature dealing
	// it is read when it deals it: in a fight, before the fight damage.
	huNoDamageFrom StaticKind = 112
	// huNoDiscard: this card cannot be discarded from its owner's hand
	// except through card abilities (Cursed Relic): read from the card in
	// hand.
	huNoDiscard StaticKind = 113
	// huInvulnerableFighting: while fighting, this creature gains
	// invulnerable (Nizak, The Forgotten): the fight's damage, assault
	// and hazardous included, is not dealt to it.
	huInvulnerableFighting StaticKind = 114
	// huPoisonAttacking: this creature gains poison while attacking a
	// creature that matches To (Spyyyder: an enemy flank creature).
	huPoisonAttacking StaticKind = 115
	// huLosesKeywords: each creature loses the keywords huLostKeywords
	// (Captain Kresage, evil twin).
	huLosesKeywords StaticKind = 116
)

// huLostKeywords are the keywords huLosesKeywords takes away.
var huLostKeywords = [...]Keyword{Elusive, Taunt, Poison, Skirmish}

// huStaticText prints the constant abilities of this batch.
func huStaticText(st *Static, name string) (string, bool) {
	switch {
	case st.Is == KeywordGrant && st.Per != nil && st.Per.Q == huNeighborsOfIt:
		// "Salvay gets +2 Assault for each of its Redemption neighbors."
		return name + " gets +" + strconv.Itoa(st.N) + " " + string(st.KW) + perText(st.Per, name) + ".", true
	case st.Is == KeyCostMod && st.Per != nil && st.Per.Q == AemberOnCards && st.Per.Of.Count == Parent:
		// Efficient Æmber Burner: an upgrade's key cost per A on its creature.
		return "This creature gains, “Your opponent’s keys cost " + signed(st.N) + "A for each A on this creature.”", true
	case st.Is == PowerBonus && st.Per != nil && st.Per.Q == AemberOf && st.Per.Who == EachPlayer:
		// Kaspara: its power, printed as X.
		return "X is the combined total of A between each player’s pools (" + name + "'s power).", true
	case st.Is == FriendsEnterReady && st.To == huOtherWitches:
		return "Each other friendly Witch creature enters play ready.", true
	case st.Is == KeywordGrant && st.To == huOtherWitches && st.If.Is == IfThisInCenter:
		// Witch Queen's, one sentence each (its condition's Of keeps the
		// printer from joining them into one).
		return "While " + name + " is in the center of your battleline, each other friendly Witch creature gains " + keywordText(st.KW, st.N) + ".", true
	case st.Is == SpendableAember && st.To.Count == Parent:
		return "This creature gains, “You may spend A on this creature as if it were in your pool.”", true
	case st.Is == Cannot && st.Verb == VerbPlay && st.To.Count == Self && st.If.Is == IfCount && st.If.Cmp == AtMost:
		// "You cannot play Tangaika unless you control 4 or more Cultists."
		unless := st.If
		unless.Cmp, unless.N = AtLeast, st.If.N+1
		return "You cannot play " + name + " unless " + condText(&unless, name) + ".", true
	}
	switch st.Is {
	case huNoDamageFrom:
		noun := targetNoun(&st.To, name, true)
		if st.To.Is == WithAember {
			noun = "creatures with A on them"
		}
		return name + " cannot be dealt damage by " + noun + ".", true
	case huNoDiscard:
		return name + " cannot be discarded from your hand except through card abilities.", true
	case huInvulnerableFighting:
		return "While fighting, " + name + " gains invulnerable.", true
	case huPoisonAttacking:
		return name + " gains poison while attacking " + targetText(&st.To, name) + ".", true
	case huLosesKeywords:
		return "Each creature loses elusive, taunt, poison, and skirmish.", true
	}
	if s, ok := huEventText(st.Is, name); ok {
		return s, true
	}
	if s, ok := huRuleText(st, name); ok {
		return s, true
	}
	return huHouseText(st, name)
}

// huQuantity reads the quantities of this batch.
func (g *Game) huQuantity(a *Amount, r *run) int {
	switch a.Q {
	case huNeighborsOfIt:
		return g.huNeighborsMatching(r.trig, &a.Of, r)
	case huPurgedCards:
		return len(g.p[0].purged) + len(g.p[1].purged)
	case huPowerOfThat:
		return g.huPrintedPowerOfThat(r)
	}
	return 0
}

// huPerText prints the quantities of this batch.
func huPerText(per *Amount, name string) string {
	switch per.Q {
	case huPurgedCards:
		return " for each purged card"
	case huPowerOfThat:
		return " for each power the archived creature has"
	}
	adj := targetNoun(&Target{House: per.Of.House, Trait: per.Of.Trait}, name, true)
	return " for each of its " + adj[:len(adj)-len("creatures")] + "neighbors"
}

// huNeighborsMatching counts the neighbors of creature id that match t.
func (g *Game) huNeighborsMatching(id int16, t *Target, r *run) int {
	if id < 0 || g.cards[id].zone != ZoneBattleline {
		return 0
	}
	line := g.p[g.cards[id].controller].line
	i, n := indexOf(line, id), 0
	for _, j := range [2]int{i - 1, i + 1} {
		if j >= 0 && j < len(line) && g.matches(t, line[j], r.src, r.player) {
			n++
		}
	}
	return n
}

// huSpared reports whether creature src may not deal damage to creature
// id: id cannot be dealt damage by creatures like src (huNoDamageFrom).
func (g *Game) huSpared(src, id int16) bool {
	if !g.hasStatic(huNoDamageFrom) || src < 0 || id < 0 || g.cards[src].zone != ZoneBattleline {
		return false
	}
	s := g.scriptOf(id)
	if s == nil || g.blank(id) {
		return false
	}
	for i := range s.Statics {
		st := &s.Statics[i]
		if st.Is == huNoDamageFrom && g.matches(&st.To, src, id, g.cards[id].controller) {
			return true
		}
	}
	return false
}

// huInvulnerableNow reports whether creature id is invulnerable because
// it is fighting (Nizak, The Forgotten).
func (g *Game) huInvulnerableNow(id int16) bool {
	return g.hasStatic(huInvulnerableFighting) && g.staticOf(id, huInvulnerableFighting) != nil
}

// huFightDamage is the damage each side of a fight deals once the
// constant abilities of this batch have spoken: a creature that cannot
// be dealt damage by the other, or that is invulnerable while fighting,
// is dealt none.
func (g *Game) huFightDamage(att, def int16, toDef, toAtt int) (int, int) {
	if g.huSpared(att, def) || g.huInvulnerableNow(def) {
		toDef = 0
	}
	if g.huSpared(def, att) || g.huInvulnerableNow(att) {
		toAtt = 0
	}
	return toDef, toAtt
}

// huBeforeFightSpared reports whether the before-fight damage of src
// (assault, hazardous) is not dealt to id.
func (g *Game) huBeforeFightSpared(src, id int16) bool {
	return g.huSpared(src, id) || g.huInvulnerableNow(id)
}

// huPoisonAttacking reports whether attacker att gains poison attacking
// def (Spyyyder: an enemy flank creature).
func (g *Game) huPoisonAttacking(att, def int16) bool {
	if !g.hasStatic(huPoisonAttacking) {
		return false
	}
	st := g.staticOf(att, huPoisonAttacking)
	return st != nil && g.matches(&st.To, def, att, g.cards[att].controller)
}

// huLosesKeyword reports whether keyword k of creature id is taken away
// by a constant ability in play (Captain Kresage, evil twin: each
// creature loses elusive, taunt, poison, and skirmish).
func (g *Game) huLosesKeyword(id int16, k Keyword) bool {
	if !g.hasStatic(huLosesKeywords) || g.cards[id].zone != ZoneBattleline {
		return false
	}
	lost := false
	for _, kw := range huLostKeywords {
		lost = lost || kw == k
	}
	if !lost {
		return false
	}
	for pl := range g.p {
		for _, src := range g.p[pl].line {
			if g.staticOf(src, huLosesKeywords) != nil {
				return true
			}
		}
	}
	return false
}

// huNoDiscardBy is card id itself when it cannot be discarded from hand
// by the discard action (Cursed Relic), -1 otherwise.
func (g *Game) huNoDiscardBy(id int16) int16 {
	if !g.hasStatic(huNoDiscard) {
		return -1
	}
	if s := g.scripts[g.cards[id].def]; s != nil && s.static(huNoDiscard) != nil {
		return id
	}
	return -1
}

// huControlsCond is "if you control <name>" as a condition.
func huControlsCond(name string) Cond {
	return Cond{Is: IfCount, Cmp: AtLeast, N: 1, Of: &Target{Count: Each, Side: Friendly, Name: name}}
}

// huArchivePartner archives the first copy of the named creature in the
// player's discard pile; "if you do" then archives this one (Hyde and
// Velum: "Destroyed: Archive Velum from your discard pile. If you do,
// archive Hyde.").
func huArchivePartner(name string) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		x.r.did = false
		for _, id := range g.p[x.Player].discard {
			if g.def(id).ID == name {
				g.moveInst(id, ZoneArchives)
				x.r.did = true
				return
			}
		}
	}
}

// huDestroyAllBut destroys each creature on the side of the card the
// last step chose except that card (Champion's Challenge: "except the
// most powerful"), then resolves the destruction.
func huDestroyAllBut(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	keep := x.r.that[0]
	for _, id := range g.p[g.cards[keep].controller].line {
		if id != keep {
			g.destroy(id)
		}
	}
	g.sweep()
}

// huPlayStunned plays the hand card the last step chose and stuns it once
// in play (Imperial Road: "That creature enters play stunned.").
func huPlayStunned(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	hnPlayThatFromHand(x)
	if x.g.cards[id].zone == ZoneBattleline {
		x.g.setStatus(id, EffStun)
	}
}

// huReturnFromDiscard returns the creature the trigger is about, destroyed
// and now in its owner's discard pile, to their hand (Nizak, The
// Forgotten).
func huReturnFromDiscard(x *Ctx) {
	if t := x.r.trig; t >= 0 && x.g.cards[t].zone == ZoneDiscard {
		x.g.moveInst(t, ZoneHand)
	}
}

// huNotControlsCond is "if you do not control <name>".
func huNotControlsCond(name string) Cond {
	return Cond{Is: IfCount, Cmp: Equal, N: 0, Of: &Target{Count: Each, Side: Friendly, Name: name}}
}

// Triggers of this batch (bits 41–44 of its own range).
const (
	// huOnExalted: "Each time a creature is exalted, …" (Trig: the
	// creature; When: the creatures it is about).
	huOnExalted Trigger = 1 << 41
	// huOnCaptures: "Each time a creature captures A, …" (Trig: the
	// creature).
	huOnCaptures Trigger = 1 << 42
)

// huNonToken is a filter of this batch: "non-token".
const huNonToken Filter = 1 << 43

// huMatches checks the filters of this batch.
func (g *Game) huMatches(f Filter, id int16) bool {
	return f&huNonToken == 0 || g.def(id).Type != TypeTokenCreature
}

// huTriggerLead prints the triggers of this batch.
func huTriggerLead(a *Ability) string {
	exalted, captures := a.On&huOnExalted != 0, a.On&huOnCaptures != 0
	switch {
	case exalted && captures:
		return "Each time a player exalts a creature or a creature captures A"
	case exalted && a.When != nil && a.When.Is&huNonToken != 0:
		return "Each time you exalt a friendly non-token creature"
	case exalted:
		return "Each time a player exalts a creature"
	case captures:
		return "Each time a creature captures A"
	}
	return ""
}

// huExalted fires the "each time a creature is exalted" abilities about
// creature id.
func (g *Game) huExalted(id int16) {
	if (g.triggers|g.granted)&huOnExalted != 0 {
		g.fireAll(huOnExalted, id)
	}
}

// huCaptured fires the "each time a creature captures A" abilities about
// creature id.
func (g *Game) huCaptured(id int16) {
	if (g.triggers|g.granted)&huOnCaptures != 0 {
		g.fireAll(huOnCaptures, id)
	}
}

// huPutAemberOnIt puts 1A from the common supply on the creature the
// trigger is about (Kretchee).
func huPutAemberOnIt(x *Ctx) {
	if t := x.r.trig; t >= 0 && x.g.cards[t].zone == ZoneBattleline {
		x.g.cards[t].aember++
		x.g.emit(Event{Kind: EvStatus, Player: x.g.cards[t].controller, Card: x.g.def(t).ID, N: 1, Other: "aember placed"})
	}
}

// More constant abilities of this batch.
const (
	// huStolenHurts: after A is stolen from its controller, deal 1D to
	// each enemy creature for each A stolen (Molephin).
	huStolenHurts StaticKind = 117
	// huStolenSkipsForge: after A is stolen from its controller, their
	// opponent skips the "forge a key" step during their next turn
	// (Redhand Registry).
	huStolenSkipsForge StaticKind = 118
	// huCapturesReaped: after its controller's opponent gains A by
	// reaping, this creature captures it (Sir Marrows).
	huCapturesReaped StaticKind = 119
	// huGuardsUntaunted: enemy creatures cannot be used to fight friendly
	// creatures unless the friendly creature has taunt (Loyal Packmate).
	huGuardsUntaunted StaticKind = 120
	// huArtifactToll: its controller's opponent must pay them 1A in order
	// to play an artifact (Customs Office).
	huArtifactToll StaticKind = 121
)

// huEventText prints the constant abilities of this batch that are
// events or tolls.
func huEventText(k StaticKind, name string) (string, bool) {
	switch k {
	case huStolenHurts:
		return "After A is stolen from you, deal 1D to each enemy creature for each A stolen.", true
	case huStolenSkipsForge:
		return "After A is stolen from you, your opponent skips the \"forge a key\" step during their next turn.", true
	case huCapturesReaped:
		return "After your opponent gains A by reaping, " + name + " captures it.", true
	case huGuardsUntaunted:
		return "Enemy creatures cannot be used to fight friendly creatures unless the friendly creature has taunt.", true
	case huArtifactToll:
		return "Your opponent must pay you 1A in order to play an artifact.", true
	}
	return "", false
}

// huEachOf calls f for each card in play with a constant ability of kind
// k, the active player's first.
func (g *Game) huEachOf(k StaticKind, f func(src int16)) {
	if !g.hasStatic(k) {
		return
	}
	for _, pl := range [2]int8{g.active, other(g.active)} {
		for _, list := range [2][]int16{g.p[pl].line, g.p[pl].arts} {
			for _, src := range list {
				if g.cards[src].zone.InPlay() && g.staticOf(src, k) != nil {
					f(src)
				}
			}
		}
	}
}

// huStolen resolves what follows n Æmber stolen from player from: each
// of their Molephins deals 1D to each enemy creature for each Æmber; each
// of their Redhand Registries makes the stealer skip their next "forge a
// key" step.
func (g *Game) huStolen(from int8, n int) {
	if n <= 0 {
		return
	}
	thief := other(from)
	g.huEachOf(huStolenHurts, func(src int16) {
		if g.cards[src].controller == from {
			g.hoDamageEach(n, func(id int16) bool { return g.cards[id].controller == thief })
		}
	})
	g.huEachOf(huStolenSkipsForge, func(src int16) {
		if g.cards[src].controller != from {
			return
		}
		next := g.turn + 1 // the thief's next turn
		if g.active == thief {
			next = g.turn + 2
		}
		g.addLasting(lasting{kind: lastSkipForge, player: thief, card: -1, until: next, source: src})
	})
}

// huReapGained resolves what follows player pl gaining n Æmber by
// reaping: each enemy Sir Marrows captures it. Only the Æmber just gained
// can be captured: a second Sir Marrows finds none left (FAQ).
func (g *Game) huReapGained(pl int8, n int) {
	g.huEachOf(huCapturesReaped, func(src int16) {
		if g.cards[src].controller != pl && g.cards[src].zone == ZoneBattleline && n > 0 {
			n -= g.captureFrom(src, n, pl)
		}
	})
}

// huFightTarget flags a fight Loyal Packmate forbids: attacker att
// fighting def, which has no taunt, while def's controller controls a
// Loyal Packmate.
func (g *Game) huFightTarget(att, def int16) {
	if !g.hasStatic(huGuardsUntaunted) || g.hasKeyword(def, Taunt) {
		return
	}
	for _, src := range g.p[g.cards[def].controller].line {
		if g.staticOf(src, huGuardsUntaunted) != nil {
			g.violate("restricted", g.active, "%s: %s cannot fight %s, which has no taunt", g.name(src), g.name(att), g.name(def))
			return
		}
	}
}

// huArtifactTolls makes the active player, playing artifact id, pay 1A
// to the opponent for each Customs Office the opponent controls; one
// they cannot pay forbids the play.
func (g *Game) huArtifactTolls(id int16) {
	if !g.hasStatic(huArtifactToll) || g.def(id).Type != TypeArtifact {
		return
	}
	pl := g.active
	for _, src := range g.p[other(pl)].arts {
		if g.staticOf(src, huArtifactToll) == nil {
			continue
		}
		if g.p[pl].aember < 1 {
			g.violate("restricted", pl, "%s: %s must pay 1A to play %s and has none", g.name(src), g.p[pl].name, g.name(id))
			return
		}
		g.lose(pl, 1, SrcAbility)
		g.gain(other(pl), 1, SrcAbility)
	}
}

// huHarmonicRitual gains 1A while the chosen creature's left neighbor
// shares a house with it, moving on to that neighbor each time (Harmonic
// Ritual).
func huHarmonicRitual(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 {
		return
	}
	id := x.r.that[0]
	for range 64 {
		if g.cards[id].zone != ZoneBattleline {
			return
		}
		line := g.p[g.cards[id].controller].line
		i := indexOf(line, id)
		if i <= 0 || g.houseOf(line[i-1]) != g.houseOf(id) {
			return
		}
		g.gain(x.Player, 1, SrcAbility)
		id = line[i-1]
	}
}

// Lasting effects of this batch about the house a player chooses
// (numbered from its own range, 130–139).
const (
	// huLastOnlyHouse: player cannot play cards not of house (Befuddle:
	// "During their next turn, they cannot play cards of other houses").
	huLastOnlyHouse lastKind = 130
	// huLastNoActionsOf: player cannot play action cards of house
	// (Suspendamander).
	huLastNoActionsOf lastKind = 131
	// huLastMissGain: if player does not choose house as their active
	// house, source's controller gains n (Allusions of Grandeur).
	huLastMissGain lastKind = 132
	// huLastMissTokens: if player does not choose house as their active
	// house, source's controller makes n token creatures and readies them
	// (Watch Your Step).
	huLastMissTokens lastKind = 133
)

// huLastingText prints the lasting effects of this batch.
func huLastingText(st *Clause) (string, bool) {
	switch st.Last {
	case huLastOnlyHouse:
		return "During their next turn, they cannot play cards of other houses", true
	case huLastNoActionsOf:
		return "Your opponent cannot play action cards of that house during their next turn", true
	case huLastMissGain:
		return "If your opponent does not choose that house as their active house on their next turn, gain " + strconv.Itoa(st.N) + "A", true
	case huLastMissTokens:
		return "If they do not choose that house as their active house during their next turn, make " + strconv.Itoa(st.N) + " token creatures and ready them", true
	}
	return "", false
}

// huRestricted is the source of a lasting effect of this batch that
// forbids the active player to play card id, -1 when none.
func (g *Game) huRestricted(verb Verb, id int16) int16 {
	if verb != VerbPlay {
		return -1
	}
	if by := g.huStrongerForbidden(id); by >= 0 {
		return by // De-Doss
	}
	for j := range g.lasting {
		l := &g.lasting[j]
		if l.player != g.active || l.card >= 0 || l.until < g.turn {
			continue
		}
		switch {
		case l.kind == huLastOnlyHouse && g.houseOf(id) != l.house,
			l.kind == huLastNoActionsOf && g.houseOf(id) == l.house && g.def(id).Type == TypeAction:
			return l.source
		}
	}
	return -1
}

// huHouseWatch resolves, after player pl chose house h, the lasting
// effects that wait for that choice: each of them once, whatever the
// house (Allusions of Grandeur, Watch Your Step).
func (g *Game) huHouseWatch(pl int8, h House) {
	watches := g.takeLasting(func(l *lasting) bool {
		return (l.kind == huLastMissGain || l.kind == huLastMissTokens) && l.player == pl
	}, nil)
	for _, l := range watches {
		switch {
		case l.house == h: // the named house was chosen: nothing happens
		case l.kind == huLastMissGain:
			g.gain(other(pl), l.n, SrcAbility)
		default:
			g.huReadyTokens(other(pl), l.n)
		}
	}
}

// huReadyTokens makes n token creatures for player pl (the deck's token)
// and readies them.
func (g *Game) huReadyTokens(pl int8, n int) {
	ref, ok := g.deckToken(pl)
	if !ok {
		g.violate("choice-missing", pl, "the deck does not say which token creature")
		return
	}
	for range n {
		before := len(g.p[pl].line)
		g.makeToken(pl, ref)
		if line := g.p[pl].line; len(line) > before {
			id := line[len(line)-1]
			g.cards[id].flags &^= flExhausted
			g.emit(Event{Kind: EvStatus, Player: pl, Card: g.def(id).ID, Other: "ready"})
		}
	}
}

// huPowerOfThat is a quantity of this batch: the printed power of the
// card the last step acted on, out of play ("equal to the archived
// creature’s power": Blast from the Past).
const huPowerOfThat Quantity = 127

// huPrintedPowerOfThat reads huPowerOfThat.
func (g *Game) huPrintedPowerOfThat(r *run) int {
	if r.nThat == 0 {
		return 0
	}
	return max(g.def(r.that[0]).Power, 0)
}

// huWyvernCapture captures 6A onto this creature from any combination of
// players: the number the step before chose from the opponent, the rest
// from its controller (Grizzled Wyvern); then, with fewer than 6A on it,
// destroys it.
func huWyvernCapture(x *Ctx) {
	g, id := x.g, x.Self
	if g.cards[id].zone != ZoneBattleline {
		return
	}
	fromOpp := min(int(x.r.done), 6)
	g.captureFrom(id, fromOpp, x.Opponent())
	g.captureFrom(id, 6-fromOpp, x.Player)
	if g.cards[id].aember < 6 {
		g.destroy(id)
		g.sweep()
	}
}

// huSpare undoes the destruction of creature id during its "Destroyed:"
// ability and fully heals it: "instead" (as Armageddon Cloak's).
func (g *Game) huSpare(id int16) {
	c := &g.cards[id]
	c.flags &^= flTagged
	g.heal(id, int(c.damage))
}

// huNecromorph: if the creature has a neighbor the step before chose (a
// non-Star Alliance one), it is fully healed and that neighbor destroyed
// instead.
func huNecromorph(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 || g.cards[x.Self].zone != ZoneBattleline || !g.neighbors(x.Self, x.r.that[0]) {
		return
	}
	g.huSpare(x.Self)
	g.destroy(x.r.that[0])
}

// huReassemble: with another friendly creature in play, the creature is
// not destroyed; it is fully healed, exhausted and moved to a flank (the
// choose line's "left" or "right"; Reassembling Automaton).
func huReassemble(x *Ctx) {
	g, id := x.g, x.Self
	if g.cards[id].zone != ZoneBattleline || len(g.p[g.cards[id].controller].line) < 2 {
		return
	}
	g.huSpare(id)
	g.cards[id].flags |= flExhausted
	x.r.setThat([]int16{id})
	heToFlank(x)
}

// huParadox is Paradox Shield's granted "Destroyed:": its creature's
// controller discards cards from the top of their deck equal to its power;
// if they do, the creature is fully healed and the shield destroyed
// instead.
func huParadox(x *Ctx) {
	g, id := x.g, x.Self
	if g.cards[id].zone != ZoneBattleline {
		return
	}
	pl := g.cards[id].controller
	n := min(max(g.power(id), 0), g.p[pl].deckSize())
	if n == 0 {
		return
	}
	g.moveTop(pl, n, false)
	for _, u := range g.upList {
		if g.cards[u].parent == id && g.def(u).ID == "paradox-shield" {
			g.huSpare(id)
			g.cards[u].flags |= flTagged
			return
		}
	}
}

// huHouseOverride is the house a constant ability of this batch makes
// card id belong to (Academy Training: "If you control this creature, it
// belongs to house Logos"), "" when none.
func (g *Game) huHouseOverride(id int16) House {
	c := &g.cards[id]
	if c.zone != ZoneBattleline || !g.hasStatic(huBelongsWhileControlled) {
		return ""
	}
	for _, u := range g.upList {
		if g.cards[u].parent != id || g.cards[u].controller != c.controller {
			continue
		}
		if st := g.staticOf(u, huBelongsWhileControlled); st != nil {
			return st.House
		}
	}
	return ""
}

// More constant abilities of this batch.
const (
	// huBelongsWhileControlled: an upgrade: if its controller controls its
	// creature, the creature belongs to House (Academy Training).
	huBelongsWhileControlled StaticKind = 122
	// huUsableAnyHouse: an upgrade: its creature may be used as if it
	// belonged to the active house (Mantle of the Zealot).
	huUsableAnyHouse StaticKind = 123
	// huNeighborsUsableAs: this creature's neighbors may be used as if
	// they belonged to House (Staff Sergeant Rhea).
	huNeighborsUsableAs StaticKind = 124
	// huArchivedWithout: this creature is archived while its controller
	// controls no creature named To.Name (Slippery Tentacle: "If a
	// friendly Legendary Keyraken is not in play, archive Slippery
	// Tentacle").
	huArchivedWithout StaticKind = 125
)

// huHouseText prints the constant abilities of this batch about houses
// and zones.
func huHouseText(st *Static, name string) (string, bool) {
	switch st.Is {
	case huBelongsWhileControlled:
		return "If you control this creature, it belongs to house " + HouseName(st.House) + ".", true
	case huUsableAnyHouse:
		return "This creature gains, “You may use this creature as if it belonged to the active house.”", true
	case huNeighborsUsableAs:
		return name + "'s neighbors may be used as if they belonged to house " + HouseName(st.House) + ".", true
	case huArchivedWithout:
		return "If a friendly " + huTitle(st.To.Name) + " is not in play, archive " + name + ".", true
	}
	return "", false
}

// huAsActive reports whether the active player may use creature id as if
// it belonged to the active house: it wears a Mantle of the Zealot, or it
// is a neighbor of a Staff Sergeant Rhea and the active house is hers.
func (g *Game) huAsActive(id int16) bool {
	if g.cards[id].zone != ZoneBattleline {
		return false
	}
	if g.huUsableAsNeighbors(id) {
		return true // T3R-35A
	}
	if g.hasStatic(huUsableAnyHouse) {
		for _, u := range g.upList {
			if g.cards[u].parent == id && g.staticOf(u, huUsableAnyHouse) != nil {
				return true
			}
		}
	}
	if g.hasStatic(huNeighborsUsableAs) {
		for _, src := range g.p[g.cards[id].controller].line {
			if st := g.staticOf(src, huNeighborsUsableAs); st != nil && st.House == g.house && g.neighbors(src, id) {
				return true
			}
		}
	}
	return false
}

// huArchiveWithout archives each creature whose huArchivedWithout
// condition holds: its controller controls no creature it needs.
func (g *Game) huArchiveWithout() {
	if !g.hasStatic(huArchivedWithout) {
		return
	}
	for pl := range g.p {
		for i := 0; i < len(g.p[pl].line); i++ {
			id := g.p[pl].line[i]
			st := g.staticOf(id, huArchivedWithout)
			if st == nil || g.huControlsNamed(int8(pl), st.To.Name) {
				continue
			}
			g.moveInst(id, ZoneArchives)
			i--
		}
	}
}

// huControlsNamed reports whether player pl controls a creature of id
// name.
func (g *Game) huControlsNamed(pl int8, name string) bool {
	for _, id := range g.p[pl].line {
		if g.def(id).ID == name {
			return true
		}
	}
	return false
}

// huTitle is a card id as a name: "legendary-keyraken" as "Legendary
// Keyraken".
func huTitle(id string) string {
	words := strings.Split(id, "-")
	for i, w := range words {
		if w != "" {
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return strings.Join(words, " ")
}

// The last constant abilities of this batch: the batch's 16 kinds run out
// here, so huRule is one kind whose N says which rule it is.
const (
	// huGivesOmega: its controller's opponent's creatures and artifacts
	// gain omega (Chronophage).
	huGivesOmega StaticKind = 126
	// huRule: one of the rules huNoIcons… below, by N.
	huRule StaticKind = 127
)

// The rules of huRule (Static.N).
const (
	// huNoIcons: its controller's opponent cannot resolve bonus icons on
	// cards they play, the Æmber bonus included (Master of the Grey).
	huNoIcons = iota + 1
	// huNoStrongerPlays: an upgrade: its creature's controller's opponent
	// cannot play creatures more powerful than the creature (De-Doss).
	huNoStrongerPlays
	// huBlanks: an upgrade: its creature's text box is considered blank,
	// except for traits (Fortune Reverser).
	huBlanks
	// huReadyOnSplashKill: after an enemy creature is destroyed by this
	// creature's splash-attack damage, ready it (Zizok).
	huReadyOnSplashKill
)

// huRuleText prints huGivesOmega and the rules of huRule.
func huRuleText(st *Static, name string) (string, bool) {
	if st.Is == huGivesOmega {
		return "Your opponent's creatures and artifacts gain omega.", true
	}
	if st.Is != huRule {
		return "", false
	}
	switch st.N {
	case huAttachOnly: // always friendly, of a name, today

		return "Attach only to a friendly " + huTitle(st.To.Name) + ".", true
	case huNoIcons:
		return "Your opponent cannot resolve bonus icons on cards they play.", true
	case huNoStrongerPlays:
		return "This creature gains, “Your opponent cannot play creatures more powerful than this creature.”", true
	case huBlanks:
		return "This creature's text box is considered blank, except for traits.", true
	case huNeighborHouses:
		if st.To.Count == Parent {
			return name + " may be played as an upgrade instead of a creature, with the text: “This creature may be used as if it belonged to either of its neighbor's houses.”", true
		}
		return name + " may be used as if it belonged to either of its neighbor's houses.", true
	case huChosenOne:
		return "Instead of readying creatures they control during their “ready cards” step, your opponent deals 1D to " + name + " for each exhausted creature they control.", true
	}
	return "After an enemy creature is destroyed by " + name + "’s splash-attack damage, ready " + name + ".", true
}

// huRuleOf reports whether card id has rule n of huRule.
func (g *Game) huRuleOf(id int16, n int) bool {
	st := g.staticOf(id, huRule)
	return st != nil && st.N == n
}

// huOmega reports whether card id, just played, gains omega: an enemy
// Chronophage is in play and it is a creature or an artifact.
func (g *Game) huOmega(id int16) bool {
	if !g.hasStatic(huGivesOmega) || (g.cards[id].zone != ZoneBattleline && g.cards[id].zone != ZoneArtifacts) {
		return false
	}
	for _, src := range g.p[other(g.cards[id].controller)].line {
		if g.staticOf(src, huGivesOmega) != nil {
			return true
		}
	}
	return false
}

// huNoIconsFor reports whether player pl cannot resolve bonus icons on
// the cards they play: their opponent controls a Master of the Grey.
func (g *Game) huNoIconsFor(pl int8) bool {
	if !g.hasStatic(huRule) {
		return false
	}
	for _, src := range g.p[other(pl)].line {
		if g.huRuleOf(src, huNoIcons) {
			return true
		}
	}
	return false
}

// huStrongerForbidden is a De-Doss that forbids the active player to play
// creature id, more powerful (printed) than the creature it is on, -1
// when none.
func (g *Game) huStrongerForbidden(id int16) int16 {
	if !g.hasStatic(huRule) || !g.def(id).Type.IsCreature() {
		return -1
	}
	for _, u := range g.upList {
		cr := g.cards[u].parent
		if cr >= 0 && g.cards[cr].controller != g.active && g.huRuleOf(u, huNoStrongerPlays) && g.def(id).Power > g.power(cr) {
			return u
		}
	}
	return -1
}

// huBlanked reports whether creature id's text box is considered blank
// by an upgrade on it (Fortune Reverser).
func (g *Game) huBlanked(id int16) bool {
	if !g.hasStatic(huRule) {
		return false
	}
	for _, u := range g.upList {
		if g.cards[u].parent == id {
			if s := g.scripts[g.cards[u].def]; s != nil {
				if st := s.static(huRule); st != nil && st.N == huBlanks {
					return true
				}
			}
		}
	}
	return false
}

// huDestroyOtherUpgrades destroys each upgrade attached to this upgrade's
// creature but this one (Fortune Reverser).
func huDestroyOtherUpgrades(x *Ctx) {
	g := x.g
	cr := g.hdCreatureOf(x.Self)
	if cr == x.Self {
		return
	}
	for _, u := range g.upList {
		if u != x.Self && g.cards[u].parent == cr {
			g.destroy(u)
		}
	}
	g.sweep()
}

// huSplashKills readies attacker att when a creature its splash-attack
// damaged (hit) was destroyed and att has the rule (Zizok).
func (g *Game) huSplashKills(att int16, hit [2]int16) {
	if !g.hasStatic(huRule) || g.cards[att].zone != ZoneBattleline || !g.huRuleOf(att, huReadyOnSplashKill) {
		return
	}
	for _, id := range hit {
		if id >= 0 && g.cards[id].zone != ZoneBattleline {
			g.readyCard(att) // readied.go
			return
		}
	}
}

// huGiveThatAway gives control of the creature the step before acted on
// to the ability's controller's opponent (Azuretooth).
func huGiveThatAway(x *Ctx) {
	if x.r.nThat > 0 && x.g.cards[x.r.that[0]].zone == ZoneBattleline {
		x.g.takeControl(x.Opponent(), x.r.that[0])
	}
}

// huGiveSelfAway gives control of this card to the ability's controller's
// opponent (Gegrrŏkŭŭ Sapper).
func huGiveSelfAway(x *Ctx) {
	if x.g.cards[x.Self].zone == ZoneBattleline {
		x.g.takeControl(x.Opponent(), x.Self)
	}
}

// huAttachOnly is a rule of huRule: an upgrade that may be attached only
// to a creature that matches To (Primordial: a friendly Legendary
// Keyraken).
const huAttachOnly = huReadyOnSplashKill + 1

// huAttachForbidden reports whether upgrade id may not be attached to
// creature target (its "Attach only to …").
func (g *Game) huAttachForbidden(id, target int16) bool {
	if !g.hasStatic(huRule) {
		return false
	}
	s := g.scripts[g.cards[id].def]
	if s == nil {
		return false
	}
	st := s.static(huRule)
	return st != nil && st.N == huAttachOnly && !g.matches(&st.To, target, id, g.cards[id].controller)
}

// huSpendableOn reports whether the Æmber on creature id may be spent by
// its controller as if it were in their pool because an upgrade on it
// says so (Ethereal Adaptor).
func (g *Game) huSpendableOn(id int16) bool {
	if len(g.upList) == 0 || !g.hasStatic(SpendableAember) {
		return false
	}
	for _, u := range g.upList {
		if g.cards[u].parent == id && g.staticOf(u, SpendableAember) != nil {
			return true
		}
	}
	return false
}

// huWitchReturn is the "Destroyed:" a Witch Queen gives each other
// friendly Witch creature while she is in the center of the battleline:
// it returns to its owner's hand. The grant's condition is hers, read
// here: a friendly Witch Queen (not this creature) in the center.
func huWitchReturn(x *Ctx) {
	g, id := x.g, x.Self
	line := g.p[g.cards[id].controller].line
	if len(line)%2 == 0 {
		return
	}
	if q := line[len(line)/2]; q != id && g.def(q).ID == "witch-queen" && !g.blank(q) {
		g.moveInst(id, ZoneHand)
	}
}

// huDiscardedHouseActive makes the house of the card just discarded from
// the player's hand (the top of their discard pile) their active house
// (Cadet Allison).
func huDiscardedHouseActive(x *Ctx) {
	g := x.g
	if d := g.p[x.Player].discard; len(d) > 0 && g.active == x.Player {
		g.house = g.houseOf(d[len(d)-1])
	}
}

// huChosenOne is a rule of huRule: instead of readying creatures they
// control during their "ready cards" step, its controller's opponent
// deals 1D to it for each exhausted creature they control (The Chosen
// One).
const huChosenOne = huAttachOnly + 1

// huChosenOneOf is the creature of player pl's opponent that takes the
// place of pl's creatures' readying (The Chosen One), -1 when none.
func (g *Game) huChosenOneOf(pl int8) int16 {
	if !g.hasStatic(huRule) {
		return -1
	}
	for _, id := range g.p[other(pl)].line {
		if g.huRuleOf(id, huChosenOne) {
			return id
		}
	}
	return -1
}

// huChosenOneDamage deals The Chosen One 1D for each exhausted creature
// player pl controls, in place of their readying.
func (g *Game) huChosenOneDamage(pl int8, chosen int16) {
	n := 0
	for _, id := range g.p[pl].line {
		if g.cards[id].has(flExhausted) {
			n++
		}
	}
	g.damage(chosen, n, false)
	g.sweep()
}

// huNeighborHouses is a rule of huRule: the creature (To: This) or an
// upgrade's creature (To: ThisCreature) may be used as if it belonged to
// either of its neighbors' houses (T3R-35A, as a creature or played as an
// upgrade).
const huNeighborHouses = huChosenOne + 1

// huUsableAsNeighbors reports whether creature id may be used now as if
// it belonged to a neighbor's house that is the active house.
func (g *Game) huUsableAsNeighbors(id int16) bool {
	if !g.hasStatic(huRule) {
		return false
	}
	has := g.huRuleOf(id, huNeighborHouses)
	for _, u := range g.upList {
		has = has || g.cards[u].parent == id && g.huRuleOf(u, huNeighborHouses)
	}
	if !has {
		return false
	}
	line := g.p[g.cards[id].controller].line
	i := indexOf(line, id)
	for _, j := range [2]int{i - 1, i + 1} {
		if j >= 0 && j < len(line) && g.houseOf(line[j]) == g.house {
			return true
		}
	}
	return false
}

// huLastBorrowed: card is controlled by source's controller until source
// leaves play; player is who controlled it before (Harland Mindlock,
// Collar of Subordination). Not tied: the source's "Leaves Play:" gives
// the card back (huGiveBack), then drops it.
const huLastBorrowed lastKind = 134

// huBorrowThat takes control of the creature the step before chose until
// this card leaves play.
func huBorrowThat(x *Ctx) {
	if x.r.nThat > 0 {
		x.g.huBorrow(x.r.that[0], x.Self, x.Player)
	}
}

// huBorrowParent takes control of this upgrade's creature for the
// upgrade's controller, while the upgrade is in play (Collar of
// Subordination).
func huBorrowParent(x *Ctx) {
	if cr := x.g.hdCreatureOf(x.Self); cr != x.Self {
		x.g.huBorrow(cr, x.Self, x.Player)
	}
}

// huBorrow makes player pl control creature id until card src leaves
// play.
func (g *Game) huBorrow(id, src int16, pl int8) {
	c := &g.cards[id]
	if c.zone != ZoneBattleline || c.controller == pl || !g.cards[src].zone.InPlay() {
		return
	}
	g.addLasting(lasting{kind: huLastBorrowed, player: c.controller, card: id, until: whileInPlay, source: src})
	g.takeControl(pl, id)
}

// huGiveBack returns each creature this card borrowed to the player who
// controlled it before.
func huGiveBack(x *Ctx) {
	g := x.g
	back := g.takeLasting(func(l *lasting) bool { return l.kind == huLastBorrowed && l.source == x.Self }, nil)
	for _, l := range back {
		if g.cards[l.card].zone == ZoneBattleline {
			g.takeControl(l.player, l.card)
		}
	}
}
