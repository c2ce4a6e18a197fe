package engine

import "sort"

// genLists are the generated card tables, one a set, each sorted by id
// (cardgen writes them so).
var genLists = [...][]Script{
	genCotAScripts, genAoAScripts, genWCScripts, genMMScripts, genDTScripts, genWoEScripts, genGRScripts,
	genMG2024Scripts, genASScripts, genToCScripts, genMoMuScripts, genPVScripts, genCCScripts, genVM25Scripts,
}

// generatedScript finds a card's generated script by binary search over
// each set's table, nil when no set compiled it. engine.New calls it once
// per distinct deck card, so it must not scan 2,000 ids.
func generatedScript(id string) *Script {
	for _, list := range genLists {
		i := sort.Search(len(list), func(i int) bool { return list[i].ID >= id })
		if i < len(list) && list[i].ID == id {
			return &list[i]
		}
	}
	return nil
}

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
