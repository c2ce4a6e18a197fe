package engine

import (
	"errors"
	"fmt"
)

// New sets a match up: both decks' cards are instances in the hidden zone,
// the first player draws 7 and the other 6, each less the chain penalty
// (shedding a chain when it bites). Mulligans follow as actions; the first
// other action starts turn 1. New fails only on unusable input: a missing
// deck, a card id the database does not know, a bad first player.
func New(db CardDB, s Setup) (*Game, error) {
	if db == nil {
		return nil, errors.New("engine: no card database")
	}
	if s.First != 0 && s.First != 1 {
		return nil, fmt.Errorf("engine: first player must be 0 or 1, not %d", s.First)
	}
	g := &Game{db: db, first: s.First, active: s.First, step: StepSetup, source: -1, winner: NoPlayer, refiller: NoPlayer}
	index := func(id string) (int16, error) {
		for i, known := range g.defIDs {
			if known == id {
				return int16(i), nil
			}
		}
		d := db.Card(id)
		if d == nil {
			return 0, fmt.Errorf("engine: unknown card id %q", id)
		}
		g.defs, g.defIDs = append(g.defs, d), append(g.defIDs, d.ID)
		return int16(len(g.defs) - 1), nil
	}
	total := 0
	for _, ps := range s.Players {
		if ps.Deck != nil {
			total += max(len(ps.Deck.Cards), DeckSize)
		}
	}
	g.cards = make([]inst, 0, total)
	g.defs = make([]*CardDef, 0, total)
	g.defIDs = make([]string, 0, total)
	for pl, ps := range s.Players {
		if ps.Deck == nil {
			return nil, fmt.Errorf("engine: player %d (%s) has no deck", pl+1, ps.Name)
		}
		if ps.Chains < 0 {
			return nil, fmt.Errorf("engine: player %d (%s) has %d chains", pl+1, ps.Name, ps.Chains)
		}
		g.p[pl] = player{name: ps.Name, deck: ps.Deck, chains: ps.Chains}
		for k, dc := range ps.Deck.Cards {
			di, err := index(dc.CardID)
			if err != nil {
				return nil, fmt.Errorf("%w (deck %q, card %d)", err, ps.Deck.Name, k+1)
			}
			g.cards = append(g.cards, inst{def: di, owner: int8(pl), controller: int8(pl), parent: -1, copy: int16(k)})
			g.p[pl].deckUnknown++
		}
		// A partial deck (known only from the cards seen, as a TCO import)
		// is filled up to 36 with cards whose identity is never known, so
		// that zone counts stay true.
		if ps.Deck.Partial && len(ps.Deck.Cards) < DeckSize {
			unseen := g.unseenDef()
			for k := len(ps.Deck.Cards); k < DeckSize; k++ {
				g.cards = append(g.cards, inst{def: unseen, owner: int8(pl), controller: int8(pl), parent: -1, copy: -1})
				g.p[pl].deckUnknown++
			}
		}
	}
	g.setupProphecies()
	g.setupArchonPowers()
	g.allocLists()
	if len(g.cards) > 1<<14 {
		return nil, errors.New("engine: decks too large")
	}
	g.sixCount = make([]uint8, len(g.defs))
	g.compiled = !s.HandOnly
	g.scripts = make([]*Script, len(g.defs))
	for i, d := range g.defs {
		g.scripts[i] = g.cardScript(d.ID)
	}
	g.noteScripts()
	for _, pl := range [2]int8{g.first, other(g.first)} {
		size := 6
		if pl == g.first {
			size = 7
		}
		g.refill(pl, size)
	}
	g.aeSetupArchives() // Overcharged (ability_hand_ae.go)
	g.agSetup()         // Signature Move (ability_hand_ag.go)
	// The setup's events stay where they were written (capped: nothing
	// appends to them); the actions' go in the room after them.
	n := len(g.ev)
	g.setupEv, g.ev = g.ev[:n:n], g.ev[n:]
	return g, nil
}

// DeckSize is the number of cards in a deck.
const DeckSize = 36

// Unseen is the card id of a partial deck's cards that were never seen.
const Unseen = "?"

var unseenCard = CardDef{ID: Unseen, Name: "an unseen card"}

// unseenDef is the index of the unseen card's definition, added once.
func (g *Game) unseenDef() int16 {
	for i, d := range g.defs {
		if d == &unseenCard {
			return int16(i)
		}
	}
	g.defs, g.defIDs = append(g.defs, &unseenCard), append(g.defIDs, unseenCard.ID)
	return int16(len(g.defs) - 1)
}

// SetupEvents are the events of the setup New performed (the starting
// hands' draws, chains shed): the game's own list, to read, not change.
func (g *Game) SetupEvents() []Event { return g.setupEv }

// allocLists gives every zone list room for all the cards at once, from
// one backing array (each list capped, so growth beyond it reallocates).
func (g *Game) allocLists() {
	n := len(g.cards)
	back := make([]int16, 14*n)
	take := func() []int16 {
		l := back[:0:n]
		back = back[n:]
		return l
	}
	for i := range g.p {
		p := &g.p[i]
		p.hand, p.deckTop, p.archive, p.discard, p.purged, p.line, p.arts = take(), take(), take(), take(), take(), take(), take()
	}
	g.ev = make([]Event, 0, 16)
	g.lasting = make([]lasting, 0, 4)
}

// chainPenalty is the rulebook's table: cards fewer per refill.
func chainPenalty(chains int) int {
	switch {
	case chains <= 0:
		return 0
	case chains <= 6:
		return 1
	case chains <= 12:
		return 2
	case chains <= 18:
		return 3
	default:
		return 4
	}
}

// refill draws pl up to size cards less the chain penalty; a chain is shed
// only when the penalty stopped a draw (FAQ: 2 chains and 7 cards in hand
// shed nothing).
func (g *Game) refill(pl int8, size int) {
	p := &g.p[pl]
	want := size - p.handSize()
	if want <= 0 {
		return
	}
	pen := chainPenalty(p.chains)
	if pen > 0 {
		p.chains--
		g.emit(Event{Kind: EvChains, Player: pl, N: -1})
	}
	if want -= pen; want > 0 {
		g.draw(pl, want)
	}
}

func (g *Game) emit(e Event) {
	e.Turn = int32(g.turn) // a turn takes an action: far below 2^31
	g.ev = append(g.ev, e)
	if g.inRun > 0 {
		g.noteDid(e)
	}
	if e.Kind == EvCardDiscarded {
		g.hiDiscarded(e)  // Bandit Culver
		g.oppDiscarded(e) // The Forsaken
		g.htDiscarded(e)  // "after you discard a … card" (ability_hand_t.go)
		g.hyDiscarded(e)  // Corner the Market (ability_hand_y.go)
	}
	g.prophNote(&e) // prophecies' conditions (prophecy.go)
	g.hrNote(&e)    // the turn history (turn_history.go)
	g.hvEvent(&e)   // The Amasser, Book of Malefaction (ability_hand_v.go)
	g.agEvent(&e)   // Ihaka of the Depths (ability_hand_ag.go)
}

// violate records a broken rule.
func (g *Game) violate(rule string, pl int8, format string, args ...any) {
	g.violation(rule, pl, fmt.Sprintf(format, args...))
}

// violation records a broken rule whose message is written already (a
// frequent finding's words joined without Sprintf's parsing).
func (g *Game) violation(rule string, pl int8, msg string) {
	g.viol = append(g.viol, Violation{Rule: rule, Turn: g.turn, Player: pl, Step: g.step,
		Action: g.actionIndex, Message: msg, Reference: ruleReference(rule),
		Unverifiable: g.hiddenFinding(rule, pl)})
}

// hiddenFinding reports whether a broken rule is about what a deck known
// only from a log (partial) hides: where a card of player pl came from,
// or the house of one of its copies (a maverick, or a reprint of the card
// in another house, plays under a house its printed card does not show),
// or a choice: such a deck comes with the log of a game a machine ran, in
// which every choice was made, and one the log does not state is unknown,
// not missing. It cannot be verified, and is no violation.
func (g *Game) hiddenFinding(rule string, pl int8) bool {
	switch rule {
	case "card-not-available", "card-not-in-deck", "hand-refill", "not-active-house", "choice-missing":
		return (pl == 0 || pl == 1) && g.p[pl].deck != nil && g.p[pl].deck.Partial
	}
	return false
}

// gain adds Æmber to a pool.
func (g *Game) gain(pl int8, n int, src Source) {
	if n <= 0 || g.hdCapturesGain(pl, n) || g.gainAsTokens(pl, n) { // Staff Up (instead.go)
		return
	}
	g.p[pl].aember += n
	g.emit(Event{Kind: EvAemberGained, Player: pl, N: n, Source: src})
	if src == SrcReap {
		g.huReapGained(pl, n) // Sir Marrows (ability_hand_u.go)
		g.abReapGained(pl, n) // Widespread Corruption (ability_hand_ab.go)
	}
}

// lose takes up to n Æmber from a pool and says how much it took.
func (g *Game) lose(pl int8, n int, src Source) int {
	if n > g.p[pl].aember {
		n = g.p[pl].aember
	}
	if n <= 0 {
		return 0
	}
	g.p[pl].aember -= n
	g.emit(Event{Kind: EvAemberLost, Player: pl, N: n, Source: src})
	return n
}

// Over reports whether the game has ended, who won (NoPlayer for none)
// and why ("keys", "concede").
func (g *Game) Over() (winner int8, reason string, over bool) {
	return g.winner, g.reason, g.over
}

// Turn is the current turn number (0 in setup), Active whose turn it is.
func (g *Game) Turn() int { return g.turn }

// PlayerTurn is the active player's own turn number, the one players say
// and the notation's turn headers use: "2. Alice" is Alice's 2nd turn.
// It is 0 during the setup.
func (g *Game) PlayerTurn() int { return g.playerTurn() }

func (g *Game) playerTurn() int {
	if g.turn == 0 {
		return 0
	}
	return g.p[g.active].turns
}

// Active is the active player.
func (g *Game) Active() int8 { return g.active }

// Step is the current step.
func (g *Game) Step() Step { return g.step }

// ActiveHouse is the house chosen this turn ("" before step 2).
func (g *Game) ActiveHouse() House { return g.house }

func (g *Game) end(winner int8, reason string) {
	if g.over {
		return
	}
	g.over, g.winner, g.reason = true, winner, reason
	g.emit(Event{Kind: EvGameOver, Player: winner, Other: reason})
}

// keyCost is what pl pays to forge now: 6 plus lasting modifiers and the
// constant ones of cards in play (Script.KeyCost).
func (g *Game) keyCost(pl int8) int {
	cost := 6
	for j := range g.lasting {
		l := &g.lasting[j]
		if l.kind == lastKeyCost && l.player == pl {
			cost += l.n
		}
	}
	cost += g.keyCostMods(pl)
	cost += g.heKeyCostPer(pl)
	cost += g.hrKeyCostMars(pl)       // Envyx Glider (ability_hand_r.go)
	cost += g.abColourMod(pl, KeyAny) // the cheapest colour: Fighting Expertise (key_forging.go)
	if len(g.upList) > 0 {
		cost += g.hnKeyCost(pl) // Jammer Pack, Pentacorder (ability_hand_n.go)
	}
	if cost < 0 {
		cost = 0
	}
	return cost
}

// forge forges a key for pl at cost (the colour asked, else the first
// unforged one). The third key wins at once.
func (g *Game) forge(pl int8, key KeyColor, cost int) {
	if g.acKeyforged(pl, key, cost) {
		return // Keyforgery: the forge waits, or does not happen (ability_hand_ac.go)
	}
	p := &g.p[pl]
	if key > KeyYellow {
		key = KeyAny
	}
	if key != KeyAny && p.keys[key-1] {
		g.violate("key-forged", pl, "%s's %s key is already forged", p.name, key)
		key = KeyAny
	}
	if key == KeyAny && g.hasStatic(abColourCost) {
		key = g.abCheapestKey(pl) // key_forging.go
	}
	if key == KeyAny {
		for i, k := range p.keys {
			if !k {
				key = KeyColor(i + 1)
				break
			}
		}
	}
	if key == KeyAny && g.aeKeysToWin(pl) > 3 && !g.forgeCursed(pl) {
		g.aeForgeExtraKey(pl, cost) // Tinkerer's fourth key (ability_hand_ae.go)
		return
	}
	if key == KeyAny || g.forgeCursed(pl) { // Curse of Forgery (instead.go)
		return
	}
	paid := g.lose(pl, cost, SrcForge)
	if paid < cost {
		paid += g.payFromCards(pl, cost-paid)
	}
	if g.hasStatic(GetsForgeAember) && g.heOwnStatic(other(pl), GetsForgeAember) {
		g.gain(other(pl), paid, SrcAbility) // The Sting
	}
	p.keys[key-1] = true
	g.abNoteForge(pl) // Forgemaster, Relativity Imp (key_forging.go)
	g.emit(Event{Kind: EvKeyForged, Player: pl, Key: key, N: paid})
	g.hdGraft(pl)
	if p.keyCount() >= g.aeKeysToWin(pl) {
		g.end(pl, "keys")
		return
	}
	g.playerEvent(OnKeyForged, pl)
}
