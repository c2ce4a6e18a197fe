package reports

import (
	"fmt"
	"io"

	"github.com/kfr-dev/kfr/analysis"
)

// WriteAllHTML writes the all-decks page: with r.Links, the index of a
// site (every deck, player and recent match linked to its page); without,
// the page `kfr report all -o FILE.html` writes on its own.
func WriteAllHTML(w io.Writer, r AllReport, a Assets) error {
	m := &r.Matchups
	var charts []chartSpec
	if m.Games > 0 {
		charts = append(charts, matchupChart(m), deckRatesChart(r.Decks))
	}
	if m.FirstPlayer.Games > 0 {
		charts = append(charts, firstPlayerChart(m))
	}
	sub := fmt.Sprintf("%s, %s, %s", plural(len(m.Decks), "deck"), plural(m.Games, "decided game"),
		plural(m.Unfinished, "unfinished match", "unfinished matches"))
	if m.FirstPlayer.Games > 0 {
		sub += fmt.Sprintf("; the first player won %s of %s", rateText(m.FirstPlayer.WinRate), plural(m.FirstPlayer.Games, "game"))
	}
	title := "All decks"
	if r.Links != nil {
		title = "KeyForge matches: decks, players and results"
	}
	body := func(b *pageWriter) {
		b.decksTable(r.Decks, r.Links)
		if len(r.Players) > 0 {
			b.playersTable(r.Players, r.Links)
		}
		if len(r.Recent) > 0 {
			b.recent(r.Recent, r.Links)
		}
		if len(charts) == 0 {
			b.lit("<p>No decided games yet: the matchups appear after the first result.</p>\n")
		}
		b.charts("Matchups", charts)
	}
	return render(w, page{Title: title, Subtitle: sub, Charts: charts, Body: body}, a)
}

func (b *pageWriter) decksTable(decks []analysis.DeckStats, l *Links) {
	b.lit("<h2>Decks</h2>\n")
	if len(decks) == 0 {
		b.lit("<p>No matches stored yet.</p>\n")
		return
	}
	b.table("", "deck", "games", "won–lost", "win rate", "as first", "as second", "streak", "avg turns to win")
	for _, d := range decks {
		b.row("", linked(d.Deck, l.deck(d.Deck)), num(d.Games), num(winsLosses(d.Record)), num(shortRate(d.Record)),
			num(recordText(d.AsFirst)), num(recordText(d.AsSecond)), str(streakText(d.Current)),
			num(average(d.AvgTurnsToWin, d.Wins)))
	}
	b.endTable()
}

func (b *pageWriter) playersTable(players []analysis.PlayerStats, l *Links) {
	b.lit("<h2>Players</h2>\n")
	b.table("", "player", "games", "won–lost", "win rate", "decks")
	for _, p := range players {
		b.row("", linked(p.Player, l.player(p.Player)), num(p.Games), num(winsLosses(p.Record)), num(shortRate(p.Record)),
			num(len(p.Decks)))
	}
	b.endTable()
}

// recent lists the latest matches, one line each, so that it reads on a
// phone: "5 · 2026-10-30: Bob (Keepers…) beat Chen (Red Hollow…)".
func (b *pageWriter) recent(ms []analysis.MatchSummary, l *Links) {
	b.lit("<h2>Recent matches</h2>\n<ul class=\"recent\">\n")
	for _, m := range ms {
		b.lit("<li>")
		head := "match " + m.ID
		if m.Date != "" {
			head += " · " + m.Date
		}
		b.link(l.match(m.ID), head)
		b.lit(": ")
		side := func(p int) string { return m.Players[p] + " (" + m.Decks[p] + ")" }
		if m.Winner == 0 || m.Winner == 1 {
			b.text(side(int(m.Winner)) + " beat " + side(1-int(m.Winner)))
		} else {
			b.text(side(0) + " vs " + side(1) + ", no result")
		}
		b.lit("</li>\n")
	}
	b.lit("</ul>\n")
}
