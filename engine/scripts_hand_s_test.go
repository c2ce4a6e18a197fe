package engine

import (
	"slices"
	"testing"
)

// Tests of scripts_hand_s.go: each card's ability on a board, and the
// state after it.

func init() { hsAddCards() }

// hsAddCards adds the facts (keyteki packs) of the cards these tests use.
func hsAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr, ac := TypeCreature, TypeAction
	tr := func(t ...string) []string { return t }
	add("jargogle", "Jargogle", "logos", cr, 2, 0, 0, tr("alien"), KeywordValue{Elusive, 0})
	add("hs-windfall", "Windfall", "logos", ac, 0, 0, 2, nil) // a made-up action: 2A bonus, no ability
	add("hs-dummy", "Dummy", "shadows", cr, 1, 0, 0, nil)     // a made-up 1-power creature
	add("sacro-alien", "Sacro-Alien", "staralliance", cr, 5, 2, 0, tr("alien", "mutant"))
	add("xeno-fiend", "Xeno-Fiend", "dis", cr, 3, 0, 0, tr("mutant", "demon"))
	add("xeno-bot", "Xeno-Bot", "logos", cr, 4, 0, 0, tr("mutant", "scientist"))
	add("dino-alien", "Dino-Alien", "staralliance", cr, 5, 0, 0, tr("alien", "mutant"))
	add("xeno-saurus", "Xeno-Saurus", "saurian", cr, 5, 0, 0, tr("mutant", "dinosaur"))
	add("xeno-beast", "Xeno-Beast", "untamed", cr, 4, 0, 0, tr("mutant", "beast"), KeywordValue{Skirmish, 0})
	add("umbra-alien", "Umbra-Alien", "staralliance", cr, 3, 0, 0, tr("alien", "mutant"), KeywordValue{Elusive, 0})
	add("4cr-foreseer", "4CR “Foreseer”", "logos", cr, 2, 0, 0, tr("cyborg", "scientist"))
	add("eclectic-ambrosius", "Eclectic Ambrosius", "saurian", cr, 4, 0, 0, tr("dinosaur", "philosopher"))
	add("mastermindy", "Mastermindy", "shadows", cr, 2, 0, 0, tr("elf", "thief"), KeywordValue{Elusive, 0})
	add("socraterosaurus", "Socraterosaurus", "saurian", cr, 5, 0, 0, tr("dinosaur", "philosopher"))
	add("platopelta", "Platopelta", "saurian", cr, 5, 0, 0, tr("dinosaur", "philosopher"))
	add("general-sherman", "General Sherman", "untamed", cr, 12, 0, 0, tr("tree"))
	add("sporegorger", "Sporegorger", "untamed", cr, 4, 0, 0, tr("beast", "fungus"))
	add("sporegorger-evil-twin", "Sporegorger", "untamed", cr, 4, 0, 0, tr("beast", "fungus"))
	add("root-access", "Root Access", "logos", ac, 0, 0, 1, nil)
	add("dirge-of-the-deep", "Dirge of the Deep", "unfathomable", ac, 0, 0, 1, nil)
	add("ceaseforge", "Ceaseforge", "staralliance", TypeArtifact, 0, 0, 1, tr("law"))
	add("the-constant", "The Constant", "brobnar", TypeArtifact, 0, 0, 1, tr("location"))
	add("the-æmber-road", "The Æmber Road", "ekwidon", TypeArtifact, 0, 0, 0, tr("location"))
	add("extrematode-infection", "Extrematode Infection", "unfathomable", TypeUpgrade, 0, 0, 1, nil)
	add("vineapple-tree", "Vineapple Tree", "untamed", TypeArtifact, 0, 0, 1, tr("location"))
	add("future-booster", "Future Booster", "staralliance", TypeArtifact, 0, 0, 1, tr("item"))
	add("demonic-shelf", "Demonic Shelf", "dis", TypeArtifact, 0, 0, 1, tr("item"))
	add("skŏllĕnbŭzzz", "Skŏllĕnbŭzzz", "ekwidon", cr, 5, 0, 0, tr("beast"))
	add("replay-pod", "Replay Pod", "mars", TypeArtifact, 0, 0, 0, tr("item"))
	add("plan-10", "Plan 10", "mars", TypeArtifact, 0, 0, 0, tr("plan"))
	add("hs-martian", "Martian", "mars", cr, 3, 0, 0, tr("martian")) // a made-up Mars creature
	add("lithomancy", "Lithomancy", "untamed", TypeArtifact, 0, 0, 0, tr("power"))
	add("make-it-so", "Make It So", "staralliance", ac, 0, 0, 1, nil)
	add("primal-relic", "Primal Relic", "untamed", TypeArtifact, 0, 0, 1, tr("treasure"))
	add("com-officer-gross", "Com. Officer Gross", "staralliance", cr, 3, 0, 0, tr("human"))
	add("com-officer-hings", "Com. Officer Hings", "staralliance", cr, 3, 0, 0, tr("human"))
	add("5c077", "5C077", "staralliance", cr, 2, 0, 0, tr("robot"))
	add("5c077-evil-twin", "5C077", "staralliance", cr, 2, 0, 0, tr("robot"))
	add("titanic-bumblebird", "Titanic Bumblebird", "untamed", cr, 8, 0, 0, tr("beast", "insect"))
	add("titanic-bumblebird2", "Titanic Bumblebird", "untamed", cr, 8, 0, 0, tr("beast", "insect"))
	add("nectarcyte", "Nectarcyte", "untamed", cr, 5, 0, 0, tr("beast"))
	add("infomancer", "Infomancer", "brobnar", cr, 3, 0, 0, tr("human", "cyborg"), KeywordValue{Elusive, 0})
	add("memolith", "Memolith", "brobnar", TypeArtifact, 0, 0, 0, tr("location"))
	add("election", "Election", "saurian", TypeArtifact, 0, 0, 1, tr("law"))
	add("fertility-chant", "Fertility Chant", "untamed", ac, 0, 0, 2, nil)
	add("self-bolstering-automata", "Self-Bolstering Automata", "logos", cr, 1, 0, 0, tr("robot"))
	add("screeyan", "Screeyan", "brobnar", cr, 5, 0, 0, tr("leviathan", "mutant"))
	add("hs-trader", "Trader", "ekwidon", cr, 3, 0, 0, nil) // a made-up Ekwidon creature
	add("suggestion-box", "Suggestion Box", "ekwidon", TypeUpgrade, 0, 0, 0, nil)
	add("biome-discovery", "Biome Discovery", "staralliance", ac, 0, 0, 1, nil)
	add("banshee-suit", "Banshee Suit", "geistoid", TypeUpgrade, 0, 0, 1, nil)
	add("lightbearer-kelvin", "Lightbearer Kelvin", "sanctum", cr, 4, 2, 0, tr("knight", "angel"))
	add("the-big-one", "The Big One", "brobnar", TypeArtifact, 0, 0, 1, tr("weapon"))
	add("hallafest", "Hallafest", "brobnar", ac, 0, 0, 0, nil)
	add("harmal-atoon", "Harmal Atoon", "brobnar", cr, 5, 0, 0, tr("giant", "bräkken"))
	add("vulka", "Vulka", "brobnar", cr, 6, 0, 0, tr("giant", "bräkken"))
	add("horizon-saber", "Horizon Saber", "logos", cr, 11, 2, 0, tr("robot"))
	add("horizon-saber2", "Horizon Saber", "logos", cr, 11, 2, 0, tr("robot"))
	add("digging-up-the-monster", "Digging Up the Monster", "dis", ac, 0, 0, 1, nil)
	add("red-aeronaut", "Red Aeronaut", "mars", cr, 3, 0, 0, tr("martian", "pilot"))
	add("nautilixian", "Nautilixian", "mars", cr, 6, 4, 0, tr("robot"))
	add("bear-flute", "Bear Flute", "untamed", TypeArtifact, 0, 0, 0, tr("item"))
	add("ancient-bear", "Ancient Bear", "untamed", cr, 5, 0, 0, tr("beast"), KeywordValue{Assault, 2})
	add("niffle-kong", "Niffle Kong", "untamed", cr, 12, 2, 0, tr("mutant", "niffle"))
	add("niffle-kong2", "Niffle Kong", "untamed", cr, 12, 0, 0, tr("mutant", "niffle"))
	add("hs-niffle-ape", "Niffle Ape", "untamed", cr, 3, 0, 0, tr("beast", "niffle")) // a made-up Niffle
	add("elenya-the-charming", "Elenya the Charming", "ekwidon", cr, 4, 0, 0, tr("merchant", "human"), KeywordValue{Treachery, 0})
	add("curse-of-disappearances", "Curse of Disappearances", "mars", TypeArtifact, 0, 0, 0, tr("curse"), KeywordValue{Treachery, 0})
	add("curse-of-obstinacy", "Curse of Obstinacy", "staralliance", TypeArtifact, 0, 0, 0, tr("curse"), KeywordValue{Treachery, 0})
	add("ol--paddy-evil-twin", "Ol’ Paddy", "untamed", cr, 5, 0, 0, tr("beast", "fisher"))
	add("near-future-lens", "Near-Future Lens", "staralliance", TypeArtifact, 0, 0, 0, tr("item"))
	add("slrs-austeralis", "SLRS Austeralis", "logos", TypeArtifact, 0, 0, 1, tr("ship"))
	add("gambling-den", "Gambling Den", "shadows", TypeArtifact, 0, 0, 1, tr("location"))
	add("aristotlmimus", "Aristotlmimus", "saurian", cr, 5, 0, 0, tr("dinosaur", "philosopher"))
	add("resonant-orb", "Resonant Orb", "untamed", cr, 2, 0, 0, tr("spirit"))
	add("neutron-shark", "Neutron Shark", "logos", cr, 1, 0, 0, tr("mutant", "beast"))
	add("borr-nit", "Borr Nit", "dis", cr, 3, 0, 0, tr("demon"))
	add("borr-nit-s-touch", "Borr Nit’s Touch", "dis", ac, 0, 0, 1, nil)
	add("envoy-of-ekwirrĕ", "Envoy of Ekwirrĕ", "ekwidon", cr, 5, 0, 0, tr("getrookya", "politician"))
	add("kiligog-s-trench", "Kiligog’s Trench", "unfathomable", TypeArtifact, 0, 0, 0, tr("location"))
}

// hsUnder lists the cards under host.
func (s *scen) hsUnderIDs(host int16) []int16 { return s.g.hsUnder(host, nil) }

// Jargogle: "Play: Put a card from your hand facedown under Jargogle.
// Destroyed: If it is your turn, play the card under Jargogle; otherwise,
// archive that card."
func TestHandSJargogle(t *testing.T) {
	setup := func(t *testing.T, choice ...string) (*scen, int16, int16) {
		s := secondTurnScen(t, "logos", []string{"jargogle", "hs-windfall"}, nil)
		s.hand(0, "jargogle")
		w := s.hand(0, "hs-windfall")
		s.house("logos")
		s.wantRules(s.play("jargogle"), "")
		if len(choice) > 0 {
			s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: choice[0]}}}), "")
		} else {
			s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{}}}), "") // "choose ?"
		}
		return s, s.g.findInPlay(CardRef{ID: "jargogle"}, 0), w
	}
	t.Run("named card goes under, played when destroyed on your turn", func(t *testing.T) {
		s, j, w := setup(t, "hs-windfall")
		s.wantZone(w, ZoneFate)
		if u := s.hsUnderIDs(j); len(u) != 1 || u[0] != w {
			t.Fatalf("under Jargogle: %v, want [%d]", u, w)
		}
		before := s.aember(0)
		s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "jargogle"}}), "")
		s.wantAember(0, before+2) // Windfall played: its bonus icons
		s.wantZone(w, ZoneDiscard)
		s.wantZone(j, ZoneDiscard)
	})
	t.Run("archived when destroyed on the opponent's turn", func(t *testing.T) {
		s, _, w := setup(t, "hs-windfall")
		s.end()
		s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "jargogle"}}), "")
		s.wantZone(w, ZoneArchives)
		s.wantAember(0, 0)
	})
	t.Run("an unnamed card is named when played", func(t *testing.T) {
		s, j, _ := setup(t)
		hand := s.g.p[0].handSize()
		if u := s.hsUnderIDs(j); len(u) != 1 || !s.g.cards[u[0]].has(flGuessed) {
			t.Fatalf("under Jargogle: %v, want one guessed card", u)
		}
		before := s.aember(0)
		s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "jargogle"}})
		if _, w := s.g.Waiting(); !w {
			t.Fatal("Jargogle's Destroyed: does not wait for the card's name")
		}
		s.wantRules(s.choose("hs-windfall"), "")
		s.wantAember(0, before+2)
		s.wantInt("hand size", s.g.p[0].handSize(), hand)
	})
	t.Run("an unnamed card archived stays unknown", func(t *testing.T) {
		s, _, _ := setup(t)
		arch := s.g.p[0].archiveSize()
		s.end()
		s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "jargogle"}})
		s.wantInt("archives", s.g.p[0].archiveSize(), arch+1)
		s.wantInt("known archives", len(s.g.p[0].archive), 0)
	})
}

// The Xeno- creatures: "Fight: Look at the top 3 cards of your deck. Put 1
// into your hand and 1 on the bottom of your deck." The choose line names
// the card put into the hand, then the one put on the bottom.
func TestHandSXenoLookTop(t *testing.T) {
	for _, c := range []struct {
		id    string
		house House
	}{
		{"sacro-alien", "staralliance"}, {"xeno-fiend", "dis"}, {"xeno-bot", "logos"},
		{"dino-alien", "staralliance"}, {"xeno-saurus", "saurian"}, {"xeno-beast", "untamed"},
		{"umbra-alien", "staralliance"},
	} {
		t.Run(c.id, func(t *testing.T) {
			s := secondTurnScen(t, c.house, []string{c.id, "hs-windfall", "hs-martian"}, []string{"hs-dummy"})
			s.creature(0, c.id)
			s.creature(1, "hs-dummy")
			p := &s.g.p[0]
			hand, deck := p.handSize(), p.deckSize()
			s.house(c.house)
			s.wantRules(s.fight(c.id, "hs-dummy"), "")
			if _, w := s.g.Waiting(); !w {
				t.Fatal("the Fight: ability does not wait for the cards taken")
			}
			s.wantRules(s.choose("hs-windfall", "hs-martian"), "")
			if len(p.hand) != 1 || s.g.def(p.hand[0]).ID != "hs-windfall" {
				t.Errorf("known hand = %v, want Windfall", p.hand)
			}
			s.wantInt("hand", p.handSize(), hand+1)
			s.wantInt("deck", p.deckSize(), deck-1)
		})
	}
}

// Xeno-Fiend: "Destroyed: Steal 1A." Xeno-Bot: "Reap: Discard a card from
// your hand. If you do, draw a card." Dino-Alien, Xeno-Saurus: "Play: You
// may exalt it. If you do, deal 3D to a creature."
func TestHandSXenoOthers(t *testing.T) {
	t.Run("xeno-fiend", func(t *testing.T) {
		s := secondTurnScen(t, "dis", []string{"xeno-fiend"}, nil)
		s.creature(0, "xeno-fiend")
		s.g.p[1].aember = 3
		s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "xeno-fiend"}})
		s.wantAember(0, 1)
		s.wantAember(1, 2)
	})
	t.Run("xeno-bot", func(t *testing.T) {
		s := secondTurnScen(t, "logos", []string{"xeno-bot", "hs-windfall"}, nil)
		s.creature(0, "xeno-bot")
		w := s.hand(0, "hs-windfall")
		hand := s.g.p[0].handSize()
		s.house("logos")
		s.reap("xeno-bot")
		s.choose("hs-windfall")
		s.wantZone(w, ZoneDiscard)
		s.wantInt("hand", s.g.p[0].handSize(), hand) // one discarded, one drawn
	})
	for _, c := range []struct {
		id    string
		house House
	}{{"dino-alien", "staralliance"}, {"xeno-saurus", "saurian"}} {
		for _, exalt := range []bool{true, false} {
			t.Run(c.id, func(t *testing.T) {
				s := secondTurnScen(t, c.house, []string{c.id}, []string{"hs-dummy", "sacro-alien"})
				s.hand(0, c.id)
				sa := s.creature(1, "sacro-alien")
				s.house(c.house)
				s.play(c.id)
				if exalt {
					s.words("yes")
					s.choose("sacro-alien")
					s.wantDamage(sa, 1) // 3D less 2 armor
					s.wantInt("Æmber on it", int(s.g.cards[s.g.findInPlay(CardRef{ID: c.id}, 0)].aember), 1)
				} else {
					s.words("no")
					s.wantDamage(sa, 0)
				}
			})
		}
	}
}

// 4CR “Foreseer”: "Play/After Reap: Look at the top 2 cards of your deck.
// Put 1 into your hand."
func TestHandS4crForeseer(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"4cr-foreseer", "hs-windfall"}, nil)
	s.hand(0, "4cr-foreseer")
	p := &s.g.p[0]
	s.house("logos")
	s.play("4cr-foreseer")
	hand, deck := p.handSize(), p.deckSize()
	s.wantRules(s.choose("hs-windfall"), "")
	s.wantInt("hand", p.handSize(), hand+1)
	s.wantInt("deck", p.deckSize(), deck-1)
}

// Eclectic Ambrosius: "At the end of your turn, put a knowledge counter on
// Eclectic Ambrosius. Action: Remove 3 knowledge counters from Eclectic
// Ambrosius. If you do, gain 6A."
func TestHandSEclecticAmbrosius(t *testing.T) {
	for _, c := range []struct{ had, gain, left int }{{3, 6, 0}, {4, 6, 1}, {2, 0, 0}} {
		t.Run("", func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"eclectic-ambrosius"}, nil)
			e := s.creature(0, "eclectic-ambrosius")
			s.g.hsAddCounters(e, "knowledge", c.had)
			s.house("saurian")
			s.do(Action{Verb: VerbAction, Card: CardRef{ID: "eclectic-ambrosius"}})
			s.wantAember(0, c.gain)
			s.wantInt("knowledge", s.g.hsCounters(e, "knowledge"), c.left)
			s.end()
			s.wantInt("knowledge after the turn", s.g.hsCounters(e, "knowledge"), c.left+1)
		})
	}
}

// Mastermindy: "At the end of your turn, put a scheme counter on
// Mastermindy. Action: Remove each scheme counter from Mastermindy. Steal
// 1A for each scheme counter removed this way."
func TestHandSMastermindy(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"mastermindy"}, nil)
	m := s.creature(0, "mastermindy")
	s.end()
	s.wantInt("scheme", s.g.hsCounters(m, "scheme"), 1)
	s.end()
	s.g.hsAddCounters(m, "scheme", 1)
	s.g.p[1].aember = 5
	s.house("shadows")
	s.do(Action{Verb: VerbAction, Card: CardRef{ID: "mastermindy"}})
	s.wantAember(0, 2)
	s.wantAember(1, 3)
	s.wantInt("scheme after", s.g.hsCounters(m, "scheme"), 0)
}

// Kiligog’s Trench: "At the end of your turn, place 1 depth counter on
// Kiligog’s Trench, then destroy each creature with power equal to the
// number of depth counters on Kiligog’s Trench."
func TestHandSKiligogsTrench(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"kiligog-s-trench", "4cr-foreseer"}, []string{"hs-dummy", "umbra-alien"})
	s.artifact(0, "kiligog-s-trench")
	f := s.creature(0, "4cr-foreseer")
	d := s.creature(1, "hs-dummy")
	s.end()
	s.wantZone(d, ZoneDiscard) // power 1, one counter
	s.wantZone(f, ZoneBattleline)
	s.end()
	s.end()
	s.wantZone(f, ZoneDiscard) // power 2, two counters
}

// Socraterosaurus: "After Reap: Draw 1 card. You may put a wisdom counter
// on Platopelta."
func TestHandSSocraterosaurus(t *testing.T) {
	for _, yes := range []bool{true, false} {
		t.Run("", func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"socraterosaurus", "platopelta"}, nil)
			s.creature(0, "socraterosaurus")
			pl := s.creature(0, "platopelta")
			hand := s.g.p[0].handSize()
			s.house("saurian")
			s.reap("socraterosaurus")
			if yes {
				s.words("yes")
			} else {
				s.words("no")
			}
			s.wantInt("hand", s.g.p[0].handSize(), hand+1)
			s.wantInt("wisdom", s.g.hsCounters(pl, "wisdom"), map[bool]int{true: 1}[yes])
		})
	}
}

// General Sherman: "General Sherman deals no damage when fighting. Play:
// Purge each other creature. If General Sherman leaves play, return to
// play each creature purged this way (exhausted and under its owner’s
// control)."
func TestHandSGeneralSherman(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"general-sherman", "sporegorger"}, []string{"hs-dummy"})
	s.hand(0, "general-sherman")
	sp := s.creature(0, "sporegorger")
	d := s.creature(1, "hs-dummy")
	s.house("untamed")
	s.play("general-sherman")
	s.wantZone(sp, ZonePurged)
	s.wantZone(d, ZonePurged)
	s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "general-sherman"}})
	s.wantZone(sp, ZoneBattleline)
	s.wantZone(d, ZoneBattleline)
	if s.g.cards[d].controller != 1 || !s.g.cards[d].has(flExhausted) {
		t.Error("the Dummy is not back exhausted under its owner's control")
	}
}

// Sporegorger: "After Reap: Give Sporegorger a +1 power counter. You may
// remove each +1 power counter from Sporegorger. For each counter removed
// this way, deal 1D to each other creature."
func TestHandSSporegorger(t *testing.T) {
	for _, yes := range []bool{true, false} {
		t.Run("", func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"sporegorger", "general-sherman"}, []string{"sacro-alien"})
			sp := s.creature(0, "sporegorger")
			gs := s.creature(0, "general-sherman")
			sa := s.creature(1, "sacro-alien")
			s.g.cards[sp].counters = 2
			s.house("untamed")
			s.reap("sporegorger")
			if yes {
				s.words("yes")
				s.wantInt("counters", int(s.g.cards[sp].counters), 0)
				s.wantDamage(gs, 3)
				s.wantDamage(sa, 1) // 2 armor: the first 2 of 3
				s.wantDamage(sp, 0)
			} else {
				s.words("no")
				s.wantInt("counters", int(s.g.cards[sp].counters), 3)
				s.wantDamage(gs, 0)
			}
		})
	}
}

// Sporegorger (evil twin): "Play: Move each +1 power counter in play to
// Sporegorger."
func TestHandSSporegorgerEvilTwin(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"sporegorger-evil-twin", "general-sherman"}, []string{"sacro-alien"})
	s.hand(0, "sporegorger-evil-twin")
	gs := s.creature(0, "general-sherman")
	sa := s.creature(1, "sacro-alien")
	s.g.cards[gs].counters, s.g.cards[sa].counters = 2, 1
	s.house("untamed")
	s.play("sporegorger-evil-twin")
	sp := s.g.findInPlay(CardRef{ID: "sporegorger-evil-twin"}, 0)
	s.wantInt("counters", int(s.g.cards[sp].counters), 3)
	s.wantInt("Sherman's", int(s.g.cards[gs].counters), 0)
	s.g.cards[sp].flags &^= flExhausted
	s.reap("sporegorger-evil-twin")
	s.words("yes")
	s.wantDamage(gs, 3)
}

// Root Access: "Play: Discard the bottom card of your opponent’s deck.
// Deal 2D to each enemy creature that shares a house with the discarded
// card." Dirge of the Deep: "… Exhaust each creature that shares a house
// with that card."
func TestHandSBottomCard(t *testing.T) {
	t.Run("root-access", func(t *testing.T) {
		s := secondTurnScen(t, "logos", []string{"root-access"}, []string{"hs-dummy", "mastermindy", "xeno-bot"})
		s.hand(0, "root-access")
		d := s.creature(1, "hs-dummy")
		xb := s.creature(1, "xeno-bot")
		deck := s.g.p[1].deckSize()
		s.house("logos")
		s.play("root-access")
		s.wantRules(s.choose("mastermindy"), "")
		s.wantInt("Bob's deck", s.g.p[1].deckSize(), deck-1)
		s.wantZone(d, ZoneDiscard) // Shadows, as Mastermindy: 2D
		s.wantDamage(xb, 0)
	})
	t.Run("dirge-of-the-deep", func(t *testing.T) {
		s := secondTurnScen(t, "unfathomable", []string{"dirge-of-the-deep", "umbra-alien"}, []string{"hs-dummy", "xeno-bot", "mastermindy"})
		s.hand(0, "dirge-of-the-deep")
		d := s.creature(1, "hs-dummy")
		xb := s.creature(1, "xeno-bot")
		s.house("unfathomable")
		s.play("dirge-of-the-deep")
		s.wantRules(s.choose("mastermindy"), "")
		if !s.g.cards[d].has(flExhausted) || s.g.cards[xb].has(flExhausted) {
			t.Error("Dirge exhausts the wrong creatures")
		}
	})
}

// Ceaseforge: "Play: Put 2 time counters on Ceaseforge. Players cannot
// forge keys. At the start of your turn, remove a time counter from
// Ceaseforge, then destroy it if there are no time counters on it."
func TestHandSCeaseforge(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"ceaseforge"}, nil)
	s.hand(0, "ceaseforge")
	s.house("staralliance")
	s.play("ceaseforge")
	c := s.g.findInPlay(CardRef{ID: "ceaseforge"}, 0)
	s.wantInt("time", s.g.hsCounters(c, hsCounterTime), 2)
	s.end()
	if s.g.forgeForbidden(1) != c || s.g.forgeForbidden(0) != c {
		t.Error("a player may forge while Ceaseforge is in play")
	}
	s.end() // Alice's turn starts: one counter left
	s.wantInt("time after a turn", s.g.hsCounters(c, hsCounterTime), 1)
	s.wantZone(c, ZoneArtifacts)
	s.end()
	s.end()
	s.wantZone(c, ZoneDiscard)
	if s.g.forgeForbidden(0) >= 0 {
		t.Error("no player may forge after Ceaseforge left play")
	}
}

// The Constant: "Each player skips their “draw cards” step. … Play: Put 2
// time counters on The Constant."
func TestHandSTheConstant(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"the-constant"}, nil)
	s.hand(0, "the-constant")
	s.house("brobnar")
	s.play("the-constant")
	c := s.g.findInPlay(CardRef{ID: "the-constant"}, 0)
	hand := s.g.p[0].handSize()
	s.end()
	s.wantInt("Alice's hand after her turn", s.g.p[0].handSize(), hand)
	s.end()
	s.wantInt("time", s.g.hsCounters(c, hsCounterTime), 1)
	s.end()
	s.end()
	s.wantZone(c, ZoneDiscard)
}

// The Æmber Road: "Omni: Put 1 trade counter on The Æmber Road, then gain
// 1A for each trade counter on it. Give control of The Æmber Road to your
// opponent."
func TestHandSTheAemberRoad(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"the-æmber-road"}, nil)
	r := s.artifact(0, "the-æmber-road")
	s.g.hsAddCounters(r, "trade", 2)
	s.house("brobnar")
	s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "the-æmber-road"}})
	s.wantAember(0, 3)
	s.wantInt("controller", int(s.g.cards[r].controller), 1)
	s.wantInt("trade", s.g.hsCounters(r, "trade"), 3)
}

// Extrematode Infection: "At the start of your turn, remove 1 hatch
// counter from Extrematode Infection. Then if it has no hatch counters,
// destroy this creature and make 3 token creatures. Play: Put 3 hatch
// counters on Extrematode Infection."
func TestHandSExtrematodeInfection(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"extrematode-infection", "xeno-fiend"}, nil)
	s.hand(0, "extrematode-infection")
	x := s.creature(0, "xeno-fiend")
	s.house("unfathomable")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "extrematode-infection"}, Target: CardRef{ID: "xeno-fiend"}}), "")
	up := s.g.p[0].line[0]
	for i := range s.g.cards {
		if s.g.cards[i].zone == ZoneUpgrade {
			up = int16(i)
		}
	}
	s.wantInt("hatch", s.g.hsCounters(up, "hatch"), 3)
	s.end()
	s.end()
	s.wantInt("hatch after a turn", s.g.hsCounters(up, "hatch"), 2)
	s.g.hsAddCounters(up, "hatch", -1)
	s.end()
	s.end()
	s.wantZone(x, ZoneDiscard)
	s.wantZone(up, ZoneDiscard)
}

// Vineapple Tree: "Keys cost +1A for each growth counter on Vineapple
// Tree. After a player forges a key, remove each growth counter from
// Vineapple Tree. Action: Put a growth counter on Vineapple Tree."
func TestHandSVineappleTree(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"vineapple-tree"}, nil)
	v := s.artifact(0, "vineapple-tree")
	base := s.g.keyCost(1)
	s.house("untamed")
	s.do(Action{Verb: VerbAction, Card: CardRef{ID: "vineapple-tree"}})
	s.g.hsAddCounters(v, "growth", 1)
	s.wantInt("Bob's key cost", s.g.keyCost(1), base+2)
	s.wantInt("Alice's key cost", s.g.keyCost(0), base+2)
	s.end()
	s.g.p[1].aember = 20
	s.end() // Bob forges at the start of his turn
	s.wantInt("growth after a key", s.g.hsCounters(v, "growth"), 0)
}

// Future Booster: "Omni: Look at the top card of your deck. You may put it
// on the bottom of your deck."
func TestHandSFutureBooster(t *testing.T) {
	for _, yes := range []bool{true, false} {
		t.Run("", func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"future-booster", "hs-windfall"}, nil)
			s.artifact(0, "future-booster")
			w := s.take(0, "hs-windfall")
			s.g.put(w, ZoneDeck) // known on top
			s.house("staralliance")
			s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "future-booster"}})
			s.words(map[bool]string{true: "yes", false: "no"}[yes])
			s.wantInt("known top cards", len(s.g.p[0].deckTop), map[bool]int{false: 1}[yes])
		})
	}
}

// Demonic Shelf: "Action: Put a friendly creature faceup under Demonic
// Shelf. Deal 3D to a creature for each card under Demonic Shelf."
func TestHandSDemonicShelf(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"demonic-shelf", "xeno-fiend", "hs-martian"}, []string{"general-sherman"})
	sh := s.artifact(0, "demonic-shelf")
	xf := s.creature(0, "xeno-fiend")
	m := s.creature(0, "hs-martian")
	gs := s.creature(1, "general-sherman")
	s.g.hsUnderFromPlay(sh, m, true) // one card under it already
	s.house("dis")
	s.do(Action{Verb: VerbAction, Card: CardRef{ID: "demonic-shelf"}})
	s.wantRules(s.choose("xeno-fiend"), "")
	s.wantZone(xf, ZoneFate)
	s.wantRules(s.choose("general-sherman", "general-sherman"), "")
	s.wantDamage(gs, 6) // two cards under it: 3D twice
}

// Skŏllĕnbŭzzz: "Play/After Reap: You may put a creature from your hand
// faceup under Skŏllĕnbŭzzz. Destroyed: Put each creature under
// Skŏllĕnbŭzzz into play under your control. Put Skŏllĕnbŭzzz on the top
// of your deck."
func TestHandSSkollenbuzzz(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"skŏllĕnbŭzzz", "hs-martian"}, nil)
	s.hand(0, "skŏllĕnbŭzzz")
	m := s.hand(0, "hs-martian")
	s.house("ekwidon")
	s.play("skŏllĕnbŭzzz")
	sk := s.g.findInPlay(CardRef{ID: "skŏllĕnbŭzzz"}, 0)
	s.wantRules(s.choose("hs-martian"), "")
	s.wantZone(m, ZoneFate)
	s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "skŏllĕnbŭzzz"}})
	s.wantZone(m, ZoneBattleline)
	s.wantZone(sk, ZoneDeck)
	if top := s.g.p[0].deckTop; len(top) == 0 || top[len(top)-1] != sk {
		t.Error("Skŏllĕnbŭzzz is not on top of the deck")
	}
	t.Run("no", func(t *testing.T) {
		s := secondTurnScen(t, "ekwidon", []string{"skŏllĕnbŭzzz", "hs-martian"}, nil)
		s.hand(0, "skŏllĕnbŭzzz")
		m := s.hand(0, "hs-martian")
		s.house("ekwidon")
		s.play("skŏllĕnbŭzzz")
		s.words("no")
		s.wantZone(m, ZoneHand)
	})
}

// Replay Pod: "Each friendly Mars creature gains, “Destroyed: Place this
// creature facedown under Replay Pod.” Action: Put each card under Replay
// Pod into your hand. Purge Replay Pod."
func TestHandSReplayPod(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"replay-pod", "hs-martian", "xeno-fiend"}, nil)
	rp := s.artifact(0, "replay-pod")
	m := s.creature(0, "hs-martian")
	xf := s.creature(0, "xeno-fiend")
	s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "hs-martian"}})
	s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "xeno-fiend"}})
	s.wantZone(m, ZoneFate)
	s.wantZone(xf, ZoneDiscard) // not Mars
	s.house("mars")
	s.do(Action{Verb: VerbAction, Card: CardRef{ID: "replay-pod"}})
	s.wantZone(m, ZoneHand)
	s.wantZone(rp, ZonePurged)
}

// Plan 10: "At the end of each player's turn, return a card from under
// Plan 10 to its owner’s hand. If there are no cards under Plan 10,
// destroy Plan 10. Play: Put each non-Mars creature faceup under Plan 10."
func TestHandSPlan10(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"plan-10", "hs-martian", "xeno-fiend"}, []string{"hs-dummy"})
	s.hand(0, "plan-10")
	m := s.creature(0, "hs-martian")
	xf := s.creature(0, "xeno-fiend")
	d := s.creature(1, "hs-dummy")
	s.house("mars")
	s.play("plan-10")
	p := s.g.findInPlay(CardRef{ID: "plan-10"}, 0)
	s.wantZone(m, ZoneBattleline)
	s.wantZone(xf, ZoneFate)
	s.wantZone(d, ZoneFate)
	s.end()
	s.wantZone(xf, ZoneHand) // the first put under it
	s.wantZone(d, ZoneFate)
	s.end()
	s.wantZone(d, ZoneHand)
	s.wantZone(p, ZoneDiscard)
}

// Lithomancy: "Action: Reveal the top card of your deck. If the revealed
// card belongs to the active house, discard it and gain 2A."
func TestHandSLithomancy(t *testing.T) {
	for _, c := range []struct {
		top  string
		gain int
		zone Zone
	}{{"sporegorger", 2, ZoneDiscard}, {"hs-windfall", 0, ZoneDeck}} {
		t.Run(c.top, func(t *testing.T) {
			s := secondTurnScen(t, "untamed", []string{"lithomancy", c.top}, nil)
			s.artifact(0, "lithomancy")
			s.house("untamed")
			s.do(Action{Verb: VerbAction, Card: CardRef{ID: "lithomancy"}})
			s.wantRules(s.choose(c.top), "")
			s.wantAember(0, c.gain)
			id := s.g.defIndex(c.top)
			for i := range s.g.cards {
				if s.g.cards[i].def == id && s.g.cards[i].owner == 0 && s.g.cards[i].zone != ZoneUnknown {
					s.wantZone(int16(i), c.zone)
				}
			}
		})
	}
}

// Make It So: "Play: Choose a house. Reveal the top card of your deck. If
// that card belongs to the chosen house, draw it and trigger this effect
// again."
func TestHandSMakeItSo(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"make-it-so", "sacro-alien", "dino-alien", "xeno-fiend"}, nil)
	s.hand(0, "make-it-so")
	p := &s.g.p[0]
	s.house("staralliance")
	s.play("make-it-so")
	hand := p.handSize()
	s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"staralliance"}, Cards: []CardRef{{ID: "sacro-alien"}, {ID: "dino-alien"}, {ID: "xeno-fiend"}}}), "")
	s.wantInt("hand", p.handSize(), hand+2) // two Star Alliance cards drawn
	if len(p.deckTop) != 1 || s.g.def(p.deckTop[0]).ID != "xeno-fiend" {
		t.Errorf("known top of the deck = %v, want Xeno-Fiend", p.deckTop)
	}
}

// Wretched Doll: "Action: If there is a doom counter in play, destroy all
// creatures with doom counters. Otherwise, put a doom counter on a
// creature."
func TestHandSWretchedDoll(t *testing.T) {
	// The harness's Wretched Doll is a Geistoid creature (harness_test.go):
	// its "Action:" is a creature's here.
	s := secondTurnScen(t, "geistoid", []string{"wretched-doll", "xeno-fiend"}, []string{"hs-dummy", "sacro-alien"})
	s.creature(0, "wretched-doll")
	xf := s.creature(0, "xeno-fiend")
	d := s.creature(1, "hs-dummy")
	sa := s.creature(1, "sacro-alien")
	s.house("geistoid")
	s.do(Action{Verb: VerbAction, Card: CardRef{ID: "wretched-doll"}})
	s.wantRules(s.choose("hs-dummy"), "")
	s.wantInt("doom", s.g.hsCounters(d, "doom"), 1)
	s.end()
	s.end()
	s.house("geistoid")
	s.do(Action{Verb: VerbAction, Card: CardRef{ID: "wretched-doll"}})
	s.wantZone(d, ZoneDiscard)
	s.wantZone(sa, ZoneBattleline)
	s.wantZone(xf, ZoneBattleline)
}

// Primal Relic: "Play: Put 4A on Primal Relic from the common supply. Give
// 3 creatures a +1 power counter. At the start of each player’s turn, if
// they control creatures with total power 20 or higher, move each A from
// Primal Relic to that player's pool."
func TestHandSPrimalRelic(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"primal-relic", "sporegorger"}, []string{"general-sherman", "hs-dummy", "sacro-alien"})
	s.hand(0, "primal-relic")
	sp := s.creature(0, "sporegorger")
	gs := s.creature(1, "general-sherman")
	d := s.creature(1, "hs-dummy")
	s.creature(1, "sacro-alien")
	s.house("untamed")
	s.play("primal-relic")
	s.wantRules(s.choose("sporegorger", "general-sherman", "hs-dummy"), "")
	for _, id := range []int16{sp, gs, d} {
		s.wantInt(s.g.name(id)+"'s counters", int(s.g.cards[id].counters), 1)
	}
	r := s.g.findInPlay(CardRef{ID: "primal-relic"}, 0)
	s.wantInt("Æmber on it", int(s.g.cards[r].aember), 4)
	s.end() // Bob: 13 + 2 + 6 = 21 power
	s.wantAember(1, 4)
	s.wantInt("Æmber on it after", int(s.g.cards[r].aember), 0)
}

// Com. Officer Gross and Hings: "Play: You may search your deck for the
// other, reveal it, and put it into your hand. Shuffle your deck.
// Fight/Reap: Give a +1 power counter to each creature between them (Gross)
// / Draw 1 card for each creature between them (Hings)."
func TestHandSComOfficers(t *testing.T) {
	t.Run("search", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", []string{"com-officer-gross", "com-officer-hings"}, nil)
		s.hand(0, "com-officer-gross")
		s.house("staralliance")
		s.play("com-officer-gross")
		s.words("yes")
		if len(s.g.p[0].hand) != 1 || s.g.def(s.g.p[0].hand[0]).ID != "com-officer-hings" {
			t.Errorf("known hand = %v, want Com. Officer Hings", s.g.p[0].hand)
		}
	})
	t.Run("between", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", []string{"com-officer-gross", "com-officer-hings", "sacro-alien", "dino-alien"}, nil)
		g := s.creature(0, "com-officer-gross")
		a := s.creature(0, "sacro-alien")
		b := s.creature(0, "dino-alien")
		s.creature(0, "com-officer-hings")
		s.house("staralliance")
		s.reap("com-officer-gross")
		s.wantInt("Sacro-Alien's counters", int(s.g.cards[a].counters), 1)
		s.wantInt("Dino-Alien's counters", int(s.g.cards[b].counters), 1)
		s.wantInt("Gross's counters", int(s.g.cards[g].counters), 0)
		hand := s.g.p[0].handSize()
		s.reap("com-officer-hings")
		s.wantInt("hand", s.g.p[0].handSize(), hand+2)
	})
}

// 5C077 (evil twin): "Reap: Destroy another creature with the same power as
// 5C077. You may give 5C077 a +1 power counter or remove a +1 power counter
// from 5C077."
func TestHandS5C077EvilTwin(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"5c077-evil-twin", "4cr-foreseer"}, []string{"hs-dummy", "mastermindy"})
	c := s.creature(0, "5c077-evil-twin")
	s.g.cards[c].counters = 1 // power 3
	d := s.creature(1, "hs-dummy")
	m := s.creature(1, "mastermindy")
	s.house("staralliance")
	s.reap("5c077-evil-twin") // no other creature has power 3: nothing to destroy
	s.wantZone(m, ZoneBattleline)
	s.words("remove")
	s.wantInt("counters", int(s.g.cards[c].counters), 0)
	s.end()
	s.end()
	s.house("staralliance")
	s.reap("5c077-evil-twin") // power 2 now: Mastermindy, the one such creature
	s.wantZone(m, ZoneDiscard)
	s.words("give")
	s.wantInt("counters after", int(s.g.cards[c].counters), 1)
	s.wantZone(d, ZoneBattleline)
}

// 5C077: "Reap: Ready and use another friendly creature with the same
// power as 5C077. …"
func TestHandS5C077(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"5c077", "4cr-foreseer", "hs-windfall"}, nil)
	s.creature(0, "5c077")
	f := s.creature(0, "4cr-foreseer")
	s.g.cards[f].flags |= flExhausted
	s.house("staralliance")
	s.reap("5c077")
	s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "4cr-foreseer"}}, Words: []string{"reap"}})
	s.choose("hs-windfall") // Foreseer's reap: the card taken
	s.words("no")
	s.wantAember(0, 2) // both reaped
	if !s.g.cards[f].has(flExhausted) {
		t.Error("the Foreseer was not used")
	}
}

// Titanic Bumblebird: "Play/After Reap: Destroy an enemy creature. If you
// do, give +1 power counters equal to the destroyed creature's power to a
// friendly creature."
func TestHandSTitanicBumblebird(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"titanic-bumblebird", "sporegorger"}, []string{"sacro-alien"})
	b := s.creature(0, "titanic-bumblebird")
	sp := s.creature(0, "sporegorger")
	sa := s.creature(1, "sacro-alien")
	s.house("untamed")
	s.reap("titanic-bumblebird")
	s.wantRules(s.choose("sacro-alien", "sporegorger"), "")
	s.wantZone(sa, ZoneDiscard)
	s.wantInt("counters", int(s.g.cards[sp].counters), 5)
	s.wantInt("Bumblebird's", int(s.g.cards[b].counters), 0)
}

// Nectarcyte: "After Fight/After Reap: Give Nectarcyte three +1 power
// counters. You may move any number of +1 power counters from Nectarcyte
// to another friendly creature."
func TestHandSNectarcyte(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"nectarcyte", "sporegorger"}, nil)
	n := s.creature(0, "nectarcyte")
	sp := s.creature(0, "sporegorger")
	s.house("untamed")
	s.reap("nectarcyte")
	s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "sporegorger"}}, Words: []string{"2"}}), "")
	s.wantInt("Nectarcyte's", int(s.g.cards[n].counters), 1)
	s.wantInt("Sporegorger's", int(s.g.cards[sp].counters), 2)
}

// Infomancer: "Play: Graft an action card from your hand onto Infomancer.
// (Place it faceup under this card.) Reap: Trigger the play effect of an
// action card grafted onto Infomancer." Fertility Chant's play effect:
// "Your opponent gains 2A." (its bonus icons are not its play effect).
func TestHandSInfomancer(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"infomancer", "fertility-chant"}, nil)
	s.hand(0, "infomancer")
	fc := s.hand(0, "fertility-chant")
	s.house("brobnar")
	s.play("infomancer")
	s.wantRules(s.choose("fertility-chant"), "")
	s.wantZone(fc, ZoneFate)
	i := s.g.findInPlay(CardRef{ID: "infomancer"}, 0)
	s.g.cards[i].flags &^= flExhausted
	s.reap("infomancer")
	s.wantAember(0, 1) // the reap
	s.wantAember(1, 2) // the play effect
	s.wantZone(fc, ZoneFate)
}

// Memolith: "Action: Graft an action card from your hand onto Memolith, or
// trigger the play effect of an action card grafted onto Memolith."
func TestHandSMemolith(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"memolith", "fertility-chant"}, nil)
	s.artifact(0, "memolith")
	fc := s.hand(0, "fertility-chant")
	s.house("brobnar")
	s.do(Action{Verb: VerbAction, Card: CardRef{ID: "memolith"}})
	s.wantRules(s.choose("fertility-chant"), "")
	s.wantZone(fc, ZoneFate)
	s.wantAember(1, 0)
	s.end()
	s.end()
	s.house("brobnar")
	s.do(Action{Verb: VerbAction, Card: CardRef{ID: "memolith"}})
	s.wantRules(s.choose("fertility-chant"), "")
	s.wantAember(1, 2)
}

// Election: "Each creature gains, “After Reap: Put a Yea or a Nay counter
// on Election.” If Election has 6 Yea counters on it, destroy it and
// destroy each creature. If Election has 6 Nay counters on it, destroy
// each artifact."
func TestHandSElection(t *testing.T) {
	for _, vote := range []string{"yea", "nay"} {
		t.Run(vote, func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"election", "eclectic-ambrosius", "memolith"}, nil)
			e := s.artifact(0, "election")
			m := s.artifact(0, "memolith")
			ea := s.creature(0, "eclectic-ambrosius")
			s.g.hsAddCounters(e, vote, 5)
			s.house("saurian")
			s.reap("eclectic-ambrosius")
			s.wantRules(s.words(vote), "")
			if vote == "yea" {
				s.wantZone(e, ZoneDiscard)
				s.wantZone(ea, ZoneDiscard)
				s.wantZone(m, ZoneArtifacts)
			} else {
				s.wantZone(e, ZoneDiscard)
				s.wantZone(m, ZoneDiscard)
				s.wantZone(ea, ZoneBattleline)
			}
		})
	}
}

// Self-Bolstering Automata: "Destroyed: If you have any other creatures in
// play, instead of destroying Self-Bolstering Automata, fully heal it,
// exhaust it, and move it to a flank. If you do, give it two +1 power
// counters."
func TestHandSSelfBolsteringAutomata(t *testing.T) {
	t.Run("with another creature", func(t *testing.T) {
		s := secondTurnScen(t, "logos", []string{"self-bolstering-automata", "xeno-bot", "4cr-foreseer"}, nil)
		s.creature(0, "xeno-bot")
		a := s.creature(0, "self-bolstering-automata")
		s.creature(0, "4cr-foreseer") // Automata in the middle
		s.g.cards[a].damage = 0
		s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "self-bolstering-automata"}})
		s.wantZone(a, ZoneBattleline)
		s.wantInt("counters", int(s.g.cards[a].counters), 2)
		if !s.g.cards[a].has(flExhausted) {
			t.Error("it is not exhausted")
		}
		if line := s.g.p[0].line; line[0] != a && line[len(line)-1] != a {
			t.Errorf("it is not on a flank: %v", line)
		}
	})
	t.Run("alone", func(t *testing.T) {
		s := secondTurnScen(t, "logos", []string{"self-bolstering-automata"}, []string{"hs-dummy"})
		a := s.creature(0, "self-bolstering-automata")
		s.creature(1, "hs-dummy") // an enemy creature does not count
		s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "self-bolstering-automata"}})
		s.wantZone(a, ZoneDiscard)
	})
}

// Screeyan: "At the end of your turn, your opponent discards the top card
// of their deck. Your opponent cannot choose the house of the discarded
// card during their next “choose a house” step."
func TestHandSScreeyan(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"screeyan"}, []string{"mastermindy"})
	s.creature(0, "screeyan")
	s.end()
	s.wantRules(s.choose("mastermindy"), "")
	s.wantInt("Bob's discard", len(s.g.p[1].discard), 1)
	s.wantRules(s.house("shadows"), "house-choice")
	t.Run("another house", func(t *testing.T) {
		s := secondTurnScen(t, "brobnar", []string{"screeyan"}, []string{"mastermindy"})
		s.creature(0, "screeyan")
		s.end()
		s.choose("mastermindy")
		s.wantRules(s.house("logos"), "")
	})
}

// Suggestion Box: "This creature gains, “After Reap: Look at the top 5
// cards of your deck. Add 1 to your hand and discard the others.”"
func TestHandSSuggestionBox(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"suggestion-box", "hs-trader", "hs-windfall", "hs-martian", "xeno-bot", "mastermindy", "sacro-alien"}, nil)
	s.hand(0, "suggestion-box")
	s.creature(0, "hs-trader")
	s.house("ekwidon")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "suggestion-box"}, Target: CardRef{ID: "hs-trader"}}), "")
	p := &s.g.p[0]
	hand, deck := p.handSize(), p.deckSize()
	s.reap("hs-trader")
	s.wantRules(s.choose("hs-windfall", "hs-martian", "xeno-bot", "mastermindy", "sacro-alien"), "")
	s.wantInt("hand", p.handSize(), hand+1)
	s.wantInt("deck", p.deckSize(), deck-5)
	s.wantInt("discard", len(p.discard), 4)
	if len(p.hand) != 1 || s.g.def(p.hand[0]).ID != "hs-windfall" {
		t.Errorf("known hand = %v, want Windfall", p.hand)
	}
}

// Biome Discovery: "Play: If the tide is high, you may look at the top 2
// cards of your deck and discard 1 of them. Otherwise, raise the tide."
func TestHandSBiomeDiscovery(t *testing.T) {
	t.Run("tide low", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", []string{"biome-discovery"}, nil)
		s.hand(0, "biome-discovery")
		s.house("staralliance")
		s.play("biome-discovery")
		if !s.g.p[0].tide {
			t.Error("the tide is not raised")
		}
		s.wantInt("chains", s.g.p[0].chains, 0)
	})
	t.Run("tide high", func(t *testing.T) {
		s := secondTurnScen(t, "staralliance", []string{"biome-discovery", "hs-martian"}, nil)
		s.hand(0, "biome-discovery")
		s.g.p[0].tide = true
		s.house("staralliance")
		s.play("biome-discovery")
		s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"yes"}, Cards: []CardRef{{ID: "hs-martian"}}}), "")
		s.wantInt("discard", len(s.g.p[0].discard), 2) // Biome Discovery and the Martian
	})
}

// Banshee Suit: "This creature gains, “Destroyed: Archive this creature and
// the top 2 cards of your discard pile.”"
func TestHandSBansheeSuit(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"banshee-suit", "xeno-bot", "hs-windfall", "hs-martian"}, nil)
	s.hand(0, "banshee-suit")
	xb := s.creature(0, "xeno-bot")
	w := s.take(0, "hs-windfall")
	s.g.put(w, ZoneDiscard)
	m := s.take(0, "hs-martian")
	s.g.put(m, ZoneDiscard)
	s.house("geistoid")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "banshee-suit"}, Target: CardRef{ID: "xeno-bot"}}), "")
	s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "xeno-bot"}})
	s.wantZone(xb, ZoneArchives)
	s.wantZone(m, ZoneArchives) // the suit went on top of the discard pile first: it and the Martian
	s.wantZone(w, ZoneDiscard)
	s.wantInt("archives", len(s.g.p[0].archive), 3)
}

// Lightbearer Kelvin: "After Fight: Discard the bottom card of a player’s
// deck. If it is a creature, put it into play under your control."
func TestHandSLightbearerKelvin(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"lightbearer-kelvin"}, []string{"hs-dummy", "mastermindy"})
	s.creature(0, "lightbearer-kelvin")
	s.creature(1, "hs-dummy")
	s.house("sanctum")
	s.fight("lightbearer-kelvin", "hs-dummy")
	s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"theirs"}, Cards: []CardRef{{ID: "mastermindy"}}}), "")
	m := s.g.findInPlay(CardRef{ID: "mastermindy"}, 0)
	if m < 0 || s.g.cards[m].controller != 0 {
		t.Error("Mastermindy is not in play under Alice's control")
	}
}

// The Big One: "After a creature is played, put a fuse counter on The Big
// One. If there are 10 or more fuse counters on The Big One, destroy each
// creature and artifact."
func TestHandSTheBigOne(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"the-big-one", "screeyan", "hs-windfall"}, []string{"mastermindy", "mastermindy", "hs-dummy"})
	b := s.artifact(0, "the-big-one")
	s.g.hsAddCounters(b, "fuse", 8)
	s.hand(0, "screeyan")
	s.hand(0, "hs-windfall")
	d := s.creature(1, "hs-dummy")
	s.house("brobnar")
	s.play("screeyan")
	s.wantInt("fuse", s.g.hsCounters(b, "fuse"), 9)
	s.end()
	s.choose("mastermindy") // Screeyan's discard
	s.hand(1, "mastermindy")
	s.house("shadows")
	s.play("mastermindy") // the opponent's creature counts too
	s.wantZone(b, ZoneDiscard)
	s.wantZone(d, ZoneDiscard)
}

// Hallafest: "Play: Search your deck and discard pile for up to 4 Bräkken
// cards with different names. … Gain chains equal to the number of cards
// put into your hand in this way."
func TestHandSHallafest(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"hallafest", "harmal-atoon", "vulka"}, nil)
	s.hand(0, "hallafest")
	v := s.take(0, "vulka")
	s.g.put(v, ZoneDiscard)
	s.house("brobnar")
	s.play("hallafest")
	s.wantRules(s.choose("harmal-atoon", "vulka"), "")
	s.wantZone(v, ZoneHand) // the deck holds no other Vulka: the discard pile's
	s.wantInt("chains", s.g.p[0].chains, 2)
	s.wantInt("known hand", len(s.g.p[0].hand), 2)
}

// Horizon Saber: "Play/After Fight/After Reap: Search your deck and discard
// pile for a card, reveal it, and put it into your archives. Shuffle your
// discard pile into your deck."
func TestHandSHorizonSaber(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"horizon-saber", "horizon-saber2", "hs-windfall", "hs-martian"}, nil)
	s.creature(0, "horizon-saber")
	m := s.take(0, "hs-martian")
	s.g.put(m, ZoneDiscard)
	s.house("logos")
	s.reap("horizon-saber")
	s.wantRules(s.choose("hs-windfall"), "")
	s.wantInt("known archives", len(s.g.p[0].archive), 1)
	s.wantInt("discard", len(s.g.p[0].discard), 0) // shuffled into the deck
}

// Digging Up the Monster: "Play: Search your deck and discard pile for two
// halves of a gigantic creature and reveal them. Put them on top of your
// deck in any order."
func TestHandSDiggingUpTheMonster(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"digging-up-the-monster", "deusillus", "deusillus2"}, nil)
	s.hand(0, "digging-up-the-monster")
	s.house("dis")
	s.play("digging-up-the-monster")
	s.wantRules(s.choose("deusillus2", "deusillus"), "")
	top := s.g.p[0].deckTop
	if len(top) != 2 || s.g.def(top[1]).ID != "deusillus" {
		t.Errorf("known top of the deck = %v, want Deusillus on top of its other half", top)
	}
}

// Red Aeronaut: "Play: Search your deck and discard pile for a Nautilixian
// and put it into play, then shuffle your deck. Action: A friendly
// Nautilixian gets +5 power for the remainder of the turn."
func TestHandSRedAeronaut(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"red-aeronaut", "nautilixian"}, nil)
	s.hand(0, "red-aeronaut")
	s.house("mars")
	s.play("red-aeronaut")
	s.wantRules(s.choose("nautilixian"), "")
	n := s.g.findInPlay(CardRef{ID: "nautilixian"}, 0)
	if n < 0 {
		t.Fatal("no Nautilixian in play")
	}
	s.end()
	s.end()
	s.house("mars")
	s.do(Action{Verb: VerbAction, Card: CardRef{ID: "red-aeronaut"}})
	s.wantInt("Nautilixian's power", s.g.power(n), 11)
}

// Bear Flute: "Action: Fully heal an Ancient Bear. If there are no Ancient
// Bears in play, search your deck and discard pile and put each Ancient
// Bear from them into your hand. If you do, shuffle your discard pile into
// your deck."
func TestHandSBearFlute(t *testing.T) {
	t.Run("a bear in play", func(t *testing.T) {
		s := secondTurnScen(t, "untamed", []string{"bear-flute", "ancient-bear"}, nil)
		s.artifact(0, "bear-flute")
		b := s.creature(0, "ancient-bear")
		s.g.cards[b].damage = 3
		s.house("untamed")
		s.do(Action{Verb: VerbAction, Card: CardRef{ID: "bear-flute"}})
		s.wantDamage(b, 0)
	})
	t.Run("no bear in play", func(t *testing.T) {
		s := secondTurnScen(t, "untamed", []string{"bear-flute", "ancient-bear", "ancient-bear", "hs-martian"}, nil)
		s.artifact(0, "bear-flute")
		m := s.take(0, "hs-martian")
		s.g.put(m, ZoneDiscard)
		s.house("untamed")
		s.do(Action{Verb: VerbAction, Card: CardRef{ID: "bear-flute"}})
		s.wantRules(s.choose("ancient-bear", "ancient-bear"), "")
		s.wantInt("known hand", len(s.g.p[0].hand), 2)
		s.wantZone(m, ZoneUnknown) // the discard pile shuffled into the deck
	})
}

// Niffle Kong: "Play: Search your deck and discard pile for any number of
// Niffle creatures, reveal them, and put them into your hand. Shuffle your
// deck. Fight/Reap: You may destroy a friendly Niffle creature. If you do,
// deal 3D to a creature, steal 1A, and destroy an enemy artifact."
func TestHandSNiffleKong(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"niffle-kong", "niffle-kong2", "hs-niffle-ape", "hs-niffle-ape"}, []string{"sacro-alien", "future-booster"})
	s.creature(0, "niffle-kong")
	a := s.creature(0, "hs-niffle-ape")
	sa := s.creature(1, "sacro-alien")
	fb := s.artifact(1, "future-booster")
	s.g.p[1].aember = 2
	s.house("untamed")
	s.reap("niffle-kong")
	s.wantRules(s.choose("hs-niffle-ape"), "") // the destroy: yes, this one
	s.wantZone(a, ZoneDiscard)
	s.wantRules(s.choose("sacro-alien", "future-booster"), "")
	s.wantDamage(sa, 1) // 3D less 2 armor
	s.wantZone(fb, ZoneDiscard)
	s.wantAember(0, 2) // the reap and the steal
	s.wantAember(1, 1)
}

// Elenya the Charming: "After you forge a key, give control of the most
// powerful friendly creature to your opponent."
func TestHandSElenyaTheCharming(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"elenya-the-charming", "sacro-alien"}, nil)
	s.creature(0, "elenya-the-charming")
	sa := s.creature(0, "sacro-alien")
	s.g.p[0].aember = 10
	s.end()
	s.end() // Alice forges at the start of her turn
	s.wantInt("Sacro-Alien's controller", int(s.g.cards[sa].controller), 1)
}

// Curse of Disappearances: "At the end of your turn, put a friendly
// creature into your opponent’s archives. If that card leaves their
// archives, put it into its owner's hand instead."
func TestHandSCurseOfDisappearances(t *testing.T) {
	s := secondTurnScen(t, "mars", []string{"curse-of-disappearances", "hs-martian"}, nil)
	s.artifact(0, "curse-of-disappearances")
	m := s.creature(0, "hs-martian")
	s.end()
	s.wantZone(m, ZoneArchives)
	if !slices.Contains(s.g.p[1].archive, m) {
		t.Error("the Martian is not in Bob's archives")
	}
}

// Curse of Obstinacy: "At the end of your turn, stun each friendly
// non-flank creature that shares a house with one of its neighbors."
func TestHandSCurseOfObstinacy(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"curse-of-obstinacy", "sacro-alien", "dino-alien", "hs-martian", "umbra-alien"}, nil)
	s.artifact(0, "curse-of-obstinacy")
	s.creature(0, "sacro-alien")
	d := s.creature(0, "dino-alien")
	m := s.creature(0, "hs-martian")
	s.creature(0, "umbra-alien")
	s.end()
	if !s.g.cards[d].has(flStunned) || s.g.cards[m].has(flStunned) {
		t.Error("Obstinacy stuns the wrong creatures")
	}
}

// Ol’ Paddy (evil twin): "Reap: Discard the bottom card of your opponent's
// deck, or the bottom 3 cards instead if the tide is high. Destroy a
// creature that shares a house with 1 of the discarded cards."
func TestHandSOlPaddyEvilTwin(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"ol--paddy-evil-twin"}, []string{"mastermindy", "xeno-bot", "sacro-alien", "hs-dummy"})
	s.creature(0, "ol--paddy-evil-twin")
	d := s.creature(1, "hs-dummy")
	s.g.p[0].tide = true
	s.house("untamed")
	s.reap("ol--paddy-evil-twin")
	s.wantRules(s.choose("xeno-bot", "sacro-alien", "mastermindy", "hs-dummy"), "")
	s.wantInt("Bob's discard", len(s.g.p[1].discard), 4)
	s.wantZone(d, ZoneDiscard)
}

// Near-Future Lens: "Omni: Play the top card of your deck as is it
// belonged to the active house and was in your hand."
func TestHandSNearFutureLens(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"near-future-lens", "hs-windfall"}, nil)
	s.artifact(0, "near-future-lens")
	s.house("staralliance")
	s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "near-future-lens"}})
	s.wantRules(s.choose("hs-windfall"), "")
	s.wantAember(0, 2) // Windfall played: its bonus icons
}

// SLRS Austeralis: "Action: Exhaust up to 3 friendly Logos creatures. For
// each creature exhausted this way, play the top card of your deck, one at
// a time."
func TestHandSSLRSAusteralis(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"slrs-austeralis", "xeno-bot", "4cr-foreseer", "hs-windfall", "hs-windfall"}, nil)
	s.artifact(0, "slrs-austeralis")
	s.creature(0, "xeno-bot")
	s.creature(0, "4cr-foreseer")
	s.house("logos")
	s.do(Action{Verb: VerbAction, Card: CardRef{ID: "slrs-austeralis"}})
	s.wantRules(s.choose("xeno-bot", "4cr-foreseer"), "")
	s.wantRules(s.choose("hs-windfall"), "")
	s.wantRules(s.choose("hs-windfall"), "")
	s.wantAember(0, 4) // two Windfalls played
}

// Gambling Den: "At the start of each player’s turn, that player may name
// a house. If they do, reveal the top card of their deck. If it is of the
// named house, they gain 2A. Otherwise, they lose 2A."
func TestHandSGamblingDen(t *testing.T) {
	for _, c := range []struct {
		house House
		want  int
	}{{"shadows", 5}, {"logos", 1}} {
		t.Run(string(c.house), func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"gambling-den"}, []string{"mastermindy"})
			s.artifact(0, "gambling-den")
			s.g.p[1].aember = 3
			s.end() // Bob's turn starts
			s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{string(c.house)}, Cards: []CardRef{{ID: "mastermindy"}}}), "")
			s.wantAember(1, c.want)
		})
	}
}

// Platopelta: "After Reap: If Platopelta has a wisdom counter, draw 1
// card, archive 1 card, and you may put a wisdom counter on Aristotlmimus.
// Otherwise, archive 1 card."
func TestHandSPlatopelta(t *testing.T) {
	for _, wise := range []bool{true, false} {
		t.Run("", func(t *testing.T) {
			s := secondTurnScen(t, "saurian", []string{"platopelta", "aristotlmimus", "hs-windfall"}, nil)
			pp := s.creature(0, "platopelta")
			a := s.creature(0, "aristotlmimus")
			s.hand(0, "hs-windfall")
			if wise {
				s.g.hsAddCounters(pp, "wisdom", 1)
			}
			p := &s.g.p[0]
			hand := p.handSize()
			s.house("saurian")
			s.reap("platopelta")
			s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "hs-windfall"}}, Words: []string{"yes"}}), "")
			s.wantInt("known archives", len(p.archive), 1)
			if wise {
				s.wantInt("hand", p.handSize(), hand) // one drawn, one archived
				s.wantInt("Aristotlmimus's wisdom", s.g.hsCounters(a, "wisdom"), 1)
			} else {
				s.wantInt("hand", p.handSize(), hand-1)
				s.wantInt("Aristotlmimus's wisdom", s.g.hsCounters(a, "wisdom"), 0)
			}
		})
	}
}

// Aristotlmimus: "After Reap: If Aristotlmimus has a wisdom counter, draw
// 1 card, archive 1 card, and play a card from your archives. Otherwise,
// you may play a card from your archives."
func TestHandSAristotlmimus(t *testing.T) {
	s := secondTurnScen(t, "saurian", []string{"aristotlmimus", "hs-windfall", "hs-martian"}, nil)
	a := s.creature(0, "aristotlmimus")
	s.g.hsAddCounters(a, "wisdom", 1)
	w := s.take(0, "hs-windfall")
	s.g.put(w, ZoneArchives)
	s.hand(0, "hs-martian")
	s.house("saurian")
	s.reap("aristotlmimus")
	s.wantRules(s.choose("hs-martian", "hs-windfall"), "")
	s.wantAember(0, 3) // the reap, and Windfall played from the archives
	s.wantZone(w, ZoneDiscard)
	if len(s.g.p[0].archive) != 1 || s.g.def(s.g.p[0].archive[0]).ID != "hs-martian" {
		t.Errorf("archives = %v, want the Martian", s.g.p[0].archive)
	}
}

// Resonant Orb: "After Reap: Discard the top card of your deck. If it is a
// creature, destroy an enemy creature and put the discarded card into
// play. If you do, repeat the preceding effect."
func TestHandSResonantOrb(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"resonant-orb", "sporegorger", "hs-windfall"}, []string{"hs-dummy", "mastermindy"})
	s.creature(0, "resonant-orb")
	d := s.creature(1, "hs-dummy")
	m := s.creature(1, "mastermindy")
	s.house("untamed")
	s.reap("resonant-orb")
	s.wantRules(s.choose("sporegorger", "hs-dummy", "hs-windfall"), "")
	s.wantZone(d, ZoneDiscard)
	s.wantZone(m, ZoneBattleline) // Windfall is no creature: it stops
	if s.g.findInPlay(CardRef{ID: "sporegorger"}, 0) < 0 {
		t.Error("the Sporegorger discarded is not in play")
	}
	s.wantInt("Alice's discard", len(s.g.p[0].discard), 1)
}

// Neutron Shark: "Play/Fight/Reap: Destroy an enemy creature or artifact
// and a friendly creature or artifact. Discard the top card of your deck.
// If that card is not a Logos card, trigger this effect again."
func TestHandSNeutronShark(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"neutron-shark", "slrs-austeralis", "4cr-foreseer", "hs-martian", "hs-windfall"}, []string{"hs-dummy", "future-booster"})
	s.creature(0, "neutron-shark")
	sl := s.artifact(0, "slrs-austeralis")
	f := s.creature(0, "4cr-foreseer")
	d := s.creature(1, "hs-dummy")
	fb := s.artifact(1, "future-booster")
	s.house("logos")
	s.reap("neutron-shark")
	s.wantRules(s.choose("hs-dummy", "slrs-austeralis", "hs-martian", "future-booster", "4cr-foreseer", "hs-windfall"), "")
	for _, id := range []int16{sl, f, d, fb} {
		s.wantZone(id, ZoneDiscard)
	}
	s.wantInt("Alice's discard", len(s.g.p[0].discard), 4) // two destroyed, two discarded: Windfall (Logos) stops it
}

// Borr Nit and Borr Nit’s Touch: "Reveal the top 5 cards of a player’s
// deck. Purge a card revealed this way. Shuffle the other revealed cards
// into that deck."
func TestHandSBorrNit(t *testing.T) {
	t.Run("borr-nit", func(t *testing.T) {
		s := secondTurnScen(t, "dis", []string{"borr-nit"}, []string{"mastermindy"})
		s.creature(0, "borr-nit")
		deck := s.g.p[1].deckSize()
		s.house("dis")
		s.reap("borr-nit")
		s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"theirs"}, Cards: []CardRef{{ID: "mastermindy"}}}), "")
		s.wantInt("Bob's deck", s.g.p[1].deckSize(), deck-1)
		s.wantInt("Bob's purged", len(s.g.p[1].purged), 1)
	})
	t.Run("borr-nit-s-touch", func(t *testing.T) {
		s := secondTurnScen(t, "dis", []string{"borr-nit-s-touch", "hs-windfall"}, nil)
		s.hand(0, "borr-nit-s-touch")
		s.house("dis")
		s.play("borr-nit-s-touch")
		s.wantRules(s.do(Action{Verb: VerbChoose, Words: []string{"mine"}, Cards: []CardRef{{ID: "hs-windfall"}}}), "")
		s.wantInt("Alice's purged", len(s.g.p[0].purged), 1)
	})
}

// Envoy of Ekwirrĕ: "After Reap: Swap Envoy of Ekwirrĕ with one of its
// neighbors. Also swap all A, damage, counters, and upgrades on these
// creatures."
func TestHandSEnvoyOfEkwirre(t *testing.T) {
	s := secondTurnScen(t, "ekwidon", []string{"envoy-of-ekwirrĕ", "hs-trader", "suggestion-box"}, nil)
	e := s.creature(0, "envoy-of-ekwirrĕ")
	tr := s.creature(0, "hs-trader")
	s.g.cards[tr].aember, s.g.cards[tr].damage, s.g.cards[tr].counters = 2, 1, 3
	s.g.hsAddCounters(tr, "wisdom", 1)
	s.g.cards[e].damage = 2
	s.hand(0, "suggestion-box")
	s.house("ekwidon")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "suggestion-box"}, Target: CardRef{ID: "hs-trader"}}), "")
	s.reap("envoy-of-ekwirrĕ")
	if line := s.g.p[0].line; line[0] != tr || line[1] != e {
		t.Errorf("battleline = %v, want the Trader then the Envoy", line)
	}
	s.wantInt("Envoy's Æmber", int(s.g.cards[e].aember), 2)
	s.wantDamage(e, 1)
	s.wantDamage(tr, 2)
	s.wantInt("Envoy's counters", int(s.g.cards[e].counters), 3)
	s.wantInt("Envoy's wisdom", s.g.hsCounters(e, "wisdom"), 1)
	s.wantInt("Trader's wisdom", s.g.hsCounters(tr, "wisdom"), 0)
	for _, u := range s.g.upList {
		s.wantInt("upgrade's creature", int(s.g.cards[u].parent), int(e))
	}
}
