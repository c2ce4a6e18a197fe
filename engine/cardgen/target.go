package main

import (
	"strconv"
	"strings"

	"github.com/kfr-dev/kfr/engine"
)

// Target descriptors: "an enemy flank creature", "each damaged creature",
// "up to 2 friendly Mars creatures", "the most powerful enemy creature",
// the card's name, "that creature", "each of Troll's neighbors".

// target reads a target descriptor.
func (p *parser) target() (engine.Target, bool) {
	save := p.i
	if p.itSelf && p.word("it") {
		return engine.This, true
	}
	switch {
	case p.name():
		if p.word("'s neighbors") || p.word("’s neighbors") {
			p.i = save
			break
		}
		return engine.This, true
	case p.word("this creature"):
		return engine.ThisCreature, true
	case p.word("that creature") || p.word("it"):
		// The triggering card, unless an earlier step of the sentence
		// already acted on one ("fully heal Mugwump and give it …").
		if p.c.triggerCard() && !p.c.actedOn {
			return engine.TheTriggering, true
		}
		if !p.c.actedOn {
			// No earlier step acted on a card: "it" means something the
			// language does not say (the card itself, a chosen card).
			p.i = save
			return engine.Target{}, false
		}
		return engine.ThatOne, true
	case p.word("the creature"):
		if p.name() && p.word("fights") {
			return engine.Target{Count: engine.Fought}, true
		}
		p.i = save
		return engine.Target{}, false
	case p.word("each neighbor of the creature"):
		if p.name() && p.word("fights") {
			return engine.Target{Count: engine.FoughtNeighbors}, true
		}
		p.i = save
		return engine.Target{}, false
	case p.word("each of its neighbors"), p.word("each of that creature 's neighbors"):
		return engine.Target{Count: engine.ThatNeighbors}, true
	case p.word("each of"):
		if p.name() && p.word("'s neighbors") {
			return engine.Target{Count: engine.Neighbors}, true
		}
		p.i = save + 2
		if p.name() && p.word("'s") {
			// "each of Phloxem Spewer's Mars neighbors": the neighbors
			// filtered by house or trait.
			t := engine.Target{Count: engine.Neighbors}
			for p.adjective(&t) {
			}
			if p.word("neighbors") && t.Side == engine.AnySide && t.Is&^(engine.NotHouse|engine.NotTrait) == 0 && (t.House != "" || t.Trait != "") {
				return t, true
			}
		}
		p.i = save
		return engine.Target{}, false
	case p.word("each creature and artifact"):
		return engine.Target{Count: engine.Each, Kind: engine.AnyCard}, true
	}
	p.i = save
	switch {
	case p.word("each") || p.word("all"):
		t, ok := p.noun(engine.Each, p.t[save] == "all" || p.t[save] == "All")
		if ok && t.Is&engine.Other != 0 && p.c.chose() {
			// "Choose three friendly creatures …. Destroy each other
			// creature.": other than the chosen ones, not than this card.
			p.i = save
			return t, false
		}
		return t, ok
	case p.word("up to"):
		n, ok := p.digits()
		if !ok {
			break
		}
		t, ok := p.noun(engine.UpTo, n != 1)
		t.N = int8(n)
		return t, ok
	case p.word("another"):
		t, ok := p.noun(engine.One, false)
		t.Is |= engine.Other
		return t, ok
	case p.word("the most powerful"), p.word("the least powerful"):
		t, ok := p.noun(engine.One, false)
		if p.t[save+1] == "most" {
			t.Is |= engine.MostPowerful
		} else {
			t.Is |= engine.LeastPowerful
		}
		return t, ok
	case p.word("a") || p.word("an"):
		return p.noun(engine.One, false)
	}
	p.i = save
	if n, ok := p.number(); ok && n > 1 {
		t, ok := p.noun(engine.Exactly, true)
		t.N = int8(n)
		return t, ok
	}
	p.i = save
	return engine.Target{}, false
}

// noun reads a target's noun with its adjectives and modifiers, after
// its count: "damaged enemy flank Mars creature with power 3 or lower".
func (p *parser) noun(count engine.Count, many bool) (engine.Target, bool) {
	save := p.i
	t := engine.Target{Count: count}
	for p.adjective(&t) {
	}
	kind, ok := p.kindWord(many)
	if !ok {
		p.i = save
		return t, false
	}
	t.Kind = kind
	for p.modifier(&t) {
	}
	return t, true
}

// adjective reads one adjective into t.
func (p *parser) adjective(t *engine.Target) bool {
	w := strings.ToLower(string(p.peek()))
	if f, ok := filterWords[w]; ok {
		t.Is |= f
		p.i++
		return true
	}
	switch w {
	case "friendly":
		t.Side = engine.Friendly
	case "enemy":
		t.Side = engine.Enemy
	case "other":
		t.Is |= engine.Other
	default:
		if h := houseOf(p.peek()); h != "" {
			t.House = h
			p.i += houseLen(p.peek())
			return true
		}
		if strings.HasPrefix(w, "non-") {
			if h := houseOf(p.peek()[4:]); h != "" {
				t.House, t.Is = h, t.Is|engine.NotHouse
				p.i += houseLen(p.peek()[4:])
				return true
			}
			if trait := p.peek()[4:]; capitalised(trait) && t.Trait == "" && p.i+1 < len(p.t) && isKindWord(p.t[p.i+1]) {
				t.Trait, t.Is = string(trait), t.Is|engine.NotTrait
				p.i++
				return true
			}
		}
		if capitalised(p.peek()) && p.i+1 < len(p.t) && isKindWord(p.t[p.i+1]) && !p.c.isName(p.peek()) {
			t.Trait = string(p.peek())
			p.i++
			return true
		}
		return false
	}
	p.i++
	return true
}

var filterWords = map[string]engine.Filter{
	"damaged": engine.Damaged, "undamaged": engine.Undamaged, "exhausted": engine.Exhausted,
	"ready": engine.Ready, "flank": engine.AtFlank,
	"stunned": engine.Stunned, "warded": engine.Warded, "enraged": engine.Enraged,
	"neighboring": engine.Neighboring, "elusive": engine.IsElusive,
}

func init() {
	// "friendly token creature": the adjective before the noun (a token
	// creature is a creature).
	filterWords["token"] = engine.Token
}

// kindWord reads the noun: creature(s), artifact(s), upgrade(s), card(s).
func (p *parser) kindWord(many bool) (engine.Kind, bool) {
	w := strings.ToLower(string(p.peek()))
	if many {
		w = strings.TrimSuffix(w, "s")
	} else if strings.HasSuffix(w, "s") {
		return 0, false
	}
	k, ok := kindWords[w]
	if ok {
		p.i++
	}
	return k, ok
}

var kindWords = map[string]engine.Kind{
	"creature": engine.Creature, "artifact": engine.Artifact, "upgrade": engine.Upgrade, "card": engine.AnyCard,
}

func isKindWord(t tok) bool {
	w := strings.TrimSuffix(strings.ToLower(string(t)), "s")
	_, ok := kindWords[w]
	return ok || w == "action"
}

// modifier reads what follows a noun: "from your hand", "with power 3
// or higher", "with A on it".
func (p *parser) modifier(t *engine.Target) bool {
	switch {
	case p.word("from your hand"):
		t.Where = engine.InHand
	case p.word("in your discard pile"), p.word("from your discard pile"):
		t.Where, t.Side = engine.InDiscard, engine.Friendly
	case p.word("in a discard pile"), p.word("from a discard pile"):
		t.Where, t.Side = engine.InDiscard, engine.AnySide
	case p.word("in your opponent's discard pile"), p.word("from your opponent's discard pile"):
		t.Where, t.Side = engine.InDiscard, engine.Enemy
	case t.Count == engine.Each && p.word("with the lowest power"):
		t.Is |= engine.LeastPowerful // every creature tied for it
	case t.Count == engine.Each && p.word("with the highest power"):
		t.Is |= engine.MostPowerful
	case p.c.choseHouse() && p.word("of that house"):
		// (Without a house chosen before, "that house" is another one.)
		t.Is |= engine.ChosenHouse
	case p.word("with odd power"):
		t.Is |= engine.OddPower
	case p.word("with even power"):
		t.Is |= engine.EvenPower
	case p.word("not on a flank"):
		t.Is |= engine.NotAtFlank
	case p.word("with A on it"):
		t.Is |= engine.WithAember
	case p.peek() == "with" && p.i+2 < len(p.t) && isNumber(p.t[p.i+1]) && p.t[p.i+2] == "power":
		// "a creature with 2 power": exactly 2.
		n, _ := strconv.Atoi(string(p.t[p.i+1]))
		p.i += 3
		t.Is |= engine.PowerAtLeast | engine.PowerAtMost
		t.Power = int8(n)
	case p.word("with power"):
		n, ok := p.digits()
		if !ok {
			return false
		}
		switch {
		case p.word("or higher"):
			t.Is |= engine.PowerAtLeast
		case p.word("or lower"):
			t.Is |= engine.PowerAtMost
		default:
			return false
		}
		t.Power = int8(n)
	default:
		return false
	}
	return true
}

// isName reports whether word is the first word of the card's name.
func (c *cardParser) isName(w tok) bool { return len(c.name) > 0 && c.name[0] == w }

var houses = map[string]engine.House{
	"brobnar": "brobnar", "dis": "dis", "logos": "logos", "mars": "mars", "sanctum": "sanctum",
	"shadows": "shadows", "untamed": "untamed", "saurian": "saurian", "star": "staralliance",
	"unfathomable": "unfathomable", "ekwidon": "ekwidon", "geistoid": "geistoid", "skyborn": "skyborn",
	"redemption": "redemption",
}

// houseOf is the house a capitalised word names ("Star" for Star
// Alliance), "" when none.
func houseOf(t tok) engine.House {
	if !capitalised(t) {
		return ""
	}
	return houses[strings.ToLower(string(t))]
}

// houseLen is how many words the house's name has.
func houseLen(t tok) int {
	if strings.EqualFold(string(t), "star") {
		return 2
	}
	return 1
}

// chose reports whether an earlier step of the ability being read only
// chose cards (DoChoose): after it, "other" means other than those.
func (c *cardParser) chose() bool {
	if c.cur == nil {
		return false
	}
	for _, st := range c.cur.Steps {
		if st.Do == engine.DoChoose || st.Do == engine.DoChooseAlso {
			return true
		}
	}
	return false
}
