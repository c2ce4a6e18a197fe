// Package record holds the match record: its header and ordered action log,
// and (in sub-packages) the notation, the binary codec, the SQLite store and
// the importers that fill it.
package record

import "github.com/kfr-dev/kfr/engine"

// Tag is a header tag that kfr has no field for, kept in order.
type Tag struct {
	Name  string
	Value string
}

// Header is what a match is about, as notation's tag lines give it.
type Header struct {
	Event   string
	Date    string // YYYY-MM-DD as typed
	Players [2]string
	Decks   [2]string // deck name or id, as stored decks are named
	First   int8      // index of the first player; engine.NoPlayer when not said
	Chains  [2]int
	// ChainBid is true when the chains were agreed by bidding rather than
	// recommended (notation tag [ChainBid "yes"]).
	ChainBid bool
	Result   Result
	Tags     []Tag
}

// Result is how a match ended, when it has.
type Result struct {
	Winner int8   // engine.NoPlayer while undecided
	Reason string // "keys", "concede", ""
}

// Entry is one line of the log: the action, the text it was typed as, and a
// trailing comment.
type Entry struct {
	Action  engine.Action
	Text    string // original text (for the store and error messages)
	Comment string // trailing "# …" without the marker
	Line    int    // line number in the file it came from (0 when not from a file)
}

// MaxActions bounds a match's log. No real match comes near it (a long
// one has about 600 actions); past it a file or a stored log is refused
// with an error rather than read into memory whole.
const MaxActions = 10_000

// Match is a header and its ordered log.
type Match struct {
	ID      string
	Header  Header
	Entries []Entry
}

// ScriptsTag is the header tag that limits the scripts a match's replay
// resolves: [Scripts "hand"] resolves only hand-written ones, and the log
// declares the effects of the cards compiled from their text (the TCO
// importer writes it, see record/tco).
const ScriptsTag = "Scripts"

// Scripts is the set of scripts the match's replay resolves.
func (h *Header) Scripts() engine.Scripts {
	for _, t := range h.Tags {
		if t.Name == ScriptsTag && t.Value == "hand" {
			return engine.HandScripts
		}
	}
	return engine.AllScripts
}

// Setup is the engine's setup for the match: its players, their decks
// and chains, who is first, and the scripts it resolves.
func (h *Header) Setup(first int8, decks [2]*engine.Deck) engine.Setup {
	s := engine.Setup{First: first, HandOnly: h.Scripts() == engine.HandScripts}
	for i := range s.Players {
		s.Players[i] = engine.PlayerSetup{Name: h.Players[i], Deck: decks[i], Chains: h.Chains[i]}
	}
	return s
}

// PlayerIndex returns 0 or 1 for a player name of the header (exact match
// first, then case-insensitive), or engine.NoPlayer.
func (h *Header) PlayerIndex(name string) int8 {
	for i, p := range h.Players {
		if p == name {
			return int8(i)
		}
	}
	for i, p := range h.Players {
		if equalFoldASCII(p, name) {
			return int8(i)
		}
	}
	return engine.NoPlayer
}

func equalFoldASCII(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i < len(a); i++ {
		x, y := a[i]|0x20, b[i]|0x20
		if x != y || (a[i] != b[i] && (x < 'a' || x > 'z')) {
			return false
		}
	}
	return true
}
