package notation

import (
	"strings"
	"unicode"

	"github.com/kfr-dev/kfr/engine"
)

// Houses are the engine's house ids, in the order the notation lists them.
var Houses = []engine.House{
	"brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed",
	"saurian", "staralliance", "unfathomable", "ekwidon", "geistoid",
	"skyborn", "redemption",
}

// ParseHouse reads a house forgivingly: any case, with or without spaces
// and punctuation ("Star Alliance", "star-alliance", "STARALLIANCE").
func ParseHouse(s string) (engine.House, bool) {
	k := squash(s)
	for _, h := range Houses {
		if string(h) == k {
			return h, true
		}
	}
	return "", false
}

// squash keeps only letters and digits, lower-cased.
func squash(s string) string {
	var b strings.Builder
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// Verbs are the words a log line can start with (besides "N." turn
// headers, "> " effects and "# " comments), for completion and suggestions.
var Verbs = []string{
	"mulligan", "forge", "house", "archives", "play", "discard", "reap",
	"fight", "action", "omni", "tide", "draw", "choose", "check", "end", "concede", "unstun", "hand", "order", "prophecy", "flip",
}

var verbByName = map[string]engine.Verb{
	"mulligan": engine.VerbMulligan, "forge": engine.VerbForge, "house": engine.VerbHouse,
	"archives": engine.VerbArchives, "play": engine.VerbPlay, "discard": engine.VerbDiscard,
	"reap": engine.VerbReap, "fight": engine.VerbFight, "action": engine.VerbAction,
	"omni": engine.VerbOmni, "tide": engine.VerbTide, "draw": engine.VerbDraw,
	"choose": engine.VerbChoose, "check": engine.VerbCheck, "end": engine.VerbEnd,
	"concede": engine.VerbConcede, "unstun": engine.VerbUnstun, "hand": engine.VerbHand, "order": engine.VerbOrder,
	"prophecy": engine.VerbProphecy, "flip": engine.VerbFlip,
}

// EffectNames are the declared effects' names, in EffectKind order.
func EffectNames() []string {
	var out []string
	for _, s := range engine.EffectSpecs {
		if s.Kind != engine.EffNone {
			out = append(out, s.Name)
		}
	}
	return out
}

// Player check fields (numbers) and card check fields, as engine.CheckItem
// documents them.
var (
	playerFields     = []string{"aember", "keys", "chains", "hand", "deck", "discard", "archives", "purged", "keycost"}
	playerWordFields = map[string][]string{
		"won": {"yes", "no"}, // the game is over and this player won (no: not, or not yet)
	}
	cardNumFields  = []string{"damage", "power", "armor", "aember", "counters", "position"}
	cardWordFields = map[string][]string{
		"location":  {"hand", "play", "discard", "deck", "archives", "purged"},
		"status":    {"exhausted", "ready", "stunned", "warded", "enraged"},
		"flank":     {"yes", "no"}, // on a flank of its battleline
		"exhausted": {"yes", "no"}, // a status present or absent: "warded no"
		"stunned":   {"yes", "no"},
		"warded":    {"yes", "no"},
		"enraged":   {"yes", "no"},
	}
	// fieldAliases are check fields typed as a verb ("ward no") and the
	// field they mean.
	fieldAliases = map[string]string{"ward": "warded", "stun": "stunned", "enrage": "enraged", "exhaust": "exhausted"}
)

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// closest returns the candidate nearest to s by edit distance, or "" when
// none is near enough to be a plausible typo.
func closest(s string, candidates []string) string {
	best, bestD := "", len(s)/2+2
	for _, c := range candidates {
		if d := distance(strings.ToLower(s), c); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// distance is the Levenshtein distance over bytes.
func distance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func didYouMean(s string, candidates []string) string {
	if c := closest(s, candidates); c != "" {
		return `did you mean "` + c + `"?`
	}
	return ""
}

func houseNames() []string {
	out := make([]string, len(Houses))
	for i, h := range Houses {
		out[i] = string(h)
	}
	return out
}
