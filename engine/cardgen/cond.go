package main

import (
	"github.com/kfr-dev/kfr/engine"
)

// Conditions ("If …," after the "If") and constant abilities.

// cond reads a condition: "the tide is high", "you are haunted", "your
// opponent has 4A or more", "there are 3 or more enemy creatures in
// play", "Troll is on a flank".
func (p *parser) cond() (engine.Cond, bool) {
	save := p.i
	switch {
	case p.word("the tide is high"):
		return engine.Cond{Is: engine.IfTide}, true
	case p.word("the tide is low"):
		return engine.Cond{Is: engine.IfTideLow}, true
	case p.word("it is your turn"):
		return engine.Cond{Is: engine.IfYourTurn}, true
	case p.word("it is not your turn"):
		return engine.Cond{Is: engine.IfNotYourTurn}, true
	case p.word("you are not haunted"):
		return engine.Cond{Is: engine.IfNotHaunted}, true
	case p.word("your opponent is not haunted"):
		return engine.Cond{Is: engine.IfNotHaunted, Who: engine.Opponent}, true
	case p.word("you are haunted"):
		return engine.Cond{Is: engine.IfHaunted}, true
	case p.word("your opponent is haunted"):
		return engine.Cond{Is: engine.IfHaunted, Who: engine.Opponent}, true
	case p.word("your opponent has"):
		return p.aemberCond(engine.Opponent)
	case p.word("you have"):
		return p.aemberCond(engine.You)
	case p.word("there are"):
		return p.countCond()
	case p.c.topDiscarded() && (p.word("it is a") || p.word("it is an")):
		// "Discard the top card of your deck. If it is a creature, …":
		// the card discarded (sentenceSteps makes the log name it).
		t, ok := p.noun(engine.One, false)
		if !ok || t.Where != engine.InPlay || t.Side != engine.AnySide || t.Is != 0 {
			break
		}
		return engine.Cond{Is: engine.IfThatIs, Of: &t}, true
	case p.word("an enemy creature was destroyed this turn"):
		return engine.Cond{Is: engine.IfEnemyDestroyed}, true
	case p.word("an enemy creature has been destroyed this turn"):
		return engine.Cond{Is: engine.IfEnemyDestroyed, N: 1}, true
	case p.word("it is destroyed"):
		return engine.Cond{Is: engine.IfThatDestroyed}, true
	case p.word("it is not destroyed"):
		return engine.Cond{Is: engine.IfThatSurvived}, true
	case p.word("that creature is destroyed"):
		return engine.Cond{Is: engine.IfThatDestroyed}, true
	case p.word("that creature is not destroyed"):
		return engine.Cond{Is: engine.IfThatSurvived}, true
	case p.name():
		switch {
		case p.word("is on a flank"):
			return engine.Cond{Is: engine.IfThisOnFlank}, true
		case p.word("is not on a flank"):
			return engine.Cond{Is: engine.IfThisNotFlank}, true
		case p.word("is damaged"):
			return engine.Cond{Is: engine.IfThisDamaged}, true
		case p.word("is in the center of your battleline"):
			return engine.Cond{Is: engine.IfThisInCenter}, true
		}
	}
	p.i = save
	return engine.Cond{}, false
}

// aemberCond reads "no A", "4A or more", "2A or fewer", "exactly 3A",
// "more A than you".
func (p *parser) aemberCond(who engine.Who) (engine.Cond, bool) {
	c := engine.Cond{Is: engine.IfAember, Who: who}
	switch {
	case p.word("no A"):
		c.Cmp = engine.Equal
		return c, true
	case p.word("exactly"):
		n, ok := p.sym('A')
		c.Cmp, c.N = engine.Equal, n
		return c, ok
	case p.word("an even amount of A"):
		c.Cmp = engine.Even // 0 is even: no Æmber counts
		return c, true
	case p.word("an odd amount of A"):
		c.Cmp = engine.Odd
		return c, true
	case p.word("more A than you") && who == engine.Opponent, p.word("more A than your opponent") && who == engine.You:
		c.Cmp = engine.MoreThanOpp
		return c, true
	}
	n, ok := p.sym('A')
	if !ok {
		return c, false
	}
	c.N = n
	switch {
	case p.word("or more"):
		c.Cmp = engine.AtLeast
	case p.word("or fewer"):
		c.Cmp = engine.AtMost
	default:
		return c, false
	}
	return c, true
}

// countCond reads "3 or more enemy creatures in play", "no friendly
// creatures in play".
func (p *parser) countCond() (engine.Cond, bool) {
	c := engine.Cond{Is: engine.IfCount}
	if p.word("more") {
		// "more enemy creatures than friendly creatures"
		t, ok := p.noun(engine.Each, true)
		if !ok || t.Side == engine.AnySide || !p.word("than") {
			return c, false
		}
		u, ok := p.noun(engine.Each, true)
		want := t
		want.Side = engine.Friendly
		if t.Side == engine.Friendly {
			want.Side = engine.Enemy
		}
		if !ok || u != want {
			return c, false
		}
		c.Cmp, c.Of = engine.MoreThanOpp, &t
		return c, true
	}
	if p.word("no") {
		c.Cmp = engine.Equal
	} else {
		n, ok := p.digits()
		if !ok {
			return c, false
		}
		c.N = n
		switch {
		case p.word("or more"):
			c.Cmp = engine.AtLeast
		case p.word("or fewer"):
			c.Cmp = engine.AtMost
		default:
			return c, false
		}
	}
	t, ok := p.noun(engine.Each, true)
	if !ok {
		return c, false
	}
	p.word("in play")
	c.Of = &t
	return c, true
}

// static reads a constant ability sentence: "Troll gets +2 power while it
// is on a flank.", "Each friendly creature gains elusive.", "Enemy
// creatures cannot reap.", "Your opponent's keys cost +1A."
func (p *parser) static() ([]engine.Static, bool) {
	if p.word("While") {
		// "While the tide is high, …": a condition on the game.
		c, ok := p.cond()
		if !ok || !p.word(",") {
			return nil, false
		}
		// "While Gub is not on a flank, it gets +5 power.": a condition on
		// where the card is leads (Static.Lead), "it" is the card.
		lead := engine.SelfCondLeadsWhile(c.Is)
		p.itSelf = lead
		sts, ok := p.static()
		p.itSelf = false
		if !ok {
			return nil, false
		}
		for i := range sts {
			if sts[i].If.Is != engine.Always || !conditional[sts[i].Is] {
				return nil, false
			}
			sts[i].If, sts[i].Lead = c, lead
		}
		return sts, true
	}
	if p.word("If") {
		// "If you are haunted, Ælbia Stray enters play ready.", "If there
		// are no enemy creatures, destroy Cincinnatus Rex.": constant
		// abilities under a condition.
		c, ok := p.cond()
		if !ok || !p.word(",") {
			return nil, false
		}
		switch {
		case p.name() && p.word("enters play ready"):
			return []engine.Static{{Is: engine.EntersReady, If: c}}, true
		case p.word("destroy") && p.name():
			return []engine.Static{{Is: engine.DestroyedWhile, If: c}}, true
		}
		return nil, false
	}
	save := p.i
	if p.name() {
		switch {
		case p.word("enters play ready"):
			return []engine.Static{{Is: engine.EntersReady}}, true
		case p.word("enters play stunned"):
			return []engine.Static{{Is: engine.EntersStunned}}, true
		case p.word("deals no damage when fighting"):
			return []engine.Static{{Is: engine.NoDamageFighting}}, true
		}
		p.i = save
	}
	switch {
	case p.word("During your \" draw cards \" step , refill your hand to"):
		n, ok := p.digits()
		if !ok || !(p.word("additional cards") || p.word("additional card")) {
			return nil, false
		}
		return []engine.Static{{Is: engine.HandBonus, N: n}}, true
	case p.word("During their \" draw cards \" step ,"):
		// "During their “draw cards” step, your opponent refills their
		// hand to 1 less card.": the step leads (Static.Lead).
		st := engine.Static{Is: engine.RefillMod, Lead: true}
		switch {
		case p.word("your opponent refills their hand to"):
			st.Who = engine.Opponent
		case p.word("each player refills their hand to"):
			st.Who = engine.EachPlayer
		default:
			return nil, false
		}
		n, ok := p.digits()
		if !ok || n == 0 {
			return nil, false
		}
		switch {
		case p.word("less cards") || p.word("less card"):
			n = -n
		case p.word("additional cards") || p.word("additional card"):
		default:
			return nil, false
		}
		st.N = n
		return []engine.Static{st}, true
	case p.word("Players cannot forge their first key"):
		return []engine.Static{{Is: engine.NoThirdKey, N: 1}}, true
	case p.word("Players cannot forge their second key"):
		return []engine.Static{{Is: engine.NoThirdKey, N: 2}}, true
	case p.word("Players cannot forge their third key"):
		return []engine.Static{{Is: engine.NoThirdKey}}, true
	case p.word("You may spend A on friendly creatures as if it were in your pool"):
		return []engine.Static{{Is: engine.SpendsFriends}}, true
	case p.word("You may spend A on"):
		if !p.name() || !p.word("as if it were in your pool") {
			return nil, false
		}
		return []engine.Static{{Is: engine.SpendableAember}}, true
	case p.word("Your opponent cannot play more than"):
		n, ok := p.digits()
		if !ok || !(p.word("cards each turn") || n == 1 && p.word("card each turn")) {
			return nil, false
		}
		return []engine.Static{{Is: engine.CannotPlayMore, N: n, Who: engine.Opponent}}, true
	case p.word("Your opponent's keys cost"):
		n, ok := p.signedSym('A')
		return []engine.Static{{Is: engine.KeyCostMod, N: n, Who: engine.Opponent, Per: p.per()}}, ok
	case p.word("Your keys cost"):
		n, ok := p.signedSym('A')
		return []engine.Static{{Is: engine.KeyCostMod, N: n, Who: engine.You, Per: p.per()}}, ok
	case p.word("Keys cost"):
		n, ok := p.signedSym('A')
		return []engine.Static{{Is: engine.KeyCostMod, N: n, Who: engine.EachPlayer, Per: p.per()}}, ok
	}
	p.i = save
	t, ok := p.staticSubject()
	if !ok {
		return nil, false
	}
	st := engine.Static{To: t}
	switch {
	case p.word("gets") || p.word("get"):
		n, ok := p.signed()
		if !ok {
			return nil, false
		}
		st.N = n
		switch {
		case p.word("power"):
			st.Is = engine.PowerBonus
		case p.word("armor"):
			st.Is = engine.ArmorBonus
		default:
			return nil, false
		}
		if p.word("for each A on it") {
			// The card the constant ability applies to.
			st.Per = &engine.Amount{Q: engine.AemberOnIt}
		} else {
			st.Per = p.per()
		}
		if st.Per == nil && p.word("and") {
			if more, ok := p.joinedStatic(st); ok {
				return []engine.Static{st, more}, true
			}
			return nil, false
		}
	case p.word("gains") || p.word("gain"):
		kw, n, ok := p.keyword()
		if !ok {
			return nil, false
		}
		st.Is, st.KW, st.N = engine.KeywordGrant, kw, n
		if p.word("and") {
			kw2, n2, ok := p.keyword()
			if !ok {
				return nil, false
			}
			second := st
			second.KW, second.N = kw2, n2
			return []engine.Static{st, second}, true
		}
	case p.word("cannot"):
		v, ok := p.verb()
		if !ok {
			return nil, false
		}
		st.Is, st.Verb, st.Who = engine.Cannot, v, engine.EachPlayer
	default:
		return nil, false
	}
	switch {
	case p.word("while it is on a flank"):
		st.If = engine.Cond{Is: engine.IfThisOnFlank}
	case p.word("while it is not on a flank"):
		st.If = engine.Cond{Is: engine.IfThisNotFlank}
	case p.word("while it is damaged"):
		st.If = engine.Cond{Is: engine.IfThisDamaged}
	}
	if st.If.Is != engine.Always && !conditional[st.Is] {
		return nil, false
	}
	return []engine.Static{st}, true
}

// joinedStatic reads what follows "and" after a bonus: "+2 power",
// "gains poison" (about the same cards, printed joined: Static.And).
func (p *parser) joinedStatic(first engine.Static) (engine.Static, bool) {
	st := engine.Static{To: first.To, And: true}
	if p.word("gains") || p.word("gain") {
		kw, n, ok := p.keyword()
		st.Is, st.KW, st.N = engine.KeywordGrant, kw, n
		return st, ok && p.atEnd()
	}
	n, ok := p.signed()
	if !ok {
		return st, false
	}
	st.N = n
	switch {
	case p.word("power"):
		st.Is = engine.PowerBonus
	case p.word("armor"):
		st.Is = engine.ArmorBonus
	default:
		return st, false
	}
	return st, p.atEnd()
}

// conditional are the constant abilities whose condition the engine
// checks (staticHolds): only they may be read with one.
var conditional = map[engine.StaticKind]bool{
	engine.PowerBonus: true, engine.ArmorBonus: true, engine.KeywordGrant: true, engine.KeyCostMod: true, engine.Cannot: true,
	// Their engine checks read the condition too (staticHolds).
	engine.EntersReady: true, engine.NoDamageFighting: true, engine.SpendsFriends: true,
}

// staticSubject reads who a constant ability is about: the card's name,
// "this creature", "each friendly creature", "other friendly creatures",
// "enemy creatures".
func (p *parser) staticSubject() (engine.Target, bool) {
	save := p.i
	if t, ok := p.target(); ok && (t.Count == engine.Self || t.Count == engine.Parent || t.Count == engine.Each || t.Count == engine.Neighbors) {
		return t, true
	}
	p.i = save
	t, ok := p.noun(engine.Each, true)
	if !ok || t.Kind != engine.Creature {
		p.i = save
		return t, false
	}
	return t, true
}

// signedSym reads "+1A" or "-2A".
func (p *parser) signedSym(s byte) (int, bool) {
	t := p.peek()
	if len(t) < 3 || t[len(t)-1] != s {
		return 0, false
	}
	sub := &parser{t: []tok{t[:len(t)-1]}, c: p.c}
	n, ok := sub.signed()
	if ok {
		p.i++
	}
	return n, ok
}

// verb reads what a creature cannot do: "reap", "fight", "be used".
func (p *parser) verb() (engine.Verb, bool) {
	switch {
	case p.word("reap"):
		return engine.VerbReap, true
	case p.word("fight"):
		return engine.VerbFight, true
	}
	return 0, false
}

// topDiscarded reports whether the last step of the ability being read
// discards the top card of your deck or of a player's: "it" is that card.
func (c *cardParser) topDiscarded() bool {
	if c.cur == nil || len(c.cur.Steps) == 0 {
		return false
	}
	st := c.cur.Steps[len(c.cur.Steps)-1]
	return st.Do == engine.DoDiscardTop && st.N == 1 && !st.Alt && (st.Who == engine.You || st.Who == engine.ChosenPlayer) &&
		st.If.Is == engine.Always && !st.May && st.Opt == 0
}

// nameTopDiscard makes the ability's last step, a discard of the top card
// (topDiscarded), one whose card the log names: a later "it" is that card.
func (c *cardParser) nameTopDiscard() {
	st := &c.cur.Steps[len(c.cur.Steps)-1]
	st.Do, st.To = engine.DoDiscardNamed, engine.Target{Kind: engine.AnyCard}
	c.actedOn = true
}
