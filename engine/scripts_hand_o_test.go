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
	tk := TypeTokenCreature
	add("avid-collecting", "Avid Collecting", "ekwidon", ac, 0, 0, 1, nil)
	add("war-grumpus", "War Grumpus", "brobnar", cr, 3, 0, 0, tr("beast"))
	add("ho-giant", "Little Giant", "brobnar", cr, 4, 0, 0, tr("giant"))
	add("norbyn-s-cavern", "Norbyn’s Cavern", "staralliance", ar, 0, 0, 0, tr("location"))
	add("æmberling", "Æmberling", "staralliance", tk, 1, 0, 0, tr("sylicate"))
	add("flint-s-legend", "Flint’s Legend", "skyborn", ac, 0, 0, 1, nil)
	add("treasure-island", "Treasure Island", "skyborn", ar, 0, 0, 0, tr("location"))
	add("dexus", "Dexus", "dis", cr, 5, 0, 0, tr("demon"))
	add("weak-link", "Weak Link", "unfathomable", up, 0, 0, 1, nil)
	add("feldar-s-plan", "Feldar’s Plan", "shadows", ac, 0, 0, 1, nil)
	add("imperial-traitor", "Imperial Traitor", "shadows", ac, 0, 0, 1, nil)
	add("science", "Science!", "logos", ac, 0, 0, 0, nil)
	add("little-niff", "Little Niff", "shadows", cr, 2, 0, 0, tr("elf", "thief"), kw(Omega, 0), kw(Deploy, 0), kw(Elusive, 0))
	add("helichopper", "Helichopper", "geistoid", cr, 5, 0, 0, tr("ship"))
	add("seneschal-sargassa-evil-twin", "Seneschal Sargassa", "sanctum", cr, 6, 0, 0, tr("spirit", "knight"))
	add("orphiel-sea-s-chosen", "Orphiel, Sea’s Chosen", "sanctum", cr, 3, 0, 0, tr("human", "monk"))
	add("groupthink-tank", "Groupthink Tank", "logos", cr, 4, 3, 0, tr("robot", "experiment"))
	add("doctor-driscoll", "Doctor Driscoll", "staralliance", cr, 3, 0, 0, tr("human", "scientist"), kw(Elusive, 0))
	add("genetic-blast", "Genetic Blast", "mars", ac, 0, 0, 1, nil)
	add("brain-drain", "Brain Drain", "unfathomable", ac, 0, 0, 1, nil)
	add("furtive-investors", "Furtive Investors", "shadows", ac, 0, 0, 1, nil)
	add("beyond-all-darkness", "Beyond All Darkness", "dis", ac, 0, 0, 1, nil)
	add("freedom-to-be", "Freedom to Be", "skyborn", ac, 0, 0, 0, nil)
	add("grunt-work", "Grunt Work", "staralliance", ac, 0, 0, 1, nil)
	add("narl-gibbus", "Narl Gibbus", "untamed", cr, 3, 0, 0, tr("human"))
	add("hideaway-hole", "Hideaway Hole", "shadows", ar, 0, 0, 1, tr("location"))
	add("perfect-harmony", "Perfect Harmony", "sanctum", ac, 0, 0, 1, nil)
	add("red-planet-ray-gun", "Red Planet Ray Gun", "mars", up, 0, 0, 1, nil)
	add("cryptic-collapse", "Cryptic Collapse", "dis", ac, 0, 0, 1, nil)
	add("savant", "Savant", "logos", tk, 2, 0, 0, tr("cyborg"))
	add("plublio-s-decree", "Plublio’s Decree", "saurian", ac, 0, 0, 1, nil)
	add("martian-propagandist", "Martian Propagandist", "mars", cr, 3, 0, 0, tr("martian"))
	add("shield-u-later", "Shield-U-Later", "staralliance", cr, 3, 2, 0, tr("robot"))
	add("explo-rover", "Explo-rover", "staralliance", cr, 3, 0, 0, tr("robot"), kw(Skirmish, 0))
	add("colonist-chapman-evil-twin", "Colonist Chapman", "staralliance", cr, 3, 0, 0, tr("human"), kw(Elusive, 0))
	add("fight-to-the-end", "Fight to the End", "brobnar", ac, 0, 0, 1, nil)
	add("replicative-growth", "Replicative Growth", "geistoid", ac, 0, 0, 1, nil)
	add("vindication-outpost", "Vindication Outpost", "redemption", ar, 0, 0, 0, tr("location"))
	add("duma-the-returned", "Duma the Returned", "sanctum", cr, 3, 0, 0, tr("specter"))
	add("berserker", "Berserker", "brobnar", tk, 5, 0, 0, tr("giant"))
	add("paragon", "Paragon", "redemption", tk, 5, 1, 0, tr("knight"))
	add("brash-grabber", "Brash Grabber", "mars", cr, 3, 0, 0, tr("scientist", "martian"))
	add("pingle-who-annoys", "Pingle Who Annoys", "brobnar", cr, 2, 0, 0, tr("goblin"), kw(Elusive, 0))
	add("curse-of-forgetfulness", "Curse of Forgetfulness", "brobnar", ar, 0, 0, 0, tr("curse"), kw(Treachery, 0))
	add("the-grand-gord", "The Grand Gord", "brobnar", cr, 5, 0, 0, tr("giant"))
	add("signal-fire", "Signal Fire", "brobnar", ar, 0, 0, 1, tr("item"))
	add("roxador", "Roxador", "untamed", cr, 4, 0, 0, tr("beast"), kw(Skirmish, 0))
	add("ghostly-dr-verokter", "Ghostly Dr. Verokter", "logos", cr, 2, 0, 0, tr("specter"), kw(Elusive, 0))
	add("mass-abduction", "Mass Abduction", "mars", ac, 0, 0, 1, nil)
	add("ufo", "UFO", "mars", ac, 0, 0, 1, nil)
	add("chelonia-evil-twin", "Chelonia", "untamed", cr, 2, 0, 0, tr("beast", "witch"), kw(Elusive, 0))
	add("revived-ză-orhă", "Revived Ză-Orhă", "ekwidon", cr, 4, 1, 0, tr("specter"))
	add("ballistego", "Ballistego", "saurian", cr, 5, 0, 0, tr("soldier", "dinosaur"))
	add("the-grim-reaper", "The Grim Reaper", "brobnar", cr, 4, 0, 0, tr("robot", "specter"))
	add("sample-collection", "Sample Collection", "mars", ac, 0, 0, 0, nil)
	add("the-first-scroll", "The First Scroll", "saurian", ar, 0, 0, 0, tr("item"))
	add("under-pressure", "Under Pressure", "unfathomable", up, 0, 0, 1, nil)
	add("giltspine-school", "Giltspine School", "unfathomable", cr, 1, 5, 0, tr("aquan"))
	add("physaloha", "Physaloha", "unfathomable", cr, 4, 1, 0, tr("aquan"))
	add("pestergrove", "Pestergrove", "untamed", ar, 0, 0, 1, tr("location"))
	add("rocketeer-tryska", "Rocketeer Tryska", "staralliance", cr, 4, 0, 0, tr("human"))
	add("saurarium", "Saurarium", "saurian", ar, 0, 0, 1, tr("location"))
	add("panpaca-anga", "Panpaca, Anga", "untamed", cr, 5, 0, 0, tr("beast"))
	add("hoplite-s-dory", "Hoplite’s Dory", "saurian", up, 0, 0, 1, nil)
	add("mini-groupthink-tank", "Mini Groupthink Tank", "logos", cr, 3, 2, 0, tr("robot", "experiment"))
	add("mookling", "Mookling", "untamed", cr, 2, 0, 0, tr("beast"))
	add("mookling-evil-twin", "Mookling", "untamed", cr, 2, 0, 0, tr("beast"))
	add("cloaking-dongle", "Cloaking Dongle", "staralliance", up, 0, 0, 1, nil)
	add("stealth-modifications", "Stealth Modifications", "mars", up, 0, 0, 1, nil)
	add("curia-saurus", "Curia Saurus", "saurian", ar, 0, 0, 0, tr("location"))
	add("optio-gorkus", "Optio Gorkus", "saurian", cr, 3, 3, 0, tr("dinosaur", "soldier"), kw(Elusive, 0))
	add("officer-s-blaster", "Officer’s Blaster", "staralliance", up, 0, 0, 1, nil)
	add("dark-heart-of-the-forest", "Dark Heart of the Forest", "untamed", ar, 0, 0, 1, tr("location"))
	add("strength-within", "Strength Within", "brobnar", up, 0, 0, 1, nil)
	add("timoti-the-dammed", "Timoti the Dammed", "unfathomable", cr, 4, 0, 0, tr("aquan"))
	add("technorachnophobia", "Technorachnophobia", "ekwidon", ac, 0, 0, 0, nil)
	add("race-to-the-surface", "Race to the Surface", "keyraken", ac, 0, 0, 0, nil)
	add("ho-tentacle", "Little Tentacle", "keyraken", cr, 2, 0, 0, tr("tentacle"))
	add("closed-door-negotiation", "Closed-Door Negotiation", "ekwidon", ac, 0, 0, 1, nil)
	add("uncharted-lands", "Uncharted Lands", "staralliance", ar, 0, 0, 0, tr("location"))
	add("ignitus", "Ignitus", "brobnar", cr, 4, 1, 0, tr("dragon"))
	add("blernean-hydra", "Blernean Hydra", "untamed", cr, 5, 0, 0, tr("beast"))
	add("prof-garwynne-evil-twin", "Prof. Garwynne", "logos", cr, 2, 0, 0, tr("human", "scientist"), kw(Skirmish, 0))
	add("stand-and-fight", "Stand and Fight", "saurian", ac, 0, 0, 0, nil)
	add("hastatus-raptor", "Hastatus Raptor", "saurian", cr, 5, 1, 0, tr("dinosaur", "soldier"))
	add("redeem-the-crucible", "Redeem the Crucible", "redemption", ac, 0, 0, 0, nil, kw(Omega, 0))
	add("beta-forge", "Beta-Forge", "logos", ar, 0, 0, 1, tr("robot"))
	add("alpha-gamma", "Alpha-Gamma", "logos", tk, 3, 0, 0, tr("robot"))
	add("outnegotiate", "Outnegotiate", "ekwidon", ac, 0, 0, 1, nil)
	add("ambassador-liu", "Ambassador Liu", "staralliance", cr, 4, 0, 0, tr("mutant", "politician"))
	add("stampede", "Stampede", "untamed", ac, 0, 0, 1, nil)
	add("ragwarg", "Ragwarg", "brobnar", ar, 0, 0, 1, tr("item"))
	add("bramble-lynx", "Bramble Lynx", "untamed", cr, 3, 0, 0, tr("beast"), kw(Skirmish, 0))
	add("control-the-weak", "Control the Weak", "dis", ac, 0, 0, 1, nil)
	add("sibyl-waimare", "Sibyl Waimare", "unfathomable", cr, 5, 0, 0, tr("aquan"))
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

// Avid Collecting: "Play: Return a friendly token creature to your hand."
func TestHandOAvidCollecting(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"avid-collecting", "warrior", "troll"}, nil)
	tr := s.creature(0, "troll")
	s.hand(0, "avid-collecting")
	s.g.makeToken(0, CardRef{ID: "warrior"})
	s.house("ekwidon")
	hand := s.g.p[0].handSize()
	s.wantRules(s.play("avid-collecting"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
	s.wantZone(tr, ZoneBattleline)                       // not a token: not a target
	s.wantInt("Alice's hand", s.g.p[0].handSize(), hand) // -1 played, +1 returned
}

// War Grumpus: "After Fight/After Reap: Ready and fight with a
// neighboring Giant."
func TestHandOWarGrumpus(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"war-grumpus", "ho-giant", "troll"}, []string{"urchin", "ember-imp"})
	wg, gi := s.creature(0, "war-grumpus"), s.creature(0, "ho-giant")
	tr := s.creature(0, "troll") // not a Giant
	s.hjExhaust(gi, tr)
	ur, ei := s.creature(1, "urchin"), s.creature(1, "ember-imp")
	s.house("brobnar")
	s.wantRules(s.reap("war-grumpus"), "")
	s.wantRules(s.choose("ember-imp"), "")
	s.wantDamage(gi, 2)
	s.wantZone(ei, ZoneDiscard)
	s.wantZone(wg, ZoneBattleline)
	s.wantZone(ur, ZoneBattleline)
	s.hjWantFlag(tr, flExhausted, true, "exhausted")
	s.wantAember(0, 1)
}

// Norbyn’s Cavern: "Each friendly Æmberling gets +3 power and gains
// skirmish."
func TestHandONorbynsCavern(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"norbyn-s-cavern", "æmberling", "troll"}, []string{"æmberling"})
	s.artifact(0, "norbyn-s-cavern")
	s.g.makeToken(0, CardRef{ID: "æmberling"})
	s.g.makeToken(1, CardRef{ID: "æmberling"})
	tr := s.creature(0, "troll")
	mine, theirs := s.g.p[0].line[0], s.g.p[1].line[0]
	s.wantInt("friendly Æmberling's power", s.g.power(mine), 4)
	s.wantInt("enemy Æmberling's power", s.g.power(theirs), 1)
	s.wantInt("Troll's power", s.g.power(tr), 8)
	if !s.g.hasKeyword(mine, Skirmish) || s.g.hasKeyword(theirs, Skirmish) || s.g.hasKeyword(tr, Skirmish) {
		t.Error("skirmish went to the wrong creatures")
	}
}

// Flint’s Legend: "Play: Move 1A from your opponent's pool to Treasure
// Island."
func TestHandOFlintsLegend(t *testing.T) {
	s := secondTurnScen(t, "skyborn", []string{"flint-s-legend", "treasure-island"}, nil)
	ti := s.artifact(0, "treasure-island")
	s.g.p[1].aember = 3
	s.hand(0, "flint-s-legend")
	s.house("skyborn")
	s.wantRules(s.play("flint-s-legend"), "")
	s.wantAember(1, 2)
	s.wantAember(0, 1) // the bonus icon only
	s.wantInt("Æmber on Treasure Island", int(s.g.cards[ti].aember), 1)
}

// Dexus: "After your opponent plays a creature on their right flank, they
// lose 1A."
func TestHandODexus(t *testing.T) {
	for _, tc := range []struct {
		name string
		left bool
		want int
	}{{"right", false, 2}, {"left", true, 3}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"troll", "krump"}, []string{"dexus"})
			s.creature(1, "dexus")
			s.hand(0, "troll")
			s.creature(0, "krump")
			s.g.p[0].aember = 3
			s.house("brobnar")
			if tc.left {
				s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "troll"}, Flank: FlankLeft})
			} else {
				s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "troll"}, Flank: FlankRight})
			}
			s.wantAember(0, tc.want)
		})
	}
}

// Weak Link: "This creature gains, “While this creature is exhausted, your
// keys cost +6A.”"
func TestHandOWeakLink(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"weak-link", "troll"}, nil)
	tr := s.creature(0, "troll")
	s.heAttach(0, "weak-link", tr)
	s.wantInt("key cost, ready", s.g.keyCost(0), 6)
	s.hjExhaust(tr)
	s.wantInt("key cost, exhausted", s.g.keyCost(0), 12)
	s.wantInt("Bob's key cost", s.g.keyCost(1), 6)
}

// Feldar’s Plan: "Play: During your opponent’s next turn, each time they
// play a card, steal 1A."
func TestHandOFeldarsPlan(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"feldar-s-plan", "urchin"}, []string{"library-access", "mother", "mother"})
	s.hand(0, "feldar-s-plan")
	s.hand(0, "urchin")
	s.house("shadows")
	s.wantRules(s.play("feldar-s-plan"), "")
	s.wantRules(s.play("urchin"), "") // Alice's own play: nothing
	s.wantAember(0, 1)
	s.end()
	s.g.p[1].aember = 3
	s.hand(1, "mother")
	s.hand(1, "library-access")
	s.house("logos")
	s.wantRules(s.play("mother"), "")
	s.wantRules(s.play("library-access"), "")
	s.wantAember(0, 3)
	s.wantAember(1, 1)
	s.end()
	s.end()
	s.g.p[1].aember = 3
	s.hand(1, "mother")
	s.house("logos")
	s.play("mother") // the turn after: over
	s.wantAember(1, 3)
}

// Imperial Traitor: "Play: Look at your opponent’s hand. You may choose
// and purge a Sanctum card in it."
func TestHandOImperialTraitor(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"imperial-traitor"}, []string{"staunch-knight", "troll"})
	sk := s.hand(1, "staunch-knight")
	tr := s.hand(1, "troll")
	s.hand(0, "imperial-traitor")
	s.house("shadows")
	s.wantRules(s.play("imperial-traitor"), "")
	s.wantRules(s.choose("troll"), "effect-target") // the log named a non-Sanctum card
	s.wantZone(tr, ZonePurged)
	s.wantZone(sk, ZoneHand)

	s = secondTurnScen(t, "shadows", []string{"imperial-traitor"}, []string{"staunch-knight"})
	sk = s.hand(1, "staunch-knight")
	s.hand(0, "imperial-traitor")
	s.house("shadows")
	s.play("imperial-traitor")
	s.wantRules(s.choose("staunch-knight"), "")
	s.wantZone(sk, ZonePurged)
}

// Science!: "Play: For the remainder of the turn, after you play another
// action card, gain 1A."
func TestHandOScience(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"science", "library-access", "mother"}, nil)
	s.hand(0, "science")
	s.hand(0, "library-access")
	s.hand(0, "mother")
	s.house("logos")
	s.wantRules(s.play("science"), "")
	s.wantAember(0, 0)
	s.wantRules(s.play("mother"), "") // a creature: nothing
	s.wantAember(0, 0)
	s.wantRules(s.play("library-access"), "")
	s.wantAember(0, 1)
}

// Little Niff: "Omega. Deploy. Elusive. After a neighbor of Little Niff is
// used to fight, steal 1A."
func TestHandOLittleNiff(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"little-niff", "urchin", "silvertooth", "slipshot"}, []string{"troll"})
	s.creature(0, "urchin")
	s.creature(0, "little-niff")
	s.creature(0, "silvertooth")
	s.creature(0, "slipshot")
	s.creature(1, "dust-pixie")
	s.creature(1, "dust-pixie")
	s.g.p[1].aember = 5
	s.house("shadows")
	s.wantRules(s.fight("slipshot", "dust-pixie"), "") // not a neighbor
	s.wantAember(1, 5)
	s.wantRules(s.fight("silvertooth", "dust-pixie"), "")
	s.wantAember(1, 4)
	s.wantAember(0, 1)
}

// Helichopper: "If you are haunted, Helichopper gets +3 power for each A
// on it. Action: Capture 2A."
func TestHandOHelichopper(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"helichopper"}, nil)
	h := s.creature(0, "helichopper")
	s.g.p[1].aember = 5
	s.house("geistoid")
	s.wantRules(s.hbAction("helichopper"), "")
	s.wantAember(1, 3)
	s.wantInt("power, not haunted", s.g.power(h), 5)
	s.hlHaunt(0)
	s.wantInt("power, haunted", s.g.power(h), 11)
}

// Seneschal Sargassa (evil twin): "After a player raises the tide,
// Seneschal Sargassa captures 2A from your opponent."
func TestHandOSeneschalSargassa(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"seneschal-sargassa-evil-twin"}, nil)
	ss := s.creature(0, "seneschal-sargassa-evil-twin")
	s.g.p[0].aember, s.g.p[1].aember = 4, 5
	s.g.hjRaiseTide(1)
	s.wantAember(1, 3)
	s.wantAember(0, 4)
	s.g.hjRaiseTide(0)
	s.wantAember(1, 1)
	s.wantInt("Æmber on it", int(s.g.cards[ss].aember), 4)
}

// Orphiel, Sea’s Chosen: "While the tide is high, Orphiel, Sea’s Chosen
// gains skirmish and, “Fight: Gain 2A.”"
func TestHandOOrphiel(t *testing.T) {
	for _, tc := range []struct {
		name      string
		high      bool
		gain, dmg int
	}{{"high", true, 2, 0}, {"low", false, 0, 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"orphiel-sea-s-chosen"}, []string{"bad-penny"})
			o := s.creature(0, "orphiel-sea-s-chosen")
			s.creature(1, "bad-penny")
			s.g.p[0].tide = tc.high
			s.house("sanctum")
			s.wantRules(s.fight("orphiel-sea-s-chosen", "bad-penny"), "")
			s.wantAember(0, tc.gain)
			s.wantDamage(o, tc.dmg)
		})
	}
}

// Groupthink Tank: "Action: Deal 4D to each creature that shares a house
// with at least 1 of its neighbors."
func TestHandOGroupthinkTank(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"groupthink-tank", "mother", "troll"}, []string{"urchin", "silvertooth", "mother"})
	gt, mo, tr := s.creature(0, "groupthink-tank"), s.creature(0, "mother"), s.creature(0, "troll")
	ur, si, bm := s.creature(1, "urchin"), s.creature(1, "silvertooth"), s.creature(1, "mother")
	s.house("logos")
	s.wantRules(s.hbAction("groupthink-tank"), "")
	s.wantDamage(gt, 1) // 4 less its 3 armor
	s.wantDamage(mo, 4)
	s.wantDamage(tr, 0)
	s.wantZone(ur, ZoneDiscard)
	s.wantZone(si, ZoneDiscard)
	s.wantDamage(bm, 0)
}

// Doctor Driscoll: "Elusive. Action: Heal 2 damage from a creature. Gain
// 1A for each damage healed this way."
func TestHandODoctorDriscoll(t *testing.T) {
	for _, tc := range []struct {
		name      string
		dmg, want int
	}{{"three", 3, 2}, {"one", 1, 1}, {"none", 0, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"doctor-driscoll"}, []string{"troll"})
			s.creature(0, "doctor-driscoll")
			tr := s.creature(1, "troll")
			s.g.cards[tr].damage = int16(tc.dmg)
			s.house("staralliance")
			s.hbAction("doctor-driscoll")
			s.wantRules(s.choose("troll"), "")
			s.wantAember(0, tc.want)
			s.wantDamage(tr, max(tc.dmg-2, 0))
		})
	}
}

// Genetic Blast: "Play: Deal 2D to a creature and each other creature with
// the same name as that creature."
func TestHandOGeneticBlast(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"genetic-blast", "troll", "krump"}, []string{"troll"})
	t1, kr := s.creature(0, "troll"), s.creature(0, "krump")
	t2 := s.creature(1, "troll")
	s.hand(0, "genetic-blast")
	s.house("mars")
	s.play("genetic-blast")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(t1, 2)
	s.wantDamage(t2, 2)
	s.wantDamage(kr, 0)
}

// Brain Drain: "Play: Look at your opponent's hand. Choose a card from it
// and put it on top of their deck."
func TestHandOBrainDrain(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"brain-drain"}, []string{"troll", "krump"})
	tr, kr := s.hand(1, "troll"), s.hand(1, "krump")
	s.hand(0, "brain-drain")
	s.house("unfathomable")
	s.play("brain-drain")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneDeck)
	s.wantZone(kr, ZoneHand)
	top := s.g.p[1].deckTop
	if len(top) == 0 || top[len(top)-1] != tr {
		t.Error("Troll is not on top of Bob's deck")
	}
}

// Furtive Investors: "Play: If your opponent has more A than you, gain 1A
// for each key your opponent has forged."
func TestHandOFurtiveInvestors(t *testing.T) {
	for _, tc := range []struct {
		name         string
		mine, theirs int
		want         int
	}{{"more", 2, 4, 3 + 2}, {"equal", 3, 3, 4}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"furtive-investors"}, nil)
			s.g.p[1].keys[KeyRed], s.g.p[1].keys[KeyBlue] = true, true
			s.g.p[0].keys[KeyRed] = true
			s.g.p[0].aember, s.g.p[1].aember = tc.mine, tc.theirs
			s.hand(0, "furtive-investors")
			s.house("shadows")
			s.wantRules(s.play("furtive-investors"), "")
			s.wantAember(0, tc.want)
		})
	}
}

// Beyond All Darkness: "Play: For the remainder of the turn, after a
// creature is destroyed, make a token creature."
func TestHandOBeyondAllDarkness(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"beyond-all-darkness", "catena-fiend", "troll"}, []string{"urchin", "silvertooth", "urchin"})
	s.creature(0, "troll")
	s.creature(1, "urchin")
	s.creature(1, "silvertooth")
	s.hand(0, "beyond-all-darkness")
	s.house("dis")
	s.wantRules(s.play("beyond-all-darkness"), "")
	s.wantInt("creatures before", len(s.g.p[0].line), 1)
	s.hjDestroy("urchin")
	s.hjDestroy("silvertooth")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 3)
	s.wantInt("Bob's creatures", len(s.g.p[1].line), 0)
	s.end()
	s.creature(1, "urchin")
	s.hjDestroy("urchin") // Bob's turn: over
	s.wantInt("Alice's creatures after the turn", len(s.g.p[0].line), 3)
}

// Freedom to Be: "Play: Forge a key at +4A current cost, reduced by 1A for
// each Skyborn creature on a flank."
func TestHandOFreedomToBe(t *testing.T) {
	for _, tc := range []struct {
		name   string
		sky    int
		aember int
		forged bool
	}{{"two flanks, 8", 2, 8, true}, {"one flank, 8", 1, 8, false}, {"one flank, 9", 1, 9, true}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "skyborn", []string{"freedom-to-be", "ho-skyborn", "ho-skyborn", "troll"}, nil)
			s.creature(0, "ho-skyborn")
			s.creature(0, "troll")
			if tc.sky == 2 {
				s.creature(0, "ho-skyborn")
			}
			s.hand(0, "freedom-to-be")
			s.house("skyborn")
			s.g.p[0].aember = tc.aember
			s.wantRules(s.play("freedom-to-be"), "")
			s.wantInt("keys", s.g.p[0].keyCount(), map[bool]int{true: 1, false: 0}[tc.forged])
			if tc.forged {
				s.wantAember(0, tc.aember-(10-tc.sky))
			}
		})
	}
}

// Grunt Work: "Play: Look at the top 3 cards of your deck and put them back
// in any order. Make a token creature."
func TestHandOGruntWork(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"grunt-work", "warrior"}, nil)
	s.hand(0, "grunt-work")
	s.house("staralliance")
	s.wantRules(s.play("grunt-work"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
	s.wantAember(0, 1)
}

// Narl Gibbus: "While enraged Narl Gibbus gains skirmish and splash-attack
// 3. Play/After Reap: Enrage Narl Gibbus."
func TestHandONarlGibbus(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"narl-gibbus", "troll"}, []string{"urchin", "silvertooth", "bad-penny"})
	s.creature(0, "troll")
	s.creature(1, "urchin")
	st := s.creature(1, "silvertooth")
	s.creature(1, "bad-penny")
	s.hand(0, "narl-gibbus")
	s.house("untamed")
	s.wantRules(s.play("narl-gibbus"), "")
	n := s.g.p[0].line[len(s.g.p[0].line)-1]
	s.hbWantFlag(n, flEnraged, true, "enraged")
	if !s.g.hasKeyword(n, Skirmish) || s.g.keywordN(n, SplashAttack) != 3 {
		t.Error("enraged Narl Gibbus lacks skirmish or splash-attack 3")
	}
	s.g.cards[n].flags &^= flEnraged
	if s.g.hasKeyword(n, Skirmish) || s.g.keywordN(n, SplashAttack) != 0 {
		t.Error("Narl Gibbus keeps its keywords when not enraged")
	}
	s.g.cards[n].flags |= flEnraged
	s.g.cards[n].flags &^= flExhausted
	s.wantRules(s.fight("narl-gibbus", "silvertooth"), "")
	s.wantDamage(n, 0) // skirmish
	s.wantZone(st, ZoneDiscard)
	s.wantInt("Bob's creatures", len(s.g.p[1].line), 0) // 3 splash to each neighbor
}

// Hideaway Hole: "Omni: Sacrifice Hideaway Hole. Creatures you control gain
// elusive until the start of your next turn."
func TestHandOHideawayHole(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"hideaway-hole", "troll"}, []string{"krump"})
	hh := s.artifact(0, "hideaway-hole")
	tr := s.creature(0, "troll")
	kr := s.creature(1, "krump")
	s.house("brobnar")
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "hideaway-hole"}}), "")
	s.wantZone(hh, ZoneDiscard)
	if !s.g.hasKeyword(tr, Elusive) || s.g.hasKeyword(kr, Elusive) {
		t.Error("elusive went to the wrong creatures")
	}
	s.end()
	if !s.g.hasKeyword(tr, Elusive) {
		t.Error("elusive ended before the start of Alice's next turn")
	}
	s.end()
	if s.g.hasKeyword(tr, Elusive) {
		t.Error("elusive outlasted Bob's turn")
	}
}

// Perfect Harmony: "Play: Draw 2 cards, gain 2A, and archive a card if you
// control creatures from 3 or more different houses."
func TestHandOPerfectHarmony(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"perfect-harmony", "troll", "mother", "staunch-knight", "krump"}, nil)
	s.creature(0, "troll")
	s.creature(0, "mother")
	s.creature(0, "staunch-knight")
	kr := s.hand(0, "krump")
	s.hand(0, "perfect-harmony")
	s.house("sanctum")
	before := s.g.p[0].handSize()
	s.play("perfect-harmony")
	s.wantRules(s.choose("krump"), "")
	s.wantAember(0, 3)
	s.wantZone(kr, ZoneArchives)
	s.wantInt("hand", s.g.p[0].handSize(), before-1+2-1)

	s = secondTurnScen(t, "sanctum", []string{"perfect-harmony", "troll", "staunch-knight"}, nil)
	s.creature(0, "troll")
	s.creature(0, "staunch-knight")
	s.hand(0, "perfect-harmony")
	s.house("sanctum")
	before = s.g.p[0].handSize()
	s.wantRules(s.play("perfect-harmony"), "")
	s.wantAember(0, 1)
	s.wantInt("hand, two houses", s.g.p[0].handSize(), before-1)
}

// Red Planet Ray Gun: "This creature gains, “Reap: Choose a creature. Deal
// 1D to that creature for each Mars creature in play.”"
func TestHandORedPlanetRayGun(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"red-planet-ray-gun", "zorg", "yandylinx"}, []string{"parabyte", "troll"})
	z := s.creature(0, "zorg")
	s.creature(0, "yandylinx")
	s.creature(1, "parabyte")
	tr := s.creature(1, "troll")
	s.heAttach(0, "red-planet-ray-gun", z)
	s.house("mars")
	s.wantRules(s.reap("zorg"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 3) // Zorg, Yandylinx and Bob's Parabyte
	s.wantAember(0, 1)
}

// Cryptic Collapse: "Play: Discard your hand. For each card discarded this
// way, an enemy creature captures 1A from its own side."
func TestHandOCrypticCollapse(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"cryptic-collapse", "troll", "krump"}, []string{"urchin", "silvertooth"})
	ur, si := s.creature(1, "urchin"), s.creature(1, "silvertooth")
	s.hjHandTo(0, 0)
	s.hand(0, "cryptic-collapse")
	s.hand(0, "troll")
	s.hand(0, "krump")
	s.house("dis")
	s.g.p[1].aember = 5
	s.wantRules(s.play("cryptic-collapse"), "")
	s.wantRules(s.choose("urchin", "silvertooth"), "")
	s.wantInt("Alice's hand", s.g.p[0].handSize(), 0)
	s.wantInt("Æmber on Urchin", int(s.g.cards[ur].aember), 1)
	s.wantInt("Æmber on Silvertooth", int(s.g.cards[si].aember), 1)
	s.wantAember(1, 3)
	s.wantAember(0, 1)
}

// Savant: "Action: You may choose a card in your archives and put it into
// its owner’s hand. Otherwise, archive a card."
func TestHandOSavant(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"savant", "troll", "krump"}, nil)
	s.g.makeToken(0, CardRef{ID: "savant"})
	s.g.cards[s.g.p[0].line[0]].flags &^= flExhausted
	tr := s.hiArchived(0, "troll")
	kr := s.hand(0, "krump")
	s.house("logos")
	s.wantRules(s.hbAction("savant"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneHand)
	s.wantZone(kr, ZoneHand)

	s = secondTurnScen(t, "logos", []string{"savant", "troll", "krump"}, nil)
	s.g.makeToken(0, CardRef{ID: "savant"})
	s.g.cards[s.g.p[0].line[0]].flags &^= flExhausted
	tr = s.hiArchived(0, "troll")
	kr = s.hand(0, "krump")
	s.house("logos")
	s.hbAction("savant")
	s.wantRules(s.words("no"), "")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(tr, ZoneArchives)
	s.wantZone(kr, ZoneArchives)
}

// Plublio’s Decree: "Play: You may exalt up to 3 friendly creatures. For
// the remainder of the turn, they belong to house Saurian."
func TestHandOPlubliosDecree(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"plublio-s-decree", "troll", "krump", "valdr"}, nil)
	tr, kr, va := s.creature(0, "troll"), s.creature(0, "krump"), s.creature(0, "valdr")
	s.hand(0, "plublio-s-decree")
	s.house("saurian")
	s.wantRules(s.play("plublio-s-decree"), "")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
	s.wantInt("Æmber on Valdr", int(s.g.cards[va].aember), 0)
	if s.g.houseOf(tr) != "saurian" || s.g.houseOf(kr) != "saurian" || s.g.houseOf(va) != "brobnar" {
		t.Errorf("houses: %s %s %s", s.g.houseOf(tr), s.g.houseOf(kr), s.g.houseOf(va))
	}
	s.wantRules(s.reap("troll"), "") // a Saurian creature on a Saurian turn
	s.end()
	if s.g.houseOf(tr) != "brobnar" {
		t.Error("Troll is still Saurian after the turn")
	}
}

// Martian Propagandist: "Play/After Reap: For the remainder of the turn,
// each of Martian Propagandist's neighbors belong to house Mars."
func TestHandOMartianPropagandist(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"martian-propagandist", "troll", "krump", "valdr"}, nil)
	tr, kr, va := s.creature(0, "troll"), s.creature(0, "krump"), s.creature(0, "valdr")
	s.hand(0, "martian-propagandist")
	s.house("mars")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "martian-propagandist"}, Flank: FlankLeft}), "")
	if s.g.houseOf(tr) != "mars" || s.g.houseOf(kr) != "brobnar" || s.g.houseOf(va) != "brobnar" {
		t.Errorf("houses: %s %s %s", s.g.houseOf(tr), s.g.houseOf(kr), s.g.houseOf(va))
	}
	s.wantRules(s.reap("troll"), "")
	s.wantAember(0, 1)
}

// Shield-U-Later: "Shield-U-Later may be played as an upgrade instead of a
// creature, with the text: “This creature gets +2 armor.”"
func TestHandOShieldULater(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"shield-u-later", "krump"}, nil)
	k := s.creature(0, "krump")
	s.house("staralliance")
	s.wantRules(s.hbPlayUpgrade("shield-u-later", "krump"), "")
	s.wantInt("Krump's armor", s.g.armor(k), 2)
	s.wantInt("creatures", len(s.g.p[0].line), 1)

	s = secondTurnScen(t, "staralliance", []string{"shield-u-later"}, nil)
	s.hand(0, "shield-u-later")
	s.house("staralliance")
	s.wantRules(s.play("shield-u-later"), "")
	su := s.g.p[0].line[0]
	s.wantInt("its own armor as a creature", s.g.armor(su), 2)
}

// Explo-rover: "Skirmish. Explo-rover may be played as an upgrade instead
// of a creature, with the text: “This creature gains skirmish.”"
func TestHandOExploRover(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"explo-rover", "krump"}, nil)
	k := s.creature(0, "krump")
	s.house("staralliance")
	s.wantRules(s.hbPlayUpgrade("explo-rover", "krump"), "")
	if !s.g.hasKeyword(k, Skirmish) {
		t.Error("Krump lacks skirmish")
	}
	s.wantInt("creatures", len(s.g.p[0].line), 1)
}

// Colonist Chapman (evil twin): "Elusive. Play: Capture all A from each
// player."
func TestHandOColonistChapman(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"colonist-chapman-evil-twin"}, nil)
	s.hand(0, "colonist-chapman-evil-twin")
	s.house("staralliance")
	s.g.p[0].aember, s.g.p[1].aember = 2, 4
	s.wantRules(s.play("colonist-chapman-evil-twin"), "")
	cc := s.g.p[0].line[0]
	s.wantAember(0, 0)
	s.wantAember(1, 0)
	s.wantInt("Æmber on it", int(s.g.cards[cc].aember), 6)
}

// Fight to the End: "Play: Choose a friendly creature. If you are haunted,
// that creature gains skirmish. Ready and fight with that creature."
func TestHandOFightToTheEnd(t *testing.T) {
	for _, tc := range []struct {
		name    string
		haunted bool
		dmg     int
	}{{"haunted", true, 0}, {"not haunted", false, 2}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"fight-to-the-end", "troll"}, []string{"silvertooth"})
			tr := s.creature(0, "troll")
			s.hjExhaust(tr)
			si := s.creature(1, "silvertooth")
			if tc.haunted {
				s.hlHaunt(0)
			}
			s.hand(0, "fight-to-the-end")
			s.house("brobnar")
			s.play("fight-to-the-end")
			s.wantRules(s.choose("troll", "silvertooth"), "")
			s.wantZone(si, ZoneDiscard)
			s.wantDamage(tr, tc.dmg)
		})
	}
}

// Replicative Growth: "Play: For the remainder of the turn, each friendly
// creature gains, “After Reap: Move 1A from this creature to your pool.”"
func TestHandOReplicativeGrowth(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"replicative-growth", "tangimangi", "wretched-doll"}, nil)
	tg, wd := s.creature(0, "tangimangi"), s.creature(0, "wretched-doll")
	s.g.cards[tg].aember, s.g.cards[wd].aember = 2, 2
	s.hand(0, "replicative-growth")
	s.house("geistoid")
	s.wantRules(s.play("replicative-growth"), "")
	s.wantRules(s.reap("tangimangi"), "")
	s.wantAember(0, 1+1+1)
	s.wantInt("Æmber on Tangimangi", int(s.g.cards[tg].aember), 1)
	s.wantInt("Æmber on Wretched Doll", int(s.g.cards[wd].aember), 2)
}

// Vindication Outpost: "Action: Put a friendly creature on the bottom of
// its owner's deck. If you do, make a token creature, ready it, and fight
// with it."
func TestHandOVindicationOutpost(t *testing.T) {
	s := secondTurnScen(t, "redemption", []string{"vindication-outpost", "warrior", "troll"}, []string{"ember-imp"})
	s.artifact(0, "vindication-outpost")
	tr := s.creature(0, "troll")
	ei := s.creature(1, "ember-imp")
	s.house("redemption")
	s.wantRules(s.hbAction("vindication-outpost"), "") // one choice each: Troll, the deck's token, Ember Imp
	if z := s.g.cards[tr].zone; z.InPlay() || z == ZoneDiscard {
		t.Errorf("Troll is in %s, want the deck", z)
	}
	s.wantZone(ei, ZoneDiscard)
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
	s.wantDamage(s.g.p[0].line[0], 2)
}

// Duma the Returned: "Destroyed: Return the top 3 cards of your discard
// pile to your hand. If you are haunted, archive Duma the Returned."
func TestHandODumaTheReturned(t *testing.T) {
	for _, tc := range []struct {
		name    string
		haunted bool
		want    Zone
	}{{"haunted", true, ZoneArchives}, {"not haunted", false, ZoneDiscard}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"duma-the-returned", "troll", "krump", "valdr", "bumpsy"}, nil)
			d := s.creature(0, "duma-the-returned")
			if tc.haunted {
				s.hlHaunt(0)
			}
			b := s.hbDiscarded(0, "bumpsy")
			v, k, tr := s.hbDiscarded(0, "valdr"), s.hbDiscarded(0, "krump"), s.hbDiscarded(0, "troll")
			s.house("sanctum")
			s.wantRules(s.hjDestroy("duma-the-returned"), "")
			for _, id := range []int16{v, k, tr} {
				s.wantZone(id, ZoneHand)
			}
			s.wantZone(b, ZoneDiscard)
			s.wantZone(d, tc.want)
		})
	}
}

// Berserker: "Berserker enters play ready and enraged. After Fight: Destroy
// Berserker."
func TestHandOBerserker(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"berserker", "troll"}, []string{"dust-pixie"})
	tr := s.creature(0, "troll")
	s.creature(1, "dust-pixie")
	s.house("brobnar")
	s.g.makeToken(0, CardRef{ID: "berserker"})
	b := s.g.p[0].line[1]
	s.hbWantFlag(b, flExhausted, false, "exhausted")
	s.hbWantFlag(b, flEnraged, true, "enraged")
	s.hbWantFlag(tr, flEnraged, false, "Troll enraged")
	s.wantRules(s.fight("berserker", "dust-pixie"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
}

// Paragon: "If there is a Mutant creature in play, Paragon enters play
// enraged."
func TestHandOParagon(t *testing.T) {
	for _, tc := range []struct {
		name   string
		mutant bool
	}{{"mutant", true}, {"none", false}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "redemption", []string{"paragon"}, []string{"zorg"})
			if tc.mutant {
				s.creature(1, "zorg")
			}
			s.house("redemption")
			s.g.makeToken(0, CardRef{ID: "paragon"})
			s.hbWantFlag(s.g.p[0].line[0], flEnraged, tc.mutant, "enraged")
		})
	}
}

// Brash Grabber: "If you are not haunted, Brash Grabber enters play
// enraged. Omni: Move 1A from an enemy creature to your pool."
func TestHandOBrashGrabber(t *testing.T) {
	for _, tc := range []struct {
		name    string
		haunted bool
	}{{"haunted", true}, {"not haunted", false}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "mars", []string{"brash-grabber"}, []string{"troll"})
			tr := s.creature(1, "troll")
			s.g.cards[tr].aember = 2
			if tc.haunted {
				s.hlHaunt(0)
			}
			s.hand(0, "brash-grabber")
			s.house("mars")
			s.wantRules(s.play("brash-grabber"), "")
			bg := s.g.p[0].line[0]
			s.hbWantFlag(bg, flEnraged, !tc.haunted, "enraged")
			s.g.cards[bg].flags &^= flExhausted | flEnraged
			s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "brash-grabber"}}), "")
			s.wantAember(0, 1)
			s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
		})
	}
}

// Pingle Who Annoys: "Elusive. Deal 1D to each enemy creature after it
// enters play."
func TestHandOPingleWhoAnnoys(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"pingle-who-annoys", "troll"}, []string{"mother"})
	s.creature(0, "pingle-who-annoys")
	s.hand(0, "troll")
	s.hand(1, "mother")
	s.house("brobnar")
	s.wantRules(s.play("troll"), "")
	s.wantDamage(s.g.p[0].line[1], 0) // friendly: no damage
	s.end()
	s.house("logos")
	s.wantRules(s.play("mother"), "")
	s.wantDamage(s.g.p[1].line[0], 1)
}

// Curse of Forgetfulness: "Treachery. At the end of your turn, purge the
// top card in your discard pile."
func TestHandOCurseOfForgetfulness(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"troll", "krump"}, []string{"curse-of-forgetfulness"})
	cf := s.take(1, "curse-of-forgetfulness") // Bob's, under Alice's control (Treachery)
	s.g.enterPlay(cf, 0, ZoneArtifacts)
	s.g.cards[cf].flags = 0
	s.g.p[0].arts = append(s.g.p[0].arts, cf)
	k := s.hbDiscarded(0, "krump")
	tr := s.hbDiscarded(0, "troll")
	s.house("brobnar")
	s.end()
	s.wantZone(tr, ZonePurged)
	s.wantZone(k, ZoneDiscard)
	s.house("logos")
	s.end() // Bob's turn: nothing
	s.wantZone(k, ZoneDiscard)
}

// The Grand Gord: "At the start of your turn, if you control the most
// powerful creature (or a creature tied for most powerful), make a token
// creature."
func TestHandOTheGrandGord(t *testing.T) {
	for _, tc := range []struct {
		name  string
		enemy string
		want  int
	}{{"tied", "bumpsy", 3}, {"weaker", "troll", 2}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"the-grand-gord", "warrior", "warrior", "krump"}, []string{tc.enemy})
			s.creature(0, "the-grand-gord")
			s.creature(0, "krump") // 6: ties Bumpsy? no: Bumpsy is 5
			s.creature(1, tc.enemy)
			s.house("brobnar")
			s.end()
			s.end()
			s.wantInt("Alice's creatures", len(s.g.p[0].line), tc.want)
		})
	}
}

// Signal Fire: "Omni: Sacrifice Signal Fire. For the remainder of the
// turn, friendly Brobnar creatures may fight as though they belonged to
// the active house."
func TestHandOSignalFire(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"signal-fire", "troll", "krump"}, []string{"dust-pixie"})
	sf := s.artifact(0, "signal-fire")
	s.creature(0, "troll")
	s.creature(0, "krump")
	s.creature(1, "dust-pixie")
	s.creature(1, "dust-pixie")
	s.house("logos")
	if rules(s.fight("krump", "dust-pixie")) == "" { // recorded as played, flagged
		t.Fatal("Krump fought before Signal Fire")
	}
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "signal-fire"}}), "")
	s.wantZone(sf, ZoneDiscard)
	s.wantRules(s.fight("troll", "dust-pixie"), "")
	s.wantInt("Bob's creatures", len(s.g.p[1].line), 0)
}

// Roxador: "Skirmish. Roxador only deals 2D when fighting. Fight: Stun the
// attacked creature."
func TestHandORoxador(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"roxador"}, []string{"troll"})
	s.creature(0, "roxador")
	tr := s.creature(1, "troll")
	s.house("untamed")
	s.wantRules(s.fight("roxador", "troll"), "")
	s.wantDamage(tr, 2)
	s.hbWantFlag(tr, flStunned, true, "stunned")
}

// Ghostly Dr. Verokter: "Elusive. Play/After Reap: Return a card from your
// discard pile to the top of your deck. Destroyed: If you are haunted,
// archive Ghostly Dr. Verokter."
func TestHandOGhostlyDrVerokter(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"ghostly-dr-verokter", "troll", "krump"}, nil)
	tr, kr := s.hbDiscarded(0, "troll"), s.hbDiscarded(0, "krump")
	s.hand(0, "ghostly-dr-verokter")
	s.house("logos")
	s.play("ghostly-dr-verokter")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneDeck)
	s.wantZone(kr, ZoneDiscard)
	top := s.g.p[0].deckTop
	if len(top) == 0 || top[len(top)-1] != tr {
		t.Error("Troll is not on top of Alice's deck")
	}
	s.hlHaunt(0)
	gv := s.g.p[0].line[0]
	s.wantRules(s.hjDestroy("ghostly-dr-verokter"), "")
	s.wantZone(gv, ZoneArchives)
}

// Mass Abduction: "Play: Put up to 3 damaged enemy creatures into your
// archives. …"
func TestHandOMassAbduction(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"mass-abduction"}, []string{"troll", "krump", "valdr"})
	tr, kr, va := s.creature(1, "troll"), s.creature(1, "krump"), s.creature(1, "valdr")
	s.g.cards[tr].damage, s.g.cards[kr].damage = 1, 1
	s.hand(0, "mass-abduction")
	s.house("mars")
	s.play("mass-abduction")
	if rules(s.choose("troll", "valdr")) == "" {
		t.Error("an undamaged creature was a target")
	}
	s = secondTurnScen(t, "mars", []string{"mass-abduction"}, []string{"troll", "krump", "valdr"})
	tr, kr, va = s.creature(1, "troll"), s.creature(1, "krump"), s.creature(1, "valdr")
	s.g.cards[tr].damage, s.g.cards[kr].damage = 1, 1
	s.hand(0, "mass-abduction")
	s.house("mars")
	s.play("mass-abduction")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantZone(tr, ZoneArchives)
	s.wantZone(kr, ZoneArchives)
	s.wantZone(va, ZoneBattleline)
	s.wantInt("Alice's archives", s.g.p[0].archiveSize(), 2)
}

// UFO: "Play: Discard cards from the top of your deck until you discard a
// Mars card or run out of cards. If you discard a Mars card this way, put
// it into your hand."
func TestHandOUFO(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"ufo", "troll", "zorg"}, nil)
	s.hand(0, "ufo")
	s.house("mars")
	s.play("ufo")
	s.wantRules(s.choose("troll", "zorg"), "")
	if !hcInHand(s.g, 0, "zorg") {
		t.Error("Zorg is not in Alice's hand")
	}
	if hcInHand(s.g, 0, "troll") || s.hcDiscards(0) != 2 { // UFO and Troll
		t.Errorf("discard pile = %d, want UFO and Troll", s.hcDiscards(0))
	}
}

// Chelonia (evil twin): "Elusive. After you play another creature, if the
// tide is high, your opponent loses 1A."
func TestHandOChelonia(t *testing.T) {
	for _, tc := range []struct {
		name string
		high bool
		want int
	}{{"high", true, 2}, {"low", false, 3}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"chelonia-evil-twin", "hunting-witch", "save-the-pack"}, nil)
			s.creature(0, "chelonia-evil-twin")
			s.hand(0, "hunting-witch")
			s.hand(0, "save-the-pack")
			s.g.p[0].tide = tc.high
			s.house("untamed")
			s.g.p[1].aember = 3
			s.wantRules(s.play("save-the-pack"), "") // an action: nothing
			s.wantAember(1, 3)
			s.wantRules(s.play("hunting-witch"), "")
			s.wantAember(1, tc.want)
		})
	}
}

// Revived Ză-Orhă: "Play: If your opponent has more forged keys than you,
// forge a key at current cost. If you do, purge Revived Ză-Orhă.
// Destroyed: If you are haunted, archive Revived Ză-Orhă."
func TestHandORevivedZaOrha(t *testing.T) {
	for _, tc := range []struct {
		name        string
		theirs, pot int
		forged      bool
	}{{"behind", 1, 6, true}, {"even", 0, 6, false}, {"poor", 1, 5, false}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "ekwidon", []string{"revived-ză-orhă"}, nil)
			if tc.theirs > 0 {
				s.g.p[1].keys[KeyRed] = true
			}
			rz := s.hand(0, "revived-ză-orhă")
			s.house("ekwidon")
			s.g.p[0].aember = tc.pot
			s.wantRules(s.play("revived-ză-orhă"), "")
			s.wantInt("keys", s.g.p[0].keyCount(), map[bool]int{true: 1}[tc.forged])
			if tc.forged {
				s.wantZone(rz, ZonePurged)
			} else {
				s.wantZone(rz, ZoneBattleline)
			}
		})
	}
	s := secondTurnScen(t, "ekwidon", []string{"revived-ză-orhă"}, nil)
	rz := s.creature(0, "revived-ză-orhă")
	s.hlHaunt(0)
	s.wantRules(s.hjDestroy("revived-ză-orhă"), "")
	s.wantZone(rz, ZoneArchives)
}

// Ballistego: "While Ballistego has A on it, it gains splash-attack 3.
// Play: You may exalt Ballistego."
func TestHandOBallistego(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"ballistego"}, nil)
	s.hand(0, "ballistego")
	s.house("saurian")
	s.play("ballistego")
	s.wantRules(s.words("yes"), "")
	b := s.g.p[0].line[0]
	s.wantInt("Æmber on it", int(s.g.cards[b].aember), 1)
	s.wantInt("splash-attack", s.g.keywordN(b, SplashAttack), 3)
	s.g.cards[b].aember = 0
	s.wantInt("splash-attack without A", s.g.keywordN(b, SplashAttack), 0)

	s = secondTurnScen(t, "saurian", []string{"ballistego"}, nil)
	s.hand(0, "ballistego")
	s.house("saurian")
	s.play("ballistego")
	s.wantRules(s.words("no"), "")
	s.wantInt("Æmber on it, no", int(s.g.cards[s.g.p[0].line[0]].aember), 0)
}

// The Grim Reaper: "If you are haunted, The Grim Reaper enters play ready.
// Reap: Purge an enemy creature and a friendly creature."
func TestHandOTheGrimReaper(t *testing.T) {
	for _, tc := range []struct {
		name    string
		haunted bool
	}{{"haunted", true}, {"not haunted", false}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"the-grim-reaper"}, nil)
			if tc.haunted {
				s.hlHaunt(0)
			}
			s.hand(0, "the-grim-reaper")
			s.house("brobnar")
			s.wantRules(s.play("the-grim-reaper"), "")
			s.hbWantFlag(s.g.p[0].line[0], flExhausted, !tc.haunted, "exhausted")
		})
	}
	s := secondTurnScen(t, "brobnar", []string{"the-grim-reaper", "troll"}, []string{"krump", "valdr"})
	s.creature(0, "the-grim-reaper")
	tr := s.creature(0, "troll")
	kr, va := s.creature(1, "krump"), s.creature(1, "valdr")
	s.house("brobnar")
	s.reap("the-grim-reaper")
	s.wantRules(s.choose("krump", "troll"), "")
	s.wantZone(kr, ZonePurged)
	s.wantZone(tr, ZonePurged)
	s.wantZone(va, ZoneBattleline)
}

// Sample Collection: "Play: Put an enemy creature into your archives for
// each key your opponent has forged. …"
func TestHandOSampleCollection(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"sample-collection"}, []string{"troll", "krump", "valdr"})
	tr, kr, va := s.creature(1, "troll"), s.creature(1, "krump"), s.creature(1, "valdr")
	s.g.p[1].keys[KeyRed], s.g.p[1].keys[KeyBlue] = true, true
	s.hand(0, "sample-collection")
	s.house("mars")
	s.play("sample-collection")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantZone(tr, ZoneArchives)
	s.wantZone(kr, ZoneArchives)
	s.wantZone(va, ZoneBattleline)

	s = secondTurnScen(t, "mars", []string{"sample-collection"}, []string{"troll", "krump"})
	tr, kr = s.creature(1, "troll"), s.creature(1, "krump")
	s.g.p[1].keys[KeyRed] = true
	s.hand(0, "sample-collection")
	s.house("mars")
	s.play("sample-collection")
	s.wantRules(s.choose("troll", "krump"), "effect-target") // one key: one creature
	s.wantZone(tr, ZoneArchives)
	s.wantZone(kr, ZoneBattleline)
}

// The First Scroll: "After a player forges a key, each creature they
// control captures 1A from its own side."
func TestHandOTheFirstScroll(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"the-first-scroll", "troll", "krump"}, []string{"urchin"})
	s.artifact(0, "the-first-scroll")
	tr, kr := s.creature(0, "troll"), s.creature(0, "krump")
	ur := s.creature(1, "urchin")
	s.g.p[0].aember, s.g.p[1].aember = 8, 3
	s.house("brobnar") // forges at 6: 2 left
	s.wantInt("keys", s.g.p[0].keyCount(), 1)
	s.wantAember(0, 0)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
	s.wantInt("Æmber on Krump", int(s.g.cards[kr].aember), 1)
	s.wantInt("Æmber on Urchin", int(s.g.cards[ur].aember), 0)
	s.wantAember(1, 3)
}

// Under Pressure: "This creature cannot ready."
func TestHandOUnderPressure(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"under-pressure", "troll", "krump"}, nil)
	tr, kr := s.creature(0, "troll"), s.creature(0, "krump")
	s.heAttach(0, "under-pressure", tr)
	s.house("brobnar")
	s.wantRules(s.reap("troll"), "")
	s.wantRules(s.reap("krump"), "")
	s.end()
	s.end()
	s.hbWantFlag(tr, flExhausted, true, "Troll exhausted after the ready step")
	s.hbWantFlag(kr, flExhausted, false, "Krump exhausted after the ready step")
	s.g.readyOrExhaust(tr, true)
	s.hbWantFlag(tr, flExhausted, true, "Troll exhausted after a ready effect")
}

// Giltspine School: "Token creatures do not ready during their
// controller’s “ready cards” step. Play: Make 3 token creatures."
func TestHandOGiltspineSchool(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"giltspine-school", "warrior", "troll"}, nil)
	tr := s.creature(0, "troll")
	s.hand(0, "giltspine-school")
	s.house("unfathomable")
	s.wantRules(s.play("giltspine-school"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 5)
	s.hjExhaust(tr)
	s.end()
	s.end()
	for _, id := range s.g.p[0].line {
		s.hbWantFlag(id, flExhausted, s.g.def(id).Type == TypeTokenCreature, s.g.name(id)+" exhausted")
	}
}

// Physaloha: "Enhance DD. Damaged creatures do not ready during the “ready
// cards” step."
func TestHandOPhysaloha(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"physaloha", "troll"}, []string{"krump", "valdr"})
	s.creature(0, "physaloha")
	tr := s.creature(0, "troll")
	kr, va := s.creature(1, "krump"), s.creature(1, "valdr")
	s.g.cards[tr].damage, s.g.cards[kr].damage = 1, 1
	s.hjExhaust(tr, kr, va)
	s.house("unfathomable")
	s.end() // Alice's "ready cards" step
	s.hbWantFlag(tr, flExhausted, true, "damaged Troll exhausted")
	s.end() // Bob's
	s.hbWantFlag(kr, flExhausted, true, "damaged Krump exhausted")
	s.hbWantFlag(va, flExhausted, false, "Valdr exhausted")
}

// Pestergrove: "Each creature enters play enraged."
func TestHandOPestergrove(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"troll"}, []string{"pestergrove"})
	s.artifact(1, "pestergrove")
	s.hand(0, "troll")
	s.house("brobnar")
	s.wantRules(s.play("troll"), "")
	s.hbWantFlag(s.g.p[0].line[0], flEnraged, true, "enraged")
}

// Rocketeer Tryska: "While the tide is high, Rocketeer Tryska’s neighbors
// enter play ready."
func TestHandORocketeerTryska(t *testing.T) {
	for _, tc := range []struct {
		name string
		high bool
	}{{"high", true}, {"low", false}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"rocketeer-tryska", "precision-striker", "troll"}, nil)
			s.creature(0, "troll")
			s.creature(0, "rocketeer-tryska")
			s.hand(0, "precision-striker")
			s.g.p[0].tide = tc.high
			s.house("staralliance")
			s.wantRules(s.play("precision-striker"), "")
			s.hbWantFlag(s.g.p[0].line[2], flExhausted, !tc.high, "exhausted")
		})
	}
}

// Saurarium: "Each creature with the lowest power cannot reap."
func TestHandOSaurarium(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"saurarium", "troll", "bumpsy"}, []string{"urchin"})
	s.artifact(0, "saurarium")
	s.creature(0, "troll")
	s.creature(0, "bumpsy")
	s.creature(1, "urchin")
	s.house("brobnar")
	s.wantRules(s.reap("bumpsy"), "") // 5 power: Bob's Urchin (1) is the lowest
	s.wantAember(0, 1)

	s = secondTurnScen(t, "brobnar", []string{"saurarium", "troll", "bumpsy"}, nil)
	s.artifact(0, "saurarium")
	s.creature(0, "troll")
	s.creature(0, "bumpsy")
	s.house("brobnar")
	s.wantRules(s.reap("bumpsy"), "restricted")
	s.wantRules(s.reap("troll"), "")
}

// Panpaca, Anga: "Creatures to the right of Panpaca, Anga in the
// battleline get +2 power."
func TestHandOPanpacaAnga(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"panpaca-anga", "troll", "krump", "valdr"}, []string{"bumpsy"})
	tr := s.creature(0, "troll")
	pa := s.creature(0, "panpaca-anga")
	kr, va := s.creature(0, "krump"), s.creature(0, "valdr")
	bu := s.creature(1, "bumpsy")
	for _, tc := range []struct {
		id   int16
		want int
	}{{tr, 8}, {pa, 5}, {kr, 8}, {va, 8}, {bu, 5}} {
		s.wantInt(s.g.name(tc.id)+"'s power", s.g.power(tc.id), tc.want)
	}
}

// Hoplite’s Dory: "This creature gets +2 power for each exhausted creature
// to its left."
func TestHandOHoplitesDory(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"hoplite-s-dory", "troll", "krump", "valdr", "bumpsy"}, nil)
	tr, kr := s.creature(0, "troll"), s.creature(0, "krump")
	va, bu := s.creature(0, "valdr"), s.creature(0, "bumpsy")
	s.heAttach(0, "hoplite-s-dory", va)
	s.hjExhaust(tr, kr, bu) // Bumpsy is to its right
	s.wantInt("Valdr's power", s.g.power(va), 6+4)
	s.g.cards[kr].flags &^= flExhausted
	s.wantInt("Valdr's power, one exhausted", s.g.power(va), 6+2)
}

// Mini Groupthink Tank: "Play/Fight/Reap: Deal 8D to a creature that
// shares a house with 2 of its neighbors."
func TestHandOMiniGroupthinkTank(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"mini-groupthink-tank"}, []string{"troll", "krump", "valdr", "mother"})
	tr, kr, va := s.creature(1, "troll"), s.creature(1, "krump"), s.creature(1, "valdr")
	s.creature(1, "mother")
	s.hand(0, "mini-groupthink-tank")
	s.house("logos")
	s.play("mini-groupthink-tank")
	s.wantRules(s.choose("krump"), "") // the only one with two Brobnar neighbors
	s.wantZone(kr, ZoneDiscard)
	s.wantDamage(tr, 0)
	s.wantDamage(va, 0)

	s = secondTurnScen(t, "logos", []string{"mini-groupthink-tank"}, []string{"troll", "krump", "valdr"})
	s.creature(1, "troll")
	s.creature(1, "krump")
	s.creature(1, "valdr")
	s.hand(0, "mini-groupthink-tank")
	s.house("logos")
	s.play("mini-groupthink-tank")
	if rules(s.choose("valdr")) == "" {
		t.Error("a flank creature with one neighbor was a target")
	}
}

// Mookling: "Your opponent’s keys cost +XA, where X is Mookling’s power."
// Its evil twin reads the same.
func TestHandOMookling(t *testing.T) {
	for _, id := range []string{"mookling"} {
		t.Run(id, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{id}, nil)
			m := s.creature(0, id)
			s.wantInt("Bob's key cost", s.g.keyCost(1), 8)
			s.wantInt("Alice's key cost", s.g.keyCost(0), 6)
			s.g.cards[m].counters = 3 // three +1 power counters
			s.wantInt("Bob's key cost, power 5", s.g.keyCost(1), 11)
		})
	}
}

// Cloaking Dongle: "This creature and each of its neighbors gains
// elusive."
func TestHandOCloakingDongle(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"cloaking-dongle", "troll", "krump", "valdr", "bumpsy"}, []string{"mother"})
	tr, kr, va, bu := s.creature(0, "troll"), s.creature(0, "krump"), s.creature(0, "valdr"), s.creature(0, "bumpsy")
	mo := s.creature(1, "mother")
	s.heAttach(0, "cloaking-dongle", kr)
	for _, tc := range []struct {
		id   int16
		want bool
	}{{tr, true}, {kr, true}, {va, true}, {bu, false}, {mo, false}} {
		if got := s.g.hasKeyword(tc.id, Elusive); got != tc.want {
			t.Errorf("%s elusive = %v, want %v", s.g.name(tc.id), got, tc.want)
		}
	}
}

// Stealth Modifications: "This creature and each of its neighbors gains
// elusive. Play: Ward this creature and each of its neighbors."
func TestHandOStealthModifications(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"stealth-modifications", "troll", "krump", "valdr", "bumpsy"}, nil)
	tr, kr, va, bu := s.creature(0, "troll"), s.creature(0, "krump"), s.creature(0, "valdr"), s.creature(0, "bumpsy")
	s.house("mars")
	s.wantRules(s.hbPlayUpgrade("stealth-modifications", "krump"), "")
	for _, tc := range []struct {
		id   int16
		want bool
	}{{tr, true}, {kr, true}, {va, true}, {bu, false}} {
		s.hbWantFlag(tc.id, flWarded, tc.want, s.g.name(tc.id)+" warded")
		if got := s.g.hasKeyword(tc.id, Elusive); got != tc.want {
			t.Errorf("%s elusive = %v, want %v", s.g.name(tc.id), got, tc.want)
		}
	}
}

// Curia Saurus: "Each creature with A on it gains, “Destroyed: Move 1A
// from this creature to the most powerful enemy creature.”"
func TestHandOCuriaSaurus(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"curia-saurus", "troll", "krump"}, []string{"valdr", "urchin"})
	s.artifact(0, "curia-saurus")
	tr, kr := s.creature(0, "troll"), s.creature(0, "krump")
	va := s.creature(1, "valdr")
	s.creature(1, "urchin")
	s.g.cards[tr].aember = 3
	s.g.cards[va].aember = 2
	s.house("saurian")
	s.wantRules(s.hjDestroy("troll"), "") // Valdr, Bob's most powerful
	s.wantInt("Æmber on Valdr", int(s.g.cards[va].aember), 3)
	s.wantAember(1, 2)                    // Troll's other 2 go to Bob as it leaves play
	s.wantRules(s.hjDestroy("valdr"), "") // its 3: 1 to Krump, 2 to Alice
	s.wantInt("Æmber on Krump", int(s.g.cards[kr].aember), 1)
	s.wantAember(0, 2)
	s.wantRules(s.hjDestroy("urchin"), "") // no A on it: nothing
	s.wantInt("Æmber on Krump after Urchin", int(s.g.cards[kr].aember), 1)
}

// Optio Gorkus: "Elusive. Each of Optio Gorkus’s neighbors gains,
// “Destroyed: Move each A on this creature to a neighboring Optio
// Gorkus.”"
func TestHandOOptioGorkus(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"optio-gorkus", "troll", "krump", "valdr"}, nil)
	tr, og := s.creature(0, "troll"), s.creature(0, "optio-gorkus")
	kr, va := s.creature(0, "krump"), s.creature(0, "valdr")
	s.g.cards[tr].aember, s.g.cards[va].aember = 2, 3
	s.house("saurian")
	s.wantRules(s.hjDestroy("troll"), "")
	s.wantInt("Æmber on Optio Gorkus", int(s.g.cards[og].aember), 2)
	s.wantAember(1, 0)
	s.wantRules(s.hjDestroy("valdr"), "") // not a neighbor: Bob takes its 3
	s.wantInt("Æmber on Optio Gorkus after Valdr", int(s.g.cards[og].aember), 2)
	s.wantAember(1, 3)
	s.wantZone(kr, ZoneBattleline)
}

// Officer’s Blaster: "This creature gets +2 power. This creature gains,
// “Destroyed: Attach Officer’s Blaster to this creature's right
// neighbor.”"
func TestHandOOfficersBlaster(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"officer-s-blaster", "troll", "krump", "valdr"}, nil)
	tr, kr, va := s.creature(0, "troll"), s.creature(0, "krump"), s.creature(0, "valdr")
	ob := s.heAttach(0, "officer-s-blaster", kr)
	s.wantInt("Krump's power", s.g.power(kr), 8)
	s.house("staralliance")
	s.wantRules(s.hjDestroy("krump"), "")
	s.wantZone(ob, ZoneUpgrade)
	s.wantInt("Valdr's power", s.g.power(va), 8)
	s.wantInt("Troll's power", s.g.power(tr), 8)
	s.wantRules(s.hjDestroy("valdr"), "") // no right neighbor: discarded
	s.wantZone(ob, ZoneDiscard)
}

// Dark Heart of the Forest: "Each haunted player skips their “forge a key”
// step."
func TestHandODarkHeartOfTheForest(t *testing.T) {
	for _, tc := range []struct {
		name    string
		haunted bool
		keys    int
	}{{"haunted", true, 0}, {"not haunted", false, 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", nil, []string{"dark-heart-of-the-forest"})
			s.artifact(1, "dark-heart-of-the-forest")
			if tc.haunted {
				s.hlHaunt(0)
			}
			s.g.p[0].aember = 7
			s.house("brobnar")
			s.wantInt("Alice's keys", s.g.p[0].keyCount(), tc.keys)
		})
	}
}

// Strength Within: "Enhance DD. This creature gains, “Your opponent’s keys
// cost +1A for each damage on this creature.”"
func TestHandOStrengthWithin(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"strength-within", "troll"}, nil)
	tr := s.creature(0, "troll")
	s.heAttach(0, "strength-within", tr)
	s.wantInt("Bob's key cost, undamaged", s.g.keyCost(1), 6)
	s.g.cards[tr].damage = 3
	s.wantInt("Bob's key cost, 3 damage", s.g.keyCost(1), 9)
	s.wantInt("Alice's key cost", s.g.keyCost(0), 6)
}

// Timoti the Dammed: "While you control a token creature, your opponent
// cannot forge keys. Play: Make a token creature."
func TestHandOTimotiTheDammed(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"timoti-the-dammed", "warrior"}, nil)
	s.hand(0, "timoti-the-dammed")
	s.house("unfathomable")
	s.wantRules(s.play("timoti-the-dammed"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
	s.g.p[1].aember = 7
	s.end()
	s.house("logos")
	s.wantInt("Bob's keys, Alice has a token", s.g.p[1].keyCount(), 0)
	s.end()
	s.house("brobnar")
	s.wantRules(s.hjDestroy("warrior"), "")
	s.end()
	s.house("logos")
	s.wantInt("Bob's keys, no token", s.g.p[1].keyCount(), 1)
}

// Technorachnophobia: "Play: Discard the top 10 cards of your deck. If you
// discard 5 or more cards of the same house this way, steal 2A."
func TestHandOTechnorachnophobia(t *testing.T) {
	for _, tc := range []struct {
		name   string
		trolls int
		want   int
	}{{"five Brobnar", 5, 2}, {"four Brobnar", 4, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			deck := []string{"technorachnophobia"}
			names := []string{}
			for i := range 10 {
				id := "mother"
				if i < tc.trolls {
					id = "troll"
				} else if i >= 6 {
					id = "urchin"
				}
				deck = append(deck, id)
				names = append(names, id)
			}
			s := secondTurnScen(t, "ekwidon", deck, nil)
			s.hand(0, "technorachnophobia")
			s.house("ekwidon")
			s.g.p[1].aember = 5
			s.play("technorachnophobia")
			s.wantRules(s.choose(names...), "")
			s.wantAember(1, 5-tc.want)
			s.wantInt("Alice's discard pile", s.hcDiscards(0), 11)
		})
	}
}

// Race to the Surface: "Play: Discard the top 5 cards of your deck.
// Archive each Keyraken card discarded this way."
func TestHandORaceToTheSurface(t *testing.T) {
	s := secondTurnScen(t, "keyraken", []string{"race-to-the-surface", "ho-tentacle", "ho-tentacle", "troll", "krump", "valdr", "bumpsy"}, nil)
	old := s.hbDiscarded(0, "bumpsy") // already there: stays
	s.hand(0, "race-to-the-surface")
	s.house("keyraken")
	s.play("race-to-the-surface")
	s.wantRules(s.choose("ho-tentacle", "troll", "ho-tentacle", "krump", "valdr"), "")
	s.wantInt("Alice's archives", s.g.p[0].archiveSize(), 2)
	s.wantInt("Alice's discard pile", s.hcDiscards(0), 1+3+1) // Bumpsy, 3 Brobnar, Race
	s.wantZone(old, ZoneDiscard)
}

// Closed-Door Negotiation: "Play: Your opponent draws a card. Steal 1A. If
// you do and your opponent still has more A than you, repeat this effect."
func TestHandOClosedDoorNegotiation(t *testing.T) {
	for _, tc := range []struct {
		name         string
		mine, theirs int
		wantA, wantB int
		drawn        int
	}{{"far behind", 1, 6, 4, 3, 3}, {"even after one", 1, 3, 2, 2, 1}, {"ahead", 4, 1, 5, 0, 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "ekwidon", []string{"closed-door-negotiation"}, nil)
			s.hand(0, "closed-door-negotiation")
			s.house("ekwidon")
			s.g.p[0].aember, s.g.p[1].aember = tc.mine-1, tc.theirs // its bonus icon brings Alice to mine
			hand := s.g.p[1].handSize()
			s.wantRules(s.play("closed-door-negotiation"), "")
			s.wantAember(0, tc.wantA)
			s.wantAember(1, tc.wantB)
			s.wantInt("cards Bob drew", s.g.p[1].handSize()-hand, tc.drawn)
		})
	}
}

// Uncharted Lands: "Play: Place 6A from the common supply on Uncharted
// Lands. Each Star Alliance creature gains, “Reap: Move 1A from Uncharted
// Lands to your pool.”"
func TestHandOUnchartedLands(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"uncharted-lands", "precision-striker", "troll"}, nil)
	s.creature(0, "precision-striker")
	s.creature(0, "troll")
	s.hand(0, "uncharted-lands")
	s.house("staralliance")
	s.wantRules(s.play("uncharted-lands"), "")
	ul := s.g.p[0].arts[0]
	s.wantInt("Æmber on it", int(s.g.cards[ul].aember), 6)
	s.wantRules(s.reap("precision-striker"), "")
	s.wantAember(0, 2)
	s.wantInt("Æmber on it after a reap", int(s.g.cards[ul].aember), 5)
}

// Ignitus: "Ignitus gains splash-attack X, where X is the number of
// exhausted creatures."
func TestHandOIgnitus(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"ignitus", "troll"}, []string{"krump", "valdr"})
	ig, tr := s.creature(0, "ignitus"), s.creature(0, "troll")
	kr, va := s.creature(1, "krump"), s.creature(1, "valdr")
	s.wantInt("splash-attack, none exhausted", s.g.keywordN(ig, SplashAttack), 0)
	s.hjExhaust(tr, kr, va)
	s.wantInt("splash-attack, three exhausted", s.g.keywordN(ig, SplashAttack), 3)
	s.wantInt("Troll's splash-attack", s.g.keywordN(tr, SplashAttack), 0)
}

// Blernean Hydra: "Enhance DDD. While it is damaged, Blernean Hydra gains
// splash-attack X, where X is the amount of damage on Blernean Hydra."
func TestHandOBlerneanHydra(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"blernean-hydra"}, nil)
	h := s.creature(0, "blernean-hydra")
	s.wantInt("splash-attack, undamaged", s.g.keywordN(h, SplashAttack), 0)
	s.g.cards[h].damage = 2
	s.wantInt("splash-attack, 2 damage", s.g.keywordN(h, SplashAttack), 2)
}

// Prof. Garwynne (evil twin): "Skirmish. Fight: You may choose a card in
// your archives and put it into your hand."
func TestHandOProfGarwynneEvilTwin(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"prof-garwynne-evil-twin", "troll"}, []string{"dust-pixie"})
	s.creature(0, "prof-garwynne-evil-twin")
	s.creature(1, "dust-pixie")
	tr := s.hiArchived(0, "troll")
	s.house("logos")
	s.wantRules(s.fight("prof-garwynne-evil-twin", "dust-pixie"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneHand)
}

// Stand and Fight: "Play: Exalt a friendly creature and an enemy creature.
// Ready and fight with the friendly creature exalted in this way."
func TestHandOStandAndFight(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"stand-and-fight", "troll"}, []string{"krump", "ember-imp"})
	tr := s.creature(0, "troll")
	s.hjExhaust(tr)
	kr, ei := s.creature(1, "krump"), s.creature(1, "ember-imp")
	s.hand(0, "stand-and-fight")
	s.house("saurian")
	s.play("stand-and-fight")
	s.wantRules(s.choose("krump", "ember-imp"), "") // Troll, the only friendly creature, by itself
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
	s.wantInt("Æmber on Krump", int(s.g.cards[kr].aember), 1)
	s.wantZone(ei, ZoneDiscard)
	s.wantDamage(tr, 2)
}

// Hastatus Raptor: "Before Fight: You may exalt Hastatus Raptor. If you do,
// deal 1D to the creature Hastatus Raptor fights for each A on friendly
// Hastatus Raptors."
func TestHandOHastatusRaptor(t *testing.T) {
	for _, tc := range []struct {
		word string
		dmg  int
	}{{"yes", 5 + 3}, {"no", 5}} {
		t.Run(tc.word, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"hastatus-raptor", "hastatus-raptor"}, []string{"lollop-the-titanic"})
			h1, h2 := s.creature(0, "hastatus-raptor"), s.creature(0, "hastatus-raptor")
			s.g.cards[h2].aember = 1
			s.g.cards[h1].aember = 1
			lo := s.creature(1, "lollop-the-titanic")
			s.house("saurian")
			s.fight("hastatus-raptor", "lollop-the-titanic")
			s.wantRules(s.words(tc.word), "")
			s.wantDamage(lo, tc.dmg)
		})
	}
}

// Redeem the Crucible: "Omega. Play: Destroy each creature. You may forge a
// key at +6A current cost, reduced by 1A for each Mutant creature destroyed
// this way. Purge Redeem the Crucible."
func TestHandORedeemTheCrucible(t *testing.T) {
	s := secondTurnScen(t, "redemption", []string{"redeem-the-crucible", "troll"}, []string{"zorg", "krump"})
	s.creature(0, "troll")
	s.creature(1, "zorg") // a Mutant
	s.creature(1, "krump")
	rc := s.hand(0, "redeem-the-crucible")
	s.house("redemption")
	s.g.p[0].aember = 11
	s.play("redeem-the-crucible")
	s.wantRules(s.words("yes"), "")
	s.wantInt("creatures", len(s.g.p[0].line)+len(s.g.p[1].line), 0)
	s.wantInt("keys", s.g.p[0].keyCount(), 1)
	s.wantAember(0, 0) // 6 + 6 - 1
	s.wantZone(rc, ZonePurged)
}

// Beta-Forge: "Action: Make an Alpha-Gamma. You may forge a key at +12A
// current cost, reduced by 1A for each card in your archives. If you forge
// a key this way, purge Beta-Forge."
func TestHandOBetaForge(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"beta-forge", "troll", "krump", "valdr"}, nil)
	bf := s.artifact(0, "beta-forge")
	s.hiArchived(0, "troll")
	s.hiArchived(0, "krump")
	s.hiArchived(0, "valdr")
	s.house("logos")
	s.g.p[0].aember = 15
	s.hbAction("beta-forge")
	s.wantRules(s.words("yes"), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
	s.wantInt("keys", s.g.p[0].keyCount(), 1)
	s.wantAember(0, 0)
	s.wantZone(bf, ZonePurged)
}

// Outnegotiate: "Play: Choose a card in your opponent’s discard pile.
// Steal A equal to the number of A bonus icons on that card and put that
// card on the bottom of its owner’s deck."
func TestHandOOutnegotiate(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"outnegotiate"}, []string{"dust-pixie", "troll"})
	dp := s.hbDiscarded(1, "dust-pixie") // 2 A bonus icons
	tr := s.hbDiscarded(1, "troll")
	s.hand(0, "outnegotiate")
	s.house("ekwidon")
	s.g.p[1].aember = 5
	s.play("outnegotiate")
	s.wantRules(s.choose("dust-pixie"), "")
	s.wantAember(1, 3)
	s.wantAember(0, 1+2)
	s.wantZone(tr, ZoneDiscard)
	if z := s.g.cards[dp].zone; z == ZoneDiscard {
		t.Error("Dust Pixie is still in the discard pile")
	}
}

// Ambassador Liu: "Action: Discard a card from your hand. If it is a Dis or
// Shadows card, steal 1A. If it is a Logos or Untamed card, gain 2A. If it
// is a Sanctum or Saurian card, capture 3A."
func TestHandOAmbassadorLiu(t *testing.T) {
	for _, tc := range []struct {
		card             string
		alice, bob, onIt int
	}{{"tocsin", 1, 4, 0}, {"mother", 2, 5, 0}, {"staunch-knight", 0, 2, 3}, {"troll", 0, 5, 0}} {
		t.Run(tc.card, func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"ambassador-liu", tc.card}, nil)
			al := s.creature(0, "ambassador-liu")
			s.hand(0, tc.card)
			s.house("staralliance")
			s.g.p[1].aember = 5
			s.hbAction("ambassador-liu")
			s.wantRules(s.choose(tc.card), "")
			s.wantAember(0, tc.alice)
			s.wantAember(1, tc.bob)
			s.wantInt("Æmber on it", int(s.g.cards[al].aember), tc.onIt)
		})
	}
}

// Stampede: "Play: If you used 3 or more creatures this turn, steal 2A."
func TestHandOStampede(t *testing.T) {
	for _, tc := range []struct {
		name string
		used int
		want int
	}{{"three", 3, 2}, {"two", 2, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"stampede", "hunting-witch", "flarie", "dust-pixie"}, nil)
			names := []string{"hunting-witch", "flarie", "dust-pixie"}
			for _, n := range names {
				s.creature(0, n)
			}
			s.hand(0, "stampede")
			s.house("untamed")
			s.g.p[1].aember = 5
			for _, n := range names[:tc.used] {
				s.wantRules(s.reap(n), "")
			}
			s.wantRules(s.play("stampede"), "")
			s.wantAember(1, 5-tc.want)
		})
	}
}

// Ragwarg: "After a creature reaps, if it is the first time a creature has
// reaped this turn, deal 2D to it."
func TestHandORagwarg(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"ragwarg", "troll", "krump"}, []string{"mother"})
	s.artifact(0, "ragwarg")
	tr, kr := s.creature(0, "troll"), s.creature(0, "krump")
	mo := s.creature(1, "mother")
	s.house("brobnar")
	s.wantRules(s.reap("troll"), "")
	s.wantRules(s.reap("krump"), "")
	s.wantDamage(tr, 2)
	s.wantDamage(kr, 0)
	s.end()
	s.house("logos")
	s.wantRules(s.reap("mother"), "") // the first reap of Bob's turn
	s.wantDamage(mo, 2)
}

// Bramble Lynx: "Skirmish. If you have used a creature to reap this turn,
// Bramble Lynx enters play ready."
func TestHandOBrambleLynx(t *testing.T) {
	for _, tc := range []struct {
		name   string
		reaped bool
	}{{"reaped", true}, {"not", false}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"bramble-lynx", "flarie"}, nil)
			s.creature(0, "flarie")
			s.hand(0, "bramble-lynx")
			s.house("untamed")
			if tc.reaped {
				s.reap("flarie")
			}
			s.wantRules(s.play("bramble-lynx"), "")
			s.hbWantFlag(s.g.p[0].line[1], flExhausted, !tc.reaped, "exhausted")
		})
	}
}

// Control the Weak: "Play: Choose a house on your opponent’s identity
// card. Your opponent must choose that house as their active house on their
// next turn."
func TestHandOControlTheWeak(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"control-the-weak"}, nil)
	s.hand(0, "control-the-weak")
	s.house("dis")
	s.play("control-the-weak")
	s.wantRules(s.words("logos"), "")
	s.end()
	s.wantRules(s.house("shadows"), "house-choice")

	s = secondTurnScen(t, "dis", []string{"control-the-weak"}, nil)
	s.hand(0, "control-the-weak")
	s.house("dis")
	s.play("control-the-weak")
	s.words("logos")
	s.end()
	s.wantRules(s.house("logos"), "")
	s.end()
	s.end()
	s.wantRules(s.house("shadows"), "") // the turn after: free again
}

// Sibyl Waimare: "At the start of your opponent’s turn, that player
// discards the top card of their deck and exhausts each creature of that
// card’s house."
func TestHandOSibylWaimare(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"sibyl-waimare", "troll"}, []string{"mother", "urchin", "library-access"})
	sw, tr := s.creature(0, "sibyl-waimare"), s.creature(0, "troll")
	mo, ur := s.creature(1, "mother"), s.creature(1, "urchin")
	s.house("unfathomable")
	s.end() // Bob's turn starts: the log names his top card
	s.wantRules(s.choose("library-access"), "")
	s.hbWantFlag(mo, flExhausted, true, "Logos Mother exhausted")
	s.hbWantFlag(ur, flExhausted, false, "Shadows Urchin exhausted")
	s.hbWantFlag(tr, flExhausted, false, "Troll exhausted")
	s.wantZone(sw, ZoneBattleline)
	s.wantInt("Bob's discard pile", s.hcDiscards(1), 1)
}
