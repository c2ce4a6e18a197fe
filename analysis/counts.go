package analysis

import (
	"sort"

	"github.com/kfr-dev/kfr/engine"
)

// NameCount is how often a name (a house, a card type, a deck) occurs.
type NameCount struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

// counter accumulates NameCounts; sorted() gives them by name so that
// output never depends on map order.
type counter map[string]int

func (c counter) add(name string, n int) { c[name] += n }

func (c counter) sorted() []NameCount {
	out := make([]NameCount, 0, len(c))
	for name, n := range c {
		out = append(out, NameCount{Name: name, Count: n})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// CardCounts counts cards by house and, when a CardDB was given, by type.
// Both lists are sorted by name. A card whose house is not known (no House
// on the event and no CardDB entry) counts under "unknown".
type CardCounts struct {
	Total   int         `json:"total"`
	ByHouse []NameCount `json:"by_house"`
	ByType  []NameCount `json:"by_type,omitempty"`
}

// Creatures is how many of the cards are creatures (token creatures
// included), when types are known; without a CardDB it is Total.
func (c CardCounts) Creatures() int {
	if c.ByType == nil {
		return c.Total
	}
	n := 0
	for _, t := range c.ByType {
		if engine.CardType(t.Name).IsCreature() {
			n += t.Count
		}
	}
	return n
}

// cardTally builds a CardCounts.
type cardTally struct {
	total  int
	house  counter
	ofType counter
}

func (t *cardTally) add(ev engine.Event, db engine.CardDB) {
	if t.house == nil {
		t.house, t.ofType = counter{}, counter{}
	}
	t.total++
	house := string(ev.House)
	var def *engine.CardDef
	if db != nil {
		def = db.Card(ev.Card)
	}
	if house == "" && def != nil {
		house = string(def.House)
	}
	if house == "" {
		house = "unknown"
	}
	t.house.add(house, 1)
	if db != nil {
		typ := "unknown"
		if def != nil && def.Type != "" {
			typ = string(def.Type)
		}
		t.ofType.add(typ, 1)
	}
}

func (t *cardTally) counts() CardCounts {
	c := CardCounts{Total: t.total, ByHouse: []NameCount{}}
	if t.house != nil {
		c.ByHouse = t.house.sorted()
		if len(t.ofType) > 0 {
			c.ByType = t.ofType.sorted()
		}
	}
	return c
}

// rate is wins/games, 0 when there are no games.
func rate(wins, games int) float64 {
	if games == 0 {
		return 0
	}
	return float64(wins) / float64(games)
}
