package engine

import "testing"

func init() { hadAddCards() }

// hadAddCards adds the facts (keyteki packs) of the cards these tests use.
func hadAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	ar := TypeArtifact
	add("skeleton-key", "Skeleton Key", "shadows", ar, 0, 0, 0, nil)
}

// DoUse on an enemy artifact ("as if it were yours": Hornswoggle,
// Kartanoo) resolves its ability for the user: Bob's Skeleton Key's
// "Action: A friendly creature captures 1A." makes Alice's Krump capture
// from Bob, not Bob's Troll from Alice.
func TestHandADUseEnemyArtifactAsYours(t *testing.T) {
	for _, tc := range []struct {
		id string
		h  House
	}{{"hornswoggle", "shadows"}, {"kartanoo", "staralliance"}} {
		t.Run(tc.id, func(t *testing.T) {
			s := secondTurnScen(t, tc.h, []string{tc.id, "krump"}, []string{"skeleton-key", "troll"})
			k := s.creature(0, "krump")
			tr := s.creature(1, "troll")
			key := s.artifact(1, "skeleton-key")
			s.g.p[0].aember, s.g.p[1].aember = 3, 3
			s.house(tc.h)
			if tc.id == "kartanoo" {
				s.creature(0, "kartanoo")
				s.wantRules(s.reap("kartanoo"), "")
				s.g.p[0].aember = 3 // the reap's 1A; the only artifact is chosen by itself
			} else {
				s.hand(0, tc.id)
				s.wantRules(s.play(tc.id), "")
				s.wantRules(s.choose("skeleton-key"), "")
			}
			s.wantRules(s.choose("krump"), "")
			s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
			s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 0)
			s.wantAember(1, 2)
			s.hjWantFlag(key, flExhausted, true, "exhausted")
		})
	}
}
