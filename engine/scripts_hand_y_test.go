package engine

import (
	"strings"
	"testing"
)

// Tests of scripts_hand_y.go: each card's ability on a board, and the
// state after it.

func init() { hyAddCards() }

// hyAddCards adds the facts (keyteki packs) of the cards these tests use.
func hyAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr, ac, ar := TypeCreature, TypeAction, TypeArtifact
	tr := func(t ...string) []string { return t }
	add("whimsical-conjuror", "Whimsical Conjuror", "untamed", cr, 3, 0, 0, tr("human", "witch"))
	add("puzzling-trinket", "Puzzling Trinket", "ekwidon", ar, 0, 0, 0, tr("item"))
	add("quantum-mouse", "Quantum Mouse", "logos", cr, 1, 0, 0, tr("cyborg"))
	add("librarian", "Librarian", "archonpower", TypeArchonPower, 0, 0, 0, nil)
	add("rage", "Rage", "archonpower", TypeArchonPower, 0, 0, 0, nil)
	add("maleficorn", "Maleficorn", "dis", cr, 5, 0, 0, tr("mutant"))
	add("hy-gift", "Little Gift", "untamed", ac, 0, 0, 1, nil)
	add("bottomless-depths", "Bottomless Depths", "unfathomable", ar, 0, 0, 1, tr("location"))
	add("reap-the-wild-wind", "Reap the Wild Wind", "ekwidon", ac, 0, 0, 1, nil)
	add("barter-and-games", "Barter and Games", "ekwidon", ac, 0, 0, 0, nil)
	add("infernal-terran", "Infernal Terran", "dis", cr, 2, 0, 0, tr("human"))
	add("training-costs", "Training Costs", "saurian", ac, 0, 0, 0, nil)
	add("destructive-analysis", "Destructive Analysis", "mars", ac, 0, 0, 1, nil)
	add("crop-circles", "Crop Circles", "mars", ac, 0, 0, 1, nil)
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("staff-up", "Staff Up", "ekwidon", ac, 0, 0, 0, nil)
	add("adaptoid", "Adaptoid", "logos", cr, 4, 0, 0, tr("mutant"))
	add("the-body-snatchers", "The Body Snatchers", "mars", ac, 0, 0, 0, nil)
	add("concussive-transfer", "Concussive Transfer", "brobnar", ac, 0, 0, 0, nil)
	add("corner-the-market", "Corner the Market", "ekwidon", ac, 0, 0, 0, nil)
	add("refined-adhesive", "Refined Adhesive", "skyborn", TypeUpgrade, 0, 0, 0, nil)
	add("po-s-pixies", "Po’s Pixies", "untamed", cr, 1, 0, 0, tr("faerie"), kw(Elusive, 0))
	add("annihilation-ritual", "Annihilation Ritual", "dis", ar, 0, 0, 1, tr("power"))
	add("curse-of-forgery", "Curse of Forgery", "skyborn", ar, 0, 0, 0, tr("curse"), kw(Treachery, 0))
	add("bryozoarch", "Bryozoarch", "unfathomable", cr, 6, 0, 0, tr("aquan"))
	add("shoulder-id", "Shoulder Id", "shadows", cr, 6, 0, 0, tr("specter"), kw(Taunt, 0))
	add("sköll", "Sköll", "brobnar", cr, 3, 0, 0, tr("beast"), kw(Assault, 3))
}

// hyScen is Alice's second turn (turn 3): her deck holds the archon
// powers given and copies enhanced with bonus icons (icons[id]).
func hyScen(t *testing.T, h House, powers, alice []string, icons map[string][]Bonus, bob []string) *scen {
	t.Helper()
	d := hpDeck([3]House{h, "brobnar", "dis"}, powers, alice...)
	for i := range d.Cards {
		if b, ok := icons[d.Cards[i].CardID]; ok {
			d.Cards[i].Enhancements = b
			delete(icons, d.Cards[i].CardID)
		}
	}
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{
		{Name: "Alice", Deck: d},
		{Name: "Bob", Deck: testDeck(bobHouses, bob...)},
	}})
	s.end()
	s.end()
	return s
}

// hyWaits fails unless the game waits for want.
func (s *scen) hyWaits(want string) {
	s.t.Helper()
	if w, ok := s.g.Waiting(); w != want || !ok {
		s.t.Fatalf("Waiting() = %q, %v; want %q", w, ok, want)
	}
}

// Every script of this batch prints back as English.
func TestHandYPrintsBack(t *testing.T) {
	for _, sc := range handYScripts {
		t.Run(sc.ID, func(t *testing.T) {
			text := sc.Text(testCards[sc.ID].Name)
			if strings.TrimSpace(text) == "" || strings.Contains(text, "%!") || strings.Contains(text, "..") {
				t.Errorf("%s prints %q", sc.ID, text)
			}
			t.Log(text)
		})
	}
}

// Whimsical Conjuror: "When you resolve an A bonus icon, you may make a
// token creature instead." Yes: a Minion and no Æmber; no: the Æmber. A
// damage icon asks nothing more than its target.
func TestHandYWhimsicalConjuror(t *testing.T) {
	for _, tc := range []struct {
		word           string
		aember, tokens int
	}{{"token", 0, 1}, {"no", 1, 0}} {
		t.Run(tc.word, func(t *testing.T) {
			s := hyScen(t, "untamed", nil, []string{"whimsical-conjuror", "flarie"},
				map[string][]Bonus{"flarie": {BonusAmber, BonusDamage}}, []string{"troll"})
			s.creature(0, "whimsical-conjuror")
			s.g.p[0].deck.Token = "minion"
			tr := s.creature(1, "troll")
			s.hand(0, "flarie")
			s.house("untamed")
			s.wantRules(s.play("flarie"), "")
			s.hyWaits("bonus-instead")
			s.wantRules(s.words(tc.word), "")
			s.hyWaits("bonus-damage")
			s.wantRules(s.choose("troll"), "")
			s.wantAember(0, tc.aember)
			s.wantDamage(tr, 1)
			s.wantInt("creatures", len(s.g.p[0].line), 2+tc.tokens)
		})
	}
	// A printed Æmber bonus is an Æmber bonus icon too (FAQ, Wild Bounty).
	s := hyScen(t, "untamed", nil, []string{"whimsical-conjuror", "hy-gift"}, nil, nil)
	s.creature(0, "whimsical-conjuror")
	s.g.p[0].deck.Token = "minion"
	s.hand(0, "hy-gift")
	s.house("untamed")
	s.wantRules(s.play("hy-gift"), "")
	s.hyWaits("bonus-instead")
	s.wantRules(s.words("token"), "")
	s.wantAember(0, 0)
	s.wantInt("creatures", len(s.g.p[0].line), 2)
}

// Puzzling Trinket: "When you resolve an A bonus icon, you may choose to
// resolve it as a capture, D, or draw icon instead."
func TestHandYPuzzlingTrinket(t *testing.T) {
	for _, tc := range []struct {
		name              string
		words             []string
		cards             []string
		aember, bob, hand int
		dmg, onKrump      int
	}{
		{"aember", []string{"no"}, nil, 1, 3, 0, 0, 0},
		{"capture", []string{"capture"}, []string{"krump"}, 0, 2, 0, 0, 1},
		{"damage", []string{"damage"}, []string{"troll"}, 0, 3, 0, 1, 0},
		{"draw", []string{"draw"}, nil, 0, 3, 1, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := hyScen(t, "ekwidon", nil, []string{"puzzling-trinket", "flarie", "krump"},
				map[string][]Bonus{"flarie": {BonusAmber}}, []string{"troll"})
			s.artifact(0, "puzzling-trinket")
			k := s.creature(0, "krump")
			tr := s.creature(1, "troll")
			s.g.p[1].aember = 3
			s.hand(0, "flarie")
			s.house("untamed")
			hand := s.g.p[0].handSize()
			s.wantRules(s.play("flarie"), "")
			s.hyWaits("bonus-instead")
			refs := []CardRef{}
			for _, c := range tc.cards {
				refs = append(refs, CardRef{ID: c})
			}
			s.wantRules(s.do(Action{Verb: VerbChoose, Words: tc.words, Cards: refs}), "")
			s.wantAember(0, tc.aember)
			s.wantAember(1, tc.bob)
			s.wantDamage(tr, tc.dmg)
			s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), tc.onKrump)
			s.wantInt("hand", s.g.p[0].handSize(), hand-1+tc.hand)
		})
	}
}

// With Amphora Captura in play too, one offer holds both cards'
// replacements on an Æmber icon; on a draw icon, which Trinket does not
// replace, Amphora asks as ever (icon_instead.go).
func TestHandYPuzzlingTrinketWithAmphora(t *testing.T) {
	s := hyScen(t, "untamed", nil, []string{"puzzling-trinket", "amphora-captura", "flarie", "krump"},
		map[string][]Bonus{"flarie": {BonusAmber, BonusDraw}}, []string{"troll"})
	s.artifact(0, "puzzling-trinket")
	s.artifact(0, "amphora-captura")
	k := s.creature(0, "krump")
	s.g.p[1].aember = 2
	s.hand(0, "flarie")
	s.house("untamed")
	s.wantRules(s.play("flarie"), "")
	s.hyWaits("bonus-instead")
	p, _ := s.g.Prompt()
	if strings.Join(p.Words, " ") != "capture damage draw no" {
		t.Errorf("words = %v, want capture, damage, draw and no", p.Words)
	}
	s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"capture"}, Cards: []CardRef{{ID: "krump"}}}), "")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
	s.hyWaits("bonus-or-capture")
	s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"capture"}, Cards: []CardRef{{ID: "krump"}}}), "")
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 2)
	s.wantAember(1, 0)
}

// Quantum Mouse: "When you would resolve a draw bonus icon, you may choose
// to resolve it as a discard bonus icon instead." An Æmber icon asks
// nothing.
func TestHandYQuantumMouse(t *testing.T) {
	for _, tc := range []struct {
		word          string
		hand, discard int
	}{{"discard", -1, 1}, {"no", 1, 0}} {
		t.Run(tc.word, func(t *testing.T) {
			s := hyScen(t, "logos", nil, []string{"quantum-mouse", "flarie", "troll"},
				map[string][]Bonus{"flarie": {BonusAmber, BonusDraw}}, nil)
			s.creature(0, "quantum-mouse")
			s.hand(0, "flarie")
			s.hand(0, "troll")
			s.house("untamed")
			hand, pile := s.g.p[0].handSize(), len(s.g.p[0].discard)
			s.wantRules(s.play("flarie"), "")
			s.wantAember(0, 1)
			s.hyWaits("bonus-instead")
			cards := []CardRef{}
			if tc.word == "discard" {
				cards = append(cards, CardRef{ID: "troll"})
			}
			s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{tc.word}, Cards: cards}), "")
			s.wantInt("hand", s.g.p[0].handSize(), hand-1+tc.hand)
			s.wantInt("discard pile", len(s.g.p[0].discard), pile+tc.discard)
		})
	}
}

// Librarian (archon power): "When resolving a bonus icon, you may archive
// a card from your hand instead." Any icon; the card archived is named.
func TestHandYLibrarian(t *testing.T) {
	for _, tc := range []struct {
		word     string
		aember   int
		archived bool
		troll    Zone
	}{{"archive", 0, true, ZoneArchives}, {"no", 1, false, ZoneHand}} {
		t.Run(tc.word, func(t *testing.T) {
			s := hyScen(t, "untamed", []string{"librarian"}, []string{"flarie", "troll"},
				map[string][]Bonus{"flarie": {BonusAmber}}, nil)
			s.hand(0, "flarie")
			tr := s.hand(0, "troll")
			s.house("untamed")
			s.wantRules(s.play("flarie"), "")
			s.hyWaits("bonus-instead")
			s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{tc.word}, Cards: []CardRef{{ID: "troll"}}}), "")
			s.wantAember(0, tc.aember)
			s.wantZone(tr, tc.troll)
		})
	}
}

// Rage (archon power): "After you resolve a bonus icon, deal 1D to a
// creature." Once after each icon, before the next one.
func TestHandYRage(t *testing.T) {
	s := hyScen(t, "untamed", []string{"rage"}, []string{"flarie", "krump"},
		map[string][]Bonus{"flarie": {BonusAmber, BonusDamage}}, []string{"troll"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.hand(0, "flarie")
	s.house("untamed")
	s.wantRules(s.play("flarie"), "")
	s.wantAember(0, 1)
	s.hyWaits("ability") // Rage, after the Æmber icon
	s.wantRules(s.choose("krump"), "")
	s.wantDamage(k, 1)
	s.hyWaits("bonus-damage")
	s.wantRules(s.choose("troll"), "")
	s.hyWaits("ability") // Rage, after the damage icon
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 2)
	s.wantDamage(k, 1)
	if _, ok := s.g.Waiting(); ok {
		t.Error("a third Rage for two icons")
	}
}

// Maleficorn: "After an enemy creature is dealt damage by a D bonus icon,
// deal 1D to that creature." An enemy of Maleficorn's controller, whoever
// played the icon.
func TestHandYMaleficorn(t *testing.T) {
	for _, tc := range []struct {
		name         string
		maleficornPl int8
		target       string
		troll, krump int
	}{
		{"own, enemy target", 0, "troll", 2, 0},
		{"own, friendly target", 0, "krump", 0, 1},
		{"opponent's, their enemy", 1, "krump", 0, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := hyScen(t, "untamed", nil, []string{"flarie", "krump", "maleficorn"},
				map[string][]Bonus{"flarie": {BonusDamage}}, []string{"troll", "maleficorn"})
			k := s.creature(0, "krump")
			tr := s.creature(1, "troll")
			s.creature(tc.maleficornPl, "maleficorn")
			s.hand(0, "flarie")
			s.house("untamed")
			s.wantRules(s.play("flarie"), "")
			s.wantRules(s.choose(tc.target), "")
			s.wantDamage(tr, tc.troll)
			s.wantDamage(k, tc.krump)
		})
	}
}

// hyArchive puts a known copy of id into pl's archives.
func (s *scen) hyArchive(pl int8, id string) int16 {
	c := s.take(pl, id)
	s.g.put(c, ZoneArchives)
	return c
}

// Bottomless Depths: "Each time you discard a card from your hand, put
// that card facedown under Bottomless Depths from your discard pile." Not
// the opponent's discards.
func TestHandYBottomlessDepths(t *testing.T) {
	s := hyScen(t, "untamed", nil, []string{"bottomless-depths", "troll"}, nil, []string{"krump"})
	bd := s.artifact(0, "bottomless-depths")
	tr := s.hand(0, "troll")
	s.house("brobnar")
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "troll"}}), "")
	s.wantZone(tr, ZoneFate)
	s.wantInt("cards under Bottomless Depths", s.g.hsUnderCount(bd), 1)
	s.wantInt("Alice's discard pile", len(s.g.p[0].discard), 0)
	kr := s.hand(1, "krump")
	s.g.discardKnown(kr)
	s.wantZone(kr, ZoneDiscard)
	s.wantInt("cards under Bottomless Depths", s.g.hsUnderCount(bd), 1)
}

// Reap the Wild Wind: "Play: Each player reveals a random card from their
// hand and gains 1A for each A bonus icon on their revealed card." The
// printed Æmber bonus counts (FAQ, Wild Bounty).
func TestHandYReapTheWildWind(t *testing.T) {
	s := hyScen(t, "ekwidon", nil, []string{"reap-the-wild-wind", "troll"},
		map[string][]Bonus{"troll": {BonusAmber, BonusAmber, BonusDraw}}, []string{"hy-gift", "krump"})
	s.hand(0, "reap-the-wild-wind")
	tr := s.hand(0, "troll")
	s.hand(1, "hy-gift")
	s.hand(1, "krump")
	s.house("ekwidon")
	s.wantRules(s.play("reap-the-wild-wind"), "")
	s.wantAember(0, 1) // its own Æmber bonus
	s.wantRules(s.choose("troll", "hy-gift"), "")
	s.wantAember(0, 3)
	s.wantAember(1, 1)
	s.wantZone(tr, ZoneHand) // revealed, not discarded
}

// Barter and Games: each player reveals a random card of their hand or
// archives, gains 1A for each A icon on it; each creature sharing a house
// with one is destroyed; the revealed cards are discarded.
func TestHandYBarterAndGames(t *testing.T) {
	s := hyScen(t, "ekwidon", nil, []string{"barter-and-games", "troll", "krump", "ultra-gravitron"},
		map[string][]Bonus{"troll": {BonusAmber, BonusAmber}}, []string{"hy-gift", "flarie", "quantum-mouse"})
	s.hand(0, "barter-and-games")
	tr := s.hand(0, "troll")
	gift := s.hyArchive(1, "hy-gift")
	k := s.creature(0, "krump")          // brobnar, as Troll
	fl := s.creature(1, "flarie")        // untamed, as the gift
	qm := s.creature(1, "quantum-mouse") // logos: stays
	s.house("ekwidon")
	s.wantRules(s.play("barter-and-games"), "")
	s.wantRules(s.choose("troll", "hy-gift"), "")
	s.wantAember(0, 2)
	s.wantAember(1, 1)
	s.wantZone(k, ZoneDiscard)
	s.wantZone(fl, ZoneDiscard)
	s.wantZone(qm, ZoneBattleline)
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(gift, ZoneDiscard)
}

// Infernal Terran: "Play/After Reap: Discard a card. Steal 1A. Scrap:
// Discard your hand. Steal A equal to the number of A bonus icons on the
// cards discarded this way."
func TestHandYInfernalTerran(t *testing.T) {
	t.Run("play", func(t *testing.T) {
		s := hyScen(t, "dis", nil, []string{"infernal-terran", "troll"}, nil, nil)
		s.hand(0, "infernal-terran")
		tr := s.hand(0, "troll")
		s.g.p[1].aember = 3
		s.house("dis")
		s.wantRules(s.play("infernal-terran"), "")
		s.wantRules(s.choose("troll"), "")
		s.wantZone(tr, ZoneDiscard)
		s.wantAember(0, 1)
		s.wantAember(1, 2)
	})
	t.Run("scrap", func(t *testing.T) {
		s := hyScen(t, "dis", nil, []string{"infernal-terran", "troll", "hy-gift", "krump"},
			map[string][]Bonus{"troll": {BonusAmber, BonusAmber, BonusDamage}}, nil)
		s.hand(0, "infernal-terran")
		tr, gift, k := s.hand(0, "troll"), s.hand(0, "hy-gift"), s.hand(0, "krump")
		s.g.p[1].aember = 5
		s.house("dis")
		s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "infernal-terran"}}), "")
		for _, id := range []int16{tr, gift, k} {
			s.wantZone(id, ZoneDiscard)
		}
		s.wantAember(0, 3) // Troll's 2, the gift's printed 1
		s.wantAember(1, 2)
	})
}

// Ultra Gravitron: "Fight/Reap: Discard a card from your archives. If you
// do, purge a creature and resolve each of its bonus icons as if you had
// played it." Empty archives: nothing is purged.
func TestHandYUltraGravitron(t *testing.T) {
	for _, tc := range []struct {
		name     string
		archived bool
		krump    Zone
		aember   int
	}{{"archives", true, ZonePurged, 2}, {"no archives", false, ZoneBattleline, 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := hyScen(t, "logos", nil, []string{"ultra-gravitron", "troll", "krump"},
				map[string][]Bonus{"krump": {BonusAmber, BonusDraw}}, nil)
			s.creature(0, "ultra-gravitron")
			k := s.creature(0, "krump")
			tr := int16(-1)
			if tc.archived {
				tr = s.hyArchive(0, "troll")
			}
			s.house("logos")
			hand := s.g.p[0].handSize()
			s.wantRules(s.reap("ultra-gravitron"), "")
			if tc.archived {
				s.wantRules(s.choose("troll", "krump"), "")
				s.wantZone(tr, ZoneDiscard)
				s.wantInt("hand", s.g.p[0].handSize(), hand+1)
			}
			s.wantZone(k, tc.krump)
			s.wantAember(0, tc.aember)
		})
	}
}

// Training Costs: "Training Costs cannot be discarded from your hand
// except through card abilities. Play: Lose 2A. If you do not, shuffle
// Training Costs into your deck."
func TestHandYTrainingCosts(t *testing.T) {
	for _, tc := range []struct {
		pool, left int
		zone       Zone
	}{{3, 1, ZoneDiscard}, {1, 0, ZoneUnknown}} {
		s := hyScen(t, "saurian", nil, []string{"training-costs"}, nil, nil)
		tcid := s.hand(0, "training-costs")
		s.g.p[0].aember = tc.pool
		s.house("saurian")
		s.wantRules(s.play("training-costs"), "")
		s.wantAember(0, tc.left)
		s.wantZone(tcid, tc.zone)
	}
	s := hyScen(t, "saurian", nil, []string{"training-costs"}, nil, nil)
	s.hand(0, "training-costs")
	s.house("saurian")
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "training-costs"}}), "restricted")
}

// Destructive Analysis: "Play: Deal 2D to a creature. You may purge any
// number of cards from your archives to deal an additional 2D to the same
// creature for each card purged this way."
func TestHandYDestructiveAnalysis(t *testing.T) {
	for _, tc := range []struct {
		purged []string
		dmg    int
	}{{nil, 2}, {[]string{"krump"}, 4}, {[]string{"krump", "flarie"}, 6}} {
		s := hyScen(t, "mars", nil, []string{"destructive-analysis", "krump", "flarie"}, nil, []string{"troll"})
		s.hand(0, "destructive-analysis")
		kr, fl := s.hyArchive(0, "krump"), s.hyArchive(0, "flarie")
		tr := s.creature(1, "troll")
		s.creature(1, "dust-pixie")
		s.house("mars")
		s.wantRules(s.play("destructive-analysis"), "")
		if tc.purged == nil {
			s.wantRules(s.choose("troll"), "")
			s.wantRules(s.words("no"), "")
		} else {
			s.wantRules(s.choose(append([]string{"troll"}, tc.purged...)...), "")
		}
		s.wantDamage(tr, tc.dmg)
		s.wantInt("archives", len(s.g.p[0].archive), 2-len(tc.purged))
		if len(tc.purged) == 2 {
			s.wantZone(kr, ZonePurged)
			s.wantZone(fl, ZonePurged)
		}
	}
}

// Crop Circles: "Play: A non-Mars creature captures 1A from its own side.
// You may purge any number of cards from your archives. The same creature
// captures an additional 1A from its own side for each card purged in
// this way."
func TestHandYCropCircles(t *testing.T) {
	s := hyScen(t, "mars", nil, []string{"crop-circles", "krump", "flarie"}, nil, []string{"troll"})
	s.hand(0, "crop-circles")
	s.hyArchive(0, "krump")
	s.hyArchive(0, "flarie")
	tr := s.creature(1, "troll")
	s.creature(1, "dust-pixie")
	s.g.p[1].aember = 5
	s.house("mars")
	s.wantRules(s.play("crop-circles"), "")
	s.wantRules(s.choose("troll", "krump", "flarie"), "")
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 3)
	s.wantAember(1, 2)
	s.wantAember(0, 1) // its own Æmber bonus
	s.wantInt("archives", len(s.g.p[0].archive), 0)
	s.wantInt("purged", len(s.g.p[0].purged), 2)
}

// Staff Up: "Play: For the remainder of the turn, when any amount of A
// would be added to your pool, make that many token creatures instead."
// Only its player's pool, only this turn.
func TestHandYStaffUp(t *testing.T) {
	s := hyScen(t, "ekwidon", nil, []string{"staff-up"}, nil, nil)
	s.g.p[0].deck.Token = "minion"
	s.hand(0, "staff-up")
	s.g.p[1].aember = 2
	s.house("ekwidon")
	s.wantRules(s.play("staff-up"), "")
	s.g.gain(0, 2, SrcAbility)
	s.g.steal(0, 1)
	s.wantAember(0, 0)
	s.wantAember(1, 1)                            // stolen all the same
	s.wantInt("creatures", len(s.g.p[0].line), 3) // 2 gained, 1 stolen
	s.g.gain(1, 1, SrcAbility)
	s.wantAember(1, 2) // the opponent's pool: as ever
	s.end()
	s.g.gain(0, 1, SrcAbility)
	s.wantAember(0, 1) // next turn: as ever
}

// Po’s Pixies: "A stolen or captured from your pool is taken from the
// common supply instead." (FAQ: still stolen.) As much as the pool holds.
func TestHandYPosPixies(t *testing.T) {
	for _, pixies := range []bool{true, false} {
		s := hyScen(t, "brobnar", nil, []string{"krump"}, nil, []string{"po-s-pixies"})
		k := s.creature(0, "krump")
		if pixies {
			s.creature(1, "po-s-pixies")
		}
		s.g.p[1].aember = 3
		captured, left := 3, 3 // as much as Bob's pool holds
		if !pixies {
			captured, left = 1, 0
		}
		s.wantInt("stolen", s.g.steal(0, 2), 2)
		s.wantInt("captured", s.g.capture(k, 5), captured)
		s.wantAember(0, 2)
		s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), captured)
		s.wantAember(1, left)
	}
}

// Annihilation Ritual: "When a creature would enter a discard pile from
// play, it is purged instead." Either player's creature; not an artifact.
func TestHandYAnnihilationRitual(t *testing.T) {
	for _, ritual := range []bool{true, false} {
		s := hyScen(t, "dis", nil, []string{"annihilation-ritual", "krump"}, nil, []string{"troll", "bottomless-depths"})
		if ritual {
			s.artifact(0, "annihilation-ritual")
		}
		k, tr := s.creature(0, "krump"), s.creature(1, "troll")
		bd := s.artifact(1, "bottomless-depths")
		for _, id := range []int16{k, tr, bd} {
			s.g.destroy(id)
		}
		s.g.sweep()
		want := ZoneDiscard
		if ritual {
			want = ZonePurged
		}
		s.wantZone(k, want)
		s.wantZone(tr, want)
		s.wantZone(bd, ZoneDiscard)
	}
}

// Curse of Forgery: "When you would forge a key, purge Curse of Forgery
// and do not forge that key (no A is spent)." Its controller's key only.
func TestHandYCurseOfForgery(t *testing.T) {
	for _, cursed := range []bool{true, false} {
		s := hyScen(t, "brobnar", nil, nil, nil, []string{"curse-of-forgery"})
		c := int16(-1)
		if cursed {
			c = s.artifact(1, "curse-of-forgery") // under Bob's control (treachery)
		}
		s.g.p[1].aember = 7
		s.end()
		s.house("shadows")
		keys, left := 1, 1
		if cursed {
			keys, left = 0, 7
			s.wantZone(c, ZonePurged)
		}
		s.wantInt("Bob's keys", s.g.p[1].keyCount(), keys)
		s.wantAember(1, left)
	}
}

// Bryozoarch: "When your opponent plays an action card, instead of
// resolving its play effect, destroy the creature on your left flank."
// Not its controller's own actions.
func TestHandYBryozoarch(t *testing.T) {
	for _, tc := range []struct {
		name      string
		bryo      int8
		trollZone Zone
		krumpDmg  int
	}{
		{"opponent's", 1, ZoneDiscard, 0},
		{"own", 0, ZoneBattleline, 2},
		{"none", -1, ZoneBattleline, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := hyScen(t, "mars", nil, []string{"destructive-analysis", "bryozoarch"}, nil, []string{"troll", "krump", "bryozoarch"})
			s.hand(0, "destructive-analysis")
			tr, k := s.creature(1, "troll"), s.creature(1, "krump")
			if tc.bryo >= 0 {
				s.creature(tc.bryo, "bryozoarch")
			}
			s.house("mars")
			s.wantRules(s.play("destructive-analysis"), "")
			if tc.krumpDmg > 0 {
				s.wantRules(s.choose("krump"), "")
			}
			s.wantZone(tr, tc.trollZone)
			s.wantDamage(k, tc.krumpDmg)
		})
	}
}

// Shoulder Id: "Shoulder Id cannot fight. When Shoulder Id would deal
// damage, steal 1A instead." Attacked, it steals instead of dealing its
// fight damage.
func TestHandYShoulderId(t *testing.T) {
	s := hyScen(t, "brobnar", nil, []string{"troll", "shoulder-id"}, nil, []string{"shoulder-id"})
	tr := s.creature(0, "troll")
	si := s.creature(1, "shoulder-id")
	s.g.p[0].aember = 2
	s.house("brobnar")
	s.wantRules(s.fight("troll", "shoulder-id"), "")
	s.wantDamage(tr, 0)
	s.wantZone(si, ZoneDiscard)
	s.wantAember(0, 1)
	s.wantAember(1, 1)

	s = hyScen(t, "shadows", nil, []string{"shoulder-id"}, nil, []string{"troll"})
	s.creature(0, "shoulder-id")
	s.creature(1, "troll")
	s.house("shadows")
	if out := s.fight("shoulder-id", "troll"); len(out.Violations) == 0 {
		t.Error("Shoulder Id fights without a violation")
	}
}

// Sköll: "Assault 3. After an enemy creature is destroyed by Sköll’s
// assault damage, give a friendly creature a +1 power counter." Not when
// the creature survives it.
func TestHandYSkoll(t *testing.T) {
	for _, tc := range []struct {
		fought  string
		counter int
	}{{"flarie", 1}, {"troll", 0}} {
		t.Run(tc.fought, func(t *testing.T) {
			s := hyScen(t, "brobnar", nil, []string{"sköll", "krump"}, nil, []string{"troll", "flarie"})
			s.creature(0, "sköll")
			k := s.creature(0, "krump")
			s.creature(1, tc.fought)
			s.house("brobnar")
			s.wantRules(s.fight("sköll", tc.fought), "")
			if tc.counter > 0 {
				s.wantRules(s.choose("krump"), "")
			}
			s.wantInt("Krump's power", s.g.power(k), 6+tc.counter)
		})
	}
}

// Adaptoid: "After you play a card with a bonus icon, for the remainder of
// the turn, Adaptoid gains (choose one): +2 armor, assault 2, or “Fight:
// Steal 1A.”" A card without one asks nothing.
func TestHandYAdaptoid(t *testing.T) {
	for _, opt := range []string{"1", "2", "3"} {
		t.Run(opt, func(t *testing.T) {
			s := hyScen(t, "brobnar", nil, []string{"adaptoid", "krump", "troll"},
				map[string][]Bonus{"krump": {BonusDamage}}, nil)
			ad := s.creature(0, "adaptoid")
			s.hand(0, "troll")
			s.hand(0, "krump")
			s.house("brobnar")
			s.wantRules(s.play("troll"), "") // no bonus icon
			if _, ok := s.g.Waiting(); ok {
				t.Fatal("a card without a bonus icon makes Adaptoid choose")
			}
			s.wantRules(s.play("krump"), "")
			s.wantRules(s.choose("troll"), "") // the damage icon
			s.hyWaits("ability")
			s.wantRules(s.words(opt), "")
			armor, assault, steal := 0, 0, false
			switch opt {
			case "1":
				armor = 2
			case "2":
				assault = 2
			case "3":
				steal = true
			}
			s.wantInt("armor", s.g.armor(ad), armor)
			s.wantInt("assault", s.g.keywordN(ad, Assault), assault)
			if s.g.lastingOn(htLastFightSteal, ad) != steal {
				t.Errorf("Fight: Steal 1A given = %v, want %v", !steal, steal)
			}
		})
	}
}

// The Body Snatchers: "Play: For the remainder of the turn, each enemy
// creature gains, “Destroyed: Fully heal this creature and give control of
// it to your opponent instead.”" Not friendly creatures, not next turn.
func TestHandYTheBodySnatchers(t *testing.T) {
	s := hyScen(t, "mars", nil, []string{"the-body-snatchers", "troll", "flarie"}, nil, []string{"krump", "dust-pixie"})
	s.hand(0, "the-body-snatchers")
	tr, fl := s.creature(0, "troll"), s.creature(0, "flarie")
	k, dp := s.creature(1, "krump"), s.creature(1, "dust-pixie")
	s.house("mars")
	s.wantRules(s.play("the-body-snatchers"), "")
	s.g.cards[tr].flags &^= flExhausted
	s.g.fight(tr, k)
	s.wantZone(k, ZoneBattleline)
	s.wantDamage(k, 0)
	s.wantInt("Krump's controller", int(s.g.cards[k].controller), 0)
	s.wantDamage(tr, 6)
	s.g.destroy(fl)
	s.g.sweep()
	s.wantZone(fl, ZoneDiscard) // friendly: destroyed
	s.end()
	s.g.destroy(dp)
	s.g.sweep()
	s.wantZone(dp, ZoneDiscard) // next turn: destroyed
}

// Concussive Transfer: "Play: Deal 3D to a creature. Redistribute all
// damage on creatures among all creatures." Moved damage destroys.
func TestHandYConcussiveTransfer(t *testing.T) {
	s := hyScen(t, "brobnar", nil, []string{"concussive-transfer", "troll"}, nil, []string{"krump", "flarie"})
	s.hand(0, "concussive-transfer")
	tr := s.creature(0, "troll")
	k, fl := s.creature(1, "krump"), s.creature(1, "flarie")
	s.g.cards[tr].damage = 2
	s.house("brobnar")
	s.wantRules(s.play("concussive-transfer"), "")
	s.wantRules(s.choose("krump"), "") // 3D: 5 damage in all
	s.wantRules(s.choose("flarie", "krump", "krump", "krump", "krump"), "")
	s.wantDamage(tr, 0)
	s.wantDamage(k, 4)
	s.wantZone(fl, ZoneDiscard)
}

// Corner the Market: "Play: During your opponent's next turn, they cannot
// play cards, and each time they discard a card from their hand, they may
// archive that card from their discard pile." Not this turn, not the turn
// after theirs.
func TestHandYCornerTheMarket(t *testing.T) {
	s := hyScen(t, "ekwidon", nil, []string{"corner-the-market", "troll"}, nil, []string{"po-s-pixies", "flarie"})
	s.hand(0, "corner-the-market")
	s.house("ekwidon")
	s.wantRules(s.play("corner-the-market"), "")
	tr := s.hand(0, "troll")
	s.g.discardKnown(tr) // its own player's discard: nothing asked
	if _, ok := s.g.Waiting(); ok {
		t.Fatal("Alice's discard asks something")
	}
	s.end()
	dp, pp := s.hand(1, "dust-pixie"), s.hand(1, "po-s-pixies")
	s.hand(1, "flarie")
	s.house("untamed")
	s.wantRules(s.play("flarie"), "restricted")
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "dust-pixie"}}), "")
	s.hyWaits("ability")
	s.wantRules(s.words("yes"), "")
	s.wantZone(dp, ZoneArchives)
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "po-s-pixies"}}), "")
	s.wantRules(s.words("no"), "")
	s.wantZone(pp, ZoneDiscard)
	s.end()
	s.end()
	if by := s.g.hyNoPlays(VerbPlay); by >= 0 {
		t.Error("Bob still cannot play cards on his turn after")
	}
}

// Refined Adhesive: "Each time a card would be discarded from a player's
// hand, reveal the card and put it facedown under this creature instead."
// Either player's hand, any discard; no "Scrap:" (not discarded).
func TestHandYRefinedAdhesive(t *testing.T) {
	s := hyScen(t, "dis", nil, []string{"refined-adhesive", "krump", "infernal-terran"}, nil, []string{"troll"})
	k := s.creature(0, "krump")
	ra := s.take(0, "refined-adhesive")
	s.g.enterPlay(ra, 0, ZoneUpgrade)
	s.g.cards[ra].parent = k
	it := s.hand(0, "infernal-terran")
	tr := s.hand(1, "troll")
	s.g.p[1].aember = 3
	s.house("dis")
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "infernal-terran"}}), "")
	s.g.discardKnown(tr)
	s.wantZone(it, ZoneFate)
	s.wantZone(tr, ZoneFate)
	s.wantInt("cards under Krump", s.g.hsUnderCount(k), 2)
	s.wantAember(1, 3) // no Scrap: its hand was not discarded
	s.g.destroy(k)
	s.g.sweep()
	s.wantZone(it, ZoneDiscard) // the host gone, to its owner's discard pile
	s.wantZone(tr, ZoneDiscard)
}
