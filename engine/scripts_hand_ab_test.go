package engine

import (
	"slices"
	"testing"
)

// Tests of scripts_hand_ab.go: each card's ability on a board, and the
// state after it.

func init() { habAddCards() }

// habAddCards adds the facts (keyteki packs) of the cards these tests use.
func habAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr, ac, ar, up := TypeCreature, TypeAction, TypeArtifact, TypeUpgrade
	tr := func(t ...string) []string { return t }
	add("cosmicrux", "Cosmicrux", "brobnar", cr, 6, 0, 0, tr("dragon"))
	add("giltspine-mesmerist", "Giltspine Mesmerist", "unfathomable", cr, 4, 0, 0, tr("aquan"))
	add("sabira-the-medium", "Sabira the Medium", "untamed", cr, 4, 0, 0, tr("human", "witch"))
	add("suspended-animation", "Suspended Animation", "mars", ac, 0, 0, 0, nil)
	add("scoop-up", "Scoop Up", "mars", ac, 0, 0, 1, nil)
	add("glimmerspore", "Glimmerspore", "mars", ac, 0, 0, 0, nil)
	add("yipyax-abductor", "Yipyax Abductor", "mars", cr, 4, 0, 0, tr("martian"))
	add("hab-idol", "Little Idol", "shadows", ar, 0, 0, 0, tr("item"))
	add("hab-martian", "Little Martian", "mars", cr, 2, 0, 0, tr("martian"))
	add("hab-cloak", "Little Cloak", "shadows", up, 0, 0, 0, nil)
	add("[redacted]", "[REDACTED]", "logos", ar, 0, 0, 0, tr("[redacted]"))
	add("the-colosseum", "The Colosseum", "saurian", ar, 0, 0, 0, tr("location"))
	add("aurascope", "Aurascope", "geistoid", ar, 0, 0, 0, tr("item"))
	add("reallocation-accessory", "Reallocation Accessory", "logos", up, 0, 0, 1, nil)
	add("soul-exchange", "Soul Exchange", "ekwidon", ac, 0, 0, 0, nil)
	add("hab-action", "Little Action", "shadows", ac, 0, 0, 0, nil)
	add("treasure-island", "Treasure Island", "skyborn", ar, 0, 0, 0, tr("location"))
	add("ruins-of-archonis", "Ruins of Archonis", "logos", ar, 0, 0, 1, tr("treasure"))
	add("dead-man-s-chest", "Dead Man’s Chest", "shadows", ar, 0, 0, 1, tr("treasure"))
	add("hab-skyborn", "Little Sailor", "skyborn", cr, 2, 0, 0, tr("human"))
	add("sgs-illuminator", "SGS Illuminator", "sanctum", ar, 0, 0, 0, tr("ship"))
	add("general-order-24", "General Order 24", "staralliance", ar, 0, 0, 0, tr("law"))
	add("hab-knight", "Little Knight", "sanctum", cr, 3, 0, 0, tr("knight"))
	add("hab-monk", "Little Monk", "sanctum", cr, 2, 0, 0, tr("monk"))
	add("curse-of-spontaneity", "Curse of Spontaneity", "ekwidon", ar, 0, 0, 0, tr("curse"), KeywordValue{Treachery, 0})
	add("mælstrom", "Mælstrom", "unfathomable", ac, 0, 0, 0, nil)
	add("smite", "Smite", "sanctum", ac, 0, 0, 0, nil)
	add("operative-espion", "Operative Espion", "staralliance", cr, 4, 0, 0, tr("alien"), KeywordValue{Elusive, 0})
	add("picaroon", "Picaroon", "dis", cr, 0, 0, 0, tr("mutant", "changeling"), KeywordValue{Deploy, 0})
	add("knightapult", "Knightapult", "sanctum", ar, 0, 0, 0, tr("weapon"))
	add("dark-discovery", "Dark Discovery", "unfathomable", ac, 0, 0, 1, nil)
	add("tectonic-shift", "Tectonic Shift", "saurian", ac, 0, 0, 0, nil)
	add("widespread-corruption", "Widespread Corruption", "shadows", ar, 0, 0, 1, tr("power"))
	add("soul-lock", "Soul Lock", "dis", ar, 0, 0, 0, tr("power"))
	add("crazy-killing-machine", "Crazy Killing Machine", "logos", ar, 0, 0, 0, tr("weapon"))
	add("shard-of-change", "Shard of Change", "ekwidon", ar, 0, 0, 0, tr("item", "shard"))
	add("the-long-con", "The Long Con", "shadows", ar, 0, 0, 0, tr("plan"))
	add("stooge", "Stooge", "shadows", TypeTokenCreature, 1, 0, 0, tr("human"))
	add("sirs-colossus", "Sirs Colossus", "sanctum", cr, 10, 3, 0, tr("knight", "spirit"), KeywordValue{Taunt, 0})
	add("sirs-colossus2", "Sirs Colossus", "sanctum", cr, 10, 3, 0, tr("knight", "spirit"))
	testCards["sirs-colossus"].GiganticOther = "sirs-colossus2"
	testCards["sirs-colossus2"].GiganticOther = "sirs-colossus"
	add("relativity-imp", "Relativity Imp", "dis", cr, 2, 0, 1, tr("imp"))
	for _, p := range [][2]string{{"forgemaster", "Forgemaster"}, {"fighting-expertise", "Fighting Expertise"}, {"scheming-expertise", "Scheming Expertise"}} {
		add(p[0], p[1], "archonpower", TypeArchonPower, 0, 0, 0, nil)
	}
}

// habUpgrade attaches a copy of upgrade id of player pl to creature on.
func (s *scen) habUpgrade(pl int8, id string, on int16) int16 {
	u := s.take(pl, id)
	s.g.enterPlay(u, pl, ZoneUpgrade)
	s.g.cards[u].parent = on
	return u
}

// Cosmicrux: "After a player readies a creature, deal 1D to it." The
// ready step readies the creatures used this turn (Krump), not those
// still ready (Cosmicrux); readying a ready creature is no readying.
func TestHandABCosmicrux(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"cosmicrux", "krump", "troll"}, []string{"silvertooth"})
	c := s.creature(0, "cosmicrux")
	k := s.creature(0, "krump")
	tr := s.creature(0, "troll")
	st := s.creature(1, "silvertooth")
	s.house("brobnar")
	s.wantRules(s.reap("krump"), "")
	s.g.readyOrExhaust(tr, true) // Troll was ready
	s.wantDamage(tr, 0)
	s.end()
	s.wantDamage(k, 1)
	s.wantDamage(c, 0)
	s.wantDamage(tr, 0)
	s.g.cards[st].flags |= flExhausted
	s.g.readyOrExhaust(st, true) // an enemy creature readied by an ability
	s.wantDamage(st, 1)
}

// Giltspine Mesmerist: "After a player readies a card, discard the top
// card of their deck. Scrap: Discard the top 3 cards of a player's deck."
// Alice's ready step readies two cards: two of her cards are discarded.
func TestHandABGiltspineMesmerist(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"krump", "troll"}, []string{"giltspine-mesmerist"})
	s.creature(1, "giltspine-mesmerist")
	s.creature(0, "krump")
	s.creature(0, "troll")
	s.house("brobnar")
	s.reap("krump")
	s.reap("troll")
	before := [2]int{len(s.g.p[0].discard), len(s.g.p[1].discard)}
	s.end()
	s.wantInt("Alice's discard", len(s.g.p[0].discard)-before[0], 2)
	s.wantInt("Bob's discard", len(s.g.p[1].discard)-before[1], 0)

	t.Run("scrap", func(t *testing.T) {
		s := secondTurnScen(t, "unfathomable", []string{"giltspine-mesmerist"}, nil)
		s.hand(0, "giltspine-mesmerist")
		s.house("unfathomable")
		s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "giltspine-mesmerist"}})
		s.wantRules(s.words("theirs"), "")
		s.wantInt("Bob's discard", len(s.g.p[1].discard), 3)
	})
}

// Sabira the Medium: "After you shuffle your discard pile into your deck,
// gain 3A." Not for an empty discard pile, nor for the opponent's.
func TestHandABSabiraTheMedium(t *testing.T) {
	for _, tc := range []struct {
		name    string
		pl      int8
		discard bool
		want    int
	}{{"own", 0, true, 3}, {"empty", 0, false, 0}, {"opponent's", 1, true, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"sabira-the-medium", "troll"}, []string{"troll"})
			s.creature(0, "sabira-the-medium")
			if tc.discard {
				s.g.put(s.take(tc.pl, "troll"), ZoneDiscard)
			}
			before := s.aember(0)
			s.g.g3ShuffleDiscard(tc.pl)
			s.wantAember(0, before+tc.want)
		})
	}
}

// habArchivedThenHome checks that card id, of Bob's, sits in Alice's
// archives, and that taking them sends it to Bob's hand.
func (s *scen) habArchivedThenHome(id int16) {
	s.t.Helper()
	s.wantZone(id, ZoneArchives)
	if indexOf(s.g.p[0].archive, id) < 0 {
		s.t.Fatalf("%s is not in Alice's archives", s.g.name(id))
	}
	s.end()
	s.end()
	s.wantRules(s.do(Action{Verb: VerbArchives}), "")
	if indexOf(s.g.p[1].hand, id) < 0 {
		s.t.Errorf("%s is not in Bob's hand", s.g.name(id))
	}
}

// Suspended Animation: "Enhance D. Play: Put a damaged enemy creature
// into your archives. If it leaves your archives, put it into its owner’s
// hand instead." An undamaged creature is no target: Krump, the one
// damaged, is taken without a choice.
func TestHandABSuspendedAnimation(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"suspended-animation"}, []string{"troll", "krump"})
	s.hand(0, "suspended-animation")
	tr, k := s.creature(1, "troll"), s.creature(1, "krump")
	s.g.cards[k].damage = 1
	s.house("mars")
	s.wantRules(s.play("suspended-animation"), "")
	s.wantZone(tr, ZoneBattleline)
	s.habArchivedThenHome(k)
}

// Scoop Up: "Play: Put a friendly non‑Mars creature and an enemy non‑Mars
// creature into your archives. If that enemy creature would leave your
// archives, return it to its owner’s hand instead."
func TestHandABScoopUp(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"scoop-up", "krump", "hab-martian"}, []string{"troll"})
	s.hand(0, "scoop-up")
	k, m := s.creature(0, "krump"), s.creature(0, "hab-martian")
	tr := s.creature(1, "troll")
	s.house("mars")
	s.play("scoop-up")
	s.wantRules(s.choose("krump", "troll"), "")
	s.wantZone(k, ZoneArchives)
	s.wantZone(m, ZoneBattleline)
	s.habArchivedThenHome(tr)
	if indexOf(s.g.p[0].hand, k) < 0 {
		t.Errorf("Krump is not back in Alice's hand")
	}
}

// Glimmerspore: "Play: Put an artifact from play into your archives. If
// you are not the owner of that card and it leaves your archives, put it
// into its owner’s hand instead."
func TestHandABGlimmerspore(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"glimmerspore"}, []string{"hab-idol"})
	s.hand(0, "glimmerspore")
	a := s.artifact(1, "hab-idol")
	s.house("mars")
	s.play("glimmerspore")
	s.wantRules(s.choose("hab-idol"), "")
	if indexOf(s.g.p[1].arts, a) >= 0 {
		t.Errorf("the idol is still among Bob's artifacts")
	}
	s.habArchivedThenHome(a)
}

// Yipyax Abductor: "Play/After Fight: Put an upgrade from play into your
// archives. If you are not the owner of that card and it leaves your
// archives, put it into its owner’s hand instead."
func TestHandABYipyaxAbductor(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"yipyax-abductor"}, []string{"troll", "hab-cloak"})
	s.hand(0, "yipyax-abductor")
	tr := s.creature(1, "troll")
	u := s.habUpgrade(1, "hab-cloak", tr)
	s.house("mars")
	s.play("yipyax-abductor")
	s.wantRules(s.choose("hab-cloak"), "")
	s.wantZone(tr, ZoneBattleline)
	s.habArchivedThenHome(u)
}

// habForge forges a key of colour k in step 1.
func (s *scen) habForge(k KeyColor) Outcome {
	return s.do(Action{Verb: VerbForge, Key: k})
}

// Forgemaster: "Keys cost –1A. Players may forge 1 additional key during
// their “forge a key” step." Two keys at 5A each in Alice's step 1, not
// three; the second is a "may": the step ends without it.
func TestHandABForgemaster(t *testing.T) {
	s := htScen(t, aliceHouses, bobHouses, []string{"forgemaster"}, nil, nil, nil)
	s.wantInt("key cost", s.g.keyCost(0), 5)
	s.wantInt("Bob's key cost", s.g.keyCost(1), 5)
	s.g.p[0].aember = 16
	s.wantRules(s.habForge(KeyRed), "")
	s.wantRules(s.habForge(KeyBlue), "")
	s.wantAember(0, 6)
	s.wantRules(s.habForge(KeyYellow), "forge-step")

	s = htScen(t, aliceHouses, bobHouses, []string{"forgemaster"}, nil, nil, nil)
	s.g.p[0].aember = 12
	s.wantRules(s.habForge(KeyRed), "")
	s.wantRules(s.house("brobnar"), "")
	s.wantAember(0, 7)
	s.wantInt("keys", s.g.p[0].keyCount(), 1)

	s = htScen(t, aliceHouses, bobHouses, nil, nil, nil, nil)
	s.g.p[0].aember = 12
	s.wantRules(s.habForge(KeyRed), "")
	s.wantRules(s.habForge(KeyBlue), "forge-step")
}

// Relativity Imp: "You cannot forge more than 2 keys each turn. After you
// forge a key during your “forge a key” step, you may forge another key
// at current cost." Two keys at 6A; a third is restricted. Bob's step
// is not Alice's Imp's.
func TestHandABRelativityImp(t *testing.T) {
	s := htScen(t, aliceHouses, bobHouses, nil, nil, []string{"relativity-imp"}, nil)
	s.creature(0, "relativity-imp")
	s.g.p[0].aember = 20
	s.wantRules(s.habForge(KeyRed), "")
	s.wantRules(s.habForge(KeyBlue), "")
	s.wantAember(0, 8)
	s.wantRules(s.habForge(KeyYellow), "forge-step,restricted")

	s = htScen(t, aliceHouses, bobHouses, nil, nil, []string{"relativity-imp"}, nil)
	s.creature(0, "relativity-imp")
	s.house("brobnar")
	s.end()
	s.g.p[1].aember = 20
	s.wantRules(s.habForge(KeyRed), "")
	s.wantRules(s.habForge(KeyBlue), "forge-step")
}

// Fighting Expertise: "Red keys cost +1A. While your red key is forged,
// each friendly creature gains, “After Fight: Steal 1A.”" A forge that
// does not say its colour forges the cheapest (blue); red costs 7A.
func TestHandABFightingExpertise(t *testing.T) {
	s := htScen(t, aliceHouses, bobHouses, []string{"fighting-expertise"}, nil, []string{"troll"}, []string{"silvertooth"})
	s.wantInt("key cost (the cheapest colour)", s.g.keyCost(0), 6)
	s.g.p[0].aember = 7
	s.wantRules(s.habForge(KeyAny), "")
	if !s.g.p[0].keys[KeyBlue-1] || s.g.p[0].keys[KeyRed-1] {
		t.Errorf("keys %v, want blue forged", s.g.p[0].keys)
	}
	s.wantAember(0, 1)

	for _, red := range []bool{false, true} {
		s := htScen(t, aliceHouses, bobHouses, []string{"fighting-expertise"}, nil, []string{"troll"}, []string{"silvertooth"})
		s.creature(0, "troll")
		s.creature(1, "silvertooth")
		s.g.p[0].aember = 7
		want := 0
		if red {
			s.wantRules(s.habForge(KeyRed), "")
			want = 1
		}
		s.wantAember(0, 7-7*want)
		s.g.p[1].aember = 3
		s.house("brobnar")
		s.wantRules(s.fight("troll", "silvertooth"), "")
		s.wantAember(1, 3-want)
	}
}

// Scheming Expertise: "Blue keys cost +1A. While your blue key is forged,
// you draw 2 additional cards during your “draw cards” step."
func TestHandABSchemingExpertise(t *testing.T) {
	for _, blue := range []bool{false, true} {
		s := htScen(t, aliceHouses, bobHouses, []string{"scheming-expertise"}, nil, nil, nil)
		s.wantInt("blue key cost", s.g.abStepForgeCost(0, KeyBlue), 7)
		extra := 0
		if blue {
			s.g.p[0].aember = 7
			s.wantRules(s.habForge(KeyBlue), "")
			s.wantAember(0, 0)
			extra = 2
		}
		s.house("brobnar")
		want := max(s.g.p[0].handSize(), 6) + extra
		s.end()
		s.wantInt("Alice's hand", s.g.p[0].handSize(), want)
	}
}

// [REDACTED]: "After you choose Logos as your active house, place 1A
// from the common supply on [REDACTED]. When there are 4 or more A on
// [REDACTED], sacrifice it and forge a key at no cost."
func TestHandABRedacted(t *testing.T) {
	for _, tc := range []struct {
		name        string
		house       House
		on, wantOn  int
		key, inPlay bool
	}{
		{"logos", "logos", 0, 1, false, true},
		{"another house", "brobnar", 3, 3, false, true},
		{"the fourth", "logos", 3, 0, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{"[redacted]"}, nil)
			r := s.artifact(0, "[redacted]")
			s.g.cards[r].aember = int16(tc.on)
			s.g.p[0].aember, s.g.p[1].aember = 0, 0
			s.wantRules(s.house(tc.house), "")
			s.wantInt("A on it", int(s.g.cards[r].aember), tc.wantOn)
			s.wantInt("keys", s.g.p[0].keyCount(), map[bool]int{false: 0, true: 1}[tc.key])
			if tc.inPlay {
				s.wantZone(r, ZoneArtifacts)
			} else {
				s.wantZone(r, ZoneDiscard)
			}
			s.wantAember(0, 0)
			s.wantAember(1, 0)
		})
	}
}

// The Colosseum: "After an enemy creature is destroyed while fighting,
// put a glory counter on The Colosseum. Omni: If there are 6 or more glory
// counters on The Colosseum, remove 6 and forge a key at current cost."
func TestHandABTheColosseum(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"the-colosseum", "troll", "krump"}, []string{"silvertooth", "troll"})
	c := s.artifact(0, "the-colosseum")
	s.creature(0, "troll")
	k := s.creature(0, "krump")
	s.creature(1, "silvertooth")
	s.creature(1, "troll")
	s.house("brobnar")
	s.fight("troll", "silvertooth")
	s.wantInt("glory", s.g.hsCounters(c, "glory"), 1)
	s.fight("krump", "troll") // Krump dies, an enemy's does not
	s.wantZone(k, ZoneDiscard)
	s.wantInt("glory", s.g.hsCounters(c, "glory"), 1)

	for _, glory := range []int{5, 7} {
		s := secondTurnScen(t, "saurian", []string{"the-colosseum"}, nil)
		c := s.artifact(0, "the-colosseum")
		s.g.hsAddCounters(c, "glory", glory)
		s.g.p[0].aember = 0
		s.house("saurian")
		s.g.p[0].aember = 6
		s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "the-colosseum"}}), "")
		forged := glory >= 6
		s.wantInt("keys", s.g.p[0].keyCount(), map[bool]int{false: 0, true: 1}[forged])
		s.wantInt("glory left", s.g.hsCounters(c, "glory"), map[bool]int{false: 5, true: 1}[forged])
		s.wantAember(0, map[bool]int{false: 6, true: 0}[forged])
	}
}

// habChoose answers a prompt with cards and words at once.
func (s *scen) habChoose(words []string, ids ...string) Outcome {
	a := Action{Verb: VerbChoose, Words: words}
	for _, id := range ids {
		a.Cards = append(a.Cards, CardRef{ID: id})
	}
	return s.do(a)
}

// Aurascope: "Action: Discard a card. If you do, purge a card of the same
// type as the discarded card from a discard pile." A creature discarded:
// an action card is no target.
func TestHandABAurascope(t *testing.T) {
	for _, tc := range []struct {
		purge, rules string
		purged       bool
	}{{"krump", "", true}, {"hab-action", "effect-target", false}} {
		t.Run(tc.purge, func(t *testing.T) {
			s := secondTurnScen(t, "geistoid", []string{"aurascope", "troll"}, []string{"krump", "hab-action"})
			s.artifact(0, "aurascope")
			tr := s.hand(0, "troll")
			k, a := s.take(1, "krump"), s.take(1, "hab-action")
			s.g.put(k, ZoneDiscard)
			s.g.put(a, ZoneDiscard)
			s.house("geistoid")
			s.do(Action{Verb: VerbAction, Card: CardRef{ID: "aurascope"}})
			s.wantRules(s.choose("troll", tc.purge), tc.rules)
			s.wantZone(tr, ZoneDiscard)
			want := map[bool]Zone{true: ZonePurged, false: ZoneDiscard}[tc.purged]
			s.wantZone(k, want)
			s.wantZone(a, ZoneDiscard)
		})
	}
}

// Reallocation Accessory: "This creature gains, “After Reap: Archive a
// card. Choose a player. For each card in the chosen player's archives,
// deal 1D to a creature.”" Alice archives Krump (her archives: 1); Bob's
// hold 2.
func TestHandABReallocationAccessory(t *testing.T) {
	for _, tc := range []struct {
		who  string
		want int
	}{{"mine", 1}, {"theirs", 2}} {
		t.Run(tc.who, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{"troll", "reallocation-accessory", "krump"}, []string{"silvertooth", "hab-action", "hab-action"})
			tr := s.creature(0, "troll")
			s.habUpgrade(0, "reallocation-accessory", tr)
			st := s.creature(1, "silvertooth")
			s.g.cards[st].damage = 0
			k := s.hand(0, "krump")
			for range 2 {
				c := s.take(1, "hab-action")
				s.g.put(c, ZoneArchives)
			}
			s.house("brobnar")
			s.reap("troll")
			s.wantRules(s.habChoose([]string{tc.who}, "krump", "troll", "troll"), "")
			s.wantZone(k, ZoneArchives)
			s.wantDamage(tr, tc.want)
		})
	}
}

// Soul Exchange: "Play: Choose a player. Return the topmost creature from
// that player’s discard pile to their hand. Destroy a creature controlled
// by that player."
func TestHandABSoulExchange(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"soul-exchange", "troll"}, []string{"troll", "krump", "silvertooth"})
	s.hand(0, "soul-exchange")
	at := s.creature(0, "troll")
	bt, k := s.take(1, "troll"), s.take(1, "krump")
	s.g.put(bt, ZoneDiscard)
	s.g.put(k, ZoneDiscard) // on top
	st := s.creature(1, "silvertooth")
	s.house("ekwidon")
	s.play("soul-exchange")
	s.wantRules(s.words("theirs"), "")
	s.wantZone(k, ZoneHand)
	s.wantZone(bt, ZoneDiscard)
	s.wantZone(st, ZoneDiscard)
	s.wantZone(at, ZoneBattleline)
}

// Treasure Island: "Each friendly Skyborn creature gains, “After Reap:
// Move 1A from your pool to Treasure Island.” You may spend A on Treasure
// Island as if it were in your pool." Not for an enemy Skyborn creature.
func TestHandABTreasureIsland(t *testing.T) {
	s := secondTurnScen(t, "skyborn", []string{"treasure-island", "hab-skyborn"}, []string{"hab-skyborn"})
	ti := s.artifact(0, "treasure-island")
	s.creature(0, "hab-skyborn")
	s.g.p[0].aember = 2
	s.house("skyborn")
	s.wantRules(s.reap("hab-skyborn"), "")
	s.wantAember(0, 2)
	s.wantInt("A on Treasure Island", int(s.g.cards[ti].aember), 1)
	s.wantInt("spendable", s.g.spendable(0), 3)
	s.end()
	s.creature(1, "hab-skyborn")
	s.g.p[1].aember = 2
	s.house("untamed")
	s.g.house = "skyborn" // Bob's Skyborn creature reaps as of the active house
	s.reap("hab-skyborn")
	s.wantAember(1, 3)
	s.wantInt("A on Treasure Island", int(s.g.cards[ti].aember), 1)
}

// Ruins of Archonis: "Play: Put 4A on Ruins of Archonis from the common
// supply. Archive a card. After a player plays their 6th card in a turn,
// if Ruins of Archonis is ready, move each A from Ruins of Archonis to
// that player's pool."
func TestHandABRuinsOfArchonis(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"ruins-of-archonis", "troll"}, nil)
	s.hand(0, "ruins-of-archonis")
	tr := s.hand(0, "troll")
	s.house("logos")
	s.play("ruins-of-archonis")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneArchives)
	r := s.g.p[0].arts[len(s.g.p[0].arts)-1]
	s.wantInt("A on the Ruins", int(s.g.cards[r].aember), 4)

	for _, tc := range []struct {
		name      string
		before    int
		exhausted bool
		want      int
	}{{"sixth", 5, false, 4}, {"fifth", 4, false, 0}, {"exhausted", 5, true, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"ruins-of-archonis", "troll"}, nil)
			r := s.artifact(0, "ruins-of-archonis")
			s.g.cards[r].aember = 4
			if tc.exhausted {
				s.g.cards[r].flags |= flExhausted
			}
			s.hand(0, "troll")
			s.g.p[0].aember = 0
			s.house("brobnar")
			s.g.plays = tc.before
			s.play("troll")
			s.wantAember(0, tc.want)
		})
	}
}

// Dead Man’s Chest: "Play: Put 4A on Dead Man’s Chest from the common
// supply. Deal 2D to a creature. After 6 or more creatures are destroyed
// in a turn, if Dead Man’s Chest is ready, move each A from Dead Man’s
// Chest to the active player's pool." Five, then a sixth.
func TestHandABDeadMansChest(t *testing.T) {
	krumps := []string{"dead-man-s-chest", "krump", "krump", "krump", "krump", "krump", "krump"}
	s := secondTurnScen(t, "shadows", nil, krumps)
	c := s.artifact(1, "dead-man-s-chest")
	s.g.cards[c].aember = 4
	var ks []int16
	for range 6 {
		ks = append(ks, s.creature(1, "krump"))
	}
	s.g.p[0].aember, s.g.p[1].aember = 0, 0
	for _, k := range ks[:3] {
		s.g.destroy(k)
	}
	s.g.sweep()
	s.g.destroy(ks[3])
	s.g.destroy(ks[4])
	s.g.sweep()
	s.wantAember(0, 0)
	s.g.destroy(ks[5])
	s.g.sweep()
	s.wantAember(0, 4)
	s.wantAember(1, 0)
	s.wantInt("A on the chest", int(s.g.cards[c].aember), 0)
}

// SGS Illuminator: "Action: Exhaust up to 4 friendly Sanctum creatures.
// For each creature exhausted this way, stun and exalt a creature." None
// exhausted: nothing stunned, nothing exalted.
func TestHandABSGSIlluminator(t *testing.T) {
	for _, n := range []int{0, 2} {
		s := secondTurnScen(t, "sanctum", []string{"sgs-illuminator", "hab-knight", "hab-monk"}, []string{"troll", "krump"})
		s.artifact(0, "sgs-illuminator")
		kn, mo := s.creature(0, "hab-knight"), s.creature(0, "hab-monk")
		tr, k := s.creature(1, "troll"), s.creature(1, "krump")
		s.house("sanctum")
		s.do(Action{Verb: VerbAction, Card: CardRef{ID: "sgs-illuminator"}})
		if n == 0 {
			s.wantRules(s.words("no"), "")
		} else {
			s.wantRules(s.choose("hab-knight", "hab-monk"), "")
			s.wantRules(s.choose("troll"), "")
			s.wantRules(s.choose("krump"), "")
		}
		for _, c := range []int16{kn, mo} {
			s.hbWantFlag(c, flExhausted, n > 0, "exhausted")
		}
		for _, c := range []int16{tr, k} {
			s.hbWantFlag(c, flStunned, n > 0, "stunned")
			s.wantInt(s.g.name(c)+"'s A", int(s.g.cards[c].aember), n/2)
		}
		if _, w := s.g.Waiting(); w {
			t.Errorf("n=%d: still waiting", n)
		}
	}
}

// General Order 24: "At the start of each player’s turn, they must choose
// a creature they control and destroy each creature of the chosen
// creature’s house. If that player has no creatures in play, destroy
// General Order 24 instead." Bob chooses Troll: both Brobnar creatures
// die, Silvertooth lives.
func TestHandABGeneralOrder24(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"general-order-24", "krump"}, []string{"troll", "silvertooth"})
	g24 := s.artifact(0, "general-order-24")
	k := s.creature(0, "krump")
	tr, st := s.creature(1, "troll"), s.creature(1, "silvertooth")
	s.house("staralliance")
	s.end()
	s.wantRules(s.choose("krump"), "effect-target") // not Bob's
	s = secondTurnScen(t, "staralliance", []string{"general-order-24", "krump"}, []string{"troll", "silvertooth"})
	g24 = s.artifact(0, "general-order-24")
	k = s.creature(0, "krump")
	tr, st = s.creature(1, "troll"), s.creature(1, "silvertooth")
	s.house("staralliance")
	s.end()
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(k, ZoneDiscard)
	s.wantZone(st, ZoneBattleline)
	s.wantZone(g24, ZoneArtifacts)

	s = secondTurnScen(t, "staralliance", []string{"general-order-24"}, nil)
	g24 = s.artifact(0, "general-order-24")
	s.house("staralliance")
	s.end()
	s.wantZone(g24, ZoneDiscard)
}

// Curse of Spontaneity: "Treachery. At the start of your "draw cards"
// step, discard your hand." Bob controls it: his hand goes, then he draws
// 6; Alice's hand stays.
func TestHandABCurseOfSpontaneity(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", nil, []string{"curse-of-spontaneity"})
	s.artifact(1, "curse-of-spontaneity")
	s.house("ekwidon")
	aliceHand, aliceDiscard := s.g.p[0].handSize(), len(s.g.p[0].discard)
	s.end()
	s.wantInt("Alice's discard", len(s.g.p[0].discard), aliceDiscard)
	s.wantInt("Alice's hand", s.g.p[0].handSize(), max(aliceHand, 6))
	s.house("shadows")
	bobHand, bobDiscard := s.g.p[1].handSize(), len(s.g.p[1].discard)
	s.end()
	s.wantInt("Bob's discard", len(s.g.p[1].discard), bobDiscard+bobHand)
	s.wantInt("Bob's hand", s.g.p[1].handSize(), 6)
}

// Mælstrom: "Play: Put each creature on top of its owner's deck in a
// random order. Gain 2 chains." A warded creature stays, its ward spent.
func TestHandABMaelstrom(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"mælstrom", "troll"}, []string{"krump", "silvertooth"})
	s.hand(0, "mælstrom")
	tr, k, st := s.creature(0, "troll"), s.creature(1, "krump"), s.creature(1, "silvertooth")
	s.g.cards[st].flags |= flWarded
	decks := [2]int{s.g.p[0].deckSize(), s.g.p[1].deckSize()}
	s.house("unfathomable")
	s.wantRules(s.play("mælstrom"), "")
	s.wantZone(tr, ZoneUnknown)
	s.wantZone(k, ZoneUnknown)
	s.wantZone(st, ZoneBattleline)
	s.hbWantFlag(st, flWarded, false, "warded")
	s.wantInt("Alice's deck", s.g.p[0].deckSize(), decks[0]+1)
	s.wantInt("Bob's deck", s.g.p[1].deckSize(), decks[1]+1)
	s.wantInt("chains", s.g.p[0].chains, 2)
}

// Smite: "Play: Ready and fight with a friendly creature. Deal 2D to the
// attacked creature’s neighbors." Krump dies in the fight: its neighbors
// then (the Trolls) are dealt 2D, Silvertooth beyond them nothing.
func TestHandABSmite(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"smite", "troll"}, []string{"troll", "krump", "troll", "silvertooth"})
	s.hand(0, "smite")
	a := s.creature(0, "troll")
	s.g.cards[a].flags |= flExhausted
	t1, k, t2, st := s.creature(1, "troll"), s.creature(1, "krump"), s.creature(1, "troll"), s.creature(1, "silvertooth")
	s.house("sanctum")
	s.play("smite")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(k, ZoneDiscard)
	s.wantDamage(a, 6)
	s.wantDamage(t1, 2)
	s.wantDamage(t2, 2)
	s.wantDamage(st, 0)
}

// Operative Espion: "Elusive. After a player raises the tide during their
// turn, they may use a creature they control." Alice raises it: she may
// use her Troll, not Bob's Espion.
func TestHandABOperativeEspion(t *testing.T) {
	for _, tc := range []struct {
		answer, rules string
		gained        int
	}{{"troll", "", 1}, {"operative-espion", "effect-target", -1}} {
		t.Run(tc.answer, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"troll"}, []string{"operative-espion"})
			s.creature(0, "troll")
			s.creature(1, "operative-espion")
			s.house("brobnar")
			s.do(Action{Verb: VerbTide})
			before := s.aember(0)
			s.wantRules(s.habChoose([]string{"reap"}, tc.answer), tc.rules)
			if tc.gained >= 0 { // a wrong choice is flagged (and the table's applied)
				s.wantAember(0, before+tc.gained)
			}
		})
	}
	s := secondTurnScen(t, "brobnar", []string{"troll"}, []string{"operative-espion"})
	tr := s.creature(0, "troll")
	s.creature(1, "operative-espion")
	s.house("brobnar")
	s.do(Action{Verb: VerbTide})
	s.wantRules(s.words("no"), "")
	s.hbWantFlag(tr, flExhausted, false, "exhausted")
}

// Picaroon: "Deploy. X is the combined power of Picaroon’s non-Changeling
// neighbors." Between Troll and Krump: 14; a Changeling neighbor (another
// Picaroon) counts nothing.
func TestHandABPicaroon(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"troll", "picaroon", "krump", "picaroon"}, nil)
	s.creature(0, "troll")
	p := s.creature(0, "picaroon")
	s.creature(0, "krump")
	s.wantInt("power", s.g.power(p), 14)
	p2 := s.creature(0, "picaroon")
	s.wantInt("power beside Krump and nothing else", s.g.power(p2), 6)
	s.wantInt("power, still", s.g.power(p), 14)
}

// Knightapult: "Action: The next time a friendly creature enters play
// this turn, you may have it enter anywhere in your battleline, ready."
// Krump enters between the Trolls, ready; without it, Krump has no
// deploy and enters exhausted.
func TestHandABKnightapult(t *testing.T) {
	for _, used := range []bool{true, false} {
		s := secondTurnScen(t, "sanctum", []string{"knightapult", "troll", "troll", "krump"}, nil)
		s.artifact(0, "knightapult")
		s.creature(0, "troll")
		s.creature(0, "troll")
		k := s.hand(0, "krump")
		s.house("sanctum")
		if used {
			s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "knightapult"}}), "")
		}
		s.g.house = "brobnar" // Krump plays as of the active house
		want := map[bool]string{true: "", false: "deploy"}[used]
		s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "krump"}, Flank: FlankAt, Pos: 1}), want)
		s.wantInt("Krump's place", indexOf(s.g.p[0].line, k), 1)
		s.hbWantFlag(k, flExhausted, !used, "exhausted")
	}
}

// Dark Discovery: "Play: Name 2 cards. Discard the bottom 2 cards of your
// opponent's deck. If they are the named cards, purge Dark Discovery and
// forge a key at no cost." In either order; one wrong, nothing.
func TestHandABDarkDiscovery(t *testing.T) {
	for _, tc := range []struct {
		names []string
		hit   bool
	}{
		{[]string{"krump", "troll", "troll", "krump"}, true},
		{[]string{"troll", "troll", "troll", "krump"}, false},
	} {
		s := secondTurnScen(t, "unfathomable", []string{"dark-discovery"}, []string{"troll", "krump"})
		dd := s.hand(0, "dark-discovery")
		s.g.p[0].aember = 0
		s.house("unfathomable")
		s.play("dark-discovery")
		s.wantRules(s.choose(tc.names...), "")
		s.wantInt("Bob's discard", len(s.g.p[1].discard), 2)
		s.wantInt("keys", s.g.p[0].keyCount(), map[bool]int{true: 1}[tc.hit])
		s.wantZone(dd, map[bool]Zone{true: ZonePurged, false: ZoneDiscard}[tc.hit])
	}
}

// Tectonic Shift: "Play: Divide each player’s battleline in half as evenly
// as possible without changing the order of creatures. For each
// battleline, destroy each creature in one of the halves." Alice's 3
// creatures: the leftmost 1 or 2, or the rightmost; Bob's 2: one of them.
// The middle creature alone is no half.
func TestHandABTectonicShift(t *testing.T) {
	for _, tc := range []struct {
		name  string
		named []string
		rules string
		gone  []int
	}{
		{"left 2, right 1", []string{"troll", "krump", "silvertooth"}, "", []int{0, 1, 4}},
		{"right 1, left 1", []string{"hab-martian", "urchin"}, "", []int{2, 3}},
		{"the middle", []string{"krump", "urchin"}, "effect-target", []int{1, 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"tectonic-shift", "troll", "krump", "hab-martian"}, []string{"urchin", "silvertooth"})
			s.hand(0, "tectonic-shift")
			ids := []int16{s.creature(0, "troll"), s.creature(0, "krump"), s.creature(0, "hab-martian"), s.creature(1, "urchin"), s.creature(1, "silvertooth")}
			s.house("saurian")
			s.play("tectonic-shift")
			s.wantRules(s.choose(tc.named...), tc.rules)
			for i, id := range ids {
				want := ZoneBattleline
				if slices.Contains(tc.gone, i) {
					want = ZoneDiscard
				}
				s.wantZone(id, want)
			}
		})
	}
}

// Widespread Corruption: "After a player gains A by reaping, a creature
// they do not control captures that A." Alice reaps: one of Bob's
// creatures (chosen) captures it; Bob's own Corruption or Alice's, alike.
func TestHandABWidespreadCorruption(t *testing.T) {
	for _, owner := range []int8{0, 1} {
		s := secondTurnScen(t, "brobnar", []string{"widespread-corruption", "troll"}, []string{"widespread-corruption", "krump", "silvertooth"})
		s.artifact(owner, "widespread-corruption")
		s.creature(0, "troll")
		k, st := s.creature(1, "krump"), s.creature(1, "silvertooth")
		s.g.p[0].aember = 2
		s.house("brobnar")
		s.reap("troll")
		s.wantRules(s.choose("silvertooth"), "")
		s.wantAember(0, 2)
		s.wantInt("A on Silvertooth", int(s.g.cards[st].aember), 1)
		s.wantInt("A on Krump", int(s.g.cards[k].aember), 0)
	}
}

// Soul Lock: "Your opponent cannot use cards that match the house of any
// faceup card under Soul Lock. Action: Discard all cards under Soul Lock.
// Put an enemy creature faceup under Soul Lock." Silvertooth (Shadows)
// under it: Bob cannot use his Urchin (Shadows), may use his Troll; the
// next action discards Silvertooth and locks Troll (Brobnar).
func TestHandABSoulLock(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"soul-lock"}, []string{"silvertooth", "urchin", "troll"})
	sl := s.artifact(0, "soul-lock")
	st := s.creature(1, "silvertooth")
	s.creature(1, "urchin")
	tr := s.creature(1, "troll")
	s.house("dis")
	s.do(Action{Verb: VerbAction, Card: CardRef{ID: "soul-lock"}})
	s.wantRules(s.choose("silvertooth"), "")
	s.wantInt("under Soul Lock", s.g.hsUnderCount(sl), 1)
	s.end()
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "restricted")
	s.g.house = "brobnar"
	s.wantRules(s.reap("troll"), "")
	s.end()
	s.house("dis")
	s.g.cards[sl].flags &^= flExhausted
	s.do(Action{Verb: VerbAction, Card: CardRef{ID: "soul-lock"}})
	s.wantRules(s.choose("troll"), "")
	s.wantZone(st, ZoneDiscard)
	s.wantZone(tr, ZoneFate)
}

// Crazy Killing Machine: "Action: Discard the top card of each player’s
// deck. For each of those cards, destroy a creature or artifact of that
// card’s house, if able. If 2 cards are not destroyed as a result of this,
// destroy Crazy Killing Machine." Troll and Urchin on top: Krump
// (Brobnar) and Silvertooth (Shadows) are destroyed; without Silvertooth,
// only one card is, and the machine goes too.
func TestHandABCrazyKillingMachine(t *testing.T) {
	for _, both := range []bool{true, false} {
		s := secondTurnScen(t, "logos", []string{"crazy-killing-machine", "troll", "krump"}, []string{"urchin", "silvertooth"})
		m := s.artifact(0, "crazy-killing-machine")
		k := s.creature(0, "krump")
		st := int16(-1)
		if both {
			st = s.creature(1, "silvertooth")
		}
		s.house("logos")
		s.do(Action{Verb: VerbAction, Card: CardRef{ID: "crazy-killing-machine"}})
		s.wantRules(s.choose("troll", "urchin"), "")
		s.wantInt("discards", len(s.g.p[0].discard)+len(s.g.p[1].discard), 4)
		s.wantZone(k, ZoneDiscard)
		if both {
			s.wantZone(st, ZoneDiscard)
			s.wantZone(m, ZoneArtifacts)
		} else {
			s.wantZone(m, ZoneDiscard)
		}
	}
}

// Shard of Change: "Action: For each friendly Shard, you may swap a card
// from your hand with a card of the same type in your discard pile." One
// Shard: Troll for Krump; an action card for a creature is no swap.
func TestHandABShardOfChange(t *testing.T) {
	for _, tc := range []struct {
		discard, rules string
		swapped        bool
	}{{"krump", "", true}, {"hab-action", "effect-target", false}} {
		t.Run(tc.discard, func(t *testing.T) {
			s := secondTurnScen(t, "ekwidon", []string{"shard-of-change", "troll", "krump", "hab-action"}, nil)
			s.artifact(0, "shard-of-change")
			tr := s.hand(0, "troll")
			d := s.take(0, tc.discard)
			s.g.put(d, ZoneDiscard)
			s.house("ekwidon")
			s.do(Action{Verb: VerbAction, Card: CardRef{ID: "shard-of-change"}})
			s.wantRules(s.choose("troll", tc.discard), tc.rules)
			want := map[bool][2]Zone{true: {ZoneDiscard, ZoneHand}, false: {ZoneHand, ZoneDiscard}}[tc.swapped]
			s.wantZone(tr, want[0])
			s.wantZone(d, want[1])
		})
	}
}

// The Long Con: "Each friendly Stooge cannot reap. Action: Make a Stooge.
// Destroy any number of friendly Stooges. If 6 or more Stooges are
// destroyed this way, forge a key at no cost and purge The Long Con." Five
// Stooges and the one made: all six destroyed, a key; five, none.
func TestHandABTheLongCon(t *testing.T) {
	for _, n := range []int{6, 5} {
		s := secondTurnScen(t, "shadows", []string{"the-long-con", "stooge", "stooge", "stooge", "stooge", "stooge"}, nil)
		lc := s.artifact(0, "the-long-con")
		for range 5 {
			s.creature(0, "stooge")
		}
		s.g.p[0].aember = 0
		s.house("shadows")
		s.wantRules(s.reap("stooge"), "restricted")
		s.do(Action{Verb: VerbAction, Card: CardRef{ID: "the-long-con"}})
		s.wantInt("Stooges", len(s.g.p[0].line), 6)
		a := Action{Verb: VerbChoose}
		for i := range n {
			a.Cards = append(a.Cards, CardRef{ID: "stooge", Copy: i + 1})
		}
		s.wantRules(s.do(a), "")
		s.wantInt("Stooges left", len(s.g.p[0].line), 6-n)
		forged := n >= 6
		s.wantInt("keys", s.g.p[0].keyCount(), map[bool]int{true: 1}[forged])
		s.wantZone(lc, map[bool]Zone{true: ZonePurged, false: ZoneArtifacts}[forged])
	}
}

// Sirs Colossus: "(Play only with the other half of Sirs Colossus.) Taunt.
// Play: Capture all your opponent’s A, distributed among any number of
// friendly creatures. After Fight: Move all A from a friendly creature to
// the common supply." Troll and Krump chosen: 1A and 4A; after a fight,
// Krump's go back to the supply.
func TestHandABSirsColossus(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"sirs-colossus", "sirs-colossus2", "troll", "krump"}, []string{"silvertooth"})
	top := s.hand(0, "sirs-colossus")
	s.hand(0, "sirs-colossus2")
	tr, k := s.creature(0, "troll"), s.creature(0, "krump")
	s.creature(1, "silvertooth")
	s.g.p[1].aember = 5
	s.house("sanctum")
	s.wantRules(s.play("sirs-colossus"), "")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantAember(1, 0)
	s.wantInt("A on Troll", int(s.g.cards[tr].aember), 1)
	s.wantInt("A on Krump", int(s.g.cards[k].aember), 4)
	s.g.cards[top].flags &^= flExhausted
	s.wantRules(s.fight("sirs-colossus", "silvertooth"), "")
	s.wantRules(s.choose("krump"), "")
	s.wantInt("A on Krump", int(s.g.cards[k].aember), 0)
	s.wantInt("A on Troll", int(s.g.cards[tr].aember), 1)
	s.wantAember(0, 0)
	s.wantAember(1, 0)
}
