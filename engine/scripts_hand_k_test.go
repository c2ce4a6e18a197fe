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
}

func (s *scen) hkWords(w ...string) Outcome {
	return s.do(Action{Verb: VerbChoose, Words: w})
}

func (s *scen) hkWant(what string, got, want int) {
	s.t.Helper()
	s.hbWantInt(what, got, want)
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
			s := hbScen(t, "saurian", []string{"bestiarii-urso"}, []string{"troll", "krump"})
			tr, k := s.creature(1, "troll"), s.creature(1, "krump")
			s.g.cards[tr].flags |= flStunned
			s.g.cards[k].flags |= flStunned
			s.hand(0, "bestiarii-urso")
			s.house("saurian")
			s.play("bestiarii-urso")
			if tc.yes {
				s.wantRules(s.hkWords("yes"), "")
				s.wantRules(s.choose("troll"), "")
			} else {
				s.wantRules(s.hkWords("no"), "")
			}
			s.hkWantFlag(tr, flStunned, !tc.yes, "stunned")
			s.hkWantFlag(k, flStunned, true, "stunned")
		})
	}
}

// Brawl In: "Play: Make 2 token creatures. Enrage them."
func TestHandKBrawlIn(t *testing.T) {
	s := hbScen(t, "brobnar", []string{"brawl-in", "krump", "catena-fiend"}, nil)
	k := s.creature(0, "krump")
	s.hand(0, "brawl-in")
	s.house("brobnar")
	s.wantRules(s.play("brawl-in"), "")
	line := s.g.p[0].line
	s.hkWant("Alice's creatures", len(line), 3)
	for _, id := range line[1:] {
		s.hkWantFlag(id, flEnraged, true, "enraged")
	}
	s.hkWantFlag(k, flEnraged, false, "enraged") // not a token made
}

// Request Donations: "Play: Make a token creature. It captures 2A."
func TestHandKRequestDonations(t *testing.T) {
	s := hbScen(t, "sanctum", []string{"request-donations", "catena-fiend"}, nil)
	s.g.p[1].aember = 3
	s.hand(0, "request-donations")
	s.house("sanctum")
	s.wantRules(s.play("request-donations"), "")
	line := s.g.p[0].line
	s.hkWant("Alice's creatures", len(line), 1)
	s.hkWant("Æmber on the token", int(s.g.cards[line[0]].aember), 2)
	s.wantAember(1, 1)
}

// Ancient Yurk: "Play: Choose and discard 3 cards from your hand."
func TestHandKAncientYurk(t *testing.T) {
	s := hbScen(t, "dis", []string{"ancient-yurk", "krump", "troll", "bumpsy", "urchin"}, nil)
	hand0 := len(s.g.p[0].discard)
	s.hand(0, "ancient-yurk")
	s.hand(0, "krump")
	s.hand(0, "troll")
	s.hand(0, "bumpsy")
	u := s.hand(0, "urchin")
	s.house("dis")
	s.play("ancient-yurk")
	s.wantRules(s.choose("krump", "troll", "bumpsy"), "")
	s.hkWant("Alice's discard pile", len(s.g.p[0].discard), hand0+3)
	s.wantZone(u, ZoneHand)
}

// Hoist Operations: "Play: Put a creature into its owner’s archives."
func TestHandKHoistOperations(t *testing.T) {
	s := hbScen(t, "ekwidon", []string{"hoist-operations"}, []string{"troll", "krump"})
	tr, k := s.creature(1, "troll"), s.creature(1, "krump")
	s.hand(0, "hoist-operations")
	s.house("ekwidon")
	s.play("hoist-operations")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneArchives)
	s.hkWant("Troll's owner", int(s.g.cards[tr].owner), 1)
	s.hkWant("Bob's archives", s.g.p[1].archiveSize(), 1)
	s.wantZone(k, ZoneBattleline)
}

// Helper Bot: "Play: You may play one non-Logos card this turn."
func TestHandKHelperBot(t *testing.T) {
	s := hbScen(t, "logos", []string{"helper-bot", "krump", "troll"}, nil)
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
	s := hbScen(t, "mars", []string{"white-aeronaut", "nautilixian"}, []string{"nautilixian"})
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
	s := hbScen(t, "shadows", []string{"life-for-a-life", "urchin"}, []string{"troll"})
	u := s.creature(0, "urchin")
	tr := s.creature(1, "troll")
	s.hand(0, "life-for-a-life")
	s.house("shadows")
	s.wantRules(s.play("life-for-a-life"), "") // both choices are the only ones
	s.wantZone(u, ZoneDiscard)
	s.wantDamage(tr, 6)

	s = hbScen(t, "shadows", []string{"life-for-a-life"}, []string{"troll"})
	tr = s.creature(1, "troll")
	s.hand(0, "life-for-a-life")
	s.house("shadows")
	s.wantRules(s.play("life-for-a-life"), "") // nothing to sacrifice
	s.wantDamage(tr, 0)
}

// Further Testing Needed: "Play: Put a friendly card into its owner's
// archives."
func TestHandKFurtherTestingNeeded(t *testing.T) {
	s := hbScen(t, "mars", []string{"further-testing-needed", "gorm-of-omm", "krump"}, []string{"troll"})
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
	s := hbScen(t, "ekwidon", []string{"market-crash", "krump", "catena-fiend"}, []string{"troll"})
	k := s.creature(0, "krump")
	c := s.creature(0, "catena-fiend")
	tr := s.creature(1, "troll")
	s.hand(0, "market-crash")
	s.house("ekwidon")
	s.wantRules(s.play("market-crash"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(c, ZoneBattleline)
	s.hkWant("Alice's chains", int(s.g.p[0].chains), 2)
	s.hkWant("Bob's chains", int(s.g.p[1].chains), 0)
}

// Shard of Hate: "Action: Stun an enemy creature for each friendly
// Shard."
func TestHandKShardOfHate(t *testing.T) {
	s := hbScen(t, "mars", []string{"shard-of-hate", "shard-of-pain"}, []string{"troll", "krump", "bumpsy", "shard-of-hope"})
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
	s := hbScen(t, "untamed", []string{"æmber-storm"}, []string{"troll", "krump"})
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
	s := hbScen(t, "sanctum", []string{"revered-monk", "krump", "disciple", "oracle-zan"}, nil)
	s.creature(0, "krump")
	m := s.creature(0, "revered-monk")
	s.hkWant("armor, a Brobnar neighbor", s.g.armor(m), 0)
	s.creature(0, "oracle-zan")
	s.hkWant("armor, a Sanctum neighbor", s.g.armor(m), 2)
}

// Security Detail: "Play: A friendly creature and each of its neighbors
// captures 1A."
func TestHandKSecurityDetail(t *testing.T) {
	s := hbScen(t, "ekwidon", []string{"security-detail", "krump", "troll", "bumpsy", "urchin"}, nil)
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
		s.hkWant(s.g.name(c.id)+"'s Æmber", int(s.g.cards[c.id].aember), c.want)
	}
	s.wantAember(1, 2)
}

// Sobogg’s Thingamabob: "After your opponent forges a key, exhaust each
// creature they control."
func TestHandKSoboggsThingamabob(t *testing.T) {
	s := hbScen(t, "unfathomable", []string{"sobogg-s-thingamabob", "krump"}, []string{"troll", "urchin"})
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
	s := hbScen(t, "mars", []string{"plague-wind", "white-aeronaut"}, []string{"troll"})
	a := s.creature(0, "white-aeronaut")
	tr := s.creature(1, "troll")
	s.hand(0, "plague-wind")
	s.house("mars")
	s.wantRules(s.play("plague-wind"), "")
	s.hkWant("Troll's power", s.g.power(tr), 5)
	s.hkWant("White Aeronaut's power", s.g.power(a), 3)
	s.end()
	s.hkWant("Troll's power next turn", s.g.power(tr), 8)
}

// Blatant Thievery: "Play: Enrage an enemy creature. Move all A from that
// creature to your pool."
func TestHandKBlatantThievery(t *testing.T) {
	s := hbScen(t, "shadows", []string{"blatant-thievery"}, []string{"troll", "krump"})
	tr, k := s.creature(1, "troll"), s.creature(1, "krump")
	s.g.cards[tr].aember = 3
	s.g.cards[k].aember = 2
	s.hand(0, "blatant-thievery")
	s.house("shadows")
	s.play("blatant-thievery")
	s.wantRules(s.choose("troll"), "")
	s.hkWantFlag(tr, flEnraged, true, "enraged")
	s.hkWant("Æmber on Troll", int(s.g.cards[tr].aember), 0)
	s.hkWant("Æmber on Krump", int(s.g.cards[k].aember), 2)
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
			s := hbScen(t, "ekwidon", []string{"strange-shell"}, []string{"troll"})
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
	s := hbScen(t, "unfathomable", []string{"fuguru"}, nil)
	s.hkWant("Bob's refill bonus before", s.g.handBonus(1), 0)
	s.creature(0, "fuguru")
	s.hkWant("Bob's refill bonus", s.g.handBonus(1), -1)
	s.hkWant("Alice's refill bonus", s.g.handBonus(0), 0)
}

// Watched Closely: "This creature gains, “After Reap: Your opponent makes
// a token creature.”"
func TestHandKWatchedClosely(t *testing.T) {
	s := hbScen(t, "skyborn", []string{"watched-closely", "krump"}, []string{"catena-fiend"})
	s.creature(0, "krump")
	s.house("skyborn")
	s.wantRules(s.hbPlayUpgrade("watched-closely", "krump"), "")
	s.end()
	s.end()
	s.house("brobnar")
	s.wantRules(s.reap("krump"), "")
	s.hkWant("Bob's creatures", len(s.g.p[1].line), 1)
	s.hkWant("Alice's creatures", len(s.g.p[0].line), 1)
}
