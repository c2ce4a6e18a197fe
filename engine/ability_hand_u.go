package engine

import "strconv"

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
	return "", false
}

// huQuantity reads the quantities of this batch.
func (g *Game) huQuantity(a *Amount, r *run) int {
	switch a.Q {
	case huNeighborsOfIt:
		return g.huNeighborsMatching(r.trig, &a.Of, r)
	case huPurgedCards:
		return len(g.p[0].purged) + len(g.p[1].purged)
	}
	return 0
}

// huPerText prints the quantities of this batch.
func huPerText(per *Amount, name string) string {
	if per.Q == huPurgedCards {
		return " for each purged card"
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
