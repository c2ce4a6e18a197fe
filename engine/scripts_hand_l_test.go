package engine

import "testing"

// Tests of scripts_hand_l.go: each card's ability on a board, and the
// state after it.

func init() { hlAddCards() }

// hlAddCards adds the facts (keyteki packs) of the cards these tests use.
func hlAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr, ac, ar, up, tk := TypeCreature, TypeAction, TypeArtifact, TypeUpgrade, TypeTokenCreature
	tr := func(t ...string) []string { return t }
	add("the-circle-of-life", "The Circle of Life", "untamed", ac, 0, 0, 1, nil)
	add("colonel-mariana", "Colonel Mariana", "sanctum", cr, 5, 1, 0, tr("knight", "spirit"))
	add("martyr-of-the-vault", "Martyr of the Vault", "sanctum", cr, 4, 1, 0, tr("knight", "human"))
	add("hayyel-the-merchant", "Hayyel the Merchant", "sanctum", cr, 3, 0, 0, tr("human", "merchant"))
	add("shard-of-knowledge", "Shard of Knowledge", "logos", ar, 0, 0, 0, tr("item", "shard"))
	add("volax", "Volax", "brobnar", cr, 14, 0, 0, tr("demon", "leviathan"))
	add("malifi-dragon", "Malifi Dragon", "brobnar", cr, 9, 0, 0, tr("dragon"))
	add("blue-æmberdrake", "Blue Æmberdrake", "brobnar", cr, 8, 2, 0, tr("dragon"))
	add("yellow-æmberdrake", "Yellow Æmberdrake", "brobnar", cr, 8, 2, 0, tr("dragon"))
	add("begone", "Begone!", "sanctum", ac, 0, 0, 0, nil)
	add("smith", "Smith", "brobnar", ac, 0, 0, 1, nil)
	add("take-that-smartypants", "Take that, Smartypants", "brobnar", ac, 0, 0, 1, nil)
	add("ripper-jack", "Ripper Jack", "skyborn", cr, 3, 0, 0, tr("stormkin", "mutant"))
	add("warrior", "Warrior", "brobnar", tk, 4, 0, 0, tr("giant"))
	add("wheel-of-fire", "Wheel of Fire", "skyborn", up, 0, 0, 1, nil)
	add("instrument-of-silence", "Instrument of Silence", "untamed", up, 0, 0, 0, nil)
	add("hunter-of-legend", "Hunter of Legend", "skyborn", up, 0, 0, 1, nil)
	add("charybdis", "Charybdis", "saurian", cr, 7, 0, 0, tr("beast"))
	add("ancient-battleground", "Ancient Battleground", "brobnar", ar, 0, 0, 0, tr("location"))
	add("horseman-of-death", "Horseman of Death", "sanctum", cr, 5, 0, 0, tr("horseman", "spirit"))
	add("horseman-of-famine", "Horseman of Famine", "sanctum", cr, 5, 0, 0, tr("horseman", "spirit"))
	add("regrettable-meteor", "Regrettable Meteor", "saurian", ac, 0, 0, 1, nil)
	add("glorious-few", "Glorious Few", "sanctum", ac, 0, 0, 0, nil)
	add("pawn-sacrifice", "Pawn Sacrifice", "shadows", ac, 0, 0, 1, nil)
	add("practical-methods", "Practical Methods", "logos", ac, 0, 0, 0, nil)
	add("crimson-churning", "Crimson Churning", "keyraken", ac, 0, 0, 1, nil)
	add("hl-dinosaur", "Little Dinosaur", "saurian", cr, 2, 0, 0, tr("dinosaur"))
}

// hlHaunt puts ten filler cards into pl's discard pile: pl is haunted.
func (s *scen) hlHaunt(pl int8) {
	for range 10 {
		s.hbDiscarded(pl, filler)
	}
}

// The Circle of Life: "Play: Each haunted player gains 2A."
func TestHandLTheCircleOfLife(t *testing.T) {
	for _, tc := range []struct {
		name         string
		alice, bob   bool
		wantA, wantB int
	}{{"none", false, false, 1, 0}, {"alice", true, false, 3, 0}, {"bob", false, true, 1, 2}, {"both", true, true, 3, 2}} {
		t.Run(tc.name, func(t *testing.T) {
			s := hbScen(t, "untamed", []string{"the-circle-of-life"}, nil)
			if tc.alice {
				s.hlHaunt(0)
			}
			if tc.bob {
				s.hlHaunt(1)
			}
			s.hand(0, "the-circle-of-life")
			s.house("untamed")
			s.wantRules(s.play("the-circle-of-life"), "")
			s.wantAember(0, tc.wantA)
			s.wantAember(1, tc.wantB)
		})
	}
}

// Colonel Mariana: "Play: Each friendly Knight captures 1A."
func TestHandLColonelMariana(t *testing.T) {
	s := hbScen(t, "sanctum", []string{"colonel-mariana", "martyr-of-the-vault", "krump"}, []string{"martyr-of-the-vault"})
	m := s.creature(0, "martyr-of-the-vault")
	k := s.creature(0, "krump")
	e := s.creature(1, "martyr-of-the-vault")
	s.g.p[1].aember = 5
	s.hand(0, "colonel-mariana")
	s.house("sanctum")
	s.wantRules(s.play("colonel-mariana"), "")
	s.wantOnCard(m, 1)
	s.wantOnCard(k, 0) // not a Knight
	s.wantOnCard(e, 0) // not friendly
	s.wantAember(1, 3) // Mariana captured one too
}

// Hayyel the Merchant: "Each time you play an artifact, gain 1A."
func TestHandLHayyelTheMerchant(t *testing.T) {
	s := hbScen(t, "sanctum", []string{"hayyel-the-merchant", "gorm-of-omm", "begone"}, nil)
	s.creature(0, "hayyel-the-merchant")
	s.hand(0, "gorm-of-omm")
	s.hand(0, "begone")
	s.house("sanctum")
	s.wantRules(s.play("gorm-of-omm"), "")
	s.wantAember(0, 1)
	s.play("begone")
	s.heWords("2") // gain 1: an action is not an artifact
	s.wantAember(0, 2)
}

// Shard of Knowledge: "Action: Draw a card for each friendly Shard."
func TestHandLShardOfKnowledge(t *testing.T) {
	s := hbScen(t, "logos", []string{"shard-of-knowledge", "shard-of-pain"}, []string{"shard-of-hope"})
	s.artifact(0, "shard-of-knowledge")
	s.artifact(0, "shard-of-pain")
	s.artifact(1, "shard-of-hope") // not friendly
	s.house("logos")
	before := s.g.p[0].handSize()
	s.wantRules(s.hbAction("shard-of-knowledge"), "")
	s.hbWantInt("cards drawn", s.g.p[0].handSize()-before, 2)
}

// Volax: "Destroyed: Gain A equal to the A in your pool."
func TestHandLVolax(t *testing.T) {
	s := hbScen(t, "brobnar", []string{"volax"}, nil)
	s.creature(0, "volax")
	s.g.p[0].aember, s.g.p[1].aember = 3, 4
	s.house("brobnar")
	s.wantRules(s.hjDestroy("volax"), "")
	s.wantAember(0, 6)
	s.wantAember(1, 4)
}

// Malifi Dragon: "At the end your turn, if you have 4A or fewer, gain 2A."
func TestHandLMalifiDragon(t *testing.T) {
	for _, tc := range []struct{ have, want int }{{4, 6}, {5, 5}, {0, 2}} {
		s := hbScen(t, "brobnar", []string{"malifi-dragon"}, nil)
		s.creature(0, "malifi-dragon")
		s.g.p[0].aember = tc.have
		s.house("brobnar")
		s.end()
		s.wantAember(0, tc.want)
	}
}

// Blue and Yellow Æmberdrake: "Destroyed: Gain 4A. Forge your <colour> key
// at current cost."
func TestHandLAemberdrakes(t *testing.T) {
	for _, tc := range []struct {
		id  string
		key int
	}{{"blue-æmberdrake", 1}, {"yellow-æmberdrake", 2}} {
		t.Run(tc.id, func(t *testing.T) {
			s := hbScen(t, "brobnar", []string{tc.id}, nil)
			s.creature(0, tc.id)
			s.g.p[0].aember = 2
			s.house("brobnar")
			s.wantRules(s.hjDestroy(tc.id), "")
			s.wantAember(0, 0)
			for k := range 3 {
				if s.g.p[0].keys[k] != (k == tc.key) {
					t.Errorf("keys = %v, want only key %d", s.g.p[0].keys, tc.key)
				}
			}
		})
	}
}

// Begone!: "Play: Choose one: destroy each Dis creature, or gain 1A."
func TestHandLBegone(t *testing.T) {
	s := hbScen(t, "sanctum", []string{"begone", "krump"}, []string{"shooler"})
	k := s.creature(0, "krump")
	d := s.creature(1, "shooler")
	s.hand(0, "begone")
	s.house("sanctum")
	s.play("begone")
	s.wantRules(s.heWords("1"), "")
	s.wantZone(d, ZoneDiscard)
	s.wantZone(k, ZoneBattleline)
	s.wantAember(0, 0)
}

// Smith: "Play: Gain 2A if you control more creatures than your opponent."
func TestHandLSmith(t *testing.T) {
	for _, tc := range []struct {
		name       string
		mine, his  int
		wantAember int
	}{{"more", 2, 1, 3}, {"equal", 1, 1, 1}, {"fewer", 0, 1, 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := hbScen(t, "brobnar", []string{"smith", "krump", "troll"}, []string{"urchin"})
			for _, id := range []string{"krump", "troll"}[:tc.mine] {
				s.creature(0, id)
			}
			if tc.his > 0 {
				s.creature(1, "urchin")
			}
			s.hand(0, "smith")
			s.house("brobnar")
			s.wantRules(s.play("smith"), "")
			s.wantAember(0, tc.wantAember)
		})
	}
}

// Take that, Smartypants: "Play: Steal 2A if your opponent has 3 or more
// Logos cards in play."
func TestHandLTakeThatSmartypants(t *testing.T) {
	for _, tc := range []struct {
		name  string
		logos int
		want  int
	}{{"three", 3, 3}, {"two", 2, 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := hbScen(t, "brobnar", []string{"take-that-smartypants"}, []string{"mother", "titan-mechanic", "shard-of-knowledge"})
			s.creature(1, "mother")
			s.artifact(1, "shard-of-knowledge")
			if tc.logos == 3 {
				s.creature(1, "titan-mechanic")
			}
			s.g.p[1].aember = 4
			s.hand(0, "take-that-smartypants")
			s.house("brobnar")
			s.wantRules(s.play("take-that-smartypants"), "")
			s.wantAember(0, tc.want)
		})
	}
}

// Ripper Jack: "Play: Steal 1A. After Fight: Put Ripper Jack into its
// owner’s hand."
func TestHandLRipperJack(t *testing.T) {
	s := hbScen(t, "skyborn", []string{"ripper-jack"}, []string{"urchin", "silvertooth"})
	s.creature(1, "silvertooth")
	s.g.p[1].aember = 2
	s.hand(0, "ripper-jack")
	s.house("skyborn")
	s.wantRules(s.play("ripper-jack"), "")
	s.wantAember(0, 1)
	s.wantAember(1, 1)
	rj := s.g.p[0].line[0]
	s.g.cards[rj].flags &^= flExhausted
	s.wantRules(s.fight("ripper-jack", "silvertooth"), "")
	s.wantZone(rj, ZoneHand)
}

// Warrior: "Warrior cannot reap unless there are no enemy creatures in
// play."
func TestHandLWarrior(t *testing.T) {
	for _, tc := range []struct {
		name  string
		enemy bool
		want  string
	}{{"enemy", true, "restricted"}, {"none", false, ""}} {
		t.Run(tc.name, func(t *testing.T) {
			s := hbScen(t, "brobnar", []string{"warrior"}, []string{"urchin"})
			s.creature(0, "warrior")
			if tc.enemy {
				s.creature(1, "urchin")
			}
			s.house("brobnar")
			s.wantRules(s.reap("warrior"), tc.want)
		})
	}
}

// hlUpgraded puts krump on Alice's battleline with upgrade up on it.
func (s *scen) hlUpgraded(up string) int16 {
	k := s.creature(0, "krump")
	s.hjAttach(0, up, k)
	return k
}

// Wheel of Fire: "This creature gains assault 2, hazardous 2, and
// splash-attack 2."
func TestHandLWheelOfFire(t *testing.T) {
	s := hbScen(t, "skyborn", []string{"wheel-of-fire", "krump", "troll"}, nil)
	k := s.hlUpgraded("wheel-of-fire")
	tr := s.creature(0, "troll")
	for _, kw := range []Keyword{Assault, Hazardous, SplashAttack} {
		s.hbWantInt(string(kw)+" of Krump", s.g.keywordN(k, kw), 2)
		s.hbWantInt(string(kw)+" of Troll", s.g.keywordN(tr, kw), 0)
	}
}

// Instrument of Silence: "This creature gains skirmish and, “Fight: Gain
// 1A.”"
func TestHandLInstrumentOfSilence(t *testing.T) {
	s := hbScen(t, "brobnar", []string{"instrument-of-silence", "krump"}, []string{"silvertooth"})
	k := s.hlUpgraded("instrument-of-silence")
	s.creature(1, "silvertooth")
	s.house("brobnar")
	s.wantRules(s.fight("krump", "silvertooth"), "")
	s.wantAember(0, 1)
	s.wantDamage(k, 0) // skirmish
}

// Hunter of Legend: "This creature gains skirmish and “After Fight: Make a
// token creature.”"
func TestHandLHunterOfLegend(t *testing.T) {
	s := hbScen(t, "brobnar", []string{"hunter-of-legend", "krump", "warrior"}, []string{"silvertooth"})
	k := s.hlUpgraded("hunter-of-legend")
	s.creature(1, "silvertooth")
	s.house("brobnar")
	s.wantRules(s.fight("krump", "silvertooth"), "")
	s.hbWantInt("Alice's creatures", len(s.g.p[0].line), 2)
	s.wantDamage(k, 0) // skirmish
}

// Charybdis: "Each enemy creatures gains, “Before Fight: Lose 1A.”"
func TestHandLCharybdis(t *testing.T) {
	for _, tc := range []struct {
		name  string
		owner int8
		want  int
	}{{"enemy's", 1, 2}, {"own", 0, 3}} {
		t.Run(tc.name, func(t *testing.T) {
			s := hbScen(t, "brobnar", []string{"bumpsy", "charybdis"}, []string{"silvertooth", "charybdis"})
			s.creature(0, "bumpsy")
			s.creature(tc.owner, "charybdis")
			s.creature(1, "silvertooth")
			s.g.p[0].aember, s.g.p[1].aember = 3, 3
			s.house("brobnar")
			s.wantRules(s.fight("bumpsy", "silvertooth"), "")
			s.wantAember(0, tc.want)
			s.wantAember(1, 3)
		})
	}
}

// Ancient Battleground: "Each friendly creature cannot reap and gains,
// “After Fight: Gain 1A.”"
func TestHandLAncientBattleground(t *testing.T) {
	s := hbScen(t, "brobnar", []string{"ancient-battleground", "bumpsy", "troll"}, []string{"silvertooth"})
	s.artifact(0, "ancient-battleground")
	s.creature(0, "bumpsy")
	s.creature(0, "troll")
	s.creature(1, "silvertooth")
	s.house("brobnar")
	s.wantRules(s.fight("bumpsy", "silvertooth"), "")
	s.wantAember(0, 1)
	s.wantRules(s.reap("troll"), "restricted")
}

// Horseman of Death: "Play: Return each Horseman creature from your discard
// pile to your hand."
func TestHandLHorsemanOfDeath(t *testing.T) {
	s := hbScen(t, "sanctum", []string{"horseman-of-death", "horseman-of-famine", "krump"}, []string{"horseman-of-famine"})
	f := s.hbDiscarded(0, "horseman-of-famine")
	k := s.hbDiscarded(0, "krump")
	bf := s.hbDiscarded(1, "horseman-of-famine")
	s.hand(0, "horseman-of-death")
	s.house("sanctum")
	s.wantRules(s.play("horseman-of-death"), "")
	s.wantZone(f, ZoneHand)
	s.wantZone(k, ZoneDiscard)
	s.wantZone(bf, ZoneDiscard) // not Alice's
}

// Martyr of the Vault: "Destroyed: If your opponent has 7A or more, they
// lose all but 5A."
func TestHandLMartyrOfTheVault(t *testing.T) {
	for _, tc := range []struct{ have, want int }{{9, 5}, {7, 5}, {6, 6}} {
		s := hbScen(t, "sanctum", []string{"martyr-of-the-vault"}, nil)
		s.creature(0, "martyr-of-the-vault")
		s.house("sanctum")
		s.g.p[0].aember, s.g.p[1].aember = 8, tc.have
		s.wantRules(s.hjDestroy("martyr-of-the-vault"), "")
		s.wantAember(1, tc.want)
		s.wantAember(0, 8)
	}
}

// Regrettable Meteor: "Play: Destroy each Dinosaur creature and each
// creature with power 6 or higher."
func TestHandLRegrettableMeteor(t *testing.T) {
	s := hbScen(t, "saurian", []string{"regrettable-meteor", "krump", "bumpsy", "hl-dinosaur"}, []string{"troll", "urchin"})
	k, b, d := s.creature(0, "krump"), s.creature(0, "bumpsy"), s.creature(0, "hl-dinosaur")
	tr, u := s.creature(1, "troll"), s.creature(1, "urchin")
	s.hand(0, "regrettable-meteor")
	s.house("saurian")
	s.wantRules(s.play("regrettable-meteor"), "")
	for _, c := range []struct {
		id   int16
		zone Zone
	}{{k, ZoneDiscard}, {b, ZoneBattleline}, {d, ZoneDiscard}, {tr, ZoneDiscard}, {u, ZoneBattleline}} {
		s.wantZone(c.id, c.zone)
	}
}

// Glorious Few: "Play: For each creature your opponent controls in excess
// of you, gain 1A."
func TestHandLGloriousFew(t *testing.T) {
	for _, tc := range []struct {
		name       string
		mine, his  int
		wantAember int
	}{{"two more", 1, 3, 2}, {"fewer", 2, 1, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := hbScen(t, "sanctum", []string{"glorious-few", "krump", "troll"}, []string{"urchin", "silvertooth", "bad-penny"})
			for _, id := range []string{"krump", "troll"}[:tc.mine] {
				s.creature(0, id)
			}
			for _, id := range []string{"urchin", "silvertooth", "bad-penny"}[:tc.his] {
				s.creature(1, id)
			}
			s.hand(0, "glorious-few")
			s.house("sanctum")
			s.wantRules(s.play("glorious-few"), "")
			s.wantAember(0, tc.wantAember)
		})
	}
}

// Pawn Sacrifice: "Play: Sacrifice a friendly creature. If you do, deal 3D
// each to 2 creatures."
func TestHandLPawnSacrifice(t *testing.T) {
	s := hbScen(t, "shadows", []string{"pawn-sacrifice", "urchin"}, []string{"troll", "krump"})
	u := s.creature(0, "urchin")
	tr, k := s.creature(1, "troll"), s.creature(1, "krump")
	s.hand(0, "pawn-sacrifice")
	s.house("shadows")
	s.play("pawn-sacrifice")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantZone(u, ZoneDiscard)
	s.wantDamage(tr, 3)
	s.wantDamage(k, 3)

	s = hbScen(t, "shadows", []string{"pawn-sacrifice"}, []string{"troll"})
	tr = s.creature(1, "troll")
	s.hand(0, "pawn-sacrifice")
	s.house("shadows")
	s.play("pawn-sacrifice")
	s.wantDamage(tr, 0) // nothing sacrificed: no damage
}

// Practical Methods: "Play: Make a token creature. Destroy a friendly
// creature and an enemy creature."
func TestHandLPracticalMethods(t *testing.T) {
	s := hbScen(t, "logos", []string{"practical-methods", "krump", "warrior"}, []string{"troll", "urchin"})
	k := s.creature(0, "krump")
	tr, u := s.creature(1, "troll"), s.creature(1, "urchin")
	s.hand(0, "practical-methods")
	s.house("logos")
	s.play("practical-methods")
	s.choose("krump")
	s.wantRules(s.choose("urchin"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(u, ZoneDiscard)
	s.wantZone(tr, ZoneBattleline)
	s.hbWantInt("Alice's creatures (the token)", len(s.g.p[0].line), 1)
}

// Crimson Churning: "Play: For each friendly Tentacle in play, deal 1D to
// an enemy creature."
func TestHandLCrimsonChurning(t *testing.T) {
	s := hbScen(t, "keyraken", []string{"crimson-churning", "tentacle-probe", "tentacle-probe", "krump"}, []string{"troll", "tentacle-probe"})
	s.creature(0, "tentacle-probe")
	s.creature(0, "tentacle-probe")
	s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.creature(1, "tentacle-probe")
	s.hand(0, "crimson-churning")
	s.house("keyraken")
	s.play("crimson-churning")
	s.choose("troll")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 2)
}
