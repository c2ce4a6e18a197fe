package engine

// Additions to the ability language for the cards of scripts_hand_x.go
// (batch X, prefix hx): a filter for "a neighbor of that creature", the
// "choose a trait" closures, and damage no armor prevents on each of
// several creatures.

// hxNeighborOfThat is a target filter of this batch: "a neighbor of that
// creature" (the first card the last step acted on; Mighty Lance).
const hxNeighborOfThat Filter = 1 << 39

// hxNeighborsOfThat keeps the candidates that are neighbors of the card
// the last step acted on (candidates calls it for hxNeighborOfThat).
func (g *Game) hxNeighborsOfThat(cands []int16, r *run) []int16 {
	k := 0
	for _, id := range cands {
		if r.nThat > 0 && g.neighbors(id, r.that[0]) {
			cands[k] = id
			k++
		}
	}
	return cands[:k]
}

// hxFilterText prints this batch's filters.
func hxFilterText(f Filter) string {
	if f&hxNeighborOfThat != 0 {
		return " beside that creature"
	}
	return ""
}

// hxDamageThat deals n damage to each card the steps before chose, all at
// once (the rulebook: all damage of one ability is dealt simultaneously,
// Mighty Lance), then destroys what it destroyed.
func hxDamageThat(n int) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		ids := x.r.that[:x.r.nThat]
		for _, id := range ids {
			if g.cards[id].zone != ZoneBattleline || g.hhDamageBlocked(x.Self, id) || g.huSpared(x.Self, id) {
				continue
			}
			g.damage(id, n, false)
		}
		x.r.did = g.settled(ids) > 0
	}
}

// hxDamageNoArmor deals n damage that armor cannot prevent to each enemy
// creature matching t (Æmbertracker), all at once.
func hxDamageNoArmor(n int, t Target) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		var ids []int16
		for _, id := range g.p[x.Opponent()].line {
			if g.matches(&t, id, x.Self, x.Player) {
				ids = append(ids, id)
			}
		}
		for _, id := range ids {
			hcDamageNoArmor(g, id, n)
		}
		g.sweep()
	}
}

// hxTrait reads the trait a "Choose a trait" names: the log's choose line
// gives it as a word (`choose knight`). ok is false while the closure
// waits for that line, or when the line names none.
func hxTrait(x *Ctx) (trait string, ok bool) {
	if hgAwait(x) {
		return "", false
	}
	w, ok := x.g.ans.nextWord()
	if !ok || w == "" {
		x.r.did = false
		return "", false
	}
	return w, true
}

// hxHasTrait reports whether card id has the trait (printed or given).
func (g *Game) hxHasTrait(id int16, trait string) bool {
	return g.matches(&Target{Kind: AnyCard, Trait: trait}, id, -1, g.cards[id].controller)
}

// hxCongregate: "Choose a trait. If there are 2 or more friendly
// creatures with that trait, gain 2A."
func hxCongregate(x *Ctx) {
	trait, ok := hxTrait(x)
	if !ok {
		return
	}
	n := 0
	for _, id := range x.g.p[x.Player].line {
		if x.g.hxHasTrait(id, trait) {
			n++
		}
	}
	if n >= 2 {
		x.g.gain(x.Player, 2, SrcAbility)
	}
}

// hxHarvestTime: "Choose a trait. Purge each card with that trait. Each
// player gains 1A for each card they controlled that was purged this
// way." (The cards in play: creatures, artifacts and upgrades.)
func hxHarvestTime(x *Ctx) {
	trait, ok := hxTrait(x)
	if !ok {
		return
	}
	g := x.g
	var ids []int16
	for _, pl := range [2]int8{x.Player, x.Opponent()} {
		for _, id := range g.p[pl].line {
			if g.hxHasTrait(id, trait) {
				ids = append(ids, id)
			}
		}
		for _, id := range g.p[pl].arts {
			if g.hxHasTrait(id, trait) {
				ids = append(ids, id)
			}
		}
	}
	for _, id := range g.upList {
		if g.hxHasTrait(id, trait) {
			ids = append(ids, id)
		}
	}
	var gains [2]int
	for _, id := range ids {
		pl := g.cards[id].controller
		if g.cards[id].zone.InPlay() {
			g.moveInst(id, ZonePurged)
			if g.cards[id].zone == ZonePurged {
				gains[pl]++
			}
		}
	}
	for _, pl := range [2]int8{x.Player, x.Opponent()} {
		if gains[pl] > 0 {
			g.gain(pl, gains[pl], SrcAbility)
		}
	}
	x.r.did = gains[0]+gains[1] > 0
}

// hxKeywordIsX reports whether card id's printed keyword k is "k X": its
// own script computes the value (a KeywordGrant on itself with Per), so
// the printed keyword, which the card data lists without a number, adds
// nothing of its own (Xenos Darkshadow).
func (g *Game) hxKeywordIsX(id int16, k Keyword) bool {
	s := g.scripts[g.cards[id].def]
	if s == nil {
		return false
	}
	for i := range s.Statics {
		if st := &s.Statics[i]; st.Is == KeywordGrant && st.KW == k && st.Per != nil && st.To.Count == Self {
			return true
		}
	}
	return false
}

// hxLastingX is the X of a lasting "each … gains <keyword> X" (l, of step
// st): read now, as the effect lasts (Avenging Aura's opponent's keys).
func (g *Game) hxLastingX(st *Clause, l *lasting) int {
	r := run{player: l.player, src: l.source}
	return max(st.N, 1) * g.quantity(st.Per, &r)
}

// hxXText prints the X of a keyword an effect gives: "X, where X is …".
func hxXText(a *Amount, name string) string {
	switch a.Q {
	case ForgedKeys:
		if a.Who == Opponent {
			return "X, where X is the number of forged keys your opponent has"
		}
		return "X, where X is the number of forged keys you have"
	case hrPowerOfThat:
		return "X. X is its power"
	}
	return "X, where X is" + perText(a, name)
}

// Conditions of this batch.
const (
	// hxIfThisSurvives: this creature is in play and the damage on it is
	// below its power ("Hard Simpson must survive this damage": it is read
	// before the board settles).
	hxIfThisSurvives CondKind = 184
	// hxIfTideNotLow: the tide is not low for the ability's controller
	// (high, or raised by no one).
	hxIfTideNotLow CondKind = 185
	// hxIfWasToken: "if it is a token creature", as the step before
	// (hxDoneIfToken) found it: "if you do" printed as what it checked.
	hxIfWasToken CondKind = 186
	// hxIfNoCreaturePlayed: the ability's controller did not play a
	// creature this turn (Curse of Fertility).
	hxIfNoCreaturePlayed CondKind = 187
)

// hxHolds reads this batch's conditions (holds calls it).
func (g *Game) hxHolds(c *Cond, r *run) bool {
	switch c.Is {
	case hxIfThisSurvives:
		return r.src >= 0 && g.cards[r.src].zone == ZoneBattleline && int(g.cards[r.src].damage) < g.power(r.src)
	case hxIfTideNotLow:
		return !g.p[other(r.player)].tide
	case hxIfWasToken:
		return r.did
	case hxIfNoCreaturePlayed:
		return !g.hxPlayedCreature(r.player)
	}
	return false
}

// hxCondText prints this batch's conditions.
func hxCondText(c *Cond, name string) string {
	switch c.Is {
	case hxIfThisSurvives:
		return name + " survives"
	case hxIfTideNotLow:
		return "the tide is not low"
	case hxIfWasToken:
		return "it is a token creature"
	case hxIfNoCreaturePlayed:
		return "you did not play a creature this turn"
	}
	return ""
}

// hxBottomFromDiscard puts the card the trigger is about (an action card
// just played) on the bottom of its owner's deck from the discard pile
// (Encounter Golem). "After you play" comes once the card has resolved:
// it is still resolving when the play triggers fire, so it goes where a
// played action goes first; the bottom of a deck is the deck's unknown
// cards, as for DoBottom.
func hxBottomFromDiscard(x *Ctx) {
	g := x.g
	id := x.r.trig
	x.r.did = false
	if id < 0 || g.cards[id].owner != x.Player {
		return
	}
	if g.cards[id].zone == ZoneResolving {
		g.put(id, g.hdActionGoes(id))
	}
	if g.cards[id].zone != ZoneDiscard {
		return
	}
	g.moveInst(id, ZoneUnknown)
	x.r.did = true
}

// hxTurnEndLasting fires the lasting "at the end of the turn" abilities
// (Ragnarok's "At the end of the turn, destroy each creature."): the
// turn's end, before its lasting effects expire.
func (g *Game) hxTurnEndLasting() {
	if len(g.lasting) > 0 {
		g.fireLasting(OnTurnEnd, -1)
	}
}

// hxFlipToToken flips this creature facedown: it becomes its owner's
// deck's token creature (the log's choose line may name it), in its
// place, with its damage, Æmber and status (Gĕzdrutyŏ the Arcane).
func hxFlipToToken(x *Ctx) {
	g := x.g
	id := x.Self
	x.r.did = false
	if id < 0 || g.cards[id].zone != ZoneBattleline {
		return
	}
	ref, ok := g.deckToken(g.cards[id].owner)
	if !ok {
		g.violate("choice-missing", x.Player, "%s: the deck names no token creature", g.name(id))
		return
	}
	def := g.defIndex(ref.ID)
	if def < 0 {
		d := g.db.Card(ref.ID)
		if d == nil {
			return
		}
		def = g.addDef(d)
	}
	g.adTokenOf(id, def) // its face remembered (ability_hand_ad.go)
	g.emit(Event{Kind: EvStatus, Player: x.Player, Card: ref.ID, Other: "token"})
	x.r.did = true
}

// hxDoneIfToken makes "if you do" of the steps after it read "if it is a
// token creature" (the card the steps before acted on): Symposium's second
// creature follows only a token creature.
func hxDoneIfToken(x *Ctx) {
	x.r.did = x.r.nThat > 0 && x.g.def(x.r.that[0]).Type == TypeTokenCreature
}

// hxSelfIntoPlayReady puts this card from its owner's discard pile into
// play ready, on the right flank (Nirbor Flamewing).
func hxSelfIntoPlayReady(x *Ctx) {
	g := x.g
	id := x.Self
	x.r.did = false
	if id < 0 || g.cards[id].zone != ZoneDiscard {
		return
	}
	g.detach(id, ZoneDiscard)
	g.enterBattleline(id, x.Player, FlankRight, 0, true)
	x.r.did = true
}

// hxShufflePurged shuffles a purged card, the one the log's choose line
// names (or the only one), into its owner's deck (Forgotten Guardian).
func hxShufflePurged(x *Ctx) {
	g := x.g
	x.r.did = false
	var all []int16
	for pl := range g.p {
		all = append(all, g.p[pl].purged...)
	}
	if len(all) == 0 {
		return
	}
	if len(all) > 1 && hgAwait(x) {
		return
	}
	id := all[0]
	if ref, ok := g.ans.nextCard(); ok {
		id = -1
		for _, c := range all {
			if g.def(c).ID == ref.ID {
				id = c
				break
			}
		}
		if id < 0 {
			g.violate("effect-target", x.Player, "%s: %s is not purged", g.defs[x.r.def].Name, g.refName(ref))
			return
		}
	} else if len(all) > 1 {
		x.missingChoice("which purged card")
		return
	}
	owner := g.cards[id].owner
	g.hide(id, ZoneDeck) // moveInst moves nothing out of the purged cards
	g.arrived(id, owner, ZoneUnknown)
	g.prophShuffled(owner)
	x.r.did = true
}

// Constant-ability kinds of this batch.
const (
	// hxKeepsOppArchived: "Your opponent’s cards cannot leave your
	// archives." (Memrox the Red): taking or discarding the archives
	// leaves them there.
	hxKeepsOppArchived StaticKind = 176
	// hxCreaturePlays marks a game with a card that asks whether a player
	// played a creature this turn (hxIfNoCreaturePlayed): only such games
	// note creature plays (hxLastCreaturePlayed).
	hxCreaturePlays StaticKind = 177
)

// hxLastCreaturePlayed notes that player played a creature this turn.
const hxLastCreaturePlayed lastKind = 180

// hxReadsCreaturePlays reports whether script s has a condition on the
// creatures played this turn.
func hxReadsCreaturePlays(s *Script) bool {
	for i := range s.Abilities {
		if s.Abilities[i].If.Is == hxIfNoCreaturePlayed {
			return true
		}
	}
	return false
}

// hxNoteCreaturePlay notes the creature just played, in a game that asks.
func (g *Game) hxNoteCreaturePlay(played int16) {
	if !g.hasStatic(hxCreaturePlays) || !g.def(played).Type.IsCreature() {
		return
	}
	g.addLasting(lasting{kind: hxLastCreaturePlayed, player: g.active, card: -1, until: g.until(UntilTurnEnd), source: -1})
}

// hxPlayedCreature reports whether player pl played a creature this turn.
func (g *Game) hxPlayedCreature(pl int8) bool {
	for _, l := range g.lasting {
		if l.kind == hxLastCreaturePlayed && l.player == pl {
			return true
		}
	}
	return false
}

// hxStaticText prints this batch's constant abilities.
func hxStaticText(st *Static) (string, bool) {
	if st.Is == hxKeepsOppArchived {
		return "Your opponent’s cards cannot leave your archives.", true
	}
	return "", false
}

// hxKeptInArchives reports whether card id, in player pl's archives,
// cannot leave them: it is pl's opponent's and pl controls Memrox the Red.
func (g *Game) hxKeptInArchives(pl int8, id int16) bool {
	if !g.hasStatic(hxKeepsOppArchived) || g.cards[id].owner == pl {
		return false
	}
	for _, src := range g.p[pl].line {
		if g.staticOf(src, hxKeepsOppArchived) != nil {
			return true
		}
	}
	return false
}

// hxTokenOrDraw: the active player "chooses to either make a token
// creature or draw a card" (Gezrăhi Blacksmith); the log's choose line
// says `token` (and may name it) or `draw`.
func hxTokenOrDraw(x *Ctx) {
	g := x.g
	if hgAwait(x) {
		return
	}
	pl := g.active
	w, _ := g.ans.nextWord()
	switch w {
	case "token":
		g.hkTokensThen(x, pl, 1, nil)
	case "draw":
		g.draw(pl, 1)
	default:
		g.violate("choice-missing", pl, "%s: the log does not say token or draw", g.defs[x.r.def].Name)
	}
}

// hxExcessCapture makes the creatures the step before chose capture 1A
// each, as many as the ability's controller has creatures in excess of
// their opponent (Unguarded Camp). Fewer chosen than that (while more
// could capture) or more chosen is a wrong choice.
func hxExcessCapture(x *Ctx) {
	g := x.g
	pl := x.Player
	x.r.did = false
	n := min(max(len(g.p[pl].line)-len(g.p[other(pl)].line), 0), len(x.r.that)) // a step holds 4 cards
	chosen := x.r.that[:x.r.nThat]
	if len(chosen) > n || len(chosen) < min(n, len(g.p[pl].line)) {
		g.violate("effect-target", pl, "%s: %d creatures capture, not %d", g.defs[x.r.def].Name, len(chosen), min(n, len(g.p[pl].line)))
		chosen = chosen[:min(len(chosen), n)]
	}
	for _, id := range chosen {
		if g.cards[id].zone == ZoneBattleline && g.captureFrom(id, 1, other(pl)) > 0 {
			x.r.did = true
		}
	}
}

// hxPenanceX is Penance of Balance's X: how many more enemy creatures
// there are than Æmber in the opponent's pool (0 when not more).
func (g *Game) hxPenanceX(pl int8) int {
	return max(len(g.p[other(pl)].line)-g.p[other(pl)].aember, 0)
}

// hxPenanceDestroy destroys the X enemy creatures the step before chose
// (fewer chosen while more could be, or more, is a wrong choice).
func hxPenanceDestroy(x *Ctx) {
	g := x.g
	n := min(g.hxPenanceX(x.Player), len(x.r.that))
	chosen := x.r.that[:x.r.nThat]
	if len(chosen) != n {
		g.violate("effect-target", x.Player, "%s: %d creatures destroyed, not %d", g.defs[x.r.def].Name, len(chosen), n)
		chosen = chosen[:min(len(chosen), n)]
	}
	for _, id := range chosen {
		g.destroy(id)
	}
	x.r.did = g.settled(chosen) > 0
}

// hxPenanceLose makes the opponent lose X (Penance of Balance).
func hxPenanceLose(x *Ctx) {
	if n := x.g.hxPenanceX(x.Player); n > 0 {
		x.g.lose(x.Opponent(), n, SrcAbility)
		x.r.did = true
	}
}
