package engine

import "strconv"

// check compares a checkpoint with the state. A disagreement is a failed
// CheckResult (and an EvCheck event with N 0), not a violation: the table
// may be right and the log incomplete.
func (g *Game) check(c *Check) {
	if c == nil {
		return
	}
	for _, it := range c.Items {
		r := CheckResult{Item: it, Player: c.Player, Card: c.Card}
		if c.Card.IsZero() {
			g.checkPlayer(&r, c.Player, it)
		} else {
			g.checkCard(&r, c.Player, c.Card, it)
		}
		g.checks = append(g.checks, r)
		ok := 0
		if r.OK {
			ok = 1
		}
		g.emit(Event{Kind: EvCheck, Player: c.Player, Card: c.Card.ID, Other: it.Field, N: ok})
	}
}

func (g *Game) checkPlayer(r *CheckResult, pl int8, it CheckItem) {
	r.Expected = strconv.Itoa(it.N)
	if pl != 0 && pl != 1 {
		r.Actual = "no such player"
		return
	}
	if it.Field == "won" {
		r.Expected = it.Word
		r.Actual = yesNo(g.over && g.winner == pl)
		r.OK = r.Actual == it.Word
		return
	}
	p := &g.p[pl]
	n := -1
	switch it.Field {
	case "keycost":
		n = g.keyCost(pl)
	case "aember":
		n = p.aember - int(g.startGain[pl]) // between turns: as the turn ended (turn_boundary.go)
	case "keys":
		n = p.keyCount()
	case "chains":
		n = p.chains
	case "hand":
		n = p.handSize()
	case "deck":
		n = p.deckSize()
	case "discard":
		n = len(p.discard)
	case "archives":
		n = p.archiveSize()
	case "purged":
		n = len(p.purged)
	default:
		r.Actual = "unknown field " + strconv.Quote(it.Field)
		return
	}
	r.Actual = strconv.Itoa(n)
	r.OK = n == it.N
}

func (g *Game) checkCard(r *CheckResult, pl int8, ref CardRef, it CheckItem) {
	if pl != 0 && pl != 1 {
		pl = g.active
	}
	id := g.findAnywhere(ref, pl)
	if it.Field == "location" && id >= 0 && g.cards[id].zone.String() != it.Word {
		// "check Bad Penny location discard" while another copy is in play:
		// the copy the table looks at is the one in that zone.
		if other := g.copyIn(ref.ID, pl, it.Word); other >= 0 {
			id = other
		}
	}
	if it.Word != "" {
		r.Expected = it.Word
	} else {
		r.Expected = strconv.Itoa(it.N)
	}
	if id < 0 {
		r.Actual = "unknown"
		if it.Field == "location" && (it.Word == "hand" || it.Word == "deck" || it.Word == "archives") {
			// An unaccounted copy may be there: the engine cannot say no.
			// Either player's: a card check names no owner, and a card
			// shuffled into its owner's deck on the other player's turn
			// (Rad Penny destroyed) is the opponent's.
			if def := g.defIndex(ref.ID); def >= 0 && (g.unknownCopy(pl, def) >= 0 || g.unknownCopy(other(pl), def) >= 0) {
				r.Actual, r.OK = it.Word+"?", true
			}
		}
		return
	}
	c := &g.cards[id]
	// Numbers on artifacts and upgrades count too (Æmber on an artifact,
	// counters on an upgrade); power, armor and position are a creature's.
	inPlay := c.zone == ZoneBattleline || (c.zone.InPlay() && (it.Field == "aember" || it.Field == "counters" || it.Field == "damage"))
	n := 0
	switch it.Field {
	case "location":
		r.Actual = c.zone.String()
		r.OK = r.Actual == it.Word
		return
	case "status":
		r.Actual = g.statusWords(id)
		r.OK = g.hasStatus(id, it.Word)
		return
	case "exhausted", "stunned", "warded", "enraged":
		r.Actual = yesNo(g.hasStatus(id, it.Field))
		if !c.zone.InPlay() {
			r.Actual = "not in play"
		}
		r.OK = r.Actual == it.Word
		return
	case "flank":
		r.Actual = "not in play"
		if c.zone == ZoneBattleline {
			line := g.p[c.controller].line
			r.Actual = yesNo(line[0] == id || line[len(line)-1] == id)
		}
		r.OK = r.Actual == it.Word
		return
	case "position":
		for i, x := range g.p[c.controller].line {
			if x == id {
				n = i
			}
		}
	case "damage":
		n = int(c.damage)
	case "power":
		n = g.power(id)
	case "armor":
		n = g.armor(id) - int(c.armorUsed)
	case "aember":
		n = int(c.aember)
	case "counters":
		n = int(c.counters)
	default:
		r.Actual = "unknown field " + strconv.Quote(it.Field)
		return
	}
	if !inPlay {
		r.Actual = "not in play"
		return
	}
	r.Actual = strconv.Itoa(n)
	r.OK = n == it.N
}

func (g *Game) hasStatus(id int16, w string) bool {
	c := &g.cards[id]
	switch w {
	case "exhausted":
		return c.has(flExhausted)
	case "ready":
		return !c.has(flExhausted)
	case "stunned":
		return c.has(flStunned)
	case "warded":
		return c.has(flWarded)
	case "enraged":
		return c.has(flEnraged)
	}
	return false
}

func (g *Game) statusWords(id int16) string {
	s := "ready"
	c := &g.cards[id]
	if c.has(flExhausted) {
		s = "exhausted"
	}
	for _, w := range [...]string{"stunned", "warded", "enraged"} {
		if g.hasStatus(id, w) {
			s += "," + w
		}
	}
	return s
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// copyIn is a copy of card id in the zone a location check names ("play",
// "discard", …), pl's first; -1 when none is there.
func (g *Game) copyIn(id string, pl int8, zone string) int16 {
	def := g.defIndex(id)
	for _, owner := range [2]int8{pl, other(pl)} {
		for i := range g.cards {
			if c := &g.cards[i]; c.def == def && c.owner == owner && c.zone != ZoneUnknown && c.zone.String() == zone {
				return int16(i)
			}
		}
	}
	return -1
}
