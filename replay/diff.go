package replay

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

// Change is one thing that differs between two views: Subject (a player's
// name, a card's name, or "game") had Field go from Before to After.
// Before or After is "" when the card entered or left.
type Change struct {
	Subject string
	Field   string
	Before  string
	After   string
}

func (c Change) String() string {
	switch {
	case c.Before == "" && c.After != "":
		return fmt.Sprintf("%s %s (%s)", c.Subject, c.Field, c.After)
	case c.After == "" && c.Before != "":
		return fmt.Sprintf("%s %s (%s)", c.Subject, c.Field, c.Before)
	}
	return fmt.Sprintf("%s %s: %s → %s", c.Subject, c.Field, c.Before, c.After)
}

// Diff lists what changed from a to b: the game's turn, step, house and
// tide; each player's pool, keys, chains and zone counts; the cards that
// entered or left play; and each card in play whose power, armor, damage,
// Æmber, counters, status, upgrades or declared granted abilities changed.
func Diff(a, b engine.View, db engine.CardDB) []Change {
	var out []Change
	add := func(subject, field, x, y string) {
		if x != y {
			out = append(out, Change{subject, field, x, y})
		}
	}
	num := strconv.Itoa
	add("game", "turn", turnHeader(a), turnHeader(b))
	add("game", "step", a.Step.String(), b.Step.String())
	add("game", "house", houseName(a.House), houseName(b.House))
	add("game", "tide", tideName(a), tideName(b))
	if a.Over != b.Over {
		add("game", "winner", "", winnerName(b))
	}
	for pl := range a.Players {
		pa, pb := &a.Players[pl], &b.Players[pl]
		who := pb.Name
		add(who, "Æmber", num(pa.Aember), num(pb.Aember))
		add(who, "keys", keyList(pa.Keys), keyList(pb.Keys))
		add(who, "chains", num(pa.Chains), num(pb.Chains))
		add(who, "key cost", num(pa.KeyCost), num(pb.KeyCost))
		add(who, "hand", num(pa.Hand.Count), num(pb.Hand.Count))
		add(who, "deck", num(pa.Deck.Count), num(pb.Deck.Count))
		add(who, "discard", num(pa.Discard.Count), num(pb.Discard.Count))
		add(who, "archives", num(pa.Archives.Count), num(pb.Archives.Count))
		add(who, "purged", num(pa.Purged.Count), num(pb.Purged.Count))
		out = diffCards(out, who, "battleline", pa.Battleline, pb.Battleline, db)
		out = diffCards(out, who, "artifacts", pa.Artifacts, pb.Artifacts, db)
	}
	return out
}

// diffCards compares the cards of one row by instance.
func diffCards(out []Change, who, row string, a, b []engine.CardView, db engine.CardDB) []Change {
	find := func(cs []engine.CardView, inst int) *engine.CardView {
		for i := range cs {
			if cs[i].Instance == inst {
				return &cs[i]
			}
		}
		return nil
	}
	for i := range a {
		if find(b, a[i].Instance) == nil {
			out = append(out, Change{a[i].Name, "left " + who + "'s " + row, "at " + strconv.Itoa(i), ""})
		}
	}
	for i := range b {
		c := &b[i]
		old := find(a, c.Instance)
		if old == nil {
			out = append(out, Change{c.Name, "entered " + who + "'s " + row, "", "at " + strconv.Itoa(i)})
			continue
		}
		add := func(field, x, y string) {
			if x != y {
				out = append(out, Change{c.Name, field, x, y})
			}
		}
		num := strconv.Itoa
		add("power", num(old.Power), num(c.Power))
		add("armor", num(old.Armor), num(c.Armor))
		add("damage", num(old.Damage), num(c.Damage))
		add("Æmber", num(old.Aember), num(c.Aember))
		add("counters", num(old.Counters), num(c.Counters))
		add("status", statusWords(old), statusWords(c))
		add("upgrades", names(old.Upgrades, db), names(c.Upgrades, db))
		add("granted", grantedText(old.Granted), grantedText(c.Granted))
	}
	return out
}

func houseName(h engine.House) string {
	if h == "" {
		return "none"
	}
	return string(h)
}

func tideName(v engine.View) string {
	if v.Tide == 0 || v.Tide == 1 {
		return "high for " + v.Players[v.Tide].Name
	}
	return "neutral"
}

func winnerName(v engine.View) string {
	if v.Winner == 0 || v.Winner == 1 {
		return v.Players[v.Winner].Name + " (" + v.Reason + ")"
	}
	return "none"
}

func keyList(ks []engine.KeyColor) string {
	if len(ks) == 0 {
		return "none"
	}
	s := make([]string, len(ks))
	for i, k := range ks {
		s[i] = k.String()
		if s[i] == "" {
			s[i] = "key"
		}
	}
	return strings.Join(s, ", ")
}

// statusWords lists a card's statuses ("ready" when none).
func statusWords(c *engine.CardView) string {
	var s []string
	if c.Exhausted {
		s = append(s, "exhausted")
	}
	if c.Stunned {
		s = append(s, "stunned")
	}
	if c.Warded {
		s = append(s, "warded")
	}
	if c.Enraged {
		s = append(s, "enraged")
	}
	if len(s) == 0 {
		return "ready"
	}
	return strings.Join(s, ", ")
}

// CardName is the printed name of a card id; the id itself when the
// database does not know it.
func CardName(db engine.CardDB, id string) string {
	if id == engine.Unseen {
		return "an unseen card"
	}
	if db != nil {
		if d := db.Card(id); d != nil {
			return d.Name
		}
	}
	return id
}

// grantedText lists the abilities declared granted to a card ("> grant"),
// quoted; "none" when there is none.
func grantedText(texts []string) string {
	if len(texts) == 0 {
		return "none"
	}
	s := make([]string, len(texts))
	for i, t := range texts {
		s[i] = strconv.Quote(t)
	}
	return strings.Join(s, ", ")
}

func names(ids []string, db engine.CardDB) string {
	s := make([]string, len(ids))
	for i, id := range ids {
		s[i] = CardName(db, id)
	}
	return strings.Join(s, ", ")
}
