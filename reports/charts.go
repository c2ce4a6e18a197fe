package reports

import (
	"encoding/json"
	"fmt"
	"sort"

	"github.com/go-echarts/go-echarts/v2/charts"
	"github.com/go-echarts/go-echarts/v2/opts"

	"github.com/kfr-dev/kfr/analysis"
)

// chartSpec is one chart of a page: the container's id and size, and the
// ECharts option go-echarts built, already marshalled. Pages render their
// own containers and start-up script instead of go-echarts' templates: those
// load ECharts from a CDN and print the option without escaping "</script>".
type chartSpec struct {
	ID     string          `json:"id"`
	Title  string          `json:"-"`
	Height int             `json:"-"`
	Option json.RawMessage `json:"option"`
}

// optioner is what every go-echarts chart type offers.
type optioner interface {
	Validate()
	JSON() map[string]interface{}
}

// narrowWidth is the widest screen (in CSS pixels) that gets the narrow
// layout of a chart: phones held upright.
const narrowWidth = 600

// newSpec turns a go-echarts chart into a spec. trigger is the tooltip's
// ("axis" or "item"); tooltips are drawn as rich text on the canvas, never
// as HTML, so that no user string is ever parsed as markup by ECharts.
//
// Every chart gets the same frame: axis labels kept inside the chart
// (containLabel), a legend that scrolls on one line under the plot rather
// than covering it, the palette. narrow, when not nil, is merged over the
// option on screens narrower than narrowWidth (an ECharts media query).
// tweaks edit the option as plain JSON values, for settings go-echarts has
// no field for.
func newSpec(id, title string, height int, c optioner, trigger string, narrow map[string]any,
	tweaks ...func(map[string]any)) chartSpec {
	c.Validate()
	option := c.JSON()
	delete(option, "toolbox") // its "save as image" needs nothing, but an empty toolbox is noise
	var plain map[string]any
	if err := json.Unmarshal(mustMarshal(id, option), &plain); err != nil {
		panic(fmt.Sprintf("reports: chart %s: %v", id, err))
	}
	plain["tooltip"] = map[string]any{"show": true, "trigger": trigger, "renderMode": "richText", "confine": true}
	plain["color"] = palette
	plain["animation"] = false
	if _, ok := plain["grid"]; !ok {
		plain["grid"] = map[string]any{}
	}
	forEachAxis(plain["grid"], func(grid map[string]any) {
		grid["containLabel"] = true
		for k, v := range map[string]any{"left": 8, "right": 24, "top": 36, "bottom": 44} {
			if _, set := grid[k]; !set {
				grid[k] = v
			}
		}
	})
	if l, ok := plain["legend"].(map[string]any); ok && l["show"] == true {
		l["type"], l["bottom"] = "scroll", 0
		delete(l, "top")
	}
	// Axis names stay inside the chart: a value axis' name sits beside its
	// end, growing away from the edge.
	forEachAxis(plain["yAxis"], func(a map[string]any) {
		if a["name"] != nil && a["type"] != "category" {
			a["nameTextStyle"] = map[string]any{"align": "left"}
		}
	})
	forEachAxis(plain["xAxis"], func(a map[string]any) {
		if a["name"] != nil && a["type"] == "value" {
			a["nameLocation"], a["nameGap"] = "middle", 26
		}
	})
	for _, tweak := range tweaks {
		tweak(plain)
	}
	if narrow != nil {
		plain = map[string]any{"baseOption": plain, "media": []any{
			map[string]any{"query": map[string]any{"maxWidth": narrowWidth}, "option": narrow}}}
	}
	return chartSpec{ID: id, Title: title, Height: height, Option: mustMarshal(id, plain)}
}

// mustMarshal is json.Marshal, which escapes <, > and & as \u003c…: safe
// inside <script>. Options are built here from strings and numbers only,
// so a failure is a bug.
func mustMarshal(id string, v any) json.RawMessage {
	raw, err := json.Marshal(v)
	if err != nil {
		panic(fmt.Sprintf("reports: chart %s: %v", id, err))
	}
	return raw
}

// noProgressive turns progressive (chunked, frame by frame) rendering
// off: a heat map of a hundred decks or more otherwise keeps the page busy
// for seconds, and headless browsers never see it finish.
func noProgressive(option map[string]any) {
	series, _ := option["series"].([]any)
	for _, s := range series {
		if m, ok := s.(map[string]any); ok {
			m["progressive"] = 0
		}
	}
}

// seriesSet sets key to value on every series.
func seriesSet(key string, value any) func(map[string]any) {
	return func(option map[string]any) {
		series, _ := option["series"].([]any)
		for _, s := range series {
			if m, ok := s.(map[string]any); ok {
				m[key] = value
			}
		}
	}
}

// everyLabel is the narrow layout of a chart with a few named categories
// on its x axis: every name shown, slanted, rather than every other one.
var everyLabel = map[string]any{"xAxis": map[string]any{"axisLabel": map[string]any{"interval": 0, "rotate": 40}}}

// truncatedLabels keeps category labels (deck names) to width pixels,
// ending in "…", on the axis named (xAxis or yAxis).
func truncatedLabels(axis string, width int) map[string]any {
	return map[string]any{axis: map[string]any{"axisLabel": map[string]any{"width": width, "overflow": "truncate"}}}
}

func base(id string) charts.GlobalOpts {
	return charts.WithInitializationOpts(opts.Initialization{ChartID: id, Width: "100%"})
}

func legend() charts.GlobalOpts {
	return charts.WithLegendOpts(opts.Legend{Show: opts.Bool(true)})
}

func noLegend() charts.GlobalOpts {
	return charts.WithLegendOpts(opts.Legend{Show: opts.Bool(false)})
}

func colourStyle(c string) charts.SeriesOpts {
	return charts.WithItemStyleOpts(opts.ItemStyle{Color: c})
}

// rowLabel names a turn row on an x axis: "T3 Ann".
func rowLabel(s *analysis.MatchStats, r analysis.TurnRow) string {
	if r.Player != 0 && r.Player != 1 {
		return "setup"
	}
	return fmt.Sprintf("T%d %s", r.Turn, s.Players[r.Player].Player)
}

// aemberChart is each player's Æmber at the end of every turn, with a pin
// in the forging player's colour where they forged a key (numbered 1 to 3;
// the key's colour is in the pin's tooltip).
func aemberChart(s *analysis.MatchStats, colours [2]string) chartSpec {
	c := charts.NewLine()
	c.SetGlobalOptions(base("chart-aember"), legend(),
		charts.WithYAxisOpts(opts.YAxis{Name: "Æmber", MinInterval: 1}))
	labels := make([]string, len(s.Rows))
	for i, r := range s.Rows {
		labels[i] = rowLabel(s, r)
	}
	c.SetXAxis(labels)
	for p := range 2 {
		data := make([]opts.LineData, len(s.Rows))
		var pins []opts.MarkPointNameCoordItem
		n := 0
		for i, r := range s.Rows {
			data[i] = opts.LineData{Value: r.Aember[p]}
			for _, k := range r.Forged {
				if int(k.Player) == p {
					n++
					pins = append(pins, opts.MarkPointNameCoordItem{
						Name:       fmt.Sprintf("%s forged %s (%s key) on turn %d", s.Players[p].Player, keyLabel(k), ordinal(n), k.Turn),
						Value:      fmt.Sprint(n),
						Coordinate: []interface{}{i, r.Aember[p]}, Symbol: "pin",
						ItemStyle: &opts.ItemStyle{Color: colours[p]}})
				}
			}
		}
		c.AddSeries(s.Players[p].Player, data, charts.WithMarkPointNameCoordItemOpts(pins...), colourStyle(colours[p]))
	}
	// Pins are smaller on a phone, where turns are closer together and
	// big pins would cover each other.
	narrow := map[string]any{"xAxis": map[string]any{"axisLabel": map[string]any{"rotate": 60}},
		"series": []any{pinSize(26), pinSize(26)}}
	return newSpec("chart-aember", "Æmber at the end of each turn (pins: keys, numbered, in the forging player's colour)", 360, c, "axis",
		narrow, func(o map[string]any) {
			series, _ := o["series"].([]any)
			for _, x := range series {
				if m, ok := x.(map[string]any); ok && m["markPoint"] != nil {
					m["markPoint"].(map[string]any)["symbolSize"] = 40
				}
			}
		})
}

// pinSize is a series' key pins at size pixels, as a media query's
// option merges it over a series.
func pinSize(size int) map[string]any {
	return map[string]any{"markPoint": map[string]any{"symbolSize": size}}
}

// gainedChart is the Æmber each player gained in each turn.
func gainedChart(s *analysis.MatchStats, colours [2]string) chartSpec {
	c := charts.NewBar()
	c.SetGlobalOptions(base("chart-gained"), legend(), charts.WithYAxisOpts(opts.YAxis{Name: "Æmber", MinInterval: 1}))
	rows := s.Rows[1:] // the setup gains nothing
	labels := make([]string, len(rows))
	for i, r := range rows {
		labels[i] = rowLabel(s, r)
	}
	c.SetXAxis(labels)
	for p := range 2 {
		data := make([]opts.BarData, len(rows))
		for i, r := range rows {
			data[i] = opts.BarData{Value: r.Gained[p].Total()}
		}
		c.AddSeries(s.Players[p].Player, data, colourStyle(colours[p]))
	}
	return newSpec("chart-gained", "Æmber gained per turn", 320, c, "axis",
		map[string]any{"xAxis": map[string]any{"axisLabel": map[string]any{"rotate": 60}}})
}

// usedSources are the indexes of the Æmber sources with any Æmber in gs.
func usedSources(gs ...analysis.AemberBySource) []int {
	var used []int
	for k := range analysis.SourceLabels {
		for _, g := range gs {
			if g.Values()[k] != 0 {
				used = append(used, k)
				break
			}
		}
	}
	return used
}

// sourcesChart is each player's Æmber gained, by source (sources nobody
// used are left out).
func sourcesChart(s *analysis.MatchStats, colours [2]string) chartSpec {
	c := charts.NewBar()
	c.SetGlobalOptions(base("chart-sources"), legend(), charts.WithYAxisOpts(opts.YAxis{Name: "Æmber", MinInterval: 1}))
	used := usedSources(s.Players[0].Gained, s.Players[1].Gained)
	names := make([]string, len(used))
	for i, k := range used {
		names[i] = analysis.SourceLabels[k]
	}
	c.SetXAxis(names)
	for p := range 2 {
		vals := s.Players[p].Gained.Values()
		data := make([]opts.BarData, len(used))
		for i, k := range used {
			data[i] = opts.BarData{Value: vals[k]}
		}
		c.AddSeries(s.Players[p].Player, data, colourStyle(colours[p]))
	}
	return newSpec("chart-sources", "Æmber gained by source", 320, c, "axis", everyLabel)
}

// housesChart is the cards each player played, by house.
func housesChart(s *analysis.MatchStats, colours [2]string) chartSpec {
	c := charts.NewBar()
	c.SetGlobalOptions(base("chart-houses"), legend(), charts.WithYAxisOpts(opts.YAxis{Name: "cards", MinInterval: 1}))
	var houses []string
	seen := map[string]bool{}
	for p := range 2 {
		for _, h := range s.Players[p].Played.ByHouse {
			if !seen[h.Name] {
				seen[h.Name] = true
				houses = append(houses, h.Name)
			}
		}
	}
	sort.Strings(houses)
	names := make([]string, len(houses))
	for i, h := range houses {
		names[i] = HouseName(h)
	}
	c.SetXAxis(names)
	for p := range 2 {
		count := map[string]int{}
		for _, h := range s.Players[p].Played.ByHouse {
			count[h.Name] = h.Count
		}
		data := make([]opts.BarData, len(houses))
		for i, h := range houses {
			data[i] = opts.BarData{Value: count[h]}
		}
		c.AddSeries(s.Players[p].Player, data, colourStyle(colours[p]))
	}
	return newSpec("chart-houses", "Cards played by house", 320, c, "axis", everyLabel)
}

// winRateChart is a deck's cumulative win rate, game after game: the x
// axis counts the decided games, so the sample behind each point shows.
func winRateChart(d *analysis.DeckStats) chartSpec {
	c := charts.NewLine()
	c.SetGlobalOptions(base("chart-winrate"), noLegend(),
		charts.WithXAxisOpts(opts.XAxis{Name: "games", NameLocation: "middle", NameGap: 26}),
		charts.WithYAxisOpts(opts.YAxis{Name: "win rate %", Min: 0, Max: 100}))
	labels := make([]string, len(d.Timeline))
	data := make([]opts.LineData, len(d.Timeline))
	for i, p := range d.Timeline {
		labels[i] = fmt.Sprintf("%d", p.Games)
		data[i] = opts.LineData{Value: percent(p.WinRate), Name: p.Match}
	}
	c.SetXAxis(labels)
	c.AddSeries("win rate % after this many games", data, colourStyle(palette[0]))
	return newSpec("chart-winrate", fmt.Sprintf("Win rate over time (%s)", plural(d.Games, "decided game")), 320, c, "axis", nil)
}

func percent(r float64) float64 { return float64(int(r*1000+0.5)) / 10 }

// barHeight is a horizontal bar chart's height for n categories.
func barHeight(n int) int { return max(200, 28*n+90) }

// opponentsChart is a deck's wins and losses against each opponent, one
// horizontal bar per opponent so that long deck names have room.
func opponentsChart(d *analysis.DeckStats) chartSpec {
	c := charts.NewBar()
	c.SetGlobalOptions(base("chart-opponents"), legend(),
		charts.WithXAxisOpts(opts.XAxis{Type: "value", Name: "games", MinInterval: 1}),
		charts.WithYAxisOpts(opts.YAxis{Type: "category", Inverse: opts.Bool(true)}))
	names := make([]string, len(d.Opponents))
	wins := make([]opts.BarData, len(d.Opponents))
	losses := make([]opts.BarData, len(d.Opponents))
	for i, o := range d.Opponents {
		names[i] = o.Opponent
		wins[i], losses[i] = opts.BarData{Value: o.Wins}, opts.BarData{Value: o.Losses}
	}
	c.SetXAxis(names)
	c.AddSeries("wins", wins, charts.WithBarChartOpts(opts.BarChart{Stack: "games"}), colourStyle(winColour))
	c.AddSeries("losses", losses, charts.WithBarChartOpts(opts.BarChart{Stack: "games"}), colourStyle(lossColour))
	c.XYReversal()
	return newSpec("chart-opponents", "Wins and losses against each deck", barHeight(len(names)), c, "axis",
		truncatedLabels("yAxis", 110), func(o map[string]any) { o["yAxis"] = axisWithLabelWidth(o["yAxis"], 220) })
}

// axisWithLabelWidth truncates an axis' labels to width pixels.
func axisWithLabelWidth(axis any, width int) any {
	set := func(a map[string]any) {
		a["axisLabel"] = map[string]any{"width": width, "overflow": "truncate"}
	}
	switch a := axis.(type) {
	case []any:
		for _, x := range a {
			if m, ok := x.(map[string]any); ok {
				set(m)
			}
		}
	case map[string]any:
		set(a)
	}
	return axis
}

// rateBars is a horizontal bar per name: its win rate, labelled with the
// rate and the games it is over (a 100% of one game reads as such); a 0%
// rate still shows a sliver (barMinHeight).
func rateBars(id, title string, names []string, recs []analysis.Record, colour string) chartSpec {
	c := charts.NewBar()
	c.SetGlobalOptions(base(id), noLegend(),
		charts.WithXAxisOpts(opts.XAxis{Type: "value", Name: "win rate %", Min: 0, Max: 100}),
		charts.WithYAxisOpts(opts.YAxis{Type: "category", Inverse: opts.Bool(true)}))
	data := make([]opts.BarData, len(recs))
	for i, r := range recs {
		data[i] = opts.BarData{Value: percent(r.WinRate), Name: fmt.Sprintf("%s: %s", names[i], recordRate(r)),
			Label: &opts.Label{Show: opts.Bool(true), Position: "right",
				Formatter: fmt.Sprintf("%s · %d", shortRate(r), r.Games)}}
	}
	c.SetXAxis(names)
	c.AddSeries("win rate %", data, colourStyle(colour))
	c.XYReversal()
	return newSpec(id, title, barHeight(len(names)), c, "item", truncatedLabels("yAxis", 110),
		seriesSet("barMinHeight", 3), func(o map[string]any) {
			o["yAxis"] = axisWithLabelWidth(o["yAxis"], 220)
			o["tooltip"].(map[string]any)["formatter"] = "{b}"
			forEachAxis(o["grid"], func(g map[string]any) { g["right"] = 64 }) // room for the labels
		})
}

// houseRatesChart is the deck's win rate in the games each house was chosen.
func houseRatesChart(d *analysis.DeckStats) chartSpec {
	names := make([]string, len(d.ByHouse))
	recs := make([]analysis.Record, len(d.ByHouse))
	for i, h := range d.ByHouse {
		names[i], recs[i] = HouseName(h.House), h.Record
	}
	return rateBars("chart-house-rates", "Win rate by house chosen (label: rate · games)", names, recs, palette[4])
}

// deckSourcesChart is the Æmber the deck gains a game, on average, by
// source, over its replayed games.
func deckSourcesChart(d *analysis.DeckStats) chartSpec {
	c := charts.NewBar()
	c.SetGlobalOptions(base("chart-deck-sources"), noLegend(),
		charts.WithYAxisOpts(opts.YAxis{Name: "Æmber a game"}))
	used := usedSources(d.Aember)
	names := make([]string, len(used))
	data := make([]opts.BarData, len(used))
	vals := d.Aember.Values()
	for i, k := range used {
		names[i] = analysis.SourceLabels[k]
		data[i] = opts.BarData{Value: float64(int(float64(vals[k])/float64(d.Replayed)*10+0.5)) / 10,
			ItemStyle: &opts.ItemStyle{Color: sourceColours[k]}}
	}
	c.SetXAxis(names)
	c.AddSeries("Æmber a game", data, charts.WithLabelOpts(opts.Label{Show: opts.Bool(true), Position: "top"}))
	return newSpec("chart-deck-sources", fmt.Sprintf("Æmber gained a game, by source (over %s)", plural(d.Replayed, "replayed game")),
		300, c, "axis", everyLabel)
}

// chainsChart is the recommended chains after each game, one line per
// opponent, signed from the deck's side: positive when the deck carries
// them, negative when the opponent does.
func chainsChart(deck string, recs []analysis.ChainsRecommendation) chartSpec {
	c := charts.NewLine()
	c.SetGlobalOptions(base("chart-chains"), legend(),
		charts.WithXAxisOpts(opts.XAxis{Name: "game in the pairing", NameLocation: "middle", NameGap: 26}),
		charts.WithYAxisOpts(opts.YAxis{Name: "chains (− on the opponent)", MinInterval: 1}))
	longest := 0
	for _, r := range recs {
		longest = max(longest, len(r.Steps))
	}
	labels := make([]string, longest)
	for i := range labels {
		labels[i] = fmt.Sprintf("%d", i+1)
	}
	c.SetXAxis(labels)
	for _, r := range recs {
		if r.Chained == "" {
			continue
		}
		data := make([]opts.LineData, len(r.Steps))
		for i, s := range r.Steps {
			v := s.After
			if s.Chained != deck {
				v = -v
			}
			data[i] = opts.LineData{Value: v}
		}
		c.AddSeries("vs "+opponentOf(deck, r), data, charts.WithLineChartOpts(opts.LineChart{Step: "end"}))
	}
	return newSpec("chart-chains", "Recommended chains after each game against a deck", 320, c, "axis", nil)
}

// matchupChart is the matchup heat map: the row deck's win rate against
// the column deck, in percent, for pairings that have games. Each cell's
// tooltip names both decks and the games; on a phone the names are
// shortened and the cell labels dropped.
func matchupChart(m *analysis.Matchups) chartSpec {
	c := charts.NewHeatMap()
	n := len(m.Decks)
	c.SetGlobalOptions(base("chart-matchups"), noLegend(),
		charts.WithXAxisOpts(opts.XAxis{Type: "category", Data: m.Decks, AxisLabel: &opts.AxisLabel{Rotate: 45}}),
		charts.WithYAxisOpts(opts.YAxis{Type: "category", Data: m.Decks, Inverse: opts.Bool(true)}),
		charts.WithVisualMapOpts(opts.VisualMap{Calculable: opts.Bool(false), Min: 0, Max: 100,
			Orient: "horizontal", Left: "center", Top: "0", Text: []string{"100% ", " 0%"},
			InRange: &opts.VisualMapInRange{Color: []string{lossColour, "#f7f7f7", winColour}}}),
		charts.WithGridOpts(opts.Grid{Top: "56", Bottom: "8"}),
	)
	var data []opts.HeatMapData
	for i := range n {
		for j := range n {
			if r := m.Cells[i][j]; r.Games > 0 {
				data = append(data, opts.HeatMapData{Value: []interface{}{j, i, percent(r.WinRate)},
					Name: fmt.Sprintf("%s against %s: %s–%s, %s", m.Decks[i], m.Decks[j], plural(r.Wins, "win"),
						plural(r.Losses, "loss", "losses"), recordRate(r))})
			}
		}
	}
	c.AddSeries("win rate % (row against column)", data,
		charts.WithLabelOpts(opts.Label{Show: opts.Bool(n <= 16)}))
	labelWidth := 180
	// On a phone the column names of more than a few decks overlap: the
	// rows keep theirs, and a cell's tooltip names both decks.
	narrow := map[string]any{
		"xAxis":  map[string]any{"axisLabel": map[string]any{"width": 60, "overflow": "truncate", "rotate": 60, "show": n <= 8}},
		"yAxis":  map[string]any{"axisLabel": map[string]any{"width": 70, "overflow": "truncate"}},
		"series": []any{map[string]any{"label": map[string]any{"show": false}}},
	}
	return newSpec("chart-matchups", "Matchups: the row deck's win rate against the column deck (%)",
		max(420, 22*n+labelWidth+120), c, "item", narrow, noProgressive, func(o map[string]any) {
			o["xAxis"] = axisWithLabelWidth(o["xAxis"], labelWidth)
			o["yAxis"] = axisWithLabelWidth(o["yAxis"], labelWidth)
			for _, ax := range []string{"xAxis", "yAxis"} {
				forEachAxis(o[ax], func(a map[string]any) {
					a["axisLabel"].(map[string]any)["interval"] = 0
				})
			}
			forEachAxis(o["xAxis"], func(a map[string]any) { a["axisLabel"].(map[string]any)["rotate"] = 45 })
			o["tooltip"].(map[string]any)["formatter"] = "{b}"
		})
}

// forEachAxis calls f with the axis (or grid) component, or each of them
// when the option holds a list.
func forEachAxis(axis any, f func(map[string]any)) {
	switch a := axis.(type) {
	case []any:
		for _, x := range a {
			if m, ok := x.(map[string]any); ok {
				f(m)
			}
		}
	case map[string]any:
		f(a)
	}
}

// firstPlayerChart is how often the first player won, as two bars.
func firstPlayerChart(m *analysis.Matchups) chartSpec {
	f := m.FirstPlayer
	names := []string{"first player won", "second player won"}
	recs := []analysis.Record{{Games: f.Games, Wins: f.Wins, WinRate: f.WinRate},
		{Games: f.Games, Wins: f.Games - f.Wins, WinRate: 1 - f.WinRate}}
	spec := rateBars("chart-first", fmt.Sprintf("Who wins: the first or the second player (%s)", plural(f.Games, "game")),
		names, recs, palette[1])
	return spec
}

// deckRatesChart is every deck's win rate, with its games.
func deckRatesChart(decks []analysis.DeckStats) chartSpec {
	names := make([]string, len(decks))
	recs := make([]analysis.Record, len(decks))
	for i, d := range decks {
		names[i], recs[i] = d.Deck, d.Record
	}
	return rateBars("chart-decks", "Win rate by deck (label: rate · games)", names, recs, palette[0])
}
