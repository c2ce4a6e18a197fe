package engine

import "sync"

// genLists are the generated card tables, one a set, each sorted by id
// (cardgen writes them so).
var genLists = [...][]Script{
	genCotAScripts, genAoAScripts, genWCScripts, genMMScripts, genDTScripts, genWoEScripts, genGRScripts,
	genMG2024Scripts, genASScripts, genToCScripts, genMoMuScripts, genPVScripts, genCCScripts, genVM25Scripts,
}

// generatedScript finds a card's generated script, nil when no set
// compiled it. engine.New calls it once per distinct deck card, and a TCO
// log's reader for every ability line, so it must not scan 2,000 ids.
func generatedScript(id string) *Script { return genIndex()[id] }

// genIndex maps each generated script's card id to its script, built once
// on the first lookup from tables that never change (as handIndex): one
// map lookup instead of a binary search in each set's table. The first
// set holding an id wins, as the search did.
var genIndex = sync.OnceValue(func() map[string]*Script {
	n := 0
	for _, list := range genLists {
		n += len(list)
	}
	m := make(map[string]*Script, n)
	for _, list := range genLists {
		for i := range list {
			if _, ok := m[list[i].ID]; !ok {
				m[list[i].ID] = &list[i]
			}
		}
	}
	return m
})

// cardScript is the script a game resolves for a card: the hand-written
// one (it overrides a compiled one), else, unless the game resolves
// hand-written scripts only (Setup.HandOnly), the one compiled from its
// text.
func (g *Game) cardScript(id string) *Script {
	if s := scriptFor(id); s != nil {
		return s
	}
	if g.compiled {
		return generatedScript(id)
	}
	return nil
}
