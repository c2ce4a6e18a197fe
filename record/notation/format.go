package notation

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// Format prints a match in canonical notation: the known tags in a fixed
// order (each only when set; Chains1 and Chains2 always once a player is
// named), the other tags in their order, a blank line, then one entry a
// line with its trailing comment after two spaces.
func Format(m *record.Match, r Resolver) []byte {
	var b strings.Builder
	tags := headerLines(&m.Header)
	for _, t := range tags {
		b.WriteString(t)
		b.WriteByte('\n')
	}
	if len(tags) > 0 && len(m.Entries) > 0 {
		b.WriteByte('\n')
	}
	for _, e := range m.Entries {
		b.WriteString(FormatAction(e, &m.Header, r))
		if e.Comment != "" && e.Action.Verb != engine.VerbComment {
			b.WriteString("  # ")
			b.WriteString(oneLine(e.Comment))
		}
		b.WriteByte('\n')
	}
	return []byte(b.String())
}

func headerLines(h *record.Header) []string {
	var out []string
	add := func(name, value string) {
		out = append(out, "["+name+" "+forceQuote(oneLine(value))+"]")
	}
	if h.Event != "" {
		add("Event", h.Event)
	}
	if h.Date != "" {
		add("Date", h.Date)
	}
	for i := range 2 {
		n := strconv.Itoa(i + 1)
		if h.Players[i] != "" {
			add("Player"+n, h.Players[i])
		}
		if h.Decks[i] != "" {
			add("Deck"+n, h.Decks[i])
		}
	}
	if h.First == 0 || h.First == 1 {
		add("First", h.Players[h.First])
	}
	if h.Players[0] != "" || h.Players[1] != "" || h.Chains != [2]int{} {
		add("Chains1", strconv.Itoa(h.Chains[0]))
		add("Chains2", strconv.Itoa(h.Chains[1]))
	}
	if h.ChainBid {
		add("ChainBid", "yes")
	}
	if w := h.Result.Winner; (w == 0 || w == 1) && h.Result.Reason != "" {
		add("Result", h.Players[w]+" "+h.Result.Reason)
	}
	for _, t := range h.Tags {
		add(t.Name, t.Value)
	}
	return out
}

// oneLine keeps printed text on its line.
func oneLine(s string) string {
	return strings.ReplaceAll(s, "\n", " ")
}

// FormatAction prints one entry's action in canonical form, without its
// trailing comment or a newline.
func FormatAction(e record.Entry, h *record.Header, r Resolver) string {
	if h == nil {
		h = &record.Header{}
	}
	f := formatter{h: h, r: r}
	a := e.Action
	switch a.Verb {
	case engine.VerbComment:
		if len(a.Words) == 0 || a.Words[0] == "" {
			return "#"
		}
		return "# " + oneLine(a.Words[0])
	case engine.VerbTurn:
		return strconv.Itoa(int(a.N)) + ". " + f.player(a.Player)
	case engine.VerbEffect:
		return f.effect(a.Effect)
	}
	out := []string{a.Verb.String()}
	switch a.Verb {
	case engine.VerbMulligan, engine.VerbConcede:
		out = append(out, f.player(a.Player))
	case engine.VerbHand:
		out = append(out, f.player(a.Player))
		for _, c := range a.Cards {
			out = append(out, f.card(c))
		}
	case engine.VerbOrder, engine.VerbArchives:
		for _, c := range a.Cards {
			out = append(out, f.card(c))
		}
	case engine.VerbForge:
		if a.Key != engine.KeyAny {
			out = append(out, a.Key.String())
		}
	case engine.VerbHouse:
		out = append(out, string(a.House))
	case engine.VerbPlay:
		out = append(out, f.card(a.Card))
		if a.Card.Icons != "" {
			out = append(out, IconWords(a.Card.Icons))
		}
		switch a.Flank {
		case engine.FlankLeft:
			out = append(out, "left")
		case engine.FlankRight:
			out = append(out, "right")
		case engine.FlankAt:
			out = append(out, "at", strconv.Itoa(int(a.Pos)))
		}
		if !a.Target.IsZero() {
			out = append(out, "on", f.card(a.Target))
		}
	case engine.VerbDiscard:
		out = append(out, f.card(a.Card))
		if a.Card.Icons != "" {
			out = append(out, IconWords(a.Card.Icons))
		}
	case engine.VerbProphecy:
		out = append(out, f.card(a.Card))
		if !a.Target.IsZero() {
			out = append(out, "with", f.card(a.Target))
			if a.Target.Icons != "" {
				out = append(out, IconWords(a.Target.Icons))
			}
		}
		if a.House != "" {
			out = append(out, "house", string(a.House))
		}
	case engine.VerbFlip:
		out = append(out, f.card(a.Card))
	case engine.VerbReap, engine.VerbAction, engine.VerbOmni, engine.VerbUnstun:
		out = append(out, f.card(a.Card))
	case engine.VerbFight:
		out = append(out, f.card(a.Card), f.card(a.Target))
	case engine.VerbDraw:
		if len(a.Cards) == 0 {
			out = append(out, strconv.Itoa(int(a.N)))
		}
		for _, c := range a.Cards {
			out = append(out, f.card(c))
		}
	case engine.VerbChoose:
		out = f.answers(out, a)
	case engine.VerbCheck:
		out = append(out, f.check(a.Check)...)
	}
	return strings.Join(out, " ")
}

type formatter struct {
	h *record.Header
	r Resolver
}

func (f formatter) player(pl int8) string {
	if pl == 0 || pl == 1 {
		return quote(f.h.Players[pl])
	}
	return "?"
}

// card prints a reference by the card's printed name, or by its id when
// the name would not find this very card again (same-title reprints).
func (f formatter) card(c engine.CardRef) string {
	if c.ID == "" {
		name := "?"
		if c.Copy > 0 {
			name += "#" + strconv.Itoa(c.Copy)
		}
		return name
	}
	name := c.ID
	if f.r != nil {
		if def := f.r.Card(c.ID); def != nil {
			if got, err := f.r.Lookup(def.Name); err == nil && got.ID == def.ID {
				name = def.Name
			}
		}
	}
	s := quote(name)
	if c.Copy > 0 {
		if s[0] != '"' && strings.ContainsRune(name, '#') {
			s = forceQuote(name)
		}
		s += "#" + strconv.Itoa(c.Copy)
	}
	return s
}

// word prints a choose word bare when it reads back as that word, else in
// single quotes.
func (f formatter) word(w string) string {
	w = oneLine(w)
	t := token{text: w, raw: w}
	splitCopy(&t)
	r, _ := utf8.DecodeRuneInString(w)
	bare := w != "" && w != "?" && t.copy == 0 && !unicode.IsUpper(r) && r != '"' && r != '\'' && r != '#'
	for _, r := range w {
		if unicode.IsSpace(r) {
			bare = false
		}
	}
	if bare && f.r != nil {
		p := lineParser{r: f.r}
		bare = !p.exactCard(w)
	}
	if bare {
		return w
	}
	return delimit(w, '\'')
}

func (f formatter) effect(e *engine.Effect) string {
	if e == nil {
		return ">"
	}
	out := []string{">"}
	if e.Player == 0 || e.Player == 1 {
		out = append(out, f.player(e.Player))
	} else if e.Opponent {
		out = append(out, "opponent")
	}
	out = append(out, e.Kind.String())
	if int(e.Kind) >= len(engine.EffectSpecs) {
		return strings.Join(out, " ")
	}
	for _, arg := range strings.Fields(engine.EffectSpecs[e.Kind].Args) {
		opt := strings.HasSuffix(arg, "?")
		switch strings.TrimSuffix(arg, "?") {
		case "n":
			if !opt || e.N != 0 {
				out = append(out, strconv.Itoa(e.N))
			}
		case "+n":
			s := strconv.Itoa(e.N)
			if e.N >= 0 {
				s = "+" + s
			}
			out = append(out, s)
		case "c":
			if e.Kind == engine.EffGrant && e.Card.IsZero() {
				out = append(out, "each")
			} else if !opt || !e.Card.IsZero() {
				out = append(out, f.card(e.Card))
			}
		case "x":
			out = append(out, delimit(oneLine(e.Text), '"'))
		case "t":
			if !opt || !e.Target.IsZero() {
				out = append(out, f.card(e.Target))
			}
		case "k":
			if !opt || e.Key != engine.KeyAny {
				out = append(out, e.Key.String())
			}
		case "w":
			out = append(out, string(e.Keyword))
		case "s":
			if e.Splash != 0 {
				out = append(out, "splash", strconv.Itoa(e.Splash))
			}
		case "d":
			if e.Duration != engine.UntilNone {
				out = append(out, e.Duration.String())
			}
			if e.Duration == engine.UntilLeavesPlay {
				out = append(out, f.card(e.Target))
			}
		}
	}
	return strings.Join(out, " ")
}

func (f formatter) check(c *engine.Check) []string {
	if c == nil {
		return nil
	}
	var out []string
	if c.Card.IsZero() {
		out = append(out, f.player(c.Player))
	} else {
		out = append(out, f.card(c.Card))
	}
	for _, it := range c.Items {
		if it.Word != "" {
			out = append(out, it.Field, it.Word)
		} else {
			out = append(out, it.Field, strconv.Itoa(it.N))
		}
	}
	return out
}

// answers writes a choose line's cards and words in the order the line
// gave them (Action.Mix), cards first when it is not recorded.
func (f *formatter) answers(out []string, a engine.Action) []string {
	ci, wi := 0, 0
	for i := 0; ci < len(a.Cards) || wi < len(a.Words); i++ {
		word := a.Mix&(1<<i) != 0 && i < 32
		if a.Mix == 0 {
			word = ci >= len(a.Cards)
		}
		if word && wi < len(a.Words) || ci >= len(a.Cards) {
			out = append(out, f.word(a.Words[wi]))
			wi++
		} else {
			out = append(out, f.card(a.Cards[ci]))
			ci++
		}
	}
	return out
}
