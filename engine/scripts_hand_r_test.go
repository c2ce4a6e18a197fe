package engine

import (
	"slices"
	"testing"
)

// Tests of scripts_hand_r.go: each card's ability on a board, and the
// state after it.

func init() { hrAddCards() }

// hrAddCards adds the facts (keyteki packs) of the cards these tests use.
func hrAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr, ac, ar, up := TypeCreature, TypeAction, TypeArtifact, TypeUpgrade
	tr := func(t ...string) []string { return t }
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("alaka", "Alaka", "brobnar", cr, 4, 0, 0, tr("giant"))
	add("mega-alaka", "Mega Alaka", "brobnar", cr, 6, 0, 0, tr("giant"))
	add("nightforge", "Nightforge", "shadows", ac, 0, 0, 1, nil)
	add("overrun", "Overrun", "brobnar", ac, 0, 0, 1, nil)
	add("recruit", "Recruit", "saurian", ac, 0, 0, 0, nil)
	add("sneaky-feats", "Sneaky Feats", "shadows", ac, 0, 0, 0, nil)
	add("key-hammer", "Key Hammer", "dis", ac, 0, 0, 1, nil)
	add("tendrils-of-pain", "Tendrils of Pain", "dis", ac, 0, 0, 1, nil)
	add("sloth", "Sloth", "dis", cr, 5, 0, 0, tr("demon", "sin"))
	add("giant-sloth", "Giant Sloth", "untamed", cr, 6, 0, 0, tr("beast"))
	add("earthbind", "Earthbind", "untamed", up, 0, 0, 1, nil)
	add("spectral-ruth", "Spectral Ruth", "brobnar", cr, 1, 0, 0, tr("specter"))
	add("redlock", "Redlock", "shadows", cr, 3, 0, 0, tr("elf", "thief"), kw(Skirmish, 0))
	add("smiling-ruth", "Smiling Ruth", "shadows", cr, 1, 0, 0, tr("elf", "thief"), kw(Elusive, 0))
	add("epic-quest", "Epic Quest", "sanctum", ar, 0, 0, 0, tr("quest"))
	add("curse-of-cowardice", "Curse of Cowardice", "brobnar", ar, 0, 0, 0, tr("curse"), kw(Treachery, 0))
	add("rack-of-redemption", "Rack of Redemption", "redemption", ar, 0, 0, 0, tr("item"))
	add("treasure-map", "Treasure Map", "shadows", ac, 0, 0, 1, nil)
	add("traumatic-echo", "Traumatic Echo", "dis", ac, 0, 0, 0, nil)
	add("gladiodontus", "Gladiodontus", "saurian", cr, 15, 0, 0, tr("mutant"))
	add("titanarpon", "Titanarpon", "brobnar", cr, 4, 0, 0, tr("beast"), kw(Elusive, 0))
	add("speed-sigil", "Speed Sigil", "shadows", ar, 0, 0, 1, tr("power"))
	add("corsair", "Corsair", "skyborn", TypeTokenCreature, 2, 0, 0, tr("raptrix"))
	add("sir-lorcas", "Sir Lorcas", "skyborn", cr, 5, 1, 0, tr("human", "knight"))
	add("the-red-baron", "The Red Baron", "skyborn", cr, 4, 1, 0, tr("cyborg", "pirate"))
	add("skulking-saboteurs", "Skulking Saboteurs", "skyborn", cr, 2, 0, 0, tr("stormkin"), kw(Elusive, 0))
	add("indigo-halyard", "Indigo Halyard", "skyborn", cr, 5, 0, 0, tr("human", "halyard"))
	add("razor-s-gambit", "Razor’s Gambit", "skyborn", ar, 0, 0, 0, tr("item"))
	add("shrewd-investor", "Shrewd Investor", "ekwidon", cr, 4, 0, 0, tr("getrookya", "merchant"), kw(Elusive, 0))
	add("aerial-pedlar", "Aerial Pedlar", "ekwidon", cr, 3, 0, 0, tr("getrookya", "merchant"))
	add("transposition-sandals", "Transposition Sandals", "logos", up, 0, 0, 1, nil)
	add("fila-the-researcher", "Fila the Researcher", "logos", cr, 1, 0, 0, tr("human", "scientist"), kw(Elusive, 0))
	add("the-promised-blade", "The Promised Blade", "sanctum", ar, 0, 0, 1, tr("weapon"))
	add("viscount-of-aerys", "Viscount of Aerys", "skyborn", cr, 2, 0, 0, tr("adagion", "artisan"))
	add("sonic-waver", "Sonic Waver", "mars", ar, 0, 0, 0, tr("power"))
	add("ekwirrĕ-s-fulcrum", "Ekwirrĕ’s Fulcrum", "ekwidon", ar, 0, 0, 1, tr("item"))
	add("ransom", "Ransom", "ekwidon", up, 0, 0, 0, nil)
	add("corporal-bridger", "Corporal Bridger", "staralliance", cr, 4, 0, 0, tr("human"))
	add("j43g3r-v", "J43G3R V", "staralliance", cr, 8, 2, 0, tr("robot"))
	add("arcenomometer", "Arcenomometer", "logos", ar, 0, 0, 0, tr("item"))
	add("envyx-glider", "Envyx Glider", "mars", cr, 5, 0, 0, tr("scientist", "martian"))
	add("lucky-dice", "Lucky Dice", "shadows", ar, 0, 0, 1, tr("item"))
	add("witch-of-the-wilds", "Witch of the Wilds", "untamed", cr, 4, 0, 0, tr("beast", "witch"))
	add("tangrant", "Tangrant", "mars", cr, 4, 0, 0, tr("beast"))
	add("rose-of-sharon", "Rose of Sharon", "skyborn", cr, 3, 1, 0, tr("ship"), kw(Deploy, 0), kw(Elusive, 0))
	add("bracchanalia", "Bracchanalia", "saurian", ar, 0, 0, 1, tr("treasure"))
	add("nautilixian", "Nautilixian", "mars", cr, 6, 4, 0, tr("robot"))
	add("friendly-guide", "Friendly Guide", "staralliance", cr, 3, 0, 0, tr("alien"), kw(Elusive, 0))
	add("phantasmaquid", "Phantasmaquid", "dis", cr, 6, 0, 0, tr("beast"))
	add("dark-memento", "Dark Memento", "geistoid", ar, 0, 0, 1, tr("item"))
	// Cards of the tests only.
	add("hr-knight", "Little Knight", "sanctum", cr, 3, 1, 0, tr("human", "knight"))
	add("hr-prayer", "Little Prayer", "sanctum", ac, 0, 0, 0, nil)
	add("hr-hymn", "Little Hymn", "sanctum", ac, 0, 0, 0, nil)
	add("hr-scholar", "Little Scholar", "logos", cr, 2, 0, 0, tr("human"))
	add("hr-martian", "Little Martian", "mars", cr, 2, 0, 0, tr("martian"))
	add("hr-pilot", "Little Pilot", "brobnar", cr, 3, 0, 0, tr("human", "pilot"))
	add("hr-mutant", "Little Mutant", "redemption", cr, 2, 0, 0, tr("mutant"))
	add("hr-mutant-too", "Other Mutant", "redemption", cr, 2, 0, 0, tr("mutant"))
}

// hrScen is a scenario on Alice's second turn (step 1: she may still
// forge) with the houses given.
func hrScen(t *testing.T, houses [3]House, alice, bob []string) *scen {
	t.Helper()
	s := housesScen(t, houses, bobHouses, alice, bob)
	s.end()
	s.end()
	return s
}

// hrForgeNow has Alice forge a key in her step 1 (6A given her first).
func (s *scen) hrForgeNow() {
	s.t.Helper()
	s.g.p[0].aember += 6
	s.wantRules(s.do(Action{Verb: VerbForge}), "")
}

// hrReady reports whether card id is ready.
func (s *scen) hrReady(id int16) bool { return !s.g.cards[id].has(flExhausted) }

// hrEntersReadyAfterFight tests Alaka and Mega Alaka: ready after a
// friendly fight this turn, exhausted after a reap only.
func hrEntersReadyAfterFight(t *testing.T, id string) {
	for _, fought := range []bool{true, false} {
		s := hrScen(t, [3]House{"brobnar", "dis", "sanctum"}, []string{id, "krump"}, []string{"bad-penny"})
		s.creature(0, "krump")
		s.creature(1, "bad-penny")
		a := s.hand(0, id)
		s.house("brobnar")
		if fought {
			s.wantRules(s.fight("krump", "bad-penny"), "")
		} else {
			s.wantRules(s.reap("krump"), "")
		}
		s.wantRules(s.play(id), "")
		if s.hrReady(a) != fought {
			t.Errorf("%s after a fight %v: ready %v", id, fought, s.hrReady(a))
		}
	}
}

// Alaka: "If you have used a creature to fight this turn, Alaka enters
// play ready."
func TestHandRAlaka(t *testing.T) { hrEntersReadyAfterFight(t, "alaka") }

// Mega Alaka: the same as Alaka.
func TestHandRMegaAlaka(t *testing.T) { hrEntersReadyAfterFight(t, "mega-alaka") }

// Nightforge: "Play: If you have not forged a key this turn, you may
// forge a key at +4A current cost."
func TestHandRNightforge(t *testing.T) {
	t.Run("not forged: forges at +4", func(t *testing.T) {
		s := hrScen(t, [3]House{"shadows", "dis", "sanctum"}, []string{"nightforge"}, nil)
		s.hand(0, "nightforge")
		s.house("shadows") // (Æmber given before would be forged now)
		s.g.p[0].aember = 10
		s.wantRules(s.play("nightforge"), "")
		s.wantRules(s.words("yes"), "")
		s.wantInt("keys", s.g.p[0].keyCount(), 1)
		s.wantAember(0, 1) // 10 + 1 bonus - 10
	})
	t.Run("forged this turn: nothing", func(t *testing.T) {
		s := hrScen(t, [3]House{"shadows", "dis", "sanctum"}, []string{"nightforge"}, nil)
		s.hand(0, "nightforge")
		s.hrForgeNow()
		s.house("shadows")
		s.g.p[0].aember = 10
		s.wantRules(s.play("nightforge"), "")
		if w, ok := s.g.Waiting(); ok {
			t.Errorf("Nightforge waits for %q after a key forged this turn", w)
		}
		s.wantInt("keys", s.g.p[0].keyCount(), 1)
		s.wantAember(0, 11)
	})
}

// Overrun: "Play: If 3 or more enemy creatures have been destroyed this
// turn, your opponent loses 2A."
func TestHandROverrun(t *testing.T) {
	for _, kills := range []int{2, 3} {
		s := hrScen(t, [3]House{"brobnar", "dis", "sanctum"}, []string{"overrun", "troll", "bumpsy", "valdr"}, []string{"bad-penny", "silvertooth", "flarie"})
		attackers := []string{"troll", "bumpsy", "valdr"} // (not Krump: it makes Bob lose 1A)
		victims := []string{"bad-penny", "silvertooth", "flarie"}
		for i := range 3 {
			s.creature(0, attackers[i])
			s.creature(1, victims[i])
		}
		s.hand(0, "overrun")
		s.g.p[1].aember = 5
		s.house("brobnar")
		for i := range kills {
			s.wantRules(s.fight(attackers[i], victims[i]), "")
		}
		s.wantRules(s.play("overrun"), "")
		s.wantAember(1, map[int]int{2: 5, 3: 3}[kills])
	}
}

// hrArchivedIf tests an action that makes a token and archives itself
// when the player did something this turn (did).
func hrArchivedIf(t *testing.T, id string, h House, did func(s *scen, c int16)) {
	for _, done := range []bool{false, true} {
		s := hrScen(t, [3]House{h, "dis", "sanctum"}, []string{id, "krump", "catena-fiend"}, nil)
		c := s.creature(0, "krump")
		a := s.hand(0, id)
		s.house(h)
		if done {
			did(s, c)
		}
		s.wantRules(s.play(id), "")
		s.wantInt("creatures", len(s.g.p[0].line), 2)
		s.wantZone(a, map[bool]Zone{false: ZoneDiscard, true: ZoneArchives}[done])
	}
}

// Recruit: "Play: Make a token creature. If you exalted a friendly
// creature this turn, archive Recruit."
func TestHandRRecruit(t *testing.T) {
	hrArchivedIf(t, "recruit", "saurian", func(s *scen, c int16) { s.g.exalt(c) })
}

// Sneaky Feats: "Play: Make a token creature. If you have stolen at least
// 1A this turn, archive Sneaky Feats."
func TestHandRSneakyFeats(t *testing.T) {
	hrArchivedIf(t, "sneaky-feats", "shadows", func(s *scen, _ int16) {
		s.g.p[1].aember = 2
		s.g.steal(0, 1)
	})
}

// hrBobForged is a game on Alice's second turn where Bob forged a key on
// his turn just before (forgedLast), or on Alice's first turn only.
func hrBobForged(t *testing.T, alice []string, forgedLast bool) *scen {
	s := housesScen(t, [3]House{"dis", "brobnar", "sanctum"}, bobHouses, alice, []string{"troll"})
	if !forgedLast {
		s.g.forge(1, KeyRed, 0) // not on a turn of his
	}
	s.end()
	if forgedLast {
		s.g.p[1].aember = 6
		s.wantRules(s.do(Action{Verb: VerbForge}), "")
	}
	s.end()
	return s
}

// Key Hammer: "Play: If your opponent forged a key on their previous
// turn, unforge it. Your opponent gains 6A."
func TestHandRKeyHammer(t *testing.T) {
	for _, last := range []bool{true, false} {
		s := hrBobForged(t, []string{"key-hammer"}, last)
		s.hand(0, "key-hammer")
		s.house("dis")
		before := s.aember(1)
		s.wantRules(s.play("key-hammer"), "")
		s.wantInt("Bob's keys", s.g.p[1].keyCount(), map[bool]int{true: 0, false: 1}[last])
		s.wantAember(1, before+6)
	}
}

// Tendrils of Pain: "Play: Deal 1D to each creature. Deal an additional
// 3D to each creature if your opponent forged a key on their previous
// turn."
func TestHandRTendrilsOfPain(t *testing.T) {
	for _, last := range []bool{true, false} {
		s := hrBobForged(t, []string{"tendrils-of-pain", "krump"}, last)
		tr := s.creature(1, "troll")
		k := s.creature(0, "krump")
		s.hand(0, "tendrils-of-pain")
		s.house("dis")
		s.wantRules(s.play("tendrils-of-pain"), "")
		want := map[bool]int{true: 4, false: 1}[last]
		s.wantDamage(tr, want)
		s.wantDamage(k, want)
	}
}

// Sloth: "At the end of your turn, if you did not use any creatures this
// turn, gain 1A for each friendly Sin creature."
func TestHandRSloth(t *testing.T) {
	for _, used := range []bool{false, true} {
		s := hrScen(t, [3]House{"dis", "brobnar", "sanctum"}, []string{"sloth", "sloth", "krump"}, nil)
		s.creature(0, "sloth")
		s.creature(0, "sloth")
		s.creature(0, "krump")
		s.house("brobnar")
		if used {
			s.wantRules(s.reap("krump"), "")
		}
		before := s.aember(0)
		s.end()
		s.wantAember(0, before+map[bool]int{false: 4, true: 0}[used]) // each Sloth: 1A for each of the 2
	}
}

// Giant Sloth: "You cannot use this card unless you have discarded an
// Untamed card from your hand this turn. Action: Gain 3A."
func TestHandRGiantSloth(t *testing.T) {
	for _, c := range []struct {
		discard string // "" none
		want    string
	}{{"", "restricted"}, {"krump", "restricted"}, {"flarie", ""}} {
		s := hrScen(t, [3]House{"untamed", "brobnar", "dis"}, []string{"giant-sloth", "krump", "flarie"}, nil)
		s.creature(0, "giant-sloth")
		s.hand(0, "krump")
		s.hand(0, "flarie")
		s.house("untamed")
		if c.discard != "" {
			s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: c.discard}}), map[bool]string{true: "not-active-house", false: ""}[c.discard == "krump"])
		}
		before := s.aember(0)
		s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "giant-sloth"}}), c.want)
		s.wantAember(0, before+3)
	}
}

// Earthbind: "This creature cannot be used unless its controller has
// discarded a card this turn."
func TestHandREarthbind(t *testing.T) {
	for _, discarded := range []bool{false, true} {
		s := hrScen(t, [3]House{"untamed", "brobnar", "dis"}, []string{"earthbind", "flarie", "hunting-witch"}, nil)
		s.creature(0, "flarie")
		s.hand(0, "earthbind")
		s.hand(0, "hunting-witch")
		s.house("untamed")
		s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "earthbind"}, Target: CardRef{ID: "flarie"}}), "")
		if discarded {
			s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "hunting-witch"}}), "")
		}
		s.wantRules(s.reap("flarie"), map[bool]string{false: "restricted", true: ""}[discarded])
	}
}

// Spectral Ruth: "Play: If you forged a key this turn, archive your
// discard pile. Destroyed: If you are haunted, archive Spectral Ruth."
func TestHandRSpectralRuth(t *testing.T) {
	for _, forged := range []bool{false, true} {
		s := hrScen(t, [3]House{"brobnar", "dis", "sanctum"}, []string{"spectral-ruth", "anger", "krump"}, nil)
		an := s.take(0, "anger")
		s.g.put(an, ZoneDiscard)
		s.hand(0, "spectral-ruth")
		if forged {
			s.hrForgeNow()
		}
		s.house("brobnar")
		s.wantRules(s.play("spectral-ruth"), "")
		s.wantZone(an, map[bool]Zone{false: ZoneDiscard, true: ZoneArchives}[forged])
	}
	t.Run("destroyed while haunted", func(t *testing.T) {
		for _, haunted := range []bool{false, true} {
			s := hrScen(t, [3]House{"brobnar", "dis", "sanctum"}, []string{"spectral-ruth", "troll"}, []string{"troll"})
			r := s.creature(0, "spectral-ruth")
			s.creature(1, "troll")
			if haunted {
				for range 10 {
					s.g.put(s.take(0, filler), ZoneDiscard)
				}
			}
			s.house("brobnar")
			s.wantRules(s.fight("spectral-ruth", "troll"), "")
			s.wantZone(r, map[bool]Zone{false: ZoneDiscard, true: ZoneArchives}[haunted])
		}
	})
}

// Redlock: "At the end of your turn, if you did not play any creatures
// this turn, gain 1A."
func TestHandRRedlock(t *testing.T) {
	for _, played := range []string{"", "lights-out", "urchin"} {
		s := hrScen(t, [3]House{"shadows", "dis", "sanctum"}, []string{"redlock", "lights-out", "urchin"}, nil)
		s.creature(0, "redlock")
		s.house("shadows")
		if played != "" {
			s.hand(0, played)
			s.wantRules(s.play(played), "")
		}
		before := s.aember(0)
		s.end()
		s.wantAember(0, before+map[bool]int{true: 0, false: 1}[played == "urchin"])
	}
}

// Smiling Ruth: "Reap: If you forged a key this turn, take control of an
// enemy flank creature."
func TestHandRSmilingRuth(t *testing.T) {
	for _, forged := range []bool{false, true} {
		s := hrScen(t, [3]House{"shadows", "dis", "sanctum"}, []string{"smiling-ruth"}, []string{"troll", "krump"})
		s.creature(0, "smiling-ruth")
		s.creature(1, "troll")
		k := s.creature(1, "krump")
		if forged {
			s.hrForgeNow()
		}
		s.house("shadows")
		s.wantRules(s.reap("smiling-ruth"), "")
		if forged {
			s.wantRules(s.choose("krump"), "")
		}
		s.wantInt("Krump's controller", int(s.g.cards[k].controller), map[bool]int{false: 1, true: 0}[forged])
	}
}

// Epic Quest: "Play: Archive each friendly Knight creature in play. Omni:
// If you have played 7 or more Sanctum cards this turn, sacrifice Epic
// Quest and forge a key at no cost."
func TestHandREpicQuest(t *testing.T) {
	t.Run("archives the knights", func(t *testing.T) {
		s := hrScen(t, [3]House{"sanctum", "dis", "brobnar"}, []string{"epic-quest", "hr-knight", "staunch-knight"}, nil)
		kn := s.creature(0, "hr-knight")
		sk := s.creature(0, "staunch-knight") // no Knight trait here
		s.hand(0, "epic-quest")
		s.house("sanctum")
		s.wantRules(s.play("epic-quest"), "")
		s.wantZone(kn, ZoneArchives)
		s.wantZone(sk, ZoneBattleline)
	})
	for _, plays := range []int{6, 7} {
		s := hrScen(t, [3]House{"sanctum", "dis", "brobnar"}, []string{"epic-quest", "hr-prayer", "hr-prayer", "hr-prayer", "hr-prayer", "hr-hymn", "hr-hymn", "hr-hymn"}, nil)
		q := s.artifact(0, "epic-quest")
		s.house("sanctum")
		cards := []string{"hr-prayer", "hr-hymn", "hr-prayer", "hr-hymn", "hr-prayer", "hr-hymn", "hr-prayer"}[:plays]
		for _, c := range cards {
			s.hand(0, c)
			s.wantRules(s.play(c), "")
		}
		s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "epic-quest"}}), "")
		seven := plays == 7
		s.wantInt("keys", s.g.p[0].keyCount(), map[bool]int{false: 0, true: 1}[seven])
		s.wantZone(q, map[bool]Zone{false: ZoneArtifacts, true: ZoneDiscard}[seven])
	}
}

// Curse of Cowardice: "Treachery. At the end of your turn, if you did not
// use any creatures to fight this turn, lose 2A. If there are no friendly
// creatures in play, destroy Curse of Cowardice."
func TestHandRCurseOfCowardice(t *testing.T) {
	for _, c := range []struct {
		name      string
		creature  bool
		fight     bool
		lose      int
		destroyed bool
	}{
		{"reaped only", true, false, 2, false},
		{"fought", true, true, 0, false},
		{"no creature", false, false, 2, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := hrScen(t, [3]House{"brobnar", "dis", "sanctum"}, []string{"curse-of-cowardice", "krump"}, []string{"bad-penny"})
			cu := s.artifact(0, "curse-of-cowardice")
			s.creature(1, "bad-penny")
			if c.creature {
				s.creature(0, "krump")
			}
			s.g.p[0].aember = 5
			s.house("brobnar")
			if c.fight {
				s.wantRules(s.fight("krump", "bad-penny"), "")
			} else if c.creature {
				s.wantRules(s.reap("krump"), "")
				s.g.p[0].aember--
			}
			s.end()
			s.wantAember(0, 5-c.lose)
			s.wantZone(cu, map[bool]Zone{false: ZoneArtifacts, true: ZoneDiscard}[c.destroyed])
		})
	}
}

// Rack of Redemption: "Each turn, after the first Mutant creature is
// destroyed, its owner gains 1A."
func TestHandRRackOfRedemption(t *testing.T) {
	s := hrScen(t, [3]House{"brobnar", "dis", "sanctum"}, []string{"rack-of-redemption", "troll", "valdr"}, []string{"hr-mutant", "hr-mutant-too"})
	s.artifact(0, "rack-of-redemption")
	s.creature(0, "troll")
	s.creature(0, "valdr")
	s.creature(1, "hr-mutant")
	s.creature(1, "hr-mutant-too")
	s.house("brobnar")
	s.wantRules(s.fight("troll", "hr-mutant"), "")
	s.wantAember(1, 1) // Bob owns the Mutant
	s.wantRules(s.fight("valdr", "hr-mutant-too"), "")
	s.wantAember(1, 1) // not the first this turn
	s.wantAember(0, 0)
}

// Treasure Map: "Play: If you have not played any other cards this turn,
// gain 3A. For the remainder of the turn, you cannot play cards."
func TestHandRTreasureMap(t *testing.T) {
	for _, first := range []bool{true, false} {
		s := hrScen(t, [3]House{"shadows", "dis", "sanctum"}, []string{"treasure-map", "miasma", "urchin"}, nil)
		s.hand(0, "treasure-map")
		s.hand(0, "miasma")
		s.hand(0, "urchin")
		s.house("shadows")
		want := 1 // its Æmber bonus
		if !first {
			s.wantRules(s.play("miasma"), "")
			want++ // Miasma's
		} else {
			want += 3
		}
		s.wantRules(s.play("treasure-map"), "")
		s.wantAember(0, want)
		s.wantRules(s.play("urchin"), "restricted")
	}
	t.Run("the next turn plays again", func(t *testing.T) {
		s := hrScen(t, [3]House{"shadows", "dis", "sanctum"}, []string{"treasure-map"}, []string{"urchin"})
		s.hand(0, "treasure-map")
		s.house("shadows")
		s.wantRules(s.play("treasure-map"), "")
		s.end()
		s.hand(1, "urchin")
		s.house("shadows")
		s.wantRules(s.play("urchin"), "")
	})
}

// Traumatic Echo: "Play: Purge a card from your discard pile. During your
// opponent's next turn, they cannot play cards of the purged card's type."
func TestHandRTraumaticEcho(t *testing.T) {
	s := hrScen(t, [3]House{"dis", "brobnar", "sanctum"}, []string{"traumatic-echo", "krump", "troll"}, []string{"urchin", "miasma"})
	k := s.take(0, "krump")
	s.g.put(k, ZoneDiscard)
	s.hand(0, "traumatic-echo")
	s.hand(0, "troll")
	s.house("dis")
	s.wantRules(s.play("traumatic-echo"), "")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(k, ZonePurged)
	s.end()
	s.hand(1, "urchin")
	s.hand(1, "miasma")
	s.house("shadows")
	s.wantRules(s.play("urchin"), "restricted")
	s.wantRules(s.play("miasma"), "")
	s.end()
	s.house("brobnar")
	s.wantRules(s.play("troll"), "") // Alice's own creatures are not forbidden
}

// Gladiodontus: "Gladiodontus enters play stunned. Gladiodontus only
// deals 5D when fighting. Fight/Reap: If this is the first time
// Gladiodontus has been used this turn, ready and enrage it."
func TestHandRGladiodontus(t *testing.T) {
	t.Run("enters play stunned", func(t *testing.T) {
		s := hrScen(t, [3]House{"saurian", "dis", "brobnar"}, []string{"gladiodontus"}, nil)
		g := s.hand(0, "gladiodontus")
		s.house("saurian")
		s.wantRules(s.play("gladiodontus"), "")
		if !s.g.cards[g].has(flStunned) {
			t.Error("Gladiodontus entered play unstunned")
		}
	})
	s := hrScen(t, [3]House{"saurian", "dis", "brobnar"}, []string{"gladiodontus"}, []string{"troll", "ancient-bear"})
	g := s.creature(0, "gladiodontus")
	tr := s.creature(1, "troll")
	s.creature(1, "ancient-bear")
	s.house("saurian")
	s.wantRules(s.fight("gladiodontus", "troll"), "")
	s.wantDamage(tr, 5)
	if !s.hrReady(g) || !s.g.cards[g].has(flEnraged) {
		t.Error("after its first use Gladiodontus is not ready and enraged")
	}
	s.wantRules(s.fight("gladiodontus", "ancient-bear"), "")
	if s.hrReady(g) {
		t.Error("after its second use Gladiodontus is ready again")
	}
}

// hrFirstCreatureScen has Alice play Krump then Troll, and Bob Urchin
// then Bad Penny on his turn, with card id in play for Alice; it returns
// whether each entered ready, in that order.
func hrFirstCreatureScen(t *testing.T, id string, artifact bool) [4]bool {
	s := hrScen(t, [3]House{"brobnar", "shadows", "dis"}, []string{id, "krump", "troll"}, []string{"urchin", "bad-penny"})
	if artifact {
		s.artifact(0, id)
	} else {
		s.creature(0, id)
	}
	var ready [4]bool
	playAll := func(pl int8, cards ...string) {
		for _, c := range cards {
			i := s.hand(pl, c)
			s.wantRules(s.play(c), "")
			ready[2*int(pl)+slices.Index(cards, c)] = s.hrReady(i)
		}
	}
	s.house("brobnar")
	playAll(0, "krump", "troll")
	s.end()
	s.house("shadows")
	playAll(1, "urchin", "bad-penny")
	return ready
}

// Titanarpon: "Elusive. The first creature you play each turn enters play
// ready."
func TestHandRTitanarpon(t *testing.T) {
	if got, want := hrFirstCreatureScen(t, "titanarpon", false), [4]bool{true, false, false, false}; got != want {
		t.Errorf("ready: Krump, Troll, Bob's Urchin, Bad Penny = %v, want %v", got, want)
	}
}

// Speed Sigil: "The first creature played each turn enters play ready."
func TestHandRSpeedSigil(t *testing.T) {
	if got, want := hrFirstCreatureScen(t, "speed-sigil", true), [4]bool{true, false, true, false}; got != want {
		t.Errorf("ready: Krump, Troll, Bob's Urchin, Bad Penny = %v, want %v", got, want)
	}
}

// hrKeys forges player pl's keys of the colours given (no Æmber paid).
func (s *scen) hrKeys(pl int8, keys ...KeyColor) {
	for _, k := range keys {
		s.g.p[pl].keys[k-1] = true
	}
}

var hrSkyborn = [3]House{"skyborn", "brobnar", "dis"}

// Corsair: "While your red key is forged, Corsair gets +1 power and gains
// skirmish."
func TestHandRCorsair(t *testing.T) {
	for _, k := range []KeyColor{KeyAny, KeyBlue, KeyRed} {
		s := hrScen(t, hrSkyborn, []string{"corsair"}, nil)
		c := s.creature(0, "corsair")
		if k != KeyAny {
			s.hrKeys(0, k)
		}
		s.hrKeys(1, KeyRed) // the opponent's does not count
		red := k == KeyRed
		s.wantInt("power with a "+k.String()+" key", s.g.power(c), map[bool]int{false: 2, true: 3}[red])
		if s.g.hasKeyword(c, Skirmish) != red {
			t.Errorf("with a %s key: skirmish %v", k, !red)
		}
	}
}

// Sir Lorcas: "If your red key is forged, Sir Lorcas gains skirmish. If
// your yellow key is forged, Sir Lorcas gains elusive. If your blue key is
// forged, Sir Lorcas gains taunt."
func TestHandRSirLorcas(t *testing.T) {
	kws := map[KeyColor]Keyword{KeyRed: Skirmish, KeyYellow: Elusive, KeyBlue: Taunt}
	for _, k := range []KeyColor{KeyRed, KeyYellow, KeyBlue} {
		t.Run(k.String(), func(t *testing.T) {
			s := hrScen(t, hrSkyborn, []string{"sir-lorcas"}, nil)
			c := s.creature(0, "sir-lorcas")
			s.hrKeys(0, k)
			for kk, kw := range kws {
				if s.g.hasKeyword(c, kw) != (kk == k) {
					t.Errorf("with the %s key only: %s %v", k, kw, kk != k)
				}
			}
		})
	}
}

// The Red Baron: "While your red key is forged, The Red Baron gains,
// “Reap: Steal 1A.” While your opponent's red key is forged, The Red Baron
// gains elusive."
func TestHandRTheRedBaron(t *testing.T) {
	for _, red := range []bool{false, true} {
		s := hrScen(t, hrSkyborn, []string{"the-red-baron"}, nil)
		b := s.creature(0, "the-red-baron")
		if red {
			s.hrKeys(0, KeyRed)
		} else {
			s.hrKeys(1, KeyRed)
		}
		s.g.p[1].aember = 3
		s.house("skyborn")
		s.wantRules(s.reap("the-red-baron"), "")
		s.wantAember(1, map[bool]int{false: 3, true: 2}[red])
		if s.g.hasKeyword(b, Elusive) == red {
			t.Errorf("opponent's red key %v: elusive %v", !red, red)
		}
	}
}

// Skulking Saboteurs: "Elusive. After Reap: If your red key is forged,
// destroy an enemy creature. If your yellow key is forged, destroy an
// enemy artifact. If your blue key is forged, destroy an enemy upgrade."
func TestHandRSkulkingSaboteurs(t *testing.T) {
	for _, k := range []KeyColor{KeyAny, KeyRed, KeyYellow} {
		t.Run(k.String(), func(t *testing.T) {
			s := hrScen(t, hrSkyborn, []string{"skulking-saboteurs"}, []string{"troll", "krump", "gauntlet-of-command"})
			s.creature(0, "skulking-saboteurs")
			tr := s.creature(1, "troll")
			s.creature(1, "krump")
			ga := s.artifact(1, "gauntlet-of-command")
			if k != KeyAny {
				s.hrKeys(0, k)
			}
			s.house("skyborn")
			s.wantRules(s.reap("skulking-saboteurs"), "")
			switch k {
			case KeyRed:
				s.wantRules(s.choose("troll"), "")
			case KeyYellow:
				// the one enemy artifact: no choice to make
			default:
				if w, ok := s.g.Waiting(); ok {
					t.Errorf("no key forged: waits for %q", w)
				}
			}
			s.wantZone(tr, map[bool]Zone{false: ZoneBattleline, true: ZoneDiscard}[k == KeyRed])
			s.wantZone(ga, map[bool]Zone{false: ZoneArtifacts, true: ZoneDiscard}[k == KeyYellow])
		})
	}
}

// Indigo Halyard: "While your blue key is forged, Indigo Halyard gains,
// “After Reap: Ready and fight with another friendly creature.” While your
// opponent's blue key is forged, each of Indigo Halyard's neighbors gains
// taunt."
func TestHandRIndigoHalyard(t *testing.T) {
	for _, blue := range []bool{false, true} {
		s := hrScen(t, hrSkyborn, []string{"indigo-halyard", "krump"}, []string{"bad-penny"})
		s.creature(0, "indigo-halyard")
		k := s.creature(0, "krump")
		s.g.cards[k].flags |= flExhausted
		bp := s.creature(1, "bad-penny")
		if blue {
			s.hrKeys(0, KeyBlue)
		} else {
			s.hrKeys(1, KeyBlue)
		}
		if s.g.hasKeyword(k, Taunt) == blue {
			t.Errorf("opponent's blue key %v: Krump's taunt %v", !blue, blue)
		}
		s.house("skyborn")
		s.wantRules(s.reap("indigo-halyard"), "")
		s.wantZone(bp, map[bool]Zone{false: ZoneBattleline, true: ZoneHand}[blue]) // Bad Penny returns to hand
	}
}

// Razor's Gambit: "Action: Ready and fight with a friendly Skyborn
// creature. If your blue key is forged, repeat the preceding effect."
func TestHandRRazorsGambit(t *testing.T) {
	for _, blue := range []bool{false, true} {
		s := hrScen(t, hrSkyborn, []string{"razor-s-gambit", "sir-lorcas"}, []string{"bad-penny", "urchin"})
		s.artifact(0, "razor-s-gambit")
		l := s.creature(0, "sir-lorcas")
		s.g.cards[l].flags |= flExhausted
		s.creature(1, "bad-penny")
		u := s.creature(1, "urchin")
		if blue {
			s.hrKeys(0, KeyBlue)
		}
		s.house("skyborn")
		s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "razor-s-gambit"}}), "")
		s.wantRules(s.choose("sir-lorcas", "bad-penny"), "")
		// The second fight, with the one Skyborn creature against the one
		// enemy creature left, chooses itself.
		if s.g.cards[u].has(flFought) != blue {
			t.Errorf("blue key %v: Urchin attacked %v", blue, !blue)
		}
		if s.hrReady(l) {
			t.Error("Sir Lorcas is ready after fighting")
		}
	}
}

// Shrewd Investor: "Elusive. Play: You may have your opponent gain 1A. If
// you do, capture 4A."
func TestHandRShrewdInvestor(t *testing.T) {
	for _, yes := range []bool{false, true} {
		s := hrScen(t, [3]House{"ekwidon", "brobnar", "dis"}, []string{"shrewd-investor"}, nil)
		i := s.hand(0, "shrewd-investor")
		s.house("ekwidon")
		s.g.p[1].aember = 5
		s.wantRules(s.play("shrewd-investor"), "")
		s.wantRules(s.words(map[bool]string{false: "no", true: "yes"}[yes]), "")
		s.wantAember(1, map[bool]int{false: 5, true: 2}[yes])
		s.wantInt("Æmber on Shrewd Investor", int(s.g.cards[i].aember), map[bool]int{false: 0, true: 4}[yes])
	}
}

// Aerial Pedlar: "After Reap: Take control of the least powerful enemy
// creature. You may use that creature this turn. Give control of Aerial
// Pedlar to your opponent."
func TestHandRAerialPedlar(t *testing.T) {
	s := hrScen(t, [3]House{"ekwidon", "brobnar", "dis"}, []string{"aerial-pedlar"}, []string{"troll", "bad-penny"})
	p := s.creature(0, "aerial-pedlar")
	tr := s.creature(1, "troll")
	bp := s.creature(1, "bad-penny")
	s.house("ekwidon")
	s.wantRules(s.reap("aerial-pedlar"), "")
	s.wantInt("Bad Penny's controller", int(s.g.cards[bp].controller), 0)
	s.wantInt("Troll's controller", int(s.g.cards[tr].controller), 1)
	s.wantInt("Aerial Pedlar's controller", int(s.g.cards[p].controller), 1)
	s.g.cards[bp].flags &^= flExhausted
	s.wantRules(s.reap("bad-penny"), "") // a Shadows creature, usable this turn
}

// Transposition Sandals: "This creature gains, “Action: Swap this creature
// with another friendly creature in the battleline. You may use that other
// creature this turn.”"
func TestHandRTranspositionSandals(t *testing.T) {
	s := hrScen(t, [3]House{"logos", "brobnar", "dis"}, []string{"transposition-sandals", "mother", "troll", "krump"}, nil)
	m := s.creature(0, "mother")
	s.creature(0, "krump")
	tr := s.creature(0, "troll")
	s.heAttach(0, "transposition-sandals", m)
	s.house("logos")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "mother"}}), "")
	s.wantRules(s.choose("troll"), "")
	if l := s.g.p[0].line; l[0] != tr || l[2] != m {
		t.Errorf("line %v: Mother and Troll not swapped", l)
	}
	s.wantRules(s.reap("troll"), "")                 // a Brobnar creature, usable this turn
	s.wantRules(s.reap("krump"), "not-active-house") // not the other one
}

// Fila the Researcher: "Elusive. After a creature is played adjacent to
// Fila the Researcher, draw a card."
func TestHandRFilaTheResearcher(t *testing.T) {
	for _, right := range []bool{false, true} {
		s := hrScen(t, [3]House{"logos", "brobnar", "dis"}, []string{"fila-the-researcher", "mother", "hr-scholar"}, nil)
		s.creature(0, "mother")
		s.creature(0, "fila-the-researcher") // Mother, Fila
		s.hand(0, "hr-scholar")
		s.house("logos")
		hand := s.g.p[0].handSize()
		f := FlankLeft
		if right {
			f = FlankRight
		}
		s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "hr-scholar"}, Flank: f}), "")
		s.wantInt("hand", s.g.p[0].handSize(), hand-1+map[bool]int{false: 0, true: 1}[right])
	}
}

// The Promised Blade: "At the start of each player's turn, the player with
// the fewest creatures in play takes control of The Promised Blade. Omni: A
// friendly creature captures 1A."
func TestHandRThePromisedBlade(t *testing.T) {
	for _, bobs := range []int{1, 2} {
		s := hrScen(t, [3]House{"sanctum", "brobnar", "dis"}, []string{"the-promised-blade", "krump", "troll"}, []string{"urchin", "bad-penny"})
		b := s.artifact(0, "the-promised-blade")
		s.creature(0, "krump")
		s.creature(0, "troll")
		for _, id := range []string{"urchin", "bad-penny"}[:bobs] {
			s.creature(1, id)
		}
		s.house("brobnar")
		s.end()
		s.wantInt("the Blade's controller", int(s.g.cards[b].controller), map[int]int{1: 1, 2: 0}[bobs])
	}
	t.Run("omni", func(t *testing.T) {
		s := hrScen(t, [3]House{"sanctum", "brobnar", "dis"}, []string{"the-promised-blade", "krump"}, nil)
		s.artifact(0, "the-promised-blade")
		k := s.creature(0, "krump")
		s.g.p[1].aember = 2
		s.house("brobnar")
		s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "the-promised-blade"}}), "")
		s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
		s.wantAember(1, 1)
	})
}

// hrStunned reports whether card id is stunned.
func (s *scen) hrStunned(id int16) bool { return s.g.cards[id].has(flStunned) }

// Viscount of Aerys: "While your yellow key is forged, each enemy creature
// enters play stunned. Play: If your yellow key is forged, stun each enemy
// creature."
func TestHandRViscountOfAerys(t *testing.T) {
	for _, yellow := range []bool{false, true} {
		s := hrScen(t, hrSkyborn, []string{"viscount-of-aerys", "sir-lorcas"}, []string{"troll", "urchin"})
		tr := s.creature(1, "troll")
		s.hand(0, "viscount-of-aerys")
		k := s.hand(0, "sir-lorcas")
		s.hrKeys(0, KeyRed)
		if yellow {
			s.hrKeys(0, KeyYellow)
		}
		s.house("skyborn")
		s.wantRules(s.play("viscount-of-aerys"), "")
		if s.hrStunned(tr) != yellow {
			t.Errorf("yellow key %v: Troll stunned %v", yellow, !yellow)
		}
		s.wantRules(s.play("sir-lorcas"), "")
		if s.hrStunned(k) {
			t.Error("Alice's own creature entered play stunned")
		}
		s.end()
		u := s.hand(1, "urchin")
		s.house("shadows")
		s.wantRules(s.play("urchin"), "")
		if s.hrStunned(u) != yellow {
			t.Errorf("yellow key %v: Bob's Urchin entered stunned %v", yellow, !yellow)
		}
	}
}

// Sonic Waver: "At the end of each player's turn, if there are no stunned
// creatures in play, purge Sonic Waver. Non-Mars creatures enter play
// stunned. Play: Stun a creature."
func TestHandRSonicWaver(t *testing.T) {
	s := hrScen(t, [3]House{"mars", "brobnar", "dis"}, []string{"sonic-waver", "hr-martian", "krump"}, []string{"troll", "urchin"})
	tr := s.creature(1, "troll")
	w := s.hand(0, "sonic-waver")
	m := s.hand(0, "hr-martian")
	s.house("mars")
	s.wantRules(s.play("sonic-waver"), "")
	s.wantRules(s.choose("troll"), "")
	if !s.hrStunned(tr) {
		t.Error("Play: Troll not stunned")
	}
	s.wantRules(s.play("hr-martian"), "")
	if s.hrStunned(m) {
		t.Error("a Mars creature entered play stunned")
	}
	s.end() // Troll is still stunned: the Waver stays
	s.wantZone(w, ZoneArtifacts)
	u := s.hand(1, "urchin")
	s.house("shadows")
	s.wantRules(s.play("urchin"), "")
	if !s.hrStunned(u) {
		t.Error("Bob's Urchin entered play unstunned")
	}
	s.g.cards[tr].flags &^= flStunned
	s.g.cards[u].flags &^= flStunned
	s.end()
	s.wantZone(w, ZonePurged)
}

// Ekwirrĕ’s Fulcrum: "At the end of each player's turn, they may gain 1A.
// If they do, their opponent draws 2 cards."
func TestHandREkwirrĕsFulcrum(t *testing.T) {
	for _, c := range []struct {
		name string
		bobs bool // Bob's turn ends, not Alice's
		yes  bool
	}{{"Alice gains", false, true}, {"Alice declines", false, false}, {"Bob gains", true, true}} {
		t.Run(c.name, func(t *testing.T) {
			s := hrScen(t, [3]House{"ekwidon", "brobnar", "dis"}, []string{"ekwirrĕ-s-fulcrum"}, nil)
			s.artifact(0, "ekwirrĕ-s-fulcrum")
			s.house("brobnar")
			if c.bobs {
				s.end()
				s.words("no")
				s.house("shadows")
			}
			ender, other := int8(0), int8(1)
			if c.bobs {
				ender, other = 1, 0
			}
			before, hand := s.aember(ender), s.g.p[other].handSize()
			s.end()
			s.wantRules(s.words(map[bool]string{false: "no", true: "yes"}[c.yes]), "")
			gained := map[bool]int{false: 0, true: 1}[c.yes]
			s.wantAember(ender, before+gained)
			s.wantInt("opponent's hand", s.g.p[other].handSize(), hand+2*gained)
		})
	}
}

// Ransom: "This creature cannot be used and gains, “At the start of your
// turn, you may give your opponent 2A. If you do, destroy Ransom.”"
func TestHandRRansom(t *testing.T) {
	for _, pay := range []bool{false, true} {
		s := hrScen(t, [3]House{"ekwidon", "brobnar", "dis"}, []string{"ransom"}, []string{"urchin"})
		u := s.creature(1, "urchin")
		r := s.heAttach(0, "ransom", u)
		s.g.p[1].aember = 3
		s.house("brobnar")
		s.end()
		s.wantRules(s.words(map[bool]string{false: "no", true: "yes"}[pay]), "")
		s.wantAember(1, map[bool]int{false: 3, true: 1}[pay])
		s.wantZone(r, map[bool]Zone{false: ZoneUpgrade, true: ZoneDiscard}[pay])
		s.house("shadows")
		s.wantRules(s.reap("urchin"), map[bool]string{false: "restricted", true: ""}[pay])
	}
}

var hrStarAlliance = [3]House{"staralliance", "brobnar", "dis"}

// Corporal Bridger: "Play/After Fight/After Reap: You may use a non-Star
// Alliance creature this turn."
func TestHandRCorporalBridger(t *testing.T) {
	s := hrScen(t, hrStarAlliance, []string{"corporal-bridger", "krump", "troll"}, []string{"bad-penny"})
	s.creature(0, "corporal-bridger")
	s.creature(0, "krump")
	s.creature(0, "troll")
	s.creature(1, "bad-penny")
	s.house("staralliance")
	s.wantRules(s.reap("corporal-bridger"), "")
	s.wantRules(s.fight("krump", "bad-penny"), "")   // the one use
	s.wantRules(s.reap("troll"), "not-active-house") // spent
}

// J43G3R V: "After Reap: You may reap with up to 2 non-Star Alliance
// creatures this turn. After Fight: You may fight with up to 2 non-Star
// Alliance creatures this turn."
func TestHandRJ43g3rV(t *testing.T) {
	t.Run("reaps", func(t *testing.T) {
		s := hrScen(t, hrStarAlliance, []string{"j43g3r-v", "krump", "troll", "valdr"}, []string{"bad-penny"})
		s.creature(0, "j43g3r-v")
		for _, id := range []string{"krump", "troll", "valdr"} {
			s.creature(0, id)
		}
		s.creature(1, "bad-penny")
		s.house("staralliance")
		s.wantRules(s.reap("j43g3r-v"), "")
		s.wantRules(s.fight("krump", "bad-penny"), "not-active-house") // reap only
		s.wantRules(s.reap("troll"), "")
		s.wantRules(s.reap("valdr"), "")
	})
	t.Run("fights", func(t *testing.T) {
		s := hrScen(t, hrStarAlliance, []string{"j43g3r-v", "krump", "troll"}, []string{"bad-penny", "urchin", "silvertooth"})
		s.creature(0, "j43g3r-v")
		s.creature(0, "krump")
		s.creature(0, "troll")
		s.creature(1, "bad-penny")
		s.creature(1, "urchin")
		s.creature(1, "silvertooth")
		s.house("staralliance")
		s.wantRules(s.fight("j43g3r-v", "bad-penny"), "")
		s.wantRules(s.reap("krump"), "not-active-house") // fight only
		s.wantRules(s.fight("troll", "silvertooth"), "")
	})
}

// Arcenomometer: "Action: During your opponent's next turn, each time they
// play a card, they lose 1A."
func TestHandRArcenomometer(t *testing.T) {
	s := hrScen(t, [3]House{"logos", "brobnar", "dis"}, []string{"arcenomometer", "library-access"}, []string{"urchin", "bad-penny", "silvertooth"})
	s.artifact(0, "arcenomometer")
	s.hand(0, "library-access")
	s.house("logos")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "arcenomometer"}}), "")
	s.g.p[1].aember = 5
	s.wantRules(s.play("library-access"), "")
	s.wantAember(1, 5) // not during Alice's own turn
	s.end()
	s.hand(1, "urchin")
	s.hand(1, "bad-penny")
	s.house("shadows")
	s.wantRules(s.play("urchin"), "")
	s.wantRules(s.play("bad-penny"), "")
	s.wantAember(1, 3)
	s.end()
	s.end()
	s.hand(1, "silvertooth")
	s.house("shadows")
	s.wantRules(s.play("silvertooth"), "")
	s.wantAember(1, 3) // his next turn only
}

// Envyx Glider: "After Fight: During your opponent's next turn, keys cost
// +1A for each friendly Mars creature in play."
func TestHandREnvyxGlider(t *testing.T) {
	s := hrScen(t, [3]House{"mars", "brobnar", "dis"}, []string{"envyx-glider", "hr-martian", "krump"}, []string{"bad-penny"})
	s.creature(0, "envyx-glider")
	s.creature(0, "hr-martian")
	s.creature(0, "krump")
	s.creature(1, "bad-penny")
	s.house("mars")
	s.wantRules(s.fight("envyx-glider", "bad-penny"), "")
	s.wantInt("Bob's key cost on Alice's turn", s.g.keyCost(1), 6)
	s.end()
	s.wantInt("Bob's key cost on his next turn", s.g.keyCost(1), 8) // two Mars creatures, not Krump
	s.wantInt("Alice's key cost", s.g.keyCost(0), 6)
	s.house("shadows")
	s.end()
	s.wantInt("Bob's key cost after", s.g.keyCost(1), 6)
}

// Lucky Dice: "Omni: Destroy Lucky Dice. During your opponent's next turn,
// friendly creatures cannot be dealt damage."
func TestHandRLuckyDice(t *testing.T) {
	s := hrScen(t, [3]House{"shadows", "brobnar", "dis"}, []string{"lucky-dice", "krump"}, []string{"urchin", "bad-penny"})
	d := s.artifact(0, "lucky-dice")
	k := s.creature(0, "krump")
	s.creature(1, "urchin")
	bp := s.creature(1, "bad-penny")
	s.house("shadows")
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "lucky-dice"}}), "")
	s.wantZone(d, ZoneDiscard)
	s.g.damage(k, 1, false)
	s.wantDamage(k, 1) // not during Alice's own turn
	s.end()
	s.house("shadows")
	s.wantRules(s.fight("bad-penny", "krump"), "")
	s.wantDamage(k, 1)
	s.wantZone(bp, ZoneHand) // Krump's 6 still destroys Bad Penny
	s.end()
	s.g.damage(k, 1, false)
	s.wantDamage(k, 2) // her next turn: it is over
}

// Witch of the Wilds: "During each turn in which Untamed is not your active
// house, you may play one Untamed card."
func TestHandRWitchOfTheWilds(t *testing.T) {
	s := hrScen(t, [3]House{"untamed", "brobnar", "dis"}, []string{"witch-of-the-wilds", "flarie", "dust-pixie", "krump"}, nil)
	s.creature(0, "witch-of-the-wilds")
	s.hand(0, "flarie")
	s.hand(0, "dust-pixie")
	s.hand(0, "krump")
	s.house("brobnar")
	s.wantRules(s.play("flarie"), "")
	s.wantRules(s.play("dust-pixie"), "not-active-house") // one a turn
	s.wantRules(s.play("krump"), "")
}

// Tangrant: "You may play a Mars card during each turn in which Mars is not
// your active house."
func TestHandRTangrant(t *testing.T) {
	for _, h := range []House{"brobnar", "mars"} {
		s := hrScen(t, [3]House{"mars", "brobnar", "dis"}, []string{"tangrant", "hr-martian", "envyx-glider", "troll"}, nil)
		s.creature(0, "tangrant")
		s.hand(0, "hr-martian")
		s.hand(0, "envyx-glider")
		s.house(h)
		s.wantRules(s.play("hr-martian"), "")
		want := "not-active-house"
		if h == "mars" {
			want = "" // its own house's cards need no permission
		}
		s.wantRules(s.play("envyx-glider"), want)
	}
}

// Rose of Sharon: "Deploy. Elusive. Action: Choose one of Rose of Sharon's
// neighbors. Deal damage to an enemy creature equal to that neighbor's
// power. If your red key is forged, repeat the preceding effect."
func TestHandRRoseOfSharon(t *testing.T) {
	for _, red := range []bool{false, true} {
		s := hrScen(t, hrSkyborn, []string{"rose-of-sharon", "krump", "bumpsy"}, []string{"troll", "ancient-bear"})
		s.creature(0, "krump")
		s.creature(0, "rose-of-sharon")
		s.creature(0, "bumpsy")
		tr := s.creature(1, "troll")
		ab := s.creature(1, "ancient-bear")
		if red {
			s.hrKeys(0, KeyRed)
		}
		s.house("skyborn")
		s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "rose-of-sharon"}}), "")
		s.wantRules(s.choose("krump"), "")
		s.wantRules(s.choose("troll"), "")
		s.wantDamage(tr, 6)
		if red {
			s.wantRules(s.choose("bumpsy"), "")
			s.wantRules(s.choose("ancient-bear"), "")
			s.wantZone(ab, ZoneDiscard) // 5 damage
		} else if w, ok := s.g.Waiting(); ok {
			t.Errorf("no red key: waits for %q", w)
		}
	}
}

// Bracchanalia: "Play: Put 4A on Bracchanalia from the common supply. A
// friendly creature captures 1A. At the start of each player's turn, if
// that player controls 4 or more creatures with A on them, move each A
// from Bracchanalia to that player's pool."
func TestHandRBracchanalia(t *testing.T) {
	s := hrScen(t, [3]House{"saurian", "brobnar", "dis"}, []string{"bracchanalia", "krump", "troll", "valdr", "bumpsy"}, []string{"urchin"})
	var mine []int16
	for _, id := range []string{"krump", "troll", "valdr", "bumpsy"} {
		mine = append(mine, s.creature(0, id))
	}
	s.creature(1, "urchin")
	b := s.hand(0, "bracchanalia")
	s.house("saurian")
	s.g.p[1].aember = 2
	s.wantRules(s.play("bracchanalia"), "")
	s.wantRules(s.choose("krump"), "")
	s.wantInt("Æmber on Bracchanalia", int(s.g.cards[b].aember), 4)
	s.wantAember(1, 1)
	for _, id := range mine[1:3] {
		s.g.cards[id].aember = 1 // three with Æmber: not yet
	}
	s.end()
	s.wantInt("Æmber on Bracchanalia after Bob's turn began", int(s.g.cards[b].aember), 4)
	s.house("shadows")
	s.end()
	s.wantInt("Æmber on Bracchanalia after Alice's with 3", int(s.g.cards[b].aember), 4)
	s.house("brobnar")
	s.g.cards[mine[3]].aember = 1
	before := s.aember(0)
	s.end()
	s.house("shadows")
	s.end()
	s.wantInt("Æmber on Bracchanalia after Alice's with 4", int(s.g.cards[b].aember), 0)
	s.wantAember(0, before+4)
}

// Nautilixian: "Nautilixian cannot be used unless you have used 1 or more
// friendly Mars creatures this turn. Each friendly Pilot creature cannot be
// dealt damage or destroyed."
func TestHandRNautilixian(t *testing.T) {
	for _, first := range []bool{false, true} {
		s := hrScen(t, [3]House{"mars", "brobnar", "dis"}, []string{"nautilixian", "hr-martian", "hr-pilot"}, []string{"hr-pilot"})
		s.creature(0, "nautilixian")
		s.creature(0, "hr-martian")
		p := s.creature(0, "hr-pilot")
		ep := s.creature(1, "hr-pilot")
		s.house("mars")
		if first {
			s.wantRules(s.reap("hr-martian"), "")
		}
		s.wantRules(s.reap("nautilixian"), map[bool]string{false: "restricted", true: ""}[first])
		s.g.damage(p, 2, false)
		s.g.damage(ep, 2, false)
		s.wantDamage(p, 0)
		s.wantDamage(ep, 2)
	}
}

// Friendly Guide: "Elusive. After you use one of Friendly Guide's
// neighbors, you may use Friendly Guide."
func TestHandRFriendlyGuide(t *testing.T) {
	for _, c := range []struct {
		name  string
		use   string
		yes   bool
		gain  int
		waits bool
	}{
		{"a neighbor, yes", "krump", true, 2, true},
		{"a neighbor, no", "krump", false, 1, true},
		{"not a neighbor", "troll", false, 1, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := hrScen(t, hrStarAlliance, []string{"friendly-guide", "krump", "valdr", "troll"}, nil)
			s.creature(0, "krump")
			g := s.creature(0, "friendly-guide")
			s.creature(0, "valdr")
			s.creature(0, "troll")
			s.house("brobnar")
			s.wantRules(s.reap(c.use), "")
			if _, ok := s.g.Waiting(); ok != c.waits {
				t.Fatalf("waits %v, want %v", ok, c.waits)
			}
			if c.waits {
				s.wantRules(s.words(map[bool]string{false: "no", true: "yes"}[c.yes]), "")
			}
			s.wantAember(0, c.gain)
			if s.hrReady(g) == c.yes {
				t.Errorf("Friendly Guide ready %v after a use %v", !c.yes, c.yes)
			}
		})
	}
}

// Phantasmaquid: "Your opponent cannot play creatures on their right
// flank. At the end of your turn, if there are no enemy creatures in play,
// destroy Phantasmaquid."
func TestHandRPhantasmaquid(t *testing.T) {
	t.Run("the opponent's right flank", func(t *testing.T) {
		s := hrScen(t, [3]House{"dis", "brobnar", "sanctum"}, []string{"phantasmaquid"}, []string{"bad-penny", "urchin", "silvertooth"})
		s.creature(0, "phantasmaquid")
		bp := s.creature(1, "bad-penny")
		s.house("dis")
		s.end()
		u := s.hand(1, "urchin")
		s.hand(1, "silvertooth")
		s.house("shadows")
		s.wantRules(s.play("urchin"), "") // not said: the left flank
		if l := s.g.p[1].line; l[0] != u || l[1] != bp {
			t.Errorf("Urchin did not enter on the left flank: %v", l)
		}
		s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "silvertooth"}, Flank: FlankRight}), "restricted")
	})
	t.Run("Alice's own right flank", func(t *testing.T) {
		s := hrScen(t, [3]House{"dis", "brobnar", "sanctum"}, []string{"phantasmaquid", "shooler"}, []string{"bad-penny"})
		s.creature(0, "phantasmaquid")
		s.creature(1, "bad-penny")
		s.hand(0, "shooler")
		s.house("dis")
		s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "shooler"}, Flank: FlankRight}), "")
	})
	for _, enemies := range []bool{false, true} {
		s := hrScen(t, [3]House{"dis", "brobnar", "sanctum"}, []string{"phantasmaquid"}, []string{"bad-penny"})
		p := s.creature(0, "phantasmaquid")
		if enemies {
			s.creature(1, "bad-penny")
		}
		s.house("dis")
		s.end()
		s.wantZone(p, map[bool]Zone{false: ZoneDiscard, true: ZoneBattleline}[enemies])
	}
}

// Dark Memento: "At the start of your turn, if you are not haunted, discard
// cards from the top of your deck until you are haunted. Scrap: Discard the
// top card of a player's deck. If that player is not haunted, repeat this
// effect."
func TestHandRDarkMemento(t *testing.T) {
	for _, before := range []int{7, 12} {
		s := hrScen(t, [3]House{"geistoid", "brobnar", "dis"}, []string{"dark-memento"}, nil)
		s.artifact(0, "dark-memento")
		for range before {
			s.g.put(s.take(0, filler), ZoneDiscard)
		}
		s.house("brobnar")
		s.end()
		s.house("shadows")
		s.end()
		s.wantInt("Alice's discard pile", len(s.g.p[0].discard), max(before, 10))
	}
	t.Run("scrap", func(t *testing.T) {
		s := hrScen(t, [3]House{"geistoid", "brobnar", "dis"}, []string{"dark-memento"}, nil)
		s.hand(0, "dark-memento")
		for range 8 {
			s.g.put(s.take(1, filler), ZoneDiscard)
		}
		s.house("geistoid")
		s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "dark-memento"}}), "")
		s.wantRules(s.words("theirs"), "")
		s.wantInt("Bob's discard pile", len(s.g.p[1].discard), 10)
	})
}
