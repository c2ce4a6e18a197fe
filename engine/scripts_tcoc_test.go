package engine

import "testing"

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
