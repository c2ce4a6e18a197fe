package tcoimport

import "github.com/kfr-dev/kfr/engine"

// withLikelySet is d with the set its cards were printed in, when d is a
// partial deck whose set no list gave: a deck is of one set, and its
// set decides the house of a card reprinted in another house (Citizen
// Shrix: Saurian in Mass Mutation, Redemption in Prophetic Visions; the
// engine's printedHouse). The set is the one that prints nearly all the
// cards seen (setShare) and more of them than any other; when none does
// (a reprint set ties with its original), d is returned as it is, and
// the engine takes the printing of one of the deck's houses. d itself
// does not change: the set is a reading of this replay, not stored.
func withLikelySet(d *engine.Deck, db engine.CardDB) *engine.Deck {
	if d == nil || !d.Partial || d.Set != 0 {
		return d
	}
	set := likelySet(d, db)
	if set == 0 {
		return d
	}
	cp := *d
	cp.Set = set
	return &cp
}

// setShare is the share of a partial deck's known cards (in eighths) the
// likely set must print: a card seen for the wrong player, or a printing
// the card data lacks, leaves a few out.
const setShare = 7

// minSetCards is the fewest known cards a set is guessed from.
const minSetCards = 4

// likelySet is the set that prints at least setShare eighths of d's known
// cards and more of them than any other set, 0 when no set does.
func likelySet(d *engine.Deck, db engine.CardDB) int {
	count := map[int]int{}
	known := 0
	for _, c := range d.Cards {
		def := db.Card(c.CardID)
		if def == nil || len(def.Printings) == 0 {
			continue
		}
		known++
		for i, p := range def.Printings {
			if i == 0 || p.Set != def.Printings[i-1].Set {
				count[p.Set]++
			}
		}
	}
	if known < minSetCards {
		return 0
	}
	best, bestN, tie := 0, 0, false
	for set, n := range count {
		switch {
		case n > bestN:
			best, bestN, tie = set, n, false
		case n == bestN:
			tie = true
		}
	}
	if tie || bestN*8 < known*setShare {
		return 0
	}
	return best
}
