package engine

import "testing"

// Tests of scripts_hand_w.go: each card's ability on a board, and the
// state after it.

func init() { hwAddCards() }

// hwAddCards adds the facts (keyteki packs) of the cards these tests use.
func hwAddCards() {
	add := func(id, name string, h House, t CardType, power, amber int, traits ...string) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Amber: amber, Traits: traits}
	}
	cr, ac := TypeCreature, TypeAction
	add("borrow", "“Borrow”", "shadows", ac, 0, 1)
	add("enlist-numeri", "Enlist Numeri", "saurian", ac, 0, 1)
	add("vendor-hyertula", "Vendor Hyertula", "ekwidon", cr, 3, 0, "getrookya", "merchant")
	add("sneklifter", "Sneklifter", "shadows", cr, 2, 0, "thief", "elf")
	add("shadowsaurus", "Shadowsaurus", "shadows", cr, 5, 0, "dinosaur", "thief")
	add("tormax", "Tormax", "dis", cr, 8, 0, "demon")
	add("tormax2", "Tormax", "dis", cr, 8, 0, "demon")
	add("clipped-wings", "Clipped Wings", "dis", ac, 0, 1)
	add("three-sheets-to-the-wind", "Three Sheets to the Wind", "ekwidon", ac, 0, 0)
	add("cogg-miller", "Cogg Miller", "ekwidon", cr, 3, 0, "robot")
	add("titan-sentry", "Titan Sentry", "logos", cr, 5, 0, "scientist", "cyborg")
	add("commpod", "Commpod", "mars", TypeArtifact, 0, 0, "item")
	add("transparency-report", "Transparency Report", "ekwidon", ac, 0, 0)
	add("catch-and-release", "Catch and Release", "unfathomable", ac, 0, 0)
	add("trihard", "Trihard", "dis", cr, 3, 0, "imp")
	add("deep-probe", "Deep Probe", "mars", ac, 0, 1)
	add("vapor-imp", "Vapor Imp", "dis", cr, 2, 0, "imp")
	add("high-street-churn", "High Street Churn", "ekwidon", ac, 0, 0)
	add("boosted-b4-rry", "Boosted B4-RRY", "shadows", cr, 7, 0, "robot")
	add("shĭzyokŭ-buggy", "Shĭzyokŭ Buggy", "ekwidon", TypeArtifact, 0, 0, "buggy", "vehicle")
	add("cursed-loot", "Cursed Loot", "shadows", TypeArtifact, 0, 0, "item")
}

// hwCount is how many cards of player pl a zone holds (hand, archives,
// discard pile, purged), its unknown ones included.
func (s *scen) hwCount(pl int8, z Zone) int {
	p := &s.g.p[pl]
	switch z {
	case ZoneHand:
		return p.handSize()
	case ZoneArchives:
		return p.archiveSize()
	}
	n := 0
	for i := range s.g.cards {
		if c := &s.g.cards[i]; c.owner == pl && c.zone == z {
			n++
		}
	}
	return n
}

// hwHouse is the house card id belongs to now.
func (s *scen) hwHouse(id int16) House { return s.g.houseOf(id) }

// “Borrow”: "Play: Take control of an enemy artifact. While under your
// control, it belongs to house Shadows. (Instead of its original house.)"
func TestHandWBorrow(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"borrow"}, []string{"gorm-of-omm"})
	s.hand(0, "borrow")
	gm := s.artifact(1, "gorm-of-omm")
	s.house("shadows")
	s.wantRules(s.play("borrow"), "")
	s.wantInt("Alice controls Gorm of Omm", hnB(s.g.cards[gm].controller == 0), 1)
	if h := s.hwHouse(gm); h != "shadows" {
		t.Fatalf("Gorm of Omm under Alice is of %q, want shadows", h)
	}
	s.g.takeControl(1, gm) // back under Bob: of its own house again
	if h := s.hwHouse(gm); h != "sanctum" {
		t.Fatalf("Gorm of Omm back under Bob is of %q, want sanctum", h)
	}
	s.g.takeControl(0, gm)
	s.g.moveInst(gm, ZoneDiscard)
	if h := s.hwHouse(gm); h != "sanctum" {
		t.Fatalf("Gorm of Omm out of play is of %q, want sanctum", h)
	}
}

// Enlist Numeri: "Play: Take control of an enemy creature with A on it.
// While under your control, it belongs to house Saurian. (Instead of its
// original house.)"
func TestHandWEnlistNumeri(t *testing.T) {
	for _, tc := range []struct {
		name   string
		aember int16
		taken  int
	}{{"with A", 1, 1}, {"without A", 0, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"enlist-numeri"}, []string{"troll"})
			s.hand(0, "enlist-numeri")
			tr := s.creature(1, "troll")
			s.g.cards[tr].aember = tc.aember
			s.house("saurian")
			s.wantRules(s.play("enlist-numeri"), "")
			s.wantInt("Alice controls Troll", hnB(s.g.cards[tr].controller == 0), tc.taken)
			s.wantInt("Troll is Saurian", hnB(s.hwHouse(tr) == "saurian"), tc.taken)
		})
	}
}

// Vendor Hyertula: "After Reap: You may destroy Vendor Hyertula. If you
// do, take control of an enemy artifact. While under your control, it
// belongs to house Ekwidon."
func TestHandWVendorHyertula(t *testing.T) {
	for _, tc := range []struct {
		answer string
		taken  int
	}{{"yes", 1}, {"no", 0}} {
		t.Run(tc.answer, func(t *testing.T) {
			s := secondTurnScen(t, "ekwidon", []string{"vendor-hyertula"}, []string{"gorm-of-omm"})
			v := s.creature(0, "vendor-hyertula")
			gm := s.artifact(1, "gorm-of-omm")
			s.house("ekwidon")
			s.wantRules(s.reap("vendor-hyertula"), "")
			s.wantRules(s.words(tc.answer), "")
			s.wantInt("Vendor Hyertula destroyed", hnB(s.g.cards[v].zone == ZoneDiscard), tc.taken)
			s.wantInt("Alice controls Gorm of Omm", hnB(s.g.cards[gm].controller == 0), tc.taken)
			s.wantInt("Gorm of Omm is Ekwidon", hnB(s.hwHouse(gm) == "ekwidon"), tc.taken)
		})
	}
}

// Sneklifter: "Play: Take control of an enemy artifact. While under your
// control, if it does not belong to one of your three houses, it is
// considered to be of house Shadows."
func TestHandWSneklifter(t *testing.T) {
	for _, tc := range []struct {
		art  string
		want House
	}{{"gorm-of-omm", "shadows"}, {"born-to-rock", "brobnar"}} { // Alice's houses: Shadows, Brobnar, Dis
		t.Run(tc.art, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"sneklifter"}, []string{tc.art})
			s.hand(0, "sneklifter")
			a := s.artifact(1, tc.art)
			s.house("shadows")
			s.wantRules(s.play("sneklifter"), "")
			s.wantInt("Alice controls it", hnB(s.g.cards[a].controller == 0), 1)
			if h := s.hwHouse(a); h != tc.want {
				t.Fatalf("%s is of %q, want %q", tc.art, h, tc.want)
			}
		})
	}
}

// Shadowsaurus: "Action: Move each A from an enemy creature to your
// opponent’s pool. If there was at least 1A on that creature, take control
// of it. While under your control, it belongs to house Shadows."
func TestHandWShadowsaurus(t *testing.T) {
	for _, tc := range []struct {
		name   string
		aember int16
		taken  int
	}{{"two A", 2, 1}, {"no A", 0, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"shadowsaurus"}, []string{"troll"})
			s.creature(0, "shadowsaurus")
			tr := s.creature(1, "troll")
			s.g.cards[tr].aember = tc.aember
			bob := s.aember(1)
			s.house("shadows")
			s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "shadowsaurus"}}), "")
			s.wantAember(1, bob+int(tc.aember))
			s.wantInt("A left on Troll", int(s.g.cards[tr].aember), 0)
			s.wantInt("Alice controls Troll", hnB(s.g.cards[tr].controller == 0), tc.taken)
			s.wantInt("Troll is Shadows", hnB(s.hwHouse(tr) == "shadows"), tc.taken)
		})
	}
}

// Tormax: "(Play only with the other half of Tormax.) Play/After
// Fight/After Reap: Discard your hand. Purge 2 random cards from your
// opponent’s hand." The log names the random cards.
func TestHandWTormax(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"tormax"}, []string{"troll", "krump"})
	s.creature(0, "tormax")
	tr, kr := s.hand(1, "troll"), s.hand(1, "krump")
	mine, bobs := s.hwCount(0, ZoneHand), s.hwCount(1, ZoneHand)
	s.house("dis")
	s.reap("tormax")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantInt("Alice's hand", s.hwCount(0, ZoneHand), 0)
	s.wantInt("Alice's discard pile", s.hwCount(0, ZoneDiscard), mine)
	s.wantInt("Bob's hand", s.hwCount(1, ZoneHand), bobs-2)
	s.wantZone(tr, ZonePurged)
	s.wantZone(kr, ZonePurged)
}

// Clipped Wings: "Play: Choose one: Purge a random card from your
// opponent’s hand. Shuffle your opponent’s archives into their deck."
func TestHandWClippedWings(t *testing.T) {
	t.Run("purge", func(t *testing.T) {
		s := secondTurnScen(t, "dis", []string{"clipped-wings"}, []string{"troll"})
		s.hand(0, "clipped-wings")
		tr := s.hand(1, "troll")
		s.house("dis")
		s.play("clipped-wings")
		s.wantRules(s.words("1"), "")
		s.wantRules(s.choose("troll"), "")
		s.wantZone(tr, ZonePurged)
	})
	t.Run("archives", func(t *testing.T) {
		s := secondTurnScen(t, "dis", []string{"clipped-wings", "krump"}, []string{"troll"})
		s.hand(0, "clipped-wings")
		tr := s.take(1, "troll")
		s.g.put(tr, ZoneArchives)
		kr := s.take(0, "krump")
		s.g.put(kr, ZoneArchives) // Alice's own archives stay
		deck := s.g.p[1].deckSize()
		s.house("dis")
		s.play("clipped-wings")
		s.wantRules(s.words("2"), "")
		s.wantInt("Bob's archives", s.hwCount(1, ZoneArchives), 0)
		s.wantInt("Bob's deck", s.g.p[1].deckSize(), deck+1)
		s.wantInt("Troll in Bob's deck", hnB(s.g.cards[tr].zone == ZoneUnknown), 1)
		s.wantZone(kr, ZoneArchives)
	})
}

// Three Sheets to the Wind: "Play: Your opponent draws 3 cards, discards a
// random card from their hand, puts a random card from their hand on top
// of their deck, and purges a random card from their hand." The log names
// each random card in turn.
func TestHandWThreeSheetsToTheWind(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"three-sheets-to-the-wind"}, []string{"troll", "krump", "gorm-of-omm"})
	s.hand(0, "three-sheets-to-the-wind")
	tr, kr, gm := s.hand(1, "troll"), s.hand(1, "krump"), s.hand(1, "gorm-of-omm")
	bobs := s.hwCount(1, ZoneHand)
	s.house("ekwidon")
	s.play("three-sheets-to-the-wind")
	s.wantRules(s.choose("troll"), "")
	s.wantRules(s.choose("krump"), "")
	s.wantRules(s.choose("gorm-of-omm"), "")
	s.wantInt("Bob's hand", s.hwCount(1, ZoneHand), bobs+3-3)
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(kr, ZoneDeck)
	s.wantZone(gm, ZonePurged)
	if top := s.g.p[1].deckTop; len(top) == 0 || top[len(top)-1] != kr {
		t.Fatalf("Krump is not on top of Bob's deck (%v)", top)
	}
}

// Cogg Miller: "After Fight: You may destroy an artifact. If you do, its
// owner archives a random card from their hand."
func TestHandWCoggMiller(t *testing.T) {
	for _, tc := range []struct {
		name  string
		owner int8
	}{{"Bob's artifact", 1}, {"Alice's artifact", 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "ekwidon", []string{"cogg-miller", "gorm-of-omm"}, []string{"gorm-of-omm", "dust-pixie"})
			s.creature(0, "cogg-miller")
			s.creature(1, "dust-pixie")
			a := s.artifact(tc.owner, "gorm-of-omm")
			hands := [2]int{s.hwCount(0, ZoneHand), s.hwCount(1, ZoneHand)}
			s.house("ekwidon")
			s.fight("cogg-miller", "dust-pixie")
			s.wantRules(s.choose("gorm-of-omm"), "")
			s.wantZone(a, ZoneDiscard)
			for pl := int8(0); pl < 2; pl++ {
				s.wantInt("archives", s.hwCount(pl, ZoneArchives), hnB(pl == tc.owner))
				s.wantInt("hand", s.hwCount(pl, ZoneHand), hands[pl]-hnB(pl == tc.owner))
			}
		})
	}
	t.Run("no", func(t *testing.T) {
		s := secondTurnScen(t, "ekwidon", []string{"cogg-miller"}, []string{"gorm-of-omm", "dust-pixie"})
		s.creature(0, "cogg-miller")
		s.creature(1, "dust-pixie")
		a := s.artifact(1, "gorm-of-omm")
		s.house("ekwidon")
		s.fight("cogg-miller", "dust-pixie")
		s.wantRules(s.words("no"), "")
		s.wantZone(a, ZoneArtifacts)
		s.wantInt("Bob's archives", s.hwCount(1, ZoneArchives), 0)
	})
}

// Titan Sentry: "Players cannot take their archives into their hands
// during their "choose a house" step. Play/After Reap: Choose a player. Put
// a random card from that player’s hand into their archives."
func TestHandWTitanSentry(t *testing.T) {
	for _, tc := range []struct {
		answer string
		pl     int8
	}{{"1", 0}, {"2", 1}} {
		t.Run(tc.answer, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{"titan-sentry", "krump"}, []string{"troll"})
			s.creature(0, "titan-sentry")
			card := map[int8]string{0: "krump", 1: "troll"}[tc.pl]
			id := s.hand(tc.pl, card)
			s.house("logos")
			s.reap("titan-sentry")
			s.wantRules(s.words(tc.answer), "")
			s.wantRules(s.choose(card), "")
			s.wantZone(id, ZoneArchives)
			s.wantInt("archives", s.hwCount(tc.pl, ZoneArchives), 1)
			s.wantInt("the other's archives", s.hwCount(1-tc.pl, ZoneArchives), 0)
		})
	}
	t.Run("no archives taken", func(t *testing.T) {
		s := secondTurnScen(t, "logos", []string{"titan-sentry"}, nil)
		s.creature(0, "titan-sentry")
		s.wantRules(s.house("logos"), "")
		s.wantRules(s.do(Action{Verb: VerbArchives}), "restricted")
		s2 := secondTurnScen(t, "logos", nil, nil)
		s2.wantRules(s2.house("logos"), "")
		s2.wantRules(s2.do(Action{Verb: VerbArchives}), "")
	})
}

// Commpod: "Action: Reveal any number of Mars cards from your hand. For
// each card revealed this way, you may ready one Mars creature."
func TestHandWCommpod(t *testing.T) {
	for _, tc := range []struct {
		name     string
		revealed []string
		readied  int
	}{{"two revealed", []string{"zorg", "yandylinx"}, 2}, {"one revealed", []string{"zorg"}, 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "mars", []string{"commpod", "zorg", "yandylinx", "parabyte"}, []string{"grabber-jammer"})
			s.artifact(0, "commpod")
			s.hand(0, "zorg")
			s.hand(0, "yandylinx")
			pb := s.creature(0, "parabyte")
			gj := s.creature(1, "grabber-jammer") // an enemy Mars creature: "one Mars creature"
			s.g.cards[pb].flags |= flExhausted
			s.g.cards[gj].flags |= flExhausted
			s.house("mars")
			s.do(Action{Verb: VerbAction, Card: CardRef{ID: "commpod"}})
			s.wantRules(s.choose(tc.revealed...), "")
			s.wantRules(s.choose("parabyte"), "")
			if tc.readied == 2 {
				s.wantRules(s.choose("grabber-jammer"), "")
			}
			s.hjWantFlag(pb, flExhausted, false, "Parabyte exhausted")
			s.hjWantFlag(gj, flExhausted, tc.readied < 2, "Grabber Jammer exhausted")
		})
	}
}

// Transparency Report: "Play: Reveal your hand. If it contains no cards of
// the active house, gain 2A."
func TestHandWTransparencyReport(t *testing.T) {
	for _, tc := range []struct {
		name     string
		revealed []string
		gain     int
	}{{"no Ekwidon card", []string{"troll"}, 2}, {"an Ekwidon card", []string{"troll", "cogg-miller"}, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "ekwidon", []string{"transparency-report", "troll", "cogg-miller"}, nil)
			s.hand(0, "transparency-report")
			for _, id := range tc.revealed {
				s.hand(0, id)
			}
			before := s.aember(0)
			s.house("ekwidon")
			s.play("transparency-report")
			s.wantRules(s.choose(tc.revealed...), "")
			s.wantAember(0, before+tc.gain)
		})
	}
}

// Catch and Release: "Play: Return each creature to its owner’s hand. Each
// player discards random cards from their hand until they have 6 or fewer
// cards in hand. Gain 2 chains."
func TestHandWCatchAndRelease(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"catch-and-release", "troll", "krump"}, []string{"zorg"})
	s.hand(0, "catch-and-release")
	tr, kr := s.creature(0, "troll"), s.creature(0, "krump")
	zo := s.creature(1, "zorg")
	alice := s.hwCount(0, ZoneHand) - 1 + 2 // the action played, two creatures back
	bob := s.hwCount(1, ZoneHand) + 1
	discards := [2]int{s.hwCount(0, ZoneDiscard), s.hwCount(1, ZoneDiscard)}
	s.house("unfathomable")
	s.wantRules(s.play("catch-and-release"), "")
	s.wantInt("Alice's hand", s.hwCount(0, ZoneHand), min(alice, 6))
	s.wantInt("Bob's hand", s.hwCount(1, ZoneHand), min(bob, 6))
	s.wantInt("Alice's discards", s.hwCount(0, ZoneDiscard), discards[0]+1+max(alice-6, 0)) // and the action
	s.wantInt("Bob's discards", s.hwCount(1, ZoneDiscard), discards[1]+max(bob-6, 0))
	s.wantInt("Alice's chains", s.g.p[0].chains, 2)
	s.wantInt("creatures back in a hand", hnB(s.g.cards[tr].zone != ZoneBattleline && s.g.cards[kr].zone != ZoneBattleline && s.g.cards[zo].zone != ZoneBattleline), 1)
	if alice <= 6 || bob <= 6 {
		t.Fatalf("the scenario wants both hands above 6 (%d, %d)", alice, bob)
	}
}

// Trihard: "Play: Each player randomly discards one third of their cards
// from their hand (rounding down)."
func TestHandWTrihard(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"trihard"}, []string{"zorg", "troll"})
	s.hand(0, "trihard")
	s.hand(1, "zorg")
	s.hand(1, "troll")
	alice, bob := s.hwCount(0, ZoneHand)-1, s.hwCount(1, ZoneHand)
	s.house("dis")
	s.wantRules(s.play("trihard"), "")
	s.wantInt("Alice's hand", s.hwCount(0, ZoneHand), alice-alice/3)
	s.wantInt("Bob's hand", s.hwCount(1, ZoneHand), bob-bob/3)
	if bob%3 == 0 {
		t.Fatalf("Bob's hand (%d) does not tell rounding down from up", bob)
	}
}

// Deep Probe: "Play: Choose a house. Reveal your opponent's hand. Discard
// each creature of that house revealed this way."
func TestHandWDeepProbe(t *testing.T) {
	for _, tc := range []struct {
		name  string
		named []string
		rules string
	}{{"Brobnar creatures", []string{"troll", "krump"}, ""}, {"a Mars creature named", []string{"troll", "zorg"}, "effect-target"}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "mars", []string{"deep-probe"}, []string{"troll", "krump", "zorg"})
			s.hand(0, "deep-probe")
			ids := map[string]int16{"troll": s.hand(1, "troll"), "krump": s.hand(1, "krump"), "zorg": s.hand(1, "zorg")}
			bob := s.hwCount(1, ZoneHand)
			s.house("mars")
			s.play("deep-probe")
			s.wantRules(s.words("brobnar"), "")
			s.wantRules(s.choose(tc.named...), tc.rules)
			for _, id := range tc.named {
				s.wantZone(ids[id], ZoneDiscard)
			}
			s.wantInt("Bob's hand", s.hwCount(1, ZoneHand), bob-len(tc.named))
		})
	}
}

// Cursed Loot: "Treachery. After you play a card, discard a random card
// from your hand. If you have no cards in your hand, destroy Cursed Loot."
func TestHandWCursedLoot(t *testing.T) {
	for _, tc := range []struct {
		name      string
		others    int // cards in hand beside the one played and Troll
		destroyed bool
	}{{"cards left", 2, false}, {"hand emptied", 0, true}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"cursed-loot", "krump", "troll"}, nil)
			cl := s.artifact(0, "cursed-loot") // Bob's treachery, under Alice's control
			p := &s.g.p[0]
			p.deckUnknown, p.handUnknown = p.deckUnknown+p.handUnknown, 0 // her unseen hand back in the deck
			for len(p.hand) > 0 {
				s.g.discardKnown(p.hand[0])
			}
			for range tc.others {
				s.hand(0, "dust-pixie")
			}
			s.hand(0, "krump")
			tr := s.hand(0, "troll")
			s.house("brobnar")
			s.wantRules(s.play("krump"), "")
			s.wantRules(s.choose("troll"), "")
			s.wantZone(tr, ZoneDiscard)
			s.wantInt("Alice's hand", s.hwCount(0, ZoneHand), tc.others)
			want := ZoneArtifacts
			if tc.destroyed {
				want = ZoneDiscard
			}
			s.wantZone(cl, want)
		})
	}
}

// Vapor Imp: "Enhance . After Reap: Discard a random card from your hand.
// During your opponent’s next turn, they cannot play cards of the
// discarded card’s type."
func TestHandWVaporImp(t *testing.T) {
	for _, tc := range []struct {
		discarded string
		rules     string
	}{{"krump", "restricted"}, {"deep-probe", ""}} { // Bob plays a creature
		t.Run(tc.discarded, func(t *testing.T) {
			s := secondTurnScen(t, "dis", []string{"vapor-imp", tc.discarded}, []string{"hyde"})
			s.creature(0, "vapor-imp")
			d := s.hand(0, tc.discarded)
			s.hand(1, "hyde")
			s.house("dis")
			s.reap("vapor-imp")
			s.wantRules(s.choose(tc.discarded), "")
			s.wantZone(d, ZoneDiscard)
			s.end()
			s.house("logos")
			s.wantRules(s.play("hyde"), tc.rules)
		})
	}
}

// High Street Churn: "Play: Choose a house on your opponent’s identity
// card. Your opponent discards a random card from their hand until they
// discard a card of the chosen house or run out of cards. They refill
// their hand as if it were their “draw cards” step."
func TestHandWHighStreetChurn(t *testing.T) {
	for _, tc := range []struct {
		house string
		rules string
	}{{"logos", ""}, {"mars", "effect-target"}} { // Bob's houses: Shadows, Logos, Untamed
		t.Run(tc.house, func(t *testing.T) {
			s := secondTurnScen(t, "ekwidon", []string{"high-street-churn"}, []string{"troll", "hyde", "zorg"})
			s.hand(0, "high-street-churn")
			p := &s.g.p[1]
			p.deckUnknown, p.handUnknown = p.deckUnknown+p.handUnknown, 0 // Bob's unseen hand back in his deck
			tr, hy, zo := s.hand(1, "troll"), s.hand(1, "hyde"), s.hand(1, "zorg")
			s.house("ekwidon")
			s.play("high-street-churn")
			s.wantRules(s.words(tc.house), "")
			s.wantRules(s.choose("troll", "hyde"), tc.rules)
			s.wantZone(tr, ZoneDiscard)
			s.wantZone(hy, ZoneDiscard)
			if tc.house == "logos" {
				s.wantZone(zo, ZoneHand) // Hyde is Logos: the discards stop
			}
			s.wantInt("Bob's hand, refilled", s.hwCount(1, ZoneHand), 6)
		})
	}
}

// Shĭzyokŭ Buggy: "Action: Reveal two cards from your hand. If they share
// a house, discard them and make a token creature."
func TestHandWShizyokuBuggy(t *testing.T) {
	for _, tc := range []struct {
		name     string
		revealed [2]string
		token    int
	}{{"both Brobnar", [2]string{"troll", "krump"}, 1}, {"Brobnar and Mars", [2]string{"troll", "zorg"}, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "ekwidon", []string{"shĭzyokŭ-buggy", "troll", "krump", "zorg", "catena-fiend"}, nil)
			s.artifact(0, "shĭzyokŭ-buggy")
			a, b := s.hand(0, tc.revealed[0]), s.hand(0, tc.revealed[1])
			s.house("ekwidon")
			s.do(Action{Verb: VerbAction, Card: CardRef{ID: "shĭzyokŭ-buggy"}})
			s.wantRules(s.choose(tc.revealed[:]...), "")
			want := ZoneHand
			if tc.token == 1 {
				want = ZoneDiscard
			}
			s.wantZone(a, want)
			s.wantZone(b, want)
			s.wantInt("creatures", len(s.g.p[0].line), tc.token)
		})
	}
}

// Boosted B4-RRY: "Play/After Fight/After Reap: Choose one: Take control
// of an enemy artifact. While under your control, it belongs to house
// Shadows (instead of its original house). Play a random card from your
// opponent’s archives as if it were yours."
func TestHandWBoostedB4RRY(t *testing.T) {
	t.Run("artifact", func(t *testing.T) {
		s := secondTurnScen(t, "shadows", []string{"boosted-b4-rry"}, []string{"gorm-of-omm"})
		s.creature(0, "boosted-b4-rry")
		gm := s.artifact(1, "gorm-of-omm")
		s.house("shadows")
		s.reap("boosted-b4-rry")
		s.wantRules(s.words("1"), "")
		s.wantInt("Alice controls Gorm of Omm", hnB(s.g.cards[gm].controller == 0), 1)
		if h := s.hwHouse(gm); h != "shadows" {
			t.Fatalf("Gorm of Omm is of %q, want shadows", h)
		}
	})
	t.Run("archives", func(t *testing.T) {
		s := secondTurnScen(t, "shadows", []string{"boosted-b4-rry"}, []string{"troll"})
		s.creature(0, "boosted-b4-rry")
		tr := s.take(1, "troll")
		s.g.put(tr, ZoneArchives)
		s.house("shadows")
		s.reap("boosted-b4-rry")
		s.wantRules(s.words("2"), "")
		s.wantRules(s.choose("troll"), "")
		s.wantZone(tr, ZoneBattleline)
		s.wantInt("Alice controls Troll", hnB(s.g.cards[tr].controller == 0), 1)
	})
}
