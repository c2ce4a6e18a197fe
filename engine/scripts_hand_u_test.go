package engine

import "testing"

// Tests of scripts_hand_u.go: each card's ability on a board, and the
// state after it.

func init() { huAddCards() }

// huAddCards adds the facts (keyteki packs) of the cards these tests use;
// the hu- cards are vanilla stand-ins of a house or trait.
func huAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr, ac, ar := TypeCreature, TypeAction, TypeArtifact
	tr := func(t ...string) []string { return t }
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("censor-philo", "Censor Philo", "saurian", cr, 5, 0, 0, tr("dinosaur", "politician"))
	add("ardent-hero", "Ardent Hero", "sanctum", cr, 4, 0, 0, tr("human", "knight"), kw(Taunt, 0))
	add("dreadstarr-the-lone", "Dreadstarr the Lone", "brobnar", cr, 5, 0, 0, tr("giant"))
	add("salvay", "Salvay", "redemption", cr, 4, 0, 0, tr("mutant", "recruiter"))
	add("hu-redeemer", "Little Redeemer", "redemption", cr, 3, 0, 0, tr("human"))
	add("born-to-rock", "Born to Rock", "brobnar", ar, 0, 0, 0, tr("power"))
	add("hyde", "Hyde", "logos", cr, 4, 0, 0, tr("human", "scientist"))
	add("velum", "Velum", "logos", cr, 2, 0, 0, tr("human", "scientist"))
	add("hu-cultist", "Little Cultist", "unfathomable", cr, 2, 0, 0, tr("human", "cultist"))
	add("cursed-relic", "Cursed Relic", "ekwidon", ar, 0, 0, 0, tr("item"))
	add("champion-s-challenge", "Champion’s Challenge", "brobnar", ac, 0, 0, 0, nil)
	add("imperial-road", "Imperial Road", "saurian", ar, 0, 0, 0, tr("location"))
	add("hu-saurian", "Little Saurian", "saurian", cr, 4, 0, 0, tr("dinosaur"))
	add("noname", "Noname", "dis", cr, 1, 0, 0, tr("demon"))
	add("nizak-the-forgotten", "Nizak, The Forgotten", "brobnar", cr, 6, 0, 0, tr("dragon", "psion"))
	add("spyyyder", "Spyyyder", "dis", cr, 2, 0, 0, tr("demon"), kw(Skirmish, 0))
	add("molephin", "Molephin", "untamed", cr, 3, 0, 0, tr("beast"), kw(Hazardous, 3))
	add("redhand-registry", "Redhand Registry", "sanctum", ar, 0, 0, 1, tr("law"))
	add("sir-marrows", "Sir Marrows", "sanctum", cr, 4, 2, 0, tr("human", "knight"))
	add("loyal-packmate", "Loyal Packmate", "untamed", cr, 6, 0, 0, tr("beast"), kw(Taunt, 0))
	add("customs-office", "Customs Office", "shadows", ar, 0, 0, 0, tr("location"))
	add("aedile-tullia", "Aedile Tullia", "saurian", cr, 5, 0, 0, tr("politician", "dinosaur"))
	add("kretchee", "Kretchee", "brobnar", cr, 3, 0, 0, tr("goblin"))
	add("harmonic-ritual", "Harmonic Ritual", "sanctum", ac, 0, 0, 1, nil)
	add("phalanx-strike", "Phalanx Strike", "saurian", ac, 0, 0, 1, nil)
	add("hu-grunt", "Grunt", "saurian", TypeTokenCreature, 2, 0, 0, tr("soldier"))
	add("befuddle", "Befuddle", "unfathomable", ac, 0, 0, 1, nil)
	add("suspendamander", "Suspendamander", "dis", cr, 4, 1, 0, tr("beast"))
	add("allusions-of-grandeur", "Allusions of Grandeur", "unfathomable", ac, 0, 0, 1, nil)
	add("watch-your-step", "Watch Your Step", "unfathomable", ac, 0, 0, 1, nil)
	add("sandhopper", "Sandhopper", "ekwidon", ar, 0, 0, 0, tr("buggy", "vehicle"))
	add("blast-from-the-past", "Blast from the Past", "saurian", ac, 0, 0, 0, nil)
	add("grizzled-wyvern", "Grizzled Wyvern", "brobnar", cr, 10, 0, 0, tr("dragon"))
	add("necromorph", "Necromorph", "staralliance", cr, 5, 0, 0, tr("shapeshifter", "alien"))
	add("hu-star", "Little Star", "staralliance", cr, 2, 0, 0, tr("human"))
	add("reassembling-automaton", "Reassembling Automaton", "logos", cr, 3, 0, 0, tr("robot", "experiment"))
	add("paradox-shield", "Paradox Shield", "staralliance", TypeUpgrade, 0, 0, 0, nil)
	add("academy-training", "Academy Training", "logos", TypeUpgrade, 0, 0, 0, nil)
	add("mantle-of-the-zealot", "Mantle of the Zealot", "sanctum", TypeUpgrade, 0, 0, 0, nil)
	add("staff-sergeant-rhea", "Staff Sergeant Rhea", "staralliance", cr, 3, 0, 0, tr("human"))
	add("slippery-tentacle", "Slippery Tentacle", "keyraken", cr, 3, 0, 0, tr("tentacle"))
	add("crushing-tentacle", "Crushing Tentacle", "keyraken", cr, 6, 0, 0, tr("tentacle"), kw(Assault, 3))
	add("panpaca-jaga", "Panpaca, Jaga", "untamed", cr, 3, 0, 0, tr("beast"), kw(Skirmish, 0))
	add("chronophage", "Chronophage", "logos", cr, 3, 0, 0, tr("beast", "robot"))
	add("master-of-the-grey", "Master of the Grey", "sanctum", cr, 4, 1, 0, tr("human", "monk"))
	add("de-doss", "De-Doss", "logos", TypeUpgrade, 0, 0, 1, nil)
	add("fortune-reverser", "Fortune Reverser", "ekwidon", TypeUpgrade, 0, 0, 1, nil)
	add("zizok", "Zizok", "mars", cr, 3, 0, 0, tr("martian", "soldier"), kw(Skirmish, 0), kw(SplashAttack, 1))
	add("efficient-æmber-burner", "Efficient Æmber Burner", "skyborn", TypeUpgrade, 0, 0, 0, nil)
	add("kaspara", "Kaspara", "geistoid", cr, 0, 0, 0, tr("specter", "robot"))
	add("hu-geistoid", "Little Geistoid", "geistoid", cr, 2, 0, 0, tr("specter"))
	add("azuretooth", "Azuretooth", "ekwidon", cr, 6, 0, 0, tr("merchant", "getrookya"))
	add("gegrrŏkŭŭ-sapper", "Gegrrŏkŭŭ Sapper", "ekwidon", cr, 3, 3, 0, tr("soldier", "getrookya"))
	add("badgemagus", "Badgemagus", "sanctum", cr, 4, 0, 0, tr("human", "knight"), kw(Deploy, 0))
	add("primordial", "Primordial", "keyraken", TypeUpgrade, 0, 0, 0, nil)
	add("titanic-maw", "Titanic Maw", "keyraken", TypeUpgrade, 0, 0, 0, nil)
	add("ethereal-adaptor", "Ethereal Adaptor", "geistoid", TypeUpgrade, 0, 0, 0, nil)
	add("e-e-on-the-fringes", "E’e on the Fringes", "dis", cr, 1, 0, 0, tr("imp"), kw(Elusive, 0))
	add("witch-queen", "Witch Queen", "untamed", cr, 4, 0, 0, tr("leader", "human", "witch"))
	add("hu-witch", "Little Witch", "untamed", cr, 2, 0, 0, tr("human", "witch"))
	add("cadet-allison", "Cadet Allison", "staralliance", cr, 8, 0, 0, tr("human"))
	add("cadet-allison2", "Cadet Allison", "staralliance", cr, 8, 0, 0, tr("human"))
	testCards["cadet-allison"].GiganticOther = "cadet-allison2"
	testCards["cadet-allison2"].GiganticOther = "cadet-allison"
	testCards["cadet-allison2"].GiganticBottom = true
	add("the-chosen-one", "The Chosen One", "unfathomable", cr, 9, 0, 0, tr("aquan"))
	add("shield-u-later-evil-twin", "Shield-U-Later", "staralliance", cr, 5, 0, 0, tr("robot"))
	add("t3r-35a", "T3R-35A", "staralliance", cr, 3, 0, 0, tr("robot"))
	add("harland-mindlock", "Harland Mindlock", "logos", cr, 1, 0, 0, tr("cyborg", "scientist"))
	add("collar-of-subordination", "Collar of Subordination", "dis", TypeUpgrade, 0, 0, 0, nil)
	add("captain-kresage-evil-twin", "Captain Kresage", "logos", cr, 6, 0, 0, tr("cyborg"))
}

// Censor Philo: "Censor Philo cannot be dealt damage by creatures with A
// on them."
func TestHandUCensorPhilo(t *testing.T) {
	for _, tc := range []struct {
		name   string
		aember int16
		zone   Zone
	}{{"attacker with A", 1, ZoneBattleline}, {"attacker without A", 0, ZoneDiscard}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"troll"}, []string{"censor-philo"})
			tr := s.creature(0, "troll")
			s.g.cards[tr].aember = tc.aember
			cp := s.creature(1, "censor-philo")
			s.house("brobnar")
			s.wantRules(s.fight("troll", "censor-philo"), "")
			s.wantZone(cp, tc.zone)
			s.wantDamage(tr, 5) // Troll is dealt its damage either way
		})
	}
}

// Ardent Hero: "Taunt. Ardent Hero cannot be dealt damage by Mutant
// creatures or creatures with power 5 or higher."
func TestHandUArdentHero(t *testing.T) {
	for _, tc := range []struct {
		attacker string
		house    House
		want     int
	}{{"zorg", "mars", 0}, {"troll", "brobnar", 0}, {"probe", "brobnar", 3}} {
		t.Run(tc.attacker, func(t *testing.T) {
			s := secondTurnScen(t, "mars", []string{tc.attacker}, []string{"ardent-hero"})
			s.creature(0, tc.attacker)
			ah := s.creature(1, "ardent-hero")
			s.house(tc.house)
			s.wantRules(s.fight(tc.attacker, "ardent-hero"), "")
			s.wantDamage(ah, tc.want)
		})
	}
}

// Dreadstarr the Lone: "If there are no other friendly Brobnar creatures
// in play, Dreadstarr the Lone gains versatile. After Fight: Your opponent
// loses 1A."
func TestHandUDreadstarrTheLone(t *testing.T) {
	for _, tc := range []struct {
		name  string
		other bool
		want  string
	}{{"alone", false, ""}, {"with another Brobnar creature", true, "not-active-house"}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"dreadstarr-the-lone", "krump"}, nil)
			s.creature(0, "dreadstarr-the-lone")
			if tc.other {
				s.creature(0, "krump")
			}
			s.house("dis")
			s.wantRules(s.reap("dreadstarr-the-lone"), tc.want)
		})
	}
	s := secondTurnScen(t, "brobnar", []string{"dreadstarr-the-lone"}, []string{"silvertooth"})
	s.creature(0, "dreadstarr-the-lone")
	s.creature(1, "silvertooth")
	s.g.p[1].aember = 2
	s.house("brobnar")
	s.wantRules(s.fight("dreadstarr-the-lone", "silvertooth"), "")
	s.wantAember(1, 1)
	s.wantAember(0, 0)
}

// Salvay: "Enhance. Salvay gets +2 Assault for each of its Redemption
// neighbors."
func TestHandUSalvay(t *testing.T) {
	for _, tc := range []struct {
		name        string
		left, right string
		want        int
	}{{"two Redemption neighbors", "hu-redeemer", "hu-redeemer", 4}, {"one", "hu-redeemer", "krump", 2}, {"none", "troll", "krump", 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "redemption", []string{"salvay", tc.left, tc.right}, nil)
			s.creature(0, tc.left)
			sa := s.creature(0, "salvay")
			s.creature(0, tc.right)
			s.wantInt("Salvay's assault", s.g.keywordN(sa, Assault), tc.want)
		})
	}
}

// Born to Rock: "Each friendly Brobnar creature gets +1 power for each of
// its Brobnar neighbors."
func TestHandUBornToRock(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"born-to-rock", "krump", "troll", "tocsin", "bumpsy"}, []string{"valdr", "firespitter"})
	s.artifact(0, "born-to-rock")
	kr, tr, to, bu := s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "tocsin"), s.creature(0, "bumpsy")
	va := s.creature(1, "valdr")
	s.creature(1, "firespitter")
	s.wantInt("Krump (Troll beside it)", s.g.power(kr), 7)
	s.wantInt("Troll (Krump and Tocsin beside it)", s.g.power(tr), 9)
	s.wantInt("Tocsin (not Brobnar)", s.g.power(to), 3)
	s.wantInt("Bumpsy (Tocsin beside it)", s.g.power(bu), 5)
	s.wantInt("Valdr (an enemy)", s.g.power(va), 6)
}

// Hyde: "Reap: Draw a card. If you control Velum, draw 2 cards instead.
// Destroyed: Archive Velum from your discard pile. If you do, archive
// Hyde."
func TestHandUHyde(t *testing.T) {
	for _, velum := range []bool{false, true} {
		s := secondTurnScen(t, "logos", []string{"hyde", "velum"}, nil)
		s.creature(0, "hyde")
		if velum {
			s.creature(0, "velum")
		}
		s.house("logos")
		before := s.g.p[0].handSize()
		s.wantRules(s.reap("hyde"), "")
		s.wantInt("cards drawn", s.g.p[0].handSize()-before, 1+hnB(velum))
	}
	for _, inDiscard := range []bool{false, true} {
		s := secondTurnScen(t, "logos", []string{"hyde", "velum"}, nil)
		hy := s.creature(0, "hyde")
		want := ZoneDiscard
		if inDiscard {
			ve := s.discardPile(0, "velum")[0]
			defer s.wantZone(ve, ZoneArchives)
			want = ZoneArchives
		}
		s.wantRules(s.hjDestroy("hyde"), "")
		s.wantZone(hy, want)
	}
}

// Velum: "Reap: Archive a card. If you control Hyde, archive 2 cards
// instead. Destroyed: Archive Hyde from your discard pile. If you do,
// archive Velum."
func TestHandUVelum(t *testing.T) {
	for _, hyde := range []bool{false, true} {
		s := secondTurnScen(t, "logos", []string{"velum", "hyde", "anger", "warsong"}, nil)
		s.creature(0, "velum")
		if hyde {
			s.creature(0, "hyde")
		}
		an, wa := s.hand(0, "anger"), s.hand(0, "warsong")
		s.house("logos")
		s.reap("velum")
		picks := []string{"anger"}
		if hyde {
			picks = append(picks, "warsong")
		}
		out := s.choose(picks...)
		s.wantRules(out, "")
		s.wantZone(an, ZoneArchives)
		if hyde {
			s.wantZone(wa, ZoneArchives)
		} else {
			s.wantZone(wa, ZoneHand)
		}
	}
	s := secondTurnScen(t, "logos", []string{"velum", "hyde"}, nil)
	ve := s.creature(0, "velum")
	hy := s.discardPile(0, "hyde")[0]
	s.wantRules(s.hjDestroy("velum"), "")
	s.wantZone(hy, ZoneArchives)
	s.wantZone(ve, ZoneArchives)
}

// Tangaika: "You cannot play Tangaika unless you control 4 or more
// Cultists. Splash-attack 5. After Fight: Gain 1A."
func TestHandUTangaika(t *testing.T) {
	for _, tc := range []struct {
		cultists int
		want     string
	}{{3, "restricted"}, {4, ""}} {
		cards := []string{"tangaika", "hu-cultist", "hu-cultist", "hu-cultist", "hu-cultist"}
		s := secondTurnScen(t, "unfathomable", cards, nil)
		for range tc.cultists {
			s.creature(0, "hu-cultist")
		}
		s.hand(0, "tangaika")
		s.house("unfathomable")
		s.wantRules(s.play("tangaika"), tc.want)
	}
	s := secondTurnScen(t, "unfathomable", []string{"tangaika"}, []string{"silvertooth"})
	s.creature(0, "tangaika")
	s.creature(1, "silvertooth")
	s.house("unfathomable")
	s.wantRules(s.fight("tangaika", "silvertooth"), "")
	s.wantAember(0, 1)
}

// Cursed Relic: "Enhance. You cannot play Cursed Relic. Cursed Relic
// cannot be discarded from your hand except through card abilities."
func TestHandUCursedRelic(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"cursed-relic", "cursed-relic", "de-escalation"}, nil)
	s.hand(0, "cursed-relic")
	s.hand(0, "cursed-relic")
	s.hand(0, "de-escalation")
	s.house("ekwidon")
	s.wantRules(s.play("cursed-relic"), "restricted")
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "cursed-relic"}}), "restricted")
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "de-escalation"}}), "")
}

// Champion’s Challenge: "Play: Destroy each enemy creature except the most
// powerful enemy creature. Destroy each friendly creature except the most
// powerful friendly creature. Ready and fight with your remaining
// creature."
func TestHandUChampionsChallenge(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"champion-s-challenge", "troll", "krump"}, []string{"shooler", "silvertooth", "urchin"})
	tr, kr := s.creature(0, "troll"), s.creature(0, "krump")
	sh, si, ur := s.creature(1, "shooler"), s.creature(1, "silvertooth"), s.creature(1, "urchin")
	s.g.cards[tr].flags |= flExhausted
	s.hand(0, "champion-s-challenge")
	s.house("brobnar")
	s.play("champion-s-challenge")
	s.wantRules(s.choose("shooler"), "")
	s.wantZone(si, ZoneDiscard)
	s.wantZone(ur, ZoneDiscard)
	s.wantZone(kr, ZoneDiscard)
	s.wantZone(tr, ZoneBattleline)
	s.wantZone(sh, ZoneDiscard) // Troll fought it
	s.wantDamage(tr, 5)
}

// Imperial Road: "Omni: Play a Saurian creature. That creature enters
// play stunned."
func TestHandUImperialRoad(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"imperial-road", "hu-saurian"}, nil)
	s.artifact(0, "imperial-road")
	sa := s.hand(0, "hu-saurian")
	s.house("brobnar")
	s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "imperial-road"}})
	s.wantRules(s.choose("hu-saurian"), "")
	s.wantZone(sa, ZoneBattleline)
	s.hjWantFlag(sa, flStunned, true, "stunned")
}

// Noname: "Noname gets +1 power for each purged card. Play/Fight/Reap:
// Purge a card in a discard pile."
func TestHandUNoname(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"noname", "anger", "warsong"}, []string{"silvertooth"})
	no := s.creature(0, "noname")
	an := s.discardPile(0, "anger", "warsong")[0]
	s.g.put(s.take(1, "silvertooth"), ZonePurged)
	s.wantInt("power with 1 purged card", s.g.power(no), 2)
	s.house("dis")
	s.reap("noname")
	s.wantRules(s.choose("anger"), "")
	s.wantZone(an, ZonePurged)
	s.wantInt("power with 2 purged cards", s.g.power(no), 3)
}

// Nizak, The Forgotten: "While fighting, Nizak, The Forgotten gains
// invulnerable. After an enemy creature is destroyed fighting Nizak, The
// Forgotten, return that creature to its owner’s hand."
func TestHandUNizakTheForgotten(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"nizak-the-forgotten"}, []string{"bumpsy", "troll"})
	ni := s.creature(0, "nizak-the-forgotten")
	bu, tr := s.creature(1, "bumpsy"), s.creature(1, "troll")
	s.house("brobnar")
	s.wantRules(s.fight("nizak-the-forgotten", "bumpsy"), "")
	s.wantDamage(ni, 0)
	s.wantZone(bu, ZoneHand)
	s.wantZone(tr, ZoneBattleline)
	s.g.damage(ni, 2, false) // not fighting: damage is dealt
	s.wantDamage(ni, 2)
}

// Spyyyder: "Skirmish. Spyyyder gains poison while attacking an enemy
// flank creature."
func TestHandUSpyyyder(t *testing.T) {
	for _, tc := range []struct {
		target string
		zone   Zone
	}{{"bumpsy", ZoneDiscard}, {"krump", ZoneBattleline}} {
		t.Run(tc.target, func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"spyyyder"}, []string{"bumpsy", "krump", "troll"})
			sp := s.creature(0, "spyyyder")
			ids := map[string]int16{"bumpsy": s.creature(1, "bumpsy"), "krump": s.creature(1, "krump")}
			s.creature(1, "troll")
			s.house("dis")
			s.wantRules(s.fight("spyyyder", tc.target), "")
			s.wantZone(ids[tc.target], tc.zone)
			s.wantDamage(sp, 0)
		})
	}
}

// Captain Kresage (evil twin): "Each creature loses elusive, taunt,
// poison, and skirmish."
func TestHandUCaptainKresageEvilTwin(t *testing.T) {
	for _, in := range []bool{false, true} {
		s := secondTurnScen(t, "logos", []string{"captain-kresage-evil-twin", "ancient-bear"}, []string{"urchin", "champion-anaphiel"})
		if in {
			s.creature(0, "captain-kresage-evil-twin")
		}
		ab := s.creature(0, "ancient-bear")
		ur, ca := s.creature(1, "urchin"), s.creature(1, "champion-anaphiel")
		s.wantInt("Urchin elusive", hnB(s.g.hasKeyword(ur, Elusive)), hnB(!in))
		s.wantInt("Anaphiel taunt", hnB(s.g.hasKeyword(ca, Taunt)), hnB(!in))
		s.wantInt("Ancient Bear assault (kept)", s.g.keywordN(ab, Assault), 2)
	}
}

// Molephin: "Hazardous 3. After A is stolen from you, deal 1D to each
// enemy creature for each A stolen."
func TestHandUMolephin(t *testing.T) {
	for _, tc := range []struct {
		bobs, want int
	}{{3, 2}, {0, 0}} {
		s := secondTurnScen(t, "brobnar", []string{"troll", "krump"}, []string{"molephin", "silvertooth"})
		tr, kr := s.creature(0, "troll"), s.creature(0, "krump")
		mo, si := s.creature(1, "molephin"), s.creature(1, "silvertooth")
		s.g.p[1].aember = tc.bobs
		s.house("brobnar")
		s.g.steal(0, 2)
		s.wantDamage(tr, tc.want)
		s.wantDamage(kr, tc.want)
		s.wantDamage(mo, 0)
		s.wantDamage(si, 0)
	}
}

// Redhand Registry: "After A is stolen from you, your opponent skips the
// "forge a key" step during their next turn."
func TestHandURedhandRegistry(t *testing.T) {
	for _, registry := range []bool{false, true} {
		s := secondTurnScen(t, "brobnar", nil, []string{"redhand-registry"})
		if registry {
			s.artifact(1, "redhand-registry")
		}
		s.house("brobnar")
		s.g.p[1].aember = 1
		s.g.p[0].aember = 5
		s.g.steal(0, 1) // 6: a key's cost
		s.end()
		s.end()
		s.house("brobnar")
		s.wantInt("Alice's keys", s.g.p[0].keyCount(), hnB(!registry))
	}
}

// Sir Marrows: "After your opponent gains A by reaping, Sir Marrows
// captures it."
func TestHandUSirMarrows(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"troll"}, []string{"sir-marrows"})
	s.creature(0, "troll")
	sm := s.creature(1, "sir-marrows")
	s.house("brobnar")
	s.g.gain(0, 2, SrcAbility) // not by reaping: kept
	s.wantRules(s.reap("troll"), "")
	s.wantAember(0, 2)
	s.wantInt("Æmber on Sir Marrows", s.heAemberOn(sm), 1)
	s.g.gain(1, 1, SrcReap) // its own side's reap: kept
	s.wantInt("Æmber on Sir Marrows after Bob's gain", s.heAemberOn(sm), 1)
}

// Loyal Packmate: "Taunt. Enemy creatures cannot be used to fight
// friendly creatures unless the friendly creature has taunt."
func TestHandULoyalPackmate(t *testing.T) {
	for _, tc := range []struct {
		target, want string
	}{{"silvertooth", "restricted"}, {"champion-anaphiel", ""}, {"loyal-packmate", ""}} {
		t.Run(tc.target, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"troll"}, []string{"loyal-packmate", "silvertooth", "shooler", "champion-anaphiel"})
			s.creature(0, "troll")
			s.creature(1, "silvertooth")
			s.creature(1, "shooler")
			s.creature(1, "loyal-packmate")
			s.creature(1, "champion-anaphiel")
			s.house("brobnar")
			s.wantRules(s.fight("troll", tc.target), tc.want)
		})
	}
}

// Customs Office: "Your opponent must pay you 1A in order to play an
// artifact."
func TestHandUCustomsOffice(t *testing.T) {
	for _, tc := range []struct {
		alices     int
		want       string
		aliceAfter int
		bobAfter   int
	}{{2, "", 1, 1}, {0, "restricted", 0, 0}} {
		s := secondTurnScen(t, "brobnar", []string{"gauntlet-of-command", "krump"}, []string{"customs-office"})
		s.artifact(1, "customs-office")
		s.hand(0, "gauntlet-of-command")
		s.hand(0, "krump")
		s.g.p[0].aember = tc.alices
		s.house("brobnar")
		s.wantRules(s.play("krump"), "") // a creature: no toll
		s.wantRules(s.play("gauntlet-of-command"), tc.want)
		s.wantAember(0, tc.aliceAfter)
		s.wantAember(1, tc.bobAfter)
	}
}

// Aedile Tullia: "Each time you exalt a friendly non-token creature, make
// a token creature."
func TestHandUAedileTullia(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"aedile-tullia", "krump", "hu-grunt"}, []string{"silvertooth"})
	s.g.p[0].deck.Token = "hu-grunt"
	s.creature(0, "aedile-tullia")
	kr := s.creature(0, "krump")
	si := s.creature(1, "silvertooth")
	before := len(s.g.p[0].line)
	s.g.exalt(si) // an enemy creature: no token
	s.wantInt("creatures after exalting an enemy", len(s.g.p[0].line), before)
	s.g.exalt(kr)
	s.wantInt("creatures after exalting Krump", len(s.g.p[0].line), before+1)
	tok := s.g.p[0].line[len(s.g.p[0].line)-1]
	s.g.exalt(tok) // a token: no token
	s.wantInt("creatures after exalting the token", len(s.g.p[0].line), before+1)
}

// Kretchee: "Each time a player exalts a creature or a creature captures
// A, put 1A on that creature from the common supply."
func TestHandUKretchee(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"kretchee", "krump"}, []string{"silvertooth"})
	s.creature(0, "kretchee")
	kr := s.creature(0, "krump")
	si := s.creature(1, "silvertooth")
	s.g.p[0].aember = 3
	s.g.exalt(kr)
	s.wantInt("Æmber on Krump after exalt", s.heAemberOn(kr), 2)
	s.g.capture(si, 2)
	s.wantInt("Æmber on Silvertooth after capture", s.heAemberOn(si), 3)
	s.wantAember(0, 1)
}

// Harmonic Ritual: "Play: Choose a friendly creature. If its left neighbor
// shares a house with it, gain 1A and repeat this effect on that
// creature."
func TestHandUHarmonicRitual(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"harmonic-ritual", "tocsin", "krump", "troll", "bumpsy"}, nil)
	for _, id := range []string{"tocsin", "krump", "troll", "bumpsy"} {
		s.creature(0, id)
	}
	s.hand(0, "harmonic-ritual")
	s.house("sanctum")
	s.play("harmonic-ritual")
	s.wantRules(s.choose("bumpsy"), "")
	s.wantAember(0, 1+2) // its bonus, then Troll and Krump; Tocsin is Dis
}

// Phalanx Strike: "Play: Choose a creature. Deal 1D to it for each
// friendly creature. You may exalt a friendly creature to repeat the
// preceding effect."
func TestHandUPhalanxStrike(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"phalanx-strike", "troll", "krump"}, []string{"shooler", "zorg"})
	tr := s.creature(0, "troll")
	s.creature(0, "krump")
	sh, zo := s.creature(1, "shooler"), s.creature(1, "zorg")
	s.hand(0, "phalanx-strike")
	s.house("saurian")
	s.play("phalanx-strike")
	s.choose("shooler")
	s.wantDamage(sh, 2)
	s.choose("troll") // exalt Troll: repeat
	s.choose("zorg")
	s.wantDamage(zo, 2)
	s.wantInt("Æmber on Troll", s.heAemberOn(tr), 1)
	s.words("no") // no exalt: done
	s.wantDamage(sh, 2)
	s.wantAember(0, 1)
}

// huHouseTurn plays action card id of Alice's (the first house of her
// deck), chooses house h for it, and passes to Bob's turn.
func (s *scen) huHouseTurn(id string, h House) {
	s.t.Helper()
	s.hand(0, id)
	s.house(s.g.p[0].deck.Houses[0])
	s.play(id)
	s.wantRules(s.chooseWords(string(h)), "")
	s.end()
}

// Befuddle: "Play: Choose a house on your opponent’s identity card. During
// their next turn, they cannot play cards of other houses."
func TestHandUBefuddle(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"befuddle"}, []string{"lights-out", "library-access"})
	lo, la := s.hand(1, "lights-out"), s.hand(1, "library-access")
	s.huHouseTurn("befuddle", "logos")
	s.wantInt("Lights Out (Shadows) forbidden", hnB(s.g.restrictedBy(VerbPlay, lo) >= 0), 1)
	s.wantInt("Library Access (Logos) forbidden", hnB(s.g.restrictedBy(VerbPlay, la) >= 0), 0)
	s.end()
	s.end()
	s.wantInt("Lights Out forbidden a turn later", hnB(s.g.restrictedBy(VerbPlay, lo) >= 0), 0)
}

// Suspendamander: "After Fight: Choose a house. Your opponent cannot play
// action cards of that house during their next turn."
func TestHandUSuspendamander(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"suspendamander"}, []string{"urchin", "lights-out", "silvertooth"})
	s.creature(0, "suspendamander")
	s.creature(1, "urchin")
	s.hand(1, "lights-out")
	s.hand(1, "silvertooth")
	s.house("dis")
	s.fight("suspendamander", "urchin")
	s.wantRules(s.chooseWords("shadows"), "")
	s.end()
	s.house("shadows")
	s.wantRules(s.play("silvertooth"), "") // a creature: allowed
	s.wantRules(s.play("lights-out"), "restricted")
}

// Allusions of Grandeur: "Play: Choose a house on your opponent's identity
// card. If your opponent does not choose that house as their active house
// on their next turn, gain 3A."
func TestHandUAllusionsOfGrandeur(t *testing.T) {
	for _, tc := range []struct {
		bobChooses House
		want       int
	}{{"shadows", 1 + 3}, {"logos", 1}} {
		s := secondTurnScen(t, "unfathomable", []string{"allusions-of-grandeur"}, nil)
		s.huHouseTurn("allusions-of-grandeur", "logos")
		s.house(tc.bobChooses)
		s.wantAember(0, tc.want)
		s.end()
		s.end()
		s.house("shadows") // a turn later: nothing more
		s.wantAember(0, tc.want)
	}
}

// Watch Your Step: "Play: Choose a house on your opponent’s identity card.
// If they do not choose that house as their active house during their
// next turn, make 2 token creatures and ready them."
func TestHandUWatchYourStep(t *testing.T) {
	for _, tc := range []struct {
		bobChooses House
		want       int
	}{{"shadows", 2}, {"logos", 0}} {
		s := secondTurnScen(t, "unfathomable", []string{"watch-your-step", "hu-grunt"}, nil)
		s.g.p[0].deck.Token = "hu-grunt"
		s.huHouseTurn("watch-your-step", "logos")
		s.house(tc.bobChooses)
		s.wantInt("Alice's creatures", len(s.g.p[0].line), tc.want)
		for _, id := range s.g.p[0].line {
			s.hjWantFlag(id, flExhausted, false, "exhausted")
		}
	}
}

// Sandhopper: "Action: Return a friendly creature to its owner’s hand. If
// you do, you may play a non‑Ekwidon creature from your hand."
func TestHandUSandhopper(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"sandhopper", "krump", "troll"}, nil)
	s.artifact(0, "sandhopper")
	kr := s.creature(0, "krump")
	tr := s.hand(0, "troll")
	s.house("ekwidon")
	s.do(Action{Verb: VerbAction, Card: CardRef{ID: "sandhopper"}}) // Krump, the only friendly creature, returns
	s.wantRules(s.choose("troll"), "")
	s.wantZone(kr, ZoneHand)
	s.wantZone(tr, ZoneBattleline)
}

// Blast from the Past: "Play: Exalt a friendly creature. Archive a Saurian
// creature from your discard pile. Deal damage equal to the archived
// creature’s power to an enemy creature."
func TestHandUBlastFromThePast(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"blast-from-the-past", "krump", "hu-saurian"}, []string{"zorg"})
	kr := s.creature(0, "krump")
	sa := s.discardPile(0, "hu-saurian")[0]
	zo := s.creature(1, "zorg")
	s.hand(0, "blast-from-the-past")
	s.house("saurian")
	s.play("blast-from-the-past")
	s.choose("krump")
	s.choose("hu-saurian")
	s.wantRules(s.choose("zorg"), "")
	s.wantInt("Æmber on Krump", s.heAemberOn(kr), 1)
	s.wantZone(sa, ZoneArchives)
	s.wantDamage(zo, 4)
}

// Grizzled Wyvern: "Play: Capture 6A from any combination of players.
// Then, if Grizzled Wyvern has fewer than 6A on it, destroy it."
func TestHandUGrizzledWyvern(t *testing.T) {
	for _, tc := range []struct {
		name       string
		alices     int
		fromBob    string
		alice, bob int
		zone       Zone
		onIt       int
	}{{"4 and 2", 5, "4", 3, 1, ZoneBattleline, 6}, {"too little", 0, "5", 0, 5, ZoneDiscard, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"grizzled-wyvern"}, nil)
			gw := s.hand(0, "grizzled-wyvern")
			s.house("brobnar")
			s.g.p[0].aember, s.g.p[1].aember = tc.alices, 5
			s.play("grizzled-wyvern")
			s.wantRules(s.chooseWords(tc.fromBob), "")
			s.wantAember(0, tc.alice)
			s.wantAember(1, tc.bob)
			s.wantZone(gw, tc.zone)
			if tc.zone == ZoneBattleline {
				s.wantInt("Æmber on it", s.heAemberOn(gw), tc.onIt)
			}
		})
	}
}

// Necromorph: "Destroyed: If Necromorph has a non-Star Alliance neighbor,
// fully heal Necromorph and destroy that neighbor instead."
func TestHandUNecromorph(t *testing.T) {
	for _, tc := range []struct {
		neighbor string
		saved    bool
	}{{"krump", true}, {"hu-star", false}} {
		t.Run(tc.neighbor, func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"necromorph", tc.neighbor}, nil)
			ne := s.creature(0, "necromorph")
			nb := s.creature(0, tc.neighbor)
			s.g.cards[ne].damage = 2
			s.hjDestroy("necromorph")
			if tc.saved {
				s.choose(tc.neighbor)
				s.wantZone(ne, ZoneBattleline)
				s.wantDamage(ne, 0)
				s.wantZone(nb, ZoneDiscard)
				return
			}
			s.wantZone(ne, ZoneDiscard)
			s.wantZone(nb, ZoneBattleline)
		})
	}
}

// Reassembling Automaton: "Destroyed: If you have any other creatures in
// play, instead of destroying Reassembling Automaton, fully heal it,
// exhaust it, and move it to a flank."
func TestHandUReassemblingAutomaton(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"reassembling-automaton", "krump", "troll"}, nil)
	s.creature(0, "krump")
	ra := s.creature(0, "reassembling-automaton")
	s.creature(0, "troll")
	s.g.cards[ra].damage = 2
	s.hjDestroy("reassembling-automaton")
	s.wantZone(ra, ZoneBattleline)
	s.wantDamage(ra, 0)
	s.hjWantFlag(ra, flExhausted, true, "exhausted")
	s.wantInt("on the left flank", hnB(s.g.p[0].line[0] == ra), 1)
	s2 := secondTurnScen(t, "logos", []string{"reassembling-automaton"}, nil)
	alone := s2.creature(0, "reassembling-automaton")
	s2.hjDestroy("reassembling-automaton")
	s2.wantZone(alone, ZoneDiscard)
}

// Paradox Shield: "This creature gains “Destroyed: Discard cards from the
// top of your deck equal to this creature’s power. If you do, fully heal
// this creature and destroy Paradox Shield instead.”"
func TestHandUParadoxShield(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"paradox-shield", "krump"}, nil)
	kr := s.creature(0, "krump")
	ps := s.heAttach(0, "paradox-shield", kr)
	s.g.cards[kr].damage = 3
	deck, discard := s.g.p[0].deckSize(), len(s.g.p[0].discard)
	s.hjDestroy("krump")
	s.wantZone(kr, ZoneBattleline)
	s.wantDamage(kr, 0)
	s.wantZone(ps, ZoneDiscard)
	s.wantInt("cards discarded from the deck", deck-s.g.p[0].deckSize(), 6)
	s.wantInt("discard pile", len(s.g.p[0].discard)-discard, 6+1)
}

// Academy Training: "If you control this creature, it belongs to house
// Logos. (Instead of its original house.) This creature gains, “Reap:
// Draw a card.”"
func TestHandUAcademyTraining(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"academy-training", "academy-training", "krump"}, []string{"silvertooth"})
	kr := s.creature(0, "krump")
	si := s.creature(1, "silvertooth")
	s.heAttach(0, "academy-training", kr)
	if h := s.g.houseOf(kr); h != "logos" {
		t.Errorf("Krump belongs to %s, want logos", h)
	}
	s.house("logos")
	before := s.g.p[0].handSize()
	s.wantRules(s.reap("krump"), "")
	s.wantInt("cards drawn", s.g.p[0].handSize()-before, 1)
	s.heAttach(0, "academy-training", si) // on an enemy creature: Bob controls it, not Alice
	if h := s.g.houseOf(si); h != "shadows" {
		t.Errorf("Silvertooth belongs to %s, want shadows", h)
	}
}

// Mantle of the Zealot: "This creature gains, “You may use this creature
// as if it belonged to the active house.”"
func TestHandUMantleOfTheZealot(t *testing.T) {
	for _, mantle := range []bool{false, true} {
		s := secondTurnScen(t, "sanctum", []string{"mantle-of-the-zealot", "krump"}, nil)
		kr := s.creature(0, "krump")
		if mantle {
			s.heAttach(0, "mantle-of-the-zealot", kr)
		}
		s.house("sanctum")
		want := "not-active-house"
		if mantle {
			want = ""
		}
		s.wantRules(s.reap("krump"), want)
	}
}

// Staff Sergeant Rhea: "Staff Sergeant Rhea's neighbors may be used as if
// they belonged to house Star Alliance. Scrap: Ready and use a friendly
// creature."
func TestHandUStaffSergeantRhea(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"staff-sergeant-rhea", "krump", "troll", "bumpsy"}, nil)
	s.creature(0, "krump")
	s.creature(0, "staff-sergeant-rhea")
	s.creature(0, "troll")
	s.creature(0, "bumpsy")
	s.house("staralliance")
	s.wantRules(s.reap("krump"), "")
	s.wantRules(s.reap("troll"), "")
	s.wantRules(s.reap("bumpsy"), "not-active-house")
	s2 := secondTurnScen(t, "staralliance", []string{"staff-sergeant-rhea", "krump"}, nil)
	kr := s2.creature(0, "krump")
	s2.g.cards[kr].flags |= flExhausted
	s2.hand(0, "staff-sergeant-rhea")
	s2.house("staralliance")
	s2.wantRules(s2.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "staff-sergeant-rhea"}}), "") // Krump, the only one, readies and reaps
	s2.wantAember(0, 1)
	s2.hjWantFlag(kr, flExhausted, true, "exhausted")
}

// Slippery Tentacle: "If a friendly Legendary Keyraken is not in play,
// archive Slippery Tentacle. After Reap: Gain 1A. Destroyed: Deal 3D to a
// friendly Legendary Keyraken."
func TestHandUSlipperyTentacle(t *testing.T) {
	s := secondTurnScen(t, "keyraken", []string{"slippery-tentacle", "slippery-tentacle", "legendary-keyraken"}, nil)
	lk := s.creature(0, "legendary-keyraken")
	st := s.creature(0, "slippery-tentacle")
	s.house("keyraken")
	s.wantRules(s.reap("slippery-tentacle"), "")
	s.wantAember(0, 2) // the reap's 1A and its own
	s.hjDestroy("slippery-tentacle")
	s.wantDamage(lk, 3)
	s.wantZone(st, ZoneDiscard)
	s.hand(0, "slippery-tentacle")
	s.hjDestroy("legendary-keyraken")
	sl := s.g.p[0].hand[len(s.g.p[0].hand)-1]
	s.wantRules(s.play("slippery-tentacle"), "")
	s.wantZone(sl, ZoneArchives)
}

// Crushing Tentacle: "Assault 3. If a friendly Legendary Keyraken is not
// in play, archive Crushing Tentacle. Destroyed: Deal 3D to a friendly
// Legendary Keyraken."
func TestHandUCrushingTentacle(t *testing.T) {
	s := secondTurnScen(t, "keyraken", []string{"crushing-tentacle", "legendary-keyraken"}, nil)
	lk := s.creature(0, "legendary-keyraken")
	ct := s.creature(0, "crushing-tentacle")
	s.hjDestroy("legendary-keyraken")
	s.wantZone(lk, ZoneDiscard)
	s.wantZone(ct, ZoneArchives)
}

// Panpaca, Jaga: "Skirmish. Creatures to the left of Panpaca, Jaga in the
// battleline gain skirmish."
func TestHandUPanpacaJaga(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"panpaca-jaga", "krump", "troll"}, []string{"bumpsy"})
	kr := s.creature(0, "krump")
	s.creature(0, "panpaca-jaga")
	tr := s.creature(0, "troll")
	bu := s.creature(1, "bumpsy")
	s.wantInt("Krump (to its left) skirmish", hnB(s.g.hasKeyword(kr, Skirmish)), 1)
	s.wantInt("Troll (to its right) skirmish", hnB(s.g.hasKeyword(tr, Skirmish)), 0)
	s.wantInt("Bumpsy (an enemy) skirmish", hnB(s.g.hasKeyword(bu, Skirmish)), 0)
}

// Chronophage: "Your opponent's creatures and artifacts gain omega."
func TestHandUChronophage(t *testing.T) {
	for _, tc := range []struct {
		name, first string
		want        string
	}{{"a creature", "krump", "omega"}, {"an action", "anger", ""}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{tc.first, "troll"}, []string{"chronophage"})
			s.creature(1, "chronophage")
			s.hand(0, tc.first)
			s.hand(0, "troll")
			s.house("brobnar")
			s.play(tc.first)
			s.wantRules(s.play("troll"), tc.want)
		})
	}
}

// Master of the Grey: "Your opponent cannot resolve bonus icons on cards
// they play."
func TestHandUMasterOfTheGrey(t *testing.T) {
	for _, master := range []bool{false, true} {
		s := secondTurnScen(t, "untamed", []string{"dust-pixie"}, []string{"master-of-the-grey"})
		if master {
			s.creature(1, "master-of-the-grey")
		}
		s.hand(0, "dust-pixie")
		s.house("untamed")
		s.wantRules(s.play("dust-pixie"), "")
		s.wantAember(0, 2*hnB(!master))
	}
}

// De-Doss: "This creature gains, “Your opponent cannot play creatures more
// powerful than this creature.”"
func TestHandUDeDoss(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"troll", "bumpsy"}, []string{"de-doss", "shooler"})
	sh := s.creature(1, "shooler")
	s.heAttach(1, "de-doss", sh)
	s.hand(0, "troll")
	s.hand(0, "bumpsy")
	s.house("brobnar")
	s.wantRules(s.play("bumpsy"), "") // 5: as powerful as Shooler
	s.wantRules(s.play("troll"), "restricted")
}

// Fortune Reverser: "This creature's text box is considered blank, except
// for traits. Play: Destroy all other upgrades attached to this creature."
func TestHandUFortuneReverser(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"fortune-reverser"}, []string{"urchin", "protect-the-weak"})
	ur := s.creature(1, "urchin")
	pw := s.heAttach(1, "protect-the-weak", ur)
	s.wantInt("Urchin elusive before", hnB(s.g.hasKeyword(ur, Elusive)), 1)
	s.house("ekwidon")
	s.wantRules(s.hbPlayUpgrade("fortune-reverser", "urchin"), "")
	s.wantZone(pw, ZoneDiscard)
	s.wantInt("Urchin elusive", hnB(s.g.hasKeyword(ur, Elusive)), 0)
}

// Zizok: "Skirmish. Splash-attack 1. After an enemy creature is destroyed
// by Zizok’s splash-attack damage, ready Zizok."
func TestHandUZizok(t *testing.T) {
	for _, tc := range []struct {
		neighbor string
		ready    bool
	}{{"bad-penny", true}, {"silvertooth", false}} {
		t.Run(tc.neighbor, func(t *testing.T) {
			s := secondTurnScen(t, "mars", []string{"zizok"}, []string{"troll", tc.neighbor})
			zi := s.creature(0, "zizok")
			s.creature(1, "troll")
			s.creature(1, tc.neighbor)
			s.house("mars")
			s.wantRules(s.fight("zizok", "troll"), "")
			s.hjWantFlag(zi, flExhausted, !tc.ready, "exhausted")
		})
	}
}

// Efficient Æmber Burner: "This creature gains, “Your opponent’s keys cost
// –1A for each A on this creature.” This creature gains, “After Reap:
// Exalt this creature.”"
func TestHandUEfficientAemberBurner(t *testing.T) {
	s := secondTurnScen(t, "skyborn", []string{"efficient-æmber-burner", "krump"}, nil)
	kr := s.creature(0, "krump")
	s.heAttach(0, "efficient-æmber-burner", kr)
	s.wantInt("Bob's key cost", s.g.keyCost(1), 6)
	s.house("brobnar")
	s.wantRules(s.reap("krump"), "")
	s.wantInt("Æmber on Krump", s.heAemberOn(kr), 1)
	s.wantInt("Bob's key cost after the exalt", s.g.keyCost(1), 5)
	s.wantInt("Alice's key cost", s.g.keyCost(0), 6)
}

// Kaspara: "X is the combined total of A between each player’s pools.
// Each friendly Geistoid creature gains, “Play/Destroyed: Each player
// gains 1A.”"
func TestHandUKaspara(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"kaspara", "hu-geistoid"}, nil)
	ka := s.creature(0, "kaspara")
	s.g.p[0].aember, s.g.p[1].aember = 2, 3
	s.wantInt("Kaspara's power", s.g.power(ka), 5)
	s.hand(0, "hu-geistoid")
	s.house("geistoid")
	s.wantRules(s.play("hu-geistoid"), "")
	s.wantAember(0, 3)
	s.wantAember(1, 4)
	s.hjDestroy("hu-geistoid")
	s.wantAember(0, 4)
	s.wantAember(1, 5)
}

// Azuretooth: "Enhance. After Fight/After Reap: Move each A from a
// friendly creature to your pool. Give control of that creature to your
// opponent."
func TestHandUAzuretooth(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"azuretooth", "krump"}, nil)
	s.creature(0, "azuretooth")
	kr := s.creature(0, "krump")
	s.g.cards[kr].aember = 3
	s.house("ekwidon")
	s.reap("azuretooth")
	s.wantRules(s.choose("krump"), "")
	s.wantAember(0, 1+3)
	s.wantInt("Bob controls Krump", hnB(s.g.cards[kr].controller == 1), 1)
}

// Gegrrŏkŭŭ Sapper: "Play/After Fight: Take control of an enemy artifact.
// Give your opponent control of Gegrrŏkŭŭ Sapper. Scrap: Destroy a
// friendly artifact. If you do, destroy an enemy artifact."
func TestHandUGegrrokuuSapper(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"gegrrŏkŭŭ-sapper"}, []string{"gorm-of-omm"})
	gs := s.hand(0, "gegrrŏkŭŭ-sapper")
	gm := s.artifact(1, "gorm-of-omm")
	s.house("ekwidon")
	s.wantRules(s.play("gegrrŏkŭŭ-sapper"), "")
	s.wantInt("Alice controls Gorm of Omm", hnB(s.g.cards[gm].controller == 0), 1)
	s.wantInt("Bob controls the Sapper", hnB(s.g.cards[gs].controller == 1), 1)
	s2 := secondTurnScen(t, "ekwidon", []string{"gegrrŏkŭŭ-sapper", "gauntlet-of-command"}, []string{"gorm-of-omm"})
	s2.hand(0, "gegrrŏkŭŭ-sapper")
	ga := s2.artifact(0, "gauntlet-of-command")
	gm2 := s2.artifact(1, "gorm-of-omm")
	s2.house("ekwidon")
	s2.wantRules(s2.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "gegrrŏkŭŭ-sapper"}}), "")
	s2.wantZone(ga, ZoneDiscard)
	s2.wantZone(gm2, ZoneDiscard)
}

// Badgemagus: "Deploy. Fight: Ready and fight with each of Badgemagus's
// neighbors, one at a time."
func TestHandUBadgemagus(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"badgemagus", "krump", "troll"}, []string{"silvertooth", "bad-penny", "shooler"})
	kr := s.creature(0, "krump")
	s.creature(0, "badgemagus")
	tr := s.creature(0, "troll")
	s.g.cards[kr].flags |= flExhausted
	s.g.cards[tr].flags |= flExhausted
	si := s.creature(1, "silvertooth")
	s.creature(1, "bad-penny")
	sh := s.creature(1, "shooler")
	s.house("sanctum")
	s.fight("badgemagus", "silvertooth")
	s.choose("krump")
	s.choose("shooler")
	s.wantZone(si, ZoneDiscard)
	s.wantZone(sh, ZoneDiscard)
	s.wantDamage(kr, 5)
	s.wantRules(s.choose("bad-penny"), "") // Troll, the other neighbor
	s.hjWantFlag(tr, flExhausted, true, "Troll exhausted after its fight")
	s.wantDamage(tr, 1)
}

// Primordial: "Attach only to a friendly Legendary Keyraken. It gains,
// “After Reap: Draw 2 cards.”"
func TestHandUPrimordial(t *testing.T) {
	for _, tc := range []struct {
		on, want string
	}{{"legendary-keyraken", ""}, {"krump", "upgrade-target"}} {
		t.Run(tc.on, func(t *testing.T) {
			s := secondTurnScen(t, "keyraken", []string{"primordial", tc.on}, nil)
			s.creature(0, tc.on)
			s.house("keyraken")
			s.wantRules(s.hbPlayUpgrade("primordial", tc.on), tc.want)
		})
	}
	s := secondTurnScen(t, "keyraken", []string{"primordial", "legendary-keyraken"}, nil)
	lk := s.creature(0, "legendary-keyraken")
	s.heAttach(0, "primordial", lk)
	s.house("keyraken")
	before := s.g.p[0].handSize()
	s.wantRules(s.reap("legendary-keyraken"), "")
	s.wantInt("cards drawn", s.g.p[0].handSize()-before, 2)
}

// Titanic Maw: "Enhance. Attach only to a friendly Legendary Keyraken. It
// gains skirmish and splash-attack 3."
func TestHandUTitanicMaw(t *testing.T) {
	s := secondTurnScen(t, "keyraken", []string{"titanic-maw", "legendary-keyraken", "krump"}, []string{"krump"})
	lk := s.creature(0, "legendary-keyraken")
	s.creature(0, "krump")
	s.creature(1, "krump")
	s.house("keyraken")
	s.wantRules(s.hbPlayUpgrade("titanic-maw", "legendary-keyraken"), "")
	s.wantInt("skirmish", hnB(s.g.hasKeyword(lk, Skirmish)), 1)
	s.wantInt("splash-attack", s.g.keywordN(lk, SplashAttack), 3)
}

// Ethereal Adaptor: "This creature gains, “You may spend A on this creature
// as if it were in your pool.”"
func TestHandUEtherealAdaptor(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"ethereal-adaptor", "ethereal-adaptor", "krump"}, []string{"troll"})
	kr := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.g.cards[kr].aember, s.g.cards[tr].aember = 2, 4
	s.g.p[0].aember = 3
	s.wantInt("spendable before", s.g.spendable(0), 3)
	s.heAttach(0, "ethereal-adaptor", kr)
	s.wantInt("spendable", s.g.spendable(0), 5)
	s.heAttach(0, "ethereal-adaptor", tr) // on Bob's creature: his to spend
	s.wantInt("Bob's spendable", s.g.spendable(1), 4)
}

// E’e on the Fringes: "Elusive. During your turn, after you discard a Dis
// card from your hand, you may purge a Dis card from a discard pile. If you
// do, steal 1A."
func TestHandUEeOnTheFringes(t *testing.T) {
	for _, tc := range []struct {
		discard string
		want    int
	}{{"tocsin", 1}, {"krump", 0}} {
		t.Run(tc.discard, func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"e-e-on-the-fringes", tc.discard, "shooler"}, nil)
			s.creature(0, "e-e-on-the-fringes")
			sh := s.discardPile(0, "shooler")[0]
			s.hand(0, tc.discard)
			s.g.p[1].aember = 2
			s.house("dis")
			s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: tc.discard}})
			if tc.want > 0 {
				s.wantRules(s.choose("shooler"), "")
				s.wantZone(sh, ZonePurged)
			}
			s.wantAember(0, tc.want)
			s.wantAember(1, 2-tc.want)
		})
	}
}

// Witch Queen: "Each other friendly Witch creature enters play ready.
// While Witch Queen is in the center of your battleline, each other
// friendly Witch creature gains skirmish, elusive, poison, and “Destroyed:
// Return this creature to its owner’s hand.”"
func TestHandUWitchQueen(t *testing.T) {
	for _, center := range []bool{true, false} {
		s := secondTurnScen(t, "untamed", []string{"witch-queen", "hu-witch", "haunting-witch", "krump"}, nil)
		s.creature(0, "krump")
		s.creature(0, "witch-queen")
		if !center {
			s.creature(0, "haunting-witch")
		}
		hw := s.hand(0, "hu-witch")
		s.house("untamed")
		s.wantRules(s.play("hu-witch"), "")
		s.hjWantFlag(hw, flExhausted, false, "exhausted")
		if !center {
			s.wantInt("poison off-center", hnB(s.g.hasKeyword(hw, Poison)), 0)
			s.hjDestroy("hu-witch")
			s.wantZone(hw, ZoneDiscard)
			continue
		}
		for _, k := range []Keyword{Skirmish, Elusive, Poison} {
			s.wantInt(string(k), hnB(s.g.hasKeyword(hw, k)), 1)
		}
		s.wantInt("Witch Queen's own poison", hnB(s.g.hasKeyword(s.g.p[0].line[1], Poison)), 0)
		s.hjDestroy("hu-witch")
		s.wantZone(hw, ZoneHand)
	}
}

// Cadet Allison: "(Play only with the other half of Cadet Allison.)
// Play/After Reap: Discard a random card from your hand. If you do, the
// discarded card’s house becomes your active house."
func TestHandUCadetAllison(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"cadet-allison", "cadet-allison2", "troll"}, nil)
	s.hand(0, "cadet-allison")
	s.hand(0, "cadet-allison2")
	tr := s.hand(0, "troll")
	s.house("staralliance")
	s.play("cadet-allison")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneDiscard)
	if s.g.house != "brobnar" {
		t.Errorf("active house %s, want brobnar", s.g.house)
	}
}

// The Chosen One: "Instead of readying creatures they control during their
// “ready cards” step, your opponent deals 1D to The Chosen One for each
// exhausted creature they control."
func TestHandUTheChosenOne(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"krump", "troll", "gauntlet-of-command"}, []string{"the-chosen-one"})
	kr, tr := s.creature(0, "krump"), s.creature(0, "troll")
	ga := s.artifact(0, "gauntlet-of-command")
	co := s.creature(1, "the-chosen-one")
	s.house("brobnar")
	s.reap("krump")
	s.reap("troll")
	s.g.cards[ga].flags |= flExhausted
	s.end()
	s.wantDamage(co, 2)
	s.hjWantFlag(kr, flExhausted, true, "Krump exhausted")
	s.hjWantFlag(tr, flExhausted, true, "Troll exhausted")
	s.hjWantFlag(ga, flExhausted, false, "Gauntlet of Command exhausted")
	s.end() // Bob's own ready step: nothing
	s.wantDamage(co, 2)
}

// Shield-U-Later (evil twin): "Shield-U-Later may be played as an upgrade
// instead of a creature, with the text: “This creature loses all armor and
// gets –2 power.”"
func TestHandUShieldULaterEvilTwin(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"shield-u-later-evil-twin", "shield-u-later-evil-twin"}, []string{"raiding-knight"})
	sk := s.creature(1, "raiding-knight")
	s.house("staralliance")
	s.wantRules(s.hbPlayUpgrade("shield-u-later-evil-twin", "raiding-knight"), "")
	s.wantInt("Raiding Knight's armor", s.g.armor(sk), 0)
	s.wantInt("Raiding Knight's power", s.g.power(sk), 2)
	s.hand(0, "shield-u-later-evil-twin")
	s.wantRules(s.play("shield-u-later-evil-twin"), "") // as a creature
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
	s.wantInt("its power", s.g.power(s.g.p[0].line[0]), 5)
}

// T3R-35A: "T3R-35A may be used as if it belonged to either of its
// neighbor's houses. T3R-35A may be played as an upgrade instead of a
// creature, with the text: “This creature may be used as if it belonged to
// either of its neighbor's houses.”"
func TestHandUT3R35A(t *testing.T) {
	for _, tc := range []struct {
		house House
		want  string
	}{{"brobnar", ""}, {"dis", ""}, {"sanctum", "not-active-house"}} {
		t.Run(string(tc.house), func(t *testing.T) {
			s := housesScen(t, [3]House{"staralliance", tc.house, "logos"}, bobHouses, []string{"t3r-35a", "krump", "tocsin"}, nil)
			s.end()
			s.end()
			s.creature(0, "krump")
			s.creature(0, "t3r-35a")
			s.creature(0, "tocsin")
			s.house(tc.house)
			s.wantRules(s.reap("t3r-35a"), tc.want)
		})
	}
	s := secondTurnScen(t, "staralliance", []string{"t3r-35a", "krump", "tocsin"}, nil)
	s.creature(0, "tocsin")
	s.creature(0, "krump")
	s.house("staralliance")
	s.wantRules(s.hbPlayUpgrade("t3r-35a", "krump"), "")
	s.end()
	s.end()
	s.house("dis")
	s.wantRules(s.reap("krump"), "") // as Tocsin's house
}

// Harland Mindlock: "Play: Take control of an enemy flank creature until
// Harland Mindlock leaves play."
func TestHandUHarlandMindlock(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"harland-mindlock"}, []string{"troll", "krump", "bumpsy"})
	hm := s.hand(0, "harland-mindlock")
	tr := s.creature(1, "troll")
	s.creature(1, "krump")
	s.creature(1, "bumpsy")
	s.house("logos")
	s.play("harland-mindlock")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Alice controls Troll", hnB(s.g.cards[tr].controller == 0), 1)
	s.hjDestroy("harland-mindlock")
	s.wantZone(hm, ZoneDiscard)
	s.wantInt("Bob controls Troll again", hnB(s.g.cards[tr].controller == 1), 1)
	s.wantZone(tr, ZoneBattleline)
}

// Collar of Subordination: "You control this creature."
func TestHandUCollarOfSubordination(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"collar-of-subordination"}, []string{"troll"})
	tr := s.creature(1, "troll")
	s.house("dis")
	s.wantRules(s.hbPlayUpgrade("collar-of-subordination", "troll"), "")
	s.wantInt("Alice controls Troll", hnB(s.g.cards[tr].controller == 0), 1)
	s.hjDestroy("collar-of-subordination")
	s.wantInt("Bob controls Troll again", hnB(s.g.cards[tr].controller == 1), 1)
}
