package engine

import (
	"strings"
	"testing"
)

// Tests of scripts_hand_n.go: each card's ability on a board, and the
// state after it.

func init() { hnAddCards() }

// hnAddCards adds the facts (keyteki packs) of the cards these tests use.
func hnAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr, ac, ar, tk := TypeCreature, TypeAction, TypeArtifact, TypeTokenCreature
	tr := func(t ...string) []string { return t }
	add("cleric", "Cleric", "sanctum", tk, 1, 0, 0, tr("human"))
	add("cover-operation", "Cover Operation", "shadows", ac, 0, 0, 0, nil)
	add("shattered-throne", "Shattered Throne", "brobnar", ar, 0, 0, 1, tr("location"))
	add("sack-of-coins", "Sack of Coins", "shadows", ac, 0, 0, 1, nil)
	add("youngest-bear", "Youngest Bear", "untamed", cr, 2, 0, 0, tr("beast"))
	add("youngest-bear-evil-twin", "Youngest Bear", "untamed", cr, 2, 0, 0, tr("beast"))
	add("sea-urchin-evil-twin", "Sea Urchin", "shadows", cr, 1, 0, 0, tr("aquan", "thief"))
	add("deep-priest-glebe", "Deep Priest Glebe", "unfathomable", cr, 5, 0, 0, tr("aquan"))
	add("forgemaster-og", "Forgemaster Og", "brobnar", cr, 4, 0, 0, tr("giant"))
	add("explorer", "Explorer", "staralliance", tk, 2, 0, 0, tr("alien"))
	add("azrael", "Azrael", "redemption", cr, 4, 0, 0, tr("mutant", "angel"))
	add("nepeta-gigantica", "Nepeta Gigantica", "untamed", ar, 0, 0, 0, tr("item"))
	add("hn-giant", "Little Giant", "brobnar", cr, 2, 0, 0, tr("giant"))
}

// Every script of this batch prints back as English: no empty clause, no
// placeholder.
func TestHandNPrintsBack(t *testing.T) {
	for _, sc := range handNScripts {
		t.Run(sc.ID, func(t *testing.T) {
			name := sc.ID
			if d := testCards[sc.ID]; d != nil {
				name = d.Name
			}
			text := sc.Text(name)
			if strings.TrimSpace(text) == "" || strings.Contains(text, "%!") || strings.Contains(text, "..") {
				t.Errorf("%s prints %q", sc.ID, text)
			}
			t.Log(text)
		})
	}
}

// Cleric: "After Cleric enters play, capture 1A." Cover Operation: "Play:
// Make a token creature, then ready it." (The deck's token is Cleric.)
func TestHandNClericCoverOperation(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"cover-operation", "cleric"}, nil)
	s.g.p[1].aember = 3
	s.hand(0, "cover-operation")
	s.house("shadows")
	s.wantRules(s.play("cover-operation"), "")
	if s.wantInt("Alice's creatures", len(s.g.p[0].line), 1); len(s.g.p[0].line) != 1 {
		return
	}
	c := s.g.p[0].line[0]
	s.wantInt("Cleric is "+s.g.def(c).ID, 1, 1)
	s.wantOnCard(c, 1)
	s.wantAember(1, 2)
	s.hbWantFlag(c, flExhausted, false, "exhausted")
}

// Shattered Throne: "After a creature is used to fight, it captures 1A."
func TestHandNShatteredThrone(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"shattered-throne", "troll"}, []string{"urchin", "krump"})
	s.artifact(0, "shattered-throne")
	tr := s.creature(0, "troll")
	k := s.creature(1, "krump")
	s.g.p[0].aember, s.g.p[1].aember = 2, 3
	s.house("brobnar")
	s.wantRules(s.fight("troll", "krump"), "")
	s.wantOnCard(tr, 1)
	s.wantAember(1, 2)
	s.wantAember(0, 2)
	s.wantZone(k, ZoneDiscard)
}

// Sack of Coins: "Play: Deal 1D to a creature for each A in your pool."
// (FAQ: each damage may go to a different creature.)
func TestHandNSackOfCoins(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"sack-of-coins"}, []string{"troll", "krump"})
	tr, k := s.creature(1, "troll"), s.creature(1, "krump")
	s.g.p[0].aember = 2 // 3 with the card's bonus
	s.hand(0, "sack-of-coins")
	s.house("shadows")
	s.play("sack-of-coins")
	s.choose("troll")
	s.choose("krump")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 2)
	s.wantDamage(k, 1)
	s.wantAember(0, 3)
}

// Youngest Bear: "Reap: You may reap with 1 of Youngest Bear's
// neighbors."
func TestHandNYoungestBear(t *testing.T) {
	for _, tc := range []struct {
		name   string
		answer string
		want   int
	}{{"reaps", "krump", 2}, {"declines", "no", 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"youngest-bear", "krump", "troll"}, nil)
			k := s.creature(0, "krump")
			s.creature(0, "youngest-bear")
			s.house("untamed")
			s.reap("youngest-bear")
			if tc.answer == "no" {
				s.wantRules(s.words("no"), "")
			} else {
				s.wantRules(s.choose(tc.answer), "")
			}
			s.wantAember(0, tc.want)
			s.hbWantFlag(k, flExhausted, tc.want == 2, "exhausted")
		})
	}
}

// Youngest Bear (evil twin): "Reap: You may fight with 1 of Youngest
// Bear's neighbors."
func TestHandNYoungestBearEvilTwin(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"youngest-bear-evil-twin", "troll"}, []string{"krump"})
	tr := s.creature(0, "troll")
	s.creature(0, "youngest-bear-evil-twin")
	k := s.creature(1, "krump")
	s.house("untamed")
	s.reap("youngest-bear-evil-twin")
	s.choose("troll")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantDamage(tr, 6)
	s.wantAember(0, 1)
}

// Sea Urchin (evil twin): "Play: Capture 2A. If the tide is high, steal
// 2A instead."
func TestHandNSeaUrchin(t *testing.T) {
	for _, tc := range []struct {
		id            string
		high          bool
		onCard, alice int
	}{{"sea-urchin-evil-twin", false, 2, 0}, {"sea-urchin-evil-twin", true, 0, 2}} {
		t.Run(tc.id, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{tc.id}, nil)
			s.g.p[1].aember = 5
			s.g.p[0].tide = tc.high
			s.hand(0, tc.id)
			s.house("shadows")
			s.wantRules(s.play(tc.id), "")
			s.wantOnCard(s.g.p[0].line[0], tc.onCard)
			s.wantAember(0, tc.alice)
			s.wantAember(1, 5-tc.onCard-tc.alice)
		})
	}
}

// Deep Priest Glebe: "After you play an Aquan creature, exhaust an enemy
// creature."
func TestHandNDeepPriestGlebe(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"deep-priest-glebe", "sea-urchin-evil-twin", "urchin"}, []string{"krump"})
	s.creature(0, "deep-priest-glebe")
	k := s.creature(1, "krump")
	s.hand(0, "urchin")
	s.hand(0, "sea-urchin-evil-twin")
	s.house("shadows")
	s.play("urchin") // not Aquan
	s.hbWantFlag(k, flExhausted, false, "exhausted after Urchin")
	s.wantRules(s.play("sea-urchin-evil-twin"), "")
	s.hbWantFlag(k, flExhausted, true, "exhausted after Sea Urchin")
}

// Forgemaster Og: "After a player forges a key, they lose all of their
// remaining A."
func TestHandNForgemasterOg(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"forgemaster-og"}, nil)
	s.creature(0, "forgemaster-og")
	s.end()
	s.g.p[1].aember = 9
	s.g.p[0].aember = 4
	s.wantRules(s.do(Action{Verb: VerbForge, Player: 1}), "")
	s.wantInt("Bob's keys", s.g.p[1].keyCount(), 1)
	s.wantAember(1, 0)
	s.wantAember(0, 4)
}

// Explorer: "After Reap: Look at the top card of your deck. You may
// discard it."
func TestHandNExplorer(t *testing.T) {
	for _, tc := range []struct {
		answer string
		want   int
	}{{"yes", 1}, {"no", 0}} {
		t.Run(tc.answer, func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"explorer"}, nil)
			s.creature(0, "explorer")
			s.house("staralliance")
			before := len(s.g.p[0].discard)
			s.reap("explorer")
			s.wantRules(s.words(tc.answer), "")
			s.wantInt("cards discarded", len(s.g.p[0].discard)-before, tc.want)
		})
	}
}

// Azrael: "After Reap: Until the end of the turn, each friendly creature
// may fight."
func TestHandNAzrael(t *testing.T) {
	for _, reap := range []bool{true, false} {
		s := secondTurnScen(t, "redemption", []string{"azrael", "troll"}, []string{"krump"})
		s.creature(0, "azrael")
		s.creature(0, "troll")
		s.creature(1, "krump")
		s.house("redemption")
		want := "not-active-house"
		if reap {
			s.wantRules(s.reap("azrael"), "")
			want = ""
		}
		s.wantRules(s.fight("troll", "krump"), want)
	}
}

// Nepeta Gigantica: "Action: Stun a creature with power 5 or higher, or
// stun a Giant creature."
func TestHandNNepetaGigantica(t *testing.T) {
	for _, tc := range []struct {
		target string
		rule   string
		stun   bool
	}{{"krump", "", true}, {"hn-giant", "", true}, {"urchin", "effect-target", false}} {
		t.Run(tc.target, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"nepeta-gigantica"}, []string{tc.target, "troll"})
			s.artifact(0, "nepeta-gigantica")
			c := s.creature(1, tc.target)
			s.creature(1, "troll")
			s.house("untamed")
			s.hbAction("nepeta-gigantica")
			s.wantRules(s.choose(tc.target), tc.rule)
			s.hbWantFlag(c, flStunned, tc.stun, "stunned")
		})
	}
}
