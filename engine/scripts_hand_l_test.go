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
	add("arm-the-plebeians", "Arm the Plebeians", "saurian", ac, 0, 0, 1, nil)
	add("ezra-paws", "Ezra Paws", "logos", cr, 2, 0, 0, tr("cyborg"))
	add("blood-money", "Blood Money", "brobnar", ac, 0, 0, 0, nil)
	add("dark-harbinger", "Dark Harbinger", "untamed", cr, 4, 0, 0, tr("mutant", "witch"))
	add("mobius-scroll", "Mobius Scroll", "logos", ar, 0, 0, 0, tr("item"))
	add("shopping-spree", "Shopping Spree", "ekwidon", ac, 0, 0, 0, nil)
	add("commune", "Commune", "untamed", ac, 0, 0, 0, nil, KeywordValue{Omega, 0})
	add("lamindra", "Lamindra", "shadows", cr, 1, 0, 0, tr("elf", "thief"), KeywordValue{Deploy, 0}, KeywordValue{Elusive, 0})
	add("plague-rat", "Plague Rat", "shadows", cr, 1, 0, 0, tr("beast", "rat"), KeywordValue{Elusive, 0})
	add("routine-job", "Routine Job", "shadows", ac, 0, 0, 0, nil)
	add("black-tempest", "Black Tempest", "skyborn", cr, 5, 2, 0, tr("ship"), KeywordValue{Hazardous, 2})
	add("martian-revolution", "Martian Revolution", "mars", ac, 0, 0, 1, nil)
	add("conscription", "Conscription", "saurian", ac, 0, 0, 1, nil)
	add("backup-plan", "Backup Plan", "logos", ac, 0, 0, 0, nil)
	add("cauldron-boil", "Cauldron Boil", "untamed", ac, 0, 0, 1, nil)
	add("hecatomb", "Hecatomb", "dis", ac, 0, 0, 1, nil)
	add("dr-xyloxxzlphrex", "Dr. Xyloxxzlphrex", "mars", cr, 2, 0, 0, tr("scientist", "martian"), KeywordValue{Elusive, 0})
	add("aerialist", "Aerialist", "skyborn", tk, 2, 0, 0, tr("adagion"))
	add("vigor", "Vigor", "untamed", ac, 0, 0, 1, nil)
	add("bad-chemistry", "Bad Chemistry", "staralliance", ac, 0, 0, 1, nil)
	add("the-evil-in-the-ranks", "The Evil in the Ranks", "keyraken", ac, 0, 0, 1, nil)
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("destroy-them-all", "Destroy Them All!", "mars", ac, 0, 0, 0, nil)
	add("grand-melee", "Grand Melee", "sanctum", ac, 0, 0, 0, nil)
	add("dragnet", "Dragnet", "unfathomable", ac, 0, 0, 1, nil)
	add("kaboom", "Kaboom!", "mars", ac, 0, 0, 0, nil)
	add("weasand", "Weasand", "shadows", cr, 1, 0, 0, tr("beast", "thief"), kw(Deploy, 0), kw(Elusive, 0))
	add("igon-the-green", "Igon the Green", "brobnar", cr, 4, 0, 0, tr("giant"))
	add("igon-the-terrible", "Igon the Terrible", "brobnar", cr, 8, 0, 0, tr("giant"))
	add("kelifi-dragon", "Kelifi Dragon", "brobnar", cr, 12, 0, 0, tr("dragon"))
	add("the-flyin--specter", "The Flyin’ Specter", "shadows", ar, 0, 0, 0, tr("ship"))
	add("fifalde", "Fifalde", "untamed", cr, 9, 0, 1, tr("insect"))
	add("hl-bombyx", "Little Bombyx", "untamed", cr, 1, 0, 0, tr("bombyx", "insect"))
	add("wild-grumpus", "Wild Grumpus", "brobnar", cr, 3, 0, 0, tr("beast"), kw(Hazardous, 3))
	add("gluttony", "Gluttony", "dis", cr, 6, 0, 0, tr("demon", "sin"))
	add("ghostform", "Ghostform", "brobnar", up, 0, 0, 1, nil)
	add("green-aeronaut", "Green Aeronaut", "mars", cr, 3, 0, 0, tr("martian", "pilot"))
	add("hl-nautilixian", "Little Nautilixian", "mars", cr, 3, 0, 0, tr("nautilixian"))
	add("koriki-germinator", "Koriki Germinator", "unfathomable", cr, 5, 0, 0, tr("aquan"))
	add("lost-in-the-wild", "Lost in the Wild", "untamed", ac, 0, 0, 1, nil)
	add("raiding-party", "Raiding Party", "skyborn", cr, 4, 0, 0, tr("stormkin"))
	add("mk2-generator", "Mk.2 Generator", "mars", ar, 0, 0, 0, tr("item"))
	add("taniwha-evil-twin", "Taniwha", "unfathomable", cr, 4, 1, 0, tr("beast"))
	add("balaenora", "Balaenora", "skyborn", cr, 20, 0, 0, tr("beast"))
	add("drumble", "Drumble", "dis", cr, 2, 0, 0, tr("imp"), kw(Elusive, 0))
	add("steadfast-commitment", "Steadfast Commitment", "redemption", ac, 0, 0, 1, nil)
	add("waste-not", "Waste Not", "untamed", ac, 0, 0, 1, nil)
	add("safe-place", "Safe Place", "shadows", ar, 0, 0, 1, tr("location"))
	add("against-all-flags", "Against All Flags", "skyborn", ac, 0, 0, 1, nil)
	add("safe-port", "Safe Port", "skyborn", ac, 0, 0, 1, nil)
	add("photon-blast", "Photon Blast", "staralliance", ac, 0, 0, 0, nil)
	add("exchange-program", "Exchange Program", "ekwidon", ac, 0, 0, 1, nil)
	add("phoenix-heart", "Phoenix Heart", "brobnar", up, 0, 0, 0, nil)
	add("overclocked-shock-collar", "Overclocked Shock Collar", "mars", up, 0, 0, 1, nil)
	add("cognitive-assumptions", "Cognitive Assumptions", "logos", ac, 0, 0, 1, nil)
	add("ruination", "Ruination", "dis", ac, 0, 0, 0, nil)
	add("akugyo", "Akugyo", "brobnar", cr, 12, 0, 0, tr("leviathan"))
	add("mass-buyout", "Mass Buyout", "ekwidon", ac, 0, 0, 0, nil)
	add("sanctum-guardian", "Sanctum Guardian", "sanctum", cr, 6, 1, 0, tr("knight", "spirit"), kw(Taunt, 0))
	add("fiendish-apprentice", "Fiendish Apprentice", "dis", ac, 0, 0, 0, nil)
	add("saucer-149", "Saucer 149", "mars", cr, 5, 1, 0, tr("ship"), kw(Versatile, 0))
	add("timequake", "Timequake", "brobnar", ac, 0, 0, 1, nil)
	add("strange-torpedo", "Strange Torpedo", "unfathomable", ac, 0, 0, 0, nil)
	add("überking-tablets", "Überking Tablets", "brobnar", ar, 0, 0, 0, tr("item"))
	add("ozmo-martianologist", "Ozmo, Martianologist", "logos", cr, 2, 0, 0, tr("human", "scientist"), kw(Elusive, 0))
	add("slipshot", "Slipshot", "shadows", cr, 3, 0, 0, tr("elf", "thief"))
	add("prof-emeritus-kering", "Prof. Emeritus Kering", "staralliance", cr, 1, 0, 0, tr("human"), kw(Deploy, 0))
	add("daat", "Daat", "dis", cr, 2, 0, 1, tr("demon"), kw(Alpha, 0))
	add("llack-gaboon", "Llack Gaboon", "unfathomable", cr, 3, 0, 0, tr("aquan"))
	add("protective-playmate", "Protective Playmate", "geistoid", cr, 3, 0, 0, tr("specter"), kw(Taunt, 0))
	add("bump-in-the-night", "Bump in the Night", "geistoid", ac, 0, 0, 0, nil)
	add("governor-gridelk", "Governor Gridelk", "saurian", cr, 6, 0, 0, tr("dinosaur", "politician"))
	add("pied-viper", "Pied Viper", "dis", cr, 3, 0, 0, tr("beast"), kw(Elusive, 0))
	add("colossipede", "Colossipede", "brobnar", cr, 7, 0, 0, tr("insect"))
	add("chancellor-dexterus", "Chancellor Dexterus", "saurian", cr, 3, 0, 0, tr("politician", "dinosaur"))
	add("whirlpool", "Whirlpool", "unfathomable", ar, 0, 0, 1, tr("location"))
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
			s := secondTurnScen(t, "untamed", []string{"the-circle-of-life"}, nil)
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
	s := secondTurnScen(t, "sanctum", []string{"colonel-mariana", "martyr-of-the-vault", "krump"}, []string{"martyr-of-the-vault"})
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
	s := secondTurnScen(t, "sanctum", []string{"hayyel-the-merchant", "gorm-of-omm", "begone"}, nil)
	s.creature(0, "hayyel-the-merchant")
	s.hand(0, "gorm-of-omm")
	s.hand(0, "begone")
	s.house("sanctum")
	s.wantRules(s.play("gorm-of-omm"), "")
	s.wantAember(0, 1)
	s.play("begone")
	s.words("2") // gain 1: an action is not an artifact
	s.wantAember(0, 2)
}

// Shard of Knowledge: "Action: Draw a card for each friendly Shard."
func TestHandLShardOfKnowledge(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"shard-of-knowledge", "shard-of-pain"}, []string{"shard-of-hope"})
	s.artifact(0, "shard-of-knowledge")
	s.artifact(0, "shard-of-pain")
	s.artifact(1, "shard-of-hope") // not friendly
	s.house("logos")
	before := s.g.p[0].handSize()
	s.wantRules(s.hbAction("shard-of-knowledge"), "")
	s.wantInt("cards drawn", s.g.p[0].handSize()-before, 2)
}

// Volax: "Destroyed: Gain A equal to the A in your pool."
func TestHandLVolax(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"volax"}, nil)
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
		s := secondTurnScen(t, "brobnar", []string{"malifi-dragon"}, nil)
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
			s := secondTurnScen(t, "brobnar", []string{tc.id}, nil)
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
	s := secondTurnScen(t, "sanctum", []string{"begone", "krump"}, []string{"shooler"})
	k := s.creature(0, "krump")
	d := s.creature(1, "shooler")
	s.hand(0, "begone")
	s.house("sanctum")
	s.play("begone")
	s.wantRules(s.words("1"), "")
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
			s := secondTurnScen(t, "brobnar", []string{"smith", "krump", "troll"}, []string{"urchin"})
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
			s := secondTurnScen(t, "brobnar", []string{"take-that-smartypants"}, []string{"mother", "titan-mechanic", "shard-of-knowledge"})
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
	s := secondTurnScen(t, "skyborn", []string{"ripper-jack"}, []string{"urchin", "silvertooth"})
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
			s := secondTurnScen(t, "brobnar", []string{"warrior"}, []string{"urchin"})
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
	s := secondTurnScen(t, "skyborn", []string{"wheel-of-fire", "krump", "troll"}, nil)
	k := s.hlUpgraded("wheel-of-fire")
	tr := s.creature(0, "troll")
	for _, kw := range []Keyword{Assault, Hazardous, SplashAttack} {
		s.wantInt(string(kw)+" of Krump", s.g.keywordN(k, kw), 2)
		s.wantInt(string(kw)+" of Troll", s.g.keywordN(tr, kw), 0)
	}
}

// Instrument of Silence: "This creature gains skirmish and, “Fight: Gain
// 1A.”"
func TestHandLInstrumentOfSilence(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"instrument-of-silence", "krump"}, []string{"silvertooth"})
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
	s := secondTurnScen(t, "brobnar", []string{"hunter-of-legend", "krump", "warrior"}, []string{"silvertooth"})
	k := s.hlUpgraded("hunter-of-legend")
	s.creature(1, "silvertooth")
	s.house("brobnar")
	s.wantRules(s.fight("krump", "silvertooth"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
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
			s := secondTurnScen(t, "brobnar", []string{"bumpsy", "charybdis"}, []string{"silvertooth", "charybdis"})
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
	s := secondTurnScen(t, "brobnar", []string{"ancient-battleground", "bumpsy", "troll"}, []string{"silvertooth"})
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
	s := secondTurnScen(t, "sanctum", []string{"horseman-of-death", "horseman-of-famine", "krump"}, []string{"horseman-of-famine"})
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
		s := secondTurnScen(t, "sanctum", []string{"martyr-of-the-vault"}, nil)
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
	s := secondTurnScen(t, "saurian", []string{"regrettable-meteor", "krump", "bumpsy", "hl-dinosaur"}, []string{"troll", "urchin"})
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
			s := secondTurnScen(t, "sanctum", []string{"glorious-few", "krump", "troll"}, []string{"urchin", "silvertooth", "bad-penny"})
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
	s := secondTurnScen(t, "shadows", []string{"pawn-sacrifice", "urchin"}, []string{"troll", "krump"})
	u := s.creature(0, "urchin")
	tr, k := s.creature(1, "troll"), s.creature(1, "krump")
	s.hand(0, "pawn-sacrifice")
	s.house("shadows")
	s.play("pawn-sacrifice")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantZone(u, ZoneDiscard)
	s.wantDamage(tr, 3)
	s.wantDamage(k, 3)

	s = secondTurnScen(t, "shadows", []string{"pawn-sacrifice"}, []string{"troll"})
	tr = s.creature(1, "troll")
	s.hand(0, "pawn-sacrifice")
	s.house("shadows")
	s.play("pawn-sacrifice")
	s.wantDamage(tr, 0) // nothing sacrificed: no damage
}

// Practical Methods: "Play: Make a token creature. Destroy a friendly
// creature and an enemy creature."
func TestHandLPracticalMethods(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"practical-methods", "krump", "warrior"}, []string{"troll", "urchin"})
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
	s.wantInt("Alice's creatures (the token)", len(s.g.p[0].line), 1)
}

// Crimson Churning: "Play: For each friendly Tentacle in play, deal 1D to
// an enemy creature."
func TestHandLCrimsonChurning(t *testing.T) {
	s := secondTurnScen(t, "keyraken", []string{"crimson-churning", "tentacle-probe", "tentacle-probe", "krump"}, []string{"troll", "tentacle-probe"})
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

// Arm the Plebeians: "Play: Make a token creature. Ward it."
func TestHandLArmThePlebeians(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"arm-the-plebeians", "warrior", "krump"}, nil)
	k := s.creature(0, "krump")
	s.hand(0, "arm-the-plebeians")
	s.house("saurian")
	s.wantRules(s.play("arm-the-plebeians"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
	for _, id := range s.g.p[0].line {
		s.hbWantFlag(id, flWarded, id != k, "warded")
	}
}

// Ezra Paws: "Play/After Reap: Reveal your opponent’s hand. Draw a card."
func TestHandLEzraPaws(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"ezra-paws"}, nil)
	s.hand(0, "ezra-paws")
	s.house("logos")
	before := s.g.p[0].handSize()
	s.wantRules(s.play("ezra-paws"), "")
	s.wantInt("hand after the play", s.g.p[0].handSize(), before)
	ez := s.g.p[0].line[0]
	s.g.cards[ez].flags &^= flExhausted
	s.wantRules(s.reap("ezra-paws"), "")
	s.wantInt("hand after the reap", s.g.p[0].handSize(), before+1)
}

// Blood Money: "Play: Place 2A from the common supply on an enemy
// creature."
func TestHandLBloodMoney(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"blood-money", "krump"}, []string{"troll", "urchin"})
	k := s.creature(0, "krump")
	tr, u := s.creature(1, "troll"), s.creature(1, "urchin")
	s.g.p[1].aember = 3
	s.hand(0, "blood-money")
	s.house("brobnar")
	s.play("blood-money")
	s.wantRules(s.choose("troll"), "")
	s.wantOnCard(tr, 2)
	s.wantOnCard(u, 0)
	s.wantOnCard(k, 0)
	s.wantAember(1, 3)
	s.wantAember(0, 0)
}

// Dark Harbinger: "After you play an Untamed action card, ready Dark
// Harbinger."
func TestHandLDarkHarbinger(t *testing.T) {
	for _, tc := range []struct {
		card  string
		ready bool
	}{{"cauldron-boil", true}, {"dust-pixie", false}} {
		t.Run(tc.card, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"dark-harbinger", tc.card}, nil)
			d := s.creature(0, "dark-harbinger")
			s.hjExhaust(d)
			s.hand(0, tc.card)
			s.house("untamed")
			s.wantRules(s.play(tc.card), "")
			s.hbWantFlag(d, flExhausted, !tc.ready, "exhausted")
		})
	}
}

// Mobius Scroll: "Action: Archive Mobius Scroll and up to 2 cards from your
// hand."
func TestHandLMobiusScroll(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"mobius-scroll", "krump", "troll", "bumpsy"}, nil)
	m := s.artifact(0, "mobius-scroll")
	k, tr, b := s.hand(0, "krump"), s.hand(0, "troll"), s.hand(0, "bumpsy")
	s.house("logos")
	s.hbAction("mobius-scroll")
	s.wantRules(s.choose("krump", "troll"), "")
	s.wantZone(m, ZoneArchives)
	s.wantZone(k, ZoneArchives)
	s.wantZone(tr, ZoneArchives)
	s.wantZone(b, ZoneHand)
}

// Shopping Spree: "Play: Discard your hand. Draw a card for each card
// discarded this way."
func TestHandLShoppingSpree(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"shopping-spree", "krump", "troll"}, nil)
	s.hjHandTo(0, 0)
	k, tr := s.hand(0, "krump"), s.hand(0, "troll")
	s.hand(0, "shopping-spree")
	s.house("ekwidon")
	s.wantRules(s.play("shopping-spree"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)
	s.wantInt("hand", s.g.p[0].handSize(), 2)
}

// Commune: "Omega. Play: Lose all of your A. Gain 4A."
func TestHandLCommune(t *testing.T) {
	for _, have := range []int{7, 1} {
		s := secondTurnScen(t, "untamed", []string{"commune"}, nil)
		s.hand(0, "commune")
		s.house("untamed")
		s.g.p[0].aember = have
		s.wantRules(s.play("commune"), "")
		s.wantAember(0, 4)
	}
}

// Lamindra: "Lamindra’s neighbors gain elusive."
func TestHandLLamindra(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"lamindra", "krump", "troll", "bumpsy"}, nil)
	k := s.creature(0, "krump")
	s.creature(0, "lamindra")
	tr, b := s.creature(0, "troll"), s.creature(0, "bumpsy")
	for _, c := range []struct {
		id   int16
		want int
	}{{k, 1}, {tr, 1}, {b, 0}} {
		s.wantInt("elusive of "+s.g.name(c.id), s.g.keywordN(c.id, Elusive), c.want)
	}
}

// Plague Rat: "Play: Each non-Rat creature is dealt 1D for each Rat
// creature in play."
func TestHandLPlagueRat(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"plague-rat", "plague-rat", "krump"}, []string{"troll"})
	r := s.creature(0, "plague-rat")
	k, tr := s.creature(0, "krump"), s.creature(1, "troll")
	s.hand(0, "plague-rat")
	s.house("shadows")
	s.wantRules(s.play("plague-rat"), "")
	s.wantDamage(k, 2)
	s.wantDamage(tr, 2)
	s.wantDamage(r, 0)
}

// Routine Job: "Play: Steal 1A. Then, steal 1A for each copy of Routine Job
// in your discard pile."
func TestHandLRoutineJob(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"routine-job", "routine-job", "routine-job"}, []string{"routine-job"})
	s.hbDiscarded(0, "routine-job")
	s.hbDiscarded(0, "routine-job")
	s.hbDiscarded(1, "routine-job") // not in Alice's discard pile
	s.hand(0, "routine-job")
	s.house("shadows")
	s.g.p[1].aember = 5
	s.wantRules(s.play("routine-job"), "")
	s.wantAember(0, 3)
	s.wantAember(1, 2)
}

// Black Tempest: "After Fight: If you have no forged keys, steal 3A.
// Otherwise, steal 2A."
func TestHandLBlackTempest(t *testing.T) {
	for _, tc := range []struct {
		name string
		key  bool
		want int
	}{{"no key", false, 3}, {"a key", true, 2}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "skyborn", []string{"black-tempest"}, []string{"silvertooth"})
			s.creature(0, "black-tempest")
			s.creature(1, "silvertooth")
			s.g.p[0].keys[0] = tc.key
			s.house("skyborn")
			s.g.p[0].aember, s.g.p[1].aember = 0, 5
			s.wantRules(s.fight("black-tempest", "silvertooth"), "")
			s.wantAember(0, tc.want)
		})
	}
}

// Martian Revolution: "Play: Destroy each friendly creature. For each
// creature destroyed this way, make a token creature."
func TestHandLMartianRevolution(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"martian-revolution", "warrior", "krump", "troll"}, []string{"urchin"})
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	u := s.creature(1, "urchin")
	s.hand(0, "martian-revolution")
	s.house("mars")
	s.wantRules(s.play("martian-revolution"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(u, ZoneBattleline)
	s.wantInt("Alice's creatures (tokens)", len(s.g.p[0].line), 2)
}

// Conscription: "Play: If there are more enemy creatures than friendly
// creatures, make a number of token creatures equal to the difference."
func TestHandLConscription(t *testing.T) {
	for _, tc := range []struct {
		name      string
		his, want int
	}{{"two more", 3, 3}, {"equal", 1, 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"conscription", "warrior", "krump"}, []string{"urchin", "troll", "silvertooth"})
			s.creature(0, "krump")
			for _, id := range []string{"urchin", "troll", "silvertooth"}[:tc.his] {
				s.creature(1, id)
			}
			s.hand(0, "conscription")
			s.house("saurian")
			s.wantRules(s.play("conscription"), "")
			s.wantInt("Alice's creatures", len(s.g.p[0].line), tc.want)
		})
	}
}

// Backup Plan: "Play: For each creature your opponent controls in excess of
// you, archive the top card of your deck."
func TestHandLBackupPlan(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"backup-plan", "krump"}, []string{"urchin", "troll", "silvertooth"})
	s.creature(0, "krump")
	for _, id := range []string{"urchin", "troll", "silvertooth"} {
		s.creature(1, id)
	}
	s.hand(0, "backup-plan")
	s.house("logos")
	s.wantRules(s.play("backup-plan"), "")
	s.wantInt("Alice's archives", s.g.p[0].archiveSize(), 2)
}

// Cauldron Boil: "Play: Deal damage to each creature equal to the amount of
// damage on that creature."
func TestHandLCauldronBoil(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"cauldron-boil", "krump", "bumpsy"}, []string{"troll"})
	k, b, tr := s.creature(0, "krump"), s.creature(0, "bumpsy"), s.creature(1, "troll")
	s.g.cards[k].damage, s.g.cards[tr].damage = 2, 3
	s.hand(0, "cauldron-boil")
	s.house("untamed")
	s.wantRules(s.play("cauldron-boil"), "")
	s.wantDamage(k, 4)
	s.wantDamage(tr, 6)
	s.wantDamage(b, 0)
}

// Hecatomb: "Play: Destroy each Dis creature. Each player gains 1A for each
// creature they controlled that was destroyed this way."
func TestHandLHecatomb(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"hecatomb", "shooler", "krump"}, []string{"shooler", "shooler", "urchin"})
	a, k := s.creature(0, "shooler"), s.creature(0, "krump")
	b1, b2, u := s.creature(1, "shooler"), s.creature(1, "shooler"), s.creature(1, "urchin")
	s.hand(0, "hecatomb")
	s.house("dis")
	s.g.p[0].aember, s.g.p[1].aember = 0, 0
	s.wantRules(s.play("hecatomb"), "")
	for _, id := range []int16{a, b1, b2} {
		s.wantZone(id, ZoneDiscard)
	}
	s.wantZone(k, ZoneBattleline)
	s.wantZone(u, ZoneBattleline)
	s.wantAember(0, 2) // the bonus icon and 1
	s.wantAember(1, 2)
}

// Dr. Xyloxxzlphrex: "After Reap: Play a Mars creature from your discard
// pile and ready it."
func TestHandLDrXyloxxzlphrex(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"dr-xyloxxzlphrex", "zorg", "krump"}, nil)
	s.creature(0, "dr-xyloxxzlphrex")
	z := s.hbDiscarded(0, "zorg")
	k := s.hbDiscarded(0, "krump")
	s.house("mars")
	s.wantRules(s.reap("dr-xyloxxzlphrex"), "")
	s.wantZone(z, ZoneBattleline)
	s.wantZone(k, ZoneDiscard)
	s.hbWantFlag(z, flExhausted, false, "exhausted")
}

// Aerialist: "While your yellow key is forged, Aerialist gains, “After
// Reap: Capture 1A.”"
func TestHandLAerialist(t *testing.T) {
	for _, tc := range []struct {
		name string
		keys [3]bool
		want int
	}{{"yellow", [3]bool{false, false, true}, 1}, {"red", [3]bool{true, false, false}, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "skyborn", []string{"aerialist"}, nil)
			a := s.creature(0, "aerialist")
			s.g.p[0].keys = tc.keys
			s.house("skyborn")
			s.g.p[1].aember = 3
			s.wantRules(s.reap("aerialist"), "")
			s.wantOnCard(a, tc.want)
			s.wantAember(1, 3-tc.want)
		})
	}
}

// Vigor: "Play: Heal up to 3 damage from a creature. If you healed 3
// damage, gain 1A."
func TestHandLVigor(t *testing.T) {
	for _, tc := range []struct{ damage, left, aember int }{{4, 1, 2}, {2, 0, 1}} {
		s := secondTurnScen(t, "untamed", []string{"vigor", "krump"}, nil)
		k := s.creature(0, "krump")
		s.g.cards[k].damage = int16(tc.damage)
		s.hand(0, "vigor")
		s.house("untamed")
		s.g.p[0].aember = 0
		s.wantRules(s.play("vigor"), "")
		s.wantDamage(k, tc.left)
		s.wantAember(0, tc.aember)
	}
}

// Bad Chemistry: "Play: Stun each creature that shares a house with one or
// more of its neighbors."
func TestHandLBadChemistry(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"bad-chemistry", "krump", "troll", "shooler"}, []string{"urchin", "mother"})
	k, tr, sh := s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "shooler")
	u, m := s.creature(1, "urchin"), s.creature(1, "mother")
	s.hand(0, "bad-chemistry")
	s.house("staralliance")
	s.wantRules(s.play("bad-chemistry"), "")
	for _, c := range []struct {
		id   int16
		want bool
	}{{k, true}, {tr, true}, {sh, false}, {u, false}, {m, false}} {
		s.hbWantFlag(c.id, flStunned, c.want, "stunned")
	}
}

// The Evil in the Ranks: "Play: Each enemy flank creature deals D to its
// neighbor equal to its power."
func TestHandLTheEvilInTheRanks(t *testing.T) {
	s := secondTurnScen(t, "keyraken", []string{"the-evil-in-the-ranks", "krump"}, []string{"urchin", "troll", "silvertooth", "krump"})
	ak := s.creature(0, "krump")
	u, tr, st, k := s.creature(1, "urchin"), s.creature(1, "troll"), s.creature(1, "silvertooth"), s.creature(1, "krump")
	s.hand(0, "the-evil-in-the-ranks")
	s.house("keyraken")
	s.wantRules(s.play("the-evil-in-the-ranks"), "")
	s.wantDamage(tr, 1)
	s.wantZone(st, ZoneDiscard)
	s.wantDamage(u, 0)
	s.wantDamage(k, 0)
	s.wantDamage(ak, 0)
}

// Destroy Them All!: "Play: Destroy an artifact, a creature, and an
// upgrade."
func TestHandLDestroyThemAll(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"destroy-them-all", "krump"}, []string{"gorm-of-omm", "troll", "urchin", "wheel-of-fire"})
	k := s.creature(0, "krump")
	a := s.artifact(1, "gorm-of-omm")
	tr, u := s.creature(1, "troll"), s.creature(1, "urchin")
	w := s.hjAttach(1, "wheel-of-fire", u)
	s.hand(0, "destroy-them-all")
	s.house("mars")
	s.play("destroy-them-all")
	s.wantRules(s.choose("troll"), "") // the only artifact and upgrade need no choice
	s.wantZone(a, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(w, ZoneDiscard)
	s.wantZone(u, ZoneBattleline)
	s.wantZone(k, ZoneBattleline)
}

// Grand Melee: "Play: Destroy each creature that does not share a house with
// at least 1 of its neighbors."
func TestHandLGrandMelee(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"grand-melee", "krump", "troll", "shooler"}, []string{"urchin"})
	k, tr, sh := s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "shooler")
	u := s.creature(1, "urchin")
	s.hand(0, "grand-melee")
	s.house("sanctum")
	s.wantRules(s.play("grand-melee"), "")
	for _, c := range []struct {
		id   int16
		zone Zone
	}{{k, ZoneBattleline}, {tr, ZoneBattleline}, {sh, ZoneDiscard}, {u, ZoneDiscard}} {
		s.wantZone(c.id, c.zone)
	}
}

// Dragnet: "Play: Return a creature and each neighbor that shares a house
// with it to their owners’ hands."
func TestHandLDragnet(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"dragnet"}, []string{"troll", "krump", "urchin", "valdr"})
	tr, k, u, v := s.creature(1, "troll"), s.creature(1, "krump"), s.creature(1, "urchin"), s.creature(1, "valdr")
	s.hand(0, "dragnet")
	s.house("unfathomable")
	s.play("dragnet")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(k, ZoneHand)
	s.wantZone(tr, ZoneHand)
	s.wantZone(u, ZoneBattleline)
	s.wantZone(v, ZoneBattleline) // not a neighbor
}

// Kaboom!: "Play: Put each Mars creature into its owner’s archives. Destroy
// each creature. Gain 3 chains."
func TestHandLKaboom(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"kaboom", "zorg", "krump"}, []string{"urchin", "zorg"})
	z, k := s.creature(0, "zorg"), s.creature(0, "krump")
	u, bz := s.creature(1, "urchin"), s.creature(1, "zorg")
	s.hand(0, "kaboom")
	s.house("mars")
	s.wantRules(s.play("kaboom"), "")
	s.wantZone(z, ZoneArchives)
	s.wantZone(bz, ZoneArchives)
	s.wantInt("Bob's archives", s.g.p[1].archiveSize(), 1)
	s.wantZone(k, ZoneDiscard)
	s.wantZone(u, ZoneDiscard)
	s.wantInt("chains", s.g.p[0].chains, 3)
}

// Weasand: "If Weasand is on a flank, destroy it. After a player forges a
// key, gain 2A."
func TestHandLWeasand(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"weasand", "krump", "troll"}, nil)
	s.creature(0, "krump")
	w := s.creature(0, "weasand")
	s.creature(0, "troll")
	s.g.p[0].aember = 6
	s.house("shadows") // forges a key
	s.wantInt("keys", s.g.p[0].keyCount(), 1)
	s.wantAember(0, 2)
	s.wantZone(w, ZoneBattleline)
	s.wantRules(s.hjDestroy("krump"), "")
	s.wantZone(w, ZoneDiscard) // now on a flank
}

// Igon the Green: "Destroyed: Purge Igon the Green. Return an Igon the
// Terrible from your discard pile to your hand."
func TestHandLIgonTheGreen(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"igon-the-green", "igon-the-terrible"}, nil)
	g := s.creature(0, "igon-the-green")
	it := s.hbDiscarded(0, "igon-the-terrible")
	s.house("brobnar")
	s.wantRules(s.hjDestroy("igon-the-green"), "")
	s.wantZone(g, ZonePurged)
	s.wantZone(it, ZoneHand)
}

// Kelifi Dragon: "Kelifi Dragon cannot be played unless you have 7A or
// more. Fight/Reap: Gain 1A. Deal 5D to a creature."
func TestHandLKelifiDragon(t *testing.T) {
	for _, tc := range []struct {
		have int
		want string
	}{{6, "restricted"}, {7, ""}} {
		s := secondTurnScen(t, "brobnar", []string{"kelifi-dragon"}, nil)
		s.hand(0, "kelifi-dragon")
		s.house("brobnar")
		s.g.p[0].aember = tc.have
		s.wantRules(s.play("kelifi-dragon"), tc.want)
	}
	s := secondTurnScen(t, "brobnar", []string{"kelifi-dragon"}, []string{"troll"})
	s.creature(0, "kelifi-dragon")
	tr := s.creature(1, "troll")
	s.house("brobnar")
	s.g.p[0].aember = 0
	s.reap("kelifi-dragon")
	s.wantRules(s.choose("troll"), "")
	s.wantAember(0, 2)
	s.wantDamage(tr, 5)
}

// The Flyin’ Specter: "After your opponent raises the tide, destroy The
// Flyin’ Specter. Action: Steal 1A if the tide is high."
func TestHandLTheFlyinSpecter(t *testing.T) {
	for _, tide := range []bool{false, true} {
		s := secondTurnScen(t, "shadows", []string{"the-flyin--specter"}, nil)
		s.artifact(0, "the-flyin--specter")
		s.g.p[0].tide = tide
		s.house("shadows")
		s.g.p[0].aember, s.g.p[1].aember = 0, 3
		s.wantRules(s.hbAction("the-flyin--specter"), "")
		want := 0
		if tide {
			want = 1
		}
		s.wantAember(0, want)
	}
	s := secondTurnScen(t, "shadows", []string{"the-flyin--specter"}, nil)
	f := s.artifact(0, "the-flyin--specter")
	s.house("shadows")
	s.g.hjRaiseTide(0)
	s.wantZone(f, ZoneArtifacts) // Alice raised it
	s.g.hjRaiseTide(1)
	s.wantZone(f, ZoneDiscard)
}

// Fifalde: "Play: Destroy a friendly Bombyx. If you do not, destroy
// Fifalde. Fight/Reap: Fully heal Fifalde and gain 1A."
func TestHandLFifalde(t *testing.T) {
	for _, bombyx := range []bool{false, true} {
		s := secondTurnScen(t, "untamed", []string{"fifalde", "hl-bombyx"}, nil)
		b := int16(-1)
		if bombyx {
			b = s.creature(0, "hl-bombyx")
		}
		f := s.hand(0, "fifalde")
		s.house("untamed")
		s.wantRules(s.play("fifalde"), "")
		if bombyx {
			s.wantZone(b, ZoneDiscard)
			s.wantZone(f, ZoneBattleline)
		} else {
			s.wantZone(f, ZoneDiscard)
		}
	}
	s := secondTurnScen(t, "untamed", []string{"fifalde"}, nil)
	f := s.creature(0, "fifalde")
	s.g.cards[f].damage = 5
	s.house("untamed")
	s.g.p[0].aember = 0
	s.wantRules(s.reap("fifalde"), "")
	s.wantDamage(f, 0)
	s.wantAember(0, 2)
}

// Wild Grumpus: "While on a flank, Wild Grumpus gains skirmish. While not on
// a flank, Wild Grumpus gains taunt."
func TestHandLWildGrumpus(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"wild-grumpus", "krump", "troll"}, nil)
	w := s.creature(0, "wild-grumpus")
	s.wantInt("skirmish on a flank", s.g.keywordN(w, Skirmish), 1)
	s.wantInt("taunt on a flank", s.g.keywordN(w, Taunt), 0)
	s = secondTurnScen(t, "brobnar", []string{"wild-grumpus", "krump", "troll"}, nil)
	s.creature(0, "krump")
	w = s.creature(0, "wild-grumpus")
	s.creature(0, "troll")
	s.wantInt("skirmish in the center", s.g.keywordN(w, Skirmish), 0)
	s.wantInt("taunt in the center", s.g.keywordN(w, Taunt), 1)
}

// Gluttony: "Play: Exalt Gluttony once for each friendly Sin creature.
// Reap: Move each A from friendly creatures to your pool."
func TestHandLGluttony(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"gluttony", "desire", "krump"}, []string{"urchin"})
	d, k := s.creature(0, "desire"), s.creature(0, "krump")
	u := s.creature(1, "urchin")
	s.g.cards[k].aember, s.g.cards[u].aember = 2, 1
	s.hand(0, "gluttony")
	s.house("dis")
	s.g.p[0].aember = 0
	s.wantRules(s.play("gluttony"), "")
	g := s.g.p[0].line[len(s.g.p[0].line)-1]
	s.wantOnCard(g, 2) // itself and Desire
	s.wantOnCard(d, 0)
	s.g.cards[g].flags &^= flExhausted
	s.wantRules(s.reap("gluttony"), "")
	s.wantAember(0, 5) // 2 + 2 + the reap
	s.wantOnCard(u, 1)
}

// Ghostform: "This creature gains invulnerable. This creature gains,
// “Fight/Reap: Archive Ghostform.”"
func TestHandLGhostform(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"ghostform", "krump"}, nil)
	k := s.hlUpgraded("ghostform")
	gf := s.g.upList[len(s.g.upList)-1]
	s.wantInt("invulnerable", s.g.keywordN(k, Invulnerable), 1)
	s.house("brobnar")
	s.wantRules(s.reap("krump"), "")
	s.wantZone(gf, ZoneArchives)
	s.wantZone(k, ZoneBattleline)
	s.wantInt("invulnerable after", s.g.keywordN(k, Invulnerable), 0)
}

// Green Aeronaut: "Action: A friendly Nautilixian gains Splash-attack 3 for
// the remainder of the turn."
func TestHandLGreenAeronaut(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"green-aeronaut", "hl-nautilixian", "zorg"}, []string{"hl-nautilixian"})
	s.creature(0, "green-aeronaut")
	n, z := s.creature(0, "hl-nautilixian"), s.creature(0, "zorg")
	bn := s.creature(1, "hl-nautilixian")
	s.house("mars")
	s.wantRules(s.hbAction("green-aeronaut"), "")
	s.wantInt("splash-attack", s.g.keywordN(n, SplashAttack), 3)
	s.wantInt("Zorg's splash-attack", s.g.keywordN(z, SplashAttack), 0)
	s.wantInt("Bob's splash-attack", s.g.keywordN(bn, SplashAttack), 0)
	s.end()
	s.wantInt("splash-attack next turn", s.g.keywordN(n, SplashAttack), 0)
}

// Koriki Germinator: "Play/After Reap: Put a card from a player's discard
// pile on the bottom of their deck."
func TestHandLKorikiGerminator(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"koriki-germinator", "krump"}, []string{"troll"})
	k := s.hbDiscarded(0, "krump")
	tr := s.hbDiscarded(1, "troll")
	s.hand(0, "koriki-germinator")
	s.house("unfathomable")
	s.play("koriki-germinator")
	s.wantRules(s.choose("troll"), "")
	if s.g.cards[tr].zone == ZoneDiscard {
		t.Errorf("Troll is still in the discard pile")
	}
	s.wantZone(k, ZoneDiscard)
}

// Lost in the Wild: "Play: Shuffle each flank creature into its owner's
// deck. If you are haunted, repeat the preceding effect."
func TestHandLLostInTheWild(t *testing.T) {
	for _, haunted := range []bool{false, true} {
		s := secondTurnScen(t, "untamed", []string{"lost-in-the-wild", "krump", "troll", "bumpsy"}, []string{"urchin"})
		k, tr, b := s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "bumpsy")
		u := s.creature(1, "urchin")
		if haunted {
			s.hlHaunt(0)
		}
		s.hand(0, "lost-in-the-wild")
		s.house("untamed")
		s.wantRules(s.play("lost-in-the-wild"), "")
		for _, id := range []int16{k, b, u} {
			if s.g.cards[id].zone == ZoneBattleline {
				t.Errorf("haunted %v: %s is still in play", haunted, s.g.name(id))
			}
		}
		if got := s.g.cards[tr].zone == ZoneBattleline; got == haunted {
			t.Errorf("haunted %v: Troll in play = %v", haunted, got)
		}
	}
}

// Raiding Party: "After Fight: If two keys of the same color are forged,
// steal 2A. Otherwise, steal 1A."
func TestHandLRaidingParty(t *testing.T) {
	for _, tc := range []struct {
		name string
		bobs [3]bool
		want int
	}{{"same", [3]bool{true, false, false}, 2}, {"different", [3]bool{false, true, false}, 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "skyborn", []string{"raiding-party"}, []string{"silvertooth"})
			s.creature(0, "raiding-party")
			s.creature(1, "silvertooth")
			s.g.p[0].keys = [3]bool{true, false, false}
			s.g.p[1].keys = tc.bobs
			s.house("skyborn")
			s.g.p[0].aember, s.g.p[1].aember = 0, 5
			s.wantRules(s.fight("raiding-party", "silvertooth"), "")
			s.wantAember(0, tc.want)
		})
	}
}

// Mk.2 Generator: "Mk.2 Generator enters play ready. Action: Make a token
// creature."
func TestHandLMk2Generator(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"mk2-generator", "warrior"}, nil)
	m := s.hand(0, "mk2-generator")
	s.house("mars")
	s.wantRules(s.play("mk2-generator"), "")
	s.hbWantFlag(m, flExhausted, false, "exhausted")
	s.wantRules(s.hbAction("mk2-generator"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
}

// Taniwha (evil twin): "Fight/Reap: Put a creature from your discard pile on
// top of your deck."
func TestHandLTaniwhaEvilTwin(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"taniwha-evil-twin", "krump", "library-access"}, nil)
	s.creature(0, "taniwha-evil-twin")
	k := s.hbDiscarded(0, "krump")
	la := s.hbDiscarded(0, "library-access") // not a creature
	s.house("unfathomable")
	s.wantRules(s.reap("taniwha-evil-twin"), "")
	s.wantZone(k, ZoneDeck)
	s.wantZone(la, ZoneDiscard)
}

// Balaenora: "Balaenora cannot be played unless your opponent has 7A or more
// in their pool. Play: Capture all of your opponent's A. After Fight: Give
// control of Balaenora to your opponent."
func TestHandLBalaenora(t *testing.T) {
	for _, tc := range []struct {
		his  int
		want string
	}{{6, "restricted"}, {8, ""}} {
		s := secondTurnScen(t, "skyborn", []string{"balaenora"}, nil)
		s.hand(0, "balaenora")
		s.house("skyborn")
		s.g.p[1].aember = tc.his
		s.wantRules(s.play("balaenora"), tc.want)
		if tc.want == "" {
			s.wantAember(1, 0)
			s.wantOnCard(s.g.p[0].line[0], 8)
		}
	}
	s := secondTurnScen(t, "skyborn", []string{"balaenora"}, []string{"troll"})
	b := s.creature(0, "balaenora")
	s.creature(1, "troll")
	s.house("skyborn")
	s.wantRules(s.fight("balaenora", "troll"), "")
	s.wantInt("Balaenora's controller", int(s.g.cards[b].controller), 1)
}

// Drumble: "Play: If your opponent has 7A or more, capture all of it."
func TestHandLDrumble(t *testing.T) {
	for _, tc := range []struct{ his, left int }{{7, 0}, {6, 6}} {
		s := secondTurnScen(t, "dis", []string{"drumble"}, nil)
		s.hand(0, "drumble")
		s.house("dis")
		s.g.p[1].aember = tc.his
		s.wantRules(s.play("drumble"), "")
		s.wantAember(1, tc.left)
		s.wantOnCard(s.g.p[0].line[0], tc.his-tc.left)
	}
}

// Steadfast Commitment: "Play: Put the top card of your discard pile on the
// bottom of your deck. Make a token creature."
func TestHandLSteadfastCommitment(t *testing.T) {
	s := secondTurnScen(t, "redemption", []string{"steadfast-commitment", "warrior", "krump", "troll"}, nil)
	k := s.hbDiscarded(0, "krump")
	tr := s.hbDiscarded(0, "troll")
	s.hand(0, "steadfast-commitment")
	s.house("redemption")
	s.wantRules(s.play("steadfast-commitment"), "")
	if s.g.cards[tr].zone == ZoneDiscard {
		t.Errorf("Troll (the top card) is still in the discard pile")
	}
	s.wantZone(k, ZoneDiscard)
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
}

// Waste Not: "Play: Destroy a friendly creature. Draw cards equal to half
// that creature's power (rounding up)."
func TestHandLWasteNot(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"waste-not", "bumpsy"}, []string{"troll"})
	b := s.creature(0, "bumpsy")
	s.creature(1, "troll")
	s.hand(0, "waste-not")
	s.house("untamed")
	before := s.g.p[0].handSize()
	s.wantRules(s.play("waste-not"), "")
	s.wantZone(b, ZoneDiscard)
	s.wantInt("cards drawn", s.g.p[0].handSize()-(before-1), 3) // 5 power
}

// Safe Place: "You may spend A on Safe Place when forging keys. Action: Move
// 1A from your pool to Safe Place."
func TestHandLSafePlace(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"safe-place"}, nil)
	sp := s.artifact(0, "safe-place")
	s.house("shadows")
	s.g.p[0].aember = 2
	s.wantRules(s.hbAction("safe-place"), "")
	s.wantAember(0, 1)
	s.wantOnCard(sp, 1)
	s.wantInt("spendable", s.g.spendable(0), 2)
}

// Against All Flags: "Play: Steal 2A if any flank creature shares a house
// with another flank creature. Otherwise, steal 1A."
func TestHandLAgainstAllFlags(t *testing.T) {
	for _, tc := range []struct {
		name string
		bob  string
		want int
	}{{"shared", "troll", 2}, {"none", "urchin", 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "skyborn", []string{"against-all-flags", "krump", "zorg", "shooler"}, []string{tc.bob})
			s.creature(0, "krump")
			s.creature(0, "zorg")
			s.creature(0, "shooler")
			s.creature(1, tc.bob)
			s.hand(0, "against-all-flags")
			s.house("skyborn")
			s.g.p[0].aember, s.g.p[1].aember = 0, 5
			s.wantRules(s.play("against-all-flags"), "")
			s.wantAember(0, 1+tc.want)
		})
	}
}

// Safe Port: "Play: If your yellow key is forged, a friendly creature
// captures 2A. If your opponent’s yellow key is forged, steal 1A."
func TestHandLSafePort(t *testing.T) {
	for _, tc := range []struct {
		name           string
		mine, his      bool
		onKrump, steal int
	}{{"mine", true, false, 2, 0}, {"his", false, true, 0, 1}, {"both", true, true, 2, 1}, {"none", false, false, 0, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "skyborn", []string{"safe-port", "krump"}, nil)
			k := s.creature(0, "krump")
			s.g.p[0].keys[KeyYellow-1], s.g.p[1].keys[KeyYellow-1] = tc.mine, tc.his
			s.hand(0, "safe-port")
			s.house("skyborn")
			s.g.p[0].aember, s.g.p[1].aember = 0, 5
			s.wantRules(s.play("safe-port"), "")
			s.wantOnCard(k, tc.onKrump)
			s.wantAember(0, 1+tc.steal)
			s.wantAember(1, 5-tc.onKrump-tc.steal)
		})
	}
}

// Photon Blast: "Play: Deal 2D to a creature, with 1D splash. If this damage
// destroys 1 or more creatures, make a token creature."
func TestHandLPhotonBlast(t *testing.T) {
	for _, tc := range []struct {
		name, target string
		tokens       int
	}{{"splash kills", "troll", 1}, {"none dies", "krump", 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"photon-blast", "warrior"}, []string{"troll", "urchin", "krump"})
			tr := s.creature(1, "troll")
			u := int16(-1)
			if tc.tokens > 0 {
				u = s.creature(1, "urchin")
			}
			s.creature(1, "krump")
			s.hand(0, "photon-blast")
			s.house("staralliance")
			s.play("photon-blast")
			s.wantRules(s.choose(tc.target), "")
			if tc.target == "troll" {
				s.wantDamage(tr, 2)
				s.wantZone(u, ZoneDiscard)
			}
			s.wantInt("Alice's creatures", len(s.g.p[0].line), tc.tokens)
		})
	}
}

// Exchange Program: "Play: Choose a friendly flank creature and an enemy
// flank creature. If you do, swap control of those creatures."
func TestHandLExchangeProgram(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"exchange-program", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.hand(0, "exchange-program")
	s.house("ekwidon")
	s.wantRules(s.play("exchange-program"), "")
	s.wantInt("Krump's controller", int(s.g.cards[k].controller), 1)
	s.wantInt("Troll's controller", int(s.g.cards[tr].controller), 0)

	s = secondTurnScen(t, "ekwidon", []string{"exchange-program"}, []string{"troll"})
	tr = s.creature(1, "troll")
	s.hand(0, "exchange-program")
	s.house("ekwidon")
	s.wantRules(s.play("exchange-program"), "")
	s.wantInt("Troll's controller (nothing to swap)", int(s.g.cards[tr].controller), 1)
}

// Phoenix Heart: "This creature gains, “Destroyed: Return this creature to
// its owner’s hand and deal 3D to each creature in play.”"
func TestHandLPhoenixHeart(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"phoenix-heart", "krump", "troll"}, []string{"urchin"})
	k := s.hlUpgraded("phoenix-heart")
	tr := s.creature(0, "troll")
	u := s.creature(1, "urchin")
	s.house("brobnar")
	s.wantRules(s.hjDestroy("krump"), "")
	s.wantZone(k, ZoneHand)
	s.wantDamage(tr, 3)
	s.wantZone(u, ZoneDiscard)
}

// Overclocked Shock Collar: "This creature gains, “After Reap: Stun this
// creature and each of its neighbors.” Scrap: Unstun each Mars creature."
func TestHandLOverclockedShockCollar(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"overclocked-shock-collar", "krump", "troll", "bumpsy", "valdr"}, nil)
	tr := s.creature(0, "troll")
	k := s.hlUpgraded("overclocked-shock-collar")
	b, v := s.creature(0, "bumpsy"), s.creature(0, "valdr")
	s.house("brobnar")
	s.wantRules(s.reap("krump"), "")
	for _, c := range []struct {
		id   int16
		want bool
	}{{k, true}, {tr, true}, {b, true}, {v, false}} {
		s.hbWantFlag(c.id, flStunned, c.want, "stunned")
	}

	s = secondTurnScen(t, "mars", []string{"overclocked-shock-collar", "zorg", "krump"}, nil)
	z, k := s.creature(0, "zorg"), s.creature(0, "krump")
	s.g.cards[z].flags |= flStunned
	s.g.cards[k].flags |= flStunned
	s.hand(0, "overclocked-shock-collar")
	s.house("mars")
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "overclocked-shock-collar"}}), "")
	s.hbWantFlag(z, flStunned, false, "stunned")
	s.hbWantFlag(k, flStunned, true, "stunned")
}

// Cognitive Assumptions: "Play: Reveal up to 3 Logos cards from your hand.
// For each card revealed this way, make a token creature."
func TestHandLCognitiveAssumptions(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"cognitive-assumptions", "warrior", "mother", "titan-mechanic"}, nil)
	s.hand(0, "mother")
	s.hand(0, "titan-mechanic")
	s.hand(0, "cognitive-assumptions")
	s.house("logos")
	s.play("cognitive-assumptions")
	s.wantRules(s.choose("mother", "titan-mechanic"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
}

// Ruination: "Play: Choose a card. Destroy that card and each card with the
// same name."
func TestHandLRuination(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"ruination", "krump", "troll"}, []string{"krump", "urchin"})
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	bk, u := s.creature(1, "krump"), s.creature(1, "urchin")
	s.hand(0, "ruination")
	s.house("dis")
	s.play("ruination")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(bk, ZoneDiscard)
	s.wantZone(tr, ZoneBattleline)
	s.wantZone(u, ZoneBattleline)
}

// Akugyo: "Each A that would be added to your opponent’s pool is captured by
// Akugyo instead. After Fight: Move 2A from Akugyo to your pool."
func TestHandLAkugyo(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"akugyo"}, []string{"silvertooth"})
	a := s.creature(0, "akugyo")
	s.creature(1, "silvertooth")
	s.g.gain(1, 2, SrcAbility)
	s.wantOnCard(a, 2)
	s.wantAember(1, 0)
	s.g.cards[a].aember = 3
	s.house("brobnar")
	s.g.p[0].aember = 0
	s.wantRules(s.fight("akugyo", "silvertooth"), "")
	s.wantAember(0, 2)
	s.wantOnCard(a, 1)
}

// Mass Buyout: "Play: Destroy each creature. Each player gains A equal to
// half the number of creatures they controlled that were destroyed this way
// (rounded up)."
func TestHandLMassBuyout(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"mass-buyout", "krump", "troll", "bumpsy"}, []string{"urchin"})
	for _, id := range []string{"krump", "troll", "bumpsy"} {
		s.creature(0, id)
	}
	s.creature(1, "urchin")
	s.hand(0, "mass-buyout")
	s.house("ekwidon")
	s.g.p[0].aember, s.g.p[1].aember = 0, 0
	s.wantRules(s.play("mass-buyout"), "")
	s.wantInt("creatures left", len(s.g.p[0].line)+len(s.g.p[1].line), 0)
	s.wantAember(0, 2) // 3 destroyed
	s.wantAember(1, 1) // 1 destroyed
}

// Sanctum Guardian: "Fight/Reap: Swap Sanctum Guardian with another friendly
// creature in your battleline."
func TestHandLSanctumGuardian(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"sanctum-guardian", "krump", "troll"}, nil)
	g := s.creature(0, "sanctum-guardian")
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	s.house("sanctum")
	s.reap("sanctum-guardian")
	s.wantRules(s.choose("troll"), "")
	want := []int16{tr, k, g}
	for i, id := range s.g.p[0].line {
		if id != want[i] {
			t.Fatalf("line = %v, want %v", s.g.p[0].line, want)
		}
	}
}

// Fiendish Apprentice: "Play: For each friendly Dis creature, deal 3D to an
// enemy creature."
func TestHandLFiendishApprentice(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"fiendish-apprentice", "shooler", "gold-key-imp", "krump"}, []string{"troll", "shooler"})
	s.creature(0, "shooler")
	s.creature(0, "gold-key-imp")
	s.creature(0, "krump")
	tr := s.creature(1, "troll")
	bs := s.creature(1, "shooler")
	s.hand(0, "fiendish-apprentice")
	s.house("dis")
	s.play("fiendish-apprentice")
	s.choose("troll")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 6)
	s.wantDamage(bs, 0)
}

// Saucer 149: "Play: Exalt Saucer 149 four times. Action: Move 2A from Saucer
// 149 to an enemy creature."
func TestHandLSaucer149(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"saucer-149"}, []string{"troll"})
	tr := s.creature(1, "troll")
	s.hand(0, "saucer-149")
	s.house("mars")
	s.wantRules(s.play("saucer-149"), "")
	sc := s.g.p[0].line[0]
	s.wantOnCard(sc, 4)
	s.g.cards[sc].flags &^= flExhausted
	s.wantRules(s.hbAction("saucer-149"), "")
	s.wantOnCard(sc, 2)
	s.wantOnCard(tr, 2)
}

// Timequake: "Play: Shuffle each friendly card in play into your deck. Draw
// a card for each card shuffled into your deck this way."
func TestHandLTimequake(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"timequake", "krump", "troll", "gorm-of-omm"}, []string{"urchin"})
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	a := s.artifact(0, "gorm-of-omm")
	u := s.creature(1, "urchin")
	s.hand(0, "timequake")
	s.house("brobnar")
	before := s.g.p[0].handSize()
	s.wantRules(s.play("timequake"), "")
	for _, id := range []int16{k, tr, a} {
		if s.g.cards[id].zone.InPlay() {
			t.Errorf("%s is still in play", s.g.name(id))
		}
	}
	s.wantZone(u, ZoneBattleline)
	s.wantInt("cards drawn", s.g.p[0].handSize()-(before-1), 3)
}

// Strange Torpedo: "Play: Deal 1D to a creature, with 1D splash. If your
// opponent is haunted, stun and exhaust each creature damaged in this way."
func TestHandLStrangeTorpedo(t *testing.T) {
	for _, haunted := range []bool{false, true} {
		s := secondTurnScen(t, "unfathomable", []string{"strange-torpedo"}, []string{"troll", "krump", "bumpsy", "valdr"})
		tr, k, b, v := s.creature(1, "troll"), s.creature(1, "krump"), s.creature(1, "bumpsy"), s.creature(1, "valdr")
		if haunted {
			s.hlHaunt(1)
		}
		s.hand(0, "strange-torpedo")
		s.house("unfathomable")
		s.play("strange-torpedo")
		s.wantRules(s.choose("krump"), "")
		for _, id := range []int16{tr, k, b} {
			s.wantDamage(id, 1)
			s.hbWantFlag(id, flStunned, haunted, "stunned")
			s.hbWantFlag(id, flExhausted, haunted, "exhausted")
		}
		s.wantDamage(v, 0)
		s.hbWantFlag(v, flStunned, false, "stunned")
	}
}

// Überking Tablets: "Action: Ready or exhaust a creature. If you do, deal 2D
// to that creature."
func TestHandLUberkingTablets(t *testing.T) {
	for _, tc := range []struct {
		name, opt string
		exhausted bool
		damage    int
	}{{"ready an exhausted one", "1", true, 2}, {"exhaust a ready one", "2", false, 2}, {"ready a ready one", "1", false, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"überking-tablets"}, []string{"troll"})
			s.artifact(0, "überking-tablets")
			tr := s.creature(1, "troll")
			if tc.exhausted {
				s.hjExhaust(tr)
			}
			s.house("brobnar")
			s.hbAction("überking-tablets")
			s.wantRules(s.words(tc.opt), "")
			s.wantDamage(tr, tc.damage)
			s.hbWantFlag(tr, flExhausted, tc.opt == "2", "exhausted")
		})
	}
}

// Ozmo, Martianologist: "Fight/Reap: Heal 3 damage from a Mars creature or
// stun a Mars creature."
func TestHandLOzmoMartianologist(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"ozmo-martianologist", "zorg", "krump"}, nil)
	s.creature(0, "ozmo-martianologist")
	z, k := s.creature(0, "zorg"), s.creature(0, "krump")
	s.g.cards[z].damage, s.g.cards[k].damage = 4, 4
	s.house("logos")
	s.reap("ozmo-martianologist")
	s.wantRules(s.words("1"), "")
	s.wantDamage(z, 1)
	s.wantDamage(k, 4)

	s = secondTurnScen(t, "logos", []string{"ozmo-martianologist", "zorg"}, nil)
	s.creature(0, "ozmo-martianologist")
	z = s.creature(0, "zorg")
	s.house("logos")
	s.reap("ozmo-martianologist")
	s.wantRules(s.words("2"), "")
	s.hbWantFlag(z, flStunned, true, "stunned")
}

// Slipshot: "After a neighbor of Slipshot is destroyed, ready Slipshot.
// Play: Make a token creature."
func TestHandLSlipshot(t *testing.T) {
	for _, tc := range []struct {
		victim string
		ready  bool
	}{{"krump", true}, {"troll", false}} {
		t.Run(tc.victim, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"slipshot", "krump", "bumpsy", "troll"}, nil)
			s.creature(0, "krump")
			sl := s.creature(0, "slipshot")
			s.creature(0, "bumpsy")
			s.creature(0, "troll")
			s.hjExhaust(sl)
			s.house("shadows")
			s.wantRules(s.hjDestroy(tc.victim), "")
			s.hbWantFlag(sl, flExhausted, !tc.ready, "exhausted")
		})
	}
	s := secondTurnScen(t, "shadows", []string{"slipshot", "warrior"}, nil)
	s.hand(0, "slipshot")
	s.house("shadows")
	s.wantRules(s.play("slipshot"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
}

// Prof. Emeritus Kering: "Play/Fight/Reap: Use 1 of Prof. Emeritus Kering's
// neighbors. If the tide is high, also use Prof. Emeritus Kering's other
// neighbor."
func TestHandLProfEmeritusKering(t *testing.T) {
	for _, tide := range []bool{false, true} {
		s := secondTurnScen(t, "staralliance", []string{"prof-emeritus-kering", "dust-pixie", "bad-penny", "silvertooth"}, nil)
		d := s.creature(0, "dust-pixie")
		s.creature(0, "prof-emeritus-kering")
		b := s.creature(0, "bad-penny")
		far := s.creature(0, "silvertooth")
		s.g.p[0].tide = tide
		s.house("staralliance")
		s.g.p[0].aember = 0
		s.reap("prof-emeritus-kering")
		s.choose("dust-pixie") // reaps: 1A
		if tide {
			s.words("reap")
		}
		want := 2
		if tide {
			want = 3
		}
		s.wantAember(0, want)
		s.hbWantFlag(d, flExhausted, true, "exhausted")
		s.hbWantFlag(b, flExhausted, tide, "exhausted")
		s.hbWantFlag(far, flExhausted, false, "exhausted")
	}
}

// Daat: "Alpha. Play: Choose a house. That house becomes the active house."
// (Held: see handLHeld.)
func TestHandLDaat(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"daat"}, nil)
	s.installHeld(handLHeld, "daat")
	s.hand(0, "daat")
	s.house("dis")
	s.play("daat")
	s.wantRules(s.words("brobnar"), "")
	if s.g.house != "brobnar" {
		t.Errorf("active house = %q, want brobnar", s.g.house)
	}
}

// Llack Gaboon: "Llack Gaboon gets +1 power for each other exhausted
// creature. If there are 3 or more other exhausted creatures, Llack Gaboon
// gains skirmish and hazardous 5."
func TestHandLLlackGaboon(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"llack-gaboon", "krump", "troll"}, []string{"urchin", "bumpsy"})
	l := s.creature(0, "llack-gaboon")
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	u := s.creature(1, "urchin")
	s.creature(1, "bumpsy")
	s.hjExhaust(l, k, u)
	s.wantInt("power, 2 others exhausted", s.g.power(l), 5)
	s.wantInt("skirmish, 2 others exhausted", s.g.keywordN(l, Skirmish), 0)
	s.hjExhaust(tr)
	s.wantInt("power, 3 others exhausted", s.g.power(l), 6)
	s.wantInt("skirmish", s.g.keywordN(l, Skirmish), 1)
	s.wantInt("hazardous", s.g.keywordN(l, Hazardous), 5)
}

// Protective Playmate: "While you are haunted, Protective Playmate gets +6
// power. Otherwise, Protective Playmate gains elusive."
func TestHandLProtectivePlaymate(t *testing.T) {
	for _, haunted := range []bool{false, true} {
		s := secondTurnScen(t, "geistoid", []string{"protective-playmate"}, nil)
		p := s.creature(0, "protective-playmate")
		if haunted {
			s.hlHaunt(0)
		}
		power, elusive := 3, 1
		if haunted {
			power, elusive = 9, 0
		}
		s.wantInt("power", s.g.power(p), power)
		s.wantInt("elusive", s.g.keywordN(p, Elusive), elusive)
	}
}

// Bump in the Night: "Play: Deal 2D to an enemy creature. If this damage
// destroys that creature, make a token creature. If you are haunted, repeat
// the preceding effect."
func TestHandLBumpInTheNight(t *testing.T) {
	for _, tc := range []struct {
		name    string
		haunted bool
		tokens  int
	}{{"not haunted", false, 1}, {"haunted", true, 2}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "geistoid", []string{"bump-in-the-night", "warrior"}, []string{"urchin", "silvertooth"})
			u, st := s.creature(1, "urchin"), s.creature(1, "silvertooth")
			if tc.haunted {
				s.hlHaunt(0)
			}
			s.hand(0, "bump-in-the-night")
			s.house("geistoid")
			s.play("bump-in-the-night")
			s.choose("urchin")
			s.wantZone(u, ZoneDiscard)
			if tc.haunted {
				s.wantZone(st, ZoneDiscard) // the only enemy creature left
			} else {
				s.wantZone(st, ZoneBattleline)
			}
			s.wantInt("Alice's creatures (tokens)", len(s.g.p[0].line), tc.tokens)
		})
	}
}

// Shadys: "Action: Play a creature from your discard pile. If that creature
// is Purse-a-phone, destroy Shadys."
func TestHandLShadys(t *testing.T) {
	for _, tc := range []struct {
		card      string
		destroyed bool
	}{{"purse-a-phone", true}, {"krump", false}} {
		t.Run(tc.card, func(t *testing.T) {
			s := secondTurnScen(t, "geistoid", []string{"shadys", tc.card}, nil)
			sh := s.creature(0, "shadys")
			c := s.hbDiscarded(0, tc.card)
			s.house("geistoid")
			s.wantRules(s.hbAction("shadys"), "")
			s.wantZone(c, ZoneBattleline)
			if tc.destroyed {
				s.wantZone(sh, ZoneDiscard)
			} else {
				s.wantZone(sh, ZoneBattleline)
			}
		})
	}
}

// Governor Gridelk: "After Fight: Put the topmost creature from your
// opponent's discard pile into play under your control."
func TestHandLGovernorGridelk(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"governor-gridelk"}, []string{"urchin", "troll", "krump", "library-access"})
	s.creature(0, "governor-gridelk")
	s.creature(1, "urchin") // elusive: it survives, nothing joins the discard pile
	k := s.hbDiscarded(1, "krump")
	tr := s.hbDiscarded(1, "troll")
	s.hbDiscarded(1, "library-access") // on top, not a creature
	s.house("saurian")
	s.wantRules(s.fight("governor-gridelk", "urchin"), "")
	s.wantZone(tr, ZoneBattleline)
	s.wantInt("Troll's controller", int(s.g.cards[tr].controller), 0)
	s.wantZone(k, ZoneDiscard)
}

// Pied Viper: "After an enemy creature reaps, if there are more enemy
// creatures than friendly creatures, gain control of that creature."
func TestHandLPiedViper(t *testing.T) {
	for _, tc := range []struct {
		name  string
		bobs  []string
		taken bool
	}{{"more", []string{"troll", "krump"}, true}, {"equal", []string{"troll"}, false}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", tc.bobs, []string{"pied-viper"})
			s.creature(1, "pied-viper")
			var tr int16
			for i, id := range tc.bobs {
				if c := s.creature(0, id); i == 0 {
					tr = c
				}
			}
			s.house("brobnar")
			s.wantRules(s.reap("troll"), "")
			want := 0
			if tc.taken {
				want = 1
			}
			s.wantInt("Troll's controller", int(s.g.cards[tr].controller), want)
		})
	}
}

// Colossipede: "Each friendly creature with A on it gains, “After Fight: Move
// each A on this creature to your pool.” Play: Exalt each creature."
func TestHandLColossipede(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"colossipede", "krump"}, []string{"urchin", "silvertooth"})
	k := s.creature(0, "krump")
	u := s.creature(1, "urchin")
	s.creature(1, "silvertooth")
	s.hand(0, "colossipede")
	s.house("brobnar")
	s.g.p[0].aember = 0
	s.wantRules(s.play("colossipede"), "")
	c := s.g.p[0].line[len(s.g.p[0].line)-1]
	for _, id := range []int16{k, u, c} {
		s.wantOnCard(id, 1)
	}
	s.wantRules(s.fight("krump", "urchin"), "") // elusive: both survive
	s.wantOnCard(k, 0)
	s.wantOnCard(u, 1)
	s.wantAember(0, 1)
}

// Chancellor Dexterus: "After Reap: You may exalt Chancellor Dexterus’s
// right neighbor. If you do, that creature belongs to house Saurian for the
// remainder of the turn."
func TestHandLChancellorDexterus(t *testing.T) {
	for _, yes := range []bool{true, false} {
		s := secondTurnScen(t, "saurian", []string{"chancellor-dexterus", "krump", "troll"}, nil)
		l := s.creature(0, "krump")
		s.creature(0, "chancellor-dexterus")
		r := s.creature(0, "troll")
		s.house("saurian")
		s.reap("chancellor-dexterus")
		word := "no"
		if yes {
			word = "yes"
		}
		s.wantRules(s.words(word), "")
		n, h := 0, House("brobnar")
		if yes {
			n, h = 1, "saurian"
		}
		s.wantOnCard(r, n)
		s.wantOnCard(l, 0)
		if got := s.g.houseOf(r); got != h {
			t.Errorf("yes %v: Troll's house = %q, want %q", yes, got, h)
		}
		if yes {
			s.wantRules(s.reap("troll"), "") // a Saurian creature now
		}
	}
}

// Whirlpool: "At the end of each player's turn, that player gives control of
// the creature on their right flank to their opponent and moves it to that
// player's left flank."
func TestHandLWhirlpool(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"whirlpool", "krump", "troll"}, []string{"urchin"})
	s.artifact(0, "whirlpool")
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	u := s.creature(1, "urchin")
	s.house("unfathomable")
	s.end()
	s.wantInt("Troll's controller", int(s.g.cards[tr].controller), 1)
	if line := s.g.p[1].line; len(line) != 2 || line[0] != tr || line[1] != u {
		t.Errorf("Bob's line = %v, want [Troll Urchin]", line)
	}
	s.wantInt("Krump's controller", int(s.g.cards[k].controller), 0)
}
