package engine

import (
	"strings"
	"testing"
)

// Tests of scripts_hand_aa.go: each card's ability on a board, and the
// state after it.

func init() { haaAddCards() }

// haaAddCards adds the facts (keyteki packs) of the cards these tests use.
func haaAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr, ac, ar := TypeCreature, TypeAction, TypeArtifact
	tr := func(t ...string) []string { return t }
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("nexus", "Nexus", "shadows", cr, 3, 0, 0, tr("cyborg", "thief"), kw(Elusive, 0))
	add("skippy-the-glorious", "Skippy the Glorious", "logos", cr, 3, 0, 0, tr("ai"))
	add("library-of-babble", "Library of Babble", "logos", ar, 0, 0, 0, tr("location"))
	add("lateral-shift", "Lateral Shift", "brobnar", ac, 0, 0, 0, nil)
	add("talent-scout", "Talent Scout", "ekwidon", cr, 2, 0, 1, tr("getrookya"))
	add("murkens", "Murkens", "shadows", cr, 2, 0, 0, tr("elf", "thief"))
	add("flea-market", "Flea Market", "ekwidon", ar, 0, 0, 0, tr("location"))
	add("masterplan", "Masterplan", "shadows", ar, 0, 0, 1, tr("item"))
	add("cauldron", "Cauldron", "untamed", ar, 0, 0, 0, tr("item"))
	add("omnipus", "Omnipus", "unfathomable", cr, 8, 0, 0, tr("beast"))
	add("beast-of-dark-legend", "Beast of Dark Legend", "keyraken", ac, 0, 0, 0, nil)
	add("haa-keyraken", "Little Keyraken", "keyraken", cr, 4, 0, 1, tr("leviathan"))
	add("miss-chievous", "Miss Chievous", "geistoid", cr, 3, 0, 0, tr("specter", "robot"))
	add("haa-geistoid", "Little Geistoid", "geistoid", cr, 2, 0, 0, tr("specter"))
	add("zavel-archaeologist", "Zavel, “Archaeologist”", "ekwidon", cr, 4, 0, 0, tr("scientist", "human"))
	add("haa-relic", "Old Relic", "ekwidon", ar, 0, 0, 1, tr("item"))
	add("angry-mob", "Angry Mob", "sanctum", cr, 4, 0, 0, tr("human"))
	add("purify", "Purify", "sanctum", ac, 0, 0, 1, nil)
	add("haa-mutant", "Little Mutant", "mars", cr, 3, 0, 0, tr("mutant"))
	add("aberrant-warp-event", "Aberrant Warp Event", "mars", ac, 0, 0, 0, nil)
	add("old-boomy", "Old Boomy", "brobnar", cr, 6, 0, 0, tr("giant"))
	add("a-fair-game", "A Fair Game", "sanctum", ac, 0, 0, 0, nil)
	add("cladogenesis", "Cladogenesis", "saurian", ac, 0, 0, 1, nil)
	add("æmberlution", "Æmberlution", "brobnar", ac, 0, 0, 0, nil, kw(Omega, 0))
	add("plunder", "Plunder", "shadows", ac, 0, 0, 1, nil)
	add("ol--paddy", "Ol’ Paddy", "unfathomable", cr, 5, 0, 0, tr("merfolk"))
	add("swap-widget", "Swap Widget", "mars", ar, 0, 0, 0, tr("item"))
	add("haa-martian", "Little Martian", "mars", cr, 2, 0, 0, tr("martian"))
	add("haa-martian2", "Other Martian", "mars", cr, 3, 0, 0, tr("martian"))
	add("missile-officer-myers", "Missile Officer Myers", "staralliance", cr, 3, 0, 0, tr("human"), kw(Deploy, 0))
	add("sidekick", "Sidekick", "geistoid", cr, 1, 0, 0, tr("specter", "robot"))
	add("space-invaders", "Space Invaders", "mars", ac, 0, 0, 1, nil)
	add("calv-1n", "CALV-1N", "staralliance", cr, 2, 1, 0, tr("robot"))
	add("pupgrade", "Pupgrade", "staralliance", cr, 3, 0, 0, tr("robot"))
	add("haa-trooper", "Trooper", "staralliance", cr, 3, 0, 0, tr("human"))
	add("3ll-i0t", "3LL-I0T", "staralliance", cr, 4, 0, 0, tr("robot"))
	add("gebuk", "Gebuk", "brobnar", cr, 5, 0, 0, tr("giant"))
	add("antanagoge", "Antanagoge", "unfathomable", cr, 6, 0, 0, tr("beast"))
	add("offering-to-kiligog", "Offering to Kiligog", "dis", ar, 0, 0, 0, tr("item"))
	add("trojan-sauropod", "Trojan Sauropod", "saurian", ar, 0, 0, 0, tr("item"))
	add("the-mysticeti", "The Mysticeti", "untamed", ar, 0, 0, 0, tr("leviathan"))
	add("effigy-of-melerukh", "Effigy of Melerukh", "untamed", ar, 0, 0, 0, tr("item"))
	add("animator", "Animator", "logos", ar, 0, 0, 0, tr("item"))
	add("final-refrain", "Final Refrain", "brobnar", ac, 0, 0, 1, nil)
	add("endless-hordes", "Endless Hordes", "mars", ac, 0, 0, 1, nil)
	add("haa-grunt", "Grunt", "mars", TypeTokenCreature, 1, 0, 0, tr("martian"))
}

// haaWait fails unless the game waits for a choice.
func (s *scen) haaWait(want bool) {
	s.t.Helper()
	if _, got := s.g.Waiting(); got != want {
		s.t.Fatalf("waiting = %v, want %v", got, want)
	}
}

// Nexus: "Reap: Use an opponent’s artifact as if it were yours." Its
// "Action:" resolves for Alice.
func TestHandAANexus(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"nexus"}, []string{"library-of-babble"})
	s.creature(0, "nexus")
	lib := s.artifact(1, "library-of-babble")
	hand0, hand1 := s.g.p[0].handSize(), s.g.p[1].handSize()
	s.house("shadows")
	out := s.reap("nexus")
	if _, w := s.g.Waiting(); w {
		out = s.choose("library-of-babble")
	}
	s.wantRules(out, "")
	s.wantAember(0, 1)
	s.wantInt("Alice's hand", s.g.p[0].handSize(), hand0+1)
	s.wantInt("Bob's hand", s.g.p[1].handSize(), hand1)
	if !s.g.cards[lib].has(flExhausted) {
		t.Error("Library of Babble is not exhausted")
	}
}

// Skippy the Glorious: "Play/After Reap: Archive the top card of your
// deck. Scrap: Use an opponent’s artifact as if it were yours. If you do,
// draw a card."
func TestHandAASkippyTheGlorious(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"skippy-the-glorious"}, nil)
	s.hand(0, "skippy-the-glorious")
	s.house("logos")
	s.wantRules(s.play("skippy-the-glorious"), "")
	s.wantInt("archives", len(s.g.p[0].archive)+s.g.p[0].archUnknown, 1)
	s.g.cards[s.g.p[0].line[0]].flags &^= flExhausted
	s.wantRules(s.reap("skippy-the-glorious"), "")
	s.wantInt("archives", len(s.g.p[0].archive)+s.g.p[0].archUnknown, 2)

	// Scrap with and without an enemy artifact to use.
	for _, withArt := range []bool{true, false} {
		s := secondTurnScen(t, "logos", []string{"skippy-the-glorious"}, []string{"library-of-babble"})
		if withArt {
			s.artifact(1, "library-of-babble")
		}
		sk := s.hand(0, "skippy-the-glorious")
		hand := s.g.p[0].handSize()
		s.house("logos")
		_ = sk
		out := s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "skippy-the-glorious"}})
		if _, w := s.g.Waiting(); w {
			out = s.choose("library-of-babble")
		}
		s.wantRules(out, "")
		want := hand - 1 // no use, no draw
		if withArt {
			want = hand + 1 // Library of Babble's draw, then Skippy's
		}
		s.wantInt("hand after scrap", s.g.p[0].handSize(), want)
	}
}

// Lateral Shift: "Play: Look at your opponent’s hand. Play a card from
// that hand as if it were yours." Alice plays Bob's Dust Pixie: she gains
// its Æmber, controls it, and Bob owns it.
func TestHandAALateralShift(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"lateral-shift"}, []string{"troll"})
	s.hand(0, "lateral-shift")
	s.hand(1, "troll")
	s.house("brobnar")
	s.play("lateral-shift")
	s.haaWait(true)
	s.wantRules(s.choose("dust-pixie"), "")
	s.wantAember(0, 2)
	s.wantAember(1, 0)
	pix := s.g.p[0].line[0]
	if c := s.g.cards[pix]; s.g.def(pix).ID != "dust-pixie" || c.owner != 1 || c.controller != 0 {
		t.Errorf("Alice's creature is %s, owner %d, controller %d", s.g.def(pix).ID, c.owner, c.controller)
	}
	// A card her opponent's hand cannot hold is not played.
	s2 := secondTurnScen(t, "brobnar", []string{"lateral-shift"}, nil)
	s2.hand(0, "lateral-shift")
	s2.house("brobnar")
	s2.play("lateral-shift")
	s2.wantRules(s2.choose("lateral-shift"), "card-not-available")
	s2.wantInt("Alice's creatures", len(s2.g.p[0].line), 0)
}

// Talent Scout: "Talent Scout may be used as if it belonged to the
// active house. Play: Look at your opponent’s hand and play a creature
// from it as if it were yours. Your opponent takes control of Talent
// Scout."
func TestHandAATalentScout(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"talent-scout"}, []string{"troll", "anger"})
	ts := s.hand(0, "talent-scout")
	tr := s.hand(1, "troll")
	s.hand(1, "anger")
	s.g.p[0].deck.Houses[1] = "ekwidon" // Talent Scout is in one of her houses
	s.house("ekwidon")
	s.play("talent-scout")
	s.wantRules(s.choose("anger"), "card-not-available") // not a creature
	s.wantZone(tr, ZoneHand)

	s = secondTurnScen(t, "ekwidon", []string{"talent-scout"}, []string{"troll"})
	ts = s.hand(0, "talent-scout")
	tr = s.hand(1, "troll")
	s.house("ekwidon")
	s.play("talent-scout")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneBattleline)
	s.wantInt("Troll's controller", int(s.g.cards[tr].controller), 0)
	s.wantInt("Talent Scout's controller", int(s.g.cards[ts].controller), 1)
	s.wantAember(0, 1) // its own Æmber bonus
	if s.g.staticOf(ts, AsActiveHouse) == nil {
		t.Error("Talent Scout is not usable as of the active house")
	}
}

// Murkens: "Play: Choose a random card in your opponent’s archives or the
// top card of your opponent’s deck. Play that card as if it were yours."
func TestHandAAMurkens(t *testing.T) {
	for _, tc := range []struct {
		name  string
		words []string
		from  Zone
	}{{"archives", []string{"archives"}, ZoneArchives}, {"deck", []string{"deck"}, ZoneDeck}, {"known archives", nil, ZoneArchives}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"murkens"}, []string{"troll"})
			s.hand(0, "murkens")
			tr := s.take(1, "troll")
			s.g.put(tr, ZoneArchives)
			deck := s.g.p[1].deckSize()
			s.house("shadows")
			s.play("murkens")
			s.haaWait(true)
			a := Action{Verb: VerbChoose, Words: tc.words, Cards: []CardRef{{ID: "troll"}}}
			if tc.from == ZoneDeck {
				a.Cards = []CardRef{{ID: "dust-pixie"}}
			}
			s.wantRules(s.do(a), "")
			if tc.from == ZoneArchives {
				s.wantZone(tr, ZoneBattleline)
				s.wantInt("Bob's deck", s.g.p[1].deckSize(), deck)
			} else {
				s.wantZone(tr, ZoneArchives)
				s.wantInt("Bob's deck", s.g.p[1].deckSize(), deck-1)
				s.wantAember(0, 2) // Dust Pixie's bonus
			}
			s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
		})
	}
}

// Flea Market: "Action: Look at a random card in your opponent’s hand.
// You may give your opponent 1A. If you do, play that card as if it were
// yours."
func TestHandAAFleaMarket(t *testing.T) {
	for _, pay := range []bool{true, false} {
		s := secondTurnScen(t, "ekwidon", []string{"flea-market"}, []string{"troll"})
		s.artifact(0, "flea-market")
		tr := s.hand(1, "troll")
		s.g.p[0].aember = 3
		s.house("ekwidon")
		s.do(Action{Verb: VerbAction, Card: CardRef{ID: "flea-market"}})
		s.haaWait(true)
		word := "no"
		if pay {
			word = "yes"
		}
		s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "troll"}}, Words: []string{word}}), "")
		if pay {
			s.wantAember(0, 2)
			s.wantAember(1, 1)
			s.wantZone(tr, ZoneBattleline)
			s.wantInt("Troll's controller", int(s.g.cards[tr].controller), 0)
		} else {
			s.wantAember(0, 3)
			s.wantZone(tr, ZoneHand)
		}
	}
}

// Masterplan: "Play: Put a card from your hand facedown beneath
// Masterplan. Omni: Play the card beneath Masterplan. Sacrifice
// Masterplan."
func TestHandAAMasterplan(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"masterplan", "troll"}, nil)
	s.hand(0, "masterplan")
	tr := s.hand(0, "troll")
	s.house("shadows")
	s.play("masterplan")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneFate)
	mp := s.g.p[0].arts[0]
	s.end()
	s.end()
	s.house("shadows") // Troll is Brobnar: Masterplan plays it anyway
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "masterplan"}}), "")
	s.wantZone(tr, ZoneBattleline)
	s.wantZone(mp, ZoneDiscard)
}

// Cauldron: "Omni: Put the top card of your deck faceup under Cauldron.
// If there are 3 cards under Cauldron, play them one at a time as if they
// were in your hand."
func TestHandAACauldron(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"cauldron"}, nil)
	ca := s.artifact(0, "cauldron")
	s.house("untamed")
	for i := 1; i <= 3; i++ {
		if i > 1 {
			s.end()
			s.end()
			s.house("untamed")
		}
		s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "cauldron"}})
		s.wantRules(s.choose("dust-pixie"), "")
		want := i
		if i == 3 {
			want = 0
		}
		s.wantInt("cards under Cauldron", s.g.hsUnderCount(ca), want)
	}
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 3)
	s.wantAember(0, 6) // three Dust Pixies' bonuses
}

// Omnipus: "Omnipus cannot fight. Play: Discard the top 8 cards of your
// deck. Play each Tentaclid from your discard pile, one at a time. Reap:
// Gain 1A for each friendly Tentaclid."
func TestHandAAOmnipus(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"omnipus", "tentaclid", "tentaclid", "troll"}, []string{"troll"})
	s.hand(0, "omnipus")
	t1 := s.take(0, "tentaclid")
	s.g.put(t1, ZoneDiscard)
	tr := s.take(0, "troll")
	s.g.put(tr, ZoneDiscard)
	s.house("unfathomable")
	s.play("omnipus")
	refs := []string{"tentaclid"}
	for range 7 {
		refs = append(refs, "dust-pixie")
	}
	s.wantRules(s.choose(refs...), "")
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 3) // Omnipus, both Tentaclids
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(t1, ZoneBattleline)
	for _, id := range s.g.p[0].line {
		s.g.cards[id].flags &^= flExhausted
	}
	s.wantRules(s.reap("omnipus"), "")
	s.wantAember(0, 3) // the reap, and 1 for each Tentaclid
	s.creature(1, "troll")
	s.g.cards[s.g.p[0].line[0]].flags &^= flExhausted
	if out := s.fight("omnipus", "troll"); rules(out) == "" {
		t.Error("Omnipus fought")
	}
}

// Beast of Dark Legend: "Play: Play a friendly Keyraken creature from a
// purged zone. Ready a friendly Keyraken creature."
func TestHandAABeastOfDarkLegend(t *testing.T) {
	s := secondTurnScen(t, "keyraken", []string{"beast-of-dark-legend", "haa-keyraken", "troll"}, nil)
	s.hand(0, "beast-of-dark-legend")
	kr := s.take(0, "haa-keyraken")
	s.g.put(kr, ZonePurged)
	tr := s.take(0, "troll")
	s.g.put(tr, ZonePurged)
	s.house("keyraken")
	out := s.play("beast-of-dark-legend")
	if _, w := s.g.Waiting(); w {
		out = s.choose("haa-keyraken")
	}
	s.wantRules(out, "")
	s.wantZone(kr, ZoneBattleline)
	s.wantZone(tr, ZonePurged) // not a Keyraken creature
	s.wantAember(0, 1)         // its Æmber bonus: played, not put into play
	if s.g.cards[kr].has(flExhausted) {
		t.Error("the Keyraken creature is not ready")
	}
}

// Miss Chievous: "After a friendly Geistoid creature enters play, each
// player discards the top 2 cards of their deck. After Reap: Play the
// topmost creature from your discard pile."
func TestHandAAMissChievous(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"miss-chievous", "haa-geistoid", "troll", "krump", "anger"}, nil)
	s.creature(0, "miss-chievous")
	s.hand(0, "haa-geistoid")
	s.house("geistoid") // her own entering: each player discards 2 (named by the log)
	d0, d1 := s.g.p[0].deckSize(), s.g.p[1].deckSize()
	out := s.play("haa-geistoid")
	if _, w := s.g.Waiting(); w {
		out = s.choose("dust-pixie", "dust-pixie", "dust-pixie", "dust-pixie")
	}
	s.wantRules(out, "")
	s.wantInt("Alice's deck", s.g.p[0].deckSize(), d0-2)
	s.wantInt("Bob's deck", s.g.p[1].deckSize(), d1-2)

	s = secondTurnScen(t, "geistoid", []string{"miss-chievous", "troll", "krump", "anger"}, nil)
	tr, kr, an := s.hand(0, "troll"), s.hand(0, "krump"), s.hand(0, "anger")
	s.creature(0, "miss-chievous")
	s.house("geistoid")                      // her own entering: each player discards 2 first
	for _, id := range []int16{tr, kr, an} { // Anger is the topmost card, but no creature
		s.g.detach(id, ZoneHand)
		s.g.put(id, ZoneDiscard)
	}
	s.wantRules(s.reap("miss-chievous"), "")
	s.wantZone(kr, ZoneBattleline)
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(an, ZoneDiscard)
}

// Zavel, “Archaeologist”: "Each time you play an artifact from your
// discard pile, gain 1A. Play/After Reap: You may play an artifact from
// your discard pile."
func TestHandAAZavelArchaeologist(t *testing.T) {
	for _, play := range []bool{true, false} {
		s := secondTurnScen(t, "ekwidon", []string{"zavel-archaeologist", "haa-relic"}, nil)
		s.hand(0, "zavel-archaeologist")
		rl := s.take(0, "haa-relic")
		s.g.put(rl, ZoneDiscard)
		s.house("ekwidon")
		s.play("zavel-archaeologist")
		s.haaWait(true)
		if play {
			s.wantRules(s.choose("haa-relic"), "")
			s.wantZone(rl, ZoneArtifacts)
			s.wantAember(0, 2) // the relic's bonus and Zavel's 1
		} else {
			s.wantRules(s.words("no"), "")
			s.wantZone(rl, ZoneDiscard)
			s.wantAember(0, 0)
		}
	}
}

// Angry Mob: "Before Fight: You may discard cards from the top of your
// deck until you discard an Angry Mob or run out of cards. If you discard
// an Angry Mob this way, put it into your hand."
func TestHandAAAngryMob(t *testing.T) {
	for _, found := range []bool{true, false} {
		s := secondTurnScen(t, "sanctum", []string{"angry-mob", "angry-mob"}, []string{"troll"})
		s.creature(0, "angry-mob")
		s.creature(1, "troll")
		deck := s.g.p[0].deckSize()
		s.house("sanctum")
		s.fight("angry-mob", "troll")
		s.haaWait(true)
		if found {
			s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"yes"}, Cards: []CardRef{{ID: "dust-pixie"}, {ID: "angry-mob"}}}), "")
			s.wantInt("discard pile", len(s.g.p[0].discard), 2) // the Pixie, and the first Mob (killed by Troll)
			s.wantInt("Angry Mobs in hand", haaCount(s, s.g.p[0].hand, "angry-mob"), 1)
			s.wantInt("deck", s.g.p[0].deckSize(), deck-2)
		} else {
			s.wantRules(s.words("no"), "")
			s.wantInt("deck", s.g.p[0].deckSize(), deck)
		}
	}
}

// haaCount counts the cards of the list with the id.
func haaCount(s *scen, ids []int16, id string) int {
	n := 0
	for _, c := range ids {
		if s.g.def(c).ID == id {
			n++
		}
	}
	return n
}

// Purify: "Play: Purge a Mutant creature. If you do, discard cards from
// the top of its controller’s deck until you discard a non-Mutant creature
// or run out of cards. If you discard a non-Mutant creature this way, put
// it into play under its owner’s control."
func TestHandAAPurify(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"purify"}, []string{"haa-mutant", "haa-mutant", "anger", "troll"})
	s.hand(0, "purify")
	mu := s.creature(1, "haa-mutant")
	s.house("sanctum")
	s.play("purify")
	s.wantRules(s.choose("anger", "haa-mutant", "troll"), "") // the Mutant purged is the only one
	s.wantZone(mu, ZonePurged)
	s.wantInt("Bob's creatures", len(s.g.p[1].line), 1)
	if id := s.g.p[1].line[0]; s.g.def(id).ID != "troll" || s.g.cards[id].controller != 1 {
		t.Errorf("Bob's creature is %s", s.g.def(id).ID)
	}
	s.wantInt("Bob's discard pile", len(s.g.p[1].discard), 2)
}

// Aberrant Warp Event: "Play: Discard cards from the top of your deck
// until you discard a creature or run out of cards. If you discard a
// creature this way, put it into play and destroy one of its neighbors.
// Repeat the preceding effect on your opponent."
func TestHandAAAberrantWarpEvent(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"aberrant-warp-event", "anger", "krump", "troll"}, []string{"troll", "krump", "anger"})
	s.hand(0, "aberrant-warp-event")
	atr := s.creature(0, "troll")
	btr := s.creature(1, "troll")
	s.g.p[0].deck.Houses[0] = "mars"
	s.house("mars")
	s.play("aberrant-warp-event")
	s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "anger"}, {ID: "krump"}, {ID: "anger"}, {ID: "krump"}}, Words: []string{"left", "right"}}), "")
	s.wantZone(atr, ZoneDiscard) // Krump's only neighbor
	s.wantZone(btr, ZoneDiscard)
	for pl := int8(0); pl < 2; pl++ {
		if l := s.g.p[pl].line; len(l) != 1 || s.g.def(l[0]).ID != "krump" || s.g.cards[l[0]].controller != pl {
			t.Errorf("player %d's battleline is %v", pl, l)
		}
	}
}

// Old Boomy: "Reap: Reveal cards from the top of your deck until you
// reveal a Brobnar card or choose to stop. Deal 2D to Old Boomy if a
// Brobnar card was revealed. Archive each card revealed this way."
func TestHandAAOldBoomy(t *testing.T) {
	for _, tc := range []struct {
		name   string
		cards  []string
		damage int
	}{{"brobnar", []string{"dust-pixie", "anger"}, 2}, {"stopped", []string{"dust-pixie"}, 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"old-boomy", "anger"}, nil)
			ob := s.creature(0, "old-boomy")
			s.house("brobnar")
			s.reap("old-boomy")
			s.wantRules(s.choose(tc.cards...), "")
			s.wantDamage(ob, tc.damage)
			s.wantInt("archives", len(s.g.p[0].archive), len(tc.cards))
		})
	}
}

// A Fair Game: "Play: Discard the top card of your opponent’s deck and
// reveal their hand. You gain 1A for each card of the discarded card’s
// house revealed this way. Your opponent repeats the preceding effect on
// you."
func TestHandAAFairGame(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"a-fair-game", "troll"}, []string{"troll", "krump", "anger"})
	s.hand(0, "a-fair-game")
	s.hand(1, "troll")
	s.hand(1, "krump")
	s.house("sanctum")
	s.play("a-fair-game")
	// Bob's hand: 6 unknown Dust Pixies besides Troll and Krump; Alice's:
	// 5 unknown and Troll.
	a := []string{"anger"}
	for range s.g.p[1].handUnknown {
		a = append(a, "dust-pixie")
	}
	a = append(a, "troll")
	for range s.g.p[0].handUnknown {
		a = append(a, "dust-pixie")
	}
	s.wantRules(s.choose(a...), "")
	s.wantAember(0, 2) // Troll and Krump, of Anger's house
	s.wantAember(1, 0) // no Brobnar card in Alice's hand
}

// Cladogenesis: "Play: Each player discards the top card of their deck
// and reveals their hand. Discard each card that belongs to their
// discarded card’s house. Each player refills their hand as if it were
// their “draw cards” step."
func TestHandAACladogenesis(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"cladogenesis", "anger", "troll"}, []string{"troll"})
	s.hand(0, "cladogenesis")
	atr := s.hand(0, "troll")
	btr := s.hand(1, "troll")
	s.house("saurian")
	hand := s.g.p[0].handSize() - 2 // less Cladogenesis and Troll
	s.play("cladogenesis")
	var a []string
	a = append(a, "anger")
	for range s.g.p[0].handUnknown {
		a = append(a, "dust-pixie")
	}
	a = append(a, "dust-pixie")
	for range s.g.p[1].handUnknown {
		a = append(a, "dust-pixie")
	}
	s.wantRules(s.choose(a...), "")
	s.wantZone(atr, ZoneDiscard) // Brobnar, as Alice's Anger
	s.wantZone(btr, ZoneHand)    // not Untamed, as Bob's Dust Pixie
	s.wantInt("Alice's hand", s.g.p[0].handSize(), max(hand, 6))
	s.wantInt("Bob's hand", s.g.p[1].handSize(), 6)
	s.wantInt("Bob's discard pile", len(s.g.p[1].discard), 7) // the Pixie on top, and 6 of his hand
}

// Æmberlution: "Omega. Play: Destroy each creature. Each player reveals
// their hand and puts each creature from their hand into play ready."
func TestHandAAAemberlution(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"æmberlution", "krump"}, []string{"troll", "anger"})
	s.hand(0, "æmberlution")
	kr := s.hand(0, "krump")
	old := s.creature(1, "troll")
	an := s.hand(1, "anger")
	s.house("brobnar")
	s.play("æmberlution")
	var a []string
	for range s.g.p[0].handUnknown + s.g.p[1].handUnknown {
		a = append(a, "dust-pixie")
	}
	s.wantRules(s.choose(a...), "")
	s.wantZone(old, ZoneDiscard)
	s.wantZone(kr, ZoneBattleline)
	s.wantZone(an, ZoneHand)
	if s.g.cards[kr].has(flExhausted) {
		t.Error("Krump is not ready")
	}
	s.wantInt("Alice's hand", s.g.p[0].handSize(), 0)
	s.wantInt("Bob's creatures", len(s.g.p[1].line), 6)
}

// Plunder: "Play: Reveal a random unrevealed card from your opponent’s
// hand. Then, you may either repeat this effect or your opponent discards
// the last revealed card."
func TestHandAAPlunder(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"plunder"}, []string{"troll", "krump"})
	s.hand(0, "plunder")
	tr := s.hand(1, "troll")
	kr := s.hand(1, "krump")
	s.house("shadows")
	s.play("plunder")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantZone(tr, ZoneHand)
	s.wantZone(kr, ZoneDiscard)
}

// Ol’ Paddy: "Reap: Discard the bottom card of your deck, or the bottom 3
// cards instead if the tide is high. Play each creature discarded this
// way, one at a time."
func TestHandAAOlPaddy(t *testing.T) {
	for _, high := range []bool{false, true} {
		s := secondTurnScen(t, "unfathomable", []string{"ol--paddy", "troll", "anger"}, nil)
		s.creature(0, "ol--paddy")
		s.g.p[0].tide = high
		s.house("unfathomable")
		s.reap("ol--paddy")
		names := []string{"troll"}
		if high {
			names = []string{"troll", "anger", "dust-pixie", "dust-pixie", "troll"}
		}
		s.wantRules(s.choose(names...), "")
		want := 2 // Ol' Paddy and Troll
		if high {
			want = 3 // and Dust Pixie; Anger is no creature
			s.wantAember(0, 1+2)
		}
		s.wantInt("Alice's creatures", len(s.g.p[0].line), want)
	}
}

// Swap Widget: "Action: Return a ready friendly Mars creature to your
// hand. If you do, put a Mars creature with a different name from your
// hand into play, then ready it."
func TestHandAASwapWidget(t *testing.T) {
	for _, tc := range []struct {
		name, put, rules string
	}{{"another", "haa-martian2", ""}, {"same name", "haa-martian", "effect-target"}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "mars", []string{"swap-widget", "haa-martian", "haa-martian", "haa-martian2"}, nil)
			s.artifact(0, "swap-widget")
			m := s.creature(0, "haa-martian")
			s.hand(0, "haa-martian")
			m2 := s.hand(0, "haa-martian2")
			s.house("mars")
			s.do(Action{Verb: VerbAction, Card: CardRef{ID: "swap-widget"}})
			s.wantRules(s.choose(tc.put), tc.rules)
			s.wantZone(m, ZoneHand)
			if tc.rules == "" {
				s.wantZone(m2, ZoneBattleline)
				if s.g.cards[m2].has(flExhausted) {
					t.Error("the creature put into play is not ready")
				}
			} else {
				s.wantInt("Alice's creatures", len(s.g.p[0].line), 0)
			}
		})
	}
}

// Missile Officer Myers: "Deploy. Play/After Reap: Resolve the play effect
// of a neighboring creature as if you had just played it. Scrap: Discard a
// card from your hand, resolve its play effect as if you had just played
// it." Skippy's "Play:" archives the top card of Alice's deck.
func TestHandAAMissileOfficerMyers(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"missile-officer-myers", "skippy-the-glorious"}, nil)
	s.creature(0, "skippy-the-glorious")
	s.creature(0, "missile-officer-myers")
	s.house("staralliance")
	s.wantRules(s.reap("missile-officer-myers"), "")
	s.wantInt("archives", len(s.g.p[0].archive)+s.g.p[0].archUnknown, 1)

	s = secondTurnScen(t, "staralliance", []string{"missile-officer-myers", "skippy-the-glorious"}, nil)
	s.hand(0, "missile-officer-myers")
	s.hand(0, "skippy-the-glorious")
	s.house("staralliance")
	s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "missile-officer-myers"}})
	s.wantRules(s.choose("skippy-the-glorious"), "")
	s.wantInt("archives", len(s.g.p[0].archive)+s.g.p[0].archUnknown, 1)
}

// Sidekick: "Play: Choose a card in your hand and put it into play as a
// token creature."
func TestHandAASidekick(t *testing.T) {
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{
		{Name: "Alice", Deck: haaTokenDeck([3]House{"geistoid", "brobnar", "dis"}, "sidekick", "anger")},
		{Name: "Bob", Deck: testDeck(bobHouses)},
	}})
	s.end()
	s.end()
	s.hand(0, "sidekick")
	an := s.hand(0, "anger")
	hand := s.g.p[0].handSize()
	s.house("geistoid")
	s.play("sidekick")
	s.wantRules(s.choose("anger"), "")
	s.wantZone(an, ZoneBattleline)
	if s.g.def(an).ID != "haa-grunt" {
		t.Errorf("Anger became %s, want the deck's token creature", s.g.def(an).ID)
	}
	s.wantInt("hand", s.g.p[0].handSize(), hand-2)
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
}

// haaTokenDeck is a test deck whose token creature is haa-grunt.
func haaTokenDeck(h [3]House, ids ...string) *Deck {
	d := testDeck(h, ids...)
	d.Token = "haa-grunt"
	return d
}

// Space Invaders: "Play: Reveal any number of creatures from your hand.
// Put each creature revealed this way into play facedown as a token
// creature."
func TestHandAASpaceInvaders(t *testing.T) {
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{
		{Name: "Alice", Deck: haaTokenDeck([3]House{"mars", "brobnar", "dis"}, "space-invaders", "troll", "krump", "anger")},
		{Name: "Bob", Deck: testDeck(bobHouses)},
	}})
	s.end()
	s.end()
	s.hand(0, "space-invaders")
	tr, kr := s.hand(0, "troll"), s.hand(0, "krump")
	s.hand(0, "anger")
	s.house("mars")
	s.play("space-invaders")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantZone(tr, ZoneBattleline)
	s.wantZone(kr, ZoneBattleline)
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 2)
	s2 := newScenSetup(t, Setup{Players: [2]PlayerSetup{
		{Name: "Alice", Deck: haaTokenDeck([3]House{"mars", "brobnar", "dis"}, "space-invaders", "anger")},
		{Name: "Bob", Deck: testDeck(bobHouses)},
	}})
	s2.end()
	s2.end()
	s2.hand(0, "space-invaders")
	s2.hand(0, "anger")
	s2.house("mars")
	s2.play("space-invaders")
	s2.wantRules(s2.choose("anger"), "effect-target") // no creature
	s2.wantInt("Alice's creatures", len(s2.g.p[0].line), 0)
}

// CALV-1N: "Fight/Reap: Draw a card. CALV-1N may be played as an upgrade
// instead of a creature, with the text: “This creature gains, ‘Fight/Reap:
// Draw a card.’”"
func TestHandAACALV1N(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"calv-1n", "calv-1n", "haa-trooper"}, nil)
	s.creature(0, "calv-1n")
	tp := s.creature(0, "haa-trooper")
	s.house("staralliance")
	s.wantRules(s.hbPlayUpgrade("calv-1n", "haa-trooper"), "")
	s.wantInt("creatures", len(s.g.p[0].line), 2)
	for _, id := range []string{"calv-1n", "haa-trooper"} { // as a creature, as an upgrade
		hand := s.g.p[0].handSize()
		s.wantRules(s.reap(id), "")
		s.wantInt("hand after "+id+"'s reap", s.g.p[0].handSize(), hand+1)
	}
	s.wantInt("upgrades on the trooper", len(s.g.upList), 1)
	_ = tp
}

// Pupgrade: "Pupgrade may be played as an upgrade instead of a creature,
// with the text: “This creature gets +3 power and gains, ‘Destroyed: Put
// Pupgrade on the right flank of your battleline as a creature, ready.’”"
func TestHandAAPupgrade(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"pupgrade", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	s.creature(1, "troll")
	s.house("staralliance")
	s.wantRules(s.hbPlayUpgrade("pupgrade", "krump"), "")
	pu := s.g.findInPlay(CardRef{ID: "pupgrade"}, 0)
	s.wantZone(pu, ZoneUpgrade)
	s.wantInt("Krump's power", s.g.power(k), 9)
	s.g.destroy(k)
	s.g.sweep()
	s.wantZone(k, ZoneDiscard)
	s.wantZone(pu, ZoneBattleline)
	if s.g.cards[pu].has(flExhausted) || s.g.cards[pu].controller != 0 {
		t.Error("Pupgrade is not Alice's, ready")
	}
	s.wantInt("Pupgrade's power", s.g.power(pu), 3)
}

// 3LL-I0T: "Play/After Fight/After Reap: You may play an upgrade from your
// discard pile on 3LL-I0T. Scrap: Shuffle all upgrades from play into
// their owners’ decks."
func TestHandAA3LLI0T(t *testing.T) {
	for _, play := range []bool{true, false} {
		s := secondTurnScen(t, "staralliance", []string{"3ll-i0t", "protect-the-weak"}, nil)
		el := s.creature(0, "3ll-i0t")
		pw := s.take(0, "protect-the-weak")
		s.g.put(pw, ZoneDiscard)
		s.house("staralliance")
		s.reap("3ll-i0t")
		s.haaWait(true)
		if !play {
			s.wantRules(s.words("no"), "")
			s.wantZone(pw, ZoneDiscard)
			continue
		}
		s.wantRules(s.choose("protect-the-weak"), "")
		s.wantZone(pw, ZoneUpgrade)
		s.wantInt("its creature", int(s.g.cards[pw].parent), int(el))
		s.wantAember(0, 2) // the reap, and the upgrade's bonus
	}
	s := secondTurnScen(t, "staralliance", []string{"3ll-i0t"}, []string{"troll", "protect-the-weak"})
	s.hand(0, "3ll-i0t")
	tr := s.creature(1, "troll")
	pw := s.take(1, "protect-the-weak")
	s.g.enterPlay(pw, 1, ZoneUpgrade)
	s.g.cards[pw].parent = tr
	deck := s.g.p[1].deckSize()
	s.house("staralliance")
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "3ll-i0t"}}), "")
	s.wantInt("Bob's deck", s.g.p[1].deckSize(), deck+1)
	s.wantInt("upgrades in play", len(s.g.upList), 0)
}

// Gebuk: "Destroyed: Discard the top card of your deck. If it is a
// creature, after Gebuk leaves play, put that creature into play in
// Gebuk’s position in the battleline."
func TestHandAAGebuk(t *testing.T) {
	for _, tc := range []struct {
		top  string
		want []string
	}{{"krump", []string{"troll", "krump", "valdr"}}, {"anger", []string{"troll", "valdr"}}} {
		t.Run(tc.top, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"gebuk", "troll", "valdr", "krump", "anger"}, nil)
			s.creature(0, "troll")
			gb := s.creature(0, "gebuk")
			s.creature(0, "valdr")
			s.house("brobnar")
			s.g.destroy(gb)
			s.g.sweep()
			s.wantRules(s.choose(tc.top), "")
			s.wantZone(gb, ZoneDiscard)
			var got []string
			for _, id := range s.g.p[0].line {
				got = append(got, s.g.def(id).ID)
			}
			if strings.Join(got, ",") != strings.Join(tc.want, ",") {
				t.Errorf("battleline %v, want %v", got, tc.want)
			}
		})
	}
}

// Antanagoge: "Play: You may graft an enemy creature onto Antanagoge.
// After Reap: Deal damage to each creature equal to the power of a
// creature grafted onto Antanagoge."
func TestHandAAAntanagoge(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"antanagoge", "krump"}, []string{"silvertooth", "troll"})
	s.hand(0, "antanagoge")
	kr := s.creature(0, "krump")
	st := s.creature(1, "silvertooth")
	tr := s.creature(1, "troll")
	s.house("unfathomable")
	s.play("antanagoge")
	s.wantRules(s.choose("silvertooth"), "")
	s.wantZone(st, ZoneFate)
	an := s.g.findInPlay(CardRef{ID: "antanagoge"}, 0)
	s.g.cards[an].flags &^= flExhausted
	s.wantRules(s.reap("antanagoge"), "")
	s.wantDamage(kr, 2) // Silvertooth's power
	s.wantDamage(tr, 2)
	s.wantDamage(an, 2)
	// Declined: nothing grafted, no damage.
	s = secondTurnScen(t, "unfathomable", []string{"antanagoge"}, []string{"troll"})
	s.hand(0, "antanagoge")
	tr = s.creature(1, "troll")
	s.house("unfathomable")
	s.play("antanagoge")
	s.wantRules(s.words("no"), "")
	s.wantZone(tr, ZoneBattleline)
}

// Offering to Kiligog: "Omni: Destroy a friendly creature. If you do,
// choose a creature in your discard pile. Place it facedown under
// Offering to Kiligog. Omni: Put each card under Offering to Kiligog into
// play facedown as a token creature."
func TestHandAAOfferingToKiligog(t *testing.T) {
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{
		{Name: "Alice", Deck: haaTokenDeck([3]House{"dis", "brobnar", "sanctum"}, "offering-to-kiligog", "krump", "troll")},
		{Name: "Bob", Deck: testDeck(bobHouses)},
	}})
	s.end()
	s.end()
	ok := s.artifact(0, "offering-to-kiligog")
	kr := s.creature(0, "krump")
	tr := s.take(0, "troll")
	s.g.put(tr, ZoneDiscard)
	s.house("dis")
	s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "offering-to-kiligog"}})
	s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"1"}, Cards: []CardRef{{ID: "krump"}, {ID: "troll"}}}), "")
	s.wantZone(kr, ZoneDiscard)
	s.wantZone(tr, ZoneFate)
	s.wantInt("cards under it", s.g.hsUnderCount(ok), 1)
	s.end()
	s.end()
	s.house("dis")
	s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "offering-to-kiligog"}})
	s.wantRules(s.words("2"), "")
	s.wantZone(tr, ZoneBattleline)
	if s.g.def(tr).ID != "haa-grunt" {
		t.Errorf("Troll became %s, want a token creature", s.g.def(tr).ID)
	}
	s.wantInt("cards under it", s.g.hsUnderCount(ok), 0)
}

// Trojan Sauropod: "Trojan Sauropod enters play under your opponent’s
// control. Omni: Gain 3A. Your opponent reveals their hand and puts each
// creature from it into play ready, then refills their hand as if it were
// their "draw cards" step. Destroy Trojan Sauropod."
func TestHandAATrojanSauropod(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"trojan-sauropod", "anger", "krump"}, nil)
	ts := s.hand(0, "trojan-sauropod")
	s.house("saurian")
	s.wantRules(s.play("trojan-sauropod"), "")
	s.wantInt("Trojan Sauropod's controller", int(s.g.cards[ts].controller), 1)
	an, kr := s.hand(0, "anger"), s.hand(0, "krump")
	s.end()
	s.house("shadows")
	s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "trojan-sauropod"}})
	var names []string
	for range s.g.p[0].handUnknown {
		names = append(names, "dust-pixie")
	}
	s.wantRules(s.choose(names...), "")
	s.wantAember(1, 3)
	s.wantZone(kr, ZoneBattleline)
	s.wantZone(an, ZoneHand)
	if s.g.cards[kr].has(flExhausted) || s.g.cards[kr].controller != 0 {
		t.Error("Krump is not Alice's, ready")
	}
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 1+len(names))
	s.wantInt("Alice's hand", s.g.p[0].handSize(), 6)
	s.wantZone(ts, ZoneDiscard)
}

// The Mysticeti: "Action: Exhaust 1 or more friendly Untamed creatures. If
// you do, give The Mysticeti three +1 power counters for each creature
// exhausted this way and move it anywhere in your battleline as a
// creature with 0 power and taunt."
func TestHandAATheMysticeti(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"the-mysticeti", "hunting-witch", "ancient-bear"}, nil)
	my := s.artifact(0, "the-mysticeti")
	hw, ab := s.creature(0, "hunting-witch"), s.creature(0, "ancient-bear")
	s.house("untamed")
	s.do(Action{Verb: VerbAction, Card: CardRef{ID: "the-mysticeti"}})
	s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "hunting-witch"}, {ID: "ancient-bear"}}, Words: []string{"1"}}), "")
	s.wantZone(my, ZoneBattleline)
	if l := s.g.p[0].line; len(l) != 3 || l[1] != my {
		t.Errorf("battleline %v, want The Mysticeti in the middle", l)
	}
	s.wantInt("its power", s.g.power(my), 6)
	if !s.g.hasKeyword(my, Taunt) {
		t.Error("The Mysticeti has no taunt")
	}
	if !s.g.cards[hw].has(flExhausted) || !s.g.cards[ab].has(flExhausted) {
		t.Error("the Untamed creatures are not exhausted")
	}
}

// Effigy of Melerukh: "After an enemy creature reaps, put an awakening
// counter on Effigy of Melerukh. If there are 6 or more awakening counters
// on Effigy of Melerukh, move it to a flank of your battleline as a
// creature with 100 power and 100 armor. Its text box is considered
// blank."
func TestHandAAEffigyOfMelerukh(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"effigy-of-melerukh", "krump"}, []string{"urchin"})
	ef := s.artifact(0, "effigy-of-melerukh")
	s.creature(0, "krump")
	s.creature(1, "urchin")
	s.g.hsAddCounters(ef, "awakening", 4)
	s.end()
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "")
	s.wantInt("awakening counters", s.g.hsCounters(ef, "awakening"), 5)
	s.wantZone(ef, ZoneArtifacts)
	s.end()
	s.end()
	s.house("shadows")
	s.wantRules(s.reap("urchin"), "")
	s.wantZone(ef, ZoneBattleline)
	if l := s.g.p[0].line; l[len(l)-1] != ef {
		t.Errorf("battleline %v, want the Effigy on the right flank", l)
	}
	s.wantInt("its power", s.g.power(ef), 100)
	s.wantInt("its armor", s.g.armor(ef), 100)
}

// Animator: "Action: Move an artifact to a flank of its controller’s
// battleline. For the remainder of the turn, it is a creature with 3 power
// that belongs to the active house. (It leaves the battleline when it’s
// no longer a creature.)"
func TestHandAAAnimator(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"animator", "krump"}, []string{"library-of-babble"})
	s.artifact(0, "animator")
	s.creature(0, "krump")
	lib := s.artifact(1, "library-of-babble")
	s.house("logos")
	s.do(Action{Verb: VerbAction, Card: CardRef{ID: "animator"}})
	s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "library-of-babble"}}, Words: []string{"left"}}), "")
	s.wantZone(lib, ZoneBattleline)
	if l := s.g.p[1].line; len(l) != 1 || l[0] != lib {
		t.Errorf("Bob's battleline %v, want Library of Babble", l)
	}
	s.wantInt("its power", s.g.power(lib), 3)
	if h := s.g.houseOf(lib); h != "logos" {
		t.Errorf("its house is %s, want the active house", h)
	}
	s.end()
	s.wantZone(lib, ZoneArtifacts)
	s.wantInt("Bob's creatures", len(s.g.p[1].line), 0)
	s.wantInt("Bob's artifacts", len(s.g.p[1].arts), 1)
}

// Final Refrain: "Play: Put each creature from your discard pile into
// play ready, then fight with them one at a time. Destroy each creature
// put into play this way."
func TestHandAAFinalRefrain(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"final-refrain", "troll", "krump", "anger"}, []string{"silvertooth", "urchin", "bad-penny"})
	s.hand(0, "final-refrain")
	tr, kr, an := s.take(0, "troll"), s.take(0, "krump"), s.take(0, "anger")
	for _, id := range []int16{tr, kr, an} {
		s.g.put(id, ZoneDiscard)
	}
	st, ur := s.creature(1, "silvertooth"), s.creature(1, "urchin")
	bp := s.creature(1, "bad-penny")
	s.house("brobnar")
	s.play("final-refrain")
	s.wantRules(s.choose("krump", "silvertooth", "troll", "bad-penny"), "")
	s.wantZone(st, ZoneDiscard)
	s.wantZone(ur, ZoneBattleline) // fought by none
	s.wantZone(bp, ZoneHand)       // Bad Penny returns to hand when destroyed
	s.wantZone(tr, ZoneDiscard)    // destroyed after its fight
	s.wantZone(kr, ZoneDiscard)
	s.wantZone(an, ZoneDiscard)
	s.wantInt("Alice's creatures", len(s.g.p[0].line), 0)
}

// Endless Hordes: "Play: For each enemy creature, make a token creature,
// ready it, and have it fight that enemy creature, ignoring taunt.
// Resolve these fights one at a time." Each 1-power Grunt deals 1 to its
// creature, the one beside Champion Anaphiel's taunt too.
func TestHandAAEndlessHordes(t *testing.T) {
	s := newScenSetup(t, Setup{Players: [2]PlayerSetup{
		{Name: "Alice", Deck: haaTokenDeck([3]House{"mars", "brobnar", "dis"}, "endless-hordes")},
		{Name: "Bob", Deck: testDeck(bobHouses, "champion-anaphiel", "troll", "krump")},
	}})
	s.end()
	s.end()
	s.hand(0, "endless-hordes")
	ca, tr := s.creature(1, "champion-anaphiel"), s.creature(1, "troll")
	s.house("mars")
	s.play("endless-hordes")
	s.wantRules(s.choose("troll", "champion-anaphiel"), "")
	s.wantDamage(tr, 1)
	s.wantDamage(ca, 0)                                         // its armor
	s.wantInt("Alice's Grunts", len(s.g.p[0].line), 0)          // each destroyed by its fight
	s.wantInt("Alice's discard pile", len(s.g.p[0].discard), 3) // the two Grunts' cards and the action
}
