package reports

import (
	"fmt"
	"io"
	"strings"

	"github.com/kfr-dev/kfr/analysis"
)

// The deck page answers its owner: how the deck does (over time, as first
// and as second player, against each deck, by house chosen), where its
// Æmber comes from, when its keys come, what chains to give or take, and
// which deck it is (its houses, set and cards).

// WriteDeckHTML writes a deck page.
func WriteDeckHTML(w io.Writer, r DeckReport, a Assets) error {
	d := &r.Stats
	recs := sortedChains(d.Deck, r.Chains)
	var charts []chartSpec
	if d.Games > 0 {
		charts = append(charts, winRateChart(d), opponentsChart(d), houseRatesChart(d))
	}
	if d.Replayed > 0 && d.Aember.Total() > 0 {
		charts = append(charts, deckSourcesChart(d))
	}
	if hasChains(recs) {
		charts = append(charts, chainsChart(d.Deck, recs))
	}
	sub := fmt.Sprintf("%s: %s, %s", plural(d.Games, "decided game"), plural(d.Wins, "win"),
		plural(d.Losses, "loss", "losses"))
	if d.Games > 0 {
		sub += " (" + rateText(d.WinRate) + ")"
	}
	if d.Unfinished > 0 {
		sub += "; " + plural(d.Unfinished, "unfinished match", "unfinished matches")
	}
	body := func(b *pageWriter) {
		if r.List != nil {
			b.deckFacts(r.List)
		}
		b.lit("<h2>Record</h2>\n")
		b.metrics(deckMetrics(d))
		if d.Games == 0 {
			b.lit("<p>No decided games yet: the charts and records by opponent and by house appear after the first result.</p>\n")
		}
		b.charts("Charts", charts)
		if len(d.Keys) > 0 {
			b.keyTurns(d)
		}
		if d.Games > 0 {
			b.opponents(d, recs, r.Links)
			b.houseRecords(d)
		}
		b.chainsHistory(d.Deck, recs, r.Links)
		b.games(d, r.Links)
		if r.List != nil {
			b.deckCards(r.List)
		}
	}
	return render(w, page{Title: "Deck: " + d.Deck, Subtitle: sub, Nav: indexNav(r.Links), Charts: charts, Body: body}, a)
}

func hasChains(recs []analysis.ChainsRecommendation) bool {
	for _, r := range recs {
		if len(r.Steps) > 0 && r.Chained != "" {
			return true
		}
	}
	return false
}

func deckMetrics(d *analysis.DeckStats) metrics {
	m := metrics{Heads: []string{d.Deck}}
	m.add("decided games", d.Games)
	m.add("wins – losses", fmt.Sprintf("%d – %d", d.Wins, d.Losses))
	m.add("win rate", recordRate(d.Record))
	m.add("as first player", recordText(d.AsFirst))
	m.add("as second player", recordText(d.AsSecond))
	m.add("current streak", streakText(d.Current))
	m.add("longest winning streak", d.LongestWin)
	m.add("longest losing streak", d.LongestLoss)
	m.add("average turns to win", average(d.AvgTurnsToWin, d.Wins))
	m.add("unfinished matches", d.Unfinished)
	return m
}

// deckFacts writes the deck's set and houses.
func (b *pageWriter) deckFacts(l *DeckList) {
	houses := make([]string, 0, len(l.Houses))
	for _, h := range l.Houses {
		if h != "" {
			houses = append(houses, HouseName(h))
		}
	}
	b.lit(`<p class="facts">`)
	b.text(strings.Join(houses, " · "))
	if l.Set != "" {
		b.lit("<br>Set: ")
		b.text(l.Set)
	}
	if l.Partial {
		b.lit("<br>Known only from the cards seen in imported games.")
	}
	b.lit("</p>\n")
}

// deckCards writes the deck list by house, enhancements and mavericks said.
func (b *pageWriter) deckCards(l *DeckList) {
	b.lit("<h2 id=\"cards\">The deck's cards</h2>\n")
	if len(l.Cards) == 0 {
		b.lit("<p>No cards stored for this deck.</p>\n")
		return
	}
	house := "\x00"
	for _, c := range l.Cards {
		if c.House != house {
			if house != "\x00" {
				b.lit("</ul>\n")
			}
			house = c.House
			b.elem("h3", HouseName(house))
			b.lit(`<ul class="cards">`)
		}
		b.lit("<li>")
		if c.Copies > 1 {
			b.text(fmt.Sprintf("%d × ", c.Copies))
		}
		b.text(c.Name)
		var notes []string
		if c.Type != "" {
			notes = append(notes, c.Type)
		}
		if c.Maverick {
			notes = append(notes, "maverick")
		}
		if len(c.Enhancements) > 0 {
			notes = append(notes, "enhanced: "+bonusText(c.Enhancements))
		}
		if len(notes) > 0 {
			b.lit(` <span class="sub">(`)
			b.text(strings.Join(notes, ", "))
			b.lit(")</span>")
		}
		b.lit("</li>\n")
	}
	b.lit("</ul>\n")
}

// bonusNames are the bonus icons as players say them.
var bonusNames = map[string]string{"aember": "Æmber", "capture": "capture", "damage": "damage", "draw": "draw",
	"discard": "discard"}

// bonusText is "2 Æmber, 1 draw" for a copy's added icons.
func bonusText(icons []string) string {
	count := map[string]int{}
	var order []string
	for _, ic := range icons {
		if count[ic] == 0 {
			order = append(order, ic)
		}
		count[ic]++
	}
	parts := make([]string, len(order))
	for i, ic := range order {
		name, ok := bonusNames[ic]
		if !ok {
			name = HouseName(ic) // a house bonus icon of later sets
		}
		parts[i] = fmt.Sprintf("%d %s", count[ic], name)
	}
	return strings.Join(parts, ", ")
}

func (b *pageWriter) keyTurns(d *analysis.DeckStats) {
	b.lit("<h2>When the keys come</h2>\n")
	b.table("", "key", "average turn", "over")
	for _, k := range d.Keys {
		b.row("", str(ordinal(k.Key)+" key"), num(fmt.Sprintf("%.1f", k.AvgTurn)), num(plural(k.Games, "game")))
	}
	b.endTable()
}

func (b *pageWriter) opponents(d *analysis.DeckStats, recs []analysis.ChainsRecommendation, l *Links) {
	chains := map[string]analysis.ChainsRecommendation{}
	for _, c := range recs {
		chains[opponentOf(d.Deck, c)] = c
	}
	b.lit("<h2>Against each deck</h2>\n")
	b.table("", "opponent", "games", "won–lost", "win rate", "chains now")
	for _, o := range d.Opponents {
		now := "none yet"
		if c, ok := chains[o.Opponent]; ok && c.Chained != "" {
			now = fmt.Sprintf("%s on %s", plural(c.Chains, "chain"), c.Chained)
		}
		b.row("", linked(o.Opponent, l.deck(o.Opponent)), num(o.Games), num(winsLosses(o.Record)),
			num(shortRate(o.Record)), str(now))
	}
	b.endTable()
}

func (b *pageWriter) houseRecords(d *analysis.DeckStats) {
	if len(d.ByHouse) == 0 {
		return
	}
	b.lit("<h2>By house chosen</h2>\n<p>A game counts for each house its player chose at least once in it.</p>\n")
	b.table("", "house", "games", "won–lost", "win rate")
	for _, h := range d.ByHouse {
		b.row("", str(HouseName(h.House)), num(h.Games), num(winsLosses(h.Record)), num(shortRate(h.Record)))
	}
	b.endTable()
}

func (b *pageWriter) chainsHistory(deck string, recs []analysis.ChainsRecommendation, l *Links) {
	b.lit("<h2>Chains</h2>\n")
	if len(recs) == 0 {
		b.lit("<p>No games against another deck yet.</p>\n")
		return
	}
	for _, c := range recs {
		opp := opponentOf(deck, c)
		b.lit("<h3>Against ")
		b.link(l.deck(opp), opp)
		b.lit("</h3>")
		b.elem("p", c.Why)
		from, omitted := latest(len(c.Steps), listLimit/5)
		b.earlier(omitted, "game")
		b.table("", "match", "date", "winner", "chains played", "after", "why")
		for _, s := range c.Steps[from:] {
			played := fmt.Sprintf("%d–%d", s.Played[0], s.Played[1])
			if s.Bid {
				played += " (bid)"
			}
			after := "none"
			if s.Chained != "" {
				after = fmt.Sprintf("%d on %s", s.After, s.Chained)
			}
			winner := s.Winner
			if winner == "" {
				winner = "no result"
			}
			b.row("", linked(s.Match, l.match(s.Match)), str(s.Date), str(winner), num(played), str(after), str(s.Why))
		}
		b.endTable()
	}
}

func (b *pageWriter) games(d *analysis.DeckStats, l *Links) {
	b.lit("<h2>Games</h2>\n")
	if len(d.Timeline) == 0 {
		b.lit("<p>No decided games yet.</p>\n")
		return
	}
	from, omitted := latest(len(d.Timeline), listLimit)
	b.earlier(omitted, "game")
	b.table("", "#", "match", "date", "opponent", "result", "win rate after")
	for _, g := range d.Timeline[from:] {
		result := cell{v: "lost", class: "loss"}
		if g.Won {
			result = cell{v: "won", class: "win"}
		}
		b.row("", num(g.Games), linked(g.Match, l.match(g.Match)), str(g.Date), linked(g.Opponent, l.deck(g.Opponent)),
			result, num(fmt.Sprintf("%s of %d", rateText(g.WinRate), g.Games)))
	}
	b.endTable()
}

func opponentOf(deck string, r analysis.ChainsRecommendation) string {
	if r.DeckA == deck {
		return r.DeckB
	}
	return r.DeckA
}

// earlier says how many earlier rows a list leaves out.
func (b *pageWriter) earlier(omitted int, noun string) {
	if omitted > 0 {
		b.lit(`<p class="sub">The latest ones; `)
		b.text(plural(omitted, "earlier "+noun) + " not listed.")
		b.lit("</p>\n")
	}
}
