package engine

import "testing"

func init() {
	cr := TypeCreature
	testCards["doppelganger"] = &CardDef{ID: "doppelganger", Name: "Doppelganger", House: "geistoid", Type: cr, Power: 3, Traits: []string{"specter", "shapeshifter"}}
	testCards["creed-of-nurture"] = &CardDef{ID: "creed-of-nurture", Name: "Creed of Nurture", House: "untamed", Type: TypeArtifact, Traits: []string{"power"}}
	testCards["mirror-shell"] = &CardDef{ID: "mirror-shell", Name: "Mirror Shell", House: "staralliance", Type: TypeUpgrade}
	testCards["dew-faerie"] = &CardDef{ID: "dew-faerie", Name: "Dew Faerie", House: "untamed", Type: cr, Power: 2, Keywords: []KeywordValue{{Elusive, 0}}}
}

// hafDoppelScen: Alice's Bad Penny, Doppelganger and Dew Faerie (Elusive;
// "Reap: Gain 1A.") in that order, Bob's Troll; at the start of Alice's
// next turn Doppelganger chooses the neighbor named.
func hafDoppelScen(t *testing.T, neighbor string) (*scen, int16) {
	s := secondTurnScen(t, "geistoid", []string{"bad-penny", "doppelganger", "dew-faerie"}, []string{"troll"})
	s.creature(0, "bad-penny")
	d := s.creature(0, "doppelganger")
	s.creature(0, "dew-faerie")
	s.creature(1, "troll")
	s.end()
	s.house("brobnar")
	s.end()
	s.wantRules(s.choose(neighbor), "")
	return s, d
}

// hafGainCases: the text box gained, Bad Penny's or Dew Faerie's, and
// what the creature that gains it does then.
var hafGainCases = []struct {
	card    string
	elusive int  // Dew Faerie's keyword, gained
	reaped  int  // Æmber from a reap: 1, and 1 more by Dew Faerie's "Reap: Gain 1A."
	toHand  bool // Bad Penny's "Destroyed: return to hand", gained
}{{"bad-penny", 0, 1, true}, {"dew-faerie", 1, 2, false}}

// Doppelganger: "At the start of your turn, choose one of Doppelganger’s
// neighbors. For the remainder of the turn, Doppelganger gains the text
// box of the chosen creature."
func TestHandAFDoppelganger(t *testing.T) {
	for _, tc := range hafGainCases {
		t.Run(tc.card, func(t *testing.T) {
			s, d := hafDoppelScen(t, tc.card)
			s.wantInt("Doppelganger's elusive", s.g.keywordN(d, Elusive), tc.elusive)
			s.house("geistoid")
			hafGainedPennyOrFaerie(s, d, "doppelganger", tc.reaped, tc.toHand)
		})
	}
	t.Run("for the remainder of the turn", func(t *testing.T) {
		s, d := hafDoppelScen(t, "dew-faerie")
		s.house("geistoid")
		s.end()
		s.wantInt("Doppelganger's elusive on Bob's turn", s.g.keywordN(d, Elusive), 0)
	})
}

// Creed of Nurture: "Omni: Sacrifice Creed of Nurture. If you do, reveal a
// creature from your hand and choose a creature in play. For the
// remainder of the turn, the chosen creature gains the text box of the
// revealed creature."
func TestHandAFCreedOfNurture(t *testing.T) {
	for _, tc := range hafGainCases {
		t.Run(tc.card, func(t *testing.T) {
			s, dp := hafCreedScen(t, tc.card)
			s.wantInt("Dust Pixie's elusive", s.g.keywordN(dp, Elusive), tc.elusive)
			s.wantInt("Dust Pixie's power", s.g.power(dp), 1)
			hafGainedPennyOrFaerie(s, dp, "dust-pixie", tc.reaped, tc.toHand)
		})
	}
	t.Run("staunch-knight", func(t *testing.T) {
		// "Staunch Knight gets +2 power while it is on a flank.": Dust
		// Pixie, alone on Alice's battleline, is on a flank.
		s, dp := hafCreedScen(t, "staunch-knight")
		s.wantInt("Dust Pixie's power", s.g.power(dp), 3)
	})
}

// hafCreedScen: Alice's Creed of Nurture and Dust Pixie in play, Bad
// Penny, Dew Faerie and Staunch Knight in hand, Bob's Troll; Alice uses
// Creed of Nurture, reveals the card named and chooses Dust Pixie.
func hafCreedScen(t *testing.T, reveal string) (*scen, int16) {
	s := secondTurnScen(t, "untamed", []string{"creed-of-nurture", "dust-pixie", "bad-penny", "dew-faerie", "staunch-knight"}, []string{"troll"})
	cn := s.artifact(0, "creed-of-nurture")
	dp := s.creature(0, "dust-pixie")
	s.creature(1, "troll")
	inHand := map[string]int16{}
	for _, id := range []string{"bad-penny", "dew-faerie", "staunch-knight"} {
		inHand[id] = s.hand(0, id)
	}
	s.house("untamed")
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "creed-of-nurture"}}), "")
	s.wantRules(s.choose(reveal), "")
	s.wantRules(s.choose("dust-pixie"), "")
	s.wantZone(cn, ZoneDiscard)
	s.wantZone(inHand[reveal], ZoneHand) // revealed, not played
	return s, dp
}

// Mirror Shell: "This creature gains, “After Fight/After Reap: For the
// remainder of the turn, each friendly token creature is a copy of this
// creature.” Play: Make a token creature." On Krump: after its reap, the
// token (a Grunt, 2 power) is Krump (6 power) until the turn ends; Troll,
// not a token, stays Troll.
func TestHandAFMirrorShell(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"mirror-shell", "krump", "troll", "hu-grunt", "hu-grunt"}, nil)
	s.g.p[0].deck.Token = "hu-grunt"
	kr := s.creature(0, "krump")
	tr := s.creature(0, "troll")
	s.house("staralliance")
	s.wantRules(s.hbPlayUpgrade("mirror-shell", "krump"), "")
	s.wantInt("friendly creatures after its play (a token)", len(s.g.p[0].line), 3)
	var tok int16 = -1
	for _, id := range s.g.p[0].line {
		if id != kr && id != tr {
			tok = id
		}
	}
	s.wantInt("the token's power before", s.g.power(tok), 2)
	s.end()
	s.house("dis")
	s.end()
	s.house("brobnar")
	s.wantRules(s.reap("krump"), "")
	for _, tc := range []struct {
		what string
		id   int16
		name string
		pow  int
	}{{"the token", tok, "Krump", 6}, {"Troll", tr, "Troll", 8}} {
		t.Run(tc.what, func(t *testing.T) {
			if got := s.g.name(tc.id); got != tc.name {
				t.Errorf("name %s, want %s", got, tc.name)
			}
			s.wantInt("power", s.g.power(tc.id), tc.pow)
		})
	}
	s.wantInt("the token is still a token", hzB(s.g.afIsToken(tok)), 1)
	s.end()
	s.wantInt("the token's power on Bob's turn", s.g.power(tok), 2)
	if got := s.g.name(tok); got != "Grunt" {
		t.Errorf("on Bob's turn the token is %s, want Grunt", got)
	}
}

// hafGainedPennyOrFaerie reaps with Alice's creature c (card id), which gained Bad
// Penny's or Dew Faerie's text box, and has it fight Bob's Troll (and
// die): a reap gains reaped Æmber ("Reap: Gain 1A." gained: 2), and it
// goes to the hand when it gained "Destroyed: Return Bad Penny to your
// hand".
func hafGainedPennyOrFaerie(s *scen, c int16, id string, reaped int, toHand bool) {
	s.t.Helper()
	before := s.aember(0)
	s.wantRules(s.reap(id), "")
	s.wantAember(0, before+reaped)
	s.g.cards[c].flags &^= flExhausted
	s.wantRules(s.fight(id, "troll"), "")
	want := ZoneDiscard
	if toHand {
		want = ZoneHand
	}
	s.wantZone(c, want)
}
