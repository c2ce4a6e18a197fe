package engine

import "testing"

// Tests of scripts_hand_i.go: each card's ability on a board, and the
// state after it.

func init() { hiAddCards() }

// hiAddCards adds the facts (keyteki packs) of the cards these tests use.
func hiAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Keywords: kws}
	}
	cr, ac := TypeCreature, TypeAction
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	add("addlefish", "Addlefish", "unfathomable", cr, 5, 0, 0)
	add("yurk", "Yurk", "dis", cr, 4, 0, 0)
	add("talmage-steelheart-evil-twin", "Talmage Steelheart", "logos", cr, 3, 0, 0)
	add("outflank", "Outflank", "sanctum", ac, 0, 0, 1)
	add("echofly", "Echofly", "geistoid", cr, 2, 1, 0)
	add("exotic-pivot", "Exotic Pivot", "logos", ac, 0, 0, 0)
	add("into-the-warp", "Into the Warp", "staralliance", ac, 0, 0, 0)
	add("spade-teller", "Spade Teller", "staralliance", cr, 2, 0, 0)
	add("duck-duck-superb-duck", "Duck, Duck, Superb Duck", "logos", ac, 0, 0, 0)
	add("unity-or-discord", "Unity or Discord", "staralliance", ac, 0, 0, 0)
	add("thin-the-herd", "Thin the Herd", "untamed", ac, 0, 0, 1)
	add("crunch", "Crunch", "brobnar", cr, 2, 0, 0)
	add("navigator-ali", "Navigator Ali", "staralliance", cr, 3, 0, 0)
	add("ruthless-avenger", "Ruthless Avenger", "redemption", cr, 4, 0, 0, kw(Assault, 2), kw(Hazardous, 2))
	add("beam-of-forgetting", "Beam of Forgetting", "unfathomable", ac, 0, 0, 1)
	add("shakedown-sullivan", "Shakedown Sullivan", "staralliance", cr, 4, 0, 0)
	add("think-twice", "Think Twice", "logos", ac, 0, 0, 0)
	add("remmy-s-horror", "Remmy’s Horror", "dis", ac, 0, 0, 0)
	add("gleaming-the-cube", "Gleaming the Cube", "staralliance", ac, 0, 0, 1)
	add("rocket-boots", "Rocket Boots", "logos", TypeUpgrade, 0, 0, 0)
	add("came-back-wrong", "Came Back Wrong", "untamed", ac, 0, 0, 0)
	add("webstur", "Webstur", "geistoid", cr, 8, 0, 0, kw(Taunt, 0))
	add("brunx-and-bongle", "Brunx and Bongle", "brobnar", cr, 7, 0, 0)
	add("bandit-culver", "Bandit Culver", "shadows", cr, 2, 0, 0, kw(Elusive, 0))
	add("vial-of-mutation", "Vial of Mutation", "redemption", ac, 0, 0, 1)
	add("project-zyx", "Project Z.Y.X.", "logos", cr, 5, 1, 0)
	add("auto-vac-5150", "Auto-Vac 5150", "logos", TypeArtifact, 0, 0, 0)
	add("fidgit", "Fidgit", "shadows", cr, 2, 0, 0, kw(Elusive, 0))
	add("mimicry", "Mimicry", "untamed", ac, 0, 0, 0)
}

// hiDiscarded puts a copy of id owned by pl into pl's discard pile.
func (s *scen) hiDiscarded(pl int8, id string) int16 {
	c := s.take(pl, id)
	s.g.put(c, ZoneDiscard)
	return c
}

// Addlefish: "After Fight: Your opponent discards 2 random cards from their
// hand." Only after a fight it survives.
func TestHandIAddlefish(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"addlefish"}, []string{"silvertooth", "troll", "lights-out", "mother"})
	a := s.creature(0, "addlefish")
	st := s.creature(1, "silvertooth")
	tr := s.hand(1, "troll")
	lo := s.hand(1, "lights-out")
	m := s.hand(1, "mother")
	hand := s.g.p[1].handSize()
	s.house("unfathomable")
	s.wantRules(s.fight("addlefish", "silvertooth"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantRules(s.choose("lights-out"), "")
	s.wantZone(st, ZoneDiscard)
	s.wantZone(a, ZoneBattleline)
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(lo, ZoneDiscard)
	s.wantZone(m, ZoneHand)
	s.wantInt("Bob's hand", s.g.p[1].handSize(), hand-2)
}

// Yurk: "Play: Choose and discard a card from your hand."
func TestHandIYurk(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"yurk", "troll", "anger"}, nil)
	s.hand(0, "yurk")
	tr := s.hand(0, "troll")
	an := s.hand(0, "anger")
	hand := s.g.p[0].handSize()
	s.house("dis")
	s.wantRules(s.play("yurk"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(an, ZoneHand)
	s.wantInt("Alice's hand", s.g.p[0].handSize(), hand-2)
}

// Talmage Steelheart (the evil twin): "Play: Deal damage to an enemy
// creature equal to the number of cards you have played this turn
// (including this one)."
func TestHandITalmageSteelheartEvilTwin(t *testing.T) {
	for _, tc := range []struct {
		name   string
		before []string
		want   int
	}{
		{"first card", nil, 1},
		{"third card", []string{"mother", "code-monkey"}, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "logos", append([]string{"talmage-steelheart-evil-twin"}, tc.before...), []string{"troll", "krump"})
			tr := s.creature(1, "troll")
			k := s.creature(1, "krump")
			for _, id := range tc.before {
				s.hand(0, id)
			}
			s.hand(0, "talmage-steelheart-evil-twin")
			s.house("logos")
			for _, id := range tc.before {
				s.wantRules(s.play(id), "")
			}
			s.wantRules(s.play("talmage-steelheart-evil-twin"), "")
			s.wantRules(s.choose("troll"), "")
			s.wantDamage(tr, tc.want)
			s.wantDamage(k, 0)
		})
	}
}

// Outflank: "Play: Each Sanctum flank creature captures 2A from its
// opponent." Both sides' Sanctum flank creatures; not a creature in the
// middle, nor a flank creature of another house.
func TestHandIOutflank(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"outflank", "staunch-knight", "raiding-knight", "barrister-joya"}, []string{"champion-anaphiel", "troll"})
	sk := s.creature(0, "staunch-knight")
	rk := s.creature(0, "raiding-knight")
	bj := s.creature(0, "barrister-joya")
	ca := s.creature(1, "champion-anaphiel")
	tr := s.creature(1, "troll")
	s.hand(0, "outflank")
	s.g.p[0].aember = 3
	s.g.p[1].aember = 5
	s.house("sanctum")
	s.wantRules(s.play("outflank"), "")
	s.wantInt("Æmber on Staunch Knight", int(s.g.cards[sk].aember), 2)
	s.wantInt("Æmber on Raiding Knight", int(s.g.cards[rk].aember), 0)
	s.wantInt("Æmber on Barrister Joya", int(s.g.cards[bj].aember), 2)
	s.wantInt("Æmber on Champion Anaphiel", int(s.g.cards[ca].aember), 2)
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 0)
	s.wantAember(1, 1)
	s.wantAember(0, 3+1-2) // Outflank's bonus, then Anaphiel's capture
}

// Echofly: "Action: Return an action card from your discard pile to your
// hand. Scrap: Archive the topmost action card from your discard pile."
func TestHandIEchofly(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"echofly", "anger", "troll"}, nil)
	s.installHeld(handIHeld, "echofly")
	s.creature(0, "echofly")
	s.hiDiscarded(0, "troll")
	an := s.hiDiscarded(0, "anger")
	s.house("geistoid")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "echofly"}}), "")
	s.wantRules(s.choose("anger"), "")
	s.wantZone(an, ZoneHand)

	// Scrapped, it archives the topmost action card, not a creature above
	// it nor an action card below.
	s = secondTurnScen(t, "geistoid", []string{"echofly", "anger", "lights-out", "troll"}, nil)
	s.installHeld(handIHeld, "echofly")
	lo := s.hiDiscarded(0, "lights-out")
	an = s.hiDiscarded(0, "anger")
	tr := s.hiDiscarded(0, "troll")
	s.hand(0, "echofly")
	s.house("geistoid")
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "echofly"}}), "")
	s.wantZone(an, ZoneArchives)
	s.wantZone(lo, ZoneDiscard)
	s.wantZone(tr, ZoneDiscard)
}

// Duck, Duck, Superb Duck: "Play: Choose one: Archive 2 random cards. Gain
// 2A." TCO names the options "Archive 2 random cards" and "Gain 2".
func TestHandIDuckDuckSuperbDuck(t *testing.T) {
	for _, tc := range []struct {
		option       string
		aember, arch int
	}{
		{"Gain 2", 2, 0},
		{"Archive 2 random cards", 0, 2},
	} {
		t.Run(tc.option, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{"duck-duck-superb-duck"}, nil)
			s.hand(0, "duck-duck-superb-duck")
			hand := s.g.p[0].handSize()
			s.house("logos")
			s.wantRules(s.play("duck-duck-superb-duck"), "")
			s.wantRules(s.words(tc.option), "")
			s.wantAember(0, tc.aember)
			s.wantInt("Alice's archives", s.g.p[0].archiveSize(), tc.arch)
			s.wantInt("Alice's hand", s.g.p[0].handSize(), hand-1-tc.arch)
		})
	}
}

// Thin the Herd: "Play: Shuffle the 4 least powerful creatures into their
// owners’ decks." Either side's; the more powerful stay.
func TestHandIThinTheHerd(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"thin-the-herd", "troll", "dust-pixie", "ancient-bear"}, []string{"urchin", "silvertooth", "mother", "krump"})
	tr := s.creature(0, "troll")
	dp := s.creature(0, "dust-pixie")
	ab := s.creature(0, "ancient-bear")
	u := s.creature(1, "urchin")
	st := s.creature(1, "silvertooth")
	m := s.creature(1, "mother")
	k := s.creature(1, "krump")
	s.hand(0, "thin-the-herd")
	decks := [2]int{s.g.p[0].deckSize(), s.g.p[1].deckSize()}
	s.house("untamed")
	s.wantRules(s.play("thin-the-herd"), "")
	s.wantInt("Alice's deck", s.g.p[0].deckSize(), decks[0]+2)
	s.wantInt("Bob's deck", s.g.p[1].deckSize(), decks[1]+2)
	// Powers: Dust Pixie 1, Urchin 1, Silvertooth 2, then Ancient Bear and
	// Mother at 5: the active player's first.
	for _, id := range []int16{dp, u, st, ab} {
		s.wantZone(id, ZoneUnknown) // shuffled in: a card of the deck, unseen
	}
	for _, id := range []int16{tr, m, k} {
		s.wantZone(id, ZoneBattleline)
	}
}

// Crunch: "After Fight/After Reap: Give Crunch a number of +1 power
// counters equal to a neighboring creature's power." The neighbor chosen.
func TestHandICrunch(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"crunch", "troll", "dust-pixie"}, nil)
	s.creature(0, "dust-pixie")
	c := s.creature(0, "crunch")
	s.creature(0, "troll")
	s.house("brobnar")
	s.wantRules(s.reap("crunch"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Crunch's power", s.g.power(c), 2+8)
}

// Exotic Pivot: "Play: Discard the top card of your deck. If it is not a
// Logos card, steal 3A. Fate: For the remainder of the turn, you cannot
// play creatures."
func TestHandIExoticPivot(t *testing.T) {
	for _, tc := range []struct {
		top   string
		steal int
	}{
		{"troll", 3},
		{"mother", 0},
	} {
		t.Run(tc.top, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{"exotic-pivot", tc.top}, nil)
			s.hand(0, "exotic-pivot")
			s.g.p[1].aember = 5
			s.house("logos")
			s.wantRules(s.play("exotic-pivot"), "")
			s.wantRules(s.choose(tc.top), "")
			s.wantZone(s.g.findAnywhere(CardRef{ID: tc.top}, 0), ZoneDiscard)
			s.wantAember(0, tc.steal)
			s.wantAember(1, 5-tc.steal)
		})
	}
	// Fate: Bob's Exotic Pivot, fulfilled on Alice's turn: Alice cannot
	// play creatures for the rest of that turn; actions still, and
	// creatures again on her next turn.
	s := secondTurnScen(t, "brobnar", []string{"krump", "anger", "troll"}, []string{"exotic-pivot"})
	s.hiDiscarded(1, "exotic-pivot")
	s.hand(0, "krump")
	s.hand(0, "anger")
	s.house("brobnar")
	def := s.g.defIndex("exotic-pivot")
	s.g.fireScript(s.g.scripts[def], def, -1, s.g.active, OnFate, -1)
	s.wantRules(s.play("krump"), "restricted")
	s.wantRules(s.play("anger"), "")
	s.end()
	s.end()
	s.hand(0, "troll")
	s.house("brobnar")
	s.wantRules(s.play("troll"), "")
}

// Into the Warp: "Play: Each player discards the top card of their deck.
// Destroy each creature that shares a house with the discarded card."
func TestHandIIntoTheWarp(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"into-the-warp", "navigator-ali", "troll", "dust-pixie"}, []string{"urchin", "mother", "silvertooth"})
	tr := s.creature(0, "troll")
	dp := s.creature(0, "dust-pixie")
	u := s.creature(1, "urchin")
	st := s.creature(1, "silvertooth")
	s.hand(0, "into-the-warp")
	s.house("staralliance")
	s.wantRules(s.play("into-the-warp"), "")
	s.wantRules(s.choose("navigator-ali"), "") // Alice's: Star Alliance
	s.wantRules(s.choose("mother"), "")        // Bob's: Logos
	s.wantZone(s.g.findAnywhere(CardRef{ID: "navigator-ali"}, 0), ZoneDiscard)
	s.wantZone(s.g.findAnywhere(CardRef{ID: "mother"}, 1), ZoneDiscard)
	for _, id := range []int16{tr, dp, u, st} {
		s.wantZone(id, ZoneBattleline) // no Star Alliance or Logos creature
	}

	s = secondTurnScen(t, "staralliance", []string{"into-the-warp", "krump", "troll", "dust-pixie"}, []string{"urchin", "lights-out", "mother"})
	tr = s.creature(0, "troll")
	dp = s.creature(0, "dust-pixie")
	u = s.creature(1, "urchin")
	m := s.creature(1, "mother")
	s.hand(0, "into-the-warp")
	s.house("staralliance")
	s.wantRules(s.play("into-the-warp"), "")
	s.wantRules(s.choose("krump"), "")      // Brobnar: Troll
	s.wantRules(s.choose("lights-out"), "") // Shadows: Urchin
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(u, ZoneDiscard)
	s.wantZone(dp, ZoneBattleline)
	s.wantZone(m, ZoneBattleline)
}

// Spade Teller: "Play/After Fight/After Reap: Choose a house. Discard the
// top card of your deck. If that card belongs to the chosen house, gain
// 1A."
func TestHandISpadeTeller(t *testing.T) {
	for _, tc := range []struct {
		house House
		top   string
		gain  int
	}{
		{"brobnar", "troll", 1},
		{"logos", "troll", 0},
	} {
		t.Run(string(tc.house), func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"spade-teller", tc.top}, nil)
			s.installHeld(handIHeld, "spade-teller")
			s.creature(0, "spade-teller")
			s.house("staralliance")
			s.wantRules(s.reap("spade-teller"), "")
			s.wantRules(s.words(string(tc.house)), "")
			s.wantRules(s.choose(tc.top), "")
			s.wantZone(s.g.findAnywhere(CardRef{ID: tc.top}, 0), ZoneDiscard)
			s.wantAember(0, 1+tc.gain) // the reap, then the ability
		})
	}
}

// Unity or Discord: "Play: Choose one: • Use a friendly non-Star Alliance
// creature. • Return up to 2 friendly creatures and each upgrade attached
// to them to their owners’ hands."
func TestHandIUnityOrDiscord(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"unity-or-discord", "krump", "navigator-ali"}, nil)
	k := s.creature(0, "krump")
	s.creature(0, "navigator-ali")
	s.hand(0, "unity-or-discord")
	s.house("staralliance")
	s.wantRules(s.play("unity-or-discord"), "")
	// Krump is the one non-Star Alliance creature, and it cannot fight
	// (no enemy creature): the use is a reap by itself.
	s.wantRules(s.words("Use a non-Star Alliance creature"), "")
	s.wantAember(0, 1) // Krump reaped, off house
	if !s.g.cards[k].has(flExhausted) {
		t.Errorf("Krump is not exhausted: it was not used")
	}

	s = secondTurnScen(t, "staralliance", []string{"unity-or-discord", "krump", "troll", "navigator-ali", "protect-the-weak"}, nil)
	k = s.creature(0, "krump")
	tr := s.creature(0, "troll")
	na := s.creature(0, "navigator-ali")
	pw := s.take(0, "protect-the-weak")
	s.g.enterPlay(pw, 0, ZoneUpgrade)
	s.g.cards[pw].parent = k
	s.hand(0, "unity-or-discord")
	s.house("staralliance")
	s.wantRules(s.play("unity-or-discord"), "")
	s.wantRules(s.words("2"), "")
	s.wantRules(s.choose("krump", "troll"), "")
	s.wantZone(k, ZoneHand)
	s.wantZone(tr, ZoneHand)
	s.wantZone(pw, ZoneHand) // not discarded
	s.wantZone(na, ZoneBattleline)
}

// Ruthless Avenger: "Assault 2. Hazardous 2. Fate: Purge 2 random cards
// from your discard pile. Shuffle your discard pile into your deck." Bob's
// fate, fulfilled on Alice's turn: Alice's discard pile.
func TestHandIRuthlessAvenger(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"troll", "anger", "krump"}, []string{"ruthless-avenger", "urchin"})
	tr := s.hiDiscarded(0, "troll")
	an := s.hiDiscarded(0, "anger")
	k := s.hiDiscarded(0, "krump")
	u := s.hiDiscarded(1, "urchin")
	deck := s.g.p[0].deckSize()
	s.house("brobnar")
	s.wantRules(s.effect(Effect{Kind: EffFate, Player: 1, Card: CardRef{ID: "ruthless-avenger"}}), "")
	s.wantRules(s.choose("troll", "anger"), "")
	s.wantZone(tr, ZonePurged)
	s.wantZone(an, ZonePurged)
	s.wantZone(k, ZoneUnknown) // shuffled into the deck
	s.wantInt("Alice's deck", s.g.p[0].deckSize(), deck+1)
	s.wantInt("Alice's discard", len(s.g.p[0].discard), 0)
	s.wantZone(u, ZoneDiscard) // not the fate's owner's pile
}

// Beam of Forgetting: "Enhance AR. Play: Reveal a random card from your
// opponent’s hand. Put that card on the bottom of their deck." The log
// names the random card.
func TestHandIBeamOfForgetting(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"beam-of-forgetting"}, []string{"troll", "mother"})
	tr := s.hand(1, "troll")
	m := s.hand(1, "mother")
	hand, deck := s.g.p[1].handSize(), s.g.p[1].deckSize()
	s.hand(0, "beam-of-forgetting")
	s.house("unfathomable")
	s.wantRules(s.play("beam-of-forgetting"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneUnknown) // in the deck, unseen
	s.wantZone(m, ZoneHand)
	s.wantInt("Bob's hand", s.g.p[1].handSize(), hand-1)
	s.wantInt("Bob's deck", s.g.p[1].deckSize(), deck+1)
}

// Shakedown Sullivan: "After Reap: Choose a creature and discard the top
// card of its controller’s deck. If that card shares a house with the
// chosen creature, its controller gains 1A. Otherwise, destroy that
// creature."
func TestHandIShakedownSullivan(t *testing.T) {
	for _, tc := range []struct {
		top       string
		destroyed bool
		gain      int
	}{
		{"silvertooth", false, 1}, // Shadows, as Urchin: Bob gains 1
		{"mother", true, 0},       // Logos: Urchin is destroyed
	} {
		t.Run(tc.top, func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", []string{"shakedown-sullivan"}, []string{"urchin", tc.top})
			s.creature(0, "shakedown-sullivan")
			u := s.creature(1, "urchin")
			s.house("staralliance")
			s.wantRules(s.reap("shakedown-sullivan"), "")
			s.wantRules(s.choose("urchin"), "")
			s.wantRules(s.choose(tc.top), "") // the top of Bob's deck
			s.wantZone(s.g.findAnywhere(CardRef{ID: tc.top}, 1), ZoneDiscard)
			if tc.destroyed {
				s.wantZone(u, ZoneDiscard)
			} else {
				s.wantZone(u, ZoneBattleline)
			}
			s.wantAember(1, tc.gain)
			s.wantAember(0, 1) // the reap
		})
	}
}

// Think Twice: "Play: Play an action card from your discard pile, then
// purge it."
func TestHandIThinkTwice(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"think-twice", "anger", "troll"}, nil)
	s.installHeld(handIHeld, "think-twice")
	an := s.hiDiscarded(0, "anger")
	s.hiDiscarded(0, "troll")
	s.hand(0, "think-twice")
	s.house("logos")
	s.wantRules(s.play("think-twice"), "")
	s.wantRules(s.choose("anger"), "")
	s.wantZone(an, ZonePurged)
	s.wantAember(0, 1) // Anger's bonus icon: it was played

	// Purged after its own ability, which waits for its choices.
	s = secondTurnScen(t, "logos", []string{"think-twice", "anger", "krump"}, []string{"urchin", "troll"})
	s.installHeld(handIHeld, "think-twice")
	an = s.hiDiscarded(0, "anger")
	k := s.creature(0, "krump")
	s.creature(1, "urchin")
	tr := s.creature(1, "troll")
	s.g.cards[k].flags |= flExhausted
	s.hand(0, "think-twice")
	s.house("logos")
	s.wantRules(s.play("think-twice"), "")
	s.wantRules(s.choose("anger"), "")
	s.wantRules(s.choose("troll"), "") // Anger readies Krump, which fights Troll
	s.wantDamage(tr, 6)
	s.wantZone(an, ZonePurged)
}

// Remmy’s Horror: "Play: Destroy a creature and an artifact. Purge a
// random card from your opponent's hand." The log names the random card.
func TestHandIRemmysHorror(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"remmy-s-horror"}, []string{"troll", "urchin", "gorm-of-omm", "mother"})
	s.installHeld(handIHeld, "remmy-s-horror")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	gm := s.artifact(1, "gorm-of-omm")
	m := s.hand(1, "mother")
	s.hand(0, "remmy-s-horror")
	s.house("dis")
	s.wantRules(s.play("remmy-s-horror"), "")
	s.wantRules(s.choose("troll"), "") // then the one artifact, by itself
	s.wantRules(s.choose("mother"), "")
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(u, ZoneBattleline)
	s.wantZone(gm, ZoneDiscard)
	s.wantZone(m, ZonePurged)
}

// Gleaming the Cube: "Play: Ready and use a friendly creature. Fate:
// Discard the top card of your deck. The discarded card’s house becomes
// your active house."
func TestHandIGleamingTheCube(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"gleaming-the-cube", "krump"}, nil)
	k := s.creature(0, "krump")
	s.g.cards[k].flags |= flExhausted
	s.hand(0, "gleaming-the-cube")
	s.house("staralliance")
	s.wantRules(s.play("gleaming-the-cube"), "")
	s.wantAember(0, 1+1) // the bonus icon, then Krump's reap (off house)
	if !s.g.cards[k].has(flExhausted) {
		t.Errorf("Krump was not used")
	}

	// Fate: Bob's, fulfilled on Alice's turn: Alice's top card's house
	// becomes her active house.
	s = secondTurnScen(t, "brobnar", []string{"mother"}, []string{"gleaming-the-cube"})
	s.hiDiscarded(1, "gleaming-the-cube")
	s.house("brobnar")
	// Its fate, as g.fate resolves it (held: g.fate looks scripts up in
	// scriptLists).
	def := s.g.defIndex("gleaming-the-cube")
	s.g.fireScript(s.g.scripts[def], def, -1, s.g.active, OnFate, -1)
	s.wantRules(s.choose("mother"), "")
	s.wantZone(s.g.findAnywhere(CardRef{ID: "mother"}, 0), ZoneDiscard)
	if h := s.g.ActiveHouse(); h != "logos" {
		t.Errorf("active house %s, want logos", h)
	}
}

// Rocket Boots: "This creature gains, “Fight/Reap: If this is the first
// time this creature was used this turn, ready it.”" Once a turn: the
// second reap leaves it exhausted; the next turn it readies again.
func TestHandIRocketBoots(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"rocket-boots", "mother"}, nil)
	m := s.creature(0, "mother")
	s.house("logos")
	s.hand(0, "rocket-boots")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "rocket-boots"}, Target: CardRef{ID: "mother"}}), "")
	exhausted := func() bool { return s.g.cards[m].has(flExhausted) }
	s.wantRules(s.reap("mother"), "")
	if exhausted() {
		t.Errorf("Mother's first reap did not ready it")
	}
	s.wantRules(s.reap("mother"), "")
	if !exhausted() {
		t.Errorf("Mother's second reap readied it")
	}
	s.wantAember(0, 2)
	s.end()
	s.end()
	s.house("logos")
	s.wantRules(s.reap("mother"), "")
	if exhausted() {
		t.Errorf("Mother's first reap of the next turn did not ready it")
	}
}

// Came Back Wrong: "Play: Play a creature from your discard pile and attach
// Came Back Wrong to it as an upgrade with the text “This creature gets –2
// power and gains poison.”"
func TestHandICameBackWrong(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"came-back-wrong", "troll", "krump"}, []string{"urchin"})
	tr := s.hiDiscarded(0, "troll")
	k := s.hiDiscarded(0, "krump")
	cb := s.hand(0, "came-back-wrong")
	s.house("untamed")
	s.wantRules(s.play("came-back-wrong"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneBattleline)
	s.wantZone(k, ZoneDiscard)
	s.wantZone(cb, ZoneUpgrade)
	s.wantInt("Troll's power", s.g.power(tr), 8-2)
	if !s.g.hasKeyword(tr, Poison) {
		t.Errorf("Troll has no poison")
	}
	// Destroyed, the creature takes its upgrade along: no more poison.
	s.wantRules(s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "troll"}}), "")
	s.wantZone(cb, ZoneDiscard)
}

// Webstur: "Taunt. After Fight: For each damage on Webstur, you may discard
// the top card of each player's deck."
func TestHandIWebstur(t *testing.T) {
	for _, tc := range []struct {
		name    string
		answers [][]string // words or cards, in order
		mine    []string   // Alice's cards discarded
		theirs  []string   // Bob's
	}{
		// A "yes" comes with the card it discards, on one line.
		{"twice, as damaged", [][]string{{"yes", "troll"}, {"mother"}, {"yes", "krump"}, {"urchin"}}, []string{"troll", "krump"}, []string{"mother", "urchin"}},
		{"once, then no", [][]string{{"yes", "troll"}, {"mother"}, {"no"}}, []string{"troll"}, []string{"mother"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "geistoid", []string{"webstur", "troll", "krump"}, []string{"silvertooth", "mother", "urchin"})
			w := s.creature(0, "webstur")
			s.creature(1, "silvertooth")
			s.house("geistoid")
			s.wantRules(s.fight("webstur", "silvertooth"), "")
			s.wantDamage(w, 2)
			for _, a := range tc.answers {
				switch {
				case a[0] == "no":
					s.wantRules(s.words(a...), "")
				case a[0] == "yes":
					s.wantRules(s.do(Action{Verb: VerbChoose, Words: a[:1], Cards: []CardRef{{ID: a[1]}}}), "")
				default:
					s.wantRules(s.choose(a...), "")
				}
			}
			s.wantInt("Alice's discard", len(s.g.p[0].discard), len(tc.mine))
			s.wantInt("Bob's discard", len(s.g.p[1].discard), 1+len(tc.theirs)) // Silvertooth, then the deck's
			if _, waiting := s.g.Waiting(); waiting {
				t.Errorf("Webstur still waits after %d damage's worth", 2)
			}
		})
	}
}

// Brunx and Bongle: "After Fight: If this was the first time Brunx and
// Bongle was used this turn, you may ready and reap with it."
func TestHandIBrunxAndBongle(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"brunx-and-bongle"}, []string{"urchin", "silvertooth", "mother"})
	b := s.creature(0, "brunx-and-bongle")
	s.creature(1, "silvertooth")
	s.creature(1, "mother")
	s.house("brobnar")
	s.wantRules(s.fight("brunx-and-bongle", "silvertooth"), "")
	s.wantRules(s.words("yes"), "")
	s.wantAember(0, 1) // readied and reaped
	if !s.g.cards[b].has(flExhausted) {
		t.Errorf("Brunx and Bongle was not used to reap")
	}
	// Readied again (by the test), its fight is its third use: nothing.
	s.g.cards[b].flags &^= flExhausted
	s.wantRules(s.fight("brunx-and-bongle", "mother"), "")
	if _, waiting := s.g.Waiting(); waiting {
		t.Errorf("a third use asks again")
	}
	s.wantAember(0, 1)
}

// Bandit Culver: "Elusive. Enhance D. After you discard a Shadows card, if
// it is the first time you have discarded a Shadows card this turn, steal
// 1A." Not a card of another house; not the second Shadows card; not the
// opponent's discard; again the next turn.
func TestHandIBanditCulver(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"bandit-culver", "troll", "lights-out", "miasma", "silvertooth"}, []string{"urchin"})
	s.creature(0, "bandit-culver")
	tr := s.hand(0, "troll")
	s.hand(0, "lights-out")
	s.hand(0, "miasma")
	s.g.p[1].aember = 5
	s.house("shadows")
	discard := func(id string) {
		t.Helper()
		s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: id}}), "")
	}
	s.wantRules(s.effect(Effect{Kind: EffDiscard, Player: 0, Card: CardRef{ID: "troll"}}), "") // Brobnar: nothing
	s.wantZone(tr, ZoneDiscard)
	s.wantAember(0, 0)
	discard("lights-out") // the first Shadows card
	s.wantAember(0, 1)
	s.wantAember(1, 4)
	discard("miasma") // the second
	s.wantAember(0, 1)
	s.end()
	s.hand(1, "urchin")
	s.house("shadows")
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "urchin"}}), "") // Bob's
	s.wantAember(0, 1)
	s.end()
	s.hand(0, "silvertooth")
	s.house("shadows")
	discard("silvertooth") // a new turn: the first again
	s.wantAember(0, 2)
}

// Vial of Mutation: "Play: Put a Mutation counter on 2 creatures. While
// those creatures have a mutation counter, they gain the Mutant trait."
// Both chosen creatures are Mutants, the third is not; one that leaves
// play loses its counter.
func TestHandIVialOfMutation(t *testing.T) {
	s := secondTurnScen(t, "redemption", []string{"vial-of-mutation", "krump"}, []string{"troll", "urchin"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	s.hand(0, "vial-of-mutation")
	s.house("redemption")
	s.wantRules(s.play("vial-of-mutation"), "")
	s.wantRules(s.choose("krump", "troll"), "")
	mutant := Target{Count: Each, Trait: "mutant"}
	for _, tc := range []struct {
		id   int16
		want bool
	}{{k, true}, {tr, true}, {u, false}} {
		if got := s.g.matches(&mutant, tc.id, -1, 0); got != tc.want {
			t.Errorf("%s is a Mutant: %v, want %v", s.g.name(tc.id), got, tc.want)
		}
	}
	s.wantRules(s.effect(Effect{Kind: EffReturn, Card: CardRef{ID: "troll"}}), "")
	s.wantZone(tr, ZoneHand)
	if s.g.lastingOn(hiLastMutation, tr) {
		t.Errorf("Troll kept its mutation counter out of play")
	}
}

// hiArchived puts a copy of id owned by pl into pl's archives.
func (s *scen) hiArchived(pl int8, id string) int16 {
	c := s.take(pl, id)
	s.g.put(c, ZoneArchives)
	return c
}

// Project Z.Y.X.: "Fight/Reap: You may play one of your archived cards as
// if it were in your hand and in the active house."
func TestHandIProjectZYX(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"project-zyx", "troll", "krump"}, nil)
	s.creature(0, "project-zyx")
	tr := s.hiArchived(0, "troll")
	k := s.hiArchived(0, "krump")
	s.house("logos")
	s.wantRules(s.reap("project-zyx"), "")
	s.wantRules(s.choose("troll"), "") // Brobnar, played on a Logos turn
	s.wantZone(tr, ZoneBattleline)
	s.wantZone(k, ZoneArchives)

	s = secondTurnScen(t, "logos", []string{"project-zyx", "troll"}, nil)
	s.creature(0, "project-zyx")
	tr = s.hiArchived(0, "troll")
	s.house("logos")
	s.wantRules(s.reap("project-zyx"), "")
	s.wantRules(s.words("no"), "")
	s.wantZone(tr, ZoneArchives)
}

// Auto-Vac 5150: "Action: You may discard a card from your archives. If you
// do, keys cost +3A during your opponent’s next turn. Otherwise, archive a
// card."
func TestHandIAutoVac5150(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"auto-vac-5150", "troll"}, nil)
	s.artifact(0, "auto-vac-5150")
	tr := s.hiArchived(0, "troll")
	s.house("logos")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "auto-vac-5150"}}), "")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneDiscard)
	s.end()
	s.wantInt("Bob's key cost on his turn", s.g.KeyCost(1), 6+3)

	s = secondTurnScen(t, "logos", []string{"auto-vac-5150", "troll", "krump"}, nil)
	s.artifact(0, "auto-vac-5150")
	tr = s.hiArchived(0, "troll")
	k := s.hand(0, "krump")
	s.house("logos")
	s.wantRules(s.do(Action{Verb: VerbAction, Card: CardRef{ID: "auto-vac-5150"}}), "")
	s.wantRules(s.words("no"), "")
	s.wantRules(s.choose("krump"), "")
	s.wantZone(tr, ZoneArchives)
	s.wantZone(k, ZoneArchives)
	s.end()
	s.wantInt("Bob's key cost on his turn", s.g.KeyCost(1), 6)
}

// Fidgit: "Elusive. Reap: Discard a random card from your opponent’s
// archives or the top card of their deck. If that card is an action, play
// it as if it were yours." TCO names the options "Archives" and "Top of
// deck".
func TestHandIFidgit(t *testing.T) {
	for _, tc := range []struct {
		top    string
		aember int // Alice's: the reap, then a played card's Æmber bonus
	}{
		{"anger", 1 + 1},
		{"troll", 1},
	} {
		t.Run(tc.top, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"fidgit"}, []string{tc.top})
			s.creature(0, "fidgit")
			s.house("shadows")
			s.wantRules(s.reap("fidgit"), "")
			s.wantRules(s.words("Top of deck"), "")
			s.wantRules(s.choose(tc.top), "")
			s.wantZone(s.g.findAnywhere(CardRef{ID: tc.top}, 1), ZoneDiscard) // Bob's, played or not
			s.wantAember(0, tc.aember)
		})
	}
	// From the archives: a card the engine knows is there.
	s := secondTurnScen(t, "shadows", []string{"fidgit"}, []string{"troll"})
	s.creature(0, "fidgit")
	tr := s.hiArchived(1, "troll")
	s.house("shadows")
	s.wantRules(s.reap("fidgit"), "")
	s.wantRules(s.words("Archives"), "")
	s.wantZone(tr, ZoneDiscard)
}

// Mimicry: "When you play this card, treat it as a copy of an action card
// in your opponent’s discard pile." A copy of Mind Barb: its Æmber bonus,
// and Bob discards a random card; Mind Barb stays in Bob's discard pile.
func TestHandIMimicry(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"mimicry"}, []string{"mind-barb", "troll"})
	mb := s.hiDiscarded(1, "mind-barb")
	tr := s.hand(1, "troll")
	mi := s.hand(0, "mimicry")
	s.house("untamed")
	s.wantRules(s.play("mimicry"), "") // the one action card there: by itself
	s.wantRules(s.choose("troll"), "") // Mind Barb's random discard
	s.wantAember(0, 1)
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(mb, ZoneDiscard)
	s.wantZone(mi, ZoneDiscard)
	if s.g.cards[mi].owner != 0 || s.g.cards[mb].owner != 1 {
		t.Errorf("the cards changed owners")
	}
}
