package engine

import "testing"

// Tests of scripts_hand_x.go: each card's ability on a board, and the
// state after it.

func init() { hxAddCards() }

// hxAddCards adds the facts (keyteki packs) of the cards these tests use;
// the hx- cards are vanilla stand-ins of a trait.
func hxAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr, ac, ar := TypeCreature, TypeAction, TypeArtifact
	tr := func(t ...string) []string { return t }
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("mighty-lance", "Mighty Lance", "sanctum", ac, 0, 0, 0, nil)
	add("xenos-darkshadow", "Xenos Darkshadow", "unfathomable", cr, 0, 0, 0, tr("specter"), kw(Assault, 0), kw(Hazardous, 0), kw(SplashAttack, 0))
	add("æmbertracker", "Æmbertracker", "staralliance", cr, 4, 0, 0, tr("beast"))
	add("avenging-aura", "Avenging Aura", "sanctum", ac, 0, 0, 1, nil)
	add("creed-of-nature", "Creed of Nature", "untamed", ar, 0, 0, 0, tr("power"))
	add("congregate", "Congregate", "sanctum", ac, 0, 0, 0, nil)
	add("harvest-time", "Harvest Time", "dis", ac, 0, 0, 0, nil)
	add("hard-simpson", "Hard Simpson", "shadows", cr, 4, 0, 0, tr("elf", "thief"), kw(Elusive, 0))
	add("ragnarok", "Ragnarok", "brobnar", ac, 0, 0, 0, nil, kw(Alpha, 0))
	add("encounter-golem", "Encounter Golem", "staralliance", cr, 3, 0, 0, tr("specter"), kw(Hazardous, 3))
	add("symposium", "Symposium", "saurian", ac, 0, 0, 0, nil)
	add("gĕzdrutyŏ-the-arcane", "Gĕzdrutyŏ the Arcane", "ekwidon", cr, 3, 0, 0, tr("cyborg"))
	add("nirbor-flamewing", "Nirbor Flamewing", "brobnar", cr, 4, 0, 0, tr("phoenix"))
	add("forgotten-guardian", "Forgotten Guardian", "untamed", cr, 5, 0, 0, tr("elemental"))
	add("memrox-the-red", "Memrox the Red", "mars", cr, 5, 0, 0, tr("martian"))
	add("curse-of-fertility", "Curse of Fertility", "untamed", ar, 0, 0, 0, tr("curse"), kw(Treachery, 0))
	add("gezrăhi-blacksmith", "Gezrăhi Blacksmith", "ekwidon", cr, 4, 0, 0, tr("getrookya", "artisan"), kw(Elusive, 0))
	add("unguarded-camp", "Unguarded Camp", "brobnar", ac, 0, 0, 1, nil)
	add("penance-of-balance", "Penance of Balance", "untamed", ac, 0, 0, 0, nil)
	add("first-blood", "First Blood", "brobnar", ac, 0, 0, 0, nil, kw(Alpha, 0))
	add("hx-knight", "Little Knight", "sanctum", cr, 3, 1, 0, tr("human", "knight"))
	add("hx-beast", "Little Beast", "untamed", cr, 3, 0, 0, tr("beast"))
	add("hx-idol", "Beast Idol", "untamed", ar, 0, 0, 0, tr("beast"))
}

// Mighty Lance: "Play: Deal 3D to a creature and 3D to a neighbor of that
// creature." The rulebook: both at once, so a neighbor is still one when
// the first creature dies of it.
func TestHandXMightyLance(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"mighty-lance"}, []string{"silvertooth", "krump", "troll"})
	s.hand(0, "mighty-lance")
	st, kr, tr := s.creature(1, "silvertooth"), s.creature(1, "krump"), s.creature(1, "troll")
	s.house("sanctum")
	s.play("mighty-lance")
	s.wantRules(s.choose("silvertooth", "krump"), "")
	s.wantZone(st, ZoneDiscard)
	s.wantDamage(kr, 3)
	s.wantDamage(tr, 0)
	if n := len(s.g.hxNeighborsOfThat([]int16{st, kr, tr}, &run{that: [4]int16{kr}, nThat: 1})); n != 1 {
		t.Errorf("Krump (center) has neighbors Troll only now, got %d", n)
	}
}

// Xenos Darkshadow: "Assault X. Hazardous X. Splash-attack X. X is the
// number of cards in your discard pile. Destroyed: If you are haunted,
// archive Xenos Darkshadow."
func TestHandXXenosDarkshadow(t *testing.T) {
	for _, n := range []int{0, 3} {
		s := secondTurnScen(t, "unfathomable", []string{"xenos-darkshadow", "troll", "troll", "troll"}, nil)
		xd := s.creature(0, "xenos-darkshadow")
		for range n {
			s.g.put(s.take(0, "troll"), ZoneDiscard)
		}
		for _, k := range []Keyword{Assault, Hazardous, SplashAttack} {
			s.wantInt(string(k), s.g.keywordN(xd, k), n)
		}
	}
	for _, tc := range []struct {
		discard int
		want    Zone
	}{{9, ZoneDiscard}, {10, ZoneArchives}} {
		deck := []string{"xenos-darkshadow"}
		for range tc.discard {
			deck = append(deck, "krump")
		}
		s := secondTurnScen(t, "unfathomable", deck, nil)
		xd := s.creature(0, "xenos-darkshadow")
		for range tc.discard {
			s.g.put(s.take(0, "krump"), ZoneDiscard)
		}
		s.g.destroy(xd)
		s.g.sweep()
		s.wantZone(xd, tc.want)
	}
}

// Æmbertracker: "Play: Deal 2D to each enemy creature with A on it. This
// damage cannot be prevented by armor."
func TestHandXAembertracker(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"æmbertracker", "hx-knight"}, []string{"hx-knight", "krump"})
	s.hand(0, "æmbertracker")
	own := s.creature(0, "hx-knight")
	kn, kr := s.creature(1, "hx-knight"), s.creature(1, "krump")
	s.g.cards[own].aember = 1
	s.g.cards[kn].aember = 1
	s.house("staralliance")
	s.wantRules(s.play("æmbertracker"), "")
	s.wantDamage(kn, 2) // its armor prevents none of it
	s.wantDamage(kr, 0) // no Æmber on it
	s.wantDamage(own, 0)
}

// Avenging Aura: "Play: For the remainder of the turn, each friendly
// creature gains assault X, where X is the number of forged keys your
// opponent has."
func TestHandXAvengingAura(t *testing.T) {
	for _, keys := range []int{0, 2} {
		s := secondTurnScen(t, "sanctum", []string{"avenging-aura", "hx-knight"}, []string{"krump"})
		s.hand(0, "avenging-aura")
		kn := s.creature(0, "hx-knight")
		kr := s.creature(1, "krump")
		for i := range keys {
			s.g.p[1].keys[i] = true
		}
		s.house("sanctum")
		s.wantRules(s.play("avenging-aura"), "")
		s.wantInt("the knight's assault", s.g.keywordN(kn, Assault), keys)
		s.wantInt("Krump's assault", s.g.keywordN(kr, Assault), 0)
		s.end()
		s.wantInt("the knight's assault next turn", s.g.keywordN(kn, Assault), 0)
	}
}

// Creed of Nature: "Omni: Sacrifice Creed of Nature. If you do, choose a
// creature. For the remainder of the turn, that creature gains skirmish
// and assault X. X is its power."
func TestHandXCreedOfNature(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"creed-of-nature", "krump"}, nil)
	cn := s.artifact(0, "creed-of-nature")
	kr := s.creature(0, "krump")
	s.house("brobnar")
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "creed-of-nature"}}), "")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(cn, ZoneDiscard)
	s.wantInt("Krump's assault", s.g.keywordN(kr, Assault), 6)
	s.wantInt("Krump's skirmish", s.g.keywordN(kr, Skirmish), 1)
}

// Congregate: "Play: Choose a trait. If there are 2 or more friendly
// creatures with that trait, gain 2A."
func TestHandXCongregate(t *testing.T) {
	for _, tc := range []struct {
		trait string
		want  int
	}{{"knight", 2}, {"beast", 0}, {"human", 2}} {
		t.Run(tc.trait, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"congregate", "hx-knight", "hx-knight", "hx-beast"}, []string{"hx-beast"})
			s.hand(0, "congregate")
			s.creature(0, "hx-knight")
			s.creature(0, "hx-knight")
			s.creature(0, "hx-beast")
			s.creature(1, "hx-beast")
			s.house("sanctum")
			s.play("congregate")
			s.wantRules(s.words(tc.trait), "")
			s.wantAember(0, tc.want)
		})
	}
}

// Harvest Time: "Play: Choose a trait. Purge each card with that trait.
// Each player gains 1A for each card they controlled that was purged this
// way."
func TestHandXHarvestTime(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"harvest-time", "hx-beast", "hx-knight"}, []string{"hx-beast", "hx-idol"})
	s.hand(0, "harvest-time")
	b0, kn := s.creature(0, "hx-beast"), s.creature(0, "hx-knight")
	b1, idol := s.creature(1, "hx-beast"), s.artifact(1, "hx-idol")
	s.house("dis")
	s.play("harvest-time")
	s.wantRules(s.words("beast"), "")
	for _, id := range []int16{b0, b1, idol} {
		s.wantZone(id, ZonePurged)
	}
	s.wantZone(kn, ZoneBattleline)
	s.wantAember(0, 1)
	s.wantAember(1, 2)
}

// Of the center creature's two neighbors, the one the log names is dealt
// the damage; a creature two places away is no neighbor, so the only
// neighbor of a flank creature is taken by itself.
func TestHandXMightyLanceWhichNeighbor(t *testing.T) {
	for _, tc := range []struct {
		first, second string
		want          [3]int // Silvertooth, Krump, Troll
	}{{"krump", "troll", [3]int{0, 3, 3}}, {"krump", "silvertooth", [3]int{2, 3, 0}}, {"troll", "silvertooth", [3]int{0, 3, 3}}} {
		t.Run(tc.first+"+"+tc.second, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"mighty-lance"}, []string{"silvertooth", "krump", "troll"})
			s.hand(0, "mighty-lance")
			ids := [3]int16{s.creature(1, "silvertooth"), s.creature(1, "krump"), s.creature(1, "troll")}
			s.house("sanctum")
			s.play("mighty-lance")
			s.choose(tc.first, tc.second)
			for i, id := range ids {
				if s.g.cards[id].zone == ZoneBattleline {
					s.wantDamage(id, tc.want[i])
				} else if tc.want[i] < 2 {
					t.Errorf("%s left play", s.g.name(id))
				}
			}
		})
	}
}

// Hard Simpson: "Elusive. After Hard Simpson is dealt damage, steal 1A.
// If the tide is low, your opponent steals 1A instead. (Hard Simpson must
// survive this damage.)"
func TestHandXHardSimpson(t *testing.T) {
	for _, tc := range []struct {
		name       string
		damage     int
		low        bool
		alice, bob int
	}{{"survives", 2, false, 4, 2}, {"tide low", 2, true, 2, 4}, {"destroyed", 4, false, 3, 3}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"hard-simpson"}, nil)
			hs := s.creature(0, "hard-simpson")
			s.g.p[0].aember, s.g.p[1].aember = 3, 3
			s.g.p[1].tide = tc.low
			s.g.damage(hs, tc.damage, false)
			s.g.sweep()
			s.wantAember(0, tc.alice)
			s.wantAember(1, tc.bob)
		})
	}
}

// Ragnarok: "Alpha. Play: For the remainder of the turn, creatures cannot
// reap and you gain 1A whenever a friendly creature fights. At the end of
// the turn, destroy each creature."
func TestHandXRagnarok(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"ragnarok", "krump", "troll"}, []string{"silvertooth", "dust-pixie"})
	s.hand(0, "ragnarok")
	kr, tr := s.creature(0, "krump"), s.creature(0, "troll")
	st, dp := s.creature(1, "silvertooth"), s.creature(1, "dust-pixie")
	s.house("brobnar")
	s.wantRules(s.play("ragnarok"), "")
	s.wantRules(s.fight("krump", "silvertooth"), "")
	s.wantAember(0, 1)
	s.wantRules(s.reap("troll"), "restricted")
	s.end()
	for _, id := range []int16{kr, tr, st, dp} {
		s.wantZone(id, ZoneDiscard)
	}
}

// Encounter Golem: "Hazardous 3. After you play an action card, put that
// card on the bottom of your deck from your discard pile. Destroyed: If
// you are haunted, archive Encounter Golem."
func TestHandXEncounterGolem(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"encounter-golem", "miasma", "silvertooth"}, []string{"miasma"})
	s.creature(0, "encounter-golem")
	mi, st := s.hand(0, "miasma"), s.hand(0, "silvertooth")
	s.house("shadows")
	s.wantRules(s.play("miasma"), "")
	s.wantZone(mi, ZoneUnknown) // the deck's bottom
	s.wantInt("discard pile", len(s.g.p[0].discard), 0)
	s.wantRules(s.play("silvertooth"), "")
	s.wantZone(st, ZoneBattleline) // a creature stays where it is
}

// Symposium: "Play: Exalt, ready, and use a friendly creature. If it is a
// token creature, you may exalt, ready, and use another friendly
// creature."
func TestHandXSymposium(t *testing.T) {
	for _, tc := range []struct {
		name, first string
		want        int // Æmber: the reaps
	}{{"a token first", "hu-grunt", 2}, {"no token", "krump", 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"symposium", "krump", "hu-grunt", "troll"}, nil)
			s.hand(0, "symposium")
			a, b := s.creature(0, "krump"), s.creature(0, "troll")
			g := s.creature(0, "hu-grunt")
			s.g.cards[g].def = s.g.defIndex("hu-grunt")
			for _, id := range []int16{a, b, g} {
				s.g.cards[id].flags |= flExhausted
			}
			s.house("saurian")
			s.play("symposium")
			s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"reap"}, Cards: []CardRef{{ID: tc.first}}}), "")
			if _, waiting := s.g.Prompt(); waiting {
				s.do(Action{Verb: VerbChoose, Words: []string{"yes", "reap"}, Cards: []CardRef{{ID: "troll"}}})
			} else if tc.want == 2 {
				t.Error("no second creature asked for")
			}
			s.wantAember(0, tc.want)
			s.wantInt("Æmber on Troll", int(s.g.cards[b].aember), tc.want-1)
		})
	}
}

// Gĕzdrutyŏ the Arcane: "Action: Steal 2A. Flip Gĕzdrutyŏ the Arcane
// facedown (it becomes a token creature)."
func TestHandXGezdrutyoTheArcane(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"gĕzdrutyŏ-the-arcane", "hu-grunt"}, nil)
	s.g.p[0].deck.Token = "hu-grunt"
	gz := s.creature(0, "gĕzdrutyŏ-the-arcane")
	s.g.cards[gz].damage = 1
	s.g.p[1].aember = 3
	s.house("ekwidon")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "gĕzdrutyŏ-the-arcane"}}), "")
	s.wantAember(0, 2)
	s.wantAember(1, 1)
	if d := s.g.def(gz); d.ID != "hu-grunt" {
		t.Errorf("Gĕzdrutyŏ is %s, want the token creature", d.ID)
	}
	s.wantZone(gz, ZoneBattleline)
	s.wantDamage(gz, 1)
}

// Nirbor Flamewing: "At the start of your turn, if Nirbor Flamewing is in
// your discard pile, you may destroy a friendly creature. If you do, put
// Nirbor Flamewing into play ready. Destroyed: Make a token creature."
func TestHandXNirborFlamewing(t *testing.T) {
	for _, yes := range []bool{true, false} {
		s := secondTurnScen(t, "brobnar", []string{"nirbor-flamewing", "krump"}, nil)
		nf := s.take(0, "nirbor-flamewing")
		s.g.put(nf, ZoneDiscard)
		kr := s.creature(0, "krump")
		s.end()
		s.end() // her turn starts: Nirbor asks
		if yes {
			s.wantRules(s.choose("krump"), "")
			s.wantZone(kr, ZoneDiscard)
			s.wantZone(nf, ZoneBattleline)
			s.hbWantFlag(nf, flExhausted, false, "exhausted")
		} else {
			s.wantRules(s.words("no"), "")
			s.wantZone(kr, ZoneBattleline)
			s.wantZone(nf, ZoneDiscard)
		}
	}
	s := secondTurnScen(t, "brobnar", []string{"nirbor-flamewing", "hu-grunt"}, nil)
	s.g.p[0].deck.Token = "hu-grunt"
	nf := s.creature(0, "nirbor-flamewing")
	s.g.destroy(nf)
	s.g.sweep()
	s.g.drain()
	s.wantInt("creatures after its destruction", len(s.g.p[0].line), 1)
}

// Forgotten Guardian: "Play: Purge a card from a discard pile. Scrap:
// Shuffle a purged card into its owner’s deck."
func TestHandXForgottenGuardian(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"forgotten-guardian", "forgotten-guardian"}, []string{"troll"})
	tr := s.take(1, "troll")
	s.g.put(tr, ZoneDiscard)
	s.hand(0, "forgotten-guardian")
	s.house("untamed")
	s.play("forgotten-guardian")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZonePurged)
	fg := s.hand(0, "forgotten-guardian")
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "forgotten-guardian"}}), "")
	s.wantZone(fg, ZoneDiscard)
	s.wantZone(tr, ZoneUnknown) // in Bob's deck
	s.wantInt("Bob's purged cards", len(s.g.p[1].purged), 0)
}

// Memrox the Red: "Your opponent’s cards cannot leave your archives.
// Action: Gain 1A for each card in your archives."
func TestHandXMemroxTheRed(t *testing.T) {
	for _, memrox := range []bool{true, false} {
		s := secondTurnScen(t, "mars", []string{"memrox-the-red", "krump"}, []string{"troll"})
		mx := s.creature(0, "memrox-the-red")
		kr := s.hgArchived(0, "krump")
		tr := s.creature(1, "troll")
		s.g.hgArchiveInto(tr, 0)
		s.house("mars")
		s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "memrox-the-red"}}), "")
		s.wantAember(0, 2)
		if !memrox {
			s.g.destroy(mx)
			s.g.sweep()
		}
		s.end()
		s.end()
		s.wantRules(s.do(Action{Verb: VerbArchives}), "")
		s.wantZone(kr, ZoneHand)
		if memrox {
			s.wantZone(tr, ZoneArchives)
		} else {
			s.wantZone(tr, ZoneHand)
		}
	}
}

// Curse of Fertility: "Treachery. At the end of your turn, if you did not
// play a creature this turn, your opponent gains 1A." (Bob played it: it
// is Alice's.)
func TestHandXCurseOfFertility(t *testing.T) {
	for _, tc := range []struct {
		name string
		play string
		want int
	}{{"a creature played", "krump", 0}, {"an action played", "anger", 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"curse-of-fertility", "krump", "anger"}, nil)
			s.artifact(0, "curse-of-fertility")
			s.hand(0, tc.play)
			s.house("brobnar")
			s.play(tc.play)
			s.g.drain()
			before := s.aember(1)
			s.end()
			s.wantAember(1, before+tc.want)
		})
	}
}

// Gezrăhi Blacksmith: "Elusive. At the start of each player’s turn, that
// player chooses to either make a token creature or draw a card." Bob's
// turn: Bob chooses, and it is his token or his card.
func TestHandXGezrahiBlacksmith(t *testing.T) {
	for _, w := range []string{"token", "draw"} {
		t.Run(w, func(t *testing.T) {
			s := secondTurnScen(t, "ekwidon", []string{"gezrăhi-blacksmith"}, []string{"hu-grunt"})
			s.g.p[1].deck.Token = "hu-grunt"
			s.creature(0, "gezrăhi-blacksmith")
			s.house("ekwidon")
			line, hand := len(s.g.p[1].line), s.g.p[1].handSize()
			s.end() // Bob's turn starts: he chooses
			s.wantRules(s.words(w), "")
			if w == "token" {
				s.wantInt("Bob's creatures", len(s.g.p[1].line), line+1)
			} else {
				s.wantInt("Bob's creatures", len(s.g.p[1].line), line)
				s.wantInt("Bob's hand", s.g.p[1].handSize(), hand+1)
			}
			s.wantInt("Alice's creatures", len(s.g.p[0].line), 1)
		})
	}
}

// Unguarded Camp: "Play: For each creature you have in excess of your
// opponent, a friendly creature captures 1A. Each creature cannot capture
// more than 1A this way."
func TestHandXUnguardedCamp(t *testing.T) {
	for _, tc := range []struct {
		name   string
		chosen []string
		rules  string
		want   [3]int // Æmber on Krump, Troll, Bumpsy
	}{
		{"two in excess", []string{"krump", "troll"}, "", [3]int{1, 1, 0}},
		{"one too many", []string{"krump", "troll", "bumpsy"}, "effect-target", [3]int{1, 1, 0}},
		{"one too few", []string{"krump"}, "effect-target", [3]int{1, 0, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "brobnar", []string{"unguarded-camp", "krump", "troll", "bumpsy"}, []string{"silvertooth"})
			s.hand(0, "unguarded-camp")
			ids := [3]int16{s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "bumpsy")}
			s.creature(1, "silvertooth")
			s.g.p[1].aember = 5
			s.house("brobnar")
			s.play("unguarded-camp")
			s.wantRules(s.choose(tc.chosen...), tc.rules)
			for i, id := range ids {
				s.wantInt(s.g.name(id)+"'s Æmber", int(s.g.cards[id].aember), tc.want[i])
			}
		})
	}
}

// Penance of Balance: "Play: If there are more enemy creatures than A in
// your opponent's pool, X is equal to the difference. Choose one: Destroy
// X enemy creatures. Your opponent loses X." Three creatures and 2A: X is
// 1.
func TestHandXPenanceOfBalance(t *testing.T) {
	for _, tc := range []struct {
		name  string
		act   Action
		rules string
		gone  int // enemy creatures destroyed
		bob   int
	}{
		{"destroy", Action{Verb: VerbChoose, Words: []string{"1"}, Cards: []CardRef{{ID: "silvertooth"}}}, "", 1, 2},
		{"destroy too many", Action{Verb: VerbChoose, Words: []string{"1"}, Cards: []CardRef{{ID: "silvertooth"}, {ID: "krump"}}}, "effect-target", 1, 2},
		{"lose", Action{Verb: VerbChoose, Words: []string{"2"}}, "", 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"penance-of-balance"}, []string{"silvertooth", "krump", "troll"})
			s.hand(0, "penance-of-balance")
			s.creature(1, "silvertooth")
			s.creature(1, "krump")
			s.creature(1, "troll")
			s.g.p[1].aember = 2
			s.house("untamed")
			s.play("penance-of-balance")
			s.wantRules(s.do(tc.act), tc.rules)
			s.wantInt("Bob's creatures", len(s.g.p[1].line), 3-tc.gone)
			s.wantAember(1, tc.bob)
		})
	}
}

// First Blood: "Alpha. Play: Deal 2D for each friendly Brobnar creature.
// You may divide this damage among any number of creatures." Two Brobnar
// creatures: 4D, divided 3 and 1.
func TestHandXFirstBlood(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"first-blood", "krump", "troll"}, []string{"silvertooth", "zorg"})
	s.hand(0, "first-blood")
	s.creature(0, "krump")
	s.creature(0, "troll")
	st, tr := s.creature(1, "silvertooth"), s.creature(1, "zorg")
	s.house("brobnar")
	s.play("first-blood")
	s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "zorg"}, {ID: "zorg"}, {ID: "zorg"}, {ID: "silvertooth"}}}), "")
	s.wantDamage(tr, 3)
	s.wantDamage(st, 1)
}
