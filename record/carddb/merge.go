package carddb

import (
	"sort"

	"github.com/kfr-dev/kfr/engine"
)

// Merge makes one definition per card id out of cards that may repeat an
// id (reprints in several sets, one card printed in several houses). The
// printings are united and sorted; the facts (house, stats, text) are
// those of the original printing: the lowest set number, and within one
// set the first given. The result is in order of first appearance and does
// not depend on the order the reprints come in, so importing packs in any
// order gives the same cards. Inputs are not modified.
func Merge(cards []*engine.CardDef) []*engine.CardDef {
	byID := map[string]*engine.CardDef{}
	var order []string
	for _, c := range cards {
		prev, ok := byID[c.ID]
		if !ok {
			cp := *c
			cp.Printings = append([]engine.Printing(nil), c.Printings...)
			byID[c.ID] = &cp
			order = append(order, c.ID)
			continue
		}
		merged := prev
		if firstSet(c) < firstSet(prev) {
			cp := *c
			merged = &cp
			merged.Printings = prev.Printings
			byID[c.ID] = merged
		}
		merged.Printings = addPrintings(merged.Printings, c.Printings)
		if merged.GiganticOther == "" && c.GiganticOther != "" {
			merged.GiganticOther, merged.GiganticBottom = c.GiganticOther, c.GiganticBottom
		}
	}
	out := make([]*engine.CardDef, len(order))
	for i, id := range order {
		out[i] = byID[id]
	}
	return out
}

func firstSet(c *engine.CardDef) int {
	low := int(^uint(0) >> 1)
	for _, p := range c.Printings {
		low = min(low, p.Set)
	}
	return low
}

// addPrintings unites two printing lists, sorted by set then number. One
// printing (set and number) given with its house and without (read from a
// store that kept no houses) is kept with it.
func addPrintings(a, b []engine.Printing) []engine.Printing {
	type at struct {
		set    int
		number string
	}
	seen := map[at]int{}
	var out []engine.Printing
	for _, p := range append(append([]engine.Printing(nil), a...), b...) {
		k, ok := seen[at{p.Set, p.Number}]
		if !ok {
			seen[at{p.Set, p.Number}] = len(out)
			out = append(out, p)
		} else if out[k].House == "" {
			out[k].House = p.House
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Set != out[j].Set {
			return out[i].Set < out[j].Set
		}
		return out[i].Number < out[j].Number
	})
	return out
}
