package tco

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
	"unsafe"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
)

// Comments that mark entries the rules make happen by themselves. An engine
// that replays the match applies these on its own (bonus icons of cards it
// knows, the draw step, chains shed in the draw step, setup draws), so
// these entries are comments (VerbComment): a replay never applies them a
// second time. See Automatic.
const (
	CommentBonusIcon    = "bonus icon"          // "X gains an Æmber due to Y's bonus icon" and the other icons
	CommentBonusPrinted = "bonus icon, printed" // the same, for an Æmber bonus printed on Y (CardDef.Amber)
	CommentDrawStep     = "draw step"           // "X draws 2 cards to their maximum of 6"
	CommentSetup        = "setup"               // the opening hands, before the first turn
	CommentChainsShed   = "chains shed"         // "X's chains are reduced by 1 to 3"
)

// Comments on other entries.
const (
	CommentEndOfTurn = "end of turn" // the checkpoints of a summary line
	CommentKeyPhase  = "key phase"   // "X does not forge a key. They have 3 amber…" (comment "key phase, cost 6")
	// CommentKeySkipped marks the > noforge of a turn whose header TCO
	// follows with its house phase: the key phase was skipped.
	CommentKeySkipped = "key phase skipped"
	CommentUnknown    = "unknown"     // a line kfr did not understand (also in Unknown)
	CommentManual     = "manual mode" // a change made by hand in TCO's manual mode
	// CommentHidden marks an effect the log states without its cards ("deal
	// 1 damage to a creature for each house…", "abduct 2 creatures"): the
	// line is understood, what it did is hidden information. Its Note
	// names the card whose ability it was.
	CommentHidden = "hidden"
	// CommentNamedLater marks an effect whose card a later line named
	// (the creatures of "abduct 2 creatures", named when they leave the
	// abductor's archives).
	CommentNamedLater = "named by a later line"
	// CommentControlInferred marks the > control declared before a
	// player uses a creature only the opponent was seen to have.
	CommentControlInferred = "control inferred"
	// CommentScripted marks an effect of an ability the engine scripts
	// (engine.FullyScripted), kept as a comment entry: the engine
	// resolves it by itself. Its Note (Result.Notes) names the ability's
	// card and the card the effect named: what answers the engine's
	// prompts for that ability.
	CommentScripted = "scripted"
)

// scripts are the scripts an imported game resolves: every card's, those
// compiled from its text included. A scripted card's lines are checks of
// what the engine did (CommentScripted), not effects applied again. A
// match imported when only hand-written scripts were used carries
// [Scripts "hand"] in its header, and replays so.
const scripts = engine.AllScripts

// ScriptSetter is a Resolver that says which scripts the parse assumes
// the engine resolves (tests of message shapes use the hand-written ones
// only, so that a card compiled later does not change what they read).
type ScriptSetter interface {
	ScriptSet() engine.Scripts
}

// AllAmber is the N of a declared move of "all Æmber" from a card: TCO does
// not say how much that was, and a move takes at most what is there.
const AllAmber = 99

// Automatic reports whether an entry records something the engine does by
// itself from the card definitions and the rules alone: printed Æmber
// bonus icons, the draw step, the opening hands, chains shed in the draw
// step. Such entries are comment entries (the line's facts in Words), so a
// replay that applies every entry does them once, the engine's way.
//
// Other bonus icons (IsBonusIcon, comment CommentBonusIcon) are enhanced
// icons, icons repeated by an ability, and printed icons other than Æmber
// that card definitions do not carry: the engine resolves them only when
// the deck list says so (enhancements). With a partial deck from a TCO
// import the replayer applies them as declared effects; with a complete
// deck list it skips them too.
func Automatic(e record.Entry) bool {
	switch e.Comment {
	case CommentBonusPrinted, CommentDrawStep, CommentSetup, CommentChainsShed:
		return true
	}
	return false
}

// IsBonusIcon reports whether an entry is a bonus icon TCO resolved,
// printed or not.
func IsBonusIcon(e record.Entry) bool {
	return e.Comment == CommentBonusIcon || e.Comment == CommentBonusPrinted
}

// UnknownLine is a log line kfr did not understand.
type UnknownLine struct {
	Line int
	Text string
}

// Result is one TCO log turned into a match.
type Result struct {
	Match *record.Match
	// Lines counts the non-blank lines of the log; Understood those turned
	// into actions, effects, checkpoints, kept comments for mechanics the
	// rules do not describe, or known chatter deliberately left out.
	Lines, Understood int
	// Commented counts the understood lines that made a comment entry
	// (possibly beside effects): chat, prophecies, fates, tokens, time
	// counters, lasting effects kfr has no primitive for, "check!".
	Commented int
	Unknown   []UnknownLine
	// Seen lists, per player, the card ids that player was seen to own
	// (played, discarded, reaped or fought with), in order of first sight,
	// each id as many times as the log proves copies (two plays of a title
	// in one turn, a second creature of a title used): PartialDeck makes a
	// copy of each.
	Seen [2][]string
	// Houses lists, per player, the houses chosen as active, in order of
	// first choice: houses of the deck (for PartialDeck).
	Houses [2][]engine.House
	// Notes holds, for each entry of Match.Entries (same index), what a
	// comment entry of an ability knows beyond its words (zero for the
	// others): the match's codec and notation keep a comment's words only.
	Notes Notes
	// Unresolved lists names in card positions that the card database did
	// not know; such lines are counted as unknown.
	Unresolved []string
	Hash       string // sha256 hex of the normalised log

	// made are the lists the parse made (Release hands them on), which
	// an import may have replaced in Match and Notes by longer ones.
	made struct {
		entries []record.Entry
		at      []int32
		notes   []Note
		slab    *slab // the effects, checks and words the entries point to
	}
}

// Note is what a comment entry about an ability knows beyond its words
// (CommentScripted, CommentHidden): the ability's card, and the card its
// effect named. An import answers the engine's prompts and settles hidden
// effects with them.
type Note struct {
	Source engine.CardRef
	Card   engine.CardRef
	// Kind is the effect the line stated, for a CommentScripted entry
	// (EffNone otherwise): what the engine's script should have done.
	Kind engine.EffectKind
	// Pool is 1 + the player whose pool a scripted lose or steal line
	// takes from (0: none): TCO states the amount the ability names, from
	// an empty pool too (PoolOf).
	Pool int8
}

// Parse reads one TCO log ("copy to clipboard" text). name is only used in
// error messages. The error is for input that is not a TCO log at all.
//
// The result's texts (an entry's Text, the players' names, words of
// comments) are pieces of src, not copies: src must not change after
// Parse. (A copy of the log was a twentieth of the bytes a parse and a
// replay allocate; the callers read a log and keep it as read.)
func Parse(name string, src []byte, r Resolver) (*Result, error) {
	if !utf8.Valid(src) {
		// A stray byte does not make a log unreadable: it becomes U+FFFD.
		src = bytes.ToValidUTF8(src, []byte("\uFFFD"))
	}
	p := newParser(r)
	defer p.cards.forget()
	defer p.release()
	src = bytes.TrimPrefix(src, []byte("\xef\xbb\xbf"))
	text := unsafe.String(unsafe.SliceData(src), len(src))
	// About 0.84 entries a line in real logs (chat, connections and the
	// like make none, a summary two), at most 0.91 in 1,000 of them: room
	// for 0.95 a line and a few more. (One a line and 16 more left a fifth
	// of the room unused; a third of a parse's bytes are these lists.)
	lines := strings.Count(text, "\n") + 1
	p.m.Entries = entryLists.Get(lines*19/20 + 8)
	p.res.Notes.room(cap(p.m.Entries))
	h := sha256.New()
	// The lines and their newlines go to h a few kilobytes at a time (one
	// allocation a line was a seventh of a parse's, one Write a line a
	// twentieth).
	hashed := make([]byte, 0, 4096)
	fix := fixerFor(text)
	// The lines, text[from:end] up to a "\n", a trailing "\r" dropped,
	// one at a time (no slice of them).
	for i, from := 0, 0; from <= len(text); i++ {
		end := len(text)
		if k := strings.IndexByte(text[from:], '\n'); k >= 0 {
			end = from + k
		}
		raw := strings.TrimSuffix(text[from:end], "\r")
		line, canon := fix.fixLine(from, from+len(raw))
		from = end + 1
		if line == "" {
			continue
		}
		if len(hashed)+len(line) >= cap(hashed) {
			h.Write(hashed)
			hashed = hashed[:0]
		}
		hashed = append(append(hashed, line...), '\n')
		p.res.Lines++
		p.line(i+1, raw, canon)
	}
	h.Write(hashed)
	if p.nPlayers < 2 {
		return nil, fmt.Errorf("%s: not a TCO log: expected two lines \"<player> brings <deck> to The Crucible\" at the start, found %d; copy the log with TCO's \"copy to clipboard\"", name, p.nPlayers)
	}
	p.finish()
	if p.scripts == engine.HandScripts {
		p.m.Header.Tags = append(p.m.Header.Tags, record.Tag{Name: record.ScriptsTag, Value: "hand"})
	}
	p.res.Hash = hex.EncodeToString(h.Sum(nil))
	p.res.made.entries, p.res.made.at, p.res.made.notes = p.m.Entries, p.res.Notes.at, p.res.Notes.list
	p.res.made.slab = p.slab
	return p.res, nil
}

// parser holds what a log has told so far.
type parser struct {
	// fulfilled is 1 + the entry of the last "uses P to fulfill its
	// prophecy" line (0: none since the fate resolved): the fate it
	// resolves goes there, before the lines of what it did.
	fulfilled int
	res       *Result
	m         *record.Match
	cards     *cards
	nPlayers  int
	names     [2]string // the players' names in canonical spelling

	turns       int    // turns begun (each player's turn counts)
	ownTurns    [2]int // turns begun by each player: the number the header says
	turnOpen    bool   // a turn has begun and not ended
	active      int8   // whose turn it is
	phase       string // "key", "house", "main", "ready", "draw", "" before the first turn
	lastPlay    string // id of the card played last this turn
	conceded    int8
	chatFrom    int8 // the next line is a chat message from this player
	chatNext    bool
	seenOrder   [2][]*cardState // the cards seen for each player, in order of first sight
	chainsSet   [2]bool
	pending     pending // a declaration whose result the next line gives
	pendCard    engine.CardRef
	printed     engine.CardRef // the card played last, whose printed Æmber icons come next
	printedLeft int            // how many of them are still to come, or printedUnread
	pendFresh   bool           // the line being read set pending
	noted       bool           // the line being read made a comment entry
	budget      int            // phrase cuts left for the line being read
	it          engine.CardRef // what "it" means in the ability line being read
	chainsUp    [2]int         // chains gained before the first shed
	owed        *owed          // an effect the line before implies, unless the next line states it
	prevText    string         // the previous normalised line
	unresolv    map[string]bool

	// Kept for later lines: the "abduct N creatures" lines and the cards
	// later named "leaves the archives …" (which name what was abducted).
	scripts      engine.Scripts // the scripts the engine resolves (scripts, or the Resolver's ScriptSet)
	abducted     []abduction
	leftArchives []engine.CardRef

	// scrapped is the card discarded from hand on line scrapLine: a "uses
	// it to …" on the next line is its "Scrap:" ability.
	scrapped  string
	scrapLine int
	// chainChecks are this turn's chains lines, checked at its end.
	chainChecks []chainCheck
	// noChains[pl]: pl drew a full opening hand, so began with no chains.
	noChains [2]bool
	// abilityPlays are the cards an ability played ("uses X to play Y",
	// then "plays Y"), seen for their player at the end (seeAbilityPlays).
	abilityPlays []seenPlay
	// lastUse is the card of the last Action or Omni use, lastUseShape
	// what the line that opened it did, when lastUseShaped (useOrAgain).
	lastUse       string
	lastUseShape  []engine.EffectKind
	lastUseShaped bool
	// tokensMade says a clause made token creatures (makeClause): only
	// then are there token effects to name (nameTokens).
	tokensMade bool
	// copier is a card played as a copy of card copied (copyAfterPlay).
	copier, copied engine.CardRef
	// drawSteps are the words of the draw steps' comments (drawStepWords).
	drawSteps [2][8]string
	// slab holds the effects, checks and comment words of the entries.
	slab *slab
	// spare is where the maps and seenOrder came from (release).
	spare *spare
}

// seenPlay is a card a player played.
type seenPlay struct {
	pl int8
	r  engine.CardRef
}

// abduction is a line "X uses C to abduct N creatures": which creatures, a
// later line says.
type abduction struct {
	entry  int  // the hidden entry of the line
	player int8 // X
	n      int
	after  int // how many "leaves the archives" lines came before it
}

// pending is what the previous line announced and a later line resolves.
type pending uint8

const (
	pendNone    pending = iota
	pendDraw            // "uses X to draw 1 card" then "draws 1 card"
	pendRandom          // "discard a card at random" then "Y discards Z at random"
	pendForge           // "uses X to forge a key" then "forges the red key"
	pendTide            // "uses X to raise the tide" then "changed tide to High"
	pendArchive         // "archive 2 cards from their discard pile" then the names
	pendTake            // "search for X" then "takes X into their hand"
	pendPlay            // "uses X to play Y" then "plays Y"
	pendUse             // "uses X to use Y" then "uses Y to …"
)

func newParser(r Resolver) *parser {
	m := &record.Match{}
	m.Header.First = engine.NoPlayer
	m.Header.Result.Winner = engine.NoPlayer
	sp := spares.Get().(*spare)
	p := &parser{
		res:       &Result{Match: m},
		m:         m,
		slab:      slabs.Get().(*slab),
		cards:     cardsFor(r),
		active:    engine.NoPlayer,
		conceded:  engine.NoPlayer,
		unresolv:  sp.unresolv,
		seenOrder: sp.seenOrder,
		scripts:   scripts,
		spare:     sp,
	}
	if ss, ok := r.(ScriptSetter); ok {
		p.scripts = ss.ScriptSet()
	}
	p.cards.newParse()
	return p
}

// spare holds a parser's map of names and lists of cards, which no
// result holds: a parse done hands them on emptied to the next (spares).
// Made for each log, they were a fortieth of the bytes a parse and a
// replay allocate, and a fiftieth of the allocations.
type spare struct {
	unresolv  map[string]bool
	seenOrder [2][]*cardState
}

var spares = sync.Pool{New: func() any {
	return &spare{
		unresolv: map[string]bool{},
		// Room for a deck's titles.
		seenOrder: [2][]*cardState{make([]*cardState, 0, 40), make([]*cardState, 0, 40)},
	}
}}

// release empties the parser's maps and lists and hands them on (spare):
// the parser is done with.
func (p *parser) release() {
	sp := p.spare
	clear(sp.unresolv)
	for i := range sp.seenOrder {
		// The lists as grown, emptied (no state kept alive by them).
		clear(p.seenOrder[i])
		sp.seenOrder[i] = p.seenOrder[i][:0]
	}
	spares.Put(sp)
}

// lineCtx is the line being read.
type lineCtx struct {
	n    int
	raw  string
	text string
}

func (p *parser) line(n int, raw, text string) {
	c := lineCtx{n: n, raw: raw, text: text}
	if p.chatNext {
		p.chatNext = false
		p.note(c, p.slab.join("chat ", p.m.Header.Players[p.chatFrom], ": ", text))
		p.res.Understood++
		p.res.Commented++
		return
	}
	p.settleOwed(text)
	had := p.pending
	p.pendFresh, p.noted = false, false
	ok := p.dispatch(c)
	p.prevText = text
	if ok && p.noted {
		p.res.Commented++
	}
	if had != pendNone && p.pending == had && !p.pendFresh {
		// A declaration is resolved by the very next line or not at all.
		p.pending = pendNone
	}
	if !ok {
		p.unknown(c)
		return
	}
	p.res.Understood++
}

// dispatch reads one normalised line; false means not understood.
func (p *parser) dispatch(c lineCtx) bool {
	s := c.text
	if p.nPlayers < 2 {
		// The names as written: canonical spelling is for messages only.
		if who, deck, ok := cutBrings(normalise(c.raw)); ok {
			p.m.Header.Players[p.nPlayers] = who
			// Lines are matched in canonical spelling: so are the names
			// in them (a player called "amber").
			p.names[p.nPlayers] = canonical(who)
			p.m.Header.Decks[p.nPlayers] = deck
			p.nPlayers++
			return true
		}
	}
	// Turn and phase lines begin with one of these letters (turn lines in
	// either case; no other rune folds to a t or an e): a line that begins
	// with another, as most do (with a player's name), is not tried for
	// them.
	if s != "" {
		switch s[0] | 0x20 {
		case 't', 'e', 'k', 'h', 'm', 'r', 'd':
			if done, ok := p.turnOrPhase(c, s); done {
				return ok
			}
		}
	}
	// A summary ends with ")" (summaryHalf): the other lines, most, are
	// not read for one.
	if strings.HasSuffix(s, ")") && p.summary(c) {
		return true
	}
	if pl, rest, ok := p.cutPlayer(s); ok {
		if rest == "" {
			p.chatNext, p.chatFrom = true, pl
			return true
		}
		if r, ok := strings.CutPrefix(rest, "'s "); ok {
			return p.possessive(c, pl, r)
		}
		if rest[0] == ' ' {
			return p.playerLine(c, pl, rest[1:])
		}
	}
	return p.otherLine(c, s)
}

// turnOrPhase reads a turn's header or end, or a phase's beginning: done
// says the line is one, ok whether it was understood. s is not empty
// (dispatch). Each kind is tried only on a line that begins with its
// first letter: a phase line (most of these) was tried for the turn's
// header and end first.
func (p *parser) turnOrPhase(c lineCtx, s string) (done, ok bool) {
	switch s[0] | 0x20 {
	case 't':
		// "TURN 3 - X" today, "Turn 3 - X" in 2021 (keyteki's turn message).
		if rest, ok := cutPrefixFold(s, "TURN "); ok {
			return true, p.turnHeader(c, rest)
		}
	case 'e':
		if rest, ok := cutPrefixFold(s, "End of turn "); ok {
			if _, err := strconv.Atoi(rest); err != nil {
				return true, false
			}
			p.endTurn(c)
			return true, true
		}
	default:
		if ph, who, ok := cutPhase(s); ok {
			pl := p.player(who)
			if pl == engine.NoPlayer {
				return true, false
			}
			p.phaseBegins(c, ph, pl)
			return true, true
		}
	}
	return false, false
}

// cutBrings reads "<player> brings <deck> to The Crucible".
func cutBrings(s string) (who, deck string, ok bool) {
	body, ok := strings.CutSuffix(s, " to The Crucible")
	if !ok {
		return "", "", false
	}
	who, deck, ok = strings.Cut(body, " brings ")
	return who, deck, ok && who != "" && deck != ""
}

// cutPhase reads "Key phase - X".
func cutPhase(s string) (phase, who string, ok bool) {
	// The one phase a line's first letter may begin, then the line's
	// beginning compared with that phase's at once: no search of the line
	// for its first word, and no comparison of the word with each phase's.
	if s == "" {
		return "", "", false
	}
	var head string
	switch s[0] { // the parser's names, constants (no lower-cased copy a line)
	case 'K':
		phase, head = "key", "Key phase - "
	case 'H':
		phase, head = "house", "House phase - "
	case 'M':
		phase, head = "main", "Main phase - "
	case 'R':
		phase, head = "ready", "Ready phase - "
	case 'D':
		phase, head = "draw", "Draw phase - "
	default:
		return "", "", false
	}
	if who, ok = strings.CutPrefix(s, head); !ok {
		return "", "", false
	}
	return phase, who, true
}

// player is the index of a player name, or NoPlayer.
func (p *parser) player(name string) int8 {
	if p.nPlayers < 2 {
		return engine.NoPlayer
	}
	for i, n := range &p.names {
		if n == name {
			return int8(i)
		}
	}
	for i, n := range &p.names {
		if strings.EqualFold(n, name) {
			return int8(i)
		}
	}
	return engine.NoPlayer
}

// cutPlayer splits a line that begins with a player's name; rest keeps
// what follows the name (" plays X", "'s chains…", "" for a chat header).
func (p *parser) cutPlayer(s string) (int8, string, bool) {
	if p.nPlayers < 2 {
		return engine.NoPlayer, "", false
	}
	best := engine.NoPlayer
	for i, name := range &p.names {
		// Most lines begin with a byte other than a name's first: that
		// rules them out without comparing the name.
		if name != "" && (s == "" || s[0] != name[0]) || !strings.HasPrefix(s, name) {
			continue
		}
		rest := s[len(name):]
		if rest != "" && rest[0] != ' ' && rest[0] != ':' && !strings.HasPrefix(rest, "'s ") {
			continue
		}
		if best == engine.NoPlayer || len(name) > len(p.names[best]) {
			best = int8(i)
		}
	}
	if best == engine.NoPlayer {
		return best, "", false
	}
	return best, s[len(p.names[best]):], true
}

func (p *parser) other(pl int8) int8 { return 1 - pl }

func (p *parser) turnHeader(c lineCtx, rest string) bool {
	num, who, ok := strings.Cut(rest, " - ")
	if !ok {
		return false
	}
	if _, err := strconv.Atoi(num); err != nil {
		return false
	}
	pl := p.player(who)
	if pl == engine.NoPlayer {
		return false
	}
	p.beginTurn(c, pl)
	return true
}

// beginTurn emits the turn header "N. PLAYER": PLAYER's N-th turn, as
// TCO's "TURN N - PLAYER" counts (counted here, so that a log that lacks
// a TURN line still numbers the turns right).
func (p *parser) beginTurn(c lineCtx, pl int8) {
	if p.turnOpen {
		p.endTurnEntry(c, "no \"End of turn\" line before this turn")
	}
	p.turns++
	if p.turns == 1 && p.m.Header.First == engine.NoPlayer {
		p.m.Header.First = pl // no flip line: the first turn tells
	}
	p.turnOpen = true
	p.active = pl
	p.phase = ""
	p.lastPlay = ""
	p.cards.newTurn()
	p.ownTurns[pl]++
	p.add(c, engine.Action{Verb: engine.VerbTurn, Player: pl, N: int32(p.ownTurns[pl])}, "")
}

func (p *parser) phaseBegins(c lineCtx, ph string, pl int8) {
	if !p.turnOpen || p.active != pl {
		// The first turn has no "TURN" line: its key phase begins it.
		p.beginTurn(lineCtx{n: c.n, raw: c.raw, text: c.text}, pl)
	} else if ph == "house" && p.phase == "" {
		// keyteki announces every phase it runs: a turn whose house phase
		// follows its header at once skipped the key phase (The Sting:
		// "Skip your forge a key step"). No key was forged.
		p.effect(c, engine.Effect{Kind: engine.EffNoForge, Player: pl}, CommentKeySkipped)
	}
	p.phase = ph
}

func (p *parser) endTurn(c lineCtx) {
	if !p.turnOpen {
		return
	}
	p.endTurnEntry(c, "")
}

func (p *parser) endTurnEntry(c lineCtx, comment string) {
	p.add(c, engine.Action{Verb: engine.VerbEnd, Player: engine.NoPlayer}, comment)
	p.turnOpen = false
	p.phase = ""
	for _, cc := range p.chainChecks {
		ch := p.slab.check(cc.pl, engine.CheckItem{Field: "chains", N: cc.to})
		p.add(cc.c, engine.Action{Verb: engine.VerbCheck, Player: engine.NoPlayer, Check: ch}, CommentChainsShed)
		// The chains line showed its text on its comment entry.
		p.m.Entries[len(p.m.Entries)-1].Text = ""
	}
	p.chainChecks = p.chainChecks[:0]
}

// chainCheck is a "chains are reduced by 1 to N" line, checked at the end
// of its turn: player pl has N chains.
type chainCheck struct {
	c  lineCtx
	pl int8
	to int
}

// summary reads "A: 3 Æmber (0 keys) B: 1 Æmber (1 key)" into one
// checkpoint per player. It reads no line that does not end with ")":
// dispatch does not ask it about one.
func (p *parser) summary(c lineCtx) bool {
	if p.nPlayers < 2 {
		return false
	}
	s := c.text
	var checks [2]*engine.Check
	for k := 0; k < 2; k++ {
		pl, rest, ok := p.cutPlayer(s)
		if !ok || !strings.HasPrefix(rest, ": ") || checks[pl] != nil {
			return false
		}
		aember, keys, tail, ok := summaryHalf(rest[2:])
		if !ok {
			return false
		}
		checks[pl] = p.slab.check(pl, engine.CheckItem{Field: "aember", N: aember}, engine.CheckItem{Field: "keys", N: keys})
		s = strings.TrimSpace(tail)
	}
	if s != "" || checks[0] == nil || checks[1] == nil {
		return false
	}
	for _, ch := range checks {
		p.add(c, engine.Action{Verb: engine.VerbCheck, Player: engine.NoPlayer, Check: ch}, CommentEndOfTurn)
	}
	return true
}

// summaryHalf reads "3 Æmber (1 key)" and returns what follows.
func summaryHalf(s string) (aember, keys int, tail string, ok bool) {
	num, rest := cutWord(s)
	if aember, ok = amount(num); !ok {
		return 0, 0, "", false
	}
	if rest, ok = strings.CutPrefix(rest, "Æmber ("); !ok {
		return 0, 0, "", false
	}
	num, rest = cutWord(rest)
	if keys, ok = amount(num); !ok {
		return 0, 0, "", false
	}
	word, tail, _ := strings.Cut(rest, ")")
	if word != "key" && word != "keys" {
		return 0, 0, "", false
	}
	return aember, keys, strings.TrimSpace(tail), true
}

// possessive reads lines "X's …" about a player.
func (p *parser) possessive(c lineCtx, pl int8, rest string) bool {
	switch {
	case rest == "deck has run out of cards, so they shuffle":
		return true // the rules reshuffle the discard pile by themselves
	case strings.HasPrefix(rest, "chains are reduced by "):
		var by, to int
		if !scanInts(rest, "chains are reduced by %d to %d", &by, &to) {
			return false
		}
		if !p.chainsSet[pl] {
			// The first shed tells the chains the player began with.
			p.chainsSet[pl] = true
			if start := to + by - p.chainsUp[pl]; start >= 0 && !p.noChains[pl] {
				p.m.Header.Chains[pl] = start
			}
		}
		p.automatic(c, p.slab.join("chains shed: ", p.m.Header.Players[pl], "'s chains ", strconv.Itoa(by), " to ", strconv.Itoa(to)), CommentChainsShed)
		// The engine sheds the chain in its draw step, at the turn's end:
		// the line's figure is checked there (endTurnEntry).
		p.chainChecks = append(p.chainChecks, chainCheck{c: c, pl: pl, to: to})
		return true
	}
	return false
}

// chainsGained notes chains gained before the first shed, so that the
// first shed still tells the starting chains.
func (p *parser) chainsGained(pl int8, n int) {
	if pl >= 0 && pl < 2 && !p.chainsSet[pl] {
		p.chainsUp[pl] += n
	}
}

// finish settles the result once every line is read.
func (p *parser) finish() {
	p.settleOwed("")
	p.nameTokens()
	p.nameAbducted()
	p.seeAbilityPlays()
	h := &p.m.Header
	if h.Result.Winner != engine.NoPlayer {
		if p.conceded != engine.NoPlayer {
			h.Result.Reason = "concede"
		} else {
			h.Result.Reason = "keys"
		}
	}
	for i := range p.res.Seen {
		n := 0
		for _, s := range p.seenOrder[i] {
			n += s.seen[i]
		}
		p.res.Seen[i] = make([]string, 0, n)
		for _, s := range p.seenOrder[i] {
			for range s.seen[i] {
				p.res.Seen[i] = append(p.res.Seen[i], s.id)
			}
		}
	}
}

// seeAbilityPlays sees each card an ability played as its player's,
// unless a line showed it as the other player's: an ability may play a
// card of the opponent's (Disabled Security, from their discard pile),
// which, seen as the player's own, would be a copy their rebuilt deck
// holds in place of one of its never-seen cards.
func (p *parser) seeAbilityPlays() {
	for _, a := range p.abilityPlays {
		if p.cards.state(a.r.ID).seen[p.other(a.pl)] == 0 {
			p.see(a.pl, a.r)
		}
	}
}

// nameTokens names the token creature of each "> token" effect: TCO says
// "make a token creature" and names the token only when it is used
// ("uses Catena Fiend to reap"), so the player's token creature is the
// first card of type token creature seen for them. Without one the entry
// becomes a comment.
func (p *parser) nameTokens() {
	if !p.tokensMade {
		return // most logs make no token: their entries are not read again
	}
	// A player's token is looked for when an effect needs it (each seen
	// card's definition was read for none).
	var token [2]engine.CardRef
	var looked [2]bool
	for i := range p.m.Entries {
		e := &p.m.Entries[i]
		f := e.Action.Effect
		if e.Action.Verb != engine.VerbEffect || f == nil || f.Kind != engine.EffToken || !f.Card.IsZero() || f.Player < 0 || f.Player > 1 {
			continue
		}
		if !looked[f.Player] {
			looked[f.Player], token[f.Player] = true, p.tokenOf(f.Player)
		}
		if t := token[f.Player]; !t.IsZero() {
			f.Card = t
			continue
		}
		e.Action = engine.Action{Verb: engine.VerbComment, Player: engine.NoPlayer, Words: []string{fmt.Sprintf("token creatures made: %d (the token is never named)", f.N)}}
	}
}

// tokenOf is the first card of type token creature seen for player pl,
// zero if none.
func (p *parser) tokenOf(pl int8) engine.CardRef {
	for _, s := range p.seenOrder[pl] {
		r := engine.CardRef{ID: s.id}
		if d := p.cards.def(r); d != nil && d.Type == engine.TypeTokenCreature {
			return r
		}
	}
	return engine.CardRef{}
}

// add appends an entry for line c.
func (p *parser) add(c lineCtx, a engine.Action, comment string) {
	// Only these verbs name a player in Action.Player (a check names it in
	// its Check, an effect in its Effect).
	if a.Verb != engine.VerbTurn && a.Verb != engine.VerbConcede && a.Verb != engine.VerbMulligan {
		a.Player = engine.NoPlayer
	}
	// A line that becomes several entries gives its text to the first
	// only: a log shown entry by entry (a match page, an audit) then
	// shows each TCO line once, the later entries as the actions they are.
	text := c.raw
	if n := len(p.m.Entries); n > 0 && p.m.Entries[n-1].Line == c.n {
		text = ""
	}
	// Written where it goes, field by field: an Entry built and then
	// appended was copied twice (216 bytes, under write barriers while
	// the collector marks).
	p.m.Entries = slices.Grow(p.m.Entries, 1)
	p.m.Entries = p.m.Entries[:len(p.m.Entries)+1]
	e := &p.m.Entries[len(p.m.Entries)-1]
	e.Action, e.Text, e.Comment, e.Line = a, text, comment, c.n
	p.res.Notes.addNone()
}

// noteLast sets the note of the entry added last.
func (p *parser) noteLast(n Note) { p.res.Notes.Set(p.res.Notes.Len()-1, n) }

// effect appends a declared effect.
func (p *parser) effect(c lineCtx, e engine.Effect, comment string) {
	p.add(c, engine.Action{Verb: engine.VerbEffect, Effect: p.slab.effect(e)}, comment)
}

// automatic keeps a line the rules make happen by themselves (Automatic)
// as a comment entry with that comment: the engine does it on its own, so
// a replay that applied the line would do it twice.
func (p *parser) automatic(c lineCtx, words, comment string) {
	p.add(c, engine.Action{Verb: engine.VerbComment, Words: p.slab.word(words)}, comment)
}

// note keeps a line as a comment entry; the caller counts it understood.
func (p *parser) note(c lineCtx, words string) {
	p.add(c, engine.Action{Verb: engine.VerbComment, Words: p.slab.word(words)}, "")
	p.noted = true
}

func (p *parser) unknown(c lineCtx) {
	p.res.Unknown = append(p.res.Unknown, UnknownLine{Line: c.n, Text: c.raw})
	p.add(c, engine.Action{Verb: engine.VerbComment, Words: p.slab.word(c.text)}, CommentUnknown)
}

// see records that player pl owns the card.
func (p *parser) see(pl int8, r engine.CardRef) {
	if pl < 0 || pl > 1 || r.ID == "" {
		return
	}
	p.seeState(pl, r, p.cards.state(r.ID))
}

// seeState is see with the card's state looked up.
func (p *parser) seeState(pl int8, r engine.CardRef, s *cardState) {
	if s.seen[pl] == 0 {
		p.seenOrder[pl] = append(p.seenOrder[pl], s)
	}
	s.seen[pl] = max(s.seen[pl], 1, r.Copy)
}

// seeFromHand records that player pl played or discarded the card from
// hand: as many such this turn prove as many copies.
func (p *parser) seeFromHand(pl int8, r engine.CardRef) {
	if pl < 0 || pl > 1 || r.ID == "" {
		return
	}
	s := p.cards.state(r.ID)
	s.hand[pl]++
	r.Copy = max(r.Copy, s.hand[pl])
	p.seeState(pl, r, s)
}

// card resolves a name in a card position, remembering names it could not.
func (p *parser) card(name string) (engine.CardRef, bool) {
	r, ok := p.cards.ref(name)
	if !ok && name != "" && !p.unresolv[name] {
		p.unresolv[name] = true
		p.res.Unresolved = append(p.res.Unresolved, name)
	}
	return r, ok
}

// nameAbducted names the creatures of each "abduct N creatures" line, as a
// player reading on would: keyteki puts them in the abductor's archives,
// and when that player takes their archives each is named, "C leaves the
// archives and will be returned its owner hand". The first N such cards of
// the opponent's after the line are the abducted creatures: the hidden
// entry becomes one > archive per creature (out of play, to archives).
// Abductions no later line names stay hidden.
func (p *parser) nameAbducted() {
	if len(p.abducted) == 0 {
		return
	}
	used := make([]bool, len(p.leftArchives))
	// From the last to the first, so that inserting entries leaves the
	// earlier indexes valid.
	for k := len(p.abducted) - 1; k >= 0; k-- {
		a := p.abducted[k]
		var refs []engine.CardRef
		for i := a.after; i < len(p.leftArchives) && len(refs) < a.n; i++ {
			if r := p.leftArchives[i]; !used[i] && p.cards.state(r.ID).seen[p.other(a.player)] > 0 {
				used[i] = true
				refs = append(refs, r)
			}
		}
		if len(refs) == 0 {
			continue
		}
		hidden := p.m.Entries[a.entry]
		es, notes := p.abductedEntries(hidden, p.res.Notes.At(a.entry), a.player, refs)
		// In place while the room made for the log allows (a copy of the
		// log's rest for each abduction was most of what this cost).
		p.m.Entries = slices.Replace(p.m.Entries, a.entry, a.entry+1, es...)
		p.res.Notes.Insert(a.entry+1, len(notes)-1)
		for k, n := range notes {
			p.res.Notes.Set(a.entry+k, n)
		}
	}
}

// abductedEntries are the entries of the abduction line hidden (its note
// n) once a later line named the creatures, refs, player pl took: one >
// archive per creature; of a card the engine scripts (the line is a
// CommentScripted comment), one comment per creature whose note names it,
// a check of the script and the answer to its choice (tcoimport).
func (p *parser) abductedEntries(hidden record.Entry, n Note, pl int8, refs []engine.CardRef) ([]record.Entry, []Note) {
	es := make([]record.Entry, len(refs))
	notes := make([]Note, len(refs))
	for i, r := range refs {
		if hidden.Comment == CommentScripted {
			es[i] = record.Entry{Action: engine.Action{Verb: engine.VerbComment, Words: []string{"scripted: archive by " + n.Source.ID}},
				Comment: CommentScripted, Line: hidden.Line}
			notes[i] = Note{Source: n.Source, Card: r, Kind: engine.EffArchive}
			continue
		}
		f := engine.Effect{Kind: engine.EffArchive, Player: pl, Card: r}
		es[i] = record.Entry{Action: engine.Action{Verb: engine.VerbEffect, Player: engine.NoPlayer, Effect: &f},
			Comment: CommentNamedLater, Line: hidden.Line}
	}
	es[0].Text = hidden.Text
	return es, notes
}

// fate declares a fate card's ability. TCO logs what a fate did before
// "X resolves the fate effect of C": the fate goes right after the line
// that fulfilled its prophecy, so that the lines of its effects follow it
// as they follow any ability (checks of a scripted fate, its answers).
func (p *parser) fate(c lineCtx, e engine.Effect) {
	at := p.fulfilled
	p.fulfilled = 0
	if at <= 0 || at > len(p.m.Entries) {
		p.effect(c, e, "")
		return
	}
	entry := record.Entry{Action: engine.Action{Verb: engine.VerbEffect, Player: engine.NoPlayer, Effect: p.slab.effect(e)}, Text: c.raw, Line: c.n}
	p.m.Entries = append(p.m.Entries, record.Entry{})
	copy(p.m.Entries[at+1:], p.m.Entries[at:])
	p.m.Entries[at] = entry
	p.res.Notes.Insert(at, 1)
}
