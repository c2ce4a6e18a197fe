package main

import (
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

// The effect forms: each reads one clause or fails without consuming.

type form func(p *parser) (engine.Clause, bool)

var clauseForms = []form{
	playerForm, amberForm, damageForm, healForm, cardVerbForm, returnForm, shuffleForm,
	counterForm, useForm, tokenForm, simpleForm, subjectForm, bottomForm, moveForm, forgeForm, chooseForm, mayUseForm, noReapForm,
}

// moveForm: "Move 1A from a friendly creature to your pool.", "Move each
// A from Snarette to the common supply."
func moveForm(p *parser) (engine.Clause, bool) {
	if !p.word("Move") {
		return engine.Clause{}, false
	}
	var st engine.Clause
	if !p.word("each A") {
		n, ok := p.sym('A')
		if !ok || n == 0 {
			return st, false
		}
		st.N = n
	}
	if !p.word("from") {
		return st, false
	}
	t, ok := p.target()
	if !ok || !p.word("to") {
		return st, false
	}
	st.To = t
	switch {
	case p.word("your pool"):
		st.Do = engine.DoTakeAember
	case p.word("your opponent's pool"):
		st.Do, st.Who = engine.DoTakeAember, engine.Opponent
	case p.word("the common supply"):
		st.Do = engine.DoRemoveAember
	default:
		return st, false
	}
	return st, true
}

// bottomForm: "Put a friendly creature on the bottom of its owner's deck.",
// "Put an enemy creature on top of its owner's deck."
func bottomForm(p *parser) (engine.Clause, bool) {
	save := p.i
	if st, ok := p.toOwners("Put", "on top of", "deck", engine.DoTopDeck); ok {
		return st, true
	}
	p.i = save
	return p.toOwners("Put", "on the bottom of", "deck", engine.DoBottom)
}

// amberForm: "Gain 2A.", "Steal 1A.", "Capture 1A.", "Gain 1A for each …".
func amberForm(p *parser) (engine.Clause, bool) {
	var st engine.Clause
	switch {
	case p.word("Gain"):
		st.Do = engine.DoGain
	case p.word("Steal"):
		st.Do = engine.DoSteal
	case p.word("Lose"):
		st.Do = engine.DoLose
	case p.word("Capture"):
		st.Do, st.To = engine.DoCapture, engine.This
	case p.word("Pay your opponent"):
		st.Do = engine.DoPay
	default:
		return st, false
	}
	if st.Do == engine.DoGain {
		if n, ok := p.digits(); ok && (p.word("chains") || p.word("chain")) {
			st.Do, st.N = engine.DoChains, n
			return st, true
		}
	}
	if st.Do == engine.DoSteal && p.word("half of your opponent's A") {
		// Half their pool, rounded down (the reminder text says so).
		st.Per = &engine.Amount{Q: engine.HalfAemberOf, Who: engine.Opponent}
		return st, true
	}
	if st.Do == engine.DoCapture && p.word("all of your opponent's A") {
		// The whole of their pool: N 0 times how much they have.
		st.Per = &engine.Amount{Q: engine.AemberOf, Who: engine.Opponent}
		return st, true
	}
	n, ok := p.sym('A')
	if !ok {
		return st, false
	}
	st.N = n
	st.Per = p.per()
	return st, true
}

// playerForm: a player other than you as the subject: "Your opponent
// loses 2A.", "Each player draws a card.", "Your opponent discards a
// random card from their hand."
func playerForm(p *parser) (engine.Clause, bool) {
	var st engine.Clause
	switch {
	case p.word("Your opponent"):
		st.Who = engine.Opponent
	case p.word("Each player"):
		st.Who = engine.EachPlayer
	case p.word("Its controller"):
		st.Who = engine.ThatController
	case p.word("Its owner"):
		st.Who = engine.ThatOwner
	default:
		return st, false
	}
	return playerVerb(p, st)
}

// playerVerb reads what a player does: gains, loses, draws, discards ….
func playerVerb(p *parser, st engine.Clause) (engine.Clause, bool) {
	switch {
	case p.word("gains"):
		if n, ok := p.digits(); ok && (p.word("chains") || p.word("chain")) {
			st.Do, st.N = engine.DoChains, n
			return st, true
		}
		st.Do = engine.DoGain
	case p.word("loses"):
		st.Do = engine.DoLose
	case p.word("steals"):
		st.Do = engine.DoSteal
	case p.word("draws"):
		return drawRest(p, st)
	case p.word("discards the top"):
		// Before "discards": "Each player discards the top card of their deck."
		return topRest(p, st, engine.DoDiscardTop)
	case p.word("shuffles their discard pile into their deck"):
		st.Do = engine.DoShuffleDiscard
		return st, true
	case p.word("discards"):
		n, ok := p.number()
		if !ok || !(p.word("random cards") || p.word("random card")) || !p.word("from their hand") {
			return st, false
		}
		st.Do, st.N = engine.DoDiscardRandom, n
		return st, true
	case p.word("archives the top"):
		return topRest(p, st, engine.DoArchiveTop)
	default:
		return st, false
	}
	n, ok := p.sym('A')
	if !ok {
		return st, false
	}
	st.N = n
	st.Per = p.per()
	return st, true
}

// drawRest reads "a card", "2 cards" [for each …].
func drawRest(p *parser, st engine.Clause) (engine.Clause, bool) {
	n, ok := p.number()
	if !ok || !(p.word("cards") || p.word("card")) {
		return st, false
	}
	st.Do, st.N = engine.DoDraw, n
	st.Per = p.per()
	return st, true
}

// topRest reads "card of your deck", "2 cards of their deck".
func topRest(p *parser, st engine.Clause, op engine.Op) (engine.Clause, bool) {
	n := 1
	if d, ok := p.digits(); ok {
		n = d
		if !p.word("cards") {
			return st, false
		}
	} else if !p.word("card") {
		return st, false
	}
	switch {
	case p.word("of your deck"), p.word("of their deck"):
	case st.Who == engine.You && p.word("of your opponent's deck"):
		st.Who = engine.Opponent
	case st.Who == engine.You && op == engine.DoDiscardTop && p.word("of a player's deck"):
		st.Who = engine.ChosenPlayer // the log names whose
	case st.Who == engine.You && op == engine.DoDiscardTop && p.word("of any player's deck"):
		st.Who, st.Alt = engine.ChosenPlayer, true
	case st.Who == engine.You && op == engine.DoDiscardTop && p.word("of each player's deck"):
		st.Who, st.Alt = engine.EachPlayer, true
	default:
		return st, false
	}
	st.Do, st.N = op, n
	return st, true
}

// damageForm: "Deal 2D to a creature [with 1D splash]".
func damageForm(p *parser) (engine.Clause, bool) {
	var st engine.Clause
	if !p.word("Deal") {
		return st, false
	}
	n, ok := p.sym('D')
	if !ok || !p.word("to") {
		return st, false
	}
	t, ok := p.target()
	if !ok {
		return st, false
	}
	st.Do, st.N, st.To = engine.DoDamage, n, t
	if p.word(", with") || p.word("with") {
		s, ok := p.sym('D')
		if !ok || !p.word("splash") {
			return st, false
		}
		st.Splash = s
	}
	st.Per = p.per()
	return st, true
}

// healForm: "Heal 3 damage from a creature.", "Fully heal …", "Troll
// heals 3 damage."
func healForm(p *parser) (engine.Clause, bool) {
	st := engine.Clause{Do: engine.DoHeal}
	switch {
	case p.word("Fully heal"):
		t, ok := p.target()
		st.To = t
		return st, ok
	case p.word("Heal"):
		n, ok := p.digits()
		if !ok || !p.word("damage from") {
			return st, false
		}
		t, ok := p.target()
		st.N, st.To = n, t
		st.Alt = t.Count == engine.Self // "Heal 2 damage from Eunoia"
		return st, ok
	case p.name():
		n, ok := 0, p.word("heals")
		if ok {
			n, ok = p.digits()
		}
		if !ok || !p.word("damage") {
			return st, false
		}
		st.N, st.To = n, engine.This
		return st, true
	}
	return st, false
}

// cardVerbs are the one-verb effects on cards: "Destroy a creature."
var cardVerbs = []struct {
	w  string
	op engine.Op
}{
	{"Destroy", engine.DoDestroy}, {"Sacrifice", engine.DoSacrifice}, {"Exhaust", engine.DoExhaust},
	{"Stun", engine.DoStun}, {"Ward", engine.DoWard}, {"Enrage", engine.DoEnrage}, {"Exalt", engine.DoExalt},
	{"Purge", engine.DoPurge}, {"Archive", engine.DoArchive}, {"Discard", engine.DoDiscard},
	{"Take control of", engine.DoTakeControl}, {"Ready", engine.DoReady},
}

func cardVerbForm(p *parser) (engine.Clause, bool) {
	save := p.i
	for _, v := range cardVerbs {
		p.i = save
		if !p.word(v.w) {
			continue
		}
		t, ok := p.target()
		if !ok {
			continue
		}
		if (v.op == engine.DoDiscard || v.op == engine.DoArchive) && t.Kind == engine.AnyCard && t.Where == engine.InPlay && t.Side == engine.AnySide {
			// "Discard a card.", "Archive a card.": from your hand.
			t.Where = engine.InHand
		}
		if v.op == engine.DoDiscard && t.Where != engine.InHand {
			continue
		}
		st := engine.Clause{Do: v.op, To: t}
		if v.op == engine.DoExalt {
			switch n, _ := p.digits(); {
			case p.word("twice"):
				st.N = 2
			case n > 1 && p.word("times"):
				st.N = n
			}
		}
		return st, true
	}
	return engine.Clause{}, false
}

// returnForm: "Return a creature to its owner's hand."
func returnForm(p *parser) (engine.Clause, bool) {
	return p.toOwners("Return", "to", "hand", engine.DoReturn)
}

// shuffleForm: "Shuffle a creature into its owner's deck."
func shuffleForm(p *parser) (engine.Clause, bool) {
	return p.toOwners("Shuffle", "into", "deck", engine.DoShuffle)
}

// toOwners reads "VERB <target> PREP its owner's ZONE", a clause that
// moves the target to its owner's zone.
func (p *parser) toOwners(verb, prep, zone string, do engine.Op) (engine.Clause, bool) {
	if !p.word(verb) {
		return engine.Clause{}, false
	}
	t, ok := p.target()
	if !ok || !p.word(prep) || !p.owner() || !p.word(zone) {
		return engine.Clause{}, false
	}
	return engine.Clause{Do: do, To: t}, true
}

// owner accepts "its owner's", "their owner's", "your", "their owners'".
func (p *parser) owner() bool {
	return p.word("its owner's") || p.word("your") || p.word("their owners'") || p.word("their owner's")
}

// counterForm: "Give a creature two +1 power counters.", "Remove a +1
// power counter from …".
func counterForm(p *parser) (engine.Clause, bool) {
	st := engine.Clause{Do: engine.DoPowerCounters}
	switch {
	case p.word("Give"):
		t, ok := p.target()
		if !ok {
			return st, false
		}
		n, ok := p.number()
		if !ok || !p.word("+1 power") || !(p.word("counters") || p.word("counter")) {
			return st, false
		}
		st.N, st.To = n, t
		st.Per = p.per()
		return st, true
	case p.word("Remove"):
		n, ok := p.number()
		if !ok || !p.word("+1 power") || !(p.word("counters") || p.word("counter")) || !p.word("from") {
			return st, false
		}
		t, ok := p.target()
		st.N, st.To = -n, t
		return st, ok
	}
	return st, false
}

// useForm: "Ready and fight with a friendly creature.", "Use …".
func useForm(p *parser) (engine.Clause, bool) {
	var op engine.Op
	switch {
	case p.word("Ready and fight with"):
		op = engine.DoReadyAndFight
	case p.word("Ready and reap with"):
		op = engine.DoReadyAndReap
	case p.word("Ready and use"):
		op = engine.DoReadyAndUse
	case p.word("Fight with"):
		op = engine.DoFight
	case p.word("Use"):
		op = engine.DoUse
	default:
		return engine.Clause{}, false
	}
	t, ok := p.target()
	return engine.Clause{Do: op, To: t}, ok
}

// tokenForm: "Make a token creature.", "Make 2 token creatures."
func tokenForm(p *parser) (engine.Clause, bool) {
	if !p.word("Make") {
		return engine.Clause{}, false
	}
	n, ok := p.number()
	if !ok || !(p.word("token creatures") || p.word("token creature")) {
		return engine.Clause{}, false
	}
	return engine.Clause{Do: engine.DoToken, N: n, Per: p.per()}, true
}

// simpleForm: the fixed sentences.
func simpleForm(p *parser) (engine.Clause, bool) {
	switch {
	case p.word("Keys cost"):
		// "Keys cost +3A during your opponent's next turn.": only they
		// forge then.
		n, ok := p.signedSym('A')
		if !ok || !p.word("during your opponent's next turn") {
			return engine.Clause{}, false
		}
		return engine.Clause{Do: engine.DoKeyCost, N: n, Who: engine.Opponent, Dur: engine.UntilNextTurn}, true
	case p.peek() == "Discard" && p.i+2 < len(p.t) && p.t[p.i+2] == "random":
		// "Discard a random card from your hand."
		p.i++
		n, ok := p.number()
		if !ok || !(p.word("random cards") || p.word("random card")) || !p.word("from your hand") {
			return engine.Clause{}, false
		}
		return engine.Clause{Do: engine.DoDiscardRandom, N: n}, true
	case p.word("Discard your hand"):
		return engine.Clause{Do: engine.DoDiscard, To: engine.Target{Count: engine.Each, Kind: engine.AnyCard, Where: engine.InHand}}, true
	case p.word("Shuffle your discard pile into your deck"):
		return engine.Clause{Do: engine.DoShuffleDiscard}, true
	case p.word("Shuffle the bottom"):
		n, ok := p.digits()
		if !ok || n < 2 || !p.word("cards of your discard into your deck") {
			return engine.Clause{}, false
		}
		return engine.Clause{Do: engine.DoShuffleBottom, N: n}, true
	case p.word("Your opponent's keys cost"):
		// "Your opponent's keys cost +3A during their next turn.": as
		// "Keys cost +3A during your opponent's next turn."
		n, ok := p.signedSym('A')
		if !ok || !p.word("during their next turn") {
			return engine.Clause{}, false
		}
		return engine.Clause{Do: engine.DoKeyCost, N: n, Who: engine.Opponent, Dur: engine.UntilNextTurn, Alt: true}, true
	case p.word("Raise the tide"):
		return engine.Clause{Do: engine.DoRaiseTide}, true
	case p.word("Choose one :"):
		// Its options are the lines that follow (cardParser.option).
		return engine.Clause{Do: engine.DoChooseOne}, p.atEnd()
	case p.word("Choose a house"):
		// The log's choose line names it; later steps read it.
		return engine.Clause{Do: engine.DoChooseHouse}, true
	case p.word("Destroy each creature of the chosen house") && p.c.choseHouse():
		return engine.Clause{Do: engine.DoDestroyHouse}, true
	case p.word("Your opponent cannot choose that house as their active house until") && p.c.choseHouse():
		if !p.name() || !p.word("leaves play") {
			return engine.Clause{}, false
		}
		return engine.Clause{Do: engine.DoForbidHouse, Who: engine.Opponent}, true
	case p.word("Play the top card of your deck"):
		// The log's choose line names the card (the deck is hidden).
		return engine.Clause{Do: engine.DoPlayTop}, true
	case p.word("Take another turn after this one"):
		return engine.Clause{Do: engine.DoExtraTurn}, true
	case p.word("Draw"):
		return drawRest(p, engine.Clause{})
	case p.word("Discard the top"):
		return topRest(p, engine.Clause{}, engine.DoDiscardTop)
	case p.word("Archive the top"):
		return topRest(p, engine.Clause{}, engine.DoArchiveTop)
	}
	return engine.Clause{}, false
}

// subjectForm: a card as the subject: "A friendly creature captures 1A.",
// "Each friendly creature gets +1 power for the remainder of the turn."
func subjectForm(p *parser) (engine.Clause, bool) {
	if p.word("For the remainder of the turn ,") {
		// The duration leads: "For the remainder of the turn, each
		// friendly creature gains skirmish."
		st, ok := subjectClause(p)
		if !ok || st.Dur != engine.UntilNone || st.Do == engine.DoCapture || st.Do == engine.DoCaptureOwn {
			return st, false
		}
		st.Dur = engine.UntilTurnEnd
		return st, true
	}
	st, ok := subjectClause(p)
	if ok && st.Do != engine.DoCapture && st.Do != engine.DoCaptureOwn && st.Dur == engine.UntilNone {
		return st, false // a lasting effect needs its duration
	}
	return st, ok
}

// subjectClause reads a card as the subject and what it does; a lasting
// effect's duration may follow (its Dur is UntilNone otherwise).
func subjectClause(p *parser) (engine.Clause, bool) {
	t, ok := p.subject()
	if !ok {
		return engine.Clause{}, false
	}
	st := engine.Clause{To: t}
	switch {
	case p.word("captures") || p.word("capture"):
		n, ok := p.sym('A')
		if !ok {
			return st, false
		}
		st.Do, st.N = engine.DoCapture, n
		st.Per = p.per()
		st.Alt = t.Count == engine.Self // "Francus captures 1A", not "Capture 1A"
		if p.word("from its own side") || p.word("from their own side") {
			// From its controller's pool, not its opponent's.
			st.Do, st.Alt = engine.DoCaptureOwn, false
		}
		return st, true
	case p.word("gets") || p.word("get"):
		n, ok := p.signed()
		if !ok {
			return st, false
		}
		st.N = n
		switch {
		case p.word("power"):
			st.Do = engine.DoPower
		case p.word("armor") && n > 0:
			st.Do = engine.DoArmor
		default:
			return st, false
		}
	case p.word("gains") || p.word("gain"):
		kw, n, ok := p.keyword()
		if !ok {
			return st, false
		}
		st.Do, st.KW, st.N = engine.DoGiveKeyword, kw, n
	default:
		return st, false
	}
	if d, ok := p.duration(); ok {
		st.Dur = d
	}
	// Without a duration it is only a step when a leading "For the
	// remainder of the turn," gives it one (the caller checks).
	return st, true
}

// subject reads a target that starts a sentence: the card's name, "each
// friendly creature", "a friendly creature".
func (p *parser) subject() (engine.Target, bool) {
	if t, ok := p.target(); ok {
		return t, true
	}
	// "Other friendly creatures get +1 armor …": a plural names each.
	save := p.i
	t, ok := p.noun(engine.Each, true)
	if !ok || t.Kind != engine.Creature {
		p.i = save
		return t, false
	}
	return t, true
}

// signed reads "+2" or "-1".
func (p *parser) signed() (int, bool) {
	t := string(p.peek())
	if len(t) < 2 || (t[0] != '+' && t[0] != '-') || !isNumber(tok(t[1:])) {
		return 0, false
	}
	n := 0
	for _, r := range t[1:] {
		n = n*10 + int(r-'0')
	}
	if t[0] == '-' {
		n = -n
	}
	p.i++
	return n, true
}

// keyword reads a keyword a card gains: "elusive", "assault 2".
func (p *parser) keyword() (engine.Keyword, int, bool) {
	w := strings.ToLower(string(p.peek()))
	if !keywords[w] {
		return "", 0, false
	}
	p.i++
	n, _ := p.digits()
	return engine.Keyword(w), n, true
}

// duration reads "for the remainder of the turn", "until the start of
// your next turn".
func (p *parser) duration() (engine.Duration, bool) {
	switch {
	case p.word("for the remainder of the turn"):
		return engine.UntilTurnEnd, true
	case p.word("during your opponent's next turn"):
		return engine.UntilNextTurn, true
	}
	return engine.UntilNone, false
}

// per reads a computed amount: "for each damaged creature".
func (p *parser) per() *engine.Amount {
	save := p.i
	if !p.word("for each") {
		return nil
	}
	if a := p.perWhat(); a != nil {
		return a
	}
	p.i = save
	return nil
}

// perWhat reads what a "for each" counts (nil: not a count it knows).
func (p *parser) perWhat() *engine.Amount {
	switch {
	case p.word("card in your archives"):
		return &engine.Amount{Q: engine.ArchivesOf}
	case p.word("card in your opponent's archives"):
		return &engine.Amount{Q: engine.ArchivesOf, Who: engine.Opponent}
	case p.word("card in your hand"):
		return &engine.Amount{Q: engine.HandOf}
	case p.word("card you have played this turn"):
		return &engine.Amount{Q: engine.PlayedThisTurn}
	case p.word("forged key your opponent has"):
		return &engine.Amount{Q: engine.ForgedKeys, Who: engine.Opponent}
	case p.word("forged key you have"):
		return &engine.Amount{Q: engine.ForgedKeys}
	case p.word("upgrade on"):
		if !p.name() {
			return nil
		}
		return &engine.Amount{Q: engine.UpgradesOnThis}
	case p.word("house represented among"):
		t, ok := p.noun(engine.Each, true)
		if !ok || t.Kind != engine.Creature && t.Kind != engine.Artifact || t.Where != engine.InPlay {
			return nil // "among cards in play" counts upgrades too: not a target kind
		}
		p.word("in play")
		return &engine.Amount{Q: engine.HousesAmong, Of: t}
	case p.word("creature destroyed this way"):
		return &engine.Amount{Q: engine.DoneThisWay}
	case p.word("unforged key you have"):
		return &engine.Amount{Q: engine.UnforgedKeys}
	case p.c.actedOn && p.word("A on that creature"):
		return &engine.Amount{Q: engine.AemberOnCards, Of: engine.ThatOne}
	case p.word("A on"):
		if p.name() {
			return &engine.Amount{Q: engine.AemberOnCards, Of: engine.This}
		}
		if t, ok := p.noun(engine.Each, true); ok {
			return &engine.Amount{Q: engine.AemberOnCards, Of: t}
		}
		return nil
	case p.word("damage on"):
		if p.name() {
			return &engine.Amount{Q: engine.DamageOnThis}
		}
		return nil
	case p.word("of"):
		// "for each of Nantucket's Skyborn neighbors"
		if !p.name() || !p.word("'s") {
			return nil
		}
		t := engine.Target{Count: engine.Neighbors}
		for p.adjective(&t) {
		}
		if p.word("neighbors") {
			return &engine.Amount{Q: engine.CountOf, Of: t}
		}
		return nil
	}
	t, ok := p.noun(engine.Each, false)
	if !ok {
		return nil
	}
	p.word("in play")
	return &engine.Amount{Q: engine.CountOf, Of: t}
}

// forgeForm: "Forge a key at current cost.", "Forge a key at +6A current
// cost.", "Forge a key at current cost, reduced by 1A for each friendly
// Sin creature." (a reduction N times a count: N is -1 times it).
func forgeForm(p *parser) (engine.Clause, bool) {
	st := engine.Clause{Do: engine.DoForge}
	if !p.word("Forge a key at") {
		return st, false
	}
	if n, ok := p.signedSym('A'); ok {
		st.N = n
	}
	if !p.word("current cost") {
		return st, false
	}
	if p.word(", reduced by 1A") {
		if st.Per = p.per(); st.Per == nil {
			return st, false
		}
		if st.N != 0 {
			// "+7A current cost, reduced by 1A for each …": 7 less it.
			st.Per.Minus = true
		} else {
			st.N = -1
		}
	}
	return st, true
}

// lastingForm: "For the remainder of the turn, gain 1A each time a
// friendly creature fights.", "For the remainder of the turn, each time a
// friendly creature fights, it captures 1A.": a lasting ability (one
// effect) on another creature's event.
func lastingForm(p *parser) (engine.Clause, bool) {
	dur := engine.UntilTurnEnd
	switch {
	case p.word("For the remainder of the turn ,"):
	case p.word("Until the start of your next turn ,"):
		dur = engine.UntilNextTurn // to the end of your opponent's turn
	default:
		return engine.Clause{}, false
	}
	in := &engine.Ability{}
	st := engine.Clause{Do: engine.DoLastingAbility, Dur: dur, Lasting: in}
	save := p.i
	if abs, ok, err := p.grant(); ok {
		// "…, each friendly creature gains, "Reap: Gain 1A."": a given
		// ability while the effect lasts (the quote ends the sentence).
		if err != nil || len(abs) != 1 {
			return st, false
		}
		*in = abs[0]
		p.i = len(p.t) // grantQuoted checked that the quote ends it
		return st, true
	}
	p.i = save
	if p.word("after you play") {
		// "…, after you play another card, exhaust a creature."
		other := p.word("another")
		if !other && !p.word("a") && !p.word("an") {
			return st, false
		}
		t, ok := p.playedNoun()
		if !ok || !p.word(",") {
			return st, false
		}
		t.Side = engine.Friendly
		if other {
			t.Is |= engine.Other
		}
		in.On, in.When, in.After = engine.OnPlayOther, &t, true
		step, ok := p.lastingStep(in)
		in.Steps = []engine.Clause{step}
		return st, ok
	}
	p.i = save
	if p.word("each time") {
		if !p.lastingEvent(in) || !p.word(",") {
			return st, false
		}
		step, ok := p.lastingStep(in)
		in.Steps = []engine.Clause{step}
		return st, ok
	}
	step, ok := p.lastingStep(in)
	if !ok || !p.word("each time") || !p.lastingEvent(in) {
		return st, false
	}
	in.Steps = []engine.Clause{step}
	return st, true
}

// lastingEvent reads "a friendly creature fights", "an enemy creature is
// destroyed", "a creature reaps" into a lasting ability's trigger.
func (p *parser) lastingEvent(in *engine.Ability) bool {
	if !p.word("a") && !p.word("an") {
		return false
	}
	t, ok := p.noun(engine.One, false)
	if !ok || t.Kind != engine.Creature || t.Where != engine.InPlay {
		return false
	}
	switch {
	case p.word("reaps"):
		in.On = engine.OnCreatureReaps
	case p.word("fights"):
		in.On = engine.OnCreatureFights
	case p.word("is destroyed"):
		in.On = engine.OnCreatureDestroyed
	default:
		return false
	}
	if t != (engine.Target{}) {
		in.When = &t
	}
	return true
}

// lastingStep reads a lasting ability's effect, in which "it" is the
// creature its event is about (once that event is read: in.When or On
// set).
func (p *parser) lastingStep(in *engine.Ability) (engine.Clause, bool) {
	c := p.c
	cur, acted := c.cur, c.actedOn
	defer func() { c.cur, c.actedOn = cur, acted }()
	c.cur, c.actedOn = in, false
	if in.On != 0 && in.When == nil {
		in.When = &engine.Target{} // "a creature": triggerCard needs a When
		defer func() { in.When = nil }()
	}
	return p.clause()
}

// chooseForm: "Choose a creature.", "Choose a friendly creature and an
// enemy creature.": a step that only chooses cards, which the next
// sentences act on as "that creature" (DoChoose; the second choice is
// DoChooseAlso, sentenceSteps joins it).
func chooseForm(p *parser) (engine.Clause, bool) {
	if !p.word("Choose") {
		return engine.Clause{}, false
	}
	t, ok := p.target()
	if !ok || !choosable(t) {
		return engine.Clause{}, false
	}
	return engine.Clause{Do: engine.DoChoose, To: t}, true
}

// choosable reports whether a choice step may choose t: cards a player
// picks ("a", "N", "up to N") in play, not a back-reference.
func choosable(t engine.Target) bool {
	switch t.Count {
	case engine.One, engine.Exactly, engine.UpTo:
		return t.Where == engine.InPlay
	}
	return false
}

// permit reads a permission that only looks like a "you may" choice: "You
// may play or use a Brobnar card this turn." (a lasting permission for
// one card; nothing to answer).
func (p *parser) permit() (engine.Clause, bool) {
	save := p.i
	if !p.word("You may play or use") || !(p.word("a") || p.word("an")) {
		p.i = save
		return engine.Clause{}, false
	}
	h := houseOf(p.peek())
	if h == "" {
		p.i = save
		return engine.Clause{}, false
	}
	p.i += houseLen(p.peek())
	if !p.word("card this turn") {
		p.i = save
		return engine.Clause{}, false
	}
	return engine.Clause{Do: engine.DoLasting, Last: engine.LastPlayOrUseHouse, House: h, Dur: engine.UntilTurnEnd}, true
}

// mayUseForm: "For the remainder of the turn, each friendly creature may
// fight.", "For the remainder of the turn, you may use friendly Untamed
// creatures.": a lasting permission whatever the creatures' house.
func mayUseForm(p *parser) (engine.Clause, bool) {
	if !p.word("For the remainder of the turn ,") {
		return engine.Clause{}, false
	}
	st := engine.Clause{Do: engine.DoMayUse, Dur: engine.UntilTurnEnd}
	var ok bool
	save := p.i
	if t, ok := p.subject(); ok && t.Count == engine.Each && t.Kind == engine.Creature && t.Where == engine.InPlay && t.Is&engine.ChosenHouse == 0 && p.word("cannot be dealt damage") {
		// "…, each friendly creature cannot be dealt damage."
		return engine.Clause{Do: engine.DoCardLasting, Last: engine.LastNoDamage, To: t, Dur: engine.UntilTurnEnd}, true
	}
	p.i = save
	if p.word("you may use") {
		st.Alt = true
		st.To, ok = p.noun(engine.Each, true)
	} else {
		st.To, ok = p.target()
		st.N = int(engine.VerbFight)
		ok = ok && st.To.Count == engine.Each && p.word("may fight")
	}
	// "of that house" is the run's choice, which the lasting effect
	// outlives: not a filter it can read later.
	if !ok || st.To.Kind != engine.Creature || st.To.Where != engine.InPlay || st.To.Is&engine.ChosenHouse != 0 {
		return st, false
	}
	return st, true
}

// noReapForm: "During your opponent's next turn, creatures of the chosen
// house cannot be used to reap." (after "Choose a house."), "Until the
// start of your next turn, creatures cannot be used to reap." (each
// player: the rest of this turn too), and "Your opponent cannot play
// creatures on their next turn.": what a player cannot do for a while.
func noReapForm(p *parser) (engine.Clause, bool) {
	st := engine.Clause{Do: engine.DoLasting, Last: engine.LastNoReap, Dur: engine.UntilNextTurn}
	switch {
	case p.c.choseHouse() && p.word("During your opponent's next turn , creatures of the chosen house cannot be used to reap"):
		st.Who, st.To = engine.Opponent, engine.Target{Is: engine.ChosenHouse}
	case p.word("Until the start of your next turn , creatures cannot be used to reap"):
		st.Who = engine.EachPlayer
	case p.word("Your opponent cannot play creatures on their next turn"):
		st.Last, st.Who = engine.LastNoCreatures, engine.Opponent
	case p.word("Your opponent cannot use creatures to fight on their next turn"):
		st.Last, st.Who, st.N = engine.LastNoVerb, engine.Opponent, int(engine.VerbFight)
	case p.word("Your opponent cannot use creatures to reap on their next turn"):
		st.Last, st.Who, st.N, st.Alt = engine.LastNoVerb, engine.Opponent, int(engine.VerbReap), true
	default:
		return st, false
	}
	return st, true
}

// playedNoun reads what a card played is: "card", "action card",
// "Brobnar creature".
func (p *parser) playedNoun() (engine.Target, bool) {
	save := p.i
	if p.word("action card") {
		return engine.Target{Kind: engine.ActionCard}, true
	}
	t, ok := p.noun(engine.One, false)
	if !ok || t.Where != engine.InPlay || t.Is != 0 || t.Side != engine.AnySide {
		p.i = save
		return t, false
	}
	return t, true
}
