package engine

import (
	"sort"
	"strings"
	"unicode"
)

// Card text normalisation, shared by the card compiler (engine/cardgen)
// and the test that compares every compiled card's English with its
// printed text: both sides go through the same functions, so that what
// the test accepts is exactly what the compiler checked.

// NormalizeCardText is a card's printed text as the compiler reads it:
// reminder text in parentheses removed; the Æmber and damage symbols
// (the card font's private-use glyphs, "<A>", "<D>") written A and D;
// typographic quotes, dashes and spaces made plain; "Enhance …" lines
// (bonus icons, not abilities) dropped; one line per printed paragraph,
// single spaces, and a space after a sentence's full stop where the data
// runs two sentences together ("creature.If that").
func NormalizeCardText(s string) string {
	s = stripParens(s)
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\uf360':
			b.WriteByte('A')
		case r == '\uf361':
			b.WriteByte('D')
		case r >= '\ue000' && r <= '\uf8ff':
			// Other card-font glyphs: the bonus icons of "Enhance" lines.
		case r == '\ufeff' || r == '\u200b' || r == '\u200c' || r == '\u200d' || r == '\r':
		case r == '\u2018' || r == '\u2019':
			b.WriteByte('\'')
		case r == '\u201c' || r == '\u201d':
			b.WriteByte('"')
		case r == '\u2013' || r == '\u2014' || r == '\u2011' || r == '\u2010' || r == '\u2212':
			b.WriteByte('-')
		case r == '|' || r == '\n' || r == '\v':
			b.WriteByte('\n')
		case unicode.IsSpace(r):
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	s = strings.NewReplacer("<A>", "A", "<D>", "D", "<a>", "A", "<d>", "D").Replace(b.String())
	var lines []string
	for _, line := range strings.Split(s, "\n") {
		line = strings.Join(strings.Fields(spaceAfterStop(line)), " ")
		if line == "" || strings.HasPrefix(line, "Enhance") {
			continue
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

// stripParens removes reminder text: everything in parentheses, nested or
// not (an unclosed parenthesis runs to the end of the text).
func stripParens(s string) string {
	if !strings.Contains(s, "(") {
		return s
	}
	var b strings.Builder
	depth := 0
	for _, r := range s {
		switch {
		case r == '(':
			if depth == 0 {
				// "this turn (including this one).": no space is left
				// before the stop.
				t := strings.TrimRight(b.String(), " ")
				b.Reset()
				b.WriteString(t)
			}
			depth++
		case r == ')' && depth > 0:
			depth--
		case depth == 0:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// spaceAfterStop puts a space after a sentence-ending '.' or '!' glued to
// the next sentence's capital letter, and after a comma glued to a word.
func spaceAfterStop(s string) string {
	var b strings.Builder
	prev := rune(0)
	for _, r := range s {
		if (prev == '.' || prev == '!') && unicode.IsUpper(r) || prev == ',' && unicode.IsLetter(r) {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
		prev = r
	}
	return b.String()
}

// CardTextKey is the form in which a compiled card's English and its
// printed text must agree: the normalised text's words, case folded
// except the A and D symbols, with only wordings that say the same thing
// made one ("After Reap:" and "Reap:"; "their owner's" and "its owner's"
// for one card). Nothing here may make two different effects agree.
func CardTextKey(text string) string {
	text = NormalizeCardText(text)
	text = strings.NewReplacer(
		"After Reap:", "Reap:", "After Fight:", "Fight:",
		"/After Reap", "/Reap", "/After Fight", "/Fight",
		"\n", " ",
	).Replace(text)
	words := dropKeywords(glueQuotes(strings.Fields(text)))
	for i, w := range words {
		if !isSymbolWord(w) || w == "A" && i+1 < len(words) && clauseStart(words, i) && isLowerWord(words[i+1]) {
			words[i] = strings.ToLower(w)
		}
	}
	key := strings.Join(sortAdjectives(sameWording(words)), " ")
	return strings.NewReplacer(
		// After a damage step the two say the same.
		"if this damage destroys that creature,", "if that creature is destroyed,",
		"draw 1 card", "draw a card",
		"each of that creature's neighbors", "each of its neighbors",
		"if you do not,", "otherwise,",
		" twice.", " 2 times.",
		"from your discard pile", "in your discard pile",
		"from your opponent's discard pile", "in your opponent's discard pile",
		"from a discard pile", "in a discard pile",
	).Replace(key)
}

// adjectives are the words of a target descriptor whose order printings
// vary ("damaged friendly creature", "friendly damaged creature").
var adjectives = map[string]bool{
	"damaged": true, "undamaged": true, "exhausted": true, "stunned": true, "warded": true, "enraged": true,
	"friendly": true, "enemy": true, "flank": true, "non-flank": true, "brobnar": true, "dis": true, "logos": true,
	"mars": true, "sanctum": true, "shadows": true, "untamed": true, "saurian": true, "unfathomable": true,
	"ekwidon": true, "geistoid": true, "skyborn": true, "redemption": true,
}

// sortAdjectives puts each run of two or more adjectives in one order.
func sortAdjectives(words []string) []string {
	for i := 0; i < len(words); {
		j := i
		for j < len(words) && adjectives[words[j]] {
			j++
		}
		if j-i > 1 {
			sort.Strings(words[i:j])
		}
		i = max(j, i+1)
	}
	return words
}

// glueQuotes joins a quotation mark standing alone to the word it
// quotes (`gains, " Reap: …. "` is `gains, "Reap: …."`), and writes the
// comma or colon before a quoted ability as a comma (`gains: "…"`).
func glueQuotes(words []string) []string {
	var out []string
	open := false
	for i := 0; i < len(words); i++ {
		w := words[i]
		if w == "\"" && !open && i+1 < len(words) {
			words[i+1] = "\"" + words[i+1]
			continue
		}
		if w == "\"" && open && len(out) > 0 {
			out[len(out)-1] += "\""
			open = false
			continue
		}
		if strings.HasPrefix(w, "\"") && len(out) > 0 {
			prev := strings.TrimRight(out[len(out)-1], ",:")
			if prev == "gains" || prev == "gain" {
				out[len(out)-1] = prev + ","
			}
		}
		open = open != (strings.Count(w, "\"")%2 == 1)
		out = append(out, w)
	}
	return out
}

// clauseStart reports whether words[i] starts a sentence or clause: the
// capital "A" there is the article, not the Æmber symbol.
func clauseStart(words []string, i int) bool {
	return i == 0 || strings.HasSuffix(words[i-1], ".") || strings.HasSuffix(words[i-1], ":") || strings.HasSuffix(words[i-1], ",")
}

func isLowerWord(w string) bool { return w != "" && w[0] >= 'a' && w[0] <= 'z' }

// sameWording makes one the printed wordings that say the same thing:
// "After Fight/Reap:" and "Fight/Reap:"; "two" and "2"; "it" and "that
// creature"; "all Mars creatures" and "each Mars creature", "Enemy
// creatures cannot reap" and "each enemy creature cannot reap"; "your
// hand", "their owner's hand" and "its owner's hand" (a card goes to its
// owner's hand or deck whatever the text says: rulebook, "Ownership").
func sameWording(words []string) []string {
	var out []string
	for i := 0; i < len(words); i++ {
		w := words[i]
		bare, punct := splitPunct(w)
		switch {
		case bare == "\"after" && i+1 < len(words) && (strings.HasPrefix(words[i+1], "reap") || strings.HasPrefix(words[i+1], "fight")):
			words[i+1] = "\"" + words[i+1] // `"After Reap:` is `"Reap:`
			continue
		case bare == "after" && i+1 < len(words) && (strings.HasPrefix(words[i+1], "reap") || strings.HasPrefix(words[i+1], "fight")) && strings.ContainsAny(words[i+1], "/:"):
			continue
		case punct == "," && i+2 < len(words) && words[i+1] == "with" && isSymbolWord(words[i+2]) && strings.HasSuffix(strings.TrimRight(words[i+2], ".,"), "D"):
			out = append(out, bare) // "Deal 4D to a creature, with 2D splash"
		case bare == "from" && fromYourHand(words[i:], out):
			_, p3 := splitPunct(words[i+2])
			out[len(out)-1] += p3 // "Discard a card from your hand." is "Discard a card."
			i += 2
		case bare == "in" && i+1 < len(words) && strings.TrimRight(words[i+1], ".,") == "play" && countsInPlay(out):
			if _, p := splitPunct(words[i+1]); p != "" {
				out[len(out)-1] += p
			}
			i++ // "for each Mars creature in play": a count is of cards in play
		case len(out) > 0 && strings.TrimSuffix(out[len(out)-1], ",") == "neighbors" && (bare == "captures" || bare == "gains" || bare == "gets"):
			out = append(out, strings.TrimSuffix(bare, "s")+punct) // "each of X's neighbors capture(s)"
		case numberNames[bare] != "":
			out = append(out, numberNames[bare]+punct)
		case bare == "it":
			out = append(out, "that", "creature"+punct)
		case bare == "all":
			if n := pluralNoun(words, i+1); n > 0 {
				out = append(out, "each")
				words[n] = singular(words[n])
				continue
			}
			out = append(out, w)
		case clauseStart(words, i) && !strings.HasSuffix(w, ":") && pluralSubject(words, i) > 0:
			n := pluralSubject(words, i)
			words[n] = singular(words[n])
			if v, p := splitPunct(words[n+1]); v == "get" || v == "gain" {
				words[n+1] = v + "s" + p
			}
			out = append(out, "each", w)
		case (bare == "to" || bare == "into" || bare == "of" && i > 0 && words[i-1] == "bottom") && ownerPlace(words[i+1:]) > 0:
			n := ownerPlace(words[i+1:])
			place, p2 := splitPunct(words[i+n])
			out = append(out, w, "its", "owner's", strings.TrimSuffix(place, "s")+p2)
			i += n
		default:
			out = append(out, w)
		}
	}
	return out
}

// fromYourHand reports whether words start with "from your hand" after
// "discard a card" or "archive N cards" (out, the words so far).
func fromYourHand(words, out []string) bool {
	if len(words) < 3 || words[1] != "your" || len(out) < 2 {
		return false
	}
	if place, _ := splitPunct(words[2]); place != "hand" {
		return false
	}
	switch strings.TrimSuffix(out[len(out)-1], "s") {
	case "card", "creature", "action", "artifact", "upgrade":
	default:
		return false
	}
	// The verb is a few words back, with no punctuation between.
	for k := len(out) - 2; k >= 0 && k >= len(out)-5; k-- {
		if strings.ContainsAny(out[k], ".,:\"") {
			return false
		}
		if out[k] == "discard" || out[k] == "archive" {
			return true
		}
	}
	return false
}

// countsInPlay reports whether the words so far end in a count's noun
// ("for each friendly Mars creature", "there are no enemy creatures"),
// whose cards are in play whether the text says "in play" or not.
func countsInPlay(out []string) bool {
	if len(out) == 0 {
		return false
	}
	switch strings.TrimSuffix(out[len(out)-1], "s") {
	case "creature", "artifact":
	default:
		return false
	}
	for k := len(out) - 2; k >= 0 && k >= len(out)-6; k-- {
		if strings.ContainsAny(out[k], ".,:\"") {
			return false
		}
		if out[k] == "each" && k > 0 && out[k-1] == "for" || out[k] == "are" && k > 0 && out[k-1] == "there" {
			return true
		}
	}
	return false
}

var numberNames = map[string]string{"two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9", "ten": "10"}

// splitPunct splits a word's trailing punctuation off.
func splitPunct(w string) (string, string) {
	bare := strings.TrimRight(w, ".,:;\"")
	return bare, w[len(bare):]
}

// pluralNoun is the index of the plural noun a phrase starting at words[i]
// names within four words ("Mars creatures"), 0 when none.
func pluralNoun(words []string, i int) int {
	for k := i; k < len(words) && k < i+4; k++ {
		switch strings.TrimRight(words[k], ".,") {
		case "creatures", "artifacts", "cards", "upgrades":
			return k
		}
		if strings.ContainsAny(words[k], ".,:") {
			return 0
		}
	}
	return 0
}

// pluralSubject is, for a sentence starting at words[i] with a plural
// subject ("enemy creatures cannot reap", "other friendly creatures get
// +1 armor"), the index of its noun; 0 when the sentence is not so.
func pluralSubject(words []string, i int) int {
	n := pluralNoun(words, i)
	if n == 0 || n+1 >= len(words) {
		return 0
	}
	switch strings.TrimRight(words[n+1], ",:") {
	case "get", "gain", "cannot":
		return n
	}
	return 0
}

func singular(w string) string {
	bare, p := splitPunct(w)
	return strings.TrimSuffix(bare, "s") + p
}

// ownerPlace reads "your hand", "its owner's deck", "their owners'
// hands" at the start of words: how many words they are, 0 when not so.
func ownerPlace(words []string) int {
	n := 0
	switch {
	case len(words) >= 2 && words[0] == "your":
		n = 1
	case len(words) >= 3 && (words[0] == "its" || words[0] == "their") && (words[1] == "owner's" || words[1] == "owners'"):
		n = 2
	default:
		return 0
	}
	switch place, _ := splitPunct(words[n]); place {
	case "hand", "hands", "deck", "decks":
		return n + 1
	}
	return 0
}

// printedKeywords are the keywords a sentence of their own may list
// ("Elusive.", "Assault 2.", "Deploy. Taunt."): printed facts of the card
// (CardDef.Keywords), not abilities a script holds.
var printedKeywords = map[string]bool{
	"elusive": true, "skirmish": true, "taunt": true, "deploy": true, "alpha": true, "omega": true,
	"poison": true, "assault": true, "hazardous": true, "splash-attack": true, "invulnerable": true,
	"versatile": true, "treachery": true,
}

// dropKeywords removes the sentences that only list keywords.
func dropKeywords(words []string) []string {
	var out []string
	for start := 0; start < len(words); {
		end := start
		for end < len(words)-1 && !strings.HasSuffix(words[end], ".") {
			end++
		}
		if !isKeywordList(words[start : end+1]) {
			out = append(out, words[start:end+1]...)
		}
		start = end + 1
	}
	return out
}

// isKeywordList reports whether a sentence's words are only keywords and
// their numbers ("Assault 2.", "Elusive, skirmish.").
func isKeywordList(words []string) bool {
	for i, w := range words {
		w = strings.ToLower(strings.TrimRight(w, ".,"))
		if !printedKeywords[w] && !(i > 0 && isDigits(w)) {
			return false
		}
	}
	return true
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

// isSymbolWord reports whether a word holds the A or D symbol ("A", "2A",
// "3D,", "A.") whose capital must not be folded into the article "a".
func isSymbolWord(w string) bool {
	w = strings.TrimRight(w, ".,:;\"")
	w = strings.TrimLeft(w, "+-")
	i := 0
	for i < len(w) && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	return w[i:] == "A" || w[i:] == "D"
}
