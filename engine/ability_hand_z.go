package engine

// Closures and kinds of batch Z (issue 16): houses, text boxes and
// lasting grants. The multi-house model is multi_house.go.

// Lasting kinds of batch Z (range 50–59).
const (
	// zLastMayUseHouse: player may use (n: the verb, 0 any use) friendly
	// creatures of house for the turn, as if of the active house
	// (Brothers in Battle).
	zLastMayUseHouse lastKind = 51
)

// zPaint is the counter that makes an artifact of house Mars (Revo
// Hooligans): "While that artifact has a paint counter, it belongs to
// house Mars (instead of its other houses)." houseOf reads it.
const zPaint = "paint"

// zMayFightChosenHouse: "For the remainder of the turn, each friendly
// creature of that house may fight." (the house the step before chose).
func zMayFightChosenHouse(x *Ctx) {
	if x.r.house == "" {
		return
	}
	x.g.addLasting(lasting{kind: zLastMayUseHouse, player: x.Player, card: -1, house: x.r.house, n: int(VerbFight), until: x.g.until(UntilTurnEnd), source: x.Self})
	x.r.did = true
}

// zMayUse reports whether a lasting effect of this batch lets pl use
// creature id (verb) though it is not of the active house.
func (g *Game) zMayUse(pl int8, id int16, verb Verb) bool {
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.kind == zLastMayUseHouse && l.player == pl && (l.n == 0 || Verb(l.n) == verb) &&
			g.cards[id].zone == ZoneBattleline && g.cards[id].controller == pl && g.ofHouse(id, l.house) {
			return true
		}
	}
	return false
}

// Constant-ability kinds of batch Z (range 140–151; 140 is
// multi_house.go's).
const (
	// zLosesTraits: each card To matches loses each of its traits (Grey
	// Aberrant): a target's trait does not match it.
	zLosesTraits StaticKind = 141
	// zPurgedWhile: "If <If>, purge <this card>": checked as the board
	// settles (Cursed Tomb: "If there are no creatures in play").
	zPurgedWhile StaticKind = 142
)

// zTraitless reports whether card id has lost each of its traits.
func (g *Game) zTraitless(id int16) bool {
	return g.hasStatic(zLosesTraits) && g.zStaticOn(zLosesTraits, id)
}

// zStaticOn reports whether a constant ability of kind k of a card in
// play applies to card id: its To matches id and its condition holds.
func (g *Game) zStaticOn(k StaticKind, id int16) bool {
	var buf [48]int16
	for _, src := range append(g.inPlayOrder(buf[:0]), g.upList...) {
		st := g.staticOf(src, k)
		if st != nil && g.matches(&st.To, id, src, g.cards[src].controller) && g.staticHolds(st, src) {
			return true
		}
	}
	return false
}

// zUpgradesWhen resolves, for their controllers, the abilities of
// trigger t of the upgrades in play that ok accepts (fireInPlayWhen's,
// for upgrades: Painmail's "after any player chooses Dis").
func (g *Game) zUpgradesWhen(t Trigger, ok func(ab *Ability, controller int8) bool) {
	if g.triggers&t == 0 || len(g.upList) == 0 {
		return
	}
	var buf [16]int16
	for _, id := range append(buf[:0], g.upList...) {
		if g.cards[id].zone == ZoneUpgrade {
			g.fireWhen(id, t, ok)
		}
	}
}

// zPurgeWhile purges each artifact in play whose zPurgedWhile condition
// holds.
func (g *Game) zPurgeWhile() {
	if !g.hasStatic(zPurgedWhile) {
		return
	}
	var buf [48]int16
	for _, id := range append(append(buf[:0], g.p[0].arts...), g.p[1].arts...) {
		if st := g.staticOf(id, zPurgedWhile); st != nil && g.cards[id].zone == ZoneArtifacts && g.staticHolds(st, id) {
			g.moveInst(id, ZonePurged)
		}
	}
}

// Target filters of batch Z (bits 34, 36, 37).
const (
	// zSameNameAsParent: a creature with the same name as the creature
	// the ability's upgrade is on, that creature included (R-Evolution).
	zSameNameAsParent Filter = 1 << 34
)

// zMatches reports whether card id passes the filters of this batch in f
// (src: the ability's card).
func (g *Game) zMatches(f Filter, id, src int16) bool {
	if f&zSameNameAsParent != 0 {
		if src < 0 || g.cards[src].zone != ZoneUpgrade || g.cards[src].parent < 0 {
			return false
		}
		if g.def(id).Name != g.def(g.cards[src].parent).Name {
			return false
		}
	}
	return true
}

// zFilterText prints the filters of this batch.
func zFilterText(f Filter) string {
	if f&zSameNameAsParent != 0 {
		return " with the same name as this creature"
	}
	return ""
}

// zPainmail puts the upgrade into its owner's archives and destroys the
// creature it was on.
func zPainmail(x *Ctx) {
	g := x.g
	p := g.cards[x.Self].parent
	if g.cards[x.Self].zone != ZoneUpgrade || p < 0 {
		return
	}
	g.moveInst(x.Self, ZoneArchives)
	g.destroy(p)
	g.sweep()
	x.r.did = true
}

// zLastPlayHouses: player may play, for the turn, cards not of the active
// house: of any house (n 0: Unity Prism), or of a house of a card they
// control in play (n 1: United Action).
const zLastPlayHouses lastKind = 52

// zPlayHousesInPlay: "For the remainder of the turn, you may play cards
// from any house for which you have a card in play. You cannot use cards
// this turn."
func zPlayHousesInPlay(x *Ctx) {
	g := x.g
	until := g.until(UntilTurnEnd)
	g.addLasting(lasting{kind: zLastPlayHouses, player: x.Player, card: -1, n: 1, until: until, source: x.Self})
	for _, v := range [...]Verb{VerbFight, VerbReap, VerbAction, VerbOmni} {
		g.addLasting(lasting{kind: lastNoVerb, player: x.Player, card: -1, n: int(v), until: until, source: x.Self})
	}
	x.r.did = true
}

// zMayPlay reports whether a lasting effect of this batch lets pl play
// card id, not of the active house.
func (g *Game) zMayPlay(pl int8, id int16) bool {
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.kind != zLastPlayHouses || l.player != pl {
			continue
		}
		if l.n == 0 || g.zHouseInPlay(pl, g.houseOf(id)) {
			return true
		}
	}
	return false
}

// zHouseInPlay reports whether pl controls a card in play of house h.
func (g *Game) zHouseInPlay(pl int8, h House) bool {
	for i := range g.cards {
		if c := &g.cards[i]; c.zone.InPlay() && c.controller == pl && g.ofHouse(int16(i), h) {
			return true
		}
	}
	return false
}

// zStaticText prints this batch's constant abilities.
func zStaticText(st *Static, name string) (string, bool) {
	switch st.Is {
	case zAlsoHouse:
		return "This creature belongs to house " + HouseName(st.House) + " in addition to its other houses.", true
	case zLosesTraits:
		return upperFirst(targetText(&st.To, "")) + " loses each of its traits.", true
	case zCounterBlanks:
		return "As long as a creature has an ignorance counter, its text box is considered blank (except for traits).", true
	case zArtifactsBlank:
		return "Each artifact's text box is considered blank (except for traits).", true
	case zHauntedByPurged:
		return "While there is a combined total of 10 or more cards between your purged cards and discard pile, you are haunted.", true
	case zNoSameHouse:
		return "Each player cannot choose the same active house they chose on their previous turn.", true
	case zPurgedWhile:
		return "If there are no creatures in play, purge " + name + ".", true
	}
	return "", false
}

// Blank text boxes of batch Z: a creature's for the turn (Molluscaller:
// "loses all abilities"), a creature's while it has an ignorance counter
// (Eclectic Ambrosius, the evil twin), each artifact's while a creature
// says so (Blossom Drake). blank reads them.
const (
	// zLastBlank: card's text box is blank while the entry lasts.
	zLastBlank lastKind = 53
	// zBlankCards is the bit of Game.blankers set while a zLastBlank
	// entry exists (noteLasting), so that blank skips the scan otherwise.
	zBlankCards = 1 << 2
	// zCounterBlanks: a creature with an ignorance counter has a blank
	// text box, whether or not this card is still in play (Eclectic
	// Ambrosius, the evil twin). A card with it in the game is what
	// zBlanked checks first.
	zCounterBlanks StaticKind = 143
	// zArtifactsBlank: each artifact's text box is considered blank
	// (except for traits) while this creature is in play (Blossom Drake).
	zArtifactsBlank StaticKind = 144
)

// zIgnorance is the counter that blanks a creature's text box.
const zIgnorance = "ignorance"

// zBlanked reports whether creature id's text box is blank by a lasting
// effect or a counter of this batch.
func (g *Game) zBlanked(id int16) bool {
	counters := g.hasStatic(zCounterBlanks)
	if g.blankers&zBlankCards == 0 && !counters {
		return false
	}
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.card == id && (l.kind == zLastBlank || counters && l.kind == lastCounter && l.text == zIgnorance && l.n > 0) {
			return true
		}
	}
	return false
}

// zArtifactBlank reports whether artifact id's text box is blank: a
// creature in play says each artifact's is. (Only creatures are read, so
// that an artifact's blank box never asks itself.)
func (g *Game) zArtifactBlank(id int16) bool {
	if !g.hasStatic(zArtifactsBlank) {
		return false
	}
	for pl := range g.p {
		for _, src := range g.p[pl].line {
			if st := g.staticOf(src, zArtifactsBlank); st != nil && g.staticHolds(st, src) {
				return true
			}
		}
	}
	return false
}

// zShellsBlank: "For the remainder of the turn, each friendly <To> gets
// +3 power and loses all abilities." (Molluscaller: the Strange Shells in
// play now.)
func zShellsBlank(name string, power int) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		until := g.until(UntilTurnEnd)
		for _, id := range g.p[x.Player].line {
			if g.def(id).ID != name {
				continue
			}
			g.addLasting(lasting{kind: lastPower, player: x.Player, card: id, n: power, until: until, source: x.Self})
			g.addLasting(lasting{kind: zLastBlank, player: x.Player, card: id, until: until, source: x.Self})
			x.r.did = true
		}
	}
}

// zHauntedByPurged: "While there is a combined total of 10 or more cards
// between your purged cards and discard pile, you are haunted." (Junkyard
// Cemetery: its controller.)
const zHauntedByPurged StaticKind = 145

// haunted reports whether player pl is haunted: 10 or more cards in their
// discard pile (rulebook), or, with a card of theirs that says so, in
// their discard pile and purged cards together.
func (g *Game) haunted(pl int8) bool {
	if len(g.p[pl].discard) >= 10 {
		return true
	}
	if !g.hasStatic(zHauntedByPurged) || !g.controlsStatic(pl, zHauntedByPurged) {
		return false
	}
	n := len(g.p[pl].discard)
	for i := range g.cards {
		if c := &g.cards[i]; c.zone == ZonePurged && c.owner == pl {
			n++
		}
	}
	return n >= 10
}

// A lasting ability given to the cards a step chose ("For the remainder
// of the turn, that creature gains, “Reap: Draw a card.”": a
// DoLastingAbility whose Lasting.Grant is ThatOne): one lasting entry for
// each card, its card set, so that only that card has the ability, and
// loses it when it leaves play (dropLasting).
func (g *Game) zGrantToThat(r *run) bool {
	did := false
	for _, id := range r.that[:r.nThat] {
		if !g.cards[id].zone.InPlay() {
			continue
		}
		st := &g.stepsOf(r)[r.pc]
		g.addLasting(lasting{kind: lastAbility, player: r.player, card: id, n: lastingRef(r.def, r.ab, r.pc),
			until: g.until(st.Dur), source: r.src})
		did = true
	}
	return did
}

// zGrantedTo reports whether the lasting grant l (its target grant) gives
// its ability to card id: the card it was given to, for a grant to "that
// creature"; a card grant matches otherwise.
func (g *Game) zGrantedTo(grant *Target, l *lasting, id int16) bool {
	if grant.Count == That {
		return l.card == id
	}
	return g.matches(grant, id, l.source, l.player)
}

// zLastFlank: card is considered a flank creature while the entry lasts
// (Spectral Tunneler); onFlank reads it.
const zLastFlank lastKind = 54

// zFlankForTurn: "For the remainder of the turn, that creature is
// considered a flank creature" (the card the step before chose).
func zFlankForTurn(x *Ctx) {
	for _, id := range x.r.that[:x.r.nThat] {
		if x.g.cards[id].zone == ZoneBattleline {
			x.g.addLasting(lasting{kind: zLastFlank, player: x.Player, card: id, until: x.g.until(UntilTurnEnd), source: x.Self})
			x.r.did = true
		}
	}
}

// "Each player cannot choose the same active house they chose on their
// previous turn." (The Ulfberht Device.) Games with such a card note each
// house choice (zLastChoseHouse, until the chooser's next turn), so that
// the choice before the card came into play counts too.
const (
	zNoSameHouse    StaticKind = 146
	zLastChoseHouse lastKind   = 55
)

// zNoteHouse notes that pl chose house h this turn, in a game with a card
// that reads it.
func (g *Game) zNoteHouse(pl int8, h House) {
	if g.hasStatic(zNoSameHouse) {
		g.addLasting(lasting{kind: zLastChoseHouse, player: pl, card: -1, house: h, until: g.turn + 2, source: -1})
	}
}

// zSameHouseBy is the card in play that forbids pl to choose house h,
// the house they chose on their previous turn; -1 when none does.
func (g *Game) zSameHouseBy(pl int8, h House) int16 {
	if !g.hasStatic(zNoSameHouse) {
		return -1
	}
	prev := false
	for i := range g.lasting {
		if l := &g.lasting[i]; l.kind == zLastChoseHouse && l.player == pl && l.house == h && l.until == g.turn {
			prev = true
		}
	}
	if !prev {
		return -1
	}
	var buf [48]int16
	for _, src := range g.inPlayOrder(buf[:0]) {
		if st := g.staticOf(src, zNoSameHouse); st != nil && g.staticHolds(st, src) {
			return src
		}
	}
	return -1
}

// zHouseOfSelfWhile: "Until <this card> leaves play, that creature belongs
// to <this card>'s house." (Immortal Greking: a lasting house tied to this
// card, whoever controls the creature.)
func zHouseOfSelfWhile(x *Ctx) {
	g := x.g
	if x.r.nThat == 0 || !g.cards[x.Self].zone.InPlay() {
		return
	}
	id := x.r.that[0]
	if g.cards[id].zone != ZoneBattleline {
		return
	}
	g.addLasting(lasting{kind: lastHouse, player: x.Player, card: id, house: g.houseOf(x.Self), until: whileInPlay, source: x.Self, tied: true})
	x.r.did = true
}

// Treachery ("This card enters play under your opponent's control") is
// read by enterPlayed; Versatile ("This card can be used as if it belonged
// to the active house") by mainStepChecks, through zVersatile.
func (g *Game) zVersatile(id int16) bool {
	return g.cards[id].zone.InPlay() && g.hasKeyword(id, Versatile)
}

// zActiveTakesThis: "the active player takes control of this creature"
// (Freelancer's creature, at the start of each turn).
func zActiveTakesThis(x *Ctx) {
	g := x.g
	if c := &g.cards[x.Self]; c.zone == ZoneBattleline && c.controller != g.active {
		g.takeControl(g.active, x.Self)
		x.r.did = true
	}
}

// zLastFightDeaths: for the turn, each time a creature not of player is
// destroyed in a fight, player makes a token creature (Feats of Strength:
// "each time an enemy creature is destroyed in a fight"). fight reads it
// once the fight's damage has settled (zFightDeaths).
const zLastFightDeaths lastKind = 56

// zFightDeaths resolves the zLastFightDeaths effects for the creatures a
// fight's damage destroyed (dead, each with its controller in the fight:
// fight_deaths.go).
func (g *Game) zFightDeaths(dead fightDeaths) {
	if len(g.lasting) == 0 {
		return
	}
	for _, ctl := range dead.ctl[:dead.n] {
		for i := 0; i < len(g.lasting); i++ {
			if l := g.lasting[i]; l.kind == zLastFightDeaths && l.player != ctl {
				if ref, ok := g.deckToken(l.player); ok {
					g.makeToken(l.player, ref)
				}
			}
		}
	}
}

// zTokenOnFightDeaths: "For the remainder of the turn, each time an enemy
// creature is destroyed in a fight, make a token creature."
func zTokenOnFightDeaths(x *Ctx) {
	x.g.addLasting(lasting{kind: zLastFightDeaths, player: x.Player, card: -1, until: x.g.until(UntilTurnEnd), source: x.Self})
	x.r.did = true
}

// zLastNextCreature: the next creature player plays this turn enters play
// ready and gains, for the turn, the lasting grant n (a lastingRef:
// Improvised Aviation's second ability, which has no trigger of its own).
// The creature's play spends it (zNextCreaturePlayed).
const zLastNextCreature lastKind = 57

// zNextCreature: "The next creature you play this turn enters play ready.
// Until the end of your turn it gains, “…”" (the grant: the step of the
// card's ability ab).
func zNextCreature(ab uint8) func(x *Ctx) {
	return func(x *Ctx) {
		x.g.addLasting(lasting{kind: zLastNextCreature, player: x.Player, card: -1, n: lastingRef(x.r.def, ab, 0), until: x.g.until(UntilTurnEnd), source: x.Self})
		x.r.did = true
	}
}

// zNextCreaturePlayed spends pl's zLastNextCreature, if any, on creature
// id they played, which just entered play: ready, and with the grant.
func (g *Game) zNextCreaturePlayed(id int16, pl int8) {
	if len(g.lasting) == 0 || g.cards[id].zone != ZoneBattleline {
		return
	}
	for i, l := range g.lasting {
		if l.kind != zLastNextCreature || l.player != pl {
			continue
		}
		g.lasting = append(g.lasting[:i], g.lasting[i+1:]...)
		g.cards[id].flags &^= flExhausted
		g.addLasting(lasting{kind: lastAbility, player: pl, card: id, n: l.n, until: l.until, source: l.source})
		return
	}
}

// zLastFightReap: player's creatures' fight effects and reap effects are
// fight/reap effects while it lasts (Livia the Elder): fire widens a
// fight's or a reap's trigger to both, so that each ability fires once.
const zLastFightReap lastKind = 58

// zFightReap is trigger t widened for creature id by zLastFightReap.
func (g *Game) zFightReap(id int16, t Trigger) Trigger {
	if t != OnFight && t != OnReap || len(g.lasting) == 0 {
		return t
	}
	for i := range g.lasting {
		if l := &g.lasting[i]; l.kind == zLastFightReap && l.player == g.cards[id].controller && g.cards[id].zone == ZoneBattleline {
			return OnFight | OnReap
		}
	}
	return t
}

// zFightReapForTurn: "each friendly creature's fight effects and reap
// effects are fight/reap effects for the remainder of the turn."
func zFightReapForTurn(x *Ctx) {
	x.g.addLasting(lasting{kind: zLastFightReap, player: x.Player, card: -1, until: x.g.until(UntilTurnEnd), source: x.Self})
	x.r.did = true
}

// zLastPlayCap: player cannot play more than n cards this turn, those
// played before it included (Unity Prism).
const zLastPlayCap lastKind = 59

// zRestricted is the source of a restriction of this batch on the active
// player doing verb, -1 when none.
func (g *Game) zRestricted(verb Verb) int16 {
	if verb != VerbPlay || len(g.lasting) == 0 {
		return -1
	}
	for i := range g.lasting {
		if l := &g.lasting[i]; l.kind == zLastPlayCap && l.player == g.active && g.plays >= l.n {
			return l.source
		}
	}
	return -1
}

// zAnyHouseCapped: "For the remainder of the turn, you may play cards from
// any house. You cannot play more than 4 cards this turn (including this
// one)."
func zAnyHouseCapped(n int) func(x *Ctx) {
	return func(x *Ctx) {
		g := x.g
		until := g.until(UntilTurnEnd)
		g.addLasting(lasting{kind: zLastPlayHouses, player: x.Player, card: -1, until: until, source: x.Self})
		g.addLasting(lasting{kind: zLastPlayCap, player: x.Player, card: -1, n: n, until: until, source: x.Self})
		x.r.did = true
	}
}

// zGainPerHouseRevealed gains 1A for each house among the cards of the
// hand the step before revealed (the last x.r.done of the hand, as
// Transparency Report's).
func zGainPerHouseRevealed(x *Ctx) {
	hand := x.g.p[x.Player].hand
	var seen []House
	for _, id := range hand[max(0, len(hand)-int(x.r.done)):] {
		if h := x.g.houseOf(id); h != "" && !hbHasHouse(seen, h) {
			seen = append(seen, h)
		}
	}
	if len(seen) > 0 {
		x.g.gain(x.Player, len(seen), SrcAbility)
		x.r.did = true
	}
}
