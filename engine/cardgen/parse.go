package main

import (
	"errors"
	"strconv"
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

// The parser: a card's normalised text into a Script, by recursive
// descent over its tokens. Each parse function either consumes what it
// recognises and returns true, or leaves the position where it was and
// returns false; a sentence that no form reads is the card's blocker.

// result is what compiling one card's text gives.
type result struct {
	script  *engine.Script // nil: nothing to generate
	none    bool           // the text is only keywords: no script needed
	blocker string         // the first pattern that stopped it ("" when compiled)
	example string         // the sentence that stopped it
	all     []string       // every pattern that stopped it, one a sentence
}

// errBlocked is a sentence no form of the grammar reads.
type errBlocked struct{ pattern, sentence string }

func (e *errBlocked) Error() string { return e.pattern + ": " + e.sentence }

// compile parses a card's printed text (name is its title).
func compile(text, name string) result {
	norm := engine.NormalizeCardText(text)
	s := &engine.Script{}
	c := &cardParser{name: scan(engine.NormalizeCardText(name)), nameStr: name, s: s}
	for _, line := range strings.Split(norm, "\n") {
		c.line(scan(line))
	}
	if len(c.errs) > 0 {
		r := result{blocker: c.errs[0].pattern, example: c.errs[0].sentence}
		for _, e := range c.errs {
			r.all = append(r.all, e.pattern)
		}
		return r
	}
	if len(s.Abilities) == 0 && len(s.Statics) == 0 {
		return result{none: true}
	}
	return result{script: s}
}

// cardParser holds what one card's parse builds.
type cardParser struct {
	name    []tok // the card's title as tokens
	nameStr string
	s       *engine.Script
	cur     *engine.Ability // the ability whose steps are being read
	errs    []*errBlocked   // the sentences no form reads
	// actedOn is set once a step of the current ability acts on cards:
	// only then does "it" or "that creature" have one to mean.
	actedOn bool
	// choosing is the ability (index+1) whose "Choose one:" the next
	// lines are the options of, 0 when none.
	choosing int
}

// block records a sentence no form reads; the parse goes on, so that the
// blockers list knows every sentence that stops a card.
func (c *cardParser) block(err error) {
	var b *errBlocked
	if !errors.As(err, &b) {
		b = &errBlocked{pattern: err.Error()}
	}
	c.errs = append(c.errs, b)
}

// line parses one printed paragraph: keywords, triggered abilities (a
// trigger sentence and the sentences after it) and constant abilities.
func (c *cardParser) line(ts []tok) {
	if c.option(ts) {
		return
	}
	var cur *engine.Ability
	for _, sent := range sentences(ts) {
		if isKeywordSentence(sent) {
			cur = nil
			continue
		}
		p := &parser{t: sent, c: c}
		if ab, ok := p.trigger(); ok {
			if st, ok := p.destroyedGoes(ab); ok {
				c.s.Statics = append(c.s.Statics, st)
				cur = nil
				continue
			}
			c.s.Abilities = append(c.s.Abilities, ab)
			cur = &c.s.Abilities[len(c.s.Abilities)-1]
			c.cur, c.actedOn = cur, false
			if err := p.stepsInto(cur); err != nil {
				c.block(err)
			}
			if n := len(cur.Steps); n > 0 && cur.Steps[n-1].Do == engine.DoChooseOne {
				c.choosing = len(c.s.Abilities)
			}
			continue
		}
		if cur != nil {
			p.i = 0
			if err := p.stepsInto(cur); err != nil {
				c.block(err)
			}
			continue
		}
		p.i = 0
		if abs, ok, err := p.grant(); ok {
			if err != nil {
				c.block(err)
			}
			c.s.Abilities = append(c.s.Abilities, abs...)
			continue
		}
		p.i = 0
		st, ok := p.static()
		if !ok || !p.atEnd() {
			c.block(blocked(sent, c))
			continue
		}
		c.s.Statics = append(c.s.Statics, st...)
	}
}

// sentences splits a line at full stops outside quotes; each sentence
// keeps its full stop.
func sentences(ts []tok) [][]tok {
	var out [][]tok
	quoted := false
	start := 0
	for i, t := range ts {
		switch t {
		case "\"":
			quoted = !quoted
		case ".", "!":
			if !quoted {
				out = append(out, ts[start:i+1])
				start = i + 1
			}
		}
	}
	if start < len(ts) {
		out = append(out, ts[start:])
	}
	return out
}

// keywords are the printed keywords a sentence may list ("Elusive.",
// "Assault 2.", "Deploy. Taunt."): not abilities the script holds.
var keywords = map[string]bool{
	"elusive": true, "skirmish": true, "taunt": true, "deploy": true, "alpha": true, "omega": true,
	"poison": true, "assault": true, "hazardous": true, "splash-attack": true, "invulnerable": true,
	"versatile": true, "treachery": true,
}

func isKeywordSentence(sent []tok) bool {
	n := 0
	for _, t := range sent {
		switch {
		case t == "." || t == ",":
		case keywords[strings.ToLower(string(t))]:
			n++
		case isNumber(t) && n > 0:
		default:
			return false
		}
	}
	return n > 0
}

// blocked names the pattern of a sentence no form reads: its first words
// with numbers, houses and the card's name generalised, so that cards
// stopped by the same form count together.
func blocked(sent []tok, c *cardParser) error {
	var words []string
	from := 0
	for i := 0; i < len(sent) && i < 8 && sent[i] != "\"" && sent[i] != ","; i++ {
		if sent[i] == ":" && i+2 < len(sent) {
			from = i + 1 // the trigger is not the blocker: what follows it is
			break
		}
	}
	for i := from; i < len(sent) && len(words) < *patternWords; i++ {
		t := sent[i]
		switch {
		case c.nameAt(sent, i) > 0:
			words = append(words, "NAME")
			i += c.nameAt(sent, i) - 1
		case isNumber(t):
			words = append(words, "N")
		case t == "A" || t == "D":
			words = append(words, string(t))
		case len(t) > 1 && (t[len(t)-1] == 'A' || t[len(t)-1] == 'D') && isNumber(t[:len(t)-1]):
			words = append(words, "N"+string(t[len(t)-1]))
		case houseOf(t) != "":
			words = append(words, "HOUSE")
		default:
			words = append(words, strings.ToLower(string(t)))
		}
	}
	return &errBlocked{pattern: strings.Join(words, " "), sentence: join(sent)}
}

// join prints tokens back as text.
func join(ts []tok) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 && !strings.Contains(".,:;!?", string(t)) && t != "'s" && ts[i-1] != "/" && t != "/" {
			b.WriteByte(' ')
		}
		b.WriteString(string(t))
	}
	return b.String()
}

// nameAt is how many tokens of the card's name start at sent[i] (0: not
// there).
func (c *cardParser) nameAt(sent []tok, i int) int {
	if len(c.name) == 0 || i+len(c.name) > len(sent) {
		return 0
	}
	for k, t := range c.name {
		if sent[i+k] != t {
			return 0
		}
	}
	return len(c.name)
}

// triggerCard reports whether "that creature" in the step being read is
// the card the trigger is about: the ability is about another card's event
// ("After a creature reaps, stun it.") and no earlier step acted on one.
func (c *cardParser) triggerCard() bool {
	if c.cur == nil || c.cur.When == nil && c.cur.On&engine.OnEnemyDestroyedFighting == 0 {
		return false
	}
	for _, st := range c.cur.Steps {
		if usesCards(st.Do) {
			return false
		}
	}
	return true
}

// usesCards reports whether a step acts on cards (a later "that
// creature" means them).
func usesCards(op engine.Op) bool {
	switch op {
	case engine.DoGain, engine.DoLose, engine.DoSteal, engine.DoDraw, engine.DoDiscardRandom, engine.DoDiscardTop,
		engine.DoChains, engine.DoKeyCost, engine.DoRaiseTide, engine.DoExtraTurn, engine.DoToken,
		engine.DoArchiveTop, engine.DoPay, engine.DoChooseHouse, engine.DoDestroyHouse, engine.DoForbidHouse,
		engine.DoLasting, engine.DoGo, engine.DoNothing, engine.DoForge, engine.DoPlayTop, engine.DoUnforge, engine.DoSearch,
		engine.DoChooseOne, engine.DoRepeat, engine.DoReturnHeld, engine.DoLastingAbility, engine.DoShuffleDiscard, engine.DoMayUse, engine.DoShuffleBottom:
		return false
	}
	return true
}

// parser reads one sentence.
type parser struct {
	t    []tok
	i    int
	c    *cardParser
	mark int // where the clause being read starts, for a blocker's pattern
	// itSelf makes "it" the card itself ("While Gub is not on a flank, it
	// gets +5 power.").
	itSelf bool
}

func (p *parser) atEnd() bool {
	return p.i >= len(p.t) || (p.i == len(p.t)-1 && (p.t[p.i] == "." || p.t[p.i] == "!"))
}

func (p *parser) peek() tok {
	if p.i < len(p.t) {
		return p.t[p.i]
	}
	return ""
}

// word accepts the words of phrase in order (case-insensitive).
func (p *parser) word(phrase string) bool {
	save := p.i
	for _, w := range scan(phrase) {
		if p.i >= len(p.t) || !strings.EqualFold(string(p.t[p.i]), string(w)) {
			p.i = save
			return false
		}
		p.i++
	}
	return true
}

// number accepts a count: "a"/"an" (1), "two" … or a digit.
func (p *parser) number() (int, bool) {
	t := strings.ToLower(string(p.peek()))
	if n, ok := numberWords[t]; ok {
		p.i++
		return n, true
	}
	if isNumber(p.peek()) {
		n, _ := strconv.Atoi(string(p.peek()))
		p.i++
		return n, true
	}
	return 0, false
}

var numberWords = map[string]int{"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}

// digits accepts a number written in digits.
func (p *parser) digits() (int, bool) {
	if isNumber(p.peek()) {
		n, _ := strconv.Atoi(string(p.peek()))
		p.i++
		return n, true
	}
	return 0, false
}

// sym accepts "2A" (or "2D"): an amount with its symbol.
func (p *parser) sym(s byte) (int, bool) {
	if n, ok := symbolNumber(p.peek(), s); ok {
		p.i++
		return n, true
	}
	return 0, false
}

// name accepts the card's own name.
func (p *parser) name() bool {
	if n := p.c.nameAt(p.t, p.i); n > 0 {
		p.i += n
		return true
	}
	return false
}

// fail is a parse error at the current sentence: its pattern starts at
// the clause that no form read (after the trigger and condition).
func (p *parser) fail() error {
	err := blocked(p.t[p.mark:], p.c).(*errBlocked)
	err.sentence = join(p.t)
	return err
}

// trigger reads a trigger prefix: "Play:", "Play/After Reap:", "At the
// start of your turn,", "Each time you play another creature,", …
func (p *parser) trigger() (engine.Ability, bool) {
	var ab engine.Ability
	save := p.i
	for {
		t, ok := p.triggerWord()
		if !ok {
			break
		}
		ab.On |= t
		if p.word("/") {
			continue
		}
		if p.word(":") {
			return ab, true
		}
		break
	}
	p.i = save
	ab = engine.Ability{}
	switch {
	case p.word("At the start of your turn ,"):
		ab.On = engine.OnTurnStart
	case p.word("At the end of your turn ,"):
		ab.On = engine.OnTurnEnd
	default:
		return p.eventTrigger()
	}
	return ab, true
}

var triggerWords = []struct {
	w string
	t engine.Trigger
}{
	{"Play", engine.OnPlay}, {"After Reap", engine.OnReap}, {"Reap", engine.OnReap},
	{"After Fight", engine.OnFight}, {"Fight", engine.OnFight}, {"Before Fight", engine.OnBeforeFight},
	{"Action", engine.OnAction}, {"Omni", engine.OnOmni}, {"Destroyed", engine.OnDestroyed},
	{"Leaves Play", engine.OnLeavesPlay}, {"Scrap", engine.OnScrap}, {"Fate", engine.OnFate},
}

func (p *parser) triggerWord() (engine.Trigger, bool) {
	for _, tw := range triggerWords {
		save := p.i
		if p.word(tw.w) && (p.peek() == "/" || p.peek() == ":") {
			return tw.t, true
		}
		p.i = save
	}
	return 0, false
}

// eventTrigger reads "Each time you play another …,", "After a … reaps,"
// and the other triggers on another card's event.
func (p *parser) eventTrigger() (engine.Ability, bool) {
	save := p.i
	var ab engine.Ability
	switch {
	case p.word("Each time you play another"):
		t, ok := p.noun(engine.One, false)
		if !ok || !p.word(",") {
			break
		}
		t.Side = engine.Friendly
		ab.On, ab.When = engine.OnPlayOther, &t
		return ab, true
	case p.word("After a player chooses"), p.word("After you choose"), p.word("After your opponent chooses"):
		side := engine.AnySide
		switch p.t[save+1] {
		case "you":
			side = engine.Friendly
		case "your":
			side = engine.Enemy
		}
		ab.On = engine.OnHouseChosen
		switch {
		case p.word("an active house ,"):
			if side != engine.AnySide {
				ab.When = &engine.Target{Side: side}
			}
			return ab, true
		case p.word("an active house other than"):
			if h := houseOf(p.peek()); h != "" {
				p.i += houseLen(p.peek())
				ab.When = &engine.Target{House: h, Is: engine.NotHouse, Side: side}
				if p.word(",") {
					return ab, true
				}
			}
		default:
			if h := houseOf(p.peek()); h != "" {
				p.i += houseLen(p.peek())
				ab.When = &engine.Target{House: h, Side: side}
				if p.word("as their active house ,") || p.word("as your active house ,") {
					return ab, true
				}
			}
		}
	case p.word("At the end of each player's turn ,"):
		ab.On = engine.OnEachTurnEnd
		return ab, true
	case p.word("At the end of each turn ,"):
		// The same trigger; a When of no side prints it this way.
		ab.On, ab.When = engine.OnEachTurnEnd, &engine.Target{}
		return ab, true
	case p.word("After a player forges a key ,"), p.word("After a player raises the tide ,"):
		ab.On = playerEvents[p.t[p.i-2]]
		return ab, true
	case p.word("After you forge a key ,"), p.word("After you raise the tide ,"):
		ab.On, ab.When = playerEvents[p.t[p.i-2]], &engine.Target{Side: engine.Friendly}
		return ab, true
	case p.word("After your opponent forges a key ,"), p.word("After your opponent raises the tide ,"):
		ab.On, ab.When = playerEvents[p.t[p.i-2]], &engine.Target{Side: engine.Enemy}
		return ab, true
	case p.word("After an enemy creature is destroyed fighting"):
		if p.name() && p.word(",") {
			ab.On = engine.OnEnemyDestroyedFighting
			return ab, true
		}
	case p.word("After"), p.word("Each time"):
		each := p.t[save] == "Each"
		other := !each && p.word("another")
		if !other && !p.word("a") && !p.word("an") {
			break
		}
		t, ok := p.noun(engine.One, false)
		if !ok {
			break
		}
		if other {
			// "After another friendly Brobnar creature fights": not this one.
			t.Is |= engine.Other
		}
		switch {
		case !each && p.word("reaps ,"):
			ab.On = engine.OnCreatureReaps
		case !each && p.word("fights ,"):
			ab.On = engine.OnCreatureFights
		case each && p.word("is destroyed ,"):
			ab.On = engine.OnCreatureDestroyed
		default:
			p.i = save
			return ab, false
		}
		ab.When = &t
		return ab, true
	}
	p.i = save
	return ab, false
}

// playerEvents are the player event triggers by the word before the
// comma: "forges a key", "raise the tide".
var playerEvents = map[tok]engine.Trigger{"key": engine.OnKeyForged, "tide": engine.OnTideRaised}

// destroyedGoes reads "Destroyed: Return Bad Penny to your hand.": where
// the card goes instead of its discard pile, a constant ability.
func (p *parser) destroyedGoes(ab engine.Ability) (engine.Static, bool) {
	save := p.i
	if ab.On != engine.OnDestroyed || !p.word("Return") || !p.name() || !p.word("to your") {
		p.i = save
		return engine.Static{}, false
	}
	st := engine.Static{Is: engine.DestroyedGoes}
	switch {
	case p.word("hand"):
		st.Zone = engine.ZoneHand
	case p.word("archives"):
		st.Zone = engine.ZoneArchives
	}
	if st.Zone == 0 || !p.atEnd() {
		p.i = save
		return engine.Static{}, false
	}
	return st, true
}

// stepsInto parses the rest of the sentence as steps of ab.
func (p *parser) stepsInto(ab *engine.Ability) error {
	steps, ok := p.sentenceSteps()
	if !ok || !p.atEnd() {
		return p.fail()
	}
	ab.Steps = append(ab.Steps, steps...)
	return nil
}

// sentenceSteps reads one sentence of steps: an optional condition, then
// a clause ("If you do, draw a card.").
func (p *parser) sentenceSteps() ([]engine.Clause, bool) {
	var cond engine.Cond
	switch {
	case p.word("If you do ,"):
		cond.Is = engine.IfDone
	case p.word("If you do not ,"), p.word("Otherwise ,"):
		cond.Is = engine.IfNotDone
	case p.word("If this damage destroys that creature ,"):
		cond.Is = engine.IfThatDestroyed
	case p.word("If"):
		c, ok := p.cond()
		if !ok || !p.word(",") {
			return nil, false
		}
		cond = c
		if c.Is == engine.IfThatIs {
			p.c.nameTopDiscard()
		}
	}
	if cond.Is == engine.Always {
		if st, ok := p.permit(); ok {
			return []engine.Clause{st}, true
		}
	}
	may := p.word("You may") || p.word("you may")
	p.mark = p.i
	if cond.Is == engine.Always && !may {
		if steps, ok := p.twoVerbs(); ok {
			return steps, true
		}
	}
	if cond.Is == engine.IfAember && cond.Who == engine.Opponent && !may && p.word("they lose") {
		// "If your opponent has 7A or more, they lose 4A.": they are
		// the opponent the condition names.
		n, ok := p.sym('A')
		return []engine.Clause{{Do: engine.DoLose, N: n, Who: engine.Opponent, If: cond, Alt: true}}, ok
	}
	if cond.Is == engine.IfAember && cond.Who == engine.Opponent && cond.Cmp == engine.Equal && cond.N > 0 && !may && p.word("steal it") {
		// "If your opponent has exactly 1A, steal it.": that much.
		return []engine.Clause{{Do: engine.DoSteal, N: cond.N, If: cond, Alt: true}}, true
	}
	st, ok := p.clause()
	if !ok {
		return nil, false
	}
	st.If = cond
	st.May = may
	if cond.Is == engine.Always && !may && p.peek() == "and" {
		// "Deal 1D to a creature and stun it.": a second step joined.
		save := p.i
		p.i++
		if again, ok := p.clause(); ok && again.If.Is == engine.Always && !again.May {
			again.And = true
			return []engine.Clause{st, again}, true
		}
		p.i = save
	}
	if cond.Is == engine.Always && !may && (p.word("and each of its neighbors") || p.word("and each of that creature 's neighbors")) {
		// "Stun a creature and each of its neighbors.": the same effect
		// again on the neighbors of the card it acted on.
		again := engine.Clause{Do: st.Do, N: st.N, To: engine.Target{Count: engine.ThatNeighbors}}
		return []engine.Clause{st, again}, true
	}
	if st.Do == engine.DoDamage && st.Splash == 0 && st.Per == nil && cond.Is == engine.Always && !may && p.peek() == "and" {
		// "Deal 2D to a friendly creature and 2D to an enemy creature.":
		// a second damage, its target chosen after the first is dealt.
		save := p.i
		p.i++
		if n, ok := p.sym('D'); ok && p.word("to") {
			if t, ok := p.target(); ok && t.Count == engine.One {
				return []engine.Clause{st, {Do: engine.DoDamage, N: n, To: t, And: true, Alt: true}}, true
			}
		}
		p.i = save
	}
	if st.Do == engine.DoChoose && cond.Is == engine.Always && !may && p.peek() == "and" {
		// "Choose a friendly creature and an enemy creature.": both are
		// "the chosen creatures", in the order chosen.
		save := p.i
		p.i++
		if t, ok := p.target(); ok && choosable(t) {
			return []engine.Clause{st, {Do: engine.DoChooseAlso, To: t, And: true}}, true
		}
		p.i = save
	}
	if cond.Is == engine.Always && !may && engine.JoinsTargets(&st) && p.peek() == "and" {
		// "Exalt a friendly creature and an enemy creature.": the same
		// effect on a second target, chosen after the first.
		save := p.i
		p.i++
		if t, ok := p.target(); ok && t.Count != engine.That && t.Count != engine.ThatNeighbors {
			return []engine.Clause{st, {Do: st.Do, N: st.N, To: t, And: true}}, true
		}
		p.i = save
	}
	return []engine.Clause{st}, true
}

// clause reads one effect.
func (p *parser) clause() (engine.Clause, bool) {
	save := p.i
	// lastingForm reads a clause inside: not in clauseForms, whose
	// initialisation would then refer to itself.
	for _, f := range append(clauseForms[:len(clauseForms):len(clauseForms)], lastingForm) {
		p.i = save
		if st, ok := f(p); ok {
			p.c.actedOn = p.c.actedOn || usesCards(st.Do)
			return st, true
		}
	}
	p.i = save
	return engine.Clause{}, false
}

// grantable are the triggers of an ability a card may give another: those
// the engine fires for the card it is given to (fireGranted).
const grantable = engine.OnReap | engine.OnFight | engine.OnBeforeFight | engine.OnDestroyed | engine.OnAction | engine.OnOmni |
	engine.OnTurnStart | engine.OnTurnEnd

// grant reads an ability given to other cards: `This creature gains,
// "Reap: Steal 1A."`, `Each friendly creature gains, "Destroyed: …"`. ok
// reports whether the sentence has that shape; err, that its quoted
// ability does not compile.
func (p *parser) grant() (abs []engine.Ability, ok bool, err error) {
	save := p.i
	if c, ok := p.selfGrantCond(); ok {
		// "While Eldest Bear is in the center of your battleline, it
		// gains, "…"": the card's own ability, while the condition holds.
		abs, ok, err := p.grantQuoted(save, engine.This)
		for i := range abs {
			abs[i].If = c
		}
		return abs, ok, err
	}
	p.i = save
	t, ok := p.staticSubject()
	if !ok || t.Count == engine.Self || !(p.word("gains") || p.word("gain")) {
		p.i = save
		return nil, false, nil
	}
	return p.grantQuoted(save, t)
}

// selfGrantCond reads the lead of a card's own conditional ability: "While
// NAME is in the center of your battleline, it gains", "If there are no
// other friendly creatures in play, NAME gains" (the printer says each
// condition the one way).
func (p *parser) selfGrantCond() (engine.Cond, bool) {
	switch {
	case p.word("While"):
		c, ok := p.cond()
		if !ok || !engine.SelfCondLeadsWhile(c.Is) || !p.word(", it gains") {
			return c, false
		}
		return c, true
	case p.word("If"):
		c, ok := p.cond()
		if !ok || c.Is != engine.IfCount || !p.word(",") || !p.name() || !p.word("gains") {
			return c, false
		}
		return c, true
	}
	return engine.Cond{}, false
}

// grantQuoted reads the quoted ability of a grant to t, after "gains".
func (p *parser) grantQuoted(save int, t engine.Target) (abs []engine.Ability, ok bool, err error) {
	if !p.word(",") {
		p.word(":")
	}
	if !p.word("\"") {
		p.i = save
		return nil, false, nil
	}
	end := p.i
	for end < len(p.t) && p.t[end] != "\"" {
		end++
	}
	if end == len(p.t) || !(end+1 == len(p.t) || end+2 == len(p.t) && p.t[end+1] == ".") {
		return nil, true, p.fail()
	}
	sub := &cardParser{name: scan("this creature"), nameStr: "this creature", s: &engine.Script{}}
	if sub.line(p.t[p.i:end]); len(sub.errs) > 0 {
		return nil, true, sub.errs[0]
	}
	if len(sub.s.Statics) > 0 || len(sub.s.Abilities) == 0 {
		return nil, true, p.fail()
	}
	for _, ab := range sub.s.Abilities {
		if ab.On&^grantable != 0 || ab.When != nil {
			return nil, true, blocked(p.t[save:], p.c)
		}
		if ab.If.Is != engine.Always {
			return nil, true, blocked(p.t[save:], p.c)
		}
		ab.Grant = &t
		abs = append(abs, ab)
	}
	return abs, true, nil
}

// choseHouse reports whether an earlier step of the ability being read
// chose a house ("Choose a house."): "that house" is it.
func (c *cardParser) choseHouse() bool {
	if c.cur == nil {
		return false
	}
	for _, st := range c.cur.Steps {
		if st.Do == engine.DoChooseHouse {
			return true
		}
	}
	return false
}

// option reads a line as an option of the "Choose one:" before it ("•
// Steal 1A."): its steps go to that ability, marked with the option's
// number. A line that starts with a trigger ends the options.
func (c *cardParser) option(ts []tok) bool {
	if c.choosing == 0 || len(ts) == 0 {
		return false
	}
	if p := (&parser{t: ts, c: c}); isKeywordSentence(sentences(ts)[0]) || func() bool { _, ok := p.trigger(); return ok }() {
		c.choosing = 0
		return false
	}
	ab := &c.s.Abilities[c.choosing-1]
	choose := -1
	for i, st := range ab.Steps {
		if st.Do == engine.DoChooseOne {
			choose = i
		}
	}
	if choose < 0 {
		return false
	}
	mark := ""
	if ts[0] == "•" {
		mark, ts = "•", ts[1:]
	}
	head := &ab.Steps[choose]
	if head.N > 0 && head.Say != mark {
		c.block(blocked(ts, c)) // the options are marked alike
		return true
	}
	head.N++
	head.Say = mark
	opt := uint8(head.N)
	c.cur, c.actedOn = ab, false
	for _, sent := range sentences(ts) {
		p := &parser{t: sent, c: c}
		from := len(ab.Steps)
		if err := p.stepsInto(ab); err != nil {
			c.block(err)
			continue
		}
		for i := from; i < len(ab.Steps); i++ {
			ab.Steps[i].Opt = opt
		}
	}
	return true
}

// joinedVerbs are the effects "Stun and exhaust a creature." joins: ones
// that trigger nothing, so that two steps are as one (engine.JoinsTargets).
var joinedVerbs = []struct {
	w  string
	op engine.Op
}{
	{"Stun", engine.DoStun}, {"Exhaust", engine.DoExhaust}, {"Ready", engine.DoReady}, {"Enrage", engine.DoEnrage},
	{"Exalt", engine.DoExalt}, {"Ward", engine.DoWard},
}

// twoVerbs reads "Stun and exhaust a creature.", "Ready and enrage each
// friendly Brobnar creature.": the first effect on the target, the second
// on the cards it acted on (a chosen card) or the same description.
func (p *parser) twoVerbs() ([]engine.Clause, bool) {
	save := p.i
	verb := func() (engine.Op, bool) {
		for _, v := range joinedVerbs {
			if p.word(v.w) {
				return v.op, true
			}
		}
		return 0, false
	}
	a, ok := verb()
	if !ok || !p.word("and") {
		p.i = save
		return nil, false
	}
	b, ok := verb()
	if !ok || b == a {
		p.i = save
		return nil, false
	}
	t, ok := p.target()
	if !ok || !p.atEnd() {
		p.i = save
		return nil, false
	}
	second := t
	switch t.Count {
	case engine.One, engine.Exactly, engine.UpTo:
		second = engine.ThatOne // the card chosen, not a second choice
	}
	p.c.actedOn = true
	return []engine.Clause{{Do: a, To: t}, {Do: b, To: second, And: true, Alt: true}}, true
}
