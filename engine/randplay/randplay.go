// Package randplay plays complete KeyForge games between two decks by
// choosing legal actions at random from a seed: the same seed always gives
// the same actions and the same state hashes. It exercises the engine
// (tests of its invariants over thousands of games) and produces realistic
// action logs (benchmarks, report fixtures).
//
// The driver plays what the engine's hidden-information model allows: a
// card can be played when a copy of it can be in hand (a known card, or an
// unaccounted copy while the hand holds unknown cards). Unscripted cards
// are played for their Æmber bonus; with Options.Effects the driver also
// declares random effects after them, as a table logs an unscripted
// ability, so that every effect primitive is exercised.
package randplay

import (
	"math/rand/v2"
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

// Options tune a game.
type Options struct {
	// MaxTurns ends a game still running after this many turns: the player
	// with fewer keys (then less Æmber) concedes. 0 means 200.
	MaxTurns int
	// Effects declares random effects after unscripted plays.
	Effects bool
	// Hashes records the state hash after every action.
	Hashes bool
	// Check, when set, is called after every action (tests check
	// invariants here); an error stops the game and is returned.
	Check func(g *engine.Game, a engine.Action, out engine.Outcome) error
}

// Result is one played game.
type Result struct {
	Actions    []engine.Action
	Hashes     []uint64 // after each action, when Options.Hashes
	Winner     int8
	Reason     string // "keys" or "concede"
	Turns      int
	Violations int // violations the engine reported (the driver aims for none)
}

// driver is one game in progress.
type driver struct {
	g    *engine.Game
	rng  *rand.Rand
	opt  Options
	res  *Result
	err  error
	mine []engine.InPlayCard
	them []engine.InPlayCard
	hand []string
}

// Play plays one complete game from seed.
func Play(db engine.CardDB, setup engine.Setup, seed uint64, opt Options) (*Result, error) {
	g, err := engine.New(db, setup)
	if err != nil {
		return nil, err
	}
	if opt.MaxTurns <= 0 {
		opt.MaxTurns = 200
	}
	d := &driver{g: g, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), opt: opt, res: &Result{Winner: engine.NoPlayer}}
	d.play(setup.First)
	if d.err != nil {
		return nil, d.err
	}
	d.res.Winner, d.res.Reason, _ = g.Over()
	d.res.Turns = g.Turn()
	return d.res, nil
}

func (d *driver) apply(a engine.Action) {
	if d.err != nil {
		return
	}
	out := d.g.Apply(a)
	d.res.Actions = append(d.res.Actions, a)
	d.res.Violations += len(out.Violations)
	if d.opt.Hashes {
		d.res.Hashes = append(d.res.Hashes, d.g.Hash())
	}
	if d.opt.Check != nil {
		d.err = d.opt.Check(d.g, a, out)
	}
}

func (d *driver) done() bool {
	_, _, over := d.g.Over()
	return over || d.err != nil
}

func (d *driver) play(first int8) {
	for _, pl := range [2]int8{first, 1 - first} {
		if d.rng.IntN(8) == 0 {
			d.apply(engine.Action{Verb: engine.VerbMulligan, Player: pl})
		}
	}
	for !d.done() {
		turn := max(d.g.Turn(), 1)
		if turn > d.opt.MaxTurns {
			d.concede()
			return
		}
		pl := d.g.Active()
		d.apply(engine.Action{Verb: engine.VerbTurn, N: int32(turn), Player: pl})
		d.answer(pl) // what the turn's start raised (Novu Dynamo) waits past the header
		if d.g.Aember(pl) >= d.g.KeyCost(pl) && d.rng.IntN(2) == 0 {
			d.apply(engine.Action{Verb: engine.VerbForge, Player: engine.NoPlayer, Key: engine.KeyAny})
		}
		if d.done() {
			return
		}
		d.apply(engine.Action{Verb: engine.VerbHouse, Player: engine.NoPlayer, House: d.pickHouse(pl)})
		for step := 0; step < 40 && !d.done(); step++ {
			if !d.move(pl) {
				break
			}
		}
		if !d.done() {
			d.apply(engine.Action{Verb: engine.VerbEnd, Player: engine.NoPlayer})
		}
	}
}

func (d *driver) concede() {
	a, b := int8(0), int8(1)
	loser := a
	if d.g.Keys(b) < d.g.Keys(a) || d.g.Keys(b) == d.g.Keys(a) && d.g.Aember(b) < d.g.Aember(a) {
		loser = b
	}
	d.apply(engine.Action{Verb: engine.VerbConcede, Player: loser})
}

// pickHouse weighs each house by what the player can do with it.
func (d *driver) pickHouse(pl int8) engine.House {
	houses := d.g.Houses(pl)
	d.hand = d.g.HandOptions(pl, d.hand[:0])
	d.mine = d.g.InPlay(pl, d.mine[:0])
	var w [3]int
	total := 0
	for i, h := range houses {
		if d.g.HouseForbidden(pl, h) {
			continue // weight 0
		}
		w[i] = 1
		for _, id := range d.hand {
			if c := d.g.Card(id); c != nil && c.House == h {
				w[i] += 2
			}
		}
		for _, c := range d.mine {
			if c.House == h && !c.Exhausted {
				w[i] += 3
			}
		}
		total += w[i]
	}
	if total == 0 {
		return houses[0]
	}
	r := d.rng.IntN(total)
	for i := range w {
		if r < w[i] {
			return houses[i]
		}
		r -= w[i]
	}
	return houses[0]
}

type move struct {
	a      engine.Action
	weight int
}

// move makes one step-3 action; false ends the step.
func (d *driver) move(pl int8) bool {
	g := d.g
	h := g.ActiveHouse()
	d.hand = g.HandOptions(pl, d.hand[:0])
	d.mine = g.InPlay(pl, d.mine[:0])
	d.them = g.InPlay(1-pl, d.them[:0])
	var moves []move
	if !g.FirstTurnUsed() && g.HandSize(pl) > 0 {
		for _, id := range d.hand {
			c := g.Card(id)
			if c.House != h {
				continue
			}
			a := engine.Action{Verb: engine.VerbPlay, Player: engine.NoPlayer, Card: engine.CardRef{ID: id}}
			if c.Type == engine.TypeUpgrade {
				t, ok := d.anyCreature()
				if !ok {
					continue
				}
				a.Target = t
			}
			if c.Type.IsCreature() && d.rng.IntN(2) == 0 {
				a.Flank = engine.FlankLeft
			}
			if c.IsGigantic() || c.Has(engine.Alpha) || c.Has(engine.Omega) {
				continue // gigantic plays and step-ending cards are left to scripted tests
			}
			moves = append(moves, move{a, 6}, move{engine.Action{Verb: engine.VerbDiscard, Player: engine.NoPlayer, Card: a.Card}, 1})
		}
	}
	enemies := 0
	for _, c := range d.them {
		if c.Type.IsCreature() {
			enemies++
		}
	}
	for _, c := range d.mine {
		if c.House != h || c.Exhausted {
			continue
		}
		switch {
		case c.Type.IsCreature():
			if t, ok := d.target(pl, c.Ref); ok && (enemies > 0 && (c.Enraged || d.rng.IntN(2) == 0)) {
				moves = append(moves, move{engine.Action{Verb: engine.VerbFight, Player: engine.NoPlayer, Card: c.Ref, Target: t}, 5})
			} else if !c.Enraged || enemies == 0 {
				moves = append(moves, move{engine.Action{Verb: engine.VerbReap, Player: engine.NoPlayer, Card: c.Ref}, 5})
			}
		case c.Type == engine.TypeArtifact && c.Scripted:
			moves = append(moves, move{engine.Action{Verb: engine.VerbAction, Player: engine.NoPlayer, Card: c.Ref}, 2})
		}
	}
	k := 0
	for _, m := range moves {
		// The rule of six forbids a seventh play or use of a title in a
		// turn (a deck can draw and return a card that often, and an
		// ability can use one again: the engine counts both).
		if m.a.Verb == engine.VerbDiscard || (!g.Forbidden(m.a.Verb, m.a.Card) && g.PlaysAndUses(m.a.Card.ID) < 6) {
			moves[k] = m
			k++
		}
	}
	moves = moves[:k]
	if len(moves) == 0 || d.rng.IntN(12) == 0 {
		return false
	}
	total := 0
	for _, m := range moves {
		total += m.weight
	}
	r := d.rng.IntN(total)
	var m move
	for _, m = range moves {
		if r < m.weight {
			break
		}
		r -= m.weight
	}
	d.apply(m.a)
	d.answer(pl)
	if d.opt.Effects && m.a.Verb == engine.VerbPlay && !engine.Scripted(m.a.Card.ID) && d.rng.IntN(3) == 0 && !d.done() {
		d.randomEffect(pl)
		d.answer(pl)
	}
	return true
}

// answer gives the choices abilities wait for (a play can wait for each
// of its bonus icons, then for its "Play:" ability; a board wipe, for a
// Pile of Skulls capture per enemy creature destroyed).
func (d *driver) answer(pl int8) {
	for range 64 {
		n := len(d.res.Actions)
		d.answerOne(pl)
		if len(d.res.Actions) == n {
			return
		}
	}
}

func (d *driver) answerOne(pl int8) {
	what, ok := d.g.Waiting()
	if !ok || d.done() {
		return
	}
	d.mine = d.g.InPlay(pl, d.mine[:0])
	d.them = d.g.InPlay(1-pl, d.them[:0])
	choose := engine.Action{Verb: engine.VerbChoose, Player: engine.NoPlayer}
	switch what {
	case "ready-fight":
		// The creature the ability may ready, then (the prompt after it)
		// what it fights: each a card of the prompt.
		p, _ := d.g.Prompt()
		if len(p.Cards) == 0 {
			return
		}
		choose.Cards = []engine.CardRef{p.Cards[d.rng.IntN(len(p.Cards))]}
	case "random-discard":
		// Whose hand: the opponent's, mostly; the active player's when an
		// enemy card's ability takes it (Impspector destroyed).
		p, _ := d.g.Prompt()
		if d.g.HandSize(p.Player) == 0 {
			return
		}
		d.hand = d.g.HandOptions(p.Player, d.hand[:0])
		if len(d.hand) == 0 {
			return
		}
		choose.Cards = []engine.CardRef{{ID: d.hand[d.rng.IntN(len(d.hand))]}}
	case "bonus-capture":
		f, ok := d.pick(d.mine, true)
		if !ok {
			return
		}
		choose.Cards = []engine.CardRef{f}
	case "bonus-damage":
		t, ok := d.pick(d.them, true)
		if !ok {
			if t, ok = d.pick(d.mine, true); !ok {
				return
			}
		}
		choose.Cards = []engine.CardRef{t}
	case "bonus-discard":
		d.hand = d.g.HandOptions(pl, d.hand[:0])
		if len(d.hand) == 0 {
			return
		}
		choose.Cards = []engine.CardRef{{ID: d.hand[d.rng.IntN(len(d.hand))]}}
	case "house", "ability":
		p, _ := d.g.Prompt()
		switch {
		case len(p.Cards) > 0:
			cards := p.Cards[:0:0]
			for _, c := range p.Cards {
				// An upgrade an ability plays from the deck (Bot Bookton)
				// would have no creature named: the driver puts another
				// card on top.
				if def := d.g.Card(c.ID); def == nil || def.Type != engine.TypeUpgrade || d.inPlay(c) {
					cards = append(cards, c)
				}
			}
			if len(cards) == 0 && strings.Contains(p.Text, "iscard") {
				cards = p.Cards // a card discarded from the deck may be an upgrade (Lethologica)
			}
			if len(cards) == 0 {
				// Only upgrades: a step that names the top cards of the
				// deck (New Frontiers) takes them as any other card.
				cards = p.Cards
			}
			choose.Cards = []engine.CardRef{cards[d.rng.IntN(len(cards))]}
		case len(p.Words) > 0:
			choose.Words = []string{p.Words[d.rng.IntN(len(p.Words))]}
		default:
			return
		}
	}
	d.apply(choose)
}

// inPlay reports whether r names a card in play.
func (d *driver) inPlay(r engine.CardRef) bool {
	for _, list := range [2][]engine.InPlayCard{d.mine, d.them} {
		for _, c := range list {
			if c.Ref.ID == r.ID {
				return true
			}
		}
	}
	return false
}

// pick chooses a random creature of list.
func (d *driver) pick(list []engine.InPlayCard, creature bool) (engine.CardRef, bool) {
	n := 0
	for _, c := range list {
		if c.Type.IsCreature() == creature {
			n++
		}
	}
	if n == 0 {
		return engine.CardRef{}, false
	}
	k := d.rng.IntN(n)
	for _, c := range list {
		if c.Type.IsCreature() == creature {
			if k == 0 {
				return c.Ref, true
			}
			k--
		}
	}
	return engine.CardRef{}, false
}

// target is an enemy creature that may be attacked (taunt respected).
func (d *driver) target(pl int8, att engine.CardRef) (engine.CardRef, bool) {
	var ok []engine.CardRef
	for _, c := range d.them {
		if c.Type.IsCreature() && !c.Guarded && d.g.MayFight(pl, att, c.Ref) {
			ok = append(ok, c.Ref)
		}
	}
	if len(ok) == 0 {
		return engine.CardRef{}, false
	}
	return ok[d.rng.IntN(len(ok))], true
}

// anyCreature is a creature of either side for an upgrade, preferring the
// player's own.
func (d *driver) anyCreature() (engine.CardRef, bool) {
	if r, ok := d.pick(d.mine, true); ok {
		return r, true
	}
	return engine.CardRef{}, false
}

// randomEffect declares one effect an unscripted card might have had.
func (d *driver) randomEffect(pl int8) {
	d.mine = d.g.InPlay(pl, d.mine[:0])
	d.them = d.g.InPlay(1-pl, d.them[:0])
	e := engine.Effect{Player: engine.NoPlayer}
	enemy, hasEnemy := d.pick(d.them, true)
	friend, hasFriend := d.pick(d.mine, true)
	switch d.rng.IntN(22) {
	case 0:
		e.Kind, e.N = engine.EffGain, 1+d.rng.IntN(2)
	case 1:
		e.Kind, e.N, e.Opponent = engine.EffLose, 1, true
	case 2:
		e.Kind, e.N = engine.EffSteal, 1+d.rng.IntN(2)
	case 3:
		e.Kind, e.N, e.Card = engine.EffCapture, 1, friend
		if !hasFriend {
			return
		}
	case 4:
		e.Kind, e.N, e.Card, e.Splash = engine.EffDamage, 1+d.rng.IntN(4), enemy, d.rng.IntN(2)
		if !hasEnemy {
			return
		}
	case 5:
		e.Kind, e.Card = engine.EffDestroy, enemy
		if !hasEnemy {
			return
		}
	case 6, 7, 8:
		kinds := [...]engine.EffectKind{engine.EffStun, engine.EffWard, engine.EffEnrage}
		e.Kind, e.Card = kinds[d.rng.IntN(3)], enemy
		if !hasEnemy {
			return
		}
	case 9:
		e.Kind, e.N, e.Card = engine.EffPower, 1+d.rng.IntN(2), friend
		if !hasFriend {
			return
		}
	case 10:
		e.Kind, e.N = engine.EffDraw, 1+d.rng.IntN(2)
	case 11:
		e.Kind, e.N, e.Opponent = engine.EffDiscardRandom, 1, true
	case 12:
		e.Kind, e.N = engine.EffDiscardTop, 1+d.rng.IntN(2)
	case 13:
		e.Kind, e.N = engine.EffArchiveTop, 1
	case 14:
		e.Kind, e.Card = engine.EffReturn, enemy
		if !hasEnemy {
			return
		}
	case 15:
		e.Kind, e.Card = engine.EffPurge, enemy
		if !hasEnemy {
			return
		}
	case 16:
		e.Kind, e.Card = engine.EffShuffle, enemy
		if !hasEnemy {
			return
		}
	case 17:
		e.Kind, e.Card = engine.EffControl, enemy
		if !hasEnemy {
			return
		}
	case 18:
		e.Kind, e.Card = engine.EffExalt, friend
		if !hasFriend {
			return
		}
	case 19:
		e.Kind, e.N = engine.EffChains, 1
	case 20:
		e.Kind, e.N, e.Opponent, e.Duration = engine.EffKeyCost, 1, true, engine.UntilNextTurn
	case 21:
		e.Kind, e.N, e.Card = engine.EffHeal, 2, friend
		if !hasFriend {
			return
		}
	}
	d.apply(engine.Action{Verb: engine.VerbEffect, Player: engine.NoPlayer, Effect: &e})
}
