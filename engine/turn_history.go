package engine

import (
	"slices"
	"strconv"
)

// The turn history: what each player did on each turn, as far back as
// the cards ask (this turn, and a player's previous turn: "if your
// opponent forged a key on their previous turn"). Each deed is a lasting
// entry of kind hrLastHist noted from the event the engine emits for it
// (hrNote), so it is in the snapshot and the state hash like any lasting
// effect, and it ends by itself: an entry lives through the turn after
// its own, then expires at that turn's end. Only a game with a card that
// reads the history keeps it (hrHistory, set by noteScripts from
// hrHistoryReaders): other games' states and hashes are as they were.
//
// The deeds are the acts below, each about the player who did it (a
// destroyed creature: its controller); the entry's text is the card's id
// and its house the card's house then, for "Sanctum cards", "Mars
// creatures".

// hrHistory is set in a game's constant-ability bits when one of its
// cards reads the turn history: a marker, no card's constant ability.
const hrHistory StaticKind = 64

// hrLastHist is a deed of the turn history (n: its histAct).
const hrLastHist lastKind = 100

// histAct is a kind of deed the history records.
type histAct uint8

// The deeds.
const (
	histTurn      histAct = iota + 1 // the player's turn began (so "their previous turn" is known)
	histPlayed                       // played the card
	histUsed                         // used the card (a stunned creature's unstun too)
	histFought                       // the creature fought
	histReaped                       // the creature reaped
	histDestroyed                    // a creature the player controlled was destroyed
	histForged                       // forged a key
	histStole                        // stole Æmber
	histDiscarded                    // discarded the card from hand
	histExalted                      // exalted the creature (a friendly one, on their turn)
)

// hrHistoryReaders are the cards that read the turn history (noteScripts
// keeps it in games with one of them).
var hrHistoryReaders = []string{
	"alaka", "mega-alaka", "nightforge", "overrun", "recruit", "sneaky-feats",
	"key-hammer", "tendrils-of-pain", "sloth", "giant-sloth", "earthbind",
	"spectral-ruth", "treasure-map", "redlock", "smiling-ruth", "epic-quest",
	"curse-of-cowardice", "rack-of-redemption", "gladiodontus",
	"titanarpon", "speed-sigil", "nautilixian", "lifeweb",
	"purple-aeronaut", // batch Z
}

// hrReadsHistory reports whether the card of script s reads the history.
func hrReadsHistory(s *Script) bool {
	return s != nil && slices.Contains(hrHistoryReaders, s.ID)
}

// hrNote records the deed event e is, in a game that keeps the history.
func (g *Game) hrNote(e *Event) {
	if !g.statics.has(hrHistory) || g.turn == 0 {
		return
	}
	pl := e.Player
	var act histAct
	switch e.Kind {
	case EvTurnStart:
		act = histTurn
	case EvCardPlayed:
		act = histPlayed
	case EvCardUsed:
		act = histUsed
	case EvFight:
		act = histFought
	case EvReap:
		act = histReaped
	case EvDestroyed:
		act = histDestroyed
	case EvKeyForged:
		act = histForged
	case EvAemberStolen:
		act = histStole
	case EvCardDiscarded:
		if e.Other != "" && e.Other != "guessed" {
			return // from the deck or the archives, not from hand
		}
		act = histDiscarded
	case EvAemberCaptured:
		if e.Other != "exalt" || pl != g.active {
			return
		}
		act = histExalted
	default:
		return
	}
	if pl != 0 && pl != 1 {
		return
	}
	h := e.House
	if h == "" && e.Card != "" {
		if d := g.defIndex(e.Card); d >= 0 {
			h = g.defs[d].House
		}
	}
	src := int16(-1)
	if act == histUsed && g.source >= 0 && g.def(g.source).ID == e.Card {
		src = g.source // the card used (not tied: the deed outlives its leaving play)
	}
	g.addLasting(lasting{kind: hrLastHist, player: pl, card: -1, n: int(act), text: e.Card, house: h, until: g.turn + 1, source: src})
}

// hrLatestTurn is player pl's latest turn the history holds: this one
// while pl is active, else their previous turn (0 when it holds none).
func (g *Game) hrLatestTurn(pl int8) int {
	if pl == g.active {
		return g.turn
	}
	t := 0
	for _, l := range g.lasting {
		if l.kind == hrLastHist && l.player == pl && histAct(l.n) == histTurn && l.until-1 < g.turn {
			t = max(t, l.until-1)
		}
	}
	return t
}

// hrCount is how many deeds of kind act player pl did on turn turn whose
// card matches of (nil: any card).
func (g *Game) hrCount(act histAct, pl int8, turn int, of *Target) int {
	n := 0
	for _, l := range g.lasting {
		if l.kind == hrLastHist && l.player == pl && histAct(l.n) == act && l.until == turn+1 && g.hrMatches(&l, of) {
			n++
		}
	}
	return n
}

// hrThisTurn is how many deeds of kind act player pl did this turn whose
// card matches of (nil: any card).
func (g *Game) hrThisTurn(act histAct, pl int8, of *Target) int {
	return g.hrCount(act, pl, g.turn, of)
}

// hrMatches reports whether the card of deed l matches of: its type
// (Kind), house (or not that house), trait and name. A target's side and
// zone do not apply: the deed's player is the side.
func (g *Game) hrMatches(l *lasting, of *Target) bool {
	if of == nil {
		return true
	}
	d := g.defIndex(l.text)
	if d < 0 {
		return false
	}
	def := g.defs[d]
	switch of.Kind {
	case Creature:
		if !def.Type.IsCreature() {
			return false
		}
	case Artifact:
		if def.Type != TypeArtifact {
			return false
		}
	case Upgrade:
		if def.Type != TypeUpgrade {
			return false
		}
	case ActionCard:
		if def.Type != TypeAction {
			return false
		}
	}
	if of.House != "" && (l.house == of.House) == (of.Is&NotHouse != 0) {
		return false
	}
	if of.Trait != "" && !slices.Contains(def.Traits, of.Trait) {
		return false
	}
	return of.Name == "" || of.Name == def.ID
}

// The conditions on the history: Who did Cmp N deeds of the kind with
// cards matching Of (nil: any) on their latest turn — this turn when it
// is theirs, their previous turn otherwise ("if your opponent forged a
// key on their previous turn"). Who ThatController, on an upgrade, is its
// creature's controller (Earthbind's "its controller").
const (
	hrIfPlayed    CondKind = 150 // "if you have played N or more <Of> this turn"
	hrIfUsed      CondKind = 151 // "if you have used N or more <Of> this turn"
	hrIfFought    CondKind = 152 // "if you have used a creature to fight this turn"
	hrIfForged    CondKind = 153 // "if you forged a key this turn"
	hrIfDiscarded CondKind = 154 // "if you have discarded <Of> from your hand this turn"
)

// hrCondAct is the deed a history condition counts, 0 for another kind.
func hrCondAct(k CondKind) histAct {
	switch k {
	case hrIfPlayed:
		return histPlayed
	case hrIfUsed:
		return histUsed
	case hrIfFought:
		return histFought
	case hrIfForged:
		return histForged
	case hrIfDiscarded:
		return histDiscarded
	}
	return 0
}

// hrHolds evaluates a history condition for run r.
func (g *Game) hrHolds(c *Cond, r *run) bool {
	if k := hrKeyOf(c); k != KeyAny {
		return g.hrKeyHolds(c, k, r)
	}
	pl := r.player
	switch c.Who {
	case Opponent:
		pl = other(pl)
	case ThatController:
		if r.src >= 0 {
			pl = g.cards[g.hdCreatureOf(r.src)].controller
		}
	}
	if pl != 0 && pl != 1 {
		return false
	}
	n := 0
	if t := g.hrLatestTurn(pl); t > 0 {
		n = g.hrCount(hrCondAct(c.Is), pl, t, c.Of)
	}
	return compare(n, c.Cmp, c.N)
}

// hrCondText is the English of a history condition.
func hrCondText(c *Cond, name string) string {
	if k := hrKeyOf(c); k != KeyAny {
		return hrKeyText(c, k)
	}
	who, have, did := "you", "have", "did"
	when := " this turn"
	switch c.Who {
	case Opponent:
		who, have, when = "your opponent", "has", " on their previous turn"
	case ThatController:
		who, have = "its controller", "has"
	}
	none := c.Cmp == Equal && c.N == 0
	noun := "a card"
	if c.Of != nil {
		noun = article(targetNoun(c.Of, name, false))
	}
	count := func(plural string) string {
		if c.Cmp == AtLeast && c.N == 1 {
			return noun
		}
		return cmpText(c.Cmp, c.N) + " " + plural
	}
	plural := "cards"
	if c.Of != nil {
		plural = targetNoun(c.Of, name, true)
	}
	switch c.Is {
	case hrIfPlayed:
		if none {
			return who + " " + did + " not play any " + plural + when
		}
		return who + " " + have + " played " + count(plural) + when
	case hrIfUsed:
		if none {
			return who + " " + did + " not use any " + plural + when
		}
		return who + " " + have + " used " + count(plural) + when
	case hrIfFought:
		if none {
			return who + " " + did + " not use any creatures to fight" + when
		}
		if c.Cmp == AtLeast && c.N == 1 {
			return who + " " + have + " used a creature to fight" + when
		}
		return who + " " + have + " used " + cmpText(c.Cmp, c.N) + " creatures to fight" + when
	case hrIfForged:
		if none && c.Who == Opponent {
			return who + " did not forge a key" + when
		}
		if none {
			return who + " " + have + " not forged a key" + when
		}
		return who + " forged a key" + when
	case hrIfDiscarded:
		if none {
			return who + " " + have + " not discarded any " + plural + " from hand" + when
		}
		return who + " " + have + " discarded " + count(plural) + " from hand" + when
	}
	return "history " + strconv.Itoa(int(c.Is))
}
