package engine

import "testing"

// Tests of scripts_hand_j.go: each card's ability on a board, and the
// state after it.

func init() { hjAddCards() }

// hjAddCards adds the facts (keyteki packs) of the cards these tests use.
func hjAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits []string, kws ...KeywordValue) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits, Keywords: kws}
	}
	cr, ac, ar, up, tk := TypeCreature, TypeAction, TypeArtifact, TypeUpgrade, TypeTokenCreature
	kw := func(k Keyword, n int) KeywordValue { return KeywordValue{k, n} }
	tr := func(t ...string) []string { return t }
	add("narp", "Narp", "brobnar", cr, 8, 1, 0, tr("giant"))
	add("mega-narp", "Mega Narp", "brobnar", cr, 10, 1, 0, tr("giant"))
	add("batariel-of-the-grey", "Batariel of the Grey", "sanctum", cr, 3, 2, 0, tr("monk", "human"))
	add("disciple", "Disciple", "sanctum", tk, 1, 0, 0, tr("human", "monk"))
	add("clear-mind", "Clear Mind", "sanctum", ac, 0, 0, 1, nil)
	add("perilous-wild", "Perilous Wild", "untamed", ac, 0, 0, 1, nil)
	add("veemos-lightbringer", "Veemos Lightbringer", "sanctum", cr, 6, 0, 0, tr("angel", "spirit"))
	add("radiant-truth", "Radiant Truth", "sanctum", ac, 0, 0, 1, nil)
	add("maqui-expedition", "Maqui Expedition", "skyborn", ac, 0, 0, 0, nil)
	add("yardbird", "Yardbird", "shadows", tk, 2, 0, 0, tr("elf", "thief"), kw(Elusive, 0))
	add("cadet", "Cadet", "staralliance", tk, 1, 0, 0, tr("human"))
	add("hand-of-dis", "Hand of Dis", "dis", ac, 0, 0, 0, nil)
	add("captain-nemo", "Captain Nemo", "logos", cr, 4, 0, 0, tr("cyborg", "scientist"))
	add("altruist-s-rostrum", "Altruist’s Rostrum", "saurian", ar, 0, 0, 0, tr("location"))
	add("cmd-prompt", "Cmd. Prompt", "logos", cr, 2, 0, 0, tr("ai", "scientist"))
	add("antiquities-dealer", "Antiquities Dealer", "ekwidon", cr, 3, 0, 0, tr("human", "merchant"))
	add("long-way-home", "Long Way Home", "skyborn", ac, 0, 0, 1, nil)
	add("skyborn-probe", "Skyborn Probe", "skyborn", cr, 3, 0, 0, nil)
	add("squawker", "Squawker", "mars", ac, 0, 0, 1, nil)
	add("connectome-transfer", "Connectome Transfer", "logos", ac, 0, 0, 1, nil)
	add("stir-crazy", "Stir-Crazy", "unfathomable", ac, 0, 0, 1, nil)
	add("hexpion", "Hexpion", "logos", cr, 2, 0, 0, tr("ai"))
	add("into-the-abyss", "Into the Abyss", "keyraken", ac, 0, 0, 1, nil)
	add("ace-jonavan", "Ace Jonavan", "ekwidon", cr, 4, 0, 0, tr("human", "merchant"))
	add("shard-of-pain", "Shard of Pain", "dis", ar, 0, 0, 0, tr("item", "shard"))
	add("shard-of-hope", "Shard of Hope", "sanctum", ar, 0, 0, 0, tr("item", "shard"))
	add("soleft", "Soleft", "unfathomable", cr, 3, 0, 0, tr("aquan"))
	add("flounderight", "Flounderight", "unfathomable", cr, 3, 0, 0, tr("aquan"))
	add("dr-westing", "Dr. Westing", "logos", cr, 5, 0, 0, tr("human", "scientist"))
	add("foozle", "Foozle", "brobnar", cr, 5, 0, 0, tr("giant"))
	add("vault-s-blessing", "Vault’s Blessing", "mars", ac, 0, 0, 1, nil)
	add("braindart", "Braindart", "mars", ac, 0, 0, 1, nil)
	add("synwyx-the-bold", "Synwyx the Bold", "mars", cr, 3, 2, 0, tr("martian", "soldier"))
	add("avarice", "Avarice", "dis", up, 0, 0, 1, nil)
	add("lictor-justinian", "Lictor Justinian", "saurian", cr, 4, 0, 0, tr("dinosaur"))
	add("kyypax-encapsulator", "Kyypax Encapsulator", "mars", cr, 2, 0, 0, tr("beast"), kw(Elusive, 0))
	add("photic-raider", "Photic Raider", "unfathomable", cr, 2, 0, 0, tr("aquan"))
	add("left-in-its-wake", "Left in Its Wake", "keyraken", ac, 0, 0, 1, nil)
	add("berinon", "Berinon", "sanctum", cr, 5, 2, 0, tr("knight", "spirit"))
}

// hjDestroy destroys a card in play by a declared effect.
func (s *scen) hjDestroy(id string) Outcome {
	return s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: id}})
}

func (s *scen) hjWantFlag(id int16, f uint16, want bool, what string) {
	s.t.Helper()
	s.hbWantFlag(id, f, want, what)
}

// hjExhaust marks cards exhausted.
func (s *scen) hjExhaust(ids ...int16) {
	for _, id := range ids {
		s.g.cards[id].flags |= flExhausted
	}
}

// Narp: "Narp’s neighbors cannot reap." Mega Narp reads the same.
func TestHandJNarp(t *testing.T) {
	for _, id := range []string{"narp", "mega-narp"} {
		t.Run(id, func(t *testing.T) {
			s := hbScen(t, "brobnar", []string{id, "krump", "troll", "bumpsy"}, nil)
			k := s.creature(0, "krump")
			s.creature(0, id)
			s.creature(0, "troll")
			b := s.creature(0, "bumpsy")
			s.house("brobnar")
			s.wantRules(s.reap("krump"), "restricted")
			s.wantRules(s.reap("troll"), "restricted")
			s.wantRules(s.reap("bumpsy"), "") // not a neighbor
			s.hjWantFlag(b, flExhausted, true, "exhausted")
			s.wantRules(s.reap(id), "") // Narp itself reaps
			s.hjWantFlag(k, flExhausted, true, "exhausted")
		})
	}
}

// Batariel of the Grey: "After Reap: Ready each Disciple." (Each: the
// opponent's too.)
func TestHandJBatarielOfTheGrey(t *testing.T) {
	s := hbScen(t, "sanctum", []string{"batariel-of-the-grey", "disciple", "disciple", "krump"}, []string{"disciple"})
	s.creature(0, "batariel-of-the-grey")
	d1, d2 := s.creature(0, "disciple"), s.creature(0, "disciple")
	k := s.creature(0, "krump")
	d3 := s.creature(1, "disciple")
	s.hjExhaust(d1, d2, k, d3)
	s.house("sanctum")
	s.wantRules(s.reap("batariel-of-the-grey"), "")
	for _, d := range []int16{d1, d2, d3} {
		s.hjWantFlag(d, flExhausted, false, "exhausted")
	}
	s.hjWantFlag(k, flExhausted, true, "exhausted")
}

// Clear Mind: "Play: Unstun each friendly creature."
func TestHandJClearMind(t *testing.T) {
	s := hbScen(t, "sanctum", []string{"clear-mind", "krump", "troll"}, []string{"troll"})
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	bt := s.creature(1, "troll")
	s.g.cards[k].flags |= flStunned
	s.g.cards[tr].flags |= flStunned
	s.g.cards[bt].flags |= flStunned
	s.hand(0, "clear-mind")
	s.house("sanctum")
	s.wantRules(s.play("clear-mind"), "")
	s.hjWantFlag(k, flStunned, false, "stunned")
	s.hjWantFlag(tr, flStunned, false, "stunned")
	s.hjWantFlag(bt, flStunned, true, "stunned") // an enemy creature
}

// Perilous Wild and Veemos Lightbringer: "Play: Destroy each elusive
// creature."
func TestHandJDestroyEachElusive(t *testing.T) {
	for _, tc := range []struct {
		id string
		h  House
	}{{"perilous-wild", "untamed"}, {"veemos-lightbringer", "sanctum"}} {
		t.Run(tc.id, func(t *testing.T) {
			s := hbScen(t, tc.h, []string{tc.id, "urchin", "krump"}, []string{"urchin", "troll"})
			u0, k := s.creature(0, "urchin"), s.creature(0, "krump")
			u1, tr := s.creature(1, "urchin"), s.creature(1, "troll")
			s.hand(0, tc.id)
			s.house(tc.h)
			s.wantRules(s.play(tc.id), "")
			s.wantZone(u0, ZoneDiscard)
			s.wantZone(u1, ZoneDiscard)
			s.wantZone(k, ZoneBattleline)
			s.wantZone(tr, ZoneBattleline)
		})
	}
}

// Radiant Truth: "Play: Stun each enemy creature not on a flank."
func TestHandJRadiantTruth(t *testing.T) {
	s := hbScen(t, "sanctum", []string{"radiant-truth", "krump", "troll", "bumpsy"}, []string{"krump", "troll", "bumpsy"})
	ak, at, ab := s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "bumpsy")
	bk, bt, bb := s.creature(1, "krump"), s.creature(1, "troll"), s.creature(1, "bumpsy")
	s.hand(0, "radiant-truth")
	s.house("sanctum")
	s.wantRules(s.play("radiant-truth"), "")
	for _, c := range []struct {
		id   int16
		want bool
	}{{ak, false}, {at, false}, {ab, false}, {bk, false}, {bt, true}, {bb, false}} {
		s.hjWantFlag(c.id, flStunned, c.want, "stunned")
	}
}

// Maqui Expedition: "Play: Gain control of an enemy flank creature."
func TestHandJMaquiExpedition(t *testing.T) {
	s := hbScen(t, "skyborn", []string{"maqui-expedition"}, []string{"krump", "troll", "bumpsy"})
	s.creature(1, "krump")
	tr, b := s.creature(1, "troll"), s.creature(1, "bumpsy")
	s.hand(0, "maqui-expedition")
	s.house("skyborn")
	s.play("maqui-expedition")
	s.wantRules(s.choose("troll"), "effect-target") // not on a flank
	s.hbWantInt("Troll's controller", int(s.g.cards[tr].controller), 0)

	s = hbScen(t, "skyborn", []string{"maqui-expedition"}, []string{"krump", "troll", "bumpsy"})
	s.creature(1, "krump")
	s.creature(1, "troll")
	b = s.creature(1, "bumpsy")
	s.hand(0, "maqui-expedition")
	s.house("skyborn")
	s.play("maqui-expedition")
	s.wantRules(s.choose("bumpsy"), "")
	s.hbWantInt("Bumpsy's controller", int(s.g.cards[b].controller), 0)
	s.hbWantInt("Alice's creatures", len(s.g.p[0].line), 1)
}

// Yardbird: "Elusive. Before Fight: Ready another Yardbird."
func TestHandJYardbird(t *testing.T) {
	s := hbScen(t, "shadows", []string{"yardbird", "yardbird"}, []string{"troll"})
	y1, y2 := s.creature(0, "yardbird"), s.creature(0, "yardbird")
	s.creature(1, "troll")
	s.hjExhaust(y2)
	s.house("shadows")
	s.wantRules(s.do(Action{Verb: VerbFight, Card: CardRef{ID: "yardbird"}, Target: CardRef{ID: "troll"}}), "")
	s.wantZone(y1, ZoneDiscard) // 2 power against Troll's 8
	s.hjWantFlag(y2, flExhausted, false, "exhausted")
}

// Cadet: "Destroyed: Ready Cadet’s most powerful neighbor."
func TestHandJCadet(t *testing.T) {
	s := hbScen(t, "staralliance", []string{"cadet", "krump", "bumpsy", "troll"}, nil)
	tr := s.creature(0, "troll")
	k := s.creature(0, "krump")
	s.creature(0, "cadet")
	b := s.creature(0, "bumpsy")
	s.hjExhaust(tr, k, b)
	s.house("staralliance")
	s.wantRules(s.hjDestroy("cadet"), "")
	s.hjWantFlag(k, flExhausted, false, "exhausted") // 6 power, Bumpsy 5
	s.hjWantFlag(b, flExhausted, true, "exhausted")
	s.hjWantFlag(tr, flExhausted, true, "exhausted") // not a neighbor
}

// Hand of Dis: "Play: Destroy a creature that is not on a flank."
func TestHandJHandOfDis(t *testing.T) {
	s := hbScen(t, "dis", []string{"hand-of-dis", "urchin"}, []string{"krump", "troll", "bumpsy"})
	u := s.creature(0, "urchin")
	bk, bt, bb := s.creature(1, "krump"), s.creature(1, "troll"), s.creature(1, "bumpsy")
	s.hand(0, "hand-of-dis")
	s.house("dis")
	s.wantRules(s.play("hand-of-dis"), "") // Troll is the only one: by itself
	s.wantZone(bt, ZoneDiscard)
	for _, id := range []int16{u, bk, bb} {
		s.wantZone(id, ZoneBattleline)
	}
}

// Captain Nemo: "After Fight: Destroy an artifact and a creature."
func TestHandJCaptainNemo(t *testing.T) {
	s := hbScen(t, "logos", []string{"captain-nemo"}, []string{"silvertooth", "troll", "gorm-of-omm"})
	n := s.creature(0, "captain-nemo")
	s.creature(1, "silvertooth")
	tr := s.creature(1, "troll")
	gm := s.artifact(1, "gorm-of-omm")
	s.house("logos")
	s.fight("captain-nemo", "silvertooth")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(gm, ZoneDiscard) // the only artifact: by itself
	s.wantZone(tr, ZoneDiscard)
	s.wantZone(n, ZoneBattleline)
}

// Altruist’s Rostrum: "Action: Move 1A from a creature to another
// creature."
func TestHandJAltruistSRostrum(t *testing.T) {
	s := hbScen(t, "saurian", []string{"altruist-s-rostrum", "krump"}, []string{"troll", "urchin"})
	s.artifact(0, "altruist-s-rostrum")
	k := s.creature(0, "krump")
	tr, u := s.creature(1, "troll"), s.creature(1, "urchin")
	s.g.cards[tr].aember = 2
	s.house("saurian")
	s.hbAction("altruist-s-rostrum")
	s.wantRules(s.choose("urchin"), "") // Troll is the only one with A: by itself
	s.hbWantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
	s.hbWantInt("Æmber on Urchin", int(s.g.cards[u].aember), 1)
	s.hbWantInt("Æmber on Krump", int(s.g.cards[k].aember), 0)
}

// Cmd. Prompt: "After Reap: You may play a non-Logos card this turn."
func TestHandJCmdPrompt(t *testing.T) {
	s := hbScen(t, "logos", []string{"cmd-prompt", "krump", "troll"}, nil)
	s.creature(0, "cmd-prompt")
	s.hand(0, "krump")
	s.hand(0, "troll")
	s.house("logos")
	s.wantRules(s.play("krump"), "not-active-house") // not before the reap
	s.wantRules(s.reap("cmd-prompt"), "")
	s.wantRules(s.play("troll"), "")
}

// Antiquities Dealer: "Action: Gain 2A if you control at least one
// artifact."
func TestHandJAntiquitiesDealer(t *testing.T) {
	for _, tc := range []struct {
		name     string
		artifact string
		want     int
	}{{"none", "", 0}, {"own", "gorm-of-omm", 2}, {"enemy's", "bob", 0}} {
		t.Run(tc.name, func(t *testing.T) {
			s := hbScen(t, "ekwidon", []string{"antiquities-dealer", "gorm-of-omm"}, []string{"gorm-of-omm"})
			s.creature(0, "antiquities-dealer")
			switch tc.artifact {
			case "bob":
				s.artifact(1, "gorm-of-omm")
			case "gorm-of-omm":
				s.artifact(0, "gorm-of-omm")
			}
			s.house("ekwidon")
			s.wantRules(s.hbAction("antiquities-dealer"), "")
			s.wantAember(0, tc.want)
		})
	}
}

// Long Way Home: "Play: Archive each friendly Skyborn creature from
// play."
func TestHandJLongWayHome(t *testing.T) {
	s := hbScen(t, "skyborn", []string{"long-way-home", "skyborn-probe", "krump"}, []string{"skyborn-probe"})
	p0, k := s.creature(0, "skyborn-probe"), s.creature(0, "krump")
	p1 := s.creature(1, "skyborn-probe")
	s.hand(0, "long-way-home")
	s.house("skyborn")
	s.wantRules(s.play("long-way-home"), "")
	s.wantZone(p0, ZoneArchives)
	s.wantZone(k, ZoneBattleline)
	s.wantZone(p1, ZoneBattleline)
}

// Squawker: "Play: Ready a Mars creature or stun a non-Mars creature."
func TestHandJSquawker(t *testing.T) {
	s := hbScen(t, "mars", []string{"squawker", "zorg"}, []string{"troll"})
	z := s.creature(0, "zorg")
	tr := s.creature(1, "troll")
	s.hjExhaust(z)
	s.hand(0, "squawker")
	s.house("mars")
	s.play("squawker")
	s.wantRules(s.heWords("1"), "") // Zorg is the only Mars creature
	s.hjWantFlag(z, flExhausted, false, "exhausted")
	s.hjWantFlag(tr, flStunned, false, "stunned")

	s = hbScen(t, "mars", []string{"squawker", "zorg"}, []string{"troll", "urchin"})
	z = s.creature(0, "zorg")
	tr = s.creature(1, "troll")
	s.creature(1, "urchin")
	s.hand(0, "squawker")
	s.house("mars")
	s.play("squawker")
	s.heWords("2")
	s.wantRules(s.choose("zorg"), "effect-target") // a Mars creature
	s = hbScen(t, "mars", []string{"squawker", "zorg"}, []string{"troll", "urchin"})
	z = s.creature(0, "zorg")
	tr = s.creature(1, "troll")
	s.creature(1, "urchin")
	s.hand(0, "squawker")
	s.house("mars")
	s.play("squawker")
	s.heWords("2")
	s.wantRules(s.choose("troll"), "")
	s.hjWantFlag(tr, flStunned, true, "stunned")
	s.hjWantFlag(z, flStunned, false, "stunned")
}

// Connectome Transfer: "Play: Put each flank creature into its owner’s
// archives."
func TestHandJConnectomeTransfer(t *testing.T) {
	s := hbScen(t, "logos", []string{"connectome-transfer", "krump", "troll", "bumpsy"}, []string{"urchin"})
	k, tr, b := s.creature(0, "krump"), s.creature(0, "troll"), s.creature(0, "bumpsy")
	u := s.creature(1, "urchin")
	s.hand(0, "connectome-transfer")
	s.house("logos")
	s.wantRules(s.play("connectome-transfer"), "")
	s.wantZone(k, ZoneArchives)
	s.wantZone(b, ZoneArchives)
	s.wantZone(tr, ZoneBattleline)
	s.wantZone(u, ZoneArchives)
	s.hbWantInt("Bob's archives", s.g.p[1].archiveSize(), 1)
}

// Stir-Crazy: "Play: Each ready creature captures 1A from its opponent."
func TestHandJStirCrazy(t *testing.T) {
	s := hbScen(t, "unfathomable", []string{"stir-crazy", "krump", "troll"}, []string{"bumpsy"})
	k, tr := s.creature(0, "krump"), s.creature(0, "troll")
	b := s.creature(1, "bumpsy")
	s.hjExhaust(tr)
	s.g.p[0].aember, s.g.p[1].aember = 3, 3
	s.hand(0, "stir-crazy")
	s.house("unfathomable")
	s.wantRules(s.play("stir-crazy"), "")
	s.hbWantInt("Æmber on Krump", int(s.g.cards[k].aember), 1)
	s.hbWantInt("Æmber on Troll", int(s.g.cards[tr].aember), 0)
	s.hbWantInt("Æmber on Bumpsy", int(s.g.cards[b].aember), 1)
	s.wantAember(0, 3) // 3, the bonus icon, 1 captured by Bumpsy
	s.wantAember(1, 2)
}

// Hexpion: "Destroyed: Archive Hexpion and the top card of your deck."
func TestHandJHexpion(t *testing.T) {
	s := hbScen(t, "logos", []string{"hexpion"}, nil)
	h := s.creature(0, "hexpion")
	deck := s.g.p[0].deckSize()
	s.house("logos")
	s.wantRules(s.hjDestroy("hexpion"), "")
	s.wantZone(h, ZoneArchives)
	s.hbWantInt("Alice's archives", s.g.p[0].archiveSize(), 2)
	s.hbWantInt("Alice's deck", s.g.p[0].deckSize(), deck-1)
}

// Into the Abyss: "Play: Your opponent discards their hand and draws 4
// cards."
func TestHandJIntoTheAbyss(t *testing.T) {
	s := hbScen(t, "keyraken", []string{"into-the-abyss"}, nil)
	s.hand(0, "into-the-abyss")
	hand, discard := s.g.p[1].handSize(), len(s.g.p[1].discard)
	aliceHand := s.g.p[0].handSize()
	s.house("keyraken")
	s.wantRules(s.play("into-the-abyss"), "")
	s.hbWantInt("Bob's hand", s.g.p[1].handSize(), 4)
	s.hbWantInt("Bob's discard pile", len(s.g.p[1].discard), discard+hand)
	s.hbWantInt("Alice's hand", s.g.p[0].handSize(), aliceHand-1)
}

// Ace Jonavan: "For each A on Ace Jonavan, keys cost +1A. Play: Capture
// 1A."
func TestHandJAceJonavan(t *testing.T) {
	s := hbScen(t, "ekwidon", []string{"ace-jonavan"}, nil)
	s.g.p[1].aember = 3
	a := s.hand(0, "ace-jonavan")
	s.house("ekwidon")
	base := s.g.keyCost(0)
	s.wantRules(s.play("ace-jonavan"), "")
	s.hbWantInt("Æmber on Ace", int(s.g.cards[a].aember), 1)
	s.hbWantInt("Alice's key cost", s.g.keyCost(0), base+1)
	s.hbWantInt("Bob's key cost", s.g.keyCost(1), base+1)
	s.g.cards[a].aember = 3
	s.hbWantInt("Bob's key cost with 3A on Ace", s.g.keyCost(1), base+3)
}

// Shard of Pain: "Action: Deal 1D to an enemy creature for each friendly
// Shard." Shard of Hope: "Action: A friendly creature captures 1A for
// each friendly Shard."
func TestHandJShards(t *testing.T) {
	s := hbScen(t, "dis", []string{"shard-of-pain", "shard-of-hope"}, []string{"troll", "shard-of-hope"})
	s.artifact(0, "shard-of-pain")
	s.artifact(0, "shard-of-hope")
	s.artifact(1, "shard-of-hope") // not friendly
	tr := s.creature(1, "troll")
	s.house("dis")
	s.wantRules(s.hbAction("shard-of-pain"), "")
	s.wantDamage(tr, 2)

	s = hbScen(t, "sanctum", []string{"shard-of-pain", "shard-of-hope", "krump"}, nil)
	s.artifact(0, "shard-of-pain")
	s.artifact(0, "shard-of-hope")
	k := s.creature(0, "krump")
	s.g.p[1].aember = 5
	s.house("sanctum")
	s.wantRules(s.hbAction("shard-of-hope"), "")
	s.hbWantInt("Æmber on Krump", int(s.g.cards[k].aember), 2)
	s.wantAember(1, 3)
}

// Soleft: "Destroyed: Destroy the creature on your opponent’s left
// flank." Flounderight: the same on the right flank.
func TestHandJSoleftFlounderight(t *testing.T) {
	for _, tc := range []struct {
		id   string
		gone int // index of the enemy creature destroyed
	}{{"soleft", 0}, {"flounderight", 2}} {
		t.Run(tc.id, func(t *testing.T) {
			s := hbScen(t, "unfathomable", []string{tc.id}, []string{"krump", "troll", "bumpsy"})
			s.creature(0, tc.id)
			ids := []int16{s.creature(1, "krump"), s.creature(1, "troll"), s.creature(1, "bumpsy")}
			s.house("unfathomable")
			s.wantRules(s.hjDestroy(tc.id), "")
			for i, id := range ids {
				if i == tc.gone {
					s.wantZone(id, ZoneDiscard)
				} else {
					s.wantZone(id, ZoneBattleline)
				}
			}
		})
	}
}

// Dr. Westing: "After Reap: If Dr. Westing is on a flank, make a token
// creature."
func TestHandJDrWesting(t *testing.T) {
	for _, tc := range []struct {
		name   string
		center bool
		want   int
	}{{"flank", false, 2}, {"center", true, 3}} {
		t.Run(tc.name, func(t *testing.T) {
			s := hbScen(t, "logos", []string{"dr-westing", "krump", "bumpsy", "catena-fiend"}, nil)
			if tc.center {
				s.creature(0, "krump")
			}
			s.creature(0, "dr-westing")
			if tc.center {
				s.creature(0, "bumpsy")
			}
			s.house("logos")
			s.wantRules(s.reap("dr-westing"), "")
			s.hbWantInt("Alice's creatures", len(s.g.p[0].line), tc.want)
		})
	}
}

// Foozle: "Reap: If an enemy creature has been destroyed this turn, gain
// 1A."
func TestHandJFoozle(t *testing.T) {
	for _, tc := range []struct {
		name    string
		destroy string
		want    int
	}{{"none", "", 1}, {"enemy", "urchin", 2}, {"friendly", "krump", 1}} {
		t.Run(tc.name, func(t *testing.T) {
			s := hbScen(t, "brobnar", []string{"foozle", "krump"}, []string{"urchin"})
			s.creature(0, "foozle")
			s.creature(0, "krump")
			s.creature(1, "urchin")
			s.house("brobnar")
			if tc.destroy != "" {
				s.hjDestroy(tc.destroy)
			}
			s.wantRules(s.reap("foozle"), "")
			s.wantAember(0, tc.want)
		})
	}
}

// Vault’s Blessing: "Play: Each player gains 1A for each Mutant creature
// they control."
func TestHandJVaultSBlessing(t *testing.T) {
	s := hbScen(t, "mars", []string{"vault-s-blessing", "zorg", "krump"}, []string{"zorg", "zorg"})
	s.creature(0, "zorg")
	s.creature(0, "krump")
	s.creature(1, "zorg")
	s.creature(1, "zorg")
	s.hand(0, "vault-s-blessing")
	s.house("mars")
	s.wantRules(s.play("vault-s-blessing"), "")
	s.wantAember(0, 2) // the bonus icon and one Mutant
	s.wantAember(1, 2)
}

// Braindart: "Play: Enrage an enemy creature. It captures 1A from its own
// side."
func TestHandJBraindart(t *testing.T) {
	s := hbScen(t, "mars", []string{"braindart"}, []string{"troll"})
	tr := s.creature(1, "troll")
	s.g.p[1].aember = 3
	s.hand(0, "braindart")
	s.house("mars")
	s.wantRules(s.play("braindart"), "")
	s.hjWantFlag(tr, flEnraged, true, "enraged")
	s.hbWantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
	s.wantAember(1, 2)
	s.wantAember(0, 1) // the bonus icon only
}

// Synwyx the Bold: "After Fight: An enemy creature captures 2A from its
// own side."
func TestHandJSynwyxTheBold(t *testing.T) {
	s := hbScen(t, "mars", []string{"synwyx-the-bold"}, []string{"silvertooth", "troll"})
	s.creature(0, "synwyx-the-bold")
	s.creature(1, "silvertooth")
	tr := s.creature(1, "troll")
	s.g.p[0].aember, s.g.p[1].aember = 4, 3
	s.house("mars")
	s.fight("synwyx-the-bold", "silvertooth")
	s.wantRules(s.choose("troll"), "")
	s.hbWantInt("Æmber on Troll", int(s.g.cards[tr].aember), 2)
	s.wantAember(1, 1)
	s.wantAember(0, 4)
}

// Avarice: "Play: This creature captures 2A from its own side."
func TestHandJAvarice(t *testing.T) {
	s := hbScen(t, "dis", []string{"avarice", "krump"}, []string{"troll"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	s.g.p[0].aember, s.g.p[1].aember = 4, 3
	s.house("dis")
	s.wantRules(s.hbPlayUpgrade("avarice", "troll"), "")
	s.hbWantInt("Æmber on Troll", int(s.g.cards[tr].aember), 2)
	s.wantAember(1, 1)
	s.wantAember(0, 5) // the bonus icon
	s.hbWantInt("Æmber on Krump", int(s.g.cards[k].aember), 0)
}

// Disciple: "Disciple gets +1 power and +1 armor for each Monk neighbor it
// has."
func TestHandJDisciple(t *testing.T) {
	s := hbScen(t, "sanctum", []string{"disciple", "batariel-of-the-grey", "krump", "disciple"}, nil)
	s.creature(0, "batariel-of-the-grey")
	d := s.creature(0, "disciple")
	s.creature(0, "krump")
	s.hbWantInt("Disciple's power", s.g.power(d), 2)
	s.hbWantInt("Disciple's armor", s.g.armor(d), 1)
	s.g.p[0].line[2] = s.creature(0, "disciple") // a Monk on each side
	s.g.p[0].line = s.g.p[0].line[:3]
	s.hbWantInt("Disciple's power", s.g.power(d), 3)
	s.hbWantInt("Disciple's armor", s.g.armor(d), 2)
}

// Lictor Justinian: "After your opponent plays a card, deal 1D to each
// enemy creature."
func TestHandJLictorJustinian(t *testing.T) {
	s := hbScen(t, "saurian", []string{"lictor-justinian", "krump"}, []string{"urchin", "troll"})
	l := s.creature(0, "lictor-justinian")
	tr := s.creature(1, "troll")
	s.hand(0, "krump")
	s.hand(1, "urchin")
	s.house("saurian")
	s.wantRules(s.play("krump"), "not-active-house")
	s.wantDamage(tr, 0) // Alice's own play
	s.end()
	s.house("shadows")
	s.wantRules(s.play("urchin"), "")
	s.wantDamage(tr, 1)
	s.wantDamage(l, 0)
	if u := s.g.p[1].discard; len(u) == 0 || s.g.def(u[len(u)-1]).ID != "urchin" {
		t.Errorf("Urchin (1 power) is not destroyed")
	}
}

// Kyypax Encapsulator: "Elusive. After Reap: Put an enemy creature into
// its owner’s archives."
func TestHandJKyypaxEncapsulator(t *testing.T) {
	s := hbScen(t, "mars", []string{"kyypax-encapsulator"}, []string{"troll", "urchin"})
	s.creature(0, "kyypax-encapsulator")
	tr, u := s.creature(1, "troll"), s.creature(1, "urchin")
	s.house("mars")
	s.reap("kyypax-encapsulator")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneArchives)
	s.wantZone(u, ZoneBattleline)
	s.hbWantInt("Bob's archives", s.g.p[1].archiveSize(), 1)
}

// Photic Raider: "Play: Capture 2A. While the tide is high, Photic Raider
// gets +4 power."
func TestHandJPhoticRaider(t *testing.T) {
	s := hbScen(t, "unfathomable", []string{"photic-raider"}, nil)
	s.g.p[1].aember = 3
	p := s.hand(0, "photic-raider")
	s.house("unfathomable")
	s.wantRules(s.play("photic-raider"), "")
	s.hbWantInt("Æmber on Photic Raider", int(s.g.cards[p].aember), 2)
	s.hbWantInt("power, tide low", s.g.power(p), 2)
	s.g.p[0].tide = true
	s.hbWantInt("power, tide high", s.g.power(p), 6)
}

// Left in Its Wake: "Play: Choose a house. Exhaust each creature that
// belongs to that house."
func TestHandJLeftInItsWake(t *testing.T) {
	s := hbScen(t, "keyraken", []string{"left-in-its-wake", "krump"}, []string{"troll", "urchin"})
	k := s.creature(0, "krump")
	tr, u := s.creature(1, "troll"), s.creature(1, "urchin")
	s.hand(0, "left-in-its-wake")
	s.house("keyraken")
	s.play("left-in-its-wake")
	s.wantRules(s.heWords("brobnar"), "")
	s.hjWantFlag(k, flExhausted, true, "exhausted")
	s.hjWantFlag(tr, flExhausted, true, "exhausted")
	s.hjWantFlag(u, flExhausted, false, "exhausted")
}

// Berinon: "After a Mutant creature enters play, enrage Berinon. After
// Reap: Capture 2A."
func TestHandJBerinon(t *testing.T) {
	s := hbScen(t, "sanctum", []string{"berinon"}, []string{"troll", "zorg"})
	b := s.creature(0, "berinon")
	s.creature(1, "troll")
	s.hjWantFlag(b, flEnraged, false, "enraged")
	s.creature(1, "zorg") // a Mutant, the opponent's
	s.hjWantFlag(b, flEnraged, true, "enraged")
	s.g.p[1].aember = 3
	s.house("sanctum")
	s.wantRules(s.reap("berinon"), "enrage") // enraged, it must fight
	s.hbWantInt("Æmber on Berinon", int(s.g.cards[b].aember), 2)
	s.wantAember(0, 1)
}
