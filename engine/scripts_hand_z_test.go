package engine

import "testing"

// Tests of scripts_hand_z.go: each card's ability on a board, and the
// state after it.

func init() { hzAddCards() }

// hzAddCards adds the facts (keyteki packs) of the cards these tests use.
func hzAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits ...string) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits}
	}
	cr, ac, ar, up := TypeCreature, TypeAction, TypeArtifact, TypeUpgrade
	add("experimental-therapy", "Experimental Therapy", "logos", up, 0, 0, 0)
	add("badge-of-unity", "Badge of Unity", "staralliance", up, 0, 0, 0)
	add("diplomat-agung", "Diplomat Agung", "staralliance", cr, 2, 0, 0, "alien", "krxix")
	add("revo-hooligans", "Revo Hooligans", "mars", cr, 4, 0, 0, "martian", "ironyx")
	add("lord-invidius", "Lord Invidius", "dis", cr, 5, 0, 0, "leader", "demon")
	add("brothers-in-battle", "Brothers in Battle", "brobnar", ac, 0, 0, 1)
	add("hz-relic", "Hz Relic", "sanctum", ar, 0, 0, 0, "item")
}

// hzB is 1 for true, 0 for false (for wantInt).
func hzB(b bool) int {
	if b {
		return 1
	}
	return 0
}

// hzChoose answers a prompt with cards, then words, on one line.
func (s *scen) hzChoose(cards []string, words ...string) Outcome {
	a := Action{Verb: VerbChoose, Words: words}
	for _, id := range cards {
		a.Cards = append(a.Cards, CardRef{ID: id})
	}
	return s.do(a)
}

// Experimental Therapy (errata CotA 157): "This creature may be used as
// if it belonged to the active house. Play: Stun and exhaust this
// creature."
func TestHandZExperimentalTherapy(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"experimental-therapy", "troll", "krump"}, nil)
	tr := s.creature(0, "troll")
	s.creature(0, "krump")
	s.house("logos")
	s.wantRules(s.hbPlayUpgrade("experimental-therapy", "troll"), "")
	s.wantInt("Troll stunned", hzB(s.g.cards[tr].has(flStunned)), 1)
	s.wantInt("Troll exhausted", hzB(s.g.cards[tr].has(flExhausted)), 1)
	s.end()
	s.house("shadows")
	s.end()
	s.house("dis")
	s.wantRules(s.reap("troll"), "") // the use removes the stun
	s.wantInt("Troll still stunned", hzB(s.g.cards[tr].has(flStunned)), 0)
	s.wantRules(s.reap("krump"), "not-active-house")
}

// Badge of Unity: "This creature belongs to house Star Alliance in
// addition to its other houses."
func TestHandZBadgeOfUnity(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"badge-of-unity", "staunch-knight", "raiding-knight"}, nil)
	sk := s.creature(0, "staunch-knight")
	rk := s.creature(0, "raiding-knight")
	s.house("staralliance")
	s.wantRules(s.hbPlayUpgrade("badge-of-unity", "staunch-knight"), "")
	for _, tc := range []struct {
		name string
		id   int16
		h    House
		want bool
	}{{"badged, Star Alliance", sk, "staralliance", true}, {"badged, its own house", sk, "sanctum", true},
		{"badged, another house", sk, "mars", false}, {"not badged", rk, "staralliance", false}} {
		t.Run(tc.name, func(t *testing.T) {
			if got := s.g.ofHouse(tc.id, tc.h); got != tc.want {
				t.Errorf("ofHouse(%s) = %v, want %v", tc.h, got, tc.want)
			}
		})
	}
	s.wantInt("a Star Alliance creature target", hzB(s.g.matches(&Target{House: "staralliance"}, sk, sk, 0)), 1)
	s.end()
	s.house("shadows")
	s.end()
	s.house("staralliance")
	s.wantRules(s.reap("staunch-knight"), "")
	s.wantRules(s.reap("raiding-knight"), "not-active-house")
}

// Diplomat Agung: "Play/Fight/Reap: For the remainder of the turn, a
// friendly creature belongs to the house of your choice in addition to
// its other houses."
func TestHandZDiplomatAgung(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"diplomat-agung", "troll", "krump"}, nil)
	s.creature(0, "diplomat-agung")
	tr := s.creature(0, "troll")
	k := s.creature(0, "krump")
	s.house("staralliance")
	s.wantRules(s.reap("diplomat-agung"), "")
	s.wantRules(s.hzChoose([]string{"troll"}, "staralliance"), "")
	s.wantInt("Troll is Star Alliance", hzB(s.g.ofHouse(tr, "staralliance")), 1)
	s.wantInt("Troll is still Brobnar", hzB(s.g.ofHouse(tr, "brobnar")), 1)
	s.wantInt("Krump is Star Alliance", hzB(s.g.ofHouse(k, "staralliance")), 0)
	s.wantRules(s.reap("troll"), "") // of the active house now
	s.wantRules(s.reap("krump"), "not-active-house")
	s.end()
	s.wantInt("Troll is Star Alliance next turn", hzB(s.g.ofHouse(tr, "staralliance")), 0)
}

// Revo Hooligans: "Elusive. After Reap: Put a paint counter on an
// artifact. While that artifact has a paint counter, it belongs to house
// Mars (instead of its other houses)."
func TestHandZRevoHooligans(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"revo-hooligans"}, []string{"hz-relic", "gorm-of-omm"})
	s.creature(0, "revo-hooligans")
	a := s.artifact(1, "hz-relic")
	gm := s.artifact(1, "gorm-of-omm")
	s.house("mars")
	s.wantRules(s.reap("revo-hooligans"), "")
	s.wantRules(s.choose("hz-relic"), "")
	s.wantInt("paint counters", s.g.hsCounters(a, zPaint), 1)
	s.wantInt("the relic is Mars", hzB(s.g.houseOf(a) == "mars"), 1)
	s.wantInt("the relic is Sanctum", hzB(s.g.ofHouse(a, "sanctum")), 0)
	s.wantInt("Gorm of Omm is Mars", hzB(s.g.houseOf(gm) == "mars"), 0)
	s.g.hsAddCounters(a, zPaint, -1)
	s.wantInt("the relic unpainted is Sanctum", hzB(s.g.houseOf(a) == "sanctum"), 1)
}

// Lord Invidius: "Elusive. While Lord Invidius is in the center of your
// battleline, it gains, “Reap: Take control of an enemy flank creature
// and exhaust it. While under your control, it belongs to house Dis.”"
func TestHandZLordInvidius(t *testing.T) {
	for _, tc := range []struct {
		name   string
		center bool
	}{{"in the center", true}, {"on a flank", false}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"lord-invidius", "tocsin", "shooler"}, []string{"troll", "krump", "valdr"})
			s.creature(0, "tocsin")
			s.creature(0, "lord-invidius")
			if tc.center {
				s.creature(0, "shooler")
			}
			tr := s.creature(1, "troll")
			s.creature(1, "krump")
			s.creature(1, "valdr")
			s.house("dis")
			s.wantRules(s.reap("lord-invidius"), "")
			if tc.center {
				s.wantRules(s.choose("troll"), "")
			}
			s.wantInt("Alice controls Troll", hzB(s.g.cards[tr].controller == 0), hzB(tc.center))
			s.wantInt("Troll exhausted", hzB(s.g.cards[tr].has(flExhausted)), hzB(tc.center))
			s.wantInt("Troll is Dis", hzB(s.g.houseOf(tr) == "dis"), hzB(tc.center))
		})
	}
}

// Brothers in Battle: "Play: Choose a house. For the remainder of the
// turn, each friendly creature of that house may fight."
func TestHandZBrothersInBattle(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"brothers-in-battle", "staunch-knight", "raiding-knight", "tocsin"}, []string{"bad-penny", "urchin", "silvertooth"})
	s.creature(0, "staunch-knight")
	s.creature(0, "raiding-knight")
	s.creature(0, "tocsin")
	s.creature(1, "bad-penny")
	s.creature(1, "silvertooth")
	s.hand(0, "brothers-in-battle")
	s.house("brobnar")
	s.wantRules(s.play("brothers-in-battle"), "")
	s.wantRules(s.words("sanctum"), "")
	s.wantRules(s.fight("staunch-knight", "bad-penny"), "")
	s.wantRules(s.reap("raiding-knight"), "not-active-house")
	s.wantRules(s.fight("tocsin", "silvertooth"), "not-active-house")
}
