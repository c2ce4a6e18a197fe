package engine

import "strings"

// optionWorded is the option of the "choose one" step at r.pc that word
// names when the step lists no option names (a card compiled from its
// text): the one option whose printed clauses hold word as a whole word
// ("Heal" for "Fully heal a creature and gain 1A."), 0 when none or
// several do. TCO names options by short labels of its own; a label that
// is a word of exactly one option's text can only mean that option.
func (g *Game) optionWorded(r *run, word string) int {
	word = strings.ToLower(strings.TrimSpace(word))
	if word == "" || strings.ContainsRune(word, ' ') {
		return 0
	}
	steps := g.stepsOf(r)
	name := g.defs[r.def].Name
	found := 0
	for k := 1; k <= 8; k++ {
		var text strings.Builder
		for i := int(r.pc) + 1; i < len(steps); i++ {
			if int(steps[i].Opt) == k {
				text.WriteString(clauseText(&steps[i], name))
				text.WriteByte(' ')
			}
		}
		if text.Len() == 0 {
			break
		}
		if !hasWord(strings.ToLower(text.String()), word) {
			continue
		}
		if found != 0 {
			return 0 // two options hold the word: it names neither
		}
		found = k
	}
	return found
}

// hasWord reports whether w occurs in s as a whole word.
func hasWord(s, w string) bool {
	for _, f := range strings.FieldsFunc(s, func(c rune) bool {
		return !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c >= 0x80)
	}) {
		if f == w {
			return true
		}
	}
	return false
}

// tcocScripts are held scripts (written and tested with their lists) that
// the TCO import, reading a scripted card's lines as checks and answering
// its choices from them, no longer needs held back: the shared logs agree
// with the engine more with them.
var tcocScripts = released(handAHeld, "axiom-of-grisk")

// released picks the scripts of ids out of a held list.
func released(held []Script, ids ...string) []Script {
	var out []Script
	for _, id := range ids {
		for i := range held {
			if held[i].ID == id {
				out = append(out, held[i])
			}
		}
	}
	return out
}
