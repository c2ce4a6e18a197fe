package engine

import (
	"strings"
	"testing"
)

// Tests of scripts_hand_h.go: each card's ability on a board, and the
// state after it.

func init() { hhAddCards() }

// hhAddCards adds the facts (keyteki packs) of the cards these tests use
// that no other test file adds.
func hhAddCards() {
	add := func(id, name string, h House, t CardType, power, armor, amber int, traits ...string) {
		testCards[id] = &CardDef{ID: id, Name: name, House: h, Type: t, Power: power, Armor: armor, Amber: amber, Traits: traits}
	}
	cr, ac, ar := TypeCreature, TypeAction, TypeArtifact
	add("urien-the-circumspect", "Urien the Circumspect", "sanctum", cr, 3, 1, 0, "human", "knight")
	add("thing-from-the-deep", "Thing from the Deep", "unfathomable", cr, 30, 0, 0, "beast")
	add("open-the-seal", "Open the Seal", "unfathomable", ac, 0, 0, 1)
	add("researcher", "Researcher", "mars", TypeTokenCreature, 1, 0, 0, "martian", "scientist")
	add("we-can-all-win", "We Can ALL Win", "staralliance", ac, 0, 0, 1)
	add("burning-glare", "Burning Glare", "sanctum", ac, 0, 0, 1)
	add("parasitic-arachnoid", "Parasitic Arachnoid", "dis", cr, 2, 0, 0, "beast")
	add("awful-atoll", "Awful Atoll", "unfathomable", ar, 0, 0, 1, "location")
	add("greed", "Greed", "dis", cr, 5, 0, 0, "demon", "sin")
	add("hoodwink", "Hoodwink", "shadows", ac, 0, 0, 0)
	add("ransack", "Ransack", "shadows", ac, 0, 0, 0)
	add("rogue-operation", "Rogue Operation", "staralliance", ac, 0, 0, 0)
	add("zyx-researcher", "Z.Y.X. Researcher", "logos", cr, 2, 0, 0, "human", "scientist")
	add("strategic-feint", "Strategic Feint", "staralliance", ac, 0, 0, 1)
	add("fiery-jark", "Fiery Jark", "brobnar", cr, 4, 0, 0, "goblin")
	add("scout", "Scout", "untamed", ac, 0, 0, 1)
	add("ghosthawk", "Ghosthawk", "untamed", cr, 2, 0, 0)
	testCards["ghosthawk"].Keywords = []KeywordValue{{Deploy, 0}}
	add("gleeful-mayhem", "Gleeful Mayhem", "dis", ac, 0, 0, 1)
	add("harmonic-pack", "Harmonic Pack", "mars", ac, 0, 0, 1)
	add("midyear-festivities", "Midyear Festivities", "untamed", ac, 0, 0, 1)
	add("eldritch-synan", "Eldritch Synan", "unfathomable", cr, 3, 0, 0)
	add("captain-kresage", "Captain Kresage", "logos", cr, 6, 0, 0)
	add("auto-encoder", "Auto-Encoder", "logos", ar, 0, 0, 0)
	add("recovery-operation", "Recovery Operation", "staralliance", ac, 0, 0, 0)
	add("minion", "Minion", "geistoid", TypeTokenCreature, 2, 0, 0, "specter", "robot")
	add("be-our-geist", "Be Our Geist", "geistoid", ac, 0, 0, 1)
	add("disabled-security", "Disabled Security", "shadows", ac, 0, 0, 1)
	add("hh-mutant", "Mutant Test Beast", "dis", cr, 3, 0, 0, "mutant")
}

func (s *scen) hhFlag(id int16, f uint16, want bool, what string) {
	s.t.Helper()
	if got := s.g.cards[id].has(f); got != want {
		s.t.Errorf("%s %s: %v, want %v", s.g.name(id), what, got, want)
	}
}

// hhFate resolves the fate of a registered script for the active player
// (its card need not be in play).
func (s *scen) hhFate(id string) {
	s.t.Helper()
	sc := scriptFor(id)
	if sc == nil {
		s.t.Fatalf("%s is not scripted", id)
	}
	s.g.fireScript(sc, s.g.defIndex(id), -1, s.g.active, OnFate, -1)
}

// hhDiscarded puts a copy of id owned by pl into pl's discard pile.
func (s *scen) hhDiscarded(pl int8, id string) int16 {
	c := s.take(pl, id)
	s.g.put(c, ZoneDiscard)
	return c
}

// Every script of this batch prints back as English: no empty clause, no
// placeholder.
func TestHandHPrintsBack(t *testing.T) {
	for _, sc := range append(append([]Script(nil), handHScripts...), handHHeld...) {
		t.Run(sc.ID, func(t *testing.T) {
			name := sc.ID
			if d := testCards[sc.ID]; d != nil {
				name = d.Name
			}
			text := sc.Text(name)
			if strings.TrimSpace(text) == "" || strings.Contains(text, "%!") || strings.Contains(text, "..") {
				t.Errorf("%s prints %q", sc.ID, text)
			}
			t.Log(text)
		})
	}
}

// The held scripts of other batches registered here resolve without
// being installed: Dysania, from hand, gains 1A a card of the opponent's
// archives.
func TestHandHDysania(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"dysania"}, []string{"urchin", "troll", "krump"})
	for _, id := range []string{"urchin", "troll", "krump"} {
		s.g.put(s.take(1, id), ZoneArchives)
	}
	s.hand(0, "dysania")
	s.house("logos")
	s.wantRules(s.play("dysania"), "")
	s.wantAember(0, 3)
	s.wantInt("Bob's archives", s.g.p[1].archiveSize(), 0)
	s.wantInt("Bob's discard", len(s.g.p[1].discard), 3)
}

// Cacophonous Riot: "Play: Ready and enrage a creature and each of its
// neighbors."
func TestHandHCacophonousRiot(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"cacophonous-riot"}, []string{"urchin", "troll", "mother", "silvertooth"})
	var ids []int16
	for _, id := range []string{"urchin", "troll", "mother", "silvertooth"} {
		c := s.creature(1, id)
		s.g.cards[c].flags |= flExhausted
		ids = append(ids, c)
	}
	s.hand(0, "cacophonous-riot")
	s.house("brobnar")
	s.wantRules(s.play("cacophonous-riot"), "")
	s.wantRules(s.choose("mother"), "")
	for i, id := range ids {
		hit := i >= 1
		s.hhFlag(id, flExhausted, !hit, "exhausted")
		s.hhFlag(id, flEnraged, hit, "enraged")
	}
}

// Tezmal: "Reap: Choose a house. Your opponent cannot choose that house as
// their active house on their next turn."
func TestHandHTezmal(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"tezmal"}, nil)
	s.creature(0, "tezmal")
	s.house("dis")
	s.reap("tezmal")
	s.wantRules(s.chooseWords("logos"), "")
	s.end()
	s.wantRules(s.house("logos"), "house-choice")
	s.end()
	s.end()
	s.wantRules(s.house("logos"), "")
}

// A Ghost in the Sun: "Play: For each forged key your opponent has, put a
// creature into play from your discard pile."
func TestHandHAGhostInTheSun(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"a-ghost-in-the-sun", "krump", "bumpsy"}, nil)
	k := s.hhDiscarded(0, "krump")
	b := s.hhDiscarded(0, "bumpsy")
	s.g.p[1].keys[0] = true
	s.hand(0, "a-ghost-in-the-sun")
	s.house("geistoid")
	s.wantRules(s.play("a-ghost-in-the-sun"), "")
	s.wantRules(s.choose("bumpsy"), "")
	s.wantZone(b, ZoneBattleline)
	s.wantZone(k, ZoneDiscard)
}

// Fiery Jark: "Play: Destroy an enemy creature and a friendly creature. You
// may repeat this effect as many times as you like, as long as it is
// possible to repeat the entire effect."
func TestHandHFieryJark(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"fiery-jark", "krump", "valdr"}, []string{"troll", "urchin", "mother"})
	k := s.creature(0, "krump")
	v := s.creature(0, "valdr")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	m := s.creature(1, "mother")
	s.hand(0, "fiery-jark")
	s.house("brobnar")
	s.wantRules(s.play("fiery-jark"), "")
	s.wantRules(s.choose("troll", "krump"), "")
	s.wantRules(s.choose("urchin", "valdr"), "")
	s.wantRules(s.chooseWords("no"), "")
	for _, id := range []int16{k, v, tr, u} {
		s.wantZone(id, ZoneDiscard)
	}
	s.wantZone(m, ZoneBattleline)
}

// Urien the Circumspect: "Reap: Gain A equal to Urien the Circumspect's
// armor." Its own armor (1), plus the reap's 1A.
func TestHandHUrienTheCircumspect(t *testing.T) {
	s := secondTurnScen(t, "sanctum", []string{"urien-the-circumspect"}, nil)
	s.creature(0, "urien-the-circumspect")
	s.house("sanctum")
	s.wantRules(s.reap("urien-the-circumspect"), "")
	s.wantAember(0, 2)
}

// Thing from the Deep: "Thing from the Deep cannot be played unless Open
// the Seal is in your discard pile. After Fight: Steal 2A."
func TestHandHThingFromTheDeep(t *testing.T) {
	for _, seal := range []bool{false, true} {
		name := map[bool]string{false: "no seal", true: "seal"}[seal]
		t.Run(name, func(t *testing.T) {
			s := secondTurnScen(t, "unfathomable", []string{"thing-from-the-deep", "open-the-seal"}, nil)
			if seal {
				s.hhDiscarded(0, "open-the-seal")
			}
			s.hand(0, "thing-from-the-deep")
			s.house("unfathomable")
			want := "restricted"
			if seal {
				want = ""
			}
			s.wantRules(s.play("thing-from-the-deep"), want)
		})
	}
	s := secondTurnScen(t, "unfathomable", []string{"thing-from-the-deep"}, []string{"urchin"})
	s.creature(0, "thing-from-the-deep")
	s.creature(1, "urchin")
	s.g.p[1].aember = 3
	s.house("unfathomable")
	s.wantRules(s.fight("thing-from-the-deep", "urchin"), "")
	s.wantAember(0, 2)
	s.wantAember(1, 1)
}

// Researcher: "Omni: Reveal a Mars card from your hand and archive it."
func TestHandHResearcher(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"researcher", "zorg"}, nil)
	s.creature(0, "researcher")
	z := s.hand(0, "zorg")
	s.house("logos") // Omni: any house
	s.wantRules(s.do(Action{Verb: VerbOmni, Card: CardRef{ID: "researcher"}}), "")
	s.wantRules(s.choose("zorg"), "")
	s.wantZone(z, ZoneArchives)
}

// We Can ALL Win: "Play: Each player’s keys cost –2A until the end of your
// next turn."
func TestHandHWeCanAllWin(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"we-can-all-win"}, nil)
	s.hand(0, "we-can-all-win")
	s.house("staralliance")
	s.wantRules(s.play("we-can-all-win"), "")
	s.wantInt("Alice's key cost", s.g.keyCost(0), 4)
	s.wantInt("Bob's key cost", s.g.keyCost(1), 4)
	s.end()
	s.wantInt("Bob's key cost on his turn", s.g.keyCost(1), 4)
	s.end()
	s.wantInt("Alice's key cost on her next turn", s.g.keyCost(0), 4)
	s.end()
	s.wantInt("Bob's key cost after", s.g.keyCost(1), 6)
}

// Burning Glare: "Play: Stun an enemy creature, or stun each enemy Mutant
// creature." TCO names the options.
func TestHandHBurningGlare(t *testing.T) {
	for _, tc := range []struct {
		opt      string
		choose   string
		stunned  [3]bool // urchin, mutant, troll
		pickCard bool
	}{
		{"Stun an enemy creature", "troll", [3]bool{false, false, true}, true},
		{"Stun all enemy mutants", "", [3]bool{false, true, false}, false},
	} {
		t.Run(tc.opt, func(t *testing.T) {
			s := secondTurnScen(t, "sanctum", []string{"burning-glare", "hh-mutant"}, []string{"urchin", "hh-mutant", "troll"})
			u := s.creature(1, "urchin")
			m := s.creature(1, "hh-mutant")
			tr := s.creature(1, "troll")
			own := s.creature(0, "hh-mutant")
			s.hand(0, "burning-glare")
			s.house("sanctum")
			s.wantRules(s.play("burning-glare"), "")
			s.wantRules(s.chooseWords(tc.opt), "")
			if tc.pickCard {
				s.wantRules(s.choose(tc.choose), "")
			}
			for i, id := range []int16{u, m, tr} {
				s.hhFlag(id, flStunned, tc.stunned[i], "stunned")
			}
			s.hhFlag(own, flStunned, false, "stunned (friendly)")
		})
	}
}

// Parasitic Arachnoid: "Destroyed: An enemy creature captures 1A from its
// own side. Fate: A friendly creature captures 2A from its own side."
func TestHandHParasiticArachnoid(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"parasitic-arachnoid"}, []string{"troll", "urchin"})
	s.creature(0, "parasitic-arachnoid")
	tr := s.creature(1, "troll")
	s.creature(1, "urchin")
	s.g.p[0].aember = 4
	s.g.p[1].aember = 3
	s.house("dis")
	s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "parasitic-arachnoid"}})
	s.wantRules(s.choose("troll"), "")
	s.wantInt("Æmber on Troll", int(s.g.cards[tr].aember), 1)
	s.wantAember(1, 2) // from Bob's own pool
	s.wantAember(0, 4)
}

// Parasitic Arachnoid's fate: the active player's creature captures from
// the active player's own pool.
func TestHandHParasiticArachnoidFate(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"krump"}, nil)
	k := s.creature(0, "krump")
	s.g.p[0].aember = 5
	s.house("dis")
	s.g.fate(CardRef{ID: "parasitic-arachnoid"})
	s.wantInt("Æmber on Krump", int(s.g.cards[k].aember), 2)
	s.wantAember(0, 3)
}

// Awful Atoll: "While a player is haunted, their creatures get –2 power.
// If there are no creatures in play, destroy Awful Atoll."
func TestHandHAwfulAtoll(t *testing.T) {
	s := secondTurnScen(t, "unfathomable", []string{"awful-atoll", "krump"}, []string{"troll"})
	a := s.artifact(0, "awful-atoll")
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	for range 10 {
		s.g.put(s.take(1, filler), ZoneDiscard)
	}
	s.wantInt("Krump's power (Alice not haunted)", s.g.power(k), 6)
	s.wantInt("Troll's power (Bob haunted)", s.g.power(tr), 6)
	s.house("unfathomable")
	s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "krump"}})
	s.wantZone(a, ZoneArtifacts)
	s.effect(Effect{Kind: EffDestroy, Card: CardRef{ID: "troll"}})
	s.wantZone(a, ZoneDiscard)
}

// Greed: "During your “draw cards” step, refill your hand to 1 additional
// card for each friendly Sin creature."
func TestHandHGreed(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"greed", "krump"}, nil)
	s.creature(0, "greed")
	s.creature(0, "krump")
	s.wantInt("hand bonus", s.g.handBonus(0), 1)
	s.wantInt("Bob's hand bonus", s.g.handBonus(1), 0)
}

// Hoodwink: "Play: Reveal your hand. For each non-Shadows card revealed
// this way, steal 1A. Purge Hoodwink."
func TestHandHHoodwink(t *testing.T) {
	for _, tc := range []struct {
		name  string
		known bool // Bumpsy known in hand, but not in the log's reveal
	}{{"the hand named", false}, {"a known card not named", true}} {
		t.Run(tc.name, func(t *testing.T) {
			s := secondTurnScen(t, "shadows", []string{"hoodwink", "urchin", "krump", "troll", "bumpsy"}, nil)
			h := s.hand(0, "hoodwink")
			if tc.known {
				s.hand(0, "bumpsy")
			}
			s.g.p[1].aember = 5
			s.house("shadows")
			s.wantRules(s.play("hoodwink"), "")
			s.wantRules(s.choose("urchin", "krump", "troll"), "")
			s.wantAember(0, 2) // Krump and Troll
			s.wantAember(1, 3)
			s.wantZone(h, ZonePurged)
		})
	}
}

// Ransack: "Play: Steal 1A. Discard the top card of your deck. If that card
// is a Shadows card, trigger this effect again." Two Shadows cards, then a
// Brobnar one: three steals.
func TestHandHRansack(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"ransack", "urchin", "silvertooth", "krump"}, nil)
	s.hand(0, "ransack")
	s.g.p[1].aember = 5
	s.house("shadows")
	s.wantRules(s.play("ransack"), "")
	s.wantRules(s.choose("urchin"), "")
	s.wantRules(s.choose("silvertooth"), "")
	s.wantRules(s.choose("krump"), "")
	s.wantAember(0, 3)
	s.wantAember(1, 2)
	s.wantInt("Alice's discard", len(s.g.p[0].discard), 4) // the three and Ransack
}

// Rogue Operation: "Play: Discard the top 2 cards of your deck. Steal 1A
// for each house represented among the discarded cards."
func TestHandHRogueOperation(t *testing.T) {
	for _, tc := range []struct {
		cards []string
		steal int
	}{{[]string{"urchin", "krump"}, 2}, {[]string{"krump", "troll"}, 1}} {
		t.Run(strings.Join(tc.cards, "+"), func(t *testing.T) {
			s := secondTurnScen(t, "staralliance", append([]string{"rogue-operation"}, tc.cards...), nil)
			s.hand(0, "rogue-operation")
			s.g.p[1].aember = 5
			s.house("staralliance")
			s.wantRules(s.play("rogue-operation"), "")
			s.wantRules(s.choose(tc.cards...), "")
			s.wantAember(0, tc.steal)
			s.wantAember(1, 5-tc.steal)
		})
	}
}

// Z.Y.X. Researcher: "Play: Archive the top card of your deck or the top
// card of your discard pile." TCO names the options "Deck" and "Discard".
func TestHandHZYXResearcher(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"zyx-researcher", "krump", "troll"}, nil)
	s.hhDiscarded(0, "krump")
	tr := s.hhDiscarded(0, "troll") // the top of the pile
	s.hand(0, "zyx-researcher")
	s.house("logos")
	s.wantRules(s.play("zyx-researcher"), "")
	s.wantRules(s.chooseWords("Discard"), "")
	s.wantZone(tr, ZoneArchives)
	s.wantInt("discard pile", len(s.g.p[0].discard), 1)

	s = secondTurnScen(t, "logos", []string{"zyx-researcher"}, nil)
	s.hand(0, "zyx-researcher")
	s.house("logos")
	arch := s.g.p[0].archiveSize()
	s.wantRules(s.play("zyx-researcher"), "")
	s.wantRules(s.chooseWords("Deck"), "")
	s.wantInt("archives", s.g.p[0].archiveSize(), arch+1)
}

// Strategic Feint (held): "Play: Deal 1D to two enemy creatures and exhaust
// them. Fate: Discard the top card of your deck. Until the end of the
// turn, you may not play cards of the discarded card’s type."
func TestHandHStrategicFeint(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"strategic-feint"}, []string{"troll", "urchin", "mother"})
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	m := s.creature(1, "mother")
	s.hand(0, "strategic-feint")
	s.house("staralliance")
	s.wantRules(s.play("strategic-feint"), "")
	s.wantRules(s.choose("troll", "mother"), "")
	s.wantDamage(tr, 1)
	s.wantDamage(m, 1)
	s.wantDamage(u, 0)
	s.hhFlag(tr, flExhausted, true, "exhausted")
	s.hhFlag(m, flExhausted, true, "exhausted")
	s.hhFlag(u, flExhausted, false, "exhausted")
}

// Strategic Feint's fate: the active player discards an action card, and
// may not play actions this turn; creatures they still may.
func TestHandHStrategicFeintFate(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"we-can-all-win", "rogue-operation", "zyx-researcher"}, []string{"strategic-feint"})
	ro := s.hand(0, "rogue-operation")
	z := s.hand(0, "zyx-researcher")
	s.house("staralliance")
	s.hhFate("strategic-feint")
	s.wantRules(s.choose("we-can-all-win"), "")
	s.wantInt("Alice's discard", len(s.g.p[0].discard), 1)
	if s.g.hhNoPlay(VerbPlay, z) >= 0 {
		t.Errorf("a creature may not be played after an action was discarded")
	}
	s.wantRules(s.play("rogue-operation"), "restricted")
	s.end()
	s.end()
	if s.g.hhNoPlay(VerbPlay, ro) >= 0 {
		t.Errorf("the restriction outlasts the turn")
	}
}

// Scout: "Play: For the remainder of the turn, up to 2 friendly creatures
// gain skirmish. Then, fight with those creatures one at a time."
// Skirmish: neither fighter takes damage back.
func TestHandHScout(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"scout", "krump", "valdr"}, []string{"mother", "silvertooth"})
	k := s.creature(0, "krump")
	v := s.creature(0, "valdr")
	u := s.creature(1, "mother")
	st := s.creature(1, "silvertooth")
	s.hand(0, "scout")
	s.house("untamed")
	s.wantRules(s.play("scout"), "")
	s.wantRules(s.choose("krump", "valdr"), "")
	s.wantRules(s.choose("silvertooth", "mother"), "")
	s.wantZone(u, ZoneDiscard)
	s.wantZone(st, ZoneDiscard)
	s.wantDamage(k, 0)
	s.wantDamage(v, 0)
	s.hhFlag(k, flExhausted, true, "exhausted")
	s.hhFlag(v, flExhausted, true, "exhausted")
	s.wantInt("Krump's skirmish", s.g.keywordN(k, Skirmish), 1)

	// An exhausted creature chosen gains skirmish and does not fight: no
	// violation.
	s = secondTurnScen(t, "untamed", []string{"scout", "krump", "valdr"}, []string{"mother"})
	k = s.creature(0, "krump")
	v = s.creature(0, "valdr")
	s.g.cards[v].flags |= flExhausted
	m := s.creature(1, "mother")
	s.hand(0, "scout")
	s.house("untamed")
	s.wantRules(s.play("scout"), "")
	s.wantRules(s.choose("krump", "valdr"), "")
	s.wantRules(s.choose("mother"), "")
	s.wantZone(m, ZoneDiscard)
	s.wantInt("Valdr's skirmish", s.g.keywordN(v, Skirmish), 1)
}

// Ghosthawk: "Deploy. Play: You may reap with each neighboring creature,
// one at a time." Deployed between Krump and Urchin (not Untamed), it lets
// both reap; Troll, not a neighbor, may not.
func TestHandHGhosthawk(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"ghosthawk", "krump", "urchin", "troll"}, nil)
	s.creature(0, "krump")
	s.creature(0, "urchin")
	s.creature(0, "troll")
	s.hand(0, "ghosthawk")
	s.house("untamed")
	s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "ghosthawk"}, Flank: FlankAt, Pos: 1}), "")
	s.wantRules(s.reap("krump"), "")
	s.wantRules(s.reap("urchin"), "")
	s.wantAember(0, 2)
	s.wantRules(s.reap("troll"), "not-active-house")
}

// Gleeful Mayhem: "Play: For each house, deal 5D to a creature of that
// house." Brobnar: Krump or Troll (chosen); Shadows: Urchin (by itself);
// Untamed: Dust Pixie (by itself).
func TestHandHGleefulMayhem(t *testing.T) {
	s := secondTurnScen(t, "dis", []string{"gleeful-mayhem", "krump"}, []string{"troll", "urchin", "dust-pixie"})
	k := s.creature(0, "krump")
	tr := s.creature(1, "troll")
	u := s.creature(1, "urchin")
	d := s.creature(1, "dust-pixie")
	s.hand(0, "gleeful-mayhem")
	s.house("dis")
	s.wantRules(s.play("gleeful-mayhem"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantDamage(tr, 5)
	s.wantDamage(k, 0)
	s.wantZone(u, ZoneDiscard)
	s.wantZone(d, ZoneDiscard)
}

// Code Monkey: "Deploy. Play: Archive each neighboring creature. If those
// creatures share a house, gain 2A." Krump and Troll (Brobnar): 2A; Krump
// and Urchin: none.
func TestHandHCodeMonkey(t *testing.T) {
	for _, tc := range []struct {
		right string
		gain  int
	}{{"troll", 2}, {"urchin", 0}} {
		t.Run(tc.right, func(t *testing.T) {
			s := secondTurnScen(t, "logos", []string{"code-monkey", "krump", tc.right}, nil)
			k := s.creature(0, "krump")
			r := s.creature(0, tc.right)
			s.hand(0, "code-monkey")
			s.house("logos")
			s.wantRules(s.do(Action{Verb: VerbPlay, Card: CardRef{ID: "code-monkey"}, Flank: FlankAt, Pos: 1}), "")
			s.wantZone(k, ZoneArchives)
			s.wantZone(r, ZoneArchives)
			s.wantAember(0, tc.gain)
		})
	}
}

// Harmonic Pack: "Play: Deal 2D to a creature. Reveal a random card from a
// player’s archives. If you do, deal an additional 3D to the same
// creature. Discard the revealed card." Bob's archives hold a card: Troll
// takes 5; Alice's are empty: 2.
func TestHandHHarmonicPack(t *testing.T) {
	for _, tc := range []struct {
		opt    string
		damage int
	}{{"Opponent's", 5}, {"Mine", 2}} {
		t.Run(tc.opt, func(t *testing.T) {
			s := secondTurnScen(t, "mars", []string{"harmonic-pack"}, []string{"troll", "urchin"})
			tr := s.creature(1, "troll")
			u := s.take(1, "urchin")
			s.g.put(u, ZoneArchives)
			s.hand(0, "harmonic-pack")
			s.house("mars")
			s.wantRules(s.play("harmonic-pack"), "")
			s.wantRules(s.chooseWords(tc.opt), "")
			s.wantDamage(tr, tc.damage)
			want := ZoneArchives
			if tc.damage == 5 {
				want = ZoneDiscard
			}
			s.wantZone(u, want)
		})
	}
}

// Midyear Festivities: "Play: Choose 9 creatures. Move all A on the chosen
// creatures to their controllers’ pools. Destroy the chosen creatures."
// Four creatures: each is chosen; their Æmber goes to their controllers.
func TestHandHMidyearFestivities(t *testing.T) {
	s := secondTurnScen(t, "untamed", []string{"midyear-festivities", "krump", "troll"}, []string{"urchin", "mother"})
	k := s.creature(0, "krump")
	tr := s.creature(0, "troll")
	u := s.creature(1, "urchin")
	m := s.creature(1, "mother")
	s.g.cards[k].aember = 2
	s.g.cards[u].aember = 3
	s.hand(0, "midyear-festivities")
	s.house("untamed")
	s.wantRules(s.play("midyear-festivities"), "")
	for _, id := range []int16{k, tr, u, m} {
		s.wantZone(id, ZoneDiscard)
	}
	s.wantAember(0, 3) // 2 from Krump, 1 the bonus icon
	s.wantAember(1, 3)
}

// Midyear Festivities with 11 creatures in play: the log names 9, one at
// a time; the other 2 stay.
func TestHandHMidyearFestivitiesNine(t *testing.T) {
	alice := []string{"midyear-festivities", "krump", "troll", "valdr", "bumpsy", "silvertooth", "urchin"}
	bob := []string{"urchin", "mother", "troll", "krump", "dust-pixie"}
	s := secondTurnScen(t, "untamed", alice, bob)
	var mine, theirs []int16
	for _, id := range alice[1:] {
		mine = append(mine, s.creature(0, id))
	}
	for _, id := range bob {
		theirs = append(theirs, s.creature(1, id))
	}
	s.g.cards[theirs[1]].aember = 2 // Bob's Mother
	s.hand(0, "midyear-festivities")
	s.house("untamed")
	s.wantRules(s.play("midyear-festivities"), "")
	for _, id := range []string{"krump", "troll", "valdr", "bumpsy", "silvertooth", "mother", "dust-pixie"} {
		s.wantRules(s.choose(id), "")
	}
	s.wantRules(s.choose("urchin"), "")
	s.wantRules(s.do(Action{Verb: VerbChoose, Cards: []CardRef{{ID: "krump", Copy: 2}}}), "")
	left := 0
	for _, id := range append(mine, theirs...) {
		if s.g.cards[id].zone == ZoneBattleline {
			left++
		}
	}
	s.wantInt("creatures left", left, 2)
	s.wantAember(1, 2)
}

// Eldritch Synan: "Eldritch Synan cannot be dealt damage by damaged
// creatures." A damaged Krump deals it none; an undamaged Troll does; and
// Synan attacking a damaged creature takes none back.
func TestHandHEldritchSynan(t *testing.T) {
	s := secondTurnScen(t, "brobnar", []string{"krump"}, []string{"eldritch-synan"})
	k := s.creature(0, "krump")
	e := s.creature(1, "eldritch-synan")
	s.g.cards[k].damage = 1
	s.house("brobnar")
	s.wantRules(s.fight("krump", "eldritch-synan"), "")
	s.wantZone(e, ZoneBattleline)
	s.wantDamage(e, 0)
	s.wantDamage(k, 4) // Synan's 3, and the 1 it had

	s = secondTurnScen(t, "brobnar", []string{"troll"}, []string{"eldritch-synan"})
	s.creature(0, "troll")
	e = s.creature(1, "eldritch-synan")
	s.house("brobnar")
	s.wantRules(s.fight("troll", "eldritch-synan"), "")
	s.wantZone(e, ZoneDiscard)

	s = secondTurnScen(t, "unfathomable", []string{"eldritch-synan"}, []string{"mother"})
	e = s.creature(0, "eldritch-synan")
	m := s.creature(1, "mother")
	s.g.cards[m].damage = 1
	s.house("unfathomable")
	s.wantRules(s.fight("eldritch-synan", "mother"), "")
	s.wantDamage(e, 0)
	s.wantDamage(m, 4)

	// Abilities: an action card's damage reaches Synan, a damaged
	// creature's does not, an undamaged creature's does.
	s = secondTurnScen(t, "dis", []string{"gleeful-mayhem"}, []string{"eldritch-synan"})
	e = s.creature(1, "eldritch-synan")
	if s.g.hhDamageBlocked(-1, e) {
		t.Errorf("an action card's damage is blocked")
	}
	k = s.creature(0, filler)
	s.g.cards[k].damage = 1
	if !s.g.hhDamageBlocked(k, e) {
		t.Errorf("a damaged creature's ability damage is not blocked")
	}
	s.g.cards[k].damage = 0
	if s.g.hhDamageBlocked(k, e) {
		t.Errorf("an undamaged creature's ability damage is blocked")
	}
}

// Captain Kresage: "While you control another creature with elusive,
// taunt, poison, or skirmish, Captain Kresage gains that keyword." An
// enemy's elusive or a friendly assault does not count; two Kresages give
// each other nothing.
func TestHandHCaptainKresage(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"captain-kresage", "captain-kresage", "urchin"}, []string{"urchin"})
	c := s.creature(0, "captain-kresage")
	s.creature(1, "urchin")
	s.wantInt("elusive from an enemy Urchin", s.g.keywordN(c, Elusive), 0)
	c2 := s.creature(0, "captain-kresage")
	s.wantInt("elusive from another Kresage", s.g.keywordN(c, Elusive), 0)
	s.creature(0, "urchin")
	s.wantInt("elusive from a friendly Urchin", s.g.keywordN(c, Elusive), 1)
	s.wantInt("the other Kresage's elusive", s.g.keywordN(c2, Elusive), 1)
	s.wantInt("taunt", s.g.keywordN(c, Taunt), 0)
}

// Auto-Encoder: "After a card is discarded from your hand, archive the top
// card of your deck." Alice's discard archives a card; Bob's does not.
func TestHandHAutoEncoder(t *testing.T) {
	s := secondTurnScen(t, "logos", []string{"auto-encoder", "zyx-researcher"}, []string{"urchin"})
	s.artifact(0, "auto-encoder")
	s.hand(0, "zyx-researcher")
	s.house("logos")
	arch, deck := s.g.p[0].archiveSize(), s.g.p[0].deckSize()
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "zyx-researcher"}}), "")
	s.wantInt("Alice's archives", s.g.p[0].archiveSize(), arch+1)
	s.wantInt("Alice's deck", s.g.p[0].deckSize(), deck-1)
	s.end()
	s.house("shadows")
	s.hand(1, "urchin")
	s.wantRules(s.do(Action{Verb: VerbDiscard, Card: CardRef{ID: "urchin"}}), "")
	s.wantInt("Alice's archives after Bob's discard", s.g.p[0].archiveSize(), arch+1)
}

// Recovery Operation (held): "Play: Discard the bottom 3 cards of your
// deck. You may put any number of the discarded cards on top of your deck
// in any order." Two of the three go back, Troll last (on top).
func TestHandHRecoveryOperation(t *testing.T) {
	s := secondTurnScen(t, "staralliance", []string{"recovery-operation", "krump", "troll", "urchin"}, nil)
	s.installHeld(handHHeld, "recovery-operation")
	s.hand(0, "recovery-operation")
	s.house("staralliance")
	deck := s.g.p[0].deckSize()
	s.wantRules(s.play("recovery-operation"), "")
	s.wantRules(s.choose("krump", "troll", "urchin"), "")
	s.wantRules(s.choose("krump", "troll"), "")
	s.wantInt("deck", s.g.p[0].deckSize(), deck-1)
	if top := s.g.p[0].deckTop; len(top) == 0 || s.g.def(top[len(top)-1]).ID != "troll" {
		t.Errorf("Troll is not on top of the deck")
	}
	s.wantInt("discard (Urchin and the action)", len(s.g.p[0].discard), 2)
}

// Minion: "After Reap: Put the top card of a haunted player’s discard pile
// on top of its owner’s deck." Only Bob is haunted: his top card goes back
// by itself; Alice's pile (9 cards) is not touched.
func TestHandHMinion(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"minion"}, []string{"troll"})
	s.creature(0, "minion")
	for range 9 {
		s.hhDiscarded(0, filler)
	}
	for range 9 {
		s.hhDiscarded(1, filler)
	}
	tr := s.hhDiscarded(1, "troll") // Bob's tenth: haunted, Troll on top
	s.house("geistoid")
	s.wantRules(s.reap("minion"), "")
	if top := s.g.p[1].deckTop; len(top) == 0 || top[len(top)-1] != tr {
		t.Errorf("Troll is not on top of Bob's deck (in %s)", s.g.cards[tr].zone)
	}
	s.wantInt("Alice's discard", len(s.g.p[0].discard), 9)
	s.wantInt("Bob's discard", len(s.g.p[1].discard), 9)
}

// Be Our Geist: "Play: Choose a creature in any haunted player’s discard
// pile. Play that creature as if it were in your hand." Bob is haunted:
// his Troll enters play on Alice's side; Alice's Krump (she is not
// haunted) cannot be chosen.
func TestHandHBeOurGeist(t *testing.T) {
	s := secondTurnScen(t, "geistoid", []string{"be-our-geist", "krump"}, []string{"troll"})
	k := s.hhDiscarded(0, "krump")
	for range 9 {
		s.hhDiscarded(1, filler)
	}
	tr := s.hhDiscarded(1, "troll")
	s.hand(0, "be-our-geist")
	s.house("geistoid")
	s.wantRules(s.play("be-our-geist"), "")
	s.wantRules(s.choose("troll"), "")
	s.wantZone(tr, ZoneBattleline)
	s.wantInt("Troll's controller", int(s.g.cards[tr].controller), 0)
	s.wantZone(k, ZoneDiscard)
}

// Disabled Security: "Play: Discard the top 3 cards of your opponent’s
// deck. Play 1 of the discarded cards as if it were yours." Bob's Urchin,
// Troll and Krump are discarded; Alice plays Troll, which Bob still owns.
func TestHandHDisabledSecurity(t *testing.T) {
	s := secondTurnScen(t, "shadows", []string{"disabled-security"}, []string{"urchin", "troll", "krump"})
	s.hand(0, "disabled-security")
	s.house("shadows")
	bobDeck := s.g.p[1].deckSize()
	s.wantRules(s.play("disabled-security"), "")
	s.wantRules(s.choose("urchin", "troll", "krump"), "")
	s.wantInt("Bob's deck", s.g.p[1].deckSize(), bobDeck-3)
	s.wantRules(s.choose("troll"), "")
	if line := s.g.p[0].line; len(line) != 1 || s.g.def(line[0]).ID != "troll" {
		t.Fatalf("Troll is not on Alice's battleline")
	}
	tr := s.g.p[0].line[0]
	s.wantInt("Troll's owner", int(s.g.cards[tr].owner), 1)
	s.wantInt("Bob's discard", len(s.g.p[1].discard), 2)
}
