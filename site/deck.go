package site

import (
	"fmt"
	"sort"
	"strings"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/store"
	"github.com/kfr-dev/kfr/reports"
)

// deckList is a stored deck as its page lists it: set, houses, and its
// cards grouped by house, copies with the same enhancements counted
// together. db may be nil (card ids are shown as they are).
func deckList(d *engine.Deck, db engine.CardDB, sets map[int]store.Set) *reports.DeckList {
	l := &reports.DeckList{Partial: d.Partial}
	for _, h := range d.Houses {
		l.Houses = append(l.Houses, string(h))
	}
	if s, ok := sets[d.Set]; ok {
		l.Set = fmt.Sprintf("%s (%s)", s.Name, s.Code)
	} else if d.Set != 0 {
		l.Set = fmt.Sprint(d.Set)
	}
	index := map[string]int{}
	for _, c := range d.Cards {
		dc := reports.DeckCard{Name: c.CardID, House: string(c.House), Copies: 1}
		if def := cardDef(db, c.CardID); def != nil {
			dc.Name, dc.Type = def.Name, string(def.Type)
			if dc.House == "" {
				dc.House = string(def.House)
			} else if c.House != def.House {
				dc.Maverick = true
			}
		}
		for _, e := range c.Enhancements {
			dc.Enhancements = append(dc.Enhancements, string(e))
		}
		key := dc.House + "\x00" + dc.Name + "\x00" + strings.Join(dc.Enhancements, ",")
		if i, ok := index[key]; ok {
			l.Cards[i].Copies++
			continue
		}
		index[key] = len(l.Cards)
		l.Cards = append(l.Cards, dc)
	}
	order := map[string]int{}
	for i, h := range l.Houses {
		order[h] = i
	}
	sort.SliceStable(l.Cards, func(i, j int) bool {
		a, b := l.Cards[i], l.Cards[j]
		oa, ka := order[a.House]
		ob, kb := order[b.House]
		switch {
		case ka != kb:
			return ka // the deck's houses first, in its order
		case oa != ob:
			return oa < ob
		case a.House != b.House:
			return a.House < b.House
		}
		return a.Name < b.Name
	})
	return l
}

func cardDef(db engine.CardDB, id string) *engine.CardDef {
	if db == nil {
		return nil
	}
	return db.Card(id)
}
