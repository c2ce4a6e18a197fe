package replay

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// mlog builds a match the way the notation would give it (the notation
// parser is another package): each entry has its action, its text and a
// line number after a header of headerLines tag lines.
type mlog struct{ m *record.Match }

const headerLines = 6

func newMatch(id string) *mlog {
	return &mlog{&record.Match{ID: id, Header: record.Header{Event: "replay tests", Date: "2026-11-22",
		Players: [2]string{"Alice", "Bob"}, Decks: [2]string{"Alice's deck", "Bob's deck"}, First: 0,
		Result: record.Result{Winner: engine.NoPlayer}}}}
}

func (l *mlog) add(text string, a engine.Action) *mlog {
	if a.Verb != engine.VerbTurn && a.Verb != engine.VerbMulligan && a.Verb != engine.VerbConcede {
		a.Player = engine.NoPlayer
	}
	l.m.Entries = append(l.m.Entries, record.Entry{Action: a, Text: text, Line: headerLines + len(l.m.Entries) + 1})
	return l
}

// quoted is a card's name as notation writes it: quoted when it has a space.
// A "#N" suffix names the N-th copy in play. The second half of a gigantic
// creature shares its title with the first, so notation names it by id.
func quoted(id string) string {
	r := ref(id)
	n := testCards[r.ID].Name
	if testCards[r.ID].GiganticBottom {
		n = r.ID
	}
	if strings.ContainsRune(n, ' ') {
		n = `"` + n + `"`
	}
	if r.Copy > 0 {
		n += "#" + strconv.Itoa(r.Copy)
	}
	return n
}

// ref reads "id" or "id#N".
func ref(id string) engine.CardRef {
	if i := strings.IndexByte(id, '#'); i >= 0 {
		n, _ := strconv.Atoi(id[i+1:])
		return engine.CardRef{ID: id[:i], Copy: n}
	}
	return engine.CardRef{ID: id}
}

// turn is the header "n. PLAYER": pl's n-th turn, as players count turns.
func (l *mlog) turn(n int, pl int8) *mlog {
	return l.add(fmt.Sprintf("%d. %s", n, l.m.Header.Players[pl]), engine.Action{Verb: engine.VerbTurn, Player: pl, N: int32(n)})
}
func (l *mlog) mulligan(pl int8) *mlog {
	return l.add("mulligan "+l.m.Header.Players[pl], engine.Action{Verb: engine.VerbMulligan, Player: pl})
}
func (l *mlog) house(h engine.House) *mlog {
	return l.add("house "+string(h), engine.Action{Verb: engine.VerbHouse, House: h})
}
func (l *mlog) forge(k engine.KeyColor) *mlog {
	return l.add("forge "+k.String(), engine.Action{Verb: engine.VerbForge, Key: k})
}
func (l *mlog) play(id string) *mlog {
	return l.add("play "+quoted(id), engine.Action{Verb: engine.VerbPlay, Card: ref(id)})
}
func (l *mlog) playOn(id, target string) *mlog {
	return l.add("play "+quoted(id)+" on "+quoted(target), engine.Action{Verb: engine.VerbPlay, Card: ref(id), Target: ref(target)})
}

// playAt plays a creature at a position of the battleline: "play Troll at 1".
func (l *mlog) playAt(id string, pos int) *mlog {
	return l.add(fmt.Sprintf("play %s at %d", quoted(id), pos), engine.Action{Verb: engine.VerbPlay, Card: ref(id), Flank: engine.FlankAt, Pos: int32(pos)})
}
func (l *mlog) discard(id string) *mlog {
	return l.add("discard "+quoted(id), engine.Action{Verb: engine.VerbDiscard, Card: ref(id)})
}
func (l *mlog) reap(id string) *mlog {
	return l.add("reap "+quoted(id), engine.Action{Verb: engine.VerbReap, Card: ref(id)})
}
func (l *mlog) fight(id, target string) *mlog {
	return l.add("fight "+quoted(id)+" "+quoted(target), engine.Action{Verb: engine.VerbFight, Card: ref(id), Target: ref(target)})
}
func (l *mlog) omni(id string) *mlog {
	return l.add("omni "+quoted(id), engine.Action{Verb: engine.VerbOmni, Card: ref(id)})
}
func (l *mlog) archives() *mlog { return l.add("archives", engine.Action{Verb: engine.VerbArchives}) }
func (l *mlog) tide() *mlog     { return l.add("tide", engine.Action{Verb: engine.VerbTide}) }

// draw names the cards drawn: "draw Krump".
func (l *mlog) draw(ids ...string) *mlog { return l.cardsLine("draw", engine.VerbDraw, ids) }

// choose gives the cards an ability asked for: "choose Troll".
func (l *mlog) choose(ids ...string) *mlog { return l.cardsLine("choose", engine.VerbChoose, ids) }

// cardsLine is a line of a verb and the cards it names.
func (l *mlog) cardsLine(word string, verb engine.Verb, ids []string) *mlog {
	text := word
	var cards []engine.CardRef
	for _, id := range ids {
		text += " " + quoted(id)
		cards = append(cards, ref(id))
	}
	return l.add(text, engine.Action{Verb: verb, Cards: cards})
}
func (l *mlog) end() *mlog { return l.add("end", engine.Action{Verb: engine.VerbEnd}) }
func (l *mlog) concede(pl int8) *mlog {
	return l.add("concede "+l.m.Header.Players[pl], engine.Action{Verb: engine.VerbConcede, Player: pl})
}
func (l *mlog) comment(s string) *mlog {
	return l.add("# "+s, engine.Action{Verb: engine.VerbComment, Words: []string{s}})
}

// effect declares an effect on a card: "> stun Troll".
func (l *mlog) effect(k engine.EffectKind, n int, card string) *mlog {
	e := &engine.Effect{Kind: k, Player: engine.NoPlayer, N: n}
	text := "> " + k.String()
	if n != 0 {
		text += fmt.Sprintf(" %d", n)
	}
	if card != "" {
		e.Card = ref(card)
		text += " " + quoted(card)
	}
	return l.add(text, engine.Action{Verb: engine.VerbEffect, Effect: e})
}

// check asserts a player's field: "check Alice aember 3".
func (l *mlog) check(pl int8, field string, n int) *mlog {
	c := &engine.Check{Player: pl, Items: []engine.CheckItem{{Field: field, N: n}}}
	return l.add(fmt.Sprintf("check %s %s %d", l.m.Header.Players[pl], field, n), engine.Action{Verb: engine.VerbCheck, Check: c})
}

// checkCard asserts a card's field: "check Troll damage 3".
func (l *mlog) checkCard(pl int8, id, field string, n int, word string) *mlog {
	c := &engine.Check{Player: pl, Card: ref(id), Items: []engine.CheckItem{{Field: field, N: n, Word: word}}}
	v := word
	if v == "" {
		v = fmt.Sprint(n)
	}
	return l.add(fmt.Sprintf("check %s %s %s", quoted(id), field, v), engine.Action{Verb: engine.VerbCheck, Check: c})
}
