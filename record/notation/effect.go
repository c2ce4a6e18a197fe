package notation

import (
	"sort"
	"strconv"
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

// effect reads "[opponent|PLAYER] NAME ARGS…" after '>', following the
// argument shape of engine.EffectSpecs.
func (p *lineParser) effect() *engine.Effect {
	e := &engine.Effect{Player: engine.NoPlayer}
	t := p.need("> needs an effect", "> gain 1, > opponent lose 1, > damage 2 Troll")
	name := strings.ToLower(t.raw)
	kind, ok := engine.EffectKindByName(name)
	if ok && p.more() && p.h.PlayerIndex(t.text) != engine.NoPlayer {
		// A player named like an effect: "> gain gain 1".
		if _, also := engine.EffectKindByName(strings.ToLower(p.peek().raw)); also {
			ok = false
		}
	}
	if !ok && !t.quoted {
		if name == "opponent" && p.h.PlayerIndex(t.text) == engine.NoPlayer {
			e.Opponent = true
		} else if pl := p.h.PlayerIndex(t.text); pl != engine.NoPlayer && t.copy == 0 {
			e.Player = pl
		} else {
			p.fail(t.col, "unknown effect "+strconv.Quote(t.raw), effectHint(t.raw))
		}
		t = p.need("> "+t.raw+" needs an effect", "> opponent lose 1")
		name = strings.ToLower(t.raw)
		kind, ok = engine.EffectKindByName(name)
	}
	if !ok || t.quoted {
		p.fail(t.col, "unknown effect "+strconv.Quote(t.raw), effectHint(t.raw))
	}
	e.Kind = kind
	p.verb = "> " + name
	spec := engine.EffectSpecs[kind]
	ex := exampleEffect(spec)
	for _, arg := range strings.Fields(spec.Args) {
		p.effectArg(e, arg, ex)
	}
	p.done(ex)
	return e
}

func effectHint(s string) string {
	if sugg := didYouMean(s, EffectNames()); sugg != "" {
		return sugg
	}
	return "the effects are " + strings.Join(EffectNames(), ", ")
}

// argNames say what an argument is, for "missing" messages.
var argNames = map[string]string{
	"n": "a number", "+n": "a signed number", "c": "a card", "t": "a target card",
	"k": "a key colour", "w": "a keyword", "s": "a splash amount", "d": "a duration",
	"x": "the ability's text in double quotes",
}

// argExamples are the example values of exampleEffect.
var argExamples = map[string]string{
	"n": "2", "+n": "+1", "c": "Troll", "t": `"Bad Penny"`, "k": "red", "w": "elusive", "s": "splash 1", "d": "turn",
	"x": `"Fight: Ready this creature."`,
}

// exampleEffect writes an effect with example arguments: "> damage 2 Troll".
func exampleEffect(s engine.EffectSpec) string {
	out := "> " + s.Name
	for _, a := range strings.Fields(s.Args) {
		out += " " + argExamples[strings.TrimSuffix(a, "?")]
	}
	return out
}

// effectArg reads one argument of the spec; optional ones only when the
// next token is of their kind.
func (p *lineParser) effectArg(e *engine.Effect, arg, ex string) {
	opt := strings.HasSuffix(arg, "?")
	arg = strings.TrimSuffix(arg, "?")
	if opt && !p.more() {
		return
	}
	if opt {
		t := p.peek()
		w := strings.ToLower(t.raw)
		switch arg {
		case "n", "+n":
			if t.quoted || !isNumber(t.raw) {
				return
			}
		case "k":
			if _, ok := engine.ParseKeyColor(w); !ok || t.quoted {
				return
			}
		case "s":
			if w != "splash" || t.quoted {
				return
			}
		case "d":
			if _, ok := engine.ParseDuration(w); !ok || t.quoted {
				return
			}
		case "c", "t":
			if !t.quoted && (w == "splash" || w == "turn" || w == "next" || w == "while") {
				return
			}
		}
	}
	t := p.need(p.verb+" needs "+argNames[arg], ex)
	switch arg {
	case "n":
		e.N = p.number(t, p.verb, ex)
	case "+n":
		e.N = p.signed(t, p.verb, ex)
	case "c":
		if e.Kind == engine.EffGrant && !t.quoted && strings.EqualFold(t.raw, "each") {
			break // each of the player's creatures: no card
		}
		e.Card = p.card(t)
	case "x":
		e.Text = p.text(t, ex)
	case "t":
		e.Target = p.card(t)
	case "k":
		k, ok := engine.ParseKeyColor(strings.ToLower(t.raw))
		if !ok || t.quoted {
			p.fail(t.col, "unknown key colour "+strconv.Quote(t.raw), keyHint(t.raw))
		}
		e.Key = k
	case "w":
		if t.quoted || t.copy != 0 || !isKeywordWord(t.raw) {
			p.fail(t.col, "bad keyword "+strconv.Quote(t.raw), "keywords are written in lower case: elusive, taunt, assault, splash-attack")
		}
		e.Keyword = engine.Keyword(strings.ToLower(t.raw))
	case "s":
		n := p.need("splash needs a number", ex)
		e.Splash = p.number(n, "splash", ex)
		if e.Splash == 0 {
			p.fail(n.col, "splash must be 1 or more", "leave splash out when there is none")
		}
	case "d":
		d, ok := engine.ParseDuration(strings.ToLower(t.raw))
		if !ok || t.quoted {
			p.fail(t.col, "unknown duration "+strconv.Quote(t.raw), `write "turn" (this turn), "next" (until the end of the next turn) or "while CARD" (while CARD is in play)`)
		}
		e.Duration = d
		if d == engine.UntilLeavesPlay {
			// "while CARD": the effect lasts while CARD is in play.
			e.Target = p.card(p.need("while needs the card the effect lasts with", p.verb+` +1 while "Grabber Jammer"`))
		}
	}
}

// maxText bounds a granted ability's text, as the codec does (a card's
// whole text box is well under it).
const maxText = 4096

// text reads a granted ability's text: double-quoted, not empty.
func (p *lineParser) text(t token, ex string) string {
	if !t.quoted || t.word || t.copy != 0 {
		p.fail(t.col, p.verb+": put the ability's text in double quotes", ex)
	}
	if strings.TrimSpace(t.text) == "" {
		p.fail(t.col, p.verb+": the ability's text is empty", ex)
	}
	if len(t.text) > maxText {
		p.fail(t.col, p.verb+": the ability's text is longer than "+strconv.Itoa(maxText)+" bytes", "write the text as the card prints it")
	}
	return t.text
}

func isKeywordWord(s string) bool {
	if s == "" || s[0] == '-' {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i] | 0x20
		if !(c >= 'a' && c <= 'z') && s[i] != '-' {
			return false
		}
	}
	return true
}

// sortedKeys are a map's keys in order.
func sortedKeys(m map[string][]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// check reads "check PLAYER field N …" or "check CARD field value …".
func (p *lineParser) check() *engine.Check {
	const ex = "check Alice aember 3 keys 1, check Troll damage 2"
	t := p.need("check needs a player or a card, then fields and values", ex)
	c := &engine.Check{Player: engine.NoPlayer}
	if pl := p.h.PlayerIndex(t.text); pl != engine.NoPlayer && t.copy == 0 {
		c.Player = pl
	} else {
		c.Card = p.card(t)
	}
	if !p.more() {
		p.fail(p.sl.endCol, "check needs at least one field and value", ex)
	}
	for p.more() {
		c.Items = append(c.Items, p.checkItem(c.Card.IsZero()))
	}
	return c
}

func (p *lineParser) checkItem(ofPlayer bool) engine.CheckItem {
	f := p.next()
	field := strings.ToLower(f.raw)
	if a, ok := fieldAliases[field]; ok && !ofPlayer {
		field = a
	}
	wordFields := cardWordFields
	var valid []string
	if ofPlayer {
		wordFields = playerWordFields
		valid = append(append([]string{}, playerFields...), sortedKeys(playerWordFields)...)
	} else {
		valid = append(append([]string{}, cardNumFields...), sortedKeys(cardWordFields)...)
	}
	if f.quoted || !contains(valid, field) {
		what := "card"
		if ofPlayer {
			what = "player"
		}
		sugg := didYouMean(field, valid)
		if sugg == "" {
			sugg = "the " + what + " fields are " + strings.Join(valid, ", ")
		}
		p.fail(f.col, "unknown "+what+" check field "+strconv.Quote(f.raw), sugg)
	}
	ex := "check … " + field + " 2"
	if words, ok := wordFields[field]; ok {
		ex = "check Troll " + field + " " + words[0]
		if ofPlayer {
			ex = "check " + exampleName(p.h) + " " + field + " " + words[0]
		}
		v := p.need(field+" needs a value", ex)
		w := strings.ToLower(v.raw)
		if v.quoted || !contains(words, w) {
			sugg := didYouMean(w, words)
			if sugg == "" {
				sugg = field + " is one of " + strings.Join(words, ", ")
			}
			p.fail(v.col, "unknown "+field+" "+strconv.Quote(v.raw), sugg)
		}
		return engine.CheckItem{Field: field, Word: w}
	}
	v := p.need(field+" needs a number", ex)
	return engine.CheckItem{Field: field, N: p.number(v, field, ex)}
}
