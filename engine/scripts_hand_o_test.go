package engine

import "testing"

// Tests of scripts_hand_o.go: each card's ability on a board, and the
// state after it.

func init() { hoAddCards() }

// hoAddCards adds the facts (keyteki packs) of the cards these tests use.
func hoAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr, ac, ar, up := TypeCreature, TypeAction, TypeArtifact, TypeUpgrade
	tr := func(t ...string) []string { return t }
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("shard-of-greed", "Shard of Greed", "shadows", ar, 0, 0, 0, tr("item", "shard"))
	add("shard-of-pain", "Shard of Pain", "dis", ar, 0, 0, 0, tr("item", "shard"))
	add("shard-of-hope", "Shard of Hope", "sanctum", ar, 0, 0, 0, tr("item", "shard"))
	add("guilty-hearts", "Guilty Hearts", "dis", ac, 0, 0, 1, nil)
	add("saurarium", "Saurarium", "saurian", ar, 0, 0, 1, tr("location"))
	add("echo-reflector", "Echo Reflector", "staralliance", up, 0, 0, 1, nil)
	add("haunting-witch", "Haunting Witch", "untamed", cr, 3, 0, 0, tr("human", "witch"))
	add("snarri-warrior-poet", "Snarri, Warrior Poet", "brobnar", cr, 3, 0, 0, tr("human"), kw(Elusive, 0))
	add("cloudburst-command", "Cloudburst Command", "skyborn", ar, 0, 0, 0, tr("location"))
	add("ho-skyborn", "Little Skyborn", "skyborn", cr, 2, 0, 0, tr("stormkin"))
	add("booby-trap", "Booby Trap", "shadows", ac, 0, 0, 1, nil)
	add("circlespeak", "Circlespeak", "unfathomable", ac, 0, 0, 1, nil)
	add("decree-of-primus", "Decree of Primus", "saurian", ac, 0, 0, 1, nil)
	add("prof-garwynne", "Prof. Garwynne", "logos", cr, 3, 0, 0, tr("human", "scientist"), kw(Elusive, 0))
}

// Shard of Greed: "Action: Gain 1A for each friendly Shard."
func TestHandOShardOfGreed(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"shard-of-greed", "shard-of-pain"}, []string{"shard-of-hope"})
	s.artifact(0, "shard-of-greed")
	s.artifact(0, "shard-of-pain")
	s.artifact(1, "shard-of-hope") // not friendly
	s.house("shadows")
	s.wantRules(s.hbAction("shard-of-greed"), "")
	s.wantAember(0, 2)
	s.wantAember(1, 0)
}

// Guilty Hearts: "Play: Destroy each creature with A on it."
func TestHandOGuiltyHearts(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"guilty-hearts", "troll", "krump"}, []string{"urchin", "silvertooth"})
	tr, kr := s.creature(0, "troll"), s.creature(0, "krump")
	ur, si := s.creature(1, "urchin"), s.creature(1, "silvertooth")
	s.g.cards[tr].aember = 1
	s.g.cards[si].aember = 2
	s.hand(0, "guilty-hearts")
	s.house("dis")
	s.wantRules(s.play("guilty-hearts"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(si, ZoneDiscard)
	s.wantZone(kr, ZoneBattleline)
	s.wantZone(ur, ZoneBattleline)
}

// Echo Reflector: "This creature gains, “Your opponent’s keys cost +3A.”"
func TestHandOEchoReflector(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"echo-reflector", "troll"}, nil)
	tr := s.creature(0, "troll")
	s.wantInt("Bob's key cost before", s.g.keyCost(1), 6)
	s.heAttach(0, "echo-reflector", tr)
	s.wantInt("Bob's key cost", s.g.keyCost(1), 9)
	s.wantInt("Alice's key cost", s.g.keyCost(0), 6)
}

// Haunting Witch: "After you play a creature, if you are haunted, gain
// 1A."
func TestHandOHauntingWitch(t *testing.T) {
	for _, tc := range []struct {
		name    string
		haunted bool
		want    int
	}{{"haunted", true, 1}, {"not haunted", false, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"haunting-witch", "hunting-witch", "save-the-pack"}, nil)
			s.creature(0, "haunting-witch")
			if tc.haunted {
				s.hlHaunt(0)
			}
			s.hand(0, "hunting-witch")
			s.hand(0, "save-the-pack")
			s.house("untamed")
			s.wantRules(s.play("save-the-pack"), "") // an action: nothing
			s.wantAember(0, 0)
			s.wantRules(s.play("hunting-witch"), "")
			s.wantAember(0, tc.want)
		})
	}
}

// Snarri, Warrior Poet: "Elusive. After a friendly creature is used to
// fight, draw a card."
func TestHandOSnarriWarriorPoet(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"snarri-warrior-poet", "troll"}, []string{"urchin", "krump"})
	s.creature(0, "snarri-warrior-poet")
	s.creature(0, "troll")
	s.creature(1, "krump")
	s.house("brobnar")
	before := s.g.p[0].handSize()
	s.wantRules(s.reap("snarri-warrior-poet"), "")
	s.wantInt("cards drawn after a reap", s.g.p[0].handSize()-before, 0)
	s.wantRules(s.fight("troll", "krump"), "")
	s.wantInt("cards drawn after a fight", s.g.p[0].handSize()-before, 1)
	s.wantInt("Bob's hand", s.g.p[1].handSize(), 6)
}

// Cloudburst Command: "Your opponent’s keys cost +1A for each Skyborn
// creature on a flank."
func TestHandOCloudburstCommand(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"cloudburst-command", "ho-skyborn", "ho-skyborn", "ho-skyborn"}, []string{"ho-skyborn"})
	s.artifact(0, "cloudburst-command")
	s.creature(0, "ho-skyborn")
	s.creature(0, "ho-skyborn")
	s.creature(0, "ho-skyborn") // the middle one is not on a flank
	s.creature(1, "ho-skyborn") // Bob's only creature: on both flanks
	s.wantInt("Bob's key cost", s.g.keyCost(1), 9)
	s.wantInt("Alice's key cost", s.g.keyCost(0), 6)
}

// Booby Trap: "Play: Deal 4D to a creature that is not on a flank, with
// 2D splash."
func TestHandOBoobyTrap(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"booby-trap"}, []string{"troll", "krump", "valdr"})
	tr, kr, va := s.creature(1, "troll"), s.creature(1, "krump"), s.creature(1, "valdr")
	s.hand(0, "booby-trap")
	s.house("shadows")
	s.wantRules(s.play("booby-trap"), "")
	if rules(s.choose("troll")) == "" {
		t.Error("Booby Trap hit a flank creature")
	}
	s.wantRules(s.choose("krump"), "")
	s.wantDamage(kr, 4)
	s.wantDamage(tr, 2)
	s.wantDamage(va, 2)
}

// Circlespeak: "Play: Choose a creature. It captures 2A from each haunted
// player."
func TestHandOCirclespeak(t *testing.T) {
	for _, tc := range []struct {
		name         string
		alice, bob   bool
		wantA, wantB int
		wantOn       int
	}{{"none", false, false, 4, 5, 0}, {"bob", false, true, 4, 3, 2}, {"both", true, true, 2, 3, 4}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "unfathomable", []string{"circlespeak"}, []string{"urchin"})
			ur := s.creature(1, "urchin")
			if tc.alice {
				s.hlHaunt(0)
			}
			if tc.bob {
				s.hlHaunt(1)
			}
			s.g.p[0].aember, s.g.p[1].aember = 3, 5
			s.hand(0, "circlespeak")
			s.house("unfathomable")
			s.play("circlespeak")
			s.wantRules(s.choose("urchin"), "")
			s.wantAember(0, tc.wantA)
			s.wantAember(1, tc.wantB)
			s.wantInt("Æmber on Urchin", int(s.g.cards[ur].aember), tc.wantOn)
		})
	}
}

// Decree of Primus: "Play: Choose a creature. Move all A from that
// creature to another creature."
func TestHandODecreeOfPrimus(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"decree-of-primus", "troll"}, []string{"urchin", "krump"})
	tr := s.creature(0, "troll")
	ur, kr := s.creature(1, "urchin"), s.creature(1, "krump")
	s.g.cards[ur].aember, s.g.cards[kr].aember = 3, 1
	s.hand(0, "decree-of-primus")
	s.house("saurian")
	s.play("decree-of-primus")
	s.wantRules(s.choose("urchin", "troll"), "")
	s.wantInt("Æmber on Urchin", int(s.g.cards[ur].aember), 0)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 3)
	s.wantInt("Æmber on Krump", int(s.g.cards[kr].aember), 1)
}

// Prof. Garwynne: "Elusive. After Reap: You may choose a card in your
// archives and put it into your hand."
func TestHandOProfGarwynne(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"prof-garwynne", "troll", "krump"}, nil)
	s.creature(0, "prof-garwynne")
	tr, kr := s.hiArchived(0, "troll"), s.hiArchived(0, "krump")
	s.house("logos")
	s.wantRules(s.reap("prof-garwynne"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneHand)
	s.wantZone(kr, ZoneArchives)
	s.wantAember(0, 1)

	s = secondTurnScen(t, "logos", []string{"prof-garwynne", "troll"}, nil)
	s.creature(0, "prof-garwynne")
	tr = s.hiArchived(0, "troll")
	s.house("logos")
	s.reap("prof-garwynne")
	s.wantRules(s.words("no"), "")
	s.wantZone(tr, ZoneArchives)
}
