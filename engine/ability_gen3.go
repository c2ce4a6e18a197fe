package engine

import (
	"strconv"
	"strings"
)

// Language features of the card-text compiler's third growth (issue 16).
//
// A chosen player: "Discard the top 10 cards of a player's deck." (Boo!),
// "… of any player's deck." (Arcane Transmitter). The player chooses
// whose deck as the step resolves; the log's choose line names it from
// the controller's side: `mine` (or `me`) or `theirs` (or `opponent`).
// The choice holds for the rest of the ability ("that player").

// g3PlayerWords are the answers to a player choice, the controller's
// deck first.
var g3PlayerWords = [2]string{"mine", "theirs"}

// g3Chosen is the player run r chose (its controller before a choice).
func g3Chosen(r *run) int8 {
	if r.chosen > 0 {
		return r.chosen - 1
	}
	return r.player
}

// g3ChoosePlayer reads the player the log's choose line names for run r;
// false: the line does not say yet (the step waits).
func (g *Game) g3ChoosePlayer(r *run) bool {
	w, ok := g.ans.nextWord()
	if !ok {
		if !g.forcing {
			return false
		}
		g.violate("choice-missing", r.player, "%s: the log does not say which player was chosen", g.defs[r.def].Name)
		r.chosen = r.player + 1
		return true
	}
	switch playerWord(w) {
	case "mine", "me", "my", "you", "your", "yours", "self", "own":
		r.chosen = r.player + 1
	case "theirs", "opponent", "opponents", "their", "them", "enemy":
		r.chosen = other(r.player) + 1
	default:
		g.violate("effect-target", r.player, "%s: %q names no player (mine or theirs)", g.defs[r.def].Name, w)
		r.chosen = r.player + 1
	}
	return true
}

// playerWord is a choose line's word for a player, in the form the
// cases above list: lower case, without a possessive's "'s" (TCO's option
// reads "Opponent's", a player may write "opponent's" or "yours").
func playerWord(w string) string {
	w = strings.ToLower(strings.TrimSpace(w))
	for _, s := range []string{"'s", "’s", "'", "’"} {
		w = strings.TrimSuffix(w, s)
	}
	return w
}

// g3TopText prints the top-of-deck steps of this file: "Discard the top
// 10 cards of a player's deck", "… of any player's deck" (Alt), "Discard
// the top card of each player's deck" (EachPlayer, Alt).
func g3TopText(st *Clause) (string, bool) {
	if st.Do != DoDiscardTop && (st.Do != DoDiscardNamed || st.N < 1 || st.Who != ChosenPlayer) {
		return "", false
	}
	whose := ""
	switch {
	case st.Who == ChosenPlayer && st.Alt:
		whose = "any player's"
	case st.Who == ChosenPlayer:
		whose = "a player's"
	case st.Who == EachPlayer && st.Alt:
		whose = "each player's"
	default:
		return "", false
	}
	return "Discard the top " + countOrNum(st.N) + " of " + whose + " deck", true
}

// g3ShuffleDiscard shuffles pl's discard pile into their deck ("Shuffle
// your discard pile into your deck."): a shuffle, so the cards known to
// lie on top are known no more. It is how many cards it moved.
func (g *Game) g3ShuffleDiscard(pl int8) int {
	n := len(g.p[pl].discard)
	g.reshuffle(pl)
	g.forgetDeckOrder(pl)
	return n
}

// The conditions of this file, apart from ability.go's list.
const (
	// IfThatIs: the card the last step acted on matches Of, wherever it
	// is now: "Discard the top card of your deck. If it is a creature,
	// gain 1A." (Harvest Skimmer: the discarded card, which the log names).
	IfThatIs CondKind = 140 + iota
	// IfEnemyDestroyed: a creature of the ability's controller's opponent
	// was destroyed this turn ("If an enemy creature was destroyed this
	// turn"; N 1 prints "has been destroyed", Foozle).
	IfEnemyDestroyed
)

// g3Holds tests the conditions of this file.
func (g *Game) g3Holds(c *Cond, r *run) bool {
	switch c.Is {
	case IfThatIs:
		return r.nThat > 0 && c.Of != nil && g.matchesIn(c.Of, r.that[0], r.src, r.player)
	case IfEnemyDestroyed:
		return r.player >= 0 && r.player <= 1 && g.destroyed&(1<<other(r.player)) != 0
	}
	return false
}

// g3CondText prints the conditions of this file ("" when not one).
func g3CondText(c *Cond, name string) string {
	switch c.Is {
	case IfThatIs:
		if c.Of == nil {
			return ""
		}
		return "it is " + article(targetNoun(c.Of, name, false))
	case IfEnemyDestroyed:
		if c.N == 1 {
			return "an enemy creature has been destroyed this turn"
		}
		return "an enemy creature was destroyed this turn"
	}
	return ""
}

// g3StaticText prints the constant abilities whose wording this file
// settles: a creature that enters play ready under a condition on the
// player says "If" ("If you are haunted, Ælbia Stray enters play ready."),
// under the tide "While" (staticText's way).
func g3StaticText(st *Static, name string) (string, bool) {
	switch {
	case st.Is == EntersReady && st.If.Is != Always && st.If.Is != IfTide && st.If.Is != IfTideLow:
		return "If " + condText(&st.If, name) + ", " + name + " enters play ready.", true
	case st.Is == RefillMod && st.Lead && st.If.Is == Always && (st.Who == Opponent || st.Who == EachPlayer):
		// "During their “draw cards” step, your opponent refills their
		// hand to 1 less card." (Succubus): the step leads.
		amount := strconv.Itoa(st.N) + " additional " + plural(st.N, "card")
		if st.N < 0 {
			amount = strconv.Itoa(-st.N) + " less " + plural(-st.N, "card")
		}
		return "During their “draw cards” step, " + lowerFirst(subject(st.Who, "", "refills")) + " their hand to " + amount + ".", true
	}
	return "", false
}

// LastPlayOrUseHouse is the lasting permission "You may play or use a
// Brobnar card this turn" (the Ambassadors): one card of House, not of
// the active house, played or used; the play or use spends it. (Exported
// so that the compiler can name it in the tables it writes.)
const LastPlayOrUseHouse lastKind = 201

// g3HousePermits reports whether lasting effect l lets player pl play or
// use card id, which is not of the active house.
func (g *Game) g3HousePermits(l *lasting, pl int8, id int16) bool {
	return l.kind == LastPlayOrUseHouse && l.player == pl && l.card < 0 && g.houseOf(id) == l.house && g.houseOf(id) != g.house
}

// g3MayUse reports whether a lasting DoMayUse of player pl lets them use
// card id with verb though it is not of the active house: "each friendly
// creature may fight" permits a fight, "you may use friendly Untamed
// creatures" any use. It is read as the card is used, so that it covers
// the creatures that enter play after it started (Lasting Effects).
func (g *Game) g3MayUse(pl int8, id int16, verb Verb) bool {
	for _, l := range g.lasting {
		if l.kind != lastAbility || l.player != pl {
			continue
		}
		def, ab, pc := lastingStep(l.n)
		st := &g.scripts[def].Abilities[ab].Steps[pc]
		if st.Do == DoMayUse && (st.N == 0 || Verb(st.N) == verb) && g.matches(&st.To, id, l.source, l.player) {
			return true
		}
	}
	return false
}

// g3MayUseText prints a DoMayUse step.
func g3MayUseText(st *Clause, name string) string {
	lead := "For the remainder of the turn, "
	switch {
	case st.Alt:
		return lead + "you may use " + targetNoun(&st.To, name, true)
	case Verb(st.N) == VerbFight:
		return lead + targetText(&st.To, name) + " may fight"
	}
	return lead + targetText(&st.To, name) + " may be used"
}

// LastNoReap names lastNoReap for the compiler's tables: the player's
// creatures (of House, or of the chosen house: To.Is ChosenHouse) cannot
// be used to reap.
const LastNoReap = lastNoReap

// g3LastingText prints the lasting effects whose wording this file adds:
// "During your opponent's next turn, creatures of the chosen house cannot
// be used to reap" (Seismo-entangler), "Until the start of your next
// turn, creatures cannot be used to reap" (Sow Salt: each player).
func g3LastingText(st *Clause) (string, bool) {
	switch {
	case st.Last == lastNoReap && st.Dur == UntilNextTurn && st.Who == Opponent && st.To.Is&ChosenHouse != 0:
		return "During your opponent's next turn, creatures of the chosen house cannot be used to reap", true
	case st.Last == lastNoReap && st.Dur == UntilNextTurn && st.Who == EachPlayer && st.House == "":
		return "Until the start of your next turn, creatures cannot be used to reap", true
	case st.Last == lastNoVerb && st.Alt:
		// "Your opponent cannot use creatures to reap on their next
		// turn." (Inky Gloom; Opposition Research says it otherwise).
		return "Your opponent cannot use creatures to " + Verb(st.N).String() + " on their next turn", true
	case st.Last == LastNoCreatures:
		return subject(st.Who, "You cannot", "cannot") + " play creatures on " + possessive(st.Who) + " next turn", true
	}
	return "", false
}

// LastNoCreatures is the lasting "Your opponent cannot play creatures on
// their next turn." (Lifeward): the player cannot play creature cards.
const LastNoCreatures lastKind = 202

// g3NoPlay is the source of a lasting effect of this file that forbids
// the active player to play card id (verb VerbPlay), -1 when none.
func (g *Game) g3NoPlay(verb Verb, id int16) int16 {
	if verb != VerbPlay || len(g.lasting) == 0 || !g.def(id).Type.IsCreature() {
		return -1
	}
	if i := g.lastingFor(LastNoCreatures, g.active); i >= 0 {
		return g.lasting[i].source
	}
	return -1
}

// g3NthKey is which key a NoThirdKey constant ability forbids: "Players
// cannot forge their first key." (N 1, Bronze Key Imp), second (2),
// third (N 0 or 3, Gold Key Imp).
func g3NthKey(st *Static) int {
	if st.N < 1 || st.N > 3 {
		return 3
	}
	return st.N
}

// LastNoVerb names lastNoVerb for the compiler's tables: the player's
// creatures cannot do Verb(N) ("Your opponent cannot use creatures to
// fight on their next turn.").
const LastNoVerb = lastNoVerb

// g3ShuffleBottom shuffles the bottom n cards of pl's discard pile (the
// first ones put there) into their deck; it is how many it moved.
func (g *Game) g3ShuffleBottom(pl int8, n int) int {
	n = min(n, len(g.p[pl].discard))
	var buf [16]int16
	bottom := append(buf[:0], g.p[pl].discard[:n]...) // moving them changes the pile
	for _, id := range bottom {
		g.moveInst(id, ZoneUnknown)
	}
	return n
}

// g3NeighborsAdjectives is what a Neighbors target's filters say before
// "neighbors" ("Mars ", "non-Star Alliance "), ok false when it has none
// or one that does not go there.
func g3NeighborsAdjectives(t *Target, name string) (string, bool) {
	if t.House == "" && t.Trait == "" {
		return "", false
	}
	u := Target{Count: Each, House: t.House, Trait: t.Trait, Is: t.Is & (NotHouse | NotTrait)}
	if u.Is != t.Is || t.Side != AnySide || t.Kind != Creature {
		return "", false
	}
	adj, ok := strings.CutSuffix(targetNoun(&u, name, true), "creatures")
	return adj, ok
}

// g3LastingPlays resolves the lasting abilities "For the remainder of the
// turn, after you play another card, …" (OnPlayOther) about card played,
// oldest first; not one that the play of that card started (its Play:
// ability made it, after the play).
func (g *Game) g3LastingPlays(played int16) {
	for i := 0; i < len(g.lasting); i++ {
		l := g.lasting[i]
		if l.kind != lastAbility || l.source == played || l.player != g.active {
			continue
		}
		def, ab, pc := lastingStep(l.n)
		in := g.scripts[def].Abilities[ab].Steps[pc].Lasting
		if in == nil || in.Grant != nil || in.On&OnPlayOther == 0 || in.When != nil && !g.matches(in.When, played, l.source, l.player) {
			continue
		}
		r := run{def: def, src: l.source, ab: ab, player: l.player, trig: played, in: pc + 1}
		if g.holds(&in.If, &r) {
			g.resolve(r)
		}
	}
}

// g3LastingPlayText prints a lasting "after you play another card, …"
// (without the duration that leads it).
func g3LastingPlayText(in *Ability, name string) (string, bool) {
	if in.On&OnPlayOther == 0 || !in.After || in.When == nil {
		return "", false
	}
	u := *in.When
	u.Side = AnySide
	noun := targetNoun(&u, name, false)
	if u.Kind == ActionCard {
		noun = strings.Replace(noun, "action", "action card", 1)
	}
	what := article(noun)
	if u.Is&Other != 0 {
		what = "another " + strings.TrimPrefix(noun, "other ")
	}
	return "after you play " + what + ", " + lowerFirst(strings.TrimSuffix(clausesText(in.Steps, name), ".")), true
}

// LastNoDamage names lastNoDamage for the compiler's tables ("cannot be
// dealt damage").
const LastNoDamage = lastNoDamage

// g3NoDamage reports whether a lasting "each friendly creature cannot be
// dealt damage" (a DoCardLasting of each matching card, kept as one
// lastAbility) covers creature id.
func (g *Game) g3NoDamage(id int16) bool {
	for _, l := range g.lasting {
		if l.kind != lastAbility {
			continue
		}
		def, ab, pc := lastingStep(l.n)
		st := &g.scripts[def].Abilities[ab].Steps[pc]
		if st.Do == DoCardLasting && st.Last == lastNoDamage && g.matches(&st.To, id, l.source, l.player) {
			return true
		}
	}
	return false
}

// g3AemberOnThat is the Æmber on the cards the last step of run r acted
// on: "Exalt a friendly creature. Gain 1A for each A on that creature."
func g3AemberOnThat(g *Game, r *run) int {
	n := 0
	for _, id := range r.that[:r.nThat] {
		if g.cards[id].zone.InPlay() {
			n += int(g.cards[id].aember)
		}
	}
	return n
}
