package engine

import (
	"slices"
	"strconv"
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
	add("ley-earl-of-hurl", "Ley, Earl of Hurl", "skyborn", cr, 4, 2, 0, tr("human", "pilot"))
	add("lifeweb", "Lifeweb", "untamed", ac, 0, 0, 1, nil)
	add("hv-rogue", "Little Rogue", "shadows", cr, 1, 0, 0, tr("human", "thief"))
	add("master-strategist", "Master Strategist", "archonpower", TypeArchonPower, 0, 0, 0, nil)
	add("crassosaurus", "Crassosaurus", "saurian", cr, 10, 0, 0, tr("dinosaur"), kw(Elusive, 0))
	add("shell-of-a-ghost", "Shell of a Ghost", "geistoid", ac, 0, 0, 1, nil)
	add("beehemoth", "Beehemoth", "untamed", cr, 5, 0, 0, tr("insect"), kw(Poison, 0))
	add("raider-of-the-peaks", "Raider of the Peaks", "brobnar", cr, 4, 0, 0, tr("giant"))
	add("the-amasser", "The Amasser", "mars", cr, 3, 0, 0, tr("martian"))
	add("book-of-malefaction", "Book of Malefaction", "dis", TypeArtifact, 0, 0, 0, tr("item"))
	add("hv-grunt", "Grunt", "mars", TypeTokenCreature, 2, 0, 0, tr("soldier"))
	add("turnkey", "Turnkey", "dis", cr, 2, 0, 0, tr("demon"))
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

// Ostentatious Mount: "This creature gains taunt. Play: Move this
// creature anywhere in its controller’s battleline."
func TestHandVOstentatiousMount(t *testing.T) {
	for _, tc := range []struct{ word, want string }{
		{"1", "hv-knight stalwart probe"}, {"right", "hv-knight probe stalwart"},
	} {
		t.Run(tc.word, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"ostentatious-mount", "stalwart", "hv-knight", "probe"}, nil)
			st := s.creature(0, "stalwart")
			s.creature(0, "hv-knight")
			s.creature(0, "probe")
			s.wantRules(s.hdUpgrade("ostentatious-mount", "stalwart"), "")
			s.wantRules(s.words(tc.word), "")
			s.hvWantLine(0, tc.want)
			if !s.g.hasKeyword(st, Taunt) {
				t.Error("Stalwart has no taunt")
			}
		})
	}
}

// Tactical Officer Moon: "Assault 2. Play: You may rearrange the creatures
// in a player’s battleline."
func TestHandVTacticalOfficerMoon(t *testing.T) {
	for _, tc := range []struct {
		name        string
		cards       []string
		words       []string
		mine, enemy string
	}{
		{"enemy line", []string{"krump", "troll"}, nil, "tactical-officer-moon", "krump troll probe"},
		{"enemy line, all named", []string{"probe", "krump", "troll"}, nil, "tactical-officer-moon", "probe krump troll"},
		{"declines", nil, []string{"no"}, "tactical-officer-moon", "troll krump probe"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"tactical-officer-moon"}, []string{"troll", "krump", "probe"})
			s.creature(1, "troll")
			s.creature(1, "krump")
			s.creature(1, "probe")
			s.hand(0, "tactical-officer-moon")
			s.wantRules(s.play("tactical-officer-moon"), "")
			s.wantRules(s.hvChoose(tc.cards, tc.words...), "")
			s.hvWantLine(0, tc.mine)
			s.hvWantLine(1, tc.enemy)
		})
	}
}

// Lateral Thrusters: "This creature gains, “At the start of your turn,
// you may rearrange the creatures in your battleline.”"
func TestHandVLateralThrusters(t *testing.T) {
	for _, tc := range []struct {
		name  string
		cards []string
		words []string
		want  string
	}{
		{"rearranged", []string{"krump", "hv-stormkin", "hv-knight"}, nil, "krump hv-stormkin hv-knight"},
		{"declines", nil, []string{"no"}, "hv-knight krump hv-stormkin"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "skyborn", []string{"lateral-thrusters", "hv-stormkin", "krump", "hv-knight"}, nil)
			s.creature(0, "hv-knight")
			s.creature(0, "krump")
			s.creature(0, "hv-stormkin")
			s.wantRules(s.hdUpgrade("lateral-thrusters", "hv-stormkin"), "")
			s.end()
			s.end()
			s.wantRules(s.hvChoose(tc.cards, tc.words...), "")
			s.hvWantLine(0, tc.want)
		})
	}
}

// Malison: "After Fight: You may move an enemy creature anywhere in its
// controller’s battleline. Then, if it is on a flank, it captures 1A from
// its own side."
func TestHandVMalison(t *testing.T) {
	for _, tc := range []struct {
		name    string
		word    string
		want    string
		captive int
	}{
		{"to a flank", "left", "krump troll zorg", 1},
		{"to the center", "1", "troll krump zorg", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"malison"}, []string{"troll", "krump", "zorg", "probe"})
			s.creature(0, "malison")
			s.creature(1, "troll")
			kr := s.creature(1, "krump")
			s.creature(1, "zorg")
			s.creature(1, "probe")
			s.g.p[1].aember = 3
			s.wantRules(s.fight("malison", "probe"), "")
			s.wantRules(s.hvChoose([]string{"krump"}, tc.word), "")
			s.hvWantLine(1, tc.want)
			s.wantInt("Æmber on Krump", int(s.g.cards[kr].aember), tc.captive)
			s.wantAember(1, 3-tc.captive)
		})
	}
}

// Thorium Plasmate: "Play: Move an enemy creature anywhere in its
// controller’s battleline. Deal 2D to that creature for each of its
// neighbors that shares a house with it."
func TestHandVThoriumPlasmate(t *testing.T) {
	for _, tc := range []struct {
		word string
		dmg  int
	}{{"1", 4}, {"2", 2}, {"right", 0}} {
		t.Run(tc.word, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{"thorium-plasmate"}, []string{"troll", "krump", "probe", "zorg"})
			s.creature(1, "troll")
			s.creature(1, "probe")
			s.creature(1, "zorg")
			kr := s.creature(1, "krump")
			// Troll, Krump and Probe are Brobnar, Zorg is Mars.
			s.hand(0, "thorium-plasmate")
			s.wantRules(s.play("thorium-plasmate"), "")
			s.wantRules(s.hvChoose([]string{"krump"}, tc.word), "")
			s.wantDamage(kr, tc.dmg)
		})
	}
}

// Han Peregrine: "After Fight/After Reap: You may exalt Han Peregrine. If
// you do, fully heal a damaged creature and move it to either flank of its
// controller's battleline."
func TestHandVHanPeregrine(t *testing.T) {
	for _, tc := range []struct {
		name        string
		first       string
		cards       []string
		words       []string
		want        string
		dmg, exalts int
		rules       string
	}{
		{"exalts, heals and moves", "yes", []string{"krump"}, []string{"right"}, "troll zorg krump", 0, 1, ""},
		{"declines", "no", nil, nil, "troll krump zorg", 2, 0, ""},
		{"not a flank", "yes", []string{"krump"}, []string{"1"}, "troll krump zorg", 0, 1, "effect-target"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "skyborn", []string{"han-peregrine"}, []string{"troll", "krump", "zorg"})
			hp := s.creature(0, "han-peregrine")
			s.creature(1, "troll")
			kr := s.creature(1, "krump")
			s.creature(1, "zorg")
			s.g.cards[kr].damage = 2
			s.wantRules(s.reap("han-peregrine"), "")
			s.wantRules(s.words(tc.first), "")
			if tc.first == "yes" {
				s.wantRules(s.hvChoose(tc.cards, tc.words...), tc.rules)
			}
			s.hvWantLine(1, tc.want)
			s.wantDamage(kr, tc.dmg)
			s.wantInt("Æmber on Han", int(s.g.cards[hp].aember), tc.exalts)
		})
	}
}

// Placeholder: "Play: Move a creature to a flank of its controller’s
// battleline and deal 2 to it. If it is not destroyed, repeat the
// preceding effect."
func TestHandVPlaceholder(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"placeholder"}, []string{"troll", "krump", "probe"})
	s.creature(1, "troll")
	kr := s.creature(1, "krump") // power 6: three times 2 destroys it
	s.creature(1, "probe")
	s.hand(0, "placeholder")
	s.wantRules(s.play("placeholder"), "")
	s.wantRules(s.hvChoose([]string{"krump"}, "left"), "")
	s.hvWantLine(1, "krump troll probe")
	s.wantDamage(kr, 2)
	s.wantRules(s.words("right"), "")
	s.hvWantLine(1, "troll probe krump")
	s.wantDamage(kr, 4)
	s.wantRules(s.words("left"), "")
	s.wantZone(kr, ZoneDiscard)
	s.hvWantLine(1, "troll probe")
	if _, waits := s.g.Waiting(); waits {
		t.Error("Placeholder still waits after the creature is destroyed")
	}
}

// Aero O’Fore: "While Aero O'Fore is in the center of your battleline, it
// gains, “After Reap: You may rearrange other friendly creatures in your
// battleline. Each friendly flank creature captures 2.”"
func TestHandVAeroOFore(t *testing.T) {
	for _, tc := range []struct {
		name   string
		center bool
		cards  []string
		want   string
		bob    int
	}{
		{"in the center", true, []string{"hv-stormkin", "troll"}, "hv-stormkin aero-o-fore troll", 1},
		{"on a flank", false, nil, "troll hv-stormkin aero-o-fore", 5},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "skyborn", []string{"aero-o-fore", "troll", "hv-stormkin"}, nil)
			tr := s.creature(0, "troll")
			if tc.center {
				s.creature(0, "aero-o-fore")
				s.creature(0, "hv-stormkin")
			} else {
				s.creature(0, "hv-stormkin")
				s.creature(0, "aero-o-fore")
			}
			s.g.p[1].aember = 5
			s.wantRules(s.reap("aero-o-fore"), "")
			if tc.center {
				s.wantRules(s.hvChoose(tc.cards), "")
				s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 2)
			}
			s.hvWantLine(0, tc.want)
			s.wantAember(1, tc.bob)
		})
	}
}

// Ley, Earl of Hurl: "Destroyed: If Ley, Earl of Hurl is not on a flank,
// fully heal it, exhaust it, ward it, and move it to a flank instead."
func TestHandVLeyEarlOfHurl(t *testing.T) {
	for _, tc := range []struct {
		name   string
		middle bool
		zone   Zone
		line   string
	}{
		{"in the middle", true, ZoneBattleline, "ley-earl-of-hurl krump probe"},
		{"on a flank", false, ZoneDiscard, "krump probe"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"troll"}, []string{"ley-earl-of-hurl", "krump", "probe"})
			s.creature(0, "troll")
			if tc.middle {
				s.creature(1, "krump")
			}
			ley := s.creature(1, "ley-earl-of-hurl")
			if !tc.middle {
				s.creature(1, "krump")
			}
			s.creature(1, "probe")
			s.wantRules(s.fight("troll", "ley-earl-of-hurl"), "")
			s.wantZone(ley, tc.zone)
			s.hvWantLine(1, tc.line)
			if tc.middle {
				c := &s.g.cards[ley]
				if c.damage != 0 || !c.has(flExhausted) || !c.has(flWarded) {
					t.Errorf("Ley: damage %d, exhausted %v, warded %v; want 0, true, true", c.damage, c.has(flExhausted), c.has(flWarded))
				}
			}
		})
	}
}

// Lifeweb: "Play: If your opponent played 3 or more creatures on their
// previous turn, steal 2A."
func TestHandVLifeweb(t *testing.T) {
	for _, tc := range []struct {
		played []string
		want   int
	}{{[]string{"hv-rogue", "hv-rogue", "hv-rogue"}, 3}, {[]string{"hv-rogue", "hv-rogue"}, 5}} {
		t.Run(strconv.Itoa(len(tc.played)), func(t *testing.T) {
			s := housesScen(t, [3]House{"untamed", "brobnar", "dis"}, bobHouses, []string{"lifeweb"}, []string{"hv-rogue", "hv-rogue", "hv-rogue"})
			s.end()
			s.wantRules(s.house("shadows"), "")
			for _, id := range tc.played {
				s.hand(1, id)
				s.wantRules(s.play(id), "")
			}
			s.end()
			s.g.p[1].aember = 5
			s.hand(0, "lifeweb")
			s.wantRules(s.house("untamed"), "")
			s.wantRules(s.play("lifeweb"), "")
			s.wantAember(1, tc.want)
		})
	}
}

// Master Strategist (archon power): "Each friendly Skyborn creature gains
// deploy and “After Fight/After Reap: You may move this creature anywhere
// in your battleline.”"
func TestHandVMasterStrategist(t *testing.T) {
	t.Run("after reap", func(t *testing.T) {
		for _, tc := range []struct{ word, want string }{{"left", "hv-stormkin troll"}, {"no", "troll hv-stormkin"}} {
			s := htScen(t, [3]House{"skyborn", "brobnar", "dis"}, bobHouses, []string{"master-strategist"}, nil, []string{"hv-stormkin", "troll"}, nil)
			s.creature(0, "troll")
			s.creature(0, "hv-stormkin")
			s.house("skyborn")
			s.wantRules(s.reap("hv-stormkin"), "")
			s.wantRules(s.words(tc.word), "")
			s.hvWantLine(0, tc.want)
		}
	})
	t.Run("deploy", func(t *testing.T) {
		for _, tc := range []struct{ card, rules, want string }{
			{"hv-stormkin", "", "troll hv-stormkin krump"},
			{"probe", "deploy", "troll probe krump"},
		} {
			s := htScen(t, [3]House{"skyborn", "brobnar", "dis"}, bobHouses, []string{"master-strategist"}, nil, []string{"hv-stormkin", "troll", "krump", "probe"}, nil)
			s.creature(0, "troll")
			s.creature(0, "krump")
			s.hand(0, tc.card)
			s.house(s.g.defs[s.g.defIndex(tc.card)].House)
			out := s.do(Action{Verb: VerbPlay, Card: CardRef{ID: tc.card}, Flank: FlankAt, Pos: 1})
			if !strings.Contains(rules(out), tc.rules) || tc.rules == "" && rules(out) != "" {
				t.Errorf("%s at 1: rules %q, want %q", tc.card, rules(out), tc.rules)
			}
			s.hvWantLine(0, tc.want)
		}
	})
}

// Crassosaurus: "Elusive. Play: Capture 10A from any combination of
// players. Then, if Crassosaurus has fewer than 10A on it, purge
// Crassosaurus."
func TestHandVCrassosaurus(t *testing.T) {
	for _, tc := range []struct {
		name                 string
		mine, theirs         int
		words                []string
		wantMine, wantTheirs int
		zone                 Zone
	}{
		// Fewer than 6A: no key is forged at the turn's start.
		{"split chosen", 4, 8, []string{"7"}, 1, 1, ZoneBattleline},
		{"bad split", 4, 8, []string{"3"}, 2, 0, ZoneBattleline},
		// Purged, the 7A on it go to Bob.
		{"no choice: all of it", 3, 4, nil, 0, 7, ZonePurged},
		{"opponent alone", 0, 12, nil, 0, 2, ZoneBattleline},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"crassosaurus"}, nil)
			s.g.p[0].aember, s.g.p[1].aember = tc.mine, tc.theirs
			cr := s.hand(0, "crassosaurus")
			s.wantRules(s.play("crassosaurus"), "")
			if tc.words != nil {
				want := ""
				if tc.name == "bad split" {
					want = "effect-target"
				}
				s.wantRules(s.words(tc.words...), want)
			}
			s.wantAember(0, tc.wantMine)
			s.wantAember(1, tc.wantTheirs)
			s.wantZone(cr, tc.zone)
		})
	}
}

// Shell of a Ghost: "Play: Destroy each creature that is not on a flank.
// Put a creature from any discard pile into play under your control. Gain
// 2 chains."
func TestHandVShellOfAGhost(t *testing.T) {
	for _, tc := range []struct {
		name, pick  string
		words       []string
		mine, enemy string
	}{
		{"a friendly creature back", "krump", nil, "troll probe krump", "zorg hv-rogue"},
		{"an enemy creature, on the left", "probe", []string{"left"}, "probe troll probe", "zorg hv-rogue"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "geistoid", []string{"shell-of-a-ghost", "troll", "krump", "probe"}, []string{"zorg", "probe", "hv-rogue"})
			s.creature(0, "troll")
			kr := s.creature(0, "krump")
			s.creature(0, "probe")
			s.creature(1, "zorg")
			bp := s.creature(1, "probe")
			s.creature(1, "hv-rogue")
			s.hand(0, "shell-of-a-ghost")
			s.wantRules(s.play("shell-of-a-ghost"), "")
			s.wantZone(kr, ZoneDiscard)
			s.wantZone(bp, ZoneDiscard)
			s.wantRules(s.hvChoose([]string{tc.pick}, tc.words...), "")
			s.hvWantLine(0, tc.mine)
			s.hvWantLine(1, tc.enemy)
			s.wantInt("Alice's chains", int(s.g.p[0].chains), 2)
		})
	}
}

// Beehemoth: "Poison. At the start of your turn, give a creature a +1
// power counter. After Reap: Move Beehemoth anywhere in your battleline.
// Remove each +1 power counter from Beehemoth’s neighbors. For each +1
// power counter removed this way, gain 1."
func TestHandVBeehemoth(t *testing.T) {
	for _, tc := range []struct {
		word       string
		gain, left int
	}{{"1", 1 + 3, 5}, {"left", 1 + 1, 5 + 2}, {"right", 1 + 5, 1 + 2}} {
		t.Run(tc.word, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"beehemoth", "troll", "krump", "probe"}, nil)
			tr := s.creature(0, "troll")
			s.creature(0, "beehemoth")
			kr := s.creature(0, "krump")
			pr := s.creature(0, "probe")
			s.g.cards[tr].counters, s.g.cards[kr].counters, s.g.cards[pr].counters = 1, 2, 5
			before := s.aember(0)
			s.wantRules(s.reap("beehemoth"), "")
			s.wantRules(s.words(tc.word), "")
			s.wantAember(0, before+tc.gain)
			left := 0
			for _, id := range []int16{tr, kr, pr} {
				left += int(s.g.cards[id].counters)
			}
			s.wantInt("counters left", left, tc.left)
		})
	}
	t.Run("start of turn", func(t *testing.T) {
		s := secondTurnScen(t, "untamed", []string{"beehemoth"}, []string{"zorg"})
		s.creature(0, "beehemoth")
		zo := s.creature(1, "zorg")
		s.end()
		s.end()
		s.wantRules(s.choose("zorg"), "")
		s.wantInt("Zorg's counters", int(s.g.cards[zo].counters), 1)
	})
}

// Raider of the Peaks: "At the start of your turn, the player who controls
// the most powerful creature discards the top card of their deck."
func TestHandVRaiderOfThePeaks(t *testing.T) {
	for _, tc := range []struct {
		name      string
		bob       string
		choose    string
		alice, bb int
	}{
		{"Bob's is", "troll", "", 0, 1},
		{"Alice's is", "probe", "", 1, 0},
		{"tied: Alice chooses Bob's", "krump", "krump 2", 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"raider-of-the-peaks", "krump"}, []string{tc.bob})
			s.creature(0, "raider-of-the-peaks")
			s.creature(0, "krump")
			s.creature(1, tc.bob)
			s.end()
			s.end()
			if tc.choose != "" {
				s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "krump", Copy: 2}}}), "")
			}
			s.wantInt("Alice's discards", len(s.g.p[0].discard), tc.alice)
			s.wantInt("Bob's discards", len(s.g.p[1].discard), tc.bb)
		})
	}
}

// The Amasser: "Each time your opponent draws a card, make a token
// creature on your right flank."
func TestHandVTheAmasser(t *testing.T) {
	for _, n := range []int{1, 3} {
		t.Run(strconv.Itoa(n), func(t *testing.T) {
			s := secondTurnScen(t, "mars", []string{"the-amasser"}, nil)
			s.creature(0, "the-amasser")
			s.g.p[0].deck.Token = "hv-grunt"
			s.g.draw(1, n)
			s.g.draw(0, 2) // her own draws make none
			s.wantInt("Alice's creatures", len(s.g.p[0].line), 1+n)
			s.hvWantLine(0, "the-amasser"+strings.Repeat(" hv-grunt", n))
		})
	}
}

// Book of Malefaction: "After your A is stolen, put a warrant counter on
// Book of Malefaction for each A stolen. Omni: Remove a warrant counter
// from Book of Malefaction. If you do, purge a creature."
func TestHandVBookOfMalefaction(t *testing.T) {
	for _, stolen := range []int{0, 2} {
		t.Run(strconv.Itoa(stolen), func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"book-of-malefaction"}, []string{"troll"})
			b := s.artifact(0, "book-of-malefaction")
			tr := s.creature(1, "troll")
			s.g.p[0].aember = 5
			s.g.steal(1, stolen)
			s.wantInt("warrant counters", s.g.hsCounters(b, "warrant"), stolen)
			s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "book-of-malefaction"}}), "")
			want := ZoneBattleline
			if stolen > 0 {
				want = ZonePurged
			}
			s.wantZone(tr, want)
			s.wantInt("warrant counters after", s.g.hsCounters(b, "warrant"), max(stolen-1, 0))
		})
	}
}

// Turnkey: "Play: Unforge an opponent’s key. If you do, when Turnkey
// leaves play, your opponent forges a key at no cost."
func TestHandVTurnkey(t *testing.T) {
	for _, keys := range []int{0, 1} {
		t.Run(strconv.Itoa(keys), func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"turnkey"}, []string{"troll"})
			if keys > 0 {
				s.g.forge(1, KeyRed, 0)
			}
			s.g.p[1].aember = 2
			tk := s.hand(0, "turnkey")
			s.wantRules(s.play("turnkey"), "")
			s.wantInt("Bob's keys after Turnkey", s.g.p[1].keyCount(), 0)
			s.creature(1, "troll")
			// Exhausted, it fights all the same (the log's action stands,
			// flagged) and is destroyed.
			s.wantRules(s.fight("turnkey", "troll"), "exhausted")
			s.wantZone(tk, ZoneDiscard)
			s.wantInt("Bob's keys after Turnkey left play", s.g.p[1].keyCount(), keys)
			s.wantAember(1, 2) // at no cost
		})
	}
}
