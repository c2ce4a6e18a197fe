package tco

import (
	"slices"
	"strconv"
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

// chatter is what TCO says that changes nothing a match records: the
// connection, shuffling, phases the engine runs by itself, manual mode.
var chatter = map[string]bool{
	"has connected to the game server":       true,
	"is shuffling their deck":                true,
	"readies their cards":                    true, // today
	"readies all of their cards":             true, // keyteki's ReadyPhase message until 2021 at least
	"readies all their cards":                true, // an older variant The Crucible Tracker ignores too
	"chooses to randomize the first player":  true,
	"is attempting to switch manual mode on": true,
	"allows enabling manual mode":            true,
	"switches manual mode on":                true,
	"switches manual mode off":               true,
	"has left the game":                      true,
	"has disconnected":                       true,
	"has reconnected":                        true,
	"has joined the game as a spectator":     true,
	"keeps their hand":                       true,
}

// longestChatter is the length of chatter's longest line: a longer rest
// of a line is not looked up (hashed whole).
var longestChatter = func() int {
	n := 0
	for k := range chatter {
		n = max(n, len(k))
	}
	return n
}()

// chatterVerb reports whether a line that begins with word w may be
// chatter: only such a line is looked up (hashed whole).
func chatterVerb(w string) bool {
	switch w {
	case "has", "is", "readies", "chooses", "allows", "switches", "keeps":
		return true
	}
	return false
}

// playerLine reads a line that begins "X …" (rest is after the name).
func (p *parser) playerLine(c lineCtx, pl int8, rest string) bool {
	verb, args := cutWord(rest)
	if len(rest) <= longestChatter && chatterVerb(verb) && chatter[rest] {
		return true
	}
	if strings.HasPrefix(rest, "is playing as the ") {
		// An older setup line naming the deck (The Crucible Tracker skips
		// "is playing as the Archon …" before the first turn); the
		// "brings" line names it too.
		return true
	}
	switch rest {
	case "won the flip and is first player":
		p.m.Header.First = pl
		return true
	case "has won the game":
		p.m.Header.Result.Winner = pl
		return true
	case "concedes":
		p.conceded = pl
		p.add(c, engine.Action{Verb: engine.VerbConcede, Player: pl}, "")
		return true
	case "declares Check!":
		p.note(c, p.slab.join("check! ", p.m.Header.Players[pl]))
		return true
	case "moves all the cards in their archives to their hand":
		p.add(c, engine.Action{Verb: engine.VerbArchives}, "")
		return true
	case "changed tide to High":
		if p.pending == pendTide {
			p.pending = pendNone
			return true
		}
		p.add(c, engine.Action{Verb: engine.VerbTide}, "")
		return true
	}
	switch verb {
	case "plays":
		return p.plays(c, pl, args)
	case "uses":
		n := len(p.m.Entries)
		ok := p.uses(c, pl, args)
		p.copiedSources(n)
		return ok
	case "draws":
		return p.draws(c, pl, args)
	case "chooses":
		return p.chooses(c, pl, args)
	case "forges":
		return p.forges(c, pl, args)
	case "does":
		return p.noForge(c, pl, args)
	case "discards":
		return p.discards(c, pl, args)
	case "purges":
		name, ok := strings.CutSuffix(args, " at random")
		return ok && p.cardEffect(c, pl, engine.EffPurge, name, true)
	case "gains", "captures", "deals":
		return p.bonus(c, pl, verb, args)
	case "activates":
		if name, ok := strings.CutPrefix(args, "their prophecy "); ok {
			p.activatesProphecy(c, name)
			return true
		}
		if what, ok := strings.CutPrefix(args, "their "); ok {
			// Archon powers and other mechanics the rules do not describe.
			p.note(c, p.slab.join("activated: ", what))
			return true
		}
	case "resolves":
		if name, ok := strings.CutPrefix(args, "the fate effect of "); ok {
			if r, ok := p.card(name); ok {
				p.seeFate(r)
				p.fate(c, engine.Effect{Kind: engine.EffFate, Player: pl, Card: r})
				return true
			}
			p.note(c, p.slab.join("fate resolved: ", name))
			return true
		}
	case "played":
		// "X played Skixuno which has Omega, ending this step": the rules
		// end the step by themselves.
		return strings.HasSuffix(args, " which has Omega, ending this step")
	case "manually":
		if rest, ok := strings.CutPrefix(args, "moves "); ok {
			// "manually moves Novu Dynamo from their discard to their play
			// area": a card put into play by hand. TCO's manual move puts
			// it there as it was, ready (not as the rules put a card into
			// play, exhausted): the log then uses it this turn.
			if name, _, ok := strings.Cut(rest, " from their "); ok && strings.HasSuffix(rest, " to their play area") {
				if r, ok := p.card(name); ok {
					p.see(pl, r)
					p.effect(c, engine.Effect{Kind: engine.EffPutInPlay, Player: pl, Card: r}, CommentManual)
					p.effect(c, engine.Effect{Kind: engine.EffReady, Player: pl, Card: r}, CommentManual)
					return true
				}
			}
		}
		p.note(c, p.slab.join("manual: ", args))
		return true
	case "removes":
		if strings.Contains(args, " tokens ") {
			p.note(c, p.slab.join("tokens: ", rest))
			return true
		}
	case "takes":
		if name, ok := strings.CutSuffix(args, " into their hand"); ok {
			if p.pending == pendTake {
				p.pending = pendNone
				_, ok := p.card(name)
				return ok // the search declared before
			}
			return p.cardEffect(c, pl, engine.EffReturn, name, true)
		}
	case "exhausts":
		// "X exhausts Gargantodon to remove its stun": using a stunned
		// creature only removes the stun.
		if name, ok := strings.CutSuffix(args, " to remove its stun"); ok {
			r, ok := p.card(name)
			if !ok {
				return false
			}
			p.see(pl, r)
			p.cards.state(r.ID).used++
			p.effect(c, engine.Effect{Kind: engine.EffExhaust, Player: pl, Card: r}, "")
			p.effect(c, engine.Effect{Kind: engine.EffUnstun, Player: pl, Card: r}, "")
			return true
		}
	case "adds":
		// "adds a card to their hand and discards the other 2": the end
		// of looking at the top cards of one's deck (Eyegor). Which card
		// went to hand is hidden; the counts are not.
		var n int
		if scanInts(args, "a card to their hand and discards the other %d", &n) && n >= 0 && n <= 10 {
			p.effect(c, engine.Effect{Kind: engine.EffDraw, Player: pl, N: 1}, "looked at, one kept")
			if n > 0 {
				p.effect(c, engine.Effect{Kind: engine.EffDiscardTop, Player: pl, N: n}, "looked at, the others discarded")
			}
			return true
		}
	case "mulligans":
		if args == "" || args == "their hand" {
			p.add(c, engine.Action{Verb: engine.VerbMulligan, Player: pl}, "")
			return true
		}
	}
	return false
}

// keyPhaseComments are the comments of noForge's checkpoints for the
// costs 0 to 15, made once: a log has a key phase a turn, most at cost 6.
var keyPhaseComments = func() (cs [16]string) {
	for cost := range cs {
		cs[cost] = CommentKeyPhase + ", cost " + strconv.Itoa(cost)
	}
	return cs
}()

// keyPhaseComment is "key phase, cost N".
func keyPhaseComment(cost int) string {
	if cost >= 0 && cost < len(keyPhaseComments) {
		return keyPhaseComments[cost]
	}
	return CommentKeyPhase + ", cost " + strconv.Itoa(cost)
}

// noForge reads "does not forge a key. They have 3 amber. The current cost
// is 6 Æmber" into a checkpoint of the player's Æmber at their key step
// (comment "key phase"; the cost goes in the entry's comment) and
// > noforge: the step passed without a key.
func (p *parser) noForge(c lineCtx, pl int8, args string) bool {
	var have, cost int
	if !scanInts(args, "not forge a key. They have %d Æmber. The current cost is %d", &have, &cost) {
		return strings.HasPrefix(args, "not forge a key.")
	}
	ch := p.slab.check(pl, engine.CheckItem{Field: "aember", N: have}, engine.CheckItem{Field: "keycost", N: cost})
	p.add(c, engine.Action{Verb: engine.VerbCheck, Player: engine.NoPlayer, Check: ch}, keyPhaseComment(cost))
	if p.phase == "key" && pl == p.active {
		// The step passes without a key: the engine forges none itself.
		p.effect(c, engine.Effect{Kind: engine.EffNoForge, Player: pl}, CommentKeyPhase)
	}
	return true
}

// otherLine reads lines that do not begin with a player's name.
func (p *parser) otherLine(c lineCtx, s string) bool {
	if who, what, ok := strings.Cut(s, " has "); ok && !strings.Contains(who, " ") {
		switch what {
		case "joined the game as a spectator", "left the game", "connected to the game server":
			return true // a spectator
		}
	}
	if head, ok := strings.CutSuffix(s, " and is discarded"); ok {
		// "X's ward token prevents the damage dealt by Zap and is
		// discarded": the ward is spent. The rules spend it with the
		// damage the log states; > unward spends it when the log did not
		// state the damage (Zap's targets), and does nothing otherwise.
		if name, _, ok := strings.Cut(head, "'s ward token prevents the damage dealt by "); ok {
			if r, ok := p.card(name); ok {
				p.effect(c, engine.Effect{Kind: engine.EffUnward, Player: p.active, Card: r}, "")
				return true
			}
		}
	}
	if name, ok := strings.CutSuffix(s, " leaves the archives and will be returned its owner hand"); ok {
		// Cards of the opponent's in one's archives go back to their owner
		// when archives are taken: the rules do it. The line names what an
		// earlier "abduct N creatures" took (see nameAbducted).
		if r, ok := p.card(name); ok {
			p.leftArchives = append(p.leftArchives, r)
			return true
		}
		return false
	}
	if s == "Choose to keep or discard top of deck." {
		return true // a prompt
	}
	if prophecy, card, ok := strings.Cut(s, " reveals "); ok {
		if r, ok := p.card(card); ok {
			// The prophecy reveals its owner's card: the player last seen
			// using it ("X uses Ask Again Later to make Y name house dis").
			owner := p.active
			if src, ok := p.cards.ref(prophecy); ok {
				if by := p.cards.state(src.ID).user; by != engine.NoPlayer {
					owner = by
				}
			}
			// What it reveals is the top card of that player's deck (Ask
			// Again Later), which stays there: a comment, not a reveal,
			// which the engine makes of a card in the hand.
			p.see(owner, r)
			p.note(c, p.slab.join("top card revealed: ", card, " (prophecy ", prophecy, ")"))
			return true
		}
	}
	return false
}

// plays reads "plays X" and "plays X attaching it to Y"; keyteki's
// PlayUpgradeAction also says "plays X and it is discarded" (no creature
// to attach it to), and older logs "plays X, gaining 2 amber" (its Æmber
// bonus icons in the play line).
func (p *parser) plays(c lineCtx, pl int8, args string) bool {
	if name, ok := strings.CutSuffix(args, " and it is discarded"); ok {
		r, ok := p.card(name)
		if !ok {
			return false
		}
		p.seeFromHand(pl, r)
		p.effect(c, engine.Effect{Kind: engine.EffDiscard, Player: pl, Card: r}, "played with no creature to attach it to")
		return true
	}
	if head, gained, ok := strings.Cut(args, ", gaining "); ok {
		return p.playsGaining(c, pl, head, gained)
	}
	name, target, attach := strings.Cut(args, " attaching it to ")
	r, ok := p.card(name)
	if !ok {
		return false
	}
	if c.text == p.prevText {
		if d := p.cards.def(r); d != nil && d.Type == engine.TypeAction {
			// TCO says "plays X" twice when an ability plays an action
			// card (Event Horizon): one play.
			p.note(c, p.slab.join("play repeated: ", r.ID))
			return true
		}
	}
	a := engine.Action{Verb: engine.VerbPlay, Card: r}
	if attach {
		t, ok := p.card(target)
		if !ok {
			return false
		}
		a.Target = t
	}
	if p.pending == pendPlay && p.pendCard == r && pl >= 0 && pl < 2 {
		// Not from the hand: whose card it is, the lines to the end tell.
		p.abilityPlays = append(p.abilityPlays, seenPlay{pl, r})
	} else {
		p.seeFromHand(pl, r)
	}
	p.lastPlay = r.ID
	p.printed, p.printedLeft = r, printedUnread
	if p.pending == pendPlay && p.pendCard == r {
		// Played by the ability declared on the line before.
		p.pending = pendNone
		p.effect(c, engine.Effect{Kind: engine.EffPlay, Player: pl, Card: r, Target: a.Target}, "")
		return true
	}
	if pl != p.active {
		// Only the active player plays; another card made this one play.
		p.effect(c, engine.Effect{Kind: engine.EffPlay, Player: pl, Card: r}, "")
		return true
	}
	p.add(c, a, "")
	p.copyAfterPlay(r)
	return true
}

// discards reads "discards X" (from hand, main phase) and "discards X at
// random" (the result of an opponent's ability).
func (p *parser) discards(c lineCtx, pl int8, args string) bool {
	if name, src, ok := strings.Cut(args, " due to "); ok {
		r, ok := p.card(name)
		if !ok {
			return false
		}
		p.see(pl, r)
		return p.bonusSource(c, pl, src, engine.Effect{Kind: engine.EffDiscard, Player: pl, Card: r})
	}
	if list, ok := strings.CutSuffix(args, " at random"); ok {
		p.pending = pendNone
		refs, ok := p.cards.list(list)
		if !ok {
			p.card(list)
			return false
		}
		for _, r := range refs {
			p.seeFromHand(pl, r)
			p.effect(c, engine.Effect{Kind: engine.EffDiscard, Player: pl, Card: r}, "at random")
		}
		return true
	}
	r, ok := p.card(args)
	if !ok {
		return false
	}
	p.seeFromHand(pl, r)
	if pl != p.active || p.phase != "main" {
		p.effect(c, engine.Effect{Kind: engine.EffDiscard, Player: pl, Card: r}, "")
		return true
	}
	p.add(c, engine.Action{Verb: engine.VerbDiscard, Card: r}, "")
	p.scrapped, p.scrapLine = r.ID, c.n
	return true
}

// cardEffect appends an effect on one named card.
func (p *parser) cardEffect(c lineCtx, pl int8, k engine.EffectKind, name string, own bool) bool {
	r, ok := p.card(name)
	if !ok {
		return false
	}
	if own {
		p.see(pl, r)
	}
	p.effect(c, engine.Effect{Kind: k, Player: pl, Card: r}, "")
	return true
}

// draws reads the draw lines.
func (p *parser) draws(c lineCtx, pl int8, args string) bool {
	if src, ok := strings.CutPrefix(args, "a card due to "); ok {
		return p.bonusSource(c, pl, src, engine.Effect{Kind: engine.EffDraw, Player: pl, N: 1})
	}
	num, rest := cutWord(args)
	n, ok := amount(num)
	if !ok {
		return false
	}
	// The draw step: "draws 2 cards to their maximum of 6"; an older
	// wording, "draws 2 cards up to their maximum hand size of 6", is one
	// The Crucible Tracker's log view shortens.
	refill := strings.Contains(rest, " to their maximum of ") || strings.Contains(rest, " up to their maximum hand size of ")
	if what, _, _ := strings.Cut(rest, " "); what != "card" && what != "cards" {
		return false
	}
	switch {
	case !p.turnOpen && p.turns == 0:
		p.automatic(c, p.slab.join("setup: ", p.m.Header.Players[pl], " draws ", strconv.Itoa(n)), CommentSetup)
		if _, max, ok := strings.Cut(rest, " to their maximum of "); ok && pl >= 0 && pl < 2 {
			// A full opening hand: no chain cost a card, so the player
			// began with none (their first shed then counts chains
			// gained in play, logged or not).
			if m, ok := amount(strings.TrimSpace(max)); ok && n >= m {
				p.noChains[pl] = true
			}
		}
	case refill:
		p.automatic(c, p.drawStepWords(pl, n), CommentDrawStep)
	case p.pending == pendDraw:
		p.pending = pendNone // the result of the "uses X to draw" line before
	default:
		p.effect(c, engine.Effect{Kind: engine.EffDraw, Player: pl, N: n}, "")
	}
	return true
}

// chooses reads house choices and the options abilities ask for.
func (p *parser) chooses(c lineCtx, pl int8, args string) bool {
	if h, ok := strings.CutSuffix(args, " as their active house this turn"); ok {
		house := engine.House(h)
		p.add(c, engine.Action{Verb: engine.VerbHouse, House: house}, "")
		if hs := &p.res.Houses[pl]; !slices.Contains(*hs, house) {
			if *hs == nil {
				*hs = make([]engine.House, 0, 3) // a deck's houses, at once
			}
			*hs = append(*hs, house)
		}
		return true
	}
	switch args {
	case "to go first":
		p.m.Header.First = pl
		return true
	case "to go second":
		p.m.Header.First = p.other(pl)
		return true
	}
	if h, ok := strings.CutPrefix(args, "house "); ok && !strings.Contains(h, " ") {
		if pl != p.active && strings.HasSuffix(p.prevText, " as their active house this turn") {
			// The opponent names a house as the active player chooses
			// theirs: a prophecy's condition (Ask Again Later), which the
			// rules and the engine do not model, as prophecies (a comment).
			p.note(c, p.slab.join("names house ", h, " (prophecy)"))
			return true
		}
		p.add(c, engine.Action{Verb: engine.VerbChoose, Words: p.slab.word(h)}, "")
		return true
	}
	if o, ok := strings.CutPrefix(args, "option "); ok {
		o = strings.TrimSpace(strings.Trim(strings.TrimSpace(o), "'"))
		p.add(c, engine.Action{Verb: engine.VerbChoose, Words: p.slab.word(o)}, "")
		return true
	}
	return false
}

// forges reads "forges the red key, paying 6 Æmber": the key step's
// forge, or the result of an ability that forges. keyteki's player.js
// once named the key by its image ("forges the {1}, paying {2} amber"
// with `forgedkey${key}`: "forges the forgedkeyblue, paying 6 amber").
func (p *parser) forges(c lineCtx, pl int8, args string) bool {
	k, paid, ok := forgedKey(args)
	if !ok {
		return false
	}
	if p.phase == "key" && p.pending != pendForge && pl == p.active {
		// Step 1's forge, at the cost TCO states: constant key-cost
		// changes depend on flanks and counts a log does not always show.
		p.effect(c, engine.Effect{Kind: engine.EffForge, Player: pl, Key: k, N: paid}, p.slab.join(CommentKeyPhase, ", paying ", strconv.Itoa(paid)))
		return true
	}
	src := p.pendCard
	forged := p.pending == pendForge && p.scripted(src) && p.makes(src, engine.EffForge)
	p.pending = pendNone
	if forged {
		// "uses Keyfrog to forge a key": the engine's Keyfrog forges it.
		p.add(c, engine.Action{Verb: engine.VerbComment, Words: p.slab.word(p.slab.join("scripted: forge by ", src.ID))}, CommentScripted)
		p.noteLast(Note{Source: src, Kind: engine.EffForge})
		return true
	}
	p.effect(c, engine.Effect{Kind: engine.EffForge, Player: pl, Key: k, N: paid}, "")
	return true
}

// bonus reads the bonus-icon lines "X gains an Æmber due to Y's bonus
// icon", "X captures an Æmber on Z due to …", "X deals 1 damage to Z due to …".
func (p *parser) bonus(c lineCtx, pl int8, verb, args string) bool {
	switch verb {
	case "gains":
		if src, ok := strings.CutPrefix(args, "an Æmber due to "); ok {
			return p.bonusSource(c, pl, src, engine.Effect{Kind: engine.EffGain, Player: pl, N: 1})
		}
		if args == "Æmber for each creature destroyed this way" {
			p.note(c, "gains Æmber for each creature destroyed")
			return true
		}
	case "captures":
		if rest, ok := strings.CutPrefix(args, "an Æmber on "); ok {
			on, src, ok := strings.Cut(rest, " due to ")
			if !ok {
				return false
			}
			r, ok := p.card(on)
			if !ok {
				return false
			}
			return p.bonusSource(c, pl, src, engine.Effect{Kind: engine.EffCapture, Player: pl, N: 1, Card: r})
		}
	case "deals":
		var n int
		if !scanInts(args, "%d damage to ", &n) {
			return false
		}
		_, rest, _ := strings.Cut(args, " damage to ")
		on, src, ok := strings.Cut(rest, " due to ")
		if !ok {
			return false
		}
		r, ok := p.card(on)
		if !ok {
			return false
		}
		return p.bonusSource(c, pl, src, engine.Effect{Kind: engine.EffDamage, Player: pl, N: n, Card: r})
	}
	return false
}

// bonusSource finishes a bonus-icon line: src is "Y's bonus icon".
func (p *parser) bonusSource(c lineCtx, pl int8, src string, e engine.Effect) bool {
	name, ok := strings.CutSuffix(src, "'s bonus icon")
	if !ok {
		return false
	}
	r, ok := p.card(name)
	if !ok {
		return false
	}
	p.see(pl, r)
	comment := CommentBonusIcon
	if e.Kind == engine.EffGain && r == p.printed && p.printedToCome() > 0 {
		// One of the Æmber bonus icons printed on the card just played:
		// the engine gains those itself from the card's definition.
		p.printedLeft--
		p.automatic(c, p.slab.join("bonus icon, printed: ", p.m.Header.Players[pl], " gains 1 Æmber (", r.ID, ")"), CommentBonusPrinted)
		return true
	}
	p.effect(c, e, comment)
	return true
}

// printedUnread is printedLeft until the card's definition is read
// (printedToCome): most plays are followed by no Æmber icon line, and
// reading the definition of every card played was a fortieth of a
// parse's time.
const printedUnread = -1

// printedToCome is how many of the printed Æmber icons of the card
// played last are still to come (printedLeft, read from its definition
// the first time it is asked).
func (p *parser) printedToCome() int {
	if p.printedLeft == printedUnread {
		p.printedLeft = 0
		if d := p.cards.def(p.printed); d != nil {
			p.printedLeft = d.Amber
		}
	}
	return p.printedLeft
}

// forgedKey reads "the red key, paying 6 Æmber" or "the forgedkeyred,
// paying 6 Æmber": the key's colour and the Æmber paid.
func forgedKey(args string) (engine.KeyColor, int, bool) {
	key, rest, ok := strings.Cut(args, ", paying ")
	if !ok {
		return 0, 0, false
	}
	key, _ = strings.CutPrefix(key, "the ")
	if colour, ok := strings.CutPrefix(key, "forgedkey"); ok {
		key = colour
	} else if key, ok = strings.CutSuffix(key, " key"); !ok {
		return 0, 0, false
	}
	k, ok := engine.ParseKeyColor(key)
	if !ok {
		return 0, 0, false
	}
	num, unit := cutWord(rest)
	paid, ok := amount(num)
	return k, paid, ok && unit == "Æmber"
}

// playsGaining reads "plays X, gaining 2 Æmber": the play, and the Æmber
// bonus icons beyond those printed on X (the engine gains the printed ones
// itself) as declared gains.
func (p *parser) playsGaining(c lineCtx, pl int8, name, gained string) bool {
	n, rest, ok := aemberAmount(gained)
	if !ok || rest != "" || !p.plays(c, pl, name) {
		return false
	}
	printed := 0
	if d := p.cards.def(p.printed); d != nil {
		printed = d.Amber
	}
	p.printedLeft = 0 // no bonus-icon lines follow: this line said them
	if extra := n - printed; extra > 0 {
		p.effect(c, engine.Effect{Kind: engine.EffGain, Player: pl, N: extra}, CommentBonusIcon)
	}
	return true
}

// drawStepWords is "draw step: P draws N", made once a log for each
// player and count up to 7: a log has a draw step a turn.
func (p *parser) drawStepWords(pl int8, n int) string {
	if pl < 0 || pl > 1 || n < 0 || n >= len(p.drawSteps[pl]) {
		return p.slab.join("draw step: ", p.m.Header.Players[pl], " draws ", strconv.Itoa(n))
	}
	w := &p.drawSteps[pl][n]
	if *w == "" {
		*w = p.slab.join("draw step: ", p.m.Header.Players[pl], " draws ", strconv.Itoa(n))
	}
	return *w
}
