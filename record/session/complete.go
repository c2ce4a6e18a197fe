package session

import (
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
	"github.com/kfr-dev/kfr/record/notation"
)

// word is a token of a half-typed line: its text without quotes and the
// byte offset where it starts (at the opening quote when quoted).
type word struct {
	text  string
	start int
}

// split cuts text into words, quotes keeping spaces; open reports a quote
// still open at the end.
func split(text string) (ws []word, open bool) {
	cur, start, in := strings.Builder{}, -1, false
	flush := func() {
		if start >= 0 {
			ws = append(ws, word{cur.String(), start})
		}
		cur.Reset()
		start = -1
	}
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case in && c == '\\' && i+1 < len(text):
			i++
			cur.WriteByte(text[i])
		case c == '"':
			if start < 0 {
				start = i
			}
			in = !in
		case !in && (c == ' ' || c == '\t'):
			flush()
		default:
			if start < 0 {
				start = i
			}
			cur.WriteByte(c)
		}
	}
	if start >= 0 || len(text) == 0 || text[len(text)-1] == ' ' || text[len(text)-1] == '\t' {
		if start < 0 {
			start = len(text)
		}
		ws = append(ws, word{cur.String(), start})
	}
	return ws, in
}

// Complete gives what the word at pos of a half-typed line can become:
// the byte offset where that word starts and its candidates, ready to
// replace line[start:pos] (card names with spaces come quoted). The first
// word completes to a verb (or one of extra, the prompt's own commands);
// later words to what makes sense for the verb in the current state: the
// active player's houses for house, the cards that can be in hand for play
// and discard, the active player's cards in play for reap, fight, action
// and omni (the opponent's creatures for fight's target), player names for
// mulligan and concede, the legal answers of the waiting choice for
// choose, the decks' cards otherwise.
func (s *Session) Complete(line string, pos int, extra ...string) (int, []string) {
	if pos < 0 || pos > len(line) {
		pos = len(line)
	}
	text := line[:pos]
	if strings.HasPrefix(strings.TrimLeft(text, " "), ">") {
		return s.completeEffect(text)
	}
	ws, _ := split(text)
	if len(ws) == 0 {
		return pos, nil
	}
	if len(ws) == 1 {
		return ws[0].start, keywordsWithPrefix(append(append([]string(nil), notation.Verbs...), extra...), ws[0].text)
	}
	verb := strings.ToLower(ws[0].text)
	args := ws[1:]
	v := s.g.View()
	me := v.Active
	if me != 0 && me != 1 {
		me = s.first
	}
	them := 1 - me
	var keywords, names []string
	switch verb {
	case "house":
		for _, h := range s.decks[me].Houses {
			if h != "" {
				keywords = append(keywords, string(h))
			}
		}
	case "forge":
		keywords = []string{"red", "blue", "yellow"}
	case "mulligan", "concede":
		names = s.m.Header.Players[:]
	case "hand":
		names = s.m.Header.Players[:]
		if len(args) > 1 {
			pl := s.m.Header.PlayerIndex(args[0].text)
			if pl != 0 && pl != 1 {
				pl = me
			}
			names = s.deckNames(pl, "")
		}
	case "play":
		switch {
		case len(args) == 1:
			start, cands := completeArgs(args, nil, s.handNames(v, me))
			return start, s.distinctCopies(me, cands)
		case len(args) >= 2 && strings.EqualFold(args[len(args)-2].text, "on"):
			names = inPlayNames(v, true, 0, 1)
		default:
			keywords = []string{"left", "right", "at", "on"}
			names = s.handNames(v, me) // a name of several words typed without quotes
		}
	case "discard":
		if len(args) == 1 {
			start, cands := completeArgs(args, nil, s.handNames(v, me))
			return start, s.distinctCopies(me, cands)
		}
		names = s.handNames(v, me)
	case "reap", "unstun":
		names = inPlayNames(v, false, me)
	case "fight":
		if len(args) == 1 {
			names = inPlayNames(v, false, me)
		} else {
			names = inPlayNames(v, false, them)
		}
	case "action", "omni":
		names = inPlayNames(v, true, me)
	case "draw":
		names = s.deckNames(me, "")
	case "check":
		names = inPlayNames(v, true, 0, 1)
		if len(args) == 1 {
			names = append(names, s.m.Header.Players[:]...)
		}
	case "choose":
		if w, ok := s.Waiting(); ok {
			// Only the legal answers, written as the choose line takes them.
			last := args[len(args)-1]
			return last.start, answersWithPrefix(w.Answers, last.text)
		}
		names = append(inPlayNames(v, true, 0, 1), s.handNames(v, me)...)
	case "end", "tide", "archives":
		return pos, nil
	default:
		names = append(inPlayNames(v, true, 0, 1), s.deckNames(0, "")...)
		names = append(names, s.deckNames(1, "")...)
	}
	return completeArgs(args, keywords, names)
}

// completeArgs completes the last argument from keywords and names. An
// unquoted name of several words may have been typed: the earliest start
// from which the words typed are a prefix of some name wins.
func completeArgs(args []word, keywords, names []string) (int, []string) {
	last := args[len(args)-1]
	from := 0
	if last.text == "" {
		from = len(args) - 1 // a new word: nothing typed to continue
	}
	for k := from; k < len(args); k++ {
		prefix := joinWords(args[k:])
		if k < len(args)-1 && strings.ContainsRune(prefix, '"') {
			continue
		}
		var out []string
		if k == len(args)-1 {
			out = keywordsWithPrefix(keywords, last.text)
		}
		out = append(out, namesWithPrefix(names, prefix)...)
		if len(out) > 0 || k == len(args)-1 {
			return args[k].start, dedupe(out)
		}
	}
	return last.start, nil
}

func joinWords(ws []word) string {
	s := make([]string, len(ws))
	for i, w := range ws {
		s[i] = w.text
	}
	return strings.Join(s, " ")
}

func (s *Session) completeEffect(text string) (int, []string) {
	i := strings.IndexByte(text, '>')
	ws, _ := split(text[i+1:])
	for k := range ws {
		ws[k].start += i + 1
	}
	if len(ws) == 0 {
		return len(text), nil
	}
	if len(ws) == 1 {
		return ws[0].start, keywordsWithPrefix(notation.EffectNames(), ws[0].text)
	}
	v := s.g.View()
	names := inPlayNames(v, true, 0, 1)
	return completeArgs(ws[1:], []string{"opponent"}, names)
}

// distinctCopies writes each candidate card whose copies in player p's
// deck differ (an enhanced copy beside a plain one) once per distinct copy,
// as play and discard take it: "Troll +capture", "Troll plain". Cards whose
// copies are identical stay as they are.
func (s *Session) distinctCopies(p int8, cands []string) []string {
	d := s.decks[p]
	if d == nil {
		return cands
	}
	var out []string
	for _, c := range cands {
		def, err := s.cards.Lookup(strings.Trim(c, `"`))
		if err != nil {
			out = append(out, c)
			continue
		}
		var variants []string
		for _, dc := range d.Cards {
			if dc.CardID == def.ID {
				if v := notation.IconWords(engine.IconsOf(dc.Enhancements)); !slicesContains(variants, v) {
					variants = append(variants, v)
				}
			}
		}
		if len(variants) < 2 {
			out = append(out, c)
			continue
		}
		for _, v := range variants {
			out = append(out, c+" "+v)
		}
	}
	return out
}

func slicesContains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// handNames are the titles that can be in player p's hand: the known
// cards, and while the hand holds unknown cards the deck list's cards (of
// the active house once one is chosen).
func (s *Session) handNames(v engine.View, p int8) []string {
	hand := v.Players[p].Hand
	var out []string
	for _, id := range hand.Known {
		if c := s.cards.Card(id); c != nil {
			out = append(out, c.Name)
		}
	}
	if hand.Count > len(hand.Known) || hand.Count == 0 {
		out = append(out, s.deckNames(p, v.House)...)
	}
	return out
}

// deckNames are the titles of player p's deck list (of house h when set).
func (s *Session) deckNames(p int8, h engine.House) []string {
	var out []string
	d := s.decks[p]
	if d == nil {
		return nil
	}
	for _, dc := range d.Cards {
		c := s.cards.Card(dc.CardID)
		if c == nil || c.GiganticBottom {
			continue
		}
		house := dc.House // a maverick's
		if house == "" {
			house = c.House
		}
		if h == "" || house == h {
			out = append(out, c.Name)
		}
	}
	return out
}

// inPlayNames are the titles in play for players ps: creatures, and
// artifacts too when artifacts is set.
func inPlayNames(v engine.View, artifacts bool, ps ...int8) []string {
	var out []string
	for _, p := range ps {
		pv := &v.Players[p]
		for _, c := range pv.Battleline {
			out = append(out, c.Name)
		}
		if artifacts {
			for _, c := range pv.Artifacts {
				out = append(out, c.Name)
			}
		}
	}
	return out
}

// answersWithPrefix are the answers whose folded text (quotes aside)
// starts with the typed word's.
func answersWithPrefix(answers []string, typed string) []string {
	f := carddb.Fold(typed)
	var out []string
	for _, a := range answers {
		if strings.HasPrefix(carddb.Fold(strings.Trim(a, `"'`)), f) {
			out = append(out, a)
		}
	}
	return out
}

func keywordsWithPrefix(all []string, prefix string) []string {
	p := strings.ToLower(prefix)
	var out []string
	for _, k := range all {
		if strings.HasPrefix(strings.ToLower(k), p) {
			out = append(out, k)
		}
	}
	return out
}

// namesWithPrefix are the names whose folded form starts with prefix's,
// sorted, each quoted when it needs quotes.
func namesWithPrefix(names []string, prefix string) []string {
	f := carddb.Fold(prefix)
	var out []string
	for _, n := range names {
		if strings.HasPrefix(carddb.Fold(n), f) {
			out = append(out, quote(n))
		}
	}
	sort.Strings(out)
	return out
}

// quote writes a name as one token of the notation: bare when it can be,
// else in double quotes (spaces, quotes, '#', a leading digit or sign, a
// word the notation reserves).
func quote(s string) string {
	bare := s != "" && !strings.ContainsAny(s, " \t\"#\\“”") && !strings.ContainsAny(s[:1], "0123456789+->['") &&
		!reservedWords[strings.ToLower(s)] && s != "?"
	if bare {
		return s
	}
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`)
	return `"` + r.Replace(s) + `"`
}

var reservedWords = map[string]bool{
	"left": true, "right": true, "at": true, "on": true, "splash": true,
	"turn": true, "next": true, "opponent": true,
}

func dedupe(xs []string) []string {
	seen := map[string]bool{}
	out := xs[:0]
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			out = append(out, x)
		}
	}
	return out
}

// CommonPrefix is the longest prefix all of xs share ("" for none).
func CommonPrefix(xs []string) string {
	if len(xs) == 0 {
		return ""
	}
	p := xs[0]
	for _, x := range xs[1:] {
		for !strings.HasPrefix(x, p) {
			p = p[:len(p)-1]
		}
	}
	for !utf8.ValidString(p) { // never half a character
		p = p[:len(p)-1]
	}
	return p
}
