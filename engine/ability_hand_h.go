package engine

// Small additions to the ability language for the cards of
// scripts_hand_h.go, as closures and helpers: capturing from a creature's
// own side, a lasting "you may not play cards of that type", counting
// the non-Shadows cards a reveal named.

// hhCaptureOwnSide is "It captures NA from its own side." about the
// creature the step before chose.
func hhCaptureOwnSide(n int) Clause {
	say := "It captures 1A from its own side."
	if n != 1 {
		say = "It captures " + string(rune('0'+n)) + "A from its own side."
	}
	return Clause{Do: DoGo, Say: say, Go: func(x *Ctx) {
		if x.r.nThat > 0 {
			id := x.r.that[0]
			x.r.done = int16(x.g.captureFrom(id, n, x.g.cards[id].controller))
			x.r.did = x.r.done > 0
		}
	}}
}

// hhStealNonShadows steals 1A for each non-Shadows card the reveal step
// before named: the last r.done cards of the hand, where the step put
// them back known. A card the engine knew in hand that the log's reveal
// of the whole hand does not name is not counted (the log's hand is the
// table's).
func hhStealNonShadows(x *Ctx) {
	hand := x.g.p[x.Player].hand
	n := 0
	for _, id := range hand[max(0, len(hand)-int(x.r.done)):] {
		if x.g.houseOf(id) != "shadows" {
			n++
		}
	}
	x.g.steal(x.Player, n)
}

// hhLastNoType is a lasting effect of this file: player may not play
// cards of type CardType(text) (Strategic Feint's fate). It is numbered far
// from the shared list of lasting kinds (state.go) so that the batches
// adding kinds there never collide with it.
const hhLastNoType lastKind = 220

// hhNoPlayOfType forbids the ability's player, until the end of the turn,
// to play cards of the type of the card the step before discarded.
func hhNoPlayOfType(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	g := x.g
	src := x.sourceCard()
	g.addLasting(lasting{kind: hhLastNoType, player: x.Player, card: -1, text: string(g.def(x.r.that[0]).Type), until: g.turn, source: src})
}

// hhNoPlay is the source of a lasting effect of this file forbidding the
// active player to play card id (verb VerbPlay), -1 when none.
func (g *Game) hhNoPlay(verb Verb, id int16) int16 {
	if verb != VerbPlay || len(g.lasting) == 0 {
		return -1
	}
	t := g.def(id).Type
	for _, l := range g.lasting {
		if l.kind == hhLastNoType && l.player == g.active && (CardType(l.text) == t || (t == TypeTokenCreature && CardType(l.text) == TypeCreature)) {
			return l.source
		}
	}
	return -1
}

// hhNextHouse chooses, for "for each house, …", the next house (after the
// one chosen last, in the order of their names) that a creature in play
// belongs to; when none is left, the ability ends.
func hhNextHouse(x *Ctx) {
	g := x.g
	next := House("")
	for pl := range g.p {
		for _, id := range g.p[pl].line {
			if h := g.houseOf(id); h > x.r.house && (next == "" || h < next) {
				next = h
			}
		}
	}
	x.r.house = next
	if next == "" {
		x.r.pc = 250 // past the last step: the ability ends
	}
}

// hhHarmonic reveals a random card of the archives of the player the
// "choose one" before named (1: yours, 2: your opponent's) and discards
// it; if there was one, the creature the step before damaged takes 3D
// more. A card of the archives the engine does not know is its guess.
func hhHarmonic(x *Ctx) {
	g := x.g
	pl := x.Player
	if x.r.opt == 2 {
		pl = x.Opponent()
	}
	if !hhDiscardOneArchived(g, pl) {
		return
	}
	if x.r.nThat > 0 && g.cards[x.r.that[0]].zone == ZoneBattleline {
		g.damage(x.r.that[0], 3, false)
		g.sweep()
	}
}

// hhDiscardOneArchived discards a card of pl's archives (a known one
// first); false when they are empty.
func hhDiscardOneArchived(g *Game, pl int8) bool {
	p := &g.p[pl]
	id := int16(-1)
	switch {
	case len(p.archive) > 0:
		id = p.archive[len(p.archive)-1]
		g.detach(id, ZoneArchives)
	case p.archUnknown > 0:
		if id = g.anyUnknown(pl); id < 0 {
			return false
		}
		g.detach(id, ZoneArchives)
		g.cards[id].flags |= flGuessed
	default:
		return false
	}
	g.put(id, ZoneDiscard)
	g.emit(Event{Kind: EvCardDiscarded, Player: pl, Card: g.def(id).ID, Other: "archives"})
	return true
}

// hhFestivities is how many creatures Midyear Festivities chooses.
const hhFestivities = 9

// hhFestivitiesAll resolves Midyear Festivities whole when there are 9
// creatures or fewer in play (each is chosen): their Æmber goes to their
// controllers' pools, and they are destroyed together; the ability ends.
// With more, the steps after it choose them one at a time (r.opt counts
// them).
func hhFestivitiesAll(x *Ctx) {
	g := x.g
	var all []int16
	for pl := range g.p {
		all = append(all, g.p[pl].line...)
	}
	if len(all) > hhFestivities {
		x.r.opt = 0
		return
	}
	for _, id := range all {
		hhFestive(g, id)
	}
	g.sweep()
	x.r.pc = 250 // past the last step: the ability ends
}

// hhFestivitiesOne moves the Æmber of the creature just chosen and tags
// it for destruction; after the ninth (or when none is left to choose)
// the chosen creatures are destroyed together, else the choice is asked
// again.
func hhFestivitiesOne(x *Ctx) {
	g := x.g
	if x.r.nThat > 0 && !g.cards[x.r.that[0]].has(flTagged) {
		hhFestive(g, x.r.that[0])
		x.r.opt++
	}
	left := 0
	for pl := range g.p {
		for _, id := range g.p[pl].line {
			if !g.cards[id].has(flTagged) {
				left++
			}
		}
	}
	if int(x.r.opt) < hhFestivities && left > 0 && x.r.nThat > 0 && x.r.loops < 64 {
		x.r.loops++
		x.r.pc -= 2 // exec moves on by one: back to the choice
		return
	}
	g.sweep()
}

// hhFestive moves the Æmber on creature id to its controller's pool and
// tags it for destruction.
func hhFestive(g *Game, id int16) {
	if c := &g.cards[id]; c.aember > 0 {
		g.takeAember(id, 0, true, []int8{c.controller})
	}
	g.destroy(id)
}

// Constant abilities of this file. They are numbered from 63 down (once the
// top of a 64-bit mask of kinds), far from the
// shared list (ability.go) that the other batches extend from below, so
// that neither collides with the other.
const (
	// hhNoDamageFromDamaged: this creature cannot be dealt damage by
	// damaged creatures (Eldritch Synan).
	hhNoDamageFromDamaged StaticKind = 63 - iota
	// hhKeywordsOfOthers: while its controller controls another creature
	// with one of the keywords hhCopiedKeywords, this creature gains it
	// (Captain Kresage).
	hhKeywordsOfOthers
	// hhArchivesOnDiscard: after a card is discarded from its
	// controller's hand, its ability 0 (no trigger of its own) resolves
	// (Auto-Encoder).
	hhArchivesOnDiscard
)

// hhCopiedKeywords are the keywords Captain Kresage may gain.
var hhCopiedKeywords = [...]Keyword{Elusive, Taunt, Poison, Skirmish}

// hhStatic reports whether k is a constant ability this file prints.
func hhStatic(k StaticKind) bool {
	return k == hhNoDamageFromDamaged || k == hhKeywordsOfOthers || k == hhArchivesOnDiscard
}

// hhStaticText prints the constant abilities of this file.
func hhStaticText(st *Static, name string) string {
	if st.Is == hhArchivesOnDiscard {
		return "After a card is discarded from your hand, archive the top card of your deck."
	}
	if st.Is == hhKeywordsOfOthers {
		return "While you control another creature with elusive, taunt, poison, or skirmish, " + name + " gains that keyword."
	}
	return name + " cannot be dealt damage by damaged creatures."
}

// hhFightDamage is the damage each side of a fight deals when one of
// them cannot be dealt damage by damaged creatures: the damage is dealt
// at once, so the creature dealing it is damaged or not before the fight
// damage.
func (g *Game) hhFightDamage(att, def int16, toDef, toAtt int) (int, int) {
	if !g.hasStatic(hhNoDamageFromDamaged) {
		return toDef, toAtt
	}
	if g.cards[att].damage > 0 && g.staticOf(def, hhNoDamageFromDamaged) != nil {
		toDef = 0
	}
	if g.cards[def].damage > 0 && g.staticOf(att, hhNoDamageFromDamaged) != nil {
		toAtt = 0
	}
	return toDef, toAtt
}

// hhDamageBlocked reports whether an ability of card src may not deal
// damage to creature id: src is a damaged creature and id cannot be dealt
// damage by damaged creatures.
func (g *Game) hhDamageBlocked(src, id int16) bool {
	return g.hasStatic(hhNoDamageFromDamaged) && src >= 0 && g.cards[src].zone == ZoneBattleline &&
		g.cards[src].damage > 0 && g.staticOf(id, hhNoDamageFromDamaged) != nil
}

// hhKeywordOfOthers is 1 when creature id gains keyword k from another
// friendly creature that has it (Captain Kresage), else 0. A creature
// that gains keywords this way itself counts only its own (hhOwnKeyword),
// so that two of them do not feed each other.
func (g *Game) hhKeywordOfOthers(id int16, k Keyword) int {
	if !g.hasStatic(hhKeywordsOfOthers) || g.cards[id].zone != ZoneBattleline || g.staticOf(id, hhKeywordsOfOthers) == nil {
		return 0
	}
	copied := false
	for _, kw := range hhCopiedKeywords {
		copied = copied || kw == k
	}
	if !copied {
		return 0
	}
	for _, o := range g.p[g.cards[id].controller].line {
		if o == id {
			continue
		}
		if g.staticOf(o, hhKeywordsOfOthers) != nil {
			if g.hhOwnKeyword(o, k) {
				return 1
			}
		} else if g.keywordN(o, k) > 0 {
			return 1
		}
	}
	return 0
}

// hhOwnKeyword is keywordN without the keywords gained from other
// creatures: printed, from constant abilities and from lasting effects.
func (g *Game) hhOwnKeyword(id int16, k Keyword) bool {
	c := &g.cards[id]
	n := 0
	if !g.blank(id) {
		for _, kv := range g.defs[c.def].Keywords {
			if kv.Keyword == k {
				n++
			}
		}
	}
	n += g.aura(KeywordGrant, id, k) + g.lastingEach(DoGiveKeyword, id, k)
	for _, l := range g.lasting {
		if l.card == id && l.kw == k {
			switch l.kind {
			case lastGiveKeyword:
				n++
			case lastRemove:
				return false
			}
		}
	}
	return n > 0
}

// hhScrapped resolves, after card id was discarded from its owner's hand,
// the "after a card is discarded from your hand" abilities of the cards
// that player controls (hhArchivesOnDiscard: their ability 0).
func (g *Game) hhScrapped(id int16) {
	if !g.hasStatic(hhArchivesOnDiscard) {
		return
	}
	pl := g.cards[id].owner
	var buf [48]int16
	for _, src := range append(append(buf[:0], g.p[pl].line...), g.p[pl].arts...) {
		if g.staticOf(src, hhArchivesOnDiscard) != nil {
			g.resolve(run{def: g.cards[src].def, src: src, ab: 0, player: pl, trig: id})
		}
	}
}

// hhTopOfHaunted is a target filter of this file: the top card of a
// haunted player's discard pile (Minion). It is the top bit of the
// filters, far from the shared list (ability.go) the other batches extend
// from below.
const hhTopOfHaunted Filter = 1 << 63

// hhInHaunted is a target filter of this file: a card in a haunted
// player's discard pile (Be Our Geist); the bit below hhTopOfHaunted.
const hhInHaunted Filter = 1 << 62

// hhFilters are the filters hhMatches checks.
const hhFilters = hhTopOfHaunted | hhInHaunted

// hhMatches checks the filters of this file against card id.
func (g *Game) hhMatches(f Filter, id int16) bool {
	c := &g.cards[id]
	d := g.p[c.owner].discard
	if f&hhInHaunted != 0 && (c.zone != ZoneDiscard || len(d) < 10) {
		return false
	}
	if f&hhTopOfHaunted != 0 {
		return c.zone == ZoneDiscard && len(d) >= 10 && d[len(d)-1] == id
	}
	return true
}

// hhFilterText is the English of the filters of this file, after the
// target's noun.
func hhFilterText(f Filter) string {
	if f&hhTopOfHaunted != 0 {
		return " that is the top card of a haunted player's discard pile"
	}
	if f&hhInHaunted != 0 {
		return " of a haunted player"
	}
	return ""
}

// hhKeepReady keeps, of the cards the last step acted on, the ready ones:
// "fight with those creatures" cannot use an exhausted one (Rulebook,
// Ready and Exhausted), which is no violation of the player's.
func hhKeepReady(x *Ctx) {
	r := x.r
	k := uint8(0)
	for _, id := range r.that[:r.nThat] {
		if !x.g.cards[id].has(flExhausted) {
			r.that[k] = id
			k++
		}
	}
	r.nThat = k
}
