package engine

import (
	"slices"
	"strings"
	"testing"
)

// Tests of scripts_hand_q.go: each card's ability on a board, and the
// state after it.

func init() {
	testCards["chronus"] = &CardDef{ID: "chronus", Name: "Chronus", House: "logos", Type: TypeCreature, Power: 3}
	testCards["auto-legionary"] = &CardDef{ID: "auto-legionary", Name: "Auto-Legionary", House: "saurian", Type: TypeArtifact}
	testCards["fission-bloom"] = &CardDef{ID: "fission-bloom", Name: "Fission Bloom", House: "logos", Type: TypeArtifact}
	testCards["atrocity"] = &CardDef{ID: "atrocity", Name: "Atrocity", House: "dis", Type: TypeCreature, Power: 3}
	testCards["pyr*0"] = &CardDef{ID: "pyr*0", Name: "PYR*0", House: "staralliance", Type: TypeCreature, Power: 3, Keywords: []KeywordValue{{SplashAttack, 3}}}
	testCards["down-to-size"] = &CardDef{ID: "down-to-size", Name: "Down To Size", House: "brobnar", Type: TypeAction, Amber: 1}
	testCards["shrink-ray-technician"] = &CardDef{ID: "shrink-ray-technician", Name: "Shrink-ray Technician", House: "mars", Type: TypeCreature, Power: 3}
	testCards["the-pale-star"] = &CardDef{ID: "the-pale-star", Name: "The Pale Star", House: "dis", Type: TypeArtifact}
	testCards["hoaxpitality"] = &CardDef{ID: "hoaxpitality", Name: "Hoaxpitality", House: "ekwidon", Type: TypeAction}
	clock := []string{"specter", "clock"}
	testCards["tick-tock"] = &CardDef{ID: "tick-tock", Name: "Tick-Tock", House: "geistoid", Type: TypeCreature, Power: 2, Armor: 1, Traits: clock}
	testCards["chronometer"] = &CardDef{ID: "chronometer", Name: "Chronometer", House: "geistoid", Type: TypeCreature, Power: 4, Armor: 2, Traits: clock}
	testCards["ancestral-timekeeper"] = &CardDef{ID: "ancestral-timekeeper", Name: "Ancestral Timekeeper", House: "geistoid", Type: TypeCreature, Power: 6, Armor: 3, Traits: clock}
	testCards["synchronizer"] = &CardDef{ID: "synchronizer", Name: "Synchronizer", House: "geistoid", Type: TypeArtifact, Amber: 1, Traits: []string{"item"}}
	testCards["parallel-thinking"] = &CardDef{ID: "parallel-thinking", Name: "Parallel Thinking", House: "logos", Type: TypeAction}
	testCards["the-forsaken"] = &CardDef{ID: "the-forsaken", Name: "The Forsaken", House: "dis", Type: TypeCreature, Power: 4}
	testCards["kaupe"] = &CardDef{ID: "kaupe", Name: "Kaupe", House: "unfathomable", Type: TypeCreature, Power: 2}
	testCards["kaupe-evil-twin"] = &CardDef{ID: "kaupe-evil-twin", Name: "Kaupe", House: "unfathomable", Type: TypeCreature, Power: 7}
	testCards["kirby-s-blaster"] = &CardDef{ID: "kirby-s-blaster", Name: "Kirby’s Blaster", House: "staralliance", Type: TypeUpgrade, Amber: 1}
	testCards["walls--blaster"] = &CardDef{ID: "walls--blaster", Name: "Walls’ Blaster", House: "staralliance", Type: TypeUpgrade, Amber: 1}
	testCards["circle-of-power"] = &CardDef{ID: "circle-of-power", Name: "Circle of Power", House: "untamed", Type: TypeArtifact}
	testCards["soft-landing"] = &CardDef{ID: "soft-landing", Name: "Soft Landing", House: "mars", Type: TypeAction}
	testCards["thermal-depletion"] = &CardDef{ID: "thermal-depletion", Name: "Thermal Depletion", House: "brobnar", Type: TypeAction}
	testCards["event-horizon"] = &CardDef{ID: "event-horizon", Name: "Event Horizon", House: "staralliance", Type: TypeAction, Amber: 1}
}

// Chronus: "After you resolve a R bonus icon, you may archive a card."
// Its choice comes after the draw and before the played card's next icon.
func TestHandQChronus(t *testing.T) {
	setup := func(t *testing.T, icons []Bonus, bobHasChronus bool) (*scen, int16, int16) {
		var bob []string
		if bobHasChronus {
			bob = []string{"troll", "chronus"}
		} else {
			bob = []string{"troll"}
		}
		s := hgIconScen(t, "untamed", []string{"chronus", "flarie", "krump"}, map[string][]Bonus{"flarie": icons}, bob)
		if bobHasChronus {
			s.creature(1, "chronus")
		} else {
			s.creature(0, "chronus")
		}
		tr := s.creature(1, "troll")
		k := s.hand(0, "krump")
		s.hand(0, "flarie")
		s.house("untamed")
		return s, k, tr
	}
	t.Run("archives between the icons", func(t *testing.T) {
		s, k, tr := setup(t, []Bonus{BonusDraw, BonusDamage}, false)
		hand := s.g.p[0].handSize()
		s.wantRules(s.play("flarie"), "")
		if w, _ := s.g.Waiting(); w != "ability" {
			t.Fatalf("after the draw icon Waiting() = %q, want Chronus's ability", w)
		}
		if p, _ := s.g.Prompt(); p.Source != "chronus" {
			t.Errorf("the prompt's card is %q, want chronus", p.Source)
		}
		s.wantRules(s.choose("krump"), "")
		s.wantZone(k, ZoneArchives)
		if w, _ := s.g.Waiting(); w != "bonus-damage" {
			t.Fatalf("after the archive Waiting() = %q, want the damage icon", w)
		}
		s.wantRules(s.choose("troll"), "")
		s.wantDamage(tr, 1)
		s.wantInt("hand", s.g.p[0].handSize(), hand-1) // Flarie played, one drawn, Krump archived
	})
	t.Run("may decline", func(t *testing.T) {
		s, k, _ := setup(t, []Bonus{BonusDraw}, false)
		s.wantRules(s.play("flarie"), "")
		s.wantRules(s.words("no"), "")
		s.wantZone(k, ZoneHand)
		s.wantInt("archives", len(s.g.p[0].archive), 0)
	})
	t.Run("each draw icon", func(t *testing.T) {
		s, _, _ := setup(t, []Bonus{BonusDraw, BonusDraw}, false)
		s.wantRules(s.play("flarie"), "")
		s.wantRules(s.choose("krump"), "")
		if w, _ := s.g.Waiting(); w != "ability" {
			t.Fatalf("after the second draw icon Waiting() = %q, want Chronus again", w)
		}
	})
	t.Run("a card not shown stays unknown", func(t *testing.T) {
		// "choose ?": the player archives a card without showing it (a TCO
		// line "uses Chronus to archive a card"). No card of the deck list
		// is bound to it: the archives' hidden count grows.
		s, _, _ := setup(t, []Bonus{BonusDraw}, false)
		p := &s.g.p[0]
		s.wantRules(s.play("flarie"), "")
		hand, arch := p.handUnknown, p.archUnknown
		s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{}}}), "")
		s.wantInt("unknown cards in hand", p.handUnknown, hand-1)
		s.wantInt("unknown cards in archives", p.archUnknown, arch+1)
		s.wantInt("known cards in archives", len(p.archive), 0)
	})
	t.Run("not another icon", func(t *testing.T) {
		s, _, _ := setup(t, []Bonus{BonusAmber}, false)
		s.wantRules(s.play("flarie"), "")
		if w, ok := s.g.Waiting(); ok {
			t.Errorf("an Æmber icon makes %q wait", w)
		}
	})
	t.Run("not the opponent's icon", func(t *testing.T) {
		s, _, _ := setup(t, []Bonus{BonusDraw}, true)
		s.wantRules(s.play("flarie"), "")
		if w, ok := s.g.Waiting(); ok {
			t.Errorf("the opponent's Chronus makes %q wait", w)
		}
	})
}

// Auto-Legionary: "Action: Put Auto-Legionary on a flank of your
// battleline. While in the battleline, it is considered a creature with 5
// power and may be used as if it belonged to the active house." (errata)
func TestHandQAutoLegionary(t *testing.T) {
	useIt := func(t *testing.T, flank string) (*scen, int16, int16, int16) {
		s := secondTurnScen(t, "saurian", []string{"auto-legionary", "krump"}, []string{"troll"})
		al := s.artifact(0, "auto-legionary")
		k := s.creature(0, "krump")
		tr := s.creature(1, "troll")
		s.house("saurian")
		s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "auto-legionary"}}), "")
		s.wantRules(s.words(flank), "")
		return s, al, k, tr
	}
	t.Run("on the flank named", func(t *testing.T) {
		for _, flank := range []string{"left", "right"} {
			s, al, k, _ := useIt(t, flank)
			s.wantZone(al, ZoneBattleline)
			line := s.g.p[0].line
			want := []int16{al, k}
			if flank == "right" {
				want = []int16{k, al}
			}
			if !slices.Equal(line, want) {
				t.Errorf("%s: battleline %v, want %v", flank, line, want)
			}
			if slices.Contains(s.g.p[0].arts, al) {
				t.Errorf("%s: still among the artifacts", flank)
			}
			s.wantInt("power", s.g.power(al), 5)
		}
	})
	t.Run("a creature, not an artifact, in the battleline", func(t *testing.T) {
		s, al, _, _ := useIt(t, "left")
		r := run{player: 1, src: -1, trig: -1}
		var buf [16]int16
		if got := s.g.candidates(&Target{Kind: Artifact}, &r, buf[:0]); slices.Contains(got, al) {
			t.Error("an artifact target matches it in the battleline")
		}
		if got := s.g.candidates(&Target{Kind: Creature, Side: Enemy}, &r, buf[:0]); !slices.Contains(got, al) {
			t.Error("an enemy creature target does not match it")
		}
	})
	t.Run("used as if of the active house, fights with 5 power", func(t *testing.T) {
		s, al, _, tr := useIt(t, "right")
		s.end()
		s.end()
		s.house("brobnar")
		s.wantRules(s.fight("auto-legionary", "troll"), "")
		s.wantDamage(tr, 5)
		s.wantZone(al, ZoneDiscard) // Troll's 8 power destroys it
		if slices.Contains(s.g.p[0].line, al) {
			t.Error("destroyed, it is still in the battleline")
		}
	})
	t.Run("as an artifact, only of its own house", func(t *testing.T) {
		s := secondTurnScen(t, "saurian", []string{"auto-legionary", "krump"}, nil)
		s.artifact(0, "auto-legionary")
		s.house("brobnar")
		s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "auto-legionary"}}), "not-active-house")
	})
}

// Fission Bloom: "Action: The next time you play a card this turn,
// resolve each of its bonus icons an additional time."
func TestHandQFissionBloom(t *testing.T) {
	s := hgIconScen(t, "logos", []string{"fission-bloom", "novu-dynamo", "library-access"},
		map[string][]Bonus{"novu-dynamo": {BonusAmber, BonusAmber}}, nil)
	s.artifact(0, "fission-bloom")
	s.hand(0, "novu-dynamo")
	s.hand(0, "library-access")
	s.house("logos")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "fission-bloom"}}), "")
	s.wantRules(s.play("novu-dynamo"), "")
	s.wantAember(0, 4) // two icons, twice
	s.wantRules(s.play("library-access"), "")
	s.wantAember(0, 4) // only the next card
}

// Atrocity: "At the start of your opponent’s turn, that player discards
// the top card of their deck. They must choose the discarded card’s house
// as their active house this turn. Deal 1D to Atrocity."
func TestHandQAtrocity(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"atrocity"}, []string{"dust-pixie", "urchin"})
	a := s.creature(0, "atrocity")
	s.house("dis")
	s.end()
	if w, _ := s.g.Waiting(); w != "ability" {
		t.Fatalf("at Bob's turn start Waiting() = %q, want Atrocity's discard", w)
	}
	if p, _ := s.g.Prompt(); p.Kind != EffDiscard || len(p.Cards) == 0 {
		t.Errorf("the prompt %+v: want a discard of a card the deck may hold", p)
	}
	s.wantRules(s.choose("dust-pixie"), "")
	s.wantDamage(a, 1)
	if n := len(s.g.p[1].discard); n == 0 || s.g.def(s.g.p[1].discard[n-1]).ID != "dust-pixie" {
		t.Errorf("Bob's discard pile %v, want Dust Pixie on top", s.g.p[1].discard)
	}
	s.wantRules(s.house("shadows"), "house-choice") // Dust Pixie is Untamed
	s.end()
	if _, ok := s.g.Waiting(); ok {
		t.Error("Atrocity asks at the start of Alice's own turn")
	}
	s.wantDamage(a, 1)
	s.end()
	s.wantRules(s.choose("urchin"), "")
	s.wantDamage(a, 2)                  // Bob's next turn
	s.wantRules(s.house("shadows"), "") // Urchin is Shadows: this turn's house
}

// Event Horizon: "Play: Discard cards from the top of your deck until you
// discard an action card or run out of cards. If you discarded an action
// card, play that card."
func TestHandQEventHorizon(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"event-horizon", "krump", "mind-barb"}, nil)
	s.hand(0, "event-horizon")
	s.house("staralliance")
	s.wantRules(s.play("event-horizon"), "")
	s.wantAember(0, 1)
	s.wantRules(s.choose("krump"), "")
	if w, _ := s.g.Waiting(); w != "ability" {
		t.Fatalf("after a creature Waiting() = %q, want the next card", w)
	}
	s.wantRules(s.choose("mind-barb"), "")
	s.wantAember(0, 2) // Mind Barb played: its Æmber bonus
	if n := len(s.g.p[0].discard); n < 3 {
		t.Errorf("discard pile %d cards, want Event Horizon, Krump and Mind Barb", n)
	}
}

// PYR*0: "Splash-attack 3. PYR*0 may be played as an upgrade instead of a
// creature, with the text: “This creature gains splash-attack 3.”"
func TestHandQPyr0(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"pyr*0", "krump"}, nil)
	k := s.creature(0, "krump")
	s.house("staralliance")
	s.wantRules(s.hbPlayUpgrade("pyr*0", "krump"), "")
	p := s.g.findInPlay(CardRef{ID: "pyr*0"}, 0)
	s.wantZone(p, ZoneUpgrade)
	s.wantInt("Krump's splash-attack", s.g.keywordN(k, SplashAttack), 3)
	s.wantInt("creatures", len(s.g.p[0].line), 1)
}

// Down To Size: "Play: Choose an enemy creature. Until the end of the
// turn, that creature is considered to have 1 power and 0 armor." Its
// counters do not count (FAQ, The Pale Star).
func TestHandQDownToSize(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"down-to-size", "krump"}, []string{"troll", "urchin"})
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	s.g.cards[tr].counters = 2
	s.g.addLasting(lasting{kind: lastArmor, player: 1, card: tr, n: 2, until: s.g.until(UntilNextTurn)})
	s.hand(0, "down-to-size")
	s.house("brobnar")
	s.wantRules(s.play("down-to-size"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Troll's power", s.g.power(tr), 1)
	s.wantInt("Troll's armor", s.g.armor(tr), 0)
	s.wantInt("Urchin's power", s.g.power(u), 1) // its own: 1 printed
	s.end()
	s.wantInt("Troll's power next turn", s.g.power(tr), 10)
}

// The Pale Star: "Omni: Destroy The Pale Star. For the remainder of the
// turn, each creature is considered to have 1 power and 0 armor."
func TestHandQThePaleStar(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"the-pale-star", "krump"}, []string{"troll", "urchin"})
	ps := s.artifact(0, "the-pale-star")
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.house("brobnar")
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "the-pale-star"}}), "")
	s.wantZone(ps, ZoneDiscard)
	s.wantInt("Krump's power", s.g.power(k), 1)
	s.wantInt("Troll's power", s.g.power(tr), 1)
	s.creature(1, "urchin")
	s.wantRules(s.fight("krump", "troll"), "")
	s.wantZone(tr, ZoneDiscard) // 1 power each: each deals 1 and dies of it
	s.wantZone(k, ZoneDiscard)
	s.end()
	u := s.g.p[1].line[0]
	s.wantInt("Urchin's power next turn", s.g.power(u), 1)
	s.g.cards[u].counters = 3
	s.wantInt("Urchin's power with counters", s.g.power(u), 4)
}

// Shrink-ray Technician: "After Reap: Choose an enemy creature. It gets
// –2 power until the end of the turn. Scrap: Choose the most powerful
// enemy creature. Until the end of the turn, that creature is considered
// to have 1 power and 0 armor."
func TestHandQShrinkRayTechnician(t *testing.T) {
	t.Run("reap", func(t *testing.T) {
		s := secondTurnScen(t, "mars", []string{"shrink-ray-technician"}, []string{"troll", "urchin"})
		s.creature(0, "shrink-ray-technician")
		tr := s.creature(1, "troll")
		s.creature(1, "urchin")
		s.house("mars")
		s.wantRules(s.reap("shrink-ray-technician"), "")
		s.wantRules(s.choose("troll"), "")
		s.wantInt("Troll's power", s.g.power(tr), 6)
		s.end()
		s.wantInt("Troll's power next turn", s.g.power(tr), 8)
	})
	t.Run("scrap", func(t *testing.T) {
		s := secondTurnScen(t, "mars", []string{"shrink-ray-technician"}, []string{"troll", "urchin"})
		tr := s.creature(1, "troll")
		s.creature(1, "urchin")
		s.hand(0, "shrink-ray-technician")
		s.house("mars")
		s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "shrink-ray-technician"}}), "")
		s.wantInt("Troll's power", s.g.power(tr), 1) // the most powerful, chosen by itself
	})
}

// Hoaxpitality: "Play: Choose an enemy creature and a friendly creature.
// Until the end of the turn, the friendly creature’s power is equal to the
// enemy creature's power."
func TestHandQHoaxpitality(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"hoaxpitality", "urchin", "krump"}, []string{"troll", "dust-pixie"})
	u := s.creature(0, "urchin")
	k := s.creature(0, "krump")
	s.creature(1, "troll")
	s.creature(1, "dust-pixie")
	s.hand(0, "hoaxpitality")
	s.house("ekwidon")
	s.wantRules(s.play("hoaxpitality"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantRules(s.choose("urchin"), "")
	s.wantInt("Urchin's power", s.g.power(u), 8)
	s.wantInt("Krump's power", s.g.power(k), 6)
	s.end()
	s.wantInt("Urchin's power next turn", s.g.power(u), 1)
}

// The Clock creatures: "At the end of your turn, put a time counter on
// each friendly Clock creature. If there are N or more time counters on
// this creature, …" (Tick-Tock 3, Chronometer 6, Ancestral Timekeeper
// 12), and Synchronizer, which keeps half of a destroyed Clock's counters.
func TestHandQClocks(t *testing.T) {
	t.Run("each clock ticks each clock", func(t *testing.T) {
		s := secondTurnScen(t, "geistoid", []string{"tick-tock", "chronometer", "krump"}, nil)
		tt, ch, k := s.creature(0, "tick-tock"), s.creature(0, "chronometer"), s.creature(0, "krump")
		s.house("geistoid")
		s.end()
		s.wantInt("Tick-Tock's time", int(s.g.cards[tt].time), 2)
		s.wantInt("Chronometer's time", int(s.g.cards[ch].time), 2)
		s.wantInt("Krump's time", int(s.g.cards[k].time), 0) // no Clock
	})
	t.Run("Tick-Tock at 3: destroyed, archives up to 3", func(t *testing.T) {
		s := secondTurnScen(t, "geistoid", []string{"tick-tock", "krump"}, nil)
		tt := s.creature(0, "tick-tock")
		s.g.cards[tt].time = 2
		k := s.hand(0, "krump")
		s.house("geistoid")
		s.end()
		s.wantZone(tt, ZoneDiscard)
		s.wantRules(s.choose("tick-tock"), "")
		s.wantZone(tt, ZoneArchives)
		s.wantRules(s.choose("krump"), "")
		s.wantZone(k, ZoneArchives)
	})
	t.Run("Chronometer at 6: destroyed, purges a card of a discard pile", func(t *testing.T) {
		s := secondTurnScen(t, "geistoid", []string{"chronometer"}, []string{"troll"})
		ch := s.creature(0, "chronometer")
		s.g.cards[ch].time = 4
		tr := s.take(1, "troll")
		s.g.put(tr, ZoneDiscard)
		s.house("geistoid")
		s.end()
		s.wantZone(ch, ZoneBattleline) // 5: not yet
		s.end()
		s.house("geistoid")
		s.end()
		s.wantZone(ch, ZoneDiscard) // 6
		s.wantInt("time counters on a card out of play", int(s.g.cards[ch].time), 0)
		s.wantRules(s.choose("troll"), "")
		s.wantZone(tr, ZonePurged)
	})
	t.Run("Ancestral Timekeeper at 12: purged, another turn", func(t *testing.T) {
		s := secondTurnScen(t, "geistoid", []string{"ancestral-timekeeper"}, nil)
		at := s.creature(0, "ancestral-timekeeper")
		s.g.cards[at].time = 11
		s.house("geistoid")
		s.end()
		s.wantZone(at, ZonePurged)
		if s.g.active != 0 {
			t.Error("no extra turn for Alice")
		}
	})
	t.Run("the active player orders them", func(t *testing.T) {
		// Ancestral Timekeeper at 10 and a Tick-Tock: whichever resolves
		// second sees the Timekeeper at 12, and only its own ability
		// purges it.
		for _, tc := range []struct {
			name   string
			order  []CardRef
			purged bool
		}{
			{"left to right", nil, false},
			{"Tick-Tock first", []CardRef{{ID: "tick-tock"}, {ID: "ancestral-timekeeper"}}, true},
		} {
			t.Run(tc.name, func(t *testing.T) {
				s := secondTurnScen(t, "geistoid", []string{"ancestral-timekeeper", "tick-tock"}, nil)
				at := s.creature(0, "ancestral-timekeeper")
				s.creature(0, "tick-tock")
				s.g.cards[at].time = 10
				s.house("geistoid")
				if tc.order != nil {
					s.wantRules(s.do(Action{Verb: VerbOrder, Cards: tc.order}), "")
				}
				s.end()
				if got := s.g.cards[at].zone == ZonePurged; got != tc.purged {
					t.Errorf("Ancestral Timekeeper purged: %v, want %v", got, tc.purged)
				}
			})
		}
	})
	t.Run("Synchronizer", func(t *testing.T) {
		s := secondTurnScen(t, "geistoid", []string{"tick-tock", "chronometer", "synchronizer"}, nil)
		tt, ch := s.creature(0, "tick-tock"), s.creature(0, "chronometer")
		sy := s.artifact(0, "synchronizer")
		s.g.cards[tt].time = 4 // 5 at the end of the turn: 3 of them move
		s.house("geistoid")
		s.end()
		s.wantZone(tt, ZoneDiscard)
		s.wantRules(s.words("no"), "") // archive nothing
		s.wantRules(s.words("no"), "")
		s.wantInt("Synchronizer's time", int(s.g.cards[sy].time), 3)
		s.end()
		s.house("geistoid")
		s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "synchronizer"}}), "")
		s.wantInt("Chronometer's time", int(s.g.cards[ch].time), 2+3)
		s.wantInt("Synchronizer's time", int(s.g.cards[sy].time), 0)
	})
}

// The Forsaken: "Each time your opponent discards a card from their hand,
// make a token creature on your left flank."
func TestHandQTheForsaken(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"the-forsaken", "mind-barb", "krump", "catena-fiend"}, []string{"troll", "urchin"})
	f := s.creature(0, "the-forsaken")
	s.hand(0, "mind-barb")
	s.house("dis")
	s.end()
	s.hand(1, "urchin")
	s.house("shadows")
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "urchin"}}), "")
	line := s.g.p[0].line
	s.wantInt("Alice's creatures", len(line), 2)
	if len(line) == 2 && (line[1] != f || s.g.def(line[0]).ID != "catena-fiend") {
		t.Errorf("Alice's battleline %v: want the token on the left flank", line)
	}
	s.end()
	s.house("dis")
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "mind-barb"}}), "")
	s.wantInt("Alice's creatures after her own discard", len(s.g.p[0].line), 2)
}

// Kaupe: "Your opponent cannot play more than 1 card of each card type
// (action, artifact, creature, upgrade) each turn."
func TestHandQKaupe(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"troll", "krump", "anger", "warsong", "valdr"}, []string{"kaupe"})
	s.creature(1, "kaupe")
	for _, id := range []string{"troll", "krump", "anger", "warsong"} {
		s.hand(0, id)
	}
	s.house("brobnar")
	s.wantRules(s.play("troll"), "")
	s.wantRules(s.play("warsong"), "")
	s.wantRules(s.play("krump"), "restricted") // a second creature
	s.wantRules(s.play("anger"), "restricted") // a second action
	s.end()
	s.end()
	s.hand(0, "valdr")
	s.house("brobnar")
	s.wantRules(s.play("valdr"), "") // a new turn

	// Its evil twin restricts its own controller.
	s = secondTurnScen(t, "brobnar", []string{"troll", "krump", "kaupe-evil-twin"}, []string{"kaupe"})
	s.creature(1, "kaupe")
	s.creature(0, "kaupe-evil-twin")
	s.hand(0, "troll")
	s.hand(0, "krump")
	s.house("brobnar")
	s.wantRules(s.play("troll"), "")
	s.wantRules(s.play("krump"), "restricted")
}

// Kaupe (evil twin): "Fight/Reap: Discard any number of cards from your
// hand. For each card discarded this way, deal 2D to an enemy creature."
func TestHandQKaupeEvilTwin(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"kaupe-evil-twin", "troll", "krump"}, []string{"urchin", "troll"})
	s.creature(0, "kaupe-evil-twin")
	tr, k := s.hand(0, "troll"), s.hand(0, "krump")
	si := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.house("unfathomable")
	s.wantRules(s.reap("kaupe-evil-twin"), "")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(k, ZoneDiscard)
	s.wantRules(s.choose("troll"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(si, 4)
}

// Kirby’s Blaster and Walls’ Blaster: "This creature gains, “Fight/Reap:
// You may deal 2D to a creature, or attach <it> to <its officer>.” After
// you attach <it> to <its officer>, draw 2 cards / stun a creature for
// each upgrade on Chief Engineer Walls."
func TestHandQBlasters(t *testing.T) {
	deck := []string{"kirby-s-blaster", "walls--blaster", "chief-engineer-walls", "com-officer-kirby", "krump", "securi-droid"}
	t.Run("played on Walls: a stun for each upgrade", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", deck, []string{"troll", "urchin"})
		w := s.creature(0, "chief-engineer-walls")
		tr, u := s.creature(1, "troll"), s.creature(1, "urchin")
		s.house("staralliance")
		s.wantRules(s.hbPlayUpgrade("kirby-s-blaster", "chief-engineer-walls"), "")
		if _, ok := s.g.Waiting(); ok {
			t.Fatal("Kirby's Blaster on Walls asks something")
		}
		s.wantRules(s.hbPlayUpgrade("walls--blaster", "chief-engineer-walls"), "")
		s.wantAember(0, 2) // the two Æmber bonuses
		s.wantRules(s.choose("troll"), "")
		s.wantRules(s.choose("urchin"), "")
		for _, id := range []int16{tr, u} {
			if !s.g.cards[id].has(flStunned) {
				t.Errorf("%s is not stunned", s.g.name(id))
			}
		}
		if s.g.cards[w].has(flStunned) {
			t.Error("Walls is stunned")
		}
	})
	t.Run("played on another creature: nothing", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", deck, []string{"troll"})
		s.creature(0, "krump")
		s.creature(1, "troll")
		s.house("staralliance")
		s.wantRules(s.hbPlayUpgrade("walls--blaster", "krump"), "")
		if _, ok := s.g.Waiting(); ok {
			t.Error("Walls' Blaster on Krump asks for a stun")
		}
	})
	t.Run("the creature's reap attaches it to Kirby: draw 2", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", deck, []string{"troll"})
		k := s.creature(0, "securi-droid")
		ko := s.creature(0, "com-officer-kirby")
		s.creature(1, "troll")
		s.house("staralliance")
		s.wantRules(s.hbPlayUpgrade("kirby-s-blaster", "securi-droid"), "")
		hand := s.g.p[0].handSize()
		s.wantRules(s.reap("securi-droid"), "")
		s.wantRules(s.words("attach"), "")
		b := s.g.findInPlay(CardRef{ID: "kirby-s-blaster"}, 0)
		if b < 0 || s.g.cards[b].parent != ko {
			t.Fatalf("Kirby's Blaster is not on Com. Officer Kirby")
		}
		s.wantInt("hand", s.g.p[0].handSize(), hand+2)
		_ = k
	})
	t.Run("the creature's fight may deal 2", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", deck, []string{"troll", "urchin"})
		s.creature(0, "securi-droid")
		tr := s.creature(1, "troll")
		s.house("staralliance")
		s.wantRules(s.hbPlayUpgrade("walls--blaster", "securi-droid"), "")
		s.wantRules(s.reap("securi-droid"), "")
		s.wantRules(s.words("deal"), "")
		s.wantRules(s.choose("troll"), "")
		s.wantDamage(tr, 2)
	})
}

// Circle of Power: "Each friendly Untamed creature is considered to have 5
// power."
func TestHandQCircleOfPower(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"circle-of-power", "dust-pixie", "krump"}, []string{"dust-pixie"})
	s.artifact(0, "circle-of-power")
	dp, k := s.creature(0, "dust-pixie"), s.creature(0, "krump")
	bp := s.creature(1, "dust-pixie")
	s.g.cards[dp].counters = 2
	s.wantInt("Alice's Dust Pixie", s.g.power(dp), 5) // counters do not count
	s.wantInt("Krump (Brobnar)", s.g.power(k), 6)
	s.wantInt("Bob's Dust Pixie", s.g.power(bp), 1)
}

// Soft Landing: "Play: The next creature or artifact you play this turn
// enters play ready."
func TestHandQSoftLanding(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"soft-landing", "collector-worm", "invasion-portal"}, nil)
	s.hand(0, "soft-landing")
	w, p := s.hand(0, "collector-worm"), s.hand(0, "invasion-portal")
	s.house("mars")
	s.wantRules(s.play("soft-landing"), "")
	s.wantRules(s.play("collector-worm"), "")
	if s.g.cards[w].has(flExhausted) {
		t.Error("the next creature played entered play exhausted")
	}
	s.wantRules(s.play("invasion-portal"), "")
	if !s.g.cards[p].has(flExhausted) {
		t.Error("the artifact after it entered play ready too")
	}
}

// Thermal Depletion: "Play: Until the start of your next turn, creatures
// cannot ready."
func TestHandQThermalDepletion(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"thermal-depletion", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.hand(0, "thermal-depletion")
	s.house("brobnar")
	s.wantRules(s.reap("krump"), "")
	s.wantRules(s.play("thermal-depletion"), "")
	s.end() // Alice's ready step: Krump stays exhausted
	if !s.g.cards[k].has(flExhausted) {
		t.Error("Krump readied at Alice's ready step")
	}
	s.house("shadows")
	s.g.cards[tr].flags |= flExhausted // used this turn
	s.end()                            // Bob's ready step: Troll stays exhausted
	if !s.g.cards[tr].has(flExhausted) {
		t.Error("Troll readied at Bob's ready step")
	}
	s.house("brobnar")
	s.end() // Alice's next turn: the effect is over
	if s.g.cards[k].has(flExhausted) {
		t.Error("Krump did not ready once the effect ended")
	}
}

// TestHasTrigger: a card's own abilities of a trigger, not another
// trigger's, and not an unscripted card's.
func TestHasTrigger(t *testing.T) {
	for _, tc := range []struct {
		id   string
		t    Trigger
		want bool
	}{
		{"tick-tock", OnTurnEnd, true},
		{"tick-tock", OnReap, false},
		{"troll", OnReap, true},
		{"no-such-card", OnTurnEnd, false},
	} {
		if got := AllScripts.HasTrigger(tc.id, tc.t); got != tc.want {
			t.Errorf("%s has trigger %d: %v, want %v", tc.id, tc.t, got, tc.want)
		}
	}
}

// Parallel Thinking: "Play: Discard the top 2 cards of a player’s deck or
// 2 random cards from a player’s archives. If the discarded cards share a
// type, steal 2A." The option is TCO's word; the choose line names the
// deck's cards.
func TestHandQParallelThinking(t *testing.T) {
	for _, tc := range []struct {
		name   string
		option string
		cards  []string // the two cards discarded
		mine   bool     // they are Alice's
		steal  int
	}{
		{"opponent's deck, two creatures", "Opponent's Deck", []string{"troll", "krump"}, false, 2},
		{"opponent's deck, two types", "Opponent's Deck", []string{"troll", "anger"}, false, 0},
		{"my deck, two actions", "My Deck", []string{"anger", "warsong"}, true, 2},
		{"opponent's archives, two creatures", "Opponent's Archives", []string{"troll", "krump"}, false, 2},
		{"my archives, two types", "My Archives", []string{"troll", "anger"}, true, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			alice, bob := []string{"parallel-thinking"}, []string(nil)
			owner := int8(1)
			if tc.mine {
				alice, owner = append(alice, tc.cards...), 0
			} else {
				bob = tc.cards
			}
			s := secondTurnScen(t, "logos", alice, bob)
			s.hand(0, "parallel-thinking")
			archives := strings.Contains(tc.option, "Archives")
			var ids []int16
			if archives {
				for _, c := range tc.cards {
					id := s.take(owner, c)
					s.g.put(id, ZoneArchives)
					ids = append(ids, id)
				}
			}
			s.g.p[1].aember = 5
			s.house("logos")
			s.wantRules(s.play("parallel-thinking"), "")
			s.wantRules(s.words(tc.option), "")
			if !archives {
				s.wantRules(s.choose(tc.cards...), "")
			}
			for _, id := range ids {
				s.wantZone(id, ZoneDiscard)
			}
			if n := len(s.g.p[owner].discard); n < 2 {
				t.Errorf("%d cards in the discard pile, want the 2 discarded", n)
			}
			s.wantAember(0, tc.steal)
			s.wantAember(1, 5-tc.steal)
		})
	}
}
