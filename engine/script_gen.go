package engine

// genLists are the generated card tables, one a set, each sorted by id
// (cardgen writes them so).
var genLists = [...][]Script{
	genCotAScripts, genAoAScripts, genWCScripts, genMMScripts, genDTScripts, genWoEScripts, genGRScripts,
	genMG2024Scripts, genASScripts, genToCScripts, genMoMuScripts, genPVScripts, genCCScripts, genVM25Scripts,
}

// generatedScript finds a card's generated script, nil when no set
// compiled it. engine.New calls it once per distinct deck card, and a TCO
// log's reader for every ability line, so it must not scan 2,000 ids: it
// reads scriptIndex (script.go), where the first set holding an id wins,
// as a binary search in each set's table did.
func generatedScript(id string) *Script { return scriptIndex()[id].gen }

// cardScript is the script a game resolves for a card: the hand-written
// one (it overrides a compiled one), else, unless the game resolves
// hand-written scripts only (Setup.HandOnly), the one compiled from its
// text.
func (g *Game) cardScript(id string) *Script {
	e := scriptIndex()[id]
	if e.hand != nil {
		return e.hand
	}
	if g.compiled {
		return e.gen
	}
	return nil
}
