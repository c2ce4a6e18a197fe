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

// newSpec turns a go-echarts chart into a spec. trigger is the tooltip's
// ("axis" or "item"); tooltips are drawn as rich text on the canvas, never
// as HTML, so that no user string is ever parsed as markup by ECharts.
//
// tweaks edit the option as plain JSON values, for settings go-echarts has
// no field for.
func newSpec(id, title string, height int, c optioner, trigger string, tweaks ...func(map[string]any)) chartSpec {
	c.Validate()
	option := c.JSON()
	option["tooltip"] = map[string]any{"show": true, "trigger": trigger, "renderMode": "richText"}
	delete(option, "toolbox") // its "save as image" needs nothing, but an empty toolbox is noise
	raw := mustMarshal(id, option)
	if len(tweaks) > 0 {
		var plain map[string]any
		if err := json.Unmarshal(raw, &plain); err != nil {
			panic(fmt.Sprintf("reports: chart %s: %v", id, err))
		}
		for _, tweak := range tweaks {
			tweak(plain)
		}
		raw = mustMarshal(id, plain)
	}
	return chartSpec{ID: id, Title: title, Height: height, Option: raw}
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

// drawAtOnce turns animation and progressive (chunked, frame by frame)
// rendering off: a heat map of a hundred decks or more otherwise keeps the
// page busy for seconds, and headless browsers never see it finish.
func drawAtOnce(option map[string]any) {
	option["animation"] = false
	series, _ := option["series"].([]any)
	for _, s := range series {
		if m, ok := s.(map[string]any); ok {
			m["progressive"] = 0
		}
	}
}

func base(id string) charts.GlobalOpts {
	return charts.WithInitializationOpts(opts.Initialization{ChartID: id, Width: "100%"})
}

func legend() charts.GlobalOpts {
	return charts.WithLegendOpts(opts.Legend{Show: opts.Bool(true), Top: "bottom"})
}

// rowLabel names a turn row on an x axis: "T3 Ann".
func rowLabel(s *analysis.MatchStats, r analysis.TurnRow) string {
	if r.Player != 0 && r.Player != 1 {
		return "setup"
	}
	return fmt.Sprintf("T%d %s", r.Turn, s.Players[r.Player].Player)
}

// aemberChart is each player's Æmber at the end of every turn, with a pin
// where a key was forged.
func aemberChart(s *analysis.MatchStats) chartSpec {
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
		for i, r := range s.Rows {
			data[i] = opts.LineData{Value: r.Aember[p]}
			for _, k := range r.Forged {
				if int(k.Player) == p {
					pins = append(pins, opts.MarkPointNameCoordItem{Name: "key", Value: keyLabel(k),
						Coordinate: []interface{}{i, r.Aember[p]}, Symbol: "pin", SymbolSize: 44,
						ItemStyle: &opts.ItemStyle{Color: keyColours[k.Color]}})
				}
			}
		}
		name := s.Players[p].Player
		c.AddSeries(name, data, charts.WithMarkPointNameCoordItemOpts(pins...))
	}
	return newSpec("chart-aember", "Æmber at the end of each turn (pins: keys forged)", 380, c, "axis")
}

// keyColours paints a key's pin in its colour ("" leaves the series').
var keyColours = map[string]string{"red": "#c0392b", "blue": "#2e86de", "yellow": "#e1b12c"}

// gainedChart is the Æmber each player gained in each turn, stacked by
// source (one stack per player; sources nobody used are left out).
func gainedChart(s *analysis.MatchStats) chartSpec {
	c := charts.NewBar()
	c.SetGlobalOptions(base("chart-gained"), legend(), charts.WithYAxisOpts(opts.YAxis{Name: "Æmber", MinInterval: 1}))
	rows := s.Rows[1:] // the setup gains nothing
	labels := make([]string, len(rows))
	for i, r := range rows {
		labels[i] = rowLabel(s, r)
	}
	c.SetXAxis(labels)
	for p := range 2 {
		used := s.Players[p].Gained.Values()
		for k, name := range analysis.SourceNames {
			if used[k] == 0 {
				continue
			}
			data := make([]opts.BarData, len(rows))
			for i, r := range rows {
				data[i] = opts.BarData{Value: r.Gained[p].Values()[k]}
			}
			c.AddSeries(s.Players[p].Player+": "+name, data,
				charts.WithBarChartOpts(opts.BarChart{Stack: fmt.Sprintf("player%d", p)}))
		}
	}
	return newSpec("chart-gained", "Æmber gained per turn, by source", 360, c, "axis")
}

func keyLabel(k analysis.KeyForge) string {
	if k.Color == "" {
		return "key"
	}
	return k.Color
}

// sourcesChart is each player's Æmber gained, by source.
func sourcesChart(s *analysis.MatchStats) chartSpec {
	c := charts.NewBar()
	c.SetGlobalOptions(base("chart-sources"), legend(), charts.WithYAxisOpts(opts.YAxis{Name: "Æmber", MinInterval: 1}))
	c.SetXAxis(analysis.SourceNames)
	for p := range 2 {
		vals := s.Players[p].Gained.Values()
		data := make([]opts.BarData, len(vals))
		for i, v := range vals {
			data[i] = opts.BarData{Value: v}
		}
		c.AddSeries(s.Players[p].Player, data)
	}
	return newSpec("chart-sources", "Æmber gained by source", 340, c, "axis")
}

// housesChart is the cards each player played, by house.
func housesChart(s *analysis.MatchStats) chartSpec {
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
	c.SetXAxis(houses)
	for p := range 2 {
		count := map[string]int{}
		for _, h := range s.Players[p].Played.ByHouse {
			count[h.Name] = h.Count
		}
		data := make([]opts.BarData, len(houses))
		for i, h := range houses {
			data[i] = opts.BarData{Value: count[h]}
		}
		c.AddSeries(s.Players[p].Player, data)
	}
	return newSpec("chart-houses", "Cards played by house", 340, c, "axis")
}

// winRateChart is a deck's cumulative win rate, game after game.
func winRateChart(d *analysis.DeckStats) chartSpec {
	c := charts.NewLine()
	c.SetGlobalOptions(base("chart-winrate"), legend(),
		charts.WithYAxisOpts(opts.YAxis{Name: "win rate %", Min: 0, Max: 100}))
	labels := make([]string, len(d.Timeline))
	data := make([]opts.LineData, len(d.Timeline))
	for i, p := range d.Timeline {
		labels[i] = fmt.Sprintf("%d", p.Games)
		data[i] = opts.LineData{Value: percent(p.WinRate), Name: p.Match}
	}
	c.SetXAxis(labels)
	c.AddSeries("cumulative win rate", data)
	return newSpec("chart-winrate", "Win rate over time (after each decided game)", 340, c, "axis")
}

func percent(r float64) float64 { return float64(int(r*1000+0.5)) / 10 }

// opponentsChart is a deck's wins and losses against each opponent.
func opponentsChart(d *analysis.DeckStats) chartSpec {
	c := charts.NewBar()
	c.SetGlobalOptions(base("chart-opponents"), legend(), charts.WithYAxisOpts(opts.YAxis{Name: "games", MinInterval: 1}))
	names := make([]string, len(d.Opponents))
	wins := make([]opts.BarData, len(d.Opponents))
	losses := make([]opts.BarData, len(d.Opponents))
	for i, o := range d.Opponents {
		names[i] = o.Opponent
		wins[i], losses[i] = opts.BarData{Value: o.Wins}, opts.BarData{Value: o.Losses}
	}
	c.SetXAxis(names)
	c.AddSeries("wins", wins, charts.WithBarChartOpts(opts.BarChart{Stack: "games"}),
		charts.WithItemStyleOpts(opts.ItemStyle{Color: "#27ae60"}))
	c.AddSeries("losses", losses, charts.WithBarChartOpts(opts.BarChart{Stack: "games"}),
		charts.WithItemStyleOpts(opts.ItemStyle{Color: "#c0392b"}))
	return newSpec("chart-opponents", "Results by opponent", 340, c, "axis")
}

// deckHousesChart is how often the deck's players chose each house.
func deckHousesChart(d *analysis.DeckStats) chartSpec {
	c := charts.NewPie()
	c.SetGlobalOptions(base("chart-deck-houses"), legend())
	data := make([]opts.PieData, len(d.Houses))
	for i, h := range d.Houses {
		data[i] = opts.PieData{Name: h.Name, Value: h.Count}
	}
	c.AddSeries("houses chosen", data, charts.WithPieChartOpts(opts.PieChart{Radius: []string{"30%", "65%"}}))
	return newSpec("chart-deck-houses", "Houses chosen", 340, c, "item")
}

// chainsChart is the recommended chains after each game, one line per
// opponent, signed from the deck's side: positive when the deck carries
// them, negative when the opponent does.
func chainsChart(deck string, recs []analysis.ChainsRecommendation) chartSpec {
	c := charts.NewLine()
	c.SetGlobalOptions(base("chart-chains"), legend(),
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
	return newSpec("chart-chains", "Chains history (game number in the pairing)", 340, c, "axis")
}

func opponentOf(deck string, r analysis.ChainsRecommendation) string {
	if r.DeckA == deck {
		return r.DeckB
	}
	return r.DeckA
}

// matchupChart is the matchup heat map: the row deck's win rate against
// the column deck, in percent, for pairings that have games.
func matchupChart(m *analysis.Matchups) chartSpec {
	c := charts.NewHeatMap()
	n := len(m.Decks)
	c.SetGlobalOptions(base("chart-matchups"), charts.WithLegendOpts(opts.Legend{Show: opts.Bool(false)}),
		charts.WithXAxisOpts(opts.XAxis{Type: "category", Data: m.Decks, AxisLabel: &opts.AxisLabel{Rotate: 45}}),
		charts.WithYAxisOpts(opts.YAxis{Type: "category", Data: m.Decks, Inverse: opts.Bool(true)}),
		charts.WithVisualMapOpts(opts.VisualMap{Calculable: opts.Bool(true), Min: 0, Max: 100,
			Orient: "horizontal", Left: "center", Top: "0",
			InRange: &opts.VisualMapInRange{Color: []string{"#c0392b", "#f7f7f7", "#27ae60"}}}),
		charts.WithGridOpts(opts.Grid{Left: "160", Top: "70", Bottom: "140", Right: "40"}),
	)
	var data []opts.HeatMapData
	for i := range n {
		for j := range n {
			if r := m.Cells[i][j]; r.Games > 0 {
				data = append(data, opts.HeatMapData{Value: []interface{}{j, i, percent(r.WinRate)}})
			}
		}
	}
	c.AddSeries("win rate % (row against column)", data,
		charts.WithLabelOpts(opts.Label{Show: opts.Bool(n <= 20)}))
	return newSpec("chart-matchups", "Matchups: row deck's win rate against column deck (%)", max(420, 22*n+220), c,
		"item", drawAtOnce)
}

// firstPlayerChart is how often the first player won.
func firstPlayerChart(m *analysis.Matchups) chartSpec {
	c := charts.NewPie()
	c.SetGlobalOptions(base("chart-first"), legend())
	f := m.FirstPlayer
	c.AddSeries("games", []opts.PieData{
		{Name: "first player won", Value: f.Wins},
		{Name: "second player won", Value: f.Games - f.Wins},
	}, charts.WithPieChartOpts(opts.PieChart{Radius: []string{"30%", "65%"}}))
	return newSpec("chart-first", fmt.Sprintf("First player's win rate: %.1f%% of %d games", 100*f.WinRate, f.Games),
		320, c, "item")
}

// deckRatesChart is every deck's win rate.
func deckRatesChart(decks []analysis.DeckStats) chartSpec {
	c := charts.NewBar()
	c.SetGlobalOptions(base("chart-decks"),
		charts.WithXAxisOpts(opts.XAxis{AxisLabel: &opts.AxisLabel{Rotate: 45}}),
		charts.WithYAxisOpts(opts.YAxis{Name: "win rate %", Min: 0, Max: 100}),
		charts.WithGridOpts(opts.Grid{Bottom: "140"}))
	names := make([]string, len(decks))
	data := make([]opts.BarData, len(decks))
	for i, d := range decks {
		names[i] = d.Deck
		data[i] = opts.BarData{Value: percent(d.WinRate)}
	}
	c.SetXAxis(names)
	c.AddSeries("win rate %", data)
	return newSpec("chart-decks", "Win rate by deck", 400, c, "axis")
}
