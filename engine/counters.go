package engine

// Named counters: "put a wisdom counter on Socraterosaurus", "remove 3
// knowledge counters", "for each glory counter on The Colosseum". Æmber,
// damage, +1 power, ward, enrage, stun and doom have their own state; every
// other counter a card names is a named counter. A card's named counters
// are lasting entries of kind lastCounter (card: the card, text: the
// counter's name, n: how many), so that they are cloned, hashed and
// snapshotted as lasting effects are, and leave with the card when it
// leaves play (dropLasting), as every counter does. Time counters keep
// their place on the card (inst.time, clocks.go): the functions here read
// and write them under the name "time".

// lastCounter holds a card's counters of one name (batch S's range).
const lastCounter lastKind = 110

// hsCounterTime is the name of the counters kept on the card itself.
const hsCounterTime = "time"

// hsCounters is how many counters of that name card id has.
func (g *Game) hsCounters(id int16, name string) int {
	if id < 0 {
		return 0
	}
	if name == hsCounterTime {
		return int(g.cards[id].time)
	}
	for _, l := range g.lasting {
		if l.kind == lastCounter && l.card == id && l.text == name {
			return l.n
		}
	}
	return 0
}

// hsAddCounters puts n counters of that name on card id (n < 0 removes up
// to -n) if it is in play, and reports how many it put or removed.
func (g *Game) hsAddCounters(id int16, name string, n int) int {
	if id < 0 || !g.cards[id].zone.InPlay() || n == 0 {
		return 0
	}
	had := g.hsCounters(id, name)
	now := max(had+n, 0)
	if name == hsCounterTime {
		g.cards[id].time = int16(now)
		return abs(now - had)
	}
	for i := range g.lasting {
		if l := &g.lasting[i]; l.kind == lastCounter && l.card == id && l.text == name {
			l.n = now
			if now == 0 {
				g.lasting = append(g.lasting[:i], g.lasting[i+1:]...)
			}
			return abs(now - had)
		}
	}
	if now > 0 {
		g.lasting = append(g.lasting, lasting{kind: lastCounter, player: g.cards[id].controller, card: id, source: id, text: name, n: now, until: whileInPlay})
	}
	return now
}

// hsAnyCounter reports whether any card in play has a counter of that
// name.
func (g *Game) hsAnyCounter(name string) bool {
	for _, l := range g.lasting {
		if l.kind == lastCounter && l.text == name && l.n > 0 {
			return true
		}
	}
	return false
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// hsCountersOnThis is a quantity: the counters named Amount.Of.Name on
// the ability's card ("Keys cost +1A for each growth counter on Vineapple
// Tree").
const hsCountersOnThis Quantity = 115
