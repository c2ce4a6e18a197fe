package notation

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// knownTags are the tags with a Header field, in canonical order.
var knownTags = []string{"Event", "Date", "Player1", "Deck1", "Player2", "Deck2", "First", "Chains1", "Chains2", "ChainBid", "Result"}

// ResultReasons are how a match can end, as the Result tag writes them.
var ResultReasons = []string{"keys", "concede"}

// tag parses the rest of a tag line after '[': Name "value"].
func (p *fileParser) tag(line, col int, rest string) {
	col++ // after '['
	i := 0
	for i < len(rest) && (rest[i] == ' ' || rest[i] == '\t') {
		i++
	}
	nameStart := i
	for i < len(rest) && (isTagChar(rest[i])) {
		i++
	}
	name := rest[nameStart:i]
	nameCol := col + runeCount(rest[:nameStart])
	if name == "" {
		p.errorAt(line, nameCol, "expected a tag name after '['", `write a tag as [Event "Club night"]`)
		return
	}
	for i < len(rest) && (rest[i] == ' ' || rest[i] == '\t') {
		i++
	}
	valCol := col + runeCount(rest[:i])
	if i >= len(rest) || rest[i] != '"' {
		p.errorAt(line, valCol, "expected a quoted value for tag "+name, "write it as ["+name+` "value"]`)
		return
	}
	value, j, _, serr := scanString(rest, i, valCol)
	if serr != nil {
		p.errorAt(line, valCol, serr.msg, "close the value with a quote: ["+name+` "value"]`)
		return
	}
	after := strings.TrimSpace(rest[j:])
	if !strings.HasPrefix(after, "]") {
		p.errorAt(line, col+runeCount(rest[:j]), "expected ']' to close tag "+name, "write it as ["+name+` "value"]`)
		return
	}
	if tail := strings.TrimSpace(after[1:]); tail != "" && tail[0] != '#' {
		k := j + strings.Index(rest[j:], tail)
		p.errorAt(line, col+runeCount(rest[:k]), "unexpected text after tag "+name, "put one tag on a line")
		return
	}
	p.setTag(line, nameCol, valCol, name, value)
}

func isTagChar(c byte) bool {
	return c == '_' || c == '-' || (c >= '0' && c <= '9') || (c|0x20 >= 'a' && c|0x20 <= 'z')
}

func (p *fileParser) setTag(line, nameCol, valCol int, name, value string) {
	h := &p.m.Header
	if i := tokenTagIndex(name); i >= 0 {
		p.tokenTag(line, nameCol, valCol, i, value)
		return
	}
	known := ""
	for _, k := range knownTags {
		if strings.EqualFold(k, name) {
			known = k
		}
	}
	if known == "" {
		h.Tags = append(h.Tags, record.Tag{Name: name, Value: value})
		return
	}
	if prev, dup := p.seen[known]; dup {
		p.errorAt(line, nameCol, "duplicate tag "+known, "it was set on line "+strconv.Itoa(prev)+"; keep one")
		return
	}
	p.seen[known] = line
	switch known {
	case "Event":
		h.Event = value
	case "Date":
		h.Date = value
	case "Player1", "Player2":
		h.Players[known[6]-'1'] = value
	case "Deck1", "Deck2":
		h.Decks[known[4]-'1'] = value
	case "Chains1", "Chains2":
		n, err := strconv.Atoi(value)
		if err != nil || n < 0 {
			p.errorAt(line, valCol, "bad number "+strconv.Quote(value)+" for "+known, "chains are a number from 0: ["+known+` "2"]`)
			return
		}
		h.Chains[known[6]-'1'] = n
	case "ChainBid":
		switch strings.ToLower(value) {
		case "yes":
			h.ChainBid = true
		case "no":
			h.ChainBid = false
		default:
			p.errorAt(line, valCol, "unknown ChainBid value "+strconv.Quote(value), `write "yes" or "no"`)
		}
	case "First", "Result":
		p.pending = append(p.pending, pendingTag{known, value, line, valCol})
	}
}

// TokenTags name each deck's token creature: Master Vault deck lists leave
// it out. They are kept with the other tags (record.Header.Tags), the
// value the card's printed name. Do not modify.
var TokenTags = [2]string{"Token1", "Token2"}

// tokenTagIndex is the player a Token tag is about, -1 for another tag.
func tokenTagIndex(name string) int {
	for i, t := range TokenTags {
		if strings.EqualFold(t, name) {
			return i
		}
	}
	return -1
}

// tokenTag reads [Token1 "Berserker"]: a token creature's name, printed back
// as the card spells it.
func (p *fileParser) tokenTag(line, nameCol, valCol, i int, value string) {
	name := TokenTags[i]
	if prev, dup := p.seen[name]; dup {
		p.errorAt(line, nameCol, "duplicate tag "+name, "it was set on line "+strconv.Itoa(prev)+"; keep one")
		return
	}
	p.seen[name] = line
	if p.r != nil {
		def, err := p.r.Lookup(value)
		switch {
		case err != nil:
			msg, sugg := lookupMsg(value, err)
			p.errorAt(line, valCol, msg+" in "+name, sugg)
			return
		case def.Type != engine.TypeTokenCreature:
			p.errorAt(line, valCol, def.Name+" is not a token creature", `name the deck's token creature: [`+name+` "Berserker"]`)
			return
		}
		value = def.Name
	}
	p.m.Header.Tags = append(p.m.Header.Tags, record.Tag{Name: name, Value: value})
}

// Tokens are the token creatures the header names for each player's deck
// ([Token1 …], [Token2 …]), "" where it names none.
func Tokens(h *record.Header) [2]string {
	var out [2]string
	for _, t := range h.Tags {
		if i := tokenTagIndex(t.Name); i >= 0 {
			out[i] = t.Value
		}
	}
	return out
}

// finishHeader resolves the tags that name players, once all are read.
func (p *fileParser) finishHeader() {
	h := &p.m.Header
	if h.Players[0] != "" && h.Players[0] == h.Players[1] && !p.sameNames {
		p.sameNames = true
		p.errorAt(p.seen["Player2"], 1, "Player2 has the same name as Player1", "give the players different names")
	}
	for _, t := range p.pending {
		switch t.name {
		case "First":
			pl := h.PlayerIndex(t.value)
			if pl == engine.NoPlayer {
				p.errorAt(t.line, t.col, "unknown player "+strconv.Quote(t.value)+" in First", playersHint(h))
				continue
			}
			h.First = pl
		case "Result":
			res, msg, sugg := parseResult(t.value, h)
			if msg != "" {
				p.errorAt(t.line, t.col, msg, sugg)
				continue
			}
			h.Result = res
		}
	}
	p.pending = nil
}

// parseResult reads "Alice keys" / "Bob concede": the winner's name, then
// the reason as its last word (player names may have spaces).
func parseResult(v string, h *record.Header) (record.Result, string, string) {
	if res, msg, sugg := splitResult(v, h); msg == "" || strings.TrimSpace(v) == v {
		return res, msg, sugg
	}
	return splitResult(strings.TrimSpace(v), h)
}

// splitResult splits at the last space: names may have spaces, even at
// their ends, so the name is tried as it is first, then trimmed.
func splitResult(v string, h *record.Header) (record.Result, string, string) {
	k := strings.LastIndexFunc(v, unicode.IsSpace)
	example := `write the winner and how: "` + exampleName(h) + ` keys" or "` + exampleName(h) + ` concede"`
	if k < 0 {
		return record.Result{}, "Result needs a winner and a reason", example
	}
	name, reason := v[:k], strings.ToLower(v[k+1:])
	pl := h.PlayerIndex(name)
	if pl == engine.NoPlayer {
		name = strings.TrimSpace(name)
		pl = h.PlayerIndex(name)
	}
	if pl == engine.NoPlayer {
		return record.Result{}, "unknown player " + strconv.Quote(name) + " in Result", playersHint(h)
	}
	if !contains(ResultReasons, reason) {
		return record.Result{}, "unknown Result reason " + strconv.Quote(reason), example
	}
	return record.Result{Winner: pl, Reason: reason}, "", ""
}

func exampleName(h *record.Header) string {
	if h.Players[0] != "" {
		return h.Players[0]
	}
	return "Alice"
}

// playersHint lists the header's players for "unknown player" errors.
func playersHint(h *record.Header) string {
	var names []string
	for _, n := range h.Players {
		if n != "" {
			names = append(names, strconv.Quote(n))
		}
	}
	if len(names) == 0 {
		return "no players are set: add [Player1 \"…\"] and [Player2 \"…\"] tags"
	}
	return "the players are " + strings.Join(names, " and ")
}
