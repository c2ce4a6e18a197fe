package engine

// Prophecies (Prophetic Visions). A deck of that set comes with four
// prophecies, printed two to a card: sides (0, 1) and (2, 3) of a
// player's prophecies are the two faces of one card. They sit face up
// beside the identity card, outside the deck. Once each turn the active
// player may activate one of their prophecies: a card from their hand goes
// facedown under it as its fate card (a prophecy whose other side holds a
// fate card cannot be activated). During the opponent's turn, when a
// prophecy's condition comes true, it is fulfilled: its fate card is
// revealed and put into its owner's discard pile, and the card's "Fate:"
// ability resolves for the active player (the opponent: "you", "friendly"
// in a fate are theirs). The prophecy is then empty and may be activated
// again. docs/prophecies.md gives the sources of each rule.

// prophSlots is how many prophecies a player has: two cards, two sides each.
const prophSlots = 4

// prophecyRule is a prophecy's condition. It is checked during the
// opponent of its owner's turn only, while a fate card is under it:
// after each event of kind At (EvTurnStart: at the start of that turn;
// EvTurnEnd: at its end, after the draw step), and If says whether it is
// fulfilled (owner is the prophecy's owner, k its slot, e the event).
type prophecyRule struct {
	ID  string
	At  EventKind
	If  func(g *Game, owner int8, k int, e *Event) bool
	Say string // its printed text, for the script's English
	// Flip: "At the end of your turn, you may flip …" (the log's flip line).
	Flip bool
	// Names: "When a card is placed under …, name a house": the
	// activation line names it.
	Names bool
	// Asks is the check itself when it needs the log's answers (Ask
	// Again Later): after the event, the prophecy's ability resolves,
	// waits for its choose line, and marks itself due (hpFulfilSelf).
	Asks func(x *Ctx)
}

// prophState is the prophecies of both players and this turn's counts
// their conditions read. Slots with no prophecy hold -1.
type prophState struct {
	card  [2][prophSlots]int16 // the prophecy card instances, in deck-list order
	fate  [2][prophSlots]int16 // the fate card under each, -1 none
	named [2][prophSlots]House // the house named when its fate card was placed (Trust Your Feelings)
	used  bool                 // the active player activated a prophecy this turn
	due   uint8                // bit owner*4+k: fulfilled, its fate waits to resolve
	acts  uint8                // action cards the active player played this turn
	kills uint8                // creatures destroyed this turn
	// played is the creature the last play put into play (-1 none): its
	// neighbours are known only once it is on the battleline, when the
	// play's action is over.
	played int16
	// guess is a hidden fate card just fulfilled, on top of its owner's
	// discard pile as the engine's guess, which "> fate CARD" names (-1
	// none; prophNamedFate).
	guess int16
}

func (ps *prophState) reset() {
	for pl := range ps.card {
		for k := range ps.card[pl] {
			ps.card[pl][k], ps.fate[pl][k] = -1, -1
		}
	}
	ps.played, ps.guess = -1, -1
}

// armed reports whether some prophecy holds a fate card: a slot holds -1
// or a card (checkShortcuts), so some slot differs from -1. Every event
// asks (prophNote), in most games of no prophecy at all.
func (ps *prophState) armed() bool { return ps.fate != noFates }

// noFates is the fate slots of prophecies that hold no card (never
// written).
var noFates = [2][prophSlots]int16{{-1, -1, -1, -1}, {-1, -1, -1, -1}}

// prophecyRuleOf is the condition of prophecy id, nil when it has none
// scripted. A linear scan: the list is short and read only while a
// prophecy is armed.
func prophecyRuleOf(id string) *prophecyRule {
	for i := range prophecyRules {
		if prophecyRules[i].ID == id {
			return &prophecyRules[i]
		}
	}
	return nil
}

// prophecyRules are the scripted prophecies' conditions, set once in
// init: the conditions' closures reach the engine, which reads this list
// (a variable initialised by an expression would be its own dependency).
var prophecyRules []prophecyRule

func init() { prophecyRules = handPProphecies }

// prophecyScripts makes each prophecy's entry in the script tables: one
// OnProphecy ability that prints its condition (the engine checks the
// condition through its prophecyRule, never by firing the ability).
func prophecyScripts(rules []prophecyRule) []Script {
	out := make([]Script, len(rules))
	for i, r := range rules {
		do := r.Asks
		if do == nil {
			do = func(*Ctx) {} // checked through the rule's If
		}
		out[i] = Script{ID: r.ID, Abilities: []Ability{{On: OnProphecy, Steps: []Clause{{Do: DoGo, Say: r.Say, Go: do}}}}}
	}
	return out
}

// setupProphecies takes each player's prophecy cards out of their deck
// (a deck list names them beside its 36 cards) and lays them beside the
// identity card, face up. A deck known only from a log is filled up to 36
// again with never-seen cards.
func (g *Game) setupProphecies() {
	g.proph.reset()
	for i := range g.cards {
		c := &g.cards[i]
		if g.defs[c.def].Type != TypeProphecy || c.zone != ZoneUnknown {
			continue
		}
		p := &g.p[c.owner]
		k := 0
		for k < prophSlots && g.proph.card[c.owner][k] >= 0 {
			k++
		}
		if k == prophSlots {
			continue // a fifth prophecy: not a legal deck; it stays a card of the deck
		}
		p.deckUnknown--
		c.zone = ZoneProphecy
		g.proph.card[c.owner][k] = int16(i)
		if p.deck.Partial {
			g.cards = append(g.cards, inst{def: g.unseenDef(), owner: c.owner, controller: c.owner, parent: -1, copy: -1})
			p.deckUnknown++
		}
	}
}

// prophSlot is the slot of player pl's prophecy ref, -1 when they have none.
func (g *Game) prophSlot(pl int8, ref CardRef) int {
	for k, id := range g.proph.card[pl] {
		if id >= 0 && g.def(id).ID == ref.ID {
			return k
		}
	}
	return -1
}

// activateProphecy is the active player's "prophecy P [with C]": card C
// from their hand goes facedown under their prophecy P. Without C the
// card is hidden: the engine takes one card of the hand as its guess.
func (g *Game) activateProphecy(a Action) {
	pl := g.active
	g.enterMain(g.house)
	k := g.prophSlot(pl, a.Card)
	if k < 0 && g.prophUnlisted(pl) {
		g.activateUnlisted(a) // prophecy_unlisted.go
		return
	}
	if k < 0 {
		g.violate("prophecy", pl, "%s has no prophecy %s", g.p[pl].name, g.refName(a.Card))
		return
	}
	name := g.name(g.proph.card[pl][k])
	switch {
	case g.proph.used:
		g.violate("prophecy", pl, "%s already activated a prophecy this turn", g.p[pl].name)
	case g.proph.fate[pl][k] >= 0:
		g.violate("prophecy", pl, "%s already has a card under it", name)
	case g.proph.fate[pl][k^1] >= 0:
		g.violate("prophecy", pl, "the other side of %s has a card under it", name)
	}
	id, guessed := g.fateFromHand(pl, a.Target)
	if id < 0 {
		g.violate("prophecy", pl, "%s has no card in hand to put under %s", g.p[pl].name, name)
		return
	}
	g.takeFromHand(id)
	g.put(id, ZoneFate)
	if guessed {
		g.cards[id].flags |= flGuessed
	}
	g.proph.fate[pl][k], g.proph.used = id, true
	g.proph.named[pl][k] = ""
	if r := prophecyRuleOf(g.def(g.proph.card[pl][k]).ID); r != nil && r.Names {
		g.proph.named[pl][k] = a.House
	}
	g.emit(Event{Kind: EvProphecy, Player: pl, Card: g.def(g.proph.card[pl][k]).ID, Other: "activate", House: a.House})
}

// fateFromHand is the card a player puts under a prophecy: the one the
// log names (a violation when it cannot be in hand), else a guess, an
// unknown card of the hand first. -1 when the hand is empty.
func (g *Game) fateFromHand(pl int8, ref CardRef) (id int16, guessed bool) {
	p := &g.p[pl]
	if !ref.IsZero() {
		def := g.deckDef(pl, ref)
		if def < 0 {
			g.violate("card-not-in-deck", pl, "%s is not in %s's deck", g.refName(ref), p.name)
			return -1, false
		}
		id, ok := g.fromHandCopy(pl, def, ref.Icons)
		if !ok {
			g.violate("card-not-available", pl, "%s cannot be in %s's hand", g.refName(ref), p.name)
		}
		return id, false
	}
	if p.handUnknown > 0 {
		return g.anyUnknown(pl), true
	}
	if len(p.hand) > 0 {
		return p.hand[0], true
	}
	return -1, false
}

// flipProphecy is the active player's "flip P": the prophecy's card turns
// over, and the fate card under P goes under the other side (Heads, I
// Win: "At the end of your turn, you may flip …"; keyteki moves the fate
// card with the flip).
func (g *Game) flipProphecy(a Action) {
	pl := g.active
	k := g.prophSlot(pl, a.Card)
	if k < 0 {
		g.violate("prophecy", pl, "%s has no prophecy %s", g.p[pl].name, g.refName(a.Card))
		return
	}
	r := prophecyRuleOf(a.Card.ID)
	if r == nil || !r.Flip || g.proph.fate[pl][k] < 0 {
		g.violate("prophecy", pl, "%s cannot be flipped: only a prophecy that says so, with a card under it", g.name(g.proph.card[pl][k]))
		return
	}
	g.proph.fate[pl][k^1], g.proph.fate[pl][k] = g.proph.fate[pl][k], -1
	g.proph.named[pl][k^1], g.proph.named[pl][k] = g.proph.named[pl][k], ""
	g.emit(Event{Kind: EvProphecy, Player: pl, Card: a.Card.ID, Other: "flip"})
}

// prophNote reads every event for the prophecies: the turn's counts, and
// the conditions an event may fulfil (emit calls it).
func (g *Game) prophNote(e *Event) {
	ps := &g.proph
	switch e.Kind {
	case EvTurnStart:
		ps.used, ps.acts, ps.kills, ps.played = false, 0, 0, -1
	case EvCardPlayed:
		if d := g.db.Card(e.Card); d != nil && d.Type == TypeAction && e.Player == g.active {
			ps.acts++
		}
		if g.source >= 0 {
			ps.played = g.source // checked once the play is over (prophResolve)
		}
		return
	case EvDestroyed:
		if d := g.db.Card(e.Card); d != nil && d.Type.IsCreature() {
			ps.kills++
		}
	case EvTurnEnd:
		return // checked by prophTurnEnd, before the turn ends
	case EvStatus:
		if e.Other == "ready" && g.hasStatic(hpDestroyOnReady) {
			g.hpReadied(e.Player, e.Card) // Poised Strike (ability_hand_p.go)
		}
	}
	if g.turn == 0 || !ps.armed() {
		return
	}
	g.prophCheck(*e)
}

// (Events pass by value: an event whose address escaped would cost every
// emit an allocation, in games without prophecies too.)

// prophCheck marks due the armed prophecies of the active player's
// opponent whose condition e fulfils.
func (g *Game) prophCheck(ev Event) {
	e := &ev
	owner := other(g.active)
	for k, f := range g.proph.fate[owner] {
		bit := uint8(1) << (int(owner)*prophSlots + k)
		if f < 0 || g.proph.due&bit != 0 {
			continue
		}
		r := prophecyRuleOf(g.def(g.proph.card[owner][k]).ID)
		if r == nil || r.At != e.Kind {
			continue
		}
		if r.Asks != nil {
			// The check waits for the log's answers: the prophecy's own
			// ability asks them, as its owner's (hpFulfilSelf).
			p := g.proph.card[owner][k]
			if s := g.scripts[g.cards[p].def]; s != nil {
				g.fireScript(s, g.cards[p].def, p, owner, OnProphecy, -1)
			}
			continue
		}
		if r.If(g, owner, k, e) {
			g.proph.due |= bit
		}
	}
}

// prophFulfilSelf marks prophecy instance id due (its fate waits to
// resolve once nothing waits): what an asking prophecy's ability does
// when its condition holds.
func (g *Game) prophFulfilSelf(id int16) {
	for pl := range g.proph.card {
		for k, p := range g.proph.card[pl] {
			if p == id && g.proph.fate[pl][k] >= 0 {
				g.proph.due |= 1 << (pl*prophSlots + k)
			}
		}
	}
}

// prophResolve resolves the fulfilled prophecies once the action that
// fulfilled them is over and nothing waits for a choice: first the
// creature just played is on the battleline, and the prophecies about
// plays are checked.
func (g *Game) prophResolve() {
	if id := g.proph.played; id >= 0 && g.pend.kind == pendNone {
		if g.turn > 0 && g.proph.armed() {
			g.prophCheck(Event{Kind: EvCardPlayed, Player: g.active, Card: g.def(id).ID}) // the rule reads g.proph.played
		}
		g.proph.played = -1
	}
	for i := 0; g.proph.due != 0 && g.pend.kind == pendNone && !g.over && i < 2*prophSlots; i++ {
		k := 0
		for g.proph.due&(1<<k) == 0 {
			k++
		}
		g.proph.due &^= 1 << k
		g.fulfil(int8(k/prophSlots), k%prophSlots)
		g.sweep()
	}
}

// prophTurnEnd checks the prophecies read at the end of the active
// player's turn and resolves what is due while the turn is still theirs.
func (g *Game) prophTurnEnd() {
	if g.proph.armed() {
		g.prophCheck(Event{Kind: EvTurnEnd, Player: g.active})
	}
	g.prophResolve()
}

// fulfil fulfils player owner's prophecy k: its fate card is revealed and
// goes to its owner's discard pile, then its "Fate:" ability resolves for
// the active player (keyteki: the card moves to the discard with the fate
// event; the ability reacts to it). A fate card the log never named is
// the engine's guess: its ability is left to the log ("> fate CARD").
func (g *Game) fulfil(owner int8, k int) {
	id := g.proph.fate[owner][k]
	if id < 0 {
		return
	}
	g.proph.fate[owner][k], g.proph.named[owner][k] = -1, ""
	guessed := g.cards[id].has(flGuessed)
	g.emit(Event{Kind: EvProphecy, Player: g.active, Card: g.def(g.proph.card[owner][k]).ID, Other: "fulfil"})
	g.put(id, ZoneDiscard)
	if guessed {
		g.cards[id].flags |= flGuessed
		g.proph.guess = id
		return
	}
	if s := g.scripts[g.cards[id].def]; s != nil && s.triggered(OnFate) {
		g.fireScript(s, g.cards[id].def, id, g.active, OnFate, -1)
	}
}

// ProphecyView is one prophecy as views and tools show it.
type ProphecyView struct {
	Card    string // card id
	Fate    string // the fate card's id; "hidden" when the log never named it, "" when none
	Named   House
	Flipped bool // the side is the second of its card (slots 1 and 3)
}

// Prophecies lists player pl's prophecies, in slot order.
func (g *Game) Prophecies(pl int8) []ProphecyView {
	var out []ProphecyView
	for k, id := range g.proph.card[pl] {
		if id < 0 {
			continue
		}
		v := ProphecyView{Card: g.def(id).ID, Named: g.proph.named[pl][k], Flipped: k%2 == 1}
		if f := g.proph.fate[pl][k]; f >= 0 {
			v.Fate = g.def(f).ID
			if g.cards[f].has(flGuessed) {
				v.Fate = "hidden"
			}
		}
		out = append(out, v)
	}
	return out
}

// hashProph adds the prophecies' state to a state hash.
func (g *Game) hashProph(h *hasher) {
	ps := &g.proph
	for pl := range ps.card {
		h.ids(ps.card[pl][:])
		h.ids(ps.fate[pl][:])
		for _, n := range ps.named[pl] {
			h.str(string(n))
		}
	}
	h.bool(ps.used)
	h.int(int(ps.due))
	h.int(int(ps.acts))
	h.int(int(ps.kills))
	h.int(int(ps.played))
	h.int(int(ps.guess))
}

// proph writes the prophecies' state to a snapshot.
func (w *snapW) proph(ps *prophState) {
	for pl := range ps.card {
		w.ids(ps.card[pl][:])
		w.ids(ps.fate[pl][:])
		for _, n := range ps.named[pl] {
			w.str(string(n))
		}
	}
	w.bool(ps.used)
	w.u(uint64(ps.due))
	w.u(uint64(ps.acts))
	w.u(uint64(ps.kills))
	w.i(int64(ps.played))
	w.i(int64(ps.guess))
}

// proph reads what snapW.proph wrote.
func (r *snapR) proph(ps *prophState) {
	for pl := range ps.card {
		r.idsInto(ps.card[pl][:])
		r.idsInto(ps.fate[pl][:])
		for k := range ps.named[pl] {
			ps.named[pl][k] = House(r.str())
		}
	}
	ps.used = r.bool()
	ps.due = r.u8()
	ps.acts = r.u8()
	ps.kills = r.u8()
	ps.played = r.i16()
	ps.guess = r.i16()
}

// prophAtShuffle is the pseudo-event kind of a shuffled deck: the engine
// tracks no deck order, so a shuffle is no event of its own.
const prophAtShuffle EventKind = 255

// prophShuffled notes that player pl's deck was shuffled.
func (g *Game) prophShuffled(pl int8) {
	if g.turn > 0 && g.proph.armed() {
		g.prophCheck(Event{Kind: prophAtShuffle, Player: pl})
	}
}

// prophNamedFate reads a log's "> fate CARD" after a prophecy whose fate
// card was hidden (the engine's guess) was fulfilled: the guess, on top
// of its owner's discard pile, becomes CARD (an unaccounted copy of it
// takes its place, the guess goes back among the hidden cards), and
// CARD's Fate ability resolves. It reports false when no guess waits.
func (g *Game) prophNamedFate(ref CardRef) bool {
	owner := other(g.active)
	d := &g.p[owner].discard
	if len(*d) == 0 {
		return false
	}
	guess := (*d)[len(*d)-1]
	if guess != g.proph.guess || !g.cards[guess].has(flGuessed) {
		return false
	}
	g.proph.guess = -1
	id := guess
	if def := g.defIndex(ref.ID); def >= 0 && g.cards[guess].def != def {
		x := g.unknownCopy(owner, def)
		if x < 0 {
			return false // not a card the deck can hold there: the usual path says so
		}
		// Swap the identities: the named copy is the one discarded.
		g.cards[guess].zone, g.cards[x].zone = ZoneUnknown, ZoneDiscard
		g.cards[guess].flags, g.cards[x].flags = 0, 0
		(*d)[len(*d)-1] = x
		id = x
	}
	g.cards[id].flags &^= flGuessed
	if s := g.scripts[g.cards[id].def]; s != nil && s.triggered(OnFate) {
		g.fireScript(s, g.cards[id].def, id, g.active, OnFate, -1)
	}
	return true
}
