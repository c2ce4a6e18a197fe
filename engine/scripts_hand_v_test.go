package engine

import (
	"slices"
	"strings"
	"testing"
)

// Tests of scripts_hand_v.go: each card's ability on a board, and the
// state after it.

func init() { hvAddCards() }

// hvAddCards adds the facts (keyteki packs) of the cards these tests use.
func hvAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr, ac := TypeCreature, TypeAction
	tr := func(t ...string) []string { return t }
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("shifting-battlefield", "Shifting Battlefield", "redemption", ac, 0, 0, 1, nil)
	add("stalwart", "Stalwart", "sanctum", cr, 5, 0, 0, tr("beast"), kw(Deploy, 0), kw(Skirmish, 0), kw(Taunt, 0))
	add("administrator-pelith", "Administrator Pelith", "sanctum", cr, 3, 0, 0, tr("human", "recruiter"))
	add("transmuting-lift", "Transmuting Lift", "skyborn", TypeUpgrade, 0, 0, 1, nil)
	add("ostentatious-mount", "Ostentatious Mount", "sanctum", TypeUpgrade, 0, 0, 1, nil)
	add("tactical-officer-moon", "Tactical Officer Moon", "staralliance", cr, 4, 0, 0, tr("human"), kw(Assault, 2))
	add("lateral-thrusters", "Lateral Thrusters", "skyborn", TypeUpgrade, 0, 0, 1, nil)
	add("malison", "Malison", "dis", cr, 5, 0, 0, tr("demon"))
	add("thorium-plasmate", "Thorium Plasmate", "logos", ac, 0, 0, 1, nil)
	add("han-peregrine", "Han Peregrine", "skyborn", cr, 6, 0, 0, tr("dinosaur", "stormkin"))
	add("placeholder", "Placeholder", "logos", ac, 0, 0, 1, nil)
	add("aero-o-fore", "Aero O’Fore", "skyborn", cr, 5, 0, 0, tr("leader", "stormkin"))
	add("hv-stormkin", "Little Stormkin", "skyborn", cr, 3, 0, 0, tr("stormkin"))
	add("hv-knight", "Little Knight", "sanctum", cr, 3, 0, 0, tr("human", "knight"))
}

// hvLine names pl's battleline, left to right.
func (s *scen) hvLine(pl int8) string {
	var names []string
	for _, id := range s.g.p[pl].line {
		names = append(names, s.g.def(id).ID)
	}
	return strings.Join(names, " ")
}

// hvWantLine compares pl's battleline with want (ids, left to right).
func (s *scen) hvWantLine(pl int8, want string) {
	s.t.Helper()
	if got := s.hvLine(pl); got != want {
		s.t.Errorf("battleline %d = %q, want %q", pl, got, want)
	}
}

// hvChoose answers a prompt with cards, then words.
func (s *scen) hvChoose(cards []string, words ...string) Outcome {
	a := Action{Verb: VerbChoose, Words: words}
	for _, id := range cards {
		a.Cards = append(a.Cards, CardRef{ID: id})
	}
	return s.do(a)
}

func TestMoveInLine(t *testing.T) {
	for _, tc := range []struct {
		word  string
		flank bool
		pos   int
		ok    bool
	}{
		{"left", false, 0, true}, {"right", false, 3, true}, {"2", false, 2, true},
		{"4", false, 0, false}, {"-1", false, 0, false}, {"x", false, 0, false},
		{"1", true, 0, false}, {"3", true, 3, true},
	} {
		t.Run(tc.word, func(t *testing.T) {
			pos, ok := linePlace(tc.word, 4, tc.flank)
			if ok != tc.ok || ok && pos != tc.pos {
				t.Errorf("linePlace(%q) = %d, %v; want %d, %v", tc.word, pos, ok, tc.pos, tc.ok)
			}
		})
	}
	s := secondTurnScen(t, "brobnar", []string{"troll", "krump", "probe"}, nil)
	tr, kr, pr := s.creature(0, "troll"), s.creature(0, "krump"), s.creature(0, "probe")
	for _, step := range []struct {
		id   int16
		pos  int
		want []int16
	}{{tr, 2, []int16{kr, pr, tr}}, {tr, 0, []int16{tr, kr, pr}}, {pr, 1, []int16{tr, pr, kr}}} {
		if !s.g.moveInLine(step.id, step.pos) || !slices.Equal(s.g.p[0].line, step.want) {
			t.Errorf("move to %d: line %v, want %v", step.pos, s.g.p[0].line, step.want)
		}
	}
}

// Shifting Battlefield: "Play: Move a friendly creature anywhere in your
// battleline. That creature captures 1."
func TestHandVShiftingBattlefield(t *testing.T) {
	for _, tc := range []struct {
		word, want, rules string
	}{
		{"right", "krump probe troll", ""},
		{"1", "krump troll probe", ""},
		{"7", "troll krump probe", "effect-target"},
	} {
		t.Run(tc.word, func(t *testing.T) {
			s := secondTurnScen(t, "redemption", []string{"shifting-battlefield", "troll", "krump", "probe"}, nil)
			tr := s.creature(0, "troll")
			s.creature(0, "krump")
			s.creature(0, "probe")
			s.g.p[1].aember = 2
			s.hand(0, "shifting-battlefield")
			s.wantRules(s.play("shifting-battlefield"), "")
			s.wantRules(s.hvChoose([]string{"troll"}, tc.word), tc.rules)
			s.hvWantLine(0, tc.want)
			s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
		})
	}
}

// Stalwart: "Deploy. Skirmish. Taunt. After Fight: You may move Stalwart
// anywhere in your battleline."
func TestHandVStalwart(t *testing.T) {
	for _, tc := range []struct{ word, want string }{
		{"left", "stalwart hv-knight"}, {"no", "hv-knight stalwart"},
	} {
		t.Run(tc.word, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"stalwart", "hv-knight"}, []string{"probe"})
			s.creature(0, "hv-knight")
			s.creature(0, "stalwart")
			s.creature(1, "probe")
			s.wantRules(s.fight("stalwart", "probe"), "")
			s.wantRules(s.words(tc.word), "")
			s.hvWantLine(0, tc.want)
		})
	}
}

// Administrator Pelith: "Enhance . After Reap: You may move a friendly
// Sanctum creature anywhere in your battleline."
func TestHandVAdministratorPelith(t *testing.T) {
	for _, tc := range []struct {
		name  string
		cards []string
		words []string
		want  string
		rules string
	}{
		{"moves a Sanctum creature", []string{"hv-knight"}, []string{"0"}, "hv-knight troll administrator-pelith", ""},
		{"declines", nil, []string{"no"}, "troll hv-knight administrator-pelith", ""},
		// The log's choice stands, flagged.
		{"not a Sanctum creature", []string{"troll"}, []string{"2"}, "hv-knight administrator-pelith troll", "effect-target"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"administrator-pelith", "hv-knight", "troll"}, nil)
			s.creature(0, "troll")
			s.creature(0, "hv-knight")
			s.creature(0, "administrator-pelith")
			s.wantRules(s.reap("administrator-pelith"), "")
			out := s.hvChoose(tc.cards, tc.words...)
			if !strings.Contains(rules(out), tc.rules) {
				t.Errorf("rules %q, want %q", rules(out), tc.rules)
			}
			s.hvWantLine(0, tc.want)
		})
	}
}

// Transmuting Lift: "This creature gains, “After Reap: You may move this
// creature anywhere in its controller’s battleline.”"
func TestHandVTransmutingLift(t *testing.T) {
	for _, tc := range []struct{ word, want string }{
		{"0", "hv-stormkin hv-knight krump"}, {"no", "hv-knight krump hv-stormkin"},
	} {
		t.Run(tc.word, func(t *testing.T) {
			s := secondTurnScen(t, "skyborn", []string{"transmuting-lift", "hv-stormkin", "krump", "hv-knight"}, nil)
			s.creature(0, "hv-knight")
			s.creature(0, "krump")
			s.creature(0, "hv-stormkin")
			s.wantRules(s.hdUpgrade("transmuting-lift", "hv-stormkin"), "")
			s.wantRules(s.reap("hv-stormkin"), "")
			s.wantRules(s.words(tc.word), "")
			s.hvWantLine(0, tc.want)
		})
	}
}
