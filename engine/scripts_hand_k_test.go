package engine

import "testing"

// Tests of scripts_hand_k.go: each card's ability on a board, and the
// state after it.

func init() { hkAddCards() }

// hkAddCards adds the facts (keyteki packs) of the cards these tests use.
func hkAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr, ac, ar, up, tk := TypeCreature, TypeAction, TypeArtifact, TypeUpgrade, TypeTokenCreature
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	tr := func(t ...string) []string { return t }
	add("bestiarii-urso", "Bestiarii Urso", "saurian", cr, 5, 1, 0, tr("dinosaur"))
	add("brawl-in", "Brawl In", "brobnar", ac, 0, 0, 0, nil)
	add("request-donations", "Request Donations", "sanctum", ac, 0, 0, 0, nil)
	add("ancient-yurk", "Ancient Yurk", "dis", cr, 6, 0, 0, tr("demon"))
	add("hoist-operations", "Hoist Operations", "ekwidon", ac, 0, 0, 1, nil)
	add("helper-bot", "Helper Bot", "logos", cr, 1, 0, 0, tr("robot"))
	add("white-aeronaut", "White Aeronaut", "mars", cr, 3, 0, 0, tr("martian", "pilot"))
	add("nautilixian", "Nautilixian", "mars", cr, 6, 4, 0, tr("robot"))
	add("life-for-a-life", "Life for a Life", "shadows", ac, 0, 0, 1, nil)
	add("further-testing-needed", "Further Testing Needed", "mars", ac, 0, 0, 1, nil)
	add("market-crash", "Market Crash", "ekwidon", ac, 0, 0, 0, nil)
	add("shard-of-hate", "Shard of Hate", "mars", ar, 0, 0, 0, tr("item", "shard"))
	add("æmber-storm", "Æmber Storm", "untamed", ac, 0, 0, 1, nil)
	add("revered-monk", "Revered Monk", "sanctum", cr, 4, 0, 0, tr("human", "monk"))
	add("security-detail", "Security Detail", "ekwidon", ac, 0, 0, 1, nil)
	add("sobogg-s-thingamabob", "Sobogg’s Thingamabob", "unfathomable", ar, 0, 0, 1, tr("item"))
	add("plague-wind", "Plague Wind", "mars", ac, 0, 0, 0, nil)
	add("blatant-thievery", "Blatant Thievery", "shadows", ac, 0, 0, 1, nil)
	add("strange-shell", "Strange Shell", "ekwidon", tk, 1, 0, 0, tr("beast"))
	add("fuguru", "Fuguru", "unfathomable", cr, 1, 0, 0, tr("aquan"), kw(Poison, 0))
	add("watched-closely", "Watched Closely", "skyborn", up, 0, 0, 1, nil)
	add("prince-derric-unifier", "Prince Derric, Unifier", "sanctum", cr, 4, 1, 0, tr("human", "knight"))
	add("praetor-marius", "Praetor Marius", "saurian", cr, 5, 0, 0, tr("politician", "dinosaur"))
	add("memorialize-the-fallen", "Memorialize the Fallen", "brobnar", ac, 0, 0, 0, nil)
	add("oath-of-poverty", "Oath of Poverty", "sanctum", ac, 0, 0, 1, nil)
	add("shard-of-life", "Shard of Life", "untamed", ar, 0, 0, 0, tr("item", "shard"))
	add("monty-bank", "Monty Bank", "shadows", cr, 1, 0, 0, tr("elf", "thief"))
	add("sentinel", "Sentinel", "redemption", tk, 2, 0, 0, tr("monk", "mutant"))
	add("the-twin-lamps", "The Twin Lamps", "skyborn", ac, 0, 0, 0, nil)
	add("troop-call", "Troop Call", "untamed", ac, 0, 0, 1, nil)
	add("niffle-ape", "Niffle Ape", "untamed", cr, 3, 0, 0, tr("beast", "niffle"))
	add("snufflegator", "Snufflegator", "untamed", cr, 4, 0, 0, tr("beast"), kw(Skirmish, 0))
	add("initiation", "Initiation", "unfathomable", ac, 0, 0, 0, nil)
	add("fierce-competition", "Fierce Competition", "skyborn", ac, 0, 0, 0, nil)
	add("niffle-queen", "Niffle Queen", "untamed", cr, 6, 0, 0, tr("beast", "niffle"))
	add("ragnarok-prep", "Ragnarok Prep", "brobnar", ac, 0, 0, 0, nil)
	add("absolve", "Absolve", "sanctum", ac, 0, 0, 1, nil)
	add("delta-p", "Delta P", "dis", ac, 0, 0, 1, nil)
	add("torpefying-harpoon", "Torpefying Harpoon", "skyborn", up, 0, 0, 1, nil)
	add("mender", "Mender", "geistoid", cr, 2, 2, 0, tr("specter", "robot"))
	add("winds-of-death", "Winds of Death", "geistoid", ac, 0, 0, 0, nil)
	add("lion-bautrem", "“Lion” Bautrem", "sanctum", cr, 4, 1, 0, tr("human", "knight"), kw(Deploy, 0))
	add("corrode", "Corrode", "unfathomable", ac, 0, 0, 1, nil)
	add("buzzle", "Buzzle", "dis", cr, 3, 0, 0, tr("beast"), kw(Skirmish, 0))
	add("opportunist", "Opportunist", "shadows", up, 0, 0, 1, nil)
	add("hugger-mugger", "Hugger-Mugger", "shadows", cr, 3, 0, 0, tr("thief", "elf"), kw(Elusive, 0))
	add("guji-dinosaur-hunter", "Guji Dinosaur Hunter", "brobnar", cr, 4, 0, 0, tr("hunter", "giant"), kw(Elusive, 0))
	add("hk-dino", "Test Dinosaur", "saurian", cr, 9, 0, 0, tr("dinosaur"))
	add("hand-cannon", "Hand Cannon", "shadows", up, 0, 0, 1, nil)
	add("triangulator-newsome", "Triangulator Newsome", "staralliance", cr, 4, 0, 0, tr("alien"), kw(Deploy, 0))
	add("rockatiel", "Rockatiel", "untamed", cr, 2, 0, 0, tr("beast", "mutant"), kw(Elusive, 0), kw(Hazardous, 1))
	add("camaraderie", "Camaraderie", "staralliance", ac, 0, 0, 1, nil)
	add("hk-sa-crew", "Test Crew", "staralliance", cr, 3, 0, 0, tr("human"))
	add("rorqual", "Rorqual", "brobnar", cr, 5, 0, 0, tr("leviathan"))
	add("chenille", "Chenille", "untamed", cr, 1, 0, 0, tr("insect"), kw(Hazardous, 6))
	add("bombyx", "Bombyx", "untamed", cr, 2, 6, 1, tr("insect"))
	add("fifalde", "Fifalde", "untamed", cr, 3, 0, 0, tr("insect"))
	add("patronage", "Patronage", "saurian", ac, 0, 0, 0, nil)
	add("plow-sword", "Plow-Sword", "geistoid", ar, 0, 0, 0, tr("specter", "item"))
	add("ritual-of-life", "Ritual of Life", "untamed", ar, 0, 0, 0, tr("power"))
	add("fling", "Fling", "brobnar", ac, 0, 0, 1, nil)
	add("broken-intent", "Broken Intent", "sanctum", ac, 0, 0, 1, nil)
	add("pocket-universe", "Pocket Universe", "logos", ar, 0, 0, 0, tr("item"))
	add("swift-induction", "Swift Induction", "redemption", ac, 0, 0, 0, nil)
	add("niffle-brute", "Niffle Brute", "untamed", tk, 4, 0, 0, tr("beast", "niffle"))
	add("niffle-sanctuary", "Niffle Sanctuary", "untamed", ar, 0, 0, 0, tr("niffle", "location"))
	add("veylan-analyst", "Veylan Analyst", "logos", cr, 2, 0, 0, tr("cyborg", "scientist"))
	add("rich-score", "Rich Score", "shadows", ac, 0, 0, 0, nil)
	add("rumor-sower", "Rumor-sower", "ekwidon", cr, 4, 0, 0, tr("politician", "getrookya"))
	add("clonal-witch", "Clonal Witch", "untamed", cr, 2, 0, 0, tr("witch"), kw(Elusive, 0))
	add("æmberfin-shark-evil-twin", "Æmberfin Shark", "untamed", cr, 3, 0, 0, tr("beast"))
	add("urxym-the-diplomat", "Urxym the “Diplomat”", "mars", cr, 2, 0, 0, tr("politician", "martian"), kw(Elusive, 0))
	add("return-to-rubble", "Return to Rubble", "geistoid", ac, 0, 0, 0, nil)
	add("collective-calm", "Collective Calm", "sanctum", ar, 0, 0, 1, tr("power"))
	add("luminous-boom", "Luminous Boom", "sanctum", ac, 0, 0, 0, nil)
	add("techivore-pulpate", "Techivore Pulpate", "staralliance", cr, 5, 0, 0, tr("jelly"))
	add("tide-down", "Tide Down", "keyraken", ac, 0, 0, 0, nil)
	add("iss-indominus", "ISS Indominus", "saurian", ar, 0, 0, 0, tr("ship"))
	add("werewolf-curse", "Werewolf Curse", "untamed", up, 0, 0, 1, nil)
	add("neotechnic-gopher", "Neotechnic Gopher", "logos", cr, 2, 0, 0, tr("cyborg", "beast"))
	add("chummy", "Chummy", "shadows", cr, 3, 0, 0, tr("elf", "thief"))
	add("curse-of-confusion", "Curse of Confusion", "unfathomable", ar, 0, 0, 0, tr("curse"), kw(Treachery, 0))
}

func (s *scen) hkWantFlag(id int16, f uint16, want bool, what string) {
	s.t.Helper()
	s.hbWantFlag(id, f, want, what)
}

// Bestiarii Urso: "Play/Reap: You may unstun a creature."
func TestHandKBestiariiUrso(t *testing.T) {
	for _, tc := range []struct {
		name string
		yes  bool
	}{{"yes", true}, {"no", false}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"bestiarii-urso"}, []string{"troll", "krump"})
			tr, k := s.creature(1, "troll"), s.creature(1, "krump")
			s.g.cards[tr].flags |= flStunned
			s.g.cards[k].flags |= flStunned
			s.hand(0, "bestiarii-urso")
			s.house("saurian")
			s.play("bestiarii-urso")
			if tc.yes {
				s.wantRules(s.words("yes"), "")
				s.wantRules(s.choose("troll"), "")
			} else {
				s.wantRules(s.words("no"), "")
			}
			s.hkWantFlag(tr, flStunned, !tc.yes, "stunned")
			s.hkWantFlag(k, flStunned, true, "stunned")
		})
	}
}

// Brawl In: "Play: Make 2 token creatures. Enrage them."
func TestHandKBrawlIn(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"brawl-in", "krump", "catena-fiend"}, nil)
	k := s.creature(0, "krump")
	s.hand(0, "brawl-in")
	s.house("brobnar")
	s.wantRules(s.play("brawl-in"), "")
	line := s.g.p[0].line
	s.wantInt("Alice's creatures", len(line), 3)
	for _, id := range line[1:] {
		s.hkWantFlag(id, flEnraged, true, "enraged")
	}
	s.hkWantFlag(k, flEnraged, false, "enraged") // not a token made
}

// Request Donations: "Play: Make a token creature. It captures 2A."
func TestHandKRequestDonations(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"request-donations", "catena-fiend"}, nil)
	s.g.p[1].aember = 3
	s.hand(0, "request-donations")
	s.house("sanctum")
	s.wantRules(s.play("request-donations"), "")
	line := s.g.p[0].line
	s.wantInt("Alice's creatures", len(line), 1)
	s.wantInt("Æmber on the token", int(s.g.cards[line[0]].aember), 2)
	s.wantAember(1, 1)
}

// Ancient Yurk: "Play: Choose and discard 3 cards from your hand."
func TestHandKAncientYurk(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"ancient-yurk", "krump", "troll", "bumpsy", "urchin"}, nil)
	hand0 := len(s.g.p[0].discard)
	s.hand(0, "ancient-yurk")
	s.hand(0, "krump")
	s.hand(0, "troll")
	s.hand(0, "bumpsy")
	u := s.hand(0, "urchin")
	s.house("dis")
	s.play("ancient-yurk")
	s.wantRules(s.choose("krump", "troll", "bumpsy"), "")
	s.wantInt("Alice's discard pile", len(s.g.p[0].discard), hand0+3)
	s.wantZone(u, ZoneHand)
}

// Hoist Operations: "Play: Put a creature into its owner’s archives."
func TestHandKHoistOperations(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"hoist-operations"}, []string{"troll", "krump"})
	tr, k := s.creature(1, "troll"), s.creature(1, "krump")
	s.hand(0, "hoist-operations")
	s.house("ekwidon")
	s.play("hoist-operations")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneArchives)
	s.wantInt("Troll's owner", int(s.g.cards[tr].owner), 1)
	s.wantInt("Bob's archives", s.g.p[1].archiveSize(), 1)
	s.wantZone(k, ZoneBattleline)
}

// Helper Bot: "Play: You may play one non-Logos card this turn."
func TestHandKHelperBot(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"helper-bot", "krump", "troll"}, nil)
	s.hand(0, "helper-bot")
	s.hand(0, "krump")
	s.hand(0, "troll")
	s.house("logos")
	s.wantRules(s.play("helper-bot"), "")
	s.wantRules(s.play("krump"), "")
	s.wantRules(s.play("troll"), "not-active-house") // one card only
}

// White Aeronaut: "Action: Ward and fully heal a friendly Nautilixian."
func TestHandKWhiteAeronaut(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"white-aeronaut", "nautilixian"}, []string{"nautilixian"})
	s.creature(0, "white-aeronaut")
	n := s.creature(0, "nautilixian")
	e := s.creature(1, "nautilixian")
	s.g.cards[n].damage = 5
	s.g.cards[e].damage = 5
	s.house("mars")
	s.wantRules(s.hbAction("white-aeronaut"), "") // the friendly one only: by itself
	s.wantDamage(n, 0)
	s.hkWantFlag(n, flWarded, true, "warded")
	s.wantDamage(e, 5)
	s.hkWantFlag(e, flWarded, false, "warded")
}

// Life for a Life: "Play: Sacrifice a creature to deal 6D to a creature."
func TestHandKLifeForALife(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"life-for-a-life", "urchin"}, []string{"troll"})
	u := s.creature(0, "urchin")
	tr := s.creature(1, "troll")
	s.hand(0, "life-for-a-life")
	s.house("shadows")
	s.wantRules(s.play("life-for-a-life"), "") // both choices are the only ones
	s.wantZone(u, ZoneDiscard)
	s.wantDamage(tr, 6)

	s = secondTurnScen(t, "shadows", []string{"life-for-a-life"}, []string{"troll"})
	tr = s.creature(1, "troll")
	s.hand(0, "life-for-a-life")
	s.house("shadows")
	s.wantRules(s.play("life-for-a-life"), "") // nothing to sacrifice
	s.wantDamage(tr, 0)
}

// Further Testing Needed: "Play: Put a friendly card into its owner's
// archives."
func TestHandKFurtherTestingNeeded(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"further-testing-needed", "gorm-of-omm", "krump"}, []string{"troll"})
	gm := s.artifact(0, "gorm-of-omm")
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.hand(0, "further-testing-needed")
	s.house("mars")
	s.play("further-testing-needed")
	s.wantRules(s.choose("gorm-of-omm"), "")
	s.wantZone(gm, ZoneArchives)
	s.wantZone(k, ZoneBattleline)
	s.wantZone(tr, ZoneBattleline)
}

// Market Crash: "Play: Destroy each non‑token creature. Gain 2 chains."
func TestHandKMarketCrash(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"market-crash", "krump", "catena-fiend"}, []string{"troll"})
	k := s.creature(0, "krump")
	c := s.creature(0, "catena-fiend")
	tr := s.creature(1, "troll")
	s.hand(0, "market-crash")
	s.house("ekwidon")
	s.wantRules(s.play("market-crash"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(c, ZoneBattleline)
	s.wantInt("Alice's chains", int(s.g.p[0].chains), 2)
	s.wantInt("Bob's chains", int(s.g.p[1].chains), 0)
}

// Shard of Hate: "Action: Stun an enemy creature for each friendly
// Shard."
func TestHandKShardOfHate(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"shard-of-hate", "shard-of-pain"}, []string{"troll", "krump", "bumpsy", "shard-of-hope"})
	s.artifact(0, "shard-of-hate")
	s.artifact(0, "shard-of-pain")
	s.artifact(1, "shard-of-hope") // an enemy Shard: not counted
	tr, k, b := s.creature(1, "troll"), s.creature(1, "krump"), s.creature(1, "bumpsy")
	s.house("mars")
	s.hbAction("shard-of-hate")
	s.wantRules(s.choose("troll"), "")
	s.wantRules(s.choose("krump"), "")
	s.hkWantFlag(tr, flStunned, true, "stunned")
	s.hkWantFlag(k, flStunned, true, "stunned")
	s.hkWantFlag(b, flStunned, false, "stunned")
}

// Æmber Storm: "Play: For each A in your pool, deal 1D to an enemy
// creature." (Its own bonus Æmber is in the pool by then.)
func TestHandKAemberStorm(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"æmber-storm"}, []string{"troll", "krump"})
	tr, k := s.creature(1, "troll"), s.creature(1, "krump")
	s.g.p[0].aember = 2
	s.hand(0, "æmber-storm")
	s.house("untamed")
	s.play("æmber-storm")
	s.wantRules(s.choose("troll"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantRules(s.choose("krump"), "")
	s.wantDamage(tr, 2)
	s.wantDamage(k, 1)
	s.wantAember(0, 3)
}

// Revered Monk: "Revered Monk gets +2 armor for each of its Sanctum
// neighbors."
func TestHandKReveredMonk(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"revered-monk", "krump", "disciple", "oracle-zan"}, nil)
	s.creature(0, "krump")
	m := s.creature(0, "revered-monk")
	s.wantInt("armor, a Brobnar neighbor", s.g.armor(m), 0)
	s.creature(0, "oracle-zan")
	s.wantInt("armor, a Sanctum neighbor", s.g.armor(m), 2)
}

// Security Detail: "Play: A friendly creature and each of its neighbors
// captures 1A."
func TestHandKSecurityDetail(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"security-detail", "krump", "troll", "bumpsy", "urchin"}, nil)
	k, tr, b, u := s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "bumpsy"), s.creature(0, "urchin")
	s.g.p[1].aember = 5
	s.hand(0, "security-detail")
	s.house("ekwidon")
	s.play("security-detail")
	s.wantRules(s.choose("troll"), "")
	for _, c := range []struct {
		id   int16
		want int
	}{{k, 1}, {tr, 1}, {b, 1}, {u, 0}} {
		s.wantInt(s.g.name(c.id)+"'s Æmber", int(s.g.cards[c.id].aember), c.want)
	}
	s.wantAember(1, 2)
}

// Sobogg’s Thingamabob: "After your opponent forges a key, exhaust each
// creature they control."
func TestHandKSoboggsThingamabob(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"sobogg-s-thingamabob", "krump"}, []string{"troll", "urchin"})
	s.artifact(0, "sobogg-s-thingamabob")
	k := s.creature(0, "krump")
	tr, u := s.creature(1, "troll"), s.creature(1, "urchin")
	s.g.p[1].aember = 7
	s.end()
	s.hkWantFlag(tr, flExhausted, false, "exhausted")
	s.wantRules(s.do(Action{Verb: VerbForge}), "")
	s.hkWantFlag(tr, flExhausted, true, "exhausted")
	s.hkWantFlag(u, flExhausted, true, "exhausted")
	s.hkWantFlag(k, flExhausted, false, "exhausted")
}

// Plague Wind: "Play: Until the end of the turn, each non-Mars creature
// gets –3 power."
func TestHandKPlagueWind(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"plague-wind", "white-aeronaut"}, []string{"troll"})
	a := s.creature(0, "white-aeronaut")
	tr := s.creature(1, "troll")
	s.hand(0, "plague-wind")
	s.house("mars")
	s.wantRules(s.play("plague-wind"), "")
	s.wantInt("Troll's power", s.g.power(tr), 5)
	s.wantInt("White Aeronaut's power", s.g.power(a), 3)
	s.end()
	s.wantInt("Troll's power next turn", s.g.power(tr), 8)
}

// Blatant Thievery: "Play: Enrage an enemy creature. Move all A from that
// creature to your pool."
func TestHandKBlatantThievery(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"blatant-thievery"}, []string{"troll", "krump"})
	tr, k := s.creature(1, "troll"), s.creature(1, "krump")
	s.g.cards[tr].aember = 3
	s.g.cards[k].aember = 2
	s.hand(0, "blatant-thievery")
	s.house("shadows")
	s.play("blatant-thievery")
	s.wantRules(s.choose("troll"), "")
	s.hkWantFlag(tr, flEnraged, true, "enraged")
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 0)
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 2)
	s.wantAember(0, 1+3)
}

// Strange Shell: "Strange Shell cannot fight or reap. Action: Put Strange
// Shell into your hand."
func TestHandKStrangeShell(t *testing.T) {
	for _, tc := range []struct {
		name string
		use  func(s *scen) Outcome
		want string
	}{
		{"reap", func(s *scen) Outcome { return s.reap("strange-shell") }, "restricted"},
		{"fight", func(s *scen) Outcome { return s.fight("strange-shell", "troll") }, "restricted"},
		{"action", func(s *scen) Outcome { return s.hbAction("strange-shell") }, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "ekwidon", []string{"strange-shell"}, []string{"troll"})
			sh := s.creature(0, "strange-shell")
			s.creature(1, "troll")
			s.house("ekwidon")
			s.wantRules(tc.use(s), tc.want)
			if tc.want == "" {
				s.wantZone(sh, ZoneHand)
			}
		})
	}
}

// Fuguru: "Poison. Your opponent refills their hand to 1 less card during
// their “draw cards” step."
func TestHandKFuguru(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"fuguru"}, nil)
	s.wantInt("Bob's refill bonus before", s.g.handBonus(1), 0)
	s.creature(0, "fuguru")
	s.wantInt("Bob's refill bonus", s.g.handBonus(1), -1)
	s.wantInt("Alice's refill bonus", s.g.handBonus(0), 0)
}

// Watched Closely: "This creature gains, “After Reap: Your opponent makes
// a token creature.”"
func TestHandKWatchedClosely(t *testing.T) {
	s := secondTurnScen(t, "skyborn", []string{"watched-closely", "krump"}, []string{"catena-fiend"})
	s.creature(0, "krump")
	s.house("skyborn")
	s.wantRules(s.hbPlayUpgrade("watched-closely", "krump"), "")
	s.end()
	s.end()
	s.house("brobnar")
	s.wantRules(s.reap("krump"), "")
	s.wantInt("Bob's creatures", len(s.g.p[1].line), 1)
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
}

// Prince Derric, Unifier: "Play: Gain 3A if you control creatures from 3
// different houses."
func TestHandKPrinceDerric(t *testing.T) {
	for _, tc := range []struct {
		name   string
		others []string
		want   int
	}{{"two houses", []string{"krump", "troll"}, 0}, {"three houses", []string{"krump", "urchin"}, 3}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", append([]string{"prince-derric-unifier"}, tc.others...), []string{"silvertooth"})
			for _, id := range tc.others {
				s.creature(0, id)
			}
			s.creature(1, "silvertooth") // an enemy Shadows creature does not count
			s.hand(0, "prince-derric-unifier")
			s.house("sanctum")
			s.wantRules(s.play("prince-derric-unifier"), "")
			s.wantAember(0, tc.want)
		})
	}
}

// Praetor Marius: "After Reap: For each exhausted creature to Praetor
// Marius’s left, capture 1A."
func TestHandKPraetorMarius(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"praetor-marius", "krump", "troll", "bumpsy"}, nil)
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	m := s.creature(0, "praetor-marius")
	b := s.creature(0, "bumpsy")
	s.hkExhaust(k, tr, b)
	s.g.p[1].aember = 5
	s.house("saurian")
	s.wantRules(s.reap("praetor-marius"), "")
	s.wantInt("Æmber on Praetor Marius", int(s.g.cards[m].aember), 2) // Bumpsy is to its right
	s.wantAember(1, 3)
	s.wantAember(0, 1)
}

// hkExhaust marks cards exhausted.
func (s *scen) hkExhaust(ids ...int16) {
	for _, id := range ids {
		s.g.cards[id].flags |= flExhausted
	}
}

// Memorialize the Fallen: "Play: Each player loses A equal to the number
// of creatures in their discard pile."
func TestHandKMemorializeTheFallen(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"memorialize-the-fallen", "krump", "troll", "gorm-of-omm"}, []string{"troll"})
	s.hbDiscarded(0, "krump")
	s.hbDiscarded(0, "troll")
	s.hbDiscarded(0, "gorm-of-omm") // not a creature
	s.hbDiscarded(1, "troll")
	s.g.p[0].aember, s.g.p[1].aember = 5, 5
	s.hand(0, "memorialize-the-fallen")
	s.house("brobnar")
	s.wantRules(s.play("memorialize-the-fallen"), "")
	s.wantAember(0, 3)
	s.wantAember(1, 4)
}

// Oath of Poverty: "Play: Destroy each of your artifacts. Gain 2A for
// each artifact destroyed this way."
func TestHandKOathOfPoverty(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"oath-of-poverty", "gorm-of-omm", "shard-of-hope"}, []string{"gorm-of-omm"})
	a1, a2 := s.artifact(0, "gorm-of-omm"), s.artifact(0, "shard-of-hope")
	e := s.artifact(1, "gorm-of-omm")
	s.hand(0, "oath-of-poverty")
	s.house("sanctum")
	s.wantRules(s.play("oath-of-poverty"), "")
	s.wantZone(a1, ZoneDiscard)
	s.wantZone(a2, ZoneDiscard)
	s.wantZone(e, ZoneArtifacts)
	s.wantAember(0, 1+4)
}

// Shard of Life: "Action: Shuffle a card from your discard pile into your
// deck for each friendly Shard."
func TestHandKShardOfLife(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"shard-of-life", "shard-of-hope", "krump", "troll", "bumpsy"}, nil)
	s.artifact(0, "shard-of-life")
	s.artifact(0, "shard-of-hope")
	k, tr, b := s.hbDiscarded(0, "krump"), s.hbDiscarded(0, "troll"), s.hbDiscarded(0, "bumpsy")
	s.house("untamed")
	s.hbAction("shard-of-life")
	s.wantRules(s.choose("krump"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(k, ZoneUnknown)
	s.wantZone(tr, ZoneUnknown)
	s.wantZone(b, ZoneDiscard)
}

// Monty Bank: "Play: You may exalt Monty Bank up to 2 times. Action:
// Steal 1A for each A on Monty Bank."
func TestHandKMontyBank(t *testing.T) {
	for _, tc := range []struct {
		name  string
		words []string
		want  int
	}{{"twice", []string{"yes", "yes"}, 2}, {"once", []string{"yes", "no"}, 1}, {"never", []string{"no"}, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"monty-bank"}, nil)
			s.g.p[1].aember = 5
			m := s.hand(0, "monty-bank")
			s.house("shadows")
			s.play("monty-bank")
			for _, w := range tc.words {
				s.wantRules(s.words(w), "")
			}
			s.wantInt("Æmber on Monty Bank", int(s.g.cards[m].aember), tc.want)
		})
	}
	s := secondTurnScen(t, "shadows", []string{"monty-bank"}, nil)
	m := s.creature(0, "monty-bank")
	s.g.cards[m].aember = 2
	s.g.p[1].aember = 5
	s.house("shadows")
	s.wantRules(s.hbAction("monty-bank"), "")
	s.wantAember(0, 2)
	s.wantAember(1, 3)
}

// Sentinel: "Action: Stun an enemy creature. If that creature was already
// stunned, destroy it instead."
func TestHandKSentinel(t *testing.T) {
	for _, tc := range []struct {
		name    string
		stunned bool
	}{{"not stunned", false}, {"stunned", true}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "redemption", []string{"sentinel"}, []string{"troll"})
			s.creature(0, "sentinel")
			tr := s.creature(1, "troll")
			if tc.stunned {
				s.g.cards[tr].flags |= flStunned
			}
			s.house("redemption")
			s.wantRules(s.hbAction("sentinel"), "")
			if tc.stunned {
				s.wantZone(tr, ZoneDiscard)
			} else {
				s.wantZone(tr, ZoneBattleline)
				s.hkWantFlag(tr, flStunned, true, "stunned")
			}
		})
	}
}

// The Twin Lamps: "Play: Steal 1A. If you have more A in your pool than
// your opponent, make a token creature."
func TestHandKTheTwinLamps(t *testing.T) {
	for _, tc := range []struct {
		name       string
		mine, bobs int
		tokens     int
	}{{"more", 2, 2, 1}, {"equal", 1, 3, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "skyborn", []string{"the-twin-lamps", "catena-fiend"}, nil)
			s.g.p[0].aember, s.g.p[1].aember = tc.mine, tc.bobs
			s.hand(0, "the-twin-lamps")
			s.house("skyborn")
			s.wantRules(s.play("the-twin-lamps"), "")
			s.wantAember(0, tc.mine+1)
			s.wantInt("Alice's creatures", len(s.g.p[0].line), tc.tokens)
		})
	}
}

// Troop Call: "Play: Return each friendly Niffle creature from your
// discard pile and from play to your hand."
func TestHandKTroopCall(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"troop-call", "niffle-ape", "niffle-ape", "snufflegator"}, []string{"niffle-ape"})
	d := s.hbDiscarded(0, "niffle-ape")
	p := s.creature(0, "niffle-ape")
	sn := s.creature(0, "snufflegator")
	e := s.creature(1, "niffle-ape")
	s.hand(0, "troop-call")
	s.house("untamed")
	s.wantRules(s.play("troop-call"), "")
	s.wantZone(d, ZoneHand)
	s.wantZone(p, ZoneHand)
	s.wantZone(sn, ZoneBattleline)
	s.wantZone(e, ZoneBattleline)
}

// Initiation: "Play: Make a token creature. If you have fewer than 4
// cards in your hand, archive Initiation."
func TestHandKInitiation(t *testing.T) {
	for _, tc := range []struct {
		hand int
		want Zone
	}{{3, ZoneArchives}, {4, ZoneDiscard}} {
		t.Run(tc.want.String(), func(t *testing.T) {
			s := secondTurnScen(t, "unfathomable", []string{"initiation", "catena-fiend"}, nil)
			s.hjHandTo(0, tc.hand)
			in := s.hand(0, "initiation")
			s.house("unfathomable")
			s.wantRules(s.play("initiation"), "")
			s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
			s.wantZone(in, tc.want)
		})
	}
}

// Fierce Competition: "Play: Make a token creature. If you and your
// opponent have the same number of forged keys, archive Fierce
// Competition."
func TestHandKFierceCompetition(t *testing.T) {
	for _, tc := range []struct {
		bobKey bool
		want   Zone
	}{{false, ZoneArchives}, {true, ZoneDiscard}} {
		t.Run(tc.want.String(), func(t *testing.T) {
			s := secondTurnScen(t, "skyborn", []string{"fierce-competition", "catena-fiend"}, nil)
			s.g.p[1].keys[0] = tc.bobKey
			f := s.hand(0, "fierce-competition")
			s.house("skyborn")
			s.wantRules(s.play("fierce-competition"), "")
			s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
			s.wantZone(f, tc.want)
		})
	}
}

// Niffle Queen: "Each other friendly Beast creature gets +1 power. Each
// other friendly Niffle creature gets +1 power."
func TestHandKNiffleQueen(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"niffle-queen", "niffle-ape", "snufflegator", "krump"}, []string{"snufflegator"})
	q := s.creature(0, "niffle-queen")
	a, sn, k := s.creature(0, "niffle-ape"), s.creature(0, "snufflegator"), s.creature(0, "krump")
	e := s.creature(1, "snufflegator")
	for _, c := range []struct {
		id   int16
		want int
	}{{q, 6}, {a, 3 + 2}, {sn, 4 + 1}, {k, 6}, {e, 4}} {
		s.wantInt(s.g.name(c.id)+"'s power", s.g.power(c.id), c.want)
	}
}

// Ragnarok Prep: "Play: Make a token creature. Then, if you control more
// creatures than your opponent, your opponent loses 2A."
func TestHandKRagnarokPrep(t *testing.T) {
	for _, tc := range []struct {
		name string
		bobs int
		want int
	}{{"more", 0, 3}, {"as many", 1, 5}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"ragnarok-prep", "catena-fiend"}, []string{"troll"})
			if tc.bobs > 0 {
				s.creature(1, "troll")
			}
			s.g.p[1].aember = 5
			s.hand(0, "ragnarok-prep")
			s.house("brobnar")
			s.wantRules(s.play("ragnarok-prep"), "")
			s.wantAember(1, tc.want)
		})
	}
}

// Absolve: "Play: Heal 1 damage from each creature. Each creature healed
// this way captures 1A from its opponent."
func TestHandKAbsolve(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"absolve", "krump", "troll"}, []string{"troll"})
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	e := s.creature(1, "troll")
	s.g.cards[k].damage = 2
	s.g.cards[e].damage = 1
	s.g.p[0].aember, s.g.p[1].aember = 3, 3
	s.hand(0, "absolve")
	s.house("sanctum")
	s.wantRules(s.play("absolve"), "")
	s.wantDamage(k, 1)
	s.wantDamage(e, 0)
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
	s.wantInt("Æmber on Bob's Troll", int(s.g.cards[e].aember), 1)
	s.wantInt("Æmber on Alice's Troll", int(s.g.cards[tr].aember), 0) // undamaged
	s.wantAember(0, 3+1-1)
	s.wantAember(1, 2)
}

// Delta P: "Play: Destroy an enemy creature. If your opponent controls
// more creatures than you, repeat this effect."
func TestHandKDeltaP(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"delta-p", "krump"}, []string{"troll", "bumpsy", "urchin"})
	s.creature(0, "krump")
	tr, b, u := s.creature(1, "troll"), s.creature(1, "bumpsy"), s.creature(1, "urchin")
	s.hand(0, "delta-p")
	s.house("dis")
	s.play("delta-p")
	s.wantRules(s.choose("troll"), "")
	s.wantRules(s.choose("bumpsy"), "") // 2 against 1: again
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(b, ZoneDiscard)
	s.wantZone(u, ZoneBattleline) // 1 against 1: not a third time
}

// Torpefying Harpoon: "This creature gains, “At the end of your turn, if
// this creature is not on a flank, destroy it.”"
func TestHandKTorpefyingHarpoon(t *testing.T) {
	for _, tc := range []struct {
		name   string
		center bool
		want   Zone
	}{{"flank", false, ZoneBattleline}, {"center", true, ZoneDiscard}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "skyborn", []string{"torpefying-harpoon", "krump", "troll", "bumpsy"}, nil)
			s.creature(0, "troll")
			k := s.creature(0, "krump")
			if tc.center {
				s.creature(0, "bumpsy")
			}
			s.house("skyborn")
			s.wantRules(s.hbPlayUpgrade("torpefying-harpoon", "krump"), "")
			s.wantZone(k, ZoneBattleline)
			s.end()
			s.wantZone(k, tc.want)
		})
	}
}

// Mender: "Play/After Reap: Purge a card from a discard pile. Fully heal
// and ward each Robot creature."
func TestHandKMender(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"mender", "krump", "mender"}, []string{"troll"})
	m2 := s.creature(0, "mender")
	k := s.creature(0, "krump")
	d := s.hbDiscarded(1, "troll")
	s.g.cards[m2].damage = 1
	s.g.cards[k].damage = 2
	s.hand(0, "mender")
	s.house("geistoid")
	s.wantRules(s.play("mender"), "") // the only card in a discard pile
	s.wantZone(d, ZonePurged)
	s.wantDamage(m2, 0)
	s.hkWantFlag(m2, flWarded, true, "warded")
	s.wantDamage(k, 2)
	s.hkWantFlag(k, flWarded, false, "warded")
}

// Winds of Death: "Play: Each player archives each creature from their
// discard pile. Destroy each creature."
func TestHandKWindsOfDeath(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"winds-of-death", "krump", "gorm-of-omm", "bumpsy"}, []string{"troll"})
	k := s.hbDiscarded(0, "krump")
	gm := s.hbDiscarded(0, "gorm-of-omm")
	tr := s.hbDiscarded(1, "troll")
	b := s.creature(0, "bumpsy")
	s.hand(0, "winds-of-death")
	s.house("geistoid")
	s.wantRules(s.play("winds-of-death"), "")
	s.wantZone(k, ZoneArchives)
	s.wantZone(tr, ZoneArchives)
	s.wantInt("Bob's archives", s.g.p[1].archiveSize(), 1)
	s.wantZone(gm, ZoneDiscard) // not a creature
	s.wantZone(b, ZoneDiscard)  // destroyed after: it stays in the discard pile
}

// “Lion” Bautrem: "Deploy. “Lion” Bautrem’s neighbors get +2 power."
func TestHandKLionBautrem(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"lion-bautrem", "krump", "troll", "bumpsy"}, nil)
	k := s.creature(0, "krump")
	l := s.creature(0, "lion-bautrem")
	tr, b := s.creature(0, "troll"), s.creature(0, "bumpsy")
	for _, c := range []struct {
		id   int16
		want int
	}{{k, 8}, {l, 4}, {tr, 10}, {b, 5}} {
		s.wantInt(s.g.name(c.id)+"'s power", s.g.power(c.id), c.want)
	}
}

// Corrode: "Play: Choose one: • Destroy an artifact. • Destroy an
// upgrade. • Destroy a creature with armor."
func TestHandKCorrode(t *testing.T) {
	for _, tc := range []struct {
		opt  string
		gone string
	}{{"1", "gorm-of-omm"}, {"3", "mender"}} {
		t.Run(tc.opt, func(t *testing.T) {
			s := secondTurnScen(t, "unfathomable", []string{"corrode"}, []string{"gorm-of-omm", "mender", "troll"})
			gm := s.artifact(1, "gorm-of-omm")
			m := s.creature(1, "mender")
			tr := s.creature(1, "troll")
			s.hand(0, "corrode")
			s.house("unfathomable")
			s.play("corrode")
			s.wantRules(s.words(tc.opt), "") // each option has one target
			want := map[string]Zone{"gorm-of-omm": ZoneArtifacts, "mender": ZoneBattleline}
			want[tc.gone] = ZoneDiscard
			s.wantZone(gm, want["gorm-of-omm"])
			s.wantZone(m, want["mender"])
			s.wantZone(tr, ZoneBattleline) // no armor
		})
	}
}

// Buzzle: "Skirmish. Play/After Fight: You may purge one of Buzzle’s
// neighbors. If you do, ready Buzzle."
func TestHandKBuzzle(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"buzzle", "krump"}, []string{"urchin"})
	k := s.creature(0, "krump")
	bz := s.creature(0, "buzzle")
	s.creature(1, "urchin")
	s.house("dis")
	s.fight("buzzle", "urchin")
	s.wantRules(s.words("yes"), "")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(k, ZonePurged)
	s.hkWantFlag(bz, flExhausted, false, "exhausted")

	s = secondTurnScen(t, "dis", []string{"buzzle", "krump"}, []string{"urchin"})
	k = s.creature(0, "krump")
	bz = s.creature(0, "buzzle")
	s.creature(1, "urchin")
	s.house("dis")
	s.fight("buzzle", "urchin")
	s.wantRules(s.words("no"), "")
	s.wantZone(k, ZoneBattleline)
	s.hkWantFlag(bz, flExhausted, true, "exhausted")
}

// Opportunist: "This creature gains elusive. Play: This creature captures
// 1A from its opponent."
func TestHandKOpportunist(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"opportunist", "krump"}, nil)
	k := s.creature(0, "krump")
	s.g.p[1].aember = 2
	s.house("shadows")
	s.wantRules(s.hbPlayUpgrade("opportunist", "krump"), "")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
	s.wantAember(1, 1)
	if !s.g.hasKeyword(k, Elusive) {
		t.Error("Krump has not gained elusive")
	}
}

// Hugger-Mugger: "Elusive. Play: Capture 1A. Then, if your opponent has
// more forged keys than you, steal 1A."
func TestHandKHuggerMugger(t *testing.T) {
	for _, tc := range []struct {
		name  string
		bobs  bool
		alice int
	}{{"more keys", true, 1}, {"as many", false, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"hugger-mugger"}, nil)
			s.g.p[1].keys[1] = tc.bobs
			s.g.p[1].aember = 4
			h := s.hand(0, "hugger-mugger")
			s.house("shadows")
			s.wantRules(s.play("hugger-mugger"), "")
			s.wantInt("Æmber on Hugger-Mugger", int(s.g.cards[h].aember), 1)
			s.wantAember(0, tc.alice)
			s.wantAember(1, 3-tc.alice)
		})
	}
}

// Guji Dinosaur Hunter: "Elusive. Action: Deal 2D to a creature. Deal 6D
// instead if it is a Dinosaur creature or has A on it."
func TestHandKGujiDinosaurHunter(t *testing.T) {
	for _, tc := range []struct {
		name   string
		target string
		aember int16
		want   int
	}{{"plain", "troll", 0, 2}, {"with Æmber", "troll", 1, 6}, {"dinosaur", "hk-dino", 0, 6}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"guji-dinosaur-hunter"}, []string{tc.target})
			s.creature(0, "guji-dinosaur-hunter")
			id := s.creature(1, tc.target)
			s.g.cards[id].aember = tc.aember
			s.house("brobnar")
			s.hbAction("guji-dinosaur-hunter")
			s.wantRules(s.choose(tc.target), "")
			s.wantDamage(id, tc.want)
		})
	}
}

// Hand Cannon: "This creature gains skirmish and, "Fight: Move 1A from the
// creature this creature fights to your pool.""
func TestHandKHandCannon(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"hand-cannon", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.g.cards[tr].aember = 2
	s.house("shadows")
	s.wantRules(s.hbPlayUpgrade("hand-cannon", "krump"), "")
	s.end()
	s.end()
	s.house("brobnar")
	s.wantRules(s.fight("krump", "troll"), "")
	s.wantDamage(k, 0) // skirmish
	s.wantDamage(tr, 6)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
	s.wantAember(0, 1+1) // the upgrade's bonus, and 1 moved
}

// Triangulator Newsome: "Deploy. After Reap: If you are haunted, move each
// A from Triangulator Newsome’s neighbors to your pool."
func TestHandKTriangulatorNewsome(t *testing.T) {
	for _, tc := range []struct {
		name    string
		haunted bool
		want    int
	}{{"haunted", true, 1 + 3}, {"not haunted", false, 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"triangulator-newsome", "krump", "troll", "bumpsy"}, nil)
			k := s.creature(0, "krump")
			s.creature(0, "triangulator-newsome")
			tr, b := s.creature(0, "troll"), s.creature(0, "bumpsy")
			s.g.cards[k].aember, s.g.cards[tr].aember, s.g.cards[b].aember = 1, 2, 4
			if tc.haunted {
				for range 10 {
					s.hbDiscarded(0, filler)
				}
			}
			s.house("staralliance")
			s.wantRules(s.reap("triangulator-newsome"), "")
			s.wantAember(0, tc.want)
			s.wantInt("Æmber on Bumpsy", int(s.g.cards[b].aember), 4)
		})
	}
}

// Rockatiel: "Elusive. Hazardous 1. Play/After Reap: Choose up to 2
// creatures. Shuffle each chosen creature into its owner’s deck."
func TestHandKRockatiel(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"rockatiel", "krump"}, []string{"troll", "bumpsy"})
	k := s.creature(0, "krump")
	tr, b := s.creature(1, "troll"), s.creature(1, "bumpsy")
	s.hand(0, "rockatiel")
	s.house("untamed")
	s.play("rockatiel")
	s.wantRules(s.choose("krump", "troll"), "")
	s.wantZone(k, ZoneUnknown)
	s.wantZone(tr, ZoneUnknown)
	s.wantInt("Troll's owner", int(s.g.cards[tr].owner), 1)
	s.wantZone(b, ZoneBattleline)
}

// Camaraderie: "Play: Exhaust a friendly Star Alliance creature. If you
// do, draw 2 cards for each of its non‑Star Alliance neighbors."
func TestHandKCamaraderie(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"camaraderie", "krump", "hk-sa-crew", "hk-sa-crew", "troll"}, nil)
	s.creature(0, "krump")
	c := s.creature(0, "hk-sa-crew")
	s.creature(0, "troll")
	s.creature(0, "hk-sa-crew")
	s.hand(0, "camaraderie")
	s.house("staralliance")
	before := s.g.p[0].handSize()
	s.play("camaraderie")
	s.wantRules(s.choose("hk-sa-crew"), "") // the first: Krump and Troll beside it
	s.hkWantFlag(c, flExhausted, true, "exhausted")
	s.wantInt("Alice's hand", s.g.p[0].handSize(), before-1+4)
}

// Rorqual: "Rorqual gets +1 power for each A on it. After Fight/After
// Reap: Exalt Rorqual. Action: Move all A from Rorqual to your pool."
func TestHandKRorqual(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"rorqual"}, nil)
	r := s.creature(0, "rorqual")
	s.house("brobnar")
	s.wantRules(s.reap("rorqual"), "")
	s.wantInt("Æmber on Rorqual", int(s.g.cards[r].aember), 1)
	s.wantInt("Rorqual's power", s.g.power(r), 6)
	s.g.cards[r].aember = 3
	s.g.cards[r].flags &^= flExhausted
	s.wantRules(s.hbAction("rorqual"), "")
	s.wantAember(0, 1+3)
	s.wantInt("Rorqual's power after", s.g.power(r), 5)
}

// Bombyx: "Play: Destroy a friendly Chenille. If you do not, destroy
// Bombyx. Action: Return a Fifalde from your discard pile to your hand."
func TestHandKBombyx(t *testing.T) {
	for _, tc := range []struct {
		name     string
		chenille bool
	}{{"a Chenille", true}, {"none", false}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"bombyx", "chenille"}, []string{"chenille"})
			e := s.creature(1, "chenille") // an enemy one does not count
			var c int16 = -1
			if tc.chenille {
				c = s.creature(0, "chenille")
			}
			b := s.hand(0, "bombyx")
			s.house("untamed")
			s.wantRules(s.play("bombyx"), "")
			s.wantZone(e, ZoneBattleline)
			if tc.chenille {
				s.wantZone(c, ZoneDiscard)
				s.wantZone(b, ZoneBattleline)
			} else {
				s.wantZone(b, ZoneDiscard)
			}
		})
	}
	s := secondTurnScen(t, "untamed", []string{"bombyx", "fifalde"}, nil)
	s.creature(0, "bombyx")
	f := s.hbDiscarded(0, "fifalde")
	s.house("untamed")
	s.wantRules(s.hbAction("bombyx"), "")
	s.wantZone(f, ZoneHand)
}

// Patronage: "Play: Move half the A from a creature to your pool
// (rounding up). Move the remaining A from that creature to your
// opponent’s pool."
func TestHandKPatronage(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"patronage"}, []string{"troll"})
	tr := s.creature(1, "troll")
	s.g.cards[tr].aember = 5
	s.hand(0, "patronage")
	s.house("saurian")
	s.wantRules(s.play("patronage"), "")
	s.wantAember(0, 3)
	s.wantAember(1, 2)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 0)
}

// Plow-Sword: "Action: Put a creature in a discard pile on the bottom of
// its owner’s deck. If you do, deal 3D to a creature."
func TestHandKPlowSword(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"plow-sword"}, []string{"troll", "krump"})
	s.artifact(0, "plow-sword")
	d := s.hbDiscarded(1, "troll")
	k := s.creature(1, "krump")
	s.house("geistoid")
	s.wantRules(s.hbAction("plow-sword"), "") // one card, one creature
	s.wantZone(d, ZoneUnknown)
	s.wantDamage(k, 3)

	s = secondTurnScen(t, "geistoid", []string{"plow-sword"}, []string{"krump"})
	s.artifact(0, "plow-sword")
	k = s.creature(1, "krump")
	s.house("geistoid")
	s.wantRules(s.hbAction("plow-sword"), "") // no creature in a discard pile
	s.wantDamage(k, 0)
}

// Ritual of Life: "Action: Destroy a friendly creature. If you do, return
// a different creature from your discard pile to your hand."
func TestHandKRitualOfLife(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"ritual-of-life", "krump", "troll"}, nil)
	s.artifact(0, "ritual-of-life")
	k := s.creature(0, "krump")
	tr := s.hbDiscarded(0, "troll")
	s.house("untamed")
	s.wantRules(s.hbAction("ritual-of-life"), "") // Krump then Troll: not Krump itself
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneHand)
}

// Fling: "Play: Destroy a friendly creature. If you do, deal damage to an
// enemy creature equal to the destroyed creature’s power with 3 splash."
func TestHandKFling(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"fling", "krump"}, []string{"troll", "bumpsy", "urchin"})
	k := s.creature(0, "krump")
	tr, b, u := s.creature(1, "troll"), s.creature(1, "bumpsy"), s.creature(1, "urchin")
	s.hand(0, "fling")
	s.house("brobnar")
	s.wantRules(s.play("fling"), "")
	s.wantRules(s.choose("bumpsy"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(b, ZoneDiscard) // 6 damage
	s.wantDamage(tr, 3)
	s.wantZone(u, ZoneDiscard)
}

// Broken Intent: "Play: Choose one: • Each player discards their
// archives. • Purge an action card in a discard pile."
func TestHandKBrokenIntent(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"broken-intent", "krump"}, []string{"troll"})
	k := s.hand(0, "krump")
	s.g.moveInst(k, ZoneArchives)
	tr := s.hand(1, "troll")
	s.g.moveInst(tr, ZoneArchives)
	s.hand(0, "broken-intent")
	s.house("sanctum")
	s.play("broken-intent")
	s.wantRules(s.words("1"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)

	s = secondTurnScen(t, "sanctum", []string{"broken-intent", "lash-out", "krump"}, nil)
	l := s.hbDiscarded(0, "lash-out")
	k = s.hbDiscarded(0, "krump")
	s.hand(0, "broken-intent")
	s.house("sanctum")
	s.play("broken-intent")
	s.wantRules(s.words("2"), "")
	s.wantRules(s.choose("lash-out"), "")
	s.wantZone(l, ZonePurged)
	s.wantZone(k, ZoneDiscard)
}

// Pocket Universe: "You may spend A on Pocket Universe when forging keys.
// Action: Move 1A from your pool to Pocket Universe."
func TestHandKPocketUniverse(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"pocket-universe"}, nil)
	pu := s.artifact(0, "pocket-universe")
	s.g.p[0].aember = 5
	s.house("logos")
	s.wantRules(s.hbAction("pocket-universe"), "")
	s.wantAember(0, 4)
	s.wantInt("Æmber on Pocket Universe", int(s.g.cards[pu].aember), 1)
	s.g.p[0].aember = 5
	s.end()
	s.end()
	s.wantRules(s.do(Action{Verb: VerbForge}), "") // 5 in the pool and 1 on it
	s.wantInt("Alice's keys", s.g.p[0].keyCount(), 1)
}

// Swift Induction: "Play: Make a token creature. If that token creature
// enters play adjacent to a Mutant creature, archive Swift Induction."
func TestHandKSwiftInduction(t *testing.T) {
	for _, tc := range []struct {
		right string
		want  Zone
	}{{"sentinel", ZoneArchives}, {"krump", ZoneDiscard}} {
		t.Run(tc.right, func(t *testing.T) {
			s := secondTurnScen(t, "redemption", []string{"swift-induction", "catena-fiend", "sentinel", "krump"}, nil)
			s.creature(0, tc.right)
			si := s.hand(0, "swift-induction")
			s.house("redemption")
			s.wantRules(s.play("swift-induction"), "")
			s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
			s.wantZone(si, tc.want)
		})
	}
}

// Niffle Brute: "Destroyed: If Niffle Sanctuary is in your discard pile,
// return it to your hand. Otherwise, return a Niffle card from your
// discard pile to your hand."
func TestHandKNiffleBrute(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"niffle-brute", "niffle-sanctuary", "niffle-ape"}, nil)
	s.creature(0, "niffle-brute")
	ns, a := s.hbDiscarded(0, "niffle-sanctuary"), s.hbDiscarded(0, "niffle-ape")
	s.house("untamed")
	s.wantRules(s.hkDestroy("niffle-brute"), "")
	s.wantZone(ns, ZoneHand)
	s.wantZone(a, ZoneDiscard)

	s = secondTurnScen(t, "untamed", []string{"niffle-brute", "niffle-ape"}, nil)
	s.creature(0, "niffle-brute")
	a = s.hbDiscarded(0, "niffle-ape")
	s.house("untamed")
	s.wantRules(s.hkDestroy("niffle-brute"), "")
	s.wantZone(a, ZoneHand)
}

// hkDestroy destroys a card in play by a declared effect.
func (s *scen) hkDestroy(id string) Outcome {
	return s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: id}})
}

// Veylan Analyst: "Each time you use an artifact, gain 1A."
func TestHandKVeylanAnalyst(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"veylan-analyst", "pocket-universe", "krump"}, nil)
	s.creature(0, "veylan-analyst")
	s.artifact(0, "pocket-universe")
	s.g.p[0].aember = 2
	s.house("logos")
	s.wantRules(s.hbAction("pocket-universe"), "")
	s.wantAember(0, 2-1+1)
	s.wantRules(s.reap("veylan-analyst"), "") // a creature: no Æmber but the reap's
	s.wantAember(0, 2+1)
}

// Rich Score: "Play: Make a token creature. Steal A equal to half the
// number of friendly token creatures (rounded up)."
func TestHandKRichScore(t *testing.T) {
	for _, tc := range []struct {
		tokens, want int
	}{{0, 1}, {1, 1}, {2, 2}} {
		t.Run(string(rune('0'+tc.tokens)), func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"rich-score", "catena-fiend", "catena-fiend", "catena-fiend", "krump"}, nil)
			s.creature(0, "krump")
			for range tc.tokens {
				s.creature(0, "catena-fiend")
			}
			s.g.p[1].aember = 5
			s.hand(0, "rich-score")
			s.house("shadows")
			s.wantRules(s.play("rich-score"), "")
			s.wantAember(0, tc.want)
			s.wantAember(1, 5-tc.want)
		})
	}
}

// Rumor-sower: "After Reap: Your opponent discards the top card of their
// deck. Stun an enemy creature that shares a house with the discarded
// card."
func TestHandKRumorSower(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"rumor-sower"}, []string{"troll", "urchin", "krump"})
	s.creature(0, "rumor-sower")
	tr, u := s.creature(1, "troll"), s.creature(1, "urchin")
	s.house("ekwidon")
	s.reap("rumor-sower")
	s.wantRules(s.choose("krump"), "") // a Brobnar card: Troll by itself
	s.wantInt("Bob's discard", len(s.g.p[1].discard), 1)
	s.hkWantFlag(tr, flStunned, true, "stunned")
	s.hkWantFlag(u, flStunned, false, "stunned")
}

// Clonal Witch: "Elusive. After Reap: Choose a house. Destroy each
// creature of the chosen house. For each creature destroyed this way, gain
// 1A. Put Clonal Witch on top of its owner’s deck."
func TestHandKClonalWitch(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"clonal-witch", "krump"}, []string{"troll", "urchin"})
	w := s.creature(0, "clonal-witch")
	k := s.creature(0, "krump")
	tr, u := s.creature(1, "troll"), s.creature(1, "urchin")
	s.house("untamed")
	s.reap("clonal-witch")
	s.wantRules(s.words("brobnar"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(u, ZoneBattleline)
	s.wantAember(0, 1+2)
	s.wantZone(w, ZoneDeck)
}

// Æmberfin Shark (evil twin): "At the end of your turn, each player loses
// 1A. Give Æmberfin Shark a +1 power counter for each A lost this way."
func TestHandKAemberfinSharkEvilTwin(t *testing.T) {
	for _, tc := range []struct {
		name       string
		mine, bobs int
		counters   int
	}{{"both", 2, 3, 2}, {"Bob only", 0, 3, 1}, {"none", 0, 0, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"æmberfin-shark-evil-twin"}, nil)
			sh := s.creature(0, "æmberfin-shark-evil-twin")
			s.g.p[0].aember, s.g.p[1].aember = tc.mine, tc.bobs
			s.end()
			s.wantAember(0, max(tc.mine-1, 0))
			s.wantAember(1, max(tc.bobs-1, 0))
			s.wantInt("Æmberfin Shark's power", s.g.power(sh), 3+tc.counters)
		})
	}
}

// Urxym the “Diplomat”: "Elusive. After Reap: Lose all your A. Destroy an
// enemy non-Mars creature for each A lost this way."
func TestHandKUrxym(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"urxym-the-diplomat"}, []string{"troll", "krump", "white-aeronaut"})
	s.creature(0, "urxym-the-diplomat")
	tr, k := s.creature(1, "troll"), s.creature(1, "krump")
	wa := s.creature(1, "white-aeronaut")
	s.g.p[0].aember = 1
	s.house("mars")
	s.reap("urxym-the-diplomat") // 2A then: two creatures
	s.wantRules(s.choose("troll"), "")
	s.wantAember(0, 0)
	s.wantZone(tr, ZoneDiscard) // then Krump, the only non-Mars one, by itself
	s.wantZone(k, ZoneDiscard)
	s.wantZone(wa, ZoneBattleline)
}

// Return to Rubble: "Play: Shuffle the top 10 cards of your discard pile
// into your deck. If you do, destroy each creature."
func TestHandKReturnToRubble(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"return-to-rubble", "krump", "bumpsy"}, []string{"troll"})
	d := s.hbDiscarded(0, "krump")
	b := s.creature(0, "bumpsy")
	tr := s.creature(1, "troll")
	s.hand(0, "return-to-rubble")
	s.house("geistoid")
	s.wantRules(s.play("return-to-rubble"), "")
	s.wantZone(d, ZoneUnknown)
	s.wantZone(b, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)

	s = secondTurnScen(t, "geistoid", []string{"return-to-rubble", "bumpsy"}, nil)
	b = s.creature(0, "bumpsy")
	s.hand(0, "return-to-rubble")
	s.house("geistoid")
	s.wantRules(s.play("return-to-rubble"), "") // an empty discard pile
	s.wantZone(b, ZoneBattleline)
}

// Collective Calm: "Each creature gains, “After Reap: Gain 1A.” After a
// friendly creature is used to fight, destroy Collective Calm."
func TestHandKCollectiveCalm(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"collective-calm", "oracle-zan", "lion-bautrem"}, []string{"urchin"})
	cc := s.artifact(0, "collective-calm")
	s.creature(0, "oracle-zan")
	s.creature(0, "lion-bautrem")
	s.creature(1, "urchin")
	s.house("sanctum")
	s.wantRules(s.reap("oracle-zan"), "")
	s.wantAember(0, 2)
	s.wantZone(cc, ZoneArtifacts)
	s.fight("lion-bautrem", "urchin")
	s.wantZone(cc, ZoneDiscard)
}

// Luminous Boom: "Enhance. Play: You may discard a Sanctum card. If you
// do, a friendly creature captures all of your opponent’s A."
func TestHandKLuminousBoom(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"luminous-boom", "oracle-zan", "krump"}, nil)
	k := s.creature(0, "krump")
	s.g.p[1].aember = 4
	oz := s.hand(0, "oracle-zan")
	s.hand(0, "luminous-boom")
	s.house("sanctum")
	s.play("luminous-boom")
	s.wantRules(s.words("yes"), "")
	s.wantRules(s.choose("oracle-zan"), "")
	s.wantZone(oz, ZoneDiscard)
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 4) // the only friendly creature
	s.wantAember(1, 0)

	s = secondTurnScen(t, "sanctum", []string{"luminous-boom", "oracle-zan", "krump"}, nil)
	k = s.creature(0, "krump")
	s.g.p[1].aember = 4
	s.hand(0, "oracle-zan")
	s.hand(0, "luminous-boom")
	s.house("sanctum")
	s.play("luminous-boom")
	s.wantRules(s.words("no"), "")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 0)
	s.wantAember(1, 4)
}

// Techivore Pulpate: "After a player chooses an active house, destroy each
// artifact of that house."
func TestHandKTechivorePulpate(t *testing.T) {
	s := housesScen(t, [3]House{"staralliance", "sanctum", "logos"}, bobHouses, []string{"techivore-pulpate", "gorm-of-omm", "pocket-universe"}, []string{"gorm-of-omm"})
	s.end()
	s.end()
	s.creature(0, "techivore-pulpate")
	gm, pu := s.artifact(0, "gorm-of-omm"), s.artifact(0, "pocket-universe")
	e := s.artifact(1, "gorm-of-omm")
	s.house("sanctum")
	s.wantZone(gm, ZoneDiscard)
	s.wantZone(e, ZoneDiscard) // each player's
	s.wantZone(pu, ZoneArtifacts)
	s.end()
	s.house("logos") // Bob's choice too
	s.wantZone(pu, ZoneDiscard)
}

// Tide Down: "Play: Discard up to 3 cards from your hand. For each card
// discarded this way, choose a card in your discard pile and archive it."
func TestHandKTideDown(t *testing.T) {
	s := secondTurnScen(t, "keyraken", []string{"tide-down", "krump", "troll", "bumpsy", "urchin"}, nil)
	k, tr := s.hand(0, "krump"), s.hand(0, "troll")
	b := s.hand(0, "bumpsy")
	u := s.hbDiscarded(0, "urchin")
	td := s.hand(0, "tide-down")
	s.house("keyraken")
	s.play("tide-down")
	s.wantRules(s.choose("krump", "troll"), "")
	s.wantRules(s.choose("urchin"), "")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(u, ZoneArchives)
	s.wantZone(k, ZoneArchives)
	s.wantZone(tr, ZoneDiscard) // two archived for two discarded
	s.wantZone(b, ZoneHand)
	s.wantZone(td, ZoneDiscard)
}

// ISS Indominus: "Action: Exhaust up to 5 friendly Saurian creatures. For
// each creature exhausted this way, deal 1D to each enemy creature."
func TestHandKISSIndominus(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"iss-indominus", "praetor-marius", "hk-dino", "bestiarii-urso", "krump"}, []string{"troll", "krump"})
	s.artifact(0, "iss-indominus")
	pm, d := s.creature(0, "praetor-marius"), s.creature(0, "hk-dino")
	s.creature(0, "bestiarii-urso")
	k := s.creature(0, "krump")
	tr, ek := s.creature(1, "troll"), s.creature(1, "krump")
	s.house("saurian")
	s.hbAction("iss-indominus")
	s.wantRules(s.choose("praetor-marius", "hk-dino"), "")
	s.hkWantFlag(pm, flExhausted, true, "exhausted")
	s.hkWantFlag(d, flExhausted, true, "exhausted")
	s.hkWantFlag(k, flExhausted, false, "exhausted")
	s.wantDamage(tr, 2)
	s.wantDamage(ek, 2)
	s.wantDamage(k, 0)
}

// Curse of Confusion: "Treachery. At the end of your turn, exhaust each
// friendly creature of the active house." (Bob controls it: his turn.)
func TestHandKCurseOfConfusion(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"krump"}, []string{"curse-of-confusion", "urchin", "troll"})
	s.artifact(1, "curse-of-confusion")
	u, tr := s.creature(1, "urchin"), s.creature(1, "troll")
	k := s.creature(0, "krump")
	s.end() // Alice's turn: nothing
	s.hkWantFlag(k, flExhausted, false, "exhausted")
	s.house("shadows")
	s.end()
	s.hkWantFlag(u, flExhausted, true, "exhausted")
	s.hkWantFlag(tr, flExhausted, false, "exhausted") // Brobnar
}

// Werewolf Curse: "This creature gains splash-attack 3 and "After Fight:
// Archive Werewolf Curse." Play: Enrage this creature."
func TestHandKWerewolfCurse(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"werewolf-curse", "troll"}, []string{"krump", "urchin", "silvertooth"})
	tr := s.creature(0, "troll")
	s.creature(1, "urchin")
	k := s.creature(1, "krump")
	st := s.creature(1, "silvertooth")
	s.house("untamed")
	s.wantRules(s.hbPlayUpgrade("werewolf-curse", "troll"), "")
	s.hkWantFlag(tr, flEnraged, true, "enraged")
	s.wantInt("Troll's splash-attack", s.g.keywordN(tr, SplashAttack), 3)
	s.end()
	s.end()
	s.house("brobnar")
	s.wantRules(s.fight("troll", "krump"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(st, ZoneDiscard) // 3 splash
	s.wantInt("Alice's archives", s.g.p[0].archiveSize(), 1)
	s.wantInt("Troll's splash-attack after", s.g.keywordN(tr, SplashAttack), 0)
}

// Neotechnic Gopher: "Play/After Reap: Discard a card. If you have no
// cards in your hand, gain 1A. Fate: Your opponent draws a card."
func TestHandKNeotechnicGopher(t *testing.T) {
	for _, tc := range []struct {
		name  string
		extra bool
		want  int
	}{{"last card", false, 1}, {"one left", true, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{"neotechnic-gopher", "krump", "troll"}, nil)
			s.creature(0, "neotechnic-gopher")
			s.hjHandTo(0, 0)
			k := s.hand(0, "krump")
			if tc.extra {
				s.hand(0, "troll")
			}
			s.house("logos")
			s.reap("neotechnic-gopher")
			s.wantRules(s.choose("krump"), "")
			s.wantZone(k, ZoneDiscard)
			s.wantAember(0, 1+tc.want)
		})
	}
	// Bob's prophecy fulfilled on Alice's turn: Bob draws.
	s := secondTurnScen(t, "brobnar", []string{"krump"}, []string{"neotechnic-gopher"})
	s.house("brobnar")
	before := s.g.p[1].handSize()
	s.wantRules(s.effect(Effect{Kind: EffFate, Player: 1, Card: CardRef{ID: "neotechnic-gopher"}}), "")
	s.wantInt("Bob's hand", s.g.p[1].handSize(), before+1)
}

// Chummy: "Before Fight: If the creature Chummy fights is the least
// powerful enemy creature, steal 1A. Fate: Pay your opponent 2A."
func TestHandKChummy(t *testing.T) {
	for _, tc := range []struct {
		target string
		want   int
	}{{"urchin", 1}, {"krump", 0}} {
		t.Run(tc.target, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"chummy"}, []string{"urchin", "krump"})
			s.creature(0, "chummy")
			s.creature(1, "urchin")
			s.creature(1, "krump")
			s.g.p[1].aember = 3
			s.house("shadows")
			s.fight("chummy", tc.target)
			s.wantAember(0, tc.want)
			s.wantAember(1, 3-tc.want)
		})
	}
	s := secondTurnScen(t, "brobnar", []string{"krump"}, []string{"chummy"})
	s.house("brobnar")
	s.g.p[0].aember = 3
	s.wantRules(s.effect(Effect{Kind: EffFate, Player: 1, Card: CardRef{ID: "chummy"}}), "")
	s.wantAember(0, 1)
	s.wantAember(1, 2)
}
