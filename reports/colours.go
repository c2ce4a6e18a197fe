package reports

import "hash/fnv"

// Colours are chosen so that a reader can tell series apart and follow
// one thing across charts: a player has one colour wherever they appear
// (chosen from their name, so it is the same on every page), each Æmber
// source has its own, and no two series of a chart share one.

// palette is twelve colours distinct enough side by side (Tableau 10 and
// two more); charts with more series than this use ECharts' own list
// beyond it.
var palette = []string{"#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#b07aa1", "#76b7b2",
	"#edc948", "#9c755f", "#ff9da7", "#bab0ac", "#1f3a93", "#8cd17d"}

// Win and loss colours, and the heat map's scale from loss to win.
const (
	winColour  = "#2e8b57"
	lossColour = "#c0392b"
)

// sourceColours are the Æmber sources' colours, in analysis.SourceNames
// order.
var sourceColours = []string{"#4e79a7", "#edc948", "#f28e2b", "#b07aa1", "#9c755f", "#e15759", "#76b7b2", "#bab0ac"}

// playerPalette are the colours a player can get: strong enough to read
// as a thin line on white (no greys, no pale yellow).
var playerPalette = []string{"#1f63b5", "#e8710a", "#2e8b57", "#c2185b", "#7b3fa0", "#00838f", "#8d6e12", "#d32f2f"}

// playerColours are the two players' colours: each one's by name, the
// second moved to the next colour when both names land on the same.
func playerColours(names [2]string) [2]string {
	a, b := colourIndex(names[0]), colourIndex(names[1])
	if a == b {
		b = (b + 1) % len(playerPalette)
	}
	return [2]string{playerPalette[a], playerPalette[b]}
}

func colourIndex(name string) int {
	h := fnv.New32a()
	h.Write([]byte(name))
	return int(h.Sum32() % uint32(len(playerPalette)))
}
