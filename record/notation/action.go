package notation

import (
	"errors"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/carddb"
	"github.com/kfr-dev/kfr/record/deck"
)

// lineParser parses the tokens of one log line into an Action. Errors
// abort the line through a bailout panic recovered in parse, as Go's own
// parser does: every helper can fail without threading errors back.
type lineParser struct {
	sl   scannedLine
	i    int
	h    *record.Header
	r    Resolver
	verb string // for messages
	// lastCard is the index of the last token read as a card (-1 before
	// any): words left over after it may be the rest of an unquoted name.
	lastCard int
}

type bailout struct{ err *Error }

func (p *lineParser) fail(col int, msg, sugg string) {
	panic(bailout{&Error{Column: col, Msg: msg, Suggestion: sugg}})
}

func (p *lineParser) more() bool { return p.i < len(p.sl.toks) }

func (p *lineParser) peek() token { return p.sl.toks[p.i] }

func (p *lineParser) next() token {
	t := p.sl.toks[p.i]
	p.i++
	return t
}

// need returns the next token or fails with "msg: example".
func (p *lineParser) need(msg, example string) token {
	if !p.more() {
		p.fail(p.sl.endCol, msg, example)
	}
	return p.next()
}

// done fails when tokens are left over.
func (p *lineParser) done(example string) {
	if p.more() {
		p.unexpected(p.peek(), example)
	}
}

// unexpected fails at a token that has no place here; when it continues
// the card name before it ("play Bad Penny"), the suggestion is to quote
// the name.
func (p *lineParser) unexpected(t token, example string) {
	if p.lastCard >= 0 && p.lastCard == p.indexOf(t)-1 {
		if name, ok := p.spacedName(p.lastCard); ok {
			p.fail(t.col, "unexpected "+strconv.Quote(t.raw)+" after "+p.verb, quoteHint(name))
		}
	}
	p.fail(t.col, "unexpected "+strconv.Quote(t.raw)+" after "+p.verb, example)
}

// indexOf is the index of token t among the line's tokens.
func (p *lineParser) indexOf(t token) int {
	for i, x := range p.sl.toks {
		if x.col == t.col {
			return i
		}
	}
	return -1
}

// spacedName finds a card whose printed name is the bare words from token
// i on, written without quotes (longest first): "Bad" "Penny" is Bad Penny.
func (p *lineParser) spacedName(i int) (string, bool) {
	if p.r == nil || p.sl.toks[i].quoted {
		return "", false
	}
	for j := len(p.sl.toks); j > i+1; j-- {
		words := make([]string, 0, j-i)
		for _, t := range p.sl.toks[i:j] {
			if t.quoted {
				break
			}
			words = append(words, t.raw)
		}
		if len(words) != j-i {
			continue
		}
		name := strings.Join(words, " ")
		if def, err := p.r.Lookup(name); err == nil && carddb.Fold(def.Name) == carddb.Fold(name) {
			return def.Name, true
		}
	}
	return "", false
}

// quoteHint is the suggestion for a name with spaces typed bare.
func quoteHint(name string) string {
	return "a name with spaces goes in quotes: " + strconv.Quote(name) +
		` (on a shell command line, quote the whole action too: kfr log 'play "Bad Penny"')`
}

func (p *lineParser) parse() (a engine.Action, err *Error) {
	defer func() {
		if r := recover(); r != nil {
			b, ok := r.(bailout)
			if !ok {
				panic(r)
			}
			err = b.err
		}
	}()
	a = engine.Action{Player: engine.NoPlayer}
	first := p.next()
	switch {
	case first.raw == ">":
		p.verb = ">"
		a.Verb = engine.VerbEffect
		a.Effect = p.effect()
		return a, nil
	case strings.HasPrefix(first.raw, ">") && !first.quoted:
		// ">gain 2": the marker glued to the effect name.
		p.sl.toks[p.i-1] = token{text: first.raw[1:], raw: first.raw[1:], col: first.col + 1}
		p.i--
		p.verb = ">"
		a.Verb = engine.VerbEffect
		a.Effect = p.effect()
		return a, nil
	case isTurnNumber(first):
		p.turn(&a, first)
		return a, nil
	}
	name := strings.ToLower(first.raw)
	v, ok := verbByName[name]
	if !ok || first.quoted {
		p.fail(first.col, "unknown verb "+strconv.Quote(first.raw), p.verbHint(first.raw))
	}
	p.verb = name
	a.Verb = v
	p.verbArgs(&a)
	return a, nil
}

func (p *lineParser) verbHint(s string) string {
	if sugg := didYouMean(s, append(append([]string{}, Verbs...), ">")); sugg != "" {
		return sugg
	}
	return "a line starts with a verb (" + strings.Join(Verbs, ", ") + "), \"N. Player\", \"> effect\" or \"# comment\""
}

func isTurnNumber(t token) bool {
	if t.quoted || len(t.raw) < 2 || t.raw[len(t.raw)-1] != '.' {
		return false
	}
	for _, c := range t.raw[:len(t.raw)-1] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func (p *lineParser) turn(a *engine.Action, first token) {
	p.verb = "turn header"
	n, err := strconv.Atoi(first.raw[:len(first.raw)-1])
	if err != nil || n < 1 || n > maxNumber {
		p.fail(first.col, "bad turn number "+strconv.Quote(first.raw), "turns count from 1: 1. "+exampleName(p.h))
	}
	a.Verb = engine.VerbTurn
	a.N = int32(n)
	a.Player = p.player("a turn header needs the player whose turn it is", "1. "+exampleName(p.h))
	p.done("1. " + exampleName(p.h))
}

func (p *lineParser) verbArgs(a *engine.Action) {
	switch a.Verb {
	case engine.VerbMulligan, engine.VerbConcede:
		ex := p.verb + " " + exampleName(p.h)
		a.Player = p.player(p.verb+" needs a player", ex)
		p.done(ex)
	case engine.VerbForge:
		if p.more() {
			t := p.next()
			k, ok := engine.ParseKeyColor(strings.ToLower(t.raw))
			if !ok || t.quoted {
				p.fail(t.col, "unknown key colour "+strconv.Quote(t.raw), keyHint(t.raw))
			}
			a.Key = k
		}
		p.done("forge red")
	case engine.VerbHouse:
		a.House = p.house()
	case engine.VerbArchives:
		// The cards taken, when not all of them are (The Archivist).
		for p.more() {
			a.Cards = append(a.Cards, p.card(p.next()))
		}
	case engine.VerbTide, engine.VerbEnd:
		p.done(p.verb)
	case engine.VerbPlay:
		p.play(a)
	case engine.VerbProphecy:
		p.prophecy(a)
	case engine.VerbFlip:
		a.Card = p.card(p.need("flip needs a prophecy", `flip "Heads, I Win"`))
		p.done(`flip "Heads, I Win"`)
	case engine.VerbDiscard:
		a.Card = p.card(p.need("discard needs a card", `discard "Lights Out"`))
		for p.more() && p.copyIcons(&a.Card, p.peek()) {
			p.next()
		}
		p.done(`discard "Lights Out"`)
	case engine.VerbReap:
		a.Card = p.card(p.need("reap needs a creature", "reap Troll"))
		p.done("reap Troll")
	case engine.VerbFight:
		const ex = `fight Troll "Bad Penny"`
		a.Card = p.card(p.need("fight needs an attacker and a target", ex))
		a.Target = p.card(p.need("fight needs an attacker and a target", ex))
		p.done(ex)
	case engine.VerbHand:
		ex := "hand " + exampleName(p.h) + ` Troll "Bad Penny"`
		a.Player = p.player("hand needs a player, then the cards in their hand", ex)
		a.Cards = append(a.Cards, p.card(p.need("hand needs the cards in the hand", ex)))
		for p.more() {
			a.Cards = append(a.Cards, p.card(p.next()))
		}
	case engine.VerbUnstun:
		a.Card = p.card(p.need("unstun needs a stunned creature", "unstun Troll"))
		p.done("unstun Troll")
	case engine.VerbOrder:
		a.Cards = append(a.Cards, p.card(p.need("order needs the cards whose abilities resolve, in order", `order Flarie "Hunting Witch"`)))
		for p.more() {
			a.Cards = append(a.Cards, p.card(p.next()))
		}
	case engine.VerbAction, engine.VerbOmni:
		ex := p.verb + ` "Gauntlet of Command"`
		a.Card = p.card(p.need(p.verb+" needs a card", ex))
		p.done(ex)
	case engine.VerbDraw:
		p.draw(a)
	case engine.VerbChoose:
		p.choose(a)
	case engine.VerbCheck:
		a.Check = p.check()
	}
}

func keyHint(s string) string {
	if sugg := didYouMean(s, []string{"red", "blue", "yellow"}); sugg != "" {
		return sugg
	}
	return "the keys are red, blue and yellow"
}

// player reads a header player's name.
func (p *lineParser) player(msg, example string) int8 {
	t := p.need(msg, example)
	pl := p.h.PlayerIndex(t.text)
	if pl == engine.NoPlayer || t.copy != 0 {
		p.fail(t.col, "unknown player "+strconv.Quote(t.raw), playersHint(p.h))
	}
	return pl
}

// house reads the rest of the line as a house ("Star Alliance" may be
// typed as two words).
func (p *lineParser) house() engine.House {
	t := p.need("house needs a house", "house logos")
	words := []string{t.text}
	for p.more() {
		words = append(words, p.next().text)
	}
	h, ok := ParseHouse(strings.Join(words, " "))
	if !ok {
		sugg := didYouMean(squash(strings.Join(words, "")), houseNames())
		if sugg == "" {
			sugg = "the houses are " + strings.Join(houseNames(), ", ")
		}
		p.fail(t.col, "unknown house "+strconv.Quote(strings.Join(words, " ")), sugg)
	}
	return h
}

// card resolves a card reference through the Resolver.
func (p *lineParser) card(t token) engine.CardRef {
	if !t.quoted && isNumber(t.raw) {
		p.fail(t.col, "expected a card, found the number "+t.raw, `name the card, quoted when it has spaces: "Bad Penny"`)
	}
	if t.text == "?" && !t.quoted {
		return engine.CardRef{Copy: t.copy} // a card the log does not name
	}
	if p.r == nil {
		return engine.CardRef{ID: t.text, Copy: t.copy}
	}
	if def := p.r.Card(t.text); def != nil {
		// An exact id, even of a card whose title is shared (evil twins).
		return engine.CardRef{ID: def.ID, Copy: t.copy}
	}
	idx := p.indexOf(t)
	def, err := p.r.Lookup(t.text)
	if err != nil {
		msg, sugg := lookupMsg(t.text, err)
		if name, ok := p.spacedName(idx); ok {
			sugg = quoteHint(name)
		}
		p.fail(t.col, msg, sugg)
	}
	p.lastCard = idx
	return engine.CardRef{ID: def.ID, Copy: t.copy}
}

// lookupMsg turns a Resolver error into a message and a suggestion. A
// Resolver's own error may word both (LookupMessage).
func lookupMsg(name string, err error) (string, string) {
	var own interface {
		LookupMessage() (msg, suggestion string)
	}
	if errors.As(err, &own) {
		return own.LookupMessage()
	}
	var le *carddb.LookupError
	if errors.As(err, &le) {
		what := "unknown card "
		if le.Ambiguous {
			what = "ambiguous card "
		}
		sugg := ""
		cands := le.Candidates
		if !le.Ambiguous {
			cands = nearest(name, cands)
		}
		if len(cands) > 0 {
			q := make([]string, len(cands))
			for i, c := range cands {
				q[i] = strconv.Quote(c)
			}
			sugg = "did you mean " + strings.Join(q, " or ") + "?"
		} else if !le.Ambiguous {
			sugg = "check the spelling (kfr cards show NAME finds cards)"
		}
		return what + strconv.Quote(name), sugg
	}
	return "unknown card " + strconv.Quote(name) + ": " + err.Error(), ""
}

func isNumber(s string) bool {
	if s == "" {
		return false
	}
	if s[0] == '+' || s[0] == '-' {
		s = s[1:]
	}
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// number reads a non-negative count.
// maxNumber bounds the numbers of a line: far more than a match holds,
// and within an int32 (engine.Action's Pos and N).
const maxNumber = 1 << 20

func (p *lineParser) number(t token, what, example string) int {
	n, err := strconv.Atoi(t.raw)
	if err != nil || t.quoted || n < 0 || t.raw[0] == '+' || n > maxNumber {
		p.fail(t.col, "bad number "+strconv.Quote(t.raw)+" for "+what, example)
	}
	return n
}

// signed reads "+2", "-1" (a bare "2" is read as +2).
func (p *lineParser) signed(t token, what, example string) int {
	n, err := strconv.Atoi(t.raw)
	if err != nil || t.quoted || n < -maxNumber || n > maxNumber {
		p.fail(t.col, "bad number "+strconv.Quote(t.raw)+" for "+what, example)
	}
	return n
}

func (p *lineParser) play(a *engine.Action) {
	const ex = `play Troll left, play Troll at 2, play "Protect the Weak" on Troll`
	a.Card = p.card(p.need("play needs a card", ex))
	flank, on := false, false
	for p.more() {
		t := p.next()
		switch w := strings.ToLower(t.raw); {
		case p.copyIcons(&a.Card, t):
		case t.quoted:
			p.fail(t.col, "unexpected "+strconv.Quote(t.raw)+" after play", ex)
		case (w == "left" || w == "right" || w == "at") && !flank:
			flank = true
			switch w {
			case "left":
				a.Flank = engine.FlankLeft
			case "right":
				a.Flank = engine.FlankRight
			default:
				a.Flank = engine.FlankAt
				a.Pos = int32(p.number(p.need("at needs a position (0 is the leftmost)", "play Troll at 1"), "the position", "play Troll at 1"))
			}
		case w == "on" && !on:
			on = true
			a.Target = p.card(p.need("on needs the creature the upgrade goes on", `play "Protect the Weak" on Troll`))
		default:
			p.unexpected(t, ex)
		}
	}
}

// prophecy reads "prophecy PROPHECY [with CARD] [house HOUSE]": the
// prophecy activated, the card from hand put under it (unsaid: hidden),
// and the house it names (Trust Your Feelings).
func (p *lineParser) prophecy(a *engine.Action) {
	const ex = `prophecy Overreach with Troll, prophecy Overreach, prophecy "Trust Your Feelings" with Troll house logos`
	a.Card = p.card(p.need("prophecy needs the prophecy activated", ex))
	with, house := false, false
	for p.more() {
		t := p.next()
		switch w := strings.ToLower(t.raw); {
		case t.quoted:
			p.fail(t.col, "unexpected "+strconv.Quote(t.raw)+" after prophecy", ex)
		case w == "with" && !with:
			with = true
			a.Target = p.card(p.need("with needs the card put under the prophecy", ex))
			for p.more() && p.copyIcons(&a.Target, p.peek()) {
				p.next()
			}
		case w == "house" && !house:
			house = true
			h := p.need("house needs the house the prophecy names", ex)
			hh, ok := ParseHouse(h.text)
			if !ok || h.quoted {
				p.fail(h.col, "unknown house "+strconv.Quote(h.raw), "the houses are "+strings.Join(houseNames(), ", "))
			}
			a.House = hh
		default:
			p.unexpected(t, ex)
		}
	}
}

// copyIcons reads t when it says which copy ref is, among a deck's copies
// that differ: "+capture" (an enhancement of the copy; several for several)
// or "plain" (the copy without any). It reports false for other tokens.
func (p *lineParser) copyIcons(ref *engine.CardRef, t token) bool {
	w := strings.ToLower(t.raw)
	switch {
	case t.quoted || (w != "plain" && !strings.HasPrefix(w, "+")):
		return false
	case w == "plain":
		if ref.Icons != "" {
			p.fail(t.col, "plain after "+IconWords(ref.Icons), "a copy is plain or has icons: play Troll plain, play Troll +capture")
		}
		ref.Icons = "plain"
		return true
	}
	b, ok := deck.ParseBonus(w[1:])
	if !ok || strings.HasPrefix(w[1:], "+") {
		p.fail(t.col, "unknown bonus icon "+strconv.Quote(t.raw), "a copy's enhancements are +amber, +capture, +damage, +draw, +discard or +HOUSE: play Troll +capture")
	}
	switch ref.Icons {
	case "plain":
		p.fail(t.col, "unexpected "+strconv.Quote(t.raw)+" after plain", "a copy is plain or has icons: play Troll plain, play Troll +capture")
	case "":
		ref.Icons = string(b)
	default:
		ref.Icons += "+" + string(b)
	}
	return true
}

// IconWords is CardRef.Icons as the notation writes it: "plain", or
// "+capture +draw" ("+amber" for Æmber, as deck lists write it).
func IconWords(icons string) string {
	if icons == "" || icons == "plain" {
		return icons
	}
	parts := strings.Split(icons, "+")
	for i, b := range parts {
		if b == string(engine.BonusAmber) {
			b = "amber"
		}
		parts[i] = "+" + b
	}
	return strings.Join(parts, " ")
}

func (p *lineParser) draw(a *engine.Action) {
	t := p.need("draw needs a number or the cards drawn", `draw 2 or draw Troll "Bad Penny"`)
	if !t.quoted && isNumber(t.raw) {
		a.N = int32(p.number(t, "draw", "draw 2"))
		p.done("draw 2")
		return
	}
	a.Cards = append(a.Cards, p.card(t))
	for p.more() {
		a.Cards = append(a.Cards, p.card(p.next()))
	}
}

// choose reads cards and words. A token in single quotes is a word; else
// it is a card when it is double-quoted, has a copy suffix, is "?", starts
// with a capital letter, or is a card's exact title or id; any other token
// is a word (an option such as "left", "red", "3").
func (p *lineParser) choose(a *engine.Action) {
	if !p.more() {
		p.fail(p.sl.endCol, "choose needs what was chosen", `choose Troll or choose left`)
	}
	for i := 0; p.more(); i++ {
		t := p.next()
		switch {
		case t.word:
			a.Words = append(a.Words, t.text)
		case p.isChosenCard(t):
			a.Cards = append(a.Cards, p.card(t))
			continue
		default:
			a.Words = append(a.Words, t.raw)
		}
		if i < 32 {
			a.Mix |= 1 << i // the i-th answer is a word
		}
	}
	if a.Mix == (1<<len(a.Words)-1)<<len(a.Cards) || len(a.Words) == 0 {
		a.Mix = 0 // cards first, then words: the order needs no record
	}
}

func (p *lineParser) isChosenCard(t token) bool {
	if t.quoted || t.copy != 0 || t.raw == "?" {
		return true
	}
	if r, _ := utf8.DecodeRuneInString(t.raw); unicode.IsUpper(r) {
		return true
	}
	return p.exactCard(t.raw)
}

// exactCard reports whether a word is exactly (folded) a card's title.
func (p *lineParser) exactCard(s string) bool {
	if p.r == nil {
		return false
	}
	if p.r.Card(s) != nil {
		return true
	}
	def, err := p.r.Lookup(s)
	return err == nil && carddb.Fold(def.Name) == carddb.Fold(s)
}

// nearest keeps the candidates as close to name as the closest one, so
// that "Trll" suggests Troll alone, not every name within reach.
func nearest(name string, cands []string) []string {
	f := carddb.Fold(name)
	best := -1
	var out []string
	for _, c := range cands {
		d := distance(f, carddb.Fold(c))
		switch {
		case best < 0 || d < best:
			best, out = d, []string{c}
		case d == best:
			out = append(out, c)
		}
	}
	return out
}
