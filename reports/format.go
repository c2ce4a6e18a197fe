package reports

import (
	"fmt"
	"strings"

	"github.com/kfr-dev/kfr/analysis"
)

// How numbers and names read on a page: nouns agree with their numbers, a
// rate never stands without the games it is over, and what cannot be
// computed (a rate of no games, an average of nothing) is "—", not 0.

// dash stands for a value there is nothing to compute from.
const dash = "—"

// plural is "1 game", "2 games"; irregular plurals are given whole
// ("loss", "losses").
func plural(n int, one string, many ...string) string {
	if n == 1 {
		return "1 " + one
	}
	if len(many) > 0 {
		return fmt.Sprintf("%d %s", n, many[0])
	}
	return fmt.Sprintf("%d %ss", n, one)
}

// rateText is a win rate in percent. Callers with a record use
// recordRate or shortRate, which say "—" when there were no games (the
// rate of a Record with Games == 0 is 0 only for want of a better number).
func rateText(r float64) string { return fmt.Sprintf("%.1f%%", 100*r) }

// recordRate is a record's win rate with its sample: "62.5% of 8 games",
// "—" with none.
func recordRate(r analysis.Record) string {
	if r.Games == 0 {
		return dash
	}
	return rateText(r.WinRate) + " of " + plural(r.Games, "game")
}

// shortRate is a record's rate alone, "—" with no games.
func shortRate(r analysis.Record) string {
	if r.Games == 0 {
		return dash
	}
	return fmt.Sprintf("%.0f%%", 100*r.WinRate)
}

// winsLosses is "5–3", the way players say a record.
func winsLosses(r analysis.Record) string { return fmt.Sprintf("%d–%d", r.Wins, r.Losses) }

func recordText(r analysis.Record) string {
	if r.Games == 0 {
		return "0–0 (" + dash + ")"
	}
	return fmt.Sprintf("%d–%d (%s)", r.Wins, r.Losses, rateText(r.WinRate))
}

func streakText(s analysis.Streak) string {
	switch {
	case s.Length == 0:
		return "none"
	case s.Kind == "loss":
		return plural(s.Length, "loss", "losses")
	}
	return plural(s.Length, "win")
}

// average is a one-decimal average, "—" when it is over nothing.
func average(v float64, over int) string {
	if over == 0 {
		return dash
	}
	return fmt.Sprintf("%.1f", v)
}

// houseNames are the houses whose card-data spelling is not how players
// write them; the others are the spelling with a capital.
var houseNames = map[string]string{
	"staralliance": "Star Alliance",
	"ekwidon":      "Ekwidon",
}

// HouseName is a house as people write it: "staralliance" is "Star
// Alliance", "dis" is "Dis"; an unknown spelling is only capitalised.
func HouseName(h string) string {
	if n, ok := houseNames[strings.ToLower(h)]; ok {
		return n
	}
	if h == "" {
		return h
	}
	return strings.ToUpper(h[:1]) + h[1:]
}

// keysText is the keys a player forged: "2 keys: the red key on turn 5
// (paid 6), …", or "none".
func keysText(keys []analysis.KeyForge) string {
	if len(keys) == 0 {
		return "none"
	}
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s on turn %d (paid %d)", keyLabel(k), k.Turn, k.Paid)
	}
	return plural(len(keys), "key") + ": " + strings.Join(parts, ", ")
}

// keyLabel is "the red key", or "a key" when its colour was not said.
func keyLabel(k analysis.KeyForge) string {
	if k.Color == "" {
		return "a key"
	}
	return "the " + k.Color + " key"
}

// ordinal is "1st", "2nd", "3rd".
func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return fmt.Sprintf("%dth", n)
}

// listLimit is how many rows a page lists of a long history (a deck's
// games, a player's matches, a pairing's chains): the latest ones, with a
// line saying how many earlier ones there are. Ten thousand rows make a
// page of megabytes that no phone scrolls through; the charts and
// records above the lists count every game.
const listLimit = 100

// latest is the last limit items' start index in a list of n, and how
// many are left out before it.
func latest(n, limit int) (from, omitted int) {
	if n <= limit {
		return 0, 0
	}
	return n - limit, n - limit
}
