package engine

import (
	"fmt"
	"testing"
)

// Tests of what the TCO importer's use of every script needed of the
// engine: Destroyed: abilities in a chain, options named by a word of
// their text, and which changes a card's script can make.

func init() { tcAddCards() }

// tcAddCards adds the facts (keyteki packs) of the cards these tests use.
func tcAddCards() {
	add := func(id, name string, h House, t CardType, power, amber int) {
		if testCards[id] == nil {
			testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Amber: amber}
		}
	}
	add("harbinger-of-doom", "Harbinger of Doom", "dis", TypeCreature, 3, 0)
	add("rad-penny", "Rad Penny", "shadows", TypeCreature, 1, 0)
	add("heal-or-harm", "Heal or Harm", "sanctum", TypeAction, 0, 0)
	add("golis-artificer", "Golis Artificer", "logos", TypeCreature, 3, 0)
}

// Harbinger of Doom: "Destroyed: Destroy each creature." A creature it
// destroys is destroyed in its turn: its own Destroyed: ability resolves
// (Rad Penny: "Destroyed: Shuffle Rad Penny into your deck.") and a
// destroyed event says so.
func TestTcHarbingerChain(t *testing.T) {
	s := fightScen(t, []string{"harbinger-of-doom", "troll"}, []string{"rad-penny"})
	h := s.creature(0, "harbinger-of-doom")
	tr := s.creature(0, "troll")
	rp := s.creature(1, "rad-penny")
	s.g.destroy(h)
	s.g.sweep()
	s.wantZone(h, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(rp, ZoneUnknown) // shuffled into the deck: its place there is hidden
	destroyed := 0
	for _, e := range s.g.ev {
		if e.Kind == EvDestroyed {
			destroyed++
		}
	}
	if destroyed != 3 {
		t.Errorf("%d destroyed events, want 3 (Harbinger, Troll, Rad Penny)", destroyed)
	}
}

// Heal or Harm: "Play: Choose one: • Fully heal a creature and gain 1.
// • Ready and fight with a friendly creature." TCO names the first option
// "Heal": a word of one option's text only names that option; a word of
// none is no option.
func TestTcOptionWorded(t *testing.T) {
	for _, tc := range []struct {
		word   string
		gained int
		rule   string
	}{
		{"Heal", 1, ""},
		{"heal", 1, ""},
		{"1", 1, ""},
		{"Harm", 0, "effect-target"},
	} {
		t.Run(tc.word, func(t *testing.T) {
			s := fightScen(t, []string{"heal-or-harm", "troll"}, nil)
			tr := s.creature(0, "troll")
			s.g.cards[tr].damage = 2
			s.hand(0, "heal-or-harm")
			s.house("sanctum")
			before := s.aember(0)
			s.play("heal-or-harm")
			s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{tc.word}}), tc.rule)
			if tc.gained > 0 {
				s.choose("troll")
			}
			s.wantAember(0, before+tc.gained)
		})
	}
}

// Makes: a card's own abilities, not the ones an upgrade gives it. Golis
// Artificer ("After Reap: Make a token creature.") makes tokens, never
// readies; Rad Penny steals and shuffles itself.
func TestTcMakes(t *testing.T) {
	for _, tc := range []struct {
		id   string
		kind EffectKind
		want bool
	}{
		{"golis-artificer", EffToken, true},
		{"golis-artificer", EffReady, false},
		{"rad-penny", EffSteal, true},
		{"rad-penny", EffShuffle, true},
		{"rad-penny", EffDamage, false},
		{"harbinger-of-doom", EffSacrifice, true}, // a sacrifice is a destroy
		{"no-such-card", EffGain, false},
	} {
		t.Run(tc.id+"/"+tc.kind.String(), func(t *testing.T) {
			if got := AllScripts.Makes(tc.id, tc.kind); got != tc.want {
				t.Errorf("Makes(%s, %s) = %v, want %v", tc.id, tc.kind, got, tc.want)
			}
		})
	}
}

// The cards whose scripts did only what a TCO log left unstated (the
// Complement scripts) now resolve their whole ability: each test drives it
// with choose lines only, as a table log with no ">" line does.

// tcHouse sets Alice's main step with house h active.
func (s *scen) tcHouse(h House) { s.g.house, s.g.step = h, StepMain }

// tcWords answers a waiting choice with words ("yes", an option).
func (s *scen) tcWords(w ...string) Outcome { return s.do(Action{Verb: VerbChoose, Words: w}) }

// Killzord Mk. 9001: "This creature gains skirmish and, “After Fight: Gain
// 1 chain.”" (and +2 power, +2 armor).
func TestTcKillzord(t *testing.T) {
	s := fightScen(t, []string{"killzord-mk-9001", "troll"}, []string{"urchin"})
	tr := s.creature(0, "troll")
	s.creature(1, "urchin")
	s.hand(0, "killzord-mk-9001")
	s.tcHouse("mars")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "killzord-mk-9001"}, Target: CardRef{ID: "troll"}}), "")
	s.tcHouse("brobnar")
	s.wantRules(s.fight("troll", "urchin"), "")
	if got := s.g.p[0].chains; got != 1 {
		t.Errorf("Alice has %d chains after Troll fought, want 1", got)
	}
	s.wantDamage(tr, 0) // skirmish
}

// Key Abduction: "Play: Return each Mars creature to its owner's hand.
// Then, you may forge a key at +9A current cost, reduced by 1A for each
// card in your hand."
func TestTcKeyAbduction(t *testing.T) {
	for _, tc := range []struct {
		may  string
		keys int
	}{{"yes", 1}, {"no", 0}} {
		t.Run(tc.may, func(t *testing.T) {
			s := fightScen(t, []string{"key-abduction", "zorg", "troll"}, []string{"yandylinx"})
			z := s.creature(0, "zorg")
			tr := s.creature(0, "troll")
			y := s.creature(1, "yandylinx")
			s.hand(0, "key-abduction")
			s.g.p[0].aember = 10
			s.tcHouse("mars")
			s.play("key-abduction") // +1 bonus Æmber
			s.wantZone(z, ZoneHand)
			s.wantZone(y, ZoneHand)
			s.wantZone(tr, ZoneBattleline)
			cost := 6 + 9 - s.g.p[0].handSize() // Zorg came back to Alice's hand
			s.wantRules(s.tcWords(tc.may), "")
			if got := s.g.p[0].keyCount(); got != tc.keys {
				t.Errorf("Alice has %d keys, want %d", got, tc.keys)
			}
			s.wantAember(0, 11-tc.keys*cost)
		})
	}
}

// Infinity Strop: "Play: Deal 2D to a creature. If this damage destroys
// that creature, deal 4D to each creature that shares a house with the
// destroyed creature."
func TestTcInfinityStrop(t *testing.T) {
	for _, tc := range []struct {
		name   string
		target string
		krump  int // damage on Krump (Brobnar) after
	}{{"destroyed", "urchin", 0}, {"destroyed, a Brobnar", "valdr", 4}, {"survives", "troll", 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := fightScen(t, []string{"infinity-strop", "krump", "troll"}, []string{"urchin", "valdr"})
			kr := s.creature(0, "krump")
			s.creature(0, "troll")
			s.creature(1, "urchin")
			va := s.creature(1, "valdr")
			s.g.cards[va].damage = int16(s.g.power(va) - 2)
			s.hand(0, "infinity-strop")
			s.tcHouse("dis")
			s.play("infinity-strop")
			s.wantRules(s.choose(tc.target), "")
			s.wantDamage(kr, tc.krump)
		})
	}
}

// Æmbermancy: "Play: Remove up to three +1 power counters from a creature.
// Gain 1A for each counter removed this way."
func TestTcAembermancy(t *testing.T) {
	for _, tc := range []struct{ counters, gain int }{{1, 1}, {5, 3}, {0, 0}} {
		t.Run(fmt.Sprint(tc.counters), func(t *testing.T) {
			s := fightScen(t, []string{"æmbermancy", "troll"}, nil)
			tr := s.creature(0, "troll")
			s.g.cards[tr].counters = int16(tc.counters)
			s.hand(0, "æmbermancy")
			s.tcHouse("untamed")
			s.play("æmbermancy")
			s.wantRules(s.choose("troll"), "")
			s.wantAember(0, 1+tc.gain) // 1: its Æmber bonus
			if got := int(s.g.cards[tr].counters); got != max(tc.counters-3, 0) {
				t.Errorf("Troll keeps %d counters, want %d", got, max(tc.counters-3, 0))
			}
		})
	}
}

// Cosmic Recompense: "Play: Deal 3D to an enemy creature. If it is not
// destroyed, steal 1A. Repeat the preceding effect."
func TestTcCosmicRecompense(t *testing.T) {
	s := fightScen(t, []string{"cosmic-recompense"}, []string{"urchin", "troll"})
	u := s.creature(1, "urchin")
	tr := s.creature(1, "troll")
	s.g.p[1].aember = 5
	s.hand(0, "cosmic-recompense")
	s.tcHouse("staralliance")
	s.play("cosmic-recompense")
	s.wantRules(s.choose("urchin"), "") // destroyed: no steal
	s.wantRules(s.choose("troll"), "")  // survives: steal 1
	s.wantZone(u, ZoneDiscard)
	s.wantDamage(tr, 3)
	s.wantAember(0, 1)
	s.wantAember(1, 4)
}

// Taxing Journey: "Play: A friendly creature captures 1A. Each of its
// neighbors that shares a house with it also captures 1A."
func TestTcTaxingJourney(t *testing.T) {
	s := fightScen(t, []string{"taxing-journey", "troll", "krump", "urchin"}, nil)
	tr, kr, u := s.creature(0, "troll"), s.creature(0, "krump"), s.creature(0, "urchin")
	s.g.p[1].aember = 5
	s.hand(0, "taxing-journey")
	s.tcHouse("sanctum")
	s.play("taxing-journey")
	s.wantRules(s.choose("krump"), "")
	for _, c := range []struct {
		id   int16
		want int16
	}{{tr, 1}, {kr, 1}, {u, 0}} { // Troll is Brobnar like Krump; Urchin is not
		if got := s.g.cards[c.id].aember; got != c.want {
			t.Errorf("%s holds %d, want %d", s.g.name(c.id), got, c.want)
		}
	}
	s.wantAember(1, 3)
}

// Tantadlin: "Fight: Discard a random card from your opponent's archives."
func TestTcTantadlin(t *testing.T) {
	s := fightScen(t, []string{"tantadlin"}, []string{"urchin", "troll"})
	s.creature(0, "tantadlin")
	s.creature(1, "urchin")
	tr := s.take(1, "troll")
	s.g.put(tr, ZoneArchives)
	s.tcHouse("untamed")
	s.wantRules(s.fight("tantadlin", "urchin"), "")
	s.wantZone(tr, ZoneDiscard)
	if n := s.g.p[1].archiveSize(); n != 0 {
		t.Errorf("Bob's archives hold %d, want 0", n)
	}
}
