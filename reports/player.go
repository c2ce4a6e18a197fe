package reports

import (
	"fmt"
	"io"
)

// WritePlayerHTML writes a player's page: their record across decks, and
// every match they played.
func WritePlayerHTML(w io.Writer, r PlayerReport, a Assets) error {
	p := &r.Stats
	sub := fmt.Sprintf("%s: %s, %s", plural(p.Games, "decided game"), plural(p.Wins, "win"), plural(p.Losses, "loss", "losses"))
	if p.Games > 0 {
		sub += " (" + rateText(p.WinRate) + ")"
	}
	if p.Unfinished > 0 {
		sub += "; " + plural(p.Unfinished, "unfinished match", "unfinished matches")
	}
	body := func(b *pageWriter) {
		b.lit("<h2>Decks played</h2>\n")
		b.table("", "deck", "games", "won–lost", "win rate")
		for _, d := range p.Decks {
			b.row("", linked(d.Deck, r.Links.deck(d.Deck)), num(d.Games), num(winsLosses(d.Record)), num(shortRate(d.Record)))
		}
		b.endTable()
		b.lit("<h2>Matches</h2>\n")
		from, omitted := latest(len(p.Matches), listLimit)
		b.earlier(omitted, "match")
		b.table("", "match", "date", "deck", "against", "result")
		for i := len(p.Matches) - 1; i >= from; i-- {
			m := p.Matches[i]
			result := cell{v: "no result"}
			switch m.Result {
			case "won":
				result = cell{v: "won", class: "win"}
			case "lost":
				result = cell{v: "lost", class: "loss"}
			}
			b.row("", linked(m.Match, r.Links.match(m.Match)), str(m.Date), linked(m.Deck, r.Links.deck(m.Deck)),
				linked(m.Opponent+" ("+m.Against+")", r.Links.player(m.Opponent)), result)
		}
		b.endTable()
	}
	return render(w, page{Title: "Player: " + p.Player, Subtitle: sub, Nav: indexNav(r.Links), Body: body}, a)
}
