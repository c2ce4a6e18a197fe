package engine

import (
	"strings"
	"testing"
)

// Tests of scripts_hand_ae.go: each card's ability on a board, and the
// state after it.

func init() { haeAddCards() }

// haeAddCards adds the facts (keyteki packs) of the cards these tests use.
func haeAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	add("the-tide", "The Tide", "thetide", TypeTide, 0, 0, 0, nil)
	add("book-of-leq", "Book of leQ", "staralliance", TypeArtifact, 0, 0, 0, []string{"item"})
	add("edict-of-nerotaurus", "Edict of Nerotaurus", "saurian", TypeArtifact, 0, 0, 1, []string{"law"})
	add("tinkerer", "Tinkerer", "archonpower", TypeArchonPower, 0, 0, 0, nil)
	add("æmberling", "Æmberling", "staralliance", TypeTokenCreature, 1, 0, 0, []string{"sylicate"})
	add("rampaging-brutodon", "Rampaging Brutodon", "saurian", TypeCreature, 8, 0, 0, []string{"dinosaur"})
	add("future-is-past", "Future is Past", "brobnar", TypeAction, 0, 0, 1, nil)
	add("singing-scythe", "Singing Scythe", "geistoid", TypeUpgrade, 0, 0, 0, []string{"item"})
	add("overcharged", "Overcharged", "archonpower", TypeArchonPower, 0, 0, 0, nil)
	add("controling-expertise", "Controling Expertise", "archonpower", TypeArchonPower, 0, 0, 0, nil)
}

// Every script of this batch prints back as English (The Tide has none).
func TestHandAEPrintsBack(t *testing.T) {
	for _, sc := range handAEScripts {
		if len(sc.Abilities) == 0 && len(sc.Statics) == 0 {
			continue
		}
		t.Run(sc.ID, func(t *testing.T) {
			text := sc.Text(testCards[sc.ID].Name)
			if strings.TrimSpace(text) == "" || strings.Contains(text, "%!") || strings.Contains(text, "..") {
				t.Errorf("%s prints %q", sc.ID, text)
			}
			t.Log(text)
		})
	}
}

// The Tide: its script is the rules' own (nothing to resolve), and the
// card counts as scripted; raising the tide is the rules' omni.
func TestHandAETheTide(t *testing.T) {
	if got := ScriptStatus(testCards["the-tide"]); got != ScriptFull {
		t.Errorf("The Tide's script status %q, want %q", got, ScriptFull)
	}
	s := fightScen(t, nil, nil)
	s.house("brobnar")
	s.wantRules(s.do(Action{Verb: VerbTide}), "")
	if !s.g.p[0].tide || s.g.p[0].chains != 3 {
		t.Errorf("tide %v chains %d, want high and 3", s.g.p[0].tide, s.g.p[0].chains)
	}
}

// Controling Expertise: "Yellow keys cost +1. While your yellow key is
// forged, you may play 1 card that does not belong to your active house
// each turn." Yellow costs 7; with the yellow key one Logos card is
// played in a Brobnar turn, not two; without it, none.
func TestHandAEControlingExpertise(t *testing.T) {
	s := htScen(t, aliceHouses, bobHouses, []string{"controling-expertise"}, nil, nil, nil)
	s.wantInt("yellow key cost", s.g.abStepForgeCost(0, KeyYellow), 7)
	s.wantInt("red key cost", s.g.abStepForgeCost(0, KeyRed), 6)
	for _, yellow := range []bool{false, true} {
		t.Run(map[bool]string{false: "no yellow key", true: "yellow key"}[yellow], func(t *testing.T) {
			s := htScen(t, aliceHouses, bobHouses, []string{"controling-expertise"}, nil, []string{"troll", "krump", "dextre", "dextre"}, nil)
			s.g.p[0].keys[KeyYellow-1] = yellow
			s.hand(0, "dextre")
			s.hand(0, "dextre")
			s.hand(0, "troll")
			s.house("brobnar")
			want := "not-active-house"
			if yellow {
				want = ""
			}
			s.wantRules(s.play("dextre"), want)
			s.wantRules(s.play("dextre"), "not-active-house")
			s.wantRules(s.play("troll"), "")
		})
	}
}

// Book of leQ: "Action: Reveal the top card of your deck. If it is a
// non-Star Alliance card, its house becomes your active house. Otherwise,
// end your turn." Troll on top: Brobnar is active (Krump reaps, Com.
// Officer Hings cannot); Com. Officer Gross on top: the turn is over
// (neither reaps).
func TestHandAEBookOfLeQ(t *testing.T) {
	for _, c := range []struct {
		top, house   string
		krump, hings string
	}{
		{"troll", "brobnar", "", "not-active-house"},
		{"com-officer-gross", "staralliance", "not-active-house,restricted", "restricted"},
	} {
		t.Run(c.top, func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"book-of-leq", c.top, "krump", "com-officer-hings", "com-officer-gross"}, nil)
			s.artifact(0, "book-of-leq")
			s.creature(0, "krump")
			s.creature(0, "com-officer-hings")
			s.house("staralliance")
			s.do(Action{Verb: VerbAction, Card: CardRef{ID: "book-of-leq"}})
			s.wantRules(s.choose(c.top), "")
			if string(s.g.house) != c.house {
				t.Errorf("active house %s, want %s", s.g.house, c.house)
			}
			s.wantRules(s.reap("krump"), c.krump)
			s.wantRules(s.reap("com-officer-hings"), c.hings)
		})
	}
}

// Edict of Nerotaurus: "After a creature reaps, the next time a creature
// is used that turn, it cannot reap. After a creature fights, the next
// time a creature is used that turn, it cannot fight." Each use spends the
// restriction the use before it left, whatever that use is.
func TestHandAEEdictOfNerotaurus(t *testing.T) {
	type use struct{ verb, who, want string }
	for _, c := range []struct {
		name string
		uses []use
	}{
		{"reap after reap", []use{{"reap", "krump", ""}, {"reap", "troll", "restricted"}, {"reap", "bumpsy", "restricted"}}},
		{"fight after reap, fight after fight", []use{{"reap", "krump", ""}, {"fight", "troll", ""}, {"fight", "bumpsy", "restricted"}}},
		{"reap after fight", []use{{"fight", "troll", ""}, {"reap", "krump", ""}, {"fight", "bumpsy", ""}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"edict-of-nerotaurus", "krump", "troll", "bumpsy"}, []string{"champion-anaphiel", "champion-anaphiel"})
			s.artifact(0, "edict-of-nerotaurus")
			for _, id := range []string{"krump", "troll", "bumpsy"} {
				s.creature(0, id)
			}
			s.creature(1, "champion-anaphiel")
			s.creature(1, "champion-anaphiel")
			s.house("brobnar")
			for _, u := range c.uses {
				if u.verb == "reap" {
					s.wantRules(s.reap(u.who), u.want)
				} else {
					s.wantRules(s.fight(u.who, "champion-anaphiel"), u.want)
				}
			}
		})
	}
}

// Tinkerer: "Your keys cost –2. You must forge 1 additional key to win the
// game." Keys cost 4; the third key does not win, a fourth does; without
// Tinkerer the third wins.
func TestHandAETinkerer(t *testing.T) {
	for _, c := range []struct {
		name   string
		powers []string
		keys   [3]bool
		cost   int
		over   bool
	}{
		{"third key", []string{"tinkerer"}, [3]bool{true, true, false}, 4, false},
		{"fourth key", []string{"tinkerer"}, [3]bool{true, true, true}, 4, true},
		{"third key without Tinkerer", nil, [3]bool{true, true, false}, 6, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := htScen(t, aliceHouses, bobHouses, c.powers, nil, nil, nil)
			s.g.p[0].keys = c.keys
			s.wantInt("key cost", s.g.keyCost(0), c.cost)
			s.g.p[0].aember = c.cost + 1
			s.wantRules(s.habForge(KeyAny), "")
			s.wantAember(0, 1)
			if s.g.over != c.over || c.over && s.g.winner != 0 {
				t.Errorf("over %v (winner %d), want %v", s.g.over, s.g.winner, c.over)
			}
		})
	}
	s := htScen(t, aliceHouses, bobHouses, []string{"tinkerer"}, nil, nil, nil)
	s.wantInt("Bob's key cost", s.g.keyCost(1), 6)
}

// Æmberling: "Æmberling cannot reap. You may spend Æmberling as if it
// were A in your pool. (Discard it, ignoring wards.)" 5A and two warded
// Æmberlings forge a 6A key: one is discarded, the other stays; 4A and
// one Æmberling cannot.
func TestHandAEAemberling(t *testing.T) {
	s := htScen(t, aliceHouses, bobHouses, nil, nil, []string{"æmberling", "æmberling"}, nil)
	a := s.creature(0, "æmberling")
	b := s.creature(0, "æmberling")
	s.g.cards[a].flags |= flWarded
	s.g.p[0].aember = 5
	s.wantRules(s.habForge(KeyAny), "")
	s.wantInt("keys", s.g.p[0].keyCount(), 1)
	s.wantAember(0, 0)
	s.wantZone(a, ZoneDiscard)
	s.wantZone(b, ZoneBattleline)
	s.g.p[0].aember = 4
	s.end()
	s.end()
	s.wantRules(s.habForge(KeyAny), "forge-unaffordable")

	s = secondTurnScen(t, "staralliance", []string{"æmberling"}, nil)
	s.creature(0, "æmberling")
	s.house("staralliance")
	s.wantRules(s.reap("æmberling"), "restricted")
}

// Rampaging Brutodon: "In order to use Rampaging Brutodon, you must
// destroy a friendly creature. Play: Make a token creature." Its reap
// destroys the friendly creature the choose line names (Krump, not Troll),
// and gains 1A as a reap does.
func TestHandAERampagingBrutodon(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"rampaging-brutodon", "krump", "troll", "krump", "troll", "hu-grunt"}, nil)
	s.g.p[0].deck.Token = "hu-grunt"
	s.hand(0, "rampaging-brutodon")
	s.house("saurian")
	s.wantRules(s.play("rampaging-brutodon"), "")
	s.wantInt("friendly creatures after its play (a token)", len(s.g.p[0].line), 2)
	s.end()
	s.end()
	k := s.creature(0, "krump")
	tr := s.creature(0, "troll")
	s.house("saurian")
	a := s.aember(0)
	s.reap("rampaging-brutodon")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneBattleline)
	s.wantAember(0, a+1)
}

// Future is Past: "Play: Swap each player's deck with their discard pile.
// Shuffle each player's deck." The choose line names Alice's deck (Krump
// and fillers), then Bob's: Anger and Troll, the discard piles, are the
// decks' hidden cards; a line that leaves Bob's deck unnamed is flagged.
func TestHandAEFutureIsPast(t *testing.T) {
	for _, full := range []bool{true, false} {
		s := secondTurnScen(t, "brobnar", []string{"future-is-past", "krump", "anger"}, []string{"troll"})
		s.hand(0, "future-is-past")
		an := s.take(0, "anger")
		s.g.put(an, ZoneDiscard)
		tr := s.take(1, "troll")
		s.g.put(tr, ZoneDiscard)
		n0, n1 := s.g.p[0].deckUnknown, s.g.p[1].deckUnknown
		names := []string{"krump"}
		for range n0 - 1 {
			names = append(names, filler)
		}
		want := "choice-missing"
		if full {
			for range n1 {
				names = append(names, filler)
			}
			want = ""
		}
		s.house("brobnar")
		s.play("future-is-past")
		s.wantRules(s.choose(names...), want)
		s.wantZone(an, ZoneUnknown)
		s.wantInt("Alice's deck", s.g.p[0].deckUnknown, 1)
		s.wantInt("Alice's discard pile (her deck and Future is Past)", len(s.g.p[0].discard), n0+1)
		if full {
			s.wantZone(tr, ZoneUnknown)
			s.wantInt("Bob's deck", s.g.p[1].deckUnknown, 1)
			s.wantInt("Bob's discard pile", len(s.g.p[1].discard), n1)
		}
	}
}

// haeHaunt puts ten fillers of player pl's deck into their discard pile.
func (s *scen) haeHaunt(pl int8) {
	for range 10 {
		s.g.put(s.take(pl, filler), ZoneDiscard)
	}
}

// Singing Scythe: "While you are haunted, you may return Singing Scythe
// from your discard pile to your hand. This creature gains “After Reap:
// If you are haunted, purge a card from a discard pile.”" The return (a
// declared line) is flagged unless Alice is haunted; Krump's reap purges
// Bob's Troll from his discard pile only while she is.
func TestHandAESingingScythe(t *testing.T) {
	for _, haunted := range []bool{false, true} {
		t.Run(map[bool]string{false: "not haunted", true: "haunted"}[haunted], func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"singing-scythe", "krump"}, []string{"troll"})
			tr := s.take(1, "troll")
			s.g.put(tr, ZoneDiscard)
			s.habUpgrade(0, "singing-scythe", s.creature(0, "krump"))
			zone := ZoneDiscard
			if haunted {
				s.haeHaunt(0)
				zone = ZonePurged
			}
			s.house("brobnar")
			s.reap("krump")
			if haunted {
				s.wantRules(s.choose("troll"), "")
			}
			s.wantZone(tr, zone)

			s = secondTurnScen(t, "brobnar", []string{"singing-scythe"}, nil)
			sc := s.take(0, "singing-scythe")
			s.g.put(sc, ZoneDiscard)
			want := "restricted"
			if haunted {
				s.haeHaunt(0)
				want = ""
			}
			s.house("brobnar")
			s.wantRules(s.effect(Effect{Kind: EffReturn, Card: CardRef{ID: "singing-scythe"}}), want)
			s.wantZone(sc, ZoneHand)
		})
	}
}

// Overcharged: "During game setup, you cannot take a mulligan. After you
// draw your opening hand, search your deck for any 3 cards, reveal them,
// and put them into your archives." Alice's archives hold 3 of her deck's
// cards from the start, Bob's none; her mulligan is flagged, his is not.
func TestHandAEOvercharged(t *testing.T) {
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{
		{Name: "Alice", Deck: hpDeck(aliceHouses, []string{"overcharged"})},
		{Name: "Bob", Deck: hpDeck(bobHouses, nil)},
	}})
	s.wantInt("Alice's archives", s.g.p[0].archUnknown, 3)
	s.wantInt("Bob's archives", s.g.p[1].archUnknown, 0)
	s.wantInt("Alice's deck", s.g.p[0].deckUnknown, s.g.p[1].deckUnknown-1-3)
	s.wantRules(s.do(Action{Verb: VerbMulligan, Player: 0}), "restricted")
	s.wantRules(s.do(Action{Verb: VerbMulligan, Player: 1}), "")
}
