package engine

import "testing"

// Tests of scripts_hand_c.go: each card's ability on a board, and the
// state after it.

func init() { addHandCCards() }

// addHandCCards adds the facts (keyteki packs) of the cards these tests
// use to testCards.
func addHandCCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Keywords: kws}
	}
	traits := func(id string, ts ...string) { testCards[id].Traits = ts }
	cr, ac, ar, up := TypeCreature, TypeAction, TypeArtifact, TypeUpgrade
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("gizelhart-s-zealot", "Gizelhart’s Zealot", "sanctum", cr, 4, 0, 0)
	traits("gizelhart-s-zealot", "Human", "Knight")
	add("mercy-malkin-queen", "Mercy, Malkin Queen", "untamed", cr, 3, 0, 0, kw(Skirmish, 0))
	traits("mercy-malkin-queen", "Human", "Witch")
	add("floomf", "Floomf", "untamed", cr, 3, 0, 0, kw(Skirmish, 0))
	traits("floomf", "Beast", "Cat")
	add("monument-to-ludo", "Monument to Ludo", "saurian", ar, 0, 0, 0)
	add("power-of-fire", "Power of Fire", "brobnar", ac, 0, 0, 0)
	add("savage-clash", "Savage Clash", "untamed", ac, 0, 0, 0)
	add("transporter-platform", "Transporter Platform", "staralliance", ar, 0, 0, 1)
	add("chant-of-hubris", "Chant of Hubris", "saurian", ac, 0, 0, 1)
	add("obsidian-forge", "Obsidian Forge", "dis", ar, 0, 0, 1)
	add("scout-pete", "Scout Pete", "staralliance", cr, 4, 0, 0)
	traits("scout-pete", "Alien")
	add("tezmal", "Tezmal", "dis", cr, 2, 0, 0, kw(Elusive, 0))
	traits("tezmal", "Imp")
	add("survey", "Survey", "staralliance", ac, 0, 0, 1)
	_ = up
}

// hcScen is a scenario on Alice's second turn (the first turn's limit is
// past) whose first house is h.
func hcScen(t *testing.T, h House, alice, bob []string) *scen {
	t.Helper()
	houses := [3]House{h, "brobnar", "dis"}
	if h == "brobnar" || h == "dis" {
		houses = [3]House{h, "sanctum", "logos"}
	}
	s := housesScen(t, houses, bobHouses, alice, bob)
	s.end()
	s.end()
	return s
}

// hcHeld installs a script of handCHeld (not in scriptLists) in the
// scenario's game.
func (s *scen) hcHeld(id string) {
	s.t.Helper()
	for i := range handCHeld {
		if handCHeld[i].ID == id {
			s.g.setScript(id, &handCHeld[i])
			return
		}
	}
	s.t.Fatalf("%s is not held", id)
}

// hcDiscards is how many cards player pl's discard pile holds.
func (s *scen) hcDiscards(pl int8) int { return len(s.g.p[pl].discard) }

// Gizelhart’s Zealot: "enters play ready and enraged."
func TestHandCGizelhartsZealot(t *testing.T) {
	s := hcScen(t, "sanctum", []string{"gizelhart-s-zealot"}, nil)
	z := s.hand(0, "gizelhart-s-zealot")
	s.house("sanctum")
	s.wantRules(s.play("gizelhart-s-zealot"), "")
	s.wantFlag(z, flExhausted, false)
	s.wantFlag(z, flEnraged, true)
}

// Mercy, Malkin Queen: "After a friendly Cat creature enters play, ward
// it. Fight: Ready a friendly Beast creature."
func TestHandCMercyMalkinQueen(t *testing.T) {
	s := hcScen(t, "untamed", []string{"mercy-malkin-queen", "floomf", "dust-pixie"}, []string{"troll"})
	m := s.creature(0, "mercy-malkin-queen")
	f := s.hand(0, "floomf")
	s.creature(1, "troll")
	s.house("untamed")
	s.wantRules(s.play("floomf"), "")
	s.wantFlag(f, flWarded, true)
	s.hand(0, "dust-pixie")
	s.play("dust-pixie") // not a Cat
	dp := s.g.p[0].line[len(s.g.p[0].line)-1]
	s.wantFlag(dp, flWarded, false)
	s.wantFlag(m, flWarded, false)
}

// Mercy's Fight readies a friendly Beast: the only one resolves by itself.
func TestHandCMercyFightReadiesBeast(t *testing.T) {
	s := hcScen(t, "untamed", []string{"mercy-malkin-queen", "floomf"}, []string{"bad-penny"})
	s.creature(0, "mercy-malkin-queen")
	f := s.creature(0, "floomf")
	s.creature(1, "bad-penny")
	s.g.cards[f].flags |= flExhausted
	s.house("untamed")
	s.wantRules(s.fight("mercy-malkin-queen", "bad-penny"), "")
	s.wantFlag(f, flExhausted, false)
}

// Monument to Ludo: 1A to the supply, 2A with Praefectus Ludo in the
// discard pile.
func TestHandCMonumentToLudo(t *testing.T) {
	for _, c := range []struct {
		name string
		ludo bool
		want int
	}{{"without Ludo", false, 2}, {"with Ludo", true, 1}} {
		t.Run(c.name, func(t *testing.T) {
			s := hcScen(t, "saurian", []string{"monument-to-ludo", "praefectus-ludo"}, []string{"troll"})
			s.artifact(0, "monument-to-ludo")
			tr := s.creature(1, "troll")
			s.g.cards[tr].aember = 3
			if c.ludo {
				s.hbDiscarded(0, "praefectus-ludo")
			}
			s.house("saurian")
			s.wantRules(s.action("monument-to-ludo"), "")
			s.wantOnCard(tr, c.want)
			s.wantAember(0, 0)
			s.wantAember(1, 0)
		})
	}
}

// Power of Fire: each player loses half the sacrificed creature's power.
func TestHandCPowerOfFire(t *testing.T) {
	s := hcScen(t, "brobnar", []string{"power-of-fire", "krump", "troll"}, nil)
	s.creature(0, "krump")
	tr := s.creature(0, "troll")
	s.hand(0, "power-of-fire")
	s.house("brobnar")
	s.g.p[0].aember = 5
	s.g.p[1].aember = 5
	s.play("power-of-fire")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantAember(0, 1) // 8 power: 4 each
	s.wantAember(1, 1)
	s.hbWantInt("chains", s.g.p[0].chains, 1)
}

// Power of Fire on a warded creature: the ward goes, nobody loses.
func TestHandCPowerOfFireWarded(t *testing.T) {
	s := hcScen(t, "brobnar", []string{"power-of-fire", "troll"}, nil)
	tr := s.creature(0, "troll")
	s.g.cards[tr].flags |= flWarded
	s.hand(0, "power-of-fire")
	s.g.p[1].aember = 5
	s.house("brobnar")
	s.wantRules(s.play("power-of-fire"), "")
	s.wantZone(tr, ZoneBattleline)
	s.wantAember(1, 5)
}

// Savage Clash keeps the most powerful enemy and the least powerful
// friendly creature.
func TestHandCSavageClash(t *testing.T) {
	s := hcScen(t, "untamed", []string{"savage-clash", "troll", "urchin"}, []string{"krump", "troll", "silvertooth"})
	a1 := s.creature(0, "troll")
	a2 := s.creature(0, "urchin")
	b1 := s.creature(1, "krump")
	b2 := s.creature(1, "troll")
	b3 := s.creature(1, "silvertooth")
	s.hand(0, "savage-clash")
	s.house("untamed")
	s.wantRules(s.play("savage-clash"), "")
	s.wantZone(a1, ZoneDiscard)
	s.wantZone(a2, ZoneBattleline)
	s.wantZone(b1, ZoneDiscard)
	s.wantZone(b2, ZoneBattleline)
	s.wantZone(b3, ZoneDiscard)
}

// Transporter Platform returns the creature and its upgrades.
func TestHandCTransporterPlatform(t *testing.T) {
	s := hcScen(t, "staralliance", []string{"transporter-platform", "troll", "krump", "z-wave-emitter"}, nil)
	s.artifact(0, "transporter-platform")
	tr := s.creature(0, "troll")
	s.creature(0, "krump")
	s.house("staralliance")
	u := s.hand(0, "z-wave-emitter")
	s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "z-wave-emitter"}, Target: CardRef{ID: "troll"}})
	s.wantZone(u, ZoneUpgrade)
	s.action("transporter-platform")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneHand)
	s.wantZone(u, ZoneHand)
}

// Chant of Hubris moves 1A from the first creature named to the second.
func TestHandCChantOfHubris(t *testing.T) {
	s := hcScen(t, "saurian", []string{"chant-of-hubris", "krump"}, []string{"troll", "urchin"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.g.cards[tr].aember = 2
	s.hand(0, "chant-of-hubris")
	s.house("saurian")
	s.play("chant-of-hubris")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantOnCard(tr, 1)
	s.wantOnCard(k, 1)
}

// With two creatures in play the engine chooses: the one with Æmber gives.
func TestHandCChantOfHubrisByItself(t *testing.T) {
	s := hcScen(t, "saurian", []string{"chant-of-hubris", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.g.cards[tr].aember = 1
	s.hand(0, "chant-of-hubris")
	s.house("saurian")
	s.wantRules(s.play("chant-of-hubris"), "")
	s.wantOnCard(tr, 0)
	s.wantOnCard(k, 1)
}

// Obsidian Forge: 2 sacrificed, the key costs 6+6-2 = 10.
func TestHandCObsidianForge(t *testing.T) {
	for _, c := range []struct {
		name   string
		aember int
		keys   int
		zone   Zone
	}{{"forges", 10, 1, ZoneDiscard}, {"cannot afford", 9, 0, ZoneArtifacts}} {
		t.Run(c.name, func(t *testing.T) {
			s := hcScen(t, "dis", []string{"obsidian-forge", "krump", "troll", "urchin"}, nil)
			of := s.artifact(0, "obsidian-forge")
			k := s.creature(0, "krump")
			tr := s.creature(0, "troll")
			u := s.creature(0, "urchin")
			s.house("dis")
			s.g.p[0].aember = c.aember
			s.action("obsidian-forge")
			s.wantRules(s.choose("krump", "troll"), "")
			s.wantZone(k, ZoneDiscard)
			s.wantZone(tr, ZoneDiscard)
			s.wantZone(u, ZoneBattleline)
			s.hbWantInt("keys", s.g.p[0].keyCount(), c.keys)
			s.wantZone(of, c.zone)
		})
	}
}

// Scout Pete: "You may discard that card."
func TestHandCScoutPete(t *testing.T) {
	for _, c := range []struct {
		answer string
		want   int
	}{{"yes", 1}, {"no", 0}} {
		t.Run(c.answer, func(t *testing.T) {
			s := hcScen(t, "staralliance", []string{"scout-pete"}, nil)
			s.hand(0, "scout-pete")
			s.hcHeld("scout-pete")
			s.house("staralliance")
			s.play("scout-pete")
			s.wantRules(s.chooseWords(c.answer), "")
			s.hbWantInt("discards", s.hcDiscards(0), c.want)
		})
	}
}

// Tezmal: the opponent cannot choose the house on their next turn only.
func TestHandCTezmal(t *testing.T) {
	s := hcScen(t, "dis", []string{"tezmal"}, []string{"urchin"})
	s.creature(0, "tezmal")
	s.hcHeld("tezmal")
	s.house("dis")
	s.reap("tezmal")
	s.wantRules(s.chooseWords("shadows"), "")
	s.end()
	s.wantRules(s.house("shadows"), "house-choice")
	s.end()
	s.end()
	s.wantRules(s.house("shadows"), "")
}

// Survey discards one card of the deck.
func TestHandCSurvey(t *testing.T) {
	s := hcScen(t, "staralliance", []string{"survey"}, nil)
	s.hand(0, "survey")
	deck := s.g.p[0].deckSize()
	s.house("staralliance")
	s.wantRules(s.play("survey"), "")
	s.hbWantInt("discards", s.hcDiscards(0), 2) // Survey and the card
	s.hbWantInt("deck", s.g.p[0].deckSize(), deck-1)
}
